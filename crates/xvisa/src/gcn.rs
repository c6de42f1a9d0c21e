//! `xvisa gcn`: AMD GCN machine code (assembly and disassembly of raw code).

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::util::{diag, read_input, text, write_output, CliError, CliResult, EXIT_INVALID};

/// AMD GCN machine code.
#[derive(Subcommand, Debug)]
pub enum GcnCommand {
    /// Disassemble raw machine code (as `llvm-mc-14 --disassemble` prints it).
    Dis(DisArgs),
    /// Assemble LLVM AMDGPU assembly into raw machine code (the bytes of
    /// `llvm-mc-14 -show-encoding`).
    Asm(AsmArgs),
}

/// `gcn asm`.
#[derive(Parser, Debug)]
pub struct AsmArgs {
    /// Assembly text, `-` for stdin.
    pub file: PathBuf,
    /// Processor (`gfx900`, `gfx1030`, or an alternative name like `fiji`).
    #[arg(long)]
    pub mcpu: String,
    /// Target features as llvm-mc's `-mattr`: `+wavefrontsize64` for
    /// GFX10's wave64 mode (`+wavefrontsize32`, the default, for wave32).
    #[arg(long, value_name = "FEATURES", allow_hyphen_values = true)]
    pub mattr: Option<String>,
    /// Write the machine code to FILE instead of stdout.
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// `gcn dis`.
#[derive(Parser, Debug)]
pub struct DisArgs {
    /// Raw machine code (little-endian words), `-` for stdin.
    pub file: PathBuf,
    /// Processor (`gfx900`, `gfx1030`, or an alternative name like `fiji`).
    #[arg(long)]
    pub mcpu: String,
    /// Target features as llvm-mc's `-mattr`: `+wavefrontsize64` for
    /// GFX10's wave64 mode (`+wavefrontsize32`, the default, for wave32).
    #[arg(long, value_name = "FEATURES", allow_hyphen_values = true)]
    pub mattr: Option<String>,
    /// Write the assembly to FILE instead of stdout.
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Run a `gcn` subcommand.
pub fn run(cmd: GcnCommand) -> (&'static str, CliResult<u8>) {
    match cmd {
        GcnCommand::Dis(a) => ("gcn dis", dis(&a)),
        GcnCommand::Asm(a) => ("gcn asm", asm(&a)),
    }
}

/// The ISA variant of a processor name and llvm-mc style features
/// (`+wavefrontsize64`), or a usage error.
pub fn isa_with(mcpu: &str, mattr: Option<&str>) -> CliResult<gcn::Isa> {
    let unknown = || {
        CliError::usage(format!(
            "unknown or unsupported processor `{mcpu}` (supported: {})",
            gcn::Isa::processor_names().join(", ")
        ))
    };
    let isa = gcn::Isa::from_processor(mcpu)
        .filter(|i| !i.is_gfx10_wave64())
        .ok_or_else(unknown)?;
    let mut wave64 = None;
    for f in mattr.unwrap_or("").split(',').filter(|f| !f.is_empty()) {
        wave64 = Some(match f {
            "+wavefrontsize64" | "-wavefrontsize32" => true,
            "+wavefrontsize32" | "-wavefrontsize64" => false,
            _ => {
                return Err(CliError::usage(format!(
                    "unsupported feature `{f}` in --mattr (supported: +wavefrontsize64, \
                     +wavefrontsize32, -wavefrontsize64, -wavefrontsize32)"
                )))
            }
        });
    }
    match wave64 {
        None => Ok(isa),
        Some(w) => gcn::Isa::from_processor_wave(mcpu, w).ok_or_else(|| {
            CliError::usage(format!(
                "processor `{mcpu}` has no {} mode",
                if w { "wave64" } else { "wave32" }
            ))
        }),
    }
}

fn asm(a: &AsmArgs) -> CliResult<u8> {
    let isa = isa_with(&a.mcpu, a.mattr.as_deref())?;
    let src = text(&a.file, read_input(&a.file)?)?;
    let name = a.file.display().to_string();
    match gcn::assemble(isa, &src) {
        Ok(out) => {
            for w in &out.warnings {
                diag!("{}", w.render(&name, &src));
            }
            write_output(a.output.as_ref(), &out.code)?;
            Ok(0)
        }
        Err(errors) => {
            for e in &errors {
                diag!("{}", e.render(&name, &src));
            }
            Err(CliError::invalid(format!(
                "{name}: {} error{}",
                errors.len(),
                if errors.len() == 1 { "" } else { "s" }
            )))
        }
    }
}

fn dis(a: &DisArgs) -> CliResult<u8> {
    let isa = isa_with(&a.mcpu, a.mattr.as_deref())?;
    let bytes = read_input(&a.file)?;
    let mut out = String::with_capacity(bytes.len() * 8);
    out.push_str("\t.text\n");
    let invalid = disassemble(isa, &bytes, &mut out, |off, msg| {
        diag!(
            "xvisa gcn dis: {}: offset {off:#x}: {msg}",
            a.file.display()
        );
    });
    write_output(a.output.as_ref(), out.as_bytes())?;
    Ok(if invalid { EXIT_INVALID } else { 0 })
}

/// Print the instructions of `bytes`, one a line after a tab. A word that is
/// no instruction, or a truncated instruction, is written as `.long` (so
/// the text still assembles to the same bytes) and reported through
/// `report`; trailing bytes that are not a whole word as `.byte`. Returns
/// whether anything was reported.
pub fn disassemble(
    isa: gcn::Isa,
    bytes: &[u8],
    out: &mut String,
    mut report: impl FnMut(usize, String),
) -> bool {
    let mut bad = false;
    let mut d = gcn::Decoder::new(isa, bytes);
    while let Some(r) = d.next() {
        match r {
            Ok((_, inst)) => {
                out.push('\t');
                inst.print(isa, out);
                out.push('\n');
            }
            Err(e) => {
                bad = true;
                let off = e.offset();
                if off + 4 <= bytes.len() {
                    let w = u32::from_le_bytes([
                        bytes[off],
                        bytes[off + 1],
                        bytes[off + 2],
                        bytes[off + 3],
                    ]);
                    report(
                        off,
                        format!("{e} (word {w:#010x})")
                            .split_once(": ")
                            .map(|x| x.1.to_string())
                            .unwrap_or_default(),
                    );
                    out.push_str(&format!("\t.long {w:#010x}\n"));
                    d.skip_bytes(4);
                } else {
                    report(
                        off,
                        format!(
                            "{} trailing bytes are not a whole instruction word",
                            bytes.len() - off
                        ),
                    );
                    for b in &bytes[off..] {
                        out.push_str(&format!("\t.byte {b:#04x}\n"));
                    }
                    d.skip_bytes(bytes.len() - off);
                }
            }
        }
    }
    bad
}
