//! Lists the instructions of a processor that the emulator does not
//! implement: sweeps the opcode fields of every encoding (word 0 bits 8 to
//! 31 with bits 0 to 7 taking the values that select plain, SDWA, DPP and
//! DPP8 forms; the other words zero), decodes, and asks
//! `gcn_emu::implements` about the first instance of each mnemonic.
//!
//!   cargo run --release -p gcn-emu --example unimplemented -- gfx900
use std::collections::BTreeMap;

fn main() {
    let cpu = std::env::args().nth(1).unwrap_or_else(|| "gfx900".into());
    let t = gcn_emu::target::Target::new(&cpu).unwrap_or_else(|e| panic!("{e}"));
    let mut seen: BTreeMap<&'static str, bool> = BTreeMap::new();
    let mut buf = [0u8; 16];
    for low in [0x00u32, 0x01, 0x80, 0xf9, 0xfa, 0xe9, 0xea, 0xff] {
        for high in 0..1u32 << 24 {
            let w0 = high << 8 | low;
            buf[..4].copy_from_slice(&w0.to_le_bytes());
            if let Ok(inst) = gcn::decode(t.isa, &buf) {
                let name = inst.opcode.name();
                if !seen.contains_key(name) {
                    seen.insert(name, gcn_emu::implements(&t, inst));
                }
            }
        }
    }
    let missing: Vec<&str> = seen.iter().filter(|e| !e.1).map(|e| *e.0).collect();
    println!(
        "{cpu}: {} mnemonics decoded, {} implemented, {} not:",
        seen.len(),
        seen.len() - missing.len(),
        missing.len()
    );
    for m in missing {
        println!("{m}");
    }
}
