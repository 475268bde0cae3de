# Filipino: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Wika

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Mali ang email address o password. Makakapag-sign in ang bagong account kapag nakumpirma na ang address nito: tingnan sa iyong email ang link.
error-throttled = Masyadong maraming nabigong pagsubok. Maghintay ng ilang minuto, pagkatapos ay subukan ulit.
error-busy = Masyadong maraming tao ang nagsa-sign in ngayon. Pakisubukan ulit mamaya.
error-missing-fields = Ilagay ang iyong email address at password.
error-expired-form = Nag-expire na ang form na ito. Mag-sign in ulit.
error-second-factor-in-app = Protektado ng pangalawang factor ang account na ito. Mag-sign in muna sa page ng iyong account (hihingin doon ang code), pagkatapos ay bumalik dito.
error-wrong-second-factor = Mali ang code, o nagamit na ito o huli na itong dumating. Mag-sign in ulit.
error-passkey-refused = Hindi magamit ang passkey na iyon, o masyadong natagalan ang pagsubok. Subukan ulit, o mag-sign in gamit ang iyong password.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Masyadong maraming kahilingan. Maghintay ng ilang minuto, pagkatapos ay subukan ulit.
error-expired-form-again = Nag-expire na ang form na ito. Pakisubukan ulit.

## Error pages (a heading and a paragraph)

error-bad-link-title = Hindi valid ang link
error-bad-link-text = Hindi na valid ang link na ito: nagamit na ito, nag-expire, o napalitan ng mas bago. Humingi ng bagong link.

error-form-title = Nabigo ang pag-sign in
error-form-too-large = Masyadong malaki ang form.
error-form-unreadable = Hindi mabasa ang form. Bumalik at subukan ulit.
error-cross-site-title = Tinanggihan ang kahilingan
error-cross-site-text = Ipinadala ang form na ito mula sa ibang site. Buksan ulit ang page ng pag-sign in at doon ito isumite.

error-unavailable-title = Subukan ulit mamaya
error-unavailable-text = Abala o hindi available ang serbisyo ng pag-sign in. Pakisubukan ulit mamaya.
error-failed-title = Nagkaproblema
error-failed-text = Hindi makumpleto ang pag-sign in. Pakisubukan ulit.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Malaman kung sino ka
scope-email = Makita ang iyong email address
scope-profile = Makita ang iyong profile: pangalan, larawan, numero ng telepono at bansa
scope-authorization = Makita ang iyong profile at ang mga session kung saan ka naka-sign in
scope-organizations = Makita ang mga organisasyong kinabibilangan mo at ang iyong mga tungkulin sa mga ito
scope-api = Gamitin ang { $api } para sa iyo

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: ilagay ang code na ipinapakita ng iyong authenticator app o isang recovery code, o gamitin ang iyong passkey.
page-second-step-passkey = { $purpose }: gamitin ang iyong passkey.
page-second-step-code = { $purpose }: ilagay ang code na ipinapakita ng iyong authenticator app, o isa sa iyong mga recovery code.
page-second-step-use-passkey = Gamitin ang iyong passkey

## Login page

page-login-title = Mag-sign in
page-login-email = Email address
page-login-password = Password
page-login-button = Mag-sign in
page-login-with-provider = Mag-sign in gamit ang { $provider }
page-login-passkey = Mag-sign in gamit ang passkey
page-login-forgot = Nakalimutan ang iyong password?
page-login-organization = Mag-sign in gamit ang iyong organisasyon
page-organization-title = Mag-sign in gamit ang iyong organisasyon
page-organization-lead = Ilagay ang iyong email sa trabaho o ang ID ng iyong organisasyon para magpatuloy sa pag-sign in nito.
page-organization-field = Email sa trabaho o ID ng organisasyon
page-organization-button = Magpatuloy
page-organization-unknown = Walang organisasyong nagsa-sign in gamit ang address o ID na ito. Suriin ito, o mag-sign in gamit ang iyong email address at password.
login-sso-required = Kailangan mong mag-sign in sa pamamagitan ng iyong organisasyon: gamitin ang pag-sign in nito.
login-sso-required-named = Kailangan mong mag-sign in sa pamamagitan ng { $organization }: gamitin ang pag-sign in nito sa ibaba.
page-login-new-here = Bago ka rito?
page-login-create-account = Gumawa ng account

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Magkonekta ng device
page-device-code-lead = Ilagay ang code na ipinapakita sa iyong TV, console o iba pang device.
page-device-code-label = Code mula sa device
page-device-code-button = Magpatuloy
page-device-confirm-heading = Ikonekta ang { $client }?
page-device-confirm-lead = Isang device na nagpapakita ng code na { $code } ang humihiling na gamitin ang iyong account na { $email }. Payagan lang ito kung ikaw mismo ang nagsimula nito sa device na iyon.
page-device-confirm-able = Magagawa nitong:
page-device-confirm-deny = Tanggihan
page-device-confirm-allow = Payagan

## Account page

page-account-title = Ang iyong account
page-account-signed-in-as = Naka-sign in bilang { $email }
page-account-signed-in-as-unconfirmed = Naka-sign in bilang { $email } (hindi pa nakukumpirma ang address: tingnan ang email na ipinadala namin)
page-account-sessions-heading = Kung saan ka naka-sign in
page-account-session-app = app na { $package }
page-account-this-browser = Ang browser na ito
page-account-sign-out-session = Mag-sign out
page-account-sign-out-others = Mag-sign out sa lahat ng iba pang device
page-account-profile-heading = Iyong profile
page-account-profile-save = I-save ang profile
page-account-password-heading = Iyong password
page-account-current-password = Kasalukuyang password
page-account-new-password = Bagong password (hindi bababa sa 10 character)
page-account-password-change = Palitan ang password
page-account-email-heading = Iyong email address
page-account-email-explain = May ipapadalang link sa bagong address; lilipat doon ang iyong account kapag ginamit ito. Hanggang doon, ito pa rin ang gagamitin mo sa pag-sign in.
page-account-new-email = Bagong email address
page-account-email-password = Kasalukuyang password
page-account-email-change = Palitan ang email address
page-account-data-heading = Ang iyong data
page-account-data-explain = Lahat ng data na hawak ng serbisyong ito tungkol sa iyong account (profile, mga session kasama ang mga device at lugar ng mga ito, mga naka-link na provider, mga pangalawang factor, ang mga kaganapang pangseguridad tungkol sa iyo), sa iisang JSON file. Wala itong password o anumang secret.
page-account-data-download = I-download ang iyong data
page-account-delete-heading = I-delete ang iyong account
page-account-delete-explain = Aalisin nito ang iyong profile, mga session, mga pangalawang factor at mga naka-link na provider, at isa-sign out ka sa lahat ng device.
page-account-delete-link = I-delete ang iyong account

## Sign-out confirmation

page-logout-title = Mag-sign out
page-logout-question = Mag-sign out sa iyong account sa browser na ito?
page-logout-button = Mag-sign out

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Maglagay ng password.
rule-password-too-short = Dapat ay may hindi bababa sa { $min } character ang password.
rule-password-too-long = Dapat ay may hindi hihigit sa { $max } character ang password.
rule-password-is-email = Hindi puwedeng ang email address ang password.
rule-password-refused = Hindi magagamit ang password na ito. Pumili ng iba.
rule-email-invalid = Maglagay ng email address na nakakatanggap ng email, gaya ng name@example.com.
rule-email-same = Iyan na ang address ng account.
rule-field-invalid = May field na masyadong mahaba o may mga character na hindi pinapayagan.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = dapat ay may 1 hanggang 200 character ang pangalan ng client
rule-client-name-characters = hindi dapat magkaroon ng control o bidirectional formatting character ang pangalan ng client
rule-resource-server-confidential = dapat ay confidential client ang isang resource server
rule-client-credentials-confidential = kailangan ng client_credentials ang isang confidential client
rule-public-client-secret = walang secret ang isang public client
rule-shared-signals-confidential = dapat ay confidential client ang isang receiver ng Shared Signals
rule-organization-for-receivers = receiver lang ng Shared Signals ang nakatali sa isang organisasyon
rule-profile-field-length = hanggang { $max } character lang ang mga field ng profile
rule-profile-field-characters = hindi dapat magkaroon ng control o bidirectional formatting character ang mga field ng profile
rule-unknown-event-type = hindi kilalang uri ng kaganapan na "{ $name }"; mga kilala: { $known }
rule-no-event-type = dapat tukuyin ang kahit isang uri ng kaganapan
rule-secret-prefix = dapat magsimula ang secret sa whsec_
rule-secret-encoding = dapat ay whsec_ at base64 ang secret
rule-secret-length = dapat ay 24 hanggang 64 byte ang secret
rule-delivery-status = dapat ay pending, delivered o failed ang status
rule-not-a-timestamp = dapat ay RFC 3339 timestamp ang { $name }
rule-not-a-user-id = dapat ay user id ang user
rule-not-an-email = dapat ay email address ang email
rule-unknown-audit-type = hindi kilalang uri ng kaganapan
rule-unknown-cursor = hindi galing sa API na ito ang cursor
rule-page-size = dapat ay mula 1 hanggang 500 ang limit
rule-no-scope = kailangan ng kahit isang scope
rule-undefined-scopes = ang mga scope lang na ito ang itinatakda ng API: { $scopes }
rule-role-name = dapat ay admin, support, viewer o none ang tungkulin
rule-already-verified = na-verify na ang address

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = para magpatuloy sa { $client }
login-failed-title = Nabigo ang pag-sign in
login-malformed-link = Hindi tama ang format ng link sa pag-sign in.
login-request-missing-client = Walang nakasaad na app sa kahilingan.
login-request-unknown-client = Hindi nakarehistro ang app na ito, o na-disable ito.
login-request-missing-redirect-uri = Walang nakasaad sa kahilingan kung saan babalik (redirect_uri).
login-request-unregistered-redirect-uri = Hindi nakarehistro para sa app na ito ang redirect_uri.
login-request-state-too-long = Masyadong mahaba ang parameter na state.
login-request-invalid = Hindi valid ang kahilingan sa pag-sign in.

## Signing out of the browser.

login-signout-failed-title = Nabigo ang pag-sign out
login-signout-malformed-link = Hindi tama ang format ng link sa pag-sign out.
login-signed-out-title = Naka-sign out na
login-signed-out-text = Naka-sign out ka na sa browser na ito.

## The second step after a password, and an app that needs one.

second-step-title = Pag-sign in na may dalawang hakbang
second-step-code-label = Code
second-step-continue = Magpatuloy
second-step-enrol-title = Mag-set up ng pangalawang factor
second-step-enrol-text = Kailangan ng { $client } ng pag-sign in na may dalawang factor. Mag-set up ng authenticator app o passkey sa page ng iyong account, pagkatapos ay mag-sign in ulit sa { $client }.
second-step-enrol-link = Buksan ang page ng iyong account

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Authenticator app
second-step-app-on = { $count ->
    [one] May naka-set up na authenticator app; { $count } recovery code ang hindi pa nagagamit.
   *[other] May naka-set up na authenticator app; { $count } recovery code ang hindi pa nagagamit.
}
second-step-app-remove = Alisin ang authenticator app
second-step-app-intro = Mga code mula sa isang app gaya ng Google Authenticator o 1Password, na hinihingi pagkatapos ng iyong password.
second-step-app-set-up = Mag-set up ng authenticator app
second-step-app-qr-label = QR code para sa iyong authenticator app
second-step-app-setup-title = Mag-set up ng authenticator app
second-step-app-setup-lead = I-scan ang code gamit ang iyong authenticator app, pagkatapos ay ilagay ang anim na digit na ipinapakita nito.
second-step-app-setup-key = O i-type ang key na ito sa app:
second-step-app-code-label = Code mula sa app
second-step-app-turn-on = I-on
second-step-app-cancel = Kanselahin
second-step-recovery-title = I-save ang iyong mga recovery code
second-step-recovery-lead = Naka-on na ang authenticator app. Kapag nawala mo ang iyong telepono, magagamit mo ang bawat isa sa mga code na ito para mag-sign in nang isang beses. Itago ang mga ito sa ligtas na lugar: hindi na ipapakita ulit ang mga ito.
second-step-recovery-back = Bumalik sa iyong account

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Mag-sign in gamit ang passkey
passkey-not-used = Walang passkey na nagamit. Subukan ulit, o gamitin ang iyong password.
passkey-section-heading = Mga passkey
passkey-section-intro = Sa pamamagitan ng passkey, makakapag-sign in ka gamit ang iyong fingerprint, mukha o screen lock sa halip na password.
passkey-rename-label = Bagong pangalan
passkey-rename-button = Palitan ang pangalan
passkey-remove-button = Alisin
passkey-new-name-label = Pangalan para sa bagong passkey
passkey-new-name-placeholder = Laptop na ito
passkey-add-button = Magdagdag ng passkey
passkey-already-registered = Nakarehistro na ang passkey na ito.
passkey-not-added = Walang naidagdag na passkey. Subukan ulit.

## The consent screen.

consent-heading = Payagan ang { $client } na gamitin ang iyong account?
consent-lead = Naka-sign in ka bilang { $account }. Ang { $client } ay app na gawa ng iba; humihiling itong:
consent-revoke-note = Puwede mong bawiin ang access nito sa page ng iyong account anumang oras.
consent-deny = Tanggihan
consent-allow = Payagan
consent-title = Payagan ang { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = para magkonekta ng device sa iyong account
device-code-unknown = Mali, expired na, o nagamit na ang code na iyon. Suriin ang code sa iyong device at subukan ulit.
device-code-throttled = Masyadong maraming maling code. Maghintay ng ilang minuto, pagkatapos ay subukan ulit.
device-code-form-expired = Nag-expire na ang form na ito. Ilagay ulit ang code.
device-connected-title = Nakakonekta na ang device
device-connected-text = Nakakonekta na ngayon ang { $client } sa iyong account. Puwede ka nang bumalik sa iyong device.
device-denied-title = Tinanggihan ang kahilingan
device-denied-text = Hindi ikinonekta ang { $client }. Puwede mo nang isara ang page na ito.
device-two-factors-title = Kailangan ang pag-sign in na may dalawang factor
device-two-factors-text = Kailangan ng { $client } ng pag-sign in na may dalawang factor. Sa page ng iyong account, mag-sign in gamit ang iyong pangalawang factor (o mag-set up nito), pagkatapos ay ilagay ulit dito ang code.
device-two-factors-link = Buksan ang page ng iyong account

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Nabigo ang pag-link
upstream-link-from-account-page = Mag-link ng provider gamit ang button nito sa page ng iyong account.
upstream-link-expired = Nag-expire na ang page na ito. Bumalik sa page ng iyong account, i-reload ito at subukan ulit.
upstream-unknown-provider = Walang ganoong provider ng pag-sign in.
upstream-bad-state = Nagamit na, nag-expire na, o sinimulan sa ibang browser ang pag-sign in na ito. Bumalik sa app at mag-sign in ulit.
upstream-denied = Hindi ka nai-sign in ng provider. Bumalik sa app at subukan ulit.
upstream-refused = Hindi matanggap ang sagot ng provider. Bumalik sa app at mag-sign in ulit.
upstream-unavailable = Hindi maabot ang provider ng pag-sign in. Subukan ulit mamaya, o mag-sign in sa ibang paraan.
upstream-email-taken = Mayroon nang account na may ganitong email address. Mag-sign in dito gamit ang password o passkey nito, pagkatapos ay i-link ang provider na ito sa page ng iyong account.
upstream-outside-domains = Para lang sa mga address na nasa sariling na-verify na domain ng organisasyon ang pag-sign in ng iyong organisasyon.
upstream-unconfirmed-account = May account na may ganitong email address, pero hindi kailanman nakumpirma ang address nito. Kumpirmahin ito (o i-reset ang password nito), pagkatapos ay mag-sign in ulit sa pamamagitan ng iyong organisasyon.
upstream-operator-account = May tungkulin ang account na ito sa console ng operator: nagsa-sign in ito gamit ang sarili nitong password at pangalawang factor, hindi sa pamamagitan ng pag-sign in ng isang organisasyon.
upstream-registration-closed = Hindi kilala rito ang account na ito, at hindi tumatanggap ng bagong account. Humingi ng account sa operator.
upstream-no-email = Hindi nagbahagi ng email address ang provider, na kailangan para sa bagong account.
upstream-unverified-email = Hindi kinumpirma ng provider na sa iyo ang email address na ito, kaya hindi makakagawa ng account gamit ito. Gumawa ng account gamit ang iyong email address, pagkatapos ay i-link ang provider sa page ng iyong account.
upstream-linked-elsewhere = Naka-link na sa ibang account ang pag-sign in na ito.
upstream-already-linked = Naka-link na ang iyong account sa provider na ito, gamit ang ibang pag-sign in. I-unlink muna ito.
upstream-disabled = Naka-disable ang account na ito.
upstream-reauthenticate = Mag-sign in ulit sa page ng iyong account, pagkatapos ay i-link ang provider.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Gumawa ng iyong account
signup-lead = Padadalhan ka namin ng email para kumpirmahin ang iyong address.
signup-email = Email address
signup-password = Password (hindi bababa sa 10 character)
signup-name = Pangalan (opsyonal)
signup-button = Gumawa ng account
signup-closed-title = Sarado ang pagpaparehistro
signup-closed-text = Ang operator ng serbisyong ito ang gumagawa ng mga bagong account. Humingi sa kanila ng account.
signup-sent-title = Tingnan ang iyong email
signup-sent-text = Nagpadala kami ng email para kumpirmahin ang iyong address. Sundan ang link nito; puwede ka nang mag-sign in.
signup-sent-continue-text = Nagpadala kami ng email para kumpirmahin ang iyong address. Puwede ka nang mag-sign in at magpatuloy ngayon.
signup-sent-continue = Mag-sign in at magpatuloy

## Address confirmation page (opened from the mailed link)

verify-title = Kumpirmahin ang iyong email address
verify-lead = Kumpirmahin na sa iyo ang email address na ito, para magamit ito ng iyong account. Kung hindi ka gumawa ng account o nagpalit ng address nito rito, huwag itong kumpirmahin: isara ang page na ito.
verify-button = Kumpirmahin ang aking address
verify-done-title = Nakumpirma ang email address
verify-done-text = Salamat: nakumpirma na ang iyong email address. Puwede mo nang isara ang page na ito.

## Password reset request page

forgot-title = Nakalimutan ang iyong password?
forgot-lead = Ilagay ang iyong email address. Kung may account ito, padadalhan ka namin ng link para magtakda ng bagong password.
forgot-email = Email address
forgot-button = Ipadala ang link
forgot-sent-title = Tingnan ang iyong email
forgot-sent-text = Kung may account ang address na ito, papunta na roon ang isang email na may link para magtakda ng bagong password. Gagana ang link sa loob ng 30 minuto.

## New password page (opened from the mailed link)

reset-title = Magtakda ng bagong password
reset-lead = Pumili ng password na may 10 hanggang 256 character. Masa-sign out ang bawat device na naka-sign in sa iyong account.
reset-password = Bagong password
reset-button = Itakda ang password
reset-done-title = Naitakda ang password
reset-done-text = Naitakda na ang iyong bagong password, at na-sign out na ang bawat device na dating naka-sign in. Mag-sign in ulit gamit ang bagong password.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Na-save na ang iyong profile.
account-password-changed = Napalitan na ang iyong password; na-sign out na ang lahat ng iba pang device.
account-email-requested = Kung magagamit ang address na iyon, papunta na roon ang isang link para kumpirmahin ito: magbabago ang iyong address kapag ginamit ito.
account-session-signed-out = Na-sign out na ang session na iyon.
account-others-signed-out = Na-sign out na ang lahat ng iba pang session.
account-console-needs-factor = Kailangan ng console ng operator ang isang pangalawang factor: magdagdag ng authenticator app o passkey sa ibaba, pagkatapos ay mag-sign in ulit gamit ito.
account-form-expired = Nag-expire na ang form na ito. Pakisubukan ulit.
account-login-lead = para makita at mabago ang iyong account
account-sign-in-again-lead = ulit para baguhin kung paano ka nagsa-sign in
account-sign-in-again = Para sa iyong seguridad, mag-sign in ulit (gamit ang iyong pangalawang factor, kung mayroon ka) bago ka magdagdag o mag-alis ng paraan ng pag-sign in.
account-second-step-purpose = para buksan ang iyong account
account-profile-name = Pangalan
account-profile-mobile = Numero ng mobile
account-profile-picture = URL ng larawan
account-profile-country-code = Code ng bansa
account-profile-country = Bansa
account-profile-city = Lungsod
account-profile-postal-code = ZIP code
account-session-unknown-device = Hindi kilalang device
account-session-unknown-app = hindi kilalang app
account-session-when = Nag-sign in noong { $since } · huling aktibo noong { $active }
account-provider-not-linked = Hindi naka-link sa iyong account ang provider na iyon.
account-last-sign-in-method = Ito lang ang paraan para mag-sign in sa iyong account. Magdagdag muna ng passkey o magtakda ng password (Nakalimutan ang iyong password?).
account-session-gone = Hindi na naka-sign in ang session na iyon.
account-wrong-password = Mali ang kasalukuyang password.
account-too-many-passwords = Masyadong maraming maling password. Maghintay ng ilang minuto, pagkatapos ay subukan ulit.
account-unknown-action = Hindi sinusuportahan ng page na ito ang aksyong iyan.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Inalis na ang authenticator app.
factors-passkey-added = Naidagdag na ang iyong passkey: magagamit mo na ito sa pag-sign in mula ngayon.
factors-passkey-renamed = Napalitan na ang pangalan ng passkey.
factors-passkey-removed = Inalis na ang passkey.
factors-passkey-added-on = Idinagdag noong { $date }
factors-passkey-last-used = huling ginamit noong { $date }
factors-passkey-synced = naka-sync
factors-wrong-code = Mali ang code na iyon. Suriin ang orasan ng app at ilagay ang code na ipinapakita nito ngayon.
factors-too-many-codes = Masyadong maraming maling code. Maghintay ng ilang minuto, pagkatapos ay subukan ulit.
factors-totp-already = May naka-set up nang authenticator app.
factors-totp-nothing-pending = Walang authenticator app na kasalukuyang sine-set up. Magsimula ulit.
factors-totp-not-set-up = Walang naka-set up na authenticator app.
factors-passkey-registered = Nakarehistro na ang passkey na iyon.
factors-passkey-too-many = Naabot na ng iyong account ang maximum na bilang ng passkey: mag-alis muna ng isa.
factors-passkey-too-many-attempts = Masyadong maraming pagsubok. Maghintay ng ilang minuto, pagkatapos ay subukan ulit.
factors-passkey-name-length = May 1 hanggang 64 na character ang pangalan ng passkey.
factors-passkey-not-yours = Hindi na sa iyo ang passkey na iyon.
factors-passkey-not-added = Hindi maidagdag ang passkey, o masyadong natagalan. Subukan ulit.
factors-page-expired = Nag-expire na ang page na ito; i-reload ito.
factors-sign-in-again = Mag-sign in ulit.
factors-passkeys-unavailable = Hindi available ang mga passkey sa server na ito.
factors-sign-in-to-add = Mag-sign in ulit para magdagdag ng passkey.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Mag-sign in gamit ang ibang account
links-linked = Naka-link na ang provider: magagamit mo na ito sa pag-sign in sa account na ito mula ngayon.
links-unlinked = Na-unlink na ang provider.
links-linked-on = na-link noong { $date }
links-unlink = I-unlink
links-link = I-link ang { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Mga app na may access
apps-allowed-on = pinayagan noong { $date }
apps-remove = Alisin ang access
apps-removed = Inalis na ang access ng app; na-sign out na ito.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = I-delete ang iyong account
delete-explain-lead = Puwede mong i-delete mismo ang iyong account at ang lahat ng data tungkol dito.
delete-explain-sign-in = Mag-sign in: gamit ang iyong password, isang passkey, o ang provider na ginamit mo sa pag-sign up ("Mag-sign in gamit ang …").
delete-explain-confirm = Kumpirmahin na dapat i-delete ang account.
delete-explain-what = Ano ang ide-delete: ang iyong profile (pangalan, email address, numero ng telepono, larawan, lugar), ang iyong password, bawat session at ang mga device at lugar na naitala kasama ng mga ito, mga pangalawang factor, mga passkey, mga naka-link na provider ng pag-sign in, at bawat token na ibinigay sa mga app. Masa-sign out ang bawat device. Itatago ng security log ang mga entry nito tungkol sa iyo sa ilalim ng random na pangalan, nang walang mga IP address, nang hanggang { $days ->
        [one] { $days } araw
       *[other] { $days } araw
    } lang.
delete-explain-now = Kailan: kaagad. May kumpirmasyong ipapadala sa iyong email address.
delete-explain-later = Kailan: { $days ->
        [one] { $days } araw
       *[other] { $days } araw
    } pagkatapos mong humiling; kapag nag-sign in ka bago noon, mananatili ang account. May kumpirmasyong ipapadala sa iyong email address.
delete-explain-apps = Puwede ring i-delete ng mga app ang account mula sa kanilang mga setting.
delete-explain-link = Mag-sign in at i-delete ang iyong account
delete-login-lead = para i-delete ang iyong account
delete-confirm-what = Ide-delete nito ang iyong profile, mga session, mga pangalawang factor, mga passkey at mga naka-link na provider, at isa-sign out ka sa bawat device.
delete-confirm-later = Ide-delete ang account pagkalipas ng { $days ->
        [one] { $days } araw
       *[other] { $days } araw
    }; kapag nag-sign in ka bago noon, mananatili ito.
delete-confirm-now = Hindi na ito maa-undo.
delete-confirm-check = I-delete ang aking account at ang lahat ng data tungkol dito
delete-confirm-button = I-delete ang aking account
delete-confirm-keep = Panatilihin ang aking account
delete-done-title = Na-delete ang account
delete-done = Na-delete na ang iyong account at ang lahat ng data tungkol dito. Papunta na sa iyong email address ang isang kumpirmasyon.
delete-scheduled-title = Nakaiskedyul ang pag-delete ng account
delete-scheduled = Tinapos na ang lahat ng session. Ide-delete ang iyong account sa { $date }; mag-sign in bago noon para mapanatili ito.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Wika
account-language-help = Ang wika ng mga page ng account na ito at ng mga email na ipinapadala rito.
account-language-save = I-save ang wika
account-language-saved = Na-save na ang iyong wika.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Console ng operator
console-nav-signed-in = Console · naka-sign in bilang { $email } ({ $role })
console-nav-your-account = Ang iyong account
console-nav-label = Console ng operator
console-nav-overview = Pangkalahatang-ideya
console-nav-users = Mga user
console-nav-organizations = Mga organisasyon
console-nav-clients = Mga client
console-nav-apis = Mga API
console-nav-webhooks = Mga webhook
console-nav-audit = Talaan ng audit
console-nav-keys = Mga key
console-nav-settings = Mga setting

console-frame-role-admin = admin
console-frame-role-support = suporta
console-frame-role-viewer = tumitingin
console-frame-role-none = wala
console-frame-table-empty = { $caption }: wala.
console-frame-age-days = { $count ->
    [one] { $count } araw
   *[other] { $count } araw
}
console-frame-age-hours = { $count ->
    [one] { $count } oras
   *[other] { $count } oras
}
console-frame-age-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minuto
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Hindi pinapayagan ng iyong tungkulin sa console na buksan ang page na ito. Magtanong sa isang administrator kung kailangan mo ito.
console-gate-form-expired = Nag-expire na ang form na ito o hindi ito galing sa console. Buksan ulit ang page at subukan ulit.
console-gate-change-not-allowed = Hindi pinapayagan ng iyong tungkulin sa console ang pagbabagong ito.
console-gate-no-role = Walang tungkulin sa console ang iyong account. Puwede kang bigyan ng tungkulin ng isang administrator.
console-gate-not-allowed-title = Hindi pinapayagan
console-gate-not-found-title = Hindi nahanap
console-gate-not-done-title = Hindi nagawa
console-gate-sign-in-again-lead = ulit, gamit ang iyong pangalawang factor, para buksan ang console
console-gate-needs-second-factor = Kailangan ng console ang pag-sign in gamit ang iyong pangalawang factor (ang iyong authenticator app o isang passkey).
console-gate-no-such-user = Walang ganoong user.
console-gate-no-such-client = Walang ganoong client.
console-gate-no-such-api = Walang ganoong API.
console-gate-no-such-webhook = Walang ganoong webhook.
console-gate-no-such-delivery = Walang ganoong paghahatid.
console-gate-no-such-session = Walang ganoong session.
console-gate-no-such-link = Walang ganoong link.
console-gate-no-such-organization = Walang ganoong organisasyon.
console-gate-no-such-domain = Walang ganoong domain.
console-gate-no-such = Walang ganoong { $what }.
console-gate-duplicate-email = Mayroon nang user na may ganoong email.
console-gate-last-sign-in-method = Ang link ang huling paraan ng account para mag-sign in: magtakda muna ng password.
console-gate-api-exists = Mayroon nang API na may ganoong identifier.
console-gate-disable-client-first = I-disable muna ang client bago ito i-delete.

## The console's overview page.

console-overview-title = Pangkalahatang-ideya
console-overview-find-user = Maghanap ng user
console-overview-accounts = Mga account
console-overview-live-sessions = Mga aktibong session
console-overview-sign-ins = Mga pag-sign in, 24 oras
console-overview-failed-sign-ins = Mga nabigong pag-sign in, 24 oras
console-overview-lockouts = Mga naka-lock ngayon
console-overview-failing-deliveries = Mga nabibigong paghahatid ng webhook
console-overview-chart-heading = Mga pag-sign in sa nakalipas na 24 oras
console-overview-counted = Binilang noong { $at } (hindi hihigit sa isang minuto ang tanda ng mga numero).
console-overview-chart-label = Mga pag-sign in kada oras sa nakalipas na 24 oras: { $succeeded } ang nagtagumpay, { $failed } ang nabigo
console-overview-chart-hour = { $time }: { $succeeded } ang nagtagumpay, { $failed } ang nabigo
console-overview-chart-start = 24 oras ang nakalipas
console-overview-chart-end = ngayon
console-overview-legend-succeeded = nagtagumpay ({ $count })
console-overview-legend-failed = nabigo ({ $count })
console-overview-keys-heading = Mga signing key
console-overview-keys-caption = Mga signing key, pinakabago muna
console-overview-key = ID ng key
console-overview-algorithm = Algoritmo
console-overview-state = Katayuan
console-overview-age = Tanda
console-overview-signing-for = Tagal ng pagpirma
console-overview-key-pending = nakabinbin
console-overview-key-active = aktibo
console-overview-key-retired = retirado
console-overview-keys-link = Mga key at rotation

## The console's users list.

console-users-title = Mga user
console-users-deleted = Na-delete na ang user.
console-users-search-label = Email address, pangalan o ID ng user
console-users-search = Maghanap
console-users-search-help = Tumutugma ang mga address mula sa simula, ang mga pangalan mula sa simula ng alinmang salita; kailangang buo ang id para tumugma.
console-users-caption = Mga user, pinakaluma muna
console-users-matching = Mga user na tumutugma sa “{ $query }”
console-users-address = Email address
console-users-name = Pangalan
console-users-verified = Na-verify
console-users-state = Katayuan
console-users-created = Ginawa
console-users-yes = oo
console-users-no = hindi
console-users-enabled = naka-enable
console-users-disabled = naka-disable
console-users-next-page = Susunod na page

## The console's page of one user.

console-user-done-disabled = Naka-disable na ang user: tinapos ang lahat ng session.
console-user-done-enabled = Naka-enable na ang user: makakapag-sign in na ulit sila.
console-user-done-signed-out = Tinapos ang lahat ng session ng user.
console-user-done-session-ended = Tinapos ang session.
console-user-done-factors-reset = Inalis na ang mga pangalawang factor ng user; naabisuhan sila sa email.
console-user-done-verification-sent = Papunta na ang email ng pag-verify.
console-user-done-role = Napalitan na ang tungkulin.
console-user-why-heading = Bakit hindi makapag-sign in ang user na ito?
console-user-nothing-stops = Walang pumipigil sa user na ito na mag-sign in ngayon.
console-user-reason-disabled = Na-disable ng isang operator ang account.
console-user-reason-unverified = Hindi pa na-verify ang address: tinatanggihan ang pag-sign in gamit ang password hangga't hindi nagagamit ang link sa email ng pag-verify.
console-user-reason-locked-password = Naka-lock dahil sa mga maling password mula sa { $ip } hanggang { $until } (mga { $minutes } min; limitasyon sa pag-sign in).
console-user-reason-locked-second-step = Naka-lock ang pangalawang hakbang dahil sa mga maling code hanggang { $until } (mga { $minutes } min; limitasyon sa pangalawang factor).
console-user-reason-passkey-only = Walang password ang account: nagsa-sign in lang ito gamit ang passkey (o pagkatapos ng pag-reset ng password).
console-user-reason-providers-only = Walang password ang account: nagsa-sign in lang ito sa pamamagitan ng { $providers } (o pagkatapos ng pag-reset ng password).
console-user-reason-second-factor-due = Walang naka-set up na pangalawang factor, at humihingi ang { $clients } ng pag-sign in na may dalawang factor: kailangan munang magdagdag ng isa ang user.
console-user-reason-deletion-scheduled = Hiniling ng user na i-delete ang account: ide-delete ito sa { $date } maliban kung mag-sign in sila bago noon.
console-user-profile = Profile ng user
console-user-id = ID ng user
console-user-address = Email address
console-user-verified = Na-verify
console-user-state = Katayuan
console-user-name = Pangalan
console-user-mobile = Numero ng mobile
console-user-place = Lugar
console-user-created = Ginawa
console-user-console-role = Tungkulin sa console
console-user-sessions = Mga session
console-user-sessions-caption = Mga aktibong session, pinakabago muna
console-user-device = Device
console-user-ip-and-place = IP at lugar
console-user-signed-in = Nag-sign in
console-user-last-active = Huling aktibo
console-user-methods = Mga paraan
console-user-end-column = Tapusin
console-user-end-session = Tapusin
console-user-unknown-device = Hindi kilalang device
console-user-second-factors = Mga pangalawang factor
console-user-authenticator-app = Authenticator app
console-user-recovery-codes-left = Natitirang recovery code
console-user-passkeys = Mga passkey
console-user-factor-none = wala
console-user-totp-since = mula { $date }
console-user-providers-and-apps = Mga provider at app
console-user-links-caption = Mga naka-link na provider
console-user-provider = Provider ng pag-sign in
console-user-address-given = Ibinigay na address
console-user-linked = Na-link
console-user-consents-caption = Mga pahintulot sa mga app ng ikatlong partido
console-user-client = App
console-user-scopes = Mga scope
console-user-allowed = Pinayagan
console-user-recent-events = Mga kamakailang kaganapan
console-user-events-caption = Ang mga pinakabagong kaganapan sa audit tungkol sa user
console-user-when = Kailan
console-user-type = Uri
console-user-actor = Nagsagawa
console-user-ip = IP
console-user-every-event = Bawat kaganapan tungkol sa user
console-user-actions = Mga aksyon
console-user-disable = I-disable
console-user-enable = I-enable
console-user-sign-out-everywhere = I-sign out sa lahat ng device
console-user-resend-verification = Ipadala ulit ang email ng pag-verify
console-user-reset-factors = I-reset ang mga pangalawang factor
console-user-reset-factors-confirm = Alisin ang authenticator app, mga recovery code at mga passkey
console-user-delete = I-delete ang user
console-user-delete-confirm = I-delete ang account na ito at ang lahat ng tungkol dito, ngayon na
console-user-role-heading = Tungkulin sa console
console-user-role-label = Tungkulin
console-user-set-role = Itakda ang tungkulin
console-user-role-help = Nababasa ng mga tumitingin ang bawat page; kaya rin ng suporta na mag-disable at mag-enable ng mga user, i-sign out sila, i-reset ang kanilang mga pangalawang factor at ipadala ulit ang email ng pag-verify; lahat ay kayang gawin ng mga admin.
console-user-unknown-action = Hindi sinusuportahan ng page na ito ang aksyong iyan.
console-user-not-on-this-user = Hindi puwede sa user na ito: ang mga operator na mas mababa sa admin ay kumikilos lang sa mga user na walang tungkulin, at walang sinumang makakapagpalit dito ng sarili niyang tungkulin, katayuan, mga factor o account.
console-user-tick-to-confirm = Lagyan ng check ang kahon para kumpirmahin, pagkatapos ay subukan ulit.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Mga client
console-client-list-caption = Mga client, pinakaluma muna
console-client-name = Pangalan
console-client-kind = Uri
console-client-state = Katayuan
console-client-registered = Nairehistro
console-client-kind-public = pampubliko
console-client-kind-confidential = kumpidensyal
console-client-state-enabled = naka-enable
console-client-state-disabled = naka-disable
console-client-register-heading = Magrehistro ng client
console-client-register = Irehistro
console-client-registered-notice = Nairehistro na ang client.
console-client-deleted = Na-delete na ang client.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Mga redirect URI, isa bawat linya
console-client-scopes-field = Mga scope (kapag walang laman: openid email profile authorization)
console-client-package-names-field = Mga pangalan ng Android package, isa bawat linya
console-client-app-origins-field = Mga origin ng app para sa mga passkey, isa bawat linya
console-client-logout-uri-field = URI ng back-channel logout
console-client-organization-field = Organisasyon ng receiver ng Shared Signals (slug o id)
console-client-flag-public = Pampubliko (browser o native app: walang secret, PKCE)
console-client-flag-resource-server = Isang resource server (puwedeng mag-introspect ng mga token)
console-client-flag-client-credentials = Puwedeng kumuha ng mga token para sa sarili nito (client_credentials)
console-client-flag-rotate-refresh-tokens = I-rotate ang mga refresh token
console-client-flag-require-mfa = Mga pag-sign in na may dalawang factor lang
console-client-flag-require-par = Mga pushed authorization request lang
console-client-flag-third-party = Ikatlong partido: magbibigay muna ng pahintulot ang mga user
console-client-flag-shared-signals = Receiver ng Shared Signals: nagpapanatili ng stream ng mga kaganapang pangseguridad

## Console: one client's page

console-client-saved = Na-save na ang mga setting ng client.
console-client-disabled-notice = Naka-disable na ang client: hindi na nave-verify ang mga token nito.
console-client-granted = Na-save na ang grant.
console-client-secret-replaced = Napalitan na ang secret.
console-client-secret-heading = Ang secret ng client
console-client-secret-once = Kopyahin ito ngayon: ngayon lang ito ipapakita at hindi na mauulit (digest lang nito ang itinatago).
console-client-settings-heading = Mga setting
console-client-yes = oo
console-client-no = hindi
console-client-redirect-uris = Mga redirect URI
console-client-scopes = Mga scope
console-client-resource-server = Bilang resource server
console-client-two-factor-only = Dalawang factor lang
console-client-par-only = PAR lang
console-client-third-party = Ikatlong partido
console-client-shared-signals = Receiver ng Shared Signals
console-client-changed = Binago
console-client-grants-heading = Mga grant sa mga API
console-client-grants-caption = Mga API na puwedeng tawagan ng client na ito para sa sarili nito
console-client-api = API
console-client-api-identifier = Identifier ng API
console-client-grant = Ibigay
console-client-actions-heading = Mga aksyon
console-client-rotate-secret = I-rotate ang secret
console-client-rotate-secret-confirm = Palitan ang secret: hihinto na agad sa paggana ang luma
console-client-disable = I-disable
console-client-disable-confirm = I-disable ang client: hihinto sa pag-verify ang mga token nito
console-client-delete = I-delete
console-client-delete-confirm = I-delete ang client kasama ang lahat ng ibinigay dito
console-client-edit-heading = I-edit
console-client-save = I-save
console-client-confirm-first = Lagyan ng check ang kahon para kumpirmahin, pagkatapos ay subukan ulit.
console-client-unknown-action = Hindi sinusuportahan ng page na ito ang aksyong iyan.

## Console: the APIs page

console-api-title = Mga API
console-api-list-caption = Mga API (mga resource indicator)
console-api-identifier = Identifier ng API
console-api-scopes = Mga scope
console-api-registered-column = Nairehistro
console-api-register-heading = Magrehistro ng API
console-api-identifier-field = Identifier (isang https URL)
console-api-scopes-field = Mga scope, pinaghihiwalay ng mga espasyo
console-api-register = Irehistro
console-api-registered = Nairehistro na ang API.

## Console: the webhooks page

console-webhook-title = Mga webhook
console-webhook-list-caption = Mga endpoint ng webhook
console-webhook-endpoint = Endpoint (ang mga paghahatid nito)
console-webhook-events = Mga kaganapan
console-webhook-registered-column = Nairehistro
console-webhook-remove = Alisin
console-webhook-remove-confirm = Ihinto ang paghahatid sa endpoint na ito
console-webhook-secret-heading = Ang signing secret
console-webhook-secret-once = Ibigay ito sa receiver ngayon: ipapakita ito ngayon lang.
console-webhook-register-heading = Magrehistro ng endpoint
console-webhook-url = URL
console-webhook-events-field = Mga uri ng kaganapan, pinaghihiwalay ng mga espasyo
console-webhook-register = Irehistro
console-webhook-registered = Nairehistro na ang endpoint.
console-webhook-removed = Inalis na ang endpoint.
console-webhook-confirm-first = Lagyan ng check ang kahon para kumpirmahin, pagkatapos ay subukan ulit.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Mga paghahatid
console-webhook-deliveries-caption = Mga paghahatid, pinakabago muna
console-webhook-delivery = Paghahatid
console-webhook-event = Kaganapan
console-webhook-status = Katayuan
console-webhook-attempts = Mga pagsubok
console-webhook-last-error = Huling error
console-webhook-replay = Ipadala ulit
console-webhook-replayed = Nakapila ulit ang paghahatid.
console-webhook-status-pending = nakabinbin
console-webhook-status-delivered = naihatid
console-webhook-status-failed = nabigo

## Console: the audit trail

console-audit-title = Talaan ng audit
console-audit-user-id = ID ng user
console-audit-address = Email address
console-audit-type = Uri
console-audit-since = Mula (RFC 3339)
console-audit-until = Hanggang (RFC 3339)
console-audit-any-type = anuman
console-audit-filter = I-filter
console-audit-caption = Mga kaganapan, pinakabago muna
console-audit-when = Kailan
console-audit-type-column = Uri
console-audit-actor = Nagsagawa
console-audit-user = User
console-audit-client = Client
console-audit-ip = IP
console-audit-older = Mas lumang mga kaganapan

## Console: the signing keys

console-keys-title = Mga key
console-keys-caption = Ang key ring, pinakabago muna
console-keys-key = ID ng key
console-keys-algorithm = Algoritmo
console-keys-state = Katayuan
console-keys-made = Ginawa
console-keys-age = Tanda
console-keys-signing-since = Pumipirma mula
console-keys-retired = Iniretiro
console-keys-state-pending = nakabinbin
console-keys-state-active = aktibo
console-keys-state-retired = retirado
console-keys-rotate-heading = Pag-rotate
console-keys-rotate-help = Dalawang hakbang ang rotation: inilalathala ng una ang bagong id_token key sa JWKS, at pinapapirma ito ng pangalawa (at pinapalitan ang access-token key). Patuloy na nagve-verify ang mga lumang key hanggang mag-expire ang huli nilang token.
console-keys-rotate = I-rotate
console-keys-rotate-confirm = I-rotate ang mga signing key
console-keys-published = Nailathala na ang bagong id_token key: sa susunod na rotation ay magsisimula itong pumirma.
console-keys-activated = Ang nailathalang key na ang pumipirma ng mga id_token, kasama ang bagong access-token key.
console-keys-not-done = Hindi nagawa
console-keys-confirm-first = Lagyan ng check ang kahon para kumpirmahin, pagkatapos ay subukan ulit.

## Console: the settings

console-settings-title = Mga setting
console-settings-effective-heading = Epektibong configuration
console-settings-effective-help = Matapos ilapat ang mga file, environment at default; nakatago ang mga secret.
console-settings-caption = Mga setting
console-settings-setting = Pangalan ng setting
console-settings-value = Halaga
console-settings-upstream-heading = Mga upstream na provider
console-settings-providers-caption = Mga provider
console-settings-provider-id = ID
console-settings-provider-button = Text ng button
console-settings-provider-last-error = Huling error sa instance na ito
console-settings-no-trouble = wala mula nang magsimula
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Sa isang app, ilagay na lang ang code na ito: { $token }
mail-set-password-button = Magtakda ng bagong password
mail-open-account-button = Buksan ang iyong account

## Verification of a new account's address

mail-verification-subject = Kumpirmahin ang iyong email address
mail-verification-welcome = Maligayang pagdating! Pakikumpirma na ito ang iyong email address.
mail-verification-link-hours = { $hours ->
    [one] Gagana ang link sa loob ng { $hours } oras at isang beses lang.
   *[other] Gagana ang link sa loob ng { $hours } oras at isang beses lang.
}
mail-verification-ignore = Kung hindi ka gumawa ng account, balewalain ang email na ito.
mail-verification-button = Kumpirmahin ang aking address

## Moving an account to a new address: the mail to the new address

mail-change-subject = Kumpirmahin ang iyong bagong email address
mail-change-confirm = Pakikumpirma na dapat nang gamitin ng iyong account ang email address na ito mula ngayon.
mail-change-link-hours = { $hours ->
    [one] Gagana ang link sa loob ng { $hours } oras at isang beses lang; hanggang doon, mananatili ang luma mong address.
   *[other] Gagana ang link sa loob ng { $hours } oras at isang beses lang; hanggang doon, mananatili ang luma mong address.
}
mail-change-ignore = Kung hindi mo ito hiniling, balewalain ang email na ito: walang magbabago.
mail-change-button = Gamitin ang address na ito

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Pagbabago sa email address ng iyong account
mail-change-notice-asked = May taong naka-sign in sa iyong account na humiling na ilipat ito sa { $address }.
mail-change-notice-until = Lilipat lang ito kapag nagamit na ang link na ipinadala sa address na iyon; hanggang doon, mananatili ang address na ito.
mail-change-notice-not-you = Kung hindi ikaw iyon, magtakda ng bagong password ngayon: tatapusin nito ang lahat ng session at mawawalan ng bisa ang link.

## To an address that tried to register again

mail-registered-subject = Mayroon ka nang account
mail-registered-tried = May sumubok na gumawa ng account gamit ang email address na ito, na mayroon nang account.
mail-registered-if-you = Kung ikaw iyon, mag-sign in, o magtakda ng bagong password kung nakalimutan mo ito.
mail-registered-not-you = Kung hindi ikaw iyon, balewalain ang email na ito: walang nagbago.

## Password reset

mail-reset-subject = Magtakda ng bagong password
mail-reset-asked = May humiling na magtakda ng bagong password para sa iyong account.
mail-reset-link-minutes = { $minutes ->
    [one] Gagana ang link sa loob ng { $minutes } minuto at isang beses lang; papalitan ito ng mas bagong kahilingan.
   *[other] Gagana ang link sa loob ng { $minutes } minuto at isang beses lang; papalitan ito ng mas bagong kahilingan.
}
mail-reset-not-you = Kung hindi ikaw iyon, balewalain ang email na ito: mananatili ang iyong password.

## Notices: a second factor changed

mail-totp-added-subject = May idinagdag na authenticator app
mail-totp-added-body = May idinagdag na authenticator app sa iyong account bilang pangalawang factor.
mail-totp-removed-subject = Inalis ang iyong authenticator app
mail-totp-removed-body = Inalis ang authenticator app sa iyong account: password mo na lang ang kailangan para mag-sign in ngayon.
mail-passkey-added-subject = May idinagdag na passkey
mail-passkey-added-body = May idinagdag na passkey sa iyong account: makakapag-sign in ka gamit ito nang walang password.
mail-passkey-removed-subject = May inalis na passkey
mail-passkey-removed-body = May inalis na passkey sa iyong account: hindi na ito magagamit sa pag-sign in.
mail-recovery-used-subject = May ginamit na recovery code
mail-recovery-used-body = { $left ->
    [one] May ginamit na recovery code para mag-sign in sa iyong account; { $left } pa ang hindi nagagamit.
   *[other] May ginamit na recovery code para mag-sign in sa iyong account; { $left } pa ang hindi nagagamit.
}
mail-factor-not-you = Kung hindi ikaw iyon, palitan ang iyong password at mag-sign out sa lahat ng device mula sa page ng iyong account.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = Na-link ang { $provider } sa iyong account
mail-linked-body = Na-link ang iyong account sa isang { $provider } account: kapag nag-sign in ka gamit ang { $provider }, bubuksan na nito ang iyong account.
mail-unlinked-subject = Na-unlink ang { $provider } mula sa iyong account
mail-unlinked-body = Na-unlink ang iyong account mula sa { $provider }: hindi na nito mabubuksan ang iyong account kapag nag-sign in ka gamit ang { $provider }.
mail-link-not-you = Kung hindi ikaw iyon, palitan ang iyong password, mag-sign out sa lahat ng device at i-unlink ang provider mula sa page ng iyong account.

## Account deleted

mail-deleted-subject = Na-delete ang iyong account
mail-deleted-body = Na-delete ang iyong account at ang lahat ng data tungkol dito, at tinapos ang lahat ng session nito.
mail-deleted-register-again = Puwedeng magparehistro ulit ang address na ito; walang babalik mula sa lumang account.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Ide-delete ang iyong account
mail-deletion-due = Ide-delete ang iyong account sa { $date }; tinapos na ang lahat ng session nito.
mail-deletion-keep = Para mapanatili ito, mag-sign in ulit bago noon. Kung hindi mo ito hiniling, mag-sign in at palitan ang iyong password.
mail-deletion-button = Mag-sign in para mapanatili ito

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Sumali sa { $organization }
mail-invitation-body = Inimbitahan kang sumali sa { $organization }. Buksan ang link para tanggapin: mag-sign in gamit ang address na ito, o gumawa ng account gamit ito.
mail-invitation-expiry = { $days ->
    [one] Gagana ang link sa loob ng { $days } araw.
   *[other] Gagana ang link sa loob ng { $days } araw.
}
mail-invitation-ignore = Kung hindi mo kilala ang organisasyong ito, balewalain ang email na ito: walang mangyayari maliban kung tatanggapin mo.
mail-invitation-button = Tingnan ang imbitasyon
console-organizations-title = Mga organisasyon
console-organizations-name = Pangalan
console-organizations-slug = Slug (maikling pangalan)
console-organizations-enabled = Naka-enable
console-organizations-mfa = Pangalawang factor
console-organizations-new = Bagong organisasyon
console-organizations-create = Gumawa ng organisasyon
console-organizations-created = Nagawa na ang organisasyon.
console-organization-saved = Na-save na ang mga panuntunan ng domain.
console-organization-id = ID
console-organization-members = Mga miyembro
console-organization-roles = Mga tungkulin
console-organization-managed = Pinamamahalaan
console-organization-break-glass = Pang-emergency na access
console-organization-invitations = Mga nakabinbing imbitasyon
console-organization-expires = Mag-e-expire
console-organization-domains = Mga domain
console-organization-domain = Domain
console-organization-state = Katayuan
console-organization-rules = Mga panuntunan
console-organization-save-rules = I-save
console-organization-sign-in = Sariling pag-sign in nito
console-organization-no-sign-in = Wala itong sariling pag-sign in: nagsa-sign in ang mga miyembro nito gamit ang kanilang mga password o passkey.
organization-admin-title = { $organization }: mga setting ng organisasyon
organization-admin-lead = Pinamamahalaan mo ang organisasyong ito bilang { $email }.
organization-admin-none = Wala pang laman dito.
organization-admin-members = Mga miyembro
organization-admin-remove = Alisin
organization-admin-yes = Oo
organization-admin-no = Hindi
organization-admin-email = Email
organization-admin-roles = Mga tungkulin
organization-admin-managed = Pinamamahalaan ng pag-sign in ng organisasyon
organization-admin-action = Aksyon
organization-admin-invitations = Mga nakabinbing imbitasyon
organization-admin-revoke = Bawiin
organization-admin-expires = Mag-e-expire
organization-admin-invite = Mag-imbita ng isang tao
organization-admin-role = Tungkulin
organization-admin-invite-button = Ipadala ang imbitasyon
organization-admin-domains = Mga domain
organization-admin-domains-lead = I-claim ang email domain ng iyong kumpanya, ilathala ang ipinapakitang TXT record, pagkatapos ay i-verify ito. Makakapag-sign in ang mga address ng na-verify na domain sa pamamagitan ng pag-sign in ng iyong organisasyon.
organization-admin-verify = I-verify
organization-admin-verified = Na-verify
organization-admin-pending = Nakabinbin
organization-admin-domain = Domain
organization-admin-state = Katayuan
organization-admin-record = Record na ilalathala
organization-admin-add-domain = Mag-claim ng domain
organization-admin-sign-in = Ang pag-sign in ng iyong organisasyon
organization-admin-no-sign-in = Nagsa-sign in ang iyong mga miyembro gamit ang kanilang mga password. Itakda ang sarili mong OpenID provider (Okta, Entra ID, Google Workspace…) para makapag-sign in sila sa pamamagitan nito.
organization-admin-issuer = URL ng issuer
organization-admin-client-id = ID ng client
organization-admin-client-secret = Secret ng client
organization-admin-redirect-uri = Redirect URI na irerehistro sa iyong provider
organization-admin-save-sign-in = I-save ang pag-sign in
organization-admin-sign-in-title = Mag-sign in muna
organization-admin-sign-in-text = Mag-sign in sa page ng iyong account, pagkatapos ay buksan ulit ang page na ito.
organization-admin-sign-in-link = Pumunta sa iyong account
organization-admin-unknown-title = Hindi nahanap ang organisasyon
organization-admin-unknown-text = Walang organisasyon dito na pinamamahalaan mo.
organization-admin-unknown-change = Hindi sinusuportahan ng page na ito ang pagbabagong iyan.
organization-admin-scim = Pag-provision (SCIM)
organization-admin-scim-lead = Ang iyong directory (Okta, Entra ID, Google Workspace…) ang nagdadagdag, nagbabago at nag-aalis ng iyong mga user at grupo rito sa pamamagitan ng SCIM 2.0. Ibigay dito ang batayang URL at token ng isang koneksyon.
organization-admin-scim-base-url = Batayang URL
organization-admin-scim-made = Ginawa
organization-admin-scim-last-used = Huling ginamit
organization-admin-scim-never = Hindi kailanman
organization-admin-scim-old-token = Gumagana ang lumang token hanggang
organization-admin-scim-rotate = Bagong token
organization-admin-scim-make = Gumawa ng koneksyon
organization-admin-scim-token-title = Ang token ng iyong directory
organization-admin-scim-token-text = Kopyahin ngayon ang batayang URL at ang token sa iyong directory: hindi na ipapakita ulit ang token. Gagana pa nang isang araw ang lumang token, kung mayroon.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Bawiin ang koneksyon: hihinto na agad sa paggana ang mga token nito
invitation-title = Sumali sa { $organization }
invitation-join-lead = Inimbitahan kang sumali sa { $organization } bilang { $email }.
invitation-join-button = Sumali
invitation-sign-up-lead = Inimbitahan kang sumali sa { $organization }. Gumawa ng iyong account gamit ang { $email } para sumali: pinapatunayan ng imbitasyon na sa iyo ang address na ito.
invitation-name = Ang iyong pangalan
invitation-password = Pumili ng password (hindi bababa sa 10 character)
invitation-sign-up-button = Gumawa ng account at sumali
invitation-other-account = Para sa { $email } ang imbitasyong ito, pero naka-sign in ka bilang { $current }. Mag-sign out, pagkatapos ay buksan ulit ang link.
invitation-sign-in-first = Para sa { $email } ang imbitasyong ito, na may account na rito. Mag-sign in gamit ito sa page ng iyong account, pagkatapos ay buksan ulit ang link.
invitation-sign-in-as-invitee = Mag-sign in muna gamit ang inimbitahang address.
invitation-unusable-title = Hindi magagamit ang imbitasyong ito
invitation-unusable-text = Nagamit na ito, binawi, pinalitan ng mas bago, o nag-expire. Humingi ng bagong imbitasyon sa organisasyon.
invitation-joined-title = Sumali ka na sa { $organization }
invitation-joined-text = Miyembro ka na ngayon: makikita ito ng mga app kung saan ka nagsa-sign in para sa organisasyong ito.
invitation-joined-new-account = Handa na ang iyong account at miyembro ka na: mag-sign in gamit ang iyong address at ang password na pinili mo.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Naibigay ang token at refresh token
api-code-token = Naibigay ang token
api-code-userdata = Data ng user
api-code-login-success = Matagumpay ang pag-sign in
api-code-auth-code = Naibigay ang authorization code
api-code-id-token = Naibigay ang id_token
api-code-logged-out = Naka-sign out na; binawi ang session at ang mga token nito
api-code-ok = Tapos na
api-code-alive = Gumagana
api-code-ready = Handa na
api-code-sessions = Ang iyong mga aktibong session
api-code-export = Lahat ng data tungkol sa iyong account
api-code-email-change-requested = Kung magagamit ang address, papunta na roon ang isang link para kumpirmahin ito
api-code-account-deleted = Na-delete na ang iyong account at ang lahat ng data tungkol dito; tinapos na ang lahat ng session
api-code-deletion-scheduled = Tinapos na ang lahat ng session at ide-delete ang iyong account; mag-sign in ulit bago noon para mapanatili ito
api-code-reauthentication-required = Mag-sign in ulit muna: kailangan nito ng pag-sign in mula sa nakalipas na ilang minuto
api-code-session-ended = Naka-sign out na; binawi ang session at ang mga token nito
api-code-password-changed = Napalitan ang password; binawi ang lahat ng iba pang session at ang mga token ng mga ito
api-code-registration-accepted = Natanggap ang pagpaparehistro; tingnan ang iyong email para kumpirmahin ang iyong address
api-code-email-verified = Na-verify ang email address
api-code-reset-requested = Kung may account ang address, papunta na ang isang email na may link sa pag-reset
api-code-password-reset = Naitakda ang password; binawi ang lahat ng session at ang mga token ng mga ito
api-code-registration-closed = Sarado ang pagpaparehistro; humingi ng account sa operator
api-code-invalid-request = Hindi tama ang format ng kahilingan
api-code-unsupported-grant-type = dapat ay code o refresh_token ang grant_type
api-code-invalid-grant = Hindi valid, expired, binawi, o ibinigay sa ibang client ang code o refresh_token
api-code-invalid-client = Nabigo ang pag-authenticate ng client
api-code-invalid-credentials = Mali ang email o password. Makakapag-sign in ang bagong account kapag nakumpirma na ang address nito: tingnan sa iyong email ang link
api-code-mfa-required = Kailangan ng pangalawang factor: sumagot gamit ang code ng iyong authenticator app o isang recovery code
api-code-mfa-enrolment-required = Kailangan ng app na ito ng pag-sign in na may dalawang factor: mag-set up ng authenticator app o passkey sa page ng iyong account, pagkatapos ay mag-sign in ulit
api-code-passkey-options = Ipasa ang mga opsyong ito sa authenticator
api-code-passkey-added = Naidagdag ang passkey
api-code-passkeys = Ang iyong mga passkey
api-code-links = Ang iyong mga naka-link na provider ng pag-sign in
api-code-last-sign-in-method = Ito ang huling paraan ng account para mag-sign in: magtakda muna ng password o magdagdag ng passkey
api-code-insufficient-scope = Hindi pinapayagan ng scope ng token ang kahilingang ito
api-code-not-a-member = Hindi ka makakapag-sign in para sa organisasyong ito: hilingin sa administrator nito na idagdag ka
api-code-sso-required = Kailangan mong mag-sign in sa pamamagitan ng iyong organisasyon: magpatuloy sa ssoUrl
api-code-not-found = Walang ganoong resource
api-code-method-not-allowed = Hindi pinapayagan ang method para sa resource na ito
api-code-conflict = Umiiral na ito
api-code-payload-too-large = Masyadong malaki ang body ng kahilingan
api-code-rate-limited = Masyadong maraming kahilingan; subukan ulit mamaya
api-code-server-error = Internal na error ng server
api-code-service-unavailable = Pansamantalang hindi available ang serbisyo; subukan ulit mamaya

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Kailangan ng access token bilang `Authorization: Bearer <token>`; wala, hindi tama ang format, o binawi na ang token na ito
api-busy = Masyadong maraming pag-sign in nang sabay-sabay; subukan ulit mamaya

## Seed interface: verify-token and the token endpoint

api-token-type-verify = dapat ay id_token o token ang token_type
api-token-type-grant = dapat ay refresh_token o token ang token_type
api-token-type-refresh = dapat ay token ang token_type para sa grant_type na refresh_token
api-client-secret-required = kailangan ang client_secret kapag token ang token_type
api-field-empty = hindi dapat walang laman ang { $field }

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = masyadong mahaba ang password
api-mfa-token-invalid = Hindi kilala, nagamit na, o expired na ang mfaToken: mag-sign in ulit
api-challenge-invalid = Hindi kilala, nagamit na, o expired na ang challengeId: humingi ng mga bagong opsyon ng passkey
api-mfa-code-or-passkey = Kailangan ng pangalawang factor: sumagot gamit ang code ng iyong authenticator app, isang recovery code o ang iyong passkey
api-mfa-passkey = Kailangan ng pangalawang factor: sumagot gamit ang iyong passkey (login/passkey kasama ang mfaToken)
api-client-id-required = kailangan ang client_id
api-client-unknown = hindi kilala o naka-disable ang client_id
api-redirect-uri-required = kailangan ang redirect_uri
api-redirect-uri-unregistered = hindi nakarehistro ang redirect_uri para sa client na ito
api-state-too-long = masyadong mahaba ang state

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Hindi kilala, nagamit na, expired na, o napalitan ng mas bago ang token
api-session-not-found = Wala kang aktibong session na may ganoong id

## Native-app API: second factors and passkeys

api-authenticator-exists = May naka-set up nang authenticator; alisin muna ito
api-authenticator-not-pending = Walang authenticator na kasalukuyang sine-set up
api-authenticator-none = Walang naka-set up na authenticator
api-factor-code-wrong = Mali ang code
api-reauthenticate-factors = Mag-sign in ulit (gamit ang iyong pangalawang factor, kung mayroon ka) para baguhin ang iyong mga pangalawang factor
api-reauthenticate-passkeys = Mag-sign in ulit (gamit ang iyong pangalawang factor, kung mayroon ka) para baguhin ang iyong mga passkey
api-reauthenticate-sign-in = Mag-sign in ulit (gamit ang iyong pangalawang factor, kung mayroon ka) para baguhin kung paano ka nagsa-sign in
api-passkeys-unavailable = hindi available ang mga passkey sa server na ito
api-passkey-not-found = walang ganoong passkey
api-passkey-no-ceremony = walang naghihintay na pagpaparehistro ng passkey; humingi ng mga bagong opsyon
api-passkey-rejected = hindi ma-verify ang passkey
api-passkey-registered = nakarehistro na ang passkey na ito
api-passkey-name-invalid = may 1 hanggang { $max } na character ang pangalan ng passkey at walang control o bidirectional formatting character
api-passkeys-too-many = { $max ->
    [one] hanggang { $max } passkey lang ang puwedeng magkaroon ang isang account
   *[other] hanggang { $max } passkey lang ang puwedeng magkaroon ang isang account
}

## Native-app API: upstream identity providers

api-upstream-unknown = Walang upstream provider na may ganitong id
api-upstream-refused = Hindi tinanggap ang id_token para sa provider na ito
api-upstream-disabled = Naka-disable ang account
api-upstream-no-email = Walang email address ang id_token na magagamit para gumawa ng account
api-upstream-unverified-email = Hindi ginagarantiyahan ng provider ang email address ng id_token: magparehistro gamit ang address, pagkatapos ay i-link ang provider
api-upstream-unreachable = Hindi maabot ang provider; subukan ulit mamaya
api-upstream-email-taken = May account na may ganitong address: mag-sign in dito at i-link ang provider mula sa page ng account
api-upstream-outside-domains = Para lang sa mga address ng mga na-verify nitong domain ang pag-sign in ng organisasyon
api-upstream-unconfirmed-account = May account na may ganitong address pero hindi kailanman nakumpirma: kumpirmahin ito, pagkatapos ay mag-sign in ulit sa pamamagitan ng organisasyon
api-upstream-operator-account = Ang account ng operator ay nagsa-sign in gamit ang sarili nitong password at pangalawang factor, hindi sa pamamagitan ng pag-sign in ng isang organisasyon
api-link-not-found = Walang link ang account sa provider na ito

## Admin API

api-admin-key-required = Kailangan ng admin API ang `Authorization: Bearer <admin key>`
api-admin-status-once = isang beses lang puwedeng ilagay ang status
api-admin-parameters-once = isang beses lang puwedeng ilagay ang bawat parameter
api-admin-duplicate-email = mayroon nang user na may ganoong email
api-admin-user-not-found = hindi nahanap ang user
api-admin-client-not-found = hindi nahanap ang client
api-admin-api-not-found = hindi nahanap ang API
api-admin-session-not-found = hindi nahanap ang session
api-admin-delivery-not-found = hindi nahanap ang paghahatid
api-admin-webhook-not-found = hindi nahanap ang webhook

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Buksan ang link sa browser kung saan ka nag-sign up: sa ibang browser, hihingin sa iyo ang password ng account.
mail-change-where = Buksan ang link sa browser kung saan mo hiniling ang pagbabago, o kung saan ka naka-sign in: sa ibang browser, hihingin sa iyo ang iyong password.
mail-not-yours-english = Hindi ka ba nag-sign up o humiling nito? Kung gayon, huwag itong kumpirmahin: balewalain ang email na ito at walang mangyayari.
verify-password-lead = Para kumpirmahin dito ang address na ito, i-type ang password ng account na may-ari nito. Kung nag-sign up ka sa isang app, i-type na lang sa app ang code mula sa email. Kung hindi ka nag-sign up o humiling nito, huwag itong kumpirmahin: isara ang page na ito.
verify-password = Ang password ng account
verify-password-needed = I-type ang password ng account para kumpirmahin ang address sa browser na ito.
verify-wrong-password = Hindi iyan ang password ng account.

## After a password reset, every other way into the account

mail-reset-done-subject = Na-reset ang iyong password
mail-reset-done-body = Kare-reset lang ng password ng iyong account, at na-sign out ang lahat ng device na dating naka-sign in.
mail-reset-done-still = Magagamit pa rin ang mga ito para mag-sign in sa iyong account:
mail-reset-done-remove = Kung may isa sa mga ito na hindi sa iyo, mag-sign in gamit ang bagong password at piliin ang "Alisin lahat maliban sa bagong password" sa page ng iyong account.
mail-reset-done-nothing-else = Wala nang ibang makakapag-sign in sa iyong account: ang bagong password lang.
mail-reset-done-factor-not-yours = Kung hihingan ka sa pag-sign in ng pangalawang factor na wala sa iyo, hindi iyon sa iyo: hilingin sa suporta ng serbisyong ito na alisin ito.
mail-reset-done-not-you = Kung hindi mo ni-reset ang iyong password, may taong nakakabasa ng iyong email: i-secure muna ang iyong mailbox, pagkatapos ay magtakda ulit ng bagong password.
ways-in-passkey = Ang passkey na "{ $name }"
ways-in-authenticator = Isang authenticator app
ways-in-recovery-codes = { $count ->
    [one] { $count } hindi pa nagagamit na recovery code
   *[other] { $count } hindi pa nagagamit na recovery code
}
ways-in-link = Pag-sign in gamit ang { $provider }
ways-in-sessions = { $count ->
    [one] { $count } iba pang device na naka-sign in (nakalista sa ibaba)
   *[other] { $count } iba pang device na naka-sign in (nakalista sa ibaba)
}
account-review-heading = Na-reset ang iyong password
account-review-lead = Na-reset ang iyong password noong { $date }. Makakapag-sign in pa rin sa iyong account ang mga ito:
account-review-explain = Kung may isa sa mga ito na hindi sa iyo, alisin silang lahat: pagkatapos, ang bagong password mo na lang ang makakapag-sign in, at masa-sign out ang lahat ng iba pang device. Puwede kang magdagdag ulit ng passkey o authenticator app pagkatapos.
account-review-remove = Alisin lahat maliban sa bagong password
account-review-keep = Akin silang lahat
account-review-gone = Wala nang kailangang suriin.
account-review-removed = Inalis ang lahat maliban sa iyong bagong password, at na-sign out ang lahat ng iba pang device.
account-review-kept = Sige: walang babaguhin.

## The second step locked after wrong codes

mail-factor-locked-subject = May sumubok na lampasan ang iyong pangalawang factor
mail-factor-locked-body = { $minutes ->
    [one] May nag-type ng iyong password, at pagkatapos ay limang maling code ng pangalawang factor. Naka-pause ang pag-sign in sa iyong account nang { $minutes } minuto.
   *[other] May nag-type ng iyong password, at pagkatapos ay limang maling code ng pangalawang factor. Naka-pause ang pag-sign in sa iyong account nang { $minutes } minuto.
}
mail-factor-locked-not-you = Kung hindi ikaw iyon, may nakakaalam ng iyong password: magtakda ng bago ngayon.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = kailangan ng tungkulin sa console ang na-verify na address: dapat munang kumpirmahin ng user ang kanyang address
console-gate-unverified = Nagbubukas lang ang console para sa mga operator na na-verify ang address. Kumpirmahin ang iyong address gamit ang link sa email ng pag-verify, pagkatapos ay buksan ulit ang console.
console-gate-idle-lead = ulit para buksan ang console
console-gate-idle = Hindi nagamit ang console nang { $minutes } min, kaya hinihiling nito na mag-sign in ka ulit. Mananatili kang naka-sign in sa iyong account.
console-webhook-url-once = Ang URL nito, na buong ipinapakita ngayon lang (itinatago ng listahan ang sumusunod sa "?", kung saan maaaring may token):
console-webhook-query-hidden = Nakatago ang sumusunod sa "?" sa URL ng isang endpoint: maaaring naglalaman ito ng token ng receiver.
## Signing in with a code mailed to the address (no password)

page-login-email-code = I-email sa akin ang code
page-code-ask-title = Mag-sign in gamit ang code
page-code-ask-lead = I-type ang iyong email address: padadalhan ka namin ng code para mag-sign in, hindi na kailangan ng password.
page-code-ask-button = I-email sa akin ang code
page-code-invalid-email = Mag-type ng buong email address, gaya ng name@example.com.
page-code-not-allowed = Humihingi ang app na ito ng iyong password o passkey: hindi inaalok dito ang pag-sign in gamit ang code na ipinadala sa email.
page-code-title = Tingnan ang iyong email
page-code-lead = { $minutes ->
    [one] Papunta na sa { $email } ang isang email. I-type ang anim na digit na code na nasa loob nito: gagana ito sa loob ng { $minutes } minuto, at isang beses lang.
   *[other] Papunta na sa { $email } ang isang email. I-type ang anim na digit na code na nasa loob nito: gagana ito sa loob ng { $minutes } minuto, at isang beses lang.
}
page-code-field = Code sa pag-sign in
page-code-name = Ang iyong pangalan, kung bago ka rito
page-code-button = Mag-sign in
page-code-again = Magpadala ng bagong code
page-code-wrong = Mali ang code na iyon, o hindi na ito gumagana. Tingnan ang pinakabagong email, o humingi ng bagong code.
page-code-link-title = Mag-sign in
page-code-link-lead = Mag-sign in sa iyong account sa browser na ito.
page-code-link-button = I-sign in ako
page-code-link-elsewhere-title = I-type ang code na ito kung saan ka humiling
page-code-link-elsewhere = Binuksan ang link na ito sa ibang browser o app kaysa sa humiling nito. I-type doon ang code na ito:
page-code-link-ended-title = Hindi na gumagana ang link na ito
page-code-link-ended = Nagamit na ang link, napalitan ng mas bago, o masyado nang luma. Humingi ng bagong code kung saan ka nagsa-sign in.
api-sign-in-code-refused = Mali, nagamit na, napalitan o expired na ang code: humingi ng bago
api-login-code-or-password = Magpadala ng password o code, hindi pareho
api-code-code-sent = Papunta na ang isang email na may code sa pag-sign in; gagana ang code sa loob ng ilang minuto, at isang beses lang
api-code-sign-in-code-not-allowed = Hindi inaalok dito ang pag-sign in gamit ang code na ipinadala sa email: gamitin ang iyong password o isang passkey

## Mail: a sign-in code

mail-code-subject = Ang iyong code sa pag-sign in
mail-code-asked = May humiling na mag-sign in gamit ang address na ito. Ang code na ita-type ay:
mail-code-minutes = { $minutes ->
    [one] Gagana ang code at ang link sa ibaba sa loob ng { $minutes } minuto at isang beses lang; papalitan ang mga ito ng mas bagong kahilingan.
   *[other] Gagana ang code at ang link sa ibaba sa loob ng { $minutes } minuto at isang beses lang; papalitan ang mga ito ng mas bagong kahilingan.
}
mail-code-new-account = Wala pang account na gumagamit ng address na ito: kapag nag-sign in ka gamit ang code, gagawa ng bagong account.
mail-code-button = I-sign in ako
mail-code-not-you = Kung hindi ikaw iyon, balewalain ang email na ito: walang makakapag-sign in nang walang code.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Pag-sign in gamit ang address na ito
mail-no-account-body = May humingi ng code para mag-sign in gamit ang address na ito, pero walang account dito na gumagamit nito.
mail-no-account-not-you = Kung hindi ikaw iyon, balewalain ang email na ito: walang nagbago.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Puwedeng mag-sign in ang mga user gamit ang code na ipinadala sa email
api-name-invalid = Masyadong mahaba ang pangalan o may mga control character ito
