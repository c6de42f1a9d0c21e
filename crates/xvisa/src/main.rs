use clap::Parser;

mod co;

/// xvisa: tools for Intel vISA and AMDGPU code objects.
#[derive(Parser)]
#[command(name = "xvisa", version, about)]
enum Cli {
    /// AMDGPU code objects: inspect, check, build.
    #[command(subcommand)]
    Co(co::CoCommand),
}

fn main() {
    let status = match Cli::parse() {
        Cli::Co(cmd) => co::run(cmd),
    };
    std::process::exit(status);
}
