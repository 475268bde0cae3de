//! The account page's "Download your data": the export as a JSON file,
//! for the browser's session (docs/api.md, "Your own account").

use accounts_service::own_account::OwnAccountError;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};

use crate::common::blocking::{Blocked, blocking};
use crate::common::state::AppState;
use crate::pages::common::{see, session_cookie_value};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::paths;
use accounts_service::use_cases::self_service::export;

#[utoipa::path(
    get,
    path = "/accounts/account/export",
    tag = "browser",
    responses(
        (status = 200, description = "The user's data as a JSON file (an attachment): what GET /accounts/users/v1/export answers", content_type = "application/json", body = accounts_service::export::AccountExport),
        (status = 303, description = "Not signed in: to the account page, which asks for a sign-in", headers(("Location" = String))),
        PageFailures,
    )
)]
/// `GET /accounts/account/export`.
pub(crate) async fn download(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let Some(cookie) = session_cookie_value(&state, &req) else {
        return see(
            HttpResponse::build(StatusCode::SEE_OTHER),
            paths::ACCOUNT_PAGE,
        );
    };
    let accounts = state.accounts.clone();
    match blocking(move || export::export_own_account(&accounts, AccountToken::Cookie(&cookie)))
        .await
    {
        Ok(document) => HttpResponse::Ok()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .insert_header((
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"account-data.json\"",
            ))
            .json(document),
        Err(Blocked::Failed(OwnAccountError::InvalidAccountToken)) => see(
            HttpResponse::build(StatusCode::SEE_OTHER),
            paths::ACCOUNT_PAGE,
        ),
        Err(e) => e.page(),
    }
}
