//! The one way handlers run a use case that touches storage: on actix's
//! blocking pool, never on an async worker.

use actix_web::web;

/// Runs a blocking use case on actix's blocking pool, in the request's
/// language (the language of any mail it sends a user who has none); a
/// signed-in user it finds lends the rest of the request their stored
/// language (docs/decisions.md, "Languages").
pub async fn blocking<T, E>(
    work: impl FnOnce() -> Result<T, E> + Send + 'static,
) -> Result<T, Blocked<E>>
where
    T: Send + 'static,
    E: Send + 'static,
{
    let language = crate::common::language::language();
    let ran = web::block(move || accounts_service::languages::speaking(language, work)).await;
    let Ok((done, signed_in)) = ran else {
        return Err(Blocked::PoolGone);
    };
    if let Some(stored) = signed_in {
        crate::common::language::offer_stored(Some(stored.tag()));
    }
    done.map_err(Blocked::Failed)
}

/// Why [`blocking`] returned no result; each face's error type converts
/// it (the pool shutting down is "unavailable").
#[derive(Debug)]
pub enum Blocked<E> {
    /// The use case failed.
    Failed(E),
    /// The blocking pool is shutting down.
    PoolGone,
}
