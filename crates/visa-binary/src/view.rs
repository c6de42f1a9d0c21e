//! A borrowed view of an object's header: routine names, object extents, GEN
//! binaries and file-scope variables are slices of the input, nothing is
//! copied and no routine is decoded until asked for.
//!
//! [`crate::read`] is built on it; tools that only list kernels or extract
//! GEN binaries stop here and never pay for decoding instructions.

use std::borrow::Cow;

use visa::{Linkage, Reloc, RoutineKind};

use crate::reader::{relocs, Cur, ReadError};

/// The header of an object, borrowing from the file's bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectView<'a> {
    /// The whole file.
    pub data: &'a [u8],
    /// Major version.
    pub major: u8,
    /// Minor version.
    pub minor: u8,
    /// Kernels, in header order.
    pub kernels: Vec<RoutineEntry<'a>>,
    /// File-scope variables, in header order.
    pub file_vars: Vec<FileVarView<'a>>,
    /// Functions (and extern declarations), in header order.
    pub functions: Vec<RoutineEntry<'a>>,
}

/// A kernel or function entry of the header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoutineEntry<'a> {
    /// Kernel, or function with its linkage.
    pub kind: RoutineKind,
    /// Name bytes as stored (not checked to be UTF-8).
    pub name: &'a [u8],
    /// File offset of the routine object.
    pub offset: u32,
    /// Size of the routine object.
    pub size: u32,
    /// Kernels: the stored `input_offset`.
    pub input_offset: Option<u32>,
    /// The routine object, `data[offset..offset + size]` (checked to lie in
    /// the file; empty for an extern declaration).
    pub object: &'a [u8],
    /// Variable relocation table.
    pub var_relocs: Vec<Reloc>,
    /// Function relocation table.
    pub func_relocs: Vec<Reloc>,
    /// Kernels: embedded GEN binaries, each checked to lie in the file.
    pub gen_binaries: Vec<GenView<'a>>,
    /// File offset of this entry in the header (where errors about it point).
    pub header_offset: usize,
}

impl<'a> RoutineEntry<'a> {
    /// The name as text (invalid UTF-8 replaced).
    pub fn name_str(&self) -> Cow<'a, str> {
        String::from_utf8_lossy(self.name)
    }

    /// Whether this is a declaration of a function defined elsewhere (no
    /// object).
    pub fn is_declaration(&self) -> bool {
        self.kind == RoutineKind::Function(Linkage::Extern) && self.size == 0
    }
}

/// An embedded GEN binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenView<'a> {
    /// Platform code.
    pub platform: u8,
    /// File offset of the machine code.
    pub offset: u32,
    /// The machine code.
    pub data: &'a [u8],
}

/// A file-scope variable of the header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileVarView<'a> {
    /// Linkage byte.
    pub linkage: u8,
    /// Name bytes as stored.
    pub name: &'a [u8],
    /// Type and alignment bits.
    pub bit_properties: u8,
    /// Element count.
    pub num_elements: u16,
    /// Attributes: string-pool index of the name, and the value bytes.
    pub attrs: Vec<(u32, &'a [u8])>,
}

impl<'a> ObjectView<'a> {
    /// Reads the header of an object: magic, version, kernel, file-scope
    /// variable and function tables. Every routine object and GEN binary is
    /// checked to lie inside the file; none is decoded.
    pub fn parse(data: &'a [u8]) -> Result<ObjectView<'a>, ReadError> {
        let mut c = Cur::new(data, 0);
        c.push("header".to_string());
        let magic = c.u32("magic_number")?;
        if magic != crate::MAGIC {
            return c.err(
                0,
                format!(
                    "not a CISA object (magic 0x{magic:08x}, expected 0x{:08x} \"CISA\")",
                    crate::MAGIC
                ),
            );
        }
        let major = c.u8("major_version")?;
        let minor = c.u8("minor_version")?;
        if (major, minor) > (4, 1) || major < 3 {
            return c.err(
                4,
                format!("unsupported version {major}.{minor} (this reader handles 3.x to 4.1)"),
            );
        }
        let at = c.pos;
        let nk = c.u16("num_kernels")? as usize;
        c.check_count(at, nk, 22, "num_kernels")?;
        c.pop();
        let mut kernels = Vec::with_capacity(nk);
        for k in 0..nk {
            let label = format!("kernel_info[{k}]");
            c.push(label);
            let at = c.pos;
            let nl = c.u16("name_len")? as usize;
            let name = c.take(nl, "name")?;
            let offset = c.u32("offset")?;
            let size = c.u32("size")?;
            let input_offset = c.u32("input_offset")?;
            let (var_relocs, func_relocs) = relocs(&mut c)?;
            let gat = c.pos;
            let ng = c.u8("num_gen_binaries")? as usize;
            if ng > 4 {
                return c.err(gat, format!("{ng} GEN binaries (at most 4)"));
            }
            let mut raw = Vec::with_capacity(ng);
            for g in 0..ng {
                c.push(format!("gen_binary_info[{g}]"));
                let p = c.u8("gen_platform")?;
                let o = c.u32("binary_offset")?;
                let s = c.u32("binary_size")?;
                raw.push((p, o, s));
                c.pop();
            }
            c.pop();
            let object = extent(data, at, &format!("kernel[{k}]"), offset, size)?;
            let mut gen_binaries = Vec::with_capacity(ng);
            for (g, (platform, o, s)) in raw.into_iter().enumerate() {
                let end = o as usize + s as usize;
                let Some(bytes) = data.get(o as usize..end) else {
                    return Err(ReadError {
                        offset: at,
                        path: format!("kernel[{k}].gen_binary_info[{g}]"),
                        message: format!(
                            "GEN binary {o}..{end} is outside the file ({} bytes)",
                            data.len()
                        ),
                    });
                };
                gen_binaries.push(GenView {
                    platform,
                    offset: o,
                    data: bytes,
                });
            }
            kernels.push(RoutineEntry {
                kind: RoutineKind::Kernel,
                name,
                offset,
                size,
                input_offset: Some(input_offset),
                object,
                var_relocs,
                func_relocs,
                gen_binaries,
                header_offset: at,
            });
        }
        c.push("header".to_string());
        let at = c.pos;
        let nfv = c.u16("num_variables")? as usize;
        c.check_count(at, nfv, 8, "file_scope_var_info")?;
        c.pop();
        let mut file_vars = Vec::with_capacity(nfv);
        for v in 0..nfv {
            c.push(format!("file_scope_var_info[{v}]"));
            let linkage = c.u8("linkage")?;
            let nl = c.u16("name_len")? as usize;
            let name = c.take(nl, "name")?;
            let bit_properties = c.u8("bit_properties")?;
            let num_elements = c.u16("num_elements")?;
            let ac = c.u8("attribute_count")? as usize;
            let mut attrs = Vec::with_capacity(ac);
            for a in 0..ac {
                c.push(format!("attribute_info[{a}]"));
                let name = c.u32("name")?;
                let size = c.u8("size")?;
                attrs.push((name, c.take(size as usize, "value")?));
                c.pop();
            }
            file_vars.push(FileVarView {
                linkage,
                name,
                bit_properties,
                num_elements,
                attrs,
            });
            c.pop();
        }
        c.push("header".to_string());
        let at = c.pos;
        let nf = c.u16("num_functions")? as usize;
        c.check_count(at, nf, 17, "function_info")?;
        c.pop();
        let mut functions = Vec::with_capacity(nf);
        for f in 0..nf {
            c.push(format!("function_info[{f}]"));
            let at = c.pos;
            let linkage = match Linkage::from_code(c.u8("linkage")?) {
                Some(l) => l,
                None => return c.err(at, "invalid linkage"),
            };
            let nl = c.u16("name_len")? as usize;
            let name = c.take(nl, "name")?;
            let offset = c.u32("offset")?;
            let size = c.u32("size")?;
            let (var_relocs, func_relocs) = relocs(&mut c)?;
            c.pop();
            let kind = RoutineKind::Function(linkage);
            let object = if kind == RoutineKind::Function(Linkage::Extern) && size == 0 {
                &data[..0]
            } else {
                extent(data, at, &format!("function[{f}]"), offset, size)?
            };
            functions.push(RoutineEntry {
                kind,
                name,
                offset,
                size,
                input_offset: None,
                object,
                var_relocs,
                func_relocs,
                gen_binaries: Vec::new(),
                header_offset: at,
            });
        }
        Ok(ObjectView {
            data,
            major,
            minor,
            kernels,
            file_vars,
            functions,
        })
    }

    /// Decodes every routine, as [`crate::read`] does, from this header
    /// (not read again).
    pub fn decode(&self) -> Result<crate::Object, ReadError> {
        crate::reader::decode_view(self, None, true)
    }

    /// Decodes every routine in `layout` (as [`crate::read_with`] does), or
    /// in the layout found when `None`.
    pub fn decode_with(&self, layout: Option<crate::Layout>) -> Result<crate::Object, ReadError> {
        crate::reader::decode_view(self, layout, true)
    }

    /// Kernels then functions: the order routines take in a decoded module.
    pub fn routines(&self) -> impl Iterator<Item = &RoutineEntry<'a>> {
        self.kernels.iter().chain(&self.functions)
    }
}

/// The bytes of a routine object, checked to lie in the file.
fn extent<'a>(
    data: &'a [u8],
    entry_at: usize,
    label: &str,
    offset: u32,
    size: u32,
) -> Result<&'a [u8], ReadError> {
    let end = offset as usize + size as usize;
    data.get(offset as usize..end).ok_or_else(|| ReadError {
        offset: entry_at,
        path: format!("{label}.offset"),
        message: format!(
            "object at {offset}..{end} is outside the file ({} bytes)",
            data.len()
        ),
    })
}
