use super::*;

fn path(text: &str) -> AttrPath {
    let (urn, rest) = match text.rsplit_once(':') {
        Some((urn, rest)) => (Some(urn.to_owned()), rest),
        None => (None, text),
    };
    let (name, sub) = match rest.split_once('.') {
        Some((name, sub)) => (name.to_owned(), Some(sub.to_owned())),
        None => (rest.to_owned(), None),
    };
    AttrPath { urn, name, sub }
}

fn eq(attr: &str, value: &str) -> Filter {
    compare(attr, CompareOp::Eq, value)
}

fn compare(attr: &str, op: CompareOp, value: &str) -> Filter {
    Filter::Compare(path(attr), op, CompValue::String(value.to_owned()))
}

fn pr(attr: &str) -> Filter {
    Filter::Present(path(attr))
}

fn and(a: Filter, b: Filter) -> Filter {
    Filter::And(Box::new(a), Box::new(b))
}

fn or(a: Filter, b: Filter) -> Filter {
    Filter::Or(Box::new(a), Box::new(b))
}

#[test]
fn the_rfcs_examples_parse() {
    use CompareOp::*;
    let enterprise = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
    let cases = [
        ("userName eq \"bjensen\"", eq("userName", "bjensen")),
        (
            "name.familyName co \"O'Malley\"",
            compare("name.familyName", Co, "O'Malley"),
        ),
        ("userName sw \"J\"", compare("userName", Sw, "J")),
        (
            "urn:ietf:params:scim:schemas:core:2.0:User:userName sw \"J\"",
            compare(
                "urn:ietf:params:scim:schemas:core:2.0:User:userName",
                Sw,
                "J",
            ),
        ),
        ("title pr", pr("title")),
        (
            "meta.lastModified gt \"2011-05-13T04:42:34Z\"",
            compare("meta.lastModified", Gt, "2011-05-13T04:42:34Z"),
        ),
        (
            "meta.lastModified le \"2011-05-13T04:42:34Z\"",
            compare("meta.lastModified", Le, "2011-05-13T04:42:34Z"),
        ),
        (
            "title pr and userType eq \"Employee\"",
            and(pr("title"), eq("userType", "Employee")),
        ),
        (
            "title pr or userType eq \"Intern\"",
            or(pr("title"), eq("userType", "Intern")),
        ),
        (
            &format!("schemas eq \"{enterprise}\""),
            eq("schemas", enterprise),
        ),
        (
            "userType eq \"Employee\" and (emails co \"example.com\" or emails.value co \"example.org\")",
            and(
                eq("userType", "Employee"),
                or(
                    compare("emails", Co, "example.com"),
                    compare("emails.value", Co, "example.org"),
                ),
            ),
        ),
        (
            "userType ne \"Employee\" and not (emails co \"example.com\" or emails.value co \"example.org\")",
            and(
                compare("userType", Ne, "Employee"),
                Filter::Not(Box::new(or(
                    compare("emails", Co, "example.com"),
                    compare("emails.value", Co, "example.org"),
                ))),
            ),
        ),
        (
            "userType eq \"Employee\" and emails[type eq \"work\" and value co \"@example.com\"]",
            and(
                eq("userType", "Employee"),
                Filter::ValuePath(
                    path("emails"),
                    Box::new(and(
                        eq("type", "work"),
                        compare("value", Co, "@example.com"),
                    )),
                ),
            ),
        ),
        (
            "emails[type eq \"work\" and value co \"@example.com\"] or ims[type eq \"xmpp\" and value co \"@foo.com\"]",
            or(
                Filter::ValuePath(
                    path("emails"),
                    Box::new(and(
                        eq("type", "work"),
                        compare("value", Co, "@example.com"),
                    )),
                ),
                Filter::ValuePath(
                    path("ims"),
                    Box::new(and(eq("type", "xmpp"), compare("value", Co, "@foo.com"))),
                ),
            ),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(Filter::parse(text), Ok(expected), "{text}");
    }
}

#[test]
fn and_binds_tighter_than_or_and_parentheses_group() {
    assert_eq!(
        Filter::parse("a pr or b pr and c pr"),
        Ok(or(pr("a"), and(pr("b"), pr("c"))))
    );
    assert_eq!(
        Filter::parse("(a pr or b pr) and c pr"),
        Ok(and(or(pr("a"), pr("b")), pr("c")))
    );
    assert_eq!(
        Filter::parse("a pr and b pr and c pr"),
        Ok(and(and(pr("a"), pr("b")), pr("c")))
    );
}

#[test]
fn keywords_and_operators_take_any_case_and_names_keep_theirs() {
    assert_eq!(
        Filter::parse("UserName EQ \"x\" AND title PR OR Not (a Pr)"),
        Ok(or(
            and(eq("UserName", "x"), pr("title")),
            Filter::Not(Box::new(pr("a")))
        ))
    );
    // `not(` without a space, runs of spaces.
    assert_eq!(
        Filter::parse("  not(a pr)   and  b pr "),
        Ok(and(Filter::Not(Box::new(pr("a"))), pr("b")))
    );
}

#[test]
fn values_are_json_literals() {
    let value = |text: &str| match Filter::parse(&format!("x eq {text}")) {
        Ok(Filter::Compare(_, _, value)) => value,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(value("true"), CompValue::Bool(true));
    assert_eq!(value("False"), CompValue::Bool(false));
    assert_eq!(value("null"), CompValue::Null);
    assert_eq!(value("10"), CompValue::Number(10.into()));
    assert_eq!(
        value("-1.5e3"),
        CompValue::Number(serde_json::Number::from_f64(-1500.0).unwrap())
    );
    assert_eq!(
        value(r#""a \"b\" \u00e9 (c) [d]""#),
        CompValue::String("a \"b\" é (c) [d]".into())
    );
    assert_eq!(value(r#""""#), CompValue::String(String::new()));
}

#[test]
fn what_does_not_parse_says_where() {
    let cases = [
        ("", 0),
        ("userName", 8),
        ("userName eq", 11),
        ("userName eq bjensen", 12),
        ("userName is \"x\"", 9),
        ("userName eq \"x", 12),
        ("userName eq \"\\q\"", 12),
        ("userName eq \"x\" garbage", 16),
        ("userName eq \"x\" and", 19),
        ("not a pr", 4),
        ("(a pr", 5),
        ("a pr)", 4),
        ("emails[type eq \"work\"", 21),
        ("emails[type eq \"work\"] pr", 23),
        ("emails[types[value pr]]", 13),
        ("emails[urn:x:y:type pr]", 7),
        ("emails[type.sub pr]", 7),
        ("1abc pr", 0),
        ("na me pr", 3),
        ("ftp:x:name pr", 0),
        ("name. pr", 0),
        ("ñame pr", 0),
    ];
    for (text, at) in cases {
        let error = Filter::parse(text).expect_err(text);
        assert_eq!(error.at, at, "{text}: {error}");
    }
}

#[test]
fn hostile_input_is_bounded() {
    let deep = format!(
        "{}a pr{}",
        "(".repeat(MAX_DEPTH + 1),
        ")".repeat(MAX_DEPTH + 1)
    );
    assert_eq!(
        Filter::parse(&deep).unwrap_err().reason,
        "nested more than 32 deep"
    );
    let fits = format!(
        "{}a pr{}",
        "(".repeat(MAX_DEPTH - 1),
        ")".repeat(MAX_DEPTH - 1)
    );
    assert_eq!(Filter::parse(&fits), Ok(pr("a")));
    let nots = format!("{}a pr{}", "not (".repeat(1000), ")".repeat(1000));
    assert!(Filter::parse(&nots).is_err());
    let long = format!("a eq \"{}\"", "x".repeat(MAX_LENGTH));
    assert_eq!(Filter::parse(&long).unwrap_err().at, MAX_LENGTH);
    // A long chain of `and`s is a loop, not a recursion.
    let chain = vec!["a pr"; 400].join(" and ");
    assert!(Filter::parse(&chain).is_ok());
}

#[test]
fn patch_paths_name_an_attribute_or_some_of_its_values() {
    let enterprise = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
    assert_eq!(
        PatchPath::parse("name.familyName"),
        Ok(PatchPath {
            attr: path("name.familyName"),
            filter: None,
            sub: None
        })
    );
    assert_eq!(
        PatchPath::parse(&format!("{enterprise}:manager")),
        Ok(PatchPath {
            attr: path(&format!("{enterprise}:manager")),
            filter: None,
            sub: None
        })
    );
    assert_eq!(
        PatchPath::parse("members[value eq \"2819c223-7f76-453a-919d-413861904646\"]"),
        Ok(PatchPath {
            attr: path("members"),
            filter: Some(eq("value", "2819c223-7f76-453a-919d-413861904646")),
            sub: None
        })
    );
    assert_eq!(
        PatchPath::parse("emails[type eq \"work\"].value"),
        Ok(PatchPath {
            attr: path("emails"),
            filter: Some(eq("type", "work")),
            sub: Some("value".into())
        })
    );
    assert_eq!(
        PatchPath::parse("phoneNumbers[type eq \"mobile\" or primary eq true].value"),
        Ok(PatchPath {
            attr: path("phoneNumbers"),
            filter: Some(or(
                eq("type", "mobile"),
                Filter::Compare(path("primary"), CompareOp::Eq, CompValue::Bool(true))
            )),
            sub: Some("value".into())
        })
    );
    for bad in [
        "",
        "emails[type eq \"work\"].",
        "emails[type eq \"work\"].1x",
        "emails[type eq \"work\"] and",
        "emails[type eq \"work\"",
        "name.familyName eq \"x\"",
    ] {
        assert!(PatchPath::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn paths_display_as_sent() {
    for text in [
        "userName",
        "name.familyName",
        "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber",
    ] {
        assert_eq!(path(text).to_string(), text);
        match Filter::parse(&format!("{text} pr")) {
            Ok(Filter::Present(parsed)) => assert_eq!(parsed.to_string(), text),
            other => panic!("{text}: {other:?}"),
        }
    }
}
