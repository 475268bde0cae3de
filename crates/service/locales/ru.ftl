# Russian: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Язык

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Неверный адрес электронной почты или пароль. Войти в новый аккаунт можно после подтверждения адреса: проверьте почту и перейдите по ссылке из письма.
error-throttled = Слишком много неудачных попыток. Подождите несколько минут и повторите попытку.
error-busy = Сейчас входит слишком много пользователей. Повторите попытку чуть позже.
error-missing-fields = Введите адрес электронной почты и пароль.
error-expired-form = Срок действия формы истек. Войдите снова.
error-second-factor-in-app = Этот аккаунт защищен вторым фактором. Сначала войдите на странице аккаунта (там будет запрошен код), а затем вернитесь сюда.
error-wrong-second-factor = Код неверный, уже использован или введен слишком поздно. Войдите снова.
error-passkey-refused = Не удалось использовать ключ доступа, или время ожидания истекло. Повторите попытку или войдите с паролем.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Слишком много запросов. Подождите несколько минут и повторите попытку.
error-expired-form-again = Срок действия формы истек. Повторите попытку.

## Error pages (a heading and a paragraph)

error-bad-link-title = Ссылка недействительна
error-bad-link-text = Эта ссылка больше не действует: она уже использована, срок ее действия истек или ее заменила более новая. Запросите новую ссылку.

error-form-title = Не удалось войти
error-form-too-large = Слишком большой объем данных в форме.
error-form-unreadable = Не удалось прочитать форму. Вернитесь назад и повторите попытку.
error-cross-site-title = Запрос отклонен
error-cross-site-text = Эта форма отправлена с другого сайта. Снова откройте страницу входа и отправьте форму оттуда.

error-unavailable-title = Повторите попытку позже
error-unavailable-text = Сервис входа перегружен или недоступен. Повторите попытку чуть позже.
error-failed-title = Что-то пошло не так
error-failed-text = Не удалось выполнить вход. Повторите попытку.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Узнавать, кто вы
scope-email = Видеть ваш адрес электронной почты
scope-profile = Видеть ваш профиль: имя, фото, номер телефона и страну
scope-authorization = Видеть ваш профиль и сеансы, в которых выполнен вход
scope-organizations = Видеть организации, в которых вы состоите, и ваши роли в них
scope-api = Использовать { $api } от вашего имени

## The second step of signing in, after a right password

# $purpose is what signing in is for, capitalized, e.g. "Чтобы открыть аккаунт" or "Чтобы продолжить в приложении Shop".
page-second-step-code-or-passkey = { $purpose }, введите код из приложения-аутентификатора или резервный код либо используйте ключ доступа.
# $purpose is what signing in is for, capitalized, e.g. "Чтобы открыть аккаунт".
page-second-step-passkey = { $purpose }, используйте ключ доступа.
# $purpose is what signing in is for, capitalized, e.g. "Чтобы открыть аккаунт".
page-second-step-code = { $purpose }, введите код из приложения-аутентификатора или один из резервных кодов.
page-second-step-use-passkey = Использовать ключ доступа

## Login page

page-login-title = Вход
page-login-email = Электронная почта
page-login-password = Пароль
page-login-button = Войти
page-login-with-provider = Войти через { $provider }
page-login-passkey = Войти с ключом доступа
page-login-forgot = Забыли пароль?
page-login-organization = Войти через свою организацию
page-organization-title = Вход через свою организацию
page-organization-lead = Введите рабочий адрес электронной почты или ID вашей организации, чтобы продолжить вход через нее.
page-organization-field = Рабочий адрес электронной почты или ID организации
page-organization-button = Продолжить
page-organization-unknown = Ни одна организация не выполняет вход для этого адреса или ID. Проверьте введенные данные или войдите с адресом электронной почты и паролем.
login-sso-required = Вход для вас выполняет ваша организация: воспользуйтесь входом через нее.
login-sso-required-named = Вход для вас выполняет организация { $organization }: воспользуйтесь входом через нее ниже.
page-login-new-here = Впервые здесь?
page-login-create-account = Создать аккаунт

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Подключение устройства
page-device-code-lead = Введите код, который показан на телевизоре, игровой приставке или другом устройстве.
page-device-code-label = Код
page-device-code-button = Продолжить
page-device-confirm-heading = Подключить { $client }?
page-device-confirm-lead = Устройство, на котором показан код { $code }, запрашивает доступ к вашему аккаунту { $email }. Разрешайте, только если вы сами начали подключение на этом устройстве.
page-device-confirm-able = Приложение сможет:
page-device-confirm-deny = Отклонить
page-device-confirm-allow = Разрешить

## Account page

page-account-title = Ваш аккаунт
page-account-signed-in-as = Вы вошли как { $email }
page-account-signed-in-as-unconfirmed = Вы вошли как { $email } (адрес еще не подтвержден: откройте письмо, которое мы отправили)
page-account-sessions-heading = Где выполнен вход
page-account-session-app = приложение { $package }
page-account-this-browser = Этот браузер
page-account-sign-out-session = Выйти
page-account-sign-out-others = Выйти на всех остальных устройствах
page-account-profile-heading = Профиль
page-account-profile-save = Сохранить профиль
page-account-password-heading = Пароль
page-account-current-password = Текущий пароль
page-account-new-password = Новый пароль (не менее 10 символов)
page-account-password-change = Изменить пароль
page-account-email-heading = Адрес электронной почты
page-account-email-explain = На новый адрес будет отправлена ссылка; после перехода по ней аккаунт перейдет на новый адрес. До этого для входа используется текущий адрес.
page-account-new-email = Новый адрес электронной почты
page-account-email-password = Пароль
page-account-email-change = Изменить адрес электронной почты
page-account-data-heading = Ваши данные
page-account-data-explain = Все, что сервис хранит о вашем аккаунте (профиль, сеансы с устройствами и местоположениями, привязанные сервисы входа, вторые факторы, события безопасности, связанные с вами), в одном файле JSON. В нем нет паролей и секретных ключей.
page-account-data-download = Скачать ваши данные
page-account-delete-heading = Удаление аккаунта
page-account-delete-explain = Удаляет ваш профиль, сеансы, вторые факторы и привязанные сервисы входа, а также выполняет выход на всех устройствах.
page-account-delete-link = Удалить аккаунт

## Sign-out confirmation

page-logout-title = Выход
page-logout-question = Выйти из аккаунта в этом браузере?
page-logout-button = Выйти

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Введите пароль.
# $min is the least number of characters (10).
rule-password-too-short = { $min ->
    [one] Пароль должен содержать не менее { $min } символа.
    [few] Пароль должен содержать не менее { $min } символов.
    [many] Пароль должен содержать не менее { $min } символов.
   *[other] Пароль должен содержать не менее { $min } символов.
    }
# $max is the most characters a new password may have (256).
rule-password-too-long = { $max ->
    [one] Пароль должен содержать не более { $max } символа.
    [few] Пароль должен содержать не более { $max } символов.
    [many] Пароль должен содержать не более { $max } символов.
   *[other] Пароль должен содержать не более { $max } символов.
    }
rule-password-is-email = Пароль не должен совпадать с адресом электронной почты.
rule-password-refused = Этот пароль нельзя использовать. Выберите другой.
rule-email-invalid = Введите адрес электронной почты, на который можно получать письма, например name@example.com.
rule-email-same = Этот адрес уже указан в вашем аккаунте.
rule-field-invalid = Одно из полей слишком длинное или содержит недопустимые символы.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = название клиента должно содержать от 1 до 200 символов
rule-client-name-characters = название клиента не должно содержать управляющих символов или символов форматирования направления текста
rule-resource-server-confidential = сервер ресурсов должен быть конфиденциальным клиентом
rule-client-credentials-confidential = для client_credentials нужен конфиденциальный клиент
rule-public-client-secret = у публичного клиента нет секрета
rule-shared-signals-confidential = получатель Shared Signals должен быть конфиденциальным клиентом
rule-organization-for-receivers = к организации привязывается только получатель Shared Signals
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = { $max ->
    [one] поля профиля не могут быть длиннее { $max } символа
    [few] поля профиля не могут быть длиннее { $max } символов
    [many] поля профиля не могут быть длиннее { $max } символов
   *[other] поля профиля не могут быть длиннее { $max } символов
    }
rule-profile-field-characters = поля профиля не должны содержать управляющих символов или символов форматирования направления текста
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = неизвестный тип события «{ $name }»; известные типы: { $known }
rule-no-event-type = нужно указать хотя бы один тип события
rule-secret-prefix = секрет должен начинаться с whsec_
rule-secret-encoding = секрет должен начинаться с whsec_ и быть в кодировке base64
rule-secret-length = длина секрета должна быть от 24 до 64 байт
rule-delivery-status = status должен быть pending, delivered или failed
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } должен быть меткой времени в формате RFC 3339
rule-not-a-user-id = user должен быть ID пользователя
rule-not-an-email = email должен быть адресом электронной почты
rule-unknown-audit-type = неизвестный тип события
rule-unknown-cursor = cursor выдан не этим API
rule-page-size = limit должен быть от 1 до 500
rule-no-scope = требуется хотя бы одна область доступа
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = API определяет только эти области доступа: { $scopes }
rule-role-name = роль должна быть admin, support, viewer или none
rule-already-verified = адрес уже подтвержден

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

# Under the "Sign in" ("Вход") heading, and at the start of the two-step sign-in's lead (followed by a comma). $client is the app's name.
login-lead = Чтобы перейти в приложение { $client }
login-failed-title = Не удалось войти
login-malformed-link = Ссылка для входа имеет неверный формат.
login-request-missing-client = В запросе не указано приложение.
login-request-unknown-client = Это приложение не зарегистрировано или отключено.
login-request-missing-redirect-uri = В запросе не указано, куда вернуться (redirect_uri).
login-request-unregistered-redirect-uri = Этот redirect_uri не зарегистрирован для приложения.
login-request-state-too-long = Параметр state слишком длинный.
login-request-invalid = Недопустимый запрос на вход.

## Signing out of the browser.

login-signout-failed-title = Не удалось выйти
login-signout-malformed-link = Ссылка для выхода имеет неверный формат.
login-signed-out-title = Вы вышли
login-signed-out-text = Вы вышли из аккаунта в этом браузере.

## The second step after a password, and an app that needs one.

second-step-title = Двухэтапный вход
second-step-code-label = Код
second-step-continue = Продолжить
second-step-enrol-title = Настройте второй фактор
second-step-enrol-text = Приложение { $client } требует двухфакторного входа. Настройте приложение-аутентификатор или ключ доступа на странице аккаунта, а затем снова войдите в { $client }.
second-step-enrol-link = Открыть страницу аккаунта

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Приложение-аутентификатор
# $count is the number of recovery codes not used yet.
second-step-app-on = { $count ->
    [one] Приложение-аутентификатор настроено; остался { $count } неиспользованный резервный код.
    [few] Приложение-аутентификатор настроено; осталось { $count } неиспользованных резервных кода.
    [many] Приложение-аутентификатор настроено; осталось { $count } неиспользованных резервных кодов.
   *[other] Приложение-аутентификатор настроено; осталось { $count } неиспользованных резервных кодов.
    }
second-step-app-remove = Удалить приложение-аутентификатор
second-step-app-intro = Коды из приложения, например Google Authenticator или 1Password, которые запрашиваются после ввода пароля.
second-step-app-set-up = Настроить приложение-аутентификатор
second-step-app-qr-label = QR-код для приложения-аутентификатора
second-step-app-setup-title = Настройка приложения-аутентификатора
second-step-app-setup-lead = Отсканируйте код в приложении-аутентификаторе, а затем введите шесть цифр, которые оно покажет.
second-step-app-setup-key = Или введите в приложении этот ключ:
second-step-app-code-label = Код из приложения
second-step-app-turn-on = Включить
second-step-app-cancel = Отмена
second-step-recovery-title = Сохраните резервные коды
second-step-recovery-lead = Приложение-аутентификатор включено. Если вы потеряете телефон, каждый из этих кодов позволит войти один раз. Храните их в надежном месте: больше они показаны не будут.
second-step-recovery-back = Вернуться к аккаунту

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Войти с ключом доступа
passkey-not-used = Ключ доступа не использован. Повторите попытку или войдите с паролем.
passkey-section-heading = Ключи доступа
passkey-section-intro = С ключом доступа можно входить по отпечатку пальца, лицу или с помощью блокировки экрана вместо пароля.
passkey-rename-label = Новое название
passkey-rename-button = Переименовать
passkey-remove-button = Удалить
passkey-new-name-label = Название нового ключа доступа
passkey-new-name-placeholder = Этот ноутбук
passkey-add-button = Добавить ключ доступа
passkey-already-registered = Этот ключ доступа уже зарегистрирован.
passkey-not-added = Ключ доступа не добавлен. Повторите попытку.

## The consent screen.

consent-heading = Разрешить приложению { $client } использовать ваш аккаунт?
consent-lead = Вы вошли как { $account }. { $client } — стороннее приложение; оно запрашивает разрешение:
consent-revoke-note = Вы можете в любой момент закрыть ему доступ на странице аккаунта.
consent-deny = Отклонить
consent-allow = Разрешить
consent-title = Разрешить доступ приложению { $client }?

## Connecting a device (TV, console) with a code.

# Under the "Sign in" ("Вход") heading of the device page's login form.
device-login-lead = Чтобы подключить устройство к аккаунту
device-code-unknown = Код неверный, срок его действия истек или он уже использован. Проверьте код на устройстве и повторите попытку.
device-code-throttled = Слишком много неверных кодов. Подождите несколько минут и повторите попытку.
device-code-form-expired = Срок действия формы истек. Введите код снова.
device-connected-title = Устройство подключено
device-connected-text = Приложение { $client } подключено к вашему аккаунту. Можете вернуться к устройству.
device-denied-title = Запрос отклонен
device-denied-text = Приложение { $client } не подключено. Эту страницу можно закрыть.
device-two-factors-title = Требуется двухфакторный вход
device-two-factors-text = Приложение { $client } требует двухфакторного входа. Войдите на странице аккаунта со вторым фактором (или настройте его), а затем снова введите код здесь.
device-two-factors-link = Открыть страницу аккаунта

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Не удалось привязать
upstream-link-from-account-page = Привяжите сервис входа с помощью его кнопки на странице аккаунта.
upstream-link-expired = Срок действия страницы истек. Вернитесь на страницу аккаунта, обновите ее и повторите попытку.
upstream-unknown-provider = Такого сервиса входа нет.
upstream-bad-state = Этот вход уже использован, срок его действия истек или он был начат в другом браузере. Вернитесь в приложение и войдите снова.
upstream-denied = Сервис входа не выполнил вход. Вернитесь в приложение и повторите попытку.
upstream-refused = Не удалось принять ответ сервиса входа. Вернитесь в приложение и войдите снова.
upstream-unavailable = Сервис входа недоступен. Повторите попытку чуть позже или войдите другим способом.
upstream-email-taken = Аккаунт с этим адресом электронной почты уже существует. Войдите в него с паролем или ключом доступа, а затем привяжите этот сервис на странице аккаунта.
upstream-outside-domains = Через вход вашей организации можно войти только с адресами из подтвержденных доменов самой организации.
upstream-unconfirmed-account = Аккаунт с этим адресом электронной почты уже существует, но его адрес так и не был подтвержден. Подтвердите адрес (или задайте для аккаунта новый пароль), а затем снова войдите через вашу организацию.
upstream-operator-account = У этой учетной записи есть роль в консоли операторов: она входит со своим паролем и вторым фактором, а не через вход организации.
upstream-registration-closed = Этот аккаунт здесь неизвестен, а регистрация новых аккаунтов закрыта. Попросите оператора создать для вас аккаунт.
upstream-no-email = Сервис входа не передал адрес электронной почты, а он нужен для нового аккаунта.
upstream-unverified-email = Сервис входа не подтвердил, что этот адрес электронной почты принадлежит вам, поэтому создать с ним аккаунт нельзя. Создайте аккаунт с вашим адресом электронной почты, а затем привяжите сервис на странице аккаунта.
upstream-linked-elsewhere = Этот способ входа уже привязан к другому аккаунту.
upstream-already-linked = Ваш аккаунт уже привязан к этому сервису через другой аккаунт в нем. Сначала отвяжите его.
upstream-disabled = Этот аккаунт отключен.
upstream-reauthenticate = Войдите снова на странице аккаунта, а затем привяжите сервис.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Создание аккаунта
signup-lead = Мы отправим вам письмо для подтверждения адреса.
signup-email = Электронная почта
signup-password = Пароль (не менее 10 символов)
signup-name = Имя (необязательно)
signup-button = Создать аккаунт
signup-closed-title = Регистрация закрыта
signup-closed-text = Новые аккаунты создает оператор этого сервиса. Обратитесь к нему.
signup-sent-title = Проверьте почту
signup-sent-text = Мы отправили письмо для подтверждения адреса. Перейдите по ссылке из него; войти можно уже сейчас.
signup-sent-continue-text = Мы отправили письмо для подтверждения адреса. Вы можете войти и продолжить прямо сейчас.
signup-sent-continue = Войти и продолжить

## Address confirmation page (opened from the mailed link)

verify-title = Подтвердите адрес электронной почты
verify-lead = Подтвердите, что этот адрес электронной почты принадлежит вам, чтобы его можно было использовать для аккаунта. Если вы не создавали аккаунт и не меняли его адрес на этом сайте, не подтверждайте адрес и закройте страницу.
verify-button = Подтвердить адрес
verify-done-title = Адрес электронной почты подтвержден
verify-done-text = Спасибо, ваш адрес электронной почты подтвержден. Эту страницу можно закрыть.

## Password reset request page

forgot-title = Забыли пароль?
forgot-lead = Введите адрес электронной почты. Если с ним связан аккаунт, мы отправим вам ссылку для установки нового пароля.
forgot-email = Электронная почта
forgot-button = Отправить ссылку
forgot-sent-title = Проверьте почту
forgot-sent-text = Если с этим адресом связан аккаунт, на него уже отправлено письмо со ссылкой для установки нового пароля. Ссылка действует 30 минут.

## New password page (opened from the mailed link)

reset-title = Установка нового пароля
reset-lead = Придумайте пароль длиной от 10 до 256 символов. На всех устройствах, где выполнен вход в ваш аккаунт, будет выполнен выход.
reset-password = Новый пароль
reset-button = Установить пароль
reset-done-title = Пароль установлен
reset-done-text = Новый пароль установлен, и на всех устройствах, где был выполнен вход, выполнен выход. Войдите снова с новым паролем.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Профиль сохранен.
account-password-changed = Пароль изменен; на всех остальных устройствах выполнен выход.
account-email-requested = Если этот адрес можно использовать, на него отправлена ссылка для подтверждения: адрес изменится после перехода по ней.
account-session-signed-out = Выход из этого сеанса выполнен.
account-others-signed-out = Выход из всех остальных сеансов выполнен.
account-console-needs-factor = Для консоли оператора нужен второй фактор: добавьте ниже приложение-аутентификатор или ключ доступа, а затем войдите снова с его помощью.
account-form-expired = Срок действия формы истек. Повторите попытку.
# The login form's lead, right under its heading "Sign in" ("Вход"): says what signing in is for.
account-login-lead = Чтобы просмотреть и изменить данные аккаунта
# The login form's lead (under the heading "Sign in") when a change of how the user signs in needs a fresh sign-in.
account-sign-in-again-lead = Войдите снова, чтобы изменить способы входа
account-sign-in-again = В целях безопасности войдите снова (со вторым фактором, если он настроен), прежде чем добавлять или удалять способ входа.
# The two-step sign-in's lead starts with this; a comma and how to finish signing in follow.
account-second-step-purpose = Чтобы открыть аккаунт
account-profile-name = Имя
account-profile-mobile = Номер мобильного телефона
account-profile-picture = URL фото
account-profile-country-code = Код страны
account-profile-country = Страна
account-profile-city = Город
account-profile-postal-code = Почтовый индекс
account-session-unknown-device = Неизвестное устройство
account-session-unknown-app = неизвестное приложение
account-session-when = Вход: { $since } · последняя активность: { $active }
account-provider-not-linked = Этот сервис входа не привязан к вашему аккаунту.
account-last-sign-in-method = Это единственный способ входа в ваш аккаунт. Сначала добавьте ключ доступа или задайте пароль (Забыли пароль?).
account-session-gone = Этот сеанс уже завершен.
account-wrong-password = Неверный текущий пароль.
account-too-many-passwords = Слишком много попыток ввода неверного пароля. Подождите несколько минут и повторите попытку.
account-unknown-action = Эта страница не выполняет такое действие.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Приложение-аутентификатор удалено.
factors-passkey-added = Ключ доступа добавлен: теперь с его помощью можно входить в аккаунт.
factors-passkey-renamed = Ключ доступа переименован.
factors-passkey-removed = Ключ доступа удален.
factors-passkey-added-on = Добавлен { $date }
factors-passkey-last-used = последнее использование: { $date }
factors-passkey-synced = синхронизирован
factors-wrong-code = Неверный код. Проверьте время на устройстве с приложением и введите код, который оно показывает сейчас.
factors-too-many-codes = Слишком много неверных кодов. Подождите несколько минут и повторите попытку.
factors-totp-already = Приложение-аутентификатор уже настроено.
factors-totp-nothing-pending = Приложение-аутентификатор сейчас не настраивается. Начните заново.
factors-totp-not-set-up = Приложение-аутентификатор не настроено.
factors-passkey-registered = Этот ключ доступа уже зарегистрирован.
factors-passkey-too-many = В аккаунте уже максимальное число ключей доступа: сначала удалите один из них.
factors-passkey-too-many-attempts = Слишком много попыток. Подождите несколько минут и повторите попытку.
factors-passkey-name-length = Название ключа доступа должно содержать от 1 до 64 символов.
factors-passkey-not-yours = Этот ключ доступа больше вам не принадлежит.
factors-passkey-not-added = Не удалось добавить ключ доступа, или время ожидания истекло. Повторите попытку.
factors-page-expired = Срок действия страницы истек. Обновите ее.
factors-sign-in-again = Войдите снова.
factors-passkeys-unavailable = Ключи доступа недоступны на этом сервере.
factors-sign-in-to-add = Войдите снова, чтобы добавить ключ доступа.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Вход через другой аккаунт
links-linked = Сервис входа привязан: теперь с его помощью можно входить в этот аккаунт.
links-unlinked = Сервис входа отвязан.
links-linked-on = привязан { $date }
links-unlink = Отвязать
links-link = Привязать { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Приложения с доступом
apps-allowed-on = доступ разрешен { $date }
apps-remove = Закрыть доступ
apps-removed = Доступ приложения закрыт; в нем выполнен выход.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Удаление аккаунта
delete-explain-lead = Вы можете сами удалить свой аккаунт и все связанные с ним данные.
delete-explain-sign-in = Войдите с паролем, ключом доступа или через сервис, с помощью которого вы зарегистрировались («Войти через …»).
delete-explain-confirm = Подтвердите удаление аккаунта.
# $days: how long the security log keeps its entries.
delete-explain-what = Что удаляется: ваш профиль (имя, адрес электронной почты, номер телефона, фото, местоположение), пароль, все сеансы и сохраненные для них устройства и местоположения, вторые факторы, ключи доступа, привязанные сервисы входа и все токены, выданные приложениям. На всех устройствах будет выполнен выход. Журнал безопасности хранит записи о вас под случайным именем и без IP-адресов не дольше { $days ->
        [one] { $days } дня
        [few] { $days } дней
        [many] { $days } дней
       *[other] { $days } дней
    }.
delete-explain-now = Когда: сразу. Подтверждение придет на ваш адрес электронной почты.
# $days: how long after the request the account is deleted.
delete-explain-later = Когда: через { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дней
    } после запроса; если вы войдете в аккаунт до этого срока, он сохранится. Подтверждение придет на ваш адрес электронной почты.
delete-explain-apps = Удалить аккаунт можно также в настройках приложений.
delete-explain-link = Войти и удалить аккаунт
# The login form's lead, right under its heading "Sign in" ("Вход"): says what signing in is for.
delete-login-lead = Чтобы удалить аккаунт
delete-confirm-what = Будут удалены ваш профиль, сеансы, вторые факторы, ключи доступа и привязанные сервисы входа, а на всех устройствах будет выполнен выход.
# $days: how long after the request the account is deleted.
delete-confirm-later = Аккаунт будет удален через { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дней
    }; если вы войдете до этого срока, он сохранится.
delete-confirm-now = Это действие нельзя отменить.
delete-confirm-check = Удалить мой аккаунт и все связанные с ним данные
delete-confirm-button = Удалить аккаунт
delete-confirm-keep = Сохранить аккаунт
delete-done-title = Аккаунт удален
delete-done = Ваш аккаунт и все связанные с ним данные удалены. Подтверждение отправлено на ваш адрес электронной почты.
delete-scheduled-title = Удаление аккаунта запланировано
# $date is a date such as "2026-12-21".
delete-scheduled = Все сеансы завершены. Ваш аккаунт будет удален { $date }; чтобы сохранить его, войдите до этой даты.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Язык
account-language-help = Язык страниц этого аккаунта и отправляемых ему писем.
account-language-save = Сохранить язык
account-language-saved = Язык сохранен.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Консоль
console-nav-signed-in = Консоль · вы вошли как { $email } ({ $role })
console-nav-your-account = Ваш аккаунт
console-nav-label = Консоль
console-nav-overview = Обзор
console-nav-users = Пользователи
console-nav-organizations = Организации
console-nav-clients = Клиенты
console-nav-apis = API
console-nav-webhooks = Вебхуки
console-nav-audit = Журнал аудита
console-nav-keys = Ключи
console-nav-settings = Настройки

console-frame-role-admin = администратор
console-frame-role-support = поддержка
console-frame-role-viewer = наблюдатель
console-frame-role-none = нет
console-frame-table-empty = { $caption }: нет.
console-frame-age-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дней
    }
console-frame-age-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
    [many] { $count } часов
   *[other] { $count } часов
    }
console-frame-age-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минут
    }

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Ваша роль в консоли не дает доступа к этой странице. Если она вам нужна, обратитесь к администратору.
console-gate-form-expired = Срок действия формы истек, или она отправлена не из консоли. Откройте страницу снова и повторите действие.
console-gate-change-not-allowed = Ваша роль в консоли не позволяет вносить это изменение.
console-gate-no-role = У вашего аккаунта нет роли в консоли. Ее может назначить администратор.
console-gate-not-allowed-title = Нет доступа
console-gate-not-found-title = Не найдено
console-gate-not-done-title = Не выполнено
# Shown under the login page's heading "Sign in" ("Вход").
console-gate-sign-in-again-lead = Войдите снова со вторым фактором, чтобы открыть консоль
console-gate-needs-second-factor = Для входа в консоль нужен второй фактор (приложение-аутентификатор или ключ доступа).
console-gate-no-such-user = Такого пользователя нет.
console-gate-no-such-client = Такого клиента нет.
console-gate-no-such-api = Такого API нет.
console-gate-no-such-webhook = Такого вебхука нет.
console-gate-no-such-delivery = Такой доставки нет.
console-gate-no-such-session = Такого сеанса нет.
console-gate-no-such-link = Такой привязки нет.
console-gate-no-such-organization = Такой организации нет.
console-gate-no-such-domain = Такого домена нет.
# Fallback; $what is an English noun from the service.
console-gate-no-such = Объект не найден: { $what }.
console-gate-duplicate-email = Пользователь с таким адресом электронной почты уже существует.
console-gate-last-sign-in-method = Эта привязка — последний способ входа в аккаунт: сначала задайте пароль.
console-gate-api-exists = API с таким идентификатором уже существует.
console-gate-disable-client-first = Перед удалением клиент нужно отключить.

## The console's overview page.

console-overview-title = Обзор
console-overview-find-user = Найти пользователя
console-overview-accounts = Аккаунты
console-overview-live-sessions = Активные сеансы
console-overview-sign-ins = Входы за 24 ч
console-overview-failed-sign-ins = Неудачные входы за 24 ч
console-overview-lockouts = Блокировки сейчас
console-overview-failing-deliveries = Сбои доставки вебхуков
console-overview-chart-heading = Входы за последние 24 часа
console-overview-counted = Подсчитано { $at } (данные не старше минуты).
console-overview-chart-label = Входы по часам за последние 24 часа: успешных — { $succeeded }, неудачных — { $failed }
console-overview-chart-hour = { $time }: успешных — { $succeeded }, неудачных — { $failed }
console-overview-chart-start = 24 ч назад
console-overview-chart-end = сейчас
console-overview-legend-succeeded = успешные ({ $count })
console-overview-legend-failed = неудачные ({ $count })
console-overview-keys-heading = Ключи подписи
console-overview-keys-caption = Ключи подписи, сначала новые
console-overview-key = Ключ
console-overview-algorithm = Алгоритм
console-overview-state = Состояние
console-overview-age = Возраст
console-overview-signing-for = Подписывает уже
console-overview-key-pending = ожидает
console-overview-key-active = активен
console-overview-key-retired = выведен
console-overview-keys-link = Ключи и ротация

## The console's users list.

console-users-title = Пользователи
console-users-deleted = Пользователь удален.
console-users-search-label = Адрес, имя или ID пользователя
console-users-search = Найти
console-users-search-help = Адреса ищутся по началу, имена — по началу любого слова; ID — только целиком.
console-users-caption = Пользователи, сначала старые
console-users-matching = Пользователи по запросу «{ $query }»
console-users-address = Адрес
console-users-name = Имя
console-users-verified = Подтвержден
console-users-state = Состояние
console-users-created = Создан
console-users-yes = да
console-users-no = нет
console-users-enabled = включен
console-users-disabled = отключен
console-users-next-page = Следующая страница

## The console's page of one user.

console-user-done-disabled = Пользователь отключен: все его сеансы завершены.
console-user-done-enabled = Пользователь включен: он снова может входить.
console-user-done-signed-out = Все сеансы пользователя завершены.
console-user-done-session-ended = Сеанс завершен.
console-user-done-factors-reset = Вторые факторы пользователя удалены; ему отправлено уведомление по почте.
console-user-done-verification-sent = Письмо для подтверждения адреса отправлено.
console-user-done-role = Роль изменена.
console-user-why-heading = Почему пользователь не может войти?
console-user-nothing-stops = Сейчас ничто не мешает пользователю войти.
console-user-reason-disabled = Аккаунт отключен оператором.
console-user-reason-unverified = Адрес не подтвержден: вход по паролю невозможен, пока не использована ссылка из письма для подтверждения.
console-user-reason-locked-password = Вход заблокирован после ввода неверных паролей с { $ip } до { $until } (около { $minutes } мин; ограничение частоты входа).
console-user-reason-locked-second-step = Второй этап заблокирован после ввода неверных кодов до { $until } (около { $minutes } мин; ограничение частоты проверки второго фактора).
console-user-reason-passkey-only = У аккаунта нет пароля: вход возможен только с ключом доступа (или после сброса пароля).
console-user-reason-providers-only = У аккаунта нет пароля: вход возможен только через { $providers } (или после сброса пароля).
console-user-reason-second-factor-due = Второй фактор не настроен, а он требуется для входа в { $clients }: пользователь должен сначала добавить его.
console-user-reason-deletion-scheduled = Пользователь запросил удаление аккаунта: он будет удален { $date }, если пользователь не войдет до этого.
console-user-profile = Профиль
console-user-id = ID пользователя
console-user-address = Адрес
console-user-verified = Подтвержден
console-user-state = Состояние
console-user-name = Имя
console-user-mobile = Мобильный
console-user-place = Местоположение
console-user-created = Создан
console-user-console-role = Роль в консоли
console-user-sessions = Сеансы
console-user-sessions-caption = Активные сеансы, сначала последние
console-user-device = Устройство
console-user-ip-and-place = IP и местоположение
console-user-signed-in = Вход
console-user-last-active = Последняя активность
console-user-methods = Способы
console-user-end-column = Завершить
console-user-end-session = Завершить
console-user-unknown-device = Неизвестное устройство
console-user-second-factors = Вторые факторы
console-user-authenticator-app = Приложение-аутентификатор
console-user-recovery-codes-left = Осталось резервных кодов
console-user-passkeys = Ключи доступа
console-user-factor-none = нет
console-user-totp-since = с { $date }
console-user-providers-and-apps = Сервисы входа и приложения
console-user-links-caption = Привязанные сервисы входа
console-user-provider = Сервис
console-user-address-given = Переданный адрес
console-user-linked = Привязан
console-user-consents-caption = Согласия для сторонних приложений
console-user-client = Клиент
console-user-scopes = Области доступа
console-user-allowed = Разрешено
console-user-recent-events = Последние события
console-user-events-caption = Новейшие события аудита, связанные с пользователем
console-user-when = Когда
console-user-type = Тип
console-user-actor = Инициатор
console-user-ip = IP
console-user-every-event = Все события, связанные с пользователем
console-user-actions = Действия
console-user-disable = Отключить
console-user-enable = Включить
console-user-sign-out-everywhere = Завершить все сеансы
console-user-resend-verification = Отправить письмо для подтверждения повторно
console-user-reset-factors = Сбросить вторые факторы
console-user-reset-factors-confirm = Удалить приложение-аутентификатор, резервные коды и ключи доступа
console-user-delete = Удалить пользователя
console-user-delete-confirm = Удалить этот аккаунт и все связанные с ним данные прямо сейчас
console-user-role-heading = Роль в консоли
console-user-role-label = Роль
console-user-set-role = Назначить роль
console-user-role-help = Наблюдатели видят все страницы; поддержка также может отключать и включать пользователей, завершать их сеансы, сбрасывать вторые факторы и повторно отправлять письма для подтверждения; администраторы могут все.
console-user-unknown-action = Эта страница не выполняет такое действие.
console-user-not-on-this-user = Недоступно для этого пользователя: операторы ниже администратора могут действовать только в отношении пользователей без роли, и никто не может изменить здесь свою роль, состояние, факторы или аккаунт.
console-user-tick-to-confirm = Установите флажок для подтверждения и повторите действие.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Клиенты
console-client-list-caption = Клиенты, сначала старые
console-client-name = Название
console-client-kind = Тип
console-client-state = Состояние
console-client-registered = Зарегистрирован
console-client-kind-public = публичный
console-client-kind-confidential = конфиденциальный
console-client-state-enabled = включен
console-client-state-disabled = отключен
console-client-register-heading = Регистрация клиента
console-client-register = Зарегистрировать
console-client-registered-notice = Клиент зарегистрирован.
console-client-deleted = Клиент удален.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI перенаправления, по одному на строку
# "openid email profile authorization" are scope names: keep them as they are.
console-client-scopes-field = Области доступа (если пусто: openid email profile authorization)
console-client-package-names-field = Имена пакетов Android, по одному на строку
console-client-app-origins-field = Источники приложений для ключей доступа, по одному на строку
console-client-logout-uri-field = URI для выхода по обратному каналу (back-channel logout)
console-client-organization-field = Организация получателя Shared Signals (slug или id)
console-client-flag-public = Публичный (браузерное или нативное приложение: без секрета, PKCE)
console-client-flag-resource-server = Сервер ресурсов (может проверять токены через интроспекцию)
console-client-flag-client-credentials = Может получать токены для себя (client_credentials)
console-client-flag-rotate-refresh-tokens = Ротация токенов обновления
console-client-flag-require-mfa = Только двухфакторный вход
console-client-flag-require-par = Только запросы PAR (pushed authorization requests)
console-client-flag-third-party = Стороннее: сначала пользователи дают согласие
console-client-flag-shared-signals = Получатель Shared Signals: получает поток событий безопасности

## Console: one client's page

console-client-saved = Настройки клиента сохранены.
console-client-disabled-notice = Клиент отключен: его токены больше не проходят проверку.
console-client-granted = Разрешение сохранено.
console-client-secret-replaced = Секрет заменен.
console-client-secret-heading = Секрет клиента
console-client-secret-once = Скопируйте его сейчас: он показывается только один раз (хранится только его хеш).
console-client-settings-heading = Настройки
console-client-yes = да
console-client-no = нет
console-client-redirect-uris = URI перенаправления
console-client-scopes = Области доступа
console-client-resource-server = Сервер ресурсов
console-client-two-factor-only = Только двухфакторный вход
console-client-par-only = Только PAR
console-client-third-party = Стороннее
console-client-shared-signals = Получатель Shared Signals
console-client-changed = Изменен
console-client-grants-heading = Разрешения для API
console-client-grants-caption = API, которые этот клиент может вызывать от своего имени
console-client-api = API
console-client-api-identifier = Идентификатор API
console-client-grant = Разрешить
console-client-actions-heading = Действия
console-client-rotate-secret = Заменить секрет
console-client-rotate-secret-confirm = Заменить секрет: старый сразу перестанет действовать
console-client-disable = Отключить
console-client-disable-confirm = Отключить клиент: его токены перестанут проходить проверку
console-client-delete = Удалить
console-client-delete-confirm = Удалить клиент и все, что ему выдано
console-client-edit-heading = Изменение
console-client-save = Сохранить
console-client-confirm-first = Установите флажок для подтверждения и повторите действие.
console-client-unknown-action = Эта страница не выполняет такое действие.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (индикаторы ресурсов)
console-api-identifier = Идентификатор
console-api-scopes = Области доступа
console-api-registered-column = Зарегистрирован
console-api-register-heading = Регистрация API
console-api-identifier-field = Идентификатор (URL https)
console-api-scopes-field = Области доступа через пробел
console-api-register = Зарегистрировать
console-api-registered = API зарегистрирован.

## Console: the webhooks page

console-webhook-title = Вебхуки
console-webhook-list-caption = Конечные точки вебхуков
console-webhook-endpoint = Конечная точка (ее доставки)
console-webhook-events = События
console-webhook-registered-column = Зарегистрирована
console-webhook-remove = Удалить
console-webhook-remove-confirm = Прекратить доставку на эту конечную точку
console-webhook-secret-heading = Секрет подписи
console-webhook-secret-once = Передайте его получателю сейчас: он показывается только один раз.
console-webhook-register-heading = Регистрация конечной точки
console-webhook-url = URL
console-webhook-events-field = Типы событий через пробел
console-webhook-register = Зарегистрировать
console-webhook-registered = Конечная точка зарегистрирована.
console-webhook-removed = Конечная точка удалена.
console-webhook-confirm-first = Установите флажок для подтверждения и повторите действие.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Доставки
console-webhook-deliveries-caption = Доставки, сначала новые
console-webhook-delivery = Доставка
console-webhook-event = Событие
console-webhook-status = Статус
console-webhook-attempts = Попытки
console-webhook-last-error = Последняя ошибка
console-webhook-replay = Повторить
console-webhook-replayed = Доставка снова поставлена в очередь.
console-webhook-status-pending = ожидает
console-webhook-status-delivered = доставлено
console-webhook-status-failed = сбой

## Console: the audit trail

console-audit-title = Журнал аудита
console-audit-user-id = ID пользователя
console-audit-address = Адрес
console-audit-type = Тип
console-audit-since = С (RFC 3339)
console-audit-until = По (RFC 3339)
console-audit-any-type = любой
console-audit-filter = Фильтровать
console-audit-caption = События, сначала новые
console-audit-when = Когда
console-audit-type-column = Тип
console-audit-actor = Инициатор
console-audit-user = Пользователь
console-audit-client = Клиент
console-audit-ip = IP
console-audit-older = Более ранние события

## Console: the signing keys

console-keys-title = Ключи
console-keys-caption = Набор ключей, сначала новые
console-keys-key = Ключ
console-keys-algorithm = Алгоритм
console-keys-state = Состояние
console-keys-made = Создан
console-keys-age = Возраст
console-keys-signing-since = Подписывает с
console-keys-retired = Выведен
console-keys-state-pending = ожидает
console-keys-state-active = активен
console-keys-state-retired = выведен
console-keys-rotate-heading = Ротация
console-keys-rotate-help = Ротация выполняется в два шага: первый публикует новый ключ id_token в JWKS, второй начинает подписывать им (и заменяет ключ access-token). Старые ключи служат для проверки, пока не истечет срок действия последнего подписанного ими токена.
console-keys-rotate = Выполнить ротацию
console-keys-rotate-confirm = Выполнить ротацию ключей подписи
console-keys-published = Опубликован новый ключ id_token: при следующей ротации он начнет подписывать.
console-keys-activated = Опубликованный ключ теперь подписывает id_token; создан новый ключ access-token.
console-keys-not-done = Не выполнено
console-keys-confirm-first = Установите флажок для подтверждения и повторите действие.

## Console: the settings

console-settings-title = Настройки
console-settings-effective-heading = Действующая конфигурация
console-settings-effective-help = С учетом файлов, переменных окружения и значений по умолчанию; секреты скрыты.
console-settings-caption = Настройки
console-settings-setting = Параметр
console-settings-value = Значение
console-settings-upstream-heading = Внешние сервисы входа
console-settings-providers-caption = Сервисы входа
console-settings-provider-id = ID
console-settings-provider-button = Кнопка
console-settings-provider-last-error = Последняя ошибка на этом экземпляре
console-settings-no-trouble = нет с момента запуска
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = В приложении вместо этого введите код: { $token }
mail-set-password-button = Задать новый пароль
mail-open-account-button = Открыть аккаунт

## Verification of a new account's address

mail-verification-subject = Подтвердите адрес электронной почты
mail-verification-welcome = Добро пожаловать! Подтвердите, что это ваш адрес электронной почты.
# $hours: how long the link stays valid, in hours (24 by default).
mail-verification-link-hours = { $hours ->
    [one] Ссылка действует { $hours } час, и ее можно использовать только один раз.
    [few] Ссылка действует { $hours } часа, и ее можно использовать только один раз.
    [many] Ссылка действует { $hours } часов, и ее можно использовать только один раз.
   *[other] Ссылка действует { $hours } часов, и ее можно использовать только один раз.
    }
mail-verification-ignore = Если вы не создавали аккаунт, просто проигнорируйте это письмо.
mail-verification-button = Подтвердить адрес

## Moving an account to a new address: the mail to the new address

mail-change-subject = Подтвердите новый адрес электронной почты
mail-change-confirm = Подтвердите, что теперь для вашего аккаунта нужно использовать этот адрес электронной почты.
# $hours: how long the link stays valid, in hours.
mail-change-link-hours = { $hours ->
    [one] Ссылка действует { $hours } час, и ее можно использовать только один раз; до этого сохраняется ваш прежний адрес.
    [few] Ссылка действует { $hours } часа, и ее можно использовать только один раз; до этого сохраняется ваш прежний адрес.
    [many] Ссылка действует { $hours } часов, и ее можно использовать только один раз; до этого сохраняется ваш прежний адрес.
   *[other] Ссылка действует { $hours } часов, и ее можно использовать только один раз; до этого сохраняется ваш прежний адрес.
    }
mail-change-ignore = Если вы этого не запрашивали, проигнорируйте это письмо: ничего не изменится.
mail-change-button = Использовать этот адрес

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Изменение адреса электронной почты аккаунта
mail-change-notice-asked = Кто-то, выполнивший вход в ваш аккаунт, запросил перенос аккаунта на адрес { $address }.
mail-change-notice-until = Аккаунт будет перенесен только после перехода по ссылке, отправленной на тот адрес; до этого сохраняется текущий адрес.
mail-change-notice-not-you = Если это были не вы, сразу задайте новый пароль: все сеансы будут завершены, а ссылка перестанет действовать.

## To an address that tried to register again

mail-registered-subject = У вас уже есть аккаунт
mail-registered-tried = Кто-то попытался создать аккаунт с этим адресом электронной почты, но аккаунт с ним уже существует.
mail-registered-if-you = Если это были вы, просто войдите или задайте новый пароль, если забыли его.
mail-registered-not-you = Если это были не вы, проигнорируйте это письмо: ничего не изменилось.

## Password reset

mail-reset-subject = Задайте новый пароль
mail-reset-asked = Кто-то запросил установку нового пароля для вашего аккаунта.
# $minutes: how long the link stays valid, in minutes.
mail-reset-link-minutes = { $minutes ->
    [one] Ссылка действует { $minutes } минуту, и ее можно использовать только один раз; новый запрос заменит ее.
    [few] Ссылка действует { $minutes } минуты, и ее можно использовать только один раз; новый запрос заменит ее.
    [many] Ссылка действует { $minutes } минут, и ее можно использовать только один раз; новый запрос заменит ее.
   *[other] Ссылка действует { $minutes } минут, и ее можно использовать только один раз; новый запрос заменит ее.
    }
mail-reset-not-you = Если это были не вы, проигнорируйте это письмо: ваш пароль останется прежним.

## Notices: a second factor changed

mail-totp-added-subject = Добавлено приложение-аутентификатор
mail-totp-added-body = В ваш аккаунт добавлено приложение-аутентификатор в качестве второго фактора.
mail-totp-removed-subject = Приложение-аутентификатор удалено
mail-totp-removed-body = Приложение-аутентификатор удалено из вашего аккаунта: теперь для входа нужен только пароль.
mail-passkey-added-subject = Добавлен ключ доступа
mail-passkey-added-body = В ваш аккаунт добавлен ключ доступа: с ним можно входить без пароля.
mail-passkey-removed-subject = Ключ доступа удален
mail-passkey-removed-body = Из вашего аккаунта удален ключ доступа: с ним больше нельзя войти.
mail-recovery-used-subject = Использован резервный код
# $left: how many recovery codes the user has left (may be 0).
mail-recovery-used-body = { $left ->
    [one] Для входа в ваш аккаунт использован резервный код; остался { $left } неиспользованный код.
    [few] Для входа в ваш аккаунт использован резервный код; осталось { $left } неиспользованных кода.
    [many] Для входа в ваш аккаунт использован резервный код; осталось { $left } неиспользованных кодов.
   *[other] Для входа в ваш аккаунт использован резервный код; осталось { $left } неиспользованных кодов.
    }
mail-factor-not-you = Если это были не вы, измените пароль и выйдите на всех устройствах на странице аккаунта.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = К вашему аккаунту привязан { $provider }
mail-linked-body = К вашему аккаунту привязан аккаунт { $provider }: теперь при входе через { $provider } открывается ваш аккаунт.
mail-unlinked-subject = { $provider } отвязан от вашего аккаунта
mail-unlinked-body = Ваш аккаунт отвязан от { $provider }: вход через { $provider } больше не открывает его.
mail-link-not-you = Если это были не вы, на странице аккаунта измените пароль, выйдите на всех устройствах и отвяжите этот сервис.

## Account deleted

mail-deleted-subject = Ваш аккаунт удален
mail-deleted-body = Ваш аккаунт и все связанные с ним данные удалены, а все его сеансы завершены.
mail-deleted-register-again = С этим адресом можно зарегистрироваться снова; данные старого аккаунта не восстанавливаются.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Ваш аккаунт будет удален
mail-deletion-due = Ваш аккаунт будет удален { $date }; все его сеансы завершены.
mail-deletion-keep = Чтобы сохранить аккаунт, войдите в него до этой даты. Если вы не запрашивали удаление, войдите и измените пароль.
mail-deletion-button = Войти и сохранить аккаунт

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = Присоединяйтесь к организации { $organization }
mail-invitation-body = Вас пригласили в организацию { $organization }. Чтобы принять приглашение, откройте ссылку: войдите с этим адресом или создайте с ним аккаунт.
# $days: how many days the link works.
mail-invitation-expiry = { $days ->
    [one] Ссылка действует { $days } день.
    [few] Ссылка действует { $days } дня.
    [many] Ссылка действует { $days } дней.
   *[other] Ссылка действует { $days } дней.
    }
mail-invitation-ignore = Если вы не знаете эту организацию, просто проигнорируйте это письмо: пока вы не примете приглашение, ничего не произойдет.
# Button: opens the invitation's page.
mail-invitation-button = Посмотреть приглашение
console-organizations-title = Организации
console-organizations-name = Название
console-organizations-slug = Короткое имя (URL)
console-organizations-enabled = Включена
console-organizations-mfa = Второй фактор
console-organizations-new = Новая организация
console-organizations-create = Создать организацию
console-organizations-created = Организация создана.
console-organization-saved = Правила домена сохранены.
console-organization-id = ID
console-organization-members = Участники
console-organization-roles = Роли
console-organization-managed = Вход через организацию
console-organization-break-glass = Экстренный доступ
console-organization-invitations = Ожидающие приглашения
console-organization-expires = Истекает
console-organization-domains = Домены
console-organization-domain = Домен
console-organization-state = Состояние
console-organization-rules = Правила
console-organization-save-rules = Сохранить
console-organization-sign-in = Собственный вход организации
console-organization-no-sign-in = Собственного входа у организации нет: её участники входят со своими паролями или ключами доступа.
# $organization: the organization's name.
organization-admin-title = { $organization }: настройки организации
organization-admin-lead = Вы управляете этой организацией как { $email }.
organization-admin-none = Здесь пока ничего нет.
organization-admin-members = Участники
organization-admin-remove = Удалить
organization-admin-yes = Да
organization-admin-no = Нет
organization-admin-email = Адрес электронной почты
organization-admin-roles = Роли
organization-admin-managed = Вход через организацию
organization-admin-action = Действие
organization-admin-invitations = Ожидающие приглашения
organization-admin-revoke = Отозвать
organization-admin-expires = Истекает
organization-admin-invite = Пригласить пользователя
organization-admin-role = Роль
organization-admin-invite-button = Отправить приглашение
organization-admin-domains = Домены
organization-admin-domains-lead = Заявите права на почтовый домен вашей компании, опубликуйте показанную TXT-запись, а затем подтвердите домен. С адресами из подтвержденного домена можно войти через вход вашей организации.
organization-admin-verify = Подтвердить
organization-admin-verified = Подтвержден
organization-admin-pending = Ожидает
organization-admin-domain = Домен
organization-admin-state = Состояние
organization-admin-record = Запись для публикации
organization-admin-add-domain = Заявить права на домен
organization-admin-sign-in = Вход через вашу организацию
organization-admin-no-sign-in = Ваши участники входят со своими паролями. Настройте собственный сервис входа OpenID (Okta, Entra ID, Google Workspace…), чтобы они входили через него.
organization-admin-issuer = URL издателя (issuer)
organization-admin-client-id = ID клиента
organization-admin-client-secret = Секрет клиента
organization-admin-redirect-uri = URI перенаправления, который нужно зарегистрировать в вашем сервисе входа
organization-admin-save-sign-in = Сохранить настройки входа
organization-admin-sign-in-title = Сначала войдите
organization-admin-sign-in-text = Войдите на странице аккаунта, а затем снова откройте эту страницу.
organization-admin-sign-in-link = Перейти в аккаунт
organization-admin-unknown-title = Организация не найдена
organization-admin-unknown-text = Здесь нет организации, которой вы управляете.
organization-admin-unknown-change = Эта страница не выполняет такое изменение.
organization-admin-scim = Подготовка учетных записей (SCIM)
organization-admin-scim-lead = Ваш каталог (Okta, Entra ID, Google Workspace…) добавляет, изменяет и удаляет здесь ваших участников и группы по протоколу SCIM 2.0. Укажите в нем базовый URL и токен подключения.
organization-admin-scim-base-url = Базовый URL
organization-admin-scim-made = Создано
organization-admin-scim-last-used = Последнее использование
organization-admin-scim-never = Никогда
organization-admin-scim-old-token = Старый токен действует до
organization-admin-scim-rotate = Новый токен
organization-admin-scim-make = Создать подключение
organization-admin-scim-token-title = Токен для вашего каталога
organization-admin-scim-token-text = Скопируйте базовый URL и токен в ваш каталог сейчас: токен больше не будет показан. Старый токен, если он есть, действует еще один день.
organization-admin-scim-token = Токен
organization-admin-scim-revoke-confirm = Отозвать подключение: его токены сразу перестанут работать
# $organization: the organization's name.
invitation-title = Присоединиться к организации { $organization }
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = Вас пригласили в организацию { $organization } как { $email }.
invitation-join-button = Присоединиться
invitation-sign-up-lead = Вас пригласили в организацию { $organization }. Чтобы присоединиться, создайте аккаунт с адресом { $email }: приглашение подтверждает, что этот адрес ваш.
invitation-name = Ваше имя
invitation-password = Придумайте пароль (не менее 10 символов)
invitation-sign-up-button = Создать аккаунт и присоединиться
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = Это приглашение для { $email }, а вы вошли как { $current }. Выйдите из аккаунта, а затем снова откройте ссылку.
# $email: the invited address.
invitation-sign-in-first = Это приглашение для { $email }, а с этим адресом здесь уже есть аккаунт. Войдите с ним на странице аккаунта, а затем снова откройте ссылку.
invitation-sign-in-as-invitee = Сначала войдите с адресом, на который пришло приглашение.
invitation-unusable-title = Это приглашение нельзя использовать
invitation-unusable-text = Его уже использовали, отозвали, заменили более новым, или срок его действия истек. Попросите у организации новое приглашение.
# $organization: the organization's name.
invitation-joined-title = Вы присоединились к организации { $organization }
invitation-joined-text = Теперь вы участник: приложения, в которые вы входите для этой организации, это видят.
invitation-joined-new-account = Ваш аккаунт готов, и вы участник организации: войдите с вашим адресом и паролем, который вы придумали.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-verification-success = Token Verification success
# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-expired-token = Token Expired!
api-code-refresh-token = Выданы токен и токен обновления
api-code-token = Токен выдан
api-code-userdata = Данные пользователя
api-code-login-success = Вход выполнен
api-code-auth-code = Код авторизации выдан
api-code-id-token = id_token выдан
api-code-logged-out = Выход выполнен; сеанс и его токены отозваны
api-code-ok = Готово
api-code-alive = Работает
api-code-ready = Готов к работе
api-code-sessions = Ваши активные сеансы
api-code-export = Все данные о вашем аккаунте
api-code-email-change-requested = Если этот адрес можно использовать, на него отправлена ссылка для подтверждения
api-code-account-deleted = Ваш аккаунт и все связанные с ним данные удалены; все сеансы завершены
api-code-deletion-scheduled = Все сеансы завершены, и ваш аккаунт будет удален; чтобы сохранить его, войдите снова до этого срока
api-code-reauthentication-required = Сначала войдите снова: для этого нужен вход, выполненный в последние несколько минут
api-code-session-ended = Выход выполнен; сеанс и его токены отозваны
api-code-password-changed = Пароль изменен; все остальные сеансы и их токены отозваны
api-code-registration-accepted = Заявка на регистрацию получена; проверьте почту, чтобы подтвердить адрес
api-code-email-verified = Адрес электронной почты подтвержден
api-code-reset-requested = Если с этим адресом связан аккаунт, на него отправлено письмо со ссылкой для сброса
api-code-password-reset = Пароль установлен; все сеансы и их токены отозваны
api-code-registration-closed = Регистрация закрыта; попросите оператора создать для вас аккаунт
api-code-invalid-request = Неверный формат запроса
api-code-unsupported-grant-type = grant_type должен быть code или refresh_token
api-code-invalid-grant = code или refresh_token недействителен, истек, отозван или выдан другому клиенту
api-code-invalid-client = Ошибка аутентификации клиента
api-code-invalid-credentials = Неверный адрес электронной почты или пароль. Войти в новый аккаунт можно после подтверждения адреса: проверьте почту и перейдите по ссылке из письма
api-code-mfa-required = Требуется второй фактор: отправьте код из приложения-аутентификатора или резервный код
api-code-mfa-enrolment-required = Это приложение требует двухфакторного входа: настройте приложение-аутентификатор или ключ доступа на странице аккаунта, а затем войдите снова
api-code-passkey-options = Передайте эти параметры аутентификатору
api-code-passkey-added = Ключ доступа добавлен
api-code-passkeys = Ваши ключи доступа
api-code-links = Привязанные сервисы входа
api-code-last-sign-in-method = Это последний способ входа в аккаунт: сначала задайте пароль или добавьте ключ доступа
api-code-insufficient-scope = Область доступа (scope) токена не позволяет выполнить этот запрос
api-code-not-a-member = Вы не можете войти в эту организацию: попросите ее администратора добавить вас
api-code-sso-required = Вход для вас выполняет ваша организация: продолжите по адресу ssoUrl
api-code-not-found = Ресурс не найден
api-code-method-not-allowed = Метод не разрешен для этого ресурса
api-code-conflict = Уже существует
api-code-payload-too-large = Слишком большое тело запроса
api-code-rate-limited = Слишком много запросов; повторите попытку позже
api-code-server-error = Внутренняя ошибка сервера
api-code-service-unavailable = Сервис временно недоступен; повторите попытку позже

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Требуется токен доступа в виде `Authorization: Bearer <token>`; токен отсутствует, имеет неверный формат или отозван
api-busy = Слишком много одновременных входов; повторите попытку чуть позже

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type должен быть id_token или token
api-token-type-grant = token_type должен быть refresh_token или token
api-token-type-refresh = Для grant_type refresh_token значение token_type должно быть token
api-client-secret-required = Если token_type равен token, требуется client_secret
api-field-empty = { $field } не может быть пустым

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password слишком длинный
api-mfa-token-invalid = mfaToken неизвестен, уже использован или истек: войдите снова
api-challenge-invalid = challengeId неизвестен, уже использован или истек: запросите новые параметры ключа доступа
api-mfa-code-or-passkey = Требуется второй фактор: отправьте код из приложения-аутентификатора, резервный код или используйте ключ доступа
api-mfa-passkey = Требуется второй фактор: используйте ключ доступа (login/passkey с mfaToken)
api-client-id-required = Требуется client_id
api-client-unknown = client_id неизвестен или отключен
api-redirect-uri-required = Требуется redirect_uri
api-redirect-uri-unregistered = redirect_uri не зарегистрирован для этого клиента
api-state-too-long = state слишком длинный

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Токен неизвестен, уже использован, истек или заменен более новым
api-session-not-found = У вас нет активного сеанса с таким ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Аутентификатор уже настроен; сначала удалите его
api-authenticator-not-pending = Аутентификатор сейчас не настраивается
api-authenticator-none = Аутентификатор не настроен
api-factor-code-wrong = Неверный код
api-reauthenticate-factors = Войдите снова (со вторым фактором, если он настроен), чтобы изменить вторые факторы
api-reauthenticate-passkeys = Войдите снова (со вторым фактором, если он настроен), чтобы изменить ключи доступа
api-reauthenticate-sign-in = Войдите снова (со вторым фактором, если он настроен), чтобы изменить способы входа
api-passkeys-unavailable = ключи доступа недоступны на этом сервере
api-passkey-not-found = такого ключа доступа нет
api-passkey-no-ceremony = нет ожидающей регистрации ключа доступа; запросите новые параметры
api-passkey-rejected = не удалось проверить ключ доступа
api-passkey-registered = этот ключ доступа уже зарегистрирован
# $max: the most characters a passkey's name may have.
api-passkey-name-invalid = название ключа доступа должно содержать от 1 до { $max } символов и не должно содержать управляющих символов или символов форматирования направления текста
# $max: the most passkeys an account may have.
api-passkeys-too-many = { $max ->
    [one] у аккаунта может быть не более { $max } ключа доступа
    [few] у аккаунта может быть не более { $max } ключей доступа
    [many] у аккаунта может быть не более { $max } ключей доступа
   *[other] у аккаунта может быть не более { $max } ключей доступа
    }

## Native-app API: upstream identity providers

api-upstream-unknown = Нет внешнего сервиса входа с таким ID
api-upstream-refused = id_token не принят для этого сервиса входа
api-upstream-disabled = Аккаунт отключен
api-upstream-no-email = В id_token нет адреса электронной почты, необходимого для создания аккаунта
api-upstream-unverified-email = Сервис входа не подтверждает адрес электронной почты из id_token: зарегистрируйтесь с этим адресом, а затем привяжите сервис
api-upstream-unreachable = Сервис входа недоступен; повторите попытку позже
api-upstream-email-taken = Аккаунт с этим адресом уже существует: войдите в него и привяжите сервис на странице аккаунта
api-upstream-outside-domains = Через вход организации можно войти только с адресами из ее подтвержденных доменов
api-upstream-unconfirmed-account = Аккаунт с этим адресом существует, но так и не был подтвержден: подтвердите его, а затем снова войдите через организацию
api-upstream-operator-account = Учетная запись оператора входит со своим паролем и вторым фактором, а не через вход организации
api-link-not-found = У аккаунта нет привязки к этому сервису

## Admin API

api-admin-key-required = Для API администратора нужен заголовок `Authorization: Bearer <admin key>`
api-admin-status-once = status не более одного раза
api-admin-parameters-once = каждый параметр не более одного раза
api-admin-duplicate-email = пользователь с таким адресом электронной почты уже существует
api-admin-user-not-found = пользователь не найден
api-admin-client-not-found = клиент не найден
api-admin-api-not-found = API не найден
api-admin-session-not-found = сеанс не найден
api-admin-delivery-not-found = доставка не найдена
api-admin-webhook-not-found = вебхук не найден

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = Откройте ссылку в том браузере, в котором вы регистрировались: в любом другом браузере потребуется пароль аккаунта.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = Откройте ссылку в том браузере, в котором вы запросили изменение или в котором выполнен вход: в любом другом браузере потребуется ваш пароль.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = Вы не регистрировались и ничего не запрашивали? Тогда не подтверждайте: просто проигнорируйте это письмо, и ничего не произойдет.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = Чтобы подтвердить этот адрес здесь, введите пароль аккаунта, к которому он относится. Если вы регистрировались в приложении, вместо этого введите в приложении код из письма. Если вы не регистрировались и ничего не запрашивали, не подтверждайте адрес и закройте страницу.
# The password field's label on that page.
verify-password = Пароль аккаунта
verify-password-needed = Введите пароль аккаунта, чтобы подтвердить адрес в этом браузере.
verify-wrong-password = Это неверный пароль аккаунта.

## After a password reset, every other way into the account

mail-reset-done-subject = Ваш пароль сброшен
mail-reset-done-body = Пароль вашего аккаунта только что сброшен, и на всех устройствах, где был выполнен вход, выполнен выход.
mail-reset-done-still = Для входа в ваш аккаунт по-прежнему можно использовать:
mail-reset-done-remove = Если что-то из этого вам не принадлежит, войдите с новым паролем и выберите «Удалить все, кроме нового пароля» на странице аккаунта.
mail-reset-done-nothing-else = Других способов входа в ваш аккаунт нет: войти можно только с новым паролем.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = Если при входе у вас просят второй фактор, которого у вас нет, он не ваш: попросите поддержку этого сервиса удалить его.
mail-reset-done-not-you = Если вы не сбрасывали пароль, кто-то может читать вашу почту: сначала защитите почтовый ящик, а затем снова задайте новый пароль.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = Ключ доступа «{ $name }»
ways-in-authenticator = Приложение-аутентификатор
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count ->
    [one] { $count } неиспользованный резервный код
    [few] { $count } неиспользованных резервных кода
    [many] { $count } неиспользованных резервных кодов
   *[other] { $count } неиспользованных резервных кодов
    }
# $provider: the provider's display name (e.g. "Google").
ways-in-link = Вход через { $provider }
# $count: how many other devices are signed in.
ways-in-sessions = { $count ->
    [one] Еще { $count } устройство, на котором выполнен вход (см. список ниже)
    [few] Еще { $count } устройства, на которых выполнен вход (см. список ниже)
    [many] Еще { $count } устройств, на которых выполнен вход (см. список ниже)
   *[other] Еще { $count } устройства, на которых выполнен вход (см. список ниже)
    }
account-review-heading = Ваш пароль сброшен
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = Ваш пароль был сброшен { $date }. Для входа в ваш аккаунт по-прежнему можно использовать:
account-review-explain = Если что-то из этого вам не принадлежит, удалите все: тогда войти можно будет только с новым паролем, а на всех остальных устройствах будет выполнен выход. Потом вы сможете снова добавить ключ доступа или приложение-аутентификатор.
# Button.
account-review-remove = Удалить все, кроме нового пароля
# Button.
account-review-keep = Это все мое
account-review-gone = Проверять больше нечего.
account-review-removed = Все, кроме нового пароля, удалено, и на всех остальных устройствах выполнен выход.
account-review-kept = Хорошо: все остается как есть.

## The second step locked after wrong codes

mail-factor-locked-subject = Кто-то пытался обойти ваш второй фактор
# $minutes: how long signing in stays paused.
mail-factor-locked-body = { $minutes ->
    [one] Кто-то ввел ваш пароль, а затем пять неверных кодов второго фактора. Вход в ваш аккаунт приостановлен на { $minutes } минуту.
    [few] Кто-то ввел ваш пароль, а затем пять неверных кодов второго фактора. Вход в ваш аккаунт приостановлен на { $minutes } минуты.
    [many] Кто-то ввел ваш пароль, а затем пять неверных кодов второго фактора. Вход в ваш аккаунт приостановлен на { $minutes } минут.
   *[other] Кто-то ввел ваш пароль, а затем пять неверных кодов второго фактора. Вход в ваш аккаунт приостановлен на { $minutes } минуты.
    }
mail-factor-locked-not-you = Если это были не вы, кто-то знает ваш пароль: сразу задайте новый.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = для роли в консоли нужен подтвержденный адрес: пользователь должен сначала подтвердить адрес
console-gate-unverified = Консоль открывается только операторам с подтвержденным адресом. Подтвердите адрес по ссылке из письма для подтверждения, затем снова откройте консоль.
console-gate-idle-lead = Войдите снова, чтобы открыть консоль
console-gate-idle = Консолью не пользовались { $minutes } мин, поэтому нужно войти снова. Вход в ваш аккаунт при этом сохраняется.
console-webhook-url-once = Его URL, полностью показанный только сейчас (в списке скрыто все после «?», где может быть токен):
console-webhook-query-hidden = Все, что идет после «?» в URL конечной точки, скрыто: там может быть токен получателя.

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = Получить код по почте
page-code-ask-title = Вход по коду
page-code-ask-lead = Введите адрес электронной почты: мы отправим вам код для входа, пароль не понадобится.
page-code-ask-button = Получить код по почте
page-code-invalid-email = Введите адрес электронной почты полностью, например name@example.com.
page-code-not-allowed = Это приложение запрашивает пароль или ключ доступа: вход по коду из письма здесь недоступен.
page-code-title = Проверьте почту
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $minutes ->
    [one] Письмо уже отправлено на { $email }. Введите шестизначный код из него: он действует { $minutes } минуту, и его можно использовать только один раз.
    [few] Письмо уже отправлено на { $email }. Введите шестизначный код из него: он действует { $minutes } минуты, и его можно использовать только один раз.
    [many] Письмо уже отправлено на { $email }. Введите шестизначный код из него: он действует { $minutes } минут, и его можно использовать только один раз.
   *[other] Письмо уже отправлено на { $email }. Введите шестизначный код из него: он действует { $minutes } минут, и его можно использовать только один раз.
    }
page-code-field = Код для входа
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = Ваше имя, если вы здесь впервые
page-code-button = Войти
page-code-again = Отправить новый код
page-code-wrong = Код неверный или срок его действия истек. Проверьте самое новое письмо или запросите новый код.
page-code-link-title = Вход
page-code-link-lead = Войдите в аккаунт в этом браузере.
page-code-link-button = Войти
page-code-link-elsewhere-title = Введите этот код там, где вы его запросили
page-code-link-elsewhere = Эта ссылка открыта не в том браузере или приложении, в котором ее запросили. Введите там этот код:
page-code-link-ended-title = Ссылка больше не действует
page-code-link-ended = Ссылка уже использована, заменена более новой или устарела. Запросите новый код там, где вы входите.
api-sign-in-code-refused = Код неверный, уже использован, заменен или истек: запросите новый
api-login-code-or-password = Отправьте пароль или код, но не оба сразу
api-code-code-sent = Письмо с кодом для входа уже отправлено; код действует несколько минут и только один раз
api-code-sign-in-code-not-allowed = Вход по коду из письма здесь недоступен: используйте пароль или ключ доступа

## Mail: a sign-in code

mail-code-subject = Ваш код для входа
mail-code-asked = Кто-то запросил вход с этим адресом. Введите код:
# $minutes: how long the code and the link work.
mail-code-minutes = { $minutes ->
    [one] Код и ссылка ниже действуют { $minutes } минуту, и их можно использовать только один раз; новый запрос заменит их.
    [few] Код и ссылка ниже действуют { $minutes } минуты, и их можно использовать только один раз; новый запрос заменит их.
    [many] Код и ссылка ниже действуют { $minutes } минут, и их можно использовать только один раз; новый запрос заменит их.
   *[other] Код и ссылка ниже действуют { $minutes } минут, и их можно использовать только один раз; новый запрос заменит их.
    }
mail-code-new-account = С этим адресом пока не связан ни один аккаунт: при входе по коду он будет создан.
mail-code-button = Войти
mail-code-not-you = Если это были не вы, проигнорируйте это письмо: без кода никто не сможет войти.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Вход с этим адресом
mail-no-account-body = Кто-то запросил код для входа с этим адресом, но здесь нет аккаунта с таким адресом.
mail-no-account-not-you = Если это были не вы, проигнорируйте это письмо: ничего не изменилось.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Пользователи могут входить по коду из письма
api-name-invalid = Имя слишком длинное или содержит управляющие символы
