//! Family rules: operands whose form depends on several fields (facts
//! about LLVM 14's decoder, each checked by the sweeps).

use crate::data::{Family, Slot};
use crate::print::{field, Ctx};

/// MIMG: data registers = enabled channels (dmask; 4 for gather4), halved
/// for packed 16-bit data, plus one for tfe; LLVM keeps the opcode's own
/// size when the instruction has no variant of the computed size (`aux`:
/// bit n set when size n exists, bits 8-11 the own size).
pub(crate) fn mimg_vdata_count(c: &Ctx, aux: u16) -> u32 {
    if c.isa.generation() >= 10 {
        return mimg10_counts(c, aux).0;
    }
    let n = mimg_data_size(c, aux);
    let own = (aux >> 8 & 0xf) as u32;
    // No variant of that size, or the registers would pass v255: LLVM keeps
    // the opcode's own size.
    if aux >> n & 1 == 1 && field(c.w, 40, 8) + n <= 256 {
        n
    } else {
        own
    }
}

/// The data size dmask, d16 and tfe ask for.
fn mimg_data_size(c: &Ctx, aux: u16) -> u32 {
    let dmask = field(c.w, 8, 4);
    let gather = c.d.name.starts_with("image_gather4");
    let mut n = if gather { 4 } else { dmask.count_ones().max(1) };
    let d16 = field(c.w, 63, 1) == 1;
    if d16 && c.isa.data().generation >= 9 {
        n = n.div_ceil(2);
    }
    if aux >> 12 & 1 == 1 && field(c.w, 16, 1) == 1 {
        n += 1;
    }
    n
}

/// The `aux` of an image instruction's data operand (see
/// [`mimg_vdata_count`]).
pub(crate) fn mimg_aux(d: &crate::data::InstData) -> Option<u16> {
    d.ops
        .iter()
        .find(|s| s.hook == crate::data::Hook::MimgVdata)
        .map(|s| s.alt)
}

/// GFX10 images (facts of `scripts/gcn/mimg10.py`): the data and address
/// register counts LLVM 14 prints. The address count follows from the
/// opcode, dim and a16, the data count from dmask, d16 and tfe; LLVM
/// prints the variant of both sizes when it exists and its registers end
/// at v255 (the address range only for non-NSA forms), else the opcode's
/// own variant unchanged (NSA forms: its N addresses). Unmeasured
/// instructions keep their own sizes.
pub(crate) fn mimg10_counts(c: &Ctx, aux: u16) -> (u32, u32) {
    if let Some(b) = crate::asm::types::bvh10(c.isa, c.d.name) {
        return (4, bvh10_addr(&b, c.w).unwrap_or(0));
    }
    let own_d = (aux >> 8 & 0xf) as u32;
    let Some(f) = crate::asm::types::mimg10(c.isa, c.d.name) else {
        return (own_d, 1);
    };
    let d = mimg_data_size(c, aux);
    let idx = (field(c.w, 3, 3) * 2 + field(c.w, 62, 1)) as usize;
    let nsa = field(c.w, 1, 2) as usize;
    let vdata = field(c.w, 40, 8);
    let data_ok = |d: u32| aux >> d & 1 == 1 && (d == own_d || vdata + d <= 256);
    if nsa == 0 {
        let own = f.own as u32;
        let a = f.addr[idx] as u32;
        if a == 0 || (d == own_d && a == own) || !data_ok(d) {
            return (own_d, own);
        }
        if a != own && field(c.w, 32, 8) + a > 256 {
            return (own_d, own);
        }
        (d, a)
    } else {
        let n = f.nsa[nsa - 1] as u32;
        let a = f.nsa_addr[idx] as u32;
        if a == 0 || a > n || !data_ok(d) {
            return (own_d, n);
        }
        (d, a)
    }
}

/// Ray-tracing images (`facts/bvh10.txt`): the address registers of the
/// non-NSA form (a range of 16, or 8 for `image_bvh_intersect_ray` with
/// a16) or of the NSA form (one NSA size per a16); `None` for an NSA size
/// LLVM 14 does not decode.
pub(crate) fn bvh10_addr(b: &crate::asm::types::Bvh10, w: u64) -> Option<u32> {
    let a16 = field(w, 62, 1) as usize;
    match field(w, 1, 2) as usize {
        0 => Some(b.addr[a16] as u32),
        k => Some(b.nsa[3 * a16 + k - 1] as u32).filter(|&n| n > 0),
    }
}

/// GFX10 images: the NSA address words (bits 1-2 of the first word: 0 for
/// the non-NSA form), and whether the instruction has an NSA form of that
/// size (ray-tracing images: of that size with that a16).
pub(crate) fn mimg10_nsa(isa: crate::Isa, d: &crate::data::InstData, w: u64) -> (usize, bool) {
    let k = field(w, 1, 2) as usize;
    if k == 0 {
        return (0, true);
    }
    if let Some(b) = crate::asm::types::bvh10(isa, d.name) {
        return (k, bvh10_addr(&b, w).is_some());
    }
    let ok = crate::asm::types::mimg10(isa, d.name).is_some_and(|f| f.nsa[k - 1] > 0);
    (k, ok)
}

/// EXP: a source is `off` unless its enable bit is set; compressed
/// exports print source i from register field i/2. Returns the register.
pub(crate) fn exp_src(c: &Ctx, s: &Slot) -> Option<u32> {
    let i = (s.field.as_bytes()[4] - b'0') as u32;
    if c.w >> i & 1 == 0 {
        return None;
    }
    let j = if field(c.w, 10, 1) == 1 { i / 2 } else { i };
    Some(field(c.w, 32 + 8 * j as u8, 8))
}

/// MUBUF/MTBUF: the address registers offen and idxen ask for (0: `off`);
/// GFX6/GFX7's addr64 (bit 15) asks for a 64-bit address.
pub(crate) fn buf_vaddr_count(c: &Ctx) -> u32 {
    buf_vaddr_count_of(c.isa, c.w)
}

/// [`buf_vaddr_count`] from the raw words.
pub(crate) fn buf_vaddr_count_of(isa: crate::Isa, w: u64) -> u32 {
    if isa.generation() < 8 && field(w, 15, 1) == 1 {
        return 2;
    }
    field(w, 12, 1) + field(w, 13, 1)
}

fn saddr_off(c: &Ctx) -> u32 {
    if c.isa.data().generation >= 10 {
        0x7d
    } else {
        0x7f
    }
}

/// Global and scratch: is saddr `off`?
pub(crate) fn flat_saddr_off(c: &Ctx) -> bool {
    field(c.w, 48, 7) == saddr_off(c)
}

/// Global and scratch: address registers (global: 64-bit without saddr;
/// scratch: `off` with saddr).
pub(crate) fn flat_addr_count(c: &Ctx) -> u32 {
    let off = flat_saddr_off(c);
    if c.d.name.starts_with("scratch_") {
        off as u32
    } else if off {
        2
    } else {
        1
    }
}

/// [`valid`] from the raw words.
pub(crate) fn valid_words(isa: crate::Isa, id: u16, w: u64) -> bool {
    let d = &crate::table::INSTS[id as usize];
    let inst = crate::Inst {
        opcode: crate::Opcode(id),
        len: 8,
        words: [w as u32, (w >> 32) as u32, 0, 0, 0],
    };
    valid(&Ctx {
        isa,
        inst: &inst,
        d,
        w,
    })
}

/// Cross-field validity the value maps cannot express: register ranges
/// must end at v255.
pub(crate) fn valid(c: &Ctx) -> bool {
    let range_ok = |lo: u8, n: u32| field(c.w, lo, 8) + n.max(1) - 1 <= 255;
    match c.d.family {
        Family::Mimg => match c.d.ops.first() {
            Some(s) if s.hook == crate::data::Hook::MimgVdata => {
                range_ok(40, mimg_vdata_count(c, s.alt))
            }
            // Ray-tracing images: the address range (non-NSA) ends at v255
            // too (the data range is the class's).
            _ => match crate::asm::types::bvh10(c.isa, c.d.name) {
                Some(b) if field(c.w, 1, 2) == 0 => range_ok(32, bvh10_addr(&b, c.w).unwrap_or(0)),
                _ => true,
            },
        },
        // GFX6/GFX7: LLVM has addr64 only without offen and idxen (its
        // assembler rejects the mix); such words are not printed as text
        // that does not assemble.
        Family::Mubuf | Family::Mtbuf
            if c.isa.generation() < 8 && field(c.w, 15, 1) == 1 && field(c.w, 12, 2) != 0 =>
        {
            false
        }
        Family::Mubuf | Family::Mtbuf => range_ok(32, buf_vaddr_count(c)),
        Family::Flat if c.d.name.starts_with("global_") || c.d.name.starts_with("scratch_") => {
            range_ok(32, flat_addr_count(c))
        }
        _ => true,
    }
}

/// VOP3P `op_sel_hi:[...]`: bits from op_sel_hi (two sources) and
/// op_sel_hi2 (bit 14, the third source); printed unless it is the
/// instruction's default (all ones for packed math, all zeros for the
/// mixed-precision instructions: the value whose map text is empty).
pub(crate) fn op_sel_hi(c: &Ctx, s: &Slot, out: &mut String) {
    let text = |v: u32| crate::table::TEXTS[c_map(c, s.class, v) as usize];
    let n = (0..4)
        .map(|v| text(v).matches(',').count() + 1)
        .max()
        .unwrap_or(2);
    let mut bits = field(c.w, 59, 2);
    if n == 3 {
        bits |= field(c.w, 14, 1) << 2;
    }
    let all = (1u32 << n) - 1;
    let default = if text(0).is_empty() { 0 } else { all };
    if bits == default {
        return;
    }
    out.push_str("op_sel_hi:[");
    for i in 0..n {
        if i > 0 {
            out.push(',');
        }
        out.push(if bits >> i & 1 == 1 { '1' } else { '0' });
    }
    out.push(']');
}

fn c_map(c: &Ctx, class: u16, v: u32) -> u16 {
    let m = c.isa.data().classes[class as usize];
    crate::table::MAPS[m as usize]
        .text
        .get(v as usize)
        .copied()
        .unwrap_or(3)
}
