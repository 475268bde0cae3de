//! `/Users` (RFC 7644 3.3 to 3.6): a directory's people in its
//! organization (docs/decisions.md, "SCIM").

use accounts_domain::ids::ScimId;
use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::RepoError;
use accounts_domain::scim::eval::{matches, matches_nothing};
use accounts_domain::scim::filter::Filter;
use accounts_domain::scim::patch;
use accounts_domain::scim::problem::{ScimProblem, ScimType};
use accounts_domain::scim::query::{MAX_CANDIDATES, MAX_PAGE, Narrow, narrowing};
use accounts_domain::scim::schema::Resource;
use accounts_domain::scim::user::{ScimUser, UserWrite};
use accounts_domain::scim_store::{ScimPage, ScimUserRecord};
use accounts_domain::timestamp::UtcTimestamp;
use serde_json::{Value, json};
use time::OffsetDateTime;

use super::access::{ScimCaller, ScimError, etag, if_match};
use super::entry_accounts::{
    PlannedAccount, REGISTERED_MEANWHILE, account_for, check_new_address, follow, kept,
    plan_account, release, taken, undo,
};
use crate::service::accounts::Accounts;

/// How many times a change that lost a race with another is tried again
/// (without `If-Match`, the directory asked for no precondition).
const ATTEMPTS: usize = 3;

/// The entry in SCIM's JSON, with `id`, `externalId` and `meta`.
pub fn user_json(record: &ScimUserRecord, base_url: &str) -> Value {
    let mut doc = record.user.to_json();
    if let Some(object) = doc.as_object_mut() {
        object.insert("id".into(), record.id.to_string().into());
        if let Some(external) = &record.external_id {
            object.insert("externalId".into(), external.clone().into());
        }
        if !record.groups.is_empty() {
            let groups: Vec<Value> = record
                .groups
                .iter()
                .map(|g| {
                    json!({
                        "value": g.id.to_string(),
                        "$ref": format!("{base_url}/Groups/{}", g.id),
                        "display": g.display,
                        "type": "direct",
                    })
                })
                .collect();
            object.insert("groups".into(), groups.into());
        }
        object.insert(
            "meta".into(),
            json!({
                "resourceType": "User",
                "created": UtcTimestamp::new(record.created_at).to_string(),
                "lastModified": UtcTimestamp::new(record.updated_at).to_string(),
                "location": format!("{base_url}/Users/{}", record.id),
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
    record: &ScimUserRecord,
) -> Result<(), RepoError> {
    let event = audit_event(caller, action, record, accounts.clock.now());
    accounts.store.append(&event)
}

fn audit_event(
    caller: &ScimCaller,
    action: AuditAction,
    record: &ScimUserRecord,
    at: OffsetDateTime,
) -> AuditEvent {
    let detail = format!("organization {}", caller.organization.slug);
    caller.event(action, (record.id.to_string(), detail), record.account, at)
}

fn user_name_taken() -> ScimError {
    ScimError::Problem(ScimProblem::new(
        ScimType::Uniqueness,
        "userName is taken in the organization",
    ))
}

/// `POST /Users` (blocking).
pub fn create(
    accounts: &Accounts,
    caller: &ScimCaller,
    body: &Value,
) -> Result<ScimUserRecord, ScimError> {
    let UserWrite { user, external_id } = ScimUser::from_json(body)?;
    let now = accounts.clock.now();
    // The entry, its new account and their audit trail are one write: a
    // refused entry leaves no account behind.
    let (account, made) = match plan_account(accounts, caller, &user, now)? {
        None => (None, None),
        Some(PlannedAccount::Linked(id)) => (Some(id), None),
        Some(PlannedAccount::Made(made, events)) => (Some(made.user.id), Some((made, events))),
    };
    let record = ScimUserRecord {
        id: ScimId::generate(now),
        organization_id: caller.organization.id,
        user,
        external_id,
        account,
        groups: Vec::new(),
        version: 1,
        created_at: now,
        updated_at: now,
    };
    let (made, mut events) = made.map_or((None, Vec::new()), |(m, e)| (Some(m), e));
    events.push(audit_event(
        caller,
        AuditAction::ScimUserCreated,
        &record,
        now,
    ));
    let stored =
        accounts
            .store
            .insert_scim_user(caller.connection, &record, made.as_deref(), &events);
    match stored {
        Ok(()) => {}
        // The unique keys decide; which one, a read tells.
        Err(RepoError::Conflict(why)) => {
            let store = &*accounts.store;
            return Err(
                if user_name_in_use(accounts, caller, &record.user.user_name, None)? {
                    user_name_taken()
                } else if made.is_some() {
                    taken(REGISTERED_MEANWHILE)
                } else if let Some(account) = record.account {
                    match store.scim_user_of_account(caller.organization.id, account)? {
                        Some(_) => taken("the address is another entry's account"),
                        // It left the organization meanwhile.
                        None => taken(REGISTERED_MEANWHILE),
                    }
                } else {
                    // Nothing of the entry's own conflicts: what it
                    // refers to changed meanwhile; the directory retries.
                    RepoError::Unavailable(why).into()
                },
            );
        }
        Err(e) => return Err(e.into()),
    }
    // A linked account follows its new entry (one made for it already
    // does).
    if made.is_none()
        && let Some(linked) = kept(accounts, caller, record.account)?
        && follow(accounts, caller, linked, None, &record.user, now)?
    {
        accounts.sync_caches()?;
    }
    Ok(record)
}

/// Whether another entry of the organization has `user_name`.
fn user_name_in_use(
    accounts: &Accounts,
    caller: &ScimCaller,
    user_name: &str,
    except: Option<ScimId>,
) -> Result<bool, ScimError> {
    let filter = Filter::Compare(
        accounts_domain::scim::filter::AttrPath {
            urn: None,
            name: "userName".into(),
            sub: None,
        },
        accounts_domain::scim::filter::CompareOp::Eq,
        accounts_domain::scim::filter::CompValue::String(user_name.to_owned()),
    );
    let condition = narrowing(Some(&filter), Resource::User).condition;
    let page = accounts.store.scim_users_page(
        caller.connection,
        caller.organization.id,
        condition.as_ref(),
        0,
        2,
    )?;
    Ok(page.items.iter().any(|r| Some(r.id) != except))
}

fn scim_id(text: &str) -> Result<ScimId, ScimError> {
    text.parse().map_err(|_| ScimError::NotFound)
}

/// `GET /Users/{id}` (blocking).
pub fn get(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
) -> Result<ScimUserRecord, ScimError> {
    let id = scim_id(id)?;
    accounts
        .store
        .find_scim_user(caller.connection, caller.organization.id, id)?
        .ok_or(ScimError::NotFound)
}

/// `PUT /Users/{id}`: the body replaces the entry (blocking).
pub fn replace(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
    body: &Value,
    if_match_header: Option<&str>,
) -> Result<ScimUserRecord, ScimError> {
    let write = ScimUser::from_json(body)?;
    change(accounts, caller, id, if_match_header, |_| Ok(write.clone()))
}

/// `PATCH /Users/{id}`: every operation applies, or none (blocking).
pub fn patch(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
    body: &Value,
    if_match_header: Option<&str>,
) -> Result<ScimUserRecord, ScimError> {
    let operations = patch::parse(body)?;
    change(accounts, caller, id, if_match_header, |current| {
        let mut doc = current.user.to_json();
        if let (Some(object), Some(external)) = (doc.as_object_mut(), &current.external_id) {
            object.insert("externalId".into(), external.clone().into());
        }
        patch::apply(&mut doc, Resource::User, &operations)?;
        Ok(ScimUser::from_json(&doc)?)
    })
}

/// Reads the entry, makes its new form with `make`, and stores it if
/// nobody changed it meanwhile; the account follows.
fn change(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
    if_match_header: Option<&str>,
    make: impl Fn(&ScimUserRecord) -> Result<UserWrite, ScimError>,
) -> Result<ScimUserRecord, ScimError> {
    let id = scim_id(id)?;
    let store = &*accounts.store;
    for _ in 0..ATTEMPTS {
        let current = store
            .find_scim_user(caller.connection, caller.organization.id, id)?
            .ok_or(ScimError::NotFound)?;
        if_match(if_match_header, current.version)?;
        let UserWrite { user, external_id } = make(&current)?;
        if user.user_name.to_lowercase() != current.user.user_name.to_lowercase()
            && user_name_in_use(accounts, caller, &user.user_name, Some(id))?
        {
            return Err(user_name_taken());
        }
        // An account that left the organization is no longer the entry's.
        let kept = kept(accounts, caller, current.account)?;
        let made = match kept {
            Some(_) => {
                check_new_address(accounts, &current.user, &user, kept)?;
                None
            }
            // A new address gets its account; an entry whose account left
            // (or was deleted) is not linked again by an unrelated change.
            None if current.user.address() != user.address() => {
                account_for(accounts, caller, &user)?
            }
            None => None,
        };
        let account = kept.or(made.as_ref().map(|a| a.id));
        let now = accounts.clock.now();
        let record = ScimUserRecord {
            user,
            external_id,
            account,
            version: current.version + 1,
            updated_at: now,
            ..current.clone()
        };
        let stored = store.update_scim_user(caller.connection, &record, current.version);
        if !matches!(stored, Ok(true))
            && let Some(made) = &made
        {
            undo(accounts, caller, made)?;
        }
        match stored {
            Ok(true) => {}
            Ok(false) => continue,
            Err(RepoError::Conflict(_)) => return Err(user_name_taken()),
            Err(e) => return Err(e.into()),
        }
        // A newly linked account holds the roles of the entry's groups.
        if made.is_some() {
            store.refresh_group_roles(caller.organization.id, &[record.id])?;
        }
        if let Some(account) = record.account {
            let old = kept.map(|_| &current.user);
            if follow(accounts, caller, account, old, &record.user, now)? {
                accounts.sync_caches()?;
            }
        }
        audit(accounts, caller, AuditAction::ScimUserUpdated, &record)?;
        return Ok(record);
    }
    Err(ScimError::PreconditionFailed)
}

/// `DELETE /Users/{id}`: the account is released first, so that a
/// failure leaves the entry for the directory's retry (blocking).
pub fn delete(
    accounts: &Accounts,
    caller: &ScimCaller,
    id: &str,
    if_match_header: Option<&str>,
) -> Result<(), ScimError> {
    for _ in 0..ATTEMPTS {
        let current = get(accounts, caller, id)?;
        if_match(if_match_header, current.version)?;
        if let Some(account) = kept(accounts, caller, current.account)? {
            release(accounts, caller, account)?;
            accounts.sync_caches()?;
        }
        if !accounts
            .store
            .delete_scim_user(caller.organization.id, current.id, current.version)?
        {
            continue;
        }
        audit(accounts, caller, AuditAction::ScimUserDeleted, &current)?;
        return Ok(());
    }
    Err(ScimError::PreconditionFailed)
}

/// A list request's parameters (query or `.search` body).
#[derive(Debug, Clone, Default)]
pub struct ListRequest {
    /// `filter`.
    pub filter: Option<String>,
    /// `startIndex` (1-based; below 1 is 1).
    pub start_index: Option<i64>,
    /// `count` (below 0 is 0; above [`MAX_PAGE`] is capped).
    pub count: Option<i64>,
}

/// A page of a list.
#[derive(Debug, Clone)]
pub struct Listed<T> {
    /// How many match in all.
    pub total: u64,
    /// `startIndex` as applied.
    pub start_index: u64,
    /// This page.
    pub items: Vec<T>,
}

/// `startIndex` (1-based) and `count` as applied: below 1 is 1, below 0
/// is 0, above [`MAX_PAGE`] is capped.
pub(crate) fn page_bounds(request: &ListRequest) -> (u64, u64) {
    let start_index = u64::try_from(request.start_index.unwrap_or(1).max(1)).unwrap_or(1);
    let count = request
        .count
        .map_or(MAX_PAGE as u64, |c| u64::try_from(c.max(0)).unwrap_or(0))
        .min(MAX_PAGE as u64);
    (start_index, count)
}

/// The filter of a list request, parsed.
pub fn parse_filter(text: Option<&str>) -> Result<Option<Filter>, ScimError> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(text) => Filter::parse(text).map(Some).map_err(|e| {
            ScimError::Problem(ScimProblem::new(
                ScimType::InvalidFilter,
                format!("filter: {e}"),
            ))
        }),
    }
}

/// A page of what matches a list request's filter, for `resource`:
/// `fetch(condition, (offset, limit), whole)` reads storage's page (`whole`:
/// everything the filter may read, for the candidates). When the
/// condition is the whole filter, storage pages and counts alone;
/// otherwise the rest of the filter is decided here, on the candidates
/// the condition leaves (every one when it has none), rendered by
/// `render`.
pub(crate) fn filtered_page<T>(
    request: &ListRequest,
    resource: Resource,
    fetch: impl Fn(Option<&Narrow>, (u64, u64), bool) -> Result<ScimPage<T>, RepoError>,
    render: impl Fn(&T) -> Value,
) -> Result<Listed<T>, ScimError> {
    let filter = parse_filter(request.filter.as_deref())?;
    let (start_index, count) = page_bounds(request);
    if filter
        .as_ref()
        .is_some_and(|f| matches_nothing(f, resource))
    {
        return Ok(Listed {
            total: 0,
            start_index,
            items: Vec::new(),
        });
    }
    let narrowed = narrowing(filter.as_ref(), resource);
    if narrowed.exact {
        let ScimPage { total, items } =
            fetch(narrowed.condition.as_ref(), (start_index - 1, count), false)?;
        return Ok(Listed {
            total,
            start_index,
            items,
        });
    }
    let candidates = fetch(narrowed.condition.as_ref(), (0, MAX_CANDIDATES + 1), true)?.items;
    if candidates.len() as u64 > MAX_CANDIDATES {
        return Err(ScimError::Problem(ScimProblem::new(
            ScimType::TooMany,
            format!(
                "the filter leaves more than {MAX_CANDIDATES} resources to compare one by one: \
                 narrow it with eq or sw on an indexed attribute (id, externalId, userName, \
                 name.familyName, name.givenName, displayName)"
            ),
        )));
    }
    let matching: Vec<T> = match &filter {
        Some(f) => candidates
            .into_iter()
            .filter(|r| matches(f, resource, &render(r)))
            .collect(),
        None => candidates,
    };
    let total = matching.len() as u64;
    let items = matching
        .into_iter()
        .skip(usize::try_from(start_index - 1).unwrap_or(usize::MAX))
        .take(usize::try_from(count).unwrap_or(usize::MAX))
        .collect();
    Ok(Listed {
        total,
        start_index,
        items,
    })
}

/// `GET /Users` and `POST /Users/.search`: the entries that match, in a
/// stable order (oldest first) (blocking).
pub fn list(
    accounts: &Accounts,
    caller: &ScimCaller,
    request: &ListRequest,
) -> Result<Listed<ScimUserRecord>, ScimError> {
    filtered_page(
        request,
        Resource::User,
        |condition, (offset, limit), _| {
            accounts.store.scim_users_page(
                caller.connection,
                caller.organization.id,
                condition,
                offset,
                limit,
            )
        },
        |r| user_json(r, &caller.base_url),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `filtered_page` over `n` entries with a formatted name, with a
    /// filter no index answers (`name.formatted eq`): each candidate is
    /// matched one by one.
    fn over(n: u64, filter: &str) -> Result<Listed<Value>, ScimError> {
        let request = ListRequest {
            filter: Some(filter.to_owned()),
            start_index: None,
            count: Some(2),
        };
        filtered_page(
            &request,
            Resource::User,
            |_, (offset, limit), _| {
                let items: Vec<Value> = (offset..n.min(offset.saturating_add(limit)))
                    .map(|i| json!({"userName": format!("u{i}"), "name": {"formatted": format!("F{i}")}}))
                    .collect();
                Ok(ScimPage { total: n, items })
            },
            Value::clone,
        )
    }

    #[test]
    fn a_filter_no_index_answers_is_too_many_past_the_cap_only() {
        let listed = over(MAX_CANDIDATES, "name.formatted eq \"f7\"").expect("at the cap");
        assert_eq!((listed.total, listed.items.len()), (1, 1));
        let Err(ScimError::Problem(refused)) = over(MAX_CANDIDATES + 1, "name.formatted eq \"f7\"")
        else {
            panic!("past the cap is a problem");
        };
        assert_eq!((refused.kind, refused.status()), (ScimType::TooMany, 400));
        // An indexed comparison is paged by storage, whatever the count.
        let indexed = over(MAX_CANDIDATES + 1, "userName eq \"u7\"").expect("paged by storage");
        assert_eq!(indexed.total, MAX_CANDIDATES + 1);
    }
}
