//! Reading source operands into values and writing values to destination
//! operands, through each root's layout: lane-direct registers, one lane
//! of a register (`v_readlane`), scalar cells, the LDS image, and the
//! general cross-lane forms.

use visa::DataType;

use super::{konst, Chan, Sel, Val, Value, R};
use crate::access::{Access, Shape};
use crate::decode::Opnd;
use crate::layout::{fit, lane_pos, Fit, Layout};
use crate::mir::{MOp, VKind, VReg};

/// Where a destination write goes when it is one register (pair) per
/// lane: lets the arithmetic write the variable directly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DirectDst {
    /// The variable's tuple.
    pub var: VReg,
    /// First register.
    pub reg: u16,
    /// Registers (1 or 2).
    pub n: u16,
}

impl Sel<'_> {
    /// Reads source operand `o` for the channels `c`: per-lane values
    /// (channel `i` on lane `moff + i`) or a uniform value.
    pub fn read(&mut self, o: &Opnd, c: &Chan) -> R<Value> {
        match o {
            Opnd::Var { acc, .. } => self.read_acc(acc, c),
            Opnd::Imm { ty, vals } => {
                if vals.len() == 1 {
                    return Ok(Value::konst(vals[0], *ty));
                }
                self.packed_imm(*ty, vals, c)
            }
            Opnd::Null => Ok(Value::konst(0, DataType::UD)),
            Opnd::AddrOf { root, off } => {
                let base = match self.layout(*root) {
                    Layout::Memory { off: o } => o,
                    _ => 0,
                };
                Ok(Value::konst((base + off) as u64, DataType::UW))
            }
            Opnd::Pred { idx, inv } => {
                self.poison("a predicate read as data");
                let p = self.preds[*idx as usize];
                let v = if *inv {
                    let t = self.st(1);
                    self.i("s_not_b32", 1, vec![MOp::v(t, 1), MOp::vs(p, 0, 1)]);
                    Val::S(t, 0)
                } else {
                    Val::S(p, 0)
                };
                Ok(Value::one(v, DataType::UD))
            }
            Opnd::State { sampler, id } => {
                if *sampler {
                    return Ok(Value::konst(*id as u64, DataType::UD));
                }
                match self.surf_vals.get(*id as usize).copied().flatten() {
                    Some(v) => Ok(Value::konst(v as u64, DataType::UD)),
                    None => Err(self.err(format!(
                        "surface T{id} has no binding-table index known at compile time"
                    ))),
                }
            }
            Opnd::Ind { .. } => {
                self.poison("an indirect operand");
                self.read_indirect(o, c)
            }
        }
    }

    fn packed_imm(&mut self, ty: DataType, vals: &[u64], c: &Chan) -> R<Value> {
        // Channel i takes vals[i % len]: selected by the lane's channel.
        let len = vals.len() as u32;
        let lane = if self.packed {
            self.chan_id()
        } else {
            self.lane_id()
        };
        let ch = self.vt(1);
        let sub = (c.moff + self.w) % self.w;
        if sub != 0 {
            self.i(
                "v_subrev_u32_e32",
                1,
                vec![MOp::v(ch, 1), konst(c.moff), lane.op()],
            );
            if self.t.gen >= 10 {
                self.last_op("v_subrev_nc_u32_e32");
            }
        } else {
            self.i("v_mov_b32_e32", 1, vec![MOp::v(ch, 1), lane.op()]);
        }
        let ch = Val::V(ch, 0);
        let mut acc = Val::K(vals[0] as u32);
        for (k, &v) in vals.iter().enumerate().skip(1) {
            // acc = (ch % len == k) ? v : acc
            let idx = self.vt(1);
            self.i(
                "v_and_b32_e32",
                1,
                vec![MOp::v(idx, 1), konst(len - 1), ch.op()],
            );
            let m = self.mt();
            self.i(
                "v_cmp_eq_u32_e64",
                1,
                vec![self.mop(m), MOp::v(idx, 1), konst(k as u32)],
            );
            let a = self.to_v(acc);
            let r = self.vt(1);
            let kv = self.to_v(Val::K(v as u32));
            let mo = self.mop(m);
            self.i(
                "v_cndmask_b32_e64",
                1,
                vec![MOp::v(r, 1), a.op(), kv.op(), mo],
            );
            acc = Val::V(r, 0);
        }
        Ok(Value::one(acc, ty))
    }

    /// Replaces the mnemonic of the last instruction.
    pub fn last_op(&mut self, op: &'static str) {
        let b = self.cur as usize;
        if let Some(m) = self.f.blocks[b].insts.last_mut() {
            m.op = op;
        }
    }

    /// Reads an access.
    pub fn read_acc(&mut self, acc: &Access, c: &Chan) -> R<Value> {
        let l = self.layout(acc.root);
        let size = acc.size();
        match (l, fit(l, acc)) {
            (Layout::Lane { .. }, Fit::Direct { reg, byte }) => {
                let v = self.var_reg[acc.root as usize].expect("lane variable");
                let lo = Val::V(v, reg as u16);
                if size == 8 {
                    return Ok(Value::two(lo, Val::V(v, reg as u16 + 1), acc.ty));
                }
                Ok(Value::one(self.shift_down(lo, byte), acc.ty))
            }
            (Layout::Lane { .. } | Layout::Scalar, _) if acc.is_scalar() => {
                let Shape::Scalar { off } = acc.shape else {
                    unreachable!()
                };
                self.read_scalar_bytes(acc.root, off, size, acc.ty)
            }
            (Layout::Memory { .. }, _) => self.read_image(acc, c),
            _ => self.read_irregular(acc, c),
        }
    }

    /// `v >> 8*byte` (a value at a byte offset of its dword).
    pub fn shift_down(&mut self, v: Val, byte: u32) -> Val {
        if byte == 0 {
            return v;
        }
        match v {
            Val::K(k) => Val::K(k >> (8 * byte)),
            Val::S(..) => {
                let t = self.st(1);
                self.i("s_lshr_b32", 1, vec![MOp::v(t, 1), v.op(), konst(8 * byte)]);
                Val::S(t, 0)
            }
            Val::V(..) => {
                let t = self.vt(1);
                self.i(
                    "v_lshrrev_b32_e32",
                    1,
                    vec![MOp::v(t, 1), konst(8 * byte), v.op()],
                );
                Val::V(t, 0)
            }
        }
    }

    /// One element read the same by every channel: `size` bytes at `off`
    /// of a root, as a uniform value.
    pub fn read_scalar_bytes(&mut self, root: u32, off: u32, size: u32, ty: DataType) -> R<Value> {
        let mut pieces = Vec::new();
        for j in 0..size.div_ceil(4) {
            let o = off + 4 * j;
            let bytes = (size - 4 * j).min(4);
            pieces.push(self.read_scalar_dword(root, o, bytes)?);
        }
        Ok(Value {
            lo: pieces[0],
            hi: pieces.get(1).copied(),
            ty,
        })
    }

    /// `bytes` (up to 4, within one dword of the layout) at `off` of a
    /// root, as a uniform value in the low bits.
    fn read_scalar_dword(&mut self, root: u32, off: u32, bytes: u32) -> R<Val> {
        match self.layout(root) {
            Layout::Scalar => {
                let byte = off % 4;
                if byte + bytes > 4 {
                    return Err(
                        self.err("an unaligned scalar access across dwords is not supported")
                    );
                }
                let v = self.cell(root, off / 4);
                // dpasw: the cell of the pair's chosen thread.
                let v = if self.seg_pick.is_some() {
                    self.seg_bcast(v, 0)
                } else {
                    v
                };
                Ok(self.shift_down(v, byte))
            }
            Layout::Lane { e, r, s } => {
                let (reg, lane, byte) = lane_pos(e, r, s, off);
                if byte + bytes > 4 {
                    return Err(
                        self.err("an unaligned scalar access across lanes is not supported")
                    );
                }
                let v = self.var_reg[root as usize].expect("lane variable");
                if self.packed {
                    // The element of each segment's own thread.
                    let b = self.seg_bcast(Val::V(v, reg as u16), lane);
                    return Ok(self.shift_down(b, byte));
                }
                let t = self.st(1);
                self.i(
                    "v_readlane_b32",
                    1,
                    vec![
                        MOp::v(t, 1),
                        MOp::vs(v, reg as u16, 1),
                        MOp::Imm(lane as i64),
                    ],
                );
                Ok(self.shift_down(Val::S(t, 0), byte))
            }
            _ => Err(self.err("unsupported scalar access")),
        }
    }

    /// The SGPR of scalar cell `k` of a root (an SGPR pair per two cells of
    /// 8-byte roots).
    pub fn cell(&mut self, root: u32, k: u32) -> Val {
        let pair = self.vars.roots[root as usize].ty.size() == 8;
        let ki = if pair { k & !1 } else { k } as usize;
        let cells = &mut self.cells[root as usize];
        if ki >= cells.len() {
            cells.resize(ki + if pair { 2 } else { 1 }, None);
        }
        let v = match cells[ki] {
            Some(v) => v,
            None => {
                let n = if pair { 2 } else { 1 };
                // Packed mode: a VGPR holding each segment's cell on every
                // lane of the segment.
                let bank = if self.packed {
                    crate::mir::Bank::V
                } else {
                    crate::mir::Bank::S
                };
                let v = self.f.vreg(bank, n, VKind::Var);
                if self.packed && n == 2 && self.t.align_vgpr_tuples {
                    self.f.vregs[v.0 as usize].align = 2;
                }
                self.cells[root as usize][ki] = Some(v);
                v
            }
        };
        let off = if pair { (k & 1) as u16 } else { 0 };
        if self.packed {
            return Val::V(v, off);
        }
        Val::S(v, off)
    }

    /// A per-lane value when a source reads other lanes than its own:
    /// each distinct source register is permuted (`ds_bpermute_b32`) and
    /// the results merged by channel.
    pub fn read_irregular(&mut self, acc: &Access, c: &Chan) -> R<Value> {
        let Shape::Lanes { lane0, offs } = &acc.shape else {
            return Err(self.err("irregular scalar access"));
        };
        let Layout::Lane { e, r, s } = self.layout(acc.root) else {
            return Err(self.err("irregular access to a variable without a lane layout"));
        };
        let size = acc.size();
        let var = self.var_reg[acc.root as usize].expect("lane variable");
        let mut out = Vec::new();
        for j in 0..size.div_ceil(4) {
            // Per channel: (register, source lane, byte).
            let src: Vec<(u32, u32, u32)> =
                offs.iter().map(|&o| lane_pos(e, r, s, o + 4 * j)).collect();
            if src.iter().any(|x| x.2 + size.min(4) > 4) {
                return Err(self.err("a region whose elements straddle registers is not supported"));
            }
            let mut regs: Vec<u32> = src.iter().map(|x| x.0).collect();
            regs.sort_unstable();
            regs.dedup();
            let mut acc_v: Option<Val> = None;
            for &reg in &regs {
                // Address of the source lane (in bytes) for channels reading
                // this register; others read lane 0.
                let table: Vec<(u32, u32)> = src
                    .iter()
                    .enumerate()
                    .filter(|(_, x)| x.0 == reg)
                    .map(|(ch, x)| (lane0 + ch as u32, x.1))
                    .collect();
                let addr = self.lane_table(&table, 4)?;
                let addr = self.seg_addr(addr);
                let t = self.vt(1);
                // A permute reads inactive lanes as zero: every lane on.
                let save = self.mt();
                let mov = self.m("s_mov");
                let (so, eo) = (self.mop(save), self.exec());
                self.i(mov, 1, vec![so, eo]);
                let eo = self.exec();
                self.i(mov, 1, vec![eo, MOp::Imm(-1)]);
                self.i(
                    "ds_bpermute_b32",
                    1,
                    vec![MOp::v(t, 1), addr.op(), MOp::vs(var, reg as u16, 1)],
                );
                let (so, eo) = (self.mop(save), self.exec());
                self.i(mov, 1, vec![eo, so]);
                let mut val = Val::V(t, 0);
                let bytes: Vec<u32> = src.iter().filter(|x| x.0 == reg).map(|x| x.2).collect();
                let b0 = bytes[0];
                if bytes.iter().all(|&b| b == b0) {
                    val = self.shift_down(val, b0);
                } else {
                    return Err(
                        self.err("a region reading different bytes per channel is not supported")
                    );
                }
                acc_v = Some(match acc_v {
                    None => val,
                    Some(prev) => {
                        // Lanes of channels reading `reg` take `val`.
                        let lanes: u64 = table.iter().map(|x| 1u64 << x.0).fold(0, |a, b| a | b);
                        let m = self.mask_const(self.rep(lanes));
                        let d = self.vt(1);
                        let pv = self.to_v(prev);
                        let mo = self.mop(m);
                        self.i(
                            "v_cndmask_b32_e64",
                            1,
                            vec![MOp::v(d, 1), pv.op(), val.op(), mo],
                        );
                        Val::V(d, 0)
                    }
                });
            }
            out.push(acc_v.expect("at least one register"));
        }
        let _ = c;
        Ok(Value {
            lo: out[0],
            hi: out.get(1).copied(),
            ty: acc.ty,
        })
    }

    /// A permute's byte address of a lane of the thread (`lane_table`'s
    /// value) in a VGPR: packed, of the lane in the segment's thread.
    pub fn seg_addr(&mut self, a: Val) -> Val {
        if !self.packed {
            return self.to_v(a);
        }
        let base = self.seg_base4();
        let s = self.add(a, Val::V(base, 0));
        self.to_v(s)
    }

    /// A VGPR holding, in each lane `l` listed in `table` as `(l, x)`, the
    /// value `x * scale` (other lanes: unspecified). Affine tables take one
    /// instruction; others a chain of selects.
    pub fn lane_table(&mut self, table: &[(u32, u32)], scale: u32) -> R<Val> {
        // Packed: by the channel (the lane within its segment), the same
        // table in every segment.
        let lane = if self.packed {
            self.chan_id()
        } else {
            self.lane_id()
        };
        // Affine in the lane: x = a * l + b.
        if let Some((a, b)) = affine(table) {
            let t = self.vt(1);
            let (a, b) = (a * scale as i64, b * scale as i64);
            if a == 0 {
                return Ok(Val::K(b as u32));
            }
            // VOP3 takes no literal before GFX10: materialize others.
            let gfx9 = self.t.gen < 10;
            let ka = if gfx9 && !super::inline_int(a as u32) {
                self.to_v(Val::K(a as u32)).op()
            } else {
                konst(a as u32)
            };
            let two = !super::inline_int(a as u32) && !super::inline_int(b as u32);
            let kb = if (gfx9 || two) && !super::inline_int(b as u32) {
                self.to_v(Val::K(b as u32)).op()
            } else {
                konst(b as u32)
            };
            self.i("v_mad_i32_i24", 1, vec![MOp::v(t, 1), lane.op(), ka, kb]);
            return Ok(Val::V(t, 0));
        }
        // General: start from the first value and select per lane.
        let mut cur = self.to_v(Val::K(table[0].1 * scale));
        let mut groups: Vec<(u32, u64)> = Vec::new();
        for &(l, x) in &table[1..] {
            match groups.iter_mut().find(|g| g.0 == x) {
                Some(g) => g.1 |= 1 << l,
                None => groups.push((x, 1 << l)),
            }
        }
        for (x, lanes) in groups {
            if x == table[0].1 {
                continue;
            }
            let m = self.mask_const(self.rep(lanes));
            let k = self.to_v(Val::K(x * scale));
            let d = self.vt(1);
            let mo = self.mop(m);
            self.i(
                "v_cndmask_b32_e64",
                1,
                vec![MOp::v(d, 1), cur.op(), k.op(), mo],
            );
            cur = Val::V(d, 0);
        }
        Ok(cur)
    }

    /// Replaces the operands of the last instruction.
    pub fn last_ops(&mut self, ops: Vec<MOp>) {
        let b = self.cur as usize;
        if let Some(m) = self.f.blocks[b].insts.last_mut() {
            m.ops = ops;
        }
    }

    /// Reads through the LDS image (memory layout): each channel's bytes
    /// at the variable's image offset plus the region's offset.
    fn read_image(&mut self, acc: &Access, c: &Chan) -> R<Value> {
        let Layout::Memory { off: base } = self.layout(acc.root) else {
            unreachable!("memory layout")
        };
        match &acc.shape {
            Shape::Scalar { off } => self.image_load_uniform(Val::K(base + off), acc.ty, c),
            Shape::Lanes { lane0, offs } => {
                let table: Vec<(u32, u32)> = offs
                    .iter()
                    .enumerate()
                    .map(|(k, &o)| (lane0 + k as u32, base + o))
                    .collect();
                let a = self.lane_table(&table, 1)?;
                self.image_load(a, acc.ty)
            }
        }
    }

    /// The register-file byte address of each channel of an indirect
    /// operand (`dst`: a destination, single-address): the address
    /// register element (per channel for multi-address regions) plus the
    /// immediate and the region's element offset, as the emulator's
    /// `ind_lane` computes it.
    fn ind_addr(&mut self, o: &Opnd, c: &Chan, dst: bool) -> R<(Val, DataType)> {
        let Opnd::Ind {
            addr,
            addr_off,
            imm,
            ty,
            region,
            ..
        } = o
        else {
            unreachable!("indirect operand")
        };
        if ty.is_packed() {
            return Err(self.err("indirect operands of packed types are not supported"));
        }
        if self.lay.image_bytes == 0 {
            // The emulator's address would name some register byte; no
            // variable has its address taken, so nothing defines which.
            return Err(self.err(
                "an indirect operand in a kernel that takes no variable's address is not supported",
            ));
        }
        let Some(aroot) = self.vars.addr_root(*addr) else {
            return Err(self.err(format!("undeclared address variable A{addr}")));
        };
        let size = ty.size();
        let n = c.n;
        let scalar = n == 1;
        let (v, w, h, multi) = if dst {
            (0, 1, region.hstride().unwrap_or(1), false)
        } else if scalar {
            (0, 1, 0, false)
        } else {
            match (region.vstride(), region.width(), region.hstride()) {
                (Some(v), Some(w), Some(h)) => (v, w.max(1), h, false),
                (None, Some(w), Some(h)) => (0, w.max(1), h, true),
                (None, None, Some(h)) => (0, 32, h, false),
                _ => return Err(self.err("an indirect region without strides")),
            }
        };
        // Address element and element offset of channel k.
        let row = |k: u32| if multi { k / w } else { 0 };
        let elem = |k: u32| {
            if dst {
                k * h
            } else if multi {
                (k % w) * h
            } else {
                (k / w) * v + (k % w) * h
            }
        };
        let aoffs: Vec<u32> = (0..n).map(|k| 2 * (*addr_off as u32 + row(k))).collect();
        let ashape = if aoffs.iter().all(|&x| x == aoffs[0]) {
            Shape::Scalar { off: aoffs[0] }
        } else {
            Shape::Lanes {
                lane0: c.moff,
                offs: aoffs,
            }
        };
        let a = self.read_acc(
            &Access {
                root: aroot,
                ty: DataType::UW,
                shape: ashape,
            },
            c,
        )?;
        let a = self.zext32(&a);
        let table: Vec<(u32, u32)> = (0..n).map(|k| (c.moff + k, elem(k) * size)).collect();
        let eo = if table.iter().all(|t| t.1 == table[0].1) {
            Val::K(table[0].1)
        } else {
            self.lane_table(&table, 1)?
        };
        let a = self.add(a, eo);
        let a = self.add(a, Val::K(*imm as i32 as u32));
        Ok((a, *ty))
    }

    fn read_indirect(&mut self, o: &Opnd, c: &Chan) -> R<Value> {
        let (a, ty) = self.ind_addr(o, c, false)?;
        if a.is_v() && c.n > 1 {
            self.image_load(a, ty)
        } else {
            self.image_load_uniform(a, ty, c)
        }
    }

    /// A per-lane load of a `ty` value at image offset `a` (per lane)
    /// under the EXEC in force.
    pub fn image_load(&mut self, a: Val, ty: DataType) -> R<Value> {
        self.uses.lds = true;
        let a = self.add(a, Val::K(self.image_base));
        let a = self.to_v(a);
        let (op, regs) = match ty.size() {
            1 => ("ds_read_u8", 1),
            2 => ("ds_read_u16", 1),
            4 => ("ds_read_b32", 1),
            _ => ("ds_read_b32", 2),
        };
        let mut out = Vec::new();
        for j in 0..regs {
            let t = self.vt(1);
            self.i(op, 1, vec![MOp::v(t, 1), a.op()]);
            if j == 1 {
                self.mods(" offset:4");
            }
            out.push(Val::V(t, 0));
        }
        Ok(if regs == 2 {
            Value::two(out[0], out[1], ty)
        } else {
            Value::one(out[0], ty)
        })
    }

    /// A load at a uniform image offset: every lane of the thread loads,
    /// the value comes back uniform (SGPRs), whatever EXEC is.
    fn image_load_uniform(&mut self, a: Val, ty: DataType, c: &Chan) -> R<Value> {
        let a = match a {
            Val::V(..) => {
                let t = self.st(1);
                self.i(
                    "v_readlane_b32",
                    1,
                    vec![MOp::v(t, 1), a.op(), MOp::Imm(c.moff as i64)],
                );
                Val::S(t, 0)
            }
            a => a,
        };
        let present = self.present()?;
        let save = self.set_exec(present);
        let v = self.image_load(a, ty)?;
        self.restore_exec(save);
        let mut s = Vec::new();
        for x in [Some(v.lo), v.hi].into_iter().flatten() {
            let t = self.st(1);
            self.i("v_readlane_b32", 1, vec![MOp::v(t, 1), x.op(), MOp::Imm(0)]);
            s.push(Val::S(t, 0));
        }
        Ok(if s.len() == 2 {
            Value::two(s[0], s[1], ty)
        } else {
            Value::one(s[0], ty)
        })
    }

    /// Stores `v` (`ty`) at image offset `a` for the enabled channels: EXEC
    /// is the channel mask for instructions of several channels; one
    /// channel stores from its lane under its condition.
    fn image_store(&mut self, a: Val, ty: DataType, c: &Chan, v: Value) -> R<()> {
        self.uses.lds = true;
        let lane_exec = if c.n == 1 {
            let cond = self.scalar_cond(c)?;
            let m = self.mask_const(1u64 << c.moff);
            let m = match cond {
                None => m,
                Some(cm) => {
                    self.cond_to_scc(cm);
                    let t = self.mt();
                    let sel = self.m("s_cselect");
                    let mo = self.mop(m);
                    self.i(sel, 1, vec![self.mop(t), mo, MOp::Imm(0)]);
                    t
                }
            };
            Some(self.set_exec(m))
        } else {
            None
        };
        self.image_store_lanes(a, ty, v);
        if let Some(s) = lane_exec {
            self.restore_exec(s);
        }
        Ok(())
    }

    /// Stores `v` at image offset `a` for the lanes of EXEC.
    pub fn image_store_lanes(&mut self, a: Val, ty: DataType, v: Value) {
        self.uses.lds = true;
        let a = self.add(a, Val::K(self.image_base));
        let a = self.to_v(a);
        let size = ty.size();
        let pieces = if size == 8 {
            vec![(0u32, v.lo), (4, v.hi.unwrap_or(Val::K(0)))]
        } else {
            vec![(0, v.lo)]
        };
        let op = match size {
            1 => "ds_write_b8",
            2 => "ds_write_b16",
            _ => "ds_write_b32",
        };
        for (d, x) in pieces {
            let x = self.to_v(x);
            self.i(op, 0, vec![a.op(), x.op()]);
            if d != 0 {
                self.mods(&format!(" offset:{d}"));
            }
        }
    }

    /// Writes an access of a memory-layout variable.
    fn write_image(&mut self, acc: &Access, c: &Chan, v: Value) -> R<()> {
        let Layout::Memory { off: base } = self.layout(acc.root) else {
            unreachable!("memory layout")
        };
        let a = match &acc.shape {
            Shape::Scalar { off } => Val::K(base + off),
            Shape::Lanes { lane0, offs } => {
                let table: Vec<(u32, u32)> = offs
                    .iter()
                    .enumerate()
                    .map(|(k, &o)| (lane0 + k as u32, base + o))
                    .collect();
                self.lane_table(&table, 1)?
            }
        };
        self.image_store(a, acc.ty, c, v)
    }

    /// The direct register(s) a destination writes, when it is whole
    /// registers of a lane-layout variable on the channels' own lanes.
    pub fn direct_dst(&mut self, o: &Opnd) -> Option<DirectDst> {
        let Opnd::Var { acc, .. } = o else {
            return None;
        };
        let l = self.layout(acc.root);
        let Layout::Lane { e, .. } = l else {
            return None;
        };
        let size = acc.size();
        match fit(l, acc) {
            Fit::Direct { reg, byte: 0 } if size == 4 || (size == 8 && e == 8) || size == e => {
                Some(DirectDst {
                    var: self.var_reg[acc.root as usize]?,
                    reg: reg as u16,
                    n: if size == 8 { 2 } else { 1 },
                })
            }
            _ => None,
        }
    }

    /// Writes `v` to destination `o` for the enabled channels (EXEC is the
    /// instruction's channel mask when `v` is per-lane).
    pub fn write(&mut self, o: &Opnd, c: &Chan, v: Value) -> R<()> {
        match o {
            Opnd::Null => Ok(()),
            Opnd::Var { acc, .. } => self.write_acc(acc, c, v),
            Opnd::Ind { .. } => {
                self.poison("an indirect operand");
                let (a, ty) = self.ind_addr(o, c, true)?;
                self.image_store(a, ty, c, v)
            }
            _ => Err(self.err("unsupported destination operand")),
        }
    }

    /// Writes an access.
    pub fn write_acc(&mut self, acc: &Access, c: &Chan, v: Value) -> R<()> {
        let l = self.layout(acc.root);
        let size = acc.size();
        match (l, fit(l, acc)) {
            (Layout::Lane { e, .. }, Fit::Direct { reg, byte }) => {
                let var = self.var_reg[acc.root as usize].expect("lane variable");
                if size == 8 {
                    let hi = v.hi.unwrap_or(Val::K(0));
                    // Writing the low half must not change the high one's
                    // source (an overlapping move).
                    let hi = if hi == Val::V(var, reg as u16) {
                        self.unalias(var, hi)
                    } else {
                        hi
                    };
                    self.vmov_into(var, reg as u16, v.lo);
                    self.vmov_into(var, reg as u16 + 1, hi);
                    return Ok(());
                }
                if byte == 0 && (size == 4 || size == e) {
                    self.vmov_into(var, reg as u16, v.lo);
                    return Ok(());
                }
                self.vmerge_into(var, reg as u16, byte, size, v.lo);
                Ok(())
            }
            (Layout::Scalar, Fit::Scalar { reg, byte, .. }) => {
                self.write_cells(acc.root, reg, byte, size, c, v)
            }
            (Layout::Lane { .. }, Fit::Scalar { .. }) | (Layout::Lane { .. }, Fit::Irregular)
                if acc.is_scalar() =>
            {
                self.write_one_lane(acc, c, v)
            }
            (Layout::Memory { .. }, _) => self.write_image(acc, c, v),
            (Layout::Lane { .. }, Fit::Irregular) => self.write_irregular(acc, v),
            (l, f) => Err(self.err(format!(
                "a destination region writing other channels' lanes is not supported yet ({} as {l:?}, {f:?})",
                self.vars.roots[acc.root as usize].name
            ))),
        }
    }

    /// A per-lane value written to elements on other lanes than the
    /// channels': for each destination register, the value and the
    /// channel-enable bit are permuted (`ds_bpermute_b32`) to the lanes of
    /// the elements, which are then written under the permuted enables.
    /// EXEC holds the instruction's enabled channels on entry and exit.
    fn write_irregular(&mut self, acc: &Access, v: Value) -> R<()> {
        let Shape::Lanes { lane0, offs } = &acc.shape else {
            return Err(self.err("irregular scalar write"));
        };
        let Layout::Lane { e, r, s } = self.layout(acc.root) else {
            return Err(self.err("irregular write to a variable without a lane layout"));
        };
        let size = acc.size();
        let var = self.var_reg[acc.root as usize].expect("lane variable");
        let en_mask = self.mt();
        let mov = self.m("s_mov");
        let e_op = self.exec();
        self.i(mov, 1, vec![self.mop(en_mask), e_op]);
        let full = self.mask_const(u64::MAX);
        let fo = self.mop(full);
        let eo = self.exec();
        self.i(mov, 1, vec![eo, fo]);
        let en = self.vt(1);
        let emo = self.mop(en_mask);
        self.i(
            "v_cndmask_b32_e64",
            1,
            vec![MOp::v(en, 1), MOp::Imm(0), MOp::Imm(1), emo],
        );
        // An overlapping move reads the destination's own registers: copy
        // them (every lane: the permutes read any lane) before the first
        // register of the destination is written.
        let lo = self.unalias(var, v.lo);
        let hi = v.hi.map(|h| self.unalias(var, h));
        for j in 0..size.div_ceil(4) {
            let piece = if j == 0 { lo } else { hi.unwrap_or(Val::K(0)) };
            let piece = self.to_v(piece);
            let dst: Vec<(u32, u32, u32)> =
                offs.iter().map(|&o| lane_pos(e, r, s, o + 4 * j)).collect();
            let bytes = size.min(4);
            if dst.iter().any(|x| x.2 + bytes > 4) {
                return Err(self.err("a region whose elements straddle registers is not supported"));
            }
            let mut regs: Vec<u32> = dst.iter().map(|x| x.0).collect();
            regs.sort_unstable();
            regs.dedup();
            for &reg in &regs {
                // Destination lane -> source lane (the channel's lane).
                let mut table: Vec<(u32, u32)> = Vec::new();
                for (ch, x) in dst.iter().enumerate() {
                    if x.0 != reg {
                        continue;
                    }
                    if table.iter().any(|t| t.0 == x.1) {
                        return Err(self.err("a destination region writing one element from two channels is not supported"));
                    }
                    table.push((x.1, lane0 + ch as u32));
                }
                let b0 = dst.iter().find(|x| x.0 == reg).map(|x| x.2).unwrap_or(0);
                if dst.iter().filter(|x| x.0 == reg).any(|x| x.2 != b0) {
                    return Err(
                        self.err("a region writing different bytes per channel is not supported")
                    );
                }
                let lanes: u64 = table.iter().fold(0, |a, t| a | 1u64 << t.0);
                let addr = self.lane_table(&table, 4)?;
                let addr = self.seg_addr(addr);
                let pv = self.vt(1);
                self.i(
                    "ds_bpermute_b32",
                    1,
                    vec![MOp::v(pv, 1), addr.op(), piece.op()],
                );
                let pe = self.vt(1);
                self.i(
                    "ds_bpermute_b32",
                    1,
                    vec![MOp::v(pe, 1), addr.op(), MOp::v(en, 1)],
                );
                let m = self.mt();
                self.i(
                    "v_cmp_ne_u32_e64",
                    1,
                    vec![self.mop(m), MOp::v(pe, 1), MOp::Imm(0)],
                );
                let lm = self.mask_const(self.rep(lanes));
                let and = self.m("s_and");
                let (mo, lmo) = (self.mop(m), self.mop(lm));
                let eo = self.exec();
                self.i(and, 1, vec![eo, mo, lmo]);
                if bytes == 4 || (b0 == 0 && bytes == e) {
                    self.vmov_into(var, reg as u16, Val::V(pv, 0));
                } else {
                    self.vmerge_into(var, reg as u16, b0, bytes, Val::V(pv, 0));
                }
                let fo = self.mop(full);
                let eo = self.exec();
                self.i(mov, 1, vec![eo, fo]);
            }
        }
        let emo = self.mop(en_mask);
        let eo = self.exec();
        self.i(mov, 1, vec![eo, emo]);
        Ok(())
    }

    /// `v`, copied into a new VGPR (on the lanes EXEC enables) when it is a
    /// register of the variable `var` about to be written.
    fn unalias(&mut self, var: VReg, v: Val) -> Val {
        match v {
            Val::V(r, _) if r == var => {
                let t = self.vt(1);
                self.i("v_mov_b32_e32", 1, vec![MOp::v(t, 1), v.op()]);
                Val::V(t, 0)
            }
            _ => v,
        }
    }

    /// `var[reg] = v` for the active lanes.
    pub fn vmov_into(&mut self, var: VReg, reg: u16, v: Val) {
        if v == Val::V(var, reg) {
            return;
        }
        let m = self.i("v_mov_b32_e32", 1, vec![MOp::vs(var, reg, 1), v.op()]);
        m.partial = true;
    }

    /// Writes `size` bytes at byte `byte` of `var[reg]`, keeping the rest.
    fn vmerge_into(&mut self, var: VReg, reg: u16, byte: u32, size: u32, v: Val) {
        let mask: u32 = (((1u64 << (8 * size)) - 1) << (8 * byte)) as u32;
        let shifted = if byte == 0 {
            v
        } else {
            let t = self.vt(1);
            let vv = self.to_v(v);
            self.i(
                "v_lshlrev_b32_e32",
                1,
                vec![MOp::v(t, 1), konst(8 * byte), vv.op()],
            );
            Val::V(t, 0)
        };
        let mk = if super::inline_int(mask) || self.t.gen >= 10 {
            Val::K(mask)
        } else {
            self.to_sreg(Val::K(mask))
        };
        let sv = if shifted.is_v() || mk.is_v() || self.t.gen >= 10 {
            shifted
        } else {
            self.to_v(shifted)
        };
        let m = self.i(
            "v_bfi_b32",
            1,
            vec![MOp::vs(var, reg, 1), mk.op(), sv.op(), MOp::vs(var, reg, 1)],
        );
        m.partial = true;
    }

    /// Writes a scalar cell (exec size 1, or a uniform value): always with
    /// NoMask, else when channel 0 is enabled (and its predicate holds).
    fn write_cells(
        &mut self,
        root: u32,
        cell: u32,
        byte: u32,
        size: u32,
        c: &Chan,
        v: Value,
    ) -> R<()> {
        if self.packed {
            return self.write_cells_packed(root, cell, byte, size, c, v);
        }
        // A per-lane value of an exec-size-1 instruction: channel 0's lane
        // (`v_readlane` reads it whatever EXEC is; the write below is under
        // the channel's condition).
        let v = if v.is_v() {
            if c.n != 1 {
                return Err(self.err("a per-lane value written to a scalar variable"));
            }
            let mut rd = |x: Val| match x {
                Val::V(..) => {
                    let t = self.st(1);
                    self.i(
                        "v_readlane_b32",
                        1,
                        vec![MOp::v(t, 1), x.op(), MOp::Imm(c.moff as i64)],
                    );
                    Val::S(t, 0)
                }
                other => other,
            };
            Value {
                lo: rd(v.lo),
                hi: v.hi.map(&mut rd),
                ty: v.ty,
            }
        } else {
            v
        };
        // The condition of the write, in SCC (None: always).
        let cond = self.scalar_cond(c)?;
        let pieces: Vec<(u32, Val, u32)> = if size == 8 {
            vec![(cell, v.lo, 4), (cell + 1, v.hi.unwrap_or(Val::K(0)), 4)]
        } else {
            vec![(cell, v.lo, size)]
        };
        if cond.is_some() && pieces.len() == 2 {
            // Both halves under one condition: compute into temporaries,
            // then select (SCC survives s_cselect).
        }
        for (k, val, bytes) in pieces {
            let dst = self.cell(root, k);
            let Val::S(dv, doff) = dst else {
                unreachable!()
            };
            let whole = byte == 0 && bytes == 4;
            let newv = if whole {
                val
            } else {
                // Merge into the old cell value.
                let mask: u32 = (((1u64 << (8 * bytes)) - 1) << (8 * byte)) as u32;
                let sh = match val {
                    Val::K(x) => Val::K(x << (8 * byte) & mask),
                    _ => {
                        let t = self.st(1);
                        self.i(
                            "s_lshl_b32",
                            1,
                            vec![MOp::v(t, 1), val.op(), konst(8 * byte)],
                        );
                        let u = self.st(1);
                        self.i(
                            "s_and_b32",
                            1,
                            vec![MOp::v(u, 1), MOp::v(t, 1), konst(mask)],
                        );
                        Val::S(u, 0)
                    }
                };
                let kept = self.st(1);
                self.i(
                    "s_and_b32",
                    1,
                    vec![MOp::v(kept, 1), dst.op(), konst(!mask)],
                );
                let r = self.st(1);
                self.i("s_or_b32", 1, vec![MOp::v(r, 1), MOp::v(kept, 1), sh.op()]);
                Val::S(r, 0)
            };
            let pair = self.f.vregs[dv.0 as usize].size == 2;
            match &cond {
                None => {
                    let m = self.i("s_mov_b32", 1, vec![MOp::vs(dv, doff, 1), newv.op()]);
                    m.partial = pair;
                }
                Some(cm) => {
                    // SCC = condition; cselect keeps the old value.
                    self.cond_to_scc(*cm);
                    let m = self.i(
                        "s_cselect_b32",
                        1,
                        vec![MOp::vs(dv, doff, 1), newv.op(), dst.op()],
                    );
                    m.partial = true;
                }
            }
        }
        Ok(())
    }

    /// Packed mode's [`Self::write_cells`]: the cells are VGPRs holding each
    /// segment's value on all its lanes; a per-lane value is the channel's
    /// lane of each segment, written to the segments where the write's
    /// condition holds (always: those executing here).
    fn write_cells_packed(
        &mut self,
        root: u32,
        cell: u32,
        byte: u32,
        size: u32,
        c: &Chan,
        v: Value,
    ) -> R<()> {
        if v.is_v() && c.n != 1 {
            return Err(self.err("a per-lane value written to a scalar variable"));
        }
        let cond = self.scalar_cond(c)?;
        let bc = |s: &mut Self, x: Val| s.seg_bcast(x, c.moff);
        let lo = bc(self, v.lo);
        let hi = v.hi.map(|h| bc(self, h));
        let m = match cond {
            None => self.here(),
            Some(cm) => self.spread(cm),
        };
        let save = self.set_exec(m);
        let pieces: Vec<(u32, Val, u32)> = if size == 8 {
            vec![(cell, lo, 4), (cell + 1, hi.unwrap_or(Val::K(0)), 4)]
        } else {
            vec![(cell, lo, size)]
        };
        for (k, val, bytes) in pieces {
            let Val::V(dv, doff) = self.cell(root, k) else {
                return Err(self.err("a packed cell is not a VGPR"));
            };
            if byte == 0 && bytes == 4 {
                self.vmov_into(dv, doff, val);
            } else {
                self.vmerge_into(dv, doff, byte, bytes, val);
            }
        }
        self.restore_exec(save);
        Ok(())
    }

    /// The condition under which an exec-size-1 instruction runs: `None`
    /// for always; else a mask register whose channel-`moff` bit decides.
    pub fn scalar_cond(&mut self, c: &Chan) -> R<Option<VReg>> {
        if let Some(x) = self.cond_override {
            return Ok(x);
        }
        if c.nomask && c.pred.is_none() {
            return Ok(None);
        }
        let one = Chan { n: 1, ..*c };
        let m = self.chen(&one)?;
        Ok(Some(match m {
            Some(m) => m,
            None => {
                let t = self.mt();
                let op = self.m("s_mov");
                let e = self.exec();
                self.i(op, 1, vec![self.mop(t), e]);
                t
            }
        }))
    }

    /// SCC = any bit of a mask.
    pub fn cond_to_scc(&mut self, m: VReg) {
        self.poison("a one-channel condition tested for the whole wave");
        let op = self.m("s_cmp_lg");
        let mo = self.mop(m);
        self.i(op, 0, vec![mo, MOp::Imm(0)]);
    }

    /// Writes one lane (the element an exec-size-1 destination names) of a
    /// lane-layout variable.
    fn write_one_lane(&mut self, acc: &Access, c: &Chan, v: Value) -> R<()> {
        let Shape::Scalar { off } = acc.shape else {
            unreachable!()
        };
        let Layout::Lane { e, r, s } = self.layout(acc.root) else {
            unreachable!()
        };
        let var = self.var_reg[acc.root as usize].expect("lane variable");
        let size = acc.size();
        let cond = self.scalar_cond(c)?;
        let pieces = if size == 8 {
            vec![(0u32, v.lo, 4u32), (4, v.hi.unwrap_or(Val::K(0)), 4)]
        } else {
            vec![(0, v.lo, size)]
        };
        for (d, val, bytes) in pieces {
            let (reg, lane, byte) = lane_pos(e, r, s, off + d);
            if byte + bytes > 4 {
                return Err(self.err("an element straddling lanes is not supported"));
            }
            if self.packed {
                let val = match val {
                    Val::V(..) if lane != c.moff => self.seg_bcast(val, c.moff),
                    other => other,
                };
                let lm = self.mask_const(self.rep(1u64 << lane));
                let segs = match cond {
                    None => self.here(),
                    Some(cm) => self.spread(cm),
                };
                let m = self.mask_and(lm, segs);
                let save = self.set_exec(m);
                if byte == 0 && (bytes == 4 || bytes == e) {
                    self.vmov_into(var, reg as u16, val);
                } else {
                    self.vmerge_into(var, reg as u16, byte, bytes, val);
                }
                self.restore_exec(save);
                continue;
            }
            // A per-lane value of a one-channel instruction is in the
            // channel's lane (as `write_cells` takes it); another lane's
            // element gets it through an SGPR.
            let val = match val {
                Val::V(..) if lane != c.moff => {
                    let t = self.st(1);
                    self.i(
                        "v_readlane_b32",
                        1,
                        vec![MOp::v(t, 1), val.op(), MOp::Imm(c.moff as i64)],
                    );
                    Val::S(t, 0)
                }
                other => other,
            };
            // EXEC = that lane (if the condition holds).
            let m = self.mask_const(1u64 << lane);
            let m = match cond {
                None => m,
                Some(cm) => {
                    self.cond_to_scc(cm);
                    let t = self.mt();
                    let sel = self.m("s_cselect");
                    let mo = self.mop(m);
                    self.i(sel, 1, vec![self.mop(t), mo, MOp::Imm(0)]);
                    t
                }
            };
            let save = self.set_exec(m);
            if byte == 0 && (bytes == 4 || bytes == e) {
                self.vmov_into(var, reg as u16, val);
            } else {
                self.vmerge_into(var, reg as u16, byte, bytes, val);
            }
            self.restore_exec(save);
        }
        Ok(())
    }
}

/// Whether `x = a * l + b` for every `(l, x)` of the table.
fn affine(table: &[(u32, u32)]) -> Option<(i64, i64)> {
    let (l0, x0) = (table[0].0 as i64, table[0].1 as i64);
    if table.len() == 1 {
        return Some((0, x0));
    }
    let (l1, x1) = (table[1].0 as i64, table[1].1 as i64);
    if l1 == l0 || (x1 - x0) % (l1 - l0) != 0 {
        return None;
    }
    let a = (x1 - x0) / (l1 - l0);
    let b = x0 - a * l0;
    table
        .iter()
        .all(|&(l, x)| a * l as i64 + b == x as i64)
        .then_some((a, b))
}
