//! Register spilling: hand-written kernels that keep more values live than
//! the target has SGPRs (uniform variables) or VGPRs (lane variables)
//! finalize, run on the GCN emulator (wait and hazard checks and late load
//! write-back on) with exactly the vISA emulator's results, and say in the
//! descriptor and metadata what they spill. Needs `ld.lld-14` (the
//! emulator runs linked objects; the test fails loudly without it).

mod common;

use amdgpu::descriptor::fields;
use common::{In, Shape};
use visa_finalize::driver::{self, Finalized};
use visa_finalize::target::Target;

/// `n` uniform variables computed in a chain from the argument `X`, all
/// live until a SIMD8 accumulation reads them back in reverse order.
fn sgpr_kernel(n: usize) -> String {
    let mut s = String::from(
        ".version 4.1\n.kernel \"spill_sgpr\"\n.decl OUT v_type=G type=uq num_elts=1\n.decl X v_type=G type=ud num_elts=1\n",
    );
    for i in 0..n {
        s += &format!(".decl US{i} v_type=G type=ud num_elts=1 align=dword\n");
    }
    s += ".decl LID v_type=G type=ud num_elts=8 align=GRF\n.decl ACC v_type=G type=ud num_elts=8 align=GRF\n";
    s += ".function \"spill_sgpr_0\"\nspill_sgpr_0:\n";
    s += "    mov (M1_NM, 1) US0(0,0)<1> X(0,0)<0;1,0>\n";
    for i in 1..n {
        let p = i - 1;
        s += &format!("    mul (M1_NM, 1) US{i}(0,0)<1> US{p}(0,0)<0;1,0> 0x3:ud\n");
        s += &format!(
            "    add (M1_NM, 1) US{i}(0,0)<1> US{i}(0,0)<0;1,0> 0x{:x}:ud\n",
            i * 7919
        );
    }
    s += "    mov (M1, 8) LID(0,0)<1> 0x76543210:v\n";
    s += "    mov (M1, 8) ACC(0,0)<1> LID(0,0)<1;1,0>\n";
    for i in (0..n).rev() {
        let op = if i % 2 == 0 { "add" } else { "xor" };
        s += &format!("    {op} (M1, 8) ACC(0,0)<1> ACC(0,0)<1;1,0> US{i}(0,0)<0;1,0>\n");
    }
    s += "    svm_block_st (2) OUT(0,0)<0;1,0> ACC.0\n    ret (M1, 1)\n";
    s
}

/// `n` lane variables of 64 dwords (8 rows of 8 channels: 8 VGPRs each
/// in SIMD8), every row written from the local id and `X`, all live
/// until the accumulation reads them.
fn vgpr_kernel(n: usize) -> String {
    let mut s = String::from(
        ".version 4.1\n.kernel \"spill_vgpr\"\n.decl OUT v_type=G type=uq num_elts=1\n.decl X v_type=G type=ud num_elts=1\n",
    );
    for i in 0..n {
        s += &format!(".decl LV{i} v_type=G type=ud num_elts=64 align=GRF\n");
    }
    s += ".decl LID v_type=G type=ud num_elts=8 align=GRF\n.decl ACC v_type=G type=ud num_elts=8 align=GRF\n";
    s += ".function \"spill_vgpr_0\"\nspill_vgpr_0:\n";
    s += "    mov (M1, 8) LID(0,0)<1> 0x76543210:v\n";
    for i in 0..n {
        for r in 0..8 {
            s += &format!("    mul (M1, 8) LV{i}({r},0)<1> LID(0,0)<1;1,0> X(0,0)<0;1,0>\n");
            s += &format!(
                "    add (M1, 8) LV{i}({r},0)<1> LV{i}({r},0)<1;1,0> 0x{:x}:ud\n",
                (i * 8 + r) * 40503 % 65521
            );
        }
    }
    s += "    mov (M1, 8) ACC(0,0)<1> LID(0,0)<1;1,0>\n";
    for i in (0..n).rev() {
        for r in 0..8 {
            let op = if (i + r) % 2 == 0 { "add" } else { "xor" };
            s += &format!("    {op} (M1, 8) ACC(0,0)<1> ACC(0,0)<1;1,0> LV{i}({r},0)<1;1,0>\n");
        }
    }
    s += "    svm_block_st (2) OUT(0,0)<0;1,0> ACC.0\n    ret (M1, 1)\n";
    s
}

struct Run {
    k: Finalized,
    kd: amdgpu::descriptor::KernelDescriptor,
    metadata: String,
}

/// Finalizes `src` for `t`, links it with `ld.lld-14`, runs it on both
/// emulators (one SIMD8 thread, `X` = 0x9e3779b9) and asserts the output
/// buffers are equal.
fn run(src: &str, t: &Target) -> Run {
    let platform = visa::Platform::Skl;
    let module = common::parse(src, platform);
    let k = common::finalize(&module, platform, 8, t).unwrap_or_else(|e| panic!("{}: {e}", t.proc));
    let co = common::link(&k, t);
    let names: Vec<&str> = k.args.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["OUT", "X"], "kernel arguments");
    let io = [
        ("OUT", In::Buf(vec![0u8; 32])),
        ("X", In::Val(0x9e37_79b9u32.to_le_bytes().to_vec())),
    ];
    let want = common::run_both(&module, platform, &k, &co, t, &Shape::thread(8), &io).remove(0);
    assert_ne!(want, vec![0u8; 32], "the kernel writes its output");
    let kd = gcn_emu::Program::new(&co)
        .unwrap()
        .kernel(&k.name)
        .unwrap()
        .descriptor;
    let metadata = driver::metadata(&k, t);
    Run { k, kd, metadata }
}

/// The distinct pairs (operand `a`, operand `b`) of the instructions
/// `op` in the body (operands counted after the mnemonic).
fn distinct(
    body: &str,
    op: &str,
    a: usize,
    b: usize,
) -> std::collections::BTreeSet<(String, String)> {
    body.lines()
        .filter_map(|l| l.trim().strip_prefix(op))
        .map(|rest| {
            let ops: Vec<String> = rest.split(',').map(|x| x.trim().to_string()).collect();
            (ops[a].clone(), ops.get(b).cloned().unwrap_or_default())
        })
        .collect()
}

#[test]
fn sgprs_spill_to_vgpr_lanes() {
    let src = sgpr_kernel(150);
    for t in common::targets() {
        let r = run(&src, &t);
        let u = r.k.usage;
        assert!(u.sgpr_spills > 0, "{}: 150 live SGPRs spill", t.proc);
        assert!(u.sgprs <= t.max_sgprs, "{}: {} SGPRs", t.proc, u.sgprs);
        // SGPR spills need no memory.
        assert_eq!((u.vgpr_spills, u.private_bytes, u.scratch), (0, 0, false));
        assert_eq!(r.kd.private_segment_fixed_size, 0);
        assert_eq!(r.kd.get(fields::PRIVATE_SEGMENT_BUFFER), 0);
        // Every spilled SGPR has its own lane: the lanes written equal the
        // count the metadata gives.
        let lanes = distinct(&r.k.body, "v_writelane_b32 ", 0, 2);
        assert_eq!(lanes.len() as u32, u.sgpr_spills, "{}", t.proc);
        assert!(lanes
            .iter()
            .all(|(_, l)| l.parse::<u32>().unwrap() < t.wave_size()));
        assert!(r
            .metadata
            .contains(&format!(".sgpr_spill_count: {}\n", u.sgpr_spills)));
        assert!(r.metadata.contains(".vgpr_spill_count: 0\n"));
        assert!(r.metadata.contains(".private_segment_fixed_size: 0\n"));
    }
}

#[test]
fn vgprs_spill_to_scratch() {
    // 36 variables of 8 VGPRs: 288 live VGPRs.
    let src = vgpr_kernel(36);
    for t in common::targets() {
        let r = run(&src, &t);
        let u = r.k.usage;
        assert!(
            u.vgpr_spills >= 288 - 256,
            "{}: {} spilled",
            t.proc,
            u.vgpr_spills
        );
        assert!(u.vgprs <= t.max_vgprs);
        assert_eq!(u.private_bytes, 4 * u.vgpr_spills);
        assert!(u.scratch);
        // The descriptor enables the private segment buffer and wave
        // offset and sizes the segment; the metadata agrees.
        assert_eq!(r.kd.private_segment_fixed_size, u.private_bytes);
        assert_eq!(r.kd.get(fields::PRIVATE_SEGMENT_BUFFER), 1);
        assert_eq!(r.kd.get(fields::PRIVATE_SEGMENT_WAVEFRONT_OFFSET), 1);
        assert!(r.metadata.contains(&format!(
            ".private_segment_fixed_size: {}\n",
            u.private_bytes
        )));
        assert!(r
            .metadata
            .contains(&format!(".vgpr_spill_count: {}\n", u.vgpr_spills)));
        // One dword slot per spilled VGPR, each stored through s[0:3] and
        // the wave offset s11, within the segment.
        let mubuf: Vec<&str> = r.k.body.lines().filter(|l| l.contains("buffer_")).collect();
        assert!(
            mubuf.iter().all(|l| l.contains(", off, s[0:3], s11")),
            "{}: spill code addresses the private segment",
            t.proc
        );
        let offsets: std::collections::BTreeSet<u32> = r
            .k
            .body
            .lines()
            .filter(|l| l.trim().starts_with("buffer_store_dword ") && l.contains("s[0:3], s11"))
            .map(|l| {
                l.split("offset:")
                    .nth(1)
                    .map_or(0, |o| o.trim().parse().unwrap())
            })
            .collect();
        assert_eq!(offsets.len() as u32, u.vgpr_spills, "{}", t.proc);
        assert_eq!(offsets.iter().max().unwrap() + 4, u.private_bytes);
    }
}

#[test]
fn no_spill_no_scratch() {
    for (src, name) in [(sgpr_kernel(40), "sgpr"), (vgpr_kernel(20), "vgpr")] {
        for t in common::targets() {
            let r = run(&src, &t);
            let u = r.k.usage;
            assert_eq!(
                (u.sgpr_spills, u.vgpr_spills, u.private_bytes, u.scratch),
                (0, 0, 0, false),
                "{name} {}",
                t.proc
            );
            assert_eq!(r.kd.get(fields::PRIVATE_SEGMENT_BUFFER), 0);
            assert!(!r.k.body.contains("v_writelane") && !r.k.body.contains("buffer_store"));
        }
    }
}
