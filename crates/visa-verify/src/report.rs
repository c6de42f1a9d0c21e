//! Rendering diagnostics: human-readable with a source snippet, or JSON.

use std::fmt::Write;

use crate::{Diagnostic, Location};

/// Renders a diagnostic as rustc does: the rule and message, the location,
/// and for text input the source line with a caret under the offending part.
pub fn render_human(d: &Diagnostic, file: &str, src: Option<&str>) -> String {
    let mut s = format!("error[{}]: {}\n", d.rule.name(), d.message);
    match &d.location {
        Some(Location::Text {
            line,
            col,
            start,
            end,
        }) => {
            let _ = writeln!(s, "  --> {file}:{line}:{col}");
            if let Some(src) = src {
                let text = src.lines().nth(line.saturating_sub(1)).unwrap_or("");
                let gutter = line.to_string().len();
                let width = src
                    .get(*start..(*end).max(*start))
                    .and_then(|t| t.split('\n').next())
                    .map_or(1, |t| t.chars().count().max(1));
                let _ = writeln!(s, "{:gutter$} |", "");
                let _ = writeln!(s, "{line} | {}", text.replace('\t', " "));
                let _ = writeln!(
                    s,
                    "{:gutter$} | {}{}",
                    "",
                    " ".repeat(col.saturating_sub(1)),
                    "^".repeat(width)
                );
            }
        }
        Some(Location::Binary {
            kernel,
            inst,
            offset,
        }) => {
            let _ = match inst {
                Some(i) => writeln!(
                    s,
                    "  --> {file}: kernel `{kernel}`, instruction {i}, byte offset {offset}"
                ),
                None => writeln!(s, "  --> {file}: kernel `{kernel}`, byte offset {offset}"),
            };
        }
        None => {
            let _ = writeln!(s, "  --> {file}: `{}`", d.routine_name);
        }
    }
    s
}

/// One JSON object (one line) for a diagnostic.
pub fn to_json(d: &Diagnostic, file: &str) -> String {
    let mut s = format!(
        "{{\"rule\":{},\"file\":{},\"routine\":{},\"message\":{}",
        json_str(d.rule.name()),
        json_str(file),
        json_str(&d.routine_name),
        json_str(&d.message)
    );
    match &d.location {
        Some(Location::Text {
            line,
            col,
            start,
            end,
        }) => {
            let _ = write!(
                s,
                ",\"line\":{line},\"column\":{col},\"start\":{start},\"end\":{end}"
            );
        }
        Some(Location::Binary {
            kernel,
            inst,
            offset,
        }) => {
            let _ = write!(s, ",\"kernel\":{}", json_str(kernel));
            if let Some(i) = inst {
                let _ = write!(s, ",\"instruction\":{i}");
            }
            let _ = write!(s, ",\"offset\":{offset}");
        }
        None => {}
    }
    s.push('}');
    s
}

fn json_str(v: &str) -> String {
    let mut s = String::with_capacity(v.len() + 2);
    s.push('"');
    for c in v.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            '\r' => s.push_str("\\r"),
            '\t' => s.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(s, "\\u{:04x}", c as u32);
            }
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_escapes() {
        assert_eq!(json_str("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
    }
}
