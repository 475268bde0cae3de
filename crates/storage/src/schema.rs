//! Diesel's view of the tables in `migrations/`. Kept by hand, identical for
//! both backends (only types both support).

pub use crate::schema_mailed::{email_tokens, sign_in_codes};

diesel::table! {
    clients (id) {
        id -> Text,
        name -> Text,
        secret_digest -> Binary,
        redirect_uris -> Text,
        package_names -> Text,
        allowed_scopes -> Text,
        enabled -> Bool,
        created_at -> BigInt,
        updated_at -> BigInt,
        public -> Bool,
        resource_server -> Bool,
        rotate_refresh_tokens -> Bool,
        require_mfa -> Bool,
        app_origins -> Text,
        client_credentials -> Bool,
        require_par -> Bool,
        third_party -> Bool,
        backchannel_logout_uri -> Nullable<Text>,
        shared_signals -> Bool,
        organization_id -> Nullable<Text>,
        allow_sign_in_codes -> Bool,
    }
}

diesel::table! {
    users (id) {
        id -> Text,
        email -> Text,
        email_normalized -> Text,
        password_hash -> Text,
        name -> Text,
        mobile -> Text,
        picture -> Text,
        country_code -> Text,
        country -> Text,
        country_region_code -> Text,
        country_region -> Text,
        city -> Text,
        postal_code -> Text,
        enabled -> Bool,
        created_at -> BigInt,
        updated_at -> BigInt,
        email_verified -> Bool,
        deletion_due_at -> Nullable<BigInt>,
        language -> Nullable<Text>,
    }
}

diesel::table! {
    sessions (id) {
        id -> Text,
        user_id -> Text,
        authenticated_at -> BigInt,
        last_seen_at -> BigInt,
        revoked_at -> Nullable<BigInt>,
        user_agent -> Text,
        ip -> Text,
        locale -> Text,
        package_name -> Nullable<Text>,
        device -> Text,
        geo -> Text,
        account_token_digest -> Nullable<Binary>,
        amr -> Text,
        channel -> Text,
    }
}

diesel::table! {
    authorization_codes (digest) {
        digest -> Binary,
        grant_id -> Text,
        client_id -> Text,
        user_id -> Text,
        session_id -> Text,
        scope -> Text,
        redirect_uri -> Nullable<Text>,
        code_challenge -> Nullable<Text>,
        nonce -> Nullable<Text>,
        created_at -> BigInt,
        expires_at -> BigInt,
        consumed_at -> Nullable<BigInt>,
        organization_id -> Nullable<Text>,
        resource -> Nullable<Text>,
        resource_scopes -> Nullable<Text>,
    }
}

diesel::table! {
    refresh_tokens (id) {
        id -> Text,
        digest -> Binary,
        grant_id -> Text,
        client_id -> Text,
        user_id -> Text,
        session_id -> Text,
        scope -> Text,
        created_at -> BigInt,
        expires_at -> BigInt,
        revoked_at -> Nullable<BigInt>,
        rotated_at -> Nullable<BigInt>,
        jkt -> Nullable<Text>,
        organization_id -> Nullable<Text>,
        resource -> Nullable<Text>,
        resource_scopes -> Nullable<Text>,
    }
}

diesel::table! {
    access_tokens (id) {
        id -> Text,
        grant_id -> Text,
        client_id -> Text,
        session_id -> Text,
        issued_at -> BigInt,
        expires_at -> BigInt,
        revoked_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    signing_keys (kid) {
        kid -> Text,
        algorithm -> Text,
        sealed -> Binary,
        state -> Text,
        created_at -> BigInt,
        activated_at -> Nullable<BigInt>,
        retired_at -> Nullable<BigInt>,
        purpose -> Text,
    }
}

diesel::table! {
    audit_events (id) {
        id -> BigInt,
        at -> BigInt,
        action -> Text,
        actor -> Text,
        subject -> Text,
        ip -> Text,
        detail -> Text,
        user_id -> Nullable<Text>,
        client_id -> Nullable<Text>,
        user_agent -> Text,
    }
}

diesel::table! {
    device_authorizations (device_code_digest) {
        device_code_digest -> Binary,
        user_code_digest -> Binary,
        client_id -> Text,
        scope -> Text,
        user_agent -> Text,
        ip -> Text,
        locale -> Text,
        created_at -> BigInt,
        expires_at -> BigInt,
        interval_secs -> BigInt,
        next_poll_at -> BigInt,
        decided_at -> Nullable<BigInt>,
        approved -> Nullable<Bool>,
        user_id -> Nullable<Text>,
        approving_session_id -> Nullable<Text>,
        consumed_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    totp_factors (user_id) {
        user_id -> Text,
        sealed_secret -> Binary,
        created_at -> BigInt,
        confirmed_at -> Nullable<BigInt>,
        last_step -> Nullable<BigInt>,
    }
}

diesel::table! {
    recovery_codes (user_id, digest) {
        user_id -> Text,
        digest -> Binary,
        created_at -> BigInt,
        used_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    mfa_challenges (digest) {
        digest -> Binary,
        user_id -> Text,
        created_at -> BigInt,
        expires_at -> BigInt,
        used_at -> Nullable<BigInt>,
        package_name -> Nullable<Text>,
        user_agent -> Text,
        ip -> Text,
        locale -> Text,
        first_factor -> Text,
    }
}

diesel::table! {
    passkeys (id) {
        id -> Text,
        user_id -> Text,
        credential_id -> Binary,
        name -> Text,
        credential -> Text,
        synced -> Bool,
        created_at -> BigInt,
        last_used_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    webauthn_ceremonies (key) {
        key -> Binary,
        purpose -> Text,
        user_id -> Nullable<Text>,
        state -> Text,
        created_at -> BigInt,
        expires_at -> BigInt,
    }
}

diesel::table! {
    identity_links (provider, subject) {
        provider -> Text,
        subject -> Text,
        user_id -> Text,
        email -> Nullable<Text>,
        linked_at -> BigInt,
    }
}

diesel::table! {
    ended_sessions (id) {
        id -> Text,
        revoked_at -> BigInt,
    }
}

diesel::table! {
    webhooks (id) {
        id -> Text,
        url -> Text,
        events -> Text,
        sealed_secret -> Binary,
        created_at -> BigInt,
    }
}

diesel::table! {
    webhook_events (id) {
        id -> BigInt,
        #[sql_name = "type"]
        kind -> Text,
        user_id -> Text,
        detail -> Text,
        occurred_at -> BigInt,
    }
}

diesel::table! {
    webhook_deliveries (id) {
        id -> BigInt,
        event_id -> BigInt,
        webhook_id -> Text,
        status -> Text,
        attempts -> Integer,
        next_attempt_at -> BigInt,
        retry_until -> Nullable<BigInt>,
        last_error -> Text,
    }
}

diesel::joinable!(webhook_deliveries -> webhook_events (event_id));
diesel::joinable!(webhook_deliveries -> webhooks (webhook_id));
diesel::allow_tables_to_appear_in_same_query!(webhooks, webhook_events, webhook_deliveries);

diesel::table! {
    api_resources (identifier) {
        identifier -> Text,
        scopes -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    client_grants (client_id, resource) {
        client_id -> Text,
        resource -> Text,
        scopes -> Text,
        granted_at -> BigInt,
    }
}

diesel::joinable!(client_grants -> api_resources (resource));
diesel::allow_tables_to_appear_in_same_query!(api_resources, client_grants);

diesel::table! {
    pushed_requests (digest) {
        digest -> Binary,
        client_id -> Text,
        params -> Text,
        expires_at -> BigInt,
    }
}

diesel::table! {
    consents (user_id, client_id) {
        user_id -> Text,
        client_id -> Text,
        scopes -> Text,
        granted_at -> BigInt,
    }
}

diesel::table! {
    logout_deliveries (id) {
        id -> BigInt,
        client_id -> Text,
        session_id -> Text,
        user_id -> Text,
        status -> Text,
        attempts -> Integer,
        next_attempt_at -> BigInt,
        retry_until -> Nullable<BigInt>,
        last_error -> Text,
    }
}

diesel::table! {
    dpop_proofs (digest) {
        digest -> Binary,
        expires_at -> BigInt,
    }
}

diesel::table! {
    operator_roles (user_id) {
        user_id -> Text,
        role -> Text,
        updated_at -> BigInt,
    }
}

diesel::table! {
    throttles (key) {
        key -> Binary,
        failures -> Integer,
        in_flight -> Integer,
        reserved_at -> BigInt,
        last_failure -> BigInt,
        locked_until -> Nullable<BigInt>,
    }
}

diesel::table! {
    console_activity (session_id) {
        session_id -> Text,
        seen_at -> BigInt,
    }
}

diesel::table! {
    reset_reviews (user_id) {
        user_id -> Text,
        reset_at -> BigInt,
    }
}

diesel::table! {
    organizations (id) {
        id -> Text,
        slug -> Text,
        name -> Text,
        enabled -> Bool,
        mfa -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    organization_roles (key) {
        key -> Text,
        description -> Text,
        permissions -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    organization_members (organization_id, user_id) {
        organization_id -> Text,
        user_id -> Text,
        roles -> Text,
        managed -> Bool,
        break_glass -> Bool,
        joined_at -> BigInt,
        group_roles -> Text,
    }
}

diesel::joinable!(organization_members -> organizations (organization_id));
diesel::joinable!(organization_members -> users (user_id));
diesel::allow_tables_to_appear_in_same_query!(organizations, organization_members, users);
diesel::allow_tables_to_appear_in_same_query!(authorization_codes, organization_members);
diesel::allow_tables_to_appear_in_same_query!(authorization_codes, organizations);

diesel::table! {
    organization_invitations (id) {
        id -> Text,
        organization_id -> Text,
        email -> Text,
        roles -> Text,
        digest -> Binary,
        status -> Text,
        sent_at -> BigInt,
        expires_at -> BigInt,
    }
}

diesel::table! {
    organization_domains (organization_id, domain) {
        organization_id -> Text,
        domain -> Text,
        challenge -> Text,
        verified_at -> Nullable<BigInt>,
        join_rule -> Text,
        sso -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    organization_sign_ins (organization_id) {
        organization_id -> Text,
        issuer -> Text,
        client_id -> Text,
        sealed_secret -> Binary,
        scopes -> Text,
        updated_at -> BigInt,
    }
}

diesel::joinable!(organization_invitations -> organizations (organization_id));
diesel::joinable!(organization_domains -> organizations (organization_id));
diesel::joinable!(organization_sign_ins -> organizations (organization_id));
diesel::allow_tables_to_appear_in_same_query!(
    organizations,
    organization_invitations,
    organization_domains,
    organization_sign_ins,
);

diesel::table! {
    scim_connections (id) {
        id -> Text,
        organization_id -> Text,
        digest -> Binary,
        previous_digest -> Nullable<Binary>,
        previous_until -> Nullable<BigInt>,
        created_at -> BigInt,
        last_used_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    scim_users (id) {
        id -> Text,
        organization_id -> Text,
        user_name -> Text,
        user_name_key -> Text,
        family_name_key -> Nullable<Text>,
        given_name_key -> Nullable<Text>,
        display_name_key -> Nullable<Text>,
        active -> Bool,
        document -> Text,
        user_id -> Nullable<Text>,
        version -> BigInt,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    scim_external_ids (connection_id, resource_id) {
        connection_id -> Text,
        resource_id -> Text,
        external_id -> Text,
    }
}

diesel::table! {
    scim_groups (id) {
        id -> Text,
        organization_id -> Text,
        display_name -> Text,
        display_name_key -> Text,
        roles -> Text,
        version -> BigInt,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    scim_group_members (group_id, user_id) {
        group_id -> Text,
        user_id -> Text,
        display -> Nullable<Text>,
    }
}

diesel::joinable!(scim_group_members -> scim_users (user_id));
diesel::joinable!(scim_group_members -> scim_groups (group_id));
diesel::allow_tables_to_appear_in_same_query!(
    scim_groups,
    scim_external_ids,
    scim_group_members,
    scim_users
);
diesel::joinable!(scim_connections -> organizations (organization_id));
diesel::allow_tables_to_appear_in_same_query!(scim_connections, organizations);

diesel::table! {
    ssf_streams (id) {
        id -> Text,
        client_id -> Text,
        delivery_method -> Text,
        endpoint_url -> Text,
        sealed_authorization -> Nullable<Binary>,
        events_requested -> Text,
        events_delivered -> Text,
        format -> Text,
        description -> Text,
        status -> Text,
        reason -> Text,
        verified_at -> Nullable<BigInt>,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    ssf_excluded_subjects (stream_id, user_id) {
        stream_id -> Text,
        user_id -> Text,
    }
}

diesel::table! {
    ssf_events (id) {
        id -> BigInt,
        stream_id -> Text,
        jti -> Text,
        #[sql_name = "type"]
        kind -> Text,
        user_id -> Text,
        email -> Text,
        tenant -> Text,
        detail -> Text,
        initiator -> Text,
        txn -> Text,
        occurred_at -> BigInt,
        status -> Text,
        attempts -> Integer,
        next_attempt_at -> BigInt,
        retry_until -> Nullable<BigInt>,
        last_error -> Text,
    }
}

diesel::joinable!(ssf_events -> ssf_streams (stream_id));
diesel::joinable!(ssf_streams -> clients (client_id));
diesel::allow_tables_to_appear_in_same_query!(
    ssf_streams,
    ssf_events,
    ssf_excluded_subjects,
    clients
);
