//! What every page is made of: the escaping of values, the page around a
//! body (one stylesheet, inline, laid out by the language's direction),
//! the language picker, hidden fields and an error's alert.

use std::borrow::Cow;
use std::fmt::Write as _;

use accounts_service::languages::Language;

use crate::common::language::t;

/// HTML-escapes text for element content and quoted attribute values.
///
/// Copies the runs between special characters whole: every page calls it
/// for each text it shows, and a character at a time it was the largest
/// cost of the login page once this crate is optimised for size
/// (docs/decisions.md, "Binary size"). The specials are ASCII, so each
/// run ends on a character boundary.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run = 0;
    for (at, byte) in text.bytes().enumerate() {
        let entity = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#39;",
            _ => continue,
        };
        out.push_str(text.get(run..at).unwrap_or_default());
        out.push_str(entity);
        run = at + 1;
    }
    out.push_str(text.get(run..).unwrap_or_default());
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
input[type=email],input[type=password],input[type=text],select{width:100%;padding:.75rem;font-size:1rem;\
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
ul.scopes{margin:.5rem 0 1rem;padding-inline-start:1.25rem}\
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
nav.languages{margin:1.5rem 0 0;text-align:center;font-size:.875rem;color:#4b5563}\
nav.languages summary{display:inline-flex;align-items:center;gap:.4rem;min-height:2.75rem;\
padding:0 .75rem;border-radius:.5rem;cursor:pointer;color:#1d4ed8;user-select:none;\
list-style:none;-webkit-tap-highlight-color:transparent}\
nav.languages summary::-webkit-details-marker{display:none}\
nav.languages summary span{text-decoration:underline}\
nav.languages summary::after{content:\"\\25BE\"}nav.languages details[open] summary::after{content:\"\\25B4\"}\
nav.languages summary svg{width:1.1em;height:1.1em;flex:none}\
nav.languages summary:focus-visible{outline:3px solid #1d4ed8;outline-offset:1px}\
nav.languages ul{list-style:none;margin:.5rem 0 0;padding:0;display:grid;\
grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:0 .5rem;text-align:start}\
nav.languages a{display:flex;align-items:center;min-height:2.75rem;padding:0 .5rem;white-space:nowrap}\
nav.languages a:focus-visible{outline:3px solid #1d4ed8;outline-offset:-3px}\
nav.languages a[aria-current]{font-weight:700;color:#111827}\
h1,h2,label,p,li,a,button{overflow-wrap:break-word;hyphens:auto}\
@media (min-width:48rem){main{max-width:36rem}}";

/// A whole page around `body`, in the request's language, with the
/// language picker under it.
pub(super) fn page(title: &str, body: &str) -> String {
    let mut picker = String::new();
    self::picker(&mut picker);
    let (lang, dir) = html_lang();
    format!(
        "<!doctype html>\n<html lang=\"{lang}\" dir=\"{dir}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n\
         <div class=\"card\">\n{body}</div>\n{picker}</main>\n</body>\n</html>\n",
        title = escape(title),
    )
}

/// A globe, the sign for "language" that needs no reading: a reader
/// who cannot read the page's language still finds the picker.
const GLOBE: &str = "<svg viewBox=\"0 0 24 24\" aria-hidden=\"true\" fill=\"none\" \
stroke=\"currentColor\" stroke-width=\"1.8\"><circle cx=\"12\" cy=\"12\" r=\"9\"/>\
<path d=\"M3 12h18M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9s1.1-6.3 3.6-9z\"/></svg>";

/// The picker: a link to each language, named in itself and listed by
/// that name ([`Language::BY_NAME`]), the current one marked. With 36
/// languages a row of links would fill a phone's screen, so they sit
/// folded under one button (`<details>`, no script): a globe and the
/// current language's name, over a grid as wide as the screen allows
/// (docs/decisions.md, "Languages").
pub(crate) fn picker(body: &mut String) {
    let current = crate::common::language::language();
    let back: String =
        url::form_urlencoded::byte_serialize(crate::common::language::back().as_bytes()).collect();
    let label = escape(&t("language-picker"));
    let _ = write!(
        body,
        "<nav class=\"languages\" aria-label=\"{label}\"><details><summary>{GLOBE}\
         <span>{name}</span></summary><ul>",
        name = escape(current.name()),
    );
    for language in Language::BY_NAME {
        let current_mark = if language == current {
            " aria-current=\"true\""
        } else {
            ""
        };
        let _ = write!(
            body,
            "<li><a href=\"{path}?lang={tag}&amp;back={back}\" lang=\"{tag}\" hreflang=\"{tag}\"{current_mark}>{name}</a></li>",
            path = crate::paths::LANGUAGE,
            tag = language.tag(),
            name = escape(language.name()),
        );
    }
    body.push_str("</ul></details></nav>\n");
}

/// `<html>`'s `lang` and `dir` for the request's language.
pub(crate) fn html_lang() -> (&'static str, &'static str) {
    let language = crate::common::language::language();
    (
        language.tag(),
        if language.is_rtl() { "rtl" } else { "ltr" },
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

/// Stands for a piece of markup in a message's variable (a styled code,
/// a link): messages stay plain text, and [`with_markup`] puts the piece
/// in after escaping. A private-use character, which no message holds.
pub(super) const MARK: &str = "\u{E000}";

/// `text` (a message formatted with [`MARK`] as one variable) escaped,
/// with `markup` in the mark's place. A translation that lost the
/// variable or repeats it (or data that holds the mark) still shows the
/// markup once, after the sentence: it is what the page is about (the
/// device's code).
pub(super) fn with_markup(text: &str, markup: &str) -> String {
    let escaped = escape(text);
    if escaped.matches(MARK).count() == 1 {
        return escaped.replacen(MARK, markup, 1);
    }
    format!("{} {markup}", escaped.replace(MARK, "").trim_end())
}

/// What a client with these scopes will be able to do, one line each.
pub(super) fn scope_words(scope: accounts_domain::scope::Scopes) -> Vec<Cow<'static, str>> {
    scope
        .iter()
        .map(|scope| {
            t(match scope {
                accounts_domain::scope::Scope::OpenId => "scope-openid",
                accounts_domain::scope::Scope::Email => "scope-email",
                accounts_domain::scope::Scope::Profile => "scope-profile",
                accounts_domain::scope::Scope::Authorization => "scope-authorization",
                accounts_domain::scope::Scope::Organizations
                | accounts_domain::scope::Scope::AnyOrganization => "scope-organizations",
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_replaces_each_special_and_keeps_every_other_character() {
        assert_eq!(escape(""), "");
        assert_eq!(escape("plain"), "plain");
        assert_eq!(
            escape("<a href=\"x\">Zoë's & 日本</a>"),
            "&lt;a href=&quot;x&quot;&gt;Zoë&#39;s &amp; 日本&lt;/a&gt;"
        );
        assert_eq!(escape("&&"), "&amp;&amp;");
        assert_eq!(escape("é>"), "é&gt;");
    }

    #[test]
    fn the_markup_shows_once_whatever_the_translation_did() {
        let code = "<span class=\"code\">WDJB-MJHT</span>";
        assert_eq!(
            with_markup(&format!("Is {MARK} <yours>?"), code),
            format!("Is {code} &lt;yours&gt;?")
        );
        assert_eq!(
            with_markup("Is it yours?", code),
            format!("Is it yours? {code}")
        );
        assert_eq!(
            with_markup(&format!("{MARK} or {MARK}"), code),
            format!(" or {code}")
        );
    }
}
