//! Assembling against LLVM 14's answers, without the oracle:
//! `tests/asm/<processor>.txt` holds lines of the assembler sweep (every
//! instruction with generated operands and modifiers: edge values of every
//! field, inline constants, literals, every modifier, and lines llvm-mc
//! rejects) with what `llvm-mc-14 -show-encoding` answered for each
//! (`scripts/gcn/asmsweep.py sweep CPU` then `fixture CPU` regenerates
//! them). `<processor>.known.txt` lists the lines of the whole sweep where
//! xvisa is known to disagree; every other line must agree exactly: the
//! same bytes, or both rejecting it.

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn ours(isa: gcn::Isa, line: &str) -> String {
    match gcn::assemble_line(isa, line) {
        Ok(i) => hex(&i
            .words()
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<_>>()),
        Err(e) => format!("!\t{}", e.message),
    }
}

fn agree(llvm: &str, ours: &str) -> bool {
    llvm == ours || (llvm.starts_with('!') && ours.starts_with('!'))
}

#[test]
fn asm_fixtures_match_llvm() {
    check_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/asm"));
}

/// `tests/asm/no/<processor>.txt`: the `no`-prefixed named bits the sweep
/// ends with (`noglc`, `noclamp`, `nooffen`, ...; `scripts/gcn/asmno.py
/// fixture CPU`), accepted and rejected lines with llvm-mc-14's answers.
#[test]
fn asm_no_fixtures_match_llvm() {
    check_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/asm/no"));
}

/// Every `<processor>.txt` of `dir` against xvisa; the known differences
/// are those of the whole sweep, `tests/asm/<processor>.known.txt`.
fn check_dir(dir: &str) {
    let known_dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/asm");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.to_str()
                .is_some_and(|s| s.ends_with(".txt") && !s.ends_with(".known.txt"))
        })
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no fixtures in {dir}");
    let mut failures = Vec::new();
    for f in &files {
        let cpu = f.file_stem().unwrap().to_str().unwrap();
        let isa =
            gcn::Isa::from_processor(cpu).unwrap_or_else(|| panic!("{cpu}: not in the table"));
        let known_text =
            std::fs::read_to_string(format!("{known_dir}/{cpu}.known.txt")).unwrap_or_default();
        let known: std::collections::HashSet<&str> = known_text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.split('\t').next().unwrap())
            .collect();
        let text = std::fs::read_to_string(f).unwrap();
        let (mut n, mut accepted, mut rejected, mut listed) = (0, 0, 0, 0);
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let (src, want) = line.split_once('\t').unwrap();
            let got = ours(isa, src);
            n += 1;
            if agree(want, &got) {
                if want.starts_with('!') {
                    rejected += 1;
                } else {
                    accepted += 1;
                }
            } else if known.contains(src) {
                listed += 1;
            } else if failures.len() < 30 {
                failures.push(format!("{cpu}: {src}\n    llvm:  {want}\n    xvisa: {got}"));
            }
        }
        eprintln!("{cpu}: {n} lines: {accepted} same bytes, {rejected} both rejected, {listed} known differences");
        assert!(
            accepted > n / 2,
            "{cpu}: too few accepted lines: the fixture is not a sweep"
        );
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every rejected line gets a location inside the line.
#[test]
fn asm_errors_are_located() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/asm");
    let text = std::fs::read_to_string(format!("{dir}/gfx900.txt")).unwrap();
    let isa = gcn::Isa::from_processor("gfx900").unwrap();
    let mut n = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (src, _) = line.split_once('\t').unwrap();
        if let Err(e) = gcn::assemble_line(isa, src) {
            n += 1;
            assert_eq!(e.line, 1, "{src}");
            assert!(
                e.col >= 1 && e.col <= src.chars().count() + 1,
                "{src}: column {}",
                e.col
            );
            assert!(!e.message.is_empty());
        }
    }
    assert!(n > 1000);
}
