# Danish: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Sprog

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Mailadressen eller adgangskoden er forkert. En ny konto kan logge ind, når dens adresse er bekræftet: Se efter linket i din mail.
error-throttled = For mange mislykkede forsøg. Vent et par minutter, og prøv så igen.
error-busy = Der er for mange, der logger ind lige nu. Prøv igen om lidt.
error-missing-fields = Angiv din mailadresse og adgangskode.
error-expired-form = Formularen er udløbet. Log ind igen.
error-second-factor-in-app = Kontoen er beskyttet med en anden faktor. Log først ind på din kontoside (der bliver du bedt om koden), og vend så tilbage hertil.
error-wrong-second-factor = Koden var forkert, er allerede brugt eller kom for sent. Log ind igen.
error-passkey-refused = Adgangsnøglen kunne ikke bruges, eller forsøget tog for lang tid. Prøv igen, eller log ind med din adgangskode.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = For mange anmodninger. Vent et par minutter, og prøv så igen.
error-expired-form-again = Formularen er udløbet. Prøv igen.

## Error pages (a heading and a paragraph)

error-bad-link-title = Ugyldigt link
error-bad-link-text = Linket er ikke længere gyldigt: Det er brugt, udløbet eller erstattet af et nyere. Bed om et nyt.

error-form-title = Login mislykkedes
error-form-too-large = Formularen er for stor.
error-form-unreadable = Formularen kunne ikke læses. Gå tilbage, og prøv igen.
error-cross-site-title = Anmodningen blev afvist
error-cross-site-text = Formularen blev sendt fra et andet websted. Åbn loginsiden igen, og send den derfra.

error-unavailable-title = Prøv igen om lidt
error-unavailable-text = Logintjenesten er optaget eller utilgængelig. Prøv igen om lidt.
error-failed-title = Noget gik galt
error-failed-text = Login kunne ikke gennemføres. Prøv igen.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Vide, hvem du er
scope-email = Se din mailadresse
scope-profile = Se din profil: navn, billede, telefonnummer og land
scope-authorization = Se din profil og de sessioner, hvor du er logget ind
scope-organizations = Se de organisationer, du er medlem af, og dine roller i dem
scope-api = Bruge { $api } på dine vegne

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: Indtast koden, som din godkendelsesapp viser, eller en gendannelseskode, eller brug din adgangsnøgle.
page-second-step-passkey = { $purpose }: Brug din adgangsnøgle.
page-second-step-code = { $purpose }: Indtast koden, som din godkendelsesapp viser, eller en af dine gendannelseskoder.
page-second-step-use-passkey = Brug din adgangsnøgle

## Login page

page-login-title = Log ind
page-login-email = Mail
page-login-password = Adgangskode
page-login-button = Log ind
page-login-with-provider = Log ind med { $provider }
page-login-passkey = Log ind med en adgangsnøgle
page-login-forgot = Har du glemt din adgangskode?
page-login-organization = Log ind med din organisation
page-organization-title = Log ind med din organisation
page-organization-lead = Angiv din arbejdsmail eller din organisations id for at fortsætte med dens login.
page-organization-field = Arbejdsmail eller organisations-id
page-organization-button = Fortsæt
page-organization-unknown = Ingen organisation logger ind med denne adresse eller dette id. Tjek det, eller log ind med din mailadresse og adgangskode.
login-sso-required = Du skal logge ind via din organisation: Brug organisationens login.
login-sso-required-named = Du skal logge ind via { $organization }: Brug organisationens login nedenfor.
page-login-new-here = Er du ny her?
page-login-create-account = Opret en konto

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Forbind en enhed
page-device-code-lead = Indtast koden, der vises på dit tv, din spillekonsol eller en anden enhed.
page-device-code-label = Kode
page-device-code-button = Fortsæt
page-device-confirm-heading = Vil du forbinde { $client }?
page-device-confirm-lead = En enhed, der viser koden { $code }, beder om at bruge din konto { $email }. Tillad det kun, hvis du selv har startet det på den enhed.
page-device-confirm-able = Den vil kunne:
page-device-confirm-deny = Afvis
page-device-confirm-allow = Tillad

## Account page

page-account-title = Din konto
page-account-signed-in-as = Logget ind som { $email }
page-account-signed-in-as-unconfirmed = Logget ind som { $email } (adressen er ikke bekræftet endnu: Se den mail, vi har sendt)
page-account-sessions-heading = Hvor du er logget ind
page-account-session-app = appen { $package }
page-account-this-browser = Denne browser
page-account-sign-out-session = Log ud
page-account-sign-out-others = Log ud alle andre steder
page-account-profile-heading = Profil
page-account-profile-save = Gem profil
page-account-password-heading = Adgangskode
page-account-current-password = Nuværende adgangskode
page-account-new-password = Ny adgangskode (mindst 10 tegn)
page-account-password-change = Skift adgangskode
page-account-email-heading = Mailadresse
page-account-email-explain = Der sendes et link til den nye adresse; din konto flytter dertil, når linket bruges. Indtil da logger du ind med den nuværende.
page-account-new-email = Ny mailadresse
page-account-email-password = Adgangskode
page-account-email-change = Skift mailadresse
page-account-data-heading = Dine data
page-account-data-explain = Alt, hvad denne tjeneste har om din konto (profil, sessioner med deres enheder og steder, tilknyttede udbydere, anden faktor og sikkerhedshændelser om dig), samlet i én JSON-fil. Den indeholder ingen adgangskode og ingen hemmeligheder.
page-account-data-download = Download dine data
page-account-delete-heading = Slet din konto
page-account-delete-explain = Fjerner din profil, dine sessioner, din anden faktor og dine tilknyttede udbydere og logger dig ud overalt.
page-account-delete-link = Slet din konto

## Sign-out confirmation

page-logout-title = Log ud
page-logout-question = Vil du logge ud af din konto i denne browser?
page-logout-button = Log ud

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Angiv en adgangskode.
rule-password-too-short = Adgangskoden skal have mindst { $min } tegn.
rule-password-too-long = Adgangskoden må højst have { $max } tegn.
rule-password-is-email = Adgangskoden må ikke være mailadressen.
rule-password-refused = Denne adgangskode kan ikke bruges. Vælg en anden.
rule-email-invalid = Angiv en mailadresse, der kan modtage mail, f.eks. name@example.com.
rule-email-same = Det er allerede kontoens adresse.
rule-field-invalid = Et felt er for langt eller indeholder tegn, der ikke er tilladt.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = klientens navn skal have 1 til 200 tegn
rule-client-name-characters = klientens navn må ikke indeholde kontroltegn eller tegn til tovejsformatering
rule-resource-server-confidential = en ressourceserver skal være en fortrolig klient
rule-client-credentials-confidential = client_credentials kræver en fortrolig klient
rule-public-client-secret = en offentlig klient har ingen hemmelighed
rule-shared-signals-confidential = en Shared Signals-modtager skal være en fortrolig klient
rule-organization-for-receivers = kun en Shared Signals-modtager er knyttet til en organisation
rule-profile-field-length = profilfelter må højst have { $max } tegn
rule-profile-field-characters = profilfelter må ikke indeholde kontroltegn eller tegn til tovejsformatering
rule-unknown-event-type = ukendt hændelsestype "{ $name }"; kendte: { $known }
rule-no-event-type = hændelser skal angive mindst én hændelsestype
rule-secret-prefix = hemmeligheden skal starte med whsec_
rule-secret-encoding = hemmeligheden skal være whsec_ og base64
rule-secret-length = hemmeligheden skal være på 24 til 64 byte
rule-delivery-status = status skal være pending, delivered eller failed
rule-not-a-timestamp = { $name } skal være et RFC 3339-tidsstempel
rule-not-a-user-id = user skal være et bruger-id
rule-not-an-email = email skal være en mailadresse
rule-unknown-audit-type = ukendt hændelsestype
rule-unknown-cursor = cursor er ikke en, som denne API har givet
rule-page-size = limit skal være fra 1 til 500
rule-no-scope = mindst ét omfang er påkrævet
rule-undefined-scopes = API'en definerer kun disse omfang: { $scopes }
rule-role-name = rollen skal være admin, support, viewer eller none
rule-already-verified = adressen er allerede bekræftet

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = for at fortsætte til { $client }
login-failed-title = Login mislykkedes
login-malformed-link = Loginlinket er forkert udformet.
login-request-missing-client = Anmodningen angiver ingen app.
login-request-unknown-client = Denne app er ikke registreret, eller den er deaktiveret.
login-request-missing-redirect-uri = Anmodningen angiver ikke, hvor der skal vendes tilbage til (redirect_uri).
login-request-unregistered-redirect-uri = Denne redirect_uri er ikke registreret for appen.
login-request-state-too-long = Parameteren state er for lang.
login-request-invalid = Loginanmodningen er ugyldig.

## Signing out of the browser.

login-signout-failed-title = Logout mislykkedes
login-signout-malformed-link = Logoutlinket er forkert udformet.
login-signed-out-title = Logget ud
login-signed-out-text = Du er logget ud i denne browser.

## The second step after a password, and an app that needs one.

second-step-title = Totrinslogin
second-step-code-label = Kode
second-step-continue = Fortsæt
second-step-enrol-title = Konfigurer en anden faktor
second-step-enrol-text = { $client } kræver login med to faktorer. Konfigurer en godkendelsesapp eller en adgangsnøgle på din kontoside, og log derefter ind på { $client } igen.
second-step-enrol-link = Åbn din kontoside

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Godkendelsesapp
second-step-app-on = { $count ->
    [one] En godkendelsesapp er konfigureret; { $count } gendannelseskode er ikke brugt.
   *[other] En godkendelsesapp er konfigureret; { $count } gendannelseskoder er ikke brugt.
}
second-step-app-remove = Fjern godkendelsesappen
second-step-app-intro = Koder fra en app som Google Authenticator eller 1Password, som du bliver bedt om efter din adgangskode.
second-step-app-set-up = Konfigurer en godkendelsesapp
second-step-app-qr-label = QR-kode til din godkendelsesapp
second-step-app-setup-title = Konfigurer en godkendelsesapp
second-step-app-setup-lead = Scan koden med din godkendelsesapp, og indtast derefter de seks cifre, den viser.
second-step-app-setup-key = Eller skriv denne nøgle i appen:
second-step-app-code-label = Kode fra appen
second-step-app-turn-on = Slå til
second-step-app-cancel = Annuller
second-step-recovery-title = Gem dine gendannelseskoder
second-step-recovery-lead = Godkendelsesappen er slået til. Hver af disse koder kan logge dig ind én gang, hvis du mister din telefon. Opbevar dem et sikkert sted: De vises ikke igen.
second-step-recovery-back = Tilbage til din konto

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Log ind med en adgangsnøgle
passkey-not-used = Der blev ikke brugt nogen adgangsnøgle. Prøv igen, eller brug din adgangskode.
passkey-section-heading = Adgangsnøgler
passkey-section-intro = Med en adgangsnøgle logger du ind med dit fingeraftryk, dit ansigt eller din skærmlås i stedet for din adgangskode.
passkey-rename-label = Nyt navn
passkey-rename-button = Omdøb
passkey-remove-button = Fjern
passkey-new-name-label = Navn til en ny adgangsnøgle
passkey-new-name-placeholder = Denne bærbare
passkey-add-button = Tilføj en adgangsnøgle
passkey-already-registered = Denne adgangsnøgle er allerede registreret.
passkey-not-added = Der blev ikke tilføjet nogen adgangsnøgle. Prøv igen.

## The consent screen.

consent-heading = Vil du give { $client } lov til at bruge din konto?
consent-lead = Du er logget ind som { $account }. { $client } er en app, der er lavet af en anden; den beder om at:
consent-revoke-note = Du kan til enhver tid fjerne dens adgang på din kontoside.
consent-deny = Afvis
consent-allow = Tillad
consent-title = Vil du tillade { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = for at forbinde en enhed med din konto
device-code-unknown = Koden er forkert, udløbet eller allerede brugt. Tjek koden på din enhed, og prøv igen.
device-code-throttled = For mange forkerte koder. Vent et par minutter, og prøv så igen.
device-code-form-expired = Formularen er udløbet. Indtast koden igen.
device-connected-title = Enheden er forbundet
device-connected-text = { $client } er nu forbundet med din konto. Du kan vende tilbage til din enhed.
device-denied-title = Anmodningen blev afvist
device-denied-text = { $client } blev ikke forbundet. Du kan lukke denne side.
device-two-factors-title = Login med to faktorer er påkrævet
device-two-factors-text = { $client } kræver login med to faktorer. Log ind med din anden faktor på din kontoside (eller konfigurer en), og indtast derefter koden her igen.
device-two-factors-link = Åbn din kontoside

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Tilknytning mislykkedes
upstream-link-from-account-page = Tilknyt en udbyder med dens knap på din kontoside.
upstream-link-expired = Siden er udløbet. Gå tilbage til din kontoside, genindlæs den, og prøv igen.
upstream-unknown-provider = Der findes ingen sådan loginudbyder.
upstream-bad-state = Dette login er allerede brugt, er udløbet eller blev startet i en anden browser. Gå tilbage til appen, og log ind igen.
upstream-denied = Udbyderen loggede dig ikke ind. Gå tilbage til appen, og prøv igen.
upstream-refused = Udbyderens svar kunne ikke accepteres. Gå tilbage til appen, og log ind igen.
upstream-unavailable = Loginudbyderen kunne ikke kontaktes. Prøv igen om lidt, eller log ind på en anden måde.
upstream-email-taken = Der findes allerede en konto med denne mailadresse. Log ind på den med dens adgangskode eller adgangsnøgle, og tilknyt derefter udbyderen på din kontoside.
upstream-outside-domains = Din organisations login kan kun logge adresser ind fra organisationens egne bekræftede domæner.
upstream-unconfirmed-account = Der findes en konto med denne mailadresse, men adressen er aldrig blevet bekræftet. Bekræft den (eller nulstil kontoens adgangskode), og log derefter ind via din organisation igen.
upstream-operator-account = Denne konto har en rolle i operatørkonsollen: Den logger ind med sin egen adgangskode og anden faktor, ikke via en organisations login.
upstream-registration-closed = Denne konto kendes ikke her, og der kan ikke oprettes nye konti. Bed operatøren om en konto.
upstream-no-email = Udbyderen delte ikke en mailadresse, hvilket en ny konto kræver.
upstream-unverified-email = Udbyderen bekræftede ikke, at mailadressen er din, så den kan ikke oprette en konto med den. Opret en konto med din mailadresse, og tilknyt derefter udbyderen på din kontoside.
upstream-linked-elsewhere = Dette login er allerede tilknyttet en anden konto.
upstream-already-linked = Din konto er allerede tilknyttet denne udbyder med et andet login. Fjern først tilknytningen.
upstream-disabled = Kontoen er deaktiveret.
upstream-reauthenticate = Log ind igen på din kontoside, og tilknyt derefter udbyderen.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Opret din konto
signup-lead = Vi sender dig en mail for at bekræfte din adresse.
signup-email = Mail
signup-password = Adgangskode (mindst 10 tegn)
signup-name = Navn (valgfrit)
signup-button = Opret konto
signup-closed-title = Registreringen er lukket
signup-closed-text = Nye konti oprettes af operatøren af denne tjeneste. Bed dem om en.
signup-sent-title = Tjek din mail
signup-sent-text = Vi har sendt en mail for at bekræfte din adresse. Følg linket i den; du kan allerede logge ind.
signup-sent-continue-text = Vi har sendt en mail for at bekræfte din adresse. Du kan logge ind og fortsætte nu.
signup-sent-continue = Log ind og fortsæt

## Address confirmation page (opened from the mailed link)

verify-title = Bekræft din mailadresse
verify-lead = Bekræft, at denne mailadresse er din, så din konto kan bruge den. Hvis du ikke har oprettet en konto eller ændret dens adresse her, skal du ikke bekræfte: Luk denne side.
verify-button = Bekræft min adresse
verify-done-title = Mailadressen er bekræftet
verify-done-text = Tak: Din mailadresse er bekræftet. Du kan lukke denne side.

## Password reset request page

forgot-title = Har du glemt din adgangskode?
forgot-lead = Angiv din mailadresse. Hvis der findes en konto med den, sender vi dig et link til at vælge en ny adgangskode.
forgot-email = Mail
forgot-button = Send linket
forgot-sent-title = Tjek din mail
forgot-sent-text = Hvis der findes en konto med denne adresse, er en mail med et link til at vælge en ny adgangskode på vej. Linket virker i 30 minutter.

## New password page (opened from the mailed link)

reset-title = Vælg en ny adgangskode
reset-lead = Vælg en adgangskode på 10 til 256 tegn. Alle enheder, der er logget ind på din konto, bliver logget ud.
reset-password = Ny adgangskode
reset-button = Gem adgangskoden
reset-done-title = Adgangskoden er gemt
reset-done-text = Din nye adgangskode er gemt, og alle enheder, der var logget ind, er logget ud. Log ind igen med den nye adgangskode.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Din profil er gemt.
account-password-changed = Din adgangskode er ændret; alle andre enheder er logget ud.
account-email-requested = Hvis adressen kan bruges, er et link til at bekræfte den på vej dertil: Din adresse skifter, når linket bruges.
account-session-signed-out = Sessionen er logget ud.
account-others-signed-out = Alle andre sessioner er logget ud.
account-console-needs-factor = Operatørkonsollen kræver en anden faktor: Tilføj en godkendelsesapp eller en adgangsnøgle nedenfor, og log derefter ind igen med den.
account-form-expired = Formularen er udløbet. Prøv igen.
account-login-lead = for at se og ændre din konto
account-sign-in-again-lead = igen for at ændre, hvordan du logger ind
account-sign-in-again = Af hensyn til din sikkerhed skal du logge ind igen (med din anden faktor, hvis du har en), før du tilføjer eller fjerner en måde at logge ind på.
account-second-step-purpose = for at åbne din konto
account-profile-name = Navn
account-profile-mobile = Mobilnummer
account-profile-picture = Billed-URL
account-profile-country-code = Landekode
account-profile-country = Land
account-profile-city = By
account-profile-postal-code = Postnummer
account-session-unknown-device = Ukendt enhed
account-session-unknown-app = ukendt app
account-session-when = Logget ind { $since } · sidst aktiv { $active }
account-provider-not-linked = Den udbyder er ikke tilknyttet din konto.
account-last-sign-in-method = Dette er din kontos eneste måde at logge ind på. Tilføj først en adgangsnøgle, eller vælg en adgangskode (Har du glemt din adgangskode?).
account-session-gone = Den session er ikke længere logget ind.
account-wrong-password = Den nuværende adgangskode er forkert.
account-too-many-passwords = For mange forkerte adgangskoder. Vent et par minutter, og prøv så igen.
account-unknown-action = Denne side understøtter ikke den handling.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Godkendelsesappen er fjernet.
factors-passkey-added = Din adgangsnøgle er tilføjet: Fremover kan du logge ind med den.
factors-passkey-renamed = Adgangsnøglen er omdøbt.
factors-passkey-removed = Adgangsnøglen er fjernet.
factors-passkey-added-on = Tilføjet { $date }
factors-passkey-last-used = sidst brugt { $date }
factors-passkey-synced = synkroniseret
factors-wrong-code = Koden er forkert. Tjek appens ur, og indtast den kode, den viser nu.
factors-too-many-codes = For mange forkerte koder. Vent et par minutter, og prøv så igen.
factors-totp-already = Der er allerede konfigureret en godkendelsesapp.
factors-totp-nothing-pending = Der er ingen godkendelsesapp under konfiguration. Start forfra.
factors-totp-not-set-up = Der er ikke konfigureret nogen godkendelsesapp.
factors-passkey-registered = Den adgangsnøgle er allerede registreret.
factors-passkey-too-many = Din konto har så mange adgangsnøgler, som den kan have: Fjern først en.
factors-passkey-too-many-attempts = For mange forsøg. Vent et par minutter, og prøv så igen.
factors-passkey-name-length = En adgangsnøgles navn skal have 1 til 64 tegn.
factors-passkey-not-yours = Den adgangsnøgle er ikke længere din.
factors-passkey-not-added = Adgangsnøglen kunne ikke tilføjes, eller det tog for lang tid. Prøv igen.
factors-page-expired = Siden er udløbet; genindlæs den.
factors-sign-in-again = Log ind igen.
factors-passkeys-unavailable = Adgangsnøgler er ikke tilgængelige på denne server.
factors-sign-in-to-add = Log ind igen for at tilføje en adgangsnøgle.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Log ind med en anden konto
links-linked = Udbyderen er tilknyttet: Fremover kan du logge ind på denne konto med den.
links-unlinked = Tilknytningen til udbyderen er fjernet.
links-linked-on = tilknyttet { $date }
links-unlink = Fjern tilknytning
links-link = Tilknyt { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Apps med adgang
apps-allowed-on = tilladt { $date }
apps-remove = Fjern adgang
apps-removed = Appens adgang er fjernet; den er logget ud.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Slet din konto
delete-explain-lead = Du kan selv slette din konto og alt, hvad der er gemt om den.
delete-explain-sign-in = Log ind: med din adgangskode, en adgangsnøgle eller den udbyder, du tilmeldte dig med ("Log ind med …").
delete-explain-confirm = Bekræft, at kontoen skal slettes.
delete-explain-what = Hvad der slettes: din profil (navn, mailadresse, telefonnummer, billede, sted), din adgangskode, alle sessioner og de enheder og steder, der er registreret med dem, anden faktor, adgangsnøgler, tilknyttede loginudbydere og alle tokens, der er udstedt til apps. Alle enheder logges ud. Sikkerhedsloggen beholder sine poster om dig under et tilfældigt navn, uden IP-adresser, i højst { $days ->
        [one] { $days } dag
       *[other] { $days } dage
    }.
delete-explain-now = Hvornår: med det samme. En bekræftelse sendes til din mailadresse.
delete-explain-later = Hvornår: { $days ->
        [one] { $days } dag
       *[other] { $days } dage
    } efter din anmodning; logger du ind inden da, beholdes kontoen. En bekræftelse sendes til din mailadresse.
delete-explain-apps = Apps kan også slette kontoen fra deres indstillinger.
delete-explain-link = Log ind og slet din konto
delete-login-lead = for at slette din konto
delete-confirm-what = Dette sletter din profil, dine sessioner, din anden faktor, dine adgangsnøgler og tilknyttede udbydere og logger dig ud på alle enheder.
delete-confirm-later = Kontoen slettes efter { $days ->
        [one] { $days } dag
       *[other] { $days } dage
    }; logger du ind inden da, beholdes den.
delete-confirm-now = Det kan ikke fortrydes.
delete-confirm-check = Slet min konto og alt, hvad der er gemt om den
delete-confirm-button = Slet min konto
delete-confirm-keep = Behold min konto
delete-done-title = Kontoen er slettet
delete-done = Din konto og alt, hvad der var gemt om den, er slettet. En bekræftelse er på vej til din mailadresse.
delete-scheduled-title = Sletning af kontoen er planlagt
delete-scheduled = Alle sessioner er afsluttet. Din konto slettes den { $date }; log ind inden da for at beholde den.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Sprog
account-language-help = Sproget på denne kontos sider og i de mails, den får tilsendt.
account-language-save = Gem sprog
account-language-saved = Dit sprog er gemt.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsol
console-nav-signed-in = Konsol · logget ind som { $email } ({ $role })
console-nav-your-account = Din konto
console-nav-label = Konsol
console-nav-overview = Oversigt
console-nav-users = Brugere
console-nav-organizations = Organisationer
console-nav-clients = Klienter
console-nav-apis = API'er
console-nav-webhooks = Webhooks
console-nav-audit = Revisionslog
console-nav-keys = Nøgler
console-nav-settings = Indstillinger

console-frame-role-admin = administrator
console-frame-role-support = supportmedarbejder
console-frame-role-viewer = læser
console-frame-role-none = ingen
console-frame-table-empty = { $caption }: ingen.
console-frame-age-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dage
}
console-frame-age-hours = { $count ->
    [one] { $count } time
   *[other] { $count } timer
}
console-frame-age-minutes = { $count ->
    [one] { $count } minut
   *[other] { $count } minutter
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Din rolle i konsollen giver ikke adgang til denne side. Spørg en administrator, hvis du har brug for den.
console-gate-form-expired = Formularen er udløbet eller kom ikke fra konsollen. Åbn siden igen, og gentag handlingen.
console-gate-change-not-allowed = Din rolle i konsollen tillader ikke denne ændring.
console-gate-no-role = Din konto har ingen rolle i konsollen. En administrator kan give dig en.
console-gate-not-allowed-title = Ikke tilladt
console-gate-not-found-title = Ikke fundet
console-gate-not-done-title = Ikke udført
console-gate-sign-in-again-lead = igen med din anden faktor for at åbne konsollen
console-gate-needs-second-factor = Konsollen kræver et login med din anden faktor (din godkendelsesapp eller en adgangsnøgle).
console-gate-no-such-user = Brugeren findes ikke.
console-gate-no-such-client = Klienten findes ikke.
console-gate-no-such-api = API'en findes ikke.
console-gate-no-such-webhook = Webhooken findes ikke.
console-gate-no-such-delivery = Leveringen findes ikke.
console-gate-no-such-session = Sessionen findes ikke.
console-gate-no-such-link = Tilknytningen findes ikke.
console-gate-no-such-organization = Organisationen findes ikke.
console-gate-no-such-domain = Domænet findes ikke.
console-gate-no-such = Der findes ingen sådan { $what }.
console-gate-duplicate-email = Der findes allerede en bruger med den mailadresse.
console-gate-last-sign-in-method = Tilknytningen er kontoens sidste måde at logge ind på: Vælg først en adgangskode.
console-gate-api-exists = Der findes allerede en API med den identifikator.
console-gate-disable-client-first = Deaktiver klienten, før du sletter den.

## The console's overview page.

console-overview-title = Oversigt
console-overview-find-user = Find en bruger
console-overview-accounts = Konti
console-overview-live-sessions = Aktive sessioner
console-overview-sign-ins = Login, 24 t
console-overview-failed-sign-ins = Mislykkede login, 24 t
console-overview-lockouts = Spærringer nu
console-overview-failing-deliveries = Mislykkede webhookleveringer
console-overview-chart-heading = Login de seneste 24 timer
console-overview-counted = Optalt { $at } (tallene er højst et minut gamle).
console-overview-chart-label = Login pr. time de seneste 24 timer: { $succeeded } lykkedes, { $failed } mislykkedes
console-overview-chart-hour = { $time }: { $succeeded } lykkedes, { $failed } mislykkedes
console-overview-chart-start = for 24 timer siden
console-overview-chart-end = nu
console-overview-legend-succeeded = lykkedes ({ $count })
console-overview-legend-failed = mislykkedes ({ $count })
console-overview-keys-heading = Signeringsnøgler
console-overview-keys-caption = Signeringsnøgler, nyeste først
console-overview-key = Nøgle
console-overview-algorithm = Algoritme
console-overview-state = Tilstand
console-overview-age = Alder
console-overview-signing-for = Har signeret i
console-overview-key-pending = afventer
console-overview-key-active = aktiv
console-overview-key-retired = udfaset
console-overview-keys-link = Nøgler og rotation

## The console's users list.

console-users-title = Brugere
console-users-deleted = Brugeren er slettet.
console-users-search-label = Adresse, navn eller bruger-id
console-users-search = Søg
console-users-search-help = Adresser matcher fra starten, navne fra starten af et vilkårligt ord; et id skal matche helt.
console-users-caption = Brugere, ældste først
console-users-matching = Brugere, der matcher “{ $query }”
console-users-address = Adresse
console-users-name = Navn
console-users-verified = Bekræftet
console-users-state = Tilstand
console-users-created = Oprettet
console-users-yes = ja
console-users-no = nej
console-users-enabled = aktiveret
console-users-disabled = deaktiveret
console-users-next-page = Næste side

## The console's page of one user.

console-user-done-disabled = Brugeren er deaktiveret: Alle sessioner er afsluttet.
console-user-done-enabled = Brugeren er aktiveret: Vedkommende kan logge ind igen.
console-user-done-signed-out = Alle brugerens sessioner er afsluttet.
console-user-done-session-ended = Sessionen er afsluttet.
console-user-done-factors-reset = Brugerens anden faktor er fjernet; brugeren har fået besked på mail.
console-user-done-verification-sent = Bekræftelsesmailen er på vej.
console-user-done-role = Rollen er ændret.
console-user-why-heading = Hvorfor kan denne bruger ikke logge ind?
console-user-nothing-stops = Intet forhindrer denne bruger i at logge ind nu.
console-user-reason-disabled = Kontoen er deaktiveret af en operatør.
console-user-reason-unverified = Adressen er ikke bekræftet: Login med adgangskode afvises, indtil linket i bekræftelsesmailen er brugt.
console-user-reason-locked-password = Spærret efter forkerte adgangskoder fra { $ip } indtil { $until } (ca. { $minutes } min; loginbegrænsningen).
console-user-reason-locked-second-step = Andet trin er spærret efter forkerte koder indtil { $until } (ca. { $minutes } min; begrænsningen for anden faktor).
console-user-reason-passkey-only = Kontoen har ingen adgangskode: Den logger kun ind med en adgangsnøgle (eller efter en nulstilling af adgangskoden).
console-user-reason-providers-only = Kontoen har ingen adgangskode: Den logger kun ind via { $providers } (eller efter en nulstilling af adgangskoden).
console-user-reason-second-factor-due = Der er ikke konfigureret nogen anden faktor, og { $clients } kræver login med to faktorer: Brugeren skal først tilføje en.
console-user-reason-deletion-scheduled = Brugeren har bedt om at få kontoen slettet: Den slettes den { $date }, medmindre brugeren logger ind inden da.
console-user-profile = Profil
console-user-id = Bruger-id
console-user-address = Adresse
console-user-verified = Bekræftet
console-user-state = Tilstand
console-user-name = Navn
console-user-mobile = Mobil
console-user-place = Sted
console-user-created = Oprettet
console-user-console-role = Rolle i konsollen
console-user-sessions = Sessioner
console-user-sessions-caption = Aktive sessioner, nyeste først
console-user-device = Enhed
console-user-ip-and-place = IP og sted
console-user-signed-in = Logget ind
console-user-last-active = Sidst aktiv
console-user-methods = Metoder
console-user-end-column = Afslut
console-user-end-session = Afslut
console-user-unknown-device = Ukendt enhed
console-user-second-factors = Anden faktor
console-user-authenticator-app = Godkendelsesapp
console-user-recovery-codes-left = Gendannelseskoder tilbage
console-user-passkeys = Adgangsnøgler
console-user-factor-none = ingen
console-user-totp-since = siden { $date }
console-user-providers-and-apps = Udbydere og apps
console-user-links-caption = Tilknyttede udbydere
console-user-provider = Udbyder
console-user-address-given = Oplyst adresse
console-user-linked = Tilknyttet
console-user-consents-caption = Samtykker til tredjepartsapps
console-user-client = Klient
console-user-scopes = Omfang
console-user-allowed = Tilladt
console-user-recent-events = Seneste hændelser
console-user-events-caption = De nyeste revisionshændelser om brugeren
console-user-when = Hvornår
console-user-type = Hændelsestype
console-user-actor = Aktør
console-user-ip = IP
console-user-every-event = Alle hændelser om brugeren
console-user-actions = Handlinger
console-user-disable = Deaktiver
console-user-enable = Aktiver
console-user-sign-out-everywhere = Log ud overalt
console-user-resend-verification = Send bekræftelsesmailen igen
console-user-reset-factors = Nulstil anden faktor
console-user-reset-factors-confirm = Fjern godkendelsesappen, gendannelseskoderne og adgangsnøglerne
console-user-delete = Slet brugeren
console-user-delete-confirm = Slet denne konto og alt om den, nu
console-user-role-heading = Rolle i konsollen
console-user-role-label = Rolle
console-user-set-role = Angiv rollen
console-user-role-help = Læsere kan se alle sider; supportmedarbejdere kan også deaktivere og aktivere brugere, logge dem ud, nulstille deres anden faktor og sende bekræftelsesmails igen; administratorer kan alt.
console-user-unknown-action = Denne side understøtter ikke den handling.
console-user-not-on-this-user = Ikke tilladt for denne bruger: Operatører under administrator kan kun handle på brugere uden rolle, og ingen kan her ændre sin egen rolle, tilstand, faktorer eller konto.
console-user-tick-to-confirm = Sæt flueben i feltet for at bekræfte, og gentag så handlingen.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Klienter
console-client-list-caption = Klienter, ældste først
console-client-name = Navn
console-client-kind = Slags
console-client-state = Tilstand
console-client-registered = Registreret
console-client-kind-public = offentlig
console-client-kind-confidential = fortrolig
console-client-state-enabled = aktiveret
console-client-state-disabled = deaktiveret
console-client-register-heading = Registrer en klient
console-client-register = Registrer
console-client-registered-notice = Klienten er registreret.
console-client-deleted = Klienten er slettet.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Omdirigerings-URI'er, én pr. linje
console-client-scopes-field = Omfang (tomt: openid email profile authorization)
console-client-package-names-field = Android-pakkenavne, ét pr. linje
console-client-app-origins-field = App-oprindelser til adgangsnøgler, én pr. linje
console-client-logout-uri-field = URI til back-channel-logout
console-client-organization-field = Organisation for en Shared Signals-modtager (slug eller id)
console-client-flag-public = Offentlig (en browser- eller native app: ingen hemmelighed, PKCE)
console-client-flag-resource-server = En ressourceserver (må introspektere tokens)
console-client-flag-client-credentials = Må hente tokens til sig selv (client_credentials)
console-client-flag-rotate-refresh-tokens = Roter opdateringstokens
console-client-flag-require-mfa = Kun login med to faktorer
console-client-flag-require-par = Kun pushed authorization requests (PAR)
console-client-flag-third-party = Tredjepart: Brugerne giver først samtykke
console-client-flag-shared-signals = Shared Signals-modtager: får en strøm af sikkerhedshændelser

## Console: one client's page

console-client-saved = Klientens indstillinger er gemt.
console-client-disabled-notice = Klienten er deaktiveret: Dens tokens kan ikke længere verificeres.
console-client-granted = Tildelingen er gemt.
console-client-secret-replaced = Hemmeligheden er udskiftet.
console-client-secret-heading = Klienthemmeligheden
console-client-secret-once = Kopiér den nu: Den vises kun denne ene gang (kun dens hash gemmes).
console-client-settings-heading = Indstillinger
console-client-yes = ja
console-client-no = nej
console-client-redirect-uris = Omdirigerings-URI'er
console-client-scopes = Omfang
console-client-resource-server = Ressourceserver
console-client-two-factor-only = Kun to faktorer
console-client-par-only = Kun PAR
console-client-third-party = Tredjepart
console-client-shared-signals = Shared Signals-modtager
console-client-changed = Ændret
console-client-grants-heading = Tildelinger på API'er
console-client-grants-caption = API'er, som denne klient må kalde på egne vegne
console-client-api = API
console-client-api-identifier = API-identifikator
console-client-grant = Tildel
console-client-actions-heading = Handlinger
console-client-rotate-secret = Roter hemmeligheden
console-client-rotate-secret-confirm = Udskift hemmeligheden: Den gamle holder op med at virke nu
console-client-disable = Deaktiver
console-client-disable-confirm = Deaktiver klienten: Dens tokens holder op med at kunne verificeres
console-client-delete = Slet
console-client-delete-confirm = Slet klienten med alt, hvad der er udstedt til den
console-client-edit-heading = Rediger
console-client-save = Gem
console-client-confirm-first = Sæt flueben i feltet for at bekræfte, og gentag så handlingen.
console-client-unknown-action = Denne side understøtter ikke den handling.

## Console: the APIs page

console-api-title = API'er
console-api-list-caption = API'er (ressourceindikatorer)
console-api-identifier = Identifikator
console-api-scopes = Omfang
console-api-registered-column = Registreret
console-api-register-heading = Registrer en API
console-api-identifier-field = Identifikator (en https-URL)
console-api-scopes-field = Omfang, adskilt af mellemrum
console-api-register = Registrer
console-api-registered = API'en er registreret.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = Webhook-slutpunkter
console-webhook-endpoint = Slutpunkt (dets leveringer)
console-webhook-events = Hændelser
console-webhook-registered-column = Registreret
console-webhook-remove = Fjern
console-webhook-remove-confirm = Stop leveringer til dette slutpunkt
console-webhook-secret-heading = Signeringshemmeligheden
console-webhook-secret-once = Giv den til modtageren nu: Den vises kun denne ene gang.
console-webhook-register-heading = Registrer et slutpunkt
console-webhook-url = URL
console-webhook-events-field = Hændelsestyper, adskilt af mellemrum
console-webhook-register = Registrer
console-webhook-registered = Slutpunktet er registreret.
console-webhook-removed = Slutpunktet er fjernet.
console-webhook-confirm-first = Sæt flueben i feltet for at bekræfte, og gentag så handlingen.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Leveringer
console-webhook-deliveries-caption = Leveringer, nyeste først
console-webhook-delivery = Levering
console-webhook-event = Hændelse
console-webhook-status = Leveringsstatus
console-webhook-attempts = Forsøg
console-webhook-last-error = Seneste fejl
console-webhook-replay = Send igen
console-webhook-replayed = Leveringen er sat i kø igen.
console-webhook-status-pending = afventer
console-webhook-status-delivered = leveret
console-webhook-status-failed = mislykket

## Console: the audit trail

console-audit-title = Revisionslog
console-audit-user-id = Bruger-id
console-audit-address = Adresse
console-audit-type = Hændelsestype
console-audit-since = Fra (RFC 3339)
console-audit-until = Til (RFC 3339)
console-audit-any-type = alle
console-audit-filter = Filtrer
console-audit-caption = Hændelser, nyeste først
console-audit-when = Hvornår
console-audit-type-column = Hændelsestype
console-audit-actor = Aktør
console-audit-user = Bruger
console-audit-client = Klient
console-audit-ip = IP
console-audit-older = Ældre hændelser

## Console: the signing keys

console-keys-title = Nøgler
console-keys-caption = Nøgleringen, nyeste først
console-keys-key = Nøgle
console-keys-algorithm = Algoritme
console-keys-state = Tilstand
console-keys-made = Oprettet
console-keys-age = Alder
console-keys-signing-since = Signerer siden
console-keys-retired = Udfaset
console-keys-state-pending = afventer
console-keys-state-active = aktiv
console-keys-state-retired = udfaset
console-keys-rotate-heading = Rotation
console-keys-rotate-help = Rotation sker i to trin: Det første publicerer en ny id_token-nøgle i JWKS, det andet lader den signere (og udskifter access-token-nøglen). Gamle nøgler kan stadig bruges til verificering, indtil deres sidste token udløber.
console-keys-rotate = Roter
console-keys-rotate-confirm = Roter signeringsnøglerne
console-keys-published = En ny id_token-nøgle er publiceret: Den næste rotation lader den signere.
console-keys-activated = Den publicerede nøgle signerer nu id_tokens, med en ny access-token-nøgle.
console-keys-not-done = Ikke udført
console-keys-confirm-first = Sæt flueben i feltet for at bekræfte, og gentag så handlingen.

## Console: the settings

console-settings-title = Indstillinger
console-settings-effective-heading = Gældende konfiguration
console-settings-effective-help = Efter anvendelse af filer, miljøvariabler og standardværdier; hemmeligheder er skjult.
console-settings-caption = Indstillinger
console-settings-setting = Indstilling
console-settings-value = Værdi
console-settings-upstream-heading = Eksterne udbydere
console-settings-providers-caption = Udbydere
console-settings-provider-id = ID
console-settings-provider-button = Knap
console-settings-provider-last-error = Seneste fejl på denne instans
console-settings-no-trouble = ingen siden start
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = I en app skal du i stedet indtaste denne kode: { $token }
mail-set-password-button = Vælg en ny adgangskode
mail-open-account-button = Åbn din konto

## Verification of a new account's address

mail-verification-subject = Bekræft din mailadresse
mail-verification-welcome = Velkommen! Bekræft, at dette er din mailadresse.
mail-verification-link-hours = { $hours ->
    [one] Linket virker i { $hours } time og kun én gang.
   *[other] Linket virker i { $hours } timer og kun én gang.
}
mail-verification-ignore = Hvis du ikke har oprettet en konto, kan du se bort fra denne mail.
mail-verification-button = Bekræft min adresse

## Moving an account to a new address: the mail to the new address

mail-change-subject = Bekræft din nye mailadresse
mail-change-confirm = Bekræft, at din konto fremover skal bruge denne mailadresse.
mail-change-link-hours = { $hours ->
    [one] Linket virker i { $hours } time og kun én gang; indtil da beholdes din gamle adresse.
   *[other] Linket virker i { $hours } timer og kun én gang; indtil da beholdes din gamle adresse.
}
mail-change-ignore = Hvis du ikke har bedt om dette, kan du se bort fra denne mail: Intet ændres.
mail-change-button = Brug denne adresse

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Ændring af din kontos mailadresse
mail-change-notice-asked = Nogen, der er logget ind på din konto, har bedt om at flytte den til { $address }.
mail-change-notice-until = Den flyttes først, når et link sendt til den adresse bliver brugt; indtil da beholdes denne adresse.
mail-change-notice-not-you = Hvis det ikke var dig, så vælg en ny adgangskode nu: Det afslutter alle sessioner og gør linket ugyldigt.

## To an address that tried to register again

mail-registered-subject = Du har allerede en konto
mail-registered-tried = Nogen forsøgte at oprette en konto med denne mailadresse, som allerede har en.
mail-registered-if-you = Hvis det var dig, så log ind, eller vælg en ny adgangskode, hvis du har glemt den.
mail-registered-not-you = Hvis det ikke var dig, kan du se bort fra denne mail: Intet er ændret.

## Password reset

mail-reset-subject = Vælg en ny adgangskode
mail-reset-asked = Nogen har bedt om at vælge en ny adgangskode til din konto.
mail-reset-link-minutes = { $minutes ->
    [one] Linket virker i { $minutes } minut og kun én gang; en nyere anmodning erstatter det.
   *[other] Linket virker i { $minutes } minutter og kun én gang; en nyere anmodning erstatter det.
}
mail-reset-not-you = Hvis det ikke var dig, kan du se bort fra denne mail: Din adgangskode forbliver uændret.

## Notices: a second factor changed

mail-totp-added-subject = En godkendelsesapp blev tilføjet
mail-totp-added-body = En godkendelsesapp blev tilføjet til din konto som anden faktor.
mail-totp-removed-subject = Din godkendelsesapp blev fjernet
mail-totp-removed-body = Godkendelsesappen blev fjernet fra din konto: Nu kræver login kun din adgangskode.
mail-passkey-added-subject = En adgangsnøgle blev tilføjet
mail-passkey-added-body = En adgangsnøgle blev tilføjet til din konto: Med den kan du logge ind uden adgangskode.
mail-passkey-removed-subject = En adgangsnøgle blev fjernet
mail-passkey-removed-body = En adgangsnøgle blev fjernet fra din konto: Den kan ikke længere bruges til at logge ind.
mail-recovery-used-subject = En gendannelseskode blev brugt
mail-recovery-used-body = { $left ->
    [one] En gendannelseskode blev brugt til at logge ind på din konto; { $left } er stadig ubrugt.
   *[other] En gendannelseskode blev brugt til at logge ind på din konto; { $left } er stadig ubrugte.
}
mail-factor-not-you = Hvis det ikke var dig, så skift din adgangskode, og log ud overalt fra din kontoside.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } blev tilknyttet din konto
mail-linked-body = Din konto blev tilknyttet en { $provider }-konto: Du kan nu logge ind på den med { $provider }.
mail-unlinked-subject = Tilknytningen til { $provider } blev fjernet fra din konto
mail-unlinked-body = Din kontos tilknytning til { $provider } blev fjernet: Du kan ikke længere logge ind på den med { $provider }.
mail-link-not-you = Hvis det ikke var dig, så skift din adgangskode, log ud overalt, og fjern tilknytningen til udbyderen fra din kontoside.

## Account deleted

mail-deleted-subject = Din konto blev slettet
mail-deleted-body = Din konto og alt, hvad der var gemt om den, blev slettet, og alle dens sessioner blev afsluttet.
mail-deleted-register-again = Denne adresse kan registreres igen; intet fra den gamle konto kommer tilbage.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Din konto bliver slettet
mail-deletion-due = Din konto slettes den { $date }; alle dens sessioner er afsluttet.
mail-deletion-keep = Log ind igen inden da for at beholde den. Hvis du ikke har bedt om dette, så log ind, og skift din adgangskode.
mail-deletion-button = Log ind for at beholde den

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Bliv medlem af { $organization }
mail-invitation-body = Du er inviteret til at blive medlem af { $organization }. Åbn linket for at acceptere: Log ind med denne adresse, eller opret en konto med den.
mail-invitation-expiry = { $days ->
    [one] Linket virker i { $days } dag.
   *[other] Linket virker i { $days } dage.
}
mail-invitation-ignore = Hvis du ikke kender denne organisation, kan du se bort fra denne mail: Der sker intet, medmindre du accepterer.
mail-invitation-button = Se invitationen
console-organizations-title = Organisationer
console-organizations-name = Navn
console-organizations-slug = Kortnavn (slug)
console-organizations-enabled = Aktiveret
console-organizations-mfa = Anden faktor
console-organizations-new = Ny organisation
console-organizations-create = Opret organisationen
console-organizations-created = Organisationen blev oprettet.
console-organization-saved = Domænets regler blev gemt.
console-organization-id = ID
console-organization-members = Medlemmer
console-organization-roles = Roller
console-organization-managed = Administreret
console-organization-break-glass = Nødadgang
console-organization-invitations = Ventende invitationer
console-organization-expires = Udløber
console-organization-domains = Domæner
console-organization-domain = Domæne
console-organization-state = Tilstand
console-organization-rules = Regler
console-organization-save-rules = Gem
console-organization-sign-in = Eget login
console-organization-no-sign-in = Den har intet eget login: Dens medlemmer logger ind med deres adgangskoder eller adgangsnøgler.
organization-admin-title = { $organization }: organisationsindstillinger
organization-admin-lead = Du administrerer denne organisation som { $email }.
organization-admin-none = Intet her endnu.
organization-admin-members = Medlemmer
organization-admin-remove = Fjern
organization-admin-yes = Ja
organization-admin-no = Nej
organization-admin-email = Mailadresse
organization-admin-roles = Roller
organization-admin-managed = Administreret af organisationens login
organization-admin-action = Handling
organization-admin-invitations = Ventende invitationer
organization-admin-revoke = Tilbagekald
organization-admin-expires = Udløber
organization-admin-invite = Inviter en person
organization-admin-role = Rolle
organization-admin-invite-button = Send invitationen
organization-admin-domains = Domæner
organization-admin-domains-lead = Tilføj din virksomheds maildomæne, publicer den viste TXT-post, og bekræft derefter domænet. Adresser på et bekræftet domæne kan logge ind via din organisations login.
organization-admin-verify = Bekræft
organization-admin-verified = Bekræftet
organization-admin-pending = Afventer
organization-admin-domain = Domæne
organization-admin-state = Tilstand
organization-admin-record = Post, der skal publiceres
organization-admin-add-domain = Tilføj et domæne
organization-admin-sign-in = Din organisations login
organization-admin-no-sign-in = Dine medlemmer logger ind med deres adgangskoder. Angiv din egen OpenID-udbyder (Okta, Entra ID, Google Workspace…), så de kan logge ind via den.
organization-admin-issuer = Udsteder-URL
organization-admin-client-id = Klient-id
organization-admin-client-secret = Klienthemmelighed
organization-admin-redirect-uri = Omdirigerings-URI, der skal registreres hos din udbyder
organization-admin-save-sign-in = Gem login
organization-admin-sign-in-title = Log ind først
organization-admin-sign-in-text = Log ind på din kontoside, og åbn derefter denne side igen.
organization-admin-sign-in-link = Gå til din konto
organization-admin-unknown-title = Organisationen blev ikke fundet
organization-admin-unknown-text = Der er ingen organisation her, som du administrerer.
organization-admin-unknown-change = Den ændring kan denne side ikke foretage.
organization-admin-scim = Provisionering (SCIM)
organization-admin-scim-lead = Dit brugerkatalog (Okta, Entra ID, Google Workspace…) tilføjer, ændrer og fjerner dine brugere og grupper her via SCIM 2.0. Giv det en forbindelses basis-URL og token.
organization-admin-scim-base-url = Basis-URL
organization-admin-scim-made = Oprettet
organization-admin-scim-last-used = Sidst brugt
organization-admin-scim-never = Aldrig
organization-admin-scim-old-token = Gammelt token virker indtil
organization-admin-scim-rotate = Nyt token
organization-admin-scim-make = Opret en forbindelse
organization-admin-scim-token-title = Dit brugerkatalogs token
organization-admin-scim-token-text = Kopiér basis-URL'en og tokenet til dit brugerkatalog nu: Tokenet vises ikke igen. Et eventuelt gammelt token virker én dag mere.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Tilbagekald forbindelsen: Dens tokens holder op med at virke nu
invitation-title = Bliv medlem af { $organization }
invitation-join-lead = Du er inviteret til at blive medlem af { $organization } som { $email }.
invitation-join-button = Bliv medlem
invitation-sign-up-lead = Du er inviteret til at blive medlem af { $organization }. Opret din konto med { $email } for at blive medlem: Invitationen viser, at adressen er din.
invitation-name = Dit navn
invitation-password = Vælg en adgangskode (mindst 10 tegn)
invitation-sign-up-button = Opret konto og bliv medlem
invitation-other-account = Denne invitation er til { $email }, men du er logget ind som { $current }. Log ud, og åbn derefter linket igen.
invitation-sign-in-first = Denne invitation er til { $email }, som har en konto her. Log ind med den på din kontoside, og åbn derefter linket igen.
invitation-sign-in-as-invitee = Log først ind med den inviterede adresse.
invitation-unusable-title = Denne invitation kan ikke bruges
invitation-unusable-text = Den er brugt, trukket tilbage, erstattet af en nyere eller udløbet. Bed organisationen om en ny invitation.
invitation-joined-title = Du er blevet medlem af { $organization }
invitation-joined-text = Du er nu medlem: Apps, du logger ind på for denne organisation, kan se det.
invitation-joined-new-account = Din konto er klar, og du er medlem: Log ind med din adresse og den adgangskode, du valgte.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token og opdateringstoken udstedt
api-code-token = Token udstedt
api-code-userdata = Brugerdata
api-code-login-success = Login lykkedes
api-code-auth-code = Autorisationskode udstedt
api-code-id-token = id_token udstedt
api-code-logged-out = Logget ud; sessionen og dens tokens er tilbagekaldt
api-code-ok = Udført
api-code-alive = Kører
api-code-ready = Klar til anmodninger
api-code-sessions = Dine aktive sessioner
api-code-export = Alt, hvad der er gemt om din konto
api-code-email-change-requested = Hvis adressen kan bruges, er et link til at bekræfte den på vej dertil
api-code-account-deleted = Din konto og alt, hvad der var gemt om den, er slettet; alle sessioner er afsluttet
api-code-deletion-scheduled = Alle sessioner er afsluttet, og din konto bliver slettet; log ind igen inden da for at beholde den
api-code-reauthentication-required = Log ind igen først: Dette kræver et login fra de seneste få minutter
api-code-session-ended = Logget ud; sessionen og dens tokens er tilbagekaldt
api-code-password-changed = Adgangskoden er ændret; alle andre sessioner og deres tokens er tilbagekaldt
api-code-registration-accepted = Registreringen er modtaget; tjek din mail for at bekræfte din adresse
api-code-email-verified = Mailadressen er bekræftet
api-code-reset-requested = Hvis der findes en konto med adressen, er en mail med et nulstillingslink på vej
api-code-password-reset = Adgangskoden er gemt; alle sessioner og deres tokens er tilbagekaldt
api-code-registration-closed = Registreringen er lukket; bed operatøren om en konto
api-code-invalid-request = Anmodningen er forkert udformet
api-code-unsupported-grant-type = grant_type skal være code eller refresh_token
api-code-invalid-grant = Koden eller refresh_token er ugyldig, udløbet, tilbagekaldt eller udstedt til en anden klient
api-code-invalid-client = Klientgodkendelse mislykkedes
api-code-invalid-credentials = Mail eller adgangskode er forkert. En ny konto kan logge ind, når dens adresse er bekræftet: Se efter linket i din mail
api-code-mfa-required = En anden faktor er påkrævet: Svar med en kode fra din godkendelsesapp eller en gendannelseskode
api-code-mfa-enrolment-required = Denne app kræver login med to faktorer: Konfigurer en godkendelsesapp eller en adgangsnøgle på din kontoside, og log derefter ind igen
api-code-passkey-options = Send disse indstillinger videre til godkendelsesenheden
api-code-passkey-added = Adgangsnøgle tilføjet
api-code-passkeys = Dine adgangsnøgler
api-code-links = Dine tilknyttede loginudbydere
api-code-last-sign-in-method = Dette er kontoens sidste måde at logge ind på: Vælg først en adgangskode, eller tilføj en adgangsnøgle
api-code-insufficient-scope = Tokenets omfang tillader ikke denne anmodning
api-code-not-a-member = Du kan ikke logge ind via denne organisation: Bed dens administrator om at tilføje dig
api-code-sso-required = Du skal logge ind via din organisation: Fortsæt på ssoUrl
api-code-not-found = Ressourcen findes ikke
api-code-method-not-allowed = Metoden er ikke tilladt for denne ressource
api-code-conflict = Den findes allerede
api-code-payload-too-large = Anmodningens brødtekst er for stor
api-code-rate-limited = For mange anmodninger; prøv igen senere
api-code-server-error = Intern serverfejl
api-code-service-unavailable = Tjenesten er midlertidigt utilgængelig; prøv igen senere

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Et adgangstoken er påkrævet som `Authorization: Bearer <token>`; dette mangler, er forkert udformet eller tilbagekaldt
api-busy = For mange login på én gang; prøv igen om lidt

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type skal være id_token eller token
api-token-type-grant = token_type skal være refresh_token eller token
api-token-type-refresh = token_type skal være token for grant_type refresh_token
api-client-secret-required = client_secret er påkrævet, når token_type er token
api-field-empty = { $field } må ikke være tom

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password er for lang
api-mfa-token-invalid = mfaToken er ukendt, brugt eller udløbet: Log ind igen
api-challenge-invalid = challengeId er ukendt, brugt eller udløbet: Bed om nye adgangsnøgleindstillinger
api-mfa-code-or-passkey = En anden faktor er påkrævet: Svar med en kode fra din godkendelsesapp, en gendannelseskode eller din adgangsnøgle
api-mfa-passkey = En anden faktor er påkrævet: Svar med din adgangsnøgle (login/passkey med mfaToken)
api-client-id-required = client_id er påkrævet
api-client-unknown = client_id er ukendt eller deaktiveret
api-redirect-uri-required = redirect_uri er påkrævet
api-redirect-uri-unregistered = redirect_uri er ikke registreret for denne klient
api-state-too-long = state er for lang

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Tokenet er ukendt, brugt, udløbet eller erstattet af et nyere
api-session-not-found = Du har ingen aktiv session med det id

## Native-app API: second factors and passkeys

api-authenticator-exists = Der er allerede konfigureret en godkendelsesapp; fjern den først
api-authenticator-not-pending = Der er ingen godkendelsesapp under konfiguration
api-authenticator-none = Der er ikke konfigureret nogen godkendelsesapp
api-factor-code-wrong = Koden er forkert
api-reauthenticate-factors = Log ind igen (med din anden faktor, hvis du har en) for at ændre din anden faktor
api-reauthenticate-passkeys = Log ind igen (med din anden faktor, hvis du har en) for at ændre dine adgangsnøgler
api-reauthenticate-sign-in = Log ind igen (med din anden faktor, hvis du har en) for at ændre, hvordan du logger ind
api-passkeys-unavailable = adgangsnøgler er ikke tilgængelige på denne server
api-passkey-not-found = adgangsnøglen findes ikke
api-passkey-no-ceremony = ingen registrering af en adgangsnøgle venter; bed om nye indstillinger
api-passkey-rejected = adgangsnøglen kunne ikke verificeres
api-passkey-registered = denne adgangsnøgle er allerede registreret
api-passkey-name-invalid = en adgangsnøgles navn skal have 1 til { $max } tegn og ingen kontroltegn eller tegn til tovejsformatering
api-passkeys-too-many = { $max ->
    [one] en konto kan højst have { $max } adgangsnøgle
   *[other] en konto kan højst have { $max } adgangsnøgler
}

## Native-app API: upstream identity providers

api-upstream-unknown = Ingen ekstern udbyder har dette id
api-upstream-refused = id_token blev ikke accepteret for denne udbyder
api-upstream-disabled = Kontoen er deaktiveret
api-upstream-no-email = id_token har ingen mailadresse at oprette en konto med
api-upstream-unverified-email = Udbyderen står ikke inde for id_tokens mailadresse: Registrer dig med adressen, og tilknyt derefter udbyderen
api-upstream-unreachable = Udbyderen kunne ikke kontaktes; prøv igen senere
api-upstream-email-taken = Der findes en konto med denne adresse: Log ind på den, og tilknyt udbyderen fra kontosiden
api-upstream-outside-domains = Organisationens login må kun logge adresser ind fra dens bekræftede domæner
api-upstream-unconfirmed-account = Der findes en konto med denne adresse, men den blev aldrig bekræftet: Bekræft den, og log derefter ind via organisationen igen
api-upstream-operator-account = En operatørs konto logger ind med sin egen adgangskode og anden faktor, ikke via en organisations login
api-link-not-found = Kontoen har ingen tilknytning til denne udbyder

## Admin API

api-admin-key-required = Admin-API'en kræver `Authorization: Bearer <admin key>`
api-admin-status-once = status højst én gang
api-admin-parameters-once = hver parameter højst én gang
api-admin-duplicate-email = der findes allerede en bruger med den mailadresse
api-admin-user-not-found = brugeren blev ikke fundet
api-admin-client-not-found = klienten blev ikke fundet
api-admin-api-not-found = API'en blev ikke fundet
api-admin-session-not-found = sessionen blev ikke fundet
api-admin-delivery-not-found = leveringen blev ikke fundet
api-admin-webhook-not-found = webhooken blev ikke fundet

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Åbn linket i den browser, du tilmeldte dig i: Alle andre steder bliver du bedt om kontoens adgangskode.
mail-change-where = Åbn linket i den browser, hvor du bad om ændringen, eller hvor du er logget ind: Alle andre steder bliver du bedt om din adgangskode.
mail-not-yours-english = Har du ikke tilmeldt dig eller bedt om dette? Så skal du ikke bekræfte det: Se bort fra denne mail, så sker der intet.
verify-password-lead = For at bekræfte adressen her skal du skrive adgangskoden til den konto, den hører til. Hvis du tilmeldte dig i en app, så skriv i stedet koden fra mailen i appen. Hvis du ikke har tilmeldt dig eller bedt om dette, skal du ikke bekræfte: Luk denne side.
verify-password = Kontoens adgangskode
verify-password-needed = Skriv kontoens adgangskode for at bekræfte adressen i denne browser.
verify-wrong-password = Det er ikke kontoens adgangskode.

## After a password reset, every other way into the account

mail-reset-done-subject = Din adgangskode blev nulstillet
mail-reset-done-body = Adgangskoden til din konto er netop blevet nulstillet, og alle enheder, der var logget ind, er logget ud.
mail-reset-done-still = Disse kan stadig bruges til at logge ind på din konto:
mail-reset-done-remove = Hvis en af dem ikke er din, så log ind med den nye adgangskode, og vælg "Fjern alt undtagen den nye adgangskode" på din kontoside.
mail-reset-done-nothing-else = Intet andet kan bruges til at logge ind på din konto: Kun den nye adgangskode.
mail-reset-done-factor-not-yours = Hvis du ved login bliver bedt om en anden faktor, som du ikke har, er den ikke din: Bed denne tjenestes support om at fjerne den.
mail-reset-done-not-you = Hvis du ikke selv har nulstillet din adgangskode, kan nogen læse din mail: Sikr først din mailkonto, og vælg derefter en ny adgangskode igen.
ways-in-passkey = Adgangsnøglen "{ $name }"
ways-in-authenticator = En godkendelsesapp
ways-in-recovery-codes = { $count ->
    [one] { $count } ubrugt gendannelseskode
   *[other] { $count } ubrugte gendannelseskoder
}
ways-in-link = Login med { $provider }
ways-in-sessions = { $count ->
    [one] { $count } anden enhed logget ind (vist nedenfor)
   *[other] { $count } andre enheder logget ind (vist nedenfor)
}
account-review-heading = Din adgangskode blev nulstillet
account-review-lead = Din adgangskode blev nulstillet den { $date }. Disse kan stadig logge ind på din konto:
account-review-explain = Hvis en af dem ikke er din, så fjern dem alle: Så kan kun din nye adgangskode logge ind, og alle andre enheder logges ud. Du kan tilføje en adgangsnøgle eller en godkendelsesapp igen bagefter.
account-review-remove = Fjern alt undtagen den nye adgangskode
account-review-keep = De er alle mine
account-review-gone = Der er ikke længere noget at gennemgå.
account-review-removed = Alt undtagen din nye adgangskode er fjernet, og alle andre enheder er logget ud.
account-review-kept = Noteret: Alt forbliver, som det er.

## The second step locked after wrong codes

mail-factor-locked-subject = Nogen forsøgte at komme forbi din anden faktor
mail-factor-locked-body = { $minutes ->
    [one] Nogen skrev din adgangskode og derefter fem forkerte koder til anden faktor. Login på din konto er sat på pause i { $minutes } minut.
   *[other] Nogen skrev din adgangskode og derefter fem forkerte koder til anden faktor. Login på din konto er sat på pause i { $minutes } minutter.
}
mail-factor-locked-not-you = Hvis det ikke var dig, kender nogen din adgangskode: Vælg en ny nu.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = en rolle i konsollen kræver en bekræftet adresse: Brugeren skal først bekræfte sin adresse
console-gate-unverified = Konsollen åbner kun for operatører, hvis adresse er bekræftet. Bekræft din adresse med linket i bekræftelsesmailen, og åbn derefter konsollen igen.
console-gate-idle-lead = igen for at åbne konsollen
console-gate-idle = Konsollen har ikke været brugt i { $minutes } min, så du skal logge ind igen. Du forbliver logget ind på din konto.
console-webhook-url-once = URL'en vises kun i sin helhed nu (listen skjuler alt efter "?", hvor der kan stå et token):
console-webhook-query-hidden = Det, der står efter "?" i et slutpunkts URL, er skjult: Det kan indeholde modtagerens token.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Send mig en kode på mail
page-code-ask-title = Log ind med en kode
page-code-ask-lead = Skriv din mailadresse: Vi sender dig en kode, du kan logge ind med – uden adgangskode.
page-code-ask-button = Send mig en kode på mail
page-code-invalid-email = Skriv en hel mailadresse, f.eks. name@example.com.
page-code-not-allowed = Denne app beder om din adgangskode eller en adgangsnøgle: Login med en kode på mail tilbydes ikke her.
page-code-title = Tjek din mail
page-code-lead = { $minutes ->
    [one] En mail er på vej til { $email }. Skriv den sekscifrede kode, den indeholder: Den virker i { $minutes } minut og kun én gang.
   *[other] En mail er på vej til { $email }. Skriv den sekscifrede kode, den indeholder: Den virker i { $minutes } minutter og kun én gang.
}
page-code-field = Loginkode
page-code-name = Dit navn, hvis du er ny her
page-code-button = Log ind
page-code-again = Send en ny kode
page-code-wrong = Koden er forkert eller er udløbet. Tjek den nyeste mail, eller bed om en ny kode.
page-code-link-title = Log ind
page-code-link-lead = Log ind på din konto i denne browser.
page-code-link-button = Log mig ind
page-code-link-elsewhere-title = Skriv denne kode der, hvor du bad om den
page-code-link-elsewhere = Linket blev åbnet i en anden browser eller app end den, der bad om det. Skriv denne kode der:
page-code-link-ended-title = Linket er udløbet
page-code-link-ended = Linket er brugt, erstattet af et nyere eller for gammelt. Bed om en ny kode der, hvor du logger ind.
api-sign-in-code-refused = Koden er forkert, brugt, erstattet eller udløbet: Bed om en ny
api-login-code-or-password = Send en adgangskode eller en kode, ikke begge
api-code-code-sent = En mail med en loginkode er på vej; koden virker i nogle få minutter og kun én gang
api-code-sign-in-code-not-allowed = Login med en kode på mail tilbydes ikke her: Brug din adgangskode eller en adgangsnøgle

## Mail: a sign-in code

mail-code-subject = Din loginkode
mail-code-asked = Nogen har bedt om at logge ind med denne adresse. Koden, der skal skrives, er:
mail-code-minutes = { $minutes ->
    [one] Koden og linket nedenfor virker i { $minutes } minut og kun én gang; en nyere anmodning erstatter dem.
   *[other] Koden og linket nedenfor virker i { $minutes } minutter og kun én gang; en nyere anmodning erstatter dem.
}
mail-code-new-account = Ingen konto bruger denne adresse endnu: Når du logger ind med koden, oprettes der en.
mail-code-button = Log mig ind
mail-code-not-you = Hvis det ikke var dig, kan du se bort fra denne mail: Ingen kan logge ind uden koden.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Login med denne adresse
mail-no-account-body = Nogen har bedt om en kode til at logge ind med denne adresse, men ingen konto her bruger den.
mail-no-account-not-you = Hvis det ikke var dig, kan du se bort fra denne mail: Intet er ændret.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Brugere kan logge ind med en kode på mail
api-name-invalid = Navnet er for langt eller indeholder kontroltegn
