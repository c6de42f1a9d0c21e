//! `lsc_load_strided` and `lsc_store_strided`: the vISA emulator gives
//! lane k the address of lane 0 (its register value times the scale plus
//! the offset) plus `stride * k` (a 64-bit stride as it is, any other
//! stride's 32 bits zero-extended), wrapped to the address size. One DG2
//! SIMD16 kernel loads and stores through 64- and 32-bit flat addresses
//! with the default (packed) pitch, immediate, zero, register and
//! negative (32-bit wrapping) strides, vectors (d32x2, d32x4), narrow data
//! (d8c32, d16c32), d64, an offset, a predicate, channels 8 to 15 (`M3`) and
//! a transposed block, and SLM (32-bit offsets); the GCN emulator (wait and
//! hazard checks, late load write-back) must give the vISA emulator's
//! buffers on gfx900, gfx90a, gfx1030 and gfx1030 wave64. Strided 16-bit
//! addresses are refused at the instruction. Needs `ld.lld-14` (fails
//! loudly without it).

mod common;

use common::{In, Shape};

const KERNEL: &str = r#".version 4.1
.kernel "strk"
.decl IN v_type=G type=uq num_elts=1
.decl OUT v_type=G type=uq num_elts=1
.decl B v_type=G type=ud num_elts=2 align=GRF alias=<IN, 0>
.decl C v_type=G type=ud num_elts=2 align=GRF alias=<OUT, 0>
.decl VA v_type=G type=uq num_elts=16 align=GRF
.decl VO v_type=G type=uq num_elts=16 align=GRF
.decl WA v_type=G type=ud num_elts=16 align=GRF
.decl WO v_type=G type=ud num_elts=16 align=GRF
.decl ST v_type=G type=ud num_elts=8 align=GRF
.decl SW v_type=G type=uw num_elts=16 align=GRF
.decl SQ v_type=G type=uq num_elts=4 align=GRF
.decl D v_type=G type=d num_elts=64 align=GRF
.decl Q v_type=G type=uq num_elts=16 align=GRF
.decl X v_type=G type=uw num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.input X offset=32 size=32
.function "strk_0"
strk_0:
    mov (M1, 16) VA(0,0)<1> 0x0:uq
    mov (M1_NM, 1) VA(0,0)<1> IN(0,0)<0;1,0>
    mov (M1, 16) VO(0,0)<1> 0x0:uq
    mov (M1_NM, 1) VO(0,0)<1> OUT(0,0)<0;1,0>
    mov (M1_NM, 8) ST(0,0)<1> 0x0:ud
    mov (M1_NM, 1) ST(0,0)<1> 0xc:ud
    mov (M1_NM, 1) ST(0,3)<1> 0x14:ud
    mov (M1_NM, 1) SW(0,5)<1> 0x10:uw
    mov (M1_NM, 1) SQ(0,1)<1> 0x8:uq
    mov (M1, 32) D(0,0)<1> 0x5a5a5a5a:d
    mov (M1, 32) D(4,0)<1> 0x5a5a5a5a:d
    lsc_load_strided.ugm (M1, 16) D:d32 flat[VA]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO]:a64 D:d32
    lsc_load_strided.ugm (M1, 16) D:d32 flat[VA, 0x10]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x40, 0x4]:a64 D:d32
    lsc_load_strided.ugm (M1, 16) D:d32 flat[VA+0x4, 0]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x80]:a64 D:d32
    lsc_load_strided.ugm (M1, 16) D:d32 flat[VA, ST]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0xc0, 0x4]:a64 D:d32
    lsc_load_strided.ugm (M1, 16) D:d32 flat[VA+0x40, ST(0,3)]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x100, SW(0,5)]:a64 D:d32
    lsc_load_strided.ugm (M1, 16) D:d32x2 flat[VA+0x8, SQ(0,1)]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x200]:a64 D:d32x2
    lsc_load_strided.ugm (M1, 16) D:d32x4 flat[VA+0x20]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x300]:a64 D:d32x4
    lsc_load_strided.ugm (M1, 16) Q:d64 flat[VA+0x18, 0x18]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x400]:a64 Q:d64
    lsc_load_strided.ugm (M1, 16) D:d8c32 flat[VA+0x3, 0x5]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x480]:a64 D:d32
    lsc_load_strided.ugm (M1, 16) D:d16c32 flat[VA+0x6, 0x6]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x4c0, 0x8]:a64 D:d16c32
    setp (M1_NM, 16) P1 0x9a5c:uw
    mov (M1, 16) D(0,0)<1> 0x11111111:d
    (P1) lsc_load_strided.ugm (M1, 16) D:d32 flat[VA+0x80, 0x8]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x540]:a64 D:d32
    (!P1) lsc_store_strided.ugm (M1, 16) flat[VO+0x580, 0x4]:a64 D:d32
    lsc_load_strided.ugm (M3, 8) D:d32 flat[VA+0x100, 0xc]:a64
    lsc_store_strided.ugm (M1, 16) flat[VO+0x5c0]:a64 D:d32
    lsc_load_strided.ugm (M1_NM, 1) D:d32x16t flat[VA+0x140]:a64
    lsc_store_strided.ugm (M1_NM, 1) flat[VO+0x600]:a64 D:d32x16t
    mov (M1, 16) WA(0,0)<1> 0x0:ud
    add (M1_NM, 1) WA(0,0)<1> B(0,0)<0;1,0> 0x1c0:ud
    mov (M1, 16) WO(0,0)<1> 0x0:ud
    add (M1_NM, 1) WO(0,0)<1> C(0,0)<0;1,0> 0x680:ud
    lsc_load_strided.ugm (M1, 16) D:d32 flat[WA, 0xfffffff8]:a32
    lsc_store_strided.ugm (M1, 16) flat[WO-0x20, 0x4]:a32 D:d32
    lsc_load_strided.ugm (M1, 16) D:d32x2 flat[WA-0x40, 0x8]:a32
    lsc_store_strided.ugm (M1, 16) flat[WO+0x40, ST]:a32 D:d32x2
    shl (M1, 16) WA(0,0)<1> X(0,0)<1;1,0> 0x3:ud
    mov (M1, 16) D(0,0)<1> X(0,0)<1;1,0>
    mov (M1, 16) D(2,0)<1> 0xabcd0000:d
    lsc_store.slm (M1, 16) flat[WA]:a32 D:d32x2
    lsc_store.slm (M1, 16) flat[WA+0x80]:a32 D:d32x2
    mov (M1, 16) WA(0,0)<1> 0x0:ud
    mov (M1_NM, 1) WA(0,0)<1> 0x14:ud
    lsc_load_strided.ugm (M1, 16) D:d32 flat[VA+0x40, 0x4]:a64
    lsc_store_strided.slm (M1, 16) flat[WA, 0xc]:a32 D:d32
    lsc_load_strided.slm (M1, 16) D:d32x2 flat[WA-0x4, ST]:a32
    lsc_store_strided.ugm (M1, 16) flat[VO+0x780]:a64 D:d32x2
    mov (M1, 16) WA(0,0)<1> 0x0:ud
    lsc_load_strided.slm (M1_NM, 1) D:d32x64t flat[WA]:a32
    lsc_store_strided.ugm (M1_NM, 1) flat[VO+0x800]:a64 D:d32x64t
    ret (M1, 1)
"#;

#[test]
fn strided_messages_reach_the_emulators_addresses() {
    let platform = visa::Platform::Dg2;
    let module = common::parse(KERNEL, platform);
    let inp: Vec<u8> = (0..512u32).map(|i| (i * 37 + 11) as u8).collect();
    let out: Vec<u8> = (0..0x900u32).map(|i| (i * 7) as u8).collect();
    let io = [("IN", In::Buf(inp.clone())), ("OUT", In::Buf(out))];
    let mut s = Shape::thread(16);
    s.slm_bytes = 0x100;
    let want = common::run_visa(&module, platform, &s, &io).expect("vISA run");
    // The reference: the 0x10 stride's lane 3 read IN + 0x30 and was
    // stored at OUT + 0x40 + 12.
    assert_eq!(&want[1][0x4c..0x50], &inp[0x30..0x34]);
    for t in common::targets_and_wave64() {
        common::finalize_and_run_both(&module, platform, 16, &t, &s, &io);
    }
}

#[test]
fn strided_16_bit_addresses_are_refused_with_their_location() {
    let src = ".version 4.1\n.kernel \"s16k\"\n\
        .decl A v_type=G type=uw num_elts=16 align=GRF\n\
        .decl D v_type=G type=d num_elts=16 align=GRF\n\
        .function \"s16k_0\"\ns16k_0:\n\
        mov (M1, 16) A(0,0)<1> 0x40:uw\n\
        lsc_load_strided.slm (M1, 16) D:d32 flat[A, 0x4]:a16\n\
        ret (M1, 1)\n";
    let platform = visa::Platform::Dg2;
    let module = common::parse(src, platform);
    common::assert_refused(
        &module,
        platform,
        16,
        &[
            "s16k $2: `lsc_load_strided.slm (M1, 16)",
            "strided LSC messages with 16-bit addresses are not supported",
        ],
    );
}
