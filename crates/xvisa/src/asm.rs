//! `xvisa asm`: vISA text to a CISA object.

use std::path::PathBuf;

use crate::util::{self, CliError, CliResult};

/// Instruction layout choices.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum LayoutArg {
    /// Byte-identical to GenX_IR 1.0.12504.6 (truncated instruction operands).
    Genx,
    /// Every operand, as the specification describes.
    Full,
}

impl LayoutArg {
    /// The layout it names.
    pub fn layout(self) -> visa_binary::Layout {
        match self {
            LayoutArg::Genx => visa_binary::Layout::Genx12504,
            LayoutArg::Full => visa_binary::Layout::Full,
        }
    }
}

/// Arguments of `xvisa asm`.
#[derive(clap::Args)]
pub struct Args {
    /// Input .visaasm file (`-` for stdin).
    input: PathBuf,
    /// Output .isa file.
    #[arg(short, long)]
    output: PathBuf,
    /// Embed a GEN binary for the first kernel: PLATFORM=FILE (repeatable, up to 4).
    #[arg(long = "gen-binary", value_name = "PLATFORM=FILE")]
    gen_binary: Vec<String>,
    /// Instruction layout.
    #[arg(long, value_enum, default_value = "genx")]
    layout: LayoutArg,
    /// Platform: decides the GRF size (`%sizeof(GRF)`, `&V[off]`).
    #[arg(long, default_value = "SKL", value_parser = util::platform)]
    platform: visa::Platform,
}

/// Runs the command.
pub fn run(a: Args) -> CliResult<u8> {
    let mut gen_files = Vec::new();
    for g in &a.gen_binary {
        let (p, f) = g
            .split_once('=')
            .ok_or_else(|| CliError::usage(format!("--gen-binary {g}: expected PLATFORM=FILE")))?;
        let platform =
            util::platform(p).map_err(|e| CliError::usage(format!("--gen-binary {g}: {e}")))?;
        gen_files.push((platform, std::path::Path::new(f)));
    }
    if gen_files.len() > 4 {
        return Err(CliError::usage(format!(
            "--gen-binary is given {} times; a kernel embeds at most 4 GEN binaries",
            gen_files.len()
        )));
    }
    util::one_stdin(std::iter::once(a.input.as_path()).chain(gen_files.iter().map(|(_, f)| *f)))?;
    let src = util::read_text(&a.input)?;
    let Some(m) = util::parse_text(&a.input, &src, a.platform) else {
        return Ok(util::EXIT_INVALID);
    };
    let mut gens = Vec::new();
    for (platform, f) in gen_files {
        let data = util::read_input(f)?;
        gens.push((
            0usize,
            visa_binary::GenBinary {
                platform: platform.gen_code(),
                data,
            },
        ));
    }
    let opts = visa_binary::WriteOptions {
        layout: a.layout.layout(),
        gen_binaries: gens,
    };
    let bytes = match visa_binary::write(&m, &opts) {
        Ok(b) => b,
        Err(e @ visa_binary::WriteError::NoObjectVersion { .. }) => {
            // A property of the `.version` directive: located there.
            let at = version_span(&src);
            let err = visa_text::ParseError::at(&src, at, e.to_string());
            util::diag!("{}", err.render(&a.input.display().to_string(), &src));
            return Ok(util::EXIT_INVALID);
        }
        Err(e) => return Err(CliError::invalid(format!("{}: {e}", a.input.display()))),
    };
    util::write_output(Some(&a.output), &bytes)?;
    // The process ends here: freeing every instruction one by one would
    // only cost time.
    std::mem::forget(m);
    std::mem::forget(src);
    Ok(0)
}

/// The span of the `.version` directive (the file parsed, so there is one).
fn version_span(src: &str) -> visa_text::Span {
    let mut start = 0;
    for line in src.split_inclusive('\n') {
        let body = line.trim_end();
        if let Some(i) = body.find(".version") {
            if body[..i].trim().is_empty() {
                return visa_text::Span::new(start + i, start + body.len());
            }
        }
        start += line.len();
    }
    visa_text::Span::new(0, 0)
}
