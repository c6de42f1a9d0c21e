//! The generator: a random vISA kernel from an [`Unstructured`], built to be
//! verifier-clean by construction (types from the opcode properties table,
//! regions within their variables and two GRFs, mask offsets aligned to
//! the execution size) and to terminate (backward `goto`s only close
//! counted loops).

use std::fmt::Write;

use arbitrary::{Result, Unstructured};
use visa::props::{props, Mods, Sat};
use visa::{DataType as T, Platform};

use crate::{Case, Slot};

/// Data types of the generated variables.
const TYPES: [T; 11] = [
    T::B,
    T::UB,
    T::W,
    T::UW,
    T::D,
    T::UD,
    T::Q,
    T::UQ,
    T::F,
    T::DF,
    T::HF,
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Integer or float: every operand of the destination's class.
    Arith,
    /// Integer only.
    Int,
    /// Float only.
    Float,
    /// `mov`: any source type (a conversion).
    Mov,
    /// `cmp` into a predicate.
    Cmp,
    /// `sel` under a predicate.
    Sel,
}

struct OpDef {
    name: &'static str,
    code: u8,
    nsrc: usize,
    kind: Kind,
    /// Types when the properties table leaves them open.
    fallback: &'static [T],
}

const INTS: &[T] = &[T::B, T::UB, T::W, T::UW, T::D, T::UD, T::Q, T::UQ];
const I32: &[T] = &[T::B, T::UB, T::W, T::UW, T::D, T::UD];
const DUD: &[T] = &[T::D, T::UD];

const fn op(name: &'static str, code: u8, nsrc: usize, kind: Kind) -> OpDef {
    OpDef {
        name,
        code,
        nsrc,
        kind,
        fallback: INTS,
    }
}

const OPS: &[OpDef] = &[
    op("add", 0x01, 2, Kind::Arith),
    op("add", 0x01, 2, Kind::Arith),
    op("mul", 0x10, 2, Kind::Arith),
    op("mad", 0x0C, 3, Kind::Arith),
    op("avg", 0x02, 2, Kind::Int),
    op("min", 0x45, 2, Kind::Arith),
    op("max", 0x45, 2, Kind::Arith),
    op("and", 0x20, 2, Kind::Int),
    op("or", 0x21, 2, Kind::Int),
    op("xor", 0x22, 2, Kind::Int),
    op("not", 0x23, 1, Kind::Int),
    op("shl", 0x24, 2, Kind::Int),
    op("shr", 0x25, 2, Kind::Int),
    op("asr", 0x26, 2, Kind::Int),
    OpDef {
        name: "cbit",
        code: 0x27,
        nsrc: 1,
        kind: Kind::Int,
        fallback: I32,
    },
    OpDef {
        name: "fbh",
        code: 0x2F,
        nsrc: 1,
        kind: Kind::Int,
        fallback: DUD,
    },
    op("fbl", 0x2E, 1, Kind::Int),
    op("bfrev", 0x48, 1, Kind::Int),
    op("lzd", 0x1F, 1, Kind::Int),
    op("bfe", 0x46, 3, Kind::Int),
    op("bfi", 0x47, 4, Kind::Int),
    op("add3", 0x84, 3, Kind::Int),
    op("rol", 0x80, 2, Kind::Int),
    op("ror", 0x81, 2, Kind::Int),
    op("mulh", 0x0D, 2, Kind::Int),
    op("frc", 0x09, 1, Kind::Float),
    op("rndd", 0x12, 1, Kind::Float),
    op("rndu", 0x13, 1, Kind::Float),
    op("rnde", 0x14, 1, Kind::Float),
    op("rndz", 0x15, 1, Kind::Float),
    op("mov", 0x29, 1, Kind::Mov),
    op("mov", 0x29, 1, Kind::Mov),
    op("mov", 0x29, 1, Kind::Mov),
    op("sel", 0x2A, 2, Kind::Sel),
    op("cmp", 0x2C, 2, Kind::Cmp),
    op("cmp", 0x2C, 2, Kind::Cmp),
];

const RELS: [&str; 6] = ["eq", "ne", "lt", "le", "gt", "ge"];

struct Var {
    name: String,
    ty: T,
    n: u32,
}

/// What the generator may write beyond the specification's rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// Integer instructions whose sources have different types (IGC
    /// writes them and the verifier accepts them, but the data-types
    /// chapter says all sources of an arithmetic or logic instruction
    /// have one type, so their meaning is the emulator's choice).
    pub mixed_sources: bool,
}

struct Gen<'a, 'b> {
    u: &'a mut Unstructured<'b>,
    cfg: Config,
    w: u32,
    grf: u32,
    platform: Platform,
    vars: Vec<Var>,
    npred: u32,
    out: String,
    labels: u32,
    /// Instructions left to emit.
    budget: i32,
    /// Loop counters in use (by depth).
    counters: u32,
    /// Pending forward-goto targets per open block.
    pending: Vec<Vec<String>>,
    /// OUT slots of in-body stores.
    out_slots: Vec<Slot>,
    out_bytes: u32,
    /// Bytes of the IN buffer a body load may read (oword aligned).
    in_bytes: u32,
}

/// Largest number of instructions of one kernel body.
const MAX_BODY: i32 = 48;
/// Loop nesting and counters.
const MAX_LOOPS: u32 = 3;

fn bits(t: T) -> u32 {
    t.size() * 8
}

fn mask_name(moff: u32) -> String {
    format!("M{}", moff / 4 + 1)
}

/// Generates one case within the specification's rules.
pub fn generate(u: &mut Unstructured<'_>) -> Result<Case> {
    generate_with(u, Config::default())
}

/// Generates one case.
pub fn generate_with(u: &mut Unstructured<'_>, cfg: Config) -> Result<Case> {
    let platform = *u.choose(&[Platform::Skl, Platform::Skl, Platform::Tgllp, Platform::Pvc])?;
    let w = *u.choose(&[8u32, 16, 16, 32])?;
    let grf = platform.grf_size();
    let mut g = Gen {
        u,
        cfg,
        w,
        grf,
        platform,
        vars: Vec::new(),
        npred: 4,
        out: String::new(),
        labels: 0,
        budget: 0,
        counters: 0,
        pending: Vec::new(),
        out_slots: Vec::new(),
        out_bytes: 0,
        in_bytes: 0,
    };
    g.budget = g.u.int_in_range(4..=MAX_BODY)?;
    let nvars = g.u.int_in_range(3..=7)?;
    for i in 0..nvars {
        let ty = *g.u.choose(&TYPES)?;
        let rows = if g.u.ratio(1, 4)? { 2 } else { 1 };
        let n = (w * rows).max(16 / ty.size());
        g.vars.push(Var {
            name: format!("X{i}"),
            ty,
            n,
        });
    }
    // The seed of loop trip counts: read only.
    g.vars.push(Var {
        name: "SEED".into(),
        ty: T::UD,
        n: w,
    });
    // Input image: every variable's initial bytes, then spare bytes for
    // loads in the body.
    let mut input = Vec::new();
    let mut loads = Vec::new();
    for v in &g.vars {
        let off = input.len() as u32;
        for _ in 0..v.n {
            let val = init_value(g.u, v.ty)?;
            input.extend_from_slice(&val.to_le_bytes()[..v.ty.size() as usize]);
        }
        loads.push((v.name.clone(), off, v.n * v.ty.size()));
    }
    let spare = 256;
    for _ in 0..spare {
        input.push(g.u.arbitrary()?);
    }
    g.in_bytes = input.len() as u32;
    // Final stores: each data variable's last value.
    let mut outputs = Vec::new();
    for v in &g.vars[..nvars as usize] {
        outputs.push(Slot {
            name: v.name.clone(),
            ty: v.ty,
            off: g.out_bytes,
            bytes: v.n * v.ty.size(),
        });
        g.out_bytes += v.n * v.ty.size();
    }

    // Prologue: loads, counters and predicates.
    for (name, off, bytes) in &loads {
        g.block_msg("svm_block_ld", "IN", name, *off, *bytes);
    }
    let chunks = g.chunks(4);
    for c in 0..MAX_LOOPS {
        for &(m, n) in &chunks {
            let _ = writeln!(
                g.out,
                "    mov ({}, {n}) {}<1> 0x0:d",
                mask_name(m),
                g.elem_s(&format!("C{c}"), T::D, m)
            );
        }
    }
    for p in 1..=g.npred {
        let v: u32 = g.u.arbitrary()?;
        g.setp(p, v);
    }
    // The reducer deletes only between these markers: what is before
    // them initializes every variable and predicate.
    let _ = writeln!(g.out, "    // body");
    g.block(0)?;
    let _ = writeln!(g.out, "    // end of body");
    for s in &outputs {
        g.block_msg("svm_block_st", "OUT", &s.name.clone(), s.off, s.bytes);
    }
    let _ = writeln!(g.out, "    ret (M1, 1)");

    let mut text = String::new();
    let _ = writeln!(text, ".version 4.1");
    let _ = writeln!(text, ".kernel \"smith\"");
    let _ = writeln!(text, ".decl IN v_type=G type=uq num_elts=1");
    let _ = writeln!(text, ".decl OUT v_type=G type=uq num_elts=1");
    let _ = writeln!(text, ".decl ADDR v_type=G type=uq num_elts=1");
    for v in &g.vars {
        let _ = writeln!(
            text,
            ".decl {} v_type=G type={} num_elts={} align=GRF",
            v.name,
            v.ty.name(),
            v.n
        );
    }
    for c in 0..MAX_LOOPS {
        let _ = writeln!(text, ".decl C{c} v_type=G type=d num_elts={w} align=GRF");
    }
    for p in 1..=g.npred {
        let _ = writeln!(text, ".decl P{p} v_type=P num_elts={w}");
    }
    let _ = writeln!(text, ".kernel_attr SimdSize={w}");
    let _ = writeln!(text, ".function \"smith_0\"");
    let _ = writeln!(text, "smith_0:");
    text.push_str(&g.out);
    outputs.extend(g.out_slots.iter().cloned());
    Ok(Case {
        platform,
        simd: w,
        text,
        input,
        out_bytes: g.out_bytes,
        outputs,
    })
}

/// A value for one element: floats favour exact small numbers and the
/// special values, integers the edges of their range.
fn init_value(u: &mut Unstructured<'_>, ty: T) -> Result<u64> {
    let raw: u64 = u.arbitrary()?;
    let pick = u.int_in_range(0..=9u8)?;
    Ok(match ty {
        T::F => match pick {
            0..=4 => (u.int_in_range(-64i32..=64)? as f32 / 4.0).to_bits() as u64,
            5 => *u.choose(&[
                0x7f80_0000u32,
                0xff80_0000,
                0x7fc0_0000,
                0x8000_0000,
                0x0000_0001,
                0x007f_ffff,
                0x7f7f_ffff,
                0x4f00_0000,
                0xcf00_0000,
                0x5f80_0000,
            ])? as u64,
            _ => raw & 0xffff_ffff,
        },
        T::DF => match pick {
            0..=4 => (u.int_in_range(-64i32..=64)? as f64 / 4.0).to_bits(),
            5 => *u.choose(&[
                0x7ff0_0000_0000_0000u64,
                0x7ff8_0000_0000_0000,
                0x8000_0000_0000_0000,
                0x0000_0000_0000_0001,
                0x43e0_0000_0000_0000,
                0x41e0_0000_0000_0000,
            ])?,
            _ => raw,
        },
        T::HF => match pick {
            0..=4 => *u.choose(&[
                0x3c00u64, 0xbc00, 0x4000, 0x3800, 0x0000, 0x4200, 0xc500, 0x5640,
            ])?,
            5 => *u.choose(&[0x7c00u64, 0xfc00, 0x7e00, 0x8000, 0x0001, 0x7bff])?,
            _ => raw & 0xffff,
        },
        _ => match pick {
            0..=2 => raw % 16,
            3 => u64::MAX,
            4 => 1u64 << (bits(ty) - 1),
            5 => (1u64 << (bits(ty) - 1)) - 1,
            _ => raw,
        },
    })
}

impl Gen<'_, '_> {
    fn var(&self, name: &str) -> &Var {
        self.vars.iter().find(|v| v.name == name).unwrap()
    }

    /// `NAME(row,col)` of element `e` of a variable of type `ty`.
    fn elem_s(&self, name: &str, ty: T, e: u32) -> String {
        let b = e * ty.size();
        format!("{name}({},{})", b / self.grf, (b % self.grf) / ty.size())
    }

    /// Channel groups covering the SIMD width with operands of `size`
    /// bytes inside two GRFs.
    fn chunks(&self, size: u32) -> Vec<(u32, u32)> {
        let mut n = self.w;
        while n * size > 2 * self.grf {
            n /= 2;
        }
        (0..self.w / n).map(|i| (i * n, n)).collect()
    }

    /// Block messages moving all `bytes` of variable `name` to or from
    /// buffer `buf` at byte `off`.
    fn block_msg(&mut self, op: &str, buf: &str, name: &str, off: u32, bytes: u32) {
        let mut done = 0;
        while done < bytes {
            let part = (bytes - done).min(128);
            let _ = writeln!(
                self.out,
                "    add (M1_NM, 1) ADDR(0,0)<1> {buf}(0,0)<0;1,0> 0x{:x}:uq",
                off + done
            );
            let _ = writeln!(
                self.out,
                "    {op} ({}) ADDR(0,0)<0;1,0> {name}.{done}",
                part / 16
            );
            done += part;
        }
    }

    fn setp(&mut self, p: u32, v: u32) {
        let (imm, ty) = if self.w == 32 {
            (v, "ud")
        } else {
            (v & ((1 << self.w) - 1), "uw")
        };
        let _ = writeln!(self.out, "    setp (M1_NM, {}) P{p} 0x{imm:x}:{ty}", self.w);
    }

    fn label(&mut self) -> String {
        self.labels += 1;
        format!("L{}", self.labels)
    }

    /// A block of statements at nesting `depth`.
    fn block(&mut self, depth: u32) -> Result<()> {
        self.pending.push(Vec::new());
        let n = self.u.int_in_range(1..=8u32)?;
        for _ in 0..n {
            if self.budget <= 0 || self.u.is_empty() {
                break;
            }
            self.statement(depth)?;
            // Place some pending labels of this block here.
            let lvl = self.pending.len() - 1;
            while !self.pending[lvl].is_empty() && self.u.ratio(1, 3)? {
                let l = self.pending[lvl].pop().unwrap();
                let _ = writeln!(self.out, "{l}:");
            }
        }
        for l in self.pending.pop().unwrap() {
            let _ = writeln!(self.out, "{l}:");
        }
        Ok(())
    }

    fn statement(&mut self, depth: u32) -> Result<()> {
        let k = self.u.int_in_range(0..=99u8)?;
        match k {
            0..=9 if depth < 3 => self.if_else(depth),
            10..=16 if self.counters < MAX_LOOPS => self.counted_loop(depth),
            17..=20 => self.forward_goto(),
            21..=24 => self.body_block(),
            25..=27 => {
                let p = self.u.int_in_range(1..=self.npred)?;
                let v = self.u.arbitrary()?;
                self.budget -= 1;
                self.setp(p, v);
                Ok(())
            }
            _ => self.alu(),
        }
    }

    fn pred_name(&mut self) -> Result<u32> {
        self.u.int_in_range(1..=self.npred)
    }

    fn if_else(&mut self, depth: u32) -> Result<()> {
        let p = self.pred_name()?;
        self.compare_full(p)?;
        let (else_l, end_l) = (self.label(), self.label());
        let inv = if self.u.ratio(1, 4)? { "!" } else { "" };
        let _ = writeln!(self.out, "    ({inv}P{p}) goto (M1, {}) {else_l}", self.w);
        self.budget -= 2;
        self.block(depth + 1)?;
        let has_else = self.u.ratio(1, 2)?;
        if has_else {
            let _ = writeln!(self.out, "    goto (M1, {}) {end_l}", self.w);
        }
        let _ = writeln!(self.out, "{else_l}:");
        if has_else {
            self.block(depth + 1)?;
            let _ = writeln!(self.out, "{end_l}:");
        }
        Ok(())
    }

    /// A loop running each channel `SEED & 3` times (at least once).
    fn counted_loop(&mut self, depth: u32) -> Result<()> {
        let c = self.counters;
        self.counters += 1;
        let chunks = self.chunks(4);
        let m = *self.u.choose(&[1u32, 3, 7])?;
        for &(o, n) in &chunks {
            let _ = writeln!(
                self.out,
                "    and ({}, {n}) {}<1> {}<1;1,0> 0x{m:x}:ud",
                mask_name(o),
                self.elem_s(&format!("C{c}"), T::D, o),
                self.elem_s("SEED", T::UD, o)
            );
        }
        let head = self.label();
        let _ = writeln!(self.out, "{head}:");
        self.budget -= 4;
        self.block(depth + 1)?;
        let p = self.pred_name()?;
        for &(o, n) in &chunks {
            let e = self.elem_s(&format!("C{c}"), T::D, o);
            let _ = writeln!(
                self.out,
                "    add ({}, {n}) {e}<1> {e}<1;1,0> 0xffffffff:d",
                mask_name(o)
            );
        }
        for &(o, n) in &chunks {
            let e = self.elem_s(&format!("C{c}"), T::D, o);
            let _ = writeln!(
                self.out,
                "    cmp.gt ({}, {n}) P{p} {e}<1;1,0> 0x0:d",
                mask_name(o)
            );
        }
        let _ = writeln!(self.out, "    (P{p}) goto (M1, {}) {head}", self.w);
        self.counters -= 1;
        Ok(())
    }

    /// A `goto` to a label placed later in this block or an enclosing one.
    fn forward_goto(&mut self) -> Result<()> {
        let lvl = self.u.choose_index(self.pending.len())?;
        let l = self.label();
        self.pending[lvl].push(l.clone());
        let p = self.pred_name()?;
        self.budget -= 1;
        match self.u.int_in_range(0..=5u8)? {
            0 => {
                let _ = writeln!(self.out, "    (P{p}) goto (M1, 1) {l}");
            }
            1 => {
                let _ = writeln!(self.out, "    (P{p}.any) goto (M1, {}) {l}", self.w);
            }
            2 => {
                let _ = writeln!(self.out, "    (!P{p}.all) goto (M1, {}) {l}", self.w);
            }
            _ => {
                let inv = if self.u.ratio(1, 3)? { "!" } else { "" };
                let _ = writeln!(self.out, "    ({inv}P{p}) goto (M1, {}) {l}", self.w);
            }
        }
        Ok(())
    }

    /// A block load from IN or a block store to a fresh OUT slot.
    fn body_block(&mut self) -> Result<()> {
        let i = self.u.choose_index(self.vars.len() - 1)?;
        let (name, bytes, ty) = {
            let v = &self.vars[i];
            (v.name.clone(), v.n * v.ty.size(), v.ty)
        };
        self.budget -= 2;
        if self.u.ratio(1, 2)? {
            let max = (self.in_bytes - bytes) / 16;
            let off = 16 * self.u.int_in_range(0..=max)?;
            self.block_msg("svm_block_ld", "IN", &name, off, bytes);
        } else {
            let off = self.out_bytes;
            self.out_bytes += bytes;
            self.out_slots.push(Slot {
                name: name.clone(),
                ty,
                off,
                bytes,
            });
            self.block_msg("svm_block_st", "OUT", &name, off, bytes);
        }
        Ok(())
    }

    /// Compares two data operands over the whole width into `P{p}`.
    fn compare_full(&mut self, p: u32) -> Result<()> {
        let data: Vec<usize> = (0..self.vars.len()).collect();
        let a = *self.u.choose(&data)?;
        let ta = self.vars[a].ty;
        let same: Vec<usize> = data
            .iter()
            .copied()
            .filter(|&i| self.vars[i].ty.is_float() == ta.is_float())
            .filter(|&i| (!ta.is_float() && self.cfg.mixed_sources) || self.vars[i].ty == ta)
            .collect();
        let b = *self.u.choose(&same)?;
        let tb = self.vars[b].ty;
        let rel = *self.u.choose(&RELS)?;
        let size = ta.size().max(tb.size());
        for (o, n) in self.chunks(size) {
            let an = self.vars[a].name.clone();
            let bn = self.vars[b].name.clone();
            let _ = writeln!(
                self.out,
                "    cmp.{rel} ({}, {n}) P{p} {}<1;1,0> {}<1;1,0>",
                mask_name(o),
                self.elem_s(&an, ta, o),
                self.elem_s(&bn, tb, o)
            );
        }
        Ok(())
    }

    /// One arithmetic, logic, compare, select or move instruction.
    fn alu(&mut self) -> Result<()> {
        let d = &OPS[self.u.choose_index(OPS.len())?];
        if !visa::op_info(d.code).is_some_and(|i| i.on(self.platform)) {
            return Ok(());
        }
        let pr = props(d.code);
        let allowed: Vec<T> = match pr.types {
            Some(ts) => ts.iter().copied().filter(|t| TYPES.contains(t)).collect(),
            None => d.fallback.to_vec(),
        };
        let ok = |t: T| -> bool {
            allowed.contains(&t)
                && match d.kind {
                    Kind::Int => t.is_int(),
                    Kind::Float => t.is_float(),
                    _ => true,
                }
        };
        // Destination (data variables only; SEED stays read-only).
        let ndata = self.vars.len() - 1;
        let dsts: Vec<usize> = (0..ndata)
            .filter(|&i| d.kind == Kind::Cmp || d.kind == Kind::Mov || ok(self.vars[i].ty))
            .collect();
        if dsts.is_empty() {
            return Ok(());
        }
        let di = *self.u.choose(&dsts)?;
        let dty = self.vars[di].ty;
        // Source types.
        let class_float = if d.kind == Kind::Cmp {
            self.u.arbitrary::<bool>()?
        } else {
            dty.is_float()
        };
        let mut srcs_t: Vec<T> = Vec::new();
        for _ in 0..d.nsrc {
            let t = match d.kind {
                Kind::Mov => *self.u.choose(&TYPES)?,
                _ if class_float => {
                    if d.kind == Kind::Cmp {
                        match srcs_t.first() {
                            Some(&t) => t,
                            None => *self.u.choose(&[T::F, T::DF, T::HF])?,
                        }
                    } else {
                        dty
                    }
                }
                _ => match srcs_t.first() {
                    // "All source operands must have the same data type"
                    // (data-types chapter, Type Conversion) unless asked.
                    Some(&t) if !self.cfg.mixed_sources => t,
                    _ => {
                        let c: Vec<T> = INTS.iter().copied().filter(|&t| ok(t)).collect();
                        if c.is_empty() {
                            return Ok(());
                        }
                        *self.u.choose(&c)?
                    }
                },
            };
            srcs_t.push(t);
        }
        // Execution size and mask offset.
        let sizes: Vec<u32> = [1u32, 2, 4, 8, 8, 16, 16, 32, 32, 32, 32, 32, 32]
            .into_iter()
            .filter(|&n| n <= self.w && pr.sizes.allows(n))
            .collect();
        let mut n = *self.u.choose(&sizes)?;
        let step = n.max(4);
        let moff = step * self.u.int_in_range(0..=(self.w - n) / step)?;
        let mut size = if d.kind == Kind::Cmp { 0 } else { dty.size() };
        for t in &srcs_t {
            size = size.max(t.size());
        }
        // Operands stay inside two GRFs (start aligned to the element).
        while n > 1 && n * size > 2 * self.grf {
            n /= 2;
        }
        let mut text = String::new();
        // Predication (not on min/max, which have no predicate field).
        let mut pred = String::new();
        if d.kind == Kind::Sel
            || (d.name != "min" && d.name != "max" && d.kind != Kind::Cmp && self.u.ratio(1, 4)?)
        {
            let p = self.pred_name()?;
            let inv = if self.u.ratio(1, 3)? { "!" } else { "" };
            let ctl = *self.u.choose(&["", "", "", ".any", ".all"])?;
            pred = format!("({inv}P{p}{ctl}) ");
        }
        let sat = match pr.sat {
            // The parser refuses `lzd.sat` (its page allows it).
            Sat::Yes => d.kind != Kind::Cmp && d.name != "lzd" && self.u.ratio(1, 5)?,
            Sat::Float => dty.is_float() && self.u.ratio(1, 5)?,
            Sat::No => false,
        };
        let mn = match d.kind {
            Kind::Cmp => format!("cmp.{}", self.u.choose(&RELS)?),
            _ => d.name.to_string(),
        };
        let _ = write!(
            text,
            "    {pred}{mn}{} ({}, {n}) ",
            if sat { ".sat" } else { "" },
            mask_name(moff)
        );
        if d.kind == Kind::Cmp {
            let p = self.pred_name()?;
            let _ = write!(text, "P{p}");
        } else {
            let e = self.place(di, moff, n)?;
            let _ = write!(
                text,
                "{}<1>",
                self.elem_s(&self.vars[di].name.clone(), dty, e)
            );
        }
        for (k, &t) in srcs_t.iter().enumerate() {
            text.push(' ');
            let modi = match pr.mods {
                Mods::Arith if self.u.ratio(1, 6)? && (t.is_float() || t.is_signed_int()) => {
                    *self.u.choose(&["(-)", "(abs)", "(-abs)"])?
                }
                Mods::Logic if self.u.ratio(1, 6)? => "(~)",
                _ => "",
            };
            // Immediates: not as the first source of a multi-source
            // instruction, nor for 3-source ones' middle operand.
            let imm_ok = (d.nsrc == 1 || k > 0) && !(d.nsrc >= 3 && k == 1);
            if imm_ok && self.u.ratio(1, 4)? {
                let v = init_value(self.u, t)?;
                let _ = write!(text, "{}", imm(v, t));
                continue;
            }
            let cands: Vec<usize> = (0..self.vars.len())
                .filter(|&i| self.vars[i].ty == t)
                .collect();
            if cands.is_empty() {
                let v = init_value(self.u, t)?;
                if imm_ok {
                    let _ = write!(text, "{}", imm(v, t));
                    continue;
                }
                return Ok(());
            }
            let si = *self.u.choose(&cands)?;
            let name = self.vars[si].name.clone();
            if n > 1 && self.u.ratio(1, 8)? {
                // A scalar broadcast of any element.
                let e = self.u.int_in_range(0..=self.vars[si].n - 1)?;
                let _ = write!(text, "{modi}{}<0;1,0>", self.elem_s(&name, t, e));
            } else {
                let e = self.place(si, moff, n)?;
                let _ = write!(text, "{modi}{}<1;1,0>", self.elem_s(&name, t, e));
            }
        }
        self.budget -= 1;
        let _ = writeln!(self.out, "{text}");
        let _ = self.var("SEED");
        Ok(())
    }

    /// First element of a direct `n`-channel region of variable `i` for
    /// channels starting at `moff`: the same lanes (most of the time), in
    /// any row of the variable, or (rarely) shifted by a few elements.
    fn place(&mut self, i: usize, moff: u32, n: u32) -> Result<u32> {
        let v = &self.vars[i];
        let (vn, sz) = (v.n, v.ty.size());
        let rows = vn / self.w;
        let mut e = moff + self.w * self.u.int_in_range(0..=rows.saturating_sub(1))?;
        if self.u.ratio(1, 16)? {
            e = self.u.int_in_range(0..=vn - n)?;
        }
        if e + n > vn {
            e = vn - n;
        }
        // Inside two GRFs.
        while (e * sz) % self.grf + n * sz > 2 * self.grf {
            e -= 1;
        }
        Ok(e)
    }
}

/// An immediate of type `t` (`v` truncated to the type).
fn imm(v: u64, t: T) -> String {
    let b = bits(t);
    let v = if b == 64 { v } else { v & ((1u64 << b) - 1) };
    format!("0x{v:x}:{}", t.name())
}
