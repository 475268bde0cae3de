//! Reading an import's file as a stream: which format it is (from its
//! first 64 KiB when not given), then one record at a time, a line of
//! NDJSON or a user of a JSON document's `users` array, whatever the
//! file's size.

use std::fmt;
use std::io::{self, BufRead, BufReader, Read};

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use super::formats::{ImportFormat, Incoming, Reason, reader};

/// What the format is told by: the first 64 KiB.
const PEEK: usize = 64 * 1024;
/// The longest NDJSON line read: a user with every profile field at its
/// longest is under 80 KiB, a real one a few hundred bytes.
const MAX_LINE: usize = 128 * 1024;

/// One record of the file: where it stands (from 1) and what it holds.
pub(super) struct Record {
    pub line: u64,
    pub read: Result<Incoming, Reason>,
    /// Nothing after it can be read (the input failed, or a document
    /// broke off): an import that is one transaction commits nothing.
    pub fatal: bool,
}

/// Why a file cannot be read at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unreadable {
    /// The file holds nothing but white space: an export that failed, or
    /// the wrong file.
    #[error("the file is empty")]
    Empty,
    /// The format was not given and the file does not tell.
    #[error("cannot tell the file's format: give it (ndjson, keycloak, auth0 or firebase)")]
    UnknownFormat,
    /// Reading failed.
    #[error("cannot read the file: {0}")]
    Io(String),
}

/// The file's format (the one given, or the one its start shows) and
/// the file again from its first byte.
pub(super) fn open<'a>(
    mut input: impl Read + Send + 'a,
    given: Option<ImportFormat>,
) -> Result<(ImportFormat, Box<dyn BufRead + Send + 'a>), Unreadable> {
    let mut start = Vec::with_capacity(PEEK);
    (&mut input)
        .take(PEEK as u64)
        .read_to_end(&mut start)
        .map_err(|e| Unreadable::Io(e.to_string()))?;
    if start.trim_ascii().is_empty() {
        return Err(Unreadable::Empty);
    }
    let format = match given {
        Some(format) => format,
        None => detect(&start).ok_or(Unreadable::UnknownFormat)?,
    };
    let again = io::Cursor::new(start).chain(input);
    Ok((format, Box::new(BufReader::with_capacity(PEEK, again))))
}

/// The format a file's start shows: a first line that is a whole JSON
/// object is NDJSON (Auth0's when it has Auth0's field names), a
/// document is Firebase's when it names `localId`, Keycloak's when it
/// names a realm, usernames or credentials.
fn detect(start: &[u8]) -> Option<ImportFormat> {
    let text = String::from_utf8_lossy(start);
    let text = text.trim_start_matches('\u{feff}').trim_start();
    let first = text.lines().next().unwrap_or_default();
    let line: Option<serde_json::Map<String, Value>> = serde_json::from_str(first).ok();
    let document = match &line {
        Some(object) if !object.contains_key("users") => {
            const AUTH0: [&str; 7] = [
                "user_id",
                "_id",
                "email_verified",
                "identities",
                "tenant",
                "connection",
                "given_name",
            ];
            return Some(if AUTH0.iter().any(|key| object.contains_key(*key)) {
                ImportFormat::Auth0
            } else {
                ImportFormat::Ndjson
            });
        }
        _ => text,
    };
    if !document.starts_with('{') {
        return None;
    }
    if document.contains("\"localId\"") {
        Some(ImportFormat::Firebase)
    } else if ["\"realm\"", "\"username\"", "\"credentials\""]
        .iter()
        .any(|key| document.contains(key))
    {
        Some(ImportFormat::Keycloak)
    } else {
        None
    }
}

/// Reads every record of `input` in `format`, handing each to `sink`
/// until it answers `false`.
pub(super) fn each_record(
    format: ImportFormat,
    input: &mut dyn BufRead,
    sink: &mut dyn FnMut(Record) -> bool,
) {
    let convert = reader(format);
    if format.is_lines() {
        each_line(input, convert, sink);
    } else {
        each_user(input, convert, sink);
    }
}

fn each_line(
    input: &mut dyn BufRead,
    convert: fn(Value) -> Result<Incoming, Reason>,
    sink: &mut dyn FnMut(Record) -> bool,
) {
    let mut buffer = Vec::new();
    let mut line = 0u64;
    loop {
        buffer.clear();
        let read = match next_line(input, &mut buffer) {
            Ok(None) => return,
            Ok(Some(read)) => read,
            Err(e) => {
                sink(Record {
                    line: line + 1,
                    read: Err(format!("the file could not be read on: {e}")),
                    fatal: true,
                });
                return;
            }
        };
        line += 1;
        let text = trim(&buffer, line == 1);
        if text.is_empty() && read == Line::Whole {
            continue;
        }
        let read = if read == Line::TooLong {
            Err(format!("the line is longer than {MAX_LINE} bytes"))
        } else {
            serde_json::from_slice::<Value>(text)
                .map_err(|e| format!("the line is not valid JSON: {e}"))
                .and_then(|value| match value {
                    Value::Object(_) => convert(value),
                    _ => Err("the line is not a JSON object".to_owned()),
                })
        };
        if !sink(Record {
            line,
            read,
            fatal: false,
        }) {
            return;
        }
    }
}

/// A line without its end, white space around it, and (on the first
/// line) a byte order mark.
fn trim(line: &[u8], first: bool) -> &[u8] {
    let line = if first {
        line.strip_prefix("\u{feff}".as_bytes()).unwrap_or(line)
    } else {
        line
    };
    line.trim_ascii()
}

#[derive(Debug, PartialEq, Eq)]
enum Line {
    Whole,
    TooLong,
}

/// The next line into `buffer` (at most [`MAX_LINE`] bytes kept; a
/// longer one is read past and reported); `None` at the end.
fn next_line(input: &mut dyn BufRead, buffer: &mut Vec<u8>) -> io::Result<Option<Line>> {
    let mut any = false;
    let mut long = false;
    loop {
        let available = input.fill_buf()?;
        if available.is_empty() {
            return Ok(any.then_some(if long { Line::TooLong } else { Line::Whole }));
        }
        any = true;
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(end) => (end + 1, true),
            None => (available.len(), false),
        };
        if buffer.len() + taken > MAX_LINE + 1 {
            long = true;
            buffer.clear();
        } else if !long {
            buffer.extend_from_slice(available.get(..taken).unwrap_or_default());
        }
        input.consume(taken);
        if ended {
            return Ok(Some(if long { Line::TooLong } else { Line::Whole }));
        }
    }
}

/// The users of a JSON document's top-level `users` array, one at a
/// time (the other members are skipped unread).
fn each_user(
    input: &mut dyn BufRead,
    convert: fn(Value) -> Result<Incoming, Reason>,
    sink: &mut dyn FnMut(Record) -> bool,
) {
    let mut count = 0u64;
    let mut stopped = false;
    let mut document = serde_json::Deserializer::from_reader(input);
    let read = Document(Users {
        convert,
        sink: &mut *sink,
        count: &mut count,
        stopped: &mut stopped,
    })
    .deserialize(&mut document)
    .and_then(|()| document.end());
    if let (Err(e), false) = (read, stopped) {
        sink(Record {
            line: count + 1,
            read: Err(format!(
                "the file is not valid JSON after user {count}: {e}"
            )),
            fatal: true,
        });
    }
}

/// The document around the `users` array, which it hands its seed.
struct Document<'s>(Users<'s>);

impl<'de> DeserializeSeed<'de> for Document<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Document<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object with a `users` array")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut users = Some(self.0);
        while let Some(key) = map.next_key::<String>()? {
            match (key.as_str(), users.take()) {
                ("users", Some(seed)) => map.next_value_seed(seed)?,
                (_, unused) => {
                    users = unused;
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(())
    }
}

struct Users<'s> {
    convert: fn(Value) -> Result<Incoming, Reason>,
    sink: &'s mut dyn FnMut(Record) -> bool,
    count: &'s mut u64,
    stopped: &'s mut bool,
}

impl<'de> DeserializeSeed<'de> for Users<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Users<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of users")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while let Some(user) = seq.next_element::<Value>()? {
            *self.count += 1;
            let read = match user {
                Value::Object(_) => (self.convert)(user),
                _ => Err("the user is not a JSON object".to_owned()),
            };
            if !(self.sink)(Record {
                line: *self.count,
                read,
                fatal: false,
            }) {
                *self.stopped = true;
                return Err(serde::de::Error::custom("stopped"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_of_a_file_tells_its_format() {
        let cases: [(&str, Option<ImportFormat>); 7] = [
            (
                "{\"email\":\"a@example.com\"}\n{}",
                Some(ImportFormat::Ndjson),
            ),
            (
                "\u{feff}{\"user_id\":\"auth0|1\",\"email\":\"a@example.com\"}\n",
                Some(ImportFormat::Auth0),
            ),
            (
                "{\n  \"realm\": \"acme\",\n  \"users\": []\n}",
                Some(ImportFormat::Keycloak),
            ),
            (
                "{\"users\":[{\"localId\":\"x\"}]}",
                Some(ImportFormat::Firebase),
            ),
            (
                "{\n \"users\": [ {\n \"localId\": \"x\" } ] }",
                Some(ImportFormat::Firebase),
            ),
            ("[1, 2]", None),
            ("{\n \"something\": 1 }", None),
        ];
        for (start, format) in cases {
            assert_eq!(detect(start.as_bytes()), format, "{start}");
        }
    }

    fn records(format: ImportFormat, file: &str) -> Vec<(u64, Result<Option<String>, String>)> {
        let mut input = io::Cursor::new(file.as_bytes().to_vec());
        let mut out = Vec::new();
        each_record(format, &mut input, &mut |record| {
            out.push((record.line, record.read.map(|incoming| incoming.email)));
            true
        });
        out
    }

    #[test]
    fn lines_are_counted_from_one_and_a_bad_line_stops_nothing() {
        let file =
            "{\"email\":\"a@example.com\"}\n\n{not json\n[1]\r\n{\"email\":\"b@example.com\"}";
        let read = records(ImportFormat::Ndjson, file);
        assert_eq!(read.len(), 4);
        assert_eq!(read[0], (1, Ok(Some("a@example.com".into()))));
        assert_eq!(read[1].0, 3);
        assert!(
            read[1]
                .1
                .as_ref()
                .is_err_and(|e| e.contains("not valid JSON"))
        );
        assert_eq!(read[2].0, 4);
        assert!(
            read[2]
                .1
                .as_ref()
                .is_err_and(|e| e.contains("not a JSON object"))
        );
        assert_eq!(read[3], (5, Ok(Some("b@example.com".into()))));
    }

    #[test]
    fn a_line_longer_than_the_bound_is_reported_and_read_past() {
        let file = format!(
            "{{\"email\":\"{}\"}}\n{{\"email\":\"b@example.com\"}}\n",
            "x".repeat(MAX_LINE + 10)
        );
        let read = records(ImportFormat::Ndjson, &file);
        assert_eq!(read.len(), 2);
        assert!(read[0].1.as_ref().is_err_and(|e| e.contains("longer than")));
        assert_eq!(read[1], (2, Ok(Some("b@example.com".into()))));
    }

    #[test]
    fn a_documents_users_are_read_one_by_one_and_the_rest_skipped() {
        let file = r#"{"realm":"acme","clients":[{"id":"x","users":[]}],
            "users":[{"email":"a@example.com"},7,{"email":"b@example.com"}],
            "groups":[]}"#;
        let read = records(ImportFormat::Keycloak, file);
        assert_eq!(read.len(), 3);
        assert_eq!(read[0], (1, Ok(Some("a@example.com".into()))));
        assert!(read[1].1.is_err());
        assert_eq!(read[2], (3, Ok(Some("b@example.com".into()))));
        let broken = records(
            ImportFormat::Firebase,
            r#"{"users":[{"email":"a@example.com"},{"email":"#,
        );
        assert_eq!(broken.len(), 2);
        assert_eq!(broken[1].0, 2);
        assert!(
            broken[1]
                .1
                .as_ref()
                .is_err_and(|e| e.contains("after user 1"))
        );
    }
}
