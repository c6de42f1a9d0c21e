//! The code object reader and everything `co inspect` derives from it must
//! return an error, never panic, on any input.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(co) = amdgpu::elf::CodeObject::parse(data) {
        let _ = co.metadata_yaml();
        let _ = co.require_metadata();
        let _ = co.descriptor_source();
        let _ = co.target_id_string();
        let _ = co.llvm_mc_args();
        for k in &co.kernels {
            let _ = co.descriptor_warnings(k);
        }
        for n in &co.notes {
            let _ = n.describe();
        }
        // co check against a member of the generic target, or the processor.
        let device = co.target.processor.generic_members().first().copied();
        if let Ok(d) = amdgpu::target::TargetId::parse(device.unwrap_or(co.target.processor.name)) {
            let _ = amdgpu::target::check_code_object(&co.target, co.version, &d);
        }
    }
});
