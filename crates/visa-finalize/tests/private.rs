//! The vISA thread's private memory: hand-written kernels that write and
//! read `%scratch` (SKL `scatter4_scaled`/`gather4_scaled`, byte
//! `scatter_scaled`/`gather_scaled`) and LSC `ss` (PVC) at per-lane
//! different addresses, each lane reading what another lane of its thread
//! wrote, over several threads per group and several groups; and IGC's
//! stateless private memory of DG2 (`private_base_stateless` plus the
//! slot `%sr0` gives), whose addresses the finalizer sends to the wave's
//! private segment. Each launch runs on the vISA emulator and, finalized,
//! on the GCN emulator (wait and hazard checks stop the run, late load
//! write-back on), and the output buffers must be equal. Needs
//! `ld.lld-14` (the emulator runs linked objects; the test fails loudly
//! without it).

mod common;

use std::path::Path;

use amdgpu::descriptor::fields;
use common::{In, Shape};
use visa_finalize::driver::{self, Finalized, Request};
use visa_finalize::target::Target;

/// A hand-written kernel: `rows` rows of `w` dwords in the thread's
/// scratch, `stride` bytes apart from byte `base`. Row k: lane c writes
/// `gid * 1000 + k` at dword `(5c + k) mod w`, then reads dword
/// `(3c + 7k) mod w` (another lane's) and folds it into its sum; a byte
/// pass writes and reads single bytes the same way. Each lane stores its
/// sum at `OUT[gid]`.
fn scratch_kernel(platform: &str, w: u32, rows: u32, stride: u32, base: u32) -> String {
    let pvc = platform == "PVC";
    let grf = if pvc { 64 } else { 32 };
    let mut s = format!(
        "// platform: {platform}\n.version 4.1\n.kernel \"priv_scratch\"\n\
         .decl OUT v_type=G type=uq num_elts=1 align=GRF\n\
         .decl X v_type=G type=ud num_elts=1 align=GRF\n\
         .decl LX v_type=G type=uw num_elts={w} align=GRF\n\
         .decl LANE v_type=G type=ud num_elts={w} align=GRF\n\
         .decl LW v_type=G type=uw num_elts={w} align=GRF\n\
         .decl GID v_type=G type=ud num_elts={w} align=GRF\n\
         .decl A v_type=G type=ud num_elts={w} align=GRF\n\
         .decl D v_type=G type=ud num_elts={w} align=GRF\n\
         .decl R v_type=G type=ud num_elts={w} align=GRF\n\
         .decl ACC v_type=G type=ud num_elts={w} align=GRF\n\
         .decl PA v_type=G type=uq num_elts={w} align=GRF\n\
         .decl SS v_type=G type=ud num_elts=1 align=GRF\n\
         .input LX offset={grf} size={}\n\
         .function \"k_0\"\nk_0:\n",
        2 * w
    );
    // Lane numbers 0..w.
    s += "    mov (M1_NM, 8) LW(0,0)<1> 0x76543210:v\n";
    let mut have = 8;
    while have < w {
        s += &format!("    add (M1_NM, {have}) LW(0,{have})<1> LW(0,0)<1;1,0> 0x{have:x}:uw\n");
        have *= 2;
    }
    s += &format!("    mov (M1_NM, {w}) LANE(0,0)<1> LW(0,0)<1;1,0>\n");
    // gid = group_id_x * local + local id (the launch's local size is
    // the `X` argument).
    s += &format!("    mul (M1, {w}) GID(0,0)<1> %group_id_x(0,0)<0;1,0> X(0,0)<0;1,0>\n");
    s += &format!("    add (M1, {w}) GID(0,0)<1> GID(0,0)<1;1,0> LX(0,0)<1;1,0>\n");
    s += &format!("    mov (M1, {w}) ACC(0,0)<1> GID(0,0)<1;1,0>\n");
    s += "    mov (M1_NM, 1) SS(0,0)<1> 0x0:ud\n";
    let store = |a: &str, d: &str| -> String {
        if pvc {
            format!("    lsc_store.ugm (M1, {w}) ss(SS)[{a}]:a32 {d}:d32\n")
        } else {
            format!("    scatter4_scaled.R (M1, {w}) %scratch 0x0:ud {a}.0 {d}.0\n")
        }
    };
    let load = |a: &str, d: &str| -> String {
        if pvc {
            format!("    lsc_load.ugm (M1, {w}) {d}:d32 ss(SS)[{a}]:a32\n")
        } else {
            format!("    gather4_scaled.R (M1, {w}) %scratch 0x0:ud {a}.0 {d}.0\n")
        }
    };
    let addr = |mul: u32, k: u32| -> String {
        // A = base + k * stride + 4 * ((mul * lane + k') mod w)
        format!(
            "    mul (M1, {w}) A(0,0)<1> LANE(0,0)<1;1,0> 0x{mul:x}:ud\n\
             \x20   add (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{:x}:ud\n\
             \x20   and (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{:x}:ud\n\
             \x20   shl (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x2:ud\n\
             \x20   add (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{:x}:ud\n",
            k * if mul == 5 { 1 } else { 7 },
            w - 1,
            base + k * stride
        )
    };
    for k in 0..rows {
        s += &addr(5, k);
        s += &format!("    mul (M1, {w}) D(0,0)<1> GID(0,0)<1;1,0> 0x3e8:ud\n");
        s += &format!("    add (M1, {w}) D(0,0)<1> D(0,0)<1;1,0> 0x{k:x}:ud\n");
        s += &store("A", "D");
    }
    for k in 0..rows {
        s += &addr(3, k);
        s += &load("A", "R");
        s += &format!("    mul (M1, {w}) ACC(0,0)<1> ACC(0,0)<1;1,0> 0x1f:ud\n");
        s += &format!("    add (M1, {w}) ACC(0,0)<1> ACC(0,0)<1;1,0> R(0,0)<1;1,0>\n");
    }
    if !pvc {
        // Bytes: lane c writes byte (gid + k) at byte (3c + k) mod w of
        // the row after the dwords, reads byte (c + 2k) mod w.
        for k in 0..4 {
            let at = base + rows * stride + 64 * k;
            s += &format!(
                "    mul (M1, {w}) A(0,0)<1> LANE(0,0)<1;1,0> 0x3:ud\n\
                 \x20   add (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{k:x}:ud\n\
                 \x20   and (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{:x}:ud\n\
                 \x20   add (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{at:x}:ud\n\
                 \x20   add (M1, {w}) D(0,0)<1> GID(0,0)<1;1,0> 0x{k:x}:ud\n\
                 \x20   scatter_scaled.1 (M1, {w}) %scratch 0x0:ud A.0 D.0\n",
                w - 1
            );
        }
        for k in 0..4 {
            let at = base + rows * stride + 64 * k;
            s += &format!(
                "    mul (M1, {w}) A(0,0)<1> LANE(0,0)<1;1,0> 0x1:ud\n\
                 \x20   add (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{:x}:ud\n\
                 \x20   and (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{:x}:ud\n\
                 \x20   add (M1, {w}) A(0,0)<1> A(0,0)<1;1,0> 0x{at:x}:ud\n\
                 \x20   gather_scaled.1 (M1, {w}) %scratch 0x0:ud A.0 R.0\n\
                 \x20   and (M1, {w}) R(0,0)<1> R(0,0)<1;1,0> 0xff:ud\n\
                 \x20   mul (M1, {w}) ACC(0,0)<1> ACC(0,0)<1;1,0> 0x1f:ud\n\
                 \x20   add (M1, {w}) ACC(0,0)<1> ACC(0,0)<1;1,0> R(0,0)<1;1,0>\n",
                2 * k,
                w - 1
            );
        }
    }
    // OUT[gid] = ACC.
    s += &format!("    shl (M1, {w}) A(0,0)<1> GID(0,0)<1;1,0> 0x2:ud\n");
    s += &format!("    add (M1, {w}) PA(0,0)<1> OUT(0,0)<0;1,0> A(0,0)<1;1,0>\n");
    if pvc {
        s += &format!("    lsc_store.ugm (M1, {w}) flat[PA]:a64 ACC:d32\n");
    } else {
        s += &format!("    svm_scatter.4.1 (M1, {w}) PA.0 ACC.0\n");
    }
    s += "    ret (M1, 1)\n";
    s
}

/// Finalizes and runs a hand-written kernel of `platform` with `global`
/// work-items in groups of `local` (SIMD `w`) on both emulators; returns
/// the finalized kernel and the output.
fn run_handwritten(
    src: &str,
    platform: visa::Platform,
    w: u32,
    global: u32,
    local: u32,
    t: &Target,
) -> (Finalized, Vec<u8>) {
    let module = common::parse(src, platform);
    let k = common::finalize(&module, platform, w, t).unwrap_or_else(|e| panic!("{}: {e}", t.proc));
    let co = common::link(&k, t);
    let names: Vec<&str> = k.args.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["OUT", "X"], "kernel arguments");
    let io = [
        ("OUT", In::Buf(vec![0u8; 4 * global as usize])),
        ("X", In::Val(local.to_le_bytes().to_vec())),
    ];
    // As `xvisa run` launches it: 64 KiB of scratch per thread, its default.
    let s = Shape {
        scratch_bytes: 65536,
        ..Shape::groups(global, local, w)
    };
    let want = common::run_both(&module, platform, &k, &co, t, &s, &io).remove(0);
    assert!(
        want.chunks(4).all(|c| c != [0u8; 4]),
        "the kernel writes every output"
    );
    let gp = gcn_emu::Program::new(&co).expect("GCN load");
    let kd = gp.kernel(&k.name).unwrap().descriptor;
    assert_eq!(kd.get(fields::PRIVATE_SEGMENT_BUFFER), 1);
    assert_eq!(kd.get(fields::PRIVATE_SEGMENT_WAVEFRONT_OFFSET), 1);
    assert_eq!(kd.private_segment_fixed_size, k.usage.private_bytes);
    (k, want)
}

/// The per-lane private segment covers the thread's 64 KiB of scratch
/// (wave-linear, `64 KiB / wave size` per lane) and nothing more without
/// spills.
fn check_size(k: &Finalized, t: &Target) {
    assert_eq!(k.usage.vgpr_spills, 0);
    assert_eq!(k.usage.private_bytes, 65536 / t.wave_size(), "{}", t.proc);
}

#[test]
fn scratch_dwords_and_bytes_per_lane_skl() {
    // SIMD8, twelve groups of one thread, the last partial (4 work-items);
    // rows 32 bytes, 2 KiB and 4 KiB apart (past the MUBUF offset's
    // 4 KiB), up to the end of the 64 KiB.
    for (stride, base) in [(32, 0), (2048, 4), (1024, 60000)] {
        let src = scratch_kernel("SKL", 8, 3, stride, base);
        for t in common::targets_and_wave64() {
            let (k, _) = run_handwritten(&src, visa::Platform::Skl, 8, 92, 8, &t);
            check_size(&k, &t);
            assert!(k.body.contains(" offen"), "per-lane MUBUF offsets");
        }
    }
}

#[test]
fn scratch_simd32_several_threads_per_group() {
    // SIMD32: on wave32 groups of three vISA threads (three waves), each
    // with its own scratch; on wave64 one thread per group, the last
    // group partial.
    let src = scratch_kernel("SKL", 32, 4, 160, 128);
    for t in common::targets_and_wave64() {
        let (global, local) = if t.wave_size() == 32 {
            (192, 96)
        } else {
            (80, 32)
        };
        let (k, _) = run_handwritten(&src, visa::Platform::Skl, 32, global, local, &t);
        check_size(&k, &t);
    }
}

#[test]
fn lsc_ss_scratch_pvc() {
    let src = scratch_kernel("PVC", 16, 4, 1024, 8);
    for t in common::targets_and_wave64() {
        let (k, _) = run_handwritten(&src, visa::Platform::Pvc, 16, 64, 16, &t);
        check_size(&k, &t);
    }
}

/// DG2's `priv_big` (stateless private memory: `private_base_stateless`
/// and the thread slot of `%sr0`) over several groups and, on gfx1030,
/// several vISA threads per group; each group's input differs, so slices
/// shared by mistake between waves give other histograms.
#[test]
fn dg2_stateless_private_memory() {
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/ocl/dg2-g10/private_arrays");
    let platform = visa::Platform::Dg2;
    let src = std::fs::read_to_string(dir.join("priv_big_simd32.visaasm")).unwrap();
    let module = visa_text::parse_with(&src, visa_text::ParseOptions { platform }).unwrap();
    let zb = std::fs::read(dir.join("private_arrays.bin")).unwrap();
    let zebin = visa_emu::zebin::Zebin::parse(&zb).unwrap();
    let global = 256u32;
    let a: Vec<u8> = (0..64 * global)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    for t in common::targets_and_wave64() {
        let local = if t.wave_size() == 32 { 64 } else { 32 };
        let req = Request {
            module: &module,
            kernel: Some("priv_big"),
            platform,
            simd: Some(32),
            zebin: Some(&zebin),
        };
        let k = driver::finalize(&req, &t).unwrap_or_else(|e| panic!("{}: {e}", t.proc));
        // The thread's 32 KiB of private memory (1 KiB per work-item).
        assert_eq!(k.usage.private_bytes, 32768 / t.wave_size());
        let co = common::link(&k, &t);
        let io = [In::Buf(a.clone()), In::Buf(vec![0u8; 8 * global as usize])];
        let out = common::run_zebin(
            &module,
            platform,
            &zebin,
            &k,
            &co,
            [global, 1, 1],
            [local, 1, 1],
            1,
            &io,
        )
        .unwrap_or_else(|e| panic!("GCN run on {}: {e}", t.proc));
        let want = &out[1];
        // The histograms differ between work-items (the input does).
        let words: Vec<u32> = want
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        let distinct: std::collections::BTreeSet<u32> =
            words.iter().skip(1).step_by(2).copied().collect();
        assert!(distinct.len() > global as usize / 2, "{}", t.proc);
    }
}

/// `n` lane variables of 64 dwords (8 VGPRs each in SIMD8) all live at
/// once, then folded into the sum each lane also passes through its
/// scratch (written at one lane's dword, read back at another's).
fn far_spill_kernel(n: usize) -> String {
    let mut s = String::from(
        ".version 4.1\n.kernel \"far_spill\"\n.decl OUT v_type=G type=uq num_elts=1\n.decl X v_type=G type=ud num_elts=1\n",
    );
    for i in 0..n {
        s += &format!(".decl LV{i} v_type=G type=ud num_elts=64 align=GRF\n");
    }
    s += ".decl LID v_type=G type=ud num_elts=8 align=GRF\n.decl ACC v_type=G type=ud num_elts=8 align=GRF\n\
         .decl A v_type=G type=ud num_elts=8 align=GRF\n.decl PA v_type=G type=uq num_elts=8 align=GRF\n";
    s += ".function \"far_spill_0\"\nfar_spill_0:\n";
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
    // Through scratch: lane c writes dword 7 - c, reads dword c.
    s += "    mul (M1, 8) A(0,0)<1> LID(0,0)<1;1,0> 0x4:ud\n";
    s += "    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> 0x100:ud\n";
    s += "    mov (M1, 8) PA(0,0)<1> LID(0,0)<1;1,0>\n";
    s += "    mul (M1, 8) PA(0,0)<1> PA(0,0)<1;1,0> 0x4:uq\n";
    s += "    mov (M1, 8) LID(0,0)<1> 0x11c:ud\n";
    s += "    add (M1, 8) LID(0,0)<1> LID(0,0)<1;1,0> (-)A(0,0)<1;1,0>\n";
    s += "    add (M1, 8) LID(0,0)<1> LID(0,0)<1;1,0> 0x100:ud\n";
    s += "    scatter4_scaled.R (M1, 8) %scratch 0x0:ud LID.0 ACC.0\n";
    s += "    gather4_scaled.R (M1, 8) %scratch 0x0:ud A.0 ACC.0\n";
    s += "    add (M1, 8) PA(0,0)<1> OUT(0,0)<0;1,0> PA(0,0)<1;1,0>\n";
    s += "    svm_scatter.4.1 (M1, 8) PA.0 ACC.0\n    ret (M1, 1)\n";
    s
}

/// More spilled VGPRs than a 12-bit MUBUF offset reaches (above the
/// thread's 64 KiB of scratch): the far slots go through SGPRs holding
/// the wave offset plus 4 KiB per lane per window.
#[test]
fn spill_slots_past_the_mubuf_offset() {
    // 160 variables of 8 VGPRs: 1280 live VGPRs.
    let src = far_spill_kernel(160);
    for t in common::targets_and_wave64() {
        let (k, _) = run_handwritten(&src, visa::Platform::Skl, 8, 8, 8, &t);
        let u = k.usage;
        let base = 65536 / t.wave_size();
        assert!(
            u.vgpr_spills > 1024,
            "{}: {} spilled",
            t.proc,
            u.vgpr_spills
        );
        assert_eq!(u.private_bytes, base + 4 * u.vgpr_spills, "{}", t.proc);
        // Spill code beyond the first 4 KiB uses other soffsets than s11.
        let far: std::collections::BTreeSet<&str> = k
            .body
            .lines()
            .filter(|l| l.contains(", off, s[0:3], s") && !l.contains(", off, s[0:3], s11"))
            .filter_map(|l| l.split(", off, s[0:3], ").nth(1))
            .filter_map(|r| r.split_whitespace().next())
            .collect();
        let windows = (u.private_bytes - 1) / 4096;
        assert_eq!(far.len() as u32, windows, "{}: {far:?}", t.proc);
    }
}
