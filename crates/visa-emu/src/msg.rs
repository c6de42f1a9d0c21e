//! Memory instructions: surfaces through binding-table indices, shared local
//! memory (`T0`), private scratch (`T5`), stateless/SVM 64-bit addresses,
//! and LSC messages, each with the payload layout of its instruction page.
//!
//! Every access is bounds-checked against the buffer, SLM or scratch it
//! targets and alignment-checked where the instruction requires it;
//! violations stop the run naming the lane.

use visa::{DataType, Instruction, OpInfo};

use crate::error::{FResult, Fault};
use crate::exec::{Env, Thread};
use crate::memory::{local_atomic, AtomicOp};
use crate::operand::{Raw, Src};
use crate::program::{Code, Decoder, Inst};
use crate::value;

/// Where the addresses of a surface operand point.
#[derive(Clone, Debug)]
pub(crate) enum Surf {
    /// LSC flat addressing: device addresses (`ugm`) or SLM offsets (`slm`).
    Flat,
    /// LSC binding-table index (immediate or register).
    Bti(Src),
    /// LSC surface-state addressing: the thread's scratch space.
    Ss,
    /// LSC shared local memory.
    Slm,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LscKind {
    Load,
    Store,
    LoadQuad,
    StoreQuad,
    LoadStrided,
    StoreStrided,
    Atomic(AtomicOp, u8),
}

#[derive(Clone, Debug)]
pub(crate) struct Lsc {
    pub kind: LscKind,
    pub surf: Surf,
    pub scale: i64,
    pub imm: i64,
    /// Address size in bytes (2, 4 or 8).
    pub asize: u32,
    /// Bytes per element in memory.
    pub msize: u32,
    /// Bytes per element in registers (non-transposed: 4 or 8).
    pub rsize: u32,
    /// `d16u32h`: data in the high half of each dword.
    pub high: bool,
    pub transposed: bool,
    pub elems: u32,
    pub chmask: u8,
    pub dst: Raw,
    pub src0: Raw,
    pub src1: Raw,
    pub src2: Raw,
    pub stride: Option<Src>,
}

/// A decoded memory instruction.
#[derive(Clone, Debug)]
pub(crate) enum MemInst {
    Oword {
        store: bool,
        unaligned: bool,
        owords: u32,
        surf: u32,
        off: Src,
        data: Raw,
    },
    Media {
        store: bool,
        surf: u32,
        width: u32,
        height: u32,
        x: Src,
        y: Src,
        data: Raw,
    },
    /// Legacy byte/word/dword `gather`/`scatter` (exec size in `num_elts`).
    Scatter {
        store: bool,
        elt: u32,
        n: u32,
        moff: u8,
        nomask: bool,
        surf: u32,
        goff: Src,
        offs: Raw,
        data: Raw,
    },
    Scaled {
        store: bool,
        blocks: u32,
        surf: u32,
        goff: Src,
        offs: Raw,
        data: Raw,
    },
    Scaled4 {
        store: bool,
        ch: u8,
        surf: u32,
        goff: Src,
        offs: Raw,
        data: Raw,
    },
    DwordAtomic {
        op: AtomicOp,
        bits: u32,
        surf: u32,
        offs: Raw,
        src0: Raw,
        src1: Raw,
        dst: Raw,
    },
    SvmBlock {
        store: bool,
        owords: u32,
        unaligned: bool,
        addr: Src,
        data: Raw,
    },
    SvmScatter {
        store: bool,
        bs: u32,
        blocks: u32,
        addrs: Raw,
        data: Raw,
    },
    SvmAtomic {
        op: AtomicOp,
        bits: u32,
        addrs: Raw,
        src0: Raw,
        src1: Raw,
        dst: Raw,
    },
    SvmScaled4 {
        store: bool,
        ch: u8,
        addr: Src,
        offs: Raw,
        data: Raw,
    },
    /// `qw_gather`/`qw_scatter`: `blocks` qwords per lane at byte offsets,
    /// block j of lane i in register slot `j * exec + i`.
    Qw {
        store: bool,
        blocks: u32,
        surf: u32,
        offs: Raw,
        data: Raw,
    },
    Lsc(Box<Lsc>),
    Block2d(Box<Block2d>),
    RawSend(Box<RawSend>),
    Typed(Box<Typed>),
}

/// A typed LSC message (`.tgm`): quad load/store or atomic on the pixels
/// the U, V, R, LOD coordinates name.
#[derive(Clone, Debug)]
pub(crate) struct Typed {
    pub kind: LscKind,
    pub bti: Src,
    /// Bytes per channel in memory and per register slot.
    pub msize: u32,
    pub rsize: u32,
    pub chmask: u8,
    pub dst: Raw,
    pub coords: [Raw; 4],
    pub src1: Raw,
    pub src2: Raw,
}

/// `raw_send`/`raw_sends`: a message given by its descriptors, decoded
/// when it runs (they may be registers).
#[derive(Clone, Debug)]
pub(crate) struct RawSend {
    /// `raw_sends`' shared function id; `raw_send` takes it from the
    /// extended descriptor's bits 3:0.
    pub sfid: Option<u32>,
    pub exdesc: Src,
    pub desc: Src,
    /// Payload (`raw_send`: addresses then data), second payload
    /// (`raw_sends`), response.
    pub src0: Raw,
    pub src1: Option<Raw>,
    pub dst: Raw,
}

/// An LSC 2-D block load, store or prefetch (`lsc_load_block2d`,
/// `lsc_store_block2d`; a load into `%null` is a prefetch).
#[derive(Clone, Debug)]
pub(crate) struct Block2d {
    pub store: bool,
    /// Element size in bytes (1, 2, 4, 8).
    pub size: u32,
    pub transpose: bool,
    pub vnni: bool,
    pub blocks: u32,
    pub width: u32,
    pub height: u32,
    /// `dst` for loads, `src1` for stores.
    pub data: Raw,
    /// Surface base, width - 1, height - 1, pitch - 1, x, y.
    pub params: [Src; 6],
}

/// Atomic operation codes (`VISAAtomicOps`: 0xd predec, 0x10.. float).
fn atomic_op(code: u32) -> Result<AtomicOp, String> {
    use AtomicOp::*;
    Ok(match code & 0x1f {
        0 => Add,
        1 => Sub,
        2 => Inc,
        3 => Dec,
        4 => UMin,
        5 => UMax,
        6 => Xchg,
        7 => Cmpxchg,
        8 => And,
        9 => Or,
        10 => Xor,
        11 => SMin,
        12 => SMax,
        13 => Predec,
        16 => FMax,
        17 => FMin,
        18 => FCmpwr,
        19 => FAdd,
        20 => FSub,
        c => return Err(format!("invalid atomic operation {c}")),
    })
}

fn field(info: &OpInfo, subop: Option<u8>, name: &str) -> Result<usize, String> {
    info.layout(subop)
        .and_then(|l| {
            l.iter()
                .filter(|f| f.kind.is_operand())
                .position(|f| f.name == name)
        })
        .ok_or_else(|| format!("no field `{name}`"))
}

/// Decodes a memory instruction (`None`: not supported).
pub(crate) fn decode(
    d: &Decoder,
    inst: &Instruction,
    info: &OpInfo,
    exec: u32,
    subop: Option<u8>,
) -> Result<Option<MemInst>, String> {
    let imm = |i| d.imm(inst, i);
    Ok(Some(match inst.opcode {
        0x35 | 0x3C => MemInst::Oword {
            store: false,
            unaligned: inst.opcode == 0x3C,
            owords: 1 << (imm(0)? & 7).min(4),
            surf: imm(2)?,
            off: d.scalar(inst, 3)?,
            data: d.raw(inst, 4)?,
        },
        0x36 => MemInst::Oword {
            store: true,
            unaligned: false,
            owords: 1 << (imm(0)? & 7).min(4),
            surf: imm(1)?,
            off: d.scalar(inst, 2)?,
            data: d.raw(inst, 3)?,
        },
        0x37 | 0x38 => MemInst::Media {
            store: inst.opcode == 0x38,
            surf: imm(1)?,
            width: imm(3)?,
            height: imm(4)?,
            x: d.scalar(inst, 5)?,
            y: d.scalar(inst, 6)?,
            data: d.raw(inst, 7)?,
        },
        0x39 | 0x3A => {
            let g = inst.opcode == 0x39;
            let b = if g { 2 } else { 1 };
            let ne = imm(b)?;
            let n = [8, 16, 1, 0][(ne & 3) as usize];
            if n == 0 {
                return Err("invalid number of elements".into());
            }
            let m = visa::MaskCtrl::from_code((ne >> 4) as u8);
            MemInst::Scatter {
                store: !g,
                elt: [1, 2, 4, 0][(imm(0)? & 3) as usize],
                n,
                moff: m.first_channel() as u8,
                nomask: m.no_mask,
                surf: imm(b + 1)?,
                goff: d.scalar(inst, b + 2)?,
                offs: d.raw(inst, b + 3)?,
                data: d.raw(inst, b + 4)?,
            }
        }
        0x74 | 0x75 => MemInst::Scaled4 {
            store: inst.opcode == 0x75,
            ch: (imm(0)? & 0xf) as u8,
            surf: imm(2)?,
            goff: d.scalar(inst, 3)?,
            offs: d.raw(inst, 4)?,
            data: d.raw(inst, 5)?,
        },
        0x78 | 0x79 => MemInst::Scaled {
            store: inst.opcode == 0x79,
            blocks: [1, 2, 4, 0][(imm(1)? & 3) as usize],
            surf: imm(3)?,
            goff: d.scalar(inst, 4)?,
            offs: d.raw(inst, 5)?,
            data: d.raw(inst, 6)?,
        },
        0x7D => {
            let code = imm(0)?;
            MemInst::DwordAtomic {
                op: atomic_op(code)?,
                bits: if code & 0x20 != 0 { 16 } else { 32 },
                surf: imm(1)?,
                offs: d.raw(inst, 2)?,
                src0: d.raw(inst, 3)?,
                src1: d.raw(inst, 4)?,
                dst: d.raw(inst, 5)?,
            }
        }
        0x4E => match subop {
            Some(1) | Some(2) => {
                let p = imm(1)?;
                MemInst::SvmBlock {
                    store: subop == Some(2),
                    owords: 1 << (p & 7).min(4),
                    unaligned: p & 8 != 0,
                    addr: d.scalar(inst, 2)?,
                    data: d.raw(inst, 3)?,
                }
            }
            Some(3) | Some(4) => MemInst::SvmScatter {
                store: subop == Some(4),
                bs: match imm(1)? & 3 {
                    0 => 1,
                    1 => 4,
                    _ => 8,
                },
                blocks: 1 << (imm(2)? & 3),
                addrs: d.raw(inst, 3)?,
                data: d.raw(inst, 4)?,
            },
            Some(5) => {
                let code = imm(1)?;
                MemInst::SvmAtomic {
                    op: atomic_op(code)?,
                    bits: match (code >> 5) & 3 {
                        1 => 16,
                        2 => 64,
                        _ => 32,
                    },
                    addrs: d.raw(inst, 2)?,
                    src0: d.raw(inst, 3)?,
                    src1: d.raw(inst, 4)?,
                    dst: d.raw(inst, 5)?,
                }
            }
            Some(6) | Some(7) => MemInst::SvmScaled4 {
                store: subop == Some(7),
                ch: (imm(1)? & 0xf) as u8,
                addr: d.scalar(inst, 3)?,
                offs: d.raw(inst, 4)?,
                data: d.raw(inst, 5)?,
            },
            _ => return Ok(None),
        },
        0x86 | 0x87 => MemInst::Qw {
            store: inst.opcode == 0x87,
            blocks: 1 << (imm(0)? & 3),
            surf: imm(1)?,
            offs: d.raw(inst, 2)?,
            data: d.raw(inst, 3)?,
        },
        0x89 => {
            let Some(sub) = subop else {
                return Ok(None);
            };
            return decode_lsc(d, inst, info, sub, exec);
        }
        0x8A => {
            let Some(sub) = subop else {
                return Ok(None);
            };
            return decode_typed(d, inst, info, sub);
        }
        0x5D => MemInst::RawSend(Box::new(RawSend {
            sfid: None,
            exdesc: Src::Imm {
                vals: [imm(1)? as u64; 8],
                count: 1,
                ty: DataType::UD,
            },
            desc: d.scalar(inst, 4)?,
            src0: d.raw(inst, 5)?,
            src1: None,
            dst: d.raw(inst, 6)?,
        })),
        0x7A => MemInst::RawSend(Box::new(RawSend {
            sfid: Some(imm(4)? & 0xf),
            exdesc: d.scalar(inst, 5)?,
            desc: d.scalar(inst, 6)?,
            src0: d.raw(inst, 7)?,
            src1: Some(d.raw(inst, 8)?),
            dst: d.raw(inst, 9)?,
        })),
        _ => return Ok(None),
    }))
}

fn decode_lsc(
    d: &Decoder,
    inst: &Instruction,
    info: &OpInfo,
    sub: u8,
    exec: u32,
) -> Result<Option<MemInst>, String> {
    let f = |name: &str| field(info, Some(sub), name);
    let imm = |name: &str| -> Result<u32, String> { d.imm(inst, f(name)?) };
    if sub == 0x03 || sub == 0x07 {
        return decode_block2d(d, inst, info, sub).map(Some);
    }
    use AtomicOp::*;
    let kind = match sub {
        0x00 => LscKind::Load,
        0x01 => LscKind::LoadStrided,
        0x02 => LscKind::LoadQuad,
        0x04 => LscKind::Store,
        0x05 => LscKind::StoreStrided,
        0x06 => LscKind::StoreQuad,
        0x08 => LscKind::Atomic(Inc, 0),
        0x09 => LscKind::Atomic(Dec, 0),
        0x0A => LscKind::Atomic(Load, 0),
        0x0B => LscKind::Atomic(Store, 1),
        0x0C => LscKind::Atomic(Add, 1),
        0x0D => LscKind::Atomic(Sub, 1),
        0x0E => LscKind::Atomic(SMin, 1),
        0x0F => LscKind::Atomic(SMax, 1),
        0x10 => LscKind::Atomic(UMin, 1),
        0x11 => LscKind::Atomic(UMax, 1),
        0x12 => LscKind::Atomic(CasSwapped, 2),
        0x13 => LscKind::Atomic(FAdd, 1),
        0x14 => LscKind::Atomic(FSub, 1),
        0x15 => LscKind::Atomic(FMin, 1),
        0x16 => LscKind::Atomic(FMax, 1),
        0x17 => LscKind::Atomic(FCmpwr, 2),
        0x18 => LscKind::Atomic(And, 1),
        0x19 => LscKind::Atomic(Or, 1),
        0x1A => LscKind::Atomic(Xor, 1),
        _ => return Ok(None),
    };
    let sfid = imm("sfid")?;
    let addr_type = imm("addr_type")?;
    let surface = d.scalar(inst, f("surface")?)?;
    let surf = if sfid == 3 {
        Surf::Slm
    } else {
        match addr_type {
            1 => Surf::Flat,
            3 => Surf::Ss,
            4 => Surf::Bti(surface),
            2 => return Err("LSC bindless (bss) addressing is not supported".into()),
            t => return Err(format!("invalid LSC address type {t}")),
        }
    };
    if sfid == 2 {
        return Err("LSC typed global memory (tgm) is not supported".into());
    }
    let asize = match imm("addr_size")? {
        1 => 2,
        2 => 4,
        3 => 8,
        s => return Err(format!("invalid LSC address size {s}")),
    };
    let (msize, rsize, high) = match imm("data_size")? {
        1 => (1, 4, false),
        2 => (2, 4, false),
        3 => (4, 4, false),
        4 => (8, 8, false),
        5 => (1, 4, false),
        6 => (2, 4, false),
        7 => (2, 4, true),
        s => return Err(format!("invalid LSC data size {s}")),
    };
    let transposed = imm("data_order")? == 2;
    let elems = match imm("data_elems")? {
        e @ 1..=4 => e,
        5 => 8,
        6 => 16,
        7 => 32,
        8 => 64,
        e => return Err(format!("invalid LSC vector size code {e}")),
    };
    let (src0, src1, src2, stride) = if matches!(kind, LscKind::LoadStrided | LscKind::StoreStrided)
    {
        (
            d.raw(inst, f("src0_base")?)?,
            d.raw(inst, f("src1")?)?,
            d.raw(inst, f("src1")?)?,
            Some(d.scalar(inst, f("src0_stride")?)?),
        )
    } else {
        (
            d.raw(inst, f("src0")?)?,
            d.raw(inst, f("src1")?)?,
            d.raw(inst, f("src2")?)?,
            None,
        )
    };
    let _ = exec;
    Ok(Some(MemInst::Lsc(Box::new(Lsc {
        kind,
        surf,
        scale: imm("addr_imm_scale")?.max(1) as i64,
        imm: d.imm(inst, f("addr_imm_offset")?)? as i32 as i64,
        asize,
        msize,
        rsize: if transposed { msize } else { rsize },
        high,
        transposed,
        elems,
        chmask: imm("data_chmask")? as u8,
        dst: d.raw(inst, f("dst")?)?,
        src0,
        src1,
        src2,
        stride,
    }))))
}

fn decode_typed(
    d: &Decoder,
    inst: &Instruction,
    info: &OpInfo,
    sub: u8,
) -> Result<Option<MemInst>, String> {
    let f = |name: &str| field(info, Some(sub), name);
    let imm = |name: &str| -> Result<u32, String> { d.imm(inst, f(name)?) };
    use AtomicOp::*;
    let kind = match sub {
        0x02 => LscKind::LoadQuad,
        0x06 => LscKind::StoreQuad,
        0x08 => LscKind::Atomic(Inc, 0),
        0x09 => LscKind::Atomic(Dec, 0),
        0x0A => LscKind::Atomic(Load, 0),
        0x0B => LscKind::Atomic(Store, 1),
        0x0C => LscKind::Atomic(Add, 1),
        0x0D => LscKind::Atomic(Sub, 1),
        0x0E => LscKind::Atomic(SMin, 1),
        0x0F => LscKind::Atomic(SMax, 1),
        0x10 => LscKind::Atomic(UMin, 1),
        0x11 => LscKind::Atomic(UMax, 1),
        0x12 => LscKind::Atomic(CasSwapped, 2),
        0x13 => LscKind::Atomic(FAdd, 1),
        0x14 => LscKind::Atomic(FSub, 1),
        0x15 => LscKind::Atomic(FMin, 1),
        0x16 => LscKind::Atomic(FMax, 1),
        0x17 => LscKind::Atomic(FCmpwr, 2),
        0x18 => LscKind::Atomic(And, 1),
        0x19 => LscKind::Atomic(Or, 1),
        0x1A => LscKind::Atomic(Xor, 1),
        0x1E => {
            return Err("lsc_read_state_info.tgm is not supported: it returns the hardware's raw surface-state words".into())
        }
        s => return Err(format!("typed LSC operation {s:#x} is not supported")),
    };
    if imm("addr_type")? != 4 {
        return Err("typed LSC messages through surface state (ss, bss) are not supported: bind the surface to a BTI".into());
    }
    if imm("addr_size")? != 2 {
        return Err("typed LSC coordinates other than :a32 are not supported".into());
    }
    let (msize, rsize) = match imm("data_size")? {
        1 | 5 => (1, 4),
        2 | 6 => (2, 4),
        3 => (4, 4),
        4 => (8, 8),
        s => return Err(format!("typed LSC data size {s} is not supported")),
    };
    let mut coords = Vec::new();
    for name in ["src0_u", "src0_v", "src0_r", "src0_lod"] {
        coords.push(d.raw(inst, f(name)?)?);
    }
    Ok(Some(MemInst::Typed(Box::new(Typed {
        kind,
        bti: d.scalar(inst, f("surface")?)?,
        msize,
        rsize,
        chmask: match kind {
            LscKind::LoadQuad | LscKind::StoreQuad => imm("data_chmask")? as u8,
            _ => 1,
        },
        dst: d.raw(inst, f("dst")?)?,
        coords: coords.try_into().expect("four coordinates"),
        src1: d.raw(inst, f("src1")?)?,
        src2: d.raw(inst, f("src2")?)?,
    }))))
}

fn decode_block2d(
    d: &Decoder,
    inst: &Instruction,
    info: &OpInfo,
    sub: u8,
) -> Result<MemInst, String> {
    let f = |name: &str| field(info, Some(sub), name);
    let imm = |name: &str| -> Result<u32, String> { d.imm(inst, f(name)?) };
    let store = sub == 0x07;
    let what = if store {
        "lsc_store_block2d"
    } else {
        "lsc_load_block2d"
    };
    if imm("sfid")? != 0 {
        return Err(format!(
            "{what} on an SFID other than .ugm is not supported (2-D blocks address global memory)"
        ));
    }
    let size = match imm("data_size")? {
        1 => 1,
        2 => 2,
        3 => 4,
        4 => 8,
        s => {
            return Err(format!(
                "{what}: data size {s} (a 2-D block takes d8, d16, d32 or d64)"
            ))
        }
    };
    let transpose = imm("data_order")? == 2;
    let vnni = imm("vnni")? != 0;
    let (blocks, width, height) = (imm("blocks")?, imm("width")?, imm("height")?);
    if blocks == 0 || width == 0 || height == 0 {
        return Err(format!(
            "{what}: a {blocks}x{width}x{height} block (counts start at 1)"
        ));
    }
    if vnni && size == 8 {
        return Err(format!(
            "{what}: VNNI packs elements into dwords; d64 has none to pack"
        ));
    }
    if store && (blocks != 1 || vnni || transpose) {
        return Err(format!(
            "{what}: a store writes one block, neither transposed nor VNNI-transformed (the LSC_UNTYPED page: \"only a single block is permitted\"; IGC's finalizer: \"block2d stores may not use VNNI transform\")"
        ));
    }
    let mut params = Vec::new();
    for name in [
        "surface_base",
        "surface_width",
        "surface_height",
        "surface_pitch",
        "x",
        "y",
    ] {
        params.push(d.scalar(inst, f(name)?)?);
    }
    let data = d.raw(inst, f(if store { "src1" } else { "dst" })?)?;
    Ok(MemInst::Block2d(Box::new(Block2d {
        store,
        size,
        transpose,
        vnni,
        blocks,
        width,
        height,
        data,
        params: params.try_into().expect("six parameters"),
    })))
}

// ---- execution ----

/// A resolved memory space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Space {
    Slm,
    Scratch,
    /// Device addresses.
    Global,
    /// A bound buffer (BTI, buffer index).
    Buf(u32, usize),
}

struct Ctx<'a, 'b> {
    env: &'a Env<'b>,
    slm: &'a mut [u8],
    scratch: &'a mut [u8],
}

impl Ctx<'_, '_> {
    fn describe(&self, sp: Space) -> String {
        match sp {
            Space::Slm => format!("shared local memory ({} bytes)", self.slm.len()),
            Space::Scratch => format!("private scratch memory ({} bytes)", self.scratch.len()),
            Space::Global => "the device address space".into(),
            Space::Buf(bti, a) => format!(
                "surface BTI {bti} (a buffer of {} bytes)",
                self.env.mem.len(a)
            ),
        }
    }

    fn oob(&self, sp: Space, lane: u32, off: u64, len: usize, write: bool) -> Fault {
        Fault::lane(
            lane,
            format!(
                "out-of-bounds {} of {len} bytes at {} {off:#x} of {}",
                if write { "write" } else { "read" },
                if sp == Space::Global {
                    "address"
                } else {
                    "offset"
                },
                self.describe(sp)
            ) + &self.nearest(sp, off),
        )
    }

    /// Where a device address lies relative to the buffers.
    fn nearest(&self, sp: Space, addr: u64) -> String {
        if sp != Space::Global {
            return String::new();
        }
        match self.env.mem.below(addr) {
            Some((base, len)) if addr < base + len => format!(
                " (byte {} of the {len}-byte buffer at {base:#x})",
                addr - base
            ),
            Some((base, len)) => format!(
                " ({} bytes past the end of the {len}-byte buffer at {base:#x})",
                addr - (base + len)
            ),
            None => " (below every buffer)".into(),
        }
    }

    fn read(&mut self, sp: Space, off: u64, out: &mut [u8], lane: u32) -> FResult<()> {
        let off = slm_off(sp, off);
        let len = out.len();
        match sp {
            Space::Slm | Space::Scratch => {
                let m: &[u8] = if sp == Space::Slm {
                    self.slm
                } else {
                    self.scratch
                };
                match usize::try_from(off)
                    .ok()
                    .filter(|o| o.checked_add(len).is_some_and(|e| e <= m.len()))
                {
                    Some(o) => out.copy_from_slice(&m[o..o + len]),
                    None => return Err(self.oob(sp, lane, off, len, false)),
                }
            }
            Space::Global => match self.env.mem.find(off, len as u64) {
                Some(p) => self.env.mem.read(p, out),
                None => return Err(self.oob(sp, lane, off, len, false)),
            },
            Space::Buf(_, a) => match self.env.mem.check(a, off, len as u64) {
                Some(p) => self.env.mem.read(p, out),
                None if self.env.oob_spec => out.fill(0),
                None => return Err(self.oob(sp, lane, off, len, false)),
            },
        }
        Ok(())
    }

    fn write(&mut self, sp: Space, off: u64, data: &[u8], lane: u32) -> FResult<()> {
        let off = slm_off(sp, off);
        let len = data.len();
        match sp {
            Space::Slm | Space::Scratch => {
                let ok = usize::try_from(off).ok().filter(|o| {
                    let m = if sp == Space::Slm {
                        self.slm.len()
                    } else {
                        self.scratch.len()
                    };
                    o.checked_add(len).is_some_and(|e| e <= m)
                });
                let Some(o) = ok else {
                    return Err(self.oob(sp, lane, off, len, true));
                };
                let m: &mut [u8] = if sp == Space::Slm {
                    self.slm
                } else {
                    self.scratch
                };
                m[o..o + len].copy_from_slice(data);
            }
            Space::Global => match self.env.mem.find(off, len as u64) {
                Some(p) => self.env.mem.write(p, data),
                None => return Err(self.oob(sp, lane, off, len, true)),
            },
            Space::Buf(_, a) => match self.env.mem.check(a, off, len as u64) {
                Some(p) => self.env.mem.write(p, data),
                None if self.env.oob_spec => {}
                None => return Err(self.oob(sp, lane, off, len, true)),
            },
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn atomic(
        &mut self,
        sp: Space,
        off: u64,
        bytes: u32,
        op: AtomicOp,
        s0: u64,
        s1: u64,
        lane: u32,
    ) -> FResult<u64> {
        let off = slm_off(sp, off);
        if off & (bytes as u64 - 1) != 0 {
            return Err(Fault::lane(
                lane,
                format!(
                    "misaligned {bytes}-byte atomic at {off:#x} of {}",
                    self.describe(sp)
                ),
            ));
        }
        match sp {
            Space::Slm | Space::Scratch => {
                let len = if sp == Space::Slm {
                    self.slm.len()
                } else {
                    self.scratch.len()
                };
                if off + bytes as u64 > len as u64 {
                    return Err(self.oob(sp, lane, off, bytes as usize, true));
                }
                let m: &mut [u8] = if sp == Space::Slm {
                    self.slm
                } else {
                    self.scratch
                };
                Ok(local_atomic(m, off as usize, bytes, op, s0, s1))
            }
            Space::Global => match self.env.mem.find(off, bytes as u64) {
                Some(p) => Ok(self.env.mem.atomic(p, bytes, op, s0, s1)),
                None => Err(self.oob(sp, lane, off, bytes as usize, true)),
            },
            Space::Buf(_, a) => match self.env.mem.check(a, off, bytes as u64) {
                Some(p) => Ok(self.env.mem.atomic(p, bytes, op, s0, s1)),
                None if self.env.oob_spec => Ok(0),
                None => Err(self.oob(sp, lane, off, bytes as usize, true)),
            },
        }
    }
}

/// SLM addresses ignore their top nibble: IGC tags every valid `__local`
/// pointer with bit 28 so that the null pointer stays distinct from SLM
/// offset 0, and the hardware drops those bits.
fn slm_off(sp: Space, off: u64) -> u64 {
    if sp == Space::Slm {
        off & 0x0fff_ffff
    } else {
        off
    }
}

fn bti_space(env: &Env, bti: u32) -> FResult<Space> {
    match bti {
        254 => Ok(Space::Slm),
        255 => Ok(Space::Global),
        252 => Err(Fault::new("bindless surfaces (T252) are not supported")),
        b => env
            .bt
            .get(b as usize)
            .copied()
            .flatten()
            .map(|a| Space::Buf(b, a))
            .ok_or_else(|| Fault::new(format!("binding-table index {b} has no surface bound"))),
    }
}

fn surf_space(t: &Thread, env: &Env, idx: u32) -> FResult<Space> {
    match idx {
        0 => Ok(Space::Slm),
        5 => Ok(Space::Scratch),
        1 | 2 => Ok(Space::Global),
        3 | 4 => Err(Fault::new("the TSS and %bss surfaces are not supported")),
        i => {
            let bti = *t
                .surfs
                .get(i as usize)
                .ok_or_else(|| Fault::new(format!("undeclared surface T{i}")))?;
            bti_space(env, bti)
        }
    }
}

fn raw_get(t: &Thread, r: &Raw, byte: u32, size: u32) -> FResult<u64> {
    if r.null {
        return Ok(0);
    }
    let o = r.off as u64 + byte as u64;
    if o + size as u64 > r.end as u64 {
        return Err(Fault::new(format!(
            "raw operand reads past the end of its variable (byte {byte} of the operand)"
        )));
    }
    Ok(value::load(&t.regs, o as usize, size))
}

fn raw_put(t: &mut Thread, r: &Raw, byte: u32, size: u32, v: u64) -> FResult<()> {
    if r.null {
        return Ok(());
    }
    let o = r.off as u64 + byte as u64;
    if o + size as u64 > r.end as u64 {
        return Err(Fault::new(format!(
            "raw operand writes past the end of its variable (byte {byte} of the operand)"
        )));
    }
    value::store(&mut t.regs, o as usize, size, v);
    Ok(())
}

fn raw_bytes(t: &Thread, r: &Raw, byte: u32, out: &mut [u8]) -> FResult<()> {
    let o = r.off as u64 + byte as u64;
    if r.null || o + out.len() as u64 > r.end as u64 {
        return Err(Fault::new("raw operand reads past the end of its variable"));
    }
    out.copy_from_slice(&t.regs[o as usize..o as usize + out.len()]);
    Ok(())
}

fn raw_put_bytes(t: &mut Thread, r: &Raw, byte: u32, data: &[u8]) -> FResult<()> {
    if r.null {
        return Ok(());
    }
    let o = r.off as u64 + byte as u64;
    if o + data.len() as u64 > r.end as u64 {
        return Err(Fault::new(
            "raw operand writes past the end of its variable",
        ));
    }
    t.regs[o as usize..o as usize + data.len()].copy_from_slice(data);
    Ok(())
}

fn scalar_u64(t: &Thread, code: &Code, s: &Src) -> FResult<u64> {
    let mut v = [0u64; 32];
    t.read_raw(code, s, 1, &mut v)?;
    Ok(match s.ty() {
        DataType::UQ | DataType::Q => v[0],
        ty => value::int_of(ty, v[0]) as u64 & 0xffff_ffff,
    })
}

fn check_align(lane: u32, addr: u64, a: u64, what: &str) -> FResult<()> {
    if a > 1 && addr & (a - 1) != 0 {
        return Err(Fault::lane(
            lane,
            format!("misaligned {what}: address {addr:#x} is not a multiple of {a}"),
        ));
    }
    Ok(())
}

fn lanes(mask: u32) -> impl Iterator<Item = u32> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let k = m.trailing_zeros();
            m &= m - 1;
            Some(k)
        }
    })
}

/// Runs a memory instruction.
pub(crate) fn exec(
    t: &mut Thread,
    env: &Env,
    slm: &mut [u8],
    code: &Code,
    inst: &Inst,
    m: &MemInst,
) -> FResult<()> {
    let mut scratch = std::mem::take(&mut t.scratch);
    let r = {
        let mut c = Ctx {
            env,
            slm,
            scratch: &mut scratch,
        };
        run(t, &mut c, code, inst, m)
    };
    t.scratch = scratch;
    r
}

fn run(t: &mut Thread, c: &mut Ctx, code: &Code, inst: &Inst, m: &MemInst) -> FResult<()> {
    let n = inst.exec as u32;
    let grf = code.layout.grf;
    match m {
        MemInst::Oword {
            store,
            unaligned,
            owords,
            surf,
            off,
            data,
        } => {
            let sp = surf_space(t, c.env, *surf)?;
            let o = scalar_u64(t, code, off)?;
            let base = if *unaligned { o } else { o * 16 };
            check_align(
                0,
                base,
                if *unaligned { 4 } else { 16 },
                "oword block access",
            )?;
            let len = (*owords * 16) as usize;
            let mut buf = vec![0u8; len];
            if *store {
                raw_bytes(t, data, 0, &mut buf)?;
                c.write(sp, base, &buf, 0)?;
            } else {
                c.read(sp, base, &mut buf, 0)?;
                raw_put_bytes(t, data, 0, &buf)?;
            }
        }
        MemInst::Media {
            store,
            surf,
            width,
            height,
            x,
            y,
            data,
        } => {
            let sp = surf_space(t, c.env, *surf)?;
            let Space::Buf(bti, _) = sp else {
                return Err(Fault::new("media_ld/media_st need a 2-D surface"));
            };
            let Some([sw, sh, pitch]) = c.env.images.get(bti as usize).copied().flatten() else {
                return Err(Fault::new(format!(
                    "media_ld/media_st need a 2-D surface; BTI {bti} is bound to a linear buffer"
                )));
            };
            let x0 = scalar_u64(t, code, x)? as u32 as i64;
            let y0 = scalar_u64(t, code, y)? as u32 as i64;
            let (w, h) = (*width as i64, *height as i64);
            let reg_pitch = if w < 4 {
                4
            } else {
                (w as u64).next_power_of_two() as u32
            };
            for i in 0..h {
                for j in 0..w {
                    let (mut px, mut py) = (x0 + j, y0 + i);
                    let inside = px >= 0 && px < sw as i64 && py >= 0 && py < sh as i64;
                    let slot = (i as u32) * reg_pitch + j as u32;
                    if !inside {
                        if !c.env.oob_spec {
                            return Err(Fault::new(format!(
                                "media block {} ({px}, {py}) is outside the {sw}x{sh}-byte surface",
                                if *store { "write at" } else { "read at" }
                            )));
                        }
                        if *store {
                            continue;
                        }
                        // Reads outside the surface clamp to its edge.
                        px = px.clamp(0, sw as i64 - 1);
                        py = py.clamp(0, sh as i64 - 1);
                    }
                    let off = py as u64 * pitch as u64 + px as u64;
                    if *store {
                        let v = raw_get(t, data, slot, 1)?;
                        c.write(sp, off, &[v as u8], 0)?;
                    } else {
                        let mut b = [0u8];
                        c.read(sp, off, &mut b, 0)?;
                        raw_put(t, data, slot, 1, b[0] as u64)?;
                    }
                }
            }
        }
        MemInst::Scatter {
            store,
            elt,
            n,
            moff,
            nomask,
            surf,
            goff,
            offs,
            data,
        } => {
            let full = if *n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
            let chen = if *nomask { full } else { (t.em >> moff) & full };
            let sp = surf_space(t, c.env, *surf)?;
            let g = scalar_u64(t, code, goff)?;
            for k in lanes(chen) {
                let e = raw_get(t, offs, 4 * k, 4)?;
                let addr = (g + e) * *elt as u64;
                check_align(k, addr, *elt as u64, "scattered access")?;
                let mut b = [0u8; 4];
                if *store {
                    let v = raw_get(t, data, 4 * k, 4)?;
                    c.write(sp, addr, &v.to_le_bytes()[..*elt as usize], k)?;
                } else {
                    c.read(sp, addr, &mut b[..*elt as usize], k)?;
                    raw_put(t, data, 4 * k, 4, u32::from_le_bytes(b) as u64)?;
                }
            }
        }
        MemInst::Scaled {
            store,
            blocks,
            surf,
            goff,
            offs,
            data,
        } => {
            let chen = t.chen(inst);
            let sp = surf_space(t, c.env, *surf)?;
            let g = scalar_u64(t, code, goff)?;
            for k in lanes(chen) {
                let addr = (g + raw_get(t, offs, 4 * k, 4)?) & 0xffff_ffff;
                check_align(k, addr, *blocks as u64, "scaled access")?;
                let nb = *blocks as usize;
                let mut b = [0u8; 4];
                if *store {
                    let v = raw_get(t, data, 4 * k, 4)?;
                    c.write(sp, addr, &v.to_le_bytes()[..nb], k)?;
                } else {
                    c.read(sp, addr, &mut b[..nb], k)?;
                    raw_put(t, data, 4 * k, 4, u32::from_le_bytes(b) as u64)?;
                }
            }
        }
        MemInst::Qw {
            store,
            blocks,
            surf,
            offs,
            data,
        } => {
            let chen = t.chen(inst);
            let sp = surf_space(t, c.env, *surf)?;
            for k in lanes(chen) {
                let addr = raw_get(t, offs, 4 * k, 4)?;
                check_align(k, addr, 8, "qword scattered access")?;
                for j in 0..*blocks {
                    let slot = 8 * (j * n + k);
                    let a = addr + 8 * j as u64;
                    if *store {
                        let v = raw_get(t, data, slot, 8)?;
                        c.write(sp, a, &v.to_le_bytes(), k)?;
                    } else {
                        let mut b = [0u8; 8];
                        c.read(sp, a, &mut b, k)?;
                        raw_put(t, data, slot, 8, u64::from_le_bytes(b))?;
                    }
                }
            }
        }
        MemInst::Scaled4 {
            store,
            ch,
            surf,
            goff,
            offs,
            data,
        } => {
            let chen = t.chen(inst);
            let sp = surf_space(t, c.env, *surf)?;
            let g = scalar_u64(t, code, goff)?;
            let stride = n.max(grf / 4) * 4;
            let mut pos = 0;
            for chan in 0..4u32 {
                if ch >> chan & 1 == 0 {
                    continue;
                }
                for k in lanes(chen) {
                    let addr = ((g + raw_get(t, offs, 4 * k, 4)?) & 0xffff_ffff) + 4 * chan as u64;
                    check_align(k, addr, 4, "dword access")?;
                    let slot = pos * stride + 4 * k;
                    if *store {
                        let v = raw_get(t, data, slot, 4)?;
                        c.write(sp, addr, &(v as u32).to_le_bytes(), k)?;
                    } else {
                        let mut b = [0u8; 4];
                        c.read(sp, addr, &mut b, k)?;
                        raw_put(t, data, slot, 4, u32::from_le_bytes(b) as u64)?;
                    }
                }
                pos += 1;
            }
        }
        MemInst::DwordAtomic {
            op,
            bits,
            surf,
            offs,
            src0,
            src1,
            dst,
        } => {
            let chen = t.chen(inst);
            let sp = surf_space(t, c.env, *surf)?;
            let bytes = bits / 8;
            for k in lanes(chen) {
                let addr = raw_get(t, offs, 4 * k, 4)?;
                let a = raw_get(t, src0, 4 * k, 4)?;
                let b = raw_get(t, src1, 4 * k, 4)?;
                let old = c.atomic(sp, addr, bytes, *op, a, b, k)?;
                raw_put(t, dst, 4 * k, 4, old)?;
            }
        }
        MemInst::SvmBlock {
            store,
            owords,
            unaligned,
            addr,
            data,
        } => {
            let a = scalar_u64(t, code, addr)?;
            check_align(
                0,
                a,
                if *unaligned && !store { 4 } else { 16 },
                "SVM block access",
            )?;
            let mut buf = vec![0u8; (*owords * 16) as usize];
            if *store {
                raw_bytes(t, data, 0, &mut buf)?;
                c.write(Space::Global, a, &buf, 0)?;
            } else {
                c.read(Space::Global, a, &mut buf, 0)?;
                raw_put_bytes(t, data, 0, &buf)?;
            }
        }
        MemInst::SvmScatter {
            store,
            bs,
            blocks,
            addrs,
            data,
        } => {
            let chen = t.chen(inst);
            for k in lanes(chen) {
                let a = raw_get(t, addrs, 8 * k, 8)?;
                check_align(k, a, *bs as u64, "SVM scattered access")?;
                for j in 0..*blocks {
                    let (slot, size) = if *bs == 1 {
                        (k * (*blocks).max(4) + j, 1)
                    } else {
                        ((j * n + k) * bs, *bs)
                    };
                    let ea = a + (j * bs) as u64;
                    if *store {
                        let v = raw_get(t, data, slot, size)?;
                        c.write(Space::Global, ea, &v.to_le_bytes()[..size as usize], k)?;
                    } else {
                        let mut b = [0u8; 8];
                        c.read(Space::Global, ea, &mut b[..size as usize], k)?;
                        raw_put(t, data, slot, size, u64::from_le_bytes(b))?;
                    }
                }
            }
        }
        MemInst::SvmAtomic {
            op,
            bits,
            addrs,
            src0,
            src1,
            dst,
        } => {
            let chen = t.chen(inst);
            let slot = if *bits == 64 { 8 } else { 4 };
            for k in lanes(chen) {
                let addr = raw_get(t, addrs, 8 * k, 8)?;
                let a = raw_get(t, src0, slot * k, slot)?;
                let b = raw_get(t, src1, slot * k, slot)?;
                let old = c.atomic(Space::Global, addr, bits / 8, *op, a, b, k)?;
                raw_put(t, dst, slot * k, slot, old)?;
            }
        }
        MemInst::SvmScaled4 {
            store,
            ch,
            addr,
            offs,
            data,
        } => {
            let chen = t.chen(inst);
            let base = scalar_u64(t, code, addr)?;
            let stride = n.max(grf / 4) * 4;
            let mut pos = 0;
            for chan in 0..4u32 {
                if ch >> chan & 1 == 0 {
                    continue;
                }
                for k in lanes(chen) {
                    let a = base
                        .wrapping_add(raw_get(t, offs, 8 * k, 8)?)
                        .wrapping_add(4 * chan as u64);
                    check_align(k, a, 4, "dword access")?;
                    let s = pos * stride + 4 * k;
                    if *store {
                        let v = raw_get(t, data, s, 4)?;
                        c.write(Space::Global, a, &(v as u32).to_le_bytes(), k)?;
                    } else {
                        let mut b = [0u8; 4];
                        c.read(Space::Global, a, &mut b, k)?;
                        raw_put(t, data, s, 4, u32::from_le_bytes(b) as u64)?;
                    }
                }
                pos += 1;
            }
        }
        MemInst::Lsc(l) => lsc(t, c, code, inst, l)?,
        MemInst::Block2d(b) => {
            if t.chen(inst) != 0 {
                block2d(t, c, code, b)?;
            }
        }
        MemInst::Typed(ty) => typed(t, c, code, inst, ty)?,
        MemInst::RawSend(r) => {
            let desc = scalar_u64(t, code, &r.desc)? as u32;
            let ex = scalar_u64(t, code, &r.exdesc)? as u32;
            let sfid = r.sfid.unwrap_or(ex & 0xf);
            // `None`: a fence, already satisfied (accesses complete in order).
            if let Some(l) = raw_lsc(sfid, desc, ex, n, grf, r).map_err(Fault::new)? {
                lsc(t, c, code, inst, &l)?;
            }
        }
    }
    Ok(())
}

/// A typed LSC message on the typed surface bound at its BTI (the
/// LSC_TYPED page: the untyped quad and atomic semantics at the address of
/// pixel (U, V, R) of the surface). Coordinates are unsigned; a pixel
/// outside the surface (or a non-zero LOD: surfaces have one level) reads
/// as zeros and takes no store or atomic (which returns 0). A channel the
/// surface's format lacks reads as 0, alpha as 1, and is not stored.
fn typed(t: &mut Thread, c: &mut Ctx, code: &Code, inst: &Inst, ty: &Typed) -> FResult<()> {
    let bti = scalar_u64(t, code, &ty.bti)? as u32;
    let sp = bti_space(c.env, bti)?;
    let Some(surf) = c.env.typed.get(bti as usize).copied().flatten() else {
        return Err(Fault::new(format!(
            "binding-table index {bti} is not a typed surface (bind one with Launch::typed)"
        )));
    };
    if surf.channel_bytes != ty.msize {
        return Err(Fault::new(format!(
            "a {}-byte typed access to a surface of {}-byte channels (format conversions are not emulated)",
            ty.msize, surf.channel_bytes
        )));
    }
    let n = inst.exec as u32;
    let grf = code.layout.grf;
    let block = (n * ty.rsize).div_ceil(grf) * grf;
    let pixel = (surf.channels * surf.channel_bytes) as u64;
    let size = ty.msize as usize;
    for k in lanes(t.chen(inst)) {
        let mut xyz = [0u64; 4];
        for (i, r) in ty.coords.iter().enumerate() {
            xyz[i] = raw_get(t, r, 4 * k, 4)?;
        }
        let [u, v, r, lod] = xyz;
        let inside =
            u < surf.width as u64 && v < surf.height as u64 && r < surf.depth as u64 && lod == 0;
        let base = (r * surf.height as u64 + v) * surf.pitch as u64 + u * pixel;
        match ty.kind {
            LscKind::LoadQuad => {
                let mut m = 0;
                for ch in 0..4u32 {
                    if ty.chmask >> ch & 1 == 0 {
                        continue;
                    }
                    let x = if !inside {
                        0
                    } else if ch < surf.channels {
                        let mut b = [0u8; 8];
                        c.read(
                            sp,
                            base + (ch * surf.channel_bytes) as u64,
                            &mut b[..size],
                            k,
                        )?;
                        u64::from_le_bytes(b)
                    } else {
                        (ch == 3) as u64
                    };
                    if !ty.dst.null {
                        raw_put(t, &ty.dst, m * block + k * ty.rsize, ty.rsize, x)?;
                    }
                    m += 1;
                }
            }
            LscKind::StoreQuad => {
                let mut m = 0;
                for ch in 0..4u32 {
                    if ty.chmask >> ch & 1 == 0 {
                        continue;
                    }
                    let x = raw_get(t, &ty.src1, m * block + k * ty.rsize, ty.rsize)?;
                    if inside && ch < surf.channels {
                        c.write(
                            sp,
                            base + (ch * surf.channel_bytes) as u64,
                            &x.to_le_bytes()[..size],
                            k,
                        )?;
                    }
                    m += 1;
                }
            }
            LscKind::Atomic(op, nargs) => {
                let s0 = if nargs >= 1 {
                    raw_get(t, &ty.src1, k * ty.rsize, ty.rsize)?
                } else {
                    0
                };
                let s1 = if nargs >= 2 {
                    raw_get(t, &ty.src2, k * ty.rsize, ty.rsize)?
                } else {
                    0
                };
                let old = if inside {
                    c.atomic(sp, base, ty.msize, op, s0, s1, k)?
                } else {
                    0
                };
                if !ty.dst.null {
                    raw_put(t, &ty.dst, k * ty.rsize, ty.rsize, old)?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// A legacy data-port message (as IGA decodes them: message type 18:14,
/// header present 19, binding-table index 7:0 with 254 SLM and 253/255
/// stateless): data cache 1's untyped surface read and write (0x01/0x09,
/// A64 0x11/0x19; channel *disable* mask 11:8, SIMD mode 13:12: 1 SIMD16,
/// 2 SIMD8) as an `Lsc` quad access, and data cache 0's fence (0x07).
fn raw_hdc(sfid: u32, desc: u32, exec: u32, grf: u32, r: &RawSend) -> Result<Option<Lsc>, String> {
    let mtype = (desc >> 14) & 0x1f;
    if sfid == 10 {
        return match mtype {
            0x07 => Ok(None),
            t => Err(format!(
                "data cache 0 message type {t:#x} is not emulated (its fence is)"
            )),
        };
    }
    let (store, a64) = match mtype {
        0x01 => (false, false),
        0x09 => (true, false),
        0x11 => (false, true),
        0x19 => (true, true),
        t => {
            return Err(format!(
                "data cache 1 message type {t:#x} is not emulated (untyped surface reads and writes are)"
            ))
        }
    };
    let simd = match (desc >> 12) & 3 {
        1 => 16,
        2 => 8,
        m => return Err(format!("invalid untyped SIMD mode {m}")),
    };
    if exec != simd {
        return Err(format!(
            "the send's execution size {exec} differs from the message's SIMD{simd}"
        ));
    }
    let bti = desc & 0xff;
    let surf = match (bti, a64) {
        (253 | 255, _) => Surf::Flat,
        (_, true) => {
            return Err(format!(
                "A64 messages take binding-table index 255 or 253, not {bti}"
            ))
        }
        (254, false) => Surf::Slm,
        (b, false) => Surf::Bti(Src::Imm {
            vals: [b as u64; 8],
            count: 1,
            ty: DataType::UD,
        }),
    };
    let chmask = (!(desc >> 8) & 0xf) as u8;
    if chmask == 0 {
        return Err("no channel enabled (the mask is a disable mask)".into());
    }
    let header = if (desc >> 19) & 1 == 1 { grf } else { 0 };
    let asize = if a64 { 8 } else { 4 };
    let src0 = Raw {
        off: r.src0.off + header,
        ..r.src0
    };
    let addr_bytes = (exec * asize).div_ceil(grf) * grf;
    let src1 = match r.src1 {
        Some(s) if store => s,
        _ => Raw {
            off: src0.off + addr_bytes,
            ..r.src0
        },
    };
    Ok(Some(Lsc {
        kind: if store {
            LscKind::StoreQuad
        } else {
            LscKind::LoadQuad
        },
        surf,
        scale: 1,
        imm: 0,
        asize,
        msize: 4,
        rsize: 4,
        high: false,
        transposed: false,
        elems: 4,
        chmask,
        dst: r.dst,
        src0,
        src1,
        src2: src1,
        stride: None,
    }))
}

/// Names of the shared functions a send may address (Xe numbering).
fn sfid_name(sfid: u32) -> &'static str {
    match sfid {
        0 => "null",
        1 => "ugml",
        2 => "sampler",
        3 => "gateway",
        4 => "data cache 2",
        5 => "render cache",
        6 => "URB",
        7 => "BTD",
        8 => "ray tracing",
        9 => "constant cache",
        10 => "data cache 0",
        11 => "pixel interpolator",
        12 => "data cache 1",
        13 => "tgm",
        14 => "slm",
        15 => "ugm",
        _ => "?",
    }
}

/// An LSC message descriptor (the hardware's encoding, as IGA decodes it:
/// operation 5:0, address size 8:7, data size 11:9, vector size 14:12 or
/// channel mask 15:12, transpose 15, caching 19:17, address type 30:29,
/// binding-table index in the extended descriptor's 31:24) as an `Lsc`
/// access over the send's payloads; `None` for a fence. Other shared
/// functions and operations are refused.
fn raw_lsc(
    sfid: u32,
    desc: u32,
    ex: u32,
    exec: u32,
    grf: u32,
    r: &RawSend,
) -> Result<Option<Lsc>, String> {
    let what = |m: String| {
        format!(
            "raw send to {} (SFID {sfid}, descriptor {desc:#010x}): {m}",
            sfid_name(sfid)
        )
    };
    if matches!(sfid, 10 | 12) {
        return raw_hdc(sfid, desc, exec, grf, r).map_err(what);
    }
    if !matches!(sfid, 1 | 14 | 15) {
        return Err(what(
            "not emulated: the emulator decodes LSC messages to ugm, ugml and slm, and the data-port untyped surface reads and writes and fences".into(),
        ));
    }
    use AtomicOp::*;
    let op = desc & 0x3f;
    let kind = match op {
        0x00 => LscKind::Load,
        0x02 => LscKind::LoadQuad,
        0x04 => LscKind::Store,
        0x06 => LscKind::StoreQuad,
        0x08 => LscKind::Atomic(Inc, 0),
        0x09 => LscKind::Atomic(Dec, 0),
        0x0A => LscKind::Atomic(Load, 0),
        0x0B => LscKind::Atomic(Store, 1),
        0x0C => LscKind::Atomic(Add, 1),
        0x0D => LscKind::Atomic(Sub, 1),
        0x0E => LscKind::Atomic(SMin, 1),
        0x0F => LscKind::Atomic(SMax, 1),
        0x10 => LscKind::Atomic(UMin, 1),
        0x11 => LscKind::Atomic(UMax, 1),
        0x12 => LscKind::Atomic(CasSwapped, 2),
        0x13 => LscKind::Atomic(FAdd, 1),
        0x14 => LscKind::Atomic(FSub, 1),
        0x15 => LscKind::Atomic(FMin, 1),
        0x16 => LscKind::Atomic(FMax, 1),
        0x17 => LscKind::Atomic(FCmpwr, 2),
        0x18 => LscKind::Atomic(And, 1),
        0x19 => LscKind::Atomic(Or, 1),
        0x1A => LscKind::Atomic(Xor, 1),
        0x1F => return Ok(None),
        o => {
            return Err(what(format!(
                "LSC operation {o:#x} is not emulated through a raw send (loads, stores, quads, atomics and fences are)"
            )))
        }
    };
    let asize = match (desc >> 7) & 3 {
        1 => 2,
        2 => 4,
        3 => 8,
        _ => return Err(what("invalid address size".into())),
    };
    let (msize, rsize, high) = match (desc >> 9) & 7 {
        0 => (1, 4, false),
        1 => (2, 4, false),
        2 => (4, 4, false),
        3 => (8, 8, false),
        4 => (1, 4, false),
        5 => (2, 4, false),
        6 => (2, 4, true),
        _ => return Err(what("invalid data size".into())),
    };
    let quad = matches!(kind, LscKind::LoadQuad | LscKind::StoreQuad);
    let transposed = !quad && (desc >> 15) & 1 == 1;
    let elems = if quad {
        4
    } else {
        [1, 2, 3, 4, 8, 16, 32, 64][((desc >> 12) & 7) as usize]
    };
    let chmask = if quad { ((desc >> 12) & 0xf) as u8 } else { 0 };
    let surf = match ((desc >> 29) & 3, sfid) {
        (0, 14) => Surf::Slm,
        (0, _) => Surf::Flat,
        (3, 14) => return Err(what("SLM takes flat addresses".into())),
        (3, _) => Surf::Bti(Src::Imm {
            vals: [(ex >> 24) as u64; 8],
            count: 1,
            ty: DataType::UD,
        }),
        _ => {
            return Err(what(
                "surface-state (bss/ss) addressing is not emulated".into(),
            ))
        }
    };
    let rsize = if transposed { msize } else { rsize };
    // The data payload: raw_sends' second source, or what follows the
    // addresses in raw_send's one payload.
    let addr_bytes = if transposed {
        grf
    } else {
        (exec * asize).div_ceil(grf) * grf
    };
    let src1 = match r.src1 {
        Some(s) => s,
        None => Raw {
            off: r.src0.off + addr_bytes,
            ..r.src0
        },
    };
    let block = (exec * rsize).div_ceil(grf) * grf;
    let src2 = Raw {
        off: src1.off + block,
        ..src1
    };
    Ok(Some(Lsc {
        kind,
        surf,
        scale: 1,
        imm: 0,
        asize,
        msize,
        rsize,
        high,
        transposed,
        elems,
        chmask,
        dst: r.dst,
        src0: r.src0,
        src1,
        src2,
        stride: None,
    }))
}

/// The 2-D block access of the LSC_UNTYPED page's `LOAD_BLOCK2D` pseudo-code
/// (and the single-block store "similar to load block2d"). Elements outside
/// the surface (column `c`, row `r` with `c < 0`, `r < 0`, `(c+1)*size >
/// width` or `r >= height`) read as zero and are not written, as the
/// hardware's 2-D block messages do. The width, height and pitch operands
/// hold the value minus one (IGC passes `width - 1`, `height - 1` and
/// `pitch - 1`, which the message header takes; the page says "minus 1" for
/// width and height).
fn block2d(t: &mut Thread, c: &mut Ctx, code: &Code, b: &Block2d) -> FResult<()> {
    let p = |t: &Thread, i: usize| scalar_u64(t, code, &b.params[i]);
    let base = p(t, 0)?;
    let sw = p(t, 1)? as u32 as u64 + 1;
    let sh = p(t, 2)? as u32 as u64 + 1;
    let pitch = p(t, 3)? as u32 as u64 + 1;
    let x0 = p(t, 4)? as u32 as i32 as i64;
    let y0 = p(t, 5)? as u32 as i32 as i64;
    let size = b.size as usize;
    let grf = code.layout.grf as usize;
    let elems_per_reg = grf / size;
    let epd = (4 / size).max(1);
    let (w, h, nb) = (b.width as usize, b.height as usize, b.blocks as usize);
    let row_size = if b.transpose { h } else { w };
    let row_pitch = row_size.next_power_of_two();
    let block_size = row_pitch * if b.transpose { w } else { h };
    let block_pitch = block_size.div_ceil(elems_per_reg) * elems_per_reg;
    // Element (block, y, x) of the surface: its address, or None outside.
    let at = |bk: usize, y: usize, x: usize| -> Option<u64> {
        let col = x0 + (bk * w + x) as i64;
        let row = y0 + y as i64;
        let inside =
            col >= 0 && row >= 0 && (col as u64 + 1) * size as u64 <= sw && (row as u64) < sh;
        inside.then(|| {
            base.wrapping_add((row as u64).wrapping_mul(pitch))
                .wrapping_add(col as u64 * size as u64)
        })
    };
    if b.store {
        let mut e = [0u8; 8];
        for y in 0..h {
            for x in 0..w {
                if let Some(a) = at(0, y, x) {
                    raw_bytes(
                        t,
                        &b.data,
                        ((y * row_pitch + x) * size) as u32,
                        &mut e[..size],
                    )?;
                    c.write(Space::Global, a, &e[..size], 0)?;
                }
            }
        }
        return Ok(());
    }
    if b.data.null {
        // A prefetch: nothing to observe.
        return Ok(());
    }
    // The block's elements, read one surface row segment at a time (zero
    // outside the surface): rows and columns a VNNI group may reach past
    // the block are included, as the pseudo-code reads them.
    let hh = if b.vnni && !b.transpose {
        h.next_multiple_of(epd)
    } else {
        h
    };
    let ww = if b.vnni && b.transpose {
        w.next_multiple_of(epd)
    } else {
        w
    };
    // Columns of block `bk` run from x0 + bk*w; the last block's VNNI
    // columns may run into the next block's.
    let span = (nb - 1) * w + ww;
    let mut tile = vec![0u8; hh * span * size];
    for y in 0..hh {
        let row = y0 + y as i64;
        if row < 0 || row as u64 >= sh {
            continue;
        }
        let cols = (sw / size as u64) as i64;
        let lo = x0.max(0);
        let hi = (x0 + span as i64).min(cols);
        if lo >= hi {
            continue;
        }
        let a = base
            .wrapping_add((row as u64).wrapping_mul(pitch))
            .wrapping_add(lo as u64 * size as u64);
        let o = (y * span + (lo - x0) as usize) * size;
        c.read(
            Space::Global,
            a,
            &mut tile[o..o + (hi - lo) as usize * size],
            0,
        )?;
    }
    let total = nb * block_pitch * size;
    let mut reg = vec![0u8; total];
    let mut load = |off: usize, bk: usize, y: usize, x: usize| {
        let src = (y * span + bk * w + x) * size;
        reg[off * size..(off + 1) * size].copy_from_slice(&tile[src..src + size]);
    };
    // Padding stays zero: `reg` starts zeroed, and only elements are loaded.
    for bk in 0..nb {
        let start = bk * block_pitch;
        match (b.transpose, b.vnni) {
            (false, false) => {
                for y in 0..h {
                    for x in 0..w {
                        load(start + y * row_pitch + x, bk, y, x);
                    }
                }
            }
            (false, true) => {
                for y in (0..h).step_by(epd) {
                    for x in 0..w {
                        for i in 0..epd {
                            load(start + y * row_pitch + x * epd + i, bk, y + i, x);
                        }
                    }
                }
            }
            (true, false) => {
                for x in 0..w {
                    for i in 0..h {
                        load(start + x * row_pitch + i, bk, i, x);
                    }
                }
            }
            (true, true) => {
                for x in (0..w).step_by(epd) {
                    for y in 0..h {
                        for i in 0..epd {
                            load(start + x * row_pitch + y * epd + i, bk, y, x + i);
                        }
                    }
                }
            }
        }
    }
    raw_put_bytes(t, &b.data, 0, &reg)
}

fn lsc(t: &mut Thread, c: &mut Ctx, code: &Code, inst: &Inst, l: &Lsc) -> FResult<()> {
    let n = inst.exec as u32;
    let grf = code.layout.grf;
    let chen = if l.transposed { 1 } else { t.chen(inst) };
    let space = match &l.surf {
        Surf::Slm => Space::Slm,
        Surf::Flat => Space::Global,
        Surf::Ss => Space::Scratch,
        Surf::Bti(s) => bti_space(c.env, scalar_u64(t, code, s)? as u32)?,
    };
    let stride = match &l.stride {
        Some(s) => Some(scalar_u64(t, code, s)? as i64),
        None => None,
    };
    let amask: u64 = match l.asize {
        2 => 0xffff,
        4 => 0xffff_ffff,
        _ => u64::MAX,
    };
    let addr_of = |t: &Thread, k: u32| -> FResult<u64> {
        let raw = if stride.is_some() {
            raw_get(t, &l.src0, 0, l.asize)?
        } else {
            raw_get(t, &l.src0, l.asize * k, l.asize)?
        };
        let a = (raw as i64)
            .wrapping_mul(l.scale)
            .wrapping_add(l.imm)
            .wrapping_add(stride.unwrap_or(0).wrapping_mul(k as i64));
        Ok(a as u64 & amask)
    };
    // Register slot of element `v` of lane `k`.
    let block = (n * l.rsize).div_ceil(grf) * grf;
    let slot = |v: u32, k: u32| -> u32 {
        if l.transposed {
            v * l.rsize
        } else {
            v * block + k * l.rsize
        }
    };
    let to_reg = |x: u64| if l.high { x << 16 } else { x };
    let from_reg = |x: u64| if l.high { x >> 16 } else { x };
    match l.kind {
        LscKind::Load | LscKind::LoadStrided | LscKind::LoadQuad => {
            let quad = l.kind == LscKind::LoadQuad;
            for k in lanes(chen) {
                let a = addr_of(t, k)?;
                let mut m = 0;
                let count = if quad { 4 } else { l.elems };
                for v in 0..count {
                    if quad && l.chmask >> v & 1 == 0 {
                        continue;
                    }
                    let ea = a.wrapping_add((v * l.msize) as u64);
                    check_align(k, ea, l.msize.min(4) as u64, "LSC access")?;
                    let mut b = [0u8; 8];
                    c.read(space, ea, &mut b[..l.msize as usize], k)?;
                    let x = to_reg(u64::from_le_bytes(b));
                    if !l.dst.null {
                        raw_put(t, &l.dst, slot(m, k), l.rsize, x)?;
                    }
                    m += 1;
                }
            }
        }
        LscKind::Store | LscKind::StoreStrided | LscKind::StoreQuad => {
            let quad = l.kind == LscKind::StoreQuad;
            for k in lanes(chen) {
                let a = addr_of(t, k)?;
                let mut m = 0;
                let count = if quad { 4 } else { l.elems };
                for v in 0..count {
                    if quad && l.chmask >> v & 1 == 0 {
                        continue;
                    }
                    let ea = a.wrapping_add((v * l.msize) as u64);
                    check_align(k, ea, l.msize.min(4) as u64, "LSC access")?;
                    let x = from_reg(raw_get(t, &l.src1, slot(m, k), l.rsize)?);
                    c.write(space, ea, &x.to_le_bytes()[..l.msize as usize], k)?;
                    m += 1;
                }
            }
        }
        LscKind::Atomic(op, nargs) => {
            for k in lanes(chen) {
                let a = addr_of(t, k)?;
                let s0 = if nargs >= 1 {
                    from_reg(raw_get(t, &l.src1, slot(0, k), l.rsize)?)
                } else {
                    0
                };
                let s1 = if nargs >= 2 {
                    from_reg(raw_get(t, &l.src2, slot(0, k), l.rsize)?)
                } else {
                    0
                };
                let old = c.atomic(space, a, l.msize, op, s0, s1, k)?;
                if !l.dst.null {
                    raw_put(t, &l.dst, slot(0, k), l.rsize, to_reg(old))?;
                }
            }
        }
    }
    Ok(())
}
