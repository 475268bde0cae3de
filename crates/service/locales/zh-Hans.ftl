# Simplified Chinese: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = 语言

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = 电子邮件地址或密码不正确。新账号需在确认电子邮件地址后才能登录：请查收邮件中的链接。
error-throttled = 失败次数过多。请等待几分钟后再试。
error-busy = 当前登录人数过多。请稍后再试。
error-missing-fields = 请输入您的电子邮件地址和密码。
error-expired-form = 此表单已过期。请重新登录。
error-second-factor-in-app = 此账号已启用两步验证。请先在您的账号页面登录（需要输入验证码），然后再返回此处。
error-wrong-second-factor = 验证码不正确、已被使用或已过期。请重新登录。
error-passkey-refused = 无法使用该通行密钥，或操作超时。请重试，或使用密码登录。

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = 请求次数过多。请等待几分钟后再试。
error-expired-form-again = 此表单已过期。请重试。

## Error pages (a heading and a paragraph)

error-bad-link-title = 链接无效
error-bad-link-text = 此链接已失效：它已被使用、已过期，或已被新链接取代。请重新获取链接。

error-form-title = 登录失败
error-form-too-large = 表单内容过大。
error-form-unreadable = 无法读取表单。请返回后重试。
error-cross-site-title = 请求被拒绝
error-cross-site-text = 此表单是从其他网站提交的。请重新打开登录页面，并在该页面提交。

error-unavailable-title = 请稍后再试
error-unavailable-text = 登录服务繁忙或暂时不可用。请稍后再试。
error-failed-title = 出了点问题
error-failed-text = 无法完成登录。请重试。

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = 识别您的身份
scope-email = 查看您的电子邮件地址
scope-profile = 查看您的个人资料：姓名、头像、电话号码和国家/地区
scope-authorization = 查看您的个人资料和登录会话
scope-organizations = 查看您所属的组织以及您在其中的角色
scope-api = 代表您使用 { $api }

## The second step of signing in, after a right password

# $purpose is what signing in is for, e.g. "to open your account" or "to continue to Shop".
page-second-step-code-or-passkey = 要{ $purpose }，请输入身份验证器应用显示的验证码或恢复码，或使用您的通行密钥。
# $purpose is what signing in is for, e.g. "to open your account" or "to continue to Shop".
page-second-step-passkey = 要{ $purpose }，请使用您的通行密钥。
# $purpose is what signing in is for, e.g. "to open your account" or "to continue to Shop".
page-second-step-code = 要{ $purpose }，请输入身份验证器应用显示的验证码，或输入一个恢复码。
page-second-step-use-passkey = 使用通行密钥

## Login page

page-login-title = 登录
page-login-email = 电子邮件地址
page-login-password = 密码
page-login-button = 登录
page-login-with-provider = 使用 { $provider } 登录
page-login-passkey = 使用通行密钥登录
page-login-forgot = 忘记密码？
page-login-organization = 使用您的组织登录
page-organization-title = 使用您的组织登录
page-organization-lead = 请输入您的工作电子邮件地址或组织 ID，以继续使用该组织的登录方式。
page-organization-field = 工作电子邮件地址或组织 ID
page-organization-button = 继续
page-organization-unknown = 没有组织为此地址或 ID 提供登录。请检查输入内容，或使用您的电子邮件地址和密码登录。
login-sso-required = 您的组织负责您的登录：请使用您组织的登录方式。
login-sso-required-named = { $organization } 负责您的登录：请使用下方该组织的登录方式。
page-login-new-here = 初次使用？
page-login-create-account = 创建账号

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = 连接设备
page-device-code-lead = 请输入电视、游戏机或其他设备上显示的代码。
page-device-code-label = 代码
page-device-code-button = 继续
page-device-confirm-heading = 要连接 { $client } 吗？
page-device-confirm-lead = 一台显示代码 { $code } 的设备请求使用您的账号 { $email }。请仅在您本人在该设备上发起此操作时才允许。
page-device-confirm-able = 它将能够：
page-device-confirm-deny = 拒绝
page-device-confirm-allow = 允许

## Account page

page-account-title = 您的账号
page-account-signed-in-as = 已登录为 { $email }
page-account-signed-in-as-unconfirmed = 已登录为 { $email }（地址尚未确认：请查看我们发送的邮件）
page-account-sessions-heading = 您的登录位置
page-account-session-app = 应用 { $package }
page-account-this-browser = 此浏览器
page-account-sign-out-session = 退出登录
page-account-sign-out-others = 在其他所有设备上退出登录
page-account-profile-heading = 个人资料
page-account-profile-save = 保存个人资料
page-account-password-heading = 密码
page-account-current-password = 当前密码
page-account-new-password = 新密码（至少 10 个字符）
page-account-password-change = 更改密码
page-account-email-heading = 电子邮件地址
page-account-email-explain = 我们会向新地址发送一个链接；使用该链接后，您的账号将改用新地址。在此之前，请继续使用当前地址登录。
page-account-new-email = 新电子邮件地址
page-account-email-password = 密码
page-account-email-change = 更改电子邮件地址
page-account-data-heading = 您的数据
page-account-data-explain = 本服务保存的与您账号相关的所有信息（个人资料、会话及其设备和位置、已关联的登录提供方、两步验证方式，以及与您相关的安全事件），以一个 JSON 文件提供。其中不包含密码或任何机密信息。
page-account-data-download = 下载您的数据
page-account-delete-heading = 删除您的账号
page-account-delete-explain = 删除您的个人资料、会话、两步验证方式和已关联的登录提供方，并在所有设备上退出登录。
page-account-delete-link = 删除您的账号

## Sign-out confirmation

page-logout-title = 退出登录
page-logout-question = 要在此浏览器上退出您的账号吗？
page-logout-button = 退出登录

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = 请输入密码。
# $min is the least number of characters (10).
rule-password-too-short = 密码至少需要 { $min } 个字符。
# $max is the most characters a new password may have (256).
rule-password-too-long = 密码不能超过 { $max } 个字符。
rule-password-is-email = 密码不能与电子邮件地址相同。
rule-password-refused = 此密码无法使用。请选择其他密码。
rule-email-invalid = 请输入可以接收邮件的电子邮件地址，例如 name@example.com。
rule-email-same = 这已经是您账号的电子邮件地址。
rule-field-invalid = 某个字段过长或包含不允许的字符。

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = 客户端名称须为 1 到 200 个字符
rule-client-name-characters = 客户端名称不能包含控制字符或双向格式字符
rule-resource-server-confidential = 资源服务器必须是机密客户端
rule-client-credentials-confidential = client_credentials 需要机密客户端
rule-public-client-secret = 公开客户端没有密钥
rule-shared-signals-confidential = Shared Signals 接收方必须是机密客户端
rule-organization-for-receivers = 只有 Shared Signals 接收方才能绑定到组织
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = 个人资料字段最多 { $max } 个字符
rule-profile-field-characters = 个人资料字段不能包含控制字符或双向格式字符
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = 未知的事件类型“{ $name }”；已知类型：{ $known }
rule-no-event-type = 必须至少指定一个事件类型
rule-secret-prefix = 密钥必须以 whsec_ 开头
rule-secret-encoding = 密钥必须以 whsec_ 开头并采用 base64 编码
rule-secret-length = 密钥长度必须为 24 到 64 字节
rule-delivery-status = status 必须是 pending、delivered 或 failed
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } 必须是 RFC 3339 格式的时间戳
rule-not-a-user-id = user 必须是用户 ID
rule-not-an-email = email 必须是电子邮件地址
rule-unknown-audit-type = 未知的事件类型
rule-unknown-cursor = cursor 不是此 API 提供的
rule-page-size = limit 必须介于 1 到 500 之间
rule-no-scope = 必须至少指定一个权限范围
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = 此 API 仅定义了以下权限范围：{ $scopes }
rule-role-name = 角色必须是 admin、support、viewer 或 none
rule-already-verified = 该地址已验证

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

# Under the "Sign in" heading, and after "要" in the two-step sign-in's lead. $client is the app's name.
login-lead = 继续前往 { $client }
login-failed-title = 登录失败
login-malformed-link = 登录链接格式不正确。
login-request-missing-client = 请求中未指明应用。
login-request-unknown-client = 此应用未注册或已被停用。
login-request-missing-redirect-uri = 请求中未指明返回地址（redirect_uri）。
login-request-unregistered-redirect-uri = 此 redirect_uri 未针对该应用注册。
login-request-state-too-long = state 参数过长。
login-request-invalid = 登录请求无效。

## Signing out of the browser.

login-signout-failed-title = 退出登录失败
login-signout-malformed-link = 退出登录链接格式不正确。
login-signed-out-title = 已退出登录
login-signed-out-text = 您已在此浏览器上退出登录。

## The second step after a password, and an app that needs one.

second-step-title = 两步验证登录
second-step-code-label = 验证码
second-step-continue = 继续
second-step-enrol-title = 设置两步验证
second-step-enrol-text = { $client } 要求使用两步验证登录。请在您的账号页面设置身份验证器应用或通行密钥，然后重新登录 { $client }。
second-step-enrol-link = 打开您的账号页面

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = 身份验证器应用
# $count is the number of recovery codes not used yet.
second-step-app-on = 已设置身份验证器应用；还有 { $count } 个恢复码未使用。
second-step-app-remove = 移除身份验证器应用
second-step-app-intro = 输入密码后，还需输入 Google Authenticator 或 1Password 等应用生成的验证码。
second-step-app-set-up = 设置身份验证器应用
second-step-app-qr-label = 用于身份验证器应用的二维码
second-step-app-setup-title = 设置身份验证器应用
second-step-app-setup-lead = 请使用身份验证器应用扫描二维码，然后输入应用显示的 6 位数字。
second-step-app-setup-key = 或在应用中输入此密钥：
second-step-app-code-label = 应用中的验证码
second-step-app-turn-on = 启用
second-step-app-cancel = 取消
second-step-recovery-title = 保存您的恢复码
second-step-recovery-lead = 身份验证器应用已启用。如果您丢失了手机，每个恢复码都可用于登录一次。请将它们保存在安全的地方：这些恢复码不会再次显示。
second-step-recovery-back = 返回您的账号

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = 使用通行密钥登录
passkey-not-used = 未使用通行密钥。请重试，或使用密码登录。
passkey-section-heading = 通行密钥
passkey-section-intro = 通行密钥让您可以使用指纹、面容或屏幕锁定代替密码登录。
passkey-rename-label = 新名称
passkey-rename-button = 重命名
passkey-remove-button = 移除
passkey-new-name-label = 新通行密钥的名称
passkey-new-name-placeholder = 这台笔记本电脑
passkey-add-button = 添加通行密钥
passkey-already-registered = 此通行密钥已注册。
passkey-not-added = 未添加通行密钥。请重试。

## The consent screen.

consent-heading = 要允许 { $client } 使用您的账号吗？
consent-lead = 您已登录为 { $account }。{ $client } 是由第三方开发的应用，它请求：
consent-revoke-note = 您可以随时在您的账号页面撤销它的访问权限。
consent-deny = 拒绝
consent-allow = 允许
consent-title = 要允许 { $client } 吗？

## Connecting a device (TV, console) with a code.

device-login-lead = 以将设备连接到您的账号
device-code-unknown = 该代码不正确、已过期或已被使用。请检查设备上的代码，然后重试。
device-code-throttled = 代码错误次数过多。请等待几分钟后再试。
device-code-form-expired = 此表单已过期。请重新输入代码。
device-connected-title = 设备已连接
device-connected-text = { $client } 现已连接到您的账号。您可以返回您的设备了。
device-denied-title = 请求已拒绝
device-denied-text = 未连接 { $client }。您可以关闭此页面。
device-two-factors-title = 需要两步验证登录
device-two-factors-text = { $client } 要求使用两步验证登录。请在您的账号页面使用两步验证登录（或先进行设置），然后在此重新输入代码。
device-two-factors-link = 打开您的账号页面

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = 关联失败
upstream-link-from-account-page = 请在您的账号页面使用相应按钮关联登录提供方。
upstream-link-expired = 此页面已过期。请返回您的账号页面，刷新后重试。
upstream-unknown-provider = 不存在该登录提供方。
upstream-bad-state = 此登录已被使用、已过期，或是在其他浏览器中发起的。请返回应用并重新登录。
upstream-denied = 登录提供方未让您登录。请返回应用并重试。
upstream-refused = 无法接受登录提供方的响应。请返回应用并重新登录。
upstream-unavailable = 无法连接到登录提供方。请稍后再试，或使用其他方式登录。
upstream-email-taken = 已存在使用此电子邮件地址的账号。请使用其密码或通行密钥登录该账号，然后在您的账号页面关联此登录提供方。
upstream-outside-domains = 您组织的登录方式只能登录该组织自身已验证域名下的地址。
upstream-unconfirmed-account = 已存在使用此电子邮件地址的账号，但其地址从未确认。请确认该地址（或重置该账号的密码），然后再次通过您的组织登录。
upstream-operator-account = 此账号在运维控制台中有角色：它须使用自己的密码和第二因素登录，而不能通过组织的登录方式登录。
upstream-registration-closed = 此处没有该账号，且目前不开放注册新账号。请联系运营方为您创建账号。
upstream-no-email = 登录提供方未提供电子邮件地址，而创建新账号需要电子邮件地址。
upstream-unverified-email = 登录提供方未确认此电子邮件地址属于您，因此无法用它创建账号。请使用您的电子邮件地址创建账号，然后在您的账号页面关联该登录提供方。
upstream-linked-elsewhere = 此登录账号已关联到其他账号。
upstream-already-linked = 您的账号已通过另一个登录账号关联了此登录提供方。请先取消关联。
upstream-disabled = 此账号已被停用。
upstream-reauthenticate = 请在您的账号页面重新登录，然后关联该登录提供方。

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = 创建您的账号
signup-lead = 我们会向您发送一封邮件，以确认您的地址。
signup-email = 电子邮件地址
signup-password = 密码（至少 10 个字符）
signup-name = 姓名（可选）
signup-button = 创建账号
signup-closed-title = 注册已关闭
signup-closed-text = 新账号由本服务的运营方创建。请联系他们为您创建账号。
signup-sent-title = 请查收邮件
signup-sent-text = 我们已发送一封邮件，用于确认您的地址。请点击其中的链接；您现在已经可以登录了。
signup-sent-continue-text = 我们已发送一封邮件，用于确认您的地址。您现在就可以登录并继续。
signup-sent-continue = 登录并继续

## Address confirmation page (opened from the mailed link)

verify-title = 确认您的电子邮件地址
verify-lead = 请确认此电子邮件地址属于您，以便您的账号使用它。如果您并未在此创建账号或更改账号地址，请不要确认，直接关闭此页面。
verify-button = 确认我的地址
verify-done-title = 电子邮件地址已确认
verify-done-text = 谢谢！您的电子邮件地址已确认。您可以关闭此页面了。

## Password reset request page

forgot-title = 忘记密码？
forgot-lead = 请输入您的电子邮件地址。如果该地址有对应的账号，我们会向您发送一个设置新密码的链接。
forgot-email = 电子邮件地址
forgot-button = 发送链接
forgot-sent-title = 请查收邮件
forgot-sent-text = 如果此地址有对应的账号，一封包含设置新密码链接的邮件正在发送中。该链接在 30 分钟内有效。

## New password page (opened from the mailed link)

reset-title = 设置新密码
reset-lead = 请设置一个 10 到 256 个字符的密码。所有已登录您账号的设备都将退出登录。
reset-password = 新密码
reset-button = 设置密码
reset-done-title = 密码已设置
reset-done-text = 您的新密码已设置，所有之前已登录的设备均已退出登录。请使用新密码重新登录。

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = 您的个人资料已保存。
account-password-changed = 您的密码已更改；所有其他设备均已退出登录。
account-email-requested = 如果该地址可用，我们已向其发送确认链接：使用该链接后，您的地址才会更改。
account-session-signed-out = 该会话已退出登录。
account-others-signed-out = 所有其他会话均已退出登录。
account-console-needs-factor = 控制台需要两步验证：请在下方添加身份验证器应用或通行密钥，然后使用它重新登录。
account-form-expired = 此表单已过期。请重试。
# The login form's lead, right under its heading "Sign in": says what signing in is for.
account-login-lead = 以查看和更改您的账号
# The login form's lead (under the heading "Sign in") when a change of how the user signs in needs a fresh sign-in.
account-sign-in-again-lead = 请重新登录，以更改您的登录方式
account-sign-in-again = 为了您的安全，在添加或移除登录方式之前，请重新登录（如已设置两步验证，需一并完成验证）。
# The two-step sign-in's lead starts with "要" and this, then how to finish signing in.
account-second-step-purpose = 打开您的账号
account-profile-name = 姓名
account-profile-mobile = 手机号码
account-profile-picture = 头像网址
account-profile-country-code = 国家/地区代码
account-profile-country = 国家/地区
account-profile-city = 城市
account-profile-postal-code = 邮政编码
account-session-unknown-device = 未知设备
account-session-unknown-app = 未知应用
account-session-when = 登录于 { $since } · 上次活动于 { $active }
account-provider-not-linked = 该登录提供方未关联到您的账号。
account-last-sign-in-method = 这是您账号唯一的登录方式。请先添加通行密钥或设置密码（忘记密码？）。
account-session-gone = 该会话已不再处于登录状态。
account-wrong-password = 当前密码不正确。
account-too-many-passwords = 密码错误次数过多。请等待几分钟后再试。
account-unknown-action = 此页面不支持该操作。

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = 身份验证器应用已移除。
factors-passkey-added = 您的通行密钥已添加：今后可以用它登录。
factors-passkey-renamed = 通行密钥已重命名。
factors-passkey-removed = 通行密钥已移除。
factors-passkey-added-on = 添加于 { $date }
factors-passkey-last-used = 上次使用于 { $date }
factors-passkey-synced = 已同步
factors-wrong-code = 验证码不正确。请检查应用的时钟，并输入它当前显示的验证码。
factors-too-many-codes = 验证码错误次数过多。请等待几分钟后再试。
factors-totp-already = 已设置身份验证器应用。
factors-totp-nothing-pending = 当前没有正在设置的身份验证器应用。请重新开始。
factors-totp-not-set-up = 未设置身份验证器应用。
factors-passkey-registered = 该通行密钥已注册。
factors-passkey-too-many = 您账号的通行密钥数量已达上限：请先移除一个。
factors-passkey-too-many-attempts = 尝试次数过多。请等待几分钟后再试。
factors-passkey-name-length = 通行密钥名称须为 1 到 64 个字符。
factors-passkey-not-yours = 该通行密钥已不再属于您。
factors-passkey-not-added = 无法添加通行密钥，或操作超时。请重试。
factors-page-expired = 此页面已过期，请刷新。
factors-sign-in-again = 请重新登录。
factors-passkeys-unavailable = 此服务器不支持通行密钥。
factors-sign-in-to-add = 请重新登录后再添加通行密钥。

## The account page's sign-in providers (another account that signs the user in).

links-heading = 使用其他账号登录
links-linked = 登录提供方已关联：今后可以用它登录此账号。
links-unlinked = 已取消关联该登录提供方。
links-linked-on = 关联于 { $date }
links-unlink = 取消关联
links-link = 关联 { $provider }

## The account page's third-party apps the user allowed.

apps-heading = 有权访问的应用
apps-allowed-on = 授权于 { $date }
apps-remove = 移除访问权限
apps-removed = 该应用的访问权限已移除，并已退出登录。

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = 删除您的账号
delete-explain-lead = 您可以自行删除您的账号以及与其相关的所有信息。
delete-explain-sign-in = 登录：使用您的密码、通行密钥，或您注册时使用的登录提供方（“使用…登录”）。
delete-explain-confirm = 确认要删除该账号。
# $days: how long the security log keeps its entries.
delete-explain-what = 将被删除的内容：您的个人资料（姓名、电子邮件地址、电话号码、头像、位置）、您的密码、所有会话及随之记录的设备和位置、两步验证方式、通行密钥、已关联的登录提供方，以及向应用签发的所有令牌。所有设备都将退出登录。安全日志中与您相关的条目将以随机名称保存，不含 IP 地址，最多保留 { $days } 天。
delete-explain-now = 时间：立即删除。确认邮件将发送到您的电子邮件地址。
# $days: how long after the request the account is deleted.
delete-explain-later = 时间：在您提出请求 { $days } 天后删除；在此之前登录即可保留账号。确认邮件将发送到您的电子邮件地址。
delete-explain-apps = 您也可以在应用的设置中删除账号。
delete-explain-link = 登录并删除您的账号
# The login form's lead, right under its heading "Sign in": says what signing in is for.
delete-login-lead = 以删除您的账号
delete-confirm-what = 这将删除您的个人资料、会话、两步验证方式、通行密钥和已关联的登录提供方，并在所有设备上退出登录。
# $days: how long after the request the account is deleted.
delete-confirm-later = 账号将在 { $days } 天后删除；在此之前登录即可保留账号。
delete-confirm-now = 此操作无法撤消。
delete-confirm-check = 删除我的账号以及与其相关的所有信息
delete-confirm-button = 删除我的账号
delete-confirm-keep = 保留我的账号
delete-done-title = 账号已删除
delete-done = 您的账号以及与其相关的所有信息均已删除。确认邮件正在发送到您的电子邮件地址。
delete-scheduled-title = 已安排删除账号
# $date is a date such as "2026-12-21".
delete-scheduled = 所有会话均已结束。您的账号将于 { $date } 删除；在此之前登录即可保留账号。

## The account page's language (stored: the language of the user's mails).

account-language-heading = 语言
account-language-help = 此账号的页面以及发送给它的邮件所使用的语言。
account-language-save = 保存语言设置
account-language-saved = 您的语言设置已保存。

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · 控制台
console-nav-signed-in = 控制台 · 已登录为 { $email }（{ $role }）
console-nav-your-account = 您的账号
console-nav-label = 控制台
console-nav-overview = 概览
console-nav-users = 用户
console-nav-organizations = 组织
console-nav-clients = 客户端
console-nav-apis = API
console-nav-webhooks = Webhook
console-nav-audit = 审计日志
console-nav-keys = 密钥
console-nav-settings = 设置

console-frame-role-admin = 管理员
console-frame-role-support = 支持人员
console-frame-role-viewer = 查看者
console-frame-role-none = 无
console-frame-table-empty = { $caption }：无。
console-frame-age-days = { $count } 天
console-frame-age-hours = { $count } 小时
console-frame-age-minutes = { $count } 分钟

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = 您的控制台角色无权打开此页面。如有需要，请联系管理员。
console-gate-form-expired = 此表单已过期或并非来自控制台。请重新打开页面并重试。
console-gate-change-not-allowed = 您的控制台角色无权进行此更改。
console-gate-no-role = 您的账号在控制台中没有角色。管理员可以为您分配角色。
console-gate-not-allowed-title = 不允许
console-gate-not-found-title = 未找到
console-gate-not-done-title = 未完成
# Shown under the login page's heading "Sign in".
console-gate-sign-in-again-lead = 请使用两步验证重新登录，以打开控制台
console-gate-needs-second-factor = 控制台要求使用两步验证登录（身份验证器应用或通行密钥）。
console-gate-no-such-user = 不存在该用户。
console-gate-no-such-client = 不存在该客户端。
console-gate-no-such-api = 不存在该 API。
console-gate-no-such-webhook = 不存在该 Webhook。
console-gate-no-such-delivery = 不存在该投递记录。
console-gate-no-such-session = 不存在该会话。
console-gate-no-such-link = 不存在该关联。
console-gate-no-such-organization = 不存在该组织。
console-gate-no-such-domain = 不存在该域名。
# Fallback; $what is an English noun from the service.
console-gate-no-such = 不存在该 { $what }。
console-gate-duplicate-email = 已存在使用该电子邮件地址的用户。
console-gate-last-sign-in-method = 该关联是此账号最后一种登录方式：请先设置密码。
console-gate-api-exists = 已存在使用该标识符的 API。
console-gate-disable-client-first = 请先停用该客户端，然后再删除。

## The console's overview page.

console-overview-title = 概览
console-overview-find-user = 查找用户
console-overview-accounts = 账号
console-overview-live-sessions = 活跃会话
console-overview-sign-ins = 登录次数（24 小时）
console-overview-failed-sign-ins = 登录失败次数（24 小时）
console-overview-lockouts = 当前锁定
console-overview-failing-deliveries = 投递失败的 Webhook
console-overview-chart-heading = 过去 24 小时的登录
console-overview-counted = 统计于 { $at }（数据最多延迟一分钟）。
console-overview-chart-label = 过去 24 小时每小时的登录次数：成功 { $succeeded } 次，失败 { $failed } 次
console-overview-chart-hour = { $time }：成功 { $succeeded } 次，失败 { $failed } 次
console-overview-chart-start = 24 小时前
console-overview-chart-end = 现在
console-overview-legend-succeeded = 成功（{ $count }）
console-overview-legend-failed = 失败（{ $count }）
console-overview-keys-heading = 签名密钥
console-overview-keys-caption = 签名密钥（最新的在前）
console-overview-key = 密钥
console-overview-algorithm = 算法
console-overview-state = 状态
console-overview-age = 存在时长
console-overview-signing-for = 签名时长
console-overview-key-pending = 待启用
console-overview-key-active = 使用中
console-overview-key-retired = 已停用
console-overview-keys-link = 密钥和轮换

## The console's users list.

console-users-title = 用户
console-users-deleted = 用户已删除。
console-users-search-label = 地址、姓名或用户 ID
console-users-search = 搜索
console-users-search-help = 地址按开头匹配，姓名按其中任一单词的开头匹配；ID 须完全匹配。
console-users-caption = 用户（最早的在前）
console-users-matching = 与“{ $query }”匹配的用户
console-users-address = 地址
console-users-name = 姓名
console-users-verified = 已验证
console-users-state = 状态
console-users-created = 创建时间
console-users-yes = 是
console-users-no = 否
console-users-enabled = 已启用
console-users-disabled = 已停用
console-users-next-page = 下一页

## The console's page of one user.

console-user-done-disabled = 该用户已停用：所有会话均已结束。
console-user-done-enabled = 该用户已启用：可以重新登录。
console-user-done-signed-out = 该用户的所有会话均已结束。
console-user-done-session-ended = 该会话已结束。
console-user-done-factors-reset = 已移除该用户的两步验证方式，并已通过邮件通知该用户。
console-user-done-verification-sent = 验证邮件正在发送中。
console-user-done-role = 角色已更改。
console-user-why-heading = 该用户为何无法登录？
console-user-nothing-stops = 目前没有任何原因阻止该用户登录。
console-user-reason-disabled = 该账号已被运营人员停用。
console-user-reason-unverified = 地址尚未验证：在使用验证邮件中的链接之前，密码登录将被拒绝。
console-user-reason-locked-password = 因来自 { $ip } 的多次密码错误而被锁定，直至 { $until }（约 { $minutes } 分钟；登录限流）。
console-user-reason-locked-second-step = 因多次验证码错误，第二步验证被锁定，直至 { $until }（约 { $minutes } 分钟；两步验证限流）。
console-user-reason-passkey-only = 该账号没有密码：只能使用通行密钥登录（或在重置密码后登录）。
console-user-reason-providers-only = 该账号没有密码：只能通过 { $providers } 登录（或在重置密码后登录）。
console-user-reason-second-factor-due = 未设置两步验证方式，而 { $clients } 要求两步验证登录：用户必须先添加一种。
console-user-reason-deletion-scheduled = 用户已申请删除账号：除非在此之前登录，否则账号将于 { $date } 删除。
console-user-profile = 个人资料
console-user-id = 用户 ID
console-user-address = 地址
console-user-verified = 已验证
console-user-state = 状态
console-user-name = 姓名
console-user-mobile = 手机
console-user-place = 位置
console-user-created = 创建时间
console-user-console-role = 控制台角色
console-user-sessions = 会话
console-user-sessions-caption = 活跃会话（最近的在前）
console-user-device = 设备
console-user-ip-and-place = IP 和位置
console-user-signed-in = 登录时间
console-user-last-active = 上次活动
console-user-methods = 方式
console-user-end-column = 结束
console-user-end-session = 结束
console-user-unknown-device = 未知设备
console-user-second-factors = 两步验证方式
console-user-authenticator-app = 身份验证器应用
console-user-recovery-codes-left = 剩余恢复码
console-user-passkeys = 通行密钥
console-user-factor-none = 无
console-user-totp-since = 自 { $date } 起
console-user-providers-and-apps = 登录提供方和应用
console-user-links-caption = 已关联的登录提供方
console-user-provider = 登录提供方
console-user-address-given = 提供的地址
console-user-linked = 关联时间
console-user-consents-caption = 对第三方应用的授权
console-user-client = 客户端
console-user-scopes = 权限范围
console-user-allowed = 授权时间
console-user-recent-events = 最近事件
console-user-events-caption = 与该用户相关的最新审计事件
console-user-when = 时间
console-user-type = 类型
console-user-actor = 操作者
console-user-ip = IP
console-user-every-event = 与该用户相关的所有事件
console-user-actions = 操作
console-user-disable = 停用
console-user-enable = 启用
console-user-sign-out-everywhere = 在所有设备上退出登录
console-user-resend-verification = 重新发送验证邮件
console-user-reset-factors = 重置两步验证方式
console-user-reset-factors-confirm = 移除身份验证器应用、恢复码和通行密钥
console-user-delete = 删除用户
console-user-delete-confirm = 立即删除此账号及其所有相关信息
console-user-role-heading = 控制台角色
console-user-role-label = 角色
console-user-set-role = 设置角色
console-user-role-help = 查看者可以查看所有页面；支持人员还可以停用和启用用户、将用户退出登录、重置其两步验证方式以及重新发送验证邮件；管理员可以执行所有操作。
console-user-unknown-action = 此页面不支持该操作。
console-user-not-on-this-user = 不能对此用户执行该操作：管理员以下的运营人员只能对没有角色的用户进行操作，并且任何人都不能在此更改自己的角色、状态、两步验证方式或账号。
console-user-tick-to-confirm = 请勾选复选框以确认，然后重试。

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = 客户端
console-client-list-caption = 客户端（最早的在前）
console-client-name = 名称
console-client-kind = 类型
console-client-state = 状态
console-client-registered = 注册时间
console-client-kind-public = 公开
console-client-kind-confidential = 机密
console-client-state-enabled = 已启用
console-client-state-disabled = 已停用
console-client-register-heading = 注册客户端
console-client-register = 注册
console-client-registered-notice = 客户端已注册。
console-client-deleted = 客户端已删除。

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = 重定向 URI，每行一个
# "openid email profile authorization" are scope names: keep them as they are.
console-client-scopes-field = 权限范围（留空：openid email profile authorization）
console-client-package-names-field = Android 软件包名称，每行一个
console-client-app-origins-field = 用于通行密钥的应用来源，每行一个
console-client-logout-uri-field = 后端通道注销 URI
console-client-organization-field = Shared Signals 接收方所属组织（slug 或 ID）
console-client-flag-public = 公开（浏览器或原生应用：无密钥，使用 PKCE）
console-client-flag-resource-server = 资源服务器（可内省令牌）
console-client-flag-client-credentials = 可为自身获取令牌（client_credentials）
console-client-flag-rotate-refresh-tokens = 轮换刷新令牌
console-client-flag-require-mfa = 仅限两步验证登录
console-client-flag-require-par = 仅限推送授权请求（PAR）
console-client-flag-third-party = 第三方：用户须先授权同意
console-client-flag-shared-signals = Shared Signals 接收方：接收安全事件流

## Console: one client's page

console-client-saved = 客户端设置已保存。
console-client-disabled-notice = 客户端已停用：其令牌不再通过验证。
console-client-granted = 授权已保存。
console-client-secret-replaced = 密钥已更换。
console-client-secret-heading = 客户端密钥
console-client-secret-once = 请立即复制：它仅显示这一次，之后不会再显示（系统只保存其摘要）。
console-client-settings-heading = 设置
console-client-yes = 是
console-client-no = 否
console-client-redirect-uris = 重定向 URI
console-client-scopes = 权限范围
console-client-resource-server = 资源服务器
console-client-two-factor-only = 仅限两步验证
console-client-par-only = 仅限 PAR
console-client-third-party = 第三方
console-client-shared-signals = Shared Signals 接收方
console-client-changed = 更改时间
console-client-grants-heading = API 授权
console-client-grants-caption = 此客户端可为自身调用的 API
console-client-api = API
console-client-api-identifier = API 标识符
console-client-grant = 授予
console-client-actions-heading = 操作
console-client-rotate-secret = 轮换密钥
console-client-rotate-secret-confirm = 更换密钥：旧密钥将立即失效
console-client-disable = 停用
console-client-disable-confirm = 停用客户端：其令牌将不再通过验证
console-client-delete = 删除
console-client-delete-confirm = 删除客户端及为其签发的所有内容
console-client-edit-heading = 编辑
console-client-save = 保存
console-client-confirm-first = 请勾选复选框以确认，然后重试。
console-client-unknown-action = 此页面不支持该操作。

## Console: the APIs page

console-api-title = API
console-api-list-caption = API（资源指示符）
console-api-identifier = 标识符
console-api-scopes = 权限范围
console-api-registered-column = 注册时间
console-api-register-heading = 注册 API
console-api-identifier-field = 标识符（https URL）
console-api-scopes-field = 权限范围，以空格分隔
console-api-register = 注册
console-api-registered = API 已注册。

## Console: the webhooks page

console-webhook-title = Webhook
console-webhook-list-caption = Webhook 端点
console-webhook-endpoint = 端点（查看其投递记录）
console-webhook-events = 事件
console-webhook-registered-column = 注册时间
console-webhook-remove = 移除
console-webhook-remove-confirm = 停止向此端点投递
console-webhook-secret-heading = 签名密钥
console-webhook-secret-once = 请立即将其提供给接收方：它仅显示这一次。
console-webhook-register-heading = 注册端点
console-webhook-url = URL
console-webhook-events-field = 事件类型，以空格分隔
console-webhook-register = 注册
console-webhook-registered = 端点已注册。
console-webhook-removed = 端点已移除。
console-webhook-confirm-first = 请勾选复选框以确认，然后重试。

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = 投递记录
console-webhook-deliveries-caption = 投递记录（最新的在前）
console-webhook-delivery = 投递
console-webhook-event = 事件
console-webhook-status = 状态
console-webhook-attempts = 尝试次数
console-webhook-last-error = 最近一次错误
console-webhook-replay = 重新投递
console-webhook-replayed = 该投递已重新加入队列。
console-webhook-status-pending = 待投递
console-webhook-status-delivered = 已投递
console-webhook-status-failed = 失败

## Console: the audit trail

console-audit-title = 审计日志
console-audit-user-id = 用户 ID
console-audit-address = 地址
console-audit-type = 类型
console-audit-since = 开始时间（RFC 3339）
console-audit-until = 结束时间（RFC 3339）
console-audit-any-type = 任意
console-audit-filter = 筛选
console-audit-caption = 事件（最新的在前）
console-audit-when = 时间
console-audit-type-column = 类型
console-audit-actor = 操作者
console-audit-user = 用户
console-audit-client = 客户端
console-audit-ip = IP
console-audit-older = 更早的事件

## Console: the signing keys

console-keys-title = 密钥
console-keys-caption = 密钥环（最新的在前）
console-keys-key = 密钥
console-keys-algorithm = 算法
console-keys-state = 状态
console-keys-made = 创建时间
console-keys-age = 存在时长
console-keys-signing-since = 开始签名时间
console-keys-retired = 停用时间
console-keys-state-pending = 待启用
console-keys-state-active = 使用中
console-keys-state-retired = 已停用
console-keys-rotate-heading = 轮换
console-keys-rotate-help = 轮换分两步进行：第一步在 JWKS 中发布新的 id_token 密钥，第二步让它开始签名（并更换 access-token 密钥）。旧密钥在其签发的最后一个令牌过期前仍可用于验证。
console-keys-rotate = 轮换
console-keys-rotate-confirm = 轮换签名密钥
console-keys-published = 已发布新的 id_token 密钥：下一次轮换时它将开始签名。
console-keys-activated = 已发布的密钥现在用于签署 id_token，并已启用新的 access-token 密钥。
console-keys-not-done = 未完成
console-keys-confirm-first = 请勾选复选框以确认，然后重试。

## Console: the settings

console-settings-title = 设置
console-settings-effective-heading = 生效配置
console-settings-effective-help = 已合并配置文件、环境变量和默认值；机密信息已隐藏。
console-settings-caption = 设置
console-settings-setting = 设置项
console-settings-value = 值
console-settings-upstream-heading = 上游登录提供方
console-settings-providers-caption = 登录提供方
console-settings-provider-id = ID
console-settings-provider-button = 按钮
console-settings-provider-last-error = 此实例上的最近一次错误
console-settings-no-trouble = 自启动以来无错误
console-settings-trouble = { $at }：{ $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = 如果在应用中操作，请改为输入此代码：{ $token }
mail-set-password-button = 设置新密码
mail-open-account-button = 打开您的账号

## Verification of a new account's address

mail-verification-subject = 确认您的电子邮件地址
mail-verification-welcome = 欢迎！请确认这是您的电子邮件地址。
# $hours: how long the link stays valid, in hours (24 by default).
mail-verification-link-hours = 此链接在 { $hours } 小时内有效，且只能使用一次。
mail-verification-ignore = 如果您没有创建账号，请忽略此邮件。
mail-verification-button = 确认我的地址

## Moving an account to a new address: the mail to the new address

mail-change-subject = 确认您的新电子邮件地址
mail-change-confirm = 请确认您的账号今后将使用此电子邮件地址。
# $hours: how long the link stays valid, in hours.
mail-change-link-hours = 此链接在 { $hours } 小时内有效，且只能使用一次；在此之前，您的旧地址保持不变。
mail-change-ignore = 如果这不是您本人的请求，请忽略此邮件：不会有任何更改。
mail-change-button = 使用此地址

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = 您账号的电子邮件地址变更
mail-change-notice-asked = 有人登录了您的账号，并请求将其改用 { $address }。
mail-change-notice-until = 只有在使用发送到新地址的链接后，账号才会改用新地址；在此之前，账号仍使用此地址。
mail-change-notice-not-you = 如果这不是您本人的操作，请立即设置新密码：这将结束所有会话，并使该链接失效。

## To an address that tried to register again

mail-registered-subject = 您已经有账号了
mail-registered-tried = 有人尝试使用此电子邮件地址创建账号，但该地址已有账号。
mail-registered-if-you = 如果是您本人，请直接登录；如果忘记了密码，请设置新密码。
mail-registered-not-you = 如果不是您本人，请忽略此邮件：不会有任何更改。

## Password reset

mail-reset-subject = 设置新密码
mail-reset-asked = 有人请求为您的账号设置新密码。
# $minutes: how long the link stays valid, in minutes.
mail-reset-link-minutes = 此链接在 { $minutes } 分钟内有效，且只能使用一次；新的请求会使其失效。
mail-reset-not-you = 如果这不是您本人的请求，请忽略此邮件：您的密码将保持不变。

## Notices: a second factor changed

mail-totp-added-subject = 已添加身份验证器应用
mail-totp-added-body = 您的账号已添加一个身份验证器应用，作为两步验证方式。
mail-totp-removed-subject = 您的身份验证器应用已移除
mail-totp-removed-body = 您的账号已移除身份验证器应用：现在登录只需输入密码。
mail-passkey-added-subject = 已添加通行密钥
mail-passkey-added-body = 您的账号已添加一个通行密钥：可以用它免密码登录。
mail-passkey-removed-subject = 已移除通行密钥
mail-passkey-removed-body = 您的账号已移除一个通行密钥：它已无法再用于登录。
mail-recovery-used-subject = 已使用恢复码
# $left: how many recovery codes the user has left (may be 0).
mail-recovery-used-body = 有人使用恢复码登录了您的账号；还剩 { $left } 个未使用的恢复码。
mail-factor-not-you = 如果这不是您本人的操作，请在您的账号页面更改密码，并在所有设备上退出登录。

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } 已关联到您的账号
mail-linked-body = 您的账号已关联一个 { $provider } 账号：现在使用 { $provider } 登录即可进入您的账号。
mail-unlinked-subject = { $provider } 已与您的账号取消关联
mail-unlinked-body = 您的账号已与 { $provider } 取消关联：使用 { $provider } 登录将无法再进入您的账号。
mail-link-not-you = 如果这不是您本人的操作，请在您的账号页面更改密码、在所有设备上退出登录，并取消关联该登录提供方。

## Account deleted

mail-deleted-subject = 您的账号已删除
mail-deleted-body = 您的账号以及与其相关的所有信息均已删除，其所有会话均已结束。
mail-deleted-register-again = 此地址可以重新注册；旧账号的任何内容都不会恢复。

## Account deletion scheduled (after a grace period)

mail-deletion-subject = 您的账号将被删除
mail-deletion-due = 您的账号将于 { $date } 删除；其所有会话均已结束。
mail-deletion-keep = 如需保留账号，请在此之前重新登录。如果这不是您本人的请求，请登录并更改密码。
mail-deletion-button = 登录以保留账号

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = 加入 { $organization }
mail-invitation-body = 您已受邀加入 { $organization }。打开链接即可接受邀请：使用此地址登录，或用它创建账号。
# $days: how many days the link works.
mail-invitation-expiry = 此链接在 { $days } 天内有效。
mail-invitation-ignore = 如果您不了解此组织，请忽略此邮件：除非您接受邀请，否则不会有任何变化。
# Button: opens the invitation's page.
mail-invitation-button = 查看邀请
console-organizations-title = 组织
console-organizations-name = 名称
console-organizations-slug = URL 别名
console-organizations-enabled = 已启用
console-organizations-mfa = 两步验证
console-organizations-new = 新建组织
console-organizations-create = 创建组织
console-organizations-created = 组织已创建。
console-organization-saved = 域名规则已保存。
console-organization-id = ID
console-organization-members = 成员
console-organization-roles = 角色
console-organization-managed = 由组织登录管理
console-organization-break-glass = 紧急访问
console-organization-invitations = 待处理的邀请
console-organization-expires = 过期时间
console-organization-domains = 域名
console-organization-domain = 域名
console-organization-state = 状态
console-organization-rules = 规则
console-organization-save-rules = 保存
console-organization-sign-in = 组织自己的登录方式
console-organization-no-sign-in = 该组织没有自己的登录方式：其成员使用各自的密码或通行密钥登录。
# $organization: the organization's name.
organization-admin-title = { $organization }：组织设置
organization-admin-lead = 您以 { $email } 的身份管理此组织。
organization-admin-none = 这里还没有内容。
organization-admin-members = 成员
organization-admin-remove = 移除
organization-admin-yes = 是
organization-admin-no = 否
organization-admin-email = 电子邮件地址
organization-admin-roles = 角色
organization-admin-managed = 由组织登录管理
organization-admin-action = 操作
organization-admin-invitations = 待处理的邀请
organization-admin-revoke = 撤回
organization-admin-expires = 过期时间
organization-admin-invite = 邀请成员
organization-admin-role = 角色
organization-admin-invite-button = 发送邀请
organization-admin-domains = 域名
organization-admin-domains-lead = 认领贵公司的邮件域名，发布显示的 TXT 记录，然后进行验证。已验证域名下的地址可以通过您组织的登录方式登录。
organization-admin-verify = 验证
organization-admin-verified = 已验证
organization-admin-pending = 待验证
organization-admin-domain = 域名
organization-admin-state = 状态
organization-admin-record = 需发布的记录
organization-admin-add-domain = 认领域名
organization-admin-sign-in = 您组织的登录方式
organization-admin-no-sign-in = 您的成员使用各自的密码登录。设置您自己的 OpenID 登录提供方（Okta、Entra ID、Google Workspace…），即可让他们通过它登录。
organization-admin-issuer = 颁发者（Issuer）URL
organization-admin-client-id = 客户端 ID
organization-admin-client-secret = 客户端密钥
organization-admin-redirect-uri = 需在您的登录提供方处注册的重定向 URI
organization-admin-save-sign-in = 保存登录设置
organization-admin-sign-in-title = 请先登录
organization-admin-sign-in-text = 请在您的账号页面登录，然后重新打开此页面。
organization-admin-sign-in-link = 前往您的账号
organization-admin-unknown-title = 未找到组织
organization-admin-unknown-text = 这里没有您管理的组织。
organization-admin-unknown-change = 此页面不支持该更改。
organization-admin-scim = 预配（SCIM）
organization-admin-scim-lead = 您的目录（Okta、Entra ID、Google Workspace…）通过 SCIM 2.0 在此添加、更改和移除您的成员和群组。请将连接的基础 URL 和令牌提供给您的目录。
organization-admin-scim-base-url = 基础 URL
organization-admin-scim-made = 创建时间
organization-admin-scim-last-used = 上次使用时间
organization-admin-scim-never = 从未使用
organization-admin-scim-old-token = 旧令牌有效期至
organization-admin-scim-rotate = 生成新令牌
organization-admin-scim-make = 创建连接
organization-admin-scim-token-title = 供您的目录使用的令牌
organization-admin-scim-token-text = 请立即将基础 URL 和令牌复制到您的目录中：令牌不会再次显示。如有旧令牌，它还可以再使用一天。
organization-admin-scim-token = 令牌
organization-admin-scim-revoke-confirm = 撤销连接：其令牌将立即失效
# $organization: the organization's name.
invitation-title = 加入 { $organization }
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = 您已受邀以 { $email } 的身份加入 { $organization }。
invitation-join-button = 加入
invitation-sign-up-lead = 您已受邀加入 { $organization }。请使用 { $email } 创建账号以加入：此邀请即可证明该地址属于您。
invitation-name = 您的姓名
invitation-password = 设置密码（至少 10 个字符）
invitation-sign-up-button = 创建账号并加入
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = 此邀请是发给 { $email } 的，但您当前以 { $current } 的身份登录。请退出登录，然后重新打开链接。
# $email: the invited address.
invitation-sign-in-first = 此邀请是发给 { $email } 的，该地址在此已有账号。请在您的账号页面使用该地址登录，然后重新打开链接。
invitation-sign-in-as-invitee = 请先使用受邀地址登录。
invitation-unusable-title = 此邀请无法使用
invitation-unusable-text = 此邀请已被使用、已被撤回、已被新的邀请取代，或已过期。请向该组织索取新的邀请。
# $organization: the organization's name.
invitation-joined-title = 您已加入 { $organization }
invitation-joined-text = 您现在已是成员：您为此组织登录的应用都会识别到这一点。
invitation-joined-new-account = 您的账号已就绪，您也已成为成员：请使用您的地址和您设置的密码登录。

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-verification-success = Token Verification success
# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-expired-token = Token Expired!
api-code-refresh-token = 已签发令牌和刷新令牌
api-code-token = 已签发令牌
api-code-userdata = 用户数据
api-code-login-success = 登录成功
api-code-auth-code = 已签发授权码
api-code-id-token = 已签发 id_token
api-code-logged-out = 已退出登录；该会话及其令牌已撤销
api-code-ok = 完成
api-code-alive = 服务中
api-code-ready = 已准备就绪
api-code-sessions = 您的活跃会话
api-code-export = 与您账号相关的所有信息
api-code-email-change-requested = 如果该地址可用，确认链接正在发送到该地址
api-code-account-deleted = 您的账号以及与其相关的所有信息均已删除；所有会话均已结束
api-code-deletion-scheduled = 所有会话均已结束，您的账号将被删除；如需保留，请在此之前重新登录
api-code-reauthentication-required = 请先重新登录：此操作需要最近几分钟内的登录
api-code-session-ended = 已退出登录；该会话及其令牌已撤销
api-code-password-changed = 密码已更改；所有其他会话及其令牌均已撤销
api-code-registration-accepted = 已收到注册申请；请查收邮件以确认您的地址
api-code-email-verified = 电子邮件地址已验证
api-code-reset-requested = 如果该地址有对应的账号，一封包含重置链接的邮件正在发送中
api-code-password-reset = 密码已设置；所有会话及其令牌均已撤销
api-code-registration-closed = 注册已关闭；请联系运营方为您创建账号
api-code-invalid-request = 请求格式不正确
api-code-unsupported-grant-type = grant_type 必须为 code 或 refresh_token
api-code-invalid-grant = code 或 refresh_token 无效、已过期、已撤销，或是签发给其他客户端的
api-code-invalid-client = 客户端身份验证失败
api-code-invalid-credentials = 电子邮件地址或密码错误。新账号需在确认电子邮件地址后才能登录：请查收邮件中的链接
api-code-mfa-required = 需要两步验证：请提供身份验证器应用中的验证码或恢复码
api-code-mfa-enrolment-required = 此应用要求使用两步验证登录：请在您的账号页面设置身份验证器应用或通行密钥，然后重新登录
api-code-passkey-options = 请将这些选项传递给身份验证器
api-code-passkey-added = 通行密钥已添加
api-code-passkeys = 您的通行密钥
api-code-links = 您已关联的登录提供方
api-code-last-sign-in-method = 这是此账号最后一种登录方式：请先设置密码或添加通行密钥
api-code-insufficient-scope = 令牌的 scope 不允许此请求
api-code-not-a-member = 您无法登录此组织：请联系该组织的管理员将您添加为成员
api-code-sso-required = 您的组织负责您的登录：请前往 ssoUrl 继续
api-code-not-found = 资源不存在
api-code-method-not-allowed = 此资源不允许使用该方法
api-code-conflict = 已存在
api-code-payload-too-large = 请求正文过大
api-code-rate-limited = 请求过多；请稍后重试
api-code-server-error = 内部服务器错误
api-code-service-unavailable = 服务暂时不可用；请稍后重试

## Bearer tokens and capacity (every JSON API)

api-bearer-required = 需要以 `Authorization: Bearer <token>` 形式提供访问令牌；当前令牌缺失、格式不正确或已撤销
api-busy = 同时登录的请求过多；请稍后重试

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type 必须为 id_token 或 token
api-token-type-grant = token_type 必须为 refresh_token 或 token
api-token-type-refresh = 当 grant_type 为 refresh_token 时，token_type 必须为 token
api-client-secret-required = 当 token_type 为 token 时，必须提供 client_secret
api-field-empty = { $field } 不能为空

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password 过长
api-mfa-token-invalid = mfaToken 未知、已使用或已过期：请重新登录
api-challenge-invalid = challengeId 未知、已使用或已过期：请重新获取通行密钥选项
api-mfa-code-or-passkey = 需要两步验证：请提供身份验证器应用中的验证码、恢复码或使用通行密钥
api-mfa-passkey = 需要两步验证：请使用您的通行密钥（携带 mfaToken 调用 login/passkey）
api-client-id-required = 必须提供 client_id
api-client-unknown = client_id 未知或已停用
api-redirect-uri-required = 必须提供 redirect_uri
api-redirect-uri-unregistered = 此 redirect_uri 未针对该客户端注册
api-state-too-long = state 过长

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = 该令牌未知、已使用、已过期或已被更新的令牌取代
api-session-not-found = 您没有使用该 ID 的活跃会话

## Native-app API: second factors and passkeys

api-authenticator-exists = 已设置身份验证器应用；请先将其移除
api-authenticator-not-pending = 当前没有正在设置的身份验证器应用
api-authenticator-none = 未设置身份验证器应用
api-factor-code-wrong = 验证码不正确
api-reauthenticate-factors = 请重新登录（如已设置两步验证，需一并完成验证）以更改您的两步验证方式
api-reauthenticate-passkeys = 请重新登录（如已设置两步验证，需一并完成验证）以更改您的通行密钥
api-reauthenticate-sign-in = 请重新登录（如已设置两步验证，需一并完成验证）以更改您的登录方式
api-passkeys-unavailable = 此服务器不支持通行密钥
api-passkey-not-found = 通行密钥不存在
api-passkey-no-ceremony = 没有待完成的通行密钥注册；请重新获取选项
api-passkey-rejected = 无法验证该通行密钥
api-passkey-registered = 此通行密钥已注册
# $max: the most characters a passkey's name may have.
api-passkey-name-invalid = 通行密钥名称须为 1 到 { $max } 个字符，且不能包含控制字符或双向格式字符
# $max: the most passkeys an account may have.
api-passkeys-too-many = 每个账号最多只能有 { $max } 个通行密钥

## Native-app API: upstream identity providers

api-upstream-unknown = 没有使用此 ID 的上游登录提供方
api-upstream-refused = 此登录提供方不接受该 id_token
api-upstream-disabled = 该账号已被停用
api-upstream-no-email = 该 id_token 中没有可用于创建账号的电子邮件地址
api-upstream-unverified-email = 登录提供方未担保该 id_token 中的电子邮件地址：请使用该地址注册，然后关联该登录提供方
api-upstream-unreachable = 无法连接到登录提供方；请稍后重试
api-upstream-email-taken = 已存在使用此地址的账号：请登录该账号，然后在账号页面关联该登录提供方
api-upstream-outside-domains = 该组织的登录方式只能登录其已验证域名下的地址
api-upstream-unconfirmed-account = 已存在使用此地址的账号，但从未确认：请确认该账号，然后再次通过该组织登录
api-upstream-operator-account = 运维人员的账号须使用自己的密码和第二因素登录，而不能通过组织的登录方式登录
api-link-not-found = 该账号未关联此登录提供方

## Admin API

api-admin-key-required = 管理 API 需要 `Authorization: Bearer <admin key>`
api-admin-status-once = status 最多只能出现一次
api-admin-parameters-once = 每个参数最多只能出现一次
api-admin-duplicate-email = 已存在使用该电子邮件地址的用户
api-admin-user-not-found = 未找到用户
api-admin-client-not-found = 未找到客户端
api-admin-api-not-found = 未找到 API
api-admin-session-not-found = 未找到会话
api-admin-delivery-not-found = 未找到投递记录
api-admin-webhook-not-found = 未找到 Webhook

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = 请在您注册时使用的浏览器中打开此链接：在其他浏览器中打开时，需要输入账号密码。
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = 请在您请求更改的浏览器或已登录的浏览器中打开此链接：在其他浏览器中打开时，需要输入您的密码。
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = 您没有注册或提出此请求？那么请不要确认：忽略此邮件即可，不会发生任何事情。
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = 要在此确认该地址，请输入该地址所属账号的密码。如果您是在应用中注册的，请改为在应用中输入邮件里的代码。如果您没有注册或提出此请求，请不要确认，直接关闭此页面。
# The password field's label on that page.
verify-password = 账号密码
verify-password-needed = 请输入账号密码，以在此浏览器中确认该地址。
verify-wrong-password = 这不是该账号的密码。

## After a password reset, every other way into the account

mail-reset-done-subject = 您的密码已重置
mail-reset-done-body = 您账号的密码刚刚已重置，所有之前已登录的设备均已退出登录。
mail-reset-done-still = 以下方式仍可登录您的账号：
mail-reset-done-remove = 如果其中有不属于您的，请使用新密码登录，然后在您的账号页面选择“移除新密码以外的所有方式”。
mail-reset-done-nothing-else = 除新密码外，没有其他方式可以登录您的账号。
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = 如果登录时要求您完成一项您并不拥有的两步验证，那它不是您的：请联系本服务的支持人员将其删除。
mail-reset-done-not-you = 如果您没有重置密码，说明有人能读取您的邮件：请先保护好您的邮箱，然后再重新设置一个新密码。
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = 通行密钥“{ $name }”
ways-in-authenticator = 身份验证器应用
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count } 个未使用的恢复码
# $provider: the provider's display name (e.g. "Google").
ways-in-link = 使用 { $provider } 登录
# $count: how many other devices are signed in.
ways-in-sessions = 另有 { $count } 台设备已登录（见下方列表）
account-review-heading = 您的密码已重置
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = 您的密码已于 { $date } 重置。以下方式仍可登录您的账号：
account-review-explain = 如果其中有不属于您的，请全部移除：移除后只有新密码可以登录，所有其他设备都将退出登录。您之后可以再次添加通行密钥或身份验证器应用。
# Button.
account-review-remove = 移除新密码以外的所有方式
# Button.
account-review-keep = 这些都是我的
account-review-gone = 已没有需要检查的内容。
account-review-removed = 除新密码外，其他所有方式均已移除，所有其他设备均已退出登录。
account-review-kept = 好的：一切保持不变。

## The second step locked after wrong codes

mail-factor-locked-subject = 有人试图绕过您的两步验证
# $minutes: how long signing in stays paused.
mail-factor-locked-body = 有人输入了您的密码，随后输入了五次错误的两步验证码。您账号的登录已暂停 { $minutes } 分钟。
mail-factor-locked-not-you = 如果这不是您本人的操作，说明有人知道您的密码：请立即设置新密码。
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = 控制台角色需要已验证的地址：用户必须先确认其地址
console-gate-unverified = 只有地址已验证的操作员才能打开控制台。请使用验证邮件中的链接确认你的地址，然后重新打开控制台。
console-gate-idle-lead = 请重新登录以打开控制台
console-gate-idle = 控制台已有 { $minutes } 分钟未使用，因此需要你重新登录。你的账户仍保持登录状态。
console-webhook-url-once = 它的 URL，仅此一次完整显示（列表会隐藏“?”之后的部分，那里可能含有令牌）：
console-webhook-query-hidden = 端点 URL 中“?”之后的部分已隐藏：其中可能含有接收方的令牌。

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = 通过邮件发送验证码
page-code-ask-title = 使用验证码登录
page-code-ask-lead = 输入您的电子邮件地址：我们会向您发送登录验证码，无需密码。
page-code-ask-button = 通过邮件发送验证码
page-code-invalid-email = 请输入完整的电子邮件地址，例如 name@example.com。
page-code-not-allowed = 此应用要求使用密码或通行密钥：此处不提供通过邮件验证码登录。
page-code-title = 请查收邮件
# $email: the address typed; $minutes: how long the code works.
page-code-lead = 一封邮件正在发送至 { $email }。请输入其中的六位验证码：该验证码在 { $minutes } 分钟内有效，且只能使用一次。
page-code-field = 登录验证码
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = 您的姓名（如果您是新用户）
page-code-button = 登录
page-code-again = 发送新的验证码
page-code-wrong = 该验证码不正确或已失效。请查看最新的邮件，或重新获取验证码。
page-code-link-title = 登录
page-code-link-lead = 在此浏览器中登录您的账号。
page-code-link-button = 立即登录
page-code-link-elsewhere-title = 请在发起请求的地方输入此验证码
page-code-link-elsewhere = 此链接是在另一个浏览器或应用中打开的，而不是在发起请求的浏览器或应用中。请在那里输入此验证码：
page-code-link-ended-title = 此链接已失效
page-code-link-ended = 此链接已被使用、已被更新的链接取代，或已过期。请在您登录的地方重新获取验证码。
api-sign-in-code-refused = 验证码错误、已使用、已被取代或已过期：请重新获取
api-login-code-or-password = 请发送密码或验证码，不要同时发送两者
api-code-code-sent = 一封包含登录验证码的邮件正在发送；验证码在几分钟内有效，且只能使用一次
api-code-sign-in-code-not-allowed = 此处不提供通过邮件验证码登录：请使用您的密码或通行密钥

## Mail: a sign-in code

mail-code-subject = 您的登录验证码
mail-code-asked = 有人请求使用此地址登录。需要输入的验证码是：
# $minutes: how long the code and the link work.
mail-code-minutes = 该验证码和下方链接在 { $minutes } 分钟内有效，且只能使用一次；新的请求会使其失效。
mail-code-new-account = 尚无账号使用此地址：使用验证码登录将为您创建一个账号。
mail-code-button = 立即登录
mail-code-not-you = 如果这不是您本人的请求，请忽略此邮件：没有验证码，任何人都无法登录。

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = 使用此地址登录
mail-no-account-body = 有人请求获取验证码以使用此地址登录，但此处没有账号使用该地址。
mail-no-account-not-you = 如果这不是您本人的请求，请忽略此邮件：不会有任何更改。

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = 用户可使用邮件验证码登录
api-name-invalid = 名称过长或包含控制字符
