//! Prometheus metrics (docs/operations.md, "Metrics"): requests by route
//! template, method and status with their latency (reported by the HTTP
//! face through [`RequestMetrics`]), what the use cases issued and decided
//! (through [`Observer`]), the database pool, and the process's memory and
//! CPU. Labels are route templates and fixed words, never a raw path,
//! token, id or address.

use std::time::Duration;

use accounts_domain::codes::ResultCode;
use accounts_domain::repository::Connections;
use accounts_service::mail::MailKind;
use accounts_service::observe::{IssuedKind, MailOutcome, Observer, RequestMetrics, SignInOutcome};
use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounterVec, IntGauge, Opts, Registry, TextEncoder,
};

/// Every series this instance exports.
pub struct Metrics {
    registry: Registry,
    requests: IntCounterVec,
    latency: HistogramVec,
    issued: IntCounterVec,
    sign_ins: IntCounterVec,
    verifications: IntCounterVec,
    mails: IntCounterVec,
    pool_in_use: IntGauge,
    pool_idle: IntGauge,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Metrics {
    /// Registers every series (at zero, so that a scrape shows them all).
    pub fn new() -> Result<Self, prometheus::Error> {
        let registry = Registry::new_custom(Some("accounts".into()), None)?;
        let requests = IntCounterVec::new(
            Opts::new("http_requests_total", "HTTP requests answered"),
            &["route", "method", "status"],
        )?;
        let latency = HistogramVec::new(
            HistogramOpts::new(
                "http_request_duration_seconds",
                "Time from the request's arrival to its answer",
            ),
            &["route", "method"],
        )?;
        let issued = IntCounterVec::new(
            Opts::new("tokens_issued_total", "Codes and tokens issued, by kind"),
            &["kind"],
        )?;
        let sign_ins = IntCounterVec::new(
            Opts::new(
                "sign_ins_total",
                "Sign-ins (device and browser), by outcome",
            ),
            &["outcome"],
        )?;
        let verifications = IntCounterVec::new(
            Opts::new("verify_token_total", "verify-token answers, by code"),
            &["code"],
        )?;
        let mails = IntCounterVec::new(
            Opts::new(
                "mails_total",
                "Mails to users by kind and outcome: sent, retried (a passing failure), failed (refused or given up), dropped (queue full)",
            ),
            &["kind", "outcome"],
        )?;
        let pool_in_use = IntGauge::new(
            "db_pool_connections_in_use",
            "Database connections handed out",
        )?;
        let pool_idle = IntGauge::new("db_pool_connections_idle", "Database connections idle")?;
        registry.register(Box::new(requests.clone()))?;
        registry.register(Box::new(latency.clone()))?;
        registry.register(Box::new(issued.clone()))?;
        registry.register(Box::new(sign_ins.clone()))?;
        registry.register(Box::new(verifications.clone()))?;
        registry.register(Box::new(mails.clone()))?;
        registry.register(Box::new(pool_in_use.clone()))?;
        registry.register(Box::new(pool_idle.clone()))?;
        // process_resident_memory_bytes, process_cpu_seconds_total, open
        // file descriptors, start time (Linux).
        registry.register(Box::new(
            prometheus::process_collector::ProcessCollector::for_self(),
        ))?;
        for kind in IssuedKind::ALL {
            issued.with_label_values(&[kind.as_str()]);
        }
        for outcome in SignInOutcome::ALL {
            sign_ins.with_label_values(&[outcome.as_str()]);
        }
        for code in [
            ResultCode::VerificationSuccess,
            ResultCode::InvalidToken,
            ResultCode::ExpiredToken,
        ] {
            verifications.with_label_values(&[code.as_str()]);
        }
        for kind in MailKind::ALL {
            for outcome in MailOutcome::ALL {
                mails.with_label_values(&[kind.as_str(), outcome.as_str()]);
            }
        }
        Ok(Self {
            registry,
            mails,
            requests,
            latency,
            issued,
            sign_ins,
            verifications,
            pool_in_use,
            pool_idle,
        })
    }
}

impl RequestMetrics for Metrics {
    fn request(&self, route: &str, method: &'static str, status: u16, took: Duration) {
        self.requests
            .with_label_values(&[route, method, &status.to_string()])
            .inc();
        self.latency
            .with_label_values(&[route, method])
            .observe(took.as_secs_f64());
    }

    fn render(&self, pool: Connections) -> Result<String, String> {
        self.pool_in_use.set(i64::from(pool.in_use));
        self.pool_idle.set(i64::from(pool.idle));
        let mut text = Vec::new();
        TextEncoder::new()
            .encode(&self.registry.gather(), &mut text)
            .map_err(|e| e.to_string())?;
        String::from_utf8(text).map_err(|e| e.to_string())
    }
}

impl Observer for Metrics {
    fn issued(&self, kind: IssuedKind, count: u64) {
        self.issued
            .with_label_values(&[kind.as_str()])
            .inc_by(count);
    }

    fn signed_in(&self, outcome: SignInOutcome) {
        self.sign_ins.with_label_values(&[outcome.as_str()]).inc();
    }

    fn verified(&self, verdict: ResultCode) {
        self.verifications
            .with_label_values(&[verdict.as_str()])
            .inc();
    }

    fn mailed(&self, kind: MailKind, outcome: MailOutcome) {
        self.mails
            .with_label_values(&[kind.as_str(), outcome.as_str()])
            .inc();
    }
}
