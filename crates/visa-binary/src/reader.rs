//! Object reader: bounds-checked, allocation-safe, with located errors.

use visa::opcode::{self, Kind};
use visa::*;

use crate::layout::{kept_for, Layout};
use crate::GenBinary;

/// An error while reading an object: where (byte offset and the structure
/// being read, e.g. `kernel[0].var_info[12].alias_offset`) and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("offset {offset} (0x{offset:x}), {path}: {message}")]
pub struct ReadError {
    /// Byte offset in the file.
    pub offset: usize,
    /// Structure path.
    pub path: String,
    /// What was wrong.
    pub message: String,
}

/// A decoded object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Object {
    /// The module.
    pub module: Module,
    /// Embedded GEN binaries, by kernel index.
    pub gen_binaries: Vec<(usize, GenBinary)>,
    /// The instruction layout found.
    pub layout: Layout,
    /// Per routine (module order): bytes after the last instruction that are
    /// not zero (ocloc leaves uninitialised memory there).
    pub nonzero_padding: Vec<usize>,
    /// Per routine (module order): the file offset of each instruction, for
    /// locating diagnostics.
    pub inst_offsets: Vec<Vec<usize>>,
    /// Whether the layout was found (not given) and the object also reads
    /// completely in GenX_IR's truncated layout, as the same instructions
    /// with fewer operands: the full reading is then the one returned (its
    /// text re-assembles into the same object in either layout), but the
    /// operands it reads at the end of an instruction area may be padding.
    pub both_layouts: bool,
}

/// One step of a structure path; formatted only when an error is reported.
#[derive(Clone, Debug)]
enum Seg {
    Name(String),
}

impl std::fmt::Display for Seg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Seg::Name(s) => f.write_str(s),
        }
    }
}

/// A little-endian cursor over the file that knows where it is.
pub(crate) struct Cur<'a> {
    data: &'a [u8],
    pub(crate) pos: usize,
    path: Vec<Seg>,
}

type R<T> = Result<T, ReadError>;

impl<'a> Cur<'a> {
    pub(crate) fn new(data: &'a [u8], pos: usize) -> Cur<'a> {
        Cur {
            data,
            pos,
            path: Vec::new(),
        }
    }

    fn path(&self) -> String {
        self.path
            .iter()
            .map(|s| s.to_string())
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(".")
    }

    pub(crate) fn err<T>(&self, at: usize, msg: impl Into<String>) -> R<T> {
        Err(ReadError {
            offset: at,
            path: self.path(),
            message: msg.into(),
        })
    }

    pub(crate) fn push(&mut self, s: impl Into<String>) {
        self.path.push(Seg::Name(s.into()));
    }

    pub(crate) fn pop(&mut self) {
        self.path.pop();
    }

    #[inline]
    fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    #[inline]
    pub(crate) fn take(&mut self, n: usize, what: &str) -> R<&'a [u8]> {
        match self.data.get(self.pos..self.pos.saturating_add(n)) {
            Some(s) => {
                self.pos += n;
                Ok(s)
            }
            None => Err(self.short(n, what)),
        }
    }

    #[cold]
    #[inline(never)]
    fn short(&self, n: usize, what: &str) -> ReadError {
        ReadError {
            offset: self.pos,
            path: join(&self.path(), what),
            message: format!(
                "needs {n} bytes, only {} left in the file",
                self.remaining()
            ),
        }
    }

    #[inline]
    pub(crate) fn u8(&mut self, what: &str) -> R<u8> {
        Ok(self.take(1, what)?[0])
    }

    #[inline]
    pub(crate) fn u16(&mut self, what: &str) -> R<u16> {
        let b = self.take(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    #[inline]
    pub(crate) fn u32(&mut self, what: &str) -> R<u32> {
        let b = self.take(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    #[inline]
    fn u64(&mut self, what: &str) -> R<u64> {
        let b = self.take(8, what)?;
        Ok(u64::from_le_bytes(b.try_into().expect("8 bytes")))
    }

    /// A count whose entries take at least `min_entry` bytes each: rejected
    /// before any allocation if the file cannot hold that many.
    pub(crate) fn check_count(&self, at: usize, n: usize, min_entry: usize, what: &str) -> R<()> {
        if n.saturating_mul(min_entry) > self.remaining() {
            return Err(ReadError {
                offset: at,
                path: join(&self.path(), what),
                message: format!(
                    "count {n} needs at least {} bytes, only {} left",
                    n.saturating_mul(min_entry),
                    self.remaining()
                ),
            });
        }
        Ok(())
    }
}

fn join(a: &str, b: &str) -> String {
    if a.is_empty() {
        b.to_string()
    } else {
        format!("{a}.{b}")
    }
}

struct Strings<'a> {
    list: Vec<&'a str>,
    /// Pool positions of the string operands decoded so far (GenX_IR gives
    /// each its own entry; `Routine::string_refs`).
    refs: std::cell::RefCell<Vec<u32>>,
}

impl Strings<'_> {
    /// Where the string-operand positions recorded so far end.
    fn mark(&self) -> usize {
        self.refs.borrow().len()
    }

    /// Takes the positions recorded after `mark`.
    fn take_from(&self, mark: usize) -> Vec<u32> {
        self.refs.borrow_mut().split_off(mark)
    }

    fn get(&self, c: &Cur, at: usize, idx: u32, what: &str) -> R<String> {
        match self.list.get(idx as usize) {
            Some(s) => Ok(s.to_string()),
            None => Err(ReadError {
                offset: at,
                path: join(&c.path(), what),
                message: format!(
                    "string index {idx} out of range (the pool has {} strings)",
                    self.list.len()
                ),
            }),
        }
    }
}

fn attributes(c: &mut Cur, s: &Strings, n: usize, what: &str) -> R<Vec<Attribute>> {
    let at = c.pos;
    c.check_count(at, n, 5, what)?;
    let mut v = Vec::with_capacity(n);
    for i in 0..n {
        c.push(format!("{what}[{i}]"));
        let at = c.pos;
        let ni = c.u32("name")?;
        let name = s.get(c, at, ni, "name")?;
        let size = c.u8("size")?;
        let bytes = c.take(size as usize, "value")?;
        // Integer attributes are those whose values the reference writes as
        // numbers; the object does not say, so known names decide.
        v.push(Attribute::from_bytes(&name, bytes));
        c.pop();
    }
    Ok(v)
}

/// Attribute names the reference stores as integers ([`visa::is_int_attribute`]).
pub fn is_int_attribute(name: &str) -> bool {
    visa::is_int_attribute(name)
}

fn simple_vars(c: &mut Cur, s: &Strings, n: usize, what: &str) -> R<Vec<SimpleVar>> {
    let at = c.pos;
    c.check_count(at, n, 7, what)?;
    let mut v = Vec::with_capacity(n);
    for i in 0..n {
        c.push(format!("{what}[{i}]"));
        let at = c.pos;
        let ni = c.u32("name_index")?;
        let name = s.get(c, at, ni, "name_index")?;
        let num_elements = c.u16("num_elements")?;
        let ac = c.u8("attribute_count")? as usize;
        let attrs = attributes(c, s, ac, "attribute_info")?;
        v.push(SimpleVar {
            name,
            num_elements,
            attrs,
        });
        c.pop();
    }
    Ok(v)
}

/// Reads a vector operand.
fn vec_operand(c: &mut Cur) -> R<VecOperand> {
    let at = c.pos;
    let tag = c.u8("tag")?;
    let modifier = match Modifier::from_code((tag >> 3) & 7) {
        Some(m) => m,
        None => {
            return c.err(
                at,
                format!("invalid modifier {} in tag 0x{tag:02x}", (tag >> 3) & 7),
            )
        }
    };
    if tag & 0xC0 != 0 {
        return c.err(at, format!("reserved bits set in operand tag 0x{tag:02x}"));
    }
    let region = |c: &mut Cur| -> R<Region> {
        let at = c.pos;
        let r = Region(c.u16("region")?);
        if !r.is_well_formed() {
            return c.err(at, format!("invalid region encoding 0x{:04x}", r.0));
        }
        Ok(r)
    };
    Ok(match tag & 7 {
        0 => {
            let var = c.u32("id")?;
            let row = c.u8("row_offset")?;
            let col = c.u8("col_offset")?;
            let region = region(c)?;
            VecOperand::General {
                var,
                row,
                col,
                region,
                modifier,
            }
        }
        1 => VecOperand::Address {
            addr: c.u16("id")?,
            offset: c.u8("offset")?,
            width: c.u8("width")?,
            modifier,
        },
        2 => VecOperand::Predicate {
            pred: Pred(c.u16("val")?),
            modifier,
        },
        3 => {
            let addr = c.u16("id")?;
            let addr_offset = c.u8("addr_offset")?;
            let imm_offset = c.u16("indirect_offset")? as i16;
            let tat = c.pos;
            let bp = c.u8("bit_properties")?;
            let Some(ty) = DataType::from_code(bp & 0xF).filter(|_| bp >> 4 == 0) else {
                return c.err(
                    tat,
                    format!("invalid indirect operand type byte 0x{bp:02x}"),
                );
            };
            let region = region(c)?;
            VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                modifier,
            }
        }
        4 => VecOperand::AddressOf {
            var: c.u32("id")?,
            offset: c.u16("offset")? as i16,
            modifier,
        },
        5 => {
            let tat = c.pos;
            let t = c.u8("type")?;
            let Some(ty) = DataType::from_code(t & 0xF).filter(|_| t >> 4 == 0) else {
                return c.err(tat, format!("invalid immediate type byte 0x{t:02x}"));
            };
            let bits = if ty.is_64bit_imm() {
                c.u64("value")?
            } else {
                c.u32("value")? as u64
            };
            VecOperand::Immediate { ty, bits }
        }
        6 => {
            let cat = c.pos;
            let class = match c.u8("class")? {
                0 => StateClass::Surface,
                1 => StateClass::Sampler,
                v => return c.err(cat, format!("invalid state operand class {v}")),
            };
            VecOperand::State {
                class,
                id: c.u16("id")?,
                offset: c.u8("offset")?,
                modifier,
            }
        }
        k => return c.err(at, format!("invalid operand class {k} in tag 0x{tag:02x}")),
    })
}

/// Table sizes that operand references are checked against.
#[derive(Clone, Copy)]
struct Limits {
    vars: u32,
    addrs: u32,
    preds: u32,
    labels: u32,
    samplers: u32,
    surfaces: u32,
}

impl Limits {
    /// Whether variable id `v` exists (cheap check for the fast decoder).
    #[inline]
    fn var_ok(&self, v: u32) -> bool {
        v < self.vars && (v < PREDEFINED_VARS.len() as u32 || v >= NUM_PREDEFINED_VARS)
    }

    /// Whether every reference of `v` exists (cheap check for the fast decoder).
    #[inline]
    fn vec_ok(&self, v: &VecOperand) -> bool {
        match v {
            VecOperand::General { var, .. } | VecOperand::AddressOf { var, .. } => {
                self.var_ok(*var)
            }
            VecOperand::Address { addr, .. } | VecOperand::Indirect { addr, .. } => {
                (*addr as u32) < self.addrs
            }
            VecOperand::Predicate { pred, .. } => pred.id() as u32 <= self.preds,
            VecOperand::State {
                class: StateClass::Surface,
                id,
                ..
            } => (*id as u32) < self.surfaces,
            VecOperand::State {
                class: StateClass::Sampler,
                id,
                ..
            } => (*id as u32) < self.samplers || *id as u32 == BINDLESS_SAMPLER,
            VecOperand::Immediate { .. } => true,
        }
    }

    fn of(r: &Routine) -> Limits {
        Limits {
            vars: NUM_PREDEFINED_VARS + r.vars.len() as u32,
            addrs: r.addrs.len() as u32,
            preds: r.preds.len() as u32,
            labels: r.labels.len() as u32,
            samplers: r.samplers.len() as u32,
            surfaces: NUM_PREDEFINED_SURFACES + r.surfaces.len() as u32,
        }
    }

    fn var(&self, c: &Cur, at: usize, v: u32) -> R<()> {
        if v >= self.vars || (v >= PREDEFINED_VARS.len() as u32 && v < NUM_PREDEFINED_VARS) {
            return c.err(at, format!("variable id {v} does not exist ({} declared after the {NUM_PREDEFINED_VARS} predefined ids)", self.vars - NUM_PREDEFINED_VARS));
        }
        Ok(())
    }

    fn vec(&self, c: &Cur, at: usize, v: &VecOperand) -> R<()> {
        match v {
            VecOperand::General { var, .. } | VecOperand::AddressOf { var, .. } => {
                self.var(c, at, *var)
            }
            VecOperand::Address { addr, .. } | VecOperand::Indirect { addr, .. }
                if *addr as u32 >= self.addrs =>
            {
                c.err(
                    at,
                    format!(
                        "address variable {addr} does not exist ({} declared)",
                        self.addrs
                    ),
                )
            }
            VecOperand::Predicate { pred, .. } if pred.id() as u32 > self.preds => c.err(
                at,
                format!(
                    "predicate P{} does not exist ({} declared)",
                    pred.id(),
                    self.preds
                ),
            ),
            VecOperand::State {
                class: StateClass::Surface,
                id,
                ..
            } if *id as u32 >= self.surfaces => c.err(at, format!("surface T{id} does not exist")),
            VecOperand::State {
                class: StateClass::Sampler,
                id,
                ..
            } if *id as u32 >= self.samplers && *id as u32 != BINDLESS_SAMPLER => {
                c.err(at, format!("sampler S{id} does not exist"))
            }
            _ => Ok(()),
        }
    }
}

/// How the length of a list is found when the truncated layout may drop it.
///
/// In the GenX_IR 12504 layout the number of stored fields depends on the
/// list length, and the length field itself comes after fields it decides
/// (and may be dropped). A decode therefore assumes one of these and checks
/// that what it reads agrees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ListGuess {
    /// The length field is stored: every field before it is kept.
    Stored,
    /// The length field is dropped and the list has this many elements.
    Dropped(u32),
}

/// Decodes one instruction at the cursor, checking every reference.
fn instruction(
    c: &mut Cur,
    s: &Strings,
    layout: Layout,
    n: usize,
    lim: &Limits,
    guess: ListGuess,
) -> R<Instruction> {
    // The structure path is only built when there is an error to report.
    let mut field: &'static str = "opcode";
    match instruction_fields(c, s, layout, lim, &mut field, guess) {
        Ok(i) => Ok(i),
        Err(mut e) => {
            let base = c.path();
            let rest = e
                .path
                .strip_prefix(base.as_str())
                .unwrap_or("")
                .trim_start_matches('.');
            let mut p = format!("{base}.instructions[{n}].{field}");
            if !rest.is_empty() && rest != field {
                p.push('.');
                p.push_str(rest);
            }
            e.path = p.trim_start_matches('.').to_string();
            Err(e)
        }
    }
}

#[inline]
fn instruction_fields(
    c: &mut Cur,
    s: &Strings,
    layout: Layout,
    lim: &Limits,
    field: &mut &'static str,
    guess: ListGuess,
) -> R<Instruction> {
    let at = c.pos;
    let opcode = c.u8("opcode")?;
    let Some(info) = opcode::info(opcode) else {
        return c.err(at, format!("unknown opcode 0x{opcode:02x}"));
    };
    let mut inst = Instruction {
        opcode,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: Vec::with_capacity(info.fields.len().max(4)),
    };
    // The layout may depend on the sub-opcode and on list counts, which are
    // read as we go. Without lists it is static; with lists the number of kept
    // fields is recomputed once the count is known.
    let mut st = crate::layout::static_layout(opcode, None);
    let mut layout_fields: &[visa::Field] = info.fields;
    let mut expanded: Vec<visa::Field>;
    let mut i = 0usize;
    // Until the length is read, a stored length is taken as the largest
    // possible, which keeps every field before it.
    let mut last_count = match guess {
        ListGuess::Stored => u8::MAX as u32,
        ListGuess::Dropped(k) => k,
    };
    let mut dynamic = st.is_none_or(|s| s.has_list);
    let mut mode = 0u32;
    loop {
        let (f, keep) = if dynamic {
            expanded = expand(layout_fields, last_count, mode);
            if i >= expanded.len() {
                break;
            }
            (expanded[i], kept_for(opcode, &expanded, layout))
        } else {
            let s = st.expect("static layout");
            if i >= s.fields.len() {
                break;
            }
            (s.fields[i], s.keep(layout))
        };
        if i >= keep {
            if f.kind.is_operand() {
                inst.operands.push(Operand::Missing);
            }
            if f.kind == Kind::U8 && guess == ListGuess::Stored && is_list_count(layout_fields, i) {
                return c.err(c.pos, "list length dropped although assumed stored");
            }

            i += 1;
            continue;
        }
        *field = f.name;
        let fat = c.pos;
        match f.kind {
            Kind::Exec => {
                let e = c.u8("")?;
                if e & 0x0F > 5 {
                    return c.err(
                        fat,
                        format!("invalid execution size code {} in 0x{e:02x}", e & 0xF),
                    );
                }
                inst.exec = ExecCtrl(e)
            }
            Kind::Pred => {
                let p = Pred(c.u16("")?);
                if p.id() as u32 > lim.preds || p.0 & 0x1000 != 0 {
                    return c.err(fat, format!("invalid predicate field 0x{:04x}", p.0));
                }
                inst.pred = p
            }
            Kind::Dst(_) | Kind::Src(_) => {
                let v = vec_operand(c)?;
                lim.vec(c, fat, &v)?;
                inst.operands.push(Operand::Vec(v))
            }
            Kind::Raw => {
                let var = c.u32("id")?;
                lim.var(c, fat, var)?;
                let offset = c.u16("offset")?;
                inst.operands.push(Operand::Raw(RawOperand { var, offset }));
            }
            Kind::SubOp => {
                let v = c.u8("")?;
                if info.subop(v).is_none() {
                    return c.err(
                        fat,
                        format!("unknown sub-opcode {v} of `{}`", info.mnemonic),
                    );
                }
                st = crate::layout::static_layout(opcode, Some(v));
                dynamic = st.is_none_or(|s| s.has_list);
                layout_fields = st.map_or(&[][..], |s| &s.fields[..]);
                inst.operands.push(Operand::Imm(v as u32));
            }
            Kind::U8 => {
                let v = c.u8("")? as u32;
                // A list's length is the last U8 field before it; until it
                // is read (or when the layout drops it) the length is zero.
                if dynamic && is_list_count(layout_fields, i) {
                    if guess != ListGuess::Stored {
                        return c.err(fat, "list length stored although assumed dropped");
                    }
                    last_count = v;
                    if i >= kept_for(opcode, &expand(layout_fields, v, mode), layout) {
                        return c.err(
                            fat,
                            format!("list length {v} is inconsistent with the stored fields"),
                        );
                    }
                }
                inst.operands.push(Operand::Imm(v));
            }
            Kind::Surface | Kind::Sampler => inst.operands.push(Operand::Imm(c.u8("")? as u32)),
            Kind::U16 => {
                let v = c.u16("")? as u32;
                if f.name == "mode" {
                    mode = v;
                }
                inst.operands.push(Operand::Imm(v))
            }
            Kind::U32 | Kind::I32 => inst.operands.push(Operand::Imm(c.u32("")?)),
            Kind::Label => {
                let l = c.u16("")?;
                if l as u32 >= lim.labels {
                    return c.err(
                        fat,
                        format!("label {l} does not exist ({} declared)", lim.labels),
                    );
                }
                inst.operands.push(Operand::Label(l))
            }
            Kind::Str16 => {
                let v = c.u16("")?;
                inst.operands
                    .push(Operand::Str(s.get(c, fat, v as u32, "")?));
                s.refs.borrow_mut().push(v as u32);
            }
            Kind::Str32 => {
                let v = c.u32("")?;
                inst.operands.push(Operand::Str(s.get(c, fat, v, "")?));
                s.refs.borrow_mut().push(v);
            }
            Kind::LabelList | Kind::RawList | Kind::SrcIfMode(..) | Kind::RawIfMode(_) => {
                unreachable!("lists and mode-dependent fields are expanded")
            }
        }
        i += 1;
    }
    Ok(inst)
}

/// Number of non-zero bytes (padding can be half of a truncated object, so
/// all-zero words are skipped eight bytes at a time).
fn nonzero(b: &[u8]) -> usize {
    let words = b.chunks_exact(8);
    let tail = words.remainder();
    let mut n = 0;
    for w in words {
        if u64::from_ne_bytes(w.try_into().expect("8 bytes")) != 0 {
            n += w.iter().filter(|&&x| x != 0).count();
        }
    }
    n + tail.iter().filter(|&&x| x != 0).count()
}

#[inline]
fn le16(b: &[u8], i: usize) -> u16 {
    u16::from_le_bytes([b[i], b[i + 1]])
}

#[inline]
fn le32(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]])
}

/// Decodes a vector operand without building errors: `None` for anything
/// the checked decoder would reject (or not decode the same way).
#[inline]
fn fast_vec(data: &[u8], p: usize) -> Option<(VecOperand, usize)> {
    let tag = *data.get(p)?;
    if tag & 0xC0 != 0 {
        return None;
    }
    let modifier = Modifier::from_code((tag >> 3) & 7)?;
    let region = |r: u16| {
        let r = Region(r);
        r.is_well_formed().then_some(r)
    };
    let b = data.get(p + 1..)?;
    Some(match tag & 7 {
        0 => {
            let b = b.get(..8)?;
            (
                VecOperand::General {
                    var: le32(b, 0),
                    row: b[4],
                    col: b[5],
                    region: region(le16(b, 6))?,
                    modifier,
                },
                9,
            )
        }
        1 => {
            let b = b.get(..4)?;
            (
                VecOperand::Address {
                    addr: le16(b, 0),
                    offset: b[2],
                    width: b[3],
                    modifier,
                },
                5,
            )
        }
        2 => {
            let b = b.get(..2)?;
            (
                VecOperand::Predicate {
                    pred: Pred(le16(b, 0)),
                    modifier,
                },
                3,
            )
        }
        3 => {
            let b = b.get(..8)?;
            if b[5] >> 4 != 0 {
                return None;
            }
            (
                VecOperand::Indirect {
                    addr: le16(b, 0),
                    addr_offset: b[2],
                    imm_offset: le16(b, 3) as i16,
                    ty: DataType::from_code(b[5])?,
                    region: region(le16(b, 6))?,
                    modifier,
                },
                9,
            )
        }
        4 => {
            let b = b.get(..6)?;
            (
                VecOperand::AddressOf {
                    var: le32(b, 0),
                    offset: le16(b, 4) as i16,
                    modifier,
                },
                7,
            )
        }
        5 => {
            let t = *b.first()?;
            if t >> 4 != 0 {
                return None;
            }
            let ty = DataType::from_code(t)?;
            if ty.is_64bit_imm() {
                let v = b.get(1..9)?;
                let bits = u64::from_le_bytes(v.try_into().ok()?);
                (VecOperand::Immediate { ty, bits }, 10)
            } else {
                let v = b.get(1..5)?;
                (
                    VecOperand::Immediate {
                        ty,
                        bits: le32(v, 0) as u64,
                    },
                    6,
                )
            }
        }
        6 => {
            let b = b.get(..4)?;
            let class = match b[0] {
                0 => StateClass::Surface,
                1 => StateClass::Sampler,
                _ => return None,
            };
            (
                VecOperand::State {
                    class,
                    id: le16(b, 1),
                    offset: b[3],
                    modifier,
                },
                5,
            )
        }
        _ => return None,
    })
}

/// Decodes one instruction of a list-free layout without building errors or
/// structure paths. `None` means "use the checked decoder", which then
/// reports the error (or handles sub-opcodes, lists and strings); the two
/// accept exactly the same instructions and decode them identically.
#[inline]
fn fast_instruction(
    data: &[u8],
    pos: usize,
    layout: Layout,
    lim: &Limits,
) -> Option<(Instruction, usize)> {
    let opcode = *data.get(pos)?;
    let st = crate::layout::static_layout(opcode, None)?;
    if st.has_list {
        return None;
    }
    let keep = st.keep(layout);
    let mut inst = Instruction {
        opcode,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: Vec::with_capacity(st.fields.len()),
    };
    let mut p = pos + 1;
    for (i, f) in st.fields.iter().enumerate() {
        if i >= keep {
            if f.kind.is_operand() {
                inst.operands.push(Operand::Missing);
            }
            continue;
        }
        match f.kind {
            Kind::Exec => {
                let e = *data.get(p)?;
                if e & 0x0F > 5 {
                    return None;
                }
                inst.exec = ExecCtrl(e);
                p += 1;
            }
            Kind::Pred => {
                let v = Pred(le16(data.get(p..p + 2)?, 0));
                if v.id() as u32 > lim.preds || v.0 & 0x1000 != 0 {
                    return None;
                }
                inst.pred = v;
                p += 2;
            }
            Kind::Dst(_) | Kind::Src(_) => {
                let (v, n) = fast_vec(data, p)?;
                if !lim.vec_ok(&v) {
                    return None;
                }
                inst.operands.push(Operand::Vec(v));
                p += n;
            }
            Kind::Raw => {
                let b = data.get(p..p + 6)?;
                let var = le32(b, 0);
                if !lim.var_ok(var) {
                    return None;
                }
                inst.operands.push(Operand::Raw(RawOperand {
                    var,
                    offset: le16(b, 4),
                }));
                p += 6;
            }
            Kind::U8 | Kind::Surface | Kind::Sampler => {
                inst.operands.push(Operand::Imm(*data.get(p)? as u32));
                p += 1;
            }
            Kind::U16 => {
                inst.operands
                    .push(Operand::Imm(le16(data.get(p..p + 2)?, 0) as u32));
                p += 2;
            }
            Kind::U32 | Kind::I32 => {
                inst.operands
                    .push(Operand::Imm(le32(data.get(p..p + 4)?, 0)));
                p += 4;
            }
            Kind::Label => {
                let l = le16(data.get(p..p + 2)?, 0);
                if l as u32 >= lim.labels {
                    return None;
                }
                inst.operands.push(Operand::Label(l));
                p += 2;
            }
            Kind::SubOp
            | Kind::Str16
            | Kind::Str32
            | Kind::LabelList
            | Kind::RawList
            | Kind::SrcIfMode(..)
            | Kind::RawIfMode(_) => return None,
        }
    }
    Some((inst, p))
}

/// Whether some layout of `opcode` has a list (cached per opcode).
fn may_have_list(opcode: u8) -> bool {
    use std::sync::OnceLock;
    static T: OnceLock<[bool; 256]> = OnceLock::new();
    T.get_or_init(|| {
        let mut t = [false; 256];
        for info in opcode::OPCODES {
            let list = |f: &visa::Field| matches!(f.kind, Kind::LabelList | Kind::RawList);
            t[info.opcode as usize] = info.fields.iter().any(list)
                || info.subops.iter().any(|s| s.fields.iter().any(list));
        }
        t
    })[opcode as usize]
}

/// One way of reading an instruction: the instruction, where it ends, and
/// the string-pool positions its string operands use.
type Reading = (Instruction, usize, Vec<u32>);

/// Decodes one instruction, every way it can be read. In the truncated
/// layout an instruction with a list may have dropped the list's length,
/// and then the fields it keeps depend on a length that is not stored: each
/// consistent reading is returned, those after which the stream still
/// decodes (the next instructions, zero padding or the end of the code)
/// first, each group with the stored length first, then dropped lengths
/// from the largest. The caller takes the first and comes back to the
/// others if the routine's sizes do not add up.
fn instruction_readings(
    c: &Cur,
    s: &Strings,
    layout: Layout,
    n: usize,
    lim: &Limits,
    end: usize,
) -> R<Vec<Reading>> {
    let start = c.pos;
    let mark = s.mark();
    let mut probe = Cur {
        data: c.data,
        pos: start,
        path: c.path.clone(),
    };
    let first = instruction(&mut probe, s, layout, n, lim, ListGuess::Stored);
    let first_refs = s.take_from(mark);
    if layout == Layout::Full || c.data.get(start).is_none_or(|&op| !may_have_list(op)) {
        return first.map(|i| vec![(i, probe.pos, first_refs)]);
    }
    let after_ok = |pos: usize| {
        let ok = stream_decodes(c.data, pos, end, s, layout, lim, LOOKAHEAD);
        s.take_from(mark);
        ok
    };
    let (mut good, mut other) = (Vec::new(), Vec::new());
    let first = match first {
        Ok(i) => {
            let r = (i, probe.pos, first_refs);
            if after_ok(r.1) {
                good.push(r);
            } else {
                other.push(r);
            }
            None
        }
        Err(e) => Some(e),
    };
    for k in (0..=MAX_DROPPED).rev() {
        let mut probe = Cur {
            data: c.data,
            pos: start,
            path: Vec::new(),
        };
        if let Ok(i) =
            instruction_fields(&mut probe, s, layout, lim, &mut "", ListGuess::Dropped(k))
        {
            let refs = s.take_from(mark);
            let r = (i, probe.pos, refs);
            if after_ok(r.1) {
                good.push(r);
            } else {
                other.push(r);
            }
        } else {
            s.take_from(mark);
        }
    }
    good.append(&mut other);
    match (good.is_empty(), first) {
        (true, Some(e)) => Err(e),
        _ => Ok(good),
    }
}

/// Whether the code from `pos` decodes for `depth` more instructions (or
/// reaches zero padding or the end first) under some list-length reading.
fn stream_decodes(
    data: &[u8],
    pos: usize,
    end: usize,
    s: &Strings,
    layout: Layout,
    lim: &Limits,
    depth: u32,
) -> bool {
    // Zero padding runs to the end of the code; a zero byte followed by
    // anything else is not padding (and no opcode is zero).
    if depth == 0 || pos >= end || data[pos..end].iter().all(|&b| b == 0) {
        return true;
    }
    let guesses: &[ListGuess] = if may_have_list(data[pos]) {
        &ALL_GUESSES
    } else {
        &[ListGuess::Stored]
    };
    guesses.iter().any(|&g| {
        let mut probe = Cur {
            data,
            pos,
            path: Vec::new(),
        };
        instruction_fields(&mut probe, s, layout, lim, &mut "", g).is_ok()
            && stream_decodes(data, probe.pos, end, s, layout, lim, depth - 1)
    })
}

/// Instructions after an ambiguous one that must decode for a reading to be
/// accepted.
const LOOKAHEAD: u32 = 3;

/// Every list-length reading, in the order they are tried.
const ALL_GUESSES: [ListGuess; 1 + MAX_DROPPED as usize + 1] = {
    let mut g = [ListGuess::Stored; 1 + MAX_DROPPED as usize + 1];
    let mut k = 0;
    while k <= MAX_DROPPED {
        g[1 + k as usize] = ListGuess::Dropped(MAX_DROPPED - k);
        k += 1;
    }
    g
};

/// The longest dropped list tried: a dropped length means the list is shorter
/// than the number of fields before it, which no layout makes this long.
const MAX_DROPPED: u32 = 16;

/// Whether field `i` (a U8 before any list) holds the length of a later list.
fn is_list_count(fields: &[visa::Field], i: usize) -> bool {
    fields
        .get(i + 1..)
        .unwrap_or(&[])
        .iter()
        .find(|f| matches!(f.kind, Kind::U8 | Kind::LabelList | Kind::RawList))
        .is_some_and(|f| f.kind != Kind::U8)
}

/// Expands list fields with the count read so far, and the fields a `mode`
/// field's bits call for (render-target writes) with the mode read so far.
fn expand(fields: &[visa::Field], count: u32, mode: u32) -> Vec<visa::Field> {
    let mut out = Vec::with_capacity(fields.len() + count as usize);
    for f in fields {
        match f.kind {
            Kind::SrcIfMode(c, bit) => {
                if mode & bit as u32 != 0 {
                    out.push(visa::Field {
                        name: f.name,
                        kind: Kind::Src(c),
                    });
                }
            }
            Kind::RawIfMode(bit) => {
                if mode & bit as u32 != 0 {
                    out.push(visa::Field {
                        name: f.name,
                        kind: Kind::Raw,
                    });
                }
            }
            Kind::LabelList | Kind::RawList => {
                for _ in 0..count {
                    out.push(visa::Field {
                        name: f.name,
                        kind: if f.kind == Kind::LabelList {
                            Kind::Label
                        } else {
                            Kind::Raw
                        },
                    });
                }
            }
            _ => out.push(*f),
        }
    }
    out
}

/// The variable and function relocation tables of a kernel or function entry.
pub(crate) fn relocs(c: &mut Cur) -> R<(Vec<Reloc>, Vec<Reloc>)> {
    let mut out = [Vec::new(), Vec::new()];
    for (t, name) in ["variable_reloc_symtab", "function_reloc_symtab"]
        .into_iter()
        .enumerate()
    {
        let at = c.pos;
        let n = c.u16(if t == 0 {
            "num_syms_variable"
        } else {
            "num_syms_function"
        })? as usize;
        c.check_count(at, n, 4, name)?;
        for i in 0..n {
            c.push(format!("{name}[{i}]"));
            let symbolic = c.u16("symbolic_index")?;
            let resolved = c.u16("resolved_index")?;
            out[t].push(Reloc { symbolic, resolved });
            c.pop();
        }
    }
    let [v, f] = out;
    Ok((v, f))
}

/// Parses the object header and every routine.
pub fn read(data: &[u8]) -> R<Object> {
    read_with(data, None)
}

/// Parses with a forced layout (`None` = detect).
pub fn read_with(data: &[u8], layout: Option<Layout>) -> R<Object> {
    read_impl(data, layout, true)
}

/// [`read_with`] using only the checked instruction decoder (no fast path):
/// for tests that compare the two.
#[doc(hidden)]
pub fn read_checked(data: &[u8], layout: Option<Layout>) -> R<Object> {
    read_impl(data, layout, false)
}

fn read_impl(data: &[u8], layout: Option<Layout>, fast: bool) -> R<Object> {
    decode_view(&crate::view::ObjectView::parse(data)?, layout, fast)
}

/// Decodes every routine of an object whose header has been read, in
/// `layout`, or else in the one layout that explains every byte.
///
/// The object does not record its layout, so without one given both
/// readings are made, each required to explain every byte of every routine
/// (see [`Layout`]): a full reading must end its instructions exactly at the
/// end of each instruction area, a truncated one must leave a rest that is
/// exactly the padding GenX_IR sizes for the operands it did not store. The
/// reading that does is taken. When both do and the truncated reading's
/// instructions are those of the full one with fewer operands (the
/// truncated bytes are then only at the end of an area), the full reading,
/// which holds every operand, is taken; readings that disagree are refused
/// as ambiguous, and an object neither reading explains is refused with
/// both errors.
pub(crate) fn decode_view(
    view: &crate::view::ObjectView,
    layout: Option<Layout>,
    fast: bool,
) -> R<Object> {
    if let Some(l) = layout {
        return decode_as(view, l, fast);
    }
    let genx = decode_as(view, Layout::Genx12504, fast);
    let full = decode_as(view, Layout::Full, fast);
    match (genx, full) {
        (Ok(g), Err(_)) => Ok(g),
        (Err(_), Ok(f)) => Ok(f),
        (Ok(g), Ok(f)) => match first_disagreement(&g, &f) {
            None => Ok(Object {
                both_layouts: true,
                ..f
            }),
            Some((routine, inst)) => Err(ReadError {
                offset: f.inst_offsets[routine].get(inst).copied().unwrap_or(0),
                path: format!("routine[{routine}].instructions[{inst}]"),
                message: "the object reads completely both in GenX_IR's truncated layout and in the full layout, and the two readings differ from this instruction on: its layout cannot be told from its bytes (give it: `--layout` of `xvisa dis`/`verify`, `visa_binary::read_with`)".to_string(),
            }),
        },
        (Err(g), Err(f)) => {
            // Report the reading that got further, with the other's error.
            let (first, first_name, other, other_name) = if f.offset > g.offset {
                (f, "the full layout", g, "GenX_IR's truncated layout")
            } else {
                (g, "GenX_IR's truncated layout", f, "the full layout")
            };
            Err(ReadError {
                offset: first.offset,
                path: first.path,
                message: format!(
                    "{} (in {first_name}; in {other_name}: offset {}, {}: {})",
                    first.message, other.offset, other.path, other.message
                ),
            })
        }
    }
}

/// The first instruction (routine, index) where the truncated reading `g`
/// is not the full reading `f` with fewer operands (every operand `g` holds
/// equal in `f`), if any.
fn first_disagreement(g: &Object, f: &Object) -> Option<(usize, usize)> {
    for (n, (a, b)) in g.module.routines.iter().zip(&f.module.routines).enumerate() {
        for k in 0..a.insts.len().max(b.insts.len()) {
            let same = match (a.insts.get(k), b.insts.get(k)) {
                (Some(x), Some(y)) => {
                    x.opcode == y.opcode
                        && x.operands.len() == y.operands.len()
                        && x.operands
                            .iter()
                            .zip(&y.operands)
                            .all(|(p, q)| *p == Operand::Missing || p == q)
                }
                _ => false,
            };
            if !same {
                return Some((n, k));
            }
        }
    }
    None
}

/// Decodes every routine of an object in `layout`.
fn decode_as(view: &crate::view::ObjectView, layout: Layout, fast: bool) -> R<Object> {
    let data = view.data;
    let mut module = Module::new();
    module.major = view.major;
    module.minor = view.minor;
    for v in &view.file_vars {
        module.file_vars.push(FileVar {
            linkage: v.linkage,
            name: String::from_utf8_lossy(v.name).into_owned(),
            bit_properties: v.bit_properties,
            num_elements: v.num_elements,
            attrs: v
                .attrs
                .iter()
                .map(|&(name, value)| FileAttr {
                    name,
                    value: value.to_vec(),
                })
                .collect(),
        });
    }
    let mut gen_binaries = Vec::new();
    let mut nonzero_padding = Vec::new();
    let mut inst_offsets = Vec::new();
    let nk = view.kernels.len();
    for (n, e) in view.routines().enumerate() {
        let label = match e.kind {
            RoutineKind::Kernel => format!("kernel[{n}]"),
            _ => format!("function[{}]", n - nk),
        };
        let name = e.name_str();
        if e.is_declaration() {
            // A declaration of a function defined elsewhere: no object.
            let mut r = Routine::new(e.kind, &name);
            r.var_relocs = e.var_relocs.clone();
            r.func_relocs = e.func_relocs.clone();
            module.routines.push(r);
            nonzero_padding.push(0);
            inst_offsets.push(Vec::new());
            continue;
        }
        // The decoder reports absolute file offsets: it reads the file up
        // to the end of this object.
        let end = e.offset as usize + e.object.len();
        let (mut r, pad, starts) = routine(
            &data[..end],
            e.offset as usize,
            &label,
            e.kind,
            &name,
            layout,
            fast,
        )?;
        r.var_relocs = e.var_relocs.clone();
        r.func_relocs = e.func_relocs.clone();
        nonzero_padding.push(pad);
        inst_offsets.push(starts);
        module.routines.push(r);
        for g in &e.gen_binaries {
            gen_binaries.push((
                n,
                GenBinary {
                    platform: g.platform,
                    data: g.data.to_vec(),
                },
            ));
        }
    }
    Ok(Object {
        module,
        gen_binaries,
        layout,
        nonzero_padding,
        inst_offsets,
        both_layouts: false,
    })
}

/// Reads one kernel or function object occupying `data[start..]`.
fn routine(
    data: &[u8],
    start: usize,
    label: &str,
    kind: RoutineKind,
    entry_name: &str,
    layout: Layout,
    fast: bool,
) -> R<(Routine, usize, Vec<usize>)> {
    let mut c = Cur::new(data, start);
    c.push(label.to_string());
    let at = c.pos;
    let ns = c.u32("string_count")? as usize;
    c.check_count(at, ns, 1, "string_pool")?;
    let mut list = Vec::with_capacity(ns);
    for i in 0..ns {
        let sat = c.pos;
        let rest = &data[c.pos..];
        let Some(len) = rest.iter().position(|&b| b == 0) else {
            return c.err(sat, format!("string_pool[{i}] has no terminating NUL"));
        };
        let s = std::str::from_utf8(&rest[..len])
            .or_else(|_| c.err(sat, format!("string_pool[{i}] is not UTF-8")))?;
        list.push(s);
        c.pos += len + 1;
    }
    let s = Strings {
        list,
        refs: Default::default(),
    };
    let at = c.pos;
    let ni = c.u32("name_index")?;
    let name = s.get(&c, at, ni, "name_index")?;
    let _ = entry_name;
    let mut r = Routine::new(kind, &name);
    r.string_order = s.list.iter().map(|x| x.to_string()).collect();
    let at = c.pos;
    let nv = c.u32("variable_count")? as usize;
    c.check_count(at, nv, 15, "var_info")?;
    for i in 0..nv {
        c.push(format!("var_info[{i}]"));
        let at = c.pos;
        let ni = c.u32("name_index")?;
        let vname = s.get(&c, at, ni, "name_index")?;
        let bat = c.pos;
        let bp = c.u8("bit_properties")?;
        let Some(ty) = DataType::from_code(bp & 0xF) else {
            return c.err(bat, "invalid type");
        };
        let Some(align) = Align::from_code(bp >> 4) else {
            return c.err(bat, format!("invalid alignment code {}", bp >> 4));
        };
        let num_elements = c.u16("num_elements")?;
        let base = c.u32("alias_index")?;
        let offset = c.u16("alias_offset")?;
        let sat = c.pos;
        let scope = match c.u8("alias_scope_specifier")? {
            0 => AliasScope::Local,
            1 => AliasScope::Global,
            v => return c.err(sat, format!("invalid alias scope {v}")),
        };
        let ac = c.u8("attribute_count")? as usize;
        let attrs = attributes(&mut c, &s, ac, "attribute_info")?;
        r.vars.push(GeneralVar {
            name: vname,
            ty,
            num_elements,
            align,
            alias: (base != 0 || offset != 0 || scope != AliasScope::Local).then_some(Alias {
                base,
                offset,
                scope,
            }),
            attrs,
        });
        c.pop();
    }
    let n = c.u16("address_count")? as usize;
    r.addrs = simple_vars(&mut c, &s, n, "address_info")?;
    let n = c.u16("predicate_count")? as usize;
    r.preds = simple_vars(&mut c, &s, n, "predicate_info")?;
    let at = c.pos;
    let nl = c.u16("label_count")? as usize;
    c.check_count(at, nl, 6, "label_info")?;
    for i in 0..nl {
        c.push(format!("label_info[{i}]"));
        let at = c.pos;
        let ni = c.u32("name_index")?;
        let lname = s.get(&c, at, ni, "name_index")?;
        let kind = LabelKind::from_code(c.u8("kind")?);
        let ac = c.u8("attribute_count")? as usize;
        let attrs = attributes(&mut c, &s, ac, "attribute_info")?;
        r.labels.push(Label {
            name: lname,
            kind,
            attrs,
        });
        c.pop();
    }
    let n = c.u8("sampler_count")? as usize;
    r.samplers = simple_vars(&mut c, &s, n, "sampler_info")?;
    let n = c.u8("surface_count")? as usize;
    r.surfaces = simple_vars(&mut c, &s, n, "surface_info")?;
    let nvme = c.u8("vme_count")? as usize;
    routine_tail(&mut c, &s, r, kind, nvme, layout, fast)
}

fn routine_tail(
    c: &mut Cur,
    s: &Strings,
    mut r: Routine,
    kind: RoutineKind,
    nvme: usize,
    layout: Layout,
    fast: bool,
) -> R<(Routine, usize, Vec<usize>)> {
    if layout == Layout::Full {
        r.vmes = simple_vars(c, s, nvme, "vme_info")?;
    } else {
        r.vmes = (0..nvme)
            .map(|i| SimpleVar {
                name: format!("VME{i}"),
                num_elements: 1,
                attrs: Vec::new(),
            })
            .collect();
    }
    if kind == RoutineKind::Kernel {
        let at = c.pos;
        let ni = c.u32("num_inputs")? as usize;
        c.check_count(at, ni, 9, "input_info")?;
        for i in 0..ni {
            c.push(format!("input_info[{i}]"));
            let kind = c.u8("kind")?;
            let id = c.u32("id")?;
            let offset = c.u16("offset")? as i16;
            let size = c.u16("size")?;
            r.inputs.push(Input {
                kind,
                id,
                offset,
                size,
            });
            c.pop();
        }
    }
    let sat = c.pos;
    let size = c.u32("size")? as usize;
    let eat = c.pos;
    let entry = c.u32("entry")? as usize;
    if kind != RoutineKind::Kernel {
        r.input_size = c.u8("input_size")?;
        r.return_size = c.u8("return_value_size")?;
    }
    let at = c.pos;
    let na = c.u16("attribute_count")? as usize;
    c.check_count(at, na, 5, "attribute_info")?;
    r.attributes = attributes(c, s, na, "attribute_info")?;
    let code_start = c.pos;
    if code_start + size > c.data.len() {
        return c.err(
            sat,
            format!("instruction area of {size} bytes runs past the object"),
        );
    }
    let _ = (eat, entry);
    let code_end = code_start + size;
    let mut n = 0usize;
    // Encoded instructions average well over 8 bytes: one allocation.
    let mut insts = Vec::with_capacity(size / 8);
    let mut cc = Cur {
        data: &c.data[..code_end],
        pos: code_start,
        path: c.path.clone(),
    };
    let lim = Limits::of(&r);
    let mut ends = Vec::new();
    let mut starts = Vec::new();
    let mut inst_refs: Vec<Vec<u32>> = Vec::new();
    // Instructions read more than one way (truncated list lengths): their
    // index and file offset, the other readings, and the next one to try.
    let mut choices: Vec<(usize, usize, Vec<Reading>, usize)> = Vec::new();
    let mut first_err: Option<ReadError> = None;
    // Readings tried after the first, at most.
    let mut budget = 256u32;
    let pad = 'reading: loop {
        let mut pad = 0usize;
        let mut failed: Option<ReadError> = None;
        while cc.pos < code_end {
            if layout == Layout::Genx12504 && cc.data[cc.pos] == 0 {
                // Zero padding up to the full-encoding size.
                pad = nonzero(&cc.data[cc.pos..code_end]);
                break;
            }
            let save = cc.pos;
            if let Some((i, next)) = fast
                .then(|| fast_instruction(cc.data, cc.pos, layout, &lim))
                .flatten()
            {
                // The fast path takes no string operands.
                insts.push(i);
                starts.push(save);
                ends.push(next);
                inst_refs.push(Vec::new());
                cc.pos = next;
                n += 1;
                continue;
            }
            match instruction_readings(&cc, s, layout, n, &lim, code_end) {
                Ok(mut all) => {
                    let (i, next, refs) = all.remove(0);
                    if !all.is_empty() {
                        choices.push((n, save, all, 0));
                    }
                    insts.push(i);
                    starts.push(save);
                    ends.push(next);
                    inst_refs.push(refs);
                    cc.pos = next;
                }
                Err(e) => {
                    if layout == Layout::Genx12504 && !insts.is_empty() {
                        // ocloc leaves uninitialised memory after the
                        // instructions.
                        pad = nonzero(&cc.data[save..code_end]);
                        break;
                    }
                    failed = Some(e);
                    break;
                }
            }
            n += 1;
        }
        let is_ret = |i: &Instruction| matches!(i.opcode, 0x34 | 0x68);
        if failed.is_none() && layout == Layout::Genx12504 && pad > 0 {
            // ocloc leaves uninitialised memory after the instructions,
            // which can decode as plausible instructions. IGC ends every
            // routine's code with `ret` or `fret`, so nothing after the
            // last one is real.
            if let Some(mut last) = insts.iter().rposition(is_ret) {
                // A return right after a return is unreachable: IGC never
                // emits one, but a stray 0x34 byte decodes as one.
                while last > 0 && is_ret(&insts[last - 1]) {
                    last -= 1;
                }
                if last + 1 < insts.len() {
                    insts.truncate(last + 1);
                    starts.truncate(last + 1);
                    ends.truncate(last + 1);
                    inst_refs.truncate(last + 1);
                    pad = nonzero(&cc.data[ends[last]..code_end]);
                }
            }
            if !insts.last().is_some_and(is_ret) {
                // Only ocloc leaves non-zero padding, after IGC's code,
                // which ends with a return.
                let end = ends.last().copied().unwrap_or(code_start);
                failed = Some(ReadError {
                    offset: end,
                    path: c.path(),
                    message: format!(
                        "{pad} non-zero byte(s) after the last instruction in GenX_IR's truncated layout, which is not a return (ocloc leaves memory there only after IGC's code, which ends with `ret` or `fret`)"
                    ),
                });
            }
        }
        if failed.is_none() && layout == Layout::Genx12504 {
            // The rest of the area must be the padding GenX_IR sized for the
            // operands it did not store (crate::fit).
            let stored = starts.iter().zip(&ends).map(|(a, b)| b - a);
            let fit = crate::fit::area_fit(&insts, stored, size);
            if !fit.exact {
                let why = if size < fit.min || size > fit.max {
                    format!("they take {} to {} bytes", fit.min, fit.max)
                } else {
                    format!(
                        "no choice of the operands it does not store makes them take {size} (they take {} to {})",
                        fit.min, fit.max
                    )
                };
                failed = Some(ReadError {
                    offset: sat,
                    path: c.path(),
                    message: format!(
                        "instruction area of {size} bytes: in GenX_IR's truncated layout its {} instruction(s) would be written in full in it, but {why}",
                        insts.len()
                    ),
                });
            }
        }
        let Some(e) = failed else {
            break 'reading pad;
        };
        let e = first_err.get_or_insert(e).clone();
        // Another reading of the latest instruction read more than one way.
        loop {
            let Some((at, start, alts, next)) = choices.last_mut() else {
                return Err(e);
            };
            if *next >= alts.len() || *at >= insts.len() || budget == 0 {
                choices.pop();
                continue;
            }
            let (i, end, refs) = alts[*next].clone();
            *next += 1;
            budget -= 1;
            let (at, start) = (*at, *start);
            insts.truncate(at);
            starts.truncate(at);
            ends.truncate(at);
            inst_refs.truncate(at);
            starts.push(start);
            insts.push(i);
            ends.push(end);
            inst_refs.push(refs);
            cc.pos = end;
            n = at + 1;
            continue 'reading;
        }
    };
    if code_end != c.data.len() {
        return c.err(
            code_end,
            format!(
                "{} bytes after the instruction area belong to no structure of the routine object",
                c.data.len() - code_end
            ),
        );
    }
    r.string_refs = inst_refs.into_iter().take(insts.len()).flatten().collect();
    r.insts = insts;
    if layout == Layout::Genx12504 {
        r.code_size = Some(size as u32);
    }
    Ok((r, pad, starts))
}
