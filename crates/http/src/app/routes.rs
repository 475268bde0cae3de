//! The routing table of every face, and the request-level error handling: every failure, including
//! malformed bodies (`json_errors`), unknown paths and wrong methods, is a
//! JSON error with a `code` (docs/api.md), never actix's default text.

use accounts_domain::codes::ResultCode;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};

use crate::app::json_errors::{UnknownField, json_config};
use crate::common::error::ApiError;
use crate::common::respond::resource;
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
    cfg.app_data(json_config(body_limit, UnknownField::Unnamed))
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
        .service(
            resource(paths::USERINFO, "GET").route(web::get().to(crate::seed::profile::userinfo)),
        )
        .service(
            resource(paths::SESSIONINFO, "GET")
                .route(web::get().to(crate::seed::profile::sessioninfo)),
        )
        .service(
            resource(paths::OIDC_USERINFO, "GET, POST")
                .route(web::get().to(crate::oauth::userinfo::get))
                .route(web::post().to(crate::oauth::userinfo::post)),
        )
        .service(resource(paths::OPENAPI, "GET").route(web::get().to(crate::app::openapi::openapi)))
        .service(resource(paths::JWKS, "GET").route(web::get().to(crate::oauth::discovery::jwks)))
        .service(
            resource(paths::REVOKE, "POST").route(web::post().to(crate::oauth::revoke::revoke)),
        )
        .service(
            resource(paths::INTROSPECT, "POST")
                .route(web::post().to(crate::oauth::introspect::introspect)),
        )
        .service(resource(paths::PAR, "POST").route(web::post().to(crate::oauth::par::push)))
        .service(
            resource(paths::LOGIN, "POST")
                .route(web::post().to(crate::native_apps::sign_in::login)),
        )
        .service(
            resource(paths::LOGIN_MFA, "POST")
                .route(web::post().to(crate::native_apps::sign_in::login_mfa)),
        )
        .service(
            resource(paths::LOGIN_CODE, "POST")
                .route(web::post().to(crate::native_apps::sign_in_codes::ask)),
        )
        .service(
            resource(paths::CODE_LOGIN, "GET, POST")
                .route(web::get().to(crate::pages::sign_in::codes::ask_page))
                .route(web::post().to(crate::pages::sign_in::codes::ask)),
        )
        .service(
            resource(paths::CODE_LOGIN_ANSWER, "POST")
                .route(web::post().to(crate::pages::sign_in::codes::answer)),
        )
        .service(
            resource(paths::CODE_LINK_PAGE, "GET, POST")
                .route(web::get().to(crate::pages::sign_in::codes::link_page))
                .route(web::post().to(crate::pages::sign_in::codes::link_sign_in)),
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
            resource(paths::ORGANIZATION_LOGIN, "GET")
                .route(web::get().to(crate::pages::sign_in::organization::find)),
        )
        .service(
            resource(paths::UPSTREAM_START, "GET, POST")
                .route(web::get().to(crate::pages::sign_in::upstream::start))
                .route(web::post().to(crate::pages::sign_in::upstream::start_link)),
        )
        .service(
            resource(paths::UPSTREAM_CALLBACK, "GET, POST")
                .route(web::get().to(crate::pages::sign_in::upstream::callback))
                .route(web::post().to(crate::pages::sign_in::upstream::callback_post)),
        )
        .service(
            resource(paths::LOGOUT, "POST")
                .route(web::post().to(crate::native_apps::sign_in::logout)),
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
                .route(web::get().to(crate::pages::account::export::download)),
        )
        .service(
            resource(paths::EXPORT, "GET").route(web::get().to(crate::native_apps::export::export)),
        )
        .service(
            resource(paths::ORGANIZATION_ADMIN_PAGE, "GET, POST")
                .route(web::get().to(crate::pages::organizations::admin::show))
                .route(web::post().to(crate::pages::organizations::admin::change)),
        )
        .service(
            resource(paths::INVITATION_PAGE, "GET, POST")
                .route(web::get().to(crate::pages::organizations::invitation::show))
                .route(web::post().to(crate::pages::organizations::invitation::answer)),
        )
        .service(
            resource(paths::OWN_ORGANIZATIONS, "GET")
                .route(web::get().to(crate::native_apps::organizations::list)),
        )
        .service(
            resource(paths::OWN_ACCOUNT, "DELETE")
                .route(web::delete().to(crate::native_apps::export::delete_account)),
        )
        .service(
            resource(paths::ACCOUNT_DELETE, "GET, POST")
                .route(web::get().to(crate::pages::account::delete::confirm))
                .route(web::post().to(crate::pages::account::delete::delete)),
        )
        .service(
            resource(paths::DELETE_ACCOUNT_INFO, "GET")
                .route(web::get().to(crate::pages::account::delete::explain)),
        )
        .service(
            resource(paths::LANGUAGE, "GET").route(web::get().to(crate::pages::language::pick)),
        )
        .service(
            resource(paths::ACCOUNT_PAGE, "GET, POST")
                .route(web::get().to(crate::pages::account::page::page))
                .route(web::post().to(crate::pages::account::page::submit)),
        )
        .service(
            resource(paths::SIGNUP_PAGE, "GET, POST")
                .route(web::get().to(crate::pages::lifecycle::signup_reset::signup))
                .route(web::post().to(crate::pages::lifecycle::signup_reset::signup_submit)),
        )
        .service(
            resource(paths::VERIFY_PAGE, "GET, POST")
                .route(web::get().to(crate::pages::lifecycle::confirmation::verify))
                .route(web::post().to(crate::pages::lifecycle::confirmation::verify_submit)),
        )
        .service(
            resource(paths::FORGOT_PAGE, "GET, POST")
                .route(web::get().to(crate::pages::lifecycle::signup_reset::forgot))
                .route(web::post().to(crate::pages::lifecycle::signup_reset::forgot_submit)),
        )
        .service(
            resource(paths::RESET_PAGE, "GET, POST")
                .route(web::get().to(crate::pages::lifecycle::signup_reset::reset))
                .route(web::post().to(crate::pages::lifecycle::signup_reset::reset_submit)),
        )
        .service(
            resource(paths::CODE, "POST").route(web::post().to(crate::native_apps::sign_in::code)),
        )
        .service(
            resource(paths::ID_TOKEN, "POST")
                .route(web::post().to(crate::native_apps::sign_in::id_token)),
        )
        .service(
            resource(paths::AUTHORIZE, "GET, POST")
                .route(web::get().to(crate::pages::oauth::authorize::authorize))
                .route(web::post().to(crate::pages::sign_in::login::sign_in)),
        )
        .service(
            resource(paths::AUTHORIZE_MFA, "POST")
                .route(web::post().to(crate::pages::sign_in::login::second_factor)),
        )
        .service(
            resource(paths::AUTHORIZE_CONSENT, "POST")
                .route(web::post().to(crate::pages::oauth::consent::decide)),
        )
        .service(
            resource(paths::AUTHORIZE_PASSKEY, "POST")
                .route(web::post().to(crate::pages::sign_in::passkeys::authorize)),
        )
        .service(
            resource(paths::ACCOUNT_PASSKEY_OPTIONS, "POST")
                .route(web::post().to(crate::pages::account::factors::registration_options)),
        )
        .service(
            resource(paths::PASSKEYS_SCRIPT, "GET")
                .route(web::get().to(crate::pages::sign_in::passkeys::script)),
        )
        .service(
            resource(paths::BROWSER_LOGOUT, "GET, POST")
                .route(web::get().to(crate::pages::oauth::logout::logout_page))
                .route(web::post().to(crate::pages::oauth::logout::logout)),
        )
        .service(
            resource(paths::DEVICE_AUTHORIZATION, "POST")
                .route(web::post().to(crate::oauth::device_authorization::start)),
        )
        .service(
            resource(paths::DEVICE_VERIFICATION, "GET, POST")
                .route(web::get().to(crate::pages::oauth::device::page))
                .route(web::post().to(crate::pages::oauth::device::submit)),
        )
        .service(
            resource(paths::CONSOLE, "GET")
                .route(web::get().to(crate::pages::console::overview::page)),
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
            resource(paths::CONSOLE_ORGANIZATIONS, "GET, POST")
                .route(web::get().to(crate::pages::console::organizations::list))
                .route(web::post().to(crate::pages::console::organizations::create)),
        )
        .service(
            resource(paths::CONSOLE_ORGANIZATION, "GET, POST")
                .route(web::get().to(crate::pages::console::organizations::page))
                .route(web::post().to(crate::pages::console::organizations::act)),
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
            resource(paths::DISCOVERY, "GET")
                .route(web::get().to(crate::oauth::discovery::discovery)),
        )
        .service(
            resource(paths::HEALTH_ALIVE, "GET")
                .route(web::get().to(crate::operations::health::alive)),
        )
        .service(
            resource(paths::HEALTH_READY, "GET")
                .route(web::get().to(crate::operations::health::ready)),
        )
        .default_service(web::to(not_found));
    crate::scim::configure(cfg);
    crate::ssf::configure(cfg);
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
                .app_data(json_config(body_limit, UnknownField::Named))
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
                    resource(admin_path(paths::ADMIN_USERS_IMPORT), "POST")
                        .route(web::post().to(crate::admin::imports::import_users)),
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
                    resource(admin_path(paths::ADMIN_USER_ENABLE), "POST")
                        .route(web::post().to(crate::admin::users::enable_user)),
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
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATIONS), "GET, POST")
                        .route(web::get().to(crate::admin::organizations::list))
                        .route(web::post().to(crate::admin::organizations::create)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION), "GET, PATCH, DELETE")
                        .route(web::get().to(crate::admin::organizations::get))
                        .route(web::patch().to(crate::admin::organizations::update))
                        .route(web::delete().to(crate::admin::organizations::delete)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_MEMBERS), "GET, POST")
                        .route(web::get().to(crate::admin::organization_members::list))
                        .route(web::post().to(crate::admin::organization_members::add)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_MEMBER), "PUT, DELETE")
                        .route(web::put().to(crate::admin::organization_members::set))
                        .route(web::delete().to(crate::admin::organization_members::remove)),
                )
                .service(
                    resource(
                        admin_path(paths::ADMIN_ORGANIZATION_INVITATIONS),
                        "GET, POST",
                    )
                    .route(web::get().to(crate::admin::organization_invitations::list))
                    .route(web::post().to(crate::admin::organization_invitations::invite)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_INVITATION), "DELETE")
                        .route(web::delete().to(crate::admin::organization_invitations::revoke)),
                )
                .service(
                    resource(
                        admin_path(paths::ADMIN_ORGANIZATION_INVITATION_RESEND),
                        "POST",
                    )
                    .route(web::post().to(crate::admin::organization_invitations::resend)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_DOMAINS), "GET, POST")
                        .route(web::get().to(crate::admin::organization_domains::list))
                        .route(web::post().to(crate::admin::organization_domains::add)),
                )
                .service(
                    resource(
                        admin_path(paths::ADMIN_ORGANIZATION_DOMAIN),
                        "PATCH, DELETE",
                    )
                    .route(web::patch().to(crate::admin::organization_domains::update))
                    .route(web::delete().to(crate::admin::organization_domains::delete)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_DOMAIN_VERIFY), "POST")
                        .route(web::post().to(crate::admin::organization_domains::verify)),
                )
                .service(
                    resource(
                        admin_path(paths::ADMIN_ORGANIZATION_SIGN_IN),
                        "PUT, GET, DELETE",
                    )
                    .route(web::put().to(crate::admin::organization_sign_in::put))
                    .route(web::get().to(crate::admin::organization_sign_in::get))
                    .route(web::delete().to(crate::admin::organization_sign_in::delete)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_SCIM), "GET, POST")
                        .route(web::get().to(crate::admin::scim_connections::list))
                        .route(web::post().to(crate::admin::scim_connections::create)),
                )
                .service(
                    resource(
                        admin_path(paths::ADMIN_ORGANIZATION_SCIM_CONNECTION),
                        "DELETE",
                    )
                    .route(web::delete().to(crate::admin::scim_connections::revoke)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_SCIM_ROTATE), "POST")
                        .route(web::post().to(crate::admin::scim_connections::rotate)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_GROUP_ROLES), "PUT")
                        .route(web::put().to(crate::admin::scim_connections::group_roles)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_ROLES), "GET, POST")
                        .route(web::get().to(crate::admin::organizations::list_roles))
                        .route(web::post().to(crate::admin::organizations::create_role)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_ORGANIZATION_ROLE), "DELETE")
                        .route(web::delete().to(crate::admin::organizations::delete_role)),
                )
                .default_service(web::to(not_found)),
        );
    }
}

/// An admin path relative to the admin scope.
fn admin_path(full: &'static str) -> &'static str {
    full.strip_prefix(paths::ADMIN).unwrap_or(full)
}

async fn not_found() -> Result<HttpResponse, ApiError> {
    Err(ApiError::new(StatusCode::NOT_FOUND, ResultCode::NotFound))
}
