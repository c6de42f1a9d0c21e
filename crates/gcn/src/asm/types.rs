//! Operand types of sources for constants: measured with `llvm-mc-14`
//! (`scripts/gcn/asmtypes.py` probes every source of every instruction
//! with constants whose encoding tells the type apart; the results are in
//! `crates/gcn/facts/asm-types.txt`), else derived from the mnemonic.

use super::num::OpType;
use super::tables::split_suffix;
use crate::data::{InstData, LitStyle, MapData, Slot};
use crate::table::TEXTS;
use crate::Isa;

static FACTS: &str = include_str!("../../facts/asm-types.txt");

/// The line of a facts file whose first fields are `key`, without them.
/// The facts files are sorted (their generators write them so, and a test
/// checks it), and a tab sorts before every character of a name, so the
/// order of the lines is the order of their fields: a binary search over
/// the text finds a line with no table built at start-up (building a hash
/// map of all 20,000 lines cost more than assembling a kernel).
fn lookup<'a, const N: usize>(text: &'a str, key: [&str; N]) -> Option<&'a str> {
    let (mut lo, mut hi) = (0, text.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let start = text[lo..mid].rfind('\n').map_or(lo, |p| lo + p + 1);
        let end = text[start..].find('\n').map_or(text.len(), |p| start + p);
        let line = &text[start..end];
        let mut fields = line.splitn(N + 1, '\t');
        // Comment lines (`#`) sort before every variant name.
        let mut ord = std::cmp::Ordering::Greater;
        if !line.starts_with('#') {
            for k in key {
                ord = match fields.next() {
                    Some(f) => k.as_bytes().cmp(f.as_bytes()),
                    None => std::cmp::Ordering::Greater,
                };
                if ord.is_ne() {
                    break;
                }
            }
        }
        match ord {
            std::cmp::Ordering::Less => hi = start,
            std::cmp::Ordering::Greater => lo = end + 1,
            std::cmp::Ordering::Equal => return fields.next(),
        }
    }
    None
}

/// The measured type of a source (variant name, mnemonic, field).
fn fact(variant: &str, name: &str, field: &str) -> Option<OpType> {
    Some(match lookup(FACTS, [variant, name, field])? {
        "b32" => OpType::B32,
        "i16" => OpType::I16,
        "f16" => OpType::F16,
        "v2i16" => OpType::V2I16,
        "v2f16" => OpType::V2F16,
        "i64" => OpType::I64,
        "f64" => OpType::F64,
        _ => return None,
    })
}

/// The type of source `s` of `d`.
pub(crate) fn src_type(
    isa: Isa,
    d: &'static InstData,
    s: &'static Slot,
    m: &'static MapData,
) -> OpType {
    // Each lookup is a few binary searches over the facts text; a kernel
    // asks for the same few sources again and again. `d` and `s` are
    // records of the static table.
    type Key = (Isa, usize, usize, usize);
    thread_local! {
        static MEMO: std::cell::RefCell<rustc_hash::FxHashMap<Key, OpType>> =
            Default::default();
    }
    let key = (
        isa,
        d as *const InstData as usize,
        s as *const Slot as usize,
        m as *const MapData as usize,
    );
    if let Some(t) = MEMO.with(|c| c.borrow().get(&key).copied()) {
        return t;
    }
    let t = src_type_uncached(isa, d, s, m);
    MEMO.with(|c| c.borrow_mut().insert(key, t));
    t
}

fn src_type_uncached(isa: Isa, d: &InstData, s: &Slot, m: &MapData) -> OpType {
    // GFX10's packed operands take 32-bit constants beyond 16 bits, which
    // the probes cannot tell from 32-bit operands: GFX9's measured types.
    if isa.generation() >= 10 {
        if let Some(t @ (OpType::V2I16 | OpType::V2F16)) = fact("gfx900", d.name, s.field) {
            return t;
        }
        let base = split_suffix(d.name).0;
        if base.starts_with("v_pk_")
            && m.ops
                .iter()
                .find(|&&p| p >> 28 == 1)
                .is_some_and(|&p| (p >> 14) & 0x3f == 1)
        {
            return if base.contains("_f16") {
                OpType::V2F16
            } else {
                OpType::V2I16
            };
        }
    }
    if let Some(t) = fact(isa.facts_name(), d.name, s.field) {
        if t == OpType::I16 && s.field == "vsrc1" && d.name.ends_with("_sdwa") {
            let e64 = format!("{}_e64", split_suffix(d.name).0);
            if fact(isa.facts_name(), &e64, "src1") == Some(OpType::B32) {
                return OpType::B32AsI16;
            }
        }
        return t;
    }
    guess(d, s, m)
}

/// The type from the mnemonic, the literal style and the register count.
pub(crate) fn guess(d: &InstData, s: &Slot, m: &MapData) -> OpType {
    let regs = m
        .ops
        .iter()
        .find(|&&p| p >> 28 == 1)
        .map(|&p| (p >> 14) & 0x3f)
        .unwrap_or(1);
    if regs >= 2 {
        return if d.name.contains("f64") {
            OpType::F64
        } else {
            OpType::I64
        };
    }
    match s.lit {
        LitStyle::Lit16f => return OpType::F16,
        LitStyle::Lit16i => return OpType::I16,
        _ => {}
    }
    let text240 = m.text.get(240).map(|&t| TEXTS[t as usize]).unwrap_or("");
    let (base, _) = split_suffix(d.name);
    if base.starts_with("v_pk_") {
        return if base.contains("_f16") {
            OpType::V2F16
        } else {
            OpType::V2I16
        };
    }
    if text240 == "0x3800" {
        return OpType::I16;
    }
    let parts: Vec<&str> = base.split('_').collect();
    let src = if base.starts_with("v_cvt_") && parts.len() >= 4 {
        parts.last().copied()
    } else {
        parts.iter().skip(1).copied().find(|p| {
            matches!(
                *p,
                "f16" | "i16" | "u16" | "b16" | "f32" | "i32" | "u32" | "b32"
            )
        })
    };
    match src {
        Some("f16") => OpType::F16,
        Some("i16" | "u16" | "b16") => OpType::I16,
        _ => OpType::B32,
    }
}

static VADDR: &str = include_str!("../../facts/asm-vaddr.txt");

static MIMG10: &str = include_str!("../../facts/mimg10.txt");

static VADDR10: &str = include_str!("../../facts/asm-vaddr10.txt");

/// The address counts a GFX10 image instruction takes with a dim and
/// a16 (measured with `llvm-mc-14` by `scripts/gcn/asmvaddr.py`): bit
/// sets of the register range counts and of the NSA list counts.
pub(crate) fn vaddr10_counts(isa: Isa, name: &str, dim: u32, a16: bool) -> (u32, u32) {
    const D: [&str; 8] = ["0", "1", "2", "3", "4", "5", "6", "7"];
    let Some(l) = lookup(
        VADDR10,
        [
            isa.facts_name(),
            name,
            D[dim as usize & 7],
            if a16 { "1" } else { "0" },
        ],
    ) else {
        return (0, 0);
    };
    let set = |t: &str| {
        t.split(',')
            .filter_map(|x| x.parse::<u32>().ok())
            .fold(0u32, |b, k| b | 1u32.checked_shl(k).unwrap_or(0))
    };
    let (r, n) = l.split_once('\t').unwrap_or((l, ""));
    (set(r), set(n))
}

/// Register counts of a GFX10 image instruction (`scripts/gcn/mimg10.py`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mimg10 {
    /// Address registers of the opcode's own non-NSA variant.
    pub own: u8,
    /// Address registers of the NSA variant per nsa = 1, 2, 3 (0 invalid).
    pub nsa: [u8; 3],
    /// Per 2 * dim + a16: the address count of the non-NSA variant, 0 when
    /// the opcode has none of the computed count.
    pub addr: [u8; 16],
    /// The same for NSA forms.
    pub nsa_addr: [u8; 16],
}

/// The GFX10 image facts of an instruction (`None`: not measured).
pub(crate) fn mimg10(isa: Isa, name: &str) -> Option<Mimg10> {
    let mut f = lookup(MIMG10, [isa.facts_name(), name])?.split('\t');
    let own = f.next()?.parse().ok()?;
    let mut list = |n: usize| -> Option<Vec<u8>> {
        let v: Vec<u8> = f
            .next()?
            .split(',')
            .map(|x| x.parse().ok())
            .collect::<Option<_>>()?;
        (v.len() == n).then_some(v)
    };
    let nsa = list(3)?;
    let addr = list(16)?;
    let nsa_addr = list(16)?;
    Some(Mimg10 {
        own,
        nsa: nsa.try_into().ok()?,
        addr: addr.try_into().ok()?,
        nsa_addr: nsa_addr.try_into().ok()?,
    })
}

static BVH10: &str = include_str!("../../facts/bvh10.txt");

/// Register counts of a GFX10 ray-tracing image instruction
/// (`image_bvh_intersect_ray`, `image_bvh64_intersect_ray`; measured by
/// `scripts/gcn/mimg10.py bvh`, `facts/bvh10.txt`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bvh10 {
    /// Address registers of the non-NSA form per a16.
    pub addr: [u8; 2],
    /// Address registers of the NSA form per 3 * a16 + nsa - 1 (0: that
    /// NSA size is invalid).
    pub nsa: [u8; 6],
}

/// The ray-tracing facts of an instruction (`None`: not one).
pub(crate) fn bvh10(isa: Isa, name: &str) -> Option<Bvh10> {
    if !name.starts_with("image_bvh") {
        return None;
    }
    let mut f = lookup(BVH10, [isa.name(), name])?.split('\t').skip(2);
    let mut list = |n: usize| -> Option<Vec<u8>> {
        let v: Vec<u8> = f
            .next()?
            .split(',')
            .map(|x| x.parse().ok())
            .collect::<Option<_>>()?;
        (v.len() == n).then_some(v)
    };
    let addr = list(2)?;
    let nsa = list(6)?;
    Some(Bvh10 {
        addr: addr.try_into().ok()?,
        nsa: nsa.try_into().ok()?,
    })
}

/// The address register counts an image instruction takes (measured with
/// `llvm-mc-14` by `scripts/gcn/asmvaddr.py`), as a bit set; one register
/// where nothing was measured.
pub(crate) fn vaddr_counts(isa: Isa, name: &str) -> u32 {
    match lookup(VADDR, [isa.facts_name(), name]) {
        Some(c) => c
            .split(',')
            .filter_map(|x| x.parse::<u32>().ok())
            .fold(0, |b, k| b | 1 << k),
        None => 1 << 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of both facts files is found by the binary search, with
    /// its value, and keys between lines are not (the files must stay
    /// sorted for it).
    /// Every line of the GFX10 image facts is sorted and found, and its
    /// counts parse.
    #[test]
    fn mimg10_facts_parse() {
        let lines: Vec<&str> = MIMG10.lines().filter(|l| !l.starts_with('#')).collect();
        assert!(lines.len() > 400);
        assert!(lines.windows(2).all(|w| w[0] < w[1]), "sorted");
        for l in lines {
            let f: Vec<&str> = l.split('\t').collect();
            let isa = Isa::from_processor(f[0]).unwrap();
            let m = mimg10(isa, f[1]).unwrap_or_else(|| panic!("{l}"));
            assert_eq!(m.own.to_string(), f[2], "{l}");
        }
    }

    /// Every line of the ray-tracing facts is found and its counts parse.
    #[test]
    fn bvh10_facts_parse() {
        let lines: Vec<&str> = BVH10.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(lines.len(), 8);
        assert!(lines.windows(2).all(|w| w[0] < w[1]), "sorted");
        for l in lines {
            let f: Vec<&str> = l.split('\t').collect();
            let isa = match f[0].strip_suffix("w64") {
                Some(p) => Isa::from_processor_wave(p, true),
                None => Isa::from_processor(f[0]),
            }
            .unwrap();
            let b = bvh10(isa, f[1]).unwrap_or_else(|| panic!("{l}"));
            assert_eq!(format!("{},{}", b.addr[0], b.addr[1]), f[4], "{l}");
        }
    }

    #[test]
    fn lookup_finds_every_line() {
        for text in [FACTS, VADDR] {
            let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
            assert!(lines.len() > 50);
            assert!(
                lines.windows(2).all(|w| w[0] < w[1]),
                "sorted, no duplicates"
            );
            let keys: std::collections::HashSet<Vec<&str>> = lines
                .iter()
                .map(|l| l.split('\t').take(l.split('\t').count() - 1).collect())
                .collect();
            for l in &lines {
                let f: Vec<&str> = l.split('\t').collect();
                let find = |k: &[&str]| match *k {
                    [a, b, c] => lookup(text, [a, b, c]),
                    [a, b] => lookup(text, [a, b]),
                    _ => panic!("{} fields: {l}", f.len()),
                };
                let n = f.len() - 1;
                assert_eq!(find(&f[..n]), Some(f[n]), "{l}");
                // Keys next to this one that are no line are not found.
                let longer = format!("{}_", f[1]);
                let shorter = &f[1][..f[1].len() - 1];
                for name in [longer.as_str(), shorter] {
                    let mut k = f[..n].to_vec();
                    k[1] = name;
                    if !keys.contains(&k) {
                        assert_eq!(find(&k), None, "{k:?}");
                    }
                }
            }
            assert_eq!(lookup(text, ["gfx000", "v_mov_b32"]), None);
            assert_eq!(lookup(text, ["gfx999", "v_mov_b32"]), None);
            assert_eq!(lookup(text, ["#", "x"]), None);
        }
        assert_eq!(fact("gfx900", "v_add_f16_e64", "src0"), Some(OpType::F16));
    }
}
