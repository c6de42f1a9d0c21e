//! The decoder, the printer and the operand views must never panic: any
//! bytes, any ISA variant (the first byte picks it).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, code)) = data.split_first() else {
        return;
    };
    let isas: Vec<gcn::Isa> = gcn::Isa::all().collect();
    let isa = isas[pick as usize % isas.len()];
    let mut d = gcn::Decoder::new(isa, code);
    let mut s = String::new();
    while let Some(r) = d.next() {
        match r {
            Ok((off, inst)) => {
                assert!(off + inst.len() <= code.len());
                // The iterator steps by a guessed length where the fast
                // path agrees: it yields what decoding at that offset gives.
                assert_eq!(gcn::decode(isa, &code[off..]), Ok(inst));
                s.clear();
                inst.print(isa, &mut s);
                assert!(!s.is_empty());
                for o in inst.operands(isa) {
                    let _ = o.value;
                }
                for m in inst.modifiers() {
                    let _ = m;
                }
                let _ = inst.opcode.family();
            }
            Err(e) => {
                assert!(e.offset() < code.len());
                let at = e.offset();
                let want = gcn::decode(isa, &code[at..]).err().map(|x| x.to_string());
                let got = e.to_string().replacen(&format!("offset {at}:"), "offset 0:", 1);
                assert_eq!(want, Some(got));
                let _ = e.to_string();
                d.skip_bytes(4.min(code.len() - e.offset()));
            }
        }
    }
});
