# Romanian: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Limbă

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Adresa de e-mail sau parola nu este corectă. Un cont nou se poate conecta după ce adresa lui este confirmată: căutați linkul în e-mailul primit.
error-throttled = Prea multe încercări nereușite. Așteptați câteva minute, apoi încercați din nou.
error-busy = Prea multe persoane se conectează în acest moment. Încercați din nou peste puțin timp.
error-missing-fields = Introduceți adresa de e-mail și parola.
error-expired-form = Acest formular a expirat. Conectați-vă din nou.
error-second-factor-in-app = Acest cont este protejat prin verificarea în doi pași. Conectați-vă mai întâi pe pagina contului (acolo vi se cere codul), apoi reveniți aici.
error-wrong-second-factor = Codul nu a fost corect, a fost deja folosit sau a sosit prea târziu. Conectați-vă din nou.
error-passkey-refused = Cheia de acces nu a putut fi folosită sau încercarea a durat prea mult. Încercați din nou sau conectați-vă cu parola.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Prea multe solicitări. Așteptați câteva minute, apoi încercați din nou.
error-expired-form-again = Acest formular a expirat. Încercați din nou.

## Error pages (a heading and a paragraph)

error-bad-link-title = Link nevalid
error-bad-link-text = Acest link nu mai este valid: a fost folosit, a expirat sau a fost înlocuit de unul mai nou. Solicitați un link nou.

error-form-title = Conectarea nu a reușit
error-form-too-large = Formularul este prea mare.
error-form-unreadable = Formularul nu a putut fi citit. Reveniți și încercați din nou.
error-cross-site-title = Solicitare refuzată
error-cross-site-text = Acest formular a fost trimis de pe alt site. Deschideți din nou pagina de conectare și trimiteți formularul de acolo.

error-unavailable-title = Încercați din nou în curând
error-unavailable-text = Serviciul de conectare este ocupat sau indisponibil. Încercați din nou peste puțin timp.
error-failed-title = A apărut o problemă
error-failed-text = Conectarea nu a putut fi finalizată. Încercați din nou.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Să știe cine sunteți
scope-email = Să vadă adresa dvs. de e-mail
scope-profile = Să vadă profilul dvs.: nume, fotografie, număr de telefon și țară
scope-authorization = Să vadă profilul dvs. și sesiunile în care sunteți conectat
scope-organizations = Să vadă organizațiile din care faceți parte și rolurile dvs. în ele
scope-api = Să folosească { $api } în numele dvs.

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: introduceți codul afișat de aplicația de autentificare sau un cod de recuperare ori folosiți cheia de acces.
page-second-step-passkey = { $purpose }: folosiți cheia de acces.
page-second-step-code = { $purpose }: introduceți codul afișat de aplicația de autentificare sau unul dintre codurile de recuperare.
page-second-step-use-passkey = Folosiți cheia de acces

## Login page

page-login-title = Conectare
page-login-email = E-mail
page-login-password = Parolă
page-login-button = Conectați-vă
page-login-with-provider = Conectați-vă cu { $provider }
page-login-passkey = Conectați-vă cu o cheie de acces
page-login-forgot = Ați uitat parola?
page-login-organization = Conectați-vă prin organizația dvs.
page-organization-title = Conectați-vă prin organizația dvs.
page-organization-lead = Introduceți adresa de e-mail de serviciu sau ID-ul organizației pentru a continua cu sistemul de conectare al acesteia.
page-organization-field = E-mail de serviciu sau ID-ul organizației
page-organization-button = Continuați
page-organization-unknown = Nicio organizație nu folosește această adresă sau acest ID pentru conectare. Verificați-l sau conectați-vă cu adresa de e-mail și parola.
login-sso-required = Conectarea dvs. este gestionată de organizație: folosiți sistemul de conectare al organizației.
login-sso-required-named = Conectarea dvs. este gestionată de { $organization }: folosiți sistemul de conectare de mai jos.
page-login-new-here = Sunteți nou aici?
page-login-create-account = Creați un cont

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Conectați un dispozitiv
page-device-code-lead = Introduceți codul afișat pe televizor, pe consola de jocuri sau pe alt dispozitiv.
page-device-code-label = Cod
page-device-code-button = Continuați
page-device-confirm-heading = Conectați aplicația { $client }?
page-device-confirm-lead = Un dispozitiv care afișează codul { $code } solicită să vă folosească contul { $email }. Permiteți doar dacă ați inițiat chiar dvs. acest lucru pe acel dispozitiv.
page-device-confirm-able = Va putea:
page-device-confirm-deny = Refuzați
page-device-confirm-allow = Permiteți

## Account page

page-account-title = Contul dvs.
page-account-signed-in-as = Conectat ca { $email }
page-account-signed-in-as-unconfirmed = Conectat ca { $email } (adresa nu este încă confirmată: consultați e-mailul pe care vi l-am trimis)
page-account-sessions-heading = Unde sunteți conectat
page-account-session-app = aplicația { $package }
page-account-this-browser = Acest browser
page-account-sign-out-session = Deconectați
page-account-sign-out-others = Deconectați toate celelalte sesiuni
page-account-profile-heading = Profil
page-account-profile-save = Salvați profilul
page-account-password-heading = Parolă
page-account-current-password = Parola actuală
page-account-new-password = Parolă nouă (cel puțin 10 caractere)
page-account-password-change = Schimbați parola
page-account-email-heading = Adresă de e-mail
page-account-email-explain = La noua adresă se trimite un link; contul se mută acolo când linkul este folosit. Până atunci vă conectați cu adresa actuală.
page-account-new-email = Adresă de e-mail nouă
page-account-email-password = Parolă
page-account-email-change = Schimbați adresa de e-mail
page-account-data-heading = Datele dvs.
page-account-data-explain = Tot ce păstrează acest serviciu despre contul dvs. (profilul, sesiunile cu dispozitivele și locurile lor, furnizorii asociați, metodele de verificare în doi pași, evenimentele de securitate care vă privesc), într-un singur fișier JSON. Nu conține nicio parolă și niciun secret.
page-account-data-download = Descărcați datele
page-account-delete-heading = Ștergeți contul
page-account-delete-explain = Elimină profilul, sesiunile, metodele de verificare în doi pași și furnizorii asociați și vă deconectează de peste tot.
page-account-delete-link = Ștergeți contul

## Sign-out confirmation

page-logout-title = Deconectare
page-logout-question = Vă deconectați de la cont în acest browser?
page-logout-button = Deconectați-vă

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Introduceți o parolă.
rule-password-too-short = { $min ->
    [one] Parola trebuie să aibă cel puțin { $min } caracter.
    [few] Parola trebuie să aibă cel puțin { $min } caractere.
   *[other] Parola trebuie să aibă cel puțin { $min } de caractere.
}
rule-password-too-long = { $max ->
    [one] Parola poate avea cel mult { $max } caracter.
    [few] Parola poate avea cel mult { $max } caractere.
   *[other] Parola poate avea cel mult { $max } de caractere.
}
rule-password-is-email = Parola nu poate fi adresa de e-mail.
rule-password-refused = Această parolă nu poate fi folosită. Alegeți alta.
rule-email-invalid = Introduceți o adresă de e-mail care poate primi mesaje, de exemplu nume@example.com.
rule-email-same = Aceasta este deja adresa contului.
rule-field-invalid = Un câmp este prea lung sau conține caractere nepermise.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = numele clientului trebuie să aibă între 1 și 200 de caractere
rule-client-name-characters = numele clientului nu poate conține caractere de control sau de formatare bidirecțională
rule-resource-server-confidential = un server de resurse trebuie să fie un client confidențial
rule-client-credentials-confidential = client_credentials necesită un client confidențial
rule-public-client-secret = un client public nu are secret
rule-shared-signals-confidential = un receptor Shared Signals trebuie să fie un client confidențial
rule-organization-for-receivers = doar un receptor Shared Signals este legat de o organizație
rule-profile-field-length = { $max ->
    [one] câmpurile de profil sunt limitate la { $max } caracter
    [few] câmpurile de profil sunt limitate la { $max } caractere
   *[other] câmpurile de profil sunt limitate la { $max } de caractere
}
rule-profile-field-characters = câmpurile de profil nu pot conține caractere de control sau de formatare bidirecțională
rule-unknown-event-type = tip de eveniment necunoscut „{ $name }”; tipuri cunoscute: { $known }
rule-no-event-type = evenimentele trebuie să numească cel puțin un tip de eveniment
rule-secret-prefix = secretul trebuie să înceapă cu whsec_
rule-secret-encoding = secretul trebuie să fie whsec_ urmat de base64
rule-secret-length = secretul trebuie să aibă între 24 și 64 de octeți
rule-delivery-status = status trebuie să fie pending, delivered sau failed
rule-not-a-timestamp = { $name } trebuie să fie o marcă temporală RFC 3339
rule-not-a-user-id = user trebuie să fie un ID de utilizator
rule-not-an-email = email trebuie să fie o adresă de e-mail
rule-unknown-audit-type = tip de eveniment necunoscut
rule-unknown-cursor = cursor nu este unul furnizat de acest API
rule-page-size = limit trebuie să fie între 1 și 500
rule-no-scope = este necesar cel puțin un domeniu de acces
rule-undefined-scopes = API-ul definește doar aceste domenii de acces: { $scopes }
rule-role-name = rolul trebuie să fie admin, support, viewer sau none
rule-already-verified = adresa este deja verificată

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = pentru a continua la { $client }
login-failed-title = Conectarea nu a reușit
login-malformed-link = Linkul de conectare nu este formatat corect.
login-request-missing-client = Solicitarea nu specifică nicio aplicație.
login-request-unknown-client = Această aplicație nu este înregistrată sau a fost dezactivată.
login-request-missing-redirect-uri = Solicitarea nu specifică unde trebuie să se revină (redirect_uri).
login-request-unregistered-redirect-uri = Acest redirect_uri nu este înregistrat pentru această aplicație.
login-request-state-too-long = Parametrul state este prea lung.
login-request-invalid = Solicitarea de conectare nu este validă.

## Signing out of the browser.

login-signout-failed-title = Deconectarea nu a reușit
login-signout-malformed-link = Linkul de deconectare nu este formatat corect.
login-signed-out-title = V-ați deconectat
login-signed-out-text = V-ați deconectat în acest browser.

## The second step after a password, and an app that needs one.

second-step-title = Conectare în doi pași
second-step-code-label = Cod
second-step-continue = Continuați
second-step-enrol-title = Configurați verificarea în doi pași
second-step-enrol-text = { $client } necesită conectarea în doi pași. Configurați o aplicație de autentificare sau o cheie de acces pe pagina contului, apoi conectați-vă din nou la { $client }.
second-step-enrol-link = Deschideți pagina contului

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Aplicație de autentificare
second-step-app-on = { $count ->
    [one] O aplicație de autentificare este configurată; { $count } cod de recuperare este nefolosit.
    [few] O aplicație de autentificare este configurată; { $count } coduri de recuperare sunt nefolosite.
   *[other] O aplicație de autentificare este configurată; { $count } de coduri de recuperare sunt nefolosite.
}
second-step-app-remove = Eliminați aplicația de autentificare
second-step-app-intro = Coduri dintr-o aplicație precum Google Authenticator sau 1Password, cerute după parolă.
second-step-app-set-up = Configurați o aplicație de autentificare
second-step-app-qr-label = Cod QR pentru aplicația de autentificare
second-step-app-setup-title = Configurați o aplicație de autentificare
second-step-app-setup-lead = Scanați codul cu aplicația de autentificare, apoi introduceți cele șase cifre pe care le afișează.
second-step-app-setup-key = Sau introduceți această cheie în aplicație:
second-step-app-code-label = Codul din aplicație
second-step-app-turn-on = Activați
second-step-app-cancel = Anulați
second-step-recovery-title = Salvați codurile de recuperare
second-step-recovery-lead = Aplicația de autentificare este activată. Fiecare dintre aceste coduri vă conectează o singură dată, dacă vă pierdeți telefonul. Păstrați-le într-un loc sigur: nu vor mai fi afișate.
second-step-recovery-back = Înapoi la cont

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Conectați-vă cu o cheie de acces
passkey-not-used = Nu a fost folosită nicio cheie de acces. Încercați din nou sau folosiți parola.
passkey-section-heading = Chei de acces
passkey-section-intro = O cheie de acces vă conectează cu amprenta, cu fața sau cu blocarea ecranului, în locul parolei.
passkey-rename-label = Nume nou
passkey-rename-button = Redenumiți
passkey-remove-button = Eliminați
passkey-new-name-label = Numele noii chei de acces
passkey-new-name-placeholder = Acest laptop
passkey-add-button = Adăugați o cheie de acces
passkey-already-registered = Această cheie de acces este deja înregistrată.
passkey-not-added = Nu a fost adăugată nicio cheie de acces. Încercați din nou.

## The consent screen.

consent-heading = Permiteți aplicației { $client } să vă folosească contul?
consent-lead = Sunteți conectat ca { $account }. { $client } este o aplicație creată de altcineva și solicită:
consent-revoke-note = Puteți retrage oricând accesul acesteia din pagina contului.
consent-deny = Refuzați
consent-allow = Permiteți
consent-title = Permiteți accesul pentru { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = pentru a conecta un dispozitiv la contul dvs.
device-code-unknown = Codul nu este corect, a expirat sau a fost deja folosit. Verificați codul de pe dispozitiv și încercați din nou.
device-code-throttled = Prea multe coduri greșite. Așteptați câteva minute, apoi încercați din nou.
device-code-form-expired = Acest formular a expirat. Introduceți din nou codul.
device-connected-title = Dispozitiv conectat
device-connected-text = { $client } este acum conectat la contul dvs. Puteți reveni la dispozitiv.
device-denied-title = Solicitare refuzată
device-denied-text = { $client } nu a fost conectat. Puteți închide această pagină.
device-two-factors-title = Este necesară conectarea în doi pași
device-two-factors-text = { $client } necesită conectarea în doi pași. Pe pagina contului, conectați-vă cu verificarea în doi pași (sau configurați-o), apoi introduceți din nou codul aici.
device-two-factors-link = Deschideți pagina contului

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Asocierea nu a reușit
upstream-link-from-account-page = Asociați un furnizor folosind butonul acestuia de pe pagina contului.
upstream-link-expired = Această pagină a expirat. Reveniți la pagina contului, reîncărcați-o și încercați din nou.
upstream-unknown-provider = Acest furnizor de conectare nu există.
upstream-bad-state = Această conectare a fost deja folosită, a expirat sau a fost începută în alt browser. Reveniți la aplicație și conectați-vă din nou.
upstream-denied = Furnizorul nu v-a conectat. Reveniți la aplicație și încercați din nou.
upstream-refused = Răspunsul furnizorului nu a putut fi acceptat. Reveniți la aplicație și conectați-vă din nou.
upstream-unavailable = Furnizorul de conectare nu a putut fi contactat. Încercați din nou peste puțin timp sau conectați-vă în alt mod.
upstream-email-taken = Există deja un cont cu această adresă de e-mail. Conectați-vă la el cu parola sau cu cheia de acces a acestuia, apoi asociați acest furnizor pe pagina contului.
upstream-outside-domains = Sistemul de conectare al organizației poate conecta doar adrese din domeniile verificate ale organizației.
upstream-unconfirmed-account = Există un cont cu această adresă de e-mail, dar adresa lui nu a fost confirmată niciodată. Confirmați-o (sau resetați parola contului), apoi conectați-vă din nou prin organizație.
upstream-operator-account = Acest cont are un rol în consola operatorilor: se conectează cu propria parolă și propria verificare în doi pași, nu prin sistemul de conectare al unei organizații.
upstream-registration-closed = Acest cont nu este cunoscut aici, iar crearea de conturi noi nu este permisă. Cereți un cont operatorului.
upstream-no-email = Furnizorul nu a transmis nicio adresă de e-mail, iar un cont nou are nevoie de una.
upstream-unverified-email = Furnizorul nu a confirmat că această adresă de e-mail vă aparține, așa că nu se poate crea un cont cu ea. Creați un cont cu adresa dvs. de e-mail, apoi asociați furnizorul pe pagina contului.
upstream-linked-elsewhere = Această conectare este deja asociată cu alt cont.
upstream-already-linked = Contul dvs. este deja asociat cu acest furnizor, printr-o altă conectare. Anulați mai întâi acea asociere.
upstream-disabled = Acest cont este dezactivat.
upstream-reauthenticate = Conectați-vă din nou pe pagina contului, apoi asociați furnizorul.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Creați-vă contul
signup-lead = Vă vom trimite un e-mail pentru a vă confirma adresa.
signup-email = E-mail
signup-password = Parolă (cel puțin 10 caractere)
signup-name = Nume (opțional)
signup-button = Creați contul
signup-closed-title = Înregistrarea este închisă
signup-closed-text = Conturile noi sunt create de operatorul acestui serviciu. Cereți-i un cont.
signup-sent-title = Verificați-vă e-mailul
signup-sent-text = V-am trimis un e-mail pentru a vă confirma adresa. Urmați linkul din el; vă puteți conecta deja.
signup-sent-continue-text = V-am trimis un e-mail pentru a vă confirma adresa. Vă puteți conecta și continua acum.
signup-sent-continue = Conectați-vă și continuați

## Address confirmation page (opened from the mailed link)

verify-title = Confirmați adresa de e-mail
verify-lead = Confirmați că această adresă de e-mail vă aparține, pentru ca contul dvs. să o poată folosi. Dacă nu ați creat un cont sau nu ați schimbat adresa unui cont aici, nu confirmați: închideți această pagină.
verify-button = Confirmați adresa
verify-done-title = Adresă de e-mail confirmată
verify-done-text = Vă mulțumim: adresa dvs. de e-mail este confirmată. Puteți închide această pagină.

## Password reset request page

forgot-title = Ați uitat parola?
forgot-lead = Introduceți adresa de e-mail. Dacă există un cont cu ea, vă trimitem un link pentru a seta o parolă nouă.
forgot-email = E-mail
forgot-button = Trimiteți linkul
forgot-sent-title = Verificați-vă e-mailul
forgot-sent-text = Dacă există un cont cu această adresă, un e-mail cu un link pentru setarea unei parole noi este pe drum. Linkul funcționează 30 de minute.

## New password page (opened from the mailed link)

reset-title = Setați o parolă nouă
reset-lead = Alegeți o parolă de 10–256 de caractere. Toate dispozitivele conectate la cont vor fi deconectate.
reset-password = Parolă nouă
reset-button = Setați parola
reset-done-title = Parola a fost setată
reset-done-text = Noua parolă este setată, iar toate dispozitivele care erau conectate au fost deconectate. Conectați-vă din nou cu noua parolă.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Profilul a fost salvat.
account-password-changed = Parola a fost schimbată; toate celelalte dispozitive au fost deconectate.
account-email-requested = Dacă adresa poate fi folosită, un link de confirmare este pe drum către ea: adresa se schimbă când linkul este folosit.
account-session-signed-out = Sesiunea a fost deconectată.
account-others-signed-out = Toate celelalte sesiuni au fost deconectate.
account-console-needs-factor = Consola operatorilor necesită verificarea în doi pași: adăugați mai jos o aplicație de autentificare sau o cheie de acces, apoi conectați-vă din nou cu aceasta.
account-form-expired = Acest formular a expirat. Încercați din nou.
account-login-lead = pentru a vedea și a modifica contul
account-sign-in-again-lead = din nou pentru a schimba modul de conectare
account-sign-in-again = Pentru siguranța dvs., conectați-vă din nou (cu verificarea în doi pași, dacă o folosiți) înainte de a adăuga sau a elimina o metodă de conectare.
account-second-step-purpose = pentru a deschide contul
account-profile-name = Nume
account-profile-mobile = Număr de mobil
account-profile-picture = URL-ul fotografiei
account-profile-country-code = Codul țării
account-profile-country = Țară
account-profile-city = Oraș
account-profile-postal-code = Cod poștal
account-session-unknown-device = Dispozitiv necunoscut
account-session-unknown-app = aplicație necunoscută
account-session-when = Conectat { $since } · ultima activitate { $active }
account-provider-not-linked = Acest furnizor nu este asociat cu contul dvs.
account-last-sign-in-method = Aceasta este singura metodă de conectare a contului. Adăugați mai întâi o cheie de acces sau setați o parolă (Ați uitat parola?).
account-session-gone = Această sesiune nu mai este conectată.
account-wrong-password = Parola actuală nu este corectă.
account-too-many-passwords = Prea multe parole greșite. Așteptați câteva minute, apoi încercați din nou.
account-unknown-action = Această pagină nu poate efectua acțiunea respectivă.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Aplicația de autentificare a fost eliminată.
factors-passkey-added = Cheia de acces a fost adăugată: de acum vă puteți conecta cu ea.
factors-passkey-renamed = Cheia de acces a fost redenumită.
factors-passkey-removed = Cheia de acces a fost eliminată.
factors-passkey-added-on = Adăugată { $date }
factors-passkey-last-used = folosită ultima dată { $date }
factors-passkey-synced = sincronizată
factors-wrong-code = Codul nu este corect. Verificați ora din aplicație și introduceți codul afișat acum.
factors-too-many-codes = Prea multe coduri greșite. Așteptați câteva minute, apoi încercați din nou.
factors-totp-already = O aplicație de autentificare este deja configurată.
factors-totp-nothing-pending = Nicio aplicație de autentificare nu este în curs de configurare. Începeți din nou.
factors-totp-not-set-up = Nu este configurată nicio aplicație de autentificare.
factors-passkey-registered = Această cheie de acces este deja înregistrată.
factors-passkey-too-many = Contul dvs. are deja numărul maxim de chei de acces: eliminați mai întâi una.
factors-passkey-too-many-attempts = Prea multe încercări. Așteptați câteva minute, apoi încercați din nou.
factors-passkey-name-length = Numele unei chei de acces trebuie să aibă între 1 și 64 de caractere.
factors-passkey-not-yours = Această cheie de acces nu vă mai aparține.
factors-passkey-not-added = Cheia de acces nu a putut fi adăugată sau operațiunea a durat prea mult. Încercați din nou.
factors-page-expired = Această pagină a expirat; reîncărcați-o.
factors-sign-in-again = Conectați-vă din nou.
factors-passkeys-unavailable = Cheile de acces nu sunt disponibile pe acest server.
factors-sign-in-to-add = Conectați-vă din nou pentru a adăuga o cheie de acces.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Conectare cu alt cont
links-linked = Furnizorul a fost asociat: de acum vă puteți conecta prin el la acest cont.
links-unlinked = Asocierea cu furnizorul a fost anulată.
links-linked-on = asociat { $date }
links-unlink = Anulați asocierea
links-link = Asociați { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Aplicații cu acces
apps-allowed-on = permis { $date }
apps-remove = Eliminați accesul
apps-removed = Accesul aplicației a fost eliminat, iar aceasta a fost deconectată.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Ștergeți contul
delete-explain-lead = Vă puteți șterge singur contul și tot ce se păstrează despre el.
delete-explain-sign-in = Conectați-vă: cu parola, cu o cheie de acces sau cu furnizorul cu care v-ați înregistrat („Conectați-vă cu …”).
delete-explain-confirm = Confirmați că doriți ștergerea contului.
delete-explain-what = Ce se șterge: profilul (nume, adresă de e-mail, număr de telefon, fotografie, loc), parola, toate sesiunile împreună cu dispozitivele și locurile înregistrate cu ele, metodele de verificare în doi pași, cheile de acces, furnizorii de conectare asociați și toate tokenurile emise aplicațiilor. Toate dispozitivele sunt deconectate. Jurnalul de securitate își păstrează înregistrările despre dvs. sub un nume aleatoriu, fără adrese IP, cel mult { $days ->
        [one] { $days } zi
        [few] { $days } zile
       *[other] { $days } de zile
    }.
delete-explain-now = Când: imediat. O confirmare este trimisă la adresa dvs. de e-mail.
delete-explain-later = Când: la { $days ->
        [one] { $days } zi
        [few] { $days } zile
       *[other] { $days } de zile
    } după solicitare; dacă vă conectați înainte de atunci, contul se păstrează. O confirmare este trimisă la adresa dvs. de e-mail.
delete-explain-apps = Aplicațiile pot șterge contul și din setările lor.
delete-explain-link = Conectați-vă și ștergeți contul
delete-login-lead = pentru a șterge contul
delete-confirm-what = Se vor șterge profilul, sesiunile, metodele de verificare în doi pași, cheile de acces și furnizorii asociați, iar dvs. veți fi deconectat de pe toate dispozitivele.
delete-confirm-later = Contul se șterge după { $days ->
        [one] { $days } zi
        [few] { $days } zile
       *[other] { $days } de zile
    }; dacă vă conectați înainte de atunci, contul se păstrează.
delete-confirm-now = Acțiunea nu poate fi anulată.
delete-confirm-check = Vreau să șterg contul și tot ce se păstrează despre el
delete-confirm-button = Ștergeți contul
delete-confirm-keep = Păstrați contul
delete-done-title = Cont șters
delete-done = Contul dvs. și tot ce se păstra despre el au fost șterse. O confirmare este pe drum către adresa dvs. de e-mail.
delete-scheduled-title = Ștergerea contului a fost programată
delete-scheduled = Toate sesiunile au fost închise. Contul va fi șters pe { $date }; conectați-vă înainte de această dată pentru a-l păstra.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Limbă
account-language-help = Limba paginilor acestui cont și a e-mailurilor trimise către el.
account-language-save = Salvați limba
account-language-saved = Limba a fost salvată.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Consolă
console-nav-signed-in = Consolă · conectat ca { $email } ({ $role })
console-nav-your-account = Contul dvs.
console-nav-label = Consolă
console-nav-overview = Prezentare generală
console-nav-users = Utilizatori
console-nav-organizations = Organizații
console-nav-clients = Clienți
console-nav-apis = API-uri
console-nav-webhooks = Webhookuri
console-nav-audit = Jurnal de audit
console-nav-keys = Chei
console-nav-settings = Setări

console-frame-role-admin = administrator
console-frame-role-support = asistență
console-frame-role-viewer = cititor
console-frame-role-none = niciunul
console-frame-table-empty = { $caption }: nimic.
console-frame-age-days = { $count ->
    [one] { $count } zi
    [few] { $count } zile
   *[other] { $count } de zile
}
console-frame-age-hours = { $count ->
    [one] { $count } oră
    [few] { $count } ore
   *[other] { $count } de ore
}
console-frame-age-minutes = { $count ->
    [one] { $count } minut
    [few] { $count } minute
   *[other] { $count } de minute
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Rolul dvs. în consolă nu vă dă acces la această pagină. Dacă aveți nevoie de ea, adresați-vă unui administrator.
console-gate-form-expired = Acest formular a expirat sau nu provine din consolă. Deschideți din nou pagina și repetați acțiunea.
console-gate-change-not-allowed = Rolul dvs. în consolă nu permite această modificare.
console-gate-no-role = Contul dvs. nu are niciun rol în consolă. Un administrator vă poate atribui unul.
console-gate-not-allowed-title = Acțiune nepermisă
console-gate-not-found-title = Nu a fost găsit
console-gate-not-done-title = Acțiune neefectuată
console-gate-sign-in-again-lead = din nou, cu verificarea în doi pași, pentru a deschide consola
console-gate-needs-second-factor = Consola necesită o conectare cu verificarea în doi pași (aplicația de autentificare sau o cheie de acces).
console-gate-no-such-user = Acest utilizator nu există.
console-gate-no-such-client = Acest client nu există.
console-gate-no-such-api = Acest API nu există.
console-gate-no-such-webhook = Acest webhook nu există.
console-gate-no-such-delivery = Această livrare nu există.
console-gate-no-such-session = Această sesiune nu există.
console-gate-no-such-link = Această asociere nu există.
console-gate-no-such-organization = Această organizație nu există.
console-gate-no-such-domain = Acest domeniu nu există.
console-gate-no-such = Nu există: { $what }.
console-gate-duplicate-email = Există deja un utilizator cu această adresă de e-mail.
console-gate-last-sign-in-method = Asocierea este ultima metodă de conectare a contului: setați mai întâi o parolă.
console-gate-api-exists = Există deja un API cu acest identificator.
console-gate-disable-client-first = Dezactivați clientul înainte de a-l șterge.

## The console's overview page.

console-overview-title = Prezentare generală
console-overview-find-user = Găsiți un utilizator
console-overview-accounts = Conturi
console-overview-live-sessions = Sesiuni active
console-overview-sign-ins = Conectări, 24 h
console-overview-failed-sign-ins = Conectări nereușite, 24 h
console-overview-lockouts = Blocări în prezent
console-overview-failing-deliveries = Livrări webhook nereușite
console-overview-chart-heading = Conectări în ultimele 24 de ore
console-overview-counted = Numărat la { $at } (cifrele au cel mult un minut vechime).
console-overview-chart-label = Conectări pe oră în ultimele 24 de ore: { $succeeded } reușite, { $failed } nereușite
console-overview-chart-hour = { $time }: { $succeeded } reușite, { $failed } nereușite
console-overview-chart-start = acum 24 de ore
console-overview-chart-end = acum
console-overview-legend-succeeded = reușite ({ $count })
console-overview-legend-failed = nereușite ({ $count })
console-overview-keys-heading = Chei de semnare
console-overview-keys-caption = Chei de semnare, cele mai noi primele
console-overview-key = Cheie
console-overview-algorithm = Algoritm
console-overview-state = Stare
console-overview-age = Vechime
console-overview-signing-for = Semnează de
console-overview-key-pending = în așteptare
console-overview-key-active = activă
console-overview-key-retired = retrasă
console-overview-keys-link = Chei și rotație

## The console's users list.

console-users-title = Utilizatori
console-users-deleted = Utilizatorul a fost șters.
console-users-search-label = Adresă, nume sau ID de utilizator
console-users-search = Căutați
console-users-search-help = Adresele se potrivesc de la început, numele de la începutul oricărui cuvânt; un ID se potrivește doar în întregime.
console-users-caption = Utilizatori, cei mai vechi primii
console-users-matching = Utilizatori care corespund căutării „{ $query }”
console-users-address = Adresă
console-users-name = Nume
console-users-verified = Verificată
console-users-state = Stare
console-users-created = Creat
console-users-yes = da
console-users-no = nu
console-users-enabled = activat
console-users-disabled = dezactivat
console-users-next-page = Pagina următoare

## The console's page of one user.

console-user-done-disabled = Utilizatorul a fost dezactivat: toate sesiunile s-au închis.
console-user-done-enabled = Utilizatorul a fost activat: se poate conecta din nou.
console-user-done-signed-out = Toate sesiunile utilizatorului s-au închis.
console-user-done-session-ended = Sesiunea s-a închis.
console-user-done-factors-reset = Metodele de verificare în doi pași ale utilizatorului au fost eliminate; utilizatorul a fost anunțat prin e-mail.
console-user-done-verification-sent = E-mailul de verificare este pe drum.
console-user-done-role = Rolul a fost schimbat.
console-user-why-heading = De ce nu se poate conecta acest utilizator?
console-user-nothing-stops = Nimic nu împiedică acum acest utilizator să se conecteze.
console-user-reason-disabled = Contul este dezactivat de un operator.
console-user-reason-unverified = Adresa nu este verificată: conectarea cu parolă este refuzată până când se folosește linkul din e-mailul de verificare.
console-user-reason-locked-password = Blocat după parole greșite de la { $ip } până la { $until } (aproximativ { $minutes } min; limitarea conectărilor).
console-user-reason-locked-second-step = Al doilea pas este blocat după coduri greșite până la { $until } (aproximativ { $minutes } min; limitarea verificării în doi pași).
console-user-reason-passkey-only = Contul nu are parolă: se conectează doar cu o cheie de acces (sau după o resetare a parolei).
console-user-reason-providers-only = Contul nu are parolă: se conectează doar prin { $providers } (sau după o resetare a parolei).
console-user-reason-second-factor-due = Verificarea în doi pași nu este configurată, dar conectarea în doi pași este cerută de: { $clients }. Utilizatorul trebuie mai întâi să o configureze.
console-user-reason-deletion-scheduled = Utilizatorul a cerut ștergerea contului: acesta va fi șters pe { $date }, dacă utilizatorul nu se conectează înainte.
console-user-profile = Profil
console-user-id = ID utilizator
console-user-address = Adresă
console-user-verified = Verificată
console-user-state = Stare
console-user-name = Nume
console-user-mobile = Mobil
console-user-place = Loc
console-user-created = Creat
console-user-console-role = Rol în consolă
console-user-sessions = Sesiuni
console-user-sessions-caption = Sesiuni active, cele mai recente primele
console-user-device = Dispozitiv
console-user-ip-and-place = IP și loc
console-user-signed-in = Conectat
console-user-last-active = Ultima activitate
console-user-methods = Metode
console-user-end-column = Închidere
console-user-end-session = Închideți
console-user-unknown-device = Dispozitiv necunoscut
console-user-second-factors = Verificare în doi pași
console-user-authenticator-app = Aplicație de autentificare
console-user-recovery-codes-left = Coduri de recuperare rămase
console-user-passkeys = Chei de acces
console-user-factor-none = niciunul
console-user-totp-since = din { $date }
console-user-providers-and-apps = Furnizori și aplicații
console-user-links-caption = Furnizori asociați
console-user-provider = Furnizor
console-user-address-given = Adresa furnizată
console-user-linked = Asociat
console-user-consents-caption = Consimțăminte pentru aplicații terțe
console-user-client = Client
console-user-scopes = Domenii de acces
console-user-allowed = Permis
console-user-recent-events = Evenimente recente
console-user-events-caption = Cele mai noi evenimente de audit despre utilizator
console-user-when = Când
console-user-type = Tip
console-user-actor = Autor
console-user-ip = Adresă IP
console-user-every-event = Toate evenimentele despre utilizator
console-user-actions = Acțiuni
console-user-disable = Dezactivați
console-user-enable = Activați
console-user-sign-out-everywhere = Deconectați de peste tot
console-user-resend-verification = Retrimiteți e-mailul de verificare
console-user-reset-factors = Resetați verificarea în doi pași
console-user-reset-factors-confirm = Eliminați aplicația de autentificare, codurile de recuperare și cheile de acces
console-user-delete = Ștergeți utilizatorul
console-user-delete-confirm = Ștergeți acum acest cont și tot ce ține de el
console-user-role-heading = Rol în consolă
console-user-role-label = Rol
console-user-set-role = Setați rolul
console-user-role-help = Cititorii pot vedea toate paginile; asistența poate, în plus, să dezactiveze și să activeze utilizatori, să-i deconecteze, să le reseteze verificarea în doi pași și să retrimită e-mailul de verificare; administratorii pot face totul.
console-user-unknown-action = Această pagină nu poate efectua acțiunea respectivă.
console-user-not-on-this-user = Nu pentru acest utilizator: sub nivelul de administrator, operatorii pot acționa doar asupra utilizatorilor fără rol și nimeni nu își poate schimba aici propriul rol, starea, verificarea în doi pași sau contul.
console-user-tick-to-confirm = Bifați caseta pentru a confirma, apoi repetați.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Clienți
console-client-list-caption = Clienți, cei mai vechi primii
console-client-name = Nume
console-client-kind = Tip
console-client-state = Stare
console-client-registered = Înregistrat
console-client-kind-public = public
console-client-kind-confidential = confidențial
console-client-state-enabled = activat
console-client-state-disabled = dezactivat
console-client-register-heading = Înregistrați un client
console-client-register = Înregistrați
console-client-registered-notice = Clientul a fost înregistrat.
console-client-deleted = Clientul a fost șters.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI-uri de redirecționare, câte unul pe linie
console-client-scopes-field = Domenii de acces (gol: openid email profile authorization)
console-client-package-names-field = Nume de pachete Android, câte unul pe linie
console-client-app-origins-field = Origini ale aplicațiilor pentru chei de acces, câte una pe linie
console-client-logout-uri-field = URI de deconectare prin canal secundar (back-channel)
console-client-organization-field = Organizația unui receptor Shared Signals (nume scurt sau ID)
console-client-flag-public = Public (o aplicație de browser sau nativă: fără secret, PKCE)
console-client-flag-resource-server = Server de resurse (poate inspecta tokenuri)
console-client-flag-client-credentials = Poate obține tokenuri pentru sine (client_credentials)
console-client-flag-rotate-refresh-tokens = Rotirea tokenurilor de reîmprospătare
console-client-flag-require-mfa = Doar conectări în doi pași
console-client-flag-require-par = Doar cereri de autorizare trimise în prealabil (PAR)
console-client-flag-third-party = Terță parte: utilizatorii își dau mai întâi consimțământul
console-client-flag-shared-signals = Receptor Shared Signals: primește un flux de evenimente de securitate

## Console: one client's page

console-client-saved = Setările clientului au fost salvate.
console-client-disabled-notice = Clientul a fost dezactivat: tokenurile sale nu mai sunt acceptate.
console-client-granted = Acordarea a fost salvată.
console-client-secret-replaced = Secretul a fost înlocuit.
console-client-secret-heading = Secretul clientului
console-client-secret-once = Copiați-l acum: este afișat doar de această dată și niciodată din nou (se păstrează doar hash-ul său).
console-client-settings-heading = Setări
console-client-yes = da
console-client-no = nu
console-client-redirect-uris = URI-uri de redirecționare
console-client-scopes = Domenii de acces
console-client-resource-server = Server de resurse
console-client-two-factor-only = Doar conectare în doi pași
console-client-par-only = Doar PAR
console-client-third-party = Terță parte
console-client-shared-signals = Receptor Shared Signals
console-client-changed = Modificat
console-client-grants-heading = Acordări pentru API-uri
console-client-grants-caption = API-uri pe care acest client le poate apela în nume propriu
console-client-api = API
console-client-api-identifier = Identificator API
console-client-grant = Acordați
console-client-actions-heading = Acțiuni
console-client-rotate-secret = Schimbați secretul
console-client-rotate-secret-confirm = Înlocuiți secretul: cel vechi nu mai funcționează de acum
console-client-disable = Dezactivați
console-client-disable-confirm = Dezactivați clientul: tokenurile sale nu mai sunt acceptate
console-client-delete = Ștergeți
console-client-delete-confirm = Ștergeți clientul împreună cu tot ce i s-a emis
console-client-edit-heading = Editare
console-client-save = Salvați
console-client-confirm-first = Bifați caseta pentru a confirma, apoi repetați.
console-client-unknown-action = Această pagină nu poate efectua acțiunea respectivă.

## Console: the APIs page

console-api-title = API-uri
console-api-list-caption = API-uri (indicatori de resurse)
console-api-identifier = Identificator
console-api-scopes = Domenii de acces
console-api-registered-column = Înregistrat
console-api-register-heading = Înregistrați un API
console-api-identifier-field = Identificator (un URL https)
console-api-scopes-field = Domenii de acces, separate prin spații
console-api-register = Înregistrați
console-api-registered = API-ul a fost înregistrat.

## Console: the webhooks page

console-webhook-title = Webhookuri
console-webhook-list-caption = Puncte finale webhook
console-webhook-endpoint = Punct final (livrările sale)
console-webhook-events = Evenimente
console-webhook-registered-column = Înregistrat
console-webhook-remove = Eliminați
console-webhook-remove-confirm = Opriți livrările către acest punct final
console-webhook-secret-heading = Secretul de semnare
console-webhook-secret-once = Transmiteți-l acum destinatarului: este afișat doar de această dată.
console-webhook-register-heading = Înregistrați un punct final
console-webhook-url = Adresă URL
console-webhook-events-field = Tipuri de evenimente, separate prin spații
console-webhook-register = Înregistrați
console-webhook-registered = Punctul final a fost înregistrat.
console-webhook-removed = Punctul final a fost eliminat.
console-webhook-confirm-first = Bifați caseta pentru a confirma, apoi repetați.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Livrări
console-webhook-deliveries-caption = Livrări, cele mai noi primele
console-webhook-delivery = Livrare
console-webhook-event = Eveniment
console-webhook-status = Stare
console-webhook-attempts = Încercări
console-webhook-last-error = Ultima eroare
console-webhook-replay = Retrimiteți
console-webhook-replayed = Livrarea a fost pusă din nou în coadă.
console-webhook-status-pending = în așteptare
console-webhook-status-delivered = livrată
console-webhook-status-failed = eșuată

## Console: the audit trail

console-audit-title = Jurnal de audit
console-audit-user-id = ID utilizator
console-audit-address = Adresă
console-audit-type = Tip
console-audit-since = De la (RFC 3339)
console-audit-until = Până la (RFC 3339)
console-audit-any-type = oricare
console-audit-filter = Filtrați
console-audit-caption = Evenimente, cele mai noi primele
console-audit-when = Când
console-audit-type-column = Tip
console-audit-actor = Autor
console-audit-user = Utilizator
console-audit-client = Client
console-audit-ip = Adresă IP
console-audit-older = Evenimente mai vechi

## Console: the signing keys

console-keys-title = Chei
console-keys-caption = Setul de chei, cele mai noi primele
console-keys-key = Cheie
console-keys-algorithm = Algoritm
console-keys-state = Stare
console-keys-made = Creată
console-keys-age = Vechime
console-keys-signing-since = Semnează din
console-keys-retired = Retrasă
console-keys-state-pending = în așteptare
console-keys-state-active = activă
console-keys-state-retired = retrasă
console-keys-rotate-heading = Rotație
console-keys-rotate-help = Rotația are doi pași: primul publică o nouă cheie id_token în JWKS, al doilea o folosește pentru semnare (și înlocuiește cheia access-token). Cheile vechi rămân valabile pentru verificare până la expirarea ultimului lor token.
console-keys-rotate = Rotiți
console-keys-rotate-confirm = Rotiți cheile de semnare
console-keys-published = O nouă cheie id_token a fost publicată: următoarea rotație o va folosi pentru semnare.
console-keys-activated = Cheia publicată semnează acum id_token-urile, împreună cu o nouă cheie access-token.
console-keys-not-done = Acțiune neefectuată
console-keys-confirm-first = Bifați caseta pentru a confirma, apoi repetați.

## Console: the settings

console-settings-title = Setări
console-settings-effective-heading = Configurația efectivă
console-settings-effective-help = După aplicarea fișierelor, a variabilelor de mediu și a valorilor implicite; secretele sunt mascate.
console-settings-caption = Setări
console-settings-setting = Setare
console-settings-value = Valoare
console-settings-upstream-heading = Furnizori externi
console-settings-providers-caption = Furnizori
console-settings-provider-id = ID
console-settings-provider-button = Buton
console-settings-provider-last-error = Ultima eroare pe această instanță
console-settings-no-trouble = niciuna de la pornire
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Într-o aplicație, introduceți în schimb acest cod: { $token }
mail-set-password-button = Setați o parolă nouă
mail-open-account-button = Deschideți contul

## Verification of a new account's address

mail-verification-subject = Confirmați adresa de e-mail
mail-verification-welcome = Bun venit! Vă rugăm să confirmați că aceasta este adresa dvs. de e-mail.
mail-verification-link-hours = { $hours ->
    [one] Linkul funcționează { $hours } oră și o singură dată.
    [few] Linkul funcționează { $hours } ore și o singură dată.
   *[other] Linkul funcționează { $hours } de ore și o singură dată.
}
mail-verification-ignore = Dacă nu ați creat un cont, ignorați acest e-mail.
mail-verification-button = Confirmați adresa

## Moving an account to a new address: the mail to the new address

mail-change-subject = Confirmați noua adresă de e-mail
mail-change-confirm = Vă rugăm să confirmați că, de acum înainte, contul dvs. trebuie să folosească această adresă de e-mail.
mail-change-link-hours = { $hours ->
    [one] Linkul funcționează { $hours } oră și o singură dată; până atunci rămâne adresa veche.
    [few] Linkul funcționează { $hours } ore și o singură dată; până atunci rămâne adresa veche.
   *[other] Linkul funcționează { $hours } de ore și o singură dată; până atunci rămâne adresa veche.
}
mail-change-ignore = Dacă nu ați cerut acest lucru, ignorați acest e-mail: nu se schimbă nimic.
mail-change-button = Folosiți această adresă

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Schimbarea adresei de e-mail a contului
mail-change-notice-asked = Cineva conectat la contul dvs. a cerut mutarea acestuia la { $address }.
mail-change-notice-until = Contul se mută doar după ce este folosit un link trimis la acea adresă; până atunci rămâne această adresă.
mail-change-notice-not-you = Dacă nu ați fost dvs., setați acum o parolă nouă: astfel se închid toate sesiunile, iar linkul devine nevalid.

## To an address that tried to register again

mail-registered-subject = Aveți deja un cont
mail-registered-tried = Cineva a încercat să creeze un cont cu această adresă de e-mail, care are deja unul.
mail-registered-if-you = Dacă ați fost dvs., conectați-vă sau setați o parolă nouă, dacă ați uitat-o.
mail-registered-not-you = Dacă nu ați fost dvs., ignorați acest e-mail: nu s-a schimbat nimic.

## Password reset

mail-reset-subject = Setați o parolă nouă
mail-reset-asked = Cineva a cerut setarea unei parole noi pentru contul dvs.
mail-reset-link-minutes = { $minutes ->
    [one] Linkul funcționează { $minutes } minut și o singură dată; o cerere mai nouă îl înlocuiește.
    [few] Linkul funcționează { $minutes } minute și o singură dată; o cerere mai nouă îl înlocuiește.
   *[other] Linkul funcționează { $minutes } de minute și o singură dată; o cerere mai nouă îl înlocuiește.
}
mail-reset-not-you = Dacă nu ați fost dvs., ignorați acest e-mail: parola rămâne neschimbată.

## Notices: a second factor changed

mail-totp-added-subject = A fost adăugată o aplicație de autentificare
mail-totp-added-body = O aplicație de autentificare a fost adăugată la contul dvs. pentru verificarea în doi pași.
mail-totp-removed-subject = Aplicația de autentificare a fost eliminată
mail-totp-removed-body = Aplicația de autentificare a fost eliminată din contul dvs.: acum conectarea necesită doar parola.
mail-passkey-added-subject = A fost adăugată o cheie de acces
mail-passkey-added-body = O cheie de acces a fost adăugată la contul dvs.: cu ea vă puteți conecta fără parolă.
mail-passkey-removed-subject = A fost eliminată o cheie de acces
mail-passkey-removed-body = O cheie de acces a fost eliminată din contul dvs.: nu mai poate fi folosită pentru conectare.
mail-recovery-used-subject = A fost folosit un cod de recuperare
mail-recovery-used-body = { $left ->
    [one] Un cod de recuperare a fost folosit pentru conectarea la contul dvs.; { $left } cod a rămas nefolosit.
    [few] Un cod de recuperare a fost folosit pentru conectarea la contul dvs.; { $left } coduri au rămas nefolosite.
   *[other] Un cod de recuperare a fost folosit pentru conectarea la contul dvs.; { $left } de coduri au rămas nefolosite.
}
mail-factor-not-you = Dacă nu ați fost dvs., schimbați parola și deconectați-vă de peste tot din pagina contului.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } a fost asociat cu contul dvs.
mail-linked-body = Contul dvs. a fost asociat cu un cont { $provider }: conectarea cu { $provider } deschide acum acest cont.
mail-unlinked-subject = Asocierea cu { $provider } a fost anulată
mail-unlinked-body = Asocierea contului dvs. cu { $provider } a fost anulată: conectarea cu { $provider } nu mai deschide acest cont.
mail-link-not-you = Dacă nu ați fost dvs., schimbați parola, deconectați-vă de peste tot și anulați asocierea cu furnizorul din pagina contului.

## Account deleted

mail-deleted-subject = Contul dvs. a fost șters
mail-deleted-body = Contul dvs. și tot ce se păstra despre el au fost șterse, iar toate sesiunile lui s-au închis.
mail-deleted-register-again = Această adresă se poate înregistra din nou; nimic din vechiul cont nu revine.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Contul dvs. va fi șters
mail-deletion-due = Contul dvs. va fi șters pe { $date }; toate sesiunile lui s-au închis.
mail-deletion-keep = Pentru a-l păstra, conectați-vă din nou înainte de această dată. Dacă nu ați cerut acest lucru, conectați-vă și schimbați parola.
mail-deletion-button = Conectați-vă pentru a-l păstra

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Alăturați-vă organizației { $organization }
mail-invitation-body = Ați fost invitat să vă alăturați organizației { $organization }. Deschideți linkul pentru a accepta: conectați-vă cu această adresă sau creați un cont cu ea.
mail-invitation-expiry = { $days ->
    [one] Linkul funcționează o zi.
    [few] Linkul funcționează { $days } zile.
   *[other] Linkul funcționează { $days } de zile.
}
mail-invitation-ignore = Dacă nu cunoașteți această organizație, ignorați acest e-mail: nu se întâmplă nimic dacă nu acceptați.
mail-invitation-button = Vedeți invitația
console-organizations-title = Organizații
console-organizations-name = Nume
console-organizations-slug = Nume scurt
console-organizations-enabled = Activată
console-organizations-mfa = Verificare în doi pași
console-organizations-new = Organizație nouă
console-organizations-create = Creați organizația
console-organizations-created = Organizația a fost creată.
console-organization-saved = Regulile domeniului au fost salvate.
console-organization-id = ID
console-organization-members = Membri
console-organization-roles = Roluri
console-organization-managed = Gestionat
console-organization-break-glass = Acces de urgență
console-organization-invitations = Invitații în așteptare
console-organization-expires = Expiră
console-organization-domains = Domenii
console-organization-domain = Domeniu
console-organization-state = Stare
console-organization-rules = Reguli
console-organization-save-rules = Salvați
console-organization-sign-in = Conectare proprie
console-organization-no-sign-in = Nu are un sistem de conectare propriu: membrii săi se conectează cu parolele sau cu cheile lor de acces.
organization-admin-title = { $organization }: setările organizației
organization-admin-lead = Gestionați această organizație ca { $email }.
organization-admin-none = Nimic aici deocamdată.
organization-admin-members = Membri
organization-admin-remove = Eliminați
organization-admin-yes = Da
organization-admin-no = Nu
organization-admin-email = Adresă de e-mail
organization-admin-roles = Roluri
organization-admin-managed = Gestionat de sistemul de conectare al organizației
organization-admin-action = Acțiune
organization-admin-invitations = Invitații în așteptare
organization-admin-revoke = Revocați
organization-admin-expires = Expiră
organization-admin-invite = Invitați pe cineva
organization-admin-role = Rol
organization-admin-invite-button = Trimiteți invitația
organization-admin-domains = Domenii
organization-admin-domains-lead = Revendicați domeniul de e-mail al companiei, publicați înregistrarea TXT afișată, apoi verificați domeniul. Adresele dintr-un domeniu verificat se pot conecta prin sistemul de conectare al organizației.
organization-admin-verify = Verificați
organization-admin-verified = Verificat
organization-admin-pending = În așteptare
organization-admin-domain = Domeniu
organization-admin-state = Stare
organization-admin-record = Înregistrare de publicat
organization-admin-add-domain = Revendicați un domeniu
organization-admin-sign-in = Sistemul de conectare al organizației
organization-admin-no-sign-in = Membrii organizației se conectează cu parolele lor. Configurați propriul furnizor OpenID (Okta, Entra ID, Google Workspace…) pentru ca aceștia să se conecteze prin el.
organization-admin-issuer = URL-ul emitentului
organization-admin-client-id = ID client
organization-admin-client-secret = Secretul clientului
organization-admin-redirect-uri = URI de redirecționare de înregistrat la furnizor
organization-admin-save-sign-in = Salvați sistemul de conectare
organization-admin-sign-in-title = Conectați-vă mai întâi
organization-admin-sign-in-text = Conectați-vă pe pagina contului, apoi deschideți din nou această pagină.
organization-admin-sign-in-link = Accesați contul
organization-admin-unknown-title = Organizația nu a fost găsită
organization-admin-unknown-text = Aici nu există nicio organizație pe care să o gestionați.
organization-admin-unknown-change = Această pagină nu face o astfel de modificare.
organization-admin-scim = Provizionare (SCIM)
organization-admin-scim-lead = Directorul dvs. (Okta, Entra ID, Google Workspace…) adaugă, modifică și elimină aici persoanele și grupurile organizației prin SCIM 2.0. Furnizați-i URL-ul de bază și tokenul unei conexiuni.
organization-admin-scim-base-url = URL de bază
organization-admin-scim-made = Creată
organization-admin-scim-last-used = Ultima utilizare
organization-admin-scim-never = Niciodată
organization-admin-scim-old-token = Tokenul vechi funcționează până la
organization-admin-scim-rotate = Token nou
organization-admin-scim-make = Creați o conexiune
organization-admin-scim-token-title = Tokenul directorului dvs.
organization-admin-scim-token-text = Copiați acum URL-ul de bază și tokenul în director: tokenul nu va mai fi afișat. Un eventual token vechi mai funcționează încă o zi.
organization-admin-scim-token = Token de acces
organization-admin-scim-revoke-confirm = Revocați conexiunea: tokenurile ei nu mai funcționează de acum
invitation-title = Alăturați-vă organizației { $organization }
invitation-join-lead = Ați fost invitat să vă alăturați organizației { $organization } ca { $email }.
invitation-join-button = Alăturați-vă
invitation-sign-up-lead = Ați fost invitat să vă alăturați organizației { $organization }. Creați-vă contul cu { $email } pentru a vă alătura: invitația arată că această adresă vă aparține.
invitation-name = Numele dvs.
invitation-password = Alegeți o parolă (cel puțin 10 caractere)
invitation-sign-up-button = Creați contul și alăturați-vă
invitation-other-account = Această invitație este pentru { $email }, dar sunteți conectat ca { $current }. Deconectați-vă, apoi deschideți din nou linkul.
invitation-sign-in-first = Această invitație este pentru { $email }, care are deja un cont aici. Conectați-vă cu această adresă pe pagina contului, apoi deschideți din nou linkul.
invitation-sign-in-as-invitee = Conectați-vă mai întâi cu adresa invitată.
invitation-unusable-title = Această invitație nu poate fi folosită
invitation-unusable-text = A fost folosită, retrasă, înlocuită de una mai nouă sau a expirat. Cereți organizației o invitație nouă.
invitation-joined-title = V-ați alăturat organizației { $organization }
invitation-joined-text = Acum sunteți membru: aplicațiile la care vă conectați pentru această organizație văd acest lucru.
invitation-joined-new-account = Contul dvs. este gata și sunteți membru: conectați-vă cu adresa dvs. și cu parola aleasă.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token și token de reîmprospătare emise
api-code-token = Token emis
api-code-userdata = Datele utilizatorului
api-code-login-success = Conectare reușită
api-code-auth-code = Cod de autorizare emis
api-code-id-token = id_token emis
api-code-logged-out = Deconectat; sesiunea și tokenurile ei au fost revocate
api-code-ok = Gata
api-code-alive = În funcțiune
api-code-ready = Gata de funcționare
api-code-sessions = Sesiunile dvs. active
api-code-export = Tot ce se păstrează despre contul dvs.
api-code-email-change-requested = Dacă adresa poate fi folosită, un link de confirmare este pe drum către ea
api-code-account-deleted = Contul dvs. și tot ce se păstra despre el au fost șterse; toate sesiunile s-au închis
api-code-deletion-scheduled = Toate sesiunile s-au închis, iar contul dvs. va fi șters; conectați-vă din nou înainte de această dată pentru a-l păstra
api-code-reauthentication-required = Conectați-vă mai întâi din nou: această acțiune necesită o conectare din ultimele câteva minute
api-code-session-ended = Deconectat; sesiunea și tokenurile ei au fost revocate
api-code-password-changed = Parola a fost schimbată; toate celelalte sesiuni și tokenurile lor au fost revocate
api-code-registration-accepted = Înregistrare primită; verificați-vă e-mailul pentru a confirma adresa
api-code-email-verified = Adresa de e-mail a fost verificată
api-code-reset-requested = Dacă există un cont cu această adresă, un e-mail cu un link de resetare este pe drum
api-code-password-reset = Parola a fost setată; toate sesiunile și tokenurile lor au fost revocate
api-code-registration-closed = Înregistrarea este închisă; cereți un cont operatorului
api-code-invalid-request = Solicitarea nu este formatată corect
api-code-unsupported-grant-type = grant_type trebuie să fie code sau refresh_token
api-code-invalid-grant = Codul sau refresh_token nu este valid, a expirat, a fost revocat sau a fost emis pentru alt client
api-code-invalid-client = Autentificarea clientului nu a reușit
api-code-invalid-credentials = Adresa de e-mail sau parola este greșită. Un cont nou se poate conecta după ce adresa lui este confirmată: căutați linkul în e-mailul primit
api-code-mfa-required = Este necesară verificarea în doi pași: răspundeți cu un cod din aplicația de autentificare sau cu un cod de recuperare
api-code-mfa-enrolment-required = Această aplicație necesită conectarea în doi pași: configurați o aplicație de autentificare sau o cheie de acces pe pagina contului, apoi conectați-vă din nou
api-code-passkey-options = Transmiteți aceste opțiuni autentificatorului
api-code-passkey-added = Cheia de acces a fost adăugată
api-code-passkeys = Cheile dvs. de acces
api-code-links = Furnizorii de conectare asociați
api-code-last-sign-in-method = Aceasta este ultima metodă de conectare a contului: setați mai întâi o parolă sau adăugați o cheie de acces
api-code-insufficient-scope = Domeniul de acces al tokenului nu permite această solicitare
api-code-not-a-member = Nu vă puteți conecta pentru această organizație: cereți administratorului ei să vă adauge
api-code-sso-required = Conectarea dvs. este gestionată de organizație: continuați la ssoUrl
api-code-not-found = Resursa nu există
api-code-method-not-allowed = Metoda nu este permisă pentru această resursă
api-code-conflict = Există deja
api-code-payload-too-large = Corpul solicitării este prea mare
api-code-rate-limited = Prea multe solicitări; reîncercați mai târziu
api-code-server-error = Eroare internă de server
api-code-service-unavailable = Serviciul este temporar indisponibil; reîncercați mai târziu

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Este necesar un token de acces sub forma `Authorization: Bearer <token>`; acesta lipsește, nu este formatat corect sau a fost revocat
api-busy = Prea multe conectări simultane; reîncercați în curând

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type trebuie să fie id_token sau token
api-token-type-grant = token_type trebuie să fie refresh_token sau token
api-token-type-refresh = token_type trebuie să fie token pentru grant_type refresh_token
api-client-secret-required = client_secret este obligatoriu când token_type este token
api-field-empty = { $field } nu poate fi gol

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = parola este prea lungă
api-mfa-token-invalid = mfaToken este necunoscut, folosit sau expirat: conectați-vă din nou
api-challenge-invalid = challengeId este necunoscut, folosit sau expirat: cereți opțiuni noi pentru cheia de acces
api-mfa-code-or-passkey = Este necesară verificarea în doi pași: răspundeți cu un cod din aplicația de autentificare, cu un cod de recuperare sau cu cheia de acces
api-mfa-passkey = Este necesară verificarea în doi pași: răspundeți cu cheia de acces (login/passkey cu mfaToken)
api-client-id-required = client_id este obligatoriu
api-client-unknown = client_id este necunoscut sau dezactivat
api-redirect-uri-required = redirect_uri este obligatoriu
api-redirect-uri-unregistered = redirect_uri nu este înregistrat pentru acest client
api-state-too-long = state este prea lung

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Tokenul este necunoscut, folosit, expirat sau înlocuit de unul mai nou
api-session-not-found = Nu aveți nicio sesiune activă cu acest ID

## Native-app API: second factors and passkeys

api-authenticator-exists = O aplicație de autentificare este deja configurată; eliminați-o mai întâi
api-authenticator-not-pending = Nicio aplicație de autentificare nu este în curs de configurare
api-authenticator-none = Nu este configurată nicio aplicație de autentificare
api-factor-code-wrong = Codul nu este corect
api-reauthenticate-factors = Conectați-vă din nou (cu verificarea în doi pași, dacă o folosiți) pentru a modifica metodele de verificare în doi pași
api-reauthenticate-passkeys = Conectați-vă din nou (cu verificarea în doi pași, dacă o folosiți) pentru a modifica cheile de acces
api-reauthenticate-sign-in = Conectați-vă din nou (cu verificarea în doi pași, dacă o folosiți) pentru a schimba modul de conectare
api-passkeys-unavailable = cheile de acces nu sunt disponibile pe acest server
api-passkey-not-found = cheia de acces nu există
api-passkey-no-ceremony = nu există nicio înregistrare de cheie de acces în așteptare; cereți opțiuni noi
api-passkey-rejected = cheia de acces nu a putut fi verificată
api-passkey-registered = această cheie de acces este deja înregistrată
api-passkey-name-invalid = { $max ->
    [one] numele unei chei de acces are exact { $max } caracter și nu conține caractere de control sau de formatare bidirecțională
    [few] numele unei chei de acces are între 1 și { $max } caractere și nu conține caractere de control sau de formatare bidirecțională
   *[other] numele unei chei de acces are între 1 și { $max } de caractere și nu conține caractere de control sau de formatare bidirecțională
}
api-passkeys-too-many = { $max ->
    [one] un cont poate avea cel mult { $max } cheie de acces
    [few] un cont poate avea cel mult { $max } chei de acces
   *[other] un cont poate avea cel mult { $max } de chei de acces
}

## Native-app API: upstream identity providers

api-upstream-unknown = Niciun furnizor extern nu are acest ID
api-upstream-refused = id_token nu a fost acceptat pentru acest furnizor
api-upstream-disabled = Contul este dezactivat
api-upstream-no-email = id_token nu conține nicio adresă de e-mail cu care să se creeze un cont
api-upstream-unverified-email = Furnizorul nu garantează adresa de e-mail din id_token: înregistrați-vă cu adresa, apoi asociați furnizorul
api-upstream-unreachable = Furnizorul nu a putut fi contactat; reîncercați mai târziu
api-upstream-email-taken = Există un cont cu această adresă: conectați-vă la el și asociați furnizorul din pagina contului
api-upstream-outside-domains = Sistemul de conectare al organizației poate conecta doar adrese din domeniile sale verificate
api-upstream-unconfirmed-account = Există un cont cu această adresă, dar nu a fost confirmat niciodată: confirmați-l, apoi conectați-vă din nou prin organizație
api-upstream-operator-account = Contul unui operator se conectează cu propria parolă și propria verificare în doi pași, nu prin sistemul de conectare al unei organizații
api-link-not-found = Contul nu este asociat cu acest furnizor

## Admin API

api-admin-key-required = API-ul de administrare necesită `Authorization: Bearer <admin key>`
api-admin-status-once = status cel mult o dată
api-admin-parameters-once = fiecare parametru cel mult o dată
api-admin-duplicate-email = există deja un utilizator cu această adresă de e-mail
api-admin-user-not-found = utilizatorul nu a fost găsit
api-admin-client-not-found = clientul nu a fost găsit
api-admin-api-not-found = API-ul nu a fost găsit
api-admin-session-not-found = sesiunea nu a fost găsită
api-admin-delivery-not-found = livrarea nu a fost găsită
api-admin-webhook-not-found = webhookul nu a fost găsit

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Deschideți linkul în browserul în care v-ați înregistrat: în altă parte vi se va cere parola contului.
mail-change-where = Deschideți linkul în browserul în care ați cerut schimbarea sau în care sunteți conectat: în altă parte vi se va cere parola.
mail-not-yours-english = Nu v-ați înregistrat și nu ați cerut acest lucru? Atunci nu confirmați: ignorați acest e-mail și nu se va întâmpla nimic.
verify-password-lead = Pentru a confirma această adresă aici, introduceți parola contului căruia îi aparține. Dacă v-ați înregistrat într-o aplicație, introduceți în schimb în aplicație codul din e-mail. Dacă nu v-ați înregistrat și nu ați cerut acest lucru, nu confirmați: închideți această pagină.
verify-password = Parola contului
verify-password-needed = Introduceți parola contului pentru a confirma adresa în acest browser.
verify-wrong-password = Aceasta nu este parola contului.

## After a password reset, every other way into the account

mail-reset-done-subject = Parola dvs. a fost resetată
mail-reset-done-body = Parola contului dvs. tocmai a fost resetată, iar toate dispozitivele care erau conectate au fost deconectate.
mail-reset-done-still = Următoarele pot fi folosite în continuare pentru conectarea la contul dvs.:
mail-reset-done-remove = Dacă una dintre ele nu vă aparține, conectați-vă cu noua parolă și alegeți „Eliminați tot, în afară de noua parolă” pe pagina contului.
mail-reset-done-nothing-else = Nimic altceva nu vă mai poate conecta la cont: doar noua parolă.
mail-reset-done-factor-not-yours = Dacă la conectare vi se cere verificarea în doi pași printr-o metodă pe care nu o aveți, metoda respectivă nu vă aparține: cereți echipei de asistență a acestui serviciu să o elimine.
mail-reset-done-not-you = Dacă nu dvs. ați resetat parola, cineva vă poate citi e-mailurile: securizați mai întâi căsuța de e-mail, apoi setați din nou o parolă nouă.
ways-in-passkey = Cheia de acces „{ $name }”
ways-in-authenticator = O aplicație de autentificare
ways-in-recovery-codes = { $count ->
    [one] { $count } cod de recuperare nefolosit
    [few] { $count } coduri de recuperare nefolosite
   *[other] { $count } de coduri de recuperare nefolosite
}
ways-in-link = Conectarea cu { $provider }
ways-in-sessions = { $count ->
    [one] { $count } alt dispozitiv conectat (listat mai jos)
    [few] { $count } alte dispozitive conectate (listate mai jos)
   *[other] { $count } de alte dispozitive conectate (listate mai jos)
}
account-review-heading = Parola dvs. a fost resetată
account-review-lead = Parola dvs. a fost resetată la { $date }. Următoarele pot fi folosite în continuare pentru conectarea la contul dvs.:
account-review-explain = Dacă una dintre ele nu vă aparține, eliminați-le pe toate: astfel doar noua parolă vă mai conectează, iar toate celelalte dispozitive sunt deconectate. Ulterior puteți adăuga din nou o cheie de acces sau o aplicație de autentificare.
account-review-remove = Eliminați tot, în afară de noua parolă
account-review-keep = Toate îmi aparțin
account-review-gone = Nu mai este nimic de verificat.
account-review-removed = Tot, în afară de noua parolă, a fost eliminat, iar toate celelalte dispozitive au fost deconectate.
account-review-kept = Am reținut: totul rămâne așa cum este.

## The second step locked after wrong codes

mail-factor-locked-subject = Cineva a încercat să treacă de verificarea în doi pași
mail-factor-locked-body = { $minutes ->
    [one] Cineva a introdus parola dvs., apoi cinci coduri greșite pentru verificarea în doi pași. Conectarea la cont este suspendată timp de { $minutes } minut.
    [few] Cineva a introdus parola dvs., apoi cinci coduri greșite pentru verificarea în doi pași. Conectarea la cont este suspendată timp de { $minutes } minute.
   *[other] Cineva a introdus parola dvs., apoi cinci coduri greșite pentru verificarea în doi pași. Conectarea la cont este suspendată timp de { $minutes } de minute.
}
mail-factor-locked-not-you = Dacă nu ați fost dvs., cineva vă cunoaște parola: setați acum una nouă.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = un rol în consolă necesită o adresă verificată: utilizatorul trebuie mai întâi să își confirme adresa
console-gate-unverified = Consola se deschide doar pentru operatorii cu adresa verificată. Confirmați-vă adresa cu linkul din e-mailul de verificare, apoi deschideți din nou consola.
console-gate-idle-lead = din nou pentru a deschide consola
console-gate-idle = Consola nu a fost folosită timp de { $minutes } min, așa că vi se cere să vă conectați din nou. Rămâneți conectat la cont.
console-webhook-url-once = URL-ul său, afișat complet doar acum (lista ascunde ce urmează după „?”, unde poate exista un token):
console-webhook-query-hidden = Ce urmează după „?” în URL-ul unui punct final este ascuns: poate conține tokenul destinatarului.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Trimiteți-mi un cod prin e-mail
page-code-ask-title = Conectare cu un cod
page-code-ask-lead = Introduceți adresa de e-mail: vă trimitem prin e-mail un cod de conectare, fără să fie nevoie de parolă.
page-code-ask-button = Trimiteți-mi un cod prin e-mail
page-code-invalid-email = Introduceți o adresă de e-mail completă, de exemplu nume@example.com.
page-code-not-allowed = Această aplicație cere parola sau o cheie de acces: conectarea cu un cod trimis prin e-mail nu este disponibilă aici.
page-code-title = Verificați-vă e-mailul
page-code-lead = { $minutes ->
    [one] Un e-mail este pe drum către { $email }. Introduceți codul de șase cifre pe care îl conține: funcționează { $minutes } minut, o singură dată.
    [few] Un e-mail este pe drum către { $email }. Introduceți codul de șase cifre pe care îl conține: funcționează { $minutes } minute, o singură dată.
   *[other] Un e-mail este pe drum către { $email }. Introduceți codul de șase cifre pe care îl conține: funcționează { $minutes } de minute, o singură dată.
}
page-code-field = Cod de conectare
page-code-name = Numele dvs., dacă sunteți nou aici
page-code-button = Conectați-vă
page-code-again = Trimiteți un cod nou
page-code-wrong = Codul nu este corect sau a expirat. Verificați cel mai recent e-mail sau cereți un cod nou.
page-code-link-title = Conectare
page-code-link-lead = Conectați-vă la cont în acest browser.
page-code-link-button = Conectați-mă
page-code-link-elsewhere-title = Introduceți acest cod acolo unde l-ați cerut
page-code-link-elsewhere = Acest link a fost deschis în alt browser sau în altă aplicație decât cea care l-a cerut. Introduceți acolo acest cod:
page-code-link-ended-title = Acest link a expirat
page-code-link-ended = Linkul a fost folosit, a fost înlocuit de unul mai nou sau este prea vechi. Cereți un cod nou acolo unde vă conectați.
api-sign-in-code-refused = Codul este greșit, folosit, înlocuit sau expirat: cereți unul nou
api-login-code-or-password = Trimiteți o parolă sau un cod, nu pe amândouă
api-code-code-sent = Un e-mail cu un cod de conectare este pe drum; codul funcționează câteva minute, o singură dată
api-code-sign-in-code-not-allowed = Conectarea cu un cod trimis prin e-mail nu este disponibilă aici: folosiți parola sau o cheie de acces

## Mail: a sign-in code

mail-code-subject = Codul dvs. de conectare
mail-code-asked = Cineva a cerut să se conecteze cu această adresă. Codul de introdus este:
mail-code-minutes = { $minutes ->
    [one] Codul și linkul de mai jos funcționează { $minutes } minut și o singură dată; o cerere mai nouă le înlocuiește.
    [few] Codul și linkul de mai jos funcționează { $minutes } minute și o singură dată; o cerere mai nouă le înlocuiește.
   *[other] Codul și linkul de mai jos funcționează { $minutes } de minute și o singură dată; o cerere mai nouă le înlocuiește.
}
mail-code-new-account = Niciun cont nu folosește încă această adresă: conectarea cu codul creează unul.
mail-code-button = Conectați-mă
mail-code-not-you = Dacă nu ați fost dvs., ignorați acest e-mail: nimeni nu se poate conecta fără cod.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Conectare cu această adresă
mail-no-account-body = Cineva a cerut un cod pentru a se conecta cu această adresă, dar niciun cont de aici nu o folosește.
mail-no-account-not-you = Dacă nu ați fost dvs., ignorați acest e-mail: nu s-a schimbat nimic.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Utilizatorii se pot conecta cu un cod trimis prin e-mail
api-name-invalid = Numele este prea lung sau conține caractere de control
