//! Counting requests for the metrics (docs/operations.md, "Metrics"): a
//! middleware that reports each answered request under its route template
//! (never its raw path), a fixed method label and its status to the
//! server's [`RequestMetrics`] (the Prometheus registry the binary wires
//! in).

use std::future::{Future, Ready, ready};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};
use std::time::Instant;

use accounts_service::observe::RequestMetrics;
use actix_web::dev::{Service, ServiceRequest, ServiceResponse, Transform, forward_ready};
use actix_web::http::Method;

/// The label of a request that matched no route.
const UNMATCHED: &str = "unmatched";

/// The method as a label: the standard ones by name, anything else
/// `other` (a client chooses the method; a label must not grow without
/// bound).
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::HEAD => "HEAD",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// Middleware: counts and times every request under its route template
/// (nothing when metrics are off). Written out rather than with `from_fn`,
/// which boxes the service and a future per request: this runs on every
/// request, verify-token's included.
#[derive(Clone)]
pub(crate) struct RecordRequests(pub(crate) Option<Arc<dyn RequestMetrics>>);

impl<S, B> Transform<S, ServiceRequest> for RecordRequests
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
{
    type Response = ServiceResponse<B>;
    type Error = actix_web::Error;
    type Transform = RecordService<S>;
    type InitError = ();
    type Future = Ready<Result<Self::Transform, Self::InitError>>;

    fn new_transform(&self, service: S) -> Self::Future {
        ready(Ok(RecordService {
            service,
            metrics: self.0.clone(),
        }))
    }
}

/// [`RecordRequests`] around one service.
pub(crate) struct RecordService<S> {
    service: S,
    metrics: Option<Arc<dyn RequestMetrics>>,
}

impl<S, B> Service<ServiceRequest> for RecordService<S>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
{
    type Response = ServiceResponse<B>;
    type Error = actix_web::Error;
    type Future = Recording<S::Future>;

    forward_ready!(service);

    fn call(&self, req: ServiceRequest) -> Self::Future {
        let method = req.method().clone();
        Recording {
            inner: self.service.call(req),
            metrics: self.metrics.clone(),
            method,
            started: Instant::now(),
        }
    }
}

pin_project_lite::pin_project! {
    /// The wrapped service's future, timed.
    pub(crate) struct Recording<F> {
        #[pin]
        inner: F,
        metrics: Option<Arc<dyn RequestMetrics>>,
        method: Method,
        started: Instant,
    }
}

impl<F, B> Future for Recording<F>
where
    F: Future<Output = Result<ServiceResponse<B>, actix_web::Error>>,
{
    type Output = F::Output;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let result = ready!(this.inner.poll(cx));
        if let (Some(metrics), Ok(response)) = (this.metrics.as_ref(), &result) {
            let route = response.request().match_pattern();
            metrics.request(
                route.as_deref().unwrap_or(UNMATCHED),
                method_label(this.method),
                response.status().as_u16(),
                this.started.elapsed(),
            );
        }
        Poll::Ready(result)
    }
}
