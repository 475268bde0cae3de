//! The one textual time format of the interface: RFC 3339, UTC, whole seconds.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use time::format_description::well_known::Rfc3339;
use time::{OffsetDateTime, UtcOffset};

/// An instant written as `2026-11-21T17:04:05Z` (docs/decisions.md,
/// "Values"): used for
/// `token_expiry`, `refresh_token_expiry` and `lastSessionTimestamp`.
///
/// Sub-second parts are dropped on construction so that what is written is
/// exactly what is held.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UtcTimestamp(OffsetDateTime);

/// A string that is not an RFC 3339 timestamp.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not an RFC 3339 timestamp")]
pub struct TimestampParseError;

impl UtcTimestamp {
    /// The instant `at`, in UTC, truncated to whole seconds.
    pub fn new(at: OffsetDateTime) -> Self {
        let utc = at.to_offset(UtcOffset::UTC);
        Self(utc.replace_nanosecond(0).unwrap_or(utc))
    }

    /// The held instant.
    pub fn get(self) -> OffsetDateTime {
        self.0
    }

    /// Seconds since the Unix epoch.
    pub fn unix_timestamp(self) -> i64 {
        self.0.unix_timestamp()
    }

    /// Parses any RFC 3339 timestamp (any offset) and converts it to UTC.
    pub fn parse(s: &str) -> Result<Self, TimestampParseError> {
        OffsetDateTime::parse(s, &Rfc3339)
            .map(Self::new)
            .map_err(|_| TimestampParseError)
    }
}

impl From<OffsetDateTime> for UtcTimestamp {
    fn from(at: OffsetDateTime) -> Self {
        Self::new(at)
    }
}

impl fmt::Display for UtcTimestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Written by hand: the time crate's Rfc3339 formatter writes "+00:00"
        // only for non-UTC offsets but may add fractional seconds; the
        // interface promises exactly this shape.
        let d = self.0;
        write!(
            f,
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
            d.year(),
            u8::from(d.month()),
            d.day(),
            d.hour(),
            d.minute(),
            d.second()
        )
    }
}

impl fmt::Debug for UtcTimestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "UtcTimestamp({self})")
    }
}

impl Serialize for UtcTimestamp {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for UtcTimestamp {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn writes_utc_with_whole_seconds() {
        let t = UtcTimestamp::new(datetime!(2026-11-21 18:04:05.987 +01:00));
        assert_eq!(t.to_string(), "2026-11-21T17:04:05Z");
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            "\"2026-11-21T17:04:05Z\""
        );
    }

    #[test]
    fn parses_what_it_writes_and_other_offsets() {
        let t = UtcTimestamp::parse("2026-11-21T17:04:05Z").unwrap();
        assert_eq!(t.get(), datetime!(2026-11-21 17:04:05 UTC));
        let shifted = UtcTimestamp::parse("2026-11-21T18:04:05+01:00").unwrap();
        assert_eq!(shifted, t);
        assert!(UtcTimestamp::parse("2026-11-21 17:04:05").is_err());
        assert!(UtcTimestamp::parse("").is_err());
    }
}
