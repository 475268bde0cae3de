//! What every page is made of: the escaping of values, the page around a
//! body (one stylesheet, inline), hidden fields and an error's alert.

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

pub(super) const STYLE: &str = "\
*{box-sizing:border-box}\
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;\
background:#f3f4f6;color:#111827}\
main{max-width:24rem;margin:0 auto;padding:2rem 1rem}\
.card{background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}\
h1{font-size:1.375rem;margin:0 0 .25rem}\
p.lead{margin:0 0 1.25rem;color:#4b5563;overflow-wrap:anywhere}\
label{display:block;font-weight:600;margin:1rem 0 .25rem}\
input[type=email],input[type=password],input[type=text]{width:100%;padding:.75rem;font-size:1rem;\
border:1px solid #9ca3af;border-radius:.5rem;background:#fff;color:inherit}\
input:focus,button:focus{outline:3px solid #93c5fd;outline-offset:1px}\
button{width:100%;margin-top:1.5rem;padding:.8rem;font-size:1rem;font-weight:600;\
border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}\
button:hover{background:#1e40af}\
.error{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fef2f2;\
color:#991b1b;border:1px solid #fecaca}\
input.code{font:600 1.5rem/1.2 ui-monospace,monospace;letter-spacing:.15em;text-align:center;\
text-transform:uppercase}\
.code{font-family:ui-monospace,monospace;font-weight:600;letter-spacing:.1em;white-space:nowrap}\
ul.scopes{margin:.5rem 0 1rem;padding-left:1.25rem}\
.actions{display:flex;gap:.75rem}.actions button{flex:1}\
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}\
button.danger{background:#b91c1c}button.danger:hover{background:#991b1b}\
button.secondary:hover{background:#eff6ff}\
a.button{display:block;margin-top:.75rem;padding:.8rem;font-size:1rem;font-weight:600;\
text-align:center;text-decoration:none;border-radius:.5rem;background:#fff;color:#1d4ed8;\
border:1px solid #1d4ed8}a.button:hover{background:#eff6ff}\
a.button:focus{outline:3px solid #93c5fd;outline-offset:1px}\
p.links{margin:1.25rem 0 0;text-align:center}a{color:#1d4ed8}\
h2{font-size:1.1rem;margin:1.75rem 0 .25rem}\
.notice{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#ecfdf5;\
color:#065f46;border:1px solid #a7f3d0}\
ul.sessions{list-style:none;margin:.5rem 0 0;padding:0}\
ul.sessions li{padding:.75rem 0;border-top:1px solid #e5e7eb;overflow-wrap:anywhere}\
ul.sessions .meta{color:#4b5563;font-size:.9rem}\
ul.sessions form button{width:auto;margin-top:.5rem;padding:.4rem .9rem}\
.badge{display:inline-block;margin-top:.5rem;padding:.1rem .5rem;border-radius:1rem;\
background:#eff6ff;color:#1d4ed8;font-size:.85rem}\
.qr{display:flex;justify-content:center;margin:0 0 1rem}.qr svg{width:220px;height:220px;max-width:100%}\
.secret{overflow-wrap:anywhere;white-space:normal}\
ul.codes{columns:2;list-style:none;padding:0;margin:1rem 0}ul.codes li{padding:.25rem 0}\
.meta{color:#4b5563;font-size:.9rem}\
@media (min-width:48rem){main{max-width:36rem}}";

/// A whole page around `body`.
pub(super) fn page(title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n\
         <div class=\"card\">\n{body}</div>\n</main>\n</body>\n</html>\n",
        title = escape(title),
    )
}

/// Hidden form fields carrying `fields` through a POST.
pub(super) fn hidden_inputs(body: &mut String, fields: &[(&str, &str)]) {
    for (name, value) in fields {
        let _ = writeln!(
            body,
            "<input type=\"hidden\" name=\"{}\" value=\"{}\">",
            escape(name),
            escape(value)
        );
    }
}

/// Writes why the last attempt failed, if it did, and returns the
/// attributes that tie the form's fields to that message.
pub(super) fn alert(body: &mut String, error: Option<&str>) -> &'static str {
    let Some(error) = error else {
        return "";
    };
    // role=alert makes screen readers announce the message at once.
    let _ = writeln!(
        body,
        "<p class=\"error\" role=\"alert\" id=\"error\">{}</p>",
        escape(error)
    );
    " aria-describedby=\"error\" aria-invalid=\"true\""
}

/// What a client with these scopes will be able to do, one line each.
pub(super) fn scope_words(scope: accounts_domain::scope::Scopes) -> Vec<&'static str> {
    scope
        .iter()
        .map(|scope| match scope {
            accounts_domain::scope::Scope::OpenId => "Know who you are",
            accounts_domain::scope::Scope::Email => "See your email address",
            accounts_domain::scope::Scope::Profile => {
                "See your profile: name, picture, phone number and country"
            }
            accounts_domain::scope::Scope::Authorization => {
                "See your profile and your signed-in sessions"
            }
        })
        .collect()
}
