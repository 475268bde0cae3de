//! A minimal MaxMind DB (MMDB v2) writer: one IPv4 network with one
//! GeoIP2-City-shaped record, so GeoIP code can be tested against a real
//! database file without shipping MaxMind's data.
//!
//! Format (maxmind.github.io/MaxMind-DB): a binary search tree of 24-bit
//! records, 16 zero bytes, the data section, then the metadata marker and
//! the metadata map, all in MMDB's self-describing data encoding.

use std::net::Ipv4Addr;

/// The place a test network is in.
#[derive(Debug, Clone, Default)]
pub struct Place {
    /// ISO country code, e.g. `DE`.
    pub country_code: String,
    /// Country name in English.
    pub country: String,
    /// ISO subdivision code, e.g. `BE`.
    pub region_code: String,
    /// Subdivision name in English.
    pub region: String,
    /// City name in English.
    pub city: String,
    /// Postal code.
    pub postal_code: String,
}

enum Value {
    Str(String),
    U16(u16),
    U32(u32),
    U64(u64),
    Map(Vec<(String, Value)>),
    Array(Vec<Value>),
}

fn control(out: &mut Vec<u8>, kind: u8, size: usize) {
    // Sizes here stay below 29, so they fit in the control byte itself.
    let size = u8::try_from(size.min(28)).unwrap_or(28);
    if kind <= 7 {
        out.push((kind << 5) | size);
    } else {
        out.push(size);
        out.push(kind - 7);
    }
}

fn uint(out: &mut Vec<u8>, kind: u8, value: u64) {
    let bytes = value.to_be_bytes();
    let skip = bytes.iter().take_while(|b| **b == 0).count();
    let significant = bytes.get(skip..).unwrap_or_default();
    control(out, kind, significant.len());
    out.extend_from_slice(significant);
}

fn encode(out: &mut Vec<u8>, value: &Value) {
    match value {
        Value::Str(s) => {
            control(out, 2, s.len());
            out.extend_from_slice(s.as_bytes());
        }
        Value::U16(v) => uint(out, 5, u64::from(*v)),
        Value::U32(v) => uint(out, 6, u64::from(*v)),
        Value::U64(v) => uint(out, 9, *v),
        Value::Map(pairs) => {
            control(out, 7, pairs.len());
            for (key, value) in pairs {
                encode(out, &Value::Str(key.clone()));
                encode(out, value);
            }
        }
        Value::Array(items) => {
            control(out, 11, items.len());
            for item in items {
                encode(out, item);
            }
        }
    }
}

fn s(text: &str) -> Value {
    Value::Str(text.to_owned())
}

fn named(iso: Option<&str>, name: &str) -> Value {
    let mut pairs = vec![(
        "names".to_owned(),
        Value::Map(vec![("en".to_owned(), s(name))]),
    )];
    if let Some(iso) = iso {
        pairs.push(("iso_code".to_owned(), s(iso)));
    }
    Value::Map(pairs)
}

/// An MMDB file (as bytes) mapping `network/prefix_len` to `place`.
pub fn city_database(network: Ipv4Addr, prefix_len: u8, place: &Place) -> Vec<u8> {
    let prefix_len = prefix_len.clamp(1, 32);
    let node_count = u32::from(prefix_len);
    let address = u32::from(network);
    let mut out = Vec::new();
    for i in 0..prefix_len {
        let bit = (address >> (31 - u32::from(i))) & 1;
        // The last node points at the first (only) record of the data section.
        let onward = if i + 1 == prefix_len {
            node_count + 16
        } else {
            u32::from(i) + 1
        };
        let (left, right) = if bit == 0 {
            (onward, node_count)
        } else {
            (node_count, onward)
        };
        for record in [left, right] {
            out.extend_from_slice(record.to_be_bytes().get(1..).unwrap_or_default());
        }
    }
    out.extend_from_slice(&[0; 16]);
    let record = Value::Map(vec![
        ("city".into(), named(None, &place.city)),
        (
            "country".into(),
            named(Some(&place.country_code), &place.country),
        ),
        (
            "subdivisions".into(),
            Value::Array(vec![named(Some(&place.region_code), &place.region)]),
        ),
        (
            "postal".into(),
            Value::Map(vec![("code".into(), s(&place.postal_code))]),
        ),
    ]);
    encode(&mut out, &record);
    out.extend_from_slice(b"\xAB\xCD\xEFMaxMind.com");
    let metadata = Value::Map(vec![
        ("node_count".into(), Value::U32(node_count)),
        ("record_size".into(), Value::U16(24)),
        ("ip_version".into(), Value::U16(4)),
        ("database_type".into(), s("Accounts-Test-City")),
        ("languages".into(), Value::Array(vec![s("en")])),
        ("binary_format_major_version".into(), Value::U16(2)),
        ("binary_format_minor_version".into(), Value::U16(0)),
        ("build_epoch".into(), Value::U64(1_795_280_645)),
        (
            "description".into(),
            Value::Map(vec![("en".into(), s("test database"))]),
        ),
    ]);
    encode(&mut out, &metadata);
    out
}
