//! The stream management API of SSF 1.0 (section 8.1): a receiver's one
//! stream made, read, updated, replaced and deleted; its status; its
//! subjects; verification. Answers are SSF's JSON objects.

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::keys::{KeyPurpose, KeyState, SigningKey};
use accounts_domain::repository::{RepoError, SigningKeyRepository, UserRepository};
use accounts_domain::shared_signals::{
    SecurityEventType, StreamDelivery, StreamRecord, StreamStatus, SubjectChange, SubjectFormat,
};
use serde::Deserialize;
use serde_json::{Value, json};
use time::Duration;

use crate::service::accounts::Accounts;
use crate::use_cases::manage::endpoint_url::parse_url;

use super::access::{Receiver, SsfError};

/// How long a receiver waits between two verification requests
/// (`min_verification_interval`), in seconds.
pub const MIN_VERIFICATION_INTERVAL: i64 = 60;
/// The most event types a stream asks for.
const MAX_EVENTS_REQUESTED: usize = 16;
/// The longest description kept, in characters (text with a NUL, which
/// PostgreSQL stores in no text column, is refused on both backends).
const MAX_DESCRIPTION: usize = 1024;
/// The longest `authorization_header`, in bytes.
const MAX_AUTHORIZATION: usize = 4096;

/// A stream's configuration as a receiver sends it: the members it may
/// set. What the transmitter sets (`iss`, `aud`, `events_supported`,
/// `events_delivered`, `min_verification_interval`) is ignored, so a
/// receiver may send back what it read.
#[derive(Debug, Default, Deserialize)]
struct StreamRequest {
    stream_id: Option<String>,
    delivery: Option<DeliveryRequest>,
    events_requested: Option<Vec<String>>,
    description: Option<String>,
    format: Option<String>,
}

#[derive(Debug, Deserialize)]
struct DeliveryRequest {
    method: String,
    endpoint_url: Option<String>,
    authorization_header: Option<String>,
}

fn parse<T: for<'de> Deserialize<'de>>(body: &[u8]) -> Result<T, SsfError> {
    serde_json::from_slice(body).map_err(|e| SsfError::Invalid(format!("the body: {e}")))
}

/// The poll endpoint: where a poll stream's receiver asks for events.
pub fn poll_url(issuer: &str) -> String {
    format!("{issuer}/accounts/ssf/poll")
}

/// The stream's configuration as SSF 1.0 8.1.1 shows it (never the push
/// `authorization_header`).
pub fn config_json(accounts: &Accounts, stream: &StreamRecord) -> Value {
    let issuer = &accounts.config().issuer;
    let endpoint = match &stream.delivery {
        StreamDelivery::Push { endpoint_url, .. } => endpoint_url.clone(),
        StreamDelivery::Poll => poll_url(issuer),
    };
    let mut config = json!({
        "stream_id": stream.id,
        "iss": issuer,
        "aud": stream.client_id.to_string(),
        "delivery": { "method": stream.delivery.method(), "endpoint_url": endpoint },
        "events_supported": SecurityEventType::SUPPORTED.map(SecurityEventType::uri),
        "events_requested": stream.events_requested,
        "events_delivered": stream.events_delivered.iter().map(|e| e.uri()).collect::<Vec<_>>(),
        "min_verification_interval": MIN_VERIFICATION_INTERVAL,
        "format": stream.format.as_str(),
    });
    if let (false, Some(members)) = (stream.description.is_empty(), config.as_object_mut()) {
        members.insert("description".into(), json!(stream.description));
    }
    config
}

/// The receiver's settings of a stream, checked: what create and replace
/// store (an update starts from the stored stream).
fn apply(
    accounts: &Accounts,
    stream: &mut StreamRecord,
    request: StreamRequest,
) -> Result<(), SsfError> {
    if let Some(delivery) = request.delivery {
        stream.delivery = checked_delivery(accounts, &stream.id, delivery)?;
    }
    if let Some(requested) = request.events_requested {
        let too_long = |e: &String| e.chars().count() > 256 || e.contains('\0');
        if requested.len() > MAX_EVENTS_REQUESTED || requested.iter().any(too_long) {
            return Err(SsfError::Invalid(format!(
                "events_requested: at most {MAX_EVENTS_REQUESTED} URIs of at most 256 characters"
            )));
        }
        let mut delivered: Vec<SecurityEventType> = Vec::new();
        for kind in requested
            .iter()
            .filter_map(|e| SecurityEventType::parse_supported_uri(e))
        {
            if !delivered.contains(&kind) {
                delivered.push(kind);
            }
        }
        if delivered.is_empty() {
            return Err(SsfError::Invalid(
                "events_requested names no supported event (see events_supported)".into(),
            ));
        }
        stream.events_requested = requested;
        stream.events_delivered = delivered;
    }
    if let Some(description) = request.description {
        // Shown to nobody but the receiver, as JSON: any text goes.
        if description.chars().count() > MAX_DESCRIPTION || description.contains('\0') {
            return Err(SsfError::Invalid(format!(
                "description: at most {MAX_DESCRIPTION} characters, no NUL"
            )));
        }
        stream.description = description;
    }
    if let Some(format) = request.format {
        stream.format = SubjectFormat::parse(&format)
            .ok_or_else(|| SsfError::Invalid("format must be iss_sub or email".into()))?;
    }
    Ok(())
}

fn checked_delivery(
    accounts: &Accounts,
    stream_id: &str,
    delivery: DeliveryRequest,
) -> Result<StreamDelivery, SsfError> {
    match delivery.method.as_str() {
        StreamDelivery::POLL => Ok(StreamDelivery::Poll),
        StreamDelivery::PUSH => {
            let url = delivery.endpoint_url.ok_or_else(|| {
                SsfError::Invalid("delivery.endpoint_url is required for push".into())
            })?;
            let endpoint_url = parse_url(&url, accounts.config().webhooks.destinations)
                .map_err(|e| SsfError::Invalid(format!("delivery.endpoint_url: {e}")))?;
            let authorization = match delivery.authorization_header {
                None => None,
                Some(header) => {
                    let printable = header.bytes().all(|b| (0x20..0x7f).contains(&b));
                    if header.is_empty() || header.len() > MAX_AUTHORIZATION || !printable {
                        return Err(SsfError::Invalid(format!(
                            "delivery.authorization_header: 1 to {MAX_AUTHORIZATION} printable ASCII characters"
                        )));
                    }
                    Some(
                        accounts
                            .config()
                            .master_key
                            .seal(&authorization_label(stream_id), header.as_bytes())?,
                    )
                }
            };
            Ok(StreamDelivery::Push {
                endpoint_url,
                authorization,
            })
        }
        other => Err(SsfError::Invalid(format!(
            "delivery.method {other:?} is not supported: use {} or {}",
            StreamDelivery::PUSH,
            StreamDelivery::POLL
        ))),
    }
}

/// The sealing label of a stream's push `authorization_header`.
pub(super) fn authorization_label(stream_id: &str) -> String {
    format!("ssf-authorization:{stream_id}")
}

/// The receiver's stream, when `asked` (a request's `stream_id`) names it.
fn own_stream(
    accounts: &Accounts,
    receiver: &Receiver,
    asked: Option<&str>,
) -> Result<StreamRecord, SsfError> {
    let asked = asked.ok_or_else(|| SsfError::Invalid("stream_id is required".into()))?;
    accounts
        .store
        .stream_of(receiver.client.id)?
        .filter(|s| s.id == asked)
        .ok_or(SsfError::NotFound)
}

/// `POST /streams`: makes the receiver's stream (201), a poll stream
/// unless `delivery` says otherwise; a second is a conflict. The first stream also makes the key that signs SETs.
pub fn create_stream(
    accounts: &Accounts,
    receiver: &Receiver,
    body: &[u8],
) -> Result<Value, SsfError> {
    // Without `delivery`, poll (SSF 1.0 8.1.1.1).
    let request: StreamRequest = parse(body)?;
    if accounts.store.stream_of(receiver.client.id)?.is_some() {
        return Err(SsfError::Conflict);
    }
    let now = accounts.clock.now();
    let mut stream = StreamRecord {
        id: accounts_domain::secrets::random_bytes::<16>()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect(),
        client_id: receiver.client.id,
        delivery: StreamDelivery::Poll,
        events_requested: SecurityEventType::SUPPORTED
            .map(|e| e.uri().to_owned())
            .to_vec(),
        events_delivered: SecurityEventType::SUPPORTED.to_vec(),
        format: SubjectFormat::IssSub,
        description: String::new(),
        status: StreamStatus::Enabled,
        reason: String::new(),
        verified_at: None,
        created_at: now,
        updated_at: now,
    };
    apply(accounts, &mut stream, request)?;
    ensure_event_key(accounts)?;
    accounts.store.insert_stream(&stream).map_err(|e| match e {
        RepoError::Conflict(_) => SsfError::Conflict,
        other => SsfError::Repo(other),
    })?;
    Ok(config_json(accounts, &stream))
}

/// Makes the security-event key when none signs yet; another instance
/// making it at the same moment is as good.
fn ensure_event_key(accounts: &Accounts) -> Result<(), SsfError> {
    if accounts.key_ring().signs_security_events() {
        return Ok(());
    }
    let store = &*accounts.store;
    let exists = SigningKeyRepository::list(store)?
        .iter()
        .any(|k| k.purpose == KeyPurpose::SecurityEvents && k.state == KeyState::Active);
    if !exists {
        let now = accounts.clock.now();
        let key = SigningKey::generate_for_security_events(now)?;
        let record = key.to_record(&accounts.config().master_key, KeyState::Active, now)?;
        match SigningKeyRepository::insert(store, &record) {
            Ok(()) | Err(RepoError::Conflict(_)) => {}
            Err(e) => return Err(e.into()),
        }
    }
    accounts.sync_after_change();
    Ok(())
}

/// `GET /streams`: the stream `stream_id` names, or (without it) a list
/// of the receiver's streams (its one, or none).
pub fn read_streams(
    accounts: &Accounts,
    receiver: &Receiver,
    stream_id: Option<&str>,
) -> Result<Value, SsfError> {
    match stream_id {
        Some(id) => Ok(config_json(
            accounts,
            &own_stream(accounts, receiver, Some(id))?,
        )),
        None => Ok(Value::Array(
            accounts
                .store
                .stream_of(receiver.client.id)?
                .iter()
                .map(|s| config_json(accounts, s))
                .collect(),
        )),
    }
}

/// `PATCH /streams` (`replace` false: the members sent change) and `PUT
/// /streams` (`replace` true: what is not sent returns to its default).
pub fn update_stream(
    accounts: &Accounts,
    receiver: &Receiver,
    body: &[u8],
    replace: bool,
) -> Result<Value, SsfError> {
    let mut request: StreamRequest = parse(body)?;
    let mut stream = own_stream(accounts, receiver, request.stream_id.as_deref())?;
    if replace {
        if request.delivery.is_none() {
            return Err(SsfError::Invalid("delivery is required".into()));
        }
        request.events_requested.get_or_insert_with(|| {
            SecurityEventType::SUPPORTED
                .map(|e| e.uri().to_owned())
                .to_vec()
        });
        request.description.get_or_insert_with(String::new);
        request.format.get_or_insert_with(|| "iss_sub".to_owned());
    }
    apply(accounts, &mut stream, request)?;
    stream.updated_at = accounts.clock.now();
    accounts.store.update_stream(&stream).map_err(|e| match e {
        RepoError::NotFound => SsfError::NotFound,
        other => SsfError::Repo(other),
    })?;
    Ok(config_json(accounts, &stream))
}

/// `DELETE /streams`: the stream goes with the events it held.
pub fn delete_stream(
    accounts: &Accounts,
    receiver: &Receiver,
    stream_id: Option<&str>,
) -> Result<(), SsfError> {
    own_stream(accounts, receiver, stream_id)?;
    accounts.store.delete_stream(receiver.client.id)?;
    Ok(())
}

fn status_json(stream: &StreamRecord) -> Value {
    let mut status = json!({ "stream_id": stream.id, "status": stream.status.as_str() });
    if let (false, Some(members)) = (stream.reason.is_empty(), status.as_object_mut()) {
        members.insert("reason".into(), json!(stream.reason));
    }
    status
}

/// `GET /streams/status`.
pub fn stream_status(
    accounts: &Accounts,
    receiver: &Receiver,
    stream_id: Option<&str>,
) -> Result<Value, SsfError> {
    Ok(status_json(&own_stream(accounts, receiver, stream_id)?))
}

#[derive(Debug, Deserialize)]
struct StatusRequest {
    stream_id: Option<String>,
    status: String,
    reason: Option<String>,
}

/// `POST /streams/status`: `enabled`, `paused` (events are held) or
/// `disabled` (events are dropped).
pub fn set_stream_status(
    accounts: &Accounts,
    receiver: &Receiver,
    body: &[u8],
) -> Result<Value, SsfError> {
    let request: StatusRequest = parse(body)?;
    let mut stream = own_stream(accounts, receiver, request.stream_id.as_deref())?;
    let status = StreamStatus::parse(&request.status)
        .ok_or_else(|| SsfError::Invalid("status must be enabled, paused or disabled".into()))?;
    let reason = request.reason.unwrap_or_default();
    if reason.chars().count() > MAX_DESCRIPTION || reason.contains('\0') {
        return Err(SsfError::Invalid(format!(
            "reason: at most {MAX_DESCRIPTION} characters, no NUL"
        )));
    }
    let now = accounts.clock.now();
    accounts
        .store
        .set_stream_status(receiver.client.id, status, &reason, now)
        .map_err(|e| match e {
            RepoError::NotFound => SsfError::NotFound,
            other => SsfError::Repo(other),
        })?;
    stream.status = status;
    stream.reason = reason;
    Ok(status_json(&stream))
}

#[derive(Debug, Deserialize)]
struct SubjectRequest {
    stream_id: Option<String>,
    subject: Value,
}

/// `POST /streams/subjects/add` and `…/remove`: the answer is the same
/// whether the subject names an account or not (no existence oracle).
pub fn change_subject(
    accounts: &Accounts,
    receiver: &Receiver,
    body: &[u8],
    add: bool,
) -> Result<(), SsfError> {
    let request: SubjectRequest = parse(body)?;
    let stream = own_stream(accounts, receiver, request.stream_id.as_deref())?;
    let Some(user) = subject_user(accounts, &request.subject)? else {
        return Ok(());
    };
    let change = if add {
        SubjectChange::Add(user)
    } else {
        SubjectChange::Remove(user)
    };
    accounts.store.change_subject(&stream.id, &change)?;
    Ok(())
}

/// The account a subject identifier names, if any; a malformed one or a
/// format this transmitter does not use is refused.
fn subject_user(accounts: &Accounts, subject: &Value) -> Result<Option<UserId>, SsfError> {
    let malformed = || {
        SsfError::Invalid(
            "subject must be an email, iss_sub or complex (user) subject identifier \
             whose members are strings"
                .into(),
        )
    };
    // A member of another type is malformed; a missing one names nobody,
    // the same answer as an unknown account.
    let text = |member: &str| match subject.get(member) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => Ok(Some(text.as_str())),
        Some(_) => Err(malformed()),
    };
    if !subject.is_object() {
        return Err(malformed());
    }
    match text("format")?.ok_or_else(malformed)? {
        "email" => {
            let Some(Ok(email)) = text("email")?.map(Email::parse) else {
                return Ok(None);
            };
            Ok(accounts.store.find_by_email(&email)?.map(|u| u.id))
        }
        "iss_sub" => {
            let (Some(iss), Some(sub)) = (text("iss")?, text("sub")?) else {
                return Ok(None);
            };
            if iss != accounts.config().issuer {
                return Ok(None);
            }
            let Ok(id) = sub.parse::<UserId>() else {
                return Ok(None);
            };
            Ok(UserRepository::find(&*accounts.store, id)?.map(|u| u.id))
        }
        // One level: the user of a complex subject is an email or iss_sub
        // subject, or names nobody.
        "complex" => match subject.get("user") {
            None | Some(Value::Null) => Ok(None),
            Some(user) if !user.is_object() => Err(malformed()),
            Some(user) => match user.get("format").and_then(Value::as_str) {
                Some("email" | "iss_sub") => subject_user(accounts, user),
                _ => Ok(None),
            },
        },
        _ => Err(malformed()),
    }
}

#[derive(Debug, Deserialize)]
struct VerifyRequest {
    stream_id: Option<String>,
    state: Option<String>,
}

/// `POST /streams/verify`: queues a verification event (204); within
/// `min_verification_interval` of the last, too soon (429).
pub fn verify_stream(
    accounts: &Accounts,
    receiver: &Receiver,
    body: &[u8],
) -> Result<(), SsfError> {
    let request: VerifyRequest = parse(body)?;
    let stream = own_stream(accounts, receiver, request.stream_id.as_deref())?;
    if stream.status == StreamStatus::Disabled {
        return Err(SsfError::Invalid(
            "the stream is disabled: enable it to verify it".into(),
        ));
    }
    let state = request.state.unwrap_or_default();
    // Echoed in the verification SET, as JSON: any text goes.
    if state.chars().count() > 256 || state.contains('\0') {
        return Err(SsfError::Invalid(
            "state: at most 256 characters, no NUL".into(),
        ));
    }
    let now = accounts.clock.now();
    let interval = Duration::seconds(MIN_VERIFICATION_INTERVAL);
    if accounts
        .store
        .queue_verification(&stream.id, &state, interval, now)?
    {
        return Ok(());
    }
    let retry_after = stream.verified_at.map_or(MIN_VERIFICATION_INTERVAL, |at| {
        (at + interval - now).whole_seconds().max(1)
    });
    Err(SsfError::TooSoon { retry_after })
}
