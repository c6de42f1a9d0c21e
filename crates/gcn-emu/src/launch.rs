//! Dispatch: the kernarg segment with its hidden arguments, the AQL
//! dispatch packet, scratch memory, the initial register state of every
//! wave as AMDGPUUsage's "Initial Kernel Execution State" describes it, and
//! work-groups run in parallel (rayon) with deterministic results.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use amdgpu::descriptor::fields;
use rayon::prelude::*;

use crate::error::{Error, FResult, Fault, LoadError, RunError};
use crate::exec::Status;
use crate::float::FpMode;
use crate::ins::*;
use crate::memory::DeviceMem;
use crate::program::{Kernel, Program};
use crate::wave::{Wave, L};

/// The LDS aperture of flat addresses (`src_shared_base` gives its high
/// half; `SH_MEM_BASES` bits 31:16 its bits 63:48).
pub const SHARED_APERTURE: u64 = 0x0001_0000_0000_0000;
/// The private (scratch) aperture.
pub const PRIVATE_APERTURE: u64 = 0x0002_0000_0000_0000;

/// A buffer in a [`Device`]'s memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Buffer {
    pub(crate) index: usize,
}

/// The emulated device: memory shared by launches.
pub struct Device {
    pub(crate) mem: DeviceMem,
}

impl Default for Device {
    fn default() -> Self {
        Device::new()
    }
}

/// The value of one kernel argument the caller supplies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgValue {
    /// A `__global`/`__constant` pointer: the buffer's address.
    Buffer(Buffer),
    /// A by-value argument: its raw little-endian bytes.
    Bytes(Vec<u8>),
    /// A `__local` pointer argument of this many bytes (dynamic LDS).
    Local(u32),
}

impl Device {
    /// A device with empty memory.
    pub fn new() -> Device {
        Device {
            mem: DeviceMem::new(),
        }
    }

    /// A buffer holding `bytes`.
    pub fn buffer(&mut self, bytes: &[u8]) -> Buffer {
        self.buffer_from(bytes.to_vec())
    }

    /// A buffer holding `bytes`, taken over without a copy.
    pub fn buffer_from(&mut self, bytes: Vec<u8>) -> Buffer {
        let n = self.mem.alloc(bytes, String::new());
        self.mem.rename(n, format!("buffer {n}"));
        Buffer { index: n }
    }

    /// A zero-filled buffer of `len` bytes; aborts when memory runs out
    /// (see [`Device::try_zeros`]).
    pub fn zeros(&mut self, len: usize) -> Buffer {
        self.try_zeros(len)
            .unwrap_or_else(|| std::alloc::handle_alloc_error(std::alloc::Layout::new::<u8>()))
    }

    /// A zero-filled buffer of `len` bytes, or `None` when the allocator
    /// refuses; pages the kernel never writes cost nothing.
    pub fn try_zeros(&mut self, len: usize) -> Option<Buffer> {
        let n = self.mem.alloc_zeroed(len, String::new())?;
        self.mem.rename(n, format!("buffer {n}"));
        Some(Buffer { index: n })
    }

    /// Names a buffer for error messages (`argument 0`).
    pub fn name(&mut self, b: Buffer, what: &str) {
        self.mem.rename(b.index, what.to_string());
    }

    /// The buffer's contents (a copy).
    pub fn read(&self, b: Buffer) -> Vec<u8> {
        self.mem.contents(b.index).to_vec()
    }

    /// The buffer's contents, borrowed.
    pub fn bytes(&self, b: Buffer) -> &[u8] {
        self.mem.contents(b.index)
    }

    /// Overwrites the start of a buffer.
    pub fn write(&mut self, b: Buffer, bytes: &[u8]) {
        self.mem.set_contents(b.index, bytes)
    }

    /// The buffer's device address.
    pub fn address(&self, b: Buffer) -> u64 {
        self.mem.base(b.index)
    }

    /// The buffer's size in bytes.
    pub fn len(&self, b: Buffer) -> usize {
        self.mem.len(b.index) as usize
    }

    /// Runs a kernel.
    pub fn launch(&mut self, prog: &Program, l: &Launch) -> Result<Stats, Error> {
        dispatch(self, prog, l)
    }
}

/// A kernel dispatch: what the runtime puts in the AQL packet and the
/// kernarg segment.
pub struct Launch {
    /// Kernel name.
    pub kernel: String,
    /// Grid size in work-items (the packet's `grid_size`); need not be a
    /// multiple of `block` (the last groups are partial, as HSA allows).
    pub grid: [u32; 3],
    /// Work-group size.
    pub block: [u32; 3],
    /// Dimensions (the packet's `setup`, OpenCL's `get_work_dim`): 1 to 3.
    pub dims: u32,
    /// The arguments the caller supplies, in order.
    pub args: Vec<ArgValue>,
    /// Global offsets (`hidden_global_offset_*`).
    pub global_offset: [u64; 3],
    /// Bytes of stack per work-item for kernels whose stack size is not
    /// known at compile time (`uses_dynamic_stack`).
    pub dynamic_stack: u32,
    /// Stop a wave after this many instructions.
    pub max_instructions: u64,
    /// Check the waits, hazards, ranges and alignment (default on).
    pub checks: bool,
    /// Registers written by loads receive their values only when an
    /// `s_waitcnt` completes the load (as late as the hardware allows),
    /// instead of at once: code that reads too early then computes with
    /// the old values. Needs `checks` (the counters); combined with
    /// `checks_report: false` it shows what a missing wait does.
    pub deferred_writeback: bool,
    /// Stop at a wait or hazard violation (default on); off, the run goes
    /// on (with `deferred_writeback`, computing what such code computes).
    pub stop_on_violation: bool,
    /// Print every executed instruction with the EXEC mask (runs the
    /// groups one after another).
    pub trace: Option<Mutex<Box<dyn Write + Send>>>,
}

impl Launch {
    /// A launch of `grid` work-items in groups of `block`, in `dims`
    /// dimensions.
    pub fn new(kernel: &str, grid: [u32; 3], block: [u32; 3], dims: u32) -> Launch {
        Launch {
            kernel: kernel.to_string(),
            grid,
            block,
            dims,
            args: Vec::new(),
            global_offset: [0; 3],
            dynamic_stack: 16384,
            max_instructions: 100_000_000,
            checks: true,
            deferred_writeback: false,
            stop_on_violation: true,
            trace: None,
        }
    }
}

/// What a launch did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Work-groups run.
    pub groups: u64,
    /// Waves run.
    pub waves: u64,
    /// Instructions executed (summed over waves).
    pub instructions: u64,
}

/// Scratch memory of a dispatch: one slot per concurrently running group.
pub(crate) struct Scratch {
    /// Device address of the scratch buffer (0: none).
    pub base: u64,
    pub len: u64,
    /// Bytes per work-item.
    pub per_item: u64,
    /// Bytes per wave slot.
    pub per_wave: u64,
    /// Bytes per group slot.
    pub per_group: u64,
}

/// What a group's waves share.
pub(crate) struct GroupCtx<'a> {
    pub prog: &'a Program,
    pub mem: &'a DeviceMem,
    pub lds: Vec<u8>,
    pub lds_size: u32,
    pub group: [u32; 3],
    pub local: [u32; 3],
    pub max_instructions: u64,
    pub trace: Option<&'a Mutex<Box<dyn Write + Send>>>,
    /// Device address where the code object image is loaded.
    pub image_base: u64,
    pub scratch: &'a Scratch,
    /// This group's scratch slot (offset from the scratch base).
    pub slot: u64,
    pub gen: u32,
}

impl GroupCtx<'_> {
    /// The device address of a code virtual address.
    pub fn code_addr(&self, vaddr: u64) -> u64 {
        self.image_base + vaddr
    }

    /// The code virtual address of a device address.
    pub fn code_vaddr(&self, a: u64) -> FResult<u64> {
        a.checked_sub(self.image_base)
            .filter(|&v| v < self.prog.image.len() as u64)
            .ok_or_else(|| Fault::new(format!("jumps to {a:#x}, outside the loaded code object")))
    }

    /// Whether a device address lies in the dispatch's scratch memory.
    pub fn is_scratch(&self, a: u64) -> bool {
        self.scratch.base != 0
            && (self.scratch.base..self.scratch.base + self.scratch.len).contains(&a)
    }

    /// A buffer access through the scratch V# must stay in this wave's
    /// lane slot: within the work-item's private segment. Through an
    /// unswizzled V# (a wave's linear view of its scratch, which any lane
    /// may address) it must stay in the wave's private segments: the
    /// private segment size times the wave size.
    pub fn check_scratch_buffer(
        &self,
        w: &Wave,
        lane: usize,
        a: u64,
        n: u64,
        swizzled: bool,
    ) -> FResult<()> {
        let ws = if w.wave64 { 64 } else { 32 };
        let wave_base = self.scratch.base + self.slot + w.index as u64 * self.scratch.per_wave;
        if !swizzled {
            let len = self.scratch.per_item * ws;
            if a < wave_base || a + n > wave_base + len {
                return Err(Fault::lane(
                    lane as u32,
                    format!(
                        "scratch access at {a:#x} (unswizzled) is outside this wave's private segments ({len} bytes at {wave_base:#x})"
                    ),
                ));
            }
            return Ok(());
        }
        if a >= wave_base {
            // the lane's own private offset, when the swizzle says so
            let rel = a - wave_base;
            let off = (rel / 4 / ws) * 4 + rel % 4;
            if (rel / 4) % ws == lane as u64 && off + n > self.scratch.per_item {
                return Err(Fault::lane(
                    lane as u32,
                    format!(
                        "private access of {n} bytes at offset {off:#x} is outside the work-item's {} bytes of private memory",
                        self.scratch.per_item
                    ),
                ));
            }
        }
        if a < wave_base || a + n > wave_base + self.scratch.per_wave {
            return Err(Fault::lane(
                lane as u32,
                format!(
                    "scratch access at {a:#x} is outside this wave's scratch ({} bytes at {wave_base:#x})",
                    self.scratch.per_wave
                ),
            ));
        }
        let rel = a - wave_base;
        let owner = (rel / 4) % ws;
        let off = (rel / 4 / ws) * 4 + rel % 4;
        if owner as usize != lane {
            return Err(Fault::lane(
                lane as u32,
                format!("scratch access at {a:#x} reaches lane {owner}'s private memory"),
            ));
        }
        if off + n > self.scratch.per_item {
            return Err(Fault::lane(
                lane as u32,
                format!(
                    "private access of {n} bytes at offset {off:#x} is outside the work-item's {} bytes of private memory",
                    self.scratch.per_item
                ),
            ));
        }
        Ok(())
    }

    /// A flat or scratch instruction's private access at `off` from the
    /// wave's flat-scratch base `base`.
    pub fn check_private(&self, w: &Wave, lane: usize, base: u64, off: u64, n: u64) -> FResult<()> {
        let wave_base = self.scratch.base + self.slot + w.index as u64 * self.scratch.per_wave;
        if self.scratch.base == 0 {
            return Err(Fault::lane(
                lane as u32,
                "a private (scratch) access, but the kernel has no private memory",
            ));
        }
        if base != wave_base {
            return Err(Fault::lane(
                lane as u32,
                format!(
                    "FLAT_SCRATCH is {base:#x}, not this wave's scratch base {wave_base:#x} (was it set up from the flat scratch init and wave offset SGPRs?)"
                ),
            ));
        }
        if off + n > self.scratch.per_item {
            return Err(Fault::lane(
                lane as u32,
                format!(
                    "private access of {n} bytes at offset {off:#x} is outside the work-item's {} bytes of private memory",
                    self.scratch.per_item
                ),
            ));
        }
        Ok(())
    }
}

fn load(m: impl Into<String>) -> Error {
    Error::Load(LoadError::new(m))
}

fn put(buf: &mut [u8], off: u32, size: u32, v: &[u8]) {
    for i in 0..size as usize {
        if let Some(b) = buf.get_mut(off as usize + i) {
            *b = v.get(i).copied().unwrap_or(0);
        }
    }
}

/// The kernarg segment of a launch and the dynamic LDS it asks for.
fn kernargs(
    k: &Kernel,
    dev: &Device,
    l: &Launch,
    groups: [u32; 3],
    fixed_lds: u32,
) -> Result<(Vec<u8>, u32), Error> {
    let visible: Vec<_> = k.visible_args().collect();
    if visible.len() != l.args.len() {
        return Err(load(format!(
            "kernel `{}` takes {} argument{}, {} given",
            k.name,
            visible.len(),
            if visible.len() == 1 { "" } else { "s" },
            l.args.len()
        )));
    }
    let mut seg = vec![0u8; k.kernarg_size.max(1) as usize];
    let mut lds = fixed_lds;
    for (i, (a, v)) in visible.iter().zip(&l.args).enumerate() {
        let what = || match &a.name {
            Some(n) => format!("argument {i} (`{n}`)"),
            None => format!("argument {i}"),
        };
        match (a.kind.as_str(), v) {
            ("global_buffer", ArgValue::Buffer(b)) => {
                put(&mut seg, a.offset, a.size, &dev.address(*b).to_le_bytes())
            }
            ("dynamic_shared_pointer", ArgValue::Local(n)) => {
                let align = a.pointee_align.unwrap_or(4).max(1);
                lds = lds.div_ceil(align) * align;
                put(&mut seg, a.offset, a.size, &lds.to_le_bytes());
                lds = lds
                    .checked_add(*n)
                    .ok_or_else(|| load("LDS size overflows"))?;
            }
            ("by_value", ArgValue::Bytes(b)) => {
                if b.len() != a.size as usize {
                    return Err(load(format!(
                        "{} takes {} bytes by value, {} given",
                        what(),
                        a.size,
                        b.len()
                    )));
                }
                put(&mut seg, a.offset, a.size, b)
            }
            (kind, v) => {
                let want = match kind {
                    "global_buffer" => "a buffer",
                    "dynamic_shared_pointer" => "a __local size",
                    "by_value" => "a value",
                    _ => {
                        return Err(load(format!(
                            "{} has value kind `{kind}`, which the emulator cannot bind",
                            what()
                        )))
                    }
                };
                let got = match v {
                    ArgValue::Buffer(_) => "a buffer",
                    ArgValue::Bytes(_) => "a value",
                    ArgValue::Local(_) => "a __local size",
                };
                return Err(load(format!("{} takes {want}, {got} given", what())));
            }
        }
    }
    for a in k.args.iter().filter(|a| a.hidden()) {
        let v: u64 = match a.kind.as_str() {
            "hidden_global_offset_x" => l.global_offset[0],
            "hidden_global_offset_y" => l.global_offset[1],
            "hidden_global_offset_z" => l.global_offset[2],
            "hidden_block_count_x" => groups[0] as u64,
            "hidden_block_count_y" => groups[1] as u64,
            "hidden_block_count_z" => groups[2] as u64,
            "hidden_group_size_x" => l.block[0] as u64,
            "hidden_group_size_y" => l.block[1] as u64,
            "hidden_group_size_z" => l.block[2] as u64,
            "hidden_remainder_x" => (l.grid[0] % l.block[0]) as u64,
            "hidden_remainder_y" => (l.grid[1] % l.block[1]) as u64,
            "hidden_remainder_z" => (l.grid[2] % l.block[2]) as u64,
            "hidden_grid_dims" => l.dims as u64,
            "hidden_private_base" => PRIVATE_APERTURE >> 32,
            "hidden_shared_base" => SHARED_APERTURE >> 32,
            "hidden_dynamic_lds_size" => (lds - fixed_lds) as u64,
            // No printf buffer, device-side enqueue, hostcall, heap or
            // multigrid synchronisation: null pointers.
            _ => 0,
        };
        put(&mut seg, a.offset, a.size, &v.to_le_bytes());
    }
    Ok((seg, lds))
}

/// The AQL kernel dispatch packet (HSA System Architecture, 64 bytes).
fn dispatch_packet(l: &Launch, private: u32, group: u32, kernarg: u64) -> Vec<u8> {
    let mut p = vec![0u8; 64];
    // header: type KERNEL_DISPATCH (2), acquire/release fences system
    p[0..2].copy_from_slice(&(2u16 | 2 << 9 | 2 << 11).to_le_bytes());
    p[2..4].copy_from_slice(&(l.dims as u16).to_le_bytes());
    for i in 0..3 {
        p[4 + 2 * i..6 + 2 * i].copy_from_slice(&(l.block[i] as u16).to_le_bytes());
        p[12 + 4 * i..16 + 4 * i].copy_from_slice(&l.grid[i].to_le_bytes());
    }
    p[24..28].copy_from_slice(&private.to_le_bytes());
    p[28..32].copy_from_slice(&group.to_le_bytes());
    p[40..48].copy_from_slice(&kernarg.to_le_bytes());
    p
}

fn dispatch(dev: &mut Device, prog: &Program, l: &Launch) -> Result<Stats, Error> {
    let k = prog
        .kernel(&l.kernel)
        .ok_or_else(|| load(format!("no kernel `{}` in the code object", l.kernel)))?;
    let kd = &k.descriptor;
    if !(1..=3).contains(&l.dims) {
        return Err(load(format!("{} dimensions (1 to 3)", l.dims)));
    }
    let flat = l.block.iter().map(|&b| b as u64).product::<u64>();
    if l.block.contains(&0) || l.grid.contains(&0) {
        return Err(load("grid and work-group sizes must be positive"));
    }
    if flat > k.max_flat_workgroup_size as u64 {
        return Err(load(format!(
            "a work-group of {flat} work-items is more than kernel `{}` allows ({}, .max_flat_workgroup_size)",
            k.name, k.max_flat_workgroup_size
        )));
    }
    if let Some(r) = k.reqd_workgroup_size {
        if r != l.block {
            return Err(load(format!(
                "kernel `{}` requires work-groups of {},{},{} (reqd_work_group_size)",
                k.name, r[0], r[1], r[2]
            )));
        }
    }
    for i in 0..3 {
        if l.block[i] > 0xffff {
            return Err(load("work-group sizes are 16-bit in the dispatch packet"));
        }
    }
    let groups = [
        l.grid[0].div_ceil(l.block[0]),
        l.grid[1].div_ceil(l.block[1]),
        l.grid[2].div_ceil(l.block[2]),
    ];
    let gen = prog.target.gen;
    let ws = k.wave_size as u64;
    let waves_per_group = flat.div_ceil(ws);
    // LDS
    let fixed_lds = kd.group_segment_fixed_size;
    let (seg, lds_size) = kernargs(k, dev, l, groups, fixed_lds)?;
    if lds_size > prog.target.lds_bytes {
        return Err(load(format!(
            "the kernel needs {lds_size} bytes of LDS, more than a work-group has ({})",
            prog.target.lds_bytes
        )));
    }
    // scratch
    let mut per_item = kd.private_segment_fixed_size as u64;
    if k.dynamic_stack {
        per_item += l.dynamic_stack as u64;
    }
    let per_item = per_item.div_ceil(4) * 4;
    let uses_scratch = per_item > 0
        || kd.get(fields::PRIVATE_SEGMENT_BUFFER) == 1
        || kd.get(fields::FLAT_SCRATCH_INIT) == 1;
    let slots = if l.trace.is_some() {
        1
    } else {
        rayon::current_num_threads().max(1) as u64
    };
    let per_wave = (per_item * ws).div_ceil(1024) * 1024;
    // A wave's scratch is at most what COMPUTE_TMPRING_SIZE.WAVESIZE (13
    // bits, in KiB on GFX9 and GFX10) can describe.
    const MAX_WAVE_SCRATCH: u64 = 8191 * 1024;
    if per_wave > MAX_WAVE_SCRATCH {
        return Err(load(format!(
            "kernel `{}`: {per_item} bytes of private memory per work-item ({}{}) need {per_wave} bytes of scratch per wave, more than the hardware allows ({MAX_WAVE_SCRATCH}, COMPUTE_TMPRING_SIZE.WAVESIZE)",
            k.name,
            if k.dynamic_stack { "with a dynamic stack of " } else { "private_segment_fixed_size" },
            if k.dynamic_stack { format!("{} bytes", l.dynamic_stack) } else { String::new() },
        )));
    }
    let per_group = per_wave * waves_per_group;
    let scratch_len = per_group * slots;
    let scratch_buf = if uses_scratch && scratch_len > 0 {
        let n = dev
            .mem
            .alloc_zeroed(scratch_len as usize, "scratch memory".into())
            .ok_or_else(|| load("cannot allocate scratch memory"))?;
        Some(n)
    } else {
        None
    };
    let scratch = Scratch {
        base: scratch_buf.map(|n| dev.mem.base(n)).unwrap_or(0),
        len: scratch_len,
        per_item,
        per_wave,
        per_group,
    };
    // kernarg segment, packet, queue, code image
    let ka = dev.mem.alloc(seg, "the kernarg segment".into());
    let ka_addr = dev.mem.base(ka);
    let pkt = dev.mem.alloc(
        dispatch_packet(l, per_item as u32, lds_size, ka_addr),
        "the dispatch packet".into(),
    );
    let queue = dev.mem.alloc(vec![0u8; 256], "the queue".into());
    let image = dev
        .mem
        .alloc(prog.image.clone(), "the code object image".into());
    let image_base = dev.mem.base(image);
    let entry = prog.index_at(k.entry).ok_or_else(|| {
        load(format!(
            "kernel `{}`: entry {:#x} is not an instruction",
            k.name, k.entry
        ))
    })?;
    let setup = Setup {
        k,
        kernarg: ka_addr,
        packet: dev.mem.base(pkt),
        queue: dev.mem.base(queue),
        groups,
        waves_per_group: waves_per_group as u32,
        entry,
    };
    let slot_pool: Mutex<Vec<u64>> = Mutex::new((0..slots).rev().map(|s| s * per_group).collect());
    let n_groups = groups[0] as u64 * groups[1] as u64 * groups[2] as u64;
    let instructions = AtomicU64::new(0);
    let mem = &dev.mem;
    let run_group = |g: u64| -> Result<(), RunError> {
        let gid = [
            (g % groups[0] as u64) as u32,
            ((g / groups[0] as u64) % groups[1] as u64) as u32,
            (g / (groups[0] as u64 * groups[1] as u64)) as u32,
        ];
        let slot = slot_pool
            .lock()
            .map(|mut p| p.pop().unwrap_or(0))
            .unwrap_or(0);
        let mut cx = GroupCtx {
            prog,
            mem,
            lds: vec![0u8; lds_size as usize],
            lds_size,
            group: gid,
            local: l.block,
            max_instructions: l.max_instructions,
            trace: l.trace.as_ref(),
            image_base,
            scratch: &scratch,
            slot,
            gen,
        };
        let r = run_one_group(&mut cx, &setup, l);
        if let Ok(mut p) = slot_pool.lock() {
            p.push(slot);
        }
        let n = r?;
        instructions.fetch_add(n, Ordering::Relaxed);
        Ok(())
    };
    let result: Result<(), RunError> = if l.trace.is_some() || n_groups == 1 {
        (0..n_groups).try_for_each(run_group)
    } else {
        // Deterministic error reporting: the first failing group in group
        // order wins.
        let errs: Vec<(u64, RunError)> = (0..n_groups)
            .into_par_iter()
            .filter_map(|g| run_group(g).err().map(|e| (g, e)))
            .collect();
        match errs.into_iter().min_by_key(|e| e.0) {
            Some((_, e)) => Err(e),
            None => Ok(()),
        }
    };
    result?;
    Ok(Stats {
        groups: n_groups,
        waves: n_groups * waves_per_group,
        instructions: instructions.into_inner(),
    })
}

struct Setup<'a> {
    k: &'a Kernel,
    kernarg: u64,
    packet: u64,
    queue: u64,
    groups: [u32; 3],
    waves_per_group: u32,
    entry: usize,
}

/// Creates the waves of a group in their initial state and runs them to
/// the end, meeting at barriers; returns the instructions executed.
fn run_one_group(cx: &mut GroupCtx, s: &Setup, l: &Launch) -> Result<u64, RunError> {
    let k = s.k;
    let kd = &k.descriptor;
    let gen = cx.prog.target.gen;
    let ws = k.wave_size as usize;
    let mut waves: Vec<Wave> = Vec::with_capacity(s.waves_per_group as usize);
    // the group's size (the last groups of a grid may be partial)
    let mut gsize = [0u32; 3];
    for i in 0..3 {
        gsize[i] = (l.grid[i] - cx.group[i] * l.block[i]).min(l.block[i]);
    }
    let flat_block = (l.block[0] * l.block[1] * l.block[2]) as usize;
    let granule_v = if gen >= 10 && ws == 32 || cx.prog.target.name == "gfx90a" {
        8
    } else {
        4
    };
    let total_v = (kd.get(fields::VGPR_COUNT) + 1) * granule_v;
    let (nvgpr, nagpr) = if cx.prog.target.name == "gfx90a" {
        let acc = (kd.get(fields::ACCUM_OFFSET) + 1) * 4;
        (acc.min(total_v), total_v.saturating_sub(acc))
    } else if cx.prog.target.agprs {
        (total_v, total_v)
    } else {
        (total_v, 0)
    };
    let nsgpr = if gen >= 10 {
        106
    } else {
        // GRANULATED_WAVEFRONT_SGPR_COUNT counts blocks of 8 (AMDGPUUsage:
        // 2 * max(0, ceil(sgprs_used / 16) - 1) on GFX9, sgprs_used
        // including VCC, FLAT_SCRATCH and XNACK_MASK)
        ((kd.get(fields::SGPR_COUNT) + 1) * 8).min(102)
    };
    let mode = kd.get(fields::FLOAT_ROUND_MODE_32)
        | kd.get(fields::FLOAT_ROUND_MODE_16_64) << 2
        | kd.get(fields::FLOAT_DENORM_MODE_32) << 4
        | kd.get(fields::FLOAT_DENORM_MODE_16_64) << 6
        | kd.get(fields::DX10_CLAMP) << 8
        | kd.get(fields::IEEE_MODE) << 9;
    for wi in 0..s.waves_per_group {
        let mut w = Wave {
            s: [0; SREGS],
            scc: false,
            v: vec![0; nvgpr as usize * L],
            nvgpr,
            a: vec![0; nagpr as usize * L],
            nagpr,
            nsgpr,
            pc: s.entry,
            mode: 0,
            fp: FpMode::ATOMIC,
            wave64: ws == 64,
            full: if ws == 64 { u64::MAX } else { 0xffff_ffff },
            gpr_idx: 0,
            flat_scratch_hw: 0,
            trapsts: 0,
            done: false,
            at_barrier: false,
            count: 0,
            lid: [[0; 3]; L],
            index: wi,
            check: crate::check::Checker::new(nvgpr, nagpr, l.checks),
            hz: Default::default(),
            report: l.stop_on_violation,
        };
        w.check.deferred = l.deferred_writeback;
        w.set_mode(mode);
        // lanes: local ids, EXEC
        let mut exec = 0u64;
        for lane in 0..ws {
            let flat = wi as usize * ws + lane;
            if flat >= flat_block {
                continue;
            }
            let x = (flat % l.block[0] as usize) as u32;
            let y = ((flat / l.block[0] as usize) % l.block[1] as usize) as u32;
            let z = (flat / (l.block[0] as usize * l.block[1] as usize)) as u32;
            w.lid[lane] = [x, y, z];
            if x < gsize[0] && y < gsize[1] && z < gsize[2] {
                exec |= 1 << lane;
            }
        }
        w.set_exec(exec);
        // VGPRs: work-item ids
        let vmode = kd.get(fields::VGPR_WORKITEM_ID);
        let need = if cx.prog.target.packed_tid {
            1
        } else {
            1 + vmode
        };
        if nvgpr < need {
            return Err(RunError::new(format!(
                "the descriptor allocates {nvgpr} VGPRs, fewer than the {need} work-item id registers it enables"
            )));
        }
        for lane in 0..ws {
            let [x, y, z] = w.lid[lane];
            if cx.prog.target.packed_tid {
                let mut v = x;
                if vmode >= 1 {
                    v |= y << 10;
                }
                if vmode >= 2 {
                    v |= z << 20;
                }
                w.v[lane] = v;
            } else {
                w.v[lane] = x;
                if vmode >= 1 {
                    w.v[L + lane] = y;
                }
                if vmode >= 2 {
                    w.v[2 * L + lane] = z;
                }
            }
        }
        // SGPRs: user then system, in the order of the table
        let mut sg = 0usize;
        fn push(w: &mut Wave, sg: &mut usize, v: u32) {
            if *sg < w.s.len() {
                w.s[*sg] = v;
            }
            *sg += 1;
        }
        let wave_off = cx.slot + wi as u64 * cx.scratch.per_wave;
        if kd.get(fields::PRIVATE_SEGMENT_BUFFER) == 1 {
            let base = cx.scratch.base;
            let d1 = ((base >> 32) & 0xffff) as u32 | 1 << 31; // swizzle enable, stride 0
            let d2 = cx.scratch.len as u32;
            let istride = if ws == 64 { 3 } else { 2 };
            let mut d3 = 1u32 << 23 | istride << 21 | 1 << 19 | 4 << 15 | 4 << 12;
            // dst_sel x, y, z, w
            d3 |= 4 | 5 << 3 | 6 << 6 | 7 << 9;
            if gen >= 10 {
                d3 = (d3 & !(3 << 28)) | 3 << 28 | 1 << 24;
            }
            push(&mut w, &mut sg, base as u32);
            push(&mut w, &mut sg, d1);
            push(&mut w, &mut sg, d2);
            push(&mut w, &mut sg, d3);
        }
        for (f, v) in [
            (fields::DISPATCH_PTR, s.packet),
            (fields::QUEUE_PTR, s.queue),
            (fields::KERNARG_SEGMENT_PTR, s.kernarg),
            (fields::DISPATCH_ID, 0),
            (fields::FLAT_SCRATCH_INIT, cx.scratch.base),
        ] {
            if kd.get(f) == 1 {
                push(&mut w, &mut sg, v as u32);
                push(&mut w, &mut sg, (v >> 32) as u32);
            }
        }
        if kd.get(fields::PRIVATE_SEGMENT_SIZE) == 1 {
            push(&mut w, &mut sg, cx.scratch.per_item as u32);
        }
        let user = kd.get(fields::USER_SGPR_COUNT) as usize;
        if sg > user {
            return Err(RunError::new(format!(
                "the descriptor enables {sg} user SGPRs but USER_SGPR_COUNT is {user}"
            )));
        }
        sg = user;
        if kd.get(fields::WORKGROUP_ID_X) == 1 {
            push(&mut w, &mut sg, cx.group[0]);
        }
        if kd.get(fields::WORKGROUP_ID_Y) == 1 {
            push(&mut w, &mut sg, cx.group[1]);
        }
        if kd.get(fields::WORKGROUP_ID_Z) == 1 {
            push(&mut w, &mut sg, cx.group[2]);
        }
        if kd.get(fields::WORKGROUP_INFO) == 1 {
            let first = (wi == 0) as u32;
            push(&mut w, &mut sg, first << 31 | (s.waves_per_group & 0x3f));
        }
        if kd.get(fields::PRIVATE_SEGMENT_WAVEFRONT_OFFSET) == 1 {
            push(&mut w, &mut sg, wave_off as u32);
        }
        if sg as u32 > nsgpr {
            return Err(RunError::new(format!(
                "the descriptor enables {sg} SGPRs of initial state but allocates {nsgpr}"
            )));
        }
        let _ = &s.groups;
        waves.push(w);
    }
    // Zero this group's scratch slot: private memory is not initialised on
    // hardware, but results must not depend on which group ran before.
    if cx.scratch.base != 0 {
        if let Some(p) = cx.mem.find(cx.scratch.base + cx.slot, cx.scratch.per_group) {
            cx.mem.write(p, &vec![0u8; cx.scratch.per_group as usize]);
        }
    }
    // Run the waves: each until it ends or reaches a barrier; a barrier
    // releases when every wave that has not ended reached it.
    loop {
        let mut ran = false;
        for w in waves.iter_mut() {
            if w.done || w.at_barrier {
                continue;
            }
            ran = true;
            match crate::exec::run(w, cx)? {
                Status::Barrier | Status::Done => {}
            }
        }
        let live = waves.iter().filter(|w| !w.done).count();
        if live == 0 {
            break;
        }
        if waves.iter().filter(|w| !w.done).all(|w| w.at_barrier) {
            for w in waves.iter_mut() {
                w.at_barrier = false;
            }
        } else if !ran {
            break;
        }
    }
    Ok(waves.iter().map(|w| w.count).sum())
}
