//! Every word a page or mail shows, in every supported language
//! (docs/decisions.md, "Languages"): Project Fluent files, one per
//! language (`crates/service/locales/*.ftl`), compiled into the binary and
//! parsed once. A language lacking a message falls back to English for
//! that message only; the pseudo-locale (`en-XA`) is English run through
//! [`pseudo`].
//!
//! Messages without variables are formatted once, at first use, so a
//! page's words cost a table lookup; messages with variables (counts,
//! names, dates) are formatted per call, plurals by the language's rules.
//! Messages are plain text: the caller escapes them for HTML.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::languages::Language;

/// Built in deflated by `build.rs` (docs/decisions.md, "Binary size").
macro_rules! deflated {
    ($file:literal) => {
        include_bytes!(concat!(env!("OUT_DIR"), "/", $file))
    };
}

const DEFLATED: [(Language, &[u8]); Language::ALL.len()] = [
    (Language::En, deflated!("en.ftl")),
    (Language::De, deflated!("de.ftl")),
    (Language::Fr, deflated!("fr.ftl")),
    (Language::Es, deflated!("es.ftl")),
    (Language::PtBr, deflated!("pt-BR.ftl")),
    (Language::Ja, deflated!("ja.ftl")),
    (Language::Ko, deflated!("ko.ftl")),
    (Language::ZhHans, deflated!("zh-Hans.ftl")),
    (Language::Ru, deflated!("ru.ftl")),
    (Language::Ar, deflated!("ar.ftl")),
    (Language::Hi, deflated!("hi.ftl")),
    (Language::Id, deflated!("id.ftl")),
    (Language::It, deflated!("it.ftl")),
    (Language::Nl, deflated!("nl.ftl")),
    (Language::Pl, deflated!("pl.ftl")),
    (Language::Tr, deflated!("tr.ftl")),
    (Language::Uk, deflated!("uk.ftl")),
    (Language::Vi, deflated!("vi.ftl")),
    (Language::Th, deflated!("th.ftl")),
    (Language::ZhHant, deflated!("zh-Hant.ftl")),
    (Language::Sv, deflated!("sv.ftl")),
    (Language::Da, deflated!("da.ftl")),
    (Language::Nb, deflated!("nb.ftl")),
    (Language::Fi, deflated!("fi.ftl")),
    (Language::Cs, deflated!("cs.ftl")),
    (Language::El, deflated!("el.ftl")),
    (Language::He, deflated!("he.ftl")),
    (Language::Hu, deflated!("hu.ftl")),
    (Language::Ro, deflated!("ro.ftl")),
    (Language::Bg, deflated!("bg.ftl")),
    (Language::Ms, deflated!("ms.ftl")),
    (Language::Fil, deflated!("fil.ftl")),
    (Language::Bn, deflated!("bn.ftl")),
    (Language::Fa, deflated!("fa.ftl")),
    (Language::Ur, deflated!("ur.ftl")),
    (Language::Ta, deflated!("ta.ftl")),
];

/// The Fluent source of each language, in [`Language::ALL`]'s order,
/// inflated on each call: the catalogue reads them once and keeps only
/// what it parsed from them.
pub fn sources() -> Vec<(Language, String)> {
    DEFLATED
        .iter()
        .map(|(language, deflated)| {
            // build.rs deflated UTF-8 files: this fails only in a broken
            // build, which the catalogue tests catch (an empty catalogue).
            let text = miniz_oxide::inflate::decompress_to_vec(deflated)
                .ok()
                .and_then(|bytes| String::from_utf8(bytes).ok())
                .unwrap_or_default();
            (*language, text)
        })
        .collect()
}

/// A value for a message's variable.
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    /// Text (a name, an address, a date already formatted).
    Text(&'a str),
    /// A number: plurals select on it.
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(text)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(i64, u64, i32, u32, usize, u16, u8);

/// The text of message `id` in `language`: English when the language
/// lacks it, the id itself when English does too (a bug the catalogue
/// tests catch).
pub fn text(language: Language, id: &str) -> Cow<'static, str> {
    let catalogue = &*CATALOGUE;
    for language in [language, Language::En] {
        if let Some(text) = catalogue
            .plain
            .get(language.index())
            .and_then(|plain| plain.get(id))
        {
            return Cow::Borrowed(text.as_str());
        }
        if catalogue.has(language, id) {
            // A message that needs variables, called without: format it
            // anyway (Fluent shows the variable's name).
            return Cow::Owned(format_message(language, id, &[]));
        }
    }
    log::warn!("no message {id:?} in the catalogue");
    Cow::Owned(id.to_owned())
}

/// The text of message `id` in `language` with `args` (falling back as
/// [`text`] does).
pub fn text_with(language: Language, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let catalogue = &*CATALOGUE;
    for language in [language, Language::En] {
        if catalogue.has(language, id) {
            return format_message(language, id, args);
        }
    }
    log::warn!("no message {id:?} in the catalogue");
    id.to_owned()
}

/// Whether `id` is a message of the English catalogue.
pub fn has(id: &str) -> bool {
    CATALOGUE.has(Language::En, id)
}

/// Every message id of a Fluent source, in order (terms, whose ids start
/// with `-`, and comments are not messages).
pub fn message_ids(source: &str) -> Vec<&str> {
    source
        .lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let first = id.chars().next()?;
            (first.is_ascii_alphabetic()
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .then_some(id)
        })
        .collect()
}

/// Parses a Fluent source, naming the first error (for the catalogue
/// tests and the catalogue's start).
pub fn parse(source: &str) -> Result<FluentResource, String> {
    FluentResource::try_new(source.to_owned()).map_err(|(_, errors)| match errors.first() {
        Some(first) => format!("{first} ({} errors)", errors.len()),
        None => "no errors named".to_owned(),
    })
}

fn format_message(language: Language, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let Some(bundle) = CATALOGUE.bundles.get(language.index()) else {
        return id.to_owned();
    };
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_owned();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(*name, FluentValue::from(*text)),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if !errors.is_empty() {
        log::warn!("message {id:?} in {}: {errors:?}", language.tag());
    }
    text.into_owned()
}

struct Catalogue {
    /// One bundle per language, in [`Language::index`] order (the
    /// pseudo-locale last).
    bundles: Vec<FluentBundle<FluentResource>>,
    /// Each bundle's messages that need no variables, formatted.
    plain: Vec<HashMap<String, String>>,
}

impl Catalogue {
    fn has(&self, language: Language, id: &str) -> bool {
        self.bundles
            .get(language.index())
            .is_some_and(|bundle| bundle.has_message(id))
    }
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    let inflated = sources();
    let mut sources: Vec<(Language, &str)> = inflated
        .iter()
        .map(|(language, source)| (*language, source.as_str()))
        .collect();
    // The pseudo-locale is English, which comes first.
    let english = sources.first().map_or("", |(_, source)| *source);
    sources.push((Language::Pseudo, english));
    let bundles: Vec<_> = sources
        .iter()
        .map(|(language, source)| bundle(*language, source))
        .collect();
    let plain = sources
        .iter()
        .zip(&bundles)
        .map(|((_, source), bundle)| {
            message_ids(source)
                .into_iter()
                .filter_map(|id| {
                    let pattern = bundle.get_message(id)?.value()?;
                    let mut errors = Vec::new();
                    let text = bundle.format_pattern(pattern, None, &mut errors);
                    errors
                        .is_empty()
                        .then(|| (id.to_owned(), text.into_owned()))
                })
                .collect()
        })
        .collect();
    Catalogue { bundles, plain }
});

fn bundle(language: Language, source: &str) -> FluentBundle<FluentResource> {
    let tag = match language {
        Language::Pseudo => "en",
        other => other.tag(),
    };
    let locale: unic_langid::LanguageIdentifier = tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    // A right-to-left language needs its variables (addresses, names,
    // dates, mostly left to right) isolated, or the bidi algorithm moves
    // their parts ("ann-" after "@example.com"); left-to-right languages
    // need no marks in their mails and titles.
    bundle.set_use_isolating(language.is_rtl());
    if language == Language::Pseudo {
        bundle.set_transform(Some(pseudo));
    }
    match parse(source) {
        Ok(resource) => {
            if let Err(errors) = bundle.add_resource(resource) {
                log::error!("catalogue {tag}: {errors:?}");
            }
        }
        // The catalogue tests keep this from happening; should it, the
        // language falls back to English message by message.
        Err(error) => log::error!("catalogue {tag} does not parse: {error}"),
    }
    bundle
}

/// English made recognisable but readable: accented letters, and a third
/// longer (translations run longer than English), in brackets so a cut-off
/// shows.
pub fn pseudo(text: &str) -> Cow<'_, str> {
    if text.trim().is_empty() {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() * 2);
    let mut letters: usize = 0;
    for c in text.chars() {
        let accented = match c {
            'a' => 'ȧ',
            'b' => 'ƀ',
            'c' => 'ƈ',
            'd' => 'ḓ',
            'e' => 'ḗ',
            'f' => 'ƒ',
            'g' => 'ɠ',
            'h' => 'ħ',
            'i' => 'ī',
            'j' => 'ĵ',
            'k' => 'ķ',
            'l' => 'ŀ',
            'm' => 'ḿ',
            'n' => 'ƞ',
            'o' => 'ǿ',
            'p' => 'ƥ',
            'q' => 'ɋ',
            'r' => 'ř',
            's' => 'ş',
            't' => 'ŧ',
            'u' => 'ŭ',
            'v' => 'ṽ',
            'w' => 'ẇ',
            'x' => 'ẋ',
            'y' => 'ẏ',
            'z' => 'ẑ',
            'A' => 'Ȧ',
            'B' => 'Ɓ',
            'C' => 'Ƈ',
            'D' => 'Ḓ',
            'E' => 'Ḗ',
            'F' => 'Ƒ',
            'G' => 'Ɠ',
            'H' => 'Ħ',
            'I' => 'Ī',
            'J' => 'Ĵ',
            'K' => 'Ķ',
            'L' => 'Ŀ',
            'M' => 'Ḿ',
            'N' => 'Ƞ',
            'O' => 'Ǿ',
            'P' => 'Ƥ',
            'Q' => 'Ɋ',
            'R' => 'Ř',
            'S' => 'Ş',
            'T' => 'Ŧ',
            'U' => 'Ŭ',
            'V' => 'Ṽ',
            'W' => 'Ẇ',
            'X' => 'Ẋ',
            'Y' => 'Ẏ',
            'Z' => 'Ẑ',
            other => other,
        };
        if accented != c {
            letters += 1;
        }
        out.push(accented);
    }
    if letters == 0 {
        return Cow::Owned(out);
    }
    let padding = "~".repeat(letters.div_ceil(3));
    Cow::Owned(format!("[{out}{padding}]"))
}

#[cfg(test)]
#[path = "catalogue_tests.rs"]
mod tests;
