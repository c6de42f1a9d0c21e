//! `%thread_x`/`%thread_y` and `%tsc`.
//!
//! `%thread_x`/`%thread_y` are the thread's coordinates in a media
//! launch's thread space (the specification: valid only in media mode);
//! the vISA emulator's media mode runs one thread per point and also gives
//! the coordinates as `%group_id_x/y`. The finalized kernel reads them as
//! its work-group ids, so a media launch of X x Y threads is the dispatch
//! of X*W x Y work-items in groups of W (one vISA thread per group, every
//! channel dispatched): the test runs the same kernel both ways on
//! gfx900, gfx90a, gfx1030 and gfx1030 wave64 and compares every byte.
//!
//! `%tsc` is a clock: the vISA emulator's is the thread's count of
//! executed vISA instructions, the finalized kernel's `s_memtime` (the
//! GCN emulator: the wave's count of machine instructions). Their values
//! differ, so the test stores only what both guarantee: successive reads
//! strictly increase (also across a loop), and TmEvent (dword 2) is zero.
//! Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

const MEDIA: &str = r#".version 4.1
.kernel "mediak"
.decl OUT v_type=G type=uq num_elts=1
.decl X v_type=G type=ud num_elts=1
.decl Y v_type=G type=ud num_elts=1
.decl I v_type=G type=ud num_elts=1
.decl A v_type=G type=uq num_elts=1
.decl V v_type=G type=ud num_elts=8 align=GRF
.function "mediak_0"
mediak_0:
    mov (M1_NM, 1) X(0,0)<1> %thread_x(0,0)<0;1,0>
    mov (M1_NM, 1) Y(0,0)<1> %thread_y(0,0)<0;1,0>
    mov (M1_NM, 8) V(0,0)<1> 0x0:ud
    mov (M1_NM, 1) V(0,0)<1> X(0,0)<0;1,0>
    mov (M1_NM, 1) V(0,1)<1> Y(0,0)<0;1,0>
    mov (M1_NM, 1) V(0,2)<1> %group_id_x(0,0)<0;1,0>
    mov (M1_NM, 1) V(0,3)<1> %group_id_y(0,0)<0;1,0>
    mad (M1_NM, 1) V(0,4)<1> %thread_y(0,0)<0;1,0> 0x100:uw %thread_x(0,0)<0;1,0>
    add (M1, 2) V(0,5)<1> %thread_x(0,0)<0;1,0> 0x7:uw
    mad (M1_NM, 1) I(0,0)<1> Y(0,0)<0;1,0> 0x5:ud X(0,0)<0;1,0>
    shl (M1_NM, 1) I(0,0)<1> I(0,0)<0;1,0> 0x5:ud
    add (M1_NM, 1) A(0,0)<1> OUT(0,0)<0;1,0> I(0,0)<0;1,0>
    svm_block_st (2) A(0,0)<0;1,0> V.0
    ret (M1, 1)
"#;

#[test]
fn thread_x_and_y_are_the_media_coordinates() {
    let platform = visa::Platform::Skl;
    let module = common::parse(MEDIA, platform);
    let (tx, ty, w) = (5u32, 3u32, 8u32);
    let out = vec![0u8; (32 * tx * ty) as usize];
    // The vISA emulator in media mode.
    let prog = visa_emu::Program::new(&module, platform).expect("vISA load");
    let mut dev = visa_emu::Device::new();
    let mut l = visa_emu::Launch::new([tx, ty, 1], [1, 1, 1]);
    l.media = true;
    l.simd = Some(w);
    let buf = dev.buffer(&out);
    l.inputs
        .push(("OUT".into(), dev.address(buf).to_le_bytes().to_vec()));
    dev.launch(&prog, &l).expect("vISA run");
    let want = dev.read(buf);
    // The reference itself: thread (x, y) stored x, y, x, y, 256y + x and
    // twice x + 7 at 32 (5y + x).
    for y in 0..ty {
        for x in 0..tx {
            let at = (32 * (5 * y + x)) as usize;
            let d = |k: usize| u32::from_le_bytes(want[at + 4 * k..][..4].try_into().unwrap());
            assert_eq!(
                [d(0), d(1), d(2), d(3), d(4), d(5), d(6)],
                [x, y, x, y, 256 * y + x, x + 7, x + 7]
            );
        }
    }
    // The same thread space as work-groups of one vISA thread.
    let s = Shape {
        global: [tx * w, ty, 1],
        local: [w, 1, 1],
        dims: 2,
        simd: w,
        slm_bytes: 0,
        scratch_bytes: 0,
    };
    for t in common::targets_and_wave64() {
        let tname = common::name(&t);
        let k =
            common::finalize(&module, platform, w, &t).unwrap_or_else(|e| panic!("{tname}: {e}"));
        let co = common::link(&k, &t);
        let got = common::run_gcn(&k, &co, &s, &[("OUT", In::Buf(out.clone()))])
            .unwrap_or_else(|e| panic!("GCN run on {tname}: {e}"));
        if let Some(at) = common::first_difference(&got[0], &want) {
            panic!("{tname}: xvisa co run differs from xvisa run (media mode) at byte {at}");
        }
    }
}

const TSC: &str = r#".version 4.1
.kernel "tsck"
.decl OUT v_type=G type=uq num_elts=1
.decl T v_type=G type=ud num_elts=8 align=GRF
.decl V v_type=G type=ud num_elts=8 align=GRF
.decl I v_type=G type=ud num_elts=1
.decl P1 v_type=P num_elts=1
.function "tsck_0"
tsck_0:
    mov (M1_NM, 8) V(0,0)<1> 0x0:ud
    mov (M1_NM, 1) I(0,0)<1> 0x0:ud
    mov (M1_NM, 1) T(0,0)<1> %tsc(0,0)<0;1,0>
    mov (M1_NM, 1) T(0,1)<1> %tsc(0,0)<0;1,0>
    cmp.gt (M1_NM, 1) P1 T(0,1)<0;1,0> T(0,0)<0;1,0>
    (P1) mov (M1_NM, 1) V(0,0)<1> 0x1:ud
LOOP:
    mov (M1_NM, 1) T(0,2)<1> %tsc(0,0)<0;1,0>
    cmp.gt (M1_NM, 1) P1 T(0,2)<0;1,0> T(0,1)<0;1,0>
    (P1) add (M1_NM, 1) V(0,1)<1> V(0,1)<0;1,0> 0x1:ud
    mov (M1_NM, 1) T(0,1)<1> T(0,2)<0;1,0>
    add (M1_NM, 1) I(0,0)<1> I(0,0)<0;1,0> 0x1:ud
    cmp.lt (M1_NM, 1) P1 I(0,0)<0;1,0> 0x5:ud
    (P1) jmp (M1_NM, 1) LOOP
    mov (M1_NM, 1) V(0,2)<1> %tsc(0,2)<0;1,0>
    add (M1_NM, 1) V(0,3)<1> %tsc(0,3)<0;1,0> %tsc(0,4)<0;1,0>
    svm_block_st (2) OUT(0,0)<0;1,0> V.0
    ret (M1, 1)
"#;

#[test]
fn tsc_reads_strictly_increase() {
    let platform = visa::Platform::Skl;
    let module = common::parse(TSC, platform);
    let io = [("OUT", In::Buf(vec![0xee; 32]))];
    let s = Shape::thread(8);
    let want = common::run_visa(&module, platform, &s, &io).expect("vISA run");
    // Both the first pair and every loop iteration saw the clock move.
    assert_eq!(
        &want[0][..16],
        &[1, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    );
    for t in common::targets_and_wave64() {
        common::finalize_and_run_both(&module, platform, 8, &t, &s, &io);
    }
}
