-- DPoP (RFC 9449; docs/decisions.md, "DPoP"): the key a public client's
-- refresh token is bound to (its RFC 7638 thumbprint), and the proofs
-- seen lately, so that a proof is used once across every instance.
ALTER TABLE refresh_tokens ADD COLUMN jkt TEXT;

CREATE TABLE dpop_proofs (
    -- SHA-256 of the key's thumbprint and the proof's jti.
    digest      BYTEA PRIMARY KEY,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX dpop_proofs_expiry ON dpop_proofs (expires_at);
