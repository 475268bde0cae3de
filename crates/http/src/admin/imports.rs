//! `POST /accounts/admin/v1/users/import`: users brought in from another
//! identity provider, the export file as the body (docs/api.md). The body
//! is streamed into the import as it arrives: a file of 500 MB takes no
//! more memory than one of 5 KB.

use std::io::{self, Read};

use accounts_service::use_cases::import::{self, ImportError, ImportNames, ImportOptions};
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, web};
use futures_core::Stream as _;
use serde::Deserialize;
use tokio::sync::mpsc;
use utoipa::IntoParams;

use accounts_domain::codes::ResultCode;

use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::ClientIp;
use crate::common::state::AppState;

use super::guard::{AdminFailures, admin, ok};

/// The import's options, every one optional text: the use case checks
/// them (as it does the CLI's flags).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ImportParams {
    /// `ndjson`, `keycloak`, `auth0` or `firebase`; absent: told from
    /// the file's start (the report's `format` says which).
    #[param(pattern = "^(ndjson|keycloak|auth0|firebase)?$")]
    format: Option<String>,
    /// What a user whose address has an account does: `skip` (default),
    /// `update`, or `fail` (the whole import commits nothing on the
    /// first conflict).
    #[param(pattern = "^(skip|update|fail)?$")]
    on_conflict: Option<String>,
    /// `true`: check every line, write nothing.
    dry_run: Option<bool>,
    /// `true`: raise the writes' webhook events (`user.created`, ...).
    events: Option<bool>,
    /// A Firebase project's signer key (standard base64).
    firebase_signer_key: Option<String>,
    /// Its salt separator (standard base64).
    firebase_salt_separator: Option<String>,
    /// Its rounds.
    firebase_rounds: Option<String>,
    /// Its mem cost.
    firebase_mem_cost: Option<String>,
}

impl ImportParams {
    fn options(self) -> Result<ImportOptions, ApiError> {
        ImportOptions::read(&ImportNames {
            format: self.format,
            on_conflict: self.on_conflict,
            dry_run: self.dry_run.unwrap_or(false),
            events: self.events.unwrap_or(false),
            firebase_signer_key: self.firebase_signer_key,
            firebase_salt_separator: self.firebase_salt_separator,
            firebase_rounds: self.firebase_rounds,
            firebase_mem_cost: self.firebase_mem_cost,
        })
        .map_err(ApiError::invalid_request)
    }
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/users/import",
    tag = "admin",
    params(ImportParams),
    request_body(
        content = String,
        description = "The export file: NDJSON (ours, Auth0's) or a JSON document (Keycloak's realm export, Firebase's auth:export)",
        content_type = "application/x-ndjson"
    ),
    responses(
        (status = 200, description = "OK: the report (a dry run's says what would be done)", body = crate::admin::bodies::AdminOk<accounts_service::use_cases::import::ImportReport>),
        (status = 400, description = "INVALID_REQUEST: an option that does not validate, or a file whose format cannot be told", body = accounts_domain::api::ErrorResponse),
        (status = 413, description = "PAYLOAD_TOO_LARGE: a body longer than admin.import_max_mb", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /users/import`.
pub(crate) async fn import_users(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    request: HttpRequest,
    query: web::Query<ImportParams>,
    mut payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let options = query.into_inner().options()?;
    let limit = state.import_max_bytes;
    let declared = request
        .headers()
        .get(actix_web::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > limit) {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            ResultCode::PayloadTooLarge,
        ));
    }
    let (chunks, body) = mpsc::channel::<io::Result<Bytes>>(8);
    let accounts = state.accounts.clone();
    let work = blocking(move || {
        import::import_into(&accounts, BodyReader::new(body), &options, admin(&ip))
    });
    let receive = async move {
        let mut read: u64 = 0;
        while let Some(chunk) =
            std::future::poll_fn(|cx| std::pin::Pin::new(&mut payload).poll_next(cx)).await
        {
            let chunk = chunk
                .map_err(|e| io::Error::other(e.to_string()))
                .and_then(|bytes| {
                    read = read.saturating_add(bytes.len() as u64);
                    if read > limit {
                        Err(io::Error::other(format!(
                            "the body is longer than admin.import_max_mb ({} MiB)",
                            limit / (1024 * 1024)
                        )))
                    } else {
                        Ok(bytes)
                    }
                });
            let last = chunk.is_err();
            // The import stopped reading (it failed, or was stopped).
            if chunks.send(chunk).await.is_err() || last {
                break;
            }
        }
    };
    let (report, ()) = tokio::join!(work, receive);
    Ok(ok(report?))
}

/// The body's chunks as a reader for the blocking import.
struct BodyReader {
    chunks: mpsc::Receiver<io::Result<Bytes>>,
    current: Bytes,
}

impl BodyReader {
    fn new(chunks: mpsc::Receiver<io::Result<Bytes>>) -> Self {
        Self {
            chunks,
            current: Bytes::new(),
        }
    }
}

impl Read for BodyReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.current.is_empty() {
            match self.chunks.blocking_recv() {
                Some(chunk) => self.current = chunk?,
                None => return Ok(0),
            }
        }
        let n = buf.len().min(self.current.len());
        let taken = self.current.split_to(n);
        if let Some(into) = buf.get_mut(..n) {
            into.copy_from_slice(&taken);
        }
        Ok(n)
    }
}

/// 400 for a file or options that cannot be imported; storage failures as
/// everywhere.
impl From<ImportError> for ApiError {
    fn from(error: ImportError) -> Self {
        match error {
            ImportError::Repo(e) => e.into(),
            other => Self::invalid_request(other.to_string()),
        }
    }
}
