//! Print the assembler sweep's test lines for a processor
//! (`scripts/gcn/asmsweep.py` feeds them to `llvm-mc-14` and xvisa).
//!
//! Usage: asm_gen PROCESSOR [SEED] [full|lanes|no]
//! (`lanes`: the lines of the lane-mask round-trip fixtures instead,
//! `scripts/gcn/lanes.py`; `no`: only the `no`-prefixed named bits the
//! sweep ends with; the seed is not used by either)
use std::io::Write;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() < 2 {
        eprintln!("usage: asm_gen PROCESSOR [SEED] [full|lanes|no]");
        std::process::exit(2);
    }
    let isa = gcn::Isa::from_processor(&a[1]).expect("unknown processor");
    let seed = a.get(2).map(|s| s.parse().expect("seed")).unwrap_or(1);
    let full = a.get(3).is_some_and(|s| s == "full");
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    let lines = if a.get(3).is_some_and(|s| s == "lanes") {
        gcn::asm_lane_lines(isa)
    } else if a.get(3).is_some_and(|s| s == "no") {
        gcn::asm_no_lines(isa)
    } else {
        gcn::asm_sweep_lines(isa, seed, full)
    };
    for l in lines {
        writeln!(out, "{l}").unwrap();
    }
}
