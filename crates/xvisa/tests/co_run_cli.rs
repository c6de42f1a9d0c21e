//! `xvisa co run` end to end: a corpus kernel gives pocl's result, `--trace`
//! prints each instruction with the EXEC mask, and every kind of failure
//! exits with its status and a located message (2: usage, 1: a code object
//! or run that fails).

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
    let d = std::env::temp_dir().join(format!("xvisa-co-run-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn collatz() -> PathBuf {
    root().join("tests/corpus/gcn/gfx900/collatz.co")
}

fn collatz_in() -> String {
    format!(
        "0=file:{}",
        s(&root().join("tests/corpus/ocl/runs/collatz/arg0.in.bin"))
    )
}

fn program(name: &str) -> PathBuf {
    root()
        .join("tests/gcn-emu/programs")
        .join(format!("{name}.co"))
}

#[test]
fn corpus_kernel_matches_pocl() {
    let out = tmp("collatz");
    let o = xvisa(&[
        "co",
        "run",
        &s(&collatz()),
        "--kernel",
        "collatz",
        "--grid",
        "4096",
        "--block",
        "64",
        "--arg",
        &collatz_in(),
        "--arg",
        "1=u64:1",
        "--out-dir",
        &s(&out),
        "--stats",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let got = std::fs::read(out.join("arg0.bin")).unwrap();
    let want =
        std::fs::read(root().join("tests/corpus/ocl/runs/collatz/arg0.expected.bin")).unwrap();
    assert_eq!(got, want);
    let e = stderr(&o);
    assert!(e.contains("4096 work-items, 64 waves,"), "{e}");
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn trace_prints_each_instruction_with_exec() {
    let o = xvisa(&[
        "co",
        "run",
        &s(&program("exec_cf")),
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "0=zeros:512",
        "--trace",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let e = stderr(&o);
    let lines: Vec<&str> = e.lines().collect();
    assert!(
        lines[0].starts_with("g(0,0,0) w0 0x")
            && lines[0].contains(" exec_cf+0x0 exec=ffffffffffffffff "),
        "{}",
        lines[0]
    );
    // some instruction ran with a partial mask, and the last is s_endpgm
    assert!(
        lines
            .iter()
            .any(|l| l.contains(" exec=") && !l.contains("exec=ffffffffffffffff")),
        "{e}"
    );
    assert!(lines.last().unwrap().ends_with("s_endpgm"), "{e}");
}

#[test]
fn no_checks_runs_what_the_checks_stop() {
    let args = |extra: &[&'static str]| {
        let mut v = vec!["co", "run"];
        let p = Box::leak(s(&program("err_vmcnt")).into_boxed_str());
        v.push(p);
        v.extend(["--grid", "64", "--block", "64", "--arg", "0=zeros:256"]);
        v.extend(extra);
        v
    };
    let o = xvisa(&args(&[]));
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("no s_waitcnt vmcnt covers that load"),
        "{}",
        stderr(&o)
    );
    let o = xvisa(&args(&["--no-checks"]));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn usage_errors_exit_2() {
    let co = s(&collatz());
    let input = collatz_in();
    let cases: &[(&[&str], &str)] = &[
        (
            &["--grid", "64"],
            "kernel `collatz` needs --arg I=SPEC for argument 0, argument 1",
        ),
        (
            &["--grid", "64", "--arg", &input, "--arg", "1=zeros:4"],
            "argument 1 is",
        ),
        (
            &["--grid", "64", "--arg", &input, "--arg", "1=u32:1"],
            "takes 8 bytes, this value has 4",
        ),
        (
            &[
                "--grid", "64", "--arg", &input, "--arg", "1=u64:1", "--arg", "2=u64:0",
            ],
            "kernel `collatz` has 2 arguments",
        ),
        (
            &[
                "--grid", "64", "--arg", &input, "--arg", "1=u64:1", "--arg", "1=u64:0",
            ],
            "argument 1 is already given",
        ),
        (
            &[
                "--grid", "2048", "--block", "2048", "--arg", &input, "--arg", "1=u64:1",
            ],
            "more than kernel `collatz` allows",
        ),
        (
            &[
                "--grid", "64", "--kernel", "nope", "--arg", &input, "--arg", "1=u64:1",
            ],
            "has no kernel `nope` (kernels: collatz)",
        ),
        (&["--arg", &input], "--grid"),
        (
            &[
                "--grid",
                "64",
                "--arg",
                &input,
                "--arg",
                "1=u64:1",
                "--max-instructions",
                "0",
            ],
            "max-instructions",
        ),
    ];
    for (args, want) in cases {
        let mut v = vec!["co", "run", co.as_str()];
        v.extend_from_slice(args);
        let o = xvisa(&v);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(want),
            "{args:?}: want `{want}` in {}",
            stderr(&o)
        );
    }
}

/// Bad code objects: each exits 1 with a message naming the file and what
/// is wrong where.
#[test]
fn bad_code_objects_exit_1() {
    let dir = tmp("bad");
    let good = std::fs::read(collatz()).unwrap();
    let mut cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty", Vec::new(), ""),
        ("text", b"not an ELF file at all".to_vec(), ""),
        ("truncated", good[..200].to_vec(), ""),
    ];
    // an unknown processor in e_flags
    let mut flags = good.clone();
    flags[48] = 0xff;
    cases.push(("flags", flags, "e_flags"));
    // an x86 ELF (the test binary itself)
    let host = std::fs::read(std::env::current_exe().unwrap()).unwrap();
    cases.push(("host", host[..host.len().min(1 << 20)].to_vec(), ""));
    // marked relocatable: the reader takes symbol values as section
    // offsets, and the descriptor is then past its section
    let mut rel = good.clone();
    rel[16] = 1;
    cases.push(("rel", rel, "(kernel descriptor collatz.kd): 64 bytes at offset 3328 run past the end of section .rodata"));
    // collatz.kd is at file offset 0x680: an entry offset far outside .text
    let mut entry = good.clone();
    entry[0x690..0x698].copy_from_slice(&0x7fff_ffffu64.to_le_bytes());
    cases.push((
        "entry",
        entry,
        "offset 1680 (kernel descriptor collatz.kd.kernel_code_entry_byte_offset): entry 0x8000067f is not an instruction of .text (0x1700 to 0x17e8)",
    ));
    // every user SGPR enabled, more than USER_SGPR_COUNT says
    let mut props = good.clone();
    props[0x6b8..0x6ba].copy_from_slice(&[0xff, 0xff]);
    cases.push((
        "props",
        props,
        "offset 1716 (kernel descriptor collatz.kd.compute_pgm_rsrc2): the descriptor enables 15 user SGPRs (kernel_code_properties) but USER_SGPR_COUNT is 8",
    ));
    // .dynsym (section 2; headers at 0x990) placed at 890 MB: the image
    // would take that much, copied at every launch (found by fuzzing)
    let mut far = good.clone();
    far[0xa20..0xa28].copy_from_slice(&0x3530_3778u64.to_le_bytes());
    cases.push((
        "far",
        far,
        "section .dynsym (address 0x35303778, 72 bytes): the loaded image would end at 0x353037c0; the emulator loads images of at most 64 MiB",
    ));
    // the metadata note's MessagePack overwritten
    let mut note = good.clone();
    note[0x240..0x280].fill(0xff);
    cases.push(("note", note, "(NT_AMDGPU_METADATA MessagePack)"));
    for (name, bytes, want) in &cases {
        let p = dir.join(format!("{name}.co"));
        std::fs::write(&p, bytes).unwrap();
        let o = xvisa(&[
            "co",
            "run",
            &s(&p),
            "--grid",
            "64",
            "--block",
            "64",
            "--arg",
            "0=zeros:256",
            "--arg",
            "1=u64:1",
        ]);
        assert_eq!(o.status.code(), Some(1), "{name}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(
            e.contains(&format!("{name}.co")) && e.contains(want),
            "{name}: {e}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn run_errors_exit_1_located() {
    // out of bounds: the instruction (function, offset, address, text), the
    // lane and work-item, the group and wave, and the buffer
    let o = xvisa(&[
        "co",
        "run",
        &s(&collatz()),
        "--grid",
        "4096",
        "--block",
        "64",
        "--arg",
        "0=zeros:1024",
        "--arg",
        "1=u64:1",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("collatz+0xdc (0x17dc): `global_store_dword v[0:1], v4, off`")
            && e.contains("lane ")
            && e.contains("work-item (256,0,0) (group (4,0,0) wave 0)")
            && e.contains("out-of-bounds access")
            && e.contains("argument 0"),
        "{e}"
    );
}

/// A word the instruction layer does not decode stops the run where it is
/// reached, exit 1, naming the word and the processor.
#[test]
fn undecodable_word_exits_1_located() {
    let dir = tmp("word");
    let mut co = std::fs::read(collatz()).unwrap();
    // .text is at file offset 0x700 (address 0x1700): its first word
    co[0x700..0x704].fill(0xff);
    let p = dir.join("word.co");
    std::fs::write(&p, &co).unwrap();
    let o = xvisa(&[
        "co",
        "run",
        &s(&p),
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "0=zeros:256",
        "--arg",
        "1=u64:1",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("collatz+0x0 (0x1700): `.long 0xffffffff` (group (0,0,0) wave 0): the word 0xffffffff is not an instruction of gfx900"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A kernel that does not end stops after --max-instructions per wave,
/// exit 1, at the instruction it reached.
#[test]
fn runaway_kernels_exit_1() {
    let o = xvisa(&[
        "co",
        "run",
        &s(&program("err_runaway")),
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "0=zeros:256",
        "--max-instructions",
        "1000",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("err_runaway+0x10 (0x1510): `s_branch 65535` (group (0,0,0) wave 0): the wave ran 1000 instructions (--max-instructions): runaway kernel?"),
        "{}",
        stderr(&o)
    );
    // a kernel that would end, stopped before it does
    let o = xvisa(&[
        "co",
        "run",
        &s(&collatz()),
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        &collatz_in(),
        "--arg",
        "1=u64:1",
        "--max-instructions",
        "50",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the wave ran 50 instructions"),
        "{}",
        stderr(&o)
    );
}

/// Parses `--stats`: work-items, waves, instructions, seconds, rate.
fn stats(e: &str) -> (u64, u64, u64, f64, f64) {
    let l = e.lines().last().unwrap();
    let f: Vec<&str> = l.split(", ").collect();
    assert_eq!(f.len(), 5, "{l}");
    let num = |s: &str, unit: &str| -> f64 {
        s.strip_suffix(unit)
            .unwrap_or_else(|| panic!("{l}"))
            .parse()
            .unwrap()
    };
    (
        num(f[0], " work-items") as u64,
        num(f[1], " waves") as u64,
        num(f[2], " instructions") as u64,
        num(f[3], " s"),
        num(f[4], " work-items/s"),
    )
}

/// Every trace line reads back: group, wave, address, function and offset,
/// EXEC and the text; one line per instruction `--stats` counts; the masks
/// are those the program's branches make.
#[test]
fn trace_and_stats_read_back() {
    let out = tmp("trace");
    let o = xvisa(&[
        "co",
        "run",
        &s(&program("exec_cf")),
        "--grid",
        "128",
        "--block",
        "64",
        "--arg",
        "0=zeros:512",
        "--trace",
        "--stats",
        "--out-dir",
        &s(&out),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let e = stderr(&o);
    let (items, waves, insts, secs, rate) = stats(&e);
    assert_eq!((items, waves), (128, 2));
    assert!(secs >= 0.0 && rate > 0.0);
    let lines: Vec<&str> = e.lines().collect();
    let trace = &lines[..lines.len() - 1];
    assert_eq!(trace.len() as u64, insts, "one trace line per instruction");
    let mut per_group = [0u64; 2];
    let mut masks = std::collections::BTreeSet::new();
    for l in trace {
        let f: Vec<&str> = l.splitn(6, ' ').collect();
        assert_eq!(f.len(), 6, "{l}");
        let g = match f[0] {
            "g(0,0,0)" => 0,
            "g(1,0,0)" => 1,
            _ => panic!("{l}"),
        };
        per_group[g] += 1;
        assert_eq!(f[1], "w0", "{l}");
        let addr = u64::from_str_radix(f[2].strip_prefix("0x").unwrap(), 16).unwrap();
        let off = f[3]
            .strip_prefix("exec_cf+0x")
            .unwrap_or_else(|| panic!("{l}"));
        assert_eq!(addr, 0x1500 + u64::from_str_radix(off, 16).unwrap(), "{l}");
        let exec = u64::from_str_radix(f[4].strip_prefix("exec=").unwrap(), 16).unwrap();
        masks.insert(exec);
        assert!(!f[5].is_empty() && !f[5].starts_with(' '), "{l}");
    }
    // both groups run the same instructions; the if/else splits odd and
    // even lanes
    assert_eq!(per_group[0], per_group[1]);
    assert!(
        masks.contains(&u64::MAX)
            && masks.contains(&0xaaaa_aaaa_aaaa_aaaa)
            && masks.contains(&0x5555_5555_5555_5555),
        "{masks:x?}"
    );
    assert!(trace.last().unwrap().ends_with(" s_endpgm"));
    assert_eq!(std::fs::read(out.join("arg0.bin")).unwrap().len(), 512);
    std::fs::remove_dir_all(&out).unwrap();
}

/// The code object may come from stdin (`-`).
#[test]
fn code_object_from_stdin() {
    use std::io::Write;
    use std::process::Stdio;
    let out = tmp("stdin");
    let mut c = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .args([
            "co",
            "run",
            "-",
            "--grid",
            "4096",
            "--block",
            "64",
            "--arg",
            &collatz_in(),
            "--arg",
            "1=u64:1",
            "--out-dir",
            &s(&out),
        ])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    c.stdin
        .take()
        .unwrap()
        .write_all(&std::fs::read(collatz()).unwrap())
        .unwrap();
    let o = c.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let want =
        std::fs::read(root().join("tests/corpus/ocl/runs/collatz/arg0.expected.bin")).unwrap();
    assert_eq!(std::fs::read(out.join("arg0.bin")).unwrap(), want);
    std::fs::remove_dir_all(&out).unwrap();
}

/// Files that cannot be read or written: exit 2, naming the file.
#[test]
fn io_errors_exit_2() {
    let dir = tmp("io");
    let missing = s(&dir.join("missing.co"));
    let o = xvisa(&["co", "run", &missing, "--grid", "64"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains(&missing), "{}", stderr(&o));
    let arg = format!("0=file:{}", s(&dir.join("missing.bin")));
    let o = xvisa(&[
        "co",
        "run",
        &s(&collatz()),
        "--grid",
        "64",
        "--arg",
        &arg,
        "--arg",
        "1=u64:1",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("missing.bin"), "{}", stderr(&o));
    // --out-dir is a file
    let file = dir.join("file");
    std::fs::write(&file, b"x").unwrap();
    let o = xvisa(&[
        "co",
        "run",
        &s(&collatz()),
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        &collatz_in(),
        "--arg",
        "1=u64:1",
        "--out-dir",
        &s(&file),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains(&s(&file)), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A descriptor asking for more private memory than a wave's scratch can
/// hold is refused before anything runs (found by fuzzing: it allocated
/// gigabytes).
#[test]
fn private_segment_beyond_the_hardware_exits_1() {
    let dir = tmp("priv");
    let mut co = std::fs::read(root().join("tests/corpus/gcn/gfx900/scratch.co")).unwrap();
    // priv_widths.kd is at file offset 0x7c0; private_segment_fixed_size
    // is its second word
    co[0x7c4..0x7c8].copy_from_slice(&0x7fff_fff0u32.to_le_bytes());
    let p = dir.join("priv.co");
    std::fs::write(&p, &co).unwrap();
    let mut args = vec!["co", "run"];
    let ps = s(&p);
    args.push(&ps);
    args.extend(["--grid", "64", "--block", "64"]);
    let specs: Vec<String> = (0..5).map(|i| format!("{i}=zeros:1024")).collect();
    for a in &specs {
        args.extend(["--arg", a]);
    }
    let o = xvisa(&args);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("kernel `priv_widths`: 2147483632 bytes of private memory per work-item (private_segment_fixed_size) need 137438952448 bytes of scratch per wave, more than the hardware allows (8387584, COMPUTE_TMPRING_SIZE.WAVESIZE)"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
