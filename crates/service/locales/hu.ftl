# Hungarian: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Nyelv

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Az e-mail-cím vagy a jelszó nem megfelelő. Új fiókba csak az e-mail-cím megerősítése után lehet bejelentkezni: a linket a leveleiben találja.
error-throttled = Túl sok sikertelen próbálkozás. Várjon néhány percet, majd próbálja újra.
error-busy = Jelenleg túl sokan jelentkeznek be. Próbálja újra egy kis idő múlva.
error-missing-fields = Adja meg az e-mail-címét és a jelszavát.
error-expired-form = Az űrlap lejárt. Jelentkezzen be újra.
error-second-factor-in-app = Ezt a fiókot második tényező védi. Először jelentkezzen be a fiókoldalán (ott kérjük a kódot), majd térjen vissza ide.
error-wrong-second-factor = A kód nem megfelelő, már felhasználták, vagy túl későn érkezett. Jelentkezzen be újra.
error-passkey-refused = Ezt az azonosítókulcsot nem sikerült használni, vagy a próbálkozás túl sokáig tartott. Próbálja újra, vagy jelentkezzen be a jelszavával.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Túl sok kérés. Várjon néhány percet, majd próbálja újra.
error-expired-form-again = Az űrlap lejárt. Próbálja újra.

## Error pages (a heading and a paragraph)

error-bad-link-title = Érvénytelen link
error-bad-link-text = Ez a link már nem érvényes: felhasználták, lejárt, vagy egy újabb váltotta fel. Kérjen újat.

error-form-title = Sikertelen bejelentkezés
error-form-too-large = Az űrlap túl nagy.
error-form-unreadable = Az űrlapot nem sikerült beolvasni. Lépjen vissza, és próbálja újra.
error-cross-site-title = Kérés elutasítva
error-cross-site-text = Ezt az űrlapot egy másik webhelyről küldték. Nyissa meg újra a bejelentkezési oldalt, és onnan küldje el.

error-unavailable-title = Próbálja újra hamarosan
error-unavailable-text = A bejelentkezési szolgáltatás túlterhelt vagy nem érhető el. Próbálja újra egy kis idő múlva.
error-failed-title = Hiba történt
error-failed-text = A bejelentkezést nem sikerült befejezni. Próbálja újra.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Az Ön azonosítása
scope-email = Az e-mail-címe megtekintése
scope-profile = A profilja megtekintése: név, kép, telefonszám és ország
scope-authorization = A profilja és a bejelentkezett munkamenetei megtekintése
scope-organizations = A szervezetei és az azokban betöltött szerepkörei megtekintése
scope-api = A(z) { $api } használata az Ön nevében

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose } adja meg a hitelesítő alkalmazás által mutatott kódot vagy egy helyreállítási kódot, vagy használja az azonosítókulcsát.
page-second-step-passkey = { $purpose } használja az azonosítókulcsát.
page-second-step-code = { $purpose } adja meg a hitelesítő alkalmazás által mutatott kódot vagy az egyik helyreállítási kódját.
page-second-step-use-passkey = Azonosítókulcs használata

## Login page

page-login-title = Bejelentkezés
page-login-email = E-mail
page-login-password = Jelszó
page-login-button = Bejelentkezés
page-login-with-provider = Bejelentkezés { $provider }-fiókkal
page-login-passkey = Bejelentkezés azonosítókulccsal
page-login-forgot = Elfelejtette a jelszavát?
page-login-organization = Bejelentkezés a szervezetén keresztül
page-organization-title = Bejelentkezés a szervezetén keresztül
page-organization-lead = Adja meg munkahelyi e-mail-címét vagy szervezete azonosítóját, hogy a szervezet bejelentkezésével folytathassa.
page-organization-field = Munkahelyi e-mail-cím vagy szervezeti azonosító
page-organization-button = Tovább
page-organization-unknown = Egyetlen szervezet sem kezeli a bejelentkezést ehhez a címhez vagy azonosítóhoz. Ellenőrizze, vagy jelentkezzen be e-mail-címével és jelszavával.
login-sso-required = Az Ön bejelentkezését a szervezete kezeli: használja a szervezete bejelentkezését.
login-sso-required-named = Az Ön bejelentkezését a(z) { $organization } kezeli: használja lent a szervezet bejelentkezését.
page-login-new-here = Új felhasználó?
page-login-create-account = Fiók létrehozása

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Eszköz csatlakoztatása
page-device-code-lead = Adja meg a tévén, a játékkonzolon vagy más eszközön megjelenő kódot.
page-device-code-label = Kód
page-device-code-button = Tovább
page-device-confirm-heading = Csatlakoztatja a(z) { $client } alkalmazást?
page-device-confirm-lead = Egy { $code } kódot mutató eszköz szeretné használni az Ön { $email } fiókját. Csak akkor engedélyezze, ha Ön indította ezt azon az eszközön.
page-device-confirm-able = Az alkalmazás a következőkre kap engedélyt:
page-device-confirm-deny = Elutasítás
page-device-confirm-allow = Engedélyezés

## Account page

page-account-title = Az Ön fiókja
page-account-signed-in-as = Bejelentkezve: { $email }
page-account-signed-in-as-unconfirmed = Bejelentkezve: { $email } (a cím még nincs megerősítve: nézze meg az elküldött levelünket)
page-account-sessions-heading = Hol van bejelentkezve
page-account-session-app = { $package } alkalmazás
page-account-this-browser = Ez a böngésző
page-account-sign-out-session = Kijelentkezés
page-account-sign-out-others = Kijelentkezés minden más eszközön
page-account-profile-heading = Profil
page-account-profile-save = Profil mentése
page-account-password-heading = Jelszó
page-account-current-password = Jelenlegi jelszó
page-account-new-password = Új jelszó (legalább 10 karakter)
page-account-password-change = Jelszó módosítása
page-account-email-heading = E-mail-cím
page-account-email-explain = Az új címre egy linket küldünk; a fiókja akkor kerül át oda, amikor a linket megnyitják. Addig ezzel a címmel jelentkezik be.
page-account-new-email = Új e-mail-cím
page-account-email-password = Jelszó
page-account-email-change = E-mail-cím módosítása
page-account-data-heading = Az Ön adatai
page-account-data-explain = Minden, amit ez a szolgáltatás a fiókjáról tárol (profil, munkamenetek az eszközeikkel és helyeikkel, összekapcsolt szolgáltatók, második tényezők, az Önt érintő biztonsági események), egyetlen JSON-fájlban. Nem tartalmaz jelszót és titkos adatot.
page-account-data-download = Adatok letöltése
page-account-delete-heading = Fiók törlése
page-account-delete-explain = Eltávolítja a profilját, munkameneteit, második tényezőit és összekapcsolt szolgáltatóit, és mindenhol kijelentkezteti.
page-account-delete-link = Fiók törlése

## Sign-out confirmation

page-logout-title = Kijelentkezés
page-logout-question = Kijelentkezik a fiókjából ebben a böngészőben?
page-logout-button = Kijelentkezés

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Adjon meg egy jelszót.
rule-password-too-short = A jelszónak legalább { $min } karakterből kell állnia.
rule-password-too-long = A jelszó legfeljebb { $max } karakterből állhat.
rule-password-is-email = A jelszó nem lehet azonos az e-mail-címmel.
rule-password-refused = Ez a jelszó nem használható. Válasszon másikat.
rule-email-invalid = Olyan e-mail-címet adjon meg, amely tud leveleket fogadni, például name@example.com.
rule-email-same = Ez már a fiók címe.
rule-field-invalid = Valamelyik mező túl hosszú, vagy nem engedélyezett karaktereket tartalmaz.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = a kliens nevének 1–200 karakterből kell állnia
rule-client-name-characters = a kliens neve nem tartalmazhat vezérlőkaraktereket vagy kétirányú formázókaraktereket
rule-resource-server-confidential = az erőforrás-kiszolgálónak bizalmas kliensnek kell lennie
rule-client-credentials-confidential = a client_credentials bizalmas klienst igényel
rule-public-client-secret = a nyilvános kliensnek nincs titkos kulcsa
rule-shared-signals-confidential = a Shared Signals-fogadónak bizalmas kliensnek kell lennie
rule-organization-for-receivers = csak Shared Signals-fogadó köthető szervezethez
rule-profile-field-length = a profilmezők legfeljebb { $max } karakteresek lehetnek
rule-profile-field-characters = a profilmezők nem tartalmazhatnak vezérlőkaraktereket vagy kétirányú formázókaraktereket
rule-unknown-event-type = ismeretlen eseménytípus: „{ $name }”; ismert típusok: { $known }
rule-no-event-type = legalább egy eseménytípust meg kell adni
rule-secret-prefix = a titkos kulcsnak whsec_ előtaggal kell kezdődnie
rule-secret-encoding = a titkos kulcsnak whsec_ előtagúnak és base64 kódolásúnak kell lennie
rule-secret-length = a titkos kulcsnak 24–64 bájtosnak kell lennie
rule-delivery-status = a status értéke pending, delivered vagy failed lehet
rule-not-a-timestamp = a(z) { $name } értékének RFC 3339 szerinti időbélyegnek kell lennie
rule-not-a-user-id = a user értékének felhasználói azonosítónak kell lennie
rule-not-an-email = az email értékének e-mail-címnek kell lennie
rule-unknown-audit-type = ismeretlen eseménytípus
rule-unknown-cursor = a cursor értékét nem ez az API adta ki
rule-page-size = a limit értéke 1 és 500 között lehet
rule-no-scope = legalább egy hatókör szükséges
rule-undefined-scopes = az API csak ezeket a hatóköröket határozza meg: { $scopes }
rule-role-name = a szerepkör admin, support, viewer vagy none lehet
rule-already-verified = a cím már meg van erősítve

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = A(z) { $client } alkalmazásba való továbblépéshez
login-failed-title = Sikertelen bejelentkezés
login-malformed-link = A bejelentkezési link formátuma hibás.
login-request-missing-client = A kérés nem nevez meg alkalmazást.
login-request-unknown-client = Ez az alkalmazás nincs regisztrálva, vagy le van tiltva.
login-request-missing-redirect-uri = A kérés nem adja meg, hová kell visszatérni (redirect_uri).
login-request-unregistered-redirect-uri = Ez a redirect_uri nincs regisztrálva ehhez az alkalmazáshoz.
login-request-state-too-long = A state paraméter túl hosszú.
login-request-invalid = A bejelentkezési kérés érvénytelen.

## Signing out of the browser.

login-signout-failed-title = Sikertelen kijelentkezés
login-signout-malformed-link = A kijelentkezési link formátuma hibás.
login-signed-out-title = Kijelentkezett
login-signed-out-text = Kijelentkezett ebben a böngészőben.

## The second step after a password, and an app that needs one.

second-step-title = Kétlépcsős bejelentkezés
second-step-code-label = Kód
second-step-continue = Tovább
second-step-enrol-title = Második tényező beállítása
second-step-enrol-text = A(z) { $client } kéttényezős bejelentkezést kér. Állítson be hitelesítő alkalmazást vagy azonosítókulcsot a fiókoldalán, majd jelentkezzen be újra a(z) { $client } alkalmazásba.
second-step-enrol-link = Fiókoldal megnyitása

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Hitelesítő alkalmazás
second-step-app-on = { $count ->
    [one] Hitelesítő alkalmazás beállítva; { $count } fel nem használt helyreállítási kód maradt.
   *[other] Hitelesítő alkalmazás beállítva; { $count } fel nem használt helyreállítási kód maradt.
}
second-step-app-remove = Hitelesítő alkalmazás eltávolítása
second-step-app-intro = Kódok egy alkalmazásból, például a Google Authenticatorból vagy az 1Passwordből, amelyeket a jelszó után kérünk.
second-step-app-set-up = Hitelesítő alkalmazás beállítása
second-step-app-qr-label = QR-kód a hitelesítő alkalmazáshoz
second-step-app-setup-title = Hitelesítő alkalmazás beállítása
second-step-app-setup-lead = Olvassa be a kódot a hitelesítő alkalmazással, majd adja meg az általa mutatott hat számjegyet.
second-step-app-setup-key = Vagy írja be ezt a kulcsot az alkalmazásba:
second-step-app-code-label = Az alkalmazás kódja
second-step-app-turn-on = Bekapcsolás
second-step-app-cancel = Mégse
second-step-recovery-title = Mentse el a helyreállítási kódjait
second-step-recovery-lead = A hitelesítő alkalmazás be van kapcsolva. Ha elveszíti a telefonját, ezekkel a kódokkal egyszer-egyszer bejelentkezhet. Tartsa őket biztonságos helyen: többé nem jelennek meg.
second-step-recovery-back = Vissza a fiókjához

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Bejelentkezés azonosítókulccsal
passkey-not-used = Nem történt bejelentkezés azonosítókulccsal. Próbálja újra, vagy használja a jelszavát.
passkey-section-heading = Azonosítókulcsok
passkey-section-intro = Az azonosítókulccsal jelszó helyett ujjlenyomattal, arcfelismeréssel vagy a képernyőzárral jelentkezhet be.
passkey-rename-label = Új név
passkey-rename-button = Átnevezés
passkey-remove-button = Eltávolítás
passkey-new-name-label = Az új azonosítókulcs neve
passkey-new-name-placeholder = Ez a laptop
passkey-add-button = Azonosítókulcs hozzáadása
passkey-already-registered = Ez az azonosítókulcs már regisztrálva van.
passkey-not-added = Nem sikerült azonosítókulcsot hozzáadni. Próbálja újra.

## The consent screen.

consent-heading = Engedélyezi, hogy a(z) { $client } használja a fiókját?
consent-lead = Bejelentkezve: { $account }. A(z) { $client } egy külső fejlesztő alkalmazása, és a következőkhöz kér engedélyt:
consent-revoke-note = A hozzáférését bármikor visszavonhatja a fiókoldalán.
consent-deny = Elutasítás
consent-allow = Engedélyezés
consent-title = Hozzáférést ad a(z) { $client } alkalmazásnak?

## Connecting a device (TV, console) with a code.

device-login-lead = Eszköz csatlakoztatása a fiókjához
device-code-unknown = Ez a kód nem megfelelő, lejárt, vagy már felhasználták. Ellenőrizze a kódot az eszközén, és próbálja újra.
device-code-throttled = Túl sok hibás kód. Várjon néhány percet, majd próbálja újra.
device-code-form-expired = Az űrlap lejárt. Adja meg újra a kódot.
device-connected-title = Eszköz csatlakoztatva
device-connected-text = A(z) { $client } mostantól csatlakozik a fiókjához. Visszatérhet az eszközéhez.
device-denied-title = Kérés elutasítva
device-denied-text = A(z) { $client } nem lett csatlakoztatva. Bezárhatja ezt az oldalt.
device-two-factors-title = Kéttényezős bejelentkezés szükséges
device-two-factors-text = A(z) { $client } kéttényezős bejelentkezést kér. A fiókoldalán jelentkezzen be a második tényezőjével (vagy állítson be egyet), majd adja meg itt újra a kódot.
device-two-factors-link = Fiókoldal megnyitása

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Sikertelen összekapcsolás
upstream-link-from-account-page = Szolgáltatót a fiókoldalán, a hozzá tartozó gombbal kapcsolhat össze.
upstream-link-expired = Ez az oldal lejárt. Térjen vissza a fiókoldalára, töltse be újra, és próbálja újra.
upstream-unknown-provider = Nincs ilyen bejelentkezési szolgáltató.
upstream-bad-state = Ezt a bejelentkezést már felhasználták, lejárt, vagy egy másik böngészőben kezdték el. Térjen vissza az alkalmazáshoz, és jelentkezzen be újra.
upstream-denied = A szolgáltató nem jelentkeztette be. Térjen vissza az alkalmazáshoz, és próbálja újra.
upstream-refused = A szolgáltató válaszát nem sikerült elfogadni. Térjen vissza az alkalmazáshoz, és jelentkezzen be újra.
upstream-unavailable = A bejelentkezési szolgáltató nem érhető el. Próbálja újra egy kis idő múlva, vagy jelentkezzen be más módon.
upstream-email-taken = Ezzel az e-mail-címmel már létezik fiók. Jelentkezzen be abba a jelszavával vagy azonosítókulcsával, majd kapcsolja össze ezt a szolgáltatót a fiókoldalán.
upstream-outside-domains = A szervezete bejelentkezése csak a szervezet saját, ellenőrzött domainjeibe tartozó címeket jelentkeztethet be.
upstream-unconfirmed-account = Ezzel az e-mail-címmel létezik fiók, de a címét soha nem erősítették meg. Erősítse meg (vagy állítson be új jelszót), majd jelentkezzen be újra a szervezetén keresztül.
upstream-operator-account = Ennek a fióknak szerepköre van az üzemeltetői konzolban: saját jelszavával és második tényezőjével jelentkezik be, nem egy szervezet bejelentkezésén keresztül.
upstream-registration-closed = Ez a fiók itt nem ismert, és új fiókok nem hozhatók létre. Kérjen fiókot az üzemeltetőtől.
upstream-no-email = A szolgáltató nem osztott meg e-mail-címet, pedig az új fiókhoz szükséges.
upstream-unverified-email = A szolgáltató nem erősítette meg, hogy ez az e-mail-cím az Öné, ezért nem hozható létre vele fiók. Hozzon létre fiókot az e-mail-címével, majd kapcsolja össze a szolgáltatót a fiókoldalán.
upstream-linked-elsewhere = Ez a bejelentkezés már egy másik fiókhoz van kapcsolva.
upstream-already-linked = A fiókja már össze van kapcsolva ezzel a szolgáltatóval, egy másik ottani fiókon keresztül. Először bontsa a kapcsolatot.
upstream-disabled = Ez a fiók le van tiltva.
upstream-reauthenticate = Jelentkezzen be újra a fiókoldalán, majd kapcsolja össze a szolgáltatót.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Fiók létrehozása
signup-lead = Küldünk egy e-mailt a címe megerősítéséhez.
signup-email = E-mail
signup-password = Jelszó (legalább 10 karakter)
signup-name = Név (nem kötelező)
signup-button = Fiók létrehozása
signup-closed-title = A regisztráció nem lehetséges
signup-closed-text = Új fiókokat a szolgáltatás üzemeltetője hoz létre. Kérjen tőle fiókot.
signup-sent-title = Nézze meg a leveleit
signup-sent-text = Küldtünk egy e-mailt a címe megerősítéséhez. Nyissa meg a benne lévő linket; bejelentkezni már most is tud.
signup-sent-continue-text = Küldtünk egy e-mailt a címe megerősítéséhez. Már most bejelentkezhet és folytathatja.
signup-sent-continue = Bejelentkezés és folytatás

## Address confirmation page (opened from the mailed link)

verify-title = E-mail-cím megerősítése
verify-lead = Erősítse meg, hogy ez az e-mail-cím az Öné, hogy a fiókja használhassa. Ha nem hozott létre itt fiókot, és nem módosította a címét, ne erősítse meg: zárja be ezt az oldalt.
verify-button = Címem megerősítése
verify-done-title = E-mail-cím megerősítve
verify-done-text = Köszönjük: az e-mail-címe meg van erősítve. Bezárhatja ezt az oldalt.

## Password reset request page

forgot-title = Elfelejtette a jelszavát?
forgot-lead = Adja meg az e-mail-címét. Ha tartozik hozzá fiók, küldünk egy linket az új jelszó beállításához.
forgot-email = E-mail
forgot-button = Link küldése
forgot-sent-title = Nézze meg a leveleit
forgot-sent-text = Ha ehhez a címhez tartozik fiók, úton van oda egy e-mail az új jelszó beállításához szükséges linkkel. A link 30 percig érvényes.

## New password page (opened from the mailed link)

reset-title = Új jelszó beállítása
reset-lead = Válasszon egy 10–256 karakteres jelszót. Minden eszközt, amelyen be van jelentkezve a fiókjába, kijelentkeztetünk.
reset-password = Új jelszó
reset-button = Jelszó beállítása
reset-done-title = Jelszó beállítva
reset-done-text = Az új jelszava be van állítva, és minden bejelentkezett eszközt kijelentkeztettünk. Jelentkezzen be újra az új jelszóval.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = A profilja mentve.
account-password-changed = A jelszava módosult; minden más eszközt kijelentkeztettünk.
account-email-requested = Ha a cím használható, úton van oda egy megerősítő link: a címe akkor változik meg, amikor a linket megnyitják.
account-session-signed-out = A munkamenet kijelentkeztetve.
account-others-signed-out = Minden más munkamenet kijelentkeztetve.
account-console-needs-factor = Az üzemeltetői konzolhoz második tényező szükséges: adjon hozzá lent egy hitelesítő alkalmazást vagy azonosítókulcsot, majd jelentkezzen be újra vele.
account-form-expired = Az űrlap lejárt. Próbálja újra.
account-login-lead = A fiókja megtekintéséhez és módosításához
account-sign-in-again-lead = Jelentkezzen be újra a bejelentkezési módok módosításához
account-sign-in-again = Biztonsága érdekében jelentkezzen be újra (a második tényezőjével, ha van), mielőtt bejelentkezési módot ad hozzá vagy távolít el.
account-second-step-purpose = A fiókja megnyitásához
account-profile-name = Név
account-profile-mobile = Mobilszám
account-profile-picture = Kép URL-címe
account-profile-country-code = Országkód
account-profile-country = Ország
account-profile-city = Település
account-profile-postal-code = Irányítószám
account-session-unknown-device = Ismeretlen eszköz
account-session-unknown-app = ismeretlen alkalmazás
account-session-when = Bejelentkezés: { $since } · utoljára aktív: { $active }
account-provider-not-linked = Ez a szolgáltató nincs összekapcsolva a fiókjával.
account-last-sign-in-method = Ez az egyetlen módja, hogy bejelentkezzen a fiókjába. Először adjon hozzá egy azonosítókulcsot, vagy állítson be jelszót (Elfelejtette a jelszavát?).
account-session-gone = Ez a munkamenet már nincs bejelentkezve.
account-wrong-password = A jelenlegi jelszó nem megfelelő.
account-too-many-passwords = Túl sok hibás jelszó. Várjon néhány percet, majd próbálja újra.
account-unknown-action = Ez az oldal nem végez ilyen műveletet.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = A hitelesítő alkalmazás eltávolítva.
factors-passkey-added = Az azonosítókulcs hozzáadva: mostantól bejelentkezhet vele.
factors-passkey-renamed = Az azonosítókulcs átnevezve.
factors-passkey-removed = Az azonosítókulcs eltávolítva.
factors-passkey-added-on = Hozzáadva: { $date }
factors-passkey-last-used = utoljára használva: { $date }
factors-passkey-synced = szinkronizálva
factors-wrong-code = A kód nem megfelelő. Ellenőrizze az alkalmazást futtató eszköz óráját, és adja meg az éppen látható kódot.
factors-too-many-codes = Túl sok hibás kód. Várjon néhány percet, majd próbálja újra.
factors-totp-already = Már be van állítva hitelesítő alkalmazás.
factors-totp-nothing-pending = Jelenleg nincs folyamatban hitelesítő alkalmazás beállítása. Kezdje újra.
factors-totp-not-set-up = Nincs beállítva hitelesítő alkalmazás.
factors-passkey-registered = Ez az azonosítókulcs már regisztrálva van.
factors-passkey-too-many = A fiókjában már a lehető legtöbb azonosítókulcs van: először távolítson el egyet.
factors-passkey-too-many-attempts = Túl sok próbálkozás. Várjon néhány percet, majd próbálja újra.
factors-passkey-name-length = Az azonosítókulcs neve 1–64 karakter hosszú lehet.
factors-passkey-not-yours = Ez az azonosítókulcs már nem az Öné.
factors-passkey-not-added = Az azonosítókulcsot nem sikerült hozzáadni, vagy túl sokáig tartott. Próbálja újra.
factors-page-expired = Az oldal lejárt; töltse be újra.
factors-sign-in-again = Jelentkezzen be újra.
factors-passkeys-unavailable = Az azonosítókulcsok nem érhetők el ezen a kiszolgálón.
factors-sign-in-to-add = Azonosítókulcs hozzáadásához jelentkezzen be újra.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Bejelentkezés másik fiókkal
links-linked = A szolgáltató összekapcsolva: mostantól vele is bejelentkezhet ebbe a fiókba.
links-unlinked = A szolgáltató leválasztva.
links-linked-on = összekapcsolva: { $date }
links-unlink = Leválasztás
links-link = { $provider } összekapcsolása

## The account page's third-party apps the user allowed.

apps-heading = Hozzáféréssel rendelkező alkalmazások
apps-allowed-on = engedélyezve: { $date }
apps-remove = Hozzáférés megvonása
apps-removed = Az alkalmazás hozzáférése megvonva; ki lett jelentkeztetve.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Fiók törlése
delete-explain-lead = A fiókját és minden róla tárolt adatot saját maga is törölheti.
delete-explain-sign-in = Jelentkezzen be: a jelszavával, egy azonosítókulccsal vagy azzal a szolgáltatóval, amellyel regisztrált („Bejelentkezés …-fiókkal”).
delete-explain-confirm = Erősítse meg, hogy a fiókot törölni kell.
delete-explain-what = Mi törlődik: a profilja (név, e-mail-cím, telefonszám, kép, hely), a jelszava, minden munkamenet és a hozzájuk rögzített eszközök és helyek, a második tényezők, az azonosítókulcsok, az összekapcsolt bejelentkezési szolgáltatók és az alkalmazásoknak kiadott összes token. Minden eszközön megtörténik a kijelentkezés. A biztonsági napló véletlenszerű név alatt, IP-címek nélkül legfeljebb { $days ->
        [one] { $days } napig
       *[other] { $days } napig
    } őrzi meg az Önre vonatkozó bejegyzéseket.
delete-explain-now = Mikor: azonnal. Megerősítést küldünk az e-mail-címére.
delete-explain-later = Mikor: a kérése után { $days ->
        [one] { $days } nappal
       *[other] { $days } nappal
    }; ha addig bejelentkezik, a fiók megmarad. Megerősítést küldünk az e-mail-címére.
delete-explain-apps = Az alkalmazások a saját beállításaikban is törölhetik a fiókot.
delete-explain-link = Bejelentkezés és a fiók törlése
delete-login-lead = A fiókja törléséhez
delete-confirm-what = Ez törli a profilját, munkameneteit, második tényezőit, azonosítókulcsait és összekapcsolt szolgáltatóit, és minden eszközön kijelentkezteti.
delete-confirm-later = A fiók { $days ->
        [one] { $days } nap
       *[other] { $days } nap
    } múlva törlődik; ha addig bejelentkezik, megmarad.
delete-confirm-now = Ez nem vonható vissza.
delete-confirm-check = A fiókom és minden róla tárolt adat törlése
delete-confirm-button = Fiókom törlése
delete-confirm-keep = Megtartom a fiókomat
delete-done-title = Fiók törölve
delete-done = A fiókját és minden róla tárolt adatot töröltünk. Megerősítést küldünk az e-mail-címére.
delete-scheduled-title = Fióktörlés ütemezve
delete-scheduled = Minden munkamenet véget ért. A fiókja törlésének dátuma: { $date }; ha addig bejelentkezik, megmarad.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Nyelv
account-language-help = A fiók oldalainak és a neki küldött e-maileknek a nyelve.
account-language-save = Nyelv mentése
account-language-saved = A nyelv mentve.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konzol
console-nav-signed-in = Konzol · bejelentkezve: { $email } ({ $role })
console-nav-your-account = Az Ön fiókja
console-nav-label = Konzol
console-nav-overview = Áttekintés
console-nav-users = Felhasználók
console-nav-organizations = Szervezetek
console-nav-clients = Kliensek
console-nav-apis = API-k
console-nav-webhooks = Webhookok
console-nav-audit = Auditnapló
console-nav-keys = Kulcsok
console-nav-settings = Beállítások

console-frame-role-admin = adminisztrátor
console-frame-role-support = ügyfélszolgálat
console-frame-role-viewer = megtekintő
console-frame-role-none = nincs
console-frame-table-empty = { $caption }: nincs.
console-frame-age-days = { $count ->
    [one] { $count } nap
   *[other] { $count } nap
}
console-frame-age-hours = { $count ->
    [one] { $count } óra
   *[other] { $count } óra
}
console-frame-age-minutes = { $count ->
    [one] { $count } perc
   *[other] { $count } perc
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = A konzolbeli szerepköre nem ad hozzáférést ehhez az oldalhoz. Ha szüksége van rá, forduljon egy adminisztrátorhoz.
console-gate-form-expired = Az űrlap lejárt, vagy nem a konzolból érkezett. Nyissa meg újra az oldalt, és ismételje meg a műveletet.
console-gate-change-not-allowed = A konzolbeli szerepköre nem engedélyezi ezt a módosítást.
console-gate-no-role = A fiókjának nincs szerepköre a konzolban. Egy adminisztrátor adhat Önnek egyet.
console-gate-not-allowed-title = Nem engedélyezett
console-gate-not-found-title = Nem található
console-gate-not-done-title = Nem történt meg
console-gate-sign-in-again-lead = Jelentkezzen be újra a második tényezőjével a konzol megnyitásához
console-gate-needs-second-factor = A konzolhoz a második tényezővel (hitelesítő alkalmazással vagy azonosítókulccsal) kell bejelentkezni.
console-gate-no-such-user = Nincs ilyen felhasználó.
console-gate-no-such-client = Nincs ilyen kliens.
console-gate-no-such-api = Nincs ilyen API.
console-gate-no-such-webhook = Nincs ilyen webhook.
console-gate-no-such-delivery = Nincs ilyen kézbesítés.
console-gate-no-such-session = Nincs ilyen munkamenet.
console-gate-no-such-link = Nincs ilyen kapcsolat.
console-gate-no-such-organization = Nincs ilyen szervezet.
console-gate-no-such-domain = Nincs ilyen domain.
console-gate-no-such = Nem található: { $what }.
console-gate-duplicate-email = Már létezik felhasználó ezzel az e-mail-címmel.
console-gate-last-sign-in-method = Ez a kapcsolat a fiók utolsó bejelentkezési módja: először állítson be jelszót.
console-gate-api-exists = Már létezik API ezzel az azonosítóval.
console-gate-disable-client-first = Törlés előtt tiltsa le a klienst.

## The console's overview page.

console-overview-title = Áttekintés
console-overview-find-user = Felhasználó keresése
console-overview-accounts = Fiókok
console-overview-live-sessions = Élő munkamenetek
console-overview-sign-ins = Bejelentkezések, 24 óra
console-overview-failed-sign-ins = Sikertelen bejelentkezések, 24 óra
console-overview-lockouts = Jelenlegi zárolások
console-overview-failing-deliveries = Sikertelen webhook-kézbesítések
console-overview-chart-heading = Bejelentkezések az elmúlt 24 órában
console-overview-counted = Számolva: { $at } (az adatok legfeljebb egyperces késésűek).
console-overview-chart-label = Óránkénti bejelentkezések az elmúlt 24 órában: { $succeeded } sikeres, { $failed } sikertelen
console-overview-chart-hour = { $time }: { $succeeded } sikeres, { $failed } sikertelen
console-overview-chart-start = 24 órája
console-overview-chart-end = most
console-overview-legend-succeeded = sikeres ({ $count })
console-overview-legend-failed = sikertelen ({ $count })
console-overview-keys-heading = Aláíró kulcsok
console-overview-keys-caption = Aláíró kulcsok, a legújabb elöl
console-overview-key = Kulcs
console-overview-algorithm = Algoritmus
console-overview-state = Állapot
console-overview-age = Kor
console-overview-signing-for = Aláírási idő
console-overview-key-pending = függőben
console-overview-key-active = aktív
console-overview-key-retired = kivezetve
console-overview-keys-link = Kulcsok és rotáció

## The console's users list.

console-users-title = Felhasználók
console-users-deleted = A felhasználó törölve.
console-users-search-label = Cím, név vagy felhasználói azonosító
console-users-search = Keresés
console-users-search-help = A címek az elejüktől, a nevek bármely szó elejétől egyeznek; az azonosító csak teljes egészében.
console-users-caption = Felhasználók, a legrégebbi elöl
console-users-matching = Felhasználók erre a keresésre: „{ $query }”
console-users-address = Cím
console-users-name = Név
console-users-verified = Megerősítve
console-users-state = Állapot
console-users-created = Létrehozva
console-users-yes = igen
console-users-no = nem
console-users-enabled = engedélyezve
console-users-disabled = letiltva
console-users-next-page = Következő oldal

## The console's page of one user.

console-user-done-disabled = A felhasználó letiltva: minden munkamenete véget ért.
console-user-done-enabled = A felhasználó engedélyezve: újra bejelentkezhet.
console-user-done-signed-out = A felhasználó minden munkamenete véget ért.
console-user-done-session-ended = A munkamenet véget ért.
console-user-done-factors-reset = A felhasználó második tényezői eltávolítva; e-mailben értesítettük.
console-user-done-verification-sent = A megerősítő e-mail úton van.
console-user-done-role = A szerepkör módosítva.
console-user-why-heading = Miért nem tud bejelentkezni ez a felhasználó?
console-user-nothing-stops = Jelenleg semmi sem akadályozza a felhasználót a bejelentkezésben.
console-user-reason-disabled = A fiókot egy üzemeltető letiltotta.
console-user-reason-unverified = A cím nincs megerősítve: a jelszavas bejelentkezést elutasítjuk, amíg a megerősítő e-mailben lévő linket nem használják.
console-user-reason-locked-password = Zárolva hibás jelszavak miatt (IP: { $ip }) eddig: { $until } (kb. { $minutes } perc; bejelentkezési korlátozás).
console-user-reason-locked-second-step = A második lépés zárolva hibás kódok miatt eddig: { $until } (kb. { $minutes } perc; második tényezős korlátozás).
console-user-reason-passkey-only = A fióknak nincs jelszava: csak azonosítókulccsal jelentkezik be (vagy jelszó-visszaállítás után).
console-user-reason-providers-only = A fióknak nincs jelszava: csak ezeken keresztül jelentkezik be: { $providers } (vagy jelszó-visszaállítás után).
console-user-reason-second-factor-due = Nincs beállítva második tényező, pedig ezek kéttényezős bejelentkezést kérnek: { $clients }. A felhasználónak először be kell állítania egyet.
console-user-reason-deletion-scheduled = A felhasználó kérte a fiók törlését: a törlés dátuma { $date }, hacsak addig nem jelentkezik be.
console-user-profile = Profil
console-user-id = Felhasználói azonosító
console-user-address = Cím
console-user-verified = Megerősítve
console-user-state = Állapot
console-user-name = Név
console-user-mobile = Mobil
console-user-place = Hely
console-user-created = Létrehozva
console-user-console-role = Konzolszerepkör
console-user-sessions = Munkamenetek
console-user-sessions-caption = Élő munkamenetek, a legutóbbi elöl
console-user-device = Eszköz
console-user-ip-and-place = IP és hely
console-user-signed-in = Bejelentkezés
console-user-last-active = Utoljára aktív
console-user-methods = Módok
console-user-end-column = Befejezés
console-user-end-session = Befejezés
console-user-unknown-device = Ismeretlen eszköz
console-user-second-factors = Második tényezők
console-user-authenticator-app = Hitelesítő alkalmazás
console-user-recovery-codes-left = Megmaradt helyreállítási kódok
console-user-passkeys = Azonosítókulcsok
console-user-factor-none = nincs
console-user-totp-since = { $date } óta
console-user-providers-and-apps = Szolgáltatók és alkalmazások
console-user-links-caption = Összekapcsolt szolgáltatók
console-user-provider = Szolgáltató
console-user-address-given = Megadott cím
console-user-linked = Összekapcsolva
console-user-consents-caption = Hozzájárulások külső alkalmazásokhoz
console-user-client = Kliens
console-user-scopes = Hatókörök
console-user-allowed = Engedélyezve
console-user-recent-events = Legutóbbi események
console-user-events-caption = A felhasználóval kapcsolatos legújabb auditesemények
console-user-when = Időpont
console-user-type = Típus
console-user-actor = Végrehajtó
console-user-ip = IP
console-user-every-event = A felhasználó összes eseménye
console-user-actions = Műveletek
console-user-disable = Letiltás
console-user-enable = Engedélyezés
console-user-sign-out-everywhere = Kijelentkeztetés mindenhol
console-user-resend-verification = Megerősítő e-mail újraküldése
console-user-reset-factors = Második tényezők visszaállítása
console-user-reset-factors-confirm = A hitelesítő alkalmazás, a helyreállítási kódok és az azonosítókulcsok eltávolítása
console-user-delete = Felhasználó törlése
console-user-delete-confirm = Ennek a fióknak és minden hozzá tartozó adatnak a törlése, azonnal
console-user-role-heading = Konzolszerepkör
console-user-role-label = Szerepkör
console-user-set-role = Szerepkör beállítása
console-user-role-help = A megtekintők minden oldalt látnak; az ügyfélszolgálat ezen felül letilthatja és engedélyezheti a felhasználókat, kijelentkeztetheti őket, visszaállíthatja a második tényezőiket és újraküldheti a megerősítő e-maileket; az adminisztrátorok mindent megtehetnek.
console-user-unknown-action = Ez az oldal nem végez ilyen műveletet.
console-user-not-on-this-user = Ezen a felhasználón nem végezhető el: az adminisztrátornál alacsonyabb szintű üzemeltetők csak szerepkör nélküli felhasználókon végezhetnek műveletet, és itt senki sem módosíthatja a saját szerepkörét, állapotát, tényezőit vagy fiókját.
console-user-tick-to-confirm = A megerősítéshez jelölje be a négyzetet, majd ismételje meg.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Kliensek
console-client-list-caption = Kliensek, a legrégebbi elöl
console-client-name = Név
console-client-kind = Típus
console-client-state = Állapot
console-client-registered = Regisztrálva
console-client-kind-public = nyilvános
console-client-kind-confidential = bizalmas
console-client-state-enabled = engedélyezve
console-client-state-disabled = letiltva
console-client-register-heading = Kliens regisztrálása
console-client-register = Regisztrálás
console-client-registered-notice = A kliens regisztrálva.
console-client-deleted = A kliens törölve.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Átirányítási URI-k, soronként egy
console-client-scopes-field = Hatókörök (ha üres: openid email profile authorization)
console-client-package-names-field = Android-csomagnevek, soronként egy
console-client-app-origins-field = Alkalmazás-eredetek azonosítókulcsokhoz, soronként egy
console-client-logout-uri-field = Háttércsatornás kijelentkezési URI (back-channel logout)
console-client-organization-field = Shared Signals-fogadó szervezete (slug vagy id)
console-client-flag-public = Nyilvános (böngészős vagy natív alkalmazás: nincs titkos kulcs, PKCE)
console-client-flag-resource-server = Erőforrás-kiszolgáló (tokeneket introspektálhat)
console-client-flag-client-credentials = Saját magának kérhet tokent (client_credentials)
console-client-flag-rotate-refresh-tokens = Frissítési tokenek rotálása
console-client-flag-require-mfa = Csak kéttényezős bejelentkezés
console-client-flag-require-par = Csak előre beküldött engedélyezési kérések (PAR)
console-client-flag-third-party = Külső fél: a felhasználók előbb hozzájárulnak
console-client-flag-shared-signals = Shared Signals-fogadó: biztonsági eseményfolyamot kap

## Console: one client's page

console-client-saved = A kliens beállításai mentve.
console-client-disabled-notice = A kliens letiltva: a tokenjei már nem ellenőrizhetők.
console-client-granted = Az engedély mentve.
console-client-secret-replaced = A titkos kulcs lecserélve.
console-client-secret-heading = A kliens titkos kulcsa
console-client-secret-once = Másolja ki most: csak ez egyszer jelenik meg, többé nem (csak a kivonatát tároljuk).
console-client-settings-heading = Beállítások
console-client-yes = igen
console-client-no = nem
console-client-redirect-uris = Átirányítási URI-k
console-client-scopes = Hatókörök
console-client-resource-server = Erőforrás-kiszolgáló
console-client-two-factor-only = Csak kéttényezős
console-client-par-only = Csak PAR
console-client-third-party = Külső fél
console-client-shared-signals = Shared Signals-fogadó
console-client-changed = Módosítva
console-client-grants-heading = API-engedélyek
console-client-grants-caption = API-k, amelyeket ez a kliens a saját nevében hívhat
console-client-api = API
console-client-api-identifier = API-azonosító
console-client-grant = Engedélyezés
console-client-actions-heading = Műveletek
console-client-rotate-secret = Titkos kulcs cseréje
console-client-rotate-secret-confirm = A titkos kulcs cseréje: a régi azonnal megszűnik működni
console-client-disable = Letiltás
console-client-disable-confirm = A kliens letiltása: a tokenjei nem lesznek ellenőrizhetők
console-client-delete = Törlés
console-client-delete-confirm = A kliens törlése a számára kiadott összes elemmel együtt
console-client-edit-heading = Szerkesztés
console-client-save = Mentés
console-client-confirm-first = A megerősítéshez jelölje be a négyzetet, majd ismételje meg.
console-client-unknown-action = Ez az oldal nem végez ilyen műveletet.

## Console: the APIs page

console-api-title = API-k
console-api-list-caption = API-k (erőforrás-jelzők)
console-api-identifier = Azonosító
console-api-scopes = Hatókörök
console-api-registered-column = Regisztrálva
console-api-register-heading = API regisztrálása
console-api-identifier-field = Azonosító (https URL)
console-api-scopes-field = Hatókörök, szóközzel elválasztva
console-api-register = Regisztrálás
console-api-registered = Az API regisztrálva.

## Console: the webhooks page

console-webhook-title = Webhookok
console-webhook-list-caption = Webhook-végpontok
console-webhook-endpoint = Végpont (kézbesítései)
console-webhook-events = Események
console-webhook-registered-column = Regisztrálva
console-webhook-remove = Eltávolítás
console-webhook-remove-confirm = A kézbesítés leállítása erre a végpontra
console-webhook-secret-heading = Az aláíró titkos kulcs
console-webhook-secret-once = Adja át most a fogadónak: csak ez egyszer jelenik meg.
console-webhook-register-heading = Végpont regisztrálása
console-webhook-url = URL-cím
console-webhook-events-field = Eseménytípusok, szóközzel elválasztva
console-webhook-register = Regisztrálás
console-webhook-registered = A végpont regisztrálva.
console-webhook-removed = A végpont eltávolítva.
console-webhook-confirm-first = A megerősítéshez jelölje be a négyzetet, majd ismételje meg.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Kézbesítések
console-webhook-deliveries-caption = Kézbesítések, a legújabb elöl
console-webhook-delivery = Kézbesítés
console-webhook-event = Esemény
console-webhook-status = Állapot
console-webhook-attempts = Próbálkozások
console-webhook-last-error = Utolsó hiba
console-webhook-replay = Újraküldés
console-webhook-replayed = A kézbesítés újra sorba került.
console-webhook-status-pending = függőben
console-webhook-status-delivered = kézbesítve
console-webhook-status-failed = sikertelen

## Console: the audit trail

console-audit-title = Auditnapló
console-audit-user-id = Felhasználói azonosító
console-audit-address = Cím
console-audit-type = Típus
console-audit-since = Ettől (RFC 3339)
console-audit-until = Eddig (RFC 3339)
console-audit-any-type = bármelyik
console-audit-filter = Szűrés
console-audit-caption = Események, a legújabb elöl
console-audit-when = Időpont
console-audit-type-column = Típus
console-audit-actor = Végrehajtó
console-audit-user = Felhasználó
console-audit-client = Kliens
console-audit-ip = IP
console-audit-older = Régebbi események

## Console: the signing keys

console-keys-title = Kulcsok
console-keys-caption = A kulcskészlet, a legújabb elöl
console-keys-key = Kulcs
console-keys-algorithm = Algoritmus
console-keys-state = Állapot
console-keys-made = Létrehozva
console-keys-age = Kor
console-keys-signing-since = Aláírás kezdete
console-keys-retired = Kivezetve
console-keys-state-pending = függőben
console-keys-state-active = aktív
console-keys-state-retired = kivezetve
console-keys-rotate-heading = Rotáció
console-keys-rotate-help = A rotáció két lépésből áll: az első közzétesz egy új id_token-kulcsot a JWKS-ben, a második aláíróvá teszi (és lecseréli az access-token-kulcsot). A régi kulcsok addig ellenőriznek, amíg az utolsó tokenjük le nem jár.
console-keys-rotate = Rotálás
console-keys-rotate-confirm = Az aláíró kulcsok rotálása
console-keys-published = Új id_token-kulcs közzétéve: a következő rotáció aláíróvá teszi.
console-keys-activated = A közzétett kulcs mostantól id_tokeneket ír alá, egy új access-token-kulccsal együtt.
console-keys-not-done = Nem történt meg
console-keys-confirm-first = A megerősítéshez jelölje be a négyzetet, majd ismételje meg.

## Console: the settings

console-settings-title = Beállítások
console-settings-effective-heading = Érvényes konfiguráció
console-settings-effective-help = A fájlok, a környezet és az alapértékek figyelembevételével; a titkos adatok maszkolva.
console-settings-caption = Beállítások
console-settings-setting = Beállítás
console-settings-value = Érték
console-settings-upstream-heading = Külső szolgáltatók
console-settings-providers-caption = Szolgáltatók
console-settings-provider-id = Azonosító
console-settings-provider-button = Gomb
console-settings-provider-last-error = Utolsó hiba ezen a példányon
console-settings-no-trouble = nincs az indulás óta
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Alkalmazásban inkább ezt a kódot adja meg: { $token }
mail-set-password-button = Új jelszó beállítása
mail-open-account-button = Fiók megnyitása

## Verification of a new account's address

mail-verification-subject = Erősítse meg e-mail-címét
mail-verification-welcome = Üdvözöljük! Erősítse meg, hogy ez az Ön e-mail-címe.
mail-verification-link-hours = { $hours ->
    [one] A link { $hours } óráig érvényes, és egyszer használható.
   *[other] A link { $hours } óráig érvényes, és egyszer használható.
}
mail-verification-ignore = Ha nem Ön hozott létre fiókot, hagyja figyelmen kívül ezt az e-mailt.
mail-verification-button = Címem megerősítése

## Moving an account to a new address: the mail to the new address

mail-change-subject = Erősítse meg új e-mail-címét
mail-change-confirm = Erősítse meg, hogy a fiókja mostantól ezt az e-mail-címet használja.
mail-change-link-hours = { $hours ->
    [one] A link { $hours } óráig érvényes, és egyszer használható; addig a régi címe marad érvényben.
   *[other] A link { $hours } óráig érvényes, és egyszer használható; addig a régi címe marad érvényben.
}
mail-change-ignore = Ha nem Ön kérte ezt, hagyja figyelmen kívül ezt az e-mailt: semmi sem változik.
mail-change-button = E cím használata

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = A fiókja e-mail-címének módosítása
mail-change-notice-asked = Valaki, aki be van jelentkezve a fiókjába, kérte, hogy a fiók átkerüljön erre a címre: { $address }.
mail-change-notice-until = Csak akkor kerül át, ha az arra a címre küldött linket megnyitják; addig ez a cím marad.
mail-change-notice-not-you = Ha nem Ön volt, állítson be most új jelszót: ez minden munkamenetet lezár, és érvényteleníti a linket.

## To an address that tried to register again

mail-registered-subject = Már van fiókja
mail-registered-tried = Valaki fiókot próbált létrehozni ezzel az e-mail-címmel, amelyhez már tartozik fiók.
mail-registered-if-you = Ha Ön volt, jelentkezzen be, vagy állítson be új jelszót, ha elfelejtette.
mail-registered-not-you = Ha nem Ön volt, hagyja figyelmen kívül ezt az e-mailt: semmi sem változott.

## Password reset

mail-reset-subject = Új jelszó beállítása
mail-reset-asked = Valaki új jelszó beállítását kérte a fiókjához.
mail-reset-link-minutes = { $minutes ->
    [one] A link { $minutes } percig érvényes, és egyszer használható; egy újabb kérés felváltja.
   *[other] A link { $minutes } percig érvényes, és egyszer használható; egy újabb kérés felváltja.
}
mail-reset-not-you = Ha nem Ön volt, hagyja figyelmen kívül ezt az e-mailt: a jelszava változatlan marad.

## Notices: a second factor changed

mail-totp-added-subject = Hitelesítő alkalmazás hozzáadva
mail-totp-added-body = Egy hitelesítő alkalmazást adtak hozzá második tényezőként a fiókjához.
mail-totp-removed-subject = Eltávolították a hitelesítő alkalmazását
mail-totp-removed-body = A hitelesítő alkalmazást eltávolították a fiókjából: a bejelentkezéshez mostantól csak a jelszava kell.
mail-passkey-added-subject = Azonosítókulcs hozzáadva
mail-passkey-added-body = Egy azonosítókulcsot adtak hozzá a fiókjához: vele jelszó nélkül jelentkezhet be.
mail-passkey-removed-subject = Azonosítókulcs eltávolítva
mail-passkey-removed-body = Egy azonosítókulcsot eltávolítottak a fiókjából: azzal már nem lehet bejelentkezni.
mail-recovery-used-subject = Helyreállítási kódot használtak fel
mail-recovery-used-body = { $left ->
    [one] Egy helyreállítási kóddal bejelentkeztek a fiókjába; { $left } fel nem használt kód maradt.
   *[other] Egy helyreállítási kóddal bejelentkeztek a fiókjába; { $left } fel nem használt kód maradt.
}
mail-factor-not-you = Ha nem Ön volt, a fiókoldalán módosítsa a jelszavát, és jelentkezzen ki mindenhol.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider }-fiók összekapcsolva a fiókjával
mail-linked-body = A fiókját összekapcsolták egy { $provider }-fiókkal: ha { $provider }-fiókkal jelentkezik be, mostantól ez a fiók nyílik meg.
mail-unlinked-subject = { $provider }-fiók leválasztva a fiókjáról
mail-unlinked-body = A fiókjáról leválasztottak egy { $provider }-fiókot: ha { $provider }-fiókkal jelentkezik be, már nem ez a fiók nyílik meg.
mail-link-not-you = Ha nem Ön volt, a fiókoldalán módosítsa a jelszavát, jelentkezzen ki mindenhol, és válassza le a szolgáltatót.

## Account deleted

mail-deleted-subject = Töröltük a fiókját
mail-deleted-body = A fiókját és minden róla tárolt adatot töröltünk, és minden munkamenete véget ért.
mail-deleted-register-again = Ezzel a címmel újra regisztrálhat; a régi fiókból semmi sem tér vissza.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = A fiókja törlődni fog
mail-deletion-due = A fiókja törlésének dátuma: { $date }; minden munkamenete véget ért.
mail-deletion-keep = Ha meg szeretné tartani, jelentkezzen be újra addig. Ha nem Ön kérte ezt, jelentkezzen be, és módosítsa a jelszavát.
mail-deletion-button = Bejelentkezés a megtartáshoz

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Csatlakozzon a(z) { $organization } szervezethez
mail-invitation-body = Meghívták, hogy csatlakozzon a(z) { $organization } szervezethez. Az elfogadáshoz nyissa meg a linket: jelentkezzen be ezzel a címmel, vagy hozzon létre vele fiókot.
mail-invitation-expiry = { $days ->
    [one] A link egy napig érvényes.
   *[other] A link { $days } napig érvényes.
}
mail-invitation-ignore = Ha nem ismeri ezt a szervezetet, hagyja figyelmen kívül ezt az e-mailt: semmi sem történik, hacsak el nem fogadja.
mail-invitation-button = Meghívó megtekintése
console-organizations-title = Szervezetek
console-organizations-name = Név
console-organizations-slug = Rövid név (slug)
console-organizations-enabled = Engedélyezve
console-organizations-mfa = Második tényező
console-organizations-new = Új szervezet
console-organizations-create = Szervezet létrehozása
console-organizations-created = A szervezet létrejött.
console-organization-saved = A domain szabályai mentve.
console-organization-id = Azonosító
console-organization-members = Tagok
console-organization-roles = Szerepkörök
console-organization-managed = Felügyelt
console-organization-break-glass = Vészhozzáférés
console-organization-invitations = Függőben lévő meghívók
console-organization-expires = Lejár
console-organization-domains = Domainek
console-organization-domain = Domainnév
console-organization-state = Állapot
console-organization-rules = Szabályok
console-organization-save-rules = Mentés
console-organization-sign-in = Saját bejelentkezés
console-organization-no-sign-in = Nincs saját bejelentkezése: a tagjai a jelszavukkal vagy azonosítókulcsukkal jelentkeznek be.
organization-admin-title = { $organization }: szervezeti beállítások
organization-admin-lead = Ezt a szervezetet ezzel a címmel kezeli: { $email }.
organization-admin-none = Itt még nincs semmi.
organization-admin-members = Tagok
organization-admin-remove = Eltávolítás
organization-admin-yes = Igen
organization-admin-no = Nem
organization-admin-email = E-mail-cím
organization-admin-roles = Szerepkörök
organization-admin-managed = A szervezet bejelentkezése kezeli
organization-admin-action = Művelet
organization-admin-invitations = Függőben lévő meghívók
organization-admin-revoke = Visszavonás
organization-admin-expires = Lejár
organization-admin-invite = Valaki meghívása
organization-admin-role = Szerepkör
organization-admin-invite-button = Meghívó küldése
organization-admin-domains = Domainek
organization-admin-domains-lead = Igényelje a cége e-mail-domainjét, tegye közzé a megjelenített TXT-rekordot, majd ellenőrizze a domaint. Az ellenőrzött domain címei a szervezete bejelentkezésén keresztül jelentkezhetnek be.
organization-admin-verify = Ellenőrzés
organization-admin-verified = Ellenőrizve
organization-admin-pending = Függőben
organization-admin-domain = Domainnév
organization-admin-state = Állapot
organization-admin-record = Közzéteendő rekord
organization-admin-add-domain = Domain igénylése
organization-admin-sign-in = A szervezete bejelentkezése
organization-admin-no-sign-in = A szervezet tagjai a jelszavukkal jelentkeznek be. Állítsa be saját OpenID-szolgáltatóját (Okta, Entra ID, Google Workspace…), hogy azon keresztül jelentkezzenek be.
organization-admin-issuer = Kibocsátó URL-címe (issuer)
organization-admin-client-id = Kliensazonosító
organization-admin-client-secret = Kliens titkos kulcsa
organization-admin-redirect-uri = A szolgáltatójánál regisztrálandó átirányítási URI
organization-admin-save-sign-in = Bejelentkezési beállítások mentése
organization-admin-sign-in-title = Először jelentkezzen be
organization-admin-sign-in-text = Jelentkezzen be a fiókoldalán, majd nyissa meg újra ezt az oldalt.
organization-admin-sign-in-link = Ugrás a fiókjához
organization-admin-unknown-title = A szervezet nem található
organization-admin-unknown-text = Itt nincs olyan szervezet, amelyet Ön kezel.
organization-admin-unknown-change = Ez az oldal nem végez ilyen módosítást.
organization-admin-scim = Felhasználókiépítés (SCIM)
organization-admin-scim-lead = A címtára (Okta, Entra ID, Google Workspace…) SCIM 2.0-n keresztül itt hozza létre, módosítja és távolítja el a felhasználóit és csoportjait. Adja meg neki egy kapcsolat alap-URL-jét és tokenjét.
organization-admin-scim-base-url = Alap-URL
organization-admin-scim-made = Létrehozva
organization-admin-scim-last-used = Utoljára használva
organization-admin-scim-never = Soha
organization-admin-scim-old-token = A régi token érvényes eddig
organization-admin-scim-rotate = Új token
organization-admin-scim-make = Kapcsolat létrehozása
organization-admin-scim-token-title = A címtár tokenje
organization-admin-scim-token-text = Másolja be most az alap-URL-t és a tokent a címtárába: a token többé nem jelenik meg. Az esetleges régi token még egy napig működik.
organization-admin-scim-token = Hozzáférési token
organization-admin-scim-revoke-confirm = A kapcsolat visszavonása: a tokenjei azonnal megszűnnek működni
invitation-title = Csatlakozás a(z) { $organization } szervezethez
invitation-join-lead = Meghívták, hogy csatlakozzon a(z) { $organization } szervezethez ezzel a címmel: { $email }.
invitation-join-button = Csatlakozás
invitation-sign-up-lead = Meghívták, hogy csatlakozzon a(z) { $organization } szervezethez. A csatlakozáshoz hozza létre a fiókját ezzel a címmel: { $email }. A meghívó igazolja, hogy a cím az Öné.
invitation-name = Az Ön neve
invitation-password = Válasszon jelszót (legalább 10 karakter)
invitation-sign-up-button = Fiók létrehozása és csatlakozás
invitation-other-account = Ez a meghívó a(z) { $email } címre szól, de Ön ezzel a címmel van bejelentkezve: { $current }. Jelentkezzen ki, majd nyissa meg újra a linket.
invitation-sign-in-first = Ez a meghívó a(z) { $email } címre szól, amelyhez már tartozik itt fiók. Jelentkezzen be vele a fiókoldalán, majd nyissa meg újra a linket.
invitation-sign-in-as-invitee = Először jelentkezzen be a meghívott címmel.
invitation-unusable-title = Ez a meghívó nem használható
invitation-unusable-text = Már felhasználták, visszavonták, egy újabb váltotta fel, vagy lejárt. Kérjen új meghívót a szervezettől.
invitation-joined-title = Csatlakozott a(z) { $organization } szervezethez
invitation-joined-text = Most már tag: az alkalmazások, amelyekbe ennek a szervezetnek a nevében jelentkezik be, látják a tagságát.
invitation-joined-new-account = A fiókja elkészült, és Ön tag: jelentkezzen be a címével és a választott jelszavával.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token és frissítési token kiadva
api-code-token = Token kiadva
api-code-userdata = Felhasználói adatok
api-code-login-success = Sikeres bejelentkezés
api-code-auth-code = Engedélyezési kód kiadva
api-code-id-token = id_token kiadva
api-code-logged-out = Kijelentkezve; a munkamenet és tokenjei visszavonva
api-code-ok = Kész
api-code-alive = Működik
api-code-ready = Kiszolgálásra kész
api-code-sessions = Az Ön aktív munkamenetei
api-code-export = Minden, amit a fiókjáról tárolunk
api-code-email-change-requested = Ha a cím használható, úton van oda egy megerősítő link
api-code-account-deleted = A fiókját és minden róla tárolt adatot töröltünk; minden munkamenet véget ért
api-code-deletion-scheduled = Minden munkamenet véget ért, és a fiókja törlődni fog; ha meg szeretné tartani, jelentkezzen be újra addig
api-code-reauthentication-required = Először jelentkezzen be újra: ehhez az elmúlt néhány percben történt bejelentkezés szükséges
api-code-session-ended = Kijelentkezve; a munkamenet és tokenjei visszavonva
api-code-password-changed = Jelszó módosítva; minden más munkamenet és azok tokenjei visszavonva
api-code-registration-accepted = Regisztráció fogadva; a cím megerősítéséhez nézze meg a leveleit
api-code-email-verified = E-mail-cím megerősítve
api-code-reset-requested = Ha a címhez tartozik fiók, úton van oda egy e-mail a visszaállítási linkkel
api-code-password-reset = Jelszó beállítva; minden munkamenet és azok tokenjei visszavonva
api-code-registration-closed = A regisztráció nem lehetséges; kérjen fiókot az üzemeltetőtől
api-code-invalid-request = A kérés formátuma hibás
api-code-unsupported-grant-type = a grant_type értéke code vagy refresh_token lehet
api-code-invalid-grant = A kód vagy a refresh_token érvénytelen, lejárt, visszavonták, vagy másik kliensnek adták ki
api-code-invalid-client = A kliens hitelesítése sikertelen
api-code-invalid-credentials = Az e-mail-cím vagy a jelszó hibás. Új fiókba csak az e-mail-cím megerősítése után lehet bejelentkezni: a linket a leveleiben találja
api-code-mfa-required = Második tényező szükséges: válaszoljon a hitelesítő alkalmazás kódjával vagy egy helyreállítási kóddal
api-code-mfa-enrolment-required = Ez az alkalmazás kéttényezős bejelentkezést kér: állítson be hitelesítő alkalmazást vagy azonosítókulcsot a fiókoldalán, majd jelentkezzen be újra
api-code-passkey-options = Adja át ezeket a beállításokat a hitelesítőnek
api-code-passkey-added = Azonosítókulcs hozzáadva
api-code-passkeys = Az Ön azonosítókulcsai
api-code-links = Az Ön összekapcsolt bejelentkezési szolgáltatói
api-code-last-sign-in-method = Ez a fiók utolsó bejelentkezési módja: először állítson be jelszót, vagy adjon hozzá azonosítókulcsot
api-code-insufficient-scope = A token hatóköre nem engedélyezi ezt a kérést
api-code-not-a-member = Ehhez a szervezethez nem jelentkezhet be: kérje meg a szervezet adminisztrátorát, hogy vegye fel
api-code-sso-required = Az Ön bejelentkezését a szervezete kezeli: folytassa az ssoUrl címen
api-code-not-found = Nincs ilyen erőforrás
api-code-method-not-allowed = A metódus nem engedélyezett ehhez az erőforráshoz
api-code-conflict = Már létezik
api-code-payload-too-large = A kérés törzse túl nagy
api-code-rate-limited = Túl sok kérés; próbálja újra később
api-code-server-error = Belső kiszolgálóhiba
api-code-service-unavailable = A szolgáltatás átmenetileg nem érhető el; próbálja újra később

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Hozzáférési token szükséges `Authorization: Bearer <token>` formában; ez hiányzik, hibás formátumú vagy vissza lett vonva
api-busy = Túl sok egyidejű bejelentkezés; próbálja újra hamarosan

## Seed interface: verify-token and the token endpoint

api-token-type-verify = a token_type értéke id_token vagy token lehet
api-token-type-grant = a token_type értéke refresh_token vagy token lehet
api-token-type-refresh = refresh_token grant_type esetén a token_type értéke csak token lehet
api-client-secret-required = a client_secret kötelező, ha a token_type értéke token
api-field-empty = a(z) { $field } nem lehet üres

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = a jelszó túl hosszú
api-mfa-token-invalid = Az mfaToken ismeretlen, már felhasználták vagy lejárt: jelentkezzen be újra
api-challenge-invalid = A challengeId ismeretlen, már felhasználták vagy lejárt: kérjen új azonosítókulcs-beállításokat
api-mfa-code-or-passkey = Második tényező szükséges: válaszoljon a hitelesítő alkalmazás kódjával, egy helyreállítási kóddal vagy az azonosítókulcsával
api-mfa-passkey = Második tényező szükséges: válaszoljon az azonosítókulcsával (login/passkey az mfaTokennel)
api-client-id-required = a client_id kötelező
api-client-unknown = a client_id ismeretlen vagy le van tiltva
api-redirect-uri-required = a redirect_uri kötelező
api-redirect-uri-unregistered = a redirect_uri nincs regisztrálva ehhez a klienshez
api-state-too-long = a state túl hosszú

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = A token ismeretlen, már felhasználták, lejárt, vagy egy újabb váltotta fel
api-session-not-found = Nincs ilyen azonosítójú aktív munkamenete

## Native-app API: second factors and passkeys

api-authenticator-exists = Már be van állítva hitelesítő alkalmazás; először távolítsa el
api-authenticator-not-pending = Jelenleg nincs folyamatban hitelesítő alkalmazás beállítása
api-authenticator-none = Nincs beállítva hitelesítő alkalmazás
api-factor-code-wrong = A kód nem megfelelő
api-reauthenticate-factors = Jelentkezzen be újra (a második tényezőjével, ha van) a második tényezők módosításához
api-reauthenticate-passkeys = Jelentkezzen be újra (a második tényezőjével, ha van) az azonosítókulcsok módosításához
api-reauthenticate-sign-in = Jelentkezzen be újra (a második tényezőjével, ha van) a bejelentkezési módok módosításához
api-passkeys-unavailable = az azonosítókulcsok nem érhetők el ezen a kiszolgálón
api-passkey-not-found = nincs ilyen azonosítókulcs
api-passkey-no-ceremony = nincs függőben lévő azonosítókulcs-regisztráció; kérjen új beállításokat
api-passkey-rejected = az azonosítókulcsot nem sikerült ellenőrizni
api-passkey-registered = ez az azonosítókulcs már regisztrálva van
api-passkey-name-invalid = az azonosítókulcs neve 1–{ $max } karakter hosszú lehet, vezérlőkarakterek és kétirányú formázókarakterek nélkül
api-passkeys-too-many = { $max ->
    [one] egy fióknak legfeljebb { $max } azonosítókulcsa lehet
   *[other] egy fióknak legfeljebb { $max } azonosítókulcsa lehet
}

## Native-app API: upstream identity providers

api-upstream-unknown = Nincs ilyen azonosítójú külső szolgáltató
api-upstream-refused = Az id_token nem fogadható el ennél a szolgáltatónál
api-upstream-disabled = A fiók le van tiltva
api-upstream-no-email = Az id_token nem tartalmaz e-mail-címet, amellyel fiók hozható létre
api-upstream-unverified-email = A szolgáltató nem kezeskedik az id_token e-mail-címéért: regisztráljon a címmel, majd kapcsolja össze a szolgáltatót
api-upstream-unreachable = A szolgáltató nem érhető el; próbálja újra később
api-upstream-email-taken = Ezzel a címmel már létezik fiók: jelentkezzen be abba, és a fiókoldalon kapcsolja össze a szolgáltatót
api-upstream-outside-domains = A szervezet bejelentkezése csak az ellenőrzött domainjeibe tartozó címeket jelentkeztetheti be
api-upstream-unconfirmed-account = Ezzel a címmel létezik fiók, de soha nem erősítették meg: erősítse meg, majd jelentkezzen be újra a szervezeten keresztül
api-upstream-operator-account = Az üzemeltetői fiók saját jelszavával és második tényezőjével jelentkezik be, nem egy szervezet bejelentkezésén keresztül
api-link-not-found = A fiók nincs összekapcsolva ezzel a szolgáltatóval

## Admin API

api-admin-key-required = Az admin API-hoz `Authorization: Bearer <admin key>` szükséges
api-admin-status-once = a status legfeljebb egyszer
api-admin-parameters-once = minden paraméter legfeljebb egyszer
api-admin-duplicate-email = már létezik felhasználó ezzel az e-mail-címmel
api-admin-user-not-found = a felhasználó nem található
api-admin-client-not-found = a kliens nem található
api-admin-api-not-found = az API nem található
api-admin-session-not-found = a munkamenet nem található
api-admin-delivery-not-found = a kézbesítés nem található
api-admin-webhook-not-found = a webhook nem található

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = A linket abban a böngészőben nyissa meg, amelyben regisztrált: máshol a fiók jelszavát fogjuk kérni.
mail-change-where = A linket abban a böngészőben nyissa meg, amelyben a módosítást kérte, vagy amelyben be van jelentkezve: máshol a jelszavát fogjuk kérni.
mail-not-yours-english = Nem Ön regisztrált, vagy nem Ön kérte ezt? Akkor ne erősítse meg: hagyja figyelmen kívül ezt az e-mailt, és nem történik semmi.
verify-password-lead = A cím itteni megerősítéséhez adja meg annak a fióknak a jelszavát, amelyhez a cím tartozik. Ha alkalmazásban regisztrált, inkább az e-mailben kapott kódot adja meg az alkalmazásban. Ha nem regisztrált, és nem kérte ezt, ne erősítse meg: zárja be ezt az oldalt.
verify-password = A fiók jelszava
verify-password-needed = A cím ebben a böngészőben való megerősítéséhez adja meg a fiók jelszavát.
verify-wrong-password = Ez nem a fiók jelszava.

## After a password reset, every other way into the account

mail-reset-done-subject = Visszaállították a jelszavát
mail-reset-done-body = A fiókja jelszavát az imént visszaállították, és minden bejelentkezett eszközt kijelentkeztettünk.
mail-reset-done-still = Ezekkel továbbra is be lehet jelentkezni a fiókjába:
mail-reset-done-remove = Ha ezek közül valamelyik nem az Öné, jelentkezzen be az új jelszóval, és a fiókoldalán válassza a „Minden eltávolítása az új jelszón kívül” lehetőséget.
mail-reset-done-nothing-else = Semmi más nem ad hozzáférést a fiókjához: csak az új jelszó.
mail-reset-done-factor-not-yours = Ha bejelentkezéskor olyan második tényezőt kérünk, amely nincs Önnél, az nem az Öné: kérje meg a szolgáltatás ügyfélszolgálatát, hogy távolítsa el.
mail-reset-done-not-you = Ha nem Ön állította vissza a jelszavát, valaki olvashatja a leveleit: először tegye biztonságossá a postafiókját, majd állítson be ismét új jelszót.
ways-in-passkey = Azonosítókulcs: „{ $name }”
ways-in-authenticator = Hitelesítő alkalmazás
ways-in-recovery-codes = { $count ->
    [one] { $count } fel nem használt helyreállítási kód
   *[other] { $count } fel nem használt helyreállítási kód
}
ways-in-link = Bejelentkezés { $provider }-fiókkal
ways-in-sessions = { $count ->
    [one] { $count } másik bejelentkezett eszköz (lent felsorolva)
   *[other] { $count } másik bejelentkezett eszköz (lent felsorolva)
}
account-review-heading = Visszaállították a jelszavát
account-review-lead = A jelszavát visszaállították ekkor: { $date }. Ezekkel továbbra is be lehet jelentkezni a fiókjába:
account-review-explain = Ha ezek közül valamelyik nem az Öné, távolítsa el mindet: ekkor csak az új jelszavával lehet bejelentkezni, és minden más eszközt kijelentkeztetünk. Utána újra hozzáadhat azonosítókulcsot vagy hitelesítő alkalmazást.
account-review-remove = Minden eltávolítása az új jelszón kívül
account-review-keep = Mind az enyém
account-review-gone = Már nincs mit áttekinteni.
account-review-removed = Az új jelszava kivételével minden eltávolítva, és minden más eszközt kijelentkeztettünk.
account-review-kept = Rendben: minden marad a régiben.

## The second step locked after wrong codes

mail-factor-locked-subject = Valaki megpróbálta megkerülni a második tényezőjét
mail-factor-locked-body = { $minutes ->
    [one] Valaki beírta a jelszavát, majd öt hibás második tényezős kódot. A fiókjába való bejelentkezés { $minutes } percre szünetel.
   *[other] Valaki beírta a jelszavát, majd öt hibás második tényezős kódot. A fiókjába való bejelentkezés { $minutes } percre szünetel.
}
mail-factor-locked-not-you = Ha nem Ön volt, valaki ismeri a jelszavát: állítson be most újat.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = a konzolszerepkörhöz megerősített cím szükséges: a felhasználónak előbb meg kell erősítenie a címét
console-gate-unverified = A konzol csak megerősített címmel rendelkező üzemeltetők számára nyílik meg. Erősítse meg a címét a megerősítő e-mailben lévő linkkel, majd nyissa meg újra a konzolt.
console-gate-idle-lead = Jelentkezzen be újra a konzol megnyitásához
console-gate-idle = A konzolt { $minutes } percig nem használta, ezért újra be kell jelentkeznie. A fiókjában bejelentkezve marad.
console-webhook-url-once = Az URL-címe, amely csak most látható teljes egészében (a lista elrejti a „?” utáni részt, ahol token lehet):
console-webhook-query-hidden = A végpont URL-címében a „?” utáni rész rejtve van: tartalmazhatja a fogadó tokenjét.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Kód küldése e-mailben
page-code-ask-title = Bejelentkezés kóddal
page-code-ask-lead = Adja meg az e-mail-címét: küldünk egy kódot a bejelentkezéshez, jelszó nélkül.
page-code-ask-button = Kód küldése e-mailben
page-code-invalid-email = Adjon meg egy teljes e-mail-címet, például name@example.com.
page-code-not-allowed = Ez az alkalmazás jelszót vagy azonosítókulcsot kér: itt nem lehet e-mailben küldött kóddal bejelentkezni.
page-code-title = Nézze meg a leveleit
page-code-lead = { $minutes ->
    [one] E-mailt küldtünk ide: { $email }. Írja be a benne lévő hatjegyű kódot: { $minutes } percig érvényes, és egyszer használható.
   *[other] E-mailt küldtünk ide: { $email }. Írja be a benne lévő hatjegyű kódot: { $minutes } percig érvényes, és egyszer használható.
}
page-code-field = Bejelentkezési kód
page-code-name = Az Ön neve, ha új itt
page-code-button = Bejelentkezés
page-code-again = Új kód küldése
page-code-wrong = A kód nem megfelelő, vagy már lejárt. Nézze meg a legújabb e-mailt, vagy kérjen új kódot.
page-code-link-title = Bejelentkezés
page-code-link-lead = Jelentkezzen be a fiókjába ebben a böngészőben.
page-code-link-button = Bejelentkezem
page-code-link-elsewhere-title = Írja be ezt a kódot ott, ahol kérte
page-code-link-elsewhere = Ezt a linket nem abban a böngészőben vagy alkalmazásban nyitották meg, amely kérte. Ott írja be ezt a kódot:
page-code-link-ended-title = Ez a link már nem érvényes
page-code-link-ended = A linket már felhasználták, egy újabb váltotta fel, vagy túl régi. Kérjen új kódot ott, ahol bejelentkezik.
api-sign-in-code-refused = A kód hibás, már felhasználták, felváltották vagy lejárt: kérjen újat
api-login-code-or-password = Jelszót vagy kódot küldjön, ne mindkettőt
api-code-code-sent = Úton van egy e-mail a bejelentkezési kóddal; a kód néhány percig érvényes, és egyszer használható
api-code-sign-in-code-not-allowed = Itt nem lehet e-mailben küldött kóddal bejelentkezni: használja a jelszavát vagy egy azonosítókulcsot

## Mail: a sign-in code

mail-code-subject = Az Ön bejelentkezési kódja
mail-code-asked = Valaki be szeretne jelentkezni ezzel a címmel. A beírandó kód:
mail-code-minutes = { $minutes ->
    [one] A kód és a lenti link { $minutes } percig érvényes, és egyszer használható; egy újabb kérés felváltja őket.
   *[other] A kód és a lenti link { $minutes } percig érvényes, és egyszer használható; egy újabb kérés felváltja őket.
}
mail-code-new-account = Ezt a címet még egyetlen fiók sem használja: a kóddal való bejelentkezés létrehoz egyet.
mail-code-button = Bejelentkezem
mail-code-not-you = Ha nem Ön volt, hagyja figyelmen kívül ezt az e-mailt: a kód nélkül senki sem tud bejelentkezni.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Bejelentkezés ezzel a címmel
mail-no-account-body = Valaki kódot kért a bejelentkezéshez ezzel a címmel, de itt egyetlen fiók sem használja.
mail-no-account-not-you = Ha nem Ön volt, hagyja figyelmen kívül ezt az e-mailt: semmi sem változott.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = A felhasználók e-mailben küldött kóddal is bejelentkezhetnek
api-name-invalid = A név túl hosszú, vagy vezérlőkaraktereket tartalmaz
