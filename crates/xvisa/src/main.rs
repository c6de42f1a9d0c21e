//! The `xvisa` command-line tool: one subcommand per module.

mod asm;
mod co;
mod co_run;
mod codis;
mod dis;
mod finalize;
mod fmt;
mod gcn;
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
    /// AMDGPU code objects: inspect, check, build, run.
    #[command(subcommand)]
    Co(co::CoCommand),
    /// Run a kernel on the CPU emulator.
    Run(run::Args),
    /// Finalize a vISA kernel into an AMDGPU code object (or assembly).
    Finalize(finalize::Args),
    /// AMD GCN machine code: disassemble.
    #[command(subcommand)]
    Gcn(gcn::GcnCommand),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => return clap_exit(&e),
    };
    let (name, r) = match cli {
        Cli::Fmt(a) => ("fmt", fmt::run(a)),
        Cli::Asm(a) => ("asm", asm::run(a)),
        Cli::Dis(a) => ("dis", dis::run(a)),
        Cli::Verify(a) => ("verify", verify::run(a)),
        Cli::Co(cmd) => co::run(cmd),
        Cli::Run(a) => ("run", run::run(a)),
        Cli::Finalize(a) => ("finalize", finalize::run(a)),
        Cli::Gcn(cmd) => gcn::run(cmd),
    };
    let code = match r {
        Ok(code) => code,
        Err(e) => {
            util::diag!("xvisa {name}: {e}");
            e.code
        }
    };
    // Diagnostics lost to a full disk make a successful command an I/O error.
    if code == 0 && util::stderr_failed() {
        return ExitCode::from(util::EXIT_USAGE);
    }
    ExitCode::from(code)
}

/// Help, version and usage errors from clap, printed without panicking on a
/// closed pipe or a full disk (clap's own `exit` ignores write errors).
fn clap_exit(e: &clap::Error) -> ExitCode {
    let code = e.exit_code().clamp(0, 255) as u8;
    let to_stdout = !e.use_stderr();
    let text = e.render().to_string();
    if to_stdout {
        if let Err(e) = util::write_stdout(text.as_bytes()) {
            util::diag!("xvisa: {e}");
            return ExitCode::from(e.code);
        }
    } else {
        util::write_stderr(text.as_bytes());
    }
    if code == 0 && util::stderr_failed() {
        return ExitCode::from(util::EXIT_USAGE);
    }
    ExitCode::from(code)
}
