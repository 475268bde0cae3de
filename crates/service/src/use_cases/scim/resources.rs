//! Users and Groups as one kind of thing for the SCIM face: each
//! resource's use cases behind one trait, so that one set of handlers
//! serves both (docs/decisions.md, "SCIM").

use accounts_domain::ids::ScimId;
use accounts_domain::scim_store::{ScimGroupRecord, ScimUserRecord};
use serde_json::Value;

use super::access::{ScimCaller, ScimError};
use super::users::{ListRequest, Listed};
use super::{groups, users};
use crate::service::accounts::Accounts;

/// A SCIM resource type's use cases (blocking).
pub trait ScimResource: 'static {
    /// What storage answers for one.
    type Record: Send + 'static;
    /// Its endpoint below the base URL: `/Users`, `/Groups`.
    const ENDPOINT: &'static str;

    /// `POST`.
    fn create(
        accounts: &Accounts,
        caller: &ScimCaller,
        body: &Value,
    ) -> Result<Self::Record, ScimError>;
    /// `GET /{id}`.
    fn get(accounts: &Accounts, caller: &ScimCaller, id: &str) -> Result<Self::Record, ScimError>;
    /// `PUT /{id}`.
    fn replace(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        body: &Value,
        if_match: Option<&str>,
    ) -> Result<Self::Record, ScimError>;
    /// `PATCH /{id}`.
    fn patch(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        body: &Value,
        if_match: Option<&str>,
    ) -> Result<Self::Record, ScimError>;
    /// `DELETE /{id}`.
    fn delete(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        if_match: Option<&str>,
    ) -> Result<(), ScimError>;
    /// `GET` and `POST /.search`; `members`: whether the answer shows a
    /// group's members.
    fn list(
        accounts: &Accounts,
        caller: &ScimCaller,
        request: &ListRequest,
        members: bool,
    ) -> Result<Listed<Self::Record>, ScimError>;
    /// One in SCIM's JSON.
    fn json(record: &Self::Record, base_url: &str) -> Value;
    /// Its id and version.
    fn identity(record: &Self::Record) -> (ScimId, i64);
}

/// `/Users`.
#[derive(Debug)]
pub struct Users;

/// `/Groups`.
#[derive(Debug)]
pub struct Groups;

impl ScimResource for Users {
    type Record = ScimUserRecord;
    const ENDPOINT: &'static str = "/Users";

    fn create(
        accounts: &Accounts,
        caller: &ScimCaller,
        body: &Value,
    ) -> Result<Self::Record, ScimError> {
        users::create(accounts, caller, body)
    }

    fn get(accounts: &Accounts, caller: &ScimCaller, id: &str) -> Result<Self::Record, ScimError> {
        users::get(accounts, caller, id)
    }

    fn replace(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        body: &Value,
        if_match: Option<&str>,
    ) -> Result<Self::Record, ScimError> {
        users::replace(accounts, caller, id, body, if_match)
    }

    fn patch(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        body: &Value,
        if_match: Option<&str>,
    ) -> Result<Self::Record, ScimError> {
        users::patch(accounts, caller, id, body, if_match)
    }

    fn delete(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        if_match: Option<&str>,
    ) -> Result<(), ScimError> {
        users::delete(accounts, caller, id, if_match)
    }

    fn list(
        accounts: &Accounts,
        caller: &ScimCaller,
        request: &ListRequest,
        _members: bool,
    ) -> Result<Listed<Self::Record>, ScimError> {
        users::list(accounts, caller, request)
    }

    fn json(record: &Self::Record, base_url: &str) -> Value {
        users::user_json(record, base_url)
    }

    fn identity(record: &Self::Record) -> (ScimId, i64) {
        (record.id, record.version)
    }
}

impl ScimResource for Groups {
    type Record = ScimGroupRecord;
    const ENDPOINT: &'static str = "/Groups";

    fn create(
        accounts: &Accounts,
        caller: &ScimCaller,
        body: &Value,
    ) -> Result<Self::Record, ScimError> {
        groups::create(accounts, caller, body)
    }

    fn get(accounts: &Accounts, caller: &ScimCaller, id: &str) -> Result<Self::Record, ScimError> {
        groups::get(accounts, caller, id)
    }

    fn replace(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        body: &Value,
        if_match: Option<&str>,
    ) -> Result<Self::Record, ScimError> {
        groups::replace(accounts, caller, id, body, if_match)
    }

    fn patch(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        body: &Value,
        if_match: Option<&str>,
    ) -> Result<Self::Record, ScimError> {
        groups::patch(accounts, caller, id, body, if_match)
    }

    fn delete(
        accounts: &Accounts,
        caller: &ScimCaller,
        id: &str,
        if_match: Option<&str>,
    ) -> Result<(), ScimError> {
        groups::delete(accounts, caller, id, if_match)
    }

    fn list(
        accounts: &Accounts,
        caller: &ScimCaller,
        request: &ListRequest,
        members: bool,
    ) -> Result<Listed<Self::Record>, ScimError> {
        groups::list(accounts, caller, request, members)
    }

    fn json(record: &Self::Record, base_url: &str) -> Value {
        groups::group_json(record, base_url)
    }

    fn identity(record: &Self::Record) -> (ScimId, i64) {
        (record.id, record.version)
    }
}
