//! DPoP proofs seen lately: a second insert of one is a replay.

use accounts_domain::proofs::ProofRepository;
use accounts_domain::repository::{RepoError, RepoResult};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::schema::dpop_proofs;
use crate::time_codec::to_micros;

impl ProofRepository for Database {
    fn note_proof(&self, digest: &SecretDigest, expires_at: OffsetDateTime) -> RepoResult<bool> {
        let inserted = self.with(|c| {
            diesel::insert_into(dpop_proofs::table)
                .values((
                    dpop_proofs::digest.eq(digest.as_bytes().to_vec()),
                    dpop_proofs::expires_at.eq(to_micros(expires_at)),
                ))
                .execute(c)
        });
        match inserted {
            Ok(_) => Ok(true),
            Err(RepoError::Conflict(_)) => Ok(false),
            Err(e) => Err(e),
        }
    }

    fn forget_proofs(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(dpop_proofs::table.filter(dpop_proofs::expires_at.lt(to_micros(before))))
                .execute(c)
        })?;
        Ok(deleted as u64)
    }
}
