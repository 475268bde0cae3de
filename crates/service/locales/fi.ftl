# Finnish: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Kieli

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Sähköpostiosoite tai salasana on väärä. Uudella tilillä voi kirjautua sisään, kun sen osoite on vahvistettu: etsi linkki sähköpostistasi.
error-throttled = Liian monta epäonnistunutta yritystä. Odota muutama minuutti ja yritä sitten uudelleen.
error-busy = Sisäänkirjautujia on juuri nyt liian paljon. Yritä hetken kuluttua uudelleen.
error-missing-fields = Anna sähköpostiosoitteesi ja salasanasi.
error-expired-form = Tämä lomake on vanhentunut. Kirjaudu uudelleen sisään.
error-second-factor-in-app = Tämä tili on suojattu kaksivaiheisella vahvistuksella. Kirjaudu ensin sisään tilisivullasi (siellä kysytään koodi) ja palaa sitten tänne.
error-wrong-second-factor = Koodi oli väärä, jo käytetty tai liian myöhässä. Kirjaudu uudelleen sisään.
error-passkey-refused = Pääsyavainta ei voitu käyttää, tai yritys kesti liian kauan. Yritä uudelleen tai kirjaudu sisään salasanallasi.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Liian monta pyyntöä. Odota muutama minuutti ja yritä sitten uudelleen.
error-expired-form-again = Tämä lomake on vanhentunut. Yritä uudelleen.

## Error pages (a heading and a paragraph)

error-bad-link-title = Linkki ei kelpaa
error-bad-link-text = Tämä linkki ei ole enää voimassa: se on jo käytetty, se on vanhentunut tai uudempi linkki on korvannut sen. Pyydä uusi linkki.

error-form-title = Kirjautuminen epäonnistui
error-form-too-large = Lomake on liian suuri.
error-form-unreadable = Lomaketta ei voitu lukea. Palaa takaisin ja yritä uudelleen.
error-cross-site-title = Pyyntö hylättiin
error-cross-site-text = Tämä lomake lähetettiin toiselta sivustolta. Avaa kirjautumissivu uudelleen ja lähetä lomake sieltä.

error-unavailable-title = Yritä pian uudelleen
error-unavailable-text = Kirjautumispalvelu on ruuhkautunut tai ei ole käytettävissä. Yritä hetken kuluttua uudelleen.
error-failed-title = Jokin meni vikaan
error-failed-text = Kirjautumista ei voitu viedä loppuun. Yritä uudelleen.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Tietää, kuka olet
scope-email = Nähdä sähköpostiosoitteesi
scope-profile = Nähdä profiilisi: nimi, kuva, puhelinnumero ja maa
scope-authorization = Nähdä profiilisi ja istunnot, joissa olet kirjautuneena
scope-organizations = Nähdä organisaatiot, joihin kuulut, ja roolisi niissä
scope-api = Käyttää rajapintaa { $api } puolestasi

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: anna todennussovelluksen näyttämä koodi tai palautuskoodi, tai käytä pääsyavaintasi.
page-second-step-passkey = { $purpose }: käytä pääsyavaintasi.
page-second-step-code = { $purpose }: anna todennussovelluksen näyttämä koodi tai jokin palautuskoodeistasi.
page-second-step-use-passkey = Käytä pääsyavainta

## Login page

page-login-title = Kirjaudu sisään
page-login-email = Sähköposti
page-login-password = Salasana
page-login-button = Kirjaudu sisään
page-login-with-provider = Kirjaudu sisään { $provider } -tilillä
page-login-passkey = Kirjaudu sisään pääsyavaimella
page-login-forgot = Unohditko salasanasi?
page-login-organization = Kirjaudu sisään organisaatiosi kautta
page-organization-title = Kirjaudu sisään organisaatiosi kautta
page-organization-lead = Anna työsähköpostiosoitteesi tai organisaatiosi tunniste, niin jatkat organisaation kirjautumiseen.
page-organization-field = Työsähköposti tai organisaation tunniste
page-organization-button = Jatka
page-organization-unknown = Mikään organisaatio ei käytä tätä osoitetta tai tunnistetta kirjautumiseen. Tarkista se tai kirjaudu sisään sähköpostiosoitteellasi ja salasanallasi.
login-sso-required = Organisaatiosi hoitaa kirjautumisesi: käytä organisaatiosi kirjautumista.
login-sso-required-named = { $organization } hoitaa kirjautumisesi: käytä sen kirjautumista alla.
page-login-new-here = Uusi käyttäjä?
page-login-create-account = Luo tili

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Yhdistä laite
page-device-code-lead = Anna koodi, joka näkyy televisiossasi, pelikonsolissasi tai muussa laitteessasi.
page-device-code-label = Koodi
page-device-code-button = Jatka
page-device-confirm-heading = Yhdistetäänkö { $client }?
page-device-confirm-lead = Laite, joka näyttää koodin { $code }, pyytää lupaa käyttää tiliäsi { $email }. Salli se vain, jos aloitit tämän itse kyseisellä laitteella.
page-device-confirm-able = Sovellus voi:
page-device-confirm-deny = Hylkää
page-device-confirm-allow = Salli

## Account page

page-account-title = Tilisi
page-account-signed-in-as = Kirjautuneena: { $email }
page-account-signed-in-as-unconfirmed = Kirjautuneena: { $email } (osoitetta ei ole vielä vahvistettu: katso lähettämämme viesti)
page-account-sessions-heading = Missä olet kirjautuneena
page-account-session-app = sovellus { $package }
page-account-this-browser = Tämä selain
page-account-sign-out-session = Kirjaudu ulos
page-account-sign-out-others = Kirjaudu ulos kaikkialta muualta
page-account-profile-heading = Profiili
page-account-profile-save = Tallenna profiili
page-account-password-heading = Salasana
page-account-current-password = Nykyinen salasana
page-account-new-password = Uusi salasana (vähintään 10 merkkiä)
page-account-password-change = Vaihda salasana
page-account-email-heading = Sähköpostiosoite
page-account-email-explain = Uuteen osoitteeseen lähetetään linkki, ja tilisi siirtyy sinne, kun linkkiä käytetään. Siihen asti kirjaudut sisään nykyisellä osoitteella.
page-account-new-email = Uusi sähköpostiosoite
page-account-email-password = Salasana
page-account-email-change = Vaihda sähköpostiosoite
page-account-data-heading = Tietosi
page-account-data-explain = Kaikki, mitä tämä palvelu säilyttää tilistäsi (profiili, istunnot laitteineen ja sijainteineen, linkitetyt palvelut, kaksivaiheisen vahvistuksen menetelmät, sinua koskevat tietoturvatapahtumat), yhtenä JSON-tiedostona. Se ei sisällä salasanaa eikä salaisuuksia.
page-account-data-download = Lataa tietosi
page-account-delete-heading = Poista tilisi
page-account-delete-explain = Poistaa profiilisi, istuntosi, kaksivaiheisen vahvistuksen menetelmät ja linkitetyt palvelusi sekä kirjaa sinut ulos kaikkialta.
page-account-delete-link = Poista tilisi

## Sign-out confirmation

page-logout-title = Kirjaudu ulos
page-logout-question = Kirjaudutaanko ulos tililtäsi tässä selaimessa?
page-logout-button = Kirjaudu ulos

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Anna salasana.
rule-password-too-short = Salasanassa on oltava vähintään { $min } merkkiä.
rule-password-too-long = Salasanassa saa olla enintään { $max } merkkiä.
rule-password-is-email = Salasana ei saa olla sama kuin sähköpostiosoite.
rule-password-refused = Tätä salasanaa ei voi käyttää. Valitse toinen.
rule-email-invalid = Anna sähköpostiosoite, johon voi vastaanottaa viestejä, esimerkiksi nimi@example.com.
rule-email-same = Tämä on jo tilin osoite.
rule-field-invalid = Jokin kenttä on liian pitkä tai sisältää merkkejä, jotka eivät ole sallittuja.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = asiakassovelluksen nimessä on oltava 1–200 merkkiä
rule-client-name-characters = asiakassovelluksen nimessä ei saa olla ohjausmerkkejä eikä kaksisuuntaisen muotoilun merkkejä
rule-resource-server-confidential = resurssipalvelimen on oltava luottamuksellinen asiakassovellus
rule-client-credentials-confidential = client_credentials edellyttää luottamuksellista asiakassovellusta
rule-public-client-secret = julkisella asiakassovelluksella ei ole salaisuutta
rule-shared-signals-confidential = Shared Signals -vastaanottajan on oltava luottamuksellinen asiakassovellus
rule-organization-for-receivers = vain Shared Signals -vastaanottaja liitetään organisaatioon
rule-profile-field-length = profiilikentissä saa olla enintään { $max } merkkiä
rule-profile-field-characters = profiilikentissä ei saa olla ohjausmerkkejä eikä kaksisuuntaisen muotoilun merkkejä
rule-unknown-event-type = tuntematon tapahtumatyyppi ”{ $name }”; tunnetut: { $known }
rule-no-event-type = tapahtumissa on nimettävä vähintään yksi tapahtumatyyppi
rule-secret-prefix = salaisuuden on alettava merkeillä whsec_
rule-secret-encoding = salaisuuden on alettava merkeillä whsec_ ja jatkuttava base64-muodossa
rule-secret-length = salaisuuden pituuden on oltava 24–64 tavua
rule-delivery-status = status-arvon on oltava pending, delivered tai failed
rule-not-a-timestamp = { $name } on annettava RFC 3339 -aikaleimana
rule-not-a-user-id = user-arvon on oltava käyttäjän tunniste
rule-not-an-email = email-arvon on oltava sähköpostiosoite
rule-unknown-audit-type = tuntematon tapahtumatyyppi
rule-unknown-cursor = cursor-arvo ei ole tämän rajapinnan antama
rule-page-size = limit-arvon on oltava 1–500
rule-no-scope = vähintään yksi käyttöoikeusalue vaaditaan
rule-undefined-scopes = rajapinta määrittää vain nämä käyttöoikeusalueet: { $scopes }
rule-role-name = roolin on oltava admin, support, viewer tai none
rule-already-verified = osoite on jo vahvistettu

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = jatkaaksesi palveluun { $client }
login-failed-title = Kirjautuminen epäonnistui
login-malformed-link = Kirjautumislinkki on virheellinen.
login-request-missing-client = Pyynnössä ei mainita sovellusta.
login-request-unknown-client = Tätä sovellusta ei ole rekisteröity, tai se on poistettu käytöstä.
login-request-missing-redirect-uri = Pyynnössä ei kerrota, minne palataan (redirect_uri).
login-request-unregistered-redirect-uri = Tätä redirect_uri-osoitetta ei ole rekisteröity tälle sovellukselle.
login-request-state-too-long = state-parametri on liian pitkä.
login-request-invalid = Kirjautumispyyntö ei kelpaa.

## Signing out of the browser.

login-signout-failed-title = Uloskirjautuminen epäonnistui
login-signout-malformed-link = Uloskirjautumislinkki on virheellinen.
login-signed-out-title = Kirjauduit ulos
login-signed-out-text = Olet kirjautunut ulos tässä selaimessa.

## The second step after a password, and an app that needs one.

second-step-title = Kaksivaiheinen kirjautuminen
second-step-code-label = Koodi
second-step-continue = Jatka
second-step-enrol-title = Ota kaksivaiheinen vahvistus käyttöön
second-step-enrol-text = { $client } edellyttää kaksivaiheista kirjautumista. Ota tilisivullasi käyttöön todennussovellus tai pääsyavain ja kirjaudu sitten uudelleen palveluun { $client }.
second-step-enrol-link = Avaa tilisivusi

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Todennussovellus
second-step-app-on = { $count ->
    [one] Todennussovellus on käytössä; { $count } palautuskoodi on käyttämättä.
   *[other] Todennussovellus on käytössä; { $count } palautuskoodia on käyttämättä.
}
second-step-app-remove = Poista todennussovellus
second-step-app-intro = Koodit sovelluksesta, kuten Google Authenticatorista tai 1Passwordista; ne kysytään salasanan jälkeen.
second-step-app-set-up = Ota todennussovellus käyttöön
second-step-app-qr-label = QR-koodi todennussovellusta varten
second-step-app-setup-title = Ota todennussovellus käyttöön
second-step-app-setup-lead = Skannaa koodi todennussovelluksella ja anna sitten sen näyttämät kuusi numeroa.
second-step-app-setup-key = Tai kirjoita tämä avain sovellukseen:
second-step-app-code-label = Sovelluksen koodi
second-step-app-turn-on = Ota käyttöön
second-step-app-cancel = Peruuta
second-step-recovery-title = Tallenna palautuskoodisi
second-step-recovery-lead = Todennussovellus on nyt käytössä. Kullakin näistä koodeista voit kirjautua sisään kerran, jos kadotat puhelimesi. Säilytä ne turvallisessa paikassa: niitä ei näytetä uudelleen.
second-step-recovery-back = Takaisin tiliisi

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Kirjaudu sisään pääsyavaimella
passkey-not-used = Pääsyavainta ei käytetty. Yritä uudelleen tai käytä salasanaasi.
passkey-section-heading = Pääsyavaimet
passkey-section-intro = Pääsyavaimella kirjaudut sisään sormenjäljellä, kasvoilla tai näytön lukituksella salasanan sijaan.
passkey-rename-label = Uusi nimi
passkey-rename-button = Nimeä uudelleen
passkey-remove-button = Poista
passkey-new-name-label = Uuden pääsyavaimen nimi
passkey-new-name-placeholder = Tämä kannettava
passkey-add-button = Lisää pääsyavain
passkey-already-registered = Tämä pääsyavain on jo rekisteröity.
passkey-not-added = Pääsyavainta ei lisätty. Yritä uudelleen.

## The consent screen.

consent-heading = Annetaanko sovellukselle { $client } lupa käyttää tiliäsi?
consent-lead = Olet kirjautuneena tilillä { $account }. { $client } on jonkun muun tekemä sovellus, ja se pyytää lupaa:
consent-revoke-note = Voit poistaa sen käyttöoikeuden tilisivullasi milloin tahansa.
consent-deny = Hylkää
consent-allow = Salli
consent-title = Annetaanko lupa sovellukselle { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = yhdistääksesi laitteen tiliisi
device-code-unknown = Koodi on väärä, vanhentunut tai jo käytetty. Tarkista laitteesi koodi ja yritä uudelleen.
device-code-throttled = Liian monta väärää koodia. Odota muutama minuutti ja yritä sitten uudelleen.
device-code-form-expired = Tämä lomake on vanhentunut. Anna koodi uudelleen.
device-connected-title = Laite yhdistetty
device-connected-text = { $client } on nyt yhdistetty tiliisi. Voit palata laitteellesi.
device-denied-title = Pyyntö hylätty
device-denied-text = Sovellusta { $client } ei yhdistetty. Voit sulkea tämän sivun.
device-two-factors-title = Kaksivaiheinen kirjautuminen vaaditaan
device-two-factors-text = { $client } edellyttää kaksivaiheista kirjautumista. Kirjaudu tilisivullasi sisään kaksivaiheisella vahvistuksella (tai ota se käyttöön) ja anna sitten koodi tässä uudelleen.
device-two-factors-link = Avaa tilisivusi

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Linkitys epäonnistui
upstream-link-from-account-page = Linkitä palvelu sen omalla painikkeella tilisivullasi.
upstream-link-expired = Tämä sivu on vanhentunut. Palaa tilisivullesi, päivitä se ja yritä uudelleen.
upstream-unknown-provider = Tällaista kirjautumispalvelua ei ole.
upstream-bad-state = Tämä kirjautuminen on jo käytetty, se on vanhentunut tai se aloitettiin toisessa selaimessa. Palaa sovellukseen ja kirjaudu uudelleen sisään.
upstream-denied = Palvelu ei kirjannut sinua sisään. Palaa sovellukseen ja yritä uudelleen.
upstream-refused = Palvelun vastausta ei voitu hyväksyä. Palaa sovellukseen ja kirjaudu uudelleen sisään.
upstream-unavailable = Kirjautumispalveluun ei saatu yhteyttä. Yritä hetken kuluttua uudelleen tai kirjaudu sisään toisella tavalla.
upstream-email-taken = Tällä sähköpostiosoitteella on jo tili. Kirjaudu siihen sen salasanalla tai pääsyavaimella ja linkitä sitten tämä palvelu tilisivullasi.
upstream-outside-domains = Organisaatiosi kirjautumisella voi kirjautua vain osoitteilla, jotka kuuluvat organisaation omiin vahvistettuihin verkkotunnuksiin.
upstream-unconfirmed-account = Tällä sähköpostiosoitteella on tili, mutta sen osoitetta ei ole koskaan vahvistettu. Vahvista se (tai nollaa tilin salasana) ja kirjaudu sitten uudelleen sisään organisaatiosi kautta.
upstream-operator-account = Tällä tilillä on rooli ylläpitäjien konsolissa: se kirjautuu omalla salasanallaan ja omalla kaksivaiheisella vahvistuksellaan, ei organisaation kirjautumisen kautta.
upstream-registration-closed = Tätä tiliä ei tunneta täällä, eikä uusia tilejä voi luoda. Pyydä tiliä palvelun ylläpitäjältä.
upstream-no-email = Palvelu ei jakanut sähköpostiosoitetta, jota uusi tili tarvitsee.
upstream-unverified-email = Palvelu ei vahvistanut, että tämä sähköpostiosoite on sinun, joten sillä ei voi luoda tiliä. Luo tili sähköpostiosoitteellasi ja linkitä palvelu sitten tilisivullasi.
upstream-linked-elsewhere = Tämä kirjautuminen on jo linkitetty toiseen tiliin.
upstream-already-linked = Tilisi on jo linkitetty tähän palveluun toisella kirjautumisella. Poista se linkitys ensin.
upstream-disabled = Tämä tili on poistettu käytöstä.
upstream-reauthenticate = Kirjaudu uudelleen sisään tilisivullasi ja linkitä sitten palvelu.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Luo tilisi
signup-lead = Lähetämme sinulle viestin osoitteesi vahvistamiseksi.
signup-email = Sähköposti
signup-password = Salasana (vähintään 10 merkkiä)
signup-name = Nimi (valinnainen)
signup-button = Luo tili
signup-closed-title = Rekisteröityminen on suljettu
signup-closed-text = Uudet tilit luo tämän palvelun ylläpitäjä. Pyydä tiliä häneltä.
signup-sent-title = Tarkista sähköpostisi
signup-sent-text = Lähetimme viestin osoitteesi vahvistamiseksi. Avaa viestin linkki; voit jo kirjautua sisään.
signup-sent-continue-text = Lähetimme viestin osoitteesi vahvistamiseksi. Voit nyt kirjautua sisään ja jatkaa.
signup-sent-continue = Kirjaudu sisään ja jatka

## Address confirmation page (opened from the mailed link)

verify-title = Vahvista sähköpostiosoitteesi
verify-lead = Vahvista, että tämä sähköpostiosoite on sinun, jotta tilisi voi käyttää sitä. Jos et luonut tiliä tai vaihtanut tilin osoitetta täällä, älä vahvista: sulje tämä sivu.
verify-button = Vahvista osoitteeni
verify-done-title = Sähköpostiosoite vahvistettu
verify-done-text = Kiitos, sähköpostiosoitteesi on vahvistettu. Voit sulkea tämän sivun.

## Password reset request page

forgot-title = Unohditko salasanasi?
forgot-lead = Anna sähköpostiosoitteesi. Jos sillä on tili, lähetämme sinulle linkin uuden salasanan asettamiseen.
forgot-email = Sähköposti
forgot-button = Lähetä linkki
forgot-sent-title = Tarkista sähköpostisi
forgot-sent-text = Jos tällä osoitteella on tili, sinne on matkalla viesti, jossa on linkki uuden salasanan asettamiseen. Linkki toimii 30 minuuttia.

## New password page (opened from the mailed link)

reset-title = Aseta uusi salasana
reset-lead = Valitse salasana, jossa on 10–256 merkkiä. Kaikki tiliisi kirjautuneet laitteet kirjataan ulos.
reset-password = Uusi salasana
reset-button = Aseta salasana
reset-done-title = Salasana asetettu
reset-done-text = Uusi salasanasi on asetettu, ja kaikki kirjautuneina olleet laitteet on kirjattu ulos. Kirjaudu uudelleen sisään uudella salasanalla.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Profiilisi on tallennettu.
account-password-changed = Salasanasi on vaihdettu; kaikki muut laitteet on kirjattu ulos.
account-email-requested = Jos osoitetta voi käyttää, sinne on matkalla linkki sen vahvistamiseksi: osoitteesi vaihtuu, kun linkkiä käytetään.
account-session-signed-out = Istunto on kirjattu ulos.
account-others-signed-out = Kaikki muut istunnot on kirjattu ulos.
account-console-needs-factor = Ylläpitäjän konsoli vaatii kaksivaiheisen vahvistuksen: lisää alla todennussovellus tai pääsyavain ja kirjaudu sitten uudelleen sisään sen avulla.
account-form-expired = Tämä lomake on vanhentunut. Yritä uudelleen.
account-login-lead = nähdäksesi tilisi ja muuttaaksesi sitä
account-sign-in-again-lead = uudelleen muuttaaksesi kirjautumistapaasi
account-sign-in-again = Kirjaudu turvallisuussyistä uudelleen sisään (kaksivaiheisella vahvistuksella, jos se on käytössäsi), ennen kuin lisäät tai poistat kirjautumistavan.
account-second-step-purpose = avataksesi tilisi
account-profile-name = Nimi
account-profile-mobile = Matkapuhelinnumero
account-profile-picture = Kuvan URL-osoite
account-profile-country-code = Maatunnus
account-profile-country = Maa
account-profile-city = Kaupunki
account-profile-postal-code = Postinumero
account-session-unknown-device = Tuntematon laite
account-session-unknown-app = tuntematon sovellus
account-session-when = Kirjautunut { $since } · viimeksi aktiivinen { $active }
account-provider-not-linked = Tätä palvelua ei ole linkitetty tiliisi.
account-last-sign-in-method = Tämä on tilisi ainoa kirjautumistapa. Lisää ensin pääsyavain tai aseta salasana (Unohditko salasanasi?).
account-session-gone = Istunto on jo kirjattu ulos.
account-wrong-password = Nykyinen salasana on väärä.
account-too-many-passwords = Liian monta väärää salasanaa. Odota muutama minuutti ja yritä sitten uudelleen.
account-unknown-action = Tämä sivu ei tue tätä toimintoa.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Todennussovellus on poistettu.
factors-passkey-added = Pääsyavain on lisätty: voit nyt kirjautua sisään sillä.
factors-passkey-renamed = Pääsyavain on nimetty uudelleen.
factors-passkey-removed = Pääsyavain on poistettu.
factors-passkey-added-on = Lisätty { $date }
factors-passkey-last-used = viimeksi käytetty { $date }
factors-passkey-synced = synkronoitu
factors-wrong-code = Koodi on väärä. Tarkista sovelluksen kello ja anna koodi, jonka se näyttää nyt.
factors-too-many-codes = Liian monta väärää koodia. Odota muutama minuutti ja yritä sitten uudelleen.
factors-totp-already = Todennussovellus on jo käytössä.
factors-totp-nothing-pending = Todennussovelluksen käyttöönotto ei ole kesken. Aloita alusta.
factors-totp-not-set-up = Todennussovellusta ei ole otettu käyttöön.
factors-passkey-registered = Tämä pääsyavain on jo rekisteröity.
factors-passkey-too-many = Tililläsi on jo enimmäismäärä pääsyavaimia: poista ensin jokin niistä.
factors-passkey-too-many-attempts = Liian monta yritystä. Odota muutama minuutti ja yritä sitten uudelleen.
factors-passkey-name-length = Pääsyavaimen nimessä on oltava 1–64 merkkiä.
factors-passkey-not-yours = Tämä pääsyavain ei ole enää sinun.
factors-passkey-not-added = Pääsyavainta ei voitu lisätä, tai se kesti liian kauan. Yritä uudelleen.
factors-page-expired = Tämä sivu on vanhentunut; lataa se uudelleen.
factors-sign-in-again = Kirjaudu uudelleen sisään.
factors-passkeys-unavailable = Pääsyavaimet eivät ole käytettävissä tällä palvelimella.
factors-sign-in-to-add = Kirjaudu uudelleen sisään, niin voit lisätä pääsyavaimen.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Kirjaudu sisään toisella tilillä
links-linked = Palvelu on linkitetty: voit nyt kirjautua sen avulla tähän tiliin.
links-unlinked = Palvelun linkitys on poistettu.
links-linked-on = linkitetty { $date }
links-unlink = Poista linkitys
links-link = Linkitä { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Sovellukset, joilla on käyttöoikeus
apps-allowed-on = sallittu { $date }
apps-remove = Poista käyttöoikeus
apps-removed = Sovelluksen käyttöoikeus on poistettu, ja se on kirjattu ulos.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Poista tilisi
delete-explain-lead = Voit itse poistaa tilisi ja kaikki siitä säilytetyt tiedot.
delete-explain-sign-in = Kirjaudu sisään: salasanallasi, pääsyavaimella tai palvelulla, jolla rekisteröidyit (”Kirjaudu sisään … -tilillä”).
delete-explain-confirm = Vahvista, että tili poistetaan.
delete-explain-what = Mitä poistetaan: profiilisi (nimi, sähköpostiosoite, puhelinnumero, kuva, sijainti), salasanasi, kaikki istunnot ja niihin tallennetut laitteet ja sijainnit, kaksivaiheisen vahvistuksen menetelmät, pääsyavaimet, linkitetyt kirjautumispalvelut ja kaikki sovelluksille myönnetyt tunnukset. Kaikki laitteet kirjataan ulos. Tietoturvaloki säilyttää sinua koskevat merkintänsä satunnaisella nimellä ja ilman IP-osoitteita enintään { $days ->
        [one] { $days } päivän
       *[other] { $days } päivän
    } ajan.
delete-explain-now = Milloin: heti. Vahvistus lähetetään sähköpostiosoitteeseesi.
delete-explain-later = Milloin: { $days ->
        [one] { $days } päivän
       *[other] { $days } päivän
    } kuluttua pyynnöstäsi; jos kirjaudut sisään sitä ennen, tili säilyy. Vahvistus lähetetään sähköpostiosoitteeseesi.
delete-explain-apps = Sovellukset voivat myös poistaa tilin omista asetuksistaan.
delete-explain-link = Kirjaudu sisään ja poista tilisi
delete-login-lead = poistaaksesi tilisi
delete-confirm-what = Tämä poistaa profiilisi, istuntosi, kaksivaiheisen vahvistuksen menetelmät, pääsyavaimesi ja linkitetyt palvelusi sekä kirjaa sinut ulos kaikilla laitteilla.
delete-confirm-later = Tili poistetaan { $days ->
        [one] { $days } päivän
       *[other] { $days } päivän
    } kuluttua; jos kirjaudut sisään sitä ennen, se säilyy.
delete-confirm-now = Tätä ei voi perua.
delete-confirm-check = Poista tilini ja kaikki siitä säilytetyt tiedot
delete-confirm-button = Poista tilini
delete-confirm-keep = Säilytä tilini
delete-done-title = Tili poistettu
delete-done = Tilisi ja kaikki siitä säilytetyt tiedot on poistettu. Vahvistus on matkalla sähköpostiosoitteeseesi.
delete-scheduled-title = Tilin poisto ajoitettu
delete-scheduled = Kaikki istunnot on päätetty. Tilisi poistetaan { $date }; kirjaudu sisään ennen sitä, jos haluat säilyttää sen.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Kieli
account-language-help = Tämän tilin sivujen ja sille lähetettävien viestien kieli.
account-language-save = Tallenna kieli
account-language-saved = Kielesi on tallennettu.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsoli
console-nav-signed-in = Konsoli · kirjautuneena: { $email } ({ $role })
console-nav-your-account = Tilisi
console-nav-label = Konsoli
console-nav-overview = Yleiskatsaus
console-nav-users = Käyttäjät
console-nav-organizations = Organisaatiot
console-nav-clients = Asiakassovellukset
console-nav-apis = Rajapinnat
console-nav-webhooks = Webhookit
console-nav-audit = Valvontaloki
console-nav-keys = Avaimet
console-nav-settings = Asetukset

console-frame-role-admin = pääkäyttäjä
console-frame-role-support = tuki
console-frame-role-viewer = katselija
console-frame-role-none = ei roolia
console-frame-table-empty = { $caption }: ei mitään.
console-frame-age-days = { $count ->
    [one] { $count } päivä
   *[other] { $count } päivää
}
console-frame-age-hours = { $count ->
    [one] { $count } tunti
   *[other] { $count } tuntia
}
console-frame-age-minutes = { $count ->
    [one] { $count } minuutti
   *[other] { $count } minuuttia
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Konsoliroolisi ei anna pääsyä tälle sivulle. Pyydä pääkäyttäjää, jos tarvitset sitä.
console-gate-form-expired = Tämä lomake on vanhentunut tai se ei tullut konsolista. Avaa sivu uudelleen ja toista toiminto.
console-gate-change-not-allowed = Konsoliroolisi ei salli tätä muutosta.
console-gate-no-role = Tililläsi ei ole roolia konsolissa. Pääkäyttäjä voi antaa sinulle roolin.
console-gate-not-allowed-title = Ei sallittu
console-gate-not-found-title = Ei löytynyt
console-gate-not-done-title = Ei tehty
console-gate-sign-in-again-lead = uudelleen kaksivaiheisella vahvistuksella avataksesi konsolin
console-gate-needs-second-factor = Konsoli vaatii kirjautumisen kaksivaiheisella vahvistuksella (todennussovelluksella tai pääsyavaimella).
console-gate-no-such-user = Tällaista käyttäjää ei ole.
console-gate-no-such-client = Tällaista asiakassovellusta ei ole.
console-gate-no-such-api = Tällaista rajapintaa ei ole.
console-gate-no-such-webhook = Tällaista webhookia ei ole.
console-gate-no-such-delivery = Tällaista toimitusta ei ole.
console-gate-no-such-session = Tällaista istuntoa ei ole.
console-gate-no-such-link = Tällaista linkitystä ei ole.
console-gate-no-such-organization = Tällaista organisaatiota ei ole.
console-gate-no-such-domain = Tällaista verkkotunnusta ei ole.
console-gate-no-such = Ei löytynyt: { $what }.
console-gate-duplicate-email = Tällä sähköpostiosoitteella on jo käyttäjä.
console-gate-last-sign-in-method = Linkitys on tilin viimeinen kirjautumistapa: aseta ensin salasana.
console-gate-api-exists = Tällä tunnisteella on jo rajapinta.
console-gate-disable-client-first = Poista asiakassovellus käytöstä ennen kuin poistat sen.

## The console's overview page.

console-overview-title = Yleiskatsaus
console-overview-find-user = Etsi käyttäjä
console-overview-accounts = Tilit
console-overview-live-sessions = Aktiiviset istunnot
console-overview-sign-ins = Kirjautumiset, 24 h
console-overview-failed-sign-ins = Epäonnistuneet kirjautumiset, 24 h
console-overview-lockouts = Lukitukset nyt
console-overview-failing-deliveries = Epäonnistuvat webhook-toimitukset
console-overview-chart-heading = Kirjautumiset viimeisten 24 tunnin aikana
console-overview-counted = Laskettu { $at } (luvut ovat enintään minuutin vanhoja).
console-overview-chart-label = Kirjautumiset tunneittain viimeisten 24 tunnin aikana: { $succeeded } onnistunutta, { $failed } epäonnistunutta
console-overview-chart-hour = { $time }: { $succeeded } onnistunutta, { $failed } epäonnistunutta
console-overview-chart-start = 24 tuntia sitten
console-overview-chart-end = nyt
console-overview-legend-succeeded = onnistuneet ({ $count })
console-overview-legend-failed = epäonnistuneet ({ $count })
console-overview-keys-heading = Allekirjoitusavaimet
console-overview-keys-caption = Allekirjoitusavaimet, uusin ensin
console-overview-key = Avain
console-overview-algorithm = Algoritmi
console-overview-state = Tila
console-overview-age = Ikä
console-overview-signing-for = Allekirjoituskäytössä
console-overview-key-pending = odottaa
console-overview-key-active = aktiivinen
console-overview-key-retired = poistettu käytöstä
console-overview-keys-link = Avaimet ja kierto

## The console's users list.

console-users-title = Käyttäjät
console-users-deleted = Käyttäjä on poistettu.
console-users-search-label = Osoite, nimi tai käyttäjän tunniste
console-users-search = Hae
console-users-search-help = Osoitteet täsmäävät alusta alkaen, nimet minkä tahansa sanan alusta; tunnisteen on täsmättävä kokonaan.
console-users-caption = Käyttäjät, vanhin ensin
console-users-matching = Käyttäjät, jotka vastaavat hakua ”{ $query }”
console-users-address = Osoite
console-users-name = Nimi
console-users-verified = Vahvistettu
console-users-state = Tila
console-users-created = Luotu
console-users-yes = kyllä
console-users-no = ei
console-users-enabled = käytössä
console-users-disabled = poistettu käytöstä
console-users-next-page = Seuraava sivu

## The console's page of one user.

console-user-done-disabled = Käyttäjä on poistettu käytöstä: kaikki istunnot päätettiin.
console-user-done-enabled = Käyttäjä on otettu käyttöön: hän voi taas kirjautua sisään.
console-user-done-signed-out = Kaikki käyttäjän istunnot päätettiin.
console-user-done-session-ended = Istunto päätettiin.
console-user-done-factors-reset = Käyttäjän kaksivaiheisen vahvistuksen menetelmät on poistettu; hänelle on ilmoitettu sähköpostitse.
console-user-done-verification-sent = Vahvistusviesti on matkalla.
console-user-done-role = Rooli on vaihdettu.
console-user-why-heading = Miksi tämä käyttäjä ei voi kirjautua sisään?
console-user-nothing-stops = Mikään ei nyt estä tätä käyttäjää kirjautumasta sisään.
console-user-reason-disabled = Ylläpitäjä on poistanut tilin käytöstä.
console-user-reason-unverified = Osoitetta ei ole vahvistettu: salasanalla kirjautuminen estetään, kunnes vahvistusviestin linkkiä on käytetty.
console-user-reason-locked-password = Lukittu { $until } asti osoitteesta { $ip } annettujen väärien salasanojen vuoksi (noin { $minutes } min; kirjautumisten rajoitus).
console-user-reason-locked-second-step = Toinen vaihe on lukittu { $until } asti väärien koodien vuoksi (noin { $minutes } min; kaksivaiheisen vahvistuksen rajoitus).
console-user-reason-passkey-only = Tilillä ei ole salasanaa: se kirjautuu vain pääsyavaimella (tai salasanan nollauksen jälkeen).
console-user-reason-providers-only = Tilillä ei ole salasanaa: se kirjautuu vain kirjautumispalveluilla ({ $providers }) tai salasanan nollauksen jälkeen.
console-user-reason-second-factor-due = Kaksivaiheista vahvistusta ei ole otettu käyttöön, mutta kaksivaiheista kirjautumista vaativat: { $clients }. Käyttäjän on ensin otettava se käyttöön.
console-user-reason-deletion-scheduled = Käyttäjä on pyytänyt tilinsä poistamista: se poistetaan { $date }, ellei hän kirjaudu sisään sitä ennen.
console-user-profile = Profiili
console-user-id = Käyttäjän tunniste
console-user-address = Osoite
console-user-verified = Vahvistettu
console-user-state = Tila
console-user-name = Nimi
console-user-mobile = Matkapuhelin
console-user-place = Sijainti
console-user-created = Luotu
console-user-console-role = Konsolirooli
console-user-sessions = Istunnot
console-user-sessions-caption = Aktiiviset istunnot, viimeisin ensin
console-user-device = Laite
console-user-ip-and-place = IP-osoite ja sijainti
console-user-signed-in = Kirjautunut
console-user-last-active = Viimeksi aktiivinen
console-user-methods = Kirjautumistavat
console-user-end-column = Päätä
console-user-end-session = Päätä
console-user-unknown-device = Tuntematon laite
console-user-second-factors = Kaksivaiheinen vahvistus
console-user-authenticator-app = Todennussovellus
console-user-recovery-codes-left = Palautuskoodeja jäljellä
console-user-passkeys = Pääsyavaimet
console-user-factor-none = ei mitään
console-user-totp-since = { $date } alkaen
console-user-providers-and-apps = Palvelut ja sovellukset
console-user-links-caption = Linkitetyt palvelut
console-user-provider = Palvelu
console-user-address-given = Annettu osoite
console-user-linked = Linkitetty
console-user-consents-caption = Suostumukset kolmannen osapuolen sovelluksille
console-user-client = Asiakassovellus
console-user-scopes = Käyttöoikeusalueet
console-user-allowed = Sallittu
console-user-recent-events = Viimeaikaiset tapahtumat
console-user-events-caption = Uusimmat käyttäjää koskevat valvontatapahtumat
console-user-when = Aika
console-user-type = Tyyppi
console-user-actor = Tekijä
console-user-ip = IP-osoite
console-user-every-event = Kaikki käyttäjää koskevat tapahtumat
console-user-actions = Toiminnot
console-user-disable = Poista käytöstä
console-user-enable = Ota käyttöön
console-user-sign-out-everywhere = Kirjaa ulos kaikkialta
console-user-resend-verification = Lähetä vahvistusviesti uudelleen
console-user-reset-factors = Nollaa kaksivaiheinen vahvistus
console-user-reset-factors-confirm = Poista todennussovellus, palautuskoodit ja pääsyavaimet
console-user-delete = Poista käyttäjä
console-user-delete-confirm = Poista tämä tili ja kaikki siihen liittyvä heti
console-user-role-heading = Konsolirooli
console-user-role-label = Rooli
console-user-set-role = Aseta rooli
console-user-role-help = Katselijat näkevät kaikki sivut; tuki voi lisäksi poistaa käyttäjiä käytöstä ja ottaa heitä käyttöön, kirjata heidät ulos, nollata heidän kaksivaiheisen vahvistuksensa ja lähettää vahvistusviestin uudelleen; pääkäyttäjät voivat tehdä kaiken.
console-user-unknown-action = Tämä sivu ei tue tätä toimintoa.
console-user-not-on-this-user = Ei tälle käyttäjälle: pääkäyttäjää alemmalla tasolla olevat ylläpitäjät voivat käsitellä vain käyttäjiä, joilla ei ole roolia, eikä kukaan voi muuttaa täällä omaa rooliaan, tilaansa, kaksivaiheista vahvistustaan tai tiliään.
console-user-tick-to-confirm = Vahvista valitsemalla ruutu ja toista sitten toiminto.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Asiakassovellukset
console-client-list-caption = Asiakassovellukset, vanhin ensin
console-client-name = Nimi
console-client-kind = Tyyppi
console-client-state = Tila
console-client-registered = Rekisteröity
console-client-kind-public = julkinen
console-client-kind-confidential = luottamuksellinen
console-client-state-enabled = käytössä
console-client-state-disabled = poistettu käytöstä
console-client-register-heading = Rekisteröi asiakassovellus
console-client-register = Rekisteröi
console-client-registered-notice = Asiakassovellus on rekisteröity.
console-client-deleted = Asiakassovellus on poistettu.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Uudelleenohjaus-URI:t, yksi kullekin riville
console-client-scopes-field = Käyttöoikeusalueet (tyhjä: openid email profile authorization)
console-client-package-names-field = Android-pakettien nimet, yksi kullekin riville
console-client-app-origins-field = Sovellusten alkuperät pääsyavaimia varten, yksi kullekin riville
console-client-logout-uri-field = Taustakanavan uloskirjautumis-URI
console-client-organization-field = Shared Signals -vastaanottajan organisaatio (lyhytnimi tai tunniste)
console-client-flag-public = Julkinen (selain- tai natiivisovellus: ei salaisuutta, PKCE)
console-client-flag-resource-server = Resurssipalvelin (voi tarkastaa tunnuksia)
console-client-flag-client-credentials = Voi hakea tunnuksia itselleen (client_credentials)
console-client-flag-rotate-refresh-tokens = Kierrätä päivitystunnukset
console-client-flag-require-mfa = Vain kaksivaiheiset kirjautumiset
console-client-flag-require-par = Vain esilähetetyt valtuutuspyynnöt (PAR)
console-client-flag-third-party = Kolmas osapuoli: käyttäjät antavat ensin suostumuksensa
console-client-flag-shared-signals = Shared Signals -vastaanottaja: saa tietoturvatapahtumien virran

## Console: one client's page

console-client-saved = Asiakassovelluksen asetukset on tallennettu.
console-client-disabled-notice = Asiakassovellus on poistettu käytöstä: sen tunnuksia ei enää hyväksytä.
console-client-granted = Myöntö on tallennettu.
console-client-secret-replaced = Salaisuus on vaihdettu.
console-client-secret-heading = Asiakassalaisuus
console-client-secret-once = Kopioi se nyt: se näytetään vain tämän kerran (vain sen tiiviste säilytetään).
console-client-settings-heading = Asetukset
console-client-yes = kyllä
console-client-no = ei
console-client-redirect-uris = Uudelleenohjaus-URI:t
console-client-scopes = Käyttöoikeusalueet
console-client-resource-server = Resurssipalvelin
console-client-two-factor-only = Vain kaksivaiheinen kirjautuminen
console-client-par-only = Vain PAR
console-client-third-party = Kolmas osapuoli
console-client-shared-signals = Shared Signals -vastaanottaja
console-client-changed = Muutettu
console-client-grants-heading = Myönnöt rajapintoihin
console-client-grants-caption = Rajapinnat, joita tämä asiakassovellus voi kutsua omissa nimissään
console-client-api = Rajapinta
console-client-api-identifier = Rajapinnan tunniste
console-client-grant = Myönnä
console-client-actions-heading = Toiminnot
console-client-rotate-secret = Vaihda salaisuus
console-client-rotate-secret-confirm = Vaihda salaisuus: vanha lakkaa toimimasta heti
console-client-disable = Poista käytöstä
console-client-disable-confirm = Poista asiakassovellus käytöstä: sen tunnuksia ei enää hyväksytä
console-client-delete = Poista
console-client-delete-confirm = Poista asiakassovellus ja kaikki sille myönnetty
console-client-edit-heading = Muokkaa
console-client-save = Tallenna
console-client-confirm-first = Vahvista valitsemalla ruutu ja toista sitten toiminto.
console-client-unknown-action = Tämä sivu ei tue tätä toimintoa.

## Console: the APIs page

console-api-title = Rajapinnat
console-api-list-caption = Rajapinnat (resurssi-indikaattorit)
console-api-identifier = Tunniste
console-api-scopes = Käyttöoikeusalueet
console-api-registered-column = Rekisteröity
console-api-register-heading = Rekisteröi rajapinta
console-api-identifier-field = Tunniste (https-URL-osoite)
console-api-scopes-field = Käyttöoikeusalueet välilyönnein erotettuina
console-api-register = Rekisteröi
console-api-registered = Rajapinta on rekisteröity.

## Console: the webhooks page

console-webhook-title = Webhookit
console-webhook-list-caption = Webhook-päätepisteet
console-webhook-endpoint = Päätepiste (sen toimitukset)
console-webhook-events = Tapahtumat
console-webhook-registered-column = Rekisteröity
console-webhook-remove = Poista
console-webhook-remove-confirm = Lopeta toimitukset tähän päätepisteeseen
console-webhook-secret-heading = Allekirjoitussalaisuus
console-webhook-secret-once = Anna se vastaanottajalle nyt: se näytetään vain tämän kerran.
console-webhook-register-heading = Rekisteröi päätepiste
console-webhook-url = URL-osoite
console-webhook-events-field = Tapahtumatyypit välilyönnein erotettuina
console-webhook-register = Rekisteröi
console-webhook-registered = Päätepiste on rekisteröity.
console-webhook-removed = Päätepiste on poistettu.
console-webhook-confirm-first = Vahvista valitsemalla ruutu ja toista sitten toiminto.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Toimitukset
console-webhook-deliveries-caption = Toimitukset, uusin ensin
console-webhook-delivery = Toimitus
console-webhook-event = Tapahtuma
console-webhook-status = Tila
console-webhook-attempts = Yritykset
console-webhook-last-error = Viimeisin virhe
console-webhook-replay = Lähetä uudelleen
console-webhook-replayed = Toimitus on asetettu uudelleen jonoon.
console-webhook-status-pending = odottaa
console-webhook-status-delivered = toimitettu
console-webhook-status-failed = epäonnistunut

## Console: the audit trail

console-audit-title = Valvontaloki
console-audit-user-id = Käyttäjän tunniste
console-audit-address = Osoite
console-audit-type = Tyyppi
console-audit-since = Alkaen (RFC 3339)
console-audit-until = Asti (RFC 3339)
console-audit-any-type = mikä tahansa
console-audit-filter = Suodata
console-audit-caption = Tapahtumat, uusin ensin
console-audit-when = Aika
console-audit-type-column = Tyyppi
console-audit-actor = Tekijä
console-audit-user = Käyttäjä
console-audit-client = Asiakassovellus
console-audit-ip = IP-osoite
console-audit-older = Vanhemmat tapahtumat

## Console: the signing keys

console-keys-title = Avaimet
console-keys-caption = Avaimet, uusin ensin
console-keys-key = Avain
console-keys-algorithm = Algoritmi
console-keys-state = Tila
console-keys-made = Luotu
console-keys-age = Ikä
console-keys-signing-since = Allekirjoituskäyttö alkoi
console-keys-retired = Poistettu käytöstä
console-keys-state-pending = odottaa
console-keys-state-active = aktiivinen
console-keys-state-retired = poistettu käytöstä
console-keys-rotate-heading = Kierto
console-keys-rotate-help = Kierto tehdään kahdessa vaiheessa: ensimmäinen julkaisee uuden id_token-avaimen JWKS:ssä, toinen ottaa sen käyttöön allekirjoittamiseen (ja vaihtaa access-token-avaimen). Vanhoilla avaimilla voi todentaa, kunnes niiden viimeinen tunnus vanhenee.
console-keys-rotate = Kierrätä
console-keys-rotate-confirm = Kierrätä allekirjoitusavaimet
console-keys-published = Uusi id_token-avain on julkaistu: seuraava kierto ottaa sen käyttöön allekirjoittamiseen.
console-keys-activated = Julkaistu avain allekirjoittaa nyt id_tokenit, ja käytössä on uusi access-token-avain.
console-keys-not-done = Ei tehty
console-keys-confirm-first = Vahvista valitsemalla ruutu ja toista sitten toiminto.

## Console: the settings

console-settings-title = Asetukset
console-settings-effective-heading = Voimassa oleva kokoonpano
console-settings-effective-help = Tiedostojen, ympäristömuuttujien ja oletusarvojen yhdistelmä; salaisuudet on peitetty.
console-settings-caption = Asetukset
console-settings-setting = Asetus
console-settings-value = Arvo
console-settings-upstream-heading = Ulkoiset kirjautumispalvelut
console-settings-providers-caption = Palvelut
console-settings-provider-id = Tunniste
console-settings-provider-button = Painike
console-settings-provider-last-error = Viimeisin virhe tässä instanssissa
console-settings-no-trouble = ei virheitä käynnistyksen jälkeen
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Jos käytät sovellusta, anna siinä sen sijaan tämä koodi: { $token }
mail-set-password-button = Aseta uusi salasana
mail-open-account-button = Avaa tilisi

## Verification of a new account's address

mail-verification-subject = Vahvista sähköpostiosoitteesi
mail-verification-welcome = Tervetuloa! Vahvista, että tämä on sähköpostiosoitteesi.
mail-verification-link-hours = { $hours ->
    [one] Linkki toimii { $hours } tunnin ja vain kerran.
   *[other] Linkki toimii { $hours } tuntia ja vain kerran.
}
mail-verification-ignore = Jos et luonut tiliä, voit jättää tämän viestin huomiotta.
mail-verification-button = Vahvista osoitteeni

## Moving an account to a new address: the mail to the new address

mail-change-subject = Vahvista uusi sähköpostiosoitteesi
mail-change-confirm = Vahvista, että tilisi käyttää tästä lähtien tätä sähköpostiosoitetta.
mail-change-link-hours = { $hours ->
    [one] Linkki toimii { $hours } tunnin ja vain kerran; siihen asti vanha osoitteesi pysyy käytössä.
   *[other] Linkki toimii { $hours } tuntia ja vain kerran; siihen asti vanha osoitteesi pysyy käytössä.
}
mail-change-ignore = Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta: mikään ei muutu.
mail-change-button = Käytä tätä osoitetta

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Tilisi sähköpostiosoitteen muutos
mail-change-notice-asked = Joku tilillesi kirjautunut on pyytänyt tilin siirtämistä osoitteeseen { $address }.
mail-change-notice-until = Tili siirtyy vasta, kun siihen osoitteeseen lähetettyä linkkiä käytetään; siihen asti tämä osoite pysyy käytössä.
mail-change-notice-not-you = Jos et itse pyytänyt tätä, aseta heti uusi salasana: se päättää kaikki istunnot ja mitätöi linkin.

## To an address that tried to register again

mail-registered-subject = Sinulla on jo tili
mail-registered-tried = Joku yritti luoda tilin tällä sähköpostiosoitteella, jolla on jo tili.
mail-registered-if-you = Jos yritit itse, kirjaudu sisään tai aseta uusi salasana, jos olet unohtanut sen.
mail-registered-not-you = Jos et itse yrittänyt, voit jättää tämän viestin huomiotta: mikään ei muuttunut.

## Password reset

mail-reset-subject = Aseta uusi salasana
mail-reset-asked = Joku pyysi uuden salasanan asettamista tilillesi.
mail-reset-link-minutes = { $minutes ->
    [one] Linkki toimii { $minutes } minuutin ja vain kerran; uudempi pyyntö korvaa sen.
   *[other] Linkki toimii { $minutes } minuuttia ja vain kerran; uudempi pyyntö korvaa sen.
}
mail-reset-not-you = Jos et itse pyytänyt tätä, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.

## Notices: a second factor changed

mail-totp-added-subject = Todennussovellus lisättiin
mail-totp-added-body = Tiliisi lisättiin todennussovellus kaksivaiheista vahvistusta varten.
mail-totp-removed-subject = Todennussovelluksesi poistettiin
mail-totp-removed-body = Todennussovellus poistettiin tililtäsi: kirjautumiseen tarvitaan nyt vain salasanasi.
mail-passkey-added-subject = Pääsyavain lisättiin
mail-passkey-added-body = Tiliisi lisättiin pääsyavain: sillä voi kirjautua sisään ilman salasanaa.
mail-passkey-removed-subject = Pääsyavain poistettiin
mail-passkey-removed-body = Tililtäsi poistettiin pääsyavain: sillä ei voi enää kirjautua sisään.
mail-recovery-used-subject = Palautuskoodia käytettiin
mail-recovery-used-body = { $left ->
    [one] Tiliisi kirjauduttiin palautuskoodilla; { $left } koodi on vielä käyttämättä.
   *[other] Tiliisi kirjauduttiin palautuskoodilla; { $left } koodia on vielä käyttämättä.
}
mail-factor-not-you = Jos et itse tehnyt tätä, vaihda salasanasi ja kirjaudu ulos kaikkialta tilisivullasi.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } linkitettiin tiliisi
mail-linked-body = Tilisi linkitettiin { $provider } -tiliin: kirjautuminen { $provider } -tilillä avaa nyt tämän tilin.
mail-unlinked-subject = { $provider } -linkitys poistettiin tililtäsi
mail-unlinked-body = Tilisi linkitys palveluun { $provider } poistettiin: kirjautuminen { $provider } -tilillä ei enää avaa tätä tiliä.
mail-link-not-you = Jos et itse tehnyt tätä, vaihda salasanasi, kirjaudu ulos kaikkialta ja poista palvelun linkitys tilisivullasi.

## Account deleted

mail-deleted-subject = Tilisi poistettiin
mail-deleted-body = Tilisi ja kaikki siitä säilytetyt tiedot poistettiin, ja kaikki sen istunnot päätettiin.
mail-deleted-register-again = Tällä osoitteella voi rekisteröityä uudelleen; mitään vanhasta tilistä ei palaudu.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Tilisi poistetaan
mail-deletion-due = Tilisi poistetaan { $date }; kaikki sen istunnot on päätetty.
mail-deletion-keep = Jos haluat säilyttää tilin, kirjaudu uudelleen sisään ennen sitä. Jos et pyytänyt tätä, kirjaudu sisään ja vaihda salasanasi.
mail-deletion-button = Kirjaudu sisään ja säilytä tili

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Liity organisaatioon { $organization }
mail-invitation-body = Sinut on kutsuttu liittymään organisaatioon { $organization }. Hyväksy kutsu avaamalla linkki: kirjaudu sisään tällä osoitteella tai luo tili sillä.
mail-invitation-expiry = { $days ->
    [one] Linkki toimii yhden päivän.
   *[other] Linkki toimii { $days } päivää.
}
mail-invitation-ignore = Jos et tunne tätä organisaatiota, voit jättää tämän viestin huomiotta: mitään ei tapahdu, ellet hyväksy kutsua.
mail-invitation-button = Näytä kutsu
console-organizations-title = Organisaatiot
console-organizations-name = Nimi
console-organizations-slug = Lyhytnimi
console-organizations-enabled = Käytössä
console-organizations-mfa = Kaksivaiheinen vahvistus
console-organizations-new = Uusi organisaatio
console-organizations-create = Luo organisaatio
console-organizations-created = Organisaatio luotiin.
console-organization-saved = Verkkotunnuksen säännöt tallennettiin.
console-organization-id = Tunniste
console-organization-members = Jäsenet
console-organization-roles = Roolit
console-organization-managed = Hallinnoitu
console-organization-break-glass = Hätäkäyttö
console-organization-invitations = Odottavat kutsut
console-organization-expires = Vanhenee
console-organization-domains = Verkkotunnukset
console-organization-domain = Verkkotunnus
console-organization-state = Tila
console-organization-rules = Säännöt
console-organization-save-rules = Tallenna
console-organization-sign-in = Oma kirjautuminen
console-organization-no-sign-in = Sillä ei ole omaa kirjautumista: sen jäsenet kirjautuvat salasanoillaan tai pääsyavaimillaan.
organization-admin-title = { $organization }: organisaation asetukset
organization-admin-lead = Hallinnoit tätä organisaatiota käyttäjänä { $email }.
organization-admin-none = Täällä ei ole vielä mitään.
organization-admin-members = Jäsenet
organization-admin-remove = Poista
organization-admin-yes = Kyllä
organization-admin-no = Ei
organization-admin-email = Sähköpostiosoite
organization-admin-roles = Roolit
organization-admin-managed = Organisaation kirjautumisen hallinnoima
organization-admin-action = Toiminto
organization-admin-invitations = Odottavat kutsut
organization-admin-revoke = Peru
organization-admin-expires = Vanhenee
organization-admin-invite = Kutsu joku
organization-admin-role = Rooli
organization-admin-invite-button = Lähetä kutsu
organization-admin-domains = Verkkotunnukset
organization-admin-domains-lead = Ota yrityksesi sähköpostin verkkotunnus omaksesi, julkaise näytetty TXT-tietue ja vahvista sitten verkkotunnus. Vahvistetun verkkotunnuksen osoitteilla voi kirjautua organisaatiosi kirjautumisen kautta.
organization-admin-verify = Vahvista
organization-admin-verified = Vahvistettu
organization-admin-pending = Odottaa
organization-admin-domain = Verkkotunnus
organization-admin-state = Tila
organization-admin-record = Julkaistava tietue
organization-admin-add-domain = Ota verkkotunnus omaksesi
organization-admin-sign-in = Organisaatiosi kirjautuminen
organization-admin-no-sign-in = Jäsenesi kirjautuvat salasanoillaan. Määritä oma OpenID-palveluntarjoajasi (Okta, Entra ID, Google Workspace…), niin he kirjautuvat sen kautta.
organization-admin-issuer = Myöntäjän URL-osoite
organization-admin-client-id = Asiakastunniste
organization-admin-client-secret = Asiakassalaisuus
organization-admin-redirect-uri = Palveluntarjoajalle rekisteröitävä uudelleenohjaus-URI
organization-admin-save-sign-in = Tallenna kirjautuminen
organization-admin-sign-in-title = Kirjaudu ensin sisään
organization-admin-sign-in-text = Kirjaudu sisään tilisivullasi ja avaa sitten tämä sivu uudelleen.
organization-admin-sign-in-link = Siirry tiliisi
organization-admin-unknown-title = Organisaatiota ei löytynyt
organization-admin-unknown-text = Täällä ei ole organisaatiota, jota hallinnoit.
organization-admin-unknown-change = Tämä sivu ei tee tällaista muutosta.
organization-admin-scim = Käyttäjien valmistelu (SCIM)
organization-admin-scim-lead = Hakemistosi (Okta, Entra ID, Google Workspace…) lisää, muuttaa ja poistaa käyttäjiäsi ja ryhmiäsi täällä SCIM 2.0:n avulla. Anna sille yhteyden perus-URL-osoite ja tunnus.
organization-admin-scim-base-url = Perus-URL-osoite
organization-admin-scim-made = Luotu
organization-admin-scim-last-used = Viimeksi käytetty
organization-admin-scim-never = Ei koskaan
organization-admin-scim-old-token = Vanhan tunnuksen voimassaolo päättyy
organization-admin-scim-rotate = Uusi tunnus
organization-admin-scim-make = Luo yhteys
organization-admin-scim-token-title = Hakemistosi tunnus
organization-admin-scim-token-text = Kopioi perus-URL-osoite ja tunnus hakemistoosi nyt: tunnusta ei näytetä uudelleen. Mahdollinen vanha tunnus toimii vielä yhden päivän.
organization-admin-scim-token = Tunnus
organization-admin-scim-revoke-confirm = Peru yhteys: sen tunnukset lakkaavat toimimasta heti
invitation-title = Liity organisaatioon { $organization }
invitation-join-lead = Sinut on kutsuttu liittymään organisaatioon { $organization } osoitteella { $email }.
invitation-join-button = Liity
invitation-sign-up-lead = Sinut on kutsuttu liittymään organisaatioon { $organization }. Liity luomalla tili osoitteella { $email }: kutsu osoittaa, että tämä osoite on sinun.
invitation-name = Nimesi
invitation-password = Valitse salasana (vähintään 10 merkkiä)
invitation-sign-up-button = Luo tili ja liity
invitation-other-account = Tämä kutsu on osoitteelle { $email }, mutta olet kirjautuneena osoitteella { $current }. Kirjaudu ulos ja avaa linkki sitten uudelleen.
invitation-sign-in-first = Tämä kutsu on osoitteelle { $email }, jolla on jo tili täällä. Kirjaudu sillä sisään tilisivullasi ja avaa linkki sitten uudelleen.
invitation-sign-in-as-invitee = Kirjaudu ensin sisään kutsutulla osoitteella.
invitation-unusable-title = Tätä kutsua ei voi käyttää
invitation-unusable-text = Se on jo käytetty, peruttu, korvattu uudemmalla tai vanhentunut. Pyydä organisaatiolta uusi kutsu.
invitation-joined-title = Liityit organisaatioon { $organization }
invitation-joined-text = Olet nyt jäsen: sovellukset, joihin kirjaudut tämän organisaation puolesta, näkevät sen.
invitation-joined-new-account = Tilisi on valmis ja olet jäsen: kirjaudu sisään osoitteellasi ja valitsemallasi salasanalla.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Tunnus ja päivitystunnus myönnetty
api-code-token = Tunnus myönnetty
api-code-userdata = Käyttäjätiedot
api-code-login-success = Kirjautuminen onnistui
api-code-auth-code = Valtuutuskoodi myönnetty
api-code-id-token = id_token myönnetty
api-code-logged-out = Kirjauduttu ulos; istunto ja sen tunnukset on mitätöity
api-code-ok = Valmis
api-code-alive = Käynnissä
api-code-ready = Valmis palvelemaan
api-code-sessions = Aktiiviset istuntosi
api-code-export = Kaikki tilistäsi säilytetyt tiedot
api-code-email-change-requested = Jos osoitetta voi käyttää, sinne on matkalla linkki sen vahvistamiseksi
api-code-account-deleted = Tilisi ja kaikki siitä säilytetyt tiedot on poistettu; kaikki istunnot on päätetty
api-code-deletion-scheduled = Kaikki istunnot on päätetty, ja tilisi poistetaan; kirjaudu uudelleen sisään ennen sitä, jos haluat säilyttää sen
api-code-reauthentication-required = Kirjaudu ensin uudelleen sisään: tämä vaatii kirjautumisen muutaman viime minuutin ajalta
api-code-session-ended = Kirjauduttu ulos; istunto ja sen tunnukset on mitätöity
api-code-password-changed = Salasana vaihdettu; kaikki muut istunnot ja niiden tunnukset on mitätöity
api-code-registration-accepted = Rekisteröityminen vastaanotettu; vahvista osoitteesi sähköpostiisi lähetetyllä linkillä
api-code-email-verified = Sähköpostiosoite vahvistettu
api-code-reset-requested = Jos osoitteella on tili, sinne on matkalla viesti, jossa on nollauslinkki
api-code-password-reset = Salasana asetettu; kaikki istunnot ja niiden tunnukset on mitätöity
api-code-registration-closed = Rekisteröityminen on suljettu; pyydä tiliä palvelun ylläpitäjältä
api-code-invalid-request = Pyyntö on virheellinen
api-code-unsupported-grant-type = grant_type-arvon on oltava code tai refresh_token
api-code-invalid-grant = Koodi tai refresh_token on virheellinen, vanhentunut, mitätöity tai myönnetty toiselle asiakassovellukselle
api-code-invalid-client = Asiakassovelluksen todennus epäonnistui
api-code-invalid-credentials = Sähköpostiosoite tai salasana on väärä. Uudella tilillä voi kirjautua sisään, kun sen osoite on vahvistettu: etsi linkki sähköpostistasi
api-code-mfa-required = Kaksivaiheinen vahvistus vaaditaan: vastaa todennussovelluksesi koodilla tai palautuskoodilla
api-code-mfa-enrolment-required = Tämä sovellus edellyttää kaksivaiheista kirjautumista: ota tilisivullasi käyttöön todennussovellus tai pääsyavain ja kirjaudu sitten uudelleen sisään
api-code-passkey-options = Välitä nämä asetukset todentajalle
api-code-passkey-added = Pääsyavain lisätty
api-code-passkeys = Pääsyavaimesi
api-code-links = Linkitetyt kirjautumispalvelusi
api-code-last-sign-in-method = Tämä on tilin viimeinen kirjautumistapa: aseta ensin salasana tai lisää pääsyavain
api-code-insufficient-scope = Tunnuksen käyttöoikeusalue ei salli tätä pyyntöä
api-code-not-a-member = Et voi kirjautua sisään tähän organisaatioon: pyydä sen pääkäyttäjää lisäämään sinut
api-code-sso-required = Organisaatiosi hoitaa kirjautumisesi: jatka osoitteessa ssoUrl
api-code-not-found = Resurssia ei ole
api-code-method-not-allowed = Menetelmä ei ole sallittu tälle resurssille
api-code-conflict = Se on jo olemassa
api-code-payload-too-large = Pyynnön runko on liian suuri
api-code-rate-limited = Liian monta pyyntöä; yritä myöhemmin uudelleen
api-code-server-error = Sisäinen palvelinvirhe
api-code-service-unavailable = Palvelu ei ole tilapäisesti käytettävissä; yritä myöhemmin uudelleen

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Käyttöoikeustunnus vaaditaan muodossa `Authorization: Bearer <token>`; tämä puuttuu, on virheellinen tai on mitätöity
api-busy = Liian monta kirjautumista yhtä aikaa; yritä pian uudelleen

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type-arvon on oltava id_token tai token
api-token-type-grant = token_type-arvon on oltava refresh_token tai token
api-token-type-refresh = token_type-arvon on oltava token, kun grant_type on refresh_token
api-client-secret-required = client_secret vaaditaan, kun token_type on token
api-field-empty = { $field } ei saa olla tyhjä

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = salasana on liian pitkä
api-mfa-token-invalid = mfaToken on tuntematon, käytetty tai vanhentunut: kirjaudu uudelleen sisään
api-challenge-invalid = challengeId on tuntematon, käytetty tai vanhentunut: pyydä uudet pääsyavaimen asetukset
api-mfa-code-or-passkey = Kaksivaiheinen vahvistus vaaditaan: vastaa todennussovelluksesi koodilla, palautuskoodilla tai pääsyavaimellasi
api-mfa-passkey = Kaksivaiheinen vahvistus vaaditaan: vastaa pääsyavaimellasi (login/passkey ja mfaToken)
api-client-id-required = client_id vaaditaan
api-client-unknown = client_id on tuntematon tai poistettu käytöstä
api-redirect-uri-required = redirect_uri vaaditaan
api-redirect-uri-unregistered = redirect_uri-osoitetta ei ole rekisteröity tälle asiakassovellukselle
api-state-too-long = state on liian pitkä

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Tunnus on tuntematon, käytetty, vanhentunut tai korvattu uudemmalla
api-session-not-found = Sinulla ei ole aktiivista istuntoa tällä tunnisteella

## Native-app API: second factors and passkeys

api-authenticator-exists = Todennussovellus on jo käytössä; poista se ensin
api-authenticator-not-pending = Todennussovelluksen käyttöönotto ei ole kesken
api-authenticator-none = Todennussovellusta ei ole otettu käyttöön
api-factor-code-wrong = Koodi on väärä
api-reauthenticate-factors = Kirjaudu uudelleen sisään (kaksivaiheisella vahvistuksella, jos se on käytössäsi) muuttaaksesi kaksivaiheisen vahvistuksen menetelmiä
api-reauthenticate-passkeys = Kirjaudu uudelleen sisään (kaksivaiheisella vahvistuksella, jos se on käytössäsi) muuttaaksesi pääsyavaimiasi
api-reauthenticate-sign-in = Kirjaudu uudelleen sisään (kaksivaiheisella vahvistuksella, jos se on käytössäsi) muuttaaksesi kirjautumistapaasi
api-passkeys-unavailable = pääsyavaimet eivät ole käytettävissä tällä palvelimella
api-passkey-not-found = pääsyavainta ei ole
api-passkey-no-ceremony = pääsyavaimen rekisteröinti ei ole kesken; pyydä uudet asetukset
api-passkey-rejected = pääsyavainta ei voitu vahvistaa
api-passkey-registered = tämä pääsyavain on jo rekisteröity
api-passkey-name-invalid = pääsyavaimen nimessä on oltava 1–{ $max } merkkiä, eikä siinä saa olla ohjausmerkkejä tai kaksisuuntaisen muotoilun merkkejä
api-passkeys-too-many = { $max ->
    [one] tilillä voi olla enintään { $max } pääsyavain
   *[other] tilillä voi olla enintään { $max } pääsyavainta
}

## Native-app API: upstream identity providers

api-upstream-unknown = Millään ulkoisella kirjautumispalvelulla ei ole tätä tunnistetta
api-upstream-refused = id_tokenia ei hyväksytty tälle palvelulle
api-upstream-disabled = Tili on poistettu käytöstä
api-upstream-no-email = id_tokenissa ei ole sähköpostiosoitetta, jolla tilin voisi luoda
api-upstream-unverified-email = Palvelu ei takaa id_tokenin sähköpostiosoitetta: rekisteröidy osoitteella ja linkitä sitten palvelu
api-upstream-unreachable = Palveluun ei saatu yhteyttä; yritä myöhemmin uudelleen
api-upstream-email-taken = Tällä osoitteella on jo tili: kirjaudu siihen ja linkitä palvelu tilisivulta
api-upstream-outside-domains = Organisaation kirjautumisella voi kirjautua vain sen vahvistettujen verkkotunnusten osoitteilla
api-upstream-unconfirmed-account = Tällä osoitteella on tili, jota ei ole koskaan vahvistettu: vahvista se ja kirjaudu sitten uudelleen organisaation kautta
api-upstream-operator-account = Ylläpitäjän tili kirjautuu omalla salasanallaan ja omalla kaksivaiheisella vahvistuksellaan, ei organisaation kirjautumisen kautta
api-link-not-found = Tiliä ei ole linkitetty tähän palveluun

## Admin API

api-admin-key-required = Hallintarajapinta vaatii otsakkeen `Authorization: Bearer <admin key>`
api-admin-status-once = status enintään kerran
api-admin-parameters-once = kukin parametri enintään kerran
api-admin-duplicate-email = käyttäjä tällä sähköpostiosoitteella on jo olemassa
api-admin-user-not-found = käyttäjää ei löytynyt
api-admin-client-not-found = asiakassovellusta ei löytynyt
api-admin-api-not-found = rajapintaa ei löytynyt
api-admin-session-not-found = istuntoa ei löytynyt
api-admin-delivery-not-found = toimitusta ei löytynyt
api-admin-webhook-not-found = webhookia ei löytynyt

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Avaa linkki selaimessa, jolla rekisteröidyit: muualla sinulta kysytään tilin salasanaa.
mail-change-where = Avaa linkki selaimessa, jossa pyysit muutosta tai jossa olet kirjautuneena: muualla sinulta kysytään salasanaasi.
mail-not-yours-english = Etkö rekisteröitynyt tai pyytänyt tätä? Älä silloin vahvista mitään: jätä tämä viesti huomiotta, niin mitään ei tapahdu.
verify-password-lead = Vahvistaaksesi tämän osoitteen täällä kirjoita sen tilin salasana, johon osoite kuuluu. Jos rekisteröidyit sovelluksessa, kirjoita sen sijaan viestissä oleva koodi sovellukseen. Jos et rekisteröitynyt tai pyytänyt tätä, älä vahvista: sulje tämä sivu.
verify-password = Tilin salasana
verify-password-needed = Kirjoita tilin salasana vahvistaaksesi osoitteen tässä selaimessa.
verify-wrong-password = Se ei ole tilin salasana.

## After a password reset, every other way into the account

mail-reset-done-subject = Salasanasi nollattiin
mail-reset-done-body = Tilisi salasana nollattiin juuri, ja kaikki kirjautuneina olleet laitteet on kirjattu ulos.
mail-reset-done-still = Näillä voi yhä kirjautua tiliisi:
mail-reset-done-remove = Jos jokin niistä ei ole sinun, kirjaudu sisään uudella salasanalla ja valitse tilisivullasi ”Poista kaikki paitsi uusi salasana”.
mail-reset-done-nothing-else = Tiliisi ei voi kirjautua millään muulla kuin uudella salasanalla.
mail-reset-done-factor-not-yours = Jos sinulta kysytään kirjautuessa kaksivaiheista vahvistusta menetelmällä, jota sinulla ei ole, se ei ole sinun: pyydä tämän palvelun tukea poistamaan se.
mail-reset-done-not-you = Jos et itse nollannut salasanaasi, joku pystyy lukemaan sähköpostiasi: suojaa ensin sähköpostitilisi ja aseta sitten uusi salasana uudelleen.
ways-in-passkey = Pääsyavain ”{ $name }”
ways-in-authenticator = Todennussovellus
ways-in-recovery-codes = { $count ->
    [one] { $count } käyttämätön palautuskoodi
   *[other] { $count } käyttämätöntä palautuskoodia
}
ways-in-link = Kirjautuminen { $provider } -tilillä
ways-in-sessions = { $count ->
    [one] { $count } muu kirjautunut laite (lueteltu alla)
   *[other] { $count } muuta kirjautunutta laitetta (lueteltu alla)
}
account-review-heading = Salasanasi nollattiin
account-review-lead = Salasanasi nollattiin { $date }. Näillä voi yhä kirjautua tiliisi:
account-review-explain = Jos jokin niistä ei ole sinun, poista ne kaikki: silloin vain uudella salasanallasi voi kirjautua, ja kaikki muut laitteet kirjataan ulos. Voit lisätä pääsyavaimen tai todennussovelluksen uudelleen jälkeenpäin.
account-review-remove = Poista kaikki paitsi uusi salasana
account-review-keep = Ne ovat kaikki minun
account-review-gone = Tarkistettavaa ei ole enää.
account-review-removed = Kaikki paitsi uusi salasanasi poistettiin, ja kaikki muut laitteet on kirjattu ulos.
account-review-kept = Selvä: kaikki pysyy ennallaan.

## The second step locked after wrong codes

mail-factor-locked-subject = Joku yritti ohittaa kaksivaiheisen vahvistuksesi
mail-factor-locked-body = { $minutes ->
    [one] Joku kirjoitti salasanasi ja sen jälkeen viisi väärää kaksivaiheisen vahvistuksen koodia. Kirjautuminen tiliisi on keskeytetty { $minutes } minuutiksi.
   *[other] Joku kirjoitti salasanasi ja sen jälkeen viisi väärää kaksivaiheisen vahvistuksen koodia. Kirjautuminen tiliisi on keskeytetty { $minutes } minuutiksi.
}
mail-factor-locked-not-you = Jos et itse yrittänyt kirjautua, joku tietää salasanasi: aseta heti uusi.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = konsolirooli edellyttää vahvistettua osoitetta: käyttäjän on ensin vahvistettava osoitteensa
console-gate-unverified = Konsoli avautuu vain ylläpitäjille, joiden osoite on vahvistettu. Vahvista osoitteesi vahvistusviestin linkillä ja avaa sitten konsoli uudelleen.
console-gate-idle-lead = uudelleen avataksesi konsolin
console-gate-idle = Konsolia ei ole käytetty { $minutes } minuuttiin, joten sinun on kirjauduttava uudelleen sisään. Pysyt kirjautuneena tiliisi.
console-webhook-url-once = Sen URL-osoite, joka näytetään kokonaan vain nyt (luettelo piilottaa ”?”-merkin jälkeisen osan, jossa voi olla tunnus):
console-webhook-query-hidden = Päätepisteen URL-osoitteen ”?”-merkin jälkeinen osa on piilotettu: se voi sisältää vastaanottajan tunnuksen.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Lähetä minulle koodi sähköpostitse
page-code-ask-title = Kirjaudu sisään koodilla
page-code-ask-lead = Kirjoita sähköpostiosoitteesi: lähetämme sinulle kirjautumiskoodin, salasanaa ei tarvita.
page-code-ask-button = Lähetä minulle koodi sähköpostitse
page-code-invalid-email = Kirjoita koko sähköpostiosoite, esimerkiksi nimi@example.com.
page-code-not-allowed = Tämä sovellus pyytää salasanaasi tai pääsyavainta: kirjautumista sähköpostitse lähetetyllä koodilla ei tarjota täällä.
page-code-title = Tarkista sähköpostisi
page-code-lead = { $minutes ->
    [one] Viesti on matkalla osoitteeseen { $email }. Kirjoita siinä oleva kuusinumeroinen koodi: se toimii { $minutes } minuutin ja vain kerran.
   *[other] Viesti on matkalla osoitteeseen { $email }. Kirjoita siinä oleva kuusinumeroinen koodi: se toimii { $minutes } minuuttia ja vain kerran.
}
page-code-field = Kirjautumiskoodi
page-code-name = Nimesi, jos olet uusi täällä
page-code-button = Kirjaudu sisään
page-code-again = Lähetä uusi koodi
page-code-wrong = Koodi on väärä tai se on vanhentunut. Tarkista uusin viesti tai pyydä uusi koodi.
page-code-link-title = Kirjaudu sisään
page-code-link-lead = Kirjaudu tiliisi tässä selaimessa.
page-code-link-button = Kirjaa minut sisään
page-code-link-elsewhere-title = Kirjoita tämä koodi siellä, missä pyysit sitä
page-code-link-elsewhere = Tämä linkki avattiin eri selaimessa tai sovelluksessa kuin siinä, joka sitä pyysi. Kirjoita tämä koodi siellä:
page-code-link-ended-title = Tämä linkki ei ole enää voimassa
page-code-link-ended = Linkki on jo käytetty, korvattu uudemmalla tai liian vanha. Pyydä uusi koodi siellä, missä kirjaudut sisään.
api-sign-in-code-refused = Koodi on väärä, käytetty, korvattu tai vanhentunut: pyydä uusi
api-login-code-or-password = Lähetä joko salasana tai koodi, ei molempia
api-code-code-sent = Viesti, jossa on kirjautumiskoodi, on matkalla; koodi toimii muutaman minuutin ja vain kerran
api-code-sign-in-code-not-allowed = Kirjautumista sähköpostitse lähetetyllä koodilla ei tarjota täällä: käytä salasanaasi tai pääsyavainta

## Mail: a sign-in code

mail-code-subject = Kirjautumiskoodisi
mail-code-asked = Joku pyysi kirjautumista tällä osoitteella. Kirjoitettava koodi on:
mail-code-minutes = { $minutes ->
    [one] Koodi ja alla oleva linkki toimivat { $minutes } minuutin ja vain kerran; uudempi pyyntö korvaa ne.
   *[other] Koodi ja alla oleva linkki toimivat { $minutes } minuuttia ja vain kerran; uudempi pyyntö korvaa ne.
}
mail-code-new-account = Mikään tili ei vielä käytä tätä osoitetta: kirjautuminen koodilla luo tilin.
mail-code-button = Kirjaa minut sisään
mail-code-not-you = Jos et itse pyytänyt koodia, voit jättää tämän viestin huomiotta: kukaan ei pääse kirjautumaan ilman koodia.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Kirjautuminen tällä osoitteella
mail-no-account-body = Joku pyysi koodia kirjautuakseen tällä osoitteella, mutta mikään tili täällä ei käytä sitä.
mail-no-account-not-you = Jos et itse pyytänyt koodia, voit jättää tämän viestin huomiotta: mikään ei muuttunut.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Käyttäjät voivat kirjautua sähköpostitse lähetetyllä koodilla
api-name-invalid = Nimi on liian pitkä tai sisältää ohjausmerkkejä
