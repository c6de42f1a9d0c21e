//! Arithmetic, logic, move, compare and address instructions.

use visa::opcode::{Group, Kind, OpInfo};
use visa::*;

use super::{exec_text, imm, no_pred, no_suffix, pred_prefix, R};
use crate::parse::{Head, Parser};
use crate::print::Ctx;

const REL_OPS: [&str; 6] = ["eq", "ne", "gt", "ge", "lt", "le"];

/// Reads an optional `.sat` suffix (the only suffix these instructions take).
fn sat_suffix(p: &Parser, h: &Head, allowed: bool, skip: usize) -> R<bool> {
    let mut sat = false;
    for (s, sp) in h.suffixes.iter().skip(skip) {
        if s == "sat" && !sat {
            if !allowed && !p.lenient {
                return p.err(*sp, format!("`{}` does not support saturation", h.name));
            }
            sat = true;
        } else {
            return p.err(*sp, format!("unexpected suffix `.{s}` on `{}`", h.name));
        }
    }
    Ok(sat)
}

fn set_sat(v: &mut VecOperand) {
    v.set_modifier(Modifier::Sat);
}

/// Parses operands following the table layout: dst and sources in order.
fn operands_by_layout(p: &mut Parser, info: &OpInfo, sat: bool) -> R<Vec<Operand>> {
    let mut ops = Vec::with_capacity(info.fields.len());
    let mut first_dst = true;
    for f in info.fields {
        match f.kind {
            Kind::Exec | Kind::Pred => {}
            Kind::Dst(c) => {
                let mut d = p.dst_operand(c)?;
                if sat && first_dst {
                    set_sat(&mut d);
                }
                first_dst = false;
                ops.push(Operand::Vec(d));
            }
            Kind::Src(c) => ops.push(Operand::Vec(p.src_operand(c)?)),
            _ => {}
        }
    }
    Ok(ops)
}

/// Regular `[(P)] op[.sat] (exec) dst src...`.
pub(crate) fn alu(p: &mut Parser, h: Head, info: &OpInfo) -> R<Instruction> {
    let sat = sat_suffix(p, &h, info.sat, 0)?;
    let exec = p.exec_size()?;
    let operands = operands_by_layout(p, info, sat)?;
    p.end_of_operands(info.mnemonic)?;
    Ok(Instruction {
        opcode: info.opcode,
        exec,
        pred: h.pred,
        operands,
    })
}

/// `add3.o` is spelled as `add3` with an `.o` suffix.
pub(crate) fn add3o(p: &mut Parser, mut h: Head) -> R<Instruction> {
    // The predicate is the overflow output; GenX_IR crashes (segmentation
    // fault) on an add3.o without one.
    if !h.pred.is_some() {
        return p.err(
            h.span,
            "`add3.o` needs its overflow predicate: `(P1) add3.o (M1, 16) dst src0 src1 src2`",
        );
    }
    h.suffixes.remove(0);
    alu(p, h, opcode::by_mnemonic("add3.o").expect("row"))
}

use visa::opcode;

/// `addc`/`subb`: two destinations.
pub(crate) fn carry(p: &mut Parser, h: Head, info: &OpInfo) -> R<Instruction> {
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let operands = operands_by_layout(p, info, false)?;
    p.end_of_operands(info.mnemonic)?;
    Ok(Instruction {
        opcode: info.opcode,
        exec,
        pred: h.pred,
        operands,
    })
}

/// `mov`: general, indirect or address destination; predicate sources too.
pub(crate) fn mov(p: &mut Parser, h: Head) -> R<Instruction> {
    let info = opcode::info(0x29).expect("mov");
    let mut inst = alu(p, h, info)?;
    // A move from a predicate copies the whole flag: the reference always
    // emits it as (M1_NM, 1).
    if let Some(Operand::Vec(VecOperand::Predicate { .. })) = inst.operands.get(1) {
        inst.exec = ExecCtrl::new(ExecSize::S1, MaskCtrl::M1_NM);
    }
    Ok(inst)
}

/// `min`/`max` (FMINMAX with a sub-op byte).
pub(crate) fn minmax(p: &mut Parser, h: Head) -> R<Instruction> {
    if h.pred.is_some() && !p.lenient {
        // GenX_IR accepts the predicate and silently drops it: the object
        // format has no predicate field for min/max.
        return p.err(
            h.span,
            format!(
                "`{}` cannot be predicated (the object format has no predicate field for it)",
                h.name
            ),
        );
    }
    let sat = sat_suffix(p, &h, true, 0)?;
    let exec = p.exec_size()?;
    let mut d = p.dst_operand(Classes(1 | 2))?;
    if sat {
        set_sat(&mut d);
    }
    let s0 = p.src_operand(Classes(1 | 2 | 4))?;
    let s1 = p.src_operand(Classes(1 | 2 | 4))?;
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode: 0x45,
        exec,
        pred: Pred::NONE,
        operands: vec![
            Operand::Imm((h.name == "max") as u32),
            Operand::Vec(d),
            Operand::Vec(s0),
            Operand::Vec(s1),
        ],
    })
}

/// `cmp.<rel> (exec) dst src0 src1`.
pub(crate) fn cmp(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let Some((rel, sp)) = h.suffixes.first() else {
        return p.err(
            h.span,
            "`cmp` needs a relation (`cmp.eq`, `.ne`, `.gt`, `.ge`, `.lt` or `.le`)",
        );
    };
    let Some(code) = REL_OPS.iter().position(|r| r.eq_ignore_ascii_case(rel)) else {
        return p.err(
            *sp,
            format!("unknown relation `.{rel}` (expected eq, ne, gt, ge, lt or le)"),
        );
    };
    if let Some((s, sp)) = h.suffixes.get(1) {
        return p.err(*sp, format!("unexpected suffix `.{s}` on `cmp`"));
    }
    let code = code as u32 | if h.name == "cmpn" { 0x80 } else { 0 };
    let exec = p.exec_size()?;
    let d = p.dst_operand(Classes(1 | 2 | 16))?;
    let s0 = p.src_operand(Classes(1 | 2 | 4 | 32))?;
    let s1 = p.src_operand(Classes(1 | 2 | 4 | 32))?;
    p.end_of_operands("cmp")?;
    Ok(Instruction {
        opcode: 0x2C,
        exec,
        pred: Pred::NONE,
        operands: vec![
            Operand::Imm(code),
            Operand::Vec(d),
            Operand::Vec(s0),
            Operand::Vec(s1),
        ],
    })
}

/// `setp (exec) P src`.
pub(crate) fn setp(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let d = p.dst_operand(Classes::P)?;
    let s = p.src_operand(Classes(1 | 2 | 4))?;
    p.end_of_operands("setp")?;
    Ok(Instruction {
        opcode: 0x2B,
        exec,
        pred: Pred::NONE,
        operands: vec![Operand::Vec(d), Operand::Vec(s)],
    })
}

/// `addr_add (exec) A(o)<w> src0 src1`.
pub(crate) fn addr_add(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let d = p.dst_operand(Classes::A)?;
    let s0 = p.src_operand(Classes(1 | 8 | 32))?;
    let s1 = p.src_operand(Classes(1 | 4 | 32))?;
    p.end_of_operands("addr_add")?;
    Ok(Instruction {
        opcode: 0x28,
        exec,
        pred: Pred::NONE,
        operands: vec![Operand::Vec(d), Operand::Vec(s0), Operand::Vec(s1)],
    })
}

/// `movs (exec) dst src` with state operands.
pub(crate) fn movs(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let d = p.dst_operand(Classes(1 | 64))?;
    let s = p.src_operand(Classes(1 | 2 | 4 | 64))?;
    if !matches!(d, VecOperand::State { .. }) && !matches!(s, VecOperand::State { .. }) {
        return p.err(h.span, "`movs` needs a surface or sampler operand");
    }
    p.end_of_operands("movs")?;
    Ok(Instruction {
        opcode: 0x2D,
        exec,
        pred: Pred::NONE,
        operands: vec![Operand::Vec(d), Operand::Vec(s)],
    })
}

/// `bfn.x<ctrl>[.sat] (exec) dst src0 src1 src2`.
pub(crate) fn bfn(p: &mut Parser, h: Head) -> R<Instruction> {
    let Some((ctrl, sp)) = h.suffixes.first() else {
        return p.err(h.span, "`bfn` needs a function control (`bfn.x96`)");
    };
    // The reference reads up to 16 hex digits and keeps the low byte.
    let ctrl = ctrl
        .strip_prefix('x')
        .filter(|x| x.len() <= 16)
        .and_then(|x| u64::from_str_radix(x, 16).ok())
        .map(|v| v as u8)
        .ok_or_else(|| {
            crate::error::ParseError::at(
                p.src,
                *sp,
                format!("invalid boolean function control `.{ctrl}` (expected .x00 .. .xff)"),
            )
        })?;
    let sat = sat_suffix(p, &h, true, 1)?;
    let exec = p.exec_size()?;
    let mut d = p.dst_operand(Classes(1 | 2))?;
    if sat {
        set_sat(&mut d);
    }
    let s0 = p.src_operand(Classes(1 | 2 | 4))?;
    let s1 = p.src_operand(Classes(1 | 2 | 4))?;
    let s2 = p.src_operand(Classes(1 | 2 | 4))?;
    p.end_of_operands("bfn")?;
    Ok(Instruction {
        opcode: 0x85,
        exec,
        pred: h.pred,
        operands: vec![
            Operand::Vec(d),
            Operand::Vec(s0),
            Operand::Vec(s1),
            Operand::Vec(s2),
            Operand::Imm(ctrl as u32),
        ],
    })
}

/// `invm`/`rsqtm`: a data destination and a predicate destination.
pub(crate) fn math_macro(p: &mut Parser, h: Head, info: &OpInfo) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let operands = operands_by_layout(p, info, false)?;
    p.end_of_operands(info.mnemonic)?;
    Ok(Instruction {
        opcode: info.opcode,
        exec,
        pred: Pred::NONE,
        operands,
    })
}

/// `fcvt`/`bf_cvt (exec) dst src`.
pub(crate) fn fcvt(p: &mut Parser, h: Head, info: &OpInfo) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let d = p.dst_operand(Classes::G)?;
    let s = p.src_operand(Classes(1 | 4))?;
    p.end_of_operands(info.mnemonic)?;
    Ok(Instruction {
        opcode: info.opcode,
        exec,
        pred: Pred::NONE,
        operands: vec![Operand::Vec(d), Operand::Vec(s)],
    })
}

/// `srnd (exec) dst src0 src1`.
pub(crate) fn srnd(p: &mut Parser, h: Head) -> R<Instruction> {
    if h.pred.is_some() {
        // GenX_IR accepts a predicate here and drops it (the object has no
        // predicate field for srnd), as for min/max.
        return p.err(
            h.span,
            "`srnd` cannot be predicated (the object format has no predicate field for it)",
        );
    }
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let d = p.dst_operand(Classes::G)?;
    let s0 = p.src_operand(Classes::G)?;
    let s1 = p.src_operand(Classes(1 | 4))?;
    p.end_of_operands("srnd")?;
    Ok(Instruction {
        opcode: 0x1E,
        exec,
        pred: Pred::NONE,
        operands: vec![Operand::Vec(d), Operand::Vec(s0), Operand::Vec(s1)],
    })
}

/// Systolic precisions, by their encoding in the packed dpas field.
const PRECISIONS: [(&str, u32); 11] = [
    ("u1", 1),
    ("s1", 2),
    ("u2", 3),
    ("s2", 4),
    ("u4", 5),
    ("s4", 6),
    ("u8", 7),
    ("s8", 8),
    ("bf", 9),
    ("hf", 10),
    ("tf32", 12),
];

fn precision(p: &Parser, s: &str, sp: crate::error::Span) -> R<u32> {
    let l = s.to_ascii_lowercase();
    PRECISIONS
        .iter()
        .find(|(n, _)| *n == l)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            crate::error::ParseError::at(
                p.src,
                sp,
                format!("unknown dpas precision `{s}` (expected u1..u8, s1..s8, bf, hf or tf32)"),
            )
        })
}

fn precision_name(v: u32) -> &'static str {
    PRECISIONS
        .iter()
        .find(|(_, c)| *c == v)
        .map_or("??", |(n, _)| n)
}

/// `dpas.<src2 prec>.<src1 prec>.<depth>.<repeat> (exec) dst src0 src1 src2`.
pub(crate) fn dpas(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    if h.suffixes.len() != 4 {
        return p.err(h.span, format!("`{}` needs four suffixes: .<src2 precision>.<src1 precision>.<systolic depth>.<repeat count>", h.name));
    }
    let p2 = precision(p, &h.suffixes[0].0, h.suffixes[0].1)?;
    let p1 = precision(p, &h.suffixes[1].0, h.suffixes[1].1)?;
    let depth: u32 = match h.suffixes[2].0.parse() {
        Ok(d @ (1 | 2 | 4 | 8)) => d,
        _ => return p.err(h.suffixes[2].1, "systolic depth must be 1, 2, 4 or 8"),
    };
    let count: u32 = match h.suffixes[3].0.parse() {
        Ok(c @ 1..=8) => c,
        _ => return p.err(h.suffixes[3].1, "repeat count must be 1..8"),
    };
    let exec = p.exec_size()?;
    let d = p.raw_operand()?;
    let s0 = p.raw_operand()?;
    let s1 = p.raw_operand()?;
    let (v, _) = p.gen_var()?;
    let (row, col) = p.two_dim_offset()?;
    p.end_of_operands(h.name)?;
    let info = p2 | (p1 << 8) | (depth << 16) | (count << 24);
    Ok(Instruction {
        opcode: if h.name == "dpasw" { 0x1C } else { 0x83 },
        exec,
        pred: Pred::NONE,
        operands: vec![
            Operand::Raw(d),
            Operand::Raw(s0),
            Operand::Raw(s1),
            Operand::Vec(VecOperand::General {
                var: v,
                row,
                col,
                region: Region::src(1, 1, 0).expect("valid"),
                modifier: Modifier::None,
            }),
            Operand::Imm(info),
        ],
    })
}

/// Prints the instructions of this module.
pub(crate) fn print(c: &Ctx, inst: &Instruction, info: &OpInfo) -> String {
    let mut s = pred_prefix(c, inst.pred);
    let ops = &inst.operands;
    let mut first = 0;
    match info.group {
        Group::MinMax => {
            s += if imm(inst, 0) == 0 { "min" } else { "max" };
            first = 1;
        }
        Group::Cmp => {
            let r = imm(inst, 0);
            s += "cmp";
            if r & 0x80 != 0 {
                s += "n";
            }
            s += ".";
            s += REL_OPS.get((r & 7) as usize).copied().unwrap_or("??");
            first = 1;
        }
        Group::Bfn => {
            s += &format!("bfn.x{:x}", imm(inst, 4));
        }
        Group::Dpas => {
            let v = imm(inst, 4);
            s += &format!(
                "{}.{}.{}.{}.{}",
                info.mnemonic,
                precision_name(v & 0xFF),
                precision_name((v >> 8) & 0xFF),
                (v >> 16) & 0xFF,
                (v >> 24) & 0xFF
            );
            s += " ";
            s += &exec_text(inst.exec);
            s += &c.raw_op(ops.first());
            s += &c.raw_op(ops.get(1));
            s += &c.raw_op(ops.get(2));
            if let Some(Operand::Vec(VecOperand::General { var, row, col, .. })) = ops.get(3) {
                s += &format!(" {}({row},{col})", c.var_name(*var));
            } else {
                s += " %null(0,0)";
            }
            return s;
        }
        _ => s += info.mnemonic,
    }
    if info.sat {
        if let Some(Operand::Vec(v)) = ops.get(first) {
            if v.modifier() == Modifier::Sat {
                s += ".sat";
            }
        }
    }
    s += " ";
    s += &exec_text(inst.exec);
    // Sources an object did not store print as zeros of the instruction's type.
    let placeholder = ops
        .iter()
        .filter_map(Operand::as_vec)
        .find_map(|v| match v {
            VecOperand::Predicate { .. } => None,
            v => c.operand_type(v),
        })
        .filter(|t| !t.is_packed())
        .unwrap_or(DataType::UD);
    let n_fields = info.fields.iter().filter(|f| f.kind.is_operand()).count();
    for (i, f) in info
        .fields
        .iter()
        .filter(|f| f.kind.is_operand())
        .enumerate()
        .skip(first)
    {
        match (f.kind, ops.get(i)) {
            // The first source of addr_add prints as an address expression.
            (Kind::Src(_), Some(Operand::Vec(v))) if info.group == Group::AddrAdd && i == 1 => {
                s += &c.addr_of(v)
            }
            (Kind::Dst(_), o) => s += &c.dst_op(o),
            (Kind::Src(_), o) => s += &c.src_op(o, placeholder),
            _ => {}
        }
    }
    let _ = n_fields;
    s
}
