//! The one way handlers run a use case that touches storage: on actix's
//! blocking pool, never on an async worker.

use actix_web::web;

/// Runs a blocking use case on actix's blocking pool.
pub async fn blocking<T, E>(
    work: impl FnOnce() -> Result<T, E> + Send + 'static,
) -> Result<T, Blocked<E>>
where
    T: Send + 'static,
    E: Send + 'static,
{
    match web::block(work).await {
        Ok(Ok(done)) => Ok(done),
        Ok(Err(error)) => Err(Blocked::Failed(error)),
        Err(_) => Err(Blocked::PoolGone),
    }
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
