//! `fcvt` (PVC) and `srnd` (PVCXT) on every HF bit pattern and on F edge
//! and random values: BF8 (E5M2 in UB) to HF, HF to BF8 (nearest even,
//! overflow to infinity, NaN kept), F to TF32 in F and in UD (nearest even
//! on 13 bits, denormals to zero, NaN quieted), TF32 in UD to F, and the
//! stochastic roundings F to HF and HF to BF8 (random bits added, then
//! truncated; HF denormals, 2^16 and above to infinity, NaN). One SIMD16
//! thread loops over 4,096 blocks of 16 lanes; `srnd` and `fcvt` to BF8
//! write every channel of the execution size whatever the channel
//! enables (the emulator's full mask), the other forms only the enabled
//! ones, so a copy of each after a divergent `goto` writes over a
//! pattern. The GCN emulator (wait and hazard checks, late
//! load write-back) must give the vISA emulator's bytes on gfx900,
//! gfx90a, gfx1030 and gfx1030 wave64. Needs `ld.lld-14` (fails loudly
//! without it).

mod common;

use common::{In, Shape};

const BLOCKS: u32 = 4096;

const KERNEL: &str = r#".version 4.1
.kernel "fp8k"
.decl IH v_type=G type=uq num_elts=1
.decl IR v_type=G type=uq num_elts=1
.decl IF v_type=G type=uq num_elts=1
.decl IU v_type=G type=uq num_elts=1
.decl O v_type=G type=uq num_elts=1
.decl A v_type=G type=uq num_elts=1
.decl B v_type=G type=uq num_elts=1
.decl I v_type=G type=ud num_elts=1
.decl J v_type=G type=uq num_elts=1
.decl SH v_type=G type=hf num_elts=16 align=GRF
.decl SB v_type=G type=ub num_elts=16 align=GRF
.decl SRH v_type=G type=uw num_elts=16 align=GRF
.decl SF v_type=G type=f num_elts=16 align=GRF
.decl SRF v_type=G type=ud num_elts=16 align=GRF
.decl SU v_type=G type=ud num_elts=16 align=GRF
.decl R8 v_type=G type=ub num_elts=16 align=GRF
.decl D8 v_type=G type=ub num_elts=16 align=GRF
.decl P8 v_type=G type=ub num_elts=16 align=GRF
.decl RH v_type=G type=hf num_elts=16 align=GRF
.decl DH v_type=G type=hf num_elts=16 align=GRF
.decl PH v_type=G type=hf num_elts=16 align=GRF
.decl RF v_type=G type=f num_elts=16 align=GRF
.decl RU v_type=G type=ud num_elts=16 align=GRF
.decl RB v_type=G type=f num_elts=16 align=GRF
.decl PF v_type=G type=f num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.decl P2 v_type=P num_elts=1
.function "fp8k_0"
fp8k_0:
    mov (M1_NM, 1) I(0,0)<1> 0x0:ud
    mov (M1_NM, 1) J(0,0)<1> 0x0:uq
    mov (M1_NM, 1) A(0,0)<1> 0x0:uq
    mov (M1_NM, 1) B(0,0)<1> 0x0:uq
    setp (M1_NM, 16) P1 0x6c95:uw
LOOP:
    shl (M1_NM, 1) J(0,0)<1> I(0,0)<0;1,0> 0x5:ud
    add (M1_NM, 1) A(0,0)<1> IH(0,0)<0;1,0> J(0,0)<0;1,0>
    svm_block_ld (2) A(0,0)<0;1,0> SH.0
    add (M1_NM, 1) A(0,0)<1> IR(0,0)<0;1,0> J(0,0)<0;1,0>
    svm_block_ld (2) A(0,0)<0;1,0> SRH.0
    shl (M1_NM, 1) J(0,0)<1> I(0,0)<0;1,0> 0x4:ud
    add (M1_NM, 1) A(0,0)<1> IH(0,0)<0;1,0> J(0,0)<0;1,0>
    svm_block_ld (1) A(0,0)<0;1,0> SB.0
    shl (M1_NM, 1) J(0,0)<1> I(0,0)<0;1,0> 0x6:ud
    add (M1_NM, 1) A(0,0)<1> IF(0,0)<0;1,0> J(0,0)<0;1,0>
    svm_block_ld (4) A(0,0)<0;1,0> SF.0
    add (M1_NM, 1) A(0,0)<1> IU(0,0)<0;1,0> J(0,0)<0;1,0>
    svm_block_ld (4) A(0,0)<0;1,0> SRF.0
    mov (M1, 16) SU(0,0)<1> SF(0,0)<1;1,0>
    mov (M1, 16) P8(0,0)<1> 0xa5:ub
    mov (M1, 16) PH(0,0)<1> 0x5a5a:uw
    mov (M1, 16) PF(0,0)<1> 0x5a5a5a5a:ud
    fcvt (M1, 16) R8(0,0)<1> SH(0,0)<1;1,0>
    srnd (M1, 16) D8(0,0)<1> SH(0,0)<1;1,0> SRH(0,0)<1;1,0>
    fcvt (M1, 16) RH(0,0)<1> SB(0,0)<1;1,0>
    srnd (M1, 16) DH(0,0)<1> SF(0,0)<1;1,0> SRF(0,0)<1;1,0>
    fcvt (M1, 16) RF(0,0)<1> SF(0,0)<1;1,0>
    fcvt (M1, 16) RU(0,0)<1> SF(0,0)<1;1,0>
    fcvt (M1, 16) RB(0,0)<1> SU(0,0)<1;1,0>
    (P1) goto (M1, 16) SKIP
    fcvt (M1, 16) P8(0,0)<1> SH(0,0)<1;1,0>
    fcvt (M1, 16) PH(0,0)<1> SB(0,0)<1;1,0>
    fcvt (M1, 16) PF(0,0)<1> SF(0,0)<1;1,0>
SKIP:
    shl (M1_NM, 1) J(0,0)<1> I(0,0)<0;1,0> 0x9:ud
    add (M1_NM, 1) A(0,0)<1> O(0,0)<0;1,0> J(0,0)<0;1,0>
    svm_block_st (1) A(0,0)<0;1,0> R8.0
    add (M1_NM, 1) B(0,0)<1> A(0,0)<0;1,0> 0x10:uq
    svm_block_st (1) B(0,0)<0;1,0> D8.0
    add (M1_NM, 1) A(0,0)<1> B(0,0)<0;1,0> 0x10:uq
    svm_block_st (1) A(0,0)<0;1,0> P8.0
    add (M1_NM, 1) B(0,0)<1> A(0,0)<0;1,0> 0x10:uq
    svm_block_st (2) B(0,0)<0;1,0> RH.0
    add (M1_NM, 1) A(0,0)<1> B(0,0)<0;1,0> 0x20:uq
    svm_block_st (2) A(0,0)<0;1,0> DH.0
    add (M1_NM, 1) B(0,0)<1> A(0,0)<0;1,0> 0x20:uq
    svm_block_st (2) B(0,0)<0;1,0> PH.0
    add (M1_NM, 1) A(0,0)<1> B(0,0)<0;1,0> 0x30:uq
    svm_block_st (4) A(0,0)<0;1,0> RF.0
    add (M1_NM, 1) B(0,0)<1> A(0,0)<0;1,0> 0x40:uq
    svm_block_st (4) B(0,0)<0;1,0> RU.0
    add (M1_NM, 1) A(0,0)<1> B(0,0)<0;1,0> 0x40:uq
    svm_block_st (4) A(0,0)<0;1,0> RB.0
    add (M1_NM, 1) B(0,0)<1> A(0,0)<0;1,0> 0x40:uq
    svm_block_st (4) B(0,0)<0;1,0> PF.0
    add (M1_NM, 1) I(0,0)<1> I(0,0)<0;1,0> 0x1:ud
    cmp.lt (M1_NM, 1) P2 I(0,0)<0;1,0> 0x1000:ud
    (P2) jmp (M1_NM, 1) LOOP
    ret (M1, 1)
"#;

/// Output bytes per block (offsets as the kernel stores them).
const OUT_BLOCK: usize = 512;

/// A deterministic pseudo-random sequence (xorshift64*).
fn rng(seed: u64) -> impl FnMut() -> u32 {
    let mut s = seed;
    move || {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        (s.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as u32
    }
}

/// F inputs: edges first (zeros, denormals, the smallest normals, TF32
/// ties odd and even, HF's limits 65504 and 65536 with their
/// neighbours, 2^-14 and 2^-24 and around, F::MAX, infinities, quiet and
/// signaling NaNs with payloads), then values near HF's range and fully
/// random patterns.
fn f_inputs() -> Vec<u32> {
    let mut v = vec![
        0x0000_0000,
        0x8000_0000,
        0x0000_0001,
        0x8000_1234,
        0x007f_ffff,
        0x0080_0000,
        0x8080_0000,
        0x0080_1000,
        0x0080_3000,
        0x3f80_1000,
        0x3f80_3000,
        0x3f80_1001,
        0x3f80_0fff,
        0xbf80_1000,
        0x3f7f_f000,
        0x7f7f_f000,
        0x7f7f_efff,
        0x7f7f_ffff,
        0xff7f_ffff,
        0x7f80_0000,
        0xff80_0000,
        0x7f80_0001,
        0x7fc0_0000,
        0xffc0_1234,
        0x7fbf_ffff,
        0x7fa0_0000,
        0x477f_e000,
        0x477f_e001,
        0x477f_efff,
        0x477f_f000,
        0x477f_ffff,
        0x4780_0000,
        0xc77f_f000,
        0x3880_0000,
        0x387f_ffff,
        0x387f_c000,
        0x3380_0000,
        0x337f_ffff,
        0x3300_0000,
        0x32ff_ffff,
        0xb380_0000,
        0x3555_5555,
        0x4049_0fdb,
        0x447a_0000,
    ];
    let mut r = rng(0x5eed_f00d);
    while v.len() < (BLOCKS * 16) as usize / 2 {
        // Magnitudes within HF's range and a little beyond, both signs.
        let e = 100 + r() % 45;
        v.push((r() & 0x8000_0000) | (e << 23) | (r() & 0x7f_ffff));
    }
    while v.len() < (BLOCKS * 16) as usize {
        v.push(r());
    }
    v
}

#[test]
fn fcvt_and_srnd_give_the_emulators_bits() {
    let platform = visa::Platform::PvcXt;
    let module = common::parse(KERNEL, platform);
    let n = (BLOCKS * 16) as usize;
    // Every HF pattern once (the UB view of the same bytes gives every
    // byte many times).
    let ih: Vec<u8> = (0..n as u32)
        .flat_map(|h| (h as u16).to_le_bytes())
        .collect();
    let mut r = rng(0x1234_5678);
    let mut rh: Vec<u16> = (0..n).map(|_| r() as u16).collect();
    rh[..6].copy_from_slice(&[0, 0xff, 0x80, 0x7f, 0xff00, 0xffff]);
    let rh: Vec<u8> = rh.iter().flat_map(|x| x.to_le_bytes()).collect();
    let f: Vec<u8> = f_inputs().iter().flat_map(|x| x.to_le_bytes()).collect();
    let mut ru: Vec<u32> = (0..n).map(|_| r()).collect();
    // The edge F values meet random bits 0, all ones, and the largest
    // 13-bit value, among others.
    for (k, x) in ru.iter_mut().take(64).enumerate() {
        *x = [0, 0x1fff, 0xffff_ffff, 0x1000, 0xfff, 0xe000][k % 6];
    }
    let ru: Vec<u8> = ru.iter().flat_map(|x| x.to_le_bytes()).collect();
    let io = || {
        [
            ("IH", In::Buf(ih.clone())),
            ("IR", In::Buf(rh.clone())),
            ("IF", In::Buf(f.clone())),
            ("IU", In::Buf(ru.clone())),
            ("O", In::Buf(vec![0; OUT_BLOCK * BLOCKS as usize])),
        ]
    };
    let shape = Shape::thread(16);
    let want = common::run_visa(&module, platform, &shape, &io()).expect("vISA run");
    let want = &want[4];
    // Spot checks of the reference (emulator's unit tests): HF 1.0
    // (block 0x3c00 / 16, lane 0) to BF8 is 0x3c; F 1 + 2^-11 to TF32
    // is 1.0.
    let blk = 0x3c00 / 16;
    assert_eq!(want[OUT_BLOCK * blk], 0x3c);
    let rf = |b: usize, l: usize| {
        u32::from_le_bytes(
            want[OUT_BLOCK * b + 0xa0 + 4 * l..][..4]
                .try_into()
                .unwrap(),
        )
    };
    assert_eq!(rf(0, 9), 0x3f80_0000);
    let names = [
        (0x00, 16, "fcvt hf->bf8"),
        (0x10, 16, "srnd hf->bf8"),
        (0x20, 16, "divergent fcvt hf->bf8"),
        (0x30, 32, "fcvt bf8->hf"),
        (0x50, 32, "srnd f->hf"),
        (0x70, 32, "divergent fcvt bf8->hf"),
        (0xa0, 64, "fcvt f->tf32"),
        (0xe0, 64, "fcvt f->tf32 in ud"),
        (0x120, 64, "fcvt tf32 in ud->f"),
        (0x160, 64, "divergent fcvt f->tf32"),
    ];
    for t in common::targets_and_wave64() {
        let tname = common::name(&t);
        let k =
            common::finalize(&module, platform, 16, &t).unwrap_or_else(|e| panic!("{tname}: {e}"));
        let co = common::link(&k, &t);
        let got = common::run_gcn(&k, &co, &shape, &io())
            .unwrap_or_else(|e| panic!("GCN run on {tname}: {e}"));
        let got = &got[4];
        let mut bad = Vec::new();
        for b in 0..BLOCKS as usize {
            for &(off, len, what) in &names {
                let at = OUT_BLOCK * b + off;
                if got[at..at + len] != want[at..at + len] && bad.len() < 8 {
                    bad.push(format!(
                        "block {b} {what}: got {:02x?}, want {:02x?}",
                        &got[at..at + len],
                        &want[at..at + len]
                    ));
                }
            }
        }
        assert!(
            bad.is_empty(),
            "{tname}: xvisa co run differs from xvisa run:\n{}",
            bad.join("\n")
        );
        assert!(got == want, "{tname}: bytes outside the results differ");
    }
}

/// A conversion the instruction does not perform is refused at it.
#[test]
fn fcvt_of_another_type_is_refused_with_its_location() {
    let src = ".version 4.1\n.kernel \"fcr\"\n\
        .decl A v_type=G type=hf num_elts=16 align=GRF\n\
        .decl R v_type=G type=f num_elts=16 align=GRF\n\
        .function \"fcr_0\"\nfcr_0:\n\
        mov (M1, 16) A(0,0)<1> 0x3c00:hf\n\
        srnd (M1, 16) R(0,0)<1> A(0,0)<1;1,0> A(0,0)<1;1,0>\n\
        ret (M1, 1)\n";
    let platform = visa::Platform::PvcXt;
    let module = common::parse(src, platform);
    common::assert_refused(
        &module,
        platform,
        16,
        &[
            "fcr $2: `srnd (M1, 16)",
            "srnd from hf to f is not a conversion it performs",
        ],
    );
}
