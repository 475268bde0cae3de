//! Shared Signals (docs/decisions.md, "Shared Signals"): the transmitter
//! of the OpenID Shared Signals Framework 1.0 with CAEP and RISC events.
//! `access` holds who a request comes from and why one fails, `streams`
//! the stream management API, `sets` how a stored event becomes a
//! Security Event Token, `delivery` push (RFC 8935) and poll (RFC 8936).

mod access;
pub mod delivery;
pub mod sets;
pub mod streams;

pub use access::{Receiver, SsfError, SsfScope, authenticate, ssf_audience};
pub use streams::MIN_VERIFICATION_INTERVAL;
