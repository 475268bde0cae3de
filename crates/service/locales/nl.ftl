# Dutch: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Taal

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Het e-mailadres of wachtwoord klopt niet. Met een nieuw account kun je inloggen zodra het adres is bevestigd: zoek in je e-mail naar de link.
error-throttled = Te veel mislukte pogingen. Wacht een paar minuten en probeer het dan opnieuw.
error-busy = Er loggen op dit moment te veel mensen in. Probeer het zo meteen opnieuw.
error-missing-fields = Vul je e-mailadres en wachtwoord in.
error-expired-form = Dit formulier is verlopen. Log opnieuw in.
error-second-factor-in-app = Dit account is beveiligd met een tweede factor. Log eerst in op je accountpagina (daar wordt om de code gevraagd) en kom dan hier terug.
error-wrong-second-factor = De code klopt niet, is al gebruikt of kwam te laat. Log opnieuw in.
error-passkey-refused = Die toegangssleutel kon niet worden gebruikt, of de poging duurde te lang. Probeer het opnieuw of log in met je wachtwoord.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Te veel verzoeken. Wacht een paar minuten en probeer het dan opnieuw.
error-expired-form-again = Dit formulier is verlopen. Probeer het opnieuw.

## Error pages (a heading and a paragraph)

error-bad-link-title = Link niet geldig
error-bad-link-text = Deze link is niet meer geldig: hij is al gebruikt, is verlopen of is vervangen door een nieuwere. Vraag een nieuwe aan.

error-form-title = Inloggen mislukt
error-form-too-large = Het formulier is te groot.
error-form-unreadable = Het formulier kon niet worden gelezen. Ga terug en probeer het opnieuw.
error-cross-site-title = Verzoek geweigerd
error-cross-site-text = Dit formulier is verzonden vanaf een andere site. Open de inlogpagina opnieuw en verzend het formulier daarvandaan.

error-unavailable-title = Probeer het zo opnieuw
error-unavailable-text = De inlogservice is overbelast of niet beschikbaar. Probeer het zo meteen opnieuw.
error-failed-title = Er is iets misgegaan
error-failed-text = Het inloggen kon niet worden voltooid. Probeer het opnieuw.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Weten wie je bent
scope-email = Je e-mailadres bekijken
scope-profile = Je profiel bekijken: naam, foto, telefoonnummer en land
scope-authorization = Je profiel en je ingelogde sessies bekijken
scope-organizations = De organisaties waarvan je lid bent en je rollen daarin bekijken
scope-api = { $api } namens jou gebruiken

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: voer de code uit je authenticator-app of een herstelcode in, of gebruik je toegangssleutel.
page-second-step-passkey = { $purpose }: gebruik je toegangssleutel.
page-second-step-code = { $purpose }: voer de code uit je authenticator-app of een van je herstelcodes in.
page-second-step-use-passkey = Je toegangssleutel gebruiken

## Login page

page-login-title = Inloggen
page-login-email = E-mail
page-login-password = Wachtwoord
page-login-button = Inloggen
page-login-with-provider = Inloggen met { $provider }
page-login-passkey = Inloggen met een toegangssleutel
page-login-forgot = Wachtwoord vergeten?
page-login-organization = Inloggen via je organisatie
page-organization-title = Inloggen via je organisatie
page-organization-lead = Vul je zakelijke e-mailadres of de ID van je organisatie in om verder te gaan met de inlogmethode van je organisatie.
page-organization-field = Zakelijk e-mailadres of organisatie-ID
page-organization-button = Doorgaan
page-organization-unknown = Geen enkele organisatie gebruikt dit adres of deze ID om in te loggen. Controleer het of log in met je e-mailadres en wachtwoord.
login-sso-required = Je organisatie regelt het inloggen voor je: gebruik de inlogmethode van je organisatie.
login-sso-required-named = { $organization } regelt het inloggen voor je: gebruik de inlogmethode hieronder.
page-login-new-here = Nieuw hier?
page-login-create-account = Account maken

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Apparaat koppelen
page-device-code-lead = Voer de code in die op je tv, spelcomputer of ander apparaat wordt getoond.
page-device-code-label = Koppelcode
page-device-code-button = Doorgaan
page-device-confirm-heading = { $client } koppelen?
page-device-confirm-lead = Een apparaat met de code { $code } vraagt om je account { $email } te gebruiken. Sta dit alleen toe als je dit zelf op dat apparaat hebt gestart.
page-device-confirm-able = Het krijgt toestemming om:
page-device-confirm-deny = Weigeren
page-device-confirm-allow = Toestaan

## Account page

page-account-title = Je account
page-account-signed-in-as = Ingelogd als { $email }
page-account-signed-in-as-unconfirmed = Ingelogd als { $email } (adres nog niet bevestigd: bekijk de e-mail die we je hebben gestuurd)
page-account-sessions-heading = Waar je bent ingelogd
page-account-session-app = app { $package }
page-account-this-browser = Deze browser
page-account-sign-out-session = Uitloggen
page-account-sign-out-others = Overal anders uitloggen
page-account-profile-heading = Profiel
page-account-profile-save = Profiel opslaan
page-account-password-heading = Wachtwoord
page-account-current-password = Huidig wachtwoord
page-account-new-password = Nieuw wachtwoord (minstens 10 tekens)
page-account-password-change = Wachtwoord wijzigen
page-account-email-heading = E-mailadres
page-account-email-explain = Er gaat een link naar het nieuwe adres; zodra die wordt gebruikt, verhuist je account daarheen. Tot die tijd log je in met dit adres.
page-account-new-email = Nieuw e-mailadres
page-account-email-password = Huidig wachtwoord
page-account-email-change = E-mailadres wijzigen
page-account-data-heading = Je gegevens
page-account-data-explain = Alles wat deze service over je account bewaart (profiel, sessies met hun apparaten en locaties, gekoppelde providers, tweede factoren, de beveiligingsgebeurtenissen over jou), in één JSON-bestand. Er staan geen wachtwoorden of geheimen in.
page-account-data-download = Je gegevens downloaden
page-account-delete-heading = Je account verwijderen
page-account-delete-explain = Verwijdert je profiel, sessies, tweede factoren en gekoppelde providers, en logt je overal uit.
page-account-delete-link = Je account verwijderen

## Sign-out confirmation

page-logout-title = Uitloggen
page-logout-question = Wil je in deze browser uitloggen bij je account?
page-logout-button = Uitloggen

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Vul een wachtwoord in.
rule-password-too-short = Het wachtwoord moet minstens { $min } tekens hebben.
rule-password-too-long = Het wachtwoord mag hoogstens { $max } tekens hebben.
rule-password-is-email = Het wachtwoord mag niet het e-mailadres zijn.
rule-password-refused = Dit wachtwoord kan niet worden gebruikt. Kies een ander wachtwoord.
rule-email-invalid = Vul een e-mailadres in dat e-mail kan ontvangen, zoals naam@example.com.
rule-email-same = Dat is al het adres van het account.
rule-field-invalid = Een veld is te lang of bevat tekens die niet zijn toegestaan.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = de clientnaam moet 1 tot 200 tekens hebben
rule-client-name-characters = de clientnaam mag geen besturingstekens of tekens voor bidirectionele opmaak bevatten
rule-resource-server-confidential = een resourceserver moet een vertrouwelijke client zijn
rule-client-credentials-confidential = client_credentials vereist een vertrouwelijke client
rule-public-client-secret = een openbare client heeft geen geheim
rule-shared-signals-confidential = een Shared Signals-ontvanger moet een vertrouwelijke client zijn
rule-organization-for-receivers = alleen een Shared Signals-ontvanger is aan een organisatie gebonden
rule-profile-field-length = profielvelden mogen hoogstens { $max } tekens hebben
rule-profile-field-characters = profielvelden mogen geen besturingstekens of tekens voor bidirectionele opmaak bevatten
rule-unknown-event-type = onbekend gebeurtenistype "{ $name }"; bekende typen: { $known }
rule-no-event-type = gebeurtenissen moeten minstens één gebeurtenistype noemen
rule-secret-prefix = het geheim moet beginnen met whsec_
rule-secret-encoding = het geheim moet whsec_ en base64 zijn
rule-secret-length = het geheim moet 24 tot 64 bytes zijn
rule-delivery-status = status moet pending, delivered of failed zijn
rule-not-a-timestamp = { $name } moet een RFC 3339-tijdstempel zijn
rule-not-a-user-id = user moet een gebruikers-ID zijn
rule-not-an-email = email moet een e-mailadres zijn
rule-unknown-audit-type = onbekend gebeurtenistype
rule-unknown-cursor = cursor is geen waarde die deze API heeft gegeven
rule-page-size = limit moet tussen 1 en 500 liggen
rule-no-scope = er is minstens één bereik vereist
rule-undefined-scopes = de API definieert alleen deze bereiken: { $scopes }
rule-role-name = de rol moet admin, support, viewer of none zijn
rule-already-verified = het adres is al geverifieerd

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = om door te gaan naar { $client }
login-failed-title = Inloggen mislukt
login-malformed-link = De inloglink is ongeldig.
login-request-missing-client = Het verzoek noemt geen app.
login-request-unknown-client = Deze app is niet geregistreerd of is uitgeschakeld.
login-request-missing-redirect-uri = Het verzoek geeft niet aan waarnaar moet worden teruggekeerd (redirect_uri).
login-request-unregistered-redirect-uri = De redirect_uri is niet geregistreerd voor deze app.
login-request-state-too-long = De parameter state is te lang.
login-request-invalid = Het inlogverzoek is niet geldig.

## Signing out of the browser.

login-signout-failed-title = Uitloggen mislukt
login-signout-malformed-link = De uitloglink is ongeldig.
login-signed-out-title = Uitgelogd
login-signed-out-text = Je bent in deze browser uitgelogd.

## The second step after a password, and an app that needs one.

second-step-title = Inloggen in twee stappen
second-step-code-label = Verificatiecode
second-step-continue = Doorgaan
second-step-enrol-title = Een tweede factor instellen
second-step-enrol-text = { $client } vereist inloggen in twee stappen. Stel op je accountpagina een authenticator-app of een toegangssleutel in en log dan opnieuw in bij { $client }.
second-step-enrol-link = Je accountpagina openen

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Authenticator-app
second-step-app-on = { $count ->
    [one] Er is een authenticator-app ingesteld; { $count } herstelcode is nog niet gebruikt.
   *[other] Er is een authenticator-app ingesteld; { $count } herstelcodes zijn nog niet gebruikt.
}
second-step-app-remove = Authenticator-app verwijderen
second-step-app-intro = Codes uit een app zoals Google Authenticator of 1Password, gevraagd na je wachtwoord.
second-step-app-set-up = Authenticator-app instellen
second-step-app-qr-label = QR-code voor je authenticator-app
second-step-app-setup-title = Authenticator-app instellen
second-step-app-setup-lead = Scan de code met je authenticator-app en voer dan de zes cijfers in die de app toont.
second-step-app-setup-key = Of typ deze sleutel in de app:
second-step-app-code-label = Code uit de app
second-step-app-turn-on = Inschakelen
second-step-app-cancel = Annuleren
second-step-recovery-title = Sla je herstelcodes op
second-step-recovery-lead = De authenticator-app is ingeschakeld. Met elk van deze codes kun je één keer inloggen als je je telefoon kwijtraakt. Bewaar ze op een veilige plek: ze worden niet nog eens getoond.
second-step-recovery-back = Terug naar je account

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Inloggen met een toegangssleutel
passkey-not-used = Er is geen toegangssleutel gebruikt. Probeer het opnieuw of gebruik je wachtwoord.
passkey-section-heading = Toegangssleutels
passkey-section-intro = Met een toegangssleutel log je in met je vingerafdruk, gezicht of schermvergrendeling in plaats van je wachtwoord.
passkey-rename-label = Nieuwe naam
passkey-rename-button = Naam wijzigen
passkey-remove-button = Verwijderen
passkey-new-name-label = Naam voor een nieuwe toegangssleutel
passkey-new-name-placeholder = Deze laptop
passkey-add-button = Toegangssleutel toevoegen
passkey-already-registered = Deze toegangssleutel is al geregistreerd.
passkey-not-added = Er is geen toegangssleutel toegevoegd. Probeer het opnieuw.

## The consent screen.

consent-heading = { $client } toegang geven tot je account?
consent-lead = Je bent ingelogd als { $account }. { $client } is een app die door iemand anders is gemaakt en vraagt toestemming om:
consent-revoke-note = Je kunt de toegang op elk moment intrekken op je accountpagina.
consent-deny = Weigeren
consent-allow = Toestaan
consent-title = { $client } toestaan?

## Connecting a device (TV, console) with a code.

device-login-lead = om een apparaat aan je account te koppelen
device-code-unknown = Die code klopt niet, is verlopen of is al gebruikt. Controleer de code op je apparaat en probeer het opnieuw.
device-code-throttled = Te veel verkeerde codes. Wacht een paar minuten en probeer het dan opnieuw.
device-code-form-expired = Dit formulier is verlopen. Voer de code opnieuw in.
device-connected-title = Apparaat gekoppeld
device-connected-text = { $client } is nu aan je account gekoppeld. Je kunt teruggaan naar je apparaat.
device-denied-title = Verzoek geweigerd
device-denied-text = { $client } is niet gekoppeld. Je kunt deze pagina sluiten.
device-two-factors-title = Inloggen in twee stappen vereist
device-two-factors-text = { $client } vereist inloggen in twee stappen. Log op je accountpagina in met je tweede factor (of stel er een in) en voer de code daarna hier opnieuw in.
device-two-factors-link = Je accountpagina openen

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Koppelen mislukt
upstream-link-from-account-page = Koppel een provider met de bijbehorende knop op je accountpagina.
upstream-link-expired = Deze pagina is verlopen. Ga terug naar je accountpagina, laad die opnieuw en probeer het nog eens.
upstream-unknown-provider = Deze inlogprovider bestaat niet.
upstream-bad-state = Deze inlogpoging is al gebruikt, is verlopen of is in een andere browser gestart. Ga terug naar de app en log opnieuw in.
upstream-denied = De provider heeft je niet ingelogd. Ga terug naar de app en probeer het opnieuw.
upstream-refused = Het antwoord van de provider kon niet worden geaccepteerd. Ga terug naar de app en log opnieuw in.
upstream-unavailable = De inlogprovider is niet bereikbaar. Probeer het zo meteen opnieuw of log op een andere manier in.
upstream-email-taken = Er bestaat al een account met dit e-mailadres. Log daarbij in met het wachtwoord of de toegangssleutel en koppel deze provider daarna op je accountpagina.
upstream-outside-domains = Via de inlogmethode van je organisatie kunnen alleen adressen van de eigen geverifieerde domeinen van de organisatie inloggen.
upstream-unconfirmed-account = Er bestaat een account met dit e-mailadres, maar het adres is nooit bevestigd. Bevestig het (of stel het wachtwoord opnieuw in) en log dan opnieuw in via je organisatie.
upstream-operator-account = Dit account heeft een rol in de beheerdersconsole: het logt in met een eigen wachtwoord en tweede factor, niet via de inlogmethode van een organisatie.
upstream-registration-closed = Dit account is hier niet bekend en er kunnen geen nieuwe accounts worden aangemaakt. Vraag de beheerder om een account.
upstream-no-email = De provider heeft geen e-mailadres gedeeld, en dat is nodig voor een nieuw account.
upstream-unverified-email = De provider heeft niet bevestigd dat dit e-mailadres van jou is, dus er kan geen account mee worden gemaakt. Maak een account met je e-mailadres en koppel de provider daarna op je accountpagina.
upstream-linked-elsewhere = Deze inlogmethode is al aan een ander account gekoppeld.
upstream-already-linked = Je account is al aan deze provider gekoppeld, met een ander account bij die provider. Ontkoppel dat eerst.
upstream-disabled = Dit account is uitgeschakeld.
upstream-reauthenticate = Log opnieuw in op je accountpagina en koppel dan de provider.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Maak je account
signup-lead = We sturen je een e-mail om je adres te bevestigen.
signup-email = E-mail
signup-password = Wachtwoord (minstens 10 tekens)
signup-name = Naam (optioneel)
signup-button = Account maken
signup-closed-title = Registratie is gesloten
signup-closed-text = Nieuwe accounts worden gemaakt door de beheerder van deze service. Vraag de beheerder om een account.
signup-sent-title = Controleer je e-mail
signup-sent-text = We hebben een e-mail gestuurd om je adres te bevestigen. Volg de link daarin; je kunt al inloggen.
signup-sent-continue-text = We hebben een e-mail gestuurd om je adres te bevestigen. Je kunt nu inloggen en doorgaan.
signup-sent-continue = Inloggen en doorgaan

## Address confirmation page (opened from the mailed link)

verify-title = Bevestig je e-mailadres
verify-lead = Bevestig dat dit e-mailadres van jou is, zodat je account het kan gebruiken. Heb je hier geen account gemaakt en geen adres gewijzigd? Bevestig dan niet en sluit deze pagina.
verify-button = Mijn adres bevestigen
verify-done-title = E-mailadres bevestigd
verify-done-text = Bedankt: je e-mailadres is bevestigd. Je kunt deze pagina sluiten.

## Password reset request page

forgot-title = Wachtwoord vergeten?
forgot-lead = Vul je e-mailadres in. Als er een account bij hoort, sturen we je een link om een nieuw wachtwoord in te stellen.
forgot-email = E-mail
forgot-button = Link versturen
forgot-sent-title = Controleer je e-mail
forgot-sent-text = Als er bij dit adres een account hoort, is er een e-mail onderweg met een link om een nieuw wachtwoord in te stellen. De link werkt 30 minuten.

## New password page (opened from the mailed link)

reset-title = Nieuw wachtwoord instellen
reset-lead = Kies een wachtwoord van 10 tot 256 tekens. Elk apparaat dat bij je account is ingelogd, wordt uitgelogd.
reset-password = Nieuw wachtwoord
reset-button = Wachtwoord instellen
reset-done-title = Wachtwoord ingesteld
reset-done-text = Je nieuwe wachtwoord is ingesteld en elk apparaat dat was ingelogd, is uitgelogd. Log opnieuw in met het nieuwe wachtwoord.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Je profiel is opgeslagen.
account-password-changed = Je wachtwoord is gewijzigd; alle andere apparaten zijn uitgelogd.
account-email-requested = Als dat adres kan worden gebruikt, is er een link onderweg om het te bevestigen: je adres wijzigt zodra die link wordt gebruikt.
account-session-signed-out = Die sessie is uitgelogd.
account-others-signed-out = Alle andere sessies zijn uitgelogd.
account-console-needs-factor = De beheerdersconsole vereist een tweede factor: voeg hieronder een authenticator-app of een toegangssleutel toe en log daarmee opnieuw in.
account-form-expired = Dit formulier is verlopen. Probeer het opnieuw.
account-login-lead = om je account te bekijken en te wijzigen
account-sign-in-again-lead = Log opnieuw in om te wijzigen hoe je inlogt
account-sign-in-again = Log voor je veiligheid opnieuw in (met je tweede factor, als je die hebt) voordat je een inlogmethode toevoegt of verwijdert.
account-second-step-purpose = om je account te openen
account-profile-name = Naam
account-profile-mobile = Mobiel nummer
account-profile-picture = URL van foto
account-profile-country-code = Landcode
account-profile-country = Land
account-profile-city = Plaats
account-profile-postal-code = Postcode
account-session-unknown-device = Onbekend apparaat
account-session-unknown-app = onbekende app
account-session-when = Ingelogd op { $since } · laatst actief op { $active }
account-provider-not-linked = Die provider is niet aan je account gekoppeld.
account-last-sign-in-method = Dit is de enige manier om bij je account in te loggen. Voeg eerst een toegangssleutel toe of stel een wachtwoord in (Wachtwoord vergeten?).
account-session-gone = Die sessie is niet meer actief.
account-wrong-password = Het huidige wachtwoord klopt niet.
account-too-many-passwords = Te veel verkeerde wachtwoorden. Wacht een paar minuten en probeer het dan opnieuw.
account-unknown-action = Deze actie is niet mogelijk op deze pagina.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = De authenticator-app is verwijderd.
factors-passkey-added = Je toegangssleutel is toegevoegd: je kunt er vanaf nu mee inloggen.
factors-passkey-renamed = De naam van de toegangssleutel is gewijzigd.
factors-passkey-removed = De toegangssleutel is verwijderd.
factors-passkey-added-on = Toegevoegd op { $date }
factors-passkey-last-used = laatst gebruikt op { $date }
factors-passkey-synced = gesynchroniseerd
factors-wrong-code = Die code klopt niet. Controleer de klok van de app en voer de code in die de app nu toont.
factors-too-many-codes = Te veel verkeerde codes. Wacht een paar minuten en probeer het dan opnieuw.
factors-totp-already = Er is al een authenticator-app ingesteld.
factors-totp-nothing-pending = Er wordt geen authenticator-app ingesteld. Begin opnieuw.
factors-totp-not-set-up = Er is geen authenticator-app ingesteld.
factors-passkey-registered = Die toegangssleutel is al geregistreerd.
factors-passkey-too-many = Je account heeft het maximale aantal toegangssleutels: verwijder er eerst een.
factors-passkey-too-many-attempts = Te veel pogingen. Wacht een paar minuten en probeer het dan opnieuw.
factors-passkey-name-length = De naam van een toegangssleutel heeft 1 tot 64 tekens.
factors-passkey-not-yours = Die toegangssleutel is niet meer van jou.
factors-passkey-not-added = De toegangssleutel kon niet worden toegevoegd, of het duurde te lang. Probeer het opnieuw.
factors-page-expired = Deze pagina is verlopen; laad de pagina opnieuw.
factors-sign-in-again = Log opnieuw in.
factors-passkeys-unavailable = Toegangssleutels zijn niet beschikbaar op deze server.
factors-sign-in-to-add = Log opnieuw in om een toegangssleutel toe te voegen.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Inloggen met een ander account
links-linked = De provider is gekoppeld: je kunt er vanaf nu mee inloggen bij dit account.
links-unlinked = De provider is ontkoppeld.
links-linked-on = gekoppeld op { $date }
links-unlink = Ontkoppelen
links-link = { $provider } koppelen

## The account page's third-party apps the user allowed.

apps-heading = Apps met toegang
apps-allowed-on = toegestaan op { $date }
apps-remove = Toegang intrekken
apps-removed = De toegang van de app is ingetrokken; de app is uitgelogd.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Je account verwijderen
delete-explain-lead = Je kunt je account en alles wat erover wordt bewaard zelf verwijderen.
delete-explain-sign-in = Log in: met je wachtwoord, een toegangssleutel of de provider waarmee je je hebt geregistreerd ("Inloggen met …").
delete-explain-confirm = Bevestig dat het account moet worden verwijderd.
delete-explain-what = Wat wordt verwijderd: je profiel (naam, e-mailadres, telefoonnummer, foto, locatie), je wachtwoord, elke sessie met de apparaten en locaties die daarbij zijn vastgelegd, tweede factoren, toegangssleutels, gekoppelde inlogproviders en elk token dat aan apps is uitgegeven. Elk apparaat wordt uitgelogd. Het beveiligingslogboek bewaart zijn vermeldingen over jou onder een willekeurige naam, zonder IP-adressen, hoogstens { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } lang.
delete-explain-now = Wanneer: meteen. Er gaat een bevestiging naar je e-mailadres.
delete-explain-later = Wanneer: { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } na je verzoek; als je voor die tijd inlogt, blijft het account bestaan. Er gaat een bevestiging naar je e-mailadres.
delete-explain-apps = Apps kunnen het account ook verwijderen via hun instellingen.
delete-explain-link = Inloggen en je account verwijderen
delete-login-lead = om je account te verwijderen
delete-confirm-what = Hiermee worden je profiel, sessies, tweede factoren, toegangssleutels en gekoppelde providers verwijderd en word je op elk apparaat uitgelogd.
delete-confirm-later = Het account wordt na { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } verwijderd; als je voor die tijd inlogt, blijft het bestaan.
delete-confirm-now = Dit kan niet ongedaan worden gemaakt.
delete-confirm-check = Mijn account en alles wat erover wordt bewaard verwijderen
delete-confirm-button = Mijn account verwijderen
delete-confirm-keep = Mijn account behouden
delete-done-title = Account verwijderd
delete-done = Je account en alles wat erover werd bewaard, zijn verwijderd. Er is een bevestiging onderweg naar je e-mailadres.
delete-scheduled-title = Accountverwijdering gepland
delete-scheduled = Alle sessies zijn beëindigd. Je account wordt verwijderd op { $date }; log voor die tijd in om het te behouden.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Taal
account-language-help = De taal van de pagina's van dit account en van de e-mails die het ontvangt.
account-language-save = Taal opslaan
account-language-saved = Je taal is opgeslagen.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Console
console-nav-signed-in = Console · ingelogd als { $email } ({ $role })
console-nav-your-account = Je account
console-nav-label = Consolenavigatie
console-nav-overview = Overzicht
console-nav-users = Gebruikers
console-nav-organizations = Organisaties
console-nav-clients = Clients
console-nav-apis = API's
console-nav-webhooks = Webhooks
console-nav-audit = Auditlogboek
console-nav-keys = Sleutels
console-nav-settings = Instellingen

console-frame-role-admin = beheerder
console-frame-role-support = ondersteuning
console-frame-role-viewer = lezer
console-frame-role-none = geen
console-frame-table-empty = { $caption }: geen.
console-frame-age-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}
console-frame-age-hours = { $count ->
    [one] { $count } uur
   *[other] { $count } uur
}
console-frame-age-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Met je consolerol kun je deze pagina niet openen. Vraag een beheerder als je die nodig hebt.
console-gate-form-expired = Dit formulier is verlopen of kwam niet van de console. Open de pagina opnieuw en herhaal de actie.
console-gate-change-not-allowed = Je consolerol staat deze wijziging niet toe.
console-gate-no-role = Je account heeft geen rol in de console. Een beheerder kan je er een geven.
console-gate-not-allowed-title = Niet toegestaan
console-gate-not-found-title = Niet gevonden
console-gate-not-done-title = Niet uitgevoerd
console-gate-sign-in-again-lead = Log opnieuw in met je tweede factor om de console te openen
console-gate-needs-second-factor = Voor de console moet je inloggen met je tweede factor (je authenticator-app of een toegangssleutel).
console-gate-no-such-user = Deze gebruiker bestaat niet.
console-gate-no-such-client = Deze client bestaat niet.
console-gate-no-such-api = Deze API bestaat niet.
console-gate-no-such-webhook = Deze webhook bestaat niet.
console-gate-no-such-delivery = Deze bezorging bestaat niet.
console-gate-no-such-session = Deze sessie bestaat niet.
console-gate-no-such-link = Deze koppeling bestaat niet.
console-gate-no-such-organization = Deze organisatie bestaat niet.
console-gate-no-such-domain = Dit domein bestaat niet.
console-gate-no-such = Bestaat niet: { $what }.
console-gate-duplicate-email = Er bestaat al een gebruiker met dat e-mailadres.
console-gate-last-sign-in-method = De koppeling is de laatste manier om bij het account in te loggen: stel eerst een wachtwoord in.
console-gate-api-exists = Er bestaat al een API met die identificator.
console-gate-disable-client-first = Schakel de client uit voordat je hem verwijdert.

## The console's overview page.

console-overview-title = Overzicht
console-overview-find-user = Gebruiker zoeken
console-overview-accounts = Gebruikersaccounts
console-overview-live-sessions = Actieve sessies
console-overview-sign-ins = Inlogs, 24 u
console-overview-failed-sign-ins = Mislukte inlogs, 24 u
console-overview-lockouts = Nu geblokkeerd
console-overview-failing-deliveries = Mislukte webhookbezorgingen
console-overview-chart-heading = Inlogs in de afgelopen 24 uur
console-overview-counted = Geteld op { $at } (de cijfers zijn hoogstens een minuut oud).
console-overview-chart-label = Inlogs per uur in de afgelopen 24 uur: { $succeeded } geslaagd, { $failed } mislukt
console-overview-chart-hour = { $time }: { $succeeded } geslaagd, { $failed } mislukt
console-overview-chart-start = 24 uur geleden
console-overview-chart-end = nu
console-overview-legend-succeeded = geslaagd ({ $count })
console-overview-legend-failed = mislukt ({ $count })
console-overview-keys-heading = Ondertekeningssleutels
console-overview-keys-caption = Ondertekeningssleutels, nieuwste eerst
console-overview-key = Sleutel
console-overview-algorithm = Algoritme
console-overview-state = Status
console-overview-age = Leeftijd
console-overview-signing-for = Ondertekent al
console-overview-key-pending = in afwachting
console-overview-key-active = actief
console-overview-key-retired = buiten gebruik
console-overview-keys-link = Sleutels en rotatie

## The console's users list.

console-users-title = Gebruikers
console-users-deleted = De gebruiker is verwijderd.
console-users-search-label = Adres, naam of gebruikers-ID
console-users-search = Zoeken
console-users-search-help = Adressen komen overeen vanaf het begin, namen vanaf het begin van elk woord; een ID moet volledig overeenkomen.
console-users-caption = Gebruikers, oudste eerst
console-users-matching = Gebruikers die overeenkomen met “{ $query }”
console-users-address = Adres
console-users-name = Naam
console-users-verified = Geverifieerd
console-users-state = Status
console-users-created = Gemaakt
console-users-yes = ja
console-users-no = nee
console-users-enabled = ingeschakeld
console-users-disabled = uitgeschakeld
console-users-next-page = Volgende pagina

## The console's page of one user.

console-user-done-disabled = De gebruiker is uitgeschakeld: alle sessies zijn beëindigd.
console-user-done-enabled = De gebruiker is ingeschakeld en kan weer inloggen.
console-user-done-signed-out = Alle sessies van de gebruiker zijn beëindigd.
console-user-done-session-ended = De sessie is beëindigd.
console-user-done-factors-reset = De tweede factoren van de gebruiker zijn verwijderd; de gebruiker is per e-mail op de hoogte gebracht.
console-user-done-verification-sent = De verificatie-e-mail is onderweg.
console-user-done-role = De rol is gewijzigd.
console-user-why-heading = Waarom kan deze gebruiker niet inloggen?
console-user-nothing-stops = Op dit moment houdt niets deze gebruiker tegen om in te loggen.
console-user-reason-disabled = Het account is door een beheerder uitgeschakeld.
console-user-reason-unverified = Het adres is niet geverifieerd: inloggen met een wachtwoord wordt geweigerd totdat de link in de verificatie-e-mail is gebruikt.
console-user-reason-locked-password = Geblokkeerd na verkeerde wachtwoorden vanaf { $ip } tot { $until } (ongeveer { $minutes } min; de inlogbeperking).
console-user-reason-locked-second-step = De tweede stap is na verkeerde codes geblokkeerd tot { $until } (ongeveer { $minutes } min; de beperking voor de tweede factor).
console-user-reason-passkey-only = Het account heeft geen wachtwoord: het logt alleen in met een toegangssleutel (of na het opnieuw instellen van het wachtwoord).
console-user-reason-providers-only = Het account heeft geen wachtwoord: het logt alleen in via { $providers } (of na het opnieuw instellen van het wachtwoord).
console-user-reason-second-factor-due = Er is geen tweede factor ingesteld, en deze apps vereisen inloggen in twee stappen: { $clients }. De gebruiker moet er eerst een toevoegen.
console-user-reason-deletion-scheduled = De gebruiker heeft gevraagd het account te verwijderen: het wordt op { $date } verwijderd, tenzij de gebruiker voor die tijd inlogt.
console-user-profile = Profiel
console-user-id = Gebruikers-ID
console-user-address = Adres
console-user-verified = Geverifieerd
console-user-state = Status
console-user-name = Naam
console-user-mobile = Mobiel
console-user-place = Locatie
console-user-created = Gemaakt
console-user-console-role = Consolerol
console-user-sessions = Sessies
console-user-sessions-caption = Actieve sessies, meest recente eerst
console-user-device = Apparaat
console-user-ip-and-place = IP en locatie
console-user-signed-in = Ingelogd
console-user-last-active = Laatst actief
console-user-methods = Methoden
console-user-end-column = Beëindigen
console-user-end-session = Beëindigen
console-user-unknown-device = Onbekend apparaat
console-user-second-factors = Tweede factoren
console-user-authenticator-app = Authenticator-app
console-user-recovery-codes-left = Resterende herstelcodes
console-user-passkeys = Toegangssleutels
console-user-factor-none = geen
console-user-totp-since = sinds { $date }
console-user-providers-and-apps = Providers en apps
console-user-links-caption = Gekoppelde providers
console-user-provider = Inlogprovider
console-user-address-given = Opgegeven adres
console-user-linked = Gekoppeld
console-user-consents-caption = Toestemmingen voor apps van derden
console-user-client = Client
console-user-scopes = Bereiken
console-user-allowed = Toegestaan
console-user-recent-events = Recente gebeurtenissen
console-user-events-caption = De nieuwste auditgebeurtenissen over de gebruiker
console-user-when = Wanneer
console-user-type = Soort
console-user-actor = Uitvoerder
console-user-ip = IP-adres
console-user-every-event = Alle gebeurtenissen over de gebruiker
console-user-actions = Acties
console-user-disable = Uitschakelen
console-user-enable = Inschakelen
console-user-sign-out-everywhere = Overal uitloggen
console-user-resend-verification = Verificatie-e-mail opnieuw versturen
console-user-reset-factors = Tweede factoren resetten
console-user-reset-factors-confirm = De authenticator-app, herstelcodes en toegangssleutels verwijderen
console-user-delete = Gebruiker verwijderen
console-user-delete-confirm = Dit account en alles wat erover wordt bewaard nu verwijderen
console-user-role-heading = Consolerol
console-user-role-label = Rol
console-user-set-role = Rol instellen
console-user-role-help = Lezers kunnen elke pagina lezen; ondersteuning kan daarnaast gebruikers uit- en inschakelen, uitloggen, hun tweede factoren resetten en verificatie-e-mails opnieuw versturen; beheerders kunnen alles.
console-user-unknown-action = Deze actie is niet mogelijk op deze pagina.
console-user-not-on-this-user = Niet bij deze gebruiker: wie geen beheerder is, kan alleen gebruikers zonder rol bewerken, en niemand kan hier zijn eigen rol, status, factoren of account wijzigen.
console-user-tick-to-confirm = Vink het vakje aan om te bevestigen en herhaal de actie.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Clients
console-client-list-caption = Clients, oudste eerst
console-client-name = Naam
console-client-kind = Soort
console-client-state = Status
console-client-registered = Geregistreerd
console-client-kind-public = openbaar
console-client-kind-confidential = vertrouwelijk
console-client-state-enabled = ingeschakeld
console-client-state-disabled = uitgeschakeld
console-client-register-heading = Een client registreren
console-client-register = Registreren
console-client-registered-notice = De client is geregistreerd.
console-client-deleted = De client is verwijderd.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Omleidings-URI's, één per regel
console-client-scopes-field = Bereiken (leeg: openid email profile authorization)
console-client-package-names-field = Android-pakketnamen, één per regel
console-client-app-origins-field = App-origins voor toegangssleutels, één per regel
console-client-logout-uri-field = Back-channel-uitlog-URI
console-client-organization-field = Organisatie van een Shared Signals-ontvanger (slug of ID)
console-client-flag-public = Openbaar (een browser- of native app: geen geheim, PKCE)
console-client-flag-resource-server = Een resourceserver (mag tokens introspecteren)
console-client-flag-client-credentials = Mag tokens voor zichzelf krijgen (client_credentials)
console-client-flag-rotate-refresh-tokens = Vernieuwingstokens roteren
console-client-flag-require-mfa = Alleen inloggen in twee stappen
console-client-flag-require-par = Alleen pushed authorization requests (PAR)
console-client-flag-third-party = Derde partij: gebruikers geven eerst toestemming
console-client-flag-shared-signals = Shared Signals-ontvanger: houdt een stroom beveiligingsgebeurtenissen bij

## Console: one client's page

console-client-saved = De instellingen van de client zijn opgeslagen.
console-client-disabled-notice = De client is uitgeschakeld: de tokens ervan zijn niet meer geldig.
console-client-granted = De toekenning is opgeslagen.
console-client-secret-replaced = Het geheim is vervangen.
console-client-secret-heading = Het clientgeheim
console-client-secret-once = Kopieer het nu: het wordt alleen deze keer getoond en daarna nooit meer (alleen de hash wordt bewaard).
console-client-settings-heading = Instellingen
console-client-yes = ja
console-client-no = nee
console-client-redirect-uris = Omleidings-URI's
console-client-scopes = Bereiken
console-client-resource-server = Resourceserver
console-client-two-factor-only = Alleen twee stappen
console-client-par-only = Alleen PAR
console-client-third-party = Derde partij
console-client-shared-signals = Shared Signals-ontvanger
console-client-changed = Gewijzigd
console-client-grants-heading = Toekenningen voor API's
console-client-grants-caption = API's die deze client voor zichzelf mag aanroepen
console-client-api = API
console-client-api-identifier = API-identificator
console-client-grant = Toekennen
console-client-actions-heading = Acties
console-client-rotate-secret = Geheim roteren
console-client-rotate-secret-confirm = Het geheim vervangen: het oude werkt vanaf nu niet meer
console-client-disable = Uitschakelen
console-client-disable-confirm = De client uitschakelen: de tokens ervan zijn dan niet meer geldig
console-client-delete = Verwijderen
console-client-delete-confirm = De client verwijderen met alles wat eraan is uitgegeven
console-client-edit-heading = Bewerken
console-client-save = Opslaan
console-client-confirm-first = Vink het vakje aan om te bevestigen en herhaal de actie.
console-client-unknown-action = Deze actie is niet mogelijk op deze pagina.

## Console: the APIs page

console-api-title = API's
console-api-list-caption = API's (resource-indicatoren)
console-api-identifier = Identificator
console-api-scopes = Bereiken
console-api-registered-column = Geregistreerd
console-api-register-heading = Een API registreren
console-api-identifier-field = Identificator (een https-URL)
console-api-scopes-field = Bereiken, gescheiden door spaties
console-api-register = Registreren
console-api-registered = De API is geregistreerd.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = Webhook-endpoints
console-webhook-endpoint = Endpoint (de bezorgingen)
console-webhook-events = Gebeurtenissen
console-webhook-registered-column = Geregistreerd
console-webhook-remove = Verwijderen
console-webhook-remove-confirm = Niet meer bezorgen bij dit endpoint
console-webhook-secret-heading = Het ondertekeningsgeheim
console-webhook-secret-once = Geef het nu aan de ontvanger: het wordt alleen deze keer getoond.
console-webhook-register-heading = Een endpoint registreren
console-webhook-url = URL
console-webhook-events-field = Gebeurtenistypen, gescheiden door spaties
console-webhook-register = Registreren
console-webhook-registered = Het endpoint is geregistreerd.
console-webhook-removed = Het endpoint is verwijderd.
console-webhook-confirm-first = Vink het vakje aan om te bevestigen en herhaal de actie.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Bezorgingen
console-webhook-deliveries-caption = Bezorgingen, nieuwste eerst
console-webhook-delivery = Bezorging
console-webhook-event = Gebeurtenis
console-webhook-status = Bezorgstatus
console-webhook-attempts = Pogingen
console-webhook-last-error = Laatste fout
console-webhook-replay = Opnieuw versturen
console-webhook-replayed = De bezorging staat weer in de wachtrij.
console-webhook-status-pending = in afwachting
console-webhook-status-delivered = bezorgd
console-webhook-status-failed = mislukt

## Console: the audit trail

console-audit-title = Auditlogboek
console-audit-user-id = Gebruikers-ID
console-audit-address = Adres
console-audit-type = Soort
console-audit-since = Vanaf (RFC 3339)
console-audit-until = Tot (RFC 3339)
console-audit-any-type = alle
console-audit-filter = Filteren
console-audit-caption = Gebeurtenissen, nieuwste eerst
console-audit-when = Wanneer
console-audit-type-column = Soort
console-audit-actor = Uitvoerder
console-audit-user = Gebruiker
console-audit-client = Client
console-audit-ip = IP-adres
console-audit-older = Oudere gebeurtenissen

## Console: the signing keys

console-keys-title = Sleutels
console-keys-caption = Alle sleutels, nieuwste eerst
console-keys-key = Sleutel
console-keys-algorithm = Algoritme
console-keys-state = Status
console-keys-made = Gemaakt
console-keys-age = Leeftijd
console-keys-signing-since = Ondertekent sinds
console-keys-retired = Buiten gebruik sinds
console-keys-state-pending = in afwachting
console-keys-state-active = actief
console-keys-state-retired = buiten gebruik
console-keys-rotate-heading = Roteren
console-keys-rotate-help = Rotatie gaat in twee stappen: de eerste publiceert een nieuwe id_token-sleutel in de JWKS, de tweede laat die ondertekenen (en vervangt de access-token-sleutel). Oude sleutels blijven verifiëren tot hun laatste token verloopt.
console-keys-rotate = Roteren
console-keys-rotate-confirm = De ondertekeningssleutels roteren
console-keys-published = Er is een nieuwe id_token-sleutel gepubliceerd: bij de volgende rotatie gaat die ondertekenen.
console-keys-activated = De gepubliceerde sleutel ondertekent nu id_tokens, met een nieuwe access-token-sleutel.
console-keys-not-done = Niet uitgevoerd
console-keys-confirm-first = Vink het vakje aan om te bevestigen en herhaal de actie.

## Console: the settings

console-settings-title = Instellingen
console-settings-effective-heading = Actieve configuratie
console-settings-effective-help = Na bestanden, omgevingsvariabelen en standaardwaarden; geheimen zijn gemaskeerd.
console-settings-caption = Instellingen
console-settings-setting = Instelling
console-settings-value = Waarde
console-settings-upstream-heading = Externe inlogproviders
console-settings-providers-caption = Inlogproviders
console-settings-provider-id = ID
console-settings-provider-button = Knop
console-settings-provider-last-error = Laatste fout op deze instantie
console-settings-no-trouble = geen sinds het opstarten
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Voer in een app in plaats daarvan deze code in: { $token }
mail-set-password-button = Nieuw wachtwoord instellen
mail-open-account-button = Je account openen

## Verification of a new account's address

mail-verification-subject = Bevestig je e-mailadres
mail-verification-welcome = Welkom! Bevestig dat dit jouw e-mailadres is.
mail-verification-link-hours = { $hours ->
    [one] De link werkt { $hours } uur en kan één keer worden gebruikt.
   *[other] De link werkt { $hours } uur en kan één keer worden gebruikt.
}
mail-verification-ignore = Heb je geen account gemaakt? Negeer deze e-mail dan.
mail-verification-button = Mijn adres bevestigen

## Moving an account to a new address: the mail to the new address

mail-change-subject = Bevestig je nieuwe e-mailadres
mail-change-confirm = Bevestig dat je account vanaf nu dit e-mailadres moet gebruiken.
mail-change-link-hours = { $hours ->
    [one] De link werkt { $hours } uur en kan één keer worden gebruikt; tot die tijd blijft je oude adres in gebruik.
   *[other] De link werkt { $hours } uur en kan één keer worden gebruikt; tot die tijd blijft je oude adres in gebruik.
}
mail-change-ignore = Heb je hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets.
mail-change-button = Dit adres gebruiken

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Een wijziging van het e-mailadres van je account
mail-change-notice-asked = Iemand die bij je account is ingelogd, heeft gevraagd het te verhuizen naar { $address }.
mail-change-notice-until = Het verhuist pas zodra een link die naar dat adres is gestuurd, wordt gebruikt; tot die tijd blijft dit adres in gebruik.
mail-change-notice-not-you = Was jij dit niet? Stel dan nu een nieuw wachtwoord in: daarmee worden alle sessies beëindigd en wordt de link ongeldig.

## To an address that tried to register again

mail-registered-subject = Je hebt al een account
mail-registered-tried = Iemand heeft geprobeerd een account te maken met dit e-mailadres, dat al een account heeft.
mail-registered-if-you = Was jij dit? Log dan in, of stel een nieuw wachtwoord in als je het bent vergeten.
mail-registered-not-you = Was jij dit niet? Negeer deze e-mail dan: er is niets veranderd.

## Password reset

mail-reset-subject = Nieuw wachtwoord instellen
mail-reset-asked = Iemand heeft gevraagd een nieuw wachtwoord in te stellen voor je account.
mail-reset-link-minutes = { $minutes ->
    [one] De link werkt { $minutes } minuut en kan één keer worden gebruikt; een nieuwer verzoek vervangt hem.
   *[other] De link werkt { $minutes } minuten en kan één keer worden gebruikt; een nieuwer verzoek vervangt hem.
}
mail-reset-not-you = Was jij dit niet? Negeer deze e-mail dan: je wachtwoord blijft zoals het is.

## Notices: a second factor changed

mail-totp-added-subject = Er is een authenticator-app toegevoegd
mail-totp-added-body = Er is een authenticator-app als tweede factor aan je account toegevoegd.
mail-totp-removed-subject = Je authenticator-app is verwijderd
mail-totp-removed-body = De authenticator-app is van je account verwijderd: voor inloggen is nu alleen je wachtwoord nodig.
mail-passkey-added-subject = Er is een toegangssleutel toegevoegd
mail-passkey-added-body = Er is een toegangssleutel aan je account toegevoegd: daarmee log je in zonder wachtwoord.
mail-passkey-removed-subject = Er is een toegangssleutel verwijderd
mail-passkey-removed-body = Er is een toegangssleutel van je account verwijderd: je kunt er niet meer mee inloggen.
mail-recovery-used-subject = Er is een herstelcode gebruikt
mail-recovery-used-body = { $left ->
    [one] Er is een herstelcode gebruikt om bij je account in te loggen; er is nog { $left } ongebruikt.
   *[other] Er is een herstelcode gebruikt om bij je account in te loggen; er zijn nog { $left } ongebruikt.
}
mail-factor-not-you = Was jij dit niet? Wijzig dan je wachtwoord en log overal uit via je accountpagina.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } is aan je account gekoppeld
mail-linked-body = Je account is gekoppeld aan een { $provider }-account: als je inlogt met { $provider }, wordt nu dit account geopend.
mail-unlinked-subject = { $provider } is van je account ontkoppeld
mail-unlinked-body = Je account is ontkoppeld van { $provider }: als je inlogt met { $provider }, wordt dit account niet meer geopend.
mail-link-not-you = Was jij dit niet? Wijzig dan je wachtwoord, log overal uit en ontkoppel de provider via je accountpagina.

## Account deleted

mail-deleted-subject = Je account is verwijderd
mail-deleted-body = Je account en alles wat erover werd bewaard, zijn verwijderd, en alle sessies ervan zijn beëindigd.
mail-deleted-register-again = Met dit adres kun je je opnieuw registreren; niets van het oude account komt terug.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Je account wordt verwijderd
mail-deletion-due = Je account wordt verwijderd op { $date }; alle sessies ervan zijn beëindigd.
mail-deletion-keep = Wil je het behouden? Log dan voor die tijd opnieuw in. Heb je hier niet om gevraagd? Log dan in en wijzig je wachtwoord.
mail-deletion-button = Inloggen om het te behouden

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Word lid van { $organization }
mail-invitation-body = Je bent uitgenodigd om lid te worden van { $organization }. Open de link om de uitnodiging te accepteren: log in met dit adres of maak er een account mee.
mail-invitation-expiry = { $days ->
    [one] De link werkt één dag.
   *[other] De link werkt { $days } dagen.
}
mail-invitation-ignore = Ken je deze organisatie niet? Negeer deze e-mail dan: er gebeurt niets tenzij je accepteert.
mail-invitation-button = Uitnodiging bekijken
console-organizations-title = Organisaties
console-organizations-name = Naam
console-organizations-slug = Korte naam (slug)
console-organizations-enabled = Ingeschakeld
console-organizations-mfa = Tweede factor
console-organizations-new = Nieuwe organisatie
console-organizations-create = Organisatie maken
console-organizations-created = De organisatie is gemaakt.
console-organization-saved = De regels van het domein zijn opgeslagen.
console-organization-id = ID
console-organization-members = Leden
console-organization-roles = Rollen
console-organization-managed = Beheerd
console-organization-break-glass = Noodtoegang
console-organization-invitations = Openstaande uitnodigingen
console-organization-expires = Verloopt
console-organization-domains = Domeinen
console-organization-domain = Domein
console-organization-state = Status
console-organization-rules = Regels
console-organization-save-rules = Opslaan
console-organization-sign-in = Eigen inlogmethode
console-organization-no-sign-in = Deze organisatie heeft geen eigen inlogmethode: de leden loggen in met hun wachtwoord of toegangssleutel.
organization-admin-title = { $organization }: organisatie-instellingen
organization-admin-lead = Je beheert deze organisatie als { $email }.
organization-admin-none = Hier staat nog niets.
organization-admin-members = Leden
organization-admin-remove = Verwijderen
organization-admin-yes = Ja
organization-admin-no = Nee
organization-admin-email = E-mailadres
organization-admin-roles = Rollen
organization-admin-managed = Beheerd door de inlogmethode van de organisatie
organization-admin-action = Actie
organization-admin-invitations = Openstaande uitnodigingen
organization-admin-revoke = Intrekken
organization-admin-expires = Verloopt
organization-admin-invite = Iemand uitnodigen
organization-admin-role = Rol
organization-admin-invite-button = Uitnodiging versturen
organization-admin-domains = Domeinen
organization-admin-domains-lead = Claim het e-maildomein van je bedrijf, publiceer het getoonde TXT-record en verifieer het daarna. Adressen van een geverifieerd domein kunnen inloggen via de inlogmethode van je organisatie.
organization-admin-verify = Verifiëren
organization-admin-verified = Geverifieerd
organization-admin-pending = In afwachting
organization-admin-domain = Domein
organization-admin-state = Status
organization-admin-record = Te publiceren record
organization-admin-add-domain = Een domein claimen
organization-admin-sign-in = De inlogmethode van je organisatie
organization-admin-no-sign-in = De mensen in je organisatie loggen in met hun wachtwoord. Stel je eigen OpenID-provider in (Okta, Entra ID, Google Workspace…) om ze daarmee te laten inloggen.
organization-admin-issuer = Issuer-URL
organization-admin-client-id = Client-ID
organization-admin-client-secret = Clientgeheim
organization-admin-redirect-uri = Omleidings-URI om bij je provider te registreren
organization-admin-save-sign-in = Inlogmethode opslaan
organization-admin-sign-in-title = Eerst inloggen
organization-admin-sign-in-text = Log in op je accountpagina en open deze pagina daarna opnieuw.
organization-admin-sign-in-link = Naar je account
organization-admin-unknown-title = Organisatie niet gevonden
organization-admin-unknown-text = Er is hier geen organisatie die jij beheert.
organization-admin-unknown-change = Die wijziging is niet mogelijk op deze pagina.
organization-admin-scim = Gebruikersprovisioning (SCIM)
organization-admin-scim-lead = Je directory (Okta, Entra ID, Google Workspace…) voegt de mensen en groepen van je organisatie hier toe, wijzigt en verwijdert ze via SCIM 2.0. Geef de directory de basis-URL en het token van een verbinding.
organization-admin-scim-base-url = Basis-URL
organization-admin-scim-made = Gemaakt
organization-admin-scim-last-used = Laatst gebruikt
organization-admin-scim-never = Nooit
organization-admin-scim-old-token = Oud token werkt tot
organization-admin-scim-rotate = Nieuw token
organization-admin-scim-make = Verbinding maken
organization-admin-scim-token-title = Het token van je directory
organization-admin-scim-token-text = Kopieer de basis-URL en het token nu naar je directory: het token wordt niet nog eens getoond. Een eventueel oud token werkt nog één dag.
organization-admin-scim-token = Toegangstoken
organization-admin-scim-revoke-confirm = De verbinding intrekken: de tokens ervan werken vanaf nu niet meer
invitation-title = Word lid van { $organization }
invitation-join-lead = Je bent uitgenodigd om lid te worden van { $organization } als { $email }.
invitation-join-button = Lid worden
invitation-sign-up-lead = Je bent uitgenodigd om lid te worden van { $organization }. Maak je account met { $email } om lid te worden: de uitnodiging bewijst dat dit adres van jou is.
invitation-name = Je naam
invitation-password = Kies een wachtwoord (minstens 10 tekens)
invitation-sign-up-button = Account maken en lid worden
invitation-other-account = Deze uitnodiging is voor { $email }, maar je bent ingelogd als { $current }. Log uit en open de link dan opnieuw.
invitation-sign-in-first = Deze uitnodiging is voor { $email }, dat hier al een account heeft. Log daarmee in op je accountpagina en open de link dan opnieuw.
invitation-sign-in-as-invitee = Log eerst in met het uitgenodigde adres.
invitation-unusable-title = Deze uitnodiging kan niet worden gebruikt
invitation-unusable-text = De uitnodiging is al gebruikt, ingetrokken, vervangen door een nieuwere of verlopen. Vraag de organisatie om een nieuwe uitnodiging.
invitation-joined-title = Je bent lid geworden van { $organization }
invitation-joined-text = Je bent nu lid: apps waarbij je voor deze organisatie inlogt, kunnen dat zien.
invitation-joined-new-account = Je account is klaar en je bent lid: log in met je adres en het wachtwoord dat je hebt gekozen.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token en vernieuwingstoken uitgegeven
api-code-token = Token uitgegeven
api-code-userdata = Gebruikersgegevens
api-code-login-success = Inloggen gelukt
api-code-auth-code = Autorisatiecode uitgegeven
api-code-id-token = id_token uitgegeven
api-code-logged-out = Uitgelogd; de sessie en de tokens ervan zijn ingetrokken
api-code-ok = Klaar
api-code-alive = Actief
api-code-ready = Klaar om verzoeken te verwerken
api-code-sessions = Je actieve sessies
api-code-export = Alles wat over je account wordt bewaard
api-code-email-change-requested = Als het adres kan worden gebruikt, is er een link onderweg om het te bevestigen
api-code-account-deleted = Je account en alles wat erover werd bewaard, zijn verwijderd; alle sessies zijn beëindigd
api-code-deletion-scheduled = Alle sessies zijn beëindigd en je account wordt verwijderd; log voor die tijd opnieuw in om het te behouden
api-code-reauthentication-required = Log eerst opnieuw in: hiervoor moet je in de afgelopen paar minuten zijn ingelogd
api-code-session-ended = Uitgelogd; de sessie en de tokens ervan zijn ingetrokken
api-code-password-changed = Wachtwoord gewijzigd; alle andere sessies en hun tokens zijn ingetrokken
api-code-registration-accepted = Registratie ontvangen; controleer je e-mail om je adres te bevestigen
api-code-email-verified = E-mailadres geverifieerd
api-code-reset-requested = Als er bij het adres een account hoort, is er een e-mail met een herstellink onderweg
api-code-password-reset = Wachtwoord ingesteld; alle sessies en hun tokens zijn ingetrokken
api-code-registration-closed = Registratie is gesloten; vraag de beheerder om een account
api-code-invalid-request = Het verzoek is ongeldig opgebouwd
api-code-unsupported-grant-type = grant_type moet code of refresh_token zijn
api-code-invalid-grant = De code of refresh_token is ongeldig, verlopen, ingetrokken of aan een andere client uitgegeven
api-code-invalid-client = Clientauthenticatie mislukt
api-code-invalid-credentials = E-mailadres of wachtwoord klopt niet. Met een nieuw account kun je inloggen zodra het adres is bevestigd: zoek in je e-mail naar de link
api-code-mfa-required = Er is een tweede factor vereist: antwoord met een code uit je authenticator-app of een herstelcode
api-code-mfa-enrolment-required = Deze app vereist inloggen in twee stappen: stel op je accountpagina een authenticator-app of een toegangssleutel in en log dan opnieuw in
api-code-passkey-options = Geef deze opties door aan de authenticator
api-code-passkey-added = Toegangssleutel toegevoegd
api-code-passkeys = Je toegangssleutels
api-code-links = Je gekoppelde inlogproviders
api-code-last-sign-in-method = Dit is de laatste manier om bij het account in te loggen: stel eerst een wachtwoord in of voeg een toegangssleutel toe
api-code-insufficient-scope = Het bereik van het token staat dit verzoek niet toe
api-code-not-a-member = Je kunt niet inloggen via deze organisatie: vraag de beheerder van de organisatie om je toe te voegen
api-code-sso-required = Je organisatie regelt het inloggen voor je: ga verder via ssoUrl
api-code-not-found = Deze resource bestaat niet
api-code-method-not-allowed = Methode niet toegestaan voor deze resource
api-code-conflict = Bestaat al
api-code-payload-too-large = De body van het verzoek is te groot
api-code-rate-limited = Te veel verzoeken; probeer het later opnieuw
api-code-server-error = Interne serverfout
api-code-service-unavailable = De service is tijdelijk niet beschikbaar; probeer het later opnieuw

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Er is een toegangstoken vereist als `Authorization: Bearer <token>`; dit token ontbreekt, is ongeldig opgebouwd of is ingetrokken
api-busy = Te veel inlogs tegelijk; probeer het zo opnieuw

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type moet id_token of token zijn
api-token-type-grant = token_type moet refresh_token of token zijn
api-token-type-refresh = token_type moet token zijn voor grant_type refresh_token
api-client-secret-required = client_secret is vereist als token_type token is
api-field-empty = { $field } mag niet leeg zijn

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = het wachtwoord is te lang
api-mfa-token-invalid = Het mfaToken is onbekend, gebruikt of verlopen: log opnieuw in
api-challenge-invalid = De challengeId is onbekend, gebruikt of verlopen: vraag nieuwe opties voor de toegangssleutel aan
api-mfa-code-or-passkey = Er is een tweede factor vereist: antwoord met een code uit je authenticator-app, een herstelcode of je toegangssleutel
api-mfa-passkey = Er is een tweede factor vereist: antwoord met je toegangssleutel (login/passkey met het mfaToken)
api-client-id-required = client_id is vereist
api-client-unknown = client_id is onbekend of uitgeschakeld
api-redirect-uri-required = redirect_uri is vereist
api-redirect-uri-unregistered = redirect_uri is niet geregistreerd voor deze client
api-state-too-long = state is te lang

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Het token is onbekend, gebruikt, verlopen of vervangen door een nieuwer token
api-session-not-found = Je hebt geen actieve sessie met die ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Er is al een authenticator-app ingesteld; verwijder die eerst
api-authenticator-not-pending = Er wordt geen authenticator-app ingesteld
api-authenticator-none = Er is geen authenticator-app ingesteld
api-factor-code-wrong = De code klopt niet
api-reauthenticate-factors = Log opnieuw in (met je tweede factor, als je die hebt) om je tweede factoren te wijzigen
api-reauthenticate-passkeys = Log opnieuw in (met je tweede factor, als je die hebt) om je toegangssleutels te wijzigen
api-reauthenticate-sign-in = Log opnieuw in (met je tweede factor, als je die hebt) om te wijzigen hoe je inlogt
api-passkeys-unavailable = toegangssleutels zijn niet beschikbaar op deze server
api-passkey-not-found = deze toegangssleutel bestaat niet
api-passkey-no-ceremony = er wacht geen registratie van een toegangssleutel; vraag nieuwe opties aan
api-passkey-rejected = de toegangssleutel kon niet worden geverifieerd
api-passkey-registered = deze toegangssleutel is al geregistreerd
api-passkey-name-invalid = de naam van een toegangssleutel heeft 1 tot { $max } tekens en geen besturingstekens of tekens voor bidirectionele opmaak
api-passkeys-too-many = { $max ->
    [one] een account heeft hoogstens { $max } toegangssleutel
   *[other] een account heeft hoogstens { $max } toegangssleutels
}

## Native-app API: upstream identity providers

api-upstream-unknown = Er is geen externe provider met deze ID
api-upstream-refused = Het id_token is niet geaccepteerd voor deze provider
api-upstream-disabled = Het account is uitgeschakeld
api-upstream-no-email = Het id_token bevat geen e-mailadres om een account mee te maken
api-upstream-unverified-email = De provider staat niet in voor het e-mailadres in het id_token: registreer met het adres en koppel daarna de provider
api-upstream-unreachable = De provider is niet bereikbaar; probeer het later opnieuw
api-upstream-email-taken = Er bestaat een account met dit adres: log daarbij in en koppel de provider via de accountpagina
api-upstream-outside-domains = Via de inlogmethode van de organisatie kunnen alleen adressen van de geverifieerde domeinen van de organisatie inloggen
api-upstream-unconfirmed-account = Er bestaat een account met dit adres, maar het is nooit bevestigd: bevestig het en log dan opnieuw in via de organisatie
api-upstream-operator-account = Het account van een beheerder logt in met een eigen wachtwoord en tweede factor, niet via de inlogmethode van een organisatie
api-link-not-found = Het account is niet aan deze provider gekoppeld

## Admin API

api-admin-key-required = De beheer-API vereist `Authorization: Bearer <beheersleutel>`
api-admin-status-once = status hoogstens één keer
api-admin-parameters-once = elke parameter hoogstens één keer
api-admin-duplicate-email = er bestaat al een gebruiker met dat e-mailadres
api-admin-user-not-found = gebruiker niet gevonden
api-admin-client-not-found = client niet gevonden
api-admin-api-not-found = API niet gevonden
api-admin-session-not-found = sessie niet gevonden
api-admin-delivery-not-found = bezorging niet gevonden
api-admin-webhook-not-found = webhook niet gevonden

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Open de link in de browser waarin je je hebt geregistreerd: ergens anders word je om het wachtwoord van het account gevraagd.
mail-change-where = Open de link in de browser waarin je om de wijziging hebt gevraagd, of waarin je bent ingelogd: ergens anders word je om je wachtwoord gevraagd.
mail-not-yours-english = Heb je je niet geregistreerd en hier niet om gevraagd? Bevestig dan niets: negeer deze e-mail en er gebeurt niets.
verify-password-lead = Typ het wachtwoord van het account waar dit adres bij hoort om het hier te bevestigen. Heb je je in een app geregistreerd? Typ dan in plaats daarvan de code uit de e-mail in de app. Heb je je niet geregistreerd en hier niet om gevraagd? Bevestig dan niet en sluit deze pagina.
verify-password = Het wachtwoord van het account
verify-password-needed = Typ het wachtwoord van het account om het adres in deze browser te bevestigen.
verify-wrong-password = Dat is niet het wachtwoord van het account.

## After a password reset, every other way into the account

mail-reset-done-subject = Je wachtwoord is opnieuw ingesteld
mail-reset-done-body = Het wachtwoord van je account is zojuist opnieuw ingesteld en elk apparaat dat was ingelogd, is uitgelogd.
mail-reset-done-still = Hiermee kan nog steeds bij je account worden ingelogd:
mail-reset-done-remove = Is een hiervan niet van jou? Log dan in met het nieuwe wachtwoord en kies "Alles behalve het nieuwe wachtwoord verwijderen" op je accountpagina.
mail-reset-done-nothing-else = Verder kan niets bij je account inloggen: alleen het nieuwe wachtwoord.
mail-reset-done-factor-not-yours = Vraagt het inloggen om een tweede factor die je niet hebt? Dan is die niet van jou: vraag de ondersteuning van deze service om hem te verwijderen.
mail-reset-done-not-you = Heb je je wachtwoord niet zelf opnieuw ingesteld? Dan kan iemand je e-mail lezen: beveilig eerst je mailbox en stel daarna nogmaals een nieuw wachtwoord in.
ways-in-passkey = De toegangssleutel "{ $name }"
ways-in-authenticator = Een authenticator-app
ways-in-recovery-codes = { $count ->
    [one] { $count } ongebruikte herstelcode
   *[other] { $count } ongebruikte herstelcodes
}
ways-in-link = Inloggen met { $provider }
ways-in-sessions = { $count ->
    [one] { $count } ander ingelogd apparaat (hieronder vermeld)
   *[other] { $count } andere ingelogde apparaten (hieronder vermeld)
}
account-review-heading = Je wachtwoord is opnieuw ingesteld
account-review-lead = Je wachtwoord is op { $date } opnieuw ingesteld. Hiermee kan nog steeds bij je account worden ingelogd:
account-review-explain = Is een hiervan niet van jou? Verwijder ze dan allemaal: dan kun je alleen nog met je nieuwe wachtwoord inloggen en wordt elk ander apparaat uitgelogd. Je kunt daarna weer een toegangssleutel of authenticator-app toevoegen.
account-review-remove = Alles behalve het nieuwe wachtwoord verwijderen
account-review-keep = Ze zijn allemaal van mij
account-review-gone = Er valt niets meer te controleren.
account-review-removed = Alles behalve je nieuwe wachtwoord is verwijderd en elk ander apparaat is uitgelogd.
account-review-kept = Genoteerd: alles blijft zoals het is.

## The second step locked after wrong codes

mail-factor-locked-subject = Iemand heeft geprobeerd je tweede factor te omzeilen
mail-factor-locked-body = { $minutes ->
    [one] Iemand heeft je wachtwoord ingetypt en daarna vijf verkeerde codes voor de tweede factor. Inloggen bij je account is { $minutes } minuut gepauzeerd.
   *[other] Iemand heeft je wachtwoord ingetypt en daarna vijf verkeerde codes voor de tweede factor. Inloggen bij je account is { $minutes } minuten gepauzeerd.
}
mail-factor-locked-not-you = Was jij dit niet? Dan kent iemand je wachtwoord: stel nu een nieuw wachtwoord in.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = een consolerol vereist een geverifieerd adres: de gebruiker moet eerst het adres bevestigen
console-gate-unverified = De console opent alleen voor beheerders met een geverifieerd adres. Bevestig je adres met de link in de verificatie-e-mail en open de console dan opnieuw.
console-gate-idle-lead = Log opnieuw in om de console te openen
console-gate-idle = De console is { $minutes } min niet gebruikt, daarom moet je opnieuw inloggen. Bij je account blijf je ingelogd.
console-webhook-url-once = De URL, alleen nu volledig getoond (de lijst verbergt wat na "?" komt, waar een token kan staan):
console-webhook-query-hidden = Wat in de URL van een endpoint na "?" komt, is verborgen: er kan het token van de ontvanger in staan.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Stuur me een code per e-mail
page-code-ask-title = Inloggen met een code
page-code-ask-lead = Typ je e-mailadres: we mailen je een code om mee in te loggen, zonder wachtwoord.
page-code-ask-button = Stuur me een code per e-mail
page-code-invalid-email = Typ een volledig e-mailadres, zoals naam@example.com.
page-code-not-allowed = Deze app vraagt om je wachtwoord of een toegangssleutel: inloggen met een gemailde code is hier niet mogelijk.
page-code-title = Controleer je e-mail
page-code-lead = { $minutes ->
    [one] Er is een e-mail onderweg naar { $email }. Typ de zescijferige code die erin staat: die werkt { $minutes } minuut en kan één keer worden gebruikt.
   *[other] Er is een e-mail onderweg naar { $email }. Typ de zescijferige code die erin staat: die werkt { $minutes } minuten en kan één keer worden gebruikt.
}
page-code-field = Inlogcode
page-code-name = Je naam, als je hier nieuw bent
page-code-button = Inloggen
page-code-again = Nieuwe code sturen
page-code-wrong = Die code klopt niet of is verlopen. Controleer de nieuwste e-mail of vraag een nieuwe code aan.
page-code-link-title = Inloggen
page-code-link-lead = Log bij je account in vanuit deze browser.
page-code-link-button = Log me in
page-code-link-elsewhere-title = Typ deze code in waar je erom hebt gevraagd
page-code-link-elsewhere = Deze link is geopend in een andere browser of app dan waarin erom is gevraagd. Typ daar deze code:
page-code-link-ended-title = Deze link is verlopen
page-code-link-ended = De link is al gebruikt, vervangen door een nieuwere of te oud. Vraag een nieuwe code aan waar je inlogt.
api-sign-in-code-refused = De code is onjuist, gebruikt, vervangen of verlopen: vraag een nieuwe aan
api-login-code-or-password = Stuur een wachtwoord of een code, niet allebei
api-code-code-sent = Er is een e-mail met een inlogcode onderweg; de code werkt een paar minuten en kan één keer worden gebruikt
api-code-sign-in-code-not-allowed = Inloggen met een gemailde code is hier niet mogelijk: gebruik je wachtwoord of een toegangssleutel

## Mail: a sign-in code

mail-code-subject = Je inlogcode
mail-code-asked = Iemand heeft gevraagd om met dit adres in te loggen. De code om in te typen is:
mail-code-minutes = { $minutes ->
    [one] De code en de link hieronder werken { $minutes } minuut en kunnen één keer worden gebruikt; een nieuwer verzoek vervangt ze.
   *[other] De code en de link hieronder werken { $minutes } minuten en kunnen één keer worden gebruikt; een nieuwer verzoek vervangt ze.
}
mail-code-new-account = Er is nog geen account met dit adres: als je inlogt met de code, wordt er een gemaakt.
mail-code-button = Log me in
mail-code-not-you = Was jij dit niet? Negeer deze e-mail dan: zonder de code kan niemand inloggen.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Inloggen met dit adres
mail-no-account-body = Iemand heeft een code aangevraagd om met dit adres in te loggen, maar er is hier geen account dat dit adres gebruikt.
mail-no-account-not-you = Was jij dit niet? Negeer deze e-mail dan: er is niets veranderd.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Gebruikers mogen inloggen met een gemailde code
api-name-invalid = De naam is te lang of bevat besturingstekens
