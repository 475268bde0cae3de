//! What operators and orchestrators call: health checks, and the
//! Prometheus metrics with the middleware that counts requests.

pub(crate) mod health;
pub(crate) mod metrics;
