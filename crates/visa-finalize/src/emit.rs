//! After allocation: waits and hazard padding, then the assembly text in
//! LLVM's syntax (what `--emit asm` prints and the encoder reads).
//!
//! Waits are conservative: every memory instruction is followed by a wait
//! for all counters, so no result is ever read early. Hazards: every VALU
//! instruction that writes an SGPR, VCC or EXEC is followed by five wait
//! states (the longest GFX9 requirement on such a write: VMEM address
//! SGPRs, lane selects, `v_div_fmas`, DPP after EXEC); SALU writes of M0
//! get one; `s_setreg` two.

use std::fmt::Write;

use crate::mir::{f32_text, imp, Counter, MFunc, MInst, MOp, PReg, Reg};
use crate::target::Target;

fn writes_scalar(m: &MInst) -> bool {
    if m.imp_def & (imp::VCC | imp::EXEC) != 0 {
        return true;
    }
    m.ops.iter().enumerate().any(|(i, op)| {
        m.is_def(i)
            && matches!(
                op,
                MOp::R {
                    reg: Reg::P(PReg::S(_) | PReg::Vcc | PReg::Exec | PReg::M0 | PReg::FlatScratch),
                    ..
                }
            )
    })
}

fn writes_m0(m: &MInst) -> bool {
    m.ops.iter().enumerate().any(|(i, op)| {
        m.is_def(i)
            && matches!(
                op,
                MOp::R {
                    reg: Reg::P(PReg::M0),
                    ..
                }
            )
    })
}

/// Inserts waits and hazard padding.
pub fn waits(f: &mut MFunc, t: &Target) {
    for blk in &mut f.blocks {
        let old = std::mem::take(&mut blk.insts);
        let mut out = Vec::with_capacity(old.len() * 2);
        for m in old {
            let counter = m.counter;
            let op = m.op;
            let valu_s = op.starts_with("v_") && writes_scalar(&m);
            let salu_m0 = op.starts_with("s_") && writes_m0(&m);
            let is_term =
                op == "s_endpgm" || op.starts_with("s_branch") || op.starts_with("s_cbranch");
            out.push(m);
            if is_term {
                continue;
            }
            if counter != Counter::None {
                let mut w = MInst::new(
                    "s_waitcnt",
                    0,
                    vec![MOp::Text("vmcnt(0) lgkmcnt(0)".into())],
                );
                w.side = true;
                out.push(w);
                if t.gen >= 10 {
                    let mut w = MInst::new(
                        "s_waitcnt_vscnt",
                        0,
                        vec![MOp::Text("null".into()), MOp::Hex(0)],
                    );
                    w.side = true;
                    out.push(w);
                }
            }
            if valu_s {
                out.push(MInst::new("s_nop", 0, vec![MOp::Imm(4)]));
            } else if salu_m0 {
                out.push(MInst::new("s_nop", 0, vec![MOp::Imm(0)]));
            } else if op.starts_with("s_setreg") {
                out.push(MInst::new("s_nop", 0, vec![MOp::Imm(1)]));
            }
        }
        blk.insts = out;
    }
}

/// The label of block `b`.
pub fn label(name: &str, b: u32) -> String {
    let _ = name;
    format!(".LBB0_{b}")
}

fn operand(op: &MOp, t: &Target, out: &mut String) {
    match op {
        MOp::R {
            reg,
            off,
            n,
            neg,
            abs,
        } => {
            if *neg {
                out.push('-');
            }
            if *abs {
                out.push('|');
            }
            match reg {
                Reg::P(p) => {
                    let p = match *p {
                        PReg::S(i) => PReg::S(i + off),
                        PReg::V(i) => PReg::V(i + off),
                        x => x,
                    };
                    crate::mir::preg_text(p, *n, t.wave64, out);
                }
                Reg::V(v) => {
                    let _ = write!(out, "%{}[{}:{}]", v.0, off, off + n);
                }
            }
            if *abs {
                out.push('|');
            }
        }
        MOp::Imm(i) => {
            let _ = write!(out, "{i}");
        }
        MOp::Hex(h) => {
            let _ = write!(out, "0x{h:x}");
        }
        MOp::F32(b) => out.push_str(&f32_text(*b)),
        MOp::Label(b) => out.push_str(&label("", *b)),
        MOp::Off => out.push_str("off"),
        MOp::Text(s) => out.push_str(s),
    }
}

/// One instruction's text.
pub fn inst_text(m: &MInst, t: &Target) -> String {
    let mut s = String::from(m.op);
    for (i, op) in m.ops.iter().enumerate() {
        s.push_str(if i == 0 { " " } else { ", " });
        operand(op, t, &mut s);
    }
    s.push_str(&m.mods);
    s
}

/// The kernel body as assembly: labelled blocks in layout order.
pub fn body_text(f: &MFunc, t: &Target) -> String {
    let mut out = String::new();
    let labelled: Vec<bool> = {
        let mut l = vec![false; f.blocks.len()];
        for blk in &f.blocks {
            for m in &blk.insts {
                for op in &m.ops {
                    if let MOp::Label(b) = op {
                        if let Some(x) = l.get_mut(*b as usize) {
                            *x = true;
                        }
                    }
                }
            }
        }
        l
    };
    for (b, blk) in f.blocks.iter().enumerate() {
        if labelled[b] {
            let _ = writeln!(out, "{}:", label("", b as u32));
        }
        for m in &blk.insts {
            let _ = writeln!(out, "  {}", inst_text(m, t));
        }
    }
    out
}
