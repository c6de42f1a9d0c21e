//! `xvisa co dis`: a whole code object as one assembly file that `llvm-mc`
//! re-assembles: the target, the code of every kernel and function (labels
//! for branch targets), the kernel descriptors and the metadata.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;

use amdgpu::elf::{CodeObject, Descriptor, Symbol, STT_AMDGPU_HSA_KERNEL};
use amdgpu::target::Llvm;
use clap::Parser;

use crate::util::{self, diag, CliError, CliResult};

// ELF symbol constants (the `object` crate is amdgpu's dependency, not ours).
const STT_FUNC: u8 = 2;
const STB_GLOBAL: u8 = 1;
const STB_WEAK: u8 = 2;
const STV_HIDDEN: u8 = 2;
const STV_PROTECTED: u8 = 3;

/// `co dis`.
#[derive(Parser, Debug)]
pub struct DisArgs {
    /// Code object (relocatable `.o` or shared `.co`; `-` for stdin).
    pub file: PathBuf,
    /// Write the assembly to FILE instead of stdout.
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Runs `co dis`.
pub fn run(a: &DisArgs) -> CliResult<u8> {
    let data = util::read_input(&a.file)?;
    let co = CodeObject::parse(&data)
        .map_err(|e| CliError::invalid(format!("{}: {e}", a.file.display())))?;
    let text = disassemble(&co, &data, |off, msg| {
        diag!(
            "xvisa co dis: {}: offset {off:#x} (.text): {msg}",
            a.file.display()
        )
    })
    .map_err(|e| CliError::invalid(format!("{}: {e}", a.file.display())))?;
    util::write_output(a.output.as_ref(), text.as_bytes())?;
    // The process ends after this command: freeing the parsed object node
    // by node (its metadata trees) was a sixth of the instructions of a
    // `co dis`, for memory the exit returns anyway.
    std::mem::forget(co);
    Ok(0)
}

/// Is this a PC-relative branch whose 16-bit immediate counts words after
/// the instruction (`s_branch`, `s_cbranch_*`, `s_call_b64`)?
fn branch_kind(name: &str) -> bool {
    (name.starts_with("s_cbranch_") && name != "s_cbranch_join" && name != "s_cbranch_g_fork")
        || name == "s_branch"
        || name == "s_call_b64"
}

/// Does the text LLVM prints lose bits of the instruction? A literal that
/// is printed as an inline constant (`-1` for the literal `0xffffffff`)
/// assembles as the inline constant, four bytes shorter; a 16-bit operand's
/// literal prints as its low half (`0xfe00` for `0xfffffe00`), which
/// assembles with a zero high half. The text keeps the bytes only when the
/// literal is printed in hex, whole.
fn lossy(isa: gcn::Isa, inst: &gcn::Inst, text: &str) -> bool {
    // Only an instruction with words past its family's has a literal (the
    // common case, checked without going through the operands).
    if inst.len() <= 4 * inst.opcode.family().words() {
        return false;
    }
    inst.operands(isa).any(|o| match o.value {
        gcn::Operand::Literal(l) => {
            let hex = format!("{l:#x}");
            (l > 0xffff && o.ty.is_some_and(|t| t.bits() == 16))
                || !text.match_indices(&hex).any(|(i, _)| {
                    !text[i + hex.len()..].starts_with(|c: char| c.is_ascii_hexdigit())
                })
        }
        _ => false,
    })
}

/// Whether the kernels of a GFX10 code object run in wave64 (descriptors
/// with `ENABLE_WAVEFRONT_SIZE32` clear, or `amd_kernel_code_t` with
/// `wavefront_size` 6): their lane masks are 64-bit, which changes the
/// text of the instructions. Kernels of both sizes in one object are
/// refused (one assembly file has one wave size). An object without
/// kernels is wave32, as llvm-mc assumes.
fn wave64(co: &CodeObject) -> Result<bool, String> {
    if co.target.processor.major < 10 {
        return Ok(false);
    }
    let sizes: BTreeSet<bool> = co
        .kernels
        .iter()
        .map(|k| match &k.descriptor {
            Descriptor::Kd(kd) => kd.get(amdgpu::descriptor::fields::WAVEFRONT_SIZE32) == 0,
            Descriptor::AmdKernelCode(a) => a.0[103] == 6,
        })
        .collect();
    if sizes.len() > 1 {
        return Err(
            "kernels of both wave sizes (wave32 and wave64): one assembly file has one".into(),
        );
    }
    Ok(sizes.contains(&true))
}

fn label(off: u64) -> String {
    format!(".L{off:x}")
}

/// The assembly text of `co`. `warn` receives the file offset and text of
/// each word in `.text` that is no instruction (written as `.long`, so the
/// text still assembles to the same bytes).
pub fn disassemble(
    co: &CodeObject,
    data: &[u8],
    mut warn: impl FnMut(u64, String),
) -> Result<String, String> {
    let p = co.target.processor;
    let isa = gcn::Isa::from_processor(p.name).ok_or_else(|| {
        format!(
            "no instruction table for processor {} (supported: {})",
            p.name,
            gcn::Isa::processor_names().join(", ")
        )
    })?;
    let v2 = co.version.map(|v| v.0) == Some(2);
    let wave64 = wave64(co)?;
    let isa = if wave64 {
        gcn::Isa::from_processor_wave(p.name, true)
            .ok_or_else(|| format!("no wave64 instruction table for processor {}", p.name))?
    } else {
        isa
    };
    let text = co
        .sections
        .iter()
        .find(|s| s.name == ".text")
        .ok_or("no .text section")?;
    let start = text.offset as usize;
    let code = data.get(start..start + text.size as usize).ok_or_else(|| {
        format!(
            ".text: offset {:#x} size {:#x} beyond the file",
            text.offset, text.size
        )
    })?;
    // Function symbols of .text (one table: .symtab if present).
    let table = if co.symbols.iter().any(|s| s.table == ".symtab") {
        ".symtab"
    } else {
        ".dynsym"
    };
    let mut funcs: BTreeMap<u64, Vec<&Symbol>> = BTreeMap::new();
    for s in &co.symbols {
        if s.table == table
            && s.shndx as usize == text.index
            && (s.kind == STT_FUNC || s.kind == STT_AMDGPU_HSA_KERNEL)
            && s.value >= text.addr
            && s.value < text.addr + text.size.max(1)
        {
            funcs.entry(s.value - text.addr).or_default().push(s);
        }
    }
    // V2 kernels: amd_kernel_code_t (256 bytes) at the symbol, code after.
    let mut akc: BTreeMap<u64, &amdgpu::descriptor::AmdKernelCode> = BTreeMap::new();
    if v2 {
        for k in &co.kernels {
            if let Descriptor::AmdKernelCode(a) = &k.descriptor {
                if let Some(s) = co
                    .symbols
                    .iter()
                    .find(|s| s.table == table && s.name == k.name)
                {
                    akc.insert(s.value - text.addr, a);
                }
            }
        }
    }
    // Regions decoded independently: from each symbol to the next.
    let mut cuts: BTreeSet<u64> = funcs.keys().copied().collect();
    cuts.insert(0);
    cuts.insert(code.len() as u64);
    let cuts: Vec<u64> = cuts.into_iter().collect();
    enum Item {
        Inst(gcn::Inst),
        Bad(u32),
        Bytes(usize),
    }
    // Sized once for the most items the code can hold (an instruction
    // takes at least 4 bytes; one partial word per region): grown by
    // doubling, the vector was copied page by page into fresh memory, and
    // a short process pays for every page it touches.
    let mut items: Vec<(u64, Item)> = Vec::with_capacity(code.len() / 4 + cuts.len());
    let mut targets: BTreeSet<u64> = BTreeSet::new();
    for w in cuts.windows(2) {
        let (mut from, to) = (w[0], w[1]);
        if akc.contains_key(&from) {
            from = (from + 256).min(to);
        }
        let region = &code[from as usize..to as usize];
        let mut d = gcn::Decoder::new(isa, region);
        while let Some(r) = d.next() {
            match r {
                Ok((off, inst)) => {
                    let at = from + off as u64;
                    if branch_kind(inst.opcode.name()) {
                        let t = at as i64 + 4 + 4 * (inst.words()[0] as u16 as i16 as i64);
                        if (0..=code.len() as i64).contains(&t) {
                            targets.insert(t as u64);
                        }
                    }
                    items.push((at, Item::Inst(inst)));
                }
                Err(e) => {
                    let off = e.offset();
                    let at = from + off as u64;
                    if off + 4 <= region.len() {
                        let w = u32::from_le_bytes(region[off..off + 4].try_into().unwrap());
                        warn(text.offset + at, format!("{e} (word {w:#010x})"));
                        items.push((at, Item::Bad(w)));
                        d.skip_bytes(4);
                    } else {
                        items.push((at, Item::Bytes(region.len() - off)));
                        d.skip_bytes(region.len() - off);
                    }
                }
            }
        }
    }
    // A target inside an instruction keeps its number. The items are in
    // offset order (regions in order, offsets increasing in each).
    targets
        .retain(|&t| t == code.len() as u64 || items.binary_search_by_key(&t, |(o, _)| *o).is_ok());

    let (mut llvm, mc_version) = co.llvm_mc();
    // ld.lld-14 refuses code object V5 ("unknown abi version"), and
    // llvm-mc-14's metadata reader rejects the V5 argument kinds LLVM 15
    // added (`hidden_heap_v1`): V5 goes to LLVM 16, which has both.
    if llvm == Llvm::V14 && mc_version >= 5 {
        llvm = Llvm::V16;
    }
    // Sized once (about 4 bytes of text per byte of code, the metadata
    // about 3 times its MessagePack): see `items`.
    let notes: usize = co.notes.iter().map(|n| n.desc.len()).sum();
    let mut s = String::with_capacity(8 * code.len() + 4 * notes + 8192);
    let _ = writeln!(
        s,
        "// xvisa co dis: {} (code object {})",
        co.target_id_string(),
        co.version.map(|v| v.to_string()).unwrap_or_default()
    );
    let _ = writeln!(
        s,
        "// {} {}{} -filetype=obj",
        llvm.llvm_mc(),
        co.llvm_mc_args().join(" "),
        // The kernels' wave size is no feature of the target id: llvm-mc
        // needs it to read wave64 lane masks (`s[0:1]`, `vcc`).
        if wave64 {
            " -mattr=+wavefrontsize64"
        } else {
            ""
        }
    );
    if v2 {
        let _ = writeln!(s, "\t.hsa_code_object_version 2,1");
        // The ISA version and name notes, as stored (NT_AMD_HSA_ISA_VERSION,
        // NT_AMD_HSA_ISA_NAME).
        let amd = |t: u32| co.notes.iter().find(|n| n.name == b"AMD" && n.n_type == t);
        let (mut major, mut minor, mut stepping) = (p.major, p.minor, p.stepping);
        if let Some(n) = amd(3).filter(|n| n.desc.len() >= 16) {
            let u = |i: usize| u32::from_le_bytes(n.desc[i..i + 4].try_into().unwrap());
            (major, minor, stepping) = (u(4), u(8), u(12));
        }
        let _ = writeln!(
            s,
            "\t.hsa_code_object_isa {major},{minor},{stepping},\"AMD\",\"AMDGPU\""
        );
        if let Some(n) = amd(11) {
            let name = String::from_utf8_lossy(&n.desc);
            let name = name.trim_end_matches('\0');
            if !name.is_empty() && !name.contains(['"', '\\']) {
                let _ = writeln!(s, "\t.amd_amdgpu_isa \"{name}\"");
            }
        }
    } else {
        let _ = writeln!(
            s,
            "\t.amdgcn_target \"{}\"",
            co.target
                .to_string_for(amdgpu::target::CodeObjectVersion(mc_version.max(3)))
        );
    }
    let _ = writeln!(s, "\t.text");
    let align = text.align.max(1);
    if align > 1 {
        let _ = writeln!(s, "\t.p2align {}", align.trailing_zeros());
    }
    let mut line = String::new();
    let mut next_item = 0;
    for w in cuts.windows(2) {
        let (from, to) = (w[0], w[1]);
        for sym in funcs.get(&from).into_iter().flatten() {
            symbol_header(&mut s, sym, v2 && akc.contains_key(&from));
        }
        if let Some(a) = akc.get(&from) {
            let (block, _) = amdgpu::directives::print_amd_kernel_code(a);
            s += &block;
        }
        while next_item < items.len() && items[next_item].0 < to {
            let (at, item) = &items[next_item];
            next_item += 1;
            if targets.contains(at) {
                let _ = writeln!(s, "{}:", label(*at));
            }
            match item {
                Item::Inst(inst) => {
                    line.clear();
                    inst.print(isa, &mut line);
                    let name = inst.opcode.name();
                    if branch_kind(name) {
                        let t = *at as i64 + 4 + 4 * (inst.words()[0] as u16 as i16 as i64);
                        if t >= 0 && targets.contains(&(t as u64)) {
                            // The immediate is the last operand.
                            let cut = line.rfind([' ', ',']).map_or(line.len(), |i| i + 1);
                            line.truncate(cut);
                            if !line.ends_with(' ') {
                                line.push(' ');
                            }
                            line += &label(t as u64);
                        }
                    }
                    if lossy(isa, inst, &line) {
                        // No text assembles to these bytes: the words, with
                        // the text LLVM prints as a comment.
                        let words: Vec<String> =
                            inst.words().iter().map(|w| format!("{w:#010x}")).collect();
                        let _ = writeln!(s, "\t.long {} // {line}", words.join(", "));
                    } else {
                        s.push('\t');
                        s.push_str(&line);
                        s.push('\n');
                    }
                }
                Item::Bad(w) => {
                    let _ = writeln!(s, "\t.long {w:#010x} // not an instruction");
                }
                Item::Bytes(n) => {
                    let b = &code[*at as usize..*at as usize + n];
                    let list: Vec<String> = b.iter().map(|x| format!("{x:#04x}")).collect();
                    let _ = writeln!(s, "\t.byte {}", list.join(", "));
                }
            }
        }
        if targets.contains(&to) && to == code.len() as u64 {
            let _ = writeln!(s, "{}:", label(to));
        }
    }
    for list in funcs.values() {
        for sym in list {
            if sym.size > 0 {
                let _ = writeln!(s, "\t.size {}, {}", sym.name, sym.size);
            }
        }
    }
    // Descriptors and metadata.
    if !v2 {
        let _ = writeln!(s, "\n\t.rodata");
        // Descriptors are 64-byte aligned (AMDGPUUsage); `.amdhsa_kernel`
        // does not align, clang's `.rodata` is aligned so.
        let _ = writeln!(s, "\t.p2align 6");
        for k in &co.kernels {
            if let Descriptor::Kd(kd) = &k.descriptor {
                let (block, warnings) =
                    amdgpu::directives::print_block(&k.name, kd, &co.target, llvm);
                if warnings.is_empty() {
                    s += &block;
                } else {
                    let kd_sym = co
                        .symbols
                        .iter()
                        .find(|x| x.table == table && x.name == k.descriptor_symbol);
                    let code_sym = co
                        .symbols
                        .iter()
                        .find(|x| x.table == table && x.name == k.name);
                    descriptor_data(&mut s, k, kd, kd_sym.or(code_sym), &block, &warnings);
                }
            }
        }
    }
    for note in &co.metadata_notes {
        let yaml = note.yaml();
        if v2 {
            let _ = write!(
                s,
                "\n\t.amd_amdgpu_hsa_metadata\n{}\t.end_amd_amdgpu_hsa_metadata\n",
                yaml
            );
        } else {
            let _ = write!(s, "\n\t.amdgpu_metadata\n{}\t.end_amdgpu_metadata\n", yaml);
        }
    }
    if llvm == Llvm::Later {
        let _ = writeln!(
            s,
            "// {} is newer than LLVM 19 (not checked by xvisa)",
            p.name
        );
    }
    Ok(s)
}

/// A descriptor no `.amdhsa_kernel` block of the release reproduces (GFX10
/// `GRANULATED_WAVEFRONT_SGPR_COUNT`, which clang sets and `llvm-mc` always
/// writes 0; fields newer than the release): its 64 bytes as data, with the
/// symbol `.amdhsa_kernel` would define (binding and visibility of the
/// original, `STT_OBJECT`, size 64) and the same `R_AMDGPU_REL64` entry
/// relocation. The closest block is kept as a comment for the reader.
fn descriptor_data(
    s: &mut String,
    k: &amdgpu::elf::Kernel,
    kd: &amdgpu::descriptor::KernelDescriptor,
    sym: Option<&Symbol>,
    block: &str,
    warnings: &[String],
) {
    let name = &k.descriptor_symbol;
    let _ = writeln!(
        s,
        "// {name} as data: no .amdhsa_kernel block gives its bytes ({})",
        warnings.join("; ")
    );
    let _ = writeln!(s, "// The closest block:");
    for l in block.lines() {
        let _ = writeln!(s, "// {l}");
    }
    if let Some(sym) = sym {
        match sym.bind {
            STB_GLOBAL => {
                let _ = writeln!(s, "\t.globl {name}");
            }
            STB_WEAK => {
                let _ = writeln!(s, "\t.weak {name}");
            }
            _ => {}
        }
        match sym.visibility {
            STV_HIDDEN => {
                let _ = writeln!(s, "\t.hidden {name}");
            }
            STV_PROTECTED => {
                let _ = writeln!(s, "\t.protected {name}");
            }
            _ => {}
        }
    }
    let _ = writeln!(s, "\t.type {name},@object");
    let _ = writeln!(s, "\t.size {name}, 64");
    let _ = writeln!(s, "{name}:");
    let b = kd.to_bytes();
    let w = |i: usize| {
        format!(
            "{:#010x}",
            u32::from_le_bytes(b[i..i + 4].try_into().unwrap())
        )
    };
    let _ = writeln!(
        s,
        "\t.long {}, {}, {}, {} // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved",
        w(0),
        w(4),
        w(8),
        w(12)
    );
    let _ = writeln!(
        s,
        "\t.quad {}@rel64-{name} // KERNEL_CODE_ENTRY_BYTE_OFFSET",
        k.name
    );
    let _ = writeln!(
        s,
        "\t.long {}, {}, {}, {}, {} // reserved",
        w(24),
        w(28),
        w(32),
        w(36),
        w(40)
    );
    let _ = writeln!(
        s,
        "\t.long {}, {}, {} // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2",
        w(44),
        w(48),
        w(52)
    );
    let _ = writeln!(
        s,
        "\t.short {:#06x}, {:#06x} // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD",
        kd.kernel_code_properties, kd.kernarg_preload
    );
    let _ = writeln!(s, "\t.long {} // reserved", w(60));
}

fn symbol_header(s: &mut String, sym: &Symbol, v2_kernel: bool) {
    match sym.bind {
        STB_GLOBAL => {
            let _ = writeln!(s, "\t.globl {}", sym.name);
        }
        STB_WEAK => {
            let _ = writeln!(s, "\t.weak {}", sym.name);
        }
        _ => {}
    }
    match sym.visibility {
        STV_HIDDEN => {
            let _ = writeln!(s, "\t.hidden {}", sym.name);
        }
        STV_PROTECTED => {
            let _ = writeln!(s, "\t.protected {}", sym.name);
        }
        _ => {}
    }
    if v2_kernel {
        let _ = writeln!(s, "\t.amdgpu_hsa_kernel {}", sym.name);
    } else {
        let _ = writeln!(s, "\t.type {},@function", sym.name);
    }
    let _ = writeln!(s, "{}:", sym.name);
}
