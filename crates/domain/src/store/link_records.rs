//! Identity links: which upstream identity (a provider's subject) signs in
//! which user. Re-exported by `records`.

use time::OffsetDateTime;

use crate::values::ids::UserId;

/// An upstream identity linked to a user. The key is the provider's id
/// and the provider's subject, never an email address: an upstream
/// account that claims someone's address does not become them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityLinkRecord {
    /// The configured provider's id (`[[upstream]]` `id`).
    pub provider: String,
    /// The provider's stable subject (`sub`, or GitHub's numeric id).
    pub subject: String,
    /// The user this identity signs in.
    pub user_id: UserId,
    /// The address the provider gave when the link was made (shown to the
    /// user; not used to find anyone).
    pub email: Option<String>,
    /// When the link was made.
    pub linked_at: OffsetDateTime,
}
