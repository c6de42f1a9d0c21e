//! The finalizer's differential fuzz target: the fuzzer's bytes drive the
//! generator; the kernel must be verifier-clean, and when the finalizer
//! compiles it for gfx900 the GCN emulator must write exactly what the
//! vISA emulator writes (a refusal is fine). Needs `ld.lld-14` on PATH.
#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_smith::{check, generate, Outcome};

fuzz_target!(|data: &[u8]| {
    let mut u = arbitrary::Unstructured::new(data);
    let Ok(case) = generate(&mut u) else {
        return;
    };
    let tmp = std::env::temp_dir().join(format!("visa-smith-fuzz-{}", std::process::id()));
    match check(&case, &tmp) {
        Outcome::Match | Outcome::Refused(_) => {}
        o => panic!("{o:?}\n{}", case.to_file()),
    }
});
