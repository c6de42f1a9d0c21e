//! Print the operand-type probes for a processor (`scripts/gcn/asmtypes.py`):
//! `LINE<TAB>MNEMONIC<TAB>FIELD<TAB>LO<TAB>WIDTH<TAB>PROBE`.
use std::io::Write;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let isa = gcn::Isa::from_processor(a.get(1).expect("usage: asm_probes PROCESSOR"))
        .expect("unknown processor");
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for (l, n, f, lo, w, p) in gcn::asm_type_probes(isa) {
        writeln!(out, "{l}\t{n}\t{f}\t{lo}\t{w}\t{p}").unwrap();
    }
}
