//! The ABI of a finalized kernel: what each byte of the vISA thread
//! payload means (the zebin's `.ze_info` for an ocloc kernel; r0, local ids
//! and named arguments for a hand-written one), the kernarg segment the
//! AMD runtime passes (OpenCL arguments in order, then the hidden
//! arguments the code reads), and where the prologue finds each value.

use visa::{InputClass, Routine};
use visa_emu::zebin::{ArgKind, ZeKernel};

use crate::vars::Vars;
use crate::Error;

/// What one payload item is, and where the AMD prologue gets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PSrc {
    /// Zero.
    Zero,
    /// Work-group id (a system SGPR).
    GroupId(u8),
    /// The vISA thread's index within its work-group (XeHP r0.2[7:0]).
    ThreadIdx,
    /// Local id of a channel (16 bits per channel).
    LocalId(u8),
    /// Bytes of kernarg at this offset (explicit arguments: pointers, by
    /// value, `__local` offsets).
    Kernarg(u32),
    /// The size of this work-group in a dimension (`local_size`: smaller
    /// than the dispatch packet's in a partial last group).
    WgSize(u8),
    /// The work-group size the launch asked for (`enqueued_local_size`:
    /// the dispatch packet's).
    EnqWgSize(u8),
    /// Global size in a dimension (dispatch packet).
    GridSize(u8),
    /// Number of work-groups in a dimension.
    GroupCount(u8),
    /// Work dimensions (dispatch packet).
    WorkDim,
    /// Global id offset in a dimension (hidden argument).
    GlobalOffset(u8),
    /// The generic address of private memory (flat private aperture),
    /// low or high dword.
    PrivateBase(bool),
}

/// One cross-thread payload byte: (payload offset, source, byte of the
/// source).
pub type CrossItem = (u32, PSrc, u32);

/// A kernel argument in the kernarg segment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KArg {
    /// Name (source name or variable name).
    pub name: String,
    /// OpenCL type name, if known.
    pub type_name: Option<String>,
    /// Offset in the kernarg segment.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// `.value_kind`.
    pub kind: &'static str,
    /// `.address_space` for pointers.
    pub address_space: Option<&'static str>,
    /// Pointee alignment of `__local` pointers.
    pub pointee_align: Option<u32>,
    /// The root variable whose bytes the argument fills (hand-written
    /// kernels: arguments are variables).
    pub var: Option<u32>,
}

impl Abi {
    /// Bytes of the vISA thread's own memory in its wave's private
    /// segment: its scratch, then its stateless private memory (`w`
    /// channels).
    pub fn thread_private_bytes(&self, w: u32) -> u32 {
        self.scratch_per_thread + self.private_per_item * w
    }
}

/// Scratch bytes per thread of a hand-written kernel that addresses
/// `%scratch` (what `xvisa run` gives without `--scratch`).
pub const HANDWRITTEN_SCRATCH: u32 = 65536;

/// The payload and kernarg description of one kernel.
#[derive(Clone, Debug)]
pub struct Abi {
    /// Explicit arguments, in order.
    pub args: Vec<KArg>,
    /// Kernarg offset of each hidden global offset (x, y, z), when used.
    pub global_offset_at: Option<u32>,
    /// Kernarg segment size without hidden arguments.
    pub explicit_size: u32,
    /// Static LDS bytes (SLM declared by the kernel).
    pub slm_bytes: u32,
    /// A hand-written kernel (its SLM may be anywhere in the 64 KiB).
    pub handwritten: bool,
    /// Offsets of the zebin's constant data symbols (what `faddr` names)
    /// in the data appended to the code.
    pub data_syms: std::collections::HashMap<String, u64>,
    /// Per-work-item private memory the payload's stateless private
    /// pointer addresses (bytes; 0 when none).
    pub private_per_item: u32,
    /// Scratch (`%scratch`, LSC `ss`) bytes per thread.
    pub scratch_per_thread: u32,
    /// Binding table: BTI → explicit argument index.
    pub bindings: Vec<(u32, u32)>,
    /// Surface variables bound to an argument by name (hand-written
    /// kernels: surface id → explicit argument index).
    pub surface_args: Vec<(u16, u32)>,
    /// Payload items of each input byte range: (root, byte offset in the
    /// root, payload byte range length, source, byte offset in the item).
    pub inputs: Vec<Input>,
    /// Walk order of local ids (fastest dimension first).
    pub walk_order: [u32; 3],
}

/// One input variable's payload bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Root variable.
    pub root: u32,
    /// First byte in the root.
    pub off: u32,
    /// Length in bytes.
    pub len: u32,
    /// Payload offset of the first byte.
    pub payload: u32,
}

/// Per-lane bytes of local ids in the payload for a SIMD width: one
/// GRF-aligned block per dimension.
pub fn local_id_block(simd: u32, grf: u32) -> u32 {
    (2 * simd).div_ceil(grf) * grf
}

fn align_up(x: u32, a: u32) -> u32 {
    x.div_ceil(a) * a
}

/// Payload layout of a thread: r0 (one GRF), `dims` local-id blocks, then
/// the cross-thread data.
#[derive(Clone, Copy, Debug)]
pub struct PayloadShape {
    /// GRF size.
    pub grf: u32,
    /// Local-id block size.
    pub lb: u32,
    /// Local-id blocks present.
    pub dims: u32,
}

impl PayloadShape {
    /// Where the cross-thread data starts.
    pub fn cross(&self) -> u32 {
        self.grf + self.dims * self.lb
    }
}

impl Abi {
    /// The ABI of an ocloc kernel described by its `.ze_info`.
    pub fn from_zebin(
        r: &Routine,
        vars: &Vars,
        k: &ZeKernel,
        simd: u32,
        xehp: bool,
    ) -> Result<(Abi, Vec<CrossItem>, PayloadShape), Error> {
        let grf = vars.grf;
        let lb = local_id_block(simd, grf);
        let lid_bytes = k
            .per_thread
            .iter()
            .filter(|a| a.arg_type == "local_id")
            .map(|a| a.offset + a.size)
            .max()
            .unwrap_or(0);
        let shape = PayloadShape {
            grf,
            lb,
            dims: (lid_bytes / lb.max(1)).min(3),
        };
        // Explicit arguments.
        let mut args = Vec::new();
        let mut off = 0u32;
        let mut koff = Vec::new();
        for i in 0..k.arg_count() {
            let info = k.arg_info(i);
            let name = info
                .map(|a| a.name.clone())
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| format!("arg{i}"));
            let type_name = info.map(|a| a.type_name.clone()).filter(|t| !t.is_empty());
            let kind = k.arg_kind(i).unwrap_or(ArgKind::Value);
            let (size, align, vk, space, pointee) = match kind {
                ArgKind::Buffer => {
                    let space = match info.map(|a| a.address_qualifier.as_str()) {
                        Some("__constant") => "constant",
                        _ => "global",
                    };
                    (8, 8, "global_buffer", Some(space), None)
                }
                ArgKind::Local => {
                    let a = k
                        .payload
                        .iter()
                        .find(|p| p.arg_index == Some(i))
                        .and_then(|p| p.slm_alignment)
                        .unwrap_or(4);
                    (4, 4, "dynamic_shared_pointer", Some("local"), Some(a))
                }
                ArgKind::Value => {
                    let from_payload = k
                        .payload
                        .iter()
                        .filter(|p| p.arg_index == Some(i) && p.arg_type == "arg_byvalue")
                        .map(|p| p.source_offset.unwrap_or(0) + p.size)
                        .max()
                        .unwrap_or(0);
                    let size = info.and_then(|a| a.size).unwrap_or(from_payload).max(1);
                    // Natural alignment: the largest power of two dividing
                    // the size, at most 16 (the metadata gives the offset,
                    // so any consistent choice loads).
                    let align = (1u32 << size.trailing_zeros()).min(16);
                    (size, align, "by_value", None, None)
                }
            };
            off = align_up(off, align);
            koff.push(off);
            args.push(KArg {
                name,
                type_name,
                offset: off,
                size,
                kind: vk,
                address_space: space,
                pointee_align: pointee,
                var: None,
            });
            off += size;
        }
        let mut explicit_size = off;
        // Global offsets come from the hidden arguments after the explicit
        // ones, as the ROCm runtime passes them.
        let mut global_offset_at = None;
        if k.payload.iter().any(|p| p.arg_type == "global_id_offset") {
            let at = align_up(off, 8);
            for (d, n) in ["x", "y", "z"].iter().enumerate() {
                args.push(KArg {
                    name: String::new(),
                    type_name: None,
                    offset: at + 8 * d as u32,
                    size: 8,
                    kind: match *n {
                        "x" => "hidden_global_offset_x",
                        "y" => "hidden_global_offset_y",
                        _ => "hidden_global_offset_z",
                    },
                    address_space: None,
                    pointee_align: None,
                    var: None,
                });
            }
            global_offset_at = Some(at);
            explicit_size = at + 24;
        }
        let mut private_per_item = 0;
        let mut scratch = 0;
        for pm in &k.private {
            let per_item = pm.size;
            if pm.kind == "scratch" {
                scratch = scratch.max(if pm.simt { per_item * simd } else { per_item });
            } else {
                private_per_item = private_per_item.max(if pm.simt {
                    per_item
                } else {
                    per_item.div_ceil(simd.max(1))
                });
            }
        }
        // Cross-thread items: (offset, size, source, source byte).
        let mut items: Vec<(u32, u32, PSrc)> = Vec::new();
        for p in &k.payload {
            let i3 = |base: fn(u8) -> PSrc| -> Vec<(u32, u32, PSrc)> {
                (0..(p.size / 4).min(3))
                    .map(|d| (p.offset + 4 * d, 4, base(d as u8)))
                    .collect()
            };
            match p.arg_type.as_str() {
                "global_id_offset" => items.extend(i3(PSrc::GlobalOffset)),
                "local_size" => items.extend(i3(PSrc::WgSize)),
                "enqueued_local_size" => items.extend(i3(PSrc::EnqWgSize)),
                "global_size" => items.extend(i3(PSrc::GridSize)),
                "group_count" => items.extend(i3(PSrc::GroupCount)),
                "work_dimensions" => items.push((p.offset, 4, PSrc::WorkDim)),
                "private_base_stateless" => {
                    items.push((p.offset, 4, PSrc::PrivateBase(false)));
                    if p.size >= 8 {
                        items.push((p.offset + 4, 4, PSrc::PrivateBase(true)));
                    }
                }
                "buffer_offset" => items.push((p.offset, p.size, PSrc::Zero)),
                "buffer_address" | "arg_bypointer" | "arg_byvalue" => {
                    if p.size == 0 {
                        continue;
                    }
                    let Some(i) = p.arg_index else {
                        return Err(Error::input(format!(
                            ".ze_info: a {} payload argument without arg_index",
                            p.arg_type
                        )));
                    };
                    let Some(&ko) = koff.get(i as usize) else {
                        return Err(Error::input(format!(
                            ".ze_info: payload argument of argument {i}, which the kernel does not have"
                        )));
                    };
                    let so = if p.arg_type == "arg_byvalue" {
                        p.source_offset.unwrap_or(0)
                    } else {
                        0
                    };
                    let is_local = args[i as usize].kind == "dynamic_shared_pointer";
                    if is_local {
                        // The LDS offset (32 bits); the payload may hold 8.
                        items.push((p.offset, 4, PSrc::Kernarg(ko)));
                        if p.size > 4 {
                            items.push((p.offset + 4, p.size - 4, PSrc::Zero));
                        }
                    } else {
                        items.push((p.offset, p.size, PSrc::Kernarg(ko + so)));
                    }
                }
                other => {
                    return Err(Error::unsupported(format!(
                        ".ze_info payload argument `{other}` is not supported by the finalizer"
                    )))
                }
            }
        }
        let mut srcs: Vec<(u32, PSrc, u32)> = Vec::new();
        for (o, sz, s) in items {
            let base = shape.cross() + o;
            for b in 0..sz {
                srcs.push((base + b, s, b));
            }
        }
        let _ = xehp;
        let inputs = general_inputs(r, vars);
        Ok((
            Abi {
                args,
                global_offset_at,
                explicit_size,
                slm_bytes: k.slm_size,
                handwritten: false,
                data_syms: Default::default(),
                private_per_item,
                scratch_per_thread: scratch,
                bindings: k.bindings.clone(),
                surface_args: Vec::new(),
                inputs,
                walk_order: k.walk_order.unwrap_or([0, 1, 2]),
            },
            srcs,
            shape,
        ))
    }
}

/// The general-variable inputs of a kernel.
pub fn general_inputs(r: &Routine, vars: &Vars) -> Vec<Input> {
    let mut out = Vec::new();
    for inp in &r.inputs {
        if inp.class() != Some(InputClass::General) || inp.provenance() != 0 {
            continue;
        }
        let Some(loc) = vars.loc(inp.id) else {
            continue;
        };
        out.push(Input {
            root: loc.root,
            off: loc.off,
            len: (inp.size as u32).min(loc.size.max(vars.grf)),
            payload: inp.offset.max(0) as u32,
        });
    }
    out
}

/// What a payload byte is: r0, a local id, or a cross-thread item.
pub fn payload_byte(
    shape: &PayloadShape,
    cross: &[(u32, PSrc, u32)],
    p: u32,
    xehp: bool,
) -> (PSrc, u32) {
    if p < shape.grf {
        return match p / 4 {
            1 => (PSrc::GroupId(0), p % 4),
            6 => (PSrc::GroupId(1), p % 4),
            7 => (PSrc::GroupId(2), p % 4),
            2 if xehp && p.is_multiple_of(4) => (PSrc::ThreadIdx, 0),
            _ => (PSrc::Zero, 0),
        };
    }
    if p < shape.cross() {
        let d = (p - shape.grf) / shape.lb;
        return (PSrc::LocalId(d as u8), (p - shape.grf) % shape.lb);
    }
    match cross.iter().find(|c| c.0 == p) {
        Some(&(_, s, b)) => (s, b),
        None => (PSrc::Zero, 0),
    }
}

impl Abi {
    /// The ABI of a hand-written kernel: the payload is r0 and the local-id
    /// blocks (`.input` variables at those offsets), and the arguments are
    /// the variables of at most 8 bytes the kernel may read before writing
    /// them, in declaration order (8-byte integers as global pointers).
    pub fn handwritten(
        r: &Routine,
        vars: &Vars,
        insts: &[crate::decode::Ins],
        simd: u32,
    ) -> (Abi, PayloadShape) {
        use crate::access::Shape;
        use crate::decode::Op;
        use crate::uses::{ins_uses, Use};
        let grf = vars.grf;
        let shape = PayloadShape {
            grf,
            lb: local_id_block(simd, grf),
            dims: 3,
        };
        let inputs = general_inputs(r, vars);
        let npre = visa::PREDEFINED_VARS.len();
        let n = vars.roots.len();
        let mut read = vec![false; n];
        let mut defined = vec![false; n];
        let mut exposed = vec![false; n];
        let mut straight = true;
        // Labels before the first instruction (the kernel's own `k_0:`)
        // are entered only from the start: the straight line goes on.
        let mut begun = false;
        for ins in insts {
            let label = matches!(ins.op, Op::Label(_) | Op::Subroutine(_) | Op::Nop);
            if label && !begun {
                continue;
            }
            begun = true;
            if matches!(
                ins.op,
                Op::Label(_)
                    | Op::Subroutine(_)
                    | Op::Goto { .. }
                    | Op::Jmp { .. }
                    | Op::Call { .. }
                    | Op::Ret
                    | Op::Fret
                    | Op::Switchjmp { .. }
            ) {
                straight = false;
            }
            let us = ins_uses(ins, grf);
            for u in &us {
                let (root, write) = match u {
                    Use::Acc { acc, write } => (acc.root as usize, *write),
                    Use::Block { root, write, .. } => (*root as usize, *write),
                    _ => continue,
                };
                if !write {
                    read[root] = true;
                    if !defined[root] {
                        exposed[root] = true;
                    }
                }
            }
            if straight && ins.pred.is_none() {
                for u in &us {
                    if let Use::Acc { acc, write: true } = u {
                        let root = acc.root as usize;
                        if let Shape::Scalar { off: 0 } = acc.shape {
                            if acc.size() >= vars.roots[root].size {
                                defined[root] = true;
                            }
                        }
                    }
                    // A block load of the whole variable (a transposed
                    // LSC load into a one-dword variable) defines it too.
                    if let Use::Block {
                        root,
                        off: 0,
                        len,
                        write: true,
                    } = u
                    {
                        if *len >= vars.roots[*root as usize].size {
                            defined[*root as usize] = true;
                        }
                    }
                }
            }
        }
        let mut args = Vec::new();
        let mut off = 0u32;
        for (root, rt) in vars.roots.iter().enumerate().skip(npre) {
            if !exposed[root]
                || rt.size > 8
                || rt.id >= vars.internal_from
                || inputs.iter().any(|i| i.root == root as u32)
            {
                continue;
            }
            let size = rt.size.max(1);
            let align = if size >= 8 { 8 } else { 4 };
            off = align_up(off, align);
            let pointer = size == 8 && matches!(rt.ty, visa::DataType::UQ | visa::DataType::Q);
            args.push(KArg {
                name: rt.name.clone(),
                type_name: None,
                offset: off,
                size,
                kind: if pointer { "global_buffer" } else { "by_value" },
                address_space: if pointer { Some("global") } else { None },
                pointee_align: None,
                var: Some(root as u32),
            });
            off += size;
        }
        let (bindings, surface_args) = handwritten_surfaces(r, insts, &mut args, &mut off);
        if std::env::var_os("XVISA_FINALIZE_DEBUG").is_some() {
            for root in 0..n {
                if read[root] {
                    eprintln!(
                        "root {} {} read exposed={}",
                        root, vars.roots[root].name, exposed[root]
                    );
                }
            }
        }
        (
            Abi {
                args,
                global_offset_at: None,
                explicit_size: off,
                slm_bytes: 0,
                handwritten: true,
                data_syms: Default::default(),
                private_per_item: 0,
                // `xvisa run`'s default scratch per thread (its
                // `--scratch`), when the kernel addresses `%scratch`.
                scratch_per_thread: if insts
                    .iter()
                    .any(|i| matches!(&i.op, Op::Mem(m) if m.is_scratch()))
                {
                    HANDWRITTEN_SCRATCH
                } else {
                    0
                },
                bindings,
                surface_args,
                inputs,
                walk_order: [0, 1, 2],
            },
            shape,
        )
    }
}

/// Binding-table index → explicit argument index.
type Bindings = Vec<(u32, u32)>;
/// Surface variable id → explicit argument index.
type SurfaceArgs = Vec<(u16, u32)>;

/// A hand-written kernel's surfaces as buffer arguments (8-byte global
/// pointers after the variables), as `xvisa run` binds them: a surface
/// variable no `movs` sets is bound by its name (argument named as the
/// variable); a binding-table index written as a constant (an LSC
/// `bti(N)` operand, a `movs` of `N` into a surface variable) is the
/// argument `btiN`, which a test harness binds as `xvisa run`'s N-th
/// surface. 252 (bindless), 254 (SLM) and 255 (stateless) are no
/// arguments. Returns the bindings (BTI → argument) and the surface
/// variables' arguments.
fn handwritten_surfaces(
    r: &Routine,
    insts: &[crate::decode::Ins],
    args: &mut Vec<KArg>,
    off: &mut u32,
) -> (Bindings, SurfaceArgs) {
    use crate::decode::{Op, Opnd, Space};
    let npre = 6u16;
    let mut set = vec![false; r.surfaces.len()];
    let mut named = std::collections::BTreeSet::new();
    let mut btis = std::collections::BTreeSet::new();
    let imm = |o: &Opnd| match o {
        Opnd::Imm { vals, .. } if vals.len() == 1 => Some(vals[0] as u32),
        _ => None,
    };
    for ins in insts {
        match &ins.op {
            Op::Movs {
                dst: Opnd::State { sampler: false, id },
                src,
            } => {
                if let Some(i) = id.checked_sub(npre) {
                    if let Some(f) = set.get_mut(i as usize) {
                        *f = true;
                    }
                }
                btis.extend(imm(src));
            }
            Op::Mem(m) => match m.space() {
                Some(Space::Bti(o)) => btis.extend(imm(o)),
                Some(Space::Surface(id)) if *id >= npre => {
                    named.insert(*id);
                }
                _ => {}
            },
            _ => {}
        }
    }
    let mut push = |args: &mut Vec<KArg>, name: String| {
        *off = align_up(*off, 8);
        args.push(KArg {
            name,
            type_name: None,
            offset: *off,
            size: 8,
            kind: "global_buffer",
            address_space: Some("global"),
            pointee_align: None,
            var: None,
        });
        *off += 8;
        args.len() as u32 - 1
    };
    let mut surface_args = Vec::new();
    for id in named {
        let i = (id - npre) as usize;
        if !set[i] {
            let a = push(args, r.surfaces[i].name.clone());
            surface_args.push((id, a));
        }
    }
    let mut bindings = Vec::new();
    for b in btis {
        if !matches!(b, 252 | 254 | 255) {
            let a = push(args, format!("bti{b}"));
            bindings.push((b, a));
        }
    }
    (bindings, surface_args)
}
