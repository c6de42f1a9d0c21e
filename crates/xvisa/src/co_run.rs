//! `xvisa co run`: dispatch a kernel of an AMDGPU code object on the GCN
//! emulator, as the HSA runtime would, with the arguments given in the
//! `SPEC` language of `xvisa run`.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use gcn_emu::{ArgValue, Buffer, Device, Kernel, Launch, Program};

use crate::run::{check_buffer_sizes, dims, given, value_kinds, Dims, Given, Spec};
use crate::util::{self, diag, CliError, CliResult};

/// `co run`.
#[derive(clap::Parser, Debug)]
pub struct RunArgs {
    /// Code object (a shared object as `ld.lld -shared` writes it; `-` for
    /// stdin).
    pub file: PathBuf,
    /// Kernel name (default: the code object's only kernel).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Grid size in work-items: X[,Y[,Z]].
    #[arg(long, value_parser = dims)]
    pub grid: Dims,
    /// Work-group size: X[,Y[,Z]] (default 1 in each dimension).
    #[arg(long, value_parser = dims)]
    pub block: Option<Dims>,
    /// Kernel argument I (the source's order): I=SPEC.
    #[arg(long = "arg", value_name = "I=SPEC")]
    pub args: Vec<String>,
    /// Write every buffer argument I to DIR/argI.bin after the run.
    #[arg(long)]
    pub out_dir: Option<PathBuf>,
    /// Print every executed instruction with the EXEC mask (stderr).
    #[arg(long)]
    pub trace: bool,
    /// Stop a wave after this many instructions (at least 1).
    #[arg(long, default_value_t = 100_000_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub max_instructions: u64,
    /// Stack bytes per work-item for kernels whose stack size is not known
    /// at compile time.
    #[arg(long, default_value_t = 16384,
          value_parser = clap::value_parser!(u32).range(..=1 << 20))]
    pub stack: u32,
    /// Do not check waits, hazards, ranges and alignment.
    #[arg(long)]
    pub no_checks: bool,
    /// Print work-items, waves, instructions and time to stderr.
    #[arg(long)]
    pub stats: bool,
}

/// `argument 1 (`start`: ulong)`.
fn arg_desc(k: &Kernel, i: usize) -> String {
    match k.visible_args().nth(i) {
        Some(a) => match (&a.name, &a.type_name) {
            (Some(n), Some(t)) => format!("argument {i} (`{n}`: {t})"),
            (Some(n), None) => format!("argument {i} (`{n}`)"),
            _ => format!("argument {i}"),
        },
        None => format!("argument {i}"),
    }
}

fn kind_advice(kind: &str) -> &'static str {
    match kind {
        "global_buffer" => "a buffer: give file:PATH or zeros:BYTES",
        "dynamic_shared_pointer" => "__local: give local:BYTES",
        _ => "passed by value: give i8: ... f64: or bytes:HEX",
    }
}

fn spec_kind(s: &Spec) -> &'static str {
    match s {
        Spec::File(_) | Spec::Zeros(_) => "global_buffer",
        Spec::Local(_) => "dynamic_shared_pointer",
        Spec::Value(_) => "by_value",
    }
}

/// Checks the `--arg`s against the kernel's metadata; returns, per
/// argument in order, the index of its `--arg`.
fn check_args(k: &Kernel, args: &[Given]) -> CliResult<Vec<usize>> {
    let visible: Vec<_> = k.visible_args().collect();
    let n = visible.len();
    let list = || {
        (0..n)
            .map(|i| match &visible[i].name {
                Some(nm) => format!("{i} `{nm}`"),
                None => i.to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut by_index: Vec<Option<usize>> = vec![None; n];
    for (gi, g) in args.iter().enumerate() {
        let i: usize = g.key.parse().map_err(|_| {
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
                k.name,
                if n == 1 { "" } else { "s" },
                if n == 0 {
                    String::new()
                } else {
                    format!(" ({})", list())
                }
            )));
        }
        if let Some(first) = by_index[i] {
            return Err(CliError::usage(format!(
                "{}: argument {i} is already given by `{}`",
                g.text, args[first].text
            )));
        }
        by_index[i] = Some(gi);
        let a = visible[i];
        let kind = match a.kind.as_str() {
            "global_buffer" | "dynamic_shared_pointer" | "by_value" => a.kind.as_str(),
            other => {
                return Err(CliError::invalid(format!(
                    "{} has value kind `{other}`, which the emulator cannot bind",
                    arg_desc(k, i)
                )))
            }
        };
        if spec_kind(&g.spec) != kind {
            return Err(CliError::usage(format!(
                "{}: {} is {}",
                g.text,
                arg_desc(k, i),
                kind_advice(kind)
            )));
        }
        if let Spec::Value(v) = &g.spec {
            if v.len() != a.size as usize {
                return Err(CliError::usage(format!(
                    "{}: {} takes {} bytes, this value has {} (give {})",
                    g.text,
                    arg_desc(k, i),
                    a.size,
                    v.len(),
                    value_kinds(a.size)
                )));
            }
        }
    }
    let missing: Vec<String> = (0..n)
        .filter(|&i| by_index[i].is_none())
        .map(|i| arg_desc(k, i))
        .collect();
    if !missing.is_empty() {
        return Err(CliError::usage(format!(
            "kernel `{}` needs --arg I=SPEC for {}",
            k.name,
            missing.join(", ")
        )));
    }
    Ok(by_index.into_iter().map(|x| x.unwrap_or(0)).collect())
}

fn place(dev: &mut Device, g: &Given, what: &str) -> CliResult<Buffer> {
    let b = match &g.spec {
        Spec::Zeros(n) => usize::try_from(*n)
            .ok()
            .and_then(|n| dev.try_zeros(n))
            .ok_or_else(|| {
                CliError::io(format!(
                    "{}: cannot allocate {n} bytes: out of memory",
                    g.text
                ))
            })?,
        Spec::File(p) => {
            let bytes =
                util::read_input(p).map_err(|e| CliError::io(format!("{}: {e}", g.text)))?;
            dev.buffer_from(bytes)
        }
        _ => unreachable!("only buffer specs are placed"),
    };
    dev.name(b, what);
    Ok(b)
}

/// Runs the command.
pub fn run(a: &RunArgs) -> CliResult<u8> {
    let specs = a
        .args
        .iter()
        .map(|s| given("--arg", "I", s))
        .collect::<CliResult<Vec<_>>>()?;
    let mut paths = vec![a.file.as_path()];
    paths.extend(specs.iter().filter_map(|g| match &g.spec {
        Spec::File(p) => Some(p.as_path()),
        _ => None,
    }));
    util::one_stdin(paths)?;
    check_buffer_sizes(&specs)?;
    let data = util::read_input(&a.file)?;
    let prog =
        Program::new(&data).map_err(|e| CliError::invalid(format!("{}: {e}", a.file.display())))?;
    let names: Vec<&str> = prog.kernels.iter().map(|k| k.name.as_str()).collect();
    let kernel = match &a.kernel {
        Some(k) => prog.kernel(k).ok_or_else(|| {
            CliError::usage(format!(
                "--kernel {k}: {} has no kernel `{k}` (kernels: {})",
                a.file.display(),
                names.join(", ")
            ))
        })?,
        None => match prog.kernels.as_slice() {
            [k] => k,
            ks => {
                return Err(CliError::usage(format!(
                    "{} has {} kernels: name one with --kernel ({})",
                    a.file.display(),
                    ks.len(),
                    names.join(", ")
                )))
            }
        },
    };
    let Dims(grid, ndims) = a.grid;
    let block = a.block.map(|d| d.0).unwrap_or([1, 1, 1]);
    let items = block.iter().map(|&x| x as u64).product::<u64>();
    if items > kernel.max_flat_workgroup_size as u64 {
        return Err(CliError::usage(format!(
            "--block: a work-group of {items} work-items is more than kernel `{}` allows ({}, its .max_flat_workgroup_size)",
            kernel.name, kernel.max_flat_workgroup_size
        )));
    }
    if let Some(r) = kernel.reqd_workgroup_size {
        if r != block {
            return Err(CliError::usage(format!(
                "--block: kernel `{}` requires work-groups of {},{},{} (reqd_work_group_size)",
                kernel.name, r[0], r[1], r[2]
            )));
        }
    }
    let order = check_args(kernel, &specs)?;
    let mut dev = Device::new();
    let mut outputs: Vec<(String, Buffer)> = Vec::new();
    let mut args = Vec::new();
    for (i, gi) in order.into_iter().enumerate() {
        let g = &specs[gi];
        args.push(match &g.spec {
            Spec::File(_) | Spec::Zeros(_) => {
                let b = place(&mut dev, g, &format!("argument {i}"))?;
                outputs.push((format!("arg{i}"), b));
                ArgValue::Buffer(b)
            }
            Spec::Value(v) => ArgValue::Bytes(v.clone()),
            Spec::Local(n) => ArgValue::Local(*n),
        });
    }
    let mut l = Launch::new(&kernel.name, grid, block, ndims);
    l.args = args;
    l.max_instructions = a.max_instructions;
    l.dynamic_stack = a.stack;
    l.checks = !a.no_checks;
    if a.trace {
        l.trace = Some(std::sync::Mutex::new(Box::new(util::StderrSink::new())));
    }
    let t0 = Instant::now();
    let r = dev.launch(&prog, &l);
    let dt = t0.elapsed().as_secs_f64();
    if let Some(t) = l.trace.take() {
        let mut w = t.into_inner().unwrap_or_else(|e| e.into_inner());
        let _ = w.flush();
    }
    let stats = r.map_err(|e| CliError::invalid(e.to_string()))?;
    if a.stats {
        let items = grid.iter().map(|&x| x as u64).product::<u64>();
        diag!(
            "{items} work-items, {} waves, {} instructions, {:.3} s, {:.0} work-items/s",
            stats.waves,
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
