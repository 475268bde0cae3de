# Vietnamese: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Ngôn ngữ

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Địa chỉ email hoặc mật khẩu không đúng. Tài khoản mới chỉ đăng nhập được sau khi địa chỉ đã được xác nhận: hãy tìm đường liên kết trong email của bạn.
error-throttled = Quá nhiều lần thử không thành công. Hãy đợi vài phút rồi thử lại.
error-busy = Hiện có quá nhiều người đang đăng nhập. Vui lòng thử lại sau giây lát.
error-missing-fields = Nhập địa chỉ email và mật khẩu của bạn.
error-expired-form = Biểu mẫu này đã hết hạn. Vui lòng đăng nhập lại.
error-second-factor-in-app = Tài khoản này được bảo vệ bằng yếu tố thứ hai. Trước tiên, hãy đăng nhập trên trang tài khoản của bạn (trang đó sẽ hỏi mã), sau đó quay lại đây.
error-wrong-second-factor = Mã không đúng, đã được dùng hoặc được nhập quá muộn. Vui lòng đăng nhập lại.
error-passkey-refused = Không thể dùng khóa truy cập đó, hoặc thao tác mất quá nhiều thời gian. Hãy thử lại hoặc đăng nhập bằng mật khẩu.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Quá nhiều yêu cầu. Hãy đợi vài phút rồi thử lại.
error-expired-form-again = Biểu mẫu này đã hết hạn. Vui lòng thử lại.

## Error pages (a heading and a paragraph)

error-bad-link-title = Đường liên kết không hợp lệ
error-bad-link-text = Đường liên kết này không còn hợp lệ: nó đã được dùng, đã hết hạn hoặc đã bị thay bằng một đường liên kết mới hơn. Hãy yêu cầu đường liên kết mới.

error-form-title = Đăng nhập không thành công
error-form-too-large = Biểu mẫu quá lớn.
error-form-unreadable = Không thể đọc biểu mẫu. Vui lòng quay lại và thử lại.
error-cross-site-title = Yêu cầu bị từ chối
error-cross-site-text = Biểu mẫu này được gửi từ một trang web khác. Hãy mở lại trang đăng nhập và gửi biểu mẫu từ đó.

error-unavailable-title = Hãy thử lại sau ít phút
error-unavailable-text = Dịch vụ đăng nhập đang bận hoặc không hoạt động. Vui lòng thử lại sau giây lát.
error-failed-title = Đã xảy ra lỗi
error-failed-text = Không thể hoàn tất việc đăng nhập. Vui lòng thử lại.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Biết bạn là ai
scope-email = Xem địa chỉ email của bạn
scope-profile = Xem hồ sơ của bạn: tên, ảnh, số điện thoại và quốc gia
scope-authorization = Xem hồ sơ và các phiên đăng nhập của bạn
scope-organizations = Xem các tổ chức mà bạn là thành viên và vai trò của bạn trong đó
scope-api = Thay mặt bạn sử dụng { $api }

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: nhập mã hiển thị trong ứng dụng xác thực hoặc một mã khôi phục, hoặc dùng khóa truy cập của bạn.
page-second-step-passkey = { $purpose }: dùng khóa truy cập của bạn.
page-second-step-code = { $purpose }: nhập mã hiển thị trong ứng dụng xác thực, hoặc một trong các mã khôi phục của bạn.
page-second-step-use-passkey = Dùng khóa truy cập

## Login page

page-login-title = Đăng nhập
page-login-email = Địa chỉ email
page-login-password = Mật khẩu
page-login-button = Đăng nhập
page-login-with-provider = Đăng nhập bằng { $provider }
page-login-passkey = Đăng nhập bằng khóa truy cập
page-login-forgot = Bạn quên mật khẩu?
page-login-organization = Đăng nhập bằng tổ chức của bạn
page-organization-title = Đăng nhập bằng tổ chức của bạn
page-organization-lead = Nhập địa chỉ email công việc hoặc ID tổ chức của bạn để tiếp tục với hình thức đăng nhập của tổ chức đó.
page-organization-field = Email công việc hoặc ID tổ chức
page-organization-button = Tiếp tục
page-organization-unknown = Không có tổ chức nào đăng nhập bằng địa chỉ hoặc ID này. Hãy kiểm tra lại, hoặc đăng nhập bằng địa chỉ email và mật khẩu của bạn.
login-sso-required = Tổ chức của bạn quản lý việc đăng nhập cho bạn: hãy dùng hình thức đăng nhập của tổ chức.
login-sso-required-named = { $organization } quản lý việc đăng nhập cho bạn: hãy dùng hình thức đăng nhập của tổ chức bên dưới.
page-login-new-here = Bạn là người mới?
page-login-create-account = Tạo tài khoản

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Kết nối thiết bị
page-device-code-lead = Nhập mã hiển thị trên TV, máy chơi game hoặc thiết bị khác của bạn.
page-device-code-label = Mã
page-device-code-button = Tiếp tục
page-device-confirm-heading = Kết nối { $client }?
page-device-confirm-lead = Một thiết bị hiển thị mã { $code } đang yêu cầu sử dụng tài khoản { $email } của bạn. Chỉ cho phép nếu chính bạn đã bắt đầu thao tác này trên thiết bị đó.
page-device-confirm-able = Thiết bị sẽ có thể:
page-device-confirm-deny = Từ chối
page-device-confirm-allow = Cho phép

## Account page

page-account-title = Tài khoản của bạn
page-account-signed-in-as = Đã đăng nhập với tư cách { $email }
page-account-signed-in-as-unconfirmed = Đã đăng nhập với tư cách { $email } (địa chỉ chưa được xác nhận: hãy xem email chúng tôi đã gửi)
page-account-sessions-heading = Nơi bạn đang đăng nhập
page-account-session-app = ứng dụng { $package }
page-account-this-browser = Trình duyệt này
page-account-sign-out-session = Đăng xuất
page-account-sign-out-others = Đăng xuất khỏi mọi nơi khác
page-account-profile-heading = Hồ sơ
page-account-profile-save = Lưu hồ sơ
page-account-password-heading = Mật khẩu
page-account-current-password = Mật khẩu hiện tại
page-account-new-password = Mật khẩu mới (ít nhất 10 ký tự)
page-account-password-change = Đổi mật khẩu
page-account-email-heading = Địa chỉ email
page-account-email-explain = Một đường liên kết sẽ được gửi đến địa chỉ mới; tài khoản của bạn chuyển sang địa chỉ đó khi đường liên kết được dùng. Cho đến lúc đó, bạn vẫn đăng nhập bằng địa chỉ hiện tại.
page-account-new-email = Địa chỉ email mới
page-account-email-password = Mật khẩu
page-account-email-change = Đổi địa chỉ email
page-account-data-heading = Dữ liệu của bạn
page-account-data-explain = Mọi thông tin mà dịch vụ này lưu giữ về tài khoản của bạn (hồ sơ, các phiên cùng thiết bị và địa điểm, nhà cung cấp đã liên kết, yếu tố thứ hai, các sự kiện bảo mật liên quan đến bạn), gói trong một tệp JSON. Tệp không chứa mật khẩu hay bất kỳ bí mật nào.
page-account-data-download = Tải dữ liệu của bạn xuống
page-account-delete-heading = Xóa tài khoản của bạn
page-account-delete-explain = Xóa hồ sơ, các phiên, yếu tố thứ hai và nhà cung cấp đã liên kết của bạn, đồng thời đăng xuất bạn khỏi mọi nơi.
page-account-delete-link = Xóa tài khoản của bạn

## Sign-out confirmation

page-logout-title = Đăng xuất
page-logout-question = Đăng xuất khỏi tài khoản của bạn trên trình duyệt này?
page-logout-button = Đăng xuất

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Nhập mật khẩu.
rule-password-too-short = Mật khẩu phải có ít nhất { $min } ký tự.
rule-password-too-long = Mật khẩu chỉ được có tối đa { $max } ký tự.
rule-password-is-email = Mật khẩu không được trùng với địa chỉ email.
rule-password-refused = Không thể dùng mật khẩu này. Vui lòng chọn mật khẩu khác.
rule-email-invalid = Nhập một địa chỉ email có thể nhận thư, ví dụ name@example.com.
rule-email-same = Đó đã là địa chỉ của tài khoản.
rule-field-invalid = Một trường quá dài hoặc chứa ký tự không được phép.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = tên ứng dụng khách phải có từ 1 đến 200 ký tự
rule-client-name-characters = tên ứng dụng khách không được chứa ký tự điều khiển hoặc ký tự định dạng hai chiều
rule-resource-server-confidential = máy chủ tài nguyên phải là ứng dụng khách bảo mật
rule-client-credentials-confidential = client_credentials cần một ứng dụng khách bảo mật
rule-public-client-secret = ứng dụng khách công khai không có khóa bí mật
rule-shared-signals-confidential = bên nhận Shared Signals phải là ứng dụng khách bảo mật
rule-organization-for-receivers = chỉ bên nhận Shared Signals mới được gắn với một tổ chức
rule-profile-field-length = các trường hồ sơ được giới hạn ở { $max } ký tự
rule-profile-field-characters = các trường hồ sơ không được chứa ký tự điều khiển hoặc ký tự định dạng hai chiều
rule-unknown-event-type = loại sự kiện không xác định "{ $name }"; các loại đã biết: { $known }
rule-no-event-type = phải nêu ít nhất một loại sự kiện
rule-secret-prefix = khóa bí mật phải bắt đầu bằng whsec_
rule-secret-encoding = khóa bí mật phải có dạng whsec_ theo sau là chuỗi base64
rule-secret-length = khóa bí mật phải dài từ 24 đến 64 byte
rule-delivery-status = status phải là pending, delivered hoặc failed
rule-not-a-timestamp = { $name } phải là dấu thời gian RFC 3339
rule-not-a-user-id = user phải là một ID người dùng
rule-not-an-email = email phải là một địa chỉ email
rule-unknown-audit-type = loại sự kiện không xác định
rule-unknown-cursor = cursor không phải do API này cung cấp
rule-page-size = limit phải nằm trong khoảng từ 1 đến 500
rule-no-scope = cần ít nhất một phạm vi
rule-undefined-scopes = API chỉ định nghĩa các phạm vi sau: { $scopes }
rule-role-name = vai trò phải là admin, support, viewer hoặc none
rule-already-verified = địa chỉ đã được xác minh

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = để tiếp tục đến { $client }
login-failed-title = Đăng nhập không thành công
login-malformed-link = Đường liên kết đăng nhập không đúng định dạng.
login-request-missing-client = Yêu cầu không nêu tên ứng dụng.
login-request-unknown-client = Ứng dụng này chưa được đăng ký hoặc đã bị vô hiệu hóa.
login-request-missing-redirect-uri = Yêu cầu không cho biết nơi cần quay lại (redirect_uri).
login-request-unregistered-redirect-uri = redirect_uri này chưa được đăng ký cho ứng dụng.
login-request-state-too-long = Tham số state quá dài.
login-request-invalid = Yêu cầu đăng nhập không hợp lệ.

## Signing out of the browser.

login-signout-failed-title = Đăng xuất không thành công
login-signout-malformed-link = Đường liên kết đăng xuất không đúng định dạng.
login-signed-out-title = Đã đăng xuất
login-signed-out-text = Bạn đã đăng xuất trên trình duyệt này.

## The second step after a password, and an app that needs one.

second-step-title = Đăng nhập hai bước
second-step-code-label = Mã
second-step-continue = Tiếp tục
second-step-enrol-title = Thiết lập yếu tố thứ hai
second-step-enrol-text = { $client } yêu cầu đăng nhập hai yếu tố. Hãy thiết lập ứng dụng xác thực hoặc khóa truy cập trên trang tài khoản của bạn, sau đó đăng nhập lại vào { $client }.
second-step-enrol-link = Mở trang tài khoản của bạn

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Ứng dụng xác thực
second-step-app-on = Đã thiết lập ứng dụng xác thực; còn { $count } mã khôi phục chưa dùng.
second-step-app-remove = Gỡ ứng dụng xác thực
second-step-app-intro = Mã từ một ứng dụng như Google Authenticator hoặc 1Password, được yêu cầu sau khi bạn nhập mật khẩu.
second-step-app-set-up = Thiết lập ứng dụng xác thực
second-step-app-qr-label = Mã QR cho ứng dụng xác thực của bạn
second-step-app-setup-title = Thiết lập ứng dụng xác thực
second-step-app-setup-lead = Quét mã bằng ứng dụng xác thực, sau đó nhập sáu chữ số mà ứng dụng hiển thị.
second-step-app-setup-key = Hoặc nhập khóa này vào ứng dụng:
second-step-app-code-label = Mã từ ứng dụng
second-step-app-turn-on = Bật
second-step-app-cancel = Hủy
second-step-recovery-title = Lưu các mã khôi phục
second-step-recovery-lead = Ứng dụng xác thực đã được bật. Nếu bạn mất điện thoại, mỗi mã dưới đây cho phép bạn đăng nhập một lần. Hãy cất giữ chúng ở nơi an toàn: các mã này sẽ không hiển thị lại.
second-step-recovery-back = Quay lại tài khoản của bạn

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Đăng nhập bằng khóa truy cập
passkey-not-used = Không có khóa truy cập nào được dùng. Hãy thử lại hoặc dùng mật khẩu.
passkey-section-heading = Khóa truy cập
passkey-section-intro = Khóa truy cập cho phép bạn đăng nhập bằng vân tay, khuôn mặt hoặc phương thức khóa màn hình thay cho mật khẩu.
passkey-rename-label = Tên mới
passkey-rename-button = Đổi tên
passkey-remove-button = Gỡ
passkey-new-name-label = Tên cho khóa truy cập mới
passkey-new-name-placeholder = Máy tính xách tay này
passkey-add-button = Thêm khóa truy cập
passkey-already-registered = Khóa truy cập này đã được đăng ký.
passkey-not-added = Chưa thêm được khóa truy cập nào. Hãy thử lại.

## The consent screen.

consent-heading = Cho phép { $client } sử dụng tài khoản của bạn?
consent-lead = Bạn đang đăng nhập với tư cách { $account }. { $client } là ứng dụng do bên khác phát triển; ứng dụng này yêu cầu:
consent-revoke-note = Bạn có thể thu hồi quyền truy cập của ứng dụng này trên trang tài khoản bất cứ lúc nào.
consent-deny = Từ chối
consent-allow = Cho phép
consent-title = Cho phép { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = để kết nối một thiết bị với tài khoản của bạn
device-code-unknown = Mã đó không đúng, đã hết hạn hoặc đã được dùng. Hãy kiểm tra mã trên thiết bị rồi thử lại.
device-code-throttled = Nhập sai mã quá nhiều lần. Hãy đợi vài phút rồi thử lại.
device-code-form-expired = Biểu mẫu này đã hết hạn. Vui lòng nhập lại mã.
device-connected-title = Đã kết nối thiết bị
device-connected-text = { $client } hiện đã được kết nối với tài khoản của bạn. Bạn có thể quay lại thiết bị của mình.
device-denied-title = Đã từ chối yêu cầu
device-denied-text = { $client } chưa được kết nối. Bạn có thể đóng trang này.
device-two-factors-title = Cần đăng nhập hai yếu tố
device-two-factors-text = { $client } yêu cầu đăng nhập hai yếu tố. Trên trang tài khoản, hãy đăng nhập bằng yếu tố thứ hai (hoặc thiết lập một yếu tố), sau đó nhập lại mã tại đây.
device-two-factors-link = Mở trang tài khoản của bạn

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Liên kết không thành công
upstream-link-from-account-page = Hãy liên kết nhà cung cấp bằng nút của nhà cung cấp đó trên trang tài khoản của bạn.
upstream-link-expired = Trang này đã hết hạn. Hãy quay lại trang tài khoản, tải lại trang rồi thử lại.
upstream-unknown-provider = Không có nhà cung cấp đăng nhập này.
upstream-bad-state = Lượt đăng nhập này đã được dùng, đã hết hạn hoặc được bắt đầu trên một trình duyệt khác. Hãy quay lại ứng dụng và đăng nhập lại.
upstream-denied = Nhà cung cấp đã không cho bạn đăng nhập. Hãy quay lại ứng dụng và thử lại.
upstream-refused = Không thể chấp nhận phản hồi của nhà cung cấp. Hãy quay lại ứng dụng và đăng nhập lại.
upstream-unavailable = Không thể kết nối với nhà cung cấp đăng nhập. Hãy thử lại sau giây lát hoặc đăng nhập theo cách khác.
upstream-email-taken = Đã có một tài khoản dùng địa chỉ email này. Hãy đăng nhập vào tài khoản đó bằng mật khẩu hoặc khóa truy cập, sau đó liên kết nhà cung cấp này trên trang tài khoản của bạn.
upstream-outside-domains = Hình thức đăng nhập của tổ chức bạn chỉ cho phép đăng nhập bằng các địa chỉ thuộc những miền đã xác minh của chính tổ chức.
upstream-unconfirmed-account = Đã có một tài khoản dùng địa chỉ email này, nhưng địa chỉ đó chưa bao giờ được xác nhận. Hãy xác nhận địa chỉ (hoặc đặt lại mật khẩu), sau đó đăng nhập lại qua tổ chức của bạn.
upstream-operator-account = Tài khoản này có vai trò trong bảng điều khiển vận hành: tài khoản phải đăng nhập bằng mật khẩu và yếu tố thứ hai riêng, không qua hình thức đăng nhập của tổ chức.
upstream-registration-closed = Tài khoản này không có ở đây và hiện không mở đăng ký tài khoản mới. Hãy đề nghị nhà vận hành cấp cho bạn một tài khoản.
upstream-no-email = Nhà cung cấp không chia sẻ địa chỉ email, trong khi tài khoản mới cần có địa chỉ này.
upstream-unverified-email = Nhà cung cấp không xác nhận rằng địa chỉ email này thuộc về bạn, nên không thể tạo tài khoản bằng địa chỉ đó. Hãy tạo tài khoản bằng địa chỉ email của bạn, sau đó liên kết nhà cung cấp trên trang tài khoản.
upstream-linked-elsewhere = Thông tin đăng nhập này đã được liên kết với một tài khoản khác.
upstream-already-linked = Tài khoản của bạn đã được liên kết với nhà cung cấp này bằng một thông tin đăng nhập khác. Hãy hủy liên kết đó trước.
upstream-disabled = Tài khoản này đã bị vô hiệu hóa.
upstream-reauthenticate = Hãy đăng nhập lại trên trang tài khoản của bạn, sau đó liên kết nhà cung cấp.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Tạo tài khoản của bạn
signup-lead = Chúng tôi sẽ gửi cho bạn một email để xác nhận địa chỉ.
signup-email = Địa chỉ email
signup-password = Mật khẩu (ít nhất 10 ký tự)
signup-name = Tên (không bắt buộc)
signup-button = Tạo tài khoản
signup-closed-title = Đã đóng đăng ký
signup-closed-text = Tài khoản mới do nhà vận hành dịch vụ này tạo. Hãy đề nghị họ tạo cho bạn một tài khoản.
signup-sent-title = Kiểm tra email của bạn
signup-sent-text = Chúng tôi đã gửi một email để xác nhận địa chỉ của bạn. Hãy mở đường liên kết trong email; bạn đã có thể đăng nhập ngay.
signup-sent-continue-text = Chúng tôi đã gửi một email để xác nhận địa chỉ của bạn. Bạn có thể đăng nhập và tiếp tục ngay bây giờ.
signup-sent-continue = Đăng nhập và tiếp tục

## Address confirmation page (opened from the mailed link)

verify-title = Xác nhận địa chỉ email của bạn
verify-lead = Hãy xác nhận rằng địa chỉ email này là của bạn để tài khoản của bạn có thể sử dụng nó. Nếu bạn không tạo tài khoản hoặc không đổi địa chỉ tại đây, đừng xác nhận: hãy đóng trang này.
verify-button = Xác nhận địa chỉ của tôi
verify-done-title = Đã xác nhận địa chỉ email
verify-done-text = Cảm ơn bạn: địa chỉ email của bạn đã được xác nhận. Bạn có thể đóng trang này.

## Password reset request page

forgot-title = Bạn quên mật khẩu?
forgot-lead = Nhập địa chỉ email của bạn. Nếu địa chỉ này có tài khoản, chúng tôi sẽ gửi cho bạn một đường liên kết để đặt mật khẩu mới.
forgot-email = Địa chỉ email
forgot-button = Gửi đường liên kết
forgot-sent-title = Kiểm tra email của bạn
forgot-sent-text = Nếu địa chỉ này có tài khoản, một email chứa đường liên kết để đặt mật khẩu mới đang được gửi đến. Đường liên kết có hiệu lực trong 30 phút.

## New password page (opened from the mailed link)

reset-title = Đặt mật khẩu mới
reset-lead = Chọn mật khẩu dài từ 10 đến 256 ký tự. Mọi thiết bị đang đăng nhập vào tài khoản của bạn sẽ bị đăng xuất.
reset-password = Mật khẩu mới
reset-button = Đặt mật khẩu
reset-done-title = Đã đặt mật khẩu
reset-done-text = Mật khẩu mới của bạn đã được đặt và mọi thiết bị từng đăng nhập đều đã bị đăng xuất. Hãy đăng nhập lại bằng mật khẩu mới.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Đã lưu hồ sơ của bạn.
account-password-changed = Đã đổi mật khẩu của bạn; mọi thiết bị khác đã bị đăng xuất.
account-email-requested = Nếu có thể dùng địa chỉ đó, một đường liên kết xác nhận đang được gửi đến địa chỉ ấy: địa chỉ của bạn sẽ thay đổi khi đường liên kết được dùng.
account-session-signed-out = Phiên đó đã được đăng xuất.
account-others-signed-out = Mọi phiên khác đã được đăng xuất.
account-console-needs-factor = Bảng điều khiển vận hành yêu cầu yếu tố thứ hai: hãy thêm ứng dụng xác thực hoặc khóa truy cập bên dưới, sau đó đăng nhập lại bằng yếu tố đó.
account-form-expired = Biểu mẫu này đã hết hạn. Vui lòng thử lại.
account-login-lead = để xem và thay đổi tài khoản của bạn
account-sign-in-again-lead = lại để thay đổi cách bạn đăng nhập
account-sign-in-again = Để bảo mật, hãy đăng nhập lại (bằng yếu tố thứ hai, nếu bạn có) trước khi thêm hoặc gỡ một cách đăng nhập.
account-second-step-purpose = để mở tài khoản của bạn
account-profile-name = Tên
account-profile-mobile = Số điện thoại di động
account-profile-picture = URL ảnh
account-profile-country-code = Mã quốc gia
account-profile-country = Quốc gia
account-profile-city = Thành phố
account-profile-postal-code = Mã bưu chính
account-session-unknown-device = Thiết bị không xác định
account-session-unknown-app = ứng dụng không xác định
account-session-when = Đăng nhập lúc { $since } · hoạt động gần nhất { $active }
account-provider-not-linked = Nhà cung cấp đó chưa được liên kết với tài khoản của bạn.
account-last-sign-in-method = Đây là cách đăng nhập duy nhất của tài khoản bạn. Trước tiên, hãy thêm khóa truy cập hoặc đặt mật khẩu (Bạn quên mật khẩu?).
account-session-gone = Phiên đó không còn đăng nhập nữa.
account-wrong-password = Mật khẩu hiện tại không đúng.
account-too-many-passwords = Nhập sai mật khẩu quá nhiều lần. Hãy đợi vài phút rồi thử lại.
account-unknown-action = Trang này không thực hiện thao tác đó.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Đã gỡ ứng dụng xác thực.
factors-passkey-added = Đã thêm khóa truy cập của bạn: từ giờ bạn có thể dùng nó để đăng nhập.
factors-passkey-renamed = Đã đổi tên khóa truy cập.
factors-passkey-removed = Đã gỡ khóa truy cập.
factors-passkey-added-on = Đã thêm ngày { $date }
factors-passkey-last-used = dùng lần cuối ngày { $date }
factors-passkey-synced = đã đồng bộ
factors-wrong-code = Mã đó không đúng. Hãy kiểm tra đồng hồ của ứng dụng và nhập mã đang hiển thị.
factors-too-many-codes = Nhập sai mã quá nhiều lần. Hãy đợi vài phút rồi thử lại.
factors-totp-already = Đã thiết lập một ứng dụng xác thực.
factors-totp-nothing-pending = Không có ứng dụng xác thực nào đang được thiết lập. Hãy bắt đầu lại.
factors-totp-not-set-up = Chưa thiết lập ứng dụng xác thực nào.
factors-passkey-registered = Khóa truy cập đó đã được đăng ký.
factors-passkey-too-many = Tài khoản của bạn đã có số khóa truy cập tối đa: hãy gỡ bớt một khóa trước.
factors-passkey-too-many-attempts = Quá nhiều lần thử. Hãy đợi vài phút rồi thử lại.
factors-passkey-name-length = Tên khóa truy cập phải có từ 1 đến 64 ký tự.
factors-passkey-not-yours = Khóa truy cập đó không còn là của bạn.
factors-passkey-not-added = Không thể thêm khóa truy cập hoặc thao tác mất quá nhiều thời gian. Hãy thử lại.
factors-page-expired = Trang này đã hết hạn; hãy tải lại trang.
factors-sign-in-again = Hãy đăng nhập lại.
factors-passkeys-unavailable = Máy chủ này không hỗ trợ khóa truy cập.
factors-sign-in-to-add = Hãy đăng nhập lại để thêm khóa truy cập.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Đăng nhập bằng tài khoản khác
links-linked = Đã liên kết nhà cung cấp: từ giờ bạn có thể dùng nhà cung cấp này để đăng nhập vào tài khoản này.
links-unlinked = Đã hủy liên kết nhà cung cấp.
links-linked-on = đã liên kết { $date }
links-unlink = Hủy liên kết
links-link = Liên kết { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Ứng dụng có quyền truy cập
apps-allowed-on = đã cho phép { $date }
apps-remove = Thu hồi quyền truy cập
apps-removed = Đã thu hồi quyền truy cập của ứng dụng; ứng dụng đã bị đăng xuất.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Xóa tài khoản của bạn
delete-explain-lead = Bạn có thể tự xóa tài khoản của mình cùng mọi dữ liệu được lưu giữ về tài khoản đó.
delete-explain-sign-in = Đăng nhập: bằng mật khẩu, khóa truy cập hoặc nhà cung cấp bạn đã dùng để đăng ký ("Đăng nhập bằng …").
delete-explain-confirm = Xác nhận rằng tài khoản cần được xóa.
delete-explain-what = Những gì bị xóa: hồ sơ của bạn (tên, địa chỉ email, số điện thoại, ảnh, địa điểm), mật khẩu, mọi phiên cùng các thiết bị và địa điểm được ghi lại với phiên đó, yếu tố thứ hai, khóa truy cập, nhà cung cấp đăng nhập đã liên kết và mọi token đã cấp cho ứng dụng. Mọi thiết bị đều bị đăng xuất. Nhật ký bảo mật giữ các mục về bạn dưới một tên ngẫu nhiên, không kèm địa chỉ IP, trong tối đa { $days } ngày.
delete-explain-now = Khi nào: ngay lập tức. Một email xác nhận sẽ được gửi đến địa chỉ email của bạn.
delete-explain-later = Khi nào: { $days } ngày sau khi bạn yêu cầu; nếu đăng nhập trước thời điểm đó, tài khoản sẽ được giữ lại. Một email xác nhận sẽ được gửi đến địa chỉ email của bạn.
delete-explain-apps = Các ứng dụng cũng có thể xóa tài khoản trong phần cài đặt của chúng.
delete-explain-link = Đăng nhập và xóa tài khoản của bạn
delete-login-lead = để xóa tài khoản của bạn
delete-confirm-what = Thao tác này sẽ xóa hồ sơ, các phiên, yếu tố thứ hai, khóa truy cập và nhà cung cấp đã liên kết của bạn, đồng thời đăng xuất bạn trên mọi thiết bị.
delete-confirm-later = Tài khoản sẽ bị xóa sau { $days } ngày; nếu đăng nhập trước thời điểm đó, tài khoản sẽ được giữ lại.
delete-confirm-now = Bạn không thể hoàn tác thao tác này.
delete-confirm-check = Xóa tài khoản của tôi và mọi dữ liệu được lưu giữ về tài khoản đó
delete-confirm-button = Xóa tài khoản của tôi
delete-confirm-keep = Giữ tài khoản của tôi
delete-done-title = Đã xóa tài khoản
delete-done = Tài khoản của bạn và mọi dữ liệu được lưu giữ về tài khoản đó đã bị xóa. Một email xác nhận đang được gửi đến địa chỉ email của bạn.
delete-scheduled-title = Đã lên lịch xóa tài khoản
delete-scheduled = Mọi phiên đã kết thúc. Tài khoản của bạn sẽ bị xóa vào ngày { $date }; hãy đăng nhập trước ngày đó nếu muốn giữ lại tài khoản.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Ngôn ngữ
account-language-help = Ngôn ngữ của các trang dành cho tài khoản này và của các email gửi đến tài khoản.
account-language-save = Lưu ngôn ngữ
account-language-saved = Đã lưu ngôn ngữ của bạn.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Bảng điều khiển
console-nav-signed-in = Bảng điều khiển · đã đăng nhập với tư cách { $email } ({ $role })
console-nav-your-account = Tài khoản của bạn
console-nav-label = Bảng điều khiển
console-nav-overview = Tổng quan
console-nav-users = Người dùng
console-nav-organizations = Tổ chức
console-nav-clients = Ứng dụng khách
console-nav-apis = API
console-nav-webhooks = Webhook
console-nav-audit = Nhật ký kiểm tra
console-nav-keys = Khóa
console-nav-settings = Cài đặt

console-frame-role-admin = quản trị viên
console-frame-role-support = hỗ trợ
console-frame-role-viewer = người xem
console-frame-role-none = không có
console-frame-table-empty = { $caption }: không có.
console-frame-age-days = { $count } ngày
console-frame-age-hours = { $count } giờ
console-frame-age-minutes = { $count } phút

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Vai trò của bạn trong bảng điều khiển không cho phép mở trang này. Hãy hỏi quản trị viên nếu bạn cần.
console-gate-form-expired = Biểu mẫu này đã hết hạn hoặc không được gửi từ bảng điều khiển. Hãy mở lại trang và thực hiện lại.
console-gate-change-not-allowed = Vai trò của bạn trong bảng điều khiển không cho phép thay đổi này.
console-gate-no-role = Tài khoản của bạn không có vai trò nào trong bảng điều khiển. Quản trị viên có thể cấp cho bạn một vai trò.
console-gate-not-allowed-title = Không được phép
console-gate-not-found-title = Không tìm thấy
console-gate-not-done-title = Chưa thực hiện
console-gate-sign-in-again-lead = lại, bằng yếu tố thứ hai, để mở bảng điều khiển
console-gate-needs-second-factor = Bảng điều khiển yêu cầu đăng nhập bằng yếu tố thứ hai (ứng dụng xác thực hoặc khóa truy cập).
console-gate-no-such-user = Không có người dùng này.
console-gate-no-such-client = Không có ứng dụng khách này.
console-gate-no-such-api = Không có API này.
console-gate-no-such-webhook = Không có webhook này.
console-gate-no-such-delivery = Không có lượt gửi này.
console-gate-no-such-session = Không có phiên này.
console-gate-no-such-link = Không có liên kết này.
console-gate-no-such-organization = Không có tổ chức này.
console-gate-no-such-domain = Không có miền này.
console-gate-no-such = Không có { $what } này.
console-gate-duplicate-email = Đã có người dùng với email đó.
console-gate-last-sign-in-method = Liên kết này là cách đăng nhập cuối cùng của tài khoản: hãy đặt mật khẩu trước.
console-gate-api-exists = Đã có API với mã định danh đó.
console-gate-disable-client-first = Hãy vô hiệu hóa ứng dụng khách trước khi xóa.

## The console's overview page.

console-overview-title = Tổng quan
console-overview-find-user = Tìm người dùng
console-overview-accounts = Tài khoản
console-overview-live-sessions = Phiên đang hoạt động
console-overview-sign-ins = Lượt đăng nhập, 24 giờ
console-overview-failed-sign-ins = Lượt đăng nhập thất bại, 24 giờ
console-overview-lockouts = Đang bị khóa
console-overview-failing-deliveries = Lượt gửi webhook đang lỗi
console-overview-chart-heading = Lượt đăng nhập trong 24 giờ qua
console-overview-counted = Thống kê lúc { $at } (số liệu chậm tối đa một phút).
console-overview-chart-label = Lượt đăng nhập mỗi giờ trong 24 giờ qua: { $succeeded } thành công, { $failed } thất bại
console-overview-chart-hour = { $time }: { $succeeded } thành công, { $failed } thất bại
console-overview-chart-start = 24 giờ trước
console-overview-chart-end = bây giờ
console-overview-legend-succeeded = thành công ({ $count })
console-overview-legend-failed = thất bại ({ $count })
console-overview-keys-heading = Khóa ký
console-overview-keys-caption = Khóa ký, mới nhất trước
console-overview-key = Khóa
console-overview-algorithm = Thuật toán
console-overview-state = Trạng thái
console-overview-age = Thời gian tồn tại
console-overview-signing-for = Thời gian ký
console-overview-key-pending = đang chờ
console-overview-key-active = đang hoạt động
console-overview-key-retired = đã ngừng dùng
console-overview-keys-link = Khóa và xoay vòng khóa

## The console's users list.

console-users-title = Người dùng
console-users-deleted = Đã xóa người dùng.
console-users-search-label = Địa chỉ, tên hoặc ID người dùng
console-users-search = Tìm kiếm
console-users-search-help = Địa chỉ khớp từ đầu chuỗi, tên khớp từ đầu bất kỳ từ nào; ID phải khớp toàn bộ.
console-users-caption = Người dùng, cũ nhất trước
console-users-matching = Người dùng khớp với “{ $query }”
console-users-address = Địa chỉ
console-users-name = Tên
console-users-verified = Đã xác minh
console-users-state = Trạng thái
console-users-created = Ngày tạo
console-users-yes = có
console-users-no = không
console-users-enabled = đã kích hoạt
console-users-disabled = đã vô hiệu hóa
console-users-next-page = Trang tiếp theo

## The console's page of one user.

console-user-done-disabled = Đã vô hiệu hóa người dùng: mọi phiên đã kết thúc.
console-user-done-enabled = Đã kích hoạt lại người dùng: họ có thể đăng nhập trở lại.
console-user-done-signed-out = Mọi phiên của người dùng đã kết thúc.
console-user-done-session-ended = Phiên đã kết thúc.
console-user-done-factors-reset = Đã gỡ các yếu tố thứ hai của người dùng; họ đã được thông báo qua email.
console-user-done-verification-sent = Email xác minh đang được gửi đi.
console-user-done-role = Đã thay đổi vai trò.
console-user-why-heading = Vì sao người dùng này không đăng nhập được?
console-user-nothing-stops = Hiện không có gì ngăn người dùng này đăng nhập.
console-user-reason-disabled = Tài khoản đã bị nhà vận hành vô hiệu hóa.
console-user-reason-unverified = Địa chỉ chưa được xác minh: việc đăng nhập bằng mật khẩu bị từ chối cho đến khi đường liên kết trong email xác minh được dùng.
console-user-reason-locked-password = Bị khóa sau nhiều lần nhập sai mật khẩu từ { $ip } cho đến { $until } (khoảng { $minutes } phút; giới hạn tần suất đăng nhập).
console-user-reason-locked-second-step = Bước thứ hai bị khóa sau nhiều lần nhập sai mã cho đến { $until } (khoảng { $minutes } phút; giới hạn tần suất yếu tố thứ hai).
console-user-reason-passkey-only = Tài khoản không có mật khẩu: chỉ đăng nhập được bằng khóa truy cập (hoặc sau khi đặt lại mật khẩu).
console-user-reason-providers-only = Tài khoản không có mật khẩu: chỉ đăng nhập được qua { $providers } (hoặc sau khi đặt lại mật khẩu).
console-user-reason-second-factor-due = Chưa thiết lập yếu tố thứ hai nào, trong khi { $clients } yêu cầu đăng nhập hai yếu tố: người dùng phải thêm một yếu tố trước.
console-user-reason-deletion-scheduled = Người dùng đã yêu cầu xóa tài khoản: tài khoản sẽ bị xóa vào { $date } trừ khi họ đăng nhập trước đó.
console-user-profile = Hồ sơ
console-user-id = ID người dùng
console-user-address = Địa chỉ
console-user-verified = Đã xác minh
console-user-state = Trạng thái
console-user-name = Tên
console-user-mobile = Di động
console-user-place = Địa điểm
console-user-created = Ngày tạo
console-user-console-role = Vai trò trong bảng điều khiển
console-user-sessions = Phiên
console-user-sessions-caption = Phiên đang hoạt động, gần đây nhất trước
console-user-device = Thiết bị
console-user-ip-and-place = IP và địa điểm
console-user-signed-in = Đăng nhập lúc
console-user-last-active = Hoạt động gần nhất
console-user-methods = Phương thức
console-user-end-column = Kết thúc
console-user-end-session = Kết thúc
console-user-unknown-device = Thiết bị không xác định
console-user-second-factors = Yếu tố thứ hai
console-user-authenticator-app = Ứng dụng xác thực
console-user-recovery-codes-left = Mã khôi phục còn lại
console-user-passkeys = Khóa truy cập
console-user-factor-none = không có
console-user-totp-since = từ { $date }
console-user-providers-and-apps = Nhà cung cấp và ứng dụng
console-user-links-caption = Nhà cung cấp đã liên kết
console-user-provider = Nhà cung cấp
console-user-address-given = Địa chỉ được cung cấp
console-user-linked = Đã liên kết
console-user-consents-caption = Sự đồng ý cấp cho ứng dụng bên thứ ba
console-user-client = Ứng dụng khách
console-user-scopes = Phạm vi
console-user-allowed = Đã cho phép
console-user-recent-events = Sự kiện gần đây
console-user-events-caption = Các sự kiện kiểm tra mới nhất về người dùng
console-user-when = Thời điểm
console-user-type = Loại
console-user-actor = Người thực hiện
console-user-ip = IP
console-user-every-event = Mọi sự kiện về người dùng
console-user-actions = Thao tác
console-user-disable = Vô hiệu hóa
console-user-enable = Kích hoạt
console-user-sign-out-everywhere = Đăng xuất khỏi mọi nơi
console-user-resend-verification = Gửi lại email xác minh
console-user-reset-factors = Đặt lại yếu tố thứ hai
console-user-reset-factors-confirm = Gỡ ứng dụng xác thực, mã khôi phục và khóa truy cập
console-user-delete = Xóa người dùng
console-user-delete-confirm = Xóa ngay tài khoản này cùng mọi dữ liệu về nó
console-user-role-heading = Vai trò trong bảng điều khiển
console-user-role-label = Vai trò
console-user-set-role = Đặt vai trò
console-user-role-help = Vai trò người xem đọc được mọi trang; vai trò hỗ trợ còn có thể vô hiệu hóa và kích hoạt lại người dùng, đăng xuất họ, đặt lại yếu tố thứ hai và gửi lại email xác minh; quản trị viên làm được mọi việc.
console-user-unknown-action = Trang này không thực hiện thao tác đó.
console-user-not-on-this-user = Không áp dụng cho người dùng này: dưới cấp quản trị viên, nhà vận hành chỉ thao tác trên người dùng không có vai trò, và không ai được thay đổi vai trò, trạng thái, yếu tố hay tài khoản của chính mình tại đây.
console-user-tick-to-confirm = Đánh dấu vào ô để xác nhận, rồi thực hiện lại.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Ứng dụng khách
console-client-list-caption = Ứng dụng khách, cũ nhất trước
console-client-name = Tên
console-client-kind = Loại
console-client-state = Trạng thái
console-client-registered = Ngày đăng ký
console-client-kind-public = công khai
console-client-kind-confidential = bảo mật
console-client-state-enabled = đã kích hoạt
console-client-state-disabled = đã vô hiệu hóa
console-client-register-heading = Đăng ký ứng dụng khách
console-client-register = Đăng ký
console-client-registered-notice = Đã đăng ký ứng dụng khách.
console-client-deleted = Đã xóa ứng dụng khách.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI chuyển hướng, mỗi dòng một URI
console-client-scopes-field = Phạm vi (để trống: openid email profile authorization)
console-client-package-names-field = Tên gói Android, mỗi dòng một tên
console-client-app-origins-field = Nguồn gốc ứng dụng cho khóa truy cập, mỗi dòng một nguồn
console-client-logout-uri-field = URI đăng xuất qua kênh phụ (back-channel)
console-client-organization-field = Tổ chức của bên nhận Shared Signals (slug hoặc ID)
console-client-flag-public = Công khai (ứng dụng trình duyệt hoặc ứng dụng gốc: không có khóa bí mật, dùng PKCE)
console-client-flag-resource-server = Máy chủ tài nguyên (có thể kiểm tra token)
console-client-flag-client-credentials = Có thể lấy token cho chính mình (client_credentials)
console-client-flag-rotate-refresh-tokens = Xoay vòng refresh token
console-client-flag-require-mfa = Chỉ đăng nhập hai yếu tố
console-client-flag-require-par = Chỉ chấp nhận yêu cầu ủy quyền đẩy (PAR)
console-client-flag-third-party = Bên thứ ba: người dùng phải đồng ý trước
console-client-flag-shared-signals = Bên nhận Shared Signals: duy trì một luồng sự kiện bảo mật

## Console: one client's page

console-client-saved = Đã lưu cài đặt của ứng dụng khách.
console-client-disabled-notice = Đã vô hiệu hóa ứng dụng khách: token của ứng dụng không còn hợp lệ.
console-client-granted = Đã lưu quyền được cấp.
console-client-secret-replaced = Đã thay khóa bí mật.
console-client-secret-heading = Khóa bí mật của ứng dụng khách
console-client-secret-once = Hãy sao chép ngay: khóa chỉ hiển thị lần này và không bao giờ hiển thị lại (chỉ lưu giá trị băm của khóa).
console-client-settings-heading = Cài đặt
console-client-yes = có
console-client-no = không
console-client-redirect-uris = URI chuyển hướng
console-client-scopes = Phạm vi
console-client-resource-server = Máy chủ tài nguyên
console-client-two-factor-only = Chỉ hai yếu tố
console-client-par-only = Chỉ PAR
console-client-third-party = Bên thứ ba
console-client-shared-signals = Bên nhận Shared Signals
console-client-changed = Thay đổi lúc
console-client-grants-heading = Quyền được cấp trên API
console-client-grants-caption = Các API mà ứng dụng khách này có thể tự gọi
console-client-api = API
console-client-api-identifier = Mã định danh API
console-client-grant = Cấp quyền
console-client-actions-heading = Thao tác
console-client-rotate-secret = Xoay vòng khóa bí mật
console-client-rotate-secret-confirm = Thay khóa bí mật: khóa cũ ngừng hoạt động ngay
console-client-disable = Vô hiệu hóa
console-client-disable-confirm = Vô hiệu hóa ứng dụng khách: token của ứng dụng sẽ không còn hợp lệ
console-client-delete = Xóa
console-client-delete-confirm = Xóa ứng dụng khách cùng mọi thứ đã cấp cho nó
console-client-edit-heading = Chỉnh sửa
console-client-save = Lưu
console-client-confirm-first = Đánh dấu vào ô để xác nhận, rồi thực hiện lại.
console-client-unknown-action = Trang này không thực hiện thao tác đó.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (chỉ báo tài nguyên)
console-api-identifier = Mã định danh
console-api-scopes = Phạm vi
console-api-registered-column = Ngày đăng ký
console-api-register-heading = Đăng ký API
console-api-identifier-field = Mã định danh (một URL https)
console-api-scopes-field = Phạm vi, phân tách bằng dấu cách
console-api-register = Đăng ký
console-api-registered = Đã đăng ký API.

## Console: the webhooks page

console-webhook-title = Webhook
console-webhook-list-caption = Điểm cuối webhook
console-webhook-endpoint = Điểm cuối (xem các lượt gửi)
console-webhook-events = Sự kiện
console-webhook-registered-column = Ngày đăng ký
console-webhook-remove = Gỡ
console-webhook-remove-confirm = Ngừng gửi đến điểm cuối này
console-webhook-secret-heading = Khóa bí mật để ký
console-webhook-secret-once = Hãy giao khóa này cho bên nhận ngay: khóa chỉ hiển thị lần này.
console-webhook-register-heading = Đăng ký điểm cuối
console-webhook-url = URL
console-webhook-events-field = Loại sự kiện, phân tách bằng dấu cách
console-webhook-register = Đăng ký
console-webhook-registered = Đã đăng ký điểm cuối.
console-webhook-removed = Đã gỡ điểm cuối.
console-webhook-confirm-first = Đánh dấu vào ô để xác nhận, rồi thực hiện lại.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Lượt gửi
console-webhook-deliveries-caption = Lượt gửi, mới nhất trước
console-webhook-delivery = Lượt gửi
console-webhook-event = Sự kiện
console-webhook-status = Trạng thái
console-webhook-attempts = Số lần thử
console-webhook-last-error = Lỗi gần nhất
console-webhook-replay = Gửi lại
console-webhook-replayed = Lượt gửi đã được đưa lại vào hàng đợi.
console-webhook-status-pending = đang chờ
console-webhook-status-delivered = đã gửi
console-webhook-status-failed = thất bại

## Console: the audit trail

console-audit-title = Nhật ký kiểm tra
console-audit-user-id = ID người dùng
console-audit-address = Địa chỉ
console-audit-type = Loại
console-audit-since = Từ (RFC 3339)
console-audit-until = Đến (RFC 3339)
console-audit-any-type = bất kỳ
console-audit-filter = Lọc
console-audit-caption = Sự kiện, mới nhất trước
console-audit-when = Thời điểm
console-audit-type-column = Loại
console-audit-actor = Người thực hiện
console-audit-user = Người dùng
console-audit-client = Ứng dụng khách
console-audit-ip = IP
console-audit-older = Sự kiện cũ hơn

## Console: the signing keys

console-keys-title = Khóa
console-keys-caption = Bộ khóa, mới nhất trước
console-keys-key = Khóa
console-keys-algorithm = Thuật toán
console-keys-state = Trạng thái
console-keys-made = Ngày tạo
console-keys-age = Thời gian tồn tại
console-keys-signing-since = Ký từ
console-keys-retired = Ngừng dùng
console-keys-state-pending = đang chờ
console-keys-state-active = đang hoạt động
console-keys-state-retired = đã ngừng dùng
console-keys-rotate-heading = Xoay vòng
console-keys-rotate-help = Việc xoay vòng gồm hai bước: bước đầu công bố một khóa id_token mới trong JWKS, bước thứ hai đưa khóa đó vào ký (và thay khóa access-token). Các khóa cũ vẫn dùng để xác minh cho đến khi token cuối cùng của chúng hết hạn.
console-keys-rotate = Xoay vòng
console-keys-rotate-confirm = Xoay vòng các khóa ký
console-keys-published = Đã công bố một khóa id_token mới: lần xoay vòng tiếp theo sẽ đưa khóa này vào ký.
console-keys-activated = Khóa đã công bố hiện dùng để ký id_token, cùng với một khóa access-token mới.
console-keys-not-done = Chưa thực hiện
console-keys-confirm-first = Đánh dấu vào ô để xác nhận, rồi thực hiện lại.

## Console: the settings

console-settings-title = Cài đặt
console-settings-effective-heading = Cấu hình đang áp dụng
console-settings-effective-help = Sau khi áp dụng tệp, biến môi trường và giá trị mặc định; các giá trị bí mật được che.
console-settings-caption = Cài đặt
console-settings-setting = Cài đặt
console-settings-value = Giá trị
console-settings-upstream-heading = Nhà cung cấp đăng nhập bên ngoài
console-settings-providers-caption = Nhà cung cấp
console-settings-provider-id = ID
console-settings-provider-button = Nút
console-settings-provider-last-error = Lỗi gần nhất trên phiên bản này
console-settings-no-trouble = không có lỗi kể từ khi khởi động
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Nếu dùng ứng dụng, hãy nhập mã này: { $token }
mail-set-password-button = Đặt mật khẩu mới
mail-open-account-button = Mở tài khoản của bạn

## Verification of a new account's address

mail-verification-subject = Xác nhận địa chỉ email của bạn
mail-verification-welcome = Chào mừng bạn! Vui lòng xác nhận rằng đây là địa chỉ email của bạn.
mail-verification-link-hours = Đường liên kết có hiệu lực trong { $hours } giờ và chỉ dùng được một lần.
mail-verification-ignore = Nếu bạn không tạo tài khoản, hãy bỏ qua email này.
mail-verification-button = Xác nhận địa chỉ của tôi

## Moving an account to a new address: the mail to the new address

mail-change-subject = Xác nhận địa chỉ email mới của bạn
mail-change-confirm = Vui lòng xác nhận rằng từ giờ tài khoản của bạn sẽ dùng địa chỉ email này.
mail-change-link-hours = Đường liên kết có hiệu lực trong { $hours } giờ và chỉ dùng được một lần; cho đến lúc đó, địa chỉ cũ của bạn vẫn được giữ nguyên.
mail-change-ignore = Nếu bạn không yêu cầu việc này, hãy bỏ qua email: sẽ không có gì thay đổi.
mail-change-button = Dùng địa chỉ này

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Thay đổi địa chỉ email của tài khoản bạn
mail-change-notice-asked = Một người đã đăng nhập vào tài khoản của bạn đã yêu cầu chuyển tài khoản sang { $address }.
mail-change-notice-until = Tài khoản chỉ được chuyển khi đường liên kết gửi đến địa chỉ đó được dùng; cho đến lúc đó, địa chỉ này vẫn được giữ nguyên.
mail-change-notice-not-you = Nếu đó không phải là bạn, hãy đặt mật khẩu mới ngay: thao tác này sẽ kết thúc mọi phiên và vô hiệu hóa đường liên kết.

## To an address that tried to register again

mail-registered-subject = Bạn đã có tài khoản
mail-registered-tried = Ai đó đã cố tạo tài khoản bằng địa chỉ email này, trong khi địa chỉ này đã có tài khoản.
mail-registered-if-you = Nếu đó là bạn, hãy đăng nhập, hoặc đặt mật khẩu mới nếu bạn quên mật khẩu.
mail-registered-not-you = Nếu đó không phải là bạn, hãy bỏ qua email này: không có gì thay đổi.

## Password reset

mail-reset-subject = Đặt mật khẩu mới
mail-reset-asked = Ai đó đã yêu cầu đặt mật khẩu mới cho tài khoản của bạn.
mail-reset-link-minutes = Đường liên kết có hiệu lực trong { $minutes } phút và chỉ dùng được một lần; một yêu cầu mới hơn sẽ thay thế nó.
mail-reset-not-you = Nếu đó không phải là bạn, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.

## Notices: a second factor changed

mail-totp-added-subject = Đã thêm một ứng dụng xác thực
mail-totp-added-body = Một ứng dụng xác thực đã được thêm vào tài khoản của bạn làm yếu tố thứ hai.
mail-totp-removed-subject = Ứng dụng xác thực của bạn đã bị gỡ
mail-totp-removed-body = Ứng dụng xác thực đã bị gỡ khỏi tài khoản của bạn: giờ đây bạn chỉ cần mật khẩu để đăng nhập.
mail-passkey-added-subject = Đã thêm một khóa truy cập
mail-passkey-added-body = Một khóa truy cập đã được thêm vào tài khoản của bạn: khóa này cho phép đăng nhập mà không cần mật khẩu.
mail-passkey-removed-subject = Đã gỡ một khóa truy cập
mail-passkey-removed-body = Một khóa truy cập đã bị gỡ khỏi tài khoản của bạn: khóa này không còn dùng để đăng nhập được nữa.
mail-recovery-used-subject = Đã dùng một mã khôi phục
mail-recovery-used-body = Một mã khôi phục đã được dùng để đăng nhập vào tài khoản của bạn; còn { $left } mã chưa dùng.
mail-factor-not-you = Nếu đó không phải là bạn, hãy đổi mật khẩu và đăng xuất khỏi mọi nơi trên trang tài khoản của bạn.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } đã được liên kết với tài khoản của bạn
mail-linked-body = Tài khoản của bạn đã được liên kết với một tài khoản { $provider }: giờ đây, đăng nhập bằng { $provider } sẽ mở tài khoản này.
mail-unlinked-subject = { $provider } đã bị hủy liên kết khỏi tài khoản của bạn
mail-unlinked-body = Tài khoản của bạn đã bị hủy liên kết khỏi { $provider }: đăng nhập bằng { $provider } không còn mở tài khoản này nữa.
mail-link-not-you = Nếu đó không phải là bạn, hãy đổi mật khẩu, đăng xuất khỏi mọi nơi và hủy liên kết nhà cung cấp trên trang tài khoản của bạn.

## Account deleted

mail-deleted-subject = Tài khoản của bạn đã bị xóa
mail-deleted-body = Tài khoản của bạn và mọi dữ liệu được lưu giữ về tài khoản đó đã bị xóa, và mọi phiên của tài khoản đã kết thúc.
mail-deleted-register-again = Địa chỉ này có thể đăng ký lại; không có gì của tài khoản cũ được khôi phục.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Tài khoản của bạn sẽ bị xóa
mail-deletion-due = Tài khoản của bạn sẽ bị xóa vào ngày { $date }; mọi phiên của tài khoản đã kết thúc.
mail-deletion-keep = Để giữ tài khoản, hãy đăng nhập lại trước ngày đó. Nếu bạn không yêu cầu việc này, hãy đăng nhập và đổi mật khẩu.
mail-deletion-button = Đăng nhập để giữ tài khoản

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Tham gia { $organization }
mail-invitation-body = Bạn được mời tham gia { $organization }. Hãy mở đường liên kết để chấp nhận: đăng nhập bằng địa chỉ này hoặc tạo tài khoản bằng địa chỉ này.
mail-invitation-expiry = Đường liên kết có hiệu lực trong { $days } ngày.
mail-invitation-ignore = Nếu bạn không biết tổ chức này, hãy bỏ qua email: sẽ không có gì xảy ra trừ khi bạn chấp nhận.
mail-invitation-button = Xem lời mời
console-organizations-title = Tổ chức
console-organizations-name = Tên
console-organizations-slug = Slug
console-organizations-enabled = Đã kích hoạt
console-organizations-mfa = Yếu tố thứ hai
console-organizations-new = Tổ chức mới
console-organizations-create = Tạo tổ chức
console-organizations-created = Đã tạo tổ chức.
console-organization-saved = Đã lưu các quy tắc của miền.
console-organization-id = ID
console-organization-members = Thành viên
console-organization-roles = Vai trò
console-organization-managed = Được quản lý
console-organization-break-glass = Truy cập khẩn cấp
console-organization-invitations = Lời mời đang chờ
console-organization-expires = Hết hạn
console-organization-domains = Miền
console-organization-domain = Miền
console-organization-state = Trạng thái
console-organization-rules = Quy tắc
console-organization-save-rules = Lưu
console-organization-sign-in = Hình thức đăng nhập riêng
console-organization-no-sign-in = Tổ chức không có hình thức đăng nhập riêng: thành viên đăng nhập bằng mật khẩu hoặc khóa truy cập của họ.
organization-admin-title = { $organization }: cài đặt tổ chức
organization-admin-lead = Bạn quản lý tổ chức này với tư cách { $email }.
organization-admin-none = Chưa có gì ở đây.
organization-admin-members = Thành viên
organization-admin-remove = Xóa
organization-admin-yes = Có
organization-admin-no = Không
organization-admin-email = Địa chỉ email
organization-admin-roles = Vai trò
organization-admin-managed = Được quản lý bởi hình thức đăng nhập của tổ chức
organization-admin-action = Thao tác
organization-admin-invitations = Lời mời đang chờ
organization-admin-revoke = Thu hồi
organization-admin-expires = Hết hạn
organization-admin-invite = Mời người khác
organization-admin-role = Vai trò
organization-admin-invite-button = Gửi lời mời
organization-admin-domains = Miền
organization-admin-domains-lead = Hãy xác nhận quyền sở hữu miền email của công ty, công bố bản ghi TXT được hiển thị, sau đó xác minh miền. Các địa chỉ thuộc miền đã xác minh có thể đăng nhập qua hình thức đăng nhập của tổ chức bạn.
organization-admin-verify = Xác minh
organization-admin-verified = Đã xác minh
organization-admin-pending = Đang chờ
organization-admin-domain = Miền
organization-admin-state = Trạng thái
organization-admin-record = Bản ghi cần công bố
organization-admin-add-domain = Thêm miền
organization-admin-sign-in = Hình thức đăng nhập của tổ chức bạn
organization-admin-no-sign-in = Mọi người trong tổ chức bạn đăng nhập bằng mật khẩu của họ. Hãy thiết lập nhà cung cấp OpenID của riêng bạn (Okta, Entra ID, Google Workspace…) để họ đăng nhập qua đó.
organization-admin-issuer = URL bên phát hành
organization-admin-client-id = ID ứng dụng khách
organization-admin-client-secret = Khóa bí mật ứng dụng khách
organization-admin-redirect-uri = URI chuyển hướng cần đăng ký tại nhà cung cấp của bạn
organization-admin-save-sign-in = Lưu hình thức đăng nhập
organization-admin-sign-in-title = Hãy đăng nhập trước
organization-admin-sign-in-text = Hãy đăng nhập trên trang tài khoản của bạn, sau đó mở lại trang này.
organization-admin-sign-in-link = Đến tài khoản của bạn
organization-admin-unknown-title = Không tìm thấy tổ chức
organization-admin-unknown-text = Không có tổ chức nào ở đây do bạn quản lý.
organization-admin-unknown-change = Trang này không thực hiện thay đổi đó.
organization-admin-scim = Cung cấp người dùng tự động (SCIM)
organization-admin-scim-lead = Thư mục người dùng của bạn (Okta, Entra ID, Google Workspace…) sẽ thêm, thay đổi và xóa người dùng cũng như nhóm của bạn tại đây qua SCIM 2.0. Hãy cung cấp cho nó URL cơ sở và token của một kết nối.
organization-admin-scim-base-url = URL cơ sở
organization-admin-scim-made = Ngày tạo
organization-admin-scim-last-used = Dùng lần cuối
organization-admin-scim-never = Chưa bao giờ
organization-admin-scim-old-token = Token cũ có hiệu lực đến
organization-admin-scim-rotate = Token mới
organization-admin-scim-make = Tạo kết nối
organization-admin-scim-token-title = Token của thư mục người dùng
organization-admin-scim-token-text = Hãy sao chép ngay URL cơ sở và token vào thư mục người dùng của bạn: token sẽ không hiển thị lại. Token cũ (nếu có) vẫn có hiệu lực thêm một ngày.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Thu hồi kết nối: token của kết nối ngừng hoạt động ngay
invitation-title = Tham gia { $organization }
invitation-join-lead = Bạn được mời tham gia { $organization } với địa chỉ { $email }.
invitation-join-button = Tham gia
invitation-sign-up-lead = Bạn được mời tham gia { $organization }. Hãy tạo tài khoản bằng { $email } để tham gia: lời mời cho thấy địa chỉ này là của bạn.
invitation-name = Tên của bạn
invitation-password = Chọn mật khẩu (ít nhất 10 ký tự)
invitation-sign-up-button = Tạo tài khoản và tham gia
invitation-other-account = Lời mời này dành cho { $email }, nhưng bạn đang đăng nhập với tư cách { $current }. Hãy đăng xuất, sau đó mở lại đường liên kết.
invitation-sign-in-first = Lời mời này dành cho { $email }, địa chỉ đã có tài khoản ở đây. Hãy đăng nhập bằng địa chỉ đó trên trang tài khoản của bạn, sau đó mở lại đường liên kết.
invitation-sign-in-as-invitee = Trước tiên, hãy đăng nhập bằng địa chỉ được mời.
invitation-unusable-title = Không thể dùng lời mời này
invitation-unusable-text = Lời mời đã được dùng, đã bị thu hồi, đã bị thay bằng lời mời mới hơn hoặc đã hết hạn. Hãy đề nghị tổ chức gửi lời mời mới.
invitation-joined-title = Bạn đã tham gia { $organization }
invitation-joined-text = Giờ bạn đã là thành viên: các ứng dụng bạn đăng nhập cho tổ chức này sẽ thấy điều đó.
invitation-joined-new-account = Tài khoản của bạn đã sẵn sàng và bạn đã là thành viên: hãy đăng nhập bằng địa chỉ của bạn và mật khẩu bạn đã chọn.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Đã cấp token và refresh token
api-code-token = Đã cấp token
api-code-userdata = Dữ liệu người dùng
api-code-login-success = Đăng nhập thành công
api-code-auth-code = Đã cấp mã ủy quyền
api-code-id-token = Đã cấp id_token
api-code-logged-out = Đã đăng xuất; phiên và các token của phiên đã bị thu hồi
api-code-ok = Xong
api-code-alive = Đang hoạt động
api-code-ready = Sẵn sàng phục vụ
api-code-sessions = Các phiên đang hoạt động của bạn
api-code-export = Mọi dữ liệu được lưu giữ về tài khoản của bạn
api-code-email-change-requested = Nếu có thể dùng địa chỉ đó, một đường liên kết xác nhận đang được gửi đến địa chỉ ấy
api-code-account-deleted = Tài khoản của bạn và mọi dữ liệu được lưu giữ về tài khoản đó đã bị xóa; mọi phiên đã kết thúc
api-code-deletion-scheduled = Mọi phiên đã kết thúc và tài khoản của bạn sẽ bị xóa; hãy đăng nhập lại trước thời điểm đó nếu muốn giữ tài khoản
api-code-reauthentication-required = Hãy đăng nhập lại trước: thao tác này cần một lần đăng nhập trong vài phút gần đây
api-code-session-ended = Đã đăng xuất; phiên và các token của phiên đã bị thu hồi
api-code-password-changed = Đã đổi mật khẩu; mọi phiên khác và token của chúng đã bị thu hồi
api-code-registration-accepted = Đã nhận đăng ký; hãy kiểm tra email để xác nhận địa chỉ của bạn
api-code-email-verified = Đã xác minh địa chỉ email
api-code-reset-requested = Nếu địa chỉ này có tài khoản, một email chứa đường liên kết đặt lại đang được gửi đến
api-code-password-reset = Đã đặt mật khẩu; mọi phiên và token của chúng đã bị thu hồi
api-code-registration-closed = Đã đóng đăng ký; hãy đề nghị nhà vận hành cấp cho bạn một tài khoản
api-code-invalid-request = Yêu cầu không đúng định dạng
api-code-unsupported-grant-type = grant_type phải là code hoặc refresh_token
api-code-invalid-grant = Mã hoặc refresh_token không hợp lệ, đã hết hạn, đã bị thu hồi hoặc được cấp cho một ứng dụng khách khác
api-code-invalid-client = Xác thực ứng dụng khách không thành công
api-code-invalid-credentials = Email hoặc mật khẩu không đúng. Tài khoản mới chỉ đăng nhập được sau khi địa chỉ đã được xác nhận: hãy tìm đường liên kết trong email của bạn
api-code-mfa-required = Cần yếu tố thứ hai: hãy gửi mã từ ứng dụng xác thực hoặc một mã khôi phục
api-code-mfa-enrolment-required = Ứng dụng này yêu cầu đăng nhập hai yếu tố: hãy thiết lập ứng dụng xác thực hoặc khóa truy cập trên trang tài khoản của bạn, sau đó đăng nhập lại
api-code-passkey-options = Hãy chuyển các tùy chọn này cho trình xác thực
api-code-passkey-added = Đã thêm khóa truy cập
api-code-passkeys = Các khóa truy cập của bạn
api-code-links = Các nhà cung cấp đăng nhập đã liên kết của bạn
api-code-last-sign-in-method = Đây là cách đăng nhập cuối cùng của tài khoản: hãy đặt mật khẩu hoặc thêm khóa truy cập trước
api-code-insufficient-scope = Phạm vi của token không cho phép yêu cầu này
api-code-not-a-member = Bạn không thể đăng nhập cho tổ chức này: hãy đề nghị quản trị viên của tổ chức thêm bạn
api-code-sso-required = Tổ chức của bạn quản lý việc đăng nhập cho bạn: hãy tiếp tục tại ssoUrl
api-code-not-found = Không có tài nguyên này
api-code-method-not-allowed = Phương thức không được phép cho tài nguyên này
api-code-conflict = Đã tồn tại
api-code-payload-too-large = Nội dung yêu cầu quá lớn
api-code-rate-limited = Quá nhiều yêu cầu; hãy thử lại sau
api-code-server-error = Lỗi máy chủ nội bộ
api-code-service-unavailable = Dịch vụ tạm thời không khả dụng; hãy thử lại sau

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Cần có access token dạng `Authorization: Bearer <token>`; token này bị thiếu, không đúng định dạng hoặc đã bị thu hồi
api-busy = Quá nhiều lượt đăng nhập cùng lúc; hãy thử lại sau ít phút

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type phải là id_token hoặc token
api-token-type-grant = token_type phải là refresh_token hoặc token
api-token-type-refresh = token_type phải là token đối với grant_type refresh_token
api-client-secret-required = Cần có client_secret khi token_type là token
api-field-empty = { $field } không được để trống

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = mật khẩu quá dài
api-mfa-token-invalid = mfaToken không xác định, đã được dùng hoặc đã hết hạn: hãy đăng nhập lại
api-challenge-invalid = challengeId không xác định, đã được dùng hoặc đã hết hạn: hãy yêu cầu các tùy chọn khóa truy cập mới
api-mfa-code-or-passkey = Cần yếu tố thứ hai: hãy gửi mã từ ứng dụng xác thực, một mã khôi phục hoặc dùng khóa truy cập của bạn
api-mfa-passkey = Cần yếu tố thứ hai: hãy dùng khóa truy cập của bạn (login/passkey với mfaToken)
api-client-id-required = Cần có client_id
api-client-unknown = client_id không xác định hoặc đã bị vô hiệu hóa
api-redirect-uri-required = Cần có redirect_uri
api-redirect-uri-unregistered = redirect_uri chưa được đăng ký cho ứng dụng khách này
api-state-too-long = state quá dài

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Token không xác định, đã được dùng, đã hết hạn hoặc đã bị thay bằng token mới hơn
api-session-not-found = Không có phiên đang hoạt động nào của bạn có ID đó

## Native-app API: second factors and passkeys

api-authenticator-exists = Đã thiết lập một trình xác thực; hãy gỡ trình xác thực đó trước
api-authenticator-not-pending = Không có trình xác thực nào đang được thiết lập
api-authenticator-none = Chưa thiết lập trình xác thực nào
api-factor-code-wrong = Mã không đúng
api-reauthenticate-factors = Hãy đăng nhập lại (bằng yếu tố thứ hai, nếu bạn có) để thay đổi các yếu tố thứ hai
api-reauthenticate-passkeys = Hãy đăng nhập lại (bằng yếu tố thứ hai, nếu bạn có) để thay đổi các khóa truy cập
api-reauthenticate-sign-in = Hãy đăng nhập lại (bằng yếu tố thứ hai, nếu bạn có) để thay đổi cách bạn đăng nhập
api-passkeys-unavailable = máy chủ này không hỗ trợ khóa truy cập
api-passkey-not-found = không có khóa truy cập này
api-passkey-no-ceremony = không có lượt đăng ký khóa truy cập nào đang chờ; hãy yêu cầu các tùy chọn mới
api-passkey-rejected = không thể xác minh khóa truy cập
api-passkey-registered = khóa truy cập này đã được đăng ký
api-passkey-name-invalid = tên khóa truy cập phải có từ 1 đến { $max } ký tự và không chứa ký tự điều khiển hoặc ký tự định dạng hai chiều
api-passkeys-too-many = một tài khoản có tối đa { $max } khóa truy cập

## Native-app API: upstream identity providers

api-upstream-unknown = Không có nhà cung cấp đăng nhập nào có ID này
api-upstream-refused = id_token không được chấp nhận cho nhà cung cấp này
api-upstream-disabled = Tài khoản đã bị vô hiệu hóa
api-upstream-no-email = id_token không có địa chỉ email để tạo tài khoản
api-upstream-unverified-email = Nhà cung cấp không bảo đảm cho địa chỉ email trong id_token: hãy đăng ký bằng địa chỉ đó, sau đó liên kết nhà cung cấp
api-upstream-unreachable = Không thể kết nối với nhà cung cấp; hãy thử lại sau
api-upstream-email-taken = Đã có một tài khoản dùng địa chỉ này: hãy đăng nhập vào tài khoản đó và liên kết nhà cung cấp trên trang tài khoản
api-upstream-outside-domains = Hình thức đăng nhập của tổ chức chỉ cho phép đăng nhập bằng các địa chỉ thuộc những miền đã xác minh của tổ chức
api-upstream-unconfirmed-account = Đã có một tài khoản dùng địa chỉ này nhưng chưa bao giờ được xác nhận: hãy xác nhận, sau đó đăng nhập lại qua tổ chức
api-upstream-operator-account = Tài khoản của nhà vận hành đăng nhập bằng mật khẩu và yếu tố thứ hai riêng, không qua hình thức đăng nhập của tổ chức
api-link-not-found = Tài khoản không có liên kết với nhà cung cấp này

## Admin API

api-admin-key-required = API quản trị cần có `Authorization: Bearer <admin key>`
api-admin-status-once = status chỉ được xuất hiện tối đa một lần
api-admin-parameters-once = mỗi tham số chỉ được xuất hiện tối đa một lần
api-admin-duplicate-email = đã có người dùng với email đó
api-admin-user-not-found = không tìm thấy người dùng
api-admin-client-not-found = không tìm thấy ứng dụng khách
api-admin-api-not-found = không tìm thấy API
api-admin-session-not-found = không tìm thấy phiên
api-admin-delivery-not-found = không tìm thấy lượt gửi
api-admin-webhook-not-found = không tìm thấy webhook

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Hãy mở đường liên kết trong trình duyệt bạn đã dùng để đăng ký: ở nơi khác, bạn sẽ được yêu cầu nhập mật khẩu của tài khoản.
mail-change-where = Hãy mở đường liên kết trong trình duyệt bạn đã dùng để yêu cầu thay đổi hoặc trình duyệt bạn đang đăng nhập: ở nơi khác, bạn sẽ được yêu cầu nhập mật khẩu.
mail-not-yours-english = Nếu bạn không đăng ký hay yêu cầu việc này, đừng xác nhận: hãy bỏ qua email này và sẽ không có gì xảy ra.
verify-password-lead = Để xác nhận địa chỉ này tại đây, hãy nhập mật khẩu của tài khoản sở hữu địa chỉ. Nếu bạn đã đăng ký trong một ứng dụng, hãy nhập mã trong email vào ứng dụng đó. Nếu bạn không đăng ký hay yêu cầu việc này, đừng xác nhận: hãy đóng trang này.
verify-password = Mật khẩu của tài khoản
verify-password-needed = Hãy nhập mật khẩu của tài khoản để xác nhận địa chỉ trên trình duyệt này.
verify-wrong-password = Đó không phải là mật khẩu của tài khoản.

## After a password reset, every other way into the account

mail-reset-done-subject = Mật khẩu của bạn đã được đặt lại
mail-reset-done-body = Mật khẩu tài khoản của bạn vừa được đặt lại và mọi thiết bị từng đăng nhập đã bị đăng xuất.
mail-reset-done-still = Các mục sau vẫn có thể dùng để đăng nhập vào tài khoản của bạn:
mail-reset-done-remove = Nếu có mục nào không phải của bạn, hãy đăng nhập bằng mật khẩu mới và chọn "Gỡ tất cả trừ mật khẩu mới" trên trang tài khoản của bạn.
mail-reset-done-nothing-else = Không còn cách nào khác để đăng nhập vào tài khoản của bạn: chỉ có mật khẩu mới.
mail-reset-done-factor-not-yours = Nếu khi đăng nhập, bạn được yêu cầu một yếu tố thứ hai mà bạn không có, thì yếu tố đó không phải của bạn: hãy đề nghị bộ phận hỗ trợ của dịch vụ này gỡ nó.
mail-reset-done-not-you = Nếu bạn không đặt lại mật khẩu, ai đó có thể đọc được email của bạn: hãy bảo mật hộp thư trước, sau đó đặt mật khẩu mới thêm một lần nữa.
ways-in-passkey = Khóa truy cập "{ $name }"
ways-in-authenticator = Một ứng dụng xác thực
ways-in-recovery-codes = { $count } mã khôi phục chưa dùng
ways-in-link = Đăng nhập bằng { $provider }
ways-in-sessions = { $count } thiết bị khác đang đăng nhập (liệt kê bên dưới)
account-review-heading = Mật khẩu của bạn đã được đặt lại
account-review-lead = Mật khẩu của bạn đã được đặt lại vào { $date }. Các mục sau vẫn có thể dùng để đăng nhập vào tài khoản của bạn:
account-review-explain = Nếu có mục nào không phải của bạn, hãy gỡ tất cả: khi đó chỉ mật khẩu mới có thể đăng nhập, và mọi thiết bị khác sẽ bị đăng xuất. Sau đó bạn có thể thêm lại khóa truy cập hoặc ứng dụng xác thực.
account-review-remove = Gỡ tất cả trừ mật khẩu mới
account-review-keep = Tất cả đều là của tôi
account-review-gone = Không còn gì cần xem lại.
account-review-removed = Mọi thứ trừ mật khẩu mới của bạn đã bị gỡ, và mọi thiết bị khác đã bị đăng xuất.
account-review-kept = Đã ghi nhận: mọi thứ được giữ nguyên.

## The second step locked after wrong codes

mail-factor-locked-subject = Có người đã cố vượt qua yếu tố thứ hai của bạn
mail-factor-locked-body = Có người đã nhập mật khẩu của bạn, sau đó nhập sai năm mã yếu tố thứ hai. Việc đăng nhập vào tài khoản của bạn bị tạm dừng trong { $minutes } phút.
mail-factor-locked-not-you = Nếu đó không phải là bạn, ai đó đã biết mật khẩu của bạn: hãy đặt mật khẩu mới ngay.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = vai trò trong bảng điều khiển cần một địa chỉ đã xác minh: người dùng phải xác nhận địa chỉ trước
console-gate-unverified = Bảng điều khiển chỉ mở cho những nhà vận hành có địa chỉ đã được xác minh. Hãy xác nhận địa chỉ của bạn bằng đường liên kết trong email xác minh, sau đó mở lại bảng điều khiển.
console-gate-idle-lead = lại để mở bảng điều khiển
console-gate-idle = Bảng điều khiển đã không được dùng trong { $minutes } phút, vì vậy bạn cần đăng nhập lại. Bạn vẫn đăng nhập vào tài khoản của mình.
console-webhook-url-once = URL của điểm cuối, chỉ hiển thị đầy đủ lúc này (danh sách ẩn phần sau dấu "?", nơi có thể chứa token):
console-webhook-query-hidden = Phần sau dấu "?" trong URL của điểm cuối bị ẩn: phần đó có thể chứa token của bên nhận.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Gửi mã cho tôi qua email
page-code-ask-title = Đăng nhập bằng mã
page-code-ask-lead = Nhập địa chỉ email của bạn: chúng tôi sẽ gửi cho bạn một mã để đăng nhập, không cần mật khẩu.
page-code-ask-button = Gửi mã cho tôi qua email
page-code-invalid-email = Hãy nhập địa chỉ email đầy đủ, ví dụ name@example.com.
page-code-not-allowed = Ứng dụng này yêu cầu mật khẩu hoặc khóa truy cập: không hỗ trợ đăng nhập bằng mã gửi qua email tại đây.
page-code-title = Kiểm tra email của bạn
page-code-lead = Một email đang được gửi đến { $email }. Hãy nhập mã gồm sáu chữ số trong email: mã có hiệu lực trong { $minutes } phút và chỉ dùng được một lần.
page-code-field = Mã đăng nhập
page-code-name = Tên của bạn, nếu bạn là người mới
page-code-button = Đăng nhập
page-code-again = Gửi mã mới
page-code-wrong = Mã đó không đúng hoặc đã hết hiệu lực. Hãy kiểm tra email mới nhất hoặc yêu cầu mã mới.
page-code-link-title = Đăng nhập
page-code-link-lead = Đăng nhập vào tài khoản của bạn trên trình duyệt này.
page-code-link-button = Đăng nhập ngay
page-code-link-elsewhere-title = Hãy nhập mã này ở nơi bạn đã yêu cầu
page-code-link-elsewhere = Đường liên kết này được mở trong một trình duyệt hoặc ứng dụng khác với nơi đã yêu cầu nó. Hãy nhập mã này tại đó:
page-code-link-ended-title = Đường liên kết này đã hết hiệu lực
page-code-link-ended = Đường liên kết đã được dùng, đã bị thay bằng đường liên kết mới hơn hoặc đã quá cũ. Hãy yêu cầu mã mới ở nơi bạn đăng nhập.
api-sign-in-code-refused = Mã không đúng, đã được dùng, đã bị thay thế hoặc đã hết hạn: hãy yêu cầu mã mới
api-login-code-or-password = Hãy gửi mật khẩu hoặc mã, không gửi cả hai
api-code-code-sent = Một email chứa mã đăng nhập đang được gửi đến; mã có hiệu lực trong vài phút và chỉ dùng được một lần
api-code-sign-in-code-not-allowed = Không hỗ trợ đăng nhập bằng mã gửi qua email tại đây: hãy dùng mật khẩu hoặc khóa truy cập

## Mail: a sign-in code

mail-code-subject = Mã đăng nhập của bạn
mail-code-asked = Ai đó đã yêu cầu đăng nhập bằng địa chỉ này. Mã cần nhập là:
mail-code-minutes = Mã và đường liên kết bên dưới có hiệu lực trong { $minutes } phút và chỉ dùng được một lần; một yêu cầu mới hơn sẽ thay thế chúng.
mail-code-new-account = Chưa có tài khoản nào dùng địa chỉ này: đăng nhập bằng mã sẽ tạo một tài khoản mới.
mail-code-button = Đăng nhập ngay
mail-code-not-you = Nếu đó không phải là bạn, hãy bỏ qua email này: không ai có thể đăng nhập nếu không có mã.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Đăng nhập bằng địa chỉ này
mail-no-account-body = Ai đó đã yêu cầu mã để đăng nhập bằng địa chỉ này, nhưng không có tài khoản nào ở đây dùng địa chỉ đó.
mail-no-account-not-you = Nếu đó không phải là bạn, hãy bỏ qua email này: không có gì thay đổi.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Người dùng có thể đăng nhập bằng mã gửi qua email
api-name-invalid = Tên quá dài hoặc chứa ký tự điều khiển
