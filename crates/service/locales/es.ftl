# Spanish: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Idioma

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = El correo electrónico o la contraseña no son correctos. Las cuentas nuevas pueden iniciar sesión cuando se confirma su dirección: busca el enlace en tu correo.
error-throttled = Demasiados intentos fallidos. Espera unos minutos y vuelve a intentarlo.
error-busy = Hay demasiadas personas iniciando sesión en este momento. Vuelve a intentarlo en unos instantes.
error-missing-fields = Escribe tu correo electrónico y tu contraseña.
error-expired-form = Este formulario caducó. Vuelve a iniciar sesión.
error-second-factor-in-app = Esta cuenta está protegida con un segundo factor. Primero inicia sesión en la página de tu cuenta (te pedirá el código) y luego vuelve aquí.
error-wrong-second-factor = El código no es correcto, ya se usó o llegó demasiado tarde. Vuelve a iniciar sesión.
error-passkey-refused = No se pudo usar esa llave de acceso o el intento tardó demasiado. Vuelve a intentarlo o inicia sesión con tu contraseña.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Demasiadas solicitudes. Espera unos minutos y vuelve a intentarlo.
error-expired-form-again = Este formulario caducó. Vuelve a intentarlo.

## Error pages (a heading and a paragraph)

error-bad-link-title = Enlace no válido
error-bad-link-text = Este enlace ya no es válido: se usó, caducó o se reemplazó por uno más reciente. Solicita uno nuevo.

error-form-title = No se pudo iniciar sesión
error-form-too-large = El formulario es demasiado grande.
error-form-unreadable = No se pudo leer el formulario. Vuelve atrás e inténtalo de nuevo.
error-cross-site-title = Solicitud rechazada
error-cross-site-text = Este formulario se envió desde otro sitio. Vuelve a abrir la página de inicio de sesión y envíalo desde allí.

error-unavailable-title = Vuelve a intentarlo en breve
error-unavailable-text = El servicio de inicio de sesión está ocupado o no está disponible. Vuelve a intentarlo en unos instantes.
error-failed-title = Algo salió mal
error-failed-text = No se pudo completar el inicio de sesión. Vuelve a intentarlo.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Saber quién eres
scope-email = Ver tu dirección de correo electrónico
scope-profile = Ver tu perfil: nombre, foto, número de teléfono y país
scope-authorization = Ver tu perfil y tus sesiones iniciadas
scope-organizations = Ver las organizaciones a las que perteneces y tus roles en ellas
scope-api = Usar { $api } en tu nombre

## The second step of signing in, after a right password

# $purpose is lowercase, e.g. "para abrir tu cuenta".
page-second-step-code-or-passkey = { $purpose }: escribe el código que muestra tu aplicación de autenticación o un código de recuperación, o usa tu llave de acceso.
page-second-step-passkey = { $purpose }: usa tu llave de acceso.
page-second-step-code = { $purpose }: escribe el código que muestra tu aplicación de autenticación o uno de tus códigos de recuperación.
page-second-step-use-passkey = Usar tu llave de acceso

## Login page

page-login-title = Iniciar sesión
page-login-email = Correo electrónico
page-login-password = Contraseña
page-login-button = Iniciar sesión
page-login-with-provider = Iniciar sesión con { $provider }
page-login-passkey = Iniciar sesión con una llave de acceso
page-login-forgot = ¿Olvidaste tu contraseña?
page-login-organization = Iniciar sesión con tu organización
page-organization-title = Iniciar sesión con tu organización
page-organization-lead = Escribe tu dirección de correo electrónico del trabajo o el ID de tu organización para continuar con su inicio de sesión.
page-organization-field = Correo electrónico del trabajo o ID de la organización
page-organization-button = Continuar
page-organization-unknown = Ninguna organización gestiona el inicio de sesión con esta dirección o ID. Revísalo o inicia sesión con tu dirección de correo electrónico y tu contraseña.
login-sso-required = Tu organización gestiona tu inicio de sesión: usa el inicio de sesión de tu organización.
login-sso-required-named = { $organization } gestiona tu inicio de sesión: usa su inicio de sesión más abajo.
page-login-new-here = ¿Primera vez aquí?
page-login-create-account = Crear una cuenta

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Conectar un dispositivo
page-device-code-lead = Escribe el código que aparece en tu TV, consola u otro dispositivo.
page-device-code-label = Código
page-device-code-button = Continuar
page-device-confirm-heading = ¿Conectar { $client }?
page-device-confirm-lead = Un dispositivo que muestra el código { $code } solicita usar tu cuenta { $email }. Permítelo solo si fuiste tú quien lo inició en ese dispositivo.
page-device-confirm-able = Podrá:
page-device-confirm-deny = Denegar
page-device-confirm-allow = Permitir

## Account page

page-account-title = Tu cuenta
page-account-signed-in-as = Sesión iniciada como { $email }
page-account-signed-in-as-unconfirmed = Sesión iniciada como { $email } (dirección aún no confirmada: revisa el correo que te enviamos)
page-account-sessions-heading = Dónde tienes la sesión iniciada
page-account-session-app = app { $package }
page-account-this-browser = Este navegador
page-account-sign-out-session = Cerrar sesión
page-account-sign-out-others = Cerrar sesión en los demás dispositivos
page-account-profile-heading = Perfil
page-account-profile-save = Guardar perfil
page-account-password-heading = Contraseña
page-account-current-password = Contraseña actual
page-account-new-password = Nueva contraseña (al menos 10 caracteres)
page-account-password-change = Cambiar contraseña
page-account-email-heading = Dirección de correo electrónico
page-account-email-explain = Enviaremos un enlace a la nueva dirección; tu cuenta pasará a usarla cuando lo abras. Hasta entonces, seguirás iniciando sesión con esta.
page-account-new-email = Nueva dirección de correo electrónico
page-account-email-password = Contraseña
page-account-email-change = Cambiar dirección de correo electrónico
page-account-data-heading = Tus datos
page-account-data-explain = Todo lo que este servicio guarda sobre tu cuenta (perfil, sesiones con sus dispositivos y ubicaciones, proveedores vinculados, segundos factores y los eventos de seguridad relacionados contigo), en un solo archivo JSON. No contiene ninguna contraseña ni ningún secreto.
page-account-data-download = Descargar tus datos
page-account-delete-heading = Eliminar tu cuenta
page-account-delete-explain = Elimina tu perfil, tus sesiones, tus segundos factores y tus proveedores vinculados, y cierra tu sesión en todas partes.
page-account-delete-link = Eliminar tu cuenta

## Sign-out confirmation

page-logout-title = Cerrar sesión
page-logout-question = ¿Quieres cerrar sesión en tu cuenta en este navegador?
page-logout-button = Cerrar sesión

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Escribe una contraseña.
# $min is the least number of characters (10).
rule-password-too-short = { $min ->
    [one] La contraseña debe tener al menos { $min } carácter.
   *[other] La contraseña debe tener al menos { $min } caracteres.
    }
# $max is the most characters a new password may have (256).
rule-password-too-long = { $max ->
    [one] La contraseña debe tener como máximo { $max } carácter.
   *[other] La contraseña debe tener como máximo { $max } caracteres.
    }
rule-password-is-email = La contraseña no puede ser tu dirección de correo electrónico.
rule-password-refused = No se puede usar esta contraseña. Elige otra.
rule-email-invalid = Escribe una dirección de correo electrónico que pueda recibir correo, como name@example.com.
rule-email-same = Esa ya es la dirección de tu cuenta.
rule-field-invalid = Un campo es demasiado largo o tiene caracteres no permitidos.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = el nombre del cliente debe tener entre 1 y 200 caracteres
rule-client-name-characters = el nombre del cliente no debe contener caracteres de control ni de formato bidireccional
rule-resource-server-confidential = un servidor de recursos debe ser un cliente confidencial
rule-client-credentials-confidential = client_credentials requiere un cliente confidencial
rule-public-client-secret = un cliente público no tiene secreto
rule-shared-signals-confidential = un receptor de Shared Signals debe ser un cliente confidencial
rule-organization-for-receivers = solo un receptor de Shared Signals se vincula a una organización
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = { $max ->
    [one] los campos del perfil están limitados a { $max } carácter
   *[other] los campos del perfil están limitados a { $max } caracteres
    }
rule-profile-field-characters = los campos del perfil no deben contener caracteres de control ni de formato bidireccional
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = tipo de evento desconocido “{ $name }”; tipos conocidos: { $known }
rule-no-event-type = se debe indicar al menos un tipo de evento
rule-secret-prefix = el secreto debe empezar por whsec_
rule-secret-encoding = el secreto debe empezar por whsec_ y estar codificado en base64
rule-secret-length = el secreto debe tener entre 24 y 64 bytes
rule-delivery-status = status debe ser pending, delivered o failed
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } debe ser una marca de tiempo RFC 3339
rule-not-a-user-id = user debe ser un ID de usuario
rule-not-an-email = email debe ser una dirección de correo electrónico
rule-unknown-audit-type = tipo de evento desconocido
rule-unknown-cursor = cursor no proviene de esta API
rule-page-size = limit debe estar entre 1 y 500
rule-no-scope = se requiere al menos un ámbito
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = la API solo define estos ámbitos: { $scopes }
rule-role-name = el rol debe ser admin, support, viewer o none
rule-already-verified = la dirección ya está verificada

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

# Lowercase; completes the heading "Iniciar sesión".
login-lead = para continuar a { $client }
login-failed-title = No se pudo iniciar sesión
login-malformed-link = El enlace de inicio de sesión no tiene el formato correcto.
login-request-missing-client = La solicitud no indica ninguna app.
login-request-unknown-client = Esta app no está registrada o se desactivó.
login-request-missing-redirect-uri = La solicitud no indica adónde volver (redirect_uri).
login-request-unregistered-redirect-uri = El redirect_uri no está registrado para esta app.
login-request-state-too-long = El parámetro state es demasiado largo.
login-request-invalid = La solicitud de inicio de sesión no es válida.

## Signing out of the browser.

login-signout-failed-title = No se pudo cerrar sesión
login-signout-malformed-link = El enlace para cerrar sesión no tiene el formato correcto.
login-signed-out-title = Sesión cerrada
login-signed-out-text = Cerraste sesión en este navegador.

## The second step after a password, and an app that needs one.

second-step-title = Verificación en dos pasos
second-step-code-label = Código
second-step-continue = Continuar
second-step-enrol-title = Configura un segundo factor
second-step-enrol-text = { $client } requiere un inicio de sesión en dos pasos. Configura una aplicación de autenticación o una llave de acceso en la página de tu cuenta y luego vuelve a iniciar sesión en { $client }.
second-step-enrol-link = Abrir la página de tu cuenta

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Aplicación de autenticación
second-step-app-on = { $count ->
    [one] Hay una aplicación de autenticación configurada; te queda { $count } código de recuperación sin usar.
   *[other] Hay una aplicación de autenticación configurada; te quedan { $count } códigos de recuperación sin usar.
    }
second-step-app-remove = Quitar la aplicación de autenticación
second-step-app-intro = Códigos de una app como Google Authenticator o 1Password, que se piden después de tu contraseña.
second-step-app-set-up = Configurar una aplicación de autenticación
second-step-app-qr-label = Código QR para tu aplicación de autenticación
second-step-app-setup-title = Configura una aplicación de autenticación
second-step-app-setup-lead = Escanea el código con tu aplicación de autenticación y luego escribe los seis dígitos que muestra.
second-step-app-setup-key = O escribe esta clave en la app:
second-step-app-code-label = Código de la app
second-step-app-turn-on = Activar
second-step-app-cancel = Cancelar
second-step-recovery-title = Guarda tus códigos de recuperación
second-step-recovery-lead = La aplicación de autenticación está activada. Cada uno de estos códigos te permite iniciar sesión una vez si pierdes tu teléfono. Guárdalos en un lugar seguro: no se volverán a mostrar.
second-step-recovery-back = Volver a tu cuenta

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Iniciar sesión con una llave de acceso
passkey-not-used = No se usó ninguna llave de acceso. Vuelve a intentarlo o usa tu contraseña.
passkey-section-heading = Llaves de acceso
passkey-section-intro = Una llave de acceso te permite iniciar sesión con tu huella digital, tu rostro o el bloqueo de pantalla en lugar de tu contraseña.
passkey-rename-label = Nuevo nombre
passkey-rename-button = Cambiar nombre
passkey-remove-button = Quitar
passkey-new-name-label = Nombre de la nueva llave de acceso
passkey-new-name-placeholder = Esta laptop
passkey-add-button = Agregar una llave de acceso
passkey-already-registered = Esta llave de acceso ya está registrada.
passkey-not-added = No se agregó ninguna llave de acceso. Vuelve a intentarlo.

## The consent screen.

consent-heading = ¿Permitir que { $client } use tu cuenta?
consent-lead = Iniciaste sesión como { $account }. { $client } es una app creada por otra persona o empresa; solicita:
consent-revoke-note = Puedes quitarle el acceso en cualquier momento desde la página de tu cuenta.
consent-deny = Denegar
consent-allow = Permitir
consent-title = ¿Permitir { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = para conectar un dispositivo a tu cuenta
device-code-unknown = Ese código no es correcto, caducó o ya se usó. Revisa el código en tu dispositivo y vuelve a intentarlo.
device-code-throttled = Demasiados códigos incorrectos. Espera unos minutos y vuelve a intentarlo.
device-code-form-expired = Este formulario caducó. Vuelve a escribir el código.
device-connected-title = Dispositivo conectado
device-connected-text = { $client } ya está conectado a tu cuenta. Puedes volver a tu dispositivo.
device-denied-title = Solicitud denegada
device-denied-text = No se conectó { $client }. Puedes cerrar esta página.
device-two-factors-title = Se requiere un inicio de sesión en dos pasos
device-two-factors-text = { $client } requiere un inicio de sesión en dos pasos. En la página de tu cuenta, inicia sesión con tu segundo factor (o configura uno) y luego vuelve a escribir aquí el código.
device-two-factors-link = Abrir la página de tu cuenta

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = No se pudo vincular
upstream-link-from-account-page = Vincula un proveedor con su botón en la página de tu cuenta.
upstream-link-expired = Esta página caducó. Vuelve a la página de tu cuenta, recárgala y vuelve a intentarlo.
upstream-unknown-provider = Ese proveedor de inicio de sesión no existe.
upstream-bad-state = Este inicio de sesión ya se usó, caducó o se inició en otro navegador. Vuelve a la aplicación e inicia sesión de nuevo.
upstream-denied = El proveedor no inició tu sesión. Vuelve a la aplicación e inténtalo de nuevo.
upstream-refused = No se pudo aceptar la respuesta del proveedor. Vuelve a la aplicación e inicia sesión de nuevo.
upstream-unavailable = No se pudo contactar con el proveedor de inicio de sesión. Vuelve a intentarlo en unos instantes o inicia sesión de otra forma.
upstream-email-taken = Ya existe una cuenta con esta dirección de correo electrónico. Inicia sesión en ella con su contraseña o llave de acceso y luego vincula este proveedor en la página de tu cuenta.
upstream-outside-domains = El inicio de sesión de tu organización solo admite direcciones de los dominios verificados de la propia organización.
upstream-unconfirmed-account = Ya existe una cuenta con esta dirección de correo electrónico, pero su dirección nunca se confirmó. Confírmala (o restablece la contraseña de la cuenta) y luego vuelve a iniciar sesión a través de tu organización.
upstream-operator-account = Esta cuenta tiene un rol en la consola de operadores: inicia sesión con su propia contraseña y su segundo factor, no mediante el inicio de sesión de una organización.
upstream-registration-closed = Esta cuenta no se conoce aquí y no se admiten cuentas nuevas. Pídele una cuenta al operador.
upstream-no-email = El proveedor no compartió ninguna dirección de correo electrónico, y una cuenta nueva la necesita.
upstream-unverified-email = El proveedor no confirmó que esta dirección de correo electrónico sea tuya, por lo que no se puede crear una cuenta con ella. Crea una cuenta con tu dirección de correo electrónico y luego vincula el proveedor en la página de tu cuenta.
upstream-linked-elsewhere = Este inicio de sesión ya está vinculado a otra cuenta.
upstream-already-linked = Tu cuenta ya está vinculada a este proveedor con otro inicio de sesión. Primero desvincúlalo.
upstream-disabled = Esta cuenta está desactivada.
upstream-reauthenticate = Vuelve a iniciar sesión en la página de tu cuenta y luego vincula el proveedor.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Crea tu cuenta
signup-lead = Te enviaremos un correo para confirmar tu dirección.
signup-email = Correo electrónico
signup-password = Contraseña (al menos 10 caracteres)
signup-name = Nombre (opcional)
signup-button = Crear cuenta
signup-closed-title = El registro está cerrado
signup-closed-text = Las cuentas nuevas las crea el operador de este servicio. Pídele una.
signup-sent-title = Revisa tu correo
signup-sent-text = Te enviamos un correo para confirmar tu dirección. Abre su enlace; ya puedes iniciar sesión.
signup-sent-continue-text = Te enviamos un correo para confirmar tu dirección. Ya puedes iniciar sesión y continuar.
signup-sent-continue = Iniciar sesión y continuar

## Address confirmation page (opened from the mailed link)

verify-title = Confirma tu dirección de correo electrónico
verify-lead = Confirma que esta dirección de correo electrónico es tuya para que tu cuenta pueda usarla. Si no creaste una cuenta ni cambiaste su dirección aquí, no la confirmes: cierra esta página.
verify-button = Confirmar mi dirección
verify-done-title = Dirección de correo electrónico confirmada
verify-done-text = Gracias: tu dirección de correo electrónico está confirmada. Ya puedes cerrar esta página.

## Password reset request page

forgot-title = ¿Olvidaste tu contraseña?
forgot-lead = Escribe tu dirección de correo electrónico. Si tiene una cuenta, te enviaremos un enlace para establecer una nueva contraseña.
forgot-email = Correo electrónico
forgot-button = Enviar el enlace
forgot-sent-title = Revisa tu correo
forgot-sent-text = Si esta dirección tiene una cuenta, te llegará un correo con un enlace para establecer una nueva contraseña. El enlace funciona durante 30 minutos.

## New password page (opened from the mailed link)

reset-title = Establece una nueva contraseña
reset-lead = Elige una contraseña de 10 a 256 caracteres. Se cerrará la sesión en todos los dispositivos conectados a tu cuenta.
reset-password = Nueva contraseña
reset-button = Establecer la contraseña
reset-done-title = Contraseña establecida
reset-done-text = Se estableció tu nueva contraseña y se cerró la sesión en todos los dispositivos conectados. Vuelve a iniciar sesión con la nueva contraseña.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Se guardó tu perfil.
account-password-changed = Se cambió tu contraseña; se cerró la sesión en todos los demás dispositivos.
account-email-requested = Si esa dirección se puede usar, te enviaremos allí un enlace para confirmarla: tu dirección cambiará cuando lo abras.
account-session-signed-out = Se cerró esa sesión.
account-others-signed-out = Se cerraron todas las demás sesiones.
account-console-needs-factor = La consola de operador requiere un segundo factor: agrega una aplicación de autenticación o una llave de acceso a continuación y vuelve a iniciar sesión con ella.
account-form-expired = Este formulario caducó. Vuelve a intentarlo.
# Lowercase; completes the heading "Iniciar sesión".
account-login-lead = para ver y cambiar tu cuenta
account-sign-in-again-lead = de nuevo para cambiar cómo inicias sesión
account-sign-in-again = Por tu seguridad, vuelve a iniciar sesión (con tu segundo factor, si tienes uno) antes de agregar o quitar una forma de iniciar sesión.
account-second-step-purpose = para abrir tu cuenta
account-profile-name = Nombre
account-profile-mobile = Teléfono móvil
account-profile-picture = URL de la foto
account-profile-country-code = Código de país
account-profile-country = País
account-profile-city = Ciudad
account-profile-postal-code = Código postal
account-session-unknown-device = Dispositivo desconocido
account-session-unknown-app = app desconocida
account-session-when = Sesión iniciada { $since } · última actividad { $active }
account-provider-not-linked = Ese proveedor no está vinculado a tu cuenta.
account-last-sign-in-method = Esta es la única forma de iniciar sesión en tu cuenta. Primero agrega una llave de acceso o establece una contraseña (¿Olvidaste tu contraseña?).
account-session-gone = Esa sesión ya no está iniciada.
account-wrong-password = La contraseña actual no es correcta.
account-too-many-passwords = Demasiadas contraseñas incorrectas. Espera unos minutos y vuelve a intentarlo.
account-unknown-action = Esta página no admite esa acción.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Se quitó la aplicación de autenticación.
factors-passkey-added = Se agregó tu llave de acceso: a partir de ahora, puedes iniciar sesión con ella.
factors-passkey-renamed = Se cambió el nombre de la llave de acceso.
factors-passkey-removed = Se quitó la llave de acceso.
factors-passkey-added-on = Agregada el { $date }
factors-passkey-last-used = último uso el { $date }
factors-passkey-synced = sincronizada
factors-wrong-code = Ese código no es correcto. Revisa el reloj de la aplicación y escribe el código que muestra ahora.
factors-too-many-codes = Demasiados códigos incorrectos. Espera unos minutos y vuelve a intentarlo.
factors-totp-already = Ya hay una aplicación de autenticación configurada.
factors-totp-nothing-pending = No se está configurando ninguna aplicación de autenticación. Vuelve a empezar.
factors-totp-not-set-up = No hay ninguna aplicación de autenticación configurada.
factors-passkey-registered = Esa llave de acceso ya está registrada.
factors-passkey-too-many = Tu cuenta ya tiene el máximo de llaves de acceso: primero quita una.
factors-passkey-too-many-attempts = Demasiados intentos. Espera unos minutos y vuelve a intentarlo.
factors-passkey-name-length = El nombre de una llave de acceso debe tener entre 1 y 64 caracteres.
factors-passkey-not-yours = Esa llave de acceso ya no es tuya.
factors-passkey-not-added = No se pudo agregar la llave de acceso o se tardó demasiado. Vuelve a intentarlo.
factors-page-expired = Esta página caducó; vuelve a cargarla.
factors-sign-in-again = Vuelve a iniciar sesión.
factors-passkeys-unavailable = Las llaves de acceso no están disponibles en este servidor.
factors-sign-in-to-add = Vuelve a iniciar sesión para agregar una llave de acceso.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Iniciar sesión con otra cuenta
links-linked = Se vinculó el proveedor: a partir de ahora, puedes iniciar sesión en esta cuenta con él.
links-unlinked = Se desvinculó el proveedor.
links-linked-on = vinculado el { $date }
links-unlink = Desvincular
links-link = Vincular { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Apps con acceso
apps-allowed-on = permitido el { $date }
apps-remove = Quitar acceso
apps-removed = Se quitó el acceso de la app y se cerró su sesión.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Eliminar tu cuenta
delete-explain-lead = Puedes eliminar directamente tu cuenta y todos los datos que se guardan sobre ella.
delete-explain-sign-in = Inicia sesión: con tu contraseña, una llave de acceso o el proveedor con el que te registraste ("Iniciar sesión con …").
delete-explain-confirm = Confirma que quieres eliminar la cuenta.
delete-explain-what = Qué se elimina: tu perfil (nombre, dirección de correo electrónico, número de teléfono, foto, ubicación), tu contraseña, todas las sesiones y los dispositivos y ubicaciones registrados con ellas, los segundos factores, las llaves de acceso, los proveedores de inicio de sesión vinculados y todos los tokens emitidos a apps. Se cierra la sesión en todos los dispositivos. El registro de seguridad conserva sus entradas sobre ti con un nombre aleatorio, sin direcciones IP, durante { $days ->
        [one] { $days } día
       *[other] { $days } días
    } como máximo.
delete-explain-now = Cuándo: de inmediato. Recibirás una confirmación en tu dirección de correo electrónico.
delete-explain-later = Cuándo: { $days ->
        [one] { $days } día
       *[other] { $days } días
    } después de que lo solicites; si inicias sesión antes, la cuenta se conserva. Recibirás una confirmación en tu dirección de correo electrónico.
delete-explain-apps = Las apps también pueden eliminar la cuenta desde su configuración.
delete-explain-link = Iniciar sesión y eliminar tu cuenta
delete-login-lead = para eliminar tu cuenta
delete-confirm-what = Se eliminarán tu perfil, tus sesiones, tus segundos factores, tus llaves de acceso y tus proveedores vinculados, y se cerrará tu sesión en todos los dispositivos.
delete-confirm-later = La cuenta se eliminará dentro de { $days ->
        [one] { $days } día
       *[other] { $days } días
    }; si inicias sesión antes, se conserva.
delete-confirm-now = No se puede deshacer.
delete-confirm-check = Eliminar mi cuenta y todos los datos que se guardan sobre ella
delete-confirm-button = Eliminar mi cuenta
delete-confirm-keep = Conservar mi cuenta
delete-done-title = Cuenta eliminada
delete-done = Se eliminaron tu cuenta y todos los datos que se guardaban sobre ella. Te enviaremos una confirmación a tu dirección de correo electrónico.
delete-scheduled-title = Eliminación de la cuenta programada
delete-scheduled = Se cerraron todas las sesiones. Tu cuenta se eliminará el { $date }; inicia sesión antes de esa fecha para conservarla.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Idioma
account-language-help = El idioma de las páginas de esta cuenta y de los correos que se le envían.
account-language-save = Guardar idioma
account-language-saved = Se guardó tu idioma.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Consola
console-nav-signed-in = Consola · sesión iniciada como { $email } ({ $role })
console-nav-your-account = Tu cuenta
console-nav-label = Consola
console-nav-overview = Resumen
console-nav-users = Usuarios
console-nav-organizations = Organizaciones
console-nav-clients = Clientes
console-nav-apis = API
console-nav-webhooks = Webhooks
console-nav-audit = Auditoría
console-nav-keys = Claves
console-nav-settings = Configuración

console-frame-role-admin = administrador
console-frame-role-support = soporte
console-frame-role-viewer = lector
console-frame-role-none = ninguno
console-frame-table-empty = { $caption }: sin entradas.
console-frame-age-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
    }
console-frame-age-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
    }
console-frame-age-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
    }

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Tu rol en la consola no da acceso a esta página. Si la necesitas, pídele acceso a un administrador.
console-gate-form-expired = Este formulario caducó o no se envió desde la consola. Vuelve a abrir la página y repite la acción.
console-gate-change-not-allowed = Tu rol en la consola no permite este cambio.
console-gate-no-role = Tu cuenta no tiene ningún rol en la consola. Un administrador puede asignarte uno.
console-gate-not-allowed-title = No permitido
console-gate-not-found-title = No encontrado
console-gate-not-done-title = No realizado
# Lowercase; completes the heading "Iniciar sesión".
console-gate-sign-in-again-lead = de nuevo, con tu segundo factor, para abrir la consola
console-gate-needs-second-factor = La consola requiere iniciar sesión con tu segundo factor (tu aplicación de autenticación o una llave de acceso).
console-gate-no-such-user = Ese usuario no existe.
console-gate-no-such-client = Ese cliente no existe.
console-gate-no-such-api = Esa API no existe.
console-gate-no-such-webhook = Ese webhook no existe.
console-gate-no-such-delivery = Esa entrega no existe.
console-gate-no-such-session = Esa sesión no existe.
console-gate-no-such-link = Ese vínculo no existe.
console-gate-no-such-organization = Esa organización no existe.
console-gate-no-such-domain = Ese dominio no existe.
# $what is an English noun.
console-gate-no-such = Ese elemento no existe ({ $what }).
console-gate-duplicate-email = Ya existe un usuario con ese correo electrónico.
console-gate-last-sign-in-method = El vínculo es la última forma de iniciar sesión en la cuenta: primero establece una contraseña.
console-gate-api-exists = Ya existe una API con ese identificador.
console-gate-disable-client-first = Desactiva el cliente antes de eliminarlo.

## The console's overview page.

console-overview-title = Resumen
console-overview-find-user = Buscar un usuario
console-overview-accounts = Cuentas
console-overview-live-sessions = Sesiones activas
console-overview-sign-ins = Inicios de sesión, 24 h
console-overview-failed-sign-ins = Inicios de sesión fallidos, 24 h
console-overview-lockouts = Bloqueos actuales
console-overview-failing-deliveries = Entregas de webhooks con errores
console-overview-chart-heading = Inicios de sesión en las últimas 24 horas
console-overview-counted = Calculado el { $at } (las cifras tienen como máximo un minuto de antigüedad).
console-overview-chart-label = Inicios de sesión por hora en las últimas 24 horas: { $succeeded } correctos, { $failed } fallidos
console-overview-chart-hour = { $time }: { $succeeded } correctos, { $failed } fallidos
console-overview-chart-start = hace 24 horas
console-overview-chart-end = ahora
console-overview-legend-succeeded = correctos ({ $count })
console-overview-legend-failed = fallidos ({ $count })
console-overview-keys-heading = Claves de firma
console-overview-keys-caption = Claves de firma, de la más reciente a la más antigua
console-overview-key = Clave
console-overview-algorithm = Algoritmo
console-overview-state = Estado
console-overview-age = Antigüedad
console-overview-signing-for = Firmando desde hace
console-overview-key-pending = pendiente
console-overview-key-active = activa
console-overview-key-retired = retirada
console-overview-keys-link = Claves y rotación

## The console's users list.

console-users-title = Usuarios
console-users-deleted = Se eliminó el usuario.
console-users-search-label = Dirección, nombre o ID de usuario
console-users-search = Buscar
console-users-search-help = Las direcciones coinciden desde el principio y los nombres desde el principio de cualquier palabra; un ID debe coincidir completo.
console-users-caption = Usuarios, del más antiguo al más reciente
console-users-matching = Usuarios que coinciden con “{ $query }”
console-users-address = Dirección
console-users-name = Nombre
console-users-verified = Verificada
console-users-state = Estado
console-users-created = Creado
console-users-yes = sí
console-users-no = no
console-users-enabled = activado
console-users-disabled = desactivado
console-users-next-page = Página siguiente

## The console's page of one user.

console-user-done-disabled = Se desactivó el usuario: se cerraron todas sus sesiones.
console-user-done-enabled = Se activó el usuario: puede volver a iniciar sesión.
console-user-done-signed-out = Se cerraron todas las sesiones del usuario.
console-user-done-session-ended = Se cerró la sesión.
console-user-done-factors-reset = Se quitaron los segundos factores del usuario; se le notificó por correo.
console-user-done-verification-sent = Se envió el correo de verificación.
console-user-done-role = Se cambió el rol.
console-user-why-heading = ¿Por qué este usuario no puede iniciar sesión?
console-user-nothing-stops = Ahora mismo nada impide que este usuario inicie sesión.
console-user-reason-disabled = Un operador desactivó la cuenta.
console-user-reason-unverified = La dirección no está verificada: se rechaza el inicio de sesión con contraseña hasta que se use el enlace del correo de verificación.
console-user-reason-locked-password = Bloqueado tras contraseñas incorrectas desde { $ip } hasta el { $until } (unos { $minutes } min; límite de intentos de inicio de sesión).
console-user-reason-locked-second-step = El segundo paso está bloqueado tras códigos incorrectos hasta el { $until } (unos { $minutes } min; límite de intentos del segundo factor).
console-user-reason-passkey-only = La cuenta no tiene contraseña: solo inicia sesión con una llave de acceso (o tras restablecer la contraseña).
console-user-reason-providers-only = La cuenta no tiene contraseña: solo inicia sesión a través de { $providers } (o tras restablecer la contraseña).
# $clients is a comma-separated list of app names.
console-user-reason-second-factor-due = No hay ningún segundo factor configurado y estas apps exigen un inicio de sesión en dos pasos: { $clients }. El usuario debe agregar uno primero.
console-user-reason-deletion-scheduled = El usuario solicitó eliminar la cuenta: se eliminará el { $date }, a menos que inicie sesión antes.
console-user-profile = Perfil
console-user-id = ID de usuario
console-user-address = Dirección
console-user-verified = Verificada
console-user-state = Estado
console-user-name = Nombre
console-user-mobile = Móvil
console-user-place = Ubicación
console-user-created = Creado
console-user-console-role = Rol en la consola
console-user-sessions = Sesiones
console-user-sessions-caption = Sesiones activas, de la más reciente a la más antigua
console-user-device = Dispositivo
console-user-ip-and-place = IP y ubicación
console-user-signed-in = Inicio de sesión
console-user-last-active = Última actividad
console-user-methods = Métodos
console-user-end-column = Cerrar
console-user-end-session = Cerrar
console-user-unknown-device = Dispositivo desconocido
console-user-second-factors = Segundos factores
console-user-authenticator-app = Aplicación de autenticación
console-user-recovery-codes-left = Códigos de recuperación restantes
console-user-passkeys = Llaves de acceso
console-user-factor-none = ninguna
console-user-totp-since = desde el { $date }
console-user-providers-and-apps = Proveedores y apps
console-user-links-caption = Proveedores vinculados
console-user-provider = Proveedor
console-user-address-given = Dirección proporcionada
console-user-linked = Vinculado
console-user-consents-caption = Consentimientos a apps de terceros
console-user-client = Cliente
console-user-scopes = Ámbitos
console-user-allowed = Permitido
console-user-recent-events = Eventos recientes
console-user-events-caption = Los eventos de auditoría más recientes sobre el usuario
console-user-when = Cuándo
console-user-type = Tipo
console-user-actor = Actor
console-user-ip = IP
console-user-every-event = Todos los eventos sobre el usuario
console-user-actions = Acciones
console-user-disable = Desactivar
console-user-enable = Activar
console-user-sign-out-everywhere = Cerrar sesión en todas partes
console-user-resend-verification = Reenviar el correo de verificación
console-user-reset-factors = Restablecer segundos factores
console-user-reset-factors-confirm = Quitar la aplicación de autenticación, los códigos de recuperación y las llaves de acceso
console-user-delete = Eliminar el usuario
console-user-delete-confirm = Eliminar esta cuenta y todos sus datos, ahora
console-user-role-heading = Rol en la consola
console-user-role-label = Rol
console-user-set-role = Asignar el rol
console-user-role-help = Los lectores ven todas las páginas; soporte además desactiva y activa usuarios, cierra sus sesiones, restablece sus segundos factores y reenvía correos de verificación; los administradores pueden hacerlo todo.
console-user-unknown-action = Esta página no admite esa acción.
console-user-not-on-this-user = No con este usuario: por debajo de administrador, los operadores solo actúan sobre usuarios sin rol, y nadie cambia aquí su propio rol, estado, factores ni cuenta.
console-user-tick-to-confirm = Marca la casilla para confirmar y vuelve a intentarlo.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Clientes
console-client-list-caption = Clientes, del más antiguo al más reciente
console-client-name = Nombre
console-client-kind = Tipo
console-client-state = Estado
console-client-registered = Registrado
console-client-kind-public = público
console-client-kind-confidential = confidencial
console-client-state-enabled = activado
console-client-state-disabled = desactivado
console-client-register-heading = Registrar un cliente
console-client-register = Registrar
console-client-registered-notice = Se registró el cliente.
console-client-deleted = Se eliminó el cliente.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI de redirección, uno por línea
console-client-scopes-field = Ámbitos (vacío: openid email profile authorization)
console-client-package-names-field = Nombres de paquete de Android, uno por línea
console-client-app-origins-field = Orígenes de la app para llaves de acceso, uno por línea
console-client-logout-uri-field = URI de cierre de sesión por canal secundario (back-channel)
console-client-organization-field = Organización de un receptor de Shared Signals (slug o id)
console-client-flag-public = Público (app de navegador o nativa: sin secreto, PKCE)
console-client-flag-resource-server = Servidor de recursos (puede inspeccionar tokens)
console-client-flag-client-credentials = Puede obtener tokens para sí mismo (client_credentials)
console-client-flag-rotate-refresh-tokens = Rotar los tokens de actualización
console-client-flag-require-mfa = Solo inicios de sesión en dos pasos
console-client-flag-require-par = Solo solicitudes de autorización enviadas (PAR)
console-client-flag-third-party = De terceros: los usuarios dan su consentimiento primero
console-client-flag-shared-signals = Receptor de Shared Signals: recibe un flujo de eventos de seguridad

## Console: one client's page

console-client-saved = Se guardó la configuración del cliente.
console-client-disabled-notice = Se desactivó el cliente: sus tokens ya no se verifican.
console-client-granted = Se guardó la concesión.
console-client-secret-replaced = Se reemplazó el secreto.
console-client-secret-heading = El secreto del cliente
console-client-secret-once = Cópialo ahora: solo se muestra esta vez (únicamente se guarda su hash).
console-client-settings-heading = Configuración
console-client-yes = sí
console-client-no = no
console-client-redirect-uris = URI de redirección
console-client-scopes = Ámbitos
console-client-resource-server = Servidor de recursos
console-client-two-factor-only = Solo dos pasos
console-client-par-only = Solo PAR
console-client-third-party = De terceros
console-client-shared-signals = Receptor de Shared Signals
console-client-changed = Modificado
console-client-grants-heading = Concesiones en API
console-client-grants-caption = API a las que este cliente puede llamar por sí mismo
console-client-api = API
console-client-api-identifier = Identificador de la API
console-client-grant = Conceder
console-client-actions-heading = Acciones
console-client-rotate-secret = Rotar el secreto
console-client-rotate-secret-confirm = Reemplazar el secreto: el anterior deja de funcionar ahora
console-client-disable = Desactivar
console-client-disable-confirm = Desactivar el cliente: sus tokens dejan de verificarse
console-client-delete = Eliminar
console-client-delete-confirm = Eliminar el cliente con todo lo que se le emitió
console-client-edit-heading = Editar
console-client-save = Guardar
console-client-confirm-first = Marca la casilla para confirmar y vuelve a intentarlo.
console-client-unknown-action = Esta página no admite esa acción.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (indicadores de recursos)
console-api-identifier = Identificador
console-api-scopes = Ámbitos
console-api-registered-column = Registrada
console-api-register-heading = Registrar una API
console-api-identifier-field = Identificador (una URL https)
console-api-scopes-field = Ámbitos, separados por espacios
console-api-register = Registrar
console-api-registered = Se registró la API.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = Endpoints de webhooks
console-webhook-endpoint = Endpoint (sus entregas)
console-webhook-events = Eventos
console-webhook-registered-column = Registrado
console-webhook-remove = Quitar
console-webhook-remove-confirm = Dejar de hacer entregas a este endpoint
console-webhook-secret-heading = El secreto de firma
console-webhook-secret-once = Dáselo ahora al receptor: solo se muestra esta vez.
console-webhook-register-heading = Registrar un endpoint
console-webhook-url = URL
console-webhook-events-field = Tipos de eventos, separados por espacios
console-webhook-register = Registrar
console-webhook-registered = Se registró el endpoint.
console-webhook-removed = Se quitó el endpoint.
console-webhook-confirm-first = Marca la casilla para confirmar y vuelve a intentarlo.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Entregas
console-webhook-deliveries-caption = Entregas, de la más reciente a la más antigua
console-webhook-delivery = Entrega
console-webhook-event = Evento
console-webhook-status = Estado
console-webhook-attempts = Intentos
console-webhook-last-error = Último error
console-webhook-replay = Reenviar
console-webhook-replayed = La entrega volvió a la cola.
console-webhook-status-pending = pendiente
console-webhook-status-delivered = entregada
console-webhook-status-failed = fallida

## Console: the audit trail

console-audit-title = Registro de auditoría
console-audit-user-id = ID de usuario
console-audit-address = Dirección
console-audit-type = Tipo
console-audit-since = Desde (RFC 3339)
console-audit-until = Hasta (RFC 3339)
console-audit-any-type = cualquiera
console-audit-filter = Filtrar
console-audit-caption = Eventos, del más reciente al más antiguo
console-audit-when = Cuándo
console-audit-type-column = Tipo
console-audit-actor = Actor
console-audit-user = Usuario
console-audit-client = Cliente
console-audit-ip = IP
console-audit-older = Eventos anteriores

## Console: the signing keys

console-keys-title = Claves
console-keys-caption = El conjunto de claves, de la más reciente a la más antigua
console-keys-key = Clave
console-keys-algorithm = Algoritmo
console-keys-state = Estado
console-keys-made = Creada
console-keys-age = Antigüedad
console-keys-signing-since = Firma desde
console-keys-retired = Retirada
console-keys-state-pending = pendiente
console-keys-state-active = activa
console-keys-state-retired = retirada
console-keys-rotate-heading = Rotar
console-keys-rotate-help = La rotación tiene dos pasos: el primero publica una nueva clave de id_token en el JWKS; el segundo hace que firme (y reemplaza la clave de los access tokens). Las claves anteriores siguen verificando hasta que caduca su último token.
console-keys-rotate = Rotar
console-keys-rotate-confirm = Rotar las claves de firma
console-keys-published = Se publicó una nueva clave de id_token: la próxima rotación hará que firme.
console-keys-activated = La clave publicada ya firma los id_tokens, con una nueva clave para los access tokens.
console-keys-not-done = No realizado
console-keys-confirm-first = Marca la casilla para confirmar y vuelve a intentarlo.

## Console: the settings

console-settings-title = Configuración
console-settings-effective-heading = Configuración efectiva
console-settings-effective-help = Tras aplicar archivos, entorno y valores predeterminados; los secretos están ocultos.
console-settings-caption = Configuración
console-settings-setting = Opción
console-settings-value = Valor
console-settings-upstream-heading = Proveedores externos
console-settings-providers-caption = Proveedores
console-settings-provider-id = ID
console-settings-provider-button = Botón
console-settings-provider-last-error = Último error en esta instancia
console-settings-no-trouble = ninguno desde el inicio
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = En una app, escribe este código en su lugar: { $token }
mail-set-password-button = Establecer una nueva contraseña
mail-open-account-button = Abrir tu cuenta

## Verification of a new account's address

mail-verification-subject = Confirma tu dirección de correo electrónico
mail-verification-welcome = ¡Te damos la bienvenida! Confirma que esta es tu dirección de correo electrónico.
mail-verification-link-hours = { $hours ->
    [one] El enlace funciona durante { $hours } hora y una sola vez.
   *[other] El enlace funciona durante { $hours } horas y una sola vez.
    }
mail-verification-ignore = Si no creaste una cuenta, ignora este correo.
mail-verification-button = Confirmar mi dirección

## Moving an account to a new address: the mail to the new address

mail-change-subject = Confirma tu nueva dirección de correo electrónico
mail-change-confirm = Confirma que, a partir de ahora, tu cuenta debe usar esta dirección de correo electrónico.
mail-change-link-hours = { $hours ->
    [one] El enlace funciona durante { $hours } hora y una sola vez; hasta entonces, se mantiene tu dirección anterior.
   *[other] El enlace funciona durante { $hours } horas y una sola vez; hasta entonces, se mantiene tu dirección anterior.
    }
mail-change-ignore = Si no lo solicitaste, ignora este correo: no cambiará nada.
mail-change-button = Usar esta dirección

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Cambio de la dirección de correo electrónico de tu cuenta
mail-change-notice-asked = Alguien con la sesión iniciada en tu cuenta solicitó cambiarla a { $address }.
mail-change-notice-until = El cambio solo se hará cuando se use un enlace enviado a esa dirección; hasta entonces, se mantiene esta dirección.
mail-change-notice-not-you = Si no fuiste tú, establece una nueva contraseña ahora: así se cierran todas las sesiones y se anula el enlace.

## To an address that tried to register again

mail-registered-subject = Ya tienes una cuenta
mail-registered-tried = Alguien intentó crear una cuenta con esta dirección de correo electrónico, que ya tiene una.
mail-registered-if-you = Si fuiste tú, inicia sesión o, si olvidaste tu contraseña, establece una nueva.
mail-registered-not-you = Si no fuiste tú, ignora este correo: no cambió nada.

## Password reset

mail-reset-subject = Establece una nueva contraseña
mail-reset-asked = Alguien solicitó establecer una nueva contraseña para tu cuenta.
mail-reset-link-minutes = { $minutes ->
    [one] El enlace funciona durante { $minutes } minuto y una sola vez; una solicitud más reciente lo reemplaza.
   *[other] El enlace funciona durante { $minutes } minutos y una sola vez; una solicitud más reciente lo reemplaza.
    }
mail-reset-not-you = Si no fuiste tú, ignora este correo: tu contraseña no cambiará.

## Notices: a second factor changed

mail-totp-added-subject = Se agregó una aplicación de autenticación
mail-totp-added-body = Se agregó una aplicación de autenticación a tu cuenta como segundo factor.
mail-totp-removed-subject = Se quitó tu aplicación de autenticación
mail-totp-removed-body = Se quitó la aplicación de autenticación de tu cuenta: ahora solo necesitas tu contraseña para iniciar sesión.
mail-passkey-added-subject = Se agregó una llave de acceso
mail-passkey-added-body = Se agregó una llave de acceso a tu cuenta: con ella puedes iniciar sesión sin contraseña.
mail-passkey-removed-subject = Se quitó una llave de acceso
mail-passkey-removed-body = Se quitó una llave de acceso de tu cuenta: ya no puedes iniciar sesión con ella.
mail-recovery-used-subject = Se usó un código de recuperación
mail-recovery-used-body = { $left ->
    [one] Se usó un código de recuperación para iniciar sesión en tu cuenta; te queda { $left } sin usar.
   *[other] Se usó un código de recuperación para iniciar sesión en tu cuenta; te quedan { $left } sin usar.
    }
mail-factor-not-you = Si no fuiste tú, cambia tu contraseña y cierra sesión en todas partes desde la página de tu cuenta.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = Se vinculó { $provider } a tu cuenta
mail-linked-body = Tu cuenta se vinculó a una cuenta de { $provider }: ahora puedes abrirla iniciando sesión con { $provider }.
mail-unlinked-subject = Se desvinculó { $provider } de tu cuenta
mail-unlinked-body = Tu cuenta se desvinculó de { $provider }: ya no puedes abrirla iniciando sesión con { $provider }.
mail-link-not-you = Si no fuiste tú, cambia tu contraseña, cierra sesión en todas partes y desvincula el proveedor desde la página de tu cuenta.

## Account deleted

mail-deleted-subject = Se eliminó tu cuenta
mail-deleted-body = Se eliminaron tu cuenta y todos los datos que se guardaban sobre ella, y se cerraron todas sus sesiones.
mail-deleted-register-again = Puedes volver a registrarte con esta dirección; no se recuperará nada de la cuenta anterior.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Tu cuenta se eliminará
mail-deletion-due = Tu cuenta se eliminará el { $date }; se cerraron todas sus sesiones.
mail-deletion-keep = Para conservarla, vuelve a iniciar sesión antes de esa fecha. Si no lo solicitaste, inicia sesión y cambia tu contraseña.
mail-deletion-button = Iniciar sesión para conservarla

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = Únete a { $organization }
mail-invitation-body = Te invitaron a unirte a { $organization }. Abre el enlace para aceptar: inicia sesión con esta dirección o crea una cuenta con ella.
# $days: how many days the link works.
mail-invitation-expiry = { $days ->
    [one] El enlace funciona durante { $days } día.
   *[other] El enlace funciona durante { $days } días.
    }
mail-invitation-ignore = Si no conoces esta organización, ignora este correo: no pasará nada a menos que aceptes.
# Button: opens the invitation's page.
mail-invitation-button = Ver la invitación
console-organizations-title = Organizaciones
console-organizations-name = Nombre
console-organizations-slug = Nombre corto (URL)
console-organizations-enabled = Activada
console-organizations-mfa = Segundo factor
console-organizations-new = Nueva organización
console-organizations-create = Crear la organización
console-organizations-created = Se creó la organización.
console-organization-saved = Se guardaron las reglas del dominio.
console-organization-id = ID
console-organization-members = Miembros
console-organization-roles = Roles
console-organization-managed = Con el inicio de sesión de la organización
console-organization-break-glass = Acceso de emergencia
console-organization-invitations = Invitaciones pendientes
console-organization-expires = Vence
console-organization-domains = Dominios
console-organization-domain = Dominio
console-organization-state = Estado
console-organization-rules = Reglas
console-organization-save-rules = Guardar
console-organization-sign-in = Inicio de sesión propio
console-organization-no-sign-in = No tiene un inicio de sesión propio: sus miembros inician sesión con sus contraseñas o llaves de acceso.
# $organization: the organization's name.
organization-admin-title = { $organization }: configuración de la organización
organization-admin-lead = Administras esta organización como { $email }.
organization-admin-none = Aún no hay nada aquí.
organization-admin-members = Miembros
organization-admin-remove = Quitar
organization-admin-yes = Sí
organization-admin-no = No
organization-admin-email = Dirección de correo electrónico
organization-admin-roles = Roles
organization-admin-managed = Con el inicio de sesión de la organización
organization-admin-action = Acción
organization-admin-invitations = Invitaciones pendientes
organization-admin-revoke = Retirar
organization-admin-expires = Vence
organization-admin-invite = Invitar a alguien
organization-admin-role = Rol
organization-admin-invite-button = Enviar la invitación
organization-admin-domains = Dominios
organization-admin-domains-lead = Reclama el dominio de correo de tu empresa, publica el registro TXT que se muestra y luego verifícalo. Las direcciones de un dominio verificado pueden iniciar sesión con el inicio de sesión de tu organización.
organization-admin-verify = Verificar
organization-admin-verified = Verificado
organization-admin-pending = Pendiente
organization-admin-domain = Dominio
organization-admin-state = Estado
organization-admin-record = Registro que debes publicar
organization-admin-add-domain = Reclamar un dominio
organization-admin-sign-in = El inicio de sesión de tu organización
organization-admin-no-sign-in = Tus miembros inician sesión con sus contraseñas. Configura tu propio proveedor de OpenID (Okta, Entra ID, Google Workspace…) para que inicien sesión a través de él.
organization-admin-issuer = URL del emisor (issuer)
organization-admin-client-id = ID de cliente
organization-admin-client-secret = Secreto del cliente
organization-admin-redirect-uri = URI de redirección que debes registrar en tu proveedor
organization-admin-save-sign-in = Guardar el inicio de sesión
organization-admin-sign-in-title = Primero inicia sesión
organization-admin-sign-in-text = Inicia sesión en la página de tu cuenta y luego vuelve a abrir esta página.
organization-admin-sign-in-link = Ir a tu cuenta
organization-admin-unknown-title = No se encontró la organización
organization-admin-unknown-text = Aquí no hay ninguna organización que administres.
organization-admin-unknown-change = Esta página no admite ese cambio.
organization-admin-scim = Aprovisionamiento (SCIM)
organization-admin-scim-lead = Tu directorio (Okta, Entra ID, Google Workspace…) agrega, modifica y quita aquí a tus miembros y grupos mediante SCIM 2.0. Indícale la URL base y el token de una conexión.
organization-admin-scim-base-url = URL base
organization-admin-scim-made = Creada
organization-admin-scim-last-used = Último uso
organization-admin-scim-never = Nunca
organization-admin-scim-old-token = Token anterior válido hasta
organization-admin-scim-rotate = Nuevo token
organization-admin-scim-make = Crear una conexión
organization-admin-scim-token-title = El token de tu directorio
organization-admin-scim-token-text = Copia ahora la URL base y el token en tu directorio: el token no se vuelve a mostrar. Si hay un token anterior, sigue funcionando un día más.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Revocar la conexión: sus tokens dejan de funcionar ahora
# $organization: the organization's name.
invitation-title = Únete a { $organization }
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = Te invitaron a unirte a { $organization } como { $email }.
invitation-join-button = Unirse
invitation-sign-up-lead = Te invitaron a unirte a { $organization }. Crea tu cuenta con { $email } para unirte: la invitación demuestra que esta dirección es tuya.
invitation-name = Tu nombre
invitation-password = Elige una contraseña (al menos 10 caracteres)
invitation-sign-up-button = Crear cuenta y unirse
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = Esta invitación es para { $email }, pero iniciaste sesión como { $current }. Cierra sesión y luego vuelve a abrir el enlace.
# $email: the invited address.
invitation-sign-in-first = Esta invitación es para { $email }, que ya tiene una cuenta aquí. Inicia sesión con esa dirección en la página de tu cuenta y luego vuelve a abrir el enlace.
invitation-sign-in-as-invitee = Primero inicia sesión con la dirección invitada.
invitation-unusable-title = No se puede usar esta invitación
invitation-unusable-text = Ya se usó, se retiró, se reemplazó por una más reciente o venció. Pide una nueva invitación a la organización.
# $organization: the organization's name.
invitation-joined-title = Te uniste a { $organization }
invitation-joined-text = Ahora eres miembro: las apps en las que inicias sesión para esta organización lo ven.
invitation-joined-new-account = Tu cuenta está lista y ya eres miembro: inicia sesión con tu dirección y la contraseña que elegiste.

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
api-code-refresh-token = Se emitieron el token y el token de actualización
api-code-token = Se emitió el token
api-code-userdata = Datos del usuario
api-code-login-success = Inicio de sesión correcto
api-code-auth-code = Se emitió el código de autorización
api-code-id-token = Se emitió el id_token
api-code-logged-out = Sesión cerrada; se revocaron la sesión y sus tokens
api-code-ok = Listo
api-code-alive = En servicio
api-code-ready = Listo para atender solicitudes
api-code-sessions = Tus sesiones activas
api-code-export = Todos los datos que se guardan sobre tu cuenta
api-code-email-change-requested = Si la dirección se puede usar, te enviaremos allí un enlace para confirmarla
api-code-account-deleted = Se eliminaron tu cuenta y todos los datos que se guardaban sobre ella; se cerraron todas las sesiones
api-code-deletion-scheduled = Se cerraron todas las sesiones y tu cuenta se eliminará; vuelve a iniciar sesión antes de esa fecha para conservarla
api-code-reauthentication-required = Primero vuelve a iniciar sesión: esto requiere un inicio de sesión de los últimos minutos
api-code-session-ended = Sesión cerrada; se revocaron la sesión y sus tokens
api-code-password-changed = Contraseña cambiada; se revocaron todas las demás sesiones y sus tokens
api-code-registration-accepted = Registro recibido; revisa tu correo para confirmar tu dirección
api-code-email-verified = Dirección de correo electrónico verificada
api-code-reset-requested = Si la dirección tiene una cuenta, te llegará un correo con un enlace para restablecer la contraseña
api-code-password-reset = Contraseña establecida; se revocaron todas las sesiones y sus tokens
api-code-registration-closed = El registro está cerrado; pídele una cuenta al operador
api-code-invalid-request = La solicitud no tiene el formato correcto
api-code-unsupported-grant-type = grant_type debe ser code o refresh_token
api-code-invalid-grant = El code o el refresh_token no es válido, caducó, se revocó o se emitió para otro cliente
api-code-invalid-client = Falló la autenticación del cliente
api-code-invalid-credentials = El correo electrónico o la contraseña no son correctos. Las cuentas nuevas pueden iniciar sesión cuando se confirma su dirección: busca el enlace en tu correo
api-code-mfa-required = Se requiere un segundo factor: responde con un código de tu aplicación de autenticación o un código de recuperación
api-code-mfa-enrolment-required = Esta aplicación requiere un inicio de sesión en dos pasos: configura una aplicación de autenticación o una llave de acceso en la página de tu cuenta y vuelve a iniciar sesión
api-code-passkey-options = Pasa estas opciones al autenticador
api-code-passkey-added = Llave de acceso agregada
api-code-passkeys = Tus llaves de acceso
api-code-links = Tus proveedores de inicio de sesión vinculados
api-code-last-sign-in-method = Esta es la última forma de iniciar sesión en la cuenta: primero establece una contraseña o agrega una llave de acceso
api-code-insufficient-scope = El scope del token no permite esta solicitud
api-code-not-a-member = No puedes iniciar sesión para esta organización: pídele a su administrador que te agregue
api-code-sso-required = Tu organización gestiona tu inicio de sesión: continúa en ssoUrl
api-code-not-found = El recurso no existe
api-code-method-not-allowed = Método no permitido para este recurso
api-code-conflict = Ya existe
api-code-payload-too-large = El cuerpo de la solicitud es demasiado grande
api-code-rate-limited = Demasiadas solicitudes; vuelve a intentarlo más tarde
api-code-server-error = Error interno del servidor
api-code-service-unavailable = El servicio no está disponible temporalmente; vuelve a intentarlo más tarde

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Se requiere un token de acceso como `Authorization: Bearer <token>`; falta, no tiene el formato correcto o se revocó
api-busy = Demasiados inicios de sesión a la vez; vuelve a intentarlo en breve

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type debe ser id_token o token
api-token-type-grant = token_type debe ser refresh_token o token
api-token-type-refresh = token_type debe ser token para grant_type refresh_token
api-client-secret-required = client_secret es obligatorio cuando token_type es token
api-field-empty = { $field } no puede estar vacío

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = la contraseña es demasiado larga
api-mfa-token-invalid = El mfaToken es desconocido, ya se usó o caducó: vuelve a iniciar sesión
api-challenge-invalid = El challengeId es desconocido, ya se usó o caducó: solicita nuevas opciones de llave de acceso
api-mfa-code-or-passkey = Se requiere un segundo factor: responde con un código de tu aplicación de autenticación, un código de recuperación o tu llave de acceso
api-mfa-passkey = Se requiere un segundo factor: responde con tu llave de acceso (login/passkey con el mfaToken)
api-client-id-required = client_id es obligatorio
api-client-unknown = client_id es desconocido o está desactivado
api-redirect-uri-required = redirect_uri es obligatorio
api-redirect-uri-unregistered = redirect_uri no está registrado para este cliente
api-state-too-long = state es demasiado largo

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = El token es desconocido, ya se usó, caducó o se reemplazó por uno más reciente
api-session-not-found = No tienes ninguna sesión activa con ese ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Ya hay un autenticador configurado; quítalo primero
api-authenticator-not-pending = No se está configurando ningún autenticador
api-authenticator-none = No hay ningún autenticador configurado
api-factor-code-wrong = El código no es correcto
api-reauthenticate-factors = Vuelve a iniciar sesión (con tu segundo factor, si tienes uno) para cambiar tus segundos factores
api-reauthenticate-passkeys = Vuelve a iniciar sesión (con tu segundo factor, si tienes uno) para cambiar tus llaves de acceso
api-reauthenticate-sign-in = Vuelve a iniciar sesión (con tu segundo factor, si tienes uno) para cambiar cómo inicias sesión
api-passkeys-unavailable = las llaves de acceso no están disponibles en este servidor
api-passkey-not-found = esa llave de acceso no existe
api-passkey-no-ceremony = no hay ningún registro de llave de acceso en curso; solicita nuevas opciones
api-passkey-rejected = no se pudo verificar la llave de acceso
api-passkey-registered = esta llave de acceso ya está registrada
api-passkey-name-invalid = el nombre de una llave de acceso debe tener entre 1 y { $max } caracteres, sin caracteres de control ni de formato bidireccional
api-passkeys-too-many = { $max ->
    [one] una cuenta puede tener como máximo { $max } llave de acceso
   *[other] una cuenta puede tener como máximo { $max } llaves de acceso
    }

## Native-app API: upstream identity providers

api-upstream-unknown = Ningún proveedor externo tiene este ID
api-upstream-refused = No se aceptó el id_token para este proveedor
api-upstream-disabled = La cuenta está desactivada
api-upstream-no-email = El id_token no tiene ninguna dirección de correo electrónico con la que crear una cuenta
api-upstream-unverified-email = El proveedor no garantiza la dirección de correo electrónico del id_token: regístrate con esa dirección y luego vincula el proveedor
api-upstream-unreachable = No se pudo contactar con el proveedor; vuelve a intentarlo más tarde
api-upstream-email-taken = Ya existe una cuenta con esta dirección: inicia sesión en ella y vincula el proveedor desde la página de la cuenta
api-upstream-outside-domains = El inicio de sesión de la organización solo admite direcciones de sus dominios verificados
api-upstream-unconfirmed-account = Ya existe una cuenta con esta dirección, pero nunca se confirmó: confírmala y luego vuelve a iniciar sesión a través de la organización
api-upstream-operator-account = La cuenta de un operador inicia sesión con su propia contraseña y segundo factor, no mediante el inicio de sesión de una organización
api-link-not-found = La cuenta no está vinculada a este proveedor

## Admin API

api-admin-key-required = La API de administración requiere `Authorization: Bearer <clave de administración>`
api-admin-status-once = status como máximo una vez
api-admin-parameters-once = cada parámetro como máximo una vez
api-admin-duplicate-email = ya existe un usuario con ese correo electrónico
api-admin-user-not-found = no se encontró el usuario
api-admin-client-not-found = no se encontró el cliente
api-admin-api-not-found = no se encontró la API
api-admin-session-not-found = no se encontró la sesión
api-admin-delivery-not-found = no se encontró la entrega
api-admin-webhook-not-found = no se encontró el webhook

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = Abre el enlace en el navegador en el que te registraste: en cualquier otro, se te pedirá la contraseña de la cuenta.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = Abre el enlace en el navegador en el que solicitaste el cambio o en el que tienes la sesión iniciada: en cualquier otro, se te pedirá tu contraseña.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = ¿No te registraste ni solicitaste esto? Entonces no lo confirmes: ignora este correo y no pasará nada.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = Para confirmar esta dirección aquí, escribe la contraseña de la cuenta a la que pertenece. Si te registraste en una app, escribe en su lugar el código del correo en la app. Si no te registraste ni solicitaste esto, no la confirmes: cierra esta página.
# The password field's label on that page.
verify-password = Contraseña de la cuenta
verify-password-needed = Escribe la contraseña de la cuenta para confirmar la dirección en este navegador.
verify-wrong-password = Esa no es la contraseña de la cuenta.

## After a password reset, every other way into the account

mail-reset-done-subject = Se restableció tu contraseña
mail-reset-done-body = La contraseña de tu cuenta se acaba de restablecer y se cerró la sesión en todos los dispositivos que la tenían iniciada.
mail-reset-done-still = Todavía se puede iniciar sesión en tu cuenta con lo siguiente:
mail-reset-done-remove = Si alguno no es tuyo, inicia sesión con la nueva contraseña y elige “Quitar todo excepto la nueva contraseña” en la página de tu cuenta.
mail-reset-done-nothing-else = Ninguna otra cosa permite iniciar sesión en tu cuenta: solo la nueva contraseña.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = Si al iniciar sesión se te pide un segundo factor que no tienes, no es tuyo: pide al soporte de este servicio que lo elimine.
mail-reset-done-not-you = Si no restableciste tu contraseña, alguien puede leer tu correo: primero protege tu buzón y luego vuelve a establecer una nueva contraseña.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = La llave de acceso “{ $name }”
ways-in-authenticator = Una aplicación de autenticación
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count ->
    [one] { $count } código de recuperación sin usar
   *[other] { $count } códigos de recuperación sin usar
    }
# $provider: the provider's display name (e.g. "Google").
ways-in-link = El inicio de sesión con { $provider }
# $count: how many other devices are signed in.
ways-in-sessions = { $count ->
    [one] { $count } dispositivo más con la sesión iniciada (en la lista de abajo)
   *[other] { $count } dispositivos más con la sesión iniciada (en la lista de abajo)
    }
account-review-heading = Se restableció tu contraseña
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = Tu contraseña se restableció el { $date }. Todavía se puede iniciar sesión en tu cuenta con lo siguiente:
account-review-explain = Si alguno no es tuyo, quítalos todos: así solo podrás iniciar sesión con tu nueva contraseña y se cerrará la sesión en todos los demás dispositivos. Después puedes volver a agregar una llave de acceso o una aplicación de autenticación.
# Button.
account-review-remove = Quitar todo excepto la nueva contraseña
# Button.
account-review-keep = Todo es mío
account-review-gone = Ya no hay nada que revisar.
account-review-removed = Se quitó todo excepto tu nueva contraseña y se cerró la sesión en todos los demás dispositivos.
account-review-kept = Entendido: todo queda como está.

## The second step locked after wrong codes

mail-factor-locked-subject = Alguien intentó saltarse tu segundo factor
# $minutes: how long signing in stays paused.
mail-factor-locked-body = { $minutes ->
    [one] Alguien escribió tu contraseña y luego cinco códigos de segundo factor incorrectos. El inicio de sesión en tu cuenta queda en pausa durante { $minutes } minuto.
   *[other] Alguien escribió tu contraseña y luego cinco códigos de segundo factor incorrectos. El inicio de sesión en tu cuenta queda en pausa durante { $minutes } minutos.
    }
mail-factor-locked-not-you = Si no fuiste tú, alguien conoce tu contraseña: establece una nueva ahora.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = un rol en la consola requiere una dirección verificada: el usuario debe confirmar primero su dirección
console-gate-unverified = La consola solo se abre para operadores cuya dirección está verificada. Confirma tu dirección con el enlace del correo de verificación y vuelve a abrir la consola.
console-gate-idle-lead = de nuevo para abrir la consola
console-gate-idle = La consola no se ha usado durante { $minutes } min, así que te pide que vuelvas a iniciar sesión. Tu sesión en tu cuenta sigue abierta.
console-webhook-url-once = Su URL, que solo se muestra completa ahora (la lista oculta lo que sigue a «?», donde puede haber un token):
console-webhook-query-hidden = Lo que sigue a «?» en la URL de un endpoint está oculto: puede contener el token del receptor.

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = Enviarme un código por correo
page-code-ask-title = Iniciar sesión con un código
page-code-ask-lead = Escribe tu dirección de correo electrónico: te enviaremos un código para iniciar sesión, sin necesidad de contraseña.
page-code-ask-button = Enviarme un código por correo
page-code-invalid-email = Escribe una dirección de correo electrónico completa, como name@example.com.
page-code-not-allowed = Esta app pide tu contraseña o una llave de acceso: aquí no se ofrece iniciar sesión con un código enviado por correo.
page-code-title = Revisa tu correo
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $minutes ->
    [one] Hay un correo en camino a { $email }. Escribe el código de seis dígitos que contiene: funciona durante { $minutes } minuto y una sola vez.
   *[other] Hay un correo en camino a { $email }. Escribe el código de seis dígitos que contiene: funciona durante { $minutes } minutos y una sola vez.
    }
page-code-field = Código de inicio de sesión
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = Tu nombre, si es tu primera vez aquí
page-code-button = Iniciar sesión
page-code-again = Enviar un código nuevo
page-code-wrong = Ese código no es correcto o ya caducó. Revisa el correo más reciente o pide un código nuevo.
page-code-link-title = Iniciar sesión
page-code-link-lead = Inicia sesión en tu cuenta en este navegador.
page-code-link-button = Iniciar mi sesión
page-code-link-elsewhere-title = Escribe este código donde lo pediste
page-code-link-elsewhere = Este enlace se abrió en un navegador o una app distinto de aquel donde se pidió. Escribe este código allí:
page-code-link-ended-title = Este enlace ya no funciona
page-code-link-ended = El enlace ya se usó, se reemplazó por uno más reciente o es demasiado antiguo. Pide un código nuevo donde inicias sesión.
api-sign-in-code-refused = El código es incorrecto, ya se usó, se reemplazó o caducó: pide uno nuevo
api-login-code-or-password = Envía una contraseña o un código, no ambos
api-code-code-sent = Hay un correo con un código de inicio de sesión en camino; el código funciona durante unos minutos y una sola vez
api-code-sign-in-code-not-allowed = Aquí no se ofrece iniciar sesión con un código enviado por correo: usa tu contraseña o una llave de acceso

## Mail: a sign-in code

mail-code-subject = Tu código de inicio de sesión
mail-code-asked = Alguien pidió iniciar sesión con esta dirección. El código que debes escribir es:
# $minutes: how long the code and the link work.
mail-code-minutes = { $minutes ->
    [one] El código y el enlace de abajo funcionan durante { $minutes } minuto y una sola vez; una solicitud más reciente los reemplaza.
   *[other] El código y el enlace de abajo funcionan durante { $minutes } minutos y una sola vez; una solicitud más reciente los reemplaza.
    }
mail-code-new-account = Todavía ninguna cuenta usa esta dirección: al iniciar sesión con el código se creará una.
mail-code-button = Iniciar mi sesión
mail-code-not-you = Si no fuiste tú, ignora este correo: nadie puede iniciar sesión sin el código.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Inicio de sesión con esta dirección
mail-no-account-body = Alguien pidió un código para iniciar sesión con esta dirección, pero ninguna cuenta de aquí la usa.
mail-no-account-not-you = Si no fuiste tú, ignora este correo: no cambió nada.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Los usuarios pueden iniciar sesión con un código enviado por correo
api-name-invalid = El nombre es demasiado largo o contiene caracteres de control
