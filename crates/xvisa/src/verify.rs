//! `xvisa verify`: check a vISA program against the rules of the specification.

use std::path::PathBuf;

use crate::util::{self, diag, CliError, CliResult};

/// Output formats.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Format {
    /// Messages with source snippets.
    Human,
    /// One JSON object per line per diagnostic.
    Json,
}

/// Arguments of `xvisa verify`.
#[derive(clap::Args)]
pub struct Args {
    /// Input .visaasm or .isa file (`-` for stdin).
    input: PathBuf,
    /// Platform (default: the file's `// platform: NAME` first line, else SKL).
    #[arg(long, value_parser = util::platform)]
    platform: Option<visa::Platform>,
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    format: Format,
    /// For a CISA object: read its instructions in this layout (default: the
    /// one that explains every byte of the object).
    #[arg(long, value_enum)]
    layout: Option<crate::asm::LayoutArg>,
}

/// Runs the command: exit 0 when clean, 1 when violations (or a syntax error) were found.
pub fn run(a: Args) -> CliResult<u8> {
    let bytes = util::read_input(&a.input)?;
    let file = a.input.display().to_string();
    if bytes.starts_with(b"CISA") {
        return binary(&a, &file, &bytes);
    }
    let src = util::text(&a.input, bytes)?;
    let platform = a
        .platform
        .or_else(|| platform_comment(&src))
        .unwrap_or(visa::Platform::Skl);
    let opts = visa_verify::Options { platform };
    let diags = match visa_verify::verify_text(&src, &opts) {
        Ok(d) => d,
        Err(e) => {
            diag!("{}", e.render(&file, &src));
            return Ok(util::EXIT_INVALID);
        }
    };
    emit(&a, &file, Some(&src), &diags)
}

/// A CISA object: the platform defaults to that of its first embedded GEN binary.
fn binary(a: &Args, file: &str, bytes: &[u8]) -> CliResult<u8> {
    let obj = match visa_binary::read_with(bytes, a.layout.map(crate::asm::LayoutArg::layout)) {
        Ok(o) => o,
        Err(e) => return Err(CliError::invalid(format!("{file}: {e}"))),
    };
    let embedded = obj
        .gen_binaries
        .first()
        .and_then(|(_, g)| visa::Platform::from_gen_code(g.platform));
    let platform = a.platform.or(embedded).unwrap_or(visa::Platform::Skl);
    let diags = visa_verify::verify_object(&obj, &visa_verify::Options { platform });
    emit(a, file, None, &diags)
}

fn emit(
    a: &Args,
    file: &str,
    src: Option<&str>,
    diags: &[visa_verify::Diagnostic],
) -> CliResult<u8> {
    let mut out = String::new();
    for d in diags {
        match a.format {
            Format::Human => {
                out += &visa_verify::render_human(d, file, src);
                out.push('\n');
            }
            Format::Json => {
                out += &visa_verify::to_json(d, file);
                out.push('\n');
            }
        }
    }
    if matches!(a.format, Format::Human) && !diags.is_empty() {
        out += &format!(
            "{file}: {} violation{}\n",
            diags.len(),
            if diags.len() == 1 { "" } else { "s" }
        );
    }
    util::write_stdout(out.as_bytes())?;
    Ok(if diags.is_empty() {
        0
    } else {
        util::EXIT_INVALID
    })
}

/// The platform named by a `// platform: NAME` first line.
fn platform_comment(src: &str) -> Option<visa::Platform> {
    let first = src.lines().next()?;
    let name = first
        .trim()
        .strip_prefix("//")?
        .trim()
        .strip_prefix("platform:")?;
    visa::Platform::from_name(name.trim())
}
