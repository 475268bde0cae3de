use serde_json::json;

use super::*;
use crate::scim::filter::Filter;
use crate::scim::query::{Column, Narrow, TextOp, narrowing};
use crate::scim::schema::ENTERPRISE;

/// RFC 7643 4.1's example user, trimmed to what is kept.
fn bjensen() -> Value {
    json!({
        "schemas": ["urn:ietf:params:scim:schemas:core:2.0:User", ENTERPRISE],
        "id": "2819c223-7f76-453a-919d-413861904646",
        "externalId": "701984",
        "userName": "bjensen@example.com",
        "name": {"formatted": "Ms. Barbara J Jensen, III", "familyName": "Jensen", "givenName": "Barbara"},
        "displayName": "Babs Jensen",
        "emails": [
            {"value": "bjensen@example.com", "type": "work", "primary": true},
            {"value": "babs@jensen.org", "type": "home"}
        ],
        "phoneNumbers": [{"value": "555-555-8377", "type": "work"}],
        "active": true,
        ENTERPRISE: {"employeeNumber": "701984", "department": "Tour Operations", "manager": {"value": "26118915-6090-4610-87e4-49d8ca9f808d"}},
        "meta": {"resourceType": "User", "created": "2010-01-23T04:56:22Z", "lastModified": "2011-05-13T04:42:34Z"}
    })
}

fn m(filter: &str) -> bool {
    matches(&Filter::parse(filter).unwrap(), Resource::User, &bjensen())
}

#[test]
fn the_rfc_examples_match_as_the_rfc_says() {
    // RFC 7644 3.4.2.2's examples, against RFC 7643's user.
    assert!(
        m("userName Eq \"BJENSEN@example.com\""),
        "userName is not caseExact"
    );
    assert!(m("name.familyName co \"ense\""));
    assert!(!m("userName sw \"J\""));
    assert!(m(
        "urn:ietf:params:scim:schemas:core:2.0:User:userName sw \"bj\""
    ));
    assert!(!m("title pr"));
    assert!(!m("meta.lastModified gt \"2011-05-13T04:42:34Z\""));
    assert!(m("meta.lastModified ge \"2011-05-13T04:42:34Z\""));
    assert!(
        !m("meta.lastModified lt \"2011-05-13T05:42:34+01:00\""),
        "instants, not text"
    );
    assert!(!m("title pr and userType eq \"Employee\""));
    assert!(!m("title pr or userType eq \"Intern\""));
    assert!(m(
        "schemas eq \"urn:ietf:params:scim:schemas:extension:enterprise:2.0:User\""
    ));
    assert!(!m(
        "userType eq \"Employee\" and (emails co \"example.com\" or emails.value co \"example.org\")"
    ));
    assert!(m(
        "emails co \"example.com\" or emails.value co \"example.org\""
    ));
    assert!(m("emails[type eq \"work\" and value co \"@example.com\"]"));
    assert!(!m("emails[type eq \"home\" and value co \"@example.com\"]"));
    assert!(m(
        "not (emails[type eq \"home\" and value co \"@example.com\"])"
    ));
}

#[test]
fn case_presence_and_types_follow_the_schema() {
    assert!(m("externalId eq \"701984\""));
    assert!(
        !m("id eq \"2819C223-7F76-453A-919D-413861904646\""),
        "id is caseExact"
    );
    assert!(m("active eq true") && !m("active eq false") && !m("active eq \"true\""));
    assert!(m("active ne false"));
    assert!(m("nickName eq null") && m("displayName ne null"));
    assert!(!m("displayName ne \"babs jensen\""));
    assert!(!m("phoneNumbers.type eq \"mobile\""));
    assert!(m(&format!(
        "{ENTERPRISE}:department eq \"tour operations\""
    )));
    assert!(!m(&format!(
        "{ENTERPRISE}:manager.value eq \"26118915-6090-4610-87E4-49D8CA9F808D\""
    )));
    assert!(!m("noSuchThing eq \"x\""));
    assert!(m("not (noSuchThing eq \"x\")"));
}

#[test]
fn narrowing_is_exact_only_for_a_lone_indexed_comparison() {
    let of = |text: &str| narrowing(Some(&Filter::parse(text).unwrap()), Resource::User);
    let whole = of("userName eq \"Ann@X\"");
    assert!(whole.exact);
    assert_eq!(
        whole.condition,
        Some(Narrow::Text(Column::UserName, TextOp::Eq, "ann@x".into()))
    );
    let part = of("emails.type eq \"work\" and name.familyName sw \"SM\"");
    assert!(!part.exact);
    assert_eq!(
        part.condition,
        Some(Narrow::Text(Column::FamilyName, TextOp::Sw, "sm".into()))
    );
    // An `or` cannot narrow; nor can `ne`, nor the extension.
    for text in [
        "userName eq \"a\" or userName eq \"b\"",
        "userName ne \"a\"",
        "not (userName eq \"a\")",
        "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department eq \"x\"",
    ] {
        let n = of(text);
        assert!(!n.exact && n.condition.is_none(), "{text}");
    }
    assert_eq!(
        of("externalId eq \"Ext\"").condition,
        Some(Narrow::Text(Column::ExternalId, TextOp::Eq, "Ext".into()))
    );
    assert_eq!(of("active eq false").condition, Some(Narrow::Active(false)));
    assert!(narrowing(None, Resource::User).exact);
}

#[test]
fn a_filter_on_attributes_a_type_lacks_matches_nothing_of_it() {
    let nothing = |text: &str, resource| matches_nothing(&Filter::parse(text).unwrap(), resource);
    // userName is a User's: no Group can match it, every User might.
    assert!(nothing("userName eq \"bjensen\"", Resource::Group));
    assert!(!nothing("userName eq \"bjensen\"", Resource::User));
    assert!(nothing("emails[type eq \"work\"]", Resource::Group));
    assert!(nothing(
        "userName pr and displayName eq \"x\"",
        Resource::Group
    ));
    // One side a Group may match, absent values that match, a negation.
    assert!(!nothing(
        "userName eq \"x\" or displayName eq \"x\"",
        Resource::Group
    ));
    assert!(!nothing("userName eq null", Resource::Group));
    assert!(!nothing("userName ne \"x\"", Resource::Group));
    assert!(!nothing("not (userName eq \"x\")", Resource::Group));
    assert!(!nothing("id eq \"x\"", Resource::Group));
    // What it says is what the evaluator does: nothing matches.
    let group = serde_json::json!({"schemas": ["urn:ietf:params:scim:schemas:core:2.0:Group"], "displayName": "x"});
    for text in ["userName eq \"x\"", "userName pr", "userName ne null"] {
        assert!(nothing(text, Resource::Group), "{text}");
        assert!(
            !matches(&Filter::parse(text).unwrap(), Resource::Group, &group),
            "{text}"
        );
    }
}
