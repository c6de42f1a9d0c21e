//! ocloc's zebin (an ELF file): the `.ze_info` runtime ABI of each kernel,
//! the data sections and their symbols (constant tables of the math library
//! that `faddr` takes the address of), and the platform from the Intel GT
//! notes.

use object::read::elf::{ElfFile64, FileHeader};
use object::{Object, ObjectSection, ObjectSymbol};
use visa::Platform;

use crate::error::LoadError;
use crate::yaml::{self, Yaml};

/// One entry of `payload_arguments` or `per_thread_payload_arguments`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PayloadArg {
    /// `arg_type` (`arg_bypointer`, `local_size`, ...).
    pub arg_type: String,
    /// Byte offset in the cross-thread (or per-thread) data.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// The OpenCL argument, if any.
    pub arg_index: Option<u32>,
    /// `stateful`, `stateless`, `slm`, ...
    pub addrmode: Option<String>,
    /// Offset in the argument's bytes (structs split in pieces).
    pub source_offset: Option<u32>,
    /// SLM alignment of a `__local` argument.
    pub slm_alignment: Option<u32>,
}

/// Private memory of a kernel (`per_thread_memory_buffers`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateMem {
    /// `scratch` or `global`.
    pub kind: String,
    /// `single_space`, `private_space`, ...
    pub usage: String,
    /// Bytes per thread (or per work-item when `simt`).
    pub size: u32,
    /// Size is per work-item.
    pub simt: bool,
}

/// An OpenCL argument as `kernels_misc_info.args_info` describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgInfo {
    /// Argument index.
    pub index: u32,
    /// Name in the source.
    pub name: String,
    /// `__global`, `__constant`, `__local` or `__private`.
    pub address_qualifier: String,
    /// OpenCL type (`uint*`, `ulong`, `struct S`), without the size suffix.
    pub type_name: String,
    /// Size in bytes (from the `;N` suffix of `type_name`), if given.
    pub size: Option<u32>,
}

/// What an OpenCL argument takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A `__global` or `__constant` buffer.
    Buffer,
    /// A value copied into the payload (`__private`).
    Value,
    /// A `__local` allocation size.
    Local,
}

/// The runtime ABI of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZeKernel {
    /// Kernel name.
    pub name: String,
    /// SIMD width of the compiled kernel.
    pub simd: u32,
    /// Static SLM bytes.
    pub slm_size: u32,
    /// Cross-thread payload arguments.
    pub payload: Vec<PayloadArg>,
    /// Per-thread payload arguments (`local_id`).
    pub per_thread: Vec<PayloadArg>,
    /// `(bti_value, arg_index)` pairs.
    pub bindings: Vec<(u32, u32)>,
    /// Private memory buffers.
    pub private: Vec<PrivateMem>,
    /// `intel_reqd_workgroup_walk_order` / `work_group_walk_order_dimensions`.
    pub walk_order: Option<[u32; 3]>,
    /// The arguments `kernels_misc_info` lists (empty when the zebin has
    /// no such section).
    pub args: Vec<ArgInfo>,
}

impl ZeKernel {
    /// How many OpenCL arguments the kernel has: those `kernels_misc_info`
    /// lists, else one past the highest index the payload uses.
    pub fn arg_count(&self) -> u32 {
        let listed = self.args.iter().map(|a| a.index + 1).max();
        let used = self
            .payload
            .iter()
            .filter_map(|p| p.arg_index)
            .chain(self.bindings.iter().map(|b| b.1))
            .map(|i| i + 1)
            .max();
        listed.into_iter().chain(used).max().unwrap_or(0)
    }

    /// The description of argument `i`, if `kernels_misc_info` has one.
    pub fn arg_info(&self, i: u32) -> Option<&ArgInfo> {
        self.args.iter().find(|a| a.index == i)
    }

    /// What argument `i` takes: from its address qualifier, else from how
    /// the payload uses it; `None` when neither says.
    pub fn arg_kind(&self, i: u32) -> Option<ArgKind> {
        match self.arg_info(i).map(|a| a.address_qualifier.as_str()) {
            Some("__global" | "__constant") => return Some(ArgKind::Buffer),
            Some("__local") => return Some(ArgKind::Local),
            Some("__private") => return Some(ArgKind::Value),
            _ => {}
        }
        let mut kind = None;
        for p in self.payload.iter().filter(|p| p.arg_index == Some(i)) {
            kind = Some(match (p.arg_type.as_str(), p.addrmode.as_deref()) {
                ("arg_bypointer", Some("slm")) => ArgKind::Local,
                ("arg_bypointer", _) | ("buffer_address", _) => ArgKind::Buffer,
                ("arg_byvalue", _) => ArgKind::Value,
                _ => continue,
            });
        }
        if kind.is_none() && self.bindings.iter().any(|b| b.1 == i) {
            kind = Some(ArgKind::Buffer);
        }
        kind
    }
}

/// A data section loaded into device memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataSection {
    /// Section name (`.data.const`, `.data.global`).
    pub name: String,
    /// Contents.
    pub bytes: Vec<u8>,
}

/// A parsed zebin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Zebin {
    /// Kernels described by `.ze_info`.
    pub kernels: Vec<ZeKernel>,
    /// Data sections.
    pub data: Vec<DataSection>,
    /// Symbols of the data sections: name, section index in `data`, offset.
    pub symbols: Vec<(String, usize, u64)>,
    /// The platform named by the Intel GT product-family note, if known.
    pub platform: Option<Platform>,
}

fn err(m: impl Into<String>) -> LoadError {
    LoadError::new(m)
}

fn num(y: &Yaml, key: &str) -> Option<u32> {
    y.get(key).and_then(|v| v.u64()).map(|v| v as u32)
}

fn payload_arg(y: &Yaml) -> Result<PayloadArg, LoadError> {
    Ok(PayloadArg {
        arg_type: y
            .get("arg_type")
            .and_then(|v| v.str())
            .ok_or_else(|| err(".ze_info: a payload argument without arg_type"))?
            .to_string(),
        offset: num(y, "offset").unwrap_or(0),
        size: num(y, "size").unwrap_or(0),
        arg_index: num(y, "arg_index"),
        addrmode: y.get("addrmode").and_then(|v| v.str()).map(str::to_string),
        source_offset: num(y, "source_offset"),
        slm_alignment: num(y, "slm_alignment"),
    })
}

/// Parses the `.ze_info` YAML text.
pub fn parse_ze_info(text: &str) -> Result<Vec<ZeKernel>, LoadError> {
    let y =
        yaml::parse(text).map_err(|e| err(format!(".ze_info line {}: {}", e.line, e.message)))?;
    let mut out = Vec::new();
    let misc = y.get("kernels_misc_info").map(|k| k.items()).unwrap_or(&[]);
    for k in y.get("kernels").map(|k| k.items()).unwrap_or(&[]) {
        let name = k
            .get("name")
            .and_then(|v| v.str())
            .ok_or_else(|| err(".ze_info: a kernel without name"))?
            .to_string();
        let env = k.get("execution_env");
        let envn = |key: &str| env.and_then(|e| num(e, key));
        let mut payload = Vec::new();
        for a in k.get("payload_arguments").map(|v| v.items()).unwrap_or(&[]) {
            payload.push(payload_arg(a)?);
        }
        let mut per_thread = Vec::new();
        for a in k
            .get("per_thread_payload_arguments")
            .map(|v| v.items())
            .unwrap_or(&[])
        {
            per_thread.push(payload_arg(a)?);
        }
        let mut bindings = Vec::new();
        for b in k
            .get("binding_table_indices")
            .map(|v| v.items())
            .unwrap_or(&[])
        {
            if let (Some(v), Some(a)) = (num(b, "bti_value"), num(b, "arg_index")) {
                bindings.push((v, a));
            }
        }
        let mut private = Vec::new();
        for b in k
            .get("per_thread_memory_buffers")
            .map(|v| v.items())
            .unwrap_or(&[])
        {
            private.push(PrivateMem {
                kind: b
                    .get("type")
                    .and_then(|v| v.str())
                    .unwrap_or("")
                    .to_string(),
                usage: b
                    .get("usage")
                    .and_then(|v| v.str())
                    .unwrap_or("")
                    .to_string(),
                size: num(b, "size").unwrap_or(0),
                simt: b.get("is_simt_thread").and_then(|v| v.str()) == Some("true"),
            });
        }
        let walk_order = env
            .and_then(|e| e.get("work_group_walk_order_dimensions"))
            .map(|w| w.items())
            .filter(|w| w.len() == 3)
            .and_then(|w| Some([w[0].u64()? as u32, w[1].u64()? as u32, w[2].u64()? as u32]));
        let mut args = Vec::new();
        let info = misc
            .iter()
            .find(|m| m.get("name").and_then(|v| v.str()) == Some(name.as_str()));
        for a in info
            .and_then(|m| m.get("args_info"))
            .map(|v| v.items())
            .unwrap_or(&[])
        {
            let Some(index) = num(a, "index") else {
                continue;
            };
            let text = |key: &str| a.get(key).and_then(|v| v.str()).unwrap_or("").to_string();
            let ty = text("type_name");
            let (type_name, size) = match ty.rsplit_once(';') {
                Some((t, n)) => (t.to_string(), n.trim().parse().ok()),
                None => (ty, None),
            };
            args.push(ArgInfo {
                index,
                name: text("name"),
                address_qualifier: text("address_qualifier"),
                type_name,
                size,
            });
        }
        out.push(ZeKernel {
            args,
            name,
            simd: envn("simd_size").unwrap_or(0),
            slm_size: envn("slm_size").unwrap_or(0),
            payload,
            per_thread,
            bindings,
            private,
            walk_order,
        });
    }
    Ok(out)
}

fn product_family(code: u32) -> Option<Platform> {
    Some(match code {
        18 => Platform::Skl,
        29 => Platform::Tgllp,
        1270 => Platform::Dg2,
        1271 => Platform::Pvc,
        _ => return None,
    })
}

impl Zebin {
    /// Reads a zebin.
    pub fn parse(bytes: &[u8]) -> Result<Zebin, LoadError> {
        // ocloc places the section headers at unaligned offsets: the ELF
        // reader is built with its `unaligned` feature.
        let f = ElfFile64::<object::Endianness>::parse(bytes)
            .map_err(|e| err(format!("not a 64-bit ELF zebin: {e}")))?;
        let info = f
            .section_by_name(".ze_info")
            .ok_or_else(|| err("the zebin has no .ze_info section"))?;
        let text = info.data().map_err(|e| err(format!(".ze_info: {e}")))?;
        let text = std::str::from_utf8(text).map_err(|_| err(".ze_info is not UTF-8"))?;
        let kernels = parse_ze_info(text)?;
        let mut data = Vec::new();
        let mut index_of = std::collections::HashMap::new();
        for s in f.sections() {
            let Ok(name) = s.name() else { continue };
            if name.starts_with(".data.") || name == ".bss" || name.starts_with(".bss.") {
                let bytes = if s.kind() == object::SectionKind::UninitializedData {
                    vec![0; s.size() as usize]
                } else {
                    s.data().map_err(|e| err(format!("{name}: {e}")))?.to_vec()
                };
                index_of.insert(s.index(), data.len());
                data.push(DataSection {
                    name: name.to_string(),
                    bytes,
                });
            }
        }
        let mut symbols = Vec::new();
        for sym in f.symbols() {
            let Ok(name) = sym.name() else { continue };
            if let Some(si) = sym.section_index() {
                if let Some(&d) = index_of.get(&si) {
                    symbols.push((name.to_string(), d, sym.address()));
                }
            }
        }
        let mut platform = None;
        let endian = f.endian();
        if let Some(s) = f.section_by_name(".note.intelgt.compat") {
            if let Ok(d) = s.data() {
                // Notes: namesz, descsz, type, name (padded), desc (padded).
                let mut p = 0usize;
                let rd = |o: usize| -> Option<u32> {
                    Some(u32::from_le_bytes(d.get(o..o + 4)?.try_into().ok()?))
                };
                while let (Some(ns), Some(ds), Some(ty)) = (rd(p), rd(p + 4), rd(p + 8)) {
                    let name_end = p + 12 + (ns as usize).div_ceil(4) * 4;
                    if ty == 1 && ds >= 4 {
                        if let Some(v) = rd(name_end) {
                            platform = product_family(v);
                        }
                    }
                    p = name_end + (ds as usize).div_ceil(4) * 4;
                    if p >= d.len() {
                        break;
                    }
                }
            }
        }
        let _ = f.elf_header().e_machine(endian);
        Ok(Zebin {
            kernels,
            data,
            symbols,
            platform,
        })
    }

    /// The ABI of kernel `name`.
    pub fn kernel(&self, name: &str) -> Result<&ZeKernel, LoadError> {
        self.kernels.iter().find(|k| k.name == name).ok_or_else(|| {
            err(format!(
                "the zebin has no kernel `{name}` (kernels: {})",
                self.kernels
                    .iter()
                    .map(|k| k.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })
    }
}
