//! `xvisa fmt`: parse and re-print vISA text.

use std::path::PathBuf;

use crate::util::{self, CliResult};

/// Arguments of `xvisa fmt`.
#[derive(clap::Args)]
pub struct Args {
    /// Input .visaasm file (`-` for stdin).
    input: PathBuf,
    /// Output file (default: stdout).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Platform: decides the GRF size (`%sizeof(GRF)`, `&V[off]`).
    #[arg(long, default_value = "SKL", value_parser = util::platform)]
    platform: visa::Platform,
    /// Omit the commented table of predefined variables.
    #[arg(long)]
    no_header: bool,
    /// Omit `/// $N` instruction ids.
    #[arg(long)]
    no_ids: bool,
    /// Print exactly as `GenX_IR -dumpcommonisa` does, including its forms
    /// that lose information or do not parse again (`name_<id>` subroutine
    /// labels, `fence_local.`, ...): byte-identical output, but not a fixed
    /// point.
    #[arg(long)]
    genx_compat: bool,
}

/// Runs the command.
pub fn run(a: Args) -> CliResult<u8> {
    let src = util::read_text(&a.input)?;
    let Some(m) = util::parse_text(&a.input, &src, a.platform) else {
        return Ok(util::EXIT_INVALID);
    };
    let text = visa_text::print_module_with(
        &m,
        visa_text::PrintOptions {
            predefined_header: !a.no_header,
            inst_ids: !a.no_ids,
            platform: a.platform,
            genx_label_suffix: a.genx_compat,
        },
    );
    util::write_output(a.output.as_ref(), text.as_bytes())?;
    Ok(0)
}
