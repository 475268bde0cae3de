# Ukrainian: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Мова

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Неправильна адреса електронної пошти або пароль. У новий обліковий запис можна ввійти лише після підтвердження адреси: перевірте пошту й перейдіть за посиланням у листі.
error-throttled = Забагато невдалих спроб. Зачекайте кілька хвилин і спробуйте ще раз.
error-busy = Зараз входить забагато людей. Спробуйте ще раз за мить.
error-missing-fields = Введіть адресу електронної пошти та пароль.
error-expired-form = Термін дії цієї форми минув. Увійдіть ще раз.
error-second-factor-in-app = Цей обліковий запис захищено другим фактором. Спершу увійдіть на сторінці свого облікового запису (там буде запитано код), а потім поверніться сюди.
error-wrong-second-factor = Код неправильний, уже використаний або введений запізно. Увійдіть ще раз.
error-passkey-refused = Не вдалося використати цей ключ доступу, або спроба тривала задовго. Спробуйте ще раз або увійдіть за допомогою пароля.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Забагато запитів. Зачекайте кілька хвилин і спробуйте ще раз.
error-expired-form-again = Термін дії цієї форми минув. Спробуйте ще раз.

## Error pages (a heading and a paragraph)

error-bad-link-title = Посилання недійсне
error-bad-link-text = Це посилання вже недійсне: його використано, термін його дії минув або його замінило новіше. Запросіть нове посилання.

error-form-title = Не вдалося ввійти
error-form-too-large = Форма завелика.
error-form-unreadable = Не вдалося прочитати форму. Поверніться назад і спробуйте ще раз.
error-cross-site-title = Запит відхилено
error-cross-site-text = Цю форму надіслано з іншого сайту. Знову відкрийте сторінку входу й надішліть форму звідти.

error-unavailable-title = Спробуйте трохи згодом
error-unavailable-text = Сервіс входу перевантажений або недоступний. Спробуйте ще раз за мить.
error-failed-title = Щось пішло не так
error-failed-text = Не вдалося завершити вхід. Спробуйте ще раз.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Знати, хто ви
scope-email = Бачити вашу адресу електронної пошти
scope-profile = Бачити ваш профіль: ім’я, фото, номер телефону й країну
scope-authorization = Бачити ваш профіль і сеанси, у яких ви ввійшли
scope-organizations = Бачити організації, до яких ви належите, і ваші ролі в них
scope-api = Використовувати { $api } від вашого імені

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }, введіть код із застосунку автентифікації або код відновлення чи скористайтеся ключем доступу.
page-second-step-passkey = { $purpose }, скористайтеся ключем доступу.
page-second-step-code = { $purpose }, введіть код із застосунку автентифікації або один зі своїх кодів відновлення.
page-second-step-use-passkey = Використати ключ доступу

## Login page

page-login-title = Вхід
page-login-email = Електронна пошта
page-login-password = Пароль
page-login-button = Увійти
page-login-with-provider = Увійти через { $provider }
page-login-passkey = Увійти за допомогою ключа доступу
page-login-forgot = Забули пароль?
page-login-organization = Увійти через свою організацію
page-organization-title = Вхід через організацію
page-organization-lead = Введіть робочу адресу електронної пошти або ID своєї організації, щоб продовжити вхід через неї.
page-organization-field = Робоча пошта або ID організації
page-organization-button = Продовжити
page-organization-unknown = Жодна організація не забезпечує вхід для цієї адреси чи ID. Перевірте введене або увійдіть за допомогою адреси електронної пошти й пароля.
login-sso-required = Вхід для вас забезпечує ваша організація: скористайтеся входом через неї.
login-sso-required-named = Вхід для вас забезпечує організація { $organization }: скористайтеся її входом нижче.
page-login-new-here = Уперше тут?
page-login-create-account = Створити обліковий запис

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Під’єднання пристрою
page-device-code-lead = Введіть код, показаний на вашому телевізорі, ігровій консолі чи іншому пристрої.
page-device-code-label = Код
page-device-code-button = Продовжити
page-device-confirm-heading = Під’єднати { $client }?
page-device-confirm-lead = Пристрій, на якому показано код { $code }, просить дозволу використовувати ваш обліковий запис { $email }. Дозвольте, лише якщо ви самі розпочали цю дію на тому пристрої.
page-device-confirm-able = Застосунок зможе:
page-device-confirm-deny = Відхилити
page-device-confirm-allow = Дозволити

## Account page

page-account-title = Ваш обліковий запис
page-account-signed-in-as = Ви ввійшли як { $email }
page-account-signed-in-as-unconfirmed = Ви ввійшли як { $email } (адресу ще не підтверджено: перегляньте лист, який ми надіслали)
page-account-sessions-heading = Де ви ввійшли
page-account-session-app = застосунок { $package }
page-account-this-browser = Цей браузер
page-account-sign-out-session = Вийти
page-account-sign-out-others = Вийти на всіх інших пристроях
page-account-profile-heading = Профіль
page-account-profile-save = Зберегти профіль
page-account-password-heading = Пароль
page-account-current-password = Поточний пароль
page-account-new-password = Новий пароль (щонайменше 10 символів)
page-account-password-change = Змінити пароль
page-account-email-heading = Адреса електронної пошти
page-account-email-explain = На нову адресу буде надіслано посилання; щойно за ним перейдуть, обліковий запис буде перенесено на неї. Доти ви входите з поточною адресою.
page-account-new-email = Нова адреса електронної пошти
page-account-email-password = Пароль
page-account-email-change = Змінити адресу електронної пошти
page-account-data-heading = Ваші дані
page-account-data-explain = Усе, що цей сервіс зберігає про ваш обліковий запис (профіль, сеанси з пристроями та місцезнаходженням, прив’язані сервіси входу, другі фактори, події безпеки, що стосуються вас), в одному файлі JSON. У ньому немає ні пароля, ні секретів.
page-account-data-download = Завантажити свої дані
page-account-delete-heading = Видалення облікового запису
page-account-delete-explain = Видаляє ваш профіль, сеанси, другі фактори й прив’язані сервіси входу та виконує вихід на всіх пристроях.
page-account-delete-link = Видалити обліковий запис

## Sign-out confirmation

page-logout-title = Вихід
page-logout-question = Вийти з облікового запису в цьому браузері?
page-logout-button = Вийти

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Введіть пароль.
rule-password-too-short = { $min ->
    [one] Пароль має містити щонайменше { $min } символ.
    [few] Пароль має містити щонайменше { $min } символи.
    [many] Пароль має містити щонайменше { $min } символів.
   *[other] Пароль має містити щонайменше { $min } символів.
}
rule-password-too-long = { $max ->
    [one] Пароль може містити щонайбільше { $max } символ.
    [few] Пароль може містити щонайбільше { $max } символи.
    [many] Пароль може містити щонайбільше { $max } символів.
   *[other] Пароль може містити щонайбільше { $max } символів.
}
rule-password-is-email = Пароль не може збігатися з адресою електронної пошти.
rule-password-refused = Цей пароль не можна використати. Виберіть інший.
rule-email-invalid = Введіть адресу електронної пошти, на яку можна отримувати листи, наприклад name@example.com.
rule-email-same = Це вже адреса цього облікового запису.
rule-field-invalid = Одне з полів задовге або містить недозволені символи.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = назва клієнта має містити від 1 до 200 символів
rule-client-name-characters = назва клієнта не може містити керівних символів або символів форматування напрямку тексту
rule-resource-server-confidential = сервер ресурсів має бути конфіденційним клієнтом
rule-client-credentials-confidential = для client_credentials потрібен конфіденційний клієнт
rule-public-client-secret = публічний клієнт не має секрету
rule-shared-signals-confidential = одержувач Shared Signals має бути конфіденційним клієнтом
rule-organization-for-receivers = до організації прив’язується лише одержувач Shared Signals
rule-profile-field-length = поля профілю можуть містити до { $max } символів
rule-profile-field-characters = поля профілю не можуть містити керівних символів або символів форматування напрямку тексту
rule-unknown-event-type = невідомий тип події «{ $name }»; відомі типи: { $known }
rule-no-event-type = потрібно вказати принаймні один тип події
rule-secret-prefix = секрет має починатися з whsec_
rule-secret-encoding = секрет має починатися з whsec_ і бути в кодуванні base64
rule-secret-length = секрет має містити від 24 до 64 байтів
rule-delivery-status = status має бути pending, delivered або failed
rule-not-a-timestamp = { $name } має бути позначкою часу у форматі RFC 3339
rule-not-a-user-id = user має бути ID користувача
rule-not-an-email = email має бути адресою електронної пошти
rule-unknown-audit-type = невідомий тип події
rule-unknown-cursor = cursor видано не цим API
rule-page-size = limit має бути від 1 до 500
rule-no-scope = потрібна принаймні одна область доступу
rule-undefined-scopes = API визначає лише такі області доступу: { $scopes }
rule-role-name = роль має бути admin, support, viewer або none
rule-already-verified = адресу вже підтверджено

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = Щоб перейти до { $client }
login-failed-title = Не вдалося ввійти
login-malformed-link = Посилання для входу має неправильний формат.
login-request-missing-client = У запиті не вказано застосунок.
login-request-unknown-client = Цей застосунок не зареєстровано, або його вимкнено.
login-request-missing-redirect-uri = У запиті не вказано, куди повернутися (redirect_uri).
login-request-unregistered-redirect-uri = Цей redirect_uri не зареєстровано для цього застосунку.
login-request-state-too-long = Параметр state задовгий.
login-request-invalid = Запит на вхід недійсний.

## Signing out of the browser.

login-signout-failed-title = Не вдалося вийти
login-signout-malformed-link = Посилання для виходу має неправильний формат.
login-signed-out-title = Ви вийшли
login-signed-out-text = Ви вийшли з облікового запису в цьому браузері.

## The second step after a password, and an app that needs one.

second-step-title = Двоетапний вхід
second-step-code-label = Код
second-step-continue = Продовжити
second-step-enrol-title = Налаштуйте другий фактор
second-step-enrol-text = { $client } вимагає двофакторного входу. Налаштуйте застосунок автентифікації або ключ доступу на сторінці свого облікового запису, а потім знову увійдіть у { $client }.
second-step-enrol-link = Відкрити сторінку облікового запису

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Застосунок автентифікації
second-step-app-on = { $count ->
    [one] Застосунок автентифікації налаштовано; залишився { $count } невикористаний код відновлення.
    [few] Застосунок автентифікації налаштовано; залишилося { $count } невикористані коди відновлення.
    [many] Застосунок автентифікації налаштовано; залишилося { $count } невикористаних кодів відновлення.
   *[other] Застосунок автентифікації налаштовано; залишилося { $count } невикористаних кодів відновлення.
}
second-step-app-remove = Видалити застосунок автентифікації
second-step-app-intro = Коди із застосунку, як-от Google Authenticator або 1Password, які запитуються після пароля.
second-step-app-set-up = Налаштувати застосунок автентифікації
second-step-app-qr-label = QR-код для вашого застосунку автентифікації
second-step-app-setup-title = Налаштування застосунку автентифікації
second-step-app-setup-lead = Відскануйте код застосунком автентифікації, а потім введіть шість цифр, які він покаже.
second-step-app-setup-key = Або введіть у застосунку цей ключ:
second-step-app-code-label = Код із застосунку
second-step-app-turn-on = Увімкнути
second-step-app-cancel = Скасувати
second-step-recovery-title = Збережіть коди відновлення
second-step-recovery-lead = Застосунок автентифікації ввімкнено. Кожен із цих кодів дає змогу один раз увійти, якщо ви втратите телефон. Зберігайте їх у надійному місці: більше їх не буде показано.
second-step-recovery-back = Повернутися до облікового запису

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Увійти за допомогою ключа доступу
passkey-not-used = Ключ доступу не використано. Спробуйте ще раз або скористайтеся паролем.
passkey-section-heading = Ключі доступу
passkey-section-intro = Ключ доступу дає змогу входити за допомогою відбитка пальця, розпізнавання обличчя або блокування екрана замість пароля.
passkey-rename-label = Нова назва
passkey-rename-button = Перейменувати
passkey-remove-button = Видалити
passkey-new-name-label = Назва нового ключа доступу
passkey-new-name-placeholder = Цей ноутбук
passkey-add-button = Додати ключ доступу
passkey-already-registered = Цей ключ доступу вже зареєстровано.
passkey-not-added = Ключ доступу не додано. Спробуйте ще раз.

## The consent screen.

consent-heading = Дозволити застосунку { $client } використовувати ваш обліковий запис?
consent-lead = Ви ввійшли як { $account }. { $client } — застосунок стороннього розробника; він просить дозволу:
consent-revoke-note = Ви будь-коли можете скасувати його доступ на сторінці свого облікового запису.
consent-deny = Відхилити
consent-allow = Дозволити
consent-title = Надати доступ застосунку { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = Щоб під’єднати пристрій до свого облікового запису
device-code-unknown = Код неправильний, термін його дії минув або його вже використано. Перевірте код на пристрої та спробуйте ще раз.
device-code-throttled = Забагато неправильних кодів. Зачекайте кілька хвилин і спробуйте ще раз.
device-code-form-expired = Термін дії цієї форми минув. Введіть код ще раз.
device-connected-title = Пристрій під’єднано
device-connected-text = { $client } тепер під’єднано до вашого облікового запису. Можете повернутися до свого пристрою.
device-denied-title = Запит відхилено
device-denied-text = { $client } не під’єднано. Цю сторінку можна закрити.
device-two-factors-title = Потрібен двофакторний вхід
device-two-factors-text = { $client } вимагає двофакторного входу. На сторінці свого облікового запису увійдіть за допомогою другого фактора (або налаштуйте його), а потім знову введіть тут код.
device-two-factors-link = Відкрити сторінку облікового запису

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Не вдалося прив’язати
upstream-link-from-account-page = Прив’яжіть сервіс входу кнопкою на сторінці свого облікового запису.
upstream-link-expired = Термін дії цієї сторінки минув. Поверніться на сторінку облікового запису, оновіть її та спробуйте ще раз.
upstream-unknown-provider = Такого сервісу входу немає.
upstream-bad-state = Цей вхід уже використано, термін його дії минув або його почато в іншому браузері. Поверніться до застосунку й увійдіть ще раз.
upstream-denied = Сервіс входу не дозволив вам увійти. Поверніться до застосунку й спробуйте ще раз.
upstream-refused = Не вдалося прийняти відповідь сервісу входу. Поверніться до застосунку й увійдіть ще раз.
upstream-unavailable = Не вдалося зв’язатися із сервісом входу. Спробуйте ще раз за мить або увійдіть іншим способом.
upstream-email-taken = Обліковий запис із цією адресою електронної пошти вже існує. Увійдіть у нього за допомогою пароля або ключа доступу, а потім прив’яжіть цей сервіс на сторінці облікового запису.
upstream-outside-domains = Вхід через вашу організацію доступний лише для адрес із її власних підтверджених доменів.
upstream-unconfirmed-account = Обліковий запис із цією адресою електронної пошти існує, але його адресу так і не підтвердили. Підтвердьте її (або скиньте пароль), а потім знову увійдіть через свою організацію.
upstream-operator-account = Цей обліковий запис має роль у консолі операторів: він входить за допомогою власного пароля й другого фактора, а не через вхід організації.
upstream-registration-closed = Цей обліковий запис тут невідомий, а створення нових облікових записів закрито. Попросіть оператора створити вам обліковий запис.
upstream-no-email = Сервіс входу не надав адресу електронної пошти, а вона потрібна для нового облікового запису.
upstream-unverified-email = Сервіс входу не підтвердив, що ця адреса електронної пошти ваша, тому створити з нею обліковий запис не можна. Створіть обліковий запис зі своєю адресою електронної пошти, а потім прив’яжіть сервіс на сторінці облікового запису.
upstream-linked-elsewhere = Цей спосіб входу вже прив’язано до іншого облікового запису.
upstream-already-linked = Ваш обліковий запис уже прив’язано до цього сервісу, але з іншим обліковим записом у ньому. Спершу відв’яжіть його.
upstream-disabled = Цей обліковий запис вимкнено.
upstream-reauthenticate = Увійдіть ще раз на сторінці облікового запису, а потім прив’яжіть сервіс.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Створення облікового запису
signup-lead = Ми надішлемо вам лист, щоб підтвердити вашу адресу.
signup-email = Електронна пошта
signup-password = Пароль (щонайменше 10 символів)
signup-name = Ім’я (необов’язково)
signup-button = Створити обліковий запис
signup-closed-title = Реєстрацію закрито
signup-closed-text = Нові облікові записи створює оператор цього сервісу. Зверніться до нього.
signup-sent-title = Перевірте пошту
signup-sent-text = Ми надіслали лист для підтвердження вашої адреси. Перейдіть за посиланням у ньому; увійти можна вже зараз.
signup-sent-continue-text = Ми надіслали лист для підтвердження вашої адреси. Ви можете ввійти й продовжити вже зараз.
signup-sent-continue = Увійти й продовжити

## Address confirmation page (opened from the mailed link)

verify-title = Підтвердьте адресу електронної пошти
verify-lead = Підтвердьте, що ця адреса електронної пошти належить вам, щоб ваш обліковий запис міг її використовувати. Якщо ви не створювали тут обліковий запис і не змінювали його адресу, не підтверджуйте: просто закрийте цю сторінку.
verify-button = Підтвердити мою адресу
verify-done-title = Адресу електронної пошти підтверджено
verify-done-text = Дякуємо: вашу адресу електронної пошти підтверджено. Цю сторінку можна закрити.

## Password reset request page

forgot-title = Забули пароль?
forgot-lead = Введіть адресу електронної пошти. Якщо з нею пов’язано обліковий запис, ми надішлемо вам посилання для встановлення нового пароля.
forgot-email = Електронна пошта
forgot-button = Надіслати посилання
forgot-sent-title = Перевірте пошту
forgot-sent-text = Якщо з цією адресою пов’язано обліковий запис, на неї вже надсилається лист із посиланням для встановлення нового пароля. Посилання дійсне 30 хвилин.

## New password page (opened from the mailed link)

reset-title = Встановлення нового пароля
reset-lead = Виберіть пароль завдовжки від 10 до 256 символів. Ви вийдете з облікового запису на всіх пристроях.
reset-password = Новий пароль
reset-button = Встановити пароль
reset-done-title = Пароль встановлено
reset-done-text = Новий пароль встановлено, і ви вийшли з облікового запису на всіх пристроях. Увійдіть знову з новим паролем.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Ваш профіль збережено.
account-password-changed = Пароль змінено; на всіх інших пристроях виконано вихід.
account-email-requested = Якщо цю адресу можна використати, на неї вже надсилається посилання для підтвердження: адреса зміниться, щойно за ним перейдуть.
account-session-signed-out = Цей сеанс завершено.
account-others-signed-out = Усі інші сеанси завершено.
account-console-needs-factor = Для консолі оператора потрібен другий фактор: додайте нижче застосунок автентифікації або ключ доступу, а потім знову увійдіть за його допомогою.
account-form-expired = Термін дії цієї форми минув. Спробуйте ще раз.
account-login-lead = Щоб переглянути й змінити свій обліковий запис
account-sign-in-again-lead = Увійдіть ще раз, щоб змінити способи входу
account-sign-in-again = З міркувань безпеки увійдіть ще раз (із другим фактором, якщо він у вас є), перш ніж додавати чи видаляти спосіб входу.
account-second-step-purpose = Щоб відкрити свій обліковий запис
account-profile-name = Ім’я
account-profile-mobile = Номер мобільного телефону
account-profile-picture = URL фото
account-profile-country-code = Код країни
account-profile-country = Країна
account-profile-city = Місто
account-profile-postal-code = Поштовий індекс
account-session-unknown-device = Невідомий пристрій
account-session-unknown-app = невідомий застосунок
account-session-when = Вхід: { $since } · остання активність: { $active }
account-provider-not-linked = Цей сервіс входу не прив’язано до вашого облікового запису.
account-last-sign-in-method = Це єдиний спосіб входу у ваш обліковий запис. Спершу додайте ключ доступу або встановіть пароль (Забули пароль?).
account-session-gone = Цей сеанс уже завершено.
account-wrong-password = Поточний пароль неправильний.
account-too-many-passwords = Забагато неправильних паролів. Зачекайте кілька хвилин і спробуйте ще раз.
account-unknown-action = Ця сторінка не підтримує такої дії.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Застосунок автентифікації видалено.
factors-passkey-added = Ключ доступу додано: відтепер ви можете входити за його допомогою.
factors-passkey-renamed = Ключ доступу перейменовано.
factors-passkey-removed = Ключ доступу видалено.
factors-passkey-added-on = Додано { $date }
factors-passkey-last-used = востаннє використано { $date }
factors-passkey-synced = синхронізовано
factors-wrong-code = Код неправильний. Перевірте годинник на пристрої із застосунком і введіть код, який він показує зараз.
factors-too-many-codes = Забагато неправильних кодів. Зачекайте кілька хвилин і спробуйте ще раз.
factors-totp-already = Застосунок автентифікації вже налаштовано.
factors-totp-nothing-pending = Зараз жоден застосунок автентифікації не налаштовується. Почніть спочатку.
factors-totp-not-set-up = Застосунок автентифікації не налаштовано.
factors-passkey-registered = Цей ключ доступу вже зареєстровано.
factors-passkey-too-many = У вашому обліковому записі вже максимальна кількість ключів доступу: спершу видаліть один із них.
factors-passkey-too-many-attempts = Забагато спроб. Зачекайте кілька хвилин і спробуйте ще раз.
factors-passkey-name-length = Назва ключа доступу має містити від 1 до 64 символів.
factors-passkey-not-yours = Цей ключ доступу вам більше не належить.
factors-passkey-not-added = Не вдалося додати ключ доступу, або це тривало задовго. Спробуйте ще раз.
factors-page-expired = Термін дії сторінки минув; оновіть її.
factors-sign-in-again = Увійдіть ще раз.
factors-passkeys-unavailable = Ключі доступу недоступні на цьому сервері.
factors-sign-in-to-add = Увійдіть ще раз, щоб додати ключ доступу.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Вхід через інший обліковий запис
links-linked = Сервіс входу прив’язано: відтепер ви можете входити через нього в цей обліковий запис.
links-unlinked = Сервіс входу відв’язано.
links-linked-on = прив’язано { $date }
links-unlink = Відв’язати
links-link = Прив’язати { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Застосунки з доступом
apps-allowed-on = дозволено { $date }
apps-remove = Скасувати доступ
apps-removed = Доступ застосунку скасовано, а його сеанси завершено.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Видалення облікового запису
delete-explain-lead = Ви можете самостійно видалити свій обліковий запис і все, що про нього зберігається.
delete-explain-sign-in = Увійдіть: за допомогою пароля, ключа доступу або сервісу, через який ви зареєструвалися («Увійти через …»).
delete-explain-confirm = Підтвердьте, що обліковий запис потрібно видалити.
delete-explain-what = Що видаляється: ваш профіль (ім’я, адреса електронної пошти, номер телефону, фото, місцезнаходження), ваш пароль, усі сеанси разом із записаними для них пристроями й місцезнаходженням, другі фактори, ключі доступу, прив’язані сервіси входу й усі токени, видані застосункам. На всіх пристроях буде виконано вихід. Журнал безпеки зберігає записи про вас під випадковим іменем, без IP-адрес, не довше ніж { $days ->
        [one] { $days } день
        [few] { $days } дні
        [many] { $days } днів
       *[other] { $days } днів
    }.
delete-explain-now = Коли: одразу. Підтвердження надійде на вашу адресу електронної пошти.
delete-explain-later = Коли: через { $days ->
        [one] { $days } день
        [few] { $days } дні
        [many] { $days } днів
       *[other] { $days } днів
    } після запиту; якщо ви ввійдете раніше, обліковий запис збережеться. Підтвердження надійде на вашу адресу електронної пошти.
delete-explain-apps = Застосунки також можуть видалити обліковий запис у своїх налаштуваннях.
delete-explain-link = Увійти й видалити обліковий запис
delete-login-lead = Щоб видалити свій обліковий запис
delete-confirm-what = Буде видалено ваш профіль, сеанси, другі фактори, ключі доступу й прив’язані сервіси входу, а на всіх пристроях буде виконано вихід.
delete-confirm-later = Обліковий запис буде видалено через { $days ->
        [one] { $days } день
        [few] { $days } дні
        [many] { $days } днів
       *[other] { $days } днів
    }; якщо ви ввійдете раніше, він збережеться.
delete-confirm-now = Цю дію не можна скасувати.
delete-confirm-check = Видалити мій обліковий запис і все, що про нього зберігається
delete-confirm-button = Видалити мій обліковий запис
delete-confirm-keep = Залишити мій обліковий запис
delete-done-title = Обліковий запис видалено
delete-done = Ваш обліковий запис і все, що про нього зберігалося, видалено. Підтвердження вже надсилається на вашу адресу електронної пошти.
delete-scheduled-title = Видалення облікового запису заплановано
delete-scheduled = Усі сеанси завершено. Ваш обліковий запис буде видалено { $date }; щоб зберегти його, увійдіть до цієї дати.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Мова
account-language-help = Мова сторінок цього облікового запису й листів, які на нього надсилаються.
account-language-save = Зберегти мову
account-language-saved = Мову збережено.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Консоль
console-nav-signed-in = Консоль · ви ввійшли як { $email } ({ $role })
console-nav-your-account = Ваш обліковий запис
console-nav-label = Консоль
console-nav-overview = Огляд
console-nav-users = Користувачі
console-nav-organizations = Організації
console-nav-clients = Клієнти
console-nav-apis = API
console-nav-webhooks = Вебхуки
console-nav-audit = Журнал аудиту
console-nav-keys = Ключі
console-nav-settings = Налаштування

console-frame-role-admin = адміністратор
console-frame-role-support = підтримка
console-frame-role-viewer = спостерігач
console-frame-role-none = немає
console-frame-table-empty = { $caption }: немає.
console-frame-age-days = { $count ->
    [one] { $count } день
    [few] { $count } дні
    [many] { $count } днів
   *[other] { $count } днів
}
console-frame-age-hours = { $count ->
    [one] { $count } година
    [few] { $count } години
    [many] { $count } годин
   *[other] { $count } годин
}
console-frame-age-minutes = { $count ->
    [one] { $count } хвилина
    [few] { $count } хвилини
    [many] { $count } хвилин
   *[other] { $count } хвилин
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Ваша роль у консолі не дає доступу до цієї сторінки. Якщо вона вам потрібна, зверніться до адміністратора.
console-gate-form-expired = Термін дії цієї форми минув, або її надіслано не з консолі. Відкрийте сторінку знову й повторіть дію.
console-gate-change-not-allowed = Ваша роль у консолі не дозволяє цієї зміни.
console-gate-no-role = Ваш обліковий запис не має ролі в консолі. Її може надати адміністратор.
console-gate-not-allowed-title = Не дозволено
console-gate-not-found-title = Не знайдено
console-gate-not-done-title = Не виконано
console-gate-sign-in-again-lead = Увійдіть ще раз із другим фактором, щоб відкрити консоль
console-gate-needs-second-factor = Для консолі потрібен вхід із другим фактором (застосунком автентифікації або ключем доступу).
console-gate-no-such-user = Такого користувача немає.
console-gate-no-such-client = Такого клієнта немає.
console-gate-no-such-api = Такого API немає.
console-gate-no-such-webhook = Такого вебхука немає.
console-gate-no-such-delivery = Такої доставки немає.
console-gate-no-such-session = Такого сеансу немає.
console-gate-no-such-link = Такої прив’язки немає.
console-gate-no-such-organization = Такої організації немає.
console-gate-no-such-domain = Такого домену немає.
console-gate-no-such = Не знайдено: { $what }.
console-gate-duplicate-email = Користувач із такою адресою електронної пошти вже існує.
console-gate-last-sign-in-method = Ця прив’язка — останній спосіб входу в обліковий запис: спершу встановіть пароль.
console-gate-api-exists = API з таким ідентифікатором уже існує.
console-gate-disable-client-first = Перш ніж видалити клієнта, вимкніть його.

## The console's overview page.

console-overview-title = Огляд
console-overview-find-user = Знайти користувача
console-overview-accounts = Облікові записи
console-overview-live-sessions = Активні сеанси
console-overview-sign-ins = Входи за 24 год
console-overview-failed-sign-ins = Невдалі входи за 24 год
console-overview-lockouts = Активні блокування
console-overview-failing-deliveries = Невдалі доставки вебхуків
console-overview-chart-heading = Входи за останні 24 години
console-overview-counted = Підраховано { $at } (дані не старші за хвилину).
console-overview-chart-label = Входи по годинах за останні 24 години: успішних — { $succeeded }, невдалих — { $failed }
console-overview-chart-hour = { $time }: успішних — { $succeeded }, невдалих — { $failed }
console-overview-chart-start = 24 год тому
console-overview-chart-end = зараз
console-overview-legend-succeeded = успішні ({ $count })
console-overview-legend-failed = невдалі ({ $count })
console-overview-keys-heading = Ключі підпису
console-overview-keys-caption = Ключі підпису, спершу найновіші
console-overview-key = Ключ
console-overview-algorithm = Алгоритм
console-overview-state = Стан
console-overview-age = Вік
console-overview-signing-for = Підписує вже
console-overview-key-pending = очікує
console-overview-key-active = активний
console-overview-key-retired = виведений з ужитку
console-overview-keys-link = Ключі та ротація

## The console's users list.

console-users-title = Користувачі
console-users-deleted = Користувача видалено.
console-users-search-label = Адреса, ім’я або ID користувача
console-users-search = Шукати
console-users-search-help = Адреси шукаються від початку, імена — від початку будь-якого слова; ID — лише повністю.
console-users-caption = Користувачі, спершу найдавніші
console-users-matching = Користувачі за запитом «{ $query }»
console-users-address = Адреса
console-users-name = Ім’я
console-users-verified = Підтверджено
console-users-state = Стан
console-users-created = Створено
console-users-yes = так
console-users-no = ні
console-users-enabled = увімкнено
console-users-disabled = вимкнено
console-users-next-page = Наступна сторінка

## The console's page of one user.

console-user-done-disabled = Користувача вимкнено: усі сеанси завершено.
console-user-done-enabled = Користувача ввімкнено: він знову може входити.
console-user-done-signed-out = Усі сеанси користувача завершено.
console-user-done-session-ended = Сеанс завершено.
console-user-done-factors-reset = Другі фактори користувача видалено; його повідомлено листом.
console-user-done-verification-sent = Лист для підтвердження вже надсилається.
console-user-done-role = Роль змінено.
console-user-why-heading = Чому цей користувач не може ввійти?
console-user-nothing-stops = Зараз ніщо не заважає цьому користувачу ввійти.
console-user-reason-disabled = Обліковий запис вимкнув оператор.
console-user-reason-unverified = Адресу не підтверджено: вхід за паролем відхиляється, доки не використано посилання з листа для підтвердження.
console-user-reason-locked-password = Вхід заблоковано після введення неправильних паролів з адреси { $ip } до { $until } (близько { $minutes } хв; обмеження частоти входу).
console-user-reason-locked-second-step = Другий етап заблоковано після неправильних кодів до { $until } (близько { $minutes } хв; обмеження частоти для другого фактора).
console-user-reason-passkey-only = Обліковий запис не має пароля: вхід лише за допомогою ключа доступу (або після скидання пароля).
console-user-reason-providers-only = Обліковий запис не має пароля: вхід лише через { $providers } (або після скидання пароля).
console-user-reason-second-factor-due = Другий фактор не налаштовано, а для { $clients } потрібен двофакторний вхід: користувач має спершу додати його.
console-user-reason-deletion-scheduled = Користувач попросив видалити обліковий запис: його буде видалено { $date }, якщо користувач не ввійде раніше.
console-user-profile = Профіль
console-user-id = ID користувача
console-user-address = Адреса
console-user-verified = Підтверджено
console-user-state = Стан
console-user-name = Ім’я
console-user-mobile = Мобільний
console-user-place = Місцезнаходження
console-user-created = Створено
console-user-console-role = Роль у консолі
console-user-sessions = Сеанси
console-user-sessions-caption = Активні сеанси, спершу найновіші
console-user-device = Пристрій
console-user-ip-and-place = IP і місцезнаходження
console-user-signed-in = Вхід
console-user-last-active = Остання активність
console-user-methods = Способи
console-user-end-column = Завершення
console-user-end-session = Завершити
console-user-unknown-device = Невідомий пристрій
console-user-second-factors = Другі фактори
console-user-authenticator-app = Застосунок автентифікації
console-user-recovery-codes-left = Залишилося кодів відновлення
console-user-passkeys = Ключі доступу
console-user-factor-none = немає
console-user-totp-since = з { $date }
console-user-providers-and-apps = Сервіси входу й застосунки
console-user-links-caption = Прив’язані сервіси входу
console-user-provider = Сервіс входу
console-user-address-given = Надана адреса
console-user-linked = Прив’язано
console-user-consents-caption = Згоди для сторонніх застосунків
console-user-client = Клієнт
console-user-scopes = Області доступу
console-user-allowed = Дозволено
console-user-recent-events = Останні події
console-user-events-caption = Найновіші події аудиту щодо користувача
console-user-when = Коли
console-user-type = Тип
console-user-actor = Виконавець
console-user-ip = IP
console-user-every-event = Усі події щодо користувача
console-user-actions = Дії
console-user-disable = Вимкнути
console-user-enable = Увімкнути
console-user-sign-out-everywhere = Завершити всі сеанси
console-user-resend-verification = Надіслати лист для підтвердження ще раз
console-user-reset-factors = Скинути другі фактори
console-user-reset-factors-confirm = Видалити застосунок автентифікації, коди відновлення й ключі доступу
console-user-delete = Видалити користувача
console-user-delete-confirm = Видалити цей обліковий запис і все, що з ним пов’язано, негайно
console-user-role-heading = Роль у консолі
console-user-role-label = Роль
console-user-set-role = Призначити роль
console-user-role-help = Спостерігачі бачать усі сторінки; підтримка також вимикає та вмикає користувачів, завершує їхні сеанси, скидає їхні другі фактори й повторно надсилає листи для підтвердження; адміністратори можуть усе.
console-user-unknown-action = Ця сторінка не підтримує такої дії.
console-user-not-on-this-user = Не для цього користувача: оператори нижче адміністратора діють лише щодо користувачів без ролі, і ніхто не може змінити тут власну роль, стан, фактори чи обліковий запис.
console-user-tick-to-confirm = Поставте позначку для підтвердження й повторіть дію.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Клієнти
console-client-list-caption = Клієнти, спершу найдавніші
console-client-name = Назва
console-client-kind = Тип
console-client-state = Стан
console-client-registered = Зареєстровано
console-client-kind-public = публічний
console-client-kind-confidential = конфіденційний
console-client-state-enabled = увімкнено
console-client-state-disabled = вимкнено
console-client-register-heading = Реєстрація клієнта
console-client-register = Зареєструвати
console-client-registered-notice = Клієнта зареєстровано.
console-client-deleted = Клієнта видалено.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI переспрямування, по одному в рядку
console-client-scopes-field = Області доступу (якщо порожньо: openid email profile authorization)
console-client-package-names-field = Назви пакетів Android, по одній у рядку
console-client-app-origins-field = Джерела застосунків для ключів доступу, по одному в рядку
console-client-logout-uri-field = URI виходу через зворотний канал (back-channel logout)
console-client-organization-field = Організація одержувача Shared Signals (slug або id)
console-client-flag-public = Публічний (браузерний або нативний застосунок: без секрету, PKCE)
console-client-flag-resource-server = Сервер ресурсів (може перевіряти токени через інтроспекцію)
console-client-flag-client-credentials = Може отримувати токени для себе (client_credentials)
console-client-flag-rotate-refresh-tokens = Ротація токенів оновлення
console-client-flag-require-mfa = Лише двофакторний вхід
console-client-flag-require-par = Лише запити PAR (pushed authorization requests)
console-client-flag-third-party = Сторонній: спершу користувачі дають згоду
console-client-flag-shared-signals = Одержувач Shared Signals: отримує потік подій безпеки

## Console: one client's page

console-client-saved = Налаштування клієнта збережено.
console-client-disabled-notice = Клієнта вимкнено: його токени більше не проходять перевірку.
console-client-granted = Дозвіл збережено.
console-client-secret-replaced = Секрет замінено.
console-client-secret-heading = Секрет клієнта
console-client-secret-once = Скопіюйте його зараз: його показано лише цей раз і більше не буде (зберігається тільки його хеш).
console-client-settings-heading = Налаштування
console-client-yes = так
console-client-no = ні
console-client-redirect-uris = URI переспрямування
console-client-scopes = Області доступу
console-client-resource-server = Сервер ресурсів
console-client-two-factor-only = Лише двофакторний вхід
console-client-par-only = Лише PAR
console-client-third-party = Сторонній
console-client-shared-signals = Одержувач Shared Signals
console-client-changed = Змінено
console-client-grants-heading = Дозволи на API
console-client-grants-caption = API, які цей клієнт може викликати від власного імені
console-client-api = API
console-client-api-identifier = Ідентифікатор API
console-client-grant = Надати
console-client-actions-heading = Дії
console-client-rotate-secret = Замінити секрет
console-client-rotate-secret-confirm = Замінити секрет: старий одразу перестане діяти
console-client-disable = Вимкнути
console-client-disable-confirm = Вимкнути клієнта: його токени перестануть проходити перевірку
console-client-delete = Видалити
console-client-delete-confirm = Видалити клієнта з усім, що йому видано
console-client-edit-heading = Редагування
console-client-save = Зберегти
console-client-confirm-first = Поставте позначку для підтвердження й повторіть дію.
console-client-unknown-action = Ця сторінка не підтримує такої дії.

## Console: the APIs page

console-api-title = Інтерфейси API
console-api-list-caption = API (індикатори ресурсів)
console-api-identifier = Ідентифікатор
console-api-scopes = Області доступу
console-api-registered-column = Зареєстровано
console-api-register-heading = Реєстрація API
console-api-identifier-field = Ідентифікатор (URL https)
console-api-scopes-field = Області доступу, через пробіл
console-api-register = Зареєструвати
console-api-registered = API зареєстровано.

## Console: the webhooks page

console-webhook-title = Вебхуки
console-webhook-list-caption = Кінцеві точки вебхуків
console-webhook-endpoint = Кінцева точка (її доставки)
console-webhook-events = Події
console-webhook-registered-column = Зареєстровано
console-webhook-remove = Видалити
console-webhook-remove-confirm = Припинити доставку на цю кінцеву точку
console-webhook-secret-heading = Секрет підпису
console-webhook-secret-once = Передайте його одержувачу зараз: його показано лише цей раз.
console-webhook-register-heading = Реєстрація кінцевої точки
console-webhook-url = URL-адреса
console-webhook-events-field = Типи подій, через пробіл
console-webhook-register = Зареєструвати
console-webhook-registered = Кінцеву точку зареєстровано.
console-webhook-removed = Кінцеву точку видалено.
console-webhook-confirm-first = Поставте позначку для підтвердження й повторіть дію.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Доставки
console-webhook-deliveries-caption = Доставки, спершу найновіші
console-webhook-delivery = Доставка
console-webhook-event = Подія
console-webhook-status = Статус
console-webhook-attempts = Спроби
console-webhook-last-error = Остання помилка
console-webhook-replay = Повторити
console-webhook-replayed = Доставку знову поставлено в чергу.
console-webhook-status-pending = очікує
console-webhook-status-delivered = доставлено
console-webhook-status-failed = помилка

## Console: the audit trail

console-audit-title = Журнал аудиту
console-audit-user-id = ID користувача
console-audit-address = Адреса
console-audit-type = Тип
console-audit-since = Від (RFC 3339)
console-audit-until = До (RFC 3339)
console-audit-any-type = будь-який
console-audit-filter = Фільтрувати
console-audit-caption = Події, спершу найновіші
console-audit-when = Коли
console-audit-type-column = Тип
console-audit-actor = Виконавець
console-audit-user = Користувач
console-audit-client = Клієнт
console-audit-ip = IP
console-audit-older = Давніші події

## Console: the signing keys

console-keys-title = Ключі
console-keys-caption = Набір ключів, спершу найновіші
console-keys-key = Ключ
console-keys-algorithm = Алгоритм
console-keys-state = Стан
console-keys-made = Створено
console-keys-age = Вік
console-keys-signing-since = Підписує з
console-keys-retired = Виведено з ужитку
console-keys-state-pending = очікує
console-keys-state-active = активний
console-keys-state-retired = виведений з ужитку
console-keys-rotate-heading = Ротація
console-keys-rotate-help = Ротація відбувається у два кроки: перший публікує новий ключ id_token у JWKS, другий робить його ключем підпису (і замінює ключ access-token). Старі ключі придатні для перевірки, доки не спливе термін дії останнього їхнього токена.
console-keys-rotate = Виконати ротацію
console-keys-rotate-confirm = Виконати ротацію ключів підпису
console-keys-published = Новий ключ id_token опубліковано: наступна ротація зробить його ключем підпису.
console-keys-activated = Опублікований ключ тепер підписує id_token; створено новий ключ access-token.
console-keys-not-done = Не виконано
console-keys-confirm-first = Поставте позначку для підтвердження й повторіть дію.

## Console: the settings

console-settings-title = Налаштування
console-settings-effective-heading = Чинна конфігурація
console-settings-effective-help = З урахуванням файлів, змінних середовища й типових значень; секрети приховано.
console-settings-caption = Налаштування
console-settings-setting = Параметр
console-settings-value = Значення
console-settings-upstream-heading = Зовнішні сервіси входу
console-settings-providers-caption = Сервіси входу
console-settings-provider-id = Ідентифікатор
console-settings-provider-button = Кнопка
console-settings-provider-last-error = Остання помилка на цьому екземплярі
console-settings-no-trouble = немає з часу запуску
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = У застосунку натомість введіть цей код: { $token }
mail-set-password-button = Встановити новий пароль
mail-open-account-button = Відкрити обліковий запис

## Verification of a new account's address

mail-verification-subject = Підтвердьте адресу електронної пошти
mail-verification-welcome = Вітаємо! Підтвердьте, що це ваша адреса електронної пошти.
mail-verification-link-hours = { $hours ->
    [one] Посилання дійсне { $hours } годину, і ним можна скористатися лише раз.
    [few] Посилання дійсне { $hours } години, і ним можна скористатися лише раз.
    [many] Посилання дійсне { $hours } годин, і ним можна скористатися лише раз.
   *[other] Посилання дійсне { $hours } годин, і ним можна скористатися лише раз.
}
mail-verification-ignore = Якщо ви не створювали обліковий запис, просто проігноруйте цей лист.
mail-verification-button = Підтвердити мою адресу

## Moving an account to a new address: the mail to the new address

mail-change-subject = Підтвердьте нову адресу електронної пошти
mail-change-confirm = Підтвердьте, що відтепер ваш обліковий запис має використовувати цю адресу електронної пошти.
mail-change-link-hours = { $hours ->
    [one] Посилання дійсне { $hours } годину, і ним можна скористатися лише раз; доти діє ваша стара адреса.
    [few] Посилання дійсне { $hours } години, і ним можна скористатися лише раз; доти діє ваша стара адреса.
    [many] Посилання дійсне { $hours } годин, і ним можна скористатися лише раз; доти діє ваша стара адреса.
   *[other] Посилання дійсне { $hours } годин, і ним можна скористатися лише раз; доти діє ваша стара адреса.
}
mail-change-ignore = Якщо ви цього не просили, проігноруйте цей лист: нічого не зміниться.
mail-change-button = Використовувати цю адресу

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Зміна адреси електронної пошти вашого облікового запису
mail-change-notice-asked = Хтось, хто ввійшов у ваш обліковий запис, попросив перенести його на адресу { $address }.
mail-change-notice-until = Обліковий запис буде перенесено, лише коли хтось перейде за посиланням, надісланим на ту адресу; доти діє ця адреса.
mail-change-notice-not-you = Якщо це були не ви, негайно встановіть новий пароль: це завершить усі сеанси й анулює посилання.

## To an address that tried to register again

mail-registered-subject = У вас уже є обліковий запис
mail-registered-tried = Хтось спробував створити обліковий запис із цією адресою електронної пошти, але для неї обліковий запис уже існує.
mail-registered-if-you = Якщо це були ви, просто увійдіть або встановіть новий пароль, якщо забули його.
mail-registered-not-you = Якщо це були не ви, проігноруйте цей лист: нічого не змінилося.

## Password reset

mail-reset-subject = Встановіть новий пароль
mail-reset-asked = Хтось попросив встановити новий пароль для вашого облікового запису.
mail-reset-link-minutes = { $minutes ->
    [one] Посилання дійсне { $minutes } хвилину, і ним можна скористатися лише раз; новіший запит замінить його.
    [few] Посилання дійсне { $minutes } хвилини, і ним можна скористатися лише раз; новіший запит замінить його.
    [many] Посилання дійсне { $minutes } хвилин, і ним можна скористатися лише раз; новіший запит замінить його.
   *[other] Посилання дійсне { $minutes } хвилин, і ним можна скористатися лише раз; новіший запит замінить його.
}
mail-reset-not-you = Якщо це були не ви, проігноруйте цей лист: ваш пароль залишиться без змін.

## Notices: a second factor changed

mail-totp-added-subject = Додано застосунок автентифікації
mail-totp-added-body = До вашого облікового запису додано застосунок автентифікації як другий фактор.
mail-totp-removed-subject = Ваш застосунок автентифікації видалено
mail-totp-removed-body = Застосунок автентифікації видалено з вашого облікового запису: тепер для входу потрібен лише пароль.
mail-passkey-added-subject = Додано ключ доступу
mail-passkey-added-body = До вашого облікового запису додано ключ доступу: з ним можна входити без пароля.
mail-passkey-removed-subject = Ключ доступу видалено
mail-passkey-removed-body = З вашого облікового запису видалено ключ доступу: з ним більше не можна ввійти.
mail-recovery-used-subject = Використано код відновлення
mail-recovery-used-body = { $left ->
    [one] Для входу у ваш обліковий запис використано код відновлення; залишився { $left } невикористаний.
    [few] Для входу у ваш обліковий запис використано код відновлення; залишилося { $left } невикористані.
    [many] Для входу у ваш обліковий запис використано код відновлення; залишилося { $left } невикористаних.
   *[other] Для входу у ваш обліковий запис використано код відновлення; залишилося { $left } невикористаних.
}
mail-factor-not-you = Якщо це були не ви, на сторінці свого облікового запису змініть пароль і вийдіть на всіх пристроях.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } прив’язано до вашого облікового запису
mail-linked-body = Ваш обліковий запис прив’язано до облікового запису { $provider }: вхід через { $provider } тепер відкриває його.
mail-unlinked-subject = { $provider } відв’язано від вашого облікового запису
mail-unlinked-body = Ваш обліковий запис відв’язано від { $provider }: вхід через { $provider } більше не відкриває його.
mail-link-not-you = Якщо це були не ви, на сторінці свого облікового запису змініть пароль, вийдіть на всіх пристроях і відв’яжіть цей сервіс.

## Account deleted

mail-deleted-subject = Ваш обліковий запис видалено
mail-deleted-body = Ваш обліковий запис і все, що про нього зберігалося, видалено, а всі його сеанси завершено.
mail-deleted-register-again = З цією адресою можна зареєструватися знову; нічого зі старого облікового запису не повернеться.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Ваш обліковий запис буде видалено
mail-deletion-due = Ваш обліковий запис буде видалено { $date }; усі його сеанси завершено.
mail-deletion-keep = Щоб зберегти його, увійдіть знову до цієї дати. Якщо ви цього не просили, увійдіть і змініть пароль.
mail-deletion-button = Увійти й зберегти

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Приєднуйтеся до { $organization }
mail-invitation-body = Вас запрошено приєднатися до { $organization }. Відкрийте посилання, щоб прийняти запрошення: увійдіть із цією адресою або створіть із нею обліковий запис.
mail-invitation-expiry = { $days ->
    [one] Посилання дійсне { $days } день.
    [few] Посилання дійсне { $days } дні.
    [many] Посилання дійсне { $days } днів.
   *[other] Посилання дійсне { $days } днів.
}
mail-invitation-ignore = Якщо ви не знаєте цієї організації, проігноруйте цей лист: нічого не станеться, доки ви не приймете запрошення.
mail-invitation-button = Переглянути запрошення
console-organizations-title = Організації
console-organizations-name = Назва
console-organizations-slug = Коротка назва (slug)
console-organizations-enabled = Увімкнено
console-organizations-mfa = Другий фактор
console-organizations-new = Нова організація
console-organizations-create = Створити організацію
console-organizations-created = Організацію створено.
console-organization-saved = Правила домену збережено.
console-organization-id = ID
console-organization-members = Учасники
console-organization-roles = Ролі
console-organization-managed = Керується організацією
console-organization-break-glass = Екстрений доступ
console-organization-invitations = Запрошення, що очікують
console-organization-expires = Діє до
console-organization-domains = Домени
console-organization-domain = Домен
console-organization-state = Стан
console-organization-rules = Правила
console-organization-save-rules = Зберегти
console-organization-sign-in = Власний вхід
console-organization-no-sign-in = Організація не має власного входу: її учасники входять за допомогою своїх паролів або ключів доступу.
organization-admin-title = { $organization }: налаштування організації
organization-admin-lead = Ви керуєте цією організацією як { $email }.
organization-admin-none = Тут поки нічого немає.
organization-admin-members = Учасники
organization-admin-remove = Видалити
organization-admin-yes = Так
organization-admin-no = Ні
organization-admin-email = Адреса електронної пошти
organization-admin-roles = Ролі
organization-admin-managed = Керується входом організації
organization-admin-action = Дія
organization-admin-invitations = Запрошення, що очікують
organization-admin-revoke = Відкликати
organization-admin-expires = Діє до
organization-admin-invite = Запросити когось
organization-admin-role = Роль
organization-admin-invite-button = Надіслати запрошення
organization-admin-domains = Домени
organization-admin-domains-lead = Заявіть права на поштовий домен своєї компанії, опублікуйте показаний запис TXT, а потім підтвердьте домен. Адреси з підтвердженого домену можуть входити через вхід вашої організації.
organization-admin-verify = Підтвердити
organization-admin-verified = Підтверджено
organization-admin-pending = Очікує
organization-admin-domain = Домен
organization-admin-state = Стан
organization-admin-record = Запис для публікації
organization-admin-add-domain = Заявити права на домен
organization-admin-sign-in = Вхід вашої організації
organization-admin-no-sign-in = Ваші співробітники входять за допомогою своїх паролів. Налаштуйте власний сервіс входу OpenID (Okta, Entra ID, Google Workspace…), щоб вони входили через нього.
organization-admin-issuer = URL видавця (issuer)
organization-admin-client-id = ID клієнта
organization-admin-client-secret = Секрет клієнта
organization-admin-redirect-uri = URI переспрямування, який потрібно зареєструвати у вашому сервісі входу
organization-admin-save-sign-in = Зберегти налаштування входу
organization-admin-sign-in-title = Спершу увійдіть
organization-admin-sign-in-text = Увійдіть на сторінці свого облікового запису, а потім знову відкрийте цю сторінку.
organization-admin-sign-in-link = Перейти до облікового запису
organization-admin-unknown-title = Організацію не знайдено
organization-admin-unknown-text = Тут немає організації, якою ви керуєте.
organization-admin-unknown-change = Ця сторінка не підтримує такої зміни.
organization-admin-scim = Надання облікових записів (SCIM)
organization-admin-scim-lead = Ваш каталог (Okta, Entra ID, Google Workspace…) додає, змінює та видаляє тут ваших співробітників і групи через SCIM 2.0. Укажіть у ньому базову URL-адресу й токен підключення.
organization-admin-scim-base-url = Базова URL-адреса
organization-admin-scim-made = Створено
organization-admin-scim-last-used = Востаннє використано
organization-admin-scim-never = Ніколи
organization-admin-scim-old-token = Старий токен діє до
organization-admin-scim-rotate = Новий токен
organization-admin-scim-make = Створити підключення
organization-admin-scim-token-title = Токен для вашого каталогу
organization-admin-scim-token-text = Скопіюйте базову URL-адресу й токен у свій каталог зараз: токен більше не буде показано. Старий токен, якщо він є, діятиме ще один день.
organization-admin-scim-token = Токен
organization-admin-scim-revoke-confirm = Відкликати підключення: його токени одразу перестануть діяти
invitation-title = Приєднання до { $organization }
invitation-join-lead = Вас запрошено приєднатися до { $organization } з адресою { $email }.
invitation-join-button = Приєднатися
invitation-sign-up-lead = Вас запрошено приєднатися до { $organization }. Щоб приєднатися, створіть обліковий запис з адресою { $email }: запрошення засвідчує, що ця адреса ваша.
invitation-name = Ваше ім’я
invitation-password = Придумайте пароль (щонайменше 10 символів)
invitation-sign-up-button = Створити обліковий запис і приєднатися
invitation-other-account = Це запрошення для { $email }, але ви ввійшли як { $current }. Вийдіть, а потім знову відкрийте посилання.
invitation-sign-in-first = Це запрошення для { $email }, і з цією адресою тут уже є обліковий запис. Увійдіть із нею на сторінці облікового запису, а потім знову відкрийте посилання.
invitation-sign-in-as-invitee = Спершу увійдіть із запрошеною адресою.
invitation-unusable-title = Цим запрошенням не можна скористатися
invitation-unusable-text = Його вже використано, відкликано, замінено новішим або термін його дії минув. Попросіть організацію надіслати нове запрошення.
invitation-joined-title = Ви приєдналися до { $organization }
invitation-joined-text = Тепер ви учасник: застосунки, у які ви входите для цієї організації, бачать це.
invitation-joined-new-account = Ваш обліковий запис готовий, і ви учасник: увійдіть зі своєю адресою та паролем, який ви вибрали.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Токен і токен оновлення видано
api-code-token = Токен видано
api-code-userdata = Дані користувача
api-code-login-success = Вхід виконано
api-code-auth-code = Код авторизації видано
api-code-id-token = id_token видано
api-code-logged-out = Вихід виконано; сеанс і його токени відкликано
api-code-ok = Готово
api-code-alive = Працює
api-code-ready = Готовий до роботи
api-code-sessions = Ваші активні сеанси
api-code-export = Усе, що зберігається про ваш обліковий запис
api-code-email-change-requested = Якщо адресу можна використати, на неї вже надсилається посилання для підтвердження
api-code-account-deleted = Ваш обліковий запис і все, що про нього зберігалося, видалено; усі сеанси завершено
api-code-deletion-scheduled = Усі сеанси завершено, і ваш обліковий запис буде видалено; щоб зберегти його, увійдіть знову до того часу
api-code-reauthentication-required = Спершу увійдіть ще раз: для цього потрібен вхід, виконаний протягом останніх кількох хвилин
api-code-session-ended = Вихід виконано; сеанс і його токени відкликано
api-code-password-changed = Пароль змінено; усі інші сеанси та їхні токени відкликано
api-code-registration-accepted = Реєстрацію отримано; перевірте пошту, щоб підтвердити адресу
api-code-email-verified = Адресу електронної пошти підтверджено
api-code-reset-requested = Якщо з адресою пов’язано обліковий запис, на неї вже надсилається лист із посиланням для скидання
api-code-password-reset = Пароль встановлено; усі сеанси та їхні токени відкликано
api-code-registration-closed = Реєстрацію закрито; попросіть оператора створити вам обліковий запис
api-code-invalid-request = Запит має неправильний формат
api-code-unsupported-grant-type = grant_type має бути code або refresh_token
api-code-invalid-grant = Код або refresh_token недійсний, прострочений, відкликаний або виданий іншому клієнту
api-code-invalid-client = Помилка автентифікації клієнта
api-code-invalid-credentials = Неправильна адреса електронної пошти або пароль. У новий обліковий запис можна ввійти лише після підтвердження адреси: перевірте пошту й перейдіть за посиланням у листі
api-code-mfa-required = Потрібен другий фактор: надішліть код із застосунку автентифікації або код відновлення
api-code-mfa-enrolment-required = Цей застосунок вимагає двофакторного входу: налаштуйте застосунок автентифікації або ключ доступу на сторінці облікового запису, а потім увійдіть знову
api-code-passkey-options = Передайте ці параметри автентифікатору
api-code-passkey-added = Ключ доступу додано
api-code-passkeys = Ваші ключі доступу
api-code-links = Ваші прив’язані сервіси входу
api-code-last-sign-in-method = Це останній спосіб входу в обліковий запис: спершу встановіть пароль або додайте ключ доступу
api-code-insufficient-scope = Область доступу токена не дозволяє виконати цей запит
api-code-not-a-member = Ви не можете ввійти через цю організацію: попросіть її адміністратора додати вас
api-code-sso-required = Вхід для вас забезпечує ваша організація: продовжте за адресою ssoUrl
api-code-not-found = Такого ресурсу немає
api-code-method-not-allowed = Метод не дозволено для цього ресурсу
api-code-conflict = Такий ресурс уже існує
api-code-payload-too-large = Тіло запиту завелике
api-code-rate-limited = Забагато запитів; спробуйте пізніше
api-code-server-error = Внутрішня помилка сервера
api-code-service-unavailable = Сервіс тимчасово недоступний; спробуйте пізніше

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Потрібен токен доступу у вигляді `Authorization: Bearer <token>`; цей токен відсутній, має неправильний формат або відкликаний
api-busy = Забагато входів одночасно; спробуйте трохи згодом

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type має бути id_token або token
api-token-type-grant = token_type має бути refresh_token або token
api-token-type-refresh = для grant_type refresh_token значення token_type має бути token
api-client-secret-required = client_secret обов’язковий, якщо token_type дорівнює token
api-field-empty = { $field } не може бути порожнім

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = пароль задовгий
api-mfa-token-invalid = mfaToken невідомий, уже використаний або прострочений: увійдіть знову
api-challenge-invalid = challengeId невідомий, уже використаний або прострочений: запросіть нові параметри ключа доступу
api-mfa-code-or-passkey = Потрібен другий фактор: надішліть код із застосунку автентифікації, код відновлення або скористайтеся ключем доступу
api-mfa-passkey = Потрібен другий фактор: скористайтеся ключем доступу (login/passkey з mfaToken)
api-client-id-required = client_id обов’язковий
api-client-unknown = client_id невідомий або вимкнений
api-redirect-uri-required = redirect_uri обов’язковий
api-redirect-uri-unregistered = redirect_uri не зареєстровано для цього клієнта
api-state-too-long = state задовгий

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Токен невідомий, уже використаний, прострочений або замінений новішим
api-session-not-found = У вас немає активного сеансу з таким ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Застосунок автентифікації вже налаштовано; спершу видаліть його
api-authenticator-not-pending = Зараз жоден застосунок автентифікації не налаштовується
api-authenticator-none = Застосунок автентифікації не налаштовано
api-factor-code-wrong = Код неправильний
api-reauthenticate-factors = Увійдіть ще раз (із другим фактором, якщо він у вас є), щоб змінити другі фактори
api-reauthenticate-passkeys = Увійдіть ще раз (із другим фактором, якщо він у вас є), щоб змінити ключі доступу
api-reauthenticate-sign-in = Увійдіть ще раз (із другим фактором, якщо він у вас є), щоб змінити способи входу
api-passkeys-unavailable = ключі доступу недоступні на цьому сервері
api-passkey-not-found = такого ключа доступу немає
api-passkey-no-ceremony = немає незавершеної реєстрації ключа доступу; запросіть нові параметри
api-passkey-rejected = не вдалося перевірити ключ доступу
api-passkey-registered = цей ключ доступу вже зареєстровано
api-passkey-name-invalid = назва ключа доступу має містити від 1 до { $max } символів і не містити керівних символів або символів форматування напрямку тексту
api-passkeys-too-many = { $max ->
    [one] обліковий запис може мати щонайбільше { $max } ключ доступу
    [few] обліковий запис може мати щонайбільше { $max } ключі доступу
    [many] обліковий запис може мати щонайбільше { $max } ключів доступу
   *[other] обліковий запис може мати щонайбільше { $max } ключів доступу
}

## Native-app API: upstream identity providers

api-upstream-unknown = Немає зовнішнього сервісу входу з таким ID
api-upstream-refused = id_token не прийнято для цього сервісу входу
api-upstream-disabled = Обліковий запис вимкнено
api-upstream-no-email = У id_token немає адреси електронної пошти, потрібної для створення облікового запису
api-upstream-unverified-email = Сервіс входу не засвідчує адресу електронної пошти з id_token: зареєструйтеся з цією адресою, а потім прив’яжіть сервіс
api-upstream-unreachable = Не вдалося зв’язатися із сервісом входу; спробуйте пізніше
api-upstream-email-taken = Обліковий запис із цією адресою вже існує: увійдіть у нього й прив’яжіть сервіс на сторінці облікового запису
api-upstream-outside-domains = Вхід через організацію доступний лише для адрес із її підтверджених доменів
api-upstream-unconfirmed-account = Обліковий запис із цією адресою існує, але його так і не підтвердили: підтвердьте його, а потім знову увійдіть через організацію
api-upstream-operator-account = Обліковий запис оператора входить за допомогою власного пароля й другого фактора, а не через вхід організації
api-link-not-found = Обліковий запис не прив’язано до цього сервісу

## Admin API

api-admin-key-required = API адміністратора потребує `Authorization: Bearer <admin key>`
api-admin-status-once = параметр status можна вказати щонайбільше один раз
api-admin-parameters-once = кожен параметр можна вказати щонайбільше один раз
api-admin-duplicate-email = користувач із такою адресою електронної пошти вже існує
api-admin-user-not-found = користувача не знайдено
api-admin-client-not-found = клієнта не знайдено
api-admin-api-not-found = API не знайдено
api-admin-session-not-found = сеанс не знайдено
api-admin-delivery-not-found = доставку не знайдено
api-admin-webhook-not-found = вебхук не знайдено

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Відкрийте посилання в браузері, у якому ви реєструвалися: деінде вас попросять ввести пароль облікового запису.
mail-change-where = Відкрийте посилання в браузері, у якому ви попросили про зміну або в якому ви ввійшли: деінде вас попросять ввести пароль.
mail-not-yours-english = Ви не реєструвалися й нічого не запитували? Тоді не підтверджуйте: проігноруйте цей лист, і нічого не станеться.
verify-password-lead = Щоб підтвердити цю адресу тут, введіть пароль облікового запису, якому вона належить. Якщо ви реєструвалися в застосунку, натомість введіть у застосунку код із листа. Якщо ви не реєструвалися й нічого не запитували, не підтверджуйте: закрийте цю сторінку.
verify-password = Пароль облікового запису
verify-password-needed = Введіть пароль облікового запису, щоб підтвердити адресу в цьому браузері.
verify-wrong-password = Це не пароль цього облікового запису.

## After a password reset, every other way into the account

mail-reset-done-subject = Ваш пароль скинуто
mail-reset-done-body = Пароль вашого облікового запису щойно скинуто, і ви вийшли з нього на всіх пристроях.
mail-reset-done-still = Ось що досі дає змогу ввійти у ваш обліковий запис:
mail-reset-done-remove = Якщо щось із цього вам не належить, увійдіть із новим паролем і виберіть «Видалити все, крім нового пароля» на сторінці облікового запису.
mail-reset-done-nothing-else = Більше ніщо не дає змоги ввійти у ваш обліковий запис: лише новий пароль.
mail-reset-done-factor-not-yours = Якщо під час входу у вас запитують другий фактор, якого у вас немає, він не ваш: попросіть службу підтримки цього сервісу видалити його.
mail-reset-done-not-you = Якщо ви не скидали пароль, хтось може читати вашу пошту: спершу захистіть свою поштову скриньку, а потім знову встановіть новий пароль.
ways-in-passkey = Ключ доступу «{ $name }»
ways-in-authenticator = Застосунок автентифікації
ways-in-recovery-codes = { $count ->
    [one] { $count } невикористаний код відновлення
    [few] { $count } невикористані коди відновлення
    [many] { $count } невикористаних кодів відновлення
   *[other] { $count } невикористаних кодів відновлення
}
ways-in-link = Вхід через { $provider }
ways-in-sessions = { $count ->
    [one] Ще { $count } пристрій, на якому виконано вхід (див. список нижче)
    [few] Ще { $count } пристрої, на яких виконано вхід (див. список нижче)
    [many] Ще { $count } пристроїв, на яких виконано вхід (див. список нижче)
   *[other] Ще { $count } пристроїв, на яких виконано вхід (див. список нижче)
}
account-review-heading = Ваш пароль скинуто
account-review-lead = Ваш пароль скинуто { $date }. Ось що досі дає змогу ввійти у ваш обліковий запис:
account-review-explain = Якщо щось із цього вам не належить, видаліть усе: тоді ввійти можна буде лише з новим паролем, а на всіх інших пристроях буде виконано вихід. Згодом ви зможете знову додати ключ доступу або застосунок автентифікації.
account-review-remove = Видалити все, крім нового пароля
account-review-keep = Усе це моє
account-review-gone = Більше немає чого перевіряти.
account-review-removed = Усе, крім нового пароля, видалено, і на всіх інших пристроях виконано вихід.
account-review-kept = Зрозуміло: усе залишається як є.

## The second step locked after wrong codes

mail-factor-locked-subject = Хтось намагався обійти ваш другий фактор
mail-factor-locked-body = { $minutes ->
    [one] Хтось увів ваш пароль, а потім п’ять неправильних кодів другого фактора. Вхід у ваш обліковий запис призупинено на { $minutes } хвилину.
    [few] Хтось увів ваш пароль, а потім п’ять неправильних кодів другого фактора. Вхід у ваш обліковий запис призупинено на { $minutes } хвилини.
    [many] Хтось увів ваш пароль, а потім п’ять неправильних кодів другого фактора. Вхід у ваш обліковий запис призупинено на { $minutes } хвилин.
   *[other] Хтось увів ваш пароль, а потім п’ять неправильних кодів другого фактора. Вхід у ваш обліковий запис призупинено на { $minutes } хвилин.
}
mail-factor-locked-not-you = Якщо це були не ви, хтось знає ваш пароль: негайно встановіть новий.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = для ролі в консолі потрібна підтверджена адреса: користувач має спершу підтвердити свою адресу
console-gate-unverified = Консоль відкривається лише для операторів із підтвердженою адресою. Підтвердьте адресу за посиланням із листа для підтвердження, а потім знову відкрийте консоль.
console-gate-idle-lead = Увійдіть ще раз, щоб відкрити консоль
console-gate-idle = Консоллю не користувалися { $minutes } хв, тому потрібно ввійти ще раз. З вашого облікового запису ви не виходите.
console-webhook-url-once = Її URL-адреса, повністю показана лише зараз (у списку приховано все після «?», де може бути токен):
console-webhook-query-hidden = Усе після «?» в URL-адресі кінцевої точки приховано: там може бути токен одержувача.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Надіслати мені код
page-code-ask-title = Вхід за кодом
page-code-ask-lead = Введіть адресу електронної пошти: ми надішлемо вам код для входу, пароль не потрібен.
page-code-ask-button = Надіслати мені код
page-code-invalid-email = Введіть повну адресу електронної пошти, наприклад name@example.com.
page-code-not-allowed = Цей застосунок запитує пароль або ключ доступу: вхід за кодом із листа тут недоступний.
page-code-title = Перевірте пошту
page-code-lead = { $minutes ->
    [one] Лист уже надсилається на { $email }. Введіть шестизначний код із нього: він дійсний { $minutes } хвилину, лише один раз.
    [few] Лист уже надсилається на { $email }. Введіть шестизначний код із нього: він дійсний { $minutes } хвилини, лише один раз.
    [many] Лист уже надсилається на { $email }. Введіть шестизначний код із нього: він дійсний { $minutes } хвилин, лише один раз.
   *[other] Лист уже надсилається на { $email }. Введіть шестизначний код із нього: він дійсний { $minutes } хвилин, лише один раз.
}
page-code-field = Код для входу
page-code-name = Ваше ім’я, якщо ви тут уперше
page-code-button = Увійти
page-code-again = Надіслати новий код
page-code-wrong = Код неправильний або його термін дії минув. Перевірте найновіший лист або запросіть новий код.
page-code-link-title = Вхід
page-code-link-lead = Увійдіть у свій обліковий запис у цьому браузері.
page-code-link-button = Увійти
page-code-link-elsewhere-title = Введіть цей код там, де ви його запросили
page-code-link-elsewhere = Це посилання відкрито не в тому браузері чи застосунку, де його запросили. Введіть там цей код:
page-code-link-ended-title = Посилання більше не дійсне
page-code-link-ended = Посилання вже використано, замінено новішим або воно застаріло. Запросіть новий код там, де ви входите.
api-sign-in-code-refused = Код неправильний, уже використаний, замінений або прострочений: запросіть новий
api-login-code-or-password = Надішліть пароль або код, але не обидва
api-code-code-sent = Лист із кодом для входу вже надсилається; код дійсний кілька хвилин і лише один раз
api-code-sign-in-code-not-allowed = Вхід за кодом із листа тут недоступний: скористайтеся паролем або ключем доступу

## Mail: a sign-in code

mail-code-subject = Ваш код для входу
mail-code-asked = Хтось попросив увійти з цією адресою. Ось код, який потрібно ввести:
mail-code-minutes = { $minutes ->
    [one] Код і посилання нижче дійсні { $minutes } хвилину, і ними можна скористатися лише раз; новіший запит замінить їх.
    [few] Код і посилання нижче дійсні { $minutes } хвилини, і ними можна скористатися лише раз; новіший запит замінить їх.
    [many] Код і посилання нижче дійсні { $minutes } хвилин, і ними можна скористатися лише раз; новіший запит замінить їх.
   *[other] Код і посилання нижче дійсні { $minutes } хвилин, і ними можна скористатися лише раз; новіший запит замінить їх.
}
mail-code-new-account = Цю адресу ще не використовує жоден обліковий запис: вхід за кодом створить його.
mail-code-button = Увійти
mail-code-not-you = Якщо це були не ви, проігноруйте цей лист: без коду ніхто не ввійде.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Вхід із цією адресою
mail-no-account-body = Хтось запросив код для входу з цією адресою, але тут немає облікового запису, який її використовує.
mail-no-account-not-you = Якщо це були не ви, проігноруйте цей лист: нічого не змінилося.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Користувачі можуть входити за кодом із листа
api-name-invalid = Ім’я задовге або містить керівні символи
