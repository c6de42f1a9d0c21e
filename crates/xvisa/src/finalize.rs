//! `xvisa finalize`: a vISA kernel to GCN machine code for an AMD GPU.

use std::path::{Path, PathBuf};

use visa_emu::zebin::Zebin;
use visa_finalize::driver::{self, Request};
use visa_finalize::target::Target;
use visa_finalize::ErrorKind;

use crate::util::{self, CliError, CliResult};

/// What to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// A relocatable code object (link it with `ld.lld -shared`).
    Obj,
    /// Assembly in LLVM's syntax (`llvm-mc` assembles it).
    Asm,
}

/// `finalize`.
#[derive(clap::Parser, Debug)]
pub struct Args {
    /// Kernels: vISA text or CISA objects whose instructions are complete,
    /// told apart by content; `-` for stdin. Several inputs make one code
    /// object with all their kernels (an ocloc program as one object):
    /// each input's kernel is its module's only kernel, else the one its
    /// file is named after (`NAME.visaasm` or ocloc's `NAME_simdN.visaasm`).
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The zebin ocloc produced with the kernels (its `.ze_info` says what
    /// each payload byte is; the finalized kernels take the OpenCL
    /// arguments).
    #[arg(long)]
    pub zebin: Option<PathBuf>,
    /// Kernel name, for a single input (default: the module's only kernel).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Target processor: gfx900, gfx906, gfx908, gfx90a or gfx1030.
    #[arg(long)]
    pub target: String,
    /// Wave64 on gfx1030 (wave32 by default there).
    #[arg(long)]
    pub wave64: bool,
    /// Code object version: 3, 4 or 5.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=5))]
    pub code_object_version: u8,
    /// Source platform of the vISA (default: from the zebin, else SKL).
    #[arg(long, value_parser = util::platform)]
    pub platform: Option<visa::Platform>,
    /// SIMD width of the kernels: 8, 16 or 32 (default: each kernel's
    /// SimdSize attribute, else the zebin's, else 16).
    #[arg(long)]
    pub simd: Option<u32>,
    /// Output (default: stdout for asm; required for obj).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// What to write.
    #[arg(long, value_enum, default_value_t = Emit::Obj)]
    pub emit: Emit,
    /// Leave out the kernels the finalizer refuses (unsupported vISA, a
    /// target limit), each reported on stderr, and write the others (the
    /// command still fails when none is left). Without it one refused
    /// kernel fails the whole command.
    #[arg(long)]
    pub skip_refused: bool,
}

/// Why one input gave no kernel.
enum Failure {
    /// An error to report as `xvisa finalize: MESSAGE`.
    Cli(CliError),
    /// A syntax error, rendered with its source line.
    Syntax(String),
    /// A refusal (unsupported or beyond the target): `--skip-refused`
    /// leaves the kernel out.
    Refused(CliError),
}

/// One finalized input: the kernel and, for `--emit obj`, its code.
type Done = (driver::Finalized, Option<Vec<u8>>);

/// Runs the command.
pub fn run(a: Args) -> CliResult<u8> {
    if a.emit == Emit::Obj && a.output.as_ref().is_none_or(|p| util::is_stdin(p)) {
        return Err(CliError::usage(
            "--emit obj writes a binary file: give -o FILE",
        ));
    }
    let t = Target::new(&a.target, a.wave64, a.code_object_version)
        .map_err(|e| CliError::usage(format!("--target: {e}")))?;
    if a.wave64 && t.gen < 10 {
        return Err(CliError::usage(format!(
            "--wave64: {} has only wave64",
            t.proc
        )));
    }
    let many = a.inputs.len() > 1;
    if many && a.kernel.is_some() {
        return Err(CliError::usage(
            "--kernel names the kernel of a single input (with several, each input's kernel is its module's only one or the one its file is named after)",
        ));
    }
    let mut paths: Vec<&Path> = a.inputs.iter().map(PathBuf::as_path).collect();
    paths.extend(a.zebin.as_deref());
    util::one_stdin(paths)?;
    if let Some(s) = a.simd {
        if !matches!(s, 8 | 16 | 32) {
            return Err(CliError::usage(format!("--simd {s}: give 8, 16 or 32")));
        }
    }
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
    let one = |p: &PathBuf| finalize_one(&a, p, many, platform, zebin.as_ref(), &t);
    // Kernels are independent: finalized in parallel, collected in input
    // order (the output does not depend on the scheduling).
    let results: Vec<Result<Done, Failure>> = if many {
        use rayon::prelude::*;
        a.inputs.par_iter().map(one).collect()
    } else {
        a.inputs.iter().map(one).collect()
    };
    let mut done = Vec::with_capacity(results.len());
    let mut failed = Vec::new();
    for r in results {
        match r {
            Ok(d) => done.push(d),
            Err(Failure::Refused(e)) if a.skip_refused => {
                util::diag!("xvisa finalize: {e} (left out)");
            }
            Err(f) => failed.push(f),
        }
    }
    // Every failure is reported, in input order; the first one gives the
    // exit status.
    if let Some(first) = failed.first() {
        let code = match first {
            Failure::Cli(e) | Failure::Refused(e) => e.code,
            Failure::Syntax(_) => util::EXIT_INVALID,
        };
        let last = failed.len() - 1;
        for (i, f) in failed.into_iter().enumerate() {
            match f {
                Failure::Syntax(d) => util::diag!("{d}"),
                Failure::Cli(e) | Failure::Refused(e) if i == last => {
                    return Err(CliError { msg: e.msg, code });
                }
                Failure::Cli(e) | Failure::Refused(e) => util::diag!("xvisa finalize: {e}"),
            }
        }
        return Ok(code);
    }
    if done.is_empty() {
        return Err(CliError::invalid(
            "every kernel was refused: nothing to write",
        ));
    }
    let (ks, codes): (Vec<_>, Vec<_>) = done.into_iter().unzip();
    for (i, k) in ks.iter().enumerate() {
        if ks[..i].iter().any(|o| o.name == k.name) {
            return Err(CliError::invalid(format!(
                "kernel `{}` given twice",
                k.name
            )));
        }
    }
    let what = || {
        if many {
            "the program".to_string()
        } else {
            a.inputs[0].display().to_string()
        }
    };
    match a.emit {
        Emit::Asm => util::write_output(
            a.output.as_ref(),
            driver::program_asm_file(&ks, &t).as_bytes(),
        ),
        Emit::Obj => {
            let codes = codes.into_iter().map(Option::unwrap_or_default).collect();
            let obj = driver::program_object_from_codes(&ks, &t, codes)
                .map_err(|e| CliError::invalid(format!("{}: {e}", what())))?;
            util::write_output(a.output.as_ref(), &obj)
        }
    }?;
    Ok(0)
}

/// Reads, parses and finalizes one input (and encodes it for `--emit
/// obj`).
fn finalize_one(
    a: &Args,
    path: &Path,
    many: bool,
    platform: visa::Platform,
    zebin: Option<&Zebin>,
    t: &Target,
) -> Result<Done, Failure> {
    let data = util::read_input(path).map_err(Failure::Cli)?;
    let module = if data.starts_with(b"CISA") {
        match visa_binary::read_with(&data, Some(visa_binary::Layout::Full))
            .or_else(|_| visa_binary::read(&data))
        {
            Ok(o) => o.module,
            Err(e) => {
                return Err(Failure::Cli(CliError::invalid(format!(
                    "{}: {e}",
                    path.display()
                ))))
            }
        }
    } else {
        let src = util::text(path, data).map_err(Failure::Cli)?;
        match visa_text::parse_with(&src, visa_text::ParseOptions { platform }) {
            Ok(m) => m,
            Err(e) => return Err(Failure::Syntax(e.render(&path.display().to_string(), &src))),
        }
    };
    let named = if many {
        let named = kernel_of_file(&module, path);
        let ks: Vec<&str> = module
            .routines
            .iter()
            .filter(|r| r.is_kernel())
            .map(|r| r.name.as_str())
            .collect();
        if named.is_none() && ks.len() > 1 {
            return Err(Failure::Cli(CliError::invalid(format!(
                "{}: the module has {} kernels ({}): with several inputs, name the file after its kernel (KERNEL.visaasm or KERNEL_simdN.visaasm)",
                path.display(),
                ks.len(),
                ks.join(", ")
            ))));
        }
        named
    } else {
        a.kernel.clone()
    };
    let req = Request {
        module: &module,
        kernel: named.as_deref(),
        platform,
        simd: a.simd,
        zebin,
    };
    // With several inputs, messages name the kernel as well as the file.
    let at = |k: Option<&str>| match (many, k) {
        (true, Some(k)) => format!("{} (kernel `{k}`)", path.display()),
        _ => path.display().to_string(),
    };
    let k = driver::finalize(&req, t).map_err(|e| {
        let kname = named.clone().or_else(|| only_kernel(&module));
        let msg = format!("{}: {e}", at(kname.as_deref()));
        match e.kind {
            ErrorKind::Input => Failure::Cli(CliError::invalid(msg)),
            ErrorKind::Unsupported | ErrorKind::Limit => Failure::Refused(CliError::invalid(msg)),
        }
    })?;
    let code =
        match a.emit {
            Emit::Asm => None,
            Emit::Obj => Some(driver::encode(&k, t).map_err(|e| {
                Failure::Cli(CliError::invalid(format!("{}: {e}", at(Some(&k.name)))))
            })?),
        };
    Ok((k, code))
}

/// The module's only kernel's name.
fn only_kernel(m: &visa::Module) -> Option<String> {
    let mut ks = m.routines.iter().filter(|r| r.is_kernel());
    match (ks.next(), ks.next()) {
        (Some(k), None) => Some(k.name.clone()),
        _ => None,
    }
}

/// The kernel of an input among several: `None` (the module's only
/// kernel) unless the module has several kernels, then the one named as
/// the file's stem, or as the stem without ocloc's `_simdN` suffix.
fn kernel_of_file(m: &visa::Module, path: &Path) -> Option<String> {
    let n = m.routines.iter().filter(|r| r.is_kernel()).count();
    if n < 2 {
        return None;
    }
    let stem = path.file_stem()?.to_str()?;
    let base = stem
        .rsplit_once("_simd")
        .filter(|(_, w)| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
        .map_or(stem, |(b, _)| b);
    [stem, base]
        .into_iter()
        .find(|s| m.routines.iter().any(|r| r.is_kernel() && r.name == *s))
        .map(str::to_string)
}
