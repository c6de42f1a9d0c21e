//! `xvisa run` end to end: the command-line contract on a corpus
//! kernel with its zebin, hand-written kernels bound by name, and the exit
//! status and message of every kind of failure.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn xvisa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .args(args)
        .output()
        .unwrap()
}

fn s(p: &Path) -> String {
    p.to_str().unwrap().to_string()
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-run-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn loops(platform: &str, file: &str) -> PathBuf {
    root()
        .join("tests/corpus/ocl")
        .join(platform)
        .join("loops")
        .join(file)
}

fn runs(kernel: &str, file: &str) -> PathBuf {
    root().join("tests/corpus/ocl/runs").join(kernel).join(file)
}

/// The contract: `--zebin`, `--kernel`, `--global`, `--local`,
/// `--arg I=file:|zeros:|i32:`, `--out-dir` with `argI.bin` per buffer.
#[test]
fn corpus_kernel_with_zebin_matches_pocl() {
    let out = tmp("zebin");
    for platform in ["skl", "tgllp"] {
        let o = xvisa(&[
            "run",
            &s(&loops(platform, "loop_counted_simd32.visaasm")),
            "--zebin",
            &s(&loops(platform, "loops.bin")),
            "--kernel",
            "loop_counted",
            "--global",
            "256",
            "--local",
            "64",
            "--arg",
            &format!("0=file:{}", s(&runs("loop_counted", "arg0.in.bin"))),
            "--arg",
            "1=zeros:1024",
            "--arg",
            "2=i32:40",
            "--out-dir",
            &s(&out),
        ]);
        assert_eq!(o.status.code(), Some(0), "{platform}: {}", stderr(&o));
        let got = std::fs::read(out.join("arg1.bin")).unwrap();
        let want = std::fs::read(runs("loop_counted", "arg1.expected.bin")).unwrap();
        assert_eq!(got, want, "{platform}");
        // Input buffers are written back too; scalars are not.
        let a0 = std::fs::read(out.join("arg0.bin")).unwrap();
        assert_eq!(
            a0,
            std::fs::read(runs("loop_counted", "arg0.in.bin")).unwrap()
        );
        assert!(!out.join("arg2.bin").exists());
    }
}

/// A global size that is no multiple of the local size: the last group is
/// partial (OpenCL 2.0 non-uniform work-groups), its thread's dispatch
/// mask has only its work-items, and `get_local_size(0)` is its own size.
#[test]
fn partial_last_group() {
    let out = tmp("partial");
    let dir = root().join("tests/corpus/ocl/skl/partial_wg");
    let a: Vec<i32> = (0..100).map(|i| (i * 37 % 199) - 99).collect();
    let af = out.join("a.bin");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(
        &af,
        a.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>(),
    )
    .unwrap();
    let o = xvisa(&[
        "run",
        &s(&dir.join("guarded_poly20_simd32.visaasm")),
        "--zebin",
        &s(&dir.join("partial_wg.bin")),
        "--kernel",
        "guarded_poly20",
        "--global",
        "100",
        "--local",
        "32",
        "--arg",
        &format!("0=file:{}", s(&af)),
        "--arg",
        "1=zeros:416",
        "--arg",
        "2=i32:100",
        "--out-dir",
        &s(&out),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let got: Vec<i32> = std::fs::read(out.join("arg1.bin"))
        .unwrap()
        .chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for (i, x) in a.iter().enumerate() {
        let (g, lid) = (i as i32 / 32, i as i32 % 32);
        let size = if g == 3 { 4 } else { 32 };
        assert_eq!(got[i], (x * x - 3 * x + lid) * g + size, "out[{i}]");
    }
    assert_eq!(&got[100..], &[0; 4]);
}

/// A buffer too small for the work-items: the run stops naming the
/// instruction (routine, index, text), the lane and the work-group.
#[test]
fn out_of_bounds_exits_1_naming_instruction_and_lane() {
    let out = tmp("oob");
    let o = xvisa(&[
        "run",
        &s(&loops("skl", "loop_counted_simd32.visaasm")),
        "--zebin",
        &s(&loops("skl", "loops.bin")),
        "--kernel",
        "loop_counted",
        "--global",
        "256",
        "--local",
        "64",
        "--arg",
        "0=zeros:1000",
        "--arg",
        "1=zeros:1024",
        "--arg",
        "2=i32:40",
        "--out-dir",
        &s(&out),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    // 1000 bytes hold 250 ints. Work-item i reads a[(i + k) & 255]; group
    // 3's first SIMD32 thread (items 192..223, run to its end before the
    // second) reaches a[250] first, at k = 27 in its last lane, which the
    // second half (M5) of the split SIMD16 load serves.
    assert!(
        e.contains("out-of-bounds read of 4 bytes at offset 0x3e8"),
        "{e}"
    );
    assert!(e.contains("surface BTI 0 (a buffer of 1000 bytes)"), "{e}");
    assert!(e.contains("lane 31, work-item (223,0,0)"), "{e}");
    assert!(e.contains("group (3,0,0) thread 0"), "{e}");
    assert!(e.contains("loop_counted $"), "{e}");
    assert!(
        !out.join("arg1.bin").exists(),
        "no outputs after a failed run"
    );
}

/// `--max-instructions` stops a kernel that runs too long.
#[test]
fn runaway_exits_1() {
    let out = tmp("runaway");
    let o = xvisa(&[
        "run",
        &s(&loops("skl", "loop_counted_simd32.visaasm")),
        "--zebin",
        &s(&loops("skl", "loops.bin")),
        "--kernel",
        "loop_counted",
        "--global",
        "64",
        "--local",
        "64",
        "--arg",
        &format!("0=file:{}", s(&runs("loop_counted", "arg0.in.bin"))),
        "--arg",
        "1=zeros:1024",
        "--arg",
        "2=i32:1000000",
        "--max-instructions",
        "5000",
        "--out-dir",
        &s(&out),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("more than 5000 instructions (--max-instructions)"),
        "{e}"
    );
}

fn emu(name: &str) -> String {
    s(&root().join("tests/emu").join(name))
}

/// Hand-written kernels bind buffers by variable name (`--input`).
#[test]
fn misaligned_exits_1() {
    let out = tmp("misaligned");
    let o = xvisa(&[
        "run",
        &emu("err_misaligned.visaasm"),
        "--global",
        "8",
        "--local",
        "8",
        "--simd",
        "8",
        "--input",
        "IN=zeros:64",
        "--out-dir",
        &s(&out),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("lane 3"), "{e}");
    assert!(e.contains("misaligned SVM scattered access"), "{e}");
    assert!(e.contains("svm_gather.4.1 (M1, 8) A.0 L.0"), "{e}");
}

#[test]
fn named_inputs_and_trace() {
    let out = tmp("named");
    let o = xvisa(&[
        "run",
        &emu("goto.visaasm"),
        "--global",
        "8",
        "--local",
        "8",
        "--simd",
        "8",
        "--input",
        "OUT=zeros:192",
        "--out-dir",
        &s(&out),
        "--trace",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let got = std::fs::read(out.join("OUT.bin")).unwrap();
    let first: Vec<i32> = got[..32]
        .chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(first, [30, 20, 30, 10, 30, 20, 30, 10]);
    // The trace shows each instruction with the execution mask and the
    // channel-enable mask it ran with: the predicated goto runs under all 8
    // channels, enabling the even ones (P1), which leave for ELSE1; the
    // next instruction runs with the odd ones.
    let e = stderr(&o);
    assert!(
        e.contains("em=000000ff ch=00000055  (P1) goto (M1, 8) ELSE1"),
        "{e}"
    );
    assert!(e.contains("em=000000aa"), "{e}");
}

#[test]
fn usage_errors_exit_2() {
    let out = tmp("usage");
    for bad in ["0=nonsense:3", "0=i32:notanumber", "x=zeros:4"] {
        let o = xvisa(&[
            "run",
            &s(&loops("skl", "loop_counted_simd32.visaasm")),
            "--zebin",
            &s(&loops("skl", "loops.bin")),
            "--kernel",
            "loop_counted",
            "--global",
            "64",
            "--local",
            "64",
            "--arg",
            bad,
            "--out-dir",
            &s(&out),
        ]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", stderr(&o));
    }
}

/// A complete CISA object (`asm --layout full`) runs like its text; IGC's
/// truncated `.isa` dumps are refused with a pointer to what to run.
#[test]
fn isa_objects() {
    let out = tmp("isa");
    let isa = out.join("goto.isa");
    let o = xvisa(&[
        "asm",
        &emu("goto.visaasm"),
        "--layout",
        "full",
        "-o",
        &s(&isa),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let run = |input: &str, dir: &str| {
        let d = out.join(dir);
        let o = xvisa(&[
            "run",
            input,
            "--global",
            "8",
            "--local",
            "8",
            "--simd",
            "8",
            "--input",
            "OUT=zeros:192",
            "--out-dir",
            &s(&d),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        std::fs::read(d.join("OUT.bin")).unwrap()
    };
    assert_eq!(run(&s(&isa), "a"), run(&emu("goto.visaasm"), "b"));
    let o = xvisa(&[
        "run",
        &s(&loops("skl", "loop_counted_simd32.isa")),
        "--global",
        "64",
        "--local",
        "64",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("xvisa asm --layout full"),
        "{}",
        stderr(&o)
    );
}
