//! The service's adapters: implementations of its ports that talk to the
//! world beyond the database. Mail over SMTP or to dev mode's outbox
//! ([`mail`]), places from a MaxMind-format GeoIP file ([`geoip`]),
//! devices from User-Agent strings ([`user_agent`]), and the Prometheus
//! registry that the use cases and the HTTP face report to
//! ([`prometheus`]), upstream identity providers ([`upstream`]) and
//! webhook deliveries ([`webhook`]), both through the one client that
//! calls other servers ([`outbound`]), and TXT records from the DNS for
//! verifying an organization's domain ([`dns`]). The binary wires them
//! in; nothing above the binary depends on them.

pub mod dns;
pub mod geoip;
pub mod mail;
pub mod outbound;
pub mod prometheus;
pub mod upstream;
pub mod user_agent;
pub mod webhook;
