# Traditional Chinese: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = 語言

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = 電子郵件地址或密碼不正確。新帳號必須先確認電子郵件地址才能登入：請查看郵件中的確認連結。
error-throttled = 失敗次數過多。請等待幾分鐘後再試一次。
error-busy = 目前登入的人數過多。請稍後再試一次。
error-missing-fields = 請輸入您的電子郵件地址和密碼。
error-expired-form = 此表單已過期。請重新登入。
error-second-factor-in-app = 這個帳號受到第二重驗證保護。請先在您的帳號頁面登入（該頁面會要求輸入驗證碼），然後再回到這裡。
error-wrong-second-factor = 驗證碼不正確、已使用過或已逾時。請重新登入。
error-passkey-refused = 無法使用該密碼金鑰，或操作逾時。請再試一次，或使用密碼登入。

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = 要求次數過多。請等待幾分鐘後再試一次。
error-expired-form-again = 此表單已過期。請再試一次。

## Error pages (a heading and a paragraph)

error-bad-link-title = 連結無效
error-bad-link-text = 此連結已失效：它已使用過、已過期，或已被較新的連結取代。請重新索取連結。

error-form-title = 登入失敗
error-form-too-large = 表單內容過大。
error-form-unreadable = 無法讀取表單。請返回上一頁再試一次。
error-cross-site-title = 要求遭拒
error-cross-site-text = 此表單是從其他網站送出的。請重新開啟登入頁面，並從該頁面送出。

error-unavailable-title = 請稍後再試
error-unavailable-text = 登入服務忙碌中或暫時無法使用。請稍後再試一次。
error-failed-title = 發生錯誤
error-failed-text = 無法完成登入。請再試一次。

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = 識別您的身分
scope-email = 查看您的電子郵件地址
scope-profile = 查看您的個人資料：姓名、相片、電話號碼和國家/地區
scope-authorization = 查看您的個人資料和登入中的工作階段
scope-organizations = 查看您所屬的組織，以及您在其中的角色
scope-api = 代表您使用 { $api }

## The second step of signing in, after a right password

page-second-step-code-or-passkey = 若要{ $purpose }，請輸入驗證器應用程式顯示的驗證碼或一組復原碼，或使用您的密碼金鑰。
page-second-step-passkey = 若要{ $purpose }，請使用您的密碼金鑰。
page-second-step-code = 若要{ $purpose }，請輸入驗證器應用程式顯示的驗證碼，或其中一組復原碼。
page-second-step-use-passkey = 使用密碼金鑰

## Login page

page-login-title = 登入
page-login-email = 電子郵件
page-login-password = 密碼
page-login-button = 登入
page-login-with-provider = 使用 { $provider } 登入
page-login-passkey = 使用密碼金鑰登入
page-login-forgot = 忘記密碼？
page-login-organization = 使用您的組織登入
page-organization-title = 使用您的組織登入
page-organization-lead = 請輸入您的公司電子郵件地址或組織 ID，以繼續使用該組織的登入方式。
page-organization-field = 公司電子郵件或組織 ID
page-organization-button = 繼續
page-organization-unknown = 沒有任何組織使用此地址或 ID 登入。請檢查輸入內容，或使用您的電子郵件地址和密碼登入。
login-sso-required = 您需要透過組織登入：請使用組織的登入方式。
login-sso-required-named = 您需要透過 { $organization } 登入：請使用下方的登入方式。
page-login-new-here = 第一次使用？
page-login-create-account = 建立帳號

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = 連接裝置
page-device-code-lead = 請輸入電視、遊戲主機或其他裝置上顯示的代碼。
page-device-code-label = 代碼
page-device-code-button = 繼續
page-device-confirm-heading = 要連接 { $client } 嗎？
page-device-confirm-lead = 有一部顯示代碼 { $code } 的裝置要求使用您的帳號 { $email }。除非是您本人在該裝置上發起的操作，否則請勿允許。
page-device-confirm-able = 該應用程式將能夠：
page-device-confirm-deny = 拒絕
page-device-confirm-allow = 允許

## Account page

page-account-title = 您的帳號
page-account-signed-in-as = 目前登入身分：{ $email }
page-account-signed-in-as-unconfirmed = 目前登入身分：{ $email }（地址尚未確認：請查看我們寄給您的郵件）
page-account-sessions-heading = 您的登入位置
page-account-session-app = 應用程式 { $package }
page-account-this-browser = 這個瀏覽器
page-account-sign-out-session = 登出
page-account-sign-out-others = 登出所有其他裝置
page-account-profile-heading = 個人資料
page-account-profile-save = 儲存個人資料
page-account-password-heading = 密碼
page-account-current-password = 目前的密碼
page-account-new-password = 新密碼（至少 10 個字元）
page-account-password-change = 變更密碼
page-account-email-heading = 電子郵件地址
page-account-email-explain = 我們會寄送一個連結到新地址；使用該連結後，您的帳號就會改用新地址。在此之前，請繼續使用目前的地址登入。
page-account-new-email = 新的電子郵件地址
page-account-email-password = 密碼
page-account-email-change = 變更電子郵件地址
page-account-data-heading = 您的資料
page-account-data-explain = 本服務保存的所有帳號相關資料（個人資料、工作階段及其裝置和位置、已連結的登入提供者、第二重驗證方式，以及與您有關的安全性事件），會彙整成一個 JSON 檔案。其中不含任何密碼或密鑰。
page-account-data-download = 下載您的資料
page-account-delete-heading = 刪除您的帳號
page-account-delete-explain = 移除您的個人資料、工作階段、第二重驗證方式和已連結的登入提供者，並將您從所有裝置登出。
page-account-delete-link = 刪除您的帳號

## Sign-out confirmation

page-logout-title = 登出
page-logout-question = 要在這個瀏覽器上登出您的帳號嗎？
page-logout-button = 登出

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = 請輸入密碼。
rule-password-too-short = 密碼至少需要 { $min } 個字元。
rule-password-too-long = 密碼最多只能有 { $max } 個字元。
rule-password-is-email = 密碼不能與電子郵件地址相同。
rule-password-refused = 無法使用此密碼。請改選其他密碼。
rule-email-invalid = 請輸入可以收信的電子郵件地址，例如 name@example.com。
rule-email-same = 這已經是此帳號的電子郵件地址。
rule-field-invalid = 某個欄位過長，或含有不允許的字元。

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = 用戶端名稱必須為 1 到 200 個字元
rule-client-name-characters = 用戶端名稱不得含有控制字元或雙向格式字元
rule-resource-server-confidential = 資源伺服器必須是機密用戶端
rule-client-credentials-confidential = client_credentials 需要機密用戶端
rule-public-client-secret = 公開用戶端沒有用戶端密鑰
rule-shared-signals-confidential = Shared Signals 接收端必須是機密用戶端
rule-organization-for-receivers = 只有 Shared Signals 接收端才能繫結到組織
rule-profile-field-length = 個人資料欄位最多 { $max } 個字元
rule-profile-field-characters = 個人資料欄位不得含有控制字元或雙向格式字元
rule-unknown-event-type = 不明的事件類型「{ $name }」；已知類型：{ $known }
rule-no-event-type = 必須至少指定一個事件類型
rule-secret-prefix = 密鑰必須以 whsec_ 開頭
rule-secret-encoding = 密鑰必須以 whsec_ 開頭並採用 base64 編碼
rule-secret-length = 密鑰長度必須為 24 到 64 位元組
rule-delivery-status = status 必須是 pending、delivered 或 failed
rule-not-a-timestamp = { $name } 必須是 RFC 3339 格式的時間戳記
rule-not-a-user-id = user 必須是使用者 ID
rule-not-an-email = email 必須是電子郵件地址
rule-unknown-audit-type = 不明的事件類型
rule-unknown-cursor = cursor 不是此 API 提供的值
rule-page-size = limit 必須介於 1 到 500 之間
rule-no-scope = 必須至少指定一個範圍
rule-undefined-scopes = 此 API 只定義了以下範圍：{ $scopes }
rule-role-name = 角色必須是 admin、support、viewer 或 none
rule-already-verified = 此地址已經過驗證

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = 繼續前往 { $client }
login-failed-title = 登入失敗
login-malformed-link = 登入連結的格式不正確。
login-request-missing-client = 要求中未指定應用程式。
login-request-unknown-client = 此應用程式未註冊，或已停用。
login-request-missing-redirect-uri = 要求中未指定要返回的位置（redirect_uri）。
login-request-unregistered-redirect-uri = 此 redirect_uri 並未針對這個應用程式註冊。
login-request-state-too-long = state 參數過長。
login-request-invalid = 登入要求無效。

## Signing out of the browser.

login-signout-failed-title = 登出失敗
login-signout-malformed-link = 登出連結的格式不正確。
login-signed-out-title = 已登出
login-signed-out-text = 您已在這個瀏覽器上登出。

## The second step after a password, and an app that needs one.

second-step-title = 兩步驟登入
second-step-code-label = 驗證碼
second-step-continue = 繼續
second-step-enrol-title = 設定第二重驗證
second-step-enrol-text = { $client } 要求使用雙重驗證登入。請在您的帳號頁面設定驗證器應用程式或密碼金鑰，然後重新登入 { $client }。
second-step-enrol-link = 開啟您的帳號頁面

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = 驗證器應用程式
second-step-app-on = 已設定驗證器應用程式；還有 { $count } 組復原碼尚未使用。
second-step-app-remove = 移除驗證器應用程式
second-step-app-intro = 輸入密碼後，系統會要求您輸入 Google Authenticator 或 1Password 等應用程式產生的驗證碼。
second-step-app-set-up = 設定驗證器應用程式
second-step-app-qr-label = 供驗證器應用程式使用的 QR 圖碼
second-step-app-setup-title = 設定驗證器應用程式
second-step-app-setup-lead = 請用驗證器應用程式掃描圖碼，然後輸入應用程式顯示的 6 位數字。
second-step-app-setup-key = 或在應用程式中輸入這組金鑰：
second-step-app-code-label = 應用程式中的驗證碼
second-step-app-turn-on = 啟用
second-step-app-cancel = 取消
second-step-recovery-title = 儲存您的復原碼
second-step-recovery-lead = 驗證器應用程式已啟用。如果您遺失手機，每組復原碼都能讓您登入一次。請將它們存放在安全的地方：這些復原碼不會再次顯示。
second-step-recovery-back = 返回您的帳號

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = 使用密碼金鑰登入
passkey-not-used = 未使用任何密碼金鑰。請再試一次，或使用您的密碼。
passkey-section-heading = 密碼金鑰
passkey-section-intro = 密碼金鑰可讓您使用指紋、臉孔或螢幕鎖定代替密碼登入。
passkey-rename-label = 新名稱
passkey-rename-button = 重新命名
passkey-remove-button = 移除
passkey-new-name-label = 新密碼金鑰的名稱
passkey-new-name-placeholder = 這台筆電
passkey-add-button = 新增密碼金鑰
passkey-already-registered = 此密碼金鑰已經註冊過了。
passkey-not-added = 未新增任何密碼金鑰。請再試一次。

## The consent screen.

consent-heading = 要允許 { $client } 使用您的帳號嗎？
consent-lead = 您目前以 { $account } 的身分登入。{ $client } 是由其他人開發的應用程式，它要求：
consent-revoke-note = 您隨時可以在您的帳號頁面撤銷它的存取權。
consent-deny = 拒絕
consent-allow = 允許
consent-title = 要允許 { $client } 嗎？

## Connecting a device (TV, console) with a code.

device-login-lead = 將裝置連接到您的帳號
device-code-unknown = 該代碼不正確、已過期或已使用過。請核對裝置上的代碼，然後再試一次。
device-code-throttled = 輸入錯誤代碼的次數過多。請等待幾分鐘後再試一次。
device-code-form-expired = 此表單已過期。請重新輸入代碼。
device-connected-title = 裝置已連接
device-connected-text = { $client } 現已連接到您的帳號。您可以回到您的裝置了。
device-denied-title = 要求已拒絕
device-denied-text = 未連接 { $client }。您可以關閉此頁面。
device-two-factors-title = 需要雙重驗證登入
device-two-factors-text = { $client } 要求使用雙重驗證登入。請在您的帳號頁面使用第二重驗證登入（或先完成設定），然後在這裡重新輸入代碼。
device-two-factors-link = 開啟您的帳號頁面

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = 連結失敗
upstream-link-from-account-page = 請在您的帳號頁面使用對應按鈕連結登入提供者。
upstream-link-expired = 此頁面已過期。請返回您的帳號頁面，重新載入後再試一次。
upstream-unknown-provider = 沒有這個登入提供者。
upstream-bad-state = 此登入已使用過、已過期，或是在其他瀏覽器中開始的。請返回應用程式並重新登入。
upstream-denied = 登入提供者未讓您登入。請返回應用程式並再試一次。
upstream-refused = 無法接受登入提供者的回應。請返回應用程式並重新登入。
upstream-unavailable = 無法連線到登入提供者。請稍後再試，或改用其他方式登入。
upstream-email-taken = 已有帳號使用這個電子郵件地址。請使用該帳號的密碼或密碼金鑰登入，然後在您的帳號頁面連結此登入提供者。
upstream-outside-domains = 您組織的登入方式只能讓該組織自有且已驗證網域的地址登入。
upstream-unconfirmed-account = 已有帳號使用這個電子郵件地址，但該地址從未經過確認。請確認地址（或重設該帳號的密碼），然後再次透過您的組織登入。
upstream-operator-account = 這個帳號在營運人員主控台中具有角色：它必須使用自己的密碼和第二重驗證登入，而不是透過組織的登入方式。
upstream-registration-closed = 這裡沒有這個帳號，目前也不開放建立新帳號。請向本服務的營運人員索取帳號。
upstream-no-email = 登入提供者未提供電子郵件地址，而建立新帳號需要電子郵件地址。
upstream-unverified-email = 登入提供者未確認這個電子郵件地址屬於您，因此無法用它建立帳號。請使用您的電子郵件地址建立帳號，然後在您的帳號頁面連結該登入提供者。
upstream-linked-elsewhere = 此登入方式已連結到其他帳號。
upstream-already-linked = 您的帳號已透過另一個登入身分連結到此提供者。請先取消連結。
upstream-disabled = 此帳號已停用。
upstream-reauthenticate = 請在您的帳號頁面重新登入，然後再連結登入提供者。

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = 建立您的帳號
signup-lead = 我們會寄一封郵件給您，以確認您的地址。
signup-email = 電子郵件
signup-password = 密碼（至少 10 個字元）
signup-name = 姓名（選填）
signup-button = 建立帳號
signup-closed-title = 已停止註冊
signup-closed-text = 新帳號由本服務的營運人員建立。請向他們索取帳號。
signup-sent-title = 請查看您的郵件
signup-sent-text = 我們已寄出一封郵件來確認您的地址。請點選其中的連結；您現在就已經可以登入了。
signup-sent-continue-text = 我們已寄出一封郵件來確認您的地址。您現在就可以登入並繼續。
signup-sent-continue = 登入並繼續

## Address confirmation page (opened from the mailed link)

verify-title = 確認您的電子郵件地址
verify-lead = 請確認這個電子郵件地址屬於您，讓您的帳號可以使用它。如果您沒有在這裡建立帳號或變更帳號地址，請勿確認，直接關閉此頁面。
verify-button = 確認我的地址
verify-done-title = 電子郵件地址已確認
verify-done-text = 謝謝！您的電子郵件地址已確認。您可以關閉此頁面了。

## Password reset request page

forgot-title = 忘記密碼？
forgot-lead = 請輸入您的電子郵件地址。如果該地址有對應的帳號，我們會寄給您一個設定新密碼的連結。
forgot-email = 電子郵件
forgot-button = 傳送連結
forgot-sent-title = 請查看您的郵件
forgot-sent-text = 如果此地址有對應的帳號，一封附有新密碼設定連結的郵件正在寄送中。該連結在 30 分鐘內有效。

## New password page (opened from the mailed link)

reset-title = 設定新密碼
reset-lead = 請選擇 10 到 256 個字元的密碼。所有已登入您帳號的裝置都會被登出。
reset-password = 新密碼
reset-button = 設定密碼
reset-done-title = 密碼已設定
reset-done-text = 您的新密碼已設定完成，先前已登入的所有裝置也都已登出。請使用新密碼重新登入。

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = 您的個人資料已儲存。
account-password-changed = 您的密碼已變更；所有其他裝置都已登出。
account-email-requested = 如果該地址可以使用，確認連結已寄往該地址：使用連結後，您的地址才會變更。
account-session-signed-out = 該工作階段已登出。
account-others-signed-out = 所有其他工作階段都已登出。
account-console-needs-factor = 營運人員主控台需要第二重驗證：請在下方新增驗證器應用程式或密碼金鑰，然後用它重新登入。
account-form-expired = 此表單已過期。請再試一次。
account-login-lead = 查看及變更您的帳號
account-sign-in-again-lead = 請重新登入，以變更您的登入方式
account-sign-in-again = 為了您的安全，新增或移除登入方式前，請先重新登入（如果您已設定第二重驗證，也需一併完成）。
account-second-step-purpose = 開啟您的帳號
account-profile-name = 姓名
account-profile-mobile = 手機號碼
account-profile-picture = 相片網址
account-profile-country-code = 國家/地區代碼
account-profile-country = 國家/地區
account-profile-city = 城市
account-profile-postal-code = 郵遞區號
account-session-unknown-device = 不明裝置
account-session-unknown-app = 不明應用程式
account-session-when = 登入時間：{ $since } · 上次活動：{ $active }
account-provider-not-linked = 該登入提供者並未連結到您的帳號。
account-last-sign-in-method = 這是您帳號唯一的登入方式。請先新增密碼金鑰或設定密碼（忘記密碼？）。
account-session-gone = 該工作階段已不再處於登入狀態。
account-wrong-password = 目前的密碼不正確。
account-too-many-passwords = 輸入錯誤密碼的次數過多。請等待幾分鐘後再試一次。
account-unknown-action = 此頁面不支援這項操作。

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = 驗證器應用程式已移除。
factors-passkey-added = 您的密碼金鑰已新增：從現在起可以用它登入。
factors-passkey-renamed = 密碼金鑰已重新命名。
factors-passkey-removed = 密碼金鑰已移除。
factors-passkey-added-on = 新增於 { $date }
factors-passkey-last-used = 上次使用於 { $date }
factors-passkey-synced = 已同步
factors-wrong-code = 驗證碼不正確。請檢查應用程式的時鐘，並輸入它目前顯示的驗證碼。
factors-too-many-codes = 輸入錯誤驗證碼的次數過多。請等待幾分鐘後再試一次。
factors-totp-already = 已設定驗證器應用程式。
factors-totp-nothing-pending = 目前沒有正在設定的驗證器應用程式。請重新開始。
factors-totp-not-set-up = 尚未設定驗證器應用程式。
factors-passkey-registered = 該密碼金鑰已經註冊過了。
factors-passkey-too-many = 您帳號的密碼金鑰數量已達上限：請先移除一個。
factors-passkey-too-many-attempts = 嘗試次數過多。請等待幾分鐘後再試一次。
factors-passkey-name-length = 密碼金鑰名稱必須為 1 到 64 個字元。
factors-passkey-not-yours = 該密碼金鑰已不再屬於您。
factors-passkey-not-added = 無法新增密碼金鑰，或操作逾時。請再試一次。
factors-page-expired = 此頁面已過期，請重新載入。
factors-sign-in-again = 請重新登入。
factors-passkeys-unavailable = 此伺服器不支援密碼金鑰。
factors-sign-in-to-add = 請重新登入以新增密碼金鑰。

## The account page's sign-in providers (another account that signs the user in).

links-heading = 使用其他帳號登入
links-linked = 登入提供者已連結：從現在起可以用它登入這個帳號。
links-unlinked = 已取消連結登入提供者。
links-linked-on = 連結於 { $date }
links-unlink = 取消連結
links-link = 連結 { $provider }

## The account page's third-party apps the user allowed.

apps-heading = 具有存取權的應用程式
apps-allowed-on = 允許於 { $date }
apps-remove = 移除存取權
apps-removed = 已移除該應用程式的存取權，它也已被登出。

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = 刪除您的帳號
delete-explain-lead = 您可以自行刪除您的帳號，以及與它相關的所有資料。
delete-explain-sign-in = 登入：使用您的密碼、密碼金鑰，或您註冊時使用的登入提供者（「使用…登入」）。
delete-explain-confirm = 確認要刪除這個帳號。
delete-explain-what = 會刪除的內容：您的個人資料（姓名、電子郵件地址、電話號碼、相片、所在地）、您的密碼、所有工作階段及隨之記錄的裝置和位置、第二重驗證方式、密碼金鑰、已連結的登入提供者，以及核發給應用程式的所有權杖。所有裝置都會被登出。安全性記錄中與您有關的項目會以隨機名稱保留，不含 IP 位址，最多保留 { $days } 天。
delete-explain-now = 時間：立即刪除。確認信會寄到您的電子郵件地址。
delete-explain-later = 時間：在您提出要求 { $days } 天後刪除；在此之前登入即可保留帳號。確認信會寄到您的電子郵件地址。
delete-explain-apps = 您也可以在應用程式的設定中刪除帳號。
delete-explain-link = 登入並刪除您的帳號
delete-login-lead = 刪除您的帳號
delete-confirm-what = 這會刪除您的個人資料、工作階段、第二重驗證方式、密碼金鑰和已連結的登入提供者，並將您從所有裝置登出。
delete-confirm-later = 帳號會在 { $days } 天後刪除；在此之前登入即可保留帳號。
delete-confirm-now = 此操作無法復原。
delete-confirm-check = 刪除我的帳號及與其相關的所有資料
delete-confirm-button = 刪除我的帳號
delete-confirm-keep = 保留我的帳號
delete-done-title = 帳號已刪除
delete-done = 您的帳號及與其相關的所有資料都已刪除。確認信正寄往您的電子郵件地址。
delete-scheduled-title = 已排定刪除帳號
delete-scheduled = 所有工作階段都已結束。您的帳號將於 { $date } 刪除；在此之前登入即可保留帳號。

## The account page's language (stored: the language of the user's mails).

account-language-heading = 語言
account-language-help = 此帳號的頁面以及寄給此帳號的郵件所使用的語言。
account-language-save = 儲存語言
account-language-saved = 您的語言設定已儲存。

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · 主控台
console-nav-signed-in = 主控台 · 目前登入身分：{ $email }（{ $role }）
console-nav-your-account = 您的帳號
console-nav-label = 主控台
console-nav-overview = 總覽
console-nav-users = 使用者
console-nav-organizations = 組織
console-nav-clients = 用戶端
console-nav-apis = API
console-nav-webhooks = Webhook
console-nav-audit = 稽核記錄
console-nav-keys = 金鑰
console-nav-settings = 設定

console-frame-role-admin = 管理員
console-frame-role-support = 支援人員
console-frame-role-viewer = 檢視者
console-frame-role-none = 無
console-frame-table-empty = { $caption }：無。
console-frame-age-days = { $count } 天
console-frame-age-hours = { $count } 小時
console-frame-age-minutes = { $count } 分鐘

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = 您的主控台角色無法開啟此頁面。如有需要，請洽詢管理員。
console-gate-form-expired = 此表單已過期，或並非來自主控台。請重新開啟頁面後再試一次。
console-gate-change-not-allowed = 您的主控台角色不允許進行這項變更。
console-gate-no-role = 您的帳號在主控台中沒有角色。管理員可以為您指派角色。
console-gate-not-allowed-title = 不允許
console-gate-not-found-title = 找不到
console-gate-not-done-title = 未完成
console-gate-sign-in-again-lead = 請使用第二重驗證重新登入，以開啟主控台
console-gate-needs-second-factor = 主控台需要以第二重驗證（驗證器應用程式或密碼金鑰）登入。
console-gate-no-such-user = 沒有這個使用者。
console-gate-no-such-client = 沒有這個用戶端。
console-gate-no-such-api = 沒有這個 API。
console-gate-no-such-webhook = 沒有這個 Webhook。
console-gate-no-such-delivery = 沒有這筆傳遞記錄。
console-gate-no-such-session = 沒有這個工作階段。
console-gate-no-such-link = 沒有這個連結。
console-gate-no-such-organization = 沒有這個組織。
console-gate-no-such-domain = 沒有這個網域。
console-gate-no-such = 沒有這個 { $what }。
console-gate-duplicate-email = 已有使用者使用該電子郵件地址。
console-gate-last-sign-in-method = 此連結是這個帳號最後的登入方式：請先設定密碼。
console-gate-api-exists = 已有 API 使用該識別碼。
console-gate-disable-client-first = 請先停用用戶端，再將其刪除。

## The console's overview page.

console-overview-title = 總覽
console-overview-find-user = 尋找使用者
console-overview-accounts = 帳號
console-overview-live-sessions = 進行中的工作階段
console-overview-sign-ins = 登入次數（24 小時）
console-overview-failed-sign-ins = 登入失敗次數（24 小時）
console-overview-lockouts = 目前鎖定中
console-overview-failing-deliveries = 傳遞失敗的 Webhook
console-overview-chart-heading = 過去 24 小時的登入
console-overview-counted = 統計時間：{ $at }（數據最多延遲一分鐘）。
console-overview-chart-label = 過去 24 小時每小時的登入次數：成功 { $succeeded } 次，失敗 { $failed } 次
console-overview-chart-hour = { $time }：成功 { $succeeded } 次，失敗 { $failed } 次
console-overview-chart-start = 24 小時前
console-overview-chart-end = 現在
console-overview-legend-succeeded = 成功（{ $count }）
console-overview-legend-failed = 失敗（{ $count }）
console-overview-keys-heading = 簽署金鑰
console-overview-keys-caption = 簽署金鑰（由新到舊）
console-overview-key = 金鑰
console-overview-algorithm = 演算法
console-overview-state = 狀態
console-overview-age = 存在時間
console-overview-signing-for = 簽署時長
console-overview-key-pending = 待啟用
console-overview-key-active = 使用中
console-overview-key-retired = 已淘汰
console-overview-keys-link = 金鑰與輪替

## The console's users list.

console-users-title = 使用者
console-users-deleted = 使用者已刪除。
console-users-search-label = 地址、姓名或使用者 ID
console-users-search = 搜尋
console-users-search-help = 地址從開頭比對，姓名從任一字詞的開頭比對；ID 必須完全相符。
console-users-caption = 使用者（由舊到新）
console-users-matching = 符合「{ $query }」的使用者
console-users-address = 地址
console-users-name = 姓名
console-users-verified = 已驗證
console-users-state = 狀態
console-users-created = 建立時間
console-users-yes = 是
console-users-no = 否
console-users-enabled = 已啟用
console-users-disabled = 已停用
console-users-next-page = 下一頁

## The console's page of one user.

console-user-done-disabled = 使用者已停用：所有工作階段都已結束。
console-user-done-enabled = 使用者已啟用：可以重新登入。
console-user-done-signed-out = 此使用者的所有工作階段都已結束。
console-user-done-session-ended = 工作階段已結束。
console-user-done-factors-reset = 已移除此使用者的第二重驗證方式，並已寄信通知對方。
console-user-done-verification-sent = 驗證郵件正在寄送中。
console-user-done-role = 角色已變更。
console-user-why-heading = 這位使用者為什麼無法登入？
console-user-nothing-stops = 目前沒有任何原因阻止這位使用者登入。
console-user-reason-disabled = 此帳號已被營運人員停用。
console-user-reason-unverified = 地址尚未驗證：在使用驗證郵件中的連結之前，密碼登入都會遭拒。
console-user-reason-locked-password = 因來自 { $ip } 的密碼錯誤次數過多而遭鎖定，直到 { $until }（約 { $minutes } 分鐘；登入頻率限制）。
console-user-reason-locked-second-step = 因驗證碼錯誤次數過多，第二步驟遭鎖定，直到 { $until }（約 { $minutes } 分鐘；第二重驗證頻率限制）。
console-user-reason-passkey-only = 此帳號沒有密碼：只能使用密碼金鑰登入（或在重設密碼後登入）。
console-user-reason-providers-only = 此帳號沒有密碼：只能透過 { $providers } 登入（或在重設密碼後登入）。
console-user-reason-second-factor-due = 尚未設定第二重驗證，而 { $clients } 要求雙重驗證登入：使用者必須先新增一種。
console-user-reason-deletion-scheduled = 使用者已要求刪除帳號：除非在此之前登入，否則帳號將於 { $date } 刪除。
console-user-profile = 個人資料
console-user-id = 使用者 ID
console-user-address = 地址
console-user-verified = 已驗證
console-user-state = 狀態
console-user-name = 姓名
console-user-mobile = 手機
console-user-place = 所在地
console-user-created = 建立時間
console-user-console-role = 主控台角色
console-user-sessions = 工作階段
console-user-sessions-caption = 進行中的工作階段（由新到舊）
console-user-device = 裝置
console-user-ip-and-place = IP 與所在地
console-user-signed-in = 登入時間
console-user-last-active = 上次活動
console-user-methods = 方式
console-user-end-column = 結束
console-user-end-session = 結束
console-user-unknown-device = 不明裝置
console-user-second-factors = 第二重驗證方式
console-user-authenticator-app = 驗證器應用程式
console-user-recovery-codes-left = 剩餘復原碼
console-user-passkeys = 密碼金鑰
console-user-factor-none = 無
console-user-totp-since = 自 { $date } 起
console-user-providers-and-apps = 登入提供者與應用程式
console-user-links-caption = 已連結的登入提供者
console-user-provider = 登入提供者
console-user-address-given = 提供的地址
console-user-linked = 連結時間
console-user-consents-caption = 已同意授權的第三方應用程式
console-user-client = 用戶端
console-user-scopes = 範圍
console-user-allowed = 允許時間
console-user-recent-events = 最近事件
console-user-events-caption = 與此使用者有關的最新稽核事件
console-user-when = 時間
console-user-type = 類型
console-user-actor = 執行者
console-user-ip = IP
console-user-every-event = 與此使用者有關的所有事件
console-user-actions = 動作
console-user-disable = 停用
console-user-enable = 啟用
console-user-sign-out-everywhere = 登出所有裝置
console-user-resend-verification = 重新寄送驗證郵件
console-user-reset-factors = 重設第二重驗證
console-user-reset-factors-confirm = 移除驗證器應用程式、復原碼和密碼金鑰
console-user-delete = 刪除使用者
console-user-delete-confirm = 立即刪除此帳號及其所有相關資料
console-user-role-heading = 主控台角色
console-user-role-label = 角色
console-user-set-role = 設定角色
console-user-role-help = 檢視者可以閱讀所有頁面；支援人員還可以停用及啟用使用者、將使用者登出、重設其第二重驗證，以及重新寄送驗證郵件；管理員可以執行所有操作。
console-user-unknown-action = 此頁面不支援這項操作。
console-user-not-on-this-user = 無法對此使用者執行：管理員以下的營運人員只能處理沒有角色的使用者，而且任何人都不能在這裡變更自己的角色、狀態、驗證方式或帳號。
console-user-tick-to-confirm = 請先勾選方塊確認，再試一次。

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = 用戶端
console-client-list-caption = 用戶端（由舊到新）
console-client-name = 名稱
console-client-kind = 類型
console-client-state = 狀態
console-client-registered = 註冊時間
console-client-kind-public = 公開
console-client-kind-confidential = 機密
console-client-state-enabled = 已啟用
console-client-state-disabled = 已停用
console-client-register-heading = 註冊用戶端
console-client-register = 註冊
console-client-registered-notice = 用戶端已註冊。
console-client-deleted = 用戶端已刪除。

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = 重新導向 URI，每行一個
console-client-scopes-field = 範圍（留空：openid email profile authorization）
console-client-package-names-field = Android 套件名稱，每行一個
console-client-app-origins-field = 密碼金鑰使用的應用程式來源，每行一個
console-client-logout-uri-field = 後端通道登出 URI
console-client-organization-field = Shared Signals 接收端所屬的組織（slug 或 ID）
console-client-flag-public = 公開（瀏覽器或原生應用程式：沒有用戶端密鑰，使用 PKCE）
console-client-flag-resource-server = 資源伺服器（可檢查權杖）
console-client-flag-client-credentials = 可為自己取得權杖（client_credentials）
console-client-flag-rotate-refresh-tokens = 輪替重新整理權杖
console-client-flag-require-mfa = 僅限雙重驗證登入
console-client-flag-require-par = 僅限推送授權要求（PAR）
console-client-flag-third-party = 第三方：使用者須先同意
console-client-flag-shared-signals = Shared Signals 接收端：接收安全性事件串流

## Console: one client's page

console-client-saved = 用戶端設定已儲存。
console-client-disabled-notice = 用戶端已停用：其權杖不再能通過驗證。
console-client-granted = 授權已儲存。
console-client-secret-replaced = 用戶端密鑰已更換。
console-client-secret-heading = 用戶端密鑰
console-client-secret-once = 請立即複製：它只會顯示這一次，之後不會再出現（系統只保留其摘要）。
console-client-settings-heading = 設定
console-client-yes = 是
console-client-no = 否
console-client-redirect-uris = 重新導向 URI
console-client-scopes = 範圍
console-client-resource-server = 資源伺服器
console-client-two-factor-only = 僅限雙重驗證
console-client-par-only = 僅限 PAR
console-client-third-party = 第三方
console-client-shared-signals = Shared Signals 接收端
console-client-changed = 變更時間
console-client-grants-heading = API 授權
console-client-grants-caption = 此用戶端可自行呼叫的 API
console-client-api = API
console-client-api-identifier = API 識別碼
console-client-grant = 授予
console-client-actions-heading = 動作
console-client-rotate-secret = 輪替用戶端密鑰
console-client-rotate-secret-confirm = 更換用戶端密鑰：舊密鑰會立即失效
console-client-disable = 停用
console-client-disable-confirm = 停用用戶端：其權杖將不再能通過驗證
console-client-delete = 刪除
console-client-delete-confirm = 刪除用戶端及核發給它的所有項目
console-client-edit-heading = 編輯
console-client-save = 儲存
console-client-confirm-first = 請先勾選方塊確認，再試一次。
console-client-unknown-action = 此頁面不支援這項操作。

## Console: the APIs page

console-api-title = API
console-api-list-caption = API（資源指標）
console-api-identifier = 識別碼
console-api-scopes = 範圍
console-api-registered-column = 註冊時間
console-api-register-heading = 註冊 API
console-api-identifier-field = 識別碼（https 網址）
console-api-scopes-field = 範圍，以空格分隔
console-api-register = 註冊
console-api-registered = API 已註冊。

## Console: the webhooks page

console-webhook-title = Webhook
console-webhook-list-caption = Webhook 端點
console-webhook-endpoint = 端點（其傳遞記錄）
console-webhook-events = 事件
console-webhook-registered-column = 註冊時間
console-webhook-remove = 移除
console-webhook-remove-confirm = 停止傳遞到此端點
console-webhook-secret-heading = 簽署密鑰
console-webhook-secret-once = 請立即將它交給接收端：它只會顯示這一次。
console-webhook-register-heading = 註冊端點
console-webhook-url = URL
console-webhook-events-field = 事件類型，以空格分隔
console-webhook-register = 註冊
console-webhook-registered = 端點已註冊。
console-webhook-removed = 端點已移除。
console-webhook-confirm-first = 請先勾選方塊確認，再試一次。

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = 傳遞記錄
console-webhook-deliveries-caption = 傳遞記錄（由新到舊）
console-webhook-delivery = 傳遞
console-webhook-event = 事件
console-webhook-status = 狀態
console-webhook-attempts = 嘗試次數
console-webhook-last-error = 上次錯誤
console-webhook-replay = 重新傳遞
console-webhook-replayed = 此傳遞已重新排入佇列。
console-webhook-status-pending = 等待中
console-webhook-status-delivered = 已傳遞
console-webhook-status-failed = 失敗

## Console: the audit trail

console-audit-title = 稽核記錄
console-audit-user-id = 使用者 ID
console-audit-address = 地址
console-audit-type = 類型
console-audit-since = 起始時間（RFC 3339）
console-audit-until = 結束時間（RFC 3339）
console-audit-any-type = 任何
console-audit-filter = 篩選
console-audit-caption = 事件（由新到舊）
console-audit-when = 時間
console-audit-type-column = 類型
console-audit-actor = 執行者
console-audit-user = 使用者
console-audit-client = 用戶端
console-audit-ip = IP
console-audit-older = 較早的事件

## Console: the signing keys

console-keys-title = 金鑰
console-keys-caption = 金鑰環（由新到舊）
console-keys-key = 金鑰
console-keys-algorithm = 演算法
console-keys-state = 狀態
console-keys-made = 建立時間
console-keys-age = 存在時間
console-keys-signing-since = 開始簽署時間
console-keys-retired = 淘汰時間
console-keys-state-pending = 待啟用
console-keys-state-active = 使用中
console-keys-state-retired = 已淘汰
console-keys-rotate-heading = 輪替
console-keys-rotate-help = 輪替分兩個步驟：第一步在 JWKS 中發布新的 id_token 金鑰，第二步讓它開始簽署（並更換 access-token 金鑰）。舊金鑰在其簽署的最後一個權杖到期前仍可用於驗證。
console-keys-rotate = 輪替
console-keys-rotate-confirm = 輪替簽署金鑰
console-keys-published = 已發布新的 id_token 金鑰：下一次輪替時它將開始簽署。
console-keys-activated = 已發布的金鑰現在負責簽署 id_token，並已啟用新的 access-token 金鑰。
console-keys-not-done = 未完成
console-keys-confirm-first = 請先勾選方塊確認，再試一次。

## Console: the settings

console-settings-title = 設定
console-settings-effective-heading = 生效中的設定
console-settings-effective-help = 已套用設定檔、環境變數和預設值；機密資訊已遮蔽。
console-settings-caption = 設定
console-settings-setting = 設定項目
console-settings-value = 值
console-settings-upstream-heading = 上游登入提供者
console-settings-providers-caption = 登入提供者
console-settings-provider-id = ID
console-settings-provider-button = 按鈕
console-settings-provider-last-error = 此執行個體上的最近一次錯誤
console-settings-no-trouble = 啟動後無錯誤
console-settings-trouble = { $at }：{ $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = 如果是在應用程式中操作，請改為輸入這組代碼：{ $token }
mail-set-password-button = 設定新密碼
mail-open-account-button = 開啟您的帳號

## Verification of a new account's address

mail-verification-subject = 確認您的電子郵件地址
mail-verification-welcome = 歡迎！請確認這是您的電子郵件地址。
mail-verification-link-hours = 此連結在 { $hours } 小時內有效，且只能使用一次。
mail-verification-ignore = 如果您沒有建立帳號，請忽略這封郵件。
mail-verification-button = 確認我的地址

## Moving an account to a new address: the mail to the new address

mail-change-subject = 確認您的新電子郵件地址
mail-change-confirm = 請確認您的帳號從現在起將使用這個電子郵件地址。
mail-change-link-hours = 此連結在 { $hours } 小時內有效，且只能使用一次；在此之前，您的舊地址維持不變。
mail-change-ignore = 如果您沒有提出這項要求，請忽略這封郵件：不會有任何變更。
mail-change-button = 使用這個地址

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = 帳號電子郵件地址變更通知
mail-change-notice-asked = 有人在登入您的帳號後，要求將帳號改用 { $address }。
mail-change-notice-until = 只有在使用寄到該地址的連結後，帳號才會改用新地址；在此之前，帳號仍使用這個地址。
mail-change-notice-not-you = 如果這不是您本人的操作，請立即設定新密碼：這會結束所有工作階段，並讓該連結失效。

## To an address that tried to register again

mail-registered-subject = 您已經有帳號了
mail-registered-tried = 有人試圖使用這個電子郵件地址建立帳號，但此地址已經有帳號。
mail-registered-if-you = 如果是您本人，請直接登入；如果忘記了密碼，請設定新密碼。
mail-registered-not-you = 如果不是您本人，請忽略這封郵件：沒有任何變更。

## Password reset

mail-reset-subject = 設定新密碼
mail-reset-asked = 有人要求為您的帳號設定新密碼。
mail-reset-link-minutes = 此連結在 { $minutes } 分鐘內有效，且只能使用一次；較新的要求會取代它。
mail-reset-not-you = 如果這不是您本人的要求，請忽略這封郵件：您的密碼會維持不變。

## Notices: a second factor changed

mail-totp-added-subject = 已新增驗證器應用程式
mail-totp-added-body = 您的帳號已新增一個驗證器應用程式，作為第二重驗證。
mail-totp-removed-subject = 您的驗證器應用程式已移除
mail-totp-removed-body = 您的帳號已移除驗證器應用程式：現在登入只需要密碼。
mail-passkey-added-subject = 已新增密碼金鑰
mail-passkey-added-body = 您的帳號已新增一個密碼金鑰：可以用它登入，不需要密碼。
mail-passkey-removed-subject = 已移除密碼金鑰
mail-passkey-removed-body = 您的帳號已移除一個密碼金鑰：它無法再用來登入。
mail-recovery-used-subject = 已使用一組復原碼
mail-recovery-used-body = 您的帳號剛剛透過一組復原碼登入；還有 { $left } 組尚未使用。
mail-factor-not-you = 如果這不是您本人的操作，請在您的帳號頁面變更密碼，並登出所有裝置。

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } 已連結到您的帳號
mail-linked-body = 您的帳號已連結到一個 { $provider } 帳號：現在使用 { $provider } 登入就會開啟您的帳號。
mail-unlinked-subject = { $provider } 已與您的帳號取消連結
mail-unlinked-body = 您的帳號已與 { $provider } 取消連結：使用 { $provider } 登入將不會再開啟您的帳號。
mail-link-not-you = 如果這不是您本人的操作，請在您的帳號頁面變更密碼、登出所有裝置，並取消連結該登入提供者。

## Account deleted

mail-deleted-subject = 您的帳號已刪除
mail-deleted-body = 您的帳號及與其相關的所有資料都已刪除，帳號的所有工作階段也都已結束。
mail-deleted-register-again = 這個地址可以重新註冊；舊帳號的任何資料都不會恢復。

## Account deletion scheduled (after a grace period)

mail-deletion-subject = 您的帳號即將刪除
mail-deletion-due = 您的帳號將於 { $date } 刪除；帳號的所有工作階段都已結束。
mail-deletion-keep = 如要保留帳號，請在此之前重新登入。如果您沒有提出這項要求，請登入並變更密碼。
mail-deletion-button = 登入以保留帳號

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = 加入 { $organization }
mail-invitation-body = 您已受邀加入 { $organization }。請開啟連結接受邀請：使用這個地址登入，或用它建立帳號。
mail-invitation-expiry = 此連結在 { $days } 天內有效。
mail-invitation-ignore = 如果您不認識這個組織，請忽略這封郵件：除非您接受邀請，否則不會發生任何事。
mail-invitation-button = 查看邀請
console-organizations-title = 組織
console-organizations-name = 名稱
console-organizations-slug = 代稱
console-organizations-enabled = 已啟用
console-organizations-mfa = 第二重驗證
console-organizations-new = 新增組織
console-organizations-create = 建立組織
console-organizations-created = 組織已建立。
console-organization-saved = 網域規則已儲存。
console-organization-id = ID
console-organization-members = 成員
console-organization-roles = 角色
console-organization-managed = 受管理
console-organization-break-glass = 緊急存取
console-organization-invitations = 待處理的邀請
console-organization-expires = 到期時間
console-organization-domains = 網域
console-organization-domain = 網域
console-organization-state = 狀態
console-organization-rules = 規則
console-organization-save-rules = 儲存
console-organization-sign-in = 自有的登入方式
console-organization-no-sign-in = 此組織沒有自有的登入方式：成員使用各自的密碼或密碼金鑰登入。
organization-admin-title = { $organization }：組織設定
organization-admin-lead = 您以 { $email } 的身分管理這個組織。
organization-admin-none = 這裡還沒有任何內容。
organization-admin-members = 成員
organization-admin-remove = 移除
organization-admin-yes = 是
organization-admin-no = 否
organization-admin-email = 電子郵件地址
organization-admin-roles = 角色
organization-admin-managed = 由組織的登入方式管理
organization-admin-action = 動作
organization-admin-invitations = 待處理的邀請
organization-admin-revoke = 撤銷
organization-admin-expires = 到期時間
organization-admin-invite = 邀請成員
organization-admin-role = 角色
organization-admin-invite-button = 傳送邀請
organization-admin-domains = 網域
organization-admin-domains-lead = 新增貴公司的電子郵件網域、發布下方顯示的 TXT 記錄，然後進行驗證。已驗證網域的地址可以透過您組織的登入方式登入。
organization-admin-verify = 驗證
organization-admin-verified = 已驗證
organization-admin-pending = 待驗證
organization-admin-domain = 網域
organization-admin-state = 狀態
organization-admin-record = 要發布的記錄
organization-admin-add-domain = 新增網域
organization-admin-sign-in = 您組織的登入方式
organization-admin-no-sign-in = 您的成員目前使用各自的密碼登入。設定您自己的 OpenID 提供者（Okta、Entra ID、Google Workspace…），即可讓他們透過它登入。
organization-admin-issuer = 簽發者 URL
organization-admin-client-id = 用戶端 ID
organization-admin-client-secret = 用戶端密鑰
organization-admin-redirect-uri = 要在您的提供者處註冊的重新導向 URI
organization-admin-save-sign-in = 儲存登入設定
organization-admin-sign-in-title = 請先登入
organization-admin-sign-in-text = 請在您的帳號頁面登入，然後重新開啟此頁面。
organization-admin-sign-in-link = 前往您的帳號
organization-admin-unknown-title = 找不到組織
organization-admin-unknown-text = 這裡沒有由您管理的組織。
organization-admin-unknown-change = 此頁面不支援這項變更。
organization-admin-scim = 佈建（SCIM）
organization-admin-scim-lead = 您的目錄服務（Okta、Entra ID、Google Workspace…）會透過 SCIM 2.0 在這裡新增、變更及移除您的成員和群組。請將連線的基底 URL 和權杖提供給目錄服務。
organization-admin-scim-base-url = 基底 URL
organization-admin-scim-made = 建立時間
organization-admin-scim-last-used = 上次使用
organization-admin-scim-never = 從未使用
organization-admin-scim-old-token = 舊權杖有效至
organization-admin-scim-rotate = 新權杖
organization-admin-scim-make = 建立連線
organization-admin-scim-token-title = 您目錄服務的權杖
organization-admin-scim-token-text = 請立即將基底 URL 和權杖複製到您的目錄服務：權杖不會再次顯示。如果有舊權杖，它還能再使用一天。
organization-admin-scim-token = 權杖
organization-admin-scim-revoke-confirm = 撤銷連線：其權杖會立即失效
invitation-title = 加入 { $organization }
invitation-join-lead = 您已受邀以 { $email } 的身分加入 { $organization }。
invitation-join-button = 加入
invitation-sign-up-lead = 您已受邀加入 { $organization }。請使用 { $email } 建立帳號以加入：這份邀請可證明此地址屬於您。
invitation-name = 您的姓名
invitation-password = 選擇密碼（至少 10 個字元）
invitation-sign-up-button = 建立帳號並加入
invitation-other-account = 這份邀請是寄給 { $email } 的，但您目前以 { $current } 的身分登入。請先登出，然後重新開啟連結。
invitation-sign-in-first = 這份邀請是寄給 { $email } 的，該地址在這裡已有帳號。請在您的帳號頁面用它登入，然後重新開啟連結。
invitation-sign-in-as-invitee = 請先使用受邀的地址登入。
invitation-unusable-title = 這份邀請無法使用
invitation-unusable-text = 這份邀請已使用過、已被撤回、已被較新的邀請取代，或已過期。請向該組織索取新的邀請。
invitation-joined-title = 您已加入 { $organization }
invitation-joined-text = 您現在已是成員：您以此組織身分登入的應用程式都能看到您的成員身分。
invitation-joined-new-account = 您的帳號已準備就緒，您也已成為成員：請使用您的地址和您選擇的密碼登入。

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = 已核發權杖和重新整理權杖
api-code-token = 已核發權杖
api-code-userdata = 使用者資料
api-code-login-success = 登入成功
api-code-auth-code = 已核發授權碼
api-code-id-token = 已核發 id_token
api-code-logged-out = 已登出；工作階段及其權杖已撤銷
api-code-ok = 完成
api-code-alive = 服務中
api-code-ready = 已準備好提供服務
api-code-sessions = 您進行中的工作階段
api-code-export = 與您帳號相關的所有資料
api-code-email-change-requested = 如果該地址可以使用，確認連結已寄往該地址
api-code-account-deleted = 您的帳號及與其相關的所有資料都已刪除；所有工作階段都已結束
api-code-deletion-scheduled = 所有工作階段都已結束，您的帳號即將刪除；如要保留，請在此之前重新登入
api-code-reauthentication-required = 請先重新登入：此操作需要最近幾分鐘內的登入
api-code-session-ended = 已登出；工作階段及其權杖已撤銷
api-code-password-changed = 密碼已變更；所有其他工作階段及其權杖都已撤銷
api-code-registration-accepted = 已收到註冊申請；請查看郵件以確認您的地址
api-code-email-verified = 電子郵件地址已驗證
api-code-reset-requested = 如果該地址有對應的帳號，一封附有重設連結的郵件正在寄送中
api-code-password-reset = 密碼已設定；所有工作階段及其權杖都已撤銷
api-code-registration-closed = 已停止註冊；請向本服務的營運人員索取帳號
api-code-invalid-request = 要求的格式不正確
api-code-unsupported-grant-type = grant_type 必須是 code 或 refresh_token
api-code-invalid-grant = code 或 refresh_token 無效、已過期、已撤銷，或是核發給其他用戶端的
api-code-invalid-client = 用戶端驗證失敗
api-code-invalid-credentials = 電子郵件或密碼錯誤。新帳號必須先確認電子郵件地址才能登入：請查看郵件中的確認連結
api-code-mfa-required = 需要第二重驗證：請提供驗證器應用程式的驗證碼或一組復原碼
api-code-mfa-enrolment-required = 此應用程式要求雙重驗證登入：請在您的帳號頁面設定驗證器應用程式或密碼金鑰，然後重新登入
api-code-passkey-options = 請將這些選項傳給驗證器
api-code-passkey-added = 已新增密碼金鑰
api-code-passkeys = 您的密碼金鑰
api-code-links = 您已連結的登入提供者
api-code-last-sign-in-method = 這是此帳號最後的登入方式：請先設定密碼或新增密碼金鑰
api-code-insufficient-scope = 權杖的範圍不允許此要求
api-code-not-a-member = 您無法以此組織身分登入：請洽詢該組織的管理員將您加入
api-code-sso-required = 您需要透過組織登入：請前往 ssoUrl 繼續
api-code-not-found = 找不到此資源
api-code-method-not-allowed = 此資源不允許使用這個方法
api-code-conflict = 已經存在
api-code-payload-too-large = 要求本文過大
api-code-rate-limited = 要求次數過多；請稍後再試
api-code-server-error = 內部伺服器錯誤
api-code-service-unavailable = 服務暫時無法使用；請稍後再試

## Bearer tokens and capacity (every JSON API)

api-bearer-required = 需要以 `Authorization: Bearer <token>` 形式提供存取權杖；目前的權杖遺漏、格式不正確或已撤銷
api-busy = 同時登入的人數過多；請稍後再試

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type 必須是 id_token 或 token
api-token-type-grant = token_type 必須是 refresh_token 或 token
api-token-type-refresh = grant_type 為 refresh_token 時，token_type 必須是 token
api-client-secret-required = token_type 為 token 時，必須提供 client_secret
api-field-empty = { $field } 不得為空白

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password 過長
api-mfa-token-invalid = mfaToken 不明、已使用或已過期：請重新登入
api-challenge-invalid = challengeId 不明、已使用或已過期：請重新索取密碼金鑰選項
api-mfa-code-or-passkey = 需要第二重驗證：請提供驗證器應用程式的驗證碼、一組復原碼，或使用您的密碼金鑰
api-mfa-passkey = 需要第二重驗證：請使用您的密碼金鑰（搭配 mfaToken 呼叫 login/passkey）
api-client-id-required = 必須提供 client_id
api-client-unknown = client_id 不明或已停用
api-redirect-uri-required = 必須提供 redirect_uri
api-redirect-uri-unregistered = 此 redirect_uri 並未針對這個用戶端註冊
api-state-too-long = state 過長

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = 此權杖不明、已使用、已過期，或已被較新的權杖取代
api-session-not-found = 您沒有這個 ID 的進行中工作階段

## Native-app API: second factors and passkeys

api-authenticator-exists = 已設定驗證器；請先將它移除
api-authenticator-not-pending = 目前沒有正在設定的驗證器
api-authenticator-none = 尚未設定驗證器
api-factor-code-wrong = 驗證碼不正確
api-reauthenticate-factors = 請重新登入（如果您已設定第二重驗證，也需一併完成）才能變更第二重驗證方式
api-reauthenticate-passkeys = 請重新登入（如果您已設定第二重驗證，也需一併完成）才能變更密碼金鑰
api-reauthenticate-sign-in = 請重新登入（如果您已設定第二重驗證，也需一併完成）才能變更登入方式
api-passkeys-unavailable = 此伺服器不支援密碼金鑰
api-passkey-not-found = 沒有這個密碼金鑰
api-passkey-no-ceremony = 沒有等待中的密碼金鑰註冊；請重新索取選項
api-passkey-rejected = 無法驗證該密碼金鑰
api-passkey-registered = 此密碼金鑰已經註冊過了
api-passkey-name-invalid = 密碼金鑰名稱必須為 1 到 { $max } 個字元，且不得含有控制字元或雙向格式字元
api-passkeys-too-many = 每個帳號最多只能有 { $max } 個密碼金鑰

## Native-app API: upstream identity providers

api-upstream-unknown = 沒有使用此 ID 的上游提供者
api-upstream-refused = 此提供者不接受該 id_token
api-upstream-disabled = 此帳號已停用
api-upstream-no-email = id_token 中沒有可用來建立帳號的電子郵件地址
api-upstream-unverified-email = 提供者未驗證 id_token 中的電子郵件地址：請使用該地址註冊，然後連結提供者
api-upstream-unreachable = 無法連線到提供者；請稍後再試
api-upstream-email-taken = 已有帳號使用此地址：請登入該帳號，然後在帳號頁面連結提供者
api-upstream-outside-domains = 組織的登入方式只能讓其已驗證網域的地址登入
api-upstream-unconfirmed-account = 已有帳號使用此地址，但從未經過確認：請先確認，然後再次透過組織登入
api-upstream-operator-account = 營運人員的帳號必須使用自己的密碼和第二重驗證登入，而不是透過組織的登入方式
api-link-not-found = 此帳號未連結到這個提供者

## Admin API

api-admin-key-required = 管理 API 需要 `Authorization: Bearer <admin key>`
api-admin-status-once = status 最多只能出現一次
api-admin-parameters-once = 每個參數最多只能出現一次
api-admin-duplicate-email = 已有使用者使用該電子郵件地址
api-admin-user-not-found = 找不到使用者
api-admin-client-not-found = 找不到用戶端
api-admin-api-not-found = 找不到 API
api-admin-session-not-found = 找不到工作階段
api-admin-delivery-not-found = 找不到傳遞記錄
api-admin-webhook-not-found = 找不到 Webhook

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = 請在您註冊時使用的瀏覽器中開啟連結：在其他地方開啟時，系統會要求您輸入帳號密碼。
mail-change-where = 請在您要求變更的瀏覽器，或您已登入的瀏覽器中開啟連結：在其他地方開啟時，系統會要求您輸入密碼。
mail-not-yours-english = 您沒有註冊或提出這項要求嗎？那就請勿確認：忽略這封郵件即可，不會發生任何事。
verify-password-lead = 若要在這裡確認此地址，請輸入它所屬帳號的密碼。如果您是在應用程式中註冊的，請改為在應用程式中輸入郵件裡的代碼。如果您沒有註冊或提出這項要求，請勿確認，直接關閉此頁面。
verify-password = 帳號密碼
verify-password-needed = 請輸入帳號密碼，以便在這個瀏覽器中確認地址。
verify-wrong-password = 這不是此帳號的密碼。

## After a password reset, every other way into the account

mail-reset-done-subject = 您的密碼已重設
mail-reset-done-body = 您帳號的密碼剛剛已重設，先前已登入的所有裝置也都已登出。
mail-reset-done-still = 以下項目仍可用來登入您的帳號：
mail-reset-done-remove = 如果其中有不屬於您的項目，請使用新密碼登入，然後在您的帳號頁面選擇「移除新密碼以外的所有項目」。
mail-reset-done-nothing-else = 沒有其他方式可以登入您的帳號：只有新密碼可以。
mail-reset-done-factor-not-yours = 如果登入時系統要求您提供一項您沒有的第二重驗證，表示那不是您的：請聯絡本服務的支援團隊將其移除。
mail-reset-done-not-you = 如果您沒有重設密碼，表示有人能讀取您的郵件：請先確保您信箱的安全，然後再重新設定一次新密碼。
ways-in-passkey = 密碼金鑰「{ $name }」
ways-in-authenticator = 驗證器應用程式
ways-in-recovery-codes = { $count } 組未使用的復原碼
ways-in-link = 使用 { $provider } 登入
ways-in-sessions = 另外 { $count } 部已登入的裝置（列於下方）
account-review-heading = 您的密碼已重設
account-review-lead = 您的密碼已於 { $date } 重設。以下項目仍可登入您的帳號：
account-review-explain = 如果其中有不屬於您的項目，請全部移除：之後只有新密碼能登入，所有其他裝置也會被登出。您之後可以再次新增密碼金鑰或驗證器應用程式。
account-review-remove = 移除新密碼以外的所有項目
account-review-keep = 這些都是我的
account-review-gone = 已經沒有需要檢查的項目了。
account-review-removed = 新密碼以外的所有項目都已移除，所有其他裝置也都已登出。
account-review-kept = 已記下：一切維持不變。

## The second step locked after wrong codes

mail-factor-locked-subject = 有人試圖突破您的第二重驗證
mail-factor-locked-body = 有人輸入了您的密碼，接著輸入了五次錯誤的第二重驗證碼。您帳號的登入已暫停 { $minutes } 分鐘。
mail-factor-locked-not-you = 如果這不是您本人，表示有人知道您的密碼：請立即設定新密碼。
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = 主控台角色需要已驗證的地址：使用者必須先確認自己的地址
console-gate-unverified = 只有地址已驗證的營運人員才能開啟主控台。請使用驗證郵件中的連結確認您的地址，然後再次開啟主控台。
console-gate-idle-lead = 請重新登入以開啟主控台
console-gate-idle = 主控台已有 { $minutes } 分鐘未使用，因此需要您重新登入。您的帳號仍維持登入狀態。
console-webhook-url-once = 它的 URL，只有現在會完整顯示（清單會隱藏「?」之後的內容，那裡可能含有權杖）：
console-webhook-query-hidden = 端點 URL 中「?」之後的內容已隱藏：其中可能含有接收端的權杖。
## Signing in with a code mailed to the address (no password)

page-login-email-code = 寄送驗證碼給我
page-code-ask-title = 使用驗證碼登入
page-code-ask-lead = 請輸入您的電子郵件地址：我們會寄給您一組登入用的驗證碼，不需要密碼。
page-code-ask-button = 寄送驗證碼給我
page-code-invalid-email = 請輸入完整的電子郵件地址，例如 name@example.com。
page-code-not-allowed = 此應用程式要求使用密碼或密碼金鑰：這裡不提供以郵件驗證碼登入。
page-code-title = 請查看您的郵件
page-code-lead = 一封郵件正寄往 { $email }。請輸入其中的六位數驗證碼：它在 { $minutes } 分鐘內有效，且只能使用一次。
page-code-field = 登入驗證碼
page-code-name = 您的姓名（如果您是新使用者）
page-code-button = 登入
page-code-again = 傳送新的驗證碼
page-code-wrong = 驗證碼不正確或已失效。請查看最新的郵件，或索取新的驗證碼。
page-code-link-title = 登入
page-code-link-lead = 在這個瀏覽器中登入您的帳號。
page-code-link-button = 讓我登入
page-code-link-elsewhere-title = 請在您提出要求的地方輸入這組驗證碼
page-code-link-elsewhere = 此連結是在另一個瀏覽器或應用程式中開啟的，而不是提出要求的那一個。請在那裡輸入這組驗證碼：
page-code-link-ended-title = 此連結已失效
page-code-link-ended = 此連結已使用過、已被較新的連結取代，或已過期。請在您登入的地方索取新的驗證碼。
api-sign-in-code-refused = 驗證碼錯誤、已使用、已被取代或已過期：請索取新的驗證碼
api-login-code-or-password = 請傳送密碼或驗證碼，不要兩者都傳送
api-code-code-sent = 一封附有登入驗證碼的郵件正在寄送中；驗證碼在幾分鐘內有效，且只能使用一次
api-code-sign-in-code-not-allowed = 這裡不提供以郵件驗證碼登入：請使用您的密碼或密碼金鑰

## Mail: a sign-in code

mail-code-subject = 您的登入驗證碼
mail-code-asked = 有人要求使用這個地址登入。要輸入的驗證碼是：
mail-code-minutes = 驗證碼和下方的連結在 { $minutes } 分鐘內有效，且只能使用一次；較新的要求會取代它們。
mail-code-new-account = 目前還沒有帳號使用這個地址：使用驗證碼登入時將會建立一個帳號。
mail-code-button = 讓我登入
mail-code-not-you = 如果這不是您本人的要求，請忽略這封郵件：沒有驗證碼，任何人都無法登入。

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = 使用這個地址登入
mail-no-account-body = 有人索取驗證碼以使用這個地址登入，但這裡沒有任何帳號使用此地址。
mail-no-account-not-you = 如果這不是您本人的要求，請忽略這封郵件：沒有任何變更。

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = 使用者可以使用郵件驗證碼登入
api-name-invalid = 名稱過長，或含有控制字元
