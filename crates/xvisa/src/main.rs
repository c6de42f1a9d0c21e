use clap::Parser;

/// xvisa: tools for Intel vISA and AMDGPU code objects.
#[derive(Parser)]
#[command(name = "xvisa", version, about)]
enum Cli {}

fn main() {
    let _ = Cli::parse();
}
