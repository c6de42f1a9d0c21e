//! Exit statuses and messages: usage errors exit 2 in every subcommand,
//! messages name things as the user wrote them (never Rust `Debug` output),
//! sizes larger than the machine are refused before anything is allocated,
//! deep nesting is a located error, and inputs are told apart by content.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-usage-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn xvisa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root())
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs xvisa and checks the exit status and that the message contains
/// each of `wants`; returns the message.
fn expect(args: &[&str], code: i32, wants: &[&str]) -> String {
    let o = xvisa(args);
    let e = err(&o);
    assert_eq!(o.status.code(), Some(code), "{args:?}: {e}");
    for w in wants {
        assert!(e.contains(w), "{args:?}: `{w}` not in: {e}");
    }
    // Never Rust Debug output, never broken English.
    for bad in [
        "Bytes(",
        "Buffer {",
        "Local(",
        "Some(",
        "only 1 were",
        "\"]",
    ] {
        assert!(!e.contains(bad), "{args:?}: Debug-like `{bad}` in: {e}");
    }
    e
}

const C: &str = "tests/corpus/ocl/skl/collatz";

fn collatz(extra: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = [
        "run",
        &format!("{C}/collatz_simd16.visaasm"),
        "--zebin",
        &format!("{C}/collatz.bin"),
        "--global",
        "64",
        "--local",
        "64",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

fn run_collatz(extra: &[&str], code: i32, wants: &[&str]) -> String {
    let v = collatz(extra);
    let a: Vec<&str> = v.iter().map(String::as_str).collect();
    expect(&a, code, wants)
}

#[test]
fn run_opencl_arguments() {
    // The working command, for reference.
    run_collatz(&["--arg", "0=zeros:256", "--arg", "1=u64:1"], 0, &[]);
    run_collatz(
        &[
            "--kernel",
            "nope",
            "--arg",
            "0=zeros:256",
            "--arg",
            "1=u64:1",
        ],
        2,
        &["--kernel nope", "no kernel `nope`", "(kernels: collatz)"],
    );
    // Missing arguments, by index and name.
    run_collatz(
        &["--arg", "0=zeros:256"],
        2,
        &["needs --arg I=SPEC for argument 1 (`start`: ulong)"],
    );
    run_collatz(
        &[],
        2,
        &["argument 0 (`steps`: uint* __global), argument 1"],
    );
    // An argument the kernel does not have.
    run_collatz(
        &[
            "--arg",
            "0=zeros:256",
            "--arg",
            "1=u64:1",
            "--arg",
            "2=u32:1",
        ],
        2,
        &["--arg 2=u32:1: kernel `collatz` has 2 arguments (0 `steps`, 1 `start`)"],
    );
    run_collatz(
        &["--arg", "0=zeros:256", "--arg", "x=u64:1"],
        2,
        &["--arg x=u64:1: `x` is not an argument index"],
    );
    run_collatz(
        &[
            "--arg",
            "0=zeros:256",
            "--arg",
            "1=u64:1",
            "--arg",
            "1=u64:2",
        ],
        2,
        &["--arg 1=u64:2: argument 1 is already given by `--arg 1=u64:1`"],
    );
    // The wrong kind of value, quoted as given.
    run_collatz(
        &["--arg", "0=u32:5", "--arg", "1=u64:1"],
        2,
        &["--arg 0=u32:5: argument 0 (`steps`: uint* __global) is a buffer: give file:PATH or zeros:BYTES"],
    );
    run_collatz(
        &["--arg", "0=zeros:256", "--arg", "1=local:8"],
        2,
        &["--arg 1=local:8: argument 1 (`start`: ulong) is passed by value"],
    );
    run_collatz(
        &["--arg", "0=zeros:256", "--arg", "1=u32:1"],
        2,
        &["--arg 1=u32:1: argument 1 (`start`: ulong) takes 8 bytes, this value has 4 (give i64:, u64: or f64:)"],
    );
    // Bad specs.
    run_collatz(
        &["--arg", "0=zeros:-1", "--arg", "1=u64:1"],
        2,
        &["--arg 0=zeros:-1: `-1` is negative"],
    );
    run_collatz(
        &["--arg", "0=zeros:12x", "--arg", "1=u64:1"],
        2,
        &["`12x` is not an integer"],
    );
    run_collatz(
        &["--arg", "0=zeros:256", "--arg", "1=u64:-1"],
        2,
        &["-1 is out of range for u64"],
    );
    run_collatz(
        &["--arg", "0=zeros:256", "--arg", "1=bytes:0g00000000000000"],
        2,
        &["not bytes in hexadecimal"],
    );
    run_collatz(
        &["--arg", "0=nope:1", "--arg", "1=u64:1"],
        2,
        &["unknown kind `nope`"],
    );
    run_collatz(&["--arg", "0"], 2, &["--arg 0: expected I=SPEC"]);
    run_collatz(
        &["--arg", "0=file:no/such.bin", "--arg", "1=u64:1"],
        2,
        &["no/such.bin"],
    );
    run_collatz(
        &["--input", "X=zeros:4"],
        2,
        &["--input is for kernels without --zebin"],
    );
}

fn vadd(extra: &[&str], code: i32, wants: &[&str]) -> String {
    let mut a = vec!["run", "examples/vadd.visaasm", "--media", "--global", "4"];
    a.extend(extra);
    expect(&a, code, wants)
}

#[test]
fn run_named_inputs_and_launch_options() {
    vadd(
        &["--input", "TX=zeros:256"],
        2,
        &["--input TX=zeros:256: kernel `vadd` has no variable or surface `TX` (inputs and surfaces: TA, TB, TC)"],
    );
    vadd(
        &["--kernel", "foo"],
        2,
        &["--kernel foo: examples/vadd.visaasm has no kernel `foo` (kernels: vadd)"],
    );
    vadd(&["--input", "TA=u32:1"], 2, &["`TA` is a surface"]);
    vadd(
        &["--input", "TA=local:64"],
        2,
        &["local: is for OpenCL arguments"],
    );
    vadd(
        &["--input", "TA=zeros:64", "--input", "TA=zeros:64"],
        2,
        &["`TA` is already given"],
    );
    vadd(&["--arg", "0=zeros:4"], 2, &["--arg needs --zebin"]);
    vadd(&["--simd", "7"], 2, &["`7` is not 1, 8, 16 or 32"]);
    vadd(
        &["--local", "2"],
        2,
        &["--local has no meaning with --media"],
    );
    expect(
        &[
            "run",
            "examples/vadd.visaasm",
            "--global",
            "2048",
            "--local",
            "2048",
        ],
        2,
        &["a work-group of 2048 work-items is more than 1024"],
    );
    expect(
        &["run", "examples/vadd.visaasm", "--global", "0"],
        2,
        &["sizes must be positive"],
    );
}

fn machine_memory() -> u64 {
    let info = std::fs::read_to_string("/proc/meminfo").expect("/proc/meminfo (Linux)");
    let kib: u64 = info
        .lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))
        .unwrap()
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .unwrap();
    kib * 1024
}

/// Sizes a user gives are refused up front when they cannot fit: the run
/// allocated them eagerly until the machine ran out (`zeros:` of 1 TiB).
#[test]
fn sizes_larger_than_the_machine_are_refused_up_front() {
    let mem = machine_memory();
    let big = (2 * mem).to_string();
    let spec = format!("0=zeros:{big}");
    run_collatz(
        &["--arg", &spec, "--arg", "1=u64:1"],
        2,
        &[
            &format!("--arg {spec}: {big} bytes ("),
            "more than this machine's memory",
        ],
    );
    run_collatz(
        &["--arg", "0=zeros:1099511627776", "--arg", "1=u64:1"],
        if mem > 1 << 40 { 0 } else { 2 },
        &[],
    );
    // Together too large, each small enough.
    let half = format!("TA=zeros:{}", mem / 5 * 3);
    let half2 = format!("TB=zeros:{}", mem / 5 * 3);
    vadd(
        &["--input", &half, "--input", &half2],
        2,
        &["together, more than this machine's memory"],
    );
    // A file is measured before it is read (a sparse file takes no space).
    let dir = tmp("sparse");
    let f = dir.join("big.bin");
    std::fs::File::create(&f).unwrap().set_len(2 * mem).unwrap();
    let spec = format!("TA=file:{}", f.display());
    vadd(&["--input", &spec], 2, &["more than this machine's memory"]);
    let _ = std::fs::remove_dir_all(&dir);
    // Sizes with an emulator limit.
    run_collatz(
        &["--arg", "0=zeros:256", "--arg", "1=local:4294967295"],
        2,
        &["`4294967295` bytes is more than the emulator allows (16777216)"],
    );
    vadd(&["--slm", "4000000000"], 2, &["--slm"]);
    vadd(&["--scratch", "4000000000"], 2, &["--scratch"]);
}

#[test]
fn run_tells_text_from_objects_by_content() {
    let dir = tmp("content");
    // Text in a file called .isa, an object in a file called .visaasm.
    let text_as_isa = dir.join("goto.isa");
    std::fs::copy(root().join("tests/emu/goto.visaasm"), &text_as_isa).unwrap();
    let obj = dir.join("goto-full.visaasm");
    let o = xvisa(&[
        "asm",
        "tests/emu/goto.visaasm",
        "--layout",
        "full",
        "-o",
        obj.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", err(&o));
    let mut outs = Vec::new();
    for (i, input) in [&text_as_isa, &obj].iter().enumerate() {
        let out = dir.join(format!("out{i}"));
        let o = xvisa(&[
            "run",
            input.to_str().unwrap(),
            "--global",
            "8",
            "--local",
            "8",
            "--simd",
            "8",
            "--input",
            "OUT=zeros:192",
            "--out-dir",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}: {}", input.display(), err(&o));
        outs.push(std::fs::read(out.join("OUT.bin")).unwrap());
    }
    assert_eq!(outs[0], outs[1]);
    // And from stdin.
    let o = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root())
        .args([
            "run",
            "-",
            "--global",
            "8",
            "--local",
            "8",
            "--simd",
            "8",
            "--input",
            "OUT=zeros:192",
            "--out-dir",
        ])
        .arg(dir.join("out2"))
        .stdin(std::fs::File::open(&obj).unwrap())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(std::fs::read(dir.join("out2/OUT.bin")).unwrap(), outs[0]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Ten thousand nested parentheses in an immediate: a located error in
/// every command that parses text (they overflowed the stack).
#[test]
fn deep_nesting_is_a_located_error_in_every_command() {
    let dir = tmp("nest");
    let f = dir.join("deep.visaasm");
    std::fs::write(
        &f,
        format!(
            ".version 4.1\n.kernel \"k\"\n.decl VA v_type=G type=d num_elts=8\n    mov (M1, 8) VA(0,0)<1> {}1{}:d\n    ret (M1, 1)\n",
            "(".repeat(10_000),
            ")".repeat(10_000)
        ),
    )
    .unwrap();
    let p = f.to_str().unwrap();
    let isa = dir.join("deep.isa");
    let loc = format!("{p}:4:");
    for args in [
        vec!["fmt", p],
        vec!["asm", p, "-o", isa.to_str().unwrap()],
        vec!["verify", p],
        vec!["run", p, "--global", "1"],
    ] {
        expect(
            &args,
            1,
            &[&loc, "expression nested more than 64 levels deep"],
        );
    }
    assert!(!isa.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn co_usage_errors_and_stdin() {
    let co = "tests/amdgpu/corpus/basic-gfx900_xnack+-v4.co";
    for device in [
        "gfx9000",
        "gfx900:foo+",
        "gfx1030:xnack+",
        "nvptx-nvidia-cuda--sm_80",
    ] {
        expect(
            &["co", "check", co, "--device", device],
            2,
            &[&format!("xvisa co check: --device {device}: ")],
        );
    }
    let dir = tmp("co");
    let code = dir.join("k.bin");
    std::fs::write(&code, [0, 0, 0x81, 0xbf]).unwrap();
    let dirs = dir.join("k.s");
    std::fs::write(
        &dirs,
        ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n",
    )
    .unwrap();
    let out = dir.join("k.o");
    let build = |target: &str, extra: &[&str]| {
        let mut v = vec![
            "co".to_string(),
            "build".into(),
            "--target".into(),
            target.into(),
            "--code".into(),
            code.display().to_string(),
            "--kernel".into(),
            "k".into(),
            "--directives".into(),
            dirs.display().to_string(),
            "-o".into(),
            out.display().to_string(),
        ];
        v.extend(extra.iter().map(|s| s.to_string()));
        v
    };
    let b = build("gfx900", &[]);
    expect(&b.iter().map(String::as_str).collect::<Vec<_>>(), 0, &[]);
    std::fs::remove_file(&out).unwrap();
    for (target, want) in [
        ("r600", "--target r600: r600 is an r600-family processor"),
        (
            "cayman",
            "--target cayman: cayman is an r600-family processor",
        ),
        ("gfx9000", "--target gfx9000: unknown processor `gfx9000`"),
    ] {
        let b = build(target, &[]);
        expect(
            &b.iter().map(String::as_str).collect::<Vec<_>>(),
            2,
            &[want],
        );
        assert!(!out.exists());
    }
    // What the command line decides is a usage error, named as written.
    for (extra, want) in [
        (
            vec!["--code-object-version", "7"],
            "--code-object-version <CODE_OBJECT_VERSION>",
        ),
        (
            vec!["--kernel", "k"],
            "--kernel k: kernel `k` is already given",
        ),
        (
            vec!["--kernel", "j@100"],
            "--kernel j@100: an entry offset is a multiple of 256",
        ),
    ] {
        let b = build("gfx900", &extra);
        expect(
            &b.iter().map(String::as_str).collect::<Vec<_>>(),
            2,
            &[want],
        );
    }
    let mut b = build("gfx900", &[]);
    b[7] = "j".into();
    expect(
        &b.iter().map(String::as_str).collect::<Vec<_>>(),
        2,
        &["--kernel j: ", "has no `.amdhsa_kernel j` block"],
    );
    b[7] = "k@256".into();
    expect(
        &b.iter().map(String::as_str).collect::<Vec<_>>(),
        2,
        &["--kernel k@256: offset 256 is past the end of the 4-byte"],
    );
    // A block no --kernel names.
    std::fs::write(
        &dirs,
        ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n.amdhsa_kernel extra\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n",
    )
    .unwrap();
    let b = build("gfx900", &[]);
    expect(
        &b.iter().map(String::as_str).collect::<Vec<_>>(),
        2,
        &["k.s:5: `.amdhsa_kernel extra` names no kernel given with --kernel"],
    );
    let b = build("gfx11-generic", &[]);
    expect(
        &b.iter().map(String::as_str).collect::<Vec<_>>(),
        2,
        &["--target gfx11-generic --code-object-version 4: generic target gfx11-generic needs code object V6"],
    );
    std::fs::write(
        &dirs,
        ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n",
    )
    .unwrap();
    let b = build("gfx900", &["--kernel", "k2@12z"]);
    expect(
        &b.iter().map(String::as_str).collect::<Vec<_>>(),
        2,
        &["--kernel k2@12z: `12z` is not an offset"],
    );
    // `co inspect -` reads stdin, like the vISA commands.
    let direct = xvisa(&["co", "inspect", "--format", "json", co]);
    assert!(direct.status.success());
    let piped = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root())
        .args(["co", "inspect", "--format", "json", "-"])
        .stdin(std::fs::File::open(root().join(co)).unwrap())
        .output()
        .unwrap();
    assert_eq!(piped.status.code(), Some(0), "{}", err(&piped));
    assert_eq!(piped.stdout, direct.stdout);
    let piped = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root())
        .args(["co", "check", "-", "--device", "gfx900:xnack+"])
        .stdin(std::fs::File::open(root().join(co)).unwrap())
        .output()
        .unwrap();
    assert_eq!(piped.status.code(), Some(0), "{}", err(&piped));
    // stdin once only.
    let mut b = build("gfx900", &[]);
    b[5] = "-".into();
    b[9] = "-".into();
    expect(
        &b.iter().map(String::as_str).collect::<Vec<_>>(),
        2,
        &["`-` (stdin) can be given only once"],
    );
    // `--descriptors` has one format.
    expect(
        &["co", "inspect", "--descriptors", "--format", "json", co],
        2,
        &["cannot be used with"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn visa_usage_errors_exit_2() {
    expect(
        &["fmt", "no/such.visaasm"],
        2,
        &["xvisa fmt: no/such.visaasm: No such file"],
    );
    expect(
        &["fmt", "--platform", "XYZ", "examples/vadd.visaasm"],
        2,
        &["unknown platform `XYZ`"],
    );
    expect(
        &[
            "asm",
            "examples/vadd.visaasm",
            "-o",
            "/tmp/x.isa",
            "--gen-binary",
            "FOO=x",
        ],
        2,
        &["--gen-binary FOO=x: unknown platform `FOO`"],
    );
    expect(
        &[
            "asm",
            "examples/vadd.visaasm",
            "-o",
            "/tmp/x.isa",
            "--gen-binary",
            "SKL",
        ],
        2,
        &["--gen-binary SKL: expected PLATFORM=FILE"],
    );
    expect(
        &["dis", "no/such.isa"],
        2,
        &["xvisa dis: no/such.isa: No such file"],
    );
    let five: Vec<&str> = ["asm", "examples/vadd.visaasm", "-o", "/tmp/x.isa"]
        .into_iter()
        .chain(std::iter::repeat_n(["--gen-binary", "SKL=examples/vadd-a.bin"], 5).flatten())
        .collect();
    expect(
        &five,
        2,
        &["--gen-binary is given 5 times; a kernel embeds at most 4"],
    );
    expect(
        &[
            "run",
            "examples/vadd.visaasm",
            "--global",
            "1",
            "--max-instructions",
            "0",
        ],
        2,
        &["--max-instructions"],
    );
    expect(
        &["verify", "no/such.visaasm"],
        2,
        &["xvisa verify: no/such.visaasm"],
    );
    // Invalid input is 1, with the file named.
    let e = expect(
        &["dis", "examples/vadd.visaasm"],
        1,
        &["xvisa dis: examples/vadd.visaasm: "],
    );
    assert!(!e.contains("error: error"), "{e}");
    expect(
        &["verify", "examples/vadd-a.bin"],
        1,
        &["examples/vadd-a.bin"],
    );
}

#[test]
fn messages_start_with_the_command() {
    for (args, prefix) in [
        (vec!["fmt", "no/such"], "xvisa fmt: "),
        (vec!["co", "inspect", "no/such"], "xvisa co inspect: "),
        (
            vec!["co", "inspect", "examples/vadd.visaasm"],
            "xvisa co inspect: ",
        ),
        (vec!["run", "no/such", "--global", "1"], "xvisa run: "),
    ] {
        let o = xvisa(&args);
        assert!(err(&o).starts_with(prefix), "{args:?}: {}", err(&o));
    }
}
