//! Launching a kernel: the thread payload of the Intel runtime ABI (`r0`,
//! per-thread local ids, cross-thread data, `.input` copies), work-groups of
//! hardware threads interleaved deterministically at barriers, and groups
//! run in parallel.

use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use rayon::prelude::*;
use visa::{InputClass, NUM_PREDEFINED_VARS};

use crate::error::{Error, LoadError, RunError, ThreadLoc};
use crate::exec::{Env, Status, Thread};
use crate::layout::{V_GROUP_X, V_R0, V_SR0, V_THREAD_X, V_THREAD_Y};
use crate::memory::DeviceMem;
use crate::program::Program;
use crate::value;

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
        Buffer {
            index: self.mem.alloc(bytes).0,
        }
    }

    /// A zero-filled buffer of `len` bytes. Aborts when memory runs out; see
    /// [`Device::try_zeros`].
    pub fn zeros(&mut self, len: usize) -> Buffer {
        self.try_zeros(len)
            .unwrap_or_else(|| std::alloc::handle_alloc_error(std::alloc::Layout::new::<u8>()))
    }

    /// A zero-filled buffer of `len` bytes, or `None` when the allocator
    /// cannot provide them. The memory is not touched here: pages the kernel
    /// never writes cost nothing (the OS maps them as zero pages).
    pub fn try_zeros(&mut self, len: usize) -> Option<Buffer> {
        Some(Buffer {
            index: self.mem.alloc_zeroed(len)?.0,
        })
    }

    /// The buffer's contents (a copy; see [`Device::bytes`]).
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

    /// The buffer's device (SVM / stateless) address.
    pub fn address(&self, b: Buffer) -> u64 {
        self.mem.base(b.index)
    }

    /// The buffer's size in bytes.
    pub fn len(&self, b: Buffer) -> usize {
        self.mem.len(b.index) as usize
    }

    /// Runs a kernel.
    pub fn launch(&mut self, prog: &Program, l: &Launch) -> Result<Stats, Error> {
        run(self, prog, l)
    }
}

/// How a launch is laid out and bound. Build it directly for hand-written
/// kernels, or with [`crate::abi::bind`] from a zebin's `.ze_info`.
pub struct Launch {
    /// Kernel to run (`None`: the module's only kernel).
    pub kernel: Option<String>,
    /// Global size in work-items (GPGPU) or threads (media mode).
    pub global: [u32; 3],
    /// Work-group size (GPGPU).
    pub local: [u32; 3],
    /// Dispatch SIMD width (`None`: the kernel's `SimdSize` attribute, else 16).
    pub simd: Option<u32>,
    /// Media mode: one hardware thread per point of the 2-D `global` space,
    /// ids in `%thread_x`/`%thread_y`, no groups.
    pub media: bool,
    /// Cross-thread data, placed after `r0` and the local-id block.
    pub cross_thread: Vec<u8>,
    /// Bytes of per-thread local-id payload before the cross-thread data
    /// (`None`: a block for each of the three dimensions; ocloc's zebin
    /// says how many, none when the kernel reads no local id).
    pub local_id_bytes: Option<u32>,
    /// Values written into named input variables after the payload.
    pub inputs: Vec<(String, Vec<u8>)>,
    /// Binding table: BTI → buffer.
    pub surfaces: Vec<(u32, Buffer)>,
    /// 2-D surfaces for `media_ld`/`media_st`: BTI → `[width in bytes,
    /// height, pitch]` of the buffer bound there.
    pub images: Vec<(u32, [u32; 3])>,
    /// Typed surfaces for `.tgm` LSC messages: BTI → shape and format of
    /// the buffer bound there.
    pub typed: Vec<(u32, TypedSurface)>,
    /// Named surface inputs (`T#` variables) → BTI.
    pub surface_inputs: Vec<(String, u32)>,
    /// SLM bytes per work-group.
    pub slm_bytes: u32,
    /// Scratch (`%scratch`, LSC `ss`) bytes per hardware thread.
    pub scratch_bytes: u32,
    /// Stateless private memory: a buffer with `bytes` per concurrently
    /// running hardware thread, whose id the kernel derives from `%sr0`.
    pub private: Option<(Buffer, u32)>,
    /// Addresses of zebin data symbols (for `faddr`).
    pub symbols: HashMap<String, u64>,
    /// Stop a hardware thread after this many instructions.
    pub max_instructions: u64,
    /// Out-of-bounds surface accesses return zeros / drop writes (the
    /// specification's behaviour) instead of stopping the run.
    pub oob_spec: bool,
    /// Order in which local ids walk the dimensions (fastest first).
    pub walk_order: [u32; 3],
    /// Offsets and sizes in `cross_thread` of the dwords that hold the size of
    /// the thread's own work-group (`local_size`): a partial last group
    /// (global size no multiple of the local size, OpenCL 2.0 non-uniform
    /// work-groups) gets its own size there, as the runtime dispatches
    /// it separately.
    pub local_size_at: Vec<(u32, u32)>,
    /// Print every executed instruction with its channel-enable mask (runs
    /// groups one after another).
    pub trace: Option<Mutex<Box<dyn Write + Send>>>,
    /// With `trace`: also print the values each instruction wrote.
    pub trace_values: bool,
}

impl Launch {
    /// A launch of `global` work-items in groups of `local`.
    pub fn new(global: [u32; 3], local: [u32; 3]) -> Launch {
        Launch {
            kernel: None,
            global,
            local,
            simd: None,
            media: false,
            cross_thread: Vec::new(),
            local_id_bytes: None,
            inputs: Vec::new(),
            surfaces: Vec::new(),
            surface_inputs: Vec::new(),
            images: Vec::new(),
            typed: Vec::new(),
            slm_bytes: 0,
            scratch_bytes: 0,
            private: None,
            symbols: HashMap::new(),
            max_instructions: 100_000_000,
            oob_spec: false,
            walk_order: [0, 1, 2],
            local_size_at: Vec::new(),
            trace: None,
            trace_values: false,
        }
    }
}

/// What a launch did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Work-groups (media mode: threads) run.
    pub groups: u64,
    /// Hardware threads run.
    pub threads: u64,
    /// vISA instructions executed (summed over threads).
    pub instructions: u64,
}

/// Encodes a hardware-thread slot into `%sr0.0` so that IGC's
/// thread-id computation (which drops bits 3 and 6 of the low 14 bits)
/// gives the slot back.
fn sr0_for_slot(slot: u32) -> u32 {
    let x = (slot & 7) | ((slot & !7) << 1);
    (x & 0x3f) | ((x & !0x3f) << 1)
}

struct Shape {
    simd: u32,
    threads_per_group: u32,
    groups: [u32; 3],
    grf: u32,
    lid_block: u32,
}

/// SLM per work-group (real hardware has at most 128 KiB).
pub const MAX_SLM: u32 = 16 << 20;
/// Scratch per hardware thread.
pub const MAX_SCRATCH: u32 = 64 << 20;

/// The size of group `g`: the launch's local size, smaller in the last
/// group of a dimension whose global size is no multiple of it.
fn group_size(l: &Launch, g: [u32; 3]) -> [u32; 3] {
    let mut s = l.local;
    for d in 0..3 {
        s[d] = l.local[d].min(l.global[d].saturating_sub(g[d].saturating_mul(l.local[d])));
    }
    s
}

fn check(l: &Launch, prog: &Program, k: usize) -> Result<Shape, LoadError> {
    let code = &prog.codes[k];
    let simd = l.simd.or(code.simd).unwrap_or(16);
    if !matches!(simd, 1 | 8 | 16 | 32) {
        return Err(LoadError::new(format!(
            "SIMD width {simd} is not 1, 8, 16 or 32"
        )));
    }
    let grf = code.layout.grf;
    if l.slm_bytes > MAX_SLM || l.scratch_bytes > MAX_SCRATCH {
        return Err(LoadError::new(format!(
            "{} bytes of SLM per group and {} bytes of scratch per thread exceed the emulator's limits ({} and {})",
            l.slm_bytes, l.scratch_bytes, MAX_SLM, MAX_SCRATCH
        )));
    }
    if l.media {
        if l.global[0] == 0 || l.global[1] == 0 {
            return Err(LoadError::new(
                "media mode needs a non-empty 2-D thread space",
            ));
        }
        return Ok(Shape {
            simd,
            threads_per_group: 1,
            groups: [l.global[0], l.global[1], 1],
            grf,
            lid_block: 0,
        });
    }
    let mut groups = [0; 3];
    #[allow(clippy::needless_range_loop)] // three dimensions indexed in parallel
    for d in 0..3 {
        if l.local[d] == 0 || l.global[d] == 0 {
            return Err(LoadError::new("global and local sizes must be positive"));
        }
        // The last group of a dimension may be partial (non-uniform
        // work-groups).
        groups[d] = l.global[d].div_ceil(l.local[d]);
    }
    let count = l.local[0] as u64 * l.local[1] as u64 * l.local[2] as u64;
    if count > 1024 {
        return Err(LoadError::new(format!(
            "work-group size {count} exceeds 1024"
        )));
    }
    let mut wo = l.walk_order;
    wo.sort_unstable();
    if wo != [0, 1, 2] {
        return Err(LoadError::new(
            "walk order must be a permutation of 0, 1, 2",
        ));
    }
    Ok(Shape {
        simd,
        threads_per_group: (count as u32).div_ceil(simd),
        groups,
        grf,
        lid_block: (2 * simd).div_ceil(grf) * grf,
    })
}

/// Builds thread `t` of group `g`.
#[allow(clippy::too_many_arguments)]
fn make_thread(
    prog: &Program,
    k: usize,
    l: &Launch,
    s: &Shape,
    g: [u32; 3],
    t: u32,
    slot: u32,
) -> Result<Thread, RunError> {
    let code = &prog.codes[k];
    let loc = ThreadLoc {
        group: g,
        thread: t,
    };
    let mut th = Thread::new(prog, k, loc, l.scratch_bytes as usize);
    let grf = s.grf as usize;
    let lb = s.lid_block as usize;
    // Local-id blocks present in the payload (0 to 3).
    let dims = match l.local_id_bytes {
        Some(b) => (b as usize / lb.max(1)).min(3),
        None => 3,
    };
    let mut payload = vec![0u8; grf + 3 * lb + l.cross_thread.len()];
    // r0: group ids in dwords 1, 6, 7; scratch offset (dword 5) zero since
    // every thread has its own scratch space.
    if !l.media {
        value::store(&mut payload, 4, 4, g[0] as u64);
        value::store(&mut payload, 24, 4, g[1] as u64);
        value::store(&mut payload, 28, 4, g[2] as u64);
        // XeHP+ hardware puts the thread's index within its group in
        // r0.2[7:0]; IGC reads get_sub_group_id() from there.
        if prog.platform >= visa::Platform::XeHpSdv {
            value::store(&mut payload, 8, 1, t as u64);
        }
    }
    let gsize = group_size(l, g);
    let count = gsize[0] * gsize[1] * gsize[2];
    let mut dispatch = 0u32;
    for lane in 0..s.simd {
        let lin = t * s.simd + lane;
        if l.media {
            dispatch |= 1 << lane;
            continue;
        }
        if lin >= count {
            continue;
        }
        dispatch |= 1 << lane;
        let mut id = [0u32; 3];
        let mut rest = lin;
        for &d in &l.walk_order {
            let d = d as usize;
            id[d] = rest % gsize[d];
            rest /= gsize[d];
        }
        for (d, v) in id.iter().enumerate() {
            value::store(&mut payload, grf + d * lb + 2 * lane as usize, 2, *v as u64);
        }
    }
    payload[grf + dims * lb..grf + dims * lb + l.cross_thread.len()]
        .copy_from_slice(&l.cross_thread);
    for &(at, n) in &l.local_size_at {
        for (d, v) in gsize.iter().enumerate().take(n as usize / 4) {
            let o = grf + dims * lb + at as usize + 4 * d;
            if o + 4 <= payload.len() {
                value::store(&mut payload, o, 4, *v as u64);
            }
        }
    }
    let r = &code.routine;
    let lay = &code.layout;
    for inp in &r.inputs {
        let off = inp.offset.max(0) as usize;
        let size = inp.size as usize;
        let src = |i: usize| payload.get(off + i).copied().unwrap_or(0);
        match inp.class() {
            Some(InputClass::General) => {
                let Some(slot) = lay.var(inp.id) else {
                    continue;
                };
                let data: Vec<u8> = match inp.provenance() {
                    1 => gsize.iter().flat_map(|v| v.to_le_bytes()).collect(),
                    2 => s.groups.iter().flat_map(|v| v.to_le_bytes()).collect(),
                    3 => payload[grf..grf + 3 * lb].to_vec(),
                    _ => (0..size).map(src).collect(),
                };
                let n = data.len().min(size).min(slot.size.max(lay.grf) as usize);
                let o = slot.off as usize;
                if o + n <= th.regs.len() {
                    th.regs[o..o + n].copy_from_slice(&data[..n]);
                }
            }
            Some(InputClass::Surface) => {
                let v = u32::from_le_bytes([src(0), src(1), src(2), src(3)]);
                if let Some(x) = th.surfs.get_mut(inp.id as usize) {
                    *x = v;
                }
            }
            _ => {}
        }
    }
    // r0 itself (IGC reads it through aliases of %r0).
    if let Some(r0) = lay.var(V_R0) {
        let o = r0.off as usize;
        th.regs[o..o + grf].copy_from_slice(&payload[..grf]);
    }
    for (name, bytes) in &l.inputs {
        let id = (0..r.vars.len())
            .find(|&i| r.vars[i].name == *name)
            .map(|i| i as u32 + NUM_PREDEFINED_VARS)
            .or_else(|| visa::predefined_var(name).map(|p| p.id));
        let Some(slot) = id.and_then(|id| lay.var(id)) else {
            return Err(RunError::new(format!(
                "no input variable `{name}` in the kernel"
            )));
        };
        let n = bytes.len().min(slot.size as usize);
        let o = slot.off as usize;
        th.regs[o..o + n].copy_from_slice(&bytes[..n]);
    }
    for (name, bti) in &l.surface_inputs {
        let Some(i) = r.surfaces.iter().position(|s| s.name == *name) else {
            return Err(RunError::new(format!(
                "no surface variable `{name}` in the kernel"
            )));
        };
        th.surfs[6 + i] = *bti;
    }
    let put = |th: &mut Thread, id: u32, byte: usize, size: u32, v: u64| {
        if let Some(s) = lay.var(id) {
            value::store(&mut th.regs, s.off as usize + byte, size, v);
        }
    };
    put(&mut th, V_SR0, 0, 4, sr0_for_slot(slot) as u64);
    put(&mut th, V_SR0, 8, 4, dispatch as u64);
    for d in 0..3 {
        put(&mut th, V_GROUP_X + d, 0, 4, g[d as usize] as u64);
    }
    if l.media {
        put(&mut th, V_THREAD_X, 0, 2, g[0] as u64);
        put(&mut th, V_THREAD_Y, 0, 2, g[1] as u64);
    }
    th.em = dispatch;
    th.cm = dispatch;
    Ok(th)
}

/// A typed surface: `depth` slices of `height` rows of `width` pixels, rows
/// `pitch` bytes apart (slices `pitch * height`), each pixel `channels`
/// raw integer channels (R, RG, RGB, RGBA) of `channel_bytes` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypedSurface {
    /// Pixels per row.
    pub width: u32,
    /// Rows per slice.
    pub height: u32,
    /// Slices (1 for 1-D and 2-D surfaces).
    pub depth: u32,
    /// Bytes from a row to the next.
    pub pitch: u32,
    /// Channels per pixel (1 to 4).
    pub channels: u32,
    /// Bytes per channel (1, 2, 4 or 8).
    pub channel_bytes: u32,
}

/// The named barriers of a work-group (the NBARRIER page): each counts the
/// signals of its current phase; a phase completes when `count` threads
/// signalled it, and a waiting thread goes on once the phase it signalled
/// (or, without a signal, the phase in progress) completed.
#[derive(Default)]
struct NamedBarriers {
    /// Per id: current phase, signals so far, the phase's thread count.
    state: [(u32, u32, u32); 32],
}

impl NamedBarriers {
    fn signal(&mut self, th: &mut Thread, id: u32, count: u32, threads: u32) -> Result<(), String> {
        if count == 0 || count > threads {
            return Err(format!(
                "nbarrier.signal {id} with {count} threads: the NBARRIER page allows 1 to the group's thread count ({threads})"
            ));
        }
        let s = &mut self.state[id as usize];
        if s.1 > 0 && s.2 != count {
            return Err(format!(
                "named barrier {id}: signalled for {count} threads while its phase counts {} (the NBARRIER page: identical values)",
                s.2
            ));
        }
        th.nb_phase[id as usize] = Some(s.0);
        s.1 += 1;
        s.2 = count;
        if s.1 == count {
            s.0 += 1;
            s.1 = 0;
        }
        Ok(())
    }

    fn released(&mut self, th: &mut Thread, id: u32) -> bool {
        let s = &self.state[id as usize];
        let phase = *th.nb_phase[id as usize].get_or_insert(s.0);
        if s.0 > phase {
            th.nb_phase[id as usize] = None;
            true
        } else {
            false
        }
    }
}

/// Runs one work-group; returns the instructions executed.
#[allow(clippy::too_many_arguments)]
fn run_group(
    prog: &Program,
    k: usize,
    l: &Launch,
    s: &Shape,
    env: &Env,
    g: [u32; 3],
    worker: u32,
) -> Result<u64, RunError> {
    // A partial group has fewer threads; slots stay a full group's apart.
    let n = if l.media {
        1
    } else {
        let size = group_size(l, g);
        (size[0] * size[1] * size[2]).div_ceil(s.simd)
    };
    let mut threads = Vec::with_capacity(n as usize);
    for t in 0..n {
        threads.push(make_thread(
            prog,
            k,
            l,
            s,
            g,
            t,
            worker * s.threads_per_group + t,
        )?);
    }
    let mut slm = vec![0u8; l.slm_bytes as usize];
    let mut nbar = NamedBarriers::default();
    let group_error = |message: String, thread: u32| RunError {
        message,
        at: None,
        lane: None,
        work_item: None,
        thread: Some(ThreadLoc { group: g, thread }),
    };
    loop {
        for th in threads.iter_mut() {
            if th.status == Status::Run {
                th.run(env, &mut slm)?;
            }
        }
        let done = threads.iter().filter(|t| t.status == Status::Done).count();
        if done == threads.len() {
            break;
        }
        // Named-barrier signals go on at once; dpasw pairs meet.
        let mut progress = false;
        for (t, th) in threads.iter_mut().enumerate() {
            if let Status::NbSignal { id, count } = th.status {
                nbar.signal(th, id, count, n)
                    .map_err(|m| group_error(m, t as u32))?;
                th.status = Status::Run;
                progress = true;
            }
        }
        for th in threads.iter_mut() {
            if let Status::NbWait { id } = th.status {
                if nbar.released(th, id) {
                    th.status = Status::Run;
                    progress = true;
                }
            }
        }
        for t in (0..threads.len()).step_by(2) {
            if threads[t].status != Status::Dpasw
                && threads.get(t + 1).map(|x| x.status) != Some(Status::Dpasw)
            {
                continue;
            }
            if t + 1 >= threads.len() {
                return Err(group_error(
                    format!("dpasw pairs the threads of a group (0 with 1, 2 with 3, ...); the group has {n} threads, so thread {t} has no partner"),
                    t as u32,
                ));
            }
            if threads[t].status == Status::Dpasw && threads[t + 1].status == Status::Dpasw {
                let a = threads[t].wide_out.clone();
                let b = threads[t + 1].wide_out.clone();
                threads[t].wide_in = Some(b);
                threads[t + 1].wide_in = Some(a);
                threads[t].status = Status::Run;
                threads[t + 1].status = Status::Run;
                progress = true;
            }
        }
        if progress {
            continue;
        }
        let at_barrier = threads
            .iter()
            .filter(|t| t.status == Status::Barrier)
            .count();
        let at_sbarrier = threads
            .iter()
            .filter(|t| t.status == Status::SBarrier)
            .count();
        let waiting = threads
            .iter()
            .find(|t| t.status != Status::Done)
            .map(|t| t.loc.thread)
            .unwrap_or(0);
        if done > 0 {
            return Err(group_error(
                format!(
                    "barrier deadlock: {done} thread(s) of the group ended while thread {waiting} waits at a barrier"
                ),
                waiting,
            ));
        }
        if at_barrier == threads.len() || at_sbarrier + at_barrier == threads.len() {
            for th in threads.iter_mut() {
                th.status = Status::Run;
            }
            continue;
        }
        let what: Vec<String> = threads
            .iter()
            .enumerate()
            .map(|(i, t)| {
                format!(
                    "thread {i} {}",
                    match t.status {
                        Status::Barrier => "at a barrier".to_string(),
                        Status::SBarrier => "at a split barrier".to_string(),
                        Status::Dpasw => "at a dpasw".to_string(),
                        Status::NbWait { id } => format!("waits at named barrier {id}"),
                        _ => "running".to_string(),
                    }
                )
            })
            .collect();
        return Err(group_error(
            format!(
                "deadlock: no thread of the group can go on ({})",
                what.join(", ")
            ),
            waiting,
        ));
    }
    Ok(threads.iter().map(|t| t.count).sum())
}

fn run(dev: &mut Device, prog: &Program, l: &Launch) -> Result<Stats, Error> {
    let k = prog.kernel_index(l.kernel.as_deref())?;
    let s = check(l, prog, k)?;
    let mut bt: Vec<Option<usize>> = vec![None; 256];
    for (bti, b) in &l.surfaces {
        let slot = bt
            .get_mut(*bti as usize)
            .ok_or_else(|| LoadError::new(format!("binding-table index {bti} is above 255")))?;
        *slot = Some(b.index);
    }
    let mut images: Vec<Option<[u32; 3]>> = vec![None; 256];
    for (bti, shape) in &l.images {
        let Some(slot) = images.get_mut(*bti as usize) else {
            return Err(LoadError::new(format!("binding-table index {bti} is above 255")).into());
        };
        let [w, h, p] = *shape;
        if w == 0 || h == 0 || p < w {
            return Err(LoadError::new(format!(
                "2-D surface at BTI {bti}: width {w}, height {h}, pitch {p}"
            ))
            .into());
        }
        *slot = Some(*shape);
    }
    let mut typed: Vec<Option<TypedSurface>> = vec![None; 256];
    for (bti, ts) in &l.typed {
        let Some(slot) = typed.get_mut(*bti as usize) else {
            return Err(LoadError::new(format!("binding-table index {bti} is above 255")).into());
        };
        let row = ts.width as u64 * ts.channels as u64 * ts.channel_bytes as u64;
        if ts.width == 0
            || ts.height == 0
            || ts.depth == 0
            || !(1..=4).contains(&ts.channels)
            || !matches!(ts.channel_bytes, 1 | 2 | 4 | 8)
            || (ts.pitch as u64) < row
        {
            return Err(LoadError::new(format!("typed surface at BTI {bti}: {ts:?}")).into());
        }
        *slot = Some(*ts);
    }
    let env = Env {
        prog,
        mem: &dev.mem,
        bt: &bt,
        images: &images,
        typed: &typed,
        symbols: &l.symbols,
        max_insts: l.max_instructions,
        oob_spec: l.oob_spec,
        trace: l.trace.as_ref(),
        trace_values: l.trace_values,
    };
    let total = s.groups[0] as usize * s.groups[1] as usize * s.groups[2] as usize;
    let gid = |i: usize| -> [u32; 3] {
        let x = i % s.groups[0] as usize;
        let y = (i / s.groups[0] as usize) % s.groups[1] as usize;
        let z = i / (s.groups[0] as usize * s.groups[1] as usize);
        [x as u32, y as u32, z as u32]
    };
    let insts = AtomicUsize::new(0);
    let threads = AtomicUsize::new(0);
    let first_err = AtomicUsize::new(usize::MAX);
    let errors: Mutex<Vec<(usize, RunError)>> = Mutex::new(Vec::new());
    let one = |i: usize, worker: u32| {
        if i > first_err.load(Ordering::Relaxed) {
            return;
        }
        match run_group(prog, k, l, &s, &env, gid(i), worker) {
            Ok(c) => {
                insts.fetch_add(c as usize, Ordering::Relaxed);
                let n = if l.media {
                    1
                } else {
                    let z = group_size(l, gid(i));
                    (z[0] * z[1] * z[2]).div_ceil(s.simd)
                };
                threads.fetch_add(n as usize, Ordering::Relaxed);
            }
            Err(e) => {
                first_err.fetch_min(i, Ordering::Relaxed);
                errors
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((i, e));
            }
        }
    };
    if l.trace.is_some() || total == 1 {
        for i in 0..total {
            one(i, 0);
            if first_err.load(Ordering::Relaxed) != usize::MAX {
                break;
            }
        }
    } else {
        (0..total).into_par_iter().for_each(|i| {
            one(i, rayon::current_thread_index().unwrap_or(0) as u32);
        });
    }
    let mut errs = errors.into_inner().unwrap_or_else(|e| e.into_inner());
    errs.sort_by_key(|(i, _)| *i);
    if let Some((_, mut e)) = errs.into_iter().next() {
        if let (false, Some(lane), Some(t)) = (l.media, e.lane, &e.thread) {
            e.work_item = work_item(l, s.simd, t, lane);
        }
        return Err(Error::Run(e));
    }
    Ok(Stats {
        groups: total as u64,
        threads: threads.into_inner() as u64,
        instructions: insts.into_inner() as u64,
    })
}

/// The global id of the work-item in `lane` of thread `t`, if any.
fn work_item(l: &Launch, simd: u32, t: &ThreadLoc, lane: u32) -> Option<[u32; 3]> {
    let size = group_size(l, t.group);
    let count = size[0] * size[1] * size[2];
    let mut rest = t.thread.checked_mul(simd)?.checked_add(lane)?;
    if rest >= count {
        return None;
    }
    let mut id = [0u32; 3];
    for &d in &l.walk_order {
        let d = d as usize;
        id[d] = t.group[d] * l.local[d] + rest % size[d];
        rest /= size[d];
    }
    Some(id)
}

/// Number of hardware-thread slots that may run at once (sizes private
/// memory addressed through `%sr0`).
pub(crate) fn concurrent_slots(threads_per_group: u32) -> u32 {
    (rayon::current_num_threads() as u32).max(1) * threads_per_group.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sr0_slot_round_trip() {
        for slot in 0..4096u32 {
            let v = sr0_for_slot(slot);
            assert!(v < 0x4000);
            // IGC's derivation: drop bit 6, then bit 3, of the low 14 bits.
            let a = v & 0x3fff;
            let x = (a & 0x3f) | ((a >> 1) & !0x3f);
            let id = (x & 7) | ((x >> 1) & !7);
            assert_eq!(id, slot);
        }
    }
}
