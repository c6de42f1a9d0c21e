//! The prologue: the hardware's initial state (kernarg and dispatch
//! pointers, work-group ids, work-item ids) pinned to virtual registers,
//! and the vISA thread payload rebuilt from it (r0, local ids, the
//! cross-thread data of an ocloc kernel, the arguments of a hand-written
//! one).
//!
//! Fixed entry registers (the descriptor enables exactly these):
//! `s[0:1]` dispatch packet, `s[2:3]` kernarg segment, `s4..s6` work-group
//! ids X, Y, Z; `v0..v2` work-item ids (packed into `v0` on gfx90a).
//! When the allocator spills VGPRs it enables the private segment buffer
//! (`s[0:3]`) and wave offset (`s11`): every entry SGPR then sits four
//! higher (the pins here are virtual; the allocator moves them).

use visa::DataType;

use super::{konst, Chan, Sel, Val, Value, R};
use crate::abi::{payload_byte, PSrc};
use crate::access::{Access, Shape};
use crate::layout::Layout;
use crate::mir::{Bank, MOp, PReg, VKind};
use crate::vars::pre;

impl Sel<'_> {
    /// Emits the prologue into block 0.
    pub fn prologue(&mut self) -> R<()> {
        let dispatch = self.f.vreg(Bank::S, 2, VKind::Temp);
        let kernarg = self.f.vreg(Bank::S, 2, VKind::Temp);
        self.pins.insert(dispatch, PReg::S(0));
        self.pins.insert(kernarg, PReg::S(2));
        self.entry.dispatch = Some(dispatch);
        self.entry.kernarg = Some(kernarg);
        for d in 0..3 {
            let g = self.f.vreg(Bank::S, 1, VKind::Temp);
            self.pins.insert(g, PReg::S(4 + d as u16));
            self.entry.group[d] = Some(g);
        }
        let tid = self
            .f
            .vreg(Bank::V, if self.t.packed_tid { 1 } else { 3 }, VKind::Temp);
        self.pins.insert(tid, PReg::V(0));
        self.entry.tid = Some(tid);
        self.uses.kernarg = true;
        self.uses.dispatch = true;
        self.uses.group = [true; 3];
        self.uses.tid_dims = 3;

        // Payload bytes are register contents: written on every channel of
        // the thread (NoMask), local ids only on dispatched ones.
        let all = Chan {
            n: self.w,
            moff: 0,
            nomask: true,
            pred: None,
        };
        let one = Chan {
            n: 1,
            moff: 0,
            nomask: true,
            pred: None,
        };
        let full = self.present()?;
        if self.packed {
            self.seg_present = Some(full);
        }
        let saved = self.set_exec(full);
        // %r0 and the predefined group ids.
        let r0 = self.vars.locs[pre::R0 as usize].map(|l| l.root);
        if let Some(root) = r0 {
            if self.layout(root) != Layout::Unused {
                for (dw, d) in [(1u32, 0usize), (6, 1), (7, 2)] {
                    let g = Val::S(self.entry.group[d].expect("group id"), 0);
                    self.put_dword(root, 4 * dw, g, &one)?;
                }
                // XeHP: the thread's index in its group in r0.2[7:0]
                // (IGC's get_sub_group_id()); zero with one thread.
                if self.xehp && self.multi_wave {
                    let t = self.thread_index()?;
                    self.put_dword(root, 8, t, &one)?;
                }
            }
        }
        // %sr0 as the vISA emulator fills it: dword 2 the dispatch mask
        // (the lanes the wave starts with), dwords 1 and 3 zero, dword 0
        // the hardware-thread slot that IGC's stateless private memory
        // addressing derives from its low 14 bits: slot 0, as every wave
        // has its own private segment (the emulator numbers the threads
        // running at once because they share one private buffer).
        if let Some(l) = self.vars.locs[pre::SR0 as usize] {
            if self.layout(l.root) != Layout::Unused {
                self.poison("%sr0 (the dispatch mask per thread)");
                for dw in 0..4u32 {
                    let v = if dw == 2 { Val::S(saved, 0) } else { Val::K(0) };
                    self.put_dword(l.root, l.off + 4 * dw, v, &one)?;
                }
            }
        }
        // %thread_x, %thread_y: the thread's coordinates in a media
        // launch's thread space, where the vISA emulator also gives them
        // as %group_id_x/y (one thread per point); a dispatch of one vISA
        // thread per work-group over the same 2-D grid supplies them as
        // the work-group ids (16 bits). Outside media mode the
        // specification leaves them undefined (the emulator reads zeros).
        for (d, id) in [pre::THREAD_X, pre::THREAD_Y].into_iter().enumerate() {
            if let Some(l) = self.vars.locs[id as usize] {
                if self.layout(l.root) != Layout::Unused {
                    let g = Val::S(self.entry.group[d].expect("group id"), 0);
                    let g = self.op2(super::ops::AND, g, Val::K(0xffff));
                    self.put_dword(l.root, l.off, g, &one)?;
                }
            }
        }
        // %tsc: dwords 2 to 4 (event, pause) read zero; 0 and 1 are
        // refreshed before each instruction that reads them (`tsc`).
        if let Some(l) = self.vars.locs[pre::TSC as usize] {
            if self.layout(l.root) != Layout::Unused {
                for dw in 2..5u32 {
                    self.put_dword(l.root, l.off + 4 * dw, Val::K(0), &one)?;
                }
            }
        }
        for (d, id) in [pre::GROUP_ID_X, pre::GROUP_ID_X + 1, pre::GROUP_ID_Z]
            .into_iter()
            .enumerate()
        {
            if let Some(l) = self.vars.locs[id as usize] {
                if self.layout(l.root) != Layout::Unused {
                    let g = Val::S(self.entry.group[d].expect("group id"), 0);
                    self.put_dword(l.root, l.off, g, &one)?;
                }
            }
        }
        // Inputs: r0, local-id blocks and cross-thread data by payload
        // offset.
        let inputs = self.abi.inputs.clone();
        for inp in &inputs {
            if self.layout(inp.root) == Layout::Unused || self.id_twin_of.contains(&inp.root) {
                continue;
            }
            self.input_ctx = Some(format!(
                "`.input {} offset={} size={}`",
                self.vars.roots[inp.root as usize].name, inp.payload, inp.len
            ));
            let mut p = 0;
            while p < inp.len {
                let pay = inp.payload + p;
                let (src, _) = payload_byte(&self.shape, self.cross, pay, self.xehp);
                if let PSrc::LocalId(d) = src {
                    if let Some(c) = self.input_ctx.as_mut() {
                        if !c.contains("local id") {
                            c.push_str(&format!(
                                " (payload byte {pay}: the local ids in {}, 16 bits per channel)",
                                ["x", "y", "z"][d as usize % 3]
                            ));
                        }
                    }
                    // One 16-bit id per channel: the rest of this block
                    // (within the input) as one lane access.
                    let lb_off = (pay - self.shape.grf) % self.shape.lb;
                    if !lb_off.is_multiple_of(2) {
                        return Err(self.err("an input starting inside a local id"));
                    }
                    let first = lb_off / 2;
                    let n = (self.w.saturating_sub(first)).min((inp.len - p) / 2);
                    if n == 0 {
                        p += 2;
                        continue;
                    }
                    let id = self.local_id(d)?;
                    if self.layout(inp.root) == Layout::Scalar {
                        // Only whole-element reads: each dword cell packs
                        // the ids of two channels (zero for channels not
                        // dispatched).
                        if (inp.off + p) % 4 != 0 || !n.is_multiple_of(2) {
                            return Err(self.err("a local-id input not in whole dwords"));
                        }
                        let idv = self.to_v(id);
                        let z = self.vt(1);
                        let so = self.mop(saved);
                        self.i(
                            "v_cndmask_b32_e64",
                            1,
                            vec![MOp::v(z, 1), MOp::Imm(0), idv.op(), so],
                        );
                        for j in 0..n / 2 {
                            if self.packed {
                                // Each thread's channels: lanes of its segment.
                                let z = Val::V(z, 0);
                                let lo = self.seg_bcast(z, first + 2 * j);
                                let hi = self.seg_bcast(z, first + 2 * j + 1);
                                let sh = self.op2(super::ops::SHL, hi, Val::K(16));
                                let v = self.op2(super::ops::OR, lo, sh);
                                self.put_dword(inp.root, inp.off + p + 4 * j, v, &one)?;
                                continue;
                            }
                            let lo = self.st(1);
                            self.i(
                                "v_readlane_b32",
                                1,
                                vec![
                                    MOp::v(lo, 1),
                                    MOp::v(z, 1),
                                    MOp::Imm((first + 2 * j) as i64),
                                ],
                            );
                            let hi = self.st(1);
                            self.i(
                                "v_readlane_b32",
                                1,
                                vec![
                                    MOp::v(hi, 1),
                                    MOp::v(z, 1),
                                    MOp::Imm((first + 2 * j + 1) as i64),
                                ],
                            );
                            let sh = self.st(1);
                            self.i(
                                "s_lshl_b32",
                                1,
                                vec![MOp::v(sh, 1), MOp::v(hi, 1), MOp::Imm(16)],
                            );
                            let v = self.st(1);
                            self.i(
                                "s_or_b32",
                                1,
                                vec![MOp::v(v, 1), MOp::v(lo, 1), MOp::v(sh, 1)],
                            );
                            self.put_dword(inp.root, inp.off + p + 4 * j, Val::S(v, 0), &one)?;
                        }
                        p += 2 * n;
                        continue;
                    }
                    // Channels first..first+n of the block are lanes.
                    let acc = Access {
                        root: inp.root,
                        ty: DataType::UW,
                        shape: if n == 1 {
                            Shape::Scalar { off: inp.off + p }
                        } else {
                            Shape::Lanes {
                                lane0: first,
                                offs: (0..n).map(|c| inp.off + p + 2 * c).collect(),
                            }
                        },
                    };
                    // Zeros on every channel, then the ids of the
                    // dispatched ones.
                    let ch = Chan {
                        n,
                        moff: first,
                        nomask: true,
                        pred: None,
                    };
                    if n == 1 {
                        return Err(self.err("a one-channel local-id input is not supported"));
                    }
                    self.write_acc(&acc, &ch, Value::one(Val::K(0), DataType::UW))?;
                    self.restore_exec(saved);
                    self.write_acc(&acc, &ch, Value::one(id, DataType::UW))?;
                    self.i(self.m("s_mov"), 1, vec![self.exec(), self.mop(full)]);
                    p += 2 * n;
                    continue;
                }
                if pay % 4 != 0 || inp.len - p < 4 {
                    // Byte-sized pieces: zeros (registers start at zero)
                    // and kernarg bytes (a by-value argument's members),
                    // one byte at a time from their dword.
                    let k = (4 - pay % 4).min(inp.len - p);
                    for b in 0..k {
                        let (s, sb) = payload_byte(&self.shape, self.cross, pay + b, self.xehp);
                        match s {
                            PSrc::Zero => {}
                            PSrc::Kernarg(off) => {
                                let a = off + sb;
                                let kernarg = self.entry.kernarg.expect("kernarg pointer");
                                let t = self.st(1);
                                self.i(
                                    "s_load_dword",
                                    1,
                                    vec![MOp::v(t, 1), MOp::v(kernarg, 2), MOp::Hex(a & !3)],
                                );
                                let byte = self.st(1);
                                self.i(
                                    "s_bfe_u32",
                                    1,
                                    vec![
                                        MOp::v(byte, 1),
                                        MOp::v(t, 1),
                                        konst(((a & 3) * 8) | (8 << 16)),
                                    ],
                                );
                                let acc = Access {
                                    root: inp.root,
                                    ty: DataType::UB,
                                    shape: Shape::Scalar {
                                        off: inp.off + p + b,
                                    },
                                };
                                self.write_acc(
                                    &acc,
                                    &one,
                                    Value::one(Val::S(byte, 0), DataType::UB),
                                )?;
                            }
                            _ => {
                                return Err(self.err(format!(
                                    "input bytes at payload offset {pay} are not dword-aligned"
                                )))
                            }
                        }
                    }
                    p += k;
                    continue;
                }
                let v = self.payload_dword(pay)?;
                // Register contents outside the payload's rows are the
                // same for every channel: a scalar write.
                self.put_dword(inp.root, inp.off + p, v, &one)?;
                p += 4;
            }
        }
        self.input_ctx = None;
        let _ = all;
        // Hand-written kernels: arguments are variables.
        let args = self.abi.args.clone();
        let kernarg = self.entry.kernarg.expect("kernarg pointer");
        for a in &args {
            let Some(root) = a.var else { continue };
            if self.layout(root) == Layout::Unused {
                continue;
            }
            let mut j = 0;
            while j < a.size {
                let t = self.st(1);
                self.i(
                    "s_load_dword",
                    1,
                    vec![MOp::v(t, 1), MOp::v(kernarg, 2), MOp::Hex(a.offset + j)],
                );
                let bytes = (a.size - j).min(4);
                let ty = crate::isel::uint_of(bytes);
                let acc = Access {
                    root,
                    ty,
                    shape: Shape::Scalar { off: j },
                };
                self.write_acc(&acc, &one, Value::one(Val::S(t, 0), ty))?;
                j += 4;
            }
        }
        self.restore_exec(saved);
        self.prologue_end = self.f.blocks[0].insts.len();
        Ok(())
    }

    /// Writes one dword of a root (every lane of a lane-layout row holding
    /// it sees the scalar element written once).
    pub(super) fn put_dword(&mut self, root: u32, off: u32, v: Val, c: &Chan) -> R<()> {
        let acc = Access {
            root,
            ty: DataType::UD,
            shape: Shape::Scalar { off },
        };
        self.write_acc(&acc, c, Value::one(v, DataType::UD))
    }

    /// The local id of this lane's work-item in dimension `d`.
    fn local_id(&mut self, d: u8) -> R<Val> {
        let tid = self.entry.tid.expect("work-item ids");
        if self.t.packed_tid {
            let t = self.vt(1);
            self.i(
                "v_bfe_u32",
                1,
                vec![
                    MOp::v(t, 1),
                    MOp::vs(tid, 0, 1),
                    konst(10 * d as u32),
                    MOp::Imm(10),
                ],
            );
            return Ok(Val::V(t, 0));
        }
        Ok(Val::V(tid, d as u16))
    }

    /// The index of this wave's vISA thread in its work-group: the linear
    /// local id of lane 0 (always a work-item of the wave) over the SIMD
    /// width, with the dispatch packet's work-group sizes.
    fn thread_index(&mut self) -> R<Val> {
        let dispatch = self.entry.dispatch.expect("dispatch pointer");
        if self.packed {
            return self.thread_index_lanes();
        }
        let mut ids = Vec::new();
        for d in 0..3u8 {
            let id = self.local_id(d)?;
            let idv = self.to_v(id);
            let s = self.st(1);
            self.i(
                "v_readlane_b32",
                1,
                vec![MOp::v(s, 1), idv.op(), MOp::Imm(0)],
            );
            ids.push(s);
        }
        // Work-group sizes X and Y: 16-bit fields at bytes 4 and 6.
        let xy = self.st(1);
        self.i(
            "s_load_dword",
            1,
            vec![MOp::v(xy, 1), MOp::v(dispatch, 2), MOp::Hex(4)],
        );
        let bx = self.st(1);
        self.i(
            "s_and_b32",
            1,
            vec![MOp::v(bx, 1), MOp::v(xy, 1), konst(0xffff)],
        );
        let by = self.st(1);
        self.i(
            "s_lshr_b32",
            1,
            vec![MOp::v(by, 1), MOp::v(xy, 1), MOp::Imm(16)],
        );
        // ((z * by) + y) * bx + x
        let t0 = self.st(1);
        self.i(
            "s_mul_i32",
            1,
            vec![MOp::v(t0, 1), MOp::v(ids[2], 1), MOp::v(by, 1)],
        );
        let t1 = self.st(1);
        self.i(
            "s_add_u32",
            1,
            vec![MOp::v(t1, 1), MOp::v(t0, 1), MOp::v(ids[1], 1)],
        );
        let t2 = self.st(1);
        self.i(
            "s_mul_i32",
            1,
            vec![MOp::v(t2, 1), MOp::v(t1, 1), MOp::v(bx, 1)],
        );
        let t3 = self.st(1);
        self.i(
            "s_add_u32",
            1,
            vec![MOp::v(t3, 1), MOp::v(t2, 1), MOp::v(ids[0], 1)],
        );
        let q = self.st(1);
        self.i(
            "s_lshr_b32",
            1,
            vec![
                MOp::v(q, 1),
                MOp::v(t3, 1),
                MOp::Imm(self.w.trailing_zeros() as i64),
            ],
        );
        Ok(Val::S(q, 0))
    }

    /// Packed mode: the index of each lane's vISA thread in its work-group
    /// (the lane's linear local id over the SIMD width: segments start at
    /// multiples of the width), per lane.
    fn thread_index_lanes(&mut self) -> R<Val> {
        let dispatch = self.entry.dispatch.expect("dispatch pointer");
        let xy = self.st(1);
        self.i(
            "s_load_dword",
            1,
            vec![MOp::v(xy, 1), MOp::v(dispatch, 2), MOp::Hex(4)],
        );
        let bx = self.st(1);
        self.i(
            "s_and_b32",
            1,
            vec![MOp::v(bx, 1), MOp::v(xy, 1), konst(0xffff)],
        );
        let by = self.st(1);
        self.i(
            "s_lshr_b32",
            1,
            vec![MOp::v(by, 1), MOp::v(xy, 1), MOp::Imm(16)],
        );
        let x = self.local_id(0)?;
        let y = self.local_id(1)?;
        let z = self.local_id(2)?;
        // ((z * by) + y) * bx + x
        let t0 = self.mul32(z, Val::S(by, 0));
        let t1 = self.add(t0, y);
        let t2 = self.mul32(t1, Val::S(bx, 0));
        let t3 = self.add(t2, x);
        let q = self.op2(super::ops::LSHR, t3, Val::K(self.w.trailing_zeros()));
        Ok(self.to_v(q))
    }

    /// The 4 payload bytes at `p` (dword-aligned) as a uniform value.
    fn payload_dword(&mut self, p: u32) -> R<Val> {
        let (src, b) = payload_byte(&self.shape, self.cross, p, self.xehp);
        for k in 1..4 {
            let (s2, b2) = payload_byte(&self.shape, self.cross, p + k, self.xehp);
            let same = s2 == src && (src == PSrc::Zero || b2 == b + k);
            if !same {
                return Err(self.err(format!(
                    "payload dword at offset {p} mixes items ({src:?}, {s2:?})"
                )));
            }
        }
        let dispatch = self.entry.dispatch.expect("dispatch pointer");
        let kernarg = self.entry.kernarg.expect("kernarg pointer");
        let load = |s: &mut Self, base, off: u32| -> Val {
            let t = s.st(1);
            s.i(
                "s_load_dword",
                1,
                vec![MOp::v(t, 1), MOp::v(base, 2), MOp::Hex(off)],
            );
            Val::S(t, 0)
        };
        let wg = |s: &mut Self, d: u8| -> Val {
            // Work-group sizes are 16-bit fields at 4, 6, 8.
            let off = 4 + 2 * d as u32;
            let v = load(s, dispatch, off & !3);
            let t = s.st(1);
            s.i(
                "s_bfe_u32",
                1,
                vec![MOp::v(t, 1), v.op(), konst(((off & 3) * 8) | (16 << 16))],
            );
            Val::S(t, 0)
        };
        Ok(match src {
            PSrc::Zero => Val::K(0),
            PSrc::GroupId(d) => Val::S(self.entry.group[d as usize].expect("group id"), 0),
            PSrc::ThreadIdx if !self.multi_wave => Val::K(0),
            PSrc::ThreadIdx => self.thread_index()?,
            PSrc::Kernarg(off) => load(self, kernarg, off + b),
            PSrc::EnqWgSize(d) if b == 0 => wg(self, d),
            PSrc::WgSize(d) if b == 0 => {
                // min(size, grid - id * size): the last group of a grid
                // that is no multiple of the size is partial (OpenCL 2.0
                // non-uniform work-groups; the packet has the full grid).
                let w = wg(self, d);
                let g = load(self, dispatch, 12 + 4 * d as u32);
                let id = Val::S(self.entry.group[d as usize].expect("group id"), 0);
                let start = self.st(1);
                self.i("s_mul_i32", 1, vec![MOp::v(start, 1), id.op(), w.op()]);
                let left = self.st(1);
                self.i(
                    "s_sub_u32",
                    1,
                    vec![MOp::v(left, 1), g.op(), MOp::v(start, 1)],
                );
                let t = self.st(1);
                self.i("s_min_u32", 1, vec![MOp::v(t, 1), w.op(), MOp::v(left, 1)]);
                Val::S(t, 0)
            }
            PSrc::GridSize(d) if b == 0 => load(self, dispatch, 12 + 4 * d as u32),
            PSrc::GroupCount(d) if b == 0 => {
                let g = load(self, dispatch, 12 + 4 * d as u32);
                let w = wg(self, d);
                // ceil(grid / size): a partial last group counts.
                let up = self.st(1);
                self.i("s_add_u32", 1, vec![MOp::v(up, 1), g.op(), w.op()]);
                let up1 = self.st(1);
                self.i(
                    "s_sub_u32",
                    1,
                    vec![MOp::v(up1, 1), MOp::v(up, 1), MOp::Imm(1)],
                );
                let gv = self.to_v(Val::S(up1, 0));
                let wv = self.to_v(w);
                let q = self.udiv_uniform(gv, wv);
                self.to_s(q)
            }
            PSrc::GlobalOffset(d) if b == 0 => match self.abi.global_offset_at {
                // The low dword of the 64-bit hidden argument.
                Some(at) => load(self, kernarg, at + 8 * d as u32),
                None => Val::K(0),
            },
            // The generic address of the stateless private memory: the
            // flat private aperture's base (no global buffer lies in an
            // aperture), whose accesses go to the wave's private segment
            // (see `Sel::flat_or_private`).
            PSrc::PrivateBase(false) if b == 0 => Val::K(0),
            PSrc::PrivateBase(true) if b == 0 => Val::S(self.private_tag(), 0),
            PSrc::WorkDim if b == 0 => {
                let v = load(self, dispatch, 0);
                let t = self.st(1);
                self.i(
                    "s_bfe_u32",
                    1,
                    vec![MOp::v(t, 1), v.op(), konst(16 | (2 << 16))],
                );
                Val::S(t, 0)
            }
            other => {
                return Err(self.err(format!(
                    "payload item {other:?} is not supported by the finalizer yet"
                )))
            }
        })
    }

    /// `a / b` of per-lane unsigned values (exact: by the float
    /// reciprocal and one correction step each way).
    fn udiv_uniform(&mut self, a: Val, b: Val) -> Val {
        self.udivmod32(a, b, false)
    }
}
