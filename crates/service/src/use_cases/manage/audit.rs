//! The audit trail as operators read it: filtered by user, type and time,
//! newest first, a page at a time (docs/decisions.md, "Audit trail").

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditQuery, StoredAuditEvent};
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;

use super::operations::{ManageError, Rule};
use crate::service::accounts::Accounts;
use crate::service::audit_addresses::AuditAddresses;
#[cfg(test)]
use accounts_domain::keys::MasterKey;

/// Events per page unless `limit` says otherwise.
pub const DEFAULT_PAGE: u32 = 50;
/// The largest page.
pub const LARGEST_PAGE: u32 = 500;

/// A listing as asked for, every field as the request spelled it.
#[derive(Debug, Clone, Default)]
pub struct AuditListing {
    /// A user id: only events about that user.
    pub user: Option<String>,
    /// An email address: only events about it (failed sign-ins of an
    /// address without an account among them), by its digest.
    pub email: Option<String>,
    /// A type (`signin.failed`): only events of that type.
    pub kind: Option<String>,
    /// RFC 3339: only events at or after it.
    pub since: Option<String>,
    /// RFC 3339: only events before it.
    pub until: Option<String>,
    /// The previous page's `nextCursor`.
    pub cursor: Option<String>,
    /// Events per page (1 to 500; default 50).
    pub limit: Option<String>,
}

/// One page of the audit trail.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AuditPage {
    /// Newest first.
    pub events: Vec<AuditEntry>,
    /// Where the next (older) page starts; `null` on the last page.
    pub next_cursor: Option<String>,
}

/// One event as the audit API shows it. Never holds a secret.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    /// The event's id (increasing).
    pub id: String,
    /// When it happened (RFC 3339, UTC).
    pub at: String,
    /// What happened: a dotted name such as `signin.failed`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// Who did it: `admin`, `cli`, a user id, or empty.
    pub actor: String,
    /// The user it is about, if any.
    pub user_id: Option<String>,
    /// The client it happened through or to, if any.
    pub client_id: Option<String>,
    /// The client IP, or empty.
    pub ip: String,
    /// The request's User-Agent, or empty.
    pub user_agent: String,
}

impl AuditEntry {
    /// The listing of `stored`.
    pub fn of(stored: StoredAuditEvent) -> Self {
        let e = stored.event;
        Self {
            id: stored.id.to_string(),
            at: UtcTimestamp::new(e.at).to_string(),
            kind: e.action.as_str(),
            actor: e.actor,
            user_id: e.user_id.map(|id| id.to_string()),
            client_id: e.client_id.map(|id| id.to_string()),
            ip: e.ip,
            user_agent: e.user_agent,
        }
    }
}

/// A parameter that was given a value: an empty one (`?type=`, as a form
/// leaves it) is no filter.
fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().filter(|v| !v.is_empty())
}

impl AuditListing {
    /// The query this listing asks for, or why it cannot be answered;
    /// an address is looked up by its digest under `addresses`.
    pub fn query(&self, addresses: &AuditAddresses) -> Result<AuditQuery, ManageError> {
        let time = |value: &Option<String>, name: &'static str| {
            given(value)
                .map(|v| {
                    UtcTimestamp::parse(v)
                        .map(UtcTimestamp::get)
                        .map_err(|_| ManageError::from(Rule::NotATimestamp(name)))
                })
                .transpose()
        };
        Ok(AuditQuery {
            user: given(&self.user)
                .map(|u| u.parse::<UserId>().map_err(|_| Rule::NotAUserId))
                .transpose()?,
            subject: given(&self.email)
                .map(|e| {
                    // The grammar the document states (an address that
                    // could have an account).
                    Email::parse_registration(e)
                        .map(|e| addresses.of(&e))
                        .map_err(|_| Rule::NotAnEmail)
                })
                .transpose()?,
            action: given(&self.kind)
                .map(|t| AuditAction::parse(t).ok_or(Rule::UnknownAuditType))
                .transpose()?,
            since: time(&self.since, "since")?,
            until: time(&self.until, "until")?,
            before_id: given(&self.cursor)
                .map(|c| {
                    c.parse::<i64>()
                        .ok()
                        .filter(|id| *id > 0)
                        .ok_or(Rule::UnknownCursor)
                })
                .transpose()?,
            limit: match given(&self.limit).map(str::parse::<u32>) {
                None => DEFAULT_PAGE,
                Some(Ok(n)) if (1..=LARGEST_PAGE).contains(&n) => n,
                Some(_) => return Err(Rule::PageSize.into()),
            },
        })
    }
}

/// A page of the audit trail (blocking).
pub fn audit_trail(accounts: &Accounts, listing: &AuditListing) -> Result<AuditPage, ManageError> {
    let query = listing.query(&accounts.audit_addresses)?;
    let events = accounts
        .store
        .query_audit(&query)
        .map_err(ManageError::Repo)?;
    // A full page may have more behind it; a short one is the last.
    let next_cursor = (u32::try_from(events.len()).ok() == Some(query.limit))
        .then(|| events.last().map(|e| e.id.to_string()))
        .flatten();
    Ok(AuditPage {
        events: events.into_iter().map(AuditEntry::of).collect(),
        next_cursor,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listing_pages_fifty_by_default_and_at_most_five_hundred() {
        let addresses = AuditAddresses::new(&MasterKey::generate());
        let limit = |value: Option<&str>| {
            AuditListing {
                limit: value.map(str::to_owned),
                ..AuditListing::default()
            }
            .query(&addresses)
            .map(|q| q.limit)
            .ok()
        };
        assert_eq!(limit(None), Some(50));
        assert_eq!(limit(Some("")), Some(50), "an empty parameter is none");
        assert_eq!(limit(Some("500")), Some(500));
        assert_eq!(limit(Some("501")), None);
        assert_eq!(limit(Some("0")), None);
        let query = AuditListing {
            kind: Some("signin.failed".into()),
            cursor: Some("42".into()),
            ..AuditListing::default()
        }
        .query(&addresses)
        .expect("valid");
        assert_eq!(query.action, Some(AuditAction::LoginFailed));
        assert_eq!(query.before_id, Some(42));
    }

    #[test]
    fn an_address_is_named_by_a_keyed_digest_of_its_one_spelling() {
        let master = MasterKey::generate();
        let addresses = AuditAddresses::new(&master);
        let email = Email::parse("Ann@Example.com").unwrap();
        let subject = addresses.of(&email);
        assert!(subject.starts_with("address:"), "{subject}");
        assert!(!subject.to_lowercase().contains("ann"), "{subject}");
        assert_eq!(subject, addresses.subject("ann@example.com"));
        // Another master key, another digest: nothing to look up without it.
        assert_ne!(
            subject,
            AuditAddresses::new(&MasterKey::generate()).of(&email)
        );
        let query = AuditListing {
            email: Some("ANN@example.com".into()),
            ..AuditListing::default()
        }
        .query(&addresses)
        .unwrap();
        assert_eq!(query.subject, Some(subject));
        assert!(
            AuditListing {
                email: Some("not an address".into()),
                ..AuditListing::default()
            }
            .query(&addresses)
            .is_err()
        );
    }
}
