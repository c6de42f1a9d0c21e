//! Output that cannot be written: every subcommand with stdout (or stderr)
//! on a pipe whose reader is gone and on a full disk (`/dev/full`), and
//! files that fail half-way. A closed pipe ends the output quietly with the
//! status the command would have had; a full disk is an I/O error (status 2);
//! nothing panics and a failed write leaves no file behind.

use std::fs::File;
use std::os::fd::{FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-io-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The write end of a real pipe whose read end is already closed: the first
/// write fails with EPIPE, as after `xvisa ... | head -1` once `head` exits.
fn closed_pipe() -> Stdio {
    let mut fds = [0; 2];
    assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0, "pipe()");
    unsafe { libc::close(fds[0]) };
    Stdio::from(unsafe { OwnedFd::from_raw_fd(fds[1]) })
}

fn dev_full() -> Stdio {
    Stdio::from(
        File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full (Linux) is needed by this test"),
    )
}

fn xvisa(args: &[String], stdout: Stdio, stderr: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root())
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn argv(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

const CO: &str = "tests/amdgpu/corpus/basic-gfx900_xnack+-v4.co";

/// Commands that print to stdout, one or more per subcommand, with the
/// status each has when its output is read.
fn stdout_commands() -> Vec<(Vec<String>, i32)> {
    let mut v: Vec<(Vec<String>, i32)> = [
        ("--help", 0),
        ("--version", 0),
        ("co --help", 0),
        ("run --help", 0),
        ("fmt examples/vadd.visaasm", 0),
        (
            "fmt --genx-compat tests/corpus/handwritten/lsc_atomic_dg2.visaasm",
            0,
        ),
        ("asm examples/vadd.visaasm -o -", 0),
        (
            "dis tests/corpus/ocl/skl/int_arith/int_arith_char_simd32.isa",
            0,
        ),
        ("verify examples/vadd.visaasm", 0),
        (
            "verify tests/verify/cases/04-src-spans-three-grfs.visaasm",
            1,
        ),
        (
            "verify --format json tests/verify/cases/04-src-spans-three-grfs.visaasm",
            1,
        ),
        ("co targets", 0),
        ("co targets --format json", 0),
        ("co inspect --format json CO", 0),
        ("co inspect CO", 0),
        ("co inspect --metadata CO", 0),
        ("co inspect --descriptors CO", 0),
        ("co check CO --device gfx900:xnack+", 0),
        ("co check CO --device gfx906 --format json", 1),
    ]
    .iter()
    .map(|(c, code)| (argv(&c.replace("CO", CO)), *code))
    .collect();
    // `run` prints nothing on stdout; it still must not mind a closed one.
    v.push((
        argv(
            "run examples/vadd.visaasm --media --global 4 --input TA=file:examples/vadd-a.bin \
             --input TB=file:examples/vadd-b.bin --input TC=zeros:256",
        ),
        0,
    ));
    v
}

#[test]
fn every_subcommand_is_covered() {
    let cmds = stdout_commands();
    for sub in ["fmt", "asm", "dis", "verify", "run", "co"] {
        assert!(cmds.iter().any(|(a, _)| a[0] == sub), "{sub} not covered");
    }
    for sub in ["inspect", "check", "targets"] {
        assert!(
            cmds.iter().any(|(a, _)| a[0] == "co" && a[1] == sub),
            "co {sub} not covered"
        );
    }
    // `co build` writes only files: `failed_file_writes_leave_nothing_behind`.
}

#[test]
fn closed_stdout_pipe_ends_quietly_with_the_usual_status() {
    for (args, code) in stdout_commands() {
        let normal = xvisa(&args, Stdio::piped(), Stdio::piped());
        assert_eq!(
            normal.status.code(),
            Some(code),
            "{args:?}: {}",
            text(&normal.stderr)
        );
        let o = xvisa(&args, closed_pipe(), Stdio::piped());
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
        // Quietly: the same diagnostics as when the output is read, and
        // nothing about the pipe.
        assert_eq!(err, text(&normal.stderr), "{args:?}");
    }
}

#[test]
fn full_disk_on_stdout_is_an_io_error() {
    for (args, code) in stdout_commands() {
        let prints = !xvisa(&args, Stdio::piped(), Stdio::null())
            .stdout
            .is_empty();
        let o = xvisa(&args, dev_full(), Stdio::piped());
        let err = text(&o.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        if !prints {
            // `run`, a clean `verify`: nothing to write, nothing fails.
            assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
            continue;
        }
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("writing stdout: No space left on device"),
            "{args:?}: {err}"
        );
    }
}

/// Commands that print to stderr: the emulator's trace and statistics,
/// `dis`'s report of embedded GEN binaries, a syntax error, a usage error.
#[test]
fn closed_or_full_stderr_does_not_crash() {
    let dir = tmp("stderr");
    let out = dir.join("out");
    let run_trace = format!(
        "run tests/emu/goto.visaasm --global 8 --local 8 --simd 8 --input OUT=zeros:192 \
         --trace-values --stats --out-dir {}",
        out.display()
    );
    let bad = dir.join("bad.visaasm");
    std::fs::write(&bad, ".version 4.1\n.kernel \"k\"\n    add (M1, 8\n").unwrap();
    let cases: Vec<(Vec<String>, i32)> = vec![
        (argv(&run_trace), 0),
        (
            argv("dis tests/corpus/ocl/skl/int_arith/int_arith_char_simd32.isa -o -"),
            0,
        ),
        (vec!["fmt".into(), bad.display().to_string()], 1),
        (
            argv("co check tests/amdgpu/corpus/basic-gfx900_xnack+-v4.co --device gfx9000"),
            2,
        ),
        (argv("fmt --no-such-option x"), 2),
    ];
    for (args, code) in &cases {
        let normal = xvisa(args, Stdio::null(), Stdio::piped());
        assert_eq!(
            normal.status.code(),
            Some(*code),
            "{args:?}: {}",
            text(&normal.stderr)
        );
        assert!(!normal.stderr.is_empty(), "{args:?} writes to stderr");
        let expected = out
            .exists()
            .then(|| std::fs::read(out.join("OUT.bin")).unwrap());
        let _ = std::fs::remove_dir_all(&out);
        // A reader that went away: the command goes on and ends as usual.
        let o = xvisa(args, Stdio::null(), closed_pipe());
        assert_eq!(o.status.code(), Some(*code), "{args:?} with stderr closed");
        if let Some(e) = &expected {
            assert_eq!(&std::fs::read(out.join("OUT.bin")).unwrap(), e, "{args:?}");
        }
        let _ = std::fs::remove_dir_all(&out);
        // A full disk: diagnostics were lost, so success becomes status 2.
        let o = xvisa(args, Stdio::null(), dev_full());
        let want = if *code == 0 { 2 } else { *code };
        assert_eq!(
            o.status.code(),
            Some(want),
            "{args:?} with stderr on /dev/full"
        );
        let _ = std::fs::remove_dir_all(&out);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs xvisa with writes to regular files failing after `limit_kib` KiB,
/// as on a full disk (`ulimit -f`, with SIGXFSZ ignored so that the write
/// fails with EFBIG instead of killing the process).
fn with_file_limit(args: &[String], limit_kib: u32) -> Output {
    let mut cmd = Command::new("bash");
    cmd.current_dir(root())
        .arg("-c")
        .arg(format!(
            "trap '' XFSZ; ulimit -f {limit_kib}; exec \"$0\" \"$@\""
        ))
        .arg(env!("CARGO_BIN_EXE_xvisa"))
        .args(args);
    cmd.output().expect("bash")
}

fn entries(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn failed_file_writes_leave_nothing_behind() {
    let dir = tmp("files");
    let d = |n: &str| dir.join(n).display().to_string();
    let code = dir.join("k.bin");
    std::fs::write(&code, [0x00, 0x00, 0x81, 0xbf]).unwrap();
    let dirs = dir.join("k.s");
    std::fs::write(
        &dirs,
        ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n  .amdhsa_accum_offset 4\n.end_amdhsa_kernel\n",
    )
    .unwrap();
    let inputs = ["k.bin", "k.s"];
    let run = |out_dir: &str| {
        argv(&format!(
            "run examples/vadd.visaasm --media --global 4 --input TA=file:examples/vadd-a.bin \
             --input TB=file:examples/vadd-b.bin --input TC=zeros:256 --out-dir {out_dir}"
        ))
    };
    let cases: Vec<Vec<String>> = vec![
        argv(&format!("asm examples/vadd.visaasm -o {}", d("k.isa"))),
        argv(&format!("fmt examples/vadd.visaasm -o {}", d("k.visaasm"))),
        argv(&format!(
            "dis tests/corpus/ocl/skl/int_arith/int_arith_char_simd32.isa -o {}",
            d("k.visaasm")
        )),
        argv(&format!(
            "dis tests/corpus/ocl/skl/int_arith/int_arith_char_simd32.isa -o - --extract-gen {}",
            d("gen")
        )),
        argv(&format!("co inspect {CO} -o {}", d("i.txt"))),
        argv(&format!(
            "co build --target gfx90a:xnack- --code {} --kernel k@0 --directives {} -o {}",
            code.display(),
            dirs.display(),
            d("k.o")
        )),
        run(&d("out")),
    ];
    for args in &cases {
        // Each command works without the limit.
        let o = with_file_limit(args, 1 << 20);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
        for e in entries(&dir) {
            if !inputs.contains(&e.as_str()) {
                let p = dir.join(&e);
                let _ = std::fs::remove_file(&p).or_else(|_| std::fs::remove_dir_all(&p));
            }
        }
        // With writes failing: status 2, an I/O message, and the directory
        // as it was (no output, no temporary file, no new directory).
        let o = with_file_limit(args, 0);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("File too large"), "{args:?}: {err}");
        assert_eq!(entries(&dir), inputs, "{args:?} left files behind");
    }
    // An existing output directory keeps its other files, and an earlier
    // result is not half-replaced.
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("TA.bin"), b"old").unwrap();
    std::fs::write(out.join("keep.txt"), b"mine").unwrap();
    let o = with_file_limit(&run(&d("out")), 0);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert_eq!(entries(&out), ["TA.bin", "keep.txt"]);
    assert_eq!(std::fs::read(out.join("TA.bin")).unwrap(), b"old");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn special_output_file_on_a_full_disk() {
    let args = argv("asm examples/vadd.visaasm -o /dev/full");
    let o = xvisa(&args, Stdio::null(), Stdio::piped());
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("/dev/full: No space left on device"), "{err}");
}

/// A failed run creates no output directory.
#[test]
fn failed_run_leaves_no_out_dir() {
    let dir = tmp("faulting");
    let out = dir.join("out");
    let o = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root())
        .args([
            "run",
            "tests/emu/err_div_zero.visaasm",
            "--global",
            "8",
            "--local",
            "8",
            "--out-dir",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(&dir);
}
