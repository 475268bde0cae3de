//! A SCIM Group: a named set of an organization's directory entries
//! (RFC 7643 4.2; docs/decisions.md, "SCIM").

use serde_json::{Map, Value, json};

use crate::scim::problem::ScimProblem;
use crate::scim::schema::GROUP;
use crate::scim::user::{check_schemas, string};

/// A Group as the directory sets it, without `externalId`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScimGroup {
    /// `displayName`: unique in the organization without case.
    pub display_name: String,
    /// The members as sent, without repeated ids; which of them are
    /// entries of the organization is storage's to say.
    pub members: Vec<MemberRef>,
}

/// One member as a request names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberRef {
    /// `value`: the entry's id.
    pub value: String,
    /// `display`, kept as sent.
    pub display: Option<String>,
}

/// A Group with the `externalId` of the connection that wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupWrite {
    /// The group.
    pub group: ScimGroup,
    /// `externalId`.
    pub external_id: Option<String>,
}

impl ScimGroup {
    /// Reads a request's Group (POST, PUT, or a PATCH's result).
    pub fn from_json(body: &Value) -> Result<GroupWrite, ScimProblem> {
        let object = body
            .as_object()
            .ok_or_else(|| ScimProblem::syntax("the body must be a JSON object"))?;
        check_schemas(object, GROUP)?;
        let mut display_name = None;
        let mut external_id = None;
        let mut members: Vec<MemberRef> = Vec::new();
        for (key, value) in object {
            match key.to_ascii_lowercase().as_str() {
                "schemas" | "id" | "meta" => {}
                "displayname" => display_name = string(key, value)?,
                "externalid" => external_id = string(key, value)?,
                "members" => {
                    let mut seen = std::collections::HashSet::new();
                    for member in member_refs(value)? {
                        if seen.insert(member.value.clone()) {
                            members.push(member);
                        }
                    }
                }
                _ => {
                    return Err(ScimProblem::syntax(format!(
                        "{key} is no attribute of the Group schema"
                    )));
                }
            }
        }
        let display_name = display_name
            .filter(|n| !n.trim().is_empty())
            .ok_or_else(|| ScimProblem::value("displayName is required"))?;
        Ok(GroupWrite {
            group: Self {
                display_name,
                members,
            },
            external_id,
        })
    }

    /// The Group in SCIM's JSON without `id`, `externalId` and `meta`;
    /// `member` renders each member (`None`: leave it out).
    pub fn to_json(&self, member: impl Fn(&MemberRef) -> Option<Value>) -> Value {
        let mut out = Map::new();
        out.insert("schemas".into(), json!([GROUP]));
        out.insert("displayName".into(), self.display_name.clone().into());
        let members: Vec<Value> = self.members.iter().filter_map(member).collect();
        out.insert("members".into(), members.into());
        out.into()
    }
}

fn member_refs(value: &Value) -> Result<Vec<MemberRef>, ScimProblem> {
    let list = match value {
        Value::Null => return Ok(Vec::new()),
        Value::Array(list) => list,
        _ => return Err(ScimProblem::value("members must be a list")),
    };
    list.iter()
        .map(|item| {
            let object = item
                .as_object()
                .ok_or_else(|| ScimProblem::value("each member must be an object"))?;
            let mut id = None;
            let mut display = None;
            for (key, v) in object {
                match key.to_ascii_lowercase().as_str() {
                    "value" => id = string(key, v)?,
                    "display" => display = string(key, v)?,
                    "type" | "$ref" => {}
                    _ => {
                        return Err(ScimProblem::syntax(format!(
                            "members.{key} is no attribute"
                        )));
                    }
                }
            }
            let value = id
                .filter(|i| !i.is_empty())
                .ok_or_else(|| ScimProblem::value("each member needs a value"))?;
            Ok(MemberRef { value, display })
        })
        .collect()
}
