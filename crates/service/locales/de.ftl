# German: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Sprache

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Die E-Mail-Adresse oder das Passwort ist falsch. Mit einem neuen Konto können Sie sich anmelden, sobald die Adresse bestätigt ist: Den Link dazu finden Sie in Ihren E-Mails.
error-throttled = Zu viele fehlgeschlagene Versuche. Warten Sie einige Minuten und versuchen Sie es dann erneut.
error-busy = Gerade melden sich sehr viele Personen an. Bitte versuchen Sie es gleich noch einmal.
error-missing-fields = Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.
error-expired-form = Dieses Formular ist abgelaufen. Bitte melden Sie sich erneut an.
error-second-factor-in-app = Dieses Konto ist mit einem zweiten Faktor geschützt. Melden Sie sich zuerst auf Ihrer Kontoseite an (dort wird der Code abgefragt) und kehren Sie dann hierher zurück.
error-wrong-second-factor = Der Code ist falsch, wurde bereits verwendet oder kam zu spät. Bitte melden Sie sich erneut an.
error-passkey-refused = Dieser Passkey konnte nicht verwendet werden oder der Vorgang hat zu lange gedauert. Versuchen Sie es erneut oder melden Sie sich mit Ihrem Passwort an.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Zu viele Anfragen. Warten Sie einige Minuten und versuchen Sie es dann erneut.
error-expired-form-again = Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.

## Error pages (a heading and a paragraph)

error-bad-link-title = Link ungültig
error-bad-link-text = Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet, ist abgelaufen oder wurde durch einen neueren ersetzt. Fordern Sie einen neuen Link an.

error-form-title = Anmeldung fehlgeschlagen
error-form-too-large = Das Formular ist zu groß.
error-form-unreadable = Das Formular konnte nicht gelesen werden. Bitte gehen Sie zurück und versuchen Sie es erneut.
error-cross-site-title = Anfrage abgelehnt
error-cross-site-text = Dieses Formular wurde von einer anderen Website gesendet. Öffnen Sie die Anmeldeseite erneut und senden Sie das Formular von dort ab.

error-unavailable-title = Bitte gleich erneut versuchen
error-unavailable-text = Der Anmeldedienst ist ausgelastet oder nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.
error-failed-title = Ein Fehler ist aufgetreten
error-failed-text = Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Erfahren, wer Sie sind
scope-email = Ihre E-Mail-Adresse sehen
scope-profile = Ihr Profil sehen: Name, Bild, Telefonnummer und Land
scope-authorization = Ihr Profil und Ihre angemeldeten Sitzungen sehen
scope-organizations = Die Organisationen, denen Sie angehören, und Ihre Rollen darin sehen
scope-api = { $api } in Ihrem Namen nutzen

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: Geben Sie den Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein, oder verwenden Sie Ihren Passkey.
page-second-step-passkey = { $purpose }: Verwenden Sie Ihren Passkey.
page-second-step-code = { $purpose }: Geben Sie den Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein.
page-second-step-use-passkey = Passkey verwenden

## Login page

page-login-title = Anmelden
page-login-email = E-Mail
page-login-password = Passwort
page-login-button = Anmelden
page-login-with-provider = Mit { $provider } anmelden
page-login-passkey = Mit Passkey anmelden
page-login-forgot = Passwort vergessen?
page-login-organization = Mit Ihrer Organisation anmelden
page-organization-title = Mit Ihrer Organisation anmelden
page-organization-lead = Geben Sie Ihre geschäftliche E-Mail-Adresse oder die ID Ihrer Organisation ein, um mit deren Anmeldung fortzufahren.
page-organization-field = Geschäftliche E-Mail-Adresse oder Organisations-ID
page-organization-button = Weiter
page-organization-unknown = Für diese Adresse oder ID gibt es keine Anmeldung über eine Organisation. Überprüfen Sie Ihre Eingabe oder melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.
login-sso-required = Sie melden sich über Ihre Organisation an: Verwenden Sie die Anmeldung Ihrer Organisation.
login-sso-required-named = Sie melden sich über { $organization } an: Verwenden Sie unten deren Anmeldung.
page-login-new-here = Neu hier?
page-login-create-account = Konto erstellen

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Gerät verbinden
page-device-code-lead = Geben Sie den Code ein, der auf Ihrem Fernseher, Ihrer Spielekonsole oder Ihrem anderen Gerät angezeigt wird.
page-device-code-label = Code
page-device-code-button = Weiter
page-device-confirm-heading = { $client } verbinden?
page-device-confirm-lead = Ein Gerät mit dem Code { $code } möchte Ihr Konto { $email } verwenden. Erlauben Sie dies nur, wenn Sie den Vorgang selbst auf diesem Gerät gestartet haben.
page-device-confirm-able = Die App kann dann:
page-device-confirm-deny = Ablehnen
page-device-confirm-allow = Zulassen

## Account page

page-account-title = Ihr Konto
page-account-signed-in-as = Angemeldet als { $email }
page-account-signed-in-as-unconfirmed = Angemeldet als { $email } (Adresse noch nicht bestätigt: siehe die E-Mail, die wir Ihnen gesendet haben)
page-account-sessions-heading = Wo Sie angemeldet sind
page-account-session-app = App { $package }
page-account-this-browser = Dieser Browser
page-account-sign-out-session = Abmelden
page-account-sign-out-others = Alle anderen Sitzungen abmelden
page-account-profile-heading = Profil
page-account-profile-save = Profil speichern
page-account-password-heading = Passwort
page-account-current-password = Aktuelles Passwort
page-account-new-password = Neues Passwort (mindestens 10 Zeichen)
page-account-password-change = Passwort ändern
page-account-email-heading = E-Mail-Adresse
page-account-email-explain = Wir senden einen Link an die neue Adresse. Sobald er verwendet wird, wechselt Ihr Konto zu dieser Adresse; bis dahin melden Sie sich mit der bisherigen an.
page-account-new-email = Neue E-Mail-Adresse
page-account-email-password = Passwort
page-account-email-change = E-Mail-Adresse ändern
page-account-data-heading = Ihre Daten
page-account-data-explain = Alles, was dieser Dienst über Ihr Konto speichert (Profil, Sitzungen mit ihren Geräten und Orten, verknüpfte Anbieter, zweite Faktoren und die Sicherheitsereignisse zu Ihrem Konto), in einer JSON-Datei. Sie enthält weder Passwörter noch andere Geheimnisse.
page-account-data-download = Ihre Daten herunterladen
page-account-delete-heading = Konto löschen
page-account-delete-explain = Entfernt Ihr Profil, Ihre Sitzungen, zweiten Faktoren und verknüpften Anbieter und meldet Sie überall ab.
page-account-delete-link = Konto löschen

## Sign-out confirmation

page-logout-title = Abmelden
page-logout-question = Möchten Sie sich in diesem Browser von Ihrem Konto abmelden?
page-logout-button = Abmelden

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Geben Sie ein Passwort ein.
# $min is the least number of characters (10).
rule-password-too-short = Das Passwort muss mindestens { $min } Zeichen lang sein.
# $max is the most characters a new password may have (256).
rule-password-too-long = Das Passwort darf höchstens { $max } Zeichen lang sein.
rule-password-is-email = Das Passwort darf nicht Ihre E-Mail-Adresse sein.
rule-password-refused = Dieses Passwort kann nicht verwendet werden. Bitte wählen Sie ein anderes.
rule-email-invalid = Geben Sie eine E-Mail-Adresse ein, die E-Mails empfangen kann, z. B. name@example.com.
rule-email-same = Das ist bereits die E-Mail-Adresse Ihres Kontos.
rule-field-invalid = Ein Feld ist zu lang oder enthält unzulässige Zeichen.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = der Client-Name muss 1 bis 200 Zeichen haben
rule-client-name-characters = der Client-Name darf keine Steuerzeichen oder bidirektionalen Formatierungszeichen enthalten
rule-resource-server-confidential = ein Ressourcenserver muss ein vertraulicher Client sein
rule-client-credentials-confidential = client_credentials erfordert einen vertraulichen Client
rule-public-client-secret = ein öffentlicher Client hat kein Secret
rule-shared-signals-confidential = ein Shared-Signals-Empfänger muss ein vertraulicher Client sein
rule-organization-for-receivers = nur ein Shared-Signals-Empfänger wird an eine Organisation gebunden
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = Profilfelder sind auf { $max } Zeichen begrenzt
rule-profile-field-characters = Profilfelder dürfen keine Steuerzeichen oder bidirektionalen Formatierungszeichen enthalten
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = unbekannter Ereignistyp „{ $name }“; bekannt: { $known }
rule-no-event-type = mindestens ein Ereignistyp muss angegeben werden
rule-secret-prefix = das Secret muss mit whsec_ beginnen
rule-secret-encoding = das Secret muss mit whsec_ beginnen und base64-codiert sein
rule-secret-length = das Secret muss 24 bis 64 Byte lang sein
rule-delivery-status = status muss pending, delivered oder failed sein
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } muss ein Zeitstempel nach RFC 3339 sein
rule-not-a-user-id = user muss eine Benutzer-ID sein
rule-not-an-email = email muss eine E-Mail-Adresse sein
rule-unknown-audit-type = unbekannter Ereignistyp
rule-unknown-cursor = cursor stammt nicht von dieser API
rule-page-size = limit muss zwischen 1 und 500 liegen
rule-no-scope = mindestens ein Scope ist erforderlich
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = die API definiert nur diese Scopes: { $scopes }
rule-role-name = die Rolle muss admin, support, viewer oder none sein
rule-already-verified = die Adresse ist bereits bestätigt

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = Weiter zu { $client }
login-failed-title = Anmeldung fehlgeschlagen
login-malformed-link = Der Anmeldelink ist fehlerhaft.
login-request-missing-client = Die Anfrage nennt keine App.
login-request-unknown-client = Diese App ist nicht registriert oder wurde deaktiviert.
login-request-missing-redirect-uri = Die Anfrage gibt nicht an, wohin zurückgekehrt werden soll (redirect_uri).
login-request-unregistered-redirect-uri = Die redirect_uri ist für diese App nicht registriert.
login-request-state-too-long = Der Parameter state ist zu lang.
login-request-invalid = Die Anmeldeanfrage ist ungültig.

## Signing out of the browser.

login-signout-failed-title = Abmeldung fehlgeschlagen
login-signout-malformed-link = Der Abmeldelink ist fehlerhaft.
login-signed-out-title = Abgemeldet
login-signed-out-text = Sie sind in diesem Browser abgemeldet.

## The second step after a password, and an app that needs one.

second-step-title = Anmeldung in zwei Schritten
second-step-code-label = Code
second-step-continue = Weiter
second-step-enrol-title = Zweiten Faktor einrichten
second-step-enrol-text = { $client } erfordert eine Zwei-Faktor-Anmeldung. Richten Sie auf Ihrer Kontoseite eine Authenticator-App oder einen Passkey ein und melden Sie sich dann erneut bei { $client } an.
second-step-enrol-link = Kontoseite öffnen

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Authenticator-App
second-step-app-on = { $count ->
    [one] Eine Authenticator-App ist eingerichtet. { $count } Wiederherstellungscode ist noch unbenutzt.
   *[other] Eine Authenticator-App ist eingerichtet. { $count } Wiederherstellungscodes sind noch unbenutzt.
    }
second-step-app-remove = Authenticator-App entfernen
second-step-app-intro = Codes aus einer App wie Google Authenticator oder 1Password, die nach Ihrem Passwort abgefragt werden.
second-step-app-set-up = Authenticator-App einrichten
second-step-app-qr-label = QR-Code für Ihre Authenticator-App
second-step-app-setup-title = Authenticator-App einrichten
second-step-app-setup-lead = Scannen Sie den Code mit Ihrer Authenticator-App und geben Sie dann die sechs Ziffern ein, die sie anzeigt.
second-step-app-setup-key = Oder geben Sie diesen Schlüssel in der App ein:
second-step-app-code-label = Code aus der App
second-step-app-turn-on = Aktivieren
second-step-app-cancel = Abbrechen
second-step-recovery-title = Wiederherstellungscodes speichern
second-step-recovery-lead = Die Authenticator-App ist aktiviert. Mit jedem dieser Codes können Sie sich einmal anmelden, falls Sie Ihr Smartphone verlieren. Bewahren Sie sie sicher auf: Sie werden nicht noch einmal angezeigt.
second-step-recovery-back = Zurück zu Ihrem Konto

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Mit Passkey anmelden
passkey-not-used = Es wurde kein Passkey verwendet. Versuchen Sie es erneut oder verwenden Sie Ihr Passwort.
passkey-section-heading = Passkeys
passkey-section-intro = Mit einem Passkey melden Sie sich per Fingerabdruck, Gesichtserkennung oder Displaysperre an statt mit Ihrem Passwort.
passkey-rename-label = Neuer Name
passkey-rename-button = Umbenennen
passkey-remove-button = Entfernen
passkey-new-name-label = Name für einen neuen Passkey
passkey-new-name-placeholder = Dieser Laptop
passkey-add-button = Passkey hinzufügen
passkey-already-registered = Dieser Passkey ist bereits registriert.
passkey-not-added = Es wurde kein Passkey hinzugefügt. Versuchen Sie es erneut.

## The consent screen.

consent-heading = Darf { $client } Ihr Konto verwenden?
consent-lead = Sie sind als { $account } angemeldet. { $client } ist eine App eines anderen Anbieters und möchte:
consent-revoke-note = Sie können den Zugriff jederzeit auf Ihrer Kontoseite wieder entziehen.
consent-deny = Ablehnen
consent-allow = Zulassen
consent-title = { $client } zulassen?

## Connecting a device (TV, console) with a code.

device-login-lead = Melden Sie sich an, um ein Gerät mit Ihrem Konto zu verbinden.
device-code-unknown = Dieser Code ist falsch, abgelaufen oder wurde bereits verwendet. Prüfen Sie den Code auf Ihrem Gerät und versuchen Sie es erneut.
device-code-throttled = Zu viele falsche Codes. Warten Sie einige Minuten und versuchen Sie es dann erneut.
device-code-form-expired = Dieses Formular ist abgelaufen. Bitte geben Sie den Code erneut ein.
device-connected-title = Gerät verbunden
device-connected-text = { $client } ist jetzt mit Ihrem Konto verbunden. Sie können zu Ihrem Gerät zurückkehren.
device-denied-title = Anfrage abgelehnt
device-denied-text = { $client } wurde nicht verbunden. Sie können diese Seite schließen.
device-two-factors-title = Zwei-Faktor-Anmeldung erforderlich
device-two-factors-text = { $client } erfordert eine Zwei-Faktor-Anmeldung. Melden Sie sich auf Ihrer Kontoseite mit Ihrem zweiten Faktor an (oder richten Sie einen ein) und geben Sie den Code dann hier erneut ein.
device-two-factors-link = Kontoseite öffnen

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Verknüpfung fehlgeschlagen
upstream-link-from-account-page = Verknüpfen Sie einen Anbieter über die entsprechende Schaltfläche auf Ihrer Kontoseite.
upstream-link-expired = Diese Seite ist abgelaufen. Kehren Sie zu Ihrer Kontoseite zurück, laden Sie sie neu und versuchen Sie es erneut.
upstream-unknown-provider = Diesen Anmeldeanbieter gibt es nicht.
upstream-bad-state = Diese Anmeldung wurde bereits verwendet, ist abgelaufen oder wurde in einem anderen Browser gestartet. Kehren Sie zur Anwendung zurück und melden Sie sich erneut an.
upstream-denied = Der Anbieter hat Sie nicht angemeldet. Kehren Sie zur Anwendung zurück und versuchen Sie es erneut.
upstream-refused = Die Antwort des Anbieters konnte nicht akzeptiert werden. Kehren Sie zur Anwendung zurück und melden Sie sich erneut an.
upstream-unavailable = Der Anmeldeanbieter ist nicht erreichbar. Versuchen Sie es gleich noch einmal oder melden Sie sich auf andere Weise an.
upstream-email-taken = Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melden Sie sich dort mit Passwort oder Passkey an und verknüpfen Sie dann diesen Anbieter auf Ihrer Kontoseite.
upstream-outside-domains = Über die Anmeldung Ihrer Organisation können sich nur Adressen aus den eigenen verifizierten Domains der Organisation anmelden.
upstream-unconfirmed-account = Es gibt bereits ein Konto mit dieser E-Mail-Adresse, seine Adresse wurde aber nie bestätigt. Bestätigen Sie sie (oder setzen Sie das Passwort des Kontos zurück) und melden Sie sich dann erneut über Ihre Organisation an.
upstream-operator-account = Dieses Konto hat eine Rolle in der Betreiberkonsole: Es meldet sich mit seinem eigenen Passwort und zweiten Faktor an, nicht über die Anmeldung einer Organisation.
upstream-registration-closed = Dieses Konto ist hier nicht bekannt, und neue Konten können nicht erstellt werden. Bitten Sie den Betreiber um ein Konto.
upstream-no-email = Der Anbieter hat keine E-Mail-Adresse übermittelt, die für ein neues Konto erforderlich ist.
upstream-unverified-email = Der Anbieter hat nicht bestätigt, dass diese E-Mail-Adresse Ihnen gehört. Daher kann damit kein Konto erstellt werden. Erstellen Sie ein Konto mit Ihrer E-Mail-Adresse und verknüpfen Sie dann den Anbieter auf Ihrer Kontoseite.
upstream-linked-elsewhere = Diese Anmeldung ist bereits mit einem anderen Konto verknüpft.
upstream-already-linked = Ihr Konto ist bereits über eine andere Anmeldung mit diesem Anbieter verknüpft. Heben Sie diese Verknüpfung zuerst auf.
upstream-disabled = Dieses Konto ist deaktiviert.
upstream-reauthenticate = Melden Sie sich auf Ihrer Kontoseite erneut an und verknüpfen Sie dann den Anbieter.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Konto erstellen
signup-lead = Wir senden Ihnen eine E-Mail, um Ihre Adresse zu bestätigen.
signup-email = E-Mail
signup-password = Passwort (mindestens 10 Zeichen)
signup-name = Name (optional)
signup-button = Konto erstellen
signup-closed-title = Registrierung geschlossen
signup-closed-text = Neue Konten werden vom Betreiber dieses Dienstes angelegt. Bitte wenden Sie sich an ihn.
signup-sent-title = Prüfen Sie Ihre E-Mails
signup-sent-text = Wir haben Ihnen eine E-Mail zur Bestätigung Ihrer Adresse gesendet. Folgen Sie dem Link darin. Anmelden können Sie sich bereits jetzt.
signup-sent-continue-text = Wir haben Ihnen eine E-Mail zur Bestätigung Ihrer Adresse gesendet. Sie können sich jetzt anmelden und fortfahren.
signup-sent-continue = Anmelden und fortfahren

## Address confirmation page (opened from the mailed link)

verify-title = E-Mail-Adresse bestätigen
verify-lead = Bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, damit Ihr Konto sie verwenden kann. Wenn Sie hier weder ein Konto erstellt noch eine Adresse geändert haben, bestätigen Sie nichts und schließen Sie diese Seite.
verify-button = Meine Adresse bestätigen
verify-done-title = E-Mail-Adresse bestätigt
verify-done-text = Vielen Dank: Ihre E-Mail-Adresse ist bestätigt. Sie können diese Seite jetzt schließen.

## Password reset request page

forgot-title = Passwort vergessen?
forgot-lead = Geben Sie Ihre E-Mail-Adresse ein. Wenn dazu ein Konto existiert, senden wir Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.
forgot-email = E-Mail
forgot-button = Link senden
forgot-sent-title = Prüfen Sie Ihre E-Mails
forgot-sent-text = Wenn zu dieser Adresse ein Konto existiert, ist eine E-Mail mit einem Link zum Festlegen eines neuen Passworts unterwegs. Der Link ist 30 Minuten lang gültig.

## New password page (opened from the mailed link)

reset-title = Neues Passwort festlegen
reset-lead = Wählen Sie ein Passwort mit 10 bis 256 Zeichen. Alle Geräte, die bei Ihrem Konto angemeldet sind, werden abgemeldet.
reset-password = Neues Passwort
reset-button = Passwort festlegen
reset-done-title = Passwort festgelegt
reset-done-text = Ihr neues Passwort ist festgelegt, und alle Geräte, die angemeldet waren, wurden abgemeldet. Melden Sie sich mit dem neuen Passwort erneut an.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Ihr Profil wurde gespeichert.
account-password-changed = Ihr Passwort wurde geändert. Alle anderen Geräte wurden abgemeldet.
account-email-requested = Wenn diese Adresse verwendet werden kann, ist ein Bestätigungslink dorthin unterwegs. Ihre Adresse ändert sich, sobald er verwendet wird.
account-session-signed-out = Diese Sitzung wurde abgemeldet.
account-others-signed-out = Alle anderen Sitzungen wurden abgemeldet.
account-console-needs-factor = Die Betreiberkonsole erfordert einen zweiten Faktor: Fügen Sie unten eine Authenticator-App oder einen Passkey hinzu und melden Sie sich dann damit erneut an.
account-form-expired = Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.
account-login-lead = Melden Sie sich an, um Ihr Konto anzuzeigen und zu ändern.
account-sign-in-again-lead = Melden Sie sich erneut an, um Ihre Anmeldemethoden zu ändern.
account-sign-in-again = Melden Sie sich zu Ihrer Sicherheit erneut an (mit Ihrem zweiten Faktor, falls Sie einen haben), bevor Sie eine Anmeldemethode hinzufügen oder entfernen.
account-second-step-purpose = Zugriff auf Ihr Konto
account-profile-name = Name
account-profile-mobile = Mobilnummer
account-profile-picture = Bild-URL
account-profile-country-code = Ländercode
account-profile-country = Land
account-profile-city = Ort
account-profile-postal-code = Postleitzahl
account-session-unknown-device = Unbekanntes Gerät
account-session-unknown-app = unbekannte App
account-session-when = Angemeldet: { $since } · zuletzt aktiv: { $active }
account-provider-not-linked = Dieser Anbieter ist nicht mit Ihrem Konto verknüpft.
account-last-sign-in-method = Dies ist die einzige Anmeldemethode Ihres Kontos. Fügen Sie zuerst einen Passkey hinzu oder legen Sie ein Passwort fest (Passwort vergessen?).
account-session-gone = Diese Sitzung ist nicht mehr angemeldet.
account-wrong-password = Das aktuelle Passwort ist falsch.
account-too-many-passwords = Zu viele falsche Passwörter. Warten Sie einige Minuten und versuchen Sie es dann erneut.
account-unknown-action = Diese Aktion ist auf dieser Seite nicht möglich.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Die Authenticator-App wurde entfernt.
factors-passkey-added = Ihr Passkey wurde hinzugefügt. Ab sofort können Sie sich damit anmelden.
factors-passkey-renamed = Der Passkey wurde umbenannt.
factors-passkey-removed = Der Passkey wurde entfernt.
factors-passkey-added-on = Hinzugefügt am { $date }
factors-passkey-last-used = zuletzt verwendet am { $date }
factors-passkey-synced = synchronisiert
factors-wrong-code = Dieser Code ist falsch. Prüfen Sie die Uhrzeit in der App und geben Sie den Code ein, der gerade angezeigt wird.
factors-too-many-codes = Zu viele falsche Codes. Warten Sie einige Minuten und versuchen Sie es dann erneut.
factors-totp-already = Es ist bereits eine Authenticator-App eingerichtet.
factors-totp-nothing-pending = Es wird gerade keine Authenticator-App eingerichtet. Beginnen Sie von vorn.
factors-totp-not-set-up = Es ist keine Authenticator-App eingerichtet.
factors-passkey-registered = Dieser Passkey ist bereits registriert.
factors-passkey-too-many = Ihr Konto hat bereits die maximale Anzahl an Passkeys. Entfernen Sie zuerst einen.
factors-passkey-too-many-attempts = Zu viele Versuche. Warten Sie einige Minuten und versuchen Sie es dann erneut.
factors-passkey-name-length = Der Name eines Passkeys muss 1 bis 64 Zeichen lang sein.
factors-passkey-not-yours = Dieser Passkey gehört nicht mehr zu Ihrem Konto.
factors-passkey-not-added = Der Passkey konnte nicht hinzugefügt werden oder der Vorgang hat zu lange gedauert. Versuchen Sie es erneut.
factors-page-expired = Diese Seite ist abgelaufen. Laden Sie sie neu.
factors-sign-in-again = Melden Sie sich erneut an.
factors-passkeys-unavailable = Passkeys sind auf diesem Server nicht verfügbar.
factors-sign-in-to-add = Melden Sie sich erneut an, um einen Passkey hinzuzufügen.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Mit einem anderen Konto anmelden
links-linked = Der Anbieter wurde verknüpft. Ab sofort können Sie sich damit bei diesem Konto anmelden.
links-unlinked = Die Verknüpfung mit dem Anbieter wurde aufgehoben.
links-linked-on = verknüpft am { $date }
links-unlink = Verknüpfung aufheben
links-link = Mit { $provider } verknüpfen

## The account page's third-party apps the user allowed.

apps-heading = Apps mit Zugriff
apps-allowed-on = zugelassen am { $date }
apps-remove = Zugriff entfernen
apps-removed = Der Zugriff der App wurde entfernt und die App abgemeldet.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Konto löschen
delete-explain-lead = Sie können Ihr Konto und alle dazu gespeicherten Daten selbst löschen.
delete-explain-sign-in = Melden Sie sich an: mit Ihrem Passwort, einem Passkey oder dem Anbieter, mit dem Sie sich registriert haben („Mit … anmelden“).
delete-explain-confirm = Bestätigen Sie, dass das Konto gelöscht werden soll.
delete-explain-what = Was gelöscht wird: Ihr Profil (Name, E-Mail-Adresse, Telefonnummer, Bild, Ort), Ihr Passwort, alle Sitzungen samt den dazu erfassten Geräten und Orten, zweite Faktoren, Passkeys, verknüpfte Anmeldeanbieter und alle an Apps ausgegebenen Tokens. Alle Geräte werden abgemeldet. Das Sicherheitsprotokoll bewahrt seine Einträge zu Ihnen unter einem zufälligen Namen und ohne IP-Adressen höchstens { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } lang auf.
delete-explain-now = Wann: sofort. Sie erhalten eine Bestätigung an Ihre E-Mail-Adresse.
delete-explain-later = Wann: { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } nach Ihrer Anfrage. Wenn Sie sich vorher anmelden, bleibt das Konto bestehen. Sie erhalten eine Bestätigung an Ihre E-Mail-Adresse.
delete-explain-apps = Apps können das Konto auch über ihre Einstellungen löschen.
delete-explain-link = Anmelden und Konto löschen
delete-login-lead = Melden Sie sich an, um Ihr Konto zu löschen.
delete-confirm-what = Dadurch werden Ihr Profil, Ihre Sitzungen, zweiten Faktoren, Passkeys und verknüpften Anbieter gelöscht, und Sie werden auf allen Geräten abgemeldet.
delete-confirm-later = Das Konto wird nach { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } gelöscht. Wenn Sie sich vorher anmelden, bleibt es bestehen.
delete-confirm-now = Dies kann nicht rückgängig gemacht werden.
delete-confirm-check = Mein Konto und alle dazu gespeicherten Daten löschen
delete-confirm-button = Mein Konto löschen
delete-confirm-keep = Mein Konto behalten
delete-done-title = Konto gelöscht
delete-done = Ihr Konto und alle dazu gespeicherten Daten wurden gelöscht. Eine Bestätigung ist an Ihre E-Mail-Adresse unterwegs.
delete-scheduled-title = Kontolöschung geplant
delete-scheduled = Alle Sitzungen wurden beendet. Ihr Konto wird am { $date } gelöscht. Wenn Sie es behalten möchten, melden Sie sich vorher an.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Sprache
account-language-help = Die Sprache der Seiten dieses Kontos und der E-Mails, die es erhält.
account-language-save = Sprache speichern
account-language-saved = Ihre Sprache wurde gespeichert.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsole
console-nav-signed-in = Konsole · angemeldet als { $email } ({ $role })
console-nav-your-account = Ihr Konto
console-nav-label = Konsole
console-nav-overview = Übersicht
console-nav-users = Benutzer
console-nav-organizations = Organisationen
console-nav-clients = Clients
console-nav-apis = APIs
console-nav-webhooks = Webhooks
console-nav-audit = Audit-Protokoll
console-nav-keys = Schlüssel
console-nav-settings = Einstellungen

console-frame-role-admin = Admin
console-frame-role-support = Support
console-frame-role-viewer = Leser
console-frame-role-none = keine
console-frame-table-empty = { $caption }: keine Einträge.
console-frame-age-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
    }
console-frame-age-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
    }
console-frame-age-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
    }

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Ihre Konsolenrolle erlaubt den Zugriff auf diese Seite nicht. Wenden Sie sich bei Bedarf an einen Administrator.
console-gate-form-expired = Dieses Formular ist abgelaufen oder stammt nicht aus der Konsole. Öffnen Sie die Seite erneut und wiederholen Sie den Vorgang.
console-gate-change-not-allowed = Ihre Konsolenrolle erlaubt diese Änderung nicht.
console-gate-no-role = Ihr Konto hat keine Rolle in der Konsole. Ein Administrator kann Ihnen eine zuweisen.
console-gate-not-allowed-title = Nicht erlaubt
console-gate-not-found-title = Nicht gefunden
console-gate-not-done-title = Nicht ausgeführt
console-gate-sign-in-again-lead = Melden Sie sich erneut mit Ihrem zweiten Faktor an, um die Konsole zu öffnen.
console-gate-needs-second-factor = Für die Konsole ist eine Anmeldung mit Ihrem zweiten Faktor erforderlich (Authenticator-App oder Passkey).
console-gate-no-such-user = Diesen Benutzer gibt es nicht.
console-gate-no-such-client = Diesen Client gibt es nicht.
console-gate-no-such-api = Diese API gibt es nicht.
console-gate-no-such-webhook = Diesen Webhook gibt es nicht.
console-gate-no-such-delivery = Diese Zustellung gibt es nicht.
console-gate-no-such-session = Diese Sitzung gibt es nicht.
console-gate-no-such-link = Diese Verknüpfung gibt es nicht.
console-gate-no-such-organization = Diese Organisation gibt es nicht.
console-gate-no-such-domain = Diese Domain gibt es nicht.
console-gate-no-such = Nicht vorhanden: { $what }.
console-gate-duplicate-email = Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.
console-gate-last-sign-in-method = Die Verknüpfung ist die letzte Anmeldemethode des Kontos. Legen Sie zuerst ein Passwort fest.
console-gate-api-exists = Eine API mit dieser Kennung existiert bereits.
console-gate-disable-client-first = Deaktivieren Sie den Client, bevor Sie ihn löschen.

## The console's overview page.

console-overview-title = Übersicht
console-overview-find-user = Benutzer suchen
console-overview-accounts = Konten
console-overview-live-sessions = Aktive Sitzungen
console-overview-sign-ins = Anmeldungen, 24 h
console-overview-failed-sign-ins = Fehlgeschlagene Anmeldungen, 24 h
console-overview-lockouts = Aktuelle Sperren
console-overview-failing-deliveries = Fehlgeschlagene Webhook-Zustellungen
console-overview-chart-heading = Anmeldungen in den letzten 24 Stunden
console-overview-counted = Stand: { $at } (die Zahlen sind höchstens eine Minute alt).
console-overview-chart-label = Anmeldungen pro Stunde in den letzten 24 Stunden: { $succeeded } erfolgreich, { $failed } fehlgeschlagen
console-overview-chart-hour = { $time }: { $succeeded } erfolgreich, { $failed } fehlgeschlagen
console-overview-chart-start = vor 24 Stunden
console-overview-chart-end = jetzt
console-overview-legend-succeeded = erfolgreich ({ $count })
console-overview-legend-failed = fehlgeschlagen ({ $count })
console-overview-keys-heading = Signaturschlüssel
console-overview-keys-caption = Signaturschlüssel, neueste zuerst
console-overview-key = Schlüssel
console-overview-algorithm = Algorithmus
console-overview-state = Status
console-overview-age = Alter
console-overview-signing-for = Signierdauer
console-overview-key-pending = ausstehend
console-overview-key-active = aktiv
console-overview-key-retired = stillgelegt
console-overview-keys-link = Schlüssel und Rotation

## The console's users list.

console-users-title = Benutzer
console-users-deleted = Der Benutzer wurde gelöscht.
console-users-search-label = Adresse, Name oder Benutzer-ID
console-users-search = Suchen
console-users-search-help = Adressen werden ab ihrem Anfang verglichen, Namen ab dem Anfang jedes Wortes, IDs nur vollständig.
console-users-caption = Benutzer, älteste zuerst
console-users-matching = Benutzer passend zu „{ $query }“
console-users-address = Adresse
console-users-name = Name
console-users-verified = Bestätigt
console-users-state = Status
console-users-created = Erstellt
console-users-yes = ja
console-users-no = nein
console-users-enabled = aktiviert
console-users-disabled = deaktiviert
console-users-next-page = Nächste Seite

## The console's page of one user.

console-user-done-disabled = Der Benutzer wurde deaktiviert. Alle Sitzungen wurden beendet.
console-user-done-enabled = Der Benutzer wurde aktiviert und kann sich wieder anmelden.
console-user-done-signed-out = Alle Sitzungen des Benutzers wurden beendet.
console-user-done-session-ended = Die Sitzung wurde beendet.
console-user-done-factors-reset = Die zweiten Faktoren des Benutzers wurden entfernt. Der Benutzer wurde per E-Mail benachrichtigt.
console-user-done-verification-sent = Die Bestätigungs-E-Mail ist unterwegs.
console-user-done-role = Die Rolle wurde geändert.
console-user-why-heading = Warum kann sich dieser Benutzer nicht anmelden?
console-user-nothing-stops = Derzeit hindert nichts diesen Benutzer daran, sich anzumelden.
console-user-reason-disabled = Das Konto wurde von einem Betreiber deaktiviert.
console-user-reason-unverified = Die Adresse ist nicht bestätigt: Eine Anmeldung mit Passwort wird abgelehnt, bis der Link in der Bestätigungs-E-Mail verwendet wurde.
console-user-reason-locked-password = Nach falschen Passwörtern von { $ip } gesperrt bis { $until } (etwa { $minutes } Min.; Drosselung der Anmeldung).
console-user-reason-locked-second-step = Der zweite Schritt ist nach falschen Codes gesperrt bis { $until } (etwa { $minutes } Min.; Drosselung des zweiten Faktors).
console-user-reason-passkey-only = Das Konto hat kein Passwort: Die Anmeldung ist nur mit einem Passkey möglich (oder nach dem Zurücksetzen des Passworts).
console-user-reason-providers-only = Das Konto hat kein Passwort: Die Anmeldung ist nur über { $providers } möglich (oder nach dem Zurücksetzen des Passworts).
console-user-reason-second-factor-due = Es ist kein zweiter Faktor eingerichtet, aber diese Apps verlangen eine Zwei-Faktor-Anmeldung: { $clients }. Der Benutzer muss zuerst einen zweiten Faktor hinzufügen.
console-user-reason-deletion-scheduled = Der Benutzer hat die Löschung des Kontos beantragt: Es wird am { $date } gelöscht, sofern vorher keine Anmeldung erfolgt.
console-user-profile = Profil
console-user-id = Benutzer-ID
console-user-address = Adresse
console-user-verified = Bestätigt
console-user-state = Status
console-user-name = Name
console-user-mobile = Mobilnummer
console-user-place = Ort
console-user-created = Erstellt
console-user-console-role = Konsolenrolle
console-user-sessions = Sitzungen
console-user-sessions-caption = Aktive Sitzungen, neueste zuerst
console-user-device = Gerät
console-user-ip-and-place = IP und Ort
console-user-signed-in = Angemeldet
console-user-last-active = Zuletzt aktiv
console-user-methods = Methoden
console-user-end-column = Beenden
console-user-end-session = Beenden
console-user-unknown-device = Unbekanntes Gerät
console-user-second-factors = Zweite Faktoren
console-user-authenticator-app = Authenticator-App
console-user-recovery-codes-left = Verbleibende Wiederherstellungscodes
console-user-passkeys = Passkeys
console-user-factor-none = keine
console-user-totp-since = seit { $date }
console-user-providers-and-apps = Anbieter und Apps
console-user-links-caption = Verknüpfte Anbieter
console-user-provider = Anbieter
console-user-address-given = Übermittelte Adresse
console-user-linked = Verknüpft
console-user-consents-caption = Einwilligungen für Apps von Drittanbietern
console-user-client = Client
console-user-scopes = Scopes
console-user-allowed = Zugelassen
console-user-recent-events = Letzte Ereignisse
console-user-events-caption = Die neuesten Audit-Ereignisse zu diesem Benutzer
console-user-when = Zeitpunkt
console-user-type = Typ
console-user-actor = Akteur
console-user-ip = IP
console-user-every-event = Alle Ereignisse zu diesem Benutzer
console-user-actions = Aktionen
console-user-disable = Deaktivieren
console-user-enable = Aktivieren
console-user-sign-out-everywhere = Überall abmelden
console-user-resend-verification = Bestätigungs-E-Mail erneut senden
console-user-reset-factors = Zweite Faktoren zurücksetzen
console-user-reset-factors-confirm = Authenticator-App, Wiederherstellungscodes und Passkeys entfernen
console-user-delete = Benutzer löschen
console-user-delete-confirm = Dieses Konto und alle zugehörigen Daten sofort löschen
console-user-role-heading = Konsolenrolle
console-user-role-label = Rolle
console-user-set-role = Rolle festlegen
console-user-role-help = Leser sehen alle Seiten. Support kann außerdem Benutzer deaktivieren und aktivieren, abmelden, ihre zweiten Faktoren zurücksetzen und Bestätigungs-E-Mails erneut senden. Admins dürfen alles.
console-user-unknown-action = Diese Aktion ist auf dieser Seite nicht möglich.
console-user-not-on-this-user = Nicht bei diesem Benutzer: Betreiber unterhalb der Rolle Admin können nur Benutzer ohne Rolle bearbeiten, und niemand kann hier die eigene Rolle, den eigenen Status, die eigenen Faktoren oder das eigene Konto ändern.
console-user-tick-to-confirm = Aktivieren Sie zur Bestätigung das Kontrollkästchen und wiederholen Sie den Vorgang.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Clients
console-client-list-caption = Clients, älteste zuerst
console-client-name = Name
console-client-kind = Art
console-client-state = Status
console-client-registered = Registriert
console-client-kind-public = öffentlich
console-client-kind-confidential = vertraulich
console-client-state-enabled = aktiviert
console-client-state-disabled = deaktiviert
console-client-register-heading = Client registrieren
console-client-register = Registrieren
console-client-registered-notice = Der Client wurde registriert.
console-client-deleted = Der Client wurde gelöscht.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Redirect-URIs, eine pro Zeile
console-client-scopes-field = Scopes (leer: openid email profile authorization)
console-client-package-names-field = Android-Paketnamen, einer pro Zeile
console-client-app-origins-field = App-Ursprünge für Passkeys, einer pro Zeile
console-client-logout-uri-field = Back-Channel-Logout-URI
console-client-organization-field = Organisation eines Shared-Signals-Empfängers (Slug oder ID)
console-client-flag-public = Öffentlich (Browser- oder native App: kein Secret, PKCE)
console-client-flag-resource-server = Ressourcenserver (darf Tokens introspektieren)
console-client-flag-client-credentials = Darf Tokens für sich selbst abrufen (client_credentials)
console-client-flag-rotate-refresh-tokens = Refresh-Tokens rotieren
console-client-flag-require-mfa = Nur Zwei-Faktor-Anmeldungen
console-client-flag-require-par = Nur Pushed Authorization Requests
console-client-flag-third-party = Drittanbieter: Benutzer müssen zuerst einwilligen
console-client-flag-shared-signals = Shared-Signals-Empfänger: erhält einen Strom von Sicherheitsereignissen

## Console: one client's page

console-client-saved = Die Einstellungen des Clients wurden gespeichert.
console-client-disabled-notice = Der Client wurde deaktiviert. Seine Tokens werden nicht mehr akzeptiert.
console-client-granted = Die Berechtigung wurde gespeichert.
console-client-secret-replaced = Das Secret wurde ersetzt.
console-client-secret-heading = Client-Secret
console-client-secret-once = Kopieren Sie es jetzt: Es wird nur dieses eine Mal angezeigt (gespeichert wird nur sein Hash).
console-client-settings-heading = Einstellungen
console-client-yes = ja
console-client-no = nein
console-client-redirect-uris = Redirect-URIs
console-client-scopes = Scopes
console-client-resource-server = Ressourcenserver
console-client-two-factor-only = Nur Zwei-Faktor
console-client-par-only = Nur PAR
console-client-third-party = Drittanbieter
console-client-shared-signals = Shared-Signals-Empfänger
console-client-changed = Geändert
console-client-grants-heading = Berechtigungen für APIs
console-client-grants-caption = APIs, die dieser Client für sich selbst aufrufen darf
console-client-api = API
console-client-api-identifier = API-Kennung
console-client-grant = Berechtigen
console-client-actions-heading = Aktionen
console-client-rotate-secret = Secret rotieren
console-client-rotate-secret-confirm = Secret ersetzen: Das alte funktioniert ab sofort nicht mehr
console-client-disable = Deaktivieren
console-client-disable-confirm = Client deaktivieren: Seine Tokens werden nicht mehr akzeptiert
console-client-delete = Löschen
console-client-delete-confirm = Client mit allem, was für ihn ausgestellt wurde, löschen
console-client-edit-heading = Bearbeiten
console-client-save = Speichern
console-client-confirm-first = Aktivieren Sie zur Bestätigung das Kontrollkästchen und wiederholen Sie den Vorgang.
console-client-unknown-action = Diese Aktion ist auf dieser Seite nicht möglich.

## Console: the APIs page

console-api-title = APIs
console-api-list-caption = APIs (Resource Indicators)
console-api-identifier = Kennung
console-api-scopes = Scopes
console-api-registered-column = Registriert
console-api-register-heading = API registrieren
console-api-identifier-field = Kennung (eine https-URL)
console-api-scopes-field = Scopes, durch Leerzeichen getrennt
console-api-register = Registrieren
console-api-registered = Die API wurde registriert.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = Webhook-Endpunkte
console-webhook-endpoint = Endpunkt (seine Zustellungen)
console-webhook-events = Ereignisse
console-webhook-registered-column = Registriert
console-webhook-remove = Entfernen
console-webhook-remove-confirm = Zustellung an diesen Endpunkt beenden
console-webhook-secret-heading = Signatur-Secret
console-webhook-secret-once = Geben Sie es jetzt an den Empfänger weiter: Es wird nur dieses eine Mal angezeigt.
console-webhook-register-heading = Endpunkt registrieren
console-webhook-url = URL
console-webhook-events-field = Ereignistypen, durch Leerzeichen getrennt
console-webhook-register = Registrieren
console-webhook-registered = Der Endpunkt wurde registriert.
console-webhook-removed = Der Endpunkt wurde entfernt.
console-webhook-confirm-first = Aktivieren Sie zur Bestätigung das Kontrollkästchen und wiederholen Sie den Vorgang.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Zustellungen
console-webhook-deliveries-caption = Zustellungen, neueste zuerst
console-webhook-delivery = Zustellung
console-webhook-event = Ereignis
console-webhook-status = Status
console-webhook-attempts = Versuche
console-webhook-last-error = Letzter Fehler
console-webhook-replay = Erneut senden
console-webhook-replayed = Die Zustellung wurde erneut eingereiht.
console-webhook-status-pending = ausstehend
console-webhook-status-delivered = zugestellt
console-webhook-status-failed = fehlgeschlagen

## Console: the audit trail

console-audit-title = Audit-Protokoll
console-audit-user-id = Benutzer-ID
console-audit-address = Adresse
console-audit-type = Typ
console-audit-since = Seit (RFC 3339)
console-audit-until = Bis (RFC 3339)
console-audit-any-type = alle
console-audit-filter = Filtern
console-audit-caption = Ereignisse, neueste zuerst
console-audit-when = Zeitpunkt
console-audit-type-column = Typ
console-audit-actor = Akteur
console-audit-user = Benutzer
console-audit-client = Client
console-audit-ip = IP
console-audit-older = Ältere Ereignisse

## Console: the signing keys

console-keys-title = Schlüssel
console-keys-caption = Schlüsselbund, neueste zuerst
console-keys-key = Schlüssel
console-keys-algorithm = Algorithmus
console-keys-state = Status
console-keys-made = Erstellt
console-keys-age = Alter
console-keys-signing-since = Signiert seit
console-keys-retired = Stillgelegt
console-keys-state-pending = ausstehend
console-keys-state-active = aktiv
console-keys-state-retired = stillgelegt
console-keys-rotate-heading = Rotieren
console-keys-rotate-help = Die Rotation erfolgt in zwei Schritten: Der erste veröffentlicht einen neuen id_token-Schlüssel im JWKS, der zweite lässt ihn signieren (und ersetzt den access-token-Schlüssel). Alte Schlüssel bleiben zur Prüfung gültig, bis ihr letztes Token abläuft.
console-keys-rotate = Rotieren
console-keys-rotate-confirm = Signaturschlüssel rotieren
console-keys-published = Ein neuer id_token-Schlüssel wurde veröffentlicht. Mit der nächsten Rotation signiert er.
console-keys-activated = Der veröffentlichte Schlüssel signiert jetzt id_tokens, zusammen mit einem neuen access-token-Schlüssel.
console-keys-not-done = Nicht ausgeführt
console-keys-confirm-first = Aktivieren Sie zur Bestätigung das Kontrollkästchen und wiederholen Sie den Vorgang.

## Console: the settings

console-settings-title = Einstellungen
console-settings-effective-heading = Wirksame Konfiguration
console-settings-effective-help = Nach Dateien, Umgebung und Standardwerten; Secrets sind maskiert.
console-settings-caption = Einstellungen
console-settings-setting = Einstellung
console-settings-value = Wert
console-settings-upstream-heading = Upstream-Anbieter
console-settings-providers-caption = Anbieter
console-settings-provider-id = ID
console-settings-provider-button = Schaltfläche
console-settings-provider-last-error = Letzter Fehler auf dieser Instanz
console-settings-no-trouble = keiner seit dem Start
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Geben Sie in einer App stattdessen diesen Code ein: { $token }
mail-set-password-button = Neues Passwort festlegen
mail-open-account-button = Ihr Konto öffnen

## Verification of a new account's address

mail-verification-subject = Bestätigen Sie Ihre E-Mail-Adresse
mail-verification-welcome = Willkommen! Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.
mail-verification-link-hours = { $hours ->
    [one] Der Link ist { $hours } Stunde lang gültig und kann einmal verwendet werden.
   *[other] Der Link ist { $hours } Stunden lang gültig und kann einmal verwendet werden.
    }
mail-verification-ignore = Wenn Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail.
mail-verification-button = Meine Adresse bestätigen

## Moving an account to a new address: the mail to the new address

mail-change-subject = Bestätigen Sie Ihre neue E-Mail-Adresse
mail-change-confirm = Bitte bestätigen Sie, dass Ihr Konto ab sofort diese E-Mail-Adresse verwenden soll.
mail-change-link-hours = { $hours ->
    [one] Der Link ist { $hours } Stunde lang gültig und kann einmal verwendet werden. Bis dahin bleibt Ihre bisherige Adresse bestehen.
   *[other] Der Link ist { $hours } Stunden lang gültig und kann einmal verwendet werden. Bis dahin bleibt Ihre bisherige Adresse bestehen.
    }
mail-change-ignore = Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail. Es ändert sich nichts.
mail-change-button = Diese Adresse verwenden

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Änderung der E-Mail-Adresse Ihres Kontos
mail-change-notice-asked = Jemand, der bei Ihrem Konto angemeldet ist, hat beantragt, es auf die Adresse { $address } umzustellen.
mail-change-notice-until = Die Umstellung erfolgt erst, wenn ein an diese Adresse gesendeter Link verwendet wird. Bis dahin bleibt diese Adresse bestehen.
mail-change-notice-not-you = Wenn Sie das nicht waren, legen Sie jetzt ein neues Passwort fest. Dadurch werden alle Sitzungen beendet und der Link wird ungültig.

## To an address that tried to register again

mail-registered-subject = Sie haben bereits ein Konto
mail-registered-tried = Jemand hat versucht, mit dieser E-Mail-Adresse ein Konto zu erstellen, obwohl es dafür bereits eines gibt.
mail-registered-if-you = Wenn Sie das waren, melden Sie sich an, oder legen Sie ein neues Passwort fest, falls Sie es vergessen haben.
mail-registered-not-you = Wenn Sie das nicht waren, ignorieren Sie diese E-Mail. Es hat sich nichts geändert.

## Password reset

mail-reset-subject = Neues Passwort festlegen
mail-reset-asked = Jemand hat beantragt, ein neues Passwort für Ihr Konto festzulegen.
mail-reset-link-minutes = { $minutes ->
    [one] Der Link ist { $minutes } Minute lang gültig und kann einmal verwendet werden. Eine neuere Anfrage ersetzt ihn.
   *[other] Der Link ist { $minutes } Minuten lang gültig und kann einmal verwendet werden. Eine neuere Anfrage ersetzt ihn.
    }
mail-reset-not-you = Wenn Sie das nicht waren, ignorieren Sie diese E-Mail. Ihr Passwort bleibt unverändert.

## Notices: a second factor changed

mail-totp-added-subject = Eine Authenticator-App wurde hinzugefügt
mail-totp-added-body = Ihrem Konto wurde eine Authenticator-App als zweiter Faktor hinzugefügt.
mail-totp-removed-subject = Ihre Authenticator-App wurde entfernt
mail-totp-removed-body = Die Authenticator-App wurde aus Ihrem Konto entfernt. Für die Anmeldung ist jetzt nur noch Ihr Passwort erforderlich.
mail-passkey-added-subject = Ein Passkey wurde hinzugefügt
mail-passkey-added-body = Ihrem Konto wurde ein Passkey hinzugefügt. Damit können Sie sich ohne Passwort anmelden.
mail-passkey-removed-subject = Ein Passkey wurde entfernt
mail-passkey-removed-body = Ein Passkey wurde aus Ihrem Konto entfernt. Sie können sich damit nicht mehr anmelden.
mail-recovery-used-subject = Ein Wiederherstellungscode wurde verwendet
mail-recovery-used-body = { $left ->
    [one] Bei der Anmeldung in Ihrem Konto wurde ein Wiederherstellungscode verwendet. { $left } Code ist noch unbenutzt.
   *[other] Bei der Anmeldung in Ihrem Konto wurde ein Wiederherstellungscode verwendet. { $left } Codes sind noch unbenutzt.
    }
mail-factor-not-you = Wenn Sie das nicht waren, ändern Sie Ihr Passwort und melden Sie sich auf Ihrer Kontoseite überall ab.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } wurde mit Ihrem Konto verknüpft
mail-linked-body = Ihr Konto wurde mit einem Konto bei { $provider } verknüpft. Wenn Sie sich mit { $provider } anmelden, wird jetzt dieses Konto geöffnet.
mail-unlinked-subject = Die Verknüpfung Ihres Kontos mit { $provider } wurde aufgehoben
mail-unlinked-body = Die Verknüpfung Ihres Kontos mit { $provider } wurde aufgehoben. Die Anmeldung mit { $provider } öffnet es nicht mehr.
mail-link-not-you = Wenn Sie das nicht waren, ändern Sie Ihr Passwort, melden Sie sich überall ab und heben Sie auf Ihrer Kontoseite die Verknüpfung mit dem Anbieter auf.

## Account deleted

mail-deleted-subject = Ihr Konto wurde gelöscht
mail-deleted-body = Ihr Konto und alle dazu gespeicherten Daten wurden gelöscht, und alle Sitzungen wurden beendet.
mail-deleted-register-again = Mit dieser Adresse können Sie sich erneut registrieren. Vom alten Konto wird nichts wiederhergestellt.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Ihr Konto wird gelöscht
mail-deletion-due = Ihr Konto wird am { $date } gelöscht. Alle Sitzungen wurden beendet.
mail-deletion-keep = Wenn Sie es behalten möchten, melden Sie sich vorher erneut an. Wenn Sie dies nicht beantragt haben, melden Sie sich an und ändern Sie Ihr Passwort.
mail-deletion-button = Anmelden und Konto behalten

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = Treten Sie { $organization } bei
mail-invitation-body = Sie wurden eingeladen, { $organization } beizutreten. Öffnen Sie den Link, um die Einladung anzunehmen: Melden Sie sich mit dieser Adresse an oder erstellen Sie damit ein Konto.
# $days: how many days the link works.
mail-invitation-expiry = { $days ->
    [one] Der Link ist { $days } Tag lang gültig.
   *[other] Der Link ist { $days } Tage lang gültig.
    }
mail-invitation-ignore = Wenn Sie diese Organisation nicht kennen, ignorieren Sie diese E-Mail. Es passiert nichts, solange Sie die Einladung nicht annehmen.
# Button: opens the invitation's page.
mail-invitation-button = Einladung ansehen
console-organizations-title = Organisationen
console-organizations-name = Name
console-organizations-slug = URL-Kurzname
console-organizations-enabled = Aktiviert
console-organizations-mfa = Zweiter Faktor
console-organizations-new = Neue Organisation
console-organizations-create = Organisation erstellen
console-organizations-created = Die Organisation wurde erstellt.
console-organization-saved = Die Regeln der Domain wurden gespeichert.
console-organization-id = ID
console-organization-members = Mitglieder
console-organization-roles = Rollen
console-organization-managed = Über Organisationsanmeldung
console-organization-break-glass = Notfallzugang
console-organization-invitations = Ausstehende Einladungen
console-organization-expires = Läuft ab
console-organization-domains = Domains
console-organization-domain = Domain
console-organization-state = Status
console-organization-rules = Regeln
console-organization-save-rules = Speichern
console-organization-sign-in = Eigene Anmeldung der Organisation
console-organization-no-sign-in = Keine eigene Anmeldung: Die Mitglieder melden sich mit ihrem Passwort oder einem Passkey an.
# $organization: the organization's name.
organization-admin-title = { $organization }: Organisationseinstellungen
organization-admin-lead = Sie verwalten diese Organisation als { $email }.
organization-admin-none = Hier gibt es noch nichts.
organization-admin-members = Mitglieder
organization-admin-remove = Entfernen
organization-admin-yes = Ja
organization-admin-no = Nein
organization-admin-email = E-Mail-Adresse
organization-admin-roles = Rollen
organization-admin-managed = Über Organisationsanmeldung
organization-admin-action = Aktion
organization-admin-invitations = Ausstehende Einladungen
organization-admin-revoke = Zurückziehen
organization-admin-expires = Läuft ab
organization-admin-invite = Jemanden einladen
organization-admin-role = Rolle
organization-admin-invite-button = Einladung senden
organization-admin-domains = Domains
organization-admin-domains-lead = Beanspruchen Sie die E-Mail-Domain Ihres Unternehmens, veröffentlichen Sie den angezeigten TXT-Eintrag und verifizieren Sie die Domain dann. Adressen einer verifizierten Domain können sich über die Anmeldung Ihrer Organisation anmelden.
organization-admin-verify = Verifizieren
organization-admin-verified = Verifiziert
organization-admin-pending = Ausstehend
organization-admin-domain = Domain
organization-admin-state = Status
organization-admin-record = Zu veröffentlichender Eintrag
organization-admin-add-domain = Domain beanspruchen
organization-admin-sign-in = Anmeldung Ihrer Organisation
organization-admin-no-sign-in = Ihre Mitglieder melden sich mit ihrem Passwort an. Richten Sie Ihren eigenen OpenID-Anbieter ein (Okta, Entra ID, Google Workspace…), damit sie sich darüber anmelden.
organization-admin-issuer = Issuer-URL
organization-admin-client-id = Client-ID
organization-admin-client-secret = Client-Secret
organization-admin-redirect-uri = Bei Ihrem Anbieter zu registrierende Redirect-URI
organization-admin-save-sign-in = Anmeldung speichern
organization-admin-sign-in-title = Melden Sie sich zuerst an
organization-admin-sign-in-text = Melden Sie sich auf Ihrer Kontoseite an und öffnen Sie diese Seite dann erneut.
organization-admin-sign-in-link = Zu Ihrem Konto
organization-admin-unknown-title = Organisation nicht gefunden
organization-admin-unknown-text = Hier gibt es keine Organisation, die Sie verwalten.
organization-admin-unknown-change = Diese Änderung ist auf dieser Seite nicht möglich.
organization-admin-scim = Bereitstellung (SCIM)
organization-admin-scim-lead = Ihr Verzeichnis (Okta, Entra ID, Google Workspace…) legt hier über SCIM 2.0 Ihre Mitglieder und Gruppen an, ändert und entfernt sie. Hinterlegen Sie dort die Basis-URL und das Token einer Verbindung.
organization-admin-scim-base-url = Basis-URL
organization-admin-scim-made = Erstellt
organization-admin-scim-last-used = Zuletzt verwendet
organization-admin-scim-never = Nie
organization-admin-scim-old-token = Altes Token gültig bis
organization-admin-scim-rotate = Neues Token
organization-admin-scim-make = Verbindung erstellen
organization-admin-scim-token-title = Das Token für Ihr Verzeichnis
organization-admin-scim-token-text = Kopieren Sie die Basis-URL und das Token jetzt in Ihr Verzeichnis: Das Token wird nicht noch einmal angezeigt. Ein etwaiges altes Token bleibt noch einen Tag gültig.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Verbindung widerrufen: ihre Tokens funktionieren ab sofort nicht mehr
# $organization: the organization's name.
invitation-title = { $organization } beitreten
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = Sie wurden eingeladen, { $organization } als { $email } beizutreten.
invitation-join-button = Beitreten
invitation-sign-up-lead = Sie wurden eingeladen, { $organization } beizutreten. Erstellen Sie dazu Ihr Konto mit { $email }: Die Einladung belegt, dass diese Adresse Ihnen gehört.
invitation-name = Ihr Name
invitation-password = Wählen Sie ein Passwort (mindestens 10 Zeichen)
invitation-sign-up-button = Konto erstellen und beitreten
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = Diese Einladung gilt für { $email }, Sie sind aber als { $current } angemeldet. Melden Sie sich ab und öffnen Sie den Link dann erneut.
# $email: the invited address.
invitation-sign-in-first = Diese Einladung gilt für { $email }. Zu dieser Adresse gibt es hier bereits ein Konto. Melden Sie sich damit auf Ihrer Kontoseite an und öffnen Sie den Link dann erneut.
invitation-sign-in-as-invitee = Melden Sie sich zuerst mit der eingeladenen Adresse an.
invitation-unusable-title = Diese Einladung kann nicht verwendet werden
invitation-unusable-text = Sie wurde bereits verwendet, zurückgezogen, durch eine neuere ersetzt oder ist abgelaufen. Bitten Sie die Organisation um eine neue Einladung.
# $organization: the organization's name.
invitation-joined-title = Sie sind { $organization } beigetreten
invitation-joined-text = Sie sind jetzt Mitglied: Apps, bei denen Sie sich für diese Organisation anmelden, sehen das.
invitation-joined-new-account = Ihr Konto ist eingerichtet und Sie sind Mitglied: Melden Sie sich mit Ihrer Adresse und dem gewählten Passwort an.

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
api-code-refresh-token = Token und Refresh-Token ausgestellt
api-code-token = Token ausgestellt
api-code-userdata = Benutzerdaten
api-code-login-success = Anmeldung erfolgreich
api-code-auth-code = Autorisierungscode ausgestellt
api-code-id-token = id_token ausgestellt
api-code-logged-out = Abgemeldet; die Sitzung und ihre Tokens wurden widerrufen
api-code-ok = Erledigt
api-code-alive = In Betrieb
api-code-ready = Bereit
api-code-sessions = Ihre aktiven Sitzungen
api-code-export = Alle zu Ihrem Konto gespeicherten Daten
api-code-email-change-requested = Wenn die Adresse verwendet werden kann, ist ein Bestätigungslink dorthin unterwegs
api-code-account-deleted = Ihr Konto und alle dazu gespeicherten Daten wurden gelöscht; alle Sitzungen wurden beendet
api-code-deletion-scheduled = Alle Sitzungen wurden beendet und Ihr Konto wird gelöscht; melden Sie sich vorher erneut an, wenn Sie es behalten möchten
api-code-reauthentication-required = Melden Sie sich zuerst erneut an: Dafür ist eine Anmeldung aus den letzten Minuten erforderlich
api-code-session-ended = Abgemeldet; die Sitzung und ihre Tokens wurden widerrufen
api-code-password-changed = Passwort geändert; alle anderen Sitzungen und ihre Tokens wurden widerrufen
api-code-registration-accepted = Registrierung eingegangen; bestätigen Sie Ihre Adresse über den Link in der E-Mail
api-code-email-verified = E-Mail-Adresse bestätigt
api-code-reset-requested = Wenn zu der Adresse ein Konto existiert, ist eine E-Mail mit einem Link zum Zurücksetzen unterwegs
api-code-password-reset = Passwort festgelegt; alle Sitzungen und ihre Tokens wurden widerrufen
api-code-registration-closed = Die Registrierung ist geschlossen; bitten Sie den Betreiber um ein Konto
api-code-invalid-request = Die Anfrage ist fehlerhaft
api-code-unsupported-grant-type = grant_type muss code oder refresh_token sein
api-code-invalid-grant = Der Code oder das refresh_token ist ungültig, abgelaufen, widerrufen oder wurde für einen anderen Client ausgestellt
api-code-invalid-client = Client-Authentifizierung fehlgeschlagen
api-code-invalid-credentials = E-Mail-Adresse oder Passwort ist falsch. Mit einem neuen Konto können Sie sich anmelden, sobald die Adresse bestätigt ist: Den Link dazu finden Sie in Ihren E-Mails
api-code-mfa-required = Ein zweiter Faktor ist erforderlich: Antworten Sie mit einem Code Ihrer Authenticator-App oder einem Wiederherstellungscode
api-code-mfa-enrolment-required = Diese Anwendung erfordert eine Zwei-Faktor-Anmeldung: Richten Sie auf Ihrer Kontoseite eine Authenticator-App oder einen Passkey ein und melden Sie sich dann erneut an
api-code-passkey-options = Übergeben Sie diese Optionen an den Authenticator
api-code-passkey-added = Passkey hinzugefügt
api-code-passkeys = Ihre Passkeys
api-code-links = Ihre verknüpften Anmeldeanbieter
api-code-last-sign-in-method = Dies ist die letzte Anmeldemethode des Kontos: Legen Sie zuerst ein Passwort fest oder fügen Sie einen Passkey hinzu
api-code-insufficient-scope = Der Scope des Tokens erlaubt diese Anfrage nicht
api-code-not-a-member = Sie können sich für diese Organisation nicht anmelden: Bitten Sie ihren Administrator, Sie hinzuzufügen
api-code-sso-required = Sie melden sich über Ihre Organisation an: Fahren Sie bei ssoUrl fort
api-code-not-found = Diese Ressource gibt es nicht
api-code-method-not-allowed = Methode für diese Ressource nicht zulässig
api-code-conflict = Existiert bereits
api-code-payload-too-large = Der Anfragetext ist zu groß
api-code-rate-limited = Zu viele Anfragen; versuchen Sie es später erneut
api-code-server-error = Interner Serverfehler
api-code-service-unavailable = Der Dienst ist vorübergehend nicht verfügbar; versuchen Sie es später erneut

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Ein Zugriffstoken ist als `Authorization: Bearer <token>` erforderlich; dieses fehlt, ist fehlerhaft oder wurde widerrufen
api-busy = Zu viele gleichzeitige Anmeldungen; versuchen Sie es gleich erneut

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type muss id_token oder token sein
api-token-type-grant = token_type muss refresh_token oder token sein
api-token-type-refresh = token_type muss token sein, wenn grant_type refresh_token ist
api-client-secret-required = client_secret ist erforderlich, wenn token_type token ist
api-field-empty = { $field } darf nicht leer sein

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password ist zu lang
api-mfa-token-invalid = Das mfaToken ist unbekannt, wurde bereits verwendet oder ist abgelaufen: Melden Sie sich erneut an
api-challenge-invalid = Die challengeId ist unbekannt, wurde bereits verwendet oder ist abgelaufen: Fordern Sie neue Passkey-Optionen an
api-mfa-code-or-passkey = Ein zweiter Faktor ist erforderlich: Antworten Sie mit einem Code Ihrer Authenticator-App, einem Wiederherstellungscode oder Ihrem Passkey
api-mfa-passkey = Ein zweiter Faktor ist erforderlich: Antworten Sie mit Ihrem Passkey (login/passkey mit dem mfaToken)
api-client-id-required = client_id ist erforderlich
api-client-unknown = client_id ist unbekannt oder deaktiviert
api-redirect-uri-required = redirect_uri ist erforderlich
api-redirect-uri-unregistered = redirect_uri ist für diesen Client nicht registriert
api-state-too-long = state ist zu lang

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Das Token ist unbekannt, wurde bereits verwendet, ist abgelaufen oder wurde durch ein neueres ersetzt
api-session-not-found = Keine Ihrer aktiven Sitzungen hat diese ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Es ist bereits ein Authenticator eingerichtet; entfernen Sie ihn zuerst
api-authenticator-not-pending = Es wird gerade kein Authenticator eingerichtet
api-authenticator-none = Es ist kein Authenticator eingerichtet
api-factor-code-wrong = Der Code ist falsch
api-reauthenticate-factors = Melden Sie sich erneut an (mit Ihrem zweiten Faktor, falls Sie einen haben), um Ihre zweiten Faktoren zu ändern
api-reauthenticate-passkeys = Melden Sie sich erneut an (mit Ihrem zweiten Faktor, falls Sie einen haben), um Ihre Passkeys zu ändern
api-reauthenticate-sign-in = Melden Sie sich erneut an (mit Ihrem zweiten Faktor, falls Sie einen haben), um Ihre Anmeldemethoden zu ändern
api-passkeys-unavailable = Passkeys sind auf diesem Server nicht verfügbar
api-passkey-not-found = Diesen Passkey gibt es nicht
api-passkey-no-ceremony = Es steht keine Passkey-Registrierung aus; fordern Sie neue Optionen an
api-passkey-rejected = Der Passkey konnte nicht verifiziert werden
api-passkey-registered = Dieser Passkey ist bereits registriert
api-passkey-name-invalid = Der Name eines Passkeys hat 1 bis { $max } Zeichen und enthält keine Steuerzeichen oder bidirektionalen Formatierungszeichen
api-passkeys-too-many = { $max ->
    [one] Ein Konto kann höchstens { $max } Passkey haben
   *[other] Ein Konto kann höchstens { $max } Passkeys haben
    }

## Native-app API: upstream identity providers

api-upstream-unknown = Es gibt keinen Upstream-Anbieter mit dieser ID
api-upstream-refused = Das id_token wurde für diesen Anbieter nicht akzeptiert
api-upstream-disabled = Das Konto ist deaktiviert
api-upstream-no-email = Das id_token enthält keine E-Mail-Adresse, mit der ein Konto erstellt werden kann
api-upstream-unverified-email = Der Anbieter bürgt nicht für die E-Mail-Adresse im id_token: Registrieren Sie sich mit der Adresse und verknüpfen Sie dann den Anbieter
api-upstream-unreachable = Der Anbieter ist nicht erreichbar; versuchen Sie es später erneut
api-upstream-email-taken = Es gibt bereits ein Konto mit dieser Adresse: Melden Sie sich dort an und verknüpfen Sie den Anbieter auf der Kontoseite
api-upstream-outside-domains = Über die Anmeldung der Organisation können sich nur Adressen aus ihren verifizierten Domains anmelden
api-upstream-unconfirmed-account = Es gibt bereits ein Konto mit dieser Adresse, es wurde aber nie bestätigt: Bestätigen Sie es und melden Sie sich dann erneut über die Organisation an
api-upstream-operator-account = Das Konto eines Betreibers meldet sich mit eigenem Passwort und zweitem Faktor an, nicht über die Anmeldung einer Organisation
api-link-not-found = Das Konto ist nicht mit diesem Anbieter verknüpft

## Admin API

api-admin-key-required = Die Admin-API erfordert `Authorization: Bearer <Admin-Schlüssel>`
api-admin-status-once = status höchstens einmal
api-admin-parameters-once = Jeder Parameter höchstens einmal
api-admin-duplicate-email = Ein Benutzer mit dieser E-Mail-Adresse existiert bereits
api-admin-user-not-found = Benutzer nicht gefunden
api-admin-client-not-found = Client nicht gefunden
api-admin-api-not-found = API nicht gefunden
api-admin-session-not-found = Sitzung nicht gefunden
api-admin-delivery-not-found = Zustellung nicht gefunden
api-admin-webhook-not-found = Webhook nicht gefunden

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = Öffnen Sie den Link in dem Browser, in dem Sie sich registriert haben: Überall sonst werden Sie nach dem Passwort des Kontos gefragt.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = Öffnen Sie den Link in dem Browser, in dem Sie die Änderung beantragt haben oder in dem Sie angemeldet sind: Überall sonst werden Sie nach Ihrem Passwort gefragt.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = Sie haben sich nicht registriert und nichts angefordert? Dann bestätigen Sie nichts: Ignorieren Sie diese E-Mail, und es passiert nichts.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = Um diese Adresse hier zu bestätigen, geben Sie das Passwort des Kontos ein, zu dem sie gehört. Wenn Sie sich in einer App registriert haben, geben Sie stattdessen den Code aus der E-Mail in der App ein. Wenn Sie sich nicht registriert und nichts angefordert haben, bestätigen Sie nichts und schließen Sie diese Seite.
# The password field's label on that page.
verify-password = Passwort des Kontos
verify-password-needed = Geben Sie das Passwort des Kontos ein, um die Adresse in diesem Browser zu bestätigen.
verify-wrong-password = Das ist nicht das Passwort des Kontos.

## After a password reset, every other way into the account

mail-reset-done-subject = Ihr Passwort wurde zurückgesetzt
mail-reset-done-body = Das Passwort Ihres Kontos wurde soeben zurückgesetzt, und alle Geräte, die angemeldet waren, wurden abgemeldet.
mail-reset-done-still = Damit kann man sich weiterhin bei Ihrem Konto anmelden:
mail-reset-done-remove = Wenn etwas davon nicht Ihnen gehört, melden Sie sich mit dem neuen Passwort an und wählen Sie auf Ihrer Kontoseite „Alles außer dem neuen Passwort entfernen“.
mail-reset-done-nothing-else = Mit nichts anderem kann man sich bei Ihrem Konto anmelden: nur mit dem neuen Passwort.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = Wenn die Anmeldung einen zweiten Faktor verlangt, den Sie nicht haben, gehört er nicht Ihnen: Bitten Sie den Support dieses Dienstes, ihn zu entfernen.
mail-reset-done-not-you = Wenn Sie Ihr Passwort nicht zurückgesetzt haben, kann jemand Ihre E-Mails lesen: Sichern Sie zuerst Ihr Postfach und legen Sie dann erneut ein neues Passwort fest.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = Der Passkey „{ $name }“
ways-in-authenticator = Eine Authenticator-App
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count ->
    [one] { $count } unbenutzter Wiederherstellungscode
   *[other] { $count } unbenutzte Wiederherstellungscodes
    }
# $provider: the provider's display name (e.g. "Google").
ways-in-link = Die Anmeldung mit { $provider }
# $count: how many other devices are signed in.
ways-in-sessions = { $count ->
    [one] { $count } weiteres angemeldetes Gerät (unten aufgeführt)
   *[other] { $count } weitere angemeldete Geräte (unten aufgeführt)
    }
account-review-heading = Ihr Passwort wurde zurückgesetzt
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = Ihr Passwort wurde am { $date } zurückgesetzt. Damit kann man sich weiterhin bei Ihrem Konto anmelden:
account-review-explain = Wenn etwas davon nicht Ihnen gehört, entfernen Sie alles: Dann ist die Anmeldung nur noch mit Ihrem neuen Passwort möglich, und alle anderen Geräte werden abgemeldet. Einen Passkey oder eine Authenticator-App können Sie danach wieder hinzufügen.
# Button.
account-review-remove = Alles außer dem neuen Passwort entfernen
# Button.
account-review-keep = Das gehört alles mir
account-review-gone = Hier gibt es nichts mehr zu überprüfen.
account-review-removed = Alles außer Ihrem neuen Passwort wurde entfernt, und alle anderen Geräte wurden abgemeldet.
account-review-kept = Verstanden: Alles bleibt, wie es ist.

## The second step locked after wrong codes

mail-factor-locked-subject = Jemand hat versucht, Ihren zweiten Faktor zu umgehen
# $minutes: how long signing in stays paused.
mail-factor-locked-body = { $minutes ->
    [one] Jemand hat Ihr Passwort eingegeben und danach fünf falsche Codes für den zweiten Faktor. Die Anmeldung bei Ihrem Konto ist für { $minutes } Minute pausiert.
   *[other] Jemand hat Ihr Passwort eingegeben und danach fünf falsche Codes für den zweiten Faktor. Die Anmeldung bei Ihrem Konto ist für { $minutes } Minuten pausiert.
    }
mail-factor-locked-not-you = Wenn Sie das nicht waren, kennt jemand Ihr Passwort: Legen Sie jetzt ein neues fest.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = eine Konsolenrolle erfordert eine bestätigte Adresse: Der Benutzer muss seine Adresse zuerst bestätigen
console-gate-unverified = Die Konsole öffnet sich nur für Betreiber mit bestätigter Adresse. Bestätigen Sie Ihre Adresse über den Link in der Bestätigungs-E-Mail und öffnen Sie die Konsole dann erneut.
console-gate-idle-lead = Melden Sie sich erneut an, um die Konsole zu öffnen.
console-gate-idle = Die Konsole wurde { $minutes } Min. lang nicht verwendet, deshalb ist eine erneute Anmeldung nötig. In Ihrem Konto bleiben Sie angemeldet.
console-webhook-url-once = Die URL, nur jetzt vollständig angezeigt (die Liste verbirgt alles nach „?“, wo ein Token stehen kann):
console-webhook-query-hidden = Was in der URL eines Endpunkts auf „?“ folgt, wird verborgen: Es kann das Token des Empfängers enthalten.

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = Code per E-Mail senden
page-code-ask-title = Mit einem Code anmelden
page-code-ask-lead = Geben Sie Ihre E-Mail-Adresse ein: Wir senden Ihnen einen Code zum Anmelden, ganz ohne Passwort.
page-code-ask-button = Code per E-Mail senden
page-code-invalid-email = Geben Sie eine vollständige E-Mail-Adresse ein, z. B. name@example.com.
page-code-not-allowed = Diese App verlangt Ihr Passwort oder einen Passkey: Die Anmeldung mit einem per E-Mail gesendeten Code ist hier nicht möglich.
page-code-title = Prüfen Sie Ihre E-Mails
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $minutes ->
    [one] Eine E-Mail an { $email } ist unterwegs. Geben Sie den darin enthaltenen sechsstelligen Code ein: Er ist { $minutes } Minute lang gültig und kann einmal verwendet werden.
   *[other] Eine E-Mail an { $email } ist unterwegs. Geben Sie den darin enthaltenen sechsstelligen Code ein: Er ist { $minutes } Minuten lang gültig und kann einmal verwendet werden.
    }
page-code-field = Anmeldecode
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = Ihr Name, falls Sie neu hier sind
page-code-button = Anmelden
page-code-again = Neuen Code senden
page-code-wrong = Dieser Code ist falsch oder abgelaufen. Prüfen Sie die neueste E-Mail oder fordern Sie einen neuen Code an.
page-code-link-title = Anmelden
page-code-link-lead = Melden Sie sich in diesem Browser bei Ihrem Konto an.
page-code-link-button = Jetzt anmelden
page-code-link-elsewhere-title = Geben Sie diesen Code dort ein, wo Sie ihn angefordert haben
page-code-link-elsewhere = Dieser Link wurde in einem anderen Browser oder einer anderen App geöffnet als dort, wo er angefordert wurde. Geben Sie dort diesen Code ein:
page-code-link-ended-title = Dieser Link ist abgelaufen
page-code-link-ended = Der Link wurde bereits verwendet, durch einen neueren ersetzt oder ist zu alt. Fordern Sie dort, wo Sie sich anmelden, einen neuen Code an.
api-sign-in-code-refused = Der Code ist falsch, wurde bereits verwendet, wurde ersetzt oder ist abgelaufen: Fordern Sie einen neuen an
api-login-code-or-password = Senden Sie ein Passwort oder einen Code, nicht beides
api-code-code-sent = Eine E-Mail mit einem Anmeldecode ist unterwegs; der Code ist einige Minuten lang gültig und kann einmal verwendet werden
api-code-sign-in-code-not-allowed = Die Anmeldung mit einem per E-Mail gesendeten Code ist hier nicht möglich: Verwenden Sie Ihr Passwort oder einen Passkey

## Mail: a sign-in code

mail-code-subject = Ihr Anmeldecode
mail-code-asked = Jemand möchte sich mit dieser Adresse anmelden. Der einzugebende Code lautet:
# $minutes: how long the code and the link work.
mail-code-minutes = { $minutes ->
    [one] Der Code und der Link unten sind { $minutes } Minute lang gültig und können einmal verwendet werden. Eine neuere Anfrage ersetzt sie.
   *[other] Der Code und der Link unten sind { $minutes } Minuten lang gültig und können einmal verwendet werden. Eine neuere Anfrage ersetzt sie.
    }
mail-code-new-account = Noch kein Konto verwendet diese Adresse: Wenn Sie sich mit dem Code anmelden, wird eines erstellt.
mail-code-button = Jetzt anmelden
mail-code-not-you = Wenn Sie das nicht waren, ignorieren Sie diese E-Mail. Ohne den Code kann sich niemand anmelden.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Anmeldung mit dieser Adresse
mail-no-account-body = Jemand hat einen Code angefordert, um sich mit dieser Adresse anzumelden, aber hier verwendet kein Konto diese Adresse.
mail-no-account-not-you = Wenn Sie das nicht waren, ignorieren Sie diese E-Mail. Es hat sich nichts geändert.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Benutzer dürfen sich mit einem per E-Mail gesendeten Code anmelden
api-name-invalid = Der Name ist zu lang oder enthält Steuerzeichen
