//! Malformed code objects give errors that name the byte offset and the
//! structure being read. Each case corrupts one field of a real corpus file.

use amdgpu::elf::CodeObject;

fn corpus(name: &str) -> Vec<u8> {
    let p = format!(
        "{}/../../tests/amdgpu/corpus/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

const V4: &str = "basic-gfx900_xnack+-v4.co";
const V2: &str = "lds-gfx906_xnack+-v2.co";

fn err(data: &[u8]) -> amdgpu::elf::ReadError {
    CodeObject::parse(data).expect_err("should be rejected")
}

#[test]
fn truncated_file() {
    let d = corpus(V4);
    let e = err(&d[..d.len() - 100]);
    assert_eq!(e.structure, "section header table");
    assert_eq!(
        e.offset,
        u64::from_le_bytes(d[0x28..0x30].try_into().unwrap())
    );
    let e = err(&d[..40]);
    assert_eq!((e.offset, e.structure.as_str()), (0, "ELF header"));
}

#[test]
fn wrong_machine_and_flags() {
    let mut d = corpus(V4);
    d[18] = 62; // EM_X86_64
    let e = err(&d);
    assert_eq!(
        (e.offset, e.structure.as_str()),
        (18, "ELF header.e_machine")
    );
    let mut d = corpus(V4);
    d[48] = 0x7f; // no processor has EF_AMDGPU_MACH 0x7f
    let e = err(&d);
    assert_eq!((e.offset, e.structure.as_str()), (48, "ELF header.e_flags"));
    let mut d = corpus(V4);
    d[49] |= 0x0c; // sramecc on, but gfx900 has no sramecc
    assert!(err(&d).message.contains("sramecc"));
}

#[test]
fn abi_version_out_of_range() {
    let p = format!(
        "{}/../../tests/amdgpu/malformed/abi-version-255.co",
        env!("CARGO_MANIFEST_DIR")
    );
    let e = err(&std::fs::read(p).unwrap());
    assert!(
        e.offset == 8 || e.structure.starts_with("ELF header"),
        "{e}"
    );
    let mut d = corpus(V4);
    d[8] = 255;
    let e = err(&d);
    assert_eq!(
        (e.offset, e.structure.as_str()),
        (8, "ELF header.e_ident[EI_ABIVERSION]")
    );
}

fn note_section(d: &[u8]) -> (usize, usize) {
    let co = CodeObject::parse(d).unwrap();
    let s = co.sections.iter().find(|s| s.name == ".note").unwrap();
    (s.offset as usize, s.size as usize)
}

#[test]
fn bad_note_header() {
    let mut d = corpus(V4);
    let (off, _) = note_section(&d);
    d[off + 4..off + 8].copy_from_slice(&0xffff_fff0u32.to_le_bytes()); // descsz
    let e = err(&d);
    assert_eq!(e.offset as usize, off + 4);
    assert_eq!(e.structure, ".note note[0].descsz");
}

#[test]
fn bad_messagepack() {
    let mut d = corpus(V4);
    let co = CodeObject::parse(&d).unwrap();
    let n = co.notes.iter().find(|n| n.n_type == 32).unwrap();
    d[n.desc_offset + 1] = 0xc1; // reserved type byte at the first key
    let e = err(&d);
    assert_eq!(e.offset as usize, n.desc_offset + 1);
    assert_eq!(e.structure, "NT_AMDGPU_METADATA MessagePack");
}

#[test]
fn metadata_schema_violation() {
    let mut d = corpus(V4);
    let co = CodeObject::parse(&d).unwrap();
    let n = co.notes.iter().find(|n| n.n_type == 32).unwrap();
    // Rename `.wavefront_size` to a key LLVM does not know: the required key is then missing.
    let desc = &n.desc;
    let pos = desc
        .windows(15)
        .position(|w| w == b".wavefront_size")
        .unwrap();
    d[n.desc_offset + pos + 1] = b'W';
    let e = err(&d);
    assert_eq!(e.structure, "NT_AMDGPU_METADATA");
    assert!(
        e.message
            .contains("required key `.wavefront_size` is missing"),
        "{e}"
    );
}

#[test]
fn v2_yaml_error_is_located() {
    let mut d = corpus(V2);
    let co = CodeObject::parse(&d).unwrap();
    let n = co.notes.iter().find(|n| n.n_type == 10).unwrap();
    let pos = n.desc.windows(8).position(|w| w == b"Kernels:").unwrap();
    d[n.desc_offset + pos + 7] = b'!';
    let e = err(&d);
    assert_eq!(e.structure, "NT_AMD_HSA_METADATA");
    assert!(e.message.starts_with("line 3:"), "{e}");
}

#[test]
fn descriptor_outside_its_section() {
    let mut d = corpus(V4);
    let co = CodeObject::parse(&d).unwrap();
    let symtab = co.sections.iter().find(|s| s.name == ".symtab").unwrap();
    let sym = co
        .symbols
        .iter()
        .find(|s| s.table == ".symtab" && s.name == "axpy.kd")
        .unwrap();
    let at = symtab.offset as usize + 24 * sym.index + 8;
    d[at..at + 8].copy_from_slice(&(sym.value + 0x1000_0000).to_le_bytes());
    let e = err(&d);
    assert_eq!(e.structure, "kernel descriptor axpy.kd");
}

#[test]
fn section_past_end_of_file() {
    let mut d = corpus(V4);
    let shoff = u64::from_le_bytes(d[0x28..0x30].try_into().unwrap()) as usize;
    let sh1 = shoff + 64; // section 1
    d[sh1 + 32..sh1 + 40].copy_from_slice(&0x10_0000u64.to_le_bytes()); // sh_size
    let e = err(&d);
    assert_eq!(e.offset as usize, sh1);
    assert!(e.structure.starts_with("section header [1]"), "{e}");
}

#[test]
fn v5_header_is_read_with_v4_flags() {
    let mut d = corpus(V4);
    d[8] = 3; // ELFABIVERSION_AMDGPU_HSA_V5
    let co = CodeObject::parse(&d).unwrap();
    assert_eq!(co.version, Some(amdgpu::target::CodeObjectVersion(5)));
    assert_eq!(co.target.to_v4_string(), "amdgcn-amd-amdhsa--gfx900:xnack+");
    assert_eq!(co.kernels.len(), 3);
}
