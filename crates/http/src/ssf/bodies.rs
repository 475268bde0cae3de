//! The stream API's bodies as the OpenAPI document describes them (SSF
//! 1.0 section 8; RFC 8936 for polls). The use cases read the bodies
//! themselves, so that a wrong one is SSF's 400, not the envelope's.

#![allow(dead_code)]

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// `GET /.well-known/ssf-configuration` (SSF 1.0 section 7).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SsfConfiguration {
    /// `1_0`.
    pub spec_version: String,
    /// The transmitter: the service's issuer.
    pub issuer: String,
    /// Where the SETs' keys are.
    pub jwks_uri: String,
    /// `urn:ietf:rfc:8935` (push) and `urn:ietf:rfc:8936` (poll).
    pub delivery_methods_supported: Vec<String>,
    /// The streams.
    pub configuration_endpoint: String,
    /// A stream's status.
    pub status_endpoint: String,
    /// Adding a subject.
    pub add_subject_endpoint: String,
    /// Removing a subject.
    pub remove_subject_endpoint: String,
    /// Asking for a verification event.
    pub verification_endpoint: String,
    /// OAuth 2.0: a receiver's client_credentials token.
    pub authorization_schemes: Vec<AuthorizationScheme>,
    /// `ALL`: a stream carries every subject until one is removed.
    pub default_subjects: String,
}

/// An authorization scheme of the stream API.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AuthorizationScheme {
    /// `urn:ietf:rfc:6749`.
    pub spec_urn: String,
}

/// How a stream's SETs travel.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Delivery {
    /// `urn:ietf:rfc:8935` (push) or `urn:ietf:rfc:8936` (poll).
    #[schema(max_length = 64)]
    pub method: String,
    /// Push: the receiver's endpoint (public https unless the service
    /// allows private addresses); poll: the transmitter's poll endpoint
    /// (answered, not sent).
    #[schema(max_length = 2048)]
    pub endpoint_url: Option<String>,
}

/// The delivery a receiver sends: with push's `authorization_header`
/// (sent with every SET, never shown again).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct DeliveryRequest {
    /// `urn:ietf:rfc:8935` (push) or `urn:ietf:rfc:8936` (poll).
    #[schema(pattern = "^urn:ietf:rfc:(8935|8936)$")]
    pub method: String,
    /// Push: where SETs are posted (required; public https unless the
    /// service allows private addresses). Poll: ignored.
    #[schema(value_type = Option<crate::schema::WebhookUrlText>)]
    pub endpoint_url: Option<String>,
    /// Push: the `Authorization` header to send.
    #[schema(min_length = 1, max_length = 4096, pattern = "^[\\x20-\\x7e]+$")]
    pub authorization_header: Option<String>,
}

/// A stream's configuration (SSF 1.0 8.1.1).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct StreamConfig {
    /// The stream's id.
    pub stream_id: String,
    /// The transmitter.
    pub iss: String,
    /// The receiver's client id: the SETs' `aud`.
    pub aud: String,
    /// How SETs travel.
    pub delivery: Delivery,
    /// Every event type the transmitter sends.
    pub events_supported: Vec<String>,
    /// What the receiver asked for.
    pub events_requested: Vec<String>,
    /// What it gets: the supported ones it asked for.
    pub events_delivered: Vec<String>,
    /// Seconds between two verification requests.
    pub min_verification_interval: i64,
    /// How SETs name users: `iss_sub` or `email`.
    pub format: String,
    /// The receiver's words about the stream.
    pub description: Option<String>,
}

/// `GET /streams`: one stream (with `stream_id`) or a list.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum StreamsAnswer {
    /// The stream `stream_id` names.
    One(Box<StreamConfig>),
    /// The receiver's streams (one or none).
    Many(Vec<StreamConfig>),
}

/// A stream to make; what the transmitter sets is ignored.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct NewStream {
    /// How SETs travel; without it, poll.
    pub delivery: Option<DeliveryRequest>,
    /// Event type URIs wanted (all supported ones when left out); at
    /// least one must be supported (see `events_supported`), the others
    /// are ignored.
    #[schema(max_items = 16)]
    pub events_requested: Option<Vec<EventUri>>,
    /// The receiver's words about the stream.
    #[schema(max_length = 1024)]
    pub description: Option<String>,
    /// `iss_sub` (the default) or `email`.
    #[schema(pattern = "^(iss_sub|email)$")]
    pub format: Option<String>,
}

/// An event type's URI as a receiver asks for it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(value_type = String, max_length = 256)]
pub struct EventUri(pub String);

/// A stream's members to change (`PATCH`): those sent change.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct StreamChange {
    /// The stream.
    #[schema(max_length = 64)]
    pub stream_id: String,
    /// How SETs travel.
    pub delivery: Option<DeliveryRequest>,
    /// Event type URIs wanted; at least one supported.
    #[schema(max_items = 16)]
    pub events_requested: Option<Vec<EventUri>>,
    /// The receiver's words about the stream.
    #[schema(max_length = 1024)]
    pub description: Option<String>,
    /// `iss_sub` or `email`.
    #[schema(pattern = "^(iss_sub|email)$")]
    pub format: Option<String>,
}

/// A stream replaced (`PUT`): what is not sent returns to its default.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct StreamReplacement {
    /// The stream.
    #[schema(max_length = 64)]
    pub stream_id: String,
    /// How SETs travel.
    pub delivery: DeliveryRequest,
    /// Event type URIs wanted; at least one supported.
    #[schema(max_items = 16)]
    pub events_requested: Option<Vec<EventUri>>,
    /// The receiver's words about the stream.
    #[schema(max_length = 1024)]
    pub description: Option<String>,
    /// `iss_sub` or `email`.
    #[schema(pattern = "^(iss_sub|email)$")]
    pub format: Option<String>,
}

/// A status to set.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct StatusChange {
    /// The stream.
    #[schema(max_length = 64)]
    pub stream_id: String,
    /// `enabled`, `paused` (SETs held) or `disabled` (SETs dropped).
    #[schema(pattern = "^(enabled|paused|disabled)$")]
    pub status: String,
    /// Why.
    #[schema(max_length = 1024)]
    pub reason: Option<String>,
}

/// A stream's status.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct StreamStatus {
    /// The stream.
    pub stream_id: String,
    /// `enabled`, `paused` (SETs held) or `disabled` (SETs dropped).
    pub status: String,
    /// Why it was set.
    pub reason: Option<String>,
}

/// A subject to add to or remove from a stream.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SubjectRequest {
    /// The stream.
    pub stream_id: String,
    /// An `email`, `iss_sub` or `complex` (with `user`) subject identifier.
    pub subject: SubjectIdentifier,
    /// Whether the receiver verified the subject (not used).
    pub verified: Option<bool>,
}

/// A subject identifier (RFC 9493): `email` with `email`, `iss_sub`
/// with `iss` and `sub`, or `complex` with `user` (one of the other
/// two). One naming no account is answered as one that does.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SubjectIdentifier {
    /// `email`, `iss_sub` or `complex`.
    #[schema(pattern = "^(email|iss_sub|complex)$")]
    pub format: String,
    /// The address (`email`).
    pub email: Option<String>,
    /// The issuer (`iss_sub`): this service's.
    pub iss: Option<String>,
    /// The user's id (`iss_sub`).
    pub sub: Option<String>,
    /// The user (`complex`).
    #[schema(value_type = Option<Object>)]
    pub user: Option<serde_json::Value>,
}

/// A verification request.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct VerifyRequest {
    /// The stream.
    pub stream_id: String,
    /// Echoed in the verification event.
    #[schema(max_length = 256)]
    pub state: Option<String>,
}

/// A poll (RFC 8936 2.4).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PollRequest {
    /// At most this many SETs (0: acknowledge only; at most 250).
    #[schema(minimum = 0, maximum = 250)]
    pub max_events: Option<u32>,
    /// Answer at once, even with nothing (else wait up to 30 s).
    pub return_immediately: Option<bool>,
    /// `jti`s of SETs received.
    #[schema(max_items = 250)]
    pub ack: Option<Vec<String>>,
    /// SETs received with errors, by `jti`.
    #[schema(value_type = Option<Object>)]
    pub set_errs: Option<BTreeMap<String, serde_json::Value>>,
}

/// A poll's answer (RFC 8936 2.5).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PollAnswer {
    /// SETs by `jti`.
    pub sets: BTreeMap<String, String>,
    /// Whether more wait.
    pub more_available: bool,
}

/// A stream API error.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SsfErrorBody {
    /// `invalid_request`, `invalid_token`, `insufficient_scope`,
    /// `not_found`, `conflict`, `too_many_requests`, ….
    pub error: String,
    /// Why, for the developer.
    pub error_description: String,
}
