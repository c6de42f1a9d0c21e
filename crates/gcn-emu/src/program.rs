//! A loaded code object: its kernels (descriptor and metadata), its code
//! decoded once into the emulator's instructions, and its loadable image.

use amdgpu::descriptor::{fields, KernelDescriptor};
use amdgpu::elf::{CodeObject, Descriptor};
use amdgpu::metadata::Metadata;

use crate::error::{InstLoc, LoadError};
use crate::ins::{Ins, Op, Opnd};
use crate::target::Target;

/// One argument of a kernel as its metadata describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArg {
    /// Source name, if the metadata has it.
    pub name: Option<String>,
    /// Source type name (`uint*`), if the metadata has it.
    pub type_name: Option<String>,
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// `.value_kind` (`global_buffer`, `by_value`, `hidden_global_offset_x`...).
    pub kind: String,
    /// `.address_space`, if any.
    pub address_space: Option<String>,
    /// Alignment of the pointee of a `__local` pointer.
    pub pointee_align: Option<u32>,
}

impl KernelArg {
    /// Whether the runtime, not the caller, provides this argument.
    pub fn hidden(&self) -> bool {
        self.kind.starts_with("hidden_")
    }
}

/// A kernel of a code object.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// Name.
    pub name: String,
    /// The kernel descriptor.
    pub descriptor: KernelDescriptor,
    /// Virtual address of the entry point.
    pub entry: u64,
    /// Arguments (metadata order: visible ones first as the source has
    /// them, then the hidden ones).
    pub args: Vec<KernelArg>,
    /// `.kernarg_segment_size`.
    pub kernarg_size: u32,
    /// `.kernarg_segment_align`.
    pub kernarg_align: u32,
    /// Wavefront size (from the descriptor, checked against the metadata).
    pub wave_size: u32,
    /// `.max_flat_workgroup_size`.
    pub max_flat_workgroup_size: u32,
    /// `.reqd_workgroup_size`, if the source asked for one.
    pub reqd_workgroup_size: Option<[u32; 3]>,
    /// Whether the kernel's stack size is not known at compile time.
    pub dynamic_stack: bool,
}

impl Kernel {
    /// The arguments a caller supplies, in order.
    pub fn visible_args(&self) -> impl Iterator<Item = &KernelArg> {
        self.args.iter().filter(|a| !a.hidden())
    }
}

/// A code object ready to run.
pub struct Program {
    /// The processor it was built for.
    pub target: Target,
    /// Its kernels.
    pub kernels: Vec<Kernel>,
    /// Code object version (3, 4, 5...).
    pub version: u8,
    pub(crate) code: Vec<Ins>,
    /// `.text` virtual address range.
    text: (u64, u64),
    /// Instruction index of each 4-byte word of `.text` (`u32::MAX`: not
    /// the start of an instruction).
    index: Vec<u32>,
    /// Function symbols: start, end, name.
    funcs: Vec<(u64, u64, String)>,
    /// The loadable image: every allocated section at its virtual address.
    pub(crate) image: Vec<u8>,
    /// Texts of instructions the emulator decoded itself (index, text).
    texts: Vec<(usize, String)>,
    /// The variant instruction texts are printed in: GFX10's wave64 mode
    /// when every kernel runs wave64 (the same bytes read as wave32 name
    /// `s6` and `vcc_lo` where LLVM's wave64 text has `s[6:7]` and `vcc`);
    /// the decoding variant otherwise. Execution reads register numbers,
    /// which both readings share.
    print_isa: gcn::Isa,
    /// What each instruction leaves for the hazard rules.
    pub(crate) hz: Vec<crate::hazard::Event>,
    /// XNACK on or any in the target ID (`e_flags`): memory clauses may be
    /// replayed, which the soft-clause rule of `hazard.rs` depends on.
    pub(crate) xnack: bool,
}

/// `v_permlane16_b32`/`v_permlanex16_b32` (GFX10 VOP3 opcodes 0x377,
/// 0x378) as clang-15 writes them for sub-group operations: lane selects
/// that are inline constants (`-1`) or literals, and `abs[1]`/`neg[1]` set
/// besides `op_sel[1]` (`sg_khr.cl`: `0xd7781201 0x4305830f`). LLVM 14's
/// decoder, which the instruction-set layer follows exactly, refuses both;
/// LLVM 16 reads them (`v_permlanex16_b32 v1, v15, -1, -1 op_sel:[0,1]`),
/// ignoring the modifiers, which do not apply to integer lane selects.
/// The emulator decodes such words itself: the instruction with SGPR lane
/// selects and no modifiers, then the real selects; the text is LLVM 16's.
/// The corpus (pocl's results) confirms the lane selects are unchanged.
fn permlane_llvm16(target: &Target, bytes: &[u8], addr: u64) -> Option<(Ins, String)> {
    let word = |i: usize| {
        bytes
            .get(4 * i..4 * i + 4)
            .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
    };
    let (w0, w1) = (word(0)?, word(1)?);
    let op = (w0 >> 16) & 0x3ff;
    if target.gen < 10 || w0 >> 26 != 0x35 || !(0x377..=0x378).contains(&op) {
        return None;
    }
    if gcn::decode(target.isa, bytes).is_ok() {
        return None;
    }
    let src0 = w1 & 0x1ff;
    let codes = [(w1 >> 9) & 0x1ff, (w1 >> 18) & 0x1ff];
    // Only what LLVM 16 reads: a VGPR src0, SGPR, inline integer or
    // literal lane selects, no clamp or omod.
    if src0 < 256 || w0 & 0x8000 != 0 || (w1 >> 27) & 3 != 0 {
        return None;
    }
    let mut lit = None;
    let mut len = 8u8;
    let mut names = Vec::new();
    let mut opnds = Vec::new();
    for &c in &codes {
        let (o, t) = match c {
            0..=105 => (Opnd::S(c as u8), format!("s{c}")),
            106 => (Opnd::S(c as u8), "vcc_lo".into()),
            107 => (Opnd::S(c as u8), "vcc_hi".into()),
            124 => (Opnd::S(crate::ins::M0), "m0".into()),
            126 => (Opnd::S(c as u8), "exec_lo".into()),
            127 => (Opnd::S(c as u8), "exec_hi".into()),
            128..=192 => (Opnd::K((c - 128) as u64), format!("{}", c - 128)),
            193..=208 => (
                Opnd::K((192i64 - c as i64) as u32 as u64),
                format!("{}", 192i64 - c as i64),
            ),
            255 => {
                let l = match lit {
                    Some(l) => l,
                    None => {
                        let l = word(2)?;
                        lit = Some(l);
                        len = 12;
                        l
                    }
                };
                (Opnd::K(l as u64), format!("{l:#x}"))
            }
            _ => return None,
        };
        opnds.push(o);
        names.push(t);
    }
    // The same instruction with s0 as both lane selects and no modifiers.
    let sub_w0 = w0 & !0x7f00 | (w0 & 0x1800);
    let sub_w1 = src0;
    let mut b = sub_w0.to_le_bytes().to_vec();
    b.extend_from_slice(&sub_w1.to_le_bytes());
    let inst = gcn::decode(target.isa, &b).ok()?;
    let mut ins = crate::lower::lower(target.isa, target.gen, inst, addr);
    ins.src[1] = opnds[0];
    ins.src[2] = opnds[1];
    ins.len = len;
    let sel = (w0 >> 11) & 3;
    let text = format!(
        "{} v{}, v{}, {}, {}{}",
        inst.opcode.name(),
        w0 & 0xff,
        src0 - 256,
        names[0],
        names[1],
        if sel != 0 {
            format!(" op_sel:[{},{}]", sel & 1, sel >> 1)
        } else {
            String::new()
        }
    );
    Some((ins, text))
}

/// User SGPRs the descriptor's kernel_code_properties enable (the
/// Initial Kernel Execution State table's sizes).
fn user_sgprs(kd: &KernelDescriptor) -> u32 {
    [
        (fields::PRIVATE_SEGMENT_BUFFER, 4),
        (fields::DISPATCH_PTR, 2),
        (fields::QUEUE_PTR, 2),
        (fields::KERNARG_SEGMENT_PTR, 2),
        (fields::DISPATCH_ID, 2),
        (fields::FLAT_SCRATCH_INIT, 2),
        (fields::PRIVATE_SEGMENT_SIZE, 1),
    ]
    .iter()
    .map(|&(f, n)| kd.get(f) * n)
    .sum()
}

fn err(m: impl Into<String>) -> LoadError {
    LoadError::new(m)
}

impl Program {
    /// Loads a code object (a shared object as `ld.lld -shared` writes it).
    pub fn new(data: &[u8]) -> Result<Program, LoadError> {
        let co = CodeObject::parse(data).map_err(|e| err(e.to_string()))?;
        if co.e_type != 3 {
            return Err(err(format!(
                "ELF header.e_type: a {} object; the emulator runs linked code objects (link it with `ld.lld -shared`)",
                match co.e_type {
                    1 => "relocatable",
                    2 => "executable",
                    _ => "non-shared",
                }
            )));
        }
        let proc_name = co.target.processor.name;
        let target = Target::new(proc_name).map_err(|m| err(format!("ELF header.e_flags: {m}")))?;
        let version = co.version.map(|v| v.0).unwrap_or(0);
        if version < 3 {
            return Err(err(format!(
                "code object version {version}: the emulator runs code object V3 and later"
            )));
        }
        let text = co
            .sections
            .iter()
            .find(|s| s.name == ".text")
            .ok_or_else(|| err("no .text section"))?;
        let tstart = text.offset as usize;
        let tend = tstart
            .checked_add(text.size as usize)
            .filter(|&e| e <= data.len())
            .ok_or_else(|| {
                err(format!(
                    "section .text (offset {:#x}, {} bytes) runs past the end of the file",
                    text.offset, text.size
                ))
            })?;
        let bytes = &data[tstart..tend];
        let text_addr = text.addr;
        // Decode every instruction of .text in order; words that do not
        // decode become an instruction that stops the run if reached.
        let mut code = Vec::new();
        let mut texts = Vec::new();
        let mut index = vec![u32::MAX; bytes.len().div_ceil(4)];
        let mut off = 0usize;
        while off + 4 <= bytes.len() {
            let addr = text_addr + off as u64;
            if let Some((ins, text)) = permlane_llvm16(&target, &bytes[off..], addr) {
                index[off / 4] = code.len() as u32;
                texts.push((code.len(), text));
                off += ins.len as usize;
                code.push(ins);
                continue;
            }
            match gcn::decode(target.isa, &bytes[off..]) {
                Ok(inst) => {
                    index[off / 4] = code.len() as u32;
                    code.push(crate::lower::lower(target.isa, target.gen, inst, addr));
                    off += inst.len();
                }
                Err(_) => {
                    index[off / 4] = code.len() as u32;
                    let w = u32::from_le_bytes(bytes[off..off + 4].try_into().unwrap());
                    code.push(crate::lower::invalid(w, addr));
                    off += 4;
                }
            }
        }
        mark_waterfalls(&mut code);
        // Functions (for locations): FUNC symbols with a size.
        let mut funcs: Vec<(u64, u64, String)> = co
            .symbols
            .iter()
            .filter(|s| s.kind_name() == "FUNC" && s.size > 0)
            .map(|s| (s.value, s.value + s.size, s.name.clone()))
            .collect();
        funcs.sort();
        funcs.dedup();
        // The image: allocated sections at their addresses.
        // Every launch copies the image into device memory: its size is
        // bounded (code objects are far smaller).
        const MAX_IMAGE: u64 = 64 << 20;
        let mut top = 0u64;
        for s in &co.sections {
            if s.flags & 2 != 0 {
                let end = s.addr.saturating_add(s.size);
                if end > MAX_IMAGE {
                    return Err(err(format!(
                        "section {} (address {:#x}, {} bytes): the loaded image would end at {end:#x}; the emulator loads images of at most {} MiB",
                        s.name,
                        s.addr,
                        s.size,
                        MAX_IMAGE >> 20
                    )));
                }
                top = top.max(end);
            }
        }
        let mut image = vec![0u8; top as usize];
        for s in &co.sections {
            if s.flags & 2 != 0 && s.sh_type != 8 {
                let (o, n) = (s.offset as usize, s.size as usize);
                if let Some(src) = data.get(o..o + n) {
                    image[s.addr as usize..s.addr as usize + n].copy_from_slice(src);
                }
            }
        }
        // Kernels: descriptor and metadata.
        let md = match &co.metadata {
            Some(Metadata::V3(m)) => m.clone(),
            Some(Metadata::V2(_)) => return Err(err("code object V2 metadata is not supported")),
            None => return Err(err("no AMDGPU metadata note")),
        };
        let mut kernels = Vec::new();
        for k in &co.kernels {
            let Descriptor::Kd(kd) = &k.descriptor else {
                continue;
            };
            let sym = co
                .symbols
                .iter()
                .find(|s| s.name == k.descriptor_symbol)
                .ok_or_else(|| err(format!("no symbol {}", k.descriptor_symbol)))?;
            let entry = (sym.value as i64).wrapping_add(kd.kernel_code_entry_byte_offset) as u64;
            // Where the descriptor is in the file, to locate its errors.
            let kd_off = co
                .sections
                .iter()
                .find(|s| s.flags & 2 != 0 && s.addr <= sym.value && sym.value < s.addr + s.size)
                .map(|s| s.offset + (sym.value - s.addr))
                .unwrap_or(0);
            let at = |field: u64, what: &str| {
                format!(
                    "offset {} (kernel descriptor {}.{what})",
                    kd_off + field,
                    k.descriptor_symbol
                )
            };
            if Self::index_in(&index, text_addr, text.size, entry).is_none() {
                return Err(err(format!(
                    "{}: entry {entry:#x} is not an instruction of .text ({:#x} to {:#x})",
                    at(16, "kernel_code_entry_byte_offset"),
                    text_addr,
                    text_addr + text.size
                )));
            }
            let user = user_sgprs(kd);
            let count = kd.get(fields::USER_SGPR_COUNT);
            if user > count {
                return Err(err(format!(
                    "{}: the descriptor enables {user} user SGPRs (kernel_code_properties) but USER_SGPR_COUNT is {count}",
                    at(52, "compute_pgm_rsrc2")
                )));
            }
            let meta = md
                .kernels
                .iter()
                .find(|m| m.symbol == k.descriptor_symbol || m.name == k.name)
                .ok_or_else(|| err(format!("kernel `{}` has no metadata", k.name)))?;
            let wave32 = kd.get(fields::WAVEFRONT_SIZE32) == 1;
            let wave_size = if target.gen >= 10 && wave32 { 32 } else { 64 };
            if meta.wavefront_size as u32 != wave_size {
                return Err(err(format!(
                    "kernel `{}`: the descriptor says wave{wave_size}, the metadata .wavefront_size {}",
                    k.name, meta.wavefront_size
                )));
            }
            let args = meta
                .args
                .as_deref()
                .unwrap_or(&[])
                .iter()
                .map(|a| KernelArg {
                    name: a.name.clone(),
                    type_name: a.type_name.clone(),
                    offset: a.offset as u32,
                    size: a.size as u32,
                    kind: a.value_kind.clone(),
                    address_space: a.address_space.clone(),
                    pointee_align: a.pointee_align.map(|x| x as u32),
                })
                .collect();
            kernels.push(Kernel {
                name: k.name.clone(),
                descriptor: *kd,
                entry,
                args,
                kernarg_size: meta.kernarg_segment_size as u32,
                kernarg_align: meta.kernarg_segment_align as u32,
                wave_size,
                max_flat_workgroup_size: meta.max_flat_workgroup_size as u32,
                reqd_workgroup_size: meta
                    .reqd_workgroup_size
                    .map(|r| [r[0] as u32, r[1] as u32, r[2] as u32]),
                dynamic_stack: meta.uses_dynamic_stack.unwrap_or(false)
                    || kd.get(fields::USES_DYNAMIC_STACK) == 1,
            });
        }
        // Hazard events assume the wavefront size of the code: wave64
        // except GFX10 wave32 kernels, whose EXEC and VCC are one register
        // (the events only overlap-test register numbers, so the wider
        // form is safe for both).
        let hz = code
            .iter()
            .map(|i| crate::hazard::event_of(i, true))
            .collect();
        let print_isa =
            if target.gen >= 10 && !kernels.is_empty() && kernels.iter().all(|k| k.wave_size == 64)
            {
                gcn::Isa::from_processor_wave(target.name, true).unwrap_or(target.isa)
            } else {
                target.isa
            };
        Ok(Program {
            texts,
            print_isa,
            target,
            hz,
            xnack: co.target.xnack.on_or_any(),
            kernels,
            version,
            code,
            text: (text_addr, text_addr + text.size),
            index,
            funcs,
            image,
        })
    }

    /// The kernel named `name`.
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// The instruction index at a `.text` virtual address.
    pub(crate) fn index_at(&self, addr: u64) -> Option<usize> {
        Self::index_in(&self.index, self.text.0, self.text.1 - self.text.0, addr)
    }

    fn index_in(index: &[u32], start: u64, size: u64, addr: u64) -> Option<usize> {
        if addr < start || addr - start >= size || !addr.is_multiple_of(4) {
            return None;
        }
        let i = *index.get(((addr - start) / 4) as usize)?;
        (i != u32::MAX).then_some(i as usize)
    }

    /// The function containing an address and the offset in it.
    pub(crate) fn func_at(&self, addr: u64) -> Option<(&str, u64)> {
        let i = self.funcs.partition_point(|f| f.0 <= addr);
        let f = self.funcs.get(i.checked_sub(1)?)?;
        (addr < f.1).then(|| (f.2.as_str(), addr - f.0))
    }

    /// The text of instruction `idx` (LLVM 14's, or LLVM 16's for the words
    /// only it reads; `.long` for words that do not decode).
    pub(crate) fn text(&self, idx: usize) -> String {
        let Some(ins) = self.code.get(idx) else {
            return String::new();
        };
        if let Ok(k) = self.texts.binary_search_by_key(&idx, |t| t.0) {
            return self.texts[k].1.clone();
        }
        let mut text = String::new();
        if matches!(ins.op, Op::Unsupported) && ins.len == 4 && crate::lower::is_invalid(ins) {
            text = format!(".long {:#010x}", ins.imm as u32);
        } else if self.print_isa != self.target.isa {
            let b: Vec<u8> = ins
                .inst
                .words()
                .iter()
                .flat_map(|w| w.to_le_bytes())
                .collect();
            match gcn::decode(self.print_isa, &b) {
                Ok(i) => i.print(self.print_isa, &mut text),
                Err(_) => ins.inst.print(self.target.isa, &mut text),
            }
        } else {
            ins.inst.print(self.target.isa, &mut text);
        }
        text
    }

    /// Location of instruction `idx` for messages.
    pub(crate) fn loc(&self, idx: usize) -> Option<InstLoc> {
        let ins = self.code.get(idx)?;
        let text = self.text(idx);
        Some(InstLoc {
            addr: ins.addr,
            func: self.func_at(ins.addr).map(|(n, o)| (n.to_string(), o)),
            text,
        })
    }

    /// Instructions of the code object the emulator does not implement:
    /// mnemonic and address of each, in address order.
    pub fn unsupported(&self) -> Vec<(String, u64)> {
        self.code
            .iter()
            .filter(|i| matches!(i.op, Op::Unsupported))
            .map(|i| {
                let name = if crate::lower::is_invalid(i) {
                    format!(".long {:#010x}", i.imm as u32)
                } else {
                    i.inst.opcode.name().to_string()
                };
                (name, i.addr)
            })
            .collect()
    }

    /// The function symbols (kernels and callees): name, start and end
    /// address.
    pub fn functions(&self) -> Vec<(String, u64, u64)> {
        self.funcs
            .iter()
            .map(|(a, b, n)| (n.clone(), *a, *b))
            .collect()
    }

    /// The instructions, printed (address, text), for tests and tools.
    pub fn listing(&self) -> Vec<(u64, String)> {
        self.code
            .iter()
            .enumerate()
            .map(|(idx, i)| (i.addr, self.text(idx)))
            .collect()
    }
}

/// Marks the `v_readfirstlane_b32` of waterfall loops: the result SGPR is
/// compared with the same VGPR (`v_cmp_eq_*`/`v_cmpx_eq_*` reading both)
/// within the next 8 instructions. Those read a non-uniform VGPR on
/// purpose; every other `v_readfirstlane_b32` moves a value the compiler
/// knows to be uniform, and the check stops when its active lanes differ.
fn mark_waterfalls(code: &mut [crate::ins::Ins]) {
    use crate::ins::{flag, Cmp, Op, Opnd, V};
    for i in 0..code.len() {
        let (Op::V(V::Readfirstlane), Opnd::S(d), Opnd::V(v)) =
            (code[i].op, code[i].dst, code[i].src[0])
        else {
            continue;
        };
        let hit = code[i + 1..].iter().take(8).any(|j| {
            matches!(j.op, Op::VCmpI { cmp: Cmp::Eq, .. })
                && j.src[..2].contains(&Opnd::S(d))
                && j.src[..2].contains(&Opnd::V(v))
        });
        if hit {
            code[i].flags |= flag::WATERFALL;
        }
    }
}
