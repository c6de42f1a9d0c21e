//! Reading AMDGPU ELF code objects (relocatable and shared, code object
//! versions 2 to 6) with the `object` crate's ELF parser, adding the AMDGPU
//! meaning: OS ABI and ABI version, `e_flags` target, notes, metadata,
//! kernels and their descriptors. Every error names the byte offset and the
//! structure that was being read.

use crate::descriptor::{AmdKernelCode, KernelDescriptor, KD_SIZE};
use crate::metadata::{Metadata, MetadataV2, MetadataV3};
use crate::msgpack::Value;
use crate::note::{self, Note};
use crate::target::{CodeObjectVersion, Llvm, TargetId};
use object::elf;
use object::read::elf::{FileHeader, Rela, SectionHeader, Sym};
use object::LittleEndian as LE;

/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `ELFOSABI_AMDGPU_PAL`.
pub const ELFOSABI_AMDGPU_PAL: u8 = 65;
/// `ELFOSABI_AMDGPU_MESA3D`.
pub const ELFOSABI_AMDGPU_MESA3D: u8 = 66;
/// `SHN_AMDGPU_LDS`: section index of symbols allocated in LDS.
pub const SHN_AMDGPU_LDS: u16 = 0xff00;
/// `STT_AMDGPU_HSA_KERNEL`: V2 kernel symbol type.
pub const STT_AMDGPU_HSA_KERNEL: u8 = 10;

/// `R_AMDGPU_*` relocation types and names.
pub static RELOCATIONS: &[(u32, &str)] = &[
    (0, "R_AMDGPU_NONE"),
    (1, "R_AMDGPU_ABS32_LO"),
    (2, "R_AMDGPU_ABS32_HI"),
    (3, "R_AMDGPU_ABS64"),
    (4, "R_AMDGPU_REL32"),
    (5, "R_AMDGPU_REL64"),
    (6, "R_AMDGPU_ABS32"),
    (7, "R_AMDGPU_GOTPCREL"),
    (8, "R_AMDGPU_GOTPCREL32_LO"),
    (9, "R_AMDGPU_GOTPCREL32_HI"),
    (10, "R_AMDGPU_REL32_LO"),
    (11, "R_AMDGPU_REL32_HI"),
    (13, "R_AMDGPU_RELATIVE64"),
    (14, "R_AMDGPU_REL16"),
];

/// Name of a relocation type.
pub fn relocation_name(t: u32) -> String {
    RELOCATIONS
        .iter()
        .find(|(v, _)| *v == t)
        .map(|(_, n)| n.to_string())
        .unwrap_or_else(|| format!("unknown ({t})"))
}

/// A malformed code object: where and in which structure.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("offset {offset} ({structure}): {message}")]
pub struct ReadError {
    /// File offset.
    pub offset: u64,
    /// The structure being read.
    pub structure: String,
    /// What is wrong.
    pub message: String,
}

fn rerr<T>(
    offset: u64,
    structure: impl Into<String>,
    message: impl Into<String>,
) -> Result<T, ReadError> {
    Err(ReadError {
        offset,
        structure: structure.into(),
        message: message.into(),
    })
}

/// A section header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// Index.
    pub index: usize,
    /// Name.
    pub name: String,
    /// `sh_type`.
    pub sh_type: u32,
    /// `sh_flags`.
    pub flags: u64,
    /// `sh_addr`.
    pub addr: u64,
    /// `sh_offset`.
    pub offset: u64,
    /// `sh_size`.
    pub size: u64,
    /// `sh_link`.
    pub link: u32,
    /// `sh_info`.
    pub info: u32,
    /// `sh_addralign`.
    pub align: u64,
    /// `sh_entsize`.
    pub entsize: u64,
}

/// A symbol of `.symtab` or `.dynsym`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    /// Table (`.symtab` or `.dynsym`).
    pub table: String,
    /// Index in its table.
    pub index: usize,
    /// Name.
    pub name: String,
    /// `st_value`.
    pub value: u64,
    /// `st_size`.
    pub size: u64,
    /// `STT_*`.
    pub kind: u8,
    /// `STB_*`.
    pub bind: u8,
    /// `STV_*`.
    pub visibility: u8,
    /// `st_shndx` (`SHN_AMDGPU_LDS` for LDS variables).
    pub shndx: u16,
}

impl Symbol {
    /// Type name as `llvm-readelf` prints it.
    pub fn kind_name(&self) -> &'static str {
        match self.kind {
            elf::STT_NOTYPE => "NOTYPE",
            elf::STT_OBJECT => "OBJECT",
            elf::STT_FUNC => "FUNC",
            elf::STT_SECTION => "SECTION",
            elf::STT_FILE => "FILE",
            elf::STT_COMMON => "COMMON",
            elf::STT_TLS => "TLS",
            STT_AMDGPU_HSA_KERNEL => "AMDGPU_HSA_KERNEL",
            _ => "UNKNOWN",
        }
    }
    /// Binding name.
    pub fn bind_name(&self) -> &'static str {
        match self.bind {
            elf::STB_LOCAL => "LOCAL",
            elf::STB_GLOBAL => "GLOBAL",
            elf::STB_WEAK => "WEAK",
            _ => "UNKNOWN",
        }
    }
    /// Visibility name.
    pub fn visibility_name(&self) -> &'static str {
        match self.visibility {
            elf::STV_DEFAULT => "DEFAULT",
            elf::STV_INTERNAL => "INTERNAL",
            elf::STV_HIDDEN => "HIDDEN",
            _ => "PROTECTED",
        }
    }
    /// Section index as `llvm-readelf` prints it (`UND`, `ABS`, `LDS`, or a number).
    pub fn section_name(&self) -> String {
        match self.shndx {
            0 => "UND".into(),
            elf::SHN_ABS => "ABS".into(),
            elf::SHN_COMMON => "COM".into(),
            SHN_AMDGPU_LDS => "LDS".into(),
            n => n.to_string(),
        }
    }
}

/// A relocation of a `SHT_RELA` section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relocation {
    /// The relocation section's name.
    pub section: String,
    /// Index of the section it applies to (`sh_info`; 0 for dynamic).
    pub target_section: u32,
    /// `r_offset`.
    pub offset: u64,
    /// `R_AMDGPU_*` type.
    pub r_type: u32,
    /// Symbol index.
    pub symbol: u32,
    /// Symbol name, if any.
    pub symbol_name: String,
    /// `r_addend`.
    pub addend: i64,
}

/// A kernel's descriptor as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Descriptor {
    /// V3 and later: the 64-byte kernel descriptor at `NAME.kd`.
    Kd(KernelDescriptor),
    /// V2: `amd_kernel_code_t` at the kernel symbol.
    AmdKernelCode(Box<AmdKernelCode>),
}

/// A kernel found in the code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// Kernel name (the entry symbol).
    pub name: String,
    /// Descriptor symbol (`NAME.kd`; the kernel symbol itself for V2).
    pub descriptor_symbol: String,
    /// File offset of the descriptor bytes.
    pub descriptor_offset: u64,
    /// The descriptor.
    pub descriptor: Descriptor,
    /// Relocation that supplies the entry offset (relocatable objects).
    pub entry_relocation: Option<Relocation>,
}

/// One metadata note (`NT_AMD_HSA_METADATA` or `NT_AMDGPU_METADATA`).
#[derive(Clone, Debug, PartialEq)]
pub struct MetadataNote {
    /// File offset of the note record.
    pub offset: u64,
    /// V2 YAML text (trailing NULs removed).
    pub v2_text: Option<String>,
    /// V3+ MessagePack.
    pub msgpack: Option<Value>,
    /// Validated.
    pub metadata: Metadata,
}

impl MetadataNote {
    /// The document as YAML: the V2 text, or the MessagePack map printed in
    /// `llvm-readelf`'s layout.
    pub fn yaml(&self) -> String {
        match (&self.v2_text, &self.msgpack) {
            (Some(t), _) => {
                let mut t = t.clone();
                if !t.ends_with('\n') {
                    t.push('\n');
                }
                t
            }
            (None, Some(v)) => crate::yaml::Yaml::msgpack_document(v),
            (None, None) => String::new(),
        }
    }
}

/// A parsed code object.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeObject {
    /// `EI_OSABI`.
    pub os_abi: u8,
    /// `EI_ABIVERSION`.
    pub abi_version: u8,
    /// `e_type`.
    pub e_type: u16,
    /// `e_flags`.
    pub e_flags: u32,
    /// Code object version (HSA) or `None` for other OS ABIs.
    pub version: Option<CodeObjectVersion>,
    /// Target from `e_flags`.
    pub target: TargetId,
    /// Section headers.
    pub sections: Vec<Section>,
    /// Symbols of `.symtab` then `.dynsym`.
    pub symbols: Vec<Symbol>,
    /// Relocations of every `SHT_RELA` section.
    pub relocations: Vec<Relocation>,
    /// Note records of every `SHT_NOTE` section.
    pub notes: Vec<Note>,
    /// The first metadata note's contents: V2 YAML text.
    pub metadata_v2_text: Option<String>,
    /// The first metadata note's contents: V3+ MessagePack.
    pub metadata_msgpack: Option<Value>,
    /// The first metadata note, validated.
    pub metadata: Option<Metadata>,
    /// Every metadata note in file order (an object linked from several
    /// relocatable objects carries one per object).
    pub metadata_notes: Vec<MetadataNote>,
    /// Kernels, in symbol order.
    pub kernels: Vec<Kernel>,
    /// `e_shoff`.
    pub section_header_offset: u64,
}

/// Name of the OS ABI as a triple component.
pub fn os_name(os_abi: u8) -> &'static str {
    match os_abi {
        ELFOSABI_AMDGPU_HSA => "amdhsa",
        ELFOSABI_AMDGPU_PAL => "amdpal",
        ELFOSABI_AMDGPU_MESA3D => "mesa3d",
        _ => "",
    }
}

impl CodeObject {
    /// Parse a code object.
    pub fn parse(data: &[u8]) -> Result<CodeObject, ReadError> {
        if data.len() < 64 {
            return rerr(
                0,
                "ELF header",
                format!("file is {} bytes, an ELF64 header needs 64", data.len()),
            );
        }
        if &data[0..4] != b"\x7fELF" {
            return rerr(0, "ELF header.e_ident", "not an ELF file (bad magic)");
        }
        match data[4] {
            elf::ELFCLASS64 => {}
            elf::ELFCLASS32 => {
                return rerr(
                    4,
                    "ELF header.e_ident[EI_CLASS]",
                    "ELFCLASS32 (r600) code objects are not supported",
                )
            }
            c => {
                return rerr(
                    4,
                    "ELF header.e_ident[EI_CLASS]",
                    format!("invalid class {c}"),
                )
            }
        }
        if data[5] != elf::ELFDATA2LSB {
            return rerr(
                5,
                "ELF header.e_ident[EI_DATA]",
                "AMDGPU code objects are little-endian",
            );
        }
        let header = elf::FileHeader64::<LE>::parse(data)
            .or_else(|e| rerr(0, "ELF header", e.to_string()))?;
        let endian = LE;
        let e_machine = header.e_machine(endian);
        if e_machine != elf::EM_AMDGPU {
            return rerr(
                18,
                "ELF header.e_machine",
                format!("machine {e_machine} is not EM_AMDGPU (224)"),
            );
        }
        let os_abi = data[7];
        let abi_version = data[8];
        let e_type = header.e_type(endian);
        let e_flags = header.e_flags(endian);
        let version = if os_abi == ELFOSABI_AMDGPU_HSA {
            Some(
                CodeObjectVersion::from_hsa_abi_version(abi_version)
                    .ok_or(())
                    .or_else(|_| {
                        rerr(
                            8,
                            "ELF header.e_ident[EI_ABIVERSION]",
                            format!("unknown HSA ABI version {abi_version}"),
                        )
                    })?,
            )
        } else {
            None
        };
        let flag_version = version.unwrap_or(CodeObjectVersion(3));
        let target = TargetId::from_e_flags(e_flags, flag_version, os_name(os_abi))
            .or_else(|e| rerr(48, "ELF header.e_flags", e.to_string()))?;

        let shoff = header.e_shoff(endian);
        let table = header
            .sections(endian, data)
            .or_else(|e| rerr(shoff, "section header table", e.to_string()))?;
        let sh_at = |i: usize| shoff + (i as u64) * 64;
        let mut sections = Vec::new();
        for (i, sh) in table.iter().enumerate() {
            let name = table.section_name(endian, sh).or_else(|e| {
                rerr(
                    sh_at(i),
                    format!("section header [{i}].sh_name"),
                    e.to_string(),
                )
            })?;
            let s = Section {
                index: i,
                name: String::from_utf8_lossy(name).into_owned(),
                sh_type: sh.sh_type(endian),
                flags: sh.sh_flags(endian),
                addr: sh.sh_addr(endian),
                offset: sh.sh_offset(endian),
                size: sh.sh_size(endian),
                link: sh.sh_link(endian),
                info: sh.sh_info(endian),
                align: sh.sh_addralign(endian),
                entsize: sh.sh_entsize(endian),
            };
            if s.sh_type != elf::SHT_NOBITS && s.sh_type != elf::SHT_NULL {
                let end = s.offset.checked_add(s.size);
                if end.is_none_or(|e| e > data.len() as u64) {
                    return rerr(
                        sh_at(i),
                        format!("section header [{i}] {}", s.name),
                        format!(
                            "contents at offset {} size {} run past the end of the {}-byte file",
                            s.offset,
                            s.size,
                            data.len()
                        ),
                    );
                }
            }
            sections.push(s);
        }

        let mut symbols = Vec::new();
        for (kind, tname) in [(elf::SHT_SYMTAB, ".symtab"), (elf::SHT_DYNSYM, ".dynsym")] {
            let st = table.symbols(endian, data, kind).or_else(|e| {
                let at = sections
                    .iter()
                    .find(|s| s.sh_type == kind)
                    .map_or(shoff, |s| s.offset);
                rerr(at, format!("symbol table {tname}"), e.to_string())
            })?;
            let sec_off = sections
                .iter()
                .find(|s| s.sh_type == kind)
                .map_or(0, |s| s.offset);
            for (i, sym) in st.iter().enumerate() {
                let name = st.symbol_name(endian, sym).or_else(|e| {
                    rerr(
                        sec_off + 24 * i as u64,
                        format!("{tname}[{i}].st_name"),
                        e.to_string(),
                    )
                })?;
                symbols.push(Symbol {
                    table: tname.into(),
                    index: i,
                    name: String::from_utf8_lossy(name).into_owned(),
                    value: sym.st_value(endian),
                    size: sym.st_size(endian),
                    kind: sym.st_type(),
                    bind: sym.st_bind(),
                    visibility: sym.st_visibility(),
                    shndx: sym.st_shndx(endian),
                });
            }
        }

        let mut relocations = Vec::new();
        for (i, sh) in table.iter().enumerate() {
            if sh.sh_type(endian) != elf::SHT_RELA {
                continue;
            }
            let sname = &sections[i].name;
            let Some((relas, link)) = sh.rela(endian, data).or_else(|e| {
                rerr(
                    sections[i].offset,
                    format!("relocation section {sname}"),
                    e.to_string(),
                )
            })?
            else {
                continue;
            };
            let link_kind = table.section(link).map(|s| s.sh_type(endian)).unwrap_or(0);
            let stable = if link.0 == 0 {
                None
            } else {
                Some(
                    table
                        .symbol_table_by_index(endian, data, link)
                        .or_else(|e| {
                            rerr(
                                sections[i].offset,
                                format!("relocation section {sname}.sh_link"),
                                e.to_string(),
                            )
                        })?,
                )
            };
            for (j, r) in relas.iter().enumerate() {
                let sym = r.r_sym(endian, false);
                let symbol_name = match &stable {
                    Some(st) if sym != 0 => {
                        let s = st.symbol(object::SymbolIndex(sym as usize)).or_else(|e| {
                            rerr(
                                sections[i].offset + 24 * j as u64,
                                format!("{sname}[{j}].r_info"),
                                format!("symbol index {sym}: {e}"),
                            )
                        })?;
                        String::from_utf8_lossy(st.symbol_name(endian, s).unwrap_or(b""))
                            .into_owned()
                    }
                    _ => String::new(),
                };
                let _ = link_kind;
                relocations.push(Relocation {
                    section: sname.clone(),
                    target_section: sh.sh_info(endian),
                    offset: r.r_offset(endian),
                    r_type: r.r_type(endian, false),
                    symbol: sym,
                    symbol_name,
                    addend: r.r_addend(endian),
                });
            }
        }

        let mut notes = Vec::new();
        for s in sections.iter().filter(|s| s.sh_type == elf::SHT_NOTE) {
            let bytes = &data[s.offset as usize..(s.offset + s.size) as usize];
            let ns =
                note::parse_notes(bytes, s.offset as usize, s.align).map_err(|e| ReadError {
                    offset: e.offset as u64,
                    structure: format!("{} {}", s.name, e.structure),
                    message: e.message,
                })?;
            notes.extend(ns);
        }

        let mut metadata_notes = Vec::new();
        for n in &notes {
            if n.name == b"AMD" && n.n_type == note::nt_amd::METADATA {
                let text = std::str::from_utf8(&n.desc).or_else(|e| {
                    rerr(
                        n.desc_offset as u64,
                        "NT_AMD_HSA_METADATA",
                        format!("not UTF-8: {e}"),
                    )
                })?;
                let text = text.trim_end_matches('\0').to_string();
                let m = MetadataV2::parse(&text).or_else(|e| {
                    rerr(n.desc_offset as u64, "NT_AMD_HSA_METADATA", e.to_string())
                })?;
                metadata_notes.push(MetadataNote {
                    offset: n.offset as u64,
                    v2_text: Some(text),
                    msgpack: None,
                    metadata: Metadata::V2(m),
                });
            } else if n.name == b"AMDGPU" && n.n_type == note::NT_AMDGPU_METADATA {
                let v = Value::decode(&n.desc).map_err(|e| ReadError {
                    offset: (n.desc_offset + e.offset) as u64,
                    structure: "NT_AMDGPU_METADATA MessagePack".into(),
                    message: e.what,
                })?;
                let m = MetadataV3::from_msgpack(&v)
                    .or_else(|e| rerr(n.desc_offset as u64, "NT_AMDGPU_METADATA", e.to_string()))?;
                metadata_notes.push(MetadataNote {
                    offset: n.offset as u64,
                    v2_text: None,
                    msgpack: Some(v),
                    metadata: Metadata::V3(m),
                });
            }
        }
        let first = metadata_notes.first();
        let metadata_v2_text = first.and_then(|m| m.v2_text.clone());
        let metadata_msgpack = first.and_then(|m| m.msgpack.clone());
        let metadata = first.map(|m| m.metadata.clone());

        let mut co = CodeObject {
            os_abi,
            abi_version,
            e_type,
            e_flags,
            version,
            target,
            sections,
            symbols,
            relocations,
            notes,
            metadata_v2_text,
            metadata_msgpack,
            metadata,
            metadata_notes,
            kernels: Vec::new(),
            section_header_offset: shoff,
        };
        co.kernels = co.find_kernels(data)?;
        Ok(co)
    }

    /// File offset of a symbol's value, for symbols defined in a section.
    fn symbol_file_offset(&self, s: &Symbol) -> Option<(u64, &Section)> {
        let sec = self
            .sections
            .get(s.shndx as usize)
            .filter(|_| s.shndx != 0 && s.shndx < 0xff00)?;
        let rel = if self.e_type == elf::ET_REL {
            s.value
        } else {
            s.value.checked_sub(sec.addr)?
        };
        Some((sec.offset.checked_add(rel)?, sec))
    }

    fn find_kernels(&self, data: &[u8]) -> Result<Vec<Kernel>, ReadError> {
        // Prefer the static symbol table; a stripped object has only .dynsym.
        let has_symtab = self.symbols.iter().any(|s| s.table == ".symtab");
        let mut out = Vec::new();
        let v2 = self.version.is_some_and(|v| v.0 == 2);
        for s in self
            .symbols
            .iter()
            .filter(|s| (s.table == ".symtab") == has_symtab)
        {
            let (name, size) = if v2 {
                if s.kind != STT_AMDGPU_HSA_KERNEL {
                    continue;
                }
                (s.name.clone(), 256usize)
            } else {
                let Some(n) = s.name.strip_suffix(".kd") else {
                    continue;
                };
                if s.kind != elf::STT_OBJECT || s.shndx == 0 {
                    continue;
                }
                (n.to_string(), KD_SIZE)
            };
            let structure = format!("kernel descriptor {}", s.name);
            let Some((off, sec)) = self.symbol_file_offset(s) else {
                return rerr(
                    0,
                    structure,
                    format!("symbol value 0x{:x} is not inside its section", s.value),
                );
            };
            let in_section = off
                .checked_add(size as u64)
                .is_some_and(|e| e <= sec.offset + sec.size && e <= data.len() as u64);
            if !in_section || sec.sh_type == elf::SHT_NOBITS {
                return rerr(
                    off,
                    structure,
                    format!(
                        "{size} bytes at offset {off} run past the end of section {}",
                        sec.name
                    ),
                );
            }
            let bytes = &data[off as usize..off as usize + size];
            let descriptor = if v2 {
                Descriptor::AmdKernelCode(Box::new(AmdKernelCode(bytes.try_into().unwrap())))
            } else {
                Descriptor::Kd(KernelDescriptor::from_bytes(bytes.try_into().unwrap()))
            };
            let entry_relocation = self
                .relocations
                .iter()
                .find(|r| {
                    r.target_section as usize == s.shndx as usize
                        && r.offset == s.value + 16
                        && self.e_type == elf::ET_REL
                })
                .cloned();
            out.push(Kernel {
                name,
                descriptor_symbol: s.name.clone(),
                descriptor_offset: off,
                descriptor,
                entry_relocation,
            });
        }
        Ok(out)
    }

    /// The metadata exactly as YAML, one document per metadata note in file
    /// order (as `llvm-readelf --notes` prints them): the V2 note's text, or
    /// the V3+ MessagePack map printed in `llvm-readelf`'s layout.
    pub fn metadata_yaml(&self) -> Option<String> {
        if self.metadata_notes.is_empty() {
            return None;
        }
        Some(self.metadata_notes.iter().map(MetadataNote::yaml).collect())
    }

    /// The metadata notes, or a located error when there is none: at the
    /// first note section (or the section header table when there is no
    /// note section).
    pub fn require_metadata(&self) -> Result<&[MetadataNote], ReadError> {
        if !self.metadata_notes.is_empty() {
            return Ok(&self.metadata_notes);
        }
        let notes: Vec<&Section> = self
            .sections
            .iter()
            .filter(|s| s.sh_type == elf::SHT_NOTE)
            .collect();
        match notes.first() {
            Some(sec) => rerr(
                sec.offset,
                format!("{} (SHT_NOTE)", sec.name),
                format!(
                    "no metadata note (NT_AMDGPU_METADATA or NT_AMD_HSA_METADATA) among the {} note records of {} note section{}",
                    self.notes.len(),
                    notes.len(),
                    if notes.len() == 1 { "" } else { "s" }
                ),
            ),
            None => rerr(
                self.section_header_offset,
                "section header table",
                format!(
                    "no metadata note: none of the {} sections is a note section",
                    self.sections.len()
                ),
            ),
        }
    }

    /// The LLVM release whose `llvm-mc` re-assembles this object's
    /// descriptors, and the code object version to give it
    /// ([`Llvm::for_target`]).
    pub fn llvm_mc(&self) -> (Llvm, u8) {
        let v = self.version.unwrap_or(CodeObjectVersion(3));
        Llvm::for_target(self.target.processor, v)
    }

    /// `llvm-mc` options that assemble for this code object's target (for
    /// the binary [`CodeObject::llvm_mc`] names).
    pub fn llvm_mc_args(&self) -> Vec<String> {
        let mut v = vec![
            format!("-triple={}-amd-{}", self.target.arch, self.target.os),
            format!("-mcpu={}", self.target.processor.name),
        ];
        let mattr = self.target.mattr();
        if !mattr.is_empty() {
            v.push(format!("-mattr={mattr}"));
        }
        if self.version.is_some() {
            v.push(format!("--amdhsa-code-object-version={}", self.llvm_mc().1));
        }
        v
    }

    /// Assembly source holding every kernel's descriptor: `.amdhsa_kernel`
    /// blocks (V3+) or `.amd_kernel_code_t` blocks (V2) that `llvm-mc`
    /// re-assembles into the same bytes (the entry offset aside). The
    /// second line is the `llvm-mc` command to use, without its input and
    /// output (`// llvm-mc-16 -triple=... -filetype=obj`).
    pub fn descriptor_source(&self) -> String {
        use std::fmt::Write;
        let v = self.version.unwrap_or(CodeObjectVersion(3));
        let (llvm, mc_version) = self.llvm_mc();
        let mut s = format!(
            "// {} kernel descriptors of {} (code object {v})\n// {} {} -filetype=obj\n",
            self.kernels.len(),
            self.target_id_string(),
            llvm.llvm_mc(),
            self.llvm_mc_args().join(" ")
        );
        if llvm == Llvm::Later {
            let _ = writeln!(
                s,
                "// {} is newer than LLVM 19: use an llvm-mc that knows it (not checked by xvisa)",
                self.target.processor.name
            );
        }
        if self.version.is_some() && mc_version != v.0 {
            let _ = writeln!(
                s,
                "// {} does not write code object {v}; the descriptors are the same in V{mc_version}",
                llvm.llvm_mc()
            );
        }
        if v.0 == 2 {
            s += ".hsa_code_object_version 2,1\n.text\n";
            for k in &self.kernels {
                if let Descriptor::AmdKernelCode(akc) = &k.descriptor {
                    let (block, _) = crate::directives::print_amd_kernel_code(akc);
                    let _ = write!(
                        s,
                        "\n.p2align 8\n.amdgpu_hsa_kernel {0}\n{0}:\n{block}",
                        k.name
                    );
                }
            }
        } else {
            let _ = writeln!(
                s,
                ".amdgcn_target \"{}\"\n.rodata",
                self.target
                    .to_string_for(CodeObjectVersion(mc_version.max(3)))
            );
            for k in &self.kernels {
                if let Descriptor::Kd(kd) = &k.descriptor {
                    let (block, _) =
                        crate::directives::print_block(&k.name, kd, &self.target, llvm);
                    s += "\n";
                    s += &block;
                }
            }
        }
        s
    }

    /// Warnings `--descriptors` writes for kernel `k` (fields the named
    /// `llvm-mc` cannot set, bytes no field covers).
    pub fn descriptor_warnings(&self, k: &Kernel) -> Vec<String> {
        match &k.descriptor {
            Descriptor::Kd(kd) => {
                crate::directives::print_block(&k.name, kd, &self.target, self.llvm_mc().0).1
            }
            Descriptor::AmdKernelCode(akc) => akc.unprintable(),
        }
    }

    /// The target ID in the code object version's own syntax.
    pub fn target_id_string(&self) -> String {
        self.target
            .to_string_for(self.version.unwrap_or(CodeObjectVersion(3)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_non_elf_with_location() {
        let e = CodeObject::parse(&[0u8; 10]).unwrap_err();
        assert_eq!((e.offset, e.structure.as_str()), (0, "ELF header"));
        let mut d = vec![0u8; 64];
        d[..4].copy_from_slice(b"\x7fELF");
        d[4] = 2;
        d[5] = 1;
        let e = CodeObject::parse(&d).unwrap_err();
        assert!(e.structure.starts_with("ELF header"), "{e}");
    }
}
