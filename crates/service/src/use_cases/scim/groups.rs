//! `/Groups` (RFC 7644 3.3 to 3.6): a directory's groups of its
//! organization's entries (docs/decisions.md, "SCIM").

use std::collections::HashSet;

use accounts_domain::ids::ScimId;
use accounts_domain::records::AuditAction;
use accounts_domain::repository::RepoError;
use accounts_domain::scim::group::{GroupWrite, MemberRef, ScimGroup};
use accounts_domain::scim::patch;
use accounts_domain::scim::problem::{ScimProblem, ScimType};
use accounts_domain::scim::schema::Resource;
use accounts_domain::scim_store::{GroupMember, ScimGroupRecord};
use accounts_domain::timestamp::UtcTimestamp;
use serde_json::{Value, json};

use super::access::{ScimCaller, ScimError, etag, if_match};
use super::users::{ListRequest, Listed, filtered_page};
use crate::service::accounts::Accounts;

/// How many times a change that lost a race is tried again.
const ATTEMPTS: usize = 3;

/// The group in SCIM's JSON, with `id`, `externalId`, `meta` and its
/// members as references to their entries.
pub fn group_json(record: &ScimGroupRecord, base_url: &str) -> Value {
    let group = ScimGroup {
        display_name: record.display_name.clone(),
        members: refs(record),
    };
    let mut doc = group.to_json(|m| {
        let mut member = json!({
            "value": m.value,
            "type": "User",
            "$ref": format!("{base_url}/Users/{}", m.value),
        });
        if let (Some(object), Some(display)) = (member.as_object_mut(), &m.display) {
            object.insert("display".into(), display.clone().into());
        }
        Some(member)
    });
    if let Some(object) = doc.as_object_mut() {
        object.insert("id".into(), record.id.to_string().into());
        if let Some(external) = &record.external_id {
            object.insert("externalId".into(), external.clone().into());
        }
        object.insert(
            "meta".into(),
            json!({
                "resourceType": "Group",
                "created": UtcTimestamp::new(record.created_at).to_string(),
                "lastModified": UtcTimestamp::new(record.updated_at).to_string(),
                "location": format!("{base_url}/Groups/{}", record.id),
                "version": etag(record.version),
            }),
        );
    }
    doc
}

fn audit(
    accounts: &Accounts,
    caller: &ScimCaller,
    action: AuditAction,
    record: &ScimGroupRecord,
) -> Result<(), RepoError> {
    let detail = format!(
        "group {} of organization {}",
        record.display_name, caller.organization.slug
    );
    let subject = (record.id.to_string(), detail);
    let event = caller.event(action, subject, None, accounts.clock.now());
    accounts.store.append(&event)
}

fn name_taken() -> ScimError {
    ScimError::Problem(ScimProblem::new(
        ScimType::Uniqueness,
        "displayName is taken in the organization",
    ))
}

/// The members a request names that are ids at all; which of them are
/// the organization's entries, storage decides (the others are ignored).
fn members(group: &ScimGroup) -> Vec<GroupMember> {
    group
        .members
        .iter()
        .filter_map(|m| {
            let id = m.value.parse().ok()?;
            Some(GroupMember {
                id,
                display: m.display.clone(),
            })
        })
        .collect()
}

/// The stored members as a request would name them.
fn refs(record: &ScimGroupRecord) -> Vec<MemberRef> {
    record
        .members
        .iter()
        .map(|m| MemberRef {
            value: m.id.to_string(),
            display: m.display.clone(),
        })
        .collect()
}

/// The entries that joined or left the group between `old` and `new`.
fn changed_members(old: &ScimGroupRecord, new: &ScimGroupRecord) -> Vec<ScimId> {
    let before: HashSet<ScimId> = old.members.iter().map(|m| m.id).collect();
    let after: HashSet<ScimId> = new.members.iter().map(|m| m.id).collect();
    before.symmetric_difference(&after).copied().collect()
}

/// Gives `entries` (that joined or left the group `group`) the roles
/// they hold through their groups now; nothing to do when the group
/// gives none (read before a deletion: its mapping goes with it).
fn refresh_roles(
    accounts: &Accounts,
    caller: &ScimCaller,
    group: ScimId,
    entries: &[ScimId],
) -> Result<(), ScimError> {
    if entries.is_empty() {
        return Ok(());
    }
    let store = &*accounts.store;
    let gives = store
        .scim_group_roles(caller.organization.id, group)?
        .is_none_or(|roles| !roles.is_empty());
    if gives {
        store.refresh_group_roles(caller.organization.id, entries)?;
    }
    Ok(())
}

fn scim_id(text: &str) -> Result<ScimId, ScimError> {
    text.parse().map_err(|_| ScimError::NotFound)
}

/// `POST /Groups` (blocking).
pub fn create(
    accounts: &Accounts,
    caller: &ScimCaller,
    body: &Value,
) -> Result<ScimGroupRecord, ScimError> {
    let GroupWrite { group, external_id } = ScimGroup::from_json(body)?;
    let now = accounts.clock.now();
    let record = ScimGroupRecord {
        id: ScimId::generate(now),
        organization_id: caller.organization.id,
        display_name: group.display_name.clone(),
        members: members(&group),
        external_id,
        version: 1,
        created_at: now,
        updated_at: now,
    };
    match accounts.store.insert_scim_group(caller.connection, &record) {
        Ok(()) => {}
        Err(RepoError::Conflict(_)) => return Err(name_taken()),
        Err(e) => return Err(e.into()),
    }
    audit(accounts, caller, AuditAction::ScimGroupCreated, &record)?;
    // A new group gives no roles yet: no member's roles change.
    get_record(accounts, caller, record.id)
}

fn get_record(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: ScimId,
) -> Result<ScimGroupRecord, ScimError> {
    accounts
        .store
        .find_scim_group(caller.connection, caller.organization.id, id)?
        .ok_or(ScimError::NotFound)
}

/// `GET /Groups/{id}` (blocking).
pub fn get(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
) -> Result<ScimGroupRecord, ScimError> {
    get_record(accounts, caller, scim_id(id)?)
}

/// `PUT /Groups/{id}` (blocking).
pub fn replace(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
    body: &Value,
    if_match_header: Option<&str>,
) -> Result<ScimGroupRecord, ScimError> {
    let write = ScimGroup::from_json(body)?;
    change(accounts, caller, id, if_match_header, |_| Ok(write.clone()))
}

/// `PATCH /Groups/{id}`: every operation applies, or none (blocking).
pub fn patch(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
    body: &Value,
    if_match_header: Option<&str>,
) -> Result<ScimGroupRecord, ScimError> {
    let operations = patch::parse(body)?;
    change(accounts, caller, id, if_match_header, |current| {
        let group = ScimGroup {
            display_name: current.display_name.clone(),
            members: refs(current),
        };
        let mut doc = group.to_json(|m| {
            let mut member = json!({ "value": m.value });
            if let (Some(object), Some(display)) = (member.as_object_mut(), &m.display) {
                object.insert("display".into(), display.clone().into());
            }
            Some(member)
        });
        if let (Some(object), Some(external)) = (doc.as_object_mut(), &current.external_id) {
            object.insert("externalId".into(), external.clone().into());
        }
        patch::apply(&mut doc, Resource::Group, &operations)?;
        Ok(ScimGroup::from_json(&doc)?)
    })
}

fn change(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
    if_match_header: Option<&str>,
    make: impl Fn(&ScimGroupRecord) -> Result<GroupWrite, ScimError>,
) -> Result<ScimGroupRecord, ScimError> {
    let id = scim_id(id)?;
    for _ in 0..ATTEMPTS {
        let current = get_record(accounts, caller, id)?;
        if_match(if_match_header, current.version)?;
        let GroupWrite { group, external_id } = make(&current)?;
        let record = ScimGroupRecord {
            display_name: group.display_name.clone(),
            members: members(&group),
            external_id,
            version: current.version + 1,
            updated_at: accounts.clock.now(),
            ..current.clone()
        };
        match accounts
            .store
            .update_scim_group(caller.connection, &record, current.version)
        {
            Ok(true) => {}
            Ok(false) => continue,
            Err(RepoError::Conflict(_)) => return Err(name_taken()),
            Err(e) => return Err(e.into()),
        }
        audit(accounts, caller, AuditAction::ScimGroupUpdated, &record)?;
        let changed = get_record(accounts, caller, id)?;
        let joined_or_left = changed_members(&current, &changed);
        refresh_roles(accounts, caller, id, &joined_or_left)?;
        return Ok(changed);
    }
    Err(ScimError::PreconditionFailed)
}

/// `DELETE /Groups/{id}` (blocking).
pub fn delete(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
    if_match_header: Option<&str>,
) -> Result<(), ScimError> {
    let current = get(accounts, caller, id)?;
    if_match(if_match_header, current.version)?;
    if !accounts
        .store
        .delete_scim_group(caller.organization.id, current.id)?
    {
        return Err(ScimError::NotFound);
    }
    audit(accounts, caller, AuditAction::ScimGroupDeleted, &current)?;
    let members: Vec<ScimId> = current.members.iter().map(|m| m.id).collect();
    refresh_roles(accounts, caller, current.id, &members)
}

/// `GET /Groups` and `POST /Groups/.search` (blocking); `members`:
/// whether the answer shows them (`excludedAttributes=members` spares
/// reading them, unless the filter needs them).
pub fn list(
    accounts: &Accounts,
    caller: &ScimCaller,
    request: &ListRequest,
    members: bool,
) -> Result<Listed<ScimGroupRecord>, ScimError> {
    filtered_page(
        request,
        Resource::Group,
        |condition, page, whole| {
            accounts.store.scim_groups_page(
                caller.connection,
                caller.organization.id,
                condition,
                page,
                members || whole,
            )
        },
        |g| group_json(g, &caller.base_url),
    )
}
