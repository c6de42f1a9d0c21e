//! Tokenizer for vISA assembly.
//!
//! Newlines are tokens (statements end at them). Tokens keep their byte span so
//! every error can point at the text.

use crate::error::{ParseError, Span};

/// A token kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// End of line.
    Newline,
    /// End of input.
    Eof,
    /// Identifier `[A-Za-z_][A-Za-z0-9_]*` (also digit-led words like `2GRF`).
    Ident(String),
    /// `%name` built-in.
    Builtin(String),
    /// A label definition `name:` at the start of a line (name without colon).
    LabelDef(String),
    /// `.word` directly attached (`.decl`, `.sat`, `.lt`, `.ugm`).
    DotWord(String),
    /// Decimal integer literal.
    Dec(i64),
    /// Hexadecimal integer literal.
    Hex(i64),
    /// Floating literal text (`1.5`, `2.5e+3`).
    Float(String),
    /// String literal (decoded bytes).
    Str(Vec<u8>),
    /// Source modifier `(-)`, `(abs)`, `(-abs)`, `(~)`.
    SrcMod(&'static str),
    /// `r[` opening an indirect operand.
    IndLBrack,
    /// Punctuation (one or more characters).
    Punct(&'static str),
}

impl Tok {
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
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// Kind and value.
    pub tok: Tok,
    /// Source span.
    pub span: Span,
    /// True if whitespace or a comment separates it from the previous token.
    pub space_before: bool,
}

const PUNCTS: &[&str] = &[
    ">>>", "<<", ">>", "<=", ">=", "==", "!=", "(", ")", "[", "]", "{", "}", "<", ">", ",", ";",
    ":", "=", "+", "-", "*", "/", "%", "&", "^", "|", "~", "!", "?", ".",
];

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

fn is_label_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || matches!(c, b'_' | b'$' | b'@' | b'?')
}

fn is_label_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'$' | b'@' | b'?')
}

/// Splits `src` into tokens. Fails on unterminated comments and strings,
/// bad escapes and characters that start no token.
pub fn tokenize(src: &str) -> Result<Vec<Token>, ParseError> {
    let b = src.as_bytes();
    let mut toks = Vec::with_capacity(src.len() / 4);
    let mut i = 0;
    let mut space = true;
    let mut line_start = true;
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                toks.push(Token {
                    tok: Tok::Newline,
                    span: Span::new(i, i + 1),
                    space_before: space,
                });
                i += 1;
                space = true;
                line_start = true;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                space = true;
                continue;
            }
            b'\\' => {
                // A backslash before the end of the line continues the statement.
                let mut j = i + 1;
                while j < b.len() && matches!(b[j], b' ' | b'\t' | b'\r') {
                    j += 1;
                }
                if j < b.len() && b[j] == b'\n' {
                    i = j + 1;
                    space = true;
                    continue;
                }
                return Err(ParseError::at(
                    src,
                    Span::new(i, i + 1),
                    "stray `\\` (a line continuation must end the line)",
                ));
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                space = true;
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let start = i;
                i += 2;
                loop {
                    if i + 1 >= b.len() {
                        return Err(ParseError::at(
                            src,
                            Span::new(start, start + 2),
                            "unterminated comment: `/*` has no matching `*/`",
                        ));
                    }
                    if b[i] == b'*' && b[i + 1] == b'/' {
                        i += 2;
                        break;
                    }
                    i += 1;
                }
                space = true;
                continue;
            }
            _ => {}
        }
        let start = i;
        let was_line_start = line_start;
        line_start = false;
        let tok = if was_line_start && is_label_start(c) {
            // Labels are only recognised in the first column.
            let mut j = i + 1;
            while j < b.len() && is_label_char(b[j]) {
                j += 1;
            }
            if j < b.len() && b[j] == b':' {
                let name = src[i..j].to_string();
                i = j + 1;
                Tok::LabelDef(name)
            } else {
                lex_word(src, &mut i)
            }
        } else if is_ident_start(c) {
            lex_word(src, &mut i)
        } else if c.is_ascii_digit() {
            lex_number(src, &mut i)?
        } else if c == b'%' && b.get(i + 1).is_some_and(|&d| is_ident_start(d)) {
            let mut j = i + 1;
            while j < b.len() && is_ident_char(b[j]) {
                j += 1;
            }
            let s = src[i..j].to_string();
            i = j;
            Tok::Builtin(s)
        } else if c == b'.' && b.get(i + 1).is_some_and(|&d| is_ident_start(d)) {
            let mut j = i + 1;
            while j < b.len() && is_ident_char(b[j]) {
                j += 1;
            }
            let s = src[i + 1..j].to_string();
            i = j;
            Tok::DotWord(s)
        } else if c == b'"' {
            lex_string(src, &mut i)?
        } else if c == b'(' {
            let rest = &src[i..];
            if let Some(m) = ["(-abs)", "(abs)", "(-)", "(~)"]
                .into_iter()
                .find(|m| rest.starts_with(m))
            {
                i += m.len();
                Tok::SrcMod(m)
            } else {
                i += 1;
                Tok::Punct("(")
            }
        } else {
            let rest = &src[i..];
            match PUNCTS.iter().find(|p| rest.starts_with(**p)) {
                Some(p) => {
                    i += p.len();
                    Tok::Punct(p)
                }
                None => {
                    let ch = rest.chars().next().unwrap_or('?');
                    return Err(ParseError::at(
                        src,
                        Span::new(i, i + ch.len_utf8()),
                        format!("unexpected character `{}`", ch.escape_default()),
                    ));
                }
            }
        };
        toks.push(Token {
            tok,
            span: Span::new(start, i),
            space_before: space,
        });
        space = false;
    }
    toks.push(Token {
        tok: Tok::Eof,
        span: Span::new(b.len(), b.len()),
        space_before: true,
    });
    Ok(toks)
}

fn lex_word(src: &str, i: &mut usize) -> Tok {
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
    Tok::Ident(w.to_string())
}

fn lex_number(src: &str, i: &mut usize) -> Result<Tok, ParseError> {
    let b = src.as_bytes();
    let start = *i;
    if b[start] == b'0' && matches!(b.get(start + 1), Some(b'x') | Some(b'X')) {
        let mut j = start + 2;
        while j < b.len() && b[j].is_ascii_hexdigit() {
            j += 1;
        }
        if j == start + 2 {
            return Err(ParseError::at(
                src,
                Span::new(start, j),
                "hexadecimal literal needs at least one digit",
            ));
        }
        if j - start - 2 > 16 {
            return Err(ParseError::at(
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
        return Ok(Tok::Float(src[start..j].to_string()));
    }
    if j < b.len() && is_ident_start(b[j]) {
        // Digit-led words (`2GRF`, `32word`).
        while j < b.len() && is_ident_char(b[j]) {
            j += 1;
        }
        *i = j;
        return Ok(Tok::Ident(src[start..j].to_string()));
    }
    let text = &src[start..j];
    let v: i64 = text.parse().map_err(|_| {
        ParseError::at(
            src,
            Span::new(start, j),
            format!("integer literal `{text}` does not fit in 64 bits"),
        )
    })?;
    *i = j;
    Ok(Tok::Dec(v))
}

fn lex_string(src: &str, i: &mut usize) -> Result<Tok, ParseError> {
    let b = src.as_bytes();
    let start = *i;
    let mut j = start + 1;
    let mut out = Vec::new();
    loop {
        match b.get(j) {
            None | Some(b'\n') => {
                return Err(ParseError::at(
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
                            return Err(ParseError::at(
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
                        return Err(ParseError::at(
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
    *i = j;
    Ok(Tok::Str(out))
}
