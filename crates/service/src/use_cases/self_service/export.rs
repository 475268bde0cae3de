//! A user's own data as one document (GDPR articles 15 and 20): the
//! profile, every stored session with its device and place, the linked
//! providers, the second factors, the third-party apps allowed and the
//! audit events about the user;
//! never a secret (docs/decisions.md, "Export").

use crate::use_cases::sessions::AccountToken;
use accounts_domain::api::SessionData;
use accounts_domain::codes::ResultCode;
use accounts_domain::origin::{DeviceData, GeoData};
use accounts_domain::records::{AuditQuery, SessionRecord, UserRecord};
use accounts_domain::repository::RepoError;
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;

use crate::service::accounts::Accounts;
use crate::use_cases::consent;
use crate::use_cases::manage::factors::factor_summary;
use crate::use_cases::manage::{AuditEntry, LARGEST_PAGE, LinkEntry, UserFactors};
use crate::use_cases::organization_access::{OwnOrganization, own_organizations};
use crate::use_cases::self_service::own_account;
use crate::use_cases::self_service::own_account::OwnAccountError;
use crate::use_cases::sessions;

/// `EXPORT`: everything held about the account.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AccountExport {
    /// Always true.
    pub success: bool,
    /// `EXPORT`.
    pub code: ResultCode,
    /// The account and its profile.
    pub profile: ExportedProfile,
    /// Every stored session, live or ended, newest first.
    pub sessions: Vec<ExportedSession>,
    /// Linked upstream providers.
    pub links: Vec<LinkEntry>,
    /// Second factors (never a secret or a key).
    pub factors: UserFactors,
    /// Third-party apps the user allowed.
    pub apps: Vec<ExportedApp>,
    /// The organizations the user belongs to, with their roles.
    pub organizations: Vec<OwnOrganization>,
    /// The audit events about the user, newest first.
    pub audit_events: Vec<AuditEntry>,
}

/// A third-party app the user allowed.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExportedApp {
    /// The client's id.
    pub client_id: String,
    /// Its name.
    pub name: String,
    /// The scopes allowed, space-separated.
    pub scopes: String,
    /// When (RFC 3339).
    pub granted_at: String,
}

/// The account as stored (never the password hash).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExportedProfile {
    /// The user's id.
    pub user_id: String,
    /// The address.
    pub email: String,
    /// Whether the address is verified.
    pub email_verified: bool,
    /// Whether the account may sign in.
    pub enabled: bool,
    /// Whether the account has a password (accounts made through a
    /// provider may not).
    pub has_password: bool,
    /// Display name.
    pub name: String,
    /// Phone number.
    pub mobile: String,
    /// Picture URL.
    pub picture: String,
    /// ISO 3166-1 alpha-2.
    pub country_code: String,
    /// Country name.
    pub country: String,
    /// Region code.
    pub country_region_code: String,
    /// Region name.
    pub country_region: String,
    /// City.
    pub city: String,
    /// Postal code.
    pub postal_code: String,
    /// When the account was made (RFC 3339).
    pub created_at: String,
    /// When it last changed (RFC 3339).
    pub updated_at: String,
}

/// A session as stored: where and on what it was opened, and when it
/// ended.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExportedSession {
    /// The session's id.
    pub session_id: String,
    /// When it began (RFC 3339).
    pub created_at: String,
    /// Its last recorded activity (RFC 3339).
    pub last_session_timestamp: String,
    /// When it ended (RFC 3339); `null` while it lasts.
    pub ended_at: Option<String>,
    /// User-Agent of the sign-in.
    pub user_agent: String,
    /// Client IP of the sign-in.
    pub ip: String,
    /// Locale of the sign-in.
    pub locale: String,
    /// The device, parsed from the User-Agent.
    pub device_data: DeviceData,
    /// The place, looked up from the IP.
    pub geo_data: GeoData,
    /// The app's package name, or `""`.
    pub package_name: String,
}

impl ExportedProfile {
    fn of(user: &UserRecord) -> Self {
        let p = &user.profile;
        Self {
            user_id: user.id.to_string(),
            email: user.email.as_str().to_owned(),
            email_verified: user.email_verified,
            enabled: user.enabled,
            has_password: user.password.is_usable(),
            name: p.name.clone(),
            mobile: p.mobile.clone(),
            picture: p.picture.clone(),
            country_code: p.country_code.clone(),
            country: p.country.clone(),
            country_region_code: p.country_region_code.clone(),
            country_region: p.country_region.clone(),
            city: p.city.clone(),
            postal_code: p.postal_code.clone(),
            created_at: UtcTimestamp::new(user.created_at).to_string(),
            updated_at: UtcTimestamp::new(user.updated_at).to_string(),
        }
    }
}

impl ExportedSession {
    fn of(session: &SessionRecord) -> Self {
        let data = SessionData::of(session);
        Self {
            session_id: session.id.to_string(),
            created_at: UtcTimestamp::new(session.authenticated_at).to_string(),
            last_session_timestamp: data.last_session_timestamp.to_string(),
            ended_at: session
                .revoked_at
                .map(|at| UtcTimestamp::new(at).to_string()),
            user_agent: data.user_agent,
            ip: data.ip,
            locale: data.locale,
            device_data: data.device_data,
            geo_data: data.geo_data,
            package_name: data.package_name,
        }
    }
}

/// Everything held about the account token's user (blocking).
pub fn export_own_account(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<AccountExport, OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    let id = signed_in.user.id;
    let user = own_account::stored_user(accounts, &signed_in)?;
    let factors = factor_summary(&*accounts.store, id)?;
    Ok(AccountExport {
        success: true,
        code: ResultCode::Export,
        profile: ExportedProfile::of(&user),
        sessions: accounts
            .store
            .sessions_of_user(id)?
            .iter()
            .map(ExportedSession::of)
            .collect(),
        links: accounts
            .store
            .list_links(id)?
            .iter()
            .map(LinkEntry::of)
            .collect(),
        factors: UserFactors::of(&factors),
        apps: consent::apps_with_access(accounts, id)?
            .into_iter()
            .map(|app| ExportedApp {
                client_id: app.client_id.to_string(),
                name: app.name,
                scopes: app.scopes.to_string(),
                granted_at: UtcTimestamp::new(app.granted_at).to_string(),
            })
            .collect(),
        organizations: own_organizations(&*accounts.store, id)?,
        audit_events: audit_events_about(accounts, id)?,
    })
}

/// Every audit event about `user`, newest first, a page at a time.
fn audit_events_about(
    accounts: &Accounts,
    user: accounts_domain::ids::UserId,
) -> Result<Vec<AuditEntry>, RepoError> {
    let mut events = Vec::new();
    let mut before_id = None;
    loop {
        let page = accounts.store.query_audit(&AuditQuery {
            user: Some(user),
            before_id,
            limit: LARGEST_PAGE,
            ..AuditQuery::default()
        })?;
        let full = u32::try_from(page.len()).ok() == Some(LARGEST_PAGE);
        before_id = page.last().map(|e| e.id);
        events.extend(page.into_iter().map(AuditEntry::of));
        if !full {
            return Ok(events);
        }
    }
}
