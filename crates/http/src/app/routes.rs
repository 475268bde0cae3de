//! The routing table of every face, and the request-level error handling: every failure, including
//! malformed bodies, unknown paths and wrong methods, is a JSON error with
//! a `code` (docs/api.md), never actix's default text.

use accounts_domain::codes::ResultCode;
use actix_web::error::JsonPayloadError;
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpResponse, web};

use crate::common::error::ApiError;
use crate::paths;

/// The metrics listener's one route (`metrics.bind`): `/metrics`, and 404
/// for everything else.
pub fn configure_metrics_listener(cfg: &mut web::ServiceConfig) {
    cfg.service(
        resource(paths::METRICS, "GET").route(web::get().to(crate::operations::health::metrics)),
    )
    .default_service(web::to(not_found));
}

/// Registers every route; `body_limit` bounds JSON bodies; the admin API
/// exists only when `admin_enabled`, `/metrics` only when `metrics_enabled`.
pub fn configure(
    cfg: &mut web::ServiceConfig,
    body_limit: usize,
    admin_enabled: bool,
    metrics_enabled: bool,
) {
    cfg.app_data(
        web::JsonConfig::default()
            .limit(body_limit)
            .error_handler(|error, _req| json_error(error).into()),
    )
    .app_data(web::PayloadConfig::new(body_limit))
    .service(
        resource(paths::VERIFY_TOKEN, "POST")
            .route(web::post().to(crate::seed::token::verify_token)),
    )
    .service(
        resource(paths::TOKEN, "POST")
            // Form-encoded requests are the standard face (RFC 6749); JSON the seed's.
            .route(
                web::post()
                    .guard(actix_web::guard::fn_guard(|ctx| {
                        crate::common::form::is_form(ctx.head().headers())
                    }))
                    .to(crate::oauth::token::token),
            )
            .route(web::post().to(crate::seed::token::token)),
    )
    .service(resource(paths::USERINFO, "GET").route(web::get().to(crate::seed::profile::userinfo)))
    .service(
        resource(paths::SESSIONINFO, "GET").route(web::get().to(crate::seed::profile::sessioninfo)),
    )
    .service(
        resource(paths::OIDC_USERINFO, "GET, POST")
            .route(web::get().to(crate::oauth::userinfo::get))
            .route(web::post().to(crate::oauth::userinfo::post)),
    )
    .service(resource(paths::OPENAPI, "GET").route(web::get().to(crate::app::openapi::openapi)))
    .service(resource(paths::JWKS, "GET").route(web::get().to(crate::oauth::discovery::jwks)))
    .service(resource(paths::REVOKE, "POST").route(web::post().to(crate::oauth::revoke::revoke)))
    .service(
        resource(paths::INTROSPECT, "POST")
            .route(web::post().to(crate::oauth::introspect::introspect)),
    )
    .service(resource(paths::PAR, "POST").route(web::post().to(crate::oauth::par::push)))
    .service(
        resource(paths::LOGIN, "POST").route(web::post().to(crate::native_apps::sign_in::login)),
    )
    .service(
        resource(paths::LOGIN_MFA, "POST")
            .route(web::post().to(crate::native_apps::sign_in::login_mfa)),
    )
    .service(
        resource(paths::LOGIN_FEDERATED, "POST")
            .route(web::post().to(crate::native_apps::links::login_federated)),
    )
    .service(
        resource(paths::OWN_LINKS, "GET").route(web::get().to(crate::native_apps::links::list)),
    )
    .service(
        resource(paths::OWN_LINK, "DELETE")
            .route(web::delete().to(crate::native_apps::links::delete)),
    )
    .service(
        resource(paths::UPSTREAM_START, "GET, POST")
            .route(web::get().to(crate::pages::upstream::start))
            .route(web::post().to(crate::pages::upstream::start_link)),
    )
    .service(
        resource(paths::UPSTREAM_CALLBACK, "GET, POST")
            .route(web::get().to(crate::pages::upstream::callback))
            .route(web::post().to(crate::pages::upstream::callback_post)),
    )
    .service(
        resource(paths::LOGOUT, "POST").route(web::post().to(crate::native_apps::sign_in::logout)),
    )
    .service(
        resource(paths::OWN_SESSIONS, "GET")
            .route(web::get().to(crate::native_apps::own_account::list)),
    )
    .service(
        resource(paths::OWN_SESSION, "DELETE")
            .route(web::delete().to(crate::native_apps::own_account::end)),
    )
    .service(
        resource(paths::OWN_PROFILE, "PATCH")
            .route(web::patch().to(crate::native_apps::own_account::update_profile)),
    )
    .service(
        resource(paths::OWN_PASSWORD, "POST")
            .route(web::post().to(crate::native_apps::own_account::change_password)),
    )
    .service(
        resource(paths::OWN_EMAIL, "POST")
            .route(web::post().to(crate::native_apps::own_account::change_email)),
    )
    .service(
        resource(paths::OWN_TOTP, "POST, DELETE")
            .route(web::post().to(crate::native_apps::second_factor::start))
            .route(web::delete().to(crate::native_apps::second_factor::remove)),
    )
    .service(
        resource(paths::OWN_TOTP_CONFIRM, "POST")
            .route(web::post().to(crate::native_apps::second_factor::confirm)),
    )
    .service(
        resource(paths::OWN_PASSKEY_OPTIONS, "POST")
            .route(web::post().to(crate::native_apps::passkeys::registration_options)),
    )
    .service(
        resource(paths::OWN_PASSKEYS, "GET, POST")
            .route(web::get().to(crate::native_apps::passkeys::list))
            .route(web::post().to(crate::native_apps::passkeys::add)),
    )
    .service(
        resource(paths::OWN_PASSKEY, "PATCH, DELETE")
            .route(web::patch().to(crate::native_apps::passkeys::rename))
            .route(web::delete().to(crate::native_apps::passkeys::delete)),
    )
    .service(
        resource(paths::LOGIN_PASSKEY_OPTIONS, "POST")
            .route(web::post().to(crate::native_apps::passkeys::sign_in_options)),
    )
    .service(
        resource(paths::LOGIN_PASSKEY, "POST")
            .route(web::post().to(crate::native_apps::passkeys::sign_in)),
    )
    .service(
        resource(paths::REGISTER, "POST")
            .route(web::post().to(crate::native_apps::lifecycle::register)),
    )
    .service(
        resource(paths::VERIFY_EMAIL, "POST")
            .route(web::post().to(crate::native_apps::lifecycle::verify_email)),
    )
    .service(
        resource(paths::FORGOT_PASSWORD, "POST")
            .route(web::post().to(crate::native_apps::lifecycle::forgot_password)),
    )
    .service(
        resource(paths::RESET_PASSWORD, "POST")
            .route(web::post().to(crate::native_apps::lifecycle::reset_password)),
    )
    .service(
        resource(paths::ACCOUNT_EXPORT, "GET")
            .route(web::get().to(crate::pages::account_export::download)),
    )
    .service(
        resource(paths::EXPORT, "GET").route(web::get().to(crate::native_apps::export::export)),
    )
    .service(
        resource(paths::OWN_ACCOUNT, "DELETE")
            .route(web::delete().to(crate::native_apps::export::delete_account)),
    )
    .service(
        resource(paths::ACCOUNT_DELETE, "GET, POST")
            .route(web::get().to(crate::pages::account_delete::confirm))
            .route(web::post().to(crate::pages::account_delete::delete)),
    )
    .service(
        resource(paths::DELETE_ACCOUNT_INFO, "GET")
            .route(web::get().to(crate::pages::account_delete::explain)),
    )
    .service(resource(paths::LANGUAGE, "GET").route(web::get().to(crate::pages::language::pick)))
    .service(
        resource(paths::ACCOUNT_PAGE, "GET, POST")
            .route(web::get().to(crate::pages::account::page))
            .route(web::post().to(crate::pages::account::submit)),
    )
    .service(
        resource(paths::SIGNUP_PAGE, "GET, POST")
            .route(web::get().to(crate::pages::lifecycle::signup))
            .route(web::post().to(crate::pages::lifecycle::signup_submit)),
    )
    .service(
        resource(paths::VERIFY_PAGE, "GET, POST")
            .route(web::get().to(crate::pages::confirmation::verify))
            .route(web::post().to(crate::pages::confirmation::verify_submit)),
    )
    .service(
        resource(paths::FORGOT_PAGE, "GET, POST")
            .route(web::get().to(crate::pages::lifecycle::forgot))
            .route(web::post().to(crate::pages::lifecycle::forgot_submit)),
    )
    .service(
        resource(paths::RESET_PAGE, "GET, POST")
            .route(web::get().to(crate::pages::lifecycle::reset))
            .route(web::post().to(crate::pages::lifecycle::reset_submit)),
    )
    .service(resource(paths::CODE, "POST").route(web::post().to(crate::native_apps::sign_in::code)))
    .service(
        resource(paths::ID_TOKEN, "POST")
            .route(web::post().to(crate::native_apps::sign_in::id_token)),
    )
    .service(
        resource(paths::AUTHORIZE, "GET, POST")
            .route(web::get().to(crate::pages::authorize::authorize))
            .route(web::post().to(crate::pages::authorize::sign_in)),
    )
    .service(
        resource(paths::AUTHORIZE_MFA, "POST")
            .route(web::post().to(crate::pages::authorize::second_factor)),
    )
    .service(
        resource(paths::AUTHORIZE_CONSENT, "POST")
            .route(web::post().to(crate::pages::consent::decide)),
    )
    .service(
        resource(paths::AUTHORIZE_PASSKEY, "POST")
            .route(web::post().to(crate::pages::passkeys::authorize)),
    )
    .service(
        resource(paths::ACCOUNT_PASSKEY_OPTIONS, "POST")
            .route(web::post().to(crate::pages::account_factors::registration_options)),
    )
    .service(
        resource(paths::PASSKEYS_SCRIPT, "GET")
            .route(web::get().to(crate::pages::passkeys::script)),
    )
    .service(
        resource(paths::BROWSER_LOGOUT, "GET, POST")
            .route(web::get().to(crate::pages::logout::logout_page))
            .route(web::post().to(crate::pages::logout::logout)),
    )
    .service(
        resource(paths::DEVICE_AUTHORIZATION, "POST")
            .route(web::post().to(crate::oauth::device_authorization::start)),
    )
    .service(
        resource(paths::DEVICE_VERIFICATION, "GET, POST")
            .route(web::get().to(crate::pages::device::page))
            .route(web::post().to(crate::pages::device::submit)),
    )
    .service(
        resource(paths::CONSOLE, "GET").route(web::get().to(crate::pages::console::overview::page)),
    )
    .service(
        resource(paths::CONSOLE_USERS, "GET")
            .route(web::get().to(crate::pages::console::users::list)),
    )
    .service(
        resource(paths::CONSOLE_USER, "GET, POST")
            .route(web::get().to(crate::pages::console::user_page::page))
            .route(web::post().to(crate::pages::console::user_actions::act)),
    )
    .service(
        resource(paths::CONSOLE_CLIENTS, "GET, POST")
            .route(web::get().to(crate::pages::console::clients::list))
            .route(web::post().to(crate::pages::console::clients::create)),
    )
    .service(
        resource(paths::CONSOLE_CLIENT, "GET, POST")
            .route(web::get().to(crate::pages::console::client_page::page))
            .route(web::post().to(crate::pages::console::client_page::act)),
    )
    .service(
        resource(paths::CONSOLE_APIS, "GET, POST")
            .route(web::get().to(crate::pages::console::integrations::apis))
            .route(web::post().to(crate::pages::console::integrations::create_api)),
    )
    .service(
        resource(paths::CONSOLE_WEBHOOKS, "GET, POST")
            .route(web::get().to(crate::pages::console::integrations::webhooks))
            .route(web::post().to(crate::pages::console::integrations::change_webhooks)),
    )
    .service(
        resource(paths::CONSOLE_WEBHOOK, "GET, POST")
            .route(web::get().to(crate::pages::console::integrations::deliveries))
            .route(web::post().to(crate::pages::console::integrations::replay)),
    )
    .service(
        resource(paths::CONSOLE_AUDIT, "GET")
            .route(web::get().to(crate::pages::console::records::audit)),
    )
    .service(
        resource(paths::CONSOLE_KEYS, "GET, POST")
            .route(web::get().to(crate::pages::console::records::keys))
            .route(web::post().to(crate::pages::console::records::rotate)),
    )
    .service(
        resource(paths::CONSOLE_SETTINGS, "GET")
            .route(web::get().to(crate::pages::console::records::settings)),
    )
    .service(
        resource(paths::DISCOVERY, "GET").route(web::get().to(crate::oauth::discovery::discovery)),
    )
    .service(
        resource(paths::HEALTH_ALIVE, "GET").route(web::get().to(crate::operations::health::alive)),
    )
    .service(
        resource(paths::HEALTH_READY, "GET").route(web::get().to(crate::operations::health::ready)),
    )
    .default_service(web::to(not_found));
    if metrics_enabled {
        cfg.service(
            resource(paths::METRICS, "GET")
                .route(web::get().to(crate::operations::health::metrics)),
        );
    }
    if admin_enabled {
        cfg.service(
            web::scope(paths::ADMIN)
                .wrap(actix_web::middleware::from_fn(crate::admin::guard::guard))
                .service(
                    resource(admin_path(paths::ADMIN_CLIENTS), "GET, POST")
                        .route(web::get().to(crate::admin::clients::list_clients))
                        .route(web::post().to(crate::admin::clients::create_client)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_CLIENT_SECRET), "POST")
                        .route(web::post().to(crate::admin::clients::rotate_client_secret)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_CLIENT_DISABLE), "POST")
                        .route(web::post().to(crate::admin::clients::disable_client)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USERS), "GET, POST")
                        .route(web::get().to(crate::admin::users::list_users))
                        .route(web::post().to(crate::admin::users::create_user)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER), "GET, DELETE")
                        .route(web::get().to(crate::admin::users::get_user))
                        .route(web::delete().to(crate::admin::users::delete_user)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_ROLE), "PUT")
                        .route(web::put().to(crate::admin::users::set_role)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_DISABLE), "POST")
                        .route(web::post().to(crate::admin::users::disable_user)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_PASSWORD), "POST")
                        .route(web::post().to(crate::admin::users::set_password)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_REVOKE_SESSIONS), "POST")
                        .route(web::post().to(crate::admin::users::revoke_sessions)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_FACTORS), "GET, DELETE")
                        .route(web::get().to(crate::admin::users::list_factors))
                        .route(web::delete().to(crate::admin::users::reset_factors)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_LINKS), "GET")
                        .route(web::get().to(crate::admin::users::list_links)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_LINK), "DELETE")
                        .route(web::delete().to(crate::admin::users::unlink)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_KEYS_ROTATE), "POST")
                        .route(web::post().to(crate::admin::keys::rotate_keys)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_AUDIT), "GET")
                        .route(web::get().to(crate::admin::audit::list_audit)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_RESOURCES), "GET, POST")
                        .route(web::get().to(crate::admin::resources::list))
                        .route(web::post().to(crate::admin::resources::create)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_CLIENT_GRANTS), "GET, POST")
                        .route(web::get().to(crate::admin::resources::grants))
                        .route(web::post().to(crate::admin::resources::grant)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_WEBHOOKS), "GET, POST")
                        .route(web::get().to(crate::admin::webhooks::list))
                        .route(web::post().to(crate::admin::webhooks::create)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_WEBHOOK), "DELETE")
                        .route(web::delete().to(crate::admin::webhooks::delete)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_WEBHOOK_DELIVERIES), "GET")
                        .route(web::get().to(crate::admin::webhooks::deliveries)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_WEBHOOK_REPLAY), "POST")
                        .route(web::post().to(crate::admin::webhooks::replay)),
                )
                .default_service(web::to(not_found)),
        );
    }
}

/// An admin path relative to the admin scope.
fn admin_path(full: &'static str) -> &'static str {
    full.strip_prefix(paths::ADMIN).unwrap_or(full)
}

/// A resource whose other methods answer 405 with `Allow`.
fn resource(path: &str, allow: &'static str) -> actix_web::Resource {
    web::resource(path).default_service(web::to(move || async move {
        Err::<HttpResponse, _>(
            ApiError::new(StatusCode::METHOD_NOT_ALLOWED, ResultCode::MethodNotAllowed)
                .header(header::ALLOW, allow),
        )
    }))
}

async fn not_found() -> Result<HttpResponse, ApiError> {
    Err(ApiError::new(StatusCode::NOT_FOUND, ResultCode::NotFound))
}

/// Maps the JSON extractor's failures to our errors.
fn json_error(error: JsonPayloadError) -> ApiError {
    match error {
        JsonPayloadError::OverflowKnownLength { .. } | JsonPayloadError::Overflow { .. } => {
            ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, ResultCode::PayloadTooLarge)
        }
        JsonPayloadError::ContentType => {
            ApiError::invalid_request("Content-Type must be application/json")
        }
        JsonPayloadError::Deserialize(e) => ApiError::invalid_request(describe_json_error(&e)),
        other => ApiError::invalid_request(format!("the request body could not be read: {other}")),
    }
}

/// A short description of a body that is not the expected JSON. It goes
/// into the answer and, with it, into debug logs: so no value of the
/// request may appear in it, of any type (a password sent as a number
/// would otherwise be echoed by serde's "invalid type: integer `…`").
fn describe_json_error(error: &serde_json::Error) -> String {
    use serde_json::error::Category;
    match error.classify() {
        Category::Syntax | Category::Eof => format!(
            "the body is not valid JSON (line {}, column {})",
            error.line(),
            error.column()
        ),
        Category::Data => format!(
            "the body does not have the expected fields: {}",
            without_values(&error.to_string())
        ),
        Category::Io => "the body could not be read".into(),
    }
}

/// serde's data error without the request's values: "invalid type:
/// integer `123`, expected a string" becomes "invalid type: integer,
/// expected a string"; an unknown field's or variant's name (the
/// client's text) is dropped too. Our own field names stay.
fn without_values(message: &str) -> String {
    // Drop serde_json's position suffix first.
    let message = message.split(" at line ").next().unwrap_or_default();
    let (head, expected) = match message.split_once(", expected ") {
        Some((head, expected)) => (head, Some(expected)),
        None => (message, None),
    };
    let head = if let Some(rest) = head.strip_prefix("invalid type: ") {
        // The kind is serde's first words ("integer", "string", "floating
        // point", "boolean", "map", "sequence", "null", ...).
        let kind = rest.split([' ', '`', '"']).next().unwrap_or("value");
        let kind = if rest.starts_with("floating point") {
            "floating point"
        } else {
            kind
        };
        format!("invalid type: {kind}")
    } else if head.starts_with("invalid value") {
        "invalid value".to_owned()
    } else if head.starts_with("invalid length") {
        "invalid length".to_owned()
    } else if head.starts_with("unknown field") {
        "unknown field".to_owned()
    } else if head.starts_with("unknown variant") {
        "unknown variant".to_owned()
    } else if let Some(field) = head.strip_prefix("missing field ") {
        format!("missing field {field}")
    } else if let Some(field) = head.strip_prefix("duplicate field ") {
        format!("duplicate field {field}")
    } else {
        "a value of the wrong type".to_owned()
    };
    match expected {
        // What was expected is ours (a type or our variants' names).
        Some(expected) => format!("{head}, expected {expected}"),
        None => head,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Body {
        password: String,
        kind: Option<Kind>,
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Kind {
        A,
    }

    fn described(json: &str) -> String {
        let error = serde_json::from_str::<Body>(json).expect_err("not a Body");
        describe_json_error(&error)
    }

    #[test]
    fn no_request_value_of_any_type_is_echoed() {
        for (body, secret) in [
            (r#"{"password": 9876543210}"#, "9876543210"),
            (r#"{"password": -12.75e3}"#, "12750"),
            (r#"{"password": true}"#, "true"),
            (r#"{"password": ["hunter2"]}"#, "hunter2"),
            (r#"{"password": {"x": "hunter2"}}"#, "hunter2"),
            (r#"{"password": "p", "kind": "hunter2"}"#, "hunter2"),
            (r#"{"password": "p", "hunter2": 1}"#, "hunter2"),
        ] {
            let text = described(body);
            assert!(!text.contains(secret), "{body} gave {text}");
            assert!(
                text.starts_with("the body does not have the expected fields"),
                "{text}"
            );
        }
        assert!(
            described(r#"{"password": 1}"#).contains("invalid type: integer, expected a string")
        );
        assert!(described("{}").contains("missing field `password`"));
    }
}
