//! Decoding: bytes to [`Inst`] (opcode and raw words), without allocation.

use std::sync::OnceLock;

use crate::data::{CheckKind, Family, MapData, NONE};
use crate::table::{CANDIDATES, FAMILIES, FAMILY_BY_TOP9, INSTS, MAPS, OPCODE_PARTS};
use crate::{Inst, Isa, Opcode};

/// Why bytes do not decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DecodeError {
    /// The words at `offset` are no instruction of the ISA variant.
    #[error("offset {offset}: invalid instruction encoding")]
    Invalid {
        /// Byte offset of the instruction.
        offset: usize,
    },
    /// The instruction at `offset` needs more bytes than remain.
    #[error(
        "offset {offset}: truncated instruction ({needed} bytes needed, {available} available)"
    )]
    Truncated {
        /// Byte offset of the instruction.
        offset: usize,
        /// Bytes the instruction needs.
        needed: usize,
        /// Bytes available from `offset`.
        available: usize,
    },
    /// An instruction LLVM 14 decodes that the table does not have yet
    /// (GFX10 images: their address registers, NSA forms and `dim` are not
    /// in the table), refused rather than printed wrongly.
    #[error("offset {offset}: unsupported instruction ({what})")]
    Unsupported {
        /// Byte offset of the instruction.
        offset: usize,
        /// What is not supported.
        what: &'static str,
    },
}

impl DecodeError {
    /// Byte offset of the instruction that failed.
    pub fn offset(&self) -> usize {
        match *self {
            DecodeError::Invalid { offset }
            | DecodeError::Truncated { offset, .. }
            | DecodeError::Unsupported { offset, .. } => offset,
        }
    }
}

#[inline(always)]
fn word(b: &[u8], i: usize) -> Option<u32> {
    let s = b.get(i * 4..i * 4 + 4)?;
    Some(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
}

#[inline(always)]
fn field(w64: u64, lo: u8, width: u8) -> u32 {
    ((w64 >> lo) & ((1u64 << width) - 1)) as u32
}

/// The family of a first word, before SDWA/DPP selection.
#[inline(always)]
fn family_of(layout: usize, w0: u32) -> Option<usize> {
    let f = FAMILY_BY_TOP9[layout][(w0 >> 23) as usize];
    if f == 255 {
        None
    } else {
        Some(f as usize)
    }
}

#[inline(always)]
fn opcode(layout: usize, fam: usize, w: u64) -> usize {
    let mut op = 0usize;
    let mut shift = 0;
    for &(lo, wd) in OPCODE_PARTS[layout][fam] {
        op |= (field(w, lo, wd) as usize) << shift;
        shift += wd;
    }
    op
}

/// The common case in one table lookup: per ISA variant, (family, opcode)
/// with a single candidate whose checks are plain value-map checks, built on
/// first use (a few thousand entries).
struct Fast {
    /// Entry index + 1 per (family, opcode), 0 = take the general path.
    index: Vec<u16>,
    /// Per family: first index, table length, opcode parts as
    /// (shift, mask) of the low part and (shift, mask, position) of the high part.
    fams: [FastFam; crate::table::NFAMILIES],
    entries: Vec<FastEntry>,
}

#[derive(Clone, Copy, Default)]
struct FastFam {
    base: u32,
    len: u32,
    lo_shift: u8,
    hi_shift: u8,
    hi_pos: u8,
    lo_mask: u64,
    hi_mask: u64,
}

struct FastEntry {
    id: u16,
    hook: bool,
    words: u8,
    kimm: bool,
    nchecks: u8,
    mask: u64,
    value: u64,
    checks: [(u8, u8, &'static MapData); 4],
}

static EMPTY: MapData = MapData {
    text: &[],
    ops: &[],
    valid: [0; 8],
    lit: [0; 8],
};

fn build_fast(isa: Isa) -> Fast {
    let v = isa.data();
    let layout = v.layout();
    let mut fams = [FastFam::default(); crate::table::NFAMILIES];
    let mut base = [0u32; crate::table::NFAMILIES];
    let mut n = 0u32;
    for (f, t) in v.decode.iter().enumerate() {
        base[f] = n;
        let parts = OPCODE_PARTS[layout][f];
        let mut ff = FastFam {
            base: n,
            len: t.len() as u32,
            ..FastFam::default()
        };
        if let Some(&(lo, wd)) = parts.first() {
            ff.lo_shift = lo;
            ff.lo_mask = (1u64 << wd) - 1;
            if let Some(&(lo2, wd2)) = parts.get(1) {
                ff.hi_shift = lo2;
                ff.hi_mask = (1u64 << wd2) - 1;
                ff.hi_pos = wd;
            }
        }
        fams[f] = ff;
        n += t.len() as u32;
    }
    let mut index = vec![0u16; n as usize];
    let mut entries = Vec::new();
    for (f, t) in v.decode.iter().enumerate() {
        for (op, &c) in t.iter().enumerate() {
            let cands = CANDIDATES[c as usize];
            if cands.len() != 1 {
                continue;
            }
            let d = &INSTS[cands[0] as usize];
            if !d.checks.is_empty() || d.vchecks.len() > 4 {
                continue;
            }
            let mut checks = [(0u8, 0u8, &EMPTY); 4];
            let mut ok = true;
            for (k, c) in d.vchecks.iter().enumerate() {
                if c.kind != CheckKind::Plain || c.class == NONE {
                    ok = false;
                    break;
                }
                let m = v.classes[c.class as usize];
                if m == NONE {
                    ok = false;
                    break;
                }
                checks[k] = (c.lo, c.width, &MAPS[m as usize]);
            }
            if !ok || entries.len() >= u16::MAX as usize - 1 {
                continue;
            }
            entries.push(FastEntry {
                id: cands[0],
                hook: d.hook_valid,
                words: d.family.words() as u8,
                kimm: d.kimm,
                nchecks: d.vchecks.len() as u8,
                mask: d.mask,
                value: d.value,
                checks,
            });
            index[(base[f] as usize) + op] = entries.len() as u16;
        }
    }
    Fast {
        index,
        fams,
        entries,
    }
}

static FAST: [OnceLock<Fast>; crate::table::NVARIANTS] =
    [const { OnceLock::new() }; crate::table::NVARIANTS];

/// What the fast path needs of an ISA variant, resolved once.
#[derive(Clone, Copy)]
pub(crate) struct FastRef {
    fast: &'static Fast,
    top9: &'static [u8; 512],
}

impl FastRef {
    pub(crate) fn new(isa: Isa) -> FastRef {
        FastRef {
            fast: FAST[isa.variant()].get_or_init(|| build_fast(isa)),
            top9: &FAMILY_BY_TOP9[isa.data().layout()],
        }
    }
}

/// Decode one instruction at the start of `bytes` (the error offsets count
/// from `base`).
pub(crate) fn decode_at(isa: Isa, bytes: &[u8], base: usize) -> Result<Inst, DecodeError> {
    decode_with(isa, FastRef::new(isa), bytes, base)
}

#[inline(always)]
fn read(bytes: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]])
}

#[inline]
pub(crate) fn decode_with(
    isa: Isa,
    fr: FastRef,
    bytes: &[u8],
    base: usize,
) -> Result<Inst, DecodeError> {
    let r = decode_inner(isa, fr, bytes, base);
    // GFX10: LLVM 14 also decodes GFX9-encoded VOP3P words (bits 31-23 =
    // 0x1a7, the GFX9 opcodes) that no GFX10 table has; the table does not
    // have that form yet, so it refuses them rather than call them invalid.
    if let Err(DecodeError::Invalid { offset }) = r {
        if bytes.len() >= 4 && bytes[3] == 0xd3 && bytes[2] >> 7 == 1 && isa.data().generation >= 10
        {
            return Err(DecodeError::Unsupported {
                offset,
                what: "GFX9-encoded VOP3P word on GFX10",
            });
        }
    }
    r
}

#[inline(always)]
fn decode_inner(isa: Isa, fr: FastRef, bytes: &[u8], base: usize) -> Result<Inst, DecodeError> {
    // GFX10 MIMG (bits 31-26 = 0b111100).
    if bytes.len() >= 4 && bytes[3] >> 2 == 0x3c && isa.data().generation >= 10 {
        return Err(DecodeError::Unsupported {
            offset: base,
            what: "GFX10 image instruction",
        });
    }
    // gfx810 MIMG with D16 (bit 63): its destination width differs from
    // the table's (a live sweep found 336 in 200,000 records), so refuse
    // rather than print a wrong register range.
    if bytes.len() >= 8
        && bytes[3] >> 2 == 0x3c
        && bytes[7] >> 7 == 1
        && isa.data().name == "gfx810"
    {
        return Err(DecodeError::Unsupported {
            offset: base,
            what: "gfx810 D16 image instruction",
        });
    }
    if bytes.len() >= 8 {
        let w = u64::from_le_bytes([
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        ]);
        let w0 = w as u32;
        let f = fr.top9[(w0 >> 23) as usize];
        // VOP1/VOP2/VOPC (families 6..=8) with an SDWA/DPP selector in src0
        // (0xe9, 0xea, 0xf9, 0xfa) take the general path.
        let sel = (w0 & 0x1ef) | 0x10;
        let vop = f.wrapping_sub(6) < 3;
        if f != 255 && !(vop && (sel == 0xf9 || sel == 0xfa)) {
            let fast = fr.fast;
            let ff = &fast.fams[f as usize];
            let op = ((w >> ff.lo_shift) & ff.lo_mask
                | ((w >> ff.hi_shift) & ff.hi_mask) << ff.hi_pos) as u32;
            if op < ff.len {
                let e = fast.index[(ff.base + op) as usize];
                if e != 0 {
                    let e = &fast.entries[e as usize - 1];
                    if w & e.mask == e.value {
                        let mut literal = e.kimm;
                        let mut ok = true;
                        for &(lo, wd, m) in &e.checks[..e.nchecks as usize] {
                            let x = ((w >> lo) & ((1u64 << wd) - 1)) as usize & 511;
                            ok &= m.valid[x >> 6] >> (x & 63) & 1 == 1;
                            literal |= m.lit[x >> 6] >> (x & 63) & 1 == 1;
                        }
                        if ok && e.hook && !crate::hooks::valid_words(isa, e.id, w) {
                            ok = false;
                        }
                        if ok {
                            let n = e.words as usize;
                            let w1 = if n > 1 { (w >> 32) as u32 } else { 0 };
                            let mut words = [w0, w1, 0, 0, 0];
                            if !literal {
                                return Ok(Inst {
                                    opcode: Opcode(e.id),
                                    len: (n * 4) as u8,
                                    words,
                                });
                            }
                            if bytes.len() >= 4 * n + 4 {
                                words[n] = read(bytes, 4 * n);
                                return Ok(Inst {
                                    opcode: Opcode(e.id),
                                    len: (n * 4 + 4) as u8,
                                    words,
                                });
                            }
                        }
                    }
                }
            }
        }
    }
    decode_slow(isa, bytes, base)
}

fn decode_slow(isa: Isa, bytes: &[u8], base: usize) -> Result<Inst, DecodeError> {
    let v = isa.data();
    let gen10 = v.generation >= 10;
    let invalid = DecodeError::Invalid { offset: base };
    let truncated = |needed: usize| DecodeError::Truncated {
        offset: base,
        needed,
        available: bytes.len(),
    };
    let w0 = match word(bytes, 0) {
        Some(w) => w,
        None => return Err(truncated(4)),
    };
    let plain = family_of(v.layout(), w0).ok_or(invalid)?;
    let fam = plain;
    // VOP1/VOP2/VOPC with an SDWA or DPP selector in src0; the plain word
    // when the opcode has no such form.
    if matches!(FAMILIES[fam], Family::Vop2 | Family::Vop1 | Family::Vopc) {
        let k = fam - 6; // VOP2, VOP1, VOPC order is the same in every extended family
        let ext = match w0 & 0x1ff {
            0xf9 => 18 + k,
            0xfa => 21 + k,
            0xe9 if gen10 => 24 + k,
            0xea if gen10 => 27 + k,
            _ => fam,
        };
        if ext != fam {
            match decode_family(isa, bytes, base, ext, w0) {
                Err(DecodeError::Invalid { .. }) => {}
                r => return r,
            }
        }
    }
    decode_family(isa, bytes, base, fam, w0)
}

fn decode_family(
    isa: Isa,
    bytes: &[u8],
    base: usize,
    fam: usize,
    w0: u32,
) -> Result<Inst, DecodeError> {
    let v = isa.data();
    let invalid = DecodeError::Invalid { offset: base };
    let truncated = |needed: usize| DecodeError::Truncated {
        offset: base,
        needed,
        available: bytes.len(),
    };
    let family = FAMILIES[fam];
    let nwords = family.words();
    let w1 = if nwords > 1 {
        match word(bytes, 1) {
            Some(w) => w,
            None => return Err(truncated(8)),
        }
    } else {
        0
    };
    let w = w0 as u64 | (w1 as u64) << 32;
    let op = opcode(v.layout(), fam, w);
    let table = v.decode[fam];
    let cands = match table.get(op) {
        Some(&c) => CANDIDATES[c as usize],
        None => return Err(invalid),
    };
    'cand: for &id in cands {
        let d = &INSTS[id as usize];
        if w & d.mask != d.value {
            continue;
        }
        for &(lo, wd, allowed) in d.checks {
            if !allowed.contains(&field(w, lo, wd)) {
                continue 'cand;
            }
        }
        let mut literal = d.kimm;
        for k in d.vchecks {
            let mut class = k.class;
            match k.kind {
                CheckKind::Plain => {}
                CheckKind::SdwaSrc => {
                    let bit = if k.lo == 32 { 55 } else { 63 };
                    if w >> bit & 1 == 1 {
                        class = k.alt;
                    }
                }
                CheckKind::SdwaSdst => {
                    if w >> 47 & 1 == 0 {
                        continue;
                    }
                }
            }
            if class == NONE {
                continue;
            }
            let m = v.classes[class as usize];
            if m == NONE {
                continue 'cand;
            }
            let md = &MAPS[m as usize];
            let x = field(w, k.lo, k.width) as usize;
            if x >= 512 || md.valid[x >> 6] >> (x & 63) & 1 == 0 {
                continue 'cand;
            }
            literal |= md.lit[x >> 6] >> (x & 63) & 1 == 1;
        }
        if d.hook_valid && !crate::hooks::valid_words(isa, id, w) {
            continue 'cand;
        }
        let mut words = [w0, w1, 0, 0, 0];
        let mut n = nwords;
        if literal {
            words[n] = match word(bytes, n) {
                Some(x) => x,
                None => return Err(truncated(4 * n + 4)),
            };
            n += 1;
        }
        return Ok(Inst {
            opcode: Opcode(id),
            len: (n * 4) as u8,
            words,
        });
    }
    Err(invalid)
}

/// Iterator over the instructions of a byte slice: yields each
/// instruction's byte offset and the instruction, or the error at the first
/// bytes that do not decode (after which it stops).
pub struct Decoder<'a> {
    isa: Isa,
    fast: FastRef,
    bytes: &'a [u8],
    pos: usize,
    failed: bool,
}

impl<'a> Decoder<'a> {
    /// Decode `bytes` as code of `isa`.
    pub fn new(isa: Isa, bytes: &'a [u8]) -> Self {
        Decoder {
            isa,
            fast: FastRef::new(isa),
            bytes,
            pos: 0,
            failed: false,
        }
    }

    /// Byte offset of the next instruction.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// Skip `n` bytes (to resume after an invalid word, as LLVM's tools do).
    pub fn skip_bytes(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.bytes.len());
        self.failed = false;
    }
}

impl Iterator for Decoder<'_> {
    type Item = Result<(usize, Inst), DecodeError>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.pos >= self.bytes.len() {
            return None;
        }
        let at = self.pos;
        match decode_with(self.isa, self.fast, &self.bytes[at..], at) {
            Ok(i) => {
                self.pos += i.len as usize;
                Some(Ok((at, i)))
            }
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }
}
