//! The tables of what is mailed to sign in or prove an address: mailed
//! tokens (verification, reset, address change) and sign-in codes. Apart
//! from `schema` only to keep each file readable; `schema` names them.

diesel::table! {
    email_tokens (digest) {
        digest -> Binary,
        purpose -> Text,
        user_id -> Text,
        email -> Text,
        created_at -> BigInt,
        expires_at -> BigInt,
        used_at -> Nullable<BigInt>,
        asker_digest -> Nullable<Binary>,
    }
}

diesel::table! {
    sign_in_codes (email_normalized) {
        email_normalized -> Text,
        email -> Text,
        code_tag -> Text,
        link_digest -> Binary,
        created_at -> BigInt,
        expires_at -> BigInt,
        used_at -> Nullable<BigInt>,
        failures -> Integer,
        asker -> Nullable<Binary>,
        continuation -> Nullable<Text>,
        window_start -> BigInt,
        mails_in_window -> Integer,
    }
}
