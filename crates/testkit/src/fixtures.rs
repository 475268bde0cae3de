//! Sample records shared by the storage and HTTP tests: one realistic user
//! profile and one Android Chrome login.

use accounts_domain::addresses::PackageName;
use accounts_domain::origin::{ClientData, DeviceData, DeviceInfo, GeoData, OsData};
use accounts_domain::records::{SessionChannel, SessionDetails, UserProfile};

/// The User-Agent of Chrome 120 on a Samsung Galaxy S23 (Android 13).
pub const ANDROID_CHROME_UA: &str = "Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 \
     (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";

/// The package name the sample client registers and the sample login uses.
pub const PACKAGE_NAME: &str = "com.example.app";

/// A full profile: every field set.
pub fn profile() -> UserProfile {
    UserProfile {
        name: "Ann Lee".into(),
        mobile: "+4915112345678".into(),
        picture: "https://cdn.example.com/ann.png".into(),
        country_code: "DE".into(),
        country: "Germany".into(),
        country_region_code: "BE".into(),
        country_region: "Berlin".into(),
        city: "Berlin".into(),
        postal_code: "10115".into(),
    }
}

/// What [`ANDROID_CHROME_UA`] describes.
pub fn android_device() -> DeviceData {
    DeviceData {
        os: OsData {
            version: "13".into(),
            name: "Android".into(),
            platform: String::new(),
        },
        device: DeviceInfo {
            brand: "Samsung".into(),
            model: "SM-S918B".into(),
            device_type: "smartphone".into(),
        },
        client: ClientData {
            version: "120.0.6099.144".into(),
            engine: "Blink".into(),
            name: "Chrome Mobile".into(),
            client_type: "browser".into(),
            engine_version: "120.0.6099.144".into(),
        },
    }
}

/// A login from that phone, with no geo data.
#[allow(clippy::expect_used)]
pub fn session_details() -> SessionDetails {
    SessionDetails {
        channel: SessionChannel::App,
        user_agent: ANDROID_CHROME_UA.into(),
        ip: "203.0.113.7".into(),
        locale: "de-DE".into(),
        package_name: Some(PackageName::parse(PACKAGE_NAME).expect("a valid package name")),
        device: android_device(),
        geo: GeoData::default(),
    }
}
