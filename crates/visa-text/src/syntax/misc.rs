//! Debug info, synchronisation, lifetime and raw sends.

use visa::opcode::{Group, OpInfo};
use visa::*;

use super::{exec_text, imm, no_pred, no_suffix, pred_prefix, R};
use crate::lexer::Tok;
use crate::parse::{Head, Parser, Sym};
use crate::print::{string_literal, Ctx};

/// `FILE "name"` / `.file "name"`.
pub(crate) fn file(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let name = match *p.peek() {
        Tok::Str(b) => {
            p.bump();
            b.text()
        }
        _ => return p.unexpected("a file name string"),
    };
    p.cur.as_mut().expect("routine").push_string(&name);
    p.end_of_operands("FILE")?;
    Ok(Instruction {
        opcode: 0x51,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Str(name)],
    })
}

/// `LOC <line>` / `.loc <line>`.
pub(crate) fn loc(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let line = match *p.peek() {
        Tok::Dec(v) if (0..=u32::MAX as i64).contains(&v) => {
            p.bump();
            v as u32
        }
        _ => return p.unexpected("a line number"),
    };
    p.end_of_operands("LOC")?;
    Ok(Instruction {
        opcode: 0x52,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Imm(line)],
    })
}

/// `barrier`, `sampler_cache_flush`, `yield`.
pub(crate) fn nullary(p: &mut Parser, h: Head, opcode: u8) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![],
    })
}

/// `wait mask`.
pub(crate) fn wait(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    let m = p.src_operand(Classes(1 | 4))?;
    p.end_of_operands("wait")?;
    Ok(Instruction {
        opcode: 0x5B,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Vec(m)],
    })
}

/// `fence_global[.EISCRL1]`, `fence_local[...]`, `fence_sw`.
pub(crate) fn fence(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let mut mode: u32 = match h.name {
        "fence_local" => 0x20,
        "fence_sw" => 0x80,
        _ => 0,
    };
    if h.name == "fence_sw" {
        no_suffix(p, &h)?;
    } else if let Some((opts, sp)) = h.suffixes.first() {
        // The reference's lexer takes `.R` (and an empty `.`) for other
        // tokens, so it rejects them after a fence; so do we.
        if opts.is_empty() || opts == "R" {
            return p.err(
                *sp,
                format!("`{}.{opts}` is not accepted by the reference assembler (`.R` alone reads as a channel mask; write `.RL1` or combine it with other options)", h.name),
            );
        }
        if h.suffixes.len() > 1 {
            return p.err(h.suffixes[1].1, "fence takes one option suffix");
        }
        let b = opts.as_bytes();
        let mut i = 0;
        for (ch, bit) in [(b'E', 1), (b'I', 2), (b'S', 4), (b'C', 8), (b'R', 16)] {
            if i < b.len() && b[i] == ch {
                mode |= bit;
                i += 1;
            }
        }
        if b[i..] == *b"L1" {
            mode |= 0x40;
            i += 2;
        }
        if i != b.len() {
            return p.err(
                *sp,
                format!(
                    "invalid fence options `.{opts}` (expected letters of EISCR in order, then L1)"
                ),
            );
        }
    }
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode: 0x5C,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Imm(mode)],
    })
}

/// `sbarrier.signal` / `sbarrier.wait`.
pub(crate) fn sbarrier(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let mode = match h.suffixes.as_slice() {
        [(s, _)] if s == "signal" => 1,
        [(s, _)] if s == "wait" => 0,
        _ => return p.err(h.span, "expected `sbarrier.signal` or `sbarrier.wait`"),
    };
    p.end_of_operands("sbarrier")?;
    Ok(Instruction {
        opcode: 0x7C,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Imm(mode)],
    })
}

/// `nbarrier.signal id count` / `nbarrier.wait id`.
pub(crate) fn nbarrier(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let wait = match h.suffixes.as_slice() {
        [(s, _)] if s == "signal" => false,
        [(s, _)] if s == "wait" => true,
        _ => return p.err(h.span, "expected `nbarrier.signal` or `nbarrier.wait`"),
    };
    let id = p.src_operand(Classes(1 | 2 | 4))?;
    // Mode bit 0 is 1 for signal. A wait has no thread count; the
    // reference stores its id operand a second time in that field.
    let count = if wait {
        id.clone()
    } else {
        p.src_operand(Classes(1 | 2 | 4))?
    };
    let ops = vec![
        Operand::Imm(!wait as u32),
        Operand::Vec(id),
        Operand::Vec(count),
    ];
    p.end_of_operands("nbarrier")?;
    Ok(Instruction {
        opcode: 0x60,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: ops,
    })
}

/// `lifetime.start V` / `lifetime.end V`.
pub(crate) fn lifetime(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let end = match h.suffixes.as_slice() {
        [(s, _)] if s == "start" => 0,
        [(s, _)] if s == "end" => 1,
        _ => return p.err(h.span, "expected `lifetime.start` or `lifetime.end`"),
    };
    // Its grammar takes an identifier here, not a %builtin.
    let (name, sp) = p.expect_ident("a variable name")?;
    let (class, id) = match p.sym(name, sp)? {
        Sym::Gen(id) => (0u32, id),
        Sym::Addr(i) => (1, i as u32),
        Sym::Pred(i) => (2, i as u32),
        _ => return p.err(sp, format!("`{name}` cannot have a lifetime")),
    };
    p.end_of_operands("lifetime")?;
    Ok(Instruction {
        opcode: 0x7B,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Imm(end | (class << 4)), Operand::Imm(id)],
    })
}

fn hex_u32(p: &mut Parser, what: &str) -> R<u32> {
    match *p.peek() {
        Tok::Hex(v) if (0..=u32::MAX as i64).contains(&v) => {
            p.bump();
            Ok(v as u32)
        }
        _ => p.unexpected(what),
    }
}

/// A decimal count the reference stores in a byte: it keeps the low 8 bits.
fn dec_u8(p: &mut Parser, what: &str) -> R<u32> {
    match *p.peek() {
        Tok::Dec(v) => {
            p.bump();
            Ok(v as u8 as u32)
        }
        _ => p.unexpected(what),
    }
}

/// `[(P)] raw_send[c] (exec) <exdesc> <nsrc> <ndst> desc src dst`.
pub(crate) fn raw_send(p: &mut Parser, h: Head) -> R<Instruction> {
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let ex = hex_u32(p, "the extended message descriptor (hexadecimal)")?;
    let ns = dec_u8(p, "the number of source registers")?;
    let nd = dec_u8(p, "the number of destination registers")?;
    let desc = p.src_operand(Classes(1 | 4))?;
    let src = p.raw_operand()?;
    let dst = p.raw_operand()?;
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode: 0x5D,
        exec,
        pred: h.pred,
        operands: vec![
            Operand::Imm((h.name == "raw_sendc") as u32),
            Operand::Imm(ex),
            Operand::Imm(ns),
            Operand::Imm(nd),
            Operand::Vec(desc),
            Operand::Raw(src),
            Operand::Raw(dst),
        ],
    })
}

/// `[(P)] raw_sends[c][_eot].<ffid>.<nsrc0>.<nsrc1>.<ndst> (exec) exdesc desc src0 src1 dst`
/// (`raw_sendsc*` omit the SFID).
pub(crate) fn raw_sends(p: &mut Parser, h: Head) -> R<Instruction> {
    let sendc = h.name.starts_with("raw_sendsc");
    let eot = h.name.ends_with("_eot");
    let want = if sendc { 3 } else { 4 };
    // Each `.N` is stored in a byte; the reference keeps the low 8 bits.
    let mut nums = Vec::new();
    for (s, sp) in &h.suffixes {
        match s.parse::<u64>() {
            Ok(v) if s.bytes().all(|b| b.is_ascii_digit()) => nums.push(v as u8 as u32),
            _ => return p.err(*sp, format!("expected a number in `.{s}`")),
        }
    }
    if nums.len() != want {
        return p.err(
            h.span,
            format!("`{}` needs {want} numeric suffixes", h.name),
        );
    }
    let (ffid, n0, n1, nd) = if sendc {
        (0, nums[0], nums[1], nums[2])
    } else {
        (nums[0], nums[1], nums[2], nums[3])
    };
    let exec = p.exec_size()?;
    let ex = p.src_operand(Classes(1 | 4))?;
    let desc = p.src_operand(Classes(1 | 4))?;
    let s0 = p.raw_operand()?;
    let s1 = p.raw_operand()?;
    let d = p.raw_operand()?;
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode: 0x7A,
        exec,
        pred: h.pred,
        operands: vec![
            Operand::Imm(sendc as u32 | (eot as u32) << 1),
            Operand::Imm(n0),
            Operand::Imm(n1),
            Operand::Imm(nd),
            Operand::Imm(ffid),
            Operand::Vec(ex),
            Operand::Vec(desc),
            Operand::Raw(s0),
            Operand::Raw(s1),
            Operand::Raw(d),
        ],
    })
}

/// Prints this module's instructions.
pub(crate) fn print(c: &Ctx, inst: &Instruction, info: &OpInfo) -> String {
    let ops = &inst.operands;
    match info.group {
        Group::File => match ops.first() {
            Some(Operand::Str(n)) => format!("FILE {}", string_literal(n.as_bytes())),
            _ => "FILE \"\"".into(),
        },
        Group::Loc => format!("LOC {}", imm(inst, 0)),
        Group::Nullary => info.mnemonic.to_string(),
        Group::Wait => format!("wait{}", c.vec_op(ops.first())),
        Group::Fence => {
            let m = imm(inst, 0);
            let mut s = String::from("fence");
            if m & 0x80 != 0 {
                s += "_sw";
            } else {
                s += if m & 0x20 != 0 { "_local" } else { "_global" };
                // The reference prints a plain `fence_local` as `fence_local.`,
                // which it cannot parse again; the dot is left out here
                // (except in its verbatim form).
                if m & !0x20 != 0 || (m != 0 && c.label_suffix) {
                    s += ".";
                    for (bit, t) in [
                        (1, "E"),
                        (2, "I"),
                        (4, "S"),
                        (8, "C"),
                        (16, "R"),
                        (64, "L1"),
                    ] {
                        if m & bit != 0 {
                            s += t;
                        }
                    }
                }
            }
            s
        }
        Group::Sbarrier => format!(
            "sbarrier.{}",
            if imm(inst, 0) != 0 { "signal" } else { "wait" }
        ),
        Group::Nbarrier => {
            if imm(inst, 0) & 1 == 0 {
                format!("nbarrier.wait{}", c.vec_op(ops.get(1)))
            } else {
                format!(
                    "nbarrier.signal{}{}",
                    c.vec_op(ops.get(1)),
                    c.vec_op(ops.get(2))
                )
            }
        }
        Group::Lifetime => {
            let props = imm(inst, 0);
            let id = imm(inst, 1);
            let name = match (props >> 4) & 3 {
                1 => c.addr_name(id as u16),
                2 => c.pred_name(id as u16),
                _ => c.var_name(id),
            };
            format!(
                "lifetime.{} {}",
                if props & 1 != 0 { "end" } else { "start" },
                name
            )
        }
        Group::RawSend => format!(
            "{}{} {} 0x{:x} {} {} {}{}{}",
            pred_prefix(c, inst.pred),
            if imm(inst, 0) == 1 {
                "raw_sendc"
            } else {
                "raw_send"
            },
            exec_text(inst.exec),
            imm(inst, 1),
            imm(inst, 2),
            imm(inst, 3),
            c.vec_op(ops.get(4)),
            c.raw_op(ops.get(5)),
            c.raw_op(ops.get(6))
        ),
        Group::RawSends => {
            // The reference prints the eot and sendc forms as
            // `raw_sends.<ffid>.eot.<n>...` and `raw_sendsc.0.<n>...`, which
            // its grammar cannot read back; the mnemonics it reads are
            // printed instead. The double space before the extended
            // descriptor is its layout.
            let m = imm(inst, 0);
            let mut s = pred_prefix(c, inst.pred);
            s += if m & 1 != 0 {
                "raw_sendsc"
            } else {
                "raw_sends"
            };
            if c.label_suffix {
                // Verbatim: `raw_sends[c].<ffid>[.eot]`.
                s += &format!(".{}", imm(inst, 4));
                if m & 2 != 0 {
                    s += ".eot";
                }
            } else {
                if m & 2 != 0 {
                    s += "_eot";
                }
                if m & 1 == 0 {
                    s += &format!(".{}", imm(inst, 4));
                }
            }
            s += &format!(
                ".{}.{}.{} {} {}{}{}{}{}",
                imm(inst, 1),
                imm(inst, 2),
                imm(inst, 3),
                exec_text(inst.exec),
                c.vec_op(ops.get(5)),
                c.vec_op(ops.get(6)),
                c.raw_op(ops.get(7)),
                c.raw_op(ops.get(8)),
                c.raw_op(ops.get(9))
            );
            s
        }
        _ => unreachable!("not a misc group"),
    }
}
