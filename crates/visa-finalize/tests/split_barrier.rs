//! Split barriers (`sbarrier.signal`, `sbarrier.wait`) as the vISA
//! emulator runs them: the signal does nothing, a thread at the wait goes
//! on once every thread of its group is at a wait (or a `barrier`). The
//! finalizer makes the signal nothing and the wait a barrier. A group of
//! 128 work-items (SIMD16: 8 threads, packed into waves of several
//! threads) stores to SLM, signals, works, waits and reads another
//! thread's values, twice over the same SLM (a wait that did not wait
//! reads the old or the unwritten values); the GCN emulator must give the
//! vISA emulator's buffer on gfx900, gfx90a, gfx1030 wave64 and wave32.
//! Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};
use visa_finalize::target::Target;

const W: u32 = 16;
const LOCAL: u32 = 128;

fn kernel() -> String {
    format!(
        "\
.version 4.1
.kernel \"sbk\"
.decl OUT v_type=G type=uq num_elts=1
.decl R0 v_type=G type=ud num_elts=8 align=GRF alias=<%r0, 0>
.decl LX v_type=G type=uw num_elts={W} align=GRF
.decl X v_type=G type=ud num_elts={W} align=GRF
.decl GI v_type=G type=ud num_elts={W} align=GRF
.decl V v_type=G type=ud num_elts={W} align=GRF
.decl U v_type=G type=ud num_elts={W} align=GRF
.decl B v_type=G type=ud num_elts={W} align=GRF
.decl I v_type=G type=ud num_elts={W} align=GRF
.decl Q v_type=G type=ud num_elts={W} align=GRF
.decl A v_type=G type=uq num_elts={W} align=GRF
.input LX offset=32 size={lb}
.function \"sbk_0\"
sbk_0:
    mov (M1, {W}) X(0,0)<1> LX(0,0)<1;1,0>
    mul (M1, {W}) GI(0,0)<1> R0(0,1)<0;1,0> {LOCAL}:ud
    add (M1, {W}) GI(0,0)<1> GI(0,0)<1;1,0> X(0,0)<1;1,0>
    mul (M1, {W}) V(0,0)<1> GI(0,0)<1;1,0> 0x7:ud
    add (M1, {W}) V(0,0)<1> V(0,0)<1;1,0> 0x3:ud
    shl (M1, {W}) B(0,0)<1> X(0,0)<1;1,0> 0x2:ud
    scatter_scaled.4 (M1, {W}) %slm 0x0:ud B.0 V.0
    sbarrier.signal
    add (M1, {W}) I(0,0)<1> X(0,0)<1;1,0> {W}:ud
    and (M1, {W}) I(0,0)<1> I(0,0)<1;1,0> {m}:ud
    shl (M1, {W}) I(0,0)<1> I(0,0)<1;1,0> 0x2:ud
    sbarrier.wait
    gather_scaled.4 (M1, {W}) %slm 0x0:ud I.0 Q.0
    sbarrier.signal
    sbarrier.wait
    mul (M1, {W}) U(0,0)<1> Q(0,0)<1;1,0> 0x3:ud
    scatter_scaled.4 (M1, {W}) %slm 0x0:ud B.0 U.0
    sbarrier.signal
    add (M1, {W}) I(0,0)<1> X(0,0)<1;1,0> {w3}:ud
    and (M1, {W}) I(0,0)<1> I(0,0)<1;1,0> {m}:ud
    shl (M1, {W}) I(0,0)<1> I(0,0)<1;1,0> 0x2:ud
    sbarrier.wait
    gather_scaled.4 (M1, {W}) %slm 0x0:ud I.0 U.0
    add (M1, {W}) V(0,0)<1> Q(0,0)<1;1,0> U(0,0)<1;1,0>
    shl (M1, {W}) I(0,0)<1> GI(0,0)<1;1,0> 0x2:ud
    add (M1, {W}) A(0,0)<1> OUT(0,0)<0;1,0> I(0,0)<1;1,0>
    svm_scatter.4.1 (M1, {W}) A.0 V.0
    ret (M1, 1)
",
        lb = 2 * W,
        m = LOCAL - 1,
        w3 = 3 * W,
    )
}

#[test]
fn split_barriers_order_slm_as_the_emulator_does() {
    let src = kernel();
    let platform = visa::Platform::Skl;
    let m = common::parse(&src, platform);
    let groups = 3;
    let global = groups * LOCAL;
    let mut s = Shape::groups(global, LOCAL, W);
    s.slm_bytes = 4 * LOCAL;
    let io = [("OUT", In::Buf(vec![0xee; 4 * global as usize]))];
    let want = common::run_visa(&m, platform, &s, &io).expect("vISA run");
    // The reference: work-item x reads next(x) = the value of x + 16,
    // then 3 * next(x + 48).
    let val = |gi: u32| 7 * gi + 3;
    for (gi, c) in want[0].chunks(4).enumerate() {
        let gi = gi as u32;
        let (g, x) = (gi / LOCAL, gi % LOCAL);
        let next = |x: u32| val(g * LOCAL + (x + W) % LOCAL);
        let v = next(x) + 3 * next((x + 3 * W) % LOCAL);
        assert_eq!(
            u32::from_le_bytes(c.try_into().unwrap()),
            v,
            "work-item {gi}"
        );
    }
    for t in [
        Target::new("gfx900", false, 4).unwrap(),
        Target::new("gfx90a", false, 4).unwrap(),
        Target::new("gfx1030", true, 4).unwrap(),
        Target::new("gfx1030", false, 4).unwrap(),
    ] {
        common::finalize_and_run_both(&m, platform, W, &t, &s, &io);
    }
}
