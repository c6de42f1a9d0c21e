//! Tokenizer for vISA assembly.
//!
//! Newlines are tokens (statements end at them). Tokens keep their byte span so
//! every error can point at the text.

use crate::error::{ParseError, Span};

/// A located lexical error, boxed: the scan's result stays as small as a
/// token, which is copied on every call.
#[cold]
fn perr(src: &str, span: Span, msg: impl Into<String>) -> Box<ParseError> {
    Box::new(ParseError::at(src, span, msg))
}

/// A word of the source text: borrowed, so tokens cost no allocation.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Name<'a>(pub &'a str);

impl<'a> Name<'a> {
    /// The text.
    pub fn as_str(&self) -> &'a str {
        self.0
    }
}

impl std::ops::Deref for Name<'_> {
    type Target = str;
    fn deref(&self) -> &str {
        self.0
    }
}

impl std::fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::fmt::Debug for Name<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.0, f)
    }
}

impl PartialEq<str> for Name<'_> {
    fn eq(&self, o: &str) -> bool {
        self.0 == o
    }
}

impl PartialEq<&str> for Name<'_> {
    fn eq(&self, o: &&str) -> bool {
        self.0 == *o
    }
}

impl PartialEq<Name<'_>> for &str {
    fn eq(&self, o: &Name<'_>) -> bool {
        *self == o.0
    }
}

impl PartialEq<Name<'_>> for str {
    fn eq(&self, o: &Name<'_>) -> bool {
        self == o.0
    }
}

impl From<Name<'_>> for String {
    fn from(n: Name<'_>) -> String {
        n.0.to_string()
    }
}

/// A token kind.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok<'a> {
    /// End of line.
    Newline,
    /// End of input.
    Eof,
    /// Identifier `[A-Za-z_][A-Za-z0-9_]*` (also digit-led words like `2GRF`).
    Ident(Name<'a>),
    /// `%name` built-in.
    Builtin(Name<'a>),
    /// A label definition `name:` at the start of a line (name without colon).
    LabelDef(Name<'a>),
    /// `.word` directly attached (`.decl`, `.sat`, `.lt`, `.ugm`).
    DotWord(Name<'a>),
    /// Decimal integer literal.
    Dec(i64),
    /// Hexadecimal integer literal.
    Hex(i64),
    /// Floating literal text (`1.5`, `2.5e+3`).
    Float(Name<'a>),
    /// String literal.
    Str(StrLit<'a>),
    /// Source modifier `(-)`, `(abs)`, `(-abs)`, `(~)`.
    SrcMod(&'static str),
    /// `r[` opening an indirect operand.
    IndLBrack,
    /// Punctuation (one or more characters).
    Punct(&'static str),
}

impl Tok<'_> {
    /// A short description for error messages.
    pub fn describe(&self) -> String {
        match self {
            Tok::Newline => "end of line".into(),
            Tok::Eof => "end of input".into(),
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Builtin(s) => format!("`{s}`"),
            Tok::LabelDef(s) => format!("label `{s}:`"),
            Tok::DotWord(s) => format!("`.{s}`"),
            Tok::Dec(v) => format!("`{v}`"),
            Tok::Hex(v) => format!("`0x{v:x}`"),
            Tok::Float(s) => format!("`{s}`"),
            Tok::Str(_) => "string literal".into(),
            Tok::SrcMod(s) => format!("`{s}`"),
            Tok::IndLBrack => "`r[`".into(),
            Tok::Punct(p) => format!("`{p}`"),
        }
    }
}

/// A token with its span and whether whitespace preceded it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token<'a> {
    /// Kind and value.
    pub tok: Tok<'a>,
    /// Source span.
    pub span: Span,
    /// True if whitespace or a comment separates it from the previous token.
    pub space_before: bool,
}

/// The longest punctuation at the start of `r` (dispatch on the first byte).
#[inline]
fn punct(r: &[u8]) -> Option<&'static str> {
    let at = |k: usize| r.get(k).copied().unwrap_or(0);
    Some(match r.first()? {
        b'>' => match (at(1), at(2)) {
            (b'>', b'>') => ">>>",
            (b'>', _) => ">>",
            (b'=', _) => ">=",
            _ => ">",
        },
        b'<' => match at(1) {
            b'<' => "<<",
            b'=' => "<=",
            _ => "<",
        },
        b'=' if at(1) == b'=' => "==",
        b'!' if at(1) == b'=' => "!=",
        b'(' => "(",
        b')' => ")",
        b'[' => "[",
        b']' => "]",
        b'{' => "{",
        b'}' => "}",
        b',' => ",",
        b';' => ";",
        b':' => ":",
        b'=' => "=",
        b'+' => "+",
        b'-' => "-",
        b'*' => "*",
        b'/' => "/",
        b'%' => "%",
        b'&' => "&",
        b'^' => "^",
        b'|' => "|",
        b'~' => "~",
        b'!' => "!",
        b'?' => "?",
        b'.' => ".",
        _ => return None,
    })
}

// Character classes as bits of one table: the lexer tests every byte.
const C_IDENT_START: u8 = 1;
const C_IDENT: u8 = 2;
const C_LABEL_START: u8 = 4;
const C_LABEL: u8 = 8;

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic();
        let digit = b.is_ascii_digit();
        let mut k = 0;
        if alpha || b == b'_' {
            k |= C_IDENT_START;
        }
        if alpha || digit || b == b'_' {
            k |= C_IDENT;
        }
        if alpha || matches!(b, b'_' | b'$' | b'@' | b'?') {
            k |= C_LABEL_START;
        }
        if alpha || digit || matches!(b, b'_' | b'-' | b'$' | b'@' | b'?') {
            k |= C_LABEL;
        }
        t[c] = k;
        c += 1;
    }
    t
};

#[inline]
fn is_ident_start(c: u8) -> bool {
    CLASS[c as usize] & C_IDENT_START != 0
}

#[inline]
fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & C_IDENT != 0
}

/// Whether `s` lexes back as one identifier.
pub(crate) fn is_ident_word(s: &str) -> bool {
    let b = s.as_bytes();
    b.first().is_some_and(|&c| is_ident_start(c)) && b[1..].iter().all(|&c| is_ident_char(c))
}

/// Whether `s:` at the start of a line lexes back as a label definition.
pub(crate) fn is_label_word(s: &str) -> bool {
    let b = s.as_bytes();
    b.first().is_some_and(|&c| is_label_start(c)) && b[1..].iter().all(|&c| is_label_char(c))
}

#[inline]
fn is_label_start(c: u8) -> bool {
    CLASS[c as usize] & C_LABEL_START != 0
}

#[inline]
fn is_label_char(c: u8) -> bool {
    CLASS[c as usize] & C_LABEL != 0
}

/// A streaming tokenizer: the parser pulls tokens as it needs them, so no
/// token vector is built. Fails on unterminated comments and strings, bad
/// escapes and characters that start no token.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a str,
    i: usize,
    space: bool,
    line_start: bool,
    error: Option<ParseError>,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            i: 0,
            space: true,
            line_start: true,
            error: None,
        }
    }

    /// The next token (`Eof` at the end, repeatedly). A lexical error also
    /// gives `Eof` (at the error) and is kept in [`Lexer::error`].
    #[inline]
    pub fn next_token(&mut self) -> Token<'a> {
        let src = self.src;
        let b = src.as_bytes();
        let mut i = self.i;
        let mut space = self.space;
        let r = self.scan(src, b, &mut i, &mut space);
        self.i = i;
        self.space = space;
        match r {
            Ok(t) => t,
            Err(e) => self.failed(*e),
        }
    }

    #[inline(always)]
    fn scan(
        &mut self,
        src: &'a str,
        b: &[u8],
        i: &mut usize,
        space: &mut bool,
    ) -> Result<Token<'a>, Box<ParseError>> {
        let mut line_start = self.line_start;
        while *i < b.len() {
            let c = b[*i];
            match c {
                b'\n' => {
                    let t = Token {
                        tok: Tok::Newline,
                        span: Span::new(*i, *i + 1),
                        space_before: *space,
                    };
                    *i += 1;
                    *space = true;
                    self.line_start = true;
                    return Ok(t);
                }
                b' ' | b'\t' | b'\r' => {
                    // Printed files pad every line to a column: skip runs of
                    // spaces eight at a time, then byte by byte.
                    *i += 1;
                    while let Some(w) = b.get(*i..*i + 8) {
                        if u64::from_ne_bytes(w.try_into().expect("8 bytes"))
                            != u64::from_ne_bytes([b' '; 8])
                        {
                            break;
                        }
                        *i += 8;
                    }
                    while *i < b.len() && matches!(b[*i], b' ' | b'\t' | b'\r') {
                        *i += 1;
                    }
                    *space = true;
                    continue;
                }
                b'\\' => {
                    // A backslash before the end of the line continues the statement.
                    let mut j = *i + 1;
                    while j < b.len() && matches!(b[j], b' ' | b'\t' | b'\r') {
                        j += 1;
                    }
                    if j < b.len() && b[j] == b'\n' {
                        *i = j + 1;
                        *space = true;
                        continue;
                    }
                    return Err(perr(
                        src,
                        Span::new(*i, *i + 1),
                        "stray `\\` (a line continuation must end the line)",
                    ));
                }
                b'/' if b.get(*i + 1) == Some(&b'/') => {
                    *i = b[*i..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(b.len(), |n| *i + n);
                    *space = true;
                    continue;
                }
                b'/' if b.get(*i + 1) == Some(&b'*') => {
                    let start = *i;
                    *i += 2;
                    loop {
                        if *i + 1 >= b.len() {
                            return Err(perr(
                                src,
                                Span::new(start, start + 2),
                                "unterminated comment: `/*` has no matching `*/`",
                            ));
                        }
                        if b[*i] == b'*' && b[*i + 1] == b'/' {
                            *i += 2;
                            break;
                        }
                        *i += 1;
                    }
                    *space = true;
                    continue;
                }
                _ => {}
            }
            let start = *i;
            let was_line_start = line_start;
            line_start = false;
            let tok = if was_line_start && is_label_start(c) {
                // Labels are only recognised in the first column.
                let mut j = *i + 1;
                while j < b.len() && is_label_char(b[j]) {
                    j += 1;
                }
                if j < b.len() && b[j] == b':' {
                    let name = &src[*i..j];
                    *i = j + 1;
                    Tok::LabelDef(Name(name))
                } else {
                    lex_word(src, &mut *i)
                }
            } else if is_ident_start(c) {
                lex_word(src, &mut *i)
            } else if c.is_ascii_digit() {
                lex_number(src, &mut *i)?
            } else if c == b'%' && b.get(*i + 1).is_some_and(|&d| is_ident_start(d)) {
                let mut j = *i + 1;
                while j < b.len() && is_ident_char(b[j]) {
                    j += 1;
                }
                let s = &src[*i..j];
                *i = j;
                Tok::Builtin(Name(s))
            } else if c == b'.' && b.get(*i + 1).is_some_and(|&d| is_ident_start(d)) {
                let mut j = *i + 1;
                while j < b.len() && is_ident_char(b[j]) {
                    j += 1;
                }
                let s = &src[*i + 1..j];
                *i = j;
                Tok::DotWord(Name(s))
            } else if c == b'"' {
                lex_string(src, &mut *i)?
            } else if c == b'(' {
                let rest = &b[*i..];
                let m = match rest.get(1) {
                    Some(b'-') if rest.starts_with(b"(-abs)") => Some("(-abs)"),
                    Some(b'-') if rest.starts_with(b"(-)") => Some("(-)"),
                    Some(b'a') if rest.starts_with(b"(abs)") => Some("(abs)"),
                    Some(b'~') if rest.starts_with(b"(~)") => Some("(~)"),
                    _ => None,
                };
                if let Some(m) = m {
                    *i += m.len();
                    Tok::SrcMod(m)
                } else {
                    *i += 1;
                    Tok::Punct("(")
                }
            } else {
                let rest = &src[*i..];
                match punct(rest.as_bytes()) {
                    Some(p) => {
                        *i += p.len();
                        Tok::Punct(p)
                    }
                    None => {
                        let ch = rest.chars().next().unwrap_or('?');
                        return Err(perr(
                            src,
                            Span::new(*i, *i + ch.len_utf8()),
                            format!("unexpected character `{}`", ch.escape_default()),
                        ));
                    }
                }
            };
            let t = Token {
                tok,
                span: Span::new(start, *i),
                space_before: *space,
            };
            *space = false;
            self.line_start = line_start;
            return Ok(t);
        }
        self.line_start = line_start;
        Ok(Token {
            tok: Tok::Eof,
            span: Span::new(b.len(), b.len()),
            space_before: true,
        })
    }

    #[cold]
    fn failed(&mut self, e: ParseError) -> Token<'a> {
        let at = e.span.start.min(self.src.len());
        // The scan may have stopped inside the bad text (even inside a
        // character): nothing after an error is lexed.
        self.i = self.src.len();
        self.error.get_or_insert(e);
        Token {
            tok: Tok::Eof,
            span: Span::new(at, at),
            space_before: true,
        }
    }

    /// Continues lexing at byte `pos`, just after a token (the parser read
    /// the text in between directly).
    pub fn reset_to(&mut self, pos: usize) {
        self.i = pos;
        self.space = false;
        self.line_start = false;
    }

    /// The first lexical error met, if any.
    pub fn error(&mut self) -> Option<ParseError> {
        self.error.take()
    }
}

fn lex_word<'a>(src: &'a str, i: &mut usize) -> Tok<'a> {
    let b = src.as_bytes();
    let start = *i;
    let mut j = start;
    while j < b.len() && is_ident_char(b[j]) {
        j += 1;
    }
    *i = j;
    let w = &src[start..j];
    if w == "r" && b.get(j) == Some(&b'[') {
        *i = j + 1;
        return Tok::IndLBrack;
    }
    Tok::Ident(Name(w))
}

#[inline]
fn lex_number<'a>(src: &'a str, i: &mut usize) -> Result<Tok<'a>, Box<ParseError>> {
    // Fast path: a short decimal or hexadecimal literal followed by a byte
    // that cannot continue it (the usual case); anything else goes through
    // the general scanner below.
    let b = src.as_bytes();
    let start = *i;
    if b[start] == b'0' && matches!(b.get(start + 1), Some(b'x') | Some(b'X')) {
        let mut j = start + 2;
        let mut v: u64 = 0;
        while j < b.len() && j < start + 18 {
            let d = match b[j] {
                c @ b'0'..=b'9' => c - b'0',
                c @ b'a'..=b'f' => c - b'a' + 10,
                c @ b'A'..=b'F' => c - b'A' + 10,
                _ => break,
            };
            v = v << 4 | d as u64;
            j += 1;
        }
        if j > start + 2 && !b.get(j).is_some_and(|c| c.is_ascii_hexdigit()) {
            *i = j;
            return Ok(Tok::Hex(v as i64));
        }
    } else {
        let mut j = start;
        let mut v: i64 = 0;
        while j < b.len() && b[j].is_ascii_digit() && j < start + 18 {
            v = v * 10 + (b[j] - b'0') as i64;
            j += 1;
        }
        let next = b.get(j).copied().unwrap_or(b' ');
        if !next.is_ascii_digit() && next != b'.' && !is_ident_char(next) {
            *i = j;
            return Ok(Tok::Dec(v));
        }
    }
    lex_number_general(src, i)
}

fn lex_number_general<'a>(src: &'a str, i: &mut usize) -> Result<Tok<'a>, Box<ParseError>> {
    let b = src.as_bytes();
    let start = *i;
    if b[start] == b'0' && matches!(b.get(start + 1), Some(b'x') | Some(b'X')) {
        let mut j = start + 2;
        while j < b.len() && b[j].is_ascii_hexdigit() {
            j += 1;
        }
        if j == start + 2 {
            return Err(perr(
                src,
                Span::new(start, j),
                "hexadecimal literal needs at least one digit",
            ));
        }
        if j - start - 2 > 16 {
            return Err(perr(
                src,
                Span::new(start, j),
                "hexadecimal literal is longer than 64 bits",
            ));
        }
        let v = u64::from_str_radix(&src[start + 2..j], 16).expect("hex digits") as i64;
        *i = j;
        return Ok(Tok::Hex(v));
    }
    let mut j = start;
    while j < b.len() && b[j].is_ascii_digit() {
        j += 1;
    }
    let mut is_float = false;
    // D.D
    if j + 1 < b.len() && b[j] == b'.' && b[j + 1].is_ascii_digit() {
        // Only a float if the fraction is followed by a type suffix or exponent;
        // `V.0` raw offsets never start with a digit, so this is safe.
        let mut k = j + 1;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        j = k;
        is_float = true;
    }
    // exponent: [eE][+-]D
    if j + 2 < b.len()
        && matches!(b[j], b'e' | b'E')
        && matches!(b[j + 1], b'+' | b'-')
        && b[j + 2].is_ascii_digit()
    {
        let mut k = j + 2;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        j = k;
        is_float = true;
    }
    if is_float {
        *i = j;
        return Ok(Tok::Float(Name(&src[start..j])));
    }
    if j < b.len() && is_ident_start(b[j]) {
        // Digit-led words (`2GRF`, `32word`).
        while j < b.len() && is_ident_char(b[j]) {
            j += 1;
        }
        *i = j;
        return Ok(Tok::Ident(Name(&src[start..j])));
    }
    // Digits only here: accumulate directly (most literals are one digit).
    let mut v: i64 = 0;
    for &d in &b[start..j] {
        v = match v
            .checked_mul(10)
            .and_then(|v| v.checked_add((d - b'0') as i64))
        {
            Some(v) => v,
            None => {
                let text = &src[start..j];
                return Err(perr(
                    src,
                    Span::new(start, j),
                    format!("integer literal `{text}` does not fit in 64 bits"),
                ));
            }
        };
    }
    *i = j;
    Ok(Tok::Dec(v))
}

fn lex_string<'a>(src: &'a str, i: &mut usize) -> Result<Tok<'a>, Box<ParseError>> {
    let start = *i;
    let (_, end) = string_body(src, start)?;
    *i = end;
    Ok(Tok::Str(StrLit(&src[start..end])))
}

/// A string literal as written (quotes and escapes included; checked by the
/// lexer). Tokens stay allocation-free; the bytes are decoded on use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrLit<'a>(pub &'a str);

impl StrLit<'_> {
    /// The decoded bytes.
    pub fn bytes(&self) -> Vec<u8> {
        string_body(self.0, 0).map(|(b, _)| b).unwrap_or_default()
    }

    /// The decoded bytes as text (invalid UTF-8 replaced).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes()).into_owned()
    }
}

/// Decodes the string literal starting at `start` (a `"`): its bytes and the
/// index just past the closing quote.
fn string_body(src: &str, start: usize) -> Result<(Vec<u8>, usize), Box<ParseError>> {
    let b = src.as_bytes();
    let mut j = start + 1;
    let mut out = Vec::new();
    loop {
        match b.get(j) {
            None | Some(b'\n') => {
                return Err(perr(
                    src,
                    Span::new(start, j),
                    "unterminated string literal",
                ))
            }
            Some(b'"') => {
                j += 1;
                break;
            }
            Some(b'\\') => {
                let esc = b.get(j + 1).copied();
                let (v, len) = match esc {
                    Some(b'a') => (7, 2),
                    Some(b'b') => (8, 2),
                    Some(b'e') => (0x1B, 2),
                    Some(b'f') => (0x0C, 2),
                    Some(b'n') => (b'\n', 2),
                    Some(b'r') => (b'\r', 2),
                    Some(b't') => (b'\t', 2),
                    Some(b'v') => (0x0B, 2),
                    Some(b'\'') => (b'\'', 2),
                    Some(b'"') => (b'"', 2),
                    Some(b'?') => (b'?', 2),
                    Some(b'\\') => (b'\\', 2),
                    Some(b'x') => {
                        let mut k = j + 2;
                        let mut v: u32 = 0;
                        while k < b.len() && k < j + 4 && b[k].is_ascii_hexdigit() {
                            v = v * 16 + (b[k] as char).to_digit(16).expect("hex digit");
                            k += 1;
                        }
                        if k == j + 2 {
                            return Err(perr(
                                src,
                                Span::new(j, j + 2),
                                "`\\x` escape needs hexadecimal digits",
                            ));
                        }
                        (v as u8, k - j)
                    }
                    Some(d) if d.is_ascii_digit() => {
                        let mut k = j + 1;
                        let mut v: u32 = 0;
                        while k < b.len() && k < j + 4 && b[k].is_ascii_digit() {
                            v = v * 8 + (b[k] - b'0') as u32;
                            k += 1;
                        }
                        (v as u8, k - j)
                    }
                    _ => {
                        return Err(perr(
                            src,
                            Span::new(j, (j + 2).min(b.len())),
                            "illegal escape sequence in string literal",
                        ))
                    }
                };
                out.push(v);
                j += len;
            }
            Some(&c) => {
                out.push(c);
                j += 1;
            }
        }
    }
    Ok((out, j))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn punctuation_is_longest_match() {
        let all = [
            ">>>", "<<", ">>", "<=", ">=", "==", "!=", "(", ")", "[", "]", "{", "}", "<", ">", ",",
            ";", ":", "=", "+", "-", "*", "/", "%", "&", "^", "|", "~", "!", "?", ".",
        ];
        for p in all {
            assert_eq!(punct(p.as_bytes()), Some(p));
            let longer = format!("{p}x");
            assert_eq!(punct(longer.as_bytes()), Some(p));
        }
        assert_eq!(punct(b"#"), None);
        assert_eq!(punct(b"@"), None);
    }

    #[test]
    fn numbers_take_the_fast_and_the_general_path_alike() {
        for (text, want) in [
            ("0", Tok::Dec(0)),
            ("42,", Tok::Dec(42)),
            ("0x1f)", Tok::Hex(31)),
            ("0xFFFFFFFFFFFFFFFF", Tok::Hex(-1)),
            ("999999999999999999", Tok::Dec(999_999_999_999_999_999)),
            ("9223372036854775807", Tok::Dec(i64::MAX)),
            ("2GRF", Tok::Ident(Name("2GRF"))),
            ("1.5", Tok::Float(Name("1.5"))),
            ("2e+3", Tok::Float(Name("2e+3"))),
        ] {
            let mut i = 0;
            assert_eq!(lex_number(text, &mut i).unwrap(), want, "{text}");
        }
        let mut i = 0;
        assert!(lex_number("9223372036854775808", &mut i).is_err());
        let mut i = 0;
        assert!(lex_number("0x1FFFFFFFFFFFFFFFF", &mut i).is_err());
    }
}
