//! Writing a relocatable code object (code object V3 to V6) from machine
//! code, kernel entry offsets, `.amdhsa_kernel` blocks and V3+ metadata YAML,
//! with the `object` crate's ELF writer. The layout is the one `llvm-mc`
//! produces for the equivalent assembly: code in `.text` (256-byte aligned
//! entries), descriptors in `.rodata`, an `R_AMDGPU_REL64` relocation per
//! descriptor for the entry offset, and the metadata in an `AMDGPU` note.

use crate::directives::{self, DirectiveError, DirectivesFile};
use crate::metadata::{MetadataError, MetadataV3};
use crate::note;
use crate::target::{CodeObjectVersion, TargetId};
use crate::yaml::{Yaml, YamlError};
use object::elf;
use object::write::elf::{FileHeader, Rel, SectionHeader, Sym, Writer};

/// A kernel to place in the object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelEntry {
    /// Symbol name.
    pub name: String,
    /// Offset of the first instruction in the code (a multiple of 256).
    pub offset: u64,
}

/// Everything a code object is built from.
#[derive(Clone, Debug)]
pub struct BuildInput {
    /// Target.
    pub target: TargetId,
    /// Code object version (3 to 6).
    pub version: CodeObjectVersion,
    /// Machine code for `.text`.
    pub code: Vec<u8>,
    /// Kernels and their entry offsets.
    pub kernels: Vec<KernelEntry>,
    /// Directive blocks, one per kernel.
    pub directives: DirectivesFile,
    /// Metadata YAML (the `.amdgpu_metadata` contents), if any.
    pub metadata_yaml: Option<String>,
    /// Data placed in the code (constant tables the kernels address
    /// relative to the program counter): local `STT_OBJECT` symbols of
    /// `.text`, which `llvm-objdump` prints as data rather than decoding
    /// them as instructions.
    pub objects: Vec<DataObject>,
}

/// A local data symbol in `.text`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataObject {
    /// Symbol name.
    pub name: String,
    /// Offset in the code.
    pub offset: u64,
    /// Size in bytes.
    pub size: u64,
}

/// Why a code object could not be built.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BuildError {
    /// In the directives file.
    #[error("directives:{0}")]
    Directive(#[from] DirectiveError),
    /// Metadata YAML syntax.
    #[error("metadata:{0}")]
    Yaml(#[from] YamlError),
    /// Metadata schema (located by path, and by line when found).
    #[error("metadata:{location}: {error}")]
    Metadata {
        /// `line:col` of the value, when it can be found.
        location: String,
        /// The schema error.
        error: MetadataError,
    },
    /// Inputs that do not fit together.
    #[error("{0}")]
    Input(String),
}

/// Find the position of a metadata path (`a.b[2].c`) in a YAML tree.
fn locate(y: &Yaml, path: &str) -> Option<crate::yaml::Pos> {
    let mut node = y;
    let mut rest = path;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('[') {
            let end = r.find(']')?;
            let i: usize = r[..end].parse().ok()?;
            match node {
                Yaml::Seq { items, .. } => node = items.get(i)?,
                _ => return None,
            }
            rest = &r[end + 1..];
            continue;
        }
        let Yaml::Map { entries, .. } = node else {
            return None;
        };
        // Keys may themselves contain dots (`amdhsa.kernels`, `.name`): take the
        // longest key that prefixes the rest.
        let r = rest
            .strip_prefix('.')
            .filter(|_| !rest.starts_with(".."))
            .unwrap_or(rest);
        let (k, v) = entries
            .iter()
            .filter(|(k, _, _)| r.starts_with(k.as_str()) || rest.starts_with(k.as_str()))
            .max_by_key(|(k, _, _)| k.len())
            .map(|(k, _, v)| (k.clone(), v))?;
        rest = if rest.starts_with(k.as_str()) {
            &rest[k.len()..]
        } else {
            &r[k.len()..]
        };
        node = v;
    }
    Some(node.pos())
}

/// Encode the metadata YAML as LLVM's assembler does: typed, validated,
/// keys sorted, shortest MessagePack forms.
pub fn encode_metadata(yaml: &str) -> Result<(MetadataV3, Vec<u8>), BuildError> {
    let y = Yaml::parse(yaml)?;
    let v = y.to_msgpack();
    let m = MetadataV3::from_msgpack(&v).map_err(|error| BuildError::Metadata {
        location: locate(&y, &error.path)
            .map(|p| p.to_string())
            .unwrap_or_else(|| "?".into()),
        error,
    })?;
    let bytes = m.to_msgpack().encode();
    Ok((m, bytes))
}

/// Build a relocatable code object.
pub fn build_relocatable(input: &BuildInput) -> Result<Vec<u8>, BuildError> {
    let v = input.version;
    if !(3..=6).contains(&v.0) {
        return Err(BuildError::Input(format!(
            "code object {v} cannot be built (only V3 to V6)"
        )));
    }
    if input.target.processor.is_generic() && v.0 < 6 {
        return Err(BuildError::Input(format!(
            "generic target {} needs code object V6 (AMDGPUUsage: generic processors exist only from V6)",
            input.target.processor.name
        )));
    }
    if input.target.processor.arch != crate::target::Arch::Amdgcn {
        return Err(BuildError::Input(format!(
            "{} is an r600-family processor (32-bit ELF, no HSA code objects); only amdgcn code objects can be built",
            input.target.processor.name
        )));
    }
    if let Some(t) = &input.directives.target {
        let declared = TargetId::parse(t)
            .map_err(|e| BuildError::Input(format!("directives .amdgcn_target: {e}")))?;
        if declared.processor != input.target.processor
            || declared.e_flags(v) != input.target.e_flags(v)
        {
            return Err(BuildError::Input(format!(
                "directives declare target {t}, but the build target is {}",
                input.target.to_string_for(v)
            )));
        }
    }
    if input.kernels.is_empty() {
        return Err(BuildError::Input("no kernels given".into()));
    }
    let mut kds = Vec::new();
    for k in &input.kernels {
        if k.offset % 256 != 0 {
            return Err(BuildError::Input(format!(
                "kernel {} entry offset {} is not a multiple of 256",
                k.name, k.offset
            )));
        }
        if k.offset >= input.code.len() as u64 {
            return Err(BuildError::Input(format!(
                "kernel {} entry offset {} is past the end of the {}-byte code",
                k.name,
                k.offset,
                input.code.len()
            )));
        }
        if input.kernels.iter().filter(|o| o.name == k.name).count() > 1 {
            return Err(BuildError::Input(format!("kernel {} given twice", k.name)));
        }
        let Some(block) = input.directives.kernels.iter().find(|b| b.name == k.name) else {
            return Err(BuildError::Input(format!(
                "no .amdhsa_kernel block for kernel {}",
                k.name
            )));
        };
        kds.push(directives::assemble(block, &input.target, v)?);
    }
    for b in &input.directives.kernels {
        if !input.kernels.iter().any(|k| k.name == b.name) {
            return Err(BuildError::Input(format!(
                "line {}: .amdhsa_kernel {} names no kernel given with --kernel",
                b.line, b.name
            )));
        }
    }
    let note_bytes = match &input.metadata_yaml {
        Some(y) => {
            let (m, bytes) = encode_metadata(y)?;
            for mk in &m.kernels {
                if !input
                    .kernels
                    .iter()
                    .any(|k| format!("{}.kd", k.name) == mk.symbol)
                {
                    return Err(BuildError::Input(format!(
                        "metadata kernel {} names descriptor symbol {} that is not built",
                        mk.name, mk.symbol
                    )));
                }
            }
            let mut n = Vec::new();
            note::write_note(&mut n, "AMDGPU", note::NT_AMDGPU_METADATA, &bytes);
            Some(n)
        }
        None => None,
    };

    let mut sorted: Vec<&KernelEntry> = input.kernels.iter().collect();
    sorted.sort_by_key(|k| k.offset);
    let size_of = |k: &KernelEntry| {
        let next = sorted
            .iter()
            .map(|o| o.offset)
            .chain(input.objects.iter().map(|o| o.offset))
            .filter(|&o| o > k.offset)
            .min()
            .unwrap_or(input.code.len() as u64);
        next - k.offset
    };

    let mut buf = Vec::new();
    let mut w = Writer::new(object::Endianness::Little, true, &mut buf);
    w.reserve_file_header();
    w.reserve_null_section_index();
    let text_name = w.add_section_name(b".text");
    let text_idx = w.reserve_section_index();
    let rodata_name = w.add_section_name(b".rodata");
    let rodata_idx = w.reserve_section_index();
    let rela_name = w.add_section_name(b".rela.rodata");
    let rela_idx = w.reserve_section_index();
    let note_name = note_bytes.as_ref().map(|_| w.add_section_name(b".note"));
    let note_idx = note_bytes.as_ref().map(|_| w.reserve_section_index());

    // Symbols: the null symbol, then kernels and descriptors, global and
    // protected as clang makes them, so that ld.lld resolves the REL64 entry
    // relocation locally while still exporting both.
    w.reserve_null_symbol_index();
    // Local symbols come first (sh_info of .symtab is the first global).
    let objs: Vec<_> = input
        .objects
        .iter()
        .map(|o| {
            let s = w.add_string(o.name.as_bytes());
            w.reserve_symbol_index(Some(text_idx));
            (s, o)
        })
        .collect();
    let names: Vec<(String, String)> = input
        .kernels
        .iter()
        .map(|k| (k.name.clone(), format!("{}.kd", k.name)))
        .collect();
    let mut syms = Vec::new();
    for (i, (kname, kdname)) in names.iter().enumerate() {
        let ks = w.add_string(kname.as_bytes());
        let ki = w.reserve_symbol_index(Some(text_idx));
        let ds = w.add_string(kdname.as_bytes());
        let _di = w.reserve_symbol_index(Some(rodata_idx));
        syms.push((ks, ki, ds, i));
    }
    w.reserve_symtab_section_index();
    w.reserve_strtab_section_index();
    w.reserve_shstrtab_section_index();

    let text_off = w.reserve(input.code.len(), 256);
    let rodata_len = 64 * input.kernels.len();
    let rodata_off = w.reserve(rodata_len, 64);
    let rela_off = w.reserve_relocations(input.kernels.len(), true);
    let note_off = note_bytes.as_ref().map(|n| w.reserve(n.len(), 4));
    w.reserve_symtab();
    w.reserve_strtab();
    w.reserve_shstrtab();
    w.reserve_section_headers();

    w.write_file_header(&FileHeader {
        os_abi: crate::elf::ELFOSABI_AMDGPU_HSA,
        abi_version: v.hsa_abi_version(),
        e_type: elf::ET_REL,
        e_machine: elf::EM_AMDGPU,
        e_entry: 0,
        e_flags: input.target.e_flags(v),
    })
    .map_err(|e| BuildError::Input(e.to_string()))?;
    w.write_align(256);
    w.write(&input.code);
    w.write_align(64);
    for kd in &kds {
        w.write(&kd.to_bytes());
    }
    w.write_align_relocation();
    for (ks, ki, _, i) in &syms {
        let _ = ks;
        w.write_relocation(
            true,
            &Rel {
                r_offset: (64 * i + 16) as u64,
                r_sym: ki.0,
                r_type: 5, // R_AMDGPU_REL64: entry = kernel - descriptor.
                r_addend: 16,
            },
        );
    }
    if let Some(n) = &note_bytes {
        w.write_align(4);
        w.write(n);
    }
    w.write_null_symbol();
    for (s, o) in &objs {
        w.write_symbol(&Sym {
            name: Some(*s),
            section: Some(text_idx),
            st_info: (elf::STB_LOCAL << 4) | elf::STT_OBJECT,
            st_other: elf::STV_DEFAULT,
            st_shndx: 0,
            st_value: o.offset,
            st_size: o.size,
        });
    }
    for (ks, _, ds, i) in &syms {
        let k = &input.kernels[*i];
        w.write_symbol(&Sym {
            name: Some(*ks),
            section: Some(text_idx),
            st_info: (elf::STB_GLOBAL << 4) | elf::STT_FUNC,
            st_other: elf::STV_PROTECTED,
            st_shndx: 0,
            st_value: k.offset,
            st_size: size_of(k),
        });
        w.write_symbol(&Sym {
            name: Some(*ds),
            section: Some(rodata_idx),
            st_info: (elf::STB_GLOBAL << 4) | elf::STT_OBJECT,
            st_other: elf::STV_PROTECTED,
            st_shndx: 0,
            st_value: (64 * i) as u64,
            st_size: 64,
        });
    }
    w.write_strtab();
    w.write_shstrtab();
    w.write_null_section_header();
    w.write_section_header(&SectionHeader {
        name: Some(text_name),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: (elf::SHF_ALLOC | elf::SHF_EXECINSTR) as u64,
        sh_addr: 0,
        sh_offset: text_off as u64,
        sh_size: input.code.len() as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 256,
        sh_entsize: 0,
    });
    w.write_section_header(&SectionHeader {
        name: Some(rodata_name),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SHF_ALLOC as u64,
        sh_addr: 0,
        sh_offset: rodata_off as u64,
        sh_size: rodata_len as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 64,
        sh_entsize: 0,
    });
    let symtab_idx = w.symtab_index();
    w.write_relocation_section_header(
        rela_name,
        rodata_idx,
        symtab_idx,
        rela_off,
        input.kernels.len(),
        true,
    );
    let _ = rela_idx;
    if let (Some(n), Some(name), Some(off)) = (&note_bytes, note_name, note_off) {
        let _ = note_idx;
        w.write_section_header(&SectionHeader {
            name: Some(name),
            sh_type: elf::SHT_NOTE,
            sh_flags: elf::SHF_ALLOC as u64,
            sh_addr: 0,
            sh_offset: off as u64,
            sh_size: n.len() as u64,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: 4,
            sh_entsize: 0,
        });
    }
    w.write_symtab_section_header(1 + objs.len() as u32);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    debug_assert_eq!(w.reserved_len(), w.len());
    Ok(buf)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::elf::{CodeObject, Descriptor};

    fn input() -> BuildInput {
        let dirs = directives::parse_file(
            ".amdhsa_kernel a\n .amdhsa_next_free_vgpr 5\n .amdhsa_next_free_sgpr 9\n .amdhsa_user_sgpr_kernarg_segment_ptr 1\n.end_amdhsa_kernel\n.amdhsa_kernel b\n .amdhsa_next_free_vgpr 1\n .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n",
        )
        .unwrap();
        BuildInput {
            target: TargetId::parse("gfx900:xnack-").unwrap(),
            version: CodeObjectVersion(4),
            code: vec![0u8; 512],
            kernels: vec![
                KernelEntry { name: "a".into(), offset: 0 },
                KernelEntry { name: "b".into(), offset: 256 },
            ],
            directives: dirs,
            metadata_yaml: Some("amdhsa.version: [1, 1]\namdhsa.kernels:\n  - .name: a\n    .symbol: a.kd\n    .kernarg_segment_size: 8\n    .group_segment_fixed_size: 0\n    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .wavefront_size: 64\n    .sgpr_count: 9\n    .vgpr_count: 5\n    .max_flat_workgroup_size: 256\n".into()),
            objects: Vec::new(),
        }
    }

    #[test]
    fn built_object_reads_back() {
        let bytes = build_relocatable(&input()).unwrap();
        let co = CodeObject::parse(&bytes).unwrap();
        assert_eq!(co.e_flags, 0x22c);
        assert_eq!(co.abi_version, 2);
        assert_eq!(co.kernels.len(), 2);
        let Descriptor::Kd(kd) = &co.kernels[0].descriptor else {
            panic!()
        };
        assert_eq!(kd.kernel_code_properties, 8);
        let r = co.kernels[1].entry_relocation.as_ref().unwrap();
        assert_eq!((r.symbol_name.as_str(), r.addend, r.offset), ("b", 16, 80));
        assert!(co.metadata.is_some());
    }

    #[test]
    fn metadata_errors_are_located() {
        let mut i = input();
        i.metadata_yaml = Some(
            i.metadata_yaml
                .unwrap()
                .replace(".wavefront_size: 64", ".wavefront_size: 63"),
        );
        match build_relocatable(&i) {
            Err(BuildError::Metadata { location, .. }) => assert_eq!(location, "9:22"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn rejects_r600_targets() {
        let mut i = input();
        i.target = TargetId::parse("r600").unwrap();
        match build_relocatable(&i) {
            Err(BuildError::Input(m)) => assert!(m.contains("r600-family"), "{m}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn rejects_misaligned_entry() {
        let mut i = input();
        i.kernels[1].offset = 100;
        assert!(matches!(build_relocatable(&i), Err(BuildError::Input(_))));
    }
}
