//! The text readers (`.amdhsa_kernel` directives, metadata YAML, target IDs)
//! and MessagePack must return errors, never panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = amdgpu::msgpack::Value::decode(data);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(f) = amdgpu::directives::parse_file(text) {
        let t = amdgpu::target::TargetId::parse("gfx90a").unwrap();
        for k in &f.kernels {
            let _ = amdgpu::directives::assemble(k, &t, amdgpu::target::CodeObjectVersion(4));
        }
    }
    let _ = amdgpu::build::encode_metadata(text);
    let _ = amdgpu::metadata::MetadataV2::parse(text);
    let _ = amdgpu::target::TargetId::parse(text);
});
