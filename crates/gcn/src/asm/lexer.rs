//! The lexer of LLVM's AMDGPU assembly syntax: borrowed tokens with byte
//! offsets, one statement at a time.
//!
//! Comments are `;` and `//` to the end of the line, `/* ... */` (which may
//! span lines) and `#` as the first character of a line, as in `llvm-mc`.

/// A token kind.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Tok<'a> {
    /// A name: `[A-Za-z_.$][A-Za-z0-9_.$@]*` (`v0`, `s_mov_b32`, `.text`, `attr0.x`).
    Ident(&'a str),
    /// An integer (binary, octal, decimal or hexadecimal); `None` when it does
    /// not fit in 64 bits.
    Int(Option<u64>),
    /// A floating-point number (`1.0`, `2e3`, `0x1.8p1`).
    Float(f64),
    /// A string literal, with its quotes.
    Str(&'a str),
    /// Punctuation.
    P(Punct),
    /// End of the statement (newline or end of input).
    Eol,
    /// A character no token starts with.
    Bad(char),
}

/// Punctuation and operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub(crate) enum Punct {
    Comma,
    Colon,
    LBrack,
    RBrack,
    LParen,
    RParen,
    Pipe,
    PipePipe,
    Amp,
    AmpAmp,
    Caret,
    Minus,
    Plus,
    Tilde,
    Bang,
    BangEq,
    Star,
    Slash,
    Percent,
    Lt,
    LtLt,
    LtEq,
    LtGt,
    Gt,
    GtGt,
    GtEq,
    Eq,
    EqEq,
}

/// A token and where it starts and ends (byte offsets in the source).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Token<'a> {
    pub tok: Tok<'a>,
    pub start: u32,
    pub end: u32,
}

/// A lexer over the whole source.
#[derive(Clone)]
pub(crate) struct Lexer<'a> {
    src: &'a [u8],
    text: &'a str,
    pos: usize,
    /// An unterminated `/*` was seen at this offset.
    pub unterminated_comment: Option<usize>,
}

fn ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'.' || c == b'$'
}

fn ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$' || c == b'@'
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Self {
        Lexer {
            src: text.as_bytes(),
            text,
            pos: 0,
            unterminated_comment: None,
        }
    }

    /// Continue at byte offset `pos`.
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// Whether the whole input has been read.
    pub fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    fn at_line_start(&self, p: usize) -> bool {
        let mut i = p;
        while i > 0 {
            match self.src[i - 1] {
                b' ' | b'\t' | b'\r' => i -= 1,
                b'\n' => return true,
                _ => return false,
            }
        }
        true
    }

    /// Skip spaces and comments (not newlines, except inside block comments).
    fn skip_space(&mut self) {
        let s = self.src;
        loop {
            while self.pos < s.len() && matches!(s[self.pos], b' ' | b'\t' | b'\r' | 0x0b | 0x0c) {
                self.pos += 1;
            }
            if self.pos >= s.len() {
                return;
            }
            match s[self.pos] {
                b';' => self.skip_to_eol(),
                b'#' if self.at_line_start(self.pos) => self.skip_to_eol(),
                b'/' if s.get(self.pos + 1) == Some(&b'/') => self.skip_to_eol(),
                b'/' if s.get(self.pos + 1) == Some(&b'*') => {
                    let start = self.pos;
                    match self.text[self.pos + 2..].find("*/") {
                        Some(i) => self.pos += 2 + i + 2,
                        None => {
                            self.unterminated_comment = Some(start);
                            self.pos = s.len();
                        }
                    }
                }
                _ => return,
            }
        }
    }

    fn skip_to_eol(&mut self) {
        while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
            self.pos += 1;
        }
    }

    /// The next token.
    pub fn next(&mut self) -> Token<'a> {
        self.skip_space();
        let s = self.src;
        let start = self.pos;
        if start >= s.len() {
            return Token {
                tok: Tok::Eol,
                start: start as u32,
                end: start as u32,
            };
        }
        let c = s[start];
        let tok = if c == b'\n' {
            self.pos += 1;
            Tok::Eol
        } else if c == b'.' && s.get(start + 1).is_some_and(|d| d.is_ascii_digit()) {
            // `.5`: a float, as LLVM's lexer reads it.
            self.number()
        } else if ident_start(c) {
            let mut i = start + 1;
            while i < s.len() && ident_char(s[i]) {
                i += 1;
            }
            self.pos = i;
            Tok::Ident(&self.text[start..i])
        } else if c.is_ascii_digit() {
            self.number()
        } else if c == b'"' {
            let mut i = start + 1;
            while i < s.len() && s[i] != b'"' && s[i] != b'\n' {
                if s[i] == b'\\' && i + 1 < s.len() && s[i + 1] != b'\n' {
                    i += 1;
                }
                i += 1;
            }
            if i < s.len() && s[i] == b'"' {
                self.pos = i + 1;
                Tok::Str(&self.text[start..i + 1])
            } else {
                self.pos = i;
                Tok::Bad('"')
            }
        } else {
            let two = s.get(start + 1).copied();
            let (p, n) = match (c, two) {
                (b'|', Some(b'|')) => (Punct::PipePipe, 2),
                (b'&', Some(b'&')) => (Punct::AmpAmp, 2),
                (b'!', Some(b'=')) => (Punct::BangEq, 2),
                (b'<', Some(b'<')) => (Punct::LtLt, 2),
                (b'<', Some(b'=')) => (Punct::LtEq, 2),
                (b'<', Some(b'>')) => (Punct::LtGt, 2),
                (b'>', Some(b'>')) => (Punct::GtGt, 2),
                (b'>', Some(b'=')) => (Punct::GtEq, 2),
                (b'=', Some(b'=')) => (Punct::EqEq, 2),
                (b',', _) => (Punct::Comma, 1),
                (b':', _) => (Punct::Colon, 1),
                (b'[', _) => (Punct::LBrack, 1),
                (b']', _) => (Punct::RBrack, 1),
                (b'(', _) => (Punct::LParen, 1),
                (b')', _) => (Punct::RParen, 1),
                (b'|', _) => (Punct::Pipe, 1),
                (b'&', _) => (Punct::Amp, 1),
                (b'^', _) => (Punct::Caret, 1),
                (b'-', _) => (Punct::Minus, 1),
                (b'+', _) => (Punct::Plus, 1),
                (b'~', _) => (Punct::Tilde, 1),
                (b'!', _) => (Punct::Bang, 1),
                (b'*', _) => (Punct::Star, 1),
                (b'/', _) => (Punct::Slash, 1),
                (b'%', _) => (Punct::Percent, 1),
                (b'<', _) => (Punct::Lt, 1),
                (b'>', _) => (Punct::Gt, 1),
                (b'=', _) => (Punct::Eq, 1),
                _ => {
                    let ch = self.text[start..].chars().next().unwrap_or('?');
                    self.pos += ch.len_utf8();
                    return Token {
                        tok: Tok::Bad(ch),
                        start: start as u32,
                        end: self.pos as u32,
                    };
                }
            };
            self.pos += n;
            Tok::P(p)
        };
        Token {
            tok,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// A number starting at `pos` (a digit).
    fn number(&mut self) -> Tok<'a> {
        let s = self.src;
        let start = self.pos;
        let radix_prefix = |i: usize| s.get(i).map(|c| c.to_ascii_lowercase());
        if s[start] == b'0' {
            match radix_prefix(start + 1) {
                Some(b'x')
                    if s.get(start + 2)
                        .is_some_and(|c| c.is_ascii_hexdigit() || *c == b'.') =>
                {
                    let mut i = start + 2;
                    while i < s.len() && s[i].is_ascii_hexdigit() {
                        i += 1;
                    }
                    // A hexadecimal float: 0x1.8p3.
                    if i < s.len() && (s[i] == b'.' || s[i] == b'p' || s[i] == b'P') {
                        if let Some((v, end)) = hex_float(&self.text[start..]) {
                            self.pos = start + end;
                            return Tok::Float(v);
                        }
                    }
                    self.pos = i;
                    return Tok::Int(parse_radix(&self.text[start + 2..i], 16));
                }
                Some(b'b') if s.get(start + 2).is_some_and(|c| *c == b'0' || *c == b'1') => {
                    let mut i = start + 2;
                    while i < s.len() && (s[i] == b'0' || s[i] == b'1') {
                        i += 1;
                    }
                    self.pos = i;
                    return Tok::Int(parse_radix(&self.text[start + 2..i], 2));
                }
                _ => {}
            }
        }
        let mut i = start;
        while i < s.len() && s[i].is_ascii_digit() {
            i += 1;
        }
        let mut is_float = false;
        if i < s.len() && s[i] == b'.' {
            is_float = true;
            i += 1;
            while i < s.len() && s[i].is_ascii_digit() {
                i += 1;
            }
        }
        if i < s.len() && (s[i] == b'e' || s[i] == b'E') {
            let mut j = i + 1;
            if j < s.len() && (s[j] == b'+' || s[j] == b'-') {
                j += 1;
            }
            if j < s.len() && s[j].is_ascii_digit() {
                while j < s.len() && s[j].is_ascii_digit() {
                    j += 1;
                }
                is_float = true;
                i = j;
            }
        }
        self.pos = i;
        let t = &self.text[start..i];
        if is_float {
            return Tok::Float(t.parse().unwrap_or(f64::NAN));
        }
        if t.len() > 1 && t.starts_with('0') {
            // Octal, as LLVM reads a leading zero.
            return Tok::Int(parse_radix(&t[1..], 8));
        }
        Tok::Int(parse_radix(t, 10))
    }
}

fn parse_radix(digits: &str, radix: u32) -> Option<u64> {
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix)?;
        v = v.checked_mul(radix as u64)?.checked_add(d as u64)?;
    }
    Some(v)
}

/// A hexadecimal float `0xH.HpE` at the start of `t`: value and length.
fn hex_float(t: &str) -> Option<(f64, usize)> {
    let b = t.as_bytes();
    let mut i = 2;
    let mut mant: f64 = 0.0;
    let mut any = false;
    while i < b.len() && b[i].is_ascii_hexdigit() {
        mant = mant * 16.0 + (b[i] as char).to_digit(16)? as f64;
        i += 1;
        any = true;
    }
    let mut scale = 0i32;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && b[i].is_ascii_hexdigit() {
            mant = mant * 16.0 + (b[i] as char).to_digit(16)? as f64;
            scale -= 4;
            i += 1;
            any = true;
        }
    }
    if !any || i >= b.len() || (b[i] != b'p' && b[i] != b'P') {
        return None;
    }
    i += 1;
    let mut neg = false;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        neg = b[i] == b'-';
        i += 1;
    }
    let st = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if st == i {
        return None;
    }
    let e: i32 = t[st..i].parse().ok()?;
    let e = if neg { -e } else { e };
    Some((mant * 2f64.powi(e + scale), i))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok<'_>> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next();
            if t.tok == Tok::Eol && l.at_end() {
                break;
            }
            v.push(t.tok);
        }
        v
    }

    #[test]
    fn numbers() {
        assert_eq!(
            toks("010 0x1f 0b101 12"),
            [
                Tok::Int(Some(8)),
                Tok::Int(Some(31)),
                Tok::Int(Some(5)),
                Tok::Int(Some(12))
            ]
        );
        assert_eq!(
            toks("1.5 2e3 0x1.8p1"),
            [Tok::Float(1.5), Tok::Float(2000.0), Tok::Float(3.0)]
        );
        assert_eq!(toks("99999999999999999999"), [Tok::Int(None)]);
    }

    #[test]
    fn comments() {
        assert_eq!(
            toks("a ; b\n# c\nd // e\nf /* g\n h */ i"),
            [
                Tok::Ident("a"),
                Tok::Eol,
                Tok::Eol,
                Tok::Ident("d"),
                Tok::Eol,
                Tok::Ident("f"),
                Tok::Ident("i")
            ]
        );
    }
}
