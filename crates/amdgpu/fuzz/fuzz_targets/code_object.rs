//! The code object reader and everything `co inspect` derives from it must
//! return an error, never panic, on any input.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(co) = amdgpu::elf::CodeObject::parse(data) {
        let _ = co.metadata_yaml();
        let _ = co.descriptor_source();
        let _ = co.target_id_string();
        for n in &co.notes {
            let _ = n.describe();
        }
    }
});
