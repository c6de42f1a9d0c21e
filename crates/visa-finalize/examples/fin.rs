//! `cargo run --example fin -- FILE.visaasm TARGET [SIMD]`: prints the assembly.
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&a[1]).unwrap();
    let m = visa_text::parse(&text).unwrap();
    let t = visa_finalize::target::Target::new(&a[2], false, 4).unwrap();
    let req = visa_finalize::driver::Request {
        module: &m,
        kernel: None,
        platform: visa::Platform::Skl,
        simd: a.get(3).map(|s| s.parse().unwrap()),
        zebin: None,
    };
    match visa_finalize::driver::finalize(&req, &t) {
        Ok(k) => print!("{}", visa_finalize::driver::asm_file(&k, &t)),
        Err(e) => {
            eprintln!("refused: {e}");
            std::process::exit(1)
        }
    }
}
