# Polish: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Język

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Adres e-mail lub hasło są nieprawidłowe. Na nowe konto można się zalogować po potwierdzeniu adresu: link znajdziesz w swojej skrzynce pocztowej.
error-throttled = Zbyt wiele nieudanych prób. Odczekaj kilka minut i spróbuj ponownie.
error-busy = W tej chwili loguje się zbyt wiele osób. Spróbuj ponownie za chwilę.
error-missing-fields = Wpisz adres e-mail i hasło.
error-expired-form = Ten formularz wygasł. Zaloguj się ponownie.
error-second-factor-in-app = To konto jest chronione drugim składnikiem. Najpierw zaloguj się na stronie swojego konta (tam podasz kod), a potem wróć tutaj.
error-wrong-second-factor = Kod jest nieprawidłowy, został już użyty albo wpisano go za późno. Zaloguj się ponownie.
error-passkey-refused = Nie udało się użyć tego klucza dostępu albo próba trwała zbyt długo. Spróbuj ponownie lub zaloguj się hasłem.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Zbyt wiele żądań. Odczekaj kilka minut i spróbuj ponownie.
error-expired-form-again = Ten formularz wygasł. Spróbuj ponownie.

## Error pages (a heading and a paragraph)

error-bad-link-title = Nieprawidłowy link
error-bad-link-text = Ten link nie jest już ważny: został użyty, wygasł albo zastąpił go nowszy. Poproś o nowy.
error-form-title = Logowanie nie powiodło się
error-form-too-large = Formularz jest za duży.
error-form-unreadable = Nie udało się odczytać formularza. Wróć i spróbuj ponownie.
error-cross-site-title = Żądanie odrzucone
error-cross-site-text = Ten formularz został wysłany z innej witryny. Otwórz ponownie stronę logowania i wyślij go stamtąd.
error-unavailable-title = Spróbuj ponownie za chwilę
error-unavailable-text = Usługa logowania jest przeciążona lub niedostępna. Spróbuj ponownie za chwilę.
error-failed-title = Coś poszło nie tak
error-failed-text = Nie udało się dokończyć logowania. Spróbuj ponownie.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Wiedzieć, kim jesteś
scope-email = Wyświetlać twój adres e-mail
scope-profile = Wyświetlać twój profil: imię i nazwisko, zdjęcie, numer telefonu i kraj
scope-authorization = Wyświetlać twój profil i twoje aktywne sesje
scope-organizations = Wyświetlać organizacje, do których należysz, i twoje role w nich
scope-api = Korzystać z { $api } w twoim imieniu

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: wpisz kod wyświetlany przez aplikację uwierzytelniającą lub kod zapasowy albo użyj klucza dostępu.
page-second-step-passkey = { $purpose }: użyj klucza dostępu.
page-second-step-code = { $purpose }: wpisz kod wyświetlany przez aplikację uwierzytelniającą lub jeden ze swoich kodów zapasowych.
page-second-step-use-passkey = Użyj klucza dostępu

## Login page

page-login-title = Zaloguj się
page-login-email = E-mail
page-login-password = Hasło
page-login-button = Zaloguj się
page-login-with-provider = Zaloguj się przez { $provider }
page-login-passkey = Zaloguj się kluczem dostępu
page-login-forgot = Nie pamiętasz hasła?
page-login-organization = Zaloguj się przez organizację
page-organization-title = Zaloguj się przez organizację
page-organization-lead = Wpisz służbowy adres e-mail lub identyfikator organizacji, aby przejść do jej logowania.
page-organization-field = Służbowy e-mail lub identyfikator organizacji
page-organization-button = Dalej
page-organization-unknown = Żadna organizacja nie obsługuje logowania dla tego adresu ani identyfikatora. Sprawdź go lub zaloguj się adresem e-mail i hasłem.
login-sso-required = Logowanie zapewnia twoja organizacja: użyj logowania organizacji.
login-sso-required-named = Logujesz się przez { $organization }: użyj logowania poniżej.
page-login-new-here = Pierwszy raz tutaj?
page-login-create-account = Utwórz konto

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Połącz urządzenie
page-device-code-lead = Wpisz kod wyświetlany na telewizorze, konsoli lub innym urządzeniu.
page-device-code-label = Kod
page-device-code-button = Dalej
page-device-confirm-heading = Połączyć aplikację { $client }?
page-device-confirm-lead = Urządzenie wyświetlające kod { $code } prosi o dostęp do twojego konta { $email }. Zezwól tylko wtedy, gdy to ty rozpoczynasz to połączenie na tamtym urządzeniu.
page-device-confirm-able = Aplikacja będzie mogła:
page-device-confirm-deny = Odmów
page-device-confirm-allow = Zezwól

## Account page

page-account-title = Twoje konto
page-account-signed-in-as = Zalogowano jako { $email }
page-account-signed-in-as-unconfirmed = Zalogowano jako { $email } (adres nie jest jeszcze potwierdzony: zajrzyj do wiadomości, którą wysłaliśmy)
page-account-sessions-heading = Aktywne sesje
page-account-session-app = aplikacja { $package }
page-account-this-browser = Ta przeglądarka
page-account-sign-out-session = Wyloguj
page-account-sign-out-others = Wyloguj wszystkie inne sesje
page-account-profile-heading = Profil
page-account-profile-save = Zapisz profil
page-account-password-heading = Hasło
page-account-current-password = Obecne hasło
page-account-new-password = Nowe hasło (co najmniej 10 znaków)
page-account-password-change = Zmień hasło
page-account-email-heading = Adres e-mail
page-account-email-explain = Na nowy adres wyślemy link; gdy zostanie użyty, konto przejdzie na ten adres. Do tego czasu logujesz się obecnym adresem.
page-account-new-email = Nowy adres e-mail
page-account-email-password = Hasło
page-account-email-change = Zmień adres e-mail
page-account-data-heading = Twoje dane
page-account-data-explain = Wszystko, co ta usługa przechowuje o twoim koncie (profil, sesje wraz z urządzeniami i miejscami, połączeni dostawcy logowania, drugie składniki, dotyczące cię zdarzenia bezpieczeństwa), w jednym pliku JSON. Plik nie zawiera hasła ani żadnych sekretów.
page-account-data-download = Pobierz swoje dane
page-account-delete-heading = Usuń konto
page-account-delete-explain = Usuwa profil, sesje, drugie składniki i połączonych dostawców logowania oraz wylogowuje cię na wszystkich urządzeniach.
page-account-delete-link = Usuń konto

## Sign-out confirmation

page-logout-title = Wyloguj się
page-logout-question = Wylogować się z konta w tej przeglądarce?
page-logout-button = Wyloguj się

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Wpisz hasło.
rule-password-too-short = Hasło musi mieć co najmniej { $min } znaków.
rule-password-too-long = Hasło może mieć najwyżej { $max } znaków.
rule-password-is-email = Hasło nie może być adresem e-mail.
rule-password-refused = Tego hasła nie można użyć. Wybierz inne.
rule-email-invalid = Wpisz adres e-mail, na który można odbierać pocztę, np. imie@example.com.
rule-email-same = To już jest adres tego konta.
rule-field-invalid = Jedno z pól jest za długie lub zawiera niedozwolone znaki.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = nazwa klienta musi mieć od 1 do 200 znaków
rule-client-name-characters = nazwa klienta nie może zawierać znaków sterujących ani znaków formatowania dwukierunkowego
rule-resource-server-confidential = serwer zasobów musi być klientem poufnym
rule-client-credentials-confidential = client_credentials wymaga klienta poufnego
rule-public-client-secret = klient publiczny nie ma sekretu
rule-shared-signals-confidential = odbiorca Shared Signals musi być klientem poufnym
rule-organization-for-receivers = tylko odbiorca Shared Signals może być przypisany do organizacji
rule-profile-field-length = pola profilu mogą mieć najwyżej { $max } znaków
rule-profile-field-characters = pola profilu nie mogą zawierać znaków sterujących ani znaków formatowania dwukierunkowego
rule-unknown-event-type = nieznany typ zdarzenia „{ $name }”; znane typy: { $known }
rule-no-event-type = trzeba podać co najmniej jeden typ zdarzenia
rule-secret-prefix = sekret musi zaczynać się od whsec_
rule-secret-encoding = sekret musi zaczynać się od whsec_ i być zakodowany w base64
rule-secret-length = sekret musi mieć od 24 do 64 bajtów
rule-delivery-status = status musi mieć wartość pending, delivered lub failed
rule-not-a-timestamp = { $name } musi być znacznikiem czasu w formacie RFC 3339
rule-not-a-user-id = user musi być identyfikatorem użytkownika
rule-not-an-email = email musi być adresem e-mail
rule-unknown-audit-type = nieznany typ zdarzenia
rule-unknown-cursor = cursor nie pochodzi z tego API
rule-page-size = limit musi mieścić się w zakresie od 1 do 500
rule-no-scope = wymagany jest co najmniej jeden zakres
rule-undefined-scopes = to API definiuje tylko te zakresy: { $scopes }
rule-role-name = rola musi mieć wartość admin, support, viewer lub none
rule-already-verified = adres jest już zweryfikowany

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = aby przejść do aplikacji { $client }
login-failed-title = Logowanie nie powiodło się
login-malformed-link = Link logowania ma nieprawidłowy format.
login-request-missing-client = Żądanie nie wskazuje aplikacji.
login-request-unknown-client = Ta aplikacja nie jest zarejestrowana lub została wyłączona.
login-request-missing-redirect-uri = Żądanie nie określa, dokąd wrócić (redirect_uri).
login-request-unregistered-redirect-uri = Ten redirect_uri nie jest zarejestrowany dla tej aplikacji.
login-request-state-too-long = Parametr state jest za długi.
login-request-invalid = Żądanie logowania jest nieprawidłowe.

## Signing out of the browser.

login-signout-failed-title = Wylogowanie nie powiodło się
login-signout-malformed-link = Link wylogowania ma nieprawidłowy format.
login-signed-out-title = Wylogowano
login-signed-out-text = Wylogowano cię w tej przeglądarce.

## The second step after a password, and an app that needs one.

second-step-title = Logowanie dwuetapowe
second-step-code-label = Kod
second-step-continue = Dalej
second-step-enrol-title = Skonfiguruj drugi składnik
second-step-enrol-text = Aplikacja { $client } wymaga logowania dwuskładnikowego. Skonfiguruj aplikację uwierzytelniającą lub klucz dostępu na stronie swojego konta, a następnie ponownie zaloguj się do aplikacji { $client }.
second-step-enrol-link = Otwórz stronę konta

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Aplikacja uwierzytelniająca
second-step-app-on = { $count ->
    [one] Aplikacja uwierzytelniająca jest skonfigurowana; pozostał { $count } niewykorzystany kod zapasowy.
    [few] Aplikacja uwierzytelniająca jest skonfigurowana; pozostały { $count } niewykorzystane kody zapasowe.
    [many] Aplikacja uwierzytelniająca jest skonfigurowana; pozostało { $count } niewykorzystanych kodów zapasowych.
   *[other] Aplikacja uwierzytelniająca jest skonfigurowana; pozostało { $count } niewykorzystanych kodów zapasowych.
}
second-step-app-remove = Usuń aplikację uwierzytelniającą
second-step-app-intro = Kody z aplikacji takiej jak Google Authenticator lub 1Password, o które prosimy po podaniu hasła.
second-step-app-set-up = Skonfiguruj aplikację uwierzytelniającą
second-step-app-qr-label = Kod QR dla aplikacji uwierzytelniającej
second-step-app-setup-title = Skonfiguruj aplikację uwierzytelniającą
second-step-app-setup-lead = Zeskanuj kod aplikacją uwierzytelniającą, a następnie wpisz wyświetlony przez nią sześciocyfrowy kod.
second-step-app-setup-key = Możesz też wpisać ten klucz w aplikacji:
second-step-app-code-label = Kod z aplikacji
second-step-app-turn-on = Włącz
second-step-app-cancel = Anuluj
second-step-recovery-title = Zapisz kody zapasowe
second-step-recovery-lead = Aplikacja uwierzytelniająca jest włączona. Jeśli zgubisz telefon, każdy z tych kodów pozwoli ci zalogować się jeden raz. Przechowuj je w bezpiecznym miejscu: nie zostaną pokazane ponownie.
second-step-recovery-back = Wróć do konta

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Zaloguj się kluczem dostępu
passkey-not-used = Nie użyto klucza dostępu. Spróbuj ponownie lub użyj hasła.
passkey-section-heading = Klucze dostępu
passkey-section-intro = Klucz dostępu pozwala logować się odciskiem palca, skanem twarzy lub blokadą ekranu zamiast hasła.
passkey-rename-label = Nowa nazwa
passkey-rename-button = Zmień nazwę
passkey-remove-button = Usuń
passkey-new-name-label = Nazwa nowego klucza dostępu
passkey-new-name-placeholder = Ten laptop
passkey-add-button = Dodaj klucz dostępu
passkey-already-registered = Ten klucz dostępu jest już zarejestrowany.
passkey-not-added = Nie dodano klucza dostępu. Spróbuj ponownie.

## The consent screen.

consent-heading = Zezwolić aplikacji { $client } na korzystanie z twojego konta?
consent-lead = Zalogowano jako { $account }. Aplikacja { $client } pochodzi od innego twórcy i chce:
consent-revoke-note = Ten dostęp możesz w każdej chwili odebrać na stronie swojego konta.
consent-deny = Odmów
consent-allow = Zezwól
consent-title = Zezwolić aplikacji { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = aby połączyć urządzenie z kontem
device-code-unknown = Ten kod jest nieprawidłowy, wygasł lub został już użyty. Sprawdź kod na urządzeniu i spróbuj ponownie.
device-code-throttled = Zbyt wiele nieprawidłowych kodów. Odczekaj kilka minut i spróbuj ponownie.
device-code-form-expired = Ten formularz wygasł. Wpisz kod ponownie.
device-connected-title = Urządzenie połączone
device-connected-text = Aplikacja { $client } jest teraz połączona z twoim kontem. Możesz wrócić do urządzenia.
device-denied-title = Prośba odrzucona
device-denied-text = Aplikacja { $client } nie została połączona. Możesz zamknąć tę stronę.
device-two-factors-title = Wymagane logowanie dwuskładnikowe
device-two-factors-text = Aplikacja { $client } wymaga logowania dwuskładnikowego. Na stronie swojego konta zaloguj się z użyciem drugiego składnika (lub go skonfiguruj), a następnie ponownie wpisz tutaj kod.
device-two-factors-link = Otwórz stronę konta

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Nie udało się połączyć konta
upstream-link-from-account-page = Połącz dostawcę za pomocą jego przycisku na stronie swojego konta.
upstream-link-expired = Ta strona wygasła. Wróć na stronę konta, odśwież ją i spróbuj ponownie.
upstream-unknown-provider = Nie ma takiego dostawcy logowania.
upstream-bad-state = To logowanie zostało już użyte, wygasło lub rozpoczęto je w innej przeglądarce. Wróć do aplikacji i zaloguj się ponownie.
upstream-denied = Dostawca nie zalogował cię. Wróć do aplikacji i spróbuj ponownie.
upstream-refused = Nie można przyjąć odpowiedzi dostawcy. Wróć do aplikacji i zaloguj się ponownie.
upstream-unavailable = Nie udało się połączyć z dostawcą logowania. Spróbuj ponownie za chwilę lub zaloguj się w inny sposób.
upstream-email-taken = Konto z tym adresem e-mail już istnieje. Zaloguj się na nie hasłem lub kluczem dostępu, a następnie połącz tego dostawcę na stronie swojego konta.
upstream-outside-domains = Logowanie twojej organizacji obsługuje tylko adresy z jej własnych, zweryfikowanych domen.
upstream-unconfirmed-account = Konto z tym adresem e-mail istnieje, ale jego adres nigdy nie został potwierdzony. Potwierdź go (lub zresetuj hasło), a następnie ponownie zaloguj się przez organizację.
upstream-operator-account = To konto ma rolę w konsoli operatorów: loguje się własnym hasłem i drugim składnikiem, a nie przez logowanie organizacji.
upstream-registration-closed = To konto nie jest tu znane, a zakładanie nowych kont jest wyłączone. Poproś operatora o konto.
upstream-no-email = Dostawca nie udostępnił adresu e-mail, a jest on potrzebny do utworzenia nowego konta.
upstream-unverified-email = Dostawca nie potwierdził, że ten adres e-mail należy do ciebie, więc nie można utworzyć z nim konta. Utwórz konto, podając swój adres e-mail, a następnie połącz dostawcę na stronie swojego konta.
upstream-linked-elsewhere = To konto logowania jest już połączone z innym kontem.
upstream-already-linked = Twoje konto jest już połączone z tym dostawcą, ale przez inne konto logowania. Najpierw je odłącz.
upstream-disabled = To konto jest wyłączone.
upstream-reauthenticate = Zaloguj się ponownie na stronie swojego konta, a następnie połącz dostawcę.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Utwórz konto
signup-lead = Wyślemy ci wiadomość e-mail, aby potwierdzić twój adres.
signup-email = E-mail
signup-password = Hasło (co najmniej 10 znaków)
signup-name = Imię i nazwisko (opcjonalnie)
signup-button = Utwórz konto
signup-closed-title = Rejestracja jest zamknięta
signup-closed-text = Nowe konta zakłada operator tej usługi. Poproś go o konto.
signup-sent-title = Sprawdź pocztę
signup-sent-text = Wysłaliśmy wiadomość, aby potwierdzić twój adres. Otwórz zawarty w niej link; zalogować możesz się już teraz.
signup-sent-continue-text = Wysłaliśmy wiadomość, aby potwierdzić twój adres. Możesz teraz zalogować się i kontynuować.
signup-sent-continue = Zaloguj się i kontynuuj

## Address confirmation page (opened from the mailed link)

verify-title = Potwierdź adres e-mail
verify-lead = Potwierdź, że ten adres e-mail należy do ciebie, aby twoje konto mogło go używać. Jeśli nie zakładasz tu konta ani nie zmieniasz jego adresu, nie potwierdzaj: zamknij tę stronę.
verify-button = Potwierdź mój adres
verify-done-title = Adres e-mail potwierdzony
verify-done-text = Dziękujemy: twój adres e-mail został potwierdzony. Możesz zamknąć tę stronę.

## Password reset request page

forgot-title = Nie pamiętasz hasła?
forgot-lead = Wpisz swój adres e-mail. Jeśli jest z nim powiązane konto, wyślemy ci link do ustawienia nowego hasła.
forgot-email = E-mail
forgot-button = Wyślij link
forgot-sent-title = Sprawdź pocztę
forgot-sent-text = Jeśli z tym adresem jest powiązane konto, wysłaliśmy na niego wiadomość z linkiem do ustawienia nowego hasła. Link działa przez 30 minut.

## New password page (opened from the mailed link)

reset-title = Ustaw nowe hasło
reset-lead = Wybierz hasło o długości od 10 do 256 znaków. Wszystkie urządzenia zalogowane na twoje konto zostaną wylogowane.
reset-password = Nowe hasło
reset-button = Ustaw hasło
reset-done-title = Hasło ustawione
reset-done-text = Nowe hasło zostało ustawione, a wszystkie zalogowane urządzenia zostały wylogowane. Zaloguj się ponownie nowym hasłem.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Profil został zapisany.
account-password-changed = Hasło zostało zmienione; wszystkie inne urządzenia zostały wylogowane.
account-email-requested = Jeśli tego adresu można użyć, wysłaliśmy na niego link potwierdzający: adres zmieni się, gdy link zostanie użyty.
account-session-signed-out = Ta sesja została wylogowana.
account-others-signed-out = Wszystkie inne sesje zostały wylogowane.
account-console-needs-factor = Konsola operatora wymaga drugiego składnika: dodaj poniżej aplikację uwierzytelniającą lub klucz dostępu, a następnie zaloguj się ponownie z jego użyciem.
account-form-expired = Ten formularz wygasł. Spróbuj ponownie.
account-login-lead = aby wyświetlić i zmienić ustawienia konta
account-sign-in-again-lead = ponownie, aby zmienić sposób logowania
account-sign-in-again = Ze względów bezpieczeństwa zaloguj się ponownie (z drugim składnikiem, jeśli go masz), zanim dodasz lub usuniesz sposób logowania.
account-second-step-purpose = aby otworzyć konto
account-profile-name = Imię i nazwisko
account-profile-mobile = Numer telefonu komórkowego
account-profile-picture = Adres URL zdjęcia
account-profile-country-code = Kod kraju
account-profile-country = Kraj
account-profile-city = Miasto
account-profile-postal-code = Kod pocztowy
account-session-unknown-device = Nieznane urządzenie
account-session-unknown-app = nieznana aplikacja
account-session-when = Zalogowano { $since } · ostatnia aktywność { $active }
account-provider-not-linked = Ten dostawca nie jest połączony z twoim kontem.
account-last-sign-in-method = To jedyny sposób logowania na twoje konto. Najpierw dodaj klucz dostępu lub ustaw hasło (Nie pamiętasz hasła?).
account-session-gone = Ta sesja jest już wylogowana.
account-wrong-password = Obecne hasło jest nieprawidłowe.
account-too-many-passwords = Zbyt wiele błędnych haseł. Odczekaj kilka minut i spróbuj ponownie.
account-unknown-action = Ta strona nie obsługuje takiej czynności.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Aplikacja uwierzytelniająca została usunięta.
factors-passkey-added = Klucz dostępu został dodany: od teraz możesz się nim logować.
factors-passkey-renamed = Zmieniono nazwę klucza dostępu.
factors-passkey-removed = Klucz dostępu został usunięty.
factors-passkey-added-on = Dodano { $date }
factors-passkey-last-used = ostatnie użycie { $date }
factors-passkey-synced = synchronizowany
factors-wrong-code = Ten kod jest nieprawidłowy. Sprawdź zegar w aplikacji i wpisz kod, który jest teraz wyświetlany.
factors-too-many-codes = Zbyt wiele nieprawidłowych kodów. Odczekaj kilka minut i spróbuj ponownie.
factors-totp-already = Aplikacja uwierzytelniająca jest już skonfigurowana.
factors-totp-nothing-pending = Żadna aplikacja uwierzytelniająca nie jest w trakcie konfiguracji. Zacznij od nowa.
factors-totp-not-set-up = Nie skonfigurowano aplikacji uwierzytelniającej.
factors-passkey-registered = Ten klucz dostępu jest już zarejestrowany.
factors-passkey-too-many = Twoje konto ma już maksymalną liczbę kluczy dostępu: najpierw usuń jeden z nich.
factors-passkey-too-many-attempts = Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.
factors-passkey-name-length = Nazwa klucza dostępu musi mieć od 1 do 64 znaków.
factors-passkey-not-yours = Ten klucz dostępu nie należy już do ciebie.
factors-passkey-not-added = Nie udało się dodać klucza dostępu albo trwało to zbyt długo. Spróbuj ponownie.
factors-page-expired = Ta strona wygasła; odśwież ją.
factors-sign-in-again = Zaloguj się ponownie.
factors-passkeys-unavailable = Klucze dostępu nie są dostępne na tym serwerze.
factors-sign-in-to-add = Zaloguj się ponownie, aby dodać klucz dostępu.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Logowanie przez inne konto
links-linked = Dostawca został połączony: od teraz możesz się przez niego logować na to konto.
links-unlinked = Dostawca został odłączony.
links-linked-on = połączono { $date }
links-unlink = Odłącz
links-link = Połącz konto { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Aplikacje z dostępem
apps-allowed-on = dostęp od { $date }
apps-remove = Odbierz dostęp
apps-removed = Dostęp aplikacji został odebrany i została ona wylogowana.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Usuń konto
delete-explain-lead = Możesz samodzielnie usunąć swoje konto i wszystkie przechowywane o nim dane.
delete-explain-sign-in = Zaloguj się: hasłem, kluczem dostępu lub przez dostawcę użytego przy rejestracji („Zaloguj się przez …”).
delete-explain-confirm = Potwierdź, że konto ma zostać usunięte.
delete-explain-what = Co zostanie usunięte: profil (imię i nazwisko, adres e-mail, numer telefonu, zdjęcie, miejsce), hasło, wszystkie sesje wraz z zapisanymi dla nich urządzeniami i miejscami, drugie składniki, klucze dostępu, połączeni dostawcy logowania i wszystkie tokeny wydane aplikacjom. Wszystkie urządzenia zostaną wylogowane. Dziennik bezpieczeństwa przechowuje dotyczące cię wpisy pod losową nazwą, bez adresów IP, najwyżej przez { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dni
    }.
delete-explain-now = Kiedy: natychmiast. Potwierdzenie zostanie wysłane na twój adres e-mail.
delete-explain-later = Kiedy: { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dni
    } od złożenia prośby; zalogowanie się przed upływem tego czasu zachowa konto. Potwierdzenie zostanie wysłane na twój adres e-mail.
delete-explain-apps = Aplikacje również mogą usunąć konto w swoich ustawieniach.
delete-explain-link = Zaloguj się i usuń konto
delete-login-lead = aby usunąć konto
delete-confirm-what = Spowoduje to usunięcie profilu, sesji, drugich składników, kluczy dostępu i połączonych dostawców logowania oraz wylogowanie na wszystkich urządzeniach.
delete-confirm-later = Konto zostanie usunięte za { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dni
    }; zalogowanie się przed tym terminem je zachowa.
delete-confirm-now = Tej operacji nie można cofnąć.
delete-confirm-check = Usuń moje konto i wszystkie przechowywane o nim dane
delete-confirm-button = Usuń moje konto
delete-confirm-keep = Zachowaj moje konto
delete-done-title = Konto usunięte
delete-done = Twoje konto i wszystkie przechowywane o nim dane zostały usunięte. Potwierdzenie zostało wysłane na twój adres e-mail.
delete-scheduled-title = Zaplanowano usunięcie konta
delete-scheduled = Wszystkie sesje zostały zakończone. Twoje konto zostanie usunięte { $date }; zaloguj się przed tym dniem, aby je zachować.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Język
account-language-help = Język stron tego konta i wysyłanych do niego wiadomości e-mail.
account-language-save = Zapisz język
account-language-saved = Język został zapisany.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsola
console-nav-signed-in = Konsola · zalogowano jako { $email } ({ $role })
console-nav-your-account = Twoje konto
console-nav-label = Konsola
console-nav-overview = Przegląd
console-nav-users = Użytkownicy
console-nav-organizations = Organizacje
console-nav-clients = Klienci
console-nav-apis = Interfejsy API
console-nav-webhooks = Webhooki
console-nav-audit = Dziennik audytu
console-nav-keys = Klucze
console-nav-settings = Ustawienia

console-frame-role-admin = administrator
console-frame-role-support = wsparcie
console-frame-role-viewer = przeglądający
console-frame-role-none = brak
console-frame-table-empty = { $caption }: brak.
console-frame-age-days = { $count ->
    [one] { $count } dzień
    [few] { $count } dni
    [many] { $count } dni
   *[other] { $count } dni
}
console-frame-age-hours = { $count ->
    [one] { $count } godzina
    [few] { $count } godziny
    [many] { $count } godzin
   *[other] { $count } godzin
}
console-frame-age-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
    [many] { $count } minut
   *[other] { $count } minut
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Twoja rola w konsoli nie daje dostępu do tej strony. Jeśli jej potrzebujesz, poproś administratora.
console-gate-form-expired = Ten formularz wygasł lub nie pochodzi z konsoli. Otwórz stronę ponownie i powtórz czynność.
console-gate-change-not-allowed = Twoja rola w konsoli nie pozwala na tę zmianę.
console-gate-no-role = Twoje konto nie ma roli w konsoli. Może ci ją nadać administrator.
console-gate-not-allowed-title = Brak uprawnień
console-gate-not-found-title = Nie znaleziono
console-gate-not-done-title = Nie wykonano
console-gate-sign-in-again-lead = ponownie, z użyciem drugiego składnika, aby otworzyć konsolę
console-gate-needs-second-factor = Konsola wymaga zalogowania się z drugim składnikiem (aplikacją uwierzytelniającą lub kluczem dostępu).
console-gate-no-such-user = Nie ma takiego użytkownika.
console-gate-no-such-client = Nie ma takiego klienta.
console-gate-no-such-api = Nie ma takiego API.
console-gate-no-such-webhook = Nie ma takiego webhooka.
console-gate-no-such-delivery = Nie ma takiego dostarczenia.
console-gate-no-such-session = Nie ma takiej sesji.
console-gate-no-such-link = Nie ma takiego połączenia.
console-gate-no-such-organization = Nie ma takiej organizacji.
console-gate-no-such-domain = Nie ma takiej domeny.
console-gate-no-such = Nie znaleziono obiektu: { $what }.
console-gate-duplicate-email = Użytkownik z tym adresem e-mail już istnieje.
console-gate-last-sign-in-method = To połączenie jest ostatnim sposobem logowania na to konto: najpierw ustaw hasło.
console-gate-api-exists = API z tym identyfikatorem już istnieje.
console-gate-disable-client-first = Przed usunięciem klienta najpierw go wyłącz.

## The console's overview page.

console-overview-title = Przegląd
console-overview-find-user = Znajdź użytkownika
console-overview-accounts = Konta
console-overview-live-sessions = Aktywne sesje
console-overview-sign-ins = Logowania, 24 h
console-overview-failed-sign-ins = Nieudane logowania, 24 h
console-overview-lockouts = Obecne blokady
console-overview-failing-deliveries = Nieudane dostarczenia webhooków
console-overview-chart-heading = Logowania w ciągu ostatnich 24 godzin
console-overview-counted = Stan na { $at } (dane sprzed najwyżej minuty).
console-overview-chart-label = Logowania na godzinę w ciągu ostatnich 24 godzin: udane { $succeeded }, nieudane { $failed }
console-overview-chart-hour = { $time }: udane { $succeeded }, nieudane { $failed }
console-overview-chart-start = 24 h temu
console-overview-chart-end = teraz
console-overview-legend-succeeded = udane ({ $count })
console-overview-legend-failed = nieudane ({ $count })
console-overview-keys-heading = Klucze podpisywania
console-overview-keys-caption = Klucze podpisywania, od najnowszych
console-overview-key = Klucz
console-overview-algorithm = Algorytm
console-overview-state = Stan
console-overview-age = Wiek
console-overview-signing-for = Czas podpisywania
console-overview-key-pending = oczekujący
console-overview-key-active = aktywny
console-overview-key-retired = wycofany
console-overview-keys-link = Klucze i rotacja

## The console's users list.

console-users-title = Użytkownicy
console-users-deleted = Użytkownik został usunięty.
console-users-search-label = Adres, imię i nazwisko lub identyfikator użytkownika
console-users-search = Szukaj
console-users-search-help = Adresy są dopasowywane od początku, nazwy od początku dowolnego słowa; identyfikator musi pasować w całości.
console-users-caption = Użytkownicy, od najstarszych
console-users-matching = Użytkownicy pasujący do „{ $query }”
console-users-address = Adres
console-users-name = Imię i nazwisko
console-users-verified = Zweryfikowany
console-users-state = Stan
console-users-created = Utworzono
console-users-yes = tak
console-users-no = nie
console-users-enabled = włączony
console-users-disabled = wyłączony
console-users-next-page = Następna strona

## The console's page of one user.

console-user-done-disabled = Użytkownik został wyłączony: wszystkie sesje zakończono.
console-user-done-enabled = Użytkownik został włączony: może znowu się logować.
console-user-done-signed-out = Wszystkie sesje użytkownika zostały zakończone.
console-user-done-session-ended = Sesja została zakończona.
console-user-done-factors-reset = Drugie składniki użytkownika zostały usunięte; poinformowano go o tym e-mailem.
console-user-done-verification-sent = Wiadomość weryfikacyjna została wysłana.
console-user-done-role = Rola została zmieniona.
console-user-why-heading = Dlaczego ten użytkownik nie może się zalogować?
console-user-nothing-stops = Obecnie nic nie blokuje logowania tego użytkownika.
console-user-reason-disabled = Konto zostało wyłączone przez operatora.
console-user-reason-unverified = Adres nie jest zweryfikowany: logowanie hasłem jest odrzucane, dopóki nie zostanie użyty link z wiadomości weryfikacyjnej.
console-user-reason-locked-password = Konto zablokowane po błędnych hasłach z { $ip } do { $until } (ok. { $minutes } min; ograniczenie prób logowania).
console-user-reason-locked-second-step = Drugi etap jest zablokowany po błędnych kodach do { $until } (ok. { $minutes } min; ograniczenie prób drugiego składnika).
console-user-reason-passkey-only = Konto nie ma hasła: loguje się tylko kluczem dostępu (lub po zresetowaniu hasła).
console-user-reason-providers-only = Konto nie ma hasła: loguje się tylko przez { $providers } (lub po zresetowaniu hasła).
console-user-reason-second-factor-due = Nie skonfigurowano drugiego składnika, a logowania dwuskładnikowego wymagają aplikacje: { $clients }. Użytkownik musi go najpierw dodać.
console-user-reason-deletion-scheduled = Użytkownik poprosił o usunięcie konta: zostanie ono usunięte { $date }, chyba że wcześniej się zaloguje.
console-user-profile = Profil
console-user-id = Identyfikator użytkownika
console-user-address = Adres
console-user-verified = Zweryfikowany
console-user-state = Stan
console-user-name = Imię i nazwisko
console-user-mobile = Telefon komórkowy
console-user-place = Miejsce
console-user-created = Utworzono
console-user-console-role = Rola w konsoli
console-user-sessions = Sesje
console-user-sessions-caption = Aktywne sesje, od najnowszych
console-user-device = Urządzenie
console-user-ip-and-place = IP i miejsce
console-user-signed-in = Zalogowano
console-user-last-active = Ostatnia aktywność
console-user-methods = Metody
console-user-end-column = Zakończ
console-user-end-session = Zakończ
console-user-unknown-device = Nieznane urządzenie
console-user-second-factors = Drugie składniki
console-user-authenticator-app = Aplikacja uwierzytelniająca
console-user-recovery-codes-left = Pozostałe kody zapasowe
console-user-passkeys = Klucze dostępu
console-user-factor-none = brak
console-user-totp-since = od { $date }
console-user-providers-and-apps = Dostawcy i aplikacje
console-user-links-caption = Połączeni dostawcy
console-user-provider = Dostawca
console-user-address-given = Podany adres
console-user-linked = Połączono
console-user-consents-caption = Zgody dla aplikacji innych firm
console-user-client = Klient
console-user-scopes = Zakresy
console-user-allowed = Zezwolono
console-user-recent-events = Ostatnie zdarzenia
console-user-events-caption = Najnowsze zdarzenia audytu dotyczące użytkownika
console-user-when = Kiedy
console-user-type = Typ
console-user-actor = Wykonawca
console-user-ip = Adres IP
console-user-every-event = Wszystkie zdarzenia dotyczące użytkownika
console-user-actions = Działania
console-user-disable = Wyłącz
console-user-enable = Włącz
console-user-sign-out-everywhere = Wyloguj wszędzie
console-user-resend-verification = Wyślij ponownie wiadomość weryfikacyjną
console-user-reset-factors = Zresetuj drugie składniki
console-user-reset-factors-confirm = Usuń aplikację uwierzytelniającą, kody zapasowe i klucze dostępu
console-user-delete = Usuń użytkownika
console-user-delete-confirm = Usuń teraz to konto i wszystkie dotyczące go dane
console-user-role-heading = Rola w konsoli
console-user-role-label = Rola
console-user-set-role = Ustaw rolę
console-user-role-help = Przeglądający widzą wszystkie strony; wsparcie może też wyłączać i włączać użytkowników, wylogowywać ich, resetować ich drugie składniki i ponownie wysyłać wiadomości weryfikacyjne; administratorzy mogą wszystko.
console-user-unknown-action = Ta strona nie obsługuje takiej czynności.
console-user-not-on-this-user = Nie w przypadku tego użytkownika: operatorzy poniżej administratora mogą wykonywać działania tylko wobec użytkowników bez roli, a nikt nie może tu zmienić własnej roli, stanu, składników ani konta.
console-user-tick-to-confirm = Zaznacz pole, aby potwierdzić, i spróbuj ponownie.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Klienci
console-client-list-caption = Klienci, od najstarszych
console-client-name = Nazwa
console-client-kind = Rodzaj
console-client-state = Stan
console-client-registered = Zarejestrowano
console-client-kind-public = publiczny
console-client-kind-confidential = poufny
console-client-state-enabled = włączony
console-client-state-disabled = wyłączony
console-client-register-heading = Zarejestruj klienta
console-client-register = Zarejestruj
console-client-registered-notice = Klient został zarejestrowany.
console-client-deleted = Klient został usunięty.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Adresy URI przekierowania, po jednym w wierszu
console-client-scopes-field = Zakresy (puste: openid email profile authorization)
console-client-package-names-field = Nazwy pakietów Androida, po jednej w wierszu
console-client-app-origins-field = Źródła aplikacji dla kluczy dostępu, po jednym w wierszu
console-client-logout-uri-field = Adres URI wylogowania przez kanał zwrotny (back-channel)
console-client-organization-field = Organizacja odbiorcy Shared Signals (krótka nazwa lub identyfikator)
console-client-flag-public = Publiczny (aplikacja przeglądarkowa lub natywna: bez sekretu, PKCE)
console-client-flag-resource-server = Serwer zasobów (może sprawdzać tokeny przez introspekcję)
console-client-flag-client-credentials = Może pobierać tokeny dla siebie (client_credentials)
console-client-flag-rotate-refresh-tokens = Rotacja tokenów odświeżania
console-client-flag-require-mfa = Tylko logowania dwuskładnikowe
console-client-flag-require-par = Tylko wypychane żądania autoryzacji (PAR)
console-client-flag-third-party = Strona trzecia: użytkownicy najpierw wyrażają zgodę
console-client-flag-shared-signals = Odbiorca Shared Signals: otrzymuje strumień zdarzeń bezpieczeństwa

## Console: one client's page

console-client-saved = Ustawienia klienta zostały zapisane.
console-client-disabled-notice = Klient został wyłączony: jego tokeny nie przechodzą już weryfikacji.
console-client-granted = Uprawnienie zostało zapisane.
console-client-secret-replaced = Sekret został zastąpiony.
console-client-secret-heading = Sekret klienta
console-client-secret-once = Skopiuj go teraz: jest wyświetlany tylko ten jeden raz (przechowywany jest wyłącznie jego skrót).
console-client-settings-heading = Ustawienia
console-client-yes = tak
console-client-no = nie
console-client-redirect-uris = Adresy URI przekierowania
console-client-scopes = Zakresy
console-client-resource-server = Serwer zasobów
console-client-two-factor-only = Tylko dwuskładnikowe
console-client-par-only = Tylko PAR
console-client-third-party = Strona trzecia
console-client-shared-signals = Odbiorca Shared Signals
console-client-changed = Zmieniono
console-client-grants-heading = Uprawnienia do API
console-client-grants-caption = API, które ten klient może wywoływać we własnym imieniu
console-client-api = Interfejs API
console-client-api-identifier = Identyfikator API
console-client-grant = Przyznaj
console-client-actions-heading = Działania
console-client-rotate-secret = Wymień sekret
console-client-rotate-secret-confirm = Zastąp sekret: stary natychmiast przestanie działać
console-client-disable = Wyłącz
console-client-disable-confirm = Wyłącz klienta: jego tokeny przestaną przechodzić weryfikację
console-client-delete = Usuń
console-client-delete-confirm = Usuń klienta wraz ze wszystkim, co zostało mu wydane
console-client-edit-heading = Edycja
console-client-save = Zapisz
console-client-confirm-first = Zaznacz pole, aby potwierdzić, i spróbuj ponownie.
console-client-unknown-action = Ta strona nie obsługuje takiej czynności.

## Console: the APIs page

console-api-title = Interfejsy API
console-api-list-caption = Interfejsy API (wskaźniki zasobów)
console-api-identifier = Identyfikator
console-api-scopes = Zakresy
console-api-registered-column = Zarejestrowano
console-api-register-heading = Zarejestruj API
console-api-identifier-field = Identyfikator (adres URL https)
console-api-scopes-field = Zakresy, rozdzielone spacjami
console-api-register = Zarejestruj
console-api-registered = API zostało zarejestrowane.

## Console: the webhooks page

console-webhook-title = Webhooki
console-webhook-list-caption = Punkty końcowe webhooków
console-webhook-endpoint = Punkt końcowy (jego dostarczenia)
console-webhook-events = Zdarzenia
console-webhook-registered-column = Zarejestrowano
console-webhook-remove = Usuń
console-webhook-remove-confirm = Zakończ dostarczanie do tego punktu końcowego
console-webhook-secret-heading = Sekret podpisywania
console-webhook-secret-once = Przekaż go teraz odbiorcy: jest wyświetlany tylko ten jeden raz.
console-webhook-register-heading = Zarejestruj punkt końcowy
console-webhook-url = Adres URL
console-webhook-events-field = Typy zdarzeń, rozdzielone spacjami
console-webhook-register = Zarejestruj
console-webhook-registered = Punkt końcowy został zarejestrowany.
console-webhook-removed = Punkt końcowy został usunięty.
console-webhook-confirm-first = Zaznacz pole, aby potwierdzić, i spróbuj ponownie.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Dostarczenia
console-webhook-deliveries-caption = Dostarczenia, od najnowszych
console-webhook-delivery = Dostarczenie
console-webhook-event = Zdarzenie
console-webhook-status = Stan
console-webhook-attempts = Próby
console-webhook-last-error = Ostatni błąd
console-webhook-replay = Ponów
console-webhook-replayed = Dostarczenie ponownie dodano do kolejki.
console-webhook-status-pending = oczekujące
console-webhook-status-delivered = dostarczone
console-webhook-status-failed = nieudane

## Console: the audit trail

console-audit-title = Dziennik audytu
console-audit-user-id = Identyfikator użytkownika
console-audit-address = Adres
console-audit-type = Typ
console-audit-since = Od (RFC 3339)
console-audit-until = Do (RFC 3339)
console-audit-any-type = dowolny
console-audit-filter = Filtruj
console-audit-caption = Zdarzenia, od najnowszych
console-audit-when = Kiedy
console-audit-type-column = Typ
console-audit-actor = Wykonawca
console-audit-user = Użytkownik
console-audit-client = Klient
console-audit-ip = Adres IP
console-audit-older = Starsze zdarzenia

## Console: the signing keys

console-keys-title = Klucze
console-keys-caption = Zestaw kluczy, od najnowszych
console-keys-key = Klucz
console-keys-algorithm = Algorytm
console-keys-state = Stan
console-keys-made = Utworzono
console-keys-age = Wiek
console-keys-signing-since = Podpisuje od
console-keys-retired = Wycofano
console-keys-state-pending = oczekujący
console-keys-state-active = aktywny
console-keys-state-retired = wycofany
console-keys-rotate-heading = Rotacja
console-keys-rotate-help = Rotacja przebiega w dwóch krokach: pierwszy publikuje nowy klucz id_token w JWKS, drugi sprawia, że zaczyna on podpisywać (i zastępuje klucz access-token). Stare klucze weryfikują tokeny, dopóki nie wygaśnie ostatni z nich.
console-keys-rotate = Wykonaj rotację
console-keys-rotate-confirm = Wykonaj rotację kluczy podpisywania
console-keys-published = Opublikowano nowy klucz id_token: następna rotacja sprawi, że zacznie podpisywać.
console-keys-activated = Opublikowany klucz podpisuje teraz tokeny id_token, razem z nowym kluczem access-token.
console-keys-not-done = Nie wykonano
console-keys-confirm-first = Zaznacz pole, aby potwierdzić, i spróbuj ponownie.

## Console: the settings

console-settings-title = Ustawienia
console-settings-effective-heading = Obowiązująca konfiguracja
console-settings-effective-help = Po uwzględnieniu plików, zmiennych środowiskowych i wartości domyślnych; sekrety są zamaskowane.
console-settings-caption = Ustawienia
console-settings-setting = Ustawienie
console-settings-value = Wartość
console-settings-upstream-heading = Zewnętrzni dostawcy
console-settings-providers-caption = Dostawcy
console-settings-provider-id = Identyfikator
console-settings-provider-button = Przycisk
console-settings-provider-last-error = Ostatni błąd w tej instancji
console-settings-no-trouble = brak od uruchomienia
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = W aplikacji wpisz zamiast tego ten kod: { $token }
mail-set-password-button = Ustaw nowe hasło
mail-open-account-button = Otwórz swoje konto

## Verification of a new account's address

mail-verification-subject = Potwierdź adres e-mail
mail-verification-welcome = Witamy! Potwierdź, że to twój adres e-mail.
mail-verification-link-hours = { $hours ->
    [one] Link działa przez { $hours } godzinę i tylko jeden raz.
    [few] Link działa przez { $hours } godziny i tylko jeden raz.
    [many] Link działa przez { $hours } godzin i tylko jeden raz.
   *[other] Link działa przez { $hours } godzin i tylko jeden raz.
}
mail-verification-ignore = Jeśli to nie ty zakładasz konto, zignoruj tę wiadomość.
mail-verification-button = Potwierdź mój adres

## Moving an account to a new address: the mail to the new address

mail-change-subject = Potwierdź nowy adres e-mail
mail-change-confirm = Potwierdź, że od teraz twoje konto ma używać tego adresu e-mail.
mail-change-link-hours = { $hours ->
    [one] Link działa przez { $hours } godzinę i tylko jeden raz; do tego czasu obowiązuje dotychczasowy adres.
    [few] Link działa przez { $hours } godziny i tylko jeden raz; do tego czasu obowiązuje dotychczasowy adres.
    [many] Link działa przez { $hours } godzin i tylko jeden raz; do tego czasu obowiązuje dotychczasowy adres.
   *[other] Link działa przez { $hours } godzin i tylko jeden raz; do tego czasu obowiązuje dotychczasowy adres.
}
mail-change-ignore = Jeśli to nie twoja prośba, zignoruj tę wiadomość: nic się nie zmieni.
mail-change-button = Użyj tego adresu

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Zmiana adresu e-mail twojego konta
mail-change-notice-asked = Ktoś zalogowany na twoje konto poprosił o przeniesienie go na adres { $address }.
mail-change-notice-until = Konto zostanie przeniesione dopiero po użyciu linku wysłanego na tamten adres; do tego czasu obowiązuje ten adres.
mail-change-notice-not-you = Jeśli to nie ty, ustaw teraz nowe hasło: zakończy to wszystkie sesje i unieważni link.

## To an address that tried to register again

mail-registered-subject = Masz już konto
mail-registered-tried = Ktoś próbował utworzyć konto z tym adresem e-mail, a konto z tym adresem już istnieje.
mail-registered-if-you = Jeśli to ty, zaloguj się albo ustaw nowe hasło, jeśli go nie pamiętasz.
mail-registered-not-you = Jeśli to nie ty, zignoruj tę wiadomość: nic się nie zmieniło.

## Password reset

mail-reset-subject = Ustaw nowe hasło
mail-reset-asked = Ktoś poprosił o ustawienie nowego hasła do twojego konta.
mail-reset-link-minutes = { $minutes ->
    [one] Link działa przez { $minutes } minutę i tylko jeden raz; nowsza prośba go zastępuje.
    [few] Link działa przez { $minutes } minuty i tylko jeden raz; nowsza prośba go zastępuje.
    [many] Link działa przez { $minutes } minut i tylko jeden raz; nowsza prośba go zastępuje.
   *[other] Link działa przez { $minutes } minut i tylko jeden raz; nowsza prośba go zastępuje.
}
mail-reset-not-you = Jeśli to nie ty, zignoruj tę wiadomość: twoje hasło pozostanie bez zmian.

## Notices: a second factor changed

mail-totp-added-subject = Dodano aplikację uwierzytelniającą
mail-totp-added-body = Do twojego konta dodano aplikację uwierzytelniającą jako drugi składnik.
mail-totp-removed-subject = Usunięto aplikację uwierzytelniającą
mail-totp-removed-body = Z twojego konta usunięto aplikację uwierzytelniającą: do zalogowania wystarczy teraz samo hasło.
mail-passkey-added-subject = Dodano klucz dostępu
mail-passkey-added-body = Do twojego konta dodano klucz dostępu: pozwala on logować się bez hasła.
mail-passkey-removed-subject = Usunięto klucz dostępu
mail-passkey-removed-body = Z twojego konta usunięto klucz dostępu: nie można się już nim zalogować.
mail-recovery-used-subject = Użyto kodu zapasowego
mail-recovery-used-body = { $left ->
    [one] Do zalogowania się na twoje konto użyto kodu zapasowego; pozostał { $left } niewykorzystany kod.
    [few] Do zalogowania się na twoje konto użyto kodu zapasowego; pozostały { $left } niewykorzystane kody.
    [many] Do zalogowania się na twoje konto użyto kodu zapasowego; pozostało { $left } niewykorzystanych kodów.
   *[other] Do zalogowania się na twoje konto użyto kodu zapasowego; pozostało { $left } niewykorzystanych kodów.
}
mail-factor-not-you = Jeśli to nie ty, zmień hasło i wyloguj się na wszystkich urządzeniach na stronie swojego konta.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = Konto { $provider } zostało połączone z twoim kontem
mail-linked-body = Twoje konto zostało połączone z kontem { $provider }: logowanie przez { $provider } otwiera teraz twoje konto.
mail-unlinked-subject = Konto { $provider } zostało odłączone od twojego konta
mail-unlinked-body = Twoje konto zostało odłączone od konta { $provider }: logowanie przez { $provider } już go nie otwiera.
mail-link-not-you = Jeśli to nie ty, zmień hasło, wyloguj się na wszystkich urządzeniach i odłącz dostawcę na stronie swojego konta.

## Account deleted

mail-deleted-subject = Twoje konto zostało usunięte
mail-deleted-body = Twoje konto i wszystkie przechowywane o nim dane zostały usunięte, a wszystkie jego sesje zakończone.
mail-deleted-register-again = Z tym adresem można ponownie się zarejestrować; nic ze starego konta nie zostanie przywrócone.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Twoje konto zostanie usunięte
mail-deletion-due = Twoje konto zostanie usunięte { $date }; wszystkie jego sesje zostały zakończone.
mail-deletion-keep = Aby je zachować, zaloguj się ponownie przed tym dniem. Jeśli to nie twoja prośba, zaloguj się i zmień hasło.
mail-deletion-button = Zaloguj się, aby je zachować

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Dołącz do organizacji { $organization }
mail-invitation-body = Otrzymujesz zaproszenie do organizacji { $organization }. Otwórz link, aby je przyjąć: zaloguj się tym adresem lub utwórz z nim konto.
mail-invitation-expiry = { $days ->
    [one] Link działa przez jeden dzień.
    [few] Link działa przez { $days } dni.
    [many] Link działa przez { $days } dni.
   *[other] Link działa przez { $days } dni.
}
mail-invitation-ignore = Jeśli nie znasz tej organizacji, zignoruj tę wiadomość: nic się nie stanie, dopóki nie przyjmiesz zaproszenia.
mail-invitation-button = Zobacz zaproszenie
console-organizations-title = Organizacje
console-organizations-name = Nazwa
console-organizations-slug = Krótka nazwa
console-organizations-enabled = Włączona
console-organizations-mfa = Drugi składnik
console-organizations-new = Nowa organizacja
console-organizations-create = Utwórz organizację
console-organizations-created = Organizacja została utworzona.
console-organization-saved = Reguły domeny zostały zapisane.
console-organization-id = Identyfikator
console-organization-members = Członkowie
console-organization-roles = Role
console-organization-managed = Zarządzany
console-organization-break-glass = Dostęp awaryjny
console-organization-invitations = Oczekujące zaproszenia
console-organization-expires = Wygasa
console-organization-domains = Domeny
console-organization-domain = Domena
console-organization-state = Stan
console-organization-rules = Reguły
console-organization-save-rules = Zapisz
console-organization-sign-in = Własne logowanie
console-organization-no-sign-in = Nie ma własnego logowania: jej członkowie logują się hasłami lub kluczami dostępu.
organization-admin-title = { $organization }: ustawienia organizacji
organization-admin-lead = Zarządzasz tą organizacją jako { $email }.
organization-admin-none = Na razie nic tu nie ma.
organization-admin-members = Członkowie
organization-admin-remove = Usuń
organization-admin-yes = Tak
organization-admin-no = Nie
organization-admin-email = Adres e-mail
organization-admin-roles = Role
organization-admin-managed = Zarządzany przez logowanie organizacji
organization-admin-action = Działanie
organization-admin-invitations = Oczekujące zaproszenia
organization-admin-revoke = Unieważnij
organization-admin-expires = Wygasa
organization-admin-invite = Zaproś kogoś
organization-admin-role = Rola
organization-admin-invite-button = Wyślij zaproszenie
organization-admin-domains = Domeny
organization-admin-domains-lead = Zgłoś domenę poczty swojej firmy, opublikuj pokazany rekord TXT, a następnie zweryfikuj domenę. Adresy ze zweryfikowanej domeny mogą logować się przez logowanie twojej organizacji.
organization-admin-verify = Zweryfikuj
organization-admin-verified = Zweryfikowana
organization-admin-pending = Oczekuje
organization-admin-domain = Domena
organization-admin-state = Stan
organization-admin-record = Rekord do opublikowania
organization-admin-add-domain = Zgłoś domenę
organization-admin-sign-in = Logowanie twojej organizacji
organization-admin-no-sign-in = Osoby z twojej organizacji logują się swoimi hasłami. Skonfiguruj własnego dostawcę OpenID (Okta, Entra ID, Google Workspace…), aby logowały się przez niego.
organization-admin-issuer = Adres URL wystawcy
organization-admin-client-id = Identyfikator klienta
organization-admin-client-secret = Sekret klienta
organization-admin-redirect-uri = Adres URI przekierowania do zarejestrowania u dostawcy
organization-admin-save-sign-in = Zapisz logowanie
organization-admin-sign-in-title = Najpierw się zaloguj
organization-admin-sign-in-text = Zaloguj się na stronie swojego konta, a następnie ponownie otwórz tę stronę.
organization-admin-sign-in-link = Przejdź do konta
organization-admin-unknown-title = Nie znaleziono organizacji
organization-admin-unknown-text = Nie ma tu organizacji, którą zarządzasz.
organization-admin-unknown-change = Ta strona nie wprowadza takiej zmiany.
organization-admin-scim = Aprowizacja (SCIM)
organization-admin-scim-lead = Twój katalog (Okta, Entra ID, Google Workspace…) dodaje, zmienia i usuwa tu osoby i grupy z twojej organizacji przez SCIM 2.0. Podaj mu bazowy adres URL połączenia i token.
organization-admin-scim-base-url = Bazowy adres URL
organization-admin-scim-made = Utworzono
organization-admin-scim-last-used = Ostatnio użyto
organization-admin-scim-never = Nigdy
organization-admin-scim-old-token = Stary token działa do
organization-admin-scim-rotate = Nowy token
organization-admin-scim-make = Utwórz połączenie
organization-admin-scim-token-title = Token twojego katalogu
organization-admin-scim-token-text = Skopiuj teraz bazowy adres URL i token do swojego katalogu: token nie zostanie pokazany ponownie. Stary token, jeśli istnieje, działa jeszcze przez jeden dzień.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Unieważnij połączenie: jego tokeny natychmiast przestaną działać
invitation-title = Dołącz do organizacji { $organization }
invitation-join-lead = Otrzymujesz zaproszenie do organizacji { $organization } jako { $email }.
invitation-join-button = Dołącz
invitation-sign-up-lead = Otrzymujesz zaproszenie do organizacji { $organization }. Aby dołączyć, utwórz konto z adresem { $email }: zaproszenie potwierdza, że ten adres należy do ciebie.
invitation-name = Imię i nazwisko
invitation-password = Wybierz hasło (co najmniej 10 znaków)
invitation-sign-up-button = Utwórz konto i dołącz
invitation-other-account = To zaproszenie jest dla { $email }, ale zalogowano cię jako { $current }. Wyloguj się, a następnie ponownie otwórz link.
invitation-sign-in-first = To zaproszenie jest dla adresu { $email }, z którym jest tu powiązane konto. Zaloguj się nim na stronie swojego konta, a następnie ponownie otwórz link.
invitation-sign-in-as-invitee = Najpierw zaloguj się zaproszonym adresem.
invitation-unusable-title = Tego zaproszenia nie można użyć
invitation-unusable-text = Zostało już użyte, cofnięte, zastąpione nowszym lub wygasło. Poproś organizację o nowe zaproszenie.
invitation-joined-title = Jesteś teraz w organizacji { $organization }
invitation-joined-text = Jesteś teraz członkiem: aplikacje, do których logujesz się w ramach tej organizacji, widzą to.
invitation-joined-new-account = Twoje konto jest gotowe i jesteś członkiem organizacji: zaloguj się swoim adresem i wybranym hasłem.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Wydano token i token odświeżania
api-code-token = Wydano token
api-code-userdata = Dane użytkownika
api-code-login-success = Zalogowano pomyślnie
api-code-auth-code = Wydano kod autoryzacji
api-code-id-token = Wydano id_token
api-code-logged-out = Wylogowano; sesja i jej tokeny zostały unieważnione
api-code-ok = Gotowe
api-code-alive = Działa
api-code-ready = Gotowy do obsługi żądań
api-code-sessions = Twoje aktywne sesje
api-code-export = Wszystkie dane przechowywane o twoim koncie
api-code-email-change-requested = Jeśli tego adresu można użyć, wysłano na niego link potwierdzający
api-code-account-deleted = Twoje konto i wszystkie przechowywane o nim dane zostały usunięte; wszystkie sesje zakończono
api-code-deletion-scheduled = Wszystkie sesje zakończono, a twoje konto zostanie usunięte; aby je zachować, zaloguj się ponownie przed tym terminem
api-code-reauthentication-required = Najpierw zaloguj się ponownie: ta czynność wymaga logowania z ostatnich kilku minut
api-code-session-ended = Wylogowano; sesja i jej tokeny zostały unieważnione
api-code-password-changed = Hasło zmienione; wszystkie inne sesje i ich tokeny zostały unieważnione
api-code-registration-accepted = Rejestracja przyjęta; sprawdź pocztę, aby potwierdzić adres
api-code-email-verified = Adres e-mail zweryfikowany
api-code-reset-requested = Jeśli z tym adresem jest powiązane konto, wysłano na niego wiadomość z linkiem do zresetowania hasła
api-code-password-reset = Hasło ustawione; wszystkie sesje i ich tokeny zostały unieważnione
api-code-registration-closed = Rejestracja jest zamknięta; poproś operatora o konto
api-code-invalid-request = Żądanie ma nieprawidłowy format
api-code-unsupported-grant-type = grant_type musi mieć wartość code lub refresh_token
api-code-invalid-grant = Kod lub refresh_token jest nieprawidłowy, wygasł, został unieważniony albo wydano go innemu klientowi
api-code-invalid-client = Uwierzytelnienie klienta nie powiodło się
api-code-invalid-credentials = Adres e-mail lub hasło są nieprawidłowe. Na nowe konto można się zalogować po potwierdzeniu adresu: link znajdziesz w swojej skrzynce pocztowej
api-code-mfa-required = Wymagany jest drugi składnik: odpowiedz kodem z aplikacji uwierzytelniającej lub kodem zapasowym
api-code-mfa-enrolment-required = Ta aplikacja wymaga logowania dwuskładnikowego: skonfiguruj aplikację uwierzytelniającą lub klucz dostępu na stronie swojego konta, a następnie zaloguj się ponownie
api-code-passkey-options = Przekaż te opcje do modułu uwierzytelniającego
api-code-passkey-added = Dodano klucz dostępu
api-code-passkeys = Twoje klucze dostępu
api-code-links = Twoi połączeni dostawcy logowania
api-code-last-sign-in-method = To ostatni sposób logowania na to konto: najpierw ustaw hasło lub dodaj klucz dostępu
api-code-insufficient-scope = Zakres tokenu nie pozwala na to żądanie
api-code-not-a-member = Nie możesz zalogować się w ramach tej organizacji: poproś jej administratora o dodanie cię
api-code-sso-required = Logowanie zapewnia twoja organizacja: kontynuuj pod adresem ssoUrl
api-code-not-found = Nie ma takiego zasobu
api-code-method-not-allowed = Metoda niedozwolona dla tego zasobu
api-code-conflict = Taki obiekt już istnieje
api-code-payload-too-large = Treść żądania jest za duża
api-code-rate-limited = Zbyt wiele żądań; spróbuj ponownie później
api-code-server-error = Wewnętrzny błąd serwera
api-code-service-unavailable = Usługa jest chwilowo niedostępna; spróbuj ponownie później

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Wymagany jest token dostępu w postaci `Authorization: Bearer <token>`; tego tokenu brakuje, ma nieprawidłowy format lub został unieważniony
api-busy = Zbyt wiele logowań naraz; spróbuj ponownie za chwilę

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type musi mieć wartość id_token lub token
api-token-type-grant = token_type musi mieć wartość refresh_token lub token
api-token-type-refresh = token_type musi mieć wartość token dla grant_type refresh_token
api-client-secret-required = client_secret jest wymagany, gdy token_type ma wartość token
api-field-empty = { $field } nie może być puste

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = hasło jest za długie
api-mfa-token-invalid = mfaToken jest nieznany, został użyty lub wygasł: zaloguj się ponownie
api-challenge-invalid = challengeId jest nieznany, został użyty lub wygasł: poproś o nowe opcje klucza dostępu
api-mfa-code-or-passkey = Wymagany jest drugi składnik: odpowiedz kodem z aplikacji uwierzytelniającej, kodem zapasowym lub kluczem dostępu
api-mfa-passkey = Wymagany jest drugi składnik: odpowiedz kluczem dostępu (login/passkey z mfaToken)
api-client-id-required = client_id jest wymagany
api-client-unknown = client_id jest nieznany lub wyłączony
api-redirect-uri-required = redirect_uri jest wymagany
api-redirect-uri-unregistered = redirect_uri nie jest zarejestrowany dla tego klienta
api-state-too-long = state jest za długi

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Token jest nieznany, został użyty, wygasł lub zastąpiono go nowszym
api-session-not-found = Nie masz aktywnej sesji o tym identyfikatorze

## Native-app API: second factors and passkeys

api-authenticator-exists = Aplikacja uwierzytelniająca jest już skonfigurowana; najpierw ją usuń
api-authenticator-not-pending = Żadna aplikacja uwierzytelniająca nie jest w trakcie konfiguracji
api-authenticator-none = Nie skonfigurowano aplikacji uwierzytelniającej
api-factor-code-wrong = Kod jest nieprawidłowy
api-reauthenticate-factors = Zaloguj się ponownie (z drugim składnikiem, jeśli go masz), aby zmienić drugie składniki
api-reauthenticate-passkeys = Zaloguj się ponownie (z drugim składnikiem, jeśli go masz), aby zmienić klucze dostępu
api-reauthenticate-sign-in = Zaloguj się ponownie (z drugim składnikiem, jeśli go masz), aby zmienić sposób logowania
api-passkeys-unavailable = klucze dostępu nie są dostępne na tym serwerze
api-passkey-not-found = nie ma takiego klucza dostępu
api-passkey-no-ceremony = żadna rejestracja klucza dostępu nie oczekuje; poproś o nowe opcje
api-passkey-rejected = nie udało się zweryfikować klucza dostępu
api-passkey-registered = ten klucz dostępu jest już zarejestrowany
api-passkey-name-invalid = nazwa klucza dostępu musi mieć od 1 do { $max } znaków i nie może zawierać znaków sterujących ani znaków formatowania dwukierunkowego
api-passkeys-too-many = { $max ->
    [one] konto może mieć najwyżej { $max } klucz dostępu
    [few] konto może mieć najwyżej { $max } klucze dostępu
    [many] konto może mieć najwyżej { $max } kluczy dostępu
   *[other] konto może mieć najwyżej { $max } kluczy dostępu
}

## Native-app API: upstream identity providers

api-upstream-unknown = Żaden zewnętrzny dostawca nie ma tego identyfikatora
api-upstream-refused = id_token nie został zaakceptowany dla tego dostawcy
api-upstream-disabled = Konto jest wyłączone
api-upstream-no-email = id_token nie zawiera adresu e-mail, z którym można by utworzyć konto
api-upstream-unverified-email = Dostawca nie poręcza za adres e-mail z id_token: zarejestruj się z tym adresem, a następnie połącz dostawcę
api-upstream-unreachable = Nie udało się połączyć z dostawcą; spróbuj ponownie później
api-upstream-email-taken = Konto z tym adresem istnieje: zaloguj się na nie i połącz dostawcę na stronie konta
api-upstream-outside-domains = Logowanie organizacji obsługuje tylko adresy z jej zweryfikowanych domen
api-upstream-unconfirmed-account = Konto z tym adresem istnieje, ale nigdy nie zostało potwierdzone: potwierdź je, a następnie ponownie zaloguj się przez organizację
api-upstream-operator-account = Konto operatora loguje się własnym hasłem i drugim składnikiem, a nie przez logowanie organizacji
api-link-not-found = Konto nie jest połączone z tym dostawcą

## Admin API

api-admin-key-required = API administracyjne wymaga `Authorization: Bearer <admin key>`
api-admin-status-once = parametr status może wystąpić najwyżej raz
api-admin-parameters-once = każdy parametr może wystąpić najwyżej raz
api-admin-duplicate-email = użytkownik z tym adresem e-mail już istnieje
api-admin-user-not-found = nie znaleziono użytkownika
api-admin-client-not-found = nie znaleziono klienta
api-admin-api-not-found = nie znaleziono API
api-admin-session-not-found = nie znaleziono sesji
api-admin-delivery-not-found = nie znaleziono dostarczenia
api-admin-webhook-not-found = nie znaleziono webhooka

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Otwórz link w przeglądarce, w której zakładano konto: w każdej innej pojawi się prośba o hasło do konta.
mail-change-where = Otwórz link w przeglądarce, w której poproszono o zmianę, lub w tej, w której masz aktywną sesję: w każdej innej pojawi się prośba o hasło.
mail-not-yours-english = Rejestracja lub ta prośba nie pochodzą od ciebie? W takim razie nie potwierdzaj: zignoruj tę wiadomość, a nic się nie stanie.
verify-password-lead = Aby potwierdzić tutaj ten adres, wpisz hasło konta, do którego należy. Jeśli rejestracja odbyła się w aplikacji, wpisz zamiast tego w aplikacji kod z wiadomości. Jeśli rejestracja ani ta prośba nie pochodzą od ciebie, nie potwierdzaj: zamknij tę stronę.
verify-password = Hasło konta
verify-password-needed = Wpisz hasło konta, aby potwierdzić adres w tej przeglądarce.
verify-wrong-password = To nie jest hasło tego konta.

## After a password reset, every other way into the account

mail-reset-done-subject = Twoje hasło zostało zresetowane
mail-reset-done-body = Hasło do twojego konta zostało właśnie zresetowane, a wszystkie zalogowane urządzenia zostały wylogowane.
mail-reset-done-still = Te elementy nadal pozwalają zalogować się na twoje konto:
mail-reset-done-remove = Jeśli któryś z nich nie należy do ciebie, zaloguj się nowym hasłem i wybierz „Usuń wszystko oprócz nowego hasła” na stronie swojego konta.
mail-reset-done-nothing-else = Nic innego nie pozwala zalogować się na twoje konto: tylko nowe hasło.
mail-reset-done-factor-not-yours = Jeśli przy logowaniu pojawi się prośba o drugi składnik, którego nie masz, to nie należy on do ciebie: poproś pomoc techniczną tej usługi o jego usunięcie.
mail-reset-done-not-you = Jeśli hasło zresetował ktoś inny, ma on dostęp do twojej poczty: najpierw zabezpiecz skrzynkę pocztową, a potem ponownie ustaw nowe hasło.
ways-in-passkey = Klucz dostępu „{ $name }”
ways-in-authenticator = Aplikacja uwierzytelniająca
ways-in-recovery-codes = { $count ->
    [one] { $count } niewykorzystany kod zapasowy
    [few] { $count } niewykorzystane kody zapasowe
    [many] { $count } niewykorzystanych kodów zapasowych
   *[other] { $count } niewykorzystanych kodów zapasowych
}
ways-in-link = Logowanie przez { $provider }
ways-in-sessions = { $count ->
    [one] { $count } inne zalogowane urządzenie (lista poniżej)
    [few] { $count } inne zalogowane urządzenia (lista poniżej)
    [many] { $count } innych zalogowanych urządzeń (lista poniżej)
   *[other] { $count } innych zalogowanych urządzeń (lista poniżej)
}
account-review-heading = Twoje hasło zostało zresetowane
account-review-lead = Twoje hasło zostało zresetowane { $date }. Te elementy nadal pozwalają zalogować się na twoje konto:
account-review-explain = Jeśli któryś z nich nie należy do ciebie, usuń je wszystkie: wtedy zalogować się będzie można tylko nowym hasłem, a wszystkie inne urządzenia zostaną wylogowane. Później możesz ponownie dodać klucz dostępu lub aplikację uwierzytelniającą.
account-review-remove = Usuń wszystko oprócz nowego hasła
account-review-keep = Wszystkie należą do mnie
account-review-gone = Nie ma już nic do przejrzenia.
account-review-removed = Usunięto wszystko oprócz nowego hasła, a wszystkie inne urządzenia zostały wylogowane.
account-review-kept = Przyjęto: wszystko pozostaje bez zmian.

## The second step locked after wrong codes

mail-factor-locked-subject = Ktoś próbował obejść twój drugi składnik
mail-factor-locked-body = { $minutes ->
    [one] Ktoś wpisał twoje hasło, a następnie pięć błędnych kodów drugiego składnika. Logowanie na twoje konto zostało wstrzymane na { $minutes } minutę.
    [few] Ktoś wpisał twoje hasło, a następnie pięć błędnych kodów drugiego składnika. Logowanie na twoje konto zostało wstrzymane na { $minutes } minuty.
    [many] Ktoś wpisał twoje hasło, a następnie pięć błędnych kodów drugiego składnika. Logowanie na twoje konto zostało wstrzymane na { $minutes } minut.
   *[other] Ktoś wpisał twoje hasło, a następnie pięć błędnych kodów drugiego składnika. Logowanie na twoje konto zostało wstrzymane na { $minutes } minut.
}
mail-factor-locked-not-you = Jeśli to nie ty, ktoś zna twoje hasło: ustaw teraz nowe.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = rola w konsoli wymaga zweryfikowanego adresu: użytkownik musi najpierw potwierdzić swój adres
console-gate-unverified = Konsola jest dostępna tylko dla operatorów ze zweryfikowanym adresem. Potwierdź adres za pomocą linku z wiadomości weryfikacyjnej, a następnie ponownie otwórz konsolę.
console-gate-idle-lead = ponownie, aby otworzyć konsolę
console-gate-idle = Konsola nie była używana przez { $minutes } min, dlatego prosi o ponowne zalogowanie. Twoja sesja na koncie pozostaje aktywna.
console-webhook-url-once = Jego adres URL, pokazany w całości tylko teraz (lista ukrywa część po „?”, gdzie może znajdować się token):
console-webhook-query-hidden = Część adresu URL punktu końcowego po „?” jest ukryta: może zawierać token odbiorcy.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Wyślij mi kod e-mailem
page-code-ask-title = Zaloguj się kodem
page-code-ask-lead = Wpisz swój adres e-mail: wyślemy ci kod do zalogowania się, bez potrzeby podawania hasła.
page-code-ask-button = Wyślij mi kod e-mailem
page-code-invalid-email = Wpisz pełny adres e-mail, np. imie@example.com.
page-code-not-allowed = Ta aplikacja wymaga hasła lub klucza dostępu: logowanie kodem wysłanym e-mailem nie jest tu dostępne.
page-code-title = Sprawdź pocztę
page-code-lead = { $minutes ->
    [one] Wysłaliśmy wiadomość na adres { $email }. Wpisz zawarty w niej sześciocyfrowy kod: działa przez { $minutes } minutę i tylko jeden raz.
    [few] Wysłaliśmy wiadomość na adres { $email }. Wpisz zawarty w niej sześciocyfrowy kod: działa przez { $minutes } minuty i tylko jeden raz.
    [many] Wysłaliśmy wiadomość na adres { $email }. Wpisz zawarty w niej sześciocyfrowy kod: działa przez { $minutes } minut i tylko jeden raz.
   *[other] Wysłaliśmy wiadomość na adres { $email }. Wpisz zawarty w niej sześciocyfrowy kod: działa przez { $minutes } minut i tylko jeden raz.
}
page-code-field = Kod logowania
page-code-name = Imię i nazwisko, jeśli jesteś tu pierwszy raz
page-code-button = Zaloguj się
page-code-again = Wyślij nowy kod
page-code-wrong = Ten kod jest nieprawidłowy lub stracił ważność. Sprawdź najnowszą wiadomość albo poproś o nowy kod.
page-code-link-title = Zaloguj się
page-code-link-lead = Zaloguj się na swoje konto w tej przeglądarce.
page-code-link-button = Zaloguj mnie
page-code-link-elsewhere-title = Wpisz ten kod tam, gdzie o niego poproszono
page-code-link-elsewhere = Ten link otwarto w innej przeglądarce lub aplikacji niż ta, w której o niego poproszono. Wpisz tam ten kod:
page-code-link-ended-title = Ten link stracił ważność
page-code-link-ended = Link został użyty, zastąpiony nowszym lub jest zbyt stary. Poproś o nowy kod tam, gdzie się logujesz.
api-sign-in-code-refused = Kod jest nieprawidłowy, został użyty, zastąpiony lub wygasł: poproś o nowy
api-login-code-or-password = Wyślij hasło albo kod, nie oba naraz
api-code-code-sent = Wysłano wiadomość z kodem logowania; kod działa przez kilka minut i tylko jeden raz
api-code-sign-in-code-not-allowed = Logowanie kodem wysłanym e-mailem nie jest tu dostępne: użyj hasła lub klucza dostępu

## Mail: a sign-in code

mail-code-subject = Twój kod logowania
mail-code-asked = Ktoś poprosił o zalogowanie się przy użyciu tego adresu. Kod do wpisania:
mail-code-minutes = { $minutes ->
    [one] Kod i poniższy link działają przez { $minutes } minutę i tylko jeden raz; nowsza prośba je zastępuje.
    [few] Kod i poniższy link działają przez { $minutes } minuty i tylko jeden raz; nowsza prośba je zastępuje.
    [many] Kod i poniższy link działają przez { $minutes } minut i tylko jeden raz; nowsza prośba je zastępuje.
   *[other] Kod i poniższy link działają przez { $minutes } minut i tylko jeden raz; nowsza prośba je zastępuje.
}
mail-code-new-account = Żadne konto nie używa jeszcze tego adresu: zalogowanie się tym kodem utworzy nowe konto.
mail-code-button = Zaloguj mnie
mail-code-not-you = Jeśli to nie ty, zignoruj tę wiadomość: nikt nie zaloguje się bez tego kodu.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Logowanie przy użyciu tego adresu
mail-no-account-body = Ktoś poprosił o kod do zalogowania się przy użyciu tego adresu, ale żadne konto w tej usłudze go nie używa.
mail-no-account-not-you = Jeśli to nie ty, zignoruj tę wiadomość: nic się nie zmieniło.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Użytkownicy mogą logować się kodem wysłanym e-mailem
api-name-invalid = Nazwa jest za długa lub zawiera znaki sterujące
