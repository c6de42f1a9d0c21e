//! The emulator's instruction texts (`Program::listing`, what `--trace`
//! and its error messages print) against `llvm-objdump-14 -d` on corpus
//! code objects (`tests/listing/*.txt`, written by
//! `scripts/gcn-emu/listing.py`). A GFX10 wave64 object must print its
//! lane masks as wave64 (`s[6:7]`, `vcc`: objdump's
//! `--mattr=+wavefrontsize64` text), not as the wave32 reading of the same
//! bytes (`s6`, `vcc_lo`); wave32 objects as wave32.

use std::collections::BTreeMap;

fn root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn listing_is_llvm_objdump_text() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/listing");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 3, "fixtures in {}", dir.display());
    let mut failures = Vec::new();
    let mut wave64_masks = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let first = text.lines().next().unwrap();
        let obj = first
            .strip_prefix("# ")
            .and_then(|l| l.split(':').next())
            .unwrap();
        let want: BTreeMap<u64, &str> = text
            .lines()
            .skip(1)
            .map(|l| {
                let (a, t) = l.split_once('\t').unwrap();
                (u64::from_str_radix(a, 16).unwrap(), t)
            })
            .collect();
        let bytes = std::fs::read(root().join(obj)).unwrap();
        let prog = gcn_emu::Program::new(&bytes).unwrap_or_else(|e| panic!("{obj}: {e}"));
        let got = prog.listing();
        assert_eq!(got.len(), want.len(), "{obj}: instruction count");
        for (addr, t) in &got {
            // objdump's columns drop the space LLVM prints after an
            // operandless mnemonic (`s_code_end `).
            let t = t.trim_end();
            match want.get(addr) {
                Some(w) if *w == t => {
                    if obj.contains("-w64") && (t.contains("vcc") || t.contains("s[")) {
                        wave64_masks += 1;
                    }
                }
                w => failures.push(format!(
                    "{obj} {addr:#x}: llvm-objdump-14 `{w:?}`, emulator `{t}`"
                )),
            }
        }
    }
    assert!(
        wave64_masks > 100,
        "only {wave64_masks} wave64 lines with masks"
    );
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}
