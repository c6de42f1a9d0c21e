//! Operand types of sources for constants: measured with `llvm-mc-14`
//! (`scripts/gcn/asmtypes.py` probes every source of every instruction
//! with constants whose encoding tells the type apart; the results are in
//! `crates/gcn/facts/asm-types.txt`), else derived from the mnemonic.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::num::OpType;
use super::tables::split_suffix;
use crate::data::{InstData, LitStyle, MapData, Slot};
use crate::table::TEXTS;
use crate::Isa;

static FACTS: &str = include_str!("../../facts/asm-types.txt");

/// (variant name, mnemonic, field) -> type.
fn facts() -> &'static HashMap<(&'static str, &'static str, &'static str), OpType> {
    static F: OnceLock<HashMap<(&str, &str, &str), OpType>> = OnceLock::new();
    F.get_or_init(|| {
        let mut m = HashMap::new();
        for line in FACTS.lines() {
            if line.starts_with('#') || line.is_empty() {
                continue;
            }
            let mut p = line.split('\t');
            let (Some(v), Some(name), Some(field), Some(t)) =
                (p.next(), p.next(), p.next(), p.next())
            else {
                continue;
            };
            let t = match t {
                "b32" => OpType::B32,
                "i16" => OpType::I16,
                "f16" => OpType::F16,
                "v2i16" => OpType::V2I16,
                "v2f16" => OpType::V2F16,
                "i64" => OpType::I64,
                "f64" => OpType::F64,
                _ => continue,
            };
            m.insert((v, name, field), t);
        }
        m
    })
}

/// The type of source `s` of `d`.
pub(crate) fn src_type(isa: Isa, d: &InstData, s: &Slot, m: &MapData) -> OpType {
    // GFX10's packed operands take 32-bit constants beyond 16 bits, which
    // the probes cannot tell from 32-bit operands: GFX9's measured types.
    if isa.generation() >= 10 {
        if let Some(&t @ (OpType::V2I16 | OpType::V2F16)) =
            facts().get(&("gfx900", d.name, s.field))
        {
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
    if let Some(&t) = facts().get(&(isa.facts_name(), d.name, s.field)) {
        if t == OpType::I16 && s.field == "vsrc1" && d.name.ends_with("_sdwa") {
            let e64 = format!("{}_e64", split_suffix(d.name).0);
            if facts().get(&(isa.facts_name(), e64.as_str(), "src1")) == Some(&OpType::B32) {
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

/// The address register counts an image instruction takes (measured with
/// `llvm-mc-14` by `scripts/gcn/asmvaddr.py`), as a bit set; one register
/// where nothing was measured.
pub(crate) fn vaddr_counts(isa: Isa, name: &str) -> u32 {
    static F: OnceLock<HashMap<(&str, &str), u32>> = OnceLock::new();
    let f = F.get_or_init(|| {
        let mut m = HashMap::new();
        for line in VADDR.lines().filter(|l| !l.starts_with('#')) {
            let mut p = line.split('\t');
            let (Some(v), Some(n), Some(c)) = (p.next(), p.next(), p.next()) else {
                continue;
            };
            let bits = c
                .split(',')
                .filter_map(|x| x.parse::<u32>().ok())
                .fold(0, |b, k| b | 1 << k);
            m.insert((v, n), bits);
        }
        m
    });
    f.get(&(isa.facts_name(), name)).copied().unwrap_or(1 << 1)
}
