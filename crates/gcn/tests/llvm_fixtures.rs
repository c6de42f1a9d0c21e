//! Decoding and printing against LLVM 14's answers, without the oracle:
//! `tests/fixtures/<processor>.txt` holds records (hex) of the field sweeps
//! (every mnemonic) and random records with what `llvm-mc-14
//! --disassemble` printed for each (`scripts/gcn/sweep.py fixture CPU`
//! regenerates them; `scripts/ci.d/60-gcn.sh` re-checks a fresh sample live);
//! `tests/fixtures/<processor>.mimg.txt` random GFX10 image records
//! (`sweep.py fixture-mimg CPU`).

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

#[test]
fn fixtures_match_llvm() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no fixtures in {dir}");
    let mut failures = Vec::new();
    let mut total = 0;
    let mut unsupported = 0;
    for f in &files {
        // `gfx1030.mimg.txt`: image records of the same processor.
        let stem = f.file_stem().unwrap().to_str().unwrap();
        let cpu = stem.split('.').next().unwrap();
        let isa =
            gcn::Isa::from_processor(cpu).unwrap_or_else(|| panic!("{cpu}: not in the table"));
        let text = std::fs::read_to_string(f).unwrap();
        let mut s = String::new();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let mut p = line.splitn(3, '\t');
            let rec = hex(p.next().unwrap());
            let len = p.next().unwrap();
            total += 1;
            s.clear();
            let got = gcn::decode(isa, &rec);
            if len == "C" {
                continue; // LLVM crashed on this record; ours must merely not panic
            }
            let want_len: usize = len.parse().unwrap();
            let want_text = p.next().unwrap_or("");
            let (got_len, got_text) = match got {
                Ok(i) => {
                    i.print(isa, &mut s);
                    (i.len(), s.as_str())
                }
                // Refused, never printed wrongly: GFX9-encoded VOP3P
                // words on GFX10 only.
                Err(gcn::DecodeError::Unsupported { .. }) => {
                    assert!(
                        isa.generation() >= 10 && rec[3] == 0xd3 && rec[2] >> 7 == 1,
                        "{cpu}: unsupported {line}"
                    );
                    unsupported += 1;
                    continue;
                }
                Err(_) => (0, ""),
            };
            if (got_len, got_text) != (want_len, want_text) && failures.len() < 20 {
                failures.push(format!(
                    "{cpu} {}: llvm {want_len} `{want_text}`, ours {got_len} `{got_text}`",
                    line.split('\t').next().unwrap()
                ));
            }
        }
    }
    assert!(total > 0);
    // A few percent at most: a growing number means the table regressed.
    assert!(
        unsupported * 20 < total,
        "{unsupported} of {total} unsupported"
    );
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
