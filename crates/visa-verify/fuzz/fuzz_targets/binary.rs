//! The verifier never panics on any object the reader accepts.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for platform in [visa::Platform::Skl, visa::Platform::Pvc] {
        let _ = visa_verify::verify_binary(data, &visa_verify::Options { platform });
    }
});
