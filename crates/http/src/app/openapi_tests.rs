//! Holds each loosely read request type to the exact schema the document
//! states for it: the same field names, so that a field added to one and
//! not the other fails here rather than in a client.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;
use utoipa::ToSchema;

use crate::native_apps::bodies as native;
use crate::oauth::bodies as oauth;
use crate::pages::document as pages;
use crate::pages::oauth::authorize::AuthorizeQuery;
use crate::pages::sign_in::login::{LoginFormBody, SecondFactorFormBody};
use crate::seed::bodies as seed;

/// `T`'s schema and every schema it refers to, as JSON.
fn schema_of<T: ToSchema>() -> (Value, BTreeMap<String, Value>) {
    let mut named = Vec::new();
    T::schemas(&mut named);
    let components = named
        .into_iter()
        .map(|(name, schema)| (name, serde_json::to_value(schema).unwrap()))
        .collect();
    (serde_json::to_value(T::schema()).unwrap(), components)
}

/// The property names of each alternative `schema` allows (one set per
/// `oneOf`/`anyOf` branch; `allOf` parts and references merged in).
fn alternatives(schema: &Value, components: &BTreeMap<String, Value>) -> Vec<BTreeSet<String>> {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let name = reference.rsplit('/').next().unwrap_or_default();
        return match components.get(name) {
            Some(target) => alternatives(target, components),
            None => vec![BTreeSet::new()],
        };
    }
    let mut own: BTreeSet<String> = schema
        .get("properties")
        .and_then(Value::as_object)
        .map(|p| p.keys().cloned().collect())
        .unwrap_or_default();
    for part in schema
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        for names in alternatives(part, components) {
            own.extend(names);
        }
    }
    let branches: Vec<&Value> = ["oneOf", "anyOf"]
        .iter()
        .filter_map(|k| schema.get(*k).and_then(Value::as_array))
        .flatten()
        .collect();
    if branches.is_empty() {
        return vec![own];
    }
    branches
        .into_iter()
        .flat_map(|branch| alternatives(branch, components))
        .map(|mut names| {
            names.extend(own.iter().cloned());
            names
        })
        .collect()
}

/// Every field `Loose` reads is one some alternative of `Documented`
/// states, and every field of every alternative is one `Loose` reads.
fn holds<Loose: ToSchema, Documented: ToSchema>() {
    let (loose, loose_components) = schema_of::<Loose>();
    let read: BTreeSet<String> = alternatives(&loose, &loose_components)
        .into_iter()
        .flatten()
        .collect();
    let (documented, components) = schema_of::<Documented>();
    let stated = alternatives(&documented, &components);
    let all_stated: BTreeSet<String> = stated.iter().flatten().cloned().collect();
    let (loose_name, documented_name) = (Loose::name(), Documented::name());
    assert!(!read.is_empty(), "{loose_name} reads no field");
    for names in &stated {
        let unread: Vec<_> = names.difference(&read).collect();
        assert!(
            unread.is_empty(),
            "{documented_name} states {unread:?}, which {loose_name} does not read"
        );
    }
    let undocumented: Vec<_> = read.difference(&all_stated).collect();
    assert!(
        undocumented.is_empty(),
        "{loose_name} reads {undocumented:?}, which {documented_name} does not state"
    );
}

#[test]
fn each_loose_body_reads_what_its_document_states() {
    holds::<seed::VerifyTokenBody, seed::document::VerifyTokenRequest>();
    holds::<seed::TokenBody, seed::document::TokenRequest>();
    holds::<oauth::TokenForm, oauth::document::TokenForm>();
    holds::<oauth::RevokeForm, oauth::document::RevokeForm>();
    holds::<oauth::ParForm, oauth::document::PushedAuthorizationForm>();
    // Introspection reads the revocation form (`oauth/form.rs`).
    holds::<oauth::RevokeForm, oauth::document::IntrospectForm>();
    holds::<native::LoginBody, native::document::LoginRequest>();
    holds::<native::CodeBody, native::document::CodeRequest>();
    holds::<native::IdTokenBody, native::document::IdTokenRequest>();
    holds::<AuthorizeQuery, pages::AuthorizationRequest>();
    holds::<LoginFormBody, pages::LoginForm>();
    holds::<SecondFactorFormBody, pages::SecondFactorForm>();
    holds::<crate::pages::oauth::consent::ConsentFormBody, pages::ConsentForm>();
    holds::<crate::pages::sign_in::passkeys::PasskeyFormBody, pages::PasskeyForm>();
}

#[test]
fn a_field_the_document_does_not_state_is_caught() {
    #[derive(serde::Deserialize, ToSchema)]
    #[allow(dead_code)]
    struct Wider {
        token: Option<String>,
        token_type_hint: Option<String>,
        client_id: Option<String>,
        client_secret: Option<String>,
        extra: Option<String>,
    }
    let caught = std::panic::catch_unwind(holds::<Wider, oauth::document::RevokeForm>);
    assert!(caught.is_err(), "an undocumented field went unnoticed");
}
