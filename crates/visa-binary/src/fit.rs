//! Whether a truncated reading explains the size of the instruction area.
//!
//! GenX_IR 1.0.12504 sizes a routine's instruction area by the *full*
//! encoding of every instruction, then writes only a prefix of each (see
//! [`crate::Layout`]); the rest of the area is padding (zeros, or whatever
//! memory `ocloc` left there). A reading of an object in that layout
//! therefore explains every byte exactly when some choice of the operands
//! the object does not store, each of a class its field allows, makes the
//! full encodings add up to the stored area size. The size of an operand
//! follows from its class alone (general and indirect 9 bytes, immediate 6
//! or 10, address-of 7, address and state 5, predicate 3), so the question
//! is a subset-sum over a few small sizes; this module answers it exactly.

use visa::opcode::{Classes, Kind};
use visa::{Instruction, Operand};

use crate::layout::{expanded_fields, kept_for, static_layout, Layout};

/// The full-encoding sizes of `insts` when the operands they lack are chosen
/// freely among their fields' classes: the smallest and largest total, and
/// whether `size` itself is reachable.
pub(crate) struct AreaFit {
    /// Smallest total size.
    pub min: usize,
    /// Largest total size.
    pub max: usize,
    /// Whether some choice gives exactly the stored size.
    pub exact: bool,
}

/// Sizes (bit `s` set: `s` bytes) a vector operand of classes `c` takes.
fn class_sizes(c: Classes) -> u16 {
    let mut m = 0u16;
    if c.has(Classes::G) || c.has(Classes::I) {
        m |= 1 << 9;
    }
    if c.has(Classes::IMM) {
        m |= 1 << 6 | 1 << 10;
    }
    if c.has(Classes::A) || c.has(Classes::S) {
        m |= 1 << 5;
    }
    if c.has(Classes::P) {
        m |= 1 << 3;
    }
    if c.has(Classes::AO) {
        m |= 1 << 7;
    }
    m
}

/// The size of fields a truncated instruction does not store: a fixed part
/// and, per vector operand whose size depends on its class, the offsets
/// above its smallest size (bit `d`: `d` more bytes; bit 0 always set).
#[derive(Clone, Debug, Default)]
pub(crate) struct Dropped {
    /// Bytes whatever the classes (smallest sizes included).
    pub fixed: usize,
    /// Offset sets of the operands with a choice of sizes.
    pub free: Vec<u8>,
}

impl Dropped {
    /// Adds a field the object does not store.
    pub(crate) fn add(&mut self, k: Kind) {
        match k {
            Kind::Dst(c) | Kind::Src(c) => {
                let m = class_sizes(c);
                if m != 0 {
                    let lo = m.trailing_zeros();
                    self.fixed += lo as usize;
                    if m >> lo != 1 {
                        self.free.push((m >> lo) as u8);
                    }
                }
            }
            Kind::Raw => self.fixed += 6,
            k => self.fixed += k.prim_width().unwrap_or(2),
        }
    }
}

/// Whether the instructions `insts` of a routine read in the truncated
/// layout, which took `stored` bytes each in the object, can take `size`
/// bytes written in full.
pub(crate) fn area_fit(
    insts: &[Instruction],
    stored: impl Iterator<Item = usize>,
    size: usize,
) -> AreaFit {
    let mut fixed = 0usize;
    let mut free: [usize; 256] = [0; 256];
    let mut slow = Dropped::default();
    for (inst, len) in insts.iter().zip(stored) {
        fixed += len;
        let info = visa::opcode::info(inst.opcode);
        let sub = match info {
            Some(i) if !i.subops.is_empty() => inst
                .operands
                .first()
                .and_then(Operand::as_imm)
                .map(|v| v as u8),
            _ => None,
        };
        if let Some(st) = static_layout(inst.opcode, sub).filter(|s| !s.has_list) {
            fixed += st.dropped.fixed;
            for &d in &st.dropped.free {
                free[d as usize] += 1;
            }
            continue;
        }
        // Lists or mode-dependent fields: the fields as this instruction
        // expands them.
        let Some(fields) = expanded_fields(inst) else {
            continue;
        };
        let kept = kept_for(inst.opcode, &fields, Layout::Genx12504);
        let mut ops = inst.operands.iter();
        for (i, f) in fields.iter().enumerate() {
            let dropped = if f.kind.is_operand() {
                matches!(ops.next(), Some(Operand::Missing) | None)
            } else {
                i >= kept
            };
            if dropped {
                slow.add(f.kind);
            }
        }
    }
    fixed += slow.fixed;
    for &d in &slow.free {
        free[d as usize] += 1;
    }
    let span: usize = free.iter().enumerate().map(|(d, &n)| n * top(d)).sum();
    let (min, max) = (fixed, fixed + span);
    let exact = size >= min && size <= max && reachable(&free, size - min, span);
    AreaFit { min, max, exact }
}

/// The largest offset of an offset set (0 for the empty set).
fn top(d: usize) -> usize {
    (8 - (d as u8).leading_zeros() as usize).saturating_sub(1)
}

/// Whether `target` is a sum of one offset per free operand (`free[d]`
/// operands have the offsets whose bits are set in `d`; bit 0, offset 0, is
/// always set), given that the largest offsets sum to `span`.
fn reachable(free: &[usize; 256], target: usize, span: usize) -> bool {
    if target == 0 || target == span {
        return true;
    }
    // Quick witness: the largest offsets for operands of the least flexible
    // kinds (fewest offsets first) until less than 64 bytes remain, then an
    // exact search over the remaining operands in one 64-bit set.
    let mut order: Vec<usize> = (1..256).filter(|&d| free[d] > 0).collect();
    order.sort_by_key(|&d| (d.count_ones(), std::cmp::Reverse(top(d))));
    let mut rest = target;
    let mut left = *free;
    for &d in &order {
        if rest < 64 {
            break;
        }
        let m = top(d);
        let t = left[d].min((rest - 63).div_ceil(m));
        left[d] -= t;
        rest -= t * m;
    }
    if rest < 64 {
        let mut set = 1u64;
        for &d in &order {
            for _ in 0..left[d] {
                let mut next = set;
                for k in 1..8 {
                    if d & 1 << k != 0 {
                        next |= set << k;
                    }
                }
                if next == set {
                    break;
                }
                set = next;
            }
        }
        if set >> rest & 1 == 1 {
            return true;
        }
    }
    // Exact answer: the set of reachable sums up to the target, one operand
    // kind at a time (each operand can add 0, so the set only grows and the
    // target, once reached, stays reached).
    let words = target / 64 + 1;
    let mut set = vec![0u64; words];
    set[0] = 1;
    let hit = |s: &[u64]| s[target / 64] >> (target % 64) & 1 == 1;
    let mut next = vec![0u64; words];
    for &d in &order {
        for _ in 0..free[d] {
            next.copy_from_slice(&set);
            for k in 1..8 {
                if d & 1 << k != 0 {
                    or_shifted(&mut next, &set, k);
                }
            }
            // The top word may hold sums beyond the target: harmless.
            if next == set {
                break;
            }
            std::mem::swap(&mut set, &mut next);
            if hit(&set) {
                return true;
            }
        }
    }
    hit(&set)
}

/// `dst |= src << k` over a little-endian bit set (`k` < 64).
fn or_shifted(dst: &mut [u64], src: &[u64], k: usize) {
    let mut carry = 0u64;
    for (d, &s) in dst.iter_mut().zip(src) {
        *d |= s << k | carry;
        carry = s >> (64 - k);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force over every choice.
    fn brute(sets: &[Vec<usize>], target: usize) -> bool {
        let mut reach = std::collections::BTreeSet::from([0usize]);
        for s in sets {
            reach = reach
                .iter()
                .flat_map(|&r| s.iter().map(move |&d| r + d))
                .collect();
        }
        reach.contains(&target)
    }

    #[test]
    fn reachable_agrees_with_brute_force() {
        // Offset sets of the operand classes the opcode table uses, and some
        // others.
        let kinds: [u8; 9] = [
            0b1_1001,
            0b1_1011,
            0b100_0001,
            0b1101_1001,
            0b1101_1101,
            0b1_0001,
            0b1000_0001,
            0b11,
            0b1010_0101,
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rnd = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n) as usize
        };
        for _ in 0..3000 {
            let mut free = [0usize; 256];
            let mut sets = Vec::new();
            for _ in 0..rnd(12) {
                let d = kinds[rnd(kinds.len() as u64)];
                free[d as usize] += 1;
                sets.push((0..8).filter(|k| d >> k & 1 == 1).collect::<Vec<_>>());
            }
            let span: usize = sets.iter().map(|s| *s.last().unwrap()).sum();
            for target in 0..=span {
                assert_eq!(
                    reachable(&free, target, span),
                    brute(&sets, target),
                    "{sets:?} target {target}"
                );
            }
        }
    }

    #[test]
    fn large_counts_are_decided() {
        // 40 000 operands that are 5 or 9 bytes: only multiples of 4 above
        // the minimum.
        let mut free = [0usize; 256];
        free[0b1_0001] = 40_000;
        let span = 4 * 40_000;
        assert!(reachable(&free, 80_000, span));
        assert!(!reachable(&free, 80_001, span));
        free[0b11] = 1;
        assert!(reachable(&free, 80_001, span + 1));
        assert!(!reachable(&free, 80_002, span + 1));
    }
}
