# French: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Langue

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = L’adresse e-mail ou le mot de passe est incorrect. Un nouveau compte peut se connecter une fois son adresse confirmée : le lien se trouve dans l’e-mail que nous vous avons envoyé.
error-throttled = Trop de tentatives infructueuses. Patientez quelques minutes, puis réessayez.
error-busy = Trop de personnes se connectent en ce moment. Veuillez réessayer dans un instant.
error-missing-fields = Saisissez votre adresse e-mail et votre mot de passe.
error-expired-form = Ce formulaire a expiré. Veuillez vous reconnecter.
error-second-factor-in-app = Ce compte est protégé par un second facteur. Connectez-vous d’abord sur la page de votre compte (le code vous y sera demandé), puis revenez ici.
error-wrong-second-factor = Le code est incorrect, a déjà été utilisé ou est arrivé trop tard. Veuillez vous reconnecter.
error-passkey-refused = Cette clé d’accès n’a pas pu être utilisée, ou l’opération a pris trop de temps. Réessayez ou connectez-vous avec votre mot de passe.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Trop de demandes. Patientez quelques minutes, puis réessayez.
error-expired-form-again = Ce formulaire a expiré. Veuillez réessayer.

## Error pages (a heading and a paragraph)

error-bad-link-title = Lien non valide
error-bad-link-text = Ce lien n’est plus valide : il a déjà été utilisé, il a expiré ou un lien plus récent l’a remplacé. Demandez-en un nouveau.

error-form-title = Échec de la connexion
error-form-too-large = Le formulaire est trop volumineux.
error-form-unreadable = Le formulaire n’a pas pu être lu. Veuillez revenir en arrière et réessayer.
error-cross-site-title = Demande refusée
error-cross-site-text = Ce formulaire a été envoyé depuis un autre site. Ouvrez à nouveau la page de connexion et envoyez-le depuis celle-ci.

error-unavailable-title = Réessayez dans un instant
error-unavailable-text = Le service de connexion est surchargé ou indisponible. Veuillez réessayer dans un instant.
error-failed-title = Un problème est survenu
error-failed-text = La connexion n’a pas pu aboutir. Veuillez réessayer.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Savoir qui vous êtes
scope-email = Voir votre adresse e-mail
scope-profile = Voir votre profil : nom, photo, numéro de téléphone et pays
scope-authorization = Voir votre profil et vos sessions ouvertes
scope-organizations = Voir les organisations dont vous faites partie et vos rôles dans celles-ci
scope-api = Utiliser { $api } en votre nom

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose } : saisissez le code affiché par votre application d’authentification ou un code de récupération, ou utilisez votre clé d’accès.
page-second-step-passkey = { $purpose } : utilisez votre clé d’accès.
page-second-step-code = { $purpose } : saisissez le code affiché par votre application d’authentification ou l’un de vos codes de récupération.
page-second-step-use-passkey = Utiliser votre clé d’accès

## Login page

page-login-title = Connexion
page-login-email = E-mail
page-login-password = Mot de passe
page-login-button = Se connecter
page-login-with-provider = Se connecter avec { $provider }
page-login-passkey = Se connecter avec une clé d’accès
page-login-forgot = Mot de passe oublié ?
page-login-organization = Se connecter avec votre organisation
page-organization-title = Se connecter avec votre organisation
page-organization-lead = Saisissez votre adresse e-mail professionnelle ou l’identifiant de votre organisation pour continuer avec la connexion de celle-ci.
page-organization-field = E-mail professionnel ou identifiant de l’organisation
page-organization-button = Continuer
page-organization-unknown = Aucune organisation ne gère la connexion de cette adresse ou de cet identifiant. Vérifiez votre saisie, ou connectez-vous avec votre adresse e-mail et votre mot de passe.
login-sso-required = Votre organisation gère votre connexion : utilisez la connexion de votre organisation.
login-sso-required-named = { $organization } gère votre connexion : utilisez sa connexion ci-dessous.
page-login-new-here = Première visite ?
page-login-create-account = Créer un compte

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Connecter un appareil
page-device-code-lead = Saisissez le code affiché sur votre téléviseur, votre console ou votre autre appareil.
page-device-code-label = Code
page-device-code-button = Continuer
page-device-confirm-heading = Connecter { $client } ?
page-device-confirm-lead = Un appareil affichant le code { $code } demande à utiliser votre compte { $email }. N’autorisez cette demande que si vous l’avez lancée vous-même sur cet appareil.
page-device-confirm-able = Cette application pourra :
page-device-confirm-deny = Refuser
page-device-confirm-allow = Autoriser

## Account page

page-account-title = Votre compte
page-account-signed-in-as = Connecté en tant que { $email }
page-account-signed-in-as-unconfirmed = Connecté en tant que { $email } (adresse pas encore confirmée : consultez l’e-mail que nous vous avons envoyé)
page-account-sessions-heading = Vos sessions ouvertes
page-account-session-app = application { $package }
page-account-this-browser = Ce navigateur
page-account-sign-out-session = Déconnecter
page-account-sign-out-others = Déconnecter toutes les autres sessions
page-account-profile-heading = Profil
page-account-profile-save = Enregistrer le profil
page-account-password-heading = Mot de passe
page-account-current-password = Mot de passe actuel
page-account-new-password = Nouveau mot de passe (au moins 10 caractères)
page-account-password-change = Changer le mot de passe
page-account-email-heading = Adresse e-mail
page-account-email-explain = Un lien est envoyé à la nouvelle adresse ; votre compte passe à cette adresse dès que le lien est utilisé. D’ici là, vous continuez à vous connecter avec l’adresse actuelle.
page-account-new-email = Nouvelle adresse e-mail
page-account-email-password = Mot de passe
page-account-email-change = Changer d’adresse e-mail
page-account-data-heading = Vos données
page-account-data-explain = Tout ce que ce service conserve sur votre compte (profil, sessions avec leurs appareils et lieux, fournisseurs associés, seconds facteurs, événements de sécurité vous concernant), dans un seul fichier JSON. Il ne contient ni mot de passe ni secret.
page-account-data-download = Télécharger vos données
page-account-delete-heading = Supprimer votre compte
page-account-delete-explain = Supprime votre profil, vos sessions, vos seconds facteurs et vos fournisseurs associés, et vous déconnecte partout.
page-account-delete-link = Supprimer votre compte

## Sign-out confirmation

page-logout-title = Déconnexion
page-logout-question = Vous déconnecter de votre compte sur ce navigateur ?
page-logout-button = Se déconnecter

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Saisissez un mot de passe.
# $min is the least number of characters (10).
rule-password-too-short = { $min ->
    [one] Le mot de passe doit contenir au moins { $min } caractère.
   *[other] Le mot de passe doit contenir au moins { $min } caractères.
    }
# $max is the most characters a new password may have (256).
rule-password-too-long = { $max ->
    [one] Le mot de passe doit contenir au maximum { $max } caractère.
   *[other] Le mot de passe doit contenir au maximum { $max } caractères.
    }
rule-password-is-email = Le mot de passe ne doit pas être votre adresse e-mail.
rule-password-refused = Ce mot de passe ne peut pas être utilisé. Veuillez en choisir un autre.
rule-email-invalid = Saisissez une adresse e-mail qui peut recevoir des messages, par exemple name@example.com.
rule-email-same = C’est déjà l’adresse de votre compte.
rule-field-invalid = Un champ est trop long ou contient des caractères non autorisés.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = le nom du client doit comporter de 1 à 200 caractères
rule-client-name-characters = le nom du client ne doit contenir aucun caractère de contrôle ni caractère de formatage bidirectionnel
rule-resource-server-confidential = un serveur de ressources doit être un client confidentiel
rule-client-credentials-confidential = client_credentials nécessite un client confidentiel
rule-public-client-secret = un client public n’a pas de secret
rule-shared-signals-confidential = un récepteur Shared Signals doit être un client confidentiel
rule-organization-for-receivers = seul un récepteur Shared Signals est lié à une organisation
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = { $max ->
    [one] les champs de profil sont limités à { $max } caractère
   *[other] les champs de profil sont limités à { $max } caractères
    }
rule-profile-field-characters = les champs de profil ne doivent contenir aucun caractère de contrôle ni caractère de formatage bidirectionnel
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = type d’événement inconnu « { $name } » ; types connus : { $known }
rule-no-event-type = au moins un type d’événement doit être indiqué
rule-secret-prefix = le secret doit commencer par whsec_
rule-secret-encoding = le secret doit commencer par whsec_ et être encodé en base64
rule-secret-length = le secret doit faire de 24 à 64 octets
rule-delivery-status = status doit valoir pending, delivered ou failed
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } doit être un horodatage RFC 3339
rule-not-a-user-id = user doit être un ID utilisateur
rule-not-an-email = email doit être une adresse e-mail
rule-unknown-audit-type = type d’événement inconnu
rule-unknown-cursor = cursor n’a pas été fourni par cette API
rule-page-size = limit doit être compris entre 1 et 500
rule-no-scope = au moins un scope est requis
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = l’API ne définit que ces scopes : { $scopes }
rule-role-name = le rôle doit être admin, support, viewer ou none
rule-already-verified = l’adresse est déjà vérifiée

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = Accéder à { $client }
login-failed-title = Échec de la connexion
login-malformed-link = Le lien de connexion est mal formé.
login-request-missing-client = La demande n’indique aucune application.
login-request-unknown-client = Cette application n’est pas enregistrée ou a été désactivée.
login-request-missing-redirect-uri = La demande n’indique pas où revenir (redirect_uri).
login-request-unregistered-redirect-uri = Cette redirect_uri n’est pas enregistrée pour cette application.
login-request-state-too-long = Le paramètre state est trop long.
login-request-invalid = La demande de connexion n’est pas valide.

## Signing out of the browser.

login-signout-failed-title = Échec de la déconnexion
login-signout-malformed-link = Le lien de déconnexion est mal formé.
login-signed-out-title = Déconnexion effectuée
login-signed-out-text = Votre session est fermée sur ce navigateur.

## The second step after a password, and an app that needs one.

second-step-title = Validation en deux étapes
second-step-code-label = Code
second-step-continue = Continuer
second-step-enrol-title = Configurer un second facteur
second-step-enrol-text = { $client } exige une connexion à deux facteurs. Configurez une application d’authentification ou une clé d’accès sur la page de votre compte, puis reconnectez-vous à { $client }.
second-step-enrol-link = Ouvrir la page de votre compte

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Application d’authentification
second-step-app-on = { $count ->
    [one] Une application d’authentification est configurée ; il vous reste { $count } code de récupération inutilisé.
   *[other] Une application d’authentification est configurée ; il vous reste { $count } codes de récupération inutilisés.
    }
second-step-app-remove = Supprimer l’application d’authentification
second-step-app-intro = Des codes générés par une application comme Google Authenticator ou 1Password, demandés après votre mot de passe.
second-step-app-set-up = Configurer une application d’authentification
second-step-app-qr-label = Code QR pour votre application d’authentification
second-step-app-setup-title = Configurer une application d’authentification
second-step-app-setup-lead = Scannez le code avec votre application d’authentification, puis saisissez les six chiffres qu’elle affiche.
second-step-app-setup-key = Ou saisissez cette clé dans l’application :
second-step-app-code-label = Code de l’application
second-step-app-turn-on = Activer
second-step-app-cancel = Annuler
second-step-recovery-title = Enregistrez vos codes de récupération
second-step-recovery-lead = L’application d’authentification est activée. Chacun de ces codes vous permet de vous connecter une fois si vous perdez votre téléphone. Conservez-les en lieu sûr : ils ne seront plus affichés.
second-step-recovery-back = Retour à votre compte

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Se connecter avec une clé d’accès
passkey-not-used = Aucune clé d’accès n’a été utilisée. Réessayez ou utilisez votre mot de passe.
passkey-section-heading = Clés d’accès
passkey-section-intro = Une clé d’accès vous permet de vous connecter avec votre empreinte digitale, votre visage ou le verrouillage de l’écran, à la place de votre mot de passe.
passkey-rename-label = Nouveau nom
passkey-rename-button = Renommer
passkey-remove-button = Supprimer
passkey-new-name-label = Nom de la nouvelle clé d’accès
passkey-new-name-placeholder = Cet ordinateur portable
passkey-add-button = Ajouter une clé d’accès
passkey-already-registered = Cette clé d’accès est déjà enregistrée.
passkey-not-added = Aucune clé d’accès n’a été ajoutée. Réessayez.

## The consent screen.

consent-heading = Autoriser { $client } à utiliser votre compte ?
consent-lead = Vous êtes connecté en tant que { $account }. { $client } est une application conçue par un tiers ; elle demande à :
consent-revoke-note = Vous pouvez lui retirer l’accès à tout moment sur la page de votre compte.
consent-deny = Refuser
consent-allow = Autoriser
consent-title = Autoriser { $client } ?

## Connecting a device (TV, console) with a code.

device-login-lead = Connectez-vous pour associer un appareil à votre compte.
device-code-unknown = Ce code est incorrect, a expiré ou a déjà été utilisé. Vérifiez le code sur votre appareil et réessayez.
device-code-throttled = Trop de codes incorrects. Patientez quelques minutes, puis réessayez.
device-code-form-expired = Ce formulaire a expiré. Veuillez saisir à nouveau le code.
device-connected-title = Appareil connecté
device-connected-text = { $client } est maintenant connecté à votre compte. Vous pouvez revenir à votre appareil.
device-denied-title = Demande refusée
device-denied-text = { $client } n’a pas été connecté. Vous pouvez fermer cette page.
device-two-factors-title = Connexion à deux facteurs requise
device-two-factors-text = { $client } exige une connexion à deux facteurs. Sur la page de votre compte, connectez-vous avec votre second facteur (ou configurez-en un), puis saisissez à nouveau le code ici.
device-two-factors-link = Ouvrir la page de votre compte

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Échec de l’association
upstream-link-from-account-page = Associez un fournisseur à l’aide de son bouton sur la page de votre compte.
upstream-link-expired = Cette page a expiré. Revenez à la page de votre compte, actualisez-la et réessayez.
upstream-unknown-provider = Ce fournisseur de connexion n’existe pas.
upstream-bad-state = Cette connexion a déjà été utilisée, a expiré ou a été lancée dans un autre navigateur. Revenez à l’application et reconnectez-vous.
upstream-denied = La connexion via le fournisseur n’a pas abouti. Revenez à l’application et réessayez.
upstream-refused = La réponse du fournisseur n’a pas pu être acceptée. Revenez à l’application et reconnectez-vous.
upstream-unavailable = Le fournisseur de connexion est injoignable. Réessayez dans un instant ou connectez-vous d’une autre manière.
upstream-email-taken = Un compte existe déjà avec cette adresse e-mail. Connectez-vous-y avec son mot de passe ou sa clé d’accès, puis associez ce fournisseur sur la page de votre compte.
upstream-outside-domains = La connexion de votre organisation ne peut connecter que des adresses appartenant aux domaines vérifiés de l’organisation elle-même.
upstream-unconfirmed-account = Un compte existe avec cette adresse e-mail, mais son adresse n’a jamais été confirmée. Confirmez-la (ou réinitialisez le mot de passe du compte), puis reconnectez-vous via votre organisation.
upstream-operator-account = Ce compte a un rôle dans la console des opérateurs : il se connecte avec son propre mot de passe et son second facteur, pas par la connexion d’une organisation.
upstream-registration-closed = Ce compte est inconnu ici, et la création de comptes n’est pas ouverte. Demandez un compte à l’opérateur.
upstream-no-email = Le fournisseur n’a pas communiqué d’adresse e-mail, or elle est nécessaire pour créer un compte.
upstream-unverified-email = Le fournisseur n’a pas confirmé que cette adresse e-mail vous appartient : il est donc impossible de créer un compte avec celle-ci. Créez un compte avec votre adresse e-mail, puis associez le fournisseur sur la page de votre compte.
upstream-linked-elsewhere = Cette connexion est déjà associée à un autre compte.
upstream-already-linked = Votre compte est déjà associé à ce fournisseur, via une autre connexion. Dissociez-la d’abord.
upstream-disabled = Ce compte est désactivé.
upstream-reauthenticate = Reconnectez-vous sur la page de votre compte, puis associez le fournisseur.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Créer votre compte
signup-lead = Nous vous enverrons un e-mail pour confirmer votre adresse.
signup-email = E-mail
signup-password = Mot de passe (au moins 10 caractères)
signup-name = Nom (facultatif)
signup-button = Créer le compte
signup-closed-title = Inscriptions fermées
signup-closed-text = Les nouveaux comptes sont créés par l’opérateur de ce service. Demandez-lui un compte.
signup-sent-title = Consultez vos e-mails
signup-sent-text = Nous vous avons envoyé un e-mail pour confirmer votre adresse. Suivez le lien qu’il contient ; vous pouvez déjà vous connecter.
signup-sent-continue-text = Nous vous avons envoyé un e-mail pour confirmer votre adresse. Vous pouvez dès maintenant vous connecter et continuer.
signup-sent-continue = Se connecter et continuer

## Address confirmation page (opened from the mailed link)

verify-title = Confirmez votre adresse e-mail
verify-lead = Confirmez que cette adresse e-mail est bien la vôtre, pour que votre compte puisse l’utiliser. Si vous n’avez ni créé de compte ni modifié d’adresse ici, ne confirmez pas : fermez cette page.
verify-button = Confirmer mon adresse
verify-done-title = Adresse e-mail confirmée
verify-done-text = Merci : votre adresse e-mail est confirmée. Vous pouvez fermer cette page.

## Password reset request page

forgot-title = Mot de passe oublié ?
forgot-lead = Saisissez votre adresse e-mail. Si un compte y est associé, nous vous enverrons un lien pour définir un nouveau mot de passe.
forgot-email = E-mail
forgot-button = Envoyer le lien
forgot-sent-title = Consultez vos e-mails
forgot-sent-text = Si un compte est associé à cette adresse, un e-mail contenant un lien pour définir un nouveau mot de passe est en route. Le lien est valable 30 minutes.

## New password page (opened from the mailed link)

reset-title = Définir un nouveau mot de passe
reset-lead = Choisissez un mot de passe de 10 à 256 caractères. Tous les appareils connectés à votre compte seront déconnectés.
reset-password = Nouveau mot de passe
reset-button = Définir le mot de passe
reset-done-title = Mot de passe défini
reset-done-text = Votre nouveau mot de passe est défini, et tous les appareils qui étaient connectés ont été déconnectés. Reconnectez-vous avec le nouveau mot de passe.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Votre profil a été enregistré.
account-password-changed = Votre mot de passe a été modifié ; tous vos autres appareils ont été déconnectés.
account-email-requested = Si cette adresse peut être utilisée, un lien de confirmation y a été envoyé : votre adresse changera dès que ce lien sera utilisé.
account-session-signed-out = Cette session a été fermée.
account-others-signed-out = Toutes les autres sessions ont été fermées.
account-console-needs-factor = La console d’administration exige un second facteur : ajoutez ci-dessous une application d’authentification ou une clé d’accès, puis reconnectez-vous avec celle-ci.
account-form-expired = Ce formulaire a expiré. Veuillez réessayer.
account-login-lead = Connectez-vous pour consulter et modifier votre compte.
account-sign-in-again-lead = Reconnectez-vous pour modifier vos méthodes de connexion.
account-sign-in-again = Pour votre sécurité, reconnectez-vous (avec votre second facteur, si vous en avez un) avant d’ajouter ou de supprimer une méthode de connexion.
account-second-step-purpose = Accéder à votre compte
account-profile-name = Nom
account-profile-mobile = Numéro de mobile
account-profile-picture = URL de la photo
account-profile-country-code = Code pays
account-profile-country = Pays
account-profile-city = Ville
account-profile-postal-code = Code postal
account-session-unknown-device = Appareil inconnu
account-session-unknown-app = application inconnue
account-session-when = Connexion : { $since } · dernière activité : { $active }
account-provider-not-linked = Ce fournisseur n’est pas associé à votre compte.
account-last-sign-in-method = C’est la seule méthode de connexion de votre compte. Ajoutez d’abord une clé d’accès ou définissez un mot de passe (Mot de passe oublié ?).
account-session-gone = Cette session n’est plus ouverte.
account-wrong-password = Le mot de passe actuel est incorrect.
account-too-many-passwords = Trop de mots de passe incorrects. Patientez quelques minutes, puis réessayez.
account-unknown-action = Cette action n’est pas possible sur cette page.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = L’application d’authentification a été supprimée.
factors-passkey-added = Votre clé d’accès a été ajoutée : vous pouvez désormais l’utiliser pour vous connecter.
factors-passkey-renamed = La clé d’accès a été renommée.
factors-passkey-removed = La clé d’accès a été supprimée.
factors-passkey-added-on = Ajoutée le { $date }
factors-passkey-last-used = dernière utilisation le { $date }
factors-passkey-synced = synchronisée
factors-wrong-code = Ce code est incorrect. Vérifiez l’heure de l’application et saisissez le code qu’elle affiche maintenant.
factors-too-many-codes = Trop de codes incorrects. Patientez quelques minutes, puis réessayez.
factors-totp-already = Une application d’authentification est déjà configurée.
factors-totp-nothing-pending = Aucune application d’authentification n’est en cours de configuration. Recommencez.
factors-totp-not-set-up = Aucune application d’authentification n’est configurée.
factors-passkey-registered = Cette clé d’accès est déjà enregistrée.
factors-passkey-too-many = Votre compte a atteint le nombre maximal de clés d’accès : supprimez-en une d’abord.
factors-passkey-too-many-attempts = Trop de tentatives. Patientez quelques minutes, puis réessayez.
factors-passkey-name-length = Le nom d’une clé d’accès doit comporter de 1 à 64 caractères.
factors-passkey-not-yours = Cette clé d’accès ne vous appartient plus.
factors-passkey-not-added = La clé d’accès n’a pas pu être ajoutée, ou l’opération a pris trop de temps. Réessayez.
factors-page-expired = Cette page a expiré ; actualisez-la.
factors-sign-in-again = Reconnectez-vous.
factors-passkeys-unavailable = Les clés d’accès ne sont pas disponibles sur ce serveur.
factors-sign-in-to-add = Reconnectez-vous pour ajouter une clé d’accès.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Se connecter avec un autre compte
links-linked = Le fournisseur est associé : vous pouvez désormais l’utiliser pour vous connecter à ce compte.
links-unlinked = Le fournisseur a été dissocié.
links-linked-on = associé le { $date }
links-unlink = Dissocier
links-link = Associer { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Applications ayant accès
apps-allowed-on = autorisée le { $date }
apps-remove = Retirer l’accès
apps-removed = L’accès de l’application a été retiré ; elle est déconnectée.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Supprimer votre compte
delete-explain-lead = Vous pouvez supprimer vous-même votre compte et toutes les données qui s’y rapportent.
delete-explain-sign-in = Connectez-vous : avec votre mot de passe, une clé d’accès ou le fournisseur utilisé lors de votre inscription (« Se connecter avec … »).
delete-explain-confirm = Confirmez que le compte doit être supprimé.
delete-explain-what = Ce qui est supprimé : votre profil (nom, adresse e-mail, numéro de téléphone, photo, lieu), votre mot de passe, toutes les sessions ainsi que les appareils et lieux enregistrés avec elles, les seconds facteurs, les clés d’accès, les fournisseurs de connexion associés et tous les jetons délivrés aux applications. Tous les appareils sont déconnectés. Le journal de sécurité conserve ses entrées vous concernant sous un nom aléatoire, sans adresse IP, pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } au maximum.
delete-explain-now = Quand : immédiatement. Une confirmation est envoyée à votre adresse e-mail.
delete-explain-later = Quand : { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } après votre demande ; si vous vous connectez d’ici là, le compte est conservé. Une confirmation est envoyée à votre adresse e-mail.
delete-explain-apps = Les applications peuvent aussi supprimer le compte depuis leurs paramètres.
delete-explain-link = Se connecter et supprimer votre compte
delete-login-lead = Connectez-vous pour supprimer votre compte.
delete-confirm-what = Cette action supprime votre profil, vos sessions, vos seconds facteurs, vos clés d’accès et vos fournisseurs associés, et vous déconnecte sur tous vos appareils.
delete-confirm-later = Le compte sera supprimé dans { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } ; si vous vous connectez d’ici là, il est conservé.
delete-confirm-now = Cette action est irréversible.
delete-confirm-check = Supprimer mon compte et toutes les données qui s’y rapportent
delete-confirm-button = Supprimer mon compte
delete-confirm-keep = Conserver mon compte
delete-done-title = Compte supprimé
delete-done = Votre compte et toutes les données qui s’y rapportent ont été supprimés. Une confirmation a été envoyée à votre adresse e-mail.
delete-scheduled-title = Suppression du compte planifiée
delete-scheduled = Toutes les sessions ont été fermées. Votre compte sera supprimé le { $date } ; connectez-vous d’ici là pour le conserver.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Langue
account-language-help = La langue des pages de ce compte et des e-mails qui lui sont envoyés.
account-language-save = Enregistrer la langue
account-language-saved = Votre langue a été enregistrée.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Console
console-nav-signed-in = Console · connecté en tant que { $email } ({ $role })
console-nav-your-account = Votre compte
console-nav-label = Console
console-nav-overview = Vue d’ensemble
console-nav-users = Utilisateurs
console-nav-organizations = Organisations
console-nav-clients = Clients
console-nav-apis = API
console-nav-webhooks = Webhooks
console-nav-audit = Journal d’audit
console-nav-keys = Clés
console-nav-settings = Paramètres

console-frame-role-admin = admin
console-frame-role-support = support
console-frame-role-viewer = lecteur
console-frame-role-none = aucun
console-frame-table-empty = { $caption } : aucune entrée.
console-frame-age-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
    }
console-frame-age-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
    }
console-frame-age-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
    }

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Votre rôle dans la console ne donne pas accès à cette page. Adressez-vous à un administrateur si vous en avez besoin.
console-gate-form-expired = Ce formulaire a expiré ou ne provient pas de la console. Rouvrez la page et recommencez.
console-gate-change-not-allowed = Votre rôle dans la console ne permet pas cette modification.
console-gate-no-role = Votre compte n’a aucun rôle dans la console. Un administrateur peut vous en attribuer un.
console-gate-not-allowed-title = Non autorisé
console-gate-not-found-title = Introuvable
console-gate-not-done-title = Non effectué
console-gate-sign-in-again-lead = Reconnectez-vous avec votre second facteur pour ouvrir la console.
console-gate-needs-second-factor = La console exige une connexion avec votre second facteur (votre application d’authentification ou une clé d’accès).
console-gate-no-such-user = Cet utilisateur n’existe pas.
console-gate-no-such-client = Ce client n’existe pas.
console-gate-no-such-api = Cette API n’existe pas.
console-gate-no-such-webhook = Ce webhook n’existe pas.
console-gate-no-such-delivery = Cette livraison n’existe pas.
console-gate-no-such-session = Cette session n’existe pas.
console-gate-no-such-link = Cette association n’existe pas.
console-gate-no-such-organization = Cette organisation n’existe pas.
console-gate-no-such-domain = Ce domaine n’existe pas.
console-gate-no-such = Introuvable : { $what }.
console-gate-duplicate-email = Un utilisateur avec cette adresse e-mail existe déjà.
console-gate-last-sign-in-method = Cette association est la dernière méthode de connexion du compte : définissez d’abord un mot de passe.
console-gate-api-exists = Une API avec cet identifiant existe déjà.
console-gate-disable-client-first = Désactivez le client avant de le supprimer.

## The console's overview page.

console-overview-title = Vue d’ensemble
console-overview-find-user = Rechercher un utilisateur
console-overview-accounts = Comptes
console-overview-live-sessions = Sessions actives
console-overview-sign-ins = Connexions, 24 h
console-overview-failed-sign-ins = Connexions échouées, 24 h
console-overview-lockouts = Blocages en cours
console-overview-failing-deliveries = Livraisons de webhooks en échec
console-overview-chart-heading = Connexions des dernières 24 heures
console-overview-counted = Décompte : { $at } (chiffres datant d’une minute au plus).
console-overview-chart-label = Connexions par heure sur les dernières 24 heures : { $succeeded } réussies, { $failed } échouées
console-overview-chart-hour = { $time } : { $succeeded } réussies, { $failed } échouées
console-overview-chart-start = il y a 24 heures
console-overview-chart-end = maintenant
console-overview-legend-succeeded = réussies ({ $count })
console-overview-legend-failed = échouées ({ $count })
console-overview-keys-heading = Clés de signature
console-overview-keys-caption = Clés de signature, les plus récentes d’abord
console-overview-key = Clé
console-overview-algorithm = Algorithme
console-overview-state = État
console-overview-age = Âge
console-overview-signing-for = Durée de signature
console-overview-key-pending = en attente
console-overview-key-active = active
console-overview-key-retired = retirée
console-overview-keys-link = Clés et rotation

## The console's users list.

console-users-title = Utilisateurs
console-users-deleted = L’utilisateur a été supprimé.
console-users-search-label = Adresse, nom ou ID utilisateur
console-users-search = Rechercher
console-users-search-help = Les adresses sont comparées à partir de leur début, les noms à partir du début de chaque mot ; un ID doit correspondre en entier.
console-users-caption = Utilisateurs, les plus anciens d’abord
console-users-matching = Utilisateurs correspondant à « { $query } »
console-users-address = Adresse
console-users-name = Nom
console-users-verified = Vérifiée
console-users-state = État
console-users-created = Création
console-users-yes = oui
console-users-no = non
console-users-enabled = activé
console-users-disabled = désactivé
console-users-next-page = Page suivante

## The console's page of one user.

console-user-done-disabled = L’utilisateur est désactivé : toutes ses sessions ont été fermées.
console-user-done-enabled = L’utilisateur est activé : il peut de nouveau se connecter.
console-user-done-signed-out = Toutes les sessions de l’utilisateur ont été fermées.
console-user-done-session-ended = La session a été fermée.
console-user-done-factors-reset = Les seconds facteurs de l’utilisateur ont été supprimés ; il en a été informé par e-mail.
console-user-done-verification-sent = L’e-mail de vérification est en route.
console-user-done-role = Le rôle a été modifié.
console-user-why-heading = Pourquoi cet utilisateur ne peut-il pas se connecter ?
console-user-nothing-stops = Rien n’empêche actuellement cet utilisateur de se connecter.
console-user-reason-disabled = Le compte a été désactivé par un opérateur.
console-user-reason-unverified = L’adresse n’est pas vérifiée : la connexion par mot de passe est refusée tant que le lien de l’e-mail de vérification n’a pas été utilisé.
console-user-reason-locked-password = Bloqué après des mots de passe incorrects depuis { $ip } jusqu’au { $until } (environ { $minutes } min ; limitation des connexions).
console-user-reason-locked-second-step = La seconde étape est bloquée après des codes incorrects jusqu’au { $until } (environ { $minutes } min ; limitation du second facteur).
console-user-reason-passkey-only = Le compte n’a pas de mot de passe : il se connecte uniquement avec une clé d’accès (ou après une réinitialisation du mot de passe).
console-user-reason-providers-only = Le compte n’a pas de mot de passe : il se connecte uniquement via { $providers } (ou après une réinitialisation du mot de passe).
console-user-reason-second-factor-due = Aucun second facteur n’est configuré, alors que ces applications exigent une connexion à deux facteurs : { $clients }. L’utilisateur doit d’abord en ajouter un.
console-user-reason-deletion-scheduled = L’utilisateur a demandé la suppression du compte : elle aura lieu le { $date }, sauf s’il se connecte d’ici là.
console-user-profile = Profil
console-user-id = ID utilisateur
console-user-address = Adresse
console-user-verified = Vérifiée
console-user-state = État
console-user-name = Nom
console-user-mobile = Mobile
console-user-place = Lieu
console-user-created = Création
console-user-console-role = Rôle dans la console
console-user-sessions = Sessions
console-user-sessions-caption = Sessions actives, les plus récentes d’abord
console-user-device = Appareil
console-user-ip-and-place = IP et lieu
console-user-signed-in = Connexion
console-user-last-active = Dernière activité
console-user-methods = Méthodes
console-user-end-column = Fermer
console-user-end-session = Fermer
console-user-unknown-device = Appareil inconnu
console-user-second-factors = Seconds facteurs
console-user-authenticator-app = Application d’authentification
console-user-recovery-codes-left = Codes de récupération restants
console-user-passkeys = Clés d’accès
console-user-factor-none = aucune
console-user-totp-since = depuis le { $date }
console-user-providers-and-apps = Fournisseurs et applications
console-user-links-caption = Fournisseurs associés
console-user-provider = Fournisseur
console-user-address-given = Adresse fournie
console-user-linked = Association
console-user-consents-caption = Consentements donnés à des applications tierces
console-user-client = Client
console-user-scopes = Scopes
console-user-allowed = Autorisation
console-user-recent-events = Événements récents
console-user-events-caption = Les événements d’audit les plus récents concernant l’utilisateur
console-user-when = Date
console-user-type = Type
console-user-actor = Acteur
console-user-ip = IP
console-user-every-event = Tous les événements concernant l’utilisateur
console-user-actions = Actions
console-user-disable = Désactiver
console-user-enable = Activer
console-user-sign-out-everywhere = Déconnecter partout
console-user-resend-verification = Renvoyer l’e-mail de vérification
console-user-reset-factors = Réinitialiser les seconds facteurs
console-user-reset-factors-confirm = Supprimer l’application d’authentification, les codes de récupération et les clés d’accès
console-user-delete = Supprimer l’utilisateur
console-user-delete-confirm = Supprimer ce compte et toutes ses données, maintenant
console-user-role-heading = Rôle dans la console
console-user-role-label = Rôle
console-user-set-role = Définir le rôle
console-user-role-help = Les lecteurs consultent toutes les pages ; le support peut en plus désactiver et activer des utilisateurs, les déconnecter, réinitialiser leurs seconds facteurs et renvoyer l’e-mail de vérification ; les admins peuvent tout faire.
console-user-unknown-action = Cette action n’est pas possible sur cette page.
console-user-not-on-this-user = Impossible pour cet utilisateur : en dessous du rôle admin, les opérateurs n’agissent que sur les utilisateurs sans rôle, et personne ne peut modifier ici son propre rôle, son état, ses facteurs ou son compte.
console-user-tick-to-confirm = Cochez la case pour confirmer, puis recommencez.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Clients
console-client-list-caption = Clients, les plus anciens d’abord
console-client-name = Nom
console-client-kind = Type
console-client-state = État
console-client-registered = Enregistrement
console-client-kind-public = public
console-client-kind-confidential = confidentiel
console-client-state-enabled = activé
console-client-state-disabled = désactivé
console-client-register-heading = Enregistrer un client
console-client-register = Enregistrer
console-client-registered-notice = Le client est enregistré.
console-client-deleted = Le client a été supprimé.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI de redirection, une par ligne
console-client-scopes-field = Scopes (vide : openid email profile authorization)
console-client-package-names-field = Noms de package Android, un par ligne
console-client-app-origins-field = Origines d’application pour les clés d’accès, une par ligne
console-client-logout-uri-field = URI de déconnexion back-channel
console-client-organization-field = Organisation d’un récepteur Shared Signals (slug ou id)
console-client-flag-public = Public (application web ou native : pas de secret, PKCE)
console-client-flag-resource-server = Serveur de ressources (peut introspecter les jetons)
console-client-flag-client-credentials = Peut obtenir des jetons pour lui-même (client_credentials)
console-client-flag-rotate-refresh-tokens = Rotation des jetons d’actualisation
console-client-flag-require-mfa = Connexions à deux facteurs uniquement
console-client-flag-require-par = Requêtes d’autorisation poussées (PAR) uniquement
console-client-flag-third-party = Tiers : consentement préalable des utilisateurs
console-client-flag-shared-signals = Récepteur Shared Signals : reçoit un flux d’événements de sécurité

## Console: one client's page

console-client-saved = Les paramètres du client ont été enregistrés.
console-client-disabled-notice = Le client est désactivé : ses jetons ne sont plus validés.
console-client-granted = L’autorisation a été enregistrée.
console-client-secret-replaced = Le secret a été remplacé.
console-client-secret-heading = Secret du client
console-client-secret-once = Copiez-le maintenant : il n’est affiché que cette fois (seule son empreinte est conservée).
console-client-settings-heading = Paramètres
console-client-yes = oui
console-client-no = non
console-client-redirect-uris = URI de redirection
console-client-scopes = Scopes
console-client-resource-server = Serveur de ressources
console-client-two-factor-only = Deux facteurs uniquement
console-client-par-only = PAR uniquement
console-client-third-party = Tiers
console-client-shared-signals = Récepteur Shared Signals
console-client-changed = Modification
console-client-grants-heading = Autorisations sur les API
console-client-grants-caption = API que ce client peut appeler pour lui-même
console-client-api = API
console-client-api-identifier = Identifiant de l’API
console-client-grant = Autoriser
console-client-actions-heading = Actions
console-client-rotate-secret = Renouveler le secret
console-client-rotate-secret-confirm = Remplacer le secret : l’ancien cesse de fonctionner immédiatement
console-client-disable = Désactiver
console-client-disable-confirm = Désactiver le client : ses jetons ne sont plus validés
console-client-delete = Supprimer
console-client-delete-confirm = Supprimer le client et tout ce qui lui a été délivré
console-client-edit-heading = Modifier
console-client-save = Enregistrer
console-client-confirm-first = Cochez la case pour confirmer, puis recommencez.
console-client-unknown-action = Cette action n’est pas possible sur cette page.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (resource indicators)
console-api-identifier = Identifiant
console-api-scopes = Scopes
console-api-registered-column = Enregistrement
console-api-register-heading = Enregistrer une API
console-api-identifier-field = Identifiant (une URL https)
console-api-scopes-field = Scopes, séparés par des espaces
console-api-register = Enregistrer
console-api-registered = L’API est enregistrée.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = Points de terminaison de webhooks
console-webhook-endpoint = Point de terminaison (ses livraisons)
console-webhook-events = Événements
console-webhook-registered-column = Enregistrement
console-webhook-remove = Supprimer
console-webhook-remove-confirm = Arrêter les livraisons vers ce point de terminaison
console-webhook-secret-heading = Secret de signature
console-webhook-secret-once = Transmettez-le au destinataire maintenant : il n’est affiché que cette fois.
console-webhook-register-heading = Enregistrer un point de terminaison
console-webhook-url = URL
console-webhook-events-field = Types d’événements, séparés par des espaces
console-webhook-register = Enregistrer
console-webhook-registered = Le point de terminaison est enregistré.
console-webhook-removed = Le point de terminaison a été supprimé.
console-webhook-confirm-first = Cochez la case pour confirmer, puis recommencez.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Livraisons
console-webhook-deliveries-caption = Livraisons, les plus récentes d’abord
console-webhook-delivery = Livraison
console-webhook-event = Événement
console-webhook-status = Statut
console-webhook-attempts = Tentatives
console-webhook-last-error = Dernière erreur
console-webhook-replay = Renvoyer
console-webhook-replayed = La livraison a été remise en file d’attente.
console-webhook-status-pending = en attente
console-webhook-status-delivered = livrée
console-webhook-status-failed = en échec

## Console: the audit trail

console-audit-title = Journal d’audit
console-audit-user-id = ID utilisateur
console-audit-address = Adresse
console-audit-type = Type
console-audit-since = Depuis (RFC 3339)
console-audit-until = Jusqu’à (RFC 3339)
console-audit-any-type = tous
console-audit-filter = Filtrer
console-audit-caption = Événements, les plus récents d’abord
console-audit-when = Date
console-audit-type-column = Type
console-audit-actor = Acteur
console-audit-user = Utilisateur
console-audit-client = Client
console-audit-ip = IP
console-audit-older = Événements plus anciens

## Console: the signing keys

console-keys-title = Clés
console-keys-caption = Trousseau de clés, les plus récentes d’abord
console-keys-key = Clé
console-keys-algorithm = Algorithme
console-keys-state = État
console-keys-made = Création
console-keys-age = Âge
console-keys-signing-since = Signe depuis
console-keys-retired = Retrait
console-keys-state-pending = en attente
console-keys-state-active = active
console-keys-state-retired = retirée
console-keys-rotate-heading = Rotation
console-keys-rotate-help = La rotation se fait en deux étapes : la première publie une nouvelle clé id_token dans le JWKS, la seconde la fait signer (et remplace la clé access-token). Les anciennes clés restent valides pour la vérification jusqu’à l’expiration de leur dernier jeton.
console-keys-rotate = Effectuer la rotation
console-keys-rotate-confirm = Effectuer la rotation des clés de signature
console-keys-published = Une nouvelle clé id_token est publiée : la prochaine rotation la fera signer.
console-keys-activated = La clé publiée signe désormais les id_tokens, avec une nouvelle clé access-token.
console-keys-not-done = Non effectué
console-keys-confirm-first = Cochez la case pour confirmer, puis recommencez.

## Console: the settings

console-settings-title = Paramètres
console-settings-effective-heading = Configuration effective
console-settings-effective-help = Après fichiers, environnement et valeurs par défaut ; les secrets sont masqués.
console-settings-caption = Paramètres
console-settings-setting = Paramètre
console-settings-value = Valeur
console-settings-upstream-heading = Fournisseurs en amont
console-settings-providers-caption = Fournisseurs
console-settings-provider-id = ID
console-settings-provider-button = Bouton
console-settings-provider-last-error = Dernière erreur sur cette instance
console-settings-no-trouble = aucune depuis le démarrage
console-settings-trouble = { $at } : { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Dans une application, saisissez plutôt ce code : { $token }
mail-set-password-button = Définir un nouveau mot de passe
mail-open-account-button = Ouvrir votre compte

## Verification of a new account's address

mail-verification-subject = Confirmez votre adresse e-mail
mail-verification-welcome = Bienvenue ! Veuillez confirmer qu’il s’agit bien de votre adresse e-mail.
mail-verification-link-hours = { $hours ->
    [one] Le lien est valable { $hours } heure, pour une seule utilisation.
   *[other] Le lien est valable { $hours } heures, pour une seule utilisation.
    }
mail-verification-ignore = Si vous n’avez pas créé de compte, ignorez cet e-mail.
mail-verification-button = Confirmer mon adresse

## Moving an account to a new address: the mail to the new address

mail-change-subject = Confirmez votre nouvelle adresse e-mail
mail-change-confirm = Veuillez confirmer que votre compte doit désormais utiliser cette adresse e-mail.
mail-change-link-hours = { $hours ->
    [one] Le lien est valable { $hours } heure, pour une seule utilisation ; d’ici là, votre ancienne adresse reste en place.
   *[other] Le lien est valable { $hours } heures, pour une seule utilisation ; d’ici là, votre ancienne adresse reste en place.
    }
mail-change-ignore = Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne changera.
mail-change-button = Utiliser cette adresse

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Modification de l’adresse e-mail de votre compte
mail-change-notice-asked = Une personne connectée à votre compte a demandé à le transférer vers { $address }.
mail-change-notice-until = Le transfert n’a lieu que lorsqu’un lien envoyé à cette adresse est utilisé ; d’ici là, la présente adresse reste en place.
mail-change-notice-not-you = Si ce n’était pas vous, définissez dès maintenant un nouveau mot de passe : cela ferme toutes les sessions et annule le lien.

## To an address that tried to register again

mail-registered-subject = Vous avez déjà un compte
mail-registered-tried = Quelqu’un a essayé de créer un compte avec cette adresse e-mail, qui en possède déjà un.
mail-registered-if-you = Si c’était vous, connectez-vous, ou définissez un nouveau mot de passe si vous l’avez oublié.
mail-registered-not-you = Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé.

## Password reset

mail-reset-subject = Définir un nouveau mot de passe
mail-reset-asked = Quelqu’un a demandé à définir un nouveau mot de passe pour votre compte.
mail-reset-link-minutes = { $minutes ->
    [one] Le lien est valable { $minutes } minute, pour une seule utilisation ; une demande plus récente le remplace.
   *[other] Le lien est valable { $minutes } minutes, pour une seule utilisation ; une demande plus récente le remplace.
    }
mail-reset-not-you = Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.

## Notices: a second factor changed

mail-totp-added-subject = Une application d’authentification a été ajoutée
mail-totp-added-body = Une application d’authentification a été ajoutée à votre compte comme second facteur.
mail-totp-removed-subject = Votre application d’authentification a été supprimée
mail-totp-removed-body = L’application d’authentification a été supprimée de votre compte : seul votre mot de passe est désormais nécessaire pour vous connecter.
mail-passkey-added-subject = Une clé d’accès a été ajoutée
mail-passkey-added-body = Une clé d’accès a été ajoutée à votre compte : elle vous permet de vous connecter sans mot de passe.
mail-passkey-removed-subject = Une clé d’accès a été supprimée
mail-passkey-removed-body = Une clé d’accès a été supprimée de votre compte : elle ne permet plus de vous connecter.
mail-recovery-used-subject = Un code de récupération a été utilisé
mail-recovery-used-body = { $left ->
    [one] Un code de récupération a été utilisé pour vous connecter à votre compte ; il vous reste { $left } code inutilisé.
   *[other] Un code de récupération a été utilisé pour vous connecter à votre compte ; il vous reste { $left } codes inutilisés.
    }
mail-factor-not-you = Si ce n’était pas vous, changez votre mot de passe et déconnectez-vous partout depuis la page de votre compte.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } a été associé à votre compte
mail-linked-body = Votre compte a été associé à un compte { $provider } : se connecter avec { $provider } ouvre désormais ce compte.
mail-unlinked-subject = { $provider } a été dissocié de votre compte
mail-unlinked-body = Votre compte a été dissocié de { $provider } : se connecter avec { $provider } n’ouvre plus ce compte.
mail-link-not-you = Si ce n’était pas vous, changez votre mot de passe, déconnectez-vous partout et dissociez le fournisseur depuis la page de votre compte.

## Account deleted

mail-deleted-subject = Votre compte a été supprimé
mail-deleted-body = Votre compte et toutes les données qui s’y rapportent ont été supprimés, et toutes ses sessions ont été fermées.
mail-deleted-register-again = Cette adresse peut de nouveau servir à une inscription ; rien de l’ancien compte ne sera récupéré.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Votre compte va être supprimé
mail-deletion-due = Votre compte sera supprimé le { $date } ; toutes ses sessions ont été fermées.
mail-deletion-keep = Pour le conserver, reconnectez-vous d’ici là. Si vous n’êtes pas à l’origine de cette demande, connectez-vous et changez votre mot de passe.
mail-deletion-button = Se connecter pour le conserver

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = Rejoignez { $organization }
mail-invitation-body = Vous avez été invité à rejoindre { $organization }. Ouvrez le lien pour accepter : connectez-vous avec cette adresse ou créez un compte avec celle-ci.
# $days: how many days the link works.
mail-invitation-expiry = { $days ->
    [one] Le lien est valable { $days } jour.
   *[other] Le lien est valable { $days } jours.
    }
mail-invitation-ignore = Si vous ne connaissez pas cette organisation, ignorez cet e-mail : rien ne se passe tant que vous n’acceptez pas.
# Button: opens the invitation's page.
mail-invitation-button = Voir l’invitation
console-organizations-title = Organisations
console-organizations-name = Nom
console-organizations-slug = Nom court (URL)
console-organizations-enabled = Activée
console-organizations-mfa = Second facteur
console-organizations-new = Nouvelle organisation
console-organizations-create = Créer l’organisation
console-organizations-created = L’organisation a été créée.
console-organization-saved = Les règles du domaine ont été enregistrées.
console-organization-id = ID
console-organization-members = Membres
console-organization-roles = Rôles
console-organization-managed = Via la connexion de l’organisation
console-organization-break-glass = Accès d’urgence
console-organization-invitations = Invitations en attente
console-organization-expires = Expire le
console-organization-domains = Domaines
console-organization-domain = Domaine
console-organization-state = État
console-organization-rules = Règles
console-organization-save-rules = Enregistrer
console-organization-sign-in = Sa propre connexion
console-organization-no-sign-in = Elle n’a pas de connexion propre : ses membres se connectent avec leur mot de passe ou une clé d’accès.
# $organization: the organization's name.
organization-admin-title = { $organization } : paramètres de l’organisation
organization-admin-lead = Vous gérez cette organisation en tant que { $email }.
organization-admin-none = Rien pour l’instant.
organization-admin-members = Membres
organization-admin-remove = Retirer
organization-admin-yes = Oui
organization-admin-no = Non
organization-admin-email = Adresse e-mail
organization-admin-roles = Rôles
organization-admin-managed = Via la connexion de l’organisation
organization-admin-action = Action
organization-admin-invitations = Invitations en attente
organization-admin-revoke = Révoquer
organization-admin-expires = Expire le
organization-admin-invite = Inviter quelqu’un
organization-admin-role = Rôle
organization-admin-invite-button = Envoyer l’invitation
organization-admin-domains = Domaines
organization-admin-domains-lead = Revendiquez le domaine de messagerie de votre entreprise, publiez l’enregistrement TXT affiché, puis vérifiez le domaine. Les adresses d’un domaine vérifié peuvent se connecter via la connexion de votre organisation.
organization-admin-verify = Vérifier
organization-admin-verified = Vérifié
organization-admin-pending = En attente
organization-admin-domain = Domaine
organization-admin-state = État
organization-admin-record = Enregistrement à publier
organization-admin-add-domain = Revendiquer un domaine
organization-admin-sign-in = La connexion de votre organisation
organization-admin-no-sign-in = Vos membres se connectent avec leur mot de passe. Configurez votre propre fournisseur OpenID (Okta, Entra ID, Google Workspace…) pour qu’ils se connectent par son intermédiaire.
organization-admin-issuer = URL de l’émetteur (issuer)
organization-admin-client-id = ID client
organization-admin-client-secret = Secret du client
organization-admin-redirect-uri = URI de redirection à enregistrer auprès de votre fournisseur
organization-admin-save-sign-in = Enregistrer la connexion
organization-admin-sign-in-title = Connectez-vous d’abord
organization-admin-sign-in-text = Connectez-vous sur la page de votre compte, puis rouvrez cette page.
organization-admin-sign-in-link = Accéder à votre compte
organization-admin-unknown-title = Organisation introuvable
organization-admin-unknown-text = Il n’y a ici aucune organisation que vous gérez.
organization-admin-unknown-change = Cette modification n’est pas possible sur cette page.
organization-admin-scim = Provisionnement (SCIM)
organization-admin-scim-lead = Votre annuaire (Okta, Entra ID, Google Workspace…) ajoute, modifie et supprime ici vos membres et vos groupes via SCIM 2.0. Indiquez-lui l’URL de base et le jeton d’une connexion.
organization-admin-scim-base-url = URL de base
organization-admin-scim-made = Création
organization-admin-scim-last-used = Dernière utilisation
organization-admin-scim-never = Jamais
organization-admin-scim-old-token = Ancien jeton valable jusqu’au
organization-admin-scim-rotate = Nouveau jeton
organization-admin-scim-make = Créer une connexion SCIM
organization-admin-scim-token-title = Le jeton de votre annuaire
organization-admin-scim-token-text = Copiez dès maintenant l’URL de base et le jeton dans votre annuaire : le jeton ne sera plus affiché. L’ancien jeton, s’il y en a un, reste valable un jour de plus.
organization-admin-scim-token = Jeton
organization-admin-scim-revoke-confirm = Révoquer la connexion : ses jetons cessent de fonctionner immédiatement
# $organization: the organization's name.
invitation-title = Rejoindre { $organization }
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = Vous avez été invité à rejoindre { $organization } en tant que { $email }.
invitation-join-button = Rejoindre
invitation-sign-up-lead = Vous avez été invité à rejoindre { $organization }. Créez votre compte avec { $email } pour rejoindre cette organisation : l’invitation montre que cette adresse est la vôtre.
invitation-name = Votre nom
invitation-password = Choisissez un mot de passe (au moins 10 caractères)
invitation-sign-up-button = Créer le compte et rejoindre
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = Cette invitation est destinée à { $email }, mais vous êtes connecté en tant que { $current }. Déconnectez-vous, puis rouvrez le lien.
# $email: the invited address.
invitation-sign-in-first = Cette invitation est destinée à { $email }, qui a déjà un compte ici. Connectez-vous avec cette adresse sur la page de votre compte, puis rouvrez le lien.
invitation-sign-in-as-invitee = Connectez-vous d’abord avec l’adresse invitée.
invitation-unusable-title = Cette invitation ne peut pas être utilisée
invitation-unusable-text = Elle a déjà été utilisée, retirée, remplacée par une invitation plus récente, ou elle a expiré. Demandez une nouvelle invitation à l’organisation.
# $organization: the organization's name.
invitation-joined-title = Vous avez rejoint { $organization }
invitation-joined-text = Vous êtes désormais membre : les applications auxquelles vous vous connectez pour cette organisation le voient.
invitation-joined-new-account = Votre compte est prêt et vous êtes membre : connectez-vous avec votre adresse et le mot de passe que vous avez choisi.

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
api-code-refresh-token = Jeton et jeton d’actualisation délivrés
api-code-token = Jeton délivré
api-code-userdata = Données de l’utilisateur
api-code-login-success = Connexion réussie
api-code-auth-code = Code d’autorisation délivré
api-code-id-token = id_token délivré
api-code-logged-out = Déconnexion effectuée ; la session et ses jetons sont révoqués
api-code-ok = Terminé
api-code-alive = En service
api-code-ready = Prêt
api-code-sessions = Vos sessions actives
api-code-export = Toutes les données conservées sur votre compte
api-code-email-change-requested = Si l’adresse peut être utilisée, un lien de confirmation y a été envoyé
api-code-account-deleted = Votre compte et toutes les données qui s’y rapportent ont été supprimés ; toutes les sessions ont été fermées
api-code-deletion-scheduled = Toutes les sessions ont été fermées et votre compte va être supprimé ; reconnectez-vous d’ici là pour le conserver
api-code-reauthentication-required = Reconnectez-vous d’abord : cette action exige une connexion datant de quelques minutes au plus
api-code-session-ended = Déconnexion effectuée ; la session et ses jetons sont révoqués
api-code-password-changed = Mot de passe modifié ; toutes les autres sessions et leurs jetons sont révoqués
api-code-registration-accepted = Inscription reçue ; consultez vos e-mails pour confirmer votre adresse
api-code-email-verified = Adresse e-mail vérifiée
api-code-reset-requested = Si un compte est associé à l’adresse, un e-mail contenant un lien de réinitialisation est en route
api-code-password-reset = Mot de passe défini ; toutes les sessions et leurs jetons sont révoqués
api-code-registration-closed = Les inscriptions sont fermées ; demandez un compte à l’opérateur
api-code-invalid-request = La requête est mal formée
api-code-unsupported-grant-type = grant_type doit valoir code ou refresh_token
api-code-invalid-grant = Le code ou le refresh_token n’est pas valide, a expiré, a été révoqué ou a été délivré à un autre client
api-code-invalid-client = Échec de l’authentification du client
api-code-invalid-credentials = L’adresse e-mail ou le mot de passe est incorrect. Un nouveau compte peut se connecter une fois son adresse confirmée : le lien se trouve dans l’e-mail que nous vous avons envoyé
api-code-mfa-required = Un second facteur est requis : répondez avec un code de votre application d’authentification ou un code de récupération
api-code-mfa-enrolment-required = Cette application exige une connexion à deux facteurs : configurez une application d’authentification ou une clé d’accès sur la page de votre compte, puis reconnectez-vous
api-code-passkey-options = Transmettez ces options à l’authentificateur
api-code-passkey-added = Clé d’accès ajoutée
api-code-passkeys = Vos clés d’accès
api-code-links = Vos fournisseurs de connexion associés
api-code-last-sign-in-method = C’est la dernière méthode de connexion du compte : définissez d’abord un mot de passe ou ajoutez une clé d’accès
api-code-insufficient-scope = Le scope du jeton ne permet pas cette requête
api-code-not-a-member = Vous ne pouvez pas vous connecter pour cette organisation : demandez à son administrateur de vous ajouter
api-code-sso-required = Votre organisation gère votre connexion : continuez sur ssoUrl
api-code-not-found = Cette ressource n’existe pas
api-code-method-not-allowed = Méthode non autorisée pour cette ressource
api-code-conflict = Existe déjà
api-code-payload-too-large = Le corps de la requête est trop volumineux
api-code-rate-limited = Trop de requêtes ; réessayez plus tard
api-code-server-error = Erreur interne du serveur
api-code-service-unavailable = Le service est temporairement indisponible ; réessayez plus tard

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Un jeton d’accès est requis sous la forme `Authorization: Bearer <token>` ; celui-ci est absent, mal formé ou révoqué
api-busy = Trop de connexions simultanées ; réessayez dans un instant

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type doit valoir id_token ou token
api-token-type-grant = token_type doit valoir refresh_token ou token
api-token-type-refresh = token_type doit valoir token lorsque grant_type vaut refresh_token
api-client-secret-required = client_secret est requis lorsque token_type vaut token
api-field-empty = { $field } ne doit pas être vide

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password est trop long
api-mfa-token-invalid = Le mfaToken est inconnu, déjà utilisé ou expiré : reconnectez-vous
api-challenge-invalid = Le challengeId est inconnu, déjà utilisé ou expiré : demandez de nouvelles options de clé d’accès
api-mfa-code-or-passkey = Un second facteur est requis : répondez avec un code de votre application d’authentification, un code de récupération ou votre clé d’accès
api-mfa-passkey = Un second facteur est requis : répondez avec votre clé d’accès (login/passkey avec le mfaToken)
api-client-id-required = client_id est requis
api-client-unknown = client_id est inconnu ou désactivé
api-redirect-uri-required = redirect_uri est requis
api-redirect-uri-unregistered = redirect_uri n’est pas enregistré pour ce client
api-state-too-long = state est trop long

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Le jeton est inconnu, déjà utilisé, expiré ou remplacé par un plus récent
api-session-not-found = Aucune de vos sessions actives n’a cet ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Un authentificateur est déjà configuré ; supprimez-le d’abord
api-authenticator-not-pending = Aucun authentificateur n’est en cours de configuration
api-authenticator-none = Aucun authentificateur n’est configuré
api-factor-code-wrong = Le code est incorrect
api-reauthenticate-factors = Reconnectez-vous (avec votre second facteur, si vous en avez un) pour modifier vos seconds facteurs
api-reauthenticate-passkeys = Reconnectez-vous (avec votre second facteur, si vous en avez un) pour modifier vos clés d’accès
api-reauthenticate-sign-in = Reconnectez-vous (avec votre second facteur, si vous en avez un) pour modifier vos méthodes de connexion
api-passkeys-unavailable = les clés d’accès ne sont pas disponibles sur ce serveur
api-passkey-not-found = cette clé d’accès n’existe pas
api-passkey-no-ceremony = aucun enregistrement de clé d’accès n’est en attente ; demandez de nouvelles options
api-passkey-rejected = la clé d’accès n’a pas pu être vérifiée
api-passkey-registered = cette clé d’accès est déjà enregistrée
api-passkey-name-invalid = le nom d’une clé d’accès comporte de 1 à { $max } caractères, sans caractère de contrôle ni caractère de formatage bidirectionnel
api-passkeys-too-many = { $max ->
    [one] un compte peut avoir au plus { $max } clé d’accès
   *[other] un compte peut avoir au plus { $max } clés d’accès
    }

## Native-app API: upstream identity providers

api-upstream-unknown = Aucun fournisseur en amont n’a cet ID
api-upstream-refused = L’id_token n’a pas été accepté pour ce fournisseur
api-upstream-disabled = Le compte est désactivé
api-upstream-no-email = L’id_token ne contient aucune adresse e-mail permettant de créer un compte
api-upstream-unverified-email = Le fournisseur ne garantit pas l’adresse e-mail de l’id_token : inscrivez-vous avec cette adresse, puis associez le fournisseur
api-upstream-unreachable = Le fournisseur est injoignable ; réessayez plus tard
api-upstream-email-taken = Un compte existe avec cette adresse : connectez-vous-y et associez le fournisseur depuis la page du compte
api-upstream-outside-domains = La connexion de l’organisation ne peut connecter que des adresses de ses domaines vérifiés
api-upstream-unconfirmed-account = Un compte existe avec cette adresse, mais il n’a jamais été confirmé : confirmez-le, puis reconnectez-vous via l’organisation
api-upstream-operator-account = Le compte d’un opérateur se connecte avec son propre mot de passe et son second facteur, pas par la connexion d’une organisation
api-link-not-found = Le compte n’est pas associé à ce fournisseur

## Admin API

api-admin-key-required = L’API d’administration exige `Authorization: Bearer <clé d’administration>`
api-admin-status-once = status au plus une fois
api-admin-parameters-once = chaque paramètre au plus une fois
api-admin-duplicate-email = un utilisateur avec cette adresse e-mail existe déjà
api-admin-user-not-found = utilisateur introuvable
api-admin-client-not-found = client introuvable
api-admin-api-not-found = API introuvable
api-admin-session-not-found = session introuvable
api-admin-delivery-not-found = livraison introuvable
api-admin-webhook-not-found = webhook introuvable

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = Ouvrez le lien dans le navigateur utilisé pour votre inscription : dans tout autre navigateur, le mot de passe du compte vous sera demandé.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = Ouvrez le lien dans le navigateur où vous avez demandé la modification, ou dans celui où votre session est ouverte : dans tout autre navigateur, votre mot de passe vous sera demandé.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = Vous n’êtes pas à l’origine de cette inscription ou de cette demande ? Alors ne confirmez pas : ignorez cet e-mail et rien ne se passera.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = Pour confirmer cette adresse ici, saisissez le mot de passe du compte auquel elle appartient. Si votre inscription a eu lieu dans une application, saisissez plutôt dans l’application le code reçu par e-mail. Si vous n’êtes pas à l’origine de cette inscription ou de cette demande, ne confirmez pas : fermez cette page.
# The password field's label on that page.
verify-password = Mot de passe du compte
verify-password-needed = Saisissez le mot de passe du compte pour confirmer l’adresse dans ce navigateur.
verify-wrong-password = Ce n’est pas le mot de passe du compte.

## After a password reset, every other way into the account

mail-reset-done-subject = Votre mot de passe a été réinitialisé
mail-reset-done-body = Le mot de passe de votre compte vient d’être réinitialisé, et tous les appareils qui étaient connectés ont été déconnectés.
mail-reset-done-still = Ces moyens permettent encore de vous connecter à votre compte :
mail-reset-done-remove = Si l’un d’eux ne vous appartient pas, connectez-vous avec le nouveau mot de passe et choisissez « Tout supprimer sauf le nouveau mot de passe » sur la page de votre compte.
mail-reset-done-nothing-else = Rien d’autre ne permet de vous connecter à votre compte : seul le nouveau mot de passe le permet.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = Si la connexion vous demande un second facteur que vous n’avez pas, il n’est pas à vous : demandez au support de ce service de le supprimer.
mail-reset-done-not-you = Si vous n’avez pas réinitialisé votre mot de passe, quelqu’un peut lire vos e-mails : sécurisez d’abord votre boîte mail, puis définissez encore une fois un nouveau mot de passe.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = La clé d’accès « { $name } »
ways-in-authenticator = Une application d’authentification
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count ->
    [one] { $count } code de récupération inutilisé
   *[other] { $count } codes de récupération inutilisés
    }
# $provider: the provider's display name (e.g. "Google").
ways-in-link = La connexion avec { $provider }
# $count: how many other devices are signed in.
ways-in-sessions = { $count ->
    [one] { $count } autre appareil connecté (voir la liste ci-dessous)
   *[other] { $count } autres appareils connectés (voir la liste ci-dessous)
    }
account-review-heading = Votre mot de passe a été réinitialisé
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = Votre mot de passe a été réinitialisé le { $date }. Ces moyens permettent encore de vous connecter à votre compte :
account-review-explain = Si l’un d’eux ne vous appartient pas, supprimez-les tous : seul votre nouveau mot de passe permettra alors de vous connecter, et tous les autres appareils seront déconnectés. Vous pourrez ensuite ajouter à nouveau une clé d’accès ou une application d’authentification.
# Button.
account-review-remove = Tout supprimer sauf le nouveau mot de passe
# Button.
account-review-keep = Tout est à moi
account-review-gone = Il n’y a plus rien à vérifier.
account-review-removed = Tout a été supprimé sauf votre nouveau mot de passe, et tous les autres appareils ont été déconnectés.
account-review-kept = C’est noté : tout reste en l’état.

## The second step locked after wrong codes

mail-factor-locked-subject = Quelqu’un a tenté de contourner votre second facteur
# $minutes: how long signing in stays paused.
mail-factor-locked-body = { $minutes ->
    [one] Quelqu’un a saisi votre mot de passe, puis cinq codes de second facteur incorrects. La connexion à votre compte est suspendue pendant { $minutes } minute.
   *[other] Quelqu’un a saisi votre mot de passe, puis cinq codes de second facteur incorrects. La connexion à votre compte est suspendue pendant { $minutes } minutes.
    }
mail-factor-locked-not-you = Si ce n’était pas vous, quelqu’un connaît votre mot de passe : définissez-en un nouveau dès maintenant.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = un rôle dans la console exige une adresse vérifiée : l’utilisateur doit d’abord confirmer son adresse
console-gate-unverified = La console ne s’ouvre qu’aux opérateurs dont l’adresse est vérifiée. Confirmez votre adresse avec le lien de l’e-mail de vérification, puis rouvrez la console.
console-gate-idle-lead = Reconnectez-vous pour ouvrir la console.
console-gate-idle = La console n’a pas été utilisée depuis { $minutes } min : elle vous demande de vous reconnecter. Vous restez connecté à votre compte.
console-webhook-url-once = Son URL, affichée en entier cette fois seulement (la liste masque ce qui suit « ? », où peut figurer un jeton) :
console-webhook-query-hidden = Ce qui suit « ? » dans l’URL d’un point de terminaison est masqué : cela peut contenir le jeton du destinataire.

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = Recevoir un code par e-mail
page-code-ask-title = Se connecter avec un code
page-code-ask-lead = Saisissez votre adresse e-mail : nous vous envoyons un code pour vous connecter, sans mot de passe.
page-code-ask-button = Recevoir un code par e-mail
page-code-invalid-email = Saisissez une adresse e-mail complète, par exemple name@example.com.
page-code-not-allowed = Cette application demande votre mot de passe ou une clé d’accès : la connexion avec un code reçu par e-mail n’est pas proposée ici.
page-code-title = Consultez vos e-mails
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $minutes ->
    [one] Un e-mail est en route vers { $email }. Saisissez le code à six chiffres qu’il contient : il est valable { $minutes } minute, pour une seule utilisation.
   *[other] Un e-mail est en route vers { $email }. Saisissez le code à six chiffres qu’il contient : il est valable { $minutes } minutes, pour une seule utilisation.
    }
page-code-field = Code de connexion
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = Votre nom, si c’est votre première visite
page-code-button = Se connecter
page-code-again = Envoyer un nouveau code
page-code-wrong = Ce code est incorrect ou a expiré. Consultez l’e-mail le plus récent, ou demandez un nouveau code.
page-code-link-title = Connexion
page-code-link-lead = Connectez-vous à votre compte dans ce navigateur.
page-code-link-button = Me connecter
page-code-link-elsewhere-title = Saisissez ce code là où vous l’avez demandé
page-code-link-elsewhere = Ce lien a été ouvert ailleurs que dans le navigateur ou l’application où il a été demandé. Saisissez ce code là-bas :
page-code-link-ended-title = Ce lien n’est plus valide
page-code-link-ended = Le lien a déjà été utilisé, a été remplacé par un plus récent ou est trop ancien. Demandez un nouveau code là où vous vous connectez.
api-sign-in-code-refused = Le code est incorrect, déjà utilisé, remplacé ou expiré : demandez-en un nouveau
api-login-code-or-password = Envoyez un mot de passe ou un code, pas les deux
api-code-code-sent = Un e-mail contenant un code de connexion est en route ; le code est valable quelques minutes, pour une seule utilisation
api-code-sign-in-code-not-allowed = La connexion avec un code reçu par e-mail n’est pas proposée ici : utilisez votre mot de passe ou une clé d’accès

## Mail: a sign-in code

mail-code-subject = Votre code de connexion
mail-code-asked = Quelqu’un a demandé à se connecter avec cette adresse. Le code à saisir est :
# $minutes: how long the code and the link work.
mail-code-minutes = { $minutes ->
    [one] Le code et le lien ci-dessous sont valables { $minutes } minute, pour une seule utilisation ; une demande plus récente les remplace.
   *[other] Le code et le lien ci-dessous sont valables { $minutes } minutes, pour une seule utilisation ; une demande plus récente les remplace.
    }
mail-code-new-account = Aucun compte n’utilise encore cette adresse : se connecter avec le code en créera un.
mail-code-button = Me connecter
mail-code-not-you = Si ce n’était pas vous, ignorez cet e-mail : personne ne peut se connecter sans le code.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Connexion avec cette adresse
mail-no-account-body = Quelqu’un a demandé un code pour se connecter avec cette adresse, mais aucun compte ici ne l’utilise.
mail-no-account-not-you = Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Les utilisateurs peuvent se connecter avec un code reçu par e-mail
api-name-invalid = Le nom est trop long ou contient des caractères de contrôle
