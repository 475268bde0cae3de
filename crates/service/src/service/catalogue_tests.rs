//! The catalogue's tests: every language has exactly English's messages
//! with their variables, formats without errors, has the plural variants
//! its language's rules select, and is translated: the guard against
//! English left in (docs/decisions.md, "Languages").

use super::*;

#[test]
fn every_language_parses_and_has_exactly_the_english_ids() {
    let sources = sources();
    let english = message_ids(&sources[0].1);
    assert!(english.len() > 100, "{} messages", english.len());
    let mut unique = english.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), english.len(), "an id is repeated in en.ftl");
    for (language, source) in &sources {
        if let Err(error) = parse(source) {
            panic!("{}.ftl does not parse: {error}", language.tag());
        }
        let mut ids = message_ids(source);
        ids.sort_unstable();
        let missing: Vec<_> = unique.iter().filter(|id| !ids.contains(id)).collect();
        let extra: Vec<_> = ids.iter().filter(|id| !unique.contains(id)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}.ftl: missing {missing:?}, not in English {extra:?}",
            language.tag()
        );
        let len = ids.len();
        ids.dedup();
        assert_eq!(ids.len(), len, "{}.ftl repeats an id", language.tag());
    }
}

/// A message of `source` as written: its first line and the indented
/// lines (plural variants) that go on with it.
fn block<'a>(source: &'a str, id: &str) -> Vec<&'a str> {
    let start = source.find(&format!("\n{id} =")).map_or(0, |i| i + 1);
    source[start..]
        .lines()
        .enumerate()
        .take_while(|(i, line)| *i == 0 || line.starts_with([' ', '}']))
        .map(|(_, line)| line)
        .collect()
}

/// The variables a message of `source` names (`$count`).
fn variables<'a>(source: &'a str, id: &str) -> Vec<&'a str> {
    block(source, id)
        .into_iter()
        .flat_map(|line| line.split('$').skip(1))
        .filter_map(|rest| {
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                .unwrap_or(rest.len());
            rest.get(..end)
        })
        .collect()
}

#[test]
fn every_translation_uses_the_english_messages_variables() {
    let sources = sources();
    let english = sources[0].1.as_str();
    for (language, source) in &sources {
        for id in message_ids(english) {
            let mut theirs = variables(source, id);
            let mut ours = variables(english, id);
            theirs.sort_unstable();
            theirs.dedup();
            ours.sort_unstable();
            ours.dedup();
            assert_eq!(theirs, ours, "{}: {id}", language.tag());
        }
    }
}

#[test]
fn every_message_formats_in_every_language_without_errors() {
    let sources = sources();
    let english = sources[0].1.as_str();
    for (language, source) in &sources {
        let bundle = &CATALOGUE.bundles[language.index()];
        for id in message_ids(source) {
            let pattern = bundle.get_message(id).and_then(|m| m.value());
            let Some(pattern) = pattern else {
                panic!("{}: {id} has no value", language.tag());
            };
            // Every count a plural rule tells apart, for every variable.
            for n in [0_i64, 1, 2, 3, 5, 11, 21, 100, 1001] {
                let mut args = FluentArgs::new();
                for name in variables(english, id) {
                    args.set(name, FluentValue::from(n));
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(
                    errors.is_empty() && !text.trim().is_empty(),
                    "{}: {id} with {n}: {errors:?}",
                    language.tag()
                );
            }
        }
    }
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    assert_eq!(text(Language::De, "no-such-message"), "no-such-message");
    assert_eq!(
        text(Language::Pseudo, "page-login-title"),
        pseudo("Sign in")
    );
    assert_eq!(
        text_with(Language::Pseudo, "login-lead", &[("client", "Shop".into())]),
        format!("{}Shop", pseudo("to continue to ")),
        "variables are not pseudo-localised"
    );
}

#[test]
fn pseudo_english_keeps_no_plain_letter() {
    let text = pseudo("Sign in with Google");
    assert!(text.starts_with('[') && text.ends_with(']'), "{text}");
    assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
    assert_eq!(pseudo("  "), "  ");
}

/// Messages whose English text is the same word in every language: a
/// name, a code or a brand word (`IP`, `API`, `URL`, `ID`), or only
/// variables. The one place the guard against English left in is told
/// that a message may stay English; a language may still translate them.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &[
    "console-user-ip",
    "console-audit-ip",
    "console-client-api",
    "console-webhook-url",
    "console-organization-id",
    "console-settings-trouble",
];

/// Messages that must stay exactly English in every language: clients
/// compare their text (the seed interface's verify-token messages).
const FIXED_IN_ENGLISH: &[&str] = &[
    "api-code-verification-success",
    "api-code-invalid-token",
    "api-code-expired-token",
];

/// How many messages of a language may read exactly as in English (not
/// counting [`SAME_IN_EVERY_LANGUAGE`] and [`FIXED_IN_ENGLISH`]): words
/// a language borrows ("Passkey", "Status", "Token"), at most 5 %.
const MOST_LEFT_IN_ENGLISH_PERCENT: usize = 5;

/// A message's text as written, variants included, for comparing with
/// English.
fn written(source: &str, id: &str) -> String {
    block(source, id).join("\n")
}

/// The messages of `source` that read exactly as in `english`, but for
/// those allowed to.
fn left_in_english<'a>(english: &'a str, source: &str) -> Vec<&'a str> {
    message_ids(english)
        .into_iter()
        .filter(|id| !SAME_IN_EVERY_LANGUAGE.contains(id) && !FIXED_IN_ENGLISH.contains(id))
        .filter(|id| written(source, id) == written(english, id))
        .collect()
}

/// Whether more than [`MOST_LEFT_IN_ENGLISH_PERCENT`] of the messages
/// are left in English.
fn too_much_english(english: &str, left: usize) -> bool {
    left * 100 > message_ids(english).len() * MOST_LEFT_IN_ENGLISH_PERCENT
}

#[test]
fn no_language_leaves_more_than_five_percent_in_english() {
    let sources = sources();
    let english = sources[0].1.as_str();
    let total = message_ids(english).len();
    let mut figures = Vec::new();
    for (language, source) in sources.iter().skip(1) {
        let left = left_in_english(english, source);
        figures.push(format!("{} {}", language.tag(), left.len()));
        assert!(
            !too_much_english(english, left.len()),
            "{}.ftl: {} of {total} messages read as in English, among them {:?}",
            language.tag(),
            left.len(),
            left.get(..20).unwrap_or(&left),
        );
    }
    // The figures per language, for `cargo test -- --nocapture`.
    println!(
        "of {total} messages, identical to English: {}",
        figures.join(", ")
    );
}

#[test]
fn the_guard_catches_a_catalogue_left_half_in_english() {
    let sources = sources();
    let english = sources[0].1.as_str();
    let german = sources[1].1.as_str();
    assert_eq!(sources[1].0, Language::De);
    // German passes as translated...
    assert!(!too_much_english(
        english,
        left_in_english(english, german).len()
    ));
    // ...and fails once one message in eighteen more is English.
    let mut mixed = german.to_owned();
    let ids = message_ids(english);
    for id in ids.iter().step_by(18) {
        mixed = mixed.replacen(&written(german, id), &written(english, id), 1);
    }
    assert!(too_much_english(
        english,
        left_in_english(english, &mixed).len()
    ));
    // The bound itself: 5 % of the messages may, one more may not.
    let bound = ids.len() * MOST_LEFT_IN_ENGLISH_PERCENT / 100;
    assert!(!too_much_english(english, bound));
    assert!(too_much_english(english, bound + 1));
    // English itself is all left in.
    assert_eq!(
        left_in_english(english, english).len(),
        ids.len() - SAME_IN_EVERY_LANGUAGE.len() - FIXED_IN_ENGLISH.len()
    );
}

#[test]
fn the_messages_clients_compare_stay_english() {
    let sources = sources();
    let english = sources[0].1.as_str();
    for (language, source) in &sources {
        for id in FIXED_IN_ENGLISH {
            assert_eq!(
                written(source, id),
                written(english, id),
                "{}: {id}",
                language.tag()
            );
        }
    }
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The plural category the catalogue's own bundle for `language` (made
/// by [`bundle`], as the pages' are) selects for each of `counts`, from
/// one bundle.
fn categories_of(language: Language, counts: impl IntoIterator<Item = i64>) -> Vec<&'static str> {
    const PROBE: &str = "probe = { $n ->\n [zero] zero\n [one] one\n [two] two\n [few] few\n [many] many\n*[other] other\n}\n";
    let bundle = bundle(language, PROBE);
    let pattern = bundle.get_message("probe").unwrap().value().unwrap();
    counts
        .into_iter()
        .map(|n| {
            let mut args = FluentArgs::new();
            args.set("n", FluentValue::from(n));
            let mut errors = Vec::new();
            let selected = bundle.format_pattern(pattern, Some(&args), &mut errors);
            CATEGORIES.into_iter().find(|c| *c == selected).unwrap()
        })
        .collect()
}

/// The plural category `language` selects for the count `n`.
fn category(language: Language, n: i64) -> &'static str {
    categories_of(language, [n])[0]
}

/// The plural categories a language's rules give whole numbers (the counts
/// messages select on), in CLDR's order.
fn integer_categories(language: Language) -> Vec<&'static str> {
    let found = categories_of(language, (0..=1000).chain([10_000, 100_000, 1_000_000]));
    CATEGORIES
        .into_iter()
        .filter(|c| found.contains(c))
        .collect()
}

#[test]
fn each_language_selects_by_its_own_plural_rules() {
    // CLDR's categories for whole numbers, and the counts that tell a
    // language's rules from English's (French's 0 is "one", Filipino's 2
    // and 3 are, Polish's 22 is "few"), so that a language the plural rules
    // did not know, and which fell back to English's, shows.
    let expected = |language: Language| -> (&[&str], &[(i64, &str)]) {
        match language {
            Language::Ja
            | Language::Ko
            | Language::ZhHans
            | Language::ZhHant
            | Language::Id
            | Language::Ms
            | Language::Vi
            | Language::Th => (&["other"], &[(1, "other")]),
            Language::Ru | Language::Uk => (
                &["one", "few", "many"],
                &[
                    (0, "many"),
                    (1, "one"),
                    (2, "few"),
                    (5, "many"),
                    (11, "many"),
                    (21, "one"),
                    (22, "few"),
                ],
            ),
            Language::Pl => (
                &["one", "few", "many"],
                &[
                    (0, "many"),
                    (1, "one"),
                    (2, "few"),
                    (12, "many"),
                    (21, "many"),
                    (22, "few"),
                ],
            ),
            Language::Cs => (
                &["one", "few", "other"],
                &[(0, "other"), (1, "one"), (4, "few"), (5, "other")],
            ),
            Language::Ro => (
                &["one", "few", "other"],
                &[
                    (0, "few"),
                    (1, "one"),
                    (19, "few"),
                    (20, "other"),
                    // CLDR makes 102 "few" (n % 100 = 2..19);
                    // intl_pluralrules 7 compares n itself, so it is
                    // "other" here (docs/decisions.md, "Languages").
                    (102, "other"),
                ],
            ),
            Language::He => (
                &["one", "two", "many", "other"],
                &[
                    (1, "one"),
                    (2, "two"),
                    (3, "other"),
                    (10, "other"),
                    (20, "many"),
                ],
            ),
            Language::Ar => (
                &["zero", "one", "two", "few", "many", "other"],
                &[
                    (0, "zero"),
                    (1, "one"),
                    (2, "two"),
                    (3, "few"),
                    (11, "many"),
                    (100, "other"),
                ],
            ),
            Language::Fr | Language::PtBr | Language::Hi | Language::Bn | Language::Fa => {
                (&["one", "other"], &[(0, "one"), (1, "one"), (2, "other")])
            }
            Language::Fil => (
                &["one", "other"],
                &[
                    (1, "one"),
                    (2, "one"),
                    (3, "one"),
                    (4, "other"),
                    (5, "one"),
                    (6, "other"),
                ],
            ),
            _ => (&["one", "other"], &[(0, "other"), (1, "one"), (2, "other")]),
        }
    };
    for language in Language::ALL {
        let (categories, counts) = expected(language);
        assert_eq!(
            integer_categories(language),
            categories,
            "{}",
            language.tag()
        );
        for (n, expected) in counts {
            assert_eq!(
                category(language, *n),
                *expected,
                "{} with {n}",
                language.tag()
            );
        }
    }
}

/// Each selector of a message as written (`$var ->`): the variable and
/// its variants' keys.
fn selectors(message: &str) -> Vec<(String, Vec<String>)> {
    let mut found: Vec<(String, Vec<String>)> = Vec::new();
    let mut open = false;
    for line in message.lines() {
        if let Some((before, _)) = line.split_once("->") {
            let var = before
                .rsplit('$')
                .next()
                .unwrap_or_default()
                .trim()
                .to_owned();
            found.push((var, Vec::new()));
            open = true;
        } else if line.trim_start().starts_with('}') {
            open = false;
        } else if let (true, Some(last)) = (open, found.last_mut()) {
            let key = line.trim_start().trim_start_matches('*');
            if let Some(key) = key.strip_prefix('[').and_then(|k| k.split_once(']')) {
                last.1.push(key.0.to_owned());
            }
        }
    }
    found
}

#[test]
fn every_count_has_a_variant_for_each_category_of_its_language() {
    let sources = sources();
    let english = sources[0].1.as_str();
    // What English counts, every language must count too...
    let counted: Vec<(&str, String)> = message_ids(english)
        .into_iter()
        .flat_map(|id| {
            selectors(&written(english, id))
                .into_iter()
                .map(move |(var, _)| (id, var))
        })
        .collect();
    assert!(counted.len() >= 15, "{counted:?}");
    for (language, source) in &sources {
        let categories = integer_categories(*language);
        for id in message_ids(english) {
            let theirs = selectors(&written(source, id));
            // ...with a variant for each category, in every selector it
            // has (a language may count where English need not).
            for (var, keys) in &theirs {
                for category in &categories {
                    assert!(
                        keys.iter().any(|k| k == category),
                        "{}: {id}'s ${var} has no [{category}] variant",
                        language.tag()
                    );
                }
            }
            if categories == ["other"] {
                // One form for every count: the message may name it plainly.
                continue;
            }
            for (_, var) in counted.iter().filter(|(counted_id, _)| *counted_id == id) {
                assert!(
                    theirs.iter().any(|(v, _)| v == var),
                    "{}: {id} does not select on ${var}",
                    language.tag()
                );
            }
        }
    }
}

#[test]
fn the_plural_check_reads_every_selector() {
    let written = "m = { $count ->\n    [one] a\n   *[other] b\n} and { $days ->\n   *[other] c\n}";
    assert_eq!(
        selectors(written),
        [
            (
                "count".to_owned(),
                vec!["one".to_owned(), "other".to_owned()]
            ),
            ("days".to_owned(), vec!["other".to_owned()])
        ]
    );
}

#[test]
fn every_catalogue_sits_at_its_languages_index() {
    for (i, language) in Language::ALL.into_iter().enumerate() {
        assert_eq!(language.index(), i, "{}", language.tag());
    }
    for (i, (language, _)) in sources().iter().enumerate() {
        assert_eq!(language.index(), i, "{}", language.tag());
    }
}
