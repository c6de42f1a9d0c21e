//! Surfaces of hand-written kernels, which have no zebin binding table:
//! a surface variable that no `movs` sets is the argument of its name
//! (`xvisa run` binds it by that name), and a binding-table index written
//! as a constant (`movs` of an immediate, LSC `bti(N)`) is the argument
//! `btiN` (what `xvisa run` binds at index N). Each kernel runs on the
//! vISA emulator and, finalized, on the GCN emulator (wait and hazard
//! checks, late load write-back) for gfx900, gfx90a, gfx1030 and gfx1030
//! wave64, with equal buffers. Also LSC atomics with an immediate offset
//! on 64-bit addresses. Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

/// SKL SIMD8: `T6` and `T7` bound by name, `T8` by `movs` of 8: scaled
/// gathers and scatters, channel-masked `gather4_scaled`, oword blocks
/// and dword atomics with colliding lanes.
const NAMED: &str = r#".version 4.1
.kernel "surfk"
.decl T6 v_type=T num_elts=1
.decl T7 v_type=T num_elts=1
.decl T8 v_type=T num_elts=1
.decl L v_type=G type=ud num_elts=8 align=GRF
.decl B v_type=G type=ud num_elts=8 align=GRF
.decl B2 v_type=G type=ud num_elts=8 align=GRF
.decl B3 v_type=G type=ud num_elts=8 align=GRF
.decl G v_type=G type=ud num_elts=8 align=GRF
.decl G4 v_type=G type=ud num_elts=16 align=GRF
.decl O v_type=G type=ud num_elts=8 align=GRF
.decl V v_type=G type=ud num_elts=8 align=GRF
.decl VD v_type=G type=d num_elts=8 align=GRF
.decl R v_type=G type=ud num_elts=8 align=GRF
.decl X v_type=G type=ud num_elts=8 align=GRF
.function "k_0"
k_0:
    movs (M1_NM, 1) T8(0) 0x8:ud
    mov (M1, 8) L(0,0)<1> 0x76543210:v
    shl (M1, 8) B(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    gather_scaled.4 (M1, 8) T6 0x20:ud B.0 G.0
    scatter_scaled.4 (M1, 8) T7 0x0:ud B.0 G.0
    shl (M1, 8) B2(0,0)<1> L(0,0)<1;1,0> 0x3:ud
    gather4_scaled.RG (M1, 8) T6 0x0:ud B2.0 G4.0
    scatter4_scaled.RG (M1, 8) T7 0x40:ud B2.0 G4.0
    oword_ld (2) T6 0x2:ud O.0
    oword_st (2) T7 0x8:ud O.0
    and (M1, 8) B3(0,0)<1> L(0,0)<1;1,0> 0x1:ud
    shl (M1, 8) B3(0,0)<1> B3(0,0)<1;1,0> 0x2:ud
    add (M1, 8) B3(0,0)<1> B3(0,0)<1;1,0> 0x20:ud
    add (M1, 8) V(0,0)<1> L(0,0)<1;1,0> 0x1:ud
    dword_atomic.add (M1, 8) T7 B3.0 V.0 %null.0 R.0
    scatter_scaled.4 (M1, 8) T7 0xe0:ud B.0 R.0
    mov (M1, 8) B3(0,0)<1> 0x28:ud
    dword_atomic.inc (M1, 8) T7 B3.0 %null.0 %null.0 R.0
    mov (M1, 8) B3(0,0)<1> 0x2c:ud
    add (M1, 8) V(0,0)<1> L(0,0)<1;1,0> 0x64:ud
    mov (M1, 8) X(0,0)<1> 0x0:ud
    dword_atomic.cmpxchg (M1, 8) T7 B3.0 V.0 X.0 R.0
    add (M1, 8) VD(0,0)<1> L(0,0)<1;1,0> -4:d
    mov (M1, 8) B3(0,0)<1> 0x30:ud
    dword_atomic.maxsint (M1, 8) T7 B3.0 VD.0 %null.0 R.0
    gather_scaled.4 (M1, 8) T8 0x0:ud B.0 G.0
    scatter_scaled.4 (M1, 8) T7 0x100:ud B.0 G.0
    scatter_scaled.4 (M1, 8) T8 0x20:ud B.0 L.0
    ret (M1, 1)
"#;

fn words(n: u32, base: u32) -> Vec<u8> {
    (0..n).flat_map(|i| (base + i).to_le_bytes()).collect()
}

#[test]
fn named_surfaces_and_constant_binding_table_indices() {
    let p = visa::Platform::Skl;
    let m = common::parse(NAMED, p);
    let io = [
        ("T6", In::Surface(words(32, 1000))),
        ("T7", In::Surface(vec![0; 320])),
        ("S8", In::Bti(8, words(16, 5000))),
    ];
    for t in common::targets_and_wave64() {
        let k = common::finalize(&m, p, 8, &t).unwrap_or_else(|e| panic!("{}: {e}", t.proc));
        let names: Vec<&str> = k.args.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["T6", "T7", "bti8"], "arguments");
        assert!(k
            .args
            .iter()
            .all(|a| a.kind == "global_buffer" && a.size == 8));
        let co = common::link(&k, &t);
        let out = common::run_both(&m, p, &k, &co, &t, &Shape::thread(8), &io);
        // T7 got T6's dwords 8..15 at 0 (the gather's 0x20 offset), and
        // T8's first eight dwords at 0x100; T8 got the lane numbers.
        let d = |b: &[u8], i: usize| u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap());
        for l in 0..8 {
            assert_eq!(d(&out[1], l), 1008 + l as u32, "T7 dword {l}");
            assert_eq!(d(&out[1], 64 + l), 5000 + l as u32, "T7 dword {}", 64 + l);
            assert_eq!(d(&out[2], 8 + l), l as u32, "T8 dword {}", 8 + l);
        }
    }
}

/// DG2 SIMD16: an LSC load through `bti(0x3)`, and LSC atomics (add,
/// compare-exchange, signed min) whose 64-bit addresses carry immediate
/// offsets, returning the old values in lane order.
const LSC: &str = r#".version 4.1
.kernel "lscbti"
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl CNT v_type=G type=uq num_elts=1
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl L v_type=G type=ud num_elts=16 align=GRF
.decl O32 v_type=G type=ud num_elts=16 align=GRF
.decl A v_type=G type=uq num_elts=16 align=GRF
.decl B v_type=G type=uq num_elts=16 align=GRF
.decl V v_type=G type=ud num_elts=16 align=GRF
.decl W v_type=G type=ud num_elts=16 align=GRF
.decl VD v_type=G type=d num_elts=16 align=GRF
.decl R v_type=G type=ud num_elts=16 align=GRF
.input LX offset=32 size=32
.function "k_0"
k_0:
    mov (M1, 16) L(0,0)<1> LX(0,0)<1;1,0>
    shl (M1, 16) O32(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    shl (M1, 16) B(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> OUT(0,0)<0;1,0>
    lsc_load.ugm (M1, 16) V:d32 bti(0x3)[O32]:a32
    lsc_store.ugm (M1, 16) flat[B]:a64 V:d32
    mov (M1, 16) A(0,0)<1> CNT(0,0)<0;1,0>
    add (M1, 16) V(0,0)<1> L(0,0)<1;1,0> 0x1:ud
    lsc_atomic_iadd.ugm (M1, 16) R:d32 flat[A+0x10]:a64 V %null
    lsc_store.ugm (M1, 16) flat[B+0x40]:a64 R:d32
    mov (M1, 16) W(0,0)<1> 0x0:ud
    add (M1, 16) V(0,0)<1> L(0,0)<1;1,0> 0x64:ud
    lsc_atomic_icas.ugm (M1, 16) R:d32 flat[A+0x14]:a64 W V
    lsc_store.ugm (M1, 16) flat[B+0x80]:a64 R:d32
    add (M1, 16) VD(0,0)<1> L(0,0)<1;1,0> -5:d
    lsc_atomic_smin.ugm (M1, 16) %null:d32 flat[A+0x1000]:a64 VD %null
    ret (M1, 1)
"#;

#[test]
fn lsc_binding_table_index_and_atomic_offsets() {
    let p = visa::Platform::Dg2;
    let m = common::parse(LSC, p);
    let io = [
        ("OUT", In::Buf(vec![0; 192])),
        ("CNT", In::Buf(vec![0; 0x1004])),
        ("S", In::Bti(3, words(16, 0x2000))),
    ];
    let s = Shape::thread(16);
    for t in common::targets_and_wave64() {
        let k = common::finalize(&m, p, 16, &t).unwrap_or_else(|e| panic!("{}: {e}", t.proc));
        let names: Vec<&str> = k.args.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["OUT", "CNT", "bti3"], "arguments");
        let co = common::link(&k, &t);
        let out = common::run_both(&m, p, &k, &co, &t, &s, &io);
        let d = |b: &[u8], i: usize| u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap());
        let mut sum = 0;
        for l in 0..16 {
            assert_eq!(d(&out[0], l), 0x2000 + l as u32, "bti(3) lane {l}");
            assert_eq!(d(&out[0], 16 + l), sum, "iadd's old value, lane {l}");
            sum += l as u32 + 1;
        }
        assert_eq!(d(&out[1], 4), sum, "the sum at CNT+0x10");
        assert_eq!(d(&out[1], 5), 0x64, "lane 0's compare-exchange wins");
        assert_eq!(d(&out[1], 0x400) as i32, -5, "smin at CNT+0x1000");
    }
}
