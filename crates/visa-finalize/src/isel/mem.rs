//! Memory messages: surfaces (binding-table indices bound to buffer
//! arguments: `global_*` with the argument's address as the scalar base
//! and a 32-bit per-lane offset), stateless 64-bit addresses (`global_*`),
//! shared local memory (`ds_*`), atomics; barriers and fences with the
//! memory-model code sequences of the AMDGPU user guide.

use visa::DataType;

use super::{intern, konst, Chan, Sel, Val, Value, R};
use crate::access::{Access, Shape};
use crate::decode::{AtomicOp, Fence, LscKind, Mem, Opnd, Raw, Space};
use crate::layout::{fit, Fit};
use crate::mir::{MInst, MOp, VReg};
use crate::uses::{lsc_slot, scaled4_slot, svm_slot};

/// Where a message's addresses go.
#[derive(Clone, Copy, Debug)]
enum Target {
    /// A buffer: the SGPR pair holding its base address.
    Buf(VReg),
    /// Stateless 64-bit addresses.
    Flat,
    /// LDS.
    Lds,
    /// The vISA thread's scratch (`%scratch`, LSC `ss`): the wave's own
    /// private segment through an unswizzled buffer resource (the SGPR
    /// quad), byte offsets per lane.
    Scratch(VReg),
}

impl Sel<'_> {
    /// The base address of explicit argument `i` (an SGPR pair, loaded
    /// once from the kernarg segment).
    pub fn arg_ptr(&mut self, i: u32) -> R<VReg> {
        let Some(a) = self.abi.args.get(i as usize) else {
            return Err(self.err(format!(
                "binding to argument {i}, which the kernel does not have"
            )));
        };
        let off = a.offset;
        let key = intern(format!("arg_ptr{i}"));
        let kern = self.kernarg_ptr();
        Ok(self.once(key, crate::mir::Bank::S, 2, |s, r| {
            s.i(
                "s_load_dwordx2",
                1,
                vec![MOp::v(r, 2), MOp::v(kern, 2), MOp::Hex(off)],
            );
        }))
    }

    /// The kernarg segment pointer.
    pub fn kernarg_ptr(&mut self) -> VReg {
        self.uses.kernarg = true;
        self.entry
            .kernarg
            .expect("prologue defines the kernarg pointer")
    }

    /// The target of a surface.
    fn surface(&mut self, space: &Space) -> R<Target> {
        let t = self.surface_of(space)?;
        if matches!(t, Target::Lds) {
            self.uses.lds = true;
        }
        Ok(t)
    }

    fn surface_of(&mut self, space: &Space) -> R<Target> {
        match space {
            Space::Flat => Ok(Target::Flat),
            Space::Slm => Ok(Target::Lds),
            Space::Surface(0) => Ok(Target::Lds),
            // The surface-state offset of `ss` and `%scratch`'s r0.5
            // scratch offset name the thread's own space, as in the vISA
            // emulator: the address is the offset in it.
            Space::Ss | Space::Surface(5) => Ok(Target::Scratch(self.scratch_rsrc()?)),
            Space::Surface(id) if *id >= 6 => {
                if let Some(&(_, arg)) = self.abi.surface_args.iter().find(|s| s.0 == *id) {
                    return Ok(Target::Buf(self.arg_ptr(arg)?));
                }
                let Some(bti) = self.surf_vals.get(*id as usize).copied().flatten() else {
                    return Err(self.err(format!(
                        "surface T{id} has no binding-table index known at compile time"
                    )));
                };
                self.bti(bti)
            }
            Space::Bti(o) => {
                let v = self.read(
                    o,
                    &Chan {
                        n: 1,
                        moff: 0,
                        nomask: true,
                        pred: None,
                    },
                )?;
                match v.lo.k() {
                    Some(b) => self.bti(b),
                    None => Err(self.err("an LSC binding-table index that is not a compile-time constant is not supported")),
                }
            }
            Space::Surface(id) => Err(self.err(format!(
                "the predefined surface {} is not supported",
                visa::PREDEFINED_SURFACES.get(*id as usize).unwrap_or(&"?")
            ))),
        }
    }

    /// A buffer resource over the vISA thread's scratch: the first
    /// `scratch_per_thread` bytes of the wave's private segment, unswizzled
    /// (the thread's bytes in order, any lane reaching any of them, as the
    /// vISA thread's scratch space is), built once from the private
    /// segment buffer `s[0:3]` and the wave offset. Register spills live
    /// above it (the allocator places them).
    pub fn scratch_rsrc(&mut self) -> R<VReg> {
        self.poison("private memory");
        let size = self.abi.thread_private_bytes(self.w);
        if size == 0 {
            return Err(
                self.err("the kernel addresses scratch, but its zebin declares no scratch space")
            );
        }
        self.uses.scratch = true;
        let s = |i: u16| MOp::p(crate::mir::PReg::S(i));
        let wave = crate::regalloc::WAVE_OFFSET;
        Ok(self.once("scratch_rsrc", crate::mir::Bank::S, 4, |sel, r| {
            // Base address bits 47:32 only (no stride, swizzle or cache
            // swizzle bits).
            sel.i(
                "s_and_b32",
                1,
                vec![MOp::vs(r, 1, 1), s(1), MOp::Hex(0xffff)],
            );
            sel.i("s_add_u32", 1, vec![MOp::vs(r, 0, 1), s(0), s(wave)]);
            sel.i(
                "s_addc_u32",
                1,
                vec![MOp::vs(r, 1, 1), MOp::vs(r, 1, 1), MOp::Imm(0)],
            );
            sel.i("s_mov_b32", 1, vec![MOp::vs(r, 2, 1), MOp::Hex(size)]);
            // The runtime's format word without ADD_TID_ENABLE (bit 23).
            sel.i(
                "s_and_b32",
                1,
                vec![MOp::vs(r, 3, 1), s(3), MOp::Hex(!(1u32 << 23))],
            );
        }))
    }

    fn bti(&mut self, bti: u32) -> R<Target> {
        if bti == 254 {
            return Ok(Target::Lds);
        }
        let Some(&(_, arg)) = self.abi.bindings.iter().find(|b| b.0 == bti) else {
            return Err(self.err(format!("binding-table index {bti} is bound to no argument")));
        };
        Ok(Target::Buf(self.arg_ptr(arg)?))
    }

    /// Selects a memory message.
    pub fn mem(&mut self, c: &Chan, m: &Mem) -> R<()> {
        let plan = self.chen(c)?;
        let save = plan.map(|m| self.set_exec(m));
        let r = self.mem_body(c, m);
        if let Some(s) = save {
            self.restore_exec(s);
        }
        r
    }

    fn raw_acc(
        &self,
        r: &Raw,
        ty: DataType,
        c: &Chan,
        slot: impl Fn(u32) -> u32,
    ) -> Option<Access> {
        let root = r.root?;
        Some(Access {
            root,
            ty,
            shape: if c.n == 1 {
                Shape::Scalar {
                    off: r.off + slot(0),
                }
            } else {
                Shape::Lanes {
                    lane0: c.moff,
                    offs: (0..c.n).map(|k| r.off + slot(k)).collect(),
                }
            },
        })
    }

    fn read_raw(&mut self, r: &Raw, ty: DataType, c: &Chan, slot: impl Fn(u32) -> u32) -> R<Value> {
        match self.raw_acc(r, ty, c, slot) {
            Some(a) => {
                let v = self.read_acc(&a, c)?;
                Ok(v)
            }
            None => Ok(Value::konst(0, ty)),
        }
    }

    /// Where a load's result for a payload access goes: the variable's
    /// registers when direct, else a temporary written after.
    fn load_dst(
        &mut self,
        r: &Raw,
        ty: DataType,
        c: &Chan,
        slot: impl Fn(u32) -> u32,
    ) -> (MOp, Option<(Access, VReg)>) {
        let n = if ty.size() == 8 { 2 } else { 1 };
        if let Some(a) = self.raw_acc(r, ty, c, slot) {
            let l = self.layout(a.root);
            if let Fit::Direct { reg, byte: 0 } = fit(l, &a) {
                if let Some(var) = self.var_reg[a.root as usize] {
                    return (MOp::vs(var, reg as u16, n), None);
                }
            }
            let t = self.vt(n);
            return (MOp::v(t, n), Some((a, t)));
        }
        let t = self.vt(n);
        (MOp::v(t, n), None)
    }

    fn finish_load(&mut self, pending: Option<(Access, VReg)>, c: &Chan) -> R<()> {
        if let Some((a, t)) = pending {
            let v = if a.ty.size() == 8 {
                Value::two(Val::V(t, 0), Val::V(t, 1), a.ty)
            } else {
                Value::one(Val::V(t, 0), a.ty)
            };
            self.write_acc(&a, c, v)?;
        }
        Ok(())
    }

    /// Marks the last instruction's definitions as partial (a load into a
    /// variable keeps the lanes it does not load).
    fn partial_last(&mut self) {
        let b = self.cur as usize;
        let vregs = &self.f.vregs;
        if let Some(m) = self.f.blocks[b].insts.last_mut() {
            // Temporaries are written whole for the lanes that read them.
            let var = m.ops.iter().take(m.ndefs as usize).any(|o| {
                o.vreg()
                    .is_some_and(|v| vregs[v.0 as usize].kind == crate::mir::VKind::Var)
            });
            m.partial = var;
        }
    }

    /// Emits a per-lane load of `bytes` (1, 2, 4, 8) at an address.
    fn load(
        &mut self,
        tgt: Target,
        addr: &Addr,
        bytes: u32,
        signed: bool,
        dst: MOp,
        imm: i32,
    ) -> R<()> {
        if let (Target::Flat, Addr::A64(p)) = (tgt, addr) {
            if self.abi.private_per_item > 0 {
                let (glob, private, lo, rs) = self.split_private(p, imm)?;
                let saved = self.set_exec(glob);
                self.load_one(tgt, addr, bytes, signed, dst.clone(), imm)?;
                self.partial_all_last();
                self.install_exec(private);
                self.load_one(Target::Scratch(rs), &Addr::Off(lo), bytes, signed, dst, 0)?;
                self.partial_all_last();
                self.restore_exec(saved);
                return Ok(());
            }
        }
        self.load_one(tgt, addr, bytes, signed, dst, imm)
    }

    /// Emits a per-lane store.
    fn store(&mut self, tgt: Target, addr: &Addr, bytes: u32, data: MOp, imm: i32) -> R<()> {
        if let (Target::Flat, Addr::A64(p)) = (tgt, addr) {
            if self.abi.private_per_item > 0 {
                let (glob, private, lo, rs) = self.split_private(p, imm)?;
                let saved = self.set_exec(glob);
                self.store_one(tgt, addr, bytes, data.clone(), imm)?;
                self.install_exec(private);
                self.store_one(Target::Scratch(rs), &Addr::Off(lo), bytes, data, 0)?;
                self.restore_exec(saved);
                return Ok(());
            }
        }
        self.store_one(tgt, addr, bytes, data, imm)
    }

    /// Stateless accesses of a kernel with stateless private memory: the
    /// lanes whose address `p + imm` lies in the flat private aperture
    /// (where the payload's private base points) and the others. Gives
    /// the EXEC masks of the global and the private lanes, the private
    /// lanes' byte offset in the thread's private memory and the buffer
    /// resource over it.
    fn split_private(&mut self, p: &MOp, imm: i32) -> R<(VReg, VReg, Val, VReg)> {
        self.poison("private memory");
        let (lo, hi) = match p {
            MOp::R {
                reg: crate::mir::Reg::V(v),
                off,
                ..
            } => (Val::V(*v, *off), Val::V(*v, *off + 1)),
            _ => return Err(self.err("a stateless address not in a register pair")),
        };
        let k = imm as i64 as u64;
        let (lo, hi) = if imm != 0 {
            self.add64((lo, hi), (Val::K(k as u32), Val::K((k >> 32) as u32)))
        } else {
            (lo, hi)
        };
        let rs = self.scratch_rsrc()?;
        let tag = self.private_tag();
        let hi = self.to_v(hi);
        let m = self.mt();
        self.i(
            "v_cmp_eq_u32_e64",
            1,
            vec![self.mop(m), MOp::v(tag, 1), hi.op()],
        );
        let (and, andn2) = (self.m("s_and"), self.m("s_andn2"));
        let private = self.mt();
        let e = self.exec();
        self.i(and, 1, vec![self.mop(private), self.mop(m), e.clone()]);
        let glob = self.mt();
        self.i(andn2, 1, vec![self.mop(glob), e, self.mop(m)]);
        // The thread's stateless private memory follows its scratch.
        let lo = if self.abi.scratch_per_thread > 0 {
            self.add(lo, Val::K(self.abi.scratch_per_thread))
        } else {
            lo
        };
        Ok((glob, private, lo, rs))
    }

    /// Sets EXEC to `m` (a mask already saved elsewhere).
    fn install_exec(&mut self, m: VReg) {
        let op = self.m("s_mov");
        let mo = self.mop(m);
        self.i(op, 1, vec![self.exec(), mo]);
    }

    /// Marks the last instruction's definitions as partial: a load that
    /// fills some lanes of a register another load fills the rest of.
    fn partial_all_last(&mut self) {
        let b = self.cur as usize;
        if let Some(m) = self.f.blocks[b].insts.last_mut() {
            m.partial = true;
        }
    }

    /// The high dword of the flat private aperture's base (the stateless
    /// private memory's addresses).
    pub fn private_tag(&mut self) -> VReg {
        self.poison("private memory");
        self.once("private_tag", crate::mir::Bank::S, 1, |s, r| {
            s.i(
                "s_mov_b32",
                1,
                vec![MOp::v(r, 1), MOp::Text("src_private_base".into())],
            );
        })
    }

    /// Emits a per-lane load of `bytes` (1, 2, 4, 8) at an address.
    fn load_one(
        &mut self,
        tgt: Target,
        addr: &Addr,
        bytes: u32,
        signed: bool,
        dst: MOp,
        imm: i32,
    ) -> R<()> {
        let (g, l) = match bytes {
            1 => (
                if signed {
                    "global_load_sbyte"
                } else {
                    "global_load_ubyte"
                },
                if signed { "ds_read_i8" } else { "ds_read_u8" },
            ),
            2 => (
                if signed {
                    "global_load_sshort"
                } else {
                    "global_load_ushort"
                },
                if signed { "ds_read_i16" } else { "ds_read_u16" },
            ),
            4 => ("global_load_dword", "ds_read_b32"),
            8 => ("global_load_dwordx2", "ds_read_b64"),
            12 => ("global_load_dwordx3", "ds_read_b96"),
            _ => ("global_load_dwordx4", "ds_read_b128"),
        };
        match (tgt, addr) {
            (Target::Buf(base), Addr::Off(o)) => {
                let o = self.to_v(*o);
                let (o, imm) = self.fit_offset(o, imm, 12);
                self.i(g, 1, vec![dst, o.op(), MOp::v(base, 2)]);
                if imm != 0 {
                    self.mods(&format!(" offset:{imm}"));
                }
            }
            (Target::Flat, Addr::A64(p)) => {
                let (p, imm) = self.fit_offset64(p.clone(), imm, 12)?;
                self.i(g, 1, vec![dst, p, MOp::Off]);
                if imm != 0 {
                    self.mods(&format!(" offset:{imm}"));
                }
            }
            (Target::Lds, Addr::Off(o)) => {
                let o = self.lds_addr(*o);
                let (o, imm) = self.fit_offset(o, imm, 16);
                self.i(l, 1, vec![dst, o.op()]);
                if imm != 0 {
                    self.mods(&format!(" offset:{imm}"));
                }
            }
            (Target::Scratch(rs), Addr::Off(o)) => {
                let b = intern(g.replacen("global_", "buffer_", 1));
                let o = self.to_v(*o);
                let (o, imm) = self.fit_offset_mubuf(o, imm);
                self.i(b, 1, vec![dst, o.op(), MOp::v(rs, 4), MOp::Imm(0)]);
                self.mods(&mubuf_mods(imm));
            }
            _ => return Err(self.err("unsupported address form")),
        }
        self.partial_last();
        Ok(())
    }

    fn store_one(&mut self, tgt: Target, addr: &Addr, bytes: u32, data: MOp, imm: i32) -> R<()> {
        let (g, l) = match bytes {
            1 => ("global_store_byte", "ds_write_b8"),
            2 => ("global_store_short", "ds_write_b16"),
            4 => ("global_store_dword", "ds_write_b32"),
            8 => ("global_store_dwordx2", "ds_write_b64"),
            12 => ("global_store_dwordx3", "ds_write_b96"),
            _ => ("global_store_dwordx4", "ds_write_b128"),
        };
        match (tgt, addr) {
            (Target::Buf(base), Addr::Off(o)) => {
                let o = self.to_v(*o);
                let (o, imm) = self.fit_offset(o, imm, 12);
                self.i(g, 0, vec![o.op(), data, MOp::v(base, 2)]);
                if imm != 0 {
                    self.mods(&format!(" offset:{imm}"));
                }
            }
            (Target::Flat, Addr::A64(p)) => {
                let (p, imm) = self.fit_offset64(p.clone(), imm, 12)?;
                self.i(g, 0, vec![p, data, MOp::Off]);
                if imm != 0 {
                    self.mods(&format!(" offset:{imm}"));
                }
            }
            (Target::Lds, Addr::Off(o)) => {
                let o = self.lds_addr(*o);
                let (o, imm) = self.fit_offset(o, imm, 16);
                self.i(l, 0, vec![o.op(), data]);
                if imm != 0 {
                    self.mods(&format!(" offset:{imm}"));
                }
            }
            (Target::Scratch(rs), Addr::Off(o)) => {
                let b = intern(g.replacen("global_", "buffer_", 1));
                let o = self.to_v(*o);
                let (o, imm) = self.fit_offset_mubuf(o, imm);
                self.i(b, 0, vec![data, o.op(), MOp::v(rs, 4), MOp::Imm(0)]);
                self.mods(&mubuf_mods(imm));
            }
            _ => return Err(self.err("unsupported address form")),
        }
        Ok(())
    }

    /// An LDS address: the SLM offset without IGC's tag bits (the
    /// hardware ignores bits 28 and up of SLM addresses).
    fn lds_addr(&mut self, o: Val) -> Val {
        let o = self.op2(super::ops::AND, o, Val::K(0x0fff_ffff));
        self.to_v(o)
    }

    /// An immediate offset the instruction can hold (`bits` unsigned bits
    /// for DS, signed 12/13 bits for global), the rest added to the
    /// address.
    fn fit_offset(&mut self, o: Val, imm: i32, bits: u32) -> (Val, i32) {
        let ok = if bits == 16 {
            (0..65536).contains(&imm)
        } else {
            let lim = if self.t.gen >= 10 { 2048 } else { 4096 };
            imm >= 0 && imm < lim
        };
        if ok {
            return (o, imm);
        }
        let a = self.add(o, Val::K(imm as u32));
        (self.to_v(a), 0)
    }

    /// A MUBUF immediate offset (12 bits unsigned), the rest added to the
    /// per-lane offset.
    fn fit_offset_mubuf(&mut self, o: Val, imm: i32) -> (Val, i32) {
        if (0..4096).contains(&imm) {
            return (o, imm);
        }
        let a = self.add(o, Val::K(imm as u32));
        (self.to_v(a), 0)
    }

    fn fit_offset64(&mut self, p: MOp, imm: i32, _bits: u32) -> R<(MOp, i32)> {
        let lim = if self.t.gen >= 10 { 2048 } else { 4096 };
        if imm >= -lim && imm < lim {
            return Ok((p, imm));
        }
        Ok((self.add_offset64(p, imm)?, 0))
    }

    /// A 64-bit address pair (VGPRs) plus a signed byte offset, in a new
    /// pair.
    fn add_offset64(&mut self, p: MOp, imm: i32) -> R<MOp> {
        let MOp::R {
            reg: crate::mir::Reg::V(v),
            off,
            ..
        } = p
        else {
            return Err(self.err("internal: a 64-bit address that is not a VGPR pair"));
        };
        let k = imm as i64 as u64;
        let (l, h) = self.add64(
            (Val::V(v, off), Val::V(v, off + 1)),
            (Val::K(k as u32), Val::K((k >> 32) as u32)),
        );
        let v = Value::two(l, h, DataType::UQ);
        Ok(self.vpair(&v))
    }

    /// A 64-bit address per lane from a payload access (a VGPR pair).
    fn a64(&mut self, r: &Raw, c: &Chan, slot: impl Fn(u32) -> u32) -> R<MOp> {
        let v = self.read_raw(r, DataType::UQ, c, slot)?;
        Ok(self.vpair(&v))
    }

    fn mem_body(&mut self, c: &Chan, m: &Mem) -> R<()> {
        let grf = self.vars.grf;
        let n = c.n;
        match m {
            Mem::Scaled4 {
                store,
                ch,
                space,
                goff,
                offs,
                data,
            } => {
                let tgt = self.surface(space)?;
                let g = self.read(goff, &Chan { n: 1, ..*c })?;
                let addr = if matches!(tgt, Target::Flat) {
                    let o = self.read_raw(offs, DataType::UQ, c, |k| 8 * k)?;
                    let g64 = (g.lo, g.hi.unwrap_or(Val::K(0)));
                    let (l, h) = self.add64((o.lo, o.hi.unwrap_or(Val::K(0))), g64);
                    Addr::A64(self.vpair(&Value::two(l, h, DataType::UQ)))
                } else {
                    let o = self.read_raw(offs, DataType::UD, c, |k| 4 * k)?;
                    Addr::Off(self.add(o.lo, g.lo))
                };
                let mut pos = 0;
                for chan in 0..4u32 {
                    if ch >> chan & 1 == 0 {
                        continue;
                    }
                    let slot = move |k| scaled4_slot(pos, k, n, grf);
                    if *store {
                        let v = self.read_raw(data, DataType::UD, c, slot)?;
                        let d = self.to_v(v.lo);
                        self.store(tgt, &addr, 4, d.op(), 4 * chan as i32)?;
                    } else {
                        let (dst, pend) = self.load_dst(data, DataType::UD, c, slot);
                        self.load(tgt, &addr, 4, false, dst, 4 * chan as i32)?;
                        self.finish_load(pend, c)?;
                    }
                    pos += 1;
                }
                Ok(())
            }
            Mem::Scaled {
                store,
                blocks,
                space,
                goff,
                offs,
                data,
            } => {
                let tgt = self.surface(space)?;
                let g = self.read(goff, &Chan { n: 1, ..*c })?;
                let o = self.read_raw(offs, DataType::UD, c, |k| 4 * k)?;
                let addr = Addr::Off(self.add(o.lo, g.lo));
                if *store {
                    let v = self.read_raw(data, DataType::UD, c, |k| 4 * k)?;
                    let d = self.to_v(v.lo);
                    self.store(tgt, &addr, *blocks, d.op(), 0)
                } else {
                    let (dst, pend) = self.load_dst(data, DataType::UD, c, |k| 4 * k);
                    self.load(tgt, &addr, *blocks, false, dst, 0)?;
                    self.finish_load(pend, c)
                }
            }
            Mem::SvmScatter {
                store,
                bs,
                blocks,
                addrs,
                data,
            } => {
                let p = self.a64(addrs, c, |k| 8 * k)?;
                let addr = Addr::A64(p);
                for j in 0..*blocks {
                    let (bs, blocks) = (*bs, *blocks);
                    let slot = move |k| svm_slot(bs, blocks, j, k, n);
                    let ty = match bs {
                        1 => DataType::UB,
                        8 => DataType::UQ,
                        _ => DataType::UD,
                    };
                    let nreg = if bs == 8 { 2 } else { 1 };
                    if *store {
                        let v = self.read_raw(data, ty, c, slot)?;
                        let d = if nreg == 2 {
                            self.vpair(&v)
                        } else {
                            self.to_v(v.lo).op()
                        };
                        self.store(Target::Flat, &addr, bs, d, (j * bs) as i32)?;
                    } else if bs == 1 {
                        // Bytes land in the bytes of the channel's dword(s).
                        let t = self.vt(1);
                        self.load(Target::Flat, &addr, 1, false, MOp::v(t, 1), j as i32)?;
                        let a = self.raw_acc(data, ty, c, slot);
                        if let Some(a) = a {
                            self.write_acc(&a, c, Value::one(Val::V(t, 0), DataType::UB))?;
                        }
                    } else {
                        let (dst, pend) = self.load_dst(data, ty, c, slot);
                        self.load(Target::Flat, &addr, bs, false, dst, (j * bs) as i32)?;
                        self.finish_load(pend, c)?;
                    }
                }
                Ok(())
            }
            Mem::Block {
                store,
                bytes,
                space,
                addr,
                owords,
                data,
            } => self.block(*store, *bytes, space, addr, *owords, data, c),
            Mem::DwordAtomic {
                op,
                bits,
                space,
                offs,
                src0,
                src1,
                dst,
            } => {
                if *bits != 32 {
                    return Err(self.err("16-bit atomics are not supported"));
                }
                let tgt = self.surface(space)?;
                let o = self.read_raw(offs, DataType::UD, c, |k| 4 * k)?;
                let addr = Addr::Off(o.lo);
                let s0 = self.read_raw(src0, DataType::UD, c, |k| 4 * k)?;
                let s1 = self.read_raw(src1, DataType::UD, c, |k| 4 * k)?;
                self.atomic(tgt, &addr, *op, 4, s0, s1, dst, c, |k| 4 * k)
            }
            Mem::SvmAtomic {
                op,
                bits,
                addrs,
                src0,
                src1,
                dst,
            } => {
                if *bits == 16 {
                    return Err(self.err("16-bit atomics are not supported"));
                }
                let b = bits / 8;
                let ty = if b == 8 { DataType::UQ } else { DataType::UD };
                let p = self.a64(addrs, c, |k| 8 * k)?;
                let s0 = self.read_raw(src0, ty, c, |k| b * k)?;
                let s1 = self.read_raw(src1, ty, c, |k| b * k)?;
                self.atomic(
                    Target::Flat,
                    &Addr::A64(p),
                    *op,
                    b,
                    s0,
                    s1,
                    dst,
                    c,
                    move |k| b * k,
                )
            }
            Mem::Qw {
                store,
                blocks,
                space,
                offs,
                data,
            } => {
                // `blocks` qwords per lane at its byte offset; block j of
                // channel k is the data's qword j * exec size + k.
                let tgt = self.surface(space)?;
                let o = self.read_raw(offs, DataType::UD, c, |k| 4 * k)?;
                let addr = Addr::Off(o.lo);
                for j in 0..*blocks {
                    let slot = move |k| 8 * (j * n + k);
                    if *store {
                        let v = self.read_raw(data, DataType::UQ, c, slot)?;
                        let d = self.vpair(&v);
                        self.store(tgt, &addr, 8, d, (8 * j) as i32)?;
                    } else {
                        let (dst, pend) = self.load_dst(data, DataType::UQ, c, slot);
                        self.load(tgt, &addr, 8, false, dst, (8 * j) as i32)?;
                        self.finish_load(pend, c)?;
                    }
                }
                Ok(())
            }
            Mem::Scatter { .. } => Err(self.err("gather/scatter are not supported yet")),
            Mem::Lsc(l) => self.lsc(c, l),
        }
    }

    /// Block messages: `bytes` contiguous bytes between memory at a
    /// uniform address and the data variable's bytes, whatever the
    /// execution mask. Each register of a lane-layout variable moves with
    /// one per-lane access under the lanes of its elements; scalar cells
    /// move through one lane and `v_readfirstlane`.
    #[allow(clippy::too_many_arguments)]
    fn block(
        &mut self,
        store: bool,
        bytes: u32,
        space: &Space,
        addr: &Opnd,
        owords: bool,
        data: &Raw,
        c: &Chan,
    ) -> R<()> {
        if c.pred.is_some() {
            return Err(self.err("predicated block messages are not supported"));
        }
        self.packed_whole(|s| s.block_in(store, bytes, space, addr, owords, data))
    }

    fn block_in(
        &mut self,
        store: bool,
        bytes: u32,
        space: &Space,
        addr: &Opnd,
        owords: bool,
        data: &Raw,
    ) -> R<()> {
        let one = Chan {
            n: 1,
            moff: 0,
            nomask: true,
            pred: None,
        };
        let a = self.read(addr, &one)?;
        // The 64-bit base address (uniform).
        let base = match self.surface(space)? {
            Target::Flat => Base::A64(a.lo, a.hi.unwrap_or(Val::K(0))),
            Target::Buf(base) => {
                let off = if owords {
                    self.op2_k(super::ops::SHL, a.lo, 4)
                } else {
                    a.lo
                };
                let off = self.to_s(off);
                let (l, h) = self.add64((Val::S(base, 0), Val::S(base, 1)), (off, Val::K(0)));
                Base::A64(l, h)
            }
            Target::Lds => return Err(self.err("block messages on SLM are not supported yet")),
            Target::Scratch(_) => {
                return Err(self.err("block messages on scratch are not supported yet"))
            }
        };
        self.block_move(store, bytes, base, data)
    }

    /// Moves `bytes` contiguous bytes between memory at the uniform
    /// address `base` and the bytes of `data`, whatever the execution mask.
    fn block_move(&mut self, store: bool, bytes: u32, base: Base, data: &Raw) -> R<()> {
        use crate::layout::{lane_pos, Layout};
        // Packed: each thread's address (channel 0's) on all its lanes.
        let base = if self.packed {
            match base {
                Base::A64(lo, hi) => Base::A64(self.seg_bcast(lo, 0), self.seg_bcast(hi, 0)),
                Base::Lds(o) => Base::Lds(self.seg_bcast(o, 0)),
            }
        } else {
            base
        };
        let bad = !self.packed
            && match base {
                Base::A64(lo, hi) => lo.is_v() || hi.is_v(),
                Base::Lds(o) => o.is_v(),
            };
        if bad {
            return Err(self.err("a block message address that is not uniform"));
        }
        let Some(root) = data.root else {
            return Ok(());
        };
        let off0 = data.off;
        let present = self.present()?;
        let saved = self.set_exec(present);
        match self.layout(root) {
            Layout::Lane { e, r, s: s0 } => {
                if !off0.is_multiple_of(e) || !bytes.is_multiple_of(e) {
                    return Err(self.err("a block message not aligned to its variable's elements"));
                }
                let var = self.var_reg[root as usize].expect("lane variable");
                let k0 = off0 / e;
                let nk = bytes / e;
                let width = e.min(8);
                // Register (first of the element) -> (lane, element).
                let mut regs: Vec<(u32, Vec<(u32, u32)>)> = Vec::new();
                for k in k0..k0 + nk {
                    let (reg, lane, _) = lane_pos(e, r, s0, k * e);
                    match regs.iter_mut().find(|x| x.0 == reg) {
                        Some(x) => x.1.push((lane, k - k0)),
                        None => regs.push((reg, vec![(lane, k - k0)])),
                    }
                }
                for (reg, table) in regs {
                    let lanes: u64 = table.iter().fold(0, |m, t| m | 1u64 << t.0);
                    let m = self.mask_const(self.rep(lanes));
                    let m = if self.packed {
                        self.mask_and(m, present)
                    } else {
                        m
                    };
                    let mov = self.m("s_mov");
                    let (eo, mo) = (self.exec(), self.mop(m));
                    self.i(mov, 1, vec![eo, mo]);
                    let off = self.lane_table(&table, e)?;
                    let off = self.to_v(off);
                    let (tgt, at) = self.block_addr(base, off);
                    let n = if width == 8 { 2 } else { 1 };
                    let d = MOp::vs(var, reg as u16, n);
                    if store {
                        self.store(tgt, &at, width, d, 0)?;
                    } else {
                        self.load(tgt, &at, width, false, d, 0)?;
                    }
                    let (eo, po) = (self.exec(), self.mop(present));
                    self.i(mov, 1, vec![eo, po]);
                }
            }
            Layout::Scalar if self.packed => {
                if !off0.is_multiple_of(4) || !bytes.is_multiple_of(4) {
                    self.restore_exec(saved);
                    return Err(
                        self.err("a block message on a scalar variable not in whole dwords")
                    );
                }
                // Cells are VGPRs holding a thread's value on all its lanes:
                // loads run on every lane of the segments, stores on the
                // first lane of each.
                let first = self.mask_const(self.rep(1));
                let first = self.mask_and(first, present);
                let mov = self.m("s_mov");
                for j in 0..bytes / 4 {
                    let Val::V(cv, co) = self.cell(root, (off0 + 4 * j) / 4) else {
                        self.restore_exec(saved);
                        return Err(self.err("a packed cell is not a VGPR"));
                    };
                    if store {
                        let (eo, fo) = (self.exec(), self.mop(first));
                        self.i(mov, 1, vec![eo, fo]);
                        let (tgt, at) = self.block_addr(base, Val::K(4 * j));
                        self.store(tgt, &at, 4, MOp::vs(cv, co, 1), 0)?;
                    } else {
                        let (eo, po) = (self.exec(), self.mop(present));
                        self.i(mov, 1, vec![eo, po]);
                        let (tgt, at) = self.block_addr(base, Val::K(4 * j));
                        let t = self.vt(1);
                        self.load(tgt, &at, 4, false, MOp::v(t, 1), 0)?;
                        self.vmov_into(cv, co, Val::V(t, 0));
                    }
                }
                let (eo, po) = (self.exec(), self.mop(present));
                self.i(mov, 1, vec![eo, po]);
            }
            Layout::Scalar => {
                if !off0.is_multiple_of(4) || !bytes.is_multiple_of(4) {
                    return Err(
                        self.err("a block message on a scalar variable not in whole dwords")
                    );
                }
                let m = self.mask_const(1);
                let mov = self.m("s_mov");
                let (eo, mo) = (self.exec(), self.mop(m));
                self.i(mov, 1, vec![eo, mo]);
                for j in 0..bytes / 4 {
                    let (tgt, at) = self.block_addr(base, Val::K(4 * j));
                    let cell = self.cell(root, (off0 + 4 * j) / 4);
                    let Val::S(cv, co) = cell else { unreachable!() };
                    if store {
                        let t = self.vt(1);
                        self.i("v_mov_b32_e32", 1, vec![MOp::v(t, 1), cell.op()]);
                        self.store(tgt, &at, 4, MOp::v(t, 1), 0)?;
                    } else {
                        let t = self.vt(1);
                        self.load(tgt, &at, 4, false, MOp::v(t, 1), 0)?;
                        let pair = self.f.vregs[cv.0 as usize].size == 2;
                        let mi = self.i(
                            "v_readfirstlane_b32",
                            1,
                            vec![MOp::vs(cv, co, 1), MOp::v(t, 1)],
                        );
                        mi.partial = pair;
                    }
                }
                let (eo, po) = (self.exec(), self.mop(present));
                self.i(mov, 1, vec![eo, po]);
            }
            Layout::Memory { off: mo } => {
                self.poison("a block message on an address-taken variable");
                // Through the LDS image, one dword per lane.
                if !off0.is_multiple_of(4) || !bytes.is_multiple_of(4) {
                    self.restore_exec(saved);
                    return Err(self
                        .err("a block message on an address-taken variable not in whole dwords"));
                }
                let ndw = bytes / 4;
                let mov = self.m("s_mov");
                let mut j0 = 0;
                while j0 < ndw {
                    let cnt = (ndw - j0).min(self.w);
                    let m = self.mask_const(if cnt >= 64 {
                        u64::MAX
                    } else {
                        (1u64 << cnt) - 1
                    });
                    let (eo, mo_) = (self.exec(), self.mop(m));
                    self.i(mov, 1, vec![eo, mo_]);
                    let table: Vec<(u32, u32)> = (0..cnt).map(|l| (l, j0 + l)).collect();
                    let off = self.lane_table(&table, 4)?;
                    let img = self.add(off, Val::K(mo + off0));
                    let (tgt, at) = self.block_addr(base, off);
                    if store {
                        let v = self.image_load(img, DataType::UD)?;
                        let d = self.to_v(v.lo);
                        self.store(tgt, &at, 4, d.op(), 0)?;
                    } else {
                        let t = self.vt(1);
                        self.load(tgt, &at, 4, false, MOp::v(t, 1), 0)?;
                        self.image_store_lanes(
                            img,
                            DataType::UD,
                            Value::one(Val::V(t, 0), DataType::UD),
                        );
                    }
                    let (eo, po) = (self.exec(), self.mop(present));
                    self.i(mov, 1, vec![eo, po]);
                    j0 += cnt;
                }
            }
            _ => {
                self.restore_exec(saved);
                return Err(
                    self.err("block messages on this variable's layout are not supported yet")
                );
            }
        }
        self.restore_exec(saved);
        Ok(())
    }

    /// The per-lane address `base + off` of a block message.
    fn block_addr(&mut self, base: Base, off: Val) -> (Target, Addr) {
        match base {
            Base::A64(blo, bhi) => {
                let (lo, hi) = self.add64((blo, bhi), (off, Val::K(0)));
                let lo = self.to_v(lo);
                let hi = self.to_v(hi);
                let p = self.vpair(&Value::two(lo, hi, DataType::UQ));
                (Target::Flat, Addr::A64(p))
            }
            Base::Lds(o) => {
                let a = self.add(o, off);
                (Target::Lds, Addr::Off(self.to_v(a)))
            }
        }
    }

    /// A transposed (block) LSC load or store: one address (channel 0's,
    /// whatever the execution mask, as the LSC chapter defines it),
    /// `elems` consecutive elements in memory and in the data variable.
    fn lsc_block(&mut self, l: &crate::decode::Lsc) -> R<()> {
        self.packed_whole(|s| s.lsc_block_in(l))
    }

    /// Packed mode: `f` with EXEC = every lane of the segments executing
    /// here (a block message's address is each thread's channel 0's, so it
    /// is computed on every lane of the segment and broadcast).
    fn packed_whole(&mut self, f: impl FnOnce(&mut Self) -> R<()>) -> R<()> {
        if !self.packed {
            return f(self);
        }
        let h = self.here();
        let save = self.set_exec(h);
        let r = f(self);
        self.restore_exec(save);
        r
    }

    fn lsc_block_in(&mut self, l: &crate::decode::Lsc) -> R<()> {
        let store = match l.kind {
            LscKind::Load => false,
            LscKind::Store => true,
            _ => return Err(self.err("transposed LSC messages are only loads and stores")),
        };
        if l.msize < 4 {
            return Err(self.err("transposed LSC messages on 8- or 16-bit data"));
        }
        let one = Chan {
            n: 1,
            moff: 0,
            nomask: true,
            pred: None,
        };
        let aty = match l.asize {
            2 => DataType::UW,
            4 => DataType::UD,
            _ => DataType::UQ,
        };
        let a = self.read_raw(&l.src0, aty, &one, |_| 0)?;
        let tgt = self.surface(&l.space)?;
        let base = match (tgt, l.asize) {
            (Target::Flat, 8) => {
                let lo = self.to_s(a.lo);
                let hi = self.to_s(a.hi.unwrap_or(Val::K(0)));
                let mut p = (lo, hi);
                if l.scale != 1 {
                    p = self.mul64(p, (Val::K(l.scale as u32), Val::K(0)));
                }
                let k = l.imm as u64;
                let (lo, hi) = self.add64(p, (Val::K(k as u32), Val::K((k >> 32) as u32)));
                Base::A64(lo, hi)
            }
            (Target::Flat, 2) => {
                return Err(self.err("LSC flat messages with 16-bit addresses are not supported"))
            }
            (Target::Flat, asize) => {
                let o = self.flat_narrow(a, asize, l.scale, l.imm);
                let o = self.to_s(o);
                Base::A64(o, Val::K(0))
            }
            (_, 8) => {
                return Err(self.err("64-bit addresses on a surface or SLM are not supported"))
            }
            (t, asize) => {
                let o = if asize == 2 { self.zext32(&a) } else { a.lo };
                let o = if l.scale != 1 {
                    self.mul32(o, Val::K(l.scale as u32))
                } else {
                    o
                };
                let o = self.add(o, Val::K(l.imm as u32));
                let o = self.to_s(o);
                match t {
                    Target::Buf(b) => {
                        let (lo, hi) = self.add64((Val::S(b, 0), Val::S(b, 1)), (o, Val::K(0)));
                        Base::A64(lo, hi)
                    }
                    Target::Lds => Base::Lds(o),
                    _ => {
                        return Err(
                            self.err("transposed LSC messages on scratch are not supported yet")
                        )
                    }
                }
            }
        };
        let data = if store { &l.src1 } else { &l.dst };
        self.block_move(store, l.elems * l.msize, base, data)
    }

    #[allow(clippy::too_many_arguments)]
    fn atomic(
        &mut self,
        tgt: Target,
        addr: &Addr,
        op: AtomicOp,
        bytes: u32,
        s0: Value,
        s1: Value,
        dst: &Raw,
        c: &Chan,
        slot: impl Fn(u32) -> u32 + Copy,
    ) -> R<()> {
        use AtomicOp::*;
        if op.is_float() {
            return self.float_atomic(tgt, addr, op, bytes, s0, s1, dst, c, slot);
        }
        let x = if bytes == 8 { "_x2" } else { "" };
        let (name, data): (&str, Vec<Value>) = match op {
            Add => ("add", vec![s0]),
            Sub => ("sub", vec![s0]),
            Inc => ("add", vec![Value::konst(1, s0.ty)]),
            Dec | Predec => ("sub", vec![Value::konst(1, s0.ty)]),
            UMin => ("umin", vec![s0]),
            UMax => ("umax", vec![s0]),
            SMin => ("smin", vec![s0]),
            SMax => ("smax", vec![s0]),
            Xchg | Store => ("swap", vec![s0]),
            Cmpxchg => ("cmpswap", vec![s0, s1]),
            CasSwapped => ("cmpswap", vec![s1, s0]),
            And => ("and", vec![s0]),
            Or => ("or", vec![s0]),
            Xor => ("xor", vec![s0]),
            Load => ("add", vec![Value::konst(0, s0.ty)]),
            _ => return Err(self.err(format!("atomic {op:?} is not supported yet"))),
        };
        let nreg = (bytes / 4) as u16;
        let dn = nreg * data.len() as u16;
        let dt = self.vt(dn);
        for (j, v) in data.iter().enumerate() {
            let base = j as u16 * nreg;
            self.i("v_mov_b32_e32", 1, vec![MOp::vs(dt, base, 1), v.lo.op()]);
            if nreg == 2 {
                self.i(
                    "v_mov_b32_e32",
                    1,
                    vec![MOp::vs(dt, base + 1, 1), v.hi.unwrap_or(Val::K(0)).op()],
                );
            }
        }
        let ret = dst.root.is_some();
        let rty = if bytes == 8 {
            DataType::UQ
        } else {
            DataType::UD
        };
        let (rop, pend) = if ret {
            self.load_dst(dst, rty, c, slot)
        } else {
            (MOp::v(dt, nreg), None)
        };
        let dataop = MOp::v(dt, dn);
        match (tgt, addr) {
            (Target::Lds, Addr::Off(o)) => {
                let o = self.lds_addr(*o);
                let dsname = match name {
                    "cmpswap" => if bytes == 8 { "cmpst_b64" } else { "cmpst_b32" }.to_string(),
                    "swap" => if bytes == 8 {
                        "wrxchg_rtn_b64"
                    } else {
                        "wrxchg_rtn_b32"
                    }
                    .to_string(),
                    // Bitwise operations are typeless in the DS names.
                    n @ ("and" | "or" | "xor") => {
                        format!("{n}{}", if bytes == 8 { "_b64" } else { "_b32" })
                    }
                    n => format!("{n}{}", if bytes == 8 { "_u64" } else { "_u32" }),
                };
                let dsname = match name {
                    "smin" | "smax" => {
                        format!("{}_i{}", &name[1..], if bytes == 8 { 64 } else { 32 })
                    }
                    "umin" | "umax" => {
                        format!("{}_u{}", &name[1..], if bytes == 8 { 64 } else { 32 })
                    }
                    _ => dsname,
                };
                let m = intern(if name == "swap" {
                    format!("ds_{dsname}")
                } else if name == "cmpswap" {
                    format!(
                        "ds_{}_rtn_{}",
                        "cmpst",
                        if bytes == 8 { "b64" } else { "b32" }
                    )
                } else if ret {
                    let (a, b) = dsname.split_once('_').unwrap_or((&dsname, ""));
                    format!("ds_{a}_rtn_{b}")
                } else {
                    format!("ds_{dsname}")
                });
                if name == "cmpswap" {
                    // DS compare-swap: vaddr, compare, new.
                    let cmp = MOp::vs(dt, nreg, nreg);
                    let new = MOp::vs(dt, 0, nreg);
                    self.i(m, 1, vec![rop, o.op(), cmp, new]);
                } else if ret || name == "swap" {
                    self.i(m, 1, vec![rop, o.op(), dataop]);
                } else {
                    self.i(m, 0, vec![o.op(), dataop]);
                }
            }
            (Target::Buf(base), Addr::Off(o)) => {
                let o = self.to_v(*o);
                let m = intern(format!("global_atomic_{name}{x}"));
                if ret {
                    self.i(m, 1, vec![rop, o.op(), dataop, MOp::v(base, 2)]);
                    self.mods(" glc");
                } else {
                    self.i(m, 0, vec![o.op(), dataop, MOp::v(base, 2)]);
                }
            }
            (Target::Flat, Addr::A64(_)) if self.abi.private_per_item > 0 => return Err(self.err(
                "a stateless atomic in a kernel with stateless private memory is not supported yet",
            )),
            (Target::Flat, Addr::A64(p)) => {
                let m = intern(format!("global_atomic_{name}{x}"));
                if ret {
                    self.i(m, 1, vec![rop, p.clone(), dataop, MOp::Off]);
                    self.mods(" glc");
                } else {
                    self.i(m, 0, vec![p.clone(), dataop, MOp::Off]);
                }
            }
            _ => return Err(self.err("unsupported atomic address form")),
        }
        if ret {
            self.partial_last();
            if op == Predec {
                return Err(self.err("predec atomics are not supported yet"));
            }
            self.finish_load(pend, c)?;
        }
        Ok(())
    }

    /// A float atomic as a compare-and-swap loop, whatever the target
    /// has natively: the vISA emulator computes the operation exactly (in
    /// f64, rounded to nearest even, denormals kept whatever `%cr0` says,
    /// its min/max keep the old value on ties such as -0/+0 and take the
    /// new one when the old is a NaN), which the GPU's float atomics do
    /// not all do (they flush denormals or follow IEEE minNum). The loop
    /// reads the location, computes the new value with VALU instructions
    /// under a MODE of round-to-nearest-even with denormals, swaps it in
    /// where the location still holds what was read, and repeats for the
    /// lanes that lost. Lanes that hit one address swap in lane order,
    /// as the emulator applies channels; each lane's old value is the one
    /// its successful swap replaced.
    #[allow(clippy::too_many_arguments)]
    fn float_atomic(
        &mut self,
        tgt: Target,
        addr: &Addr,
        op: AtomicOp,
        bytes: u32,
        s0: Value,
        s1: Value,
        dst: &Raw,
        c: &Chan,
        slot: impl Fn(u32) -> u32 + Copy,
    ) -> R<()> {
        use AtomicOp::*;
        let wide = bytes == 8;
        if wide && op == FSub {
            return Err(self.err("atomic FSub on 64-bit floats is not supported"));
        }
        if bytes != 4 && bytes != 8 {
            return Err(self.err(format!(
                "atomic {op:?} on {bytes}-byte data is not supported"
            )));
        }
        match (tgt, addr) {
            (Target::Flat, Addr::A64(_)) if self.abi.private_per_item > 0 => return Err(self.err(
                "a stateless atomic in a kernel with stateless private memory is not supported yet",
            )),
            (Target::Flat, Addr::A64(_))
            | (Target::Buf(_), Addr::Off(_))
            | (Target::Lds, Addr::Off(_)) => {}
            _ => return Err(self.err("unsupported atomic address form")),
        }
        let Some(&lb) = self.flow.loop_block.get(&self.k) else {
            return Err(self.err("internal: a float atomic without its loop block"));
        };
        let Some(&cont) = self.flow.block_of.get(&(self.k + 1)) else {
            return Err(self.err("internal: a float atomic without a block after it"));
        };
        let n: u16 = if wide { 2 } else { 1 };
        // Sources in VGPRs, before the loop.
        let src = |s: &mut Self, v: &Value| -> MOp {
            if wide {
                s.vpair(v)
            } else {
                s.to_v(v.lo).op()
            }
        };
        let a = src(self, &s0);
        let b = src(self, &s1);
        // The per-lane address, in a register the loop reads.
        let addr = match addr {
            Addr::Off(o) => {
                let o = if matches!(tgt, Target::Lds) {
                    self.lds_addr(*o)
                } else {
                    self.to_v(*o)
                };
                Addr::Off(o)
            }
            a => a.clone(),
        };
        let cur = self.vt(n);
        self.load_one(tgt, &addr, bytes, false, MOp::v(cur, n), 0)?;
        let saved = self.mt();
        let mov = self.m("s_mov");
        let (e, so) = (self.exec(), self.mop(saved));
        self.i(mov, 1, vec![so, e]);
        // Round to nearest even (the atomic is selected under it) with
        // denormals kept, when the kernel's mode flushes them.
        let keep = if wide { 0x40 } else { 0x80 };
        let Some(cr0) = self.cr0 else {
            return Err(self.err("a float atomic where %cr0 is not known at compile time"));
        };
        let flush = cr0 & keep == 0;
        let denorm = |m: u32| {
            MInst::new(
                "s_setreg_imm32_b32",
                0,
                vec![
                    MOp::Text("hwreg(HW_REG_MODE, 4, 4)".into()),
                    MOp::Imm(i64::from(m)),
                ],
            )
        };
        if flush {
            let mut m = denorm(0xf);
            m.side = true;
            self.push(m);
        }
        let from = self.cur;
        self.record(from, lb);
        self.cur = lb;
        // The new value.
        let new = self.vt(n);
        let curo = MOp::v(cur, n);
        let sfx = if wide { "f64" } else { "f32" };
        match op {
            // The emulator's sum of two NaNs is the old value's
            // (quieted): it goes first, as the GCN emulator picks the
            // first NaN operand.
            FAdd if wide => {
                self.i(
                    "v_add_f64",
                    1,
                    vec![MOp::v(new, 2), curo.clone(), a.clone()],
                );
            }
            FAdd => {
                self.i(
                    "v_add_f32_e64",
                    1,
                    vec![MOp::v(new, 1), curo.clone(), a.clone()],
                );
            }
            FSub => {
                self.i(
                    "v_sub_f32_e64",
                    1,
                    vec![MOp::v(new, 1), curo.clone(), a.clone()],
                );
                // A NaN source (the old value a number) gives the source
                // quieted with its sign, as the emulator's difference;
                // v_sub_f32 negates it.
                let ma = self.mt();
                self.i(
                    "v_cmp_u_f32_e64",
                    1,
                    vec![self.mop(ma), a.clone(), a.clone()],
                );
                let mc = self.mt();
                self.i(
                    "v_cmp_u_f32_e64",
                    1,
                    vec![self.mop(mc), curo.clone(), curo.clone()],
                );
                let m = self.mt();
                let andn2 = self.m("s_andn2");
                self.i(andn2, 1, vec![self.mop(m), self.mop(ma), self.mop(mc)]);
                let q = self.vt(1);
                self.i(
                    "v_or_b32_e32",
                    1,
                    vec![MOp::v(q, 1), MOp::Hex(0x0040_0000), a.clone()],
                );
                let mo = self.mop(m);
                self.i(
                    "v_cndmask_b32_e64",
                    1,
                    vec![MOp::v(new, 1), MOp::v(new, 1), MOp::v(q, 1), mo],
                );
            }
            FMax | FMin | FCmpwr => {
                // The lanes that take the new value: `a` beyond the old
                // one (or the old one a NaN) for max/min, the old one
                // equal to `a` for compare-and-write (taking `b`).
                let (take, val) = if op == FCmpwr {
                    let m = self.mt();
                    let cmp = super::intern(format!("v_cmp_eq_{sfx}_e64"));
                    self.i(cmp, 1, vec![self.mop(m), curo.clone(), a.clone()]);
                    (m, b.clone())
                } else {
                    let rel = if op == FMax { "gt" } else { "lt" };
                    let m1 = self.mt();
                    let cmp = super::intern(format!("v_cmp_{rel}_{sfx}_e64"));
                    self.i(cmp, 1, vec![self.mop(m1), a.clone(), curo.clone()]);
                    let m2 = self.mt();
                    let un = super::intern(format!("v_cmp_u_{sfx}_e64"));
                    self.i(un, 1, vec![self.mop(m2), curo.clone(), curo.clone()]);
                    let m = self.mt();
                    let or = self.m("s_or");
                    self.i(or, 1, vec![self.mop(m), self.mop(m1), self.mop(m2)]);
                    (m, a.clone())
                };
                let part = |o: &MOp, j: u16| match o {
                    MOp::R {
                        reg, off, neg, abs, ..
                    } if wide => MOp::R {
                        reg: *reg,
                        off: off + j,
                        n: 1,
                        neg: *neg,
                        abs: *abs,
                    },
                    o => o.clone(),
                };
                for j in 0..n {
                    let mo = self.mop(take);
                    self.i(
                        "v_cndmask_b32_e64",
                        1,
                        vec![MOp::vs(new, j, 1), MOp::vs(cur, j, 1), part(&val, j), mo],
                    );
                }
            }
            _ => unreachable!("a float atomic"),
        }
        // Swap it in where the location still holds `cur`.
        let ret = self.vt(n);
        let x = if wide { "_x2" } else { "" };
        match (tgt, &addr) {
            (Target::Lds, Addr::Off(o)) => {
                let m = if wide {
                    "ds_cmpst_rtn_b64"
                } else {
                    "ds_cmpst_rtn_b32"
                };
                self.i(
                    m,
                    1,
                    vec![MOp::v(ret, n), o.op(), curo.clone(), MOp::v(new, n)],
                );
            }
            (Target::Buf(base), Addr::Off(o)) => {
                let data = self.vt(2 * n);
                for j in 0..n {
                    self.i(
                        "v_mov_b32_e32",
                        1,
                        vec![MOp::vs(data, j, 1), MOp::vs(new, j, 1)],
                    );
                    self.i(
                        "v_mov_b32_e32",
                        1,
                        vec![MOp::vs(data, n + j, 1), MOp::vs(cur, j, 1)],
                    );
                }
                let m = super::intern(format!("global_atomic_cmpswap{x}"));
                self.i(
                    m,
                    1,
                    vec![MOp::v(ret, n), o.op(), MOp::v(data, 2 * n), MOp::v(base, 2)],
                );
                self.mods(" glc");
            }
            (Target::Flat, Addr::A64(p)) => {
                let data = self.vt(2 * n);
                for j in 0..n {
                    self.i(
                        "v_mov_b32_e32",
                        1,
                        vec![MOp::vs(data, j, 1), MOp::vs(new, j, 1)],
                    );
                    self.i(
                        "v_mov_b32_e32",
                        1,
                        vec![MOp::vs(data, n + j, 1), MOp::vs(cur, j, 1)],
                    );
                }
                let m = super::intern(format!("global_atomic_cmpswap{x}"));
                self.i(
                    m,
                    1,
                    vec![MOp::v(ret, n), p.clone(), MOp::v(data, 2 * n), MOp::Off],
                );
                self.mods(" glc");
            }
            _ => unreachable!("checked above"),
        }
        // The lanes whose swap happened (bitwise equal) are done; the
        // others retry with what they found.
        let done = self.mt();
        let eq = if wide {
            "v_cmp_eq_u64_e64"
        } else {
            "v_cmp_eq_u32_e64"
        };
        self.i(eq, 1, vec![self.mop(done), MOp::v(ret, n), curo.clone()]);
        for j in 0..n {
            let m = self.i(
                "v_mov_b32_e32",
                1,
                vec![MOp::vs(cur, j, 1), MOp::vs(ret, j, 1)],
            );
            m.partial = true;
        }
        let andn2 = self.m("s_andn2");
        let (e, d) = (self.exec(), self.mop(done));
        self.i(andn2, 1, vec![e.clone(), e, d]);
        self.branch("s_cbranch_execnz", lb);
        self.record(lb, cont);
        self.cur = cont;
        let (e, so) = (self.exec(), self.mop(saved));
        self.i(mov, 1, vec![e, so]);
        if flush {
            let f = if cr0 & 0x80 != 0 { 3 } else { 0 } | if cr0 & 0x40 != 0 { 0xc } else { 0 };
            let mut m = denorm(f);
            m.side = true;
            self.push(m);
        }
        // `cur` holds, in every lane, the value its swap replaced.
        if dst.root.is_some() {
            let rty = if wide { DataType::UQ } else { DataType::UD };
            if let Some(acc) = self.raw_acc(dst, rty, c, slot) {
                let v = if wide {
                    Value::two(Val::V(cur, 0), Val::V(cur, 1), rty)
                } else {
                    Value::one(Val::V(cur, 0), rty)
                };
                self.write_acc(&acc, c, v)?;
            }
        }
        Ok(())
    }

    /// A flat LSC address of 32 bits, as the vISA emulator forms it: the
    /// register value times the scale plus the offset, wrapped to 32 bits,
    /// zero-extended to 64 (element offsets are then added in 64 bits).
    /// Both emulators place buffers below 4 GiB, where such addresses
    /// reach them. (16 bits: the same, wrapped to 16.)
    fn flat_narrow(&mut self, a: Value, asize: u32, scale: i64, imm: i64) -> Val {
        let o = if asize == 2 { self.zext32(&a) } else { a.lo };
        let o = if scale != 1 {
            self.mul32(o, Val::K(scale as u32))
        } else {
            o
        };
        let o = self.add(o, Val::K(imm as u32));
        if asize == 2 {
            self.op2(super::ops::AND, o, Val::K(0xffff))
        } else {
            o
        }
    }

    /// A strided LSC message's `stride * k` in 64 bits (low, high), k the
    /// lane's channel: the emulator takes a 64-bit stride as it is and
    /// any other as its 32-bit value zero-extended (`msg.rs`
    /// `scalar_u64`).
    fn stride_times_chan(&mut self, st: &Opnd, c: &Chan) -> R<(Val, Val)> {
        let s = self.read(st, &Chan { n: 1, ..*c })?;
        let wide = matches!(s.ty, DataType::Q | DataType::UQ);
        let s = if wide {
            (s.lo, s.hi.unwrap_or(Val::K(0)))
        } else {
            // `int_of`: b and w sign-extended, then the low 32 bits.
            let lo = match s.ty {
                DataType::B => self.bfe(s.lo, 0, 8, true),
                DataType::W => self.bfe(s.lo, 0, 16, true),
                _ => self.zext32(&s),
            };
            (lo, Val::K(0))
        };
        let lane = if self.packed {
            self.chan_id()
        } else {
            self.lane_id()
        };
        let k = if !c.moff.is_multiple_of(self.w) {
            self.sub(lane, Val::K(c.moff % self.w))
        } else {
            lane
        };
        Ok(self.mul64(s, (k, Val::K(0))))
    }

    fn lsc(&mut self, c: &Chan, l: &crate::decode::Lsc) -> R<()> {
        let grf = self.vars.grf;
        let n = c.n;
        if l.transposed {
            return self.lsc_block(l);
        }
        let tgt = self.surface(&l.space)?;
        let mut imm = l.imm as i32;
        // Strided messages: every lane reads lane 0's address and adds
        // `stride * k` (k its channel), as the emulator forms them.
        let strided = l.stride.is_some();
        let a_off = move |k: u32| if strided { 0 } else { l.asize * k };
        let stride_k = match &l.stride {
            Some(_) if l.asize == 2 => {
                return Err(self.err("strided LSC messages with 16-bit addresses are not supported"))
            }
            Some(st) => Some(self.stride_times_chan(st, c)?),
            None => None,
        };
        // Addresses: per lane, scaled and offset.
        let addr = match (tgt, l.asize) {
            (Target::Flat, 8) => {
                let v = self.read_raw(&l.src0, DataType::UQ, c, a_off)?;
                let v = if l.scale != 1 {
                    let s = self.mul64(
                        (v.lo, v.hi.unwrap_or(Val::K(0))),
                        (Val::K(l.scale as u32), Val::K(0)),
                    );
                    Value::two(s.0, s.1, DataType::UQ)
                } else {
                    v
                };
                let v = match stride_k {
                    Some(sk) => {
                        let s = self.add64((v.lo, v.hi.unwrap_or(Val::K(0))), sk);
                        Value::two(s.0, s.1, DataType::UQ)
                    }
                    None => v,
                };
                Addr::A64(self.vpair(&v))
            }
            // 16-bit addresses are for SLM (GenX_IR's verifier); flat
            // ones would reach no buffer of either emulator.
            (Target::Flat, 2) => {
                return Err(self.err("LSC flat messages with 16-bit addresses are not supported"))
            }
            (Target::Flat, asize) => {
                let v = self.read_raw(&l.src0, DataType::UD, c, a_off)?;
                let a = self.flat_narrow(v, asize, l.scale, l.imm);
                // 32-bit addresses wrap: the product's low half.
                let a = match stride_k {
                    Some(sk) => self.add(a, sk.0),
                    None => a,
                };
                // The offset is in the address already (it wraps with it).
                imm = 0;
                let a = self.to_v(a);
                Addr::A64(self.vpair(&Value::two(a, Val::K(0), DataType::UQ)))
            }
            (_, 8) => {
                return Err(self.err("64-bit addresses on a surface or SLM are not supported"))
            }
            (_, asize) => {
                let ty = if asize == 2 {
                    DataType::UW
                } else {
                    DataType::UD
                };
                let v = self.read_raw(&l.src0, ty, c, a_off)?;
                let a = if asize == 2 { self.zext32(&v) } else { v.lo };
                let a = if l.scale != 1 {
                    self.mul32(a, Val::K(l.scale as u32))
                } else {
                    a
                };
                let a = match stride_k {
                    Some(sk) => self.add(a, sk.0),
                    None => a,
                };
                Addr::Off(a)
            }
        };
        let imm = imm;
        let rty = if l.rsize == 8 {
            DataType::UQ
        } else {
            DataType::UD
        };
        let slot = |j: u32| move |k| lsc_slot(l.rsize, j, k, n, grf);
        match l.kind {
            LscKind::Load | LscKind::LoadQuad => {
                let count = if l.kind == LscKind::LoadQuad {
                    4
                } else {
                    l.elems
                };
                let mut m = 0;
                for v in 0..count {
                    if l.kind == LscKind::LoadQuad && l.chmask >> v & 1 == 0 {
                        continue;
                    }
                    let off = imm + (v * l.msize) as i32;
                    if l.high {
                        // d16u32h: the 16 bits in the high half of the
                        // dword, the low half zero.
                        let t = self.vt(1);
                        self.load(tgt, &addr, l.msize, false, MOp::v(t, 1), off)?;
                        let h = self.vt(1);
                        self.i(
                            "v_lshlrev_b32_e32",
                            1,
                            vec![MOp::v(h, 1), MOp::Imm(16), MOp::v(t, 1)],
                        );
                        if let Some(a) = self.raw_acc(&l.dst, rty, c, slot(m)) {
                            self.write_acc(&a, c, Value::one(Val::V(h, 0), DataType::UD))?;
                        }
                        m += 1;
                        continue;
                    }
                    let (dst, pend) = self.load_dst(&l.dst, rty, c, slot(m));
                    self.load(tgt, &addr, l.msize, false, dst, off)?;
                    self.finish_load(pend, c)?;
                    m += 1;
                }
                Ok(())
            }
            LscKind::Store | LscKind::StoreQuad => {
                let count = if l.kind == LscKind::StoreQuad {
                    4
                } else {
                    l.elems
                };
                let mut m = 0;
                for v in 0..count {
                    if l.kind == LscKind::StoreQuad && l.chmask >> v & 1 == 0 {
                        continue;
                    }
                    let val = self.read_raw(&l.src1, rty, c, slot(m))?;
                    let d = if l.high {
                        // d16u32h: the dword's high half.
                        let x = self.to_v(val.lo);
                        let h = self.vt(1);
                        self.i(
                            "v_lshrrev_b32_e32",
                            1,
                            vec![MOp::v(h, 1), MOp::Imm(16), x.op()],
                        );
                        MOp::v(h, 1)
                    } else if l.rsize == 8 {
                        self.vpair(&val)
                    } else {
                        self.to_v(val.lo).op()
                    };
                    self.store(tgt, &addr, l.msize, d, imm + (v * l.msize) as i32)?;
                    m += 1;
                }
                Ok(())
            }
            LscKind::Atomic(op, nargs) => {
                if l.msize < 4 && op.is_float() {
                    return Err(
                        self.err("LSC float atomics on 8- and 16-bit data are not supported")
                    );
                }
                let addr = match addr {
                    Addr::Off(o) if imm != 0 => Addr::Off(self.add(o, Val::K(imm as u32))),
                    // GCN's flat/global atomics take an offset too, but
                    // the address is formed once here for every form.
                    Addr::A64(p) if imm != 0 => Addr::A64(self.add_offset64(p, imm)?),
                    a => a,
                };
                let s0 = if nargs >= 1 {
                    self.read_raw(&l.src1, rty, c, slot(0))?
                } else {
                    Value::konst(0, rty)
                };
                let s1 = if nargs >= 2 {
                    self.read_raw(&l.src2, rty, c, slot(0))?
                } else {
                    Value::konst(0, rty)
                };
                if l.msize < 4 {
                    return self.narrow_atomic(
                        tgt,
                        &addr,
                        op,
                        l.msize,
                        l.high,
                        [s0, s1],
                        &l.dst,
                        c,
                        slot(0),
                    );
                }
                self.atomic(tgt, &addr, op, l.msize, s0, s1, &l.dst, c, slot(0))
            }
        }
    }

    /// An integer atomic on 8- or 16-bit data (`d8c32`, `d16c32`,
    /// `d16c32h`): GCN has none, so a compare-and-swap loop on the dword
    /// holding it computes the narrow value as the emulator does (operands
    /// and result at the data's width, signed ones sign-extended for
    /// min/max) and swaps it into its bytes, the others unchanged; each
    /// lane's old value (zero-extended, in the high half for `d16c32h`)
    /// is the result.
    #[allow(clippy::too_many_arguments)]
    fn narrow_atomic(
        &mut self,
        tgt: Target,
        addr: &Addr,
        op: AtomicOp,
        bytes: u32,
        high: bool,
        srcs: [Value; 2],
        dst: &Raw,
        c: &Chan,
        slot: impl Fn(u32) -> u32 + Copy,
    ) -> R<()> {
        use super::ops;
        use AtomicOp::*;
        match (tgt, addr) {
            (Target::Flat, Addr::A64(_)) if self.abi.private_per_item > 0 => return Err(self.err(
                "a stateless atomic in a kernel with stateless private memory is not supported yet",
            )),
            (Target::Flat, Addr::A64(_))
            | (Target::Buf(_), Addr::Off(_))
            | (Target::Lds, Addr::Off(_)) => {}
            _ => return Err(self.err("unsupported atomic address form")),
        }
        let Some(&lb) = self.flow.loop_block.get(&self.k) else {
            return Err(self.err("internal: a narrow atomic without its loop block"));
        };
        let Some(&cont) = self.flow.block_of.get(&(self.k + 1)) else {
            return Err(self.err("internal: a narrow atomic without a block after it"));
        };
        let bits = 8 * bytes;
        let mask = (1u32 << bits) - 1;
        // Sources at the data's width, in VGPRs before the loop.
        let mut ab = [Val::K(0); 2];
        for (j, v) in srcs.iter().enumerate() {
            let x = if high {
                self.op2(ops::LSHR, v.lo, Val::K(16))
            } else {
                v.lo
            };
            let x = self.op2(ops::AND, x, Val::K(mask));
            ab[j] = self.to_v(x);
        }
        let [a, b] = ab;
        // The dword holding the data and the data's bit offset in it.
        let (lo, rebuild): (Val, Option<Val>) = match addr {
            Addr::Off(o) => (*o, None),
            Addr::A64(MOp::R {
                reg: crate::mir::Reg::V(v),
                off,
                ..
            }) => (Val::V(*v, *off), Some(Val::V(*v, *off + 1))),
            Addr::A64(_) => return Err(self.err("internal: a 64-bit address not in VGPRs")),
        };
        let byte = self.op2(ops::AND, lo, Val::K(3));
        let shift = self.op2(ops::SHL, byte, Val::K(3));
        let shift = self.to_v(shift);
        let lo_al = self.op2(ops::AND, lo, Val::K(!3));
        let dw = match rebuild {
            None if matches!(tgt, Target::Lds) => Addr::Off(self.lds_addr(lo_al)),
            None => Addr::Off(self.to_v(lo_al)),
            Some(hi) => {
                let lo_al = self.to_v(lo_al);
                Addr::A64(self.vpair(&Value::two(lo_al, hi, DataType::UQ)))
            }
        };
        let keep = self.op2(ops::SHL, Val::K(mask), shift);
        let keep = self.not(keep);
        let keep = self.to_v(keep);
        let cur = self.vt(1);
        self.load_one(tgt, &dw, 4, false, MOp::v(cur, 1), 0)?;
        let saved = self.mt();
        let mov = self.m("s_mov");
        let (e, so) = (self.exec(), self.mop(saved));
        self.i(mov, 1, vec![so, e]);
        let from = self.cur;
        self.record(from, lb);
        self.cur = lb;
        // The old value at the data's width, and the new one.
        let curv = Val::V(cur, 0);
        let old = self.op2(ops::LSHR, curv, shift);
        let old = self.op2(ops::AND, old, Val::K(mask));
        let sx = |s: &mut Self, x: Val| s.bfe(x, 0, bits, true);
        let new = match op {
            Add => self.add(old, a),
            Sub => self.sub(old, a),
            Inc => self.add(old, Val::K(1)),
            Dec => self.sub(old, Val::K(1)),
            UMin => self.op2(ops::MIN_U, old, a),
            UMax => self.op2(ops::MAX_U, old, a),
            SMin | SMax => {
                let (x, y) = (sx(self, old), sx(self, a));
                let o = if op == SMin { ops::MIN_I } else { ops::MAX_I };
                self.op2(o, x, y)
            }
            Xchg | Store => a,
            Load => old,
            And => self.op2(ops::AND, old, a),
            Or => self.op2(ops::OR, old, a),
            Xor => self.op2(ops::XOR, old, a),
            CasSwapped | Cmpxchg => {
                // `CasSwapped`: the old value equal to `a` takes `b`;
                // `Cmpxchg`: equal to `b` takes `a`.
                let (cmp, take) = if op == CasSwapped { (a, b) } else { (b, a) };
                let m = self.mt();
                let [ov, cv] = self.legal3([old, cmp]);
                self.i("v_cmp_eq_u32_e64", 1, vec![self.mop(m), ov.op(), cv.op()]);
                self.cndmask(old, take, m)
            }
            _ => {
                return Err(self.err(format!(
                    "atomic {op:?} on {bytes}-byte data is not supported"
                )))
            }
        };
        let new = self.op2(ops::AND, new, Val::K(mask));
        let new = self.op2(ops::SHL, new, shift);
        let rest = self.op2(ops::AND, curv, keep);
        let new = self.op2(ops::OR, rest, new);
        let new = self.to_v(new);
        // Swap it in where the dword still holds `cur`.
        let ret = self.vt(1);
        match (tgt, &dw) {
            (Target::Lds, Addr::Off(o)) => {
                self.i(
                    "ds_cmpst_rtn_b32",
                    1,
                    vec![MOp::v(ret, 1), o.op(), curv.op(), new.op()],
                );
            }
            (Target::Buf(base), Addr::Off(o)) => {
                let data = self.vt(2);
                self.i("v_mov_b32_e32", 1, vec![MOp::vs(data, 0, 1), new.op()]);
                self.i("v_mov_b32_e32", 1, vec![MOp::vs(data, 1, 1), curv.op()]);
                self.i(
                    "global_atomic_cmpswap",
                    1,
                    vec![MOp::v(ret, 1), o.op(), MOp::v(data, 2), MOp::v(base, 2)],
                );
                self.mods(" glc");
            }
            (Target::Flat, Addr::A64(p)) => {
                let data = self.vt(2);
                self.i("v_mov_b32_e32", 1, vec![MOp::vs(data, 0, 1), new.op()]);
                self.i("v_mov_b32_e32", 1, vec![MOp::vs(data, 1, 1), curv.op()]);
                self.i(
                    "global_atomic_cmpswap",
                    1,
                    vec![MOp::v(ret, 1), p.clone(), MOp::v(data, 2), MOp::Off],
                );
                self.mods(" glc");
            }
            _ => unreachable!("checked above"),
        }
        // The lanes whose swap happened are done; the others retry with
        // what they found.
        let done = self.mt();
        self.i(
            "v_cmp_eq_u32_e64",
            1,
            vec![self.mop(done), MOp::v(ret, 1), curv.op()],
        );
        let m = self.i("v_mov_b32_e32", 1, vec![MOp::v(cur, 1), MOp::v(ret, 1)]);
        m.partial = true;
        let andn2 = self.m("s_andn2");
        let (e, d) = (self.exec(), self.mop(done));
        self.i(andn2, 1, vec![e.clone(), e, d]);
        self.branch("s_cbranch_execnz", lb);
        self.record(lb, cont);
        self.cur = cont;
        let (e, so) = (self.exec(), self.mop(saved));
        self.i(mov, 1, vec![e, so]);
        // `cur` holds, in every lane, the dword its swap replaced.
        if dst.root.is_some() {
            let old = self.op2(ops::LSHR, curv, shift);
            let old = self.op2(ops::AND, old, Val::K(mask));
            let old = if high {
                self.op2(ops::SHL, old, Val::K(16))
            } else {
                old
            };
            if let Some(acc) = self.raw_acc(dst, DataType::UD, c, slot) {
                self.write_acc(&acc, c, Value::one(old, DataType::UD))?;
            }
        }
        Ok(())
    }

    /// `barrier`: every access of the thread done, then the work-group
    /// barrier.
    pub fn barrier(&mut self) -> R<()> {
        if self.packed {
            // Every segment present must be here: a thread elsewhere would
            // meet another barrier, which one wave cannot give it.
            let h = self.here();
            let p = self.seg_present.expect("packed prologue");
            let cmp = self.m("s_cmp_eq");
            let (ho, po) = (self.mop(h), self.mop(p));
            self.i(cmp, 0, vec![ho, po]);
            let trap = self.f.block();
            self.f.blocks[trap as usize].labelled = true;
            self.i("s_cbranch_scc0", 0, vec![MOp::Label(trap)]);
            let saved = self.cur;
            self.cur = trap;
            self.i("s_trap", 0, vec![MOp::Imm(2)]);
            self.i("s_endpgm", 0, vec![]);
            self.cur = saved;
        }
        // Outstanding memory operations are waited for by the wait pass
        // (s_barrier orders nothing by itself): waits for everything.
        self.i(
            "s_waitcnt",
            0,
            vec![MOp::Text("vmcnt(0) lgkmcnt(0)".into())],
        );
        if self.t.gen >= 10 {
            self.i(
                "s_waitcnt_vscnt",
                0,
                vec![MOp::Text("null".into()), MOp::Imm(0)],
            );
        }
        self.i("s_barrier", 0, vec![]);
        Ok(())
    }

    /// A fence: the memory-model sequence for the generation (release then
    /// acquire at agent scope for global memory; LDS needs only its
    /// accesses completed).
    pub fn fence(&mut self, f: Fence) -> R<()> {
        match f {
            Fence::Sw => Ok(()),
            Fence::Local => {
                self.i("s_waitcnt", 0, vec![MOp::Text("lgkmcnt(0)".into())]);
                Ok(())
            }
            Fence::Global => {
                self.i(
                    "s_waitcnt",
                    0,
                    vec![MOp::Text("vmcnt(0) lgkmcnt(0)".into())],
                );
                if self.t.gen >= 10 {
                    self.i(
                        "s_waitcnt_vscnt",
                        0,
                        vec![MOp::Text("null".into()), MOp::Imm(0)],
                    );
                    self.i("buffer_gl0_inv", 0, vec![]);
                    self.i("buffer_gl1_inv", 0, vec![]);
                } else {
                    self.i("buffer_wbinvl1_vol", 0, vec![]);
                }
                Ok(())
            }
        }
    }

    /// `movs`: sets a surface variable (tracked at compile time).
    pub fn movs(&mut self, c: &Chan, dst: &Opnd, src: &Opnd) -> R<()> {
        match dst {
            Opnd::State { sampler: false, id } => {
                let v = self.read(src, c)?;
                let val = v.lo.k();
                if (*id as usize) < self.surf_vals.len() {
                    self.surf_vals[*id as usize] = val;
                }
                Ok(())
            }
            Opnd::State { sampler: true, .. } => Ok(()),
            _ => {
                let v = self.read(src, c)?;
                self.write(dst, c, v)
            }
        }
    }
}

/// A block message's uniform base address.
#[derive(Clone, Copy, Debug)]
enum Base {
    /// A 64-bit address (low, high).
    A64(Val, Val),
    /// An LDS offset.
    Lds(Val),
}

/// A message's per-lane address.
#[derive(Clone, Debug)]
enum Addr {
    /// A 32-bit offset (surfaces, SLM).
    Off(Val),
    /// A 64-bit address (a VGPR pair).
    A64(MOp),
}

/// The modifiers of a per-lane MUBUF access of the thread's scratch.
fn mubuf_mods(imm: i32) -> String {
    if imm == 0 {
        " offen".to_string()
    } else {
        format!(" offen offset:{imm}")
    }
}

#[allow(dead_code)]
fn unused(k: u32) -> MOp {
    konst(k)
}
