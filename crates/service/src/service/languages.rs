//! Which language a page or mail speaks (docs/decisions.md, "Languages"):
//! the supported languages, and the choice among what a request offers,
//! first that applies: `ui_locales` on the authorization request, the
//! language picked on a page (cookie), the signed-in user's stored
//! language, `Accept-Language` (RFC 4647 lookup, weights, `q=0` refuses),
//! the configured default. Unknown or malformed values are skipped, never
//! an error.
//!
//! The messages in each language are the [`crate::catalogue`]'s.

/// A language the service speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    /// English (the catalogue every other falls back to).
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Spanish.
    Es,
    /// Brazilian Portuguese.
    PtBr,
    /// Japanese.
    Ja,
    /// Korean.
    Ko,
    /// Simplified Chinese.
    ZhHans,
    /// Russian.
    Ru,
    /// Arabic (right to left).
    Ar,
    /// Hindi.
    Hi,
    /// Indonesian.
    Id,
    /// Italian.
    It,
    /// Dutch.
    Nl,
    /// Polish.
    Pl,
    /// Turkish.
    Tr,
    /// Ukrainian.
    Uk,
    /// Vietnamese.
    Vi,
    /// Thai.
    Th,
    /// Traditional Chinese.
    ZhHant,
    /// Swedish.
    Sv,
    /// Danish.
    Da,
    /// Norwegian Bokmål.
    Nb,
    /// Finnish.
    Fi,
    /// Czech.
    Cs,
    /// Greek.
    El,
    /// Hebrew (right to left).
    He,
    /// Hungarian.
    Hu,
    /// Romanian.
    Ro,
    /// Bulgarian.
    Bg,
    /// Malay.
    Ms,
    /// Filipino.
    Fil,
    /// Bengali.
    Bn,
    /// Persian (right to left).
    Fa,
    /// Urdu (right to left).
    Ur,
    /// Tamil.
    Ta,
    /// Pseudo-English (`en-XA`): English accented and lengthened, so a
    /// page shows at a glance any text that bypasses the catalogue. Chosen
    /// only by its tag and never advertised.
    Pseudo,
}

impl Language {
    /// Every supported language, English first.
    pub const ALL: [Language; 36] = [
        Language::En,
        Language::De,
        Language::Fr,
        Language::Es,
        Language::PtBr,
        Language::Ja,
        Language::Ko,
        Language::ZhHans,
        Language::Ru,
        Language::Ar,
        Language::Hi,
        Language::Id,
        Language::It,
        Language::Nl,
        Language::Pl,
        Language::Tr,
        Language::Uk,
        Language::Vi,
        Language::Th,
        Language::ZhHant,
        Language::Sv,
        Language::Da,
        Language::Nb,
        Language::Fi,
        Language::Cs,
        Language::El,
        Language::He,
        Language::Hu,
        Language::Ro,
        Language::Bg,
        Language::Ms,
        Language::Fil,
        Language::Bn,
        Language::Fa,
        Language::Ur,
        Language::Ta,
    ];

    /// Every supported language in the order the picker lists them: by
    /// their names in themselves, Latin script first and alphabetically
    /// (`Čeština` under C), then the other scripts in Unicode's order
    /// (Greek, Cyrillic, Hebrew, Arabic, the Indic scripts, Thai, Chinese
    /// and Japanese, Korean), so a reader finds their language where they
    /// would look for it rather than in the order it was added.
    pub const BY_NAME: [Language; 36] = [
        Language::Id,
        Language::Ms,
        Language::Cs,
        Language::Da,
        Language::De,
        Language::En,
        Language::Es,
        Language::Fil,
        Language::Fr,
        Language::It,
        Language::Hu,
        Language::Nl,
        Language::Nb,
        Language::Pl,
        Language::PtBr,
        Language::Ro,
        Language::Fi,
        Language::Sv,
        Language::Vi,
        Language::Tr,
        Language::El,
        Language::Bg,
        Language::Ru,
        Language::Uk,
        Language::He,
        Language::Ur,
        Language::Ar,
        Language::Fa,
        Language::Hi,
        Language::Bn,
        Language::Ta,
        Language::Th,
        Language::Ja,
        Language::ZhHans,
        Language::ZhHant,
        Language::Ko,
    ];

    /// Its place in [`Language::ALL`] (the pseudo-locale comes last), for
    /// tables indexed by language.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Its name in itself, for the language picker.
    pub fn name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::De => "Deutsch",
            Language::Fr => "Français",
            Language::Es => "Español",
            Language::PtBr => "Português (Brasil)",
            Language::Ja => "日本語",
            Language::Ko => "한국어",
            Language::ZhHans => "简体中文",
            Language::Ru => "Русский",
            Language::Ar => "العربية",
            Language::Hi => "हिन्दी",
            Language::Id => "Bahasa Indonesia",
            Language::It => "Italiano",
            Language::Nl => "Nederlands",
            Language::Pl => "Polski",
            Language::Tr => "Türkçe",
            Language::Uk => "Українська",
            Language::Vi => "Tiếng Việt",
            Language::Th => "ไทย",
            Language::ZhHant => "繁體中文",
            Language::Sv => "Svenska",
            Language::Da => "Dansk",
            Language::Nb => "Norsk bokmål",
            Language::Fi => "Suomi",
            Language::Cs => "Čeština",
            Language::El => "Ελληνικά",
            Language::He => "עברית",
            Language::Hu => "Magyar",
            Language::Ro => "Română",
            Language::Bg => "Български",
            Language::Ms => "Bahasa Melayu",
            Language::Fil => "Filipino",
            Language::Bn => "বাংলা",
            Language::Fa => "فارسی",
            Language::Ur => "اردو",
            Language::Ta => "தமிழ்",
            Language::Pseudo => "Ƥşḗḗŭŭḓǿǿ",
        }
    }

    /// The BCP 47 tag (`<html lang>`, discovery's `ui_locales_supported`,
    /// the cookie's and the stored value).
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::De => "de",
            Language::Fr => "fr",
            Language::Es => "es",
            Language::PtBr => "pt-BR",
            Language::Ja => "ja",
            Language::Ko => "ko",
            Language::ZhHans => "zh-Hans",
            Language::Ru => "ru",
            Language::Ar => "ar",
            Language::Hi => "hi",
            Language::Id => "id",
            Language::It => "it",
            Language::Nl => "nl",
            Language::Pl => "pl",
            Language::Tr => "tr",
            Language::Uk => "uk",
            Language::Vi => "vi",
            Language::Th => "th",
            Language::ZhHant => "zh-Hant",
            Language::Sv => "sv",
            Language::Da => "da",
            Language::Nb => "nb",
            Language::Fi => "fi",
            Language::Cs => "cs",
            Language::El => "el",
            Language::He => "he",
            Language::Hu => "hu",
            Language::Ro => "ro",
            Language::Bg => "bg",
            Language::Ms => "ms",
            Language::Fil => "fil",
            Language::Bn => "bn",
            Language::Fa => "fa",
            Language::Ur => "ur",
            Language::Ta => "ta",
            Language::Pseudo => "en-XA",
        }
    }

    /// Whether its pages are laid out right to left.
    pub fn is_rtl(self) -> bool {
        matches!(
            self,
            Language::Ar | Language::He | Language::Fa | Language::Ur
        )
    }

    /// The supported language whose tag this is, compared
    /// case-insensitively (a cookie's or a stored value).
    pub fn from_tag(tag: &str) -> Option<Language> {
        // The pseudo-locale is chosen by its tag too, never advertised.
        Self::ALL
            .into_iter()
            .chain([Language::Pseudo])
            .find(|l| l.tag().eq_ignore_ascii_case(tag.trim()))
    }

    /// Whether it is one of [`Language::ALL`] (not the pseudo-locale):
    /// what may be stored, advertised or answered as a user's language.
    pub fn is_supported(self) -> bool {
        self != Language::Pseudo
    }

    /// The supported language whose tag this is (never the
    /// pseudo-locale): what a user may store.
    pub fn supported(tag: &str) -> Option<Language> {
        Self::from_tag(tag).filter(|l| l.is_supported())
    }

    /// RFC 4647 lookup of one language range: the range, then the range
    /// with its last subtag cut, and so on, against the supported tags
    /// (and the usual names of those that carry a region or script, or
    /// changed: `zh`, `zh-CN`, `zh-SG` are Simplified Chinese, `zh-TW`,
    /// `zh-HK`, `zh-MO` and `yue` Traditional Chinese, `pt` Brazilian
    /// Portuguese, `no` and `nn` Bokmål, `tl` Filipino, `iw` Hebrew, `in`
    /// Indonesian, `mo` Romanian). `*` and malformed ranges match nothing.
    pub fn lookup(range: &str) -> Option<Language> {
        let range = range.trim();
        if !is_language_range(range) {
            return None;
        }
        let mut candidate = range;
        loop {
            if let Some(language) = Self::from_tag(candidate).or_else(|| alias(candidate)) {
                return Some(language);
            }
            let (shorter, _) = candidate.rsplit_once('-')?;
            // A single-letter subtag (an extension's singleton) goes with
            // what follows it (RFC 4647 3.4).
            candidate = match shorter.rsplit_once('-') {
                Some((before, last)) if last.len() == 1 => before,
                _ => shorter,
            };
        }
    }
}

fn alias(tag: &str) -> Option<Language> {
    const ALIASES: [(&str, Language); 14] = [
        ("zh", Language::ZhHans),
        ("zh-CN", Language::ZhHans),
        ("zh-SG", Language::ZhHans),
        ("zh-TW", Language::ZhHant),
        ("zh-HK", Language::ZhHant),
        ("zh-MO", Language::ZhHant),
        // Cantonese, written in Traditional characters.
        ("yue", Language::ZhHant),
        ("pt", Language::PtBr),
        // Norwegian without its written standard, as browsers send it, and
        // Nynorsk, whose readers read Bokmål.
        ("no", Language::Nb),
        ("nn", Language::Nb),
        // Tagalog, whose standard form Filipino is.
        ("tl", Language::Fil),
        // Withdrawn tags that Java and Android still send: Hebrew's,
        // Indonesian's, and Moldavian (Romanian).
        ("iw", Language::He),
        ("in", Language::Id),
        ("mo", Language::Ro),
    ];
    ALIASES
        .into_iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(tag))
        .map(|(_, language)| language)
}

/// A plausible BCP 47 language range: 1 to 8 letters, then subtags of 1
/// to 8 letters or digits, at most 35 characters (what a request may
/// send; anything else is skipped).
fn is_language_range(range: &str) -> bool {
    let mut subtags = range.split('-');
    let first_ok = subtags
        .next()
        .is_some_and(|s| (1..=8).contains(&s.len()) && s.chars().all(|c| c.is_ascii_alphabetic()));
    first_ok
        && range.len() <= 35
        && subtags
            .all(|s| (1..=8).contains(&s.len()) && s.chars().all(|c| c.is_ascii_alphanumeric()))
}

thread_local! {
    static SPEAKING: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
    static SIGNED_IN: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// Runs `work` (a use case, on whatever thread) as an answer to a request
/// in `language`: a mail it sends to a user who has no stored language is
/// written in that language ([`mail_language`]). Answers what `work`
/// did and the stored language of the signed-in user it found, if any
/// (which then outranks `Accept-Language` for the rest of the request).
pub fn speaking<T>(language: Language, work: impl FnOnce() -> T) -> (T, Option<Language>) {
    let before = SPEAKING.with(|s| s.replace(Some(language)));
    let outer = SIGNED_IN.with(|s| s.replace(None));
    let done = work();
    SPEAKING.with(|s| s.set(before));
    let found = SIGNED_IN.with(|s| s.replace(outer));
    (done, found)
}

/// Notes the stored language of the user a request turned out to be
/// signed in as (see [`speaking`]).
pub fn note_signed_in(stored: Option<&str>) {
    if let Some(language) = stored.and_then(Language::supported) {
        SIGNED_IN.with(|s| s.set(Some(language)));
    }
}

/// The language a sign-up (a form, the JSON face, an upstream provider)
/// stores as the new user's: the one of the request being answered on
/// this thread (see [`speaking`]: the page's, or Accept-Language), when
/// supported (docs/decisions.md, "Languages").
pub fn new_user_language() -> Option<String> {
    SPEAKING
        .with(std::cell::Cell::get)
        .filter(|l| l.is_supported())
        .map(|l| l.tag().to_owned())
}

/// The language of a mail to a user: their stored language, else the
/// language of the request that caused the mail (see [`speaking`]), else
/// English.
pub fn mail_language(stored: Option<&str>) -> Language {
    stored
        .and_then(Language::supported)
        .or_else(|| SPEAKING.with(std::cell::Cell::get))
        .unwrap_or(Language::En)
}

/// The tag a session records as its `locale`: the `ui_locales` entry,
/// else the `Accept-Language` range, that chose a supported language, as
/// the client sent it (`de-DE`); `""` when none did.
pub fn session_locale(ui_locales: Option<&str>, accept_language: Option<&str>) -> String {
    let offered = Offered {
        ui_locales,
        accept_language,
        ..Offered::default()
    };
    choose(&offered, Language::En).requested
}

/// How much of an `Accept-Language` header is read: its first 1 KB (whole
/// ranges only)...
pub const ACCEPT_LANGUAGE_MAX_BYTES: usize = 1024;
/// ...and of those, its first 32 ranges. A longer header is answered as
/// its beginning would be, never refused: browsers send a handful of
/// ranges, and reading 120 KB of them cost every request (before any
/// authentication) 150 to 250 ms of CPU (issue 47).
pub const ACCEPT_LANGUAGE_MAX_RANGES: usize = 32;
/// How much of `ui_locales` counts, and is kept and carried with an
/// authorization request: its first 10 tags...
pub const UI_LOCALES_MAX_TAGS: usize = 10;
/// ...within its first 100 characters (whole tags only). Anonymous
/// requests store it (a pushed request, an upstream round trip), so it
/// is bounded where the request is read (issue 47).
pub const UI_LOCALES_MAX_CHARS: usize = 100;

/// The part of an `Accept-Language` header that is read: the whole of a
/// short one, else its ranges that lie wholly within its first
/// [`ACCEPT_LANGUAGE_MAX_BYTES`] (the one cut across by the bound is
/// dropped, so `de-DE` cut to `de-D` never speaks).
pub fn accept_language_read(header: &str) -> &str {
    if header.len() <= ACCEPT_LANGUAGE_MAX_BYTES {
        return header;
    }
    let mut end = ACCEPT_LANGUAGE_MAX_BYTES;
    while !header.is_char_boundary(end) {
        end -= 1;
    }
    let (head, rest) = header.split_at(end);
    if rest.starts_with(',') {
        return head;
    }
    head.rsplit_once(',').map_or("", |(whole, _)| whole)
}

/// The tags of `ui_locales` that count: its first [`UI_LOCALES_MAX_TAGS`],
/// as long as they fit [`UI_LOCALES_MAX_CHARS`] together (one space
/// between them).
fn ui_locales_tags(ui_locales: &str) -> impl Iterator<Item = &str> {
    let mut length = 0;
    ui_locales
        .split_whitespace()
        .take(UI_LOCALES_MAX_TAGS)
        .take_while(move |tag| {
            length += tag.len() + usize::from(length > 0);
            length <= UI_LOCALES_MAX_CHARS
        })
}

/// `ui_locales` as an authorization request keeps and carries it: the
/// tags that count ([`UI_LOCALES_MAX_TAGS`], [`UI_LOCALES_MAX_CHARS`]),
/// one space apart; `None` when none is left. Applied where a request is
/// read (the authorization endpoint's parameters and forms, a push), so
/// every page, form, link and stored row carries the bounded value.
pub fn bounded_ui_locales(ui_locales: &str) -> Option<String> {
    let kept = ui_locales_tags(ui_locales).collect::<Vec<_>>().join(" ");
    (!kept.is_empty()).then_some(kept)
}

/// What a request offers to choose from.
#[derive(Debug, Clone, Copy, Default)]
pub struct Offered<'a> {
    /// `ui_locales` of the authorization request (space-separated, in
    /// preference order).
    pub ui_locales: Option<&'a str>,
    /// The language picked on a page (the `accounts_lang` cookie).
    pub picked: Option<&'a str>,
    /// The signed-in user's stored language.
    pub stored: Option<&'a str>,
    /// The `Accept-Language` header.
    pub accept_language: Option<&'a str>,
}

/// The language chosen, and the tag that chose it as the client sent it
/// (`de-DE` for `Accept-Language: de-DE`): `""` when no tag the client
/// sent matched (a cookie, the stored language or the default decided).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chosen {
    /// The language.
    pub language: Language,
    /// The `ui_locales` entry or `Accept-Language` range that matched.
    pub requested: String,
}

/// The first language that applies, in the order the module states;
/// `default` when nothing does.
pub fn choose(offered: &Offered<'_>, default: Language) -> Chosen {
    let sent = |tag: &str, language| Chosen {
        language,
        requested: tag.to_owned(),
    };
    let kept = |language| Chosen {
        language,
        requested: String::new(),
    };
    if let Some(chosen) = offered
        .ui_locales
        .into_iter()
        .flat_map(ui_locales_tags)
        .find_map(|tag| Language::lookup(tag).map(|l| sent(tag, l)))
    {
        return chosen;
    }
    if let Some(language) = offered.picked.and_then(Language::from_tag) {
        return kept(language);
    }
    if let Some(language) = offered.stored.and_then(Language::from_tag) {
        return kept(language);
    }
    if let Some((tag, language)) = offered.accept_language.and_then(accept_language) {
        return sent(&tag, language);
    }
    kept(default)
}

/// The `Accept-Language` range that wins (RFC 9110 12.5.4: by weight,
/// then order; `q=0` refuses a language, and a range that names no
/// supported language is skipped), with its language.
/// Only the first [`ACCEPT_LANGUAGE_MAX_RANGES`] of the ranges
/// [`accept_language_read`] keeps are read.
fn accept_language(header: &str) -> Option<(String, Language)> {
    let mut ranges: Vec<(&str, u16)> = accept_language_read(header)
        .split(',')
        .take(ACCEPT_LANGUAGE_MAX_RANGES)
        .filter_map(|item| {
            let mut parts = item.split(';');
            let range = parts.next()?.trim();
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1000), weight)?;
            Some((range, weight))
        })
        .collect();
    let refused: Vec<Language> = ranges
        .iter()
        .filter(|(_, w)| *w == 0)
        .filter_map(|(range, _)| Language::lookup(range))
        .collect();
    // Stable: equal weights keep the header's order.
    ranges.sort_by_key(|(_, w)| std::cmp::Reverse(*w));
    ranges
        .into_iter()
        .filter(|(_, w)| *w > 0)
        .filter_map(|(range, _)| Language::lookup(range).map(|l| (range.to_owned(), l)))
        .find(|(_, language)| !refused.contains(language))
}

/// A `q` value in thousandths (`0` to `1` with at most three decimals);
/// `None` for anything else, which drops the range.
fn weight(text: &str) -> Option<u16> {
    let text = text.trim();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let thousandths: u16 = format!("{fraction:0<3}").parse().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
#[path = "languages_tests.rs"]
mod tests;
