//! The OpenAPI 3.1 description of the HTTP interface, served at
//! `/openapi.json` and committed as `docs/openapi.json`.
//!
//! Derived, not written: each handler carries its `#[utoipa::path]`
//! beside its code and each body type derives its schema, so the document
//! cannot drift from the routes. The server serves the committed copy;
//! the API tests hold it to the derived document and every response they
//! receive to its schemas; schemathesis holds the running server to it
//! (docs/testing.md).

use actix_web::HttpResponse;
use serde_json::Value;
use utoipa::openapi::security::{
    AuthorizationCode, Flow, Http, HttpAuthScheme, OAuth2, Scopes, SecurityScheme,
};
use utoipa::{Modify, OpenApi};

use crate::admin;
use crate::native_apps::{lifecycle, own_account, passkeys, second_factor, sign_in};
use crate::oauth::{introspect, revoke, userinfo};
use crate::operations::health;
use crate::pages::account;
use crate::pages::oauth::{authorize, device, logout};
use crate::pages::sign_in::login;
use crate::seed::{profile, token};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "accounts",
        description = "A small, fast user account service: an OAuth 2.0 / OpenID Connect provider. The seed interface answers JSON `{success, code, msg}`; the standard OAuth face (form-encoded token and revocation requests) answers RFC 6749. docs/api.md explains every endpoint.",
        license(name = "MIT OR Apache-2.0")
    ),
    paths(
        token::verify_token,
        token::token,
        profile::userinfo,
        profile::sessioninfo,
        sign_in::login,
        sign_in::login_mfa,
        crate::native_apps::sign_in_codes::ask,
        crate::pages::sign_in::codes::ask_page,
        crate::pages::sign_in::codes::ask,
        crate::pages::sign_in::codes::answer,
        crate::pages::sign_in::codes::link_page,
        crate::pages::sign_in::codes::link_sign_in,
        sign_in::code,
        sign_in::id_token,
        sign_in::logout,
        own_account::list,
        own_account::end,
        own_account::update_profile,
        own_account::change_password,
        own_account::change_email,
        crate::native_apps::export::export,
        crate::pages::account::export::download,
        crate::native_apps::export::delete_account,
        crate::pages::account::delete::explain,
        crate::pages::account::delete::confirm,
        crate::pages::account::delete::delete,
        second_factor::start,
        second_factor::confirm,
        second_factor::remove,
        passkeys::registration_options,
        passkeys::add,
        passkeys::list,
        passkeys::rename,
        passkeys::delete,
        passkeys::sign_in_options,
        passkeys::sign_in,
        crate::native_apps::links::login_federated,
        crate::native_apps::links::list,
        crate::native_apps::links::delete,
        crate::pages::sign_in::organization::find,
        crate::pages::sign_in::upstream::start,
        crate::pages::sign_in::upstream::start_link,
        crate::pages::sign_in::upstream::callback,
        crate::pages::sign_in::upstream::callback_post,
        lifecycle::register,
        lifecycle::verify_email,
        lifecycle::forgot_password,
        lifecycle::reset_password,
        account::page::page,
        crate::pages::language::pick,
        account::page::submit,
        crate::pages::lifecycle::signup_reset::signup,
        crate::pages::lifecycle::signup_reset::signup_submit,
        crate::pages::lifecycle::confirmation::verify,
        crate::pages::lifecycle::confirmation::verify_submit,
        crate::pages::lifecycle::signup_reset::forgot,
        crate::pages::lifecycle::signup_reset::forgot_submit,
        crate::pages::lifecycle::signup_reset::reset,
        crate::pages::lifecycle::signup_reset::reset_submit,
        revoke::revoke,
        introspect::introspect,
        crate::oauth::par::push,
        userinfo::get,
        userinfo::post,
        authorize::authorize,
        login::sign_in,
        login::second_factor,
        crate::pages::oauth::consent::decide,
        crate::pages::sign_in::passkeys::authorize,
        crate::pages::sign_in::passkeys::script,
        crate::pages::account::factors::registration_options,
        logout::logout_page,
        logout::logout,
        crate::oauth::device_authorization::start,
        device::page,
        device::submit,
        crate::oauth::discovery::jwks,
        crate::oauth::discovery::discovery,
        openapi,
        health::alive,
        health::ready,
        health::metrics,
        admin::clients::create_client,
        admin::clients::list_clients,
        admin::clients::rotate_client_secret,
        admin::clients::disable_client,
        admin::users::create_user,
        admin::users::list_users,
        admin::imports::import_users,
        admin::users::delete_user,
        admin::users::get_user,
        admin::users::set_role,
        admin::users::disable_user,
        admin::users::enable_user,
        admin::users::set_password,
        admin::users::revoke_sessions,
        admin::users::list_factors,
        admin::users::reset_factors,
        admin::users::list_links,
        admin::users::unlink,
        admin::keys::rotate_keys,
        admin::audit::list_audit,
        admin::resources::create,
        admin::resources::list,
        admin::resources::grant,
        admin::resources::grants,
        admin::webhooks::create,
        admin::webhooks::list,
        admin::webhooks::delete,
        admin::webhooks::deliveries,
        admin::webhooks::replay,
        admin::organizations::create,
        admin::organizations::list,
        admin::organizations::get,
        admin::organizations::update,
        admin::organizations::delete,
        admin::organization_members::add,
        admin::organization_members::list,
        admin::organization_members::set,
        admin::organization_members::remove,
       admin::organization_invitations::invite,
       admin::organization_invitations::list,
       admin::organization_invitations::revoke,
       admin::organization_invitations::resend,
       admin::organization_domains::add,
       admin::organization_domains::list,
       admin::organization_domains::verify,
       admin::organization_domains::update,
       admin::organization_domains::delete,
       admin::organization_sign_in::put,
       admin::organization_sign_in::get,
       admin::organization_sign_in::delete,
       crate::ssf::handlers::configuration,
       crate::ssf::handlers::read_streams,
       crate::ssf::handlers::create_stream,
       crate::ssf::handlers::update_stream,
       crate::ssf::handlers::replace_stream,
       crate::ssf::handlers::delete_stream,
       crate::ssf::handlers::read_status,
       crate::ssf::handlers::set_status,
       crate::ssf::handlers::add_subject,
       crate::ssf::handlers::remove_subject,
       crate::ssf::handlers::verify,
       crate::ssf::handlers::poll,
       admin::scim_connections::create,
       admin::scim_connections::list,
       admin::scim_connections::rotate,
       admin::scim_connections::revoke,
       admin::scim_connections::group_roles,
        admin::organizations::create_role,
        admin::organizations::list_roles,
        admin::organizations::delete_role,
        crate::native_apps::organizations::list,
       crate::pages::organizations::admin::show,
       crate::pages::organizations::admin::change,
       crate::pages::organizations::invitation::show,
       crate::pages::organizations::invitation::answer,
    ),
    modifiers(&Security),
    tags(
        (name = "seed", description = "The seed interface: verify-token, token, userinfo, sessioninfo"),
        (name = "device", description = "The device account API: sign-in for native apps"),
        (name = "browser", description = "Browser sign-in: the authorization endpoint, its login page, logout"),
        (name = "oauth", description = "The standard OAuth 2.0 / OpenID Connect face"),
        (name = "admin", description = "The admin API (exists only when admin.api_key is set)"),
        (name = "operations", description = "Health checks for load balancers and orchestrators"),
        (name = "ssf", description = "Shared Signals (SSF 1.0, CAEP, RISC): a receiver's stream of security events, pushed or polled"),
        (name = "meta", description = "This document"),
    )
)]
struct ApiDoc;

/// The security schemes the operations name.
struct Security;

impl Modify for Security {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        let bearer = |description: &str| {
            let mut http = Http::new(HttpAuthScheme::Bearer);
            http.description = Some(description.to_owned());
            SecurityScheme::Http(http)
        };
        components.add_security_scheme(
            "bearer",
            bearer("An access token (`token`) issued by the token endpoint."),
        );
        components.add_security_scheme(
            "account_token",
            bearer("The accountToken of device sign-in."),
        );
        components.add_security_scheme(
            "ssf_token",
            bearer("A Shared Signals receiver's client_credentials token (ssf.manage, ssf.read)."),
        );
        components.add_security_scheme(
            "admin_key",
            bearer("The configured admin.api_key; without one the admin API answers 404."),
        );
        let mut basic = Http::new(HttpAuthScheme::Basic);
        basic.description = Some(
            "client_secret_basic (RFC 6749 2.3.1); client_secret_post sends the same in the form."
                .into(),
        );
        components.add_security_scheme("client_basic", SecurityScheme::Http(basic));
        // The service is an OAuth 2.0 authorization server: its own
        // authorization and token endpoints, with the scopes it grants.
        let scopes = Scopes::from_iter([
            ("openid", "An id_token with the token answer"),
            ("email", "userId and email"),
            ("profile", "The whole profile"),
            (
                "authorization",
                "The profile and the login session (sessioninfo)",
            ),
            (
                "organizations",
                "The user's organizations and roles in the id_token and userinfo",
            ),
            (
                "organization:*",
                "Sign in for one organization: organization:<slug> (registered as organization:*)",
            ),
        ]);
        components.add_security_scheme(
            "oauth2",
            SecurityScheme::OAuth2(OAuth2::new([Flow::AuthorizationCode(
                AuthorizationCode::new(
                    "/accounts/oauth2/v1/authorize",
                    "/accounts/oauth2/v1/token",
                    scopes,
                ),
            )])),
        );
    }
}

/// The document as served: `docs/openapi.json`, built into the binary
/// (deflated) and parsed once per process on first use. Serving the
/// committed copy rather than deriving it at run time keeps the
/// derivation (about 2.4 MB of machine code, and about 50 ms for the
/// email pattern's walk over every Unicode character) out of the release
/// binary; the API tests hold the committed copy to [`derived`], so the
/// two cannot drift (docs/decisions.md, "Binary size").
pub fn document() -> &'static Value {
    static DOCUMENT: std::sync::LazyLock<Value> = std::sync::LazyLock::new(|| {
        // Deflated by build.rs; the API test that compares the served
        // document with the committed one catches a broken build.
        let deflated = include_bytes!(concat!(env!("OUT_DIR"), "/openapi.json"));
        miniz_oxide::inflate::decompress_to_vec(deflated)
            .ok()
            .and_then(|text| serde_json::from_slice(&text).ok())
            .unwrap_or(Value::Null)
    });
    &DOCUMENT
}

/// The document derived from the handlers' and types' annotations: what
/// `docs/openapi.json` must equal. Only tests call it.
pub fn derived() -> Value {
    serde_json::to_value(ApiDoc::openapi()).unwrap_or(Value::Null)
}

#[utoipa::path(
    get,
    path = "/openapi.json",
    tag = "meta",
    responses((status = 200, description = "This document", body = Object))
)]
/// This document.
pub(crate) async fn openapi() -> HttpResponse {
    HttpResponse::Ok().json(document())
}

#[cfg(test)]
#[path = "openapi_tests.rs"]
mod tests;
