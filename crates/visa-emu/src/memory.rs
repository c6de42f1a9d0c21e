//! Device memory: buffers placed in a 64-bit device address space with
//! unmapped guard gaps between them, shared by all hardware threads of a
//! launch (work-groups run in parallel).
//!
//! Buffers are plain bytes written through raw pointers so that groups can
//! run concurrently; atomics use the host's atomic instructions on the same
//! bytes. A kernel with a data race between work-groups (undefined in OpenCL
//! and in vISA) reads unspecified values, as on hardware.

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicU16, AtomicU32, AtomicU64, AtomicU8, Ordering};

/// First device address handed out: low addresses stay unmapped so that
/// null and small pointers fault.
const BASE: u64 = 0x0000_1000_0000;
/// Alignment of every buffer and minimum unmapped gap after it.
const ALIGN: u64 = 0x1_0000;

struct Alloc {
    base: u64,
    len: u64,
    data: Box<[UnsafeCell<u8>]>,
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

/// Atomic read-modify-write operations on memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AtomicOp {
    Add,
    Sub,
    Inc,
    Dec,
    /// Unsigned min/max.
    UMin,
    UMax,
    /// Signed min/max.
    SMin,
    SMax,
    Xchg,
    /// Compare-and-exchange: write `src0` if the old value equals `src1`
    /// (dword/SVM atomics) — see [`AtomicOp::CasSwapped`] for LSC.
    Cmpxchg,
    /// LSC `icas`: write `src1` if the old value equals `src0`.
    CasSwapped,
    And,
    Or,
    Xor,
    /// Decrement, returning the new value.
    Predec,
    FMax,
    FMin,
    /// Float compare-and-write: write `src1` if old == `src0`.
    FCmpwr,
    FAdd,
    FSub,
    /// Plain load (returns the value).
    Load,
    /// Plain store.
    Store,
}

impl DeviceMem {
    pub fn new() -> DeviceMem {
        DeviceMem {
            allocs: Vec::new(),
            next: BASE,
        }
    }

    /// Places a buffer holding `bytes` (taken over, not copied); returns
    /// its index and address.
    pub fn alloc(&mut self, bytes: Vec<u8>) -> (usize, u64) {
        let b = bytes.into_boxed_slice();
        // `UnsafeCell<u8>` has the layout of `u8` (`repr(transparent)`).
        let data = unsafe { Box::from_raw(Box::into_raw(b) as *mut [UnsafeCell<u8>]) };
        self.place(data)
    }

    /// Places a zero-filled buffer of `len` bytes without touching its
    /// memory: large allocations come from the OS as zero pages, which cost
    /// nothing until written. `None` when the allocator refuses.
    pub fn alloc_zeroed(&mut self, len: usize) -> Option<(usize, u64)> {
        if len == 0 {
            return Some(self.place(Box::new([])));
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
        Some(self.place(data))
    }

    fn place(&mut self, data: Box<[UnsafeCell<u8>]>) -> (usize, u64) {
        let len = data.len() as u64;
        let base = self.next;
        self.allocs.push(Alloc { base, len, data });
        self.next = base + len.div_ceil(ALIGN) * ALIGN + ALIGN;
        (self.allocs.len() - 1, base)
    }

    pub fn base(&self, alloc: usize) -> u64 {
        self.allocs[alloc].base
    }

    pub fn len(&self, alloc: usize) -> u64 {
        self.allocs[alloc].len
    }

    /// A buffer's contents.
    pub fn contents(&self, alloc: usize) -> &[u8] {
        let a = &self.allocs[alloc];
        // No launch is running while the device is borrowed from the host
        // side (a launch borrows it mutably), so nothing writes the cells.
        unsafe { std::slice::from_raw_parts(a.data.as_ptr() as *const u8, a.data.len()) }
    }

    /// Overwrites a buffer's contents.
    pub fn set_contents(&mut self, alloc: usize, bytes: &[u8]) {
        let a = &mut self.allocs[alloc];
        for (c, b) in a.data.iter_mut().zip(bytes) {
            *c.get_mut() = *b;
        }
    }

    /// The buffer containing `[addr, addr+len)`, if any.
    pub fn find(&self, addr: u64, len: u64) -> Option<Place> {
        let i = self.allocs.partition_point(|a| a.base <= addr);
        if i == 0 {
            return None;
        }
        let a = &self.allocs[i - 1];
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

    /// The buffer starting at or below `addr` (for error messages): its base
    /// and length.
    pub fn below(&self, addr: u64) -> Option<(u64, u64)> {
        let i = self.allocs.partition_point(|a| a.base <= addr);
        let a = self.allocs.get(i.checked_sub(1)?)?;
        Some((a.base, a.len))
    }

    /// Whether `[off, off+len)` is inside buffer `alloc`.
    pub fn check(&self, alloc: usize, off: u64, len: u64) -> Option<Place> {
        let a = self.allocs.get(alloc)?;
        if off.checked_add(len)? <= a.len {
            Some(Place {
                alloc,
                off: off as usize,
            })
        } else {
            None
        }
    }

    fn ptr(&self, p: Place) -> *mut u8 {
        self.allocs[p.alloc].data[p.off].get()
    }

    /// Reads `out.len()` bytes at a checked place.
    pub fn read(&self, p: Place, out: &mut [u8]) {
        let a = &self.allocs[p.alloc];
        debug_assert!(p.off + out.len() <= a.len as usize);
        if out.is_empty() {
            return;
        }
        // Bounds were checked by `find`/`check`.
        unsafe { std::ptr::copy_nonoverlapping(self.ptr(p), out.as_mut_ptr(), out.len()) }
    }

    /// Writes bytes at a checked place.
    pub fn write(&self, p: Place, data: &[u8]) {
        let a = &self.allocs[p.alloc];
        debug_assert!(p.off + data.len() <= a.len as usize);
        if data.is_empty() {
            return;
        }
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), self.ptr(p), data.len()) }
    }

    /// Performs an atomic operation of `bytes` (1, 2, 4 or 8) at a checked,
    /// naturally aligned place; returns the old value (the new one for
    /// `Predec`).
    pub fn atomic(&self, p: Place, bytes: u32, op: AtomicOp, s0: u64, s1: u64) -> u64 {
        let ptr = self.ptr(p);
        match bytes {
            1 => {
                let a = unsafe { AtomicU8::from_ptr(ptr) };
                let mut old = a.load(Ordering::Relaxed);
                loop {
                    let new = apply(op, old as u64, s0, s1, 8) as u8;
                    match a.compare_exchange_weak(old, new, Ordering::SeqCst, Ordering::Relaxed) {
                        Ok(_) => return ret(op, old as u64, new as u64),
                        Err(o) => old = o,
                    }
                }
            }
            2 => {
                let a = unsafe { AtomicU16::from_ptr(ptr as *mut u16) };
                let mut old = a.load(Ordering::Relaxed);
                loop {
                    let new = apply(op, old as u64, s0, s1, 16) as u16;
                    match a.compare_exchange_weak(old, new, Ordering::SeqCst, Ordering::Relaxed) {
                        Ok(_) => return ret(op, old as u64, new as u64),
                        Err(o) => old = o,
                    }
                }
            }
            4 => {
                let a = unsafe { AtomicU32::from_ptr(ptr as *mut u32) };
                let mut old = a.load(Ordering::Relaxed);
                loop {
                    let new = apply(op, old as u64, s0, s1, 32) as u32;
                    match a.compare_exchange_weak(old, new, Ordering::SeqCst, Ordering::Relaxed) {
                        Ok(_) => return ret(op, old as u64, new as u64),
                        Err(o) => old = o,
                    }
                }
            }
            _ => {
                let a = unsafe { AtomicU64::from_ptr(ptr as *mut u64) };
                let mut old = a.load(Ordering::Relaxed);
                loop {
                    let new = apply(op, old, s0, s1, 64);
                    match a.compare_exchange_weak(old, new, Ordering::SeqCst, Ordering::Relaxed) {
                        Ok(_) => return ret(op, old, new),
                        Err(o) => old = o,
                    }
                }
            }
        }
    }
}

fn ret(op: AtomicOp, old: u64, new: u64) -> u64 {
    if op == AtomicOp::Predec {
        new
    } else {
        old
    }
}

fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

fn fval(v: u64, bits: u32) -> f64 {
    match bits {
        16 => crate::float::f16_to_f64(v as u16),
        32 => f32::from_bits(v as u32) as f64,
        _ => f64::from_bits(v),
    }
}

fn fbits(x: f64, bits: u32) -> u64 {
    match bits {
        16 => crate::float::to_f16(x, 0.0, crate::float::Rounding::Rne) as u64,
        32 => (x as f32).to_bits() as u64,
        _ => x.to_bits(),
    }
}

/// The new value of an atomic operation on a `bits`-wide location
/// (`old`, `s0`, `s1` hold the raw bits in their low bits).
pub(crate) fn apply(op: AtomicOp, old: u64, s0: u64, s1: u64, bits: u32) -> u64 {
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (o, a, b) = (old & mask, s0 & mask, s1 & mask);
    let r = match op {
        AtomicOp::Add => o.wrapping_add(a),
        AtomicOp::Sub => o.wrapping_sub(a),
        AtomicOp::Inc => o.wrapping_add(1),
        AtomicOp::Dec | AtomicOp::Predec => o.wrapping_sub(1),
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
        AtomicOp::Xchg | AtomicOp::Store => a,
        AtomicOp::Cmpxchg => {
            if o == b {
                a
            } else {
                o
            }
        }
        AtomicOp::CasSwapped | AtomicOp::FCmpwr => {
            let eq = if op == AtomicOp::FCmpwr {
                fval(o, bits) == fval(a, bits)
            } else {
                o == a
            };
            if eq {
                b
            } else {
                o
            }
        }
        AtomicOp::And => o & a,
        AtomicOp::Or => o | a,
        AtomicOp::Xor => o ^ a,
        AtomicOp::FMax | AtomicOp::FMin => {
            let (x, y) = (fval(o, bits), fval(a, bits));
            let pick_new = if x.is_nan() {
                true
            } else if y.is_nan() {
                false
            } else if op == AtomicOp::FMax {
                y > x
            } else {
                y < x
            };
            if pick_new {
                a
            } else {
                o
            }
        }
        AtomicOp::FAdd | AtomicOp::FSub => {
            // A NaN operand gives its NaN, quieted: the old value's first.
            // Said explicitly: Rust leaves the choice between two NaN
            // operands to the compiled code, which commutes additions
            // differently in different callers.
            let (x, y) = (fval(o, bits), fval(a, bits));
            // The quiet bit: the fraction's top bit.
            let quiet = match bits {
                16 => 0x200,
                32 => 0x40_0000,
                _ => 1u64 << 51,
            };
            if x.is_nan() {
                o | quiet
            } else if y.is_nan() {
                a | quiet
            } else if op == AtomicOp::FAdd {
                fbits(x + y, bits)
            } else {
                fbits(x - y, bits)
            }
        }
        AtomicOp::Load => o,
    };
    r & mask
}

/// Bytes private to one work-group or thread (SLM, scratch), with the same
/// atomic operations.
pub(crate) fn local_atomic(
    mem: &mut [u8],
    off: usize,
    bytes: u32,
    op: AtomicOp,
    s0: u64,
    s1: u64,
) -> u64 {
    let n = bytes as usize;
    let mut b = [0u8; 8];
    b[..n].copy_from_slice(&mem[off..off + n]);
    let old = u64::from_le_bytes(b);
    let new = apply(op, old, s0, s1, bytes * 8);
    mem[off..off + n].copy_from_slice(&new.to_le_bytes()[..n]);
    ret(op, old, new)
}

#[cfg(test)]
mod tests {
    use super::{apply, AtomicOp};

    #[test]
    fn float_add_and_sub_nans_are_the_old_values_first_quieted() {
        let f = |op, o, a, bits| apply(op, o, a, 0, bits);
        // Two NaNs: the old value's, whatever the operation.
        assert_eq!(f(AtomicOp::FAdd, 0x7fc0_0005, 0xffc0_0007, 32), 0x7fc0_0005);
        assert_eq!(f(AtomicOp::FSub, 0x7f80_0005, 0xffc0_0007, 32), 0x7fc0_0005);
        assert_eq!(
            f(
                AtomicOp::FAdd,
                0x7ff0_0000_0000_0005,
                0xfff8_0000_0000_0007,
                64
            ),
            0x7ff8_0000_0000_0005
        );
        assert_eq!(f(AtomicOp::FAdd, 0x7c01, 0xfe00, 16), 0x7e01);
        // One NaN: that one, quieted, its sign kept (also subtracted).
        assert_eq!(f(AtomicOp::FSub, 0x3f80_0000, 0x7f80_0002, 32), 0x7fc0_0002);
        assert_eq!(f(AtomicOp::FAdd, 0x3f80_0000, 0xff80_0002, 32), 0xffc0_0002);
        // Numbers: exact sums, rounded to nearest even, denormals kept.
        assert_eq!(f(AtomicOp::FAdd, 0x3f80_0000, 0x3380_0000, 32), 0x3f80_0000);
        assert_eq!(f(AtomicOp::FAdd, 0x0000_0001, 0x0000_0002, 32), 3);
        assert_eq!(f(AtomicOp::FSub, 0x0080_0000, 0x0000_0001, 32), 0x007f_ffff);
    }
}
