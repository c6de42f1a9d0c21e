//! The parser never panics; what it accepts prints to text it accepts again,
//! and that text is a fixed point.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    if let Ok(m) = visa_text::parse(src) {
        let once = visa_text::print_module(&m);
        let m2 = visa_text::parse(&once).expect("printed text must parse");
        assert_eq!(visa_text::print_module(&m2), once, "print is not a fixed point");
    }
});
