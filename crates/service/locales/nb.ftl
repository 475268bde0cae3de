# Norwegian Bokmål: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Språk

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = E-postadressen eller passordet er feil. En ny konto kan logge på når adressen er bekreftet: se etter lenken i e-posten din.
error-throttled = For mange mislykkede forsøk. Vent noen minutter, og prøv deretter igjen.
error-busy = Akkurat nå er det for mange som logger på. Prøv igjen om litt.
error-missing-fields = Skriv inn e-postadressen og passordet ditt.
error-expired-form = Dette skjemaet er utløpt. Logg på igjen.
error-second-factor-in-app = Denne kontoen er beskyttet med totrinnsbekreftelse. Logg først på kontosiden din (der blir du bedt om koden), og kom deretter tilbake hit.
error-wrong-second-factor = Koden var feil, var allerede brukt eller kom for sent. Logg på igjen.
error-passkey-refused = Tilgangsnøkkelen kunne ikke brukes, eller forsøket tok for lang tid. Prøv igjen, eller logg på med passordet ditt.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = For mange forespørsler. Vent noen minutter, og prøv deretter igjen.
error-expired-form-again = Dette skjemaet er utløpt. Prøv igjen.

## Error pages (a heading and a paragraph)

error-bad-link-title = Ugyldig lenke
error-bad-link-text = Denne lenken er ikke lenger gyldig: den er allerede brukt, den er utløpt, eller en nyere lenke har erstattet den. Be om en ny.

error-form-title = Påloggingen mislyktes
error-form-too-large = Skjemaet er for stort.
error-form-unreadable = Skjemaet kunne ikke leses. Gå tilbake og prøv igjen.
error-cross-site-title = Forespørselen ble avvist
error-cross-site-text = Dette skjemaet ble sendt fra et annet nettsted. Åpne påloggingssiden på nytt, og send skjemaet derfra.

error-unavailable-title = Prøv igjen om litt
error-unavailable-text = Påloggingstjenesten er opptatt eller utilgjengelig. Prøv igjen om litt.
error-failed-title = Noe gikk galt
error-failed-text = Påloggingen kunne ikke fullføres. Prøv igjen.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Vite hvem du er
scope-email = Se e-postadressen din
scope-profile = Se profilen din: navn, bilde, telefonnummer og land
scope-authorization = Se profilen din og øktene der du er pålogget
scope-organizations = Se organisasjonene du tilhører, og rollene dine i dem
scope-api = Bruke { $api } på dine vegne

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: skriv inn koden som autentiseringsappen viser, eller en gjenopprettingskode, eller bruk tilgangsnøkkelen din.
page-second-step-passkey = { $purpose }: bruk tilgangsnøkkelen din.
page-second-step-code = { $purpose }: skriv inn koden som autentiseringsappen viser, eller en av gjenopprettingskodene dine.
page-second-step-use-passkey = Bruk tilgangsnøkkelen

## Login page

page-login-title = Logg på
page-login-email = E-post
page-login-password = Passord
page-login-button = Logg på
page-login-with-provider = Logg på med { $provider }
page-login-passkey = Logg på med en tilgangsnøkkel
page-login-forgot = Har du glemt passordet?
page-login-organization = Logg på med organisasjonen din
page-organization-title = Logg på med organisasjonen din
page-organization-lead = Skriv inn jobb-e-postadressen din eller organisasjonens ID for å fortsette med organisasjonens pålogging.
page-organization-field = Jobb-e-post eller organisasjons-ID
page-organization-button = Fortsett
page-organization-unknown = Ingen organisasjon bruker denne adressen eller ID-en for pålogging. Kontroller den, eller logg på med e-postadressen og passordet ditt.
login-sso-required = Organisasjonen din står for påloggingen din: bruk organisasjonens pålogging.
login-sso-required-named = { $organization } står for påloggingen din: bruk påloggingen nedenfor.
page-login-new-here = Ny her?
page-login-create-account = Opprett en konto

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Koble til en enhet
page-device-code-lead = Skriv inn koden som vises på TV-en, spillkonsollen eller den andre enheten din.
page-device-code-label = Kode
page-device-code-button = Fortsett
page-device-confirm-heading = Vil du koble til { $client }?
page-device-confirm-lead = En enhet som viser koden { $code }, ber om å bruke kontoen din { $email }. Tillat det bare hvis du selv startet dette på den enheten.
page-device-confirm-able = Den vil kunne:
page-device-confirm-deny = Avvis
page-device-confirm-allow = Tillat

## Account page

page-account-title = Kontoen din
page-account-signed-in-as = Pålogget som { $email }
page-account-signed-in-as-unconfirmed = Pålogget som { $email } (adressen er ikke bekreftet ennå: se e-posten vi sendte)
page-account-sessions-heading = Der du er pålogget
page-account-session-app = appen { $package }
page-account-this-browser = Denne nettleseren
page-account-sign-out-session = Logg av
page-account-sign-out-others = Logg av alle andre steder
page-account-profile-heading = Profil
page-account-profile-save = Lagre profilen
page-account-password-heading = Passord
page-account-current-password = Nåværende passord
page-account-new-password = Nytt passord (minst 10 tegn)
page-account-password-change = Endre passordet
page-account-email-heading = E-postadresse
page-account-email-explain = En lenke sendes til den nye adressen, og kontoen flyttes dit når lenken brukes. Frem til da logger du på med denne.
page-account-new-email = Ny e-postadresse
page-account-email-password = Passord
page-account-email-change = Endre e-postadressen
page-account-data-heading = Dataene dine
page-account-data-explain = Alt denne tjenesten har lagret om kontoen din (profil, økter med tilhørende enheter og steder, tilknyttede leverandører, metoder for totrinnsbekreftelse, sikkerhetshendelser som gjelder deg), samlet i én JSON-fil. Den inneholder ingen passord og ingen hemmeligheter.
page-account-data-download = Last ned dataene dine
page-account-delete-heading = Slett kontoen din
page-account-delete-explain = Fjerner profilen, øktene, totrinnsbekreftelsen og de tilknyttede leverandørene dine, og logger deg av overalt.
page-account-delete-link = Slett kontoen din

## Sign-out confirmation

page-logout-title = Logg av
page-logout-question = Vil du logge av kontoen din i denne nettleseren?
page-logout-button = Logg av

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Skriv inn et passord.
rule-password-too-short = Passordet må ha minst { $min } tegn.
rule-password-too-long = Passordet kan ha høyst { $max } tegn.
rule-password-is-email = Passordet kan ikke være e-postadressen.
rule-password-refused = Dette passordet kan ikke brukes. Velg et annet.
rule-email-invalid = Skriv inn en e-postadresse som kan motta e-post, for eksempel navn@example.com.
rule-email-same = Det er allerede kontoens adresse.
rule-field-invalid = Et felt er for langt eller inneholder tegn som ikke er tillatt.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = klientnavnet må ha 1 til 200 tegn
rule-client-name-characters = klientnavnet kan ikke inneholde kontrolltegn eller tegn for toveis formatering
rule-resource-server-confidential = en ressursserver må være en konfidensiell klient
rule-client-credentials-confidential = client_credentials krever en konfidensiell klient
rule-public-client-secret = en offentlig klient har ingen hemmelighet
rule-shared-signals-confidential = en Shared Signals-mottaker må være en konfidensiell klient
rule-organization-for-receivers = bare en Shared Signals-mottaker knyttes til en organisasjon
rule-profile-field-length = profilfelt kan ha høyst { $max } tegn
rule-profile-field-characters = profilfelt kan ikke inneholde kontrolltegn eller tegn for toveis formatering
rule-unknown-event-type = ukjent hendelsestype «{ $name }»; kjente typer: { $known }
rule-no-event-type = hendelser må angi minst én hendelsestype
rule-secret-prefix = hemmeligheten må begynne med whsec_
rule-secret-encoding = hemmeligheten må være whsec_ fulgt av base64
rule-secret-length = hemmeligheten må være på 24 til 64 byte
rule-delivery-status = status må være pending, delivered eller failed
rule-not-a-timestamp = { $name } må være et tidsstempel i RFC 3339-format
rule-not-a-user-id = user må være en bruker-ID
rule-not-an-email = email må være en e-postadresse
rule-unknown-audit-type = ukjent hendelsestype
rule-unknown-cursor = cursor er ikke en verdi som dette API-et har gitt
rule-page-size = limit må være fra 1 til 500
rule-no-scope = minst ett omfang er påkrevd
rule-undefined-scopes = API-et definerer bare disse omfangene: { $scopes }
rule-role-name = rollen må være admin, support, viewer eller none
rule-already-verified = adressen er allerede bekreftet

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = for å fortsette til { $client }
login-failed-title = Påloggingen mislyktes
login-malformed-link = Påloggingslenken er feilformatert.
login-request-missing-client = Forespørselen oppgir ingen app.
login-request-unknown-client = Denne appen er ikke registrert, eller den er deaktivert.
login-request-missing-redirect-uri = Forespørselen oppgir ikke hvor du skal sendes tilbake (redirect_uri).
login-request-unregistered-redirect-uri = Denne redirect_uri er ikke registrert for denne appen.
login-request-state-too-long = Parameteren state er for lang.
login-request-invalid = Påloggingsforespørselen er ugyldig.

## Signing out of the browser.

login-signout-failed-title = Avloggingen mislyktes
login-signout-malformed-link = Avloggingslenken er feilformatert.
login-signed-out-title = Logget av
login-signed-out-text = Du er logget av i denne nettleseren.

## The second step after a password, and an app that needs one.

second-step-title = Totrinnspålogging
second-step-code-label = Kode
second-step-continue = Fortsett
second-step-enrol-title = Konfigurer totrinnsbekreftelse
second-step-enrol-text = { $client } krever totrinnspålogging. Konfigurer en autentiseringsapp eller en tilgangsnøkkel på kontosiden din, og logg deretter på { $client } igjen.
second-step-enrol-link = Åpne kontosiden din

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Autentiseringsapp
second-step-app-on = { $count ->
    [one] En autentiseringsapp er konfigurert; { $count } gjenopprettingskode er ubrukt.
   *[other] En autentiseringsapp er konfigurert; { $count } gjenopprettingskoder er ubrukte.
}
second-step-app-remove = Fjern autentiseringsappen
second-step-app-intro = Koder fra en app som Google Authenticator eller 1Password, som du blir bedt om etter passordet.
second-step-app-set-up = Konfigurer en autentiseringsapp
second-step-app-qr-label = QR-kode for autentiseringsappen din
second-step-app-setup-title = Konfigurer en autentiseringsapp
second-step-app-setup-lead = Skann koden med autentiseringsappen, og skriv deretter inn de seks sifrene den viser.
second-step-app-setup-key = Eller skriv inn denne nøkkelen i appen:
second-step-app-code-label = Kode fra appen
second-step-app-turn-on = Slå på
second-step-app-cancel = Avbryt
second-step-recovery-title = Lagre gjenopprettingskodene dine
second-step-recovery-lead = Autentiseringsappen er slått på. Hver av disse kodene kan logge deg på én gang hvis du mister telefonen. Oppbevar dem et trygt sted: de vises ikke igjen.
second-step-recovery-back = Tilbake til kontoen din

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Logg på med en tilgangsnøkkel
passkey-not-used = Ingen tilgangsnøkkel ble brukt. Prøv igjen, eller bruk passordet ditt.
passkey-section-heading = Tilgangsnøkler
passkey-section-intro = Med en tilgangsnøkkel logger du på med fingeravtrykk, ansikt eller skjermlås i stedet for passord.
passkey-rename-label = Nytt navn
passkey-rename-button = Gi nytt navn
passkey-remove-button = Fjern
passkey-new-name-label = Navn på en ny tilgangsnøkkel
passkey-new-name-placeholder = Denne bærbare PC-en
passkey-add-button = Legg til en tilgangsnøkkel
passkey-already-registered = Denne tilgangsnøkkelen er allerede registrert.
passkey-not-added = Ingen tilgangsnøkkel ble lagt til. Prøv igjen.

## The consent screen.

consent-heading = Vil du la { $client } bruke kontoen din?
consent-lead = Du er pålogget som { $account }. { $client } er en app laget av noen andre, og den ber om å:
consent-revoke-note = Du kan når som helst fjerne tilgangen på kontosiden din.
consent-deny = Avvis
consent-allow = Tillat
consent-title = Vil du tillate { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = for å koble en enhet til kontoen din
device-code-unknown = Koden er feil, utløpt eller allerede brukt. Kontroller koden på enheten, og prøv igjen.
device-code-throttled = For mange feil koder. Vent noen minutter, og prøv deretter igjen.
device-code-form-expired = Dette skjemaet er utløpt. Skriv inn koden på nytt.
device-connected-title = Enheten er koblet til
device-connected-text = { $client } er nå koblet til kontoen din. Du kan gå tilbake til enheten.
device-denied-title = Forespørselen ble avvist
device-denied-text = { $client } ble ikke koblet til. Du kan lukke denne siden.
device-two-factors-title = Totrinnspålogging kreves
device-two-factors-text = { $client } krever totrinnspålogging. Logg på kontosiden din med totrinnsbekreftelse (eller konfigurer den), og skriv deretter inn koden her igjen.
device-two-factors-link = Åpne kontosiden din

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Tilknytningen mislyktes
upstream-link-from-account-page = Knytt til en leverandør med knappen for den på kontosiden din.
upstream-link-expired = Denne siden er utløpt. Gå tilbake til kontosiden din, last den inn på nytt, og prøv igjen.
upstream-unknown-provider = Denne påloggingsleverandøren finnes ikke.
upstream-bad-state = Denne påloggingen er allerede brukt, er utløpt eller ble startet i en annen nettleser. Gå tilbake til appen, og logg på igjen.
upstream-denied = Leverandøren logget deg ikke på. Gå tilbake til appen, og prøv igjen.
upstream-refused = Svaret fra leverandøren kunne ikke godtas. Gå tilbake til appen, og logg på igjen.
upstream-unavailable = Påloggingsleverandøren kunne ikke nås. Prøv igjen om litt, eller logg på på en annen måte.
upstream-email-taken = Det finnes allerede en konto med denne e-postadressen. Logg på den med passordet eller tilgangsnøkkelen, og knytt deretter til denne leverandøren på kontosiden din.
upstream-outside-domains = Organisasjonens pålogging kan bare logge på adresser i organisasjonens egne bekreftede domener.
upstream-unconfirmed-account = Det finnes en konto med denne e-postadressen, men adressen ble aldri bekreftet. Bekreft den (eller tilbakestill passordet), og logg deretter på via organisasjonen igjen.
upstream-operator-account = Denne kontoen har en rolle i operatørkonsollen: den logger på med eget passord og egen totrinnsbekreftelse, ikke via en organisasjons pålogging.
upstream-registration-closed = Denne kontoen er ikke kjent her, og det er ikke åpent for nye kontoer. Be operatøren om en konto.
upstream-no-email = Leverandøren delte ikke e-postadressen din, og den trengs for å opprette en ny konto.
upstream-unverified-email = Leverandøren bekreftet ikke at denne e-postadressen er din, så det kan ikke opprettes en konto med den. Opprett en konto med e-postadressen din, og knytt deretter til leverandøren på kontosiden din.
upstream-linked-elsewhere = Denne påloggingen er allerede knyttet til en annen konto.
upstream-already-linked = Kontoen din er allerede knyttet til denne leverandøren med en annen pålogging. Fjern den tilknytningen først.
upstream-disabled = Denne kontoen er deaktivert.
upstream-reauthenticate = Logg på igjen på kontosiden din, og knytt deretter til leverandøren.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Opprett kontoen din
signup-lead = Vi sender deg en e-post for å bekrefte adressen din.
signup-email = E-post
signup-password = Passord (minst 10 tegn)
signup-name = Navn (valgfritt)
signup-button = Opprett konto
signup-closed-title = Registreringen er stengt
signup-closed-text = Nye kontoer opprettes av operatøren av denne tjenesten. Be operatøren om en konto.
signup-sent-title = Sjekk e-posten din
signup-sent-text = Vi har sendt en e-post for å bekrefte adressen din. Følg lenken i den; du kan allerede logge på.
signup-sent-continue-text = Vi har sendt en e-post for å bekrefte adressen din. Du kan logge på og fortsette nå.
signup-sent-continue = Logg på og fortsett

## Address confirmation page (opened from the mailed link)

verify-title = Bekreft e-postadressen din
verify-lead = Bekreft at denne e-postadressen er din, slik at kontoen din kan bruke den. Hvis du ikke har opprettet en konto eller endret adressen til en konto her, skal du ikke bekrefte: lukk denne siden.
verify-button = Bekreft adressen min
verify-done-title = E-postadressen er bekreftet
verify-done-text = Takk! E-postadressen din er bekreftet. Du kan lukke denne siden.

## Password reset request page

forgot-title = Har du glemt passordet?
forgot-lead = Skriv inn e-postadressen din. Hvis den hører til en konto, sender vi deg en lenke for å angi et nytt passord.
forgot-email = E-post
forgot-button = Send lenken
forgot-sent-title = Sjekk e-posten din
forgot-sent-text = Hvis denne adressen hører til en konto, er en e-post med en lenke for å angi et nytt passord på vei. Lenken virker i 30 minutter.

## New password page (opened from the mailed link)

reset-title = Angi et nytt passord
reset-lead = Velg et passord på 10 til 256 tegn. Alle enheter som er pålogget kontoen din, blir logget av.
reset-password = Nytt passord
reset-button = Angi passordet
reset-done-title = Passordet er angitt
reset-done-text = Det nye passordet ditt er angitt, og alle enheter som var pålogget, er logget av. Logg på igjen med det nye passordet.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Profilen din er lagret.
account-password-changed = Passordet ditt er endret; alle andre enheter er logget av.
account-email-requested = Hvis den adressen kan brukes, er en lenke for å bekrefte den på vei dit: adressen din endres når lenken brukes.
account-session-signed-out = Den økten er logget av.
account-others-signed-out = Alle andre økter er logget av.
account-console-needs-factor = Operatørkonsollen krever totrinnsbekreftelse: legg til en autentiseringsapp eller en tilgangsnøkkel nedenfor, og logg deretter på igjen med den.
account-form-expired = Dette skjemaet er utløpt. Prøv igjen.
account-login-lead = for å se og endre kontoen din
account-sign-in-again-lead = igjen for å endre hvordan du logger på
account-sign-in-again = Av sikkerhetshensyn må du logge på igjen (med totrinnsbekreftelse, hvis du bruker det) før du legger til eller fjerner en påloggingsmåte.
account-second-step-purpose = for å åpne kontoen din
account-profile-name = Navn
account-profile-mobile = Mobilnummer
account-profile-picture = Bilde-URL
account-profile-country-code = Landskode
account-profile-country = Land
account-profile-city = Sted
account-profile-postal-code = Postnummer
account-session-unknown-device = Ukjent enhet
account-session-unknown-app = ukjent app
account-session-when = Pålogget { $since } · sist aktiv { $active }
account-provider-not-linked = Den leverandøren er ikke knyttet til kontoen din.
account-last-sign-in-method = Dette er den eneste måten å logge på kontoen din på. Legg først til en tilgangsnøkkel eller angi et passord (Har du glemt passordet?).
account-session-gone = Den økten er ikke lenger pålogget.
account-wrong-password = Det nåværende passordet er feil.
account-too-many-passwords = For mange feil passord. Vent noen minutter, og prøv deretter igjen.
account-unknown-action = Denne siden kan ikke utføre den handlingen.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Autentiseringsappen er fjernet.
factors-passkey-added = Tilgangsnøkkelen er lagt til: fra nå av kan du logge på med den.
factors-passkey-renamed = Tilgangsnøkkelen har fått nytt navn.
factors-passkey-removed = Tilgangsnøkkelen er fjernet.
factors-passkey-added-on = Lagt til { $date }
factors-passkey-last-used = sist brukt { $date }
factors-passkey-synced = synkronisert
factors-wrong-code = Koden er feil. Kontroller klokken i appen, og skriv inn koden den viser nå.
factors-too-many-codes = For mange feil koder. Vent noen minutter, og prøv deretter igjen.
factors-totp-already = En autentiseringsapp er allerede konfigurert.
factors-totp-nothing-pending = Ingen autentiseringsapp er under konfigurering. Begynn på nytt.
factors-totp-not-set-up = Ingen autentiseringsapp er konfigurert.
factors-passkey-registered = Den tilgangsnøkkelen er allerede registrert.
factors-passkey-too-many = Kontoen din har så mange tilgangsnøkler som den kan ha: fjern en først.
factors-passkey-too-many-attempts = For mange forsøk. Vent noen minutter, og prøv deretter igjen.
factors-passkey-name-length = Navnet på en tilgangsnøkkel må ha 1 til 64 tegn.
factors-passkey-not-yours = Den tilgangsnøkkelen er ikke lenger din.
factors-passkey-not-added = Tilgangsnøkkelen kunne ikke legges til, eller det tok for lang tid. Prøv igjen.
factors-page-expired = Denne siden er utløpt. Last den inn på nytt.
factors-sign-in-again = Logg på igjen.
factors-passkeys-unavailable = Tilgangsnøkler er ikke tilgjengelige på denne serveren.
factors-sign-in-to-add = Logg på igjen for å legge til en tilgangsnøkkel.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Logg på med en annen konto
links-linked = Leverandøren er tilknyttet: fra nå av kan du logge på denne kontoen med den.
links-unlinked = Tilknytningen til leverandøren er fjernet.
links-linked-on = tilknyttet { $date }
links-unlink = Fjern tilknytning
links-link = Knytt til { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Apper med tilgang
apps-allowed-on = tillatt { $date }
apps-remove = Fjern tilgang
apps-removed = Appens tilgang er fjernet, og den er logget av.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Slett kontoen din
delete-explain-lead = Du kan selv slette kontoen din og alt som er lagret om den.
delete-explain-sign-in = Logg på: med passordet ditt, en tilgangsnøkkel eller leverandøren du registrerte deg med («Logg på med …»).
delete-explain-confirm = Bekreft at kontoen skal slettes.
delete-explain-what = Dette slettes: profilen din (navn, e-postadresse, telefonnummer, bilde, sted), passordet ditt, alle økter og enhetene og stedene som er registrert med dem, metoder for totrinnsbekreftelse, tilgangsnøkler, tilknyttede påloggingsleverandører og alle token som er utstedt til apper. Alle enheter logges av. Sikkerhetsloggen beholder oppføringene om deg under et tilfeldig navn, uten IP-adresser, i høyst { $days ->
        [one] { $days } dag
       *[other] { $days } dager
    }.
delete-explain-now = Når: umiddelbart. En bekreftelse sendes til e-postadressen din.
delete-explain-later = Når: { $days ->
        [one] { $days } dag
       *[other] { $days } dager
    } etter at du ber om det; hvis du logger på før det, beholdes kontoen. En bekreftelse sendes til e-postadressen din.
delete-explain-apps = Apper kan også slette kontoen fra innstillingene sine.
delete-explain-link = Logg på og slett kontoen din
delete-login-lead = for å slette kontoen din
delete-confirm-what = Dette sletter profilen, øktene, totrinnsbekreftelsen, tilgangsnøklene og de tilknyttede leverandørene dine, og logger deg av på alle enheter.
delete-confirm-later = Kontoen slettes etter { $days ->
        [one] { $days } dag
       *[other] { $days } dager
    }; hvis du logger på før det, beholdes den.
delete-confirm-now = Dette kan ikke angres.
delete-confirm-check = Slett kontoen min og alt som er lagret om den
delete-confirm-button = Slett kontoen min
delete-confirm-keep = Behold kontoen min
delete-done-title = Kontoen er slettet
delete-done = Kontoen din og alt som var lagret om den, er slettet. En bekreftelse er på vei til e-postadressen din.
delete-scheduled-title = Sletting av kontoen er planlagt
delete-scheduled = Alle økter er avsluttet. Kontoen din blir slettet { $date }; logg på før det for å beholde den.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Språk
account-language-help = Språket for sidene til denne kontoen og for e-postene den får.
account-language-save = Lagre språket
account-language-saved = Språket ditt er lagret.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsoll
console-nav-signed-in = Konsoll · pålogget som { $email } ({ $role })
console-nav-your-account = Kontoen din
console-nav-label = Konsoll
console-nav-overview = Oversikt
console-nav-users = Brukere
console-nav-organizations = Organisasjoner
console-nav-clients = Klienter
console-nav-apis = API-er
console-nav-webhooks = Webhooker
console-nav-audit = Revisjonslogg
console-nav-keys = Nøkler
console-nav-settings = Innstillinger

console-frame-role-admin = administrator
console-frame-role-support = brukerstøtte
console-frame-role-viewer = leser
console-frame-role-none = ingen
console-frame-table-empty = { $caption }: ingen.
console-frame-age-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dager
}
console-frame-age-hours = { $count ->
    [one] { $count } time
   *[other] { $count } timer
}
console-frame-age-minutes = { $count ->
    [one] { $count } minutt
   *[other] { $count } minutter
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Konsollrollen din gir ikke tilgang til denne siden. Spør en administrator hvis du trenger den.
console-gate-form-expired = Dette skjemaet er utløpt eller kom ikke fra konsollen. Åpne siden på nytt, og gjenta handlingen.
console-gate-change-not-allowed = Konsollrollen din tillater ikke denne endringen.
console-gate-no-role = Kontoen din har ingen rolle i konsollen. En administrator kan gi deg en.
console-gate-not-allowed-title = Ikke tillatt
console-gate-not-found-title = Ikke funnet
console-gate-not-done-title = Ikke utført
console-gate-sign-in-again-lead = igjen, med totrinnsbekreftelse, for å åpne konsollen
console-gate-needs-second-factor = Konsollen krever at du logger på med totrinnsbekreftelse (autentiseringsappen eller en tilgangsnøkkel).
console-gate-no-such-user = Denne brukeren finnes ikke.
console-gate-no-such-client = Denne klienten finnes ikke.
console-gate-no-such-api = Dette API-et finnes ikke.
console-gate-no-such-webhook = Denne webhooken finnes ikke.
console-gate-no-such-delivery = Denne leveringen finnes ikke.
console-gate-no-such-session = Denne økten finnes ikke.
console-gate-no-such-link = Denne tilknytningen finnes ikke.
console-gate-no-such-organization = Denne organisasjonen finnes ikke.
console-gate-no-such-domain = Dette domenet finnes ikke.
console-gate-no-such = Finnes ikke: { $what }.
console-gate-duplicate-email = Det finnes allerede en bruker med den e-postadressen.
console-gate-last-sign-in-method = Tilknytningen er kontoens siste påloggingsmåte: angi et passord først.
console-gate-api-exists = Det finnes allerede et API med den identifikatoren.
console-gate-disable-client-first = Deaktiver klienten før du sletter den.

## The console's overview page.

console-overview-title = Oversikt
console-overview-find-user = Finn en bruker
console-overview-accounts = Kontoer
console-overview-live-sessions = Aktive økter
console-overview-sign-ins = Pålogginger, 24 t
console-overview-failed-sign-ins = Mislykkede pålogginger, 24 t
console-overview-lockouts = Sperringer nå
console-overview-failing-deliveries = Mislykkede webhook-leveringer
console-overview-chart-heading = Pålogginger de siste 24 timene
console-overview-counted = Telt { $at } (tallene er høyst ett minutt gamle).
console-overview-chart-label = Pålogginger per time de siste 24 timene: { $succeeded } vellykkede, { $failed } mislykkede
console-overview-chart-hour = { $time }: { $succeeded } vellykkede, { $failed } mislykkede
console-overview-chart-start = for 24 timer siden
console-overview-chart-end = nå
console-overview-legend-succeeded = vellykkede ({ $count })
console-overview-legend-failed = mislykkede ({ $count })
console-overview-keys-heading = Signeringsnøkler
console-overview-keys-caption = Signeringsnøkler, nyeste først
console-overview-key = Nøkkel
console-overview-algorithm = Algoritme
console-overview-state = Tilstand
console-overview-age = Alder
console-overview-signing-for = Har signert i
console-overview-key-pending = venter
console-overview-key-active = aktiv
console-overview-key-retired = utfaset
console-overview-keys-link = Nøkler og rotasjon

## The console's users list.

console-users-title = Brukere
console-users-deleted = Brukeren er slettet.
console-users-search-label = Adresse, navn eller bruker-ID
console-users-search = Søk
console-users-search-help = Adresser samsvarer fra begynnelsen, navn fra begynnelsen av hvilket som helst ord; en ID må samsvare helt.
console-users-caption = Brukere, eldste først
console-users-matching = Brukere som samsvarer med «{ $query }»
console-users-address = Adresse
console-users-name = Navn
console-users-verified = Bekreftet
console-users-state = Tilstand
console-users-created = Opprettet
console-users-yes = ja
console-users-no = nei
console-users-enabled = aktivert
console-users-disabled = deaktivert
console-users-next-page = Neste side

## The console's page of one user.

console-user-done-disabled = Brukeren er deaktivert: alle økter er avsluttet.
console-user-done-enabled = Brukeren er aktivert: vedkommende kan logge på igjen.
console-user-done-signed-out = Alle øktene til brukeren er avsluttet.
console-user-done-session-ended = Økten er avsluttet.
console-user-done-factors-reset = Brukerens metoder for totrinnsbekreftelse er fjernet; vedkommende har fått beskjed på e-post.
console-user-done-verification-sent = Bekreftelses-e-posten er på vei.
console-user-done-role = Rollen er endret.
console-user-why-heading = Hvorfor kan ikke denne brukeren logge på?
console-user-nothing-stops = Ingenting hindrer denne brukeren i å logge på nå.
console-user-reason-disabled = Kontoen er deaktivert av en operatør.
console-user-reason-unverified = Adressen er ikke bekreftet: pålogging med passord avvises til lenken i bekreftelses-e-posten er brukt.
console-user-reason-locked-password = Sperret etter feil passord fra { $ip } til { $until } (omtrent { $minutes } min; begrensning av pålogginger).
console-user-reason-locked-second-step = Det andre trinnet er sperret etter feil koder til { $until } (omtrent { $minutes } min; begrensning for totrinnsbekreftelse).
console-user-reason-passkey-only = Kontoen har ikke noe passord: den logger bare på med en tilgangsnøkkel (eller etter en tilbakestilling av passordet).
console-user-reason-providers-only = Kontoen har ikke noe passord: den logger bare på via { $providers } (eller etter en tilbakestilling av passordet).
console-user-reason-second-factor-due = Ingen totrinnsbekreftelse er konfigurert, og { $clients } krever totrinnspålogging: brukeren må konfigurere det først.
console-user-reason-deletion-scheduled = Brukeren har bedt om å slette kontoen: den slettes { $date } med mindre vedkommende logger på før det.
console-user-profile = Profil
console-user-id = Bruker-ID
console-user-address = Adresse
console-user-verified = Bekreftet
console-user-state = Tilstand
console-user-name = Navn
console-user-mobile = Mobil
console-user-place = Sted
console-user-created = Opprettet
console-user-console-role = Konsollrolle
console-user-sessions = Økter
console-user-sessions-caption = Aktive økter, nyeste først
console-user-device = Enhet
console-user-ip-and-place = IP og sted
console-user-signed-in = Pålogget
console-user-last-active = Sist aktiv
console-user-methods = Metoder
console-user-end-column = Avslutt
console-user-end-session = Avslutt
console-user-unknown-device = Ukjent enhet
console-user-second-factors = Totrinnsbekreftelse
console-user-authenticator-app = Autentiseringsapp
console-user-recovery-codes-left = Gjenværende gjenopprettingskoder
console-user-passkeys = Tilgangsnøkler
console-user-factor-none = ingen
console-user-totp-since = siden { $date }
console-user-providers-and-apps = Leverandører og apper
console-user-links-caption = Tilknyttede leverandører
console-user-provider = Leverandør
console-user-address-given = Oppgitt adresse
console-user-linked = Tilknyttet
console-user-consents-caption = Samtykker til tredjepartsapper
console-user-client = Klient
console-user-scopes = Omfang
console-user-allowed = Tillatt
console-user-recent-events = Nylige hendelser
console-user-events-caption = De nyeste revisjonshendelsene om brukeren
console-user-when = Når
console-user-type = Hendelsestype
console-user-actor = Aktør
console-user-ip = IP-adresse
console-user-every-event = Alle hendelser om brukeren
console-user-actions = Handlinger
console-user-disable = Deaktiver
console-user-enable = Aktiver
console-user-sign-out-everywhere = Logg av overalt
console-user-resend-verification = Send bekreftelses-e-posten på nytt
console-user-reset-factors = Tilbakestill totrinnsbekreftelse
console-user-reset-factors-confirm = Fjern autentiseringsappen, gjenopprettingskodene og tilgangsnøklene
console-user-delete = Slett brukeren
console-user-delete-confirm = Slett denne kontoen og alt som er lagret om den, nå
console-user-role-heading = Konsollrolle
console-user-role-label = Rolle
console-user-set-role = Angi rollen
console-user-role-help = Lesere kan se alle sider; brukerstøtte kan i tillegg deaktivere og aktivere brukere, logge dem av, tilbakestille totrinnsbekreftelsen deres og sende bekreftelses-e-post på nytt; administratorer kan gjøre alt.
console-user-unknown-action = Denne siden kan ikke utføre den handlingen.
console-user-not-on-this-user = Ikke for denne brukeren: operatører under administratornivå kan bare utføre handlinger på brukere uten rolle, og ingen kan endre sin egen rolle, tilstand, totrinnsbekreftelse eller konto her.
console-user-tick-to-confirm = Kryss av i boksen for å bekrefte, og gjenta deretter.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Klienter
console-client-list-caption = Klienter, eldste først
console-client-name = Navn
console-client-kind = Type
console-client-state = Tilstand
console-client-registered = Registrert
console-client-kind-public = offentlig
console-client-kind-confidential = konfidensiell
console-client-state-enabled = aktivert
console-client-state-disabled = deaktivert
console-client-register-heading = Registrer en klient
console-client-register = Registrer
console-client-registered-notice = Klienten er registrert.
console-client-deleted = Klienten er slettet.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Omdirigerings-URI-er, én per linje
console-client-scopes-field = Omfang (tomt: openid email profile authorization)
console-client-package-names-field = Android-pakkenavn, ett per linje
console-client-app-origins-field = App-opprinnelser for tilgangsnøkler, én per linje
console-client-logout-uri-field = URI for avlogging via bakkanal
console-client-organization-field = Organisasjon for en Shared Signals-mottaker (kortnavn eller ID)
console-client-flag-public = Offentlig (en nettleserapp eller innebygd app: ingen hemmelighet, PKCE)
console-client-flag-resource-server = En ressursserver (kan inspisere token)
console-client-flag-client-credentials = Kan hente token for seg selv (client_credentials)
console-client-flag-rotate-refresh-tokens = Roter oppdateringstoken
console-client-flag-require-mfa = Bare totrinnspålogging
console-client-flag-require-par = Bare pushede autorisasjonsforespørsler (PAR)
console-client-flag-third-party = Tredjepart: brukerne samtykker først
console-client-flag-shared-signals = Shared Signals-mottaker: mottar en strøm av sikkerhetshendelser

## Console: one client's page

console-client-saved = Klientens innstillinger er lagret.
console-client-disabled-notice = Klienten er deaktivert: tokenene dens blir ikke lenger godtatt.
console-client-granted = Tildelingen er lagret.
console-client-secret-replaced = Hemmeligheten er erstattet.
console-client-secret-heading = Klienthemmeligheten
console-client-secret-once = Kopier den nå: den vises bare denne ene gangen (bare hash-verdien lagres).
console-client-settings-heading = Innstillinger
console-client-yes = ja
console-client-no = nei
console-client-redirect-uris = Omdirigerings-URI-er
console-client-scopes = Omfang
console-client-resource-server = Ressursserver
console-client-two-factor-only = Bare totrinnspålogging
console-client-par-only = Bare PAR
console-client-third-party = Tredjepart
console-client-shared-signals = Shared Signals-mottaker
console-client-changed = Endret
console-client-grants-heading = Tildelinger på API-er
console-client-grants-caption = API-er denne klienten kan kalle for seg selv
console-client-api = API
console-client-api-identifier = API-identifikator
console-client-grant = Tildel
console-client-actions-heading = Handlinger
console-client-rotate-secret = Roter hemmeligheten
console-client-rotate-secret-confirm = Erstatt hemmeligheten: den gamle slutter å virke nå
console-client-disable = Deaktiver
console-client-disable-confirm = Deaktiver klienten: tokenene dens blir ikke lenger godtatt
console-client-delete = Slett
console-client-delete-confirm = Slett klienten med alt som er utstedt til den
console-client-edit-heading = Rediger
console-client-save = Lagre
console-client-confirm-first = Kryss av i boksen for å bekrefte, og gjenta deretter.
console-client-unknown-action = Denne siden kan ikke utføre den handlingen.

## Console: the APIs page

console-api-title = API-er
console-api-list-caption = API-er (ressursindikatorer)
console-api-identifier = Identifikator
console-api-scopes = Omfang
console-api-registered-column = Registrert
console-api-register-heading = Registrer et API
console-api-identifier-field = Identifikator (en https-URL)
console-api-scopes-field = Omfang, atskilt med mellomrom
console-api-register = Registrer
console-api-registered = API-et er registrert.

## Console: the webhooks page

console-webhook-title = Webhooker
console-webhook-list-caption = Webhook-endepunkter
console-webhook-endpoint = Endepunkt (med leveringer)
console-webhook-events = Hendelser
console-webhook-registered-column = Registrert
console-webhook-remove = Fjern
console-webhook-remove-confirm = Slutt å levere til dette endepunktet
console-webhook-secret-heading = Signeringshemmeligheten
console-webhook-secret-once = Gi den til mottakeren nå: den vises bare denne ene gangen.
console-webhook-register-heading = Registrer et endepunkt
console-webhook-url = URL-adresse
console-webhook-events-field = Hendelsestyper, atskilt med mellomrom
console-webhook-register = Registrer
console-webhook-registered = Endepunktet er registrert.
console-webhook-removed = Endepunktet er fjernet.
console-webhook-confirm-first = Kryss av i boksen for å bekrefte, og gjenta deretter.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Leveringer
console-webhook-deliveries-caption = Leveringer, nyeste først
console-webhook-delivery = Levering
console-webhook-event = Hendelse
console-webhook-status = Status
console-webhook-attempts = Forsøk
console-webhook-last-error = Siste feil
console-webhook-replay = Send på nytt
console-webhook-replayed = Leveringen er satt i kø igjen.
console-webhook-status-pending = venter
console-webhook-status-delivered = levert
console-webhook-status-failed = mislykket

## Console: the audit trail

console-audit-title = Revisjonslogg
console-audit-user-id = Bruker-ID
console-audit-address = Adresse
console-audit-type = Hendelsestype
console-audit-since = Fra (RFC 3339)
console-audit-until = Til (RFC 3339)
console-audit-any-type = alle
console-audit-filter = Filtrer
console-audit-caption = Hendelser, nyeste først
console-audit-when = Når
console-audit-type-column = Hendelsestype
console-audit-actor = Aktør
console-audit-user = Bruker
console-audit-client = Klient
console-audit-ip = IP-adresse
console-audit-older = Eldre hendelser

## Console: the signing keys

console-keys-title = Nøkler
console-keys-caption = Nøkkelringen, nyeste først
console-keys-key = Nøkkel
console-keys-algorithm = Algoritme
console-keys-state = Tilstand
console-keys-made = Opprettet
console-keys-age = Alder
console-keys-signing-since = Signerer siden
console-keys-retired = Utfaset
console-keys-state-pending = venter
console-keys-state-active = aktiv
console-keys-state-retired = utfaset
console-keys-rotate-heading = Rotasjon
console-keys-rotate-help = Rotasjonen skjer i to trinn: det første publiserer en ny id_token-nøkkel i JWKS, det andre tar den i bruk til signering (og erstatter access-token-nøkkelen). Gamle nøkler kan verifisere til det siste tokenet deres utløper.
console-keys-rotate = Roter
console-keys-rotate-confirm = Roter signeringsnøklene
console-keys-published = En ny id_token-nøkkel er publisert: neste rotasjon tar den i bruk til signering.
console-keys-activated = Den publiserte nøkkelen signerer nå id_token, sammen med en ny access-token-nøkkel.
console-keys-not-done = Ikke utført
console-keys-confirm-first = Kryss av i boksen for å bekrefte, og gjenta deretter.

## Console: the settings

console-settings-title = Innstillinger
console-settings-effective-heading = Gjeldende konfigurasjon
console-settings-effective-help = Etter filer, miljøvariabler og standardverdier; hemmeligheter er maskert.
console-settings-caption = Innstillinger
console-settings-setting = Innstilling
console-settings-value = Verdi
console-settings-upstream-heading = Eksterne leverandører
console-settings-providers-caption = Leverandører
console-settings-provider-id = ID
console-settings-provider-button = Knapp
console-settings-provider-last-error = Siste feil på denne instansen
console-settings-no-trouble = ingen siden oppstart
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = I en app skriver du inn denne koden i stedet: { $token }
mail-set-password-button = Angi et nytt passord
mail-open-account-button = Åpne kontoen din

## Verification of a new account's address

mail-verification-subject = Bekreft e-postadressen din
mail-verification-welcome = Velkommen! Bekreft at dette er e-postadressen din.
mail-verification-link-hours = { $hours ->
    [one] Lenken virker i { $hours } time og kan brukes én gang.
   *[other] Lenken virker i { $hours } timer og kan brukes én gang.
}
mail-verification-ignore = Hvis du ikke har opprettet en konto, kan du se bort fra denne e-posten.
mail-verification-button = Bekreft adressen min

## Moving an account to a new address: the mail to the new address

mail-change-subject = Bekreft den nye e-postadressen din
mail-change-confirm = Bekreft at kontoen din skal bruke denne e-postadressen fra nå av.
mail-change-link-hours = { $hours ->
    [one] Lenken virker i { $hours } time og kan brukes én gang; frem til da beholdes den gamle adressen din.
   *[other] Lenken virker i { $hours } timer og kan brukes én gang; frem til da beholdes den gamle adressen din.
}
mail-change-ignore = Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten: ingenting endres.
mail-change-button = Bruk denne adressen

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Endring av e-postadressen til kontoen din
mail-change-notice-asked = Noen som er pålogget kontoen din, har bedt om å flytte den til { $address }.
mail-change-notice-until = Den flyttes først når en lenke som er sendt til den adressen, blir brukt; frem til da beholdes denne adressen.
mail-change-notice-not-you = Hvis det ikke var deg, bør du angi et nytt passord nå: da avsluttes alle økter, og lenken blir ugyldig.

## To an address that tried to register again

mail-registered-subject = Du har allerede en konto
mail-registered-tried = Noen prøvde å opprette en konto med denne e-postadressen, som allerede har en konto.
mail-registered-if-you = Hvis det var deg, kan du logge på, eller angi et nytt passord hvis du har glemt det.
mail-registered-not-you = Hvis det ikke var deg, kan du se bort fra denne e-posten: ingenting er endret.

## Password reset

mail-reset-subject = Angi et nytt passord
mail-reset-asked = Noen har bedt om å angi et nytt passord for kontoen din.
mail-reset-link-minutes = { $minutes ->
    [one] Lenken virker i { $minutes } minutt og kan brukes én gang; en nyere forespørsel erstatter den.
   *[other] Lenken virker i { $minutes } minutter og kan brukes én gang; en nyere forespørsel erstatter den.
}
mail-reset-not-you = Hvis det ikke var deg, kan du se bort fra denne e-posten: passordet ditt forblir uendret.

## Notices: a second factor changed

mail-totp-added-subject = En autentiseringsapp ble lagt til
mail-totp-added-body = En autentiseringsapp ble lagt til på kontoen din for totrinnsbekreftelse.
mail-totp-removed-subject = Autentiseringsappen din ble fjernet
mail-totp-removed-body = Autentiseringsappen ble fjernet fra kontoen din: nå trenger du bare passordet for å logge på.
mail-passkey-added-subject = En tilgangsnøkkel ble lagt til
mail-passkey-added-body = En tilgangsnøkkel ble lagt til på kontoen din: med den kan du logge på uten passord.
mail-passkey-removed-subject = En tilgangsnøkkel ble fjernet
mail-passkey-removed-body = En tilgangsnøkkel ble fjernet fra kontoen din: den kan ikke lenger brukes til å logge på.
mail-recovery-used-subject = En gjenopprettingskode ble brukt
mail-recovery-used-body = { $left ->
    [one] En gjenopprettingskode ble brukt til å logge på kontoen din; { $left } er fortsatt ubrukt.
   *[other] En gjenopprettingskode ble brukt til å logge på kontoen din; { $left } er fortsatt ubrukte.
}
mail-factor-not-you = Hvis det ikke var deg, bør du endre passordet ditt og logge av overalt fra kontosiden din.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } ble knyttet til kontoen din
mail-linked-body = Kontoen din ble knyttet til en { $provider }-konto: når du logger på med { $provider }, åpnes nå denne kontoen.
mail-unlinked-subject = Tilknytningen til { $provider } ble fjernet fra kontoen din
mail-unlinked-body = Kontoens tilknytning til { $provider } ble fjernet: når du logger på med { $provider }, åpnes ikke lenger denne kontoen.
mail-link-not-you = Hvis det ikke var deg, bør du endre passordet ditt, logge av overalt og fjerne tilknytningen til leverandøren fra kontosiden din.

## Account deleted

mail-deleted-subject = Kontoen din ble slettet
mail-deleted-body = Kontoen din og alt som var lagret om den, ble slettet, og alle øktene dens ble avsluttet.
mail-deleted-register-again = Denne adressen kan registreres på nytt; ingenting fra den gamle kontoen kommer tilbake.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Kontoen din blir slettet
mail-deletion-due = Kontoen din blir slettet { $date }; alle øktene dens er avsluttet.
mail-deletion-keep = Hvis du vil beholde den, må du logge på igjen før det. Hvis du ikke har bedt om dette, bør du logge på og endre passordet ditt.
mail-deletion-button = Logg på for å beholde den

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Bli med i { $organization }
mail-invitation-body = Du er invitert til å bli med i { $organization }. Åpne lenken for å godta: logg på med denne adressen, eller opprett en konto med den.
mail-invitation-expiry = { $days ->
    [one] Lenken virker i én dag.
   *[other] Lenken virker i { $days } dager.
}
mail-invitation-ignore = Hvis du ikke kjenner denne organisasjonen, kan du se bort fra denne e-posten: ingenting skjer med mindre du godtar.
mail-invitation-button = Se invitasjonen
console-organizations-title = Organisasjoner
console-organizations-name = Navn
console-organizations-slug = Kortnavn
console-organizations-enabled = Aktivert
console-organizations-mfa = Totrinnsbekreftelse
console-organizations-new = Ny organisasjon
console-organizations-create = Opprett organisasjonen
console-organizations-created = Organisasjonen er opprettet.
console-organization-saved = Reglene for domenet er lagret.
console-organization-id = ID
console-organization-members = Medlemmer
console-organization-roles = Roller
console-organization-managed = Administrert
console-organization-break-glass = Nødtilgang
console-organization-invitations = Ventende invitasjoner
console-organization-expires = Utløper
console-organization-domains = Domener
console-organization-domain = Domene
console-organization-state = Tilstand
console-organization-rules = Regler
console-organization-save-rules = Lagre
console-organization-sign-in = Egen pålogging
console-organization-no-sign-in = Den har ingen egen pålogging: medlemmene logger på med passordene eller tilgangsnøklene sine.
organization-admin-title = { $organization }: organisasjonsinnstillinger
organization-admin-lead = Du administrerer denne organisasjonen som { $email }.
organization-admin-none = Ingenting her ennå.
organization-admin-members = Medlemmer
organization-admin-remove = Fjern
organization-admin-yes = Ja
organization-admin-no = Nei
organization-admin-email = E-postadresse
organization-admin-roles = Roller
organization-admin-managed = Administreres av organisasjonens pålogging
organization-admin-action = Handling
organization-admin-invitations = Ventende invitasjoner
organization-admin-revoke = Trekk tilbake
organization-admin-expires = Utløper
organization-admin-invite = Inviter noen
organization-admin-role = Rolle
organization-admin-invite-button = Send invitasjonen
organization-admin-domains = Domener
organization-admin-domains-lead = Gjør krav på bedriftens e-postdomene, publiser TXT-posten som vises, og bekreft deretter domenet. Adresser i et bekreftet domene kan logge på via organisasjonens pålogging.
organization-admin-verify = Bekreft
organization-admin-verified = Bekreftet
organization-admin-pending = Venter
organization-admin-domain = Domene
organization-admin-state = Tilstand
organization-admin-record = Post som skal publiseres
organization-admin-add-domain = Gjør krav på et domene
organization-admin-sign-in = Organisasjonens pålogging
organization-admin-no-sign-in = Medlemmene dine logger på med passordene sine. Angi din egen OpenID-leverandør (Okta, Entra ID, Google Workspace …) for å logge dem på via den.
organization-admin-issuer = Utsteder-URL
organization-admin-client-id = Klient-ID
organization-admin-client-secret = Klienthemmelighet
organization-admin-redirect-uri = Omdirigerings-URI som skal registreres hos leverandøren
organization-admin-save-sign-in = Lagre påloggingen
organization-admin-sign-in-title = Logg på først
organization-admin-sign-in-text = Logg på kontosiden din, og åpne deretter denne siden på nytt.
organization-admin-sign-in-link = Gå til kontoen din
organization-admin-unknown-title = Fant ikke organisasjonen
organization-admin-unknown-text = Det finnes ingen organisasjon her som du administrerer.
organization-admin-unknown-change = Denne siden gjør ikke den endringen.
organization-admin-scim = Klargjøring (SCIM)
organization-admin-scim-lead = Katalogen din (Okta, Entra ID, Google Workspace …) legger til, endrer og fjerner personer og grupper her via SCIM 2.0. Gi den basis-URL-en og tokenet for en tilkobling.
organization-admin-scim-base-url = Basis-URL
organization-admin-scim-made = Opprettet
organization-admin-scim-last-used = Sist brukt
organization-admin-scim-never = Aldri
organization-admin-scim-old-token = Det gamle tokenet virker til
organization-admin-scim-rotate = Nytt token
organization-admin-scim-make = Opprett en tilkobling
organization-admin-scim-token-title = Tokenet for katalogen din
organization-admin-scim-token-text = Kopier basis-URL-en og tokenet inn i katalogen din nå: tokenet vises ikke igjen. Et eventuelt gammelt token virker i én dag til.
organization-admin-scim-token = Tilgangstoken
organization-admin-scim-revoke-confirm = Tilbakekall tilkoblingen: tokenene dens slutter å virke nå
invitation-title = Bli med i { $organization }
invitation-join-lead = Du er invitert til å bli med i { $organization } som { $email }.
invitation-join-button = Bli med
invitation-sign-up-lead = Du er invitert til å bli med i { $organization }. Opprett kontoen din med { $email } for å bli med: invitasjonen viser at denne adressen er din.
invitation-name = Navnet ditt
invitation-password = Velg et passord (minst 10 tegn)
invitation-sign-up-button = Opprett konto og bli med
invitation-other-account = Denne invitasjonen gjelder { $email }, men du er pålogget som { $current }. Logg av, og åpne deretter lenken på nytt.
invitation-sign-in-first = Denne invitasjonen gjelder { $email }, som har en konto her. Logg på med den på kontosiden din, og åpne deretter lenken på nytt.
invitation-sign-in-as-invitee = Logg først på med den inviterte adressen.
invitation-unusable-title = Denne invitasjonen kan ikke brukes
invitation-unusable-text = Den er allerede brukt, trukket tilbake, erstattet av en nyere eller utløpt. Be organisasjonen om en ny invitasjon.
invitation-joined-title = Du er med i { $organization }
invitation-joined-text = Du er nå medlem: apper du logger på for denne organisasjonen, ser det.
invitation-joined-new-account = Kontoen din er klar, og du er medlem: logg på med adressen din og passordet du valgte.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token og oppdateringstoken er utstedt
api-code-token = Token er utstedt
api-code-userdata = Brukerdata
api-code-login-success = Påloggingen var vellykket
api-code-auth-code = Autorisasjonskode er utstedt
api-code-id-token = id_token er utstedt
api-code-logged-out = Logget av; økten og tokenene dens er tilbakekalt
api-code-ok = Utført
api-code-alive = Betjener forespørsler
api-code-ready = Klar til å betjene forespørsler
api-code-sessions = Dine aktive økter
api-code-export = Alt som er lagret om kontoen din
api-code-email-change-requested = Hvis adressen kan brukes, er en lenke for å bekrefte den på vei dit
api-code-account-deleted = Kontoen din og alt som var lagret om den, er slettet; alle økter er avsluttet
api-code-deletion-scheduled = Alle økter er avsluttet, og kontoen din blir slettet; logg på igjen før det for å beholde den
api-code-reauthentication-required = Logg på igjen først: dette krever en pålogging fra de siste minuttene
api-code-session-ended = Logget av; økten og tokenene dens er tilbakekalt
api-code-password-changed = Passordet er endret; alle andre økter og tokenene deres er tilbakekalt
api-code-registration-accepted = Registreringen er mottatt; sjekk e-posten din for å bekrefte adressen
api-code-email-verified = E-postadressen er bekreftet
api-code-reset-requested = Hvis adressen hører til en konto, er en e-post med en lenke for tilbakestilling på vei
api-code-password-reset = Passordet er angitt; alle økter og tokenene deres er tilbakekalt
api-code-registration-closed = Registreringen er stengt; be operatøren om en konto
api-code-invalid-request = Forespørselen er feilformatert
api-code-unsupported-grant-type = grant_type må være code eller refresh_token
api-code-invalid-grant = Koden eller refresh_token er ugyldig, utløpt, tilbakekalt eller utstedt til en annen klient
api-code-invalid-client = Klientautentiseringen mislyktes
api-code-invalid-credentials = E-postadressen eller passordet er feil. En ny konto kan logge på når adressen er bekreftet: se etter lenken i e-posten din
api-code-mfa-required = Totrinnsbekreftelse kreves: svar med en kode fra autentiseringsappen din eller en gjenopprettingskode
api-code-mfa-enrolment-required = Denne appen krever totrinnspålogging: konfigurer en autentiseringsapp eller en tilgangsnøkkel på kontosiden din, og logg deretter på igjen
api-code-passkey-options = Send disse alternativene videre til autentiseringsenheten
api-code-passkey-added = Tilgangsnøkkelen er lagt til
api-code-passkeys = Tilgangsnøklene dine
api-code-links = Dine tilknyttede påloggingsleverandører
api-code-last-sign-in-method = Dette er kontoens siste påloggingsmåte: angi et passord eller legg til en tilgangsnøkkel først
api-code-insufficient-scope = Omfanget til tokenet tillater ikke denne forespørselen
api-code-not-a-member = Du kan ikke logge på for denne organisasjonen: be administratoren om å legge deg til
api-code-sso-required = Organisasjonen din står for påloggingen din: fortsett på ssoUrl
api-code-not-found = Ressursen finnes ikke
api-code-method-not-allowed = Metoden er ikke tillatt for denne ressursen
api-code-conflict = Den finnes allerede
api-code-payload-too-large = Forespørselens innhold er for stort
api-code-rate-limited = For mange forespørsler; prøv igjen senere
api-code-server-error = Intern serverfeil
api-code-service-unavailable = Tjenesten er midlertidig utilgjengelig; prøv igjen senere

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Et tilgangstoken kreves som `Authorization: Bearer <token>`; dette mangler, er feilformatert eller er tilbakekalt
api-busy = For mange pålogginger samtidig; prøv igjen om litt

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type må være id_token eller token
api-token-type-grant = token_type må være refresh_token eller token
api-token-type-refresh = token_type må være token for grant_type refresh_token
api-client-secret-required = client_secret er påkrevd når token_type er token
api-field-empty = { $field } må fylles ut

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = passordet er for langt
api-mfa-token-invalid = mfaToken er ukjent, brukt eller utløpt: logg på igjen
api-challenge-invalid = challengeId er ukjent, brukt eller utløpt: be om nye alternativer for tilgangsnøkkel
api-mfa-code-or-passkey = Totrinnsbekreftelse kreves: svar med en kode fra autentiseringsappen din, en gjenopprettingskode eller tilgangsnøkkelen din
api-mfa-passkey = Totrinnsbekreftelse kreves: svar med tilgangsnøkkelen din (login/passkey med mfaToken)
api-client-id-required = client_id er påkrevd
api-client-unknown = client_id er ukjent eller deaktivert
api-redirect-uri-required = redirect_uri er påkrevd
api-redirect-uri-unregistered = redirect_uri er ikke registrert for denne klienten
api-state-too-long = state er for lang

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Tokenet er ukjent, brukt, utløpt eller erstattet av et nyere
api-session-not-found = Du har ingen aktiv økt med den ID-en

## Native-app API: second factors and passkeys

api-authenticator-exists = En autentiseringsapp er allerede konfigurert; fjern den først
api-authenticator-not-pending = Ingen autentiseringsapp er under konfigurering
api-authenticator-none = Ingen autentiseringsapp er konfigurert
api-factor-code-wrong = Koden er feil
api-reauthenticate-factors = Logg på igjen (med totrinnsbekreftelse, hvis du bruker det) for å endre totrinnsbekreftelsen din
api-reauthenticate-passkeys = Logg på igjen (med totrinnsbekreftelse, hvis du bruker det) for å endre tilgangsnøklene dine
api-reauthenticate-sign-in = Logg på igjen (med totrinnsbekreftelse, hvis du bruker det) for å endre hvordan du logger på
api-passkeys-unavailable = tilgangsnøkler er ikke tilgjengelige på denne serveren
api-passkey-not-found = tilgangsnøkkelen finnes ikke
api-passkey-no-ceremony = ingen registrering av tilgangsnøkkel venter; be om nye alternativer
api-passkey-rejected = tilgangsnøkkelen kunne ikke verifiseres
api-passkey-registered = denne tilgangsnøkkelen er allerede registrert
api-passkey-name-invalid = navnet på en tilgangsnøkkel må ha 1 til { $max } tegn og kan ikke inneholde kontrolltegn eller tegn for toveis formatering
api-passkeys-too-many = { $max ->
    [one] en konto kan ha høyst { $max } tilgangsnøkkel
   *[other] en konto kan ha høyst { $max } tilgangsnøkler
}

## Native-app API: upstream identity providers

api-upstream-unknown = Ingen ekstern leverandør har denne ID-en
api-upstream-refused = id_token ble ikke godtatt for denne leverandøren
api-upstream-disabled = Kontoen er deaktivert
api-upstream-no-email = id_token har ingen e-postadresse å opprette en konto med
api-upstream-unverified-email = Leverandøren går ikke god for e-postadressen i id_token: registrer deg med adressen, og knytt deretter til leverandøren
api-upstream-unreachable = Leverandøren kunne ikke nås; prøv igjen senere
api-upstream-email-taken = Det finnes en konto med denne adressen: logg på den, og knytt til leverandøren fra kontosiden
api-upstream-outside-domains = Organisasjonens pålogging kan bare logge på adresser i organisasjonens bekreftede domener
api-upstream-unconfirmed-account = Det finnes en konto med denne adressen, men den ble aldri bekreftet: bekreft den, og logg deretter på via organisasjonen igjen
api-upstream-operator-account = En operatørkonto logger på med eget passord og egen totrinnsbekreftelse, ikke via en organisasjons pålogging
api-link-not-found = Kontoen er ikke knyttet til denne leverandøren

## Admin API

api-admin-key-required = Admin-API-et krever `Authorization: Bearer <admin key>`
api-admin-status-once = status kan angis høyst én gang
api-admin-parameters-once = hver parameter kan angis høyst én gang
api-admin-duplicate-email = det finnes allerede en bruker med den e-postadressen
api-admin-user-not-found = fant ikke brukeren
api-admin-client-not-found = fant ikke klienten
api-admin-api-not-found = fant ikke API-et
api-admin-session-not-found = fant ikke økten
api-admin-delivery-not-found = fant ikke leveringen
api-admin-webhook-not-found = fant ikke webhooken

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Åpne lenken i nettleseren du registrerte deg i: andre steder blir du bedt om passordet til kontoen.
mail-change-where = Åpne lenken i nettleseren der du ba om endringen, eller der du er pålogget: andre steder blir du bedt om passordet ditt.
mail-not-yours-english = Har du ikke registrert deg eller bedt om dette? Da skal du ikke bekrefte: se bort fra denne e-posten, så skjer det ingenting.
verify-password-lead = For å bekrefte denne adressen her skriver du inn passordet til kontoen den tilhører. Hvis du registrerte deg i en app, skriver du i stedet inn koden fra e-posten i appen. Hvis du ikke har registrert deg eller bedt om dette, skal du ikke bekrefte: lukk denne siden.
verify-password = Passordet til kontoen
verify-password-needed = Skriv inn passordet til kontoen for å bekrefte adressen i denne nettleseren.
verify-wrong-password = Det er ikke passordet til kontoen.

## After a password reset, every other way into the account

mail-reset-done-subject = Passordet ditt ble tilbakestilt
mail-reset-done-body = Passordet til kontoen din ble nettopp tilbakestilt, og alle enheter som var pålogget, er logget av.
mail-reset-done-still = Disse kan fortsatt brukes til å logge på kontoen din:
mail-reset-done-remove = Hvis en av dem ikke er din, logger du på med det nye passordet og velger «Fjern alt unntatt det nye passordet» på kontosiden din.
mail-reset-done-nothing-else = Ingenting annet kan logge på kontoen din: bare det nye passordet.
mail-reset-done-factor-not-yours = Hvis du ved pålogging blir bedt om totrinnsbekreftelse med en metode du ikke har, er den ikke din: be brukerstøtten for denne tjenesten om å fjerne den.
mail-reset-done-not-you = Hvis du ikke tilbakestilte passordet, kan noen lese e-posten din: sikre e-postkontoen din først, og angi deretter et nytt passord igjen.
ways-in-passkey = Tilgangsnøkkelen «{ $name }»
ways-in-authenticator = En autentiseringsapp
ways-in-recovery-codes = { $count ->
    [one] { $count } ubrukt gjenopprettingskode
   *[other] { $count } ubrukte gjenopprettingskoder
}
ways-in-link = Pålogging med { $provider }
ways-in-sessions = { $count ->
    [one] { $count } annen pålogget enhet (vises nedenfor)
   *[other] { $count } andre påloggede enheter (vises nedenfor)
}
account-review-heading = Passordet ditt ble tilbakestilt
account-review-lead = Passordet ditt ble tilbakestilt { $date }. Disse kan fortsatt logge på kontoen din:
account-review-explain = Hvis en av dem ikke er din, fjerner du alle: da er det bare det nye passordet ditt som kan logge på, og alle andre enheter logges av. Du kan legge til en tilgangsnøkkel eller en autentiseringsapp igjen etterpå.
account-review-remove = Fjern alt unntatt det nye passordet
account-review-keep = De er alle mine
account-review-gone = Det er ikke lenger noe å gå gjennom.
account-review-removed = Alt unntatt det nye passordet ditt ble fjernet, og alle andre enheter er logget av.
account-review-kept = Notert: alt forblir som det er.

## The second step locked after wrong codes

mail-factor-locked-subject = Noen prøvde å komme forbi totrinnsbekreftelsen din
mail-factor-locked-body = { $minutes ->
    [one] Noen skrev inn passordet ditt og deretter fem feil koder for totrinnsbekreftelse. Pålogging på kontoen din er satt på pause i { $minutes } minutt.
   *[other] Noen skrev inn passordet ditt og deretter fem feil koder for totrinnsbekreftelse. Pålogging på kontoen din er satt på pause i { $minutes } minutter.
}
mail-factor-locked-not-you = Hvis det ikke var deg, kjenner noen passordet ditt: angi et nytt nå.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = en konsollrolle krever en bekreftet adresse: brukeren må bekrefte adressen sin først
console-gate-unverified = Konsollen åpnes bare for operatører med bekreftet adresse. Bekreft adressen din med lenken i bekreftelses-e-posten, og åpne deretter konsollen igjen.
console-gate-idle-lead = igjen for å åpne konsollen
console-gate-idle = Konsollen har ikke vært brukt på { $minutes } min, så du må logge på igjen. Du er fortsatt pålogget kontoen din.
console-webhook-url-once = URL-en, vist i sin helhet bare nå (listen skjuler det som følger etter «?», der et token kan stå):
console-webhook-query-hidden = Det som følger etter «?» i URL-en til et endepunkt, er skjult: det kan inneholde mottakerens token.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Send meg en kode på e-post
page-code-ask-title = Logg på med en kode
page-code-ask-lead = Skriv inn e-postadressen din: vi sender deg en kode på e-post som du kan logge på med, uten passord.
page-code-ask-button = Send meg en kode på e-post
page-code-invalid-email = Skriv inn en fullstendig e-postadresse, for eksempel navn@example.com.
page-code-not-allowed = Denne appen krever passordet ditt eller en tilgangsnøkkel: pålogging med kode på e-post tilbys ikke her.
page-code-title = Sjekk e-posten din
page-code-lead = { $minutes ->
    [one] En e-post er på vei til { $email }. Skriv inn den sekssifrede koden i den: den virker i { $minutes } minutt og kan brukes én gang.
   *[other] En e-post er på vei til { $email }. Skriv inn den sekssifrede koden i den: den virker i { $minutes } minutter og kan brukes én gang.
}
page-code-field = Påloggingskode
page-code-name = Navnet ditt, hvis du er ny her
page-code-button = Logg på
page-code-again = Send en ny kode
page-code-wrong = Koden er feil, eller den er utløpt. Sjekk den nyeste e-posten, eller be om en ny kode.
page-code-link-title = Logg på
page-code-link-lead = Logg på kontoen din i denne nettleseren.
page-code-link-button = Logg meg på
page-code-link-elsewhere-title = Skriv inn denne koden der du ba om den
page-code-link-elsewhere = Denne lenken ble åpnet i en annen nettleser eller app enn den som ba om den. Skriv inn denne koden der:
page-code-link-ended-title = Denne lenken er utløpt
page-code-link-ended = Lenken er allerede brukt, erstattet av en nyere eller for gammel. Be om en ny kode der du logger på.
api-sign-in-code-refused = Koden er feil, brukt, erstattet eller utløpt: be om en ny
api-login-code-or-password = Send et passord eller en kode, ikke begge
api-code-code-sent = En e-post med en påloggingskode er på vei; koden virker i noen minutter og kan brukes én gang
api-code-sign-in-code-not-allowed = Pålogging med kode på e-post tilbys ikke her: bruk passordet ditt eller en tilgangsnøkkel

## Mail: a sign-in code

mail-code-subject = Påloggingskoden din
mail-code-asked = Noen har bedt om å logge på med denne adressen. Koden du skal skrive inn, er:
mail-code-minutes = { $minutes ->
    [one] Koden og lenken nedenfor virker i { $minutes } minutt og kan brukes én gang; en nyere forespørsel erstatter dem.
   *[other] Koden og lenken nedenfor virker i { $minutes } minutter og kan brukes én gang; en nyere forespørsel erstatter dem.
}
mail-code-new-account = Ingen konto bruker denne adressen ennå: hvis du logger på med koden, opprettes en konto.
mail-code-button = Logg meg på
mail-code-not-you = Hvis det ikke var deg, kan du se bort fra denne e-posten: ingen kan logge på uten koden.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Pålogging med denne adressen
mail-no-account-body = Noen har bedt om en kode for å logge på med denne adressen, men ingen konto her bruker den.
mail-no-account-not-you = Hvis det ikke var deg, kan du se bort fra denne e-posten: ingenting er endret.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Brukere kan logge på med en kode på e-post
api-name-invalid = Navnet er for langt eller inneholder kontrolltegn
