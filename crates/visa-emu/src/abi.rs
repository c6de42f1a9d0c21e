//! The Intel runtime ABI for ocloc output: OpenCL arguments bound to the
//! kernel's payload as its `.ze_info` describes it — cross-thread data
//! (`payload_arguments`), binding-table indices of stateful buffers, SLM
//! offsets of `__local` arguments, private memory, data-section symbols.

use crate::error::LoadError;
use crate::launch::{concurrent_slots, Buffer, Device, Launch};
use crate::zebin::{ZeKernel, Zebin};

/// The value of one OpenCL kernel argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgValue {
    /// A `__global`/`__constant` buffer.
    Buffer(Buffer),
    /// A by-value argument: its raw little-endian bytes (scalars, structs).
    Bytes(Vec<u8>),
    /// A `__local` pointer argument of this many bytes.
    Local(u32),
}

impl std::fmt::Display for ArgValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ArgValue::Buffer(_) => f.write_str("a buffer"),
            ArgValue::Bytes(b) => write!(f, "a value of {} byte{}", b.len(), plural(b.len())),
            ArgValue::Local(n) => write!(f, "a __local size ({n} bytes)"),
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `argument 1 (start)`, with the source name when the zebin has it.
fn arg_name(kernel: &ZeKernel, i: u32) -> String {
    match kernel.arg_info(i).filter(|a| !a.name.is_empty()) {
        Some(a) => format!("argument {i} (`{}`)", a.name),
        None => format!("argument {i}"),
    }
}

fn put(cross: &mut [u8], off: u32, size: u32, bytes: &[u8]) {
    let o = off as usize;
    for i in 0..size as usize {
        if let Some(c) = cross.get_mut(o + i) {
            *c = bytes.get(i).copied().unwrap_or(0);
        }
    }
}

fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Cross-thread data larger than this is not a real kernel's.
const MAX_CROSS_THREAD: u64 = 1 << 20;
/// Private (scratch or stateless) memory per hardware thread.
const MAX_PRIVATE_PER_THREAD: u64 = 16 << 20;
/// Stateless private memory for all concurrently running threads.
const MAX_PRIVATE_TOTAL: u64 = 1 << 30;

/// Builds the launch of `kernel` with `args`, allocating SLM offsets,
/// private memory and the zebin's data sections on `dev`.
pub fn bind(
    dev: &mut Device,
    zebin: &Zebin,
    kernel: &ZeKernel,
    args: &[ArgValue],
    global: [u32; 3],
    local: [u32; 3],
    dims: u32,
) -> Result<Launch, LoadError> {
    let mut l = Launch::new(global, local);
    l.kernel = Some(kernel.name.clone());
    if kernel.simd != 0 {
        l.simd = Some(kernel.simd);
    }
    if let Some(w) = kernel.walk_order {
        l.walk_order = w;
    }
    let arg = |i: Option<u32>, what: &str| -> Result<&ArgValue, LoadError> {
        let i = i.ok_or_else(|| LoadError::new(format!("{what} without arg_index")))?;
        args.get(i as usize).ok_or_else(|| {
            let name = match kernel.arg_info(i).filter(|a| !a.name.is_empty()) {
                Some(a) => format!("`{}`: ", a.name),
                None => String::new(),
            };
            LoadError::new(format!(
                "the kernel needs argument {i} ({name}{what}), but {} argument{} given",
                args.len(),
                if args.len() == 1 { " was" } else { "s were" }
            ))
        })
    };
    let buffer = |i: Option<u32>, what: &str| -> Result<Buffer, LoadError> {
        match arg(i, what)? {
            ArgValue::Buffer(b) => Ok(*b),
            other => Err(LoadError::new(format!(
                "{} is a buffer ({what}), but {other} was given",
                arg_name(kernel, i.unwrap_or(0))
            ))),
        }
    };
    // Cross-thread data size.
    let size = kernel
        .payload
        .iter()
        .map(|p| p.offset as u64 + p.size as u64)
        .max()
        .unwrap_or(0);
    if size > MAX_CROSS_THREAD {
        return Err(LoadError::new(format!(
            "the payload arguments reach byte {size}, past any real cross-thread data"
        )));
    }
    let mut cross = vec![0u8; size.div_ceil(32) as usize * 32];
    // SLM: static allocation, then each __local argument aligned.
    let mut slm = kernel.slm_size;
    let mut local_off = std::collections::HashMap::new();
    for p in &kernel.payload {
        if p.arg_type == "arg_bypointer" && p.addrmode.as_deref() == Some("slm") {
            let i = p.arg_index.unwrap_or(0);
            if local_off.contains_key(&i) {
                continue;
            }
            let bytes = match arg(p.arg_index, "a __local argument")? {
                ArgValue::Local(n) => *n,
                other => {
                    return Err(LoadError::new(format!(
                        "{} is __local, but {other} was given",
                        arg_name(kernel, i)
                    )))
                }
            };
            let a = p.slm_alignment.unwrap_or(4).max(1);
            slm = slm
                .checked_next_multiple_of(a)
                .and_then(|o| o.checked_add(bytes))
                .map(|end| end - bytes)
                .ok_or_else(|| LoadError::new("the __local arguments overflow SLM"))?;
            local_off.insert(i, slm);
            slm += bytes;
        }
    }
    l.slm_bytes = slm;
    // Private memory.
    let tpg = (local[0] * local[1] * local[2]).div_ceil(kernel.simd.max(1));
    let mut private_addr = 0u64;
    for pm in &kernel.private {
        let per_thread = if pm.simt {
            pm.size.checked_mul(kernel.simd.max(1))
        } else {
            Some(pm.size)
        }
        .filter(|&n| n as u64 <= MAX_PRIVATE_PER_THREAD)
        .ok_or_else(|| {
            LoadError::new(format!(
                "{} bytes of private memory per work-item is more than the emulator provides",
                pm.size
            ))
        })?;
        if pm.kind == "scratch" {
            l.scratch_bytes = l.scratch_bytes.max(per_thread);
        } else {
            let slots = concurrent_slots(tpg);
            let total = per_thread as u64 * slots as u64;
            if total > MAX_PRIVATE_TOTAL {
                return Err(LoadError::new(format!(
                    "private memory for {slots} concurrent threads would take {total} bytes (limit {MAX_PRIVATE_TOTAL}); use fewer worker threads (RAYON_NUM_THREADS)"
                )));
            }
            let b = dev.zeros(total as usize);
            private_addr = dev.address(b);
            l.private = Some((b, per_thread));
        }
    }
    // Data sections and their symbols.
    let mut bases = Vec::new();
    for d in &zebin.data {
        let b = dev.buffer(&d.bytes);
        bases.push(dev.address(b));
    }
    for (name, sec, off) in &zebin.symbols {
        l.symbols.insert(name.clone(), bases[*sec] + off);
    }
    // Partial last groups count (non-uniform work-groups).
    let groups: Vec<u32> = (0..3)
        .map(|d| global[d].div_ceil(local[d].max(1)))
        .collect();
    for p in &kernel.payload {
        let (off, sz) = (p.offset, p.size);
        match p.arg_type.as_str() {
            "global_id_offset" => put(&mut cross, off, sz, &[0; 12]),
            "local_size" | "enqueued_local_size" => {
                put(&mut cross, off, sz, &u32s(&local));
                // The group's own size: smaller in a partial last group.
                if p.arg_type == "local_size" {
                    l.local_size_at.push((off, sz.min(12)));
                }
            }
            "global_size" => put(&mut cross, off, sz, &u32s(&global)),
            "group_count" => put(&mut cross, off, sz, &u32s(&groups)),
            "work_dimensions" => put(&mut cross, off, sz, &dims.to_le_bytes()),
            "private_base_stateless" => put(&mut cross, off, sz, &private_addr.to_le_bytes()),
            "buffer_offset" => put(&mut cross, off, sz, &[0; 8]),
            "buffer_address" => {
                let b = buffer(p.arg_index, "buffer_address")?;
                put(&mut cross, off, sz, &dev.address(b).to_le_bytes())
            }
            "arg_bypointer" => match p.addrmode.as_deref() {
                Some("slm") => {
                    let o = local_off[&p.arg_index.unwrap_or(0)];
                    put(&mut cross, off, sz, &(o as u64).to_le_bytes())
                }
                _ if sz == 0 => {}
                _ => {
                    let b = buffer(p.arg_index, "a pointer argument")?;
                    put(&mut cross, off, sz, &dev.address(b).to_le_bytes())
                }
            },
            "arg_byvalue" => {
                let i = p.arg_index.unwrap_or(0);
                let bytes = match arg(p.arg_index, "a by-value argument")? {
                    ArgValue::Bytes(b) => b,
                    other => {
                        return Err(LoadError::new(format!(
                            "{} is passed by value, but {other} was given",
                            arg_name(kernel, i)
                        )))
                    }
                };
                let so = p.source_offset.unwrap_or(0) as usize;
                let piece = bytes.get(so..).unwrap_or(&[]);
                put(&mut cross, off, sz, piece)
            }
            other => {
                return Err(LoadError::new(format!(
                    "payload argument `{other}` is not supported by the emulator"
                )))
            }
        }
    }
    for &(bti, ai) in &kernel.bindings {
        l.surfaces
            .push((bti, buffer(Some(ai), "a stateful buffer")?));
    }
    l.cross_thread = cross;
    l.local_id_bytes = Some(
        kernel
            .per_thread
            .iter()
            .filter(|a| a.arg_type == "local_id")
            .map(|a| a.offset + a.size)
            .max()
            .unwrap_or(0),
    );
    Ok(l)
}
