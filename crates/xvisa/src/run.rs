//! `xvisa run`: execute a kernel on the CPU emulator.
//!
//! With `--zebin`, OpenCL arguments (`--arg I=SPEC`) are bound through the
//! zebin's `.ze_info` exactly as Intel's runtime does; without it, named
//! `.input` variables (`--input NAME=SPEC`) are set directly.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use visa_emu::{ArgKind, ArgValue, Buffer, Device, Launch, Program, ZeKernel, Zebin};

use crate::util::{self, diag, CliError, CliResult};

/// Arguments of `xvisa run`.
#[derive(clap::Args)]
pub struct Args {
    /// Kernel: vISA text or a CISA object whose instructions are complete
    /// (`xvisa asm --layout full`), told apart by content; `-` for stdin.
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
    /// Dispatch SIMD width: 1, 8, 16 or 32 (default: the kernel's SimdSize
    /// attribute).
    #[arg(long, value_parser = simd_width)]
    simd: Option<u32>,
    /// Media mode: one thread per point of a 2-D --global space.
    #[arg(long)]
    media: bool,
    /// Stop a hardware thread after this many instructions (at least 1).
    #[arg(long, default_value_t = 100_000_000,
          value_parser = clap::value_parser!(u64).range(1..))]
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
    /// SLM bytes per work-group (without --zebin; at most 16 MiB).
    #[arg(long, default_value_t = 65536,
          value_parser = clap::value_parser!(u32).range(..=visa_emu::MAX_SLM as i64))]
    slm: u32,
    /// Scratch bytes per hardware thread (without --zebin; at most 64 MiB).
    #[arg(long, default_value_t = 65536,
          value_parser = clap::value_parser!(u32).range(..=visa_emu::MAX_SCRATCH as i64))]
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
pub(crate) struct Dims(pub(crate) [u32; 3], pub(crate) u32);

pub(crate) fn dims(s: &str) -> Result<Dims, String> {
    let parts: Vec<&str> = s.split(',').collect();
    if parts.len() > 3 {
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

fn simd_width(s: &str) -> Result<u32, String> {
    match s.trim().parse() {
        Ok(n @ (1 | 8 | 16 | 32)) => Ok(n),
        _ => Err(format!("`{s}` is not 1, 8, 16 or 32")),
    }
}

/// A parsed `SPEC`.
pub(crate) enum Spec {
    /// `file:PATH`: a buffer holding the file's bytes.
    File(PathBuf),
    /// `zeros:BYTES`.
    Zeros(u64),
    /// A by-value argument's bytes.
    Value(Vec<u8>),
    /// `local:BYTES`.
    Local(u32),
}

impl Spec {
    fn kind(&self) -> ArgKind {
        match self {
            Spec::File(_) | Spec::Zeros(_) => ArgKind::Buffer,
            Spec::Value(_) => ArgKind::Value,
            Spec::Local(_) => ArgKind::Local,
        }
    }
}

/// An integer in decimal or `0x` hexadecimal, possibly negative.
fn int(v: &str) -> Result<i128, String> {
    let v = v.trim();
    let (neg, body) = match v.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, v),
    };
    let x = match body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Some(h) => i128::from_str_radix(h, 16),
        None => body.parse::<i128>(),
    }
    .map_err(|_| format!("`{v}` is not an integer"))?;
    Ok(if neg { -x } else { x })
}

/// A byte count: a non-negative integer.
fn size(v: &str, max: u64) -> Result<u64, String> {
    let x = int(v)?;
    if x < 0 {
        return Err(format!(
            "`{}` is negative; a size is 0 or more bytes",
            v.trim()
        ));
    }
    u64::try_from(x).ok().filter(|&x| x <= max).ok_or_else(|| {
        format!(
            "`{}` bytes is more than the emulator allows ({max})",
            v.trim()
        )
    })
}

fn parse_spec(s: &str) -> Result<Spec, String> {
    let (kind, v) = s.split_once(':').ok_or_else(|| {
        "expected KIND:VALUE (file:, zeros:, local:, i8: ... f64:, bytes:)".to_string()
    })?;
    let ranged = |lo: i128, hi: i128| -> Result<i128, String> {
        let x = int(v)?;
        if x < lo || x > hi {
            Err(format!("{x} is out of range for {kind} ({lo} to {hi})"))
        } else {
            Ok(x)
        }
    };
    let le = |x: i128, n: usize| (x as u64).to_le_bytes()[..n].to_vec();
    Ok(match kind {
        "file" => Spec::File(PathBuf::from(v)),
        "zeros" => Spec::Zeros(size(v, u64::MAX)?),
        "local" => Spec::Local(size(v, visa_emu::MAX_SLM as u64)? as u32),
        "i8" => Spec::Value(le(ranged(i8::MIN as i128, i8::MAX as i128)?, 1)),
        "u8" => Spec::Value(le(ranged(0, u8::MAX as i128)?, 1)),
        "i16" => Spec::Value(le(ranged(i16::MIN as i128, i16::MAX as i128)?, 2)),
        "u16" => Spec::Value(le(ranged(0, u16::MAX as i128)?, 2)),
        "i32" => Spec::Value(le(ranged(i32::MIN as i128, i32::MAX as i128)?, 4)),
        "u32" => Spec::Value(le(ranged(0, u32::MAX as i128)?, 4)),
        "i64" => Spec::Value(le(ranged(i64::MIN as i128, i64::MAX as i128)?, 8)),
        "u64" => Spec::Value(le(ranged(0, u64::MAX as i128)?, 8)),
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
            if h.is_empty() || !h.len().is_multiple_of(2) || !h.bytes().all(|c| c.is_ascii_hexdigit()) {
                return Err(format!(
                    "`{v}` is not bytes in hexadecimal (two digits per byte)"
                ));
            }
            Spec::Value(
                (0..h.len() / 2)
                    .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap_or(0))
                    .collect(),
            )
        }
        _ => {
            return Err(format!(
                "unknown kind `{kind}` (file, zeros, local, i8, u8, i16, u16, i32, u32, i64, u64, f32, f64, bytes)"
            ))
        }
    })
}

/// One `--arg I=SPEC` or `--input NAME=SPEC` as given.
pub(crate) struct Given {
    /// The option as the user wrote it (`--arg 0=zeros:64`), for messages.
    pub(crate) text: String,
    /// `I` or `NAME`.
    pub(crate) key: String,
    pub(crate) spec: Spec,
}

pub(crate) fn given(option: &str, what: &str, s: &str) -> CliResult<Given> {
    let text = format!("{option} {s}");
    let (key, spec) = s
        .split_once('=')
        .ok_or_else(|| CliError::usage(format!("{text}: expected {what}=SPEC")))?;
    let spec = parse_spec(spec).map_err(|e| CliError::usage(format!("{text}: {e}")))?;
    Ok(Given {
        key: key.trim().to_string(),
        text,
        spec,
    })
}

/// `1.5 GiB`: a byte count for people.
fn human_bytes(n: u64) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < units.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} bytes")
    } else {
        format!("{v:.1} {}", units[u])
    }
}

/// The machine's memory in bytes (`MemTotal` of `/proc/meminfo`), if known.
fn machine_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line
        .trim_start_matches("MemTotal:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    kib.checked_mul(1024)
}

/// Refuses buffers that cannot fit in the machine's memory before anything
/// is allocated (allocating would only end the process), and returns each
/// buffer's size.
pub(crate) fn check_buffer_sizes(specs: &[Given]) -> CliResult<()> {
    let mut total = 0u64;
    let memory = machine_memory();
    for g in specs {
        let n = match &g.spec {
            Spec::Zeros(n) => *n,
            Spec::File(p) => std::fs::metadata(p)
                .map_err(|e| CliError::io(format!("{}: {}: {e}", g.text, p.display())))?
                .len(),
            _ => continue,
        };
        if let Some(m) = memory.filter(|&m| n > m) {
            return Err(CliError::usage(format!(
                "{}: {n} bytes ({}) is more than this machine's memory ({})",
                g.text,
                human_bytes(n),
                human_bytes(m)
            )));
        }
        total = total.saturating_add(n);
    }
    if let Some(m) = memory.filter(|&m| total > m) {
        return Err(CliError::usage(format!(
            "the buffers take {total} bytes ({}) together, more than this machine's memory ({})",
            human_bytes(total),
            human_bytes(m)
        )));
    }
    Ok(())
}

/// Allocates a buffer `SPEC` on the device.
fn place(dev: &mut Device, g: &Given) -> CliResult<Buffer> {
    match &g.spec {
        Spec::Zeros(n) => usize::try_from(*n)
            .ok()
            .and_then(|n| dev.try_zeros(n))
            .ok_or_else(|| {
                CliError::io(format!(
                    "{}: cannot allocate {n} bytes ({}): out of memory",
                    g.text,
                    human_bytes(*n)
                ))
            }),
        Spec::File(p) => {
            let bytes =
                util::read_input(p).map_err(|e| CliError::io(format!("{}: {e}", g.text)))?;
            Ok(dev.buffer_from(bytes))
        }
        _ => unreachable!("only buffer specs are placed"),
    }
}

/// `argument 1 (`start`, ulong)`: an OpenCL argument as the source names it.
fn arg_desc(zk: &ZeKernel, i: u32) -> String {
    match zk.arg_info(i) {
        Some(a) if !a.name.is_empty() => {
            let q = match a.address_qualifier.as_str() {
                "__private" | "" => String::new(),
                q => format!(" {q}"),
            };
            format!("argument {i} (`{}`: {}{q})", a.name, a.type_name)
        }
        _ => format!("argument {i}"),
    }
}

fn kind_advice(k: ArgKind) -> &'static str {
    match k {
        ArgKind::Buffer => "a buffer: give file:PATH or zeros:BYTES",
        ArgKind::Value => "passed by value: give i8: ... f64: or bytes:HEX",
        ArgKind::Local => "__local: give local:BYTES",
    }
}

/// The value spellings of a size, for messages.
pub(crate) fn value_kinds(n: u32) -> &'static str {
    match n {
        1 => "i8: or u8:",
        2 => "i16: or u16:",
        4 => "i32:, u32: or f32:",
        8 => "i64:, u64: or f64:",
        _ => "bytes:HEX",
    }
}

/// Checks the `--arg`s against the zebin's description of the kernel: one
/// per argument, none the kernel lacks, each of the kind (and by-value size)
/// the argument takes.
fn check_args(zk: &ZeKernel, args: &[Given]) -> CliResult<Vec<(u32, usize)>> {
    let n = zk.arg_count();
    let list = || {
        (0..n)
            .map(|i| match zk.arg_info(i) {
                Some(a) if !a.name.is_empty() => format!("{i} `{}`", a.name),
                _ => i.to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut by_index: Vec<Option<usize>> = vec![None; n as usize];
    for (k, g) in args.iter().enumerate() {
        let i: u32 = g.key.parse().map_err(|_| {
            CliError::usage(format!(
                "{}: `{}` is not an argument index (0 to {})",
                g.text,
                g.key,
                n.saturating_sub(1)
            ))
        })?;
        if i >= n {
            return Err(CliError::usage(format!(
                "{}: kernel `{}` has {n} argument{}{}",
                g.text,
                zk.name,
                if n == 1 { "" } else { "s" },
                if n == 0 {
                    String::new()
                } else {
                    format!(" ({})", list())
                }
            )));
        }
        if let Some(first) = by_index[i as usize] {
            return Err(CliError::usage(format!(
                "{}: argument {i} is already given by `{}`",
                g.text, args[first].text
            )));
        }
        by_index[i as usize] = Some(k);
        if let Some(kind) = zk.arg_kind(i) {
            if kind != g.spec.kind() {
                return Err(CliError::usage(format!(
                    "{}: {} is {}",
                    g.text,
                    arg_desc(zk, i),
                    kind_advice(kind)
                )));
            }
        }
        if let (Spec::Value(v), Some(want)) = (&g.spec, zk.arg_info(i).and_then(|a| a.size)) {
            if v.len() != want as usize {
                return Err(CliError::usage(format!(
                    "{}: {} takes {want} bytes, this value has {} (give {})",
                    g.text,
                    arg_desc(zk, i),
                    v.len(),
                    value_kinds(want)
                )));
            }
        }
    }
    let missing: Vec<String> = (0..n)
        .filter(|&i| by_index[i as usize].is_none())
        .map(|i| arg_desc(zk, i))
        .collect();
    if !missing.is_empty() {
        return Err(CliError::usage(format!(
            "kernel `{}` needs --arg I=SPEC for {}",
            zk.name,
            missing.join(", ")
        )));
    }
    Ok(by_index
        .into_iter()
        .enumerate()
        .map(|(i, k)| (i as u32, k.unwrap_or(0)))
        .collect())
}

/// Runs the command.
pub fn run(a: Args) -> CliResult<u8> {
    // Everything the command line alone decides is checked before any file
    // is read: those are usage errors (status 2).
    if let Some(l) = &a.local {
        if a.media {
            return Err(CliError::usage(
                "--local has no meaning with --media (one thread per point of --global)",
            ));
        }
        let items = l.0.iter().map(|&x| x as u64).product::<u64>();
        if items > 1024 {
            return Err(CliError::usage(format!(
                "--local: a work-group of {items} work-items is more than 1024"
            )));
        }
        // A global size that is no multiple of the local size runs a
        // partial last group (OpenCL 2.0 non-uniform work-groups).
    }
    if a.zebin.is_some() && !a.inputs.is_empty() {
        return Err(CliError::usage(
            "--input is for kernels without --zebin; use --arg I=SPEC",
        ));
    }
    if a.zebin.is_none() && !a.args.is_empty() {
        return Err(CliError::usage(
            "--arg needs --zebin; use --input NAME=SPEC",
        ));
    }
    let specs = if a.zebin.is_some() {
        a.args
            .iter()
            .map(|s| given("--arg", "I", s))
            .collect::<CliResult<Vec<_>>>()?
    } else {
        a.inputs
            .iter()
            .map(|s| given("--input", "NAME", s))
            .collect::<CliResult<Vec<_>>>()?
    };
    let mut paths = vec![a.input.as_path()];
    paths.extend(a.zebin.as_deref());
    paths.extend(specs.iter().filter_map(|g| match &g.spec {
        Spec::File(p) => Some(p.as_path()),
        _ => None,
    }));
    util::one_stdin(paths)?;
    check_buffer_sizes(&specs)?;

    let zebin = match &a.zebin {
        Some(p) => {
            let bytes = util::read_input(p)?;
            Some(
                Zebin::parse(&bytes)
                    .map_err(|e| CliError::invalid(format!("{}: {e}", p.display())))?,
            )
        }
        None => None,
    };
    let platform = a
        .platform
        .or(zebin.as_ref().and_then(|z| z.platform))
        .unwrap_or(visa::Platform::Skl);
    // Text or object by content, as `verify` does: a CISA object starts
    // with its magic, whatever the file is called.
    let data = util::read_input(&a.input)?;
    let module = if data.starts_with(b"CISA") {
        // A complete object first; the reader's detection otherwise.
        match visa_binary::read_with(&data, Some(visa_binary::Layout::Full))
            .or_else(|_| visa_binary::read(&data))
        {
            Ok(o) => o.module,
            Err(e) => return Err(CliError::invalid(format!("{}: {e}", a.input.display()))),
        }
    } else {
        let src = util::text(&a.input, data)?;
        match util::parse_text(&a.input, &src, platform) {
            Some(m) => m,
            None => return Ok(util::EXIT_INVALID),
        }
    };
    let prog = Program::new(&module, platform).map_err(|e| CliError::invalid(e.to_string()))?;
    let kernels = prog.kernels();
    let kernel_name = match &a.kernel {
        Some(k) if kernels.contains(&k.as_str()) => k.clone(),
        Some(k) => {
            return Err(CliError::usage(format!(
                "--kernel {k}: {} has no kernel `{k}` (kernels: {})",
                a.input.display(),
                kernels.join(", ")
            )))
        }
        None => match kernels.as_slice() {
            [k] => k.to_string(),
            ks => {
                return Err(CliError::usage(format!(
                    "{} has {} kernels: name one with --kernel ({})",
                    a.input.display(),
                    ks.len(),
                    ks.join(", ")
                )))
            }
        },
    };
    let Dims(global, ndims) = a.global;
    let local = a.local.map(|d| d.0).unwrap_or([1, 1, 1]);
    let mut dev = Device::new();
    let mut outputs: Vec<(String, Buffer)> = Vec::new();
    let mut launch = if let Some(z) = &zebin {
        let zk = z.kernel(&kernel_name).map_err(|e| {
            CliError::usage(format!(
                "--kernel {kernel_name}: {}: {e}",
                a.zebin.as_deref().unwrap_or(Path::new("")).display()
            ))
        })?;
        let order = check_args(zk, &specs)?;
        let mut args = Vec::new();
        for (i, k) in order {
            let g = &specs[k];
            args.push(match &g.spec {
                Spec::File(_) | Spec::Zeros(_) => {
                    let buf = place(&mut dev, g)?;
                    outputs.push((format!("arg{i}"), buf));
                    ArgValue::Buffer(buf)
                }
                Spec::Value(v) => ArgValue::Bytes(v.clone()),
                Spec::Local(n) => ArgValue::Local(*n),
            });
        }
        visa_emu::bind(&mut dev, z, zk, &args, global, local, ndims).map_err(|e| {
            CliError::invalid(format!(
                "{}: {e}",
                a.zebin.as_deref().unwrap_or(Path::new("")).display()
            ))
        })?
    } else {
        let mut l = Launch::new(global, local);
        l.kernel = Some(kernel_name.clone());
        l.slm_bytes = a.slm;
        l.scratch_bytes = a.scratch;
        let Some(kr) = module.routines.iter().find(|r| r.name == kernel_name) else {
            return Err(CliError::invalid(format!("no routine `{kernel_name}`")));
        };
        let mut next_bti = 0u32;
        let mut seen: Vec<&str> = Vec::new();
        for g in &specs {
            let name = g.key.as_str();
            if seen.contains(&name) {
                return Err(CliError::usage(format!(
                    "{}: `{name}` is already given",
                    g.text
                )));
            }
            seen.push(name);
            let is_surface = kr.surfaces.iter().any(|v| v.name == name);
            let is_var =
                kr.vars.iter().any(|v| v.name == name) || visa::predefined_var(name).is_some();
            if !is_surface && !is_var {
                let inputs: Vec<String> = kr
                    .inputs
                    .iter()
                    .filter_map(|i| {
                        let id = i.id.checked_sub(visa::NUM_PREDEFINED_VARS)?;
                        kr.vars.get(id as usize).map(|v| v.name.clone())
                    })
                    .chain(kr.surfaces.iter().map(|s| s.name.clone()))
                    .collect();
                return Err(CliError::usage(format!(
                    "{}: kernel `{kernel_name}` has no variable or surface `{name}`{}",
                    g.text,
                    if inputs.is_empty() {
                        String::new()
                    } else {
                        format!(" (inputs and surfaces: {})", inputs.join(", "))
                    }
                )));
            }
            match &g.spec {
                Spec::File(_) | Spec::Zeros(_) => {
                    let buf = place(&mut dev, g)?;
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
                Spec::Value(v) if !is_surface => l.inputs.push((name.to_string(), v.clone())),
                Spec::Value(_) => {
                    return Err(CliError::usage(format!(
                        "{}: `{name}` is a surface: give file:PATH or zeros:BYTES",
                        g.text
                    )))
                }
                Spec::Local(_) => {
                    return Err(CliError::usage(format!(
                        "{}: local: is for OpenCL arguments (use --slm)",
                        g.text
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
        launch.trace = Some(std::sync::Mutex::new(Box::new(util::StderrSink::new())));
    }
    let t0 = Instant::now();
    let r = dev.launch(&prog, &launch);
    let dt = t0.elapsed().as_secs_f64();
    if let Some(t) = launch.trace.take() {
        let mut w = t.into_inner().unwrap_or_else(|e| e.into_inner());
        let _ = w.flush();
    }
    let stats = r.map_err(|e| CliError::invalid(e.to_string()))?;
    if a.stats {
        let items = global.iter().map(|&x| x as u64).product::<u64>();
        diag!(
            "{items} work-items, {} threads, {} instructions, {:.3} s, {:.0} work-items/s",
            stats.threads,
            stats.instructions,
            dt,
            items as f64 / dt.max(1e-9)
        );
    }
    if let Some(dir) = &a.out_dir {
        let files: Vec<(String, &[u8])> = outputs
            .iter()
            .map(|(name, b)| (format!("{name}.bin"), dev.bytes(*b)))
            .collect();
        util::write_files(dir, &files)?;
    }
    Ok(0)
}
