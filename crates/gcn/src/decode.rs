//! Decoding: bytes to [`Inst`] (opcode and raw words), without allocation.

use crate::data::{CheckKind, Family, MapData, NONE};
use crate::table::{
    CANDIDATES, FAMILIES, FAMILY_BY_TOP9, INSTS, MAPS, NFAMILIES, NVARIANTS, OPCODE_PARTS, VARIANTS,
};
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
    /// (GFX9-encoded VOP3P words on GFX10, gfx810 D16 images), refused
    /// rather than printed wrongly.
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

/// The common case in a few direct table lookups, no hashing: per ISA
/// variant, the first word's top nine bits give the family's opcode field
/// layout and where its opcodes start in the variant's entries; (family,
/// opcode) with a single candidate whose checks are plain value-map checks
/// (or none) has an entry. Everything else takes the general path, which
/// also produces the errors. The tables are computed at compile time
/// (`build_all`, a `const fn` over the instruction table): a short process
/// such as `xvisa co dis` of a small object spent about a tenth of its time
/// building them at run time.
#[derive(Clone, Copy)]
pub(crate) struct FastRef {
    /// Per top-nine-bit value of the first word.
    top: &'static [Top; 512],
    /// The entry per (family, opcode) (`NEVER`: take the general path),
    /// directly: an index in between was one more dependent load.
    entries: &'static [FastEntry],
}

impl FastRef {
    pub(crate) fn new(isa: Isa) -> FastRef {
        let v = isa.variant();
        FastRef {
            top: &TOPS[v],
            entries: &ENTRIES[ENTRY_STARTS[v]..ENTRY_STARTS[v + 1]],
        }
    }
}

/// The opcode field of a family: its low part at `lo_shift` (`lo_mask`),
/// its high part at `hi_shift` (`hi_mask`), placed at bit `hi_pos`.
#[derive(Clone, Copy)]
struct Top {
    base: u32,
    /// Number of opcodes; 0 sends every word of this top value to the
    /// general path (no family, or a family the fast path leaves out).
    len: u32,
    lo_mask: u32,
    hi_mask: u32,
    lo_shift: u8,
    hi_shift: u8,
    hi_pos: u8,
    /// VOP1/VOP2/VOPC: an SDWA/DPP selector in src0 takes the general path.
    vop: bool,
    /// Words of the family (1 or 2), for the length guess.
    words: u8,
    /// The family's fields in which 0xff is the literal (shift, mask; an
    /// unused one has mask 0), for the length guess.
    lit: [(u8, u16); 3],
}

/// The `Top` of no family.
const TOP_NONE: Top = Top {
    base: 0,
    len: 0,
    lo_mask: 0,
    hi_mask: 0,
    lo_shift: 0,
    hi_shift: 0,
    hi_pos: 0,
    vop: false,
    words: 0,
    lit: [(0, 0); 3],
};

/// A field check: `(w >> shift) & mask` looked up in the two-bit table
/// of value map `map` (small, so that an entry fits in 40 bytes: the
/// entries of a few variants stay in the first-level cache).
#[derive(Clone, Copy)]
struct FastCheck {
    mask: u16,
    shift: u8,
    map: u8,
}

/// Field value 0 of the "any value, no literal" table: no check.
const NO_CHECK: FastCheck = FastCheck {
    mask: 0,
    shift: 0,
    map: ANY_MAP,
};

/// Two bits per field value (bit 0 valid, bit 1 takes the literal) per
/// value map; row `ANY_MAP`: every value valid, none takes the literal.
type TwoBitTables = [[u64; 16]; 256];

/// The row of the two-bit tables that checks nothing.
const ANY_MAP: u8 = 255;
const _: () = assert!(crate::data::NMAPS < ANY_MAP as usize);

/// Bit i of a 32-bit half to bit 2i.
const fn spread(x: u64) -> u64 {
    let x = (x | x << 16) & 0x0000_ffff_0000_ffff;
    let x = (x | x << 8) & 0x00ff_00ff_00ff_00ff;
    let x = (x | x << 4) & 0x0f0f_0f0f_0f0f_0f0f;
    let x = (x | x << 2) & 0x3333_3333_3333_3333;
    (x | x << 1) & 0x5555_5555_5555_5555
}

/// The value maps as two bits per field value.
const fn build_two_bit() -> TwoBitTables {
    let mut t = [[0x5555_5555_5555_5555u64; 16]; 256];
    let mut m = 0;
    while m < MAPS.len() {
        let md = &MAPS[m];
        let mut i = 0;
        while i < 16 {
            let sh = 32 * (i % 2);
            let valid = md.valid[i / 2] >> sh & 0xffff_ffff;
            let lit = md.lit[i / 2] >> sh & 0xffff_ffff;
            t[m][i] = spread(valid) | spread(lit) << 1;
            i += 1;
        }
        m += 1;
    }
    t
}

static TWO_BIT: TwoBitTables = build_two_bit();

impl FastCheck {
    /// The check's two bits, in the low bits of the result.
    #[inline(always)]
    fn bits(&self, tables: &TwoBitTables, w: u64) -> u64 {
        let x = (w >> self.shift) as usize & self.mask as usize;
        tables[self.map as usize][(x >> 5) & 15] >> ((x & 31) * 2)
    }
}

/// The cross-field rule of an entry (`hooks::valid`), resolved at build
/// time for the common families.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FastHook {
    None,
    /// MUBUF/MTBUF (GFX8+): vaddr + (offen + idxen) - 1 <= 255.
    Buf,
    /// Global: vaddr + (2 if saddr is `off` (this value) else 1) - 1 <= 255.
    Global(u8),
    /// Anything else: `hooks::valid_words`.
    Call,
}

#[derive(Clone, Copy)]
struct FastEntry {
    mask: u64,
    value: u64,
    id: u16,
    words: u8,
    kimm: bool,
    hook: FastHook,
    nchecks: u8,
    checks: [FastCheck; 4],
}

// Small, so that the entries a code object uses stay in the first-level
// cache.
const _: () = assert!(std::mem::size_of::<FastEntry>() == 40);

/// The entry no word matches.
const NEVER: FastEntry = FastEntry {
    mask: 0,
    value: 1,
    id: 0,
    words: 1,
    kimm: false,
    hook: FastHook::None,
    nchecks: 0,
    checks: [NO_CHECK; 4],
};

/// `a == b` for strings, at compile time.
const fn str_eq(a: &str, b: &str) -> bool {
    a.len() == b.len() && starts_with(a, b)
}

/// `a.starts_with(b)`, at compile time.
const fn starts_with(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() < b.len() {
        return false;
    }
    let mut i = 0;
    while i < b.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The number of (family, opcode) entries of each variant.
const fn entry_counts() -> [usize; NVARIANTS] {
    let mut out = [0; NVARIANTS];
    let mut v = 0;
    while v < NVARIANTS {
        let mut f = 0;
        while f < NFAMILIES {
            out[v] += VARIANTS[v].decode[f].len();
            f += 1;
        }
        v += 1;
    }
    out
}

const ENTRY_COUNTS: [usize; NVARIANTS] = entry_counts();

/// Where each variant's entries start in `ENTRIES`, and their total.
const ENTRY_STARTS: [usize; NVARIANTS + 1] = {
    let mut out = [0; NVARIANTS + 1];
    let mut v = 0;
    while v < NVARIANTS {
        out[v + 1] = out[v] + ENTRY_COUNTS[v];
        v += 1;
    }
    out
};

const NENTRIES: usize = ENTRY_STARTS[NVARIANTS];

/// The entries and top tables of every variant.
struct Built {
    entries: [FastEntry; NENTRIES],
    tops: [[Top; 512]; NVARIANTS],
}

const fn build_all() -> Built {
    let mut b = Built {
        entries: [NEVER; NENTRIES],
        tops: [[TOP_NONE; 512]; NVARIANTS],
    };
    let mut vi = 0;
    while vi < NVARIANTS {
        build_variant(vi, &mut b);
        vi += 1;
    }
    b
}

/// The fast entries and top table of variant `vi`.
const fn build_variant(vi: usize, b: &mut Built) {
    let v = &VARIANTS[vi];
    let layout = v.layout();
    let gen10 = v.generation >= 10;
    let gfx810 = str_eq(v.name, "gfx810");
    let first = ENTRY_STARTS[vi];
    let mut fams = [TOP_NONE; NFAMILIES];
    let mut n = 0u32;
    let mut f = 0;
    while f < NFAMILIES {
        let t = v.decode[f];
        let parts = OPCODE_PARTS[layout][f];
        let mut ff = Top {
            base: n,
            len: t.len() as u32,
            vop: matches!(FAMILIES[f], Family::Vop1 | Family::Vop2 | Family::Vopc),
            words: FAMILIES[f].words() as u8,
            ..TOP_NONE
        };
        if !parts.is_empty() {
            let (lo, wd) = parts[0];
            ff.lo_shift = lo;
            ff.lo_mask = (1u32 << wd) - 1;
            if parts.len() > 1 {
                let (lo2, wd2) = parts[1];
                ff.hi_shift = lo2;
                ff.hi_mask = (1u32 << wd2) - 1;
                ff.hi_pos = wd;
            }
        }
        fams[f] = ff;
        n += t.len() as u32;
        f += 1;
    }
    // Per map, per field width up to 9: bit `width` once known, bit
    // `width + 16` when every value is valid without a literal.
    let mut plain_of = [0u32; MAPS.len()];
    let mut f = 0;
    while f < NFAMILIES {
        let t = v.decode[f];
        let mut op = 0;
        'op: while op < t.len() {
            let c = t[op];
            op += 1;
            let cands = CANDIDATES[c as usize];
            if cands.len() != 1 {
                continue;
            }
            let d = &INSTS[cands[0] as usize];
            if !d.checks.is_empty() {
                continue;
            }
            let mut checks = [NO_CHECK; 4];
            let mut nchecks = 0;
            let mut k = 0;
            while k < d.vchecks.len() {
                let c = &d.vchecks[k];
                k += 1;
                if !matches!(c.kind, CheckKind::Plain) || c.class == NONE || c.width > 9 {
                    continue 'op;
                }
                let m = v.classes[c.class as usize];
                if m == NONE {
                    continue 'op;
                }
                let md = &MAPS[m as usize];
                // A check every value of the field passes without a
                // literal is no check.
                let plain = plain_of[m as usize];
                if plain >> c.width & 1 == 0 {
                    plain_of[m as usize] =
                        plain | 1 << c.width | (all_plain(md, c.width) as u32) << (c.width + 16);
                }
                if plain_of[m as usize] >> (c.width + 16) & 1 == 1 {
                    continue;
                }
                if nchecks == checks.len() {
                    continue 'op;
                }
                if any_nonzero(&md.lit) {
                    let key = (c.lo, ((1u32 << c.width) - 1) as u16);
                    let l = &mut fams[f].lit;
                    let mut known = false;
                    let mut free = 3;
                    let mut i = 3;
                    while i > 0 {
                        i -= 1;
                        if l[i].0 == key.0 && l[i].1 == key.1 {
                            known = true;
                        }
                        if l[i].1 == 0 {
                            free = i;
                        }
                    }
                    if !known && free < 3 {
                        l[free] = key;
                    }
                }
                checks[nchecks] = FastCheck {
                    shift: c.lo,
                    mask: ((1u32 << c.width) - 1) as u16,
                    map: m as u8,
                };
                nchecks += 1;
            }
            let hook = if !d.hook_valid {
                FastHook::None
            } else {
                match d.family {
                    Family::Mubuf | Family::Mtbuf if v.generation >= 8 => FastHook::Buf,
                    Family::Flat if starts_with(d.name, "global_") => {
                        FastHook::Global(if gen10 { 0x7d } else { 0x7f })
                    }
                    // Scratch: one address register or none, never past v255.
                    Family::Flat if starts_with(d.name, "scratch_") => FastHook::None,
                    Family::Mimg | Family::Mubuf | Family::Mtbuf => FastHook::Call,
                    // `hooks::valid` has no rule for the others.
                    _ => FastHook::None,
                }
            };
            b.entries[first + fams[f].base as usize + op - 1] = FastEntry {
                id: cands[0],
                hook,
                words: d.family.words() as u8,
                kimm: d.kimm,
                nchecks: nchecks as u8,
                mask: d.mask,
                value: d.value,
                checks,
            };
        }
        f += 1;
    }
    let mut t = 0;
    while t < 512 {
        let f = FAMILY_BY_TOP9[layout][t];
        // Images on GFX10 (bits 31-26 = 0b111100) and on gfx810 are
        // refused or checked by the general path.
        let mimg = t >> 3 == 0x3c;
        if f != 255 && !(mimg && (gen10 || gfx810)) {
            b.tops[vi][t] = fams[f as usize];
        }
        t += 1;
    }
}

const fn any_nonzero(a: &[u64; 8]) -> bool {
    let mut i = 0;
    while i < 8 {
        if a[i] != 0 {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether every value of a `width`-bit field is valid and takes no
/// literal.
const fn all_plain(md: &MapData, width: u8) -> bool {
    let n = 1usize << width;
    let mut i = 0;
    while i < n.div_ceil(64) {
        let m = if n - 64 * i >= 64 {
            !0
        } else {
            (1u64 << (n - 64 * i)) - 1
        };
        if md.valid[i] & m != m || md.lit[i] & m != 0 {
            return false;
        }
        i += 1;
    }
    true
}

const BUILT: Built = build_all();
static ENTRIES: [FastEntry; NENTRIES] = BUILT.entries;
static TOPS: [[Top; 512]; NVARIANTS] = BUILT.tops;

/// Decode one instruction at the start of `bytes` (the error offsets count
/// from `base`).
pub(crate) fn decode_at(isa: Isa, bytes: &[u8], base: usize) -> Result<Inst, DecodeError> {
    decode_with(isa, FastRef::new(isa), bytes, base)
}

#[inline]
pub(crate) fn decode_with(
    isa: Isa,
    fr: FastRef,
    bytes: &[u8],
    base: usize,
) -> Result<Inst, DecodeError> {
    if let Some(i) = decode_fast(isa, fr, bytes) {
        return Ok(i);
    }
    decode_general(isa, bytes, base)
}

/// What the fast path leaves: the general path and its errors.
fn decode_general(isa: Isa, bytes: &[u8], base: usize) -> Result<Inst, DecodeError> {
    let r = decode_slow(isa, bytes, base);
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

/// The fast path: `None` sends the bytes to the general path (which gives
/// the same answer for every word the fast path decodes; a test holds the
/// two equal).
#[inline(always)]
fn decode_fast(isa: Isa, fast: FastRef, bytes: &[u8]) -> Option<Inst> {
    let w = u64::from_le_bytes(bytes.get(..8)?.try_into().ok()?);
    let t = &fast.top[(w as u32 >> 23) as usize];
    decode_fast_word(isa, fast, t, w, bytes)
}

/// The length of the instruction at `w` as the family says it: its
/// words, and a literal when one of its literal fields holds 0xff. Right
/// for every instruction the fast path decodes but the few with a literal
/// of their own (`v_madmk_f32`); the iterator takes this guess for the
/// next position and checks it against the decoded length, so that the
/// next instruction's loads do not wait for the whole decode of this one.
#[inline(always)]
fn guess_len(t: &Top, w: u64) -> usize {
    let [(s0, m0), (s1, m1), (s2, m2)] = t.lit;
    let lit = ((w >> s0) as u16 & m0 == 0xff)
        | ((w >> s1) as u16 & m1 == 0xff)
        | ((w >> s2) as u16 & m2 == 0xff);
    4 * (t.words as usize + lit as usize)
}

#[inline(always)]
fn decode_fast_word(isa: Isa, fast: FastRef, t: &Top, w: u64, bytes: &[u8]) -> Option<Inst> {
    let w0 = w as u32;
    // VOP1/VOP2/VOPC with an SDWA/DPP selector in src0 (0xe9, 0xea, 0xf9,
    // 0xfa) take the general path: the opcode is put out of range (no
    // branch of its own, VOP and other words alternate unpredictably).
    let sel = (w0 & 0x1ef) | 0x10;
    let sdwa = t.vop & ((sel == 0xf9) | (sel == 0xfa));
    let op = ((w >> t.lo_shift) as u32 & t.lo_mask)
        | ((w >> t.hi_shift) as u32 & t.hi_mask) << t.hi_pos
        | (sdwa as u32) << 31;
    if op >= t.len {
        return None;
    }
    let e = fast.entries.get((t.base + op) as usize)?;
    if w & e.mask != e.value {
        return None;
    }
    // Three checks always (unused ones check nothing), so that the number
    // of checks costs no branch; a fourth is rare.
    let [c0, c1, c2, c3] = &e.checks;
    let tb = &TWO_BIT;
    let (b0, b1, b2) = (c0.bits(tb, w), c1.bits(tb, w), c2.bits(tb, w));
    let mut bits = b0 & b1 & b2;
    let mut literal = (b0 | b1 | b2) >> 1 | e.kimm as u64;
    if e.nchecks > 3 {
        let b3 = c3.bits(tb, w);
        bits &= b3;
        literal |= b3 >> 1;
    }
    if bits & 1 == 0 {
        return None;
    }
    if e.hook != FastHook::None && !fast_hook(isa, e, w) {
        return None;
    }
    // The words are built in registers (no store at a variable index):
    // an `Inst` assembled in memory piece by piece and then copied whole
    // stalls on store forwarding, which cost more than the decoding.
    let two = e.words > 1;
    let has_lit = literal & 1 == 1;
    let n = 1 + two as usize;
    let lit = if has_lit {
        // A literal that is not all there: the general path says so.
        let s = bytes.get(4 * n..4 * n + 4)?;
        u32::from_le_bytes([s[0], s[1], s[2], s[3]])
    } else {
        0
    };
    let (w1, w2) = if two {
        ((w >> 32) as u32, lit)
    } else {
        (lit, 0)
    };
    Some(Inst {
        opcode: Opcode(e.id),
        len: (4 * (n + has_lit as usize)) as u8,
        words: [w0, w1, w2, 0, 0],
    })
}

/// `hooks::valid` of a fast entry.
#[inline(always)]
fn fast_hook(isa: Isa, e: &FastEntry, w: u64) -> bool {
    match e.hook {
        FastHook::None => true,
        FastHook::Buf => {
            let n = ((w >> 12) & 1) + ((w >> 13) & 1);
            ((w >> 32) & 0xff) + n.max(1) - 1 <= 255
        }
        FastHook::Global(off) => {
            let n = if (w >> 48) & 0x7f == off as u64 { 2 } else { 1 };
            ((w >> 32) & 0xff) + n - 1 <= 255
        }
        FastHook::Call => crate::hooks::valid_words(isa, e.id, w),
    }
}

fn decode_slow(isa: Isa, bytes: &[u8], base: usize) -> Result<Inst, DecodeError> {
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
        // GFX10 images: NSA forms (bits 1-2) take that many more words of
        // address registers, one VGPR per byte; their first address is a
        // single VGPR, not the non-NSA form's range.
        let mut nsa = 0;
        if family == Family::Mimg && v.generation >= 10 {
            let (k, ok) = crate::hooks::mimg10_nsa(isa, d, w);
            if !ok {
                continue 'cand;
            }
            nsa = k;
        }
        let mut literal = d.kimm;
        for k in d.vchecks {
            if nsa > 0 && k.lo == 32 {
                continue;
            }
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
        for _ in 0..nsa {
            words[n] = match word(bytes, n) {
                Some(x) => x,
                None => return Err(truncated(4 * nwords + 4 * nsa)),
            };
            n += 1;
        }
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

    #[inline(always)]
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.pos >= self.bytes.len() {
            return None;
        }
        let at = self.pos;
        let rest = &self.bytes[at..];
        // The fast path inline, the rest out of line: the caller then
        // keeps the instruction in registers. The next position is the
        // guessed length, taken when the decoded length agrees (a branch,
        // not a data dependence on the whole decode).
        if let Some(b) = rest.get(..8) {
            let w = u64::from_le_bytes(b.try_into().unwrap_or_default());
            let fast = self.fast;
            let t = &fast.top[(w as u32 >> 23) as usize];
            let len = guess_len(t, w);
            if let Some(i) = decode_fast_word(self.isa, fast, t, w, rest) {
                if i.len as usize == len {
                    self.pos = at + len;
                    return Some(Ok((at, i)));
                }
            }
        }
        self.next_general(at)
    }
}

impl Decoder<'_> {
    #[inline(never)]
    fn next_general(&mut self, at: usize) -> Option<Result<(usize, Inst), DecodeError>> {
        match decode_general(self.isa, &self.bytes[at..], at) {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path decodes exactly as the general path wherever it
    /// decodes: random records (biased to the families' identifying bits
    /// and to small field values), and every (family, opcode) entry with
    /// random operand fields.
    #[test]
    fn fast_path_is_the_general_path() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut rnd = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for isa in Isa::all() {
            let fr = FastRef::new(isa);
            let mut fast = 0usize;
            let mut check = |bytes: &[u8]| {
                if let Some(i) = decode_fast(isa, fr, bytes) {
                    fast += 1;
                    assert_eq!(
                        decode_slow(isa, bytes, 0),
                        Ok(i),
                        "{} {:02x?}",
                        isa.name(),
                        bytes
                    );
                }
            };
            for _ in 0..200_000 {
                let mut b = [0u8; 12];
                for c in b.chunks_mut(4) {
                    let r = rnd();
                    let mut w = r as u32;
                    // Small register and constant fields half of the time.
                    if r >> 40 & 1 == 1 {
                        w &= 0xff83_83ff | (r >> 48) as u32;
                    }
                    c.copy_from_slice(&w.to_le_bytes());
                }
                check(&b);
                check(&b[..8]);
            }
            // Every entry: its fixed bits with random other fields.
            let f = fr;
            for e in f.entries {
                for _ in 0..64 {
                    let r = rnd();
                    let w = e.value | r & !e.mask;
                    let mut b = [0u8; 12];
                    b[..8].copy_from_slice(&w.to_le_bytes());
                    b[8..].copy_from_slice(&(rnd() as u32).to_le_bytes());
                    check(&b);
                    check(&b[..8]);
                }
            }
            assert!(fast > 1000, "{}: {fast} fast decodes", isa.name());
        }
    }

    /// The iterator (which steps by the guessed length when the fast path
    /// agrees) yields what the general path decodes word by word: streams
    /// of fast-path entries with random fields, literal fields set to
    /// 0xff, instructions with a literal of their own (`v_madmk_f32`),
    /// random words and cut-off ends.
    #[test]
    fn iterator_is_the_general_path() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut rnd = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut guessed_wrong = 0usize;
        for isa in Isa::all() {
            let f = FastRef::new(isa);
            let live: Vec<&FastEntry> = f.entries.iter().filter(|e| e.mask != 0).collect();
            for _ in 0..40 {
                let mut b = Vec::new();
                for _ in 0..200 {
                    let r = rnd();
                    let mut w = if r & 7 == 0 {
                        rnd()
                    } else {
                        let e = live[(r >> 8) as usize % live.len()];
                        e.value | rnd() & !e.mask
                    };
                    if r >> 4 & 3 == 0 {
                        // A literal field (VOP src0, SOP ssrc0/ssrc1).
                        let t = &f.top[(w as u32 >> 23) as usize];
                        let (s, m) = t.lit[(r >> 6) as usize % 3];
                        if m != 0 {
                            w = w & !((m as u64) << s) | 0xff << s;
                        }
                    }
                    let n = if r >> 12 & 1 == 0 { 8 } else { 4 };
                    b.extend_from_slice(&w.to_le_bytes()[..n]);
                }
                b.truncate(b.len() - (rnd() % 8) as usize);
                let mut d = Decoder::new(isa, &b);
                let mut pos = 0;
                while pos < b.len() {
                    let want = decode_general(isa, &b[pos..], pos);
                    if let Ok(i) = want {
                        let mut w8 = [0u8; 8];
                        let k = (b.len() - pos).min(8);
                        w8[..k].copy_from_slice(&b[pos..pos + k]);
                        let w = u64::from_le_bytes(w8);
                        if guess_len(&f.top[(w as u32 >> 23) as usize], w) != i.len() {
                            guessed_wrong += 1;
                        }
                    }
                    let got = d.next().expect("the iterator stopped early");
                    assert_eq!(got, want.map(|i| (pos, i)), "{} at {pos}", isa.name());
                    match want {
                        Ok(i) => pos += i.len(),
                        Err(_) => {
                            pos += 4;
                            d.skip_bytes(4);
                        }
                    }
                    assert_eq!(d.offset(), pos.min(b.len()));
                }
                assert_eq!(d.next(), None);
            }
        }
        // Both ways of stepping were taken.
        assert!(guessed_wrong > 100, "{guessed_wrong} wrong guesses");
    }
}
