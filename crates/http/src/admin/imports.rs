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
use crate::common::language::t;
use crate::common::state::AppState;

use super::guard::{AdminFailures, admin, ok};

/// The import's options, every one optional text: the use case checks
/// them (as it does the CLI's flags).
#[derive(Default, Deserialize, IntoParams)]
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
    #[param(pattern = "^(true|false)?$")]
    dry_run: Option<String>,
    /// `true`: raise the writes' webhook events (`user.created`, ...).
    #[param(pattern = "^(true|false)?$")]
    events: Option<String>,
    /// A Firebase project's signer key (standard base64).
    firebase_signer_key: Option<String>,
    /// Its salt separator (standard base64).
    firebase_salt_separator: Option<String>,
    /// Its rounds.
    firebase_rounds: Option<String>,
    /// Its mem cost.
    firebase_mem_cost: Option<String>,
}

/// The signer key is a secret: never in a log line.
impl std::fmt::Debug for ImportParams {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ImportParams")
            .field("format", &self.format)
            .field("on_conflict", &self.on_conflict)
            .finish_non_exhaustive()
    }
}

impl ImportParams {
    fn options(self) -> Result<ImportOptions, ApiError> {
        let flag = |name: &str, value: Option<String>| match value.as_deref() {
            None | Some("" | "false") => Ok(false),
            Some("true") => Ok(true),
            Some(_) => Err(ApiError::invalid_request(format!(
                "{name} must be true or false"
            ))),
        };
        ImportOptions::read(&ImportNames {
            format: self.format,
            on_conflict: self.on_conflict,
            dry_run: flag("dryRun", self.dry_run)?,
            events: flag("events", self.events)?,
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
        description = "The export file, as it is: NDJSON (ours, Auth0's) or a JSON document (Keycloak's realm export, Firebase's auth:export); any Content-Type is read the same way (application/x-ndjson too)",
        content(
            (String = "text/plain"),
            (String = "application/json"),
        )
    ),
    responses(
        (status = 200, description = "OK: the report (a dry run's says what would be done)", body = crate::admin::bodies::AdminOk<accounts_service::use_cases::import::ImportReport>),
        (status = 400, description = "INVALID_REQUEST: an option that does not validate, or a file that is empty or whose format cannot be told", body = accounts_domain::api::ErrorResponse),
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
    mut payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    // Read here, not by actix's extractor: a parameter given twice is
    // this API's 400, not a plain-text one.
    let options = serde_urlencoded::from_str::<ImportParams>(request.query_string())
        .map_err(|_| ApiError::invalid_request(t("api-admin-parameters-once")))?
        .options()?;
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
    let (chunks, body) = mpsc::channel::<Piece>(8);
    let accounts = state.accounts.clone();
    let work = blocking(move || {
        import::import_into(&accounts, BodyReader::new(body), &options, admin(&ip))
    });
    let receive = async move {
        let mut read: u64 = 0;
        loop {
            let next = tokio::select! {
                // The import ended early (a failure, a file whose format
                // does not show): stop reading the body.
                () = chunks.closed() => return,
                next = std::future::poll_fn(|cx| std::pin::Pin::new(&mut payload).poll_next(cx)) => next,
            };
            let piece = match next {
                None => Piece::End,
                Some(Err(e)) => Piece::Broken(e.to_string()),
                Some(Ok(bytes)) => {
                    read = read.saturating_add(bytes.len() as u64);
                    if read > limit {
                        Piece::Broken(format!(
                            "the body is longer than admin.import_max_mb ({} MiB)",
                            limit / (1024 * 1024)
                        ))
                    } else {
                        Piece::Data(bytes)
                    }
                }
            };
            let last = !matches!(piece, Piece::Data(_));
            if chunks.send(piece).await.is_err() || last {
                return;
            }
        }
    };
    let (report, ()) = tokio::join!(work, receive);
    Ok(ok(report?))
}

/// What the body reader hands the import: a chunk, the end of the body,
/// or why it broke off. The end is said: a body whose sender went away
/// without it (the client disconnected) did not end, it broke off.
enum Piece {
    Data(Bytes),
    End,
    Broken(String),
}

/// The body's chunks as a reader for the blocking import.
struct BodyReader {
    chunks: mpsc::Receiver<Piece>,
    current: Bytes,
    ended: bool,
}

impl BodyReader {
    fn new(chunks: mpsc::Receiver<Piece>) -> Self {
        Self {
            chunks,
            current: Bytes::new(),
            ended: false,
        }
    }
}

impl Read for BodyReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.current.is_empty() {
            if self.ended {
                return Ok(0);
            }
            match self.chunks.blocking_recv() {
                Some(Piece::Data(bytes)) => self.current = bytes,
                Some(Piece::End) => self.ended = true,
                Some(Piece::Broken(why)) => return Err(io::Error::other(why)),
                None => {
                    return Err(io::Error::new(
                        io::ErrorKind::UnexpectedEof,
                        "the request body broke off",
                    ));
                }
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
