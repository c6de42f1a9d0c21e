//! Work-group shapes: a partial last group (global size no multiple of the
//! local size, OpenCL 2.0 non-uniform work-groups) and work-groups of
//! several vISA threads, one wave each, meeting at barriers. Each launch
//! runs on the vISA emulator and, finalized, on the GCN emulator (wait and
//! hazard checks stop the run, late load write-back on); the buffers must
//! be equal and equal to what the OpenCL source computes. Needs
//! `ld.lld-14` (the emulator runs linked objects; the test fails loudly
//! without it).

mod common;

use std::path::{Path, PathBuf};

use common::In;
use visa_finalize::driver::{self, Finalized, Request};
use visa_finalize::target::Target;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/ocl")
}

/// An ocloc corpus kernel of SKL (SIMD32) and its finalized, linked code
/// object for `t`.
struct Kernel {
    module: visa::Module,
    zebin: visa_emu::zebin::Zebin,
    k: Finalized,
    co: Vec<u8>,
}

fn kernel(stem: &str, name: &str, t: &Target) -> Kernel {
    let dir = corpus().join("skl").join(stem);
    let platform = visa::Platform::Skl;
    let src = std::fs::read_to_string(dir.join(format!("{name}_simd32.visaasm"))).unwrap();
    let module = visa_text::parse_with(&src, visa_text::ParseOptions { platform }).unwrap();
    let zebin =
        visa_emu::zebin::Zebin::parse(&std::fs::read(dir.join(format!("{stem}.bin"))).unwrap())
            .unwrap();
    let req = Request {
        module: &module,
        kernel: Some(name),
        platform,
        simd: Some(32),
        zebin: Some(&zebin),
    };
    let k = driver::finalize(&req, t).unwrap_or_else(|e| panic!("{}: {e}", t.proc));
    let co = common::link(&k, t);
    Kernel {
        module,
        zebin,
        k,
        co,
    }
}

/// Runs `k` on both emulators; returns the buffers of each, or the GCN
/// emulator's refusal.
fn run(k: &Kernel, args: &[In], global: [u32; 3], local: [u32; 3]) -> Result<Vec<Vec<u8>>, String> {
    run_nd(k, args, global, local, 1)
}

fn run_nd(
    k: &Kernel,
    args: &[In],
    global: [u32; 3],
    local: [u32; 3],
    dims: u32,
) -> Result<Vec<Vec<u8>>, String> {
    let p = visa::Platform::Skl;
    common::run_zebin(
        &k.module, p, &k.zebin, &k.k, &k.co, global, local, dims, args,
    )
}

fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn to_i32s(b: &[u8]) -> Vec<i32> {
    b.chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// `guarded_poly20` (`out[i] = (a[i]^2 - 3 a[i] + lid) * group +
/// get_local_size(0)`) over 100 work-items in groups of 32: the fourth
/// group has 4 work-items, the wave starts with 4 lanes in EXEC (the vISA
/// thread's dispatch mask) and `get_local_size(0)` is 4 there.
#[test]
fn partial_last_group() {
    let a: Vec<i32> = (0..100).map(|i| (i * 37 % 199) - 99).collect();
    for t in common::targets() {
        let k = kernel("partial_wg", "guarded_poly20", &t);
        let args = [
            In::Buf(i32s(&a)),
            In::Buf(i32s(&[-1; 104])),
            In::Val(100u32.to_le_bytes().to_vec()),
        ];
        let out = run(&k, &args, [100, 1, 1], [32, 1, 1])
            .unwrap_or_else(|e| panic!("{}: GCN run: {e}", t.proc));
        let got = to_i32s(&out[1]);
        for (i, x) in a.iter().enumerate() {
            let (g, lid) = (i as i32 / 32, i as i32 % 32);
            let size = if g == 3 { 4 } else { 32 };
            let want = (x * x - 3 * x + lid) * g + size;
            assert_eq!(got[i], want, "{}: out[{i}]", t.proc);
        }
        // Past the grid: untouched.
        assert_eq!(&got[100..], &[-1; 4], "{}", t.proc);
    }
}

/// What `wg_reduce_int` computes for one group of `n` values: the tree
/// reduction of the source, strides n/2, n/4, ... (for n no power of two
/// it leaves out elements, as the OpenCL kernel does).
fn tree(v: &[i32]) -> (i32, i32) {
    let mut s = v.to_vec();
    let mut m = v.to_vec();
    let mut stride = v.len() / 2;
    while stride > 0 {
        for l in 0..stride {
            s[l] = s[l].wrapping_add(s[l + stride]);
            m[l] = m[l].max(m[l + stride]);
        }
        stride >>= 1;
    }
    (s[0], m[0])
}

/// `wg_reduce_int` in groups of 128 work-items: four SIMD32 vISA threads,
/// four wave32 waves on gfx1030, sharing the group's LDS and meeting at
/// eight barriers; the result also matches pocl's (the corpus's expected
/// output). Then 1000 work-items: the last group has 104 (four waves, the
/// last with 8 lanes). On wave64 targets a SIMD32 thread cannot be a wave
/// of its own: the kernel is packed, two threads per wave (see
/// `tests/packing.rs`), and runs the same groups.
#[test]
fn multi_wave_groups_with_barriers() {
    let runs = corpus().join("runs").join("wg_reduce_int");
    let a = std::fs::read(runs.join("arg0.in.bin")).unwrap();
    let av = to_i32s(&a);
    for t in common::targets() {
        let k = kernel("local_reduce", "wg_reduce_int", &t);
        let args = || {
            [
                In::Buf(a.clone()),
                In::Buf(i32s(&[0; 8])),
                In::Buf(i32s(&[0; 8])),
            ]
        };
        let meta = driver::metadata(&k.k, &t);
        assert_eq!(k.k.packed, t.wave_size() == 64, "{}", t.proc);
        assert!(meta.contains(".max_flat_workgroup_size: 1024\n"), "{meta}");
        assert!(k.k.body.contains("s_barrier"));
        let out = run(&k, &args(), [1024, 1, 1], [128, 1, 1])
            .unwrap_or_else(|e| panic!("{}: GCN run: {e}", t.proc));
        assert_eq!(
            out[1],
            std::fs::read(runs.join("arg1.expected.bin")).unwrap()
        );
        assert_eq!(
            out[2],
            std::fs::read(runs.join("arg2.expected.bin")).unwrap()
        );
        let out = run(&k, &args(), [1000, 1, 1], [128, 1, 1])
            .unwrap_or_else(|e| panic!("{}: GCN run: {e}", t.proc));
        let (sums, maxes) = (to_i32s(&out[1]), to_i32s(&out[2]));
        for g in 0..8 {
            let end = (128 * g + 128).min(1000);
            let (s, m) = tree(&av[128 * g..end]);
            assert_eq!((sums[g], maxes[g]), (s, m), "group {g}");
        }
    }
}

/// `nd2_ids` writes every work-item function per item. Over [40, 3] in
/// groups of [16, 1] the third column of groups has 8 work-items:
/// `get_local_size(0)` is 8 there and `get_num_groups(0)` is 3. On
/// gfx1030, groups of [16, 4] (two waves, two rows each) over [32, 12].
#[test]
fn partial_and_multi_wave_2d_groups() {
    let want = |g: [u32; 2], l: [u32; 2], x: u32, y: u32| -> [i32; 8] {
        let (gx, gy) = (x / l[0], y / l[1]);
        let size = |d: usize, gid: u32| l[d].min(g[d] - gid * l[d]);
        let ng = [g[0].div_ceil(l[0]), g[1].div_ceil(l[1])];
        [
            x as i32,
            y as i32,
            (x % l[0]) as i32,
            (y % l[1]) as i32,
            gx as i32,
            gy as i32,
            (size(0, gx) | size(1, gy) << 8 | ng[0] << 16 | ng[1] << 24) as i32,
            (2 | g[1] << 8) as i32,
        ]
    };
    for t in common::targets() {
        let k = kernel("ndrange", "nd2_ids", &t);
        let mut launches = vec![([40u32, 3], [16u32, 1])];
        if t.wave_size() == 32 {
            launches.push(([32, 12], [16, 4]));
        }
        for (g, l) in launches {
            let n = (g[0] * g[1]) as usize;
            let args = [In::Buf(vec![0u8; 32 * n])];
            let out = run_nd(&k, &args, [g[0], g[1], 1], [l[0], l[1], 1], 2)
                .unwrap_or_else(|e| panic!("{}: GCN run: {e}", t.proc));
            let got = to_i32s(&out[0]);
            for y in 0..g[1] {
                for x in 0..g[0] {
                    let i = (y * g[0] + x) as usize;
                    assert_eq!(
                        got[8 * i..8 * i + 8],
                        want(g, l, x, y),
                        "{} {g:?}/{l:?}: item ({x}, {y})",
                        t.proc
                    );
                }
            }
        }
    }
}
