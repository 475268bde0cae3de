//! The organizations' settings (`[organizations]`, docs/decisions.md,
//! "Organizations"): how long an invitation's link works, and which mail
//! domains no organization may claim.

use time::Duration;

use accounts_domain::organization_domains::MailDomain;

/// Mail domains anyone can get an address at: claiming one would let an
/// organization's rules (joining, its own sign-in) reach strangers.
pub const CONSUMER_DOMAINS: [&str; 40] = [
    "gmail.com",
    "googlemail.com",
    "outlook.com",
    "hotmail.com",
    "hotmail.co.uk",
    "live.com",
    "msn.com",
    "yahoo.com",
    "yahoo.co.uk",
    "yahoo.co.jp",
    "ymail.com",
    "icloud.com",
    "me.com",
    "mac.com",
    "aol.com",
    "proton.me",
    "protonmail.com",
    "pm.me",
    "gmx.de",
    "gmx.net",
    "gmx.com",
    "web.de",
    "t-online.de",
    "mail.ru",
    "yandex.ru",
    "yandex.com",
    "qq.com",
    "163.com",
    "126.com",
    "naver.com",
    "hanmail.net",
    "daum.net",
    "zoho.com",
    "mail.com",
    "fastmail.com",
    "tutanota.com",
    "hey.com",
    "orange.fr",
    "libero.it",
    "rediffmail.com",
];

/// How organizations behave.
#[derive(Debug, Clone)]
pub struct OrganizationPolicy {
    /// How long an invitation's link works (`organizations.invitation_days`).
    pub invitation_lifetime: Duration,
    /// More consumer domains than the built-in list
    /// (`organizations.consumer_domains`).
    pub consumer_domains: Vec<MailDomain>,
}

impl Default for OrganizationPolicy {
    fn default() -> Self {
        Self {
            invitation_lifetime: Duration::days(7),
            consumer_domains: Vec::new(),
        }
    }
}

impl OrganizationPolicy {
    /// Whether `domain` is one anyone can get an address at.
    pub fn is_consumer(&self, domain: &MailDomain) -> bool {
        CONSUMER_DOMAINS.contains(&domain.as_str()) || self.consumer_domains.contains(domain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consumer_domains_are_the_list_and_the_configured_ones() {
        let policy = OrganizationPolicy {
            consumer_domains: vec![MailDomain::parse("mail.example").unwrap()],
            ..OrganizationPolicy::default()
        };
        for consumer in ["gmail.com", "GMAIL.COM", "mail.example"] {
            assert!(
                policy.is_consumer(&MailDomain::parse(consumer).unwrap()),
                "{consumer}"
            );
        }
        assert!(!policy.is_consumer(&MailDomain::parse("acme.io").unwrap()));
        for listed in CONSUMER_DOMAINS {
            assert!(MailDomain::parse(listed).is_ok(), "{listed}");
        }
    }
}
