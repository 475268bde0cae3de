//! The OpenID Connect discovery document (OpenID Connect Discovery 1.0
//! section 3), what an off-the-shelf client configures itself from, and
//! the JWK Set it points to.

use accounts_domain::keys::KeyAlgorithm;
use accounts_domain::records::SessionAuth;
use accounts_domain::scope::Scope;
use accounts_domain::token_types::GrantType;
use serde_json::{Value, json};

use actix_web::http::header;
use actix_web::{HttpResponse, web};

use crate::common::state::AppState;
use crate::paths;

/// The document for `issuer`, whose id_tokens are signed with `id_alg`.
/// Its `userinfo_endpoint` is the standard one (claims in the OpenID
/// Connect shape), not the seed's userinfo.
pub fn document(issuer: &str, id_alg: KeyAlgorithm) -> Value {
    let url = |path: &str| format!("{issuer}{path}");
    let auth_methods = ["client_secret_basic", "client_secret_post", "none"];
    let mut doc = json!({
        "issuer": issuer,
        "authorization_endpoint": url(paths::AUTHORIZE),
        "token_endpoint": url(paths::TOKEN),
        "jwks_uri": url(paths::JWKS),
        "userinfo_endpoint": url(paths::OIDC_USERINFO),
        "revocation_endpoint": url(paths::REVOKE),
        "introspection_endpoint": url(paths::INTROSPECT),
        "end_session_endpoint": url(paths::BROWSER_LOGOUT),
        "device_authorization_endpoint": url(paths::DEVICE_AUTHORIZATION),
        "pushed_authorization_request_endpoint": url(paths::PAR),
        "response_types_supported": ["code", "id_token"],
        "response_modes_supported": ["query", "fragment"],
        "grant_types_supported": [
            GrantType::Code.as_str(),
            GrantType::RefreshToken.as_str(),
            "implicit",
            GrantType::DeviceCode.as_str(),
            GrantType::ClientCredentials.as_str(),
        ],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": [id_alg.as_str()],
        "scopes_supported": Scope::ALL.iter().map(|s| s.as_str()).collect::<Vec<_>>(),
        "token_endpoint_auth_methods_supported": auth_methods,
        "revocation_endpoint_auth_methods_supported": auth_methods,
        // A public client does not introspect (docs/decisions.md).
        "introspection_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
        "code_challenge_methods_supported": ["S256"],
    });
    if let Some(fields) = doc.as_object_mut() {
        fields.insert("claims_supported".into(), json!(CLAIMS));
        fields.insert("prompt_values_supported".into(), json!(["none", "login"]));
        fields.insert(
            "acr_values_supported".into(),
            json!([SessionAuth::ACR_ONE_FACTOR, SessionAuth::ACR_MFA]),
        );
        fields.insert(
            "ui_locales_supported".into(),
            json!(
                accounts_service::languages::Language::ALL
                    .iter()
                    .map(|l| l.tag())
                    .collect::<Vec<_>>()
            ),
        );
        fields.insert(
            "authorization_response_iss_parameter_supported".into(),
            json!(true),
        );
        fields.insert("request_parameter_supported".into(), json!(false));
        fields.insert("backchannel_logout_supported".into(), json!(true));
        fields.insert(
            "dpop_signing_alg_values_supported".into(),
            json!(accounts_domain::dpop::ALGORITHMS),
        );
        fields.insert("backchannel_logout_session_supported".into(), json!(true));
        // A request_uri is ours from PAR only; no request object is
        // fetched from a client's URL.
        fields.insert("request_uri_parameter_supported".into(), json!(false));
        fields.insert("require_pushed_authorization_requests".into(), json!(false));
    }
    doc
}

/// The id_token's claims (the interface's list plus `nonce`) and the
/// OIDC userinfo's.
const CLAIMS: [&str; 19] = [
    "iss",
    "sub",
    "aud",
    "exp",
    "iat",
    "auth_time",
    "amr",
    "acr",
    "nonce",
    "sid",
    "email",
    "mobile",
    "userId",
    "name",
    "picture",
    "countryCode",
    "email_verified",
    "phone_number",
    "locale",
];

#[utoipa::path(
    get,
    path = "/accounts/oauth2/v1/jwks",
    tag = "oauth",
    responses((status = 200, description = "The JWK Set: public keys only", body = crate::oauth::bodies::document::JwkSet))
)]
/// The public keys that verify id_tokens (never a private or symmetric key).
/// Cached briefly: a pre-published key appears here a full rotation step
/// before it signs, so clients refreshing every few minutes never miss one.
pub(crate) async fn jwks(state: web::Data<AppState>) -> HttpResponse {
    let ring = state.accounts.key_ring();
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=300"))
        .json(ring.jwks())
}

#[utoipa::path(
    get,
    path = "/.well-known/openid-configuration",
    tag = "oauth",
    responses((status = 200, description = "OpenID Provider Metadata", body = Object))
)]
/// OpenID Connect discovery: what off-the-shelf clients configure themselves from.
pub(crate) async fn discovery(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .json(document(state.issuer(), state.accounts.id_algorithm()))
}
