//! A stored event as a Security Event Token's claims (RFC 8417, SSF 1.0,
//! CAEP 1.0, RISC): one event per SET, no `sub` and no `exp`, the subject
//! in `sub_id` (RFC 9493) in the stream's format, `complex` with the
//! organization as `tenant` for a bound receiver.

use accounts_domain::shared_signals::{SecurityEventType, StoredSecurityEvent, SubjectFormat};
use serde_json::{Map, Value, json};

/// What the claims are made for: the transmitter, the receiver and its
/// stream.
#[derive(Debug, Clone, Copy)]
pub struct SetContext<'a> {
    /// `iss`.
    pub issuer: &'a str,
    /// `aud`: the receiver's client id.
    pub audience: &'a str,
    /// The stream's id (the subject of its own events).
    pub stream_id: &'a str,
    /// How the stream names users.
    pub format: SubjectFormat,
}

/// The SET's claims for `event`.
pub fn set_claims(ctx: &SetContext<'_>, event: &StoredSecurityEvent) -> Value {
    let at = event.occurred_at.unix_timestamp();
    let (sub_id, body) = match event.kind {
        SecurityEventType::Verification => {
            let mut body = Map::new();
            if !event.detail.is_empty() {
                body.insert("state".into(), json!(event.detail));
            }
            (stream_subject(ctx), Value::Object(body))
        }
        SecurityEventType::StreamUpdated => {
            let (status, reason) = event
                .detail
                .split_once(' ')
                .unwrap_or((event.detail.as_str(), ""));
            let mut body = Map::new();
            body.insert("status".into(), json!(status));
            if !reason.is_empty() {
                body.insert("reason".into(), json!(reason));
            }
            (stream_subject(ctx), Value::Object(body))
        }
        kind => (user_subject(ctx, event), user_event_body(kind, event, at)),
    };
    let mut events = Map::new();
    events.insert(event.kind.uri().into(), body);
    json!({
        "iss": ctx.issuer,
        "jti": event.jti,
        "iat": at,
        "aud": ctx.audience,
        "txn": event.txn,
        "sub_id": sub_id,
        "events": events,
    })
}

/// SSF's own events name the stream (SSF 1.0 8.1.4, 8.1.5).
fn stream_subject(ctx: &SetContext<'_>) -> Value {
    json!({ "format": "opaque", "id": ctx.stream_id })
}

fn user_subject(ctx: &SetContext<'_>, event: &StoredSecurityEvent) -> Value {
    let user = match ctx.format {
        SubjectFormat::Email => json!({ "format": "email", "email": event.email }),
        SubjectFormat::IssSub => {
            json!({ "format": "iss_sub", "iss": ctx.issuer, "sub": event.user_id })
        }
    };
    if event.tenant.is_empty() {
        return user;
    }
    json!({
        "format": "complex",
        "user": user,
        "tenant": { "format": "opaque", "id": event.tenant },
    })
}

/// The event's own members, with `event_timestamp`, `initiating_entity`
/// and `reason_admin` on every one.
fn user_event_body(kind: SecurityEventType, event: &StoredSecurityEvent, at: i64) -> Value {
    let specific = match kind {
        SecurityEventType::CredentialChange => {
            let (credential, change) = event
                .detail
                .split_once(' ')
                .unwrap_or(("password", "update"));
            json!({ "credential_type": credential, "change_type": change })
        }
        SecurityEventType::AssuranceLevelChange => {
            let (previous, current) = event.detail.split_once(' ').unwrap_or(("pwd", "mfa"));
            json!({
                "namespace": "RFC8176",
                "previous_level": previous,
                "current_level": current,
                "change_direction": "increase",
            })
        }
        SecurityEventType::IdentifierChanged => json!({ "new-value": event.detail }),
        _ => json!({}),
    };
    let mut body = match specific {
        Value::Object(members) => members,
        _ => Map::new(),
    };
    let initiator = match event.initiator.as_str() {
        known @ ("admin" | "user" | "policy" | "system") => known,
        _ => "system",
    };
    body.insert("event_timestamp".into(), json!(at));
    body.insert("initiating_entity".into(), json!(initiator));
    body.insert(
        "reason_admin".into(),
        json!({ "en": reason(kind, initiator, &event.detail) }),
    );
    Value::Object(body)
}

/// Why, for the receiver's administrators (English).
fn reason(kind: SecurityEventType, initiator: &str, detail: &str) -> String {
    let by = match initiator {
        "admin" => "an administrator",
        "policy" => "a policy",
        "system" => "the service",
        _ => "the user",
    };
    match kind {
        SecurityEventType::SessionRevoked => format!("A session was ended by {by}"),
        SecurityEventType::CredentialChange => {
            let (credential, change) = detail.split_once(' ').unwrap_or((detail, "update"));
            let what = match credential {
                "password" => "the password",
                "app" => "an authenticator app",
                _ => "a passkey",
            };
            let done = match change {
                "create" => "added",
                "delete" => "removed",
                _ => "changed",
            };
            capitalised(&format!("{by} {done} {what}"))
        }
        SecurityEventType::AssuranceLevelChange => {
            "A sign-in was completed with a second factor".to_owned()
        }
        SecurityEventType::AccountDisabled => format!("The account was disabled by {by}"),
        SecurityEventType::AccountEnabled => format!("The account was enabled by {by}"),
        SecurityEventType::AccountPurged => format!("The account was deleted by {by}"),
        SecurityEventType::IdentifierChanged => {
            format!("The account's email address was changed by {by}")
        }
        SecurityEventType::Verification | SecurityEventType::StreamUpdated => String::new(),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    fn event(kind: SecurityEventType, detail: &str, tenant: &str) -> StoredSecurityEvent {
        StoredSecurityEvent {
            id: 7,
            jti: "4b1e0c7f".into(),
            kind,
            user_id: "01JUSER".into(),
            email: "ada@example.com".into(),
            tenant: tenant.into(),
            detail: detail.into(),
            initiator: "user".into(),
            txn: "991".into(),
            occurred_at: datetime!(2026-12-03 07:00 UTC),
        }
    }

    const CTX: SetContext<'static> = SetContext {
        issuer: "https://id.example.com",
        audience: "01JCLIENT",
        stream_id: "s1",
        format: SubjectFormat::IssSub,
    };

    #[test]
    fn a_set_has_one_event_no_sub_and_no_exp() {
        let claims = set_claims(&CTX, &event(SecurityEventType::SessionRevoked, "sid", ""));
        assert_eq!(claims["iss"], "https://id.example.com");
        assert_eq!(claims["aud"], "01JCLIENT");
        assert_eq!(claims["txn"], "991");
        assert!(claims.get("sub").is_none() && claims.get("exp").is_none());
        let events = claims["events"].as_object().cloned().unwrap_or_default();
        assert_eq!(events.len(), 1);
        let body = &events[SecurityEventType::SessionRevoked.uri()];
        assert_eq!(body["initiating_entity"], "user");
        assert_eq!(body["event_timestamp"], 1_796_281_200_i64);
        assert_eq!(
            body["reason_admin"]["en"],
            "A session was ended by the user"
        );
        assert_eq!(
            claims["sub_id"],
            json!({"format": "iss_sub", "iss": "https://id.example.com", "sub": "01JUSER"})
        );
    }

    #[test]
    fn a_bound_receivers_subject_is_complex_with_the_tenant() {
        let ctx = SetContext {
            format: SubjectFormat::Email,
            ..CTX
        };
        let claims = set_claims(
            &ctx,
            &event(SecurityEventType::AccountDisabled, "", "01JORG"),
        );
        assert_eq!(
            claims["sub_id"],
            json!({
                "format": "complex",
                "user": {"format": "email", "email": "ada@example.com"},
                "tenant": {"format": "opaque", "id": "01JORG"},
            })
        );
    }

    #[test]
    fn credential_changes_say_which_and_how() {
        let claims = set_claims(
            &CTX,
            &event(
                SecurityEventType::CredentialChange,
                "fido2-platform delete",
                "",
            ),
        );
        let body = &claims["events"][SecurityEventType::CredentialChange.uri()];
        assert_eq!(body["credential_type"], "fido2-platform");
        assert_eq!(body["change_type"], "delete");
        assert_eq!(body["reason_admin"]["en"], "The user removed a passkey");
    }

    #[test]
    fn a_verification_names_the_stream_and_echoes_the_state() {
        let claims = set_claims(&CTX, &event(SecurityEventType::Verification, "abc", ""));
        assert_eq!(claims["sub_id"], json!({"format": "opaque", "id": "s1"}));
        assert_eq!(
            claims["events"][SecurityEventType::Verification.uri()],
            json!({"state": "abc"})
        );
    }
}
