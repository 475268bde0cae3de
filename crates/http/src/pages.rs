//! The server-rendered pages of browser sign-in: plain HTML and CSS, no
//! JavaScript, readable on a phone. Every value from a request or the
//! database goes through [`escape`].

use std::fmt::Write as _;

/// HTML-escapes text for element content and quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "\
*{box-sizing:border-box}\
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;\
background:#f3f4f6;color:#111827}\
main{max-width:24rem;margin:0 auto;padding:2rem 1rem}\
.card{background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}\
h1{font-size:1.375rem;margin:0 0 .25rem}\
p.lead{margin:0 0 1.25rem;color:#4b5563}\
label{display:block;font-weight:600;margin:1rem 0 .25rem}\
input[type=email],input[type=password]{width:100%;padding:.75rem;font-size:1rem;\
border:1px solid #9ca3af;border-radius:.5rem;background:#fff;color:inherit}\
input:focus,button:focus{outline:3px solid #93c5fd;outline-offset:1px}\
button{width:100%;margin-top:1.5rem;padding:.8rem;font-size:1rem;font-weight:600;\
border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}\
button:hover{background:#1e40af}\
.error{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fef2f2;\
color:#991b1b;border:1px solid #fecaca}";

/// A whole page around `body`.
fn page(title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"referrer\" content=\"no-referrer\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n\
         <div class=\"card\">\n{body}</div>\n</main>\n</body>\n</html>\n",
        title = escape(title),
    )
}

/// Hidden form fields carrying `fields` through a POST.
fn hidden_inputs(body: &mut String, fields: &[(&str, &str)]) {
    for (name, value) in fields {
        let _ = writeln!(
            body,
            "<input type=\"hidden\" name=\"{}\" value=\"{}\">",
            escape(name),
            escape(value)
        );
    }
}

/// What the login page shows.
#[derive(Debug)]
pub struct LoginView<'a> {
    /// The client's name ("Sign in to continue to …").
    pub client_name: &'a str,
    /// The form's target (the authorization endpoint).
    pub action: &'a str,
    /// The authorization request's parameters, carried as hidden fields.
    pub hidden: &'a [(&'a str, &'a str)],
    /// The CSRF token for the form.
    pub csrf_token: &'a str,
    /// The email to fill in again after a failed attempt.
    pub email: &'a str,
    /// Why the last attempt failed.
    pub error: Option<&'a str>,
}

/// The login form.
pub fn login(view: &LoginView<'_>) -> String {
    let mut body = String::new();
    let _ = write!(
        body,
        "<h1>Sign in</h1>\n<p class=\"lead\">to continue to {}</p>\n",
        escape(view.client_name)
    );
    if let Some(error) = view.error {
        // role=alert makes screen readers announce the message at once.
        let _ = writeln!(
            body,
            "<p class=\"error\" role=\"alert\" id=\"error\">{}</p>",
            escape(error)
        );
    }
    let _ = writeln!(
        body,
        "<form method=\"post\" action=\"{}\" novalidate>",
        escape(view.action)
    );
    hidden_inputs(&mut body, view.hidden);
    let _ = writeln!(
        body,
        "<input type=\"hidden\" name=\"csrf_token\" value=\"{}\">",
        escape(view.csrf_token)
    );
    let described = if view.error.is_some() {
        " aria-describedby=\"error\" aria-invalid=\"true\""
    } else {
        ""
    };
    let autofocus_email = if view.email.is_empty() {
        " autofocus"
    } else {
        ""
    };
    let autofocus_password = if view.email.is_empty() {
        ""
    } else {
        " autofocus"
    };
    let _ = write!(
        body,
        "<label for=\"email\">Email</label>\n\
         <input type=\"email\" id=\"email\" name=\"email\" value=\"{email}\" \
         autocomplete=\"username\" inputmode=\"email\" autocapitalize=\"none\" \
         spellcheck=\"false\" required{described}{autofocus_email}>\n\
         <label for=\"password\">Password</label>\n\
         <input type=\"password\" id=\"password\" name=\"password\" \
         autocomplete=\"current-password\" required{described}{autofocus_password}>\n\
         <button type=\"submit\">Sign in</button>\n</form>\n",
        email = escape(view.email),
    );
    page("Sign in", &body)
}

/// A page with a heading and a message (errors, "signed out").
pub fn message(title: &str, text: &str) -> String {
    page(
        title,
        &format!(
            "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
            escape(title),
            escape(text)
        ),
    )
}

/// The sign-out confirmation: a form, so a cross-site link cannot sign a
/// user out on its own.
pub fn confirm_logout(action: &str, hidden: &[(&str, &str)], csrf_token: &str) -> String {
    let mut body = String::from(
        "<h1>Sign out</h1>\n<p class=\"lead\">Sign out of your account on this browser?</p>\n",
    );
    let _ = writeln!(body, "<form method=\"post\" action=\"{}\">", escape(action));
    hidden_inputs(&mut body, hidden);
    let _ = write!(
        body,
        "<input type=\"hidden\" name=\"csrf_token\" value=\"{}\">\n\
         <button type=\"submit\">Sign out</button>\n</form>\n",
        escape(csrf_token)
    );
    page("Sign out", &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_values_is_escaped() {
        let html = login(&LoginView {
            client_name: "<script>alert(1)</script>",
            action: "/authorize",
            hidden: &[("state", "\"><img src=x>")],
            csrf_token: "t",
            email: "a'b@example.com",
            error: Some("<b>no</b>"),
        });
        assert!(!html.contains("<script>"));
        assert!(!html.contains("<img"));
        assert!(!html.contains("<b>"));
        assert!(html.contains("value=\"&quot;&gt;&lt;img src=x&gt;\""));
        assert!(html.contains("value=\"a&#39;b@example.com\""));
    }

    #[test]
    fn fields_have_labels_and_the_page_fits_a_phone() {
        let html = login(&LoginView {
            client_name: "Shop",
            action: "/authorize",
            hidden: &[],
            csrf_token: "t",
            email: "",
            error: None,
        });
        assert!(html.contains("<label for=\"email\">"));
        assert!(html.contains("id=\"email\""));
        assert!(html.contains("<label for=\"password\">"));
        assert!(html.contains("id=\"password\""));
        assert!(html.contains("width=device-width"));
        assert!(!html.contains("<script"));
    }
}
