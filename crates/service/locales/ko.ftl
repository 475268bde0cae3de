# Korean: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = 언어

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = 이메일 주소 또는 비밀번호가 올바르지 않습니다. 새 계정은 이메일 주소를 확인한 후에 로그인할 수 있습니다. 받은 메일에서 링크를 확인하세요.
error-throttled = 실패한 시도가 너무 많습니다. 몇 분 후에 다시 시도하세요.
error-busy = 지금 로그인하는 사용자가 너무 많습니다. 잠시 후 다시 시도하세요.
error-missing-fields = 이메일 주소와 비밀번호를 입력하세요.
error-expired-form = 이 양식이 만료되었습니다. 다시 로그인하세요.
error-second-factor-in-app = 이 계정은 2단계 인증으로 보호되고 있습니다. 먼저 계정 페이지에서 로그인한 다음(코드 입력을 요청합니다) 이 페이지로 돌아오세요.
error-wrong-second-factor = 코드가 올바르지 않거나, 이미 사용되었거나, 만료되었습니다. 다시 로그인하세요.
error-passkey-refused = 해당 패스키를 사용할 수 없거나 시간이 너무 오래 걸렸습니다. 다시 시도하거나 비밀번호로 로그인하세요.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = 요청이 너무 많습니다. 몇 분 후에 다시 시도하세요.
error-expired-form-again = 이 양식이 만료되었습니다. 다시 시도하세요.

## Error pages (a heading and a paragraph)

error-bad-link-title = 유효하지 않은 링크
error-bad-link-text = 이 링크는 더 이상 유효하지 않습니다. 이미 사용되었거나, 만료되었거나, 새 링크로 대체되었습니다. 새 링크를 요청하세요.

error-form-title = 로그인 실패
error-form-too-large = 양식이 너무 큽니다.
error-form-unreadable = 양식을 읽을 수 없습니다. 이전 페이지로 돌아가 다시 시도하세요.
error-cross-site-title = 요청 거부됨
error-cross-site-text = 이 양식은 다른 사이트에서 전송되었습니다. 로그인 페이지를 다시 열고 그 페이지에서 제출하세요.

error-unavailable-title = 잠시 후 다시 시도하세요
error-unavailable-text = 지금은 로그인 요청이 많거나 서비스를 사용할 수 없습니다. 잠시 후 다시 시도하세요.
error-failed-title = 문제가 발생했습니다
error-failed-text = 로그인을 완료할 수 없습니다. 다시 시도하세요.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = 사용자 본인 확인
scope-email = 이메일 주소 보기
scope-profile = 프로필 보기: 이름, 사진, 전화번호, 국가
scope-authorization = 프로필 및 로그인된 세션 보기
scope-organizations = 소속된 조직 및 조직 내 역할 보기
scope-api = 사용자를 대신하여 { $api } 사용

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose } 인증 앱에 표시된 코드나 복구 코드를 입력하거나 패스키를 사용하세요.
page-second-step-passkey = { $purpose } 패스키를 사용하세요.
page-second-step-code = { $purpose } 인증 앱에 표시된 코드나 복구 코드 중 하나를 입력하세요.
page-second-step-use-passkey = 패스키 사용

## Login page

page-login-title = 로그인
page-login-email = 이메일
page-login-password = 비밀번호
page-login-button = 로그인
page-login-with-provider = { $provider } 계정으로 로그인
page-login-passkey = 패스키로 로그인
page-login-forgot = 비밀번호를 잊으셨나요?
page-login-organization = 소속 조직으로 로그인
page-organization-title = 소속 조직으로 로그인
page-organization-lead = 소속 조직의 로그인으로 계속하려면 회사 이메일 주소 또는 조직 ID를 입력하세요.
page-organization-field = 회사 이메일 또는 조직 ID
page-organization-button = 계속
page-organization-unknown = 이 주소 또는 ID로 로그인을 관리하는 조직이 없습니다. 입력한 내용을 확인하거나 이메일 주소와 비밀번호로 로그인하세요.
login-sso-required = 소속 조직에서 로그인을 관리합니다. 조직의 로그인을 사용하세요.
login-sso-required-named = { $organization }에서 로그인을 관리합니다. 아래에서 조직의 로그인을 사용하세요.
page-login-new-here = 처음이신가요?
page-login-create-account = 계정 만들기

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = 기기 연결
page-device-code-lead = TV, 게임기 또는 기타 기기에 표시된 코드를 입력하세요.
page-device-code-label = 코드
page-device-code-button = 계속
page-device-confirm-heading = { $client } 앱을 연결하시겠습니까?
page-device-confirm-lead = { $code } 코드가 표시된 기기에서 { $email } 계정 사용을 요청하고 있습니다. 해당 기기에서 직접 시작한 경우에만 허용하세요.
page-device-confirm-able = 허용하면 다음 작업을 할 수 있습니다:
page-device-confirm-deny = 거부
page-device-confirm-allow = 허용

## Account page

page-account-title = 내 계정
page-account-signed-in-as = 로그인한 계정: { $email }
page-account-signed-in-as-unconfirmed = 로그인한 계정: { $email } (이메일 주소가 아직 확인되지 않았습니다. 보내 드린 메일을 확인하세요)
page-account-sessions-heading = 로그인된 기기
page-account-session-app = 앱 { $package }
page-account-this-browser = 현재 브라우저
page-account-sign-out-session = 로그아웃
page-account-sign-out-others = 다른 모든 기기에서 로그아웃
page-account-profile-heading = 프로필
page-account-profile-save = 프로필 저장
page-account-password-heading = 비밀번호
page-account-current-password = 현재 비밀번호
page-account-new-password = 새 비밀번호(10자 이상)
page-account-password-change = 비밀번호 변경
page-account-email-heading = 이메일 주소
page-account-email-explain = 새 주소로 링크가 전송됩니다. 링크를 사용하면 계정이 새 주소로 옮겨집니다. 그때까지는 현재 주소로 로그인하세요.
page-account-new-email = 새 이메일 주소
page-account-email-password = 비밀번호
page-account-email-change = 이메일 주소 변경
page-account-data-heading = 내 데이터
page-account-data-explain = 이 서비스가 계정에 관해 보관하고 있는 모든 정보(프로필, 세션과 해당 기기 및 위치, 연결된 로그인 서비스, 2단계 인증, 사용자 관련 보안 이벤트)를 하나의 JSON 파일로 제공합니다. 비밀번호나 비밀 정보는 포함되지 않습니다.
page-account-data-download = 내 데이터 다운로드
page-account-delete-heading = 계정 삭제
page-account-delete-explain = 프로필, 세션, 2단계 인증, 연결된 로그인 서비스를 삭제하고 모든 기기에서 로그아웃합니다.
page-account-delete-link = 계정 삭제

## Sign-out confirmation

page-logout-title = 로그아웃
page-logout-question = 이 브라우저에서 로그아웃하시겠습니까?
page-logout-button = 로그아웃

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = 비밀번호를 입력하세요.
# $min is the least number of characters (10).
rule-password-too-short = 비밀번호는 { $min }자 이상이어야 합니다.
# $max is the most characters a new password may have (256).
rule-password-too-long = 비밀번호는 { $max }자 이하여야 합니다.
rule-password-is-email = 이메일 주소는 비밀번호로 사용할 수 없습니다.
rule-password-refused = 이 비밀번호는 사용할 수 없습니다. 다른 비밀번호를 선택하세요.
rule-email-invalid = 메일을 받을 수 있는 이메일 주소를 입력하세요(예: name@example.com).
rule-email-same = 이미 계정에 설정된 주소입니다.
rule-field-invalid = 너무 길거나 허용되지 않는 문자가 포함된 입력란이 있습니다.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = 클라이언트 이름은 1~200자여야 합니다
rule-client-name-characters = 클라이언트 이름에는 제어 문자나 양방향 서식 문자를 포함할 수 없습니다
rule-resource-server-confidential = 리소스 서버는 기밀 클라이언트여야 합니다
rule-client-credentials-confidential = client_credentials를 사용하려면 기밀 클라이언트여야 합니다
rule-public-client-secret = 공개 클라이언트에는 시크릿이 없습니다
rule-shared-signals-confidential = Shared Signals 수신자는 기밀 클라이언트여야 합니다
rule-organization-for-receivers = Shared Signals 수신자만 조직에 연결됩니다
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = 프로필 필드는 최대 { $max }자까지 입력할 수 있습니다
rule-profile-field-characters = 프로필 필드에는 제어 문자나 양방향 서식 문자를 포함할 수 없습니다
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = 알 수 없는 이벤트 유형입니다: “{ $name }”(알려진 유형: { $known })
rule-no-event-type = 이벤트 유형을 하나 이상 지정해야 합니다
rule-secret-prefix = 시크릿은 whsec_로 시작해야 합니다
rule-secret-encoding = 시크릿은 whsec_로 시작하고 base64로 인코딩되어야 합니다
rule-secret-length = 시크릿은 24~64바이트여야 합니다
rule-delivery-status = status는 pending, delivered 또는 failed여야 합니다
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name }은(는) RFC 3339 타임스탬프여야 합니다
rule-not-a-user-id = user는 사용자 ID여야 합니다
rule-not-an-email = email은 이메일 주소여야 합니다
rule-unknown-audit-type = 알 수 없는 이벤트 유형입니다
rule-unknown-cursor = cursor가 이 API에서 발급한 값이 아닙니다
rule-page-size = limit는 1~500 사이여야 합니다
rule-no-scope = 범위를 하나 이상 지정해야 합니다
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = 이 API에 정의된 범위는 다음뿐입니다: { $scopes }
rule-role-name = 역할은 admin, support, viewer 또는 none이어야 합니다
rule-already-verified = 주소가 이미 확인되었습니다

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = { $client }(으)로 이동하려면
login-failed-title = 로그인 실패
login-malformed-link = 로그인 링크의 형식이 잘못되었습니다.
login-request-missing-client = 요청에 앱이 지정되지 않았습니다.
login-request-unknown-client = 등록되지 않았거나 비활성화된 앱입니다.
login-request-missing-redirect-uri = 요청에 돌아갈 위치(redirect_uri)가 지정되지 않았습니다.
login-request-unregistered-redirect-uri = 이 redirect_uri는 이 앱에 등록되어 있지 않습니다.
login-request-state-too-long = state 매개변수가 너무 깁니다.
login-request-invalid = 로그인 요청이 유효하지 않습니다.

## Signing out of the browser.

login-signout-failed-title = 로그아웃 실패
login-signout-malformed-link = 로그아웃 링크의 형식이 잘못되었습니다.
login-signed-out-title = 로그아웃됨
login-signed-out-text = 이 브라우저에서 로그아웃되었습니다.

## The second step after a password, and an app that needs one.

second-step-title = 2단계 인증
second-step-code-label = 코드
second-step-continue = 계속
second-step-enrol-title = 2단계 인증 설정
second-step-enrol-text = { $client }에서는 2단계 인증 로그인이 필요합니다. 계정 페이지에서 인증 앱이나 패스키를 설정한 다음 { $client }에 다시 로그인하세요.
second-step-enrol-link = 계정 페이지 열기

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = 인증 앱
second-step-app-on = 인증 앱이 설정되어 있습니다. 사용하지 않은 복구 코드가 { $count }개 있습니다.
second-step-app-remove = 인증 앱 삭제
second-step-app-intro = 비밀번호를 입력한 후 Google Authenticator나 1Password 같은 앱의 코드를 입력합니다.
second-step-app-set-up = 인증 앱 설정
second-step-app-qr-label = 인증 앱용 QR 코드
second-step-app-setup-title = 인증 앱 설정
second-step-app-setup-lead = 인증 앱으로 코드를 스캔한 다음 앱에 표시된 6자리 숫자를 입력하세요.
second-step-app-setup-key = 또는 다음 키를 앱에 입력하세요:
second-step-app-code-label = 앱에 표시된 코드
second-step-app-turn-on = 사용 설정
second-step-app-cancel = 취소
second-step-recovery-title = 복구 코드 저장
second-step-recovery-lead = 인증 앱이 사용 설정되었습니다. 휴대전화를 잃어버린 경우 이 코드로 각각 한 번씩 로그인할 수 있습니다. 안전한 곳에 보관하세요. 코드는 다시 표시되지 않습니다.
second-step-recovery-back = 내 계정으로 돌아가기

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = 패스키로 로그인
passkey-not-used = 패스키가 사용되지 않았습니다. 다시 시도하거나 비밀번호를 사용하세요.
passkey-section-heading = 패스키
passkey-section-intro = 패스키를 사용하면 비밀번호 대신 지문, 얼굴 또는 화면 잠금으로 로그인할 수 있습니다.
passkey-rename-label = 새 이름
passkey-rename-button = 이름 변경
passkey-remove-button = 삭제
passkey-new-name-label = 새 패스키 이름
passkey-new-name-placeholder = 이 노트북
passkey-add-button = 패스키 추가
passkey-already-registered = 이미 등록된 패스키입니다.
passkey-not-added = 패스키가 추가되지 않았습니다. 다시 시도하세요.

## The consent screen.

consent-heading = { $client }에서 내 계정을 사용하도록 허용하시겠습니까?
consent-lead = { $account } 계정으로 로그인되어 있습니다. { $client } 앱은 다른 개발자가 만든 앱이며, 다음 권한을 요청합니다:
consent-revoke-note = 계정 페이지에서 언제든지 액세스 권한을 취소할 수 있습니다.
consent-deny = 거부
consent-allow = 허용
consent-title = { $client }에 권한을 허용하시겠습니까?

## Connecting a device (TV, console) with a code.

device-login-lead = 기기를 계정에 연결하려면 로그인하세요.
device-code-unknown = 코드가 올바르지 않거나, 만료되었거나, 이미 사용되었습니다. 기기에 표시된 코드를 확인하고 다시 시도하세요.
device-code-throttled = 잘못된 코드를 너무 많이 입력했습니다. 몇 분 후에 다시 시도하세요.
device-code-form-expired = 이 양식이 만료되었습니다. 코드를 다시 입력하세요.
device-connected-title = 기기 연결됨
device-connected-text = { $client } 앱이 계정에 연결되었습니다. 기기로 돌아가도 됩니다.
device-denied-title = 요청 거부됨
device-denied-text = { $client } 앱이 연결되지 않았습니다. 이 페이지를 닫아도 됩니다.
device-two-factors-title = 2단계 인증 로그인 필요
device-two-factors-text = { $client }에서는 2단계 인증 로그인이 필요합니다. 계정 페이지에서 2단계 인증으로 로그인(또는 2단계 인증 설정)한 다음 여기에 코드를 다시 입력하세요.
device-two-factors-link = 계정 페이지 열기

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = 연결 실패
upstream-link-from-account-page = 계정 페이지에 있는 해당 로그인 서비스의 버튼을 사용하여 연결하세요.
upstream-link-expired = 이 페이지가 만료되었습니다. 계정 페이지로 돌아가 새로고침한 후 다시 시도하세요.
upstream-unknown-provider = 해당 로그인 서비스가 없습니다.
upstream-bad-state = 이 로그인은 이미 사용되었거나, 만료되었거나, 다른 브라우저에서 시작되었습니다. 애플리케이션으로 돌아가 다시 로그인하세요.
upstream-denied = 로그인 서비스에서 로그인하지 못했습니다. 애플리케이션으로 돌아가 다시 시도하세요.
upstream-refused = 로그인 서비스의 응답을 받아들일 수 없습니다. 애플리케이션으로 돌아가 다시 로그인하세요.
upstream-unavailable = 로그인 서비스에 연결할 수 없습니다. 잠시 후 다시 시도하거나 다른 방법으로 로그인하세요.
upstream-email-taken = 이 이메일 주소로 된 계정이 이미 있습니다. 해당 계정의 비밀번호나 패스키로 로그인한 다음 계정 페이지에서 이 로그인 서비스를 연결하세요.
upstream-outside-domains = 소속 조직의 로그인으로는 조직 자체의 확인된 도메인에 속한 주소로만 로그인할 수 있습니다.
upstream-unconfirmed-account = 이 이메일 주소로 된 계정이 이미 있지만 이메일 주소가 확인된 적이 없습니다. 주소를 확인(또는 비밀번호를 재설정)한 다음 소속 조직을 통해 다시 로그인하세요.
upstream-operator-account = 이 계정에는 운영자 콘솔 역할이 있습니다. 조직 로그인이 아니라 자체 비밀번호와 2단계 인증으로 로그인해야 합니다.
upstream-registration-closed = 이 계정은 여기에 등록되어 있지 않으며, 새 계정 가입도 받지 않습니다. 운영자에게 계정을 요청하세요.
upstream-no-email = 로그인 서비스에서 이메일 주소를 공유하지 않았습니다. 새 계정을 만들려면 이메일 주소가 필요합니다.
upstream-unverified-email = 로그인 서비스에서 이 이메일 주소가 본인의 주소임을 확인하지 않았으므로 이 주소로 계정을 만들 수 없습니다. 이메일 주소로 계정을 만든 다음 계정 페이지에서 로그인 서비스를 연결하세요.
upstream-linked-elsewhere = 이 로그인 서비스 계정은 이미 다른 계정에 연결되어 있습니다.
upstream-already-linked = 계정이 이미 이 로그인 서비스의 다른 계정과 연결되어 있습니다. 먼저 연결을 해제하세요.
upstream-disabled = 이 계정은 비활성화되었습니다.
upstream-reauthenticate = 계정 페이지에서 다시 로그인한 다음 로그인 서비스를 연결하세요.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = 계정 만들기
signup-lead = 이메일 주소 확인을 위한 메일을 보내 드립니다.
signup-email = 이메일
signup-password = 비밀번호(10자 이상)
signup-name = 이름(선택사항)
signup-button = 계정 만들기
signup-closed-title = 가입을 받지 않습니다
signup-closed-text = 새 계정은 이 서비스의 운영자가 만듭니다. 운영자에게 계정을 요청하세요.
signup-sent-title = 메일을 확인하세요
signup-sent-text = 이메일 주소 확인을 위한 메일을 보냈습니다. 메일의 링크를 여세요. 로그인은 지금 바로 할 수 있습니다.
signup-sent-continue-text = 이메일 주소 확인을 위한 메일을 보냈습니다. 지금 로그인하여 계속할 수 있습니다.
signup-sent-continue = 로그인하고 계속하기

## Address confirmation page (opened from the mailed link)

verify-title = 이메일 주소 확인
verify-lead = 이 이메일 주소가 본인의 주소인지 확인하세요. 확인하면 계정에서 이 주소를 사용할 수 있습니다. 여기서 계정을 만들거나 주소를 변경한 적이 없다면 확인하지 말고 이 페이지를 닫으세요.
verify-button = 내 주소 확인
verify-done-title = 이메일 주소 확인 완료
verify-done-text = 감사합니다. 이메일 주소가 확인되었습니다. 이 페이지를 닫아도 됩니다.

## Password reset request page

forgot-title = 비밀번호를 잊으셨나요?
forgot-lead = 이메일 주소를 입력하세요. 해당 주소로 된 계정이 있으면 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.
forgot-email = 이메일
forgot-button = 링크 보내기
forgot-sent-title = 메일을 확인하세요
forgot-sent-text = 이 주소로 된 계정이 있으면 새 비밀번호를 설정할 수 있는 링크가 담긴 메일이 곧 도착합니다. 링크는 30분 동안 유효합니다.

## New password page (opened from the mailed link)

reset-title = 새 비밀번호 설정
reset-lead = 10~256자의 비밀번호를 정하세요. 계정에 로그인된 모든 기기에서 로그아웃됩니다.
reset-password = 새 비밀번호
reset-button = 비밀번호 설정
reset-done-title = 비밀번호 설정 완료
reset-done-text = 새 비밀번호가 설정되었으며, 로그인되어 있던 모든 기기에서 로그아웃되었습니다. 새 비밀번호로 다시 로그인하세요.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = 프로필이 저장되었습니다.
account-password-changed = 비밀번호가 변경되었습니다. 다른 모든 기기에서 로그아웃되었습니다.
account-email-requested = 해당 주소를 사용할 수 있으면 확인 링크를 그 주소로 보냈습니다. 링크를 사용하면 이메일 주소가 변경됩니다.
account-session-signed-out = 해당 세션에서 로그아웃되었습니다.
account-others-signed-out = 다른 모든 세션에서 로그아웃되었습니다.
account-console-needs-factor = 관리 콘솔을 사용하려면 2단계 인증이 필요합니다. 아래에서 인증 앱이나 패스키를 추가한 다음 이를 사용하여 다시 로그인하세요.
account-form-expired = 이 양식이 만료되었습니다. 다시 시도하세요.
account-login-lead = 계정을 확인하고 변경하려면 로그인하세요.
account-sign-in-again-lead = 로그인 방법을 변경하려면 다시 로그인하세요.
account-sign-in-again = 보안을 위해 로그인 방법을 추가하거나 삭제하기 전에 다시 로그인하세요(2단계 인증을 설정했다면 함께 사용).
account-second-step-purpose = 계정을 열려면
account-profile-name = 이름
account-profile-mobile = 휴대전화 번호
account-profile-picture = 사진 URL
account-profile-country-code = 국가 코드
account-profile-country = 국가
account-profile-city = 도시
account-profile-postal-code = 우편번호
account-session-unknown-device = 알 수 없는 기기
account-session-unknown-app = 알 수 없는 앱
account-session-when = 로그인: { $since } · 최근 활동: { $active }
account-provider-not-linked = 해당 로그인 서비스는 계정에 연결되어 있지 않습니다.
account-last-sign-in-method = 이 계정의 유일한 로그인 방법입니다. 먼저 패스키를 추가하거나 비밀번호를 설정하세요(비밀번호를 잊으셨나요?).
account-session-gone = 해당 세션은 이미 로그아웃되었습니다.
account-wrong-password = 현재 비밀번호가 올바르지 않습니다.
account-too-many-passwords = 잘못된 비밀번호를 너무 많이 입력했습니다. 몇 분 후에 다시 시도하세요.
account-unknown-action = 이 페이지에서 할 수 없는 작업입니다.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = 인증 앱이 삭제되었습니다.
factors-passkey-added = 패스키가 추가되었습니다. 이제 이 패스키로 로그인할 수 있습니다.
factors-passkey-renamed = 패스키 이름이 변경되었습니다.
factors-passkey-removed = 패스키가 삭제되었습니다.
factors-passkey-added-on = { $date }에 추가됨
factors-passkey-last-used = 마지막 사용: { $date }
factors-passkey-synced = 동기화됨
factors-wrong-code = 코드가 올바르지 않습니다. 앱의 시계를 확인하고 지금 표시된 코드를 입력하세요.
factors-too-many-codes = 잘못된 코드를 너무 많이 입력했습니다. 몇 분 후에 다시 시도하세요.
factors-totp-already = 인증 앱이 이미 설정되어 있습니다.
factors-totp-nothing-pending = 설정 중인 인증 앱이 없습니다. 처음부터 다시 시작하세요.
factors-totp-not-set-up = 설정된 인증 앱이 없습니다.
factors-passkey-registered = 이미 등록된 패스키입니다.
factors-passkey-too-many = 계정에 추가할 수 있는 패스키 수가 최대에 도달했습니다. 먼저 하나를 삭제하세요.
factors-passkey-too-many-attempts = 시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도하세요.
factors-passkey-name-length = 패스키 이름은 1~64자여야 합니다.
factors-passkey-not-yours = 해당 패스키는 더 이상 이 계정에 등록되어 있지 않습니다.
factors-passkey-not-added = 패스키를 추가할 수 없거나 시간이 너무 오래 걸렸습니다. 다시 시도하세요.
factors-page-expired = 이 페이지가 만료되었습니다. 새로고침하세요.
factors-sign-in-again = 다시 로그인하세요.
factors-passkeys-unavailable = 이 서버에서는 패스키를 사용할 수 없습니다.
factors-sign-in-to-add = 패스키를 추가하려면 다시 로그인하세요.

## The account page's sign-in providers (another account that signs the user in).

links-heading = 다른 계정으로 로그인
links-linked = 로그인 서비스가 연결되었습니다. 이제 이 로그인 서비스로 이 계정에 로그인할 수 있습니다.
links-unlinked = 로그인 서비스 연결이 해제되었습니다.
links-linked-on = { $date }에 연결됨
links-unlink = 연결 해제
links-link = { $provider } 연결

## The account page's third-party apps the user allowed.

apps-heading = 액세스 권한이 있는 앱
apps-allowed-on = { $date }에 허용됨
apps-remove = 액세스 권한 삭제
apps-removed = 앱의 액세스 권한이 삭제되었으며 앱에서 로그아웃되었습니다.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = 계정 삭제
delete-explain-lead = 계정과 계정에 관한 모든 정보를 직접 삭제할 수 있습니다.
delete-explain-sign-in = 로그인: 비밀번호, 패스키 또는 가입할 때 사용한 로그인 서비스("… 계정으로 로그인")로 로그인합니다.
delete-explain-confirm = 계정 삭제를 확정합니다.
delete-explain-what = 삭제되는 항목: 프로필(이름, 이메일 주소, 전화번호, 사진, 위치), 비밀번호, 모든 세션과 함께 기록된 기기 및 위치, 2단계 인증, 패스키, 연결된 로그인 서비스, 앱에 발급된 모든 토큰. 모든 기기에서 로그아웃됩니다. 보안 로그에 있는 사용자 관련 항목은 IP 주소 없이 임의의 이름으로 최대 { $days }일 동안 보관됩니다.
delete-explain-now = 시기: 즉시. 확인 메일이 이메일 주소로 전송됩니다.
delete-explain-later = 시기: 요청 후 { $days }일. 그 전에 로그인하면 계정이 유지됩니다. 확인 메일이 이메일 주소로 전송됩니다.
delete-explain-apps = 앱의 설정에서도 계정을 삭제할 수 있습니다.
delete-explain-link = 로그인하고 계정 삭제
delete-login-lead = 계정을 삭제하려면 로그인하세요.
delete-confirm-what = 프로필, 세션, 2단계 인증, 패스키, 연결된 로그인 서비스가 삭제되며 모든 기기에서 로그아웃됩니다.
delete-confirm-later = 계정은 { $days }일 후에 삭제됩니다. 그 전에 로그인하면 계정이 유지됩니다.
delete-confirm-now = 이 작업은 되돌릴 수 없습니다.
delete-confirm-check = 내 계정과 계정에 관한 모든 정보 삭제
delete-confirm-button = 내 계정 삭제
delete-confirm-keep = 계정 유지
delete-done-title = 계정 삭제 완료
delete-done = 계정과 계정에 관한 모든 정보가 삭제되었습니다. 확인 메일이 이메일 주소로 전송됩니다.
delete-scheduled-title = 계정 삭제 예약됨
delete-scheduled = 모든 세션이 종료되었습니다. 계정은 { $date }에 삭제됩니다. 계정을 유지하려면 그 전에 로그인하세요.

## The account page's language (stored: the language of the user's mails).

account-language-heading = 언어
account-language-help = 이 계정의 페이지와 이 계정으로 보내는 메일에 사용되는 언어입니다.
account-language-save = 언어 저장
account-language-saved = 언어가 저장되었습니다.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · 콘솔
console-nav-signed-in = 콘솔 · { $email } 계정으로 로그인됨({ $role })
console-nav-your-account = 내 계정
console-nav-label = 콘솔
console-nav-overview = 개요
console-nav-users = 사용자
console-nav-organizations = 조직
console-nav-clients = 클라이언트
console-nav-apis = API
console-nav-webhooks = 웹훅
console-nav-audit = 감사 로그
console-nav-keys = 키
console-nav-settings = 설정

console-frame-role-admin = 관리자
console-frame-role-support = 지원
console-frame-role-viewer = 뷰어
console-frame-role-none = 없음
console-frame-table-empty = { $caption }: 없음
console-frame-age-days = { $count }일
console-frame-age-hours = { $count }시간
console-frame-age-minutes = { $count }분

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = 현재 콘솔 역할로는 이 페이지를 열 수 없습니다. 필요하면 관리자에게 요청하세요.
console-gate-form-expired = 이 양식이 만료되었거나 콘솔에서 전송되지 않았습니다. 페이지를 다시 열고 다시 실행하세요.
console-gate-change-not-allowed = 현재 콘솔 역할로는 이 변경을 할 수 없습니다.
console-gate-no-role = 계정에 콘솔 역할이 없습니다. 관리자가 역할을 부여할 수 있습니다.
console-gate-not-allowed-title = 허용되지 않음
console-gate-not-found-title = 찾을 수 없음
console-gate-not-done-title = 실행되지 않음
console-gate-sign-in-again-lead = 콘솔을 열려면 2단계 인증으로 다시 로그인하세요.
console-gate-needs-second-factor = 콘솔을 사용하려면 2단계 인증(인증 앱 또는 패스키)으로 로그인해야 합니다.
console-gate-no-such-user = 해당 사용자가 없습니다.
console-gate-no-such-client = 해당 클라이언트가 없습니다.
console-gate-no-such-api = 해당 API가 없습니다.
console-gate-no-such-webhook = 해당 웹훅이 없습니다.
console-gate-no-such-delivery = 해당 전송이 없습니다.
console-gate-no-such-session = 해당 세션이 없습니다.
console-gate-no-such-link = 해당 연결이 없습니다.
console-gate-no-such-organization = 해당 조직이 없습니다.
console-gate-no-such-domain = 해당 도메인이 없습니다.
console-gate-no-such = 요청한 { $what } 항목이 없습니다.
console-gate-duplicate-email = 해당 이메일 주소를 사용하는 사용자가 이미 있습니다.
console-gate-last-sign-in-method = 이 연결은 계정에 남은 유일한 로그인 방법입니다. 먼저 비밀번호를 설정하세요.
console-gate-api-exists = 해당 식별자를 사용하는 API가 이미 있습니다.
console-gate-disable-client-first = 클라이언트를 삭제하기 전에 먼저 비활성화하세요.

## The console's overview page.

console-overview-title = 개요
console-overview-find-user = 사용자 찾기
console-overview-accounts = 계정
console-overview-live-sessions = 활성 세션
console-overview-sign-ins = 로그인(24시간)
console-overview-failed-sign-ins = 실패한 로그인(24시간)
console-overview-lockouts = 현재 잠금
console-overview-failing-deliveries = 실패 중인 웹훅 전송
console-overview-chart-heading = 최근 24시간 동안의 로그인
console-overview-counted = 집계 시각: { $at }(수치는 최대 1분 전 기준입니다).
console-overview-chart-label = 최근 24시간 동안 시간별 로그인: 성공 { $succeeded }건, 실패 { $failed }건
console-overview-chart-hour = { $time }: 성공 { $succeeded }건, 실패 { $failed }건
console-overview-chart-start = 24시간 전
console-overview-chart-end = 현재
console-overview-legend-succeeded = 성공({ $count })
console-overview-legend-failed = 실패({ $count })
console-overview-keys-heading = 서명 키
console-overview-keys-caption = 서명 키(최신순)
console-overview-key = 키
console-overview-algorithm = 알고리즘
console-overview-state = 상태
console-overview-age = 경과 시간
console-overview-signing-for = 서명 기간
console-overview-key-pending = 대기 중
console-overview-key-active = 활성
console-overview-key-retired = 폐기됨
console-overview-keys-link = 키 및 교체

## The console's users list.

console-users-title = 사용자
console-users-deleted = 사용자가 삭제되었습니다.
console-users-search-label = 주소, 이름 또는 사용자 ID
console-users-search = 검색
console-users-search-help = 주소는 앞부분이, 이름은 어느 단어든 앞부분이 일치하는 항목을, ID는 전체가 일치하는 항목을 찾습니다.
console-users-caption = 사용자(오래된 순)
console-users-matching = “{ $query }”에 일치하는 사용자
console-users-address = 주소
console-users-name = 이름
console-users-verified = 확인됨
console-users-state = 상태
console-users-created = 생성일
console-users-yes = 예
console-users-no = 아니요
console-users-enabled = 활성
console-users-disabled = 비활성
console-users-next-page = 다음 페이지

## The console's page of one user.

console-user-done-disabled = 사용자가 비활성화되었습니다. 모든 세션이 종료되었습니다.
console-user-done-enabled = 사용자가 활성화되었습니다. 다시 로그인할 수 있습니다.
console-user-done-signed-out = 사용자의 모든 세션이 종료되었습니다.
console-user-done-session-ended = 세션이 종료되었습니다.
console-user-done-factors-reset = 사용자의 2단계 인증이 삭제되었으며, 사용자에게 메일로 알렸습니다.
console-user-done-verification-sent = 확인 메일을 보내고 있습니다.
console-user-done-role = 역할이 변경되었습니다.
console-user-why-heading = 이 사용자가 로그인할 수 없는 이유
console-user-nothing-stops = 현재 이 사용자의 로그인을 막는 요인이 없습니다.
console-user-reason-disabled = 운영자가 계정을 비활성화했습니다.
console-user-reason-unverified = 주소가 확인되지 않았습니다. 확인 메일의 링크를 사용할 때까지 비밀번호 로그인이 거부됩니다.
console-user-reason-locked-password = { $ip }에서 잘못된 비밀번호를 입력하여 { $until }까지 잠겼습니다(약 { $minutes }분, 로그인 제한).
console-user-reason-locked-second-step = 잘못된 코드를 입력하여 { $until }까지 2단계 인증이 잠겼습니다(약 { $minutes }분, 2단계 인증 제한).
console-user-reason-passkey-only = 계정에 비밀번호가 없습니다. 패스키로만 로그인할 수 있습니다(또는 비밀번호 재설정 후).
console-user-reason-providers-only = 계정에 비밀번호가 없습니다. 다음 로그인 서비스를 통해서만 로그인할 수 있습니다(또는 비밀번호 재설정 후): { $providers }
console-user-reason-second-factor-due = 2단계 인증이 설정되어 있지 않지만 다음 앱에서 2단계 인증 로그인을 요구합니다: { $clients }. 사용자가 먼저 2단계 인증을 추가해야 합니다.
console-user-reason-deletion-scheduled = 사용자가 계정 삭제를 요청했습니다. 그 전에 로그인하지 않으면 { $date }에 삭제됩니다.
console-user-profile = 프로필
console-user-id = 사용자 ID
console-user-address = 주소
console-user-verified = 확인됨
console-user-state = 상태
console-user-name = 이름
console-user-mobile = 휴대전화
console-user-place = 위치
console-user-created = 생성일
console-user-console-role = 콘솔 역할
console-user-sessions = 세션
console-user-sessions-caption = 활성 세션(최신순)
console-user-device = 기기
console-user-ip-and-place = IP 및 위치
console-user-signed-in = 로그인 시각
console-user-last-active = 최근 활동
console-user-methods = 방법
console-user-end-column = 종료
console-user-end-session = 종료
console-user-unknown-device = 알 수 없는 기기
console-user-second-factors = 2단계 인증
console-user-authenticator-app = 인증 앱
console-user-recovery-codes-left = 남은 복구 코드
console-user-passkeys = 패스키
console-user-factor-none = 없음
console-user-totp-since = { $date }부터
console-user-providers-and-apps = 로그인 서비스 및 앱
console-user-links-caption = 연결된 로그인 서비스
console-user-provider = 로그인 서비스
console-user-address-given = 제공된 주소
console-user-linked = 연결 시각
console-user-consents-caption = 타사 앱에 대한 동의
console-user-client = 클라이언트
console-user-scopes = 범위
console-user-allowed = 허용 시각
console-user-recent-events = 최근 이벤트
console-user-events-caption = 사용자에 관한 최신 감사 이벤트
console-user-when = 시각
console-user-type = 유형
console-user-actor = 실행자
console-user-ip = IP
console-user-every-event = 사용자에 관한 모든 이벤트
console-user-actions = 작업
console-user-disable = 비활성화
console-user-enable = 활성화
console-user-sign-out-everywhere = 모든 기기에서 로그아웃
console-user-resend-verification = 확인 메일 다시 보내기
console-user-reset-factors = 2단계 인증 초기화
console-user-reset-factors-confirm = 인증 앱, 복구 코드 및 패스키 삭제
console-user-delete = 사용자 삭제
console-user-delete-confirm = 이 계정과 계정에 관한 모든 정보를 지금 삭제
console-user-role-heading = 콘솔 역할
console-user-role-label = 역할
console-user-set-role = 역할 설정
console-user-role-help = 뷰어는 모든 페이지를 볼 수 있습니다. 지원은 추가로 사용자를 비활성화 및 활성화하고, 로그아웃시키고, 2단계 인증을 초기화하고, 확인 메일을 다시 보낼 수 있습니다. 관리자는 모든 작업을 할 수 있습니다.
console-user-unknown-action = 이 페이지에서 할 수 없는 작업입니다.
console-user-not-on-this-user = 이 사용자에게는 실행할 수 없습니다. 관리자가 아닌 운영자는 역할이 없는 사용자에게만 작업할 수 있으며, 여기서는 누구도 자신의 역할, 상태, 2단계 인증 또는 계정을 변경할 수 없습니다.
console-user-tick-to-confirm = 확인란을 선택하여 확인한 다음 다시 실행하세요.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = 클라이언트
console-client-list-caption = 클라이언트(오래된 순)
console-client-name = 이름
console-client-kind = 유형
console-client-state = 상태
console-client-registered = 등록일
console-client-kind-public = 공개
console-client-kind-confidential = 기밀
console-client-state-enabled = 활성
console-client-state-disabled = 비활성
console-client-register-heading = 클라이언트 등록
console-client-register = 등록
console-client-registered-notice = 클라이언트가 등록되었습니다.
console-client-deleted = 클라이언트가 삭제되었습니다.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = 리디렉션 URI(한 줄에 하나씩)
console-client-scopes-field = 범위(비워 두면: openid email profile authorization)
console-client-package-names-field = Android 패키지 이름(한 줄에 하나씩)
console-client-app-origins-field = 패스키용 앱 출처(한 줄에 하나씩)
console-client-logout-uri-field = 백채널 로그아웃 URI
console-client-organization-field = Shared Signals 수신자의 조직(슬러그 또는 ID)
console-client-flag-public = 공개(브라우저 또는 네이티브 앱: 시크릿 없음, PKCE)
console-client-flag-resource-server = 리소스 서버(토큰 검사 가능)
console-client-flag-client-credentials = 자체용 토큰 발급 가능(client_credentials)
console-client-flag-rotate-refresh-tokens = 갱신 토큰 교체
console-client-flag-require-mfa = 2단계 인증 로그인만 허용
console-client-flag-require-par = Pushed Authorization Request만 허용
console-client-flag-third-party = 타사: 사용자가 먼저 동의
console-client-flag-shared-signals = Shared Signals 수신자: 보안 이벤트 스트림을 받습니다

## Console: one client's page

console-client-saved = 클라이언트 설정이 저장되었습니다.
console-client-disabled-notice = 클라이언트가 비활성화되었습니다. 이 클라이언트의 토큰은 더 이상 검증되지 않습니다.
console-client-granted = 권한 부여가 저장되었습니다.
console-client-secret-replaced = 시크릿이 교체되었습니다.
console-client-secret-heading = 클라이언트 시크릿
console-client-secret-once = 지금 복사하세요. 이번 한 번만 표시되며 다시 표시되지 않습니다(다이제스트만 보관됩니다).
console-client-settings-heading = 설정
console-client-yes = 예
console-client-no = 아니요
console-client-redirect-uris = 리디렉션 URI
console-client-scopes = 범위
console-client-resource-server = 리소스 서버
console-client-two-factor-only = 2단계 인증만
console-client-par-only = PAR만
console-client-third-party = 타사
console-client-shared-signals = Shared Signals 수신자
console-client-changed = 변경일
console-client-grants-heading = API 권한 부여
console-client-grants-caption = 이 클라이언트가 자체적으로 호출할 수 있는 API
console-client-api = API
console-client-api-identifier = API 식별자
console-client-grant = 부여
console-client-actions-heading = 작업
console-client-rotate-secret = 시크릿 교체
console-client-rotate-secret-confirm = 시크릿 교체: 이전 시크릿은 즉시 사용할 수 없게 됩니다
console-client-disable = 비활성화
console-client-disable-confirm = 클라이언트 비활성화: 이 클라이언트의 토큰은 더 이상 검증되지 않습니다
console-client-delete = 삭제
console-client-delete-confirm = 클라이언트와 여기에 발급된 모든 항목 삭제
console-client-edit-heading = 편집
console-client-save = 저장
console-client-confirm-first = 확인란을 선택하여 확인한 다음 다시 실행하세요.
console-client-unknown-action = 이 페이지에서 할 수 없는 작업입니다.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API(리소스 표시기)
console-api-identifier = 식별자
console-api-scopes = 범위
console-api-registered-column = 등록일
console-api-register-heading = API 등록
console-api-identifier-field = 식별자(https URL)
console-api-scopes-field = 범위(공백으로 구분)
console-api-register = 등록
console-api-registered = API가 등록되었습니다.

## Console: the webhooks page

console-webhook-title = 웹훅
console-webhook-list-caption = 웹훅 엔드포인트
console-webhook-endpoint = 엔드포인트(전송 내역)
console-webhook-events = 이벤트
console-webhook-registered-column = 등록일
console-webhook-remove = 삭제
console-webhook-remove-confirm = 이 엔드포인트로 전송 중지
console-webhook-secret-heading = 서명 시크릿
console-webhook-secret-once = 지금 수신자에게 전달하세요. 이번 한 번만 표시됩니다.
console-webhook-register-heading = 엔드포인트 등록
console-webhook-url = URL
console-webhook-events-field = 이벤트 유형(공백으로 구분)
console-webhook-register = 등록
console-webhook-registered = 엔드포인트가 등록되었습니다.
console-webhook-removed = 엔드포인트가 삭제되었습니다.
console-webhook-confirm-first = 확인란을 선택하여 확인한 다음 다시 실행하세요.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = 전송
console-webhook-deliveries-caption = 전송(최신순)
console-webhook-delivery = 전송
console-webhook-event = 이벤트
console-webhook-status = 상태
console-webhook-attempts = 시도 횟수
console-webhook-last-error = 마지막 오류
console-webhook-replay = 재전송
console-webhook-replayed = 전송이 다시 대기열에 추가되었습니다.
console-webhook-status-pending = 대기 중
console-webhook-status-delivered = 전송됨
console-webhook-status-failed = 실패

## Console: the audit trail

console-audit-title = 감사 로그
console-audit-user-id = 사용자 ID
console-audit-address = 주소
console-audit-type = 유형
console-audit-since = 시작(RFC 3339)
console-audit-until = 종료(RFC 3339)
console-audit-any-type = 전체
console-audit-filter = 필터
console-audit-caption = 이벤트(최신순)
console-audit-when = 시각
console-audit-type-column = 유형
console-audit-actor = 실행자
console-audit-user = 사용자
console-audit-client = 클라이언트
console-audit-ip = IP
console-audit-older = 이전 이벤트

## Console: the signing keys

console-keys-title = 키
console-keys-caption = 키링(최신순)
console-keys-key = 키
console-keys-algorithm = 알고리즘
console-keys-state = 상태
console-keys-made = 생성일
console-keys-age = 경과 시간
console-keys-signing-since = 서명 시작
console-keys-retired = 폐기일
console-keys-state-pending = 대기 중
console-keys-state-active = 활성
console-keys-state-retired = 폐기됨
console-keys-rotate-heading = 교체
console-keys-rotate-help = 교체는 두 단계로 진행됩니다. 첫 번째 단계에서 새 id_token 키를 JWKS에 게시하고, 두 번째 단계에서 이 키로 서명을 시작합니다(access-token 키도 교체됨). 이전 키는 마지막 토큰이 만료될 때까지 검증에 사용됩니다.
console-keys-rotate = 교체
console-keys-rotate-confirm = 서명 키 교체
console-keys-published = 새 id_token 키가 게시되었습니다. 다음 교체 시 이 키로 서명합니다.
console-keys-activated = 게시된 키로 id_token 서명을 시작했으며, 새 access-token 키로 전환했습니다.
console-keys-not-done = 실행되지 않음
console-keys-confirm-first = 확인란을 선택하여 확인한 다음 다시 실행하세요.

## Console: the settings

console-settings-title = 설정
console-settings-effective-heading = 적용 중인 구성
console-settings-effective-help = 파일, 환경 변수, 기본값을 적용한 결과입니다. 비밀 값은 가려져 있습니다.
console-settings-caption = 설정
console-settings-setting = 설정 항목
console-settings-value = 값
console-settings-upstream-heading = 외부 로그인 서비스
console-settings-providers-caption = 로그인 서비스
console-settings-provider-id = ID
console-settings-provider-button = 버튼
console-settings-provider-last-error = 이 인스턴스의 마지막 오류
console-settings-no-trouble = 시작 이후 없음
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = 앱에서는 대신 다음 코드를 입력하세요: { $token }
mail-set-password-button = 새 비밀번호 설정
mail-open-account-button = 내 계정 열기

## Verification of a new account's address

mail-verification-subject = 이메일 주소를 확인하세요
mail-verification-welcome = 환영합니다! 이 이메일 주소가 본인의 주소인지 확인해 주세요.
mail-verification-link-hours = 이 링크는 { $hours }시간 동안 유효하며 한 번만 사용할 수 있습니다.
mail-verification-ignore = 계정을 만든 적이 없다면 이 메일을 무시하세요.
mail-verification-button = 내 주소 확인

## Moving an account to a new address: the mail to the new address

mail-change-subject = 새 이메일 주소를 확인하세요
mail-change-confirm = 앞으로 계정에서 이 이메일 주소를 사용할지 확인해 주세요.
mail-change-link-hours = 이 링크는 { $hours }시간 동안 유효하며 한 번만 사용할 수 있습니다. 그때까지는 기존 주소가 유지됩니다.
mail-change-ignore = 요청한 적이 없다면 이 메일을 무시하세요. 아무것도 변경되지 않습니다.
mail-change-button = 이 주소 사용

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = 계정 이메일 주소 변경 안내
mail-change-notice-asked = 계정에 로그인한 누군가가 계정을 다음 주소로 옮기도록 요청했습니다: { $address }
mail-change-notice-until = 해당 주소로 전송된 링크를 사용해야만 변경되며, 그때까지는 이 주소가 유지됩니다.
mail-change-notice-not-you = 본인이 요청하지 않았다면 지금 새 비밀번호를 설정하세요. 모든 세션이 종료되고 링크가 무효화됩니다.

## To an address that tried to register again

mail-registered-subject = 이미 계정이 있습니다
mail-registered-tried = 누군가가 이 이메일 주소로 계정을 만들려고 했지만, 이 주소로 된 계정이 이미 있습니다.
mail-registered-if-you = 본인이라면 로그인하거나, 비밀번호를 잊었다면 새 비밀번호를 설정하세요.
mail-registered-not-you = 본인이 아니라면 이 메일을 무시하세요. 아무것도 변경되지 않았습니다.

## Password reset

mail-reset-subject = 새 비밀번호 설정
mail-reset-asked = 누군가가 계정의 새 비밀번호 설정을 요청했습니다.
mail-reset-link-minutes = 이 링크는 { $minutes }분 동안 유효하며 한 번만 사용할 수 있습니다. 새로 요청하면 이 링크는 대체됩니다.
mail-reset-not-you = 본인이 아니라면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.

## Notices: a second factor changed

mail-totp-added-subject = 인증 앱이 추가되었습니다
mail-totp-added-body = 계정에 2단계 인증 수단으로 인증 앱이 추가되었습니다.
mail-totp-removed-subject = 인증 앱이 삭제되었습니다
mail-totp-removed-body = 계정에서 인증 앱이 삭제되었습니다. 이제 비밀번호만으로 로그인할 수 있습니다.
mail-passkey-added-subject = 패스키가 추가되었습니다
mail-passkey-added-body = 계정에 패스키가 추가되었습니다. 이 패스키로 비밀번호 없이 로그인할 수 있습니다.
mail-passkey-removed-subject = 패스키가 삭제되었습니다
mail-passkey-removed-body = 계정에서 패스키가 삭제되었습니다. 이제 이 패스키로는 로그인할 수 없습니다.
mail-recovery-used-subject = 복구 코드가 사용되었습니다
mail-recovery-used-body = 복구 코드를 사용하여 계정에 로그인했습니다. 사용하지 않은 복구 코드가 { $left }개 남아 있습니다.
mail-factor-not-you = 본인이 아니라면 계정 페이지에서 비밀번호를 변경하고 모든 기기에서 로그아웃하세요.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = 계정에 { $provider } 계정이 연결되었습니다
mail-linked-body = 계정이 { $provider } 계정에 연결되었습니다. 이제 { $provider } 계정으로 로그인하면 이 계정이 열립니다.
mail-unlinked-subject = 계정에서 { $provider } 연결이 해제되었습니다
mail-unlinked-body = 계정과 { $provider }의 연결이 해제되었습니다. 이제 { $provider } 계정으로 로그인해도 이 계정이 열리지 않습니다.
mail-link-not-you = 본인이 아니라면 계정 페이지에서 비밀번호를 변경하고, 모든 기기에서 로그아웃한 다음, 로그인 서비스 연결을 해제하세요.

## Account deleted

mail-deleted-subject = 계정이 삭제되었습니다
mail-deleted-body = 계정과 계정에 관한 모든 정보가 삭제되었으며, 계정의 모든 세션이 종료되었습니다.
mail-deleted-register-again = 이 주소로 다시 가입할 수 있지만, 이전 계정의 정보는 복구되지 않습니다.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = 계정이 삭제될 예정입니다
mail-deletion-due = 계정이 { $date }에 삭제됩니다. 계정의 모든 세션이 종료되었습니다.
mail-deletion-keep = 계정을 유지하려면 그 전에 다시 로그인하세요. 요청한 적이 없다면 로그인한 후 비밀번호를 변경하세요.
mail-deletion-button = 로그인하여 계정 유지

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = { $organization }에 참여하세요
mail-invitation-body = { $organization }에 초대되었습니다. 초대를 수락하려면 링크를 열고 이 주소로 로그인하거나 이 주소로 계정을 만드세요.
# $days: how many days the link works.
mail-invitation-expiry = 이 링크는 { $days }일 동안 유효합니다.
mail-invitation-ignore = 모르는 조직이라면 이 메일을 무시하세요. 수락하지 않으면 아무 일도 일어나지 않습니다.
# Button: opens the invitation's page.
mail-invitation-button = 초대 보기
console-organizations-title = 조직
console-organizations-name = 이름
console-organizations-slug = 슬러그(URL 이름)
console-organizations-enabled = 활성
console-organizations-mfa = 2단계 인증
console-organizations-new = 새 조직
console-organizations-create = 조직 만들기
console-organizations-created = 조직이 만들어졌습니다.
console-organization-saved = 도메인 규칙이 저장되었습니다.
console-organization-id = ID
console-organization-members = 멤버
console-organization-roles = 역할
console-organization-managed = 조직 로그인으로 관리
console-organization-break-glass = 긴급 액세스
console-organization-invitations = 대기 중인 초대
console-organization-expires = 만료
console-organization-domains = 도메인
console-organization-domain = 도메인
console-organization-state = 상태
console-organization-rules = 규칙
console-organization-save-rules = 저장
console-organization-sign-in = 조직 자체 로그인
console-organization-no-sign-in = 자체 로그인이 없습니다. 멤버는 각자의 비밀번호나 패스키로 로그인합니다.
# $organization: the organization's name.
organization-admin-title = { $organization } 조직 설정
organization-admin-lead = { $email } 주소로 이 조직을 관리하고 있습니다.
organization-admin-none = 아직 아무것도 없습니다.
organization-admin-members = 멤버
organization-admin-remove = 제거
organization-admin-yes = 예
organization-admin-no = 아니요
organization-admin-email = 이메일 주소
organization-admin-roles = 역할
organization-admin-managed = 조직 로그인으로 관리
organization-admin-action = 작업
organization-admin-invitations = 대기 중인 초대
organization-admin-revoke = 취소
organization-admin-expires = 만료
organization-admin-invite = 멤버 초대
organization-admin-role = 역할
organization-admin-invite-button = 초대 보내기
organization-admin-domains = 도메인
organization-admin-domains-lead = 회사의 메일 도메인을 등록하고, 표시된 TXT 레코드를 게시한 다음 도메인을 확인하세요. 확인된 도메인의 주소는 소속 조직의 로그인으로 로그인할 수 있습니다.
organization-admin-verify = 확인
organization-admin-verified = 확인됨
organization-admin-pending = 확인 대기 중
organization-admin-domain = 도메인
organization-admin-state = 상태
organization-admin-record = 게시할 레코드
organization-admin-add-domain = 도메인 등록
organization-admin-sign-in = 소속 조직의 로그인
organization-admin-no-sign-in = 멤버는 각자의 비밀번호로 로그인합니다. 자체 OpenID 로그인 서비스(Okta, Entra ID, Google Workspace…)를 설정하면 멤버가 해당 서비스를 통해 로그인할 수 있습니다.
organization-admin-issuer = 발급자(Issuer) URL
organization-admin-client-id = 클라이언트 ID
organization-admin-client-secret = 클라이언트 시크릿
organization-admin-redirect-uri = 로그인 서비스에 등록할 리디렉션 URI
organization-admin-save-sign-in = 로그인 설정 저장
organization-admin-sign-in-title = 먼저 로그인하세요
organization-admin-sign-in-text = 계정 페이지에서 로그인한 다음 이 페이지를 다시 여세요.
organization-admin-sign-in-link = 내 계정으로 이동
organization-admin-unknown-title = 조직을 찾을 수 없음
organization-admin-unknown-text = 여기에는 관리하는 조직이 없습니다.
organization-admin-unknown-change = 이 페이지에서 할 수 없는 변경입니다.
organization-admin-scim = 프로비저닝(SCIM)
organization-admin-scim-lead = 디렉터리(Okta, Entra ID, Google Workspace…)가 SCIM 2.0을 통해 이곳의 멤버와 그룹을 추가, 변경, 제거합니다. 디렉터리에 연결의 기본 URL과 토큰을 입력하세요.
organization-admin-scim-base-url = 기본 URL
organization-admin-scim-made = 생성일
organization-admin-scim-last-used = 마지막 사용
organization-admin-scim-never = 사용한 적 없음
organization-admin-scim-old-token = 이전 토큰 유효 기한
organization-admin-scim-rotate = 새 토큰 발급
organization-admin-scim-make = 연결 만들기
organization-admin-scim-token-title = 디렉터리용 토큰
organization-admin-scim-token-text = 지금 기본 URL과 토큰을 디렉터리에 복사하세요. 토큰은 다시 표시되지 않습니다. 이전 토큰이 있다면 하루 더 사용할 수 있습니다.
organization-admin-scim-token = 토큰
organization-admin-scim-revoke-confirm = 연결 취소: 이 연결의 토큰은 즉시 작동하지 않습니다
# $organization: the organization's name.
invitation-title = { $organization }에 참여
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = { $email } 주소로 { $organization }에 초대되었습니다.
invitation-join-button = 참여하기
invitation-sign-up-lead = { $organization }에 초대되었습니다. 참여하려면 { $email } 주소로 계정을 만드세요. 이 초대로 이 주소가 본인의 주소임이 확인됩니다.
invitation-name = 이름
invitation-password = 비밀번호 설정(10자 이상)
invitation-sign-up-button = 계정 만들고 참여하기
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = 이 초대는 { $email } 주소로 받은 초대이지만, 현재 { $current } 주소로 로그인되어 있습니다. 로그아웃한 다음 링크를 다시 여세요.
# $email: the invited address.
invitation-sign-in-first = 이 초대는 { $email } 주소로 받은 초대이며, 이 주소로 된 계정이 이미 있습니다. 계정 페이지에서 이 주소로 로그인한 다음 링크를 다시 여세요.
invitation-sign-in-as-invitee = 먼저 초대받은 주소로 로그인하세요.
invitation-unusable-title = 이 초대는 사용할 수 없습니다
invitation-unusable-text = 이미 사용되었거나, 취소되었거나, 새 초대로 대체되었거나, 만료되었습니다. 조직에 새 초대를 요청하세요.
# $organization: the organization's name.
invitation-joined-title = { $organization }에 참여했습니다
invitation-joined-text = 이제 멤버가 되었습니다. 이 조직의 앱에 로그인하면 앱에서도 멤버로 인식됩니다.
invitation-joined-new-account = 계정이 준비되었고 멤버가 되었습니다. 이메일 주소와 설정한 비밀번호로 로그인하세요.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

# Fixed by the seed interface: clients compare this text. Kept exactly as in English.
api-code-verification-success = Token Verification success
# Fixed by the seed interface: clients compare this text. Kept exactly as in English.
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
# Fixed by the seed interface: clients compare this text. Kept exactly as in English.
api-code-expired-token = Token Expired!
api-code-refresh-token = 토큰과 갱신 토큰이 발급되었습니다
api-code-token = 토큰이 발급되었습니다
api-code-userdata = 사용자 데이터
api-code-login-success = 로그인 성공
api-code-auth-code = 인가 코드가 발급되었습니다
api-code-id-token = id_token이 발급되었습니다
api-code-logged-out = 로그아웃되었습니다. 세션과 해당 토큰이 취소되었습니다
api-code-ok = 완료
api-code-alive = 서비스 중
api-code-ready = 서비스 준비 완료
api-code-sessions = 활성 세션
api-code-export = 계정에 관해 보관된 모든 정보
api-code-email-change-requested = 해당 주소를 사용할 수 있으면 확인 링크를 그 주소로 보냈습니다
api-code-account-deleted = 계정과 계정에 관한 모든 정보가 삭제되었습니다. 모든 세션이 종료되었습니다
api-code-deletion-scheduled = 모든 세션이 종료되었으며 계정이 삭제될 예정입니다. 계정을 유지하려면 그 전에 다시 로그인하세요
api-code-reauthentication-required = 먼저 다시 로그인하세요. 이 작업에는 최근 몇 분 이내의 로그인이 필요합니다
api-code-session-ended = 로그아웃되었습니다. 세션과 해당 토큰이 취소되었습니다
api-code-password-changed = 비밀번호가 변경되었습니다. 다른 모든 세션과 해당 토큰이 취소되었습니다
api-code-registration-accepted = 가입 요청을 받았습니다. 메일을 확인하여 이메일 주소를 인증하세요
api-code-email-verified = 이메일 주소가 확인되었습니다
api-code-reset-requested = 해당 주소로 된 계정이 있으면 재설정 링크가 담긴 메일이 곧 도착합니다
api-code-password-reset = 비밀번호가 설정되었습니다. 모든 세션과 해당 토큰이 취소되었습니다
api-code-registration-closed = 가입을 받지 않습니다. 운영자에게 계정을 요청하세요
api-code-invalid-request = 요청 형식이 잘못되었습니다
api-code-unsupported-grant-type = grant_type은 code 또는 refresh_token이어야 합니다
api-code-invalid-grant = code 또는 refresh_token이 유효하지 않거나, 만료되었거나, 취소되었거나, 다른 클라이언트에 발급되었습니다
api-code-invalid-client = 클라이언트 인증에 실패했습니다
api-code-invalid-credentials = 이메일 또는 비밀번호가 올바르지 않습니다. 새 계정은 이메일 주소를 확인한 후에 로그인할 수 있습니다. 받은 메일에서 링크를 확인하세요
api-code-mfa-required = 2단계 인증이 필요합니다. 인증 앱의 코드나 복구 코드로 응답하세요
api-code-mfa-enrolment-required = 이 애플리케이션은 2단계 인증 로그인이 필요합니다. 계정 페이지에서 인증 앱이나 패스키를 설정한 다음 다시 로그인하세요
api-code-passkey-options = 이 옵션을 인증자에 전달하세요
api-code-passkey-added = 패스키가 추가되었습니다
api-code-passkeys = 내 패스키
api-code-links = 연결된 로그인 서비스
api-code-last-sign-in-method = 이 계정에 남은 유일한 로그인 방법입니다. 먼저 비밀번호를 설정하거나 패스키를 추가하세요
api-code-insufficient-scope = 토큰의 범위로는 이 요청을 할 수 없습니다
api-code-not-a-member = 이 조직으로는 로그인할 수 없습니다. 조직 관리자에게 추가를 요청하세요
api-code-sso-required = 소속 조직에서 로그인을 관리합니다. ssoUrl에서 계속하세요
api-code-not-found = 해당 리소스가 없습니다
api-code-method-not-allowed = 이 리소스에서 허용되지 않는 메서드입니다
api-code-conflict = 이미 존재합니다
api-code-payload-too-large = 요청 본문이 너무 큽니다
api-code-rate-limited = 요청이 너무 많습니다. 나중에 다시 시도하세요
api-code-server-error = 내부 서버 오류
api-code-service-unavailable = 일시적으로 서비스를 사용할 수 없습니다. 나중에 다시 시도하세요

## Bearer tokens and capacity (every JSON API)

api-bearer-required = `Authorization: Bearer <token>` 형식의 액세스 토큰이 필요합니다. 토큰이 없거나, 형식이 잘못되었거나, 취소되었습니다
api-busy = 동시에 로그인하는 요청이 너무 많습니다. 잠시 후 다시 시도하세요

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type은 id_token 또는 token이어야 합니다
api-token-type-grant = token_type은 refresh_token 또는 token이어야 합니다
api-token-type-refresh = grant_type이 refresh_token이면 token_type은 token이어야 합니다
api-client-secret-required = token_type이 token이면 client_secret이 필요합니다
api-field-empty = { $field } 값은 비워 둘 수 없습니다

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = 비밀번호가 너무 깁니다
api-mfa-token-invalid = mfaToken을 알 수 없거나, 이미 사용되었거나, 만료되었습니다. 다시 로그인하세요
api-challenge-invalid = challengeId를 알 수 없거나, 이미 사용되었거나, 만료되었습니다. 새 패스키 옵션을 요청하세요
api-mfa-code-or-passkey = 2단계 인증이 필요합니다. 인증 앱의 코드, 복구 코드 또는 패스키로 응답하세요
api-mfa-passkey = 2단계 인증이 필요합니다. 패스키로 응답하세요(mfaToken과 함께 login/passkey 호출)
api-client-id-required = client_id가 필요합니다
api-client-unknown = client_id를 알 수 없거나 비활성화되었습니다
api-redirect-uri-required = redirect_uri가 필요합니다
api-redirect-uri-unregistered = redirect_uri가 이 클라이언트에 등록되어 있지 않습니다
api-state-too-long = state가 너무 깁니다

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = 토큰을 알 수 없거나, 이미 사용되었거나, 만료되었거나, 새 토큰으로 대체되었습니다
api-session-not-found = 해당 ID의 활성 세션이 없습니다

## Native-app API: second factors and passkeys

api-authenticator-exists = 인증 앱이 이미 설정되어 있습니다. 먼저 삭제하세요
api-authenticator-not-pending = 설정 중인 인증 앱이 없습니다
api-authenticator-none = 설정된 인증 앱이 없습니다
api-factor-code-wrong = 코드가 올바르지 않습니다
api-reauthenticate-factors = 2단계 인증을 변경하려면 다시 로그인하세요(2단계 인증을 설정했다면 함께 사용)
api-reauthenticate-passkeys = 패스키를 변경하려면 다시 로그인하세요(2단계 인증을 설정했다면 함께 사용)
api-reauthenticate-sign-in = 로그인 방법을 변경하려면 다시 로그인하세요(2단계 인증을 설정했다면 함께 사용)
api-passkeys-unavailable = 이 서버에서는 패스키를 사용할 수 없습니다
api-passkey-not-found = 해당 패스키가 없습니다
api-passkey-no-ceremony = 대기 중인 패스키 등록이 없습니다. 새 옵션을 요청하세요
api-passkey-rejected = 패스키를 확인할 수 없습니다
api-passkey-registered = 이미 등록된 패스키입니다
api-passkey-name-invalid = 패스키 이름은 1~{ $max }자여야 하며 제어 문자나 양방향 서식 문자를 포함할 수 없습니다
api-passkeys-too-many = 계정당 패스키는 최대 { $max }개까지 등록할 수 있습니다

## Native-app API: upstream identity providers

api-upstream-unknown = 해당 ID의 외부 로그인 서비스가 없습니다
api-upstream-refused = 이 로그인 서비스의 id_token을 받아들일 수 없습니다
api-upstream-disabled = 계정이 비활성화되었습니다
api-upstream-no-email = id_token에 계정을 만드는 데 필요한 이메일 주소가 없습니다
api-upstream-unverified-email = 로그인 서비스가 id_token의 이메일 주소를 보증하지 않습니다. 해당 주소로 가입한 다음 로그인 서비스를 연결하세요
api-upstream-unreachable = 로그인 서비스에 연결할 수 없습니다. 나중에 다시 시도하세요
api-upstream-email-taken = 이 주소로 된 계정이 이미 있습니다. 해당 계정에 로그인한 다음 계정 페이지에서 로그인 서비스를 연결하세요
api-upstream-outside-domains = 조직의 로그인으로는 해당 조직의 확인된 도메인에 속한 주소로만 로그인할 수 있습니다
api-upstream-unconfirmed-account = 이 주소로 된 계정이 있지만 확인된 적이 없습니다. 계정을 확인한 다음 조직을 통해 다시 로그인하세요
api-upstream-operator-account = 운영자 계정은 조직 로그인이 아니라 자체 비밀번호와 2단계 인증으로 로그인합니다
api-link-not-found = 계정이 이 로그인 서비스에 연결되어 있지 않습니다

## Admin API

api-admin-key-required = 관리자 API에는 `Authorization: Bearer <admin key>`가 필요합니다
api-admin-status-once = status는 한 번만 지정할 수 있습니다
api-admin-parameters-once = 각 매개변수는 한 번만 지정할 수 있습니다
api-admin-duplicate-email = 해당 이메일 주소를 사용하는 사용자가 이미 있습니다
api-admin-user-not-found = 사용자를 찾을 수 없습니다
api-admin-client-not-found = 클라이언트를 찾을 수 없습니다
api-admin-api-not-found = API를 찾을 수 없습니다
api-admin-session-not-found = 세션을 찾을 수 없습니다
api-admin-delivery-not-found = 전송을 찾을 수 없습니다
api-admin-webhook-not-found = 웹훅을 찾을 수 없습니다

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = 가입할 때 사용한 브라우저에서 링크를 여세요. 다른 곳에서 열면 계정 비밀번호를 입력해야 합니다.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = 변경을 요청한 브라우저나 로그인되어 있는 브라우저에서 링크를 여세요. 다른 곳에서 열면 비밀번호를 입력해야 합니다.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = 가입하거나 요청한 적이 없나요? 그렇다면 확인하지 마세요. 이 메일을 무시하면 아무 일도 일어나지 않습니다.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = 여기에서 이 주소를 확인하려면 이 주소가 속한 계정의 비밀번호를 입력하세요. 앱에서 가입했다면 대신 메일에 있는 코드를 앱에 입력하세요. 가입하거나 요청한 적이 없다면 확인하지 말고 이 페이지를 닫으세요.
# The password field's label on that page.
verify-password = 계정 비밀번호
verify-password-needed = 이 브라우저에서 주소를 확인하려면 계정 비밀번호를 입력하세요.
verify-wrong-password = 계정 비밀번호가 올바르지 않습니다.

## After a password reset, every other way into the account

mail-reset-done-subject = 비밀번호가 재설정되었습니다
mail-reset-done-body = 계정 비밀번호가 방금 재설정되었으며, 로그인되어 있던 모든 기기에서 로그아웃되었습니다.
mail-reset-done-still = 다음 방법으로 여전히 계정에 로그인할 수 있습니다:
mail-reset-done-remove = 본인의 것이 아닌 항목이 있다면 새 비밀번호로 로그인한 다음 계정 페이지에서 “새 비밀번호 외 모두 삭제”를 선택하세요.
mail-reset-done-nothing-else = 새 비밀번호 외에는 계정에 로그인할 수 있는 방법이 없습니다.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = 로그인할 때 가지고 있지 않은 2단계 인증을 요구받는다면 그것은 회원님의 것이 아닙니다. 이 서비스의 지원팀에 삭제를 요청하세요.
mail-reset-done-not-you = 비밀번호를 재설정하지 않았다면 누군가 메일을 읽을 수 있는 상태입니다. 먼저 메일함을 안전하게 보호한 다음 새 비밀번호를 다시 설정하세요.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = 패스키 “{ $name }”
ways-in-authenticator = 인증 앱
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = 사용하지 않은 복구 코드 { $count }개
# $provider: the provider's display name (e.g. "Google").
ways-in-link = { $provider } 계정으로 로그인
# $count: how many other devices are signed in.
ways-in-sessions = 로그인되어 있는 다른 기기 { $count }대(아래 목록 참고)
account-review-heading = 비밀번호가 재설정되었습니다
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = { $date }에 비밀번호가 재설정되었습니다. 다음 방법으로 여전히 계정에 로그인할 수 있습니다:
account-review-explain = 본인의 것이 아닌 항목이 있다면 모두 삭제하세요. 그러면 새 비밀번호로만 로그인할 수 있으며, 다른 모든 기기에서 로그아웃됩니다. 패스키나 인증 앱은 나중에 다시 추가할 수 있습니다.
# Button.
account-review-remove = 새 비밀번호 외 모두 삭제
# Button.
account-review-keep = 모두 제 것입니다
account-review-gone = 더 이상 검토할 항목이 없습니다.
account-review-removed = 새 비밀번호를 제외한 모든 항목이 삭제되었으며, 다른 모든 기기에서 로그아웃되었습니다.
account-review-kept = 확인했습니다. 모든 항목이 그대로 유지됩니다.

## The second step locked after wrong codes

mail-factor-locked-subject = 누군가 2단계 인증을 통과하려고 시도했습니다
# $minutes: how long signing in stays paused.
mail-factor-locked-body = 누군가 비밀번호를 입력한 다음 2단계 인증 코드를 5번 잘못 입력했습니다. 계정 로그인이 { $minutes }분 동안 일시 중지됩니다.
mail-factor-locked-not-you = 본인이 아니라면 누군가 비밀번호를 알고 있는 것입니다. 지금 새 비밀번호를 설정하세요.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = 콘솔 역할에는 확인된 주소가 필요합니다. 사용자가 먼저 주소를 확인해야 합니다
console-gate-unverified = 콘솔은 주소가 확인된 운영자에게만 열립니다. 확인 메일의 링크로 주소를 확인한 다음 콘솔을 다시 여세요.
console-gate-idle-lead = 콘솔을 열려면 다시 로그인하세요.
console-gate-idle = 콘솔을 { $minutes }분 동안 사용하지 않아 다시 로그인해야 합니다. 계정 로그인 상태는 그대로 유지됩니다.
console-webhook-url-once = URL 전체는 지금만 표시됩니다(목록에서는 토큰이 들어 있을 수 있는 "?" 뒤를 숨깁니다):
console-webhook-query-hidden = 엔드포인트 URL에서 "?" 뒤의 내용은 숨겨집니다. 수신자의 토큰이 들어 있을 수 있습니다.

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = 이메일로 코드 받기
page-code-ask-title = 코드로 로그인
page-code-ask-lead = 이메일 주소를 입력하세요. 로그인에 사용할 코드를 메일로 보내 드립니다. 비밀번호는 필요 없습니다.
page-code-ask-button = 이메일로 코드 받기
page-code-invalid-email = 이메일 주소를 빠짐없이 입력하세요(예: name@example.com).
page-code-not-allowed = 이 앱은 비밀번호나 패스키를 요구합니다. 여기서는 메일로 받은 코드로 로그인할 수 없습니다.
page-code-title = 메일을 확인하세요
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $email } 주소로 메일을 보내고 있습니다. 메일에 있는 6자리 코드를 입력하세요. 코드는 { $minutes }분 동안 유효하며 한 번만 사용할 수 있습니다.
page-code-field = 로그인 코드
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = 이름(처음 이용하는 경우)
page-code-button = 로그인
page-code-again = 새 코드 보내기
page-code-wrong = 코드가 올바르지 않거나 만료되었습니다. 가장 최근 메일을 확인하거나 새 코드를 요청하세요.
page-code-link-title = 로그인
page-code-link-lead = 이 브라우저에서 계정에 로그인합니다.
page-code-link-button = 로그인하기
page-code-link-elsewhere-title = 요청한 곳에 이 코드를 입력하세요
page-code-link-elsewhere = 이 링크는 요청한 곳과 다른 브라우저나 앱에서 열렸습니다. 요청한 곳에 다음 코드를 입력하세요:
page-code-link-ended-title = 이 링크는 더 이상 유효하지 않습니다
page-code-link-ended = 이 링크는 이미 사용되었거나, 새 링크로 대체되었거나, 너무 오래되었습니다. 로그인하는 곳에서 새 코드를 요청하세요.
api-sign-in-code-refused = 코드가 올바르지 않거나, 이미 사용되었거나, 대체되었거나, 만료되었습니다. 새 코드를 요청하세요
api-login-code-or-password = 비밀번호와 코드 중 하나만 보내세요
api-code-code-sent = 로그인 코드가 담긴 메일을 보내고 있습니다. 코드는 몇 분 동안 유효하며 한 번만 사용할 수 있습니다
api-code-sign-in-code-not-allowed = 여기서는 메일로 받은 코드로 로그인할 수 없습니다. 비밀번호나 패스키를 사용하세요

## Mail: a sign-in code

mail-code-subject = 로그인 코드
mail-code-asked = 누군가가 이 주소로 로그인을 요청했습니다. 입력할 코드는 다음과 같습니다:
# $minutes: how long the code and the link work.
mail-code-minutes = 이 코드와 아래 링크는 { $minutes }분 동안 유효하며 한 번만 사용할 수 있습니다. 새로 요청하면 이 코드와 링크는 대체됩니다.
mail-code-new-account = 아직 이 주소를 사용하는 계정이 없습니다. 코드로 로그인하면 계정이 만들어집니다.
mail-code-button = 로그인하기
mail-code-not-you = 본인이 아니라면 이 메일을 무시하세요. 코드 없이는 아무도 로그인할 수 없습니다.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = 이 주소로 로그인
mail-no-account-body = 누군가가 이 주소로 로그인하기 위한 코드를 요청했지만, 여기에는 이 주소를 사용하는 계정이 없습니다.
mail-no-account-not-you = 본인이 아니라면 이 메일을 무시하세요. 아무것도 변경되지 않았습니다.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = 사용자가 메일로 받은 코드로 로그인 가능
api-name-invalid = 이름이 너무 길거나 제어 문자가 포함되어 있습니다
