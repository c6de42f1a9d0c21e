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

use std::ffi::OsString;
use std::path::PathBuf;
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
    let (name, r) = if let Some(a) = plain_co_dis(std::env::args_os().skip(1)) {
        ("co dis", codis::run(&a))
    } else {
        let cli = match Cli::try_parse() {
            Ok(c) => c,
            Err(e) => return clap_exit(&e),
        };
        match cli {
            Cli::Fmt(a) => ("fmt", fmt::run(a)),
            Cli::Asm(a) => ("asm", asm::run(a)),
            Cli::Dis(a) => ("dis", dis::run(a)),
            Cli::Verify(a) => ("verify", verify::run(a)),
            Cli::Co(cmd) => co::run(cmd),
            Cli::Run(a) => ("run", run::run(a)),
            Cli::Finalize(a) => ("finalize", finalize::run(a)),
            Cli::Gcn(cmd) => gcn::run(cmd),
        }
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

/// `co dis FILE` and `co dis FILE -o OUT` (scripts run one per object)
/// read without clap, whose whole command tree was about a tenth of the
/// instructions of `co dis` on a small object. Anything else (options,
/// `--`, an argument that starts with `-` other than `-` for stdin, an
/// empty one) is left to clap; a test holds the two readings equal.
fn plain_co_dis(mut args: impl Iterator<Item = OsString>) -> Option<codis::DisArgs> {
    if args.next()? != "co" || args.next()? != "dis" {
        return None;
    }
    let plain = |a: &OsString| !a.is_empty() && !a.as_encoded_bytes().starts_with(b"-");
    let file = args.next().filter(|f| plain(f) || f == "-")?;
    let output = match args.next() {
        None => None,
        Some(o) if o == "-o" => Some(PathBuf::from(args.next().filter(plain)?)),
        Some(_) => return None,
    };
    if args.next().is_some() {
        return None;
    }
    Some(codis::DisArgs {
        file: PathBuf::from(file),
        output,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The clap-free reading of `co dis` gives what clap gives, and leaves
    /// every other shape to clap.
    #[test]
    fn plain_co_dis_reads_as_clap() {
        let argv = |s: &[&str]| s.iter().map(OsString::from).collect::<Vec<_>>();
        let taken: &[&[&str]] = &[
            &["co", "dis", "a.co"],
            &["co", "dis", "-"],
            &["co", "dis", "dir/b c.o", "-o", "out.s"],
            &["co", "dis", "-", "-o", "x"],
        ];
        for a in taken {
            let fast = plain_co_dis(argv(a).into_iter()).expect("taken");
            let full = std::iter::once(OsString::from("xvisa")).chain(argv(a));
            let Ok(Cli::Co(co::CoCommand::Dis(c))) = Cli::try_parse_from(full) else {
                panic!("clap reads {a:?} otherwise");
            };
            assert_eq!((fast.file, fast.output), (c.file, c.output), "{a:?}");
        }
        let left: &[&[&str]] = &[
            &["co", "dis"],
            &["co", "dis", "--help"],
            &["co", "dis", "-o", "out.s", "a.co"],
            &["co", "dis", "a.co", "-o"],
            &["co", "dis", "a.co", "-o", "-"],
            &["co", "dis", "a.co", "-oout.s"],
            &["co", "dis", "a.co", "--", "b"],
            &["co", "dis", "--", "a.co"],
            &["co", "dis", ""],
            &["co", "dis", "a.co", "b.co"],
            &["co", "info", "a.co"],
            &["gcn", "dis", "a.bin"],
            &["co"],
            &[],
        ];
        for a in left {
            assert!(plain_co_dis(argv(a).into_iter()).is_none(), "{a:?}");
        }
    }
}
