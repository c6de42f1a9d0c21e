//! One-pass object writer.

use std::collections::HashMap;

use visa::opcode::Kind;
use visa::*;

use crate::layout::{expanded_fields, kept_fields, Layout};

use crate::GenBinary;

/// What can stop the writer: the IR holds something the format cannot store.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// A value does not fit its field.
    #[error("{what}: value {value} does not fit in {bits} bits")]
    Overflow {
        /// Where.
        what: String,
        /// The value.
        value: u64,
        /// Field width.
        bits: u32,
    },
    /// An instruction cannot be encoded.
    #[error("routine `{routine}`, instruction {index}: {message}")]
    Instruction {
        /// Routine name.
        routine: String,
        /// Instruction index.
        index: usize,
        /// What is wrong.
        message: String,
    },
    /// Too many embedded binaries.
    #[error("a kernel can embed at most 4 GEN binaries")]
    TooManyBinaries,
    /// A module of major version 0, for which GenX_IR 1.0.12504.6 writes no
    /// CISA object (it writes the GEN binaries' table alone).
    #[error("GenX_IR writes no CISA object for `.version {major}.{minor}` (major version 0)")]
    NoObjectVersion {
        /// Major version.
        major: u8,
        /// Minor version.
        minor: u8,
    },
}

/// Writer options.
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// Instruction layout.
    pub layout: Layout,
    /// GEN binaries to embed, by kernel index.
    pub gen_binaries: Vec<(usize, GenBinary)>,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            layout: Layout::Genx12504,
            gen_binaries: Vec::new(),
        }
    }
}

struct Buf(Vec<u8>);

impl Buf {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn u16(&mut self, v: u16) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn bytes(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }
}

fn fit(what: impl Fn() -> String, v: u64, bits: u32) -> Result<u64, WriteError> {
    if bits < 64 && v >> bits != 0 {
        return Err(WriteError::Overflow {
            what: what(),
            value: v,
            bits,
        });
    }
    Ok(v)
}

/// The string pool of a routine in the order the object stores it:
/// `string_order` as it is (it may repeat names: GenX_IR adds an entry per
/// string operand), then any other names the routine needs, once each.
pub fn string_pool(r: &Routine) -> Vec<String> {
    let mut pool: Vec<String> = r.string_order.clone();
    let mut seen: HashMap<String, ()> = pool.iter().map(|s| (s.clone(), ())).collect();
    let mut add = |s: &str, pool: &mut Vec<String>| {
        if seen.insert(s.to_string(), ()).is_none() {
            pool.push(s.to_string());
        }
    };
    add(&r.name, &mut pool);
    for v in PREDEFINED_VARS.iter() {
        add(v.name, &mut pool);
    }
    for s in PREDEFINED_SURFACES {
        add(s, &mut pool);
    }
    add("S31", &mut pool);
    for v in &r.vars {
        add(&v.name, &mut pool);
        for a in &v.attrs {
            add(&a.name, &mut pool);
        }
    }
    for v in r
        .addrs
        .iter()
        .chain(&r.preds)
        .chain(&r.samplers)
        .chain(&r.surfaces)
        .chain(&r.vmes)
    {
        add(&v.name, &mut pool);
        for a in &v.attrs {
            add(&a.name, &mut pool);
        }
    }
    for l in &r.labels {
        add(&l.name, &mut pool);
        for a in &l.attrs {
            add(&a.name, &mut pool);
        }
    }
    for a in &r.attributes {
        add(&a.name, &mut pool);
    }
    for i in &r.insts {
        for o in &i.operands {
            if let Operand::Str(s) = o {
                add(s, &mut pool);
            }
        }
    }
    pool
}

/// Where the names of a routine are in its string pool: declarations take
/// the first entry not owned by an instruction operand; the k-th string
/// operand takes `string_refs[k]` when that entry holds its name.
pub struct StringIndex<'a> {
    pool: &'a [String],
    decl: HashMap<&'a str, u32>,
    refs: &'a [u32],
    next: usize,
}

impl<'a> StringIndex<'a> {
    /// Builds the index of a routine's pool (from [`string_pool`]).
    pub fn new(r: &'a Routine, pool: &'a [String]) -> StringIndex<'a> {
        let owned: std::collections::HashSet<u32> = r.string_refs.iter().copied().collect();
        let mut decl: HashMap<&str, u32> = HashMap::new();
        for (i, s) in pool.iter().enumerate() {
            if !owned.contains(&(i as u32)) {
                decl.entry(s.as_str()).or_insert(i as u32);
            }
        }
        // A name only instructions use still resolves for declarations.
        for (i, s) in pool.iter().enumerate() {
            decl.entry(s.as_str()).or_insert(i as u32);
        }
        StringIndex {
            pool,
            decl,
            refs: &r.string_refs,
            next: 0,
        }
    }

    /// The entry of a declared name.
    pub fn decl(&self, s: &str) -> Option<u32> {
        self.decl.get(s).copied()
    }

    /// The entry of the next string operand, which names `s`.
    pub fn operand(&mut self, s: &str) -> Option<u32> {
        let k = self.next;
        self.next += 1;
        match self.refs.get(k) {
            Some(&i) if self.pool.get(i as usize).is_some_and(|p| p == s) => Some(i),
            _ => self.decl(s),
        }
    }
}

fn attrs(b: &mut Buf, idx: &StringIndex, list: &[Attribute]) -> Result<(), WriteError> {
    for a in list {
        b.u32(idx.decl(&a.name).unwrap_or(0));
        match &a.value {
            AttrValue::Int { size, value } => {
                b.u8(*size);
                let bytes = value.to_le_bytes();
                let n = (*size as usize).min(4);
                b.bytes(&bytes[..n]);
                if *size > 4 {
                    b.bytes(&vec![0; *size as usize - 4]);
                }
            }
            AttrValue::Str(s) => {
                let n = fit(
                    || format!("attribute `{}` length", a.name),
                    s.len() as u64,
                    8,
                )?;
                b.u8(n as u8);
                b.bytes(s);
            }
        }
    }
    Ok(())
}

fn count8(what: &str, n: usize) -> Result<u8, WriteError> {
    Ok(fit(|| what.to_string(), n as u64, 8)? as u8)
}

fn count16(what: &str, n: usize) -> Result<u16, WriteError> {
    Ok(fit(|| what.to_string(), n as u64, 16)? as u16)
}

fn simple_vars(b: &mut Buf, idx: &StringIndex, vars: &[SimpleVar]) -> Result<(), WriteError> {
    for v in vars {
        b.u32(idx.decl(&v.name).unwrap_or(0));
        b.u16(v.num_elements);
        b.u8(count8("attribute count", v.attrs.len())?);
        attrs(b, idx, &v.attrs)?;
    }
    Ok(())
}

/// Encodes a vector operand.
pub fn vec_operand(b: &mut Vec<u8>, v: &VecOperand) {
    let mut w = Buf(std::mem::take(b));
    w.u8(v.class_code() | (v.modifier() as u8) << 3);
    match v {
        VecOperand::General {
            var,
            row,
            col,
            region,
            ..
        } => {
            w.u32(*var);
            w.u8(*row);
            w.u8(*col);
            w.u16(region.0);
        }
        VecOperand::Address {
            addr,
            offset,
            width,
            ..
        } => {
            w.u16(*addr);
            w.u8(*offset);
            w.u8(*width);
        }
        VecOperand::Predicate { pred, .. } => w.u16(pred.0),
        VecOperand::Indirect {
            addr,
            addr_offset,
            imm_offset,
            ty,
            region,
            ..
        } => {
            w.u16(*addr);
            w.u8(*addr_offset);
            w.u16(*imm_offset as u16);
            w.u8(ty.code());
            w.u16(region.0);
        }
        VecOperand::AddressOf { var, offset, .. } => {
            w.u32(*var);
            w.u16(*offset as u16);
        }
        VecOperand::Immediate { ty, bits } => {
            w.u8(ty.code());
            if ty.is_64bit_imm() {
                w.u64(*bits);
            } else {
                w.u32(*bits as u32);
            }
        }
        VecOperand::State {
            class, id, offset, ..
        } => {
            w.u8(*class as u8);
            w.u16(*id);
            w.u8(*offset);
        }
    }
    *b = w.0;
}

/// Encodes an instruction as its opcode byte followed by one chunk per field
/// of its expanded layout. A field whose operand is [`Operand::Missing`]
/// gives `None`.
pub fn instruction_chunks(
    inst: &Instruction,
    idx: &mut StringIndex,
    err: &dyn Fn(String) -> WriteError,
) -> Result<Vec<Option<Vec<u8>>>, WriteError> {
    let fields = expanded_fields(inst).ok_or_else(|| {
        err(format!(
            "unknown opcode 0x{:02x} or sub-opcode",
            inst.opcode
        ))
    })?;
    let mut chunks = vec![Some(vec![inst.opcode])];
    let mut ops = inst.operands.iter();
    for f in fields.iter() {
        let mut b = Buf(Vec::new());
        match f.kind {
            Kind::Exec => b.u8(inst.exec.0),
            Kind::Pred => b.u16(inst.pred.0),
            _ => {
                let o = ops
                    .next()
                    .ok_or_else(|| err(format!("missing operand for field `{}`", f.name)))?;
                if *o == Operand::Missing {
                    chunks.push(None);
                    continue;
                }
                put_field(&mut b, f, o, idx, err)?;
            }
        }
        chunks.push(Some(b.0));
    }
    Ok(chunks)
}

/// Writes one field's operand.
fn put_field(
    b: &mut Buf,
    f: &visa::Field,
    o: &Operand,
    idx: &mut StringIndex,
    err: &dyn Fn(String) -> WriteError,
) -> Result<(), WriteError> {
    match (f.kind, o) {
        (Kind::Dst(_) | Kind::Src(_), Operand::Vec(v)) => vec_operand(&mut b.0, v),
        (Kind::Raw, Operand::Raw(r)) => {
            b.u32(r.var);
            b.u16(r.offset);
        }
        (Kind::U8 | Kind::Surface | Kind::Sampler | Kind::SubOp, Operand::Imm(v)) => {
            b.u8(fit(|| format!("field `{}`", f.name), *v as u64, 8)? as u8)
        }
        (Kind::U16, Operand::Imm(v)) => {
            b.u16(fit(|| format!("field `{}`", f.name), *v as u64, 16)? as u16)
        }
        (Kind::U32 | Kind::I32, Operand::Imm(v)) => b.u32(*v),
        (Kind::Label, Operand::Label(l)) => b.u16(*l),
        (Kind::Str16, Operand::Str(s)) => {
            let i = idx
                .operand(s)
                .ok_or_else(|| err(format!("string `{s}` not in pool")))?;
            b.u16(fit(|| format!("string index of `{s}`"), i as u64, 16)? as u16);
        }
        (Kind::Str32, Operand::Str(s)) => b.u32(
            idx.operand(s)
                .ok_or_else(|| err(format!("string `{s}` not in pool")))?,
        ),
        (_, Operand::Missing) => {
            return Err(err(format!(
                "field `{}` is not present (the instruction was read from a truncated object)",
                f.name
            )))
        }
        (_, o) => {
            let what = match o {
                Operand::Vec(_) => "a vector operand",
                Operand::Raw(_) => "a raw operand",
                Operand::Imm(_) => "an immediate",
                Operand::Label(_) => "a label",
                Operand::Str(_) => "a string",
                Operand::Missing => "nothing",
            };
            return Err(err(format!("field `{}` cannot hold {what}", f.name)));
        }
    }
    Ok(())
}

/// Encoded size of one field's operand (`None` if absent).
fn field_len(k: Kind, o: &Operand) -> Option<usize> {
    Some(match (k, o) {
        (_, Operand::Missing) => return None,
        (Kind::Dst(_) | Kind::Src(_), Operand::Vec(v)) => crate::reconstruct::vec_size(v),
        (Kind::Raw, _) => 6,
        (k, _) => k.prim_width().unwrap_or(2),
    })
}

/// Writes the kept fields of an instruction to `code`; returns the size of
/// the full encoding (the reference sizes the instruction area by it), or
/// `None` when an absent operand makes that size unknown.
fn instruction(
    code: &mut Buf,
    inst: &Instruction,
    layout: Layout,
    idx: &mut StringIndex,
    err: &dyn Fn(String) -> WriteError,
) -> Result<Option<usize>, WriteError> {
    let info = visa::opcode::info(inst.opcode)
        .ok_or_else(|| err(format!("unknown opcode 0x{:02x}", inst.opcode)))?;
    let sub = if info.subops.is_empty() {
        None
    } else {
        Some(
            inst.operands
                .first()
                .and_then(Operand::as_imm)
                .ok_or_else(|| err("missing sub-opcode".into()))? as u8,
        )
    };
    let st = crate::layout::static_layout(inst.opcode, sub)
        .ok_or_else(|| err(format!("unknown sub-opcode of `{}`", info.mnemonic)))?;
    let expanded;
    let (fields, keep): (&[visa::Field], usize) = if st.has_list {
        expanded = expanded_fields(inst).ok_or_else(|| err("bad list".into()))?;
        let k = kept_fields(inst, layout);
        (&expanded, k)
    } else {
        (&st.fields, st.keep(layout))
    };
    code.u8(inst.opcode);
    let mut full = Some(1usize);
    let mut ops = inst.operands.iter();
    for (n, f) in fields.iter().enumerate() {
        let len = match f.kind {
            Kind::Exec => {
                if n < keep {
                    code.u8(inst.exec.0);
                }
                Some(1)
            }
            Kind::Pred => {
                if n < keep {
                    code.u16(inst.pred.0);
                }
                Some(2)
            }
            k => {
                let o = ops
                    .next()
                    .ok_or_else(|| err(format!("missing operand for field `{}`", f.name)))?;
                if n < keep {
                    put_field(code, f, o, idx, err)?;
                } else if let Operand::Str(s) = o {
                    // Not written, but it owns a pool entry all the same.
                    idx.operand(s);
                }
                field_len(k, o)
            }
        };
        full = full.zip(len).map(|(a, b)| a + b);
    }
    if ops.next().is_some() {
        return Err(err(format!(
            "more operands than `{}` has fields",
            info.mnemonic
        )));
    }
    Ok(full)
}

/// Encodes one kernel or function object. Returns the bytes and the offset of
/// the `num_inputs` field within them.
pub fn routine_object(r: &Routine, layout: Layout) -> Result<(Vec<u8>, usize), WriteError> {
    let pool = string_pool(r);
    let mut idx = StringIndex::new(r, &pool);
    let mut b = Buf(Vec::with_capacity(64 * r.insts.len() + 1024));
    b.u32(pool.len() as u32);
    for s in &pool {
        b.bytes(s.as_bytes());
        b.u8(0);
    }
    b.u32(idx.decl(&r.name).unwrap_or(0));
    b.u32(r.vars.len() as u32);
    for v in &r.vars {
        b.u32(idx.decl(&v.name).unwrap_or(0));
        b.u8(v.ty.code() | v.align.code() << 4);
        b.u16(v.num_elements);
        match v.alias {
            Some(a) => {
                b.u32(a.base);
                b.u16(a.offset);
                b.u8(a.scope as u8);
            }
            None => {
                b.u32(0);
                b.u16(0);
                b.u8(0);
            }
        }
        b.u8(count8("attribute count", v.attrs.len())?);
        attrs(&mut b, &idx, &v.attrs)?;
    }
    b.u16(count16("address count", r.addrs.len())?);
    simple_vars(&mut b, &idx, &r.addrs)?;
    b.u16(count16("predicate count", r.preds.len())?);
    simple_vars(&mut b, &idx, &r.preds)?;
    b.u16(count16("label count", r.labels.len())?);
    for l in &r.labels {
        b.u32(idx.decl(&l.name).unwrap_or(0));
        b.u8(l.kind.code());
        b.u8(count8("attribute count", l.attrs.len())?);
        attrs(&mut b, &idx, &l.attrs)?;
    }
    b.u8(count8("sampler count", r.samplers.len())?);
    simple_vars(&mut b, &idx, &r.samplers)?;
    b.u8(count8("surface count", r.surfaces.len())?);
    simple_vars(&mut b, &idx, &r.surfaces)?;
    b.u8(count8("VME count", r.vmes.len())?);
    if layout == Layout::Full {
        // The reference writes the VME count but never the entries.
        simple_vars(&mut b, &idx, &r.vmes)?;
    }
    let input_pos = b.0.len();
    if r.is_kernel() {
        b.u32(r.inputs.len() as u32);
        for i in &r.inputs {
            b.u8(i.kind);
            b.u32(i.id);
            b.u16(i.offset as u16);
            b.u16(i.size);
        }
    }
    // The code size and entry offset come before the attributes, the code
    // after them: both are patched once the code is written in place.
    let size_pos = b.0.len();
    b.u32(0);
    let entry_pos = b.0.len();
    b.u32(0);
    if !r.is_kernel() {
        b.u8(r.input_size);
        b.u8(r.return_size);
    }
    b.u16(count16("attribute count", r.attributes.len())?);
    attrs(&mut b, &idx, &r.attributes)?;
    let entry = b.0.len();
    let mut full_size = Some(0usize);
    for (n, inst) in r.insts.iter().enumerate() {
        let err = |message: String| WriteError::Instruction {
            routine: r.name.clone(),
            index: n,
            message,
        };
        let f = instruction(&mut b, inst, layout, &mut idx, &err)?;
        full_size = full_size.zip(f).map(|(a, b)| a + b);
    }
    let written = b.0.len() - entry;
    // The reference sizes the instruction area by the full encoding and
    // leaves the bytes its truncated instructions do not fill as zeros. When
    // operands are unknown (read from such an object) the size read is kept.
    let size = match (full_size, r.code_size) {
        (Some(s), _) => s,
        (None, Some(s)) => s as usize,
        (None, None) => written,
    };
    b.0.resize(entry + size.max(written), 0);
    let size = (b.0.len() - entry) as u32;
    b.0[size_pos..size_pos + 4].copy_from_slice(&size.to_le_bytes());
    b.0[entry_pos..entry_pos + 4].copy_from_slice(&(entry as u32).to_le_bytes());
    Ok((b.0, input_pos))
}

/// The object version written whatever the module's `.version` says:
/// GenX_IR 1.0.12504.6 writes its own (4.1), in the layout of 4.1, for every
/// text version from 1.0 up (measured from 1.0 to 255.255).
pub const OBJECT_VERSION: (u8, u8) = (4, 1);

/// Writes a module as a CISA object.
pub fn write(m: &Module, opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    if m.major == 0 {
        return Err(WriteError::NoObjectVersion {
            major: m.major,
            minor: m.minor,
        });
    }
    let kernels: Vec<&Routine> = m.routines.iter().filter(|r| r.is_kernel()).collect();
    let functions: Vec<&Routine> = m.routines.iter().filter(|r| !r.is_kernel()).collect();
    let mut gens: Vec<Vec<&GenBinary>> = vec![Vec::new(); kernels.len()];
    for (k, g) in &opts.gen_binaries {
        if let Some(v) = gens.get_mut(*k) {
            v.push(g);
        }
    }
    if gens.iter().any(|g| g.len() > 4) {
        return Err(WriteError::TooManyBinaries);
    }
    let kobjs: Vec<(Vec<u8>, usize)> = kernels
        .iter()
        .map(|r| routine_object(r, opts.layout))
        .collect::<Result<_, _>>()?;
    let fobjs: Vec<(Vec<u8>, usize)> = functions
        .iter()
        .map(|r| {
            if r.is_declaration() {
                Ok((Vec::new(), 0))
            } else {
                routine_object(r, opts.layout)
            }
        })
        .collect::<Result<_, _>>()?;

    // Header size first: every offset depends on it.
    let mut hsize = 4 + 1 + 1 + 2;
    for (k, r) in kernels.iter().enumerate() {
        hsize += 2 + r.name.len() + 4 + 4 + 4 + reloc_size(r) + 1 + 9 * gens[k].len();
    }
    hsize += 2;
    for v in &m.file_vars {
        hsize += 1 + 2 + v.name.len() + 1 + 2 + 1 + file_attr_size(&v.attrs);
    }
    hsize += 2;
    for r in &functions {
        hsize += 1 + 2 + r.name.len() + 4 + 4 + reloc_size(r);
    }

    // Objects: kernels, each followed by its GEN binaries, then functions.
    let mut pos = hsize;
    let mut kpos = Vec::new();
    let mut gpos = Vec::new();
    for (k, (obj, _)) in kobjs.iter().enumerate() {
        kpos.push(pos);
        pos += obj.len();
        let mut g = Vec::new();
        for bin in &gens[k] {
            g.push(pos);
            pos += bin.data.len();
        }
        gpos.push(g);
    }
    let mut fpos = Vec::new();
    for (obj, _) in &fobjs {
        // An extern declaration's entry has offset 0 and size 0.
        fpos.push(if obj.is_empty() { 0 } else { pos });
        pos += obj.len();
    }

    let mut b = Buf(Vec::with_capacity(pos));
    b.u32(crate::MAGIC);
    b.u8(OBJECT_VERSION.0);
    b.u8(OBJECT_VERSION.1);
    b.u16(count16("kernel count", kernels.len())?);
    for (k, r) in kernels.iter().enumerate() {
        b.u16(count16("kernel name length", r.name.len())?);
        b.bytes(r.name.as_bytes());
        b.u32(kpos[k] as u32);
        b.u32(kobjs[k].0.len() as u32);
        b.u32((kpos[k] + kobjs[k].1) as u32);
        relocs(&mut b, r)?;
        b.u8(gens[k].len() as u8);
        for (g, bin) in gens[k].iter().enumerate() {
            b.u8(bin.platform);
            b.u32(gpos[k][g] as u32);
            b.u32(bin.data.len() as u32);
        }
    }
    b.u16(count16("file-scope variable count", m.file_vars.len())?);
    for v in &m.file_vars {
        b.u8(v.linkage);
        b.u16(count16("variable name length", v.name.len())?);
        b.bytes(v.name.as_bytes());
        b.u8(v.bit_properties);
        b.u16(v.num_elements);
        b.u8(count8("attribute count", v.attrs.len())?);
        for a in &v.attrs {
            b.u32(a.name);
            b.u8(count8("attribute value length", a.value.len())?);
            b.bytes(&a.value);
        }
    }
    b.u16(count16("function count", functions.len())?);
    for (f, r) in functions.iter().enumerate() {
        let linkage = match (opts.layout, r.kind) {
            // GenX_IR writes 0 (extern) for the functions it defines.
            (Layout::Genx12504, _) => 0,
            (Layout::Full, RoutineKind::Function(l)) => l as u8,
            (Layout::Full, RoutineKind::Kernel) => 2,
        };
        b.u8(linkage);
        b.u16(count16("function name length", r.name.len())?);
        b.bytes(r.name.as_bytes());
        b.u32(fpos[f] as u32);
        b.u32(fobjs[f].0.len() as u32);
        relocs(&mut b, r)?;
    }
    debug_assert_eq!(b.0.len(), hsize);
    for (k, (obj, _)) in kobjs.iter().enumerate() {
        b.bytes(obj);
        for bin in &gens[k] {
            b.bytes(&bin.data);
        }
    }
    for (obj, _) in &fobjs {
        b.bytes(obj);
    }
    Ok(b.0)
}

fn reloc_size(r: &Routine) -> usize {
    4 + 4 * (r.var_relocs.len() + r.func_relocs.len())
}

fn file_attr_size(a: &[FileAttr]) -> usize {
    a.iter().map(|a| 5 + a.value.len()).sum()
}

/// The variable and function relocation tables of a kernel or function entry.
fn relocs(b: &mut Buf, r: &Routine) -> Result<(), WriteError> {
    for table in [&r.var_relocs, &r.func_relocs] {
        b.u16(count16("relocation count", table.len())?);
        for x in table {
            b.u16(x.symbolic);
            b.u16(x.resolved);
        }
    }
    Ok(())
}
