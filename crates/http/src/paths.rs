//! Paths of the interface, in one place for the routes, the OpenAPI
//! document and discovery.

/// The operator console's overview; every console page is under it
/// (server-rendered pages, not part of the OpenAPI document).
pub const CONSOLE: &str = "/accounts/console/";
/// The console's users list (`?q=`, `?cursor=`).
pub const CONSOLE_USERS: &str = "/accounts/console/users";
/// One user in the console.
pub const CONSOLE_USER: &str = "/accounts/console/users/{id}";
/// The console's clients.
pub const CONSOLE_CLIENTS: &str = "/accounts/console/clients";
/// Console: the organizations (GET; POST makes one).
pub const CONSOLE_ORGANIZATIONS: &str = "/accounts/console/organizations";
/// Console: one organization (GET; POST sets a domain's rules).
pub const CONSOLE_ORGANIZATION: &str = "/accounts/console/organizations/{org}";
/// One client in the console.
pub const CONSOLE_CLIENT: &str = "/accounts/console/clients/{id}";
/// The console's APIs.
pub const CONSOLE_APIS: &str = "/accounts/console/apis";
/// The console's webhook endpoints.
pub const CONSOLE_WEBHOOKS: &str = "/accounts/console/webhooks";
/// One webhook endpoint's deliveries in the console.
pub const CONSOLE_WEBHOOK: &str = "/accounts/console/webhooks/{id}";
/// The console's audit trail.
pub const CONSOLE_AUDIT: &str = "/accounts/console/audit";
/// The console's signing keys.
pub const CONSOLE_KEYS: &str = "/accounts/console/keys";
/// The console's settings (effective configuration, providers).
pub const CONSOLE_SETTINGS: &str = "/accounts/console/settings";

/// verify-token.
pub const VERIFY_TOKEN: &str = "/accounts/oauth2/v1/verify-token";
/// token (both grants).
pub const TOKEN: &str = "/accounts/oauth2/v1/token";
/// userinfo.
pub const USERINFO: &str = "/accounts/users/v1/userinfo";
/// The OpenID Connect userinfo (standard claims).
pub const OIDC_USERINFO: &str = "/accounts/oauth2/v1/userinfo";
/// sessioninfo.
pub const SESSIONINFO: &str = "/accounts/users/v1/sessioninfo";
/// The OpenAPI description.
pub const OPENAPI: &str = "/openapi.json";
/// Native-app sign-in.
pub const LOGIN: &str = "/accounts/users/v1/login";
/// The answer to a sign-in's second-factor challenge.
pub const LOGIN_MFA: &str = "/accounts/users/v1/login/mfa";
/// Asking for a sign-in code by mail (native apps).
pub const LOGIN_CODE: &str = "/accounts/users/v1/login/code";
/// The pages' "Email me a code": the form that asks, and its POST.
pub const CODE_LOGIN: &str = "/accounts/login/code";
/// The page the code is typed on posts here.
pub const CODE_LOGIN_ANSWER: &str = "/accounts/login/code/answer";
/// The page a mailed code's link opens, and its button's POST.
pub const CODE_LINK_PAGE: &str = accounts_service::service::mailed_links::CODE_LINK_PAGE;
/// The user's own sessions (account token).
pub const OWN_SESSIONS: &str = "/accounts/users/v1/sessions";
/// One of the user's own sessions (account token).
pub const OWN_SESSION: &str = "/accounts/users/v1/sessions/{id}";
/// The user's own profile (account token).
pub const OWN_PROFILE: &str = "/accounts/users/v1/profile";
/// The user's own password (account token).
pub const OWN_PASSWORD: &str = "/accounts/users/v1/password";
/// A user's move to another address (POST, account token).
pub const OWN_EMAIL: &str = "/accounts/users/v1/email";
/// A TOTP authenticator: start enrolment (POST), remove it (DELETE).
pub const OWN_TOTP: &str = "/accounts/users/v1/totp";
/// Confirm a TOTP authenticator with its first code.
pub const OWN_TOTP_CONFIRM: &str = "/accounts/users/v1/totp/confirm";
/// Passkey registration options (account token).
pub const OWN_PASSKEY_OPTIONS: &str = "/accounts/users/v1/passkeys/register/options";
/// The user's passkeys: list (GET), register (POST).
pub const OWN_PASSKEYS: &str = "/accounts/users/v1/passkeys";
/// One passkey: rename (PATCH), delete (DELETE).
pub const OWN_PASSKEY: &str = "/accounts/users/v1/passkeys/{id}";
/// A provider's id_token exchanged for an account token (native apps).
pub const LOGIN_FEDERATED: &str = "/accounts/users/v1/login/federated";
/// The user's linked upstream identities (account token).
pub const OWN_LINKS: &str = "/accounts/users/v1/links";
/// One linked provider: unlink (DELETE).
pub const OWN_LINK: &str = "/accounts/users/v1/links/{provider}";
/// The login page's "Sign in with …" button (and the account page's link).
pub const UPSTREAM_START: &str = "/accounts/upstream/{id}/start";
/// Where an upstream provider sends the browser back.
pub const UPSTREAM_CALLBACK: &str = "/accounts/upstream/{id}/callback";
/// Passkey sign-in options.
pub const LOGIN_PASSKEY_OPTIONS: &str = "/accounts/users/v1/login/passkey/options";
/// Passkey sign-in (alone, or after a password with `mfaToken`).
pub const LOGIN_PASSKEY: &str = "/accounts/users/v1/login/passkey";
/// The script that drives passkeys on the pages.
pub const PASSKEYS_SCRIPT: &str = "/accounts/assets/passkeys.js";
/// The account page's passkey registration options (session cookie).
pub const ACCOUNT_PASSKEY_OPTIONS: &str = "/accounts/account/passkeys/options";
/// The login page's passkey answer.
pub const AUTHORIZE_PASSKEY: &str = "/accounts/oauth2/v1/authorize/passkey";
/// Registration (JSON).
pub const REGISTER: &str = "/accounts/users/v1/register";
/// Email verification with a mailed token (JSON).
pub const VERIFY_EMAIL: &str = "/accounts/users/v1/email/verify";
/// Asking for a password reset mail (JSON).
pub const FORGOT_PASSWORD: &str = "/accounts/users/v1/password/forgot";
/// Setting a password with a mailed token (JSON).
pub const RESET_PASSWORD: &str = "/accounts/users/v1/password/reset";
/// The page a verification mail's link opens.
pub const VERIFY_PAGE: &str = accounts_service::lifecycle::VERIFY_PAGE;
/// The page that asks for a password reset mail.
pub const FORGOT_PAGE: &str = accounts_service::lifecycle::FORGOT_PAGE;
/// The page a reset mail's link opens.
pub const RESET_PAGE: &str = accounts_service::lifecycle::RESET_PAGE;
/// The language picker's link: keeps the pick, shows the page again.
pub const LANGUAGE: &str = "/accounts/language";
/// The account page (browser session).
pub const ACCOUNT_PAGE: &str = "/accounts/account";
/// The account page's download of the user's data (GET, session cookie).
pub const ACCOUNT_EXPORT: &str = "/accounts/account/export";
/// The account page's deletion: a confirmation (GET) and the deletion
/// (POST), behind a recent sign-in.
pub const ACCOUNT_DELETE: &str = "/accounts/account/delete";
/// The public page that tells how to delete an account (the address for
/// the Play Console).
pub const DELETE_ACCOUNT_INFO: &str = "/accounts/delete-account";
/// Deleting the account token's own account (DELETE).
pub const OWN_ACCOUNT: &str = "/accounts/users/v1/account";
/// Admin: register or list APIs.
pub const ADMIN_RESOURCES: &str = "/accounts/admin/v1/resources";
/// Admin: grant a client scopes on an API, or list its grants.
pub const ADMIN_CLIENT_GRANTS: &str = "/accounts/admin/v1/clients/{id}/grants";
/// Webhook endpoints (POST, GET).
pub const ADMIN_WEBHOOKS: &str = "/accounts/admin/v1/webhooks";
/// A webhook endpoint (DELETE).
pub const ADMIN_WEBHOOK: &str = "/accounts/admin/v1/webhooks/{id}";
/// A webhook endpoint's deliveries (GET).
pub const ADMIN_WEBHOOK_DELIVERIES: &str = "/accounts/admin/v1/webhooks/{id}/deliveries";
/// Replaying one delivery (POST).
pub const ADMIN_WEBHOOK_REPLAY: &str =
    "/accounts/admin/v1/webhooks/{id}/deliveries/{delivery}/replay";
/// A user, for operators (DELETE).
pub const ADMIN_USER: &str = "/accounts/admin/v1/users/{id}";
/// The account token's user's organizations (GET).
pub const OWN_ORGANIZATIONS: &str = "/accounts/users/v1/organizations";
/// Admin: make or list organizations (POST, GET).
pub const ADMIN_ORGANIZATIONS: &str = "/accounts/admin/v1/organizations";
/// Admin: an organization by id or slug (GET, PATCH, DELETE).
pub const ADMIN_ORGANIZATION: &str = "/accounts/admin/v1/organizations/{org}";
/// Admin: add or list an organization's members (POST, GET).
pub const ADMIN_ORGANIZATION_MEMBERS: &str = "/accounts/admin/v1/organizations/{org}/members";
/// Admin: one member's roles, or their removal (PUT, DELETE).
pub const ADMIN_ORGANIZATION_MEMBER: &str = "/accounts/admin/v1/organizations/{org}/members/{user}";
/// Admin: define or list organization roles (POST, GET).
pub const ADMIN_ORGANIZATION_ROLES: &str = "/accounts/admin/v1/organization-roles";
/// Admin: delete an organization role (DELETE).
pub const ADMIN_ORGANIZATION_ROLE: &str = "/accounts/admin/v1/organization-roles/{key}";
/// Admin: invite to an organization or list its invitations (POST, GET).
pub const ADMIN_ORGANIZATION_INVITATIONS: &str =
    "/accounts/admin/v1/organizations/{org}/invitations";
/// Admin: revoke an invitation (DELETE).
pub const ADMIN_ORGANIZATION_INVITATION: &str =
    "/accounts/admin/v1/organizations/{org}/invitations/{id}";
/// Admin: send an invitation again (POST).
pub const ADMIN_ORGANIZATION_INVITATION_RESEND: &str =
    "/accounts/admin/v1/organizations/{org}/invitations/{id}/resend";
/// Admin: claim a domain or list an organization's (POST, GET).
pub const ADMIN_ORGANIZATION_DOMAINS: &str = "/accounts/admin/v1/organizations/{org}/domains";
/// Admin: a domain's rules, or giving it up (PATCH, DELETE).
pub const ADMIN_ORGANIZATION_DOMAIN: &str =
    "/accounts/admin/v1/organizations/{org}/domains/{domain}";
/// Admin: look the domain's TXT record up (POST).
pub const ADMIN_ORGANIZATION_DOMAIN_VERIFY: &str =
    "/accounts/admin/v1/organizations/{org}/domains/{domain}/verify";
/// Admin: the organization's own OpenID provider (PUT, GET, DELETE).
pub const ADMIN_ORGANIZATION_SIGN_IN: &str = "/accounts/admin/v1/organizations/{org}/sign-in";
/// Admin: make or list an organization's SCIM connections (POST, GET).
pub const ADMIN_ORGANIZATION_SCIM: &str = "/accounts/admin/v1/organizations/{org}/scim";
/// Admin: revoke a SCIM connection (DELETE).
pub const ADMIN_ORGANIZATION_SCIM_CONNECTION: &str =
    "/accounts/admin/v1/organizations/{org}/scim/{id}";
/// Admin: rotate a SCIM connection's token (POST).
pub const ADMIN_ORGANIZATION_SCIM_ROTATE: &str =
    "/accounts/admin/v1/organizations/{org}/scim/{id}/rotate";
/// Admin: the roles a SCIM group gives its members (PUT).
pub const ADMIN_ORGANIZATION_GROUP_ROLES: &str =
    "/accounts/admin/v1/organizations/{org}/groups/{id}/roles";
/// "Sign in with your organization": finds an organization's own
/// provider by an address or a slug (GET).
pub const ORGANIZATION_LOGIN: &str = "/accounts/login/organization";
/// The organization admins' page (GET, POST: its forms).
pub const ORGANIZATION_ADMIN_PAGE: &str = "/accounts/organizations/{slug}";
/// The page an invitation's link opens (GET, POST).
pub const INVITATION_PAGE: &str = "/accounts/invitations/{token}";
/// A user's data as one JSON document (GET, account token).
pub const EXPORT: &str = "/accounts/users/v1/export";
/// The sign-up page.
pub const SIGNUP_PAGE: &str = "/accounts/signup";
/// Native-app sign-out.
pub const LOGOUT: &str = "/accounts/users/v1/logout";
/// Device authorization codes.
pub const CODE: &str = "/accounts/oauth2/v1/code";
/// Device id_tokens.
pub const ID_TOKEN: &str = "/accounts/oauth2/v1/id-token";
/// The public signing keys.
pub const JWKS: &str = "/accounts/oauth2/v1/jwks";
/// RFC 7662 token introspection.
pub const INTROSPECT: &str = "/accounts/oauth2/v1/introspect";
/// Pushed authorization requests (RFC 9126).
pub const PAR: &str = "/accounts/oauth2/v1/par";
/// RFC 7009 token revocation.
pub const REVOKE: &str = "/accounts/oauth2/v1/revoke";
/// Browser sign-in: the authorization endpoint and its login form.
pub const AUTHORIZE: &str = "/accounts/oauth2/v1/authorize";
/// The login page's second step: the second factor's code.
pub const AUTHORIZE_MFA: &str = "/accounts/oauth2/v1/authorize/mfa";
/// The consent screen's answer (POST).
pub const AUTHORIZE_CONSENT: &str = "/accounts/oauth2/v1/authorize/consent";
/// RFC 8628 device authorization: a device asks for a user code.
pub const DEVICE_AUTHORIZATION: &str = "/accounts/oauth2/v1/device/code";
/// RFC 8628 verification page: the user enters the code and answers.
pub const DEVICE_VERIFICATION: &str = "/accounts/oauth2/v1/device";
/// Browser sign-out.
pub const BROWSER_LOGOUT: &str = "/accounts/oauth2/v1/logout";
/// OpenID Connect discovery.
pub const DISCOVERY: &str = "/.well-known/openid-configuration";
/// Liveness, for a load balancer or orchestrator.
pub const HEALTH_ALIVE: &str = "/health/alive";
/// Readiness, for a load balancer or orchestrator.
pub const HEALTH_READY: &str = "/health/ready";
/// Prometheus metrics (when `metrics.enabled`).
pub const METRICS: &str = "/metrics";
/// The admin API's prefix.
pub const ADMIN: &str = "/accounts/admin/v1";
/// Admin API: clients.
pub const ADMIN_CLIENTS: &str = "/accounts/admin/v1/clients";
/// Admin API: a client's secret.
pub const ADMIN_CLIENT_SECRET: &str = "/accounts/admin/v1/clients/{id}/rotate-secret";
/// Admin API: disable a client.
pub const ADMIN_CLIENT_DISABLE: &str = "/accounts/admin/v1/clients/{id}/disable";
/// Admin API: users.
pub const ADMIN_USERS: &str = "/accounts/admin/v1/users";
/// `POST`: users brought in from another identity provider.
pub const ADMIN_USERS_IMPORT: &str = "/accounts/admin/v1/users/import";
/// Admin API: a user's console role (PUT).
pub const ADMIN_USER_ROLE: &str = "/accounts/admin/v1/users/{id}/role";
/// Admin API: disable a user.
pub const ADMIN_USER_DISABLE: &str = "/accounts/admin/v1/users/{id}/disable";
/// Admin API: enable a disabled user.
pub const ADMIN_USER_ENABLE: &str = "/accounts/admin/v1/users/{id}/enable";
/// Admin API: set a user's password.
pub const ADMIN_USER_PASSWORD: &str = "/accounts/admin/v1/users/{id}/password";
/// Admin API: end every session of a user.
pub const ADMIN_USER_REVOKE_SESSIONS: &str = "/accounts/admin/v1/users/{id}/revoke-sessions";
/// A user's second factors: list (GET), reset (DELETE).
pub const ADMIN_USER_FACTORS: &str = "/accounts/admin/v1/users/{id}/factors";
/// A user's linked upstream identities (GET).
pub const ADMIN_USER_LINKS: &str = "/accounts/admin/v1/users/{id}/links";
/// One linked provider of a user: remove it (DELETE).
pub const ADMIN_USER_LINK: &str = "/accounts/admin/v1/users/{id}/links/{provider}";
/// Admin API: rotate signing keys.
pub const ADMIN_KEYS_ROTATE: &str = "/accounts/admin/v1/keys/rotate";
/// Admin API: the audit trail (GET).
pub const ADMIN_AUDIT: &str = "/accounts/admin/v1/audit";

/// Shared Signals: the transmitter's metadata (SSF 1.0 section 7).
pub const SSF_CONFIGURATION: &str = "/.well-known/ssf-configuration";
/// Shared Signals: a receiver's stream (GET, POST, PATCH, PUT, DELETE).
pub const SSF_STREAMS: &str = "/accounts/ssf/streams";
/// Shared Signals: a stream's status (GET, POST).
pub const SSF_STATUS: &str = "/accounts/ssf/streams/status";
/// Shared Signals: add a subject to a stream (POST).
pub const SSF_SUBJECTS_ADD: &str = "/accounts/ssf/subjects/add";
/// Shared Signals: remove a subject from a stream (POST).
pub const SSF_SUBJECTS_REMOVE: &str = "/accounts/ssf/subjects/remove";
/// Shared Signals: ask for a verification event (POST).
pub const SSF_VERIFY: &str = "/accounts/ssf/verify";
/// Shared Signals: a poll stream's SETs (RFC 8936; POST).
pub const SSF_POLL: &str = "/accounts/ssf/poll";

/// Every routed path; the OpenAPI document must describe each (a test
/// holds the router to this list: every path it routes is here).
pub const ALL: [&str; 114] = [
    HEALTH_ALIVE,
    METRICS,
    HEALTH_READY,
    DISCOVERY,
    AUTHORIZE,
    AUTHORIZE_MFA,
    AUTHORIZE_CONSENT,
    BROWSER_LOGOUT,
    DEVICE_AUTHORIZATION,
    DEVICE_VERIFICATION,
    VERIFY_TOKEN,
    JWKS,
    REVOKE,
    INTROSPECT,
    TOKEN,
    USERINFO,
    OIDC_USERINFO,
    SESSIONINFO,
    OPENAPI,
    LOGIN,
    LOGIN_MFA,
    LOGIN_CODE,
    CODE_LOGIN,
    CODE_LOGIN_ANSWER,
    CODE_LINK_PAGE,
    LOGIN_FEDERATED,
    OWN_LINKS,
    OWN_LINK,
    UPSTREAM_START,
    UPSTREAM_CALLBACK,
    LOGOUT,
    OWN_SESSIONS,
    OWN_SESSION,
    OWN_PROFILE,
    OWN_PASSWORD,
    OWN_EMAIL,
    OWN_TOTP,
    OWN_TOTP_CONFIRM,
    REGISTER,
    VERIFY_EMAIL,
    FORGOT_PASSWORD,
    RESET_PASSWORD,
    VERIFY_PAGE,
    FORGOT_PAGE,
    RESET_PAGE,
    SIGNUP_PAGE,
    ACCOUNT_PAGE,
    LANGUAGE,
    ACCOUNT_EXPORT,
    ACCOUNT_DELETE,
    DELETE_ACCOUNT_INFO,
    OWN_ACCOUNT,
    EXPORT,
    CODE,
    ID_TOKEN,
    ADMIN_CLIENTS,
    ADMIN_CLIENT_SECRET,
    ADMIN_CLIENT_DISABLE,
    ADMIN_USERS,
    ADMIN_USERS_IMPORT,
    ADMIN_USER,
    ADMIN_USER_ROLE,
    ADMIN_USER_DISABLE,
    ADMIN_USER_ENABLE,
    ADMIN_USER_PASSWORD,
    ADMIN_USER_REVOKE_SESSIONS,
    ADMIN_USER_FACTORS,
    ADMIN_USER_LINKS,
    ADMIN_USER_LINK,
    ADMIN_KEYS_ROTATE,
    ADMIN_AUDIT,
    SSF_CONFIGURATION,
    SSF_STREAMS,
    SSF_STATUS,
    SSF_SUBJECTS_ADD,
    SSF_SUBJECTS_REMOVE,
    SSF_VERIFY,
    SSF_POLL,
    ADMIN_WEBHOOKS,
    ADMIN_WEBHOOK,
    ADMIN_WEBHOOK_DELIVERIES,
    ADMIN_WEBHOOK_REPLAY,
    ADMIN_RESOURCES,
    ADMIN_CLIENT_GRANTS,
    PAR,
    OWN_PASSKEY_OPTIONS,
    OWN_PASSKEYS,
    OWN_PASSKEY,
    LOGIN_PASSKEY_OPTIONS,
    LOGIN_PASSKEY,
    PASSKEYS_SCRIPT,
    ACCOUNT_PASSKEY_OPTIONS,
    AUTHORIZE_PASSKEY,
    OWN_ORGANIZATIONS,
    ADMIN_ORGANIZATIONS,
    ADMIN_ORGANIZATION,
    ADMIN_ORGANIZATION_MEMBERS,
    ADMIN_ORGANIZATION_MEMBER,
    ADMIN_ORGANIZATION_ROLES,
    ADMIN_ORGANIZATION_ROLE,
    ADMIN_ORGANIZATION_INVITATIONS,
    ADMIN_ORGANIZATION_INVITATION,
    ADMIN_ORGANIZATION_INVITATION_RESEND,
    ADMIN_ORGANIZATION_DOMAINS,
    ADMIN_ORGANIZATION_DOMAIN,
    ADMIN_ORGANIZATION_DOMAIN_VERIFY,
    ADMIN_ORGANIZATION_SIGN_IN,
    ADMIN_ORGANIZATION_SCIM,
    ADMIN_ORGANIZATION_SCIM_CONNECTION,
    ADMIN_ORGANIZATION_SCIM_ROTATE,
    ADMIN_ORGANIZATION_GROUP_ROLES,
    ORGANIZATION_LOGIN,
    ORGANIZATION_ADMIN_PAGE,
    INVITATION_PAGE,
];
