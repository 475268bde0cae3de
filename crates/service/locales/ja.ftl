# Japanese: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = 言語

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = メールアドレスまたはパスワードが正しくありません。新しいアカウントは、メールアドレスの確認後にログインできます。届いたメールのリンクをご確認ください。
error-throttled = 失敗した回数が多すぎます。数分待ってから、もう一度お試しください。
error-busy = 現在ログインが混み合っています。しばらくしてから、もう一度お試しください。
error-missing-fields = メールアドレスとパスワードを入力してください。
error-expired-form = このフォームの有効期限が切れました。もう一度ログインしてください。
error-second-factor-in-app = このアカウントは2段階認証で保護されています。まずアカウントページでログインし（コードの入力を求められます）、その後ここに戻ってください。
error-wrong-second-factor = コードが正しくないか、使用済みか、有効期限が切れています。もう一度ログインしてください。
error-passkey-refused = このパスキーを使用できなかったか、時間がかかりすぎました。もう一度お試しいただくか、パスワードでログインしてください。

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = リクエストが多すぎます。数分待ってから、もう一度お試しください。
error-expired-form-again = このフォームの有効期限が切れました。もう一度お試しください。

## Error pages (a heading and a paragraph)

error-bad-link-title = リンクが無効です
error-bad-link-text = このリンクは無効になっています。使用済みか、有効期限が切れたか、新しいリンクに置き換えられました。新しいリンクをリクエストしてください。

error-form-title = ログインできませんでした
error-form-too-large = フォームのサイズが大きすぎます。
error-form-unreadable = フォームを読み取れませんでした。前のページに戻って、もう一度お試しください。
error-cross-site-title = リクエストが拒否されました
error-cross-site-text = このフォームは別のサイトから送信されました。ログインページを開き直し、そこから送信してください。

error-unavailable-title = しばらくしてからお試しください
error-unavailable-text = 現在ログインが混み合っているか、サービスを利用できません。しばらくしてから、もう一度お試しください。
error-failed-title = 問題が発生しました
error-failed-text = ログインを完了できませんでした。もう一度お試しください。

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = あなたが誰かを識別する
scope-email = メールアドレスを表示する
scope-profile = プロフィール（名前、写真、電話番号、国）を表示する
scope-authorization = プロフィールとログイン中のセッションを表示する
scope-organizations = 所属している組織と、その組織でのロールを表示する
scope-api = あなたに代わって { $api } を使用する

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }、認証アプリに表示されているコードまたは復旧コードを入力するか、パスキーを使用してください。
page-second-step-passkey = { $purpose }、パスキーを使用してください。
page-second-step-code = { $purpose }、認証アプリに表示されているコードか、復旧コードのいずれかを入力してください。
page-second-step-use-passkey = パスキーを使用

## Login page

page-login-title = ログイン
page-login-email = メールアドレス
page-login-password = パスワード
page-login-button = ログイン
page-login-with-provider = { $provider }でログイン
page-login-passkey = パスキーでログイン
page-login-forgot = パスワードをお忘れの場合
page-login-organization = 所属組織でログイン
page-organization-title = 所属組織でログイン
page-organization-lead = 所属組織のログインに進むには、勤務先のメールアドレスまたは組織のIDを入力してください。
page-organization-field = 勤務先のメールアドレスまたは組織ID
page-organization-button = 次へ
page-organization-unknown = このメールアドレスまたはIDでログインする組織はありません。入力内容をご確認いただくか、メールアドレスとパスワードでログインしてください。
login-sso-required = 所属組織がログインを管理しています。組織のログインを使用してください。
login-sso-required-named = { $organization }がログインを管理しています。下にある組織のログインを使用してください。
page-login-new-here = 初めてご利用ですか？
page-login-create-account = アカウントを作成

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = デバイスを接続
page-device-code-lead = テレビやゲーム機などのデバイスに表示されているコードを入力してください。
page-device-code-label = コード
page-device-code-button = 次へ
page-device-confirm-heading = { $client }を接続しますか？
page-device-confirm-lead = コード{ $code }を表示しているデバイスが、あなたのアカウント（{ $email }）の使用を求めています。ご自身がそのデバイスで操作を始めた場合にのみ許可してください。
page-device-confirm-able = 許可すると、次のことができるようになります：
page-device-confirm-deny = 拒否
page-device-confirm-allow = 許可

## Account page

page-account-title = アカウント
page-account-signed-in-as = { $email }でログイン中
page-account-signed-in-as-unconfirmed = { $email }でログイン中（メールアドレスはまだ確認されていません。お送りしたメールをご確認ください）
page-account-sessions-heading = ログイン中のデバイス
page-account-session-app = アプリ { $package }
page-account-this-browser = このブラウザ
page-account-sign-out-session = ログアウト
page-account-sign-out-others = 他のすべての場所からログアウト
page-account-profile-heading = プロフィール
page-account-profile-save = プロフィールを保存
page-account-password-heading = パスワード
page-account-current-password = 現在のパスワード
page-account-new-password = 新しいパスワード（10文字以上）
page-account-password-change = パスワードを変更
page-account-email-heading = メールアドレス
page-account-email-explain = 新しいメールアドレスにリンクが送信されます。リンクを使用すると、アカウントが新しいアドレスに移行します。それまでは、現在のアドレスでログインしてください。
page-account-new-email = 新しいメールアドレス
page-account-email-password = パスワード
page-account-email-change = メールアドレスを変更
page-account-data-heading = あなたのデータ
page-account-data-explain = このサービスがあなたのアカウントについて保持しているすべての情報（プロフィール、セッションとそのデバイスや場所、連携しているログインサービス、2段階認証、あなたに関するセキュリティイベント）を1つのJSONファイルにまとめたものです。パスワードやシークレットは含まれません。
page-account-data-download = データをダウンロード
page-account-delete-heading = アカウントを削除
page-account-delete-explain = プロフィール、セッション、2段階認証、連携しているログインサービスを削除し、すべての場所からログアウトします。
page-account-delete-link = アカウントを削除

## Sign-out confirmation

page-logout-title = ログアウト
page-logout-question = このブラウザでアカウントからログアウトしますか？
page-logout-button = ログアウト

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = パスワードを入力してください。
# $min is the least number of characters (10).
rule-password-too-short = パスワードは{ $min }文字以上にしてください。
# $max is the most characters a new password may have (256).
rule-password-too-long = パスワードは{ $max }文字以内にしてください。
rule-password-is-email = メールアドレスをパスワードとして使用することはできません。
rule-password-refused = このパスワードは使用できません。別のパスワードを選択してください。
rule-email-invalid = メールを受信できるメールアドレス（例: name@example.com）を入力してください。
rule-email-same = このメールアドレスはすでにアカウントに設定されています。
rule-field-invalid = 長すぎる項目、または使用できない文字を含む項目があります。

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = クライアント名は1～200文字にする必要があります
rule-client-name-characters = クライアント名に制御文字や双方向書式文字は使用できません
rule-resource-server-confidential = リソースサーバーはコンフィデンシャルクライアントである必要があります
rule-client-credentials-confidential = client_credentialsにはコンフィデンシャルクライアントが必要です
rule-public-client-secret = パブリッククライアントにはシークレットがありません
rule-shared-signals-confidential = Shared Signals の受信者はコンフィデンシャルクライアントである必要があります
rule-organization-for-receivers = 組織に紐付けられるのは Shared Signals の受信者だけです
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = プロフィール項目は{ $max }文字までです
rule-profile-field-characters = プロフィール項目に制御文字や双方向書式文字は使用できません
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = 不明なイベントの種類「{ $name }」です（既知の種類：{ $known }）
rule-no-event-type = イベントの種類を1つ以上指定する必要があります
rule-secret-prefix = シークレットはwhsec_で始まる必要があります
rule-secret-encoding = シークレットはwhsec_で始まり、base64でエンコードされている必要があります
rule-secret-length = シークレットは24～64バイトである必要があります
rule-delivery-status = statusはpending、delivered、failedのいずれかである必要があります
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name }はRFC 3339形式のタイムスタンプである必要があります
rule-not-a-user-id = userはユーザーIDである必要があります
rule-not-an-email = emailはメールアドレスである必要があります
rule-unknown-audit-type = 不明なイベントの種類です
rule-unknown-cursor = cursorはこのAPIが発行したものではありません
rule-page-size = limitは1～500の範囲で指定する必要があります
rule-no-scope = スコープを1つ以上指定する必要があります
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = このAPIで定義されているスコープは次のものだけです：{ $scopes }
rule-role-name = ロールはadmin、support、viewer、noneのいずれかである必要があります
rule-already-verified = このメールアドレスはすでに確認済みです

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = { $client }に進むには
login-failed-title = ログインできませんでした
login-malformed-link = ログインリンクの形式が正しくありません。
login-request-missing-client = リクエストにアプリが指定されていません。
login-request-unknown-client = このアプリは登録されていないか、無効になっています。
login-request-missing-redirect-uri = リクエストに戻り先（redirect_uri）が指定されていません。
login-request-unregistered-redirect-uri = このredirect_uriは、このアプリに登録されていません。
login-request-state-too-long = stateパラメータが長すぎます。
login-request-invalid = ログインリクエストが無効です。

## Signing out of the browser.

login-signout-failed-title = ログアウトできませんでした
login-signout-malformed-link = ログアウトリンクの形式が正しくありません。
login-signed-out-title = ログアウトしました
login-signed-out-text = このブラウザからログアウトしました。

## The second step after a password, and an app that needs one.

second-step-title = 2段階認証
second-step-code-label = コード
second-step-continue = 次へ
second-step-enrol-title = 2段階認証を設定
second-step-enrol-text = { $client }では2段階認証によるログインが必要です。アカウントページで認証アプリまたはパスキーを設定してから、もう一度{ $client }にログインしてください。
second-step-enrol-link = アカウントページを開く

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = 認証アプリ
second-step-app-on = 認証アプリが設定されています。未使用の復旧コードは{ $count }個です。
second-step-app-remove = 認証アプリを削除
second-step-app-intro = パスワードの入力後に、Google Authenticatorや1Passwordなどのアプリに表示されるコードの入力を求められます。
second-step-app-set-up = 認証アプリを設定
second-step-app-qr-label = 認証アプリ用のQRコード
second-step-app-setup-title = 認証アプリを設定
second-step-app-setup-lead = 認証アプリでコードをスキャンし、表示された6桁の数字を入力してください。
second-step-app-setup-key = または、次のキーをアプリに入力してください：
second-step-app-code-label = アプリに表示されたコード
second-step-app-turn-on = オンにする
second-step-app-cancel = キャンセル
second-step-recovery-title = 復旧コードを保存
second-step-recovery-lead = 認証アプリがオンになりました。スマートフォンを紛失した場合、これらのコードでそれぞれ1回ずつログインできます。安全な場所に保管してください。コードは再表示されません。
second-step-recovery-back = アカウントに戻る

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = パスキーでログイン
passkey-not-used = パスキーは使用されませんでした。もう一度お試しいただくか、パスワードを使用してください。
passkey-section-heading = パスキー
passkey-section-intro = パスキーを使うと、パスワードの代わりに指紋、顔認証、画面ロックでログインできます。
passkey-rename-label = 新しい名前
passkey-rename-button = 名前を変更
passkey-remove-button = 削除
passkey-new-name-label = 新しいパスキーの名前
passkey-new-name-placeholder = このノートパソコン
passkey-add-button = パスキーを追加
passkey-already-registered = このパスキーはすでに登録されています。
passkey-not-added = パスキーは追加されませんでした。もう一度お試しください。

## The consent screen.

consent-heading = { $client }にアカウントの使用を許可しますか？
consent-lead = { $account }でログインしています。{ $client }は他の開発者が作成したアプリで、次の許可を求めています：
consent-revoke-note = アクセスはアカウントページでいつでも取り消せます。
consent-deny = 拒否
consent-allow = 許可
consent-title = { $client }を許可しますか？

## Connecting a device (TV, console) with a code.

device-login-lead = デバイスをアカウントに接続するにはログインしてください。
device-code-unknown = コードが正しくないか、有効期限が切れているか、すでに使用されています。デバイスに表示されているコードを確認して、もう一度お試しください。
device-code-throttled = 間違ったコードの入力が多すぎます。数分待ってから、もう一度お試しください。
device-code-form-expired = このフォームの有効期限が切れました。もう一度コードを入力してください。
device-connected-title = デバイスを接続しました
device-connected-text = { $client }がアカウントに接続されました。デバイスに戻って操作を続けてください。
device-denied-title = リクエストを拒否しました
device-denied-text = { $client }は接続されませんでした。このページは閉じてかまいません。
device-two-factors-title = 2段階認証によるログインが必要です
device-two-factors-text = { $client }では2段階認証によるログインが必要です。アカウントページで2段階認証を使ってログイン（または2段階認証を設定）してから、ここでもう一度コードを入力してください。
device-two-factors-link = アカウントページを開く

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = 連携できませんでした
upstream-link-from-account-page = ログインサービスとの連携は、アカウントページのボタンから行ってください。
upstream-link-expired = このページの有効期限が切れました。アカウントページに戻って再読み込みしてから、もう一度お試しください。
upstream-unknown-provider = そのログインサービスは存在しません。
upstream-bad-state = このログインはすでに使用されたか、有効期限が切れたか、別のブラウザで開始されました。アプリに戻って、もう一度ログインしてください。
upstream-denied = ログインサービスでログインできませんでした。アプリに戻って、もう一度お試しください。
upstream-refused = ログインサービスからの応答を受け付けられませんでした。アプリに戻って、もう一度ログインしてください。
upstream-unavailable = ログインサービスに接続できませんでした。しばらくしてからもう一度お試しいただくか、別の方法でログインしてください。
upstream-email-taken = このメールアドレスのアカウントはすでに存在します。パスワードまたはパスキーでそのアカウントにログインしてから、アカウントページでこのログインサービスを連携してください。
upstream-outside-domains = 所属組織のログインでは、その組織自身の確認済みドメインのメールアドレスでのみログインできます。
upstream-unconfirmed-account = このメールアドレスのアカウントはすでに存在しますが、メールアドレスが一度も確認されていません。メールアドレスを確認する（またはパスワードを再設定する）と、所属組織経由でもう一度ログインできます。
upstream-operator-account = このアカウントにはオペレーターコンソールのロールがあります。組織のサインインではなく、自身のパスワードと2要素目でサインインしてください。
upstream-registration-closed = このアカウントはここには登録されておらず、新しいアカウントの登録も受け付けていません。運営者にアカウントの作成を依頼してください。
upstream-no-email = ログインサービスからメールアドレスが共有されませんでした。新しいアカウントにはメールアドレスが必要です。
upstream-unverified-email = このメールアドレスがご自身のものであることをログインサービスが確認していないため、このアドレスでアカウントを作成できません。メールアドレスでアカウントを作成してから、アカウントページでログインサービスを連携してください。
upstream-linked-elsewhere = このログインサービスのアカウントは、すでに別のアカウントに連携されています。
upstream-already-linked = あなたのアカウントは、このログインサービスの別のアカウントとすでに連携されています。先に連携を解除してください。
upstream-disabled = このアカウントは無効になっています。
upstream-reauthenticate = アカウントページでもう一度ログインしてから、ログインサービスを連携してください。

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = アカウントを作成
signup-lead = メールアドレスを確認するためのメールをお送りします。
signup-email = メールアドレス
signup-password = パスワード（10文字以上）
signup-name = 名前（任意）
signup-button = アカウントを作成
signup-closed-title = 新規登録は受け付けていません
signup-closed-text = 新しいアカウントは、このサービスの運営者が作成します。運営者にお問い合わせください。
signup-sent-title = メールをご確認ください
signup-sent-text = メールアドレスを確認するためのメールを送信しました。メール内のリンクを開いてください。ログインはすでに可能です。
signup-sent-continue-text = メールアドレスを確認するためのメールを送信しました。今すぐログインして続行できます。
signup-sent-continue = ログインして続行

## Address confirmation page (opened from the mailed link)

verify-title = メールアドレスの確認
verify-lead = このメールアドレスがご自身のものであることを確認してください。確認すると、アカウントでこのアドレスを使用できるようになります。ここでアカウントを作成したりメールアドレスを変更したりしていない場合は、確認せずにこのページを閉じてください。
verify-button = メールアドレスを確認
verify-done-title = メールアドレスを確認しました
verify-done-text = ありがとうございます。メールアドレスの確認が完了しました。このページは閉じてかまいません。

## Password reset request page

forgot-title = パスワードをお忘れですか？
forgot-lead = メールアドレスを入力してください。そのアドレスのアカウントがある場合は、新しいパスワードを設定するためのリンクをお送りします。
forgot-email = メールアドレス
forgot-button = リンクを送信
forgot-sent-title = メールをご確認ください
forgot-sent-text = このアドレスのアカウントがある場合は、新しいパスワードを設定するためのリンクを記載したメールを送信しました。リンクの有効期間は30分です。

## New password page (opened from the mailed link)

reset-title = 新しいパスワードを設定
reset-lead = 10～256文字のパスワードを設定してください。アカウントにログインしているすべてのデバイスがログアウトされます。
reset-password = 新しいパスワード
reset-button = パスワードを設定
reset-done-title = パスワードを設定しました
reset-done-text = 新しいパスワードが設定され、ログインしていたすべてのデバイスがログアウトされました。新しいパスワードでもう一度ログインしてください。

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = プロフィールを保存しました。
account-password-changed = パスワードを変更しました。他のすべてのデバイスはログアウトされました。
account-email-requested = そのアドレスが使用可能な場合は、確認用のリンクをそのアドレスに送信しました。リンクを使用すると、メールアドレスが変更されます。
account-session-signed-out = そのセッションからログアウトしました。
account-others-signed-out = 他のすべてのセッションからログアウトしました。
account-console-needs-factor = 管理コンソールを使用するには2段階認証が必要です。下で認証アプリまたはパスキーを追加し、それを使ってもう一度ログインしてください。
account-form-expired = このフォームの有効期限が切れました。もう一度お試しください。
account-login-lead = アカウントを表示・変更するにはログインしてください。
account-sign-in-again-lead = ログイン方法を変更するには、もう一度ログインしてください。
account-sign-in-again = セキュリティ保護のため、ログイン方法を追加または削除する前に、もう一度ログインしてください（2段階認証を設定している場合は、それも使用します）。
account-second-step-purpose = アカウントを開くには
account-profile-name = 名前
account-profile-mobile = 携帯電話番号
account-profile-picture = 写真のURL
account-profile-country-code = 国コード
account-profile-country = 国
account-profile-city = 市区町村
account-profile-postal-code = 郵便番号
account-session-unknown-device = 不明なデバイス
account-session-unknown-app = 不明なアプリ
account-session-when = ログイン: { $since } · 最終アクティビティ: { $active }
account-provider-not-linked = そのログインサービスはアカウントに連携されていません。
account-last-sign-in-method = これはアカウントで唯一のログイン方法です。先にパスキーを追加するか、パスワードを設定してください（パスワードをお忘れの場合）。
account-session-gone = そのセッションはすでにログアウトしています。
account-wrong-password = 現在のパスワードが正しくありません。
account-too-many-passwords = 間違ったパスワードの入力が多すぎます。数分待ってから、もう一度お試しください。
account-unknown-action = このページではその操作は行えません。

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = 認証アプリを削除しました。
factors-passkey-added = パスキーを追加しました。今後はこのパスキーでログインできます。
factors-passkey-renamed = パスキーの名前を変更しました。
factors-passkey-removed = パスキーを削除しました。
factors-passkey-added-on = 追加日: { $date }
factors-passkey-last-used = 最終使用日: { $date }
factors-passkey-synced = 同期済み
factors-wrong-code = コードが正しくありません。アプリの時刻を確認し、現在表示されているコードを入力してください。
factors-too-many-codes = 間違ったコードの入力が多すぎます。数分待ってから、もう一度お試しください。
factors-totp-already = 認証アプリはすでに設定されています。
factors-totp-nothing-pending = 設定中の認証アプリはありません。最初からやり直してください。
factors-totp-not-set-up = 認証アプリが設定されていません。
factors-passkey-registered = そのパスキーはすでに登録されています。
factors-passkey-too-many = 登録できるパスキーの数が上限に達しています。先に1つ削除してください。
factors-passkey-too-many-attempts = 試行回数が多すぎます。数分待ってから、もう一度お試しください。
factors-passkey-name-length = パスキーの名前は1～64文字で入力してください。
factors-passkey-not-yours = そのパスキーはこのアカウントに登録されていません。
factors-passkey-not-added = パスキーを追加できなかったか、時間がかかりすぎました。もう一度お試しください。
factors-page-expired = このページの有効期限が切れました。再読み込みしてください。
factors-sign-in-again = もう一度ログインしてください。
factors-passkeys-unavailable = このサーバーではパスキーを使用できません。
factors-sign-in-to-add = パスキーを追加するには、もう一度ログインしてください。

## The account page's sign-in providers (another account that signs the user in).

links-heading = 別のアカウントでログイン
links-linked = 連携しました。今後はこのログインサービスでこのアカウントにログインできます。
links-unlinked = 連携を解除しました。
links-linked-on = 連携日: { $date }
links-unlink = 連携を解除
links-link = { $provider }と連携

## The account page's third-party apps the user allowed.

apps-heading = アクセスを許可したアプリ
apps-allowed-on = 許可日: { $date }
apps-remove = アクセスを削除
apps-removed = アプリのアクセスを削除し、アプリからログアウトしました。

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = アカウントの削除
delete-explain-lead = アカウントとそれに関するすべての情報は、ご自身で削除できます。
delete-explain-sign-in = ログインします。パスワード、パスキー、または登録時に使用したログインサービス（「…でログイン」）を使用します。
delete-explain-confirm = アカウントの削除を確定します。
delete-explain-what = 削除される情報：プロフィール（名前、メールアドレス、電話番号、写真、場所）、パスワード、すべてのセッションとそれに記録されたデバイスや場所、2段階認証、パスキー、連携しているログインサービス、アプリに発行されたすべてのトークン。すべてのデバイスがログアウトされます。セキュリティログに残るあなたに関する記録は、IPアドレスを含まない形でランダムな名前に置き換えられ、最長{ $days }日間保持されます。
delete-explain-now = 削除のタイミング：すぐに削除されます。確認のメールがあなたのメールアドレスに送信されます。
delete-explain-later = 削除のタイミング：リクエストから{ $days }日後。それまでにログインすると、アカウントは削除されません。確認のメールがあなたのメールアドレスに送信されます。
delete-explain-apps = アプリの設定からアカウントを削除することもできます。
delete-explain-link = ログインしてアカウントを削除
delete-login-lead = アカウントを削除するにはログインしてください。
delete-confirm-what = プロフィール、セッション、2段階認証、パスキー、連携しているログインサービスが削除され、すべてのデバイスからログアウトされます。
delete-confirm-later = アカウントは{ $days }日後に削除されます。それまでにログインすると、アカウントは削除されません。
delete-confirm-now = この操作は元に戻せません。
delete-confirm-check = アカウントとそれに関するすべての情報を削除する
delete-confirm-button = アカウントを削除
delete-confirm-keep = アカウントを削除しない
delete-done-title = アカウントを削除しました
delete-done = アカウントとそれに関するすべての情報を削除しました。確認のメールをあなたのメールアドレスに送信しています。
delete-scheduled-title = アカウントの削除を予約しました
delete-scheduled = すべてのセッションを終了しました。アカウントは{ $date }に削除されます。アカウントを残すには、それまでにログインしてください。

## The account page's language (stored: the language of the user's mails).

account-language-heading = 言語
account-language-help = このアカウントのページと、このアカウントに送信されるメールの言語です。
account-language-save = 言語を保存
account-language-saved = 言語を保存しました。

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · コンソール
console-nav-signed-in = コンソール · { $email }でログイン中（{ $role }）
console-nav-your-account = アカウント
console-nav-label = コンソール
console-nav-overview = 概要
console-nav-users = ユーザー
console-nav-organizations = 組織
console-nav-clients = クライアント
console-nav-apis = API
console-nav-webhooks = Webhook
console-nav-audit = 監査ログ
console-nav-keys = キー
console-nav-settings = 設定

console-frame-role-admin = 管理者
console-frame-role-support = サポート
console-frame-role-viewer = 閲覧者
console-frame-role-none = なし
console-frame-table-empty = { $caption }：なし
console-frame-age-days = { $count }日
console-frame-age-hours = { $count }時間
console-frame-age-minutes = { $count }分

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = あなたのコンソールロールではこのページを開けません。必要な場合は管理者に依頼してください。
console-gate-form-expired = このフォームの有効期限が切れているか、コンソールから送信されたものではありません。ページを開き直して、もう一度実行してください。
console-gate-change-not-allowed = あなたのコンソールロールでは、この変更は許可されていません。
console-gate-no-role = あなたのアカウントにはコンソールのロールがありません。管理者がロールを付与できます。
console-gate-not-allowed-title = 許可されていません
console-gate-not-found-title = 見つかりません
console-gate-not-done-title = 実行できませんでした
console-gate-sign-in-again-lead = コンソールを開くには、2段階認証でもう一度ログインしてください。
console-gate-needs-second-factor = コンソールを開くには、2段階認証（認証アプリまたはパスキー）を使ったログインが必要です。
console-gate-no-such-user = そのユーザーは存在しません。
console-gate-no-such-client = そのクライアントは存在しません。
console-gate-no-such-api = そのAPIは存在しません。
console-gate-no-such-webhook = そのWebhookは存在しません。
console-gate-no-such-delivery = その配信は存在しません。
console-gate-no-such-session = そのセッションは存在しません。
console-gate-no-such-link = その連携は存在しません。
console-gate-no-such-organization = その組織は存在しません。
console-gate-no-such-domain = そのドメインは存在しません。
console-gate-no-such = 指定された{ $what }は存在しません。
console-gate-duplicate-email = そのメールアドレスのユーザーはすでに存在します。
console-gate-last-sign-in-method = この連携はアカウントに残っている唯一のログイン方法です。先にパスワードを設定してください。
console-gate-api-exists = その識別子のAPIはすでに存在します。
console-gate-disable-client-first = 削除する前にクライアントを無効にしてください。

## The console's overview page.

console-overview-title = 概要
console-overview-find-user = ユーザーを検索
console-overview-accounts = アカウント
console-overview-live-sessions = 有効なセッション
console-overview-sign-ins = ログイン（24時間）
console-overview-failed-sign-ins = 失敗したログイン（24時間）
console-overview-lockouts = 現在のロックアウト
console-overview-failing-deliveries = 失敗しているWebhook配信
console-overview-chart-heading = 過去24時間のログイン
console-overview-counted = 集計日時：{ $at }（数値は最大1分前のものです）。
console-overview-chart-label = 過去24時間の1時間ごとのログイン数：成功{ $succeeded }件、失敗{ $failed }件
console-overview-chart-hour = { $time }：成功{ $succeeded }件、失敗{ $failed }件
console-overview-chart-start = 24時間前
console-overview-chart-end = 現在
console-overview-legend-succeeded = 成功（{ $count }）
console-overview-legend-failed = 失敗（{ $count }）
console-overview-keys-heading = 署名キー
console-overview-keys-caption = 署名キー（新しい順）
console-overview-key = キー
console-overview-algorithm = アルゴリズム
console-overview-state = 状態
console-overview-age = 経過時間
console-overview-signing-for = 署名期間
console-overview-key-pending = 保留中
console-overview-key-active = 有効
console-overview-key-retired = 廃止
console-overview-keys-link = キーとローテーション

## The console's users list.

console-users-title = ユーザー
console-users-deleted = ユーザーを削除しました。
console-users-search-label = メールアドレス、名前、またはユーザーID
console-users-search = 検索
console-users-search-help = メールアドレスは前方一致、名前は各単語の前方一致、IDは完全一致で検索します。
console-users-caption = ユーザー（古い順）
console-users-matching = 「{ $query }」に一致するユーザー
console-users-address = メールアドレス
console-users-name = 名前
console-users-verified = 確認済み
console-users-state = 状態
console-users-created = 作成日時
console-users-yes = はい
console-users-no = いいえ
console-users-enabled = 有効
console-users-disabled = 無効
console-users-next-page = 次のページ

## The console's page of one user.

console-user-done-disabled = ユーザーを無効にしました。すべてのセッションが終了しました。
console-user-done-enabled = ユーザーを有効にしました。ユーザーは再びログインできます。
console-user-done-signed-out = ユーザーのすべてのセッションを終了しました。
console-user-done-session-ended = セッションを終了しました。
console-user-done-factors-reset = ユーザーの2段階認証を削除しました。ユーザーにはメールで通知されています。
console-user-done-verification-sent = 確認メールを送信しています。
console-user-done-role = ロールを変更しました。
console-user-why-heading = このユーザーがログインできない理由
console-user-nothing-stops = 現在、このユーザーのログインを妨げているものはありません。
console-user-reason-disabled = アカウントはオペレーターによって無効にされています。
console-user-reason-unverified = メールアドレスが確認されていません。確認メールのリンクが使用されるまで、パスワードでのログインは拒否されます。
console-user-reason-locked-password = { $ip }からの誤ったパスワード入力により、{ $until }までロックされています（約{ $minutes }分、ログインのスロットリング）。
console-user-reason-locked-second-step = 誤ったコード入力により、2段階目の認証が{ $until }までロックされています（約{ $minutes }分、2段階認証のスロットリング）。
console-user-reason-passkey-only = アカウントにパスワードがありません。パスキーでのみログインできます（またはパスワードのリセット後）。
console-user-reason-providers-only = アカウントにパスワードがありません。{ $providers }経由でのみログインできます（またはパスワードのリセット後）。
console-user-reason-second-factor-due = 2段階認証が設定されていませんが、{ $clients }が2段階認証でのログインを求めています。ユーザーは先に2段階認証を追加する必要があります。
console-user-reason-deletion-scheduled = ユーザーがアカウントの削除をリクエストしました。それまでにログインしない限り、{ $date }に削除されます。
console-user-profile = プロフィール
console-user-id = ユーザーID
console-user-address = メールアドレス
console-user-verified = 確認済み
console-user-state = 状態
console-user-name = 名前
console-user-mobile = 携帯電話
console-user-place = 場所
console-user-created = 作成日時
console-user-console-role = コンソールロール
console-user-sessions = セッション
console-user-sessions-caption = 有効なセッション（新しい順）
console-user-device = デバイス
console-user-ip-and-place = IPと場所
console-user-signed-in = ログイン日時
console-user-last-active = 最終アクティビティ
console-user-methods = 方法
console-user-end-column = 終了
console-user-end-session = 終了
console-user-unknown-device = 不明なデバイス
console-user-second-factors = 2段階認証
console-user-authenticator-app = 認証アプリ
console-user-recovery-codes-left = 残りの復旧コード
console-user-passkeys = パスキー
console-user-factor-none = なし
console-user-totp-since = { $date }から
console-user-providers-and-apps = ログインサービスとアプリ
console-user-links-caption = 連携しているログインサービス
console-user-provider = ログインサービス
console-user-address-given = 提供されたメールアドレス
console-user-linked = 連携日時
console-user-consents-caption = サードパーティアプリへの同意
console-user-client = クライアント
console-user-scopes = スコープ
console-user-allowed = 許可日時
console-user-recent-events = 最近のイベント
console-user-events-caption = ユーザーに関する最新の監査イベント
console-user-when = 日時
console-user-type = 種類
console-user-actor = 実行者
console-user-ip = IP
console-user-every-event = ユーザーに関するすべてのイベント
console-user-actions = 操作
console-user-disable = 無効にする
console-user-enable = 有効にする
console-user-sign-out-everywhere = すべての場所からログアウト
console-user-resend-verification = 確認メールを再送信
console-user-reset-factors = 2段階認証をリセット
console-user-reset-factors-confirm = 認証アプリ、復旧コード、パスキーを削除する
console-user-delete = ユーザーを削除
console-user-delete-confirm = このアカウントとそれに関するすべての情報を今すぐ削除する
console-user-role-heading = コンソールロール
console-user-role-label = ロール
console-user-set-role = ロールを設定
console-user-role-help = 閲覧者はすべてのページを閲覧できます。サポートはさらに、ユーザーの無効化と有効化、ログアウト、2段階認証のリセット、確認メールの再送信ができます。管理者はすべての操作ができます。
console-user-unknown-action = このページではその操作は行えません。
console-user-not-on-this-user = このユーザーには実行できません。管理者以外のオペレーターはロールのないユーザーにのみ操作でき、ここでは誰も自分自身のロール、状態、2段階認証、アカウントを変更できません。
console-user-tick-to-confirm = チェックボックスをオンにして確認し、もう一度実行してください。

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = クライアント
console-client-list-caption = クライアント（古い順）
console-client-name = 名前
console-client-kind = 種類
console-client-state = 状態
console-client-registered = 登録日時
console-client-kind-public = パブリック
console-client-kind-confidential = コンフィデンシャル
console-client-state-enabled = 有効
console-client-state-disabled = 無効
console-client-register-heading = クライアントを登録
console-client-register = 登録
console-client-registered-notice = クライアントを登録しました。
console-client-deleted = クライアントを削除しました。

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = リダイレクトURI（1行に1つ）
console-client-scopes-field = スコープ（空欄の場合：openid email profile authorization）
console-client-package-names-field = Androidパッケージ名（1行に1つ）
console-client-app-origins-field = パスキー用のアプリのオリジン（1行に1つ）
console-client-logout-uri-field = バックチャネルログアウトURI
console-client-organization-field = Shared Signals 受信者の組織（スラッグまたは ID）
console-client-flag-public = パブリック（ブラウザまたはネイティブアプリ：シークレットなし、PKCE）
console-client-flag-resource-server = リソースサーバー（トークンのイントロスペクションが可能）
console-client-flag-client-credentials = 自身用のトークンを取得可能（client_credentials）
console-client-flag-rotate-refresh-tokens = リフレッシュトークンをローテーション
console-client-flag-require-mfa = 2段階認証によるログインのみ
console-client-flag-require-par = Pushed Authorization Requestsのみ
console-client-flag-third-party = サードパーティ：ユーザーが先に同意
console-client-flag-shared-signals = Shared Signals 受信者：セキュリティイベントのストリームを受け取る

## Console: one client's page

console-client-saved = クライアントの設定を保存しました。
console-client-disabled-notice = クライアントを無効にしました。このクライアントのトークンは検証されなくなります。
console-client-granted = 権限の付与を保存しました。
console-client-secret-replaced = シークレットを置き換えました。
console-client-secret-heading = クライアントシークレット
console-client-secret-once = 今すぐコピーしてください。表示されるのはこの1回だけです（保存されるのはダイジェストのみです）。
console-client-settings-heading = 設定
console-client-yes = はい
console-client-no = いいえ
console-client-redirect-uris = リダイレクトURI
console-client-scopes = スコープ
console-client-resource-server = リソースサーバー
console-client-two-factor-only = 2段階認証のみ
console-client-par-only = PARのみ
console-client-third-party = サードパーティ
console-client-shared-signals = Shared Signals 受信者
console-client-changed = 変更日時
console-client-grants-heading = APIへの権限付与
console-client-grants-caption = このクライアントが自身のために呼び出せるAPI
console-client-api = API
console-client-api-identifier = API識別子
console-client-grant = 付与
console-client-actions-heading = 操作
console-client-rotate-secret = シークレットをローテーション
console-client-rotate-secret-confirm = シークレットを置き換える：古いシークレットはすぐに使えなくなります
console-client-disable = 無効にする
console-client-disable-confirm = クライアントを無効にする：このクライアントのトークンは検証されなくなります
console-client-delete = 削除
console-client-delete-confirm = クライアントと、それに発行されたすべてのものを削除する
console-client-edit-heading = 編集
console-client-save = 保存
console-client-confirm-first = チェックボックスをオンにして確認し、もう一度実行してください。
console-client-unknown-action = このページではその操作は行えません。

## Console: the APIs page

console-api-title = API
console-api-list-caption = API（リソースインジケーター）
console-api-identifier = 識別子
console-api-scopes = スコープ
console-api-registered-column = 登録日時
console-api-register-heading = APIを登録
console-api-identifier-field = 識別子（https URL）
console-api-scopes-field = スコープ（スペース区切り）
console-api-register = 登録
console-api-registered = APIを登録しました。

## Console: the webhooks page

console-webhook-title = Webhook
console-webhook-list-caption = Webhookエンドポイント
console-webhook-endpoint = エンドポイント（配信履歴）
console-webhook-events = イベント
console-webhook-registered-column = 登録日時
console-webhook-remove = 削除
console-webhook-remove-confirm = このエンドポイントへの配信を停止する
console-webhook-secret-heading = 署名シークレット
console-webhook-secret-once = 今すぐ受信側に渡してください。表示されるのはこの1回だけです。
console-webhook-register-heading = エンドポイントを登録
console-webhook-url = URL
console-webhook-events-field = イベントの種類（スペース区切り）
console-webhook-register = 登録
console-webhook-registered = エンドポイントを登録しました。
console-webhook-removed = エンドポイントを削除しました。
console-webhook-confirm-first = チェックボックスをオンにして確認し、もう一度実行してください。

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = 配信
console-webhook-deliveries-caption = 配信（新しい順）
console-webhook-delivery = 配信
console-webhook-event = イベント
console-webhook-status = ステータス
console-webhook-attempts = 試行回数
console-webhook-last-error = 最後のエラー
console-webhook-replay = 再送
console-webhook-replayed = 配信を再びキューに追加しました。
console-webhook-status-pending = 保留中
console-webhook-status-delivered = 配信済み
console-webhook-status-failed = 失敗

## Console: the audit trail

console-audit-title = 監査ログ
console-audit-user-id = ユーザーID
console-audit-address = メールアドレス
console-audit-type = 種類
console-audit-since = 開始（RFC 3339）
console-audit-until = 終了（RFC 3339）
console-audit-any-type = すべて
console-audit-filter = 絞り込み
console-audit-caption = イベント（新しい順）
console-audit-when = 日時
console-audit-type-column = 種類
console-audit-actor = 実行者
console-audit-user = ユーザー
console-audit-client = クライアント
console-audit-ip = IP
console-audit-older = 以前のイベント

## Console: the signing keys

console-keys-title = キー
console-keys-caption = キーリング（新しい順）
console-keys-key = キー
console-keys-algorithm = アルゴリズム
console-keys-state = 状態
console-keys-made = 作成日時
console-keys-age = 経過時間
console-keys-signing-since = 署名開始日時
console-keys-retired = 廃止日時
console-keys-state-pending = 保留中
console-keys-state-active = 有効
console-keys-state-retired = 廃止
console-keys-rotate-heading = ローテーション
console-keys-rotate-help = ローテーションは2段階で行います。1回目でJWKSに新しいid_tokenキーを公開し、2回目でそのキーによる署名を開始します（access-tokenキーも置き換えます）。古いキーは、最後のトークンの有効期限が切れるまで検証に使用されます。
console-keys-rotate = ローテーション
console-keys-rotate-confirm = 署名キーをローテーションする
console-keys-published = 新しいid_tokenキーを公開しました。次のローテーションで署名に使用されます。
console-keys-activated = 公開済みのキーでid_tokenの署名を開始し、新しいaccess-tokenキーに切り替えました。
console-keys-not-done = 実行できませんでした
console-keys-confirm-first = チェックボックスをオンにして確認し、もう一度実行してください。

## Console: the settings

console-settings-title = 設定
console-settings-effective-heading = 有効な構成
console-settings-effective-help = ファイル、環境変数、デフォルト値を適用した後の値です。シークレットはマスクされています。
console-settings-caption = 設定
console-settings-setting = 設定項目
console-settings-value = 値
console-settings-upstream-heading = 外部ログインサービス
console-settings-providers-caption = ログインサービス
console-settings-provider-id = ID
console-settings-provider-button = ボタン
console-settings-provider-last-error = このインスタンスでの最後のエラー
console-settings-no-trouble = 起動以降なし
console-settings-trouble = { $at }：{ $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = アプリでは、代わりに次のコードを入力してください：{ $token }
mail-set-password-button = 新しいパスワードを設定
mail-open-account-button = アカウントを開く

## Verification of a new account's address

mail-verification-subject = メールアドレスの確認
mail-verification-welcome = ようこそ。このメールアドレスがご自身のものであることを確認してください。
mail-verification-link-hours = このリンクの有効期間は{ $hours }時間で、1回のみ使用できます。
mail-verification-ignore = アカウントを作成していない場合は、このメールを無視してください。
mail-verification-button = メールアドレスを確認

## Moving an account to a new address: the mail to the new address

mail-change-subject = 新しいメールアドレスの確認
mail-change-confirm = 今後このメールアドレスをアカウントで使用することを確認してください。
mail-change-link-hours = このリンクの有効期間は{ $hours }時間で、1回のみ使用できます。それまでは以前のメールアドレスが引き続き使用されます。
mail-change-ignore = このリクエストに心当たりがない場合は、このメールを無視してください。何も変更されません。
mail-change-button = このメールアドレスを使用

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = アカウントのメールアドレスの変更
mail-change-notice-asked = あなたのアカウントにログインした人が、アカウントのメールアドレスを{ $address }に変更するようリクエストしました。
mail-change-notice-until = 変更は、そのアドレスに送信されたリンクが使用された時点で行われます。それまでは、このメールアドレスが引き続き使用されます。
mail-change-notice-not-you = 心当たりがない場合は、今すぐ新しいパスワードを設定してください。すべてのセッションが終了し、リンクは無効になります。

## To an address that tried to register again

mail-registered-subject = すでにアカウントをお持ちです
mail-registered-tried = このメールアドレスでアカウントを作成しようとした人がいますが、このアドレスのアカウントはすでに存在します。
mail-registered-if-you = ご自身による操作の場合は、ログインしてください。パスワードをお忘れの場合は、新しいパスワードを設定してください。
mail-registered-not-you = 心当たりがない場合は、このメールを無視してください。何も変更されていません。

## Password reset

mail-reset-subject = 新しいパスワードの設定
mail-reset-asked = あなたのアカウントの新しいパスワードを設定するリクエストがありました。
mail-reset-link-minutes = このリンクの有効期間は{ $minutes }分で、1回のみ使用できます。新しいリクエストがあると、このリンクは置き換えられます。
mail-reset-not-you = 心当たりがない場合は、このメールを無視してください。パスワードは変更されません。

## Notices: a second factor changed

mail-totp-added-subject = 認証アプリが追加されました
mail-totp-added-body = あなたのアカウントに、2段階認証として認証アプリが追加されました。
mail-totp-removed-subject = 認証アプリが削除されました
mail-totp-removed-body = あなたのアカウントから認証アプリが削除されました。今後はパスワードだけでログインできます。
mail-passkey-added-subject = パスキーが追加されました
mail-passkey-added-body = あなたのアカウントにパスキーが追加されました。このパスキーを使うと、パスワードなしでログインできます。
mail-passkey-removed-subject = パスキーが削除されました
mail-passkey-removed-body = あなたのアカウントからパスキーが削除されました。このパスキーではログインできなくなりました。
mail-recovery-used-subject = 復旧コードが使用されました
mail-recovery-used-body = 復旧コードを使用して、あなたのアカウントにログインがありました。未使用の復旧コードは残り{ $left }個です。
mail-factor-not-you = 心当たりがない場合は、アカウントページでパスワードを変更し、すべての場所からログアウトしてください。

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider }がアカウントに連携されました
mail-linked-body = あなたのアカウントが{ $provider }のアカウントと連携されました。今後は{ $provider }でログインすると、このアカウントが開きます。
mail-unlinked-subject = アカウントと{ $provider }の連携が解除されました
mail-unlinked-body = あなたのアカウントと{ $provider }の連携が解除されました。今後は{ $provider }でログインしても、このアカウントは開きません。
mail-link-not-you = 心当たりがない場合は、アカウントページでパスワードを変更し、すべての場所からログアウトして、連携を解除してください。

## Account deleted

mail-deleted-subject = アカウントが削除されました
mail-deleted-body = あなたのアカウントとそれに関するすべての情報が削除され、アカウントのすべてのセッションが終了しました。
mail-deleted-register-again = このメールアドレスで再度登録できますが、以前のアカウントの情報は復元されません。

## Account deletion scheduled (after a grace period)

mail-deletion-subject = アカウントは削除される予定です
mail-deletion-due = あなたのアカウントは{ $date }に削除されます。アカウントのすべてのセッションは終了しました。
mail-deletion-keep = アカウントを残すには、それまでにもう一度ログインしてください。このリクエストに心当たりがない場合は、ログインしてパスワードを変更してください。
mail-deletion-button = ログインしてアカウントを残す

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = { $organization }への招待
mail-invitation-body = { $organization }への参加に招待されました。承諾するには、リンクを開いて、このメールアドレスでログインするか、このメールアドレスでアカウントを作成してください。
# $days: how many days the link works.
mail-invitation-expiry = このリンクの有効期間は{ $days }日です。
mail-invitation-ignore = この組織に心当たりがない場合は、このメールを無視してください。承諾しない限り、何も起こりません。
# Button: opens the invitation's page.
mail-invitation-button = 招待を確認
console-organizations-title = 組織
console-organizations-name = 名前
console-organizations-slug = スラッグ（URL名）
console-organizations-enabled = 有効
console-organizations-mfa = 2段階認証
console-organizations-new = 新しい組織
console-organizations-create = 組織を作成
console-organizations-created = 組織を作成しました。
console-organization-saved = ドメインのルールを保存しました。
console-organization-id = ID
console-organization-members = メンバー
console-organization-roles = ロール
console-organization-managed = 組織のログインで管理
console-organization-break-glass = 緊急アクセス
console-organization-invitations = 保留中の招待
console-organization-expires = 有効期限
console-organization-domains = ドメイン
console-organization-domain = ドメイン
console-organization-state = 状態
console-organization-rules = ルール
console-organization-save-rules = 保存
console-organization-sign-in = 組織独自のログイン
console-organization-no-sign-in = 独自のログインはありません。メンバーは各自のパスワードまたはパスキーでログインします。
# $organization: the organization's name.
organization-admin-title = { $organization }の組織設定
organization-admin-lead = { $email }としてこの組織を管理しています。
organization-admin-none = まだ何もありません。
organization-admin-members = メンバー
organization-admin-remove = 削除
organization-admin-yes = はい
organization-admin-no = いいえ
organization-admin-email = メールアドレス
organization-admin-roles = ロール
organization-admin-managed = 組織のログインで管理
organization-admin-action = 操作
organization-admin-invitations = 保留中の招待
organization-admin-revoke = 取り消す
organization-admin-expires = 有効期限
organization-admin-invite = メンバーを招待
organization-admin-role = ロール
organization-admin-invite-button = 招待を送信
organization-admin-domains = ドメイン
organization-admin-domains-lead = 会社のメールドメインを登録し、表示されたTXTレコードを公開してから、ドメインを確認してください。確認済みドメインのメールアドレスは、所属組織のログインでログインできます。
organization-admin-verify = 確認
organization-admin-verified = 確認済み
organization-admin-pending = 確認待ち
organization-admin-domain = ドメイン
organization-admin-state = 状態
organization-admin-record = 公開するレコード
organization-admin-add-domain = ドメインを登録
organization-admin-sign-in = 所属組織のログイン
organization-admin-no-sign-in = メンバーは各自のパスワードでログインしています。独自のOpenIDログインサービス（Okta、Entra ID、Google Workspace…）を設定すると、メンバーはそのサービスを通じてログインできます。
organization-admin-issuer = 発行者（Issuer）URL
organization-admin-client-id = クライアントID
organization-admin-client-secret = クライアントシークレット
organization-admin-redirect-uri = ログインサービスに登録するリダイレクトURI
organization-admin-save-sign-in = ログイン設定を保存
organization-admin-sign-in-title = まずログインしてください
organization-admin-sign-in-text = アカウントページでログインしてから、もう一度このページを開いてください。
organization-admin-sign-in-link = アカウントへ移動
organization-admin-unknown-title = 組織が見つかりません
organization-admin-unknown-text = あなたが管理している組織はここにはありません。
organization-admin-unknown-change = このページではその変更は行えません。
organization-admin-scim = プロビジョニング（SCIM）
organization-admin-scim-lead = お使いのディレクトリ（Okta、Entra ID、Google Workspace…）が、SCIM 2.0を通じてここでメンバーとグループを追加・変更・削除します。接続のベースURLとトークンをディレクトリに設定してください。
organization-admin-scim-base-url = ベースURL
organization-admin-scim-made = 作成日
organization-admin-scim-last-used = 最終使用日
organization-admin-scim-never = 未使用
organization-admin-scim-old-token = 旧トークンの有効期限
organization-admin-scim-rotate = 新しいトークンを発行
organization-admin-scim-make = 接続を作成
organization-admin-scim-token-title = ディレクトリ用のトークン
organization-admin-scim-token-text = ベースURLとトークンを今すぐディレクトリにコピーしてください。トークンは二度と表示されません。旧トークンがある場合は、あと1日有効です。
organization-admin-scim-token = トークン
organization-admin-scim-revoke-confirm = 接続を取り消す：そのトークンは直ちに使えなくなります
# $organization: the organization's name.
invitation-title = { $organization }に参加
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = { $email }として、{ $organization }への参加に招待されました。
invitation-join-button = 参加する
invitation-sign-up-lead = { $organization }への参加に招待されました。参加するには、{ $email }でアカウントを作成してください。このメールアドレスがあなたのものであることは、招待によって確認されています。
invitation-name = 名前
invitation-password = パスワードを設定（10文字以上）
invitation-sign-up-button = アカウントを作成して参加
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = この招待は{ $email }宛てですが、現在{ $current }でログインしています。ログアウトしてから、もう一度リンクを開いてください。
# $email: the invited address.
invitation-sign-in-first = この招待は{ $email }宛てで、このメールアドレスのアカウントはすでにあります。このメールアドレスを使ってアカウントページでログインしてから、もう一度リンクを開いてください。
invitation-sign-in-as-invitee = まず、招待されたメールアドレスでログインしてください。
invitation-unusable-title = この招待は使用できません
invitation-unusable-text = 使用済みか、取り消されたか、新しい招待に置き換えられたか、有効期限が切れています。組織に新しい招待を依頼してください。
# $organization: the organization's name.
invitation-joined-title = { $organization }に参加しました
invitation-joined-text = これであなたはメンバーです。この組織のアプリにログインすると、アプリからもメンバーとして認識されます。
invitation-joined-new-account = アカウントの準備ができ、メンバーになりました。メールアドレスと設定したパスワードでログインしてください。

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
api-code-refresh-token = トークンとリフレッシュトークンを発行しました
api-code-token = トークンを発行しました
api-code-userdata = ユーザーデータ
api-code-login-success = ログインしました
api-code-auth-code = 認可コードを発行しました
api-code-id-token = id_tokenを発行しました
api-code-logged-out = ログアウトしました。セッションとそのトークンは取り消されました
api-code-ok = 完了しました
api-code-alive = 稼働中
api-code-ready = 準備完了
api-code-sessions = 有効なセッション
api-code-export = あなたのアカウントについて保持しているすべての情報
api-code-email-change-requested = そのアドレスが使用可能な場合は、確認用のリンクをそのアドレスに送信しました
api-code-account-deleted = アカウントとそれに関するすべての情報を削除しました。すべてのセッションが終了しました
api-code-deletion-scheduled = すべてのセッションが終了し、アカウントは削除される予定です。アカウントを残すには、それまでにもう一度ログインしてください
api-code-reauthentication-required = 先にもう一度ログインしてください。この操作には直近数分以内のログインが必要です
api-code-session-ended = ログアウトしました。セッションとそのトークンは取り消されました
api-code-password-changed = パスワードを変更しました。他のすべてのセッションとそのトークンは取り消されました
api-code-registration-accepted = 登録を受け付けました。届いたメールでメールアドレスを確認してください
api-code-email-verified = メールアドレスを確認しました
api-code-reset-requested = そのアドレスのアカウントがある場合は、リセット用のリンクを記載したメールを送信しました
api-code-password-reset = パスワードを設定しました。すべてのセッションとそのトークンは取り消されました
api-code-registration-closed = 新規登録は受け付けていません。運営者にアカウントの作成を依頼してください
api-code-invalid-request = リクエストの形式が正しくありません
api-code-unsupported-grant-type = grant_typeはcodeまたはrefresh_tokenである必要があります
api-code-invalid-grant = codeまたはrefresh_tokenが無効か、有効期限切れか、取り消されているか、別のクライアントに発行されたものです
api-code-invalid-client = クライアント認証に失敗しました
api-code-invalid-credentials = メールアドレスまたはパスワードが正しくありません。新しいアカウントは、メールアドレスの確認後にログインできます。届いたメールのリンクをご確認ください
api-code-mfa-required = 2段階認証が必要です。認証アプリのコードまたは復旧コードで応答してください
api-code-mfa-enrolment-required = このアプリケーションでは2段階認証によるログインが必要です。アカウントページで認証アプリまたはパスキーを設定してから、もう一度ログインしてください
api-code-passkey-options = これらのオプションを認証器に渡してください
api-code-passkey-added = パスキーを追加しました
api-code-passkeys = あなたのパスキー
api-code-links = 連携しているログインサービス
api-code-last-sign-in-method = これはアカウントに残っている唯一のログイン方法です。先にパスワードを設定するか、パスキーを追加してください
api-code-insufficient-scope = トークンのスコープでは、このリクエストは許可されていません
api-code-not-a-member = この組織ではログインできません。組織の管理者に追加を依頼してください
api-code-sso-required = 所属組織がログインを管理しています。ssoUrlで続行してください
api-code-not-found = そのリソースは存在しません
api-code-method-not-allowed = このリソースでは許可されていないメソッドです
api-code-conflict = すでに存在します
api-code-payload-too-large = リクエスト本文が大きすぎます
api-code-rate-limited = リクエストが多すぎます。しばらくしてから再試行してください
api-code-server-error = 内部サーバーエラー
api-code-service-unavailable = サービスは一時的に利用できません。しばらくしてから再試行してください

## Bearer tokens and capacity (every JSON API)

api-bearer-required = `Authorization: Bearer <token>`形式のアクセストークンが必要です。トークンがないか、形式が正しくないか、取り消されています
api-busy = 同時に多数のログインが行われています。しばらくしてから再試行してください

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_typeはid_tokenまたはtokenである必要があります
api-token-type-grant = token_typeはrefresh_tokenまたはtokenである必要があります
api-token-type-refresh = grant_typeがrefresh_tokenの場合、token_typeはtokenである必要があります
api-client-secret-required = token_typeがtokenの場合、client_secretは必須です
api-field-empty = { $field }は空にできません

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = パスワードが長すぎます
api-mfa-token-invalid = mfaTokenが不明か、使用済みか、有効期限切れです。もう一度ログインしてください
api-challenge-invalid = challengeIdが不明か、使用済みか、有効期限切れです。新しいパスキーのオプションをリクエストしてください
api-mfa-code-or-passkey = 2段階認証が必要です。認証アプリのコード、復旧コード、またはパスキーで応答してください
api-mfa-passkey = 2段階認証が必要です。パスキーで応答してください（mfaTokenを指定してlogin/passkeyを呼び出します）
api-client-id-required = client_idは必須です
api-client-unknown = client_idが不明か、無効になっています
api-redirect-uri-required = redirect_uriは必須です
api-redirect-uri-unregistered = redirect_uriがこのクライアントに登録されていません
api-state-too-long = stateが長すぎます

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = トークンが不明か、使用済みか、有効期限切れか、新しいトークンに置き換えられています
api-session-not-found = そのIDの有効なセッションはありません

## Native-app API: second factors and passkeys

api-authenticator-exists = 認証アプリはすでに設定されています。先に削除してください
api-authenticator-not-pending = 設定中の認証アプリはありません
api-authenticator-none = 認証アプリが設定されていません
api-factor-code-wrong = コードが正しくありません
api-reauthenticate-factors = 2段階認証を変更するには、もう一度ログインしてください（2段階認証を設定している場合はそれも使用します）
api-reauthenticate-passkeys = パスキーを変更するには、もう一度ログインしてください（2段階認証を設定している場合はそれも使用します）
api-reauthenticate-sign-in = ログイン方法を変更するには、もう一度ログインしてください（2段階認証を設定している場合はそれも使用します）
api-passkeys-unavailable = このサーバーではパスキーを使用できません
api-passkey-not-found = そのパスキーは存在しません
api-passkey-no-ceremony = 待機中のパスキー登録はありません。新しいオプションをリクエストしてください
api-passkey-rejected = パスキーを検証できませんでした
api-passkey-registered = このパスキーはすでに登録されています
api-passkey-name-invalid = パスキーの名前は1～{ $max }文字で、制御文字や双方向書式文字は使用できません
api-passkeys-too-many = 1つのアカウントに登録できるパスキーは最大{ $max }個です

## Native-app API: upstream identity providers

api-upstream-unknown = このIDの外部ログインサービスはありません
api-upstream-refused = このログインサービスのid_tokenは受け付けられませんでした
api-upstream-disabled = アカウントは無効になっています
api-upstream-no-email = id_tokenに、アカウントの作成に必要なメールアドレスが含まれていません
api-upstream-unverified-email = ログインサービスはid_tokenのメールアドレスを保証していません。そのアドレスで登録してから、ログインサービスを連携してください
api-upstream-unreachable = ログインサービスに接続できませんでした。しばらくしてから再試行してください
api-upstream-email-taken = このアドレスのアカウントはすでに存在します。そのアカウントにログインし、アカウントページからログインサービスを連携してください
api-upstream-outside-domains = 組織のログインでは、その組織の確認済みドメインのアドレスでのみログインできます
api-upstream-unconfirmed-account = このアドレスのアカウントは存在しますが、一度も確認されていません。確認してから、組織経由でもう一度ログインしてください
api-upstream-operator-account = オペレーターのアカウントは、組織のサインインではなく、自身のパスワードと2要素目でサインインします
api-link-not-found = アカウントはこのログインサービスと連携されていません

## Admin API

api-admin-key-required = 管理APIには`Authorization: Bearer <admin key>`が必要です
api-admin-status-once = statusは1回までしか指定できません
api-admin-parameters-once = 各パラメータは1回までしか指定できません
api-admin-duplicate-email = そのメールアドレスのユーザーはすでに存在します
api-admin-user-not-found = ユーザーが見つかりません
api-admin-client-not-found = クライアントが見つかりません
api-admin-api-not-found = APIが見つかりません
api-admin-session-not-found = セッションが見つかりません
api-admin-delivery-not-found = 配信が見つかりません
api-admin-webhook-not-found = Webhookが見つかりません

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = リンクは、アカウントを登録したブラウザで開いてください。それ以外の場所では、アカウントのパスワードの入力を求められます。
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = リンクは、変更をリクエストしたブラウザか、ログインしているブラウザで開いてください。それ以外の場所では、パスワードの入力を求められます。
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = 登録やリクエストに心当たりがない場合は、確認しないでください。このメールを無視すれば、何も起こりません。
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = ここでこのメールアドレスを確認するには、このアドレスのアカウントのパスワードを入力してください。アプリで登録した場合は、代わりにメールに記載されたコードをアプリで入力してください。登録やリクエストに心当たりがない場合は、確認せずにこのページを閉じてください。
# The password field's label on that page.
verify-password = アカウントのパスワード
verify-password-needed = このブラウザでメールアドレスを確認するには、アカウントのパスワードを入力してください。
verify-wrong-password = アカウントのパスワードが正しくありません。

## After a password reset, every other way into the account

mail-reset-done-subject = パスワードがリセットされました
mail-reset-done-body = アカウントのパスワードがリセットされ、ログインしていたすべてのデバイスがログアウトされました。
mail-reset-done-still = 次の方法で、引き続きアカウントにログインできます：
mail-reset-done-remove = 心当たりのないものがある場合は、新しいパスワードでログインし、アカウントページで「新しいパスワード以外をすべて削除」を選択してください。
mail-reset-done-nothing-else = 新しいパスワード以外に、アカウントにログインする方法はありません。
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = ログイン時に、お持ちでない2段階認証を求められた場合、それはあなたのものではありません。このサービスのサポートに削除を依頼してください。
mail-reset-done-not-you = パスワードをリセットした覚えがない場合は、誰かがあなたのメールを読める状態です。まずメールボックスの安全を確保してから、もう一度新しいパスワードを設定してください。
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = パスキー「{ $name }」
ways-in-authenticator = 認証アプリ
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = 未使用の復旧コード{ $count }個
# $provider: the provider's display name (e.g. "Google").
ways-in-link = { $provider }でのログイン
# $count: how many other devices are signed in.
ways-in-sessions = ログイン中の他のデバイス{ $count }台（下の一覧を参照）
account-review-heading = パスワードがリセットされました
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = { $date }にパスワードがリセットされました。次の方法で、引き続きアカウントにログインできます：
account-review-explain = 心当たりのないものがある場合は、すべて削除してください。削除すると、新しいパスワードでのみログインできるようになり、他のすべてのデバイスはログアウトされます。パスキーや認証アプリは、後でもう一度追加できます。
# Button.
account-review-remove = 新しいパスワード以外をすべて削除
# Button.
account-review-keep = すべて自分のものです
account-review-gone = 確認が必要な項目はもうありません。
account-review-removed = 新しいパスワード以外をすべて削除し、他のすべてのデバイスをログアウトしました。
account-review-kept = 承知しました。すべてそのままにします。

## The second step locked after wrong codes

mail-factor-locked-subject = 誰かが2段階認証の突破を試みました
# $minutes: how long signing in stays paused.
mail-factor-locked-body = 誰かがあなたのパスワードを入力した後、2段階認証のコードを5回間違えました。アカウントへのログインは{ $minutes }分間停止されています。
mail-factor-locked-not-you = 心当たりがない場合は、誰かがあなたのパスワードを知っています。今すぐ新しいパスワードを設定してください。
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = コンソールのロールには確認済みのメールアドレスが必要です。ユーザーが先にメールアドレスを確認する必要があります
console-gate-unverified = コンソールは、メールアドレスが確認済みのオペレーターにのみ開きます。確認メールのリンクでメールアドレスを確認してから、もう一度コンソールを開いてください。
console-gate-idle-lead = コンソールを開くには、もう一度ログインしてください。
console-gate-idle = コンソールが{ $minutes }分間使用されなかったため、もう一度ログインが必要です。アカウントへのログイン状態はそのままです。
console-webhook-url-once = URL（完全な形で表示されるのは今回だけです。一覧では、トークンが含まれることがある「?」以降を隠します）:
console-webhook-query-hidden = エンドポイントのURLの「?」以降は隠されています。受信側のトークンが含まれていることがあります。

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = メールでコードを受け取る
page-code-ask-title = コードでログイン
page-code-ask-lead = メールアドレスを入力してください。ログイン用のコードをメールでお送りします。パスワードは不要です。
page-code-ask-button = メールでコードを受け取る
page-code-invalid-email = 完全なメールアドレス（例: name@example.com）を入力してください。
page-code-not-allowed = このアプリではパスワードまたはパスキーが必要です。メールで届くコードによるログインは、ここでは利用できません。
page-code-title = メールをご確認ください
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $email } 宛てにメールを送信しています。メールに記載された6桁のコードを入力してください。コードの有効期間は{ $minutes }分で、1回のみ使用できます。
page-code-field = ログインコード
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = お名前（初めてご利用の場合）
page-code-button = ログイン
page-code-again = 新しいコードを送信
page-code-wrong = コードが正しくないか、有効期限が切れています。最新のメールを確認するか、新しいコードをリクエストしてください。
page-code-link-title = ログイン
page-code-link-lead = このブラウザでアカウントにログインします。
page-code-link-button = ログインする
page-code-link-elsewhere-title = リクエストした場所でこのコードを入力してください
page-code-link-elsewhere = このリンクは、リクエストしたものとは別のブラウザまたはアプリで開かれました。リクエストした側で次のコードを入力してください：
page-code-link-ended-title = このリンクは無効になりました
page-code-link-ended = このリンクは使用済みか、新しいリンクに置き換えられたか、古すぎます。ログインする画面で新しいコードをリクエストしてください。
api-sign-in-code-refused = コードが正しくないか、使用済みか、置き換えられたか、有効期限が切れています。新しいコードをリクエストしてください
api-login-code-or-password = パスワードとコードのどちらか一方だけを送信してください
api-code-code-sent = ログインコードを記載したメールを送信しています。コードは数分間有効で、1回のみ使用できます
api-code-sign-in-code-not-allowed = メールで届くコードによるログインは、ここでは利用できません。パスワードまたはパスキーを使用してください

## Mail: a sign-in code

mail-code-subject = ログインコード
mail-code-asked = このメールアドレスでのログインがリクエストされました。入力するコードは次のとおりです：
# $minutes: how long the code and the link work.
mail-code-minutes = このコードと下のリンクの有効期間は{ $minutes }分で、1回のみ使用できます。新しいリクエストがあると、これらは置き換えられます。
mail-code-new-account = このメールアドレスを使用しているアカウントはまだありません。コードでログインすると、アカウントが作成されます。
mail-code-button = ログインする
mail-code-not-you = 心当たりがない場合は、このメールを無視してください。コードがなければ誰もログインできません。

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = このメールアドレスでのログイン
mail-no-account-body = このメールアドレスでログインするためのコードがリクエストされましたが、このメールアドレスを使用しているアカウントはここにはありません。
mail-no-account-not-you = 心当たりがない場合は、このメールを無視してください。何も変更されていません。

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = ユーザーはメールで届くコードでログイン可能
api-name-invalid = 名前が長すぎるか、制御文字が含まれています
