//! Instruction syntax, one module per family. Each group of the opcode table
//! has a parse routine (text to operands in table order) and a print routine.

pub(crate) mod alu;
pub(crate) mod dataport;
pub(crate) mod flow;
pub(crate) mod lsc;
pub(crate) mod misc;
pub(crate) mod operands;
pub(crate) mod sampler;

use visa::opcode::{self, Group};
use visa::*;

use crate::error::ParseError;
use crate::parse::{Head, Parser};
use crate::print::Ctx;

type R<T> = Result<T, ParseError>;

/// Parses the operands of an instruction whose head has been read.
pub(crate) fn parse_instruction<'a>(p: &mut Parser<'a>, h: Head<'a>) -> R<Instruction> {
    let name = h.name;
    // Mnemonics that are not the table's canonical one.
    match name {
        "min" | "max" => return alu::minmax(p, h),
        "fence_global" | "fence_local" | "fence_sw" => return misc::fence(p, h),
        "raw_sendc" => return misc::raw_send(p, h),
        "raw_sendsc" | "raw_sends_eot" | "raw_sendsc_eot" => return misc::raw_sends(p, h),
        "FILE" => return misc::file(p, h),
        "LOC" => return misc::loc(p, h),
        // GenX_IR 1.0.12504.6 dies with a segmentation fault on every
        // fccall (to a subroutine or a function, on every platform): there is
        // no reference encoding to reproduce.
        "fccall" => {
            return p.err(
                h.span,
                "`fccall` is not supported: the reference assembler crashes on it, so it has no reference encoding",
            )
        }
        "dpas" | "dpasw" => return alu::dpas(p, h),
        "add3" if h.suffixes.first().is_some_and(|(s, _)| s == "o") => return alu::add3o(p, h),
        // In the opcode table but absent from the reference's grammar.
        "bf_cvt" | "invm" | "rsqtm" | "rt_read" | "vme_idm" => {
            return p.err(
                h.span,
                format!("`{name}` is not accepted by the reference assembler (GenX_IR 1.0.12504.6 has no text form for it)"),
            )
        }
        _ => {}
    }
    if name.starts_with("svm_") {
        return dataport::svm(p, h);
    }
    if name.starts_with("lsc_") {
        return lsc::parse(p, h);
    }
    if let Some(r) = sampler::parse_named(p, &h) {
        return r;
    }
    let Some(info) = opcode::by_mnemonic(name).filter(|i| {
        // Internal names that are not valid in text.
        !matches!(
            i.opcode,
            0x30 | 0x31
                | 0x4E
                | 0x51
                | 0x52
                | 0x89
                | 0x8A
                | 0x45
                | 0x6D
                | 0x6E
                | 0x6F
                | 0x70
                | 0x71
                | 0x72
        )
    }) else {
        return p.err(h.span, format!("unknown instruction `{name}`"));
    };
    match info.group {
        Group::Alu | Group::Logic | Group::Sel => alu::alu(p, h, info),
        Group::AluCarry => alu::carry(p, h, info),
        Group::Mov => alu::mov(p, h),
        Group::Cmp => alu::cmp(p, h),
        Group::Setp => alu::setp(p, h),
        Group::AddrAdd => alu::addr_add(p, h),
        Group::Movs => alu::movs(p, h),
        Group::Bfn => alu::bfn(p, h),
        Group::MathMacro => alu::math_macro(p, h, info),
        Group::Fcvt | Group::BfCvt => alu::fcvt(p, h, info),
        Group::Srnd => alu::srnd(p, h),
        Group::Branch => flow::branch(p, h, info.opcode),
        Group::Ret => flow::ret(p, h, info.opcode),
        Group::Fcall => flow::fcall(p, h),
        Group::Ifcall => flow::ifcall(p, h),
        Group::Faddr => flow::faddr(p, h),
        Group::Switchjmp => flow::switchjmp(p, h),
        Group::Nullary => misc::nullary(p, h, info.opcode),
        Group::Wait => misc::wait(p, h),
        Group::Sbarrier => misc::sbarrier(p, h),
        Group::Nbarrier => misc::nbarrier(p, h),
        Group::Lifetime => misc::lifetime(p, h),
        Group::RawSend => misc::raw_send(p, h),
        Group::RawSends => misc::raw_sends(p, h),
        Group::Oword => dataport::oword(p, h, info.opcode),
        Group::Media => dataport::media(p, h, info.opcode),
        Group::Scatter => dataport::scatter(p, h, info.opcode),
        Group::ScatterTyped => dataport::typed(p, h, info.opcode),
        Group::ScatterScaled => dataport::scaled(p, h, info.opcode),
        Group::Scatter4Scaled => dataport::scaled4(p, h, info.opcode),
        Group::DwordAtomic => dataport::dword_atomic(p, h),
        Group::TypedAtomic => dataport::typed_atomic(p, h),
        Group::QwScatter => dataport::qw(p, h, info.opcode),
        Group::Sample
        | Group::SampleUnorm
        | Group::Avs
        | Group::VmeIme
        | Group::VmeSic
        | Group::VmeFbr
        | Group::VmeIdm
        | Group::RtRead => sampler::parse_group(p, h, info),
        _ => p.err(h.span, format!("unknown instruction `{name}`")),
    }
}

/// Prints an instruction (without indentation or id comment).
pub fn print_instruction(c: &Ctx, inst: &Instruction) -> String {
    let Some(info) = opcode::info(inst.opcode) else {
        return format!("/* unknown opcode 0x{:02x} */", inst.opcode);
    };
    match info.group {
        Group::Alu
        | Group::Logic
        | Group::Sel
        | Group::AluCarry
        | Group::Mov
        | Group::MinMax
        | Group::Cmp
        | Group::Setp
        | Group::AddrAdd
        | Group::Movs
        | Group::Bfn
        | Group::MathMacro
        | Group::Fcvt
        | Group::BfCvt
        | Group::Srnd
        | Group::Dpas => alu::print(c, inst, info),
        Group::Label
        | Group::Subroutine
        | Group::Branch
        | Group::Ret
        | Group::Fcall
        | Group::Ifcall
        | Group::Faddr
        | Group::Switchjmp => flow::print(c, inst, info),
        Group::File
        | Group::Loc
        | Group::Nullary
        | Group::Wait
        | Group::Fence
        | Group::Sbarrier
        | Group::Nbarrier
        | Group::Lifetime
        | Group::RawSend
        | Group::RawSends => misc::print(c, inst, info),
        Group::Oword
        | Group::Media
        | Group::Scatter
        | Group::ScatterTyped
        | Group::ScatterScaled
        | Group::Scatter4Scaled
        | Group::DwordAtomic
        | Group::TypedAtomic
        | Group::QwScatter
        | Group::Svm => dataport::print(c, inst, info),
        Group::LscUntyped | Group::LscTyped | Group::LscFence => lsc::print(c, inst, info),
        _ => sampler::print(c, inst, info),
    }
}

// ------------------------------------------------------------------ shared helpers

/// `(P1) ` or nothing.
pub(crate) fn pred_prefix(c: &Ctx, pred: Pred) -> String {
    if !pred.is_some() {
        return String::new();
    }
    let mut s = String::from("(");
    if pred.inverse() {
        s.push('!');
    }
    s += &c.pred_name(pred.id());
    match pred.ctrl() {
        PredCtrl::Any => s += ".any",
        PredCtrl::All => s += ".all",
        PredCtrl::None => {}
    }
    s += ") ";
    s
}

/// `(M1, 16)`.
pub(crate) fn exec_text(e: ExecCtrl) -> String {
    let size = e.size().map_or(0, |s| s.count());
    format!("({}, {})", e.mask().name(), size)
}

/// The primitive value of operand `i` (0 if absent).
pub(crate) fn imm(inst: &Instruction, i: usize) -> u32 {
    inst.operands.get(i).and_then(Operand::as_imm).unwrap_or(0)
}

/// Whether a head has no suffixes; errors otherwise.
pub(crate) fn no_suffix(p: &Parser, h: &Head) -> R<()> {
    if let Some((s, sp)) = h.suffixes.first() {
        return p.err(*sp, format!("unexpected suffix `.{s}` on `{}`", h.name));
    }
    Ok(())
}

/// Errors if the instruction does not take a predicate.
pub(crate) fn no_pred(p: &Parser, h: &Head) -> R<()> {
    if h.pred.is_some() && !p.lenient {
        return p.err(h.span, format!("`{}` cannot be predicated", h.name));
    }
    Ok(())
}

/// Channel mask text (`R`, `RG`, `RGBA`) from the 4-bit enable mask.
pub(crate) fn channel_mask_text(m: u32) -> String {
    let mut s = String::new();
    for (bit, ch) in [(1, 'R'), (2, 'G'), (4, 'B'), (8, 'A')] {
        if m & bit != 0 {
            s.push(ch);
        }
    }
    s
}

/// Parses a channel mask suffix (`R`, `rgba`, ...). Letters must be in RGBA order.
pub(crate) fn parse_channel_mask(p: &Parser, s: &str, sp: crate::error::Span) -> R<u32> {
    let mut m = 0;
    let mut last = 0;
    for ch in s.chars() {
        let (bit, ord) = match ch.to_ascii_uppercase() {
            'R' => (1, 1),
            'G' => (2, 2),
            'B' => (4, 3),
            'A' => (8, 4),
            _ => {
                return p.err(
                    sp,
                    format!("invalid channel mask `.{s}` (expected letters of RGBA in order)"),
                )
            }
        };
        if ord <= last {
            return p.err(
                sp,
                format!("invalid channel mask `.{s}` (letters must be in RGBA order)"),
            );
        }
        last = ord;
        m |= bit;
    }
    if m == 0 {
        return p.err(sp, "empty channel mask");
    }
    Ok(m)
}
