//! Identity links in storage: which upstream identity (a provider's
//! subject) signs in which user (docs/decisions.md, "Upstream identity
//! providers").

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
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

/// Identity links: (provider, subject) → user.
pub trait IdentityLinkRepository: Send + Sync {
    /// Stores a new link; `Conflict` when this provider's subject is
    /// linked already (to anyone), or the user has a link to this
    /// provider already.
    fn insert_link(&self, link: &IdentityLinkRecord) -> RepoResult<()>;
    /// The link of this provider's subject, whoever it belongs to.
    fn find_link(&self, provider: &str, subject: &str) -> RepoResult<Option<IdentityLinkRecord>>;
    /// The user's links, oldest first.
    fn list_links(&self, user: UserId) -> RepoResult<Vec<IdentityLinkRecord>>;
    /// Deletes the user's link to `provider`; `false` when there is none.
    fn delete_link(&self, user: UserId, provider: &str) -> RepoResult<bool>;
}
