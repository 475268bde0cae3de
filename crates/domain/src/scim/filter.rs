//! SCIM filters and attribute paths (RFC 7644 3.4.2.2 and 3.5.2): the
//! text a directory sends in `filter=` and in a PATCH operation's `path`,
//! parsed into a tree by a recursive-descent parser over the RFC's ABNF,
//! so that nothing downstream matches strings.
//!
//! ```text
//! FILTER    = attrExp / logExp / valuePath / *1"not" "(" FILTER ")"
//! valuePath = attrPath "[" valFilter "]"
//! attrExp   = (attrPath SP "pr") / (attrPath SP compareOp SP compValue)
//! logExp    = FILTER SP ("and" / "or") SP FILTER
//! attrPath  = [URI ":"] ATTRNAME *1subAttr
//! PATH      = attrPath / valuePath [subAttr]
//! ```
//!
//! `and` binds tighter than `or`; parentheses group; operators, `and`,
//! `or`, `not`, `pr`, `true`, `false` and `null` are case-insensitive (RFC
//! 7644 3.4.2.2). Attribute names keep the case they were sent in:
//! comparing them without case is the schema's business. What real
//! clients send beyond the ABNF is accepted where it is unambiguous:
//! runs of spaces, `not (` with a space. Nesting is bounded
//! ([`MAX_DEPTH`]) so hostile input cannot exhaust the stack.

use std::fmt;

/// The deepest nesting of parentheses and brackets a filter may have.
pub const MAX_DEPTH: usize = 32;
/// The longest filter or path accepted, in bytes.
pub const MAX_LENGTH: usize = 4096;

/// A parsed filter.
#[derive(Debug, Clone, PartialEq)]
pub enum Filter {
    /// `a and b`.
    And(Box<Filter>, Box<Filter>),
    /// `a or b`.
    Or(Box<Filter>, Box<Filter>),
    /// `not (a)`.
    Not(Box<Filter>),
    /// `attr pr`: the attribute has a value.
    Present(AttrPath),
    /// `attr op value`.
    Compare(AttrPath, CompareOp, CompValue),
    /// `attr[filter]`: a value of the multi-valued `attr` matches
    /// `filter`, whose paths are the value's sub-attributes.
    ValuePath(AttrPath, Box<Filter>),
}

/// An attribute path: `[URI:]name[.sub]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttrPath {
    /// The schema URN it is qualified with, when sent
    /// (`urn:ietf:params:scim:schemas:extension:enterprise:2.0:User`).
    pub urn: Option<String>,
    /// The attribute's name as sent.
    pub name: String,
    /// The sub-attribute's name, when sent (`name.familyName`).
    pub sub: Option<String>,
}

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareOp {
    /// `eq`: equal.
    Eq,
    /// `ne`: not equal.
    Ne,
    /// `co`: contains.
    Co,
    /// `sw`: starts with.
    Sw,
    /// `ew`: ends with.
    Ew,
    /// `gt`: greater than.
    Gt,
    /// `ge`: greater than or equal.
    Ge,
    /// `lt`: less than.
    Lt,
    /// `le`: less than or equal.
    Le,
}

/// A comparison's literal.
#[derive(Debug, Clone, PartialEq)]
pub enum CompValue {
    /// `true` or `false`.
    Bool(bool),
    /// `null`.
    Null,
    /// A JSON number.
    Number(serde_json::Number),
    /// A JSON string, unescaped.
    String(String),
}

/// A PATCH operation's `path` (RFC 7644 3.5.2): an attribute, or the
/// values of a multi-valued one that match a filter, maybe narrowed to
/// one of their sub-attributes (`emails[type eq "work"].value`).
#[derive(Debug, Clone, PartialEq)]
pub struct PatchPath {
    /// The attribute.
    pub attr: AttrPath,
    /// Which of its values, for a multi-valued attribute.
    pub filter: Option<Filter>,
    /// The sub-attribute of the matching values (after `]`).
    pub sub: Option<String>,
}

/// Why a filter or path does not parse: the answer's `invalidFilter`
/// (or `invalidPath`) detail.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason} at byte {at}")]
pub struct FilterError {
    /// Where, in bytes from the start.
    pub at: usize,
    /// What was expected or found.
    pub reason: &'static str,
}

impl CompareOp {
    fn parse(word: &str) -> Option<Self> {
        Some(match word.to_ascii_lowercase().as_str() {
            "eq" => Self::Eq,
            "ne" => Self::Ne,
            "co" => Self::Co,
            "sw" => Self::Sw,
            "ew" => Self::Ew,
            "gt" => Self::Gt,
            "ge" => Self::Ge,
            "lt" => Self::Lt,
            "le" => Self::Le,
            _ => return None,
        })
    }

    /// The operator as written in a filter.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Eq => "eq",
            Self::Ne => "ne",
            Self::Co => "co",
            Self::Sw => "sw",
            Self::Ew => "ew",
            Self::Gt => "gt",
            Self::Ge => "ge",
            Self::Lt => "lt",
            Self::Le => "le",
        }
    }
}

impl Filter {
    /// Parses a `filter` parameter.
    pub fn parse(text: &str) -> Result<Self, FilterError> {
        let mut parser = Parser::new(text)?;
        let filter = parser.or_expr(false, 0)?;
        parser.end()?;
        Ok(filter)
    }
}

impl PatchPath {
    /// Parses a PATCH operation's `path`.
    pub fn parse(text: &str) -> Result<Self, FilterError> {
        let mut parser = Parser::new(text)?;
        let attr = parser.attr_path(false)?;
        let mut path = Self {
            attr,
            filter: None,
            sub: None,
        };
        if parser.eat(&Token::Open('[')) {
            path.filter = Some(parser.or_expr(true, 1)?);
            parser.expect(&Token::Close(']'), "`]` after the value filter")?;
            if let Some(Token::Word(word)) = parser.peek().cloned()
                && let Some(sub) = word.strip_prefix('.')
            {
                if !is_name(sub) {
                    return Err(parser.error("a sub-attribute's name after `].`"));
                }
                parser.next();
                path.sub = Some(sub.to_owned());
            }
        }
        parser.end()?;
        Ok(path)
    }
}

/// The parts of a filter, each with the byte it starts at.
#[derive(Debug, Clone, PartialEq)]
enum Token {
    Open(char),
    Close(char),
    Str(String),
    Word(String),
}

#[derive(Debug)]
struct Parser {
    tokens: Vec<(usize, Token)>,
    next: usize,
    length: usize,
}

impl Parser {
    fn new(text: &str) -> Result<Self, FilterError> {
        if text.len() > MAX_LENGTH {
            return Err(FilterError {
                at: MAX_LENGTH,
                reason: "longer than 4096 bytes",
            });
        }
        Ok(Self {
            tokens: tokens(text)?,
            next: 0,
            length: text.len(),
        })
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.next).map(|(_, t)| t)
    }

    fn next(&mut self) -> Option<Token> {
        let token = self.tokens.get(self.next).map(|(_, t)| t.clone());
        self.next += 1;
        token
    }

    fn at(&self) -> usize {
        self.tokens
            .get(self.next)
            .map_or(self.length, |(at, _)| *at)
    }

    fn error(&self, reason: &'static str) -> FilterError {
        FilterError {
            at: self.at(),
            reason,
        }
    }

    fn eat(&mut self, token: &Token) -> bool {
        let found = self.peek() == Some(token);
        if found {
            self.next += 1;
        }
        found
    }

    fn expect(&mut self, token: &Token, reason: &'static str) -> Result<(), FilterError> {
        if self.eat(token) {
            Ok(())
        } else {
            Err(self.error(reason))
        }
    }

    fn end(&self) -> Result<(), FilterError> {
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.error("`and`, `or` or the end")),
        }
    }

    /// Whether the next token is the keyword `word` (any case).
    fn keyword(&self, word: &str) -> bool {
        matches!(self.peek(), Some(Token::Word(w)) if w.eq_ignore_ascii_case(word))
    }

    fn or_expr(&mut self, inside: bool, depth: usize) -> Result<Filter, FilterError> {
        let mut left = self.and_expr(inside, depth)?;
        while self.keyword("or") {
            self.next();
            let right = self.and_expr(inside, depth)?;
            left = Filter::Or(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn and_expr(&mut self, inside: bool, depth: usize) -> Result<Filter, FilterError> {
        let mut left = self.unary(inside, depth)?;
        while self.keyword("and") {
            self.next();
            let right = self.unary(inside, depth)?;
            left = Filter::And(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn unary(&mut self, inside: bool, depth: usize) -> Result<Filter, FilterError> {
        if depth >= MAX_DEPTH {
            return Err(self.error("nested more than 32 deep"));
        }
        if self.keyword("not") {
            self.next();
            self.expect(&Token::Open('('), "`(` after `not`")?;
            let inner = self.or_expr(inside, depth + 1)?;
            self.expect(&Token::Close(')'), "`)`")?;
            return Ok(Filter::Not(Box::new(inner)));
        }
        if self.eat(&Token::Open('(')) {
            let inner = self.or_expr(inside, depth + 1)?;
            self.expect(&Token::Close(')'), "`)`")?;
            return Ok(inner);
        }
        let attr = self.attr_path(inside)?;
        if self.eat(&Token::Open('[')) {
            if inside {
                return Err(self.error("a value filter inside a value filter"));
            }
            let inner = self.or_expr(true, depth + 1)?;
            self.expect(&Token::Close(']'), "`]`")?;
            return Ok(Filter::ValuePath(attr, Box::new(inner)));
        }
        if self.keyword("pr") {
            self.next();
            return Ok(Filter::Present(attr));
        }
        let op = match self.peek() {
            Some(Token::Word(word)) => CompareOp::parse(word),
            _ => None,
        }
        .ok_or_else(|| self.error("an operator (eq ne co sw ew gt ge lt le pr)"))?;
        self.next();
        let value = self.comp_value()?;
        Ok(Filter::Compare(attr, op, value))
    }

    fn comp_value(&mut self) -> Result<CompValue, FilterError> {
        let missing = self.error("a value (a string, a number, true, false or null)");
        let value = match self.next() {
            Some(Token::Str(text)) => CompValue::String(text),
            Some(Token::Word(word)) => match word.to_ascii_lowercase().as_str() {
                "true" => CompValue::Bool(true),
                "false" => CompValue::Bool(false),
                "null" => CompValue::Null,
                _ => CompValue::Number(number(&word).ok_or(missing)?),
            },
            _ => return Err(missing),
        };
        Ok(value)
    }

    /// An attribute path. Inside a value filter (`inside`) it names a
    /// sub-attribute of the value: one name, no URN.
    fn attr_path(&mut self, inside: bool) -> Result<AttrPath, FilterError> {
        let at = self.at();
        let Some(Token::Word(word)) = self.next() else {
            return Err(FilterError {
                at,
                reason: "an attribute's name",
            });
        };
        let bad = |reason| FilterError { at, reason };
        // A URN has colons; the attribute is what follows the last one.
        let (urn, rest) = match word.rsplit_once(':') {
            Some((urn, rest)) => (Some(urn), rest),
            None => (None, word.as_str()),
        };
        if urn.is_some_and(|u| !is_urn(u)) {
            return Err(bad("a schema URN (urn:…) before the attribute"));
        }
        let (name, sub) = match rest.split_once('.') {
            Some((name, sub)) => (name, Some(sub)),
            None => (rest, None),
        };
        if !is_name(name) || sub.is_some_and(|s| !is_name(s)) {
            return Err(bad(
                "an attribute's name (a letter, then letters, digits, - or _)",
            ));
        }
        if inside && (urn.is_some() || sub.is_some()) {
            return Err(bad("a sub-attribute's name inside a value filter"));
        }
        Ok(AttrPath {
            urn: urn.map(str::to_owned),
            name: name.to_owned(),
            sub: sub.map(str::to_owned),
        })
    }
}

/// ATTRNAME = ALPHA *(nameChar); nameChar = "-" / "_" / DIGIT / ALPHA.
/// `$ref` is the one name RFC 7643 uses outside that grammar.
fn is_name(name: &str) -> bool {
    let mut chars = name.chars();
    name == "$ref"
        || (chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
}

fn is_urn(urn: &str) -> bool {
    urn.len() > 4
        && urn.get(..4).is_some_and(|p| p.eq_ignore_ascii_case("urn:"))
        && urn
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || ":.-_".contains(c))
}

/// A JSON number (RFC 8259's grammar, as serde_json reads it).
fn number(word: &str) -> Option<serde_json::Number> {
    let starts = word.starts_with(|c: char| c == '-' || c.is_ascii_digit());
    starts
        .then(|| serde_json::from_str::<serde_json::Number>(word).ok())
        .flatten()
}

fn tokens(text: &str) -> Result<Vec<(usize, Token)>, FilterError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'(' | b'[' => {
                out.push((i, Token::Open(char::from(b))));
                i += 1;
            }
            b')' | b']' => {
                out.push((i, Token::Close(char::from(b))));
                i += 1;
            }
            b'"' => {
                let end = string_end(bytes, i).ok_or(FilterError {
                    at: i,
                    reason: "a string that ends with `\"`",
                })?;
                let value: String = text
                    .get(i..=end)
                    .and_then(|quoted| serde_json::from_str(quoted).ok())
                    .ok_or(FilterError {
                        at: i,
                        reason: "a JSON string (its escapes)",
                    })?;
                out.push((i, Token::Str(value)));
                i = end + 1;
            }
            _ => {
                let start = i;
                while bytes.get(i).is_some_and(|c| !b" \t\n\r()[]\"".contains(c)) {
                    i += 1;
                }
                let word = text.get(start..i).ok_or(FilterError {
                    at: start,
                    reason: "a word of whole characters",
                })?;
                out.push((start, Token::Word(word.to_owned())));
            }
        }
    }
    Ok(out)
}

/// The index of the `"` that closes the string opening at `start`.
fn string_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\\' => i += 2,
            b'"' => return Some(i),
            _ => i += 1,
        }
    }
    None
}

impl fmt::Display for AttrPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(urn) = &self.urn {
            write!(f, "{urn}:")?;
        }
        f.write_str(&self.name)?;
        if let Some(sub) = &self.sub {
            write!(f, ".{sub}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "filter_tests.rs"]
mod tests;
