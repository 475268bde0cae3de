//! userinfo and sessioninfo: bearer-authenticated reads.

use accounts_domain::api::{SessionData, SessionInfoResponse, UserData, UserInfoResponse};
use accounts_domain::claims::AccessTokenClaims;
use accounts_domain::codes::ResultCode;
use accounts_domain::repository::{RepoError, SessionRepository, UserRepository};
use accounts_domain::service::{BearerError, verify_bearer};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};

use crate::error::ApiError;
use crate::state::AppState;

/// The token of `Authorization: Bearer <token>` (scheme case-insensitive,
/// one or more spaces, RFC 7235).
pub(crate) fn bearer(req: &HttpRequest) -> Result<String, ApiError> {
    let invalid = || ApiError::bearer(ResultCode::InvalidToken);
    let value = req
        .headers()
        .get(header::AUTHORIZATION)
        .ok_or_else(invalid)?;
    let value = value.to_str().map_err(|_| invalid())?;
    let (scheme, token) = value.split_once(' ').ok_or_else(invalid)?;
    let token = token.trim_start_matches(' ');
    if !scheme.eq_ignore_ascii_case("bearer") || token.is_empty() || token.contains(' ') {
        return Err(invalid());
    }
    Ok(token.to_owned())
}

/// Verifies the bearer token (blocking: may load a client record).
fn authenticate(state: &AppState, token: &str) -> Result<AccessTokenClaims, ApiError> {
    let mut lookup_error: Option<RepoError> = None;
    let ring = state.key_ring();
    let result = verify_bearer(
        token,
        &ring,
        &state.issuer,
        |id| match state.client(id) {
            Ok(client) => client,
            Err(e) => {
                lookup_error = Some(e);
                None
            }
        },
        &*state.revocations(),
        state.clock.now(),
    );
    if let Some(e) = lookup_error {
        return Err(ApiError::from_repo(e));
    }
    result.map_err(|e| match e {
        BearerError::Expired => ApiError::bearer(ResultCode::ExpiredToken),
        BearerError::Invalid(reason) => {
            log::debug!("bearer token refused: {reason:?}");
            ApiError::bearer(ResultCode::InvalidToken)
        }
    })
}

pub(crate) async fn userinfo(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&req)?;
    let state = state.into_inner();
    let data = web::block(move || -> Result<UserData, ApiError> {
        let claims = authenticate(&state, &token)?;
        let view = claims
            .scope
            .userinfo_view()
            .ok_or_else(ApiError::insufficient_scope)?;
        let user = UserRepository::find(&state.db, claims.user_id)
            .map_err(ApiError::from_repo)?
            .filter(|u| u.enabled)
            .ok_or_else(|| ApiError::bearer(ResultCode::InvalidToken))?;
        match SessionRepository::touch(&state.db, claims.session_id, state.clock.now()) {
            Ok(()) => {}
            Err(RepoError::NotFound) => return Err(ApiError::bearer(ResultCode::InvalidToken)),
            Err(e) => return Err(ApiError::from_repo(e)),
        }
        Ok(UserData::of(&user, view))
    })
    .await??;
    Ok(HttpResponse::Ok().json(UserInfoResponse::new(data)))
}

pub(crate) async fn sessioninfo(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&req)?;
    let state = state.into_inner();
    let data = web::block(move || -> Result<SessionData, ApiError> {
        let claims = authenticate(&state, &token)?;
        if !claims.scope.allows_sessioninfo() {
            return Err(ApiError::insufficient_scope());
        }
        let session = SessionRepository::find(&state.db, claims.session_id)
            .map_err(ApiError::from_repo)?
            .filter(|s| s.revoked_at.is_none())
            .ok_or_else(|| ApiError::bearer(ResultCode::InvalidToken))?;
        Ok(SessionData::of(&session))
    })
    .await??;
    Ok(HttpResponse::Ok().json(SessionInfoResponse::new(data)))
}
