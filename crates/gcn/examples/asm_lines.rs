//! Assemble each line of a file on its own and print, per line, the bytes
//! (hex) or `!` and the error (`col<TAB>message`). Used by
//! `scripts/gcn/asmsweep.py` to compare with `llvm-mc-14 -show-encoding`.
//!
//! Usage: asm_lines PROCESSOR FILE
use std::io::Write;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() != 3 {
        eprintln!("usage: asm_lines PROCESSOR FILE");
        std::process::exit(2);
    }
    let isa = gcn::Isa::from_processor(&a[1]).expect("unknown processor");
    let text = std::fs::read_to_string(&a[2]).expect("read");
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for line in text.lines() {
        match gcn::assemble_line(isa, line) {
            Ok(i) => {
                for w in i.words() {
                    for b in w.to_le_bytes() {
                        write!(out, "{b:02x}").unwrap();
                    }
                }
                writeln!(out).unwrap();
            }
            Err(e) => writeln!(out, "!\t{}\t{}", e.col, e.message).unwrap(),
        }
    }
}
