//! Labels, branches, calls and returns.

use visa::opcode::{Group, OpInfo};
use visa::*;

use super::{exec_text, imm, no_pred, no_suffix, pred_prefix, R};
use crate::lexer::Tok;
use crate::parse::{Head, Parser};
use crate::print::{name_or_literal, string_literal, Ctx};

fn label_name<'a>(p: &mut Parser<'a>) -> R<(std::borrow::Cow<'a, str>, crate::error::Span)> {
    match *p.peek() {
        Tok::Ident(s) => Ok((s.as_str().into(), p.bump().span)),
        Tok::Str(b) => Ok((b.text().into(), p.bump().span)),
        _ => p.unexpected("a label name"),
    }
}

/// `jmp`/`goto`/`call`/`fccall`: `[(P)] op (exec) label`.
pub(crate) fn branch(p: &mut Parser, h: Head, opcode: u8) -> R<Instruction> {
    no_suffix(p, &h)?;
    let mut exec = p.exec_size()?;
    if opcode == 0x32 {
        // The reference builds scalar jumps without the NoMask bit.
        exec = ExecCtrl(exec.0 & 0x7F);
    }
    let (name, sp) = label_name(p)?;
    let kind = if opcode == 0x33 {
        LabelKind::Subroutine
    } else {
        LabelKind::Block
    };
    let id = p.label_id(&name, sp, kind)?;
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode,
        exec,
        pred: h.pred,
        operands: vec![Operand::Label(id)],
    })
}

/// `ret`/`fret`.
pub(crate) fn ret(p: &mut Parser, h: Head, opcode: u8) -> R<Instruction> {
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode,
        exec,
        pred: h.pred,
        operands: vec![],
    })
}

/// A decimal size stored in a byte: the reference keeps its low 8 bits
/// (`fcall ... 257 3` is printed back as `1 3`).
fn dec_u8(p: &mut Parser, what: &str) -> R<u32> {
    match *p.peek() {
        Tok::Dec(v) => {
            p.bump();
            Ok(v as u8 as u32)
        }
        _ => p.unexpected(what),
    }
}

/// `fcall (exec) name argsize retsize`.
pub(crate) fn fcall(p: &mut Parser, h: Head) -> R<Instruction> {
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let (name, _) = p.expect_ident("a function name")?;
    p.cur.as_mut().expect("routine").push_string(name);
    let a = dec_u8(p, "the argument size")?;
    let r = dec_u8(p, "the return size")?;
    p.end_of_operands("fcall")?;
    Ok(Instruction {
        opcode: 0x67,
        exec,
        pred: h.pred,
        operands: vec![
            Operand::Str(name.to_string()),
            Operand::Imm(a),
            Operand::Imm(r),
        ],
    })
}

/// `ifcall (exec) addr argsize retsize`.
pub(crate) fn ifcall(p: &mut Parser, h: Head) -> R<Instruction> {
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let f = p.src_operand(Classes(1 | 2 | 4))?;
    let a = dec_u8(p, "the argument size")?;
    let r = dec_u8(p, "the return size")?;
    p.end_of_operands("ifcall")?;
    Ok(Instruction {
        opcode: 0x4F,
        exec,
        pred: h.pred,
        operands: vec![Operand::Vec(f), Operand::Imm(a), Operand::Imm(r)],
    })
}

/// `faddr name dst`.
pub(crate) fn faddr(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    let (name, _) = match *p.peek() {
        Tok::Ident(s) => (s.to_string(), p.bump().span),
        Tok::Str(b) => (b.text(), p.bump().span),
        _ => return p.unexpected("a function name"),
    };
    p.cur.as_mut().expect("routine").push_string(&name);
    let d = p.dst_operand(Classes(1 | 2))?;
    p.end_of_operands("faddr")?;
    Ok(Instruction {
        opcode: 0x50,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Str(name), Operand::Vec(d)],
    })
}

/// `switchjmp (exec) index (L0, L1, ...)`.
pub(crate) fn switchjmp(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    // The reference builds switch jumps without the NoMask bit.
    let exec = ExecCtrl(p.exec_size()?.0 & 0x7F);
    let idx = p.src_operand(Classes(1 | 2 | 4))?;
    p.expect_punct("(")?;
    let mut labels = Vec::new();
    loop {
        if p.eat_punct(",") {
            continue;
        }
        if let Tok::Ident(name) = *p.peek() {
            let sp = p.bump().span;
            labels.push(Operand::Label(p.label_id(&name, sp, LabelKind::Block)?));
            continue;
        }
        break;
    }
    let close = p.expect_punct(")")?;
    if labels.is_empty() || labels.len() > 32 {
        return p.err(close, "switchjmp needs 1 to 32 labels");
    }
    p.end_of_operands("switchjmp")?;
    let mut operands = vec![Operand::Imm(labels.len() as u32), Operand::Vec(idx)];
    operands.extend(labels);
    Ok(Instruction {
        opcode: 0x69,
        exec,
        pred: Pred::NONE,
        operands,
    })
}

/// Prints this module's instructions.
pub(crate) fn print(c: &Ctx, inst: &Instruction, info: &OpInfo) -> String {
    // The label's name as defined; where it is referenced, quoted if it is
    // no identifier.
    let id = |i: usize| inst.operands.get(i).and_then(Operand::as_label);
    let name = |i: usize| id(i).map_or_else(|| "%missing".to_string(), |l| c.label_name(l));
    let label = |i: usize| {
        id(i).map_or_else(
            || "%missing".to_string(),
            |l| name_or_literal(&c.label_name(l)),
        )
    };
    match info.group {
        Group::Label => format!("{}:", name(0)),
        Group::Subroutine => {
            // The reference appends `_<id>` to the name here, so its output
            // changes each time it is re-assembled; by default the stored
            // name is kept (see `PrintOptions::genx_label_suffix`).
            let n = name(0);
            // The `n:` line repeats the name for the reference's reader; a
            // name that is no label word has only the `.function` line.
            if crate::lexer::is_label_word(&n) {
                format!(".function {}\n\n{}:", string_literal(n.as_bytes()), n)
            } else {
                format!(".function {}", string_literal(n.as_bytes()))
            }
        }
        Group::Branch | Group::Ret => {
            let mut s = pred_prefix(c, inst.pred);
            s += info.mnemonic;
            s += " ";
            s += &exec_text(inst.exec);
            if info.group == Group::Branch {
                s += " ";
                s += &label(0);
            }
            s
        }
        Group::Fcall => {
            let name = match inst.operands.first() {
                Some(Operand::Str(n)) => n.clone(),
                _ => "%missing".into(),
            };
            format!(
                "{}fcall {} {} {} {}",
                pred_prefix(c, inst.pred),
                exec_text(inst.exec),
                name,
                imm(inst, 1),
                imm(inst, 2)
            )
        }
        Group::Ifcall => format!(
            "{}ifcall {}{} {} {}",
            pred_prefix(c, inst.pred),
            exec_text(inst.exec),
            c.vec_op(inst.operands.first()),
            imm(inst, 1),
            imm(inst, 2)
        ),
        Group::Faddr => {
            let name = match inst.operands.first() {
                Some(Operand::Str(n)) => n.clone(),
                _ => "%missing".into(),
            };
            format!(
                "faddr {}{}",
                name_or_literal(&name),
                c.vec_op(inst.operands.get(1))
            )
        }
        Group::Switchjmp => {
            let labels: Vec<String> = (2..inst.operands.len()).map(label).collect();
            format!(
                "switchjmp {}{} ({})",
                exec_text(inst.exec),
                c.vec_op(inst.operands.get(1)),
                labels.join(", ")
            )
        }
        _ => unreachable!("not a control-flow group"),
    }
}
