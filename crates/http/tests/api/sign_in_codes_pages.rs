//! Signing in with a mailed code in a browser, through the tests'
//! cookie-keeping client: the login page's "Email me a code", the code
//! page, the mailed link's page in the asking browser and elsewhere, a
//! client that wants no codes, and the account page's login. The JSON
//! face and the helpers are in `sign_in_codes.rs`; headless Chromium in
//! `chromium_codes.rs`.

use accounts_domain::repository::{ClientRepository, UserRepository};
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;

use crate::browser::{Browser, authorize_url, params_of};
use crate::helpers::Backend;
use crate::sign_in_codes::{app_with_codes, code_login, digits, link};

/// The login page's "Email me a code", the code page, and the mailed
/// link's page, through the cookie-keeping client.
pub fn browsers_sign_in_with_a_code_or_its_link(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_codes(backend, &smtp, |_| {});
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let flow = crate::browser::code_flow(&seeded);
    let mut browser = Browser::new(&app);
    let login_page = browser.get(&flow);
    assert!(
        login_page
            .body
            .contains("formaction=\"/accounts/login/code\""),
        "{}",
        login_page.body
    );
    let mut form = login_page.hidden_fields();
    form.push(("email".into(), email.into()));
    form.push(("password".into(), String::new()));
    // Without its CSRF token the form asks for nothing.
    let forged: Vec<_> = form
        .iter()
        .filter(|(n, _)| n != "csrf_token")
        .cloned()
        .collect();
    assert_eq!(
        Browser::new(&app)
            .post("/accounts/login/code", &forged)
            .status,
        403
    );
    let code_page = browser.post("/accounts/login/code", &form);
    assert_eq!(code_page.status, 200, "{}", code_page.body);
    assert!(
        code_page.body.contains("Check your mail"),
        "{}",
        code_page.body
    );
    assert!(code_page.set_cookie("__Host-accounts_asked").is_some());
    let mail = smtp.wait_for(email, 1);
    let code = digits(&mail);
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let mut answer = code_page.hidden_fields();
    answer.push(("code".into(), wrong.into()));
    let again = browser.post("/accounts/login/code/answer", &answer);
    assert_eq!(again.status, 401, "{}", again.body);
    assert!(
        again.body.contains("That code is not right"),
        "{}",
        again.body
    );
    let mut answer = again.hidden_fields();
    answer.push(("code".into(), code.clone()));
    let back = browser.post("/accounts/login/code/answer", &answer);
    assert_eq!(back.status, 303, "{}", back.body);
    let grant = params_of(back.location(), '?');
    assert_eq!(grant["state"], "st&te=1");
    let tokens = crate::browser::exchange(&app, &seeded, &grant["code"]);
    let claims = crate::helpers::jwt_part(tokens["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["amr"], json!(["otp"]), "{claims}");

    // The link: in another browser (a mail scanner, another device) it
    // shows the code and signs nobody in; in the asking browser its
    // button signs in and goes on to the client.
    let mut asking = Browser::new(&app);
    let login_page = asking.get(&flow);
    let mut form = login_page.hidden_fields();
    form.push(("email".into(), email.into()));
    assert_eq!(asking.post("/accounts/login/code", &form).status, 200);
    let mail = smtp.wait_for(email, 2);
    let (link, code) = (link(&mail), digits(&mail));
    let mut elsewhere = Browser::new(&app);
    let shown = elsewhere.get(&link);
    assert_eq!(shown.status, 200, "{}", shown.body);
    assert!(shown.body.contains(&code), "{}", shown.body);
    assert!(!shown.body.contains("Sign me in"));
    let token = params_of(&link, '?')["token"].clone();
    let refused = elsewhere.post(
        "/accounts/login/code/link",
        &[("token".into(), token.clone())],
    );
    assert_eq!(refused.status, 400, "{}", refused.body);
    let button = asking.get(&link);
    assert!(button.body.contains("Sign me in"), "{}", button.body);
    assert!(!button.body.contains(&format!(">{code}<")));
    let signed_in = asking.post("/accounts/login/code/link", &button.hidden_fields());
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert!(
        signed_in
            .location()
            .starts_with(crate::helpers::REDIRECT_URI),
        "{}",
        signed_in.location()
    );
    // Used: the link has ended, and so has its code.
    let ended = asking.get(&link);
    assert_eq!(ended.status, 400, "{}", ended.body);
    code_login(&app, json!({"email": email, "code": code}))
        .assert_error(401, "INVALID_CREDENTIALS");

    // A client that wants a password or a passkey offers no code.
    let (mut strict, _) = app.new_client();
    strict.allow_sign_in_codes = false;
    ClientRepository::update_settings(app.store(), &strict).unwrap();
    app.refresh_caches();
    let strict_flow = authorize_url(
        &strict.id.to_string(),
        &[("response_type", "code"), ("scope", "openid")],
    );
    let mut browser = Browser::new(&app);
    let strict_page = browser.get(&strict_flow);
    assert_eq!(strict_page.status, 200, "{}", strict_page.body);
    assert!(!strict_page.body.contains("/accounts/login/code"));
    let mut form = strict_page.hidden_fields();
    form.push(("email".into(), email.into()));
    let refused = browser.post("/accounts/login/code", &form);
    assert_eq!(refused.status, 403, "{}", refused.body);

    // The account page's login offers it too, and signs in there.
    let mut browser = Browser::new(&app);
    let account = browser.get("/accounts/account");
    assert!(account.body.contains("formaction=\"/accounts/login/code\""));
    let mut form = account.hidden_fields();
    form.push(("email".into(), email.into()));
    let code_page = browser.post("/accounts/login/code", &form);
    assert_eq!(code_page.status, 200, "{}", code_page.body);
    let code = digits(&smtp.wait_for(email, 3));
    let mut answer = code_page.hidden_fields();
    answer.push(("code".into(), code));
    let signed_in = browser.post("/accounts/login/code/answer", &answer);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    let page = browser.get("/accounts/account");
    assert!(page.body.contains(email), "{}", page.body);
    assert!(
        UserRepository::find(app.store(), seeded.user.id)
            .unwrap()
            .is_some()
    );
}

per_backend!(browsers_sign_in_with_a_code_or_its_link);
