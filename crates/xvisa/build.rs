//! Link `xvisa` as a position-dependent executable on x86-64 Linux.
//!
//! The instruction tables are `static`s full of references (mnemonics,
//! operand slots, value maps): in a position-independent executable each
//! is a relocation the dynamic loader applies at every start (47,000 of
//! them, writing 1.1 MB of pages), which was most of the time of a short
//! command such as `xvisa co dis` on a small object. Linked at a fixed
//! address, they are resolved at link time and the pages are read lazily
//! from the file.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && arch == "x86_64" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
