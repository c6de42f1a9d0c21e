//! Operands resolved for execution: per-lane byte offsets of direct
//! regions, indirect operands as address-register references, immediates
//! expanded, raw operands as byte ranges.

use visa::{DataType, Modifier, RawOperand, Region, VecOperand};

use crate::layout::{Layout, V_NULL};

/// One value per SIMD lane, as raw bits.
pub(crate) type Lanes = [u64; 32];

/// How the lanes of a direct operand are spread: lets the common shapes
/// skip the offset table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Every lane reads the same element.
    Scalar,
    /// Lane `i` is at `offs[0] + i * stride` bytes.
    Strided(u32),
    /// Anything else: use the table.
    Table,
}

/// A direct general operand.
#[derive(Clone, Debug)]
pub(crate) struct RegOp {
    pub ty: DataType,
    /// Byte offset of each lane (only the first exec-size entries count).
    pub offs: Box<[u32; 32]>,
    pub shape: Shape,
    /// First lane whose element lies outside the variable, if any.
    pub oob: Option<u8>,
    pub md: Modifier,
}

/// An indirect operand `r[A(k), imm]<region>:ty`.
#[derive(Clone, Debug)]
pub(crate) struct IndOp {
    pub ty: DataType,
    /// Index of the first address element used (in the thread's address file).
    pub addr: u32,
    /// Number of address elements of the address variable from `addr` on.
    pub addr_avail: u32,
    pub imm: i16,
    pub v: u32,
    pub w: u32,
    pub h: u32,
    /// Multi-address (`<;w,h>`): one address element per row.
    pub multi: bool,
    pub md: Modifier,
}

/// A source vector operand.
#[derive(Clone, Debug)]
pub(crate) enum Src {
    Reg(RegOp),
    /// Immediate: `vals[i % count]` for lane `i`, raw bits of type `ty`
    /// (V, UV and VF are expanded to W, UW and F elements).
    Imm {
        ty: DataType,
        vals: [u64; 8],
        count: u8,
    },
    Ind(IndOp),
    /// A predicate variable read as bits.
    Pred {
        idx: u16,
        inverse: bool,
    },
    /// Elements of an address variable, replicated past `width`.
    Addr {
        base: u32,
        width: u8,
    },
    /// The byte address of a variable plus an offset (`&V[off]`).
    AddrOf {
        off: u32,
    },
    /// A surface or sampler element (index in the thread's state file).
    State {
        sampler: bool,
        idx: u32,
    },
}

impl Src {
    /// The element type the operand delivers.
    pub fn ty(&self) -> DataType {
        match self {
            Src::Reg(r) => r.ty,
            Src::Imm { ty, .. } => *ty,
            Src::Ind(i) => i.ty,
            Src::Pred { .. } => DataType::UD,
            Src::Addr { .. } | Src::AddrOf { .. } => DataType::UW,
            Src::State { .. } => DataType::UD,
        }
    }

    /// The source modifier.
    pub fn md(&self) -> Modifier {
        match self {
            Src::Reg(r) => r.md,
            Src::Ind(i) => i.md,
            _ => Modifier::None,
        }
    }

    /// Whether every lane reads the same element.
    pub fn is_scalar(&self) -> bool {
        match self {
            Src::Reg(r) => r.shape == Shape::Scalar,
            Src::Imm { count, .. } => *count == 1,
            Src::Ind(i) => !i.multi && i.v == 0 && i.h == 0,
            _ => false,
        }
    }
}

/// A destination vector operand.
#[derive(Clone, Debug)]
pub(crate) enum Dst {
    Reg(RegOp),
    Ind(IndOp),
    Pred {
        idx: u16,
    },
    Addr {
        base: u32,
        avail: u32,
    },
    /// `%null`: results are discarded.
    Null,
}

impl Dst {
    /// The element type written.
    pub fn ty(&self) -> DataType {
        match self {
            Dst::Reg(r) => r.ty,
            Dst::Ind(i) => i.ty,
            Dst::Pred { .. } => DataType::Bool,
            Dst::Addr { .. } => DataType::UW,
            Dst::Null => DataType::UD,
        }
    }
}

/// A raw operand: a contiguous byte range starting at `off`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Raw {
    pub off: u32,
    /// End of the variable's storage (exclusive): accesses must stay below.
    pub end: u32,
    /// `%null`.
    pub null: bool,
}

/// Everything operand decoding needs from the routine.
pub(crate) struct OpCtx<'a> {
    pub layout: &'a Layout,
    /// First index of each address variable in the thread's address file,
    /// and its element count.
    pub addr_base: &'a [(u32, u32)],
    pub num_preds: u16,
    pub exec: u32,
}

fn region_vals(r: Region) -> (Option<u32>, Option<u32>, Option<u32>) {
    (r.vstride(), r.width(), r.hstride())
}

/// Element indices a source region `<v;w,h>` reads for `exec` lanes.
pub(crate) fn src_region_elems(exec: u32, v: u32, w: u32, h: u32) -> Vec<u32> {
    let w = w.clamp(1, 32);
    let rows = exec.div_ceil(w).max(1);
    let mut out = Vec::with_capacity(exec as usize);
    'o: for i in 0..rows {
        for j in 0..w {
            if out.len() == exec as usize {
                break 'o;
            }
            out.push(i * v + j * h);
        }
    }
    out
}

fn shape_of(offs: &[u32], n: usize) -> Shape {
    if offs[..n].iter().all(|&o| o == offs[0]) {
        return Shape::Scalar;
    }
    let stride = offs[1].wrapping_sub(offs[0]);
    if offs[1] > offs[0]
        && offs[..n]
            .iter()
            .enumerate()
            .all(|(i, &o)| o == offs[0] + i as u32 * stride)
    {
        Shape::Strided(stride)
    } else {
        Shape::Table
    }
}

fn general_op(
    c: &OpCtx,
    var: u32,
    row: u8,
    col: u8,
    elems: &[u32],
    md: Modifier,
) -> Result<RegOp, String> {
    let slot = c
        .layout
        .var(var)
        .ok_or_else(|| format!("undeclared variable V{var}"))?;
    let sz = slot.ty.size();
    let per_row = (c.layout.grf / sz).max(1);
    let first = row as u32 * per_row + col as u32;
    let mut offs = Box::new([0u32; 32]);
    let mut oob = None;
    let limit = slot.size.max(if var == V_NULL { u32::MAX / 2 } else { 0 });
    for (i, e) in elems.iter().enumerate().take(32) {
        let el = first as u64 + *e as u64;
        let byte = el * sz as u64;
        if byte + sz as u64 > limit as u64 && oob.is_none() {
            oob = Some(i as u8);
        }
        offs[i] = slot.off.wrapping_add(byte.min(u32::MAX as u64 / 2) as u32);
    }
    let n = elems.len().clamp(1, 32);
    if oob.is_some() {
        // Keep offsets in range of the file so that nothing is read before
        // the error is raised.
        for o in offs.iter_mut() {
            *o = slot.off;
        }
    }
    for i in n..32 {
        offs[i] = offs[0];
    }
    Ok(RegOp {
        ty: slot.ty,
        shape: shape_of(&offs[..], n),
        offs,
        oob,
        md,
    })
}

fn addr_ref(c: &OpCtx, addr: u16, off: u32) -> Result<(u32, u32), String> {
    let (base, n) = *c
        .addr_base
        .get(addr as usize)
        .ok_or_else(|| format!("undeclared address variable A{addr}"))?;
    if off >= n {
        return Err(format!(
            "address element A{addr}({off}) is outside the variable ({n} elements)"
        ));
    }
    Ok((base + off, n - off))
}

/// Expands an immediate to lane values.
pub(crate) fn imm_src(ty: DataType, bits: u64) -> Src {
    let mut vals = [0u64; 8];
    match ty {
        DataType::V | DataType::UV => {
            for (i, v) in vals.iter_mut().enumerate() {
                let nib = (bits >> (4 * i)) & 0xf;
                *v = if ty == DataType::V && nib & 8 != 0 {
                    (nib | !0xf) & 0xffff
                } else {
                    nib
                };
            }
            Src::Imm {
                ty: if ty == DataType::V {
                    DataType::W
                } else {
                    DataType::UW
                },
                vals,
                count: 8,
            }
        }
        DataType::VF => {
            for (i, v) in vals.iter_mut().take(4).enumerate() {
                *v = vf_to_f32((bits >> (8 * i)) as u8).to_bits() as u64;
            }
            Src::Imm {
                ty: DataType::F,
                vals,
                count: 4,
            }
        }
        _ => {
            let mask = if ty.size() >= 8 {
                u64::MAX
            } else {
                (1u64 << (8 * ty.size())) - 1
            };
            vals[0] = bits & mask;
            Src::Imm { ty, vals, count: 1 }
        }
    }
}

/// The restricted 8-bit float of VF immediates: sign, 3-bit exponent
/// (bias 3), 4-bit mantissa; 0 encodes zero.
pub(crate) fn vf_to_f32(b: u8) -> f32 {
    let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = ((b >> 4) & 7) as i32;
    let m = (b & 0xf) as f32;
    if b & 0x7f == 0 {
        return sign * 0.0;
    }
    sign * (1.0 + m / 16.0) * 2f32.powi(e - 3)
}

/// Decodes a source vector operand. `scalar` forces the region `<0;1,0>`.
pub(crate) fn src(c: &OpCtx, v: &VecOperand, scalar: bool) -> Result<Src, String> {
    Ok(match v {
        VecOperand::General {
            var,
            row,
            col,
            region,
            modifier,
        } => {
            let elems = if scalar {
                vec![0; c.exec as usize]
            } else {
                let (vs, w, h) = region_vals(*region);
                match (vs, w, h) {
                    (Some(vs), Some(w), Some(h)) => src_region_elems(c.exec, vs, w, h),
                    // A destination-style region on a source: contiguous.
                    (None, None, Some(h)) => (0..c.exec).map(|i| i * h).collect(),
                    _ => return Err(format!("invalid source region {}", region.text())),
                }
            };
            Src::Reg(general_op(c, *var, *row, *col, &elems, *modifier)?)
        }
        VecOperand::Immediate { ty, bits } => {
            let s = imm_src(*ty, *bits);
            if let Src::Imm { count, .. } = s {
                if count > 1 && c.exec > count as u32 {
                    return Err(format!(
                        "a packed {} immediate has {count} elements but the execution size is {}",
                        ty.name(),
                        c.exec
                    ));
                }
            }
            s
        }
        VecOperand::Indirect {
            addr,
            addr_offset,
            imm_offset,
            ty,
            region,
            modifier,
        } => {
            let (base, avail) = addr_ref(c, *addr, *addr_offset as u32)?;
            let (vs, w, h) = region_vals(*region);
            let (v, w, h, multi) = if scalar {
                (0, 1, 0, false)
            } else {
                match (vs, w, h) {
                    (Some(v), Some(w), Some(h)) => (v, w, h, false),
                    (None, Some(w), Some(h)) => (0, w, h, true),
                    (None, None, Some(h)) => (0, 32, h, false),
                    _ => return Err(format!("invalid indirect region {}", region.text())),
                }
            };
            if multi {
                let rows = c.exec.div_ceil(w.max(1));
                if rows > avail {
                    return Err(format!(
                        "multi-address operand needs {rows} address elements, A{addr} has {avail} from offset {addr_offset}"
                    ));
                }
            }
            if ty.is_packed() || *ty == DataType::Bool {
                return Err(format!("indirect operand of type {}", ty.name()));
            }
            Src::Ind(IndOp {
                ty: *ty,
                addr: base,
                addr_avail: avail,
                imm: *imm_offset,
                v,
                w: w.max(1),
                h,
                multi,
                md: *modifier,
            })
        }
        VecOperand::Predicate { pred, .. } => {
            let id = pred.id();
            if id == 0 || id > c.num_preds {
                return Err(format!("undeclared predicate P{id}"));
            }
            Src::Pred {
                idx: id - 1,
                inverse: pred.inverse(),
            }
        }
        VecOperand::Address {
            addr,
            offset,
            width,
            ..
        } => {
            let (base, avail) = addr_ref(c, *addr, *offset as u32)?;
            let w = visa::addr_width(*width).map_or(1, |e| e.count());
            if w > avail {
                return Err(format!(
                    "address operand A{addr}({offset})<{w}> is outside the variable"
                ));
            }
            Src::Addr {
                base,
                width: w as u8,
            }
        }
        VecOperand::AddressOf { var, offset, .. } => {
            let slot = c
                .layout
                .var(*var)
                .ok_or_else(|| format!("undeclared variable V{var}"))?;
            Src::AddrOf {
                off: (slot.off as i64 + *offset as i64).max(0) as u32,
            }
        }
        VecOperand::State {
            class, id, offset, ..
        } => Src::State {
            sampler: *class == visa::StateClass::Sampler,
            idx: *id as u32 + *offset as u32,
        },
    })
}

/// Decodes a destination vector operand.
pub(crate) fn dst(c: &OpCtx, v: &VecOperand) -> Result<Dst, String> {
    Ok(match v {
        VecOperand::General {
            var,
            row,
            col,
            region,
            modifier,
        } => {
            if *var == V_NULL {
                return Ok(Dst::Null);
            }
            let h = region.hstride().unwrap_or(1);
            if h == 0 && c.exec > 1 {
                return Err("destination horizontal stride 0".into());
            }
            let elems: Vec<u32> = (0..c.exec).map(|i| i * h).collect();
            Dst::Reg(general_op(c, *var, *row, *col, &elems, *modifier)?)
        }
        VecOperand::Indirect {
            addr,
            addr_offset,
            imm_offset,
            ty,
            region,
            modifier,
        } => {
            let (base, avail) = addr_ref(c, *addr, *addr_offset as u32)?;
            if region.width().is_some() && region.vstride().is_none() {
                return Err("a multi-address indirect operand cannot be a destination".into());
            }
            Dst::Ind(IndOp {
                ty: *ty,
                addr: base,
                addr_avail: avail,
                imm: *imm_offset,
                v: 0,
                w: 1,
                h: region.hstride().unwrap_or(1),
                multi: false,
                md: *modifier,
            })
        }
        VecOperand::Predicate { pred, .. } => {
            let id = pred.id();
            if id == 0 || id > c.num_preds {
                return Err(format!("undeclared predicate P{id}"));
            }
            Dst::Pred { idx: id - 1 }
        }
        VecOperand::Address { addr, offset, .. } => {
            let (base, avail) = addr_ref(c, *addr, *offset as u32)?;
            Dst::Addr { base, avail }
        }
        other => {
            return Err(format!(
                "invalid destination operand class {}",
                other.class_code()
            ))
        }
    })
}

/// Decodes a raw operand.
pub(crate) fn raw(l: &Layout, r: &RawOperand) -> Result<Raw, String> {
    if r.var == V_NULL {
        return Ok(Raw {
            off: 0,
            end: 0,
            null: true,
        });
    }
    let s = l
        .var(r.var)
        .ok_or_else(|| format!("undeclared variable V{}", r.var))?;
    Ok(Raw {
        off: s.off + r.offset as u32,
        end: s.off + s.size,
        null: false,
    })
}
