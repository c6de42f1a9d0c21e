//! ELF note records: `namesz`, `descsz`, `type`, the name padded to 4 bytes,
//! the descriptor padded to 4 bytes (8 in a section aligned to 8).

/// Note types of the `AMD` owner (code object V2).
pub mod nt_amd {
    /// `NT_AMD_HSA_CODE_OBJECT_VERSION`.
    pub const CODE_OBJECT_VERSION: u32 = 1;
    /// `NT_AMD_HSA_HSAIL`.
    pub const HSAIL: u32 = 2;
    /// `NT_AMD_HSA_ISA_VERSION`.
    pub const ISA_VERSION: u32 = 3;
    /// `NT_AMD_HSA_METADATA`.
    pub const METADATA: u32 = 10;
    /// `NT_AMD_HSA_ISA_NAME`.
    pub const ISA_NAME: u32 = 11;
    /// `NT_AMD_PAL_METADATA`.
    pub const PAL_METADATA: u32 = 12;
}

/// `NT_AMDGPU_METADATA` of the `AMDGPU` owner (code object V3 and later).
pub const NT_AMDGPU_METADATA: u32 = 32;

/// One note record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// File offset of the record's header.
    pub offset: usize,
    /// File offset of the descriptor.
    pub desc_offset: usize,
    /// Owner name without the terminating NUL.
    pub name: Vec<u8>,
    /// Note type.
    pub n_type: u32,
    /// Descriptor bytes.
    pub desc: Vec<u8>,
}

/// A malformed note record.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("offset {offset} ({structure}): {message}")]
pub struct NoteError {
    /// File offset.
    pub offset: usize,
    /// The structure being read (`note[2].namesz`).
    pub structure: String,
    /// What is wrong.
    pub message: String,
}

fn align_up(x: usize, a: usize) -> Option<usize> {
    x.checked_add(a - 1).map(|v| v & !(a - 1))
}

/// Parse the note records of a section whose contents are `data`, found at
/// file offset `base`, with section alignment `align`.
pub fn parse_notes(data: &[u8], base: usize, align: u64) -> Result<Vec<Note>, NoteError> {
    let a = if align == 8 { 8 } else { 4 };
    let mut notes = Vec::new();
    let mut pos = 0usize;
    while pos < data.len() {
        let i = notes.len();
        let e = |at: usize, field: &str, message: String| NoteError {
            offset: base + at,
            structure: format!("note[{i}].{field}"),
            message,
        };
        if data.len() - pos < 12 {
            return Err(e(
                pos,
                "header",
                format!("{} bytes left, a note header needs 12", data.len() - pos),
            ));
        }
        let word = |o: usize| u32::from_le_bytes(data[o..o + 4].try_into().unwrap()) as usize;
        let namesz = word(pos);
        let descsz = word(pos + 4);
        let n_type = word(pos + 8) as u32;
        let name_at = pos + 12;
        let name_end = name_at
            .checked_add(namesz)
            .filter(|&x| x <= data.len())
            .ok_or_else(|| {
                e(
                    pos,
                    "namesz",
                    format!("name of {namesz} bytes runs past the section end"),
                )
            })?;
        let desc_at = align_up(name_end, 4)
            .map(|x| {
                if a == 8 {
                    align_up(x, 8).unwrap_or(usize::MAX)
                } else {
                    x
                }
            })
            .unwrap_or(usize::MAX);
        let desc_end = desc_at
            .checked_add(descsz)
            .filter(|&x| x <= data.len())
            .ok_or_else(|| {
                e(
                    pos + 4,
                    "descsz",
                    format!("descriptor of {descsz} bytes runs past the section end"),
                )
            })?;
        let mut name = data[name_at..name_end].to_vec();
        if namesz > 0 {
            if name.last() != Some(&0) {
                return Err(e(name_at, "name", "name is not NUL-terminated".into()));
            }
            name.pop();
        }
        notes.push(Note {
            offset: base + pos,
            desc_offset: base + desc_at,
            name,
            n_type,
            desc: data[desc_at..desc_end].to_vec(),
        });
        // The last record may omit the padding after its descriptor.
        pos = align_up(desc_end, a).unwrap_or(usize::MAX).min(data.len());
    }
    Ok(notes)
}

/// Encode one note record with 4-byte padding after the name and the descriptor.
pub fn write_note(out: &mut Vec<u8>, name: &str, n_type: u32, desc: &[u8]) {
    out.extend_from_slice(&(name.len() as u32 + 1).to_le_bytes());
    out.extend_from_slice(&(desc.len() as u32).to_le_bytes());
    out.extend_from_slice(&n_type.to_le_bytes());
    out.extend_from_slice(name.as_bytes());
    out.push(0);
    while !out.len().is_multiple_of(4) {
        out.push(0);
    }
    out.extend_from_slice(desc);
    while !out.len().is_multiple_of(4) {
        out.push(0);
    }
}

impl Note {
    /// The name and description `llvm-readelf --notes` prints for the type.
    pub fn type_name(&self) -> String {
        let known = match (self.name.as_slice(), self.n_type) {
            (b"AMD", nt_amd::CODE_OBJECT_VERSION) => {
                Some("NT_AMD_HSA_CODE_OBJECT_VERSION (AMD HSA Code Object Version)")
            }
            (b"AMD", nt_amd::HSAIL) => Some("NT_AMD_HSA_HSAIL (AMD HSA HSAIL Properties)"),
            (b"AMD", nt_amd::ISA_VERSION) => Some("NT_AMD_HSA_ISA_VERSION (AMD HSA ISA Version)"),
            (b"AMD", nt_amd::METADATA) => Some("NT_AMD_HSA_METADATA (AMD HSA Metadata)"),
            (b"AMD", nt_amd::ISA_NAME) => Some("NT_AMD_HSA_ISA_NAME (AMD HSA ISA Name)"),
            (b"AMD", nt_amd::PAL_METADATA) => Some("NT_AMD_PAL_METADATA (AMD PAL Metadata)"),
            (b"AMDGPU", NT_AMDGPU_METADATA) => Some("NT_AMDGPU_METADATA (AMDGPU Metadata)"),
            _ => None,
        };
        match known {
            Some(s) => s.to_string(),
            None => format!("Unknown note type: (0x{:08x})", self.n_type),
        }
    }

    /// The decoded contents of the V2 `AMD` notes other than the metadata,
    /// as `llvm-readelf --notes` prints them (`[Major: 2, Minor: 1]`, …);
    /// `None` for other notes or malformed contents.
    pub fn describe(&self) -> Option<String> {
        if self.name != b"AMD" {
            return None;
        }
        let d = &self.desc;
        let u32_at = |o: usize| {
            d.get(o..o + 4)
                .map(|b| u32::from_le_bytes(b.try_into().unwrap()))
        };
        let u16_at = |o: usize| {
            d.get(o..o + 2)
                .map(|b| u16::from_le_bytes(b.try_into().unwrap()))
        };
        let cstr = |b: &[u8]| {
            let end = b.iter().position(|&c| c == 0).unwrap_or(b.len());
            String::from_utf8_lossy(&b[..end]).into_owned()
        };
        match self.n_type {
            nt_amd::CODE_OBJECT_VERSION => {
                Some(format!("[Major: {}, Minor: {}]", u32_at(0)?, u32_at(4)?))
            }
            nt_amd::ISA_VERSION => {
                let vendor_len = u16_at(0)? as usize;
                let arch_len = u16_at(2)? as usize;
                let vendor = d.get(16..16usize.checked_add(vendor_len)?)?;
                let arch = d.get(16 + vendor_len..(16 + vendor_len).checked_add(arch_len)?)?;
                Some(format!(
                    "[Vendor: {}, Architecture: {}, Major: {}, Minor: {}, Stepping: {}]",
                    cstr(vendor),
                    cstr(arch),
                    u32_at(4)?,
                    u32_at(8)?,
                    u32_at(12)?
                ))
            }
            nt_amd::ISA_NAME => Some(String::from_utf8_lossy(d).into_owned()),
            _ => None,
        }
    }

    /// The owner name as text.
    pub fn owner(&self) -> String {
        String::from_utf8_lossy(&self.name).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn write_then_parse(recs in proptest::collection::vec((".{0,9}", any::<u32>(), proptest::collection::vec(any::<u8>(), 0..40)), 0..5)) {
            let mut buf = Vec::new();
            for (n, t, d) in &recs {
                write_note(&mut buf, n, *t, d);
            }
            let notes = parse_notes(&buf, 100, 4).unwrap();
            prop_assert_eq!(notes.len(), recs.len());
            for (note, (n, t, d)) in notes.iter().zip(&recs) {
                prop_assert_eq!(&note.name, &n.as_bytes().to_vec());
                prop_assert_eq!(note.n_type, *t);
                prop_assert_eq!(&note.desc, d);
                prop_assert_eq!(note.desc_offset % 4, 0);
            }
        }

        #[test]
        fn parse_never_panics(data in proptest::collection::vec(any::<u8>(), 0..100), align in prop_oneof![Just(4u64), Just(8u64)]) {
            let _ = parse_notes(&data, 0, align);
        }
    }

    #[test]
    fn truncated_descriptor_is_located() {
        let mut buf = Vec::new();
        write_note(&mut buf, "AMDGPU", 32, &[1, 2, 3, 4, 5]);
        let e = parse_notes(&buf[..buf.len() - 4], 64, 4).unwrap_err();
        assert_eq!(e.offset, 68);
        assert_eq!(e.structure, "note[0].descsz");
    }
}
