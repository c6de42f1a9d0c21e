//! The matcher and encoder: a mnemonic and its parsed items to the words of
//! one instruction, choosing the encoding `llvm-mc-14` chooses.
//!
//! Candidates are the table's instructions with the mnemonic (its
//! `_e32`/`_e64`/`_sdwa`/`_dpp` suffix stripped, which then forces the
//! encoding), tried in LLVM's order of encodings: the default one, VOP3,
//! SDWA, DPP. The first whose operands and modifiers fit (operand classes:
//! register files and sizes through the table's value maps, constants
//! where the map has them, modifiers in the instruction's order) is
//! encoded and then validated (one literal, literals only where the
//! encoding has them, the constant bus limit, image data size); a failed
//! validation is an error, not a reason to try the next encoding, as in
//! LLVM.

use super::expr::{EvalError, Expr, Value};
use super::has_agprs;
use super::num::{self, Enc, Num, OpType};
use super::parse::{Arg, Item, ItemKind, ModVal, Mods, Val};
use super::tables::{self, class_map, isa_asm, rev, split_suffix, variant_of, Suffix, Variant};
use super::AsmErr;
use crate::data::{Family, Hook, InstData, LitStyle, ModKind, Slot, SlotKind, NONE};
use crate::names::{
    STYLE_DPP8, STYLE_GPRIDX, STYLE_HEX, STYLE_HWREG, STYLE_IMM16, STYLE_OFFSET, STYLE_OPTDEC,
    STYLE_SENDMSG, STYLE_SOFFSET, STYLE_SWIZZLE, STYLE_UDEC, STYLE_WAITCNT,
};
use crate::operand::{Reg, RegFile, SpecialSrc};
use crate::table::{INSTS, MAPS, TEXTS};
use crate::{Inst, Isa, Opcode};

/// What an expression that is not yet known stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FixKind {
    /// A branch target: `(target - next) / 4` in the 16-bit field.
    Branch,
    /// A 32-bit literal: `value - address of the literal`.
    Literal,
}

/// An encoded instruction and what remains to be filled in.
pub(crate) struct Encoded {
    pub inst: Inst,
    pub fixup: Option<(FixKind, Expr, u32)>,
    pub warning: Option<(u32, String)>,
}

/// Expression evaluation in the assembler's current state.
pub(crate) trait Env {
    fn eval(&self, e: &Expr) -> Result<Value, EvalError>;
}

/// Why a candidate does not fit.
enum Fail {
    /// An operand of this class does not fit at item `usize`.
    Op(usize),
    /// Items ran out before the instruction's operands.
    TooFew,
    /// An error that ends matching (a value out of range, a validation).
    Hard(AsmErr),
}

/// The state of encoding one candidate.
#[derive(Clone)]
struct St {
    w: u64,
    lit: Option<u32>,
    lit_item: usize,
    fix: Option<(FixKind, Expr, u32)>,
    /// Scalar values read through the constant bus: register (packed) and
    /// the item that reads it.
    sgprs: Vec<(u32, usize)>,
    /// The literal needs a field the encoding does not have (error at item).
    lit_unsupported: Option<usize>,
    /// Two different literals (error at item).
    lit_twice: Option<usize>,
    vdata_count: Option<(u32, usize)>,
    vaddr_count: Option<(u32, usize, Hook)>,
    /// GFX10 image addresses: count, NSA form, item.
    mimg10_addr: Option<(u32, bool, usize)>,
    /// The NSA form's addresses after the first.
    nsa: [u8; 12],
    addr_off: bool,
    warning: Option<(u32, String)>,
    /// `src_lds_direct` at item, and whether in src0.
    lds_direct: Option<(usize, bool)>,
    /// An `s_buffer_*` instruction (unsigned offsets).
    smem_buffer: bool,
    /// gfx90a data operands: accumulation registers (true) or VGPRs.
    /// gfx90a acc bits seen set (an AGPR) and clear (a VGPR): the operands
    /// sharing one bit take one register file (an MFMA's vdst and src2,
    /// a load's data and destination); src0 and src1 of an MFMA have
    /// bits of their own.
    acc: (u64, u64),
}

fn field(w: u64, lo: u8, width: u8) -> u32 {
    ((w >> lo) & ((1u64 << width) - 1)) as u32
}

pub(super) fn set(w: &mut u64, lo: u8, width: u8, v: u64) {
    let m = ((1u64 << width) - 1) << lo;
    *w = (*w & !m) | ((v << lo) & m);
}

/// Pack a register as the value maps do (`operand::unpack`).
pub(crate) fn pack_reg(r: Reg) -> u32 {
    let code = match r.file {
        RegFile::Sgpr => 0,
        RegFile::Vgpr => 1,
        RegFile::Agpr => 2,
        RegFile::Ttmp => 3,
        RegFile::Vcc => 4,
        RegFile::Exec => 5,
        RegFile::M0 => 6,
        RegFile::FlatScratch => 7,
        RegFile::XnackMask => 8,
        RegFile::Tba => 9,
        RegFile::Tma => 10,
        RegFile::Null => 11,
    };
    (1 << 28) | (code << 20) | ((r.count as u32) << 14) | r.index as u32
}

pub(crate) fn pack_special(s: SpecialSrc) -> u32 {
    let c = match s {
        SpecialSrc::Vccz => 0,
        SpecialSrc::Execz => 1,
        SpecialSrc::Scc => 2,
        SpecialSrc::LdsDirect => 3,
        SpecialSrc::SharedBase => 4,
        SpecialSrc::SharedLimit => 5,
        SpecialSrc::PrivateBase => 6,
        SpecialSrc::PrivateLimit => 7,
        SpecialSrc::PopsExitingWaveId => 8,
    };
    (4 << 28) | c
}

const PACK_OFF: u32 = 5 << 28;

/// Assemble one instruction line.
pub(crate) fn assemble(
    isa: Isa,
    mnemonic: &str,
    mstart: u32,
    items: &[Item<'_>],
    env: &dyn Env,
) -> Result<Encoded, AsmErr> {
    let asm = isa_asm(isa);
    let lower;
    let m = if mnemonic.bytes().any(|c| c.is_ascii_uppercase()) {
        lower = mnemonic.to_ascii_lowercase();
        lower.as_str()
    } else {
        mnemonic
    };
    let (base, forced) = split_suffix(m);
    let (cands, forced) = match asm.named(base) {
        Some(c) => (c, forced),
        None => match asm.named(m) {
            Some(c) => (c, None),
            None => {
                let msg = if tables::known_anywhere(base) || tables::known_anywhere(m) {
                    "instruction not supported on this GPU"
                } else {
                    "invalid instruction"
                };
                return Err(AsmErr::new(mstart, msg));
            }
        },
    };
    let mut ordered: Vec<u16> = cands
        .iter()
        .copied()
        .filter(|&id| forced_ok(INSTS[id as usize].family, forced))
        .collect();
    ordered.sort_by_key(|&id| {
        let (f, op) = asm.opcode[&id];
        (variant_of(INSTS[id as usize].family), f, op, id)
    });
    check_mod_syntax(cands, items)?;
    check_int_sources(base, items)?;
    // Per variant, the furthest failing item (LLVM keeps the error of the
    // last variant that had candidates).
    let mut last_fail: Option<Fail> = None;
    let mut i = 0;
    while i < ordered.len() {
        let v = variant_of(INSTS[ordered[i] as usize].family);
        let mut best: Option<Fail> = None;
        while i < ordered.len() && variant_of(INSTS[ordered[i] as usize].family) == v {
            let id = ordered[i];
            i += 1;
            // A lone implicit `vcc` may be left out (LLVM's aliases).
            let d = &INSTS[id as usize];
            let imps = d
                .ops
                .iter()
                .filter(|s| s.kind == SlotKind::Imp && !TEXTS[s.class as usize].is_empty())
                .count();
            for skip in [false, true] {
                if skip && imps != 1 {
                    break;
                }
                match candidate(isa, id, items, env, skip) {
                    Ok(e) => return Ok(e),
                    Err(Fail::Hard(e)) => return Err(e),
                    Err(f) => {
                        best = Some(match best {
                            None => f,
                            Some(b) => furthest(b, f),
                        })
                    }
                }
            }
        }
        if let Some(b) = best {
            last_fail = Some(b);
        }
    }
    Err(match last_fail {
        Some(Fail::Op(k)) => AsmErr::new(items[k].start, "invalid operand for instruction"),
        Some(Fail::TooFew) => AsmErr::new(mstart, "too few operands for instruction"),
        Some(Fail::Hard(e)) => e,
        None => AsmErr::new(mstart, "invalid operand for instruction"),
    })
}

/// Source modifiers are parsed by the parsers of the operand classes the
/// mnemonic's instructions have at that position: `-`, `neg()`, `|x|` and
/// `abs()` need a class with float modifiers, `sext()` one with integer
/// modifiers ("not a valid operand." otherwise, before any matching).
fn check_mod_syntax(cands: &[u16], items: &[Item]) -> Result<(), AsmErr> {
    for (k, it) in items.iter().enumerate() {
        let ItemKind::Op(m, _, _) = &it.kind else {
            continue;
        };
        if !m.any() {
            continue;
        }
        let (mut fp, mut int) = (false, false);
        for &id in cands {
            let d = &INSTS[id as usize];
            let printed: Vec<&Slot> = d
                .ops
                .iter()
                .filter(|s| !(s.kind == SlotKind::Imp && TEXTS[s.class as usize].is_empty()))
                .collect();
            // Positions with and without a leading optional `vcc`.
            for pos in [Some(k), k.checked_sub(1), Some(k + 1)]
                .into_iter()
                .flatten()
            {
                if let Some(s) = printed.get(pos) {
                    for o in s.opmods {
                        if matches!(o.kind, ModKind::Neg | ModKind::Abs) {
                            fp = true;
                        } else if o.kind == ModKind::Sext {
                            int = true;
                        }
                    }
                }
            }
        }
        let want_fp = m.neg || m.neg_fn || m.abs || m.abs_fn;
        if (want_fp && !fp) || (m.sext && !int) || (want_fp && m.sext) {
            return Err(AsmErr::new(it.start, "not a valid operand."));
        }
    }
    Ok(())
}

/// Float operations with integer sources after the first (`v_ldexp_f32`'s
/// exponent, `v_cmp_class_f32`'s class mask): LLVM parses those sources
/// with integer modifiers (`sext()` only) and the first with float ones.
fn check_int_sources(base: &str, items: &[Item]) -> Result<(), AsmErr> {
    const MIXED: [&str; 11] = [
        "v_ldexp_f16",
        "v_ldexp_f32",
        "v_ldexp_f64",
        "v_trig_preop_f64",
        "v_cvt_pk_u8_f32",
        "v_cvt_pkaccum_u8_f32",
        "v_cmp_class_f16",
        "v_cmp_class_f32",
        "v_cmp_class_f64",
        "v_cmpx_class_f16",
        "v_cmpx_class_f32",
    ];
    if !MIXED.contains(&base) && base != "v_cmpx_class_f64" {
        return Ok(());
    }
    for (k, it) in items.iter().enumerate() {
        let ItemKind::Op(m, _, _) = &it.kind else {
            continue;
        };
        let fp = m.neg || m.neg_fn || m.abs || m.abs_fn;
        if (k == 1 && m.sext) || (k >= 2 && fp) {
            return Err(AsmErr::new(it.start, "not a valid operand."));
        }
    }
    Ok(())
}

fn furthest(a: Fail, b: Fail) -> Fail {
    match (&a, &b) {
        (Fail::TooFew, _) => a,
        (_, Fail::TooFew) => b,
        (Fail::Op(x), Fail::Op(y)) => {
            if y >= x {
                b
            } else {
                a
            }
        }
        _ => a,
    }
}

fn forced_ok(f: Family, forced: Option<Suffix>) -> bool {
    let v = variant_of(f);
    match forced {
        None => true,
        Some(Suffix::E32) => v == Variant::Default,
        Some(Suffix::E64) => v == Variant::Vop3,
        Some(Suffix::Sdwa) => v == Variant::Sdwa,
        Some(Suffix::Dpp) => v == Variant::Dpp,
    }
}

fn is_op(it: &Item) -> bool {
    matches!(it.kind, ItemKind::Op(..))
}

/// Try one instruction of the table.
fn candidate(
    isa: Isa,
    id: u16,
    items: &[Item<'_>],
    env: &dyn Env,
    skip_imp: bool,
) -> Result<Encoded, Fail> {
    let d = &INSTS[id as usize];
    let &(fam, op) = isa_asm(isa)
        .opcode
        .get(&id)
        .expect("instruction of the variant");
    let mut st = St {
        w: tables::base_word(isa, fam, op) | d.value,
        lit: None,
        lit_item: 0,
        fix: None,
        sgprs: Vec::new(),
        lit_unsupported: None,
        lit_twice: None,
        vdata_count: None,
        vaddr_count: None,
        mimg10_addr: None,
        nsa: [0; 12],
        addr_off: false,
        warning: None,
        lds_direct: None,
        smem_buffer: d.name.starts_with("s_buffer_"),
        acc: (0, 0),
    };
    for &(lo, wd, vals) in d.checks {
        set(&mut st.w, lo, wd, vals[0] as u64);
    }
    if d.family == Family::Vop3p
        && !d.name.starts_with("v_mfma")
        && !d.mods.iter().any(|s| s.hook == Hook::OpSelHi)
    {
        // op_sel_hi not printed (v_accvgpr_read_b32 on gfx90a): LLVM's
        // default, all ones.
        set(&mut st.w, 59, 2, 3);
        set(&mut st.w, 14, 1, 1);
    }
    let mut i = 0usize;
    let mut seen_src = false;
    let twin = wave32_twin(isa, id);
    // Implicit operands spelled the wave64 way and the wave32 way: LLVM
    // matches one form or the other, never a mix (`vcc, ..., vcc_lo`
    // goes to VOP3).
    let (mut imp_own, mut imp_twin) = (false, false);
    for (k, s) in d.ops.iter().enumerate() {
        if s.field.starts_with("src") || s.field.starts_with("ssrc") || s.field == "vsrc1" {
            seen_src = true;
        }
        let twin_slot = twin.map(|(t, td)| (t, td, &td.ops[k]));
        match s.kind {
            SlotKind::Imp => {
                let text = TEXTS[s.class as usize];
                if text.is_empty() {
                    continue;
                }
                if skip_imp {
                    if seen_src {
                        implicit_read(&mut st, text, i);
                    }
                    continue;
                }
                let it = items.get(i).ok_or(Fail::TooFew)?;
                let text = if item_is_text(isa, it, text) && !imp_twin {
                    imp_own = true;
                    text
                } else {
                    match twin_slot {
                        Some((t, _, ts))
                            if !imp_own && item_is_text(t, it, TEXTS[ts.class as usize]) =>
                        {
                            imp_twin = true;
                            TEXTS[ts.class as usize]
                        }
                        _ => return Err(Fail::Op(i)),
                    }
                };
                if seen_src {
                    implicit_read(&mut st, text, i);
                }
                i += 1;
            }
            SlotKind::Imm if s.class == STYLE_OPTDEC => {
                if let Some(it) = items.get(i) {
                    if is_op(it) && !is_modifier_word(d, it) {
                        let v = imm_value(isa, d, s, it, i, env, &mut st)?;
                        set(&mut st.w, s.lo, s.width, v);
                        i += 1;
                    }
                }
            }
            // GFX6/GFX7 SMRD: likewise (the immediate form).
            SlotKind::Imm
                if d.family == Family::Smrd
                    && items.get(i).is_none_or(|it| cpol_word(isa, it).is_some()) =>
            {
                let v = cpol_offset(isa, items, &mut i)?;
                if v > 0xff {
                    return Err(Fail::Op(i));
                }
                set(&mut st.w, s.lo, s.width, v);
            }
            SlotKind::Imm => {
                let it = items.get(i).ok_or(Fail::TooFew)?;
                if !is_op(it) {
                    return Err(Fail::Op(i));
                }
                let v = imm_value(isa, d, s, it, i, env, &mut st)?;
                set(&mut st.w, s.lo, s.width, v);
                i += 1;
            }
            SlotKind::Lit => {
                let it = items.get(i).ok_or(Fail::TooFew)?;
                let ItemKind::Op(m, v, _) = &it.kind else {
                    return Err(Fail::Op(i));
                };
                if m.any() {
                    return Err(Fail::Op(i));
                }
                let ty = match s.lit {
                    LitStyle::Lit16f => OpType::F16,
                    LitStyle::Lit16i => OpType::I16,
                    _ => OpType::B32,
                };
                let ty = kimm_type(d, ty);
                match number(v, env, it, i)? {
                    Numeric::Known(n) => {
                        let l = match num::encode(n, ty, false, false, isa.generation() >= 8) {
                            Ok(Enc::Literal(l)) => l,
                            Ok(Enc::Inline(c)) => inline_bits(c, ty),
                            Err(_) => return Err(Fail::Op(i)),
                        };
                        use_literal(&mut st, l, i);
                    }
                    Numeric::Later(e) => {
                        st.fix = Some((FixKind::Literal, e, it.start));
                        use_literal(&mut st, 0, i);
                    }
                }
                i += 1;
            }
            SlotKind::Reg
                if s.hook == Hook::SmemOffset
                    && items.get(i).is_none_or(|it| cpol_word(isa, it).is_some()) =>
            {
                // The offset is optional; a cache policy in its place is
                // taken as its value (LLVM parses `glc` as an immediate).
                let v = cpol_offset(isa, items, &mut i)?;
                if isa.generation() >= 10 {
                    set(&mut st.w, 57, 7, 0x7d);
                } else {
                    st.w |= 1 << 17;
                }
                set(&mut st.w, 32, 21, v);
            }
            SlotKind::Reg => {
                let it = items.get(i).ok_or(Fail::TooFew)?;
                if !is_op(it) {
                    return Err(Fail::Op(i));
                }
                match twin_slot {
                    Some((t, td, ts)) if ts.class != s.class || ts.alt != s.alt => {
                        let before = st.clone();
                        if let Err(e) = reg_slot(isa, d, s, it, i, env, &mut st) {
                            if !matches!(e, Fail::Op(_)) {
                                return Err(e);
                            }
                            st = before;
                            reg_slot(t, td, ts, it, i, env, &mut st)?;
                        }
                    }
                    _ => reg_slot(isa, d, s, it, i, env, &mut st)?,
                }
                i += 1;
            }
            _ => {
                // A modifier listed among the operands (none known); treat
                // it as one.
            }
        }
    }
    // `high` is a modifier of the 16-bit interpolations only.
    if d.name.starts_with("v_interp_") && d.name.ends_with("_f32_e64") {
        if let Some(k) = items
            .iter()
            .position(|it| matches!(&it.kind, ItemKind::Op(_, Val::Ident("high" | "nohigh"), _)))
        {
            return Err(Fail::Op(k));
        }
    }
    modifiers(isa, d, &items[i..], i, env, &mut st)?;
    if isa.generation() < 8
        && matches!(d.family, Family::Mubuf | Family::Mtbuf)
        && field(st.w, 15, 1) == 1
        && field(st.w, 12, 2) != 0
    {
        // GFX6/GFX7: `llvm-mc-14` has no form with `addr64` and `offen`
        // or `idxen`.
        let k = items
            .iter()
            .position(|it| matches!(&it.kind, ItemKind::Op(_, Val::Ident("addr64"), _)))
            .unwrap_or(i);
        return Err(Fail::Op(k));
    }
    if d.family == Family::Exp && field(st.w, 10, 1) == 1 {
        // Compressed exports: sources 0 and 2 go to the first two fields.
        let en = field(st.w, 0, 4);
        let src2 = field(st.w, 48, 8);
        let mut e = 0;
        if en & 1 != 0 {
            e |= 3;
        }
        if en & 4 != 0 {
            e |= 0xc;
        }
        set(&mut st.w, 40, 8, if en & 4 != 0 { src2 as u64 } else { 0 });
        set(&mut st.w, 48, 16, 0);
        set(&mut st.w, 0, 4, e);
    }
    post_checks(isa, d, items, &mut st)?;
    if is_gfx90a(isa) {
        gfx90a_checks(d, items)?;
    } else if has_agprs(isa) {
        mfma_overlap(d, items)?;
    }
    if d.name == "s_cbranch_g_fork" && (st.lit.is_some() || st.fix.is_some()) {
        // Its first operand takes inline constants only.
        return Err(Fail::Op(0));
    }
    validate(isa, d, items, &st)?;
    let nwords = d.family.words();
    let mut words = [st.w as u32, (st.w >> 32) as u32, 0, 0, 0];
    let mut len = nwords * 4;
    if let Some((n, true, _)) = st.mimg10_addr {
        // NSA: bits 1-2 count the address words after the second.
        let k = (n as usize - 1).div_ceil(4);
        words[0] |= (k as u32) << 1;
        for (j, &b) in st.nsa[..n as usize - 1].iter().enumerate() {
            words[2 + j / 4] |= (b as u32) << (8 * (j % 4));
        }
        len += 4 * k;
    }
    if let Some(l) = st.lit {
        words[nwords] = l;
        len += 4;
    }
    Ok(Encoded {
        inst: Inst {
            opcode: Opcode(id),
            len: len as u8,
            words,
        },
        fixup: st.fix,
        warning: st.warning,
    })
}

/// The cache-policy bit a word stands for (`glc` 1, `slc` 2, `dlc` 4,
/// `scc` 16) and whether it sets it (`noglc` clears it; only where the
/// processor has the bit).
fn cpol_word(isa: Isa, it: &Item) -> Option<(u64, bool)> {
    match &it.kind {
        ItemKind::Op(m, Val::Ident(w), _) if !m.any() => {
            let (x, on) = match no_bit(w) {
                Some(x) if cpol_supported(isa, x) => (x, false),
                _ => (*w, true),
            };
            let b = match x {
                "glc" => 1,
                "slc" => 2,
                "dlc" => 4,
                "scc" => 16,
                _ => return None,
            };
            Some((b, on))
        }
        _ => None,
    }
}

/// The cache-policy words where a scalar load's offset is left out, taken
/// as the offset (`llvm-mc-14` parses them as one immediate: `glc` is 1,
/// `noglc` 0); a bit named twice is an error.
fn cpol_offset(isa: Isa, items: &[Item], i: &mut usize) -> Result<u64, Fail> {
    let (mut v, mut seen) = (0u64, 0u64);
    while let Some((b, on)) = items.get(*i).and_then(|it| cpol_word(isa, it)) {
        if seen & b != 0 {
            return Err(hard(items[*i].start, "duplicate cache policy modifier"));
        }
        seen |= b;
        if on {
            v |= b;
        }
        *i += 1;
    }
    Ok(v)
}

/// Whether the processor has a cache-policy bit at all (`llvm-mc-14`
/// refuses `dlc` before GFX10 and `scc` but on gfx90a, also as `nodlc`).
fn cpol_supported(isa: Isa, x: &str) -> bool {
    match x {
        "dlc" => isa.generation() >= 10,
        "scc" => is_gfx90a(isa),
        _ => true,
    }
}

/// An implicit scalar register an encoding reads (`vcc` of `v_addc_co_u32_e32`).
fn implicit_read(st: &mut St, text: &str, i: usize) {
    let r = match text {
        "vcc" => Reg {
            file: RegFile::Vcc,
            index: 0,
            count: 2,
        },
        "vcc_lo" => Reg {
            file: RegFile::Vcc,
            index: 0,
            count: 1,
        },
        _ => return,
    };
    st.sgprs.push((pack_reg(r), i.saturating_sub(1)));
}

fn use_literal(st: &mut St, l: u32, i: usize) {
    match st.lit {
        None => {
            st.lit = Some(l);
            st.lit_item = i;
        }
        Some(x) if x == l && st.fix.is_none() => {}
        Some(_) => {
            if st.lit_twice.is_none() {
                st.lit_twice = Some(i);
            }
        }
    }
}

/// The literal type of `v_madmk`/`v_madak`/`v_fmamk` K operands and of
/// `s_setreg_imm32_b32`.
fn kimm_type(d: &InstData, ty: OpType) -> OpType {
    if ty != OpType::B32 {
        return ty;
    }
    if d.name.contains("_f16") {
        OpType::F16
    } else {
        OpType::B32
    }
}

/// Bits of an inline constant for a type (to store a K constant that
/// happens to be inline-representable as a literal).
fn inline_bits(c: u16, ty: OpType) -> u32 {
    let vt = match ty {
        OpType::F16 | OpType::I16 | OpType::V2F16 | OpType::V2I16 => crate::ValueType::F16,
        OpType::F64 | OpType::I64 => crate::ValueType::B64,
        OpType::B32 | OpType::B32AsI16 => crate::ValueType::B32,
    };
    crate::InlineConst(c).bits(vt) as u32
}

/// GFX10 wave64: the same instruction's record in the wave32 twin
/// variant, where it differs (lane-mask operands). `llvm-mc-14` in wave64
/// also takes every such operand in its wave32 form (`s1`, `vcc_lo`) and
/// encodes it as wave32 does, operand by operand; so the twin's slot is
/// tried where the wave64 one fails.
fn wave32_twin(isa: Isa, id: u16) -> Option<(Isa, &'static InstData)> {
    if !isa.is_gfx10_wave64() {
        return None;
    }
    tables::lane_twin(isa, id).map(|(t, tid)| (t, &INSTS[tid as usize]))
}

fn is_scalar(r: Reg) -> bool {
    !matches!(r.file, RegFile::Vgpr | RegFile::Agpr)
}

/// Does the item spell exactly `text` (an implicit operand like `vcc`)?
fn item_is_text(isa: Isa, it: &Item, text: &str) -> bool {
    match &it.kind {
        ItemKind::Op(m, v, _) if !m.any() => match v {
            Val::Reg(r) => r.to_string() == text,
            Val::Ident(w) => *w == text,
            _ => {
                let _ = isa;
                false
            }
        },
        _ => false,
    }
}

/// A bare word that is one of the instruction's modifiers.
fn is_modifier_word(d: &InstData, it: &Item) -> bool {
    if let ItemKind::Op(m, Val::Ident(w), _) = &it.kind {
        if m.any() {
            return false;
        }
        return d
            .mods
            .iter()
            .any(|s| s.field == *w || (s.kind == SlotKind::Imp && TEXTS[s.class as usize] == *w))
            || matches!(
                *w,
                "glc" | "slc" | "dlc" | "scc" | "gds" | "clamp" | "tfe" | "lds"
            )
            || no_bit(w).is_some();
    }
    false
}

enum Numeric {
    Known(Num),
    Later(Expr),
}

/// The number an operand value stands for.
fn number(v: &Val, env: &dyn Env, it: &Item, i: usize) -> Result<Numeric, Fail> {
    let _ = it;
    match v {
        Val::Float(f) => Ok(Numeric::Known(Num::Float(*f))),
        Val::Expr(e) => match env.eval(e) {
            Ok(Value::Abs(x)) => Ok(Numeric::Known(Num::Int(x))),
            Ok(Value::Rel(_)) | Err(EvalError::Undefined(..)) | Err(EvalError::NotAbsolute) => {
                Ok(Numeric::Later(e.clone()))
            }
            Err(EvalError::DivZero) => Ok(Numeric::Later(e.clone())),
        },
        Val::Ident(name) => {
            let e = Expr::Sym(name.to_string(), it.start);
            match env.eval(&e) {
                Ok(Value::Abs(x)) => Ok(Numeric::Known(Num::Int(x))),
                _ => Ok(Numeric::Later(e)),
            }
        }
        _ => Err(Fail::Op(i)),
    }
}

/// An absolute integer for an immediate field, or a located error.
fn abs_int(e: &Expr, env: &dyn Env, at: u32) -> Result<i64, Fail> {
    match env.eval(e) {
        Ok(Value::Abs(x)) => Ok(x),
        _ => Err(Fail::Hard(AsmErr::new(at, "expected absolute expression"))),
    }
}

/// A register slot: a register, special source, `off`, or a constant.
fn reg_slot(
    isa: Isa,
    d: &'static InstData,
    s: &'static Slot,
    it: &Item,
    i: usize,
    env: &dyn Env,
    st: &mut St,
) -> Result<(), Fail> {
    let ItemKind::Op(mods, v, _) = &it.kind else {
        return Err(Fail::Op(i));
    };
    if !lane_operand_ok(isa, d, s, v) {
        return Err(Fail::Op(i));
    }
    let (mut class, mut lo, mut width) = (s.class, s.lo, s.width);
    match s.hook {
        Hook::SmemOffset => return smem_offset(isa, s, mods, v, it, i, env, st),
        Hook::InterpAttr => return interp_attr(s, mods, v, i, st),
        Hook::ExpSrc => {
            let k = s.field.as_bytes()[4] - b'0';
            return match (mods.any(), v) {
                (false, Val::Off) => Ok(()),
                (false, Val::Reg(r)) if r.file == RegFile::Vgpr && r.count == 1 => {
                    set(&mut st.w, s.lo, s.width, r.index as u64);
                    st.w |= 1 << k;
                    Ok(())
                }
                _ => Err(Fail::Op(i)),
            };
        }
        Hook::MimgVdata => {
            return match (mods.any(), v) {
                (false, Val::Reg(r)) if r.file == RegFile::Vgpr || r.file == RegFile::Agpr => {
                    if r.file == RegFile::Agpr {
                        match acc_mod(s) {
                            Some(o) => st.w |= 1 << o.bit,
                            None if has_agprs(isa) => {}
                            None => return Err(Fail::Op(i)),
                        }
                    }
                    let aux = s.alt;
                    // A bit per register count (a range of 16 or 32
                    // registers is past the set's width: none).
                    if (aux as u64).checked_shr(r.count as u32).unwrap_or(0) & 1 == 0 {
                        return Err(Fail::Op(i));
                    }
                    set(&mut st.w, s.lo, s.width, r.index as u64);
                    st.vdata_count = Some((r.count as u32, i));
                    Ok(())
                }
                _ => Err(Fail::Op(i)),
            };
        }
        _ if d.family == Family::Mimg && s.field == "vaddr" && isa.generation() >= 10 => {
            // A range (checked against dim and a16 once the modifiers are
            // known), or the NSA list of single VGPRs (`[v4, v5]` too).
            if mods.any() {
                return Err(Fail::Op(i));
            }
            return match v {
                Val::Reg(r) if r.file == RegFile::Vgpr && (!it.list || r.count == 1) => {
                    set(&mut st.w, s.lo, s.width, r.index as u64);
                    st.mimg10_addr = Some((r.count as u32, false, i));
                    Ok(())
                }
                Val::Reg(r) if r.file == RegFile::Vgpr && r.count <= 13 => {
                    set(&mut st.w, s.lo, s.width, r.index as u64);
                    for k in 1..r.count as usize {
                        st.nsa[k - 1] = (r.index as usize + k) as u8;
                    }
                    st.mimg10_addr = Some((r.count as u32, true, i));
                    Ok(())
                }
                Val::RegList(l)
                    if l.len() <= 13
                        && l.iter()
                            .all(|(r, _)| r.file == RegFile::Vgpr && r.count == 1) =>
                {
                    set(&mut st.w, s.lo, s.width, l[0].0.index as u64);
                    for (k, (r, _)) in l.iter().enumerate().skip(1) {
                        st.nsa[k - 1] = r.index as u8;
                    }
                    st.mimg10_addr = Some((l.len() as u32, true, i));
                    Ok(())
                }
                _ => Err(Fail::Op(i)),
            };
        }
        _ if d.family == Family::Mimg && s.field == "vaddr" && isa.generation() < 10 => {
            return match (mods.any(), v) {
                (false, Val::Reg(r))
                    if r.file == RegFile::Vgpr
                        && (super::types::vaddr_counts(isa, d.name) as u64)
                            .checked_shr(r.count as u32)
                            .unwrap_or(0)
                            & 1
                            == 1 =>
                {
                    set(&mut st.w, s.lo, s.width, r.index as u64);
                    Ok(())
                }
                _ => Err(Fail::Op(i)),
            };
        }
        Hook::BufVaddr | Hook::FlatAddr => {
            return match (mods.any(), v) {
                (false, Val::Off) => {
                    st.addr_off = true;
                    st.vaddr_count = Some((0, i, s.hook));
                    Ok(())
                }
                (false, Val::Reg(r)) if r.file == RegFile::Vgpr && r.count <= 2 => {
                    set(&mut st.w, s.lo, s.width, r.index as u64);
                    st.vaddr_count = Some((r.count as u32, i, s.hook));
                    Ok(())
                }
                _ => Err(Fail::Op(i)),
            };
        }
        Hook::FlatSaddr if !mods.any() && *v == Val::Off => {
            let off = if isa.generation() >= 10 { 0x7d } else { 0x7f };
            set(&mut st.w, s.lo, s.width, off);
            return Ok(());
        }
        Hook::SdwaSrc => {
            let vgpr = matches!(v, Val::Reg(r) if r.file == RegFile::Vgpr);
            if !vgpr {
                if s.alt == NONE {
                    return Err(Fail::Op(i));
                }
                class = s.alt;
                let bit = if s.lo == 32 { 55 } else { 63 };
                st.w |= 1 << bit;
                if s.lo != 32 {
                    // src1's scalar form lives in the low byte of vsrc1.
                    lo = s.lo;
                    width = 8;
                }
            }
        }
        Hook::SdwaSdst => {
            if !mods.any() {
                if let Val::Reg(r) = v {
                    if let Some((_, m)) = class_map(isa, s.alt) {
                        let t = TEXTS[m.text[0] as usize];
                        if r.to_string() == t {
                            // vcc: sd clear.
                            return Ok(());
                        }
                    }
                }
            }
            st.w |= 1 << 47;
        }
        _ => {}
    }
    let Some((mi, m)) = class_map(isa, class) else {
        return Err(Fail::Op(i));
    };
    let r = rev(mi);
    let g = isa.generation();
    // VOP3 interpolation: the source is in src1 and is LLVM's src0; LLVM
    // checks the sources up to the first absent one, so never src2.
    let interp3 = d.family == Family::Vop3 && d.name.starts_with("v_interp_");
    let is_src = (s.field.starts_with("src") || s.field.starts_with("ssrc") || s.field == "vsrc1")
        && !(interp3 && s.field == "src2");
    // Operands taking only scalar registers although the field can hold
    // more (the condition of v_cndmask_b32_e64, the carry of v_addc_co_u32_e64).
    let scalar_only = m
        .text
        .get(240)
        .is_some_and(|&t| TEXTS[t as usize].starts_with("/*"))
        && m.ops
            .iter()
            .find(|&&p| p >> 28 == 1 && (p >> 20) & 0xff == 0)
            .is_some_and(|&p| (p >> 14) & 0x3f == 2)
        && d.family == Family::Vop3;
    // Source modifiers: bit 0 (`-`, `neg()`, `sext()`) and bit 1 (`|x|`,
    // `abs()`) go to the fields the encoding has; float modifiers of a
    // number are applied to its value where it has none.
    let has = |k: ModKind| s.opmods.iter().find(|o| o.kind == k).map(|o| o.bit);
    let vop3b = d.family == Family::Vop3 && d.ops.iter().any(|s| s.field == "sdst");
    let numeric = matches!(v, Val::Expr(_) | Val::Float(_) | Val::Ident(_));
    let set_mods = |st: &mut St| -> Result<(bool, bool), Fail> {
        let mut fold = (false, false);
        if mods.any_neg() || mods.sext {
            match (has(ModKind::Neg), has(ModKind::Sext)) {
                (Some(b), _) => st.w |= 1 << b,
                (None, Some(b)) => st.w |= 1 << b,
                (None, None) if numeric && !mods.sext => fold.0 = true,
                _ => return Err(Fail::Op(i)),
            }
        }
        // VOP3B has no abs bits: LLVM drops src1's and refuses the others'
        // (in `validate`).
        if mods.any_abs() && !vop3b {
            match (has(ModKind::Abs), has(ModKind::Sext)) {
                (Some(b), _) => st.w |= 1 << b,
                (None, Some(_)) => {}
                (None, None) if numeric => fold.1 = true,
                _ => return Err(Fail::Op(i)),
            }
        }
        Ok(fold)
    };
    if interp3 && s.field != "src0" && matches!(v, Val::Expr(_) | Val::Float(_)) {
        // LLVM 14 takes any 32-bit signed number here and encodes its low nine
        // bits (a float token: the low bits of its double).
        let code = match number(v, env, it, i)? {
            Numeric::Known(Num::Int(x)) if (-(1i64 << 31)..1i64 << 31).contains(&x) => {
                x as u64 & 0x1ff
            }
            Numeric::Known(Num::Float(f)) => f.to_bits() & 0x1ff,
            _ => return Err(Fail::Op(i)),
        };
        for (k, on) in [
            (ModKind::Neg, mods.any_neg()),
            (ModKind::Abs, mods.any_abs()),
        ] {
            if on {
                st.w |= 1 << has(k).ok_or(Fail::Op(i))?;
            }
        }
        if is_src {
            st.sgprs.push((u32::MAX, i));
        }
        set(&mut st.w, lo, width, code);
        return Ok(());
    }
    // gfx90a: an accumulation register in a VGPR field sets the field's
    // acc bit (the register number is the same).
    let acc_bit = acc_mod(s).map(|o| o.bit);
    let acc_reg;
    let v = match (v, acc_bit) {
        (Val::Reg(r), Some(bit)) if r.file == RegFile::Agpr => {
            if st.acc.1 >> bit & 1 == 1 {
                return Err(hard(
                    it.start,
                    "invalid register class: data and dst should be all VGPR or AGPR",
                ));
            }
            st.acc.0 |= 1 << bit;
            st.w |= 1 << bit;
            acc_reg = Val::Reg(Reg {
                file: RegFile::Vgpr,
                ..*r
            });
            &acc_reg
        }
        (Val::Reg(r), Some(bit)) if r.file == RegFile::Vgpr => {
            if st.acc.0 >> bit & 1 == 1 {
                return Err(hard(
                    it.start,
                    "invalid register class: data and dst should be all VGPR or AGPR",
                ));
            }
            st.acc.1 |= 1 << bit;
            v
        }
        _ => v,
    };
    let code = match v {
        Val::Reg(reg) => {
            let c = match r.op().get(&pack_reg(*reg)) {
                Some(&c) if !scalar_only || is_scalar(*reg) => c,
                _ => {
                    // Names of the field's values that lex as registers (`null`).
                    match r.text().get(reg.to_string().as_str()) {
                        Some(&c)
                            if m.ops.get(c as usize).is_some_and(|&p| p >> 28 != 1)
                                && !mods.any() =>
                        {
                            c
                        }
                        _ => return Err(Fail::Op(i)),
                    }
                }
            };
            // A 64-bit special register is no wider register's first half
            // (`xnack_mask` is not `s[104:107]`).
            if reg.count == 2
                && !matches!(
                    reg.file,
                    RegFile::Sgpr | RegFile::Vgpr | RegFile::Agpr | RegFile::Ttmp
                )
            {
                let sgpr_count = m
                    .ops
                    .iter()
                    .find(|&&p| p >> 28 == 1 && (p >> 20) & 0xff == 0)
                    .map(|&p| (p >> 14) & 0x3f);
                if sgpr_count.is_some_and(|n| n != 2) {
                    return Err(Fail::Op(i));
                }
            }
            if reg.file == RegFile::Null && g < 10 {
                return Err(hard(
                    it.start,
                    "'null' operand is not supported on this GPU",
                ));
            }
            if d.family == Family::Smem
                && s.field == "sdata"
                && matches!(reg.file, RegFile::M0 | RegFile::Exec)
            {
                return Err(Fail::Op(i));
            }
            set_mods(st)?;
            if is_scalar(*reg) && is_src {
                st.sgprs.push((pack_reg(*reg), i));
            }
            c
        }
        Val::Special(sp) => {
            let Some(&c) = r.op().get(&pack_special(*sp)) else {
                return Err(Fail::Op(i));
            };
            if *sp == SpecialSrc::LdsDirect {
                if !is_vop(d.family) {
                    return Err(Fail::Op(i));
                }
                if is_gfx90a(isa) {
                    return Err(hard(it.start, "lds_direct is not supported on this GPU"));
                }
                if !(interp3 && s.field == "src2") {
                    st.lds_direct = Some((i, s.field == if interp3 { "src1" } else { "src0" }));
                }
            }
            set_mods(st)?;
            if is_src && *sp != SpecialSrc::LdsDirect {
                st.sgprs.push((pack_special(*sp), i));
            }
            c
        }
        Val::Off => {
            let Some(&c) = r.op().get(&PACK_OFF) else {
                return Err(Fail::Op(i));
            };
            if mods.any() {
                return Err(Fail::Op(i));
            }
            c
        }
        Val::Ident(w) if !mods.any() && r.text().contains_key(w) && !w.starts_with("invalid_") => {
            r.text()[w]
        }
        Val::Call(name, args) if !mods.any() => {
            let t = call_text(name, args, env).ok_or(Fail::Op(i))?;
            *r.text().get(t.as_str()).ok_or(Fail::Op(i))?
        }
        Val::Expr(_) if d.family == Family::Smrd && !mods.any() => {
            // GFX7 SMRD: an offset past 8 bits is a 32-bit literal (no
            // inline constants); GFX6 has none.
            if isa.generation() < 7 {
                return Err(Fail::Op(i));
            }
            let lit_code = (0..m.text.len().min(512)).find(|&x| m.lit[x >> 6] >> (x & 63) & 1 == 1);
            match number(v, env, it, i)? {
                Numeric::Known(Num::Int(x)) if (-0x8000_0000..=0xffff_ffff).contains(&x) => {
                    literal_code(d, lit_code, x as u32, i, st)?
                }
                _ => return Err(Fail::Op(i)),
            }
        }
        Val::Expr(_) | Val::Float(_) | Val::Ident(_) => {
            let constants = m.ops.iter().any(|&p| p >> 28 == 2) || m.lit.iter().any(|&x| x != 0);
            let gpr_idx = m
                .text
                .first()
                .is_some_and(|&t| TEXTS[t as usize].starts_with("gpr_idx("));
            if scalar_only {
                return Err(Fail::Op(i));
            }
            if gpr_idx {
                // s_set_gpr_idx_on: a 4-bit mask.
                if mods.any() {
                    return Err(hard(it.start, "expected absolute expression"));
                }
                let x = match number(v, env, it, i)? {
                    Numeric::Known(Num::Int(x)) => x,
                    _ => return Err(hard(it.start, "expected absolute expression")),
                };
                if !(0..=15).contains(&x) {
                    return Err(hard(
                        it.start,
                        "invalid immediate: only 4-bit values are legal",
                    ));
                }
                x as u16
            } else if !constants {
                // A field of named values printed as numbers (`sdata`).
                if mods.any() {
                    return Err(Fail::Op(i));
                }
                let Numeric::Known(Num::Int(x)) = number(v, env, it, i)? else {
                    return Err(Fail::Op(i));
                };
                let t1 = format!("{x}");
                let t2 = format!("{x:#x}");
                *r.text()
                    .get(t1.as_str())
                    .or_else(|| r.text().get(t2.as_str()))
                    .ok_or(Fail::Op(i))?
            } else {
                let (fneg, fabs) = set_mods(st)?;
                let ty = super::types::src_type(isa, d, s, m);
                let lit_code =
                    (0..m.text.len().min(512)).find(|&x| m.lit[x >> 6] >> (x & 63) & 1 == 1);
                match number(v, env, it, i)? {
                    // LLVM checks a 16-bit integer constant before
                    // truncation where the field has no literal: 0xffff
                    // is then a literal, not -1.
                    Numeric::Known(Num::Int(x))
                        if ty == OpType::I16
                            && matches!(d.family, Family::Vop3 | Family::Vop3p)
                            && lit_code.is_none()
                            && x > 0x7fff
                            && x <= 0xffff =>
                    {
                        literal_code(d, lit_code, x as u32, i, st)?
                    }
                    Numeric::Known(n) => match match n {
                        // GFX10 (VOP3 literals): a value beyond 16 bits is
                        // a 32-bit constant or literal.
                        Num::Int(x)
                            if matches!(ty, OpType::V2F16 | OpType::V2I16)
                                && g >= 10
                                && !(0..=0xffff).contains(&x) =>
                        {
                            num::encode(n, OpType::B32, fneg, fabs, true)
                        }
                        Num::Int(x)
                            if matches!(ty, OpType::V2F16 | OpType::V2I16)
                                && lit_code.is_some()
                                && !fneg
                                && !fabs =>
                        {
                            num::encode_v2_with_literal(x, ty == OpType::V2F16, g >= 8)
                        }
                        _ => num::encode(n, ty, fneg, fabs, g >= 8),
                    } {
                        // LLVM's literal marker where SDWA has no literal:
                        // field 255 with the scalar bit clear.
                        Ok(Enc::Inline(255))
                            if ty == OpType::B32AsI16 && s.hook == Hook::SdwaSrc =>
                        {
                            st.w &= !(1u64 << if s.lo == 32 { 55 } else { 63 });
                            255
                        }
                        Ok(Enc::Inline(c)) => {
                            let ok = (c as usize) < m.text.len()
                                && tables::valid(m, c as usize)
                                && m.ops[c as usize] >> 28 == 2;
                            if !ok {
                                return Err(Fail::Op(i));
                            }
                            c
                        }
                        Ok(Enc::Literal(l)) => {
                            if let (Num::Float(f), OpType::F64) = (n, ty) {
                                if num::f64_low_bits_lost(f) {
                                    st.warning = Some((
                                        it.start,
                                        "Can't encode literal as exact 64-bit floating-point operand. Low 32-bits will be set to zero".into(),
                                    ));
                                }
                            }
                            literal_code(d, lit_code, l, i, st)?
                        }
                        Err(_) => return Err(Fail::Op(i)),
                    },
                    Numeric::Later(e) => {
                        if !matches!(ty, OpType::B32) {
                            return Err(Fail::Op(i));
                        }
                        let c = literal_code(d, lit_code, 0, i, st)?;
                        st.fix = Some((FixKind::Literal, e, it.start));
                        c
                    }
                }
            }
        }
        _ => return Err(Fail::Op(i)),
    };
    set(&mut st.w, lo, width, code as u64);
    Ok(())
}

/// The lane operations' operand classes are narrower than their fields:
/// the lane value read is a VGPR (or `src_lds_direct`), the lane select
/// and written value are scalars or constants. The interpolation
/// attribute is never a number.
fn lane_operand_ok(isa: Isa, d: &InstData, s: &Slot, v: &Val) -> bool {
    let vgpr = matches!(v, Val::Reg(r) if r.file == RegFile::Vgpr);
    let base = split_suffix(d.name).0;
    match (base, s.field) {
        ("v_readlane_b32" | "v_readfirstlane_b32", "src0") => {
            vgpr || matches!(v, Val::Special(SpecialSrc::LdsDirect))
        }
        ("v_readlane_b32" | "v_writelane_b32", "src1") | ("v_writelane_b32", "src0") => !vgpr,
        // Register-only scalar sources.
        ("s_setpc_b64" | "s_rfe_b64" | "s_movrels_b64", _) => matches!(v, Val::Reg(_)),
        ("s_movrels_b32" | "s_cbranch_join", _) => matches!(v, Val::Reg(_) | Val::Special(_)),
        ("v_interp_mov_f32", _) => !matches!(v, Val::Expr(_) | Val::Float(_)),
        // GFX8's and GFX10's relative moves read VGPRs only.
        ("v_movrels_b32" | "v_movrelsd_b32" | "v_movrelsd_2_b32", "src0")
            if isa.generation() >= 8 =>
        {
            vgpr
        }
        // Scalar lane selects and carries (wave32 classes of one register).
        ("v_permlane16_b32" | "v_permlanex16_b32", "src1" | "src2")
        | (
            "v_cndmask_b32" | "v_add_co_ci_u32" | "v_sub_co_ci_u32" | "v_subrev_co_ci_u32",
            "src2",
        ) => !vgpr,
        // GFX10: no DPP16 for 64-bit sources (DPP8 has them; a 64-bit
        // destination, `v_cvt_f64_f32`, is fine).
        _ if isa.generation() >= 10
            && s.field != "vdst"
            && matches!(
                d.family,
                Family::DppVop1 | Family::DppVop2 | Family::DppVopc
            )
            && matches!(v, Val::Reg(r) if r.count >= 2) =>
        {
            false
        }
        // gfx908's MFMA accumulator input: no constants.
        (_, "src2") if base.starts_with("v_mfma") && !isa.processors().contains(&"gfx90a") => {
            matches!(v, Val::Special(_)) || matches!(v, Val::Reg(r) if r.file == RegFile::Agpr)
        }
        // A VGPR or an inline constant.
        ("v_accvgpr_write_b32", "src0") => {
            vgpr || matches!(v, Val::Expr(_) | Val::Float(_) | Val::Ident(_))
        }
        _ => !(s.hook == Hook::Vop3Attr && matches!(v, Val::Expr(_) | Val::Float(_))),
    }
}

fn is_vop(f: Family) -> bool {
    matches!(
        f,
        Family::Vop1
            | Family::Vop2
            | Family::Vopc
            | Family::Vop3
            | Family::Vop3p
            | Family::SdwaVop1
            | Family::SdwaVop2
            | Family::SdwaVopc
            | Family::DppVop1
            | Family::DppVop2
            | Family::DppVopc
    )
}

/// Use a literal in a source whose map has literal code `lit_code`.
fn literal_code(
    d: &InstData,
    lit_code: Option<usize>,
    l: u32,
    i: usize,
    st: &mut St,
) -> Result<u16, Fail> {
    match lit_code {
        Some(c) => {
            use_literal(st, l, i);
            Ok(c as u16)
        }
        None if matches!(d.family, Family::Vop3 | Family::Vop3p) => {
            if st.lit_unsupported.is_none() {
                st.lit_unsupported = Some(i);
            }
            Ok(255)
        }
        None => Err(Fail::Op(i)),
    }
}

/// Canonical text of `name(args)` for value-map lookup (`gpr_idx(SRC0,DST)`).
fn call_text(name: &str, args: &[(Arg, u32)], env: &dyn Env) -> Option<String> {
    let mut s = String::from(name);
    s.push('(');
    for (k, (a, _)) in args.iter().enumerate() {
        if k > 0 {
            s.push(',');
        }
        match a {
            Arg::Ident(w) => s.push_str(w),
            Arg::Str(t) => s.push_str(t),
            Arg::Expr(e) => match env.eval(e).ok()? {
                Value::Abs(v) => s.push_str(&v.to_string()),
                Value::Rel(_) => return None,
            },
        }
    }
    s.push(')');
    Some(s)
}

/// SMEM offset: an SGPR (imm clear) or an immediate.
// The operand, its parse and the encoding state, as for every operand kind.
#[allow(clippy::too_many_arguments)]
fn smem_offset(
    isa: Isa,
    s: &Slot,
    mods: &Mods,
    v: &Val,
    it: &Item,
    i: usize,
    env: &dyn Env,
    st: &mut St,
) -> Result<(), Fail> {
    if mods.any() {
        return Err(Fail::Op(i));
    }
    let g = isa.generation();
    match v {
        Val::Reg(r) => {
            let (mi, _) = class_map(isa, s.alt).ok_or(Fail::Op(i))?;
            let c = *rev(mi).op().get(&pack_reg(*r)).ok_or(Fail::Op(i))?;
            if g >= 10 {
                set(&mut st.w, 57, 7, c as u64);
            } else {
                set(&mut st.w, 32, 21, c as u64);
            }
            Ok(())
        }
        Val::Expr(_) | Val::Ident(_) => {
            let Numeric::Known(Num::Int(x)) = number(v, env, it, i)? else {
                return Err(Fail::Op(i));
            };
            let ok = if g >= 9 && !st.smem_buffer {
                (-0x10_0000..=0xf_ffff).contains(&x)
            } else {
                (0..=0xf_ffff).contains(&x)
            };
            if !ok {
                if g >= 9 && st.smem_buffer && (-0x10_0000..0).contains(&x) {
                    return Err(hard(it.start, "expected a 20-bit unsigned offset"));
                }
                return Err(Fail::Op(i));
            }
            if g >= 10 {
                set(&mut st.w, 57, 7, 0x7d);
            } else {
                st.w |= 1 << 17;
            }
            set(&mut st.w, 32, 21, x as u64);
            Ok(())
        }
        _ => Err(Fail::Op(i)),
    }
}

/// VINTRP `attrN.c`.
fn interp_attr(s: &Slot, mods: &Mods, v: &Val, i: usize, st: &mut St) -> Result<(), Fail> {
    let _ = s;
    let Val::Ident(w) = v else {
        return Err(Fail::Op(i));
    };
    if mods.any() {
        return Err(Fail::Op(i));
    }
    let Some(rest) = w.strip_prefix("attr") else {
        return Err(Fail::Op(i));
    };
    let Some((n, c)) = rest.split_once('.') else {
        return Err(Fail::Op(i));
    };
    let chan = match c {
        "x" => 0,
        "y" => 1,
        "z" => 2,
        "w" => 3,
        _ => return Err(Fail::Op(i)),
    };
    let n: u32 = n.parse().map_err(|_| Fail::Op(i))?;
    if n > 63 {
        return Err(Fail::Hard(AsmErr::new(0, "out of bounds attr")));
    }
    set(&mut st.w, 10, 6, n as u64);
    set(&mut st.w, 8, 2, chan);
    Ok(())
}

/// Immediate operands printed in a style (branch targets, `hwreg`,
/// `sendmsg`, `s_waitcnt`...): the field value.
fn imm_value(
    isa: Isa,
    d: &InstData,
    s: &Slot,
    it: &Item,
    i: usize,
    env: &dyn Env,
    st: &mut St,
) -> Result<u64, Fail> {
    let ItemKind::Op(mods, v, vstart) = &it.kind else {
        return Err(Fail::Op(i));
    };
    if mods.any() {
        return Err(Fail::Op(i));
    }
    let _ = d;
    match s.class {
        STYLE_UDEC if s.width == 16 => {
            // Branch targets: an absolute value or a label.
            match v {
                Val::Expr(e) => match env.eval(e) {
                    Ok(Value::Abs(x)) => {
                        if !(-32768..=65535).contains(&x) {
                            return Err(Fail::Op(i));
                        }
                        Ok(x as u64 & 0xffff)
                    }
                    _ => Err(Fail::Hard(AsmErr::new(
                        *vstart,
                        "expected an absolute expression or a label",
                    ))),
                },
                Val::Ident(name) => {
                    let e = Expr::Sym(name.to_string(), *vstart);
                    match env.eval(&e) {
                        Ok(Value::Abs(x)) => {
                            if !(-32768..=65535).contains(&x) {
                                return Err(Fail::Op(i));
                            }
                            Ok(x as u64 & 0xffff)
                        }
                        _ => {
                            st.fix = Some((FixKind::Branch, e, *vstart));
                            Ok(0)
                        }
                    }
                }
                _ => Err(Fail::Op(i)),
            }
        }
        STYLE_HWREG => match v {
            Val::Call("hwreg", args) => hwreg(isa, args, env, *vstart),
            _ => uint16(v, env, i),
        },
        STYLE_SENDMSG => match v {
            Val::Call("sendmsg", args) => sendmsg(isa, args, env, *vstart),
            _ => uint16(v, env, i),
        },
        STYLE_WAITCNT => match v {
            Val::Counters(c) => waitcnt(isa, c, env),
            _ => Ok(int_of(v, env, i)? as u64 & 0xffff),
        },
        STYLE_GPRIDX => match v {
            Val::Call("gpr_idx", args) => gpr_idx(args, *vstart),
            _ => {
                let x = int_of(v, env, i)?;
                if !(0..=15).contains(&x) {
                    return Err(Fail::Hard(AsmErr::new(
                        *vstart,
                        "invalid immediate: only 4-bit values are legal",
                    )));
                }
                Ok(x as u64)
            }
        },
        // GFX6/GFX7 SMRD: the 8-bit offset; a larger value is GFX7's
        // literal form (the next candidate).
        STYLE_HEX if d.family == Family::Smrd => match int_of(v, env, i)? {
            x @ 0..=255 => Ok(x as u64),
            _ => Err(Fail::Op(i)),
        },
        _ if SOPP_TRUNC.contains(&d.name) => Ok(int_of(v, env, i)? as u64 & 0xffff),
        _ if d.name == "s_endpgm" || d.name.starts_with("s_cmpk_") && d.name.ends_with("_u32") => {
            uint16(v, env, i)
        }
        STYLE_HEX | STYLE_IMM16 | STYLE_OPTDEC | STYLE_UDEC => int16(v, env, i),
        _ => int16(v, env, i),
    }
}

/// Instructions whose 16-bit immediate `llvm-mc-14` truncates from any
/// integer (`s_nop 0x10000` is `s_nop 0`); the others check it: unsigned
/// for `s_endpgm`, `s_cmpk_*_u32`, hwreg and sendmsg numbers, signed or
/// unsigned 16 bits elsewhere.
const SOPP_TRUNC: [&str; 9] = [
    "s_nop",
    "s_waitcnt",
    "s_sleep",
    "s_setprio",
    "s_trap",
    "s_setkill",
    "s_incperflevel",
    "s_decperflevel",
    "s_denorm_mode",
];

fn uint16(v: &Val, env: &dyn Env, i: usize) -> Result<u64, Fail> {
    match int_of(v, env, i)? {
        x @ 0..=0xffff => Ok(x as u64),
        _ => Err(Fail::Op(i)),
    }
}

fn int_of(v: &Val, env: &dyn Env, i: usize) -> Result<i64, Fail> {
    match v {
        Val::Expr(e) => match env.eval(e) {
            Ok(Value::Abs(x)) => Ok(x),
            _ => Err(Fail::Op(i)),
        },
        Val::Ident(name) => match env.eval(&Expr::Sym(name.to_string(), 0)) {
            Ok(Value::Abs(x)) => Ok(x),
            _ => Err(Fail::Op(i)),
        },
        _ => Err(Fail::Op(i)),
    }
}

fn int16(v: &Val, env: &dyn Env, i: usize) -> Result<u64, Fail> {
    let x = int_of(v, env, i)?;
    if !(-32768..=65535).contains(&x) {
        return Err(Fail::Op(i));
    }
    Ok(x as u64 & 0xffff)
}

fn arg_int(a: &Arg, env: &dyn Env, at: u32) -> Result<i64, Fail> {
    match a {
        Arg::Expr(e) => abs_int(e, env, at),
        Arg::Ident(w) => abs_int(&Expr::Sym(w.to_string(), at), env, at),
        Arg::Str(_) => Err(Fail::Hard(AsmErr::new(at, "expected absolute expression"))),
    }
}

fn hard(at: u32, msg: &str) -> Fail {
    Fail::Hard(AsmErr::new(at, msg))
}

/// `hwreg(id[, offset, size])`.
fn hwreg(isa: Isa, args: &[(Arg, u32)], env: &dyn Env, at: u32) -> Result<u64, Fail> {
    let Some((a0, p0)) = args.first() else {
        return Err(hard(
            at,
            "expected a register name or an absolute expression",
        ));
    };
    let id = match a0 {
        Arg::Ident(w) if w.starts_with("HW_REG_") => {
            let names = class_map(isa, crate::table::CLASS_HWREG_NAMES).map(|(mi, _)| rev(mi));
            match names.and_then(|r| r.text().get(w)) {
                Some(&v) => v as i64,
                None => {
                    return Err(hard(
                        *p0,
                        "specified hardware register is not supported on this GPU",
                    ))
                }
            }
        }
        a => arg_int(a, env, *p0)?,
    };
    if !(0..64).contains(&id) {
        return Err(hard(
            *p0,
            "invalid code of hardware register: only 6-bit values are legal",
        ));
    }
    let (mut off, mut size) = (0i64, 32i64);
    match args.len() {
        1 => {}
        3 => {
            off = arg_int(&args[1].0, env, args[1].1)?;
            size = arg_int(&args[2].0, env, args[2].1)?;
            if !(0..32).contains(&off) {
                return Err(hard(
                    args[1].1,
                    "invalid bit offset: only 5-bit values are legal",
                ));
            }
            if !(1..=32).contains(&size) {
                return Err(hard(
                    args[2].1,
                    "invalid bitfield width: only values from 1 to 32 are legal",
                ));
            }
        }
        _ => return Err(hard(at, "expected a comma or a closing parenthesis")),
    }
    Ok((id | off << 6 | (size - 1) << 11) as u64)
}

/// `sendmsg(msg[, op[, stream]])`, checked against the names and values
/// LLVM prints for this processor (the `names:sendmsg` map).
fn sendmsg(isa: Isa, args: &[(Arg, u32)], env: &dyn Env, at: u32) -> Result<u64, Fail> {
    let Some((mi, m)) = class_map(isa, crate::table::CLASS_SENDMSG_NAMES) else {
        return Err(hard(at, "sendmsg is not supported"));
    };
    let _ = mi;
    // Names of messages and operations from the printed forms.
    let mut msg_id: Option<i64> = None;
    let (a0, p0) = args
        .first()
        .ok_or_else(|| hard(at, "expected a message name or an absolute expression"))?;
    let msg = match a0 {
        Arg::Ident(w) if w.starts_with("MSG_") => {
            for (v, &t) in m.text.iter().enumerate() {
                let t = TEXTS[t as usize];
                if let Some(rest) = t.strip_prefix("sendmsg(") {
                    let name = rest.split([',', ')']).next().unwrap_or("");
                    if name == *w {
                        msg_id = Some((v & 0xf) as i64);
                        break;
                    }
                }
            }
            msg_id.ok_or_else(|| hard(*p0, "specified message id is not supported on this GPU"))?
        }
        a => arg_int(a, env, *p0)?,
    };
    if !(0..16).contains(&msg) {
        return Err(hard(*p0, "invalid message id"));
    }
    let mut op = 0i64;
    let mut stream = 0i64;
    if let Some((a1, p1)) = args.get(1) {
        op = match a1 {
            Arg::Ident(w) if w.contains("_OP_") => {
                let mut found = None;
                for (v, &t) in m.text.iter().enumerate() {
                    let t = TEXTS[t as usize];
                    if (v & 0xf) as i64 != msg {
                        continue;
                    }
                    if let Some(rest) = t.strip_prefix("sendmsg(") {
                        let mut parts = rest.trim_end_matches(')').split(", ");
                        parts.next();
                        if parts.next() == Some(*w) {
                            found = Some(((v >> 4) & 7) as i64);
                            break;
                        }
                    }
                }
                found.ok_or_else(|| hard(*p1, "invalid operation id"))?
            }
            a => arg_int(a, env, *p1)?,
        };
        if let Some((a2, p2)) = args.get(2) {
            stream = arg_int(a2, env, *p2)?;
        }
        if args.len() > 3 {
            return Err(hard(at, "expected a closing parenthesis"));
        }
    }
    if !(0..8).contains(&op) {
        return Err(hard(at, "invalid operation id"));
    }
    if !(0..4).contains(&stream) {
        return Err(hard(at, "invalid message stream id"));
    }
    let v = msg | op << 4 | stream << 8;
    // Symbolic messages must have a form LLVM prints back.
    let t = TEXTS[m.text[v as usize] as usize];
    if matches!(a0, Arg::Ident(_)) && !t.starts_with("sendmsg(MSG_") {
        return Err(hard(at, "invalid operation id"));
    }
    Ok(v as u64)
}

/// `s_waitcnt` counters: fields per generation, others at their maximum.
fn waitcnt(isa: Isa, c: &[(&str, Expr, u32)], env: &dyn Env) -> Result<u64, Fail> {
    let g = isa.generation();
    let mut v: u64 = match g {
        0..=8 => 0xf7f,
        9 => 0xcf7f,
        _ => 0xff7f,
    };
    for (name, e, at) in c {
        let x = abs_int(e, env, *at)?;
        let (base, sat) = match name.strip_suffix("_sat") {
            Some(b) => (b, true),
            None => (*name, false),
        };
        let max: i64 = match base {
            "vmcnt" => {
                if g >= 9 {
                    63
                } else {
                    15
                }
            }
            "expcnt" => 7,
            "lgkmcnt" => {
                if g >= 10 {
                    63
                } else {
                    15
                }
            }
            _ => return Err(hard(*at, "invalid counter name")),
        };
        // Saturated as an unsigned number: -1 is the maximum.
        let x = if sat && !(0..=max).contains(&x) {
            max
        } else {
            x
        };
        if !(0..=max).contains(&x) {
            return Err(hard(*at, &format!("too large value for {name}")));
        }
        let x = x as u64;
        match base {
            "vmcnt" => {
                v = (v & !0xf) | (x & 0xf);
                if g >= 9 {
                    v = (v & !0xc000) | ((x >> 4) << 14);
                }
            }
            "expcnt" => v = (v & !0x70) | (x << 4),
            _ => {
                let m = if g >= 10 { 0x3f00 } else { 0xf00 };
                v = (v & !m) | (x << 8);
            }
        }
    }
    Ok(v)
}

fn gpr_idx(args: &[(Arg, u32)], at: u32) -> Result<u64, Fail> {
    let mut v = 0u64;
    for (a, p) in args {
        let b = match a {
            Arg::Ident("SRC0") => 1,
            Arg::Ident("SRC1") => 2,
            Arg::Ident("SRC2") => 4,
            Arg::Ident("DST") => 8,
            _ => return Err(hard(*p, "expected a VGPR index mode")),
        };
        if v & b != 0 {
            return Err(hard(*p, "duplicate VGPR index mode"));
        }
        v |= b;
    }
    let _ = at;
    Ok(v)
}

const CPOL: [&str; 4] = ["glc", "slc", "dlc", "scc"];

/// The named bits `llvm-mc-14` also takes written `noX`, on some processor
/// (`scripts/gcn/asmno.py`, `facts/asm-no.txt`). `noX` goes where `X`
/// would and clears the bit, except where `X` is part of the instruction
/// (`offen`, `idxen`, `lds`, `gds` of `ds_gws_*`, ...): there it is taken
/// like `X` and the bytes are the same; a returning atomic's `glc` is no
/// such part (`noglc` selects the form without a result, or fails).
/// `nocompr`: not taken (see `gen::NO_WORDS`).
const NO_BITS: [&str; 20] = [
    "a16", "addr64", "clamp", "d16", "da", "dlc", "gds", "glc", "high", "idxen", "lds", "lwe",
    "offen", "r128", "scc", "slc", "swz", "tfe", "unorm", "vm",
];

/// The named bits whose `noX` `llvm-mc-14` encodes as `X` (they select
/// the instruction's form; the value written is not read).
const NO_KEEPS: [&str; 4] = ["offen", "idxen", "addr64", "lds"];

/// GFX6/GFX7: `llvm-mc-14` gives these VOP3 instructions a clamp operand
/// it refuses set ("integer clamping is not supported on this GPU"), so
/// `noclamp` is taken where the table has no clamp: those whose GFX8 twin
/// (gfx803, by name; GFX6/GFX7's `v_add_i32` is `v_add_u32` there,
/// `v_cmps*` is `v_cmp*`) has a clamp. Measured by the `no` lines of the
/// assembler sweep (`asmsweep.py sweep gfx601`).
fn si_noclamp(isa: Isa, d: &InstData) -> bool {
    if isa.generation() >= 8 || !is_vop(d.family) || d.mods.iter().any(|s| s.field == "clamp") {
        return false;
    }
    let Some(vi) = Isa::from_processor("gfx803") else {
        return false;
    };
    let (base, _) = split_suffix(d.name);
    let base = match base {
        "v_add_i32" => "v_add_u32".to_string(),
        "v_sub_i32" => "v_sub_u32".to_string(),
        "v_subrev_i32" => "v_subrev_u32".to_string(),
        b => {
            if let Some(r) = b.strip_prefix("v_cmpsx_") {
                format!("v_cmpx_{r}")
            } else if let Some(r) = b.strip_prefix("v_cmps_") {
                format!("v_cmp_{r}")
            } else {
                b.to_string()
            }
        }
    };
    isa_asm(vi).named(&base).is_some_and(|ids| {
        ids.iter().any(|&id| {
            let t = &INSTS[id as usize];
            t.family == d.family && t.mods.iter().any(|s| s.field == "clamp")
        })
    })
}

/// The named bit a `noX` word clears.
fn no_bit(w: &str) -> Option<&str> {
    w.strip_prefix("no").filter(|x| NO_BITS.contains(x))
}

/// The modifiers after the operands, in the instruction's order.
fn modifiers(
    isa: Isa,
    d: &InstData,
    items: &[Item],
    base: usize,
    env: &dyn Env,
    st: &mut St,
) -> Result<(), Fail> {
    let mut cursor = 0usize;
    let mut done = vec![false; d.mods.len()];
    let mut cpol_seen = false;
    let mut cpol_bits = 0u8;
    let mut trailing_seen: Vec<&str> = Vec::new();
    let cpol_end = d
        .mods
        .iter()
        .rposition(|s| {
            CPOL.contains(&s.field)
                || (s.kind == SlotKind::Imp && CPOL.contains(&TEXTS[s.class as usize]))
        })
        .map(|k| k + 1);
    for (j, it) in items.iter().enumerate() {
        let idx = base + j;
        let word = match &it.kind {
            ItemKind::Op(m, Val::Ident(w), _) if !m.any() => Some(*w),
            _ => None,
        };
        let cpol = word.and_then(|w| match no_bit(w) {
            Some(x) if CPOL.contains(&x) => Some((x, false)),
            _ => CPOL.contains(&w).then_some((w, true)),
        });
        if word == Some("noclamp") && si_noclamp(isa, d) {
            // GFX6/GFX7 VOP3 with an integer or compare clamp LLVM refuses
            // set: `noclamp` before the output modifier, no bits.
            if cursor > 0 || trailing_seen.contains(&"noclamp") {
                return Err(Fail::Op(idx));
            }
            trailing_seen.push("noclamp");
            continue;
        }
        if let Some(w @ ("swz" | "noswz" | "nod16")) = word {
            // `llvm-mc-14` takes `swz` after the other modifiers of buffer
            // loads and stores on every processor and encodes nothing;
            // likewise `nod16` on GFX6/GFX7 images (which have no d16),
            // but those without a data format. Elsewhere `nod16` is any
            // other `noX`.
            let trailing = if w == "nod16" {
                d.family == Family::Mimg
                    && isa.generation() < 8
                    && !d.name.contains("_pck")
                    && !matches!(d.name, "image_get_resinfo" | "image_get_lod")
            } else {
                matches!(d.family, Family::Mubuf | Family::Mtbuf)
                    && ["buffer_load", "buffer_store", "tbuffer_"]
                        .iter()
                        .any(|p| d.name.starts_with(p))
            };
            if trailing {
                if trailing_seen.contains(&w) {
                    return Err(Fail::Op(idx));
                }
                trailing_seen.push(w);
                cursor = d.mods.len();
                continue;
            }
            if w != "nod16" {
                return Err(Fail::Op(idx));
            }
        }
        if let Some((w, on)) = cpol {
            // Cache policy bits merge into one operand at the first one;
            // `noglc` names the bit clear, so a `glc` the instruction must
            // have (a returning atomic's) does not take it, and any
            // instruction with a cache policy takes it (`s_load_dword ...
            // noslc`) where the processor has the bit.
            let is_cpol = |s: &Slot| {
                CPOL.contains(&s.field)
                    || (s.kind == SlotKind::Imp && CPOL.contains(&TEXTS[s.class as usize]))
            };
            let own = d.mods.iter().position(|s| {
                (s.field == w && s.kind != SlotKind::Imp)
                    || (on && s.kind == SlotKind::Imp && TEXTS[s.class as usize] == w)
            });
            let k = match own {
                Some(k) => k,
                // GFX6/GFX7 SMRD has no cache-policy bits; `llvm-mc-14`
                // takes `glc` (and every `noX`) after the offset and
                // encodes nothing.
                None if d.family == Family::Smrd
                    && d.ops.iter().any(|s| s.field == "offset")
                    && cpol_supported(isa, w)
                    && (!on || w == "glc") =>
                {
                    if cpol_bits & (1 << CPOL.iter().position(|c| *c == w).unwrap_or(0)) != 0 {
                        return Err(hard(it.start, "duplicate cache policy modifier"));
                    }
                    cpol_bits |= 1 << CPOL.iter().position(|c| *c == w).unwrap_or(0);
                    continue;
                }
                // GFX10 buffer atomics have no dlc bit; `llvm-mc-14` takes
                // `dlc` there as a cache policy and encodes nothing.
                None if (!on || (w == "dlc" && d.family == Family::Mubuf))
                    && cpol_supported(isa, w) =>
                {
                    match d.mods.iter().position(is_cpol) {
                        Some(k) => k,
                        None => return Err(Fail::Op(idx)),
                    }
                }
                None => return Err(Fail::Op(idx)),
            };
            let bit = 1u8 << CPOL.iter().position(|c| *c == w).unwrap_or(0);
            if cpol_seen {
                if cpol_bits & bit != 0 {
                    return Err(hard(it.start, "duplicate cache policy modifier"));
                }
            } else {
                if k < cursor {
                    return Err(Fail::Op(idx));
                }
                cpol_seen = true;
                cursor = cpol_end.unwrap_or(k + 1).max(k + 1);
            }
            cpol_bits |= bit;
            if own.is_none() {
                continue;
            }
            done[k] = true;
            let s = &d.mods[k];
            if s.kind != SlotKind::Imp {
                set(&mut st.w, s.lo, s.width, on as u64);
            }
            continue;
        }
        let mut matched = false;
        for (k, s) in d.mods.iter().enumerate().skip(cursor) {
            if let Some(r) = mod_slot(isa, d, s, it, idx, env) {
                let v = r?;
                if d.family == Family::Mimg
                    && isa.generation() >= 10
                    && mimg10_dim_slot(s).is_some()
                {
                    set(&mut st.w, 3, 3, v);
                    // The field slot that follows takes nothing more.
                    for (k2, s2) in d.mods.iter().enumerate() {
                        if mimg10_dim_slot(s2).is_some() {
                            done[k2] = true;
                        }
                    }
                } else if s.kind != SlotKind::Imp {
                    if s.hook == Hook::OpSelHi {
                        put_op_sel_hi(isa, s, &mut st.w, v);
                    } else {
                        set(&mut st.w, s.lo, s.width, v);
                    }
                }
                done[k] = true;
                matched = true;
                cursor = k + 1;
                break;
            }
        }
        if !matched {
            return Err(Fail::Op(idx));
        }
    }
    // Defaults of the modifiers not written.
    for (k, s) in d.mods.iter().enumerate() {
        if done[k] {
            continue;
        }
        match s.kind {
            SlotKind::Imp if !TEXTS[s.class as usize].is_empty() => {
                return Err(Fail::TooFew);
            }
            SlotKind::Mod if s.hook == Hook::OpSelHi => {
                put_op_sel_hi(isa, s, &mut st.w, op_sel_hi_default(isa, s));
            }
            SlotKind::Mod if s.field == "dpp_ctrl" => return Err(Fail::TooFew),
            // GFX10 images need a dim.
            SlotKind::Mod if s.field == "dim" && d.family == Family::Mimg => {
                return Err(Fail::TooFew)
            }
            SlotKind::Mod | SlotKind::Ins => {
                let v = mod_default(isa, s);
                set(&mut st.w, s.lo, s.width, v);
            }
            _ => {}
        }
    }
    Ok(())
}

/// The value of a modifier that is not written: LLVM's defaults for the
/// modifiers always printed, else the value printed as nothing.
pub(super) fn mod_default(isa: Isa, s: &Slot) -> u64 {
    if s.hook == Hook::OpSelHi {
        return op_sel_hi_default(isa, s);
    }
    match (s.kind, s.field) {
        (SlotKind::Mod, "row_mask" | "bank_mask") => 0xf,
        (SlotKind::Mod, "dst_sel" | "src0_sel" | "src1_sel") => 6,
        (SlotKind::Mod, "dst_unused") => 2,
        (SlotKind::Mod, "format") => 1,
        (SlotKind::Mod | SlotKind::Ins, _) => default_of(isa, s),
        _ => 0,
    }
}

/// The field value whose printed text is empty (the modifier absent).
fn default_of(isa: Isa, s: &Slot) -> u64 {
    if let Some((_, m)) = class_map(isa, s.class) {
        if let Some(v) = m.text.iter().position(|&t| TEXTS[t as usize].is_empty()) {
            return v as u64;
        }
    }
    0
}

/// Write `op_sel_hi`: bits 59, 60 and 14. Instructions with two sources
/// keep the third bit set (LLVM's default of all ones for absent sources).
pub(super) fn put_op_sel_hi(isa: Isa, s: &Slot, w: &mut u64, v: u64) {
    set(w, 59, 2, v & 3);
    let third = if op_sel_hi_count(isa, s) == 2 {
        1
    } else {
        v >> 2 & 1
    };
    set(w, 14, 1, third);
}

fn op_sel_hi_count(isa: Isa, s: &Slot) -> usize {
    let Some((_, m)) = class_map(isa, s.class) else {
        return 2;
    };
    let text = |v: usize| m.text.get(v).map(|&t| TEXTS[t as usize]).unwrap_or("");
    (0..4)
        .map(|v| text(v).matches(',').count() + 1)
        .max()
        .unwrap_or(2)
}

fn op_sel_hi_default(isa: Isa, s: &Slot) -> u64 {
    let Some((_, m)) = class_map(isa, s.class) else {
        return 0;
    };
    let text = |v: usize| m.text.get(v).map(|&t| TEXTS[t as usize]).unwrap_or("");
    let n = (0..4)
        .map(|v| text(v).matches(',').count() + 1)
        .max()
        .unwrap_or(2);
    if text(0).is_empty() {
        0
    } else {
        (1 << n) - 1
    }
}

/// Does modifier slot `s` take item `it`? `None`: not this slot;
/// `Some(Ok(v))`: field value; `Some(Err)`: it is this slot's modifier
/// with a bad value.
fn mod_slot(
    isa: Isa,
    d: &InstData,
    s: &Slot,
    it: &Item,
    idx: usize,
    env: &dyn Env,
) -> Option<Result<u64, Fail>> {
    if d.family == Family::Mimg && isa.generation() >= 10 {
        if let Some(imp) = mimg10_dim_slot(s) {
            return match &it.kind {
                ItemKind::Mod("dim", v, at) if imp => Some(mimg10_dim(v, *at)),
                _ => None,
            };
        }
    }
    match s.kind {
        SlotKind::Imp => {
            let t = TEXTS[s.class as usize];
            match &it.kind {
                ItemKind::Op(m, Val::Ident(w), _)
                    if !m.any() && (*w == t || no_bit(w) == Some(t)) =>
                {
                    Some(Ok(0))
                }
                // A fixed modifier with a value (`fi:1` of DPP8 with fetch).
                ItemKind::Mod(..) if t.contains(':') => mod_texts(it, env)
                    .filter(|ts| ts.iter().any(|x| x == t))
                    .map(|_| Ok(0)),
                _ => None,
            }
        }
        SlotKind::InsStyle => style_mod(isa, d, s, it, idx, env),
        SlotKind::Mod if s.hook == Hook::OpSelHi => match &it.kind {
            ItemKind::Mod("op_sel_hi", ModVal::List(l), _) => {
                // One to four bits; absent ones are 0, extra ones ignored.
                let n = op_sel_hi_count(isa, s);
                match bit_list("op_sel_hi", l, env) {
                    Ok(v) => Some(Ok(v & ((1 << n) - 1))),
                    Err(e) => Some(Err(e)),
                }
            }
            _ => None,
        },
        // The field of `neg_lo:[...]` is `neg`. (MFMA on gfx908/gfx90a
        // keep `cbsz:N` and `blgp:N` in these fields: not lists, taken
        // below.)
        SlotKind::Ins
            if matches!(s.field, "op_sel" | "neg" | "neg_hi")
                && matches!(&it.kind, ItemKind::Mod(_, ModVal::List(_), _)) =>
        {
            match &it.kind {
                ItemKind::Mod(name, ModVal::List(l), _)
                    if *name == s.field || (*name == "neg_lo" && s.field == "neg") =>
                {
                    let (mi, m) = class_map(isa, s.class)?;
                    let n = (0..m.text.len().min(16))
                        .map(|v| TEXTS[m.text[v] as usize].matches(',').count() + 1)
                        .max()
                        .unwrap_or(2);
                    let v = match bit_list(name, l, env) {
                        Ok(v) => v & ((1 << n) - 1),
                        Err(e) => return Some(Err(e)),
                    };
                    if v == 0 {
                        return Some(Ok(default_of(isa, s)));
                    }
                    let text: Vec<String> = (0..n).map(|k| (v >> k & 1).to_string()).collect();
                    let t = format!("{name}:[{}]", text.join(","));
                    rev(mi).text().get(t.as_str()).map(|&c| Ok(c as u64))
                }
                _ => None,
            }
        }
        SlotKind::Mod | SlotKind::Ins => {
            let (mi, _) = class_map(isa, s.class)?;
            let r = rev(mi);
            if let ItemKind::Mod("bound_ctrl", ModVal::Expr(e), at) = &it.kind {
                if s.field == "bound_ctrl" && !matches!(env.eval(e), Ok(Value::Abs(0 | 1))) {
                    return Some(Err(hard(*at, "invalid bound_ctrl value.")));
                }
            }
            if let ItemKind::Op(m, Val::Ident(w), _) = &it.kind {
                if let Some(x) = no_bit(w).filter(|_| !m.any()) {
                    // `noX`: the value printed as nothing, where `X` is a
                    // value; the addressing bits and `lds` are part of the
                    // instruction to LLVM, which keeps them set.
                    return r.text().get(x).map(|&v| {
                        // The ray-tracing images' `a16` selects the form too.
                        let keeps = NO_KEEPS.contains(&x)
                            || (x == "a16" && d.name.starts_with("image_bvh"));
                        Ok(if keeps { v as u64 } else { default_of(isa, s) })
                    });
                }
            }
            let texts = mod_texts(it, env)?;
            for t in &texts {
                if let Some(&v) = r.text().get(t.as_str()) {
                    return Some(Ok(v as u64));
                }
            }
            // The value printed as nothing, written out (`offset1:0`,
            // `mul:1`, `div:1`, `dmask:0`, `cbsz:0`): `llvm-mc-14` takes it.
            if let ItemKind::Mod(name, ModVal::Expr(e), _) = &it.kind {
                let neutral = if matches!(*name, "mul" | "div") { 1 } else { 0 };
                let prefix = format!("{name}:");
                let (_, m) = class_map(isa, s.class)?;
                // Numbers, not lists (`op_sel:0` is no `op_sel:[0,0]`).
                let named = m.text.iter().any(|&t| {
                    TEXTS[t as usize]
                        .strip_prefix(&prefix)
                        .is_some_and(|r| !r.starts_with('['))
                });
                let dv = default_of(isa, s) as usize;
                let default_empty = m
                    .text
                    .get(dv)
                    .is_some_and(|&t| TEXTS[t as usize].is_empty());
                if named
                    && default_empty
                    && matches!(env.eval(e), Ok(Value::Abs(x)) if x == neutral)
                {
                    return Some(Ok(dv as u64));
                }
            }
            None
        }
        _ => None,
    }
}

/// Whether a modifier slot of a GFX10 image instruction is its `dim`, and
/// whether it takes the `dim:` item (the implicit `dim:SQ_RSRC_IMG_1D`
/// or the always-printed field; the field printed when not zero that
/// follows the implicit one takes nothing, see `print::mimg10_dim`).
fn mimg10_dim_slot(s: &Slot) -> Option<bool> {
    match s.kind {
        SlotKind::Imp if TEXTS[s.class as usize].starts_with("dim:") => Some(true),
        SlotKind::Mod if s.field == "dim" => Some(true),
        SlotKind::Ins if s.field == "dim" => Some(false),
        _ => None,
    }
}

/// The value of `dim:`: `SQ_RSRC_IMG_2D_ARRAY`, or the suffix alone
/// (`2D_ARRAY`, any case), as LLVM 14 reads it.
fn mimg10_dim(v: &ModVal, at: u32) -> Result<u64, Fail> {
    let bad = || hard(at, "invalid dim value");
    let ModVal::Ident(w) = v else {
        return Err(bad());
    };
    let w = w.strip_prefix("SQ_RSRC_IMG_").unwrap_or(w);
    crate::print::MIMG_DIMS
        .iter()
        .position(|d| d["SQ_RSRC_IMG_".len()..].eq_ignore_ascii_case(w))
        .map(|k| k as u64)
        .ok_or_else(bad)
}

/// The bits of `op_sel:[...]` and its kind: one to four values 0 or 1.
fn bit_list(name: &str, l: &[(Expr, u32)], env: &dyn Env) -> Result<u64, Fail> {
    let mut v = 0u64;
    for (k, (e, at)) in l.iter().enumerate() {
        match env.eval(e) {
            Ok(Value::Abs(b @ (0 | 1))) if k < 4 => v |= (b as u64) << k,
            _ if k >= 4 => return Err(hard(*at, "expected a closing square bracket")),
            _ => return Err(hard(*at, &format!("invalid {name} value."))),
        }
    }
    Ok(v)
}

/// The printed forms an item may have (`row_mask:0xf` for `row_mask:15`).
fn mod_texts(it: &Item, env: &dyn Env) -> Option<Vec<String>> {
    match &it.kind {
        ItemKind::Op(m, Val::Ident(w), _) if !m.any() => Some(vec![w.to_string()]),
        // `a16` lexes as a register where there are accumulation registers.
        ItemKind::Op(m, Val::Reg(r), _) if !m.any() && r.file == RegFile::Agpr && r.count == 1 => {
            Some(vec![r.to_string()])
        }
        ItemKind::Mod(name, v, _) => match v {
            ModVal::Expr(e) => {
                let Ok(Value::Abs(x)) = env.eval(e) else {
                    return Some(vec![]);
                };
                // Fields LLVM truncates rather than checks.
                let x = match *name {
                    "dmask" | "row_mask" | "bank_mask" => x & 0xf,
                    // DPP8's fetch-inactive flag: any value but 0 sets it.
                    "fi" => (x != 0) as i64,
                    _ => x,
                };
                let mut t = vec![format!("{name}:{x}"), format!("{name}:{x:#x}")];
                if *name == "bound_ctrl" && (x == 0 || x == 1) {
                    t.push("bound_ctrl:1".into());
                }
                Some(t)
            }
            ModVal::List(l) => {
                let mut s = format!("{name}:[");
                for (k, (e, _)) in l.iter().enumerate() {
                    if k > 0 {
                        s.push(',');
                    }
                    match e {
                        Expr::Sym(n, _) if env.eval(e).is_err() => s.push_str(n),
                        _ => {
                            let Ok(Value::Abs(x)) = env.eval(e) else {
                                return Some(vec![]);
                            };
                            s.push_str(&x.to_string());
                        }
                    }
                }
                s.push(']');
                Some(vec![s])
            }
            ModVal::Ident(w) => Some(vec![format!("{name}:{w}")]),
            ModVal::Call(..) => Some(vec![]),
        },
        _ => None,
    }
}

/// Modifiers printed in a style: `offset:N` (unsigned or signed),
/// `offset:swizzle(...)`.
fn style_mod(
    isa: Isa,
    d: &InstData,
    s: &Slot,
    it: &Item,
    idx: usize,
    env: &dyn Env,
) -> Option<Result<u64, Fail>> {
    let ItemKind::Mod(name, v, vstart) = &it.kind else {
        return None;
    };
    let name = *name;
    let field = s.field;
    let _ = isa;
    match s.class {
        STYLE_OFFSET | STYLE_SOFFSET | STYLE_SWIZZLE
            if name == field || (field == "offset" && name == "offset") =>
        {
            if s.class == STYLE_SWIZZLE {
                if let ModVal::Call("swizzle", args) = v {
                    return Some(swizzle(args, env, *vstart));
                }
            }
            let ModVal::Expr(e) = v else {
                return Some(Err(Fail::Op(idx)));
            };
            let x = match env.eval(e) {
                Ok(Value::Abs(x)) => x,
                _ => return Some(Err(hard(*vstart, "expected absolute expression"))),
            };
            let w = s.width as u32;
            match (d.family, s.class) {
                (Family::Mubuf | Family::Mtbuf | Family::Ds, _) | (_, STYLE_SWIZZLE) => {
                    // Checked as 16 bits, truncated to the field.
                    if !(0..65536).contains(&x) {
                        return Some(Err(Fail::Op(idx)));
                    }
                }
                (Family::Flat, STYLE_SOFFSET) => {
                    if x < -(1i64 << (w - 1)) || x >= (1i64 << (w - 1)) {
                        return Some(Err(hard(
                            *vstart,
                            &format!("expected a {w}-bit signed offset"),
                        )));
                    }
                }
                (Family::Flat, _) if isa.generation() < 9 && x != 0 => {
                    // GFX8 FLAT has no offset field (LLVM 14 takes
                    // `offset:0` only).
                    return Some(Err(hard(
                        *vstart,
                        "flat offset modifier is not supported on this GPU",
                    )));
                }
                (Family::Flat, _) => {
                    // The flat segment's offsets are unsigned and one bit
                    // narrower than the field (the sign bit of global and
                    // scratch offsets).
                    let w = if d.name.starts_with("flat_") && s.width >= 12 {
                        w - 1
                    } else {
                        w
                    };
                    if !(0..1i64 << w).contains(&x) {
                        return Some(Err(hard(
                            *vstart,
                            &format!("expected a {w}-bit unsigned offset"),
                        )));
                    }
                }
                _ => {
                    let ok = match s.class {
                        STYLE_SOFFSET => x >= -(1i64 << (w - 1)) && x < (1i64 << (w - 1)),
                        _ => x >= 0 && x < (1i64 << w),
                    };
                    if !ok {
                        return Some(Err(Fail::Op(idx)));
                    }
                }
            }
            Some(Ok(x as u64 & ((1u64 << w) - 1)))
        }
        STYLE_DPP8 if name == "dpp8" => {
            let ModVal::List(l) = v else {
                return Some(Err(Fail::Op(idx)));
            };
            if l.len() != 8 {
                return Some(Err(hard(*vstart, "expected a comma")));
            }
            let mut r = 0u64;
            for (k, (e, at)) in l.iter().enumerate() {
                match env.eval(e) {
                    Ok(Value::Abs(x @ 0..=7)) => r |= (x as u64) << (3 * k),
                    _ => return Some(Err(hard(*at, "expected a 3-bit value"))),
                }
            }
            Some(Ok(r))
        }
        _ => None,
    }
}

/// `swizzle(MODE, ...)` offsets for `ds_swizzle_b32`.
fn swizzle(args: &[(Arg, u32)], env: &dyn Env, at: u32) -> Result<u64, Fail> {
    let Some((Arg::Ident(mode), mp)) = args.first() else {
        return Err(hard(at, "expected a swizzle mode"));
    };
    let int = |k: usize| -> Result<i64, Fail> {
        let (a, p) = args.get(k).ok_or_else(|| hard(at, "expected a comma"))?;
        arg_int(a, env, *p)
    };
    let pow2 = |x: i64| x > 0 && (x & (x - 1)) == 0;
    match *mode {
        "QUAD_PERM" => {
            if args.len() != 5 {
                return Err(hard(at, "expected a comma"));
            }
            let mut v = 0x8000u64;
            for k in 0..4 {
                let x = int(k + 1)?;
                if !(0..4).contains(&x) {
                    return Err(hard(args[k + 1].1, "expected a 2-bit lane id"));
                }
                v |= (x as u64) << (2 * k);
            }
            Ok(v)
        }
        "BITMASK_PERM" => {
            let Some((Arg::Str(s), p)) = args.get(1) else {
                return Err(hard(at, "expected a string"));
            };
            let body = &s[1..s.len() - 1];
            if body.len() != 5 {
                return Err(hard(*p, "expected a 5-character mask"));
            }
            let (mut and, mut or, mut xor) = (0u64, 0u64, 0u64);
            for (k, c) in body.bytes().enumerate() {
                let bit = 1u64 << (4 - k);
                match c {
                    b'0' => {}
                    b'1' => or |= bit,
                    b'p' => and |= bit,
                    b'i' => {
                        and |= bit;
                        xor |= bit
                    }
                    _ => return Err(hard(*p, "invalid mask")),
                }
            }
            Ok(and | or << 5 | xor << 10)
        }
        "BROADCAST" => {
            let size = int(1)?;
            if !pow2(size) || !(2..=32).contains(&size) {
                return Err(hard(args[1].1, "group size must be a power of two"));
            }
            let lane = int(2)?;
            if !(0..size).contains(&lane) {
                return Err(hard(
                    args[2].1,
                    "lane id must be in the interval [0,group size - 1]",
                ));
            }
            Ok(((0x1f - (size - 1)) | lane << 5) as u64)
        }
        "SWAP" => {
            let n = int(1)?;
            if !pow2(n) || !(1..=16).contains(&n) {
                return Err(hard(args[1].1, "group size must be a power of two"));
            }
            Ok((0x1f | n << 10) as u64)
        }
        "REVERSE" => {
            let n = int(1)?;
            if !pow2(n) || !(2..=32).contains(&n) {
                return Err(hard(args[1].1, "group size must be a power of two"));
            }
            Ok((0x1f | (n - 1) << 10) as u64)
        }
        _ => Err(hard(*mp, "expected a swizzle mode")),
    }
}

/// Checks that need all fields: address and data register counts.
fn post_checks(isa: Isa, d: &InstData, items: &[Item], st: &mut St) -> Result<(), Fail> {
    if let Some((n, i, hook)) = st.vaddr_count {
        let want = match hook {
            Hook::BufVaddr => crate::hooks::buf_vaddr_count_of(isa, st.w),
            _ => {
                let saddr_off =
                    field(st.w, 48, 7) == if isa.generation() >= 10 { 0x7d } else { 0x7f };
                if d.name.starts_with("scratch_") {
                    saddr_off as u32
                } else if saddr_off {
                    2
                } else {
                    1
                }
            }
        };
        if n != want {
            return Err(Fail::Op(i));
        }
    }
    if let Some((n, nsa, i)) = st.mimg10_addr {
        let (ranges, lists) =
            super::types::vaddr10_counts(isa, d.name, field(st.w, 3, 3), field(st.w, 62, 1) == 1);
        let ok = if nsa { lists } else { ranges } >> n & 1 == 1;
        if !ok {
            // LLVM: a size the instruction has no form of is an operand
            // error; a form of another dim or a16 is this one.
            let (any_r, any_n) = (0..16).fold((0, 0), |(a, b), k| {
                let (r, l) = super::types::vaddr10_counts(isa, d.name, k / 2, k % 2 == 1);
                (a | r, b | l)
            });
            if if nsa { any_n } else { any_r } >> n & 1 == 0 {
                return Err(Fail::Op(i));
            }
            return Err(hard(
                u32::MAX,
                "image address size does not match dim and a16",
            ));
        }
        // Ray-tracing images: llvm-mc-14 takes an address count that only
        // the a16 form has (8 for image_bvh_intersect_ray, an NSA list of 9
        // for image_bvh64_intersect_ray) without `a16` and sets the bit.
        if let Some(b) = super::types::bvh10(isa, d.name) {
            let mut w = st.w;
            if nsa {
                set(&mut w, 1, 2, (n as u64 - 1).div_ceil(4));
            }
            if crate::hooks::bvh10_addr(&b, w) != Some(n) {
                set(&mut st.w, 62, 1, 1);
            }
        }
    }
    if d.family == Family::Mimg {
        let dmask = field(st.w, 8, 4);
        if d.name.starts_with("image_gather4") && !matches!(dmask, 1 | 2 | 4 | 8) {
            return Err(hard(
                u32::MAX,
                "invalid image_gather dmask: only one bit must be set",
            ));
        }
        if d.name.starts_with("image_atomic") && !matches!(dmask, 1 | 3 | 15) {
            return Err(hard(u32::MAX, "invalid atomic image dmask"));
        }
    }
    // LLVM 14 does not check image data sizes on gfx90a.
    if let Some((n, _)) = st.vdata_count.filter(|_| !is_gfx90a(isa)) {
        let dmask = field(st.w, 8, 4);
        let dmask = if dmask == 0 { 1 } else { dmask };
        let mut size = if d.name.starts_with("image_gather4") {
            4
        } else {
            dmask.count_ones()
        };
        if field(st.w, 63, 1) == 1 && packed_d16(isa) {
            size = size.div_ceil(2);
        }
        size += field(st.w, 16, 1);
        if n != size {
            let at = items.first().map(|it| it.start).unwrap_or(0);
            let _ = at;
            return Err(Fail::Hard(AsmErr::new(
                u32::MAX,
                "image data size does not match dmask and tfe",
            )));
        }
    }
    Ok(())
}

/// The accumulation-register bit of a VGPR field (gfx90a): the one kind
/// of operand modifier bit that is not a source modifier.
pub(super) fn acc_mod(s: &Slot) -> Option<&crate::data::OpMod> {
    s.opmods
        .iter()
        .find(|o| !matches!(o.kind, ModKind::Neg | ModKind::Abs | ModKind::Sext))
}

pub(super) fn is_gfx90a(isa: Isa) -> bool {
    isa.processors().contains(&"gfx90a")
}

/// gfx90a: register tuples of VGPRs and AGPRs start at an even register;
/// the data of `ds_gws_*` too.
fn gfx90a_checks(d: &InstData, items: &[Item]) -> Result<(), Fail> {
    for it in items {
        if let ItemKind::Op(_, Val::Reg(r), _) = &it.kind {
            if matches!(r.file, RegFile::Vgpr | RegFile::Agpr) && r.count >= 2 && r.index % 2 == 1 {
                return Err(hard(
                    it.start,
                    "invalid register class: vgpr tuples must be 64 bit aligned",
                ));
            }
        }
    }
    if d.name.starts_with("ds_gws_") {
        if let Some(it) = items.first() {
            if let ItemKind::Op(_, Val::Reg(r), _) = &it.kind {
                if matches!(r.file, RegFile::Vgpr | RegFile::Agpr) && r.index % 2 == 1 {
                    return Err(hard(it.start, "vgpr must be even aligned"));
                }
            }
        }
    }
    mfma_overlap(d, items)
}

/// An MFMA's accumulator input is its output or apart from it.
fn mfma_overlap(d: &InstData, items: &[Item]) -> Result<(), Fail> {
    if d.name.starts_with("v_mfma_") {
        if let (Some(ItemKind::Op(_, Val::Reg(dst), _)), Some(it)) =
            (items.first().map(|i| &i.kind), items.get(3))
        {
            if let ItemKind::Op(_, Val::Reg(c), _) = &it.kind {
                let overlap = c.file == dst.file
                    && c.index < dst.index + dst.count as u16
                    && dst.index < c.index + c.count as u16;
                // LLVM checks destinations wider than 128 bits only.
                if overlap && dst.count > 4 && (c.index, c.count) != (dst.index, dst.count) {
                    return Err(hard(
                        it.start,
                        "source 2 operand must not partially overlap with dst",
                    ));
                }
            }
        }
    }
    Ok(())
}

fn packed_d16(isa: Isa) -> bool {
    let g = isa.generation();
    g >= 9 || isa.processors().contains(&"gfx810")
}

/// Literal and constant bus rules.
fn validate(isa: Isa, d: &InstData, items: &[Item], st: &St) -> Result<(), Fail> {
    let g = isa.generation();
    let base = split_suffix(d.name).0;
    if let Some(i) = st.lit_unsupported {
        if g < 10 {
            return Err(hard(items[i].start, "literal operands are not supported"));
        }
    }
    if let Some(i) = st.lit_twice {
        return Err(hard(items[i].start, "only one literal operand is allowed"));
    }
    // GFX10 literals: not in a buffer's soffset, nor in the carry or
    // condition source of a VOP3 carry operation or `v_cndmask_b32`, nor
    // in `v_readlane_b32`'s lane select.
    if g >= 10 && st.lit.is_some() {
        let last_op = items
            .iter()
            .rposition(|it| matches!(it.kind, ItemKind::Op(..)));
        let carry = matches!(
            base,
            "v_cndmask_b32"
                | "v_add_co_ci_u32"
                | "v_sub_co_ci_u32"
                | "v_subrev_co_ci_u32"
                | "v_readlane_b32"
        ) && d.family == Family::Vop3
            && last_op == Some(st.lit_item);
        if matches!(d.family, Family::Mubuf | Family::Mtbuf) || carry {
            return Err(hard(
                items[st.lit_item.min(items.len() - 1)].start,
                "invalid operand for instruction",
            ));
        }
    }
    if let Some((i, src0)) = st.lds_direct {
        let rev = ["subrev", "lshlrev", "lshrrev", "ashrrev"]
            .iter()
            .any(|r| base.contains(r));
        if matches!(
            d.family,
            Family::SdwaVop1 | Family::SdwaVop2 | Family::SdwaVopc
        ) || rev
        {
            return Err(hard(
                items[i].start,
                "lds_direct cannot be used with this instruction",
            ));
        }
        if !src0 {
            return Err(hard(items[i].start, "lds_direct may be used as src0 only"));
        }
    }
    // VOP3B (a scalar carry or condition destination) has no abs.
    if d.family == Family::Vop3 && d.ops.iter().any(|s| s.field == "sdst") {
        // Items: vdst, sdst, src0, src1, src2.
        for k in [2, 4] {
            if let Some(it) = items.get(k) {
                if matches!(&it.kind, ItemKind::Op(m, ..) if m.any_abs()) {
                    return Err(hard(it.start, "ABS not allowed in VOP3B instructions"));
                }
            }
        }
    }
    // Destinations that must not overlap the sources (early clobber).
    if matches!(
        base,
        "v_qsad_pk_u16_u8" | "v_mqsad_pk_u16_u8" | "v_mqsad_u32_u8"
    ) {
        if let Some(ItemKind::Op(_, Val::Reg(dst), _)) = items.first().map(|it| &it.kind) {
            for it in &items[1..] {
                if let ItemKind::Op(_, Val::Reg(r), _) = &it.kind {
                    if r.file == dst.file
                        && r.index < dst.index + dst.count as u16
                        && dst.index < r.index + r.count as u16
                    {
                        return Err(hard(
                            u32::MAX,
                            "destination must be different than all sources",
                        ));
                    }
                }
            }
        }
    }
    if is_vop(d.family) {
        let limit = if g >= 10 {
            if matches!(base, "v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64") {
                1
            } else {
                2
            }
        } else {
            1
        };
        let mut used: Vec<u32> = Vec::new();
        // Implicit reads of the instruction.
        if base.starts_with("v_div_fmas_") {
            used.push(pack_reg(Reg {
                file: RegFile::Vcc,
                index: 0,
                count: 2,
            }));
        }
        // Relative moves read M0 (GFX8 measured; GFX10 has two slots).
        if (base.starts_with("v_interp_") && d.family == Family::Vop3 && base != "v_interp_p2_f16")
            || (g < 10 && base.starts_with("v_movrel"))
        {
            used.push(pack_reg(Reg {
                file: RegFile::M0,
                index: 0,
                count: 1,
            }));
        }
        let mut n = used.len();
        if st.lit.is_some() || st.fix.is_some() {
            n += 1;
        }
        for &(r, i) in &st.sgprs {
            if used.contains(&r) {
                continue;
            }
            used.push(r);
            n += 1;
            if n > limit {
                return Err(hard(
                    items[i.min(items.len() - 1)].start,
                    "invalid operand (violates constant bus restrictions)",
                ));
            }
        }
        // A literal beside an implicit read (GFX8 `v_movreld_b32 v1, 65`).
        if n > limit && st.lit.is_some() {
            return Err(hard(
                items[st.lit_item.min(items.len() - 1)].start,
                "invalid operand (violates constant bus restrictions)",
            ));
        }
    }
    Ok(())
}

// Keep the map type reachable for helpers.
#[allow(dead_code)]
fn _maps() -> usize {
    MAPS.len()
}
