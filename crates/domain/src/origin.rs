//! Where a sign-in came from: the device (parsed from its User-Agent) and
//! the place (from its IP address). Stored with the session and shown by
//! sessioninfo.

use serde::{Deserialize, Serialize};

/// `deviceData.os`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct OsData {
    /// Operating system version, e.g. `"13"`.
    pub version: String,
    /// Operating system name, e.g. `"Android"`.
    pub name: String,
    /// Platform (CPU architecture), e.g. `"ARM"`.
    pub platform: String,
}

/// `deviceData.device`. `brand` and `model` are strings: the spec's "int"
/// is an error, brands are names (docs/decisions.md, "Values").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct DeviceInfo {
    /// Device brand, e.g. `"Samsung"`.
    pub brand: String,
    /// Device model, e.g. `"SM-S918B"`.
    pub model: String,
    /// Device type, e.g. `"smartphone"`.
    #[serde(rename = "type")]
    pub device_type: String,
}

/// `deviceData.client`: the app or browser that signed in.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
#[serde(rename_all = "camelCase")]
pub struct ClientData {
    /// Client version.
    pub version: String,
    /// Rendering engine, e.g. `"Blink"`.
    pub engine: String,
    /// Client name, e.g. `"Chrome Mobile"`.
    pub name: String,
    /// Client type, e.g. `"browser"`.
    #[serde(rename = "type")]
    pub client_type: String,
    /// Engine version.
    pub engine_version: String,
}

/// `deviceData`: parsed from the login request's User-Agent.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct DeviceData {
    /// Operating system.
    pub os: OsData,
    /// Hardware.
    pub device: DeviceInfo,
    /// App or browser.
    pub client: ClientData,
}

/// `geoData`: where the login came from, `""` where unknown. Also the
/// location part of `userData`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
#[serde(rename_all = "camelCase")]
pub struct GeoData {
    /// Country code.
    pub country_code: String,
    /// Country.
    pub country: String,
    /// Region (state) code.
    pub country_region_code: String,
    /// Region (state).
    pub country_region: String,
    /// City.
    pub city: String,
    /// Postal code.
    pub postal_code: String,
}

/// Reads a sign-in's device from its User-Agent (a port: the server plugs
/// in a parser of uap-core's rules).
pub trait DeviceParser: Send + Sync {
    /// What `user_agent` says about the device; `""` fields where unknown.
    fn parse(&self, user_agent: &str) -> DeviceData;
}

/// Places an IP address (a port: the server plugs in a GeoIP database).
pub trait Locator: Send + Sync {
    /// Where `ip` is, as far as known; `""` fields for anything else.
    fn locate(&self, ip: &str) -> GeoData;
}

/// A [`Locator`] that knows no place: every field `""`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Nowhere;

impl Locator for Nowhere {
    fn locate(&self, _ip: &str) -> GeoData {
        GeoData::default()
    }
}

/// A [`DeviceParser`] that recognises nothing: every field `""`.
#[derive(Debug, Clone, Copy, Default)]
pub struct UnknownDevice;

impl DeviceParser for UnknownDevice {
    fn parse(&self, _user_agent: &str) -> DeviceData {
        DeviceData::default()
    }
}
