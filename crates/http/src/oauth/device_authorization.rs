//! RFC 8628 3.1 and 3.2: a device asks to be connected and gets a device
//! code to poll with and a user code to show. The verification page is
//! [`crate::pages::oauth::device`]; polling is the token endpoint's
//! ([`crate::oauth::token`]).

use accounts_domain::records::DeviceRequester;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::common::blocking::blocking;
use crate::common::error::OAuthError;
use crate::common::extract::{BasicCredentials, ClientIp, Locale, UserAgent};
use crate::common::respond::no_store;
use crate::common::state::AppState;
use crate::paths;
use accounts_service::use_cases::device_grant;

/// RFC 8628 3.1: the device's request (form).
#[derive(Debug, Deserialize, ToSchema)]
pub struct DeviceAuthorizationForm {
    /// A public client's id, or `client_secret_post`'s.
    #[serde(default)]
    client_id: Option<String>,
    /// `client_secret_post`.
    #[serde(default)]
    client_secret: Option<String>,
    /// Space-separated, within the client's (default: the client's).
    #[serde(default)]
    #[schema(value_type = Option<crate::schema::ScopesOrEmptyText>)]
    scope: Option<String>,
}

/// RFC 8628 3.2: what the device shows and polls with.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct DeviceAuthorizationResponse {
    /// The device's secret for polling the token endpoint.
    device_code: String,
    /// What the user types: 8 letters, shown as `XXXX-XXXX`.
    #[schema(example = "BCDF-GHJK")]
    user_code: String,
    /// Where the user types it.
    verification_uri: String,
    /// The same page with the code filled in (for a QR code).
    verification_uri_complete: String,
    /// Seconds until both codes expire.
    #[schema(example = 600)]
    expires_in: i64,
    /// Seconds to wait between polls.
    #[schema(example = 5)]
    interval: i64,
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/device/code",
    tag = "oauth",
    request_body(content = DeviceAuthorizationForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "A device code for polling and a user code to show", body = DeviceAuthorizationResponse),
        (status = 400, description = "invalid_request or invalid_scope", body = crate::common::error::OAuthErrorBody),
        (status = 401, description = "invalid_client", body = crate::common::error::OAuthErrorBody, headers(("WWW-Authenticate" = String))),
        crate::common::failures::OAuthBodyFailures,
    ),
    security((), ("client_basic" = []))
)]
/// `POST /accounts/oauth2/v1/device/code`: a device asks to be connected.
pub(crate) async fn start(
    state: web::Data<AppState>,
    req: HttpRequest,
    basic: BasicCredentials,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    payload: web::Payload,
) -> Result<HttpResponse, OAuthError> {
    let form: DeviceAuthorizationForm = crate::common::form::read_form(&req, payload).await?;
    let (client_id, client_secret) = basic
        .or_body(form.client_id, form.client_secret)?
        .ok_or_else(|| OAuthError::invalid_client("client authentication is required"))?;
    let requester = DeviceRequester {
        user_agent,
        ip,
        locale: locale.pick(None),
    };
    let accounts = state.accounts.clone();
    let scope = form.scope;
    let started = blocking(move || {
        device_grant::start_device_authorization(
            &accounts,
            &client_id,
            client_secret.as_deref(),
            scope.as_deref(),
            requester,
        )
    })
    .await?;
    let verification_uri = format!("{}{}", state.issuer(), paths::DEVICE_VERIFICATION);
    let user_code = started.user_code.display();
    let complete = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("user_code", &user_code)
        .finish();
    Ok(no_store(HttpResponse::Ok().json(
        DeviceAuthorizationResponse {
            device_code: started.device_code.expose().to_owned(),
            verification_uri_complete: format!("{verification_uri}?{complete}"),
            verification_uri,
            user_code,
            expires_in: started.expires_in.whole_seconds(),
            interval: started.interval.whole_seconds(),
        },
    )))
}
