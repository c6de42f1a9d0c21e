//! The whole pipeline for one kernel, and the assembly file and code
//! object pieces (descriptor directives, metadata) of its result.

use std::fmt::Write;

use visa::{Module, Platform, Routine};
use visa_emu::zebin::Zebin;

use crate::abi::{Abi, KArg};
use crate::decode::{decode_routine, Op};
use crate::layout::choose;
use crate::regalloc::{self, Usage};
use crate::target::Target;
use crate::vars::Vars;
use crate::{emit, isel, Error};

/// A finalized kernel.
#[derive(Clone, Debug)]
pub struct Finalized {
    /// Kernel name.
    pub name: String,
    /// vISA SIMD width (channels per thread = active lanes of its wave).
    pub simd: u32,
    /// The body as assembly (labels and instructions), ending with the
    /// label of the constant data when there is some ([`data_rows`] are
    /// its bytes as assembly).
    pub body: String,
    /// Kernel arguments (kernarg segment).
    pub args: Vec<KArg>,
    /// Kernarg segment size.
    pub kernarg_size: u32,
    /// Registers used.
    pub usage: Usage,
    /// Static LDS bytes.
    pub lds_bytes: u32,
    /// Number of machine instructions.
    pub inst_count: usize,
    /// `%cr0` (its denormal bits give the float modes).
    pub cr0: u32,
    /// Constant data after the code, 64-byte aligned (see `faddr`): its
    /// bytes, placed in the code object as they are (printing them for an
    /// assembler to parse was a quarter of finalizing a kernel with IGC's
    /// math tables).
    pub data: Vec<u8>,
    /// Work-groups may have several vISA threads, one per wave (the SIMD
    /// width is the wave size and local ids walk X, then Y, then Z as the
    /// hardware assigns them to waves).
    pub multi_wave: bool,
    /// Several vISA threads share a wave (packed mode: channel `c` of the
    /// `s`-th thread of the wave on lane `s * simd + c`).
    pub packed: bool,
    /// The body's machine code (without the data) when finalizing already encoded it (long
    /// kernels are encoded once to refuse far branches; the object reuses
    /// that code rather than assembling the body a second time).
    pub code: Option<Vec<u8>>,
}

/// What to finalize.
pub struct Request<'a> {
    /// The module.
    pub module: &'a Module,
    /// Kernel name (`None`: the module's only kernel).
    pub kernel: Option<&'a str>,
    /// Source platform (GRF size, XeHP payload).
    pub platform: Platform,
    /// SIMD width (`None`: the kernel's `SimdSize` attribute, else the
    /// zebin's, else 16).
    pub simd: Option<u32>,
    /// The zebin ocloc produced with the kernel.
    pub zebin: Option<&'a Zebin>,
}

fn simd_attr(r: &Routine) -> Option<u32> {
    r.attributes
        .iter()
        .find(|a| a.name == "SimdSize")
        .and_then(|a| match &a.value {
            visa::AttrValue::Int { value, .. } => Some(*value),
            visa::AttrValue::Str(s) => std::str::from_utf8(s).ok()?.trim().parse().ok(),
        })
        .filter(|&v| v > 0)
}

/// Finalizes one kernel for a target.
pub fn finalize(req: &Request<'_>, t: &Target) -> Result<Finalized, Error> {
    let kernels: Vec<&Routine> = req
        .module
        .routines
        .iter()
        .filter(|r| r.is_kernel())
        .collect();
    let r = match req.kernel {
        Some(k) => *kernels
            .iter()
            .find(|r| r.name == k)
            .ok_or_else(|| Error::input(format!("no kernel `{k}` in the module")))?,
        None => match kernels.as_slice() {
            [r] => *r,
            _ => {
                return Err(Error::input(format!(
                    "the module has {} kernels: name one",
                    kernels.len()
                )))
            }
        },
    };
    let zk = match req.zebin {
        Some(z) => Some(
            z.kernel(&r.name)
                .map_err(|e| Error::input(format!("zebin: {e}")))?,
        ),
        None => None,
    };
    let w = req
        .simd
        .or_else(|| simd_attr(r))
        .or(zk.map(|k| k.simd))
        .unwrap_or(16);
    if !matches!(w, 8 | 16 | 32) {
        return Err(Error::unsupported(format!(
            "SIMD{w}: the finalizer compiles SIMD8, SIMD16 and SIMD32 kernels"
        )));
    }
    if w > t.wave_size() {
        return Err(Error::unsupported(format!(
            "a SIMD{w} kernel on a wave{} target: a vISA thread must fit in a wave",
            t.wave_size()
        )));
    }
    let grf = req.platform.grf_size();
    let ki = req
        .module
        .routines
        .iter()
        .position(|x| std::ptr::eq(x, r))
        .expect("the kernel is the module's");
    // Functions are inlined: the kernel with its calls' copies.
    let inl = crate::inline::inline(req.module, ki, grf, w)?;
    let Some(inl) = inl else {
        return finalize_packed_or_not(req, t, r, None, zk, w);
    };
    finalize_packed_or_not(req, t, &inl.routine, Some(&inl), zk, w).map_err(|mut e| {
        // Messages name the instruction the code came from.
        if let Some(l) = e.at.as_mut() {
            if let Some(&(ri, idx)) = inl.origin.get(l.index).filter(|_| !l.text.is_empty()) {
                let src = &req.module.routines[ri];
                *l = loc_in(src, grf, idx);
            }
        }
        e
    })
}

/// Whether a kernel's threads work together in their work-group (a
/// barrier or SLM): such kernels are launched with groups of several vISA
/// threads, which packing runs on wave64 targets.
fn cooperative(
    r: &Routine,
    insts: &[crate::decode::Ins],
    zk: Option<&visa_emu::zebin::ZeKernel>,
) -> bool {
    let _ = r;
    insts.iter().any(|i| match &i.op {
        Op::Barrier => true,
        // dpasw pairs threads 2k and 2k + 1 of a group.
        Op::Dpas(p) => p.d.wide,
        // SLM: the predefined surface T0 or LSC's `slm` space.
        Op::Mem(m) => {
            let d = format!("{m:?}");
            d.contains("Slm") || d.contains("Surface(0)")
        }
        _ => false,
    }) || zk.is_some_and(|k| k.slm_size > 0)
}

/// Finalizes packed (several vISA threads per wave) when the kernel is
/// cooperative, the target's wave holds several of its threads and packed
/// mode handles every construct; otherwise one vISA thread per group.
fn finalize_packed_or_not(
    req: &Request<'_>,
    t: &Target,
    r: &Routine,
    inl: Option<&crate::inline::Inlined>,
    zk: Option<&visa_emu::zebin::ZeKernel>,
    w: u32,
) -> Result<Finalized, Error> {
    if w < t.wave_size() && std::env::var_os("XVISA_NO_PACK").is_none() {
        match finalize_in(req, t, r, inl, zk, w, true) {
            Ok(k) => return Ok(k),
            Err(e) => {
                if std::env::var_os("XVISA_FINALIZE_DEBUG").is_some() {
                    eprintln!("not packed: {e}");
                }
            }
        }
    }
    finalize_in(req, t, r, inl, zk, w, false)
}

fn finalize_in(
    req: &Request<'_>,
    t: &Target,
    r: &Routine,
    inl: Option<&crate::inline::Inlined>,
    zk: Option<&visa_emu::zebin::ZeKernel>,
    w: u32,
    pack: bool,
) -> Result<Finalized, Error> {
    let grf = req.platform.grf_size();
    let xehp = req.platform >= Platform::XeHpSdv;
    let mut vars = Vars::new(r, grf)?;
    let mut insts = decode_routine(r, &vars);
    if let Some(inl) = inl {
        vars.internal_from = inl.internal_from;
        for &k in &inl.traps {
            insts[k].op = Op::Trap;
        }
        check_functions(r, &vars, &insts, inl)?;
    }
    join_uniform_compare_halves(&mut insts, w);
    let walk = zk.and_then(|k| k.walk_order).unwrap_or([0, 1, 2]);
    // A pack attempt of a kernel that packing does not apply to fails
    // below in any case: it stops here, before the layout and selection
    // (most kernels; the unpacked attempt follows).
    if pack && (w >= t.wave_size() || walk != [0, 1, 2] || !cooperative(r, &insts, zk)) {
        return Err(Error::unsupported("not a kernel to pack"));
    }
    let lay = choose(&vars, &insts, w);
    // Several vISA threads per work-group need one wave each, with the
    // work-items in the order the hardware fills waves: X fastest (the
    // Intel runtime walks the zebin's order; a hand-written kernel's is
    // X, Y, Z). A kernel with an LDS image of its registers has one image
    // per work-group: one vISA thread per group.
    let multi_wave = w == t.wave_size() && walk == [0, 1, 2] && lay.image_bytes == 0;
    // Packing: the same conditions for a thread narrower than the wave,
    // for kernels whose threads work together.
    let packed = pack
        && w < t.wave_size()
        && walk == [0, 1, 2]
        && lay.image_bytes == 0
        && cooperative(r, &insts, zk);
    if pack && !packed {
        return Err(Error::unsupported("not a kernel to pack"));
    }
    if std::env::var_os("XVISA_FINALIZE_DEBUG").is_some() {
        for (i, l) in lay.of.iter().enumerate() {
            if *l != crate::layout::Layout::Unused {
                eprintln!("layout {}: {:?}", vars.roots[i].name, l);
            }
        }
    }
    let (cr0, modes) = check_predefined(r, &vars, &insts)?;
    let (mut abi, cross, shape) = match zk {
        Some(k) => Abi::from_zebin(r, &vars, k, w, xehp)?,
        None => {
            let (a, s) = Abi::handwritten(r, &vars, &insts, w);
            (a, Vec::new(), s)
        }
    };
    let data = match req.zebin {
        Some(z) if insts.iter().any(|i| matches!(i.op, Op::Faddr { .. })) => const_data(z),
        _ => ConstData::default(),
    };
    abi.data_syms = data.syms.clone();
    let sel = isel::select(
        t, r, &vars, &lay, &insts, &abi, &cross, shape, w, xehp, &modes, multi_wave, packed,
    )?;
    if let Some(why) = &sel.pack_fail {
        return Err(Error::unsupported(format!("not packed: {why}")));
    }
    // The lane analyses see a packed wave as one thread of the wave's width.
    let lw = if packed { t.wave_size() } else { w };
    let mut f = sel.f;
    crate::opt::run(&mut f, t);
    crate::opt::fuse_halves(&mut f, t, lw);
    crate::opt::local_predicates(&mut f, t);
    crate::opt::compare_masks(&mut f, t);
    crate::opt::local_values(&mut f);
    crate::opt::extensions(&mut f);
    crate::opt::fold_negated_selects(&mut f);
    crate::opt::bfi_chains(&mut f);
    crate::opt::merge_scalar_loads(&mut f);
    crate::opt::propagate_copies(&mut f);
    crate::lanes::kill_first_writes(&mut f, t, lw);
    crate::lanes::kill_block_local(&mut f, t, lw);
    regalloc::remove_dead(&mut f);
    // (Dead copies of high halves gone, a shift may keep only its low one.)
    crate::opt::narrow_shifts(&mut f);
    regalloc::remove_dead(&mut f);
    // Zeroing before the EXEC rewrites lets its EXEC region join the one
    // after it like any other.
    regalloc::zero_live_in(&mut f, t);
    crate::opt::drop_exec_regions(&mut f, t);
    crate::opt::join_fallthrough(&mut f);
    crate::opt::drop_dead_exec_writes(&mut f, t);
    crate::opt::merge_exec_regions(&mut f, t);
    crate::opt::fold_constant_saves(&mut f, t);
    crate::opt::drop_dead_exec_writes(&mut f, t);
    regalloc::remove_dead(&mut f);
    // Code that only now is dead may have separated two EXEC writes, or a
    // restore from the save after it.
    crate::opt::drop_dead_exec_writes(&mut f, t);
    crate::opt::merge_exec_regions(&mut f, t);
    // EXEC regions gone may have opened copies to propagation.
    crate::opt::propagate_copies(&mut f);
    regalloc::remove_dead(&mut f);
    crate::opt::drop_same_exec_writes(&mut f, t);
    crate::opt::drop_dead_exec_writes(&mut f, t);
    crate::opt::drop_same_exec_writes(&mut f, t);
    crate::opt::merge_exec_regions(&mut f, t);
    regalloc::remove_dead(&mut f);
    regalloc::legalize_literals(&mut f, t);
    let scratch = if sel.uses.scratch {
        abi.thread_private_bytes(w)
    } else {
        0
    };
    let usage = regalloc::allocate_with_scratch(&mut f, t, &sel.pins, scratch)?;
    emit::waits(&mut f, t);
    // (Labels `faddr` places are no instructions.)
    let inst_count = f
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter(|m| !m.op.starts_with('.'))
        .count();
    let mut body = emit::body_text(&f, t);
    body.push_str(&data.head());
    // Branches reach 2^15 words: code that may be longer is encoded once
    // here so that a farther branch is refused, not printed for an
    // assembler to reject.
    let mut code = None;
    if inst_count * 12 > 4 * 0x7fff {
        match crate::encode::encode(&body, t) {
            Ok(c) => code = Some(c),
            Err(e) => {
                if e.message.contains("branch offset is out of range") {
                    return Err(Error::unsupported(
                        "a branch farther than 2^15 words (the kernel's code is too long; long branches are not supported yet)",
                    ));
                }
            }
        }
    }
    Ok(Finalized {
        name: r.name.clone(),
        simd: w,
        body,
        kernarg_size: abi.explicit_size,
        args: abi.args,
        usage,
        lds_bytes: if req.zebin.is_none() && sel.uses_lds {
            65536
        } else if lay.image_bytes > 0 && sel.uses_lds {
            // One vISA thread per work-group: one image after the SLM.
            abi.slm_bytes.div_ceil(8) * 8 + lay.image_bytes
        } else {
            abi.slm_bytes
        },
        inst_count,
        cr0,
        data: data.bytes,
        multi_wave: multi_wave || packed,
        packed,
        code,
    })
}

/// The name of the constant data appended to the code.
pub const DATA_SYMBOL: &str = "xvisa_data";

/// The zebin's data (`.data.const` and `.data.global` sections, each
/// aligned to 64 bytes) that `faddr` takes addresses in: placed after the code, so a
/// kernel reaches it relative to its program counter, with no relocation
/// and no loader support.
#[derive(Default)]
struct ConstData {
    bytes: Vec<u8>,
    syms: std::collections::HashMap<String, u64>,
}

fn const_data(z: &Zebin) -> ConstData {
    let mut d = ConstData::default();
    let mut base = vec![None; z.data.len()];
    for (i, sec) in z.data.iter().enumerate() {
        // Program-scope globals (`.data.global`) too: IGC's math library
        // keeps some of its read-only tables there.
        if sec.name.starts_with(".data.const") || sec.name.starts_with(".data.global") {
            d.bytes.resize(d.bytes.len().next_multiple_of(64), 0);
            base[i] = Some(d.bytes.len() as u64);
            d.bytes.extend_from_slice(&sec.bytes);
        }
    }
    for (name, sec, off) in &z.symbols {
        if let Some(Some(b)) = base.get(*sec) {
            d.syms.insert(name.clone(), b + off);
        }
    }
    d
}

impl ConstData {
    /// The assembly that places the data after the code: 64-byte
    /// aligned, a local data symbol so that disassemblers print it as
    /// data (the bytes follow: [`rows`]).
    fn head(&self) -> String {
        if self.bytes.is_empty() {
            return String::new();
        }
        format!("\t.p2align 6\n\t.type {DATA_SYMBOL},@object\n{DATA_SYMBOL}:\n")
    }

    /// The assembly of the data: [`head`](Self::head) and [`rows`].
    #[cfg(test)]
    fn text(&self) -> String {
        self.head() + &rows(&self.bytes)
    }
}

/// Bytes as `.byte` lines of 16.
fn rows(bytes: &[u8]) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 5 + bytes.len() / 16 * 8 + 8);
    for row in bytes.chunks(16) {
        s.push_str("\t.byte ");
        for (i, &x) in row.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            s.push_str("0x");
            s.push(HEX[(x >> 4) as usize] as char);
            s.push(HEX[(x & 15) as usize] as char);
        }
        s.push('\n');
    }
    s
}

/// A kernel's constant data as assembly `.byte` lines (they follow its
/// body in an assembly file).
pub fn data_rows(k: &Finalized) -> String {
    rows(&k.data)
}

/// `.amdhsa_next_free_sgpr` and friends: the descriptor block.
pub fn directives(k: &Finalized, t: &Target) -> String {
    let mut s = String::new();
    let _ = writeln!(s, ".amdhsa_kernel {}", k.name);
    let _ = writeln!(s, "  .amdhsa_group_segment_fixed_size {}", k.lds_bytes);
    let _ = writeln!(
        s,
        "  .amdhsa_private_segment_fixed_size {}",
        k.usage.private_bytes
    );
    let _ = writeln!(s, "  .amdhsa_kernarg_size {}", k.kernarg_size);
    if k.usage.scratch {
        // VGPR spills: the private segment buffer comes first (s[0:3]).
        let _ = writeln!(s, "  .amdhsa_user_sgpr_private_segment_buffer 1");
    }
    let _ = writeln!(s, "  .amdhsa_user_sgpr_dispatch_ptr 1");
    let _ = writeln!(s, "  .amdhsa_user_sgpr_kernarg_segment_ptr 1");
    let _ = writeln!(s, "  .amdhsa_system_sgpr_workgroup_id_x 1");
    let _ = writeln!(s, "  .amdhsa_system_sgpr_workgroup_id_y 1");
    let _ = writeln!(s, "  .amdhsa_system_sgpr_workgroup_id_z 1");
    if k.usage.scratch {
        let _ = writeln!(
            s,
            "  .amdhsa_system_sgpr_private_segment_wavefront_offset 1"
        );
    }
    let _ = writeln!(s, "  .amdhsa_system_vgpr_workitem_id 2");
    let vgprs = vgpr_count(k, t);
    let _ = writeln!(s, "  .amdhsa_next_free_vgpr {vgprs}");
    let _ = writeln!(
        s,
        "  .amdhsa_float_denorm_mode_32 {}",
        if k.cr0 & 0x80 != 0 { 3 } else { 0 }
    );
    let _ = writeln!(
        s,
        "  .amdhsa_float_denorm_mode_16_64 {}",
        if k.cr0 & 0x40 != 0 { 3 } else { 0 }
    );
    let _ = writeln!(s, "  .amdhsa_next_free_sgpr {}", k.usage.sgprs.max(7));
    let _ = writeln!(s, "  .amdhsa_reserve_vcc {}", u8::from(k.usage.vcc));
    if t.gen < 10 {
        let _ = writeln!(s, "  .amdhsa_reserve_flat_scratch 0");
    }
    if t.proc == "gfx90a" {
        let acc = vgprs.div_ceil(4) * 4;
        let _ = writeln!(s, "  .amdhsa_accum_offset {acc}");
    }
    if t.gen >= 10 {
        let _ = writeln!(s, "  .amdhsa_wavefront_size32 {}", u8::from(!t.wave64));
    }
    let _ = writeln!(s, ".end_amdhsa_kernel");
    s
}

/// The VGPRs the kernel allocates (`.amdhsa_next_free_vgpr`, metadata
/// `.vgpr_count`): at least the initial work-item ids. On gfx90a a 64-bit
/// shift whose amount is in the last allocated VGPR, when that VGPR ends a
/// block of 8, shifts wrongly (LLVM's `fixShift64HighRegBug`; the GCN
/// emulator checks it): one more block keeps such an amount off the end.
fn vgpr_count(k: &Finalized, t: &Target) -> u16 {
    let mut n = k.usage.vgprs.max(if t.packed_tid { 1 } else { 3 });
    if t.proc == "gfx90a" {
        for line in k.body.lines() {
            let mut w = line.split_whitespace();
            if !matches!(
                w.next(),
                Some("v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64")
            ) {
                continue;
            }
            let amount = w.nth(1).map(|a| a.trim_end_matches(','));
            if let Some(r) = amount.and_then(|a| a.strip_prefix('v')?.parse::<u16>().ok()) {
                // The allocation is counted in blocks of 4 (accum_offset).
                if r % 8 == 7 && r + 1 >= n.div_ceil(4) * 4 {
                    n = r + 2;
                }
            }
        }
    }
    n
}

/// The metadata YAML (code object V3+ schema).
pub fn metadata(k: &Finalized, t: &Target) -> String {
    metadata_text(k, t, false)
}

/// The metadata YAML; `llvm`: strings YAML 1.1 reads as booleans, null or
/// numbers (`n`, `on`, `1`) tagged `!str`, as LLVM's reader needs (it
/// ignores quotes when it infers types).
fn metadata_text(k: &Finalized, t: &Target, llvm: bool) -> String {
    program_metadata_text(std::slice::from_ref(k), t, llvm)
}

/// The metadata YAML of several kernels: one `amdhsa.kernels` entry each,
/// in order.
fn program_metadata_text(ks: &[Finalized], t: &Target, llvm: bool) -> String {
    let mut s = String::new();
    let (maj, min) = match t.co_version {
        3 => (1, 0),
        4 => (1, 1),
        _ => (1, 2),
    };
    let _ = writeln!(s, "---");
    let _ = writeln!(s, "amdhsa.kernels:");
    for k in ks {
        kernel_metadata(k, t, llvm, &mut s);
    }
    let _ = writeln!(
        s,
        "amdhsa.target:   amdgcn-amd-amdhsa--{}{}",
        t.proc, t.features
    );
    let _ = writeln!(s, "amdhsa.version:");
    let _ = writeln!(s, "  - {maj}");
    let _ = writeln!(s, "  - {min}");
    let _ = writeln!(s, "...");
    s
}

/// One kernel's entry of `amdhsa.kernels`.
fn kernel_metadata(k: &Finalized, t: &Target, llvm: bool, s: &mut String) {
    let quote = |x: &str| quote(x, llvm);
    let _ = writeln!(s, "  - .args:");
    if k.args.is_empty() {
        s.truncate(s.len() - "  - .args:\n".len());
        let _ = writeln!(s, "  - .args:           []");
    }
    for a in &k.args {
        if a.name.is_empty() {
            let _ = writeln!(s, "      - .offset:         {}", a.offset);
        } else {
            let _ = writeln!(s, "      - .name:           {}", quote(&a.name));
            let _ = writeln!(s, "        .offset:         {}", a.offset);
        }
        let _ = writeln!(s, "        .size:           {}", a.size);
        if let Some(sp) = a.address_space {
            let _ = writeln!(s, "        .address_space:  {sp}");
        }
        if let Some(p) = a.pointee_align {
            let _ = writeln!(s, "        .pointee_align:  {p}");
        }
        if let Some(tn) = &a.type_name {
            let _ = writeln!(s, "        .type_name:      {}", quote(tn));
        }
        let _ = writeln!(s, "        .value_kind:     {}", a.kind);
    }
    let _ = writeln!(s, "    .group_segment_fixed_size: {}", k.lds_bytes);
    let _ = writeln!(s, "    .kernarg_segment_align: 8");
    let _ = writeln!(s, "    .kernarg_segment_size: {}", k.kernarg_size);
    let _ = writeln!(
        s,
        "    .max_flat_workgroup_size: {}",
        max_flat_workgroup_size(k, t)
    );
    let _ = writeln!(s, "    .name:           {}", quote(&k.name));
    let _ = writeln!(
        s,
        "    .private_segment_fixed_size: {}",
        k.usage.private_bytes
    );
    let _ = writeln!(s, "    .sgpr_count:     {}", sgpr_count(k, t));
    let _ = writeln!(s, "    .sgpr_spill_count: {}", k.usage.sgpr_spills);
    let _ = writeln!(
        s,
        "    .symbol:         {}",
        quote(&format!("{}.kd", k.name))
    );
    let _ = writeln!(s, "    .vgpr_count:     {}", vgpr_count(k, t));
    let _ = writeln!(s, "    .vgpr_spill_count: {}", k.usage.vgpr_spills);
    let _ = writeln!(s, "    .wavefront_size: {}", t.wave_size());
}

/// The largest work-group the finalized kernel runs correctly (metadata
/// `.max_flat_workgroup_size`; the runtime refuses larger launches): one
/// vISA thread, whose channels are the first lanes of one wave. A smaller
/// group (or the partial last group of a grid) starts the wave with fewer
/// lanes in EXEC: the vISA thread's dispatch mask.
/// When the SIMD width is the wave size, each vISA thread of a larger
/// group is one wave (1024 work-items, OpenCL's and the hardware's limit);
/// so are the groups of a packed kernel, whose waves hold several
/// narrower threads. Other narrower threads keep groups of one thread.
pub fn max_flat_workgroup_size(k: &Finalized, _t: &Target) -> u32 {
    if k.multi_wave {
        1024
    } else {
        k.simd
    }
}

/// SGPRs counted as the metadata counts them (VCC included).
pub fn sgpr_count(k: &Finalized, _t: &Target) -> u16 {
    k.usage.sgprs.max(7) + if k.usage.vcc { 2 } else { 0 }
}

/// A complete assembly file `llvm-mc` assembles into the same object.
pub fn asm_file(k: &Finalized, t: &Target) -> String {
    program_asm_file(std::slice::from_ref(k), t)
}

/// The assembly file of a program: the kernels' code one after another
/// (each entry 256-byte aligned), then their descriptors in the same
/// order, then one metadata document listing them all. The first
/// kernel's text is exactly its own file's; the later ones' local labels
/// and data symbol carry the kernel's index (see [`program_body`]).
pub fn program_asm_file(ks: &[Finalized], t: &Target) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{}{}\"",
        t.proc, t.features
    );
    let _ = writeln!(s, "\t.text");
    for (i, k) in ks.iter().enumerate() {
        let _ = writeln!(s, "\t.globl {}", k.name);
        let _ = writeln!(s, "\t.p2align 8");
        let _ = writeln!(s, "\t.type {},@function", k.name);
        let _ = writeln!(s, "{}:", k.name);
        s.push_str(&program_body(k, i));
        s.push_str(&data_rows(k));
    }
    let _ = writeln!(s, "\t.rodata");
    for k in ks {
        let _ = writeln!(s, "\t.p2align 6");
        s.push_str(&directives(k, t));
    }
    let _ = writeln!(s, "\t.amdgpu_metadata");
    s.push_str(&program_metadata_text(ks, t, true));
    let _ = writeln!(s, "\t.end_amdgpu_metadata");
    s
}

/// The name of kernel `i`'s constant data in a program (the first
/// kernel's is [`DATA_SYMBOL`], as in its own object).
pub fn data_symbol(i: usize) -> String {
    if i == 0 {
        DATA_SYMBOL.to_string()
    } else {
        format!("{DATA_SYMBOL}.{i}")
    }
}

/// Kernel `i`'s body in a program's assembly: its block labels
/// (`.LBB0_n`), `faddr` labels (`.Lxvisa_pcN`) and data symbol renamed
/// so that no two kernels define the same name in one file (the code is
/// position-independent: the bytes are those of the kernel alone).
pub fn program_body(k: &Finalized, i: usize) -> std::borrow::Cow<'_, str> {
    if i == 0 {
        return std::borrow::Cow::Borrowed(&k.body);
    }
    std::borrow::Cow::Owned(
        k.body
            .replace(".LBB0_", &format!(".LBB{i}_"))
            .replace(".Lxvisa_pc", &format!(".Lxvisa_pc{i}_"))
            .replace(DATA_SYMBOL, &data_symbol(i)),
    )
}

/// Refuses what inlined functions do that a copy in the kernel would not
/// do as the emulator does: a function's writes to predefined variables
/// other than `%arg`, `%retval` and `%cr0` are the callee's own there (the
/// caller gets back only `%retval`, `%sp`, `%fp` and `%cr0`).
fn check_functions(
    r: &Routine,
    vars: &Vars,
    insts: &[crate::decode::Ins],
    inl: &crate::inline::Inlined,
) -> Result<(), Error> {
    use crate::uses::{ins_uses, Use};
    use crate::vars::pre;
    let r0 = vars.root_of(pre::R0);
    for ins in insts {
        if !inl.in_function.get(ins.idx).copied().unwrap_or(false) {
            continue;
        }
        for u in ins_uses(ins, vars.grf) {
            let (root, write) = match u {
                Use::Acc { acc, write } => (acc.root, write),
                Use::Block { root, write, .. } => (root, write),
                _ => continue,
            };
            if write && Some(root) == r0 {
                return Err(Error::unsupported(
                    "a function writing r0 (the emulator gives the callee its own copy) is not supported",
                )
                .at(loc(r, vars, ins.idx)));
            }
        }
    }
    Ok(())
}

/// The instruction's location for messages.
pub fn loc(r: &Routine, vars: &Vars, idx: usize) -> crate::Loc {
    loc_in(r, vars.grf, idx)
}

/// The location of instruction `idx` of `r` (GRFs of `grf` bytes).
pub fn loc_in(r: &Routine, grf: u32, idx: usize) -> crate::Loc {
    let ctx = visa_text::Ctx {
        r,
        grf,
        label_suffix: false,
    };
    crate::Loc {
        routine: r.name.clone(),
        index: idx,
        text: r
            .insts
            .get(idx)
            .map(|i| visa_text::print_instruction(&ctx, i))
            .unwrap_or_default(),
    }
}

/// Refuses predefined variables the prologue does not build: the
/// finalized kernel has r0, the group ids and `%cr0`. Returns `%cr0` at
/// the kernel's start (its denormal bits become the descriptor's float
/// modes) and its compile-time value before each instruction: after the
/// start, only the rounding, denormal and ALT modes may change (an immediate
/// `mov`, `or`, `and` or `xor`, unpredicated; HF's denormal bit equal to
/// DF's), and it must be back to the start's value
/// at every label and branch, so each straight-line stretch of code knows
/// its mode (IGC brackets a conversion with two `xor`s).
fn check_predefined(
    r: &Routine,
    vars: &Vars,
    insts: &[crate::decode::Ins],
) -> Result<(u32, Vec<u32>), Error> {
    use crate::decode::{AluOp, Op, Opnd};
    use crate::uses::{ins_uses, Use};
    use crate::vars::pre;
    let root_of = |id: u32| vars.locs[id as usize].map(|l| l.root);
    let npre = visa::PREDEFINED_VARS.len() as u32;
    let cr0_root = root_of(pre::CR0);
    // %cr0 as a compile-time value: the writes of the entry's straight
    // line (mov, or, and, xor of %cr0 and an immediate), which become the
    // descriptor's float modes.
    let mut cr0 = 0u32;
    let mut straight = true;
    // After the entry's straight line: the value in effect.
    let mut cur: Option<u32> = None;
    let mut modes = Vec::with_capacity(insts.len());
    // How many instructions precede the first one under the start's mode
    // (the entry's writes of %cr0): they run under the start's mode too,
    // so the MODE register is set once, by the descriptor.
    let mut entry_len = 0;
    // Without subroutines, `ret` ends the thread: the mode no longer
    // matters there.
    let no_calls = !insts.iter().any(|i| matches!(i.op, Op::Call { .. }));
    let is_cr0 = |o: &Opnd| matches!(o, Opnd::Var { acc, .. } if Some(acc.root) == cr0_root && acc.is_scalar());
    let imm = |o: &Opnd| match o {
        Opnd::Imm { vals, .. } if vals.len() == 1 => Some(vals[0] as u32),
        _ => None,
    };
    for ins in insts {
        if matches!(
            ins.op,
            Op::Label(_)
                | Op::Goto { .. }
                | Op::Jmp { .. }
                | Op::Call { .. }
                | Op::Switchjmp { .. }
        ) {
            straight = false;
        }
        let flow = matches!(
            ins.op,
            Op::Label(_)
                | Op::Subroutine(_)
                | Op::Goto { .. }
                | Op::Jmp { .. }
                | Op::Call { .. }
                | Op::Fret
                | Op::Fcall { .. }
                | Op::Ifcall { .. }
                | Op::Switchjmp { .. }
        ) || (matches!(ins.op, Op::Ret) && !no_calls);
        if let Some(c) = cur {
            if flow && c != cr0 {
                return Err(Error::unsupported(format!(
                    "%cr0 = {c:#x} here, not its value at the kernel's start ({cr0:#x}): a rounding mode across labels and branches is not supported"
                ))
                .at(loc(r, vars, ins.idx)));
            }
        }
        if cur.is_none() {
            entry_len = modes.len() + 1;
        }
        modes.push(cur.unwrap_or(cr0));
        let folded = match &ins.op {
            Op::Mov {
                dst,
                src,
                sat: false,
            } if is_cr0(dst) => imm(src),
            Op::Alu {
                op,
                dst,
                srcs,
                sat: false,
            } if is_cr0(dst) && srcs.len() == 2 && is_cr0(&srcs[0]) => {
                let c = cur.unwrap_or(cr0);
                imm(&srcs[1]).and_then(|k| match op {
                    AluOp::Or => Some(c | k),
                    AluOp::And => Some(c & k),
                    AluOp::Xor => Some(c ^ k),
                    _ => None,
                })
            }
            _ => None,
        };
        if let Some(v) = folded {
            if straight && ins.pred.is_none() {
                cr0 = v;
                continue;
            }
            if ins.pred.is_none() {
                let c = cur.unwrap_or(cr0);
                // The rounding mode (bits 5:4) and the denormal modes
                // (bit 6 DF, 7 F, 10 HF) become MODE's fields (GCN has one
                // denormal mode for 16- and 64-bit floats); ALT mode (bit
                // 0) is followed in the selected code.
                let why = if v & !0x4f1 != 0 {
                    Some("after the kernel's start only the rounding and denormal modes and ALT mode may change")
                } else if (v >> 6 & 1) != (v >> 10 & 1) {
                    Some("different denormal modes for HF and DF (GCN has one mode for 16- and 64-bit floats)")
                } else {
                    None
                };
                if let Some(why) = why {
                    return Err(Error::unsupported(format!(
                        "%cr0 changes from {c:#x} to {v:#x}: {why}"
                    ))
                    .at(loc(r, vars, ins.idx)));
                }
                cur = Some(v);
                continue;
            }
        }
        // Modes are set once, before the code they govern.
        if !matches!(ins.op, Op::Label(_) | Op::Subroutine(_) | Op::Nop) {
            if straight {
                cur = Some(cr0);
            }
            straight = false;
        }

        for u in ins_uses(ins, vars.grf) {
            let (root, write) = match u {
                Use::Acc { acc, write } => (acc.root, write),
                Use::Block { root, write, .. } => (root, write),
                _ => continue,
            };
            if root >= npre {
                continue;
            }
            let ok_read = [
                pre::R0,
                pre::THREAD_X,
                pre::THREAD_Y,
                pre::GROUP_ID_X,
                pre::GROUP_ID_X + 1,
                pre::GROUP_ID_Z,
                pre::TSC,
                pre::CR0,
                pre::SR0,
            ]
            .iter()
            .any(|&id| root_of(id) == Some(root));
            let is_cr0 = root_of(pre::CR0) == Some(root);
            let is_r0 = root_of(pre::R0) == Some(root);
            let refuse = if write { !is_r0 } else { !ok_read };
            if refuse {
                let name = &vars.roots[root as usize].name;
                let what = if is_cr0 {
                    "writing %cr0 other than by an unpredicated immediate mov, or, and or xor is not supported"
                        .to_string()
                } else {
                    format!(
                        "the predefined variable {name} is not supported by the finalizer yet ({})",
                        if write { "written" } else { "read" }
                    )
                };
                return Err(Error::unsupported(what).at(loc(r, vars, ins.idx)));
            }
        }
        let _ = is_cr0;
    }
    // Denormal modes (bits 6 DF, 7 F, 10 HF; GCN has one mode for 16- and
    // 64-bit floats) and ALT mode (bit 0) only.
    if cr0 & !0x4c1 != 0 {
        return Err(Error::unsupported(format!(
            "%cr0 = {cr0:#x}: rounding modes other than round-to-nearest-even and float modes other than the denormal ones and ALT are not supported yet"
        )));
    }
    if (cr0 >> 6 & 1) != (cr0 >> 10 & 1) {
        return Err(Error::unsupported(format!(
            "%cr0 = {cr0:#x}: different denormal modes for HF and DF (GCN has one mode for 16- and 64-bit floats)"
        )));
    }
    for m in &mut modes[..entry_len] {
        *m = cr0;
    }
    Ok((cr0, modes))
}

/// The machine code of a finalized kernel's body, encoded by our GCN
/// encoder.
pub fn encode(k: &Finalized, t: &Target) -> Result<Vec<u8>, Error> {
    let mut code = match &k.code {
        Some(c) => c.clone(),
        None => crate::encode::encode(&k.body, t)?,
    };
    // The body ends with the data's label, aligned: the bytes go there.
    code.extend_from_slice(&k.data);
    Ok(code)
}

/// A relocatable code object (what `llvm-mc -filetype=obj` writes for
/// [`asm_file`]) from the kernel's machine code.
pub fn object_from_code(k: &Finalized, t: &Target, code: Vec<u8>) -> Result<Vec<u8>, Error> {
    program_object_from_codes(std::slice::from_ref(k), t, vec![code])
}

/// A relocatable code object of several kernels (what `llvm-mc
/// -filetype=obj` writes for [`program_asm_file`]) from each kernel's
/// machine code: the codes one after another, each starting at a
/// multiple of 256 bytes, padded as `llvm-mc` pads `.p2align` in code
/// (zero bytes up to a multiple of 4, then `s_nop 0`).
pub fn program_object_from_codes(
    ks: &[Finalized],
    t: &Target,
    codes: Vec<Vec<u8>>,
) -> Result<Vec<u8>, Error> {
    use amdgpu::build::{build_relocatable, BuildInput, DataObject, KernelEntry};
    use amdgpu::target::{CodeObjectVersion, TargetId};
    if ks.len() != codes.len() {
        return Err(Error::input("one machine code per kernel"));
    }
    for (i, k) in ks.iter().enumerate() {
        if ks[..i].iter().any(|o| o.name == k.name) {
            return Err(Error::input(format!("kernel `{}` given twice", k.name)));
        }
    }
    let version = CodeObjectVersion(t.co_version);
    let target = TargetId::parse_for_version(
        &format!("amdgcn-amd-amdhsa--{}{}", t.proc, t.features),
        version,
    )
    .map_err(|e| Error::input(format!("target: {e}")))?;
    let mut text = String::new();
    for k in ks {
        text.push_str(&directives(k, t));
    }
    let directives = amdgpu::directives::parse_file(&text)
        .map_err(|e| Error::input(format!("descriptor: {e}")))?;
    let mut all = Vec::new();
    let mut kernels = Vec::with_capacity(ks.len());
    let mut objects = Vec::new();
    for (i, (k, code)) in ks.iter().zip(codes).enumerate() {
        let pad = all.len().next_multiple_of(256) - all.len();
        all.resize(all.len() + pad % 4, 0);
        while all.len() % 256 != 0 {
            all.extend_from_slice(&0xbf80_0000u32.to_le_bytes());
        }
        let offset = all.len() as u64;
        all.extend_from_slice(&code);
        kernels.push(KernelEntry {
            name: k.name.clone(),
            offset,
        });
        if !k.data.is_empty() {
            let size = k.data.len() as u64;
            objects.push(DataObject {
                name: data_symbol(i),
                offset: all.len() as u64 - size,
                size,
            });
        }
    }
    let input = BuildInput {
        target,
        version,
        code: all,
        kernels,
        directives,
        metadata_yaml: Some(program_metadata_text(ks, t, false)),
        objects,
    };
    build_relocatable(&input).map_err(|e| Error::input(format!("code object: {e}")))
}

/// The relocatable code object of a finalized kernel.
pub fn object(k: &Finalized, t: &Target) -> Result<Vec<u8>, Error> {
    let code = encode(k, t)?;
    object_from_code(k, t, code)
}

/// The relocatable code object of several finalized kernels (see
/// [`program_object_from_codes`]).
pub fn program_object(ks: &[Finalized], t: &Target) -> Result<Vec<u8>, Error> {
    let codes = ks.iter().map(|k| encode(k, t)).collect::<Result<_, _>>()?;
    program_object_from_codes(ks, t, codes)
}

/// A YAML scalar in single quotes (names such as `n` or `on` are booleans
/// to YAML 1.1 readers otherwise).
fn quote(s: &str, llvm: bool) -> String {
    let l = s.to_ascii_lowercase();
    let ambiguous = [
        "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~", "",
    ]
    .contains(&l.as_str())
        || s.parse::<f64>().is_ok()
        || s.starts_with("0x");
    if llvm && ambiguous {
        return format!("!str '{}'", s.replace('\'', "''"));
    }
    format!("'{}'", s.replace('\'', "''"))
}

/// IGC splits a SIMD32 NoMask compare of uniform values into a predicate
/// into `(M1_NM, 16)` and `(M5_NM, 16)` halves (its loop conditions):
/// with both sources one element or one immediate, each half writes the
/// same bit into its sixteen channels, so the pair is one `(M1_NM, 32)`
/// compare (the second becomes a `nop`; instruction indices stay).
fn join_uniform_compare_halves(insts: &mut [crate::decode::Ins], w: u32) {
    use crate::decode::Opnd;
    if w != 32 {
        return;
    }
    let uniform = |o: &Opnd| match o {
        Opnd::Var { acc, .. } => acc.is_scalar(),
        Opnd::Imm { vals, .. } => vals.len() == 1,
        _ => false,
    };
    for i in 1..insts.len() {
        let (a, b) = (&insts[i - 1], &insts[i]);
        let half = |x: &crate::decode::Ins, moff: u32| {
            x.exec == 16 && x.moff == moff && x.nomask && x.pred.is_none()
        };
        let ok = half(a, 0)
            && half(b, 16)
            && a.op == b.op
            && matches!(&a.op, Op::Cmp { pred: Some(_), src0, src1, .. } if uniform(src0) && uniform(src1));
        if ok {
            insts[i - 1].exec = 32;
            insts[i].op = Op::Nop;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel(vgprs: u16, body: &str) -> Finalized {
        Finalized {
            name: "k".into(),
            simd: 16,
            body: body.into(),
            args: Vec::new(),
            kernarg_size: 0,
            usage: Usage {
                vgprs,
                ..Usage::default()
            },
            lds_bytes: 0,
            inst_count: 1,
            cr0: 0,
            data: Vec::new(),
            multi_wave: false,
            packed: false,
            code: None,
        }
    }

    #[test]
    fn gfx90a_keeps_64_bit_shift_amounts_off_the_last_block_end() {
        let a = Target::new("gfx90a", true, 4).unwrap();
        let shift = "  v_lshlrev_b64 v[2:3], v7, v[4:5]\n";
        // v7 would be the last VGPR of 8 allocated: one more block of 4.
        assert_eq!(vgpr_count(&kernel(8, shift), &a), 9);
        assert_eq!(vgpr_count(&kernel(6, shift), &a), 9);
        // Not the end of the allocation, or not a block end: unchanged.
        assert_eq!(vgpr_count(&kernel(12, shift), &a), 12);
        let v6 = "  v_ashrrev_i64 v[2:3], v6, v[4:5]\n";
        assert_eq!(vgpr_count(&kernel(7, v6), &a), 7);
        // Other processors do not have the bug.
        let g = Target::new("gfx900", true, 4).unwrap();
        assert_eq!(vgpr_count(&kernel(8, shift), &g), 8);
        let text = directives(&kernel(8, shift), &a);
        assert!(text.contains(".amdhsa_next_free_vgpr 9"), "{text}");
        assert!(text.contains(".amdhsa_accum_offset 12"), "{text}");
    }

    #[test]
    fn faddr_data_layout_and_its_assembly() {
        use visa_emu::zebin::DataSection;
        let sec = |name: &str, bytes: Vec<u8>| DataSection {
            name: name.into(),
            bytes,
        };
        let z = Zebin {
            kernels: Vec::new(),
            data: vec![
                sec(".data.const", vec![1; 10]),
                sec(".data.global", vec![2, 3, 4]),
                sec(".bss.other", vec![9; 5]),
            ],
            symbols: vec![("a".into(), 0, 4), ("b".into(), 1, 1), ("c".into(), 2, 0)],
            platform: None,
        };
        let d = const_data(&z);
        // Each section 64-byte aligned, in order; other sections left out.
        assert_eq!(d.bytes.len(), 67);
        assert_eq!(&d.bytes[..10], &[1; 10]);
        assert_eq!(&d.bytes[10..64], &[0; 54]);
        assert_eq!(&d.bytes[64..], &[2, 3, 4]);
        assert_eq!(d.syms.get("a"), Some(&4));
        assert_eq!(d.syms.get("b"), Some(&65));
        assert_eq!(d.syms.get("c"), None);
        let text = d.text();
        assert!(text.starts_with("\t.p2align 6\n\t.type xvisa_data,@object\nxvisa_data:\n"));
        // The bytes read back from the `.byte` lines.
        let back: Vec<u8> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix(".byte "))
            .flat_map(|l| l.split(','))
            .map(|x| u8::from_str_radix(x.trim_start_matches("0x"), 16).unwrap())
            .collect();
        assert_eq!(back, d.bytes);
        assert_eq!(ConstData::default().text(), "");
    }
}
