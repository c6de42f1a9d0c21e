//! Load/store controller (LSC) messages: `lsc_untyped` (0x89), `lsc_typed`
//! (0x8A) and `lsc_fence` (0x8B).
//!
//! The grammar is GenX_IR 1.0.12504.6's (`CISA.y`/`CISA.l` of that release);
//! the printed form is its `-dumpcommonisa` output. Facts measured against it
//! are listed in DEVELOPERS.md ("LSC").

use visa::opcode::{self, OpInfo};
use visa::*;

use super::{exec_text, imm, no_pred, pred_prefix, R};
use crate::error::Span;
use crate::lexer::Tok;
use crate::parse::{Head, Parser, Sym};
use crate::print::Ctx;

// ------------------------------------------------------------------ encodings

/// `LSC_SFID` names by value.
const SFIDS: [&str; 4] = ["ugm", "ugml", "tgm", "slm"];
/// `LSC_SFID` value of `.tgm`.
const SFID_TGM: u32 = 2;
/// `LSC_CACHE_OPT` names by value.
const CACHE_OPTS: [&str; 7] = ["df", "uc", "ca", "wb", "wt", "st", "ri"];
/// `LSC_FENCE_OP` names by value.
const FENCE_OPS: [&str; 7] = [
    "none",
    "evict",
    "invalidate",
    "discard",
    "clean",
    "flushl3",
    "type6",
];
/// `LSC_SCOPE` names by value.
const SCOPES: [&str; 7] = ["group", "local", "tile", "gpu", "gpus", "sysrel", "sysacq"];
/// `LSC_ADDR_TYPE` names by value.
const ADDR_TYPES: [&str; 6] = ["", "flat", "bss", "ss", "bti", "arg"];
const ADDR_FLAT: u32 = 1;
const ADDR_ARG: u32 = 5;
/// `LSC_ADDR_SIZE` names by value.
const ADDR_SIZES: [&str; 4] = ["", "a16", "a32", "a64"];
/// `LSC_DATA_SIZE` names by value, as this release prints them.
const DATA_SIZES: [&str; 8] = ["", "d8", "d16", "d32", "d64", "d8c32", "d16c32", "d16c32h"];
/// Bytes in memory of each `LSC_DATA_SIZE` (the default stride unit).
const DATA_BYTES: [u32; 8] = [0, 1, 2, 4, 8, 4, 4, 4];
/// `LSC_DATA_ELEMS` vector sizes by value.
const ELEMS: [u32; 9] = [0, 1, 2, 3, 4, 8, 16, 32, 64];
const ORDER_NONTRANSPOSE: u32 = 1;
const ORDER_TRANSPOSE: u32 = 2;
/// `(M1_NM, 1)`: the exec byte of instructions whose text has no exec size.
const EXEC_NM_1: u8 = 0x80;

const SUB_LOAD_QUAD: u32 = 0x02;
const SUB_STORE_QUAD: u32 = 0x06;
const SUB_READ_STATE_INFO: u32 = 0x1E;

// Operand indices (fields after exec size and predicate).
// Untyped and strided: [0] sub-op ... [12] surface, [13] dst, [14] src0,
// [15] src1 (strided: stride), [16] src2 (strided: src1).
const U_SFID: usize = 1;
const U_SURFACE: usize = 12;
const U_DST: usize = 13;
// Block 2D: [10] dst, [11..=16] surface base, width, height, pitch, x, y, [17] src1.
const B_DST: usize = 10;
// Typed: [9] surface, [10] dst, [11..=14] u, v, r, lod, [15] src1, [16] src2.
const T_SURFACE: usize = 9;

/// The grammar production a mnemonic selects (one lexer token class each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Load,
    LoadStrided,
    LoadBlock2d,
    Store,
    StoreStrided,
    StoreBlock2d,
    Atomic,
    ReadStateInfo,
}

/// Class and sub-opcode of an `lsc_*` mnemonic (not `lsc_fence`).
fn mnemonic(name: &str) -> Option<(Class, u32)> {
    let class = match name {
        "lsc_load" | "lsc_load_quad" | "lsc_load_status" => Class::Load,
        "lsc_load_strided" => Class::LoadStrided,
        "lsc_load_block2d" => Class::LoadBlock2d,
        "lsc_store" | "lsc_store_quad" | "lsc_store_uncompressed" | "lsc_ccs_update" => {
            Class::Store
        }
        "lsc_store_strided" => Class::StoreStrided,
        "lsc_store_block2d" => Class::StoreBlock2d,
        // This release lexes the append-counter atomics but its sub-opcode
        // table lacks them: the failed lookup yields LSC_LOAD (0), which the
        // atomic production then builds (and prints as `lsc_load`).
        "lsc_apndctr_atomic_add" | "lsc_apndctr_atomic_sub" => return Some((Class::Atomic, 0)),
        "lsc_read_state_info" => return Some((Class::ReadStateInfo, SUB_READ_STATE_INFO)),
        n if n.starts_with("lsc_atomic_") => Class::Atomic,
        _ => return None,
    };
    let sub = opcode::LSC_UNTYPED_SUBOPS
        .iter()
        .find(|s| s.mnemonic == name)?;
    Some((class, sub.value as u32))
}

fn is_quad(sub: u32) -> bool {
    sub == SUB_LOAD_QUAD || sub == SUB_STORE_QUAD
}

// ------------------------------------------------------------------ parsing

/// Parses an `lsc_*` instruction.
pub(crate) fn parse<'a>(p: &mut Parser<'a>, mut h: Head<'a>) -> R<Instruction> {
    // The reference lexes `.ugm`, `.ca`, `.none`, ... as tokens of their
    // own, so white space may separate them from the mnemonic.
    while let Tok::DotWord(w) = *p.peek() {
        let sp = p.bump().span;
        h.suffixes
            .push((std::borrow::Cow::Borrowed(w.as_str()), sp));
    }
    if h.name == "lsc_fence" {
        return fence(p, h);
    }
    let Some((class, sub)) = mnemonic(h.name) else {
        return p.err(h.span, format!("unknown instruction `{}`", h.name));
    };
    let Some((sfid_s, sfid_sp)) = h.suffixes.first() else {
        return p.err(
            h.span,
            format!(
                "`{}` needs a shared function: .ugm, .ugml, .slm or .tgm",
                h.name
            ),
        );
    };
    let Some(sfid) = SFIDS.iter().position(|s| s == sfid_s) else {
        return p.err(
            *sfid_sp,
            format!("unknown LSC shared function `.{sfid_s}` (expected .ugm, .ugml, .slm or .tgm)"),
        );
    };
    let sfid = sfid as u32;
    let mut caching = [0u32; 2];
    for (i, (s, sp)) in h.suffixes[1..].iter().enumerate() {
        if i >= 2 {
            return p.err(*sp, "too many caching options (at most L1 and L3)");
        }
        caching[i] = cache_opt(p, s, *sp)?;
    }
    let typed = sfid == SFID_TGM;
    match (typed, class) {
        (true, Class::Load) if sub != SUB_LOAD_QUAD => {
            return p.err(h.span, "unsupported load operation for .tgm");
        }
        (true, Class::Store) if sub != SUB_STORE_QUAD => {
            return p.err(h.span, "unsupported store operation for .tgm");
        }
        (
            true,
            Class::LoadStrided | Class::StoreStrided | Class::LoadBlock2d | Class::StoreBlock2d,
        ) => {
            return p.err(
                *sfid_sp,
                format!(
                    "`{}` takes an untyped shared function (.ugm, .ugml or .slm)",
                    h.name
                ),
            );
        }
        (false, Class::ReadStateInfo) => {
            return p.err(
                *sfid_sp,
                "`lsc_read_state_info` takes the typed shared function .tgm",
            );
        }
        _ => {}
    }
    let exec = if class == Class::ReadStateInfo {
        if let Some((_, sp)) = h.suffixes.get(1) {
            return p.err(*sp, "`lsc_read_state_info` takes no caching options");
        }
        ExecCtrl(EXEC_NM_1)
    } else {
        p.exec_size()?
    };
    let operands = match (typed, class) {
        (_, Class::ReadStateInfo) => read_state_info(p)?,
        (true, _) => typed_access(p, class, sub, caching)?,
        (false, Class::LoadBlock2d | Class::StoreBlock2d) => block2d(p, class, sub, sfid, caching)?,
        (false, _) => untyped(p, class, sub, sfid, caching)?,
    };
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode: if typed { 0x8A } else { 0x89 },
        exec,
        pred: h.pred,
        operands,
    })
}

fn cache_opt(p: &Parser, s: &str, sp: Span) -> R<u32> {
    match s {
        // `.cc` lexes in this release but maps to read-invalidate (6).
        "cc" => Ok(6),
        _ => match CACHE_OPTS.iter().position(|c| *c == s) {
            Some(v) => Ok(v as u32),
            None => p.err(
                sp,
                format!(
                    "unknown caching option `.{s}` (expected .df, .uc, .ca, .wb, .wt, .st or .ri)"
                ),
            ),
        },
    }
}

/// `lsc_fence.SFID.OP.SCOPE` (no predicate, no exec size).
fn fence(p: &mut Parser, h: Head) -> R<Instruction> {
    no_pred(p, &h)?;
    let [(sfid, ssp), (op, osp), (scope, csp)] = h.suffixes.as_slice() else {
        let sp = h.suffixes.get(3).map_or(h.span, |s| s.1);
        return p.err(
            sp,
            "`lsc_fence` needs .<sfid>.<fence op>.<scope>, e.g. lsc_fence.ugm.none.group",
        );
    };
    let find = |names: &[&str], s: &str| names.iter().position(|n| *n == s).map(|v| v as u32);
    let Some(sfid) = find(&SFIDS, sfid) else {
        return p.err(
            *ssp,
            format!("unknown LSC shared function `.{sfid}` (expected .ugm, .ugml, .slm or .tgm)"),
        );
    };
    let Some(op) = find(&FENCE_OPS, op) else {
        return p.err(*osp, format!("unknown fence operation `.{op}` (expected .none, .evict, .invalidate, .discard, .clean, .flushl3 or .type6)"));
    };
    let Some(scope) = find(&SCOPES, scope) else {
        return p.err(*csp, format!("unknown fence scope `.{scope}` (expected .group, .local, .tile, .gpu, .gpus, .sysrel or .sysacq)"));
    };
    p.end_of_operands(h.name)?;
    Ok(Instruction {
        opcode: 0x8B,
        exec: ExecCtrl(EXEC_NM_1),
        pred: Pred::NONE,
        operands: vec![Operand::Imm(sfid), Operand::Imm(op), Operand::Imm(scope)],
    })
}

/// A data shape (`LSC_DATA_SHAPE`): `elems` and `chmask` share one union.
struct Shape {
    size: u32,
    order: u32,
    union: u32,
}

/// `:a16`, `:a32` or `:a64` right after `]`.
fn addr_size(p: &mut Parser) -> R<u32> {
    if !p.is_punct(":") {
        return p.unexpected("an address size (`:a16`, `:a32` or `:a64`)");
    }
    p.bump();
    let t = *p.tok();
    match &t.tok {
        Tok::Ident(s) if !t.space_before => {
            match ADDR_SIZES.iter().position(|a| *a == s.as_str()) {
                Some(v) if v > 0 => {
                    p.bump();
                    Ok(v as u32)
                }
                _ => p.err(
                    t.span,
                    format!("unknown address size `:{s}` (expected :a16, :a32 or :a64)"),
                ),
            }
        }
        _ => p.unexpected("an address size (`:a16`, `:a32` or `:a64`)"),
    }
}

/// Splits `d32`, `u16c32h`, ... into the size code and the rest. The
/// zero-extending sizes also take the later spellings (`d8u32`, `d16u32`,
/// `d16u32h`: the later specification's names, which IGC releases after
/// this `GenX_IR` print); they are printed in the `c32` form it parses.
fn size_prefix(s: &str) -> Option<(u32, &str)> {
    let rest = s.strip_prefix('d').or_else(|| s.strip_prefix('u'))?;
    // Longest first, as the lexer matches.
    for (text, code) in [
        ("16c32h", 7),
        ("16u32h", 7),
        ("16c32", 6),
        ("16u32", 6),
        ("8c32", 5),
        ("8u32", 5),
        ("64", 4),
        ("32", 3),
        ("16", 2),
        ("8", 1),
    ] {
        if let Some(r) = rest.strip_prefix(text) {
            return Some((code, r));
        }
    }
    None
}

const SHAPE_HELP: &str =
    "expected d8, d16, d32, d64, d8c32 (d8u32), d16c32 (d16u32) or d16c32h (d16u32h), then x1..x64 and t, or .xyzw";

/// `:d32x4t` or `:d32.xz` after a data payload.
fn data_shape(p: &mut Parser) -> R<Shape> {
    p.expect_punct(":")?;
    let t = *p.tok();
    let Tok::Ident(s) = &t.tok else {
        return p.unexpected("a data shape such as `d32`, `d32x4t` or `d32.xz`");
    };
    if t.space_before {
        return p.unexpected("a data shape right after `:`");
    }
    let bad = |p: &Parser| p.err(t.span, format!("invalid data shape `:{s}` ({SHAPE_HELP})"));
    let Some((size, rest)) = size_prefix(s) else {
        return bad(p);
    };
    p.bump();
    // A channel mask (`.xz`) follows a bare size.
    if let Tok::DotWord(m) = *p.peek() {
        if !p.tok().space_before && rest.is_empty() {
            let msp = p.bump().span;
            let mut mask = 0;
            let mut last = 0;
            for ch in m.chars() {
                let bit = match ch {
                    'x' => 1,
                    'y' => 2,
                    'z' => 4,
                    'w' => 8,
                    _ => 0,
                };
                if bit == 0 || bit <= last {
                    return p.err(
                        msp,
                        format!("invalid channel mask `.{m}` (letters of xyzw, in that order)"),
                    );
                }
                last = bit;
                mask |= bit;
            }
            return Ok(Shape {
                size,
                order: ORDER_NONTRANSPOSE,
                union: mask,
            });
        }
    }
    let mut rest = rest;
    let mut elems = 1;
    if let Some(r) = rest.strip_prefix('x') {
        let Some((code, r)) = [
            ("64", 8),
            ("32", 7),
            ("16", 6),
            ("8", 5),
            ("4", 4),
            ("3", 3),
            ("2", 2),
            ("1", 1),
        ]
        .iter()
        .find_map(|(n, c)| r.strip_prefix(n).map(|r| (*c, r))) else {
            return bad(p);
        };
        elems = code;
        rest = r;
    }
    let order = match rest {
        "" => ORDER_NONTRANSPOSE,
        "t" => ORDER_TRANSPOSE,
        _ => return bad(p),
    };
    Ok(Shape {
        size,
        order,
        union: elems,
    })
}

/// A 2D block shape: `:d16.2x32x32nt` (blocks, width, height, transpose, VNNI).
struct Shape2d {
    size: u32,
    order: u32,
    blocks: u32,
    width: u32,
    height: u32,
    vnni: u32,
}

fn data_shape_2d(p: &mut Parser) -> R<Shape2d> {
    p.expect_punct(":")?;
    let t = *p.tok();
    let start = t.span;
    let help = "a block shape such as `d16.16x8`, `d8.2x32x32nn` or `d16.16x8tn`";
    let size = match &t.tok {
        Tok::Ident(s) if !t.space_before => match size_prefix(s) {
            Some((size, "")) => size,
            _ => {
                return p.err(
                    t.span,
                    format!("invalid block shape `:{s}` (expected {help})"),
                )
            }
        },
        _ => return p.unexpected(help),
    };
    p.bump();
    if !p.is_punct(".") || p.tok().space_before {
        return p.unexpected(help);
    }
    p.bump();
    let t = *p.tok();
    let dims = match &t.tok {
        Tok::Ident(s) if !t.space_before => s.to_string(),
        Tok::Dec(_) if !t.space_before => p.src[t.span.start..t.span.end].to_string(),
        _ => return p.unexpected(help),
    };
    let sp = start.to(t.span);
    p.bump();
    // ([1-9][0-9]*x)?([1-9][0-9]*x)([1-9][0-9]*)(n|t)?(n|t)? — numbers are
    // C ints stored into u8/u16 fields, truncated as the reference does.
    let bad = |p: &Parser| p.err(sp, format!("invalid block shape (expected {help})"));
    let body = dims.trim_end_matches(['n', 't']);
    let flags = &dims[body.len()..];
    if flags.len() > 2 {
        return bad(p);
    }
    let mut nums = Vec::new();
    for part in body.split('x') {
        if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) || part.starts_with('0') {
            return bad(p);
        }
        let v = part.bytes().fold(0i32, |v, b| {
            v.wrapping_mul(10).wrapping_add((b - b'0') as i32)
        });
        nums.push(v as u32);
    }
    let (blocks, width, height) = match nums.as_slice() {
        [w, h] => (1, *w, *h),
        [b, w, h] => (*b, *w, *h),
        _ => return bad(p),
    };
    let mut f = flags.chars();
    let order = if f.next() == Some('t') {
        ORDER_TRANSPOSE
    } else {
        ORDER_NONTRANSPOSE
    };
    let vnni = (f.next() == Some('t')) as u32;
    Ok(Shape2d {
        size,
        order,
        blocks: blocks & 0xFF,
        width: width & 0xFFFF,
        height: height & 0xFFFF,
        vnni,
    })
}

/// Whether the next token starts a variable (rather than an integer expression).
fn at_var(p: &Parser) -> bool {
    match p.peek() {
        Tok::Ident(_) => true,
        Tok::Builtin(b) => b != "%sizeof" && b != "%DispatchSimd",
        _ => false,
    }
}

/// A general variable as a vector operand: `V`, `V.col` or `V(row,col)`.
fn vector_reg(p: &mut Parser) -> R<VecOperand> {
    let (name, sp) = p.expect_name("a general variable")?;
    let var = match p.sym(name, sp)? {
        Sym::Gen(id) => id,
        _ => return p.err(sp, format!("`{name}` is not a general variable")),
    };
    let (mut row, mut col) = (0u8, 0u8);
    if p.is_punct(".") {
        p.bump();
        match *p.peek() {
            Tok::Dec(v) => {
                p.bump();
                // The reference stores the number into the byte as is.
                col = v as u8;
            }
            _ => return p.unexpected("a column offset after `.`"),
        }
    } else if p.is_punct("(") {
        // Row and column are stored into bytes, truncated as the reference does.
        p.bump();
        row = p.int_exp()? as u8;
        p.expect_punct(",")?;
        col = p.int_exp()? as u8;
        p.expect_punct(")")?;
    }
    Ok(VecOperand::General {
        var,
        row,
        col,
        region: Region::src(0, 1, 0).expect("valid region"),
        modifier: Modifier::None,
    })
}

/// A general variable or an integer expression (an immediate `:ud`).
fn vector_reg_or_imm(p: &mut Parser) -> R<VecOperand> {
    if at_var(p) {
        vector_reg(p)
    } else {
        let v = p.int_exp()?;
        Ok(VecOperand::imm(DataType::UD, v as u32 as u64))
    }
}

/// A payload register: `V`, `V.off` or `%null`.
fn payload(p: &mut Parser) -> R<RawOperand> {
    if !at_var(p) {
        return p.unexpected("a register (variable or variable.offset)");
    }
    crate::syntax::operands::raw_or_var(p)
}

/// A payload register that may not be `%null` (addresses).
fn payload_non_null(p: &mut Parser) -> R<RawOperand> {
    if matches!(p.peek(), Tok::Builtin(b) if b == "%null") {
        return p.unexpected("an address register (not %null)");
    }
    payload(p)
}

/// The `(S)` of `bti(S)`, `ss(S)` or `bss(S)`, after the model keyword.
fn reg_addr_model(p: &mut Parser) -> R<VecOperand> {
    p.bump();
    p.expect_punct("(")?;
    let s = vector_reg_or_imm(p)?;
    p.expect_punct(")")?;
    Ok(s)
}

fn reg_addr_kind(p: &Parser) -> Option<u32> {
    match p.peek() {
        Tok::Ident(s) => match s.as_str() {
            "bss" => Some(2),
            "ss" => Some(3),
            "bti" => Some(4),
            _ => None,
        },
        _ => None,
    }
}

/// The address model of an untyped access: nothing or `flat` (flat), `arg`,
/// or a stateful model with its surface.
fn addr_model(p: &mut Parser) -> R<(u32, VecOperand)> {
    let zero = VecOperand::imm(DataType::UD, 0);
    match p.peek() {
        Tok::Ident(s) if s == "flat" => {
            p.bump();
            Ok((ADDR_FLAT, zero))
        }
        Tok::Ident(s) if s == "arg" => {
            p.bump();
            Ok((ADDR_ARG, zero))
        }
        _ => match reg_addr_kind(p) {
            Some(k) => Ok((k, reg_addr_model(p)?)),
            None => Ok((ADDR_FLAT, zero)),
        },
    }
}

/// The untyped address operand `MODEL[ [scale*] REG [+off|-off] [, stride] ]:aN`.
struct UntypedAddr {
    addr_type: u32,
    surface: VecOperand,
    scale: u32,
    offset: u32,
    reg: RawOperand,
    stride: Option<VecOperand>,
    size: u32,
}

fn untyped_addr(p: &mut Parser, strided: bool) -> R<UntypedAddr> {
    let (addr_type, surface) = addr_model(p)?;
    p.expect_punct("[")?;
    // `IntExpMul *` before the register: the scale.
    let mut scale = 1i64;
    if !at_var(p) {
        let mut v = p.exp_unary()?;
        loop {
            let op = match p.peek() {
                Tok::Punct(o @ ("*" | "/" | "%")) => *o,
                _ => return p.unexpected("`*` and the address register after the scale"),
            };
            p.bump();
            if op == "*" && at_var(p) {
                break;
            }
            let bsp = p.span();
            let b = p.exp_unary()?;
            v = match op {
                "*" => v.wrapping_mul(b),
                _ if b == 0 => return p.err(bsp.to(p.prev_span()), "division by 0"),
                "/" => v.wrapping_div(b),
                _ => v.wrapping_rem(b),
            };
        }
        // Stored in a 16-bit field, truncated as the reference does.
        scale = v;
    }
    let reg = payload_non_null(p)?;
    // `+ IntExpAdd` or `- IntExpPrim`; the value is a C int.
    let mut offset = 0i64;
    if p.eat_punct("+") {
        offset = p.exp_add()?;
    } else if p.eat_punct("-") {
        offset = p.exp_prim()?.wrapping_neg();
    }
    let mut stride = None;
    if strided && p.eat_punct(",") {
        stride = Some(vector_reg_or_imm(p)?);
    }
    p.expect_punct("]")?;
    let size = addr_size(p)?;
    Ok(UntypedAddr {
        addr_type,
        surface,
        scale: (scale as u32) & 0xFFFF,
        offset: offset as u32,
        reg,
        stride,
        size,
    })
}

fn null_raw() -> RawOperand {
    RawOperand { var: 0, offset: 0 }
}

fn untyped(
    p: &mut Parser,
    class: Class,
    sub: u32,
    sfid: u32,
    caching: [u32; 2],
) -> R<Vec<Operand>> {
    let strided = matches!(class, Class::LoadStrided | Class::StoreStrided);
    let (shape, data, addr, src1, src2);
    match class {
        Class::Load | Class::LoadStrided => {
            data = payload(p)?;
            shape = data_shape(p)?;
            addr = untyped_addr(p, strided)?;
            (src1, src2) = (null_raw(), null_raw());
        }
        Class::Store | Class::StoreStrided => {
            addr = untyped_addr(p, strided)?;
            let d = payload(p)?;
            shape = data_shape(p)?;
            data = null_raw();
            (src1, src2) = (d, null_raw());
        }
        _ => {
            data = payload(p)?;
            shape = data_shape(p)?;
            addr = untyped_addr(p, false)?;
            src1 = payload(p)?;
            src2 = payload(p)?;
        }
    }
    let mut ops = vec![
        Operand::Imm(sub),
        Operand::Imm(sfid),
        Operand::Imm(caching[0]),
        Operand::Imm(caching[1]),
        Operand::Imm(addr.addr_type),
        Operand::Imm(addr.scale),
        Operand::Imm(addr.offset),
        Operand::Imm(addr.size),
        Operand::Imm(shape.size),
        Operand::Imm(shape.order),
        Operand::Imm(shape.union),
        // Strided accesses write 0 for the channel mask.
        Operand::Imm(if strided { 0 } else { shape.union }),
        Operand::Vec(addr.surface),
        Operand::Raw(data),
        Operand::Raw(addr.reg),
    ];
    if strided {
        // Without a stride the reference stores the packed pitch: the data
        // size times the vector size (the data size alone when transposed,
        // or when a channel mask gives no vector size).
        let stride = addr.stride.unwrap_or_else(|| {
            let bytes = DATA_BYTES.get(shape.size as usize).copied().unwrap_or(0);
            let n = if shape.order == ORDER_TRANSPOSE {
                1
            } else {
                ELEMS.get(shape.union as usize).copied().unwrap_or(1)
            };
            VecOperand::imm(DataType::UD, (bytes * n) as u64)
        });
        ops.push(Operand::Vec(stride));
        ops.push(Operand::Raw(src1));
    } else {
        ops.push(Operand::Raw(src1));
        ops.push(Operand::Raw(src2));
    }
    Ok(ops)
}

fn block2d(
    p: &mut Parser,
    class: Class,
    sub: u32,
    sfid: u32,
    caching: [u32; 2],
) -> R<Vec<Operand>> {
    let addr = |p: &mut Parser| -> R<Vec<VecOperand>> {
        match p.peek() {
            Tok::Ident(s) if s == "flat" => {
                p.bump();
            }
            _ => return p.unexpected("`flat` (2D block accesses are flat)"),
        }
        p.expect_punct("[")?;
        let mut v = vec![vector_reg(p)?];
        for _ in 0..5 {
            p.expect_punct(",")?;
            v.push(vector_reg_or_imm(p)?);
        }
        p.expect_punct("]")?;
        Ok(v)
    };
    let (shape, dst, regs, src1);
    if class == Class::LoadBlock2d {
        dst = payload(p)?;
        shape = data_shape_2d(p)?;
        regs = addr(p)?;
        src1 = null_raw();
    } else {
        regs = addr(p)?;
        src1 = payload(p)?;
        shape = data_shape_2d(p)?;
        dst = null_raw();
    }
    let mut ops = vec![
        Operand::Imm(sub),
        Operand::Imm(sfid),
        Operand::Imm(caching[0]),
        Operand::Imm(caching[1]),
        Operand::Imm(shape.size),
        Operand::Imm(shape.order),
        Operand::Imm(shape.blocks),
        Operand::Imm(shape.width),
        Operand::Imm(shape.height),
        Operand::Imm(shape.vnni),
        Operand::Raw(dst),
    ];
    ops.extend(regs.into_iter().map(Operand::Vec));
    ops.push(Operand::Raw(src1));
    Ok(ops)
}

/// `bti(S)[U{,V{,R{,LOD}}}]:aN` of a typed access.
fn typed_addr(p: &mut Parser) -> R<(u32, VecOperand, [RawOperand; 4], u32)> {
    let Some(kind) = reg_addr_kind(p) else {
        return p.unexpected("a typed address model: bti(...), ss(...) or bss(...)");
    };
    let surface = reg_addr_model(p)?;
    p.expect_punct("[")?;
    // GenX_IR's grammar refuses `%null` here, yet its printer writes every
    // absent coordinate as `%null`: accepting it reads its dumps.
    let mut coords = [null_raw(); 4];
    coords[0] = payload(p)?;
    for c in coords.iter_mut().skip(1) {
        if !p.eat_punct(",") {
            break;
        }
        *c = payload(p)?;
    }
    p.expect_punct("]")?;
    let size = addr_size(p)?;
    Ok((kind, surface, coords, size))
}

fn typed_access(p: &mut Parser, class: Class, sub: u32, caching: [u32; 2]) -> R<Vec<Operand>> {
    let (shape, dst, addr, src1, src2);
    match class {
        Class::Load => {
            dst = payload(p)?;
            shape = data_shape(p)?;
            addr = typed_addr(p)?;
            (src1, src2) = (null_raw(), null_raw());
        }
        Class::Store => {
            addr = typed_addr(p)?;
            src1 = payload(p)?;
            shape = data_shape(p)?;
            dst = null_raw();
            src2 = null_raw();
        }
        _ => {
            dst = payload(p)?;
            shape = data_shape(p)?;
            addr = typed_addr(p)?;
            src1 = payload(p)?;
            src2 = payload(p)?;
        }
    }
    let (kind, surface, coords, size) = addr;
    let mut ops = vec![
        Operand::Imm(sub),
        Operand::Imm(caching[0]),
        Operand::Imm(caching[1]),
        Operand::Imm(kind),
        Operand::Imm(size),
        Operand::Imm(shape.size),
        Operand::Imm(shape.order),
        Operand::Imm(shape.union),
        Operand::Imm(shape.union),
        Operand::Vec(surface),
        Operand::Raw(dst),
    ];
    ops.extend(coords.into_iter().map(Operand::Raw));
    ops.push(Operand::Raw(src1));
    ops.push(Operand::Raw(src2));
    Ok(ops)
}

/// `lsc_read_state_info.tgm DST bti(S)`: default caching, `:a32`, `:d32`.
fn read_state_info(p: &mut Parser) -> R<Vec<Operand>> {
    let dst = payload(p)?;
    let Some(kind) = reg_addr_kind(p) else {
        return p.unexpected("bti(...), ss(...) or bss(...)");
    };
    let surface = reg_addr_model(p)?;
    let mut ops = vec![
        Operand::Imm(SUB_READ_STATE_INFO),
        Operand::Imm(0),
        Operand::Imm(0),
        Operand::Imm(kind),
        Operand::Imm(2),
        Operand::Imm(3),
        Operand::Imm(ORDER_NONTRANSPOSE),
        Operand::Imm(1),
        Operand::Imm(1),
        Operand::Vec(surface),
        Operand::Raw(dst),
    ];
    ops.extend((0..6).map(|_| Operand::Raw(null_raw())));
    Ok(ops)
}

// ------------------------------------------------------------------ printing

/// `<<N?>>`: how the reference prints a value outside an enumeration.
fn bad(v: u32) -> String {
    format!("<<{v:X}?>>")
}

fn name_of(names: &[&str], v: u32) -> String {
    match names.get(v as usize) {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => bad(v),
    }
}

fn raw_text(c: &Ctx, o: Option<&Operand>) -> String {
    match o {
        Some(Operand::Raw(r)) => {
            let mut s = c.var_name(r.var);
            if r.offset != 0 {
                s += &format!(".{}", r.offset);
            }
            s
        }
        _ => "%null".to_string(),
    }
}

/// A surface, stride or block parameter: `0xAB`, `V` or `V(r,c)`.
fn vec_text(c: &Ctx, o: Option<&Operand>) -> String {
    match o {
        Some(Operand::Vec(VecOperand::Immediate { bits, .. })) => format!("0x{:X}", *bits as u32),
        Some(Operand::Vec(VecOperand::General { var, row, col, .. })) => {
            let mut s = c.var_name(*var);
            if *row != 0 || *col != 0 {
                s += &format!("({row},{col})");
            }
            s
        }
        Some(Operand::Vec(v)) => c.vec(v).trim_start().to_string(),
        _ => "%null".to_string(),
    }
}

/// Caching suffixes: omitted when both are the default.
fn caching_text(l1: u32, l3: u32) -> String {
    if l1 == 0 && l3 == 0 {
        return String::new();
    }
    format!(".{}.{}", name_of(&CACHE_OPTS, l1), name_of(&CACHE_OPTS, l3))
}

/// `:d32x4t` or, for the quad accesses, `:d32.xz`. `genx`: exactly as
/// GenX_IR prints it (`PrintOptions::genx_label_suffix`).
fn shape_text(size: u32, order: u32, elems: u32, chmask: u32, quad: bool, genx: bool) -> String {
    let mut s = format!(":{}", name_of(&DATA_SIZES, size));
    let mask_text = |m: u32| -> String {
        "xyzw"
            .chars()
            .enumerate()
            .filter(|(i, _)| m & (1 << i) != 0)
            .map(|(_, ch)| ch)
            .collect()
    };
    if quad {
        if chmask == 0 || chmask > 0xF {
            s += &format!(".{}", bad(chmask));
        } else {
            s += &format!(".{}", mask_text(chmask));
        }
        return s;
    }
    match elems {
        1 => {}
        2..=8 => s += &format!("x{}", ELEMS[elems as usize]),
        // The reference prints `<<F?>>`, which does not parse; the channel
        // mask spelling stores the same union value.
        9..=15 if order == ORDER_NONTRANSPOSE && !genx => s += &format!(".{}", mask_text(elems)),
        v => s += &bad(v),
    }
    match order {
        ORDER_NONTRANSPOSE => {}
        ORDER_TRANSPOSE => s += "t",
        v => s += &bad(v),
    }
    s
}

/// `MODEL` and its surface: `flat`, `bti(0x4)`, `bss(V)`.
fn model_text(c: &Ctx, addr_type: u32, surface: Option<&Operand>) -> String {
    let mut s = name_of(&ADDR_TYPES, addr_type);
    let zero = matches!(
        surface,
        Some(Operand::Vec(VecOperand::Immediate { bits: 0, .. }))
    );
    if !(zero && (addr_type == ADDR_FLAT || addr_type == ADDR_ARG)) {
        s += &format!("({})", vec_text(c, surface));
    }
    s
}

/// Prints an LSC instruction.
pub(crate) fn print(c: &Ctx, inst: &Instruction, info: &OpInfo) -> String {
    let mut s = pred_prefix(c, inst.pred);
    match inst.opcode {
        0x8B => {
            s += &format!(
                "lsc_fence.{}.{}.{}",
                name_of(&SFIDS, imm(inst, 0)),
                FENCE_OPS.get(imm(inst, 1) as usize).unwrap_or(&"???"),
                SCOPES.get(imm(inst, 2) as usize).unwrap_or(&"???"),
            );
        }
        0x8A => s += &print_typed(c, inst, info),
        _ => s += &print_untyped(c, inst, info),
    }
    s
}

fn sub_name(info: &OpInfo, sub: u32) -> String {
    match info.subop(sub as u8) {
        Some(so) => so.mnemonic.to_string(),
        None => format!("lsc_{}", bad(sub)),
    }
}

fn print_untyped(c: &Ctx, inst: &Instruction, info: &OpInfo) -> String {
    let o = |i: usize| inst.operands.get(i);
    let sub = imm(inst, 0);
    let mut s = sub_name(info, sub);
    s += &format!(".{}", name_of(&SFIDS, imm(inst, U_SFID)));
    s += &caching_text(imm(inst, 2), imm(inst, 3));
    s += " ";
    s += &exec_text(inst.exec);
    if sub == 0x03 || sub == 0x07 {
        let shape = format!(
            ":{}.{}{}x{}{}{}",
            name_of(&DATA_SIZES, imm(inst, 4)),
            match imm(inst, 6) {
                1 => String::new(),
                b => format!("{b}x"),
            },
            imm(inst, 7),
            imm(inst, 8),
            if imm(inst, 5) == ORDER_TRANSPOSE {
                't'
            } else {
                'n'
            },
            if imm(inst, 9) != 0 { 't' } else { 'n' },
        );
        let params: Vec<String> = (11..=16).map(|i| vec_text(c, o(i))).collect();
        let addr = format!("flat[{}]", params.join(", "));
        if sub == 0x03 {
            s += &format!("  {}{shape}  {addr}", raw_text(c, o(B_DST)));
        } else {
            s += &format!("  {addr}  {}{shape}", raw_text(c, o(17)));
        }
        return s;
    }
    let strided = sub == 0x01 || sub == 0x05;
    let shape = shape_text(
        imm(inst, 8),
        imm(inst, 9),
        imm(inst, 10),
        imm(inst, 11),
        is_quad(sub),
        c.label_suffix,
    );
    let mut addr = model_text(c, imm(inst, 4), o(U_SURFACE));
    addr += "[";
    let scale = imm(inst, 5);
    if scale != 1 {
        // Not observable in this release (it cannot compile a scale and
        // crashes); printed as later releases do, and also for 0, which
        // they omit.
        addr += &format!("0x{scale:x}*");
    }
    addr += &raw_text(c, o(14));
    let off = imm(inst, 6) as i32;
    if off < 0 {
        addr += &format!("-0x{:x}", off.unsigned_abs());
    } else if off > 0 {
        addr += &format!("+0x{off:x}");
    }
    if strided {
        addr += &format!(", {}", vec_text(c, o(15)));
    }
    addr += &format!("]:{}", name_of(&ADDR_SIZES, imm(inst, 7)));
    let (src1, src2) = if strided { (16, 17) } else { (15, 16) };
    match sub {
        0x04..=0x06 | 0x1C | 0x1D => {
            s += &format!("  {addr}  {}{shape}", raw_text(c, o(src1)));
        }
        0x08..=0x1A => {
            s += &format!(
                "  {}{shape}  {addr}  {}  {}",
                raw_text(c, o(U_DST)),
                raw_text(c, o(src1)),
                raw_text(c, o(src2))
            );
        }
        _ => s += &format!("  {}{shape}  {addr}", raw_text(c, o(U_DST))),
    }
    s
}

fn print_typed(c: &Ctx, inst: &Instruction, info: &OpInfo) -> String {
    let o = |i: usize| inst.operands.get(i);
    let sub = imm(inst, 0);
    // Sub-opcode 0 comes from `lsc_apndctr_atomic_*.tgm`; GenX_IR prints it
    // as `lsc_load.tgm`, which its parser refuses: the atomic form parses
    // back to the same instruction.
    let apndctr = sub == 0 && !c.label_suffix;
    let mut s = if apndctr {
        "lsc_apndctr_atomic_add".to_string()
    } else {
        sub_name(info, sub)
    };
    s += ".tgm";
    s += &caching_text(imm(inst, 1), imm(inst, 2));
    let model = model_text(c, imm(inst, 3), o(T_SURFACE));
    if sub == SUB_READ_STATE_INFO {
        return s + &format!("  {}  {model}", raw_text(c, o(10)));
    }
    s += " ";
    s += &exec_text(inst.exec);
    let shape = shape_text(
        imm(inst, 5),
        imm(inst, 6),
        imm(inst, 7),
        imm(inst, 8),
        is_quad(sub),
        c.label_suffix,
    );
    // GenX_IR prints all four coordinates, absent ones as `%null`, which its
    // parser refuses; trailing absent ones are left out so that the text
    // parses again. It also drops the coordinates' register offsets, which
    // are kept here.
    let coords: Vec<String> = if c.label_suffix {
        (11..=14)
            .map(|i| match o(i) {
                Some(Operand::Raw(r)) => c.var_name(r.var),
                _ => "%null".to_string(),
            })
            .collect()
    } else {
        let is_null =
            |i: usize| matches!(o(i), Some(Operand::Raw(RawOperand { var: 0, offset: 0 })));
        let last = (12..=14).rev().find(|&i| !is_null(i)).unwrap_or(11);
        (11..=last).map(|i| raw_text(c, o(i))).collect()
    };
    let addr = format!(
        "{model}[{}]:{}",
        coords.join(", "),
        name_of(&ADDR_SIZES, imm(inst, 4))
    );
    match sub {
        0x06 | 0x1C => s += &format!("  {addr}  {}{shape}", raw_text(c, o(15))),
        0x00 if !apndctr => s += &format!("  {}{shape}  {addr}", raw_text(c, o(10))),
        0x00 | 0x08..=0x1A => {
            s += &format!(
                "  {}{shape}  {addr}  {}  {}",
                raw_text(c, o(10)),
                raw_text(c, o(15)),
                raw_text(c, o(16))
            )
        }
        _ => s += &format!("  {}{shape}  {addr}", raw_text(c, o(10))),
    }
    s
}
