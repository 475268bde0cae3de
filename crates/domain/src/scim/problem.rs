//! What is wrong with a SCIM request, as RFC 7644 3.12 names it.

/// RFC 7644 3.12's `scimType`: why a request is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScimType {
    /// The filter does not parse or names what cannot be filtered.
    InvalidFilter,
    /// The request would return or change too much.
    TooMany,
    /// A value that must be unique is taken.
    Uniqueness,
    /// The attribute may not be changed so.
    Mutability,
    /// The body is not a request of the expected shape.
    InvalidSyntax,
    /// A PATCH path does not parse or names no attribute.
    InvalidPath,
    /// A PATCH path's filter matched nothing, or no path was given.
    NoTarget,
    /// A value of the wrong type or out of its bounds.
    InvalidValue,
    /// The SCIM version is not supported.
    InvalidVers,
}

impl ScimType {
    /// Its name in the answer.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::InvalidFilter => "invalidFilter",
            Self::TooMany => "tooMany",
            Self::Uniqueness => "uniqueness",
            Self::Mutability => "mutability",
            Self::InvalidSyntax => "invalidSyntax",
            Self::InvalidPath => "invalidPath",
            Self::NoTarget => "noTarget",
            Self::InvalidValue => "invalidValue",
            Self::InvalidVers => "invalidVers",
        }
    }
}

/// A request refused for what it says (400, or 409 for `uniqueness`),
/// with a detail safe to show to the directory's operator.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{detail}")]
pub struct ScimProblem {
    /// Why.
    pub kind: ScimType,
    /// What, in one line.
    pub detail: String,
}

impl ScimProblem {
    /// A problem of `kind`.
    pub fn new(kind: ScimType, detail: impl Into<String>) -> Self {
        Self {
            kind,
            detail: detail.into(),
        }
    }

    /// `invalidSyntax`.
    pub fn syntax(detail: impl Into<String>) -> Self {
        Self::new(ScimType::InvalidSyntax, detail)
    }

    /// `invalidValue`.
    pub fn value(detail: impl Into<String>) -> Self {
        Self::new(ScimType::InvalidValue, detail)
    }

    /// The HTTP status it answers with.
    pub fn status(&self) -> u16 {
        match self.kind {
            ScimType::Uniqueness => 409,
            _ => 400,
        }
    }
}
