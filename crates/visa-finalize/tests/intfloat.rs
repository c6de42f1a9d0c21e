//! Integer operations written to a float destination: the vISA emulator
//! converts the exact integer result, so products, sums and shifts of
//! 32-bit sources that outgrow 32 bits must not wrap in the finalized
//! code. Both emulators on gfx900, gfx90a, gfx1030 and gfx1030 wave64.
//! Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

const SRC: &str = r#".version 4.1
.kernel "intf"
.decl OUT v_type=G type=uq num_elts=1
.decl INP v_type=G type=uq num_elts=1
.decl U v_type=G type=ud num_elts=8 align=GRF
.decl S v_type=G type=d num_elts=8 alias=<U, 0>
.decl R v_type=G type=f num_elts=64 align=GRF
.function "intf_0"
intf_0:
    svm_block_ld (2) INP(0,0)<0;1,0> U.0
    mul (M1, 8) R(0,0)<1> U(0,0)<1;1,0> U(0,0)<1;1,0>
    mul (M1, 8) R(1,0)<1> S(0,0)<1;1,0> S(0,0)<1;1,0>
    mul (M1, 8) R(2,0)<1> S(0,0)<1;1,0> U(0,0)<1;1,0>
    mad (M1, 8) R(3,0)<1> U(0,0)<1;1,0> U(0,0)<1;1,0> U(0,0)<1;1,0>
    add (M1, 8) R(4,0)<1> U(0,0)<1;1,0> U(0,0)<1;1,0>
    add (M1, 8) R(5,0)<1> S(0,0)<1;1,0> S(0,0)<1;1,0>
    shl (M1, 8) R(6,0)<1> U(0,0)<1;1,0> 0x1f:ud
    avg (M1, 8) R(7,0)<1> S(0,0)<1;1,0> S(0,0)<1;1,0>
    svm_block_st (8) OUT(0,0)<0;1,0> R.0
    add (M1_NM, 1) OUT(0,0)<1> OUT(0,0)<0;1,0> 0x80:uq
    svm_block_st (8) OUT(0,0)<0;1,0> R.128
    ret (M1, 1)
"#;

#[test]
fn integer_results_into_float_destinations_are_exact() {
    let p = visa::Platform::Skl;
    let m = common::parse(SRC, p);
    let vals: [u32; 8] = [
        0xffff_ffff,
        0x8000_0000,
        0x7fff_ffff,
        0x0001_0000,
        3,
        0,
        0x9e37_79b9,
        0xc000_0001,
    ];
    let inp: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
    let io = [("OUT", In::Buf(vec![0; 256])), ("INP", In::Buf(inp))];
    for t in common::targets_and_wave64() {
        let out = common::finalize_and_run_both(&m, p, 8, &t, &Shape::thread(8), &io);
        let f = |i: usize| f32::from_le_bytes(out[0][4 * i..4 * i + 4].try_into().unwrap());
        // 0xffffffff squared (about 1.8e19), not the wrapped 1.
        assert_eq!(f(0), (0xffff_ffffu64 as f64 * 0xffff_ffffu64 as f64) as f32);
        // (-2^31)^2 = 2^62.
        assert_eq!(f(8 + 1), 2f32.powi(62));
        // 0x7fffffff + 0x7fffffff as d: 2^32 - 2, not -2.
        assert_eq!(f(40 + 2), 4294967294.0);
        // 0x10000 << 31 = 2^47.
        assert_eq!(f(48 + 3), 2f32.powi(47));
    }
}

/// Integer operations into a float destination whose exact value the
/// finalizer does not compute are refused at the instruction.
#[test]
fn other_integer_operations_into_floats_are_refused() {
    let p = visa::Platform::Skl;
    for ins in [
        "avg (M1, 8) R(0,0)<1> U(0,0)<1;1,0> U(0,0)<1;1,0>",
        "shr (M1, 8) R(0,0)<1> S(0,0)<1;1,0> 0x0:d",
        "not (M1, 8) R(0,0)<1> U(0,0)<1;1,0>",
    ] {
        let src = SRC.replace(
            "    mul (M1, 8) R(0,0)<1> U(0,0)<1;1,0> U(0,0)<1;1,0>\n",
            &format!("    {ins}\n"),
        );
        let m = common::parse(&src, p);
        for t in common::targets() {
            let e = common::finalize(&m, p, 8, &t).expect_err(ins);
            let l = e.at.as_ref().expect("located");
            assert!(l.text.starts_with(ins.split(' ').next().unwrap()), "{e}");
            assert!(e.message.contains("into a float destination"), "{e}");
        }
    }
}
