//! Test lines for the assembler sweep against `llvm-mc-14 -show-encoding`
//! (`scripts/gcn/asmsweep.py`): for every instruction of an ISA variant,
//! its text with each field at its edge values (every register file and
//! bound, every inline constant, literals, every modifier value), the
//! encoding chosen without the mnemonic's suffix, and the other spellings
//! of the syntax (register ranges, source modifiers, constants as integers,
//! floats and expressions, modifiers in other forms, out-of-range values,
//! modifiers out of order, constant bus and literal violations).
//!
//! The lines come from the instruction table and the printer (the text
//! LLVM prints for each field value), then are rewritten; they are inputs,
//! and the oracle decides what each must assemble to or that it must be
//! rejected.

use super::tables::{isa_asm, split_suffix};
use crate::data::{Family, Hook, Slot, SlotKind};
use crate::print::{self, Ctx};
use crate::table::{INSTS, MAPS};
use crate::{Inst, Isa, Opcode};

/// A deterministic pseudo-random sequence (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[derive(Clone)]
struct GLine {
    mnem: String,
    ops: Vec<String>,
    mods: Vec<String>,
    exp: bool,
}

impl GLine {
    fn text(&self) -> String {
        let mut s = self.mnem.clone();
        for (k, o) in self.ops.iter().enumerate() {
            s.push_str(if k == 0 || (self.exp && k == 1) {
                " "
            } else {
                ", "
            });
            s.push_str(o);
        }
        for m in &self.mods {
            s.push(' ');
            s.push_str(m);
        }
        s
    }
}

fn set(w: &mut u64, lo: u8, width: u8, v: u64) {
    let m = ((1u64 << width) - 1) << lo;
    *w = (*w & !m) | ((v << lo) & m);
}

fn field(w: u64, lo: u8, width: u8) -> u64 {
    (w >> lo) & ((1u64 << width) - 1)
}

/// Print an instruction slot by slot.
fn gline(isa: Isa, id: u16, w: u64, lit: u32) -> GLine {
    let d = &INSTS[id as usize];
    let n = d.family.words();
    let mut words = [w as u32, (w >> 32) as u32, 0, 0, 0];
    words[n] = lit;
    let inst = Inst {
        opcode: Opcode(id),
        len: (n * 4 + 4) as u8,
        words,
    };
    let c = Ctx {
        isa,
        inst: &inst,
        d,
        w,
    };
    let mut ops = Vec::new();
    for s in d.ops {
        let mut b = String::new();
        print::operand(&c, s, &mut b);
        if s.kind == SlotKind::Imm && b.is_empty() {
            continue;
        }
        if s.kind == SlotKind::Imp && b.is_empty() {
            continue;
        }
        ops.push(b);
    }
    let mut mods = Vec::new();
    for s in d.mods {
        let mut b = String::new();
        print::modifier(&c, s, &mut b);
        if !b.is_empty() {
            mods.push(b);
        }
    }
    GLine {
        mnem: d.name.to_string(),
        ops,
        mods,
        exp: d.family == Family::Exp,
    }
}

fn map_of(isa: Isa, class: u16) -> Option<&'static crate::data::MapData> {
    super::tables::class_map(isa, class).map(|(_, m)| m)
}

/// Interesting values of a register-slot field: the edges of each register
/// file, the special registers, every inline constant, the literal.
fn reg_values(m: &crate::data::MapData, rng: &mut Rng, all: bool) -> Vec<u64> {
    let valid: Vec<usize> = (0..m.text.len())
        .filter(|&v| super::tables::valid(m, v))
        .collect();
    if all || valid.len() <= 40 {
        return valid.iter().map(|&v| v as u64).collect();
    }
    let mut out = Vec::new();
    let mut files: Vec<(u32, Vec<usize>)> = Vec::new();
    for &v in &valid {
        let p = m.ops.get(v).copied().unwrap_or(0);
        let tag = p >> 28;
        if tag == 2 || tag == 3 || tag == 4 || tag == 5 {
            out.push(v as u64);
            continue;
        }
        let key = if tag == 1 { (p >> 20) & 0xff } else { 0xfff };
        match files.iter_mut().find(|f| f.0 == key) {
            Some(f) => f.1.push(v),
            None => files.push((key, vec![v])),
        }
    }
    for (_, vs) in files {
        if vs.len() <= 6 {
            out.extend(vs.iter().map(|&v| v as u64));
        } else {
            out.push(vs[0] as u64);
            out.push(vs[1] as u64);
            out.push(vs[vs.len() - 1] as u64);
            out.push(vs[vs.len() - 2] as u64);
            out.push(vs[rng.below(vs.len())] as u64);
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Values of an immediate or modifier field: all for small fields, edges
/// and a few others for wide ones.
fn imm_values(width: u8, rng: &mut Rng) -> Vec<u64> {
    if width <= 4 {
        return (0..1u64 << width).collect();
    }
    let max = (1u64 << width) - 1;
    let mut v = vec![
        0,
        1,
        2,
        max,
        max - 1,
        1 << (width - 1),
        (1 << (width - 1)) - 1,
    ];
    for _ in 0..4 {
        v.push(rng.next() & max);
    }
    v.sort();
    v.dedup();
    v
}

const LITERALS: [u32; 10] = [
    0x1234_5678,
    0xffff_ffff,
    0x0000_0040,
    0x3f80_0000,
    0x8000_0000,
    0x0001_0000,
    0x3e22_f983,
    0x0000_3c00,
    0x4049_0fdb,
    0xffff_ffc0,
];

/// Source-operand spellings to try in a register slot that takes
/// constants.
const CONSTANTS: [&str; 44] = [
    "0",
    "1",
    "64",
    "65",
    "-1",
    "-16",
    "-17",
    "0x40",
    "0xffffffff",
    "0xfffffff0",
    "0x100000000",
    "-0x80000000",
    "0x80000000",
    "0xffff",
    "0x10000",
    "-32768",
    "0x3c00",
    "0x3800",
    "0x3118",
    "0x3f800000",
    "0x3e22f983",
    "0x3fe0000000000000",
    "0xffffffffffffffff",
    "0.5",
    "-0.5",
    "1.0",
    "-4.0",
    "2.0",
    "0.0",
    "-0.0",
    "1.5",
    "0.1",
    "0.15915494",
    "0.15915494309189532",
    "0.1592",
    "65504.0",
    "65520.0",
    "1e39",
    "3.4028234663852886e38",
    "1+2",
    "(1<<4)-1",
    "~0",
    "-(16)",
    "0x3ff8000000000000",
];

/// Lines for every instruction of `isa`. `full`: every value of every
/// register field (large); otherwise edge values.
pub fn lines(isa: Isa, seed: u64, full: bool) -> Vec<String> {
    let asm = isa_asm(isa);
    let ids: Vec<u16> = asm.opcode.ids().collect();
    let mut rng = Rng(seed | 1);
    let mut out: Vec<String> = Vec::new();
    for &id in &ids {
        inst_lines(isa, id, &mut rng, full, &mut out);
    }
    // GFX10: the other wavefront size's spellings of the lane-mask
    // operands (`llvm-mc-14` takes wave32's in wave64, operand by operand,
    // and refuses wave64's in wave32): that mode's lines of each
    // instruction whose records differ, and the wave64 base line with one
    // operand at a time in its wave32 form.
    for &id in &ids {
        let Some((other, oid)) = super::tables::lane_twin(isa, id) else {
            continue;
        };
        inst_lines(other, oid, &mut rng, full, &mut out);
        lane_mixes(isa, id, other, oid, &mut out);
    }
    // Last, and without the sequence: the lines above stay as they were.
    out.extend(no_lines(isa));
    out
}

/// Bare words tried with the `no` prefix (`noglc`): `llvm-mc-14` reads a
/// named bit written `noX` as the bit cleared, where the instruction takes
/// it; the list also holds bare modifier words that are not bits. Not
/// `compr`: `llvm-mc-14 -show-encoding` crashes on `exp ... nocompr` (and
/// `-filetype=obj` writes the compressed form's operands with the bit
/// clear), so it gives no answer to compare with; xvisa refuses it.
pub const NO_WORDS: [&str; 23] = [
    "glc", "slc", "dlc", "scc", "nv", "gds", "lds", "tfe", "lwe", "unorm", "da", "d16", "r128",
    "a16", "offen", "idxen", "addr64", "high", "clamp", "done", "vm", "swz", "off",
];

/// The `no`-prefixed spellings of named bits, per instruction: each bare
/// modifier word of a line that sets one 1-bit modifier field (and of the
/// base line) replaced by `noX`, written next to `X` in both orders and
/// twice; `noX` for every word of `NO_WORDS` after the base line's
/// modifiers, before them and without the mnemonic's suffix; the line with
/// every 1-bit field set, each of its words in turn negated, in both
/// orders of the modifiers.
pub fn no_lines(isa: Isa) -> Vec<String> {
    let asm = isa_asm(isa);
    let mut out = Vec::new();
    for id in asm.opcode.ids() {
        let d = &INSTS[id as usize];
        if d.name.contains("/*") {
            continue;
        }
        let w0 = base_encoding(isa, id);
        let base = gline(isa, id, w0, 0x1234_5678);
        let (stripped, suffix) = split_suffix(d.name);
        let is_word = |m: &str| NO_WORDS.contains(&m);
        let negate = |g: &GLine, out: &mut Vec<String>| {
            for (k, m) in g.mods.iter().enumerate().filter(|(_, m)| is_word(m)) {
                for alt in [
                    format!("no{m}"),
                    format!("{m} no{m}"),
                    format!("no{m} {m}"),
                    format!("no{m} no{m}"),
                ] {
                    let mut x = g.clone();
                    x.mods[k] = alt;
                    out.push(x.text());
                }
            }
        };
        negate(&base, &mut out);
        let mut all = w0;
        for s in d
            .mods
            .iter()
            .filter(|s| s.width == 1 && s.kind != SlotKind::Imp)
        {
            let mut w = w0;
            set(&mut w, s.lo, 1, 1);
            all |= 1 << s.lo;
            let g = gline(isa, id, w, 0x1234_5678);
            if g.mods != base.mods {
                negate(&g, &mut out);
            }
        }
        let g = gline(isa, id, all, 0x1234_5678);
        for rev in [false, true] {
            let mut g = g.clone();
            if rev {
                g.mods.reverse();
            }
            for k in 0..g.mods.len() {
                if is_word(&g.mods[k]) {
                    let mut x = g.clone();
                    x.mods[k] = format!("no{}", x.mods[k]);
                    out.push(x.text());
                }
            }
        }
        for m in NO_WORDS {
            // The word itself too (`swz`: not in the sweep before).
            let mut g = base.clone();
            g.mods.push(m.to_string());
            out.push(g.text());
            let mut g = base.clone();
            g.mods.push(format!("no{m}"));
            out.push(g.text());
            if suffix.is_some() {
                g.mnem = stripped.to_string();
                out.push(g.text());
            }
            if !base.mods.is_empty() {
                let mut g = base.clone();
                g.mods.insert(0, format!("no{m}"));
                out.push(g.text());
            }
        }
    }
    out
}

/// The base lines of an instruction in both wavefront sizes with one
/// differing operand at a time taken from the other (a `vcc` among
/// `vcc_lo`s, an `s1` among pairs), with and without the encoding suffix.
fn lane_mixes(isa: Isa, id: u16, other: Isa, oid: u16, out: &mut Vec<String>) {
    let a = gline(isa, id, base_encoding(isa, id), 0x1234_5678);
    let b = gline(other, oid, base_encoding(other, oid), 0x1234_5678);
    let (stripped, suffix) = split_suffix(a.mnem.as_str());
    for k in 0..a.ops.len().min(b.ops.len()) {
        if a.ops[k] != b.ops[k] {
            for (x, y) in [(&a, &b), (&b, &a)] {
                let mut g = x.clone();
                g.ops[k] = y.ops[k].clone();
                out.push(g.text());
                if suffix.is_some() {
                    g.mnem = stripped.to_string();
                    out.push(g.text());
                }
            }
        }
    }
}

/// GFX10: the lines of the lane-mask round-trip fixtures
/// (`scripts/gcn/lanes.py`): for every instruction whose wave32 and wave64
/// records differ, both modes' base lines; each lane-mask operand of
/// either record through (eight of) the values of its field, alone and
/// with the instruction's other lane masks in the other mode's spelling;
/// and the mixes of `lane_mixes`. Empty for other processors.
pub fn lane_lines(isa: Isa) -> Vec<String> {
    let asm = isa_asm(isa);
    let mut rng = Rng(1);
    let mut out: Vec<String> = Vec::new();
    for id in asm.opcode.ids() {
        let Some((other, oid)) = super::tables::lane_twin(isa, id) else {
            continue;
        };
        if INSTS[id as usize].name.contains("/*") {
            continue;
        }
        let own = gline(isa, id, base_encoding(isa, id), 0x1234_5678);
        let alt = gline(other, oid, base_encoding(other, oid), 0x1234_5678);
        out.push(own.text());
        out.push(alt.text());
        // Printed positions of the lane masks: where the two spellings differ.
        let lanes: Vec<usize> = if own.ops.len() == alt.ops.len() {
            (0..own.ops.len())
                .filter(|&k| own.ops[k] != alt.ops[k])
                .collect()
        } else {
            Vec::new()
        };
        for (ri, rid, rbase, obase) in [(isa, id, &own, &alt), (other, oid, &alt, &own)] {
            let (rd, od) = (
                &INSTS[rid as usize],
                &INSTS[if rid == id { oid } else { id } as usize],
            );
            let w0 = base_encoding(ri, rid);
            for (s, os) in rd.ops.iter().zip(od.ops) {
                if s.kind != SlotKind::Reg
                    || s.width == 0
                    || (s.class == os.class && s.alt == os.alt)
                {
                    continue;
                }
                let Some(m) = map_of(ri, s.class) else {
                    continue;
                };
                let vals = reg_values(m, &mut rng, false);
                let n = vals.len();
                for x in (0..n.min(8)).map(|k| vals[k * n / n.min(8)]) {
                    let mut w = w0;
                    set(&mut w, s.lo, s.width, x);
                    if s.hook == Hook::SdwaSdst {
                        // An SGPR destination: the `sd` bit.
                        w |= 1 << 47;
                    }
                    let lit = if (x as usize) < 512 && m.lit[x as usize >> 6] >> (x & 63) & 1 == 1 {
                        0x1234_5678
                    } else {
                        0
                    };
                    let g = gline(ri, rid, w, lit);
                    out.push(g.text());
                    if lanes.len() >= 2 && g.ops.len() == rbase.ops.len() {
                        for &j in &lanes {
                            if g.ops[j] == rbase.ops[j] {
                                let mut g2 = g.clone();
                                g2.ops[j] = obase.ops[j].clone();
                                out.push(g2.text());
                            }
                        }
                    }
                }
            }
        }
        lane_mixes(isa, id, other, oid, &mut out);
    }
    let mut seen = std::collections::HashSet::new();
    out.retain(|l| seen.insert(l.clone()));
    out
}

/// The sweep lines of one instruction: its base encoding printed, each
/// operand and modifier field through its values, and the spellings
/// `variants` adds.
fn inst_lines(isa: Isa, id: u16, rng: &mut Rng, full: bool, out: &mut Vec<String>) {
    let d = &INSTS[id as usize];
    if d.name.contains("/*") {
        return;
    }
    let w0 = base_encoding(isa, id);
    let base = gline(isa, id, w0, 0x1234_5678);
    let emit = |g: &GLine, out: &mut Vec<String>| {
        out.push(g.text());
    };
    emit(&base, out);
    let (stripped, suffix) = split_suffix(d.name);
    let strip = |g: &GLine| {
        let mut g = g.clone();
        g.mnem = stripped.to_string();
        g
    };
    if suffix.is_some() {
        emit(&strip(&base), out);
    }
    if d.family == Family::Mimg && isa.generation() >= 10 {
        // A sequence of its own: the other lines stay as they were.
        let mut r = Rng(0x9e37_79b9_7f4a_7c15 ^ (id as u64) << 20 ^ rng.0 >> 40 << 1 | 1);
        mimg10_lines(isa, id, w0, &mut r, out);
    }
    // Each operand field through its values.
    for s in d.ops {
        if s.width == 0 {
            continue;
        }
        let vals: Vec<u64> = match s.kind {
            SlotKind::Reg => match (s.hook, map_of(isa, s.class)) {
                (Hook::SmemOffset, _) => {
                    let mut v = imm_values(s.width.min(20), rng);
                    v.extend([0xf_ffff, 0x10_0000, 0x1f_ffff]);
                    v
                }
                (Hook::InterpAttr, _) => (0..64).step_by(9).chain([63]).collect(),
                (_, Some(m)) => reg_values(m, rng, full),
                _ => continue,
            },
            SlotKind::Imm => imm_values(s.width, rng),
            _ => continue,
        };
        for (k, &x) in vals.iter().enumerate() {
            let mut w = w0;
            set(&mut w, s.lo, s.width, x);
            let lits: &[u32] = match s.kind {
                SlotKind::Reg => match map_of(isa, s.class) {
                    Some(m)
                        if (x as usize) < 512 && m.lit[x as usize >> 6] >> (x & 63) & 1 == 1 =>
                    {
                        &LITERALS
                    }
                    _ => &LITERALS[..1],
                },
                _ => &LITERALS[..1],
            };
            for &l in lits {
                let g = gline(isa, id, w, l);
                emit(&g, out);
                if suffix.is_some() && (k + l as usize).is_multiple_of(3) {
                    emit(&strip(&g), out);
                }
            }
        }
        // SDWA scalar sources.
        if s.hook == Hook::SdwaSrc && s.alt != crate::data::NONE {
            if let Some(m) = map_of(isa, s.alt) {
                let bit = if s.lo == 32 { 55 } else { 63 };
                for x in reg_values(m, rng, false) {
                    let mut w = w0 | 1 << bit;
                    set(&mut w, s.lo, 8, x);
                    emit(&gline(isa, id, w, 0), out);
                }
            }
        }
    }
    // Each modifier field through its values.
    for s in d.mods {
        if s.width == 0 {
            continue;
        }
        let vals = if s.hook == Hook::OpSelHi {
            (0..8).collect()
        } else {
            imm_values(s.width, rng)
        };
        for x in vals {
            let mut w = w0;
            if s.hook == Hook::OpSelHi {
                set(&mut w, 59, 2, x & 3);
                set(&mut w, 14, 1, x >> 2 & 1);
            } else {
                set(&mut w, s.lo, s.width, x);
            }
            let g = gline(isa, id, w, 0x1234_5678);
            emit(&g, out);
        }
    }
    variants(
        isa,
        d,
        &base,
        suffix.is_some().then_some(stripped),
        rng,
        out,
    );
    let _ = field;
}

/// Probe lines for operand types: every source that takes constants, with
/// constants whose encoding (inline or not) tells the types apart. Each
/// entry: line, mnemonic, field, bit position and width of the field, probe.
pub fn type_probes(isa: Isa) -> Vec<(String, &'static str, &'static str, u8, u8, &'static str)> {
    let asm = isa_asm(isa);
    let ids: Vec<u16> = asm.opcode.ids().collect();
    let mut out = Vec::new();
    for id in ids {
        let d = &INSTS[id as usize];
        let w0 = base_encoding(isa, id);
        let base = gline(isa, id, w0, 0x1234_5678);
        let mut k = 0usize;
        for s in d.ops {
            let printed = !(s.kind == SlotKind::Imm && s.class == crate::names::STYLE_OPTDEC
                || s.kind == SlotKind::Imp && crate::table::TEXTS[s.class as usize].is_empty());
            let pos = k;
            if printed {
                k += 1;
            }
            if s.kind != SlotKind::Reg || pos >= base.ops.len() {
                continue;
            }
            let class = if s.hook == Hook::SdwaSrc {
                s.alt
            } else {
                s.class
            };
            let Some(m) = map_of(isa, class) else {
                continue;
            };
            if !m.ops.iter().any(|&p| p >> 28 == 2) {
                continue;
            }
            let regs = m
                .ops
                .iter()
                .find(|&&p| p >> 28 == 1)
                .map(|&p| (p >> 14) & 0x3f)
                .unwrap_or(1);
            if regs != 1 {
                continue;
            }
            let width = if s.hook == Hook::SdwaSrc { 8 } else { s.width };
            for probe in ["1", "0.5", "0x3f000000", "0x3800", "0x38003800", "0x10001"] {
                let mut g = base.clone();
                g.ops[pos] = probe.to_string();
                out.push((g.text(), d.name, s.field, s.lo, width, probe));
            }
        }
    }
    out
}

/// The base encoding of an instruction for the sweep.
fn base_encoding(isa: Isa, id: u16) -> u64 {
    let d = &INSTS[id as usize];
    let &(fam, op) = &isa_asm(isa).opcode[&id];
    let mut w0 = super::tables::base_word(isa, fam, op) | d.value;
    for &(lo, wd, vals) in d.checks {
        set(&mut w0, lo, wd, vals[0] as u64);
    }
    for s in d.ops {
        if s.kind == SlotKind::Reg && s.width > 0 && s.class != crate::data::NONE {
            if let Some(m) = map_of(isa, s.class) {
                if let Some(v) = base_reg(m, s) {
                    set(&mut w0, s.lo, s.width, v);
                }
            }
        }
        if s.hook == Hook::ExpSrc {
            w0 |= 1 << (s.field.as_bytes()[4] - b'0');
        }
    }
    for s in d.mods {
        if s.width > 0 {
            let v = super::encode::mod_default(isa, s);
            if s.hook == Hook::OpSelHi {
                set(&mut w0, 59, 2, v & 3);
                set(&mut w0, 14, 1, v >> 2 & 1);
            } else if s.kind == SlotKind::Mod && s.field == "dpp_ctrl" {
                set(&mut w0, s.lo, s.width, 0xe4);
            } else {
                set(&mut w0, s.lo, s.width, v);
            }
        }
    }
    if d.family == Family::Smem && isa.generation() < 10 {
        w0 |= 1 << 17; // immediate offset
    }
    w0
}

/// A register-slot value for the base line: a register other than the
/// first, else the first valid value.
fn base_reg(m: &crate::data::MapData, s: &Slot) -> Option<u64> {
    let _ = s;
    let valid = |v: usize| super::tables::valid(m, v);
    // Prefer a VGPR, then an SGPR, with index 1..=8 (not 0).
    for file in [1u32, 0, 3] {
        for v in 0..m.text.len() {
            let p = m.ops.get(v).copied().unwrap_or(0);
            if valid(v) && p >> 28 == 1 && (p >> 20) & 0xff == file {
                let idx = p & 0x3fff;
                if (1..=8).contains(&idx) || (file == 0 && idx % 4 == 0 && idx > 0) {
                    return Some(v as u64);
                }
            }
        }
    }
    (0..m.text.len()).find(|&v| valid(v)).map(|v| v as u64)
}

/// GFX10 images: every dim with and without a16, in the non-NSA form and
/// each NSA size (addresses from the bytes of the extra words), with data
/// sizes from dmask, tfe and d16, and the other spellings of dim (the
/// suffix alone, in lower case) and of the addresses (a list of
/// consecutive registers, a range of another size).
fn mimg10_lines(isa: Isa, id: u16, w0: u64, rng: &mut Rng, out: &mut Vec<String>) {
    let d = &INSTS[id as usize];
    let dim_at = |g: &GLine| g.mods.iter().position(|m| m.starts_with("dim:"));
    for dim in 0..8u64 {
        for a16 in 0..2u64 {
            for nsa in 0..4u64 {
                let mut w = w0;
                set(&mut w, 3, 3, dim);
                set(&mut w, 62, 1, a16);
                set(&mut w, 1, 2, nsa);
                // Data: a random dmask, sometimes tfe or d16.
                let r = rng.next();
                set(&mut w, 8, 4, r & 0xf);
                if d.mods.iter().any(|s| s.field == "tfe") {
                    set(&mut w, 16, 1, r >> 4 & (r >> 5) & 1);
                }
                if d.mods.iter().any(|s| s.field == "d16") {
                    set(&mut w, 63, 1, r >> 6 & (r >> 7) & 1);
                }
                // Address registers from v20 up, NSA ones scattered.
                set(&mut w, 32, 8, 20 + (r >> 8 & 7));
                let inst = Inst {
                    opcode: Opcode(id),
                    len: 20,
                    words: [
                        w as u32,
                        (w >> 32) as u32,
                        0x2c2a2826 ^ (r >> 16 & 0x0101_0101) as u32,
                        0x3533_312f,
                        0x4240_3e3c,
                    ],
                };
                let text = inst.display(isa).to_string();
                out.push(text.clone());
                if dim % 3 == 0 && nsa == 0 {
                    // The same with a range one register longer and shorter.
                    let mut g = gline(isa, id, w, 0);
                    if let Some(k) = d.ops.iter().position(|s| s.field == "vaddr") {
                        if let Some(o) = g.ops.get(k).cloned() {
                            for alt in [reg_longer(&o, 1), reg_longer(&o, -1)] {
                                g.ops[k] = alt;
                                out.push(g.text());
                            }
                        }
                    }
                }
                if nsa == 0 && a16 == 0 {
                    let g = gline(isa, id, w, 0);
                    if let Some(k) = dim_at(&g) {
                        let short = &print::MIMG_DIMS[dim as usize]["SQ_RSRC_IMG_".len()..];
                        for t in [short.to_string(), short.to_ascii_lowercase()] {
                            let mut h = g.clone();
                            h.mods[k] = format!("dim:{t}");
                            out.push(h.text());
                        }
                        // Without dim, and dim before dmask.
                        let mut h = g.clone();
                        let m = h.mods.remove(k);
                        out.push(h.text());
                        h.mods.insert(0, m);
                        out.push(h.text());
                    }
                    // The range as a list of consecutive registers.
                    if let Some(k) = d.ops.iter().position(|s| s.field == "vaddr") {
                        if let Some(o) = g.ops.get(k) {
                            if let Some(l) = as_list(o) {
                                let mut h = g.clone();
                                h.ops[k] = l;
                                out.push(h.text());
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `v[a:b]` (or `vA`) with `n` more (or fewer) registers.
fn reg_longer(o: &str, n: i64) -> String {
    let (a, b) = match o.strip_prefix("v[").and_then(|r| r.strip_suffix(']')) {
        Some(r) => {
            let (a, b) = r.split_once(':').unwrap_or((r, r));
            (a.parse::<i64>().unwrap_or(0), b.parse::<i64>().unwrap_or(0))
        }
        None => {
            let a = o.trim_start_matches('v').parse::<i64>().unwrap_or(0);
            (a, a)
        }
    };
    let b = (b + n).max(a);
    if a == b {
        format!("v{a}")
    } else {
        format!("v[{a}:{b}]")
    }
}

/// `v[a:b]` as `[va, va+1, ...]`.
fn as_list(o: &str) -> Option<String> {
    let r = o.strip_prefix("v[")?.strip_suffix(']')?;
    let (a, b) = r.split_once(':')?;
    let (a, b) = (a.parse::<u32>().ok()?, b.parse::<u32>().ok()?);
    let v: Vec<String> = (a..=b).map(|k| format!("v{k}")).collect();
    Some(format!("[{}]", v.join(", ")))
}

/// Other spellings of the base line.
fn variants(
    isa: Isa,
    d: &crate::data::InstData,
    base: &GLine,
    stripped: Option<&str>,
    rng: &mut Rng,
    out: &mut Vec<String>,
) {
    let g10 = isa.generation() >= 10;
    let _ = g10;
    let push = |g: GLine, out: &mut Vec<String>| out.push(g.text());
    // Register spellings.
    for (k, o) in base.ops.iter().enumerate() {
        if let Some(alt) = reg_alt(o) {
            let mut g = base.clone();
            g.ops[k] = alt;
            push(g, out);
        }
    }
    // Image address ranges of 1 to 16 registers (the count is not encoded
    // before GFX10; llvm-mc takes the counts the instruction has forms for).
    if d.family == crate::Family::Mimg {
        if let Some(k) = d.ops.iter().position(|s| s.field == "vaddr") {
            if k < base.ops.len() {
                for n in 1..=16 {
                    let mut g = base.clone();
                    g.ops[k] = if n == 1 {
                        "v2".to_string()
                    } else {
                        format!("v[2:{}]", n + 1)
                    };
                    push(g, out);
                }
            }
        }
    }
    // Source slots: modifiers, constants, scalar registers.
    let src: Vec<usize> = d
        .ops
        .iter()
        .enumerate()
        .filter(|(_, s)| {
            s.kind == SlotKind::Reg && s.field.starts_with("src")
                || s.field.starts_with("ssrc")
                || s.field == "vsrc1"
        })
        .map(|(k, _)| k)
        .collect();
    let op_index = |slot: usize| -> Option<usize> {
        // Printed operand index of slot `slot` (skipping unprinted slots).
        let mut k = 0;
        for (j, s) in d.ops.iter().enumerate() {
            if j == slot {
                return Some(k);
            }
            let printed = !(s.kind == SlotKind::Imm && s.class == crate::names::STYLE_OPTDEC
                || s.kind == SlotKind::Imp && crate::table::TEXTS[s.class as usize].is_empty());
            if printed {
                k += 1;
            }
        }
        None
    };
    for &sl in &src {
        let Some(k) = op_index(sl) else { continue };
        if k >= base.ops.len() {
            continue;
        }
        let o = base.ops[k].clone();
        for m in [
            "-{}",
            "|{}|",
            "-|{}|",
            "neg({})",
            "abs({})",
            "sext({})",
            "neg(abs({}))",
            "abs(neg({}))",
        ] {
            let mut g = base.clone();
            g.ops[k] = m.replace("{}", &o);
            push(g.clone(), out);
            if let Some(st) = stripped {
                g.mnem = st.to_string();
                push(g, out);
            }
        }
        // Constants, in the slot and without the suffix.
        let n = CONSTANTS.len();
        let start = rng.below(n);
        for j in 0..n {
            let c = CONSTANTS[(start + j) % n];
            let mut g = base.clone();
            g.ops[k] = c.to_string();
            if j % 2 == 0 {
                push(g.clone(), out);
            }
            if let Some(st) = stripped {
                if j % 2 == 1 || j < 6 {
                    g.mnem = st.to_string();
                    push(g, out);
                }
            }
        }
        for (c, m) in [
            ("1.0", "neg"),
            ("1", "neg"),
            ("-1.0", "abs"),
            ("0.5", "-|"),
            ("2", "abs"),
        ] {
            let mut g = base.clone();
            g.ops[k] = if m == "-|" {
                format!("-|{c}|")
            } else {
                format!("{m}({c})")
            };
            if let Some(st) = stripped {
                g.mnem = st.to_string();
            }
            push(g, out);
        }
        // Scalar registers and special sources.
        for r in [
            "s1",
            "s101",
            "s102",
            "vcc_lo",
            "vcc",
            "exec_lo",
            "m0",
            "ttmp15",
            "ttmp12",
            "src_scc",
            "src_vccz",
            "src_shared_base",
            "src_lds_direct",
            "flat_scratch_lo",
            "xnack_mask_hi",
            "null",
            "v255",
            "a1",
            "s[2:3]",
            "v[2:3]",
            "exec",
            "tba_lo",
            "off",
        ] {
            if rng.below(3) != 0 {
                continue;
            }
            let mut g = base.clone();
            g.ops[k] = r.to_string();
            if let Some(st) = stripped {
                if rng.below(2) == 0 {
                    g.mnem = st.to_string();
                }
            }
            push(g, out);
        }
    }
    // Constant bus and literal combinations over pairs of sources.
    if src.len() >= 2 {
        let pairs = [
            ("s1", "s2"),
            ("s1", "s1"),
            ("s1", "0x12345"),
            ("0x12345", "0x12345"),
            ("0x12345", "0x54321"),
            ("vcc_lo", "s1"),
            ("s[2:3]", "s[2:3]"),
            ("1.5", "s3"),
            ("m0", "m0"),
            ("exec_hi", "v1"),
            ("s1", "1"),
            ("s1", "-1.0"),
        ];
        for (a, b) in pairs {
            let (Some(ka), Some(kb)) = (op_index(src[0]), op_index(src[1])) else {
                continue;
            };
            if ka >= base.ops.len() || kb >= base.ops.len() {
                continue;
            }
            let mut g = base.clone();
            g.ops[ka] = a.to_string();
            g.ops[kb] = b.to_string();
            push(g.clone(), out);
            if let Some(st) = stripped {
                g.mnem = st.to_string();
                push(g, out);
            }
        }
        if src.len() >= 3 {
            if let (Some(ka), Some(kc)) = (op_index(src[0]), op_index(src[2])) {
                if kc < base.ops.len() {
                    for (a, c) in [("s1", "s2"), ("s1", "s1"), ("0x11", "s1"), ("2.0", "0.5")] {
                        let mut g = base.clone();
                        g.ops[ka] = a.to_string();
                        g.ops[kc] = c.to_string();
                        push(g, out);
                    }
                }
            }
        }
    }
    // Modifier spellings: numbers in the other base, out of range, order.
    for (k, m) in base.mods.iter().enumerate() {
        for alt in mod_alts(m) {
            let mut g = base.clone();
            g.mods[k] = alt;
            push(g, out);
        }
    }
    if base.mods.len() >= 2 {
        let mut g = base.clone();
        g.mods.reverse();
        push(g, out);
        let mut g = base.clone();
        let m = g.mods[0].clone();
        g.mods.push(m);
        push(g, out);
    }
    // Every modifier the family knows, added alone.
    for m in family_mods(d.family) {
        if base.mods.iter().any(|x| x == m) {
            continue;
        }
        if rng.below(3) != 0 {
            continue;
        }
        let mut g = base.clone();
        g.mods.push(m.to_string());
        push(g.clone(), out);
        if let Some(st) = stripped {
            g.mnem = st.to_string();
            push(g, out);
        }
    }
    // Too few and too many operands.
    if !base.ops.is_empty() {
        let mut g = base.clone();
        g.ops.pop();
        push(g, out);
        let mut g = base.clone();
        g.ops.push("v1".into());
        push(g, out);
    }
}

/// Another spelling of a register operand.
fn reg_alt(o: &str) -> Option<String> {
    for p in ["ttmp", "v", "s", "a"] {
        if let Some(rest) = o.strip_prefix(p) {
            if !rest.is_empty() && rest.bytes().all(|c| c.is_ascii_digit()) {
                return Some(format!("{p}[{rest}]"));
            }
            if let Some(r) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
                if let Some((a, b)) = r.split_once(':') {
                    let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
                    if b - a < 4 {
                        let v: Vec<String> = (a..=b).map(|i| format!("{p}{i}")).collect();
                        return Some(format!("[{}]", v.join(",")));
                    }
                    return Some(format!("{p}[{}:{}]", a, b));
                }
            }
        }
    }
    match o {
        "vcc" => Some("[vcc_lo,vcc_hi]".into()),
        "exec" => Some("[exec_lo,exec_hi]".into()),
        _ => None,
    }
}

/// Other spellings and values of a printed modifier.
fn mod_alts(m: &str) -> Vec<String> {
    let mut v = Vec::new();
    if let Some((name, val)) = m.split_once(':') {
        if let Some(h) = val.strip_prefix("0x") {
            if let Ok(x) = u64::from_str_radix(h, 16) {
                v.push(format!("{name}:{x}"));
                v.push(format!("{name}:{}", x + 16));
            }
        } else if let Ok(x) = val.parse::<i64>() {
            v.push(format!("{name}:{x:#x}"));
            v.push(format!("{name}:{}", x + 1));
            v.push(format!("{name}:{}", -1));
            v.push(format!("{name}:{}", 65536));
            v.push(format!("{name}:{}", x * 2 + 4096));
        } else if val.starts_with('[') {
            v.push(format!("{name}:{}", val.replace(',', ", ")));
            v.push(format!("{name}:{}", val.replace('0', "2")));
        } else {
            v.push(format!("{name}:{}", val.to_lowercase()));
        }
    }
    v
}

fn family_mods(f: Family) -> &'static [&'static str] {
    match f {
        Family::Vop3 | Family::Vop3p => &[
            "clamp",
            "mul:2",
            "div:2",
            "mul:4",
            "op_sel:[1,0]",
            "op_sel:[0,0,0,1]",
            "op_sel_hi:[1,1]",
            "neg_lo:[1,0]",
            "neg_hi:[0,1,0]",
        ],
        Family::SdwaVop1 | Family::SdwaVop2 | Family::SdwaVopc => &[
            "dst_sel:BYTE_1",
            "dst_unused:UNUSED_SEXT",
            "src0_sel:WORD_1",
            "src1_sel:BYTE_3",
            "clamp",
            "mul:2",
        ],
        Family::DppVop1 | Family::DppVop2 | Family::DppVopc => &[
            "row_mask:0x1",
            "bank_mask:0x3",
            "bound_ctrl:0",
            "row_shl:1",
            "row_ror:15",
            "row_bcast:15",
            "wave_shr:1",
            "row_mirror",
            "quad_perm:[3,2,1,0]",
            "row_share:3",
            "row_xmask:1",
            "fi:1",
        ],
        Family::Mubuf | Family::Mtbuf => &[
            "glc",
            "slc",
            "lds",
            "tfe",
            "offen",
            "idxen",
            "addr64",
            "offset:4095",
            "offset:4096",
            "dlc",
            "format:1",
            "dfmt:1",
            "nfmt:2",
        ],
        Family::Mimg => &[
            "dmask:0xf",
            "unorm",
            "glc",
            "slc",
            "r128",
            "a16",
            "tfe",
            "lwe",
            "da",
            "d16",
            "dlc",
            "dim:SQ_RSRC_IMG_2D",
        ],
        Family::Flat => &["glc", "slc", "offset:8", "offset:-8", "dlc", "lds"],
        Family::Ds => &["gds", "offset:8", "offset0:1", "offset1:2"],
        Family::Smem | Family::Smrd => &["glc", "dlc", "nv"],
        Family::Exp => &["done", "vm", "compr"],
        _ => &[],
    }
}

#[allow(dead_code)]
fn _maps() -> usize {
    MAPS.len()
}
