# Swedish: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Språk

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = E-postadressen eller lösenordet stämmer inte. Ett nytt konto kan logga in när adressen har bekräftats: kolla din e-post efter länken.
error-throttled = För många misslyckade försök. Vänta några minuter och försök sedan igen.
error-busy = Just nu loggar för många in. Försök igen om en liten stund.
error-missing-fields = Ange din e-postadress och ditt lösenord.
error-expired-form = Formuläret har gått ut. Logga in igen.
error-second-factor-in-app = Det här kontot skyddas av en andra faktor. Logga först in på din kontosida (där får du ange koden) och kom sedan tillbaka hit.
error-wrong-second-factor = Koden var fel, har redan använts eller kom för sent. Logga in igen.
error-passkey-refused = Lösennyckeln kunde inte användas, eller så tog försöket för lång tid. Försök igen eller logga in med ditt lösenord.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = För många förfrågningar. Vänta några minuter och försök sedan igen.
error-expired-form-again = Formuläret har gått ut. Försök igen.

## Error pages (a heading and a paragraph)

error-bad-link-title = Ogiltig länk
error-bad-link-text = Länken är inte längre giltig: den har använts, har gått ut eller har ersatts av en nyare. Begär en ny.
error-form-title = Inloggningen misslyckades
error-form-too-large = Formuläret är för stort.
error-form-unreadable = Formuläret kunde inte läsas. Gå tillbaka och försök igen.
error-cross-site-title = Begäran nekades
error-cross-site-text = Formuläret skickades från en annan webbplats. Öppna inloggningssidan igen och skicka det därifrån.
error-unavailable-title = Försök igen om en stund
error-unavailable-text = Inloggningstjänsten är upptagen eller otillgänglig. Försök igen om en liten stund.
error-failed-title = Något gick fel
error-failed-text = Inloggningen kunde inte slutföras. Försök igen.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Veta vem du är
scope-email = Se din e-postadress
scope-profile = Se din profil: namn, bild, telefonnummer och land
scope-authorization = Se din profil och dina inloggade sessioner
scope-organizations = Se vilka organisationer du tillhör och dina roller i dem
scope-api = Använda { $api } för din räkning

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: ange koden som din autentiseringsapp visar eller en reservkod, eller använd din lösennyckel.
page-second-step-passkey = { $purpose }: använd din lösennyckel.
page-second-step-code = { $purpose }: ange koden som din autentiseringsapp visar, eller en av dina reservkoder.
page-second-step-use-passkey = Använd din lösennyckel

## Login page

page-login-title = Logga in
page-login-email = E-post
page-login-password = Lösenord
page-login-button = Logga in
page-login-with-provider = Logga in med { $provider }
page-login-passkey = Logga in med en lösennyckel
page-login-forgot = Glömt lösenordet?
page-login-organization = Logga in med din organisation
page-organization-title = Logga in med din organisation
page-organization-lead = Ange din e-postadress på jobbet eller organisationens ID för att fortsätta till organisationens inloggning.
page-organization-field = E-postadress på jobbet eller organisations-ID
page-organization-button = Fortsätt
page-organization-unknown = Ingen organisation hanterar inloggning för den här adressen eller det här ID:t. Kontrollera uppgiften eller logga in med din e-postadress och ditt lösenord.
login-sso-required = Din organisation sköter din inloggning: använd organisationens inloggning.
login-sso-required-named = { $organization } sköter din inloggning: använd dess inloggning nedan.
page-login-new-here = Ny här?
page-login-create-account = Skapa ett konto

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Anslut en enhet
page-device-code-lead = Ange koden som visas på din tv, konsol eller andra enhet.
page-device-code-label = Kod
page-device-code-button = Fortsätt
page-device-confirm-heading = Vill du ansluta { $client }?
page-device-confirm-lead = En enhet som visar koden { $code } vill använda ditt konto { $email }. Tillåt det bara om du själv startade det här på den enheten.
page-device-confirm-able = Den kommer att kunna:
page-device-confirm-deny = Neka
page-device-confirm-allow = Tillåt

## Account page

page-account-title = Ditt konto
page-account-signed-in-as = Inloggad som { $email }
page-account-signed-in-as-unconfirmed = Inloggad som { $email } (adressen är inte bekräftad än: se e-postmeddelandet vi skickade)
page-account-sessions-heading = Var du är inloggad
page-account-session-app = appen { $package }
page-account-this-browser = Den här webbläsaren
page-account-sign-out-session = Logga ut
page-account-sign-out-others = Logga ut överallt utom här
page-account-profile-heading = Profil
page-account-profile-save = Spara profil
page-account-password-heading = Lösenord
page-account-current-password = Nuvarande lösenord
page-account-new-password = Nytt lösenord (minst 10 tecken)
page-account-password-change = Byt lösenord
page-account-email-heading = E-postadress
page-account-email-explain = En länk skickas till den nya adressen; ditt konto flyttas dit när länken används. Fram till dess loggar du in med den här adressen.
page-account-new-email = Ny e-postadress
page-account-email-password = Lösenord
page-account-email-change = Byt e-postadress
page-account-data-heading = Dina uppgifter
page-account-data-explain = Allt som den här tjänsten har om ditt konto (profil, sessioner med tillhörande enheter och platser, kopplade leverantörer, andra faktorer, säkerhetshändelser som rör dig) i en enda JSON-fil. Den innehåller inga lösenord och inga hemligheter.
page-account-data-download = Ladda ned dina uppgifter
page-account-delete-heading = Radera ditt konto
page-account-delete-explain = Tar bort din profil, dina sessioner, andra faktorer och kopplade leverantörer, och loggar ut dig överallt.
page-account-delete-link = Radera ditt konto

## Sign-out confirmation

page-logout-title = Logga ut
page-logout-question = Logga ut från ditt konto i den här webbläsaren?
page-logout-button = Logga ut

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Ange ett lösenord.
rule-password-too-short = Lösenordet måste ha minst { $min } tecken.
rule-password-too-long = Lösenordet får ha högst { $max } tecken.
rule-password-is-email = Lösenordet får inte vara e-postadressen.
rule-password-refused = Det här lösenordet kan inte användas. Välj ett annat.
rule-email-invalid = Ange en e-postadress som kan ta emot e-post, till exempel namn@example.com.
rule-email-same = Det är redan kontots adress.
rule-field-invalid = Ett fält är för långt eller innehåller otillåtna tecken.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = klientnamnet måste ha 1 till 200 tecken
rule-client-name-characters = klientnamnet får inte innehålla kontrolltecken eller tecken för dubbelriktad formatering
rule-resource-server-confidential = en resursserver måste vara en konfidentiell klient
rule-client-credentials-confidential = client_credentials kräver en konfidentiell klient
rule-public-client-secret = en publik klient har ingen hemlighet
rule-shared-signals-confidential = en Shared Signals-mottagare måste vara en konfidentiell klient
rule-organization-for-receivers = bara en Shared Signals-mottagare kan knytas till en organisation
rule-profile-field-length = profilfält är begränsade till { $max } tecken
rule-profile-field-characters = profilfält får inte innehålla kontrolltecken eller tecken för dubbelriktad formatering
rule-unknown-event-type = okänd händelsetyp ”{ $name }”; kända: { $known }
rule-no-event-type = händelser måste ange minst en händelsetyp
rule-secret-prefix = hemligheten måste börja med whsec_
rule-secret-encoding = hemligheten måste vara whsec_ följt av base64
rule-secret-length = hemligheten måste vara 24 till 64 byte
rule-delivery-status = status måste vara pending, delivered eller failed
rule-not-a-timestamp = { $name } måste vara en tidsstämpel enligt RFC 3339
rule-not-a-user-id = user måste vara ett användar-ID
rule-not-an-email = email måste vara en e-postadress
rule-unknown-audit-type = okänd händelsetyp
rule-unknown-cursor = cursor kommer inte från det här API:et
rule-page-size = limit måste vara mellan 1 och 500
rule-no-scope = minst ett omfång krävs
rule-undefined-scopes = API:et definierar bara dessa omfång: { $scopes }
rule-role-name = rollen måste vara admin, support, viewer eller none
rule-already-verified = adressen är redan verifierad

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = för att fortsätta till { $client }
login-failed-title = Inloggningen misslyckades
login-malformed-link = Inloggningslänken är felaktigt utformad.
login-request-missing-client = Begäran anger ingen app.
login-request-unknown-client = Appen är inte registrerad eller har inaktiverats.
login-request-missing-redirect-uri = Begäran anger inte vart du ska skickas tillbaka (redirect_uri).
login-request-unregistered-redirect-uri = Denna redirect_uri är inte registrerad för appen.
login-request-state-too-long = Parametern state är för lång.
login-request-invalid = Inloggningsbegäran är ogiltig.

## Signing out of the browser.

login-signout-failed-title = Utloggningen misslyckades
login-signout-malformed-link = Utloggningslänken är felaktigt utformad.
login-signed-out-title = Utloggad
login-signed-out-text = Du är utloggad i den här webbläsaren.

## The second step after a password, and an app that needs one.

second-step-title = Inloggning i två steg
second-step-code-label = Kod
second-step-continue = Fortsätt
second-step-enrol-title = Konfigurera en andra faktor
second-step-enrol-text = { $client } kräver tvåfaktorsinloggning. Konfigurera en autentiseringsapp eller en lösennyckel på din kontosida och logga sedan in på { $client } igen.
second-step-enrol-link = Öppna din kontosida

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Autentiseringsapp
second-step-app-on = { $count ->
    [one] En autentiseringsapp är konfigurerad; { $count } reservkod är oanvänd.
   *[other] En autentiseringsapp är konfigurerad; { $count } reservkoder är oanvända.
}
second-step-app-remove = Ta bort autentiseringsappen
second-step-app-intro = Koder från en app som Google Authenticator eller 1Password, som efterfrågas efter ditt lösenord.
second-step-app-set-up = Konfigurera en autentiseringsapp
second-step-app-qr-label = QR-kod för din autentiseringsapp
second-step-app-setup-title = Konfigurera en autentiseringsapp
second-step-app-setup-lead = Skanna koden med din autentiseringsapp och ange sedan de sex siffror som den visar.
second-step-app-setup-key = Eller skriv in den här nyckeln i appen:
second-step-app-code-label = Kod från appen
second-step-app-turn-on = Aktivera
second-step-app-cancel = Avbryt
second-step-recovery-title = Spara dina reservkoder
second-step-recovery-lead = Autentiseringsappen är aktiverad. Var och en av de här koderna loggar in dig en gång om du tappar bort telefonen. Förvara dem på ett säkert ställe: de visas inte igen.
second-step-recovery-back = Tillbaka till ditt konto

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Logga in med en lösennyckel
passkey-not-used = Ingen lösennyckel användes. Försök igen eller använd ditt lösenord.
passkey-section-heading = Lösennycklar
passkey-section-intro = En lösennyckel loggar in dig med fingeravtryck, ansikte eller skärmlås i stället för lösenord.
passkey-rename-label = Nytt namn
passkey-rename-button = Byt namn
passkey-remove-button = Ta bort
passkey-new-name-label = Namn på en ny lösennyckel
passkey-new-name-placeholder = Den här datorn
passkey-add-button = Lägg till en lösennyckel
passkey-already-registered = Den här lösennyckeln är redan registrerad.
passkey-not-added = Ingen lösennyckel lades till. Försök igen.

## The consent screen.

consent-heading = Vill du låta { $client } använda ditt konto?
consent-lead = Du är inloggad som { $account }. { $client } är en app som någon annan har skapat. Den vill:
consent-revoke-note = Du kan när som helst ta bort dess åtkomst på din kontosida.
consent-deny = Neka
consent-allow = Tillåt
consent-title = Tillåta { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = för att ansluta en enhet till ditt konto
device-code-unknown = Koden stämmer inte, har gått ut eller har redan använts. Kontrollera koden på enheten och försök igen.
device-code-throttled = För många felaktiga koder. Vänta några minuter och försök sedan igen.
device-code-form-expired = Formuläret har gått ut. Ange koden igen.
device-connected-title = Enheten är ansluten
device-connected-text = { $client } är nu ansluten till ditt konto. Du kan gå tillbaka till din enhet.
device-denied-title = Begäran nekades
device-denied-text = { $client } anslöts inte. Du kan stänga den här sidan.
device-two-factors-title = Tvåfaktorsinloggning krävs
device-two-factors-text = { $client } kräver tvåfaktorsinloggning. Logga in med din andra faktor på din kontosida (eller konfigurera en) och ange sedan koden här igen.
device-two-factors-link = Öppna din kontosida

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Kopplingen misslyckades
upstream-link-from-account-page = Använd leverantörens knapp på din kontosida för att koppla den.
upstream-link-expired = Sidan har gått ut. Gå tillbaka till din kontosida, ladda om den och försök igen.
upstream-unknown-provider = Det finns ingen sådan inloggningsleverantör.
upstream-bad-state = Den här inloggningen har redan använts, har gått ut eller påbörjades i en annan webbläsare. Gå tillbaka till appen och logga in igen.
upstream-denied = Leverantören loggade inte in dig. Gå tillbaka till appen och försök igen.
upstream-refused = Leverantörens svar kunde inte godtas. Gå tillbaka till appen och logga in igen.
upstream-unavailable = Det gick inte att nå inloggningsleverantören. Försök igen om en stund eller logga in på ett annat sätt.
upstream-email-taken = Det finns redan ett konto med den här e-postadressen. Logga in på det med dess lösenord eller lösennyckel och koppla sedan den här leverantören på din kontosida.
upstream-outside-domains = Din organisations inloggning fungerar bara för adresser i organisationens egna verifierade domäner.
upstream-unconfirmed-account = Det finns ett konto med den här e-postadressen, men adressen har aldrig bekräftats. Bekräfta den (eller återställ lösenordet) och logga sedan in via din organisation igen.
upstream-operator-account = Det här kontot har en roll i operatörskonsolen: det loggar in med sitt eget lösenord och sin egen andra faktor, inte via en organisations inloggning.
upstream-registration-closed = Kontot finns inte här, och det går inte att skapa nya konton. Be operatören om ett konto.
upstream-no-email = Leverantören delade ingen e-postadress, och en sådan behövs för ett nytt konto.
upstream-unverified-email = Leverantören bekräftade inte att e-postadressen är din, så den kan inte användas för att skapa ett konto. Skapa ett konto med din e-postadress och koppla sedan leverantören på din kontosida.
upstream-linked-elsewhere = Den här inloggningen är redan kopplad till ett annat konto.
upstream-already-linked = Ditt konto är redan kopplat till den här leverantören, med en annan inloggning. Koppla från den först.
upstream-disabled = Det här kontot är inaktiverat.
upstream-reauthenticate = Logga in igen på din kontosida och koppla sedan leverantören.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Skapa ditt konto
signup-lead = Vi skickar ett e-postmeddelande så att du kan bekräfta din adress.
signup-email = E-post
signup-password = Lösenord (minst 10 tecken)
signup-name = Namn (valfritt)
signup-button = Skapa konto
signup-closed-title = Registreringen är stängd
signup-closed-text = Nya konton skapas av tjänstens operatör. Be operatören om ett.
signup-sent-title = Kolla din e-post
signup-sent-text = Vi har skickat ett e-postmeddelande så att du kan bekräfta din adress. Klicka på länken i det. Du kan redan logga in.
signup-sent-continue-text = Vi har skickat ett e-postmeddelande så att du kan bekräfta din adress. Du kan logga in och fortsätta nu.
signup-sent-continue = Logga in och fortsätt

## Address confirmation page (opened from the mailed link)

verify-title = Bekräfta din e-postadress
verify-lead = Bekräfta att den här e-postadressen är din, så att ditt konto kan använda den. Om du inte har skapat något konto eller ändrat dess adress här ska du inte bekräfta: stäng sidan.
verify-button = Bekräfta min adress
verify-done-title = E-postadressen är bekräftad
verify-done-text = Tack! Din e-postadress är bekräftad. Du kan stänga den här sidan.

## Password reset request page

forgot-title = Glömt lösenordet?
forgot-lead = Ange din e-postadress. Om det finns ett konto med adressen skickar vi en länk där du kan ange ett nytt lösenord.
forgot-email = E-post
forgot-button = Skicka länken
forgot-sent-title = Kolla din e-post
forgot-sent-text = Om det finns ett konto med adressen är ett e-postmeddelande med en länk för att ange ett nytt lösenord på väg. Länken gäller i 30 minuter.

## New password page (opened from the mailed link)

reset-title = Ange ett nytt lösenord
reset-lead = Välj ett lösenord på 10 till 256 tecken. Alla enheter som är inloggade på ditt konto loggas ut.
reset-password = Nytt lösenord
reset-button = Spara lösenordet
reset-done-title = Lösenordet är sparat
reset-done-text = Ditt nya lösenord är sparat och alla enheter som var inloggade har loggats ut. Logga in igen med det nya lösenordet.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Din profil har sparats.
account-password-changed = Ditt lösenord har ändrats; alla andra enheter har loggats ut.
account-email-requested = Om adressen kan användas är en bekräftelselänk på väg dit: din adress ändras när länken används.
account-session-signed-out = Den sessionen har loggats ut.
account-others-signed-out = Alla andra sessioner har loggats ut.
account-console-needs-factor = Operatörskonsolen kräver en andra faktor: lägg till en autentiseringsapp eller en lösennyckel nedan och logga sedan in igen med den.
account-form-expired = Formuläret har gått ut. Försök igen.
account-login-lead = för att se och ändra ditt konto
account-sign-in-again-lead = igen för att ändra hur du loggar in
account-sign-in-again = Av säkerhetsskäl behöver du logga in igen (med din andra faktor, om du har en) innan du lägger till eller tar bort ett inloggningssätt.
account-second-step-purpose = för att öppna ditt konto
account-profile-name = Namn
account-profile-mobile = Mobilnummer
account-profile-picture = Bild-URL
account-profile-country-code = Landskod
account-profile-country = Land
account-profile-city = Ort
account-profile-postal-code = Postnummer
account-session-unknown-device = Okänd enhet
account-session-unknown-app = okänd app
account-session-when = Inloggad { $since } · senast aktiv { $active }
account-provider-not-linked = Den leverantören är inte kopplad till ditt konto.
account-last-sign-in-method = Det här är det enda sättet att logga in på ditt konto. Lägg först till en lösennyckel eller ange ett lösenord (Glömt lösenordet?).
account-session-gone = Den sessionen är inte längre inloggad.
account-wrong-password = Det nuvarande lösenordet stämmer inte.
account-too-many-passwords = För många felaktiga lösenord. Vänta några minuter och försök sedan igen.
account-unknown-action = Det är inget som den här sidan kan göra.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Autentiseringsappen har tagits bort.
factors-passkey-added = Din lösennyckel har lagts till: från och med nu loggar den in dig.
factors-passkey-renamed = Lösennyckeln har fått ett nytt namn.
factors-passkey-removed = Lösennyckeln har tagits bort.
factors-passkey-added-on = Tillagd { $date }
factors-passkey-last-used = senast använd { $date }
factors-passkey-synced = synkroniserad
factors-wrong-code = Koden stämmer inte. Kontrollera klockan på enheten med appen och ange koden som visas nu.
factors-too-many-codes = För många felaktiga koder. Vänta några minuter och försök sedan igen.
factors-totp-already = En autentiseringsapp är redan konfigurerad.
factors-totp-nothing-pending = Ingen autentiseringsapp håller på att konfigureras. Börja om.
factors-totp-not-set-up = Ingen autentiseringsapp är konfigurerad.
factors-passkey-registered = Den lösennyckeln är redan registrerad.
factors-passkey-too-many = Ditt konto har redan så många lösennycklar som det kan ha: ta bort en först.
factors-passkey-too-many-attempts = För många försök. Vänta några minuter och försök sedan igen.
factors-passkey-name-length = Namnet på en lösennyckel måste ha 1–64 tecken.
factors-passkey-not-yours = Den lösennyckeln är inte längre din.
factors-passkey-not-added = Lösennyckeln kunde inte läggas till, eller så tog det för lång tid. Försök igen.
factors-page-expired = Sidan har gått ut; ladda om den.
factors-sign-in-again = Logga in igen.
factors-passkeys-unavailable = Lösennycklar är inte tillgängliga på den här servern.
factors-sign-in-to-add = Logga in igen för att lägga till en lösennyckel.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Logga in med ett annat konto
links-linked = Leverantören är kopplad: från och med nu loggar den in dig på det här kontot.
links-unlinked = Leverantören har kopplats från.
links-linked-on = kopplad { $date }
links-unlink = Koppla från
links-link = Koppla { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Appar med åtkomst
apps-allowed-on = tillåten { $date }
apps-remove = Ta bort åtkomst
apps-removed = Appens åtkomst har tagits bort och appen har loggats ut.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Radera ditt konto
delete-explain-lead = Du kan själv radera ditt konto och allt som finns sparat om det.
delete-explain-sign-in = Logga in: med ditt lösenord, en lösennyckel eller den leverantör du registrerade dig med (”Logga in med …”).
delete-explain-confirm = Bekräfta att kontot ska raderas.
delete-explain-what = Det här raderas: din profil (namn, e-postadress, telefonnummer, bild, ort), ditt lösenord, alla sessioner och de enheter och platser som registrerats med dem, andra faktorer, lösennycklar, kopplade inloggningsleverantörer och alla token som utfärdats till appar. Alla enheter loggas ut. Säkerhetsloggen behåller sina poster om dig under ett slumpmässigt namn, utan IP-adresser, i högst { $days ->
        [one] { $days } dag
       *[other] { $days } dagar
    }.
delete-explain-now = När: direkt. En bekräftelse skickas till din e-postadress.
delete-explain-later = När: { $days ->
        [one] { $days } dag
       *[other] { $days } dagar
    } efter din begäran; om du loggar in innan dess behålls kontot. En bekräftelse skickas till din e-postadress.
delete-explain-apps = Appar kan också radera kontot från sina inställningar.
delete-explain-link = Logga in och radera ditt konto
delete-login-lead = för att radera ditt konto
delete-confirm-what = Det här raderar din profil, dina sessioner, andra faktorer, lösennycklar och kopplade leverantörer, och loggar ut dig på alla enheter.
delete-confirm-later = Kontot raderas efter { $days ->
        [one] { $days } dag
       *[other] { $days } dagar
    }; om du loggar in innan dess behålls det.
delete-confirm-now = Det går inte att ångra.
delete-confirm-check = Radera mitt konto och allt som finns sparat om det
delete-confirm-button = Radera mitt konto
delete-confirm-keep = Behåll mitt konto
delete-done-title = Kontot är raderat
delete-done = Ditt konto och allt som fanns sparat om det har raderats. En bekräftelse är på väg till din e-postadress.
delete-scheduled-title = Radering av kontot är schemalagd
delete-scheduled = Alla sessioner har avslutats. Ditt konto raderas den { $date }. Logga in innan dess om du vill behålla det.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Språk
account-language-help = Språket för det här kontots sidor och för e-post som skickas till det.
account-language-save = Spara språk
account-language-saved = Ditt språk har sparats.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsol
console-nav-signed-in = Konsol · inloggad som { $email } ({ $role })
console-nav-your-account = Ditt konto
console-nav-label = Konsol
console-nav-overview = Översikt
console-nav-users = Användare
console-nav-organizations = Organisationer
console-nav-clients = Klienter
console-nav-apis = API:er
console-nav-webhooks = Webhooks
console-nav-audit = Granskningslogg
console-nav-keys = Nycklar
console-nav-settings = Inställningar

console-frame-role-admin = administratör
console-frame-role-support = support
console-frame-role-viewer = läsare
console-frame-role-none = ingen
console-frame-table-empty = { $caption }: inga.
console-frame-age-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagar
}
console-frame-age-hours = { $count ->
    [one] { $count } timme
   *[other] { $count } timmar
}
console-frame-age-minutes = { $count ->
    [one] { $count } minut
   *[other] { $count } minuter
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Din konsolroll ger inte åtkomst till den här sidan. Be en administratör om du behöver den.
console-gate-form-expired = Formuläret har gått ut eller kom inte från konsolen. Öppna sidan igen och gör om åtgärden.
console-gate-change-not-allowed = Din konsolroll tillåter inte den här ändringen.
console-gate-no-role = Ditt konto har ingen roll i konsolen. En administratör kan ge dig en.
console-gate-not-allowed-title = Inte tillåtet
console-gate-not-found-title = Hittades inte
console-gate-not-done-title = Inte utfört
console-gate-sign-in-again-lead = igen, med din andra faktor, för att öppna konsolen
console-gate-needs-second-factor = Konsolen kräver en inloggning med din andra faktor (din autentiseringsapp eller en lösennyckel).
console-gate-no-such-user = Det finns ingen sådan användare.
console-gate-no-such-client = Det finns ingen sådan klient.
console-gate-no-such-api = Det finns inget sådant API.
console-gate-no-such-webhook = Det finns ingen sådan webhook.
console-gate-no-such-delivery = Det finns ingen sådan leverans.
console-gate-no-such-session = Det finns ingen sådan session.
console-gate-no-such-link = Det finns ingen sådan koppling.
console-gate-no-such-organization = Det finns ingen sådan organisation.
console-gate-no-such-domain = Det finns ingen sådan domän.
console-gate-no-such = Det finns inget sådant objekt: { $what }.
console-gate-duplicate-email = Det finns redan en användare med den e-postadressen.
console-gate-last-sign-in-method = Kopplingen är kontots sista sätt att logga in: ange ett lösenord först.
console-gate-api-exists = Det finns redan ett API med den identifieraren.
console-gate-disable-client-first = Inaktivera klienten innan du raderar den.

## The console's overview page.

console-overview-title = Översikt
console-overview-find-user = Hitta en användare
console-overview-accounts = Konton
console-overview-live-sessions = Aktiva sessioner
console-overview-sign-ins = Inloggningar, 24 h
console-overview-failed-sign-ins = Misslyckade inloggningar, 24 h
console-overview-lockouts = Aktiva spärrar
console-overview-failing-deliveries = Misslyckade webhook-leveranser
console-overview-chart-heading = Inloggningar de senaste 24 timmarna
console-overview-counted = Räknat { $at } (siffrorna är högst en minut gamla).
console-overview-chart-label = Inloggningar per timme de senaste 24 timmarna: { $succeeded } lyckades, { $failed } misslyckades
console-overview-chart-hour = { $time }: { $succeeded } lyckades, { $failed } misslyckades
console-overview-chart-start = för 24 timmar sedan
console-overview-chart-end = nu
console-overview-legend-succeeded = lyckades ({ $count })
console-overview-legend-failed = misslyckades ({ $count })
console-overview-keys-heading = Signeringsnycklar
console-overview-keys-caption = Signeringsnycklar, nyaste först
console-overview-key = Nyckel
console-overview-algorithm = Algoritm
console-overview-state = Status
console-overview-age = Ålder
console-overview-signing-for = Har signerat i
console-overview-key-pending = väntande
console-overview-key-active = aktiv
console-overview-key-retired = avvecklad
console-overview-keys-link = Nycklar och rotation

## The console's users list.

console-users-title = Användare
console-users-deleted = Användaren har raderats.
console-users-search-label = Adress, namn eller användar-ID
console-users-search = Sök
console-users-search-help = Adresser matchas från början, namn från början av valfritt ord; ett ID måste matcha helt.
console-users-caption = Användare, äldsta först
console-users-matching = Användare som matchar ”{ $query }”
console-users-address = Adress
console-users-name = Namn
console-users-verified = Verifierad
console-users-state = Status
console-users-created = Skapad
console-users-yes = ja
console-users-no = nej
console-users-enabled = aktiverad
console-users-disabled = inaktiverad
console-users-next-page = Nästa sida

## The console's page of one user.

console-user-done-disabled = Användaren är inaktiverad: alla sessioner har avslutats.
console-user-done-enabled = Användaren är aktiverad och kan logga in igen.
console-user-done-signed-out = Alla användarens sessioner har avslutats.
console-user-done-session-ended = Sessionen har avslutats.
console-user-done-factors-reset = Användarens andra faktorer har tagits bort; användaren har informerats via e-post.
console-user-done-verification-sent = Verifieringsmeddelandet är på väg.
console-user-done-role = Rollen har ändrats.
console-user-why-heading = Varför kan den här användaren inte logga in?
console-user-nothing-stops = Inget hindrar just nu den här användaren från att logga in.
console-user-reason-disabled = Kontot har inaktiverats av en operatör.
console-user-reason-unverified = Adressen är inte verifierad: inloggning med lösenord nekas tills länken i verifieringsmeddelandet har använts.
console-user-reason-locked-password = Spärrad efter felaktiga lösenord från { $ip } till { $until } (cirka { $minutes } min; inloggningsbegränsningen).
console-user-reason-locked-second-step = Det andra steget är spärrat efter felaktiga koder till { $until } (cirka { $minutes } min; begränsningen för andra faktorn).
console-user-reason-passkey-only = Kontot har inget lösenord: det loggar bara in med en lösennyckel (eller efter en lösenordsåterställning).
console-user-reason-providers-only = Kontot har inget lösenord: det loggar bara in via { $providers } (eller efter en lösenordsåterställning).
console-user-reason-second-factor-due = Ingen andra faktor är konfigurerad, och { $clients } kräver tvåfaktorsinloggning: användaren måste först lägga till en.
console-user-reason-deletion-scheduled = Användaren har begärt att kontot raderas: det raderas den { $date } om användaren inte loggar in innan dess.
console-user-profile = Profil
console-user-id = Användar-ID
console-user-address = Adress
console-user-verified = Verifierad
console-user-state = Status
console-user-name = Namn
console-user-mobile = Mobil
console-user-place = Ort
console-user-created = Skapad
console-user-console-role = Konsolroll
console-user-sessions = Sessioner
console-user-sessions-caption = Aktiva sessioner, senaste först
console-user-device = Enhet
console-user-ip-and-place = IP och ort
console-user-signed-in = Inloggad
console-user-last-active = Senast aktiv
console-user-methods = Metoder
console-user-end-column = Avsluta
console-user-end-session = Avsluta
console-user-unknown-device = Okänd enhet
console-user-second-factors = Andra faktorer
console-user-authenticator-app = Autentiseringsapp
console-user-recovery-codes-left = Återstående reservkoder
console-user-passkeys = Lösennycklar
console-user-factor-none = ingen
console-user-totp-since = sedan { $date }
console-user-providers-and-apps = Leverantörer och appar
console-user-links-caption = Kopplade leverantörer
console-user-provider = Leverantör
console-user-address-given = Angiven adress
console-user-linked = Kopplad
console-user-consents-caption = Samtycken till tredjepartsappar
console-user-client = Klient
console-user-scopes = Omfång
console-user-allowed = Tillåten
console-user-recent-events = Senaste händelser
console-user-events-caption = De senaste granskningshändelserna om användaren
console-user-when = När
console-user-type = Typ
console-user-actor = Aktör
console-user-ip = IP-adress
console-user-every-event = Alla händelser om användaren
console-user-actions = Åtgärder
console-user-disable = Inaktivera
console-user-enable = Aktivera
console-user-sign-out-everywhere = Logga ut överallt
console-user-resend-verification = Skicka verifieringsmeddelandet igen
console-user-reset-factors = Återställ andra faktorer
console-user-reset-factors-confirm = Ta bort autentiseringsappen, reservkoderna och lösennycklarna
console-user-delete = Radera användaren
console-user-delete-confirm = Radera kontot och all information om det direkt
console-user-role-heading = Konsolroll
console-user-role-label = Roll
console-user-set-role = Ange roll
console-user-role-help = Läsare ser alla sidor; support kan även inaktivera och aktivera användare, logga ut dem, återställa deras andra faktorer och skicka verifieringsmeddelanden igen; administratörer kan göra allt.
console-user-unknown-action = Det är inget som den här sidan kan göra.
console-user-not-on-this-user = Inte för den här användaren: under administratörsnivå kan operatörer bara hantera användare utan roll, och ingen kan ändra sin egen roll, status, sina faktorer eller sitt eget konto här.
console-user-tick-to-confirm = Markera rutan för att bekräfta och gör sedan om åtgärden.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Klienter
console-client-list-caption = Klienter, äldsta först
console-client-name = Namn
console-client-kind = Typ
console-client-state = Status
console-client-registered = Registrerad
console-client-kind-public = publik
console-client-kind-confidential = konfidentiell
console-client-state-enabled = aktiverad
console-client-state-disabled = inaktiverad
console-client-register-heading = Registrera en klient
console-client-register = Registrera
console-client-registered-notice = Klienten har registrerats.
console-client-deleted = Klienten har raderats.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Omdirigerings-URI:er, en per rad
console-client-scopes-field = Omfång (tomt: openid email profile authorization)
console-client-package-names-field = Android-paketnamn, ett per rad
console-client-app-origins-field = Appursprung för lösennycklar, ett per rad
console-client-logout-uri-field = URI för utloggning via bakkanal (back-channel)
console-client-organization-field = Organisation för en Shared Signals-mottagare (kortnamn eller ID)
console-client-flag-public = Publik (en webbläsarapp eller inbyggd app: ingen hemlighet, PKCE)
console-client-flag-resource-server = En resursserver (får granska token via introspektion)
console-client-flag-client-credentials = Får hämta token åt sig själv (client_credentials)
console-client-flag-rotate-refresh-tokens = Rotera uppdateringstoken
console-client-flag-require-mfa = Endast tvåfaktorsinloggningar
console-client-flag-require-par = Endast pushade auktoriseringsbegäranden (PAR)
console-client-flag-third-party = Tredje part: användarna samtycker först
console-client-flag-shared-signals = Shared Signals-mottagare: tar emot en ström av säkerhetshändelser

## Console: one client's page

console-client-saved = Klientens inställningar har sparats.
console-client-disabled-notice = Klienten är inaktiverad: dess token verifieras inte längre.
console-client-granted = Behörigheten har sparats.
console-client-secret-replaced = Hemligheten har ersatts.
console-client-secret-heading = Klienthemligheten
console-client-secret-once = Kopiera den nu: den visas bara den här gången och aldrig igen (bara dess hash sparas).
console-client-settings-heading = Inställningar
console-client-yes = ja
console-client-no = nej
console-client-redirect-uris = Omdirigerings-URI:er
console-client-scopes = Omfång
console-client-resource-server = Resursserver
console-client-two-factor-only = Endast tvåfaktor
console-client-par-only = Endast PAR
console-client-third-party = Tredje part
console-client-shared-signals = Shared Signals-mottagare
console-client-changed = Ändrad
console-client-grants-heading = Behörigheter för API:er
console-client-grants-caption = API:er som den här klienten får anropa åt sig själv
console-client-api = API
console-client-api-identifier = API-identifierare
console-client-grant = Bevilja
console-client-actions-heading = Åtgärder
console-client-rotate-secret = Byt hemligheten
console-client-rotate-secret-confirm = Ersätt hemligheten: den gamla slutar fungera direkt
console-client-disable = Inaktivera
console-client-disable-confirm = Inaktivera klienten: dess token slutar verifieras
console-client-delete = Radera
console-client-delete-confirm = Radera klienten och allt som utfärdats till den
console-client-edit-heading = Redigera
console-client-save = Spara
console-client-confirm-first = Markera rutan för att bekräfta och gör sedan om åtgärden.
console-client-unknown-action = Det är inget som den här sidan kan göra.

## Console: the APIs page

console-api-title = API:er
console-api-list-caption = API:er (resursindikatorer)
console-api-identifier = Identifierare
console-api-scopes = Omfång
console-api-registered-column = Registrerad
console-api-register-heading = Registrera ett API
console-api-identifier-field = Identifierare (en https-URL)
console-api-scopes-field = Omfång, åtskilda med blanksteg
console-api-register = Registrera
console-api-registered = API:et har registrerats.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = Webhook-slutpunkter
console-webhook-endpoint = Slutpunkt (dess leveranser)
console-webhook-events = Händelser
console-webhook-registered-column = Registrerad
console-webhook-remove = Ta bort
console-webhook-remove-confirm = Sluta leverera till den här slutpunkten
console-webhook-secret-heading = Signeringshemligheten
console-webhook-secret-once = Ge den till mottagaren nu: den visas bara den här gången.
console-webhook-register-heading = Registrera en slutpunkt
console-webhook-url = URL-adress
console-webhook-events-field = Händelsetyper, åtskilda med blanksteg
console-webhook-register = Registrera
console-webhook-registered = Slutpunkten har registrerats.
console-webhook-removed = Slutpunkten har tagits bort.
console-webhook-confirm-first = Markera rutan för att bekräfta och gör sedan om åtgärden.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Leveranser
console-webhook-deliveries-caption = Leveranser, nyaste först
console-webhook-delivery = Leverans
console-webhook-event = Händelse
console-webhook-status = Status
console-webhook-attempts = Försök
console-webhook-last-error = Senaste fel
console-webhook-replay = Skicka igen
console-webhook-replayed = Leveransen har köats igen.
console-webhook-status-pending = väntande
console-webhook-status-delivered = levererad
console-webhook-status-failed = misslyckad

## Console: the audit trail

console-audit-title = Granskningslogg
console-audit-user-id = Användar-ID
console-audit-address = Adress
console-audit-type = Typ
console-audit-since = Från (RFC 3339)
console-audit-until = Till (RFC 3339)
console-audit-any-type = alla
console-audit-filter = Filtrera
console-audit-caption = Händelser, nyaste först
console-audit-when = När
console-audit-type-column = Typ
console-audit-actor = Aktör
console-audit-user = Användare
console-audit-client = Klient
console-audit-ip = IP-adress
console-audit-older = Äldre händelser

## Console: the signing keys

console-keys-title = Nycklar
console-keys-caption = Nyckelringen, nyaste först
console-keys-key = Nyckel
console-keys-algorithm = Algoritm
console-keys-state = Status
console-keys-made = Skapad
console-keys-age = Ålder
console-keys-signing-since = Signerar sedan
console-keys-retired = Avvecklad
console-keys-state-pending = väntande
console-keys-state-active = aktiv
console-keys-state-retired = avvecklad
console-keys-rotate-heading = Rotera
console-keys-rotate-help = Rotationen sker i två steg: det första publicerar en ny id_token-nyckel i JWKS, det andra får den att börja signera (och ersätter access-token-nyckeln). Gamla nycklar används för verifiering tills deras sista token har gått ut.
console-keys-rotate = Rotera
console-keys-rotate-confirm = Rotera signeringsnycklarna
console-keys-published = En ny id_token-nyckel har publicerats: nästa rotation får den att börja signera.
console-keys-activated = Den publicerade nyckeln signerar nu id_token, tillsammans med en ny access-token-nyckel.
console-keys-not-done = Inte utfört
console-keys-confirm-first = Markera rutan för att bekräfta och gör sedan om åtgärden.

## Console: the settings

console-settings-title = Inställningar
console-settings-effective-heading = Gällande konfiguration
console-settings-effective-help = Sammanställd från filer, miljövariabler och standardvärden; hemligheter är maskerade.
console-settings-caption = Inställningar
console-settings-setting = Inställning
console-settings-value = Värde
console-settings-upstream-heading = Externa leverantörer
console-settings-providers-caption = Leverantörer
console-settings-provider-id = ID
console-settings-provider-button = Knapp
console-settings-provider-last-error = Senaste fel på den här instansen
console-settings-no-trouble = inga sedan starten
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = I en app anger du i stället den här koden: { $token }
mail-set-password-button = Ange ett nytt lösenord
mail-open-account-button = Öppna ditt konto

## Verification of a new account's address

mail-verification-subject = Bekräfta din e-postadress
mail-verification-welcome = Välkommen! Bekräfta att det här är din e-postadress.
mail-verification-link-hours = { $hours ->
    [one] Länken gäller i { $hours } timme och kan bara användas en gång.
   *[other] Länken gäller i { $hours } timmar och kan bara användas en gång.
}
mail-verification-ignore = Om du inte har skapat något konto kan du ignorera det här meddelandet.
mail-verification-button = Bekräfta min adress

## Moving an account to a new address: the mail to the new address

mail-change-subject = Bekräfta din nya e-postadress
mail-change-confirm = Bekräfta att ditt konto ska använda den här e-postadressen från och med nu.
mail-change-link-hours = { $hours ->
    [one] Länken gäller i { $hours } timme och kan bara användas en gång; fram till dess behålls din gamla adress.
   *[other] Länken gäller i { $hours } timmar och kan bara användas en gång; fram till dess behålls din gamla adress.
}
mail-change-ignore = Om du inte har begärt det här kan du ignorera meddelandet: ingenting ändras.
mail-change-button = Använd den här adressen

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Ändring av ditt kontos e-postadress
mail-change-notice-asked = Någon som är inloggad på ditt konto har begärt att det flyttas till { $address }.
mail-change-notice-until = Kontot flyttas först när en länk som skickats till den adressen används; fram till dess behålls den här adressen.
mail-change-notice-not-you = Om det inte var du ska du ange ett nytt lösenord nu: då avslutas alla sessioner och länken blir ogiltig.

## To an address that tried to register again

mail-registered-subject = Du har redan ett konto
mail-registered-tried = Någon försökte skapa ett konto med den här e-postadressen, som redan har ett.
mail-registered-if-you = Om det var du kan du logga in, eller ange ett nytt lösenord om du har glömt det.
mail-registered-not-you = Om det inte var du kan du ignorera det här meddelandet: ingenting har ändrats.

## Password reset

mail-reset-subject = Ange ett nytt lösenord
mail-reset-asked = Någon har begärt ett nytt lösenord för ditt konto.
mail-reset-link-minutes = { $minutes ->
    [one] Länken gäller i { $minutes } minut och kan bara användas en gång; en nyare begäran ersätter den.
   *[other] Länken gäller i { $minutes } minuter och kan bara användas en gång; en nyare begäran ersätter den.
}
mail-reset-not-you = Om det inte var du kan du ignorera det här meddelandet: ditt lösenord förblir oförändrat.

## Notices: a second factor changed

mail-totp-added-subject = En autentiseringsapp har lagts till
mail-totp-added-body = En autentiseringsapp har lagts till på ditt konto som andra faktor.
mail-totp-removed-subject = Din autentiseringsapp har tagits bort
mail-totp-removed-body = Autentiseringsappen har tagits bort från ditt konto: nu behövs bara ditt lösenord för att logga in.
mail-passkey-added-subject = En lösennyckel har lagts till
mail-passkey-added-body = En lösennyckel har lagts till på ditt konto: den loggar in dig utan lösenord.
mail-passkey-removed-subject = En lösennyckel har tagits bort
mail-passkey-removed-body = En lösennyckel har tagits bort från ditt konto: den loggar inte längre in dig.
mail-recovery-used-subject = En reservkod har använts
mail-recovery-used-body = { $left ->
    [one] En reservkod användes för att logga in på ditt konto; { $left } är fortfarande oanvänd.
   *[other] En reservkod användes för att logga in på ditt konto; { $left } är fortfarande oanvända.
}
mail-factor-not-you = Om det inte var du ska du byta lösenord och logga ut överallt från din kontosida.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } har kopplats till ditt konto
mail-linked-body = Ditt konto har kopplats till ett { $provider }-konto: inloggning med { $provider } öppnar det nu.
mail-unlinked-subject = { $provider } har kopplats från ditt konto
mail-unlinked-body = Ditt konto har kopplats från { $provider }: inloggning med { $provider } öppnar det inte längre.
mail-link-not-you = Om det inte var du ska du byta lösenord, logga ut överallt och koppla från leverantören på din kontosida.

## Account deleted

mail-deleted-subject = Ditt konto har raderats
mail-deleted-body = Ditt konto och allt som fanns sparat om det har raderats, och alla dess sessioner har avslutats.
mail-deleted-register-again = Den här adressen kan registreras igen; ingenting från det gamla kontot kommer tillbaka.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Ditt konto kommer att raderas
mail-deletion-due = Ditt konto raderas den { $date }. Alla dess sessioner har avslutats.
mail-deletion-keep = Logga in igen innan dess om du vill behålla det. Om du inte har begärt detta ska du logga in och byta lösenord.
mail-deletion-button = Logga in för att behålla det

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Gå med i { $organization }
mail-invitation-body = Du har bjudits in att gå med i { $organization }. Öppna länken för att tacka ja: logga in med den här adressen eller skapa ett konto med den.
mail-invitation-expiry = { $days ->
    [one] Länken gäller i en dag.
   *[other] Länken gäller i { $days } dagar.
}
mail-invitation-ignore = Om du inte känner till den här organisationen kan du ignorera meddelandet: ingenting händer om du inte tackar ja.
mail-invitation-button = Visa inbjudan
console-organizations-title = Organisationer
console-organizations-name = Namn
console-organizations-slug = Kortnamn
console-organizations-enabled = Aktiverad
console-organizations-mfa = Andra faktor
console-organizations-new = Ny organisation
console-organizations-create = Skapa organisationen
console-organizations-created = Organisationen har skapats.
console-organization-saved = Domänens regler har sparats.
console-organization-id = ID
console-organization-members = Medlemmar
console-organization-roles = Roller
console-organization-managed = Hanterad
console-organization-break-glass = Nödåtkomst
console-organization-invitations = Väntande inbjudningar
console-organization-expires = Upphör
console-organization-domains = Domäner
console-organization-domain = Domän
console-organization-state = Status
console-organization-rules = Regler
console-organization-save-rules = Spara
console-organization-sign-in = Egen inloggning
console-organization-no-sign-in = Den har ingen egen inloggning: medlemmarna loggar in med sina lösenord eller lösennycklar.
organization-admin-title = { $organization }: organisationsinställningar
organization-admin-lead = Du hanterar den här organisationen som { $email }.
organization-admin-none = Inget här än.
organization-admin-members = Medlemmar
organization-admin-remove = Ta bort
organization-admin-yes = Ja
organization-admin-no = Nej
organization-admin-email = E-postadress
organization-admin-roles = Roller
organization-admin-managed = Hanteras av organisationens inloggning
organization-admin-action = Åtgärd
organization-admin-invitations = Väntande inbjudningar
organization-admin-revoke = Återkalla
organization-admin-expires = Upphör
organization-admin-invite = Bjud in någon
organization-admin-role = Roll
organization-admin-invite-button = Skicka inbjudan
organization-admin-domains = Domäner
organization-admin-domains-lead = Gör anspråk på ditt företags e-postdomän, publicera TXT-posten som visas och verifiera sedan domänen. Adresser i en verifierad domän kan logga in via organisationens inloggning.
organization-admin-verify = Verifiera
organization-admin-verified = Verifierad
organization-admin-pending = Väntande
organization-admin-domain = Domän
organization-admin-state = Status
organization-admin-record = Post att publicera
organization-admin-add-domain = Gör anspråk på en domän
organization-admin-sign-in = Din organisations inloggning
organization-admin-no-sign-in = Era medarbetare loggar in med sina lösenord. Ange en egen OpenID-leverantör (Okta, Entra ID, Google Workspace…) för att logga in dem via den.
organization-admin-issuer = Utfärdar-URL
organization-admin-client-id = Klient-ID
organization-admin-client-secret = Klienthemlighet
organization-admin-redirect-uri = Omdirigerings-URI att registrera hos din leverantör
organization-admin-save-sign-in = Spara inloggningen
organization-admin-sign-in-title = Logga in först
organization-admin-sign-in-text = Logga in på din kontosida och öppna sedan den här sidan igen.
organization-admin-sign-in-link = Gå till ditt konto
organization-admin-unknown-title = Organisationen hittades inte
organization-admin-unknown-text = Det finns ingen organisation här som du hanterar.
organization-admin-unknown-change = Den ändringen kan inte göras på den här sidan.
organization-admin-scim = Provisionering (SCIM)
organization-admin-scim-lead = Din katalog (Okta, Entra ID, Google Workspace…) lägger till, ändrar och tar bort era medarbetare och grupper här via SCIM 2.0. Ge den en anslutnings bas-URL och token.
organization-admin-scim-base-url = Bas-URL
organization-admin-scim-made = Skapad
organization-admin-scim-last-used = Senast använd
organization-admin-scim-never = Aldrig
organization-admin-scim-old-token = Gammal token fungerar till
organization-admin-scim-rotate = Ny token
organization-admin-scim-make = Skapa en anslutning
organization-admin-scim-token-title = Din katalogs token
organization-admin-scim-token-text = Kopiera bas-URL:en och token till din katalog nu: token visas inte igen. En eventuell gammal token fungerar i en dag till.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Återkalla anslutningen: dess token slutar fungera direkt
invitation-title = Gå med i { $organization }
invitation-join-lead = Du har bjudits in att gå med i { $organization } som { $email }.
invitation-join-button = Gå med
invitation-sign-up-lead = Du har bjudits in att gå med i { $organization }. Skapa ditt konto med { $email } för att gå med: inbjudan visar att adressen är din.
invitation-name = Ditt namn
invitation-password = Välj ett lösenord (minst 10 tecken)
invitation-sign-up-button = Skapa konto och gå med
invitation-other-account = Den här inbjudan gäller { $email }, men du är inloggad som { $current }. Logga ut och öppna sedan länken igen.
invitation-sign-in-first = Den här inbjudan gäller { $email }, som har ett konto här. Logga in med den adressen på din kontosida och öppna sedan länken igen.
invitation-sign-in-as-invitee = Logga först in med den inbjudna adressen.
invitation-unusable-title = Den här inbjudan kan inte användas
invitation-unusable-text = Den har använts, återkallats, ersatts av en nyare eller gått ut. Be organisationen om en ny inbjudan.
invitation-joined-title = Du har gått med i { $organization }
invitation-joined-text = Du är medlem nu: appar som du loggar in på för den här organisationen ser det.
invitation-joined-new-account = Ditt konto är klart och du är medlem: logga in med din adress och det lösenord du valde.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token och uppdateringstoken har utfärdats
api-code-token = Token har utfärdats
api-code-userdata = Användardata
api-code-login-success = Inloggningen lyckades
api-code-auth-code = Auktoriseringskod har utfärdats
api-code-id-token = id_token har utfärdats
api-code-logged-out = Utloggad; sessionen och dess token har återkallats
api-code-ok = Klart
api-code-alive = I drift
api-code-ready = Redo att ta emot förfrågningar
api-code-sessions = Dina aktiva sessioner
api-code-export = Allt som finns sparat om ditt konto
api-code-email-change-requested = Om adressen kan användas är en bekräftelselänk på väg dit
api-code-account-deleted = Ditt konto och allt som fanns sparat om det har raderats; alla sessioner har avslutats
api-code-deletion-scheduled = Alla sessioner har avslutats och ditt konto kommer att raderas; logga in igen innan dess för att behålla det
api-code-reauthentication-required = Logga in igen först: det här kräver en inloggning från de senaste minuterna
api-code-session-ended = Utloggad; sessionen och dess token har återkallats
api-code-password-changed = Lösenordet har ändrats; alla andra sessioner och deras token har återkallats
api-code-registration-accepted = Registreringen har tagits emot; kolla din e-post för att bekräfta adressen
api-code-email-verified = E-postadressen har verifierats
api-code-reset-requested = Om adressen har ett konto är ett e-postmeddelande med en återställningslänk på väg
api-code-password-reset = Lösenordet har sparats; alla sessioner och deras token har återkallats
api-code-registration-closed = Registreringen är stängd; be operatören om ett konto
api-code-invalid-request = Begäran är felaktigt utformad
api-code-unsupported-grant-type = grant_type måste vara code eller refresh_token
api-code-invalid-grant = Koden eller refresh_token är ogiltig, har gått ut, har återkallats eller har utfärdats till en annan klient
api-code-invalid-client = Klientautentiseringen misslyckades
api-code-invalid-credentials = E-postadressen eller lösenordet är fel. Ett nytt konto kan logga in när adressen har bekräftats: kolla din e-post efter länken
api-code-mfa-required = En andra faktor krävs: svara med en kod från din autentiseringsapp eller en reservkod
api-code-mfa-enrolment-required = Den här appen kräver tvåfaktorsinloggning: konfigurera en autentiseringsapp eller en lösennyckel på din kontosida och logga sedan in igen
api-code-passkey-options = Skicka de här alternativen till autentiseraren
api-code-passkey-added = Lösennyckeln har lagts till
api-code-passkeys = Dina lösennycklar
api-code-links = Dina kopplade inloggningsleverantörer
api-code-last-sign-in-method = Det här är kontots sista sätt att logga in: ange ett lösenord eller lägg till en lösennyckel först
api-code-insufficient-scope = Tokens omfång tillåter inte den här begäran
api-code-not-a-member = Du kan inte logga in hos den här organisationen: be dess administratör att lägga till dig
api-code-sso-required = Din organisation sköter din inloggning: fortsätt på ssoUrl
api-code-not-found = Resursen finns inte
api-code-method-not-allowed = Metoden är inte tillåten för den här resursen
api-code-conflict = Det finns redan
api-code-payload-too-large = Begärans innehåll är för stort
api-code-rate-limited = För många förfrågningar; försök igen senare
api-code-server-error = Internt serverfel
api-code-service-unavailable = Tjänsten är tillfälligt otillgänglig; försök igen senare

## Bearer tokens and capacity (every JSON API)

api-bearer-required = En åtkomsttoken krävs som `Authorization: Bearer <token>`; den här saknas, är felaktigt utformad eller har återkallats
api-busy = För många inloggningar samtidigt; försök igen om en stund

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type måste vara id_token eller token
api-token-type-grant = token_type måste vara refresh_token eller token
api-token-type-refresh = token_type måste vara token för grant_type refresh_token
api-client-secret-required = client_secret krävs när token_type är token
api-field-empty = { $field } får inte vara tomt

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = lösenordet är för långt
api-mfa-token-invalid = mfaToken är okänd, använd eller har gått ut: logga in igen
api-challenge-invalid = challengeId är okänt, använt eller har gått ut: begär nya alternativ för lösennyckel
api-mfa-code-or-passkey = En andra faktor krävs: svara med en kod från din autentiseringsapp, en reservkod eller din lösennyckel
api-mfa-passkey = En andra faktor krävs: svara med din lösennyckel (login/passkey med mfaToken)
api-client-id-required = client_id krävs
api-client-unknown = client_id är okänt eller inaktiverat
api-redirect-uri-required = redirect_uri krävs
api-redirect-uri-unregistered = redirect_uri är inte registrerad för den här klienten
api-state-too-long = state är för lång

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Token är okänd, använd, har gått ut eller har ersatts av en nyare
api-session-not-found = Du har ingen aktiv session med det ID:t

## Native-app API: second factors and passkeys

api-authenticator-exists = En autentiseringsapp är redan konfigurerad; ta bort den först
api-authenticator-not-pending = Ingen autentiseringsapp håller på att konfigureras
api-authenticator-none = Ingen autentiseringsapp är konfigurerad
api-factor-code-wrong = Koden stämmer inte
api-reauthenticate-factors = Logga in igen (med din andra faktor, om du har en) för att ändra dina andra faktorer
api-reauthenticate-passkeys = Logga in igen (med din andra faktor, om du har en) för att ändra dina lösennycklar
api-reauthenticate-sign-in = Logga in igen (med din andra faktor, om du har en) för att ändra hur du loggar in
api-passkeys-unavailable = lösennycklar är inte tillgängliga på den här servern
api-passkey-not-found = lösennyckeln finns inte
api-passkey-no-ceremony = ingen registrering av lösennyckel väntar; begär nya alternativ
api-passkey-rejected = lösennyckeln kunde inte verifieras
api-passkey-registered = den här lösennyckeln är redan registrerad
api-passkey-name-invalid = en lösennyckels namn ska ha 1 till { $max } tecken och inga kontrolltecken eller tecken för dubbelriktad formatering
api-passkeys-too-many = { $max ->
    [one] ett konto kan ha högst { $max } lösennyckel
   *[other] ett konto kan ha högst { $max } lösennycklar
}

## Native-app API: upstream identity providers

api-upstream-unknown = Ingen extern leverantör har det här ID:t
api-upstream-refused = id_token godtogs inte för den här leverantören
api-upstream-disabled = Kontot är inaktiverat
api-upstream-no-email = id_token har ingen e-postadress att skapa ett konto med
api-upstream-unverified-email = Leverantören går inte i god för e-postadressen i id_token: registrera dig med adressen och koppla sedan leverantören
api-upstream-unreachable = Det gick inte att nå leverantören; försök igen senare
api-upstream-email-taken = Det finns ett konto med den här adressen: logga in på det och koppla leverantören från kontosidan
api-upstream-outside-domains = Organisationens inloggning fungerar bara för adresser i dess verifierade domäner
api-upstream-unconfirmed-account = Det finns ett konto med den här adressen, men det har aldrig bekräftats: bekräfta det och logga sedan in via organisationen igen
api-upstream-operator-account = En operatörs konto loggar in med sitt eget lösenord och sin egen andra faktor, inte via en organisations inloggning
api-link-not-found = Kontot har ingen koppling till den här leverantören

## Admin API

api-admin-key-required = Admin-API:et kräver `Authorization: Bearer <admin key>`
api-admin-status-once = status får anges högst en gång
api-admin-parameters-once = varje parameter får anges högst en gång
api-admin-duplicate-email = det finns redan en användare med den e-postadressen
api-admin-user-not-found = användaren hittades inte
api-admin-client-not-found = klienten hittades inte
api-admin-api-not-found = API:et hittades inte
api-admin-session-not-found = sessionen hittades inte
api-admin-delivery-not-found = leveransen hittades inte
api-admin-webhook-not-found = webhooken hittades inte

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Öppna länken i webbläsaren där du registrerade dig: någon annanstans blir du ombedd att ange kontots lösenord.
mail-change-where = Öppna länken i webbläsaren där du begärde ändringen, eller där du är inloggad: någon annanstans blir du ombedd att ange ditt lösenord.
mail-not-yours-english = Har du inte registrerat dig eller begärt det här? Bekräfta då inte: ignorera det här meddelandet så händer ingenting.
verify-password-lead = För att bekräfta adressen här anger du lösenordet för kontot som den tillhör. Om du registrerade dig i en app anger du i stället koden från e-postmeddelandet i appen. Om du inte har registrerat dig eller begärt det här ska du inte bekräfta: stäng sidan.
verify-password = Kontots lösenord
verify-password-needed = Ange kontots lösenord för att bekräfta adressen i den här webbläsaren.
verify-wrong-password = Det är inte kontots lösenord.

## After a password reset, every other way into the account

mail-reset-done-subject = Ditt lösenord har återställts
mail-reset-done-body = Lösenordet för ditt konto har just återställts, och alla enheter som var inloggade har loggats ut.
mail-reset-done-still = Följande kan fortfarande användas för att logga in på ditt konto:
mail-reset-done-remove = Om något av dem inte är ditt ska du logga in med det nya lösenordet och välja ”Ta bort allt utom det nya lösenordet” på din kontosida.
mail-reset-done-nothing-else = Inget annat kan användas för att logga in på ditt konto, bara det nya lösenordet.
mail-reset-done-factor-not-yours = Om du vid inloggningen ombeds ange en andra faktor som du inte har, är den inte din: be tjänstens support att ta bort den.
mail-reset-done-not-you = Om du inte återställde ditt lösenord kan någon läsa din e-post: skydda först din e-postlåda och ange sedan ett nytt lösenord igen.
ways-in-passkey = Lösennyckeln ”{ $name }”
ways-in-authenticator = En autentiseringsapp
ways-in-recovery-codes = { $count ->
    [one] { $count } oanvänd reservkod
   *[other] { $count } oanvända reservkoder
}
ways-in-link = Inloggning med { $provider }
ways-in-sessions = { $count ->
    [one] { $count } annan inloggad enhet (listad nedan)
   *[other] { $count } andra inloggade enheter (listade nedan)
}
account-review-heading = Ditt lösenord har återställts
account-review-lead = Ditt lösenord återställdes den { $date }. Följande kan fortfarande användas för att logga in på ditt konto:
account-review-explain = Om något av dem inte är ditt, ta bort alla: då kan du bara logga in med ditt nya lösenord, och alla andra enheter loggas ut. Du kan lägga till en lösennyckel eller en autentiseringsapp igen efteråt.
account-review-remove = Ta bort allt utom det nya lösenordet
account-review-keep = Alla är mina
account-review-gone = Det finns inget mer att granska.
account-review-removed = Allt utom ditt nya lösenord har tagits bort, och alla andra enheter har loggats ut.
account-review-kept = Noterat: allt förblir som det är.

## The second step locked after wrong codes

mail-factor-locked-subject = Någon försökte ta sig förbi din andra faktor
mail-factor-locked-body = { $minutes ->
    [one] Någon angav ditt lösenord och sedan fem felaktiga koder för andra faktorn. Inloggning på ditt konto är pausad i { $minutes } minut.
   *[other] Någon angav ditt lösenord och sedan fem felaktiga koder för andra faktorn. Inloggning på ditt konto är pausad i { $minutes } minuter.
}
mail-factor-locked-not-you = Om det inte var du känner någon till ditt lösenord: ange ett nytt nu.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = en konsolroll kräver en verifierad adress: användaren måste först bekräfta sin adress
console-gate-unverified = Konsolen öppnas bara för operatörer vars adress är verifierad. Bekräfta din adress med länken i verifieringsmeddelandet och öppna sedan konsolen igen.
console-gate-idle-lead = igen för att öppna konsolen
console-gate-idle = Konsolen har inte använts på { $minutes } min, så den ber dig logga in igen. Du är fortfarande inloggad på ditt konto.
console-webhook-url-once = Dess URL, som visas i sin helhet bara nu (listan döljer det som följer efter ”?”, där en token kan finnas):
console-webhook-query-hidden = Det som följer efter ”?” i en slutpunkts URL är dolt: det kan innehålla mottagarens token.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Skicka en kod till min e-post
page-code-ask-title = Logga in med en kod
page-code-ask-lead = Ange din e-postadress: vi skickar en kod som du loggar in med, inget lösenord behövs.
page-code-ask-button = Skicka en kod till min e-post
page-code-invalid-email = Ange en fullständig e-postadress, till exempel namn@example.com.
page-code-not-allowed = Den här appen kräver ditt lösenord eller en lösennyckel: inloggning med en kod via e-post erbjuds inte här.
page-code-title = Kolla din e-post
page-code-lead = { $minutes ->
    [one] Ett e-postmeddelande är på väg till { $email }. Ange den sexsiffriga koden i det: den gäller i { $minutes } minut och kan användas en gång.
   *[other] Ett e-postmeddelande är på väg till { $email }. Ange den sexsiffriga koden i det: den gäller i { $minutes } minuter och kan användas en gång.
}
page-code-field = Inloggningskod
page-code-name = Ditt namn, om du är ny här
page-code-button = Logga in
page-code-again = Skicka en ny kod
page-code-wrong = Koden stämmer inte eller har slutat gälla. Kolla det senaste e-postmeddelandet eller begär en ny kod.
page-code-link-title = Logga in
page-code-link-lead = Logga in på ditt konto i den här webbläsaren.
page-code-link-button = Logga in
page-code-link-elsewhere-title = Ange den här koden där du begärde den
page-code-link-elsewhere = Länken öppnades i en annan webbläsare eller app än den som begärde den. Ange den här koden där:
page-code-link-ended-title = Länken har slutat gälla
page-code-link-ended = Länken har använts, ersatts av en nyare eller är för gammal. Begär en ny kod där du loggar in.
api-sign-in-code-refused = Koden är fel, använd, ersatt eller har gått ut: begär en ny
api-login-code-or-password = Skicka ett lösenord eller en kod, inte båda
api-code-code-sent = Ett e-postmeddelande med en inloggningskod är på väg; koden gäller i några minuter och kan användas en gång
api-code-sign-in-code-not-allowed = Inloggning med en kod via e-post erbjuds inte här: använd ditt lösenord eller en lösennyckel

## Mail: a sign-in code

mail-code-subject = Din inloggningskod
mail-code-asked = Någon vill logga in med den här adressen. Ange den här koden:
mail-code-minutes = { $minutes ->
    [one] Koden och länken nedan gäller i { $minutes } minut och kan användas en gång; en nyare begäran ersätter dem.
   *[other] Koden och länken nedan gäller i { $minutes } minuter och kan användas en gång; en nyare begäran ersätter dem.
}
mail-code-new-account = Inget konto använder den här adressen än: om du loggar in med koden skapas ett.
mail-code-button = Logga in
mail-code-not-you = Om det inte var du kan du ignorera det här meddelandet: ingen kan logga in utan koden.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Inloggning med den här adressen
mail-no-account-body = Någon har begärt en kod för att logga in med den här adressen, men inget konto här använder den.
mail-no-account-not-you = Om det inte var du kan du ignorera det här meddelandet: ingenting har ändrats.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Användare får logga in med en kod via e-post
api-name-invalid = Namnet är för långt eller innehåller kontrolltecken
