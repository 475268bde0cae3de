# Czech: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Jazyk

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = E-mailová adresa nebo heslo nejsou správné. K novému účtu se můžete přihlásit, jakmile bude jeho adresa potvrzena: odkaz najdete v e-mailu.
error-throttled = Příliš mnoho neúspěšných pokusů. Počkejte několik minut a zkuste to znovu.
error-busy = Právě se přihlašuje příliš mnoho lidí. Zkuste to prosím za chvíli znovu.
error-missing-fields = Zadejte e-mailovou adresu a heslo.
error-expired-form = Platnost tohoto formuláře vypršela. Přihlaste se prosím znovu.
error-second-factor-in-app = Tento účet je chráněn druhým faktorem. Nejprve se přihlaste na stránce svého účtu (tam zadáte kód) a pak se sem vraťte.
error-wrong-second-factor = Kód není správný, už byl použit nebo byl zadán příliš pozdě. Přihlaste se prosím znovu.
error-passkey-refused = Tento přístupový klíč nešlo použít nebo pokus trval příliš dlouho. Zkuste to znovu nebo se přihlaste heslem.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Příliš mnoho požadavků. Počkejte několik minut a zkuste to znovu.
error-expired-form-again = Platnost tohoto formuláře vypršela. Zkuste to prosím znovu.

## Error pages (a heading and a paragraph)

error-bad-link-title = Neplatný odkaz
error-bad-link-text = Tento odkaz už neplatí: byl použit, vypršel nebo ho nahradil novější. Vyžádejte si nový.
error-form-title = Přihlášení se nezdařilo
error-form-too-large = Formulář je příliš velký.
error-form-unreadable = Formulář nešlo přečíst. Vraťte se prosím zpět a zkuste to znovu.
error-cross-site-title = Požadavek odmítnut
error-cross-site-text = Tento formulář byl odeslán z jiného webu. Znovu otevřete přihlašovací stránku a odešlete ho odtamtud.
error-unavailable-title = Zkuste to za chvíli
error-unavailable-text = Přihlašovací služba je přetížená nebo nedostupná. Zkuste to prosím za chvíli znovu.
error-failed-title = Něco se pokazilo
error-failed-text = Přihlášení se nepodařilo dokončit. Zkuste to prosím znovu.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Zjistit, kdo jste
scope-email = Zobrazit vaši e-mailovou adresu
scope-profile = Zobrazit váš profil: jméno, fotku, telefonní číslo a zemi
scope-authorization = Zobrazit váš profil a vaše aktivní relace
scope-organizations = Zobrazit organizace, do kterých patříte, a vaše role v nich
scope-api = Používat { $api } vaším jménem

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: zadejte kód z ověřovací aplikace nebo záložní kód, případně použijte přístupový klíč.
page-second-step-passkey = { $purpose }: použijte přístupový klíč.
page-second-step-code = { $purpose }: zadejte kód z ověřovací aplikace nebo jeden ze svých záložních kódů.
page-second-step-use-passkey = Použít přístupový klíč

## Login page

page-login-title = Přihlásit se
page-login-email = E-mail
page-login-password = Heslo
page-login-button = Přihlásit se
page-login-with-provider = Přihlásit se přes { $provider }
page-login-passkey = Přihlásit se přístupovým klíčem
page-login-forgot = Zapomněli jste heslo?
page-login-organization = Přihlásit se přes organizaci
page-organization-title = Přihlášení přes organizaci
page-organization-lead = Zadejte svou pracovní e-mailovou adresu nebo ID organizace a pokračujte jejím přihlášením.
page-organization-field = Pracovní e-mail nebo ID organizace
page-organization-button = Pokračovat
page-organization-unknown = S touto adresou ani ID se nepřihlašuje žádná organizace. Zkontrolujte je, nebo se přihlaste e-mailovou adresou a heslem.
login-sso-required = Přihlášení zajišťuje vaše organizace: použijte přihlášení své organizace.
login-sso-required-named = Přihlášení zajišťuje { $organization }: použijte přihlášení níže.
page-login-new-here = Jste tu poprvé?
page-login-create-account = Vytvořit účet

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Připojit zařízení
page-device-code-lead = Zadejte kód zobrazený na televizi, konzoli nebo jiném zařízení.
page-device-code-label = Kód
page-device-code-button = Pokračovat
page-device-confirm-heading = Připojit aplikaci { $client }?
page-device-confirm-lead = Zařízení zobrazující kód { $code } žádá o použití vašeho účtu { $email }. Povolte to jen v případě, že jste to na tom zařízení sami zahájili.
page-device-confirm-able = Aplikace bude moci:
page-device-confirm-deny = Odmítnout
page-device-confirm-allow = Povolit

## Account page

page-account-title = Váš účet
page-account-signed-in-as = Přihlášený účet: { $email }
page-account-signed-in-as-unconfirmed = Přihlášený účet: { $email } (adresa zatím není potvrzená: podívejte se do e-mailu, který jsme vám poslali)
page-account-sessions-heading = Přihlášená zařízení
page-account-session-app = aplikace { $package }
page-account-this-browser = Tento prohlížeč
page-account-sign-out-session = Odhlásit
page-account-sign-out-others = Odhlásit všude jinde
page-account-profile-heading = Profil
page-account-profile-save = Uložit profil
page-account-password-heading = Heslo
page-account-current-password = Současné heslo
page-account-new-password = Nové heslo (alespoň 10 znaků)
page-account-password-change = Změnit heslo
page-account-email-heading = E-mailová adresa
page-account-email-explain = Na novou adresu pošleme odkaz; jakmile ho použijete, účet se na ni přesune. Do té doby se přihlašujete touto adresou.
page-account-new-email = Nová e-mailová adresa
page-account-email-password = Heslo
page-account-email-change = Změnit e-mailovou adresu
page-account-data-heading = Vaše data
page-account-data-explain = Vše, co tato služba o vašem účtu uchovává (profil, relace včetně zařízení a míst, propojení poskytovatelé, druhé faktory, bezpečnostní události, které se vás týkají), v jednom souboru JSON. Neobsahuje žádné heslo ani jiný tajný údaj.
page-account-data-download = Stáhnout svá data
page-account-delete-heading = Smazat účet
page-account-delete-explain = Odstraní váš profil, relace, druhé faktory a propojené poskytovatele a odhlásí vás všude.
page-account-delete-link = Smazat účet

## Sign-out confirmation

page-logout-title = Odhlásit se
page-logout-question = Odhlásit se z účtu v tomto prohlížeči?
page-logout-button = Odhlásit se

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Zadejte heslo.
rule-password-too-short = Heslo musí mít alespoň { $min } znaků.
rule-password-too-long = Heslo smí mít nejvýše { $max } znaků.
rule-password-is-email = Heslo nesmí být stejné jako e-mailová adresa.
rule-password-refused = Toto heslo nelze použít. Zvolte prosím jiné.
rule-email-invalid = Zadejte e-mailovou adresu, na kterou lze doručovat poštu, například jmeno@example.com.
rule-email-same = To už je adresa tohoto účtu.
rule-field-invalid = Některé pole je příliš dlouhé nebo obsahuje nepovolené znaky.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = název klienta musí mít 1 až 200 znaků
rule-client-name-characters = název klienta nesmí obsahovat řídicí znaky ani znaky pro obousměrné formátování
rule-resource-server-confidential = server prostředků musí být důvěrný klient
rule-client-credentials-confidential = client_credentials vyžaduje důvěrného klienta
rule-public-client-secret = veřejný klient nemá tajný klíč
rule-shared-signals-confidential = příjemce Shared Signals musí být důvěrný klient
rule-organization-for-receivers = k organizaci lze přiřadit pouze příjemce Shared Signals
rule-profile-field-length = pole profilu mohou mít nejvýše { $max } znaků
rule-profile-field-characters = pole profilu nesmí obsahovat řídicí znaky ani znaky pro obousměrné formátování
rule-unknown-event-type = neznámý typ události „{ $name }“; známé typy: { $known }
rule-no-event-type = je třeba uvést alespoň jeden typ události
rule-secret-prefix = tajný klíč musí začínat whsec_
rule-secret-encoding = tajný klíč musí začínat whsec_ a být v kódování base64
rule-secret-length = tajný klíč musí mít 24 až 64 bajtů
rule-delivery-status = status musí být pending, delivered nebo failed
rule-not-a-timestamp = { $name } musí být časové razítko ve formátu RFC 3339
rule-not-a-user-id = user musí být ID uživatele
rule-not-an-email = email musí být e-mailová adresa
rule-unknown-audit-type = neznámý typ události
rule-unknown-cursor = cursor nepochází z tohoto API
rule-page-size = limit musí být v rozmezí 1 až 500
rule-no-scope = je vyžadován alespoň jeden rozsah
rule-undefined-scopes = toto API definuje pouze tyto rozsahy: { $scopes }
rule-role-name = role musí být admin, support, viewer nebo none
rule-already-verified = adresa už je ověřená

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = pro pokračování do aplikace { $client }
login-failed-title = Přihlášení se nezdařilo
login-malformed-link = Přihlašovací odkaz má chybný formát.
login-request-missing-client = Požadavek neuvádí aplikaci.
login-request-unknown-client = Tato aplikace není registrovaná nebo byla deaktivována.
login-request-missing-redirect-uri = Požadavek neuvádí, kam se vrátit (redirect_uri).
login-request-unregistered-redirect-uri = Tento redirect_uri není pro tuto aplikaci registrován.
login-request-state-too-long = Parametr state je příliš dlouhý.
login-request-invalid = Požadavek na přihlášení není platný.

## Signing out of the browser.

login-signout-failed-title = Odhlášení se nezdařilo
login-signout-malformed-link = Odhlašovací odkaz má chybný formát.
login-signed-out-title = Odhlášeno
login-signed-out-text = V tomto prohlížeči jste odhlášeni.

## The second step after a password, and an app that needs one.

second-step-title = Dvoufázové přihlášení
second-step-code-label = Kód
second-step-continue = Pokračovat
second-step-enrol-title = Nastavte druhý faktor
second-step-enrol-text = Aplikace { $client } vyžaduje dvoufázové přihlášení. Na stránce svého účtu si nastavte ověřovací aplikaci nebo přístupový klíč a pak se do aplikace { $client } přihlaste znovu.
second-step-enrol-link = Otevřít stránku účtu

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Ověřovací aplikace
second-step-app-on = { $count ->
    [one] Ověřovací aplikace je nastavená; zbývá { $count } nepoužitý záložní kód.
    [few] Ověřovací aplikace je nastavená; zbývají { $count } nepoužité záložní kódy.
   *[other] Ověřovací aplikace je nastavená; zbývá { $count } nepoužitých záložních kódů.
}
second-step-app-remove = Odebrat ověřovací aplikaci
second-step-app-intro = Kódy z aplikace, jako je Google Authenticator nebo 1Password, které se zadávají po hesle.
second-step-app-set-up = Nastavit ověřovací aplikaci
second-step-app-qr-label = QR kód pro vaši ověřovací aplikaci
second-step-app-setup-title = Nastavení ověřovací aplikace
second-step-app-setup-lead = Naskenujte kód ověřovací aplikací a pak zadejte šestimístný kód, který zobrazí.
second-step-app-setup-key = Nebo do aplikace zadejte tento klíč:
second-step-app-code-label = Kód z aplikace
second-step-app-turn-on = Zapnout
second-step-app-cancel = Zrušit
second-step-recovery-title = Uložte si záložní kódy
second-step-recovery-lead = Ověřovací aplikace je zapnutá. Pokud ztratíte telefon, každý z těchto kódů vás jednou přihlásí. Uložte si je na bezpečné místo: znovu se už nezobrazí.
second-step-recovery-back = Zpět na účet

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Přihlásit se přístupovým klíčem
passkey-not-used = Nebyl použit žádný přístupový klíč. Zkuste to znovu nebo použijte heslo.
passkey-section-heading = Přístupové klíče
passkey-section-intro = Přístupový klíč vás místo hesla přihlásí otiskem prstu, obličejem nebo zámkem obrazovky.
passkey-rename-label = Nový název
passkey-rename-button = Přejmenovat
passkey-remove-button = Odebrat
passkey-new-name-label = Název nového přístupového klíče
passkey-new-name-placeholder = Tento notebook
passkey-add-button = Přidat přístupový klíč
passkey-already-registered = Tento přístupový klíč už je zaregistrovaný.
passkey-not-added = Žádný přístupový klíč nebyl přidán. Zkuste to znovu.

## The consent screen.

consent-heading = Povolit aplikaci { $client } používat váš účet?
consent-lead = Používáte účet { $account }. Aplikace { $client } pochází od jiného vývojáře a chce:
consent-revoke-note = Přístup jí můžete kdykoli odebrat na stránce svého účtu.
consent-deny = Odmítnout
consent-allow = Povolit
consent-title = Povolit aplikaci { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = pro připojení zařízení k vašemu účtu
device-code-unknown = Tento kód není správný, vypršel nebo už byl použit. Zkontrolujte kód na zařízení a zkuste to znovu.
device-code-throttled = Příliš mnoho chybných kódů. Počkejte několik minut a zkuste to znovu.
device-code-form-expired = Platnost tohoto formuláře vypršela. Zadejte prosím kód znovu.
device-connected-title = Zařízení připojeno
device-connected-text = Aplikace { $client } je nyní připojená k vašemu účtu. Můžete se vrátit k zařízení.
device-denied-title = Požadavek zamítnut
device-denied-text = Aplikace { $client } nebyla připojena. Tuto stránku můžete zavřít.
device-two-factors-title = Vyžaduje se dvoufázové přihlášení
device-two-factors-text = Aplikace { $client } vyžaduje dvoufázové přihlášení. Na stránce svého účtu se přihlaste druhým faktorem (nebo si ho nastavte) a pak sem kód zadejte znovu.
device-two-factors-link = Otevřít stránku účtu

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Propojení se nezdařilo
upstream-link-from-account-page = Poskytovatele propojte jeho tlačítkem na stránce svého účtu.
upstream-link-expired = Platnost této stránky vypršela. Vraťte se na stránku účtu, načtěte ji znovu a zkuste to ještě jednou.
upstream-unknown-provider = Takový poskytovatel přihlášení neexistuje.
upstream-bad-state = Toto přihlášení už bylo použito, vypršelo nebo bylo zahájeno v jiném prohlížeči. Vraťte se do aplikace a přihlaste se znovu.
upstream-denied = Poskytovatel vás nepřihlásil. Vraťte se do aplikace a zkuste to znovu.
upstream-refused = Odpověď poskytovatele nelze přijmout. Vraťte se do aplikace a přihlaste se znovu.
upstream-unavailable = Poskytovatele přihlášení se nepodařilo kontaktovat. Zkuste to za chvíli znovu nebo se přihlaste jinak.
upstream-email-taken = Účet s touto e-mailovou adresou už existuje. Přihlaste se do něj jeho heslem nebo přístupovým klíčem a pak tohoto poskytovatele propojte na stránce svého účtu.
upstream-outside-domains = Přes přihlášení vaší organizace se lze přihlásit jen s adresami z jejích vlastních ověřených domén.
upstream-unconfirmed-account = Účet s touto e-mailovou adresou existuje, ale jeho adresa nebyla nikdy potvrzena. Potvrďte ji (nebo obnovte heslo) a pak se znovu přihlaste přes svou organizaci.
upstream-operator-account = Tento účet má roli v konzoli operátorů: přihlašuje se vlastním heslem a druhým faktorem, ne přihlášením organizace.
upstream-registration-closed = Tento účet tu není znám a nové účty nelze zakládat. Požádejte o účet provozovatele.
upstream-no-email = Poskytovatel nesdílel e-mailovou adresu, kterou nový účet potřebuje.
upstream-unverified-email = Poskytovatel nepotvrdil, že tato e-mailová adresa patří vám, takže s ní nelze vytvořit účet. Vytvořte si účet se svou e-mailovou adresou a pak poskytovatele propojte na stránce svého účtu.
upstream-linked-elsewhere = Toto přihlášení už je propojené s jiným účtem.
upstream-already-linked = Váš účet už je s tímto poskytovatelem propojený, ale přes jiný účet u něj. Nejdřív ho odpojte.
upstream-disabled = Tento účet je deaktivovaný.
upstream-reauthenticate = Přihlaste se znovu na stránce svého účtu a pak poskytovatele propojte.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Vytvořte si účet
signup-lead = Pošleme vám e-mail pro potvrzení vaší adresy.
signup-email = E-mail
signup-password = Heslo (alespoň 10 znaků)
signup-name = Jméno (nepovinné)
signup-button = Vytvořit účet
signup-closed-title = Registrace je uzavřená
signup-closed-text = Nové účty zakládá provozovatel této služby. Požádejte ho o účet.
signup-sent-title = Zkontrolujte e-mail
signup-sent-text = Poslali jsme vám e-mail pro potvrzení adresy. Otevřete odkaz v něm; přihlásit se můžete už teď.
signup-sent-continue-text = Poslali jsme vám e-mail pro potvrzení adresy. Teď se můžete přihlásit a pokračovat.
signup-sent-continue = Přihlásit se a pokračovat

## Address confirmation page (opened from the mailed link)

verify-title = Potvrďte svou e-mailovou adresu
verify-lead = Potvrďte, že tato e-mailová adresa patří vám, aby ji váš účet mohl používat. Pokud jste tu nezakládali účet ani neměnili jeho adresu, nepotvrzujte: zavřete tuto stránku.
verify-button = Potvrdit moji adresu
verify-done-title = E-mailová adresa potvrzena
verify-done-text = Děkujeme: vaše e-mailová adresa je potvrzená. Tuto stránku můžete zavřít.

## Password reset request page

forgot-title = Zapomněli jste heslo?
forgot-lead = Zadejte svou e-mailovou adresu. Pokud k ní existuje účet, pošleme vám odkaz pro nastavení nového hesla.
forgot-email = E-mail
forgot-button = Odeslat odkaz
forgot-sent-title = Zkontrolujte e-mail
forgot-sent-text = Pokud k této adrese existuje účet, je na cestě e-mail s odkazem pro nastavení nového hesla. Odkaz platí 30 minut.

## New password page (opened from the mailed link)

reset-title = Nastavte nové heslo
reset-lead = Zvolte heslo o délce 10 až 256 znaků. Všechna zařízení přihlášená k vašemu účtu budou odhlášena.
reset-password = Nové heslo
reset-button = Nastavit heslo
reset-done-title = Heslo nastaveno
reset-done-text = Vaše nové heslo je nastavené a všechna zařízení, která byla přihlášená, jsou odhlášena. Přihlaste se znovu novým heslem.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Váš profil byl uložen.
account-password-changed = Vaše heslo bylo změněno; všechna ostatní zařízení jsou odhlášena.
account-email-requested = Pokud lze tuto adresu použít, je na ni na cestě odkaz pro potvrzení: vaše adresa se změní, jakmile ho použijete.
account-session-signed-out = Relace byla ukončena.
account-others-signed-out = Všechny ostatní relace byly ukončeny.
account-console-needs-factor = Konzole operátora vyžaduje druhý faktor: níže přidejte ověřovací aplikaci nebo přístupový klíč a pak se s ním přihlaste znovu.
account-form-expired = Platnost tohoto formuláře vypršela. Zkuste to prosím znovu.
account-login-lead = pro zobrazení a úpravu vašeho účtu
account-sign-in-again-lead = znovu pro změnu způsobu přihlášení
account-sign-in-again = Z bezpečnostních důvodů se před přidáním nebo odebráním způsobu přihlášení přihlaste znovu (s druhým faktorem, pokud ho máte).
account-second-step-purpose = pro otevření vašeho účtu
account-profile-name = Jméno
account-profile-mobile = Číslo mobilního telefonu
account-profile-picture = Adresa URL obrázku
account-profile-country-code = Kód země
account-profile-country = Země
account-profile-city = Město
account-profile-postal-code = PSČ
account-session-unknown-device = Neznámé zařízení
account-session-unknown-app = neznámá aplikace
account-session-when = Přihlášeno { $since } · naposledy aktivní { $active }
account-provider-not-linked = Tento poskytovatel není s vaším účtem propojený.
account-last-sign-in-method = Toto je jediný způsob přihlášení k vašemu účtu. Nejdřív přidejte přístupový klíč nebo nastavte heslo (Zapomněli jste heslo?).
account-session-gone = Tato relace už není přihlášená.
account-wrong-password = Současné heslo není správné.
account-too-many-passwords = Příliš mnoho chybných hesel. Počkejte několik minut a zkuste to znovu.
account-unknown-action = Takovou akci tato stránka neprovádí.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Ověřovací aplikace byla odebrána.
factors-passkey-added = Přístupový klíč byl přidán: od teď se jím můžete přihlašovat.
factors-passkey-renamed = Přístupový klíč byl přejmenován.
factors-passkey-removed = Přístupový klíč byl odebrán.
factors-passkey-added-on = Přidáno { $date }
factors-passkey-last-used = naposledy použito { $date }
factors-passkey-synced = synchronizováno
factors-wrong-code = Tento kód není správný. Zkontrolujte, zda má zařízení s aplikací správný čas, a zadejte kód, který se zobrazuje právě teď.
factors-too-many-codes = Příliš mnoho chybných kódů. Počkejte několik minut a zkuste to znovu.
factors-totp-already = Ověřovací aplikace už je nastavená.
factors-totp-nothing-pending = Žádná ověřovací aplikace se právě nenastavuje. Začněte znovu.
factors-totp-not-set-up = Není nastavená žádná ověřovací aplikace.
factors-passkey-registered = Tento přístupový klíč už je zaregistrovaný.
factors-passkey-too-many = Váš účet už má maximální počet přístupových klíčů: nejdřív jeden odeberte.
factors-passkey-too-many-attempts = Příliš mnoho pokusů. Počkejte několik minut a zkuste to znovu.
factors-passkey-name-length = Název přístupového klíče musí mít 1 až 64 znaků.
factors-passkey-not-yours = Tento přístupový klíč už vám nepatří.
factors-passkey-not-added = Přístupový klíč se nepodařilo přidat nebo to trvalo příliš dlouho. Zkuste to znovu.
factors-page-expired = Platnost stránky vypršela; načtěte ji znovu.
factors-sign-in-again = Přihlaste se znovu.
factors-passkeys-unavailable = Přístupové klíče nejsou na tomto serveru k dispozici.
factors-sign-in-to-add = Chcete-li přidat přístupový klíč, přihlaste se znovu.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Přihlášení jiným účtem
links-linked = Poskytovatel je propojen: od teď se přes něj můžete přihlašovat k tomuto účtu.
links-unlinked = Poskytovatel byl odpojen.
links-linked-on = propojeno { $date }
links-unlink = Odpojit
links-link = Propojit { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Aplikace s přístupem
apps-allowed-on = povoleno { $date }
apps-remove = Odebrat přístup
apps-removed = Přístup aplikace byl odebrán a aplikace je odhlášena.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Smazat účet
delete-explain-lead = Svůj účet a vše, co je o něm uloženo, můžete smazat sami.
delete-explain-sign-in = Přihlaste se: heslem, přístupovým klíčem nebo přes poskytovatele použitého při registraci („Přihlásit se přes …“).
delete-explain-confirm = Potvrďte, že se má účet smazat.
delete-explain-what = Co se smaže: váš profil (jméno, e-mailová adresa, telefonní číslo, fotka, místo), heslo, všechny relace včetně zařízení a míst u nich zaznamenaných, druhé faktory, přístupové klíče, propojení poskytovatelé přihlášení a všechny tokeny vydané aplikacím. Všechna zařízení budou odhlášena. Bezpečnostní protokol uchovává záznamy o vás pod náhodným jménem a bez IP adres nejvýše { $days ->
        [one] { $days } den
        [few] { $days } dny
       *[other] { $days } dní
    }.
delete-explain-now = Kdy: okamžitě. Potvrzení přijde na vaši e-mailovou adresu.
delete-explain-later = Kdy: { $days ->
        [one] { $days } den
        [few] { $days } dny
       *[other] { $days } dní
    } po vaší žádosti; přihlášením před uplynutím této doby si účet ponecháte. Potvrzení přijde na vaši e-mailovou adresu.
delete-explain-apps = Účet mohou smazat i aplikace ve svém nastavení.
delete-explain-link = Přihlásit se a smazat účet
delete-login-lead = pro smazání vašeho účtu
delete-confirm-what = Tím se smaže váš profil, relace, druhé faktory, přístupové klíče a propojení poskytovatelé a proběhne odhlášení na všech zařízeních.
delete-confirm-later = Účet bude smazán za { $days ->
        [one] { $days } den
        [few] { $days } dny
       *[other] { $days } dní
    }; pokud se do té doby přihlásíte, zůstane zachován.
delete-confirm-now = Tuto akci nelze vrátit zpět.
delete-confirm-check = Smazat můj účet a vše, co je o něm uloženo
delete-confirm-button = Smazat můj účet
delete-confirm-keep = Ponechat si účet
delete-done-title = Účet smazán
delete-done = Váš účet byl smazán i se vším, co o něm bylo uloženo. Potvrzení je na cestě na vaši e-mailovou adresu.
delete-scheduled-title = Smazání účtu naplánováno
delete-scheduled = Všechny relace byly ukončeny. Váš účet bude smazán { $date }; pokud si ho chcete ponechat, přihlaste se do té doby.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Jazyk
account-language-help = Jazyk stránek tohoto účtu a e-mailů, které mu posíláme.
account-language-save = Uložit jazyk
account-language-saved = Jazyk byl uložen.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konzole
console-nav-signed-in = Konzole · přihlášený účet { $email } ({ $role })
console-nav-your-account = Váš účet
console-nav-label = Konzole
console-nav-overview = Přehled
console-nav-users = Uživatelé
console-nav-organizations = Organizace
console-nav-clients = Klienti
console-nav-apis = Rozhraní API
console-nav-webhooks = Webhooky
console-nav-audit = Auditní protokol
console-nav-keys = Klíče
console-nav-settings = Nastavení

console-frame-role-admin = správce
console-frame-role-support = podpora
console-frame-role-viewer = čtenář
console-frame-role-none = žádná
console-frame-table-empty = { $caption }: žádné.
console-frame-age-days = { $count ->
    [one] { $count } den
    [few] { $count } dny
   *[other] { $count } dní
}
console-frame-age-hours = { $count ->
    [one] { $count } hodina
    [few] { $count } hodiny
   *[other] { $count } hodin
}
console-frame-age-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
   *[other] { $count } minut
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Vaše role v konzoli neumožňuje otevřít tuto stránku. Pokud ji potřebujete, požádejte správce.
console-gate-form-expired = Platnost tohoto formuláře vypršela nebo formulář nepochází z konzole. Otevřete stránku znovu a akci zopakujte.
console-gate-change-not-allowed = Vaše role v konzoli tuto změnu neumožňuje.
console-gate-no-role = Váš účet nemá v konzoli žádnou roli. Může vám ji přidělit správce.
console-gate-not-allowed-title = Nepovoleno
console-gate-not-found-title = Nenalezeno
console-gate-not-done-title = Neprovedeno
console-gate-sign-in-again-lead = znovu s druhým faktorem pro otevření konzole
console-gate-needs-second-factor = Konzole vyžaduje přihlášení druhým faktorem (ověřovací aplikací nebo přístupovým klíčem).
console-gate-no-such-user = Takový uživatel neexistuje.
console-gate-no-such-client = Takový klient neexistuje.
console-gate-no-such-api = Takové API neexistuje.
console-gate-no-such-webhook = Takový webhook neexistuje.
console-gate-no-such-delivery = Takové doručení neexistuje.
console-gate-no-such-session = Taková relace neexistuje.
console-gate-no-such-link = Takové propojení neexistuje.
console-gate-no-such-organization = Taková organizace neexistuje.
console-gate-no-such-domain = Taková doména neexistuje.
console-gate-no-such = Objekt neexistuje: { $what }.
console-gate-duplicate-email = Uživatel s tímto e-mailem už existuje.
console-gate-last-sign-in-method = Toto propojení je posledním způsobem přihlášení k účtu: nejdřív nastavte heslo.
console-gate-api-exists = API s tímto identifikátorem už existuje.
console-gate-disable-client-first = Před smazáním klienta ho deaktivujte.

## The console's overview page.

console-overview-title = Přehled
console-overview-find-user = Najít uživatele
console-overview-accounts = Účty
console-overview-live-sessions = Aktivní relace
console-overview-sign-ins = Přihlášení, 24 h
console-overview-failed-sign-ins = Neúspěšná přihlášení, 24 h
console-overview-lockouts = Aktuální zablokování
console-overview-failing-deliveries = Selhávající doručení webhooků
console-overview-chart-heading = Přihlášení za posledních 24 hodin
console-overview-counted = Spočítáno { $at } (údaje jsou nejvýše minutu staré).
console-overview-chart-label = Přihlášení po hodinách za posledních 24 hodin: úspěšná { $succeeded }, neúspěšná { $failed }
console-overview-chart-hour = { $time }: úspěšná { $succeeded }, neúspěšná { $failed }
console-overview-chart-start = před 24 h
console-overview-chart-end = nyní
console-overview-legend-succeeded = úspěšná ({ $count })
console-overview-legend-failed = neúspěšná ({ $count })
console-overview-keys-heading = Podpisové klíče
console-overview-keys-caption = Podpisové klíče, od nejnovějšího
console-overview-key = Klíč
console-overview-algorithm = Algoritmus
console-overview-state = Stav
console-overview-age = Stáří
console-overview-signing-for = Doba podepisování
console-overview-key-pending = čekající
console-overview-key-active = aktivní
console-overview-key-retired = vyřazený
console-overview-keys-link = Klíče a rotace

## The console's users list.

console-users-title = Uživatelé
console-users-deleted = Uživatel byl smazán.
console-users-search-label = Adresa, jméno nebo ID uživatele
console-users-search = Hledat
console-users-search-help = Adresy se porovnávají od začátku, jména od začátku libovolného slova; ID se musí shodovat celé.
console-users-caption = Uživatelé, od nejstaršího
console-users-matching = Uživatelé odpovídající „{ $query }“
console-users-address = Adresa
console-users-name = Jméno
console-users-verified = Ověřeno
console-users-state = Stav
console-users-created = Vytvořeno
console-users-yes = ano
console-users-no = ne
console-users-enabled = aktivní
console-users-disabled = deaktivovaný
console-users-next-page = Další stránka

## The console's page of one user.

console-user-done-disabled = Uživatel je deaktivován: všechny relace skončily.
console-user-done-enabled = Uživatel je aktivován: může se znovu přihlásit.
console-user-done-signed-out = Všechny relace uživatele byly ukončeny.
console-user-done-session-ended = Relace byla ukončena.
console-user-done-factors-reset = Druhé faktory uživatele byly odebrány; uživatel o tom dostal e-mail.
console-user-done-verification-sent = Ověřovací e-mail je na cestě.
console-user-done-role = Role byla změněna.
console-user-why-heading = Proč se tento uživatel nemůže přihlásit?
console-user-nothing-stops = Tomuto uživateli teď v přihlášení nic nebrání.
console-user-reason-disabled = Účet deaktivoval operátor.
console-user-reason-unverified = Adresa není ověřená: přihlášení heslem je odmítáno, dokud nebude použit odkaz z ověřovacího e-mailu.
console-user-reason-locked-password = Zablokováno po chybných heslech z adresy { $ip } do { $until } (asi { $minutes } min; omezení pokusů o přihlášení).
console-user-reason-locked-second-step = Druhý krok je po chybných kódech zablokován do { $until } (asi { $minutes } min; omezení pokusů o druhý faktor).
console-user-reason-passkey-only = Účet nemá heslo: přihlašuje se jen přístupovým klíčem (nebo po obnovení hesla).
console-user-reason-providers-only = Účet nemá heslo: přihlašuje se jen přes { $providers } (nebo po obnovení hesla).
console-user-reason-second-factor-due = Není nastaven žádný druhý faktor a dvoufázové přihlášení vyžadují tyto aplikace: { $clients }. Uživatel ho musí nejdřív přidat.
console-user-reason-deletion-scheduled = Uživatel požádal o smazání účtu: účet bude smazán { $date }, pokud se uživatel předtím nepřihlásí.
console-user-profile = Profil
console-user-id = ID uživatele
console-user-address = Adresa
console-user-verified = Ověřeno
console-user-state = Stav
console-user-name = Jméno
console-user-mobile = Mobil
console-user-place = Místo
console-user-created = Vytvořeno
console-user-console-role = Role v konzoli
console-user-sessions = Relace
console-user-sessions-caption = Aktivní relace, od nejnovější
console-user-device = Zařízení
console-user-ip-and-place = IP a místo
console-user-signed-in = Přihlášeno
console-user-last-active = Naposledy aktivní
console-user-methods = Metody
console-user-end-column = Ukončit
console-user-end-session = Ukončit
console-user-unknown-device = Neznámé zařízení
console-user-second-factors = Druhé faktory
console-user-authenticator-app = Ověřovací aplikace
console-user-recovery-codes-left = Zbývající záložní kódy
console-user-passkeys = Přístupové klíče
console-user-factor-none = žádné
console-user-totp-since = od { $date }
console-user-providers-and-apps = Poskytovatelé a aplikace
console-user-links-caption = Propojení poskytovatelé
console-user-provider = Poskytovatel
console-user-address-given = Poskytnutá adresa
console-user-linked = Propojeno
console-user-consents-caption = Souhlasy pro aplikace třetích stran
console-user-client = Klient
console-user-scopes = Rozsahy
console-user-allowed = Povoleno
console-user-recent-events = Nedávné události
console-user-events-caption = Nejnovější auditní události týkající se uživatele
console-user-when = Kdy
console-user-type = Typ
console-user-actor = Původce
console-user-ip = Adresa IP
console-user-every-event = Všechny události týkající se uživatele
console-user-actions = Akce
console-user-disable = Deaktivovat
console-user-enable = Aktivovat
console-user-sign-out-everywhere = Odhlásit všude
console-user-resend-verification = Znovu odeslat ověřovací e-mail
console-user-reset-factors = Resetovat druhé faktory
console-user-reset-factors-confirm = Odebrat ověřovací aplikaci, záložní kódy a přístupové klíče
console-user-delete = Smazat uživatele
console-user-delete-confirm = Ihned smazat tento účet a vše, co je o něm uloženo
console-user-role-heading = Role v konzoli
console-user-role-label = Role
console-user-set-role = Nastavit roli
console-user-role-help = Čtenáři vidí všechny stránky; podpora navíc deaktivuje a aktivuje uživatele, odhlašuje je, resetuje jejich druhé faktory a znovu odesílá ověřovací e-maily; správci mohou všechno.
console-user-unknown-action = Takovou akci tato stránka neprovádí.
console-user-not-on-this-user = U tohoto uživatele ne: operátoři pod úrovní správce mohou pracovat jen s uživateli bez role a nikdo tu nemění svou vlastní roli, stav, faktory ani účet.
console-user-tick-to-confirm = Potvrďte zaškrtnutím políčka a akci zopakujte.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Klienti
console-client-list-caption = Klienti, od nejstaršího
console-client-name = Název
console-client-kind = Druh
console-client-state = Stav
console-client-registered = Registrováno
console-client-kind-public = veřejný
console-client-kind-confidential = důvěrný
console-client-state-enabled = aktivní
console-client-state-disabled = deaktivovaný
console-client-register-heading = Registrovat klienta
console-client-register = Registrovat
console-client-registered-notice = Klient je zaregistrován.
console-client-deleted = Klient byl smazán.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI pro přesměrování, jeden na řádek
console-client-scopes-field = Rozsahy (prázdné: openid email profile authorization)
console-client-package-names-field = Názvy balíčků pro Android, jeden na řádek
console-client-app-origins-field = Původy aplikací pro přístupové klíče, jeden na řádek
console-client-logout-uri-field = URI pro odhlášení přes back-channel
console-client-organization-field = Organizace příjemce Shared Signals (zkratka nebo ID)
console-client-flag-public = Veřejný (aplikace v prohlížeči nebo nativní aplikace: bez tajného klíče, PKCE)
console-client-flag-resource-server = Server prostředků (smí ověřovat tokeny introspekcí)
console-client-flag-client-credentials = Smí získávat tokeny sám pro sebe (client_credentials)
console-client-flag-rotate-refresh-tokens = Rotovat obnovovací tokeny
console-client-flag-require-mfa = Jen dvoufázová přihlášení
console-client-flag-require-par = Jen požadavky PAR (pushed authorization requests)
console-client-flag-third-party = Třetí strana: uživatelé nejdřív udělí souhlas
console-client-flag-shared-signals = Příjemce Shared Signals: odebírá proud bezpečnostních událostí

## Console: one client's page

console-client-saved = Nastavení klienta bylo uloženo.
console-client-disabled-notice = Klient je deaktivován: jeho tokeny už neprojdou ověřením.
console-client-granted = Oprávnění bylo uloženo.
console-client-secret-replaced = Tajný klíč byl nahrazen.
console-client-secret-heading = Tajný klíč klienta
console-client-secret-once = Zkopírujte si ho hned: zobrazí se jen tentokrát a už nikdy (uchovává se pouze jeho otisk).
console-client-settings-heading = Nastavení
console-client-yes = ano
console-client-no = ne
console-client-redirect-uris = URI pro přesměrování
console-client-scopes = Rozsahy
console-client-resource-server = Server prostředků
console-client-two-factor-only = Jen dvoufázové
console-client-par-only = Jen PAR
console-client-third-party = Třetí strana
console-client-shared-signals = Příjemce Shared Signals
console-client-changed = Změněno
console-client-grants-heading = Oprávnění k API
console-client-grants-caption = API, která tento klient smí volat sám za sebe
console-client-api = Rozhraní API
console-client-api-identifier = Identifikátor API
console-client-grant = Udělit
console-client-actions-heading = Akce
console-client-rotate-secret = Vyměnit tajný klíč
console-client-rotate-secret-confirm = Nahradit tajný klíč: starý okamžitě přestane fungovat
console-client-disable = Deaktivovat
console-client-disable-confirm = Deaktivovat klienta: jeho tokeny přestanou procházet ověřením
console-client-delete = Smazat
console-client-delete-confirm = Smazat klienta se vším, co mu bylo vydáno
console-client-edit-heading = Úpravy
console-client-save = Uložit
console-client-confirm-first = Potvrďte zaškrtnutím políčka a akci zopakujte.
console-client-unknown-action = Takovou akci tato stránka neprovádí.

## Console: the APIs page

console-api-title = Rozhraní API
console-api-list-caption = Rozhraní API (indikátory prostředků)
console-api-identifier = Identifikátor
console-api-scopes = Rozsahy
console-api-registered-column = Registrováno
console-api-register-heading = Registrovat API
console-api-identifier-field = Identifikátor (adresa URL https)
console-api-scopes-field = Rozsahy oddělené mezerami
console-api-register = Registrovat
console-api-registered = API je zaregistrováno.

## Console: the webhooks page

console-webhook-title = Webhooky
console-webhook-list-caption = Koncové body webhooků
console-webhook-endpoint = Koncový bod (jeho doručení)
console-webhook-events = Události
console-webhook-registered-column = Registrováno
console-webhook-remove = Odebrat
console-webhook-remove-confirm = Přestat doručovat na tento koncový bod
console-webhook-secret-heading = Podpisový tajný klíč
console-webhook-secret-once = Předejte ho hned příjemci: zobrazí se jen tentokrát.
console-webhook-register-heading = Registrovat koncový bod
console-webhook-url = Adresa URL
console-webhook-events-field = Typy událostí oddělené mezerami
console-webhook-register = Registrovat
console-webhook-registered = Koncový bod je zaregistrován.
console-webhook-removed = Koncový bod byl odebrán.
console-webhook-confirm-first = Potvrďte zaškrtnutím políčka a akci zopakujte.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Doručení
console-webhook-deliveries-caption = Doručení, od nejnovějšího
console-webhook-delivery = Doručení
console-webhook-event = Událost
console-webhook-status = Stav
console-webhook-attempts = Pokusy
console-webhook-last-error = Poslední chyba
console-webhook-replay = Zopakovat
console-webhook-replayed = Doručení je znovu ve frontě.
console-webhook-status-pending = čeká
console-webhook-status-delivered = doručeno
console-webhook-status-failed = selhalo

## Console: the audit trail

console-audit-title = Auditní protokol
console-audit-user-id = ID uživatele
console-audit-address = Adresa
console-audit-type = Typ
console-audit-since = Od (RFC 3339)
console-audit-until = Do (RFC 3339)
console-audit-any-type = libovolný
console-audit-filter = Filtrovat
console-audit-caption = Události, od nejnovější
console-audit-when = Kdy
console-audit-type-column = Typ
console-audit-actor = Původce
console-audit-user = Uživatel
console-audit-client = Klient
console-audit-ip = Adresa IP
console-audit-older = Starší události

## Console: the signing keys

console-keys-title = Klíče
console-keys-caption = Sada klíčů, od nejnovějšího
console-keys-key = Klíč
console-keys-algorithm = Algoritmus
console-keys-state = Stav
console-keys-made = Vytvořen
console-keys-age = Stáří
console-keys-signing-since = Podepisuje od
console-keys-retired = Vyřazen
console-keys-state-pending = čekající
console-keys-state-active = aktivní
console-keys-state-retired = vyřazený
console-keys-rotate-heading = Rotace
console-keys-rotate-help = Rotace probíhá ve dvou krocích: první zveřejní nový klíč pro id_token v JWKS, druhý ho začne používat k podepisování (a nahradí klíč pro access-token). Staré klíče slouží k ověřování, dokud nevyprší poslední token, který podepsaly.
console-keys-rotate = Provést rotaci
console-keys-rotate-confirm = Provést rotaci podpisových klíčů
console-keys-published = Nový klíč pro id_token je zveřejněn: při příští rotaci začne podepisovat.
console-keys-activated = Zveřejněný klíč nyní podepisuje id_tokeny, spolu s novým klíčem pro access-token.
console-keys-not-done = Neprovedeno
console-keys-confirm-first = Potvrďte zaškrtnutím políčka a akci zopakujte.

## Console: the settings

console-settings-title = Nastavení
console-settings-effective-heading = Platná konfigurace
console-settings-effective-help = Po zohlednění souborů, prostředí a výchozích hodnot; tajné údaje jsou skryté.
console-settings-caption = Nastavení
console-settings-setting = Položka
console-settings-value = Hodnota
console-settings-upstream-heading = Externí poskytovatelé
console-settings-providers-caption = Poskytovatelé
console-settings-provider-id = ID
console-settings-provider-button = Tlačítko
console-settings-provider-last-error = Poslední chyba na této instanci
console-settings-no-trouble = žádná od spuštění
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = V aplikaci místo toho zadejte tento kód: { $token }
mail-set-password-button = Nastavit nové heslo
mail-open-account-button = Otevřít účet

## Verification of a new account's address

mail-verification-subject = Potvrďte svou e-mailovou adresu
mail-verification-welcome = Vítejte! Potvrďte prosím, že toto je vaše e-mailová adresa.
mail-verification-link-hours = { $hours ->
    [one] Odkaz platí { $hours } hodinu a lze ho použít jen jednou.
    [few] Odkaz platí { $hours } hodiny a lze ho použít jen jednou.
   *[other] Odkaz platí { $hours } hodin a lze ho použít jen jednou.
}
mail-verification-ignore = Pokud jste si účet nezakládali, tento e-mail ignorujte.
mail-verification-button = Potvrdit moji adresu

## Moving an account to a new address: the mail to the new address

mail-change-subject = Potvrďte svou novou e-mailovou adresu
mail-change-confirm = Potvrďte prosím, že váš účet má od nynějška používat tuto e-mailovou adresu.
mail-change-link-hours = { $hours ->
    [one] Odkaz platí { $hours } hodinu a lze ho použít jen jednou; do té doby platí vaše stará adresa.
    [few] Odkaz platí { $hours } hodiny a lze ho použít jen jednou; do té doby platí vaše stará adresa.
   *[other] Odkaz platí { $hours } hodin a lze ho použít jen jednou; do té doby platí vaše stará adresa.
}
mail-change-ignore = Pokud tato žádost nepochází od vás, tento e-mail ignorujte: nic se nezmění.
mail-change-button = Použít tuto adresu

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Změna e-mailové adresy vašeho účtu
mail-change-notice-asked = Někdo přihlášený k vašemu účtu požádal o jeho přesun na adresu { $address }.
mail-change-notice-until = Účet se přesune teprve tehdy, až bude použit odkaz zaslaný na novou adresu; do té doby platí tato adresa.
mail-change-notice-not-you = Pokud jste to nebyli vy, nastavte si hned nové heslo: tím se ukončí všechny relace a odkaz přestane platit.

## To an address that tried to register again

mail-registered-subject = Už máte účet
mail-registered-tried = Někdo se pokusil vytvořit účet s touto e-mailovou adresou, ke které už účet existuje.
mail-registered-if-you = Pokud jste to byli vy, přihlaste se, nebo si nastavte nové heslo, pokud jste ho zapomněli.
mail-registered-not-you = Pokud jste to nebyli vy, tento e-mail ignorujte: nic se nezměnilo.

## Password reset

mail-reset-subject = Nastavte si nové heslo
mail-reset-asked = Někdo požádal o nastavení nového hesla k vašemu účtu.
mail-reset-link-minutes = { $minutes ->
    [one] Odkaz platí { $minutes } minutu a lze ho použít jen jednou; novější žádost ho nahradí.
    [few] Odkaz platí { $minutes } minuty a lze ho použít jen jednou; novější žádost ho nahradí.
   *[other] Odkaz platí { $minutes } minut a lze ho použít jen jednou; novější žádost ho nahradí.
}
mail-reset-not-you = Pokud jste to nebyli vy, tento e-mail ignorujte: vaše heslo zůstane beze změny.

## Notices: a second factor changed

mail-totp-added-subject = Byla přidána ověřovací aplikace
mail-totp-added-body = K vašemu účtu byla přidána ověřovací aplikace jako druhý faktor.
mail-totp-removed-subject = Vaše ověřovací aplikace byla odebrána
mail-totp-removed-body = Ověřovací aplikace byla z vašeho účtu odebrána: k přihlášení teď stačí jen heslo.
mail-passkey-added-subject = Byl přidán přístupový klíč
mail-passkey-added-body = K vašemu účtu byl přidán přístupový klíč: přihlásí vás bez hesla.
mail-passkey-removed-subject = Byl odebrán přístupový klíč
mail-passkey-removed-body = Z vašeho účtu byl odebrán přístupový klíč: už vás nepřihlásí.
mail-recovery-used-subject = Byl použit záložní kód
mail-recovery-used-body = { $left ->
    [one] K přihlášení k vašemu účtu byl použit záložní kód; zbývá { $left } nepoužitý.
    [few] K přihlášení k vašemu účtu byl použit záložní kód; zbývají { $left } nepoužité.
   *[other] K přihlášení k vašemu účtu byl použit záložní kód; zbývá { $left } nepoužitých.
}
mail-factor-not-you = Pokud jste to nebyli vy, změňte si heslo a na stránce svého účtu se odhlaste ze všech zařízení.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = Účet { $provider } byl propojen s vaším účtem
mail-linked-body = Váš účet byl propojen s účtem { $provider }: přihlášení přes { $provider } ho teď otevře.
mail-unlinked-subject = Účet { $provider } byl od vašeho účtu odpojen
mail-unlinked-body = Váš účet byl odpojen od účtu { $provider }: přihlášení přes { $provider } ho už neotevře.
mail-link-not-you = Pokud jste to nebyli vy, změňte si heslo, odhlaste se ze všech zařízení a na stránce svého účtu poskytovatele odpojte.

## Account deleted

mail-deleted-subject = Váš účet byl smazán
mail-deleted-body = Váš účet byl smazán i se vším, co o něm bylo uloženo, a všechny jeho relace byly ukončeny.
mail-deleted-register-again = S touto adresou se lze znovu zaregistrovat; nic ze starého účtu se nevrátí.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Váš účet bude smazán
mail-deletion-due = Váš účet bude smazán { $date }; všechny jeho relace byly ukončeny.
mail-deletion-keep = Pokud si ho chcete ponechat, přihlaste se do té doby znovu. Pokud tato žádost nepochází od vás, přihlaste se a změňte si heslo.
mail-deletion-button = Přihlásit se a ponechat si účet

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Připojte se k organizaci { $organization }
mail-invitation-body = Dostali jste pozvánku do organizace { $organization }. Otevřete odkaz a přijměte ji: přihlaste se touto adresou, nebo si s ní vytvořte účet.
mail-invitation-expiry = { $days ->
    [one] Odkaz platí jeden den.
    [few] Odkaz platí { $days } dny.
   *[other] Odkaz platí { $days } dní.
}
mail-invitation-ignore = Pokud tuto organizaci neznáte, tento e-mail ignorujte: nic se nestane, dokud pozvánku nepřijmete.
mail-invitation-button = Zobrazit pozvánku
console-organizations-title = Organizace
console-organizations-name = Název
console-organizations-slug = Zkratka
console-organizations-enabled = Aktivní
console-organizations-mfa = Druhý faktor
console-organizations-new = Nová organizace
console-organizations-create = Vytvořit organizaci
console-organizations-created = Organizace byla vytvořena.
console-organization-saved = Pravidla domény byla uložena.
console-organization-id = Identifikátor
console-organization-members = Členové
console-organization-roles = Role
console-organization-managed = Spravováno
console-organization-break-glass = Nouzový přístup
console-organization-invitations = Čekající pozvánky
console-organization-expires = Platnost do
console-organization-domains = Domény
console-organization-domain = Doména
console-organization-state = Stav
console-organization-rules = Pravidla
console-organization-save-rules = Uložit
console-organization-sign-in = Vlastní přihlášení
console-organization-no-sign-in = Nemá vlastní přihlášení: její členové se přihlašují hesly nebo přístupovými klíči.
organization-admin-title = { $organization }: nastavení organizace
organization-admin-lead = Tuto organizaci spravujete jako { $email }.
organization-admin-none = Zatím tu nic není.
organization-admin-members = Členové
organization-admin-remove = Odebrat
organization-admin-yes = Ano
organization-admin-no = Ne
organization-admin-email = E-mailová adresa
organization-admin-roles = Role
organization-admin-managed = Spravováno přihlášením organizace
organization-admin-action = Akce
organization-admin-invitations = Čekající pozvánky
organization-admin-revoke = Zrušit
organization-admin-expires = Platnost do
organization-admin-invite = Pozvat někoho
organization-admin-role = Role
organization-admin-invite-button = Odeslat pozvánku
organization-admin-domains = Domény
organization-admin-domains-lead = Přidejte e-mailovou doménu své firmy, zveřejněte zobrazený záznam TXT a pak doménu ověřte. Adresy z ověřené domény se mohou přihlašovat přes přihlášení vaší organizace.
organization-admin-verify = Ověřit
organization-admin-verified = Ověřeno
organization-admin-pending = Čeká
organization-admin-domain = Doména
organization-admin-state = Stav
organization-admin-record = Záznam ke zveřejnění
organization-admin-add-domain = Přidat doménu
organization-admin-sign-in = Přihlášení vaší organizace
organization-admin-no-sign-in = Vaši zaměstnanci se přihlašují svými hesly. Nastavte vlastního poskytovatele OpenID (Okta, Entra ID, Google Workspace…), aby se přihlašovali přes něj.
organization-admin-issuer = Adresa URL vydavatele
organization-admin-client-id = ID klienta
organization-admin-client-secret = Tajný klíč klienta
organization-admin-redirect-uri = URI pro přesměrování, které zaregistrujete u svého poskytovatele
organization-admin-save-sign-in = Uložit nastavení přihlášení
organization-admin-sign-in-title = Nejdřív se přihlaste
organization-admin-sign-in-text = Přihlaste se na stránce svého účtu a pak tuto stránku otevřete znovu.
organization-admin-sign-in-link = Přejít na účet
organization-admin-unknown-title = Organizace nenalezena
organization-admin-unknown-text = Není tu žádná organizace, kterou spravujete.
organization-admin-unknown-change = Takovou změnu tato stránka neprovádí.
organization-admin-scim = Zřizování (SCIM)
organization-admin-scim-lead = Váš adresář (Okta, Entra ID, Google Workspace…) tu přes SCIM 2.0 přidává, mění a odebírá vaše uživatele a skupiny. Zadejte do něj základní URL připojení a token.
organization-admin-scim-base-url = Základní URL
organization-admin-scim-made = Vytvořeno
organization-admin-scim-last-used = Naposledy použito
organization-admin-scim-never = Nikdy
organization-admin-scim-old-token = Starý token platí do
organization-admin-scim-rotate = Nový token
organization-admin-scim-make = Vytvořit připojení
organization-admin-scim-token-title = Token vašeho adresáře
organization-admin-scim-token-text = Zkopírujte teď základní URL a token do svého adresáře: token se znovu nezobrazí. Případný starý token platí ještě jeden den.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Zrušit připojení: jeho tokeny okamžitě přestanou fungovat
invitation-title = Připojte se k organizaci { $organization }
invitation-join-lead = Dostali jste pozvánku do organizace { $organization } jako { $email }.
invitation-join-button = Připojit se
invitation-sign-up-lead = Dostali jste pozvánku do organizace { $organization }. Chcete-li se připojit, vytvořte si účet s adresou { $email }: pozvánka dokládá, že tato adresa patří vám.
invitation-name = Vaše jméno
invitation-password = Zvolte heslo (alespoň 10 znaků)
invitation-sign-up-button = Vytvořit účet a připojit se
invitation-other-account = Tato pozvánka je pro { $email }, ale jste přihlášeni jako { $current }. Odhlaste se a pak odkaz otevřete znovu.
invitation-sign-in-first = Tato pozvánka je pro adresu { $email }, ke které tu existuje účet. Přihlaste se touto adresou na stránce svého účtu a pak odkaz otevřete znovu.
invitation-sign-in-as-invitee = Nejdřív se přihlaste pozvanou adresou.
invitation-unusable-title = Tuto pozvánku nelze použít
invitation-unusable-text = Byla už použita, zrušena, nahrazena novější nebo vypršela. Požádejte organizaci o novou pozvánku.
invitation-joined-title = Jste členem organizace { $organization }
invitation-joined-text = Teď jste členem: aplikace, do kterých se za tuto organizaci přihlašujete, to uvidí.
invitation-joined-new-account = Váš účet je připraven a jste členem: přihlaste se svou adresou a heslem, které jste si zvolili.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token a obnovovací token vydány
api-code-token = Token vydán
api-code-userdata = Údaje uživatele
api-code-login-success = Přihlášení proběhlo úspěšně
api-code-auth-code = Autorizační kód vydán
api-code-id-token = id_token vydán
api-code-logged-out = Odhlášeno; relace a její tokeny jsou odvolány
api-code-ok = Hotovo
api-code-alive = V provozu
api-code-ready = Připraveno k provozu
api-code-sessions = Vaše aktivní relace
api-code-export = Vše, co je o vašem účtu uloženo
api-code-email-change-requested = Pokud lze adresu použít, je na ni na cestě odkaz pro potvrzení
api-code-account-deleted = Váš účet byl smazán i se vším, co o něm bylo uloženo; všechny relace byly ukončeny
api-code-deletion-scheduled = Všechny relace byly ukončeny a váš účet bude smazán; pokud si ho chcete ponechat, přihlaste se do té doby znovu
api-code-reauthentication-required = Nejdřív se znovu přihlaste: tato akce vyžaduje přihlášení z posledních několika minut
api-code-session-ended = Odhlášeno; relace a její tokeny jsou odvolány
api-code-password-changed = Heslo změněno; všechny ostatní relace a jejich tokeny jsou odvolány
api-code-registration-accepted = Registrace přijata; adresu potvrďte pomocí e-mailu
api-code-email-verified = E-mailová adresa ověřena
api-code-reset-requested = Pokud k adrese existuje účet, je na cestě e-mail s odkazem pro obnovení hesla
api-code-password-reset = Heslo nastaveno; všechny relace a jejich tokeny jsou odvolány
api-code-registration-closed = Registrace je uzavřená; požádejte provozovatele o účet
api-code-invalid-request = Požadavek má chybný formát
api-code-unsupported-grant-type = grant_type musí být code nebo refresh_token
api-code-invalid-grant = Kód nebo refresh_token je neplatný, vypršel, byl odvolán nebo byl vydán jinému klientovi
api-code-invalid-client = Ověření klienta se nezdařilo
api-code-invalid-credentials = E-mail nebo heslo není správné. K novému účtu se můžete přihlásit, jakmile bude jeho adresa potvrzena: odkaz najdete v e-mailu
api-code-mfa-required = Vyžaduje se druhý faktor: odpovězte kódem z ověřovací aplikace nebo záložním kódem
api-code-mfa-enrolment-required = Tato aplikace vyžaduje dvoufázové přihlášení: na stránce svého účtu si nastavte ověřovací aplikaci nebo přístupový klíč a pak se přihlaste znovu
api-code-passkey-options = Předejte tyto možnosti ověřovacímu zařízení
api-code-passkey-added = Přístupový klíč přidán
api-code-passkeys = Vaše přístupové klíče
api-code-links = Vaši propojení poskytovatelé přihlášení
api-code-last-sign-in-method = Toto je poslední způsob přihlášení k účtu: nejdřív nastavte heslo nebo přidejte přístupový klíč
api-code-insufficient-scope = Rozsah tokenu tento požadavek nepovoluje
api-code-not-a-member = Za tuto organizaci se přihlásit nemůžete: požádejte jejího správce, aby vás přidal
api-code-sso-required = Přihlášení zajišťuje vaše organizace: pokračujte na ssoUrl
api-code-not-found = Takový prostředek neexistuje
api-code-method-not-allowed = Metoda není pro tento prostředek povolena
api-code-conflict = Už existuje
api-code-payload-too-large = Tělo požadavku je příliš velké
api-code-rate-limited = Příliš mnoho požadavků; zkuste to později
api-code-server-error = Interní chyba serveru
api-code-service-unavailable = Služba je dočasně nedostupná; zkuste to později

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Vyžaduje se přístupový token ve tvaru `Authorization: Bearer <token>`; tento token chybí, má chybný formát nebo byl odvolán
api-busy = Příliš mnoho přihlášení najednou; zkuste to za chvíli

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type musí být id_token nebo token
api-token-type-grant = token_type musí být refresh_token nebo token
api-token-type-refresh = token_type musí být token pro grant_type refresh_token
api-client-secret-required = client_secret je povinný, pokud je token_type token
api-field-empty = { $field } nesmí být prázdné

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = heslo je příliš dlouhé
api-mfa-token-invalid = mfaToken je neznámý, použitý nebo vypršel: přihlaste se znovu
api-challenge-invalid = challengeId je neznámý, použitý nebo vypršel: vyžádejte si nové možnosti přístupového klíče
api-mfa-code-or-passkey = Vyžaduje se druhý faktor: odpovězte kódem z ověřovací aplikace, záložním kódem nebo přístupovým klíčem
api-mfa-passkey = Vyžaduje se druhý faktor: odpovězte přístupovým klíčem (login/passkey s mfaToken)
api-client-id-required = client_id je povinný
api-client-unknown = client_id je neznámý nebo deaktivovaný
api-redirect-uri-required = redirect_uri je povinný
api-redirect-uri-unregistered = redirect_uri není pro tohoto klienta registrován
api-state-too-long = state je příliš dlouhý

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Token je neznámý, použitý, vypršel nebo byl nahrazen novějším
api-session-not-found = Nemáte žádnou aktivní relaci s tímto ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Ověřovací aplikace už je nastavená; nejdřív ji odeberte
api-authenticator-not-pending = Žádná ověřovací aplikace se právě nenastavuje
api-authenticator-none = Není nastavená žádná ověřovací aplikace
api-factor-code-wrong = Kód není správný
api-reauthenticate-factors = Chcete-li změnit druhé faktory, přihlaste se znovu (s druhým faktorem, pokud ho máte)
api-reauthenticate-passkeys = Chcete-li změnit přístupové klíče, přihlaste se znovu (s druhým faktorem, pokud ho máte)
api-reauthenticate-sign-in = Chcete-li změnit způsob přihlášení, přihlaste se znovu (s druhým faktorem, pokud ho máte)
api-passkeys-unavailable = přístupové klíče nejsou na tomto serveru k dispozici
api-passkey-not-found = takový přístupový klíč neexistuje
api-passkey-no-ceremony = nečeká žádná registrace přístupového klíče; vyžádejte si nové možnosti
api-passkey-rejected = přístupový klíč se nepodařilo ověřit
api-passkey-registered = tento přístupový klíč už je zaregistrovaný
api-passkey-name-invalid = název přístupového klíče musí mít 1 až { $max } znaků a nesmí obsahovat řídicí znaky ani znaky pro obousměrné formátování
api-passkeys-too-many = { $max ->
    [one] účet může mít nejvýše { $max } přístupový klíč
    [few] účet může mít nejvýše { $max } přístupové klíče
   *[other] účet může mít nejvýše { $max } přístupových klíčů
}

## Native-app API: upstream identity providers

api-upstream-unknown = Žádný externí poskytovatel nemá toto ID
api-upstream-refused = id_token nebyl pro tohoto poskytovatele přijat
api-upstream-disabled = Účet je deaktivovaný
api-upstream-no-email = id_token neobsahuje e-mailovou adresu, se kterou by šlo vytvořit účet
api-upstream-unverified-email = Poskytovatel neuvádí e-mailovou adresu v id_token jako ověřenou: zaregistrujte se s touto adresou a pak poskytovatele propojte
api-upstream-unreachable = Poskytovatele se nepodařilo kontaktovat; zkuste to později
api-upstream-email-taken = Účet s touto adresou existuje: přihlaste se do něj a poskytovatele propojte na stránce účtu
api-upstream-outside-domains = Přes přihlášení organizace se lze přihlásit jen s adresami z jejích ověřených domén
api-upstream-unconfirmed-account = Účet s touto adresou existuje, ale nebyl nikdy potvrzen: potvrďte ho a pak se znovu přihlaste přes organizaci
api-upstream-operator-account = Účet operátora se přihlašuje vlastním heslem a druhým faktorem, ne přihlášením organizace
api-link-not-found = Účet není s tímto poskytovatelem propojen

## Admin API

api-admin-key-required = Administrátorské API vyžaduje `Authorization: Bearer <admin key>`
api-admin-status-once = parametr status smí být uveden nejvýše jednou
api-admin-parameters-once = každý parametr smí být uveden nejvýše jednou
api-admin-duplicate-email = uživatel s tímto e-mailem už existuje
api-admin-user-not-found = uživatel nenalezen
api-admin-client-not-found = klient nenalezen
api-admin-api-not-found = API nenalezeno
api-admin-session-not-found = relace nenalezena
api-admin-delivery-not-found = doručení nenalezeno
api-admin-webhook-not-found = webhook nenalezen

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Otevřete odkaz v prohlížeči, ve kterém proběhla registrace: jinde se zobrazí žádost o heslo k účtu.
mail-change-where = Otevřete odkaz v prohlížeči, ve kterém byla změna vyžádána, nebo ve kterém máte aktivní přihlášení: jinde se zobrazí žádost o heslo.
mail-not-yours-english = Neregistrovali jste se ani jste o nic nežádali? Pak nic nepotvrzujte: tento e-mail ignorujte a nic se nestane.
verify-password-lead = Chcete-li tuto adresu potvrdit zde, zadejte heslo účtu, ke kterému patří. Pokud registrace proběhla v aplikaci, zadejte místo toho do aplikace kód z e-mailu. Pokud registrace ani tato žádost nepocházejí od vás, nepotvrzujte: zavřete tuto stránku.
verify-password = Heslo k účtu
verify-password-needed = Chcete-li adresu potvrdit v tomto prohlížeči, zadejte heslo k účtu.
verify-wrong-password = To není heslo k tomuto účtu.

## After a password reset, every other way into the account

mail-reset-done-subject = Vaše heslo bylo obnoveno
mail-reset-done-body = Heslo k vašemu účtu bylo právě obnoveno a všechna zařízení, která byla přihlášená, jsou odhlášena.
mail-reset-done-still = K vašemu účtu se stále lze přihlásit těmito způsoby:
mail-reset-done-remove = Pokud vám některý z nich nepatří, přihlaste se novým heslem a na stránce svého účtu zvolte „Odebrat vše kromě nového hesla“.
mail-reset-done-nothing-else = K vašemu účtu se nelze přihlásit ničím jiným: jen novým heslem.
mail-reset-done-factor-not-yours = Pokud vás přihlášení požádá o druhý faktor, který nemáte, nepatří vám: požádejte podporu této služby o jeho odebrání.
mail-reset-done-not-you = Pokud jste heslo neobnovovali vy, někdo může číst vaše e-maily: nejdřív zabezpečte svou e-mailovou schránku a pak si znovu nastavte nové heslo.
ways-in-passkey = Přístupový klíč „{ $name }“
ways-in-authenticator = Ověřovací aplikace
ways-in-recovery-codes = { $count ->
    [one] { $count } nepoužitý záložní kód
    [few] { $count } nepoužité záložní kódy
   *[other] { $count } nepoužitých záložních kódů
}
ways-in-link = Přihlášení přes { $provider }
ways-in-sessions = { $count ->
    [one] { $count } další přihlášené zařízení (seznam níže)
    [few] { $count } další přihlášená zařízení (seznam níže)
   *[other] { $count } dalších přihlášených zařízení (seznam níže)
}
account-review-heading = Vaše heslo bylo obnoveno
account-review-lead = Vaše heslo bylo obnoveno { $date }. K vašemu účtu se stále lze přihlásit těmito způsoby:
account-review-explain = Pokud vám některý z nich nepatří, odeberte je všechny: pak se bude možné přihlásit jen novým heslem a všechna ostatní zařízení budou odhlášena. Přístupový klíč nebo ověřovací aplikaci můžete potom přidat znovu.
account-review-remove = Odebrat vše kromě nového hesla
account-review-keep = Všechny patří mně
account-review-gone = Už není co kontrolovat.
account-review-removed = Vše kromě nového hesla bylo odebráno a všechna ostatní zařízení jsou odhlášena.
account-review-kept = Zaznamenáno: vše zůstává, jak je.

## The second step locked after wrong codes

mail-factor-locked-subject = Někdo se pokusil obejít váš druhý faktor
mail-factor-locked-body = { $minutes ->
    [one] Někdo zadal vaše heslo a potom pět chybných kódů druhého faktoru. Přihlašování k vašemu účtu je pozastaveno na { $minutes } minutu.
    [few] Někdo zadal vaše heslo a potom pět chybných kódů druhého faktoru. Přihlašování k vašemu účtu je pozastaveno na { $minutes } minuty.
   *[other] Někdo zadal vaše heslo a potom pět chybných kódů druhého faktoru. Přihlašování k vašemu účtu je pozastaveno na { $minutes } minut.
}
mail-factor-locked-not-you = Pokud jste to nebyli vy, někdo zná vaše heslo: hned si nastavte nové.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = role v konzoli vyžaduje ověřenou adresu: uživatel musí nejdřív svou adresu potvrdit
console-gate-unverified = Konzole se otevře jen operátorům s ověřenou adresou. Potvrďte svou adresu odkazem z ověřovacího e-mailu a pak konzoli otevřete znovu.
console-gate-idle-lead = znovu pro otevření konzole
console-gate-idle = Konzole nebyla { $minutes } min používána, proto vás žádá o nové přihlášení. Vaše přihlášení k účtu trvá dál.
console-webhook-url-once = Jeho URL, celá zobrazená jen teď (seznam skrývá vše za „?“, kde může být token):
console-webhook-query-hidden = Část URL koncového bodu za „?“ je skrytá: může obsahovat token příjemce.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Poslat mi kód e-mailem
page-code-ask-title = Přihlášení kódem
page-code-ask-lead = Zadejte svou e-mailovou adresu: pošleme vám kód pro přihlášení, heslo není potřeba.
page-code-ask-button = Poslat mi kód e-mailem
page-code-invalid-email = Zadejte celou e-mailovou adresu, například jmeno@example.com.
page-code-not-allowed = Tato aplikace vyžaduje heslo nebo přístupový klíč: přihlášení kódem z e-mailu tu není k dispozici.
page-code-title = Zkontrolujte e-mail
page-code-lead = { $minutes ->
    [one] Na adresu { $email } jsme poslali e-mail. Zadejte šestimístný kód, který obsahuje: platí { $minutes } minutu a jen jednou.
    [few] Na adresu { $email } jsme poslali e-mail. Zadejte šestimístný kód, který obsahuje: platí { $minutes } minuty a jen jednou.
   *[other] Na adresu { $email } jsme poslali e-mail. Zadejte šestimístný kód, který obsahuje: platí { $minutes } minut a jen jednou.
}
page-code-field = Přihlašovací kód
page-code-name = Vaše jméno, pokud jste tu poprvé
page-code-button = Přihlásit se
page-code-again = Poslat nový kód
page-code-wrong = Tento kód není správný nebo už neplatí. Zkontrolujte nejnovější e-mail nebo si vyžádejte nový kód.
page-code-link-title = Přihlášení
page-code-link-lead = Přihlaste se ke svému účtu v tomto prohlížeči.
page-code-link-button = Přihlásit mě
page-code-link-elsewhere-title = Zadejte tento kód tam, kde byl vyžádán
page-code-link-elsewhere = Tento odkaz byl otevřen v jiném prohlížeči nebo aplikaci než v té, která o něj požádala. Zadejte tam tento kód:
page-code-link-ended-title = Platnost odkazu skončila
page-code-link-ended = Odkaz byl použit, nahrazen novějším nebo je příliš starý. Vyžádejte si nový kód tam, kde se přihlašujete.
api-sign-in-code-refused = Kód je chybný, použitý, nahrazený nebo vypršel: vyžádejte si nový
api-login-code-or-password = Pošlete heslo, nebo kód, ne obojí
api-code-code-sent = E-mail s přihlašovacím kódem je na cestě; kód platí několik minut a jen jednou
api-code-sign-in-code-not-allowed = Přihlášení kódem z e-mailu tu není k dispozici: použijte heslo nebo přístupový klíč

## Mail: a sign-in code

mail-code-subject = Váš přihlašovací kód
mail-code-asked = Někdo požádal o přihlášení s touto adresou. Kód k zadání:
mail-code-minutes = { $minutes ->
    [one] Kód i odkaz níže platí { $minutes } minutu a jen jednou; novější žádost je nahradí.
    [few] Kód i odkaz níže platí { $minutes } minuty a jen jednou; novější žádost je nahradí.
   *[other] Kód i odkaz níže platí { $minutes } minut a jen jednou; novější žádost je nahradí.
}
mail-code-new-account = Tuto adresu zatím nepoužívá žádný účet: přihlášením kódem se vytvoří nový.
mail-code-button = Přihlásit mě
mail-code-not-you = Pokud jste to nebyli vy, tento e-mail ignorujte: bez kódu se nikdo nepřihlásí.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Přihlášení s touto adresou
mail-no-account-body = Někdo požádal o kód pro přihlášení s touto adresou, ale žádný zdejší účet ji nepoužívá.
mail-no-account-not-you = Pokud jste to nebyli vy, tento e-mail ignorujte: nic se nezměnilo.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Uživatelé se mohou přihlásit kódem z e-mailu
api-name-invalid = Jméno je příliš dlouhé nebo obsahuje řídicí znaky
