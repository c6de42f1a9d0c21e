//! Memory forms the finalizer maps onto LDS: transposed (block) LSC
//! messages on global memory and SLM, and address-taken variables reached
//! through indirect operands (the thread's register image in LDS). Each
//! kernel finalizes, runs on the GCN emulator (wait and hazard checks and
//! late load write-back on) with exactly the vISA emulator's results.
//! Needs `ld.lld-14` (the emulator runs linked objects; the test fails
//! loudly without it).

mod common;

use common::{In, Shape};
use visa_finalize::driver::Finalized;
use visa_finalize::target::Target;

/// Transposed LSC loads and stores: 32 dwords from `IN` (flat A64) into a
/// lane-layout variable of two rows, stored to SLM at 0x40, read back at
/// unaligned-to-the-store offsets as 8 qwords and one dword (scalar
/// layouts, immediate offsets), then stored to `OUT` (one with an
/// immediate offset on the 64-bit address).
const TRANSPOSED: &str = r#".version 4.1
.kernel "lsc_t"
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl IN v_type=G type=uq num_elts=1 align=GRF
.decl O v_type=G type=ud num_elts=1 align=GRF
.decl V v_type=G type=ud num_elts=32 align=GRF
.decl Q v_type=G type=uq num_elts=8 align=GRF
.decl S v_type=G type=ud num_elts=1 align=GRF
.function "lsc_t_0"
lsc_t_0:
    lsc_load.ugm (M1_NM, 1) V:d32x32t flat[IN]:a64
    mov (M1_NM, 1) O(0,0)<1> 0x40:ud
    lsc_store.slm (M1_NM, 1) flat[O]:a32 V:d32x32t
    lsc_load.slm (M1_NM, 1) Q:d64x8t flat[O+0x8]:a32
    lsc_load.slm (M1_NM, 1) S:d32t flat[O+0x4]:a32
    add (M1_NM, 16) V(0,0)<1> V(0,0)<1;1,0> S(0,0)<0;1,0>
    add (M1_NM, 16) V(2,0)<1> V(2,0)<1;1,0> V(0,3)<0;1,0>
    lsc_store.ugm (M1_NM, 1) flat[OUT]:a64 V:d32x32t
    lsc_store.ugm (M1_NM, 1) flat[OUT+0x80]:a64 Q:d64x8t
    ret (M1, 1)
"#;

/// Indirect operands on an address-taken variable `M` (its 256 bytes
/// loaded by a block message): a multi-address source (one address per
/// channel, reversed), a broadcast with a negative immediate, a predicated
/// single-address destination, byte and qword indirect accesses, a
/// one-channel read under an inverted predicate, and `M` stored back by
/// block messages.
const INDIRECT: &str = r#".version 4.1
.kernel "ind"
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl IN v_type=G type=uq num_elts=1 align=GRF
.decl M v_type=G type=ud num_elts=64 align=GRF
.decl R v_type=G type=ud num_elts=32 align=GRF
.decl RQ v_type=G type=uq num_elts=8 align=GRF
.decl LID v_type=G type=ud num_elts=16 align=GRF
.decl OFFS v_type=G type=uw num_elts=16 align=GRF
.decl T v_type=G type=uq num_elts=1 align=GRF
.decl A0 v_type=A num_elts=16
.decl A1 v_type=A num_elts=1
.decl P1 v_type=P num_elts=16
.function "ind_0"
ind_0:
    svm_block_ld (8) IN(0,0)<0;1,0> M.0
    add (M1_NM, 1) T(0,0)<1> IN(0,0)<0;1,0> 0x80:uq
    svm_block_ld (8) T(0,0)<0;1,0> M.128
    mov (M1_NM, 8) LID(0,0)<1> 0x76543210:v
    add (M1_NM, 8) LID(0,8)<1> LID(0,0)<1;1,0> 0x8:ud
    mul (M1_NM, 16) OFFS(0,0)<1> LID(0,0)<1;1,0> 0x4:uw
    add (M1_NM, 16) OFFS(0,0)<1> (-)OFFS(0,0)<1;1,0> 0x3c:uw
    addr_add (M1_NM, 16) A0(0)<1> &M OFFS(0,0)<1;1,0>
    mov (M1, 16) R(0,0)<1> r[A0(0),0]<1,0>:ud
    addr_add (M1_NM, 1) A1(0)<1> &M 0x48:uw
    mov (M1, 16) R(2,0)<1> r[A1(0),-8]<0;1,0>:ud
    setp (M1_NM, 16) P1 0x5a5a:uw
    (P1) mov (M1, 16) r[A1(0),8]<1>:ud LID(0,0)<1;1,0>
    mov (M1, 8) r[A1(0),0]<1>:ub LID(0,0)<1;1,0>
    mov (M1, 8) RQ(0,0)<1> r[A1(0),-0x48]<1;1,0>:uq
    mov (M1_NM, 1) RQ(1,3)<1> r[A1(0),0]<0;1,0>:uq
    (!P1) mov (M1, 1) R(3,7)<1> r[A1(0),0x10]<0;1,0>:ud
    svm_block_st (8) OUT(0,0)<0;1,0> M.0
    add (M1_NM, 1) T(0,0)<1> OUT(0,0)<0;1,0> 0x80:uq
    svm_block_st (8) T(0,0)<0;1,0> M.128
    add (M1_NM, 1) T(0,0)<1> OUT(0,0)<0;1,0> 0x100:uq
    svm_block_st (8) T(0,0)<0;1,0> R.0
    add (M1_NM, 1) T(0,0)<1> OUT(0,0)<0;1,0> 0x180:uq
    svm_block_st (4) T(0,0)<0;1,0> RQ.0
    ret (M1, 1)
"#;

/// Finalizes `src` (SIMD16 on `platform`) for `t`, links it with
/// `ld.lld-14`, runs one thread on both emulators with `IN` holding
/// `input` and `OUT` `out_bytes` zeros, asserts the outputs are equal and
/// returns the finalized kernel and the output.
fn run(
    src: &str,
    platform: visa::Platform,
    t: &Target,
    input: &[u8],
    out_bytes: usize,
) -> (Finalized, Vec<u8>) {
    let module = common::parse(src, platform);
    let k =
        common::finalize(&module, platform, 16, t).unwrap_or_else(|e| panic!("{}: {e}", t.proc));
    let co = common::link(&k, t);
    let names: Vec<&str> = k.args.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["OUT", "IN"], "kernel arguments");
    let zeros = vec![0u8; out_bytes];
    let io = [
        ("OUT", In::Buf(zeros.clone())),
        ("IN", In::Buf(input.to_vec())),
    ];
    let s = Shape {
        slm_bytes: 4096,
        ..Shape::thread(16)
    };
    let want = common::run_both(&module, platform, &k, &co, t, &s, &io).remove(0);
    assert_ne!(want, zeros, "the kernel writes its output");
    (k, want)
}

fn pattern(n: usize) -> Vec<u8> {
    (0..n as u32)
        .map(|i| i.wrapping_mul(0x9e37_79b9).rotate_left(7) as u8)
        .collect()
}

fn dword(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap())
}

#[test]
fn transposed_lsc_blocks() {
    let input = pattern(128);
    for t in common::targets() {
        let (k, out) = run(TRANSPOSED, visa::Platform::Dg2, &t, &input, 192);
        // What the LSC chapter says, independently of both emulators:
        // OUT[0..128) is IN's 32 dwords, the first 16 plus IN dword 1
        // (SLM 0x44), the next 16 plus V(0,3); OUT[128..192) is IN bytes
        // 8..72 (SLM 0x48..0x88).
        let s = dword(&input, 1);
        for i in 0..16 {
            assert_eq!(
                dword(&out, i),
                dword(&input, i).wrapping_add(s),
                "{}",
                t.proc
            );
        }
        let v03 = dword(&input, 3).wrapping_add(s);
        for i in 16..32 {
            assert_eq!(dword(&out, i), dword(&input, i).wrapping_add(v03));
        }
        assert_eq!(&out[128..192], &input[8..72]);
        // The SLM accesses are LDS: the kernel says it uses LDS.
        assert!(k.body.contains("ds_write_b32") && k.body.contains("ds_read_b32"));
        assert!(k.lds_bytes > 0);
    }
}

#[test]
fn indirect_operands_through_the_lds_image() {
    let input = pattern(256);
    for t in common::targets() {
        let (k, out) = run(INDIRECT, visa::Platform::Skl, &t, &input, 448);
        // M's 64 dwords after the writes, computed from the vISA rules.
        let mut m: Vec<u8> = input.clone();
        let p1 = 0x5a5au32;
        for c in 0..16usize {
            if p1 >> c & 1 == 1 {
                let a = 0x50 + 4 * c;
                m[a..a + 4].copy_from_slice(&(c as u32).to_le_bytes());
            }
        }
        for c in 0..8usize {
            m[0x48 + c] = c as u8;
        }
        assert_eq!(&out[..256], &m[..], "{}: M", t.proc);
        // R(0..2): channel c reads M dword 15 - c (before the writes).
        for c in 0..16 {
            assert_eq!(dword(&out[256..], c), dword(&input, 15 - c), "{}", t.proc);
            if c < 15 {
                assert_eq!(dword(&out[256..], 16 + c), dword(&input, 0x40 / 4));
            }
        }
        // RQ: M qwords 0..8 after the writes, RQ(1,3) M bytes 0x48..0x50,
        // R(3,7) (channel 0 enabled by !P1) M dword at 0x58.
        let mut rq = m[..64].to_vec();
        rq[56..64].copy_from_slice(&m[0x48..0x50]);
        assert_eq!(&out[384..448], &rq[..], "{}: RQ", t.proc);
        assert_eq!(&out[256 + 124..256 + 128], &m[0x58..0x5c]);
        assert!(k.lds_bytes >= 256, "{}: the image is in LDS", t.proc);
    }
}
