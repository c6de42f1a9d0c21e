//! The assembler on arbitrary text, for every ISA variant of the table (and
//! gfx803, whose processor lacks the variant's `xnack_mask`): it
//! never panics; what it accepts decodes again to instructions of the same
//! lengths (a line alone), and a whole file's code is as long as the
//! instructions it reports.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for isa in gcn::Isa::all().chain(gcn::Isa::from_processor("gfx803")) {
        if let Ok(a) = gcn::assemble(isa, text) {
            for (_, off) in &a.labels {
                assert!(*off as usize <= a.code.len());
            }
        }
        for line in text.lines().take(8) {
            if let Ok(inst) = gcn::assemble_line(isa, line) {
                let bytes: Vec<u8> = inst.words().iter().flat_map(|w| w.to_le_bytes()).collect();
                let d = gcn::decode(isa, &bytes).unwrap_or_else(|e| panic!("{line}: {e}"));
                assert_eq!(d.len(), inst.len(), "{line}");
            }
        }
    }
});
