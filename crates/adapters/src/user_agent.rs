//! `deviceData` from a login request's User-Agent, parsed once per sign-in.
//!
//! No single maintained Rust parser covers every field (ua-parser has
//! brand/model/OS/browser, woothee has the device category and client type,
//! neither names the rendering engine), so three sources are combined:
//! - `ua-parser` (uap-rust, the uap project's own Rust implementation) with
//!   uap-core's rules (vendored in `assets/uap-core`): OS name and version,
//!   device brand and model, client name and version. It matches through a
//!   literal prefilter and compiles only the regexes a User-Agent can
//!   match, where `uaparser` compiled all of uap-core's thousand regexes at
//!   start (about 170 MB resident, docs/decisions.md, "Memory");
//! - `woothee`: device type (smartphone, desktop, ...) and client type;
//! - the UA's own product tokens: engine and engine version (Blink, WebKit,
//!   Gecko, ...) and the CPU platform where the UA states it.
//!
//! Unknown values are `""`.

use std::sync::OnceLock;

use accounts_domain::origin::{ClientData, DeviceData, DeviceInfo, OsData};
use ua_parser::{Extractor, Regexes};

/// Longer User-Agents are cut before parsing: real ones are well under
/// 512 bytes, and the regexes' cost grows with the input.
const MAX_UA_LEN: usize = 1024;

static REGEXES: &str = include_str!("../assets/uap-core/regexes.yaml");

fn parser() -> Option<&'static Extractor<'static>> {
    static PARSER: OnceLock<Option<Extractor<'static>>> = OnceLock::new();
    PARSER
        .get_or_init(|| {
            let built = serde_yaml::from_str::<Regexes<'static>>(REGEXES)
                .map_err(|e| e.to_string())
                .and_then(|regexes| Extractor::try_from(regexes).map_err(|e| e.to_string()));
            match built {
                Ok(parser) => Some(parser),
                Err(e) => {
                    log::error!(
                        "the User-Agent rules could not be loaded; deviceData will be empty: {e}"
                    );
                    None
                }
            }
        })
        .as_ref()
}

/// Parses User-Agents on one dedicated thread.
///
/// The regex crate builds its search caches per thread on first use:
/// parsing on whatever pool thread handles a sign-in would make the first
/// sign-in on every such thread pay again. One thread pays once; at tens
/// of microseconds a parse it is never the bottleneck of sign-in, which
/// argon2 bounds at milliseconds. The rules are loaded on the first
/// sign-in, not at start: a service at rest holds none of their memory
/// (about 24 MB once loaded), and reads never parse.
#[derive(Debug, Clone)]
pub struct UserAgents {
    requests: std::sync::mpsc::Sender<(String, std::sync::mpsc::Sender<DeviceData>)>,
}

impl UserAgents {
    /// Starts the thread; it loads the rules when the first User-Agent
    /// arrives.
    pub fn start() -> std::io::Result<Self> {
        let (requests, incoming) =
            std::sync::mpsc::channel::<(String, std::sync::mpsc::Sender<DeviceData>)>();
        std::thread::Builder::new()
            .name("user-agents".into())
            .spawn(move || {
                for (user_agent, reply) in incoming {
                    let _ = reply.send(parse(&user_agent));
                }
            })?;
        Ok(Self { requests })
    }
}

impl accounts_domain::origin::DeviceParser for UserAgents {
    /// Parses `user_agent` (blocking; call from the blocking pool). If the
    /// parser thread is gone, parses here rather than failing a sign-in.
    fn parse(&self, user_agent: &str) -> DeviceData {
        let (reply, answer) = std::sync::mpsc::channel();
        if self.requests.send((user_agent.to_owned(), reply)).is_ok()
            && let Ok(data) = answer.recv()
        {
            return data;
        }
        parse(user_agent)
    }
}

fn known(value: &str) -> String {
    match value {
        // uap-core's placeholders for "could not tell".
        v if v == "Other" || v == "UNKNOWN" || v.starts_with("Generic") => String::new(),
        v => v.to_owned(),
    }
}

fn dotted(parts: &[Option<&str>]) -> String {
    parts
        .iter()
        .map_while(|p| *p)
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(".")
}

/// The version right after `prefix` (digits and dots), if `prefix` occurs.
fn token_version(ua: &str, prefix: &str) -> Option<String> {
    let start = ua.find(prefix)? + prefix.len();
    let version: String = ua
        .get(start..)?
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    (!version.is_empty()).then_some(version)
}

fn engine(ua: &str) -> (String, String) {
    let apple_mobile = ["iPhone", "iPad", "iPod"].iter().any(|d| ua.contains(d));
    if let Some(v) = token_version(ua, "Edge/") {
        return ("EdgeHTML".into(), v);
    }
    if ua.contains("AppleWebKit/") {
        // Every iOS browser is WebKit; elsewhere a Chrome token means Blink.
        if !apple_mobile
            && let Some(v) = token_version(ua, "Chrome/").or_else(|| token_version(ua, "Chromium/"))
        {
            return ("Blink".into(), v);
        }
        return (
            "WebKit".into(),
            token_version(ua, "AppleWebKit/").unwrap_or_default(),
        );
    }
    if ua.contains("Gecko/") {
        return ("Gecko".into(), token_version(ua, "rv:").unwrap_or_default());
    }
    if let Some(v) = token_version(ua, "Trident/") {
        return ("Trident".into(), v);
    }
    if let Some(v) = token_version(ua, "Presto/") {
        return ("Presto".into(), v);
    }
    (String::new(), String::new())
}

fn platform(ua: &str) -> String {
    let ua = ua.to_ascii_lowercase();
    let has = |needles: &[&str]| needles.iter().any(|n| ua.contains(n));
    if has(&["aarch64", "arm64"]) {
        "ARM64".into()
    } else if has(&["armv7", "armv8", "armeabi", "arm;", "arm)"]) {
        "ARM".into()
    } else if has(&["x86_64", "win64", "x64", "amd64", "wow64"]) {
        "x64".into()
    } else if has(&["i686", "i386", "x86"]) {
        "x86".into()
    } else {
        String::new()
    }
}

fn device_type(ua: &str, category: &str, family: &str) -> String {
    let tablet = family == "iPad"
        || ua.contains("Tablet")
        || (ua.contains("Android") && !ua.contains("Mobile"));
    match category {
        "smartphone" if tablet => "tablet",
        "smartphone" => "smartphone",
        "mobilephone" => "feature phone",
        "pc" if tablet => "tablet",
        "pc" => "desktop",
        "appliance" => "appliance",
        "crawler" => "bot",
        _ => "",
    }
    .into()
}

/// What kind of client sent the request. woothee's own browser type is
/// only trusted for browsers (it says "full" for crawlers).
fn client_kind(ua: &str, category: &str, browser_type: &str) -> String {
    const LIBRARIES: [&str; 7] = [
        "curl/",
        "okhttp/",
        "Dalvik/",
        "python-requests/",
        "Go-http-client/",
        "Wget/",
        "axios/",
    ];
    if category == "crawler" {
        "bot".into()
    } else if browser_type == "browser" {
        "browser".into()
    } else if LIBRARIES.iter().any(|l| ua.starts_with(l)) {
        "library".into()
    } else {
        String::new()
    }
}

/// Parses a User-Agent into `deviceData`; never fails (unknown is `""`).
pub fn parse(user_agent: &str) -> DeviceData {
    let mut end = user_agent.len().min(MAX_UA_LEN);
    while !user_agent.is_char_boundary(end) {
        end -= 1;
    }
    let ua = user_agent.get(..end).unwrap_or_default();
    if ua.trim().is_empty() {
        return DeviceData::default();
    }
    let woothee = woothee::parser::Parser::new().parse(ua);
    let (category, client_type) = woothee
        .as_ref()
        .map_or(("", ""), |w| (w.category, w.browser_type));
    let (engine, engine_version) = engine(ua);
    let mut data = DeviceData {
        os: OsData {
            platform: platform(ua),
            ..OsData::default()
        },
        device: DeviceInfo::default(),
        client: ClientData {
            engine,
            engine_version,
            client_type: client_kind(ua, category, client_type),
            ..ClientData::default()
        },
    };
    if let Some(parser) = parser() {
        let (client, os, device) = parser.extract(ua);
        if let Some(os) = os {
            data.os.name = known(&os.os);
            data.os.version = dotted(&[
                os.major.as_deref(),
                os.minor.as_deref(),
                os.patch.as_deref(),
            ]);
        }
        let family = device
            .as_ref()
            .map(|d| d.device.to_string())
            .unwrap_or_default();
        if let Some(device) = device {
            data.device.brand = known(device.brand.as_deref().unwrap_or_default());
            data.device.model = known(device.model.as_deref().unwrap_or_default());
        }
        data.device.device_type = device_type(ua, category, &family);
        if let Some(client) = client {
            data.client.name = known(&client.family);
            data.client.version = dotted(&[client.major, client.minor, client.patch]);
        }
    }
    data
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(ua: &str) -> [String; 11] {
        let d = parse(ua);
        [
            d.os.name,
            d.os.version,
            d.os.platform,
            d.device.brand,
            d.device.model,
            d.device.device_type,
            d.client.name,
            d.client.version,
            d.client.client_type,
            d.client.engine,
            d.client.engine_version,
        ]
    }

    #[test]
    fn real_user_agents() {
        let table: [(&str, [&str; 11]); 5] = [
            (
                "Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36",
                [
                    "Android",
                    "13",
                    "",
                    "Samsung",
                    "SM-S918B",
                    "smartphone",
                    "Chrome Mobile",
                    "120.0.6099",
                    "browser",
                    "Blink",
                    "120.0.6099.144",
                ],
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
                [
                    "iOS",
                    "17.1",
                    "",
                    "Apple",
                    "iPhone",
                    "smartphone",
                    "Mobile Safari",
                    "17.1",
                    "browser",
                    "WebKit",
                    "605.1.15",
                ],
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0",
                [
                    "Windows", "10", "x64", "", "", "desktop", "Firefox", "121.0", "browser",
                    "Gecko", "121.0",
                ],
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
                [
                    "Android",
                    "14",
                    "",
                    "",
                    "SM-X710",
                    "tablet",
                    "Chrome",
                    "120.0.0",
                    "browser",
                    "Blink",
                    "120.0.0.0",
                ],
            ),
            (
                "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
                [
                    "",
                    "",
                    "",
                    "Spider",
                    "Desktop",
                    "bot",
                    "Googlebot",
                    "2.1",
                    "bot",
                    "",
                    "",
                ],
            ),
        ];
        for (ua, expected) in table {
            assert_eq!(fields(ua), expected.map(String::from), "{ua}");
        }
    }

    #[test]
    fn odd_input_gives_empty_or_partial_data_and_never_panics() {
        assert_eq!(parse(""), DeviceData::default());
        assert_eq!(parse("   "), DeviceData::default());
        assert_eq!(parse("curl/8.4.0").client.client_type, "library");
        let _ = parse(&"Mozilla/5.0 ".repeat(10_000));
        let _ = parse(&"é".repeat(5_000));
        let _ = parse("\u{0}\u{1}\u{7f}");
    }
}
