//! LSC `d16u32h` (printed `d16c32h`) data: 16-bit loads into the high
//! half of each channel's dword (low half zero) and stores of the high
//! half, on 64-bit addresses, a binding-table surface and SLM, with an
//! immediate offset, two elements per lane and a predicated store. The
//! finalized kernel runs on the GCN emulator for gfx900, gfx90a, gfx1030
//! and gfx1030 wave64 with exactly the vISA emulator's buffers. Needs
//! `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

const HIGH: &str = r#".version 4.1
.kernel "hik"
.decl IN v_type=G type=uq num_elts=1 align=GRF
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl L v_type=G type=ud num_elts=16 align=GRF
.decl O v_type=G type=ud num_elts=16 align=GRF
.decl A v_type=G type=uq num_elts=16 align=GRF
.decl B v_type=G type=uq num_elts=16 align=GRF
.decl V v_type=G type=ud num_elts=32 align=GRF
.decl W v_type=G type=ud num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.input LX offset=32 size=32
.function "k_0"
k_0:
    mov (M1, 16) L(0,0)<1> LX(0,0)<1;1,0>
    shl (M1, 16) O(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    shl (M1, 16) A(0,0)<1> L(0,0)<1;1,0> 0x1:ud
    add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> IN(0,0)<0;1,0>
    shl (M1, 16) B(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> OUT(0,0)<0;1,0>
    mov (M1, 16) V(0,0)<1> 0x5555aaaa:ud
    lsc_load.ugm (M1, 16) V:d16c32h flat[A+0x2]:a64
    lsc_store.ugm (M1, 16) flat[B]:a64 V:d32
    lsc_load.ugm (M1, 16) V:d16c32hx2 flat[A+0x40]:a64
    lsc_store.ugm (M1, 16) flat[B+0x40]:a64 V:d32x2
    lsc_load.ugm (M1, 16) W:d32 bti(0x3)[O]:a32
    lsc_store.ugm (M1, 16) flat[B+0xc0]:a64 W:d16c32h
    lsc_store.slm (M1, 16) flat[O]:a32 W:d16c32h
    lsc_load.slm (M1, 16) W:d16c32h flat[O]:a32
    setp (M1_NM, 16) P1 0x6c39:uw
    (P1) lsc_store.ugm (M1, 16) flat[B+0x100]:a64 W:d32
    ret (M1, 1)
"#;

#[test]
fn d16_data_in_the_high_half() {
    let p = visa::Platform::Dg2;
    let m = common::parse(HIGH, p);
    let input: Vec<u8> = (0..128u32)
        .flat_map(|i| (0x8000 + 0x101 * i as u16).to_le_bytes())
        .collect();
    let words: Vec<u8> = (0..16u32)
        .flat_map(|i| (0x1234_0000u32.wrapping_mul(i + 1) + 0xbeef).to_le_bytes())
        .collect();
    let io = [
        ("IN", In::Buf(input)),
        ("OUT", In::Buf(vec![0xcc; 0x140])),
        ("S", In::Bti(3, words)),
    ];
    let mut s = Shape::thread(16);
    s.slm_bytes = 0x100;
    let d = |b: &[u8], i: usize| u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap());
    for t in common::targets_and_wave64() {
        let out = common::finalize_and_run_both(&m, p, 16, &t, &s, &io);
        for l in 0..16 {
            let h = 0x8000 + 0x101 * (l as u32 + 1);
            assert_eq!(
                d(&out[1], l),
                h << 16,
                "lane {l}: loaded into the high half"
            );
        }
    }
}
