//! `qw_gather`/`qw_scatter` (XeHP+): `blocks` qwords per lane at its byte
//! offset, block j of channel k in the data's qword `j * exec + k`, on a
//! surface bound by name, one bound at a binding-table index and SLM;
//! SIMD8 and SIMD16, 1, 2, 4 and 8 blocks, a predicated scatter. The
//! finalized kernel runs on the GCN emulator (wait and hazard checks,
//! late load write-back) for gfx900, gfx90a, gfx1030 and gfx1030 wave64
//! with exactly the vISA emulator's buffers. Needs `ld.lld-14` (fails
//! loudly without it).

mod common;

use common::{In, Shape};

const QW: &str = r#".version 4.1
.kernel "qwk"
.decl T6 v_type=T num_elts=1
.decl T7 v_type=T num_elts=1
.decl T8 v_type=T num_elts=1
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl L v_type=G type=ud num_elts=16 align=GRF
.decl B v_type=G type=ud num_elts=16 align=GRF
.decl Q v_type=G type=uq num_elts=128 align=GRF
.decl R v_type=G type=uq num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.input LX offset=32 size=32
.function "k_0"
k_0:
    movs (M1_NM, 1) T8(0) 0x3:ud
    mov (M1, 16) L(0,0)<1> LX(0,0)<1;1,0>
    add (M1, 16) B(0,0)<1> 0xf:ud (-)L(0,0)<1;1,0>
    shl (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0x3:ud
    qw_gather.2 (M1, 16) T6 B.0 Q.0
    shl (M1, 16) B(0,0)<1> L(0,0)<1;1,0> 0x4:ud
    qw_scatter.2 (M1, 16) T7 B.0 Q.0
    shl (M1, 8) B(0,0)<1> L(0,0)<1;1,0> 0x6:ud
    qw_gather.8 (M1, 8) T6 B.0 Q.0
    add (M1, 8) B(0,0)<1> B(0,0)<1;1,0> 0x200:ud
    qw_scatter.8 (M1, 8) T7 B.0 Q.0
    shl (M1, 16) B(0,0)<1> L(0,0)<1;1,0> 0x5:ud
    qw_gather.4 (M1, 16) T8 B.0 Q.0
    setp (M1_NM, 16) P1 0xa5c3:uw
    (P1) qw_scatter.4 (M1, 16) %slm B.0 Q.0
    shl (M1, 16) B(0,0)<1> L(0,0)<1;1,0> 0x3:ud
    xor (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0x8:ud
    qw_gather.1 (M1, 16) %slm B.0 R.0
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0x400:ud
    qw_scatter.1 (M1, 16) T7 B.0 R.0
    ret (M1, 1)
"#;

fn qwords(n: u64, base: u64) -> Vec<u8> {
    (0..n).flat_map(|i| (base + i).to_le_bytes()).collect()
}

#[test]
fn qword_gathers_and_scatters() {
    let p = visa::Platform::Dg2;
    let m = common::parse(QW, p);
    let io = [
        ("T6", In::Surface(qwords(64, 0x1111_0000_0000_0000))),
        ("T7", In::Surface(vec![0; 0x480])),
        ("S3", In::Bti(3, qwords(64, 0x3333_0000_0000_0000))),
    ];
    let mut s = Shape::thread(16);
    s.slm_bytes = 0x200;
    let q = |b: &[u8], i: usize| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().unwrap());
    for t in common::targets_and_wave64() {
        let out = common::finalize_and_run_both(&m, p, 16, &t, &s, &io);
        let o = &out[1];
        // Lane l gathered qwords 15-l and 16-l (blocks in slots l and
        // 16 + l) and scattered them to 2l and 2l+1.
        for l in 0..16 {
            assert_eq!(
                q(o, 2 * l),
                0x1111_0000_0000_0000 + 15 - l as u64,
                "lane {l} block 0"
            );
        }
        // SIMD8, 8 blocks: lane l's eight qwords 8l.. land at 0x200 + 64l.
        for l in 0..8 {
            for j in 0..8 {
                let want = 0x1111_0000_0000_0000 + 8 * l as u64 + j as u64;
                assert_eq!(q(o, 0x40 + 8 * l + j), want, "SIMD8 lane {l} block {j}");
            }
        }
    }
}
