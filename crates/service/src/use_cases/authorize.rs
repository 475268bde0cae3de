//! The one validation of an authorization request, for every flow that
//! takes one: the browser's authorization endpoint and the native-app API's
//! code and id_token endpoints today, the device authorization grant next.
//!
//! Each rule exists here once (docs/decisions.md, "Authorization
//! requests"):
//! - the client exists and is enabled;
//! - the redirect URI is registered for it, compared as exact strings
//!   (a loopback IP literal's port excepted, RFC 8252 7.3); the browser
//!   flow requires one, the native-app flow may omit it;
//! - `response_type` is `code` or `id_token` (the native-app flow issues codes);
//! - the scopes parse and lie within the client's; `id_token` needs `openid`;
//! - a nonce is at most 255 bytes, and `id_token` needs one;
//! - PKCE is S256 only, stated (no method means `plain`, refused); a
//!   public client asking for a code must use it;
//! - a package name is well-formed and registered for the client (the
//!   native-app flow falls back to the one its session signed in with);
//! - `prompt` and `max_age` are well-formed;
//! - a browser request names a pushed request (`request_uri`, RFC 9126)
//!   of its client, read in place of the parameters, and must when the
//!   client requires it.
//!
//! Failures before the redirect URI is known to be the client's are not
//! redirectable ([`AuthorizeError::is_redirectable`] is false): the browser
//! must never send anyone to an unchecked address.

use time::Duration;

use crate::service::accounts::Accounts;
pub use crate::use_cases::authorize_errors::{AuthorizeError, ErrorCode, ReturnTo};
use crate::use_cases::organization_access::OrganizationAccess;
use crate::use_cases::sessions::NewCode;
use accounts_domain::addresses::{PackageName, RedirectUri};
use accounts_domain::organization::{OrganizationId, OrganizationRef};
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::records::{ClientRecord, SessionAuth, SessionRecord};
use accounts_domain::repository::RepoError;
use accounts_domain::resource::{ApiAccess, ResourceIdentifier, ResourceScopes};
use accounts_domain::scope::{RequestedScope, Scope, Scopes};
use accounts_domain::secrets::SecretDigest;

/// `state` is echoed to the client; bound it.
pub const MAX_STATE_LEN: usize = 2048;
/// A nonce is echoed into id_tokens; bound it.
pub const MAX_NONCE_LEN: usize = 255;

/// Which flow the request arrives in.
#[derive(Debug, Clone, Copy)]
pub enum Flow<'a> {
    /// The browser's authorization endpoint: `response_type` and
    /// `redirect_uri` are required; answers go back to the redirect URI.
    Browser,
    /// The native-app API's code endpoint: a code for a signed-in native app. The
    /// redirect URI is optional and `package_name` defaults to the
    /// session's.
    NativeApp {
        /// The package the session signed in with.
        session_package: Option<&'a PackageName>,
    },
    /// The native-app API's id_token endpoint: the native-app flow's rules for an
    /// id_token. The scope may be omitted (then: the client's scopes),
    /// and neither `openid` nor a nonce is required (the seed's device
    /// API asks for neither).
    NativeAppIdToken {
        /// The package the session signed in with.
        session_package: Option<&'a PackageName>,
    },
}

/// An authorization request's parameters as received; absent and empty
/// are the same. Kept on the server while a browser signs in elsewhere
/// (an upstream provider), hence serialisable.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct AuthorizationParams {
    /// `response_type`.
    pub response_type: Option<String>,
    /// `client_id`.
    pub client_id: Option<String>,
    /// `redirect_uri`.
    pub redirect_uri: Option<String>,
    /// `scope`.
    pub scope: Option<String>,
    /// `state`.
    pub state: Option<String>,
    /// `nonce`.
    pub nonce: Option<String>,
    /// `code_challenge`.
    pub code_challenge: Option<String>,
    /// `code_challenge_method`.
    pub code_challenge_method: Option<String>,
    /// `package_name`.
    pub package_name: Option<String>,
    /// `prompt`.
    pub prompt: Option<String>,
    /// `max_age`.
    pub max_age: Option<String>,
    /// `acr_values`: space-separated; `urn:accounts:acr:mfa` asks for a
    /// two-factor sign-in.
    pub acr_values: Option<String>,
    /// `request_uri`: a pushed request's name (RFC 9126), in place of
    /// every other parameter but `client_id`.
    #[serde(default)]
    pub request_uri: Option<String>,
    /// `ui_locales`: the languages the pages should speak, in order
    /// (kept with a pushed request and across an upstream round trip).
    #[serde(default)]
    pub ui_locales: Option<String>,
    /// `resource` (RFC 8707): the API the tokens are for; the scope words
    /// that are none of this service's are that API's.
    #[serde(default)]
    pub resource: Option<String>,
}

/// What the request asks to receive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResponseType {
    /// An authorization code.
    Code,
    /// An id_token (in the redirect's fragment).
    IdToken,
}

/// A validated authorization request.
#[derive(Debug, Clone)]
pub struct Authorization {
    /// The client, enabled.
    pub client: ClientRecord,
    /// The registered redirect URI the request named.
    pub redirect_uri: Option<RedirectUri>,
    /// What to issue.
    pub response_type: ResponseType,
    /// The granted scopes.
    pub scope: Scopes,
    /// Echoed into the id_token.
    pub nonce: Option<String>,
    /// The PKCE challenge.
    pub challenge: Option<CodeChallenge>,
    /// The registered package name in force.
    pub package_name: Option<PackageName>,
    /// `prompt=none`: never show a form.
    pub prompt_none: bool,
    /// `prompt=login`: always show the form.
    pub prompt_login: bool,
    /// `prompt=consent`: a third-party client's user sees the consent
    /// screen even when they allowed the scopes before.
    pub prompt_consent: bool,
    /// `max_age`: an older sign-in must be repeated.
    pub max_age: Option<Duration>,
    /// `acr_values` asked for `urn:accounts:acr:mfa`: a one-factor session
    /// of a user who has a second factor signs in again.
    pub acr_mfa: bool,
    /// `state`, echoed back.
    pub state: Option<String>,
    /// The pushed request it came from (RFC 9126), taken when answered.
    pub pushed: Option<SecretDigest>,
    /// `ui_locales` as the request gave it (a pushed request's own).
    pub ui_locales: Option<String>,
    /// The organization the user signs in for (`organization:<slug>`):
    /// membership is checked once the user is known, before anything is
    /// issued, and that check tells its `mfa` rule.
    pub organization: Option<OrganizationRef>,
    /// The API the tokens are for and the API's scopes asked for (RFC
    /// 8707 `resource`); the client's grant on it is checked by
    /// [`check_api`].
    pub api: Option<ApiAccess>,
}

impl Authorization {
    /// The code this request asks for, issued in `session`, for
    /// `organization` (its membership checked).
    pub fn new_code<'a>(
        &self,
        session: &'a SessionRecord,
        organization: Option<OrganizationId>,
    ) -> NewCode<'a> {
        NewCode {
            client_id: self.client.id,
            session,
            scope: self.scope,
            redirect_uri: self.redirect_uri.clone(),
            challenge: self.challenge.clone(),
            nonce: self.nonce.clone(),
            organization,
            api: self.api.clone(),
        }
    }

    /// Whether the request wants a two-factor sign-in: it asked with
    /// `acr_values`, or [`Authorization::requires_mfa`].
    pub fn wants_mfa(&self, organization: Option<&OrganizationAccess>) -> bool {
        self.acr_mfa || self.requires_mfa(organization)
    }

    /// Whether only a two-factor session gets an answer: the client
    /// requires it, or `organization`, the request's organization as the
    /// membership check found it, does (a user without a second factor
    /// sets one up first). The rule comes from that check and from no
    /// look-up of its own: one query, and a non-member never reaches a
    /// step-up that would tell them a foreign organization's rule.
    pub fn requires_mfa(&self, organization: Option<&OrganizationAccess>) -> bool {
        self.client.require_mfa || organization.is_some_and(OrganizationAccess::requires_mfa)
    }

    /// Where answers to this request go.
    pub fn return_to(&self) -> Option<ReturnTo> {
        self.redirect_uri.clone().map(|redirect_uri| ReturnTo {
            redirect_uri,
            fragment: self.response_type == ResponseType::IdToken,
            state: self.state.clone(),
        })
    }
}

fn non_empty(value: Option<&String>) -> Option<&str> {
    value.map(String::as_str).filter(|v| !v.is_empty())
}

/// Validates an authorization request arriving in `flow` (blocking:
/// the client may have to be read from the database).
pub fn validate_authorization(
    accounts: &Accounts,
    params: &AuthorizationParams,
    flow: Flow<'_>,
) -> Result<Authorization, AuthorizeError> {
    let client = enabled_client(accounts, params.client_id.as_deref().unwrap_or_default())?;
    let request = validate_params(accounts, client, params, flow)?;
    check_api(accounts, &request)?;
    Ok(request)
}

fn validate_params(
    accounts: &Accounts,
    client: ClientRecord,
    params: &AuthorizationParams,
    flow: Flow<'_>,
) -> Result<Authorization, AuthorizeError> {
    if !matches!(flow, Flow::Browser) {
        return validate(client, params, flow);
    }
    match non_empty(params.request_uri.as_ref()) {
        // The point of requiring PAR is that nothing in the browser's
        // address says where answers go: no redirect to it either.
        None if client.require_par => Err(AuthorizeError::Rejected {
            error: ErrorCode::InvalidRequest,
            description: "this client pushes its authorization requests (PAR): \
                          request_uri is required"
                .into(),
            back: None,
        }),
        None => validate(client, params, flow),
        Some(request_uri) => {
            let (pushed, digest) = pushed_params(accounts, &client, request_uri)?;
            let mut request = validate(client, &pushed, flow)?;
            request.pushed = Some(digest);
            Ok(request)
        }
    }
}

/// The client's grant on the API the request names, if it names one
/// (blocking: reads the grant): the API must be one the client was
/// granted, and the API's scopes asked for some of the granted ones, as
/// for its own tokens (docs/decisions.md, "A user's tokens for an API").
pub fn check_api(accounts: &Accounts, request: &Authorization) -> Result<(), AuthorizeError> {
    let Some(api) = &request.api else {
        return Ok(());
    };
    let reject = |error, description: &str| AuthorizeError::Rejected {
        error,
        description: description.to_owned(),
        back: request.return_to(),
    };
    let Some(grant) = accounts
        .store
        .find_client_grant(request.client.id, &api.resource)?
    else {
        return Err(reject(
            ErrorCode::InvalidTarget,
            "the client is not granted that API",
        ));
    };
    if !api.scopes.is_subset_of(&grant.scopes) {
        return Err(reject(
            ErrorCode::InvalidScope,
            "a scope of the API the client was not granted",
        ));
    }
    Ok(())
}

/// The enabled client a request's `client_id` names (blocking).
pub fn enabled_client(
    accounts: &Accounts,
    client_id: &str,
) -> Result<ClientRecord, AuthorizeError> {
    if client_id.is_empty() {
        return Err(AuthorizeError::MissingClient);
    }
    accounts
        .client_named(client_id)?
        .filter(|c| c.enabled)
        .ok_or(AuthorizeError::UnknownClient)
}

/// The rules, on a known enabled client.
pub fn validate(
    client: ClientRecord,
    p: &AuthorizationParams,
    flow: Flow<'_>,
) -> Result<Authorization, AuthorizeError> {
    let browser = matches!(flow, Flow::Browser);
    let redirect_uri = match (non_empty(p.redirect_uri.as_ref()), browser) {
        (None, true) => return Err(AuthorizeError::MissingRedirectUri),
        (None, false) => None,
        // Exact string match: no normalisation, no prefix rules; only a
        // loopback IP literal's port may differ (RFC 8252 7.3). Answers go
        // to the URI as asked, which the token request must repeat.
        (Some(uri), _) => {
            if !client.redirect_uris.iter().any(|u| u.matches_request(uri)) {
                return Err(AuthorizeError::UnregisteredRedirectUri);
            }
            Some(RedirectUri::parse(uri).map_err(|_| AuthorizeError::UnregisteredRedirectUri)?)
        }
    };
    if p.state.as_ref().is_some_and(|s| s.len() > MAX_STATE_LEN) {
        return Err(AuthorizeError::StateTooLong);
    }
    let response_type = match flow {
        Flow::Browser => match p.response_type.as_deref() {
            Some("code") => Some(ResponseType::Code),
            Some("id_token") => Some(ResponseType::IdToken),
            _ => None,
        },
        Flow::NativeApp { .. } => Some(ResponseType::Code),
        Flow::NativeAppIdToken { .. } => Some(ResponseType::IdToken),
    };
    let back = redirect_uri.clone().map(|redirect_uri| ReturnTo {
        redirect_uri,
        fragment: response_type == Some(ResponseType::IdToken),
        state: p.state.clone(),
    });
    let reject = |error, description: &str| AuthorizeError::Rejected {
        error,
        description: description.to_owned(),
        back: back.clone(),
    };
    use ErrorCode::{InvalidRequest, InvalidScope, InvalidTarget, UnsupportedResponseType};
    let Some(response_type) = response_type else {
        return Err(match non_empty(p.response_type.as_ref()) {
            None => reject(InvalidRequest, "response_type is required"),
            Some(_) => reject(
                UnsupportedResponseType,
                "response_type must be code or id_token",
            ),
        });
    };
    let resource = non_empty(p.resource.as_ref())
        .map(ResourceIdentifier::parse)
        .transpose()
        .map_err(|_| reject(InvalidTarget, "resource is not an API identifier"))?;
    if resource.is_some() && response_type != ResponseType::Code {
        return Err(reject(
            InvalidTarget,
            "resource needs response_type code: an API's token comes from the token endpoint",
        ));
    }
    let (scope, organization, api_words) = match (non_empty(p.scope.as_ref()), flow) {
        (Some(scope), _) => {
            let (requested, api_words) = if resource.is_some() {
                RequestedScope::parse_with_api(scope)
            } else {
                RequestedScope::parse(scope).map(|r| (r, Vec::new()))
            }
            .map_err(|e| reject(InvalidScope, &e.to_string()))?;
            (requested.scopes, requested.organization, api_words)
        }
        (None, Flow::NativeAppIdToken { .. }) => (client.allowed_scopes, None, Vec::new()),
        (None, _) => return Err(reject(InvalidRequest, "scope is required")),
    };
    let api = match resource {
        Some(resource) => Some(ApiAccess {
            resource,
            scopes: ResourceScopes::parse(api_words)
                .map_err(|e| reject(InvalidScope, &e.to_string()))?,
        }),
        None => None,
    };
    let requestable = client.allowed_scopes.requestable();
    if !scope.is_subset_of(requestable) {
        return Err(reject(
            InvalidScope,
            &format!("scope must be within the client's scopes ({requestable})"),
        ));
    }
    // Any one organization, when the client registered `organization:*`
    // (docs/decisions.md, "Organizations").
    if organization.is_some() && !client.allowed_scopes.contains(Scope::AnyOrganization) {
        return Err(reject(
            InvalidScope,
            "organization:<slug> needs the client's scopes to include organization:*",
        ));
    }
    if browser && response_type == ResponseType::IdToken && !scope.contains(Scope::OpenId) {
        return Err(reject(
            InvalidScope,
            "response_type id_token needs the openid scope",
        ));
    }
    let nonce = non_empty(p.nonce.as_ref()).map(str::to_owned);
    if nonce.as_ref().is_some_and(|n| n.len() > MAX_NONCE_LEN) {
        return Err(reject(InvalidRequest, "nonce is longer than 255 bytes"));
    }
    if browser && response_type == ResponseType::IdToken && nonce.is_none() {
        return Err(reject(
            InvalidRequest,
            "nonce is required with response_type id_token",
        ));
    }
    // RFC 7636 4.3: a challenge without a method is "plain", which we
    // refuse on every flow.
    let method = non_empty(p.code_challenge_method.as_ref());
    let challenge = match (non_empty(p.code_challenge.as_ref()), method) {
        (None, None) => None,
        // Without a method RFC 7636 means "plain", which we do not accept.
        (Some(challenge), Some("S256")) => Some(
            CodeChallenge::parse(challenge, Some("S256"))
                .map_err(|e| reject(InvalidRequest, &e.to_string()))?,
        ),
        (Some(_), _) => {
            return Err(reject(InvalidRequest, "code_challenge_method must be S256"));
        }
        (None, Some(_)) => {
            return Err(reject(
                InvalidRequest,
                "code_challenge_method without code_challenge",
            ));
        }
    };
    if client.public && response_type == ResponseType::Code && challenge.is_none() {
        return Err(reject(
            InvalidRequest,
            "code_challenge (S256) is required for public clients",
        ));
    }
    // A third-party client's user consents on a page; the native-app API's
    // endpoints have none to show.
    if client.third_party && !browser {
        return Err(reject(
            InvalidRequest,
            "a third-party client signs users in through the browser, where they consent",
        ));
    }
    let requested = non_empty(p.package_name.as_ref())
        .map(PackageName::parse)
        .transpose()
        .map_err(|e| reject(InvalidRequest, &e.to_string()))?;
    let package_name = match (requested, flow) {
        (Some(package), _) => Some(package),
        (
            None,
            Flow::NativeApp { session_package } | Flow::NativeAppIdToken { session_package },
        ) => session_package.cloned(),
        (None, Flow::Browser) => None,
    };
    if package_name
        .as_ref()
        .is_some_and(|p| !client.package_names.contains(p))
    {
        return Err(reject(
            InvalidRequest,
            "package_name is not registered for this client",
        ));
    }
    let prompts: Vec<&str> = p
        .prompt
        .as_deref()
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    let prompt_none = prompts.contains(&"none");
    if prompt_none && prompts.len() > 1 {
        return Err(reject(
            InvalidRequest,
            "prompt none cannot be combined with other values",
        ));
    }
    let max_age = match non_empty(p.max_age.as_ref()) {
        None => None,
        Some(text) => Some(
            text.parse::<u32>()
                .map_err(|_| reject(InvalidRequest, "max_age must be a number of seconds"))?,
        ),
    };
    Ok(Authorization {
        client,
        redirect_uri,
        response_type,
        scope,
        nonce,
        challenge,
        package_name,
        prompt_none,
        prompt_login: prompts.contains(&"login"),
        prompt_consent: prompts.contains(&"consent"),
        max_age: max_age.map(|s| Duration::seconds(i64::from(s))),
        acr_mfa: p
            .acr_values
            .as_deref()
            .unwrap_or_default()
            .split_whitespace()
            .any(|v| v == SessionAuth::ACR_MFA),
        state: p.state.clone(),
        pushed: None,
        ui_locales: p.ui_locales.clone(),
        organization,
        api,
    })
}

/// How a `request_uri` of ours begins (RFC 9126 2.2).
pub const REQUEST_URI_PREFIX: &str = "urn:ietf:params:oauth:request_uri:";

/// The parameters `client` pushed under `request_uri`, and the digest
/// that takes them once answered; refused when unknown, expired, used
/// or another client's (blocking).
pub(crate) fn pushed_params(
    accounts: &Accounts,
    client: &ClientRecord,
    request_uri: &str,
) -> Result<(AuthorizationParams, SecretDigest), AuthorizeError> {
    let refuse = || AuthorizeError::Rejected {
        error: ErrorCode::InvalidRequest,
        description: "request_uri is unknown, expired or used".into(),
        back: None,
    };
    let secret = request_uri
        .strip_prefix(REQUEST_URI_PREFIX)
        .filter(|s| !s.is_empty())
        .ok_or_else(refuse)?;
    let digest = SecretDigest::of(secret);
    let record = accounts
        .store
        .find_pushed(&digest)?
        .filter(|r| r.client_id == client.id && accounts.clock.now() < r.expires_at)
        .ok_or_else(refuse)?;
    let params = serde_json::from_str(&record.params)
        .map_err(|e| RepoError::Other(format!("a stored pushed request is invalid: {e}")))?;
    Ok((params, digest))
}

/// Whether `request` needs the user's consent first: its client is
/// third-party and the user has not allowed all of its scopes, or it
/// asked with `prompt=consent` (blocking).
pub(crate) fn needs_consent(
    accounts: &Accounts,
    request: &Authorization,
    user: accounts_domain::ids::UserId,
) -> Result<bool, RepoError> {
    if !request.client.third_party {
        return Ok(false);
    }
    // A consent is kept as this service's scopes; an organization signed
    // in for is not one, so a third party asks each time it wants one (it
    // would learn the membership and the roles). Nor is an API's scope:
    // the user sees which API and scopes each time.
    if request.prompt_consent || request.organization.is_some() || request.api.is_some() {
        return Ok(true);
    }
    let allowed = accounts.store.find_consent(user, request.client.id)?;
    Ok(allowed.is_none_or(|c| !request.scope.is_subset_of(c.scopes)))
}

#[cfg(test)]
#[path = "authorize_tests.rs"]
mod tests;
