//! The verifier never panics on text the lenient parser accepts, on any
//! platform (seeds: the invalid-program suite).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    for platform in [visa::Platform::Skl, visa::Platform::Pvc] {
        let _ = visa_verify::verify_text(src, &visa_verify::Options { platform });
    }
});
