//! The interpreter: one wave runs until it ends, reaches a barrier, or
//! stops with an error. Scalar ALU and program control are here; vector
//! ALU in `valu.rs`, memory in `mem.rs`, the checks in `check.rs` and
//! `hazard.rs`.

use std::io::Write;

use crate::check::{File, RegRange};
use crate::error::{FResult, Fault, RunError, WaveLoc};
use crate::ins::*;
use crate::launch::GroupCtx;
use crate::wave::Wave;

/// What an instruction does to control flow.
pub(crate) enum Flow {
    Next,
    /// Continue at this instruction index.
    Jump(usize),
    Barrier,
    End,
}

/// Why a wave stopped running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    Barrier,
    Done,
}

fn sext16(v: i64) -> i64 {
    (v as i16) as i64
}

impl GroupCtx<'_> {
    /// The instruction index at code address `addr` (a `.text` virtual
    /// address), or an error saying why there is none.
    pub fn target(&self, addr: u64) -> FResult<usize> {
        self.prog.index_at(addr).ok_or_else(|| {
            Fault::new(format!(
                "jumps to {addr:#x}, which is not the start of an instruction of the code object's .text"
            ))
        })
    }
}

/// Runs wave `w` until it ends or reaches a barrier.
pub(crate) fn run(w: &mut Wave, cx: &mut GroupCtx) -> Result<Status, RunError> {
    loop {
        let idx = w.pc;
        let ins = match cx.prog.code.get(idx) {
            Some(i) => i,
            None => {
                return Err(cx.error(
                    w,
                    idx.saturating_sub(1),
                    Fault::new("runs past the end of .text"),
                ))
            }
        };
        w.count += 1;
        if w.count > cx.max_instructions {
            return Err(cx.error(
                w,
                idx,
                Fault::new(format!(
                    "the wave ran {} instructions (--max-instructions): runaway kernel?",
                    cx.max_instructions
                )),
            ));
        }
        if w.check.enabled {
            if let Err(f) = crate::hazard::before(w, ins, idx, cx) {
                return Err(cx.error(w, idx, f));
            }
        }
        if cx.trace.is_some() {
            cx.trace_ins(w, ins, idx);
        }
        let flow = match step(w, ins, idx, cx) {
            Ok(f) => f,
            Err(f) => return Err(cx.error(w, idx, f)),
        };
        if w.check.enabled {
            crate::hazard::after(w, ins, idx, cx);
        }
        match flow {
            Flow::Next => {
                w.pc = idx + 1;
                if let Some(n) = cx.prog.code.get(idx + 1) {
                    if n.addr != ins.addr + ins.len as u64 {
                        return Err(cx.error(
                            w,
                            idx,
                            Fault::new("the next bytes are not an instruction"),
                        ));
                    }
                }
            }
            Flow::Jump(t) => w.pc = t,
            Flow::Barrier => {
                w.pc = idx + 1;
                w.at_barrier = true;
                return Ok(Status::Barrier);
            }
            Flow::End => {
                w.done = true;
                return Ok(Status::Done);
            }
        }
    }
}

impl GroupCtx<'_> {
    /// Attaches the instruction and wave to a fault.
    pub fn error(&self, w: &Wave, idx: usize, f: Fault) -> RunError {
        let at = self.prog.loc(idx);
        let (lane, work_item) = match f.lane {
            Some(l) if (l as usize) < 64 => {
                let lid = w.lid[l as usize];
                (Some(l), Some(lid))
            }
            _ => (None, None),
        };
        let work_item = work_item.map(|lid| {
            [
                self.group[0] * self.local[0] + lid[0],
                self.group[1] * self.local[1] + lid[1],
                self.group[2] * self.local[2] + lid[2],
            ]
        });
        RunError {
            message: f.message,
            at: at.map(Box::new),
            lane,
            work_item,
            wave: Some(WaveLoc {
                group: self.group,
                wave: w.index,
            }),
        }
    }

    fn trace_ins(&self, w: &Wave, ins: &Ins, idx: usize) {
        let text = self.prog.text(idx);
        let loc = match self.prog.func_at(ins.addr) {
            Some((n, o)) => format!("{n}+{o:#x}"),
            None => format!("{:#x}", ins.addr),
        };
        let e = w.exec();
        let line = if w.wave64 {
            format!(
                "g({},{},{}) w{} {:#x} {loc} exec={e:016x} {text}\n",
                self.group[0], self.group[1], self.group[2], w.index, ins.addr
            )
        } else {
            format!(
                "g({},{},{}) w{} {:#x} {loc} exec={:08x} {text}\n",
                self.group[0], self.group[1], self.group[2], w.index, ins.addr, e as u32
            )
        };
        if let Some(t) = self.trace {
            if let Ok(mut g) = t.lock() {
                let _ = g.write_all(line.as_bytes());
            }
        }
    }
}

/// Executes one instruction.
fn step(w: &mut Wave, ins: &Ins, idx: usize, cx: &mut GroupCtx) -> FResult<Flow> {
    match ins.op {
        Op::V(_) | Op::VCmp { .. } | Op::VCmpI { .. } | Op::VCmpClass { .. } => {
            crate::valu::exec(w, ins, cx)?;
            Ok(Flow::Next)
        }
        Op::S2 { op, wide } => {
            s2(w, ins, op, wide, cx)?;
            Ok(Flow::Next)
        }
        Op::S1 { op, wide } => {
            s1(w, ins, op, wide, cx)?;
            Ok(Flow::Next)
        }
        Op::SCmp(c, ty) => {
            let lds = cx.lds_size;
            let (a, b) = if ty.bits() == 64 {
                (w.sval64(ins.src[0], lds)?, w.sval64(ins.src[1], lds)?)
            } else {
                (
                    w.sval(ins.src[0], lds)? as u64,
                    w.sval(ins.src[1], lds)? as u64,
                )
            };
            w.scc = int_cmp(c, ty, a, b);
            Ok(Flow::Next)
        }
        Op::SCmpk(c, ty) => {
            let a = w.sval(ins.src[0], cx.lds_size)? as u64;
            let k = if ty.signed() {
                sext16(ins.imm) as u32 as u64
            } else {
                (ins.imm as u64) & 0xffff
            };
            w.scc = int_cmp(c, ty, a, k);
            Ok(Flow::Next)
        }
        Op::SBitcmp { one, wide } => {
            let lds = cx.lds_size;
            let a = if wide {
                w.sval64(ins.src[0], lds)?
            } else {
                w.sval(ins.src[0], lds)? as u64
            };
            let b = w.sval(ins.src[1], lds)? & if wide { 63 } else { 31 };
            w.scc = ((a >> b) & 1 == 1) == one;
            Ok(Flow::Next)
        }
        Op::SMovk => {
            sdst(w, ins.dst, sext16(ins.imm) as u32)?;
            Ok(Flow::Next)
        }
        Op::SCmovk => {
            if w.scc {
                sdst(w, ins.dst, sext16(ins.imm) as u32)?;
            }
            Ok(Flow::Next)
        }
        Op::SAddk => {
            let Opnd::S(d) = ins.dst else {
                return Err(Fault::new("no destination"));
            };
            let a = w.sread(d)? as i32;
            let k = sext16(ins.imm) as i32;
            let (r, o) = a.overflowing_add(k);
            w.swrite(d, r as u32)?;
            w.scc = o;
            Ok(Flow::Next)
        }
        Op::SMulk => {
            let Opnd::S(d) = ins.dst else {
                return Err(Fault::new("no destination"));
            };
            let a = w.sread(d)? as i32;
            w.swrite(d, a.wrapping_mul(sext16(ins.imm) as i32) as u32)?;
            Ok(Flow::Next)
        }
        Op::SGetreg => {
            let v = getreg(w, ins.imm as u32, cx);
            sdst(w, ins.dst, v)?;
            Ok(Flow::Next)
        }
        Op::SSetreg => {
            let v = w.sval(ins.src[0], cx.lds_size)?;
            setreg(w, ins.imm as u32, v, cx)?;
            Ok(Flow::Next)
        }
        Op::SSetregImm => {
            setreg(w, ins.imm as u32, ins.imm2 as u32, cx)?;
            Ok(Flow::Next)
        }
        Op::SGetpc => {
            let Opnd::S(d) = ins.dst else {
                return Err(Fault::new("no destination"));
            };
            w.swrite64(d, cx.code_addr(ins.addr + ins.len as u64))?;
            Ok(Flow::Next)
        }
        Op::SSetpc => {
            let t = w.sval64(ins.src[0], cx.lds_size)?;
            Ok(Flow::Jump(cx.target(cx.code_vaddr(t)?)?))
        }
        Op::SSwappc => {
            let t = w.sval64(ins.src[0], cx.lds_size)?;
            let Opnd::S(d) = ins.dst else {
                return Err(Fault::new("no destination"));
            };
            let ret = cx.code_addr(ins.addr + ins.len as u64);
            let target = cx.target(cx.code_vaddr(t)?)?;
            w.swrite64(d, ret)?;
            Ok(Flow::Jump(target))
        }
        Op::SCall => {
            let Opnd::S(d) = ins.dst else {
                return Err(Fault::new("no destination"));
            };
            let ret = cx.code_addr(ins.addr + ins.len as u64);
            w.swrite64(d, ret)?;
            let t = (ins.addr as i64 + 4 + sext16(ins.imm) * 4) as u64;
            Ok(Flow::Jump(cx.target(t)?))
        }
        Op::Nop | Op::Hint | Op::WaitcntDepctr | Op::Sleep => Ok(Flow::Next),
        Op::Endpgm => Ok(Flow::End),
        Op::CodeEnd => Err(Fault::new(
            "executes s_code_end (the padding after the last function)",
        )),
        Op::Branch => {
            let t = (ins.addr as i64 + 4 + sext16(ins.imm) * 4) as u64;
            Ok(Flow::Jump(cx.target(t)?))
        }
        Op::Cbranch(c) => {
            let take = match c {
                Cond::Scc0 => !w.scc,
                Cond::Scc1 => w.scc,
                Cond::Vccz => w.vcc() == 0,
                Cond::Vccnz => w.vcc() != 0,
                Cond::Execz => w.exec() == 0,
                Cond::Execnz => w.exec() != 0,
            };
            if take {
                let t = (ins.addr as i64 + 4 + sext16(ins.imm) * 4) as u64;
                Ok(Flow::Jump(cx.target(t)?))
            } else {
                Ok(Flow::Next)
            }
        }
        Op::Barrier => Ok(Flow::Barrier),
        Op::Waitcnt => {
            let k = ins.imm as u32;
            let gen = cx.prog.target.gen;
            let vm = (k & 0xf) | ((k >> 14) & 3) << 4;
            let exp = (k >> 4) & 7;
            let lgkm = if gen >= 10 {
                (k >> 8) & 0x3f
            } else {
                (k >> 8) & 0xf
            };
            let mut wb = w.check.wait(crate::ins::Counter::Vm, vm);
            wb.append(&mut w.check.wait(crate::ins::Counter::Exp, exp));
            wb.append(&mut w.check.wait(crate::ins::Counter::Lgkm, lgkm));
            writeback(w, wb);
            Ok(Flow::Next)
        }
        Op::WaitcntK(c) => {
            // The count is the sum of the SGPR's and the immediate's low
            // bits, in the counter's width without clamping (AMD's ISA
            // manual: `vscnt <= S0.u[5:0] + S1.u[5:0]`, 3 bits for
            // expcnt); `null` reads 0.
            let r = match ins.src[0] {
                Opnd::S(NULL) | Opnd::None => 0,
                o => w.sval(o, cx.lds_size)?,
            };
            let bits = if c == crate::ins::Counter::Exp { 7 } else { 63 };
            let n = ((r & bits) + (ins.imm as u32 & bits)) & bits;
            let wb = w.check.wait(c, n);
            writeback(w, wb);
            Ok(Flow::Next)
        }
        Op::Trap => Err(Fault::new(format!(
            "s_trap {} (the kernel asked to stop: a failed assertion, or an unreachable path)",
            ins.imm & 0xff
        ))),
        Op::Sendmsg => {
            let id = ins.imm & 0xf;
            match id {
                // MSG_DEALLOC_VGPRS and the like have no effect here;
                // interrupts and stalls are not modelled.
                3 | 10 => Ok(Flow::Next),
                _ => Err(Fault::new(format!(
                    "s_sendmsg with message {id} is not modelled"
                ))),
            }
        }
        Op::SetGprIdxOn => {
            let idx = w.sval(ins.src[0], cx.lds_size)? & 0xff;
            let mode = (ins.imm & 0xf) as u32;
            let m0 = w.s[M0 as usize];
            w.s[M0 as usize] = (m0 & 0xffff_0f00) | idx | mode << 12;
            w.gpr_idx = mode as u8;
            Ok(Flow::Next)
        }
        Op::SetGprIdxOff => {
            w.gpr_idx = 0;
            Ok(Flow::Next)
        }
        Op::SetGprIdxMode => {
            w.gpr_idx = (ins.imm & 0xf) as u8;
            Ok(Flow::Next)
        }
        Op::SetGprIdxIdx => {
            let idx = w.sval(ins.src[0], cx.lds_size)? & 0xff;
            w.s[M0 as usize] = (w.s[M0 as usize] & !0xff) | idx;
            Ok(Flow::Next)
        }
        Op::RoundMode => {
            let m = (w.mode & !0xf) | (ins.imm as u32 & 0xf);
            w.set_mode(m);
            Ok(Flow::Next)
        }
        Op::DenormMode => {
            let m = (w.mode & !0xf0) | (ins.imm as u32 & 0xf) << 4;
            w.set_mode(m);
            Ok(Flow::Next)
        }
        Op::SLoad { .. }
        | Op::SStore { .. }
        | Op::SMemtime
        | Op::SCache
        | Op::Ds(_)
        | Op::Mem(_) => {
            let saved = if w.check.deferred {
                Some(snapshot(w, ins))
            } else {
                None
            };
            match ins.op {
                Op::Ds(op) => crate::mem::ds(w, ins, op, idx, cx)?,
                Op::Mem(op) => crate::mem::vmem(w, ins, op, idx, cx)?,
                _ => crate::mem::smem(w, ins, idx, cx)?,
            }
            if let Some(old) = saved {
                // the loaded values arrive when a wait completes the load
                let new = snapshot(w, ins);
                if new != old {
                    writeback(w, old);
                    w.check.attach(new);
                }
            }
            Ok(Flow::Next)
        }
        Op::Unsupported if crate::lower::is_invalid(ins) => Err(Fault::new(format!(
            "the word {:#010x} is not an instruction of {} (the instruction-set layer does not decode it)",
            ins.imm as u32,
            cx.prog.target.name
        ))),
        Op::Unsupported => {
            let name = ins.inst.opcode.name();
            Err(Fault::new(format!(
                "{name} is not implemented by the emulator (see the list of implemented instructions: `Program::unsupported`)"
            )))
        }
    }
}

/// The destination registers of a memory instruction (deferred mode).
fn snapshot(w: &Wave, ins: &Ins) -> crate::check::Writeback {
    let mut out = Vec::new();
    let n = ins.dwords.max(1) as u16;
    match ins.dst {
        Opnd::V(v) => {
            for r in v..v + n {
                if let Ok(b) = w.vbase(r) {
                    let mut row = Box::new([0u32; 64]);
                    row.copy_from_slice(&w.v[b..b + 64]);
                    out.push((File::V, r, row));
                }
            }
        }
        Opnd::A(a) => {
            for r in a..a + n {
                if let Ok(b) = w.abase(r) {
                    let mut row = Box::new([0u32; 64]);
                    row.copy_from_slice(&w.a[b..b + 64]);
                    out.push((File::A, r, row));
                }
            }
        }
        Opnd::S(s) if !matches!(ins.op, Op::SStore { .. }) => {
            for r in s as u16..(s as u16 + n).min(128) {
                let mut row = Box::new([0u32; 64]);
                row[0] = w.s[r as usize];
                out.push((File::S, r, row));
            }
        }
        _ => {}
    }
    out
}

/// Writes registers back (deferred mode).
fn writeback(w: &mut Wave, wb: crate::check::Writeback) {
    for (f, r, row) in wb {
        match f {
            File::V => {
                if let Ok(b) = w.vbase(r) {
                    w.v[b..b + 64].copy_from_slice(&row[..]);
                }
            }
            File::A => {
                if let Ok(b) = w.abase(r) {
                    w.a[b..b + 64].copy_from_slice(&row[..]);
                }
            }
            File::S => w.s[r as usize & 127] = row[0],
        }
    }
}

fn sdst(w: &mut Wave, d: Opnd, v: u32) -> FResult<()> {
    match d {
        Opnd::S(i) => w.swrite(i, v),
        Opnd::None => Ok(()),
        _ => Err(Fault::new("a scalar instruction with a vector destination")),
    }
}

fn sdst64(w: &mut Wave, d: Opnd, v: u64) -> FResult<()> {
    match d {
        Opnd::S(i) => w.swrite64(i, v),
        Opnd::None => Ok(()),
        _ => Err(Fault::new("a scalar instruction with a vector destination")),
    }
}

pub(crate) fn int_cmp(c: Cmp, ty: IntTy, a: u64, b: u64) -> bool {
    let bits = ty.bits();
    let m = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (a, b) = (a & m, b & m);
    let ord = if ty.signed() {
        let sh = 64 - bits;
        (((a << sh) as i64) >> sh).cmp(&(((b << sh) as i64) >> sh))
    } else {
        a.cmp(&b)
    };
    use std::cmp::Ordering::*;
    match c {
        Cmp::F => false,
        Cmp::Lt => ord == Less,
        Cmp::Eq => ord == Equal,
        Cmp::Le => ord != Greater,
        Cmp::Gt => ord == Greater,
        Cmp::Ne => ord != Equal,
        Cmp::Ge => ord != Less,
        Cmp::T => true,
    }
}

fn s2(w: &mut Wave, ins: &Ins, op: S2, wide: bool, cx: &GroupCtx) -> FResult<()> {
    let lds = cx.lds_size;
    if wide {
        let a = if matches!(op, S2::Bfm) {
            w.sval(ins.src[0], lds)? as u64
        } else {
            w.sval64(ins.src[0], lds)?
        };
        let b = match op {
            S2::Lshl | S2::Lshr | S2::Ashr | S2::BfeU | S2::BfeI | S2::Bfm => {
                w.sval(ins.src[1], lds)? as u64
            }
            _ => w.sval64(ins.src[1], lds)?,
        };
        let (r, scc) = match op {
            S2::Cselect => (if w.scc { a } else { b }, None),
            S2::And => (a & b, Some(true)),
            S2::Or => (a | b, Some(true)),
            S2::Xor => (a ^ b, Some(true)),
            S2::Andn2 => (a & !b, Some(true)),
            S2::Orn2 => (a | !b, Some(true)),
            S2::Nand => (!(a & b), Some(true)),
            S2::Nor => (!(a | b), Some(true)),
            S2::Xnor => (!(a ^ b), Some(true)),
            S2::Lshl => (a << (b & 63), Some(true)),
            S2::Lshr => (a >> (b & 63), Some(true)),
            S2::Ashr => (((a as i64) >> (b & 63)) as u64, Some(true)),
            S2::Bfm => {
                let width = a & 63;
                let m = if width == 0 {
                    0
                } else {
                    u64::MAX >> (64 - width)
                };
                (m << (b & 63), None)
            }
            S2::BfeU | S2::BfeI => {
                let off = b & 63;
                let width = (b >> 16) & 0x7f;
                let v = if width == 0 {
                    0
                } else {
                    let x = a >> off;
                    let width = width.min(64);
                    let m = if width >= 64 {
                        u64::MAX
                    } else {
                        (1u64 << width) - 1
                    };
                    let x = x & m;
                    if op == S2::BfeI && width < 64 && (x >> (width - 1)) & 1 == 1 {
                        x | !m
                    } else {
                        x
                    }
                };
                (v, Some(true))
            }
            _ => {
                return Err(Fault::new(format!(
                    "{} has no 64-bit form",
                    ins.inst.opcode.name()
                )))
            }
        };
        sdst64(w, ins.dst, r)?;
        if let Some(true) = scc {
            w.scc = r != 0;
        }
        return Ok(());
    }
    let a = w.sval(ins.src[0], lds)?;
    let b = w.sval(ins.src[1], lds)?;
    let (r, scc): (u32, Option<bool>) = match op {
        S2::AddU => {
            let (r, c) = a.overflowing_add(b);
            (r, Some(c))
        }
        S2::SubU => {
            let (r, c) = a.overflowing_sub(b);
            (r, Some(c))
        }
        S2::AddI => {
            let (r, o) = (a as i32).overflowing_add(b as i32);
            (r as u32, Some(o))
        }
        S2::SubI => {
            let (r, o) = (a as i32).overflowing_sub(b as i32);
            (r as u32, Some(o))
        }
        S2::Addc => {
            let t = a as u64 + b as u64 + w.scc as u64;
            (t as u32, Some(t >> 32 != 0))
        }
        S2::Subb => {
            let t = (a as u64).wrapping_sub(b as u64).wrapping_sub(w.scc as u64);
            (t as u32, Some((b as u64 + w.scc as u64) > a as u64))
        }
        S2::MinI => {
            let lt = (a as i32) < (b as i32);
            (if lt { a } else { b }, Some(lt))
        }
        S2::MinU => (a.min(b), Some(a < b)),
        S2::MaxI => {
            let gt = (a as i32) > (b as i32);
            (if gt { a } else { b }, Some(gt))
        }
        S2::MaxU => (a.max(b), Some(a > b)),
        S2::Cselect => (if w.scc { a } else { b }, None),
        S2::And => (a & b, Some(a & b != 0)),
        S2::Or => (a | b, Some(a | b != 0)),
        S2::Xor => (a ^ b, Some(a ^ b != 0)),
        S2::Andn2 => (a & !b, Some(a & !b != 0)),
        S2::Orn2 => (a | !b, Some(a | !b != 0)),
        S2::Nand => (!(a & b), Some(!(a & b) != 0)),
        S2::Nor => (!(a | b), Some(!(a | b) != 0)),
        S2::Xnor => (!(a ^ b), Some(!(a ^ b) != 0)),
        S2::Lshl => {
            let r = a << (b & 31);
            (r, Some(r != 0))
        }
        S2::Lshr => {
            let r = a >> (b & 31);
            (r, Some(r != 0))
        }
        S2::Ashr => {
            let r = ((a as i32) >> (b & 31)) as u32;
            (r, Some(r != 0))
        }
        S2::Bfm => {
            let width = a & 31;
            let m = if width == 0 {
                0
            } else {
                u32::MAX >> (32 - width)
            };
            (m << (b & 31), None)
        }
        S2::MulI => ((a as i32).wrapping_mul(b as i32) as u32, None),
        S2::BfeU | S2::BfeI => {
            let off = b & 31;
            let width = ((b >> 16) & 0x7f).min(32);
            let v = if width == 0 {
                0
            } else {
                let x = a >> off;
                let m = if width >= 32 {
                    u32::MAX
                } else {
                    (1u32 << width) - 1
                };
                let x = x & m;
                if op == S2::BfeI && width < 32 && (x >> (width - 1)) & 1 == 1 {
                    x | !m
                } else {
                    x
                }
            };
            (v, Some(v != 0))
        }
        S2::AbsdiffI => {
            let d = (a as i32 as i64 - b as i32 as i64).unsigned_abs() as u32;
            (d, Some(d != 0))
        }
        S2::LshlAdd(n) => {
            let t = ((a as u64) << n) + b as u64;
            (t as u32, Some(t >> 32 != 0))
        }
        S2::PackLl => ((a & 0xffff) | (b << 16), None),
        S2::PackLh => ((a & 0xffff) | (b & 0xffff_0000), None),
        S2::PackHh => ((a >> 16) | (b & 0xffff_0000), None),
        S2::MulHiU => (((a as u64 * b as u64) >> 32) as u32, None),
        S2::MulHiI => (((a as i32 as i64 * b as i32 as i64) >> 32) as u32, None),
    };
    sdst(w, ins.dst, r)?;
    if let Some(s) = scc {
        w.scc = s;
    }
    Ok(())
}

fn s1(w: &mut Wave, ins: &Ins, op: S1, wide: bool, cx: &GroupCtx) -> FResult<()> {
    let lds = cx.lds_size;
    let bits = if wide { 64 } else { 32 };
    let mask = if wide { u64::MAX } else { u32::MAX as u64 };
    let a = if wide && !matches!(op, S1::Bitset0 | S1::Bitset1) {
        w.sval64(ins.src[0], lds)?
    } else {
        w.sval(ins.src[0], lds)? as u64
    };
    let wr = |w: &mut Wave, v: u64| -> FResult<()> {
        if wide {
            sdst64(w, ins.dst, v)
        } else {
            sdst(w, ins.dst, v as u32)
        }
    };
    match op {
        S1::Mov => wr(w, a)?,
        S1::Cmov => {
            if w.scc {
                wr(w, a)?
            }
        }
        S1::Not => {
            let r = !a & mask;
            wr(w, r)?;
            w.scc = r != 0;
        }
        S1::Wqm => {
            let mut r = 0u64;
            for q in 0..bits / 4 {
                if (a >> (4 * q)) & 0xf != 0 {
                    r |= 0xf << (4 * q);
                }
            }
            wr(w, r)?;
            w.scc = r != 0;
        }
        S1::Brev => {
            let r = if wide {
                a.reverse_bits()
            } else {
                (a as u32).reverse_bits() as u64
            };
            wr(w, r)?;
        }
        S1::Bcnt0 | S1::Bcnt1 => {
            let ones = (a & mask).count_ones();
            let r = if op == S1::Bcnt1 { ones } else { bits - ones };
            sdst(w, ins.dst, r)?;
            w.scc = r != 0;
        }
        S1::Ff0 | S1::Ff1 => {
            let x = if op == S1::Ff1 { a & mask } else { !a & mask };
            let r = if x == 0 { u32::MAX } else { x.trailing_zeros() };
            sdst(w, ins.dst, r)?;
        }
        S1::Flbit => {
            let x = a & mask;
            let r = if x == 0 {
                u32::MAX
            } else if wide {
                x.leading_zeros()
            } else {
                (x as u32).leading_zeros()
            };
            sdst(w, ins.dst, r)?;
        }
        S1::FlbitI32 => {
            // first bit (from the top) that differs from the sign bit
            let x = if wide {
                a
            } else {
                a as u32 as i32 as i64 as u64
            };
            let s = if (x as i64) < 0 { !x } else { x };
            let s = if wide { s } else { s & 0xffff_ffff };
            let r = if s == 0 {
                u32::MAX
            } else if wide {
                s.leading_zeros()
            } else {
                (s as u32).leading_zeros()
            };
            sdst(w, ins.dst, r)?;
        }
        S1::SextI8 => sdst(w, ins.dst, a as u8 as i8 as i32 as u32)?,
        S1::SextI16 => sdst(w, ins.dst, a as u16 as i16 as i32 as u32)?,
        S1::Bitset0 | S1::Bitset1 => {
            let Opnd::S(d) = ins.dst else {
                return Err(Fault::new("no destination"));
            };
            let bit = a & if wide { 63 } else { 31 };
            let old = if wide {
                w.sread64(d)?
            } else {
                w.sread(d)? as u64
            };
            let r = if op == S1::Bitset1 {
                old | 1 << bit
            } else {
                old & !(1 << bit)
            };
            wr(w, r)?;
        }
        S1::Abs => {
            let r = (a as u32 as i32).wrapping_abs() as u32;
            sdst(w, ins.dst, r)?;
            w.scc = r != 0;
        }
        S1::Saveexec(lop, not_first) => {
            let e = w.exec();
            let s = if not_first { !a & mask } else { a };
            let n = logic(lop, s, e) & w.full;
            wr(w, e)?;
            w.set_exec(n);
            w.scc = n != 0;
        }
        S1::Wrexec(andn1) => {
            let e = w.exec();
            let n = if andn1 { !a & e } else { a & !e } & w.full;
            w.set_exec(n);
            wr(w, n)?;
            w.scc = n != 0;
        }
        S1::Quadmask => {
            let mut r = 0u64;
            for q in 0..bits / 4 {
                if (a >> (4 * q)) & 0xf != 0 {
                    r |= 1 << q;
                }
            }
            wr(w, r)?;
            w.scc = r != 0;
        }
        S1::Movrels | S1::Movreld | S1::Movrelsd => {
            let m0 = w.s[M0 as usize];
            let n = if wide { 2 } else { 1 };
            match op {
                S1::Movrels => {
                    let Opnd::S(s) = ins.src[0] else {
                        return Err(Fault::new("s_movrels from a non-SGPR"));
                    };
                    let i = s as u32 + m0;
                    let v = sreg_rel(w, i, n)?;
                    wr(w, v)?;
                }
                S1::Movreld => {
                    let Opnd::S(d) = ins.dst else {
                        return Err(Fault::new("s_movreld to a non-SGPR"));
                    };
                    let i = d as u32 + m0;
                    if i + n > w.nsgpr {
                        return Err(Fault::new(format!(
                            "s_movreld writes s{i} (M0 = {m0}), beyond the kernel's {} SGPRs",
                            w.nsgpr
                        )));
                    }
                    for k in 0..n {
                        w.s[(i + k) as usize] = (a >> (32 * k)) as u32;
                    }
                }
                _ => return Err(Fault::new("s_movrelsd_2 is not modelled")),
            }
        }
    }
    Ok(())
}

fn sreg_rel(w: &Wave, i: u32, n: u32) -> FResult<u64> {
    if i + n > w.nsgpr {
        return Err(Fault::new(format!(
            "s_movrels reads s{i} (M0-relative), beyond the kernel's {} SGPRs",
            w.nsgpr
        )));
    }
    let mut v = 0u64;
    for k in 0..n {
        v |= (w.s[(i + k) as usize] as u64) << (32 * k);
    }
    Ok(v)
}

pub(crate) fn logic(op: S2, a: u64, b: u64) -> u64 {
    match op {
        S2::And => a & b,
        S2::Or => a | b,
        S2::Xor => a ^ b,
        S2::Andn2 => a & !b,
        S2::Orn2 => a | !b,
        S2::Nand => !(a & b),
        S2::Nor => !(a | b),
        _ => !(a ^ b),
    }
}

/// Hardware register numbers of `s_getreg`/`s_setreg` (the `hwreg` ids).
const HW_MODE: u32 = 1;
const HW_STATUS: u32 = 2;
const HW_TRAPSTS: u32 = 3;
const HW_HW_ID: u32 = 4;
const HW_GPR_ALLOC: u32 = 5;
const HW_LDS_ALLOC: u32 = 6;
const HW_IB_STS: u32 = 7;
const HW_SH_MEM_BASES: u32 = 15;
const HW_FLAT_SCR_LO: u32 = 20;
const HW_FLAT_SCR_HI: u32 = 21;

fn field(simm: u32) -> (u32, u32, u32) {
    let id = simm & 0x3f;
    let off = (simm >> 6) & 0x1f;
    let size = ((simm >> 11) & 0x1f) + 1;
    (id, off, size)
}

fn getreg(w: &Wave, simm: u32, cx: &GroupCtx) -> u32 {
    let (id, off, size) = field(simm);
    let gen = cx.prog.target.gen;
    let full = match id {
        HW_MODE => w.mode,
        HW_STATUS => (w.scc as u32) | ((w.exec() == 0) as u32) << 9 | ((w.vcc() == 0) as u32) << 10,
        HW_TRAPSTS => w.trapsts,
        HW_HW_ID => w.index & 0xf,
        HW_GPR_ALLOC => {
            ((w.nvgpr / 4).saturating_sub(1) << 8) | ((w.nsgpr / 16).saturating_sub(1) << 24)
        }
        HW_LDS_ALLOC => (cx.lds_size / 256) << 12,
        HW_IB_STS => 0,
        HW_SH_MEM_BASES => {
            ((crate::launch::SHARED_APERTURE >> 48) as u32) << 16
                | (crate::launch::PRIVATE_APERTURE >> 48) as u32
        }
        HW_FLAT_SCR_LO if gen >= 10 => w.flat_scratch_hw as u32,
        HW_FLAT_SCR_HI if gen >= 10 => (w.flat_scratch_hw >> 32) as u32,
        _ => 0,
    };
    let m = if size >= 32 {
        u32::MAX
    } else {
        (1u32 << size) - 1
    };
    (full >> off) & m
}

fn setreg(w: &mut Wave, simm: u32, v: u32, cx: &GroupCtx) -> FResult<()> {
    let (id, off, size) = field(simm);
    let gen = cx.prog.target.gen;
    let m = if size >= 32 {
        u32::MAX
    } else {
        (1u32 << size) - 1
    } << off;
    let put = |old: u32| (old & !m) | ((v << off) & m);
    match id {
        HW_MODE => {
            let n = put(w.mode);
            w.set_mode(n);
        }
        HW_TRAPSTS => w.trapsts = put(w.trapsts),
        HW_FLAT_SCR_LO if gen >= 10 => {
            let lo = put(w.flat_scratch_hw as u32);
            w.flat_scratch_hw = (w.flat_scratch_hw & !0xffff_ffff) | lo as u64;
        }
        HW_FLAT_SCR_HI if gen >= 10 => {
            let hi = put((w.flat_scratch_hw >> 32) as u32);
            w.flat_scratch_hw = (w.flat_scratch_hw & 0xffff_ffff) | (hi as u64) << 32;
        }
        _ => {
            return Err(Fault::new(format!(
                "s_setreg of hardware register {id} is not modelled"
            )))
        }
    }
    Ok(())
}

/// The registers an instruction reads and writes, for the checks: `(reads,
/// writes)` with their count.
pub(crate) fn reg_use(
    ins: &Ins,
    wave64: bool,
    r: &mut [RegRange; 12],
    wr: &mut [RegRange; 4],
) -> (usize, usize) {
    let mut nr = 0;
    let mut nw = 0;
    let mut rd = |o: Opnd, n: u8, r: &mut [RegRange; 12]| {
        if nr >= 12 {
            return;
        }
        let rr = match o {
            Opnd::V(i) => RegRange {
                file: File::V,
                first: i,
                count: n as u16,
            },
            Opnd::A(i) => RegRange {
                file: File::A,
                first: i,
                count: n as u16,
            },
            Opnd::S(i) if i != NULL => RegRange {
                file: File::S,
                first: i as u16,
                count: n as u16,
            },
            _ => return,
        };
        r[nr] = rr;
        nr += 1;
    };
    let mask_n = if wave64 { 2 } else { 1 };
    let is_mask = |o: Opnd| matches!(o, Opnd::S(VCC) | Opnd::S(EXEC));
    let store_data = matches!(
        ins.op,
        Op::Mem(MemOp::Store { .. }) | Op::Mem(MemOp::Atomic { .. })
    ) || matches!(ins.op, Op::SStore { .. });
    for i in 0..4 {
        let n = match ins.op {
            Op::V(V::Cndmask | V::AddCo { .. } | V::DivFmas(_)) if i >= 2 => mask_n,
            _ => ins.sw[i],
        };
        rd(ins.src[i], n, r);
    }
    if store_data {
        if let Op::SStore { dwords, .. } = ins.op {
            rd(ins.dst, dwords, r);
        }
    }
    // read-modify-write destinations
    match ins.op {
        Op::V(V::Mac(..) | V::Dot2cF32F16 | V::Dot4cI32I8) => rd(ins.dst, ins.dwords, r),
        Op::Ds(DsOp::Read { d16, .. }) | Op::Mem(MemOp::Load { d16, .. }) if d16 != 0 => {
            rd(ins.dst, 1, r)
        }
        _ => {}
    }
    let mut w = |o: Opnd, n: u8, wr: &mut [RegRange; 4]| {
        if nw >= 4 {
            return;
        }
        let rr = match o {
            Opnd::V(i) => RegRange {
                file: File::V,
                first: i,
                count: n as u16,
            },
            Opnd::A(i) => RegRange {
                file: File::A,
                first: i,
                count: n as u16,
            },
            Opnd::S(i) if i != NULL => RegRange {
                file: File::S,
                first: i as u16,
                count: n as u16,
            },
            _ => return,
        };
        wr[nw] = rr;
        nw += 1;
    };
    if !matches!(
        ins.op,
        Op::SStore { .. } | Op::SSetreg | Op::Mem(MemOp::Store { .. })
    ) {
        w(ins.dst, ins.dwords.max(1), wr);
    }
    if ins.dst2 != Opnd::None {
        let n = if is_mask(ins.dst2) || ins.enc.is_valu() {
            mask_n
        } else {
            1
        };
        w(ins.dst2, n, wr);
    }
    (nr, nw)
}
