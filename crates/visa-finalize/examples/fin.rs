//! `cargo run --example fin -- FILE.visaasm TARGET [SIMD] [ZEBIN PLATFORM]`: prints the assembly.
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&a[1]).unwrap();
    let platform = a
        .get(5)
        .and_then(|p| visa::Platform::from_name(p))
        .unwrap_or(visa::Platform::Skl);
    let m = visa_text::parse_with(&text, visa_text::ParseOptions { platform }).unwrap();
    let t = visa_finalize::target::Target::new(&a[2], false, 4).unwrap();
    let zb = a
        .get(4)
        .map(|p| visa_emu::zebin::Zebin::parse(&std::fs::read(p).unwrap()).unwrap());
    let req = visa_finalize::driver::Request {
        module: &m,
        kernel: None,
        platform,
        simd: a.get(3).and_then(|s| s.parse().ok()),
        zebin: zb.as_ref(),
    };
    match visa_finalize::driver::finalize(&req, &t) {
        Ok(k) => print!("{}", visa_finalize::driver::asm_file(&k, &t)),
        Err(e) => {
            eprintln!("refused: {e}");
            std::process::exit(1)
        }
    }
}
