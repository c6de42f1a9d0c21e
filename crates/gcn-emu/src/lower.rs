//! From the decoder's instruction to the emulator's: the operation each
//! mnemonic performs (this match is the list of implemented instructions:
//! anything else becomes `Op::Unsupported`, which stops a run naming the
//! instruction) and its operands resolved to register slots and typed
//! constants.

use gcn::{Family, Inst, Isa, Operand, RegFile, SpecialSrc};

use crate::float::{F16, F32, F64};
use crate::ins::*;
use crate::memory::AtomicOp as A;

/// The operation of a mnemonic (without its encoding suffix) and the types
/// of its sources, for constants. `None`: not implemented.
fn valu(base: &str) -> Option<(V, [Ty; 3])> {
    use V::*;
    const B32: Ty = Ty::B32;
    const U64: Ty = Ty::U64;
    const I64: Ty = Ty::I64;
    const TF16: Ty = Ty::F16;
    const TI16: Ty = Ty::I16;
    const TF64: Ty = Ty::F64;
    const S: [Ty; 3] = [B32, B32, B32];
    const H: [Ty; 3] = [TF16, TF16, TF16];
    const I: [Ty; 3] = [TI16, TI16, TI16];
    const D: [Ty; 3] = [TF64, TF64, TF64];
    const DI: [Ty; 3] = [TF64, B32, B32];
    const Q: [Ty; 3] = [B32, B32, U64];
    Some(match base {
        "v_nop" => (Nop, S),
        "v_mov_b32" => (Mov32, S),
        "v_mov_b64" => (Mov64, [U64, U64, U64]),
        "v_readfirstlane_b32" => (Readfirstlane, S),
        "v_readlane_b32" => (Readlane, S),
        "v_writelane_b32" => (Writelane, S),
        "v_movrels_b32" => (Movrels, S),
        "v_movreld_b32" => (Movreld, S),
        "v_movrelsd_b32" => (Movrelsd, S),
        "v_swap_b32" => (Swap, S),
        "v_accvgpr_read_b32" => (AccRead, S),
        "v_accvgpr_write_b32" => (AccWrite, S),
        "v_accvgpr_mov_b32" => (AccMov, S),
        // float unary
        "v_fract_f32" => (Fract(F32), S),
        "v_trunc_f32" => (Trunc(F32), S),
        "v_ceil_f32" => (Ceil(F32), S),
        "v_rndne_f32" => (Rndne(F32), S),
        "v_floor_f32" => (Floor(F32), S),
        "v_exp_f32" => (Exp(F32), S),
        "v_log_f32" => (Log(F32), S),
        "v_rcp_f32" | "v_rcp_iflag_f32" => (Rcp(F32), S),
        "v_rsq_f32" => (Rsq(F32), S),
        "v_sqrt_f32" => (Sqrt(F32), S),
        "v_sin_f32" => (Sin(F32), S),
        "v_cos_f32" => (Cos(F32), S),
        "v_frexp_mant_f32" => (FrexpMant(F32), S),
        "v_frexp_exp_i32_f32" => (FrexpExp(F32), S),
        "v_exp_legacy_f32" => (ExpLegacy, S),
        "v_log_legacy_f32" => (LogLegacy, S),
        "v_fract_f64" => (Fract(F64), D),
        "v_trunc_f64" => (Trunc(F64), D),
        "v_ceil_f64" => (Ceil(F64), D),
        "v_rndne_f64" => (Rndne(F64), D),
        "v_floor_f64" => (Floor(F64), D),
        "v_rcp_f64" => (Rcp(F64), D),
        "v_rsq_f64" => (Rsq(F64), D),
        "v_sqrt_f64" => (Sqrt(F64), D),
        "v_frexp_mant_f64" => (FrexpMant(F64), D),
        "v_frexp_exp_i32_f64" => (FrexpExp(F64), D),
        "v_fract_f16" => (Fract(F16), H),
        "v_trunc_f16" => (Trunc(F16), H),
        "v_ceil_f16" => (Ceil(F16), H),
        "v_rndne_f16" => (Rndne(F16), H),
        "v_floor_f16" => (Floor(F16), H),
        "v_exp_f16" => (Exp(F16), H),
        "v_log_f16" => (Log(F16), H),
        "v_rcp_f16" => (Rcp(F16), H),
        "v_rsq_f16" => (Rsq(F16), H),
        "v_sqrt_f16" => (Sqrt(F16), H),
        "v_sin_f16" => (Sin(F16), H),
        "v_cos_f16" => (Cos(F16), H),
        "v_frexp_mant_f16" => (FrexpMant(F16), H),
        "v_frexp_exp_i16_f16" => (FrexpExp(F16), H),
        // conversions
        "v_cvt_f32_i32" => (CvtF32I32, S),
        "v_cvt_f32_u32" => (CvtF32U32, S),
        "v_cvt_i32_f32" => (CvtI32F32, S),
        "v_cvt_u32_f32" => (CvtU32F32, S),
        "v_cvt_f16_f32" => (CvtF16F32, S),
        "v_cvt_f32_f16" => (CvtF32F16, H),
        "v_cvt_rpi_i32_f32" => (CvtRpiI32F32, S),
        "v_cvt_flr_i32_f32" => (CvtFlrI32F32, S),
        "v_cvt_f32_f64" => (CvtF32F64, D),
        "v_cvt_f64_f32" => (CvtF64F32, S),
        "v_cvt_i32_f64" => (CvtI32F64, D),
        "v_cvt_u32_f64" => (CvtU32F64, D),
        "v_cvt_f64_i32" => (CvtF64I32, S),
        "v_cvt_f64_u32" => (CvtF64U32, S),
        "v_cvt_f32_ubyte0" => (CvtF32Ubyte(0), S),
        "v_cvt_f32_ubyte1" => (CvtF32Ubyte(1), S),
        "v_cvt_f32_ubyte2" => (CvtF32Ubyte(2), S),
        "v_cvt_f32_ubyte3" => (CvtF32Ubyte(3), S),
        "v_cvt_f16_u16" => (CvtF16U16, I),
        "v_cvt_f16_i16" => (CvtF16I16, I),
        "v_cvt_u16_f16" => (CvtU16F16, H),
        "v_cvt_i16_f16" => (CvtI16F16, H),
        "v_cvt_norm_i16_f16" => (CvtNormI16F16, H),
        "v_cvt_norm_u16_f16" => (CvtNormU16F16, H),
        "v_cvt_pkrtz_f16_f32" => (CvtPkrtzF16F32, S),
        "v_cvt_pknorm_i16_f32" => (CvtPknormI16F32, S),
        "v_cvt_pknorm_u16_f32" => (CvtPknormU16F32, S),
        "v_cvt_pk_u16_u32" => (CvtPkU16U32, S),
        "v_cvt_pk_i16_i32" => (CvtPkI16I32, S),
        "v_cvt_pk_u8_f32" => (CvtPkU8F32, S),
        "v_sat_pk_u8_i16" => (SatPkU8I16, S),
        // integer unary
        "v_not_b32" => (Not, S),
        "v_bfrev_b32" => (Bfrev, S),
        "v_ffbh_u32" => (FfbhU32, S),
        "v_ffbl_b32" => (FfblB32, S),
        "v_ffbh_i32" => (FfbhI32, S),
        // float binary
        "v_add_f32" => (Add(F32), S),
        "v_sub_f32" => (Sub(F32), S),
        "v_subrev_f32" => (Subrev(F32), S),
        "v_mul_f32" => (Mul(F32), S),
        "v_mul_legacy_f32" => (MulLegacy, S),
        "v_min_f32" => (Min(F32), S),
        "v_max_f32" => (Max(F32), S),
        "v_ldexp_f32" => (Ldexp(F32), S),
        "v_mac_f32" => (Mac(F32, false), S),
        "v_fmac_f32" => (Mac(F32, true), S),
        "v_madmk_f32" => (Madmk(F32, false), S),
        "v_madak_f32" => (Madak(F32, false), S),
        "v_fmamk_f32" => (Madmk(F32, true), S),
        "v_fmaak_f32" => (Madak(F32, true), S),
        "v_add_f64" => (Add(F64), D),
        "v_mul_f64" => (Mul(F64), D),
        "v_min_f64" => (Min(F64), D),
        "v_max_f64" => (Max(F64), D),
        "v_ldexp_f64" => (Ldexp(F64), DI),
        "v_fmac_f64" => (Mac(F64, true), D),
        "v_add_f16" => (Add(F16), H),
        "v_sub_f16" => (Sub(F16), H),
        "v_subrev_f16" => (Subrev(F16), H),
        "v_mul_f16" => (Mul(F16), H),
        "v_min_f16" => (Min(F16), H),
        "v_max_f16" => (Max(F16), H),
        "v_ldexp_f16" => (Ldexp(F16), [TF16, TI16, TI16]),
        "v_mac_f16" => (Mac(F16, false), H),
        "v_fmac_f16" => (Mac(F16, true), H),
        "v_madmk_f16" => (Madmk(F16, false), H),
        "v_madak_f16" => (Madak(F16, false), H),
        "v_fmamk_f16" => (Madmk(F16, true), H),
        "v_fmaak_f16" => (Madak(F16, true), H),
        // float ternary
        "v_fma_f32" => (Fma(F32), S),
        "v_fma_f64" => (Fma(F64), D),
        "v_fma_f16" => (Fma(F16), H),
        "v_mad_f32" => (Mad(F32), S),
        "v_mad_f16" | "v_mad_legacy_f16" => (Mad(F16), H),
        "v_mad_legacy_f32" => (MadLegacy, S),
        "v_fma_legacy_f32" => (FmaLegacy, S),
        "v_min3_f32" => (Min3(F32), S),
        "v_max3_f32" => (Max3(F32), S),
        "v_med3_f32" => (Med3(F32), S),
        "v_min3_f16" => (Min3(F16), H),
        "v_max3_f16" => (Max3(F16), H),
        "v_med3_f16" => (Med3(F16), H),
        "v_div_fixup_f32" => (DivFixup(F32), S),
        "v_div_fixup_f64" => (DivFixup(F64), D),
        "v_div_fixup_f16" | "v_div_fixup_legacy_f16" => (DivFixup(F16), H),
        "v_div_fmas_f32" => (DivFmas(F32), S),
        "v_div_fmas_f64" => (DivFmas(F64), D),
        "v_div_scale_f32" => (DivScale(F32), S),
        "v_div_scale_f64" => (DivScale(F64), D),
        "v_trig_preop_f64" => (TrigPreop, DI),
        // integer binary
        "v_add_u32" | "v_add_nc_u32" => (AddU32, S),
        "v_sub_u32" | "v_sub_nc_u32" => (SubU32, S),
        "v_subrev_u32" | "v_subrev_nc_u32" => (SubrevU32, S),
        "v_add_co_u32" => (
            AddCo {
                sub: false,
                rev: false,
                carry_in: false,
            },
            S,
        ),
        "v_sub_co_u32" => (
            AddCo {
                sub: true,
                rev: false,
                carry_in: false,
            },
            S,
        ),
        "v_subrev_co_u32" => (
            AddCo {
                sub: true,
                rev: true,
                carry_in: false,
            },
            S,
        ),
        "v_addc_co_u32" | "v_add_co_ci_u32" => (
            AddCo {
                sub: false,
                rev: false,
                carry_in: true,
            },
            S,
        ),
        "v_subb_co_u32" | "v_sub_co_ci_u32" => (
            AddCo {
                sub: true,
                rev: false,
                carry_in: true,
            },
            S,
        ),
        "v_subbrev_co_u32" | "v_subrev_co_ci_u32" => (
            AddCo {
                sub: true,
                rev: true,
                carry_in: true,
            },
            S,
        ),
        "v_add_i32" | "v_add_nc_i32" => (AddI32 { sub: false }, S),
        "v_sub_i32" | "v_sub_nc_i32" => (AddI32 { sub: true }, S),
        "v_mul_lo_u32" => (MulLoU32, S),
        "v_mul_lo_i32" => (MulLoI32, S),
        "v_mul_hi_u32" => (MulHiU32, S),
        "v_mul_hi_i32" => (MulHiI32, S),
        "v_mul_i32_i24" => (MulI32I24, S),
        "v_mul_hi_i32_i24" => (MulHiI32I24, S),
        "v_mul_u32_u24" => (MulU32U24, S),
        "v_mul_hi_u32_u24" => (MulHiU32U24, S),
        "v_min_i32" => (MinI32, S),
        "v_min_u32" => (MinU32, S),
        "v_max_i32" => (MaxI32, S),
        "v_max_u32" => (MaxU32, S),
        "v_lshrrev_b32" => (LshrRev, S),
        "v_ashrrev_i32" => (AshrRev, S),
        "v_lshlrev_b32" => (LshlRev, S),
        "v_and_b32" => (And, S),
        "v_or_b32" => (Or, S),
        "v_xor_b32" => (Xor, S),
        "v_xnor_b32" => (Xnor, S),
        "v_bfm_b32" => (Bfm, S),
        "v_bcnt_u32_b32" => (Bcnt, S),
        "v_mbcnt_lo_u32_b32" => (MbcntLo, S),
        "v_mbcnt_hi_u32_b32" => (MbcntHi, S),
        "v_cndmask_b32" => (Cndmask, S),
        // 16-bit integer
        "v_add_u16" | "v_add_nc_u16" => (AddU16, I),
        "v_sub_u16" | "v_sub_nc_u16" => (SubU16, I),
        "v_subrev_u16" => (SubrevU16, I),
        "v_add_i16" | "v_add_nc_i16" => (AddI16 { sub: false }, I),
        "v_sub_i16" | "v_sub_nc_i16" => (AddI16 { sub: true }, I),
        "v_mul_lo_u16" => (MulLoU16, I),
        "v_lshlrev_b16" => (LshlRev16, I),
        "v_lshrrev_b16" => (LshrRev16, I),
        "v_ashrrev_i16" => (AshrRev16, I),
        "v_max_u16" => (MaxU16, I),
        "v_max_i16" => (MaxI16, I),
        "v_min_u16" => (MinU16, I),
        "v_min_i16" => (MinI16, I),
        "v_mad_u16" | "v_mad_legacy_u16" => (MadU16, I),
        "v_mad_i16" | "v_mad_legacy_i16" => (MadI16, I),
        "v_min3_i16" => (Min3I16, I),
        "v_min3_u16" => (Min3U16, I),
        "v_max3_i16" => (Max3I16, I),
        "v_max3_u16" => (Max3U16, I),
        "v_med3_i16" => (Med3I16, I),
        "v_med3_u16" => (Med3U16, I),
        // integer ternary
        "v_bfe_u32" => (BfeU32, S),
        "v_bfe_i32" => (BfeI32, S),
        "v_bfi_b32" => (Bfi, S),
        "v_alignbit_b32" => (Alignbit, S),
        "v_alignbyte_b32" => (Alignbyte, S),
        "v_mad_i32_i24" => (MadI32I24, S),
        "v_mad_u32_u24" => (MadU32U24, S),
        "v_min3_i32" => (Min3I32, S),
        "v_min3_u32" => (Min3U32, S),
        "v_max3_i32" => (Max3I32, S),
        "v_max3_u32" => (Max3U32, S),
        "v_med3_i32" => (Med3I32, S),
        "v_med3_u32" => (Med3U32, S),
        "v_add3_u32" => (Add3, S),
        "v_lshl_add_u32" => (LshlAdd, S),
        "v_add_lshl_u32" => (AddLshl, S),
        "v_lshl_or_b32" => (LshlOr, S),
        "v_and_or_b32" => (AndOr, S),
        "v_or3_b32" => (Or3, S),
        "v_xor3_b32" => (Xor3, S),
        "v_xad_u32" => (Xad, S),
        "v_perm_b32" => (Perm, S),
        "v_sad_u8" => (SadU8, S),
        "v_sad_hi_u8" => (SadHiU8, S),
        "v_sad_u16" => (SadU16, S),
        "v_sad_u32" => (SadU32, S),
        "v_msad_u8" => (MsadU8, S),
        "v_lerp_u8" => (LerpU8, S),
        "v_mad_u64_u32" => (MadU64U32, Q),
        "v_mad_i64_i32" => (MadI64I32, [B32, B32, I64]),
        // 64-bit shifts: the shift count first
        "v_lshlrev_b64" => (LshlRev64, [B32, U64, B32]),
        "v_lshrrev_b64" => (LshrRev64, [B32, U64, B32]),
        "v_ashrrev_i64" => (AshrRev64, [B32, I64, B32]),
        // cross-lane
        "v_permlane16_b32" => (Permlane16, S),
        "v_permlanex16_b32" => (Permlanex16, S),
        // packed
        "v_pk_mad_i16" => (PkMadI16, I),
        "v_pk_mul_lo_u16" => (PkMulLoU16, I),
        "v_pk_add_i16" => (PkAddI16, I),
        "v_pk_sub_i16" => (PkSubI16, I),
        "v_pk_lshlrev_b16" => (PkLshlRev16, I),
        "v_pk_lshrrev_b16" => (PkLshrRev16, I),
        "v_pk_ashrrev_i16" => (PkAshrRev16, I),
        "v_pk_max_i16" => (PkMaxI16, I),
        "v_pk_min_i16" => (PkMinI16, I),
        "v_pk_mad_u16" => (PkMadU16, I),
        "v_pk_add_u16" => (PkAddU16, I),
        "v_pk_sub_u16" => (PkSubU16, I),
        "v_pk_max_u16" => (PkMaxU16, I),
        "v_pk_min_u16" => (PkMinU16, I),
        "v_pk_fma_f16" => (PkFmaF16, H),
        "v_pk_add_f16" => (PkAddF16, H),
        "v_pk_mul_f16" => (PkMulF16, H),
        "v_pk_min_f16" => (PkMinF16, H),
        "v_pk_max_f16" => (PkMaxF16, H),
        "v_pk_fma_f32" => (PkFmaF32, [U64, U64, U64]),
        "v_pk_mul_f32" => (PkMulF32, [U64, U64, U64]),
        "v_pk_add_f32" => (PkAddF32, [U64, U64, U64]),
        "v_pk_mov_b32" => (PkMovB32, [U64, U64, U64]),
        "v_mad_mix_f32" => (
            MadMix {
                fused: false,
                half: 0,
            },
            H,
        ),
        "v_mad_mixlo_f16" => (
            MadMix {
                fused: false,
                half: 1,
            },
            H,
        ),
        "v_mad_mixhi_f16" => (
            MadMix {
                fused: false,
                half: 2,
            },
            H,
        ),
        "v_fma_mix_f32" => (
            MadMix {
                fused: true,
                half: 0,
            },
            H,
        ),
        "v_fma_mixlo_f16" => (
            MadMix {
                fused: true,
                half: 1,
            },
            H,
        ),
        "v_fma_mixhi_f16" => (
            MadMix {
                fused: true,
                half: 2,
            },
            H,
        ),
        "v_dot2_f32_f16" => (Dot2F32F16, [TF16, TF16, B32]),
        "v_dot2_i32_i16" => (Dot2I32I16, [TI16, TI16, B32]),
        "v_dot2_u32_u16" => (Dot2U32U16, [TI16, TI16, B32]),
        "v_dot4_i32_i8" => (Dot4I32I8, S),
        "v_dot4_u32_u8" => (Dot4U32U8, S),
        "v_dot8_i32_i4" => (Dot8I32I4, S),
        "v_dot8_u32_u4" => (Dot8U32U4, S),
        "v_dot2c_f32_f16" => (Dot2cF32F16, [TF16, TF16, B32]),
        "v_dot4c_i32_i8" => (Dot4cI32I8, S),
        "v_pack_b32_f16" => (PackB32F16, H),
        "v_cubeid_f32" => (CubeId, S),
        "v_cubesc_f32" => (CubeSc, S),
        "v_cubetc_f32" => (CubeTc, S),
        "v_cubema_f32" => (CubeMa, S),
        _ => return None,
    })
}

/// `v_cmp[x]_<pred>_<type>` and `v_cmp[x]_class_<type>`.
fn vcmp(base: &str) -> Option<(Op, [Ty; 3])> {
    let (x, rest) = if let Some(r) = base.strip_prefix("v_cmpx_") {
        (true, r)
    } else {
        (false, base.strip_prefix("v_cmp_")?)
    };
    let (pred, ty) = rest.rsplit_once('_')?;
    let fmt = match ty {
        "f16" => Some(F16),
        "f32" => Some(F32),
        "f64" => Some(F64),
        _ => None,
    };
    let cty = |f: crate::float::Fmt| match f.man {
        10 => [Ty::F16; 3],
        23 => [Ty::B32; 3],
        _ => [Ty::F64, Ty::F64, Ty::F64],
    };
    if pred == "class" {
        let f = fmt?;
        let mut t = cty(f);
        t[1] = Ty::B32;
        return Some((Op::VCmpClass { fmt: f, x }, t));
    }
    if let Some(f) = fmt {
        let p = [
            "f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq",
            "nlt", "tru",
        ]
        .iter()
        .position(|&p| p == pred)? as u8;
        return Some((Op::VCmp { pred: p, fmt: f, x }, cty(f)));
    }
    let it = match ty {
        "i16" => IntTy::I16,
        "u16" => IntTy::U16,
        "i32" => IntTy::I32,
        "u32" => IntTy::U32,
        "i64" => IntTy::I64,
        "u64" => IntTy::U64,
        _ => return None,
    };
    let cmp = match pred {
        "f" => Cmp::F,
        "lt" => Cmp::Lt,
        "eq" => Cmp::Eq,
        "le" => Cmp::Le,
        "gt" => Cmp::Gt,
        "ne" | "lg" => Cmp::Ne,
        "ge" => Cmp::Ge,
        "t" | "tru" => Cmp::T,
        _ => return None,
    };
    let t = match it {
        IntTy::I16 | IntTy::U16 => Ty::I16,
        IntTy::I32 | IntTy::U32 => Ty::B32,
        IntTy::I64 => Ty::I64,
        IntTy::U64 => Ty::U64,
    };
    Some((Op::VCmpI { cmp, ty: it, x }, [t; 3]))
}

fn cmp_of(s: &str) -> Option<Cmp> {
    Some(match s {
        "eq" => Cmp::Eq,
        "lg" => Cmp::Ne,
        "gt" => Cmp::Gt,
        "ge" => Cmp::Ge,
        "lt" => Cmp::Lt,
        "le" => Cmp::Le,
        _ => return None,
    })
}

/// Scalar operations: the op and whether its operands are 64-bit, and
/// whether a 64-bit literal operand is signed.
fn salu(base: &str) -> Option<(Op, bool)> {
    let (stem, w) = if let Some(s) = base.strip_suffix("_b64") {
        (s, true)
    } else if let Some(s) = base
        .strip_suffix("_i64")
        .or_else(|| base.strip_suffix("_u64"))
    {
        (s, true)
    } else if let Some(s) = base
        .strip_suffix("_b32")
        .or_else(|| base.strip_suffix("_i32"))
        .or_else(|| base.strip_suffix("_u32"))
    {
        (s, false)
    } else {
        (base, false)
    };
    let s2 = |op| Some((Op::S2 { op, wide: w }, w));
    let s1 = |op| Some((Op::S1 { op, wide: w }, w));
    match base {
        "s_add_u32" => return s2(S2::AddU),
        "s_sub_u32" => return s2(S2::SubU),
        "s_add_i32" => return s2(S2::AddI),
        "s_sub_i32" => return s2(S2::SubI),
        "s_addc_u32" => return s2(S2::Addc),
        "s_subb_u32" => return s2(S2::Subb),
        "s_min_i32" => return s2(S2::MinI),
        "s_min_u32" => return s2(S2::MinU),
        "s_max_i32" => return s2(S2::MaxI),
        "s_max_u32" => return s2(S2::MaxU),
        "s_mul_i32" => return s2(S2::MulI),
        "s_bfe_u32" | "s_bfe_u64" => return s2(S2::BfeU),
        "s_bfe_i32" | "s_bfe_i64" => return s2(S2::BfeI),
        "s_absdiff_i32" => return s2(S2::AbsdiffI),
        "s_lshl1_add_u32" => return s2(S2::LshlAdd(1)),
        "s_lshl2_add_u32" => return s2(S2::LshlAdd(2)),
        "s_lshl3_add_u32" => return s2(S2::LshlAdd(3)),
        "s_lshl4_add_u32" => return s2(S2::LshlAdd(4)),
        "s_pack_ll_b32_b16" => {
            return Some((
                Op::S2 {
                    op: S2::PackLl,
                    wide: false,
                },
                false,
            ))
        }
        "s_pack_lh_b32_b16" => {
            return Some((
                Op::S2 {
                    op: S2::PackLh,
                    wide: false,
                },
                false,
            ))
        }
        "s_pack_hh_b32_b16" => {
            return Some((
                Op::S2 {
                    op: S2::PackHh,
                    wide: false,
                },
                false,
            ))
        }
        "s_mul_hi_u32" => return s2(S2::MulHiU),
        "s_mul_hi_i32" => return s2(S2::MulHiI),
        "s_ashr_i32" | "s_ashr_i64" => return s2(S2::Ashr),
        "s_bfm_b32" => return s2(S2::Bfm),
        "s_bfm_b64" => {
            return Some((
                Op::S2 {
                    op: S2::Bfm,
                    wide: true,
                },
                false,
            ))
        }
        "s_sext_i32_i8" => return s1(S1::SextI8),
        "s_sext_i32_i16" => return s1(S1::SextI16),
        "s_flbit_i32" | "s_flbit_i32_i64" => return s1(S1::FlbitI32),
        "s_flbit_i32_b32" | "s_flbit_i32_b64" => return s1(S1::Flbit),
        "s_ff0_i32_b32" | "s_ff0_i32_b64" => return s1(S1::Ff0),
        "s_ff1_i32_b32" | "s_ff1_i32_b64" => return s1(S1::Ff1),
        "s_bcnt0_i32_b32" | "s_bcnt0_i32_b64" => return s1(S1::Bcnt0),
        "s_bcnt1_i32_b32" | "s_bcnt1_i32_b64" => return s1(S1::Bcnt1),
        "s_abs_i32" => return s1(S1::Abs),
        "s_movrels_b32" | "s_movrels_b64" => return s1(S1::Movrels),
        "s_movreld_b32" | "s_movreld_b64" => return s1(S1::Movreld),
        "s_movrelsd_2_b32" => return s1(S1::Movrelsd),
        "s_quadmask_b32" | "s_quadmask_b64" => return s1(S1::Quadmask),
        "s_andn1_wrexec_b32" | "s_andn1_wrexec_b64" => return s1(S1::Wrexec(true)),
        "s_andn2_wrexec_b32" | "s_andn2_wrexec_b64" => return s1(S1::Wrexec(false)),
        "s_getpc_b64" => return Some((Op::SGetpc, true)),
        "s_setpc_b64" => return Some((Op::SSetpc, true)),
        "s_swappc_b64" => return Some((Op::SSwappc, true)),
        "s_call_b64" => return Some((Op::SCall, true)),
        _ => {}
    }
    if let Some(logic) = stem.strip_suffix("_saveexec") {
        let (op, not_first) = match logic {
            "s_and" => (S2::And, false),
            "s_or" => (S2::Or, false),
            "s_xor" => (S2::Xor, false),
            "s_andn2" => (S2::Andn2, false),
            "s_orn2" => (S2::Orn2, false),
            "s_nand" => (S2::Nand, false),
            "s_nor" => (S2::Nor, false),
            "s_xnor" => (S2::Xnor, false),
            "s_andn1" => (S2::And, true),
            "s_orn1" => (S2::Or, true),
            _ => return None,
        };
        return s1(S1::Saveexec(op, not_first));
    }
    let op2 = match stem {
        "s_cselect" => Some(S2::Cselect),
        "s_and" => Some(S2::And),
        "s_or" => Some(S2::Or),
        "s_xor" => Some(S2::Xor),
        "s_andn2" => Some(S2::Andn2),
        "s_orn2" => Some(S2::Orn2),
        "s_nand" => Some(S2::Nand),
        "s_nor" => Some(S2::Nor),
        "s_xnor" => Some(S2::Xnor),
        "s_lshl" => Some(S2::Lshl),
        "s_lshr" => Some(S2::Lshr),
        _ => None,
    };
    if let Some(op) = op2 {
        return s2(op);
    }
    let op1 = match stem {
        "s_mov" => S1::Mov,
        "s_cmov" => S1::Cmov,
        "s_not" => S1::Not,
        "s_wqm" => S1::Wqm,
        "s_brev" => S1::Brev,
        "s_bitset0" => S1::Bitset0,
        "s_bitset1" => S1::Bitset1,
        _ => {
            // compares
            if let Some(r) = base.strip_prefix("s_cmpk_") {
                let (c, t) = r.split_once('_')?;
                let ty = if t == "i32" { IntTy::I32 } else { IntTy::U32 };
                return Some((Op::SCmpk(cmp_of(c)?, ty), false));
            }
            if let Some(r) = base.strip_prefix("s_cmp_") {
                let (c, t) = r.split_once('_')?;
                let ty = match t {
                    "i32" => IntTy::I32,
                    "u32" => IntTy::U32,
                    "u64" => IntTy::U64,
                    _ => return None,
                };
                return Some((Op::SCmp(cmp_of(c)?, ty), ty == IntTy::U64));
            }
            if let Some(r) = base.strip_prefix("s_bitcmp") {
                let one = r.starts_with('1');
                return Some((Op::SBitcmp { one, wide: w }, false));
            }
            return None;
        }
    };
    // the bit index of s_bitset is 32-bit, the destination 64-bit
    let _ = op1;
    s1(op1)
}

/// Program control, SOPK, and other scalar instructions that are not ALU.
fn control(base: &str) -> Option<Op> {
    Some(match base {
        "s_nop" => Op::Nop,
        "s_endpgm" | "s_endpgm_saved" | "s_endpgm_ordered_ps_done" => Op::Endpgm,
        "s_branch" => Op::Branch,
        "s_cbranch_scc0" => Op::Cbranch(Cond::Scc0),
        "s_cbranch_scc1" => Op::Cbranch(Cond::Scc1),
        "s_cbranch_vccz" => Op::Cbranch(Cond::Vccz),
        "s_cbranch_vccnz" => Op::Cbranch(Cond::Vccnz),
        "s_cbranch_execz" => Op::Cbranch(Cond::Execz),
        "s_cbranch_execnz" => Op::Cbranch(Cond::Execnz),
        "s_barrier" => Op::Barrier,
        "s_waitcnt" => Op::Waitcnt,
        "s_waitcnt_vscnt" => Op::WaitcntK(Counter::Vs),
        "s_waitcnt_vmcnt" => Op::WaitcntK(Counter::Vm),
        "s_waitcnt_expcnt" => Op::WaitcntK(Counter::Exp),
        "s_waitcnt_lgkmcnt" => Op::WaitcntK(Counter::Lgkm),
        "s_waitcnt_depctr" => Op::WaitcntDepctr,
        "s_icache_inv" | "s_clause" | "s_inst_prefetch" | "s_setprio" | "s_ttracedata"
        | "s_incperflevel" | "s_decperflevel" | "s_sethalt" | "s_setkill" | "s_version"
        | "s_ttracedata_imm" | "s_dcache_inv_vol" => Op::Hint,
        "s_code_end" => Op::CodeEnd,
        "s_sleep" => Op::Sleep,
        "s_trap" => Op::Trap,
        "s_sendmsg" | "s_sendmsghalt" => Op::Sendmsg,
        "s_set_gpr_idx_on" => Op::SetGprIdxOn,
        "s_set_gpr_idx_off" => Op::SetGprIdxOff,
        "s_set_gpr_idx_mode" => Op::SetGprIdxMode,
        "s_set_gpr_idx_idx" => Op::SetGprIdxIdx,
        "s_round_mode" => Op::RoundMode,
        "s_denorm_mode" => Op::DenormMode,
        "s_movk_i32" => Op::SMovk,
        "s_cmovk_i32" => Op::SCmovk,
        "s_addk_i32" => Op::SAddk,
        "s_mulk_i32" => Op::SMulk,
        "s_getreg_b32" => Op::SGetreg,
        "s_setreg_b32" => Op::SSetreg,
        "s_setreg_imm32_b32" => Op::SSetregImm,
        "s_memtime" | "s_memrealtime" => Op::SMemtime,
        "s_dcache_inv" | "s_dcache_wb" | "s_dcache_wb_vol" | "s_gl1_inv" => Op::SCache,
        _ => return None,
    })
}

fn smem(base: &str) -> Option<Op> {
    let (buffer, rest) = if let Some(r) = base.strip_prefix("s_buffer_") {
        (true, r)
    } else {
        (false, base.strip_prefix("s_")?)
    };
    let (load, width) = if let Some(w) = rest.strip_prefix("load_dword") {
        (true, w)
    } else if let Some(w) = rest.strip_prefix("store_dword") {
        (false, w)
    } else {
        return None;
    };
    let dwords = match width {
        "" => 1,
        "x2" => 2,
        "x4" => 4,
        "x8" => 8,
        "x16" => 16,
        _ => return None,
    };
    Some(if load {
        Op::SLoad { dwords, buffer }
    } else {
        Op::SStore { dwords, buffer }
    })
}

/// Atomic operations by mnemonic stem, with the number of data registers
/// per value (cmpswap takes two).
fn atomic(stem: &str) -> Option<A> {
    Some(match stem {
        "swap" | "wrxchg" => A::Swap,
        "cmpswap" | "cmpst" => A::CmpSwap,
        "add" => A::Add,
        "sub" => A::Sub,
        "rsub" => A::RSub,
        "smin" | "min_i" => A::SMin,
        "umin" | "min_u" => A::UMin,
        "smax" | "max_i" => A::SMax,
        "umax" | "max_u" => A::UMax,
        "and" => A::And,
        "or" => A::Or,
        "xor" => A::Xor,
        "inc" => A::Inc,
        "dec" => A::Dec,
        "add_f32" | "add_f64" | "fadd" => A::FAdd,
        "fmin" | "min_f" | "min_f64" => A::FMin,
        "fmax" | "max_f" | "max_f64" => A::FMax,
        "pk_add_f16" => A::PkAddF16,
        "mskor" => A::MskOr,
        _ => return None,
    })
}

fn ds(base: &str) -> Option<(DsOp, u8)> {
    use DsOp::*;
    let r = base.strip_prefix("ds_")?;
    Some(match r {
        "read_b32" | "load_b32" => (
            Read {
                bytes: 4,
                sext: false,
                d16: 0,
            },
            1,
        ),
        "read_b64" | "load_b64" => (
            Read {
                bytes: 8,
                sext: false,
                d16: 0,
            },
            2,
        ),
        "read_b96" | "load_b96" => (
            Read {
                bytes: 12,
                sext: false,
                d16: 0,
            },
            3,
        ),
        "read_b128" | "load_b128" => (
            Read {
                bytes: 16,
                sext: false,
                d16: 0,
            },
            4,
        ),
        "read_u8" => (
            Read {
                bytes: 1,
                sext: false,
                d16: 0,
            },
            1,
        ),
        "read_i8" => (
            Read {
                bytes: 1,
                sext: true,
                d16: 0,
            },
            1,
        ),
        "read_u16" => (
            Read {
                bytes: 2,
                sext: false,
                d16: 0,
            },
            1,
        ),
        "read_i16" => (
            Read {
                bytes: 2,
                sext: true,
                d16: 0,
            },
            1,
        ),
        "read_u8_d16" => (
            Read {
                bytes: 1,
                sext: false,
                d16: 1,
            },
            1,
        ),
        "read_u8_d16_hi" => (
            Read {
                bytes: 1,
                sext: false,
                d16: 2,
            },
            1,
        ),
        "read_i8_d16" => (
            Read {
                bytes: 1,
                sext: true,
                d16: 1,
            },
            1,
        ),
        "read_i8_d16_hi" => (
            Read {
                bytes: 1,
                sext: true,
                d16: 2,
            },
            1,
        ),
        "read_u16_d16" => (
            Read {
                bytes: 2,
                sext: false,
                d16: 1,
            },
            1,
        ),
        "read_u16_d16_hi" => (
            Read {
                bytes: 2,
                sext: false,
                d16: 2,
            },
            1,
        ),
        "read2_b32" => (
            Read2 {
                b64: false,
                st64: false,
            },
            2,
        ),
        "read2_b64" => (
            Read2 {
                b64: true,
                st64: false,
            },
            4,
        ),
        "read2st64_b32" => (
            Read2 {
                b64: false,
                st64: true,
            },
            2,
        ),
        "read2st64_b64" => (
            Read2 {
                b64: true,
                st64: true,
            },
            4,
        ),
        "write_b8" => (
            Write {
                bytes: 1,
                hi: false,
            },
            0,
        ),
        "write_b16" => (
            Write {
                bytes: 2,
                hi: false,
            },
            0,
        ),
        "write_b32" => (
            Write {
                bytes: 4,
                hi: false,
            },
            0,
        ),
        "write_b64" => (
            Write {
                bytes: 8,
                hi: false,
            },
            0,
        ),
        "write_b96" => (
            Write {
                bytes: 12,
                hi: false,
            },
            0,
        ),
        "write_b128" => (
            Write {
                bytes: 16,
                hi: false,
            },
            0,
        ),
        "write_b8_d16_hi" => (Write { bytes: 1, hi: true }, 0),
        "write_b16_d16_hi" => (Write { bytes: 2, hi: true }, 0),
        "write2_b32" => (
            Write2 {
                b64: false,
                st64: false,
            },
            0,
        ),
        "write2_b64" => (
            Write2 {
                b64: true,
                st64: false,
            },
            0,
        ),
        "write2st64_b32" => (
            Write2 {
                b64: false,
                st64: true,
            },
            0,
        ),
        "write2st64_b64" => (
            Write2 {
                b64: true,
                st64: true,
            },
            0,
        ),
        "wrxchg2_rtn_b32" => (
            Wrxchg2 {
                b64: false,
                st64: false,
            },
            2,
        ),
        "wrxchg2_rtn_b64" => (
            Wrxchg2 {
                b64: true,
                st64: false,
            },
            4,
        ),
        "wrxchg2st64_rtn_b32" => (
            Wrxchg2 {
                b64: false,
                st64: true,
            },
            2,
        ),
        "wrxchg2st64_rtn_b64" => (
            Wrxchg2 {
                b64: true,
                st64: true,
            },
            4,
        ),
        "swizzle_b32" => (Swizzle, 1),
        "permute_b32" => (Permute, 1),
        "bpermute_b32" => (Bpermute, 1),
        "append" => (Append, 1),
        "consume" => (Consume, 1),
        "nop" => (Nop, 0),
        _ => {
            // atomics: ds_<op>[_rtn]_<type>
            let (stem, ty) = r.rsplit_once('_')?;
            let b64 = matches!(ty, "b64" | "u64" | "i64" | "f64");
            if !matches!(
                ty,
                "b32" | "u32" | "i32" | "f32" | "b64" | "u64" | "i64" | "f64"
            ) {
                return None;
            }
            let (stem, rtn) = match stem.strip_suffix("_rtn") {
                Some(s) => (s, true),
                None => (stem, false),
            };
            let key = match (stem, ty) {
                ("min", "i32" | "i64") => "min_i",
                ("min", "u32" | "u64") => "min_u",
                ("max", "i32" | "i64") => "max_i",
                ("max", "u32" | "u64") => "max_u",
                ("min", "f32" | "f64") => "min_f",
                ("max", "f32" | "f64") => "max_f",
                ("add", "f32") => "add_f32",
                ("add", "f64") => "add_f64",
                ("cmpst", "f32" | "f64") => return None,
                (s, _) => s,
            };
            let op = atomic(key)?;
            let n = if rtn {
                if b64 {
                    2
                } else {
                    1
                }
            } else {
                0
            };
            (Atomic { op, b64, rtn }, n)
        }
    })
}

/// FLAT/GLOBAL/SCRATCH/MUBUF opcodes after their segment prefix.
fn vmem(rest: &str) -> Option<(MemOp, u8)> {
    use MemOp::*;
    Some(match rest {
        "load_ubyte" => (
            Load {
                bytes: 1,
                sext: false,
                d16: 0,
            },
            1,
        ),
        "load_sbyte" => (
            Load {
                bytes: 1,
                sext: true,
                d16: 0,
            },
            1,
        ),
        "load_ushort" => (
            Load {
                bytes: 2,
                sext: false,
                d16: 0,
            },
            1,
        ),
        "load_sshort" => (
            Load {
                bytes: 2,
                sext: true,
                d16: 0,
            },
            1,
        ),
        "load_dword" => (
            Load {
                bytes: 4,
                sext: false,
                d16: 0,
            },
            1,
        ),
        "load_dwordx2" => (
            Load {
                bytes: 8,
                sext: false,
                d16: 0,
            },
            2,
        ),
        "load_dwordx3" => (
            Load {
                bytes: 12,
                sext: false,
                d16: 0,
            },
            3,
        ),
        "load_dwordx4" => (
            Load {
                bytes: 16,
                sext: false,
                d16: 0,
            },
            4,
        ),
        "load_ubyte_d16" => (
            Load {
                bytes: 1,
                sext: false,
                d16: 1,
            },
            1,
        ),
        "load_ubyte_d16_hi" => (
            Load {
                bytes: 1,
                sext: false,
                d16: 2,
            },
            1,
        ),
        "load_sbyte_d16" => (
            Load {
                bytes: 1,
                sext: true,
                d16: 1,
            },
            1,
        ),
        "load_sbyte_d16_hi" => (
            Load {
                bytes: 1,
                sext: true,
                d16: 2,
            },
            1,
        ),
        "load_short_d16" => (
            Load {
                bytes: 2,
                sext: false,
                d16: 1,
            },
            1,
        ),
        "load_short_d16_hi" => (
            Load {
                bytes: 2,
                sext: false,
                d16: 2,
            },
            1,
        ),
        "store_byte" => (
            Store {
                bytes: 1,
                hi: false,
            },
            0,
        ),
        "store_byte_d16_hi" => (Store { bytes: 1, hi: true }, 0),
        "store_short" => (
            Store {
                bytes: 2,
                hi: false,
            },
            0,
        ),
        "store_short_d16_hi" => (Store { bytes: 2, hi: true }, 0),
        "store_dword" => (
            Store {
                bytes: 4,
                hi: false,
            },
            0,
        ),
        "store_dwordx2" => (
            Store {
                bytes: 8,
                hi: false,
            },
            0,
        ),
        "store_dwordx3" => (
            Store {
                bytes: 12,
                hi: false,
            },
            0,
        ),
        "store_dwordx4" => (
            Store {
                bytes: 16,
                hi: false,
            },
            0,
        ),
        "wbinvl1" | "wbinvl1_vol" | "gl0_inv" | "gl1_inv" | "wbl2" | "invl2" => (Cache, 0),
        _ => {
            let a = rest.strip_prefix("atomic_")?;
            let (stem, b64) = match a.strip_suffix("_x2") {
                Some(s) => (s, true),
                None => (a, a.ends_with("_f64")),
            };
            let op = atomic(stem)?;
            (Atomic { op, b64 }, if b64 { 2 } else { 1 })
        }
    })
}

/// Words that do not decode: an instruction that stops the run if reached.
/// The decoder's `s_nop` stands in for the raw word (never executed).
pub(crate) fn invalid(word: u32, addr: u64) -> Ins {
    let nop = gcn::decode(
        gcn::Isa::all().next().expect("an ISA"),
        &0xbf80_0000u32.to_le_bytes(),
    )
    .expect("s_nop decodes");
    let mut i = blank(nop, addr, Enc::Other);
    i.imm = word as i64;
    i.imm2 = INVALID_TAG;
    i
}

const INVALID_TAG: i64 = 0x1_dead_beef;

/// Whether an instruction stands for undecodable bytes.
pub(crate) fn is_invalid(ins: &Ins) -> bool {
    ins.enc == Enc::Other && ins.imm2 == INVALID_TAG
}

/// The mnemonic without its encoding suffix.
pub(crate) fn base_name(name: &str) -> &str {
    for suf in ["_e32", "_e64", "_sdwa", "_dpp8", "_dpp"] {
        if let Some(b) = name.strip_suffix(suf) {
            return b;
        }
    }
    name
}

fn reg_slot(file: RegFile, index: u16) -> Option<Opnd> {
    Some(match file {
        RegFile::Sgpr => Opnd::S(index as u8),
        RegFile::Vgpr => Opnd::V(index),
        RegFile::Agpr => Opnd::A(index),
        RegFile::Ttmp => Opnd::S(TTMP + index as u8),
        RegFile::Vcc => Opnd::S(VCC + index as u8),
        RegFile::Exec => Opnd::S(EXEC + index as u8),
        RegFile::M0 => Opnd::S(M0),
        RegFile::FlatScratch => Opnd::S(FLAT_SCRATCH + index as u8),
        RegFile::XnackMask => Opnd::S(104 + index as u8),
        RegFile::Null => Opnd::S(NULL),
        RegFile::Tba | RegFile::Tma => return None,
    })
}

/// An operand value as the emulator's operand, constants typed by `ty`.
fn conv(v: Operand, ty: Ty) -> Opnd {
    match v {
        Operand::Reg(r) => reg_slot(r.file, r.index).unwrap_or(Opnd::None),
        Operand::Inline(c) => {
            let vt = match ty {
                Ty::B32 => gcn::ValueType::B32,
                Ty::I16 => gcn::ValueType::I16,
                Ty::F16 => gcn::ValueType::F16,
                _ => gcn::ValueType::B64,
            };
            Opnd::K(c.bits(vt))
        }
        Operand::Literal(l) => Opnd::K(match ty {
            Ty::U64 => l as u64,
            Ty::I64 => l as i32 as i64 as u64,
            Ty::F64 => (l as u64) << 32,
            _ => l as u64,
        }),
        Operand::Special(s) => Opnd::Special(match s {
            SpecialSrc::Vccz => Special::Vccz,
            SpecialSrc::Execz => Special::Execz,
            SpecialSrc::Scc => Special::Scc,
            SpecialSrc::LdsDirect => Special::LdsDirect,
            SpecialSrc::SharedBase => Special::SharedBase,
            SpecialSrc::SharedLimit => Special::SharedLimit,
            SpecialSrc::PrivateBase => Special::PrivateBase,
            SpecialSrc::PrivateLimit => Special::PrivateLimit,
            SpecialSrc::PopsExitingWaveId => Special::PopsExitingWaveId,
        }),
        Operand::Off => Opnd::Off,
        Operand::Imm(i) => Opnd::K(i),
    }
}

fn sext(v: i64, bits: u32) -> i64 {
    (v << (64 - bits)) >> (64 - bits)
}

fn blank(inst: Inst, addr: u64, enc: Enc) -> Ins {
    Ins {
        op: Op::Unsupported,
        enc,
        dst: Opnd::None,
        dst2: Opnd::None,
        src: [Opnd::None; 4],
        abs: 0,
        neg: 0,
        neg_hi: 0,
        op_sel: 0,
        op_sel_hi: 0,
        clamp: false,
        omod: 0,
        sdwa: Sdwa::default(),
        dpp: Dpp::default(),
        imm: 0,
        imm2: 0,
        flags: 0,
        dwords: 1,
        sw: [1; 4],
        addr,
        len: inst.len() as u8,
        inst,
    }
}

/// Lowers one decoded instruction at `addr` for a processor of generation
/// `gen`.
pub(crate) fn lower(isa: Isa, gen: u32, inst: Inst, addr: u64) -> Ins {
    let mut ins = lower_inner(isa, gen, inst, addr);
    widths(&mut ins);
    ins
}

/// Register counts of the sources of non-VALU instructions (VALU ones come
/// from the operand types).
fn widths(ins: &mut Ins) {
    let w = |b: bool| if b { 2u8 } else { 1 };
    match ins.op {
        Op::S2 { op, wide } => {
            let shift = matches!(op, S2::Lshl | S2::Lshr | S2::Ashr | S2::BfeU | S2::BfeI);
            ins.sw = [
                if matches!(op, S2::Bfm) { 1 } else { w(wide) },
                if shift || matches!(op, S2::Bfm) {
                    1
                } else {
                    w(wide)
                },
                1,
                1,
            ];
            ins.dwords = w(wide);
        }
        Op::S1 { op, wide } => {
            let src_wide = wide && !matches!(op, S1::Bitset0 | S1::Bitset1);
            ins.sw = [w(src_wide), 1, 1, 1];
            let dst_narrow = matches!(
                op,
                S1::Bcnt0 | S1::Bcnt1 | S1::Ff0 | S1::Ff1 | S1::Flbit | S1::FlbitI32
            );
            ins.dwords = w(wide && !dst_narrow);
        }
        Op::SCmp(_, ty) => ins.sw = [w(ty.bits() == 64), w(ty.bits() == 64), 1, 1],
        Op::SBitcmp { wide, .. } => ins.sw = [w(wide), 1, 1, 1],
        Op::SSetpc | Op::SSwappc => {
            ins.sw = [2, 1, 1, 1];
            ins.dwords = 2;
        }
        Op::SGetpc | Op::SCall => ins.dwords = 2,
        Op::SLoad { buffer, .. } | Op::SStore { buffer, .. } => {
            ins.sw = [if buffer { 4 } else { 2 }, 1, 1, 1]
        }
        Op::Ds(op) => {
            let d = match op {
                DsOp::Write { bytes, .. } => bytes.div_ceil(4),
                DsOp::Write2 { b64, .. } | DsOp::Wrxchg2 { b64, .. } => w(b64),
                DsOp::Atomic { b64, .. } => w(b64),
                DsOp::Permute | DsOp::Bpermute => 1,
                _ => 1,
            };
            ins.sw = [1, d, d, 1];
        }
        Op::Mem(op) => {
            let data = match op {
                MemOp::Store { bytes, .. } => bytes.div_ceil(4),
                MemOp::Atomic { op, b64 } => {
                    w(b64)
                        * if op == crate::memory::AtomicOp::CmpSwap {
                            2
                        } else {
                            1
                        }
                }
                _ => 1,
            };
            let addr = match ins.enc {
                Enc::Flat => 2,
                Enc::Global => {
                    if ins.src[2] == Opnd::Off {
                        2
                    } else {
                        1
                    }
                }
                Enc::Scratch => 1,
                _ => {
                    if ins.flags & flag::ADDR64 != 0 {
                        2
                    } else {
                        ((ins.flags & flag::OFFEN != 0) as u8
                            + (ins.flags & flag::IDXEN != 0) as u8)
                            .max(1)
                    }
                }
            };
            let s2 = if ins.enc == Enc::Mubuf { 4 } else { 2 };
            ins.sw = [addr, data, s2, 1];
            if ins.flags & flag::TFE != 0 && ins.dst != Opnd::None {
                ins.dwords += 1;
            }
        }
        _ => {}
    }
}

fn lower_inner(isa: Isa, gen: u32, inst: Inst, addr: u64) -> Ins {
    let name = inst.opcode.name();
    let fam = inst.opcode.family();
    let enc = match fam {
        Family::Sop1 | Family::Sop2 | Family::Sopk | Family::Sopc | Family::Sopp => Enc::Sop,
        Family::Smem | Family::Smrd => Enc::Smem,
        Family::Vop1 => Enc::Vop1,
        Family::Vop2 => Enc::Vop2,
        Family::Vopc => Enc::Vopc,
        Family::Vop3 => Enc::Vop3,
        Family::Vop3p => Enc::Vop3p,
        Family::SdwaVop1 | Family::SdwaVop2 | Family::SdwaVopc => Enc::Sdwa,
        Family::DppVop1 | Family::DppVop2 | Family::DppVopc => Enc::Dpp,
        Family::Dpp8Vop1
        | Family::Dpp8Vop2
        | Family::Dpp8Vopc
        | Family::Dpp8fiVop1
        | Family::Dpp8fiVop2
        | Family::Dpp8fiVopc => Enc::Dpp8,
        Family::Ds => Enc::Ds,
        Family::Flat => {
            if name.starts_with("global_") {
                Enc::Global
            } else if name.starts_with("scratch_") {
                Enc::Scratch
            } else {
                Enc::Flat
            }
        }
        Family::Mubuf => Enc::Mubuf,
        _ => Enc::Other,
    };
    let mut ins = blank(inst, addr, enc);
    let base = base_name(name);
    let ops: Vec<gcn::OperandInfo> = inst.operands(isa).collect();
    let get = |n: &str| ops.iter().find(|o| o.name == n);
    let modv = |n: &str| inst.modifiers().find(|m| m.0 == n).map(|m| m.1);
    let imm = |n: &str| match get(n).map(|o| o.value) {
        Some(Operand::Imm(v)) => v as i64,
        Some(Operand::Literal(v)) => v as i64,
        _ => 0,
    };
    let words = inst.words();
    match enc {
        Enc::Sop => {
            if let Some(op) = control(base) {
                ins.op = op;
                ins.imm = imm("simm16");
                if let Some(o) = get("simm16").filter(|o| matches!(o.value, Operand::Literal(_))) {
                    if let Operand::Literal(l) = o.value {
                        ins.imm2 = l as i64;
                    }
                }
                if let (Op::SetGprIdxOn, Some(Operand::Imm(m))) =
                    (op, get("ssrc1").map(|o| o.value))
                {
                    ins.imm = m as i64;
                }
                if matches!(op, Op::SSetregImm) {
                    // the 32-bit literal is the value, simm16 the hwreg
                    ins.imm2 = words.get(1).copied().unwrap_or(0) as i64;
                    ins.imm = (words[0] & 0xffff) as i64;
                }
                if let Some(o) = get("sdst") {
                    ins.dst = conv(o.value, Ty::B32);
                }
                if let Some(o) =
                    get("ssrc0").or_else(|| get("sdst").filter(|_| matches!(op, Op::SSetreg)))
                {
                    ins.src[0] = conv(o.value, Ty::B32);
                }
                if matches!(op, Op::SSetreg) {
                    ins.dst = Opnd::None;
                }
                if matches!(op, Op::WaitcntK(_)) {
                    if let Some(o) = get("sdst") {
                        ins.src[0] = conv(o.value, Ty::B32);
                        ins.dst = Opnd::None;
                    }
                }
                // simm16 of SOPK is its low half word, raw
                if matches!(
                    op,
                    Op::SMovk
                        | Op::SCmovk
                        | Op::SAddk
                        | Op::SMulk
                        | Op::SGetreg
                        | Op::SSetreg
                        | Op::WaitcntK(_)
                ) {
                    ins.imm = (words[0] & 0xffff) as i64;
                }
                if matches!(op, Op::SGetreg | Op::SSetreg | Op::SMovk | Op::SCmovk) {
                    // nothing more
                }
                return ins;
            }
            if let Some((op, wide)) = salu(base) {
                ins.op = op;
                let ty = if wide {
                    if base.contains("_i64") {
                        Ty::I64
                    } else {
                        Ty::U64
                    }
                } else {
                    Ty::B32
                };
                if let Some(o) = get("sdst") {
                    ins.dst = conv(o.value, ty);
                }
                let ty1 = match op {
                    // shift counts and bit indices are 32-bit
                    Op::S2 {
                        op: S2::Lshl | S2::Lshr | S2::Ashr | S2::BfeU | S2::BfeI,
                        ..
                    } => Ty::B32,
                    Op::SBitcmp { .. } => Ty::B32,
                    _ => ty,
                };
                let ty0 = match op {
                    Op::SBitcmp { wide: true, .. } => Ty::U64,
                    Op::S2 { op: S2::Bfm, .. } => Ty::B32,
                    Op::S1 {
                        op: S1::Bitset0 | S1::Bitset1,
                        ..
                    } => Ty::B32,
                    _ => ty,
                };
                if let Some(o) = get("ssrc0") {
                    ins.src[0] = conv(o.value, ty0);
                }
                if let Some(o) = get("ssrc1") {
                    ins.src[1] = conv(o.value, ty1);
                }
                if let Some(o) = get("simm16") {
                    ins.imm = match o.value {
                        Operand::Imm(v) => v as i64,
                        _ => 0,
                    };
                    // SOPK compares take a 16-bit immediate
                    ins.imm = (words[0] & 0xffff) as i64;
                    if let Some(d) = get("sdst").or_else(|| get("ssrc0")) {
                        ins.src[0] = conv(d.value, Ty::B32);
                    }
                }
                if matches!(op, Op::SCmpk(..)) {
                    // s_cmpk: the register is in the sdst field
                    let r = ((words[0] >> 16) & 0x7f) as u16;
                    ins.src[0] = reg_from_code(r, gen);
                }
                return ins;
            }
            ins
        }
        Enc::Smem => {
            if let Some(op) = control(base).or_else(|| smem(base)) {
                ins.op = op;
                if let Some(o) = get("sdata").or_else(|| get("sdst")) {
                    ins.dst = conv(o.value, Ty::B32);
                }
                if let Some(o) = get("sbase") {
                    ins.src[0] = conv(o.value, Ty::B32);
                }
                // offset: immediate (signed 21-bit on GFX9 and GFX10) or
                // an SGPR (`soffset`, or `offset` holding a register)
                match get("offset").map(|o| o.value) {
                    Some(Operand::Imm(v)) => ins.imm = sext(v as i64, 21),
                    Some(Operand::Reg(r)) => {
                        ins.src[1] = reg_slot(r.file, r.index).unwrap_or(Opnd::None)
                    }
                    Some(Operand::Literal(v)) => ins.imm = sext(v as i64, 21),
                    _ => {}
                }
                if let Some(o) = get("soffset").or_else(|| get("soff")) {
                    match o.value {
                        Operand::Reg(r) => {
                            ins.src[1] = reg_slot(r.file, r.index).unwrap_or(Opnd::None)
                        }
                        Operand::Imm(v) => ins.imm = sext(v as i64, 21),
                        _ => {}
                    }
                }
                if gen >= 10 {
                    // GFX10 SMEM has no IMM bit: the 21-bit OFFSET (word 1
                    // bits 0-20) and the SOFFSET register (bits 25-31,
                    // SGPR_NULL for none) always both apply.
                    let w1 = words.get(1).copied().unwrap_or(0);
                    ins.imm = sext((w1 & 0x1f_ffff) as i64, 21);
                    ins.src[1] = match reg_from_code((w1 >> 25) as u16, gen) {
                        Opnd::S(NULL) => Opnd::None,
                        r => r,
                    };
                }
                if modv("glc") == Some(1) {
                    ins.flags |= flag::GLC;
                }
                if modv("dlc") == Some(1) {
                    ins.flags |= flag::DLC;
                }
                if let Op::SLoad { dwords, .. } | Op::SStore { dwords, .. } = op {
                    ins.dwords = dwords;
                }
                if matches!(op, Op::SMemtime) {
                    ins.dwords = 2;
                }
            }
            ins
        }
        Enc::Ds => {
            if let Some((op, n)) = ds(base) {
                ins.op = Op::Ds(op);
                ins.dwords = n;
                if let Some(o) = get("vdst") {
                    ins.dst = conv(o.value, Ty::B32);
                }
                if let Some(o) = get("addr") {
                    ins.src[0] = conv(o.value, Ty::B32);
                }
                if let Some(o) = get("data0") {
                    ins.src[1] = conv(o.value, Ty::B32);
                }
                if let Some(o) = get("data1") {
                    ins.src[2] = conv(o.value, Ty::B32);
                }
                ins.imm = modv("offset")
                    .map(|v| v as i64)
                    .unwrap_or_else(|| modv("offset0").unwrap_or(0) as i64);
                if let Some(o1) = modv("offset1") {
                    ins.imm = modv("offset0").unwrap_or(0) as i64;
                    ins.imm2 = o1 as i64;
                }
                if modv("gds") == Some(1) {
                    ins.flags |= flag::GDS;
                }
                // ds_swizzle's pattern and ds_append's offset are the
                // 16-bit offset field
                if matches!(op, DsOp::Swizzle) && ins.imm == 0 {
                    ins.imm = (words[0] & 0xffff) as i64;
                }
            }
            ins
        }
        Enc::Flat | Enc::Global | Enc::Scratch | Enc::Mubuf => {
            let rest = name.split_once('_').map(|x| x.1).unwrap_or("");
            if let Some((op, n)) = vmem(rest) {
                ins.op = Op::Mem(op);
                ins.dwords = n;
                // glc from the raw word: LLVM folds it into the atomics'
                // returning variants, so it is no modifier there
                let glc = match enc {
                    Enc::Mubuf => (words[0] >> 14) & 1 == 1,
                    _ => (words[0] >> 16) & 1 == 1,
                };
                if glc {
                    ins.flags |= flag::GLC;
                }
                if modv("slc") == Some(1) {
                    ins.flags |= flag::SLC;
                }
                if modv("dlc") == Some(1) {
                    ins.flags |= flag::DLC;
                }
                if modv("lds") == Some(1) {
                    ins.flags |= flag::LDS;
                }
                if modv("tfe") == Some(1) {
                    ins.flags |= flag::TFE;
                }
                if modv("offen") == Some(1) {
                    ins.flags |= flag::OFFEN;
                }
                if modv("idxen") == Some(1) {
                    ins.flags |= flag::IDXEN;
                }
                if modv("addr64") == Some(1) {
                    ins.flags |= flag::ADDR64;
                }
                let raw_off = modv("offset").unwrap_or(0) as i64;
                ins.imm = match enc {
                    Enc::Global | Enc::Scratch => sext(raw_off, if gen >= 10 { 12 } else { 13 }),
                    _ => raw_off,
                };
                if let MemOp::Atomic { .. } = op {
                    // atomics return the old value only with glc
                    if !glc {
                        ins.dwords = 0;
                    }
                }
                if enc == Enc::Mubuf {
                    if let Some(o) = get("vdata") {
                        let v = conv(o.value, Ty::B32);
                        match op {
                            MemOp::Load { .. } => ins.dst = v,
                            MemOp::Atomic { .. } => {
                                ins.src[1] = v;
                                if glc {
                                    ins.dst = v;
                                }
                            }
                            _ => ins.src[1] = v,
                        }
                    }
                    if let Some(o) = get("vaddr") {
                        ins.src[0] = conv(o.value, Ty::B32);
                    }
                    if ins.flags & (flag::OFFEN | flag::IDXEN) == 0 {
                        ins.src[0] = Opnd::Off;
                    }
                    if let Some(o) = get("srsrc") {
                        ins.src[2] = conv(o.value, Ty::B32);
                    }
                    if let Some(o) = get("soffset") {
                        ins.src[3] = conv(o.value, Ty::B32);
                    }
                } else {
                    if let Some(o) = get("vdst") {
                        ins.dst = conv(o.value, Ty::B32);
                    }
                    // Global and scratch without saddr take a 64-bit
                    // (global) address; scratch with saddr has no vaddr.
                    let saddr = get("saddr").map(|o| o.value);
                    let off_code = if gen >= 10 { 0x7d } else { 0x7f };
                    let saddr_off = match saddr {
                        Some(Operand::Imm(v)) => v == off_code,
                        Some(Operand::Off) => true,
                        Some(Operand::Reg(r)) => {
                            r.file == RegFile::Null
                                || (r.file == RegFile::Exec && r.index == 1 && gen < 10)
                        }
                        None => true,
                        _ => false,
                    };
                    if let Some(o) = get("addr").or_else(|| get("vaddr")) {
                        ins.src[0] = conv(o.value, Ty::B32);
                    }
                    if enc == Enc::Scratch && !saddr_off {
                        ins.src[0] = Opnd::Off;
                    }
                    if let Some(o) = get("data").or_else(|| get("vdata")) {
                        ins.src[1] = conv(o.value, Ty::B32);
                    }
                    if !saddr_off {
                        if let Some(v) = saddr {
                            ins.src[2] = conv(v, Ty::B32);
                        }
                    } else {
                        ins.src[2] = Opnd::Off;
                    }
                    // `dst` for atomics with return: the first operand is
                    // vdst only when glc is set (LLVM prints it first).
                    if let MemOp::Atomic { .. } = op {
                        if !glc {
                            ins.dst = Opnd::None;
                        }
                    }
                    if matches!(op, MemOp::Store { .. }) {
                        ins.dst = Opnd::None;
                    }
                }
            }
            ins
        }
        Enc::Vop1
        | Enc::Vop2
        | Enc::Vopc
        | Enc::Vop3
        | Enc::Vop3p
        | Enc::Sdwa
        | Enc::Dpp
        | Enc::Dpp8 => {
            let (op, tys) = match valu(base) {
                Some((v, t)) => (Op::V(v), t),
                None => match vcmp(base) {
                    Some(x) => x,
                    None => return ins,
                },
            };
            ins.op = op;
            lower_valu(&mut ins, &ops, &tys, gen, fam);
            ins
        }
        Enc::Other => ins,
    }
}

/// A scalar operand from its 7- or 8-bit hardware code (SOPK's register
/// field, which the operand list does not name uniformly).
fn reg_from_code(c: u16, gen: u32) -> Opnd {
    match c {
        0..=105 => Opnd::S(c as u8),
        106..=107 => Opnd::S(c as u8),
        108..=123 => Opnd::S(c as u8),
        124 => Opnd::S(M0),
        125 if gen >= 10 => Opnd::S(NULL),
        126..=127 => Opnd::S(c as u8),
        _ => Opnd::None,
    }
}

/// A scalar source from its 8-bit (or 9-bit, below 256) operand code.
pub(crate) fn scalar_code(c: u32, ty: Ty, gen: u32) -> Opnd {
    match c {
        0..=127 => reg_from_code(c as u16, gen),
        128..=208 | 240..=248 => conv(Operand::Inline(gcn::InlineConst(c as u16)), ty),
        235 => Opnd::Special(Special::SharedBase),
        236 => Opnd::Special(Special::SharedLimit),
        237 => Opnd::Special(Special::PrivateBase),
        238 => Opnd::Special(Special::PrivateLimit),
        239 => Opnd::Special(Special::PopsExitingWaveId),
        251 => Opnd::Special(Special::Vccz),
        252 => Opnd::Special(Special::Execz),
        253 => Opnd::Special(Special::Scc),
        254 => Opnd::Special(Special::LdsDirect),
        _ => Opnd::None,
    }
}

fn lower_valu(ins: &mut Ins, ops: &[gcn::OperandInfo], tys: &[Ty; 3], gen: u32, fam: Family) {
    let get = |n: &str| ops.iter().find(|o| o.name == n);
    let inst = ins.inst;
    let modv = |n: &str| inst.modifiers().find(|m| m.0 == n).map(|m| m.1);
    let words = inst.words();
    // destination(s)
    if let Some(o) = get("vdst") {
        ins.dst = conv(o.value, Ty::B32);
    }
    if let Some(o) = get("sdst") {
        ins.dst2 = conv(o.value, Ty::B32);
    }
    // sources
    let names: [&[&str]; 3] = [&["src0"], &["src1", "vsrc1"], &["src2"]];
    for (i, ns) in names.iter().enumerate() {
        for n in ns.iter() {
            if let Some(o) = get(n) {
                ins.src[i] = conv(o.value, tys[i]);
                if o.mods.abs {
                    ins.abs |= 1 << i;
                }
                if o.mods.neg {
                    ins.neg |= 1 << i;
                }
                if o.mods.sext && i < 2 {
                    ins.sdwa.sext[i] = true;
                }
                break;
            }
        }
    }
    // v_madmk/v_madak: the literal K
    if let Op::V(V::Madmk(..) | V::Madak(..)) = ins.op {
        let lit = words
            .get(inst.opcode.family().words())
            .copied()
            .unwrap_or(0) as u64;
        let k = match tys[0] {
            Ty::F16 => lit & 0xffff,
            _ => lit,
        };
        ins.src[2] = Opnd::K(k);
    }
    // VOP3 abs and neg live in the operands' modifiers; VOP3P's neg are
    // modifier fields.
    if fam == Family::Vop3p {
        ins.neg = modv("neg").or_else(|| modv("neg_lo")).unwrap_or(0) as u8;
        ins.neg_hi = modv("neg_hi").unwrap_or(0) as u8;
        ins.op_sel = modv("op_sel").unwrap_or(0) as u8;
        // op_sel_hi: two bits in the second word, the third in bit 14
        let w = inst.words();
        let lo2 = ((w[1] >> 27) & 3) as u8;
        let hi1 = ((w[0] >> 14) & 1) as u8;
        ins.op_sel_hi = lo2 | hi1 << 2;
        ins.op_sel = ((w[0] >> 11) & 7) as u8;
        ins.neg = ((w[1] >> 29) & 7) as u8;
        ins.neg_hi = ((w[0] >> 8) & 7) as u8;
        ins.clamp = (w[0] >> 15) & 1 == 1;
    } else {
        if let Some(v) = modv("op_sel") {
            ins.op_sel = v as u8;
        }
        ins.clamp = modv("clamp") == Some(1);
        ins.omod = modv("omod").unwrap_or(0) as u8;
    }
    // SDWA
    if ins.enc == Enc::Sdwa {
        ins.sdwa.dst_sel = modv("dst_sel").unwrap_or(6) as u8;
        ins.sdwa.dst_unused = modv("dst_unused").unwrap_or(0) as u8;
        ins.sdwa.src_sel = [
            modv("src0_sel").unwrap_or(6) as u8,
            modv("src1_sel").unwrap_or(6) as u8,
        ];
        let w1 = words[1];
        ins.sdwa.sext = [(w1 >> 19) & 1 == 1, (w1 >> 27) & 1 == 1];
        // The sources from the raw fields: bit 23 (src0) and bit 31
        // (src1) select scalar operands, which the operand list does not
        // reflect.
        let s0 = w1 & 0xff;
        ins.src[0] = if (w1 >> 23) & 1 == 1 && gen >= 9 {
            scalar_code(s0, tys[0], gen)
        } else {
            Opnd::V(s0 as u16)
        };
        if fam != Family::SdwaVop1 {
            let s1 = (words[0] >> 9) & 0xff;
            ins.src[1] = if (w1 >> 31) & 1 == 1 && gen >= 9 {
                scalar_code(s1, tys[1], gen)
            } else {
                Opnd::V(s1 as u16)
            };
        }
        let (neg0, abs0, neg1, abs1) = (
            (w1 >> 20) & 1,
            (w1 >> 21) & 1,
            (w1 >> 28) & 1,
            (w1 >> 29) & 1,
        );
        ins.neg = (neg0 | neg1 << 1) as u8;
        ins.abs = (abs0 | abs1 << 1) as u8;
        if fam == Family::SdwaVopc {
            // sd (bit 15): the destination is the SGPR pair of bits 8-14,
            // else VCC
            if (w1 >> 15) & 1 == 1 {
                ins.dst2 = reg_from_code(((w1 >> 8) & 0x7f) as u16, gen);
                ins.sdwa.sdst = true;
            } else {
                ins.dst2 = Opnd::None;
            }
            ins.clamp = false;
            ins.omod = 0;
            ins.sdwa.dst_sel = 6;
        } else if gen >= 10 || fam != Family::SdwaVopc {
            ins.omod = ((w1 >> 14) & 3) as u8;
            ins.clamp = (w1 >> 13) & 1 == 1;
        }
        // the source registers: SDWA sources may be SGPRs on GFX9+ (s0
        // bit 23, s1 bit 31), which the operand list already resolved
    }
    // DPP
    if ins.enc == Enc::Dpp {
        ins.dpp.ctrl = modv("dpp_ctrl").unwrap_or(0) as u16;
        ins.dpp.row_mask = modv("row_mask").unwrap_or(15) as u8;
        ins.dpp.bank_mask = modv("bank_mask").unwrap_or(15) as u8;
        ins.dpp.bound_ctrl = modv("bound_ctrl") == Some(1);
        ins.dpp.fi = modv("fi") == Some(1);
        let w1 = words[1];
        ins.dpp.ctrl = ((w1 >> 8) & 0x1ff) as u16;
        ins.dpp.bound_ctrl = (w1 >> 19) & 1 == 1;
        ins.dpp.fi = gen >= 10 && (w1 >> 18) & 1 == 1;
        ins.dpp.bank_mask = ((w1 >> 24) & 15) as u8;
        ins.dpp.row_mask = ((w1 >> 28) & 15) as u8;
        let (neg0, abs0, neg1, abs1) = (
            (w1 >> 20) & 1,
            (w1 >> 21) & 1,
            (w1 >> 22) & 1,
            (w1 >> 23) & 1,
        );
        ins.neg = (neg0 | neg1 << 1) as u8;
        ins.abs = (abs0 | abs1 << 1) as u8;
    }
    if ins.enc == Enc::Dpp8 {
        ins.dpp.sel8 = words[1] >> 8;
        ins.dpp.fi = matches!(
            fam,
            Family::Dpp8fiVop1 | Family::Dpp8fiVop2 | Family::Dpp8fiVopc
        );
    }
    // implicit operands of the 32-bit encodings
    let e32 = matches!(
        ins.enc,
        Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Sdwa | Enc::Dpp | Enc::Dpp8
    );
    match ins.op {
        Op::VCmp { .. } | Op::VCmpI { .. } | Op::VCmpClass { .. } => {
            if e32 {
                if !ins.sdwa.sdst {
                    ins.dst2 = Opnd::S(VCC);
                }
                ins.dst = Opnd::None;
            } else {
                // VOP3 form: the mask destination is the vdst field
                ins.dst2 = ins.dst;
                ins.dst = Opnd::None;
            }
        }
        Op::V(V::AddCo { carry_in, .. }) if e32 => {
            ins.dst2 = Opnd::S(VCC);
            if carry_in {
                ins.src[2] = Opnd::S(VCC);
            }
        }
        Op::V(V::Cndmask) if e32 => {
            ins.src[2] = Opnd::S(VCC);
        }
        Op::V(V::DivFmas(_)) => {
            ins.src[3] = Opnd::S(VCC);
        }
        Op::V(V::DivScale(_)) => {}
        _ => {}
    }
    for i in 0..3 {
        ins.sw[i] = match tys[i] {
            Ty::U64 | Ty::I64 | Ty::F64 => 2,
            _ => 1,
        };
    }
    ins.sw[3] = 1;
    ins.dwords = match ins.op {
        Op::V(
            V::Mov64
            | V::LshlRev64
            | V::LshrRev64
            | V::AshrRev64
            | V::MadU64U32
            | V::MadI64I32
            | V::PkFmaF32
            | V::PkMulF32
            | V::PkAddF32
            | V::PkMovB32
            | V::TrigPreop
            | V::CvtF64F32
            | V::CvtF64I32
            | V::CvtF64U32,
        ) => 2,
        Op::V(v) if is_f64_result(v) => 2,
        _ => 1,
    };
}

fn is_f64_result(v: V) -> bool {
    use V::*;
    matches!(
        v,
        Fract(F64)
            | Trunc(F64)
            | Ceil(F64)
            | Rndne(F64)
            | Floor(F64)
            | Rcp(F64)
            | Rsq(F64)
            | Sqrt(F64)
            | FrexpMant(F64)
            | Add(F64)
            | Mul(F64)
            | Min(F64)
            | Max(F64)
            | Ldexp(F64)
            | Mac(F64, _)
            | Fma(F64)
            | DivFixup(F64)
            | DivFmas(F64)
            | DivScale(F64)
    )
}
