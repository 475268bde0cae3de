//! A SCIM User: one entry of an organization's directory (RFC 7643 4.1
//! and 4.3), as a directory writes it and as this service keeps it
//! (docs/decisions.md, "SCIM").

use serde_json::{Map, Value, json};

use crate::addresses::{Email, is_displayable};
use crate::scim::problem::ScimProblem;
use crate::scim::schema::{self, ENTERPRISE, USER};

/// The longest string value kept, in characters.
pub const MAX_VALUE: usize = 2048;
/// The most values a multi-valued attribute may hold.
pub const MAX_VALUES: usize = 20;

/// One value of `emails` or `phoneNumbers`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MultiValue {
    /// The address or number.
    pub value: String,
    /// `work`, `home`, `mobile`, `other`, or what the client says.
    pub kind: Option<String>,
    /// The one to use first.
    pub primary: bool,
    /// A name for people.
    pub display: Option<String>,
}

/// `name`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PersonName {
    /// The whole name.
    pub formatted: Option<String>,
    /// The family name.
    pub family_name: Option<String>,
    /// The given name.
    pub given_name: Option<String>,
}

/// The Enterprise User extension's attributes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Enterprise {
    /// `employeeNumber`.
    pub employee_number: Option<String>,
    /// `department`.
    pub department: Option<String>,
    /// `manager.value`: the manager's id.
    pub manager: Option<String>,
}

/// A User as the directory sets it: every attribute a client writes
/// except `externalId`, which each connection keeps for itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScimUser {
    /// `userName`: unique in the organization without case.
    pub user_name: String,
    /// `name`.
    pub name: PersonName,
    /// `displayName`.
    pub display_name: Option<String>,
    /// `emails`.
    pub emails: Vec<MultiValue>,
    /// `phoneNumbers`.
    pub phone_numbers: Vec<MultiValue>,
    /// `active` as the directory set it; unset is active.
    pub active: Option<bool>,
    /// The Enterprise User extension.
    pub enterprise: Enterprise,
}

/// What a request's body holds beside the user: the `externalId`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserWrite {
    /// The user.
    pub user: ScimUser,
    /// `externalId`, for the connection that wrote it.
    pub external_id: Option<String>,
}

impl ScimUser {
    /// The address the account of this entry has: the primary email's
    /// (else the first's), else a `userName` that is an address.
    pub fn address(&self) -> Option<Email> {
        let email = self
            .emails
            .iter()
            .find(|e| e.primary)
            .or_else(|| self.emails.first());
        match email {
            Some(e) => Email::parse(e.value.trim()).ok(),
            None => Email::parse(self.user_name.trim()).ok(),
        }
    }

    /// The name the account shows: `name.formatted`, else the given and
    /// family names, else `displayName`.
    pub fn full_name(&self) -> String {
        if let Some(formatted) = self.name.formatted.as_deref().filter(|f| !f.is_empty()) {
            return formatted.to_owned();
        }
        let parts: Vec<&str> = [&self.name.given_name, &self.name.family_name]
            .into_iter()
            .filter_map(|p| p.as_deref())
            .filter(|p| !p.is_empty())
            .collect();
        if parts.is_empty() {
            self.display_name.clone().unwrap_or_default()
        } else {
            parts.join(" ")
        }
    }

    /// Whether the entry is active: unless the directory says it is not.
    pub fn is_active(&self) -> bool {
        self.active != Some(false)
    }

    /// The mobile number: the phone number of type `mobile`.
    pub fn mobile(&self) -> Option<&str> {
        self.phone_numbers
            .iter()
            .find(|p| {
                p.kind
                    .as_deref()
                    .is_some_and(|k| k.eq_ignore_ascii_case("mobile"))
            })
            .map(|p| p.value.as_str())
    }

    /// Reads a request's User (POST, PUT, or the result of a PATCH):
    /// `schemas` must name the User schema; `id` and `meta` are read only
    /// and ignored (RFC 7643 7); core attributes this service does not
    /// keep are ignored; any other name is `invalidSyntax`.
    pub fn from_json(body: &Value) -> Result<UserWrite, ScimProblem> {
        let object = body
            .as_object()
            .ok_or_else(|| ScimProblem::syntax("the body must be a JSON object"))?;
        check_schemas(object, USER)?;
        let mut user = ScimUser {
            user_name: String::new(),
            name: PersonName::default(),
            display_name: None,
            emails: Vec::new(),
            phone_numbers: Vec::new(),
            active: None,
            enterprise: Enterprise::default(),
        };
        let mut external_id = None;
        let mut user_name = None;
        for (key, value) in object {
            match key.to_ascii_lowercase().as_str() {
                "schemas" | "id" | "meta" => {}
                "username" => user_name = string(key, value)?,
                "externalid" => external_id = string(key, value)?,
                "displayname" => user.display_name = string(key, value)?,
                "active" => user.active = boolean(key, value)?,
                "name" => user.name = person_name(value)?,
                "emails" => user.emails = values(key, value)?,
                "phonenumbers" => user.phone_numbers = values(key, value)?,
                other if schema::USER_IGNORED.contains(&other) => {}
                other if other == ENTERPRISE.to_ascii_lowercase() => {
                    user.enterprise = enterprise(value)?;
                }
                _ => {
                    return Err(ScimProblem::syntax(format!(
                        "{key} is no attribute of the User schema"
                    )));
                }
            }
        }
        user.user_name = user_name
            .filter(|n| !n.trim().is_empty())
            .ok_or_else(|| ScimProblem::value("userName is required"))?;
        // The account's name is made of the given and family names: it is
        // held to the same bound as each.
        if user.full_name().chars().nth(MAX_VALUE).is_some() {
            return Err(ScimProblem::value(format!(
                "the name is longer than {MAX_VALUE} characters"
            )));
        }
        Ok(UserWrite { user, external_id })
    }

    /// The User in SCIM's JSON, without `id`, `externalId` and `meta`.
    pub fn to_json(&self) -> Value {
        let mut out = Map::new();
        let mut schemas = vec![json!(USER)];
        let enterprise = self.enterprise_json();
        if enterprise.is_some() {
            schemas.push(json!(ENTERPRISE));
        }
        out.insert("schemas".into(), schemas.into());
        out.insert("userName".into(), self.user_name.clone().into());
        let mut name = Map::new();
        put(&mut name, "formatted", &self.name.formatted);
        put(&mut name, "familyName", &self.name.family_name);
        put(&mut name, "givenName", &self.name.given_name);
        if !name.is_empty() {
            out.insert("name".into(), name.into());
        }
        put(&mut out, "displayName", &self.display_name);
        if !self.emails.is_empty() {
            out.insert("emails".into(), values_json(&self.emails));
        }
        if !self.phone_numbers.is_empty() {
            out.insert("phoneNumbers".into(), values_json(&self.phone_numbers));
        }
        if let Some(active) = self.active {
            out.insert("active".into(), active.into());
        }
        if let Some(enterprise) = enterprise {
            out.insert(ENTERPRISE.into(), enterprise);
        }
        out.into()
    }

    fn enterprise_json(&self) -> Option<Value> {
        let mut out = Map::new();
        put(&mut out, "employeeNumber", &self.enterprise.employee_number);
        put(&mut out, "department", &self.enterprise.department);
        if let Some(manager) = &self.enterprise.manager {
            out.insert("manager".into(), json!({ "value": manager }));
        }
        (!out.is_empty()).then(|| out.into())
    }
}

/// Holds `schemas` to the resource's: a list of URNs that names `core`.
pub(crate) fn check_schemas(object: &Map<String, Value>, core: &str) -> Result<(), ScimProblem> {
    let Some(listed) = object
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("schemas"))
        .map(|(_, v)| v)
    else {
        return Err(ScimProblem::syntax(format!("schemas must list {core}")));
    };
    let listed = listed
        .as_array()
        .ok_or_else(|| ScimProblem::syntax("schemas must be a list of URNs"))?;
    // Another schema named beside the core one is let be as long as no
    // attribute of it is sent (Entra ID names its own with every Group);
    // such an attribute is refused where it is read.
    let mut has_core = false;
    for urn in listed {
        let urn = urn
            .as_str()
            .ok_or_else(|| ScimProblem::syntax("schemas must be a list of URNs"))?;
        if urn.eq_ignore_ascii_case(core) {
            has_core = true;
        }
    }
    if has_core {
        Ok(())
    } else {
        Err(ScimProblem::syntax(format!("schemas must list {core}")))
    }
}

fn put(out: &mut Map<String, Value>, key: &str, value: &Option<String>) {
    if let Some(v) = value {
        out.insert(key.into(), v.clone().into());
    }
}

fn values_json(values: &[MultiValue]) -> Value {
    values
        .iter()
        .map(|v| {
            let mut out = Map::new();
            out.insert("value".into(), v.value.clone().into());
            put(&mut out, "type", &v.kind);
            out.insert("primary".into(), v.primary.into());
            put(&mut out, "display", &v.display);
            Value::Object(out)
        })
        .collect()
}

/// A string attribute: `null` is unassigned; a string is held to the
/// length and character rules of every shown value.
pub(crate) fn string(key: &str, value: &Value) -> Result<Option<String>, ScimProblem> {
    match value {
        Value::Null => Ok(None),
        Value::String(s) => {
            if s.chars().nth(MAX_VALUE).is_some() {
                return Err(ScimProblem::value(format!(
                    "{key} is longer than {MAX_VALUE} characters"
                )));
            }
            if !is_displayable(s) {
                return Err(ScimProblem::value(format!(
                    "{key} holds control or bidirectional formatting characters"
                )));
            }
            Ok(Some(s.clone()))
        }
        _ => Err(ScimProblem::value(format!("{key} must be a string"))),
    }
}

/// A boolean attribute: `true`/`false`, or the strings `"True"` and
/// `"False"` in any case (as Entra ID sends them).
pub(crate) fn boolean(key: &str, value: &Value) -> Result<Option<bool>, ScimProblem> {
    match value {
        Value::Null => Ok(None),
        Value::Bool(b) => Ok(Some(*b)),
        Value::String(s) if s.eq_ignore_ascii_case("true") => Ok(Some(true)),
        Value::String(s) if s.eq_ignore_ascii_case("false") => Ok(Some(false)),
        _ => Err(ScimProblem::value(format!("{key} must be true or false"))),
    }
}

fn person_name(value: &Value) -> Result<PersonName, ScimProblem> {
    let mut name = PersonName::default();
    let Some(object) = object_or_null(value, "name")? else {
        return Ok(name);
    };
    for (key, v) in object {
        match key.to_ascii_lowercase().as_str() {
            "formatted" => name.formatted = string(key, v)?,
            "familyname" => name.family_name = string(key, v)?,
            "givenname" => name.given_name = string(key, v)?,
            "middlename" | "honorificprefix" | "honorificsuffix" => {}
            _ => return Err(ScimProblem::syntax(format!("name.{key} is no attribute"))),
        }
    }
    Ok(name)
}

fn object_or_null<'a>(
    value: &'a Value,
    key: &str,
) -> Result<Option<&'a Map<String, Value>>, ScimProblem> {
    match value {
        Value::Null => Ok(None),
        Value::Object(o) => Ok(Some(o)),
        _ => Err(ScimProblem::value(format!("{key} must be an object"))),
    }
}

/// A multi-valued attribute's values; at most one stays primary (the
/// first marked so: RFC 7643 2.4 allows one).
pub(crate) fn values(key: &str, value: &Value) -> Result<Vec<MultiValue>, ScimProblem> {
    let list = match value {
        Value::Null => return Ok(Vec::new()),
        Value::Array(list) => list,
        _ => return Err(ScimProblem::value(format!("{key} must be a list"))),
    };
    if list.len() > MAX_VALUES {
        return Err(ScimProblem::value(format!(
            "{key} may hold at most {MAX_VALUES} values"
        )));
    }
    let mut out: Vec<MultiValue> = Vec::with_capacity(list.len());
    for item in list {
        let object = item
            .as_object()
            .ok_or_else(|| ScimProblem::value(format!("each of {key} must be an object")))?;
        let mut one = MultiValue::default();
        let mut value = None;
        for (sub, v) in object {
            match sub.to_ascii_lowercase().as_str() {
                "value" => value = string(sub, v)?,
                "type" => one.kind = string(sub, v)?,
                "primary" => one.primary = boolean(sub, v)?.unwrap_or(false),
                "display" => one.display = string(sub, v)?,
                _ => {
                    return Err(ScimProblem::syntax(format!("{key}.{sub} is no attribute")));
                }
            }
        }
        one.value = value
            .filter(|v| !v.trim().is_empty())
            .ok_or_else(|| ScimProblem::value(format!("each of {key} needs a value")))?;
        if one.primary && out.iter().any(|o| o.primary) {
            one.primary = false;
        }
        out.push(one);
    }
    Ok(out)
}

fn enterprise(value: &Value) -> Result<Enterprise, ScimProblem> {
    let mut out = Enterprise::default();
    let Some(object) = object_or_null(value, ENTERPRISE)? else {
        return Ok(out);
    };
    for (key, v) in object {
        match key.to_ascii_lowercase().as_str() {
            "employeenumber" => out.employee_number = string(key, v)?,
            "department" => out.department = string(key, v)?,
            "manager" => out.manager = manager(v)?,
            "costcenter" | "organization" | "division" => {}
            _ => {
                return Err(ScimProblem::syntax(format!(
                    "{key} is no attribute of the Enterprise User extension"
                )));
            }
        }
    }
    Ok(out)
}

/// `manager`: `{"value": id}` (its `$ref` and `displayName` are not
/// kept), or the id alone, as Entra ID sends it in a PATCH.
fn manager(value: &Value) -> Result<Option<String>, ScimProblem> {
    match value {
        Value::Object(o) => match o.iter().find(|(k, _)| k.eq_ignore_ascii_case("value")) {
            Some((k, v)) => string(k, v),
            None => Ok(None),
        },
        other => string("manager", other),
    }
}
