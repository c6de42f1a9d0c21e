//! Packing several vISA threads into one wave (gfx900, gfx90a, gfx1030 in
//! wave64, and gfx1030 in wave32 for SIMD8 and SIMD16): a kernel whose threads work together (barriers, SLM) is
//! launched with work-groups of several SIMD8 or SIMD16 threads, and the
//! runtime fills each wave with consecutive work-items, so one wave holds
//! 64 / W threads ("segments"). Each kernel here makes the segments of one
//! wave disagree: per-thread (scalar) values and branches, loops of
//! different trip counts, any/all predicates, broadcasts of one element,
//! NoMask instructions under divergence, LDS shared across the segments and
//! waves of a group with barriers. Each launch runs on the vISA emulator
//! and, finalized, on the GCN emulator (wait and hazard checks, late load
//! write-back); the buffers must be equal, and equal to what the kernel
//! computes by hand where the test says so. Needs `ld.lld-14` (the
//! emulator runs linked objects; the test fails loudly without it).

mod common;

use common::{In, Shape};
use visa_finalize::driver::{self, Finalized};
use visa_finalize::target::Target;

/// The targets: the wave64 ones and gfx1030 in wave32 (whose wave also
/// holds two SIMD16 or four SIMD8 threads).
fn wave64() -> Vec<Target> {
    vec![
        Target::new("gfx900", false, 4).unwrap(),
        Target::new("gfx90a", false, 4).unwrap(),
        Target::new("gfx1030", true, 4).unwrap(),
        Target::new("gfx1030", false, 4).unwrap(),
    ]
}

/// The kernel's declarations and entry (SKL, GRF of 32 bytes): `OUT` (a
/// global buffer, one dword per work-item at its global id), `X` the
/// local id, `T` the thread's index in its group (a per-thread scalar),
/// `G` the group id (r0.1), `GI` the global id.
fn head(name: &str, w: u32, local: u32, extra: &str) -> String {
    format!(
        "\
.version 4.1
.kernel \"{name}\"
.decl OUT v_type=G type=uq num_elts=1
.decl R0 v_type=G type=ud num_elts=8 align=GRF alias=<%r0, 0>
.decl LX v_type=G type=uw num_elts={w} align=GRF
.decl X v_type=G type=ud num_elts={w} align=GRF
.decl T v_type=G type=ud num_elts=1 align=GRF
.decl GI v_type=G type=ud num_elts={w} align=GRF
.decl V v_type=G type=ud num_elts={w} align=GRF
.decl I v_type=G type=ud num_elts={w} align=GRF
.decl A v_type=G type=uq num_elts={w} align=GRF
.decl P1 v_type=P num_elts={w}
.decl P2 v_type=P num_elts={w}
.decl P3 v_type=P num_elts={w}
.decl P4 v_type=P num_elts={w}
{extra}
.input LX offset=32 size={lb}
.function \"{name}_0\"
{name}_0:
    mov (M1, {w}) X(0,0)<1> LX(0,0)<1;1,0>
    shr (M1_NM, 1) T(0,0)<1> LX(0,0)<0;1,0> {sh}:uw
    mul (M1, {w}) GI(0,0)<1> R0(0,1)<0;1,0> {local}:ud
    add (M1, {w}) GI(0,0)<1> GI(0,0)<1;1,0> X(0,0)<1;1,0>
    mov (M1, {w}) V(0,0)<1> 0x0:ud
",
        lb = 2 * w,
        sh = w.trailing_zeros(),
    )
}

/// Stores `V` at `OUT[GI]`, then ends.
fn tail(w: u32) -> String {
    format!(
        "\
    shl (M1, {w}) I(0,0)<1> GI(0,0)<1;1,0> 0x2:ud
    add (M1, {w}) A(0,0)<1> OUT(0,0)<0;1,0> I(0,0)<1;1,0>
    svm_scatter.4.1 (M1, {w}) A.0 V.0
    ret (M1, 1)
"
    )
}

/// Finalizes `src` (SIMD `w`) for `t`; it must be packed, and accept
/// work-groups of up to 1024 work-items.
fn packed(src: &str, w: u32, t: &Target) -> (visa::Module, Finalized, Vec<u8>) {
    let m = common::parse(src, visa::Platform::Skl);
    let k = common::finalize(&m, visa::Platform::Skl, w, t)
        .unwrap_or_else(|e| panic!("{}: {e}", common::name(t)));
    assert!(k.packed, "{}: not packed", common::name(t));
    assert_eq!(driver::max_flat_workgroup_size(&k, t), 1024);
    let co = common::link(&k, t);
    (m, k, co)
}

/// Runs `src` on every wave64 target over `global` work-items in groups
/// of `local`, with `slm` bytes of SLM; returns OUT as dwords.
fn run(src: &str, w: u32, global: u32, local: u32, slm: u32) -> Vec<u32> {
    let mut res: Option<Vec<u8>> = None;
    for t in wave64() {
        let (m, k, co) = packed(src, w, &t);
        let mut s = Shape::groups(global, local, w);
        s.slm_bytes = slm;
        let io = [("OUT", In::Buf(vec![0xee; 4 * global as usize]))];
        let out = common::run_both(&m, visa::Platform::Skl, &k, &co, &t, &s, &io);
        res = Some(out[0].clone());
    }
    res.unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Per-thread scalar branches: thread 1 of each group jumps over `+100`,
/// thread 0 over `+1000` (scalar `goto`s whose predicate is a per-thread
/// value: the segments of one wave go different ways), then a per-channel
/// `goto` skips `+7` on channels with local id divisible by 4 (channel 0
/// among them: a one-channel compare there must not write its predicate
/// bit), and the group id is added in; a barrier at the end (all segments
/// re-joined).
/// SIMD8 in groups of 64 (8 segments per wave) and SIMD16 in groups of 48
/// (one wave of 48 lanes per group: its fourth segment absent).
#[test]
fn segments_take_different_branches() {
    for (w, local) in [(8u32, 64u32), (16, 48)] {
        let src = head("branches", w, local, "")
            + &format!(
                "\
    cmp.eq (M1_NM, 1) P1 T(0,0)<0;1,0> 0x1:ud
    (P1) goto (M1, 1) L1
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x64:ud
    cmp.lt (M1_NM, 1) P2 T(0,0)<0;1,0> 0x1:ud
    (P2) goto (M1, 1) L2
L1:
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x3e8:ud
L2:
    cmp.ne (M1, {w}) P4 V(0,0)<1;1,0> V(0,0)<1;1,0>
    and (M1, {w}) I(0,0)<1> X(0,0)<1;1,0> 0x3:ud
    cmp.eq (M1, {w}) P3 I(0,0)<1;1,0> 0x0:ud
    (P3) goto (M1, {w}) L3
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x7:ud
    cmp.eq (M1, 1) P4 V(0,0)<0;1,0> V(0,0)<0;1,0>
L3:
    (P4.any) add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x20000000:ud
    mad (M1, {w}) V(0,0)<1> R0(0,1)<0;1,0> 0x10000:ud V(0,0)<1;1,0>
    barrier
"
            )
            + &tail(w);
        let global = 3 * local;
        let out = run(&src, w, global, local, 0);
        for (gi, &v) in out.iter().enumerate() {
            let (g, x) = (gi as u32 / local, gi as u32 % local);
            let t = x / w;
            let mut want = match t {
                0 => 100,
                1 => 1000,
                _ => 1100,
            };
            if x % 4 != 0 {
                want += 7;
            }
            want += g << 16;
            assert_eq!(v, want, "SIMD{w} work-item {gi}");
        }
    }
}

/// Loops of different trip counts: a per-thread counter `C` runs to `T + 1`
/// (a backward scalar `goto`; the segments of one wave leave the loop at
/// different iterations and wait), adding `X + C` each time (a broadcast of
/// the per-thread counter), then a per-channel loop runs `X % 4` times.
#[test]
fn loops_of_different_trip_counts_per_segment() {
    for (w, local) in [(16u32, 64u32), (8, 32)] {
        let extra = "\
.decl C v_type=G type=ud num_elts=1 align=GRF
.decl N v_type=G type=ud num_elts=1 align=GRF
.decl J v_type=G type=ud num_elts=16 align=GRF
.decl K v_type=G type=ud num_elts=16 align=GRF";
        let src = head("loops", w, local, extra)
            + &format!(
                "\
    add (M1_NM, 1) N(0,0)<1> T(0,0)<0;1,0> 0x1:ud
    mov (M1_NM, 1) C(0,0)<1> 0x0:ud
L0:
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> X(0,0)<1;1,0>
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> C(0,0)<0;1,0>
    add (M1_NM, 1) C(0,0)<1> C(0,0)<0;1,0> 0x1:ud
    cmp.lt (M1_NM, 1) P1 C(0,0)<0;1,0> N(0,0)<0;1,0>
    (P1) goto (M1, 1) L0
    mov (M1, {w}) J(0,0)<1> 0x0:ud
    mul (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x100:ud
    mov (M1, {w}) K(0,0)<1> X(0,0)<1;1,0>
    and (M1, {w}) K(0,0)<1> K(0,0)<1;1,0> 0x3:ud
    cmp.eq (M1, {w}) P2 K(0,0)<1;1,0> 0x0:ud
    (P2) goto (M1, {w}) L2
L1:
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x1:ud
    add (M1, {w}) J(0,0)<1> J(0,0)<1;1,0> 0x1:ud
    cmp.lt (M1, {w}) P3 J(0,0)<1;1,0> K(0,0)<1;1,0>
    (P3) goto (M1, {w}) L1
L2:
    barrier
"
            )
            + &tail(w);
        let out = run(&src, w, 2 * local, local, 0);
        for (gi, &v) in out.iter().enumerate() {
            let x = gi as u32 % local;
            let t = x / w;
            // Iterations c = 0..=t, each adding x + c.
            let s = (t + 1) * x + t * (t + 1) / 2;
            assert_eq!(v, s * 0x100 + x % 4, "SIMD{w} work-item {gi}");
        }
    }
}

/// `any` and `all` over each thread's channels: with `P1 = X < 20`, in
/// SIMD8 groups of 64 threads 0 and 1 have all channels true, thread 2
/// some, the rest none. Both a `goto` and a predicated move take `.any` /
/// `.all` per thread.
#[test]
fn any_all_predicates_per_segment() {
    let (w, local) = (8u32, 64u32);
    let src = head("anyall", w, local, "")
        + &format!(
            "\
    cmp.lt (M1, {w}) P1 X(0,0)<1;1,0> 0x14:ud
    (P1.any) goto (M1, {w}) L1
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x1:ud
L1:
    (P1.all) goto (M1, {w}) L2
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x10:ud
L2:
    (!P1.any) add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x100:ud
    (P1.all) add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x1000:ud
    barrier
"
        )
        + &tail(w);
    let out = run(&src, w, 2 * local, local, 0);
    for (gi, &v) in out.iter().enumerate() {
        let t = (gi as u32 % local) / w;
        let (any, all) = match t {
            0 | 1 => (true, true),
            2 => (true, false),
            _ => (false, false),
        };
        let mut want = 0;
        if !any {
            want += 1 + 0x100;
        }
        if !all {
            want += 0x10;
        } else {
            want += 0x1000;
        }
        assert_eq!(v, want, "work-item {gi}");
    }
}

/// Broadcasts and NoMask within each thread: `U` holds distinct values per
/// work-item; `U(0,5)` read by every channel is the thread's element 5
/// (not the wave's lane 5); an irregular region (`<0;4,1>`) reads within
/// the thread; inside a per-channel `goto` that sends all of thread 0 and
/// half of the others away, NoMask writes reach every channel of the
/// threads still running (not thread 0's, which has gone to the label), a
/// one-channel NoMask instruction runs once per running thread.
#[test]
fn broadcasts_and_nomask_stay_within_the_thread() {
    for (w, local) in [(16u32, 64u32), (8, 64)] {
        let extra = format!(
            "\
.decl U v_type=G type=ud num_elts={w} align=GRF
.decl Y v_type=G type=ud num_elts={w} align=GRF
.decl Z v_type=G type=ud num_elts={w} align=GRF
.decl S v_type=G type=ud num_elts=1 align=GRF"
        );
        let src = head("bcast", w, local, &extra)
            + &format!(
                "\
    mul (M1, {w}) U(0,0)<1> GI(0,0)<1;1,0> 0x3:ud
    add (M1, {w}) U(0,0)<1> U(0,0)<1;1,0> 0x5:ud
    mov (M1, {w}) Z(0,0)<1> 0x0:ud
    mov (M1_NM, 1) S(0,0)<1> 0x0:ud
    mov (M1, {w}) V(0,0)<1> U(0,5)<0;1,0>
    mov (M1, {w}) Y(0,0)<1> U(0,0)<0;4,1>
    mul (M1, {w}) Y(0,0)<1> Y(0,0)<1;1,0> 0x100:ud
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> Y(0,0)<1;1,0>
    cmp.lt (M1, {w}) P1 X(0,0)<1;1,0> {w}:ud
    (P1) goto (M1, {w}) L1
    and (M1, {w}) I(0,0)<1> X(0,0)<1;1,0> 0x1:ud
    cmp.eq (M1, {w}) P2 I(0,0)<1;1,0> 0x1:ud
    (P2) goto (M1, {w}) L1
    mov (M1_NM, {w}) Z(0,0)<1> U(0,2)<0;1,0>
    add (M1_NM, 1) S(0,0)<1> U(0,3)<0;1,0> 0x7:ud
L1:
    mul (M1, {w}) Z(0,0)<1> Z(0,0)<1;1,0> 0x10000:ud
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> Z(0,0)<1;1,0>
    mul (M1, {w}) I(0,0)<1> S(0,0)<0;1,0> 0x1000000:ud
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> I(0,0)<1;1,0>
    barrier
"
            )
            + &tail(w);
        let out = run(&src, w, 2 * local, local, 0);
        for (gi, &v) in out.iter().enumerate() {
            let gi = gi as u32;
            let x = gi % local;
            let base = gi - x % w; // the thread's first work-item
            let u = |gid: u32| 3 * gid + 5;
            let mut want = u(base + 5) + (u(base + (x % w) % 4) << 8);
            if x >= w {
                // Threads still running after the gotos (the even
                // channels of threads past the first): every channel gets
                // Z = U(2), S = U(3) + 7.
                want = want
                    .wrapping_add(u(base + 2) << 16)
                    .wrapping_add((u(base + 3) + 7) << 24);
            }
            assert_eq!(v, want, "SIMD{w} work-item {gi}");
        }
    }
}

/// LDS shared by the threads of a group of 128 work-items (SIMD16: two
/// waves of four threads each): every work-item stores a value, reads the
/// value of the same channel of the next thread (another segment, or
/// another wave), then the group sums all values by a tree reduction whose
/// per-thread scalar loop has a barrier in it, and every work-item reads
/// the total with a one-channel gather.
#[test]
fn lds_and_barriers_across_segments_and_waves() {
    let (w, local) = (16u32, 128u32);
    let extra = "\
.decl B v_type=G type=ud num_elts=16 align=GRF
.decl Q v_type=G type=ud num_elts=16 align=GRF
.decl R v_type=G type=ud num_elts=16 align=GRF
.decl Y v_type=G type=ud num_elts=16 align=GRF
.decl S v_type=G type=ud num_elts=1 align=GRF
.decl Z v_type=G type=ud num_elts=1 align=GRF
.decl TOT v_type=G type=ud num_elts=8 align=GRF";
    let src = head("lds", w, local, extra)
        + &format!(
            "\
    mov (M1_NM, 1) Z(0,0)<1> 0x0:ud
    mul (M1, {w}) V(0,0)<1> GI(0,0)<1;1,0> 0x7:ud
    add (M1, {w}) V(0,0)<1> V(0,0)<1;1,0> 0x3:ud
    shl (M1, {w}) B(0,0)<1> X(0,0)<1;1,0> 0x2:ud
    scatter_scaled.4 (M1, {w}) %slm 0x0:ud B.0 V.0
    barrier
    add (M1, {w}) I(0,0)<1> X(0,0)<1;1,0> {w}:ud
    and (M1, {w}) I(0,0)<1> I(0,0)<1;1,0> {m}:ud
    shl (M1, {w}) I(0,0)<1> I(0,0)<1;1,0> 0x2:ud
    gather_scaled.4 (M1, {w}) %slm 0x0:ud I.0 Q.0
    barrier
    mov (M1_NM, 1) S(0,0)<1> {half}:ud
L0:
    cmp.lt (M1, {w}) P1 X(0,0)<1;1,0> S(0,0)<0;1,0>
    add (M1, {w}) I(0,0)<1> X(0,0)<1;1,0> S(0,0)<0;1,0>
    shl (M1, {w}) I(0,0)<1> I(0,0)<1;1,0> 0x2:ud
    (P1) gather_scaled.4 (M1, {w}) %slm 0x0:ud I.0 R.0
    (P1) gather_scaled.4 (M1, {w}) %slm 0x0:ud B.0 Y.0
    (P1) add (M1, {w}) Y(0,0)<1> Y(0,0)<1;1,0> R(0,0)<1;1,0>
    (P1) scatter_scaled.4 (M1, {w}) %slm 0x0:ud B.0 Y.0
    barrier
    shr (M1_NM, 1) S(0,0)<1> S(0,0)<0;1,0> 0x1:ud
    cmp.gt (M1_NM, 1) P2 S(0,0)<0;1,0> 0x0:ud
    (P2) goto (M1, 1) L0
    gather_scaled.4 (M1_NM, 1) %slm 0x0:ud Z.0 TOT.0
    add (M1, {w}) V(0,0)<1> Q(0,0)<1;1,0> TOT(0,0)<0;1,0>
",
            m = local - 1,
            half = local / 2,
        )
        + &tail(w);
    let groups = 3;
    let out = run(&src, w, groups * local, local, 4 * local);
    let val = |gi: u32| 7 * gi + 3;
    for (gi, &v) in out.iter().enumerate() {
        let gi = gi as u32;
        let (g, x) = (gi / local, gi % local);
        let total: u32 = (0..local).map(|y| val(g * local + y)).sum();
        let next = val(g * local + (x + w) % local);
        assert_eq!(v, next + total, "work-item {gi}");
    }
}

/// A barrier that the threads of one wave reach at different places (a
/// per-thread branch around it) cannot be given by one wave: the packed
/// kernel stops there (`s_trap 2`) instead of running on with the wrong
/// synchronisation.
#[test]
fn a_barrier_some_segments_skip_traps() {
    let w = 16u32;
    let src = head("skip", w, 32, "")
        + "\
    cmp.eq (M1_NM, 1) P1 T(0,0)<0;1,0> 0x1:ud
    (P1) goto (M1, 1) L1
    barrier
L1:
    barrier
" + &tail(w);
    for t in wave64() {
        let (_, k, co) = packed(&src, w, &t);
        let s = Shape::groups(32, 32, w);
        let io = [("OUT", In::Buf(vec![0; 128]))];
        let e = common::run_gcn(&k, &co, &s, &io)
            .expect_err("the packed kernel must stop at the barrier only one thread reaches");
        assert!(
            e.to_lowercase().contains("trap"),
            "{}: {e}",
            common::name(&t)
        );
    }
}

/// Kernels packing does not take keep one vISA thread per work-group
/// (`.max_flat_workgroup_size` = the SIMD width, so a runtime refuses
/// larger groups): a kernel whose threads do not work together (no
/// barrier, no SLM: its code quality stays that of one thread per wave),
/// and one with a construct packed mode does not handle yet (a
/// predicated `jmp`, which segments could take differently).
#[test]
fn kernels_not_packed_keep_one_thread_per_group() {
    let w = 16u32;
    let plain = head("plain", w, 16, "") + &tail(w);
    let jmp = head("jmp", w, 16, "")
        + "\
    cmp.eq (M1_NM, 1) P1 T(0,0)<0;1,0> 0x1:ud
    (P1) jmp (M1, 1) L1
    add (M1, 16) V(0,0)<1> V(0,0)<1;1,0> 0x1:ud
L1:
    barrier
" + &tail(w);
    for t in wave64() {
        for src in [&plain, &jmp] {
            let m = common::parse(src, visa::Platform::Skl);
            let k = common::finalize(&m, visa::Platform::Skl, w, &t).unwrap();
            assert!(!k.packed, "{}", common::name(&t));
            assert_eq!(driver::max_flat_workgroup_size(&k, &t), w);
            // It still runs as one thread per group.
            let co = common::link(&k, &t);
            let s = Shape::groups(32, 16, w);
            let io = [("OUT", In::Buf(vec![0xee; 128]))];
            common::run_both(&m, visa::Platform::Skl, &k, &co, &t, &s, &io);
        }
    }
}
