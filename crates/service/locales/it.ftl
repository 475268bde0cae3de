# Italian: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Lingua

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = L'indirizzo email o la password non sono corretti. Un nuovo account può accedere solo dopo la conferma del suo indirizzo: cerca il link nella tua posta.
error-throttled = Troppi tentativi non riusciti. Attendi qualche minuto, poi riprova.
error-busy = Troppe persone stanno accedendo in questo momento. Riprova tra poco.
error-missing-fields = Inserisci il tuo indirizzo email e la password.
error-expired-form = Questo modulo è scaduto. Accedi di nuovo.
error-second-factor-in-app = Questo account è protetto da un secondo fattore. Prima accedi dalla pagina del tuo account (lì ti verrà chiesto il codice), poi torna qui.
error-wrong-second-factor = Il codice non è corretto, è già stato usato o è arrivato troppo tardi. Accedi di nuovo.
error-passkey-refused = Non è stato possibile usare questa passkey, oppure il tentativo ha richiesto troppo tempo. Riprova o accedi con la password.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Troppe richieste. Attendi qualche minuto, poi riprova.
error-expired-form-again = Questo modulo è scaduto. Riprova.

## Error pages (a heading and a paragraph)

error-bad-link-title = Link non valido
error-bad-link-text = Questo link non è più valido: è già stato usato, è scaduto o è stato sostituito da uno più recente. Richiedine uno nuovo.

error-form-title = Accesso non riuscito
error-form-too-large = Il modulo è troppo grande.
error-form-unreadable = Impossibile leggere il modulo. Torna indietro e riprova.
error-cross-site-title = Richiesta rifiutata
error-cross-site-text = Questo modulo è stato inviato da un altro sito. Apri di nuovo la pagina di accesso e invialo da lì.

error-unavailable-title = Riprova tra poco
error-unavailable-text = Il servizio di accesso è sovraccarico o non disponibile. Riprova tra un momento.
error-failed-title = Si è verificato un problema
error-failed-text = Impossibile completare l'accesso. Riprova.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Sapere chi sei
scope-email = Vedere il tuo indirizzo email
scope-profile = Vedere il tuo profilo: nome, foto, numero di telefono e paese
scope-authorization = Vedere il tuo profilo e le sessioni in cui hai eseguito l'accesso
scope-organizations = Vedere le organizzazioni di cui fai parte e i tuoi ruoli al loro interno
scope-api = Usare { $api } per tuo conto

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: inserisci il codice mostrato dalla tua app di autenticazione o un codice di recupero, oppure usa la tua passkey.
page-second-step-passkey = { $purpose }: usa la tua passkey.
page-second-step-code = { $purpose }: inserisci il codice mostrato dalla tua app di autenticazione o uno dei tuoi codici di recupero.
page-second-step-use-passkey = Usa la tua passkey

## Login page

page-login-title = Accedi
page-login-email = Indirizzo email
page-login-password = Password
page-login-button = Accedi
page-login-with-provider = Accedi con { $provider }
page-login-passkey = Accedi con una passkey
page-login-forgot = Password dimenticata?
page-login-organization = Accedi con la tua organizzazione
page-organization-title = Accedi con la tua organizzazione
page-organization-lead = Inserisci il tuo indirizzo email di lavoro o l'ID della tua organizzazione per continuare con il suo sistema di accesso.
page-organization-field = Email di lavoro o ID dell'organizzazione
page-organization-button = Continua
page-organization-unknown = Nessuna organizzazione usa questo indirizzo o ID per l'accesso. Controllalo oppure accedi con il tuo indirizzo email e la password.
login-sso-required = L'accesso è gestito dalla tua organizzazione: usa il suo sistema di accesso.
login-sso-required-named = L'accesso è gestito da { $organization }: usa il suo sistema di accesso qui sotto.
page-login-new-here = Non hai un account?
page-login-create-account = Crea un account

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Connetti un dispositivo
page-device-code-lead = Inserisci il codice mostrato sulla TV, sulla console o su un altro dispositivo.
page-device-code-label = Codice
page-device-code-button = Continua
page-device-confirm-heading = Connettere { $client }?
page-device-confirm-lead = Un dispositivo che mostra il codice { $code } chiede di usare il tuo account { $email }. Consenti solo se hai avviato tu questa operazione su quel dispositivo.
page-device-confirm-able = Potrà:
page-device-confirm-deny = Rifiuta
page-device-confirm-allow = Consenti

## Account page

page-account-title = Il tuo account
page-account-signed-in-as = Accesso eseguito come { $email }
page-account-signed-in-as-unconfirmed = Accesso eseguito come { $email } (indirizzo non ancora confermato: controlla l'email che ti abbiamo inviato)
page-account-sessions-heading = Dove hai eseguito l'accesso
page-account-session-app = app { $package }
page-account-this-browser = Questo browser
page-account-sign-out-session = Disconnetti
page-account-sign-out-others = Disconnetti tutte le altre sessioni
page-account-profile-heading = Profilo
page-account-profile-save = Salva il profilo
page-account-password-heading = Password
page-account-current-password = Password attuale
page-account-new-password = Nuova password (almeno 10 caratteri)
page-account-password-change = Cambia password
page-account-email-heading = Indirizzo email
page-account-email-explain = Ti invieremo un link al nuovo indirizzo; quando lo apri, il tuo account passa a quell'indirizzo. Fino ad allora accedi con quello attuale.
page-account-new-email = Nuovo indirizzo email
page-account-email-password = Password attuale
page-account-email-change = Cambia indirizzo email
page-account-data-heading = I tuoi dati
page-account-data-explain = Tutto ciò che questo servizio conserva sul tuo account (profilo, sessioni con i relativi dispositivi e luoghi, provider collegati, secondi fattori, eventi di sicurezza che ti riguardano) in un unico file JSON. Non contiene password né segreti.
page-account-data-download = Scarica i tuoi dati
page-account-delete-heading = Elimina il tuo account
page-account-delete-explain = Rimuove il profilo, le sessioni, i secondi fattori e i provider collegati, e ti disconnette ovunque.
page-account-delete-link = Elimina il tuo account

## Sign-out confirmation

page-logout-title = Esci
page-logout-question = Vuoi uscire dal tuo account su questo browser?
page-logout-button = Esci

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Inserisci una password.
rule-password-too-short = La password deve avere almeno { $min } caratteri.
rule-password-too-long = La password può avere al massimo { $max } caratteri.
rule-password-is-email = La password non può essere uguale all'indirizzo email.
rule-password-refused = Non è possibile usare questa password. Scegline un'altra.
rule-email-invalid = Inserisci un indirizzo email in grado di ricevere posta, ad esempio nome@example.com.
rule-email-same = Questo è già l'indirizzo dell'account.
rule-field-invalid = Un campo è troppo lungo o contiene caratteri non consentiti.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = il nome del client deve avere da 1 a 200 caratteri
rule-client-name-characters = il nome del client non deve contenere caratteri di controllo o di formattazione bidirezionale
rule-resource-server-confidential = un server di risorse deve essere un client confidenziale
rule-client-credentials-confidential = client_credentials richiede un client confidenziale
rule-public-client-secret = un client pubblico non ha un segreto
rule-shared-signals-confidential = un ricevitore Shared Signals deve essere un client confidenziale
rule-organization-for-receivers = solo un ricevitore Shared Signals può essere associato a un'organizzazione
rule-profile-field-length = i campi del profilo possono avere al massimo { $max } caratteri
rule-profile-field-characters = i campi del profilo non devono contenere caratteri di controllo o di formattazione bidirezionale
rule-unknown-event-type = tipo di evento sconosciuto "{ $name }"; tipi noti: { $known }
rule-no-event-type = gli eventi devono indicare almeno un tipo di evento
rule-secret-prefix = il segreto deve iniziare con whsec_
rule-secret-encoding = il segreto deve essere whsec_ seguito da base64
rule-secret-length = il segreto deve avere da 24 a 64 byte
rule-delivery-status = status deve essere pending, delivered o failed
rule-not-a-timestamp = { $name } deve essere un timestamp RFC 3339
rule-not-a-user-id = user deve essere un ID utente
rule-not-an-email = email deve essere un indirizzo email
rule-unknown-audit-type = tipo di evento sconosciuto
rule-unknown-cursor = cursor non è un valore fornito da questa API
rule-page-size = limit deve essere compreso tra 1 e 500
rule-no-scope = è richiesto almeno un ambito
rule-undefined-scopes = l'API definisce solo questi ambiti: { $scopes }
rule-role-name = il ruolo deve essere admin, support, viewer o none
rule-already-verified = l'indirizzo è già verificato

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = per continuare su { $client }
login-failed-title = Accesso non riuscito
login-malformed-link = Il link di accesso non è valido.
login-request-missing-client = La richiesta non indica nessuna app.
login-request-unknown-client = Questa app non è registrata oppure è stata disattivata.
login-request-missing-redirect-uri = La richiesta non indica dove tornare (redirect_uri).
login-request-unregistered-redirect-uri = Il redirect_uri non è registrato per questa app.
login-request-state-too-long = Il parametro state è troppo lungo.
login-request-invalid = La richiesta di accesso non è valida.

## Signing out of the browser.

login-signout-failed-title = Disconnessione non riuscita
login-signout-malformed-link = Il link di disconnessione non è valido.
login-signed-out-title = Disconnessione eseguita
login-signed-out-text = Hai eseguito la disconnessione da questo browser.

## The second step after a password, and an app that needs one.

second-step-title = Accesso in due passaggi
second-step-code-label = Codice
second-step-continue = Continua
second-step-enrol-title = Configura un secondo fattore
second-step-enrol-text = { $client } richiede l'accesso a due fattori. Configura un'app di autenticazione o una passkey nella pagina del tuo account, poi accedi di nuovo a { $client }.
second-step-enrol-link = Apri la pagina del tuo account

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = App di autenticazione
second-step-app-on = { $count ->
    [one] App di autenticazione configurata; ti resta { $count } codice di recupero non usato.
   *[other] App di autenticazione configurata; ti restano { $count } codici di recupero non usati.
}
second-step-app-remove = Rimuovi l'app di autenticazione
second-step-app-intro = Codici generati da un'app come Google Authenticator o 1Password, richiesti dopo la password.
second-step-app-set-up = Configura un'app di autenticazione
second-step-app-qr-label = Codice QR per la tua app di autenticazione
second-step-app-setup-title = Configura un'app di autenticazione
second-step-app-setup-lead = Scansiona il codice con la tua app di autenticazione, poi inserisci le sei cifre che mostra.
second-step-app-setup-key = Oppure digita questa chiave nell'app:
second-step-app-code-label = Codice dell'app
second-step-app-turn-on = Attiva
second-step-app-cancel = Annulla
second-step-recovery-title = Salva i tuoi codici di recupero
second-step-recovery-lead = L'app di autenticazione è attiva. Se perdi il telefono, ciascuno di questi codici ti permette di accedere una volta. Conservali in un posto sicuro: non verranno più mostrati.
second-step-recovery-back = Torna al tuo account

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Accedi con una passkey
passkey-not-used = Non è stata usata nessuna passkey. Riprova o usa la password.
passkey-section-heading = Passkey
passkey-section-intro = Con una passkey accedi usando l'impronta digitale, il volto o il blocco schermo invece della password.
passkey-rename-label = Nuovo nome
passkey-rename-button = Rinomina
passkey-remove-button = Rimuovi
passkey-new-name-label = Nome della nuova passkey
passkey-new-name-placeholder = Questo portatile
passkey-add-button = Aggiungi una passkey
passkey-already-registered = Questa passkey è già registrata.
passkey-not-added = Non è stata aggiunta nessuna passkey. Riprova.

## The consent screen.

consent-heading = Consentire a { $client } di usare il tuo account?
consent-lead = Hai eseguito l'accesso come { $account }. { $client } è un'app di terze parti e chiede di:
consent-revoke-note = Puoi revocarne l'accesso in qualsiasi momento dalla pagina del tuo account.
consent-deny = Rifiuta
consent-allow = Consenti
consent-title = Autorizzare { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = per connettere un dispositivo al tuo account
device-code-unknown = Il codice non è corretto, è scaduto o è già stato usato. Controlla il codice sul dispositivo e riprova.
device-code-throttled = Troppi codici errati. Attendi qualche minuto, poi riprova.
device-code-form-expired = Questo modulo è scaduto. Inserisci di nuovo il codice.
device-connected-title = Dispositivo connesso
device-connected-text = { $client } è ora connesso al tuo account. Puoi tornare al tuo dispositivo.
device-denied-title = Richiesta rifiutata
device-denied-text = { $client } non è stato connesso. Puoi chiudere questa pagina.
device-two-factors-title = Accesso a due fattori obbligatorio
device-two-factors-text = { $client } richiede l'accesso a due fattori. Nella pagina del tuo account, accedi con il secondo fattore (o configurane uno), poi inserisci di nuovo qui il codice.
device-two-factors-link = Apri la pagina del tuo account

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Collegamento non riuscito
upstream-link-from-account-page = Collega un provider con il relativo pulsante nella pagina del tuo account.
upstream-link-expired = Questa pagina è scaduta. Torna alla pagina del tuo account, ricaricala e riprova.
upstream-unknown-provider = Questo provider di accesso non esiste.
upstream-bad-state = Questo accesso è già stato usato, è scaduto o è stato avviato in un altro browser. Torna all'app e accedi di nuovo.
upstream-denied = Il provider non ha completato l'accesso. Torna all'app e riprova.
upstream-refused = Non è stato possibile accettare la risposta del provider. Torna all'app e accedi di nuovo.
upstream-unavailable = Impossibile raggiungere il provider di accesso. Riprova tra un momento o accedi in un altro modo.
upstream-email-taken = Esiste già un account con questo indirizzo email. Accedi con la sua password o passkey, poi collega questo provider nella pagina del tuo account.
upstream-outside-domains = Il sistema di accesso della tua organizzazione consente l'accesso solo agli indirizzi dei domini verificati dell'organizzazione.
upstream-unconfirmed-account = Esiste un account con questo indirizzo email, ma l'indirizzo non è mai stato confermato. Confermalo (o reimposta la password), poi accedi di nuovo tramite la tua organizzazione.
upstream-operator-account = Questo account ha un ruolo nella console degli operatori: accede con la propria password e il proprio secondo fattore, non tramite il sistema di accesso di un'organizzazione.
upstream-registration-closed = Questo account non esiste qui e non è possibile creare nuovi account. Chiedi un account all'operatore.
upstream-no-email = Il provider non ha fornito un indirizzo email, necessario per creare un nuovo account.
upstream-unverified-email = Il provider non ha confermato che questo indirizzo email è tuo, quindi non è possibile creare un account con questo indirizzo. Crea un account con il tuo indirizzo email, poi collega il provider nella pagina del tuo account.
upstream-linked-elsewhere = Questo accesso è già collegato a un altro account.
upstream-already-linked = Il tuo account è già collegato a questo provider, con un altro accesso. Prima scollegalo.
upstream-disabled = Questo account è disattivato.
upstream-reauthenticate = Accedi di nuovo dalla pagina del tuo account, poi collega il provider.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Crea il tuo account
signup-lead = Ti invieremo un'email per confermare il tuo indirizzo.
signup-email = Indirizzo email
signup-password = Password (almeno 10 caratteri)
signup-name = Nome (facoltativo)
signup-button = Crea account
signup-closed-title = Le registrazioni sono chiuse
signup-closed-text = I nuovi account vengono creati dall'operatore di questo servizio. Chiedigliene uno.
signup-sent-title = Controlla la tua posta
signup-sent-text = Ti abbiamo inviato un'email per confermare il tuo indirizzo. Apri il link che contiene; puoi già accedere.
signup-sent-continue-text = Ti abbiamo inviato un'email per confermare il tuo indirizzo. Puoi accedere e continuare subito.
signup-sent-continue = Accedi e continua

## Address confirmation page (opened from the mailed link)

verify-title = Conferma il tuo indirizzo email
verify-lead = Conferma che questo indirizzo email è tuo, così il tuo account potrà usarlo. Se non hai creato un account né cambiato indirizzo qui, non confermare: chiudi questa pagina.
verify-button = Conferma il mio indirizzo
verify-done-title = Indirizzo email confermato
verify-done-text = Grazie: il tuo indirizzo email è confermato. Puoi chiudere questa pagina.

## Password reset request page

forgot-title = Password dimenticata?
forgot-lead = Inserisci il tuo indirizzo email. Se è associato a un account, ti invieremo un link per impostare una nuova password.
forgot-email = Indirizzo email
forgot-button = Invia il link
forgot-sent-title = Controlla la tua posta
forgot-sent-text = Se questo indirizzo è associato a un account, è in arrivo un'email con un link per impostare una nuova password. Il link è valido per 30 minuti.

## New password page (opened from the mailed link)

reset-title = Imposta una nuova password
reset-lead = Scegli una password da 10 a 256 caratteri. Tutti i dispositivi connessi al tuo account verranno disconnessi.
reset-password = Nuova password
reset-button = Imposta la password
reset-done-title = Password impostata
reset-done-text = La nuova password è impostata e tutti i dispositivi che avevano eseguito l'accesso sono stati disconnessi. Accedi di nuovo con la nuova password.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Il tuo profilo è stato salvato.
account-password-changed = La password è stata cambiata; tutti gli altri dispositivi sono stati disconnessi.
account-email-requested = Se quell'indirizzo può essere usato, è in arrivo un link per confermarlo: il tuo indirizzo cambierà quando lo aprirai.
account-session-signed-out = La sessione è stata chiusa.
account-others-signed-out = Tutte le altre sessioni sono state chiuse.
account-console-needs-factor = La console degli operatori richiede un secondo fattore: aggiungi un'app di autenticazione o una passkey qui sotto, poi accedi di nuovo usandola.
account-form-expired = Questo modulo è scaduto. Riprova.
account-login-lead = per vedere e modificare il tuo account
account-sign-in-again-lead = di nuovo per modificare il modo in cui accedi
account-sign-in-again = Per la tua sicurezza, accedi di nuovo (con il secondo fattore, se ne hai uno) prima di aggiungere o rimuovere un metodo di accesso.
account-second-step-purpose = per aprire il tuo account
account-profile-name = Nome
account-profile-mobile = Numero di cellulare
account-profile-picture = URL dell'immagine
account-profile-country-code = Codice paese
account-profile-country = Paese
account-profile-city = Città
account-profile-postal-code = CAP
account-session-unknown-device = Dispositivo sconosciuto
account-session-unknown-app = app sconosciuta
account-session-when = Accesso: { $since } · ultima attività: { $active }
account-provider-not-linked = Questo provider non è collegato al tuo account.
account-last-sign-in-method = Questo è l'unico metodo di accesso del tuo account. Prima aggiungi una passkey o imposta una password (Password dimenticata?).
account-session-gone = Questa sessione non è più attiva.
account-wrong-password = La password attuale non è corretta.
account-too-many-passwords = Troppe password errate. Attendi qualche minuto, poi riprova.
account-unknown-action = Questa operazione non è disponibile in questa pagina.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = L'app di autenticazione è stata rimossa.
factors-passkey-added = La passkey è stata aggiunta: d'ora in poi puoi usarla per accedere.
factors-passkey-renamed = La passkey è stata rinominata.
factors-passkey-removed = La passkey è stata rimossa.
factors-passkey-added-on = Aggiunta il { $date }
factors-passkey-last-used = ultimo utilizzo il { $date }
factors-passkey-synced = sincronizzata
factors-wrong-code = Il codice non è corretto. Controlla che l'orario dell'app sia corretto e inserisci il codice che mostra adesso.
factors-too-many-codes = Troppi codici errati. Attendi qualche minuto, poi riprova.
factors-totp-already = Un'app di autenticazione è già configurata.
factors-totp-nothing-pending = Nessuna app di autenticazione in fase di configurazione. Ricomincia.
factors-totp-not-set-up = Nessuna app di autenticazione configurata.
factors-passkey-registered = Questa passkey è già registrata.
factors-passkey-too-many = Il tuo account ha già il numero massimo di passkey: prima rimuovine una.
factors-passkey-too-many-attempts = Troppi tentativi. Attendi qualche minuto, poi riprova.
factors-passkey-name-length = Il nome di una passkey deve avere da 1 a 64 caratteri.
factors-passkey-not-yours = Questa passkey non è più tua.
factors-passkey-not-added = Non è stato possibile aggiungere la passkey, oppure l'operazione ha richiesto troppo tempo. Riprova.
factors-page-expired = Questa pagina è scaduta: ricaricala.
factors-sign-in-again = Accedi di nuovo.
factors-passkeys-unavailable = Le passkey non sono disponibili su questo server.
factors-sign-in-to-add = Accedi di nuovo per aggiungere una passkey.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Accedi con un altro account
links-linked = Il provider è collegato: d'ora in poi puoi usarlo per accedere a questo account.
links-unlinked = Il provider è stato scollegato.
links-linked-on = collegato il { $date }
links-unlink = Scollega
links-link = Collega { $provider }

## The account page's third-party apps the user allowed.

apps-heading = App con accesso
apps-allowed-on = autorizzata il { $date }
apps-remove = Revoca l'accesso
apps-removed = L'accesso dell'app è stato revocato e l'app è stata disconnessa.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Elimina il tuo account
delete-explain-lead = Puoi eliminare in autonomia il tuo account e tutti i dati conservati che lo riguardano.
delete-explain-sign-in = Accedi: con la password, una passkey o il provider con cui hai creato l'account ("Accedi con …").
delete-explain-confirm = Conferma che l'account deve essere eliminato.
delete-explain-what = Cosa viene eliminato: il tuo profilo (nome, indirizzo email, numero di telefono, foto, luogo), la password, tutte le sessioni con i dispositivi e i luoghi registrati, i secondi fattori, le passkey, i provider di accesso collegati e tutti i token emessi alle app. Tutti i dispositivi vengono disconnessi. Il registro di sicurezza conserva le voci che ti riguardano con un nome casuale, senza indirizzi IP, per al massimo { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }.
delete-explain-now = Quando: subito. Riceverai una conferma al tuo indirizzo email.
delete-explain-later = Quando: { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } dopo la richiesta; se accedi prima di allora, l'account viene mantenuto. Riceverai una conferma al tuo indirizzo email.
delete-explain-apps = Anche le app possono eliminare l'account dalle loro impostazioni.
delete-explain-link = Accedi ed elimina il tuo account
delete-login-lead = per eliminare il tuo account
delete-confirm-what = Vengono eliminati il profilo, le sessioni, i secondi fattori, le passkey e i provider collegati, e viene eseguita la disconnessione da tutti i dispositivi.
delete-confirm-later = L'account verrà eliminato dopo { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }; se accedi prima di allora, viene mantenuto.
delete-confirm-now = L'operazione non può essere annullata.
delete-confirm-check = Elimina il mio account e tutti i dati che lo riguardano
delete-confirm-button = Elimina il mio account
delete-confirm-keep = Mantieni il mio account
delete-done-title = Account eliminato
delete-done = Il tuo account e tutti i dati che lo riguardano sono stati eliminati. È in arrivo una conferma al tuo indirizzo email.
delete-scheduled-title = Eliminazione dell'account programmata
delete-scheduled = Tutte le sessioni sono state chiuse. Il tuo account verrà eliminato il { $date }; accedi prima di allora per mantenerlo.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Lingua
account-language-help = La lingua delle pagine di questo account e delle email che riceve.
account-language-save = Salva la lingua
account-language-saved = La lingua è stata salvata.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Console
console-nav-signed-in = Console · accesso eseguito come { $email } ({ $role })
console-nav-your-account = Il tuo account
console-nav-label = Navigazione della console
console-nav-overview = Panoramica
console-nav-users = Utenti
console-nav-organizations = Organizzazioni
console-nav-clients = Client
console-nav-apis = API
console-nav-webhooks = Webhook
console-nav-audit = Registro di controllo
console-nav-keys = Chiavi
console-nav-settings = Impostazioni

console-frame-role-admin = amministratore
console-frame-role-support = supporto
console-frame-role-viewer = visualizzatore
console-frame-role-none = nessuno
console-frame-table-empty = { $caption }: nessun elemento.
console-frame-age-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}
console-frame-age-hours = { $count ->
    [one] { $count } ora
   *[other] { $count } ore
}
console-frame-age-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minuti
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Il tuo ruolo nella console non consente di aprire questa pagina. Se ti serve, chiedi a un amministratore.
console-gate-form-expired = Questo modulo è scaduto o non proviene dalla console. Apri di nuovo la pagina e ripeti l'operazione.
console-gate-change-not-allowed = Il tuo ruolo nella console non consente questa modifica.
console-gate-no-role = Il tuo account non ha un ruolo nella console. Un amministratore può assegnartene uno.
console-gate-not-allowed-title = Non consentito
console-gate-not-found-title = Non trovato
console-gate-not-done-title = Operazione non eseguita
console-gate-sign-in-again-lead = di nuovo, con il secondo fattore, per aprire la console
console-gate-needs-second-factor = La console richiede un accesso con il secondo fattore (la tua app di autenticazione o una passkey).
console-gate-no-such-user = Questo utente non esiste.
console-gate-no-such-client = Questo client non esiste.
console-gate-no-such-api = Questa API non esiste.
console-gate-no-such-webhook = Questo webhook non esiste.
console-gate-no-such-delivery = Questa consegna non esiste.
console-gate-no-such-session = Questa sessione non esiste.
console-gate-no-such-link = Questo collegamento non esiste.
console-gate-no-such-organization = Questa organizzazione non esiste.
console-gate-no-such-domain = Questo dominio non esiste.
console-gate-no-such = Elemento inesistente: { $what }.
console-gate-duplicate-email = Esiste già un utente con questo indirizzo email.
console-gate-last-sign-in-method = Il collegamento è l'ultimo metodo di accesso dell'account: prima imposta una password.
console-gate-api-exists = Esiste già un'API con questo identificatore.
console-gate-disable-client-first = Disattiva il client prima di eliminarlo.

## The console's overview page.

console-overview-title = Panoramica
console-overview-find-user = Trova un utente
console-overview-accounts = Account
console-overview-live-sessions = Sessioni attive
console-overview-sign-ins = Accessi, 24 h
console-overview-failed-sign-ins = Accessi non riusciti, 24 h
console-overview-lockouts = Blocchi in corso
console-overview-failing-deliveries = Consegne webhook non riuscite
console-overview-chart-heading = Accessi nelle ultime 24 ore
console-overview-counted = Conteggio del { $at } (dati aggiornati a non più di un minuto fa).
console-overview-chart-label = Accessi per ora nelle ultime 24 ore: { $succeeded } riusciti, { $failed } non riusciti
console-overview-chart-hour = { $time }: { $succeeded } riusciti, { $failed } non riusciti
console-overview-chart-start = 24 ore fa
console-overview-chart-end = adesso
console-overview-legend-succeeded = riusciti ({ $count })
console-overview-legend-failed = non riusciti ({ $count })
console-overview-keys-heading = Chiavi di firma
console-overview-keys-caption = Chiavi di firma, dalla più recente
console-overview-key = Chiave
console-overview-algorithm = Algoritmo
console-overview-state = Stato
console-overview-age = Età
console-overview-signing-for = In firma da
console-overview-key-pending = in attesa
console-overview-key-active = attiva
console-overview-key-retired = ritirata
console-overview-keys-link = Chiavi e rotazione

## The console's users list.

console-users-title = Utenti
console-users-deleted = L'utente è stato eliminato.
console-users-search-label = Indirizzo, nome o ID utente
console-users-search = Cerca
console-users-search-help = Gli indirizzi corrispondono dall'inizio, i nomi dall'inizio di una qualsiasi parola; un ID deve corrispondere per intero.
console-users-caption = Utenti, dal meno recente
console-users-matching = Utenti corrispondenti a “{ $query }”
console-users-address = Indirizzo
console-users-name = Nome
console-users-verified = Verificato
console-users-state = Stato
console-users-created = Creato
console-users-yes = sì
console-users-no = no
console-users-enabled = attivato
console-users-disabled = disattivato
console-users-next-page = Pagina successiva

## The console's page of one user.

console-user-done-disabled = L'utente è stato disattivato: tutte le sue sessioni sono state chiuse.
console-user-done-enabled = L'utente è stato attivato: può accedere di nuovo.
console-user-done-signed-out = Tutte le sessioni dell'utente sono state chiuse.
console-user-done-session-ended = La sessione è stata chiusa.
console-user-done-factors-reset = I secondi fattori dell'utente sono stati rimossi; l'utente è stato avvisato via email.
console-user-done-verification-sent = L'email di verifica è stata inviata.
console-user-done-role = Il ruolo è stato modificato.
console-user-why-heading = Perché questo utente non riesce ad accedere?
console-user-nothing-stops = Al momento nulla impedisce a questo utente di accedere.
console-user-reason-disabled = L'account è stato disattivato da un operatore.
console-user-reason-unverified = L'indirizzo non è verificato: l'accesso con password viene rifiutato finché non viene usato il link nell'email di verifica.
console-user-reason-locked-password = Bloccato per password errate inviate da { $ip } fino a { $until } (circa { $minutes } min; limitazione degli accessi).
console-user-reason-locked-second-step = Il secondo passaggio è bloccato dopo codici errati fino a { $until } (circa { $minutes } min; limitazione del secondo fattore).
console-user-reason-passkey-only = L'account non ha una password: accede solo con una passkey (o dopo una reimpostazione della password).
console-user-reason-providers-only = L'account non ha una password: accede solo tramite { $providers } (o dopo una reimpostazione della password).
console-user-reason-second-factor-due = Nessun secondo fattore configurato, ma queste app richiedono l'accesso a due fattori: { $clients }. L'utente deve prima aggiungerne uno.
console-user-reason-deletion-scheduled = L'utente ha chiesto di eliminare l'account: verrà eliminato il { $date }, a meno che l'utente non acceda prima.
console-user-profile = Profilo
console-user-id = ID utente
console-user-address = Indirizzo
console-user-verified = Verificato
console-user-state = Stato
console-user-name = Nome
console-user-mobile = Cellulare
console-user-place = Luogo
console-user-created = Creato
console-user-console-role = Ruolo nella console
console-user-sessions = Sessioni
console-user-sessions-caption = Sessioni attive, dalla più recente
console-user-device = Dispositivo
console-user-ip-and-place = IP e luogo
console-user-signed-in = Accesso
console-user-last-active = Ultima attività
console-user-methods = Metodi
console-user-end-column = Chiudi
console-user-end-session = Chiudi
console-user-unknown-device = Dispositivo sconosciuto
console-user-second-factors = Secondi fattori
console-user-authenticator-app = App di autenticazione
console-user-recovery-codes-left = Codici di recupero rimanenti
console-user-passkeys = Passkey
console-user-factor-none = nessuna
console-user-totp-since = dal { $date }
console-user-providers-and-apps = Provider e app
console-user-links-caption = Provider collegati
console-user-provider = Provider di accesso
console-user-address-given = Indirizzo fornito
console-user-linked = Collegato
console-user-consents-caption = Consensi ad app di terze parti
console-user-client = Client
console-user-scopes = Ambiti
console-user-allowed = Autorizzato
console-user-recent-events = Eventi recenti
console-user-events-caption = Gli eventi più recenti del registro di controllo relativi all'utente
console-user-when = Quando
console-user-type = Tipo
console-user-actor = Autore
console-user-ip = Indirizzo IP
console-user-every-event = Tutti gli eventi relativi all'utente
console-user-actions = Azioni
console-user-disable = Disattiva
console-user-enable = Attiva
console-user-sign-out-everywhere = Disconnetti ovunque
console-user-resend-verification = Invia di nuovo l'email di verifica
console-user-reset-factors = Reimposta i secondi fattori
console-user-reset-factors-confirm = Rimuovi l'app di autenticazione, i codici di recupero e le passkey
console-user-delete = Elimina l'utente
console-user-delete-confirm = Elimina subito questo account e tutti i dati che lo riguardano
console-user-role-heading = Ruolo nella console
console-user-role-label = Ruolo
console-user-set-role = Imposta il ruolo
console-user-role-help = I visualizzatori possono leggere tutte le pagine; il supporto può anche disattivare e attivare gli utenti, disconnetterli, reimpostarne i secondi fattori e inviare di nuovo l'email di verifica; gli amministratori possono fare tutto.
console-user-unknown-action = Questa operazione non è disponibile in questa pagina.
console-user-not-on-this-user = Operazione non consentita su questo utente: chi non è amministratore può agire solo su utenti senza ruolo, e qui nessuno può modificare il proprio ruolo, stato, fattori o account.
console-user-tick-to-confirm = Seleziona la casella per confermare, poi ripeti l'operazione.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Client
console-client-list-caption = Client, dal meno recente
console-client-name = Nome
console-client-kind = Tipo
console-client-state = Stato
console-client-registered = Registrato
console-client-kind-public = pubblico
console-client-kind-confidential = confidenziale
console-client-state-enabled = attivato
console-client-state-disabled = disattivato
console-client-register-heading = Registra un client
console-client-register = Registra
console-client-registered-notice = Il client è stato registrato.
console-client-deleted = Il client è stato eliminato.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI di reindirizzamento, uno per riga
console-client-scopes-field = Ambiti (se vuoto: openid email profile authorization)
console-client-package-names-field = Nomi dei pacchetti Android, uno per riga
console-client-app-origins-field = Origini delle app per le passkey, una per riga
console-client-logout-uri-field = URI di logout back-channel
console-client-organization-field = Organizzazione di un ricevitore Shared Signals (slug o ID)
console-client-flag-public = Pubblico (un'app browser o nativa: nessun segreto, PKCE)
console-client-flag-resource-server = Server di risorse (può ispezionare i token)
console-client-flag-client-credentials = Può ottenere token per sé (client_credentials)
console-client-flag-rotate-refresh-tokens = Ruota i token di aggiornamento
console-client-flag-require-mfa = Solo accessi a due fattori
console-client-flag-require-par = Solo richieste di autorizzazione push (PAR)
console-client-flag-third-party = Di terze parti: gli utenti danno prima il consenso
console-client-flag-shared-signals = Ricevitore Shared Signals: riceve un flusso di eventi di sicurezza

## Console: one client's page

console-client-saved = Le impostazioni del client sono state salvate.
console-client-disabled-notice = Il client è stato disattivato: i suoi token non sono più validi.
console-client-granted = La concessione è stata salvata.
console-client-secret-replaced = Il segreto è stato sostituito.
console-client-secret-heading = Il segreto del client
console-client-secret-once = Copialo ora: viene mostrato solo questa volta e mai più (viene conservato solo il suo hash).
console-client-settings-heading = Impostazioni
console-client-yes = sì
console-client-no = no
console-client-redirect-uris = URI di reindirizzamento
console-client-scopes = Ambiti
console-client-resource-server = Server di risorse
console-client-two-factor-only = Solo due fattori
console-client-par-only = Solo PAR
console-client-third-party = Terze parti
console-client-shared-signals = Ricevitore Shared Signals
console-client-changed = Modificato
console-client-grants-heading = Concessioni sulle API
console-client-grants-caption = API che questo client può chiamare per sé
console-client-api = API
console-client-api-identifier = Identificatore dell'API
console-client-grant = Concedi
console-client-actions-heading = Azioni
console-client-rotate-secret = Ruota il segreto
console-client-rotate-secret-confirm = Sostituisci il segreto: quello vecchio smette subito di funzionare
console-client-disable = Disattiva
console-client-disable-confirm = Disattiva il client: i suoi token non saranno più validi
console-client-delete = Elimina
console-client-delete-confirm = Elimina il client e tutto ciò che gli è stato emesso
console-client-edit-heading = Modifica
console-client-save = Salva
console-client-confirm-first = Seleziona la casella per confermare, poi ripeti l'operazione.
console-client-unknown-action = Questa operazione non è disponibile in questa pagina.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (indicatori di risorsa)
console-api-identifier = Identificatore
console-api-scopes = Ambiti
console-api-registered-column = Registrata
console-api-register-heading = Registra un'API
console-api-identifier-field = Identificatore (un URL https)
console-api-scopes-field = Ambiti, separati da spazi
console-api-register = Registra
console-api-registered = L'API è stata registrata.

## Console: the webhooks page

console-webhook-title = Webhook
console-webhook-list-caption = Endpoint dei webhook
console-webhook-endpoint = Endpoint (le sue consegne)
console-webhook-events = Eventi
console-webhook-registered-column = Registrato
console-webhook-remove = Rimuovi
console-webhook-remove-confirm = Interrompi le consegne a questo endpoint
console-webhook-secret-heading = Il segreto di firma
console-webhook-secret-once = Consegnalo subito al destinatario: viene mostrato solo questa volta.
console-webhook-register-heading = Registra un endpoint
console-webhook-url = URL
console-webhook-events-field = Tipi di evento, separati da spazi
console-webhook-register = Registra
console-webhook-registered = L'endpoint è stato registrato.
console-webhook-removed = L'endpoint è stato rimosso.
console-webhook-confirm-first = Seleziona la casella per confermare, poi ripeti l'operazione.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Consegne
console-webhook-deliveries-caption = Consegne, dalla più recente
console-webhook-delivery = Consegna
console-webhook-event = Evento
console-webhook-status = Stato
console-webhook-attempts = Tentativi
console-webhook-last-error = Ultimo errore
console-webhook-replay = Reinvia
console-webhook-replayed = La consegna è di nuovo in coda.
console-webhook-status-pending = in attesa
console-webhook-status-delivered = consegnata
console-webhook-status-failed = non riuscita

## Console: the audit trail

console-audit-title = Registro di controllo
console-audit-user-id = ID utente
console-audit-address = Indirizzo
console-audit-type = Tipo
console-audit-since = Da (RFC 3339)
console-audit-until = Fino a (RFC 3339)
console-audit-any-type = qualsiasi
console-audit-filter = Filtra
console-audit-caption = Eventi, dal più recente
console-audit-when = Quando
console-audit-type-column = Tipo
console-audit-actor = Autore
console-audit-user = Utente
console-audit-client = Client
console-audit-ip = Indirizzo IP
console-audit-older = Eventi meno recenti

## Console: the signing keys

console-keys-title = Chiavi
console-keys-caption = Tutte le chiavi, dalla più recente
console-keys-key = Chiave
console-keys-algorithm = Algoritmo
console-keys-state = Stato
console-keys-made = Creata
console-keys-age = Età
console-keys-signing-since = In firma dal
console-keys-retired = Ritirata
console-keys-state-pending = in attesa
console-keys-state-active = attiva
console-keys-state-retired = ritirata
console-keys-rotate-heading = Rotazione
console-keys-rotate-help = La rotazione avviene in due passaggi: il primo pubblica una nuova chiave id_token nel JWKS, il secondo la mette in uso per la firma (e sostituisce la chiave access-token). Le vecchie chiavi restano valide per la verifica finché non scade l'ultimo token firmato con esse.
console-keys-rotate = Ruota
console-keys-rotate-confirm = Ruota le chiavi di firma
console-keys-published = È stata pubblicata una nuova chiave id_token: la prossima rotazione la metterà in uso per la firma.
console-keys-activated = La chiave pubblicata ora firma gli id_token, insieme a una nuova chiave access-token.
console-keys-not-done = Operazione non eseguita
console-keys-confirm-first = Seleziona la casella per confermare, poi ripeti l'operazione.

## Console: the settings

console-settings-title = Impostazioni
console-settings-effective-heading = Configurazione effettiva
console-settings-effective-help = Dopo file, variabili d'ambiente e valori predefiniti; i segreti sono mascherati.
console-settings-caption = Impostazioni
console-settings-setting = Impostazione
console-settings-value = Valore
console-settings-upstream-heading = Provider esterni
console-settings-providers-caption = Provider
console-settings-provider-id = ID
console-settings-provider-button = Pulsante
console-settings-provider-last-error = Ultimo errore su questa istanza
console-settings-no-trouble = nessuno dall'avvio
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = In un'app, inserisci invece questo codice: { $token }
mail-set-password-button = Imposta una nuova password
mail-open-account-button = Apri il tuo account

## Verification of a new account's address

mail-verification-subject = Conferma il tuo indirizzo email
mail-verification-welcome = Ti diamo il benvenuto! Conferma che questo è il tuo indirizzo email.
mail-verification-link-hours = { $hours ->
    [one] Il link è valido per { $hours } ora e può essere usato una sola volta.
   *[other] Il link è valido per { $hours } ore e può essere usato una sola volta.
}
mail-verification-ignore = Se non hai creato un account, ignora questa email.
mail-verification-button = Conferma il mio indirizzo

## Moving an account to a new address: the mail to the new address

mail-change-subject = Conferma il tuo nuovo indirizzo email
mail-change-confirm = Conferma che d'ora in poi il tuo account deve usare questo indirizzo email.
mail-change-link-hours = { $hours ->
    [one] Il link è valido per { $hours } ora e può essere usato una sola volta; fino ad allora resta in uso il tuo vecchio indirizzo.
   *[other] Il link è valido per { $hours } ore e può essere usato una sola volta; fino ad allora resta in uso il tuo vecchio indirizzo.
}
mail-change-ignore = Se non l'hai chiesto tu, ignora questa email: non cambierà nulla.
mail-change-button = Usa questo indirizzo

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Modifica dell'indirizzo email del tuo account
mail-change-notice-asked = Qualcuno che ha eseguito l'accesso al tuo account ha chiesto di spostarlo su { $address }.
mail-change-notice-until = L'account viene spostato solo quando si usa un link inviato a quell'indirizzo; fino ad allora resta in uso questo indirizzo.
mail-change-notice-not-you = Se non eri tu, imposta subito una nuova password: così tutte le sessioni vengono chiuse e il link viene annullato.

## To an address that tried to register again

mail-registered-subject = Hai già un account
mail-registered-tried = Qualcuno ha provato a creare un account con questo indirizzo email, che ne ha già uno.
mail-registered-if-you = Se eri tu, accedi, oppure imposta una nuova password se l'hai dimenticata.
mail-registered-not-you = Se non eri tu, ignora questa email: non è cambiato nulla.

## Password reset

mail-reset-subject = Imposta una nuova password
mail-reset-asked = Qualcuno ha chiesto di impostare una nuova password per il tuo account.
mail-reset-link-minutes = { $minutes ->
    [one] Il link è valido per { $minutes } minuto e può essere usato una sola volta; una richiesta più recente lo sostituisce.
   *[other] Il link è valido per { $minutes } minuti e può essere usato una sola volta; una richiesta più recente lo sostituisce.
}
mail-reset-not-you = Se non eri tu, ignora questa email: la tua password resta invariata.

## Notices: a second factor changed

mail-totp-added-subject = È stata aggiunta un'app di autenticazione
mail-totp-added-body = Al tuo account è stata aggiunta un'app di autenticazione come secondo fattore.
mail-totp-removed-subject = La tua app di autenticazione è stata rimossa
mail-totp-removed-body = L'app di autenticazione è stata rimossa dal tuo account: ora per accedere basta la password.
mail-passkey-added-subject = È stata aggiunta una passkey
mail-passkey-added-body = Al tuo account è stata aggiunta una passkey: permette di accedere senza password.
mail-passkey-removed-subject = È stata rimossa una passkey
mail-passkey-removed-body = Dal tuo account è stata rimossa una passkey: non permette più di accedere.
mail-recovery-used-subject = È stato usato un codice di recupero
mail-recovery-used-body = { $left ->
    [one] Per accedere al tuo account è stato usato un codice di recupero; ne resta { $left } non usato.
   *[other] Per accedere al tuo account è stato usato un codice di recupero; ne restano { $left } non usati.
}
mail-factor-not-you = Se non eri tu, cambia la password e disconnetti tutte le sessioni dalla pagina del tuo account.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } è stato collegato al tuo account
mail-linked-body = Il tuo account è stato collegato a un account { $provider }: ora accedendo con { $provider } si apre questo account.
mail-unlinked-subject = { $provider } è stato scollegato dal tuo account
mail-unlinked-body = Il tuo account è stato scollegato da { $provider }: accedendo con { $provider } non si apre più questo account.
mail-link-not-you = Se non eri tu, cambia la password, disconnetti tutte le sessioni e scollega il provider dalla pagina del tuo account.

## Account deleted

mail-deleted-subject = Il tuo account è stato eliminato
mail-deleted-body = Il tuo account e tutti i dati che lo riguardano sono stati eliminati e tutte le sue sessioni sono state chiuse.
mail-deleted-register-again = Questo indirizzo può essere registrato di nuovo; nulla del vecchio account verrà ripristinato.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Il tuo account verrà eliminato
mail-deletion-due = Il tuo account verrà eliminato il { $date }; tutte le sue sessioni sono state chiuse.
mail-deletion-keep = Per mantenerlo, accedi di nuovo prima di quella data. Se non l'hai chiesto tu, accedi e cambia la password.
mail-deletion-button = Accedi per mantenerlo

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Unisciti a { $organization }
mail-invitation-body = Hai ricevuto un invito a unirti a { $organization }. Apri il link per accettare: accedi con questo indirizzo o usalo per creare un account.
mail-invitation-expiry = { $days ->
    [one] Il link è valido per un giorno.
   *[other] Il link è valido per { $days } giorni.
}
mail-invitation-ignore = Se non conosci questa organizzazione, ignora questa email: non succede nulla se non accetti.
mail-invitation-button = Vedi l'invito
console-organizations-title = Organizzazioni
console-organizations-name = Nome
console-organizations-slug = Identificativo (slug)
console-organizations-enabled = Attivata
console-organizations-mfa = Secondo fattore
console-organizations-new = Nuova organizzazione
console-organizations-create = Crea l'organizzazione
console-organizations-created = L'organizzazione è stata creata.
console-organization-saved = Le regole del dominio sono state salvate.
console-organization-id = ID
console-organization-members = Membri
console-organization-roles = Ruoli
console-organization-managed = Gestito
console-organization-break-glass = Accesso di emergenza
console-organization-invitations = Inviti in sospeso
console-organization-expires = Scadenza
console-organization-domains = Domini
console-organization-domain = Dominio
console-organization-state = Stato
console-organization-rules = Regole
console-organization-save-rules = Salva
console-organization-sign-in = Sistema di accesso proprio
console-organization-no-sign-in = Non ha un sistema di accesso proprio: i suoi membri accedono con la propria password o passkey.
organization-admin-title = { $organization }: impostazioni dell'organizzazione
organization-admin-lead = Gestisci questa organizzazione come { $email }.
organization-admin-none = Ancora nessun elemento.
organization-admin-members = Membri
organization-admin-remove = Rimuovi
organization-admin-yes = Sì
organization-admin-no = No
organization-admin-email = Indirizzo email
organization-admin-roles = Ruoli
organization-admin-managed = Gestito dal sistema di accesso dell'organizzazione
organization-admin-action = Azione
organization-admin-invitations = Inviti in sospeso
organization-admin-revoke = Revoca
organization-admin-expires = Scadenza
organization-admin-invite = Invita qualcuno
organization-admin-role = Ruolo
organization-admin-invite-button = Invia l'invito
organization-admin-domains = Domini
organization-admin-domains-lead = Rivendica il dominio email della tua azienda, pubblica il record TXT indicato, poi verificalo. Gli indirizzi di un dominio verificato possono accedere tramite il sistema di accesso della tua organizzazione.
organization-admin-verify = Verifica
organization-admin-verified = Verificato
organization-admin-pending = In attesa
organization-admin-domain = Dominio
organization-admin-state = Stato
organization-admin-record = Record da pubblicare
organization-admin-add-domain = Rivendica un dominio
organization-admin-sign-in = Il sistema di accesso della tua organizzazione
organization-admin-no-sign-in = Le persone della tua organizzazione accedono con la propria password. Configura il tuo provider OpenID (Okta, Entra ID, Google Workspace…) per farle accedere tramite quest'ultimo.
organization-admin-issuer = URL dell'emittente
organization-admin-client-id = ID client
organization-admin-client-secret = Segreto client
organization-admin-redirect-uri = URI di reindirizzamento da registrare presso il tuo provider
organization-admin-save-sign-in = Salva il sistema di accesso
organization-admin-sign-in-title = Prima accedi
organization-admin-sign-in-text = Accedi dalla pagina del tuo account, poi apri di nuovo questa pagina.
organization-admin-sign-in-link = Vai al tuo account
organization-admin-unknown-title = Organizzazione non trovata
organization-admin-unknown-text = Qui non c'è nessuna organizzazione gestita da te.
organization-admin-unknown-change = Questa modifica non è disponibile in questa pagina.
organization-admin-scim = Provisioning degli utenti (SCIM)
organization-admin-scim-lead = La tua directory (Okta, Entra ID, Google Workspace…) aggiunge, modifica e rimuove qui le persone e i gruppi della tua organizzazione tramite SCIM 2.0. Forniscile l'URL di base e il token di una connessione.
organization-admin-scim-base-url = URL di base
organization-admin-scim-made = Creata
organization-admin-scim-last-used = Ultimo utilizzo
organization-admin-scim-never = Mai
organization-admin-scim-old-token = Il vecchio token è valido fino a
organization-admin-scim-rotate = Nuovo token
organization-admin-scim-make = Crea una connessione
organization-admin-scim-token-title = Il token della tua directory
organization-admin-scim-token-text = Copia subito l'URL di base e il token nella tua directory: il token non verrà più mostrato. Un eventuale vecchio token resta valido per un altro giorno.
organization-admin-scim-token = Token di accesso
organization-admin-scim-revoke-confirm = Revoca la connessione: i suoi token smettono subito di funzionare
invitation-title = Unisciti a { $organization }
invitation-join-lead = Hai ricevuto un invito a unirti a { $organization } come { $email }.
invitation-join-button = Unisciti
invitation-sign-up-lead = Hai ricevuto un invito a unirti a { $organization }. Crea il tuo account con { $email } per unirti: l'invito dimostra che questo indirizzo è tuo.
invitation-name = Il tuo nome
invitation-password = Scegli una password (almeno 10 caratteri)
invitation-sign-up-button = Crea l'account e unisciti
invitation-other-account = Questo invito è per { $email }, ma hai eseguito l'accesso come { $current }. Esci, poi apri di nuovo il link.
invitation-sign-in-first = Questo invito è per { $email }, che ha già un account qui. Accedi con quell'indirizzo dalla pagina del tuo account, poi apri di nuovo il link.
invitation-sign-in-as-invitee = Prima accedi con l'indirizzo invitato.
invitation-unusable-title = Questo invito non può essere usato
invitation-unusable-text = È già stato usato, è stato revocato, è stato sostituito da uno più recente oppure è scaduto. Chiedi all'organizzazione un nuovo invito.
invitation-joined-title = Ora fai parte di { $organization }
invitation-joined-text = Ora sei un membro: le app a cui accedi per questa organizzazione lo vedono.
invitation-joined-new-account = Il tuo account è pronto e sei un membro: accedi con il tuo indirizzo e la password che hai scelto.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token e token di aggiornamento emessi
api-code-token = Token emesso
api-code-userdata = Dati utente
api-code-login-success = Accesso riuscito
api-code-auth-code = Codice di autorizzazione emesso
api-code-id-token = id_token emesso
api-code-logged-out = Disconnessione eseguita; la sessione e i suoi token sono stati revocati
api-code-ok = Fatto
api-code-alive = In esecuzione
api-code-ready = Pronto a ricevere richieste
api-code-sessions = Le tue sessioni attive
api-code-export = Tutti i dati conservati sul tuo account
api-code-email-change-requested = Se l'indirizzo può essere usato, è in arrivo a quell'indirizzo un link per confermarlo
api-code-account-deleted = Il tuo account e tutti i dati che lo riguardano sono stati eliminati; tutte le sessioni sono state chiuse
api-code-deletion-scheduled = Tutte le sessioni sono state chiuse e il tuo account verrà eliminato; accedi di nuovo prima di allora per mantenerlo
api-code-reauthentication-required = Prima accedi di nuovo: questa operazione richiede un accesso eseguito negli ultimi minuti
api-code-session-ended = Disconnessione eseguita; la sessione e i suoi token sono stati revocati
api-code-password-changed = Password cambiata; tutte le altre sessioni e i relativi token sono stati revocati
api-code-registration-accepted = Registrazione ricevuta; controlla la tua posta per confermare l'indirizzo
api-code-email-verified = Indirizzo email verificato
api-code-reset-requested = Se l'indirizzo è associato a un account, è in arrivo un'email con un link di reimpostazione
api-code-password-reset = Password impostata; tutte le sessioni e i relativi token sono stati revocati
api-code-registration-closed = Le registrazioni sono chiuse; chiedi un account all'operatore
api-code-invalid-request = La richiesta non è formata correttamente
api-code-unsupported-grant-type = grant_type deve essere code o refresh_token
api-code-invalid-grant = Il code o il refresh_token non è valido, è scaduto, è stato revocato o è stato emesso per un altro client
api-code-invalid-client = Autenticazione del client non riuscita
api-code-invalid-credentials = L'email o la password non sono corrette. Un nuovo account può accedere solo dopo la conferma del suo indirizzo: cerca il link nella tua posta
api-code-mfa-required = È richiesto un secondo fattore: rispondi con un codice della tua app di autenticazione o con un codice di recupero
api-code-mfa-enrolment-required = Questa app richiede l'accesso a due fattori: configura un'app di autenticazione o una passkey nella pagina del tuo account, poi accedi di nuovo
api-code-passkey-options = Passa queste opzioni all'autenticatore
api-code-passkey-added = Passkey aggiunta
api-code-passkeys = Le tue passkey
api-code-links = I tuoi provider di accesso collegati
api-code-last-sign-in-method = Questo è l'ultimo metodo di accesso dell'account: prima imposta una password o aggiungi una passkey
api-code-insufficient-scope = L'ambito del token non consente questa richiesta
api-code-not-a-member = Non puoi accedere tramite questa organizzazione: chiedi al suo amministratore di aggiungerti
api-code-sso-required = L'accesso è gestito dalla tua organizzazione: continua su ssoUrl
api-code-not-found = Risorsa inesistente
api-code-method-not-allowed = Metodo non consentito per questa risorsa
api-code-conflict = Esiste già
api-code-payload-too-large = Il corpo della richiesta è troppo grande
api-code-rate-limited = Troppe richieste; riprova più tardi
api-code-server-error = Errore interno del server
api-code-service-unavailable = Il servizio è temporaneamente non disponibile; riprova più tardi

## Bearer tokens and capacity (every JSON API)

api-bearer-required = È richiesto un token di accesso nella forma `Authorization: Bearer <token>`; questo è assente, non formato correttamente o revocato
api-busy = Troppi accessi contemporaneamente; riprova tra poco

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type deve essere id_token o token
api-token-type-grant = token_type deve essere refresh_token o token
api-token-type-refresh = token_type deve essere token per grant_type refresh_token
api-client-secret-required = client_secret è obbligatorio quando token_type è token
api-field-empty = { $field } non deve essere vuoto

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = la password è troppo lunga
api-mfa-token-invalid = Il mfaToken è sconosciuto, già usato o scaduto: accedi di nuovo
api-challenge-invalid = Il challengeId è sconosciuto, già usato o scaduto: richiedi nuove opzioni per la passkey
api-mfa-code-or-passkey = È richiesto un secondo fattore: rispondi con un codice della tua app di autenticazione, un codice di recupero o la tua passkey
api-mfa-passkey = È richiesto un secondo fattore: rispondi con la tua passkey (login/passkey con il mfaToken)
api-client-id-required = client_id è obbligatorio
api-client-unknown = client_id è sconosciuto o disattivato
api-redirect-uri-required = redirect_uri è obbligatorio
api-redirect-uri-unregistered = redirect_uri non è registrato per questo client
api-state-too-long = state è troppo lungo

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Il token è sconosciuto, già usato, scaduto o sostituito da uno più recente
api-session-not-found = Nessuna tua sessione attiva ha questo ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Un'app di autenticazione è già configurata; prima rimuovila
api-authenticator-not-pending = Nessuna app di autenticazione in fase di configurazione
api-authenticator-none = Nessuna app di autenticazione configurata
api-factor-code-wrong = Il codice non è corretto
api-reauthenticate-factors = Accedi di nuovo (con il secondo fattore, se ne hai uno) per modificare i tuoi secondi fattori
api-reauthenticate-passkeys = Accedi di nuovo (con il secondo fattore, se ne hai uno) per modificare le tue passkey
api-reauthenticate-sign-in = Accedi di nuovo (con il secondo fattore, se ne hai uno) per modificare il modo in cui accedi
api-passkeys-unavailable = le passkey non sono disponibili su questo server
api-passkey-not-found = passkey inesistente
api-passkey-no-ceremony = nessuna registrazione di passkey in attesa; richiedi nuove opzioni
api-passkey-rejected = non è stato possibile verificare la passkey
api-passkey-registered = questa passkey è già registrata
api-passkey-name-invalid = il nome di una passkey deve avere da 1 a { $max } caratteri e nessun carattere di controllo o di formattazione bidirezionale
api-passkeys-too-many = { $max ->
    [one] un account può avere al massimo { $max } passkey
   *[other] un account può avere al massimo { $max } passkey
}

## Native-app API: upstream identity providers

api-upstream-unknown = Nessun provider esterno ha questo ID
api-upstream-refused = L'id_token non è stato accettato per questo provider
api-upstream-disabled = L'account è disattivato
api-upstream-no-email = L'id_token non contiene un indirizzo email con cui creare un account
api-upstream-unverified-email = Il provider non garantisce l'indirizzo email dell'id_token: registrati con quell'indirizzo, poi collega il provider
api-upstream-unreachable = Impossibile raggiungere il provider; riprova più tardi
api-upstream-email-taken = Esiste già un account con questo indirizzo: accedi a quell'account e collega il provider dalla pagina dell'account
api-upstream-outside-domains = Il sistema di accesso dell'organizzazione consente l'accesso solo agli indirizzi dei suoi domini verificati
api-upstream-unconfirmed-account = Esiste un account con questo indirizzo, ma non è mai stato confermato: confermalo, poi accedi di nuovo tramite l'organizzazione
api-upstream-operator-account = L'account di un operatore accede con la propria password e il proprio secondo fattore, non tramite il sistema di accesso di un'organizzazione
api-link-not-found = L'account non è collegato a questo provider

## Admin API

api-admin-key-required = L'API di amministrazione richiede `Authorization: Bearer <chiave di amministrazione>`
api-admin-status-once = status al massimo una volta
api-admin-parameters-once = ogni parametro al massimo una volta
api-admin-duplicate-email = esiste già un utente con questo indirizzo email
api-admin-user-not-found = utente non trovato
api-admin-client-not-found = client non trovato
api-admin-api-not-found = API non trovata
api-admin-session-not-found = sessione non trovata
api-admin-delivery-not-found = consegna non trovata
api-admin-webhook-not-found = webhook non trovato

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Apri il link nel browser che hai usato per registrarti: altrove ti verrà chiesta la password dell'account.
mail-change-where = Apri il link nel browser in cui hai chiesto la modifica o in cui hai eseguito l'accesso: altrove ti verrà chiesta la password.
mail-not-yours-english = Non hai creato un account né richiesto questa operazione? Allora non confermare: ignora questa email e non succederà nulla.
verify-password-lead = Per confermare qui questo indirizzo, digita la password dell'account a cui appartiene. Se hai creato l'account in un'app, digita invece nell'app il codice contenuto nell'email. Se non hai creato un account né richiesto questa operazione, non confermare: chiudi questa pagina.
verify-password = Password dell'account
verify-password-needed = Digita la password dell'account per confermare l'indirizzo in questo browser.
verify-wrong-password = Questa non è la password dell'account.

## After a password reset, every other way into the account

mail-reset-done-subject = La tua password è stata reimpostata
mail-reset-done-body = La password del tuo account è appena stata reimpostata e tutti i dispositivi che avevano eseguito l'accesso sono stati disconnessi.
mail-reset-done-still = Questi metodi consentono ancora di accedere al tuo account:
mail-reset-done-remove = Se uno di questi non è tuo, accedi con la nuova password e scegli "Rimuovi tutto tranne la nuova password" nella pagina del tuo account.
mail-reset-done-nothing-else = Nient'altro consente di accedere al tuo account: solo la nuova password.
mail-reset-done-factor-not-yours = Se all'accesso ti viene chiesto un secondo fattore che non possiedi, quel fattore non è tuo: chiedi all'assistenza di questo servizio di rimuoverlo.
mail-reset-done-not-you = Se non hai reimpostato tu la password, qualcuno può leggere la tua posta: prima metti al sicuro la tua casella di posta, poi cambia di nuovo la password.
ways-in-passkey = La passkey "{ $name }"
ways-in-authenticator = Un'app di autenticazione
ways-in-recovery-codes = { $count ->
    [one] { $count } codice di recupero non usato
   *[other] { $count } codici di recupero non usati
}
ways-in-link = L'accesso con { $provider }
ways-in-sessions = { $count ->
    [one] { $count } altro dispositivo connesso (elencato sotto)
   *[other] { $count } altri dispositivi connessi (elencati sotto)
}
account-review-heading = La tua password è stata reimpostata
account-review-lead = La tua password è stata reimpostata il { $date }. Questi metodi consentono ancora di accedere al tuo account:
account-review-explain = Se uno di questi non è tuo, rimuovili tutti: così potrai accedere solo con la nuova password e tutti gli altri dispositivi verranno disconnessi. In seguito potrai aggiungere di nuovo una passkey o un'app di autenticazione.
account-review-remove = Rimuovi tutto tranne la nuova password
account-review-keep = Sono tutti miei
account-review-gone = Non c'è più nulla da controllare.
account-review-removed = Tutto tranne la nuova password è stato rimosso e tutti gli altri dispositivi sono stati disconnessi.
account-review-kept = Ricevuto: resta tutto com'è.

## The second step locked after wrong codes

mail-factor-locked-subject = Qualcuno ha provato a superare il tuo secondo fattore
mail-factor-locked-body = { $minutes ->
    [one] Qualcuno ha digitato la tua password e poi cinque codici errati del secondo fattore. L'accesso al tuo account è sospeso per { $minutes } minuto.
   *[other] Qualcuno ha digitato la tua password e poi cinque codici errati del secondo fattore. L'accesso al tuo account è sospeso per { $minutes } minuti.
}
mail-factor-locked-not-you = Se non eri tu, qualcuno conosce la tua password: impostane subito una nuova.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = un ruolo nella console richiede un indirizzo verificato: l'utente deve prima confermare il proprio indirizzo
console-gate-unverified = La console si apre solo per gli operatori con un indirizzo verificato. Conferma il tuo indirizzo con il link nell'email di verifica, poi apri di nuovo la console.
console-gate-idle-lead = di nuovo per aprire la console
console-gate-idle = La console non è stata usata per { $minutes } min, quindi ti chiede di accedere di nuovo. L'accesso al tuo account resta comunque attivo.
console-webhook-url-once = Il suo URL, mostrato per intero solo ora (l'elenco nasconde ciò che segue "?", dove può trovarsi un token):
console-webhook-query-hidden = Ciò che segue "?" nell'URL di un endpoint è nascosto: potrebbe contenere il token del destinatario.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Inviami un codice via email
page-code-ask-title = Accedi con un codice
page-code-ask-lead = Digita il tuo indirizzo email: ti invieremo un codice per accedere, senza bisogno della password.
page-code-ask-button = Inviami un codice via email
page-code-invalid-email = Digita un indirizzo email completo, ad esempio nome@example.com.
page-code-not-allowed = Questa app richiede la password o una passkey: qui non è possibile accedere con un codice ricevuto via email.
page-code-title = Controlla la tua posta
page-code-lead = { $minutes ->
    [one] È in arrivo un'email a { $email }. Digita il codice a sei cifre che contiene: è valido per { $minutes } minuto e può essere usato una sola volta.
   *[other] È in arrivo un'email a { $email }. Digita il codice a sei cifre che contiene: è valido per { $minutes } minuti e può essere usato una sola volta.
}
page-code-field = Codice di accesso
page-code-name = Il tuo nome, se non hai ancora un account
page-code-button = Accedi
page-code-again = Invia un nuovo codice
page-code-wrong = Il codice non è corretto o è scaduto. Controlla l'email più recente o richiedi un nuovo codice.
page-code-link-title = Accedi
page-code-link-lead = Accedi al tuo account in questo browser.
page-code-link-button = Accedi ora
page-code-link-elsewhere-title = Digita questo codice dove l'hai richiesto
page-code-link-elsewhere = Questo link è stato aperto in un browser o in un'app diversi da quello in cui è stato richiesto. Digita lì questo codice:
page-code-link-ended-title = Questo link è scaduto
page-code-link-ended = Il link è già stato usato, è stato sostituito da uno più recente o è troppo vecchio. Richiedi un nuovo codice dove stai accedendo.
api-sign-in-code-refused = Il codice è errato, già usato, sostituito o scaduto: richiedine uno nuovo
api-login-code-or-password = Invia una password o un codice, non entrambi
api-code-code-sent = È in arrivo un'email con un codice di accesso; il codice è valido per pochi minuti e può essere usato una sola volta
api-code-sign-in-code-not-allowed = Qui non è possibile accedere con un codice ricevuto via email: usa la password o una passkey

## Mail: a sign-in code

mail-code-subject = Il tuo codice di accesso
mail-code-asked = Qualcuno ha chiesto di accedere con questo indirizzo. Il codice da digitare è:
mail-code-minutes = { $minutes ->
    [one] Il codice e il link qui sotto sono validi per { $minutes } minuto e utilizzabili una sola volta; una richiesta più recente li sostituisce.
   *[other] Il codice e il link qui sotto sono validi per { $minutes } minuti e utilizzabili una sola volta; una richiesta più recente li sostituisce.
}
mail-code-new-account = Nessun account usa ancora questo indirizzo: accedendo con il codice ne verrà creato uno.
mail-code-button = Accedi ora
mail-code-not-you = Se non eri tu, ignora questa email: nessuno può accedere senza il codice.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Accesso con questo indirizzo
mail-no-account-body = Qualcuno ha richiesto un codice per accedere con questo indirizzo, ma qui nessun account lo usa.
mail-no-account-not-you = Se non eri tu, ignora questa email: non è cambiato nulla.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Gli utenti possono accedere con un codice ricevuto via email
api-name-invalid = Il nome è troppo lungo o contiene caratteri di controllo
