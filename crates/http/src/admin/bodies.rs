//! The admin API's request bodies and its `{success, code, ...}` envelope.
//! What the operations answer lives with them in `accounts_service::manage`
//! (the CLI prints the same answers). Every body refuses a field it does
//! not know (`deny_unknown_fields`): a misspelt flag would otherwise be
//! dropped in silence and its default taken; the 400 names the field.

use accounts_domain::codes::ResultCode;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::schema;

/// `{success: true, code: "OK", ...fields}`: the admin API's answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminOk<T> {
    /// Always true.
    pub success: bool,
    /// `OK`.
    pub code: ResultCode,
    /// The operation's answer.
    #[serde(flatten)]
    pub body: T,
}

impl<T> AdminOk<T> {
    /// The answer with `body`.
    pub fn new(body: T) -> Self {
        Self {
            success: true,
            code: ResultCode::Ok,
            body,
        }
    }
}

/// A client to register (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewClientRequest {
    /// A name for people (shown on the login page): 1 to 200 characters
    /// besides surrounding white space; no control or bidirectional
    /// formatting characters.
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069 \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*$"
    )]
    pub name: String,
    /// Redirect URIs: https, http on a loopback host, or an app's
    /// reverse-DNS scheme; no fragment. None for a client that never sends
    /// a browser back (client_credentials, the device grant).
    #[serde(default)]
    #[schema(value_type = Vec<schema::RedirectUriText>)]
    pub redirect_uris: Vec<String>,
    /// App package names it may use.
    #[serde(default)]
    #[schema(value_type = Vec<schema::PackageNameText>)]
    pub package_names: Vec<String>,
    /// Scopes it may be granted (default: all).
    #[serde(default)]
    #[schema(value_type = Vec<schema::ScopeName>)]
    pub scopes: Vec<String>,
    /// A browser or native app's client: no secret, PKCE required.
    #[serde(default)]
    pub public: bool,
    /// An API that accepts access tokens: may introspect tokens issued to
    /// any client (a confidential client only).
    #[serde(default)]
    pub resource_server: bool,
    /// Refresh tokens rotate on the standard face (public clients always
    /// do).
    #[serde(default)]
    pub rotate_refresh_tokens: bool,
    /// Codes and id_tokens only for sessions signed in with two factors;
    /// users without a second factor set one up first.
    #[serde(default)]
    pub require_mfa: bool,
    /// May get tokens for itself (`grant_type=client_credentials`) for
    /// the APIs it is granted (a confidential client only).
    #[serde(default)]
    pub client_credentials: bool,
    /// Its authorization requests must be pushed first (RFC 9126,
    /// `/accounts/oauth2/v1/par`): the authorization endpoint takes only
    /// a `request_uri` from it.
    #[serde(default)]
    pub require_par: bool,
    /// A third party's app: its users see a consent screen (the client's
    /// name, the scopes, Allow / Deny) before it gets anything.
    #[serde(default)]
    pub third_party: bool,
    /// Where it hears that a session it holds tokens from ended (OpenID
    /// Connect Back-Channel Logout): a signed logout token is posted there.
    #[serde(default)]
    #[schema(value_type = Option<schema::WebhookUrlText>)]
    pub backchannel_logout_uri: Option<String>,
    /// Its native apps' WebAuthn origins (`android:apk-key-hash:` and the
    /// signing certificate's SHA-256 in base64url): passkey ceremonies of
    /// its apps come from these.
    #[serde(default)]
    #[schema(value_type = Vec<schema::AppOriginText>)]
    pub webauthn_origins: Vec<String>,
    /// A Shared Signals receiver (confidential): it gets `ssf.manage` and
    /// `ssf.read` tokens by client_credentials and keeps one stream of
    /// security events (docs/api.md, "Shared Signals").
    #[serde(default)]
    pub shared_signals: bool,
    /// The organization (slug or id) a receiver is bound to: its stream
    /// carries events about that organization's members only.
    #[serde(default)]
    #[schema(max_length = 64)]
    pub organization: Option<String>,
    /// Its users may sign in with a code mailed to them (default true);
    /// `false`: its authorization requests offer no code, and a native
    /// code sign-in naming its package is refused (403).
    #[serde(default = "allowed")]
    #[schema(default = true)]
    pub allow_sign_in_codes: bool,
}

/// A new client allows sign-in codes unless told otherwise.
fn allowed() -> bool {
    true
}

/// A user to create (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewUserRequest {
    /// Sign-in email address (unique, compared case-insensitively).
    #[schema(value_type = schema::EmailText)]
    pub email: String,
    /// Password: at most 1024 bytes, not only white space.
    #[schema(value_type = schema::PasswordText)]
    pub password: String,
    /// Full name.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub name: String,
    /// Mobile number with country prefix.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub mobile: String,
    /// URL of the profile picture.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub picture: String,
    /// Country code, e.g. DE.
    #[serde(default, rename = "countryCode")]
    #[schema(value_type = schema::ProfileText)]
    pub country_code: String,
    /// Country.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub country: String,
    /// Region (state) code.
    #[serde(default, rename = "countryRegionCode")]
    #[schema(value_type = schema::ProfileText)]
    pub country_region_code: String,
    /// Region (state).
    #[serde(default, rename = "countryRegion")]
    #[schema(value_type = schema::ProfileText)]
    pub country_region: String,
    /// City.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub city: String,
    /// Postal code.
    #[serde(default, rename = "postalCode")]
    #[schema(value_type = schema::ProfileText)]
    pub postal_code: String,
}

/// A webhook endpoint to register (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewWebhookRequest {
    /// Where events are posted.
    #[schema(value_type = schema::WebhookUrlText)]
    pub url: String,
    /// The event types it gets, at least one.
    #[schema(value_type = Vec<schema::WebhookEventName>, min_items = 1)]
    pub events: Vec<String>,
    /// The signing secret; made when absent (either way answered once).
    #[serde(default)]
    #[schema(value_type = Option<schema::WebhookSecretText>)]
    pub secret: Option<String>,
}

/// An API to register (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewResourceRequest {
    /// Its identifier: the `resource` parameter and its tokens' `aud`.
    #[schema(value_type = schema::ResourceIdentifierText)]
    pub identifier: String,
    /// The scopes it defines, at least one.
    #[schema(value_type = Vec<schema::ResourceScopeText>, min_items = 1, max_items = 100)]
    pub scopes: Vec<String>,
}

/// A client's grant on an API (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGrantRequest {
    /// The API's identifier.
    #[schema(value_type = schema::ResourceIdentifierText)]
    pub resource: String,
    /// Some of the API's scopes, at least one.
    #[schema(value_type = Vec<schema::ResourceScopeText>, min_items = 1, max_items = 100)]
    pub scopes: Vec<String>,
}

/// A user's console role (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoleRequest {
    /// `admin`, `support`, `viewer`, or `none` to take the role away;
    /// anything else is 400.
    #[schema(value_type = schema::RoleName)]
    pub role: String,
}

/// A user's new password (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordRequest {
    /// The new password: at most 1024 bytes, not only white space.
    #[schema(value_type = schema::PasswordText)]
    pub password: String,
}

/// A client to register, as the document states it: the fields of
/// [`NewClientRequest`], and not `public` and `resource_server` together
/// (a resource server sees every client's tokens, so it must hold a
/// secret). JSON Schema states that pair as "one of them is not true".
#[derive(Debug)]
pub struct NewClient;

impl utoipa::PartialSchema for NewClient {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{AllOfBuilder, AnyOfBuilder, ObjectBuilder, Type};
        use utoipa::openapi::{Ref, RefOr};
        let not_true = |field: &str| {
            ObjectBuilder::new().property(
                field,
                ObjectBuilder::new()
                    .schema_type(Type::Boolean)
                    .enum_values(Some([false])),
            )
        };
        let pair = AnyOfBuilder::new()
            .item(not_true("public"))
            .item(not_true("resource_server"));
        RefOr::T(
            AllOfBuilder::new()
                .item(Ref::from_schema_name(NewClientRequest::name()))
                .item(pair)
                .description(Some(
                    "A client to register: not public and resource_server together.",
                ))
                .into(),
        )
    }
}

impl ToSchema for NewClient {
    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        schemas.push((
            NewClientRequest::name().into_owned(),
            <NewClientRequest as utoipa::PartialSchema>::schema(),
        ));
        NewClientRequest::schemas(schemas);
    }
}

/// An organization to make (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewOrganizationRequest {
    /// Its slug: 2 to 63 of a-z, 0-9 and -, not starting or ending with -.
    #[schema(pattern = "^[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$")]
    pub slug: String,
    /// Its name for people: 1 to 200 characters.
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069 \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*$"
    )]
    pub name: String,
    /// `optional` (the default) or `required`: whether signing in for it
    /// needs a second factor.
    #[serde(default)]
    #[schema(value_type = Option<String>, pattern = "^(optional|required)$")]
    pub mfa: Option<String>,
}

/// What to change of an organization (admin API); what is absent stays.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OrganizationChangesRequest {
    /// A new slug.
    #[serde(default)]
    #[schema(pattern = "^[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$")]
    pub slug: Option<String>,
    /// A new name.
    #[serde(default)]
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069 \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*$"
    )]
    pub name: Option<String>,
    /// Enabled or disabled: a disabled organization signs nobody in for
    /// itself.
    #[serde(default)]
    pub enabled: Option<bool>,
    /// `optional` or `required`.
    #[serde(default)]
    #[schema(pattern = "^(optional|required)$")]
    pub mfa: Option<String>,
}

/// A member to add (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NewMemberRequest {
    /// The user.
    pub user_id: String,
    /// Their roles: `admin`, `member` or defined ones (none: `member`).
    #[serde(default)]
    #[schema(value_type = Vec<String>, max_items = 50)]
    pub roles: Vec<String>,
}

/// A member's roles to set (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct MemberChangesRequest {
    /// Their roles (none: `member`).
    #[serde(default)]
    #[schema(value_type = Vec<String>, max_items = 50)]
    pub roles: Vec<String>,
    /// Whether they may sign in without the organization's own sign-in
    /// where its domain requires it (absent: unchanged).
    #[serde(default)]
    pub break_glass: Option<bool>,
}

/// The organization roles a directory's group gives its members (admin
/// API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GroupRolesRequest {
    /// `admin`, `member` or defined roles; none: the group gives none.
    #[schema(value_type = Vec<String>, max_items = 50)]
    pub roles: Vec<String>,
}

/// An organization role to define (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewOrganizationRoleRequest {
    /// Its key: 1 to 64 of a-z, 0-9, -, _, . and :, starting with a letter.
    #[schema(pattern = "^[a-z][a-z0-9._:-]{0,63}$")]
    pub key: String,
    /// What it is for.
    #[serde(default)]
    #[schema(max_length = 500)]
    pub description: String,
    /// The API scopes it allows (may be empty).
    #[serde(default)]
    #[schema(value_type = Vec<String>)]
    pub permissions: Vec<String>,
}

/// An invitation to send (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewInvitationRequest {
    /// The address to invite.
    #[schema(value_type = schema::EmailText)]
    pub email: String,
    /// The roles the invitee gets (none: `member`).
    #[serde(default)]
    #[schema(value_type = Vec<String>, max_items = 50)]
    pub roles: Vec<String>,
}

/// An organization's own OpenID provider (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SignInRequest {
    /// The provider's issuer URL, exactly as its id_tokens name it:
    /// https and a public address unless `webhooks.allow_private_addresses`.
    #[schema(max_length = 2048, pattern = "^https?://")]
    pub issuer: String,
    /// Our client id there.
    #[schema(min_length = 1, max_length = 255)]
    pub client_id: String,
    /// Our client secret there; stored sealed, never answered.
    #[schema(min_length = 1, max_length = 1024)]
    pub client_secret: String,
    /// The scopes to ask for (`openid` is added); default
    /// `openid email profile`.
    #[serde(default)]
    #[schema(max_items = 20)]
    pub scopes: Option<Vec<String>>,
}

/// A domain to claim (admin API).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewDomainRequest {
    /// The mail domain, like `acme.com`; not a consumer domain.
    #[schema(
        max_length = 253,
        pattern = "^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$"
    )]
    pub domain: String,
}

/// What to change of a domain (admin API); what is absent stays.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DomainChangesRequest {
    /// `none` or `automatic`: whether whoever verifies an address there
    /// joins as `member` (a verified domain only).
    #[serde(default)]
    #[schema(pattern = "^(none|automatic)$")]
    pub join: Option<String>,
    /// `none`, `offered` or `required`: whether its addresses sign in
    /// through the organization's own provider (a verified domain only).
    #[serde(default)]
    #[schema(pattern = "^(none|offered|required)$")]
    pub sso: Option<String>,
    /// `true`: an operator marks it verified without DNS (audited).
    #[serde(default)]
    pub verified: Option<bool>,
}
