//! Which bytes of which root variable each instruction reads and writes,
//! per channel: operands through their regions, message payloads through
//! the payload layouts of their instruction pages. The layout analysis
//! decides from these where each variable lives; instruction selection
//! uses the same payload functions, so both agree.

use visa::DataType;

use crate::access::{Access, Shape};
use crate::decode::{Ins, LscKind, Mem, Op, Opnd, Raw, Space};

/// One access of an instruction to a root variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Use {
    /// A region or a per-channel payload access.
    Acc {
        /// The access.
        acc: Access,
        /// Written (else read).
        write: bool,
    },
    /// Contiguous bytes of a block message's payload.
    Block {
        /// Root.
        root: u32,
        /// First byte.
        off: u32,
        /// Length in bytes.
        len: u32,
        /// Written (else read).
        write: bool,
    },
    /// The root's register-file address is taken (its bytes may then be
    /// reached through address registers).
    AddrTaken {
        /// Root.
        root: u32,
    },
    /// An access through an address register (to an address-taken root).
    Indirect {
        /// Written (else read).
        write: bool,
    },
}

/// Byte offset in the payload of `gather4_scaled`/`scatter4_scaled` data
/// of channel `c` for its `pos`-th enabled component (RGBA): each enabled
/// component takes `max(n, GRF dwords)` dwords.
pub fn scaled4_slot(pos: u32, c: u32, n: u32, grf: u32) -> u32 {
    pos * n.max(grf / 4) * 4 + 4 * c
}

/// Byte offset of block `j` of channel `c` of `svm_gather`/`svm_scatter`
/// data (`bs` bytes per block, `blocks` blocks, `n` channels): byte blocks
/// pack each channel's bytes into its dword(s), larger blocks are stored
/// block-major.
pub fn svm_slot(bs: u32, blocks: u32, j: u32, c: u32, n: u32) -> u32 {
    if bs == 1 {
        c * blocks.max(4) + j
    } else {
        (j * n + c) * bs
    }
}

/// Byte offset of element `j` of channel `c` of a non-transposed LSC
/// payload (`rsize` bytes per element in registers; each element's block
/// of `n` channels starts on a GRF boundary).
pub fn lsc_slot(rsize: u32, j: u32, c: u32, n: u32, grf: u32) -> u32 {
    j * (n * rsize).div_ceil(grf) * grf + c * rsize
}

fn opnd_uses(o: &Opnd, write: bool, out: &mut Vec<Use>) {
    match o {
        Opnd::Var { acc, .. } => out.push(Use::Acc {
            acc: acc.clone(),
            write,
        }),
        Opnd::Ind { addr, .. } => {
            let _ = addr;
            out.push(Use::Indirect { write });
        }
        Opnd::AddrOf { root, .. } => out.push(Use::AddrTaken { root: *root }),
        _ => {}
    }
}

/// Per-channel access of `size` bytes at `slot(c)` of a raw operand.
fn raw_lanes(
    r: &Raw,
    ty: DataType,
    n: u32,
    lane0: u32,
    slot: impl Fn(u32) -> u32,
) -> Option<Access> {
    let root = r.root?;
    Some(Access {
        root,
        ty,
        shape: if n == 1 {
            Shape::Scalar {
                off: r.off + slot(0),
            }
        } else {
            Shape::Lanes {
                lane0,
                offs: (0..n).map(|c| r.off + slot(c)).collect(),
            }
        },
    })
}

fn push_raw(
    out: &mut Vec<Use>,
    r: &Raw,
    ty: DataType,
    n: u32,
    lane0: u32,
    write: bool,
    slot: impl Fn(u32) -> u32,
) {
    if let Some(acc) = raw_lanes(r, ty, n, lane0, slot) {
        out.push(Use::Acc { acc, write });
    }
}

fn int_ty(bytes: u32) -> DataType {
    match bytes {
        1 => DataType::UB,
        2 => DataType::UW,
        8 => DataType::UQ,
        _ => DataType::UD,
    }
}

/// The uses of one instruction (`grf`: the source platform's GRF size).
pub fn ins_uses(ins: &Ins, grf: u32) -> Vec<Use> {
    let mut out = Vec::new();
    let n = ins.exec;
    let l0 = ins.moff;
    match &ins.op {
        Op::Alu { dst, srcs, .. } => {
            for s in srcs {
                opnd_uses(s, false, &mut out);
            }
            opnd_uses(dst, true, &mut out);
        }
        Op::Mov { dst, src, .. } | Op::Movs { dst, src } => {
            opnd_uses(src, false, &mut out);
            opnd_uses(dst, true, &mut out);
        }
        Op::Cmp {
            dst, src0, src1, ..
        } => {
            opnd_uses(src0, false, &mut out);
            opnd_uses(src1, false, &mut out);
            opnd_uses(dst, true, &mut out);
        }
        Op::Setp { src, .. } => opnd_uses(src, false, &mut out),
        Op::AddrAdd { dst, src0, src1 } => {
            opnd_uses(src0, false, &mut out);
            opnd_uses(src1, false, &mut out);
            opnd_uses(dst, true, &mut out);
        }
        Op::Carry {
            dst,
            carry,
            src0,
            src1,
            ..
        } => {
            opnd_uses(src0, false, &mut out);
            opnd_uses(src1, false, &mut out);
            opnd_uses(dst, true, &mut out);
            opnd_uses(carry, true, &mut out);
        }
        Op::Madw { dst, hi_off, srcs } => {
            for s in srcs {
                opnd_uses(s, false, &mut out);
            }
            opnd_uses(dst, true, &mut out);
            if let Opnd::Var { acc, .. } = dst {
                let mut hi = acc.clone();
                match &mut hi.shape {
                    Shape::Scalar { off } => *off += hi_off,
                    Shape::Lanes { offs, .. } => offs.iter_mut().for_each(|o| *o += hi_off),
                }
                out.push(Use::Acc {
                    acc: hi,
                    write: true,
                });
            }
        }
        Op::Dpas(p) => {
            use crate::isel::{dpas_lanes, dpas_src1_rows, dpas_src2_own, dpas_src2_reads};
            let d = &p.d;
            for (off, ty) in dpas_src2_reads(dpas_src2_own(d)) {
                out.push(Use::Acc {
                    acc: Access {
                        root: p.src2,
                        ty,
                        shape: Shape::Scalar { off: d.src2 + off },
                    },
                    write: false,
                });
            }
            for m in 0..dpas_src1_rows(d) {
                out.push(Use::Acc {
                    acc: dpas_lanes(p.src1, d.src1 + m * d.grf, d.exec, DataType::UD),
                    write: false,
                });
            }
            for r in 0..d.rc {
                if let (Some((off, ty)), Some(root)) = (d.src0, p.src0) {
                    out.push(Use::Acc {
                        acc: dpas_lanes(root, off + r * d.exec * ty.size(), d.exec, ty),
                        write: false,
                    });
                }
                let ty = d.dst_ty;
                out.push(Use::Acc {
                    acc: dpas_lanes(p.dst, d.dst + r * d.exec * ty.size(), d.exec, ty),
                    write: true,
                });
            }
        }
        Op::Ifcall { addr, .. } => opnd_uses(addr, false, &mut out),
        Op::Faddr { dst, .. } => opnd_uses(dst, true, &mut out),
        Op::Switchjmp { index, .. } => opnd_uses(index, false, &mut out),
        Op::Mem(m) => mem_uses(m, n, l0, grf, &mut out),
        _ => {}
    }
    out
}

fn space_uses(s: &Space, out: &mut Vec<Use>) {
    if let Space::Bti(o) = s {
        opnd_uses(o, false, out);
    }
}

fn mem_uses(m: &Mem, n: u32, l0: u32, grf: u32, out: &mut Vec<Use>) {
    use DataType::*;
    match m {
        Mem::Scaled4 {
            store,
            ch,
            space,
            goff,
            offs,
            data,
        } => {
            opnd_uses(goff, false, out);
            space_uses(space, out);
            // SVM offsets are 64-bit.
            let (oty, osz) = if *space == Space::Flat {
                (UQ, 8)
            } else {
                (UD, 4)
            };
            push_raw(out, offs, oty, n, l0, false, |c| osz * c);
            for pos in 0..ch.count_ones() {
                push_raw(out, data, UD, n, l0, !store, |c| {
                    scaled4_slot(pos, c, n, grf)
                });
            }
        }
        Mem::Scaled {
            store,
            space,
            goff,
            offs,
            data,
            ..
        }
        | Mem::Scatter {
            store,
            space,
            goff,
            offs,
            data,
            ..
        } => {
            opnd_uses(goff, false, out);
            space_uses(space, out);
            push_raw(out, offs, UD, n, l0, false, |c| 4 * c);
            push_raw(out, data, UD, n, l0, !store, |c| 4 * c);
        }
        Mem::DwordAtomic {
            space,
            offs,
            src0,
            src1,
            dst,
            ..
        } => {
            space_uses(space, out);
            push_raw(out, offs, UD, n, l0, false, |c| 4 * c);
            push_raw(out, src0, UD, n, l0, false, |c| 4 * c);
            push_raw(out, src1, UD, n, l0, false, |c| 4 * c);
            push_raw(out, dst, UD, n, l0, true, |c| 4 * c);
        }
        Mem::Block {
            store,
            bytes,
            space,
            addr,
            data,
            ..
        } => {
            opnd_uses(addr, false, out);
            space_uses(space, out);
            if let Some(root) = data.root {
                out.push(Use::Block {
                    root,
                    off: data.off,
                    len: *bytes,
                    write: !store,
                });
            }
        }
        Mem::SvmScatter {
            store,
            bs,
            blocks,
            addrs,
            data,
        } => {
            push_raw(out, addrs, UQ, n, l0, false, |c| 8 * c);
            for j in 0..*blocks {
                let ty = if *bs == 1 { UB } else { int_ty(*bs) };
                push_raw(out, data, ty, n, l0, !store, |c| {
                    svm_slot(*bs, *blocks, j, c, n)
                });
            }
        }
        Mem::SvmAtomic {
            bits,
            addrs,
            src0,
            src1,
            dst,
            ..
        } => {
            let b = if *bits == 64 { 8 } else { 4 };
            let ty = int_ty(b);
            push_raw(out, addrs, UQ, n, l0, false, |c| 8 * c);
            push_raw(out, src0, ty, n, l0, false, |c| b * c);
            push_raw(out, src1, ty, n, l0, false, |c| b * c);
            push_raw(out, dst, ty, n, l0, true, |c| b * c);
        }
        Mem::Qw {
            store,
            blocks,
            space,
            offs,
            data,
        } => {
            space_uses(space, out);
            push_raw(out, offs, UD, n, l0, false, |c| 4 * c);
            for j in 0..*blocks {
                push_raw(out, data, UQ, n, l0, !store, |c| 8 * (j * n + c));
            }
        }
        Mem::Lsc(l) => {
            space_uses(&l.space, out);
            let aty = int_ty(l.asize);
            let rty = int_ty(l.rsize);
            if l.transposed {
                if let Some(st) = &l.stride {
                    opnd_uses(st, false, out);
                }
                push_raw(out, &l.src0, aty, 1, l0, false, |_| 0);
                let len = l.elems * l.rsize;
                let (data, write) = match l.kind {
                    LscKind::Load | LscKind::LoadQuad => (&l.dst, true),
                    _ => (&l.src1, false),
                };
                if let Some(root) = data.root {
                    out.push(Use::Block {
                        root,
                        off: data.off,
                        len,
                        write,
                    });
                }
                return;
            }
            if let Some(st) = &l.stride {
                // One address (lane 0's) and the scalar stride.
                opnd_uses(st, false, out);
                push_raw(out, &l.src0, aty, 1, l0, false, |_| 0);
            } else {
                push_raw(out, &l.src0, aty, n, l0, false, |c| l.asize * c);
            }
            let comps = match l.kind {
                LscKind::LoadQuad | LscKind::StoreQuad => l.chmask.count_ones(),
                LscKind::Atomic(..) => 1,
                _ => l.elems,
            };
            match l.kind {
                LscKind::Load | LscKind::LoadQuad => {
                    for j in 0..comps {
                        push_raw(out, &l.dst, rty, n, l0, true, |c| {
                            lsc_slot(l.rsize, j, c, n, grf)
                        });
                    }
                }
                LscKind::Store | LscKind::StoreQuad => {
                    for j in 0..comps {
                        push_raw(out, &l.src1, rty, n, l0, false, |c| {
                            lsc_slot(l.rsize, j, c, n, grf)
                        });
                    }
                }
                LscKind::Atomic(_, nsrc) => {
                    if nsrc >= 1 {
                        push_raw(out, &l.src1, rty, n, l0, false, |c| {
                            lsc_slot(l.rsize, 0, c, n, grf)
                        });
                    }
                    if nsrc >= 2 {
                        push_raw(out, &l.src2, rty, n, l0, false, |c| {
                            lsc_slot(l.rsize, 0, c, n, grf)
                        });
                    }
                    push_raw(out, &l.dst, rty, n, l0, true, |c| {
                        lsc_slot(l.rsize, 0, c, n, grf)
                    });
                }
            }
        }
    }
}
