//! MessagePack values: a reader that reports byte offsets and a writer that
//! uses the shortest encoding of each value, as LLVM's writer does.

use std::fmt;

/// A MessagePack value. Maps keep their order; [`Value::sort_maps`] orders
/// keys the way LLVM's document writer does.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `nil`.
    Nil,
    /// Boolean.
    Bool(bool),
    /// Non-negative integer.
    UInt(u64),
    /// Negative integer (or one encoded as signed).
    Int(i64),
    /// 32- or 64-bit float.
    Float(f64),
    /// UTF-8 string.
    Str(String),
    /// Binary data.
    Bin(Vec<u8>),
    /// Array.
    Array(Vec<Value>),
    /// Map, in file order.
    Map(Vec<(Value, Value)>),
}

/// A MessagePack decoding error at a byte offset.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("offset {offset}: {what}")]
pub struct MsgPackError {
    /// Byte offset from the start of the MessagePack data.
    pub offset: usize,
    /// What went wrong.
    pub what: String,
}

/// Deepest nesting accepted, so hostile input cannot exhaust the stack.
const MAX_DEPTH: usize = 128;

impl Value {
    /// Look up a string key in a map.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Map(m) => m
                .iter()
                .find(|(k, _)| matches!(k, Value::Str(s) if s == key))
                .map(|(_, v)| v),
            _ => None,
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The value as an unsigned integer, if it is a non-negative integer.
    pub fn as_u64(&self) -> Option<u64> {
        match *self {
            Value::UInt(u) => Some(u),
            Value::Int(i) if i >= 0 => Some(i as u64),
            _ => None,
        }
    }

    /// Name of the value's type, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Nil => "nil",
            Value::Bool(_) => "boolean",
            Value::UInt(_) | Value::Int(_) => "integer",
            Value::Float(_) => "float",
            Value::Str(_) => "string",
            Value::Bin(_) => "binary",
            Value::Array(_) => "array",
            Value::Map(_) => "map",
        }
    }

    /// Decode exactly one value that fills `data`.
    pub fn decode(data: &[u8]) -> Result<Value, MsgPackError> {
        let mut r = Reader { data, pos: 0 };
        let v = r.value(0)?;
        if r.pos != data.len() {
            return Err(MsgPackError {
                offset: r.pos,
                what: format!("{} trailing bytes after the value", data.len() - r.pos),
            });
        }
        Ok(v)
    }

    /// Encode with the shortest form of each value.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.write(&mut out);
        out
    }

    /// Append the encoding to `out`.
    pub fn write(&self, out: &mut Vec<u8>) {
        match self {
            Value::Nil => out.push(0xc0),
            Value::Bool(b) => out.push(if *b { 0xc3 } else { 0xc2 }),
            Value::UInt(u) => write_uint(*u, out),
            Value::Int(i) => {
                if *i >= 0 {
                    write_uint(*i as u64, out)
                } else if *i >= -32 {
                    out.push(*i as i8 as u8)
                } else if *i >= i8::MIN as i64 {
                    out.push(0xd0);
                    out.push(*i as i8 as u8);
                } else if *i >= i16::MIN as i64 {
                    out.push(0xd1);
                    out.extend_from_slice(&(*i as i16).to_be_bytes());
                } else if *i >= i32::MIN as i64 {
                    out.push(0xd2);
                    out.extend_from_slice(&(*i as i32).to_be_bytes());
                } else {
                    out.push(0xd3);
                    out.extend_from_slice(&i.to_be_bytes());
                }
            }
            Value::Float(f) => {
                out.push(0xcb);
                out.extend_from_slice(&f.to_bits().to_be_bytes());
            }
            Value::Str(s) => {
                let n = s.len();
                if n < 32 {
                    out.push(0xa0 | n as u8);
                } else if n <= 0xff {
                    out.extend_from_slice(&[0xd9, n as u8]);
                } else if n <= 0xffff {
                    out.push(0xda);
                    out.extend_from_slice(&(n as u16).to_be_bytes());
                } else {
                    out.push(0xdb);
                    out.extend_from_slice(&(n as u32).to_be_bytes());
                }
                out.extend_from_slice(s.as_bytes());
            }
            Value::Bin(b) => {
                let n = b.len();
                if n <= 0xff {
                    out.extend_from_slice(&[0xc4, n as u8]);
                } else if n <= 0xffff {
                    out.push(0xc5);
                    out.extend_from_slice(&(n as u16).to_be_bytes());
                } else {
                    out.push(0xc6);
                    out.extend_from_slice(&(n as u32).to_be_bytes());
                }
                out.extend_from_slice(b);
            }
            Value::Array(a) => {
                write_len(a.len(), 0x90, 0xdc, out);
                for v in a {
                    v.write(out);
                }
            }
            Value::Map(m) => {
                write_len(m.len(), 0x80, 0xde, out);
                for (k, v) in m {
                    k.write(out);
                    v.write(out);
                }
            }
        }
    }

    /// Sort every map by key, recursively: LLVM's MessagePack document keeps
    /// maps ordered (strings by bytes), so its notes are written sorted.
    pub fn sort_maps(&mut self) {
        match self {
            Value::Array(a) => a.iter_mut().for_each(Value::sort_maps),
            Value::Map(m) => {
                for (_, v) in m.iter_mut() {
                    v.sort_maps();
                }
                m.sort_by(|(a, _), (b, _)| key_order(a, b));
            }
            _ => {}
        }
    }
}

fn key_order(a: &Value, b: &Value) -> std::cmp::Ordering {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => x.as_bytes().cmp(y.as_bytes()),
        _ => std::cmp::Ordering::Equal,
    }
}

fn write_uint(u: u64, out: &mut Vec<u8>) {
    if u < 0x80 {
        out.push(u as u8);
    } else if u <= 0xff {
        out.extend_from_slice(&[0xcc, u as u8]);
    } else if u <= 0xffff {
        out.push(0xcd);
        out.extend_from_slice(&(u as u16).to_be_bytes());
    } else if u <= 0xffff_ffff {
        out.push(0xce);
        out.extend_from_slice(&(u as u32).to_be_bytes());
    } else {
        out.push(0xcf);
        out.extend_from_slice(&u.to_be_bytes());
    }
}

fn write_len(n: usize, fix: u8, wide16: u8, out: &mut Vec<u8>) {
    if n < 16 {
        out.push(fix | n as u8);
    } else if n <= 0xffff {
        out.push(wide16);
        out.extend_from_slice(&(n as u16).to_be_bytes());
    } else {
        out.push(wide16 + 1);
        out.extend_from_slice(&(n as u32).to_be_bytes());
    }
}

struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn err(&self, offset: usize, what: impl Into<String>) -> MsgPackError {
        MsgPackError {
            offset,
            what: what.into(),
        }
    }

    fn take(&mut self, n: usize, what: &str) -> Result<&[u8], MsgPackError> {
        let start = self.pos;
        match start.checked_add(n) {
            Some(end) if end <= self.data.len() => {
                self.pos = end;
                Ok(&self.data[start..end])
            }
            _ => Err(self.err(
                start,
                format!(
                    "{what}: need {n} bytes, {} left",
                    self.data.len() - start.min(self.data.len())
                ),
            )),
        }
    }

    fn be(&mut self, n: usize, what: &str) -> Result<u64, MsgPackError> {
        Ok(self
            .take(n, what)?
            .iter()
            .fold(0u64, |acc, b| (acc << 8) | *b as u64))
    }

    fn value(&mut self, depth: usize) -> Result<Value, MsgPackError> {
        let at = self.pos;
        if depth > MAX_DEPTH {
            return Err(self.err(at, "nesting deeper than 128 levels"));
        }
        let tag = self.take(1, "type byte")?[0];
        Ok(match tag {
            0x00..=0x7f => Value::UInt(tag as u64),
            0x80..=0x8f => self.map((tag & 0x0f) as usize, depth)?,
            0x90..=0x9f => self.array((tag & 0x0f) as usize, depth)?,
            0xa0..=0xbf => self.str((tag & 0x1f) as usize, at)?,
            0xc0 => Value::Nil,
            0xc2 => Value::Bool(false),
            0xc3 => Value::Bool(true),
            0xc4..=0xc6 => {
                let n = self.be(1 << (tag - 0xc4), "binary length")? as usize;
                Value::Bin(self.take(n, "binary data")?.to_vec())
            }
            0xca => Value::Float(f32::from_bits(self.be(4, "float32")? as u32) as f64),
            0xcb => Value::Float(f64::from_bits(self.be(8, "float64")?)),
            0xcc..=0xcf => Value::UInt(self.be(1 << (tag - 0xcc), "unsigned integer")?),
            0xd0 => Value::Int(self.be(1, "int8")? as u8 as i8 as i64),
            0xd1 => Value::Int(self.be(2, "int16")? as u16 as i16 as i64),
            0xd2 => Value::Int(self.be(4, "int32")? as u32 as i32 as i64),
            0xd3 => Value::Int(self.be(8, "int64")? as i64),
            0xd9..=0xdb => {
                let n = self.be(1 << (tag - 0xd9), "string length")? as usize;
                self.str(n, at)?
            }
            0xdc | 0xdd => {
                let n = self.be(2 << (tag - 0xdc), "array length")? as usize;
                self.array(n, depth)?
            }
            0xde | 0xdf => {
                let n = self.be(2 << (tag - 0xde), "map length")? as usize;
                self.map(n, depth)?
            }
            0xe0..=0xff => Value::Int(tag as i8 as i64),
            0xc1 => return Err(self.err(at, "reserved type byte 0xc1")),
            0xc7..=0xc9 | 0xd4..=0xd8 => {
                return Err(self.err(at, format!("extension type 0x{tag:02x} not supported")))
            }
        })
    }

    fn str(&mut self, n: usize, at: usize) -> Result<Value, MsgPackError> {
        let bytes = self.take(n, "string data")?;
        match std::str::from_utf8(bytes) {
            Ok(s) => Ok(Value::Str(s.to_string())),
            Err(e) => Err(self.err(at, format!("string is not UTF-8: {e}"))),
        }
    }

    fn array(&mut self, n: usize, depth: usize) -> Result<Value, MsgPackError> {
        // Each element needs at least one byte: reject absurd counts before allocating.
        if n > self.data.len() - self.pos {
            return Err(self.err(self.pos, format!("array of {n} elements exceeds the data")));
        }
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(self.value(depth + 1)?);
        }
        Ok(Value::Array(v))
    }

    fn map(&mut self, n: usize, depth: usize) -> Result<Value, MsgPackError> {
        if n.saturating_mul(2) > self.data.len() - self.pos {
            return Err(self.err(self.pos, format!("map of {n} entries exceeds the data")));
        }
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            let k = self.value(depth + 1)?;
            let val = self.value(depth + 1)?;
            v.push((k, val));
        }
        Ok(Value::Map(v))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Nil => f.write_str("null"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::UInt(u) => write!(f, "{u}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Float(x) => write!(f, "{x}"),
            Value::Str(s) => write!(f, "{s:?}"),
            Value::Bin(b) => write!(f, "<{} bytes>", b.len()),
            Value::Array(a) => write!(f, "<array of {}>", a.len()),
            Value::Map(m) => write!(f, "<map of {}>", m.len()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn arb_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Nil),
            any::<bool>().prop_map(Value::Bool),
            any::<u64>().prop_map(Value::UInt),
            (i64::MIN..0i64).prop_map(Value::Int),
            any::<f64>()
                .prop_filter("NaN is not equal to itself", |f| !f.is_nan())
                .prop_map(Value::Float),
            ".{0,40}".prop_map(Value::Str),
            proptest::collection::vec(any::<u8>(), 0..300).prop_map(Value::Bin),
        ];
        leaf.prop_recursive(4, 64, 20, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..20).prop_map(Value::Array),
                proptest::collection::vec((".{0,8}".prop_map(Value::Str), inner), 0..20)
                    .prop_map(Value::Map),
            ]
        })
    }

    proptest! {
        #[test]
        fn encode_decode_round_trip(v in arb_value()) {
            let bytes = v.encode();
            prop_assert_eq!(Value::decode(&bytes).unwrap(), v.clone());
            // Re-encoding a decoded value gives the same bytes (shortest forms).
            prop_assert_eq!(Value::decode(&bytes).unwrap().encode(), bytes);
        }

        #[test]
        fn decode_never_panics(data in proptest::collection::vec(any::<u8>(), 0..200)) {
            let _ = Value::decode(&data);
        }
    }

    #[test]
    fn truncated_input_reports_offset() {
        let v = Value::Map(vec![(Value::Str("abc".into()), Value::UInt(1000))]);
        let bytes = v.encode();
        let e = Value::decode(&bytes[..bytes.len() - 1]).unwrap_err();
        assert_eq!(e.offset, 6);
    }

    #[test]
    fn shortest_forms() {
        assert_eq!(Value::UInt(127).encode(), [0x7f]);
        assert_eq!(Value::UInt(128).encode(), [0xcc, 0x80]);
        assert_eq!(Value::Int(-1).encode(), [0xff]);
        assert_eq!(Value::Int(-33).encode(), [0xd0, 0xdf]);
        assert_eq!(Value::Str("x".repeat(31)).encode()[0], 0xbf);
        assert_eq!(Value::Str("x".repeat(32)).encode()[..2], [0xd9, 32]);
    }
}
