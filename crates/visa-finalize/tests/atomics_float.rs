//! Float atomics (add, sub, min, max, compare-and-write) as compare-and-
//! swap loops, in every memory form: LSC on stateless 64-bit addresses,
//! binding-table surfaces and SLM (DG2), SVM and dword atomics on surfaces
//! and SLM (SKL), 32- and 64-bit. Each lane's pair of old and source
//! values is an edge case (NaN payloads, signalling NaNs, ±0, denormals,
//! infinities, overflow, rounding ties), and all lanes also hit one
//! address (the emulator applies channels in order: a sum whose rounding
//! depends on that order). The finalized kernel runs on the GCN emulator
//! (wait and hazard checks, late load write-back) for gfx900, gfx90a,
//! gfx1030 and gfx1030 wave64 with exactly the vISA emulator's buffers.
//! Needs `ld.lld-14` (fails loudly without it).

// Lane loops index the expected tables and the buffers alike.
#![allow(clippy::needless_range_loop)]

mod common;

use common::{In, Shape};

/// Old values of the per-lane slots and the lanes' sources (`a`) as f32
/// bits: each lane an edge case.
const OLD: [u32; 16] = [
    0x0000_0000, // +0 with -0
    0x8000_0000, // -0 with +0
    0x7fc0_0001, // quiet NaN with 1.0
    0x3f80_0000, // 1.0 with a negative NaN
    0x7f80_0001, // signalling NaN with 2.0
    0x7fc0_0005, // two NaNs
    0x7f80_0000, // inf with -inf
    0x0000_0001, // two denormals
    0x0040_0000, // denormal minus a larger one
    0x3f80_0000, // 1.0 + 2^-24: a tie
    0x7f7f_ffff, // max + max: overflow
    0xbfc0_0000, // -1.5 + 1.5: +0
    0x0080_0000, // smallest normal minus the smallest denormal
    0xff80_0000, // -inf with a signalling NaN
    0x4040_0000, // 3.0 with 3.0
    0x8000_0000, // -0 with -0
];
const SRC: [u32; 16] = [
    0x8000_0000,
    0x0000_0000,
    0x3f80_0000,
    0xffc0_0abc,
    0x4000_0000,
    0xffc0_0007,
    0xff80_0000,
    0x0000_0002,
    0x8040_0001,
    0x3380_0000,
    0x7f7f_ffff,
    0x3fc0_0000,
    0x8000_0001,
    0x7f80_0002,
    0x4040_0000,
    0x8000_0000,
];

fn le(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn le64(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn d(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap())
}

/// Sources for the contention case: all lanes add into one location, in
/// lane order (1e8 + 1 - 1e8 ... depends on the order).
const SUM: [u32; 16] = [
    0x4cbe_bc20, // 1e8
    0x3f80_0000, // 1
    0xccbe_bc20, // -1e8
    0x3f00_0000, // 0.5
    0x0000_0003, // denormal
    0x3380_0000, // 2^-24
    0x4b80_0000, // 2^24
    0x3f80_0000, // 1
    0xbf80_0000, // -1
    0x3f80_0001,
    0x8000_0000, // -0
    0x4049_0fdb, // pi
    0xc049_0fdb,
    0x3e4c_cccd, // 0.2
    0x3dcc_cccd, // 0.1
    0x0000_0001,
];

/// DG2 SIMD16, LSC on 64-bit addresses: per-lane slots for each
/// operation (fadd, fsub, fmin, fmax, fcas at MEM + 0x40 * op), the old
/// values to OUT; then every lane on one address for fadd, fmin and fmax.
const LSC_FLAT: &str = r#".version 4.1
.kernel "fatom"
.decl MEM v_type=G type=uq num_elts=1 align=GRF
.decl SRC v_type=G type=uq num_elts=1 align=GRF
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl L v_type=G type=ud num_elts=16 align=GRF
.decl A v_type=G type=uq num_elts=16 align=GRF
.decl S v_type=G type=uq num_elts=16 align=GRF
.decl O v_type=G type=uq num_elts=16 align=GRF
.decl C v_type=G type=uq num_elts=16 align=GRF
.decl VA v_type=G type=f num_elts=16 align=GRF
.decl VB v_type=G type=f num_elts=16 align=GRF
.decl VS v_type=G type=f num_elts=16 align=GRF
.decl R v_type=G type=ud num_elts=16 align=GRF
.input LX offset=32 size=32
.function "k_0"
k_0:
    mov (M1, 16) L(0,0)<1> LX(0,0)<1;1,0>
    shl (M1, 16) A(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    add (M1, 16) S(0,0)<1> A(0,0)<1;1,0> SRC(0,0)<0;1,0>
    add (M1, 16) O(0,0)<1> A(0,0)<1;1,0> OUT(0,0)<0;1,0>
    add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> MEM(0,0)<0;1,0>
    lsc_load.ugm (M1, 16) VA:d32 flat[S]:a64
    lsc_load.ugm (M1, 16) VB:d32 flat[S+0x40]:a64
    lsc_load.ugm (M1, 16) VS:d32 flat[S+0x80]:a64
    lsc_atomic_fadd.ugm (M1, 16) R:d32 flat[A]:a64 VA %null
    lsc_store.ugm (M1, 16) flat[O]:a64 R:d32
    lsc_atomic_fsub.ugm (M1, 16) R:d32 flat[A+0x40]:a64 VA %null
    lsc_store.ugm (M1, 16) flat[O+0x40]:a64 R:d32
    lsc_atomic_fmin.ugm (M1, 16) R:d32 flat[A+0x80]:a64 VA %null
    lsc_store.ugm (M1, 16) flat[O+0x80]:a64 R:d32
    lsc_atomic_fmax.ugm (M1, 16) R:d32 flat[A+0xc0]:a64 VA %null
    lsc_store.ugm (M1, 16) flat[O+0xc0]:a64 R:d32
    lsc_atomic_fcas.ugm (M1, 16) R:d32 flat[A+0x100]:a64 VA VB
    lsc_store.ugm (M1, 16) flat[O+0x100]:a64 R:d32
    mov (M1, 16) C(0,0)<1> MEM(0,0)<0;1,0>
    lsc_atomic_fadd.ugm (M1, 16) R:d32 flat[C+0x140]:a64 VS %null
    lsc_store.ugm (M1, 16) flat[O+0x140]:a64 R:d32
    lsc_atomic_fmax.ugm (M1, 16) %null:d32 flat[C+0x144]:a64 VA %null
    lsc_atomic_fmin.ugm (M1, 16) R:d32 flat[C+0x148]:a64 VA %null
    lsc_store.ugm (M1, 16) flat[O+0x180]:a64 R:d32
    ret (M1, 1)
"#;

fn mem_init() -> Vec<u8> {
    let mut m = Vec::new();
    for _ in 0..5 {
        m.extend(le(&OLD));
    }
    // The contention slots: 0.0, a NaN (max takes the first lane's
    // value, then the order decides), -0.0.
    m.extend(le(&[0, 0x7fc0_0000, 0x8000_0000, 0]));
    m
}

#[test]
fn lsc_flat_f32_edge_values_and_contention() {
    let p = visa::Platform::Dg2;
    let m = common::parse(LSC_FLAT, p);
    let fcas_new: Vec<u32> = (0..16).map(|l| 0x42c8_0000 + l).collect();
    let mut src = le(&SRC);
    src.extend(le(&fcas_new));
    src.extend(le(&SUM));
    let io = [
        ("MEM", In::Buf(mem_init())),
        ("SRC", In::Buf(src)),
        ("OUT", In::Buf(vec![0; 0x1c0])),
    ];
    let s = Shape::thread(16);
    for t in common::targets_and_wave64() {
        let out = common::finalize_and_run_both(&m, p, 16, &t, &s, &io);
        // Distinct addresses: every lane's old value is the slot's.
        for op in 0..5 {
            for l in 0..16 {
                assert_eq!(
                    d(&out[2], 16 * op + l),
                    OLD[l],
                    "op {op} lane {l}: old value"
                );
            }
        }
        let mem = &out[0];
        // max(+0, -0) keeps +0, min(-0, +0) keeps -0; a NaN old value
        // takes the source; a NaN source keeps the old value.
        assert_eq!(d(mem, 48), 0x0000_0000, "fmax(+0, -0)");
        assert_eq!(d(mem, 32 + 1), 0x8000_0000, "fmin(-0, +0)");
        assert_eq!(d(mem, 48 + 2), 0x3f80_0000, "fmax(NaN, 1)");
        assert_eq!(d(mem, 48 + 3), 0x3f80_0000, "fmax(1, NaN)");
        // Denormals are kept whatever the kernel's float mode.
        assert_eq!(d(mem, 7), 3, "denormal sum");
        assert_eq!(d(mem, 12), 0x007f_ffff, "a denormal result");
        assert_eq!(d(mem, 10), 0x7f80_0000, "overflow");
        assert_eq!(d(mem, 11), 0, "-1.5 + 1.5");
        // fcas: +0 == -0 writes, NaN never does.
        assert_eq!(d(mem, 64), 0x42c8_0000, "fcas(+0, -0)");
        assert_eq!(d(mem, 64 + 2), OLD[2], "fcas on a NaN");
        // Contention: the lanes' old values are the running sum in lane
        // order.
        let mut acc = 0f32;
        for l in 0..16 {
            assert_eq!(d(&out[2], 0x50 + l), acc.to_bits(), "running sum, lane {l}");
            acc += f32::from_bits(SUM[l]);
        }
        assert_eq!(d(mem, 0x50), acc.to_bits(), "final sum");
    }
}

/// DG2 SIMD16: dword atomics on a surface (`T6`) and on SLM, LSC atomics
/// on SLM and through `bti(0x3)`, SVM atomics (SIMD8) on 64-bit
/// addresses: the same edge cases, the old values and final memory.
const FORMS: &str = r#".version 4.1
.kernel "fforms"
.decl T6 v_type=T num_elts=1
.decl MEM v_type=G type=uq num_elts=1 align=GRF
.decl SRC v_type=G type=uq num_elts=1 align=GRF
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl L v_type=G type=ud num_elts=16 align=GRF
.decl OF v_type=G type=ud num_elts=16 align=GRF
.decl OF2 v_type=G type=ud num_elts=16 align=GRF
.decl A v_type=G type=uq num_elts=16 align=GRF
.decl S v_type=G type=uq num_elts=16 align=GRF
.decl O v_type=G type=uq num_elts=16 align=GRF
.decl VA v_type=G type=f num_elts=16 align=GRF
.decl VB v_type=G type=f num_elts=16 align=GRF
.decl VS v_type=G type=f num_elts=16 align=GRF
.decl VO v_type=G type=ud num_elts=16 align=GRF
.decl R v_type=G type=ud num_elts=16 align=GRF
.decl Z v_type=G type=ud num_elts=16 align=GRF
.input LX offset=32 size=32
.function "k_0"
k_0:
    mov (M1, 16) L(0,0)<1> LX(0,0)<1;1,0>
    shl (M1, 16) OF(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    shl (M1, 16) A(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    add (M1, 16) S(0,0)<1> A(0,0)<1;1,0> SRC(0,0)<0;1,0>
    add (M1, 16) O(0,0)<1> A(0,0)<1;1,0> OUT(0,0)<0;1,0>
    add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> MEM(0,0)<0;1,0>
    lsc_load.ugm (M1, 16) VA:d32 flat[S]:a64
    lsc_load.ugm (M1, 16) VB:d32 flat[S+0x40]:a64
    lsc_load.ugm (M1, 16) VS:d32 flat[S+0x80]:a64
    lsc_load.ugm (M1, 16) VO:d32 flat[S+0xc0]:a64
    dword_atomic.fadd (M1, 16) T6 OF.0 VA.0 %null.0 R.0
    lsc_store.ugm (M1, 16) flat[O]:a64 R:d32
    add (M1, 16) OF2(0,0)<1> OF(0,0)<1;1,0> 0x40:ud
    dword_atomic.fsub (M1, 16) T6 OF2.0 VA.0 %null.0 R.0
    lsc_store.ugm (M1, 16) flat[O+0x40]:a64 R:d32
    add (M1, 16) OF2(0,0)<1> OF(0,0)<1;1,0> 0x80:ud
    dword_atomic.fmin (M1, 16) T6 OF2.0 VA.0 %null.0 R.0
    lsc_store.ugm (M1, 16) flat[O+0x80]:a64 R:d32
    add (M1, 16) OF2(0,0)<1> OF(0,0)<1;1,0> 0xc0:ud
    dword_atomic.fmax (M1, 16) T6 OF2.0 VA.0 %null.0 R.0
    lsc_store.ugm (M1, 16) flat[O+0xc0]:a64 R:d32
    add (M1, 16) OF2(0,0)<1> OF(0,0)<1;1,0> 0x100:ud
    dword_atomic.fcmpwr (M1, 16) T6 OF2.0 VA.0 VB.0 R.0
    lsc_store.ugm (M1, 16) flat[O+0x100]:a64 R:d32
    lsc_store.slm (M1, 16) flat[OF]:a32 VO:d32
    lsc_store.slm (M1, 16) flat[OF+0x40]:a32 VO:d32
    lsc_store.slm (M1, 16) flat[OF+0x80]:a32 VO:d32
    lsc_store.slm (M1, 16) flat[OF+0xc0]:a32 VO:d32
    lsc_atomic_fadd.slm (M1, 16) R:d32 flat[OF]:a32 VA %null
    lsc_store.ugm (M1, 16) flat[O+0x140]:a64 R:d32
    lsc_atomic_fmax.slm (M1, 16) R:d32 flat[OF+0x40]:a32 VA %null
    lsc_store.ugm (M1, 16) flat[O+0x180]:a64 R:d32
    lsc_atomic_fcas.slm (M1, 16) R:d32 flat[OF+0x80]:a32 VA VB
    lsc_store.ugm (M1, 16) flat[O+0x1c0]:a64 R:d32
    dword_atomic.fsub (M1, 16) %slm OF2.0 VA.0 %null.0 R.0
    add (M1, 16) OF2(0,0)<1> OF(0,0)<1;1,0> 0xc0:ud
    dword_atomic.fmin (M1, 16) %slm OF2.0 VA.0 %null.0 R.0
    lsc_store.ugm (M1, 16) flat[O+0x200]:a64 R:d32
    mov (M1, 16) Z(0,0)<1> 0x100:ud
    dword_atomic.fadd (M1, 16) %slm Z.0 VS.0 %null.0 R.0
    lsc_store.ugm (M1, 16) flat[O+0x240]:a64 R:d32
    lsc_load.slm (M1, 16) R:d32 flat[OF]:a32
    lsc_store.ugm (M1, 16) flat[O+0x280]:a64 R:d32
    lsc_load.slm (M1, 16) R:d32 flat[OF+0x40]:a32
    lsc_store.ugm (M1, 16) flat[O+0x2c0]:a64 R:d32
    lsc_load.slm (M1, 16) R:d32 flat[OF+0x80]:a32
    lsc_store.ugm (M1, 16) flat[O+0x300]:a64 R:d32
    lsc_load.slm (M1, 16) R:d32 flat[OF+0xc0]:a32
    lsc_store.ugm (M1, 16) flat[O+0x340]:a64 R:d32
    lsc_load.slm (M1, 16) R:d32 flat[Z]:a32
    lsc_store.ugm (M1, 16) flat[O+0x380]:a64 R:d32
    lsc_atomic_fmin.ugm (M1, 16) R:d32 bti(0x3)[OF]:a32 VA %null
    lsc_store.ugm (M1, 16) flat[O+0x3c0]:a64 R:d32
    svm_atomic.fmax (M1, 8) A.0 R.0 VA.0 %null.0
    svm_atomic.fcmpwr (M5, 8) A.64 R.8 VA.8 VB.8
    lsc_store.ugm (M1, 16) flat[O+0x400]:a64 R:d32
    ret (M1, 1)
"#;

#[test]
fn surfaces_slm_and_svm_f32() {
    let p = visa::Platform::Dg2;
    let m = common::parse(FORMS, p);
    let fcas_new: Vec<u32> = (0..16).map(|l| 0x42c8_0000 + l).collect();
    let mut src = le(&SRC);
    src.extend(le(&fcas_new));
    src.extend(le(&SUM));
    src.extend(le(&OLD));
    let mut t6 = Vec::new();
    for _ in 0..5 {
        t6.extend(le(&OLD));
    }
    let io = [
        ("T6", In::Surface(t6)),
        ("MEM", In::Buf(le(&OLD))),
        ("SRC", In::Buf(src)),
        ("OUT", In::Buf(vec![0; 0x440])),
        ("S3", In::Bti(3, le(&OLD))),
    ];
    let mut s = Shape::thread(16);
    s.slm_bytes = 0x400;
    for t in common::targets_and_wave64() {
        let out = common::finalize_and_run_both(&m, p, 16, &t, &s, &io);
        let o = &out[3];
        for (sec, what) in [(0, "T6"), (5, "SLM fadd"), (6, "SLM fmax"), (15, "bti")] {
            for l in 0..16 {
                assert_eq!(d(o, 16 * sec + l), OLD[l], "{what}: lane {l}'s old value");
            }
        }
        // SLM contention: the running sum in lane order.
        let mut acc = 0f32;
        for l in 0..16 {
            assert_eq!(d(o, 0x90 + l), acc.to_bits(), "SLM running sum, lane {l}");
            acc += f32::from_bits(SUM[l]);
        }
        assert_eq!(d(o, 0xe0), acc.to_bits(), "SLM final sum");
        // Denormals kept on SLM too.
        assert_eq!(d(o, 0xa0 + 7), 3, "SLM denormal sum");
        assert_eq!(d(&out[0], 0xc0 / 4), 0, "T6 fmax(+0, -0)");
    }
}

/// 64-bit old values and sources: NaNs (quiet, signalling, negative),
/// ±0, denormals, infinities, overflow.
const OLD64: [u64; 8] = [
    0x0000_0000_0000_0000,
    0x8000_0000_0000_0000,
    0x7ff8_0000_0000_0001,
    0x3ff0_0000_0000_0000,
    0x7ff0_0000_0000_0001,
    0x0000_0000_0000_0001,
    0x7fef_ffff_ffff_ffff,
    0x7ff8_0000_0000_0005,
];
const SRC64: [u64; 8] = [
    0x8000_0000_0000_0000,
    0x0000_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0xfff8_0000_0000_0abc,
    0x4000_0000_0000_0000,
    0x8010_0000_0000_0000,
    0x7fef_ffff_ffff_ffff,
    0xfff8_0000_0000_0007,
];

/// DG2 SIMD8, LSC d64: fadd, fmin, fmax and fcas on per-lane 64-bit
/// addresses and on SLM, then every lane adding into one SLM qword.
const WIDE: &str = r#".version 4.1
.kernel "fwide"
.decl MEM v_type=G type=uq num_elts=1 align=GRF
.decl SRC v_type=G type=uq num_elts=1 align=GRF
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl LX v_type=G type=uw num_elts=8 align=GRF
.decl L v_type=G type=ud num_elts=8 align=GRF
.decl OF v_type=G type=ud num_elts=8 align=GRF
.decl A v_type=G type=uq num_elts=8 align=GRF
.decl S v_type=G type=uq num_elts=8 align=GRF
.decl O v_type=G type=uq num_elts=8 align=GRF
.decl VA v_type=G type=df num_elts=8 align=GRF
.decl VB v_type=G type=df num_elts=8 align=GRF
.decl VO v_type=G type=uq num_elts=8 align=GRF
.decl R v_type=G type=uq num_elts=8 align=GRF
.decl Z v_type=G type=ud num_elts=8 align=GRF
.input LX offset=32 size=16
.function "k_0"
k_0:
    mov (M1, 8) L(0,0)<1> LX(0,0)<1;1,0>
    shl (M1, 8) OF(0,0)<1> L(0,0)<1;1,0> 0x3:ud
    shl (M1, 8) A(0,0)<1> L(0,0)<1;1,0> 0x3:ud
    add (M1, 8) S(0,0)<1> A(0,0)<1;1,0> SRC(0,0)<0;1,0>
    add (M1, 8) O(0,0)<1> A(0,0)<1;1,0> OUT(0,0)<0;1,0>
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> MEM(0,0)<0;1,0>
    lsc_load.ugm (M1, 8) VA:d64 flat[S]:a64
    lsc_load.ugm (M1, 8) VB:d64 flat[S+0x40]:a64
    lsc_load.ugm (M1, 8) VO:d64 flat[S+0x80]:a64
    lsc_atomic_fadd.ugm (M1, 8) R:d64 flat[A]:a64 VA %null
    lsc_store.ugm (M1, 8) flat[O]:a64 R:d64
    lsc_atomic_fmin.ugm (M1, 8) R:d64 flat[A+0x40]:a64 VA %null
    lsc_store.ugm (M1, 8) flat[O+0x40]:a64 R:d64
    lsc_atomic_fmax.ugm (M1, 8) R:d64 flat[A+0x80]:a64 VA %null
    lsc_store.ugm (M1, 8) flat[O+0x80]:a64 R:d64
    lsc_atomic_fcas.ugm (M1, 8) R:d64 flat[A+0xc0]:a64 VA VB
    lsc_store.ugm (M1, 8) flat[O+0xc0]:a64 R:d64
    lsc_store.slm (M1, 8) flat[OF]:a32 VO:d64
    lsc_atomic_fadd.slm (M1, 8) R:d64 flat[OF]:a32 VA %null
    lsc_store.ugm (M1, 8) flat[O+0x100]:a64 R:d64
    lsc_load.slm (M1, 8) R:d64 flat[OF]:a32
    lsc_store.ugm (M1, 8) flat[O+0x140]:a64 R:d64
    mov (M1, 8) Z(0,0)<1> 0x100:ud
    lsc_atomic_fadd.slm (M1, 8) R:d64 flat[Z]:a32 VB %null
    lsc_store.ugm (M1, 8) flat[O+0x180]:a64 R:d64
    ret (M1, 1)
"#;

#[test]
fn wide_f64_flat_and_slm() {
    let p = visa::Platform::Dg2;
    let m = common::parse(WIDE, p);
    let vb: Vec<u64> = [1e300, 1.0, -1e300, 0.5, 5e-324, 3.0, -0.0, 0.1]
        .iter()
        .map(|x: &f64| x.to_bits())
        .collect();
    let mut src = le64(&SRC64);
    src.extend(le64(&vb));
    src.extend(le64(&OLD64));
    let mut mem = Vec::new();
    for _ in 0..4 {
        mem.extend(le64(&OLD64));
    }
    let io = [
        ("MEM", In::Buf(mem)),
        ("SRC", In::Buf(src)),
        ("OUT", In::Buf(vec![0; 0x1c0])),
    ];
    let mut s = Shape::thread(8);
    s.slm_bytes = 0x200;
    let q = |b: &[u8], i: usize| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().unwrap());
    for t in common::targets_and_wave64() {
        let out = common::finalize_and_run_both(&m, p, 8, &t, &s, &io);
        for l in 0..8 {
            assert_eq!(q(&out[2], l), OLD64[l], "fadd: lane {l}'s old value");
        }
        assert_eq!(q(&out[0], 5), 0x800f_ffff_ffff_ffff, "denormal result kept");
        assert_eq!(q(&out[0], 6), 0x7ff0_0000_0000_0000, "overflow");
        assert_eq!(
            q(&out[0], 16),
            0x0000_0000_0000_0000,
            "fmax(+0, -0) keeps +0"
        );
        let mut acc = 0f64;
        for l in 0..8 {
            assert_eq!(
                q(&out[2], 0x30 + l),
                acc.to_bits(),
                "SLM running sum, lane {l}"
            );
            acc += f64::from_bits(vb[l]);
        }
    }
}

/// What stays refused is refused at the instruction, with the reason:
/// half-float atomics (16-bit data: no 16-bit compare-and-swap on GCN;
/// it would take a dword loop) and 64-bit float subtraction.
#[test]
fn half_and_wide_sub_refusals_are_located() {
    let p = visa::Platform::Dg2;
    for (ins, why) in [
        (
            "lsc_atomic_fadd.ugm (M1, 8) R:d16c32 flat[A]:a64 VA %null",
            "LSC float atomics on 8- and 16-bit data are not supported",
        ),
        (
            "lsc_atomic_fsub.ugm (M1, 8) R:d64 flat[A]:a64 VA %null",
            "atomic FSub on 64-bit floats is not supported",
        ),
    ] {
        let src = format!(
            r#".version 4.1
.kernel "refk"
.decl A v_type=G type=uq num_elts=8 align=GRF
.decl VA v_type=G type=uq num_elts=8 align=GRF
.decl R v_type=G type=uq num_elts=8 align=GRF
.function "k_0"
k_0:
    mov (M1, 8) VA(0,0)<1> 0x0:uq
    {ins}
    ret (M1, 1)
"#
        );
        let m = common::parse(&src, p);
        for t in common::targets_and_wave64() {
            let e = match common::finalize(&m, p, 8, &t) {
                Ok(_) => panic!("{}: `{ins}` is refused", t.proc),
                Err(e) => e,
            };
            let msg = e.to_string();
            assert!(e.at.is_some(), "located: {msg}");
            assert!(msg.contains("refk $2:"), "{msg}");
            assert!(msg.ends_with(why), "{msg}");
        }
    }
}
