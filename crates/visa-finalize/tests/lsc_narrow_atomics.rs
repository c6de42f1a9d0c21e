//! LSC integer atomics on 8- and 16-bit data (`d8c32`, `d16c32`,
//! `d16c32h`): GCN has no such atomics, so the finalizer swaps the
//! narrow value into its dword with a compare-and-swap loop. One DG2
//! SIMD16 kernel runs every integer operation with lanes on neighbouring
//! locations (two or four lanes share a dword, so their swaps collide),
//! edge values (0, 0x7fff, 0x8000, 0xffff; sources with bits above the
//! data), compare-and-swap hitting and missing, a predicate, SLM, a
//! surface, and
//! all lanes adding to one location (memory only: the returned values
//! depend on the lanes' order). The GCN emulator (wait and hazard checks,
//! late load write-back) must give the vISA emulator's buffers, the
//! returned values and memory, on gfx900, gfx90a, gfx1030 and gfx1030
//! wave64. Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

/// Cases: operation, data shape, sources (`S1`, `S2` or `%null`).
const CASES: &[(&str, &str, &str)] = &[
    ("iadd", "d16c32", "S1 %null"),
    ("isub", "d16c32", "S1 %null"),
    ("iinc", "d16c32", "%null %null"),
    ("idec", "d16c32", "%null %null"),
    ("smin", "d16c32", "S1 %null"),
    ("smax", "d16c32", "S1 %null"),
    ("umin", "d16c32", "S1 %null"),
    ("umax", "d16c32", "S1 %null"),
    ("and", "d16c32", "S1 %null"),
    ("or", "d16c32", "S1 %null"),
    ("xor", "d16c32", "S1 %null"),
    ("store", "d16c32", "S1 %null"),
    ("load", "d16c32", "%null %null"),
    ("icas", "d16c32", "S1 S2"),
    ("iadd", "d8c32", "S1 %null"),
    ("smax", "d8c32", "S1 %null"),
    ("umin", "d8c32", "S1 %null"),
    ("idec", "d8c32", "%null %null"),
    ("icas", "d8c32", "S1 S2"),
    ("iadd", "d16c32h", "S1 %null"),
    ("smin", "d16c32h", "S1 %null"),
    ("icas", "d16c32h", "S1 S2"),
];

fn kernel() -> String {
    let mut s = String::from(
        r#".version 4.1
.kernel "nak"
.decl MEM v_type=G type=uq num_elts=1
.decl SRC v_type=G type=uq num_elts=1
.decl OUT v_type=G type=uq num_elts=1
.decl ADDR v_type=G type=uq num_elts=1
.decl L v_type=G type=uw num_elts=16 align=GRF
.decl OFF v_type=G type=ud num_elts=16 align=GRF
.decl T v_type=G type=ud num_elts=16 align=GRF
.decl VA v_type=G type=uq num_elts=16 align=GRF
.decl S1 v_type=G type=ud num_elts=16 align=GRF
.decl S2 v_type=G type=ud num_elts=16 align=GRF
.decl R v_type=G type=ud num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.input L offset=32 size=32
.function "nak_0"
nak_0:
    mov (M1, 16) OFF(0,0)<1> L(0,0)<1;1,0>
    svm_block_ld (4) SRC(0,0)<0;1,0> S1.0
    add (M1_NM, 1) ADDR(0,0)<1> SRC(0,0)<0;1,0> 0x40:uq
    svm_block_ld (4) ADDR(0,0)<0;1,0> S2.0
    setp (M1_NM, 16) P1 0xb5a3:uw
"#,
    );
    let mut j = 0;
    let mut case = |s: &mut String, pred: &str, op: &str, shape: &str, srcs: &str, same: bool| {
        let bytes = if shape == "d8c32" { 0 } else { 1 };
        if same {
            s.push_str("    mov (M1, 16) T(0,0)<1> 0x6:ud\n");
        } else {
            s.push_str(&format!(
                "    shl (M1, 16) T(0,0)<1> OFF(0,0)<1;1,0> 0x{bytes:x}:ud\n"
            ));
        }
        let dst = if same { "%null" } else { "R" };
        s.push_str(&format!(
            "    add (M1, 16) T(0,0)<1> T(0,0)<1;1,0> 0x{:x}:ud\n    \
             add (M1, 16) VA(0,0)<1> MEM(0,0)<0;1,0> T(0,0)<1;1,0>\n    \
             mov (M1, 16) R(0,0)<1> 0xdeadbeef:ud\n    \
             {pred}lsc_atomic_{op}.ugm (M1, 16) {dst}:{shape} flat[VA]:a64 {srcs}\n    \
             add (M1_NM, 1) ADDR(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n    \
             svm_block_st (4) ADDR(0,0)<0;1,0> R.0\n",
            64 * j,
            64 * j
        ));
        j += 1;
    };
    for (op, shape, srcs) in CASES {
        case(&mut s, "", op, shape, srcs, false);
    }
    case(&mut s, "(P1) ", "iadd", "d16c32", "S1 %null", false);
    case(&mut s, "(!P1) ", "icas", "d8c32", "S1 S2", false);
    case(&mut s, "", "iadd", "d16c32", "S1 %null", true);
    // A surface (binding-table index 3): 16-bit smax, 8-bit compare and
    // swap at an offset.
    s.push_str(
        "    shl (M1, 16) T(0,0)<1> OFF(0,0)<1;1,0> 0x1:ud\n    \
         lsc_atomic_smax.ugm (M1, 16) R:d16c32 bti(0x3)[T]:a32 S1 %null\n",
    );
    s.push_str(&format!(
        "    add (M1_NM, 1) ADDR(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n    \
         svm_block_st (4) ADDR(0,0)<0;1,0> R.0\n    \
         lsc_atomic_icas.ugm (M1, 16) R:d8c32 bti(0x3)[T+0x21]:a32 S1 S2\n    \
         add (M1_NM, 1) ADDR(0,0)<1> ADDR(0,0)<0;1,0> 0x40:uq\n    \
         svm_block_st (4) ADDR(0,0)<0;1,0> R.0\n",
        64 * (j + 3)
    ));
    // SLM: the pattern stored, a 16-bit umax and an 8-bit xor, read back.
    s.push_str(&format!(
        "    add (M1_NM, 1) ADDR(0,0)<1> MEM(0,0)<0;1,0> 0x{:x}:uq\n    \
         svm_block_ld (4) ADDR(0,0)<0;1,0> R.0\n    \
         shl (M1, 16) T(0,0)<1> OFF(0,0)<1;1,0> 0x2:ud\n    \
         lsc_store.slm (M1, 16) flat[T]:a32 R:d32\n    \
         shl (M1, 16) T(0,0)<1> OFF(0,0)<1;1,0> 0x1:ud\n    \
         lsc_atomic_umax.slm (M1, 16) R:d16c32 flat[T]:a32 S1 %null\n    \
         lsc_atomic_xor.slm (M1, 16) S2:d8c32 flat[T+0x1]:a32 S1 %null\n    \
         add (M1_NM, 1) ADDR(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n    \
         svm_block_st (4) ADDR(0,0)<0;1,0> R.0\n    \
         add (M1_NM, 1) ADDR(0,0)<1> ADDR(0,0)<0;1,0> 0x40:uq\n    \
         svm_block_st (4) ADDR(0,0)<0;1,0> S2.0\n    \
         shl (M1, 16) T(0,0)<1> OFF(0,0)<1;1,0> 0x2:ud\n    \
         lsc_load.slm (M1, 16) R:d32 flat[T]:a32\n    \
         add (M1_NM, 1) ADDR(0,0)<1> ADDR(0,0)<0;1,0> 0x40:uq\n    \
         svm_block_st (4) ADDR(0,0)<0;1,0> R.0\n    ret (M1, 1)\n",
        64 * (j - 1),
        64 * j
    ));
    s
}

/// 16-bit memory pattern (every case's 64 bytes start with it).
const MEM16: [u16; 16] = [
    0x0000, 0xffff, 0x8000, 0x7fff, 0x1234, 0xfffe, 0x0001, 0x8001, 0x00ff, 0xff00, 0x7ffe, 0x0080,
    0x5a5a, 0xa5a5, 0x0100, 0xc000,
];

#[test]
fn narrow_atomics_compute_the_emulators_values() {
    let platform = visa::Platform::Dg2;
    let src = kernel();
    let module = common::parse(&src, platform);
    let cases = CASES.len() + 3;
    let region: Vec<u8> = MEM16
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .chain((0..32u32).map(|i| (i * 29 + 3) as u8))
        .collect();
    let mem: Vec<u8> = (0..cases).flat_map(|_| region.clone()).collect();
    // S1: the memory's value in even lanes (compare-and-swap hits there),
    // edge values in odd ones, junk above 16 bits; S2: other values.
    let s1: Vec<u32> = (0..16)
        .map(|k| {
            let v = if k % 2 == 0 {
                MEM16[k] as u32
            } else {
                [0x0001, 0x8000, 0xffff, 0x7fff][k / 2 % 4]
            };
            v | 0x0bcd_0000 | (k as u32) << 28
        })
        .collect();
    let s2: Vec<u32> = (0..16)
        .map(|k| 0x1357_9bdf_u32.rotate_left(3 * k))
        .collect();
    let srcb: Vec<u8> = s1.iter().chain(&s2).flat_map(|x| x.to_le_bytes()).collect();
    let io = [
        ("MEM", In::Buf(mem)),
        ("SRC", In::Buf(srcb)),
        ("OUT", In::Buf(vec![0; 64 * (cases + 5)])),
        ("S3", In::Bti(3, region.repeat(2))),
    ];
    let mut s = Shape::thread(16);
    s.slm_bytes = 64;
    let want = common::run_visa(&module, platform, &s, &io).expect("vISA run");
    // The reference: case 0 (iadd d16c32), lane 3 returned 0x7fff and
    // left 0x7fff + 0x8000 = 0xffff.
    assert_eq!(&want[2][12..16], &[0xff, 0x7f, 0, 0]);
    assert_eq!(&want[0][6..8], &[0xff, 0xff]);
    for t in common::targets_and_wave64() {
        let got = common::gcn_buffers(&module, platform, 16, &t, &s, &io);
        for (b, name) in [(0, "memory"), (2, "returned"), (3, "surface")] {
            common::assert_rows(&t, &got[b], &want[b], 64, |r| format!("{name} region {r}"));
        }
    }
}
