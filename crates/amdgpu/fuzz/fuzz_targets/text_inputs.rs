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
        use amdgpu::target::Llvm;
        // One processor per generation family, each with the releases that know it.
        for (cpu, releases) in [
            ("gfx90a", &[Llvm::V14, Llvm::V19][..]),
            ("gfx942", &[Llvm::V19][..]),
            ("gfx1100", &[Llvm::V16, Llvm::V19][..]),
            ("gfx1200", &[Llvm::V19][..]),
        ] {
            let t = amdgpu::target::TargetId::parse(cpu).unwrap();
            for k in &f.kernels {
                for &r in releases {
                    if let Ok(kd) = amdgpu::directives::assemble_as(k, &t, r) {
                        let _ = amdgpu::directives::print_block(&k.name, &kd, &t, r);
                    }
                }
            }
        }
    }
    let _ = amdgpu::build::encode_metadata(text);
    let _ = amdgpu::metadata::MetadataV2::parse(text);
    let _ = amdgpu::target::TargetId::parse(text);
});
