//! LSC flat messages with 32-bit addresses (`flat[A]:a32`): the vISA
//! emulator forms the address as the register's 32 bits times the scale
//! plus the offset, wrapped to 32 bits and zero-extended (element offsets
//! then added in 64 bits); both emulators place buffers below 4 GiB, so
//! the low dword of a buffer's address reaches it. One DG2 SIMD16 kernel
//! loads, stores and adds atomically through 32-bit flat addresses (d32,
//! d32x2, d64, d8c32, d16c32, a negative offset, a transposed block, a
//! predicate); the GCN emulator (wait and hazard checks, late load
//! write-back) must give the vISA emulator's buffers on gfx900, gfx90a,
//! gfx1030 and gfx1030 wave64. Flat 16-bit addresses (SLM's) are refused
//! at the instruction. Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

const KERNEL: &str = r#".version 4.1
.kernel "a32k"
.decl IN v_type=G type=uq num_elts=1
.decl OUT v_type=G type=uq num_elts=1
.decl B v_type=G type=ud num_elts=2 align=GRF alias=<IN, 0>
.decl C v_type=G type=ud num_elts=2 align=GRF alias=<OUT, 0>
.decl L v_type=G type=uw num_elts=16 align=GRF
.decl VA v_type=G type=ud num_elts=16 align=GRF
.decl VO v_type=G type=ud num_elts=16 align=GRF
.decl S v_type=G type=ud num_elts=1 align=GRF
.decl D v_type=G type=d num_elts=64 align=GRF
.decl E v_type=G type=d num_elts=64 align=GRF
.decl Q v_type=G type=uq num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.input L offset=32 size=32
.function "a32k_0"
a32k_0:
    mov (M1, 16) VA(0,0)<1> L(0,0)<1;1,0>
    shl (M1, 16) VA(0,0)<1> VA(0,0)<1;1,0> 0x2:ud
    add (M1, 16) VA(0,0)<1> VA(0,0)<1;1,0> B(0,0)<0;1,0>
    mov (M1, 16) VO(0,0)<1> L(0,0)<1;1,0>
    shl (M1, 16) VO(0,0)<1> VO(0,0)<1;1,0> 0x2:ud
    add (M1, 16) VO(0,0)<1> VO(0,0)<1;1,0> C(0,0)<0;1,0>
    lsc_load.ugm (M1, 16) D:d32 flat[VA]:a32
    lsc_store.ugm (M1, 16) flat[VO]:a32 D:d32
    lsc_load.ugm (M1, 16) D:d32x2 flat[VA+0x40]:a32
    lsc_store.ugm (M1, 16) flat[VO+0x40]:a32 D:d32x2
    lsc_load.ugm (M1, 16) D:d8c32 flat[VA+0x1]:a32
    lsc_store.ugm (M1, 16) flat[VO+0xc0]:a32 D:d32
    lsc_load.ugm (M1, 16) D:d16c32 flat[VA+0x2]:a32
    lsc_store.ugm (M1, 16) flat[VO+0x100]:a32 D:d16c32
    add (M1, 16) VO(0,0)<1> VO(0,0)<1;1,0> 0x200:ud
    lsc_store.ugm (M1, 16) flat[VO-0x60]:a32 D:d32
    shl (M1, 16) VA(0,0)<1> L(0,0)<1;1,0> 0x3:ud
    add (M1, 16) VA(0,0)<1> VA(0,0)<1;1,0> B(0,0)<0;1,0>
    lsc_load.ugm (M1, 16) Q:d64 flat[VA+0x80]:a32
    lsc_store.ugm (M1, 16) flat[VO+0x100]:a32 Q:d64
    add (M1_NM, 1) S(0,0)<1> B(0,0)<0;1,0> 0x20:ud
    lsc_load.ugm (M1_NM, 1) E:d32x16t flat[S]:a32
    add (M1_NM, 1) S(0,0)<1> C(0,0)<0;1,0> 0x400:ud
    lsc_store.ugm (M1_NM, 1) flat[S]:a32 E:d32x16t
    setp (M1_NM, 16) P1 0x9a5c:uw
    mov (M1, 16) E(0,0)<1> L(0,0)<1;1,0>
    shl (M1, 16) VO(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    add (M1, 16) VO(0,0)<1> VO(0,0)<1;1,0> C(0,0)<0;1,0>
    (P1) lsc_atomic_iadd.ugm (M1, 16) D:d32 flat[VO+0x480]:a32 E %null
    lsc_store.ugm (M1, 16) flat[VO+0x500]:a32 D:d32
    ret (M1, 1)
"#;

#[test]
fn flat_32_bit_addresses_reach_the_buffers() {
    let platform = visa::Platform::Dg2;
    let module = common::parse(KERNEL, platform);
    let inp: Vec<u8> = (0..512u32).map(|i| (i * 37 + 11) as u8).collect();
    let out: Vec<u8> = (0..0x600u32).map(|i| (i * 7) as u8).collect();
    let io = [("IN", In::Buf(inp.clone())), ("OUT", In::Buf(out))];
    let s = Shape::thread(16);
    let want = common::run_visa(&module, platform, &s, &io).expect("vISA run");
    // The reference: lane 3's d32 load from IN + 12 landed at OUT + 12.
    assert_eq!(&want[1][12..16], &inp[12..16]);
    for t in common::targets_and_wave64() {
        common::finalize_and_run_both(&module, platform, 16, &t, &s, &io);
    }
}

#[test]
fn flat_16_bit_addresses_are_refused_with_their_location() {
    let src = ".version 4.1\n.kernel \"a16k\"\n\
        .decl A v_type=G type=uw num_elts=16 align=GRF\n\
        .decl D v_type=G type=d num_elts=16 align=GRF\n\
        .function \"a16k_0\"\na16k_0:\n\
        mov (M1, 16) A(0,0)<1> 0x40:uw\n\
        lsc_load.ugm (M1, 16) D:d32 flat[A]:a16\n\
        ret (M1, 1)\n";
    let platform = visa::Platform::Dg2;
    let module = common::parse(src, platform);
    common::assert_refused(
        &module,
        platform,
        16,
        &[
            "a16k $2: `lsc_load.ugm (M1, 16)",
            "LSC flat messages with 16-bit addresses are not supported",
        ],
    );
}
