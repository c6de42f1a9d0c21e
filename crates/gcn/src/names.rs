//! Printing styles of immediate fields and the family rules that combine
//! several fields into one operand (facts about LLVM 14's printer, each
//! checked by the sweeps).

use std::fmt::Write;

use crate::data::{Slot, NONE};
use crate::print::{field, Ctx};
use crate::table::{CLASS_HWREG_NAMES, CLASS_SENDMSG_NAMES, MAPS, TEXTS};

// Style ids: the order of STYLES in scripts/gcn/genrust.py.
pub(crate) const STYLE_HEX: u16 = 0;
pub(crate) const STYLE_UDEC: u16 = 1;
pub(crate) const STYLE_IMM16: u16 = 2;
pub(crate) const STYLE_OPTDEC: u16 = 3;
pub(crate) const STYLE_OFFSET: u16 = 4;
pub(crate) const STYLE_SOFFSET: u16 = 5;
pub(crate) const STYLE_HWREG: u16 = 6;
pub(crate) const STYLE_SENDMSG: u16 = 7;
pub(crate) const STYLE_WAITCNT: u16 = 8;
pub(crate) const STYLE_GPRIDX: u16 = 9;
pub(crate) const STYLE_DPP8: u16 = 10;
pub(crate) const STYLE_SWIZZLE: u16 = 11;

fn sext(v: u64, bits: u32) -> i64 {
    let s = 64 - bits;
    ((v << s) as i64) >> s
}

fn names_text(c: &Ctx, class: u16, v: u32) -> Option<&'static str> {
    if class == NONE {
        return None;
    }
    let m = c.isa.data().classes[class as usize];
    if m == NONE {
        return None;
    }
    let t = *MAPS[m as usize].text.get(v as usize)?;
    if t > 3 {
        Some(TEXTS[t as usize])
    } else {
        None
    }
}

/// Print field value `v` (of `width` bits) in style `style`.
pub(crate) fn style(c: &Ctx, style: u16, v: u32, width: u8, out: &mut String) {
    match style {
        STYLE_HEX => {
            let _ = write!(out, "{v:#x}");
        }
        STYLE_UDEC => {
            let _ = write!(out, "{v}");
        }
        STYLE_IMM16 => {
            if v <= 64 {
                let _ = write!(out, "{v}");
            } else {
                let _ = write!(out, "{v:#x}");
            }
        }
        STYLE_OPTDEC => {
            if v != 0 {
                let _ = write!(out, "{v}");
            }
        }
        STYLE_OFFSET => {
            if v != 0 {
                let _ = write!(out, "offset:{v}");
            }
        }
        STYLE_SOFFSET => {
            if v != 0 {
                let _ = write!(out, "offset:{}", sext(v as u64, width as u32));
            }
        }
        STYLE_HWREG => {
            let id = v & 0x3f;
            let offset = (v >> 6) & 0x1f;
            let size = ((v >> 11) & 0x1f) + 1;
            out.push_str("hwreg(");
            match names_text(c, CLASS_HWREG_NAMES, id) {
                Some(n) => out.push_str(n),
                None => {
                    let _ = write!(out, "{id}");
                }
            }
            if offset != 0 || size != 32 {
                let _ = write!(out, ", {offset}, {size}");
            }
            out.push(')');
        }
        // The symbolic form depends on the low 10 bits only; otherwise LLVM
        // prints the whole value.
        // The named form depends on the low 10 bits only; the numeric form
        // sendmsg(id, op, stream) needs the other bits clear; else LLVM
        // prints the whole value.
        STYLE_SENDMSG => match names_text(c, CLASS_SENDMSG_NAMES, v & 0x3ff) {
            Some(n) if v < 1024 || n.starts_with("sendmsg(MSG_") => out.push_str(n),
            _ => {
                let _ = write!(out, "{v}");
            }
        },
        STYLE_WAITCNT => waitcnt(c, v, out),
        STYLE_GPRIDX => {
            if v & !0xf != 0 {
                let _ = write!(out, "{v:#x}");
            } else {
                out.push_str("gpr_idx(");
                let mut first = true;
                for (b, n) in [(1, "SRC0"), (2, "SRC1"), (4, "SRC2"), (8, "DST")] {
                    if v & b != 0 {
                        if !first {
                            out.push(',');
                        }
                        first = false;
                        out.push_str(n);
                    }
                }
                out.push(')');
            }
        }
        STYLE_DPP8 => {
            out.push_str("dpp8:[");
            for i in 0..8 {
                if i > 0 {
                    out.push(',');
                }
                let _ = write!(out, "{}", (v >> (3 * i)) & 7);
            }
            out.push(']');
        }
        STYLE_SWIZZLE => swizzle(v, out),
        _ => {
            let _ = write!(out, "{v}");
        }
    }
}

/// `s_waitcnt`: counters at their maximum are left out unless all are.
fn waitcnt(c: &Ctx, v: u32, out: &mut String) {
    let g = c.isa.data().generation;
    let vm = if g >= 9 {
        (v & 0xf) | ((v >> 10) & 0x30)
    } else {
        v & 0xf
    };
    let vm_max = if g >= 9 { 63 } else { 15 };
    let exp = (v >> 4) & 7;
    let lgkm = if g >= 10 {
        (v >> 8) & 0x3f
    } else {
        (v >> 8) & 0xf
    };
    let lgkm_max = if g >= 10 { 63 } else { 15 };
    let all = vm == vm_max && exp == 7 && lgkm == lgkm_max;
    let mut parts: Vec<String> = Vec::new();
    if vm != vm_max || all {
        parts.push(format!("vmcnt({vm})"));
    }
    if exp != 7 || all {
        parts.push(format!("expcnt({exp})"));
    }
    if lgkm != lgkm_max || all {
        parts.push(format!("lgkmcnt({lgkm})"));
    }
    out.push_str(&parts.join(" "));
}

/// `ds_swizzle_b32` offsets: QUAD_PERM (bit 15, bits 8-14 clear), else
/// a bitmask permutation named SWAP, REVERSE or BROADCAST when it is one.
fn swizzle(v: u32, out: &mut String) {
    if v == 0 {
        return;
    }
    out.push_str("offset:");
    if v & 0xff00 == 0x8000 {
        let _ = write!(
            out,
            "swizzle(QUAD_PERM,{},{},{},{})",
            v & 3,
            (v >> 2) & 3,
            (v >> 4) & 3,
            (v >> 6) & 3
        );
        return;
    }
    if v & 0x8000 != 0 {
        let _ = write!(out, "{v}");
        return;
    }
    let and = v & 0x1f;
    let or = (v >> 5) & 0x1f;
    let xor = (v >> 10) & 0x1f;
    if and == 0x1f && or == 0 && xor.count_ones() == 1 {
        let _ = write!(out, "swizzle(SWAP,{xor})");
        return;
    }
    if and == 0x1f && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
        let _ = write!(out, "swizzle(REVERSE,{})", xor + 1);
        return;
    }
    let group = 0x1f - and + 1;
    if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
        let _ = write!(out, "swizzle(BROADCAST,{group},{or})");
        return;
    }
    // Per lane bit: the results for an all-zeros and an all-ones lane id.
    let p0 = or ^ xor;
    let p1 = (and | or) ^ xor;
    let mut s = String::new();
    for i in (0..5).rev() {
        s.push(match (p0 >> i & 1, p1 >> i & 1) {
            (0, 0) => '0',
            (1, 1) => '1',
            (0, _) => 'p',
            _ => 'i',
        });
    }
    let _ = write!(out, "swizzle(BITMASK_PERM,\"{s}\")");
}

/// SMEM offset operand: the immediate or the SGPR the encoding selects.
pub(crate) fn smem_offset(c: &Ctx, s: &Slot, out: &mut String) {
    let w = c.w;
    let g = c.isa.data().generation;
    let off = field(w, 32, 21);
    if g >= 10 {
        let soff = field(w, 57, 7);
        if soff != 0x7d {
            out.push_str(names_text(c, s.alt, soff).unwrap_or("?"));
            return;
        }
    } else {
        let imm = field(w, 17, 1) == 1;
        if !imm {
            out.push_str(names_text(c, s.alt, off & 0x7f).unwrap_or("?"));
            return;
        }
    }
    if g >= 9 {
        let s = sext(off as u64, 21);
        if s < 0 {
            let _ = write!(out, "-{:#x}", -s);
        } else {
            let _ = write!(out, "{s:#x}");
        }
    } else {
        let _ = write!(out, "{:#x}", off & 0xfffff);
    }
}

/// VINTRP `attrN.c`.
pub(crate) fn interp_attr(c: &Ctx, out: &mut String) {
    let attr = field(c.w, 10, 6);
    let chan = field(c.w, 8, 2);
    let _ = write!(out, "attr{attr}.{}", ['x', 'y', 'z', 'w'][chan as usize]);
}
