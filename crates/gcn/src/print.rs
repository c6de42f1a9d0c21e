//! The printer: LLVM 14's text for a decoded instruction.

use std::fmt::Write;

use crate::data::{Family, Hook, InstData, LitStyle, ModKind, Slot, SlotKind, NONE};
use crate::names;
use crate::table::{INSTS, MAPS, TEXTS};
use crate::{Inst, Isa};

#[inline]
pub(crate) fn field(w: u64, lo: u8, width: u8) -> u32 {
    ((w >> lo) & ((1u64 << width) - 1)) as u32
}

fn sext(v: u64, bits: u32) -> i64 {
    let s = 64 - bits;
    ((v << s) as i64) >> s
}

pub(crate) struct Ctx<'a> {
    pub isa: Isa,
    pub inst: &'a Inst,
    pub d: &'static InstData,
    pub w: u64,
}

impl Ctx<'_> {
    fn literal(&self) -> u32 {
        self.inst.words[self.d.family.words()]
    }

    fn map_op(&self, class: u16, v: u32) -> u32 {
        if class == NONE {
            return 0;
        }
        let m = self.isa.data().classes[class as usize];
        if m == NONE {
            return 0;
        }
        MAPS[m as usize].ops.get(v as usize).copied().unwrap_or(0)
    }

    fn map_text(&self, class: u16, v: u32) -> u16 {
        if class == NONE {
            return 3;
        }
        let m = self.isa.data().classes[class as usize];
        if m == NONE {
            return 3;
        }
        MAPS[m as usize].text.get(v as usize).copied().unwrap_or(3)
    }
}

/// Print `inst` of `isa` into `out`.
pub(crate) fn print(isa: Isa, inst: &Inst, out: &mut String) {
    let d = &INSTS[inst.opcode.0 as usize];
    let c = Ctx {
        isa,
        inst,
        d,
        w: inst.words[0] as u64 | (inst.words[1] as u64) << 32,
    };
    out.push_str(d.name);
    let mut first = true;
    let mut ops_seen = 0;
    // Operands and modifiers are written in place after their separator,
    // which is taken back when they print nothing (no string per operand).
    for s in d.ops {
        let mark = out.len();
        // `exp mrt0 v0, ...`: the target and the sources are separated by a space.
        out.push_str(if first || (d.family == Family::Exp && ops_seen == 1) {
            " "
        } else {
            ", "
        });
        let start = out.len();
        operand(&c, s, out);
        if s.kind == SlotKind::Imm && out.len() == start && s.class == names::STYLE_OPTDEC {
            out.truncate(mark);
            continue;
        }
        ops_seen += 1;
        first = false;
    }
    // GFX6/GFX7 buffers: LLVM writes (and its assembler only accepts) the
    // address flags `idxen`, `offen`, `addr64`, in that order, before
    // `offset:`, `glc`, `slc` and `tfe`.
    let flags_first = c.isa.generation() < 8
        && matches!(d.family, Family::Mubuf | Family::Mtbuf)
        && d.mods.iter().any(|s| s.field == "offset");
    // Other instructions (the decode hot path) skip the searches.
    let flag = |name: &str| d.mods.iter().find(|s| s.field == name);
    let lead = if flags_first {
        [flag("idxen"), flag("offen"), flag("addr64")]
    } else {
        [None; 3]
    };
    for s in d.mods {
        if lead.iter().flatten().any(|a| std::ptr::eq(*a, s)) {
            continue;
        }
        let before: &[Option<&Slot>] = if s.field == "offset" { &lead } else { &[] };
        for s in before.iter().flatten().copied().chain(std::iter::once(s)) {
            out.push(' ');
            let start = out.len();
            modifier(&c, s, out);
            if out.len() == start {
                out.pop();
            }
        }
    }
}

pub(crate) fn operand(c: &Ctx, s: &Slot, out: &mut String) {
    match s.kind {
        SlotKind::Imp => out.push_str(TEXTS[s.class as usize]),
        SlotKind::Lit => literal(c.literal(), s.lit, out),
        SlotKind::Imm => names::style(c, s.class, field(c.w, s.lo, s.width), s.width, out),
        SlotKind::Reg => {
            let v = field(c.w, s.lo, s.width);
            let mut class = s.class;
            if s.hook == Hook::SdwaSrc && sdwa_sgpr(c, s) {
                class = s.alt;
            }
            let t = c.map_text(class, v);
            let mut base = String::new();
            if s.lo == 32 && c.d.family == Family::Mimg && c.isa.generation() >= 10 {
                mimg10_vaddr(c, v, &mut base);
                out.push_str(&base);
                return;
            }
            match (t, s.hook) {
                (_, Hook::SmemOffset) => names::smem_offset(c, s, &mut base),
                (_, Hook::InterpAttr) => names::interp_attr(c, &mut base),
                (_, Hook::MimgVdata) => {
                    vregs(v, crate::hooks::mimg_vdata_count(c, s.alt), &mut base)
                }
                (_, Hook::ExpSrc) => match crate::hooks::exp_src(c, s) {
                    Some(r) => base.push_str(TEXTS[c.map_text(class, r) as usize]),
                    None => base.push_str("off"),
                },
                (_, Hook::BufVaddr) => match crate::hooks::buf_vaddr_count(c) {
                    0 => base.push_str("off"),
                    n => vregs(v, n, &mut base),
                },
                (_, Hook::FlatAddr) => match crate::hooks::flat_addr_count(c) {
                    0 => base.push_str("off"),
                    n => vregs(v, n, &mut base),
                },
                (_, Hook::FlatSaddr) => {
                    if crate::hooks::flat_saddr_off(c) {
                        base.push_str("off");
                    } else {
                        base.push_str(TEXTS[t as usize]);
                    }
                }
                (_, Hook::SdwaSdst) => {
                    // sd clear: the implicit vcc the alternative map names.
                    if c.w >> 47 & 1 == 0 {
                        base.push_str(TEXTS[c.map_text(s.alt, 0) as usize]);
                    } else {
                        base.push_str(TEXTS[t as usize]);
                    }
                }
                (_, Hook::Vop3Attr) => {
                    base.push_str(TEXTS[c.map_text(class, v & 0xff) as usize]);
                }
                (2, _) => literal(c.literal(), s.lit, &mut base),
                _ => base.push_str(TEXTS[t as usize]),
            }
            // LLVM writes neg(x) for a negated constant ("-1 is not neg(1)"),
            // an immediate it cannot print included.
            let imm = t == 2 || c.map_op(class, v) >> 28 == 2 || base.starts_with("/*invalid");
            let (mut neg, mut abs, mut sx) = (false, false, false);
            for m in s.opmods {
                if c.w >> m.bit & 1 == 1 {
                    match m.kind {
                        ModKind::Neg => neg = true,
                        ModKind::Abs => abs = true,
                        ModKind::Sext => sx = true,
                        ModKind::Acc => {
                            // VGPRs only (`v7`, `v[2:3]`), not `vcc`.
                            let b = base.as_bytes();
                            if b.len() > 1
                                && b[0] == b'v'
                                && (b[1].is_ascii_digit() || b[1] == b'[')
                            {
                                base.replace_range(0..1, "a");
                            }
                        }
                    }
                }
            }
            let neg_call = neg && !abs && imm;
            if neg_call {
                out.push_str("neg(");
            } else if neg {
                out.push('-');
            }
            if abs {
                out.push('|');
            }
            if sx {
                out.push_str("sext(");
            }
            out.push_str(&base);
            if sx {
                out.push(')');
            }
            if abs {
                out.push('|');
            }
            if neg_call {
                out.push(')');
            }
        }
        _ => modifier(c, s, out),
    }
}

/// GFX10 image addresses: a range from `v` (non-NSA), or the list
/// `[vA, vB, ...]` of the NSA form (the first from the field, the others
/// one per byte of the words after the second).
fn mimg10_vaddr(c: &Ctx, v: u32, out: &mut String) {
    let aux = crate::hooks::mimg_aux(c.d).unwrap_or(0x100);
    let (_, a) = crate::hooks::mimg10_counts(c, aux);
    if field(c.w, 1, 2) == 0 {
        vregs(v, a, out);
        return;
    }
    let _ = write!(out, "[v{v}");
    for i in 1..a as usize {
        let b = c.inst.words[2 + (i - 1) / 4] >> (8 * ((i - 1) % 4)) & 0xff;
        let _ = write!(out, ", v{b}");
    }
    out.push(']');
}

/// `vN` or `v[N:M]` for `n` registers from `v`.
pub(crate) fn vregs(v: u32, n: u32, out: &mut String) {
    if n <= 1 {
        let _ = write!(out, "v{v}");
    } else {
        let _ = write!(out, "v[{}:{}]", v, v + n - 1);
    }
}

/// SDWA sources: the s0/s1 bit (bit 23 of the field's byte in word 1)
/// selects scalar operands.
fn sdwa_sgpr(c: &Ctx, s: &Slot) -> bool {
    let bit = if s.field == "src0" { 55 } else { 63 };
    matches!(
        c.d.family,
        Family::SdwaVop1 | Family::SdwaVop2 | Family::SdwaVopc
    ) && c.w >> bit & 1 == 1
}

/// GFX10 image dimensions (`dim:` field value), as LLVM 14 prints them.
pub(crate) const MIMG_DIMS: [&str; 8] = [
    "SQ_RSRC_IMG_1D",
    "SQ_RSRC_IMG_2D",
    "SQ_RSRC_IMG_3D",
    "SQ_RSRC_IMG_CUBE",
    "SQ_RSRC_IMG_1D_ARRAY",
    "SQ_RSRC_IMG_2D_ARRAY",
    "SQ_RSRC_IMG_2D_MSAA",
    "SQ_RSRC_IMG_2D_MSAA_ARRAY",
];

/// Whether a modifier slot is the `dim` of a GFX10 image instruction,
/// and whether it prints: the table has it as the implicit
/// `dim:SQ_RSRC_IMG_1D` of the sweeps' base (followed, for most, by the
/// field printed when not zero, or as a modifier always printed); LLVM
/// prints the field (bits 3-5) always, once.
fn mimg10_dim(c: &Ctx, s: &Slot) -> Option<bool> {
    if c.d.family != Family::Mimg || c.isa.generation() < 10 {
        return None;
    }
    match s.kind {
        SlotKind::Imp if TEXTS[s.class as usize].starts_with("dim:") => Some(true),
        SlotKind::Mod if s.field == "dim" => Some(true),
        SlotKind::Ins if s.field == "dim" => Some(false),
        _ => None,
    }
}

pub(crate) fn modifier(c: &Ctx, s: &Slot, out: &mut String) {
    let v = field(c.w, s.lo, s.width);
    if let Some(print) = mimg10_dim(c, s) {
        if print {
            out.push_str("dim:");
            out.push_str(MIMG_DIMS[field(c.w, 3, 3) as usize]);
        }
        return;
    }
    match s.kind {
        SlotKind::Imp => out.push_str(TEXTS[s.class as usize]),
        SlotKind::Mod if s.hook == Hook::OpSelHi => crate::hooks::op_sel_hi(c, s, out),
        SlotKind::Mod | SlotKind::Ins => {
            let t = c.map_text(s.class, v);
            if t > 3 {
                out.push_str(TEXTS[t as usize]);
            }
        }
        SlotKind::InsStyle => names::style(c, s.class, v, s.width, out),
        _ => operand(c, s, out),
    }
}

const F32: [(u32, &str); 9] = [
    (0x3f00_0000, "0.5"),
    (0xbf00_0000, "-0.5"),
    (0x3f80_0000, "1.0"),
    (0xbf80_0000, "-1.0"),
    (0x4000_0000, "2.0"),
    (0xc000_0000, "-2.0"),
    (0x4080_0000, "4.0"),
    (0xc080_0000, "-4.0"),
    (0x3e22_f983, "0.15915494"),
];
const F16: [(u32, &str); 9] = [
    (0x3800, "0.5"),
    (0xb800, "-0.5"),
    (0x3c00, "1.0"),
    (0xbc00, "-1.0"),
    (0x4000, "2.0"),
    (0xc000, "-2.0"),
    (0x4400, "4.0"),
    (0xc400, "-4.0"),
    (0x3118, "0.15915494"),
];

/// A literal constant as an operand of the given style prints it.
pub(crate) fn literal(l: u32, style: LitStyle, out: &mut String) {
    match style {
        LitStyle::Lit32 | LitStyle::Lit32n => {
            let s = l as i32;
            if (-16..=64).contains(&s) {
                let _ = write!(out, "{s}");
            } else if l == 0 {
                out.push('0');
            } else if let Some(&(_, t)) = F32
                .iter()
                .find(|x| x.0 == l && !(matches!(style, LitStyle::Lit32n) && x.0 == 0x3e22_f983))
            {
                out.push_str(t);
            } else {
                let _ = write!(out, "{l:#x}");
            }
        }
        LitStyle::Lit16f | LitStyle::Lit16v | LitStyle::Lit16i => {
            let v = l & 0xffff;
            let s = sext(v as u64, 16);
            // Float names: the whole literal must be the half pattern, except
            // for packed operands (low half).
            let f = match style {
                LitStyle::Lit16f => F16.iter().find(|x| x.0 == l),
                LitStyle::Lit16v => F16.iter().find(|x| x.0 == v),
                _ => None,
            };
            if (-16..=64).contains(&s) {
                let _ = write!(out, "{s}");
            } else if let Some(&(_, t)) = f {
                out.push_str(t);
            } else {
                let _ = write!(out, "{v:#x}");
            }
        }
        LitStyle::LitV2 | LitStyle::LitV2i => {
            let s = l as i32;
            if (-16..=64).contains(&s) {
                let _ = write!(out, "{s}");
            } else if let Some(&(_, t)) = F32.iter().find(|x| x.0 == l) {
                out.push_str(t);
            } else if l < 0x10000 && (-16..=64).contains(&sext(l as u64, 16)) {
                let _ = write!(out, "{}", sext(l as u64, 16));
            } else if let (LitStyle::LitV2, Some(&(_, t))) = (style, F16.iter().find(|x| x.0 == l))
            {
                out.push_str(t);
            } else {
                let _ = write!(out, "{l:#x}");
            }
        }
        LitStyle::Lit64 => {
            if l <= 64 {
                let _ = write!(out, "{l}");
            } else {
                let _ = write!(out, "{l:#x}");
            }
        }
        LitStyle::Hex32 | LitStyle::None => {
            let _ = write!(out, "{l:#x}");
        }
        LitStyle::Invalid => out.push_str("/*invalid immediate*/"),
    }
}
