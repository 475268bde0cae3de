# Bulgarian: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Език

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Имейл адресът или паролата не са правилни. В нов акаунт може да се влезе, след като адресът му бъде потвърден: потърсете връзката в имейла си.
error-throttled = Твърде много неуспешни опити. Изчакайте няколко минути и опитайте отново.
error-busy = В момента влизат твърде много хора. Моля, опитайте отново след малко.
error-missing-fields = Въведете имейл адреса и паролата си.
error-expired-form = Този формуляр е изтекъл. Моля, влезте отново.
error-second-factor-in-app = Този акаунт е защитен с втори фактор. Първо влезте от страницата на акаунта си (там ще бъде поискан кодът), след което се върнете тук.
error-wrong-second-factor = Кодът не е правилен, вече е използван или е въведен твърде късно. Моля, влезте отново.
error-passkey-refused = Този ключ за достъп не можа да бъде използван или опитът отне твърде дълго. Опитайте отново или влезте с паролата си.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Твърде много заявки. Изчакайте няколко минути и опитайте отново.
error-expired-form-again = Този формуляр е изтекъл. Моля, опитайте отново.

## Error pages (a heading and a paragraph)

error-bad-link-title = Невалидна връзка
error-bad-link-text = Тази връзка вече не е валидна: използвана е, изтекла е или е заменена от по-нова. Поискайте нова.

error-form-title = Неуспешен вход
error-form-too-large = Формулярът е твърде голям.
error-form-unreadable = Формулярът не можа да бъде прочетен. Моля, върнете се и опитайте отново.
error-cross-site-title = Заявката е отхвърлена
error-cross-site-text = Този формуляр е изпратен от друг сайт. Отворете отново страницата за вход и го изпратете оттам.

error-unavailable-title = Опитайте отново след малко
error-unavailable-text = Услугата за вход е претоварена или недостъпна. Моля, опитайте отново след малко.
error-failed-title = Нещо се обърка
error-failed-text = Входът не можа да бъде завършен. Моля, опитайте отново.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Установяване на самоличността ви
scope-email = Преглед на имейл адреса ви
scope-profile = Преглед на профила ви: име, снимка, телефонен номер и държава
scope-authorization = Преглед на профила ви и сесиите, в които сте влезли
scope-organizations = Преглед на организациите, в които членувате, и ролите ви в тях
scope-api = Използване на { $api } от ваше име

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }, въведете кода от приложението за удостоверяване или код за възстановяване, или използвайте ключа си за достъп.
page-second-step-passkey = { $purpose }, използвайте ключа си за достъп.
page-second-step-code = { $purpose }, въведете кода от приложението за удостоверяване или един от кодовете си за възстановяване.
page-second-step-use-passkey = Използване на ключа за достъп

## Login page

page-login-title = Вход
page-login-email = Имейл
page-login-password = Парола
page-login-button = Вход
page-login-with-provider = Вход с { $provider }
page-login-passkey = Вход с ключ за достъп
page-login-forgot = Забравена парола?
page-login-organization = Вход чрез вашата организация
page-organization-title = Вход чрез вашата организация
page-organization-lead = Въведете служебния си имейл адрес или ID на организацията си, за да продължите към нейния вход.
page-organization-field = Служебен имейл или ID на организация
page-organization-button = Напред
page-organization-unknown = Няма организация, която да осигурява вход за този адрес или ID. Проверете го или влезте с имейл адреса и паролата си.
login-sso-required = Входът ви се осигурява от вашата организация: използвайте нейния вход.
login-sso-required-named = Входът ви се осигурява от { $organization }: използвайте входа на организацията по-долу.
page-login-new-here = За първи път ли сте тук?
page-login-create-account = Създаване на акаунт

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Свързване на устройство
page-device-code-lead = Въведете кода, показан на телевизора, игровата конзола или другото ви устройство.
page-device-code-label = Код
page-device-code-button = Напред
page-device-confirm-heading = Да се свърже ли { $client }?
page-device-confirm-lead = Устройство, показващо кода { $code }, иска да използва акаунта ви { $email }. Разрешете само ако вие сте започнали свързването на същото устройство.
page-device-confirm-able = Приложението ще получи право на:
page-device-confirm-deny = Отказ
page-device-confirm-allow = Разрешаване

## Account page

page-account-title = Вашият акаунт
page-account-signed-in-as = Влезли сте като { $email }
page-account-signed-in-as-unconfirmed = Влезли сте като { $email } (адресът още не е потвърден: вижте имейла, който ви изпратихме)
page-account-sessions-heading = Къде сте влезли
page-account-session-app = приложение { $package }
page-account-this-browser = Този браузър
page-account-sign-out-session = Изход
page-account-sign-out-others = Изход от всички други устройства
page-account-profile-heading = Профил
page-account-profile-save = Запазване на профила
page-account-password-heading = Парола
page-account-current-password = Текуща парола
page-account-new-password = Нова парола (поне 10 знака)
page-account-password-change = Промяна на паролата
page-account-email-heading = Имейл адрес
page-account-email-explain = На новия адрес се изпраща връзка; акаунтът ви се премества там, когато тя бъде използвана. Дотогава влизате с текущия адрес.
page-account-new-email = Нов имейл адрес
page-account-email-password = Парола
page-account-email-change = Промяна на имейл адреса
page-account-data-heading = Вашите данни
page-account-data-explain = Всичко, което тази услуга съхранява за акаунта ви (профил, сесии с техните устройства и местоположения, свързани доставчици, втори фактори, събитията за сигурност, свързани с вас), в един JSON файл. В него няма пароли и тайни.
page-account-data-download = Изтегляне на данните ви
page-account-delete-heading = Изтриване на акаунта ви
page-account-delete-explain = Премахва профила, сесиите, вторите фактори и свързаните доставчици и ви извежда от акаунта на всички устройства.
page-account-delete-link = Изтриване на акаунта ви

## Sign-out confirmation

page-logout-title = Изход
page-logout-question = Да излезете ли от акаунта си в този браузър?
page-logout-button = Изход

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Въведете парола.
rule-password-too-short = Паролата трябва да съдържа поне { $min } знака.
rule-password-too-long = Паролата може да съдържа най-много { $max } знака.
rule-password-is-email = Паролата не трябва да съвпада с имейл адреса.
rule-password-refused = Тази парола не може да се използва. Моля, изберете друга.
rule-email-invalid = Въведете имейл адрес, който може да получава имейли, например name@example.com.
rule-email-same = Това вече е адресът на акаунта.
rule-field-invalid = Някое поле е твърде дълго или съдържа непозволени знаци.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = името на клиента трябва да е от 1 до 200 знака
rule-client-name-characters = името на клиента не трябва да съдържа контролни знаци или знаци за двупосочно форматиране
rule-resource-server-confidential = сървърът на ресурси трябва да е поверителен клиент
rule-client-credentials-confidential = client_credentials изисква поверителен клиент
rule-public-client-secret = публичният клиент няма тайна
rule-shared-signals-confidential = получателят на Shared Signals трябва да е поверителен клиент
rule-organization-for-receivers = само получател на Shared Signals се обвързва с организация
rule-profile-field-length = полетата на профила са ограничени до { $max } знака
rule-profile-field-characters = полетата на профила не трябва да съдържат контролни знаци или знаци за двупосочно форматиране
rule-unknown-event-type = неизвестен тип събитие „{ $name }“; известни: { $known }
rule-no-event-type = трябва да се посочи поне един тип събитие
rule-secret-prefix = тайната трябва да започва с whsec_
rule-secret-encoding = тайната трябва да започва с whsec_ и да е кодирана в base64
rule-secret-length = тайната трябва да е от 24 до 64 байта
rule-delivery-status = status трябва да е pending, delivered или failed
rule-not-a-timestamp = { $name } трябва да е времева марка във формат RFC 3339
rule-not-a-user-id = user трябва да е ID на потребител
rule-not-an-email = email трябва да е имейл адрес
rule-unknown-audit-type = неизвестен тип събитие
rule-unknown-cursor = cursor не е издаден от този API
rule-page-size = limit трябва да е от 1 до 500
rule-no-scope = изисква се поне един обхват
rule-undefined-scopes = API дефинира само тези обхвати: { $scopes }
rule-role-name = ролята трябва да е admin, support, viewer или none
rule-already-verified = адресът вече е потвърден

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = За да продължите към { $client }
login-failed-title = Неуспешен вход
login-malformed-link = Връзката за вход е с неправилен формат.
login-request-missing-client = В заявката не е посочено приложение.
login-request-unknown-client = Това приложение не е регистрирано или е деактивирано.
login-request-missing-redirect-uri = В заявката не е посочено къде да се върне (redirect_uri).
login-request-unregistered-redirect-uri = Този redirect_uri не е регистриран за това приложение.
login-request-state-too-long = Параметърът state е твърде дълъг.
login-request-invalid = Заявката за вход не е валидна.

## Signing out of the browser.

login-signout-failed-title = Неуспешен изход
login-signout-malformed-link = Връзката за изход е с неправилен формат.
login-signed-out-title = Излязохте
login-signed-out-text = Излязохте от акаунта си в този браузър.

## The second step after a password, and an app that needs one.

second-step-title = Вход в две стъпки
second-step-code-label = Код
second-step-continue = Напред
second-step-enrol-title = Настройте втори фактор
second-step-enrol-text = { $client } изисква двуфакторен вход. Настройте приложение за удостоверяване или ключ за достъп от страницата на акаунта си, след което влезте отново в { $client }.
second-step-enrol-link = Към страницата на акаунта

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Приложение за удостоверяване
second-step-app-on = { $count ->
    [one] Има настроено приложение за удостоверяване; остава { $count } неизползван код за възстановяване.
   *[other] Има настроено приложение за удостоверяване; остават { $count } неизползвани кода за възстановяване.
}
second-step-app-remove = Премахване на приложението за удостоверяване
second-step-app-intro = Кодове от приложение като Google Authenticator или 1Password, които се искат след паролата.
second-step-app-set-up = Настройване на приложение за удостоверяване
second-step-app-qr-label = QR код за приложението ви за удостоверяване
second-step-app-setup-title = Настройване на приложение за удостоверяване
second-step-app-setup-lead = Сканирайте кода с приложението си за удостоверяване, след което въведете шестте цифри, които то показва.
second-step-app-setup-key = Или въведете този ключ в приложението:
second-step-app-code-label = Код от приложението
second-step-app-turn-on = Включване
second-step-app-cancel = Отказ
second-step-recovery-title = Запазете кодовете си за възстановяване
second-step-recovery-lead = Приложението за удостоверяване е включено. Всеки от тези кодове ви позволява да влезете веднъж, ако загубите телефона си. Пазете ги на сигурно място: те няма да бъдат показани отново.
second-step-recovery-back = Обратно към акаунта ви

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Вход с ключ за достъп
passkey-not-used = Не беше използван ключ за достъп. Опитайте отново или използвайте паролата си.
passkey-section-heading = Ключове за достъп
passkey-section-intro = Ключът за достъп ви позволява да влизате с пръстов отпечатък, лицево разпознаване или заключването на екрана вместо с парола.
passkey-rename-label = Ново име
passkey-rename-button = Преименуване
passkey-remove-button = Премахване
passkey-new-name-label = Име на новия ключ за достъп
passkey-new-name-placeholder = Този лаптоп
passkey-add-button = Добавяне на ключ за достъп
passkey-already-registered = Този ключ за достъп вече е регистриран.
passkey-not-added = Не беше добавен ключ за достъп. Опитайте отново.

## The consent screen.

consent-heading = Да се разреши ли на { $client } да използва акаунта ви?
consent-lead = Влезли сте като { $account }. { $client } е приложение на трета страна; то иска разрешение за:
consent-revoke-note = Можете да оттеглите достъпа му по всяко време от страницата на акаунта си.
consent-deny = Отказ
consent-allow = Разрешаване
consent-title = Да се разреши ли { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = За да свържете устройство с акаунта си
device-code-unknown = Този код не е правилен, изтекъл е или вече е използван. Проверете кода на устройството си и опитайте отново.
device-code-throttled = Твърде много грешни кодове. Изчакайте няколко минути и опитайте отново.
device-code-form-expired = Този формуляр е изтекъл. Моля, въведете кода отново.
device-connected-title = Устройството е свързано
device-connected-text = Приложението { $client } вече е свързано с акаунта ви. Можете да се върнете към устройството си.
device-denied-title = Заявката е отказана
device-denied-text = Приложението { $client } не беше свързано. Можете да затворите тази страница.
device-two-factors-title = Изисква се двуфакторен вход
device-two-factors-text = Приложението { $client } изисква двуфакторен вход. На страницата на акаунта си влезте с втория си фактор (или настройте такъв), след което въведете кода тук отново.
device-two-factors-link = Към страницата на акаунта

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Неуспешно свързване
upstream-link-from-account-page = Свържете доставчик чрез бутона му на страницата на акаунта си.
upstream-link-expired = Тази страница е изтекла. Върнете се на страницата на акаунта си, презаредете я и опитайте отново.
upstream-unknown-provider = Няма такъв доставчик за вход.
upstream-bad-state = Този вход вече е използван, изтекъл е или е започнат в друг браузър. Върнете се в приложението и влезте отново.
upstream-denied = Входът чрез доставчика не беше успешен. Върнете се в приложението и опитайте отново.
upstream-refused = Отговорът на доставчика не можа да бъде приет. Върнете се в приложението и влезте отново.
upstream-unavailable = Няма връзка с доставчика за вход. Опитайте отново след малко или влезте по друг начин.
upstream-email-taken = Вече съществува акаунт с този имейл адрес. Влезте в него с паролата или ключа му за достъп, след което свържете този доставчик от страницата на акаунта си.
upstream-outside-domains = Чрез входа на вашата организация могат да влизат само адреси от собствените ѝ потвърдени домейни.
upstream-unconfirmed-account = Съществува акаунт с този имейл адрес, но адресът му никога не е бил потвърден. Потвърдете го (или нулирайте паролата му), след което влезте отново чрез организацията си.
upstream-operator-account = Този акаунт има роля в конзолата на операторите: в него се влиза със собствената му парола и втори фактор, а не чрез входа на организация.
upstream-registration-closed = Този акаунт не съществува тук, а създаването на нови акаунти е спряно. Поискайте акаунт от оператора.
upstream-no-email = Доставчикът не сподели имейл адрес, а такъв е нужен за нов акаунт.
upstream-unverified-email = Доставчикът не потвърди, че този имейл адрес е ваш, затова с него не може да се създаде акаунт. Създайте акаунт с имейл адреса си, след което свържете доставчика от страницата на акаунта си.
upstream-linked-elsewhere = Този вход вече е свързан с друг акаунт.
upstream-already-linked = Акаунтът ви вече е свързан с този доставчик, но чрез друг акаунт при него. Първо премахнете тази връзка.
upstream-disabled = Този акаунт е деактивиран.
upstream-reauthenticate = Влезте отново от страницата на акаунта си, след което свържете доставчика.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Създаване на акаунт
signup-lead = Ще ви изпратим имейл, за да потвърдите адреса си.
signup-email = Имейл
signup-password = Парола (поне 10 знака)
signup-name = Име (по избор)
signup-button = Създаване на акаунт
signup-closed-title = Регистрацията е затворена
signup-closed-text = Новите акаунти се създават от оператора на тази услуга. Поискайте акаунт от него.
signup-sent-title = Проверете имейла си
signup-sent-text = Изпратихме ви имейл за потвърждение на адреса. Отворете връзката в него; вече можете да влезете.
signup-sent-continue-text = Изпратихме ви имейл за потвърждение на адреса. Можете да влезете и да продължите още сега.
signup-sent-continue = Вход и продължаване

## Address confirmation page (opened from the mailed link)

verify-title = Потвърдете имейл адреса си
verify-lead = Потвърдете, че този имейл адрес е ваш, за да може акаунтът ви да го използва. Ако не сте създавали акаунт или не сте променяли адреса му тук, не потвърждавайте: затворете тази страница.
verify-button = Потвърждаване на адреса ми
verify-done-title = Имейл адресът е потвърден
verify-done-text = Благодарим ви: имейл адресът ви е потвърден. Можете да затворите тази страница.

## Password reset request page

forgot-title = Забравена парола?
forgot-lead = Въведете имейл адреса си. Ако има акаунт с него, ще ви изпратим връзка за задаване на нова парола.
forgot-email = Имейл
forgot-button = Изпращане на връзката
forgot-sent-title = Проверете имейла си
forgot-sent-text = Ако има акаунт с този адрес, на него е изпратен имейл с връзка за задаване на нова парола. Връзката е валидна 30 минути.

## New password page (opened from the mailed link)

reset-title = Задаване на нова парола
reset-lead = Изберете парола с дължина от 10 до 256 знака. Всички устройства, на които сте влезли в акаунта си, ще бъдат изведени от него.
reset-password = Нова парола
reset-button = Задаване на паролата
reset-done-title = Паролата е зададена
reset-done-text = Новата ви парола е зададена и всички устройства, на които бяхте влезли, са изведени от акаунта. Влезте отново с новата парола.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Профилът ви е запазен.
account-password-changed = Паролата ви е променена; всички други устройства са изведени от акаунта.
account-email-requested = Ако този адрес може да се използва, на него е изпратена връзка за потвърждение: адресът ви ще се промени, когато тя бъде използвана.
account-session-signed-out = Тази сесия е прекратена.
account-others-signed-out = Всички други сесии са прекратени.
account-console-needs-factor = Конзолата за оператори изисква втори фактор: добавете приложение за удостоверяване или ключ за достъп по-долу, след което влезте отново с него.
account-form-expired = Този формуляр е изтекъл. Моля, опитайте отново.
account-login-lead = За да прегледате и промените акаунта си
account-sign-in-again-lead = Влезте отново, за да промените начините си за вход
account-sign-in-again = За ваша сигурност влезте отново (с втория си фактор, ако имате такъв), преди да добавите или премахнете начин за вход.
account-second-step-purpose = За да отворите акаунта си
account-profile-name = Име
account-profile-mobile = Мобилен номер
account-profile-picture = URL адрес на снимка
account-profile-country-code = Код на държавата
account-profile-country = Държава
account-profile-city = Град
account-profile-postal-code = Пощенски код
account-session-unknown-device = Неизвестно устройство
account-session-unknown-app = неизвестно приложение
account-session-when = Вход: { $since } · последна активност: { $active }
account-provider-not-linked = Този доставчик не е свързан с акаунта ви.
account-last-sign-in-method = Това е единственият начин за вход в акаунта ви. Първо добавете ключ за достъп или задайте парола („Забравена парола?“).
account-session-gone = Тази сесия вече не е активна.
account-wrong-password = Текущата парола не е правилна.
account-too-many-passwords = Твърде много грешни пароли. Изчакайте няколко минути и опитайте отново.
account-unknown-action = Тази страница не изпълнява такова действие.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Приложението за удостоверяване е премахнато.
factors-passkey-added = Ключът ви за достъп е добавен: отсега нататък можете да влизате с него.
factors-passkey-renamed = Ключът за достъп е преименуван.
factors-passkey-removed = Ключът за достъп е премахнат.
factors-passkey-added-on = Добавен на { $date }
factors-passkey-last-used = последно използван на { $date }
factors-passkey-synced = синхронизиран
factors-wrong-code = Кодът не е правилен. Проверете часовника на устройството с приложението и въведете кода, който то показва сега.
factors-too-many-codes = Твърде много грешни кодове. Изчакайте няколко минути и опитайте отново.
factors-totp-already = Вече има настроено приложение за удостоверяване.
factors-totp-nothing-pending = В момента не се настройва приложение за удостоверяване. Започнете отначало.
factors-totp-not-set-up = Няма настроено приложение за удостоверяване.
factors-passkey-registered = Този ключ за достъп вече е регистриран.
factors-passkey-too-many = Акаунтът ви вече има максималния брой ключове за достъп: първо премахнете един.
factors-passkey-too-many-attempts = Твърде много опити. Изчакайте няколко минути и опитайте отново.
factors-passkey-name-length = Името на ключ за достъп трябва да е от 1 до 64 знака.
factors-passkey-not-yours = Този ключ за достъп вече не е ваш.
factors-passkey-not-added = Ключът за достъп не можа да бъде добавен или това отне твърде дълго. Опитайте отново.
factors-page-expired = Тази страница е изтекла; презаредете я.
factors-sign-in-again = Влезте отново.
factors-passkeys-unavailable = Ключовете за достъп не са налични на този сървър.
factors-sign-in-to-add = Влезте отново, за да добавите ключ за достъп.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Вход с друг акаунт
links-linked = Доставчикът е свързан: отсега нататък можете да влизате с него в този акаунт.
links-unlinked = Връзката с доставчика е премахната.
links-linked-on = свързан на { $date }
links-unlink = Премахване на връзката
links-link = Свързване с { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Приложения с достъп
apps-allowed-on = разрешено на { $date }
apps-remove = Премахване на достъпа
apps-removed = Достъпът на приложението е премахнат; то е изведено от акаунта ви.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Изтриване на акаунта ви
delete-explain-lead = Можете сами да изтриете акаунта си и всичко, което се съхранява за него.
delete-explain-sign-in = Влезте: с паролата си, с ключ за достъп или с доставчика, чрез който сте се регистрирали („Вход с …“).
delete-explain-confirm = Потвърдете, че акаунтът трябва да бъде изтрит.
delete-explain-what = Какво се изтрива: профилът ви (име, имейл адрес, телефонен номер, снимка, местоположение), паролата ви, всички сесии и записаните с тях устройства и местоположения, вторите фактори, ключовете за достъп, свързаните доставчици за вход и всички токени, издадени на приложения. Всички устройства се извеждат от акаунта. Журналът за сигурност пази записите за вас под случайно име, без IP адреси, най-много { $days ->
        [one] { $days } ден
       *[other] { $days } дни
    }.
delete-explain-now = Кога: веднага. На имейл адреса ви се изпраща потвърждение.
delete-explain-later = Кога: { $days ->
        [one] { $days } ден
       *[other] { $days } дни
    } след заявката ви; ако влезете преди това, акаунтът се запазва. На имейл адреса ви се изпраща потвърждение.
delete-explain-apps = Приложенията също могат да изтрият акаунта от своите настройки.
delete-explain-link = Вход и изтриване на акаунта
delete-login-lead = За да изтриете акаунта си
delete-confirm-what = Това изтрива профила, сесиите, вторите фактори, ключовете за достъп и свързаните доставчици и ви извежда от акаунта на всички устройства.
delete-confirm-later = Акаунтът ще бъде изтрит след { $days ->
        [one] { $days } ден
       *[other] { $days } дни
    }; ако влезете преди това, той се запазва.
delete-confirm-now = Това действие не може да бъде отменено.
delete-confirm-check = Изтриване на акаунта ми и всичко, което се съхранява за него
delete-confirm-button = Изтриване на акаунта ми
delete-confirm-keep = Запазване на акаунта ми
delete-done-title = Акаунтът е изтрит
delete-done = Акаунтът ви и всичко, което се съхраняваше за него, са изтрити. На имейл адреса ви се изпраща потвърждение.
delete-scheduled-title = Изтриването на акаунта е насрочено
delete-scheduled = Всички сесии са прекратени. Акаунтът ви ще бъде изтрит на { $date }; влезте преди това, за да го запазите.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Език
account-language-help = Езикът на страниците на този акаунт и на имейлите, които му се изпращат.
account-language-save = Запазване на езика
account-language-saved = Езикът ви е запазен.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Конзола
console-nav-signed-in = Конзола · влезли сте като { $email } ({ $role })
console-nav-your-account = Вашият акаунт
console-nav-label = Конзола
console-nav-overview = Общ преглед
console-nav-users = Потребители
console-nav-organizations = Организации
console-nav-clients = Клиенти
console-nav-apis = API
console-nav-webhooks = Уебхукове
console-nav-audit = Одитен журнал
console-nav-keys = Ключове
console-nav-settings = Настройки

console-frame-role-admin = администратор
console-frame-role-support = поддръжка
console-frame-role-viewer = наблюдател
console-frame-role-none = няма
console-frame-table-empty = { $caption }: няма.
console-frame-age-days = { $count ->
    [one] { $count } ден
   *[other] { $count } дни
}
console-frame-age-hours = { $count ->
    [one] { $count } час
   *[other] { $count } часа
}
console-frame-age-minutes = { $count ->
    [one] { $count } минута
   *[other] { $count } минути
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Вашата роля в конзолата не дава достъп до тази страница. Обърнете се към администратор, ако ви е необходима.
console-gate-form-expired = Този формуляр е изтекъл или не е изпратен от конзолата. Отворете страницата отново и повторете действието.
console-gate-change-not-allowed = Вашата роля в конзолата не позволява тази промяна.
console-gate-no-role = Акаунтът ви няма роля в конзолата. Администратор може да ви даде такава.
console-gate-not-allowed-title = Не е разрешено
console-gate-not-found-title = Не е намерено
console-gate-not-done-title = Не е изпълнено
console-gate-sign-in-again-lead = Влезте отново с втория си фактор, за да отворите конзолата
console-gate-needs-second-factor = Конзолата изисква вход с втория ви фактор (приложението за удостоверяване или ключ за достъп).
console-gate-no-such-user = Няма такъв потребител.
console-gate-no-such-client = Няма такъв клиент.
console-gate-no-such-api = Няма такъв API.
console-gate-no-such-webhook = Няма такъв уебхук.
console-gate-no-such-delivery = Няма такава доставка.
console-gate-no-such-session = Няма такава сесия.
console-gate-no-such-link = Няма такава връзка.
console-gate-no-such-organization = Няма такава организация.
console-gate-no-such-domain = Няма такъв домейн.
console-gate-no-such = Не е намерено: { $what }.
console-gate-duplicate-email = Вече съществува потребител с този имейл.
console-gate-last-sign-in-method = Тази връзка е последният начин за вход в акаунта: първо задайте парола.
console-gate-api-exists = Вече съществува API с този идентификатор.
console-gate-disable-client-first = Деактивирайте клиента, преди да го изтриете.

## The console's overview page.

console-overview-title = Общ преглед
console-overview-find-user = Намиране на потребител
console-overview-accounts = Акаунти
console-overview-live-sessions = Активни сесии
console-overview-sign-ins = Влизания, 24 ч
console-overview-failed-sign-ins = Неуспешни влизания, 24 ч
console-overview-lockouts = Текущи блокирания
console-overview-failing-deliveries = Неуспешни доставки на уебхукове
console-overview-chart-heading = Влизания през последните 24 часа
console-overview-counted = Данни към { $at } (отпреди най-много минута).
console-overview-chart-label = Влизания по часове през последните 24 часа: { $succeeded } успешни, { $failed } неуспешни
console-overview-chart-hour = { $time }: { $succeeded } успешни, { $failed } неуспешни
console-overview-chart-start = преди 24 ч
console-overview-chart-end = сега
console-overview-legend-succeeded = успешни ({ $count })
console-overview-legend-failed = неуспешни ({ $count })
console-overview-keys-heading = Ключове за подписване
console-overview-keys-caption = Ключове за подписване, първо най-новите
console-overview-key = Ключ
console-overview-algorithm = Алгоритъм
console-overview-state = Състояние
console-overview-age = Възраст
console-overview-signing-for = Подписва вече
console-overview-key-pending = чакащ
console-overview-key-active = активен
console-overview-key-retired = изведен от употреба
console-overview-keys-link = Ключове и ротация

## The console's users list.

console-users-title = Потребители
console-users-deleted = Потребителят е изтрит.
console-users-search-label = Адрес, име или ID на потребител
console-users-search = Търсене
console-users-search-help = Адресите се търсят от началото си, имената — от началото на всяка дума; ID се търси само изцяло.
console-users-caption = Потребители, първо най-старите
console-users-matching = Потребители, отговарящи на „{ $query }“
console-users-address = Адрес
console-users-name = Име
console-users-verified = Потвърден
console-users-state = Състояние
console-users-created = Създаден
console-users-yes = да
console-users-no = не
console-users-enabled = активен
console-users-disabled = деактивиран
console-users-next-page = Следваща страница

## The console's page of one user.

console-user-done-disabled = Потребителят е деактивиран: всички сесии са прекратени.
console-user-done-enabled = Потребителят е активиран: може отново да влиза.
console-user-done-signed-out = Всички сесии на потребителя са прекратени.
console-user-done-session-ended = Сесията е прекратена.
console-user-done-factors-reset = Вторите фактори на потребителя са премахнати; той е уведомен по имейл.
console-user-done-verification-sent = Имейлът за потвърждение е изпратен.
console-user-done-role = Ролята е променена.
console-user-why-heading = Защо този потребител не може да влезе?
console-user-nothing-stops = В момента нищо не пречи на този потребител да влезе.
console-user-reason-disabled = Акаунтът е деактивиран от оператор.
console-user-reason-unverified = Адресът не е потвърден: вход с парола се отказва, докато не бъде използвана връзката от имейла за потвърждение.
console-user-reason-locked-password = Блокиран след грешни пароли от { $ip } до { $until } (около { $minutes } мин; ограничението за вход).
console-user-reason-locked-second-step = Втората стъпка е блокирана след грешни кодове до { $until } (около { $minutes } мин; ограничението за втория фактор).
console-user-reason-passkey-only = Акаунтът няма парола: влиза само с ключ за достъп (или след нулиране на паролата).
console-user-reason-providers-only = Акаунтът няма парола: влиза само чрез { $providers } (или след нулиране на паролата).
console-user-reason-second-factor-due = Няма настроен втори фактор, а за { $clients } се изисква двуфакторен вход: потребителят трябва първо да добави такъв.
console-user-reason-deletion-scheduled = Потребителят е поискал изтриване на акаунта: той ще бъде изтрит на { $date }, освен ако потребителят не влезе преди това.
console-user-profile = Профил
console-user-id = ID на потребителя
console-user-address = Адрес
console-user-verified = Потвърден
console-user-state = Състояние
console-user-name = Име
console-user-mobile = Мобилен
console-user-place = Местоположение
console-user-created = Създаден
console-user-console-role = Роля в конзолата
console-user-sessions = Сесии
console-user-sessions-caption = Активни сесии, първо най-скорошните
console-user-device = Устройство
console-user-ip-and-place = IP и местоположение
console-user-signed-in = Влизане
console-user-last-active = Последна активност
console-user-methods = Методи
console-user-end-column = Прекратяване
console-user-end-session = Прекратяване
console-user-unknown-device = Неизвестно устройство
console-user-second-factors = Втори фактори
console-user-authenticator-app = Приложение за удостоверяване
console-user-recovery-codes-left = Оставащи кодове за възстановяване
console-user-passkeys = Ключове за достъп
console-user-factor-none = няма
console-user-totp-since = от { $date }
console-user-providers-and-apps = Доставчици и приложения
console-user-links-caption = Свързани доставчици
console-user-provider = Доставчик
console-user-address-given = Предоставен адрес
console-user-linked = Свързан
console-user-consents-caption = Съгласия за приложения на трети страни
console-user-client = Клиент
console-user-scopes = Обхвати
console-user-allowed = Разрешено
console-user-recent-events = Последни събития
console-user-events-caption = Най-новите одитни събития за потребителя
console-user-when = Кога
console-user-type = Тип
console-user-actor = Извършител
console-user-ip = IP
console-user-every-event = Всички събития за потребителя
console-user-actions = Действия
console-user-disable = Деактивиране
console-user-enable = Активиране
console-user-sign-out-everywhere = Прекратяване на всички сесии
console-user-resend-verification = Повторно изпращане на имейла за потвърждение
console-user-reset-factors = Нулиране на вторите фактори
console-user-reset-factors-confirm = Премахване на приложението за удостоверяване, кодовете за възстановяване и ключовете за достъп
console-user-delete = Изтриване на потребителя
console-user-delete-confirm = Изтриване на този акаунт и всички данни за него веднага
console-user-role-heading = Роля в конзолата
console-user-role-label = Роля
console-user-set-role = Задаване на ролята
console-user-role-help = Наблюдателите виждат всички страници; поддръжката освен това деактивира и активира потребители, прекратява сесиите им, нулира вторите им фактори и изпраща повторно имейли за потвърждение; администраторите могат всичко.
console-user-unknown-action = Тази страница не изпълнява такова действие.
console-user-not-on-this-user = Не е позволено за този потребител: операторите под ниво администратор действат само върху потребители без роля и никой не може да променя тук собствената си роля, състояние, фактори или акаунт.
console-user-tick-to-confirm = Отметнете полето за потвърждение, след което повторете.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Клиенти
console-client-list-caption = Клиенти, първо най-старите
console-client-name = Име
console-client-kind = Вид
console-client-state = Състояние
console-client-registered = Регистриран
console-client-kind-public = публичен
console-client-kind-confidential = поверителен
console-client-state-enabled = активен
console-client-state-disabled = деактивиран
console-client-register-heading = Регистриране на клиент
console-client-register = Регистриране
console-client-registered-notice = Клиентът е регистриран.
console-client-deleted = Клиентът е изтрит.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI адреси за пренасочване, по един на ред
console-client-scopes-field = Обхвати (ако е празно: openid email profile authorization)
console-client-package-names-field = Имена на пакети за Android, по едно на ред
console-client-app-origins-field = Източници на приложения за ключове за достъп, по един на ред
console-client-logout-uri-field = URI за изход по обратен канал (back-channel logout)
console-client-organization-field = Организация на получател на Shared Signals (кратко име или ID)
console-client-flag-public = Публичен (браузърно или нативно приложение: без тайна, PKCE)
console-client-flag-resource-server = Сървър на ресурси (може да проверява токени чрез интроспекция)
console-client-flag-client-credentials = Може да получава токени за себе си (client_credentials)
console-client-flag-rotate-refresh-tokens = Ротация на токените за опресняване
console-client-flag-require-mfa = Само двуфакторен вход
console-client-flag-require-par = Само заявки PAR (pushed authorization requests)
console-client-flag-third-party = Трета страна: потребителите първо дават съгласие
console-client-flag-shared-signals = Получател на Shared Signals: получава поток от събития за сигурност

## Console: one client's page

console-client-saved = Настройките на клиента са запазени.
console-client-disabled-notice = Клиентът е деактивиран: токените му вече не преминават проверка.
console-client-granted = Разрешението е запазено.
console-client-secret-replaced = Тайната е сменена.
console-client-secret-heading = Тайната на клиента
console-client-secret-once = Копирайте я сега: показва се само този път и никога повече (пази се само хешът ѝ).
console-client-settings-heading = Настройки
console-client-yes = да
console-client-no = не
console-client-redirect-uris = URI адреси за пренасочване
console-client-scopes = Обхвати
console-client-resource-server = Сървър на ресурси
console-client-two-factor-only = Само двуфакторен вход
console-client-par-only = Само PAR
console-client-third-party = Трета страна
console-client-shared-signals = Получател на Shared Signals
console-client-changed = Променен
console-client-grants-heading = Разрешения за API
console-client-grants-caption = API, които този клиент може да извиква от свое име
console-client-api = API
console-client-api-identifier = Идентификатор на API
console-client-grant = Разрешаване
console-client-actions-heading = Действия
console-client-rotate-secret = Смяна на тайната
console-client-rotate-secret-confirm = Смяна на тайната: старата спира да работи веднага
console-client-disable = Деактивиране
console-client-disable-confirm = Деактивиране на клиента: токените му спират да преминават проверка
console-client-delete = Изтриване
console-client-delete-confirm = Изтриване на клиента заедно с всичко, издадено за него
console-client-edit-heading = Редактиране
console-client-save = Запазване
console-client-confirm-first = Отметнете полето за потвърждение, след което повторете.
console-client-unknown-action = Тази страница не изпълнява такова действие.

## Console: the APIs page

console-api-title = API интерфейси
console-api-list-caption = API (индикатори на ресурси)
console-api-identifier = Идентификатор
console-api-scopes = Обхвати
console-api-registered-column = Регистриран
console-api-register-heading = Регистриране на API
console-api-identifier-field = Идентификатор (https URL адрес)
console-api-scopes-field = Обхвати, разделени с интервал
console-api-register = Регистриране
console-api-registered = API е регистриран.

## Console: the webhooks page

console-webhook-title = Уебхукове
console-webhook-list-caption = Крайни точки на уебхукове
console-webhook-endpoint = Крайна точка (доставките ѝ)
console-webhook-events = Събития
console-webhook-registered-column = Регистрирана
console-webhook-remove = Премахване
console-webhook-remove-confirm = Спиране на доставките към тази крайна точка
console-webhook-secret-heading = Тайната за подписване
console-webhook-secret-once = Дайте я на получателя сега: показва се само този път.
console-webhook-register-heading = Регистриране на крайна точка
console-webhook-url = URL адрес
console-webhook-events-field = Типове събития, разделени с интервал
console-webhook-register = Регистриране
console-webhook-registered = Крайната точка е регистрирана.
console-webhook-removed = Крайната точка е премахната.
console-webhook-confirm-first = Отметнете полето за потвърждение, след което повторете.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Доставки
console-webhook-deliveries-caption = Доставки, първо най-новите
console-webhook-delivery = Доставка
console-webhook-event = Събитие
console-webhook-status = Състояние
console-webhook-attempts = Опити
console-webhook-last-error = Последна грешка
console-webhook-replay = Повторно изпращане
console-webhook-replayed = Доставката отново е поставена в опашката.
console-webhook-status-pending = чакаща
console-webhook-status-delivered = доставена
console-webhook-status-failed = неуспешна

## Console: the audit trail

console-audit-title = Одитен журнал
console-audit-user-id = ID на потребител
console-audit-address = Адрес
console-audit-type = Тип
console-audit-since = От (RFC 3339)
console-audit-until = До (RFC 3339)
console-audit-any-type = всеки
console-audit-filter = Филтриране
console-audit-caption = Събития, първо най-новите
console-audit-when = Кога
console-audit-type-column = Тип
console-audit-actor = Извършител
console-audit-user = Потребител
console-audit-client = Клиент
console-audit-ip = IP
console-audit-older = По-стари събития

## Console: the signing keys

console-keys-title = Ключове
console-keys-caption = Наборът ключове, първо най-новите
console-keys-key = Ключ
console-keys-algorithm = Алгоритъм
console-keys-state = Състояние
console-keys-made = Създаден
console-keys-age = Възраст
console-keys-signing-since = Подписва от
console-keys-retired = Изведен от употреба
console-keys-state-pending = чакащ
console-keys-state-active = активен
console-keys-state-retired = изведен от употреба
console-keys-rotate-heading = Ротация
console-keys-rotate-help = Ротацията е в две стъпки: първата публикува нов ключ за id_token в JWKS, втората го прави ключ за подписване (и заменя ключа за access-token). Старите ключове се използват за проверка, докато изтече последният им токен.
console-keys-rotate = Ротация
console-keys-rotate-confirm = Ротация на ключовете за подписване
console-keys-published = Публикуван е нов ключ за id_token: следващата ротация ще го направи ключ за подписване.
console-keys-activated = Публикуваният ключ вече подписва id_token, заедно с нов ключ за access-token.
console-keys-not-done = Не е изпълнено
console-keys-confirm-first = Отметнете полето за потвърждение, след което повторете.

## Console: the settings

console-settings-title = Настройки
console-settings-effective-heading = Действаща конфигурация
console-settings-effective-help = Получена от файловете, променливите на средата и стойностите по подразбиране; тайните са скрити.
console-settings-caption = Настройки
console-settings-setting = Настройка
console-settings-value = Стойност
console-settings-upstream-heading = Външни доставчици
console-settings-providers-caption = Доставчици
console-settings-provider-id = Идентификатор
console-settings-provider-button = Бутон
console-settings-provider-last-error = Последна грешка на тази инстанция
console-settings-no-trouble = няма от стартирането
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Ако използвате приложение, въведете в него този код: { $token }
mail-set-password-button = Задаване на нова парола
mail-open-account-button = Отваряне на акаунта

## Verification of a new account's address

mail-verification-subject = Потвърдете имейл адреса си
mail-verification-welcome = Добре дошли! Моля, потвърдете, че това е вашият имейл адрес.
mail-verification-link-hours = { $hours ->
    [one] Връзката е валидна { $hours } час и може да се използва само веднъж.
   *[other] Връзката е валидна { $hours } часа и може да се използва само веднъж.
}
mail-verification-ignore = Ако не сте създавали акаунт, пренебрегнете този имейл.
mail-verification-button = Потвърждаване на адреса ми

## Moving an account to a new address: the mail to the new address

mail-change-subject = Потвърдете новия си имейл адрес
mail-change-confirm = Моля, потвърдете, че отсега нататък акаунтът ви трябва да използва този имейл адрес.
mail-change-link-hours = { $hours ->
    [one] Връзката е валидна { $hours } час и може да се използва само веднъж; дотогава старият ви адрес остава.
   *[other] Връзката е валидна { $hours } часа и може да се използва само веднъж; дотогава старият ви адрес остава.
}
mail-change-ignore = Ако не сте поискали това, пренебрегнете този имейл: нищо няма да се промени.
mail-change-button = Използване на този адрес

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Промяна на имейл адреса на акаунта ви
mail-change-notice-asked = Някой, който е влязъл в акаунта ви, поиска имейл адресът му да бъде сменен на { $address }.
mail-change-notice-until = Промяната ще влезе в сила едва след като бъде използвана връзката, изпратена на новия адрес; дотогава остава този адрес.
mail-change-notice-not-you = Ако не сте били вие, задайте нова парола веднага: това прекратява всички сесии и анулира връзката.

## To an address that tried to register again

mail-registered-subject = Вече имате акаунт
mail-registered-tried = Някой се опита да създаде акаунт с този имейл адрес, с който вече има акаунт.
mail-registered-if-you = Ако сте били вие, влезте или задайте нова парола, ако сте я забравили.
mail-registered-not-you = Ако не сте били вие, пренебрегнете този имейл: нищо не е променено.

## Password reset

mail-reset-subject = Задаване на нова парола
mail-reset-asked = Някой поиска да бъде зададена нова парола за акаунта ви.
mail-reset-link-minutes = { $minutes ->
    [one] Връзката е валидна { $minutes } минута и може да се използва само веднъж; по-нова заявка я заменя.
   *[other] Връзката е валидна { $minutes } минути и може да се използва само веднъж; по-нова заявка я заменя.
}
mail-reset-not-you = Ако не сте били вие, пренебрегнете този имейл: паролата ви остава същата.

## Notices: a second factor changed

mail-totp-added-subject = Добавено е приложение за удостоверяване
mail-totp-added-body = Към акаунта ви е добавено приложение за удостоверяване като втори фактор.
mail-totp-removed-subject = Приложението ви за удостоверяване е премахнато
mail-totp-removed-body = Приложението за удостоверяване е премахнато от акаунта ви: сега за вход е нужна само паролата ви.
mail-passkey-added-subject = Добавен е ключ за достъп
mail-passkey-added-body = Към акаунта ви е добавен ключ за достъп: с него можете да влизате без парола.
mail-passkey-removed-subject = Премахнат е ключ за достъп
mail-passkey-removed-body = От акаунта ви е премахнат ключ за достъп: с него вече не може да се влиза.
mail-recovery-used-subject = Използван е код за възстановяване
mail-recovery-used-body = { $left ->
    [one] За вход в акаунта ви е използван код за възстановяване; остава { $left } неизползван.
   *[other] За вход в акаунта ви е използван код за възстановяване; остават { $left } неизползвани.
}
mail-factor-not-you = Ако не сте били вие, сменете паролата си и прекратете всички сесии от страницата на акаунта си.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } е свързан с акаунта ви
mail-linked-body = Акаунтът ви е свързан с акаунт в { $provider }: вече можете да влизате в него чрез вход с { $provider }.
mail-unlinked-subject = Връзката с { $provider } е премахната от акаунта ви
mail-unlinked-body = Връзката на акаунта ви с { $provider } е премахната: вече не можете да влизате в него чрез вход с { $provider }.
mail-link-not-you = Ако не сте били вие, сменете паролата си, прекратете всички сесии и премахнете връзката с доставчика от страницата на акаунта си.

## Account deleted

mail-deleted-subject = Акаунтът ви е изтрит
mail-deleted-body = Акаунтът ви и всичко, което се съхраняваше за него, са изтрити, а всичките му сесии са прекратени.
mail-deleted-register-again = С този адрес можете да се регистрирате отново; нищо от стария акаунт няма да бъде възстановено.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Акаунтът ви ще бъде изтрит
mail-deletion-due = Акаунтът ви ще бъде изтрит на { $date }; всичките му сесии са прекратени.
mail-deletion-keep = За да го запазите, влезте отново преди тази дата. Ако не сте поискали това, влезте и сменете паролата си.
mail-deletion-button = Вход за запазване на акаунта

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Присъединете се към { $organization }
mail-invitation-body = Поканени сте да се присъедините към { $organization }. Отворете връзката, за да приемете: влезте с този адрес или създайте акаунт с него.
mail-invitation-expiry = { $days ->
    [one] Връзката е валидна един ден.
   *[other] Връзката е валидна { $days } дни.
}
mail-invitation-ignore = Ако не познавате тази организация, пренебрегнете този имейл: нищо няма да се случи, освен ако не приемете.
mail-invitation-button = Преглед на поканата
console-organizations-title = Организации
console-organizations-name = Име
console-organizations-slug = Кратко име (slug)
console-organizations-enabled = Активна
console-organizations-mfa = Втори фактор
console-organizations-new = Нова организация
console-organizations-create = Създаване на организацията
console-organizations-created = Организацията е създадена.
console-organization-saved = Правилата на домейна са запазени.
console-organization-id = ID
console-organization-members = Членове
console-organization-roles = Роли
console-organization-managed = Управляван от организацията
console-organization-break-glass = Авариен достъп
console-organization-invitations = Чакащи покани
console-organization-expires = Изтича
console-organization-domains = Домейни
console-organization-domain = Домейн
console-organization-state = Състояние
console-organization-rules = Правила
console-organization-save-rules = Запазване
console-organization-sign-in = Собствен вход
console-organization-no-sign-in = Организацията няма собствен вход: членовете ѝ влизат с паролите или ключовете си за достъп.
organization-admin-title = { $organization }: настройки на организацията
organization-admin-lead = Управлявате тази организация като { $email }.
organization-admin-none = Тук още няма нищо.
organization-admin-members = Членове
organization-admin-remove = Премахване
organization-admin-yes = Да
organization-admin-no = Не
organization-admin-email = Имейл адрес
organization-admin-roles = Роли
organization-admin-managed = Управлява се чрез входа на организацията
organization-admin-action = Действие
organization-admin-invitations = Чакащи покани
organization-admin-revoke = Оттегляне
organization-admin-expires = Изтича
organization-admin-invite = Покана за нов член
organization-admin-role = Роля
organization-admin-invite-button = Изпращане на поканата
organization-admin-domains = Домейни
organization-admin-domains-lead = Заявете имейл домейна на компанията си, публикувайте показания TXT запис и след това потвърдете домейна. Адресите от потвърден домейн могат да влизат чрез входа на организацията ви.
organization-admin-verify = Потвърждаване
organization-admin-verified = Потвърден
organization-admin-pending = Чакащ
organization-admin-domain = Домейн
organization-admin-state = Състояние
organization-admin-record = Запис за публикуване
organization-admin-add-domain = Заявяване на домейн
organization-admin-sign-in = Входът на вашата организация
organization-admin-no-sign-in = Служителите ви влизат с паролите си. Задайте собствен доставчик на OpenID (Okta, Entra ID, Google Workspace…), за да влизат чрез него.
organization-admin-issuer = URL адрес на издателя (issuer)
organization-admin-client-id = ID на клиента
organization-admin-client-secret = Тайна на клиента
organization-admin-redirect-uri = URI за пренасочване, който да регистрирате при доставчика си
organization-admin-save-sign-in = Запазване на входа
organization-admin-sign-in-title = Първо влезте
organization-admin-sign-in-text = Влезте от страницата на акаунта си, след което отворете тази страница отново.
organization-admin-sign-in-link = Към акаунта ви
organization-admin-unknown-title = Организацията не е намерена
organization-admin-unknown-text = Тук няма организация, която да управлявате.
organization-admin-unknown-change = Тази страница не прави такава промяна.
organization-admin-scim = Автоматично предоставяне (SCIM)
organization-admin-scim-lead = Вашата директория (Okta, Entra ID, Google Workspace…) добавя, променя и премахва тук вашите потребители и групи чрез SCIM 2.0. Въведете в нея базовия URL адрес и токена на връзката.
organization-admin-scim-base-url = Базов URL адрес
organization-admin-scim-made = Създадена
organization-admin-scim-last-used = Последно използвана
organization-admin-scim-never = Никога
organization-admin-scim-old-token = Старият токен е валиден до
organization-admin-scim-rotate = Нов токен
organization-admin-scim-make = Създаване на връзка
organization-admin-scim-token-title = Токенът за вашата директория
organization-admin-scim-token-text = Копирайте базовия URL адрес и токена в директорията си сега: токенът няма да бъде показан отново. Старият токен, ако има такъв, остава валиден още един ден.
organization-admin-scim-token = Токен
organization-admin-scim-revoke-confirm = Оттегляне на връзката: токените ѝ спират да работят веднага
invitation-title = Присъединяване към { $organization }
invitation-join-lead = Поканени сте да се присъедините към { $organization } като { $email }.
invitation-join-button = Присъединяване
invitation-sign-up-lead = Поканени сте да се присъедините към { $organization }. Създайте акаунта си с { $email }, за да се присъедините: поканата доказва, че този адрес е ваш.
invitation-name = Вашето име
invitation-password = Изберете парола (поне 10 знака)
invitation-sign-up-button = Създаване на акаунт и присъединяване
invitation-other-account = Тази покана е за { $email }, но сте влезли като { $current }. Излезте, след което отворете връзката отново.
invitation-sign-in-first = Тази покана е за { $email }, с който вече има акаунт тук. Влезте с него от страницата на акаунта си, след което отворете връзката отново.
invitation-sign-in-as-invitee = Първо влезте с поканения адрес.
invitation-unusable-title = Тази покана не може да бъде използвана
invitation-unusable-text = Тя е използвана, оттеглена, заменена от по-нова или е изтекла. Поискайте нова покана от организацията.
invitation-joined-title = Присъединихте се към { $organization }
invitation-joined-text = Вече сте член: приложенията, в които влизате за тази организация, виждат това.
invitation-joined-new-account = Акаунтът ви е готов и вече сте член: влезте с адреса си и паролата, която избрахте.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Издадени са токен и токен за опресняване
api-code-token = Издаден е токен
api-code-userdata = Потребителски данни
api-code-login-success = Успешен вход
api-code-auth-code = Издаден е код за оторизация
api-code-id-token = Издаден е id_token
api-code-logged-out = Излязохте; сесията и токените ѝ са анулирани
api-code-ok = Готово
api-code-alive = Работи
api-code-ready = Готов за работа
api-code-sessions = Вашите активни сесии
api-code-export = Всичко, което се съхранява за акаунта ви
api-code-email-change-requested = Ако адресът може да се използва, на него е изпратена връзка за потвърждение
api-code-account-deleted = Акаунтът ви и всичко, което се съхраняваше за него, са изтрити; всички сесии са прекратени
api-code-deletion-scheduled = Всички сесии са прекратени и акаунтът ви ще бъде изтрит; влезте отново преди това, за да го запазите
api-code-reauthentication-required = Първо влезте отново: това изисква вход от последните няколко минути
api-code-session-ended = Излязохте; сесията и токените ѝ са анулирани
api-code-password-changed = Паролата е променена; всички други сесии и токените им са анулирани
api-code-registration-accepted = Регистрацията е получена; проверете имейла си, за да потвърдите адреса
api-code-email-verified = Имейл адресът е потвърден
api-code-reset-requested = Ако има акаунт с този адрес, на него е изпратен имейл с връзка за нулиране
api-code-password-reset = Паролата е зададена; всички сесии и токените им са анулирани
api-code-registration-closed = Регистрацията е затворена; поискайте акаунт от оператора
api-code-invalid-request = Заявката е неправилно оформена
api-code-unsupported-grant-type = grant_type трябва да е code или refresh_token
api-code-invalid-grant = Кодът или refresh_token е невалиден, изтекъл, анулиран или издаден на друг клиент
api-code-invalid-client = Неуспешно удостоверяване на клиента
api-code-invalid-credentials = Имейлът или паролата са грешни. В нов акаунт може да се влезе, след като адресът му бъде потвърден: потърсете връзката в имейла си
api-code-mfa-required = Изисква се втори фактор: отговорете с код от приложението за удостоверяване или код за възстановяване
api-code-mfa-enrolment-required = Това приложение изисква двуфакторен вход: настройте приложение за удостоверяване или ключ за достъп от страницата на акаунта си, след което влезте отново
api-code-passkey-options = Подайте тези опции на удостоверителя
api-code-passkey-added = Ключът за достъп е добавен
api-code-passkeys = Вашите ключове за достъп
api-code-links = Свързаните ви доставчици за вход
api-code-last-sign-in-method = Това е последният начин за вход в акаунта: първо задайте парола или добавете ключ за достъп
api-code-insufficient-scope = Обхватът на токена не позволява тази заявка
api-code-not-a-member = Не можете да влезете в тази организация: помолете администратора ѝ да ви добави
api-code-sso-required = Входът ви се осигурява от вашата организация: продължете на ssoUrl
api-code-not-found = Няма такъв ресурс
api-code-method-not-allowed = Методът не е разрешен за този ресурс
api-code-conflict = Вече съществува
api-code-payload-too-large = Тялото на заявката е твърде голямо
api-code-rate-limited = Твърде много заявки; опитайте отново по-късно
api-code-server-error = Вътрешна грешка на сървъра
api-code-service-unavailable = Услугата е временно недостъпна; опитайте отново по-късно

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Изисква се токен за достъп във вида `Authorization: Bearer <token>`; токенът липсва, има неправилен формат или е анулиран
api-busy = Твърде много едновременни влизания; опитайте отново след малко

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type трябва да е id_token или token
api-token-type-grant = token_type трябва да е refresh_token или token
api-token-type-refresh = token_type трябва да е token за grant_type refresh_token
api-client-secret-required = client_secret е задължителен, когато token_type е token
api-field-empty = { $field } не трябва да е празно

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = паролата е твърде дълга
api-mfa-token-invalid = mfaToken е неизвестен, използван или изтекъл: влезте отново
api-challenge-invalid = challengeId е неизвестен, използван или изтекъл: поискайте нови опции за ключ за достъп
api-mfa-code-or-passkey = Изисква се втори фактор: отговорете с код от приложението за удостоверяване, код за възстановяване или ключа си за достъп
api-mfa-passkey = Изисква се втори фактор: отговорете с ключа си за достъп (login/passkey с mfaToken)
api-client-id-required = client_id е задължителен
api-client-unknown = client_id е неизвестен или деактивиран
api-redirect-uri-required = redirect_uri е задължителен
api-redirect-uri-unregistered = redirect_uri не е регистриран за този клиент
api-state-too-long = state е твърде дълъг

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Токенът е неизвестен, използван, изтекъл или заменен от по-нов
api-session-not-found = Нямате активна сесия с този ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Вече има настроено приложение за удостоверяване; първо го премахнете
api-authenticator-not-pending = В момента не се настройва приложение за удостоверяване
api-authenticator-none = Няма настроено приложение за удостоверяване
api-factor-code-wrong = Кодът не е правилен
api-reauthenticate-factors = Влезте отново (с втория си фактор, ако имате такъв), за да промените вторите си фактори
api-reauthenticate-passkeys = Влезте отново (с втория си фактор, ако имате такъв), за да промените ключовете си за достъп
api-reauthenticate-sign-in = Влезте отново (с втория си фактор, ако имате такъв), за да промените начините си за вход
api-passkeys-unavailable = ключовете за достъп не са налични на този сървър
api-passkey-not-found = няма такъв ключ за достъп
api-passkey-no-ceremony = няма чакаща регистрация на ключ за достъп; поискайте нови опции
api-passkey-rejected = ключът за достъп не можа да бъде проверен
api-passkey-registered = този ключ за достъп вече е регистриран
api-passkey-name-invalid = името на ключ за достъп трябва да е от 1 до { $max } знака, без контролни знаци или знаци за двупосочно форматиране
api-passkeys-too-many = { $max ->
    [one] един акаунт може да има най-много { $max } ключ за достъп
   *[other] един акаунт може да има най-много { $max } ключа за достъп
}

## Native-app API: upstream identity providers

api-upstream-unknown = Няма външен доставчик с този ID
api-upstream-refused = id_token не беше приет за този доставчик
api-upstream-disabled = Акаунтът е деактивиран
api-upstream-no-email = id_token не съдържа имейл адрес, с който да се създаде акаунт
api-upstream-unverified-email = Доставчикът не гарантира за имейл адреса в id_token: регистрирайте се с адреса, след което свържете доставчика
api-upstream-unreachable = Няма връзка с доставчика; опитайте отново по-късно
api-upstream-email-taken = Вече има акаунт с този адрес: влезте в него и свържете доставчика от страницата на акаунта
api-upstream-outside-domains = Чрез входа на организацията могат да влизат само адреси от нейните потвърдени домейни
api-upstream-unconfirmed-account = Има акаунт с този адрес, но той никога не е бил потвърден: потвърдете го, след което влезте отново чрез организацията
api-upstream-operator-account = В акаунт на оператор се влиза със собствената му парола и втори фактор, а не чрез входа на организация
api-link-not-found = Акаунтът няма връзка с този доставчик

## Admin API

api-admin-key-required = API за администриране изисква `Authorization: Bearer <admin key>`
api-admin-status-once = status най-много веднъж
api-admin-parameters-once = всеки параметър най-много веднъж
api-admin-duplicate-email = вече съществува потребител с този имейл
api-admin-user-not-found = потребителят не е намерен
api-admin-client-not-found = клиентът не е намерен
api-admin-api-not-found = API не е намерен
api-admin-session-not-found = сесията не е намерена
api-admin-delivery-not-found = доставката не е намерена
api-admin-webhook-not-found = уебхукът не е намерен

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Отворете връзката в браузъра, в който се регистрирахте: навсякъде другаде ще бъдете помолени за паролата на акаунта.
mail-change-where = Отворете връзката в браузъра, в който поискахте промяната или в който сте влезли: навсякъде другаде ще бъдете помолени за паролата си.
mail-not-yours-english = Не сте се регистрирали и не сте искали това? Тогава не потвърждавайте: пренебрегнете този имейл и нищо няма да се случи.
verify-password-lead = За да потвърдите този адрес тук, въведете паролата на акаунта, към който той принадлежи. Ако сте се регистрирали в приложение, вместо това въведете кода от имейла в приложението. Ако не сте се регистрирали и не сте искали това, не потвърждавайте: затворете тази страница.
verify-password = Паролата на акаунта
verify-password-needed = Въведете паролата на акаунта, за да потвърдите адреса в този браузър.
verify-wrong-password = Това не е паролата на акаунта.

## After a password reset, every other way into the account

mail-reset-done-subject = Паролата ви е нулирана
mail-reset-done-body = Паролата на акаунта ви току-що беше нулирана и всички устройства, на които бяхте влезли, са изведени от акаунта.
mail-reset-done-still = Следните все още могат да се използват за вход в акаунта ви:
mail-reset-done-remove = Ако някое от тях не е ваше, влезте с новата парола и изберете „Премахване на всичко освен новата парола“ на страницата на акаунта си.
mail-reset-done-nothing-else = Нищо друго не дава вход в акаунта ви: само новата парола.
mail-reset-done-factor-not-yours = Ако при вход бъдете помолени за втори фактор, който нямате, той не е ваш: помолете поддръжката на тази услуга да го премахне.
mail-reset-done-not-you = Ако не сте нулирали паролата си, някой може да чете имейла ви: първо защитете пощенската си кутия, след което отново задайте нова парола.
ways-in-passkey = Ключът за достъп „{ $name }“
ways-in-authenticator = Приложение за удостоверяване
ways-in-recovery-codes = { $count ->
    [one] { $count } неизползван код за възстановяване
   *[other] { $count } неизползвани кода за възстановяване
}
ways-in-link = Вход с { $provider }
ways-in-sessions = { $count ->
    [one] { $count } друго устройство, на което сте влезли (вижте списъка по-долу)
   *[other] { $count } други устройства, на които сте влезли (вижте списъка по-долу)
}
account-review-heading = Паролата ви е нулирана
account-review-lead = Паролата ви беше нулирана на { $date }. Следните все още дават вход в акаунта ви:
account-review-explain = Ако някое от тях не е ваше, премахнете ги всички: тогава само новата ви парола ще дава вход, а всички други устройства ще бъдат изведени от акаунта. След това можете отново да добавите ключ за достъп или приложение за удостоверяване.
account-review-remove = Премахване на всичко освен новата парола
account-review-keep = Всички са мои
account-review-gone = Вече няма нищо за преглед.
account-review-removed = Всичко освен новата ви парола е премахнато и всички други устройства са изведени от акаунта.
account-review-kept = Отбелязано: всичко остава както е.

## The second step locked after wrong codes

mail-factor-locked-subject = Някой се опита да заобиколи втория ви фактор
mail-factor-locked-body = { $minutes ->
    [one] Някой въведе паролата ви, а след това пет грешни кода за втория фактор. Входът в акаунта ви е спрян за { $minutes } минута.
   *[other] Някой въведе паролата ви, а след това пет грешни кода за втория фактор. Входът в акаунта ви е спрян за { $minutes } минути.
}
mail-factor-locked-not-you = Ако не сте били вие, някой знае паролата ви: задайте нова веднага.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = ролята в конзолата изисква потвърден адрес: потребителят трябва първо да потвърди адреса си
console-gate-unverified = Конзолата се отваря само за оператори с потвърден адрес. Потвърдете адреса си чрез връзката в имейла за потвърждение, след което отворете конзолата отново.
console-gate-idle-lead = Влезте отново, за да отворите конзолата
console-gate-idle = Конзолата не е използвана { $minutes } мин, затова трябва да влезете отново. Оставате влезли в акаунта си.
console-webhook-url-once = Нейният URL адрес, показан изцяло само сега (списъкът скрива всичко след „?“, където може да има токен):
console-webhook-query-hidden = Всичко след „?“ в URL адреса на крайна точка е скрито: там може да има токена на получателя.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Изпращане на код по имейл
page-code-ask-title = Вход с код
page-code-ask-lead = Въведете имейл адреса си: ще ви изпратим код за вход, без нужда от парола.
page-code-ask-button = Изпращане на код по имейл
page-code-invalid-email = Въведете пълен имейл адрес, например name@example.com.
page-code-not-allowed = Това приложение изисква парола или ключ за достъп: вход с код по имейл не се предлага тук.
page-code-title = Проверете имейла си
page-code-lead = { $minutes ->
    [one] Изпратихме имейл до { $email }. Въведете шестцифрения код от него: той е валиден { $minutes } минута и само веднъж.
   *[other] Изпратихме имейл до { $email }. Въведете шестцифрения код от него: той е валиден { $minutes } минути и само веднъж.
}
page-code-field = Код за вход
page-code-name = Вашето име (ако сте нов потребител)
page-code-button = Вход
page-code-again = Изпращане на нов код
page-code-wrong = Кодът не е правилен или вече не е валиден. Проверете най-новия имейл или поискайте нов код.
page-code-link-title = Вход
page-code-link-lead = Влезте в акаунта си в този браузър.
page-code-link-button = Влизане в акаунта
page-code-link-elsewhere-title = Въведете този код там, където го поискахте
page-code-link-elsewhere = Тази връзка е отворена в браузър или приложение, различни от тези, в които е поискана. Въведете там този код:
page-code-link-ended-title = Тази връзка вече не е валидна
page-code-link-ended = Връзката е използвана, заменена от по-нова или е твърде стара. Поискайте нов код там, където влизате.
api-sign-in-code-refused = Кодът е грешен, използван, заменен или изтекъл: поискайте нов
api-login-code-or-password = Изпратете парола или код, не и двете
api-code-code-sent = Изпратен е имейл с код за вход; кодът е валиден няколко минути и само веднъж
api-code-sign-in-code-not-allowed = Вход с код по имейл не се предлага тук: използвайте паролата си или ключ за достъп

## Mail: a sign-in code

mail-code-subject = Вашият код за вход
mail-code-asked = Някой поиска да влезе с този адрес. Въведете този код:
mail-code-minutes = { $minutes ->
    [one] Кодът и връзката по-долу са валидни { $minutes } минута и само веднъж; по-нова заявка ги заменя.
   *[other] Кодът и връзката по-долу са валидни { $minutes } минути и само веднъж; по-нова заявка ги заменя.
}
mail-code-new-account = Все още няма акаунт с този адрес: входът с кода ще създаде такъв.
mail-code-button = Влизане в акаунта
mail-code-not-you = Ако не сте били вие, пренебрегнете този имейл: никой не може да влезе без кода.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Вход с този адрес
mail-no-account-body = Някой поиска код за вход с този адрес, но тук няма акаунт, който го използва.
mail-no-account-not-you = Ако не сте били вие, пренебрегнете този имейл: нищо не е променено.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Потребителите могат да влизат с код по имейл
api-name-invalid = Името е твърде дълго или съдържа контролни знаци
