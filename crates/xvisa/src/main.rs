//! The `xvisa` command-line tool: one subcommand per module.

mod asm;
mod co;
mod dis;
mod fmt;
mod run;
mod util;
mod verify;

use std::process::ExitCode;

use clap::Parser;

// Decoding and parsing allocate an operand vector per instruction.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// xvisa: tools for Intel vISA and AMDGPU code objects.
#[derive(Parser)]
#[command(name = "xvisa", version, about)]
enum Cli {
    /// Parse a .visaasm file and print it in the canonical layout.
    Fmt(fmt::Args),
    /// Assemble a .visaasm file into a CISA object (.isa).
    Asm(asm::Args),
    /// Disassemble a CISA object (.isa) into vISA text.
    Dis(dis::Args),
    /// Check a .visaasm file against the rules of the vISA specification.
    Verify(verify::Args),
    /// AMDGPU code objects: inspect, check, build.
    #[command(subcommand)]
    Co(co::CoCommand),
    /// Run a kernel on the CPU emulator.
    Run(run::Args),
}

fn main() -> ExitCode {
    let r = match Cli::parse() {
        Cli::Fmt(a) => fmt::run(a),
        Cli::Asm(a) => asm::run(a),
        Cli::Dis(a) => dis::run(a),
        Cli::Verify(a) => verify::run(a),
        Cli::Co(cmd) => return ExitCode::from(co::run(cmd).clamp(0, 255) as u8),
        Cli::Run(a) => run::run(a),
    };
    match r {
        Ok(code) => code,
        Err(e) => {
            eprintln!("xvisa: {e}");
            ExitCode::from(2)
        }
    }
}
