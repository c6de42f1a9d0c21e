//! Device memory: buffers placed in a 64-bit device address space with
//! unmapped gaps between them, shared by all waves of a dispatch (work-groups
//! run in parallel), and the atomic operations of the memory instructions.
//!
//! Buffers are plain bytes written through raw pointers so that groups can
//! run concurrently; atomics use the host's atomic instructions on the same
//! bytes. A kernel with a data race between work-groups (undefined in
//! OpenCL) reads unspecified values, as on hardware.

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

/// First device address handed out: low addresses stay unmapped so that
/// null and small pointers fault.
pub(crate) const BASE: u64 = 0x0000_1000_0000;
/// Alignment of every buffer and least unmapped gap after it.
const ALIGN: u64 = 0x1_0000;

struct Alloc {
    base: u64,
    len: u64,
    data: Box<[UnsafeCell<u8>]>,
    /// What the buffer is, for messages (`argument 0`, `kernarg segment`).
    what: String,
}

/// Where an access went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    pub alloc: usize,
    pub off: usize,
}

/// The device address space.
pub(crate) struct DeviceMem {
    allocs: Vec<Alloc>,
    next: u64,
}

// Buffers are written concurrently by work-groups through raw pointers (see
// the module documentation); every access is bounds-checked first.
unsafe impl Sync for DeviceMem {}
unsafe impl Send for DeviceMem {}

/// Atomic read-modify-write operations (the `*_ATOMIC_*` opcodes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AtomicOp {
    Swap,
    /// Write `a` if the old value equals `b`.
    CmpSwap,
    Add,
    Sub,
    /// `b - old`: DS `rsub`.
    RSub,
    SMin,
    UMin,
    SMax,
    UMax,
    And,
    Or,
    Xor,
    /// `old >= a ? 0 : old + 1`.
    Inc,
    /// `old == 0 || old > a ? a : old - 1`.
    Dec,
    /// Float add (32 or 64 bits).
    FAdd,
    FMin,
    FMax,
    /// Packed half add.
    PkAddF16,
    /// `(old & ~a) | b`: DS `mskor`.
    MskOr,
}

impl DeviceMem {
    pub fn new() -> DeviceMem {
        DeviceMem {
            allocs: Vec::new(),
            next: BASE,
        }
    }

    /// Places a buffer holding `bytes` (taken over); returns its index.
    pub fn alloc(&mut self, bytes: Vec<u8>, what: String) -> usize {
        let b = bytes.into_boxed_slice();
        // `UnsafeCell<u8>` has the layout of `u8` (`repr(transparent)`).
        let data = unsafe { Box::from_raw(Box::into_raw(b) as *mut [UnsafeCell<u8>]) };
        self.place(data, what)
    }

    /// Places a zero-filled buffer of `len` bytes without touching its
    /// memory (large allocations come from the OS as zero pages). `None`
    /// when the allocator refuses.
    pub fn alloc_zeroed(&mut self, len: usize, what: String) -> Option<usize> {
        if len == 0 {
            return Some(self.place(Box::new([]), what));
        }
        let layout = std::alloc::Layout::array::<u8>(len).ok()?;
        // A fallible allocation: `vec![0; len]` would abort the process.
        let p = unsafe { std::alloc::alloc_zeroed(layout) };
        if p.is_null() {
            return None;
        }
        let data = unsafe {
            Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                p as *mut UnsafeCell<u8>,
                len,
            ))
        };
        Some(self.place(data, what))
    }

    fn place(&mut self, data: Box<[UnsafeCell<u8>]>, what: String) -> usize {
        let len = data.len() as u64;
        let base = self.next;
        self.allocs.push(Alloc {
            base,
            len,
            data,
            what,
        });
        self.next = base + len.div_ceil(ALIGN) * ALIGN + ALIGN;
        self.allocs.len() - 1
    }

    pub fn base(&self, alloc: usize) -> u64 {
        self.allocs[alloc].base
    }

    pub fn len(&self, alloc: usize) -> u64 {
        self.allocs[alloc].len
    }

    pub fn rename(&mut self, alloc: usize, what: String) {
        self.allocs[alloc].what = what;
    }

    /// A buffer's contents.
    pub fn contents(&self, alloc: usize) -> &[u8] {
        let a = &self.allocs[alloc];
        // No dispatch runs while the device is borrowed from the host side
        // (a launch borrows it mutably), so nothing writes the cells.
        unsafe { std::slice::from_raw_parts(a.data.as_ptr() as *const u8, a.data.len()) }
    }

    /// Overwrites the start of a buffer.
    pub fn set_contents(&mut self, alloc: usize, bytes: &[u8]) {
        for (c, b) in self.allocs[alloc].data.iter_mut().zip(bytes) {
            *c.get_mut() = *b;
        }
    }

    /// The buffer containing `[addr, addr+len)`, if any.
    #[inline]
    pub fn find(&self, addr: u64, len: u64) -> Option<Place> {
        let i = self.allocs.partition_point(|a| a.base <= addr);
        let a = self.allocs.get(i.checked_sub(1)?)?;
        let off = addr - a.base;
        if off.checked_add(len)? <= a.len {
            Some(Place {
                alloc: i - 1,
                off: off as usize,
            })
        } else {
            None
        }
    }

    /// What lies at `addr`, for an error message about an access of `len`
    /// bytes that `find` refused.
    pub fn describe(&self, addr: u64, len: u64) -> String {
        let i = self.allocs.partition_point(|a| a.base <= addr);
        match i.checked_sub(1).and_then(|j| self.allocs.get(j)) {
            Some(a) if addr < a.base + a.len => format!(
                "{len} bytes at {addr:#x} run past the end of {} ({} bytes at {:#x})",
                a.what, a.len, a.base
            ),
            Some(a) => format!(
                "{len} bytes at {addr:#x}: no buffer there ({} bytes past the end of {}, {} bytes at {:#x})",
                addr - (a.base + a.len),
                a.what,
                a.len,
                a.base
            ),
            None => format!("{len} bytes at {addr:#x}: no buffer there"),
        }
    }

    fn ptr(&self, p: Place) -> *mut u8 {
        self.allocs[p.alloc].data[p.off].get()
    }

    /// Reads `out.len()` bytes at a checked place.
    #[inline]
    pub fn read(&self, p: Place, out: &mut [u8]) {
        debug_assert!(p.off + out.len() <= self.allocs[p.alloc].len as usize);
        if out.is_empty() {
            return;
        }
        // Bounds were checked by `find`.
        unsafe { std::ptr::copy_nonoverlapping(self.ptr(p), out.as_mut_ptr(), out.len()) }
    }

    /// Writes bytes at a checked place.
    #[inline]
    pub fn write(&self, p: Place, data: &[u8]) {
        debug_assert!(p.off + data.len() <= self.allocs[p.alloc].len as usize);
        if data.is_empty() {
            return;
        }
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), self.ptr(p), data.len()) }
    }

    /// An atomic operation of 4 or 8 bytes at a checked, naturally aligned
    /// place; returns the old value.
    pub fn atomic(&self, p: Place, bytes: u32, op: AtomicOp, a: u64, b: u64) -> u64 {
        let ptr = self.ptr(p);
        if bytes == 4 {
            let at = unsafe { AtomicU32::from_ptr(ptr as *mut u32) };
            let mut old = at.load(Ordering::Relaxed);
            loop {
                let new = apply(op, old as u64, a, b, 32) as u32;
                match at.compare_exchange_weak(old, new, Ordering::SeqCst, Ordering::Relaxed) {
                    Ok(_) => return old as u64,
                    Err(o) => old = o,
                }
            }
        } else {
            let at = unsafe { AtomicU64::from_ptr(ptr as *mut u64) };
            let mut old = at.load(Ordering::Relaxed);
            loop {
                let new = apply(op, old, a, b, 64);
                match at.compare_exchange_weak(old, new, Ordering::SeqCst, Ordering::Relaxed) {
                    Ok(_) => return old,
                    Err(o) => old = o,
                }
            }
        }
    }
}

fn sext(v: u64, bits: u32) -> i64 {
    ((v << (64 - bits)) as i64) >> (64 - bits)
}

/// Float minimum and maximum of the atomics: IEEE minNum/maxNum (a NaN
/// operand yields the other one), -0 below +0.
fn fminmax(max: bool, x: u64, y: u64, bits: u32) -> u64 {
    let (fx, fy) = if bits == 32 {
        (
            f32::from_bits(x as u32) as f64,
            f32::from_bits(y as u32) as f64,
        )
    } else {
        (f64::from_bits(x), f64::from_bits(y))
    };
    if fx.is_nan() {
        return y;
    }
    if fy.is_nan() {
        return x;
    }
    let pick_y = if fx == fy {
        // -0 and +0: the sign decides.
        let neg_x = (x >> (bits - 1)) & 1 == 1;
        let neg_y = (y >> (bits - 1)) & 1 == 1;
        if max {
            neg_x && !neg_y
        } else {
            !neg_x && neg_y
        }
    } else if max {
        fy > fx
    } else {
        fy < fx
    };
    if pick_y {
        y
    } else {
        x
    }
}

/// The new value of an atomic operation on a `bits`-wide location.
pub(crate) fn apply(op: AtomicOp, old: u64, a: u64, b: u64, bits: u32) -> u64 {
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (o, a, b) = (old & mask, a & mask, b & mask);
    let r = match op {
        AtomicOp::Swap => a,
        AtomicOp::CmpSwap => {
            if o == b {
                a
            } else {
                o
            }
        }
        AtomicOp::Add => o.wrapping_add(a),
        AtomicOp::Sub => o.wrapping_sub(a),
        AtomicOp::RSub => a.wrapping_sub(o),
        AtomicOp::UMin => o.min(a),
        AtomicOp::UMax => o.max(a),
        AtomicOp::SMin => {
            if sext(a, bits) < sext(o, bits) {
                a
            } else {
                o
            }
        }
        AtomicOp::SMax => {
            if sext(a, bits) > sext(o, bits) {
                a
            } else {
                o
            }
        }
        AtomicOp::And => o & a,
        AtomicOp::Or => o | a,
        AtomicOp::Xor => o ^ a,
        AtomicOp::Inc => {
            if o >= a {
                0
            } else {
                o + 1
            }
        }
        AtomicOp::Dec => {
            if o == 0 || o > a {
                a
            } else {
                o - 1
            }
        }
        AtomicOp::FAdd => {
            if bits == 32 {
                crate::float::add_f32(o as u32, a as u32, crate::float::FpMode::ATOMIC) as u64
            } else {
                crate::float::add_f64(o, a, crate::float::FpMode::ATOMIC)
            }
        }
        AtomicOp::FMin => fminmax(false, o, a, bits),
        AtomicOp::FMax => fminmax(true, o, a, bits),
        AtomicOp::PkAddF16 => {
            let m = crate::float::FpMode::ATOMIC;
            let lo = crate::float::add_f16(o as u16, a as u16, m) as u64;
            let hi = crate::float::add_f16((o >> 16) as u16, (a >> 16) as u16, m) as u64;
            lo | hi << 16
        }
        AtomicOp::MskOr => (o & !a) | b,
    };
    r & mask
}
