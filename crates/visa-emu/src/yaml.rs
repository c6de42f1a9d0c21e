//! A reader for the YAML subset of `.ze_info` sections: block mappings and
//! sequences by indentation, plain and quoted scalars, flow sequences of
//! scalars, comments and document markers.

/// A YAML node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Yaml {
    /// A mapping, in document order.
    Map(Vec<(String, Yaml)>),
    /// A sequence.
    Seq(Vec<Yaml>),
    /// A scalar (quotes removed).
    Str(String),
}

impl Yaml {
    /// The value of `key` in a mapping.
    pub fn get(&self, key: &str) -> Option<&Yaml> {
        match self {
            Yaml::Map(m) => m.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The scalar text.
    pub fn str(&self) -> Option<&str> {
        match self {
            Yaml::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The scalar as an unsigned integer (decimal or `0x` hex).
    pub fn u64(&self) -> Option<u64> {
        let s = self.str()?.trim();
        if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
            u64::from_str_radix(h, 16).ok()
        } else {
            s.parse().ok()
        }
    }

    /// The sequence items (an empty slice for anything else).
    pub fn items(&self) -> &[Yaml] {
        match self {
            Yaml::Seq(v) => v,
            _ => &[],
        }
    }
}

/// A YAML syntax error with its line (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YamlError {
    /// Line number.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

struct Line<'a> {
    no: usize,
    indent: usize,
    text: &'a str,
}

fn strip_comment(s: &str) -> &str {
    let mut in_q: Option<char> = None;
    for (i, c) in s.char_indices() {
        match (in_q, c) {
            (None, '\'' | '"') => in_q = Some(c),
            (Some(q), c) if c == q => in_q = None,
            (None, '#') if i == 0 || s[..i].ends_with(' ') => return &s[..i],
            _ => {}
        }
    }
    s
}

fn scalar(s: &str) -> Yaml {
    let s = s.trim();
    if s.len() >= 2
        && ((s.starts_with('\'') && s.ends_with('\'')) || (s.starts_with('"') && s.ends_with('"')))
    {
        let inner = &s[1..s.len() - 1];
        return Yaml::Str(if s.starts_with('\'') {
            inner.replace("''", "'")
        } else {
            inner.replace("\\\"", "\"").replace("\\\\", "\\")
        });
    }
    if s.starts_with('[') && s.ends_with(']') {
        let inner = s[1..s.len() - 1].trim();
        if inner.is_empty() {
            return Yaml::Seq(Vec::new());
        }
        return Yaml::Seq(inner.split(',').map(scalar).collect());
    }
    Yaml::Str(s.to_string())
}

/// Parses a YAML document of the supported subset.
pub fn parse(src: &str) -> Result<Yaml, YamlError> {
    let mut lines = Vec::new();
    for (i, raw) in src.lines().enumerate() {
        let t = strip_comment(raw).trim_end();
        let body = t.trim_start();
        if body.is_empty() || body == "---" || body == "..." {
            continue;
        }
        if raw.starts_with('\t') {
            return Err(YamlError {
                line: i + 1,
                message: "tab indentation".into(),
            });
        }
        lines.push(Line {
            no: i + 1,
            indent: t.len() - body.len(),
            text: body,
        });
    }
    let mut pos = 0;
    if lines.is_empty() {
        return Ok(Yaml::Map(Vec::new()));
    }
    let ind = lines[0].indent;
    let v = block(&lines, &mut pos, ind, 0)?;
    if pos < lines.len() {
        return Err(YamlError {
            line: lines[pos].no,
            message: "unexpected indentation".into(),
        });
    }
    Ok(v)
}

/// Nesting deeper than this is not a `.ze_info` section (which nests about
/// five levels); the limit keeps hostile input from exhausting the stack.
const MAX_DEPTH: usize = 64;

fn block(lines: &[Line], pos: &mut usize, indent: usize, depth: usize) -> Result<Yaml, YamlError> {
    let first = &lines[*pos];
    if depth > MAX_DEPTH {
        return Err(YamlError {
            line: first.no,
            message: format!("nesting deeper than {MAX_DEPTH} levels"),
        });
    }
    if first.text.starts_with("- ") || first.text == "-" {
        let mut items = Vec::new();
        while *pos < lines.len()
            && lines[*pos].indent == indent
            && lines[*pos].text.starts_with('-')
        {
            let l = &lines[*pos];
            let rest = l.text[1..].trim_start();
            if rest.is_empty() {
                *pos += 1;
                if *pos < lines.len() && lines[*pos].indent > indent {
                    let ni = lines[*pos].indent;
                    items.push(block(lines, pos, ni, depth + 1)?);
                } else {
                    items.push(Yaml::Str(String::new()));
                }
            } else {
                // `- key: value` starts a mapping whose keys sit at the
                // column after the dash.
                let col = indent + (l.text.len() - rest.len());
                if is_key(rest) {
                    items.push(mapping(lines, pos, col, Some(rest), depth + 1)?);
                } else {
                    items.push(scalar(rest));
                    *pos += 1;
                }
            }
        }
        Ok(Yaml::Seq(items))
    } else {
        mapping(lines, pos, indent, None, depth + 1)
    }
}

/// The first `": "` (a byte scan: `str::find` set up a two-way searcher
/// for every line, twice).
fn colon_space(s: &str) -> Option<usize> {
    s.as_bytes().windows(2).position(|w| w == b": ")
}

fn is_key(s: &str) -> bool {
    if s.starts_with('\'') || s.starts_with('"') || s.starts_with('[') {
        return false;
    }
    colon_space(s).is_some() || s.ends_with(':')
}

fn split_key(s: &str) -> (&str, &str) {
    match colon_space(s) {
        Some(i) => (s[..i].trim(), s[i + 2..].trim()),
        None => (s.trim_end_matches(':').trim(), ""),
    }
}

fn mapping(
    lines: &[Line],
    pos: &mut usize,
    indent: usize,
    first: Option<&str>,
    depth: usize,
) -> Result<Yaml, YamlError> {
    let mut m = Vec::new();
    let mut pending = first;
    loop {
        let text = match pending.take() {
            Some(t) => t,
            None => {
                if *pos >= lines.len()
                    || lines[*pos].indent != indent
                    || lines[*pos].text.starts_with("- ")
                {
                    break;
                }
                lines[*pos].text
            }
        };
        let no = lines[*pos].no;
        if !is_key(text) {
            return Err(YamlError {
                line: no,
                message: format!("expected `key: value`, found `{text}`"),
            });
        }
        let (k, v) = split_key(text);
        *pos += 1;
        let value = if v.is_empty() {
            if *pos < lines.len()
                && (lines[*pos].indent > indent
                    || (lines[*pos].indent == indent && lines[*pos].text.starts_with("- ")))
            {
                let ni = lines[*pos].indent;
                block(lines, pos, ni, depth + 1)?
            } else {
                Yaml::Str(String::new())
            }
        } else {
            scalar(v)
        };
        m.push((k.to_string(), value));
    }
    Ok(Yaml::Map(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_nesting_is_an_error() {
        let mut src = String::new();
        for d in 0..200 {
            src += &format!("{}k{d}:\n", "  ".repeat(d));
        }
        let e = parse(&src).unwrap_err();
        assert!(e.message.contains("nesting deeper"), "{}", e.message);
    }

    #[test]
    fn ze_info_shape() {
        let src = "---\nversion:         '1.20'\nkernels:\n  - name:            collatz\n    execution_env:\n      simd_size:       16\n    payload_arguments:\n      - arg_type:        global_id_offset\n        offset:          0\n        size:            12\n      - arg_type:        arg_bypointer\n        arg_index:       0\n    user_attributes:\n      intel_reqd_workgroup_walk_order: [ 0, 1, 2 ]\n...\n";
        let y = parse(src).unwrap();
        assert_eq!(y.get("version").and_then(|v| v.str()), Some("1.20"));
        let k = &y.get("kernels").unwrap().items()[0];
        assert_eq!(k.get("name").and_then(|v| v.str()), Some("collatz"));
        assert_eq!(
            k.get("execution_env")
                .and_then(|e| e.get("simd_size"))
                .and_then(|v| v.u64()),
            Some(16)
        );
        let pa = k.get("payload_arguments").unwrap().items();
        assert_eq!(pa.len(), 2);
        assert_eq!(pa[1].get("arg_index").and_then(|v| v.u64()), Some(0));
        let wo = k
            .get("user_attributes")
            .unwrap()
            .get("intel_reqd_workgroup_walk_order")
            .unwrap();
        assert_eq!(wo.items().len(), 3);
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        for s in ["a:\n  - b\n c", "- : :", "x: [", "\t- a", "k: v\n   bad"] {
            let _ = parse(s);
        }
    }
}
