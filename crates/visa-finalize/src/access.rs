//! What bytes of which variable each channel of an operand touches: the
//! region rules of the operands chapter (and the emulator's operand code)
//! evaluated at compile time.

use visa::{DataType, Region, VecOperand};

use crate::vars::Vars;

/// How the channels of one operand touch a root variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Every channel touches the same bytes (`<0;1,0>`, or one channel).
    Scalar {
        /// Byte offset in the root.
        off: u32,
    },
    /// Channel `c` (lane `lane0 + c` of its thread) touches `offs[c]`.
    Lanes {
        /// First channel's lane (the mask-control offset).
        lane0: u32,
        /// Byte offset per channel.
        offs: Vec<u32>,
    },
}

/// One operand's access to a root variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    /// Root index.
    pub root: u32,
    /// Element type of the access.
    pub ty: DataType,
    /// Which bytes each channel touches.
    pub shape: Shape,
}

impl Access {
    /// Bytes per channel.
    pub fn size(&self) -> u32 {
        self.ty.size()
    }

    /// Whether channel `c` of `n` touches the same bytes as every other.
    pub fn is_scalar(&self) -> bool {
        matches!(self.shape, Shape::Scalar { .. })
    }

    /// Byte offset of channel `c`.
    pub fn off(&self, c: usize) -> u32 {
        match &self.shape {
            Shape::Scalar { off } => *off,
            Shape::Lanes { offs, .. } => offs[c],
        }
    }
}

/// The elements a source region `<v;w,h>` reads, as element indices from
/// the region's origin, for `n` channels (the operands chapter's
/// pseudo-code).
pub fn src_elems(region: Region, n: u32) -> Vec<u32> {
    let v = region.vstride().unwrap_or(0);
    let w = region.width().unwrap_or(1).max(1);
    let h = region.hstride().unwrap_or(0);
    (0..n).map(|c| (c / w) * v + (c % w) * h).collect()
}

/// A general operand's access (`None` for other operand classes or an
/// undeclared variable). `dst` selects the destination region rule.
pub fn general(vars: &Vars, op: &VecOperand, n: u32, lane0: u32, dst: bool) -> Option<Access> {
    let VecOperand::General {
        var,
        row,
        col,
        region,
        ..
    } = op
    else {
        return None;
    };
    let loc = vars.loc(*var)?;
    let ts = loc.ty.size();
    let first = *row as u32 * vars.grf + *col as u32 * ts + loc.off;
    let elems: Vec<u32> = if dst {
        let h = region.hstride().unwrap_or(1);
        (0..n).map(|c| c * h).collect()
    } else {
        src_elems(*region, n)
    };
    let shape = if n == 1 || elems.iter().all(|&e| e == elems[0]) {
        Shape::Scalar {
            off: first + elems[0] * ts,
        }
    } else {
        Shape::Lanes {
            lane0,
            offs: elems.iter().map(|e| first + e * ts).collect(),
        }
    };
    Some(Access {
        root: loc.root,
        ty: loc.ty,
        shape,
    })
}

/// A raw operand's per-channel dword access: channel `c` of `n` reads
/// `size` bytes at `offset + c * size` (message payloads).
pub fn raw_lanes(
    vars: &Vars,
    var: u32,
    offset: u32,
    n: u32,
    lane0: u32,
    ty: DataType,
) -> Option<Access> {
    let loc = vars.loc(var)?;
    let s = ty.size();
    let base = loc.off + offset;
    Some(Access {
        root: loc.root,
        ty,
        shape: if n == 1 {
            Shape::Scalar { off: base }
        } else {
            Shape::Lanes {
                lane0,
                offs: (0..n).map(|c| base + c * s).collect(),
            }
        },
    })
}
