//! Sampler, 3D sampler, render-target, URB and VME instructions.
//!
//! Syntax and spacing follow what GenX_IR 1.0.12504.6 reads and prints (its
//! grammar in `CISA.y`, its re-print with `-dumpcommonisa`); every quirk
//! copied here was measured on its output.

use visa::opcode::{rt_mode, Group, OpInfo};
use visa::*;

use super::dataport::{sampler, surface};
use super::{
    channel_mask_text, exec_text, imm, no_pred, no_suffix, parse_channel_mask, pred_prefix, R,
};
use crate::error::Span;
use crate::lexer::Tok;
use crate::parse::{Head, Parser};
use crate::print::Ctx;

/// 3D sample operations (`VISASampler3DSubOpCode`) and their mnemonics.
const SAMPLE_3D_OPS: [(&str, u8); 10] = [
    ("sample_3d", 0),
    ("sample_b", 1),
    ("sample_l", 2),
    ("sample_c", 3),
    ("sample_d", 4),
    ("sample_b_c", 5),
    ("sample_l_c", 6),
    ("sample_d_c", 20),
    ("sample_lz", 24),
    ("sample_c_lz", 25),
];
/// 3D load operations.
const LOAD_3D_OPS: [(&str, u8); 4] = [
    ("load_3d", 7),
    ("load_lz", 26),
    ("load_2dms_w", 28),
    ("load_mcs", 29),
];
/// Gather4 operations.
const GATHER_3D_OPS: [(&str, u8); 4] = [
    ("sample4", 8),
    ("sample4_c", 16),
    ("sample4_po", 17),
    ("sample4_po_c", 18),
];

/// Bit 8 of the 3D sub-opcode word: pixel null mask.
const PIXEL_NULL_MASK: u32 = 1 << 8;
/// Bit 9: CPS LOD compensation.
const CPS: u32 = 1 << 9;

/// The reference stores at most this many 3D sampler parameters (its parser
/// collects them in a 16-entry array; the format allows 15).
const MAX_3D_PARAMS: usize = 15;

const OUTPUT_FORMATS: [&str; 4] = ["16-full", "16-downsampled", "8-full", "8-downsampled"];
const AVS_CONTROLS: [&str; 4] = [
    "AVS_16_FULL",
    "AVS_16_DOWN_SAMPLE",
    "AVS_8_FULL",
    "AVS_8_DOWN_SAMPLE",
];
/// AVS execution modes by code; code 1 has no text form.
const AVS_EXEC_MODES: [&str; 3] = ["AVS_16x4", "", "AVS_16x8"];

fn op_name(code: u32) -> String {
    SAMPLE_3D_OPS
        .iter()
        .chain(&LOAD_3D_OPS)
        .chain(&GATHER_3D_OPS)
        .find(|(_, c)| *c as u32 == code)
        .map_or_else(|| format!("sample_op{code}"), |(n, _)| n.to_string())
}

/// Parses sampler-family mnemonics that are not canonical table names.
pub(crate) fn parse_named(p: &mut Parser, h: &Head) -> Option<R<Instruction>> {
    let name = h.name;
    let head = || Head {
        name: h.name,
        suffixes: h.suffixes.clone(),
        span: h.span,
        pred: h.pred,
    };
    if let Some((_, op)) = SAMPLE_3D_OPS.iter().find(|(n, _)| *n == name) {
        return Some(sample_3d(p, head(), *op, 0x6D));
    }
    if let Some((_, op)) = GATHER_3D_OPS.iter().find(|(n, _)| *n == name) {
        return Some(sample_3d(p, head(), *op, 0x6F));
    }
    if let Some((_, op)) = LOAD_3D_OPS.iter().find(|(n, _)| *n == name) {
        return Some(sample_3d(p, head(), *op, 0x6E));
    }
    Some(match name {
        "resinfo" => info_3d(p, head(), 10),
        "sampleinfo" => info_3d(p, head(), 11),
        "rt_write_3d" => rt_write(p, head()),
        "urb_write_3d" => urb_write(p, head()),
        _ => return None,
    })
}

/// Parses sampler-family instructions found by their table mnemonic.
pub(crate) fn parse_group(p: &mut Parser, h: Head, info: &OpInfo) -> R<Instruction> {
    match info.group {
        Group::Sample => sample(p, h, info.opcode),
        Group::SampleUnorm => sample_unorm(p, h),
        Group::Avs => avs(p, h),
        Group::VmeIme => vme_ime(p, h),
        Group::VmeSic => vme_sic(p, h),
        Group::VmeFbr => vme_fbr(p, h),
        _ => p.err(
            h.span,
            format!(
                "`{}` is not accepted by the reference assembler (its grammar has no such instruction)",
                info.mnemonic
            ),
        ),
    }
}

fn inst(opcode: u8, exec: ExecCtrl, pred: Pred, operands: Vec<Operand>) -> Instruction {
    Instruction {
        opcode,
        exec,
        pred,
        operands,
    }
}

/// The single channel-mask suffix of `op.<mask>`.
fn channel_only(p: &Parser, h: &Head) -> R<u32> {
    match h.suffixes.as_slice() {
        [(s, sp)] => parse_channel_mask(p, s, *sp),
        _ => p.err(
            h.span,
            format!(
                "`{}` needs one channel mask suffix (.R, .RG, ..., .RGBA)",
                h.name
            ),
        ),
    }
}

/// `sample.<ch> [(simd)] S T u v r dst` and `load.<ch> [(simd)] T u v r dst`.
fn sample(p: &mut Parser, h: Head, opcode: u8) -> R<Instruction> {
    no_pred(p, &h)?;
    let ch = channel_only(p, &h)?;
    let mut simd16 = false;
    if p.is_punct("(") {
        p.bump();
        let sp = p.span();
        match *p.peek() {
            Tok::Dec(16) => simd16 = true,
            // The reference accepts (32) and stores it as SIMD8, as (8).
            Tok::Dec(8 | 32) => {}
            _ => return p.err(sp, "SIMD mode can only be 8, 16, or 32"),
        }
        p.bump();
        p.expect_punct(")")?;
    }
    let mut ops = vec![Operand::Imm(ch | (simd16 as u32) << 4)];
    if opcode == 0x40 {
        ops.push(Operand::Imm(sampler(p)?));
    }
    ops.push(Operand::Imm(surface(p)?));
    for _ in 0..4 {
        ops.push(Operand::Raw(p.raw_operand()?));
    }
    p.end_of_operands(h.name)?;
    Ok(inst(opcode, ExecCtrl(0), Pred::NONE, ops))
}

/// `sample_unorm.<ch>.<format> S T u v du dv dst`.
fn sample_unorm(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let (ch, fmt) = match h.suffixes.as_slice() {
        [(c, csp), (f, fsp)] => {
            let ch = parse_channel_mask(p, c, *csp)?;
            let Some(fmt) = OUTPUT_FORMATS.iter().position(|o| o == f) else {
                return p.err(
                    *fsp,
                    format!("unknown output format `.{f}` (expected .16-full, .16-downsampled, .8-full or .8-downsampled)"),
                );
            };
            (ch, fmt as u32)
        }
        _ => {
            return p.err(
                h.span,
                "`sample_unorm` needs a channel mask and an output format (`sample_unorm.RGBA.16-full`)",
            )
        }
    };
    let mut ops = vec![
        Operand::Imm(ch | fmt << 4),
        Operand::Imm(sampler(p)?),
        Operand::Imm(surface(p)?),
    ];
    for _ in 0..4 {
        ops.push(Operand::Vec(p.src_operand(Classes(1 | 2 | 4))?));
    }
    ops.push(Operand::Raw(p.raw_operand()?));
    p.end_of_operands("sample_unorm")?;
    Ok(inst(0x41, ExecCtrl(0), Pred::NONE, ops))
}

fn keyword(p: &mut Parser, names: &[&str], what: &str) -> R<u32> {
    let sp = p.span();
    match *p.peek() {
        Tok::Ident(w) => match names.iter().position(|n| !n.is_empty() && *n == w) {
            Some(i) => {
                p.bump();
                Ok(i as u32)
            }
            None => p.err(
                sp,
                format!(
                    "unknown {what} `{w}` (expected {})",
                    names
                        .iter()
                        .filter(|n| !n.is_empty())
                        .copied()
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ),
        },
        _ => p.unexpected(what),
    }
}

/// `avs.<ch> T S u v du dv u2d group vbn <control> v2d <exec mode> ief dst`.
fn avs(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let ch = channel_only(p, &h)?;
    let t = surface(p)?;
    let s = sampler(p)?;
    let mut ops = vec![Operand::Imm(ch), Operand::Imm(s), Operand::Imm(t)];
    for _ in 0..7 {
        ops.push(Operand::Vec(p.src_operand(Classes(1 | 2 | 4))?));
    }
    ops.push(Operand::Imm(keyword(
        p,
        &AVS_CONTROLS,
        "AVS output format control",
    )?));
    ops.push(Operand::Vec(p.src_operand(Classes(1 | 2 | 4))?));
    ops.push(Operand::Imm(keyword(
        p,
        &AVS_EXEC_MODES,
        "AVS execution mode",
    )?));
    ops.push(Operand::Vec(p.src_operand(Classes(1 | 2 | 4))?));
    ops.push(Operand::Raw(p.raw_operand()?));
    p.end_of_operands("avs")?;
    Ok(inst(0x43, ExecCtrl(0), Pred::NONE, ops))
}

/// The sample/load/gather4 3D forms:
/// `[(P)] op[.pixel_null_mask][.cps][.divS].<ch> (exec) aoffimmi [S] T dst params...`.
fn sample_3d(p: &mut Parser, h: Head, op: u8, opcode: u8) -> R<Instruction> {
    let Some(((chs, chsp), flags)) = h.suffixes.split_last() else {
        return p.err(
            h.span,
            format!("`{}` needs a channel mask suffix (.R, ..., .RGBA)", h.name),
        );
    };
    // The flags come in this order only; cps and divS exist on sample forms.
    let allowed: &[&str] = if opcode == 0x6D {
        &["pixel_null_mask", "cps", "divS"]
    } else {
        &["pixel_null_mask"]
    };
    let mut word = op as u32;
    let mut next = 0;
    for (f, sp) in flags {
        match allowed[next.min(allowed.len())..]
            .iter()
            .position(|a| a == f)
        {
            Some(i) => {
                next += i + 1;
                match &**f {
                    "pixel_null_mask" => word |= PIXEL_NULL_MASK,
                    "cps" => word |= CPS,
                    // `.divS` is read and dropped by the reference: the
                    // object has no trace of it.
                    _ => {}
                }
            }
            None => {
                return p.err(
                    *sp,
                    format!(
                        "unexpected `.{f}` on `{}` (allowed, in this order: {})",
                        h.name,
                        allowed
                            .iter()
                            .map(|a| format!(".{a}"))
                            .collect::<Vec<_>>()
                            .join(" ")
                    ),
                )
            }
        }
    }
    let mut ch = parse_channel_mask(p, chs, *chsp)?;
    if opcode == 0x6F {
        // Gather4 reads one channel; the object stores its index.
        ch = match ch {
            1 => 0,
            2 => 1,
            4 => 2,
            8 => 3,
            _ => {
                return p.err(
                    *chsp,
                    "only one of R, G, B, A may be specified for a sample4 instruction",
                )
            }
        };
    }
    let exec = p.exec_size()?;
    let aoff = p.src_operand(Classes(1 | 2 | 4))?;
    let mut ops = vec![Operand::Imm(word), Operand::Imm(ch), Operand::Vec(aoff)];
    if opcode != 0x6E {
        ops.push(Operand::Imm(sampler(p)?));
    }
    ops.push(Operand::Imm(surface(p)?));
    ops.push(Operand::Raw(p.raw_operand()?));
    let mut params = Vec::new();
    while !matches!(p.peek(), Tok::Newline | Tok::Eof) {
        let sp = p.span();
        params.push(Operand::Raw(p.raw_operand()?));
        if params.len() > MAX_3D_PARAMS {
            return p.err(sp, format!("at most {MAX_3D_PARAMS} parameters"));
        }
    }
    ops.push(Operand::Imm(params.len() as u32));
    ops.extend(params);
    Ok(inst(opcode, exec, h.pred, ops))
}

/// `resinfo.<ch> (exec) T lod dst` and `sampleinfo.<ch> (exec) T dst`.
fn info_3d(p: &mut Parser, h: Head, sub: u32) -> R<Instruction> {
    no_pred(p, &h)?;
    let ch = channel_only(p, &h)?;
    let exec = p.exec_size()?;
    let mut ops = vec![
        Operand::Imm(sub),
        Operand::Imm(ch),
        Operand::Imm(surface(p)?),
    ];
    if sub == 10 {
        ops.push(Operand::Raw(p.raw_operand()?));
    }
    ops.push(Operand::Raw(p.raw_operand()?));
    p.end_of_operands(h.name)?;
    Ok(inst(0x70, exec, Pred::NONE, ops))
}

/// Mode bits of a render-target write option string `<RTI><A>...`, read the
/// way the reference does: it searches the string for each tag (and for a
/// bare `CM`), ignoring anything else.
fn rt_mode_bits(s: &str) -> (u32, bool) {
    let mut m = 0u32;
    for (tag, bit) in [
        ("<RTI>", rt_mode::RTI),
        ("<A>", rt_mode::S0A),
        ("<O>", rt_mode::OMASK),
        ("<Z>", rt_mode::Z),
        ("<ST>", rt_mode::STENCIL),
        ("<LRTW>", rt_mode::LRTW),
        ("<CPS>", rt_mode::CPS),
        ("<PS>", rt_mode::PS),
        ("CM", rt_mode::CM),
    ] {
        if s.contains(tag) {
            m |= bit as u32;
        }
    }
    (m, s.contains("<SI>"))
}

fn is_rt_option(s: &str) -> bool {
    // `(<[A-Za-z]+>)+`
    let mut rest = s;
    if rest.is_empty() {
        return false;
    }
    while !rest.is_empty() {
        let Some(r) = rest.strip_prefix('<') else {
            return false;
        };
        let n = r.bytes().take_while(u8::is_ascii_alphabetic).count();
        if n == 0 || !r[n..].starts_with('>') {
            return false;
        }
        rest = &r[n + 1..];
    }
    true
}

/// One operand of the render-target write list: a vector (general or
/// immediate) or a raw operand.
fn rt_operand(p: &mut Parser) -> R<(Operand, Span)> {
    let sp = p.span();
    let raw = matches!(p.peek(), Tok::Ident(_) | Tok::Builtin(_))
        && matches!(p.peek_at(1), Tok::Punct("."));
    let o = if raw {
        Operand::Raw(p.raw_operand()?)
    } else {
        Operand::Vec(p.src_operand(Classes(1 | 4))?)
    };
    Ok((o, sp.to(p.prev_span())))
}

/// `[(P)] rt_write_3d[.<mode>...] (exec) T header [SI] [CPS] [RTI] [s0a] [oM] R G B A [Z] [S]`.
fn rt_write(p: &mut Parser, h: Head) -> R<Instruction> {
    let mut mode = 0u32;
    let mut has_si = false;
    match h.suffixes.as_slice() {
        [] => {}
        [(s, sp)] => {
            if !is_rt_option(s) {
                return p.err(*sp, format!("invalid render-target write option `.{s}` (expected tags like .<RTI><A><O><Z><ST><LRTW><CPS><PS><CM><SI>)"));
            }
            (mode, has_si) = rt_mode_bits(s);
        }
        [_, (s, sp), ..] => return p.err(*sp, format!("unexpected suffix `.{s}`")),
    }
    let exec = p.exec_size()?;
    let t = surface(p)?;
    let mut list = Vec::new();
    while !matches!(p.peek(), Tok::Newline | Tok::Eof) {
        list.push(rt_operand(p)?);
    }
    let m16 = mode as u16;
    // Operands in the order the reference consumes them; it reads (and
    // ignores) anything after the last one it needs.
    let mut want: Vec<(&str, bool)> = vec![("header", true)];
    if has_si {
        want.push(("sample index", false));
    }
    if m16 & rt_mode::CPS != 0 {
        want.push(("CPS counter", false));
    }
    if m16 & rt_mode::RTI != 0 {
        want.push(("render target index", false));
    }
    if m16 & rt_mode::S0A != 0 {
        want.push(("source 0 alpha", true));
    }
    if m16 & rt_mode::OMASK != 0 {
        want.push(("oMask", true));
    }
    for c in ["R", "G", "B", "A"] {
        want.push((c, true));
    }
    if m16 & rt_mode::Z != 0 {
        want.push(("depth", true));
    }
    if m16 & rt_mode::STENCIL != 0 {
        want.push(("stencil", true));
    }
    if list.len() < want.len() {
        let missing: Vec<&str> = want[list.len()..].iter().map(|w| w.0).collect();
        return p.err(
            p.span(),
            format!(
                "`rt_write_3d` is missing operands: {} (the mode asks for {})",
                missing.join(", "),
                want.len()
            ),
        );
    }
    let mut ops = vec![Operand::Imm(mode), Operand::Imm(t)];
    for (i, ((what, raw), (o, sp))) in want.iter().zip(list).enumerate() {
        match (&o, raw) {
            (Operand::Raw(_), true) | (Operand::Vec(_), false) => {}
            _ => {
                return p.err(
                    sp,
                    format!(
                        "the {what} operand must be a {}",
                        if *raw {
                            "raw operand (V.offset)"
                        } else {
                            "general or immediate operand"
                        }
                    ),
                )
            }
        }
        // The reference parses a sample index but does not emit it.
        if has_si && i == 1 {
            continue;
        }
        ops.push(o);
    }
    Ok(inst(0x71, exec, h.pred, ops))
}

/// `[(P)] urb_write_3d (exec) num_out global_offset channel_mask handle per_slot vertex`.
fn urb_write(p: &mut Parser, h: Head) -> R<Instruction> {
    no_suffix(p, &h)?;
    let exec = p.exec_size()?;
    let num = |p: &mut Parser, what: &str| -> R<u32> {
        match *p.peek() {
            Tok::Dec(v) => {
                p.bump();
                Ok(v as u32)
            }
            _ => p.unexpected(what),
        }
    };
    // The reference keeps the low 8 and 16 bits of these counts.
    let n = num(p, "the number of output registers")? & 0xFF;
    let off = num(p, "the global offset")? & 0xFFFF;
    let mask = p.raw_operand()?;
    let handle = p.raw_operand()?;
    let slot = p.raw_operand()?;
    let data = p.raw_operand()?;
    p.end_of_operands("urb_write_3d")?;
    Ok(inst(
        0x72,
        exec,
        h.pred,
        vec![
            Operand::Imm(n),
            Operand::Raw(mask),
            Operand::Imm(off),
            Operand::Raw(handle),
            Operand::Raw(slot),
            Operand::Raw(data),
        ],
    ))
}

fn dec_byte(p: &mut Parser, what: &str) -> R<u32> {
    match *p.peek() {
        Tok::Dec(v) => {
            p.bump();
            Ok(v as u8 as u32)
        }
        _ => p.unexpected(what),
    }
}

/// `vme_ime (stream_mode, search_ctrl) T uni ime ref0 ref1 cost dst`.
fn vme_ime(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    p.expect_punct("(")?;
    let sm = dec_byte(p, "the stream mode")?;
    p.expect_punct(",")?;
    let sc = dec_byte(p, "the search control")?;
    p.expect_punct(")")?;
    let t = surface(p)?;
    let mut ops = vec![Operand::Imm(sm), Operand::Imm(sc)];
    let uni = p.raw_operand()?;
    let ime = p.raw_operand()?;
    ops.extend([Operand::Raw(uni), Operand::Raw(ime), Operand::Imm(t)]);
    for _ in 0..4 {
        ops.push(Operand::Raw(p.raw_operand()?));
    }
    p.end_of_operands("vme_ime")?;
    Ok(inst(0x54, ExecCtrl(0), Pred::NONE, ops))
}

/// `vme_sic T uni sic dst`.
fn vme_sic(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    let t = surface(p)?;
    let uni = p.raw_operand()?;
    let sic = p.raw_operand()?;
    let dst = p.raw_operand()?;
    p.end_of_operands("vme_sic")?;
    Ok(inst(
        0x55,
        ExecCtrl(0),
        Pred::NONE,
        vec![
            Operand::Raw(uni),
            Operand::Raw(sic),
            Operand::Imm(t),
            Operand::Raw(dst),
        ],
    ))
}

/// `vme_fbr (mb_mode, sub_mb_shape, sub_pred_mode) T uni fbr dst`.
fn vme_fbr(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    no_suffix(p, &h)?;
    p.expect_punct("(")?;
    let mb = p.src_operand(Classes(1 | 2 | 4))?;
    p.expect_punct(",")?;
    let shape = p.src_operand(Classes(1 | 2 | 4))?;
    p.expect_punct(",")?;
    let pm = p.src_operand(Classes(1 | 2 | 4))?;
    p.expect_punct(")")?;
    let t = surface(p)?;
    let uni = p.raw_operand()?;
    let fbr = p.raw_operand()?;
    let dst = p.raw_operand()?;
    p.end_of_operands("vme_fbr")?;
    Ok(inst(
        0x56,
        ExecCtrl(0),
        Pred::NONE,
        vec![
            Operand::Raw(uni),
            Operand::Raw(fbr),
            Operand::Imm(t),
            Operand::Vec(mb),
            Operand::Vec(shape),
            Operand::Vec(pm),
            Operand::Raw(dst),
        ],
    ))
}

/// Prints sampler-family instructions.
pub(crate) fn print(c: &Ctx, inst: &Instruction, info: &OpInfo) -> String {
    let ops = &inst.operands;
    let surf = |i: usize| c.surface_name(imm(inst, i));
    let samp = |i: usize| c.sampler_name(imm(inst, i));
    // VME surfaces: the reference prints `T<index>` even for predefined ones.
    let vme_surf = |i: usize| {
        if c.label_suffix {
            format!("T{}", imm(inst, i))
        } else {
            surf(i)
        }
    };
    let raws =
        |from: usize| -> String { ops.iter().skip(from).map(|o| c.raw_op(Some(o))).collect() };
    match info.group {
        Group::Sample => {
            let m = imm(inst, 0);
            let mut s = format!(
                "{}.{} ({})",
                info.mnemonic,
                channel_mask_text(m & 0xF),
                if m & 0x30 == 0x10 { 16 } else { 8 }
            );
            let mut i = 1;
            if inst.opcode == 0x40 {
                s += &format!(" {}", samp(1));
                i = 2;
            }
            s += &format!(" {}", surf(i));
            s += &raws(i + 1);
            s
        }
        Group::SampleUnorm => {
            let m = imm(inst, 0);
            let mut s = format!(
                "sample_unorm.{}.{} {} {}",
                channel_mask_text(m & 0xF),
                OUTPUT_FORMATS[((m >> 4) & 3) as usize],
                samp(1),
                surf(2)
            );
            for i in 3..7 {
                s += &c.vec_op(ops.get(i));
            }
            s += &c.raw_op(ops.get(7));
            s
        }
        Group::Avs => {
            let mut s = format!(
                "avs.{} {} {}",
                channel_mask_text(imm(inst, 0) & 0xF),
                surf(2),
                samp(1)
            );
            for i in 3..10 {
                s += &c.vec_op(ops.get(i));
            }
            s += " ";
            s += AVS_CONTROLS[(imm(inst, 10) & 3) as usize];
            s += &c.vec_op(ops.get(11));
            s += " ";
            s += match AVS_EXEC_MODES.get((imm(inst, 12) & 0xF) as usize) {
                Some(m) if !m.is_empty() => m,
                _ => "AVS_INVALID",
            };
            s += &c.vec_op(ops.get(13));
            s += &c.raw_op(ops.get(14));
            s
        }
        Group::Sample3d | Group::Load3d | Group::Gather3d => {
            let word = imm(inst, 0);
            let mut s = pred_prefix(c, inst.pred);
            s += &op_name(word & 0xFF);
            if word & PIXEL_NULL_MASK != 0 {
                s += ".pixel_null_mask";
            }
            if word & CPS != 0 {
                s += ".cps";
            }
            s += ".";
            let ch = imm(inst, 1);
            if info.group == Group::Gather3d {
                s += ["R", "G", "B", "A"]
                    .get(ch as usize)
                    .copied()
                    .unwrap_or("?");
            } else {
                s += &channel_mask_text(ch);
            }
            s += " ";
            s += &exec_text(inst.exec);
            // Sample and load put two spaces before the offsets, gather4 one.
            if info.group != Group::Gather3d {
                s += " ";
            }
            s += &c.vec_op(ops.get(2));
            let mut i = 3;
            if info.group != Group::Load3d {
                s += &format!(" {}", samp(3));
                i = 4;
            }
            s += &format!(" {}", surf(i));
            s += &c.raw_op(ops.get(i + 1));
            // Skip the parameter count.
            s += &raws(i + 3);
            s
        }
        Group::Info3d => {
            let sub = imm(inst, 0);
            let name = if sub == 11 { "sampleinfo" } else { "resinfo" };
            format!(
                "{name}.{} {}  {}{}",
                channel_mask_text(imm(inst, 1)),
                exec_text(inst.exec),
                surf(2),
                raws(3)
            )
        }
        Group::RtWrite => {
            let mode = imm(inst, 0);
            let mut s = pred_prefix(c, inst.pred);
            s += "rt_write_3d";
            let m16 = mode as u16;
            if m16 != 0 {
                s += ".";
                for (bit, tag) in [
                    (rt_mode::RTI, "<RTI>"),
                    (rt_mode::S0A, "<A>"),
                    (rt_mode::OMASK, "<O>"),
                    (rt_mode::Z, "<Z>"),
                    (rt_mode::STENCIL, "<ST>"),
                    (rt_mode::LRTW, "<LRTW>"),
                    (rt_mode::CPS, "<CPS>"),
                    (rt_mode::PS, "<PS>"),
                    (rt_mode::CM, "<CM>"),
                    (rt_mode::SI, "<SI>"),
                ] {
                    if m16 & bit != 0 {
                        s += tag;
                    }
                }
            }
            s += &format!(" {} {}", exec_text(inst.exec), surf(1));
            for o in ops.iter().skip(2) {
                s += &c.raw_op(Some(o));
            }
            s
        }
        Group::UrbWrite => format!(
            "{}urb_write_3d {} {} {}{}{}{}{}",
            pred_prefix(c, inst.pred),
            exec_text(inst.exec),
            imm(inst, 0),
            imm(inst, 2),
            c.raw_op(ops.get(1)),
            c.raw_op(ops.get(3)),
            c.raw_op(ops.get(4)),
            c.raw_op(ops.get(5))
        ),
        // The reference prints VME surfaces as `T<index>`, which does not
        // name the predefined surfaces it can parse; their names are kept.
        Group::VmeIme => format!(
            "vme_ime({},{}) {} {}{}{}{}{}{}",
            imm(inst, 0),
            imm(inst, 1),
            vme_surf(4),
            c.raw_op(ops.get(2)),
            c.raw_op(ops.get(3)),
            c.raw_op(ops.get(5)),
            c.raw_op(ops.get(6)),
            c.raw_op(ops.get(7)),
            c.raw_op(ops.get(8))
        ),
        Group::VmeSic | Group::VmeIdm => format!(
            "{} {} {}{}{}",
            info.mnemonic,
            vme_surf(2),
            c.raw_op(ops.first()),
            c.raw_op(ops.get(1)),
            c.raw_op(ops.get(3))
        ),
        Group::VmeFbr => format!(
            "vme_fbr ({},{},{}) {} {}{}{}",
            c.vec_op(ops.get(3)),
            c.vec_op(ops.get(4)),
            c.vec_op(ops.get(5)),
            vme_surf(2),
            c.raw_op(ops.first()),
            c.raw_op(ops.get(1)),
            c.raw_op(ops.get(6))
        ),
        _ => format!("/* {} has no text form */", info.mnemonic),
    }
}
