//! The verifier never panics: on objects with random bytes changed (any ids,
//! codes and counts the reader lets through) and on text with random edits
//! (debug builds also check arithmetic overflow).

use std::path::PathBuf;

use visa_verify::{verify, verify_text, Options};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn mutated_objects_never_panic() {
    let objs = [
        "tests/corpus/handwritten/alu.genx.isa",
        "tests/corpus/handwritten/flow.genx.isa",
        "tests/corpus/ocl/skl/control_flow/cf_nested_if_simd32.genx.isa",
        "tests/corpus/ocl/skl/functions/fn_calls_simd8.genx.isa",
    ];
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut read = 0;
    for o in objs {
        let Ok(data) = std::fs::read(root().join(o)) else {
            continue;
        };
        for _ in 0..300 {
            let mut d = data.clone();
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(d.len());
                d[i] = rng.next() as u8;
            }
            if let Ok(obj) = visa_binary::read(&d) {
                read += 1;
                for p in [visa::Platform::Skl, visa::Platform::Pvc] {
                    let _ = verify(&obj.module, &Options { platform: p });
                }
            }
        }
    }
    assert!(read > 100, "only {read} mutated objects were readable");
}

#[test]
fn edited_text_never_panics() {
    let dir = root().join("tests/verify/cases");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    let pieces = [
        "0", "1", "7", "32", "255", "65535", "-1", "<", ">", ";", ",", "(", ")", ":d", ":v", "M8",
        "%arg", "%null", "P1", "A0", "r[", "(-)", "(~)", ".sat", "L1:", "\n",
    ];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap();
        for _ in 0..40 {
            let mut s = src.clone();
            for _ in 0..1 + rng.below(3) {
                let mut at = rng.below(s.len());
                while !s.is_char_boundary(at) {
                    at -= 1;
                }
                let p = pieces[rng.below(pieces.len())];
                if rng.below(2) == 0 {
                    s.insert_str(at, p);
                } else {
                    let mut end = (at + p.len()).min(s.len());
                    while !s.is_char_boundary(end) {
                        end -= 1;
                    }
                    s.replace_range(at..end, p);
                }
            }
            let _ = verify_text(&s, &Options::default());
        }
    }
}
