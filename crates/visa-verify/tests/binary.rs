//! Binary input: every suite case, assembled with all operands (the full
//! layout) and read back with the layout detected, breaks the same rule, located by kernel,
//! instruction index and byte offset; IGC's objects verify clean.

use std::path::PathBuf;

use visa_verify::{verify, verify_binary, verify_object, Location, Options, Site};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn suite_cases_as_objects_break_the_same_rule() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/verify/cases"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    let mut checked = 0;
    let mut unwritable = Vec::new();
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap();
        let platform = src
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// platform: "))
            .and_then(|n| visa::Platform::from_name(n.trim()))
            .unwrap();
        let opts = Options { platform };
        let (m, _) =
            visa_text::parse_for_verifier(&src, visa_text::ParseOptions { platform }).unwrap();
        let text = verify(&m, &opts);
        let wopts = visa_binary::WriteOptions {
            layout: visa_binary::Layout::Full,
            gen_binaries: Vec::new(),
        };
        let bytes = match visa_binary::write(&m, &wopts) {
            Ok(b) => b,
            Err(_) => {
                unwritable.push(f.file_name().unwrap().to_string_lossy().into_owned());
                continue;
            }
        };
        // Read as `xvisa verify` reads a file: the layout is found, not
        // given (a full-layout object once read as a truncated one kept only
        // its first instructions and missed their violations).
        let bin = match visa_binary::read(&bytes) {
            Ok(o) => verify_object(&o, &opts),
            Err(_) => {
                // The reader refuses some invalid programs outright (an
                // undeclared label, say): that is a located error too.
                unwritable.push(f.file_name().unwrap().to_string_lossy().into_owned());
                continue;
            }
        };
        let rules = |d: &[visa_verify::Diagnostic]| -> Vec<&'static str> {
            d.iter().map(|x| x.rule.name()).collect()
        };
        // A predicate on an instruction without a predicate field cannot be
        // written to an object: the writer drops it.
        if bin.is_empty() && rules(&text) == ["predication"] {
            continue;
        }
        assert_eq!(rules(&bin), rules(&text), "{}", f.display());
        for d in &bin {
            let Some(Location::Binary {
                kernel,
                inst,
                offset,
            }) = &d.location
            else {
                panic!("{}: not located", f.display());
            };
            assert_eq!(kernel, "k");
            if let Site::Inst { index, .. } = d.site {
                assert_eq!(*inst, Some(index));
                assert!(*offset > 0 && (*offset as usize) < bytes.len());
            }
        }
        checked += 1;
    }
    eprintln!("{checked} cases checked as objects; not written or read: {unwritable:?}");
    assert!(
        checked >= 60,
        "only {checked} cases round-tripped; not: {unwritable:?}"
    );
}

#[test]
fn igc_objects_verify_clean() {
    for (f, p) in [
        ("tests/corpus/handwritten/alu.genx.isa", visa::Platform::Skl),
        (
            "tests/corpus/handwritten/flow.genx.isa",
            visa::Platform::Skl,
        ),
        (
            "tests/corpus/ocl/skl/collatz/collatz_simd16.genx.isa",
            visa::Platform::Skl,
        ),
        (
            "tests/corpus/ocl/tgllp/control_flow/cf_switch_simd16.genx.isa",
            visa::Platform::Tgllp,
        ),
    ] {
        let Ok(data) = std::fs::read(root().join(f)) else {
            continue;
        };
        let d = verify_binary(&data, &Options { platform: p }).expect(f);
        let msgs: Vec<&str> = d.iter().map(|x| x.message.as_str()).collect();
        assert!(d.is_empty(), "{f}: {msgs:?}");
    }
}

#[test]
fn instruction_offsets_cover_every_instruction_in_order() {
    for f in [
        "tests/corpus/handwritten/alu.genx.isa",
        "tests/corpus/handwritten/flow.genx.isa",
        "tests/corpus/ocl/skl/functions/fn_calls_simd8.genx.isa",
        "tests/corpus/ocl/skl/collatz/collatz_simd16.isa",
    ] {
        let Ok(data) = std::fs::read(root().join(f)) else {
            continue;
        };
        let obj = visa_binary::read(&data).expect(f);
        assert_eq!(obj.inst_offsets.len(), obj.module.routines.len(), "{f}");
        for (r, offs) in obj.module.routines.iter().zip(&obj.inst_offsets) {
            assert_eq!(offs.len(), r.insts.len(), "{f}");
            assert!(offs.windows(2).all(|w| w[0] < w[1]), "{f}");
            // Each offset holds the instruction's opcode byte.
            for (i, &o) in r.insts.iter().zip(offs) {
                assert_eq!(data[o], i.opcode, "{f} at {o}");
            }
        }
    }
}
