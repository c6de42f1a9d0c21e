//! Functions and switch jumps: hand-written kernels with `fcall`, `fret`,
//! `ifcall` through `faddr` values, `%arg`/`%retval` of several sizes,
//! divergent and nested calls, calls in a loop, and `switchjmp` over every
//! case and out of its table. Each kernel runs on the vISA emulator and,
//! finalized, on the GCN emulator (wait and hazard checks on, late load
//! write-back) for gfx900, gfx90a, gfx1030 (wave32) and gfx1030 in wave64:
//! the output buffers must be equal, and equal to the values the comments
//! work out. Where the vISA emulator stops with an error (a switch index
//! outside the table, an `ifcall` of an address that is no function's) the
//! finalized kernel must stop too (a trap). Needs `ld.lld-14` (fails
//! loudly without it).

mod common;

use common::{In, Shape};
use visa_finalize::driver;
use visa_finalize::target::Target;

fn parse(src: &str) -> visa::Module {
    common::parse(src, visa::Platform::Skl)
}

fn finalize(
    m: &visa::Module,
    simd: u32,
    t: &Target,
) -> Result<driver::Finalized, visa_finalize::Error> {
    common::finalize(m, visa::Platform::Skl, simd, t)
}

/// Runs the module's kernel (one thread of `simd` channels) on both
/// emulators for every target. `Ok`: the buffers (equal on both); `Err`:
/// both stopped with an error (the GCN one's message).
fn run(src: &str, simd: u32, inputs: &[(&str, In)]) -> Result<Vec<Vec<u8>>, String> {
    let m = parse(src);
    let s = Shape::thread(simd);
    let want = common::run_visa(&m, visa::Platform::Skl, &s, inputs);
    let mut result = None;
    for t in common::targets_and_wave64() {
        let tname = common::name(&t);
        let k = finalize(&m, simd, &t).unwrap_or_else(|e| panic!("{tname}: {e}"));
        let co = common::link(&k, &t);
        match (&want, common::run_gcn(&k, &co, &s, inputs)) {
            (Ok(want), Ok(got)) => {
                assert_eq!(got.len(), want.len(), "{tname}: buffers");
                for (j, (g, w)) in got.iter().zip(want).enumerate() {
                    if let Some(at) = common::first_difference(g, w) {
                        panic!(
                            "{tname}: buffer {j} differs from xvisa run's at byte {at}:\n got  {:?}\n want {:?}",
                            i32s(g),
                            i32s(w)
                        );
                    }
                }
                result = Some(Ok(want.clone()));
            }
            (Err(v), Err(g)) => {
                assert!(
                    g.contains("s_trap"),
                    "{tname}: the GCN run stops otherwise: {g}"
                );
                result = Some(Err(format!("{v} / {g}")));
            }
            (Ok(_), Err(g)) => panic!("{tname}: xvisa run succeeds, xvisa co run fails: {g}"),
            (Err(v), Ok(_)) => panic!("{tname}: xvisa run fails ({v}), xvisa co run succeeds"),
        }
    }
    result.unwrap()
}

fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Lane ids 0..W-1 in `LID` (GRFs of 8 dwords).
fn lid(w: u32) -> String {
    let mut s = String::from("    mov (M1_NM, 8) LID(0,0)<1> 0x76543210:uv\n");
    for k in 1..w / 8 {
        s += &format!(
            "    add (M1_NM, 8) LID({k},0)<1> LID(0,0)<1;1,0> 0x{:x}:d\n",
            8 * k
        );
    }
    s
}

/// Stores `bytes` (a multiple of 16) of `R` at `OUT` in blocks of at most 128.
fn store(bytes: u32) -> String {
    let mut s = String::new();
    let mut at = 0;
    for ow in [8, 4, 2, 1] {
        while bytes - at >= 16 * ow {
            s += &format!("    svm_block_st ({ow}) OUT(0,0)<0;1,0> R.{at}\n");
            s += &format!(
                "    add (M1_NM, 1) OUT(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n",
                16 * ow
            );
            at += 16 * ow;
        }
    }
    s
}

/// `%arg` and `%retval` of several sizes and types: a function of one
/// 2-GRF vector, one of a 64-bit and a 32-bit vector (6 GRFs in, 4 out),
/// `%arg` past the passed size reads zero, `%retval` past the returned
/// size keeps the caller's values, the caller's `%arg` survives the call,
/// and a function with no arguments and a one-GRF result.
#[test]
fn arguments_and_results_of_several_sizes() {
    let w = 16;
    let src = format!(
        r#".version 4.1
.kernel "fsizes"
.decl OUT v_type=G type=uq num_elts=1
.decl R v_type=G type=d num_elts=128 align=GRF
.decl LID v_type=G type=d num_elts=16 align=GRF
.decl AQ v_type=G type=q num_elts=16 align=GRF alias=<%arg, 64>
.decl RQ v_type=G type=q num_elts=16 align=GRF alias=<%retval, 0>
.decl RQR v_type=G type=q num_elts=16 align=GRF alias=<R, 128>
{lid}    mul (M1, 16) %arg(0,0)<1> LID(0,0)<1;1,0> 0x5:d
    fcall (M1, 16) f1 2 2
    mov (M1, 16) R(0,0)<1> %retval(0,0)<1;1,0>
    mov (M1, 16) %arg(0,0)<1> LID(0,0)<1;1,0>
    mov (M1, 16) AQ(0,0)<1> LID(0,0)<1;1,0>
    mul (M1, 16) AQ(0,0)<1> AQ(0,0)<1;1,0> 0x100000001:q
    fcall (M1, 16) f2 6 4
    mov (M1, 16) R(2,0)<1> %arg(0,0)<1;1,0>
    mov (M1, 16) RQR(0,0)<1> RQ(0,0)<1;1,0>
    mov (M1, 16) %arg(0,0)<1> 0x11:d
    mov (M1, 16) %arg(2,0)<1> 0x22:d
    mov (M1, 16) %retval(0,0)<1> 0x33:d
    mov (M1, 16) %retval(2,0)<1> 0x44:d
    fcall (M1, 16) f3 2 2
    mov (M1, 16) R(8,0)<1> %retval(0,0)<1;1,0>
    mov (M1, 16) R(10,0)<1> %retval(2,0)<1;1,0>
    mov (M1, 16) R(12,0)<1> %arg(0,0)<1;1,0>
    fcall (M1, 16) f4 0 1
    mov (M1, 16) R(14,0)<1> %retval(0,0)<1;1,0>
{store}    ret (M1, 1)
.global_function "f1"
.decl X v_type=G type=d num_elts=16 align=GRF
    mul (M1, 16) X(0,0)<1> %arg(0,0)<1;1,0> 0x3:d
    add (M1, 16) %retval(0,0)<1> X(0,0)<1;1,0> 0x1:d
    fret (M1, 16)
.global_function "f2"
.decl A2Q v_type=G type=q num_elts=16 align=GRF alias=<%arg, 64>
.decl R2Q v_type=G type=q num_elts=16 align=GRF alias=<%retval, 0>
.decl T v_type=G type=q num_elts=16 align=GRF
    mul (M1, 16) T(0,0)<1> %arg(0,0)<1;1,0> %arg(0,0)<1;1,0>
    add (M1, 16) R2Q(0,0)<1> A2Q(0,0)<1;1,0> T(0,0)<1;1,0>
    mov (M1, 16) %arg(0,0)<1> 0x0:d
    fret (M1, 16)
.global_function "f3"
    add (M1, 16) %retval(0,0)<1> %arg(0,0)<1;1,0> %arg(2,0)<1;1,0>
    mov (M1, 16) %retval(2,0)<1> 0x55:d
    mov (M1, 16) %arg(0,0)<1> 0x66:d
    fret (M1, 1)
.global_function "f4"
    mov (M1, 8) %retval(0,0)<1> 0x77:d
    fret (M1, 16)
"#,
        lid = lid(w),
        store = store(512)
    );
    let out = run(&src, w, &[("OUT", In::Buf(vec![0; 512]))]).expect("runs");
    let r = i32s(&out[0]);
    for l in 0..16usize {
        let li = l as i32;
        assert_eq!(r[l], li * 15 + 1, "f1 lane {l}");
        // The caller's %arg survives f2 clobbering its own.
        assert_eq!(r[16 + l], li, "%arg after f2, lane {l}");
        let q = (li as i64) * 0x1_0000_0001 + (li as i64) * (li as i64);
        assert_eq!(r[32 + 2 * l], q as i32, "f2 lane {l} low");
        assert_eq!(r[33 + 2 * l], (q >> 32) as i32, "f2 lane {l} high");
        // f3 reads %arg rows 2-3 as zero; rows 2-3 of %retval are not
        // returned; the caller's %arg is its own.
        assert_eq!(r[64 + l], 0x11, "f3 lane {l}");
        assert_eq!(r[80 + l], 0x44, "%retval past the returned size, lane {l}");
        assert_eq!(r[96 + l], 0x11, "%arg after f3, lane {l}");
        let want = if l < 8 { 0x77 } else { 0x11 };
        assert_eq!(r[112 + l], want, "f4 lane {l}");
    }
}

/// The divergent kernel: a predicated call (odd channels), a callee
/// returning some channels early (`fret` per channel), a `goto` inside the
/// callee around a nested call, channels that do not call keeping their
/// `%retval`; a call in a loop whose callee reads a variable and a
/// predicate before writing them (zero on every call); a call skipped
/// because no channel is predicated, a scalar call and one under a
/// divergent `goto` of the kernel.
fn divergent(w: u32) -> String {
    let g = w / 8;
    format!(
        r#".version 4.1
.kernel "fdiv"
.decl OUT v_type=G type=uq num_elts=1
.decl R v_type=G type=d num_elts={rn} align=GRF
.decl LID v_type=G type=d num_elts={w} align=GRF
.decl T v_type=G type=d num_elts={w} align=GRF
.decl I v_type=G type=d num_elts=1 align=dword
.decl P1 v_type=P num_elts={w}
.decl P3 v_type=P num_elts=1
{lid}    mov (M1_NM, 1) I(0,0)<1> 0x0:d
    mov (M1, {w}) %retval(0,0)<1> 0x7:d
    and (M1, {w}) T(0,0)<1> LID(0,0)<1;1,0> 0x1:d
    cmp.ne (M1, {w}) P1 T(0,0)<1;1,0> 0x0:d
    mov (M1, {w}) %arg(0,0)<1> LID(0,0)<1;1,0>
    (P1) fcall (M1, {w}) g {g} {g}
    mov (M1, {w}) R(0,0)<1> %retval(0,0)<1;1,0>
    mov (M1, {w}) R({g},0)<1> 0x0:d
LOOP:
    mov (M1, {w}) %arg(0,0)<1> R({g},0)<1;1,0>
    fcall (M1, {w}) g2 {g} {g}
    add (M1, {w}) R({g},0)<1> %retval(0,0)<1;1,0> LID(0,0)<1;1,0>
    add (M1_NM, 1) I(0,0)<1> I(0,0)<0;1,0> 0x1:d
    cmp.lt (M1_NM, 1) P3 I(0,0)<0;1,0> 0x3:d
    (P3) jmp (M1_NM, 1) LOOP
    mov (M1, {w}) %retval(0,0)<1> 0x9:d
    (P3) fcall (M1_NM, 1) g3 0 {g}
    mov (M1, {w}) R({g2},0)<1> %retval(0,0)<1;1,0>
    cmp.lt (M1, {w}) P1 LID(0,0)<1;1,0> 0x4:d
    (P1) goto (M1, {w}) L2
    fcall (M1_NM, 1) g3 0 {g}
L2:
    mov (M1, {w}) R({g3},0)<1> %retval(0,0)<1;1,0>
    cmp.gt (M1, {w}) P1 LID(0,0)<1;1,0> 0x40:d
    (P1) fcall (M1, {w}) g3 0 {g}
    mov (M1, {w}) R({g4},0)<1> %retval(0,0)<1;1,0>
{store}    ret (M1, 1)
.global_function "g"
.decl X v_type=G type=d num_elts={w} align=GRF
.decl U v_type=G type=d num_elts={w} align=GRF
.decl P2 v_type=P num_elts={w}
    mov (M1, {w}) X(0,0)<1> %arg(0,0)<1;1,0>
    add (M1, {w}) %retval(0,0)<1> X(0,0)<1;1,0> U(0,0)<1;1,0>
    mov (M1, {w}) U(0,0)<1> 0x1000:d
    cmp.gt (M1, {w}) P2 X(0,0)<1;1,0> 0x8:d
    (P2) fret (M1, {w})
    mul (M1, {w}) X(0,0)<1> X(0,0)<1;1,0> 0xa:d
    cmp.lt (M1, {w}) P2 X(0,0)<1;1,0> 0x28:d
    (P2) goto (M1, {w}) SKIP
    mov (M1, {w}) %arg(0,0)<1> X(0,0)<1;1,0>
    fcall (M1, {w}) h {g} {g}
SKIP:
    add (M1, {w}) %retval(0,0)<1> %retval(0,0)<1;1,0> 0x100:d
    fret (M1, {w})
.global_function "h"
    add (M1, {w}) %retval(0,0)<1> %arg(0,0)<1;1,0> 0x1:d
    fret (M1, {w})
.global_function "g2"
.decl U v_type=G type=d num_elts={w} align=GRF
.decl P4 v_type=P num_elts={w}
    add (M1, {w}) %retval(0,0)<1> %arg(0,0)<1;1,0> U(0,0)<1;1,0>
    (P4) add (M1, {w}) %retval(0,0)<1> %retval(0,0)<1;1,0> 0x5000:d
    mov (M1, {w}) U(0,0)<1> 0x3e8:d
    setp (M1, {w}) P4 0xffffffff:ud
    fret (M1, {w})
.global_function "g3"
    add (M1, {w}) %retval(0,0)<1> %retval(0,0)<1;1,0> 0x20:d
    fret (M1_NM, 1)
"#,
        rn = w * 5,
        g2 = 2 * g,
        g3 = 3 * g,
        g4 = 4 * g,
        lid = lid(w),
        store = store(w * 5 * 4)
    )
}

#[test]
fn divergent_nested_and_looping_calls() {
    for w in [16, 32] {
        let out = run(
            &divergent(w),
            w,
            &[("OUT", In::Buf(vec![0; 5 * 4 * w as usize]))],
        )
        .expect("runs");
        let r = i32s(&out[0]);
        let w = w as usize;
        for l in 0..w {
            let li = l as i32;
            let want = if l % 2 == 0 {
                7
            } else if l > 8 {
                li
            } else if l < 4 {
                li + 0x100
            } else {
                li * 10 + 1 + 0x100
            };
            assert_eq!(r[l], want, "SIMD{w} g, lane {l}");
            // Three calls of g2 (+0 each time: its U and P4 are zero).
            assert_eq!(r[w + l], 3 * li, "SIMD{w} loop, lane {l}");
            // The predicated scalar call is skipped (P3 is false).
            assert_eq!(r[2 * w + l], 9, "SIMD{w} skipped call, lane {l}");
            let want = if l < 4 { 9 } else { 9 + 0x20 };
            assert_eq!(r[3 * w + l], want, "SIMD{w} call under goto, lane {l}");
            assert_eq!(
                r[4 * w + l],
                9 + 0x20 * (l >= 4) as i32,
                "SIMD{w} no channel calls, lane {l}"
            );
        }
    }
}

/// `faddr` values (a dword and a qword), `ifcall` through each (one
/// predicated), chosen at run time; an address that is no function's
/// stops both emulators.
#[test]
fn indirect_calls_through_function_addresses() {
    let src = format!(
        r#".version 4.1
.kernel "find"
.decl OUT v_type=G type=uq num_elts=1
.decl SEL v_type=G type=ud num_elts=1 align=dword
.decl R v_type=G type=d num_elts=64 align=GRF
.decl LID v_type=G type=d num_elts=16 align=GRF
.decl FA v_type=G type=ud num_elts=1 align=dword
.decl FQ v_type=G type=uq num_elts=1 align=qword
.decl FS v_type=G type=ud num_elts=1 align=dword
.decl T v_type=G type=d num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.decl P2 v_type=P num_elts=1
{lid}    faddr inc FA(0,0)<1>
    faddr dbl FQ(0,0)<1>
    mov (M1_NM, 1) R(4,0)<1> FA(0,0)<0;1,0>
    mov (M1_NM, 1) R(4,1)<1> FQ(0,0)<0;1,0>
    mov (M1_NM, 1) FS(0,0)<1> FA(0,0)<0;1,0>
    cmp.eq (M1_NM, 1) P2 SEL(0,0)<0;1,0> 0x1:ud
    (P2) mov (M1_NM, 1) FS(0,0)<1> FQ(0,0)<0;1,0>
    cmp.eq (M1_NM, 1) P2 SEL(0,0)<0;1,0> 0x2:ud
    (P2) mov (M1_NM, 1) FS(0,0)<1> 0x1234:ud
    mov (M1, 16) %arg(0,0)<1> LID(0,0)<1;1,0>
    ifcall (M1, 16) FS(0,0)<0;1,0> 2 2
    mov (M1, 16) R(0,0)<1> %retval(0,0)<1;1,0>
    and (M1, 16) T(0,0)<1> LID(0,0)<1;1,0> 0x3:d
    cmp.eq (M1, 16) P1 T(0,0)<1;1,0> 0x0:d
    mov (M1, 16) %arg(0,0)<1> LID(0,0)<1;1,0>
    mov (M1, 16) %retval(0,0)<1> 0x0:d
    (P1) ifcall (M1, 16) FQ(0,0)<0;1,0> 2 2
    mov (M1, 16) R(2,0)<1> %retval(0,0)<1;1,0>
    mov (M1_NM, 8) R(5,0)<1> 0x0:d
    mov (M1_NM, 1) R(4,2)<1> 0x0:d
    mov (M1_NM, 1) R(4,3)<1> 0x0:d
    mov (M1_NM, 4) R(4,4)<1> 0x0:d
{store}    ret (M1, 1)
.global_function "inc"
    add (M1, 16) %retval(0,0)<1> %arg(0,0)<1;1,0> 0x1:d
    fret (M1, 16)
.global_function "dbl"
    shl (M1, 16) %retval(0,0)<1> %arg(0,0)<1;1,0> 0x1:d
    fret (M1, 16)
"#,
        lid = lid(16),
        store = store(192)
    );
    for sel in 0..2u32 {
        let out = run(
            &src,
            16,
            &[
                ("OUT", In::Buf(vec![0; 192])),
                ("SEL", In::Val(sel.to_le_bytes().to_vec())),
            ],
        )
        .expect("runs");
        let r = i32s(&out[0]);
        for l in 0..16 {
            let li = l as i32;
            let want = if sel == 0 { li + 1 } else { 2 * li };
            assert_eq!(r[l], want, "sel {sel}: ifcall, lane {l}");
            let want = if l % 4 == 0 { 2 * li } else { 0 };
            assert_eq!(r[16 + l], want, "sel {sel}: predicated ifcall, lane {l}");
        }
        // The emulator's function addresses (a base plus 0x100 per routine).
        assert_eq!(r[32] as u32, visa_finalize::inline::func_addr(1));
        assert_eq!(r[33] as u32, visa_finalize::inline::func_addr(2));
    }
    let e = run(
        &src,
        16,
        &[
            ("OUT", In::Buf(vec![0; 192])),
            ("SEL", In::Val(2u32.to_le_bytes().to_vec())),
        ],
    )
    .expect_err("an ifcall of 0x1234 stops");
    assert!(e.contains("not a function's address"), "{e}");
}

/// `switchjmp` over four labels (one falling into the next) at the
/// kernel's level and inside a function, for every index and out of the
/// table (both emulators stop).
#[test]
fn switch_jumps_every_case_and_out_of_range() {
    let src = format!(
        r#".version 4.1
.kernel "fsw"
.decl OUT v_type=G type=uq num_elts=1
.decl IDX v_type=G type=ud num_elts=1 align=dword
.decl R v_type=G type=d num_elts=32 align=GRF
.decl LID v_type=G type=d num_elts=16 align=GRF
{lid}    mov (M1, 16) R(0,0)<1> LID(0,0)<1;1,0>
    switchjmp (M1_NM, 1) IDX(0,0)<0;1,0> (C0, C1, C2, C3)
C0:
    add (M1, 16) R(0,0)<1> R(0,0)<1;1,0> 0xa:d
    jmp (M1_NM, 1) END
C1:
    add (M1, 16) R(0,0)<1> R(0,0)<1;1,0> 0xb:d
    jmp (M1_NM, 1) END
C2:
    add (M1, 16) R(0,0)<1> R(0,0)<1;1,0> 0xc:d
C3:
    add (M1, 16) R(0,0)<1> R(0,0)<1;1,0> 0x64:d
END:
    mov (M1, 16) %arg(0,0)<1> IDX(0,0)<0;1,0>
    fcall (M1, 16) sw 2 2
    mov (M1, 16) R(2,0)<1> %retval(0,0)<1;1,0>
{store}    ret (M1, 1)
.global_function "sw"
.decl X v_type=G type=d num_elts=16 align=GRF
    mov (M1, 16) X(0,0)<1> 0x0:d
    switchjmp (M1_NM, 1) %arg(0,0)<0;1,0> (S0, S1, S2, S3)
S3:
    add (M1, 16) X(0,0)<1> X(0,0)<1;1,0> 0x1000:d
S2:
    add (M1, 16) X(0,0)<1> X(0,0)<1;1,0> 0x100:d
S1:
    add (M1, 16) X(0,0)<1> X(0,0)<1;1,0> 0x10:d
S0:
    add (M1, 16) %retval(0,0)<1> X(0,0)<1;1,0> 0x1:d
    fret (M1, 16)
"#,
        lid = lid(16),
        store = store(128)
    );
    for idx in 0..4u32 {
        let out = run(
            &src,
            16,
            &[
                ("OUT", In::Buf(vec![0; 128])),
                ("IDX", In::Val(idx.to_le_bytes().to_vec())),
            ],
        )
        .expect("runs");
        let r = i32s(&out[0]);
        let add = [10, 11, 112, 100][idx as usize];
        let inner = [0x1, 0x11, 0x111, 0x1111][idx as usize];
        for l in 0..16 {
            assert_eq!(r[l], l as i32 + add, "index {idx}, lane {l}");
            assert_eq!(r[16 + l], inner, "index {idx} in a function, lane {l}");
        }
    }
    for idx in [4u32, 0xffff_ffff] {
        let e = run(
            &src,
            16,
            &[
                ("OUT", In::Buf(vec![0; 128])),
                ("IDX", In::Val(idx.to_le_bytes().to_vec())),
            ],
        )
        .expect_err("an index outside the table stops");
        assert!(e.contains("outside the table"), "{e}");
    }
}

/// Recursion cannot be inlined: refused at the call closing the cycle,
/// with its routine, index and text.
#[test]
fn recursion_is_refused_with_its_location() {
    let src = r#".version 4.1
.kernel "krec"
.decl OUT v_type=G type=uq num_elts=1
    fcall (M1, 16) a 1 1
    ret (M1, 1)
.global_function "a"
    fcall (M1, 16) b 1 1
    fret (M1, 16)
.global_function "b"
    mov (M1, 16) %retval(0,0)<1> %arg(0,0)<1;1,0>
    fcall (M1, 16) a 1 1
    fret (M1, 16)
"#;
    let m = parse(src);
    for t in common::targets_and_wave64() {
        let tname = common::name(&t);
        let e = finalize(&m, 16, &t).expect_err("recursion");
        let l = e.at.as_ref().expect("located");
        assert_eq!((l.routine.as_str(), l.index), ("b", 1), "{tname}: {e}");
        assert!(l.text.contains("fcall (M1, 16) a 1 1"), "{tname}: {e}");
        assert!(
            e.message.contains("recursive call (krec -> a -> b -> a)"),
            "{tname}: {e}"
        );
    }
}

/// What a function's copy cannot compile is refused at the function's own
/// instruction (its routine, index and text), not at the kernel's.
#[test]
fn refusals_inside_functions_name_the_functions_instruction() {
    let src = r#".version 4.1
.kernel "kref"
.decl OUT v_type=G type=uq num_elts=1
    fcall (M1, 16) f 2 2
    ret (M1, 1)
.global_function "f"
.decl P v_type=G type=f num_elts=4 align=GRF
.decl S v_type=G type=f num_elts=32 align=GRF
.decl D v_type=G type=f num_elts=16 align=GRF
    mov (M1, 16) S(0,0)<1> %arg(0,0)<1;1,0>
    plane (M1, 16) D(0,0)<1> P(0,0)<0;1,0> S(0,0)<8;8,1>
    mov (M1, 16) %retval(0,0)<1> D(0,0)<1;1,0>
    fret (M1, 16)
"#;
    let m = parse(src);
    for t in common::targets_and_wave64() {
        let tname = common::name(&t);
        let e = finalize(&m, 16, &t).expect_err("plane");
        let l = e.at.as_ref().expect("located");
        assert_eq!((l.routine.as_str(), l.index), ("f", 1), "{tname}: {e}");
        assert!(
            l.text.starts_with("plane (M1, 16) D(0,0)<1>"),
            "{tname}: {e}"
        );
        assert!(
            e.message.contains("`plane` is not supported"),
            "{tname}: {e}"
        );
    }
}
