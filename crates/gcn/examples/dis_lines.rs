//! Decode hex encodings (one a line) and print each as text: `!` when the
//! decoder refuses it, else the text (`scripts/gcn/siroundtrip.py` feeds
//! the text back to `llvm-mc-14 -show-encoding` for GFX6/GFX7, whose
//! decoding no LLVM can check).
//!
//! Usage: dis_lines PROCESSOR FILE
use std::io::Write;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() < 3 {
        eprintln!("usage: dis_lines PROCESSOR FILE");
        std::process::exit(2);
    }
    let isa = gcn::Isa::from_processor(&a[1]).expect("unknown processor");
    let text = std::fs::read_to_string(&a[2]).expect("read");
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for line in text.lines() {
        let bytes: Option<Vec<u8>> = (0..line.len() / 2)
            .map(|i| u8::from_str_radix(line.get(2 * i..2 * i + 2)?, 16).ok())
            .collect();
        let r = bytes.and_then(|b| gcn::decode(isa, &b).ok().filter(|i| i.len() == b.len()));
        match r {
            Some(i) => writeln!(out, "{}", i.display(isa)).unwrap(),
            None => writeln!(out, "!").unwrap(),
        }
    }
}
