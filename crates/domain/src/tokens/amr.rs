//! How a session's user proved who they are, as the id_token's `amr`
//! (RFC 8176) and `acr` claims name it (docs/decisions.md, "Second factors
//! (TOTP)", "Passkeys"). Client teams read these claims, so the values and
//! their meaning live here rather than with the session records that store
//! them.

/// How a session's user proved who they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SessionAuth {
    /// A password alone.
    #[default]
    Password,
    /// A password and a one-time code (TOTP or a recovery code).
    PasswordAndOtp,
    /// A passkey with user verification: something the user has and
    /// something they are or know, two factors in one.
    Passkey(KeyKind),
    /// A password, then a passkey as the second factor.
    PasswordAndPasskey(KeyKind),
    /// An upstream identity provider vouched for the user (`amr` `fed`):
    /// one factor, or two when the provider's own `amr` says `mfa`.
    Federated {
        /// The provider asserted a multi-factor sign-in.
        mfa: bool,
    },
    /// A code mailed to the account's address (`amr` `otp`): one factor,
    /// the mailbox.
    MailedCode,
    /// A mailed code, then a code of the authenticator app or a recovery
    /// code.
    MailedCodeAndOtp,
    /// A mailed code, then a passkey as the second factor.
    MailedCodeAndPasskey(KeyKind),
}

/// What a sign-in waiting for its second factor proved first: the
/// second step's session names both (docs/decisions.md, "Sign-in
/// codes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FirstFactor {
    /// The account's password.
    #[default]
    Password,
    /// A code mailed to the account's address.
    MailedCode,
}

impl FirstFactor {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Password => "pwd",
            Self::MailedCode => "otp",
        }
    }

    /// Parses a stored name.
    pub fn parse(text: &str) -> Option<Self> {
        [Self::Password, Self::MailedCode]
            .into_iter()
            .find(|f| f.as_str() == text)
    }

    /// The sign-in of this factor alone.
    pub fn alone(self) -> SessionAuth {
        match self {
            Self::Password => SessionAuth::Password,
            Self::MailedCode => SessionAuth::MailedCode,
        }
    }

    /// The sign-in of this factor and a one-time code.
    pub fn with_otp(self) -> SessionAuth {
        match self {
            Self::Password => SessionAuth::PasswordAndOtp,
            Self::MailedCode => SessionAuth::MailedCodeAndOtp,
        }
    }

    /// The sign-in of this factor and a passkey.
    pub fn with_passkey(self, kind: KeyKind) -> SessionAuth {
        match self {
            Self::Password => SessionAuth::PasswordAndPasskey(kind),
            Self::MailedCode => SessionAuth::MailedCodeAndPasskey(kind),
        }
    }
}

/// Where a passkey lives, judged from its backup-eligible flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    /// Bound to one device (backup eligible clear): `amr` `hwk`.
    DeviceBound,
    /// Synced between devices: `amr` `swk`.
    Synced,
}

impl KeyKind {
    /// The kind of a key with this backup-eligible flag.
    pub fn of(backup_eligible: bool) -> Self {
        if backup_eligible {
            Self::Synced
        } else {
            Self::DeviceBound
        }
    }
}

impl SessionAuth {
    /// The one-factor `acr` value.
    pub const ACR_ONE_FACTOR: &'static str = "urn:accounts:acr:pwd";
    /// The two-factor `acr` value.
    pub const ACR_MFA: &'static str = "urn:accounts:acr:mfa";

    const ALL: [Self; 12] = [
        Self::Password,
        Self::PasswordAndOtp,
        Self::Passkey(KeyKind::DeviceBound),
        Self::Passkey(KeyKind::Synced),
        Self::PasswordAndPasskey(KeyKind::DeviceBound),
        Self::PasswordAndPasskey(KeyKind::Synced),
        Self::Federated { mfa: false },
        Self::Federated { mfa: true },
        Self::MailedCode,
        Self::MailedCodeAndOtp,
        Self::MailedCodeAndPasskey(KeyKind::DeviceBound),
        Self::MailedCodeAndPasskey(KeyKind::Synced),
    ];

    /// The RFC 8176 `amr` values.
    pub fn amr(self) -> &'static [&'static str] {
        match self {
            Self::Password => &["pwd"],
            Self::PasswordAndOtp => &["pwd", "otp", "mfa"],
            Self::Passkey(KeyKind::DeviceBound) => &["hwk", "user", "mfa"],
            Self::Passkey(KeyKind::Synced) => &["swk", "user", "mfa"],
            Self::PasswordAndPasskey(KeyKind::DeviceBound) => &["pwd", "hwk", "user", "mfa"],
            Self::PasswordAndPasskey(KeyKind::Synced) => &["pwd", "swk", "user", "mfa"],
            Self::Federated { mfa: false } => &["fed"],
            Self::Federated { mfa: true } => &["fed", "mfa"],
            Self::MailedCode => &["otp"],
            Self::MailedCodeAndOtp => &["otp", "mfa"],
            Self::MailedCodeAndPasskey(KeyKind::DeviceBound) => &["otp", "hwk", "user", "mfa"],
            Self::MailedCodeAndPasskey(KeyKind::Synced) => &["otp", "swk", "user", "mfa"],
        }
    }

    /// Whether the user typed their password for this sign-in.
    pub fn used_password(self) -> bool {
        matches!(
            self,
            Self::Password | Self::PasswordAndOtp | Self::PasswordAndPasskey(_)
        )
    }

    /// Whether two factors were given.
    pub fn is_multi_factor(self) -> bool {
        !matches!(
            self,
            Self::Password | Self::Federated { mfa: false } | Self::MailedCode
        )
    }

    /// The `acr` value: one factor or two.
    pub fn acr(self) -> &'static str {
        if self.is_multi_factor() {
            Self::ACR_MFA
        } else {
            Self::ACR_ONE_FACTOR
        }
    }

    /// The stored form: the `amr` values, space-separated.
    pub fn as_str(self) -> String {
        self.amr().join(" ")
    }

    /// Parses the stored form.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sign_in_round_trips_and_names_its_factors() {
        for auth in SessionAuth::ALL {
            assert_eq!(SessionAuth::parse(&auth.as_str()), Some(auth));
            assert_eq!(auth.amr().contains(&"mfa"), auth.is_multi_factor());
        }
        let upstream = SessionAuth::Federated { mfa: false };
        assert_eq!(upstream.amr(), ["fed"]);
        assert_eq!(upstream.acr(), SessionAuth::ACR_ONE_FACTOR);
        let upstream_mfa = SessionAuth::Federated { mfa: true };
        assert_eq!(upstream_mfa.amr(), ["fed", "mfa"]);
        assert_eq!(upstream_mfa.acr(), SessionAuth::ACR_MFA);
        assert_eq!(SessionAuth::parse("fed pwd"), None);
        assert_eq!(SessionAuth::MailedCode.amr(), ["otp"]);
        assert_eq!(SessionAuth::MailedCode.acr(), SessionAuth::ACR_ONE_FACTOR);
        assert!(!SessionAuth::MailedCode.used_password());
        for first in [FirstFactor::Password, FirstFactor::MailedCode] {
            assert_eq!(FirstFactor::parse(first.as_str()), Some(first));
            assert!(!first.alone().is_multi_factor());
            assert!(first.with_otp().is_multi_factor());
            assert!(first.with_passkey(KeyKind::Synced).is_multi_factor());
        }
    }
}
