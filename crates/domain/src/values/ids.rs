//! Identifiers: ULIDs behind one newtype per kind of thing.
//!
//! A `UserId` can never be passed where a `SessionId` is expected, and a
//! string from a request only becomes an id through [`std::str::FromStr`],
//! which accepts exactly the 26-character Crockford base32 form; a
//! [`UserId`] also a UUID, which users imported from another identity
//! provider keep (docs/decisions.md, "Bringing users in").

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use time::OffsetDateTime;
use ulid::Ulid;

use crate::secrets::random_bytes;

/// A string that is not a valid identifier.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a valid {kind} (expected {expected})")]
pub struct IdParseError {
    /// Which kind of id was expected, e.g. `"client_id"`.
    pub kind: &'static str,
    /// The forms accepted, e.g. `"a 26-character ULID"`.
    pub expected: &'static str,
}

/// Makes a new ULID for `now` with 80 bits from the operating system's CSPRNG.
fn new_ulid(now: OffsetDateTime) -> Ulid {
    let millis = u64::try_from(now.unix_timestamp_nanos() / 1_000_000).unwrap_or(0);
    let random = u128::from_be_bytes(random_bytes::<16>());
    Ulid::from_parts(millis, random)
}

macro_rules! ulid_id {
    ($(#[$doc:meta])* $name:ident, $kind:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(Ulid);

        impl $name {
            /// A fresh id whose time part is `now`.
            pub fn generate(now: OffsetDateTime) -> Self {
                Self(new_ulid(now))
            }

            /// The underlying ULID.
            pub fn as_ulid(&self) -> Ulid {
                self.0
            }

            /// When the id was made: its time part, to the millisecond.
            pub fn created_at(&self) -> OffsetDateTime {
                let nanos = i128::from(self.0.timestamp_ms()) * 1_000_000;
                OffsetDateTime::from_unix_timestamp_nanos(nanos)
                    .unwrap_or(OffsetDateTime::UNIX_EPOCH)
            }
        }

        impl From<Ulid> for $name {
            fn from(ulid: Ulid) -> Self {
                Self(ulid)
            }
        }

        impl FromStr for $name {
            type Err = IdParseError;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Ulid::from_string(s)
                    .map(Self)
                    .map_err(|_| IdParseError {
                        kind: $kind,
                        expected: "a 26-character ULID",
                    })
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({})", stringify!($name), self.0)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(&self.0)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                s.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

ulid_id!(
    /// Identifies a user's registered passkey (`id` in `passkeys`).
    PasskeyId,
    "passkeyId"
);
ulid_id!(
    /// Identifies a login session (`sessionId`).
    SessionId,
    "sessionId"
);
ulid_id!(
    /// Identifies one issued access token or refresh token (`tokenId`).
    TokenId,
    "tokenId"
);
ulid_id!(
    /// Identifies an OAuth client application (`client_id`).
    ClientId,
    "client_id"
);
ulid_id!(
    /// Identifies one authorization grant: a code and every token issued
    /// from it, so that a replayed code can revoke them together.
    GrantId,
    "grant id"
);
ulid_id!(
    /// Identifies a webhook endpoint an operator registered.
    WebhookId,
    "webhook id"
);
ulid_id!(
    /// Identifies an invitation to join an organization.
    InvitationId,
    "invitation id"
);
ulid_id!(
    /// Identifies an organization's SCIM connection (docs/decisions.md,
    /// "SCIM"): its base URL's last segment.
    ScimConnectionId,
    "SCIM connection id"
);
ulid_id!(
    /// Identifies a SCIM resource (a directory's User or Group): its `id`.
    ScimId,
    "SCIM id"
);
ulid_id!(
    /// Identifies a signing key (`kid` in token headers and the JWKS).
    KeyId,
    "kid"
);

/// Identifies a user account (`userId`, and `sub` of id_tokens): a ULID
/// the service made, or a UUID an imported user kept from the identity
/// provider they came from, so that apps keep the `sub` they know. Both
/// are 128 bits; the id remembers which form it is written in (a UUID in
/// lowercase with hyphens).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(UserIdForm);

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum UserIdForm {
    Ulid(Ulid),
    Uuid(u128),
}

impl UserId {
    /// A fresh id whose time part is `now`.
    pub fn generate(now: OffsetDateTime) -> Self {
        Self(UserIdForm::Ulid(new_ulid(now)))
    }

    /// The id's 128 bits, whichever form it is written in.
    pub fn as_u128(&self) -> u128 {
        match self.0 {
            UserIdForm::Ulid(ulid) => ulid.0,
            UserIdForm::Uuid(bits) => bits,
        }
    }

    /// Whether the id is a UUID kept from another identity provider.
    pub fn is_uuid(&self) -> bool {
        matches!(self.0, UserIdForm::Uuid(_))
    }
}

impl From<Ulid> for UserId {
    fn from(ulid: Ulid) -> Self {
        Self(UserIdForm::Ulid(ulid))
    }
}

/// The bits of a UUID written as 8-4-4-4-12 hexadecimal digits (either
/// case); `None` for anything else.
fn parse_uuid(s: &str) -> Option<u128> {
    let bytes = s.as_bytes();
    if bytes.len() != 36 {
        return None;
    }
    let mut bits: u128 = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if matches!(i, 8 | 13 | 18 | 23) {
            if b != b'-' {
                return None;
            }
            continue;
        }
        let digit = char::from(b).to_digit(16)?;
        bits = (bits << 4) | u128::from(digit);
    }
    Some(bits)
}

impl FromStr for UserId {
    type Err = IdParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let form = match parse_uuid(s) {
            Some(bits) => UserIdForm::Uuid(bits),
            None => UserIdForm::Ulid(Ulid::from_string(s).map_err(|_| IdParseError {
                kind: "userId",
                expected: "a 26-character ULID or a UUID",
            })?),
        };
        Ok(Self(form))
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            UserIdForm::Ulid(ulid) => fmt::Display::fmt(&ulid, f),
            UserIdForm::Uuid(bits) => {
                let hex = format!("{bits:032x}");
                write!(
                    f,
                    "{}-{}-{}-{}-{}",
                    &hex[..8],
                    &hex[8..12],
                    &hex[12..16],
                    &hex[16..20],
                    &hex[20..]
                )
            }
        }
    }
}

impl fmt::Debug for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "UserId({self})")
    }
}

impl Serialize for UserId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for UserId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn generated_ids_round_trip_through_strings_and_json() {
        let id = UserId::generate(datetime!(2026-11-21 17:04:05 UTC));
        let text = id.to_string();
        assert_eq!(text.len(), 26);
        assert_eq!(text.parse::<UserId>(), Ok(id));
        let json = serde_json::to_string(&id).unwrap();
        assert_eq!(json, format!("\"{text}\""));
        assert_eq!(serde_json::from_str::<UserId>(&json).unwrap(), id);
    }

    #[test]
    fn ids_carry_their_creation_time_and_differ() {
        let now = datetime!(2026-11-21 17:04:05.123 UTC);
        let a = SessionId::generate(now);
        let b = SessionId::generate(now);
        assert_ne!(a, b);
        assert_eq!(a.as_ulid().timestamp_ms(), 1_795_280_645_123);
    }

    #[test]
    fn malformed_ids_are_rejected_with_their_kind() {
        for bad in [
            "",
            "abc",
            "01ARZ3NDEKTSV4RRFFQ69G5FAVX",
            "01ARZ3NDEKTSV4RRFFQ69G5FA!",
            "ü",
        ] {
            assert_eq!(
                bad.parse::<ClientId>(),
                Err(IdParseError {
                    kind: "client_id",
                    expected: "a 26-character ULID"
                })
            );
        }
        assert!(serde_json::from_str::<ClientId>("\"nope\"").is_err());
        assert!(serde_json::from_str::<ClientId>("42").is_err());
    }

    #[test]
    fn a_user_id_may_be_a_uuid_kept_from_another_provider() {
        let kept: UserId = "3F2504E0-4F89-11D3-9A0C-0305E82C3301".parse().unwrap();
        assert!(kept.is_uuid());
        assert_eq!(kept.to_string(), "3f2504e0-4f89-11d3-9a0c-0305e82c3301");
        assert_eq!(kept.as_u128(), 0x3f25_04e0_4f89_11d3_9a0c_0305_e82c_3301);
        assert_eq!(kept.to_string().parse::<UserId>(), Ok(kept));
        let json = serde_json::to_string(&kept).unwrap();
        assert_eq!(serde_json::from_str::<UserId>(&json).unwrap(), kept);
        // The same bits as a ULID are another id: the written form is the id.
        let ulid = UserId::from(Ulid(kept.as_u128()));
        assert_ne!(ulid, kept);
        assert!(!ulid.is_uuid());
        for bad in [
            "3f2504e0-4f89-11d3-9a0c-0305e82c330",
            "3f2504e0-4f89-11d3-9a0c-0305e82c33011",
            "3f2504e04f8911d39a0c0305e82c3301",
            "3f2504e0_4f89-11d3-9a0c-0305e82c3301",
            "3f2504e0-4f89-11d3-9a0c-0305e82c330g",
            "+f2504e0-4f89-11d3-9a0c-0305e82c3301",
        ] {
            assert_eq!(
                bad.parse::<UserId>(),
                Err(IdParseError {
                    kind: "userId",
                    expected: "a 26-character ULID or a UUID"
                }),
                "{bad}"
            );
        }
        // The other ids stay ULIDs only.
        assert!(
            "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
                .parse::<SessionId>()
                .is_err()
        );
    }
}
