# Turkish: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Dil

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = E-posta adresi veya şifre yanlış. Yeni bir hesapla ancak adresi onaylandıktan sonra giriş yapılabilir: onay bağlantısı için e-postanızı kontrol edin.
error-throttled = Çok fazla başarısız deneme. Birkaç dakika bekleyip tekrar deneyin.
error-busy = Şu anda çok fazla kişi giriş yapıyor. Lütfen birazdan tekrar deneyin.
error-missing-fields = E-posta adresinizi ve şifrenizi girin.
error-expired-form = Bu formun süresi doldu. Lütfen tekrar giriş yapın.
error-second-factor-in-app = Bu hesap ikinci bir faktörle korunuyor. Önce hesap sayfanızda giriş yapın (kod orada istenir), ardından buraya geri dönün.
error-wrong-second-factor = Kod yanlış, daha önce kullanılmış ya da çok geç girilmiş. Lütfen tekrar giriş yapın.
error-passkey-refused = Bu geçiş anahtarı kullanılamadı veya işlem çok uzun sürdü. Tekrar deneyin ya da şifrenizle giriş yapın.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Çok fazla istek gönderildi. Birkaç dakika bekleyip tekrar deneyin.
error-expired-form-again = Bu formun süresi doldu. Lütfen tekrar deneyin.

## Error pages (a heading and a paragraph)

error-bad-link-title = Bağlantı geçersiz
error-bad-link-text = Bu bağlantı artık geçerli değil: kullanılmış, süresi dolmuş ya da yerine daha yenisi gönderilmiş. Yeni bir bağlantı isteyin.

error-form-title = Giriş başarısız
error-form-too-large = Form çok büyük.
error-form-unreadable = Form okunamadı. Lütfen geri dönüp tekrar deneyin.
error-cross-site-title = İstek reddedildi
error-cross-site-text = Bu form başka bir siteden gönderildi. Giriş sayfasını yeniden açın ve formu oradan gönderin.

error-unavailable-title = Birazdan tekrar deneyin
error-unavailable-text = Giriş hizmeti şu anda meşgul veya kullanılamıyor. Lütfen birazdan tekrar deneyin.
error-failed-title = Bir sorun oluştu
error-failed-text = Giriş tamamlanamadı. Lütfen tekrar deneyin.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Kim olduğunuzu bilme
scope-email = E-posta adresinizi görme
scope-profile = Profilinizi görme: ad, fotoğraf, telefon numarası ve ülke
scope-authorization = Profilinizi ve açık oturumlarınızı görme
scope-organizations = Üyesi olduğunuz kuruluşları ve bunlardaki rollerinizi görme
scope-api = Sizin adınıza { $api } hizmetini kullanma

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: kimlik doğrulama uygulamanızın gösterdiği kodu veya bir kurtarma kodunu girin ya da geçiş anahtarınızı kullanın.
page-second-step-passkey = { $purpose }: geçiş anahtarınızı kullanın.
page-second-step-code = { $purpose }: kimlik doğrulama uygulamanızın gösterdiği kodu ya da kurtarma kodlarınızdan birini girin.
page-second-step-use-passkey = Geçiş anahtarını kullan

## Login page

page-login-title = Giriş yap
page-login-email = E-posta
page-login-password = Şifre
page-login-button = Giriş yap
page-login-with-provider = { $provider } ile giriş yap
page-login-passkey = Geçiş anahtarıyla giriş yap
page-login-forgot = Şifrenizi mi unuttunuz?
page-login-organization = Kuruluşunuz üzerinden giriş yap
page-organization-title = Kuruluşunuz üzerinden giriş yapın
page-organization-lead = Kuruluşunuzun giriş yöntemiyle devam etmek için iş e-posta adresinizi veya kuruluşunuzun ID'sini girin.
page-organization-field = İş e-postası veya kuruluş ID'si
page-organization-button = Devam
page-organization-unknown = Bu adres veya ID ile giriş yapan bir kuruluş yok. Bilgiyi kontrol edin ya da e-posta adresiniz ve şifrenizle giriş yapın.
login-sso-required = Girişiniz kuruluşunuz üzerinden yapılıyor: kuruluşunuzun giriş yöntemini kullanın.
login-sso-required-named = Girişiniz { $organization } üzerinden yapılıyor: aşağıdaki giriş yöntemini kullanın.
page-login-new-here = Hesabınız yok mu?
page-login-create-account = Hesap oluştur

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Cihaz bağla
page-device-code-lead = TV'nizde, oyun konsolunuzda veya diğer cihazınızda gösterilen kodu girin.
page-device-code-label = Kod
page-device-code-button = Devam
page-device-confirm-heading = { $client } bağlansın mı?
page-device-confirm-lead = { $code } kodunu gösteren bir cihaz, { $email } hesabınızı kullanmak istiyor. Yalnızca bu işlemi o cihazda kendiniz başlattıysanız izin verin.
page-device-confirm-able = Şunları yapabilecek:
page-device-confirm-deny = Reddet
page-device-confirm-allow = İzin ver

## Account page

page-account-title = Hesabınız
page-account-signed-in-as = { $email } olarak giriş yapıldı
page-account-signed-in-as-unconfirmed = { $email } olarak giriş yapıldı (adres henüz onaylanmadı: gönderdiğimiz e-postaya bakın)
page-account-sessions-heading = Giriş yaptığınız yerler
page-account-session-app = { $package } uygulaması
page-account-this-browser = Bu tarayıcı
page-account-sign-out-session = Çıkış yap
page-account-sign-out-others = Diğer her yerden çıkış yap
page-account-profile-heading = Profil
page-account-profile-save = Profili kaydet
page-account-password-heading = Şifre
page-account-current-password = Mevcut şifre
page-account-new-password = Yeni şifre (en az 10 karakter)
page-account-password-change = Şifreyi değiştir
page-account-email-heading = E-posta adresi
page-account-email-explain = Yeni adrese bir bağlantı gönderilir; bağlantı kullanıldığında hesabınız o adrese taşınır. O zamana kadar bu adresle giriş yaparsınız.
page-account-new-email = Yeni e-posta adresi
page-account-email-password = Şifre
page-account-email-change = E-posta adresini değiştir
page-account-data-heading = Verileriniz
page-account-data-explain = Bu hizmetin hesabınızla ilgili tuttuğu her şey (profil, cihaz ve konum bilgileriyle birlikte oturumlar, bağlı sağlayıcılar, ikinci faktörler, sizinle ilgili güvenlik olayları) tek bir JSON dosyası halinde. Dosyada hiçbir şifre veya gizli bilgi yer almaz.
page-account-data-download = Verilerinizi indirin
page-account-delete-heading = Hesabınızı silin
page-account-delete-explain = Profilinizi, oturumlarınızı, ikinci faktörlerinizi ve bağlı sağlayıcılarınızı kaldırır ve tüm cihazlarda oturumunuzu kapatır.
page-account-delete-link = Hesabınızı silin

## Sign-out confirmation

page-logout-title = Çıkış yap
page-logout-question = Bu tarayıcıda hesabınızdan çıkış yapılsın mı?
page-logout-button = Çıkış yap

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Bir şifre girin.
rule-password-too-short = Şifre en az { $min } karakter olmalıdır.
rule-password-too-long = Şifre en fazla { $max } karakter olabilir.
rule-password-is-email = Şifre, e-posta adresiyle aynı olamaz.
rule-password-refused = Bu şifre kullanılamaz. Lütfen başka bir şifre seçin.
rule-email-invalid = E-posta alabilen bir adres girin, örneğin ad@example.com.
rule-email-same = Bu zaten hesabın adresi.
rule-field-invalid = Alanlardan biri çok uzun veya izin verilmeyen karakterler içeriyor.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = istemci adı 1 ile 200 karakter arasında olmalıdır
rule-client-name-characters = istemci adı kontrol karakteri veya çift yönlü biçimlendirme karakteri içeremez
rule-resource-server-confidential = kaynak sunucusu gizli bir istemci olmalıdır
rule-client-credentials-confidential = client_credentials için gizli bir istemci gerekir
rule-public-client-secret = herkese açık bir istemcinin gizli anahtarı olmaz
rule-shared-signals-confidential = Shared Signals alıcısı gizli bir istemci olmalıdır
rule-organization-for-receivers = bir kuruluşa yalnızca Shared Signals alıcısı bağlanabilir
rule-profile-field-length = profil alanları en fazla { $max } karakter olabilir
rule-profile-field-characters = profil alanları kontrol karakteri veya çift yönlü biçimlendirme karakteri içeremez
rule-unknown-event-type = bilinmeyen olay türü "{ $name }"; bilinenler: { $known }
rule-no-event-type = olaylar en az bir olay türü belirtmelidir
rule-secret-prefix = gizli anahtar whsec_ ile başlamalıdır
rule-secret-encoding = gizli anahtar whsec_ ile başlamalı ve base64 biçiminde olmalıdır
rule-secret-length = gizli anahtar 24 ile 64 bayt arasında olmalıdır
rule-delivery-status = status değeri pending, delivered veya failed olmalıdır
rule-not-a-timestamp = { $name } bir RFC 3339 zaman damgası olmalıdır
rule-not-a-user-id = user bir kullanıcı ID'si olmalıdır
rule-not-an-email = email bir e-posta adresi olmalıdır
rule-unknown-audit-type = bilinmeyen olay türü
rule-unknown-cursor = cursor bu API'nin verdiği bir değer değil
rule-page-size = limit 1 ile 500 arasında olmalıdır
rule-no-scope = en az bir kapsam gereklidir
rule-undefined-scopes = API yalnızca şu kapsamları tanımlar: { $scopes }
rule-role-name = rol admin, support, viewer veya none olmalıdır
rule-already-verified = adres zaten doğrulanmış

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = { $client } uygulamasına devam etmek için
login-failed-title = Giriş başarısız
login-malformed-link = Giriş bağlantısı bozuk.
login-request-missing-client = İstekte bir uygulama belirtilmemiş.
login-request-unknown-client = Bu uygulama kayıtlı değil veya devre dışı bırakılmış.
login-request-missing-redirect-uri = İstekte nereye dönüleceği belirtilmemiş (redirect_uri).
login-request-unregistered-redirect-uri = Bu redirect_uri, bu uygulama için kayıtlı değil.
login-request-state-too-long = state parametresi çok uzun.
login-request-invalid = Giriş isteği geçerli değil.

## Signing out of the browser.

login-signout-failed-title = Çıkış başarısız
login-signout-malformed-link = Çıkış bağlantısı bozuk.
login-signed-out-title = Çıkış yapıldı
login-signed-out-text = Bu tarayıcıda çıkış yaptınız.

## The second step after a password, and an app that needs one.

second-step-title = İki adımlı giriş
second-step-code-label = Kod
second-step-continue = Devam
second-step-enrol-title = İkinci faktör ayarlayın
second-step-enrol-text = { $client } iki faktörlü giriş gerektiriyor. Hesap sayfanızda bir kimlik doğrulama uygulaması veya geçiş anahtarı ayarlayın, ardından { $client } uygulamasına tekrar giriş yapın.
second-step-enrol-link = Hesap sayfanızı açın

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Kimlik doğrulama uygulaması
second-step-app-on = { $count ->
    [one] Bir kimlik doğrulama uygulaması ayarlı; { $count } kurtarma kodu henüz kullanılmadı.
   *[other] Bir kimlik doğrulama uygulaması ayarlı; { $count } kurtarma kodu henüz kullanılmadı.
}
second-step-app-remove = Kimlik doğrulama uygulamasını kaldır
second-step-app-intro = Google Authenticator veya 1Password gibi bir uygulamadan alınan ve şifrenizden sonra istenen kodlar.
second-step-app-set-up = Kimlik doğrulama uygulaması ayarla
second-step-app-qr-label = Kimlik doğrulama uygulamanız için QR kodu
second-step-app-setup-title = Kimlik doğrulama uygulaması ayarlayın
second-step-app-setup-lead = Kodu kimlik doğrulama uygulamanızla tarayın, ardından uygulamanın gösterdiği altı haneli kodu girin.
second-step-app-setup-key = Veya bu anahtarı uygulamaya elle girin:
second-step-app-code-label = Uygulamadaki kod
second-step-app-turn-on = Etkinleştir
second-step-app-cancel = İptal
second-step-recovery-title = Kurtarma kodlarınızı kaydedin
second-step-recovery-lead = Kimlik doğrulama uygulaması etkin. Telefonunuzu kaybederseniz bu kodların her biriyle bir kez giriş yapabilirsiniz. Kodları güvenli bir yerde saklayın: tekrar gösterilmeyecekler.
second-step-recovery-back = Hesabınıza dönün

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Geçiş anahtarıyla giriş yap
passkey-not-used = Geçiş anahtarı kullanılmadı. Tekrar deneyin veya şifrenizi kullanın.
passkey-section-heading = Geçiş anahtarları
passkey-section-intro = Geçiş anahtarı, şifreniz yerine parmak iziniz, yüzünüz veya ekran kilidinizle giriş yapmanızı sağlar.
passkey-rename-label = Yeni ad
passkey-rename-button = Yeniden adlandır
passkey-remove-button = Kaldır
passkey-new-name-label = Yeni geçiş anahtarının adı
passkey-new-name-placeholder = Bu dizüstü bilgisayar
passkey-add-button = Geçiş anahtarı ekle
passkey-already-registered = Bu geçiş anahtarı zaten kayıtlı.
passkey-not-added = Geçiş anahtarı eklenmedi. Tekrar deneyin.

## The consent screen.

consent-heading = { $client } hesabınızı kullanabilsin mi?
consent-lead = { $account } olarak giriş yaptınız. { $client } başka bir geliştiricinin uygulamasıdır ve şunlar için izin istiyor:
consent-revoke-note = Bu erişimi istediğiniz zaman hesap sayfanızdan kaldırabilirsiniz.
consent-deny = Reddet
consent-allow = İzin ver
consent-title = { $client } uygulamasına izin verilsin mi?

## Connecting a device (TV, console) with a code.

device-login-lead = Hesabınıza bir cihaz bağlamak için
device-code-unknown = Bu kod yanlış, süresi dolmuş veya daha önce kullanılmış. Cihazınızdaki kodu kontrol edip tekrar deneyin.
device-code-throttled = Çok fazla yanlış kod girildi. Birkaç dakika bekleyip tekrar deneyin.
device-code-form-expired = Bu formun süresi doldu. Lütfen kodu tekrar girin.
device-connected-title = Cihaz bağlandı
device-connected-text = { $client } artık hesabınıza bağlı. Cihazınıza dönebilirsiniz.
device-denied-title = İstek reddedildi
device-denied-text = { $client } bağlanmadı. Bu sayfayı kapatabilirsiniz.
device-two-factors-title = İki faktörlü giriş gerekli
device-two-factors-text = { $client } iki faktörlü giriş gerektiriyor. Hesap sayfanızda ikinci faktörünüzle giriş yapın (veya bir ikinci faktör ayarlayın), ardından kodu burada tekrar girin.
device-two-factors-link = Hesap sayfanızı açın

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Bağlama başarısız
upstream-link-from-account-page = Bir sağlayıcıyı, hesap sayfanızdaki ilgili düğmeyle bağlayın.
upstream-link-expired = Bu sayfanın süresi doldu. Hesap sayfanıza dönün, sayfayı yenileyin ve tekrar deneyin.
upstream-unknown-provider = Böyle bir giriş sağlayıcısı yok.
upstream-bad-state = Bu giriş zaten kullanılmış, süresi dolmuş veya başka bir tarayıcıda başlatılmış. Uygulamaya dönüp tekrar giriş yapın.
upstream-denied = Sağlayıcı giriş yapmanıza izin vermedi. Uygulamaya dönüp tekrar deneyin.
upstream-refused = Sağlayıcının yanıtı kabul edilemedi. Uygulamaya dönüp tekrar giriş yapın.
upstream-unavailable = Giriş sağlayıcısına ulaşılamadı. Birazdan tekrar deneyin veya başka bir yolla giriş yapın.
upstream-email-taken = Bu e-posta adresine sahip bir hesap zaten var. Bu hesaba şifresi veya geçiş anahtarıyla giriş yapın, ardından bu sağlayıcıyı hesap sayfanızda bağlayın.
upstream-outside-domains = Kuruluşunuzun giriş yöntemiyle yalnızca kuruluşun kendi doğrulanmış alan adlarındaki adresler giriş yapabilir.
upstream-unconfirmed-account = Bu e-posta adresine sahip bir hesap var, ancak adresi hiç onaylanmamış. Adresi onaylayın (veya şifresini sıfırlayın), ardından kuruluşunuz üzerinden tekrar giriş yapın.
upstream-operator-account = Bu hesabın operatör konsolunda bir rolü var: kuruluş girişiyle değil, kendi şifresi ve ikinci faktörüyle giriş yapar.
upstream-registration-closed = Bu hesap burada tanınmıyor ve yeni hesap açılamıyor. Hesap için bu hizmetin yöneticisine başvurun.
upstream-no-email = Sağlayıcı, yeni bir hesap için gereken e-posta adresini paylaşmadı.
upstream-unverified-email = Sağlayıcı bu e-posta adresinin size ait olduğunu onaylamadı, bu yüzden bu adresle hesap oluşturulamıyor. E-posta adresinizle bir hesap oluşturun, ardından sağlayıcıyı hesap sayfanızda bağlayın.
upstream-linked-elsewhere = Bu giriş zaten başka bir hesaba bağlı.
upstream-already-linked = Hesabınız bu sağlayıcıya zaten başka bir girişle bağlı. Önce o bağlantıyı kaldırın.
upstream-disabled = Bu hesap devre dışı.
upstream-reauthenticate = Hesap sayfanızda tekrar giriş yapın, ardından sağlayıcıyı bağlayın.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Hesabınızı oluşturun
signup-lead = Adresinizi onaylamanız için size bir e-posta göndereceğiz.
signup-email = E-posta
signup-password = Şifre (en az 10 karakter)
signup-name = Ad (isteğe bağlı)
signup-button = Hesap oluştur
signup-closed-title = Kayıtlar kapalı
signup-closed-text = Yeni hesapları bu hizmetin yöneticisi oluşturur. Hesap için yöneticiye başvurun.
signup-sent-title = E-postanızı kontrol edin
signup-sent-text = Adresinizi onaylamanız için bir e-posta gönderdik. İçindeki bağlantıyı açın; şimdiden giriş yapabilirsiniz.
signup-sent-continue-text = Adresinizi onaylamanız için bir e-posta gönderdik. Şimdi giriş yapıp devam edebilirsiniz.
signup-sent-continue = Giriş yap ve devam et

## Address confirmation page (opened from the mailed link)

verify-title = E-posta adresinizi onaylayın
verify-lead = Hesabınızın bu e-posta adresini kullanabilmesi için adresin size ait olduğunu onaylayın. Burada bir hesap oluşturmadıysanız veya bir hesabın adresini değiştirmediyseniz onaylamayın: bu sayfayı kapatın.
verify-button = Adresimi onayla
verify-done-title = E-posta adresi onaylandı
verify-done-text = Teşekkürler: e-posta adresiniz onaylandı. Bu sayfayı kapatabilirsiniz.

## Password reset request page

forgot-title = Şifrenizi mi unuttunuz?
forgot-lead = E-posta adresinizi girin. Bu adrese ait bir hesap varsa, yeni şifre belirlemeniz için size bir bağlantı göndeririz.
forgot-email = E-posta
forgot-button = Bağlantıyı gönder
forgot-sent-title = E-postanızı kontrol edin
forgot-sent-text = Bu adrese ait bir hesap varsa, yeni şifre belirleme bağlantısı içeren bir e-posta gönderildi. Bağlantı 30 dakika geçerlidir.

## New password page (opened from the mailed link)

reset-title = Yeni şifre belirleyin
reset-lead = 10 ile 256 karakter arasında bir şifre seçin. Hesabınıza giriş yapılmış tüm cihazlarda oturum kapatılacak.
reset-password = Yeni şifre
reset-button = Şifreyi belirle
reset-done-title = Şifre belirlendi
reset-done-text = Yeni şifreniz belirlendi ve giriş yapılmış tüm cihazlarda oturum kapatıldı. Yeni şifrenizle tekrar giriş yapın.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Profiliniz kaydedildi.
account-password-changed = Şifreniz değiştirildi; diğer tüm cihazlarda oturum kapatıldı.
account-email-requested = Bu adres kullanılabiliyorsa, onaylamanız için oraya bir bağlantı gönderiliyor: bağlantı kullanıldığında adresiniz değişir.
account-session-signed-out = Bu oturum kapatıldı.
account-others-signed-out = Diğer tüm oturumlar kapatıldı.
account-console-needs-factor = Operatör konsolu ikinci bir faktör gerektiriyor: aşağıdan bir kimlik doğrulama uygulaması veya geçiş anahtarı ekleyin, ardından bununla tekrar giriş yapın.
account-form-expired = Bu formun süresi doldu. Lütfen tekrar deneyin.
account-login-lead = Hesabınızı görmek ve değiştirmek için
account-sign-in-again-lead = Giriş yöntemlerinizi değiştirmek için tekrar giriş yapın
account-sign-in-again = Güvenliğiniz için, bir giriş yöntemi eklemeden veya kaldırmadan önce tekrar giriş yapın (varsa ikinci faktörünüzle).
account-second-step-purpose = Hesabınızı açmak için
account-profile-name = Ad
account-profile-mobile = Cep telefonu numarası
account-profile-picture = Fotoğraf URL'si
account-profile-country-code = Ülke kodu
account-profile-country = Ülke
account-profile-city = Şehir
account-profile-postal-code = Posta kodu
account-session-unknown-device = Bilinmeyen cihaz
account-session-unknown-app = bilinmeyen uygulama
account-session-when = Giriş: { $since } · son etkinlik: { $active }
account-provider-not-linked = Bu sağlayıcı hesabınıza bağlı değil.
account-last-sign-in-method = Bu, hesabınıza giriş yapmanın tek yolu. Önce bir geçiş anahtarı ekleyin veya bir şifre belirleyin (Şifrenizi mi unuttunuz?).
account-session-gone = Bu oturum artık açık değil.
account-wrong-password = Mevcut şifre yanlış.
account-too-many-passwords = Çok fazla yanlış şifre girildi. Birkaç dakika bekleyip tekrar deneyin.
account-unknown-action = Bu sayfa böyle bir işlem yapmıyor.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Kimlik doğrulama uygulaması kaldırıldı.
factors-passkey-added = Geçiş anahtarınız eklendi: artık onunla giriş yapabilirsiniz.
factors-passkey-renamed = Geçiş anahtarı yeniden adlandırıldı.
factors-passkey-removed = Geçiş anahtarı kaldırıldı.
factors-passkey-added-on = Eklenme: { $date }
factors-passkey-last-used = son kullanım: { $date }
factors-passkey-synced = senkronize
factors-wrong-code = Bu kod yanlış. Uygulamanın saatini kontrol edin ve şu anda gösterdiği kodu girin.
factors-too-many-codes = Çok fazla yanlış kod girildi. Birkaç dakika bekleyip tekrar deneyin.
factors-totp-already = Zaten bir kimlik doğrulama uygulaması ayarlı.
factors-totp-nothing-pending = Ayarlanmakta olan bir kimlik doğrulama uygulaması yok. Baştan başlayın.
factors-totp-not-set-up = Ayarlı bir kimlik doğrulama uygulaması yok.
factors-passkey-registered = Bu geçiş anahtarı zaten kayıtlı.
factors-passkey-too-many = Hesabınız geçiş anahtarı sınırına ulaştı: önce birini kaldırın.
factors-passkey-too-many-attempts = Çok fazla deneme yapıldı. Birkaç dakika bekleyip tekrar deneyin.
factors-passkey-name-length = Geçiş anahtarının adı 1 ile 64 karakter arasında olmalıdır.
factors-passkey-not-yours = Bu geçiş anahtarı artık size ait değil.
factors-passkey-not-added = Geçiş anahtarı eklenemedi veya işlem çok uzun sürdü. Tekrar deneyin.
factors-page-expired = Bu sayfanın süresi doldu; sayfayı yenileyin.
factors-sign-in-again = Tekrar giriş yapın.
factors-passkeys-unavailable = Bu sunucuda geçiş anahtarları kullanılamıyor.
factors-sign-in-to-add = Geçiş anahtarı eklemek için tekrar giriş yapın.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Başka bir hesapla giriş yapın
links-linked = Sağlayıcı bağlandı: artık bu hesaba onunla giriş yapabilirsiniz.
links-unlinked = Sağlayıcının bağlantısı kaldırıldı.
links-linked-on = bağlanma: { $date }
links-unlink = Bağlantıyı kaldır
links-link = { $provider } hesabını bağla

## The account page's third-party apps the user allowed.

apps-heading = Erişimi olan uygulamalar
apps-allowed-on = izin verilme: { $date }
apps-remove = Erişimi kaldır
apps-removed = Uygulamanın erişimi kaldırıldı ve uygulamadaki oturumunuz kapatıldı.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Hesabınızı silin
delete-explain-lead = Hesabınızı ve onunla ilgili tutulan her şeyi kendiniz silebilirsiniz.
delete-explain-sign-in = Giriş yapın: şifrenizle, bir geçiş anahtarıyla veya kaydolurken kullandığınız sağlayıcıyla ("… ile giriş yap").
delete-explain-confirm = Hesabın silinmesini istediğinizi onaylayın.
delete-explain-what = Silinenler: profiliniz (ad, e-posta adresi, telefon numarası, fotoğraf, konum), şifreniz, tüm oturumlar ve bunlarla birlikte kaydedilen cihazlar ve konumlar, ikinci faktörler, geçiş anahtarları, bağlı giriş sağlayıcıları ve uygulamalara verilmiş tüm belirteçler. Tüm cihazlarda oturum kapatılır. Güvenlik günlüğü sizinle ilgili kayıtları rastgele bir ad altında ve IP adresleri olmadan en fazla { $days ->
        [one] { $days } gün
       *[other] { $days } gün
    } boyunca saklar.
delete-explain-now = Ne zaman: hemen. E-posta adresinize bir onay gönderilir.
delete-explain-later = Ne zaman: talebinizden { $days ->
        [one] { $days } gün
       *[other] { $days } gün
    } sonra; bu süre dolmadan giriş yaparsanız hesabınız silinmez. E-posta adresinize bir onay gönderilir.
delete-explain-apps = Uygulamalar da hesabı kendi ayarlarından silebilir.
delete-explain-link = Giriş yapın ve hesabınızı silin
delete-login-lead = Hesabınızı silmek için
delete-confirm-what = Bu işlem profilinizi, oturumlarınızı, ikinci faktörlerinizi, geçiş anahtarlarınızı ve bağlı sağlayıcılarınızı siler ve tüm cihazlarda oturumunuzu kapatır.
delete-confirm-later = Hesap { $days ->
        [one] { $days } gün
       *[other] { $days } gün
    } sonra silinir; bu süre dolmadan giriş yaparsanız hesap silinmez.
delete-confirm-now = Bu işlem geri alınamaz.
delete-confirm-check = Hesabımı ve onunla ilgili tutulan her şeyi sil
delete-confirm-button = Hesabımı sil
delete-confirm-keep = Hesabımı koru
delete-done-title = Hesap silindi
delete-done = Hesabınız ve onunla ilgili tutulan her şey silindi. E-posta adresinize bir onay gönderiliyor.
delete-scheduled-title = Hesabın silinmesi planlandı
delete-scheduled = Tüm oturumlar sonlandırıldı. Hesabınız { $date } tarihinde silinecek; hesabınızı korumak için bu tarihten önce giriş yapın.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Dil
account-language-help = Bu hesabın sayfalarının ve hesaba gönderilen e-postaların dili.
account-language-save = Dili kaydet
account-language-saved = Diliniz kaydedildi.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsol
console-nav-signed-in = Konsol · { $email } olarak giriş yapıldı ({ $role })
console-nav-your-account = Hesabınız
console-nav-label = Konsol
console-nav-overview = Genel bakış
console-nav-users = Kullanıcılar
console-nav-organizations = Kuruluşlar
console-nav-clients = İstemciler
console-nav-apis = API'ler
console-nav-webhooks = Webhook'lar
console-nav-audit = Denetim kaydı
console-nav-keys = Anahtarlar
console-nav-settings = Ayarlar

console-frame-role-admin = yönetici
console-frame-role-support = destek
console-frame-role-viewer = görüntüleyici
console-frame-role-none = yok
console-frame-table-empty = { $caption }: yok.
console-frame-age-days = { $count ->
    [one] { $count } gün
   *[other] { $count } gün
}
console-frame-age-hours = { $count ->
    [one] { $count } saat
   *[other] { $count } saat
}
console-frame-age-minutes = { $count ->
    [one] { $count } dakika
   *[other] { $count } dakika
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Konsol rolünüz bu sayfayı açmanıza izin vermiyor. Gerekiyorsa bir yöneticiye başvurun.
console-gate-form-expired = Bu formun süresi doldu veya form konsoldan gelmedi. Sayfayı yeniden açıp işlemi tekrarlayın.
console-gate-change-not-allowed = Konsol rolünüz bu değişikliğe izin vermiyor.
console-gate-no-role = Hesabınızın konsolda bir rolü yok. Bir yönetici size rol verebilir.
console-gate-not-allowed-title = İzin verilmedi
console-gate-not-found-title = Bulunamadı
console-gate-not-done-title = İşlem yapılmadı
console-gate-sign-in-again-lead = Konsolu açmak için ikinci faktörünüzle tekrar giriş yapın
console-gate-needs-second-factor = Konsol, ikinci faktörünüzle (kimlik doğrulama uygulamanız veya bir geçiş anahtarı) giriş yapmanızı gerektirir.
console-gate-no-such-user = Böyle bir kullanıcı yok.
console-gate-no-such-client = Böyle bir istemci yok.
console-gate-no-such-api = Böyle bir API yok.
console-gate-no-such-webhook = Böyle bir webhook yok.
console-gate-no-such-delivery = Böyle bir teslimat yok.
console-gate-no-such-session = Böyle bir oturum yok.
console-gate-no-such-link = Böyle bir sağlayıcı bağlantısı yok.
console-gate-no-such-organization = Böyle bir kuruluş yok.
console-gate-no-such-domain = Böyle bir alan adı yok.
console-gate-no-such = Bulunamadı: { $what }.
console-gate-duplicate-email = Bu e-posta adresine sahip bir kullanıcı zaten var.
console-gate-last-sign-in-method = Bu sağlayıcı bağlantısı, hesaba giriş yapmanın son yolu: önce bir şifre belirleyin.
console-gate-api-exists = Bu tanımlayıcıya sahip bir API zaten var.
console-gate-disable-client-first = İstemciyi silmeden önce devre dışı bırakın.

## The console's overview page.

console-overview-title = Genel bakış
console-overview-find-user = Kullanıcı bul
console-overview-accounts = Hesaplar
console-overview-live-sessions = Etkin oturumlar
console-overview-sign-ins = Girişler, 24 sa
console-overview-failed-sign-ins = Başarısız girişler, 24 sa
console-overview-lockouts = Şu an kilitli olanlar
console-overview-failing-deliveries = Başarısız webhook teslimatları
console-overview-chart-heading = Son 24 saatteki girişler
console-overview-counted = Sayım zamanı: { $at } (rakamlar en fazla bir dakika öncesine aittir).
console-overview-chart-label = Son 24 saatte saat başına girişler: { $succeeded } başarılı, { $failed } başarısız
console-overview-chart-hour = { $time }: { $succeeded } başarılı, { $failed } başarısız
console-overview-chart-start = 24 saat önce
console-overview-chart-end = şimdi
console-overview-legend-succeeded = başarılı ({ $count })
console-overview-legend-failed = başarısız ({ $count })
console-overview-keys-heading = İmzalama anahtarları
console-overview-keys-caption = İmzalama anahtarları, en yeniden eskiye
console-overview-key = Anahtar
console-overview-algorithm = Algoritma
console-overview-state = Durum
console-overview-age = Yaş
console-overview-signing-for = İmzalama süresi
console-overview-key-pending = beklemede
console-overview-key-active = etkin
console-overview-key-retired = kullanımdan kaldırıldı
console-overview-keys-link = Anahtarlar ve döndürme

## The console's users list.

console-users-title = Kullanıcılar
console-users-deleted = Kullanıcı silindi.
console-users-search-label = Adres, ad veya kullanıcı ID'si
console-users-search = Ara
console-users-search-help = Adresler baştan, adlar herhangi bir kelimenin başından itibaren eşleşir; ID ise yalnızca tam olarak eşleşir.
console-users-caption = Kullanıcılar, en eskiden yeniye
console-users-matching = “{ $query }” ile eşleşen kullanıcılar
console-users-address = Adres
console-users-name = Ad
console-users-verified = Doğrulandı
console-users-state = Durum
console-users-created = Oluşturulma
console-users-yes = evet
console-users-no = hayır
console-users-enabled = etkin
console-users-disabled = devre dışı
console-users-next-page = Sonraki sayfa

## The console's page of one user.

console-user-done-disabled = Kullanıcı devre dışı bırakıldı: tüm oturumları sonlandırıldı.
console-user-done-enabled = Kullanıcı etkinleştirildi: tekrar giriş yapabilir.
console-user-done-signed-out = Kullanıcının tüm oturumları sonlandırıldı.
console-user-done-session-ended = Oturum sonlandırıldı.
console-user-done-factors-reset = Kullanıcının ikinci faktörleri kaldırıldı; kullanıcıya e-postayla bildirildi.
console-user-done-verification-sent = Doğrulama e-postası gönderiliyor.
console-user-done-role = Rol değiştirildi.
console-user-why-heading = Bu kullanıcı neden giriş yapamıyor?
console-user-nothing-stops = Şu anda bu kullanıcının giriş yapmasını engelleyen bir şey yok.
console-user-reason-disabled = Hesap bir operatör tarafından devre dışı bırakıldı.
console-user-reason-unverified = Adres doğrulanmadı: doğrulama e-postasındaki bağlantı kullanılana kadar şifreyle giriş reddedilir.
console-user-reason-locked-password = { $ip } adresinden girilen yanlış şifreler nedeniyle kilitlendi; bitiş: { $until } (yaklaşık { $minutes } dk; giriş sınırlaması).
console-user-reason-locked-second-step = İkinci adım, yanlış kodlar nedeniyle kilitlendi; bitiş: { $until } (yaklaşık { $minutes } dk; ikinci faktör sınırlaması).
console-user-reason-passkey-only = Hesabın şifresi yok: yalnızca geçiş anahtarıyla (veya şifre sıfırlandıktan sonra) giriş yapabilir.
console-user-reason-providers-only = Hesabın şifresi yok: yalnızca { $providers } üzerinden (veya şifre sıfırlandıktan sonra) giriş yapabilir.
console-user-reason-second-factor-due = Hiç ikinci faktör ayarlanmamış ve { $clients } iki faktörlü giriş istiyor: kullanıcının önce bir ikinci faktör eklemesi gerekir.
console-user-reason-deletion-scheduled = Kullanıcı hesabının silinmesini istedi: daha önce giriş yapmazsa hesap { $date } tarihinde silinecek.
console-user-profile = Profil
console-user-id = Kullanıcı ID'si
console-user-address = Adres
console-user-verified = Doğrulandı
console-user-state = Durum
console-user-name = Ad
console-user-mobile = Cep telefonu
console-user-place = Konum
console-user-created = Oluşturulma
console-user-console-role = Konsol rolü
console-user-sessions = Oturumlar
console-user-sessions-caption = Etkin oturumlar, en yeniden eskiye
console-user-device = Cihaz
console-user-ip-and-place = IP ve konum
console-user-signed-in = Giriş
console-user-last-active = Son etkinlik
console-user-methods = Yöntemler
console-user-end-column = Sonlandır
console-user-end-session = Sonlandır
console-user-unknown-device = Bilinmeyen cihaz
console-user-second-factors = İkinci faktörler
console-user-authenticator-app = Kimlik doğrulama uygulaması
console-user-recovery-codes-left = Kalan kurtarma kodları
console-user-passkeys = Geçiş anahtarları
console-user-factor-none = yok
console-user-totp-since = { $date } tarihinden beri
console-user-providers-and-apps = Sağlayıcılar ve uygulamalar
console-user-links-caption = Bağlı sağlayıcılar
console-user-provider = Sağlayıcı
console-user-address-given = Bildirilen adres
console-user-linked = Bağlanma
console-user-consents-caption = Üçüncü taraf uygulamalara verilen izinler
console-user-client = İstemci
console-user-scopes = Kapsamlar
console-user-allowed = İzin verilme
console-user-recent-events = Son olaylar
console-user-events-caption = Kullanıcıyla ilgili en yeni denetim olayları
console-user-when = Zaman
console-user-type = Tür
console-user-actor = İşlemi yapan
console-user-ip = IP adresi
console-user-every-event = Kullanıcıyla ilgili tüm olaylar
console-user-actions = İşlemler
console-user-disable = Devre dışı bırak
console-user-enable = Etkinleştir
console-user-sign-out-everywhere = Tüm oturumlarını kapat
console-user-resend-verification = Doğrulama e-postasını yeniden gönder
console-user-reset-factors = İkinci faktörleri sıfırla
console-user-reset-factors-confirm = Kimlik doğrulama uygulamasını, kurtarma kodlarını ve geçiş anahtarlarını kaldır
console-user-delete = Kullanıcıyı sil
console-user-delete-confirm = Bu hesabı ve onunla ilgili her şeyi hemen sil
console-user-role-heading = Konsol rolü
console-user-role-label = Rol
console-user-set-role = Rolü ata
console-user-role-help = Görüntüleyiciler tüm sayfaları okuyabilir; destek rolü ayrıca kullanıcıları devre dışı bırakıp etkinleştirebilir, oturumlarını kapatabilir, ikinci faktörlerini sıfırlayabilir ve doğrulama e-postasını yeniden gönderebilir; yöneticiler her şeyi yapabilir.
console-user-unknown-action = Bu sayfa böyle bir işlem yapmıyor.
console-user-not-on-this-user = Bu kullanıcıda yapılamaz: yönetici olmayan operatörler yalnızca rolü olmayan kullanıcılar üzerinde işlem yapabilir ve kimse burada kendi rolünü, durumunu, faktörlerini veya hesabını değiştiremez.
console-user-tick-to-confirm = Onaylamak için kutuyu işaretleyin, ardından işlemi tekrarlayın.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = İstemciler
console-client-list-caption = İstemciler, en eskiden yeniye
console-client-name = Ad
console-client-kind = Tür
console-client-state = Durum
console-client-registered = Kayıt tarihi
console-client-kind-public = herkese açık
console-client-kind-confidential = gizli
console-client-state-enabled = etkin
console-client-state-disabled = devre dışı
console-client-register-heading = İstemci kaydet
console-client-register = Kaydet
console-client-registered-notice = İstemci kaydedildi.
console-client-deleted = İstemci silindi.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Yönlendirme URI'leri, her satıra bir tane
console-client-scopes-field = Kapsamlar (boşsa: openid email profile authorization)
console-client-package-names-field = Android paket adları, her satıra bir tane
console-client-app-origins-field = Geçiş anahtarları için uygulama kaynakları (origin), her satıra bir tane
console-client-logout-uri-field = Arka kanal çıkış URI'si
console-client-organization-field = Shared Signals alıcısının kuruluşu (slug veya ID)
console-client-flag-public = Herkese açık (tarayıcı veya yerel uygulama: gizli anahtar yok, PKCE)
console-client-flag-resource-server = Kaynak sunucusu (belirteçleri inceleyebilir)
console-client-flag-client-credentials = Kendisi için belirteç alabilir (client_credentials)
console-client-flag-rotate-refresh-tokens = Yenileme belirteçlerini döndür
console-client-flag-require-mfa = Yalnızca iki faktörlü girişler
console-client-flag-require-par = Yalnızca önceden gönderilen yetkilendirme istekleri (PAR)
console-client-flag-third-party = Üçüncü taraf: kullanıcılar önce izin verir
console-client-flag-shared-signals = Shared Signals alıcısı: güvenlik olayları akışı alır

## Console: one client's page

console-client-saved = İstemcinin ayarları kaydedildi.
console-client-disabled-notice = İstemci devre dışı bırakıldı: belirteçleri artık doğrulanmıyor.
console-client-granted = Yetki kaydedildi.
console-client-secret-replaced = Gizli anahtar değiştirildi.
console-client-secret-heading = İstemci gizli anahtarı
console-client-secret-once = Şimdi kopyalayın: yalnızca bu kez gösterilir, bir daha gösterilmez (yalnızca özeti saklanır).
console-client-settings-heading = Ayarlar
console-client-yes = evet
console-client-no = hayır
console-client-redirect-uris = Yönlendirme URI'leri
console-client-scopes = Kapsamlar
console-client-resource-server = Kaynak sunucusu
console-client-two-factor-only = Yalnızca iki faktörlü
console-client-par-only = Yalnızca PAR
console-client-third-party = Üçüncü taraf
console-client-shared-signals = Shared Signals alıcısı
console-client-changed = Değiştirilme
console-client-grants-heading = API yetkileri
console-client-grants-caption = Bu istemcinin kendi adına çağırabileceği API'ler
console-client-api = API
console-client-api-identifier = API tanımlayıcısı
console-client-grant = Yetki ver
console-client-actions-heading = İşlemler
console-client-rotate-secret = Gizli anahtarı yenile
console-client-rotate-secret-confirm = Gizli anahtarı değiştir: eskisi hemen çalışmayı durdurur
console-client-disable = Devre dışı bırak
console-client-disable-confirm = İstemciyi devre dışı bırak: belirteçleri artık doğrulanmaz
console-client-delete = Sil
console-client-delete-confirm = İstemciyi ve ona verilen her şeyi sil
console-client-edit-heading = Düzenle
console-client-save = Kaydet
console-client-confirm-first = Onaylamak için kutuyu işaretleyin, ardından işlemi tekrarlayın.
console-client-unknown-action = Bu sayfa böyle bir işlem yapmıyor.

## Console: the APIs page

console-api-title = API'ler
console-api-list-caption = API'ler (kaynak göstergeleri)
console-api-identifier = Tanımlayıcı
console-api-scopes = Kapsamlar
console-api-registered-column = Kayıt tarihi
console-api-register-heading = API kaydet
console-api-identifier-field = Tanımlayıcı (bir https URL'si)
console-api-scopes-field = Kapsamlar, boşlukla ayrılmış
console-api-register = Kaydet
console-api-registered = API kaydedildi.

## Console: the webhooks page

console-webhook-title = Webhook'lar
console-webhook-list-caption = Webhook uç noktaları
console-webhook-endpoint = Uç nokta (teslimatları)
console-webhook-events = Olaylar
console-webhook-registered-column = Kayıt tarihi
console-webhook-remove = Kaldır
console-webhook-remove-confirm = Bu uç noktaya teslimatı durdur
console-webhook-secret-heading = İmzalama gizli anahtarı
console-webhook-secret-once = Bunu şimdi alıcıya verin: yalnızca bu kez gösterilir.
console-webhook-register-heading = Uç nokta kaydet
console-webhook-url = URL
console-webhook-events-field = Olay türleri, boşlukla ayrılmış
console-webhook-register = Kaydet
console-webhook-registered = Uç nokta kaydedildi.
console-webhook-removed = Uç nokta kaldırıldı.
console-webhook-confirm-first = Onaylamak için kutuyu işaretleyin, ardından işlemi tekrarlayın.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Teslimatlar
console-webhook-deliveries-caption = Teslimatlar, en yeniden eskiye
console-webhook-delivery = Teslimat
console-webhook-event = Olay
console-webhook-status = Durum
console-webhook-attempts = Deneme sayısı
console-webhook-last-error = Son hata
console-webhook-replay = Yeniden gönder
console-webhook-replayed = Teslimat yeniden kuyruğa alındı.
console-webhook-status-pending = beklemede
console-webhook-status-delivered = teslim edildi
console-webhook-status-failed = başarısız

## Console: the audit trail

console-audit-title = Denetim kaydı
console-audit-user-id = Kullanıcı ID'si
console-audit-address = Adres
console-audit-type = Tür
console-audit-since = Başlangıç (RFC 3339)
console-audit-until = Bitiş (RFC 3339)
console-audit-any-type = tümü
console-audit-filter = Filtrele
console-audit-caption = Olaylar, en yeniden eskiye
console-audit-when = Zaman
console-audit-type-column = Tür
console-audit-actor = İşlemi yapan
console-audit-user = Kullanıcı
console-audit-client = İstemci
console-audit-ip = IP adresi
console-audit-older = Daha eski olaylar

## Console: the signing keys

console-keys-title = Anahtarlar
console-keys-caption = Anahtarlık, en yeniden eskiye
console-keys-key = Anahtar
console-keys-algorithm = Algoritma
console-keys-state = Durum
console-keys-made = Oluşturulma
console-keys-age = Yaş
console-keys-signing-since = İmzalama başlangıcı
console-keys-retired = Kullanımdan kaldırılma
console-keys-state-pending = beklemede
console-keys-state-active = etkin
console-keys-state-retired = kullanımdan kaldırıldı
console-keys-rotate-heading = Döndürme
console-keys-rotate-help = Döndürme iki adımda yapılır: ilki JWKS içinde yeni bir id_token anahtarı yayımlar, ikincisi bu anahtarla imzalamayı başlatır (ve access-token anahtarını değiştirir). Eski anahtarlar, son belirteçlerinin süresi dolana kadar doğrulamada kullanılır.
console-keys-rotate = Döndür
console-keys-rotate-confirm = İmzalama anahtarlarını döndür
console-keys-published = Yeni bir id_token anahtarı yayımlandı: sonraki döndürmede imzalamaya başlar.
console-keys-activated = Yayımlanan anahtar artık id_token'ları imzalıyor; yeni bir access-token anahtarı da oluşturuldu.
console-keys-not-done = İşlem yapılmadı
console-keys-confirm-first = Onaylamak için kutuyu işaretleyin, ardından işlemi tekrarlayın.

## Console: the settings

console-settings-title = Ayarlar
console-settings-effective-heading = Geçerli yapılandırma
console-settings-effective-help = Dosyalar, ortam değişkenleri ve varsayılanlar uygulandıktan sonraki hali; gizli bilgiler maskelenmiştir.
console-settings-caption = Ayarlar
console-settings-setting = Ayar
console-settings-value = Değer
console-settings-upstream-heading = Harici giriş sağlayıcıları
console-settings-providers-caption = Sağlayıcılar
console-settings-provider-id = ID
console-settings-provider-button = Düğme
console-settings-provider-last-error = Bu sunucu örneğindeki son hata
console-settings-no-trouble = başlatıldığından beri yok
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Bir uygulama kullanıyorsanız bunun yerine şu kodu girin: { $token }
mail-set-password-button = Yeni şifre belirle
mail-open-account-button = Hesabınızı açın

## Verification of a new account's address

mail-verification-subject = E-posta adresinizi onaylayın
mail-verification-welcome = Hoş geldiniz! Lütfen bu e-posta adresinin size ait olduğunu onaylayın.
mail-verification-link-hours = { $hours ->
    [one] Bağlantı { $hours } saat boyunca ve yalnızca bir kez kullanılabilir.
   *[other] Bağlantı { $hours } saat boyunca ve yalnızca bir kez kullanılabilir.
}
mail-verification-ignore = Bir hesap oluşturmadıysanız bu e-postayı dikkate almayın.
mail-verification-button = Adresimi onayla

## Moving an account to a new address: the mail to the new address

mail-change-subject = Yeni e-posta adresinizi onaylayın
mail-change-confirm = Lütfen hesabınızın bundan sonra bu e-posta adresini kullanmasını istediğinizi onaylayın.
mail-change-link-hours = { $hours ->
    [one] Bağlantı { $hours } saat boyunca ve yalnızca bir kez kullanılabilir; o zamana kadar eski adresiniz geçerli kalır.
   *[other] Bağlantı { $hours } saat boyunca ve yalnızca bir kez kullanılabilir; o zamana kadar eski adresiniz geçerli kalır.
}
mail-change-ignore = Bunu siz istemediyseniz bu e-postayı dikkate almayın: hiçbir şey değişmez.
mail-change-button = Bu adresi kullan

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Hesabınızın e-posta adresinde değişiklik
mail-change-notice-asked = Hesabınıza giriş yapmış biri, hesabın { $address } adresine taşınmasını istedi.
mail-change-notice-until = Hesap yalnızca o adrese gönderilen bağlantı kullanıldığında taşınır; o zamana kadar bu adres geçerli kalır.
mail-change-notice-not-you = Bu siz değilseniz hemen yeni bir şifre belirleyin: bu işlem tüm oturumları sonlandırır ve bağlantıyı geçersiz kılar.

## To an address that tried to register again

mail-registered-subject = Zaten bir hesabınız var
mail-registered-tried = Birisi bu e-posta adresiyle hesap oluşturmaya çalıştı, ancak bu adrese ait bir hesap zaten var.
mail-registered-if-you = Bu sizseniz giriş yapın; şifrenizi unuttuysanız yeni bir şifre belirleyin.
mail-registered-not-you = Bu siz değilseniz bu e-postayı dikkate almayın: hiçbir şey değişmedi.

## Password reset

mail-reset-subject = Yeni şifre belirleyin
mail-reset-asked = Birisi hesabınız için yeni bir şifre belirlemek istedi.
mail-reset-link-minutes = { $minutes ->
    [one] Bağlantı { $minutes } dakika boyunca ve yalnızca bir kez kullanılabilir; daha yeni bir istek bu bağlantıyı geçersiz kılar.
   *[other] Bağlantı { $minutes } dakika boyunca ve yalnızca bir kez kullanılabilir; daha yeni bir istek bu bağlantıyı geçersiz kılar.
}
mail-reset-not-you = Bu siz değilseniz bu e-postayı dikkate almayın: şifreniz olduğu gibi kalır.

## Notices: a second factor changed

mail-totp-added-subject = Bir kimlik doğrulama uygulaması eklendi
mail-totp-added-body = Hesabınıza ikinci faktör olarak bir kimlik doğrulama uygulaması eklendi.
mail-totp-removed-subject = Kimlik doğrulama uygulamanız kaldırıldı
mail-totp-removed-body = Kimlik doğrulama uygulaması hesabınızdan kaldırıldı: artık giriş için yalnızca şifreniz gerekiyor.
mail-passkey-added-subject = Bir geçiş anahtarı eklendi
mail-passkey-added-body = Hesabınıza bir geçiş anahtarı eklendi: bu anahtarla şifre olmadan giriş yapılabilir.
mail-passkey-removed-subject = Bir geçiş anahtarı kaldırıldı
mail-passkey-removed-body = Hesabınızdan bir geçiş anahtarı kaldırıldı: bu anahtarla artık giriş yapılamaz.
mail-recovery-used-subject = Bir kurtarma kodu kullanıldı
mail-recovery-used-body = { $left ->
    [one] Hesabınıza giriş yapmak için bir kurtarma kodu kullanıldı; { $left } kullanılmamış kod kaldı.
   *[other] Hesabınıza giriş yapmak için bir kurtarma kodu kullanıldı; { $left } kullanılmamış kod kaldı.
}
mail-factor-not-you = Bu siz değilseniz, hesap sayfanızdan şifrenizi değiştirin ve her yerden çıkış yapın.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } hesabınıza bağlandı
mail-linked-body = Hesabınız bir { $provider } hesabına bağlandı: artık { $provider } ile giriş yapıldığında bu hesap açılır.
mail-unlinked-subject = { $provider } bağlantısı hesabınızdan kaldırıldı
mail-unlinked-body = Hesabınızın { $provider } bağlantısı kaldırıldı: { $provider } ile giriş yapıldığında artık bu hesap açılmaz.
mail-link-not-you = Bu siz değilseniz, hesap sayfanızdan şifrenizi değiştirin, her yerden çıkış yapın ve sağlayıcının bağlantısını kaldırın.

## Account deleted

mail-deleted-subject = Hesabınız silindi
mail-deleted-body = Hesabınız ve onunla ilgili tutulan her şey silindi; hesabın tüm oturumları sonlandırıldı.
mail-deleted-register-again = Bu adresle yeniden kaydolabilirsiniz; eski hesaptan hiçbir şey geri gelmez.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Hesabınız silinecek
mail-deletion-due = Hesabınız { $date } tarihinde silinecek; hesabın tüm oturumları sonlandırıldı.
mail-deletion-keep = Hesabınızı korumak için bu tarihten önce tekrar giriş yapın. Bunu siz istemediyseniz giriş yapın ve şifrenizi değiştirin.
mail-deletion-button = Giriş yap ve hesabı koru

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = { $organization } kuruluşuna katılın
mail-invitation-body = { $organization } kuruluşuna katılmaya davet edildiniz. Kabul etmek için bağlantıyı açın: bu adresle giriş yapın veya bu adresle bir hesap oluşturun.
mail-invitation-expiry = { $days ->
    [one] Bağlantı bir gün geçerlidir.
   *[other] Bağlantı { $days } gün geçerlidir.
}
mail-invitation-ignore = Bu kuruluşu tanımıyorsanız bu e-postayı dikkate almayın: kabul etmediğiniz sürece hiçbir şey olmaz.
mail-invitation-button = Daveti görüntüle
console-organizations-title = Kuruluşlar
console-organizations-name = Ad
console-organizations-slug = Kısa ad (slug)
console-organizations-enabled = Etkin
console-organizations-mfa = İkinci faktör
console-organizations-new = Yeni kuruluş
console-organizations-create = Kuruluşu oluştur
console-organizations-created = Kuruluş oluşturuldu.
console-organization-saved = Alan adının kuralları kaydedildi.
console-organization-id = Kuruluş ID'si
console-organization-members = Üyeler
console-organization-roles = Roller
console-organization-managed = Yönetilen
console-organization-break-glass = Acil durum erişimi
console-organization-invitations = Bekleyen davetler
console-organization-expires = Son geçerlilik
console-organization-domains = Alan adları
console-organization-domain = Alan adı
console-organization-state = Durum
console-organization-rules = Kurallar
console-organization-save-rules = Kaydet
console-organization-sign-in = Kendi giriş yöntemi
console-organization-no-sign-in = Kendi giriş yöntemi yok: üyeleri şifreleri veya geçiş anahtarlarıyla giriş yapar.
organization-admin-title = { $organization }: kuruluş ayarları
organization-admin-lead = Bu kuruluşu { $email } olarak yönetiyorsunuz.
organization-admin-none = Burada henüz bir şey yok.
organization-admin-members = Üyeler
organization-admin-remove = Kaldır
organization-admin-yes = Evet
organization-admin-no = Hayır
organization-admin-email = E-posta adresi
organization-admin-roles = Roller
organization-admin-managed = Kuruluşun giriş yöntemiyle yönetiliyor
organization-admin-action = İşlem
organization-admin-invitations = Bekleyen davetler
organization-admin-revoke = İptal et
organization-admin-expires = Son geçerlilik
organization-admin-invite = Birini davet edin
organization-admin-role = Rol
organization-admin-invite-button = Daveti gönder
organization-admin-domains = Alan adları
organization-admin-domains-lead = Şirketinizin e-posta alan adını talep edin, gösterilen TXT kaydını yayımlayın ve ardından alan adını doğrulayın. Doğrulanmış bir alan adındaki adresler, kuruluşunuzun giriş yöntemiyle giriş yapabilir.
organization-admin-verify = Doğrula
organization-admin-verified = Doğrulandı
organization-admin-pending = Beklemede
organization-admin-domain = Alan adı
organization-admin-state = Durum
organization-admin-record = Yayımlanacak kayıt
organization-admin-add-domain = Alan adı talep et
organization-admin-sign-in = Kuruluşunuzun giriş yöntemi
organization-admin-no-sign-in = Çalışanlarınız şifreleriyle giriş yapıyor. Kendi OpenID sağlayıcınızı (Okta, Entra ID, Google Workspace…) ayarlayarak onların bu sağlayıcı üzerinden giriş yapmasını sağlayın.
organization-admin-issuer = Yayıncı (issuer) URL'si
organization-admin-client-id = İstemci ID'si
organization-admin-client-secret = İstemci gizli anahtarı
organization-admin-redirect-uri = Sağlayıcınıza kaydedilecek yönlendirme URI'si
organization-admin-save-sign-in = Giriş yöntemini kaydet
organization-admin-sign-in-title = Önce giriş yapın
organization-admin-sign-in-text = Hesap sayfanızda giriş yapın, ardından bu sayfayı yeniden açın.
organization-admin-sign-in-link = Hesabınıza gidin
organization-admin-unknown-title = Kuruluş bulunamadı
organization-admin-unknown-text = Burada yönettiğiniz bir kuruluş yok.
organization-admin-unknown-change = Bu sayfa böyle bir değişiklik yapmıyor.
organization-admin-scim = Kullanıcı sağlama (SCIM)
organization-admin-scim-lead = Dizininiz (Okta, Entra ID, Google Workspace…) SCIM 2.0 üzerinden çalışanlarınızı ve gruplarınızı buraya ekler, değiştirir ve kaldırır. Dizininize bir bağlantının temel URL'sini ve belirtecini verin.
organization-admin-scim-base-url = Temel URL
organization-admin-scim-made = Oluşturulma
organization-admin-scim-last-used = Son kullanım
organization-admin-scim-never = Hiçbir zaman
organization-admin-scim-old-token = Eski belirtecin geçerlilik sonu
organization-admin-scim-rotate = Yeni belirteç
organization-admin-scim-make = Bağlantı oluştur
organization-admin-scim-token-title = Dizininizin belirteci
organization-admin-scim-token-text = Temel URL'yi ve belirteci şimdi dizininize kopyalayın: belirteç tekrar gösterilmeyecek. Varsa eski belirteç bir gün daha çalışır.
organization-admin-scim-token = Belirteç
organization-admin-scim-revoke-confirm = Bağlantıyı iptal et: belirteçleri hemen çalışmayı durdurur
invitation-title = { $organization } kuruluşuna katılın
invitation-join-lead = { $organization } kuruluşuna { $email } olarak katılmaya davet edildiniz.
invitation-join-button = Katıl
invitation-sign-up-lead = { $organization } kuruluşuna katılmaya davet edildiniz. Katılmak için { $email } adresiyle hesabınızı oluşturun: davet, bu adresin size ait olduğunu gösterir.
invitation-name = Adınız
invitation-password = Bir şifre seçin (en az 10 karakter)
invitation-sign-up-button = Hesap oluştur ve katıl
invitation-other-account = Bu davet { $email } için gönderildi, ancak { $current } olarak giriş yaptınız. Çıkış yapın, ardından bağlantıyı yeniden açın.
invitation-sign-in-first = Bu davet { $email } için gönderildi ve bu adrese ait bir hesap burada zaten var. Hesap sayfanızda bu adresle giriş yapın, ardından bağlantıyı yeniden açın.
invitation-sign-in-as-invitee = Önce davet edilen adresle giriş yapın.
invitation-unusable-title = Bu davet kullanılamıyor
invitation-unusable-text = Davet kullanılmış, geri alınmış, daha yenisiyle değiştirilmiş ya da süresi dolmuş. Kuruluştan yeni bir davet isteyin.
invitation-joined-title = { $organization } kuruluşuna katıldınız
invitation-joined-text = Artık üyesiniz: bu kuruluş için giriş yaptığınız uygulamalar üyeliğinizi görür.
invitation-joined-new-account = Hesabınız hazır ve artık üyesiniz: adresiniz ve seçtiğiniz şifreyle giriş yapın.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Belirteç ve yenileme belirteci verildi
api-code-token = Belirteç verildi
api-code-userdata = Kullanıcı verileri
api-code-login-success = Giriş başarılı
api-code-auth-code = Yetkilendirme kodu verildi
api-code-id-token = id_token verildi
api-code-logged-out = Çıkış yapıldı; oturum ve belirteçleri iptal edildi
api-code-ok = Tamamlandı
api-code-alive = Hizmet veriyor
api-code-ready = Hizmete hazır
api-code-sessions = Etkin oturumlarınız
api-code-export = Hesabınızla ilgili tutulan her şey
api-code-email-change-requested = Adres kullanılabiliyorsa, onaylamanız için oraya bir bağlantı gönderiliyor
api-code-account-deleted = Hesabınız ve onunla ilgili tutulan her şey silindi; tüm oturumlar sonlandırıldı
api-code-deletion-scheduled = Tüm oturumlar sonlandırıldı ve hesabınız silinecek; hesabı korumak için o tarihten önce tekrar giriş yapın
api-code-reauthentication-required = Önce tekrar giriş yapın: bu işlem için son birkaç dakika içinde yapılmış bir giriş gerekir
api-code-session-ended = Çıkış yapıldı; oturum ve belirteçleri iptal edildi
api-code-password-changed = Şifre değiştirildi; diğer tüm oturumlar ve belirteçleri iptal edildi
api-code-registration-accepted = Kayıt alındı; adresinizi onaylamak için e-postanızı kontrol edin
api-code-email-verified = E-posta adresi doğrulandı
api-code-reset-requested = Bu adrese ait bir hesap varsa, sıfırlama bağlantısı içeren bir e-posta gönderiliyor
api-code-password-reset = Şifre belirlendi; tüm oturumlar ve belirteçleri iptal edildi
api-code-registration-closed = Kayıtlar kapalı; hesap için bu hizmetin yöneticisine başvurun
api-code-invalid-request = İstek hatalı biçimlendirilmiş
api-code-unsupported-grant-type = grant_type, code veya refresh_token olmalıdır
api-code-invalid-grant = Kod veya refresh_token geçersiz, süresi dolmuş, iptal edilmiş ya da başka bir istemciye verilmiş
api-code-invalid-client = İstemci kimlik doğrulaması başarısız oldu
api-code-invalid-credentials = E-posta veya şifre yanlış. Yeni bir hesapla ancak adresi onaylandıktan sonra giriş yapılabilir: onay bağlantısı için e-postanızı kontrol edin
api-code-mfa-required = İkinci faktör gerekli: kimlik doğrulama uygulamanızdaki bir kodla veya bir kurtarma koduyla yanıt verin
api-code-mfa-enrolment-required = Bu uygulama iki faktörlü giriş gerektiriyor: hesap sayfanızda bir kimlik doğrulama uygulaması veya geçiş anahtarı ayarlayın, ardından tekrar giriş yapın
api-code-passkey-options = Bu seçenekleri kimlik doğrulayıcıya iletin
api-code-passkey-added = Geçiş anahtarı eklendi
api-code-passkeys = Geçiş anahtarlarınız
api-code-links = Bağlı giriş sağlayıcılarınız
api-code-last-sign-in-method = Bu, hesaba giriş yapmanın son yolu: önce bir şifre belirleyin veya bir geçiş anahtarı ekleyin
api-code-insufficient-scope = Belirtecin kapsamı bu isteğe izin vermiyor
api-code-not-a-member = Bu kuruluş için giriş yapamazsınız: sizi eklemesi için kuruluşun yöneticisine başvurun
api-code-sso-required = Girişiniz kuruluşunuz üzerinden yapılıyor: ssoUrl adresinden devam edin
api-code-not-found = Böyle bir kaynak yok
api-code-method-not-allowed = Bu kaynak için bu yönteme izin verilmiyor
api-code-conflict = Bu zaten mevcut
api-code-payload-too-large = İstek gövdesi çok büyük
api-code-rate-limited = Çok fazla istek; daha sonra tekrar deneyin
api-code-server-error = Sunucu iç hatası
api-code-service-unavailable = Hizmet geçici olarak kullanılamıyor; daha sonra tekrar deneyin

## Bearer tokens and capacity (every JSON API)

api-bearer-required = `Authorization: Bearer <token>` biçiminde bir erişim belirteci gerekli; bu belirteç eksik, hatalı biçimlendirilmiş veya iptal edilmiş
api-busy = Aynı anda çok fazla giriş yapılıyor; birazdan tekrar deneyin

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type, id_token veya token olmalıdır
api-token-type-grant = token_type, refresh_token veya token olmalıdır
api-token-type-refresh = grant_type refresh_token için token_type, token olmalıdır
api-client-secret-required = token_type token olduğunda client_secret gereklidir
api-field-empty = { $field } boş olamaz

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = şifre çok uzun
api-mfa-token-invalid = mfaToken bilinmiyor, kullanılmış veya süresi dolmuş: tekrar giriş yapın
api-challenge-invalid = challengeId bilinmiyor, kullanılmış veya süresi dolmuş: yeni geçiş anahtarı seçenekleri isteyin
api-mfa-code-or-passkey = İkinci faktör gerekli: kimlik doğrulama uygulamanızdaki bir kodla, bir kurtarma koduyla veya geçiş anahtarınızla yanıt verin
api-mfa-passkey = İkinci faktör gerekli: geçiş anahtarınızla yanıt verin (mfaToken ile login/passkey)
api-client-id-required = client_id gereklidir
api-client-unknown = client_id bilinmiyor veya devre dışı
api-redirect-uri-required = redirect_uri gereklidir
api-redirect-uri-unregistered = redirect_uri bu istemci için kayıtlı değil
api-state-too-long = state çok uzun

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Belirteç bilinmiyor, kullanılmış, süresi dolmuş veya daha yenisiyle değiştirilmiş
api-session-not-found = Bu ID'ye sahip etkin bir oturumunuz yok

## Native-app API: second factors and passkeys

api-authenticator-exists = Zaten bir kimlik doğrulama uygulaması ayarlı; önce onu kaldırın
api-authenticator-not-pending = Ayarlanmakta olan bir kimlik doğrulama uygulaması yok
api-authenticator-none = Ayarlı bir kimlik doğrulama uygulaması yok
api-factor-code-wrong = Kod yanlış
api-reauthenticate-factors = İkinci faktörlerinizi değiştirmek için tekrar giriş yapın (varsa ikinci faktörünüzle)
api-reauthenticate-passkeys = Geçiş anahtarlarınızı değiştirmek için tekrar giriş yapın (varsa ikinci faktörünüzle)
api-reauthenticate-sign-in = Giriş yöntemlerinizi değiştirmek için tekrar giriş yapın (varsa ikinci faktörünüzle)
api-passkeys-unavailable = bu sunucuda geçiş anahtarları kullanılamıyor
api-passkey-not-found = böyle bir geçiş anahtarı yok
api-passkey-no-ceremony = bekleyen bir geçiş anahtarı kaydı yok; yeni seçenekler isteyin
api-passkey-rejected = geçiş anahtarı doğrulanamadı
api-passkey-registered = bu geçiş anahtarı zaten kayıtlı
api-passkey-name-invalid = geçiş anahtarının adı 1 ile { $max } karakter arasında olmalı ve kontrol karakteri veya çift yönlü biçimlendirme karakteri içermemelidir
api-passkeys-too-many = { $max ->
    [one] bir hesapta en fazla { $max } geçiş anahtarı olabilir
   *[other] bir hesapta en fazla { $max } geçiş anahtarı olabilir
}

## Native-app API: upstream identity providers

api-upstream-unknown = Bu ID'ye sahip bir harici sağlayıcı yok
api-upstream-refused = id_token bu sağlayıcı için kabul edilmedi
api-upstream-disabled = Hesap devre dışı
api-upstream-no-email = id_token, hesap oluşturmak için gereken e-posta adresini içermiyor
api-upstream-unverified-email = Sağlayıcı, id_token içindeki e-posta adresini doğrulanmış olarak bildirmiyor: bu adresle kaydolun, ardından sağlayıcıyı bağlayın
api-upstream-unreachable = Sağlayıcıya ulaşılamadı; daha sonra tekrar deneyin
api-upstream-email-taken = Bu adrese sahip bir hesap var: bu hesaba giriş yapın ve sağlayıcıyı hesap sayfasından bağlayın
api-upstream-outside-domains = Kuruluşun giriş yöntemiyle yalnızca kuruluşun doğrulanmış alan adlarındaki adresler giriş yapabilir
api-upstream-unconfirmed-account = Bu adrese sahip bir hesap var ancak hiç onaylanmamış: hesabı onaylayın, ardından kuruluş üzerinden tekrar giriş yapın
api-upstream-operator-account = Operatör hesapları kuruluş girişiyle değil, kendi şifreleri ve ikinci faktörleriyle giriş yapar
api-link-not-found = Hesabın bu sağlayıcıyla bir bağlantısı yok

## Admin API

api-admin-key-required = Yönetici API'si `Authorization: Bearer <yönetici anahtarı>` gerektirir
api-admin-status-once = status en fazla bir kez verilebilir
api-admin-parameters-once = her parametre en fazla bir kez verilebilir
api-admin-duplicate-email = bu e-posta adresine sahip bir kullanıcı zaten var
api-admin-user-not-found = kullanıcı bulunamadı
api-admin-client-not-found = istemci bulunamadı
api-admin-api-not-found = API bulunamadı
api-admin-session-not-found = oturum bulunamadı
api-admin-delivery-not-found = teslimat bulunamadı
api-admin-webhook-not-found = webhook bulunamadı

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Bağlantıyı kaydolduğunuz tarayıcıda açın: başka bir yerde açarsanız hesabın şifresi sorulur.
mail-change-where = Bağlantıyı değişikliği istediğiniz veya giriş yapmış olduğunuz tarayıcıda açın: başka bir yerde açarsanız şifreniz sorulur.
mail-not-yours-english = Kaydolmadınız veya bunu siz istemediniz mi? O halde onaylamayın: bu e-postayı dikkate almayın, hiçbir şey olmaz.
verify-password-lead = Bu adresi burada onaylamak için adresin ait olduğu hesabın şifresini girin. Bir uygulamada kaydolduysanız bunun yerine e-postadaki kodu uygulamaya girin. Kaydolmadıysanız veya bunu siz istemediyseniz onaylamayın: bu sayfayı kapatın.
verify-password = Hesabın şifresi
verify-password-needed = Adresi bu tarayıcıda onaylamak için hesabın şifresini girin.
verify-wrong-password = Bu, hesabın şifresi değil.

## After a password reset, every other way into the account

mail-reset-done-subject = Şifreniz sıfırlandı
mail-reset-done-body = Hesabınızın şifresi az önce sıfırlandı ve giriş yapılmış tüm cihazlarda oturum kapatıldı.
mail-reset-done-still = Hesabınıza giriş yapmak için şunlar hâlâ kullanılabilir:
mail-reset-done-remove = Bunlardan biri size ait değilse, yeni şifrenizle giriş yapın ve hesap sayfanızda "Yeni şifre dışındaki her şeyi kaldır" seçeneğini seçin.
mail-reset-done-nothing-else = Hesabınıza başka hiçbir şeyle giriş yapılamaz: yalnızca yeni şifreyle giriş yapılabilir.
mail-reset-done-factor-not-yours = Giriş yaparken sahip olmadığınız bir ikinci faktör sorulursa, o faktör size ait değildir: kaldırılması için bu hizmetin desteğine başvurun.
mail-reset-done-not-you = Şifrenizi siz sıfırlamadıysanız, biri e-postalarınızı okuyabiliyor demektir: önce e-posta hesabınızı güvenceye alın, ardından yeniden yeni bir şifre belirleyin.
ways-in-passkey = "{ $name }" geçiş anahtarı
ways-in-authenticator = Bir kimlik doğrulama uygulaması
ways-in-recovery-codes = { $count ->
    [one] { $count } kullanılmamış kurtarma kodu
   *[other] { $count } kullanılmamış kurtarma kodu
}
ways-in-link = { $provider } ile giriş
ways-in-sessions = { $count ->
    [one] Giriş yapılmış diğer { $count } cihaz (aşağıda listelenmiştir)
   *[other] Giriş yapılmış diğer { $count } cihaz (aşağıda listelenmiştir)
}
account-review-heading = Şifreniz sıfırlandı
account-review-lead = Şifreniz { $date } tarihinde sıfırlandı. Hesabınıza şunlarla hâlâ giriş yapılabilir:
account-review-explain = Bunlardan biri size ait değilse hepsini kaldırın: böylece yalnızca yeni şifrenizle giriş yapılabilir ve diğer tüm cihazlarda oturum kapatılır. Daha sonra yeniden bir geçiş anahtarı veya kimlik doğrulama uygulaması ekleyebilirsiniz.
account-review-remove = Yeni şifre dışındaki her şeyi kaldır
account-review-keep = Hepsi bana ait
account-review-gone = Artık incelenecek bir şey yok.
account-review-removed = Yeni şifreniz dışındaki her şey kaldırıldı ve diğer tüm cihazlarda oturum kapatıldı.
account-review-kept = Tamam: her şey olduğu gibi kalıyor.

## The second step locked after wrong codes

mail-factor-locked-subject = Birisi ikinci faktörünüzü aşmaya çalıştı
mail-factor-locked-body = { $minutes ->
    [one] Birisi şifrenizi girdi, ardından beş kez yanlış ikinci faktör kodu girdi. Hesabınıza giriş { $minutes } dakika süreyle duraklatıldı.
   *[other] Birisi şifrenizi girdi, ardından beş kez yanlış ikinci faktör kodu girdi. Hesabınıza giriş { $minutes } dakika süreyle duraklatıldı.
}
mail-factor-locked-not-you = Bu siz değilseniz, biri şifrenizi biliyor: hemen yeni bir şifre belirleyin.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = konsol rolü için doğrulanmış bir adres gerekir: kullanıcının önce adresini onaylaması gerekir
console-gate-unverified = Konsol yalnızca adresi doğrulanmış operatörlere açılır. Adresinizi doğrulama e-postasındaki bağlantıyla onaylayın, ardından konsolu yeniden açın.
console-gate-idle-lead = Konsolu açmak için tekrar giriş yapın
console-gate-idle = Konsol { $minutes } dk boyunca kullanılmadığı için tekrar giriş yapmanız isteniyor. Hesabınızdaki oturumunuz açık kalır.
console-webhook-url-once = URL'nin tamamı yalnızca şimdi gösteriliyor (listede, belirteç içerebilecek "?" sonrası gizlenir):
console-webhook-query-hidden = Uç nokta URL'sinde "?" işaretinden sonraki kısım gizlenir: alıcının belirtecini içerebilir.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Bana e-postayla kod gönder
page-code-ask-title = Kodla giriş yapın
page-code-ask-lead = E-posta adresinizi yazın: size giriş yapmanız için e-postayla bir kod göndereceğiz, şifre gerekmez.
page-code-ask-button = Bana e-postayla kod gönder
page-code-invalid-email = ad@example.com gibi eksiksiz bir e-posta adresi yazın.
page-code-not-allowed = Bu uygulama şifrenizi veya bir geçiş anahtarını istiyor: burada e-postayla gönderilen kodla giriş yapılamaz.
page-code-title = E-postanızı kontrol edin
page-code-lead = { $minutes ->
    [one] { $email } adresine bir e-posta gönderiliyor. İçindeki altı haneli kodu yazın: kod { $minutes } dakika boyunca ve bir kez geçerlidir.
   *[other] { $email } adresine bir e-posta gönderiliyor. İçindeki altı haneli kodu yazın: kod { $minutes } dakika boyunca ve bir kez geçerlidir.
}
page-code-field = Giriş kodu
page-code-name = Burada yeniyseniz adınız
page-code-button = Giriş yap
page-code-again = Yeni kod gönder
page-code-wrong = Bu kod yanlış veya süresi dolmuş. En yeni e-postayı kontrol edin ya da yeni bir kod isteyin.
page-code-link-title = Giriş yapın
page-code-link-lead = Bu tarayıcıda hesabınıza giriş yapın.
page-code-link-button = Giriş yap
page-code-link-elsewhere-title = Bu kodu, isteği yaptığınız yere yazın
page-code-link-elsewhere = Bu bağlantı, onu isteyen tarayıcı veya uygulamadan farklı bir yerde açıldı. Bu kodu orada yazın:
page-code-link-ended-title = Bu bağlantı artık geçersiz
page-code-link-ended = Bağlantı kullanılmış, daha yenisiyle değiştirilmiş ya da çok eski. Giriş yaptığınız yerde yeni bir kod isteyin.
api-sign-in-code-refused = Kod yanlış, kullanılmış, değiştirilmiş veya süresi dolmuş: yeni bir kod isteyin
api-login-code-or-password = Şifre veya kod gönderin, ikisini birden değil
api-code-code-sent = Giriş kodu içeren bir e-posta gönderiliyor; kod birkaç dakika boyunca ve bir kez geçerlidir
api-code-sign-in-code-not-allowed = Burada e-postayla gönderilen kodla giriş yapılamaz: şifrenizi veya bir geçiş anahtarını kullanın

## Mail: a sign-in code

mail-code-subject = Giriş kodunuz
mail-code-asked = Birisi bu adresle giriş yapmak istedi. Girilecek kod:
mail-code-minutes = { $minutes ->
    [one] Kod ve aşağıdaki bağlantı { $minutes } dakika boyunca ve yalnızca bir kez geçerlidir; daha yeni bir istek bunları geçersiz kılar.
   *[other] Kod ve aşağıdaki bağlantı { $minutes } dakika boyunca ve yalnızca bir kez geçerlidir; daha yeni bir istek bunları geçersiz kılar.
}
mail-code-new-account = Bu adresi henüz hiçbir hesap kullanmıyor: kodla giriş yapıldığında yeni bir hesap oluşturulur.
mail-code-button = Giriş yap
mail-code-not-you = Bu siz değilseniz bu e-postayı dikkate almayın: kod olmadan kimse giriş yapamaz.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Bu adresle giriş
mail-no-account-body = Birisi bu adresle giriş yapmak için kod istedi, ancak burada bu adresi kullanan bir hesap yok.
mail-no-account-not-you = Bu siz değilseniz bu e-postayı dikkate almayın: hiçbir şey değişmedi.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Kullanıcılar e-postayla gönderilen kodla giriş yapabilir
api-name-invalid = Ad çok uzun veya kontrol karakterleri içeriyor
