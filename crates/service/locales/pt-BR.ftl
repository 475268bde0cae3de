# Brazilian Portuguese: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Idioma

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = O e-mail ou a senha estão incorretos. Uma conta nova só pode fazer login depois que o endereço é confirmado: procure o link no seu e-mail.
error-throttled = Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.
error-busy = Muitas pessoas estão fazendo login agora. Tente novamente em instantes.
error-missing-fields = Digite seu endereço de e-mail e sua senha.
error-expired-form = Este formulário expirou. Faça login novamente.
error-second-factor-in-app = Esta conta está protegida por um segundo fator. Primeiro, faça login na página da sua conta (ela pede o código) e depois volte aqui.
error-wrong-second-factor = O código está incorreto, já foi usado ou chegou tarde demais. Faça login novamente.
error-passkey-refused = Não foi possível usar essa chave de acesso, ou a tentativa demorou demais. Tente novamente ou faça login com sua senha.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Muitas solicitações. Aguarde alguns minutos e tente novamente.
error-expired-form-again = Este formulário expirou. Tente novamente.

## Error pages (a heading and a paragraph)

error-bad-link-title = Link inválido
error-bad-link-text = Este link não é mais válido: ele já foi usado, expirou ou foi substituído por um mais recente. Solicite um novo.

error-form-title = Falha no login
error-form-too-large = O formulário é grande demais.
error-form-unreadable = Não foi possível ler o formulário. Volte e tente novamente.
error-cross-site-title = Solicitação recusada
error-cross-site-text = Este formulário foi enviado de outro site. Abra a página de login novamente e envie o formulário por ela.

error-unavailable-title = Tente novamente em breve
error-unavailable-text = O serviço de login está ocupado ou indisponível. Tente novamente em instantes.
error-failed-title = Algo deu errado
error-failed-text = Não foi possível concluir o login. Tente novamente.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Saber quem você é
scope-email = Ver seu endereço de e-mail
scope-profile = Ver seu perfil: nome, foto, número de telefone e país
scope-authorization = Ver seu perfil e suas sessões conectadas
scope-organizations = Ver as organizações de que você faz parte e suas funções nelas
scope-api = Usar { $api } em seu nome

## The second step of signing in, after a right password

# $purpose is lowercase, e.g. "para abrir sua conta".
page-second-step-code-or-passkey = { $purpose }: digite o código exibido no seu app autenticador ou um código de recuperação, ou use sua chave de acesso.
page-second-step-passkey = { $purpose }: use sua chave de acesso.
page-second-step-code = { $purpose }: digite o código exibido no seu app autenticador ou um dos seus códigos de recuperação.
page-second-step-use-passkey = Usar sua chave de acesso

## Login page

page-login-title = Fazer login
page-login-email = E-mail
page-login-password = Senha
page-login-button = Fazer login
page-login-with-provider = Fazer login com { $provider }
page-login-passkey = Fazer login com uma chave de acesso
page-login-forgot = Esqueceu sua senha?
page-login-organization = Fazer login com sua organização
page-organization-title = Fazer login com sua organização
page-organization-lead = Digite seu endereço de e-mail corporativo ou o ID da sua organização para continuar com o login dela.
page-organization-field = E-mail corporativo ou ID da organização
page-organization-button = Continuar
page-organization-unknown = Nenhuma organização gerencia o login deste endereço ou ID. Confira o que você digitou ou faça login com seu endereço de e-mail e sua senha.
login-sso-required = Sua organização gerencia seu login: use o login da sua organização.
login-sso-required-named = { $organization } gerencia seu login: use o login dela abaixo.
page-login-new-here = Primeira vez aqui?
page-login-create-account = Criar uma conta

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Conectar um dispositivo
page-device-code-lead = Digite o código exibido na sua TV, console ou outro dispositivo.
page-device-code-label = Código
page-device-code-button = Continuar
page-device-confirm-heading = Conectar { $client }?
page-device-confirm-lead = Um dispositivo que exibe o código { $code } está pedindo para usar sua conta { $email }. Só permita se foi você que iniciou isso naquele dispositivo.
page-device-confirm-able = O app poderá:
page-device-confirm-deny = Negar
page-device-confirm-allow = Permitir

## Account page

page-account-title = Sua conta
page-account-signed-in-as = Conectado como { $email }
page-account-signed-in-as-unconfirmed = Conectado como { $email } (endereço ainda não confirmado: veja o e-mail que enviamos)
page-account-sessions-heading = Onde você está conectado
page-account-session-app = app { $package }
page-account-this-browser = Este navegador
page-account-sign-out-session = Sair
page-account-sign-out-others = Sair de todos os outros dispositivos
page-account-profile-heading = Perfil
page-account-profile-save = Salvar perfil
page-account-password-heading = Senha
page-account-current-password = Senha atual
page-account-new-password = Nova senha (pelo menos 10 caracteres)
page-account-password-change = Alterar senha
page-account-email-heading = Endereço de e-mail
page-account-email-explain = Enviaremos um link para o novo endereço; sua conta passa a usá-lo quando o link for aberto. Até lá, você continua fazendo login com este.
page-account-new-email = Novo endereço de e-mail
page-account-email-password = Senha
page-account-email-change = Alterar endereço de e-mail
page-account-data-heading = Seus dados
page-account-data-explain = Tudo o que este serviço guarda sobre sua conta (perfil, sessões com os respectivos dispositivos e locais, provedores vinculados, segundos fatores e os eventos de segurança relacionados a você) em um único arquivo JSON. Ele não contém nenhuma senha nem nenhum segredo.
page-account-data-download = Baixar seus dados
page-account-delete-heading = Excluir sua conta
page-account-delete-explain = Remove seu perfil, suas sessões, seus segundos fatores e seus provedores vinculados, e desconecta você de todos os lugares.
page-account-delete-link = Excluir sua conta

## Sign-out confirmation

page-logout-title = Sair
page-logout-question = Sair da sua conta neste navegador?
page-logout-button = Sair

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Digite uma senha.
# $min is the least number of characters (10).
rule-password-too-short = { $min ->
    [one] A senha precisa ter pelo menos { $min } caractere.
   *[other] A senha precisa ter pelo menos { $min } caracteres.
    }
# $max is the most characters a new password may have (256).
rule-password-too-long = { $max ->
    [one] A senha pode ter no máximo { $max } caractere.
   *[other] A senha pode ter no máximo { $max } caracteres.
    }
rule-password-is-email = A senha não pode ser o seu endereço de e-mail.
rule-password-refused = Esta senha não pode ser usada. Escolha outra.
rule-email-invalid = Digite um endereço de e-mail que possa receber mensagens, como name@example.com.
rule-email-same = Esse já é o endereço da sua conta.
rule-field-invalid = Um campo é longo demais ou contém caracteres não permitidos.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = o nome do cliente deve ter de 1 a 200 caracteres
rule-client-name-characters = o nome do cliente não pode conter caracteres de controle nem de formatação bidirecional
rule-resource-server-confidential = um servidor de recursos deve ser um cliente confidencial
rule-client-credentials-confidential = client_credentials exige um cliente confidencial
rule-public-client-secret = um cliente público não tem segredo
rule-shared-signals-confidential = um receptor de Shared Signals deve ser um cliente confidencial
rule-organization-for-receivers = somente um receptor de Shared Signals é vinculado a uma organização
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = { $max ->
    [one] os campos do perfil são limitados a { $max } caractere
   *[other] os campos do perfil são limitados a { $max } caracteres
    }
rule-profile-field-characters = os campos do perfil não podem conter caracteres de controle nem de formatação bidirecional
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = tipo de evento desconhecido “{ $name }”; tipos conhecidos: { $known }
rule-no-event-type = é preciso informar pelo menos um tipo de evento
rule-secret-prefix = o segredo deve começar com whsec_
rule-secret-encoding = o segredo deve começar com whsec_ e estar codificado em base64
rule-secret-length = o segredo deve ter de 24 a 64 bytes
rule-delivery-status = status deve ser pending, delivered ou failed
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } deve ser um carimbo de data/hora RFC 3339
rule-not-a-user-id = user deve ser um ID de usuário
rule-not-an-email = email deve ser um endereço de e-mail
rule-unknown-audit-type = tipo de evento desconhecido
rule-unknown-cursor = cursor não foi fornecido por esta API
rule-page-size = limit deve estar entre 1 e 500
rule-no-scope = é necessário pelo menos um escopo
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = a API define apenas estes escopos: { $scopes }
rule-role-name = a função deve ser admin, support, viewer ou none
rule-already-verified = o endereço já está verificado

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

# Lowercase; completes the heading "Fazer login".
login-lead = para continuar em { $client }
login-failed-title = Falha no login
login-malformed-link = O link de login está malformado.
login-request-missing-client = A solicitação não indica um app.
login-request-unknown-client = Este app não está registrado ou foi desativado.
login-request-missing-redirect-uri = A solicitação não indica para onde voltar (redirect_uri).
login-request-unregistered-redirect-uri = O redirect_uri não está registrado para este app.
login-request-state-too-long = O parâmetro state é longo demais.
login-request-invalid = A solicitação de login não é válida.

## Signing out of the browser.

login-signout-failed-title = Falha ao sair
login-signout-malformed-link = O link para sair está malformado.
login-signed-out-title = Você saiu
login-signed-out-text = Você saiu da sua conta neste navegador.

## The second step after a password, and an app that needs one.

second-step-title = Verificação em duas etapas
second-step-code-label = Código
second-step-continue = Continuar
second-step-enrol-title = Configure um segundo fator
second-step-enrol-text = { $client } exige login em duas etapas. Configure um app autenticador ou uma chave de acesso na página da sua conta e depois faça login em { $client } novamente.
second-step-enrol-link = Abrir a página da sua conta

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = App autenticador
# Portuguese "one" also covers 0; [0] keeps the plural for zero.
second-step-app-on = { $count ->
    [0] Um app autenticador está configurado; não resta nenhum código de recuperação sem uso.
    [one] Um app autenticador está configurado; { $count } código de recuperação ainda não foi usado.
   *[other] Um app autenticador está configurado; { $count } códigos de recuperação ainda não foram usados.
    }
second-step-app-remove = Remover o app autenticador
second-step-app-intro = Códigos de um app como o Google Authenticator ou o 1Password, solicitados depois da sua senha.
second-step-app-set-up = Configurar um app autenticador
second-step-app-qr-label = QR code para seu app autenticador
second-step-app-setup-title = Configure um app autenticador
second-step-app-setup-lead = Leia o código com seu app autenticador e digite os seis dígitos exibidos.
second-step-app-setup-key = Ou digite esta chave no app:
second-step-app-code-label = Código do app
second-step-app-turn-on = Ativar
second-step-app-cancel = Cancelar
second-step-recovery-title = Salve seus códigos de recuperação
second-step-recovery-lead = O app autenticador está ativado. Cada um destes códigos permite fazer login uma vez se você perder seu smartphone. Guarde-os em um lugar seguro: eles não serão exibidos novamente.
second-step-recovery-back = Voltar para sua conta

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Fazer login com uma chave de acesso
passkey-not-used = Nenhuma chave de acesso foi usada. Tente novamente ou use sua senha.
passkey-section-heading = Chaves de acesso
passkey-section-intro = Com uma chave de acesso, você faz login com sua impressão digital, seu rosto ou o bloqueio de tela em vez da senha.
passkey-rename-label = Novo nome
passkey-rename-button = Renomear
passkey-remove-button = Remover
passkey-new-name-label = Nome da nova chave de acesso
passkey-new-name-placeholder = Este notebook
passkey-add-button = Adicionar uma chave de acesso
passkey-already-registered = Esta chave de acesso já está registrada.
passkey-not-added = Nenhuma chave de acesso foi adicionada. Tente novamente.

## The consent screen.

consent-heading = Permitir que { $client } use sua conta?
consent-lead = Você está conectado como { $account }. { $client } é um app criado por terceiros e pede permissão para:
consent-revoke-note = Você pode remover o acesso dele a qualquer momento na página da sua conta.
consent-deny = Negar
consent-allow = Permitir
consent-title = Permitir { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = para conectar um dispositivo à sua conta
device-code-unknown = Esse código está incorreto, expirou ou já foi usado. Verifique o código no seu dispositivo e tente novamente.
device-code-throttled = Muitos códigos incorretos. Aguarde alguns minutos e tente novamente.
device-code-form-expired = Este formulário expirou. Digite o código novamente.
device-connected-title = Dispositivo conectado
device-connected-text = { $client } agora está conectado à sua conta. Você já pode voltar para seu dispositivo.
device-denied-title = Solicitação negada
device-denied-text = { $client } não foi conectado. Você já pode fechar esta página.
device-two-factors-title = Login em duas etapas obrigatório
device-two-factors-text = { $client } exige login em duas etapas. Na página da sua conta, faça login com seu segundo fator (ou configure um) e depois digite o código aqui novamente.
device-two-factors-link = Abrir a página da sua conta

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Falha ao vincular
upstream-link-from-account-page = Vincule um provedor usando o botão dele na página da sua conta.
upstream-link-expired = Esta página expirou. Volte para a página da sua conta, recarregue-a e tente novamente.
upstream-unknown-provider = Esse provedor de login não existe.
upstream-bad-state = Este login já foi usado, expirou ou foi iniciado em outro navegador. Volte para o aplicativo e faça login novamente.
upstream-denied = O provedor não concluiu seu login. Volte para o aplicativo e tente novamente.
upstream-refused = Não foi possível aceitar a resposta do provedor. Volte para o aplicativo e faça login novamente.
upstream-unavailable = Não foi possível acessar o provedor de login. Tente novamente em instantes ou faça login de outra forma.
upstream-email-taken = Já existe uma conta com este endereço de e-mail. Faça login nela com a senha ou a chave de acesso dela e depois vincule este provedor na página da sua conta.
upstream-outside-domains = O login da sua organização só aceita endereços dos domínios verificados da própria organização.
upstream-unconfirmed-account = Já existe uma conta com este endereço de e-mail, mas o endereço dela nunca foi confirmado. Confirme-o (ou redefina a senha da conta) e depois faça login novamente pela sua organização.
upstream-operator-account = Esta conta tem uma função no console de operadores: ela entra com a própria senha e o próprio segundo fator, não pelo login de uma organização.
upstream-registration-closed = Esta conta não é conhecida aqui, e não é possível criar contas novas. Peça uma conta ao operador.
upstream-no-email = O provedor não compartilhou um endereço de e-mail, que é necessário para uma conta nova.
upstream-unverified-email = O provedor não confirmou que este endereço de e-mail é seu, então não é possível criar uma conta com ele. Crie uma conta com seu endereço de e-mail e depois vincule o provedor na página da sua conta.
upstream-linked-elsewhere = Este login já está vinculado a outra conta.
upstream-already-linked = Sua conta já está vinculada a este provedor, com outro login. Desvincule-o primeiro.
upstream-disabled = Esta conta está desativada.
upstream-reauthenticate = Faça login novamente na página da sua conta e depois vincule o provedor.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Crie sua conta
signup-lead = Enviaremos um e-mail para confirmar seu endereço.
signup-email = E-mail
signup-password = Senha (pelo menos 10 caracteres)
signup-name = Nome (opcional)
signup-button = Criar conta
signup-closed-title = O cadastro está fechado
signup-closed-text = As novas contas são criadas pelo operador deste serviço. Peça uma a ele.
signup-sent-title = Verifique seu e-mail
signup-sent-text = Enviamos um e-mail para confirmar seu endereço. Abra o link dele; você já pode fazer login.
signup-sent-continue-text = Enviamos um e-mail para confirmar seu endereço. Você já pode fazer login e continuar.
signup-sent-continue = Fazer login e continuar

## Address confirmation page (opened from the mailed link)

verify-title = Confirme seu endereço de e-mail
verify-lead = Confirme que este endereço de e-mail é seu para que sua conta possa usá-lo. Se você não criou uma conta nem alterou o endereço dela aqui, não confirme: feche esta página.
verify-button = Confirmar meu endereço
verify-done-title = Endereço de e-mail confirmado
verify-done-text = Obrigado! Seu endereço de e-mail foi confirmado. Você já pode fechar esta página.

## Password reset request page

forgot-title = Esqueceu sua senha?
forgot-lead = Digite seu endereço de e-mail. Se houver uma conta com ele, enviaremos um link para você definir uma nova senha.
forgot-email = E-mail
forgot-button = Enviar o link
forgot-sent-title = Verifique seu e-mail
forgot-sent-text = Se houver uma conta com este endereço, um e-mail com um link para definir uma nova senha está a caminho. O link funciona por 30 minutos.

## New password page (opened from the mailed link)

reset-title = Defina uma nova senha
reset-lead = Escolha uma senha de 10 a 256 caracteres. Todos os dispositivos conectados à sua conta serão desconectados.
reset-password = Nova senha
reset-button = Definir a senha
reset-done-title = Senha definida
reset-done-text = Sua nova senha foi definida, e todos os dispositivos que estavam conectados foram desconectados. Faça login novamente com a nova senha.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Seu perfil foi salvo.
account-password-changed = Sua senha foi alterada; todos os outros dispositivos foram desconectados.
account-email-requested = Se esse endereço puder ser usado, um link para confirmá-lo está a caminho: seu endereço muda quando o link for usado.
account-session-signed-out = Essa sessão foi encerrada.
account-others-signed-out = Todas as outras sessões foram encerradas.
account-console-needs-factor = O console do operador exige um segundo fator: adicione um app autenticador ou uma chave de acesso abaixo e faça login novamente usando esse segundo fator.
account-form-expired = Este formulário expirou. Tente novamente.
# Lowercase; completes the heading "Fazer login".
account-login-lead = para ver e alterar sua conta
account-sign-in-again-lead = novamente para alterar como você faz login
account-sign-in-again = Para sua segurança, faça login novamente (com seu segundo fator, se tiver um) antes de adicionar ou remover uma forma de login.
account-second-step-purpose = para abrir sua conta
account-profile-name = Nome
account-profile-mobile = Celular
account-profile-picture = URL da foto
account-profile-country-code = Código do país
account-profile-country = País
account-profile-city = Cidade
account-profile-postal-code = CEP
account-session-unknown-device = Dispositivo desconhecido
account-session-unknown-app = app desconhecido
account-session-when = Login em { $since } · última atividade em { $active }
account-provider-not-linked = Esse provedor não está vinculado à sua conta.
account-last-sign-in-method = Esta é a única forma de fazer login na sua conta. Primeiro, adicione uma chave de acesso ou defina uma senha (Esqueceu sua senha?).
account-session-gone = Essa sessão não está mais conectada.
account-wrong-password = A senha atual está incorreta.
account-too-many-passwords = Muitas senhas incorretas. Aguarde alguns minutos e tente novamente.
account-unknown-action = Esta ação não está disponível nesta página.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = O app autenticador foi removido.
factors-passkey-added = Sua chave de acesso foi adicionada: a partir de agora, você pode fazer login com ela.
factors-passkey-renamed = A chave de acesso foi renomeada.
factors-passkey-removed = A chave de acesso foi removida.
factors-passkey-added-on = Adicionada em { $date }
factors-passkey-last-used = último uso em { $date }
factors-passkey-synced = sincronizada
factors-wrong-code = Esse código está incorreto. Verifique o relógio do app e digite o código exibido agora.
factors-too-many-codes = Muitos códigos incorretos. Aguarde alguns minutos e tente novamente.
factors-totp-already = Já existe um app autenticador configurado.
factors-totp-nothing-pending = Nenhum app autenticador está sendo configurado. Comece de novo.
factors-totp-not-set-up = Nenhum app autenticador está configurado.
factors-passkey-registered = Essa chave de acesso já está registrada.
factors-passkey-too-many = Sua conta já tem o número máximo de chaves de acesso: remova uma primeiro.
factors-passkey-too-many-attempts = Muitas tentativas. Aguarde alguns minutos e tente novamente.
factors-passkey-name-length = O nome de uma chave de acesso deve ter de 1 a 64 caracteres.
factors-passkey-not-yours = Essa chave de acesso não é mais sua.
factors-passkey-not-added = Não foi possível adicionar a chave de acesso, ou a operação demorou demais. Tente novamente.
factors-page-expired = Esta página expirou; recarregue-a.
factors-sign-in-again = Faça login novamente.
factors-passkeys-unavailable = As chaves de acesso não estão disponíveis neste servidor.
factors-sign-in-to-add = Faça login novamente para adicionar uma chave de acesso.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Fazer login com outra conta
links-linked = O provedor foi vinculado: a partir de agora, você pode fazer login nesta conta com ele.
links-unlinked = O provedor foi desvinculado.
links-linked-on = vinculado em { $date }
links-unlink = Desvincular
links-link = Vincular { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Apps com acesso
apps-allowed-on = permitido em { $date }
apps-remove = Remover acesso
apps-removed = O acesso do app foi removido, e ele foi desconectado.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Excluir sua conta
delete-explain-lead = Você pode excluir sua conta e tudo o que está armazenado sobre ela por conta própria.
delete-explain-sign-in = Faça login: com sua senha, uma chave de acesso ou o provedor que você usou para se cadastrar ("Fazer login com …").
delete-explain-confirm = Confirme que a conta deve ser excluída.
delete-explain-what = O que é excluído: seu perfil (nome, endereço de e-mail, número de telefone, foto, local), sua senha, todas as sessões e os dispositivos e locais registrados com elas, segundos fatores, chaves de acesso, provedores de login vinculados e todos os tokens emitidos para apps. Todos os dispositivos são desconectados. O registro de segurança mantém as entradas sobre você com um nome aleatório, sem endereços IP, por no máximo { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }.
delete-explain-now = Quando: imediatamente. Uma confirmação será enviada para seu endereço de e-mail.
delete-explain-later = Quando: { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } depois da solicitação; se você fizer login antes disso, a conta será mantida. Uma confirmação será enviada para seu endereço de e-mail.
delete-explain-apps = Os apps também podem excluir a conta nas configurações deles.
delete-explain-link = Fazer login e excluir sua conta
delete-login-lead = para excluir sua conta
delete-confirm-what = Isso exclui seu perfil, suas sessões, seus segundos fatores, suas chaves de acesso e seus provedores vinculados, e desconecta você de todos os dispositivos.
delete-confirm-later = A conta será excluída depois de { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }; se você fizer login antes disso, ela será mantida.
delete-confirm-now = Essa ação não pode ser desfeita.
delete-confirm-check = Excluir minha conta e tudo o que está armazenado sobre ela
delete-confirm-button = Excluir minha conta
delete-confirm-keep = Manter minha conta
delete-done-title = Conta excluída
delete-done = Sua conta e tudo o que estava armazenado sobre ela foram excluídos. Uma confirmação está a caminho do seu endereço de e-mail.
delete-scheduled-title = Exclusão da conta agendada
delete-scheduled = Todas as sessões foram encerradas. Sua conta será excluída em { $date }; faça login antes dessa data para mantê-la.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Idioma
account-language-help = O idioma das páginas desta conta e dos e-mails enviados a ela.
account-language-save = Salvar idioma
account-language-saved = Seu idioma foi salvo.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Console
console-nav-signed-in = Console · conectado como { $email } ({ $role })
console-nav-your-account = Sua conta
console-nav-label = Console
console-nav-overview = Visão geral
console-nav-users = Usuários
console-nav-organizations = Organizações
console-nav-clients = Clientes
console-nav-apis = APIs
console-nav-webhooks = Webhooks
console-nav-audit = Auditoria
console-nav-keys = Chaves
console-nav-settings = Configurações

console-frame-role-admin = administrador
console-frame-role-support = suporte
console-frame-role-viewer = leitor
console-frame-role-none = nenhuma
console-frame-table-empty = { $caption }: nenhum item.
# Portuguese "one" also covers 0; [0] keeps the plural for zero.
console-frame-age-days = { $count ->
    [0] { $count } dias
    [one] { $count } dia
   *[other] { $count } dias
    }
console-frame-age-hours = { $count ->
    [0] { $count } horas
    [one] { $count } hora
   *[other] { $count } horas
    }
console-frame-age-minutes = { $count ->
    [0] { $count } minutos
    [one] { $count } minuto
   *[other] { $count } minutos
    }

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Sua função no console não dá acesso a esta página. Se precisar dela, peça a um administrador.
console-gate-form-expired = Este formulário expirou ou não veio do console. Abra a página novamente e repita a ação.
console-gate-change-not-allowed = Sua função no console não permite esta alteração.
console-gate-no-role = Sua conta não tem nenhuma função no console. Um administrador pode atribuir uma a você.
console-gate-not-allowed-title = Não permitido
console-gate-not-found-title = Não encontrado
console-gate-not-done-title = Não realizado
# Lowercase; completes the heading "Fazer login".
console-gate-sign-in-again-lead = novamente, com seu segundo fator, para abrir o console
console-gate-needs-second-factor = O console exige um login com seu segundo fator (seu app autenticador ou uma chave de acesso).
console-gate-no-such-user = Esse usuário não existe.
console-gate-no-such-client = Esse cliente não existe.
console-gate-no-such-api = Essa API não existe.
console-gate-no-such-webhook = Esse webhook não existe.
console-gate-no-such-delivery = Essa entrega não existe.
console-gate-no-such-session = Essa sessão não existe.
console-gate-no-such-link = Esse vínculo não existe.
console-gate-no-such-organization = Essa organização não existe.
console-gate-no-such-domain = Esse domínio não existe.
# $what is an English noun.
console-gate-no-such = Esse item não existe ({ $what }).
console-gate-duplicate-email = Já existe um usuário com esse e-mail.
console-gate-last-sign-in-method = O vínculo é a última forma de login da conta: defina uma senha primeiro.
console-gate-api-exists = Já existe uma API com esse identificador.
console-gate-disable-client-first = Desative o cliente antes de excluí-lo.

## The console's overview page.

console-overview-title = Visão geral
console-overview-find-user = Encontrar um usuário
console-overview-accounts = Contas
console-overview-live-sessions = Sessões ativas
console-overview-sign-ins = Logins, 24 h
console-overview-failed-sign-ins = Logins com falha, 24 h
console-overview-lockouts = Bloqueios agora
console-overview-failing-deliveries = Entregas de webhook com falha
console-overview-chart-heading = Logins nas últimas 24 horas
console-overview-counted = Contado em { $at } (os números têm no máximo um minuto de atraso).
console-overview-chart-label = Logins por hora nas últimas 24 horas: { $succeeded } bem-sucedidos, { $failed } com falha
console-overview-chart-hour = { $time }: { $succeeded } bem-sucedidos, { $failed } com falha
console-overview-chart-start = 24 horas atrás
console-overview-chart-end = agora
console-overview-legend-succeeded = bem-sucedidos ({ $count })
console-overview-legend-failed = com falha ({ $count })
console-overview-keys-heading = Chaves de assinatura
console-overview-keys-caption = Chaves de assinatura, das mais recentes para as mais antigas
console-overview-key = Chave
console-overview-algorithm = Algoritmo
console-overview-state = Estado
console-overview-age = Idade
console-overview-signing-for = Assinando há
console-overview-key-pending = pendente
console-overview-key-active = ativa
console-overview-key-retired = aposentada
console-overview-keys-link = Chaves e rotação

## The console's users list.

console-users-title = Usuários
console-users-deleted = O usuário foi excluído.
console-users-search-label = Endereço, nome ou ID do usuário
console-users-search = Pesquisar
console-users-search-help = Endereços correspondem pelo início, e nomes pelo início de qualquer palavra; um ID precisa corresponder por inteiro.
console-users-caption = Usuários, dos mais antigos para os mais recentes
console-users-matching = Usuários correspondentes a “{ $query }”
console-users-address = Endereço
console-users-name = Nome
console-users-verified = Verificado
console-users-state = Estado
console-users-created = Criado
console-users-yes = sim
console-users-no = não
console-users-enabled = ativado
console-users-disabled = desativado
console-users-next-page = Próxima página

## The console's page of one user.

console-user-done-disabled = O usuário foi desativado: todas as sessões foram encerradas.
console-user-done-enabled = O usuário foi ativado: ele pode fazer login novamente.
console-user-done-signed-out = Todas as sessões do usuário foram encerradas.
console-user-done-session-ended = A sessão foi encerrada.
console-user-done-factors-reset = Os segundos fatores do usuário foram removidos; ele foi avisado por e-mail.
console-user-done-verification-sent = O e-mail de verificação está a caminho.
console-user-done-role = A função foi alterada.
console-user-why-heading = Por que este usuário não consegue fazer login?
console-user-nothing-stops = No momento, nada impede este usuário de fazer login.
console-user-reason-disabled = A conta foi desativada por um operador.
console-user-reason-unverified = O endereço não está verificado: o login com senha é recusado até que o link do e-mail de verificação seja usado.
console-user-reason-locked-password = Bloqueado após senhas incorretas vindas de { $ip } até { $until } (cerca de { $minutes } min; limite de tentativas de login).
console-user-reason-locked-second-step = A segunda etapa está bloqueada após códigos incorretos até { $until } (cerca de { $minutes } min; limite de tentativas do segundo fator).
console-user-reason-passkey-only = A conta não tem senha: só faz login com uma chave de acesso (ou após uma redefinição de senha).
console-user-reason-providers-only = A conta não tem senha: só faz login por meio de { $providers } (ou após uma redefinição de senha).
# $clients is a comma-separated list of app names.
console-user-reason-second-factor-due = Nenhum segundo fator está configurado, e estes apps exigem login em duas etapas: { $clients }. O usuário precisa adicionar um primeiro.
console-user-reason-deletion-scheduled = O usuário pediu para excluir a conta: ela será excluída em { $date }, a menos que ele faça login antes.
console-user-profile = Perfil
console-user-id = ID do usuário
console-user-address = Endereço
console-user-verified = Verificado
console-user-state = Estado
console-user-name = Nome
console-user-mobile = Celular
console-user-place = Local
console-user-created = Criado
console-user-console-role = Função no console
console-user-sessions = Sessões
console-user-sessions-caption = Sessões ativas, das mais recentes para as mais antigas
console-user-device = Dispositivo
console-user-ip-and-place = IP e local
console-user-signed-in = Login
console-user-last-active = Última atividade
console-user-methods = Métodos
console-user-end-column = Encerrar
console-user-end-session = Encerrar
console-user-unknown-device = Dispositivo desconhecido
console-user-second-factors = Segundos fatores
console-user-authenticator-app = App autenticador
console-user-recovery-codes-left = Códigos de recuperação restantes
console-user-passkeys = Chaves de acesso
console-user-factor-none = nenhum
console-user-totp-since = desde { $date }
console-user-providers-and-apps = Provedores e apps
console-user-links-caption = Provedores vinculados
console-user-provider = Provedor
console-user-address-given = Endereço informado
console-user-linked = Vinculado
console-user-consents-caption = Consentimentos para apps de terceiros
console-user-client = Cliente
console-user-scopes = Escopos
console-user-allowed = Permitido
console-user-recent-events = Eventos recentes
console-user-events-caption = Os eventos de auditoria mais recentes sobre o usuário
console-user-when = Quando
console-user-type = Tipo
console-user-actor = Autor
console-user-ip = IP
console-user-every-event = Todos os eventos sobre o usuário
console-user-actions = Ações
console-user-disable = Desativar
console-user-enable = Ativar
console-user-sign-out-everywhere = Desconectar de todos os lugares
console-user-resend-verification = Reenviar o e-mail de verificação
console-user-reset-factors = Redefinir segundos fatores
console-user-reset-factors-confirm = Remover o app autenticador, os códigos de recuperação e as chaves de acesso
console-user-delete = Excluir o usuário
console-user-delete-confirm = Excluir esta conta e tudo sobre ela, agora
console-user-role-heading = Função no console
console-user-role-label = Função
console-user-set-role = Definir a função
console-user-role-help = Leitores veem todas as páginas; o suporte também desativa e ativa usuários, desconecta-os, redefine os segundos fatores deles e reenvia e-mails de verificação; administradores fazem tudo.
console-user-unknown-action = Esta ação não está disponível nesta página.
console-user-not-on-this-user = Não neste usuário: abaixo de administrador, os operadores só agem sobre usuários sem função, e ninguém altera aqui a própria função, estado, fatores ou conta.
console-user-tick-to-confirm = Marque a caixa para confirmar e repita a ação.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Clientes
console-client-list-caption = Clientes, dos mais antigos para os mais recentes
console-client-name = Nome
console-client-kind = Tipo
console-client-state = Estado
console-client-registered = Registrado
console-client-kind-public = público
console-client-kind-confidential = confidencial
console-client-state-enabled = ativado
console-client-state-disabled = desativado
console-client-register-heading = Registrar um cliente
console-client-register = Registrar
console-client-registered-notice = O cliente foi registrado.
console-client-deleted = O cliente foi excluído.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URIs de redirecionamento, um por linha
console-client-scopes-field = Escopos (vazio: openid email profile authorization)
console-client-package-names-field = Nomes de pacote Android, um por linha
console-client-app-origins-field = Origens do app para chaves de acesso, uma por linha
console-client-logout-uri-field = URI de logout por back-channel
console-client-organization-field = Organização de um receptor de Shared Signals (slug ou id)
console-client-flag-public = Público (app de navegador ou nativo: sem segredo, PKCE)
console-client-flag-resource-server = Servidor de recursos (pode inspecionar tokens)
console-client-flag-client-credentials = Pode obter tokens para si mesmo (client_credentials)
console-client-flag-rotate-refresh-tokens = Fazer rotação dos tokens de atualização
console-client-flag-require-mfa = Somente logins em duas etapas
console-client-flag-require-par = Somente solicitações de autorização enviadas (PAR)
console-client-flag-third-party = De terceiros: os usuários dão consentimento primeiro
console-client-flag-shared-signals = Receptor de Shared Signals: recebe um fluxo de eventos de segurança

## Console: one client's page

console-client-saved = As configurações do cliente foram salvas.
console-client-disabled-notice = O cliente foi desativado: os tokens dele não são mais verificados.
console-client-granted = A concessão foi salva.
console-client-secret-replaced = O segredo foi substituído.
console-client-secret-heading = O segredo do cliente
console-client-secret-once = Copie-o agora: ele é exibido só desta vez e nunca mais (apenas o hash dele é guardado).
console-client-settings-heading = Configurações
console-client-yes = sim
console-client-no = não
console-client-redirect-uris = URIs de redirecionamento
console-client-scopes = Escopos
console-client-resource-server = Servidor de recursos
console-client-two-factor-only = Somente duas etapas
console-client-par-only = Somente PAR
console-client-third-party = De terceiros
console-client-shared-signals = Receptor de Shared Signals
console-client-changed = Alterado
console-client-grants-heading = Concessões em APIs
console-client-grants-caption = APIs que este cliente pode chamar por conta própria
console-client-api = API
console-client-api-identifier = Identificador da API
console-client-grant = Conceder
console-client-actions-heading = Ações
console-client-rotate-secret = Fazer rotação do segredo
console-client-rotate-secret-confirm = Substituir o segredo: o antigo para de funcionar agora
console-client-disable = Desativar
console-client-disable-confirm = Desativar o cliente: os tokens dele deixam de ser verificados
console-client-delete = Excluir
console-client-delete-confirm = Excluir o cliente e tudo o que foi emitido para ele
console-client-edit-heading = Editar
console-client-save = Salvar
console-client-confirm-first = Marque a caixa para confirmar e repita a ação.
console-client-unknown-action = Esta ação não está disponível nesta página.

## Console: the APIs page

console-api-title = APIs
console-api-list-caption = APIs (indicadores de recurso)
console-api-identifier = Identificador
console-api-scopes = Escopos
console-api-registered-column = Registrada
console-api-register-heading = Registrar uma API
console-api-identifier-field = Identificador (uma URL https)
console-api-scopes-field = Escopos, separados por espaços
console-api-register = Registrar
console-api-registered = A API foi registrada.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = Endpoints de webhook
console-webhook-endpoint = Endpoint (entregas)
console-webhook-events = Eventos
console-webhook-registered-column = Registrado
console-webhook-remove = Remover
console-webhook-remove-confirm = Parar de entregar para este endpoint
console-webhook-secret-heading = O segredo de assinatura
console-webhook-secret-once = Passe-o ao receptor agora: ele é exibido só desta vez.
console-webhook-register-heading = Registrar um endpoint
console-webhook-url = URL
console-webhook-events-field = Tipos de evento, separados por espaços
console-webhook-register = Registrar
console-webhook-registered = O endpoint foi registrado.
console-webhook-removed = O endpoint foi removido.
console-webhook-confirm-first = Marque a caixa para confirmar e repita a ação.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Entregas
console-webhook-deliveries-caption = Entregas, das mais recentes para as mais antigas
console-webhook-delivery = Entrega
console-webhook-event = Evento
console-webhook-status = Status
console-webhook-attempts = Tentativas
console-webhook-last-error = Último erro
console-webhook-replay = Reenviar
console-webhook-replayed = A entrega voltou para a fila.
console-webhook-status-pending = pendente
console-webhook-status-delivered = entregue
console-webhook-status-failed = com falha

## Console: the audit trail

console-audit-title = Registro de auditoria
console-audit-user-id = ID do usuário
console-audit-address = Endereço
console-audit-type = Tipo
console-audit-since = Desde (RFC 3339)
console-audit-until = Até (RFC 3339)
console-audit-any-type = qualquer
console-audit-filter = Filtrar
console-audit-caption = Eventos, dos mais recentes para os mais antigos
console-audit-when = Quando
console-audit-type-column = Tipo
console-audit-actor = Autor
console-audit-user = Usuário
console-audit-client = Cliente
console-audit-ip = IP
console-audit-older = Eventos mais antigos

## Console: the signing keys

console-keys-title = Chaves
console-keys-caption = O conjunto de chaves, das mais recentes para as mais antigas
console-keys-key = Chave
console-keys-algorithm = Algoritmo
console-keys-state = Estado
console-keys-made = Criada
console-keys-age = Idade
console-keys-signing-since = Assinando desde
console-keys-retired = Aposentada
console-keys-state-pending = pendente
console-keys-state-active = ativa
console-keys-state-retired = aposentada
console-keys-rotate-heading = Rotação
console-keys-rotate-help = A rotação tem duas etapas: a primeira publica uma nova chave de id_token no JWKS; a segunda faz com que ela assine (e substitui a chave de access token). As chaves antigas continuam verificando até o último token delas expirar.
console-keys-rotate = Fazer rotação
console-keys-rotate-confirm = Fazer rotação das chaves de assinatura
console-keys-published = Uma nova chave de id_token foi publicada: a próxima rotação faz com que ela assine.
console-keys-activated = A chave publicada agora assina os id_tokens, com uma nova chave de access token.
console-keys-not-done = Não realizado
console-keys-confirm-first = Marque a caixa para confirmar e repita a ação.

## Console: the settings

console-settings-title = Configurações
console-settings-effective-heading = Configuração efetiva
console-settings-effective-help = Depois de arquivos, ambiente e padrões; os segredos ficam mascarados.
console-settings-caption = Configurações
console-settings-setting = Configuração
console-settings-value = Valor
console-settings-upstream-heading = Provedores externos
console-settings-providers-caption = Provedores
console-settings-provider-id = ID
console-settings-provider-button = Botão
console-settings-provider-last-error = Último erro nesta instância
console-settings-no-trouble = nenhum desde o início
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Em um app, digite este código em vez disso: { $token }
mail-set-password-button = Definir uma nova senha
mail-open-account-button = Abrir sua conta

## Verification of a new account's address

mail-verification-subject = Confirme seu endereço de e-mail
mail-verification-welcome = Boas-vindas! Confirme que este é o seu endereço de e-mail.
mail-verification-link-hours = { $hours ->
    [one] O link funciona por { $hours } hora e uma única vez.
   *[other] O link funciona por { $hours } horas e uma única vez.
    }
mail-verification-ignore = Se você não criou uma conta, ignore este e-mail.
mail-verification-button = Confirmar meu endereço

## Moving an account to a new address: the mail to the new address

mail-change-subject = Confirme seu novo endereço de e-mail
mail-change-confirm = Confirme que sua conta deve usar este endereço de e-mail a partir de agora.
mail-change-link-hours = { $hours ->
    [one] O link funciona por { $hours } hora e uma única vez; até lá, seu endereço antigo continua valendo.
   *[other] O link funciona por { $hours } horas e uma única vez; até lá, seu endereço antigo continua valendo.
    }
mail-change-ignore = Se você não pediu isso, ignore este e-mail: nada será alterado.
mail-change-button = Usar este endereço

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Alteração do endereço de e-mail da sua conta
mail-change-notice-asked = Alguém conectado à sua conta pediu para transferi-la para { $address }.
mail-change-notice-until = A transferência só acontece quando um link enviado para esse endereço for usado; até lá, este endereço continua valendo.
mail-change-notice-not-you = Se não foi você, defina uma nova senha agora: isso encerra todas as sessões e invalida o link.

## To an address that tried to register again

mail-registered-subject = Você já tem uma conta
mail-registered-tried = Alguém tentou criar uma conta com este endereço de e-mail, que já tem uma.
mail-registered-if-you = Se foi você, faça login ou, se esqueceu sua senha, defina uma nova.
mail-registered-not-you = Se não foi você, ignore este e-mail: nada foi alterado.

## Password reset

mail-reset-subject = Defina uma nova senha
mail-reset-asked = Alguém pediu para definir uma nova senha para sua conta.
mail-reset-link-minutes = { $minutes ->
    [one] O link funciona por { $minutes } minuto e uma única vez; uma solicitação mais recente o substitui.
   *[other] O link funciona por { $minutes } minutos e uma única vez; uma solicitação mais recente o substitui.
    }
mail-reset-not-you = Se não foi você, ignore este e-mail: sua senha continua a mesma.

## Notices: a second factor changed

mail-totp-added-subject = Um app autenticador foi adicionado
mail-totp-added-body = Um app autenticador foi adicionado à sua conta como segundo fator.
mail-totp-removed-subject = Seu app autenticador foi removido
mail-totp-removed-body = O app autenticador foi removido da sua conta: agora o login só exige sua senha.
mail-passkey-added-subject = Uma chave de acesso foi adicionada
mail-passkey-added-body = Uma chave de acesso foi adicionada à sua conta: com ela, você faz login sem senha.
mail-passkey-removed-subject = Uma chave de acesso foi removida
mail-passkey-removed-body = Uma chave de acesso foi removida da sua conta: ela não permite mais fazer login.
mail-recovery-used-subject = Um código de recuperação foi usado
# Portuguese "one" also covers 0; [0] says "none left".
mail-recovery-used-body = { $left ->
    [0] Um código de recuperação foi usado para fazer login na sua conta; não resta nenhum código sem uso.
    [one] Um código de recuperação foi usado para fazer login na sua conta; resta { $left } sem uso.
   *[other] Um código de recuperação foi usado para fazer login na sua conta; restam { $left } sem uso.
    }
mail-factor-not-you = Se não foi você, altere sua senha e saia de todos os dispositivos na página da sua conta.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } foi vinculado à sua conta
mail-linked-body = Sua conta foi vinculada a uma conta { $provider }: agora, fazer login com { $provider } abre a sua conta.
mail-unlinked-subject = { $provider } foi desvinculado da sua conta
mail-unlinked-body = Sua conta foi desvinculada de { $provider }: fazer login com { $provider } não abre mais a sua conta.
mail-link-not-you = Se não foi você, altere sua senha, saia de todos os dispositivos e desvincule o provedor na página da sua conta.

## Account deleted

mail-deleted-subject = Sua conta foi excluída
mail-deleted-body = Sua conta e tudo o que estava armazenado sobre ela foram excluídos, e todas as sessões dela foram encerradas.
mail-deleted-register-again = Este endereço pode ser cadastrado novamente; nada da conta antiga será recuperado.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Sua conta será excluída
mail-deletion-due = Sua conta será excluída em { $date }; todas as sessões dela foram encerradas.
mail-deletion-keep = Para mantê-la, faça login novamente antes dessa data. Se você não pediu isso, faça login e altere sua senha.
mail-deletion-button = Fazer login para mantê-la

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = Participe de { $organization }
mail-invitation-body = Você foi convidado para participar de { $organization }. Abra o link para aceitar: faça login com este endereço ou crie uma conta com ele.
# $days: how many days the link works.
mail-invitation-expiry = { $days ->
    [one] O link funciona por { $days } dia.
   *[other] O link funciona por { $days } dias.
    }
mail-invitation-ignore = Se você não conhece esta organização, ignore este e-mail: nada acontece a menos que você aceite.
# Button: opens the invitation's page.
mail-invitation-button = Ver o convite
console-organizations-title = Organizações
console-organizations-name = Nome
console-organizations-slug = Nome curto (URL)
console-organizations-enabled = Ativada
console-organizations-mfa = Segundo fator
console-organizations-new = Nova organização
console-organizations-create = Criar a organização
console-organizations-created = A organização foi criada.
console-organization-saved = As regras do domínio foram salvas.
console-organization-id = ID
console-organization-members = Membros
console-organization-roles = Funções
console-organization-managed = Pelo login da organização
console-organization-break-glass = Acesso de emergência
console-organization-invitations = Convites pendentes
console-organization-expires = Expira em
console-organization-domains = Domínios
console-organization-domain = Domínio
console-organization-state = Estado
console-organization-rules = Regras
console-organization-save-rules = Salvar
console-organization-sign-in = Login próprio
console-organization-no-sign-in = Ela não tem login próprio: seus membros fazem login com as próprias senhas ou chaves de acesso.
# $organization: the organization's name.
organization-admin-title = { $organization }: configurações da organização
organization-admin-lead = Você gerencia esta organização como { $email }.
organization-admin-none = Nada por aqui ainda.
organization-admin-members = Membros
organization-admin-remove = Remover
organization-admin-yes = Sim
organization-admin-no = Não
organization-admin-email = Endereço de e-mail
organization-admin-roles = Funções
organization-admin-managed = Pelo login da organização
organization-admin-action = Ação
organization-admin-invitations = Convites pendentes
organization-admin-revoke = Cancelar
organization-admin-expires = Expira em
organization-admin-invite = Convidar alguém
organization-admin-role = Função
organization-admin-invite-button = Enviar o convite
organization-admin-domains = Domínios
organization-admin-domains-lead = Reivindique o domínio de e-mail da sua empresa, publique o registro TXT mostrado e depois verifique-o. Os endereços de um domínio verificado podem fazer login pelo login da sua organização.
organization-admin-verify = Verificar
organization-admin-verified = Verificado
organization-admin-pending = Pendente
organization-admin-domain = Domínio
organization-admin-state = Estado
organization-admin-record = Registro a publicar
organization-admin-add-domain = Reivindicar um domínio
organization-admin-sign-in = O login da sua organização
organization-admin-no-sign-in = Seus membros fazem login com as próprias senhas. Configure seu próprio provedor OpenID (Okta, Entra ID, Google Workspace…) para que eles façam login por meio dele.
organization-admin-issuer = URL do emissor (issuer)
organization-admin-client-id = ID do cliente
organization-admin-client-secret = Segredo do cliente
organization-admin-redirect-uri = URI de redirecionamento a registrar no seu provedor
organization-admin-save-sign-in = Salvar o login
organization-admin-sign-in-title = Faça login primeiro
organization-admin-sign-in-text = Faça login na página da sua conta e depois abra esta página novamente.
organization-admin-sign-in-link = Ir para sua conta
organization-admin-unknown-title = Organização não encontrada
organization-admin-unknown-text = Não há aqui nenhuma organização que você gerencie.
organization-admin-unknown-change = Esta alteração não está disponível nesta página.
organization-admin-scim = Provisionamento (SCIM)
organization-admin-scim-lead = Seu diretório (Okta, Entra ID, Google Workspace…) adiciona, altera e remove aqui seus membros e grupos via SCIM 2.0. Informe a ele a URL base e o token de uma conexão.
organization-admin-scim-base-url = URL base
organization-admin-scim-made = Criada em
organization-admin-scim-last-used = Último uso
organization-admin-scim-never = Nunca
organization-admin-scim-old-token = Token antigo válido até
organization-admin-scim-rotate = Novo token
organization-admin-scim-make = Criar uma conexão
organization-admin-scim-token-title = O token do seu diretório
organization-admin-scim-token-text = Copie agora a URL base e o token para o seu diretório: o token não será exibido novamente. Se houver um token antigo, ele continuará funcionando por mais um dia.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Revogar a conexão: os tokens dela deixam de funcionar agora
# $organization: the organization's name.
invitation-title = Participe de { $organization }
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = Você foi convidado para participar de { $organization } como { $email }.
invitation-join-button = Participar
invitation-sign-up-lead = Você foi convidado para participar de { $organization }. Crie sua conta com { $email } para participar: o convite mostra que este endereço é seu.
invitation-name = Seu nome
invitation-password = Escolha uma senha (pelo menos 10 caracteres)
invitation-sign-up-button = Criar conta e participar
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = Este convite é para { $email }, mas você está conectado como { $current }. Saia e depois abra o link novamente.
# $email: the invited address.
invitation-sign-in-first = Este convite é para { $email }, que já tem uma conta aqui. Faça login com esse endereço na página da sua conta e depois abra o link novamente.
invitation-sign-in-as-invitee = Primeiro, faça login com o endereço convidado.
invitation-unusable-title = Este convite não pode ser usado
invitation-unusable-text = Ele já foi usado, cancelado, substituído por um mais recente ou expirou. Peça um novo convite à organização.
# $organization: the organization's name.
invitation-joined-title = Agora você faz parte de { $organization }
invitation-joined-text = Agora você é membro: os apps em que você faz login para esta organização veem isso.
invitation-joined-new-account = Sua conta está pronta e você é membro: faça login com seu endereço e a senha que você escolheu.

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
api-code-refresh-token = Token e token de atualização emitidos
api-code-token = Token emitido
api-code-userdata = Dados do usuário
api-code-login-success = Login realizado
api-code-auth-code = Código de autorização emitido
api-code-id-token = id_token emitido
api-code-logged-out = Você saiu; a sessão e os tokens dela foram revogados
api-code-ok = Pronto
api-code-alive = Em funcionamento
api-code-ready = Pronto para atender
api-code-sessions = Suas sessões ativas
api-code-export = Tudo o que está armazenado sobre sua conta
api-code-email-change-requested = Se o endereço puder ser usado, um link para confirmá-lo está a caminho
api-code-account-deleted = Sua conta e tudo o que estava armazenado sobre ela foram excluídos; todas as sessões foram encerradas
api-code-deletion-scheduled = Todas as sessões foram encerradas e sua conta será excluída; faça login novamente antes disso para mantê-la
api-code-reauthentication-required = Faça login novamente primeiro: isso exige um login feito nos últimos minutos
api-code-session-ended = Você saiu; a sessão e os tokens dela foram revogados
api-code-password-changed = Senha alterada; todas as outras sessões e os tokens delas foram revogados
api-code-registration-accepted = Cadastro recebido; verifique seu e-mail para confirmar seu endereço
api-code-email-verified = Endereço de e-mail verificado
api-code-reset-requested = Se houver uma conta com esse endereço, um e-mail com um link de redefinição está a caminho
api-code-password-reset = Senha definida; todas as sessões e os tokens delas foram revogados
api-code-registration-closed = O cadastro está fechado; peça uma conta ao operador
api-code-invalid-request = A solicitação está malformada
api-code-unsupported-grant-type = grant_type deve ser code ou refresh_token
api-code-invalid-grant = O code ou o refresh_token é inválido, expirou, foi revogado ou foi emitido para outro cliente
api-code-invalid-client = Falha na autenticação do cliente
api-code-invalid-credentials = O e-mail ou a senha estão incorretos. Uma conta nova só pode fazer login depois que o endereço é confirmado: procure o link no seu e-mail
api-code-mfa-required = Um segundo fator é obrigatório: responda com um código do seu app autenticador ou um código de recuperação
api-code-mfa-enrolment-required = Este aplicativo exige login em duas etapas: configure um app autenticador ou uma chave de acesso na página da sua conta e faça login novamente
api-code-passkey-options = Passe estas opções para o autenticador
api-code-passkey-added = Chave de acesso adicionada
api-code-passkeys = Suas chaves de acesso
api-code-links = Seus provedores de login vinculados
api-code-last-sign-in-method = Esta é a última forma de login da conta: defina uma senha ou adicione uma chave de acesso primeiro
api-code-insufficient-scope = O scope do token não permite esta solicitação
api-code-not-a-member = Você não pode fazer login nesta organização: peça ao administrador dela para adicionar você
api-code-sso-required = Sua organização gerencia seu login: continue em ssoUrl
api-code-not-found = Recurso inexistente
api-code-method-not-allowed = Método não permitido para este recurso
api-code-conflict = Já existe
api-code-payload-too-large = O corpo da solicitação é grande demais
api-code-rate-limited = Muitas solicitações; tente novamente mais tarde
api-code-server-error = Erro interno do servidor
api-code-service-unavailable = O serviço está temporariamente indisponível; tente novamente mais tarde

## Bearer tokens and capacity (every JSON API)

api-bearer-required = É necessário um token de acesso no formato `Authorization: Bearer <token>`; este está ausente, malformado ou revogado
api-busy = Muitos logins ao mesmo tempo; tente novamente em instantes

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type deve ser id_token ou token
api-token-type-grant = token_type deve ser refresh_token ou token
api-token-type-refresh = token_type deve ser token para grant_type refresh_token
api-client-secret-required = client_secret é obrigatório quando token_type é token
api-field-empty = { $field } não pode estar vazio

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = a senha é longa demais
api-mfa-token-invalid = O mfaToken é desconhecido, já foi usado ou expirou: faça login novamente
api-challenge-invalid = O challengeId é desconhecido, já foi usado ou expirou: solicite novas opções de chave de acesso
api-mfa-code-or-passkey = Um segundo fator é obrigatório: responda com um código do seu app autenticador, um código de recuperação ou sua chave de acesso
api-mfa-passkey = Um segundo fator é obrigatório: responda com sua chave de acesso (login/passkey com o mfaToken)
api-client-id-required = client_id é obrigatório
api-client-unknown = client_id é desconhecido ou está desativado
api-redirect-uri-required = redirect_uri é obrigatório
api-redirect-uri-unregistered = redirect_uri não está registrado para este cliente
api-state-too-long = state é longo demais

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = O token é desconhecido, já foi usado, expirou ou foi substituído por um mais recente
api-session-not-found = Nenhuma sessão ativa sua tem esse ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Já existe um autenticador configurado; remova-o primeiro
api-authenticator-not-pending = Nenhum autenticador está sendo configurado
api-authenticator-none = Nenhum autenticador está configurado
api-factor-code-wrong = O código está incorreto
api-reauthenticate-factors = Faça login novamente (com seu segundo fator, se tiver um) para alterar seus segundos fatores
api-reauthenticate-passkeys = Faça login novamente (com seu segundo fator, se tiver um) para alterar suas chaves de acesso
api-reauthenticate-sign-in = Faça login novamente (com seu segundo fator, se tiver um) para alterar como você faz login
api-passkeys-unavailable = as chaves de acesso não estão disponíveis neste servidor
api-passkey-not-found = essa chave de acesso não existe
api-passkey-no-ceremony = nenhum registro de chave de acesso está pendente; solicite novas opções
api-passkey-rejected = não foi possível verificar a chave de acesso
api-passkey-registered = esta chave de acesso já está registrada
api-passkey-name-invalid = o nome de uma chave de acesso deve ter de 1 a { $max } caracteres, sem caracteres de controle nem de formatação bidirecional
api-passkeys-too-many = { $max ->
    [one] uma conta pode ter no máximo { $max } chave de acesso
   *[other] uma conta pode ter no máximo { $max } chaves de acesso
    }

## Native-app API: upstream identity providers

api-upstream-unknown = Nenhum provedor externo tem esse ID
api-upstream-refused = O id_token não foi aceito para este provedor
api-upstream-disabled = A conta está desativada
api-upstream-no-email = O id_token não tem um endereço de e-mail para criar uma conta
api-upstream-unverified-email = O provedor não garante o endereço de e-mail do id_token: cadastre-se com o endereço e depois vincule o provedor
api-upstream-unreachable = Não foi possível acessar o provedor; tente novamente mais tarde
api-upstream-email-taken = Já existe uma conta com esse endereço: faça login nela e vincule o provedor na página da conta
api-upstream-outside-domains = O login da organização só aceita endereços dos domínios verificados dela
api-upstream-unconfirmed-account = Já existe uma conta com esse endereço, mas ela nunca foi confirmada: confirme-a e depois faça login novamente pela organização
api-upstream-operator-account = A conta de um operador entra com a própria senha e segundo fator, não pelo login de uma organização
api-link-not-found = A conta não está vinculada a este provedor

## Admin API

api-admin-key-required = A API de administração exige `Authorization: Bearer <chave de administração>`
api-admin-status-once = status no máximo uma vez
api-admin-parameters-once = cada parâmetro no máximo uma vez
api-admin-duplicate-email = já existe um usuário com esse e-mail
api-admin-user-not-found = usuário não encontrado
api-admin-client-not-found = cliente não encontrado
api-admin-api-not-found = API não encontrada
api-admin-session-not-found = sessão não encontrada
api-admin-delivery-not-found = entrega não encontrada
api-admin-webhook-not-found = webhook não encontrado

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = Abra o link no navegador em que você se cadastrou: em qualquer outro, será pedida a senha da conta.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = Abra o link no navegador em que você pediu a alteração ou em que você está conectado: em qualquer outro, será pedida sua senha.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = Você não se cadastrou nem pediu isso? Então não confirme: ignore este e-mail e nada vai acontecer.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = Para confirmar este endereço aqui, digite a senha da conta a que ele pertence. Se você se cadastrou em um app, digite no app o código do e-mail em vez disso. Se você não se cadastrou nem pediu isso, não confirme: feche esta página.
# The password field's label on that page.
verify-password = Senha da conta
verify-password-needed = Digite a senha da conta para confirmar o endereço neste navegador.
verify-wrong-password = Essa não é a senha da conta.

## After a password reset, every other way into the account

mail-reset-done-subject = Sua senha foi redefinida
mail-reset-done-body = A senha da sua conta acabou de ser redefinida, e todos os dispositivos que estavam conectados foram desconectados.
mail-reset-done-still = Ainda é possível fazer login na sua conta com:
mail-reset-done-remove = Se algum deles não for seu, faça login com a nova senha e escolha “Remover tudo, exceto a nova senha” na página da sua conta.
mail-reset-done-nothing-else = Nada mais permite fazer login na sua conta: somente a nova senha.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = Se o login pedir um segundo fator que você não tem, ele não é seu: peça ao suporte deste serviço para removê-lo.
mail-reset-done-not-you = Se você não redefiniu sua senha, alguém consegue ler seus e-mails: primeiro proteja sua caixa de e-mail e depois defina uma nova senha outra vez.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = A chave de acesso “{ $name }”
ways-in-authenticator = Um app autenticador
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count ->
    [one] { $count } código de recuperação sem uso
   *[other] { $count } códigos de recuperação sem uso
    }
# $provider: the provider's display name (e.g. "Google").
ways-in-link = O login com { $provider }
# $count: how many other devices are signed in.
ways-in-sessions = { $count ->
    [one] { $count } outro dispositivo conectado (listado abaixo)
   *[other] { $count } outros dispositivos conectados (listados abaixo)
    }
account-review-heading = Sua senha foi redefinida
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = Sua senha foi redefinida em { $date }. Ainda é possível fazer login na sua conta com:
account-review-explain = Se algum deles não for seu, remova todos: assim, somente sua nova senha permitirá fazer login, e todos os outros dispositivos serão desconectados. Depois, você pode adicionar uma chave de acesso ou um app autenticador novamente.
# Button.
account-review-remove = Remover tudo, exceto a nova senha
# Button.
account-review-keep = Tudo é meu
account-review-gone = Não há mais nada para revisar.
account-review-removed = Tudo, exceto sua nova senha, foi removido, e todos os outros dispositivos foram desconectados.
account-review-kept = Certo: tudo continua como está.

## The second step locked after wrong codes

mail-factor-locked-subject = Alguém tentou passar pelo seu segundo fator
# $minutes: how long signing in stays paused.
mail-factor-locked-body = { $minutes ->
    [one] Alguém digitou sua senha e depois cinco códigos de segundo fator incorretos. O login na sua conta está pausado por { $minutes } minuto.
   *[other] Alguém digitou sua senha e depois cinco códigos de segundo fator incorretos. O login na sua conta está pausado por { $minutes } minutos.
    }
mail-factor-locked-not-you = Se não foi você, alguém sabe sua senha: defina uma nova agora.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = uma função no console exige um endereço verificado: o usuário precisa confirmar o endereço primeiro
console-gate-unverified = O console só abre para operadores com endereço verificado. Confirme seu endereço pelo link do e-mail de verificação e abra o console novamente.
console-gate-idle-lead = novamente para abrir o console
console-gate-idle = O console ficou { $minutes } min sem uso, por isso pede que você faça login novamente. Você continua conectado à sua conta.
console-webhook-url-once = A URL dele, exibida completa só agora (a lista oculta o que vem depois de "?", onde pode haver um token):
console-webhook-query-hidden = O que vem depois de "?" na URL de um endpoint fica oculto: pode conter o token do receptor.

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = Receber um código por e-mail
page-code-ask-title = Fazer login com um código
page-code-ask-lead = Digite seu endereço de e-mail: enviaremos um código para você fazer login, sem precisar de senha.
page-code-ask-button = Receber um código por e-mail
page-code-invalid-email = Digite um endereço de e-mail completo, como name@example.com.
page-code-not-allowed = Este app pede sua senha ou uma chave de acesso: o login com um código enviado por e-mail não está disponível aqui.
page-code-title = Verifique seu e-mail
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $minutes ->
    [one] Um e-mail está a caminho de { $email }. Digite o código de seis dígitos que ele contém: ele funciona por { $minutes } minuto e uma única vez.
   *[other] Um e-mail está a caminho de { $email }. Digite o código de seis dígitos que ele contém: ele funciona por { $minutes } minutos e uma única vez.
    }
page-code-field = Código de login
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = Seu nome, se for sua primeira vez aqui
page-code-button = Fazer login
page-code-again = Enviar um novo código
page-code-wrong = Esse código não está correto ou expirou. Confira o e-mail mais recente ou peça um novo código.
page-code-link-title = Fazer login
page-code-link-lead = Faça login na sua conta neste navegador.
page-code-link-button = Fazer login agora
page-code-link-elsewhere-title = Digite este código onde você o pediu
page-code-link-elsewhere = Este link foi aberto em um navegador ou app diferente daquele em que foi pedido. Digite este código lá:
page-code-link-ended-title = Este link não funciona mais
page-code-link-ended = O link já foi usado, foi substituído por um mais recente ou é antigo demais. Peça um novo código onde você faz login.
api-sign-in-code-refused = O código está incorreto, já foi usado, foi substituído ou expirou: peça um novo
api-login-code-or-password = Envie uma senha ou um código, não os dois
api-code-code-sent = Um e-mail com um código de login está a caminho; o código funciona por alguns minutos e uma única vez
api-code-sign-in-code-not-allowed = O login com um código enviado por e-mail não está disponível aqui: use sua senha ou uma chave de acesso

## Mail: a sign-in code

mail-code-subject = Seu código de login
mail-code-asked = Alguém pediu para fazer login com este endereço. O código a digitar é:
# $minutes: how long the code and the link work.
mail-code-minutes = { $minutes ->
    [one] O código e o link abaixo funcionam por { $minutes } minuto e uma única vez; uma solicitação mais recente os substitui.
   *[other] O código e o link abaixo funcionam por { $minutes } minutos e uma única vez; uma solicitação mais recente os substitui.
    }
mail-code-new-account = Nenhuma conta usa este endereço ainda: fazer login com o código cria uma.
mail-code-button = Fazer login agora
mail-code-not-you = Se não foi você, ignore este e-mail: ninguém faz login sem o código.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Login com este endereço
mail-no-account-body = Alguém pediu um código para fazer login com este endereço, mas nenhuma conta aqui o usa.
mail-no-account-not-you = Se não foi você, ignore este e-mail: nada foi alterado.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Os usuários podem fazer login com um código enviado por e-mail
api-name-invalid = O nome é longo demais ou contém caracteres de controle
