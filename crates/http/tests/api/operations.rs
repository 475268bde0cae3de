//! The operations face: health checks (the outage itself is in
//! `tests/outage.rs`, which stops its own cluster).

use crate::helpers::TestApp;
use crate::schema::assert_valid;

pub fn health_checks_answer_while_the_database_does(app: &TestApp) {
    for (path, code) in [("/health/alive", "ALIVE"), ("/health/ready", "READY")] {
        let reply = app.send(app.http.get(app.url(path)));
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        assert_valid(&reply.body, "DoneResponse");
        assert_eq!(
            (reply.body["success"].as_bool(), reply.body["code"].as_str()),
            (Some(true), Some(code)),
            "{path}"
        );
        let post = app.send(app.http.post(app.url(path)));
        post.assert_error(405, "METHOD_NOT_ALLOWED");
    }
}
