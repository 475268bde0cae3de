//! `geoData` from a MaxMind-format (GeoIP2/GeoLite2 City) database, when
//! `geo.mmdb_path` is configured. English names; unknown values are `""`.

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::path::Path;

use accounts_domain::origin::{GeoData, Locator};
use maxminddb::Reader;
use serde::Deserialize;

/// An opened database, read into memory once at start.
pub struct GeoDb(Reader<Vec<u8>>);

impl std::fmt::Debug for GeoDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GeoDb")
            .field("type", &self.0.metadata().database_type)
            .finish()
    }
}

#[derive(Debug, Default, Deserialize)]
struct Named {
    #[serde(default)]
    iso_code: Option<String>,
    #[serde(default)]
    names: BTreeMap<String, String>,
}

#[derive(Debug, Default, Deserialize)]
struct Postal {
    #[serde(default)]
    code: Option<String>,
}

/// The part of a GeoIP2 City record we use.
#[derive(Debug, Default, Deserialize)]
struct City {
    #[serde(default)]
    city: Named,
    #[serde(default)]
    country: Named,
    #[serde(default)]
    subdivisions: Vec<Named>,
    #[serde(default)]
    postal: Postal,
}

fn english(named: &Named) -> String {
    named.names.get("en").cloned().unwrap_or_default()
}

impl GeoDb {
    /// Opens a database file.
    pub fn open(path: &Path) -> Result<Self, maxminddb::MaxMindDbError> {
        Reader::open_readfile(path).map(Self)
    }
}

impl Locator for GeoDb {
    /// Where `ip` is, as far as the database knows; `""` for anything else
    /// (unknown address, private range, unparseable text).
    fn locate(&self, ip: &str) -> GeoData {
        let Ok(address) = ip.parse::<IpAddr>() else {
            return GeoData::default();
        };
        let record: City = match self.0.lookup(address).and_then(|r| r.decode::<City>()) {
            Ok(Some(city)) => city,
            Ok(None) => return GeoData::default(),
            Err(e) => {
                log::warn!("GeoIP lookup failed: {e}");
                return GeoData::default();
            }
        };
        let region = record.subdivisions.first();
        GeoData {
            country_code: record.country.iso_code.clone().unwrap_or_default(),
            country: english(&record.country),
            country_region_code: region.and_then(|r| r.iso_code.clone()).unwrap_or_default(),
            country_region: region.map(english).unwrap_or_default(),
            city: english(&record.city),
            postal_code: record.postal.code.unwrap_or_default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn looks_up_a_network_of_a_real_mmdb_file() {
        let place = accounts_testkit::mmdb::Place {
            country_code: "DE".into(),
            country: "Germany".into(),
            region_code: "BE".into(),
            region: "Berlin".into(),
            city: "Berlin".into(),
            postal_code: "10115".into(),
        };
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("city.mmdb");
        std::fs::write(
            &path,
            accounts_testkit::mmdb::city_database("203.0.113.0".parse().unwrap(), 24, &place),
        )
        .unwrap();
        let db = GeoDb::open(&path).unwrap();
        assert_eq!(
            db.locate("203.0.113.77"),
            GeoData {
                country_code: "DE".into(),
                country: "Germany".into(),
                country_region_code: "BE".into(),
                country_region: "Berlin".into(),
                city: "Berlin".into(),
                postal_code: "10115".into(),
            }
        );
        for elsewhere in ["203.0.114.1", "127.0.0.1", "::1", "not an ip", ""] {
            assert_eq!(db.locate(elsewhere), GeoData::default(), "{elsewhere}");
        }
        assert!(GeoDb::open(&dir.path().join("missing.mmdb")).is_err());
        std::fs::write(dir.path().join("garbage.mmdb"), b"not a database").unwrap();
        assert!(GeoDb::open(&dir.path().join("garbage.mmdb")).is_err());
    }
}
