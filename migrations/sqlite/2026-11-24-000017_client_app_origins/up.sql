-- A client's native apps' WebAuthn origins (android:apk-key-hash:...), a
-- JSON list beside its package names: passkey ceremonies of its apps come
-- from these instead of the public URL's origin.
ALTER TABLE clients ADD COLUMN app_origins TEXT NOT NULL DEFAULT '[]';
