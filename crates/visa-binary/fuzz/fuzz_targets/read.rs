//! The reader never panics, hangs or allocates by an unchecked length; what
//! it accepts, operand reconstruction and the writer handle too.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(mut obj) = visa_binary::read(data) {
        for r in obj.module.routines.iter_mut() {
            let _ = visa_binary::fill_missing(r);
        }
        let _ = visa_binary::write(
            &obj.module,
            &visa_binary::WriteOptions {
                layout: obj.layout,
                gen_binaries: obj.gen_binaries.clone(),
            },
        );
    }
});
