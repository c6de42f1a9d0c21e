//! The YAML subset code object metadata uses: block mappings and sequences,
//! flow sequences and mappings of scalars, plain and quoted scalars. Anchors,
//! tags, block scalars and multi-line plain scalars are rejected with a
//! located error. The emitter writes the layout LLVM's YAML writer produces
//! (keys padded to column 16, two-space indentation, LLVM's quoting choices).

use crate::msgpack::Value;

/// How a scalar was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Unquoted.
    Plain,
    /// `'single'`.
    Single,
    /// `"double"`.
    Double,
}

/// A line and column, both 1-based.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    /// Line.
    pub line: usize,
    /// Column.
    pub col: usize,
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// A YAML node.
#[derive(Clone, Debug, PartialEq)]
pub enum Yaml {
    /// A scalar (an absent value is an empty plain scalar).
    Scalar {
        /// Text after unquoting.
        value: String,
        /// How it was written.
        style: Style,
        /// Where it starts.
        pos: Pos,
    },
    /// A sequence.
    Seq {
        /// Items.
        items: Vec<Yaml>,
        /// Written `[ a, b ]` rather than as `- ` lines.
        flow: bool,
        /// Where it starts.
        pos: Pos,
    },
    /// A mapping, in document order.
    Map {
        /// Keys (with their positions) and values.
        entries: Vec<(String, Pos, Yaml)>,
        /// Where it starts.
        pos: Pos,
    },
}

/// A YAML syntax error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{pos}: {message}")]
pub struct YamlError {
    /// Where.
    pub pos: Pos,
    /// What.
    pub message: String,
}

impl Yaml {
    /// Where the node starts.
    pub fn pos(&self) -> Pos {
        match self {
            Yaml::Scalar { pos, .. } | Yaml::Seq { pos, .. } | Yaml::Map { pos, .. } => *pos,
        }
    }

    /// Plain scalar shorthand (position 0:0), for building documents.
    pub fn plain(s: impl Into<String>) -> Yaml {
        Yaml::Scalar {
            value: s.into(),
            style: Style::Plain,
            pos: Pos::default(),
        }
    }

    /// Look up a key in a mapping.
    pub fn get(&self, key: &str) -> Option<&Yaml> {
        match self {
            Yaml::Map { entries, .. } => entries.iter().find(|(k, _, _)| k == key).map(|e| &e.2),
            _ => None,
        }
    }

    /// Parse one document.
    pub fn parse(text: &str) -> Result<Yaml, YamlError> {
        let lines = split_lines(text)?;
        let mut p = Parser {
            lines,
            idx: 0,
            depth: 0,
        };
        if p.lines.is_empty() {
            return Ok(Yaml::Map {
                entries: Vec::new(),
                pos: Pos { line: 1, col: 1 },
            });
        }
        let first = p.lines[0].indent;
        let node = p.node(first)?;
        if let Some(l) = p.lines.get(p.idx) {
            return Err(YamlError {
                pos: Pos {
                    line: l.line,
                    col: l.indent + 1,
                },
                message: "unexpected content (bad indentation?)".into(),
            });
        }
        Ok(node)
    }

    /// Convert to a MessagePack value the way LLVM types untagged scalars:
    /// quoted scalars are strings; plain ones become an unsigned or signed
    /// integer, a boolean or a float when they read as one, else a string.
    pub fn to_msgpack(&self) -> Value {
        match self {
            Yaml::Scalar { value, style, .. } => {
                if *style != Style::Plain {
                    return Value::Str(value.clone());
                }
                if let Some(u) = parse_uint(value) {
                    Value::UInt(u)
                } else if let Some(i) = parse_int(value) {
                    Value::Int(i)
                } else if let Some(b) = parse_bool(value) {
                    Value::Bool(b)
                } else if let Some(f) = parse_float(value) {
                    Value::Float(f)
                } else {
                    Value::Str(value.clone())
                }
            }
            Yaml::Seq { items, .. } => Value::Array(items.iter().map(Yaml::to_msgpack).collect()),
            Yaml::Map { entries, .. } => Value::Map(
                entries
                    .iter()
                    .map(|(k, _, v)| (Value::Str(k.clone()), v.to_msgpack()))
                    .collect(),
            ),
        }
    }

    /// Build from a MessagePack value (block style, as `llvm-readelf` prints).
    pub fn from_msgpack(v: &Value) -> Yaml {
        match v {
            Value::Nil => Yaml::plain("~"),
            Value::Bool(b) => Yaml::plain(b.to_string()),
            Value::UInt(u) => Yaml::plain(u.to_string()),
            Value::Int(i) => Yaml::plain(i.to_string()),
            Value::Float(f) => Yaml::plain(format_float(*f)),
            Value::Str(s) => Yaml::Scalar {
                value: s.clone(),
                style: needs_quotes(s),
                pos: Pos::default(),
            },
            Value::Bin(b) => Yaml::plain(b.iter().map(|x| format!("{x:02X}")).collect::<String>()),
            Value::Array(a) => Yaml::Seq {
                items: a.iter().map(Yaml::from_msgpack).collect(),
                flow: false,
                pos: Pos::default(),
            },
            Value::Map(m) => Yaml::Map {
                entries: m
                    .iter()
                    .map(|(k, v)| {
                        let key = match k {
                            Value::Str(s) => s.clone(),
                            other => other.to_string(),
                        };
                        (key, Pos::default(), Yaml::from_msgpack(v))
                    })
                    .collect(),
                pos: Pos::default(),
            },
        }
    }

    /// `Yaml::from_msgpack(v).to_document()` without building the tree
    /// (its strings were most of the memory a short `xvisa co dis`
    /// touched, and a short process pays for every page it touches).
    pub fn msgpack_document(v: &Value) -> String {
        let mut out = String::from("---\n");
        emit_msgpack(v, 0, &mut out);
        out.push_str("...\n");
        out
    }

    /// Emit as a document: `---`, the node, `...`.
    pub fn to_document(&self) -> String {
        let mut out = String::from("---\n");
        emit_block(self, 0, &mut out);
        out.push_str("...\n");
        out
    }
}

fn format_float(f: f64) -> String {
    if f.fract() == 0.0 && f.abs() < 1e15 {
        format!("{f:.1}")
    } else {
        format!("{f}")
    }
}

fn parse_uint(s: &str) -> Option<u64> {
    if let Some(h) = s.strip_prefix("0x") {
        return u64::from_str_radix(h, 16).ok();
    }
    if let Some(o) = s.strip_prefix("0o") {
        return u64::from_str_radix(o, 8).ok();
    }
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn parse_int(s: &str) -> Option<i64> {
    let d = s.strip_prefix('-')?;
    if d.is_empty() || !d.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "true" | "True" | "TRUE" => Some(true),
        "false" | "False" | "FALSE" => Some(false),
        _ => None,
    }
}

fn parse_float(s: &str) -> Option<f64> {
    match s {
        ".inf" | ".Inf" | ".INF" | "+.inf" => return Some(f64::INFINITY),
        "-.inf" | "-.Inf" | "-.INF" => return Some(f64::NEG_INFINITY),
        ".nan" | ".NaN" | ".NAN" => return Some(f64::NAN),
        _ => {}
    }
    let ok = !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
        && s.bytes().any(|b| b.is_ascii_digit());
    if ok {
        s.parse().ok()
    } else {
        None
    }
}

fn is_numeric(s: &str) -> bool {
    parse_uint(s).is_some()
        || parse_int(s).is_some()
        || parse_float(s).is_some()
        || s.strip_prefix('+').is_some_and(|r| parse_uint(r).is_some())
}

/// The quoting LLVM's YAML writer chooses for a string scalar.
pub fn needs_quotes(s: &str) -> Style {
    if s.is_empty() {
        return Style::Single;
    }
    let mut q = Style::Plain;
    let bytes = s.as_bytes();
    if bytes[0].is_ascii_whitespace() || bytes[bytes.len() - 1].is_ascii_whitespace() {
        q = Style::Single;
    }
    if matches!(s, "null" | "Null" | "NULL" | "~")
        || parse_bool(s).is_some()
        || is_numeric(s)
        || br#"-?:\,[]{}#&*!|>'"%@`"#.contains(&bytes[0])
    {
        q = Style::Single;
    }
    for &c in bytes {
        if c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'^' | b'.' | b',' | b' ' | b'\t')
        {
            continue;
        }
        if c == b'\n' || c == b'\r' {
            q = Style::Single;
            continue;
        }
        if c == 0x7f || c <= 0x1f || c & 0x80 != 0 {
            return Style::Double;
        }
        q = Style::Single;
    }
    q
}

fn quote(s: &str, style: Style) -> String {
    match style {
        Style::Plain => s.to_string(),
        Style::Single => format!("'{}'", s.replace('\'', "''")),
        Style::Double => {
            let mut o = String::from("\"");
            for c in s.chars() {
                match c {
                    '"' => o.push_str("\\\""),
                    '\\' => o.push_str("\\\\"),
                    '\n' => o.push_str("\\n"),
                    '\t' => o.push_str("\\t"),
                    '\r' => o.push_str("\\r"),
                    '\0' => o.push_str("\\0"),
                    c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                        o.push_str(&format!("\\x{:02X}", c as u32))
                    }
                    c => o.push(c),
                }
            }
            o.push('"');
            o
        }
    }
}

fn scalar_text(node: &Yaml) -> Option<String> {
    match node {
        Yaml::Scalar { value, style, .. } => Some(match style {
            Style::Plain => value.clone(),
            s => quote(value, *s),
        }),
        Yaml::Seq {
            items, flow: true, ..
        } => Some(format!(
            "[ {} ]",
            items
                .iter()
                .map(|i| scalar_text(i).unwrap_or_default())
                .collect::<Vec<_>>()
                .join(", ")
        )),
        Yaml::Seq { items, .. } if items.is_empty() => Some("[]".into()),
        Yaml::Map { entries, .. } if entries.is_empty() => Some("{}".into()),
        _ => None,
    }
}

/// Whether `scalar_text` gives the node's text (a scalar, a flow
/// sequence, an empty sequence or map), without building it.
fn is_scalar(node: &Yaml) -> bool {
    match node {
        Yaml::Scalar { .. } | Yaml::Seq { flow: true, .. } => true,
        Yaml::Seq { items, .. } => items.is_empty(),
        Yaml::Map { entries, .. } => entries.is_empty(),
    }
}

/// Append `scalar_text(node)` (a plain scalar without a copy).
fn push_scalar(node: &Yaml, out: &mut String) {
    match node {
        Yaml::Scalar {
            value,
            style: Style::Plain,
            ..
        } => out.push_str(value),
        _ => out.push_str(&scalar_text(node).unwrap_or_default()),
    }
}

fn push_spaces(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

/// Writes a map key (quoted where YAML needs it) and its `:`; returns the
/// key's printed length.
fn push_key(k: &str, out: &mut String) -> usize {
    let len = match needs_quotes(k) {
        Style::Plain => {
            out.push_str(k);
            k.len()
        }
        s => {
            let q = quote(k, s);
            out.push_str(&q);
            q.len()
        }
    };
    out.push(':');
    len
}

/// Spaces between a key's `:` and a scalar value: values line up at
/// column 17 after short keys, one space after long ones.
fn value_pad(key_len: usize) -> usize {
    if key_len < 16 {
        16 - key_len
    } else {
        1
    }
}

/// Emit `node` whose first line starts at `indent` (the caller has already
/// written the indentation or the `- ` that precedes it when `inline`).
/// Written straight into `out`: a short `xvisa co dis` spent a tenth of its
/// instructions on this function's temporary strings.
fn emit_block(node: &Yaml, indent: usize, out: &mut String) {
    match node {
        Yaml::Map { entries, .. } => {
            for (i, (k, _, v)) in entries.iter().enumerate() {
                if i > 0 {
                    push_spaces(out, indent);
                }
                let key_len = push_key(k, out);
                if is_scalar(v) {
                    push_spaces(out, value_pad(key_len));
                    push_scalar(v, out);
                    out.push('\n');
                } else {
                    out.push('\n');
                    let child = indent + 2;
                    push_spaces(out, child);
                    emit_block(v, child, out);
                }
            }
            if entries.is_empty() {
                out.push_str("{}\n");
            }
        }
        Yaml::Seq { items, .. } if !is_scalar(node) => {
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    push_spaces(out, indent);
                }
                out.push_str("- ");
                if is_scalar(item) {
                    push_scalar(item, out);
                    out.push('\n');
                } else {
                    emit_block(item, indent + 2, out);
                }
            }
        }
        other => {
            push_scalar(other, out);
            out.push('\n');
        }
    }
}

/// `is_scalar(&Yaml::from_msgpack(v))`.
fn msgpack_is_scalar(v: &Value) -> bool {
    match v {
        Value::Array(a) => a.is_empty(),
        Value::Map(m) => m.is_empty(),
        _ => true,
    }
}

/// `push_scalar(&Yaml::from_msgpack(v), out)`.
fn push_msgpack_scalar(v: &Value, out: &mut String) {
    use std::fmt::Write;
    match v {
        Value::Nil => out.push('~'),
        Value::Bool(b) => {
            let _ = write!(out, "{b}");
        }
        Value::UInt(u) => {
            let _ = write!(out, "{u}");
        }
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Float(f) => out.push_str(&format_float(*f)),
        Value::Str(s) => match needs_quotes(s) {
            Style::Plain => out.push_str(s),
            style => out.push_str(&quote(s, style)),
        },
        Value::Bin(b) => {
            for x in b {
                let _ = write!(out, "{x:02X}");
            }
        }
        Value::Array(_) => out.push_str("[]"),
        Value::Map(_) => out.push_str("{}"),
    }
}

/// `emit_block(&Yaml::from_msgpack(v), indent, out)`.
fn emit_msgpack(v: &Value, indent: usize, out: &mut String) {
    match v {
        Value::Map(m) => {
            for (i, (k, v)) in m.iter().enumerate() {
                if i > 0 {
                    push_spaces(out, indent);
                }
                let other;
                let k = match k {
                    Value::Str(s) => s.as_str(),
                    k => {
                        other = k.to_string();
                        other.as_str()
                    }
                };
                let key_len = push_key(k, out);
                if msgpack_is_scalar(v) {
                    push_spaces(out, value_pad(key_len));
                    push_msgpack_scalar(v, out);
                    out.push('\n');
                } else {
                    out.push('\n');
                    let child = indent + 2;
                    push_spaces(out, child);
                    emit_msgpack(v, child, out);
                }
            }
            if m.is_empty() {
                out.push_str("{}\n");
            }
        }
        Value::Array(items) if !items.is_empty() => {
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    push_spaces(out, indent);
                }
                out.push_str("- ");
                if msgpack_is_scalar(item) {
                    push_msgpack_scalar(item, out);
                    out.push('\n');
                } else {
                    emit_msgpack(item, indent + 2, out);
                }
            }
        }
        other => {
            push_msgpack_scalar(other, out);
            out.push('\n');
        }
    }
}

struct Line {
    line: usize,
    indent: usize,
    text: String,
    dash: bool,
}

fn split_lines(text: &str) -> Result<Vec<Line>, YamlError> {
    let mut out = Vec::new();
    for (n, raw) in text.split('\n').enumerate() {
        let line = n + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let content = raw.trim_start_matches(' ');
        let mut indent = raw.len() - content.len();
        if content.starts_with('\t') {
            return Err(YamlError {
                pos: Pos {
                    line,
                    col: indent + 1,
                },
                message: "tabs cannot indent YAML".into(),
            });
        }
        let trimmed = content.trim_end();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if indent == 0 && (trimmed == "---" || trimmed.starts_with("--- ")) {
            continue;
        }
        if indent == 0 && trimmed == "..." {
            break;
        }
        let mut rest = trimmed;
        loop {
            if rest == "-" || rest.starts_with("- ") {
                out.push(Line {
                    line,
                    indent,
                    text: "-".into(),
                    dash: true,
                });
                let after = rest[1..].trim_start_matches(' ');
                indent += rest.len() - after.len();
                rest = after;
                if rest.is_empty() {
                    break;
                }
            } else {
                out.push(Line {
                    line,
                    indent,
                    text: rest.to_string(),
                    dash: false,
                });
                break;
            }
        }
    }
    Ok(out)
}

struct Parser {
    lines: Vec<Line>,
    idx: usize,
    depth: usize,
}

/// Deepest nesting accepted, so hostile input cannot exhaust the stack.
const MAX_DEPTH: usize = 128;

fn err<T>(line: usize, col: usize, message: impl Into<String>) -> Result<T, YamlError> {
    Err(YamlError {
        pos: Pos { line, col },
        message: message.into(),
    })
}

/// Find `key:` at the start of `text`: returns the key, where the value
/// starts (byte index) and the key's style.
fn split_key(text: &str, line: usize, col: usize) -> Result<Option<(String, usize)>, YamlError> {
    let b = text.as_bytes();
    if b[0] == b'\'' || b[0] == b'"' {
        let (value, used) = quoted(text, line, col)?;
        let rest = &text[used..];
        let rest_t = rest.trim_start_matches(' ');
        if let Some(after) = rest_t.strip_prefix(':') {
            if after.is_empty() || after.starts_with(' ') {
                return Ok(Some((value, text.len() - after.len())));
            }
        }
        return Ok(None);
    }
    if matches!(b[0], b'[' | b'{') {
        return Ok(None);
    }
    let mut i = 0;
    while i < b.len() {
        if b[i] == b':' && (i + 1 == b.len() || b[i + 1] == b' ') {
            return Ok(Some((text[..i].trim_end().to_string(), i + 1)));
        }
        if b[i] == b'#' && i > 0 && b[i - 1] == b' ' {
            break;
        }
        i += 1;
    }
    Ok(None)
}

/// Parse a quoted scalar at the start of `text`; returns the value and the
/// bytes used.
fn quoted(text: &str, line: usize, col: usize) -> Result<(String, usize), YamlError> {
    let q = text.as_bytes()[0];
    let mut out = String::new();
    let mut chars = text.char_indices().skip(1).peekable();
    while let Some((i, c)) = chars.next() {
        if q == b'\'' {
            if c == '\'' {
                if matches!(chars.peek(), Some((_, '\''))) {
                    chars.next();
                    out.push('\'');
                    continue;
                }
                return Ok((out, i + 1));
            }
            out.push(c);
        } else {
            match c {
                '"' => return Ok((out, i + 1)),
                '\\' => {
                    let Some((j, e)) = chars.next() else {
                        return err(line, col + i, "unterminated escape");
                    };
                    let hex = |n: usize, chars: &mut dyn Iterator<Item = (usize, char)>| {
                        let mut v = 0u32;
                        for _ in 0..n {
                            match chars.next().and_then(|(_, h)| h.to_digit(16)) {
                                Some(d) => v = v * 16 + d,
                                None => return None,
                            }
                        }
                        char::from_u32(v)
                    };
                    let ch = match e {
                        'n' => '\n',
                        't' => '\t',
                        'r' => '\r',
                        '0' => '\0',
                        '\\' => '\\',
                        '"' => '"',
                        '/' => '/',
                        ' ' => ' ',
                        'a' => '\x07',
                        'b' => '\x08',
                        'e' => '\x1b',
                        'f' => '\x0c',
                        'v' => '\x0b',
                        'x' => match hex(2, &mut chars) {
                            Some(c) => c,
                            None => return err(line, col + j, "bad \\x escape"),
                        },
                        'u' => match hex(4, &mut chars) {
                            Some(c) => c,
                            None => return err(line, col + j, "bad \\u escape"),
                        },
                        'U' => match hex(8, &mut chars) {
                            Some(c) => c,
                            None => return err(line, col + j, "bad \\U escape"),
                        },
                        other => return err(line, col + j, format!("unknown escape `\\{other}`")),
                    };
                    out.push(ch);
                }
                c => out.push(c),
            }
        }
    }
    err(
        line,
        col,
        "unterminated quoted scalar (multi-line quoted scalars are not supported)",
    )
}

impl Parser {
    fn node(&mut self, indent: usize) -> Result<Yaml, YamlError> {
        self.depth += 1;
        let r = if self.depth > MAX_DEPTH {
            let l = &self.lines[self.idx.min(self.lines.len() - 1)];
            err(l.line, l.indent + 1, "nesting deeper than 128 levels")
        } else {
            self.node_inner(indent)
        };
        self.depth -= 1;
        r
    }

    fn node_inner(&mut self, indent: usize) -> Result<Yaml, YamlError> {
        let Some(l) = self.lines.get(self.idx) else {
            return Ok(Yaml::plain(""));
        };
        if l.indent < indent {
            return Ok(Yaml::plain(""));
        }
        let (line, ind) = (l.line, l.indent);
        if l.dash {
            return self.seq(ind);
        }
        if split_key(&l.text, line, ind + 1)?.is_some() {
            return self.map(ind);
        }
        let text = l.text.clone();
        self.idx += 1;
        let v = inline_value(&text, line, ind + 1)?;
        if let Some(next) = self.lines.get(self.idx) {
            if next.indent > ind && !next.dash {
                return err(
                    next.line,
                    next.indent + 1,
                    "multi-line plain scalars are not supported",
                );
            }
        }
        Ok(v)
    }

    fn seq(&mut self, indent: usize) -> Result<Yaml, YamlError> {
        let start = &self.lines[self.idx];
        let pos = Pos {
            line: start.line,
            col: start.indent + 1,
        };
        let mut items = Vec::new();
        while let Some(l) = self.lines.get(self.idx) {
            if l.indent != indent || !l.dash {
                if l.indent > indent {
                    return err(l.line, l.indent + 1, "bad indentation in sequence");
                }
                break;
            }
            let dash_line = l.line;
            self.idx += 1;
            match self.lines.get(self.idx) {
                Some(n) if n.indent > indent => {
                    let ni = n.indent;
                    items.push(self.node(ni)?);
                }
                _ => items.push(Yaml::Scalar {
                    value: String::new(),
                    style: Style::Plain,
                    pos: Pos {
                        line: dash_line,
                        col: indent + 2,
                    },
                }),
            }
        }
        Ok(Yaml::Seq {
            items,
            flow: false,
            pos,
        })
    }

    fn map(&mut self, indent: usize) -> Result<Yaml, YamlError> {
        let start = &self.lines[self.idx];
        let pos = Pos {
            line: start.line,
            col: start.indent + 1,
        };
        let mut entries: Vec<(String, Pos, Yaml)> = Vec::new();
        while let Some(l) = self.lines.get(self.idx) {
            if l.indent < indent || (l.indent == indent && l.dash) {
                break;
            }
            if l.indent > indent {
                return err(l.line, l.indent + 1, "bad indentation in mapping");
            }
            let (line, text) = (l.line, l.text.clone());
            let Some((key, vstart)) = split_key(&text, line, indent + 1)? else {
                return err(line, indent + 1, "expected `key: value`");
            };
            let kpos = Pos {
                line,
                col: indent + 1,
            };
            if entries.iter().any(|(k, _, _)| *k == key) {
                return err(line, indent + 1, format!("duplicate key `{key}`"));
            }
            self.idx += 1;
            let rest = &text[vstart..];
            let rest_t = rest.trim_start_matches(' ');
            let vcol = indent + 1 + vstart + (rest.len() - rest_t.len());
            let value = if rest_t.is_empty() || rest_t.starts_with('#') {
                match self.lines.get(self.idx) {
                    Some(n) if n.indent > indent => {
                        let ni = n.indent;
                        self.node(ni)?
                    }
                    Some(n) if n.indent == indent && n.dash => self.seq(indent)?,
                    _ => Yaml::Scalar {
                        value: String::new(),
                        style: Style::Plain,
                        pos: Pos { line, col: vcol },
                    },
                }
            } else {
                let v = inline_value(rest_t, line, vcol)?;
                if let Some(n) = self.lines.get(self.idx) {
                    if n.indent > indent {
                        return err(
                            n.line,
                            n.indent + 1,
                            "unexpected indented content after a scalar value",
                        );
                    }
                }
                v
            };
            entries.push((key, kpos, value));
        }
        Ok(Yaml::Map { entries, pos })
    }
}

/// A value written on one line: a flow collection, a quoted or a plain scalar.
fn inline_value(text: &str, line: usize, col: usize) -> Result<Yaml, YamlError> {
    let (v, used) = flow_value(text, line, col, 0)?;
    let rest = text[used..].trim_start_matches(' ');
    if !rest.is_empty() && !rest.starts_with('#') {
        return err(
            line,
            col + text.len() - rest.len(),
            format!("unexpected `{rest}` after the value"),
        );
    }
    Ok(v)
}

/// `depth` is the flow-collection nesting (0: not inside one).
fn flow_value(
    text: &str,
    line: usize,
    col: usize,
    depth: usize,
) -> Result<(Yaml, usize), YamlError> {
    let pos = Pos { line, col };
    let in_flow = depth > 0;
    if depth > MAX_DEPTH {
        return err(line, col, "nesting deeper than 128 levels");
    }
    let b = text.as_bytes();
    match b.first() {
        Some(b'[') => {
            let mut items = Vec::new();
            let mut i = 1;
            loop {
                while i < b.len() && b[i] == b' ' {
                    i += 1;
                }
                if i >= b.len() {
                    return err(line, col + i, "unterminated flow sequence");
                }
                if b[i] == b']' {
                    return Ok((
                        Yaml::Seq {
                            items,
                            flow: true,
                            pos,
                        },
                        i + 1,
                    ));
                }
                let (v, used) = flow_value(&text[i..], line, col + i, depth + 1)?;
                items.push(v);
                i += used;
                while i < b.len() && b[i] == b' ' {
                    i += 1;
                }
                match b.get(i) {
                    Some(b',') => i += 1,
                    Some(b']') => {}
                    _ => return err(line, col + i, "expected `,` or `]`"),
                }
            }
        }
        Some(b'{') => {
            let mut entries = Vec::new();
            let mut i = 1;
            loop {
                while i < b.len() && b[i] == b' ' {
                    i += 1;
                }
                if i >= b.len() {
                    return err(line, col + i, "unterminated flow mapping");
                }
                if b[i] == b'}' {
                    return Ok((Yaml::Map { entries, pos }, i + 1));
                }
                let (k, used) = flow_value(&text[i..], line, col + i, depth + 1)?;
                let kpos = k.pos();
                let Yaml::Scalar { value: key, .. } = k else {
                    return err(line, col + i, "flow mapping keys must be scalars");
                };
                i += used;
                while i < b.len() && b[i] == b' ' {
                    i += 1;
                }
                if b.get(i) != Some(&b':') {
                    return err(line, col + i, "expected `:` in flow mapping");
                }
                i += 1;
                while i < b.len() && b[i] == b' ' {
                    i += 1;
                }
                let (v, used) = flow_value(&text[i..], line, col + i, depth + 1)?;
                entries.push((key, kpos, v));
                i += used;
                while i < b.len() && b[i] == b' ' {
                    i += 1;
                }
                match b.get(i) {
                    Some(b',') => i += 1,
                    Some(b'}') => {}
                    _ => return err(line, col + i, "expected `,` or `}`"),
                }
            }
        }
        Some(b'\'') | Some(b'"') => {
            let (value, used) = quoted(text, line, col)?;
            let style = if b[0] == b'\'' {
                Style::Single
            } else {
                Style::Double
            };
            Ok((Yaml::Scalar { value, style, pos }, used))
        }
        Some(c) if b"&*!|>%@`".contains(c) => err(
            line,
            col,
            format!(
                "unsupported YAML feature `{}` (anchors, aliases, tags, block scalars)",
                *c as char
            ),
        ),
        _ => {
            // Plain scalar: ends at ` #`, and inside flow collections at `,`, `]`, `}`
            // or `: `.
            let mut end = b.len();
            let mut i = 0;
            while i < b.len() {
                let c = b[i];
                if c == b'#' && i > 0 && b[i - 1] == b' ' {
                    end = i;
                    break;
                }
                if in_flow
                    && (matches!(c, b',' | b']' | b'}')
                        || (c == b':' && b.get(i + 1).is_none_or(|n| *n == b' ')))
                {
                    end = i;
                    break;
                }
                i += 1;
            }
            let value = text[..end].trim_end().to_string();
            Ok((
                Yaml::Scalar {
                    value,
                    style: Style::Plain,
                    pos,
                },
                end,
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The direct emitter writes what the tree's does, for every kind of
    /// value: scalars of each type, quoted and plain strings, non-string
    /// keys, empty and nested sequences and maps.
    #[test]
    fn msgpack_document_is_the_trees() {
        let s = |x: &str| Value::Str(x.into());
        let scalars = vec![
            Value::Nil,
            Value::Bool(true),
            Value::Bool(false),
            Value::UInt(0),
            Value::UInt(u64::MAX),
            Value::Int(-7),
            Value::Float(1.0),
            Value::Float(-2.5e300),
            Value::Float(f64::NAN),
            s(""),
            s("plain"),
            s("float*"),
            s("12"),
            s("true"),
            s(" lead"),
            s("it's"),
            s("tab\there"),
            s("uni\u{e9}"),
            s("line\nbreak"),
            Value::Bin(vec![0, 0xab, 0x7f]),
            Value::Array(vec![]),
            Value::Map(vec![]),
        ];
        let mut map: Vec<(Value, Value)> = scalars
            .iter()
            .enumerate()
            .map(|(i, v)| (s(&format!(".key{i}")), v.clone()))
            .collect();
        map.push((Value::UInt(5), s("numeric key")));
        map.push((s("a very long key name past sixteen"), Value::UInt(1)));
        // Keys of 15 and 16 characters: the padding's edge.
        map.push((s("fifteen_chars_k"), Value::UInt(2)));
        map.push((s("sixteen_chars_ke"), Value::UInt(3)));
        map.push((s("'quoted key"), Value::Nil));
        let inner = Value::Map(map.clone());
        map.push((s("seq"), Value::Array(scalars.clone())));
        map.push((
            s("nested"),
            Value::Array(vec![
                inner.clone(),
                Value::Array(vec![inner.clone()]),
                s("x"),
            ]),
        ));
        map.push((s("map"), inner));
        let doc = Value::Map(map);
        for v in scalars.iter().chain([&doc, &Value::Array(scalars.clone())]) {
            assert_eq!(
                Yaml::msgpack_document(v),
                Yaml::from_msgpack(v).to_document(),
                "{v:?}"
            );
        }
    }

    const DOC: &str = "---\namdhsa.kernels:\n  - .args:\n      - .address_space:  global\n        .offset:         0\n        .type_name:      'float*'\n    .name:           vadd\n    .language_version:\n      - 1\n      - 2\namdhsa.version:\n  - 1\n  - 1\n...\n";

    #[test]
    fn parse_and_emit_llvm_layout() {
        let y = Yaml::parse(DOC).unwrap();
        let k = &y.get("amdhsa.kernels").unwrap();
        let Yaml::Seq { items, .. } = k else { panic!() };
        assert_eq!(
            items[0].get(".name"),
            Some(&Yaml::Scalar {
                value: "vadd".into(),
                style: Style::Plain,
                pos: Pos { line: 7, col: 22 }
            })
        );
        // Emitting the msgpack form reproduces the text exactly.
        let v = y.to_msgpack();
        assert_eq!(Yaml::from_msgpack(&v).to_document(), DOC);
    }

    #[test]
    fn flow_and_quotes() {
        let y = Yaml::parse("Version: [ 1, 0 ]\nName: 'it''s'\nS: \"a\\nb\"\nE: {}\n").unwrap();
        assert_eq!(
            y.get("Version").unwrap().to_msgpack(),
            Value::Array(vec![Value::UInt(1), Value::UInt(0)])
        );
        assert_eq!(
            y.get("Name").unwrap().to_msgpack(),
            Value::Str("it's".into())
        );
        assert_eq!(y.get("S").unwrap().to_msgpack(), Value::Str("a\nb".into()));
        assert_eq!(y.get("E").unwrap().to_msgpack(), Value::Map(vec![]));
    }

    #[test]
    fn errors_are_located() {
        let e = Yaml::parse("a: 1\n  b: 2\n").unwrap_err();
        assert_eq!(e.pos, Pos { line: 2, col: 3 });
        let e = Yaml::parse("a: 'open\n").unwrap_err();
        assert_eq!(e.pos.line, 1);
        let e = Yaml::parse("a: 1\na: 2\n").unwrap_err();
        assert!(e.message.contains("duplicate"));
        let deep = format!("a: {}1{}\n", "[".repeat(5000), "]".repeat(5000));
        assert!(Yaml::parse(&deep).unwrap_err().message.contains("deeper"));
        let mut nested = String::new();
        for i in 0..300 {
            nested += &format!("{}k:\n", " ".repeat(i));
        }
        assert!(Yaml::parse(&nested).unwrap_err().message.contains("deeper"));
        let e = Yaml::parse("a: &x 1\n").unwrap_err();
        assert_eq!(e.pos, Pos { line: 1, col: 4 });
    }

    #[test]
    fn quoting_rules() {
        assert_eq!(needs_quotes("int"), Style::Plain);
        assert_eq!(needs_quotes("OpenCL C"), Style::Plain);
        assert_eq!(needs_quotes("float*"), Style::Single);
        assert_eq!(
            needs_quotes("amdgcn-amd-amdhsa--gfx906:xnack+"),
            Style::Single
        );
        assert_eq!(needs_quotes("amdgcn-amd-amdhsa--gfx1030"), Style::Plain);
        assert_eq!(needs_quotes("12"), Style::Single);
        assert_eq!(needs_quotes("true"), Style::Single);
        assert_eq!(needs_quotes("a\u{1}"), Style::Double);
    }
}
