//! `xvisa dis`: a CISA object to vISA text.

use std::path::PathBuf;

use crate::util::{self, diag, CliError, CliResult};

/// Arguments of `xvisa dis`.
#[derive(clap::Args)]
pub struct Args {
    /// Input .isa file (`-` for stdin).
    input: PathBuf,
    /// Output file (default: stdout).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Write each embedded GEN binary to DIR/<kernel>.<platform>.gen.
    #[arg(long, value_name = "DIR")]
    extract_gen: Option<PathBuf>,
    /// Platform of the GRF size used in `&V[off]` offsets (default: the first
    /// embedded GEN binary's platform, else SKL).
    #[arg(long, value_parser = util::platform)]
    platform: Option<visa::Platform>,
    /// Print declarations by class instead of in string-pool order (the
    /// output then no longer re-assembles into exactly the same object).
    #[arg(long)]
    canonical: bool,
    /// Read the instructions in this layout (default: the one that explains
    /// every byte of the object).
    #[arg(long, value_enum)]
    layout: Option<crate::asm::LayoutArg>,
}

/// Runs the command.
pub fn run(a: Args) -> CliResult<u8> {
    let data = util::read_input(&a.input)?;
    // GEN binaries come from the header alone: they are reported and
    // extracted even when a routine's code then fails to decode.
    let view = match visa_binary::ObjectView::parse(&data) {
        Ok(v) => v,
        Err(e) => return Err(CliError::invalid(format!("{}: {e}", a.input.display()))),
    };
    let gens: Vec<(std::borrow::Cow<str>, visa_binary::GenView)> = view
        .kernels
        .iter()
        .flat_map(|k| k.gen_binaries.iter().map(|g| (k.name_str(), *g)))
        .collect();
    for (name, g) in &gens {
        let plat = visa::Platform::from_gen_code(g.platform)
            .map_or_else(|| format!("code {}", g.platform), |p| p.name().to_string());
        diag!(
            "xvisa dis: kernel `{name}` embeds a GEN binary for {plat}, {} bytes",
            g.data.len()
        );
    }
    if let Some(dir) = &a.extract_gen {
        let mut files: Vec<(String, &[u8])> = Vec::new();
        for (name, g) in &gens {
            let plat = visa::Platform::from_gen_code(g.platform)
                .map_or_else(|| g.platform.to_string(), |p| p.name().to_string());
            let base = sanitize(name);
            // Names that sanitize alike (or a kernel with two binaries for
            // one platform) get a number rather than overwriting each other.
            let mut file = format!("{base}.{plat}.gen");
            let mut n = 1;
            while files.iter().any(|(f, _)| *f == file) {
                n += 1;
                file = format!("{base}-{n}.{plat}.gen");
            }
            files.push((file, g.data));
        }
        util::write_files(dir, &files)?;
    }
    let platform = a
        .platform
        .or_else(|| {
            gens.first()
                .and_then(|(_, g)| visa::Platform::from_gen_code(g.platform))
        })
        .unwrap_or(visa::Platform::Skl);
    let mut obj = match view.decode_with(a.layout.map(crate::asm::LayoutArg::layout)) {
        Ok(o) => o,
        Err(e) => return Err(CliError::invalid(format!("{}: {e}", a.input.display()))),
    };
    let opts = visa_text::PrintOptions {
        platform,
        ..Default::default()
    };
    let mut out = String::new();
    let truncated = obj.layout == visa_binary::Layout::Genx12504
        && obj.module.routines.iter().any(|r| {
            r.insts
                .iter()
                .any(|i| i.operands.contains(&visa::Operand::Missing))
        });
    for r in obj.module.routines.iter_mut() {
        for note in visa_binary::fill_missing(r) {
            diag!("xvisa dis: warning: `{}`: {}", r.name, note.0);
        }
    }
    let garbage: usize = obj.nonzero_padding.iter().sum();
    if truncated {
        out.push_str("// This object was written by GenX_IR/ocloc 1.0.12504, which store only a prefix of\n// each instruction's operands; operands it did not store print as placeholders\n// (%null, zero immediates, or a declared variable or predicate that fits).\n");
        if garbage > 0 {
            out.push_str(&format!("// Re-assembling gives the same instructions, not always the same bytes: ocloc left\n// {garbage} non-zero byte(s) in the padding after the code (written as zeros), and IGC's\n// order of names is kept only where a name is declared before its first use.\n"));
        } else {
            out.push_str(
                "// Re-assembling gives the same object (the GEN code compiled from it differs).\n",
            );
        }
    }
    if obj.both_layouts {
        out.push_str("// This object reads completely both in the full layout (printed here) and in\n// GenX_IR's truncated layout, where the operands read at the end of an\n// instruction area would be padding; `--layout genx` prints that reading.\n");
    }
    // What vISA text cannot express is reported rather than dropped silently.
    for r in &obj.module.routines {
        for at in r
            .attributes
            .iter()
            .filter(|at| visa_text::kernel_attr_value(at).is_none())
        {
            diag!(
                "xvisa dis: warning: `{}`: attribute `{}` holds {} byte(s) {:02x?} that no `.kernel_attr` text makes GenX_IR store; the text printed re-assembles into other bytes",
                r.name,
                at.name,
                at.value.bytes().len(),
                at.value.bytes()
            );
        }
    }
    if !obj.module.file_vars.is_empty() {
        diag!(
            "xvisa dis: warning: {} file-scope variable(s) have no text form and are not printed",
            obj.module.file_vars.len()
        );
    }
    for r in &obj.module.routines {
        let relocs = r.var_relocs.len() + r.func_relocs.len();
        if relocs > 0 {
            diag!(
                "xvisa dis: warning: `{}`: {relocs} relocation entr(y/ies) have no text form and are not printed",
                r.name
            );
        }
        if r.is_declaration() {
            diag!(
                "xvisa dis: warning: extern function declaration `{}` has no text form and is not printed",
                r.name
            );
        }
    }
    let printed = obj.module.routines.iter().filter(|r| !r.is_declaration());
    for (i, r) in printed.enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if a.canonical {
            visa_text::print_routine(&mut out, &obj.module, r, opts);
        } else if !visa_text::print_routine_preserving(&mut out, &obj.module, r, opts)
            && garbage == 0
        {
            diag!(
                "xvisa dis: warning: `{}`: a declaration is printed before its place in the object's string pool, ahead of its first use: the text re-assembles with another order of names",
                r.name
            );
        }
    }
    util::write_output(a.output.as_ref(), out.as_bytes())?;
    Ok(0)
}

fn sanitize(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}
