//! The choice of a language and the look-up of tags.

use super::*;

fn accept(header: &str) -> Chosen {
    choose(
        &Offered {
            accept_language: Some(header),
            ..Offered::default()
        },
        Language::En,
    )
}

#[test]
fn lookup_cuts_subtags_and_knows_the_usual_names() {
    assert_eq!(Language::lookup("de-DE"), Some(Language::De));
    assert_eq!(Language::lookup("DE-at-1996"), Some(Language::De));
    assert_eq!(Language::lookup("zh-Hans-CN"), Some(Language::ZhHans));
    assert_eq!(Language::lookup("zh-CN"), Some(Language::ZhHans));
    assert_eq!(Language::lookup("pt-PT"), Some(Language::PtBr));
    assert_eq!(Language::lookup("pt-br"), Some(Language::PtBr));
    assert_eq!(Language::lookup("zh-TW"), Some(Language::ZhHant));
    assert_eq!(Language::lookup("zh-Hant-HK"), Some(Language::ZhHant));
    assert_eq!(Language::lookup("zh-hk"), Some(Language::ZhHant));
    assert_eq!(Language::lookup("zh"), Some(Language::ZhHans));
    assert_eq!(Language::lookup("no-NO"), Some(Language::Nb));
    assert_eq!(Language::lookup("nb-NO"), Some(Language::Nb));
    assert_eq!(Language::lookup("tl-PH"), Some(Language::Fil));
    assert_eq!(Language::lookup("iw-IL"), Some(Language::He));
    assert_eq!(Language::lookup("fil-PH"), Some(Language::Fil));
    assert_eq!(Language::lookup("yue-HK"), Some(Language::ZhHant));
    assert_eq!(Language::lookup("nn-NO"), Some(Language::Nb));
    assert_eq!(Language::lookup("in-ID"), Some(Language::Id));
    assert_eq!(Language::lookup("mo"), Some(Language::Ro));
    assert_eq!(Language::lookup("en-x-private"), Some(Language::En));
    for nothing in [
        "*",
        "",
        "xx-YY",
        "de_DE",
        "a-very-long-range-indeed-ok-ok-ok-ok",
        "123",
    ] {
        assert_eq!(Language::lookup(nothing), None, "{nothing}");
    }
}

#[test]
fn the_first_that_applies_decides() {
    let all = Offered {
        ui_locales: Some("xx fr-CA"),
        picked: Some("ja"),
        stored: Some("ko"),
        accept_language: Some("de-DE"),
    };
    let chosen = choose(&all, Language::En);
    assert_eq!(
        (chosen.language, chosen.requested.as_str()),
        (Language::Fr, "fr-CA")
    );
    let no_match = Offered {
        ui_locales: Some("xx tlh"),
        ..all
    };
    assert_eq!(choose(&no_match, Language::En).language, Language::Ja);
    let no_cookie = Offered {
        picked: Some("klingon"),
        ..no_match
    };
    let chosen = choose(&no_cookie, Language::En);
    assert_eq!(
        (chosen.language, chosen.requested.as_str()),
        (Language::Ko, "")
    );
    let no_stored = Offered {
        stored: None,
        ..no_cookie
    };
    let chosen = choose(&no_stored, Language::En);
    assert_eq!(
        (chosen.language, chosen.requested.as_str()),
        (Language::De, "de-DE")
    );
    assert_eq!(
        choose(&Offered::default(), Language::Es).language,
        Language::Es
    );
}

#[test]
fn accept_language_weighs_refuses_and_skips() {
    assert_eq!(accept("fr;q=0.5, de;q=0.8").requested, "de");
    assert_eq!(accept("xx, ja;q=0.1").language, Language::Ja);
    assert_eq!(accept("de-DE;q=1, de;q=0, fr;q=0.2").language, Language::Fr);
    assert_eq!(accept("de;q=0").language, Language::En);
    assert_eq!(accept("de;q=2, fr;q=abc, es;q=0.9").language, Language::Es);
    assert!(accept("ar, en;q=0.9").language.is_rtl());
    for garbage in ["", ";;;", ",,,", "q=1", "\u{0}"] {
        let chosen = accept(garbage);
        assert_eq!(
            (chosen.language, chosen.requested.as_str()),
            (Language::En, "")
        );
    }
}

#[test]
fn accept_language_is_read_up_to_its_bounds() {
    // The 33rd range is not read, nor one past the first 1 KB.
    let ranges = format!("{}de", "xx,".repeat(ACCEPT_LANGUAGE_MAX_RANGES));
    assert_eq!(accept(&ranges).language, Language::En);
    let ranges = format!("{}de", "xx,".repeat(ACCEPT_LANGUAGE_MAX_RANGES - 1));
    assert_eq!(accept(&ranges).language, Language::De);
    let long = format!("{},de", "x".repeat(ACCEPT_LANGUAGE_MAX_BYTES));
    assert_eq!(accept(&long).language, Language::En);
    let fits = format!("{},de", "x".repeat(ACCEPT_LANGUAGE_MAX_BYTES - 3));
    assert_eq!(accept(&fits).language, Language::De);
    // A range cut across by the bound is dropped, not read in part.
    let cut = format!("{},de-DE", "x".repeat(ACCEPT_LANGUAGE_MAX_BYTES - 4));
    assert_eq!(
        accept_language_read(&cut),
        "x".repeat(ACCEPT_LANGUAGE_MAX_BYTES - 4)
    );
    let at_comma = format!("{},de", "x".repeat(ACCEPT_LANGUAGE_MAX_BYTES));
    assert_eq!(
        accept_language_read(&at_comma).len(),
        ACCEPT_LANGUAGE_MAX_BYTES
    );
    assert_eq!(accept_language_read(&"é".repeat(1000)), "");
    // Huge, and with thousands of ranges: its first ranges decide.
    let huge = format!("fr-CA, de;q=0.5, {}", "zz;q=0.9, ".repeat(12_000));
    assert_eq!(accept(&huge).requested, "fr-CA");
}

#[test]
fn ui_locales_counts_its_first_tags_within_its_bound() {
    let many = format!("xx ja {}", "zz ".repeat(20_000));
    let kept = bounded_ui_locales(&many).unwrap();
    assert_eq!(kept, format!("xx ja {}", ["zz"; 8].join(" ")));
    let chosen = |ui_locales: &str| {
        choose(
            &Offered {
                ui_locales: Some(ui_locales),
                ..Offered::default()
            },
            Language::En,
        )
        .language
    };
    assert_eq!(chosen(&many), Language::Ja);
    // The eleventh tag does not count, nor one past 100 characters.
    assert_eq!(chosen(&format!("{}de", "xx ".repeat(10))), Language::En);
    assert_eq!(chosen(&format!("{}de", "xx ".repeat(9))), Language::De);
    let long = format!("{} de", "x".repeat(UI_LOCALES_MAX_CHARS - 2));
    assert_eq!(chosen(&long), Language::En);
    assert_eq!(
        bounded_ui_locales(&long),
        Some("x".repeat(UI_LOCALES_MAX_CHARS - 2))
    );
    assert_eq!(
        bounded_ui_locales(&"x".repeat(UI_LOCALES_MAX_CHARS + 1)),
        None
    );
    let fits = format!("{} de", "x".repeat(UI_LOCALES_MAX_CHARS - 3));
    assert_eq!(
        bounded_ui_locales(&fits).unwrap().len(),
        UI_LOCALES_MAX_CHARS
    );
    assert_eq!(bounded_ui_locales("  de-DE\tja  "), Some("de-DE ja".into()));
    assert_eq!(bounded_ui_locales("   "), None);
}

#[test]
fn every_tag_reads_back() {
    for language in Language::ALL {
        assert_eq!(Language::from_tag(language.tag()), Some(language));
        assert_eq!(Language::lookup(language.tag()), Some(language));
    }
}

#[test]
fn the_picker_order_is_every_language_by_its_name() {
    // Code point order, with the one accented initial folded: Latin
    // script first, then the others by script.
    let key = |l: &Language| l.name().replace('Č', "C");
    let mut sorted = Language::ALL;
    sorted.sort_by_key(key);
    assert_eq!(Language::BY_NAME, sorted);
}
