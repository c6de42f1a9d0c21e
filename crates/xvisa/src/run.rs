//! `xvisa run`: execute a kernel on the CPU emulator.
//!
//! With `--zebin`, OpenCL arguments (`--arg I=SPEC`) are bound through the
//! zebin's `.ze_info` exactly as Intel's runtime does; without it, named
//! `.input` variables (`--input NAME=SPEC`) are set directly.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use visa_emu::{ArgValue, Buffer, Device, Launch, Program, Zebin};

use crate::util::{self, CliError, CliResult};

/// Arguments of `xvisa run`.
#[derive(clap::Args)]
pub struct Args {
    /// Kernel: vISA text (.visaasm) or a CISA object (.isa) whose
    /// instructions are complete (`xvisa asm --layout full`).
    input: PathBuf,
    /// The zebin ocloc produced with the kernel (binds `--arg`s by its `.ze_info`).
    #[arg(long)]
    zebin: Option<PathBuf>,
    /// Kernel name (default: the module's only kernel).
    #[arg(long)]
    kernel: Option<String>,
    /// Global size: X[,Y[,Z]] (work-items; media mode: threads).
    #[arg(long, value_parser = dims)]
    global: Dims,
    /// Work-group size: X[,Y[,Z]] (default 1 in each dimension).
    #[arg(long, value_parser = dims)]
    local: Option<Dims>,
    /// OpenCL argument I (with --zebin): I=SPEC.
    #[arg(long = "arg", value_name = "I=SPEC")]
    args: Vec<String>,
    /// Input variable or surface NAME (without --zebin): NAME=SPEC.
    #[arg(long = "input", value_name = "NAME=SPEC")]
    inputs: Vec<String>,
    /// Write every buffer argument I to DIR/argI.bin (inputs: DIR/NAME.bin).
    #[arg(long)]
    out_dir: Option<PathBuf>,
    /// Platform (default: from the zebin's notes, else SKL).
    #[arg(long, value_parser = util::platform)]
    platform: Option<visa::Platform>,
    /// Dispatch SIMD width (default: the kernel's SimdSize attribute).
    #[arg(long)]
    simd: Option<u32>,
    /// Media mode: one thread per point of a 2-D --global space.
    #[arg(long)]
    media: bool,
    /// Stop a hardware thread after this many instructions.
    #[arg(long, default_value_t = 100_000_000)]
    max_instructions: u64,
    /// Print every executed instruction with its channel-enable mask (stderr).
    #[arg(long)]
    trace: bool,
    /// With --trace: also print the values each instruction wrote.
    #[arg(long)]
    trace_values: bool,
    /// Out-of-bounds surface accesses: `error` stops the run; `spec` reads
    /// zeros and drops writes as the instruction pages define.
    #[arg(long, default_value = "error")]
    oob: OobArg,
    /// SLM bytes per work-group (without --zebin).
    #[arg(long, default_value_t = 65536)]
    slm: u32,
    /// Scratch bytes per hardware thread (without --zebin).
    #[arg(long, default_value_t = 65536)]
    scratch: u32,
    /// Print work-items, instructions and time to stderr.
    #[arg(long)]
    stats: bool,
}

/// Out-of-bounds policy.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum OobArg {
    /// Stop with an error.
    Error,
    /// The specification's behaviour for surfaces.
    Spec,
}

#[derive(Clone, Copy, Debug)]
struct Dims([u32; 3], u32);

fn dims(s: &str) -> Result<Dims, String> {
    let parts: Vec<&str> = s.split(',').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("expected X[,Y[,Z]], got `{s}`"));
    }
    let mut d = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        d[i] = p
            .trim()
            .parse()
            .map_err(|_| format!("`{p}` is not a positive integer"))?;
        if d[i] == 0 {
            return Err("sizes must be positive".into());
        }
    }
    Ok(Dims(d, parts.len() as u32))
}

/// A parsed `SPEC`.
enum Spec {
    Buffer(Vec<u8>),
    Value(Vec<u8>),
    Local(u32),
}

fn parse_spec(s: &str) -> Result<Spec, String> {
    let (kind, v) = s
        .split_once(':')
        .ok_or_else(|| format!("`{s}`: expected KIND:VALUE"))?;
    let int = |v: &str| -> Result<i128, String> {
        let v = v.trim();
        let (neg, body) = match v.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, v),
        };
        let x = if let Some(h) = body.strip_prefix("0x") {
            i128::from_str_radix(h, 16)
        } else {
            body.parse::<i128>()
        }
        .map_err(|_| format!("`{v}` is not an integer"))?;
        Ok(if neg { -x } else { x })
    };
    let ranged = |x: i128, lo: i128, hi: i128| -> Result<i128, String> {
        if x < lo || x > hi {
            Err(format!("{x} is out of range for `{kind}`"))
        } else {
            Ok(x)
        }
    };
    Ok(match kind {
        "file" => Spec::Buffer(std::fs::read(v).map_err(|e| format!("{v}: {e}"))?),
        "zeros" => Spec::Buffer(vec![0; int(v)?.clamp(0, 1 << 34) as usize]),
        "local" => Spec::Local(ranged(int(v)?, 0, u32::MAX as i128)? as u32),
        "i8" => Spec::Value((ranged(int(v)?, -128, 127)? as i8).to_le_bytes().to_vec()),
        "u8" => Spec::Value((ranged(int(v)?, 0, 255)? as u8).to_le_bytes().to_vec()),
        "i16" => Spec::Value(
            (ranged(int(v)?, i16::MIN as i128, i16::MAX as i128)? as i16)
                .to_le_bytes()
                .to_vec(),
        ),
        "u16" => Spec::Value(
            (ranged(int(v)?, 0, u16::MAX as i128)? as u16)
                .to_le_bytes()
                .to_vec(),
        ),
        "i32" => Spec::Value(
            (ranged(int(v)?, i32::MIN as i128, i32::MAX as i128)? as i32)
                .to_le_bytes()
                .to_vec(),
        ),
        "u32" => Spec::Value(
            (ranged(int(v)?, 0, u32::MAX as i128)? as u32)
                .to_le_bytes()
                .to_vec(),
        ),
        "i64" => Spec::Value(
            (ranged(int(v)?, i64::MIN as i128, i64::MAX as i128)? as i64)
                .to_le_bytes()
                .to_vec(),
        ),
        "u64" => Spec::Value(
            (ranged(int(v)?, 0, u64::MAX as i128)? as u64)
                .to_le_bytes()
                .to_vec(),
        ),
        "f32" => Spec::Value(
            v.trim()
                .parse::<f32>()
                .map_err(|_| format!("`{v}` is not a number"))?
                .to_le_bytes()
                .to_vec(),
        ),
        "f64" => Spec::Value(
            v.trim()
                .parse::<f64>()
                .map_err(|_| format!("`{v}` is not a number"))?
                .to_le_bytes()
                .to_vec(),
        ),
        "bytes" => {
            let h: String = v
                .chars()
                .filter(|c| !c.is_whitespace() && *c != '_')
                .collect();
            if h.len() & 1 != 0 {
                return Err("bytes: needs an even number of hex digits".into());
            }
            Spec::Value(
                (0..h.len() / 2)
                    .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16))
                    .collect::<Result<Vec<u8>, _>>()
                    .map_err(|_| format!("`{v}` is not hex"))?,
            )
        }
        _ => {
            return Err(format!(
                "unknown SPEC kind `{kind}` (file, zeros, local, i8..u64, f32, f64, bytes)"
            ))
        }
    })
}

fn fail(msg: impl std::fmt::Display) -> CliResult<ExitCode> {
    eprintln!("xvisa run: {msg}");
    Ok(ExitCode::from(1))
}

/// Runs the command.
pub fn run(a: Args) -> CliResult<ExitCode> {
    let is_isa = a
        .input
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("isa"));
    let zebin = match &a.zebin {
        Some(p) => {
            let bytes = util::read_input(p)?;
            match Zebin::parse(&bytes) {
                Ok(z) => Some(z),
                Err(e) => return fail(format!("{}: {e}", p.display())),
            }
        }
        None => None,
    };
    let platform = a
        .platform
        .or(zebin.as_ref().and_then(|z| z.platform))
        .unwrap_or(visa::Platform::Skl);
    let module = if is_isa {
        let data = util::read_input(&a.input)?;
        // A complete object first; the reader's detection otherwise.
        match visa_binary::read_with(&data, Some(visa_binary::Layout::Full))
            .or_else(|_| visa_binary::read(&data))
        {
            Ok(o) => o.module,
            Err(e) => return fail(format!("{}: {e}", a.input.display())),
        }
    } else {
        let src = util::read_text(&a.input)?;
        match util::parse_text(&a.input, &src, platform) {
            Some(m) => m,
            None => return Ok(ExitCode::from(1)),
        }
    };
    let prog = match Program::new(&module, platform) {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    let kernel_name = match a.kernel.clone() {
        Some(k) => k,
        None => match prog.kernels().as_slice() {
            [k] => k.to_string(),
            ks => {
                return fail(format!(
                    "name the kernel with --kernel (kernels: {})",
                    ks.join(", ")
                ))
            }
        },
    };
    let Dims(global, ndims) = a.global;
    let local = a.local.map(|d| d.0).unwrap_or([1, 1, 1]);
    let mut dev = Device::new();
    let mut outputs: Vec<(String, Buffer)> = Vec::new();
    let mut launch = if let Some(z) = &zebin {
        if !a.inputs.is_empty() {
            return Err(CliError(
                "--input is for kernels without --zebin; use --arg".into(),
            ));
        }
        let zk = match z.kernel(&kernel_name) {
            Ok(k) => k,
            Err(e) => return fail(e),
        };
        let mut vals: Vec<Option<ArgValue>> = Vec::new();
        for s in &a.args {
            let (i, spec) = s
                .split_once('=')
                .ok_or_else(|| CliError(format!("--arg expects I=SPEC, got `{s}`")))?;
            let i: usize = i
                .trim()
                .parse()
                .map_err(|_| CliError(format!("--arg index `{i}` is not a number")))?;
            if i > 4096 {
                return Err(CliError(format!("--arg index {i} is too large")));
            }
            let spec = parse_spec(spec).map_err(|e| CliError(format!("--arg {i}: {e}")))?;
            if vals.len() <= i {
                vals.resize(i + 1, None);
            }
            vals[i] = Some(match spec {
                Spec::Buffer(b) => {
                    let buf = dev.buffer(&b);
                    outputs.push((format!("arg{i}"), buf));
                    ArgValue::Buffer(buf)
                }
                Spec::Value(v) => ArgValue::Bytes(v),
                Spec::Local(n) => ArgValue::Local(n),
            });
        }
        let mut args = Vec::new();
        for (i, v) in vals.into_iter().enumerate() {
            match v {
                Some(v) => args.push(v),
                None => return Err(CliError(format!("--arg {i} is missing"))),
            }
        }
        match visa_emu::bind(&mut dev, z, zk, &args, global, local, ndims) {
            Ok(l) => l,
            Err(e) => return fail(e),
        }
    } else {
        if !a.args.is_empty() {
            return Err(CliError(
                "--arg needs --zebin; use --input NAME=SPEC".into(),
            ));
        }
        let mut l = Launch::new(global, local);
        l.kernel = Some(kernel_name.clone());
        l.slm_bytes = a.slm;
        l.scratch_bytes = a.scratch;
        let kr = module.routines.iter().find(|r| r.name == kernel_name);
        let mut next_bti = 0u32;
        for s in &a.inputs {
            let (name, spec) = s
                .split_once('=')
                .ok_or_else(|| CliError(format!("--input expects NAME=SPEC, got `{s}`")))?;
            let spec = parse_spec(spec).map_err(|e| CliError(format!("--input {name}: {e}")))?;
            let is_surface = kr.is_some_and(|r| r.surfaces.iter().any(|v| v.name == name));
            match spec {
                Spec::Buffer(b) => {
                    let buf = dev.buffer(&b);
                    outputs.push((name.to_string(), buf));
                    if is_surface {
                        l.surfaces.push((next_bti, buf));
                        l.surface_inputs.push((name.to_string(), next_bti));
                        next_bti += 1;
                    } else {
                        l.inputs
                            .push((name.to_string(), dev.address(buf).to_le_bytes().to_vec()));
                    }
                }
                Spec::Value(v) => l.inputs.push((name.to_string(), v)),
                Spec::Local(_) => {
                    return Err(CliError(format!(
                        "--input {name}: local: is for OpenCL arguments (use --slm)"
                    )))
                }
            }
        }
        l
    };
    launch.media = a.media;
    if a.simd.is_some() {
        launch.simd = a.simd;
    }
    launch.max_instructions = a.max_instructions;
    launch.oob_spec = matches!(a.oob, OobArg::Spec);
    launch.trace_values = a.trace_values;
    if a.trace || a.trace_values {
        launch.trace = Some(std::sync::Mutex::new(Box::new(std::io::BufWriter::new(
            std::io::stderr(),
        ))));
    }
    let t0 = Instant::now();
    let r = dev.launch(&prog, &launch);
    let dt = t0.elapsed().as_secs_f64();
    if let Some(t) = launch.trace.take() {
        let mut w = t.into_inner().unwrap_or_else(|e| e.into_inner());
        let _ = w.flush();
    }
    let stats = match r {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    if a.stats {
        let items = global.iter().map(|&x| x as u64).product::<u64>();
        eprintln!(
            "{items} work-items, {} threads, {} instructions, {:.3} s, {:.0} work-items/s",
            stats.threads,
            stats.instructions,
            dt,
            items as f64 / dt.max(1e-9)
        );
    }
    if let Some(dir) = &a.out_dir {
        std::fs::create_dir_all(dir).map_err(|e| CliError(format!("{}: {e}", dir.display())))?;
        for (name, b) in &outputs {
            let p: PathBuf = Path::new(dir).join(format!("{name}.bin"));
            util::write_output(Some(&p), &dev.read(*b))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
