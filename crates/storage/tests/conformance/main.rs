//! The repository conformance suite: every test is written once, in the
//! file of the aggregate it covers, and runs against SQLite and against a
//! throwaway PostgreSQL, each in a database of its own. Calls name the
//! repository trait (`UserRepository::find(db, ..)`) because `Database`
//! implements them all.

// Test code: a panic is a failing test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

mod audit_trail;
mod clients;
mod consents;
mod credentials;
mod deletion;
mod device_authorizations;
mod email_tokens;
mod factors;
mod fixtures;
mod grants_in_sessions;
mod links;
mod logouts;
mod operators;
mod organization_access;
mod organization_access_domains;
mod organization_events;
mod organizations;
mod passkeys;
mod proofs;
mod pushed;
mod resources;
mod schema;
mod search;
mod sessions;
mod shared_signals;
mod sign_in_codes;
mod signing_keys;
mod throttles;
mod tokens;
mod users;
mod webhooks;

use accounts_storage::{Database, DatabaseOptions};
use accounts_testkit::pg::TestDatabase;
use accounts_testkit::sqlite::TempSqlite;
use audit_trail::*;
use clients::*;
use consents::*;
use credentials::*;
use deletion::*;
use device_authorizations::*;
use email_tokens::*;
use factors::*;
use grants_in_sessions::*;
use links::*;
use logouts::*;
use operators::*;
use organization_access::*;
use organization_access_domains::*;
use organization_events::*;
use organizations::*;
use passkeys::*;
use proofs::*;
use pushed::*;
use resources::*;
use schema::*;
use search::*;
use sessions::*;
use shared_signals::*;
use sign_in_codes::*;
use signing_keys::*;
use throttles::*;
use tokens::*;
use users::*;
use webhooks::*;

/// A migrated database and the guard that deletes it (dropped after the pool).
#[derive(Debug)]
pub(crate) struct Backend<G> {
    pub(crate) database: Database,
    _guard: G,
}

pub(crate) fn sqlite() -> Backend<TempSqlite> {
    let guard = TempSqlite::new();
    let database = Database::connect(guard.url(), DatabaseOptions::default()).expect("open SQLite");
    database.migrate().expect("migrate SQLite");
    Backend {
        database,
        _guard: guard,
    }
}

pub(crate) fn postgres() -> Backend<TestDatabase> {
    let guard = TestDatabase::new();
    let database =
        Database::connect(guard.url(), DatabaseOptions::default()).expect("connect PostgreSQL");
    database.migrate().expect("migrate PostgreSQL");
    Backend {
        database,
        _guard: guard,
    }
}

macro_rules! conformance {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $( #[test] fn $name() { crate::$name(&crate::sqlite().database); } )*
        }
        mod postgres {
            $( #[test] fn $name() { crate::$name(&crate::postgres().database); } )*
        }
    };
}

#[test]
fn sqlite_a_deleted_account_leaves_no_personal_data() {
    let backend = sqlite();
    a_deleted_account_leaves_no_personal_data(&backend.database, backend._guard.url());
}

#[test]
fn postgres_a_deleted_account_leaves_no_personal_data() {
    let backend = postgres();
    a_deleted_account_leaves_no_personal_data(&backend.database, backend._guard.url());
}

conformance!(
    sign_in_codes_replace_redeem_once_and_end_after_five_wrong,
    sign_in_codes_count_mails_per_hour_and_expire,
    a_sign_in_link_works_only_in_the_browser_that_asked,
    a_sign_in_code_redeemed_by_16_threads_succeeds_once,
    a_code_claims_a_never_verified_account_clean,
    codes_asked_at_once_for_a_new_address_are_counted_each,
    parallel_pushers_claim_each_security_event_once,
    a_streams_pushes_go_in_order_and_a_lease_brings_one_back,
    a_stream_holds_drops_and_resumes_its_events,
    a_pending_push_is_never_deleted_as_old,
    roles_are_set_changed_removed_and_go_with_the_user,
    users_are_found_by_address_name_or_id_a_page_at_a_time,
    users_are_found_by_the_start_of_any_word_of_their_name,
    the_words_follow_the_name_and_go_with_the_user,
    a_search_pages_users_found_each_way_once_in_id_order,
    the_overview_counts_without_loading_the_audit_trail,
    clients_are_edited_and_deleted_once_disabled,
    credential_changes_drop_pending_second_steps,
    a_reset_of_a_never_verified_account_removes_what_its_holder_attached,
    apis_and_grants_round_trip,
    a_session_end_writes_one_logout_per_listening_client,
    consents_are_kept_per_user_and_client_and_revoked_with_tokens,
    a_pushed_request_is_taken_once_while_fresh,
    each_change_writes_its_one_event_for_endpoints_that_want_it,
    parallel_senders_claim_each_delivery_once_and_a_lease_brings_it_back,
    failures_back_off_then_park_and_a_replay_sends_again,
    a_scheduled_deletion_is_due_cancelled_or_purged_once,
    migrations_are_idempotent,
    clients_round_trip,
    client_updates_and_change_feed,
    users_round_trip,
    email_is_unique_case_insensitively,
    user_updates,
    unicode_and_maximum_length_values_round_trip,
    sessions_round_trip_and_touch,
    a_sessions_channel_round_trips,
    a_session_opens_only_while_its_credential_is_held,
    a_reset_opens_a_review_that_removes_all_but_the_password,
    sessions_need_an_existing_user,
    sessions_are_found_by_their_account_token,
    revoking_a_session_revokes_its_tokens,
    credential_changes_end_every_session_of_the_user,
    codes_redeem_once,
    refresh_tokens_rotate_atomically,
    a_grant_for_an_api_keeps_its_api,
    a_code_is_read_with_its_membership,
    a_code_for_an_organization_is_stored_only_for_a_member,
    profiles_change_and_show_in_the_change_feed,
    a_users_language_is_stored_and_forgotten,
    a_redemption_stores_all_it_issued_or_nothing,
    a_code_redeemed_by_50_threads_succeeds_once,
    device_requests_round_trip_and_are_answered_once,
    device_polls_are_paced_across_callers,
    a_device_code_redeemed_by_20_threads_succeeds_once,
    mailed_tokens_are_single_use_and_a_new_reset_voids_the_old,
    a_password_change_voids_unused_reset_tokens,
    a_reset_of_an_unverified_address_starts_from_an_empty_profile,
    replay_revokes_the_whole_grant,
    single_tokens_revoke,
    expired_rows_are_filtered_and_deleted,
    signing_keys_rotate_atomically,
    only_one_key_per_purpose_can_be_active,
    audit_log_appends_and_lists_newest_first,
    a_totp_factor_is_pending_until_confirmed_then_fixed,
    a_totp_step_claimed_by_16_threads_is_accepted_once,
    an_mfa_challenge_is_taken_once_and_only_while_fresh,
    passkeys_belong_to_one_account_and_record_their_use,
    a_ceremony_is_taken_once_and_only_while_fresh,
    identity_links_are_keyed_by_provider_and_subject,
    an_account_without_a_password_round_trips,
    a_throttle_locks_after_the_limit_and_doubles,
    a_success_beside_failures_that_locked_is_refused,
    after_a_lockout_one_attempt_at_a_time_and_lost_attempts_expire,
    old_failures_are_forgotten_lockouts_capped_and_idle_rows_deleted,
    a_parallel_burst_gets_no_more_attempts_than_the_limit,
    a_sign_ins_outcome_commits_with_its_session_and_audit_event,
    a_proof_is_accepted_once_and_forgotten_when_old,
    proofs_noted_at_once_are_each_accepted_by_one,
    a_code_or_refresh_token_of_an_ended_session_issues_nothing,
    a_session_end_racing_grants_leaves_no_live_token,
    the_audit_trail_filters_pages_and_expires,
    organizations_are_found_by_id_or_slug_and_slugs_are_unique,
    organizations_deleted_take_their_members_and_their_tokens,
    organizations_roles_are_unique_and_a_deleted_one_leaves_every_member,
    organizations_members_are_added_once_listed_with_their_address_and_updated,
    organizations_removing_a_member_revokes_only_their_tokens_for_it,
    a_users_organizations_are_listed_by_slug,
    a_users_organization_is_found_by_id_or_slug_with_their_membership,
    organizations_changes_write_their_webhook_events,
    organizations_keep_no_membership_of_a_deleted_account,
    organization_access_invitations_are_pending_once_per_address_and_listed_newest_first,
    organization_access_a_renewed_invitation_has_a_new_link_and_only_pending_ones_end,
    organization_access_an_invitation_is_accepted_once_while_fresh,
    organization_access_concurrent_acceptances_join_once,
    organization_access_a_domain_is_claimed_by_many_and_verified_by_one,
    organization_access_a_sign_in_is_replaced_found_and_removed,
    organization_access_goes_with_the_organization,
    organization_access_changes_write_their_webhook_events,
);
