//! HTTP tests: the real application on 127.0.0.1:0 over real HTTP, each
//! test instantiated for SQLite and for a throwaway PostgreSQL.

// Test code: a panic is a failing test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use accounts_testkit::app as helpers;
use accounts_testkit::schema;

mod accessibility;
mod admin;
mod audit_trail;
mod backchannel_logout;
mod bad_input;
mod browser;
mod chromium;
mod chromium_consent;
mod chromium_console;
mod chromium_languages;
mod chromium_passkeys;
mod consent;
mod console;
mod deletion;
mod device;
mod device_grant;
mod dpop;
mod email_change;
mod export;
mod factor_pages;
mod hardening;
mod introspect;
mod languages;
mod lifecycle;
mod machine_tokens;
mod mail;
mod mfa_policy;
mod notices;
mod oauth4webapi;
mod oidc;
mod openapi;
mod operations;
mod own_account;
mod par;
mod passkeys;
mod revoke;
mod rotation;
mod second_factor;
mod shared_throttles;
mod step_up;
mod token;
mod upstream;
mod upstream_github;
mod upstream_peer;
mod users;
mod verify;
mod webhooks;

/// Instantiates each named test function (taking `&TestApp`) per backend.
macro_rules! on_both_backends {
    ($($module:ident :: $name:ident),* $(,)?) => {
        mod sqlite {
            $( #[test] fn $name() { crate::$module::$name(&crate::helpers::spawn_app(crate::helpers::Backend::Sqlite)); } )*
        }
        mod postgres {
            $( #[test] fn $name() { crate::$module::$name(&crate::helpers::spawn_app(crate::helpers::Backend::Postgres)); } )*
        }
    };
}

on_both_backends!(
    device::a_session_records_the_language_tag_that_matched,
    languages::the_sign_in_keeps_ui_locales_through_its_steps,
    languages::the_first_language_that_applies_speaks,
    languages::the_picker_keeps_the_pick_and_shows_the_page_again,
    languages::json_messages_follow_accept_language,
    languages::no_visible_string_bypasses_the_catalogue,
    console::the_console_opens_only_for_operators_signed_in_with_a_second_factor,
    console::each_role_may_do_what_it_is_given_and_nothing_more,
    console::a_console_form_without_its_token_or_from_another_site_changes_nothing,
    console::the_user_page_says_why_a_user_cannot_sign_in,
    console::the_admin_api_sets_and_shows_roles,
    console::only_the_console_keeps_the_console_open,
    console::an_admin_manages_clients_and_sees_each_secret_once,
    console::users_come_fifty_a_page_with_a_cursor_to_the_next,
    console::operators_below_admin_leave_operators_alone_and_no_one_locks_themselves_out,
    deletion::operators_delete_accounts,
    deletion::the_pages_lead_through_a_fresh_sign_in_to_the_deletion,
    export::users_export_everything_held_about_them,
    export::the_account_page_downloads_the_export,
    audit_trail::operators_query_the_audit_trail,
    factor_pages::the_account_page_sets_up_an_authenticator_app,
    factor_pages::the_account_page_adds_renames_and_removes_passkeys,
    factor_pages::the_login_page_signs_in_with_a_passkey,
    mfa_policy::a_require_mfa_client_gets_codes_only_for_two_factor_sessions,
    mfa_policy::the_login_page_sends_a_user_without_a_factor_to_set_one_up,
    mfa_policy::acr_values_ask_a_one_factor_session_to_sign_in_again,
    passkeys::users_register_list_rename_and_delete_passkeys,
    passkeys::a_passkey_signs_in_without_a_password,
    passkeys::a_passkey_is_the_second_factor_after_a_password,
    passkeys::a_locked_second_step_refuses_a_passkey_too,
    passkeys::passkey_requests_are_checked,
    passkeys::operators_see_and_reset_passkeys,
    passkeys::an_apps_passkeys_come_from_its_registered_origin,
    passkeys::sign_in_options_from_one_address_are_bounded,
    second_factor::a_parallel_burst_of_wrong_codes_meets_the_throttle,
    second_factor::users_set_up_an_authenticator_with_a_first_code,
    second_factor::wrong_codes_share_the_sign_in_throttle,
    second_factor::factor_requests_need_an_account_token,
    second_factor::a_sign_in_with_a_second_factor_needs_a_fresh_code,
    second_factor::the_login_page_asks_for_the_second_factor,
    second_factor::operators_see_and_reset_a_users_factors,
    second_factor::the_account_page_asks_for_the_second_factor,
    second_factor::id_tokens_say_how_the_user_signed_in,
    second_factor::a_password_change_ends_pending_second_steps,
    step_up::factor_changes_need_a_fresh_sign_in_with_every_factor,
    step_up::the_account_page_asks_to_sign_in_again_before_a_factor_change,
    own_account::users_list_and_end_their_own_sessions,
    own_account::users_edit_their_profile,
    own_account::users_change_their_password_and_other_sessions_end,
    own_account::wrong_current_passwords_share_the_sign_in_throttle,
    own_account::the_account_page_shows_and_ends_sessions,
    device_grant::a_device_gets_tokens_once_after_the_user_approves,
    device_grant::the_user_can_deny_and_requests_expire,
    device_grant::guessing_user_codes_is_throttled,
    device_grant::device_requests_and_polls_are_checked,
    device_grant::an_approval_ends_with_the_sign_in_that_gave_it,
    oidc::oauth2_gets_rotated_refresh_tokens_and_reuse_is_refused,
    rotation::refresh_tokens_rotate_with_a_grace_period_and_reuse_revokes_the_grant,
    rotation::the_seed_face_never_rotates,
    rotation::a_second_use_inside_the_grace_cannot_fork_the_chain,
    introspect::introspection_shows_a_token_to_its_client_and_to_resource_servers,
    machine_tokens::a_machine_client_gets_a_token_for_its_api,
    machine_tokens::the_oauth2_crate_runs_client_credentials,
    par::a_pushed_request_signs_in_once,
    dpop::dpop_binds_tokens_and_every_resource_checks_the_proof,
    dpop::a_public_clients_refresh_token_is_bound_to_its_key,
    backchannel_logout::every_session_end_tells_the_clients_that_hold_its_tokens,
    consent::a_third_party_app_asks_once_and_can_be_removed,
    consent::the_device_api_refuses_third_party_clients,
    par::the_push_is_checked_as_the_authorization_endpoint_would,
    introspect::introspection_calls_inactive_what_no_longer_works,
    users::standard_userinfo_shows_standard_claims_by_scope,
    users::standard_userinfo_refuses_tokens_as_rfc_6750_says,
    operations::health_checks_answer_while_the_database_does,
    operations::metrics_count_requests_by_route_template_and_what_was_issued,
    token::code_grant_with_refresh_token_issues_both,
    token::code_grant_with_token_type_token_issues_an_access_token_only,
    token::refresh_grant_issues_a_new_access_token_and_moves_the_session,
    token::a_replayed_code_fails_and_revokes_what_its_first_use_issued,
    token::code_failures_are_invalid_grant,
    token::client_failures_are_invalid_client,
    token::request_failures_are_invalid_request_or_unsupported_grant_type,
    token::pkce_and_redirect_uri_must_match,
    token::refresh_failures_are_invalid_grant,
    token::expired_codes_and_tokens_are_deleted_a_day_after_expiry,
    verify::access_tokens_and_id_tokens_verify_with_their_claims,
    verify::wrong_clients_and_bad_tokens_are_invalid,
    verify::expired_tokens_are_expired_only_for_their_client,
    verify::request_errors_are_invalid_request,
    verify::disabled_clients_tokens_stop_verifying,
    users::userinfo_follows_the_scope_rules,
    users::sessioninfo_needs_the_authorization_scope,
    users::bearer_failures_are_401_with_a_challenge,
    users::revoked_sessions_tokens_fail_everywhere,
    users::another_instances_revocation_arrives_through_the_refresher,
    users::userinfo_moves_the_last_session_timestamp,
    users::activity_is_recorded_at_most_once_per_interval,
    users::cached_reads_follow_changes_made_on_another_instance,
    bad_input::unknown_paths_and_methods_are_json_errors,
    bad_input::hostile_bodies_and_headers_get_4xx_json_errors,
    bad_input::corrupt_data_is_a_generic_500,
    openapi::the_served_document_is_the_committed_one,
    device::the_whole_chain_from_cli_to_logout,
    device::repeated_wrong_passwords_are_throttled_and_audited,
    device::sign_in_failures_look_alike,
    device::code_requests_are_checked_against_the_client,
    device::a_package_no_client_registered_is_not_recorded,
    device::id_tokens_verify_offline_with_the_served_jwks,
    device::the_token_endpoint_speaks_rfc_6749_to_form_requests,
    revoke::tokens_are_revoked_for_their_own_client_only,
    revoke::revocation_errors_are_rfc_6749_shaped,
    browser::the_login_form_signs_in_and_redirects_with_a_code,
    browser::a_signed_in_browser_skips_the_form,
    browser::id_tokens_come_back_in_the_fragment,
    browser::untrusted_requests_get_an_error_page_and_others_an_error_redirect,
    browser::the_form_needs_its_csrf_token,
    browser::browser_logout_ends_the_session_and_revokes_its_tokens,
    browser::public_clients_use_pkce_and_no_secret,
    browser::discovery_describes_the_endpoints,
    browser::browser_sessions_record_locale_package_and_device,
    browser::repeated_wrong_passwords_lock_the_form,
    hardening::parallel_wrong_passwords_get_no_more_checks_than_the_limit,
    hardening::a_new_password_ends_every_session,
    hardening::revoke_sessions_ends_every_session_of_the_user,
    hardening::account_tokens_expire_after_30_idle_days,
    hardening::disabled_users_tokens_stop_verifying,
    hardening::a_verifier_for_a_code_without_challenge_is_refused,
    hardening::a_challenge_without_a_method_is_refused_on_every_face,
    hardening::a_used_code_replayed_by_another_client_revokes_nothing,
    hardening::device_id_tokens_follow_the_clients_scopes_and_package,
    hardening::cross_site_and_stale_form_posts_are_refused,
    hardening::one_client_authentication_per_request,
    hardening::request_values_are_never_echoed,
    hardening::look_alike_emails_are_one_account,
    hardening::loopback_redirect_uris_match_any_port,
    hardening::another_instances_disabling_reaches_verification,
);

#[test]
fn pages_read_in_german_japanese_and_arabic_on_a_phone_and_a_desktop() {
    chromium_languages::pages_read_in_german_japanese_and_arabic_on_a_phone_and_a_desktop();
}

#[test]
fn sqlite_a_user_keeps_a_language_for_mails_pages_and_userinfo() {
    languages::a_user_keeps_a_language_for_mails_pages_and_userinfo(helpers::Backend::Sqlite);
}

#[test]
fn postgres_a_user_keeps_a_language_for_mails_pages_and_userinfo() {
    languages::a_user_keeps_a_language_for_mails_pages_and_userinfo(helpers::Backend::Postgres);
}

#[test]
fn sqlite_the_account_page_sets_the_users_language() {
    languages::the_account_page_sets_the_users_language(helpers::Backend::Sqlite);
}

#[test]
fn postgres_the_account_page_sets_the_users_language() {
    languages::the_account_page_sets_the_users_language(helpers::Backend::Postgres);
}

#[test]
fn sqlite_hashing_beyond_its_bound_is_503_with_retry_after() {
    hardening::hashing_beyond_its_bound_is_503_with_retry_after(helpers::Backend::Sqlite);
}

#[test]
fn postgres_hashing_beyond_its_bound_is_503_with_retry_after() {
    hardening::hashing_beyond_its_bound_is_503_with_retry_after(helpers::Backend::Postgres);
}

#[test]
fn sqlite_people_register_verify_and_reset_over_smtp() {
    lifecycle::people_register_verify_and_reset_over_smtp(helpers::Backend::Sqlite);
}

#[test]
fn postgres_people_register_verify_and_reset_over_smtp() {
    lifecycle::people_register_verify_and_reset_over_smtp(helpers::Backend::Postgres);
}

#[test]
fn sqlite_registration_rules_and_the_closed_policy() {
    lifecycle::registration_rules_and_the_closed_policy(helpers::Backend::Sqlite);
}

#[test]
fn postgres_registration_rules_and_the_closed_policy() {
    lifecycle::registration_rules_and_the_closed_policy(helpers::Backend::Postgres);
}

#[test]
fn sqlite_mailed_links_open_working_pages() {
    lifecycle::mailed_links_open_working_pages(helpers::Backend::Sqlite);
}

#[test]
fn postgres_mailed_links_open_working_pages() {
    lifecycle::mailed_links_open_working_pages(helpers::Backend::Postgres);
}

#[test]
fn sqlite_browser_sign_up_continues_the_authorization() {
    lifecycle::browser_sign_up_continues_the_authorization(helpers::Backend::Sqlite);
}

#[test]
fn postgres_browser_sign_up_continues_the_authorization() {
    lifecycle::browser_sign_up_continues_the_authorization(helpers::Backend::Postgres);
}

#[test]
fn sqlite_mailed_tokens_expire_and_id_tokens_tell_verification() {
    lifecycle::mailed_tokens_expire_and_id_tokens_tell_verification(helpers::Backend::Sqlite);
}

#[test]
fn postgres_mailed_tokens_expire_and_id_tokens_tell_verification() {
    lifecycle::mailed_tokens_expire_and_id_tokens_tell_verification(helpers::Backend::Postgres);
}

#[test]
fn sqlite_the_owner_of_an_address_can_always_take_it_back() {
    lifecycle::the_owner_of_an_address_can_always_take_it_back(helpers::Backend::Sqlite);
}

#[test]
fn postgres_the_owner_of_an_address_can_always_take_it_back() {
    lifecycle::the_owner_of_an_address_can_always_take_it_back(helpers::Backend::Postgres);
}

#[test]
fn sqlite_a_password_change_voids_reset_links_mailed_before_it() {
    lifecycle::a_password_change_voids_reset_links_mailed_before_it(helpers::Backend::Sqlite);
}

#[test]
fn postgres_a_password_change_voids_reset_links_mailed_before_it() {
    lifecycle::a_password_change_voids_reset_links_mailed_before_it(helpers::Backend::Postgres);
}

#[test]
fn factor_changes_are_mailed_to_the_owner() {
    passkeys::factor_changes_are_mailed_to_the_owner();
}

#[test]
fn smtp_urls_send_over_starttls_with_their_credentials() {
    mail::smtp_urls_send_over_starttls_with_their_credentials();
}

#[test]
fn nothing_is_sent_to_a_server_without_starttls() {
    mail::nothing_is_sent_to_a_server_without_starttls();
}

#[test]
fn a_refused_recipient_is_given_up_at_once_and_holds_up_nothing() {
    mail::a_refused_recipient_is_given_up_at_once_and_holds_up_nothing();
}

#[test]
fn a_passing_failure_is_tried_again() {
    mail::a_passing_failure_is_tried_again();
}

#[test]
fn sign_in_bursts_keep_memory_bounded() {
    hardening::sign_in_bursts_keep_memory_bounded(helpers::Backend::Sqlite);
}

/// Tests whose issuer must be the server's own address (third-party
/// clients fetch discovery from the issuer), per backend.
macro_rules! self_issued_on_both_backends {
    ($($module:ident :: $name:ident),* $(,)?) => {
        mod self_issued {
            use crate::helpers::{Backend, spawn_self_issued_app};
            $(
                #[test] fn $name() { crate::$module::$name(&spawn_self_issued_app(Backend::Sqlite)); }
            )*
            mod postgres {
                use crate::helpers::{Backend, spawn_self_issued_app};
                $( #[test] fn $name() { crate::$module::$name(&spawn_self_issued_app(Backend::Postgres)); } )*
            }
        }
    };
}

self_issued_on_both_backends!(
    oauth4webapi::oauth4webapi_runs_par_dpop_and_client_credentials,
    oidc::openidconnect_discovers_signs_in_and_verifies_the_id_token,
    oidc::openidconnect_reads_how_the_user_signed_in,
    oidc::oauth2_exchanges_refreshes_and_revokes,
    oidc::oauth2_runs_the_device_flow,
);

/// One real browser run (SQLite): a browser session is the expensive part.
#[test]
fn a_real_browser_signs_in_through_the_login_page() {
    chromium::a_real_browser_signs_in_through_the_login_page(&helpers::spawn_self_issued_app(
        helpers::Backend::Sqlite,
    ));
}

/// The consent screen and "Apps with access" in a real browser.
#[test]
fn a_real_browser_allows_a_third_party_app_and_removes_it() {
    chromium_consent::a_real_browser_allows_a_third_party_app_and_removes_it(
        &helpers::spawn_self_issued_app(helpers::Backend::Sqlite),
    );
}

/// Passkeys in a real browser with a virtual authenticator.
#[test]
fn a_real_browser_registers_a_passkey_and_signs_in_with_it() {
    chromium_passkeys::a_real_browser_registers_a_passkey_and_signs_in_with_it(
        &helpers::spawn_localhost_app(helpers::Backend::Sqlite),
    );
}

/// Every public page checked by axe-core in a real browser, phone and
/// desktop sized.
#[test]
fn every_public_page_passes_axe_at_phone_and_desktop_widths() {
    accessibility::every_public_page_passes_axe_at_phone_and_desktop_widths();
}

/// Sign-up, the mailed link and the account page in a real browser.
#[test]
fn a_real_browser_signs_up_and_manages_the_account() {
    chromium::a_real_browser_signs_up_and_manages_the_account();
}

#[test]
fn the_schema_validator_refuses_what_the_document_does_not_allow() {
    openapi::the_schema_validator_refuses_what_the_document_does_not_allow();
}

#[test]
fn the_redirect_uri_pattern_is_the_registration_grammar() {
    openapi::the_redirect_uri_pattern_is_the_registration_grammar();
}

#[test]
fn every_path_the_router_routes_is_in_the_checked_list() {
    openapi::every_path_the_router_routes_is_in_the_checked_list();
}

#[test]
fn the_value_patterns_are_the_servers_rules() {
    openapi::the_value_patterns_are_the_servers_rules();
}

#[test]
fn postgres_going_away_answers_503_with_retry_after() {
    bad_input::database_outage_is_503(&helpers::spawn_app(helpers::Backend::Postgres));
}

/// Instantiates each named test function (taking a `Backend`: it starts
/// its own apps, with their own settings) per backend.
macro_rules! per_backend {
    ($($module:ident :: $name:ident),* $(,)?) => {
        mod per_backend {
            mod sqlite {
                $( #[test] fn $name() { crate::$module::$name(crate::helpers::Backend::Sqlite); } )*
            }
            mod postgres {
                $( #[test] fn $name() { crate::$module::$name(crate::helpers::Backend::Postgres); } )*
            }
        }
    };
}

per_backend!(
    chromium_console::operators_use_the_console_in_a_real_browser,
    second_factor::wrong_second_factors_lock_the_accounts_second_step,
    webhooks::private_destinations_are_refused,
);

#[test]
fn sqlite_client_ip_comes_from_trusted_proxies_only() {
    device::the_client_ip_comes_from_trusted_proxies_only(helpers::Backend::Sqlite);
}

#[test]
fn postgres_client_ip_comes_from_trusted_proxies_only() {
    device::the_client_ip_comes_from_trusted_proxies_only(helpers::Backend::Postgres);
}

#[test]
fn sqlite_metrics_are_absent_when_disabled() {
    operations::without_metrics_enabled_there_is_no_metrics_endpoint(helpers::Backend::Sqlite);
}

#[test]
fn sqlite_admin_api_is_absent_without_a_key() {
    admin::without_a_configured_key_the_admin_api_does_not_exist(helpers::Backend::Sqlite);
}

#[test]
fn sqlite_admin_api_manages_clients_users_and_keys() {
    admin::the_admin_api_manages_clients_users_and_keys(helpers::Backend::Sqlite);
}

#[test]
fn postgres_admin_api_manages_clients_users_and_keys() {
    admin::the_admin_api_manages_clients_users_and_keys(helpers::Backend::Postgres);
}

/// Two instances starting at once on an empty database agree on one key set.
fn instances_starting_together_share_one_key_set(backend: helpers::Backend) {
    use accounts_domain::keys::KeyState;
    use accounts_domain::repository::SigningKeyRepository;
    use accounts_server::config::{Mode, Settings};
    let (url, _guard): (String, Box<dyn std::any::Any>) = match backend {
        helpers::Backend::Sqlite => {
            let g = accounts_testkit::sqlite::TempSqlite::new();
            (g.url().to_owned(), Box::new(g))
        }
        helpers::Backend::Postgres => {
            let g = accounts_testkit::pg::TestDatabase::new();
            (g.url().to_owned(), Box::new(g))
        }
    };
    let mut settings = Settings::default();
    settings.server.public_url = Some(helpers::ISSUER.into());
    settings.database.url = Some(url.clone());
    settings.keys.master_key = Some(accounts_domain::keys::MasterKey::generate().to_base64());
    let config = settings.resolve(Mode::Serve).unwrap();
    let setup = accounts_storage::Database::connect(&url, config.database).unwrap();
    setup.migrate().unwrap();
    for _ in 0..5 {
        let barrier = std::sync::Barrier::new(2);
        let states: Vec<_> = std::thread::scope(|scope| {
            let start = || {
                barrier.wait();
                accounts_server::startup::start_accounts(
                    &config,
                    std::sync::Arc::new(accounts_domain::clock::SystemClock),
                )
            };
            let a = scope.spawn(start);
            let b = scope.spawn(start);
            vec![a.join().unwrap(), b.join().unwrap()]
        });
        for state in &states {
            assert!(state.is_ok(), "{:?}", state.as_ref().err());
        }
        let active = SigningKeyRepository::list(&setup)
            .unwrap()
            .into_iter()
            .filter(|k| k.state == KeyState::Active)
            .count();
        assert_eq!(active, 2, "one id_token key and one access-token key");
    }
}

#[test]
fn sqlite_instances_starting_together_share_one_key_set() {
    instances_starting_together_share_one_key_set(helpers::Backend::Sqlite);
}

#[test]
fn postgres_instances_starting_together_share_one_key_set() {
    instances_starting_together_share_one_key_set(helpers::Backend::Postgres);
}

/// Upstream identity providers: another instance of this service is the
/// upstream OpenID provider; a GitHub stand-in for the `github` kind.
mod upstream_tests {
    pub(crate) use crate::upstream::*;
    pub(crate) use crate::upstream_github::*;
}

macro_rules! upstream_on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod upstream_providers {
            $( #[test] fn $name() { crate::upstream_tests::$name(crate::helpers::Backend::Sqlite); } )*
            mod postgres {
                $( #[test] fn $name() { crate::upstream_tests::$name(crate::helpers::Backend::Postgres); } )*
            }
        }
    };
}

upstream_on_both_backends!(
    an_upstream_sign_in_makes_an_account_and_continues_to_the_client,
    github_signs_in_by_its_numeric_id_and_primary_address,
    an_upstream_account_claiming_a_local_address_cannot_take_it_over,
    closed_registration_makes_no_account_and_a_callback_needs_its_browser,
    apps_exchange_a_provider_id_token_and_manage_links,
    a_provider_account_signs_in_to_the_deletion_page_through_its_provider,
    a_third_party_client_asks_for_consent_after_an_upstream_sign_in,
    an_upstream_round_trip_keeps_the_sign_ins_language,
    an_address_no_one_vouches_for_makes_no_account,
    linking_starts_only_from_the_account_pages_form,
    a_providers_one_factor_session_changes_no_factor,
    an_apps_id_token_is_exchanged_once_and_only_an_apps,
    a_form_posted_callback_signs_in_as_apple_sends_it,
);

/// A real OpenID provider we did not write as the upstream (Node's
/// `oidc-provider`; skips outside CI without it).
#[test]
fn a_real_openid_provider_signs_a_user_in() {
    upstream_peer::a_real_openid_provider_signs_a_user_in(helpers::Backend::Sqlite);
}

/// Change notices between two instances on one PostgreSQL.
#[test]
fn a_session_ended_on_one_instance_is_refused_by_the_other_at_once() {
    notices::a_session_ended_on_one_instance_is_refused_by_the_other_at_once();
}

/// A change listener that loses its connection polls, then listens again.
#[test]
fn a_lost_listener_falls_back_to_polling_and_comes_back() {
    notices::a_lost_listener_falls_back_to_polling_and_comes_back();
}

/// Throttles shared by two instances on one PostgreSQL.
#[test]
fn a_burst_split_across_two_instances_meets_one_limit() {
    shared_throttles::a_burst_split_across_two_instances_meets_one_limit();
}

/// An account moves to a new address over a real SMTP server.
#[test]
fn users_move_their_account_to_a_new_address_sqlite() {
    email_change::users_move_their_account_to_a_new_address(helpers::Backend::Sqlite);
}

#[test]
fn users_move_their_account_to_a_new_address_postgres() {
    email_change::users_move_their_account_to_a_new_address(helpers::Backend::Postgres);
}

#[test]
fn sqlite_users_delete_their_account_at_once() {
    deletion::users_delete_their_account_at_once(helpers::Backend::Sqlite);
}

#[test]
fn postgres_users_delete_their_account_at_once() {
    deletion::users_delete_their_account_at_once(helpers::Backend::Postgres);
}

#[test]
fn sqlite_a_grace_period_ends_sessions_and_a_sign_in_keeps_the_account() {
    deletion::a_grace_period_ends_sessions_and_a_sign_in_keeps_the_account(
        helpers::Backend::Sqlite,
    );
}

#[test]
fn postgres_a_grace_period_ends_sessions_and_a_sign_in_keeps_the_account() {
    deletion::a_grace_period_ends_sessions_and_a_sign_in_keeps_the_account(
        helpers::Backend::Postgres,
    );
}

#[test]
fn sqlite_receivers_verify_every_event_and_none_is_lost() {
    webhooks::receivers_verify_every_event_and_none_is_lost(helpers::Backend::Sqlite);
}

#[test]
fn postgres_receivers_verify_every_event_and_none_is_lost() {
    webhooks::receivers_verify_every_event_and_none_is_lost(helpers::Backend::Postgres);
}
