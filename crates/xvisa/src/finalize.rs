//! `xvisa finalize`: a vISA kernel to GCN machine code for an AMD GPU.

use std::path::PathBuf;

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
    /// Kernel: vISA text or a CISA object whose instructions are complete,
    /// told apart by content; `-` for stdin.
    pub input: PathBuf,
    /// The zebin ocloc produced with the kernel (its `.ze_info` says what
    /// each payload byte is; the finalized kernel takes the OpenCL
    /// arguments).
    #[arg(long)]
    pub zebin: Option<PathBuf>,
    /// Kernel name (default: the module's only kernel).
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
    /// SIMD width of the kernel: 8, 16 or 32 (default: its SimdSize
    /// attribute, else the zebin's, else 16).
    #[arg(long)]
    pub simd: Option<u32>,
    /// Output (default: stdout for asm; required for obj).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// What to write.
    #[arg(long, value_enum, default_value_t = Emit::Obj)]
    pub emit: Emit,
}

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
    let mut paths = vec![a.input.as_path()];
    paths.extend(a.zebin.as_deref());
    util::one_stdin(paths)?;
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
    let data = util::read_input(&a.input)?;
    let module = if data.starts_with(b"CISA") {
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
    if let Some(s) = a.simd {
        if !matches!(s, 8 | 16 | 32) {
            return Err(CliError::usage(format!("--simd {s}: give 8, 16 or 32")));
        }
    }
    let req = Request {
        module: &module,
        kernel: a.kernel.as_deref(),
        platform,
        simd: a.simd,
        zebin: zebin.as_ref(),
    };
    let k = driver::finalize(&req, &t).map_err(|e| {
        let msg = format!("{}: {e}", a.input.display());
        match e.kind {
            ErrorKind::Input | ErrorKind::Unsupported | ErrorKind::Limit => CliError::invalid(msg),
        }
    })?;
    match a.emit {
        Emit::Asm => util::write_output(a.output.as_ref(), driver::asm_file(&k, &t).as_bytes()),
        Emit::Obj => {
            let obj = driver::object(&k, &t)
                .map_err(|e| CliError::invalid(format!("{}: {e}", a.input.display())))?;
            util::write_output(a.output.as_ref(), &obj)
        }
    }?;
    Ok(0)
}
