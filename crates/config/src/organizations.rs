//! `[organizations]`: customer companies' invitations and domains
//! (docs/operations.md, "Organizations").

use std::net::SocketAddr;

use accounts_domain::organization_domains::MailDomain;
use accounts_service::service::organization_policy::OrganizationPolicy;
use serde::Deserialize;

use crate::error::{SettingsError, invalid};

/// `[organizations]`: customer companies' invitations and domains.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct OrganizationSettings {
    /// Days an invitation's link works (1 to 90).
    pub invitation_days: i64,
    /// The DNS server (`ip:port`) a domain's TXT challenge is looked up
    /// at. Unset: the system's resolver (`/etc/resolv.conf`).
    #[cfg_attr(test, schemars(extend("x-example" = "127.0.0.1:5353")))]
    pub dns_resolver: Option<String>,
    /// Mail domains no organization may claim, besides the built-in list
    /// of consumer providers (gmail.com, outlook.com, …).
    #[cfg_attr(test, schemars(extend("x-example" = ["mail.example"])))]
    pub consumer_domains: Vec<String>,
}

impl Default for OrganizationSettings {
    fn default() -> Self {
        Self {
            invitation_days: 7,
            dns_resolver: None,
            consumer_domains: Vec::new(),
        }
    }
}

impl OrganizationSettings {
    /// The service's policy, checked.
    pub(crate) fn policy(&self) -> Result<OrganizationPolicy, SettingsError> {
        if !(1..=90).contains(&self.invitation_days) {
            return Err(invalid(
                "organizations.invitation_days",
                "must be from 1 to 90",
            ));
        }
        let consumer_domains = self
            .consumer_domains
            .iter()
            .map(|d| {
                MailDomain::parse(d)
                    .map_err(|e| invalid("organizations.consumer_domains", format!("{d:?}: {e}")))
            })
            .collect::<Result<_, _>>()?;
        Ok(OrganizationPolicy {
            invitation_lifetime: time::Duration::days(self.invitation_days),
            consumer_domains,
        })
    }

    /// The DNS server to ask, when one is set.
    pub(crate) fn resolver(&self) -> Result<Option<SocketAddr>, SettingsError> {
        self.dns_resolver
            .as_deref()
            .map(|text| {
                text.parse().map_err(|_| {
                    invalid(
                        "organizations.dns_resolver",
                        "must be ip:port, like 127.0.0.1:53",
                    )
                })
            })
            .transpose()
    }
}
