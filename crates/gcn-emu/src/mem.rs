//! Memory instructions: scalar memory (SMEM), the data share (DS), and
//! vector memory (FLAT, GLOBAL, SCRATCH, MUBUF), with their counters.

use crate::check::{File, RegRange};
use crate::error::{FResult, Fault};
use crate::ins::*;
use crate::launch::{GroupCtx, PRIVATE_APERTURE, SHARED_APERTURE};
use crate::memory::{apply, AtomicOp};
use crate::wave::{Wave, L};

fn sreg_range(o: Opnd, n: u8) -> Option<RegRange> {
    match o {
        Opnd::S(s) if s != NULL => Some(RegRange {
            file: File::S,
            first: s as u16,
            count: n as u16,
        }),
        _ => None,
    }
}

fn vreg_range(o: Opnd, n: u8) -> Option<RegRange> {
    match o {
        Opnd::V(v) => Some(RegRange {
            file: File::V,
            first: v,
            count: n as u16,
        }),
        Opnd::A(a) => Some(RegRange {
            file: File::A,
            first: a,
            count: n as u16,
        }),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Scalar memory

pub(crate) fn smem(w: &mut Wave, ins: &Ins, idx: usize, cx: &mut GroupCtx) -> FResult<()> {
    let lds = cx.lds_size;
    match ins.op {
        Op::SMemtime => {
            let Opnd::S(d) = ins.dst else {
                return Err(Fault::new("no destination"));
            };
            w.swrite64(d, w.count)?;
            w.check.issue(
                idx,
                &[(Counter::Lgkm, false)],
                sreg_range(ins.dst, 2).as_slice(),
            );
            Ok(())
        }
        Op::SCache => {
            w.check.issue(idx, &[(Counter::Lgkm, false)], &[]);
            Ok(())
        }
        Op::SLoad { dwords, buffer } | Op::SStore { dwords, buffer } => {
            let store = matches!(ins.op, Op::SStore { .. });
            let Opnd::S(base_reg) = ins.src[0] else {
                return Err(Fault::new("scalar memory base is not an SGPR"));
            };
            let soff = match ins.src[1] {
                Opnd::None => 0,
                o => w.sval(o, lds)? as u64,
            };
            let off = (ins.imm as u64).wrapping_add(soff);
            let (addr, limit) = if buffer {
                let d0 = w.sread(base_reg)? as u64;
                let d1 = w.sread(base_reg + 1)? as u64;
                let d2 = w.sread(base_reg + 2)? as u64;
                let base = d0 | (d1 & 0xffff) << 32;
                (base.wrapping_add(off & 0xffff_ffff), Some((base, d2)))
            } else {
                (w.sread64(base_reg)?.wrapping_add(off), None)
            };
            if addr & 3 != 0 {
                return Err(Fault::new(format!(
                    "misaligned scalar memory access: address {addr:#x} is not a multiple of 4"
                )));
            }
            let n = dwords as u64 * 4;
            let Opnd::S(d) = ins.dst else {
                return Err(Fault::new("no data register"));
            };
            if store {
                let mut bytes = Vec::with_capacity(n as usize);
                for k in 0..dwords {
                    bytes.extend_from_slice(&w.sread(d + k)?.to_le_bytes());
                }
                let p = cx.mem.find(addr, n).ok_or_else(|| {
                    Fault::new(format!(
                        "scalar store out of bounds: {}",
                        cx.mem.describe(addr, n)
                    ))
                })?;
                cx.mem.write(p, &bytes);
                w.check.issue(idx, &[(Counter::Lgkm, false)], &[]);
                return Ok(());
            }
            let mut vals = vec![0u32; dwords as usize];
            match limit {
                Some((base, num)) => {
                    // s_buffer_load: dwords beyond num_records read 0
                    for (k, v) in vals.iter_mut().enumerate() {
                        let o = (addr - base) + 4 * k as u64;
                        if o + 4 <= num {
                            let a = addr + 4 * k as u64;
                            let p = cx.mem.find(a, 4).ok_or_else(|| {
                                Fault::new(format!(
                                    "scalar buffer load out of bounds: {}",
                                    cx.mem.describe(a, 4)
                                ))
                            })?;
                            let mut b = [0u8; 4];
                            cx.mem.read(p, &mut b);
                            *v = u32::from_le_bytes(b);
                        }
                    }
                }
                None => {
                    let p = cx.mem.find(addr, n).ok_or_else(|| {
                        Fault::new(format!(
                            "scalar load out of bounds: {}",
                            cx.mem.describe(addr, n)
                        ))
                    })?;
                    let mut b = vec![0u8; n as usize];
                    cx.mem.read(p, &mut b);
                    for (k, v) in vals.iter_mut().enumerate() {
                        *v = u32::from_le_bytes(b[4 * k..4 * k + 4].try_into().unwrap());
                    }
                }
            }
            for (k, v) in vals.iter().enumerate() {
                w.swrite(d + k as u8, *v)?;
            }
            w.check.issue(
                idx,
                &[(Counter::Lgkm, false)],
                sreg_range(ins.dst, dwords).as_slice(),
            );
            Ok(())
        }
        _ => Err(Fault::new("not a scalar memory instruction")),
    }
}

// ---------------------------------------------------------------------------
// LDS

fn lds_check(cx: &GroupCtx, lane: usize, a: u64, n: u64, align: u64) -> FResult<usize> {
    if a + n > cx.lds_size as u64 {
        return Err(Fault::lane(
            lane as u32,
            format!(
                "LDS access of {n} bytes at {a:#x} is outside the work-group's {} bytes of LDS",
                cx.lds_size
            ),
        ));
    }
    if align > 1 && !a.is_multiple_of(align) {
        return Err(Fault::lane(
            lane as u32,
            format!("misaligned LDS access: {n} bytes at {a:#x} (alignment {align})"),
        ));
    }
    Ok(a as usize)
}

fn vget(w: &Wave, o: Opnd, k: u16, lane: usize) -> FResult<u32> {
    match o {
        Opnd::V(v) => Ok(w.v[w.vbase(v + k)? + lane]),
        Opnd::A(a) => Ok(w.a[w.abase(a + k)? + lane]),
        _ => Err(Fault::new(
            "a memory data operand that is not a vector register",
        )),
    }
}

fn vset(w: &mut Wave, o: Opnd, k: u16, lane: usize, val: u32) -> FResult<()> {
    match o {
        Opnd::V(v) => {
            let b = w.vbase(v + k)?;
            w.v[b + lane] = val;
            Ok(())
        }
        Opnd::A(a) => {
            let b = w.abase(a + k)?;
            w.a[b + lane] = val;
            Ok(())
        }
        _ => Err(Fault::new(
            "a memory destination that is not a vector register",
        )),
    }
}

fn load_bits(bytes: &[u8], n: usize, sext: bool) -> u32 {
    let mut b = [0u8; 4];
    b[..n].copy_from_slice(&bytes[..n]);
    let v = u32::from_le_bytes(b);
    match (n, sext) {
        (1, true) => v as u8 as i8 as i32 as u32,
        (2, true) => v as u16 as i16 as i32 as u32,
        _ => v,
    }
}

/// Writes loaded bytes into the destination registers (d16: a half).
fn put_loaded(
    w: &mut Wave,
    dst: Opnd,
    lane: usize,
    bytes: &[u8],
    n: usize,
    sext: bool,
    d16: u8,
) -> FResult<()> {
    if n <= 2 || d16 != 0 {
        let v = load_bits(bytes, n, sext);
        let v = match d16 {
            0 => v,
            1 => (vget(w, dst, 0, lane)? & 0xffff_0000) | (v & 0xffff),
            _ => (vget(w, dst, 0, lane)? & 0xffff) | (v << 16),
        };
        return vset(w, dst, 0, lane, v);
    }
    for k in 0..n / 4 {
        let v = u32::from_le_bytes(bytes[4 * k..4 * k + 4].try_into().unwrap());
        vset(w, dst, k as u16, lane, v)?;
    }
    Ok(())
}

fn store_bytes(w: &Wave, data: Opnd, lane: usize, n: usize, hi: bool) -> FResult<[u8; 16]> {
    let mut out = [0u8; 16];
    if n <= 2 {
        let v = vget(w, data, 0, lane)?;
        let v = if hi { v >> 16 } else { v };
        out[..n].copy_from_slice(&v.to_le_bytes()[..n]);
        return Ok(out);
    }
    for k in 0..n / 4 {
        out[4 * k..4 * k + 4].copy_from_slice(&vget(w, data, k as u16, lane)?.to_le_bytes());
    }
    Ok(out)
}

fn lds_align(n: u64) -> u64 {
    n.min(16).next_power_of_two()
}

pub(crate) fn ds(w: &mut Wave, ins: &Ins, op: DsOp, idx: usize, cx: &mut GroupCtx) -> FResult<()> {
    if ins.flags & flag::GDS != 0 {
        return Err(Fault::new("GDS is not modelled"));
    }
    let exec = w.exec();
    let nl = if w.wave64 { 64 } else { 32 };
    let off = ins.imm as u64;
    let dsts = vreg_range(ins.dst, ins.dwords.max(1));
    let issue = |w: &mut Wave, writes: bool| {
        let d = if writes { dsts } else { None };
        w.check.issue(idx, &[(Counter::Lgkm, true)], d.as_slice());
    };
    match op {
        DsOp::Nop => {
            issue(w, false);
            Ok(())
        }
        DsOp::Read { bytes, sext, d16 } => {
            let n = bytes as u64;
            for lane in 0..nl {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let a = vget(w, ins.src[0], 0, lane)? as u64 + off;
                let at = lds_check(cx, lane, a, n, lds_align(n))?;
                let b = cx.lds[at..at + n as usize].to_vec();
                put_loaded(w, ins.dst, lane, &b, n as usize, sext, d16)?;
            }
            issue(w, true);
            Ok(())
        }
        DsOp::Read2 { b64, st64 } => {
            let sz = if b64 { 8u64 } else { 4 };
            let stride = sz * if st64 { 64 } else { 1 };
            for lane in 0..nl {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let base = vget(w, ins.src[0], 0, lane)? as u64;
                for (k, o) in [ins.imm as u64, ins.imm2 as u64].into_iter().enumerate() {
                    let a = base + o * stride;
                    let at = lds_check(cx, lane, a, sz, 4)?;
                    for d in 0..sz / 4 {
                        let v = u32::from_le_bytes(
                            cx.lds[at + 4 * d as usize..at + 4 * d as usize + 4]
                                .try_into()
                                .unwrap(),
                        );
                        vset(w, ins.dst, (k as u64 * (sz / 4) + d) as u16, lane, v)?;
                    }
                }
            }
            issue(w, true);
            Ok(())
        }
        DsOp::Write { bytes, hi } => {
            let n = bytes as usize;
            for lane in 0..nl {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let a = vget(w, ins.src[0], 0, lane)? as u64 + off;
                let at = lds_check(cx, lane, a, n as u64, lds_align(n as u64))?;
                let b = store_bytes(w, ins.src[1], lane, n, hi)?;
                cx.lds[at..at + n].copy_from_slice(&b[..n]);
            }
            issue(w, false);
            Ok(())
        }
        DsOp::Write2 { b64, st64 } => {
            let sz = if b64 { 8u64 } else { 4 };
            let stride = sz * if st64 { 64 } else { 1 };
            for lane in 0..nl {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let base = vget(w, ins.src[0], 0, lane)? as u64;
                for (k, o) in [ins.imm as u64, ins.imm2 as u64].into_iter().enumerate() {
                    let a = base + o * stride;
                    let at = lds_check(cx, lane, a, sz, 4)?;
                    let data = if k == 0 { ins.src[1] } else { ins.src[2] };
                    let b = store_bytes(w, data, lane, sz as usize, false)?;
                    cx.lds[at..at + sz as usize].copy_from_slice(&b[..sz as usize]);
                }
            }
            issue(w, false);
            Ok(())
        }
        DsOp::Atomic { op, b64, rtn } => {
            let sz = if b64 { 8u64 } else { 4 };
            for lane in 0..nl {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let a = vget(w, ins.src[0], 0, lane)? as u64 + off;
                let at = lds_check(cx, lane, a, sz, sz)?;
                let get64 = |w: &Wave, o: Opnd| -> FResult<u64> {
                    let lo = vget(w, o, 0, lane)? as u64;
                    Ok(if b64 {
                        lo | (vget(w, o, 1, lane)? as u64) << 32
                    } else {
                        lo
                    })
                };
                let d0 = get64(w, ins.src[1])?;
                let d1 = if ins.src[2] != Opnd::None {
                    get64(w, ins.src[2])?
                } else {
                    0
                };
                // DS cmpst: data0 is the compare value, data1 the new one
                let (x, y) = match op {
                    AtomicOp::CmpSwap => (d1, d0),
                    AtomicOp::MskOr => (d0, d1),
                    _ => (d0, d1),
                };
                let mut ob = [0u8; 8];
                ob[..sz as usize].copy_from_slice(&cx.lds[at..at + sz as usize]);
                let old = u64::from_le_bytes(ob);
                let new = apply(op, old, x, y, sz as u32 * 8);
                cx.lds[at..at + sz as usize].copy_from_slice(&new.to_le_bytes()[..sz as usize]);
                if rtn {
                    vset(w, ins.dst, 0, lane, old as u32)?;
                    if b64 {
                        vset(w, ins.dst, 1, lane, (old >> 32) as u32)?;
                    }
                }
            }
            issue(w, rtn);
            Ok(())
        }
        DsOp::Wrxchg2 { .. } => Err(Fault::new("ds_wrxchg2 is not modelled")),
        DsOp::Swizzle => {
            let src = lane_values(w, ins.src[0])?;
            let pat = ins.imm as u32 & 0xffff;
            for lane in 0..nl {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let s = if pat & 0x8000 != 0 {
                    (lane & !3) + ((pat >> (2 * (lane & 3))) & 3) as usize
                } else {
                    let and = (pat & 0x1f) as usize;
                    let or = ((pat >> 5) & 0x1f) as usize;
                    let xor = ((pat >> 10) & 0x1f) as usize;
                    (lane & !31) + ((((lane & 31) & and) | or) ^ xor)
                };
                let v = if exec >> s & 1 == 1 { src[s] } else { 0 };
                vset(w, ins.dst, 0, lane, v)?;
            }
            issue(w, true);
            Ok(())
        }
        DsOp::Permute | DsOp::Bpermute => {
            let addr = lane_values(w, ins.src[0])?;
            let data = lane_values(w, ins.src[1])?;
            // The ISA manuals' pseudo-code: a zeroed temporary, active
            // lanes write (permute: the highest-numbered source wins) or
            // read (bpermute: an inactive source lane gives 0), and only
            // active lanes receive the result.
            let mut out = [0u32; L];
            let sel = |lane: usize| ((addr[lane] as u64 + off) / 4) as usize % nl;
            if op == DsOp::Bpermute {
                for lane in 0..nl {
                    if exec >> lane & 1 == 1 {
                        let s = sel(lane);
                        out[lane] = if exec >> s & 1 == 1 { data[s] } else { 0 };
                    }
                }
            } else {
                for lane in 0..nl {
                    if exec >> lane & 1 == 1 {
                        out[sel(lane)] = data[lane];
                    }
                }
            }
            let Opnd::V(d) = ins.dst else {
                return Err(Fault::new("no destination"));
            };
            let b = w.vbase(d)?;
            for lane in 0..nl {
                if exec >> lane & 1 == 1 {
                    w.v[b + lane] = out[lane];
                }
            }
            issue(w, true);
            Ok(())
        }
        DsOp::Append | DsOp::Consume => {
            let a = (w.s[M0 as usize] & 0xffff) as u64 + off;
            let at = lds_check(cx, 0, a, 4, 4)?;
            let old = u32::from_le_bytes(cx.lds[at..at + 4].try_into().unwrap());
            let n = exec.count_ones();
            let new = if op == DsOp::Append {
                old.wrapping_add(n)
            } else {
                old.wrapping_sub(n)
            };
            cx.lds[at..at + 4].copy_from_slice(&new.to_le_bytes());
            for lane in 0..nl {
                if exec >> lane & 1 == 1 {
                    vset(w, ins.dst, 0, lane, old)?;
                }
            }
            issue(w, true);
            Ok(())
        }
    }
}

fn lane_values(w: &Wave, o: Opnd) -> FResult<[u32; L]> {
    let mut r = [0u32; L];
    match o {
        Opnd::V(v) => {
            let b = w.vbase(v)?;
            r.copy_from_slice(&w.v[b..b + L]);
        }
        _ => return Err(Fault::new("a cross-lane source that is not a VGPR")),
    }
    Ok(r)
}

// ---------------------------------------------------------------------------
// Vector memory

/// Where one lane's access goes.
enum Target {
    Global(u64),
    Lds(u64),
    /// A private (scratch) address of the lane.
    Private(u64),
}

/// The scratch (private) address of a lane as a device address: the
/// wave's scratch base plus the private offset swizzled by dwords across
/// the lanes (AMDGPUUsage, "Memory Spaces": base + private address × wave
/// size + lane × 4, in dwords).
fn swizzle(base: u64, off: u64, lane: usize, ws: u64) -> u64 {
    base + (off & !3) * ws + lane as u64 * 4 + (off & 3)
}

fn flat_scratch_base(w: &Wave, cx: &GroupCtx) -> u64 {
    if cx.prog.target.gen >= 10 {
        w.flat_scratch_hw
    } else {
        w.s[FLAT_SCRATCH as usize] as u64 | (w.s[FLAT_SCRATCH as usize + 1] as u64) << 32
    }
}

/// Reads or writes `data` at a lane's private address through the
/// swizzled scratch mapping (checking it lies in the wave's own scratch).
fn private_access(
    w: &Wave,
    cx: &mut GroupCtx,
    lane: usize,
    base: u64,
    off: u64,
    data: &mut [u8],
    write: bool,
) -> FResult<()> {
    let ws = if w.wave64 { 64 } else { 32 };
    let size = data.len() as u64;
    cx.check_private(w, lane, base, off, size)?;
    let mut k = 0u64;
    while k < size {
        let a = off + k;
        // bytes up to the end of this dword stay contiguous
        let run = (4 - (a & 3)).min(size - k);
        let phys = swizzle(base, a, lane, ws);
        let p = cx.mem.find(phys, run).ok_or_else(|| {
            Fault::lane(
                lane as u32,
                format!(
                    "private access at offset {a:#x} maps outside scratch memory: {}",
                    cx.mem.describe(phys, run)
                ),
            )
        })?;
        let chunk = &mut data[k as usize..(k + run) as usize];
        if write {
            cx.mem.write(p, chunk);
        } else {
            cx.mem.read(p, chunk);
        }
        k += run;
    }
    Ok(())
}

/// A V# (buffer resource) as the hardware reads its fields.
struct Vsharp {
    base: u64,
    stride: u64,
    swizzle: bool,
    num_records: u64,
    elem: u64,
    index_stride: u64,
    add_tid: bool,
    oob_select: u32,
}

fn vsharp(w: &Wave, o: Opnd, gen: u32) -> FResult<Vsharp> {
    let Opnd::S(s) = o else {
        return Err(Fault::new("the buffer resource is not in SGPRs"));
    };
    let d0 = w.sread(s)? as u64;
    let d1 = w.sread(s + 1)? as u64;
    let d2 = w.sread(s + 2)? as u64;
    let d3 = w.sread(s + 3)?;
    Ok(Vsharp {
        base: d0 | (d1 & 0xffff) << 32,
        stride: (d1 >> 16) & 0x3fff,
        swizzle: (d1 >> 31) & 1 == 1,
        num_records: d2,
        elem: if gen >= 10 { 4 } else { 2 << ((d3 >> 19) & 3) },
        index_stride: 8 << ((d3 >> 21) & 3),
        add_tid: (d3 >> 23) & 1 == 1,
        oob_select: (d3 >> 28) & 3,
    })
}

pub(crate) fn vmem(
    w: &mut Wave,
    ins: &Ins,
    op: MemOp,
    idx: usize,
    cx: &mut GroupCtx,
) -> FResult<()> {
    let gen = cx.prog.target.gen;
    let exec = w.exec();
    let nl = if w.wave64 { 64 } else { 32 };
    if let MemOp::Cache = op {
        return Ok(());
    }
    if ins.flags & flag::LDS != 0 {
        return Err(Fault::new("buffer loads to LDS are not modelled"));
    }
    let (bytes, is_store, atomic) = match op {
        MemOp::Load { bytes, .. } => (bytes as u64, false, None),
        MemOp::Store { bytes, .. } => (bytes as u64, true, None),
        MemOp::Atomic { op, b64 } => (if b64 { 8 } else { 4 }, true, Some(op)),
        MemOp::Cache => unreachable!(),
    };
    let rtn = atomic.is_some() && ins.flags & flag::GLC != 0;
    let writes_regs = matches!(op, MemOp::Load { .. }) || rtn;
    let lds = cx.lds_size;
    // per-lane targets
    let mut targets: Vec<(usize, Target)> = Vec::with_capacity(nl);
    match ins.enc {
        Enc::Global | Enc::Flat | Enc::Scratch => {
            let saddr = match ins.src[2] {
                Opnd::Off | Opnd::None => None,
                o => Some(o),
            };
            for lane in 0..nl {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let t = match ins.enc {
                    Enc::Scratch => {
                        let v = match ins.src[0] {
                            Opnd::Off | Opnd::None => 0,
                            o => vget(w, o, 0, lane)? as u64,
                        };
                        let s = match saddr {
                            Some(o) => w.sval(o, lds)? as u64,
                            None => 0,
                        };
                        Target::Private((v + s).wrapping_add(ins.imm as u64) & 0xffff_ffff)
                    }
                    _ => {
                        let a = match saddr {
                            Some(o) => w
                                .sval64(o, lds)?
                                .wrapping_add(vget(w, ins.src[0], 0, lane)? as u64),
                            None => {
                                vget(w, ins.src[0], 0, lane)? as u64
                                    | (vget(w, ins.src[0], 1, lane)? as u64) << 32
                            }
                        };
                        let a = a.wrapping_add(ins.imm as u64);
                        if ins.enc == Enc::Flat {
                            if (SHARED_APERTURE..SHARED_APERTURE + (1 << 32)).contains(&a) {
                                Target::Lds(a - SHARED_APERTURE)
                            } else if (PRIVATE_APERTURE..PRIVATE_APERTURE + (1 << 32)).contains(&a)
                            {
                                Target::Private(a - PRIVATE_APERTURE)
                            } else {
                                Target::Global(a)
                            }
                        } else {
                            Target::Global(a)
                        }
                    }
                };
                targets.push((lane, t));
            }
        }
        Enc::Mubuf => {
            let v = vsharp(w, ins.src[2], gen)?;
            let soff = w.sval(ins.src[3], lds)? as u64;
            let idxen = ins.flags & flag::IDXEN != 0;
            let offen = ins.flags & flag::OFFEN != 0;
            if ins.flags & flag::ADDR64 != 0 {
                return Err(Fault::new(
                    "addr64 buffer addressing does not exist on GFX9/GFX10",
                ));
            }
            for lane in 0..nl {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let vi = if idxen {
                    vget(w, ins.src[0], 0, lane)? as u64
                } else {
                    0
                };
                let vo = if offen {
                    vget(w, ins.src[0], idxen as u16, lane)? as u64
                } else {
                    0
                };
                let offset = (ins.imm as u64 + vo) & 0xffff_ffff;
                let index = (vi + if v.add_tid { lane as u64 } else { 0 }) & 0xffff_ffff;
                let buf_off = if v.swizzle {
                    let (im, il) = (index / v.index_stride, index % v.index_stride);
                    let (om, ol) = (offset / v.elem, offset % v.elem);
                    ol + v.elem * il + v.index_stride * (im * v.stride + om * v.elem)
                } else {
                    (index * v.stride + offset) & 0xffff_ffff
                };
                // range check per dword (all or nothing for atomics)
                let out = |k: u64| -> bool {
                    let o = buf_off + k;
                    if gen >= 10 {
                        match v.oob_select {
                            0 => index >= v.num_records,
                            1 => index >= v.num_records || offset + k >= v.stride,
                            2 => o >= v.num_records,
                            _ => v.num_records == 0,
                        }
                    } else if v.stride == 0 || !(idxen || v.add_tid) {
                        o >= v.num_records.wrapping_sub(soff)
                    } else {
                        index >= v.num_records || offset >= v.stride
                    }
                };
                let addr = v.base.wrapping_add(soff).wrapping_add(buf_off);
                if cx.is_scratch(v.base) && (0..bytes.div_ceil(4)).any(|d| out(4 * d)) {
                    // the hardware drops it, but a private access beyond
                    // the scratch V#'s range is beyond the work-item's
                    // private memory too: report it
                    cx.check_scratch_buffer(w, lane, addr, bytes, v.swizzle)?;
                }
                if atomic.is_some() {
                    if out(0) {
                        continue;
                    }
                } else if (0..bytes.div_ceil(4)).all(|d| out(4 * d)) {
                    // wholly out of range: loads give zeros
                    if !is_store {
                        for k in 0..ins.dwords.max(1) {
                            vset(w, ins.dst, k as u16, lane, 0)?;
                        }
                    }
                    continue;
                }
                if cx.is_scratch(addr) {
                    // a private access through the scratch V#: check it
                    // stays in the wave's own lane slot
                    cx.check_scratch_buffer(w, lane, addr, bytes, v.swizzle)?;
                }
                // partially out-of-range multi-dword accesses
                if atomic.is_none() && bytes > 4 && (0..bytes / 4).any(|d| out(4 * d)) {
                    for d in 0..bytes / 4 {
                        if out(4 * d) {
                            if !is_store {
                                vset(w, ins.dst, d as u16, lane, 0)?;
                            }
                            continue;
                        }
                        let a = addr + 4 * d;
                        if is_store {
                            let b = vget(w, ins.src[1], d as u16, lane)?.to_le_bytes();
                            let p = global_place(cx, lane, a, 4)?;
                            cx.mem.write(p, &b);
                        } else {
                            let p = global_place(cx, lane, a, 4)?;
                            let mut b = [0u8; 4];
                            cx.mem.read(p, &mut b);
                            vset(w, ins.dst, d as u16, lane, u32::from_le_bytes(b))?;
                        }
                    }
                    continue;
                }
                targets.push((lane, Target::Global(addr)));
            }
        }
        _ => return Err(Fault::new("not a vector memory instruction")),
    }
    // FLAT: whether lanes reached memory (global or private) and LDS
    let flat_reached = (
        targets.iter().any(|t| !matches!(t.1, Target::Lds(_))),
        targets.iter().any(|t| matches!(t.1, Target::Lds(_))),
    );
    let fs_base = flat_scratch_base(w, cx);
    for (lane, t) in targets {
        match atomic {
            Some(aop) => {
                let b64 = bytes == 8;
                let get = |w: &Wave, k: u16| -> FResult<u64> {
                    let lo = vget(w, ins.src[1], k, lane)? as u64;
                    Ok(if b64 {
                        lo | (vget(w, ins.src[1], k + 1, lane)? as u64) << 32
                    } else {
                        lo
                    })
                };
                let a0 = get(w, 0)?;
                // cmpswap data: {new value, compare value}
                let a1 = if aop == AtomicOp::CmpSwap {
                    get(w, if b64 { 2 } else { 1 })?
                } else {
                    0
                };
                let old = match t {
                    Target::Global(a) => {
                        if a % bytes != 0 {
                            return Err(Fault::lane(
                                lane as u32,
                                format!("misaligned atomic: {bytes} bytes at {a:#x}"),
                            ));
                        }
                        let p = global_place(cx, lane, a, bytes)?;
                        cx.mem.atomic(p, bytes as u32, aop, a0, a1)
                    }
                    Target::Lds(a) => {
                        let at = lds_check(cx, lane, a, bytes, bytes)?;
                        let mut ob = [0u8; 8];
                        ob[..bytes as usize].copy_from_slice(&cx.lds[at..at + bytes as usize]);
                        let old = u64::from_le_bytes(ob);
                        let new = apply(aop, old, a0, a1, bytes as u32 * 8);
                        cx.lds[at..at + bytes as usize]
                            .copy_from_slice(&new.to_le_bytes()[..bytes as usize]);
                        old
                    }
                    Target::Private(off) => {
                        let mut ob = [0u8; 8];
                        private_access(
                            w,
                            cx,
                            lane,
                            fs_base,
                            off,
                            &mut ob[..bytes as usize],
                            false,
                        )?;
                        let old = u64::from_le_bytes(ob);
                        let new = apply(aop, old, a0, a1, bytes as u32 * 8);
                        let mut nb = new.to_le_bytes();
                        private_access(w, cx, lane, fs_base, off, &mut nb[..bytes as usize], true)?;
                        old
                    }
                };
                if rtn {
                    vset(w, ins.dst, 0, lane, old as u32)?;
                    if b64 {
                        vset(w, ins.dst, 1, lane, (old >> 32) as u32)?;
                    }
                }
            }
            None => {
                let (hi, sext, d16) = match op {
                    MemOp::Store { hi, .. } => (hi, false, 0),
                    MemOp::Load { sext, d16, .. } => (false, sext, d16),
                    _ => (false, false, 0),
                };
                let n = bytes as usize;
                if is_store {
                    let mut b = store_bytes(w, ins.src[1], lane, n, hi)?;
                    match t {
                        Target::Global(a) => {
                            let p = global_place(cx, lane, a, bytes)?;
                            cx.mem.write(p, &b[..n]);
                        }
                        Target::Lds(a) => {
                            let at = lds_check(cx, lane, a, bytes, 1)?;
                            cx.lds[at..at + n].copy_from_slice(&b[..n]);
                        }
                        Target::Private(off) => {
                            private_access(w, cx, lane, fs_base, off, &mut b[..n], true)?;
                        }
                    }
                } else {
                    let mut b = [0u8; 16];
                    match t {
                        Target::Global(a) => {
                            let p = global_place(cx, lane, a, bytes)?;
                            cx.mem.read(p, &mut b[..n]);
                        }
                        Target::Lds(a) => {
                            let at = lds_check(cx, lane, a, bytes, 1)?;
                            b[..n].copy_from_slice(&cx.lds[at..at + n]);
                        }
                        Target::Private(off) => {
                            private_access(w, cx, lane, fs_base, off, &mut b[..n], false)?;
                        }
                    }
                    put_loaded(w, ins.dst, lane, &b, n, sext, d16)?;
                }
            }
        }
    }
    // counters
    let mut counters: Vec<(Counter, bool)> = Vec::with_capacity(2);
    if gen >= 10 && !writes_regs {
        counters.push((Counter::Vs, true));
    } else {
        counters.push((Counter::Vm, true));
    }
    let mut proved_by: Vec<Counter> = Vec::new();
    if ins.enc == Enc::Flat {
        counters.push((Counter::Lgkm, false));
        // the counters of the memory the lanes reached prove it complete
        if flat_reached.0 || !flat_reached.1 {
            proved_by.push(counters[0].0);
        }
        if flat_reached.1 {
            proved_by.push(Counter::Lgkm);
        }
    }
    let d = if writes_regs {
        vreg_range(ins.dst, ins.dwords.max(1))
    } else {
        None
    };
    w.check
        .issue_proved_by(idx, &counters, &proved_by, d.as_slice());
    Ok(())
}

fn global_place(cx: &GroupCtx, lane: usize, a: u64, n: u64) -> FResult<crate::memory::Place> {
    cx.mem.find(a, n).ok_or_else(|| {
        Fault::lane(
            lane as u32,
            format!("out-of-bounds access: {}", cx.mem.describe(a, n)),
        )
    })
}
