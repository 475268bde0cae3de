//! Why a value a person typed into their own account is refused: the
//! rule, so that a page can say it in the person's language, and (its
//! `Display`) the rule's English text, which the JSON faces answer as
//! `msg` (docs/decisions.md, "Languages").

use crate::passwords::PasswordError;

/// The rule a typed value breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// The new password breaks a password rule.
    #[error(transparent)]
    Password(#[from] PasswordError),
    /// The address is not one an account can have; the text says why.
    #[error("{0}")]
    Email(String),
    /// The address is the account's own already.
    #[error("that is the account's address already")]
    SameEmail,
    /// A profile field breaks a named rule.
    #[error(transparent)]
    Rule(#[from] crate::use_cases::manage::Rule),
    /// A profile field (or the language) breaks a rule; the text says
    /// which, never the value.
    #[error("{0}")]
    Field(String),
}
