//! Located errors with source snippets.

use std::fmt;

/// A byte range in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    /// Start offset.
    pub start: usize,
    /// End offset (exclusive).
    pub end: usize,
}

impl Span {
    /// A span.
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

/// A parse error: a message at a 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub col: usize,
    /// What went wrong.
    pub message: String,
    /// Byte span of the offending text.
    pub span: Span,
}

/// Computes the 1-based line and column of a byte offset.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = &src[..floor_char_boundary(src, offset)];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    (line, col)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

impl ParseError {
    /// An error at a span of `src`.
    pub fn at(src: &str, span: Span, message: impl Into<String>) -> ParseError {
        let (line, col) = line_col(src, span.start);
        ParseError {
            line,
            col,
            message: message.into(),
            span,
        }
    }

    /// Renders the error with the source line and a caret, as rustc does.
    pub fn render(&self, file: &str, src: &str) -> String {
        Rendered {
            err: self,
            file,
            src,
        }
        .to_string()
    }
}

struct Rendered<'a> {
    err: &'a ParseError,
    file: &'a str,
    src: &'a str,
}

impl fmt::Display for Rendered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.err;
        writeln!(f, "error: {}", e.message)?;
        writeln!(f, "  --> {}:{}:{}", self.file, e.line, e.col)?;
        let text = self.src.lines().nth(e.line - 1).unwrap_or("");
        let gutter = e.line.to_string().len();
        writeln!(f, "{:gutter$} |", "")?;
        writeln!(f, "{} | {}", e.line, text.replace('\t', " "))?;
        let start = floor_char_boundary(self.src, e.span.start.min(self.src.len()));
        let end = floor_char_boundary(self.src, e.span.end.min(self.src.len())).max(start);
        let width = self.src[start..end]
            .split('\n')
            .next()
            .map_or(1, |s| s.chars().count().max(1));
        write!(
            f,
            "{:gutter$} | {}{}",
            "",
            " ".repeat(e.col - 1),
            "^".repeat(width)
        )
    }
}
