//! The AMD processors the finalizer writes code for, and what differs
//! between them (one table, as `AMDGPUBaseInfo` keeps such facts in LLVM).

use crate::Error;

/// A target: processor, wave size and code object version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// Processor name (`gfx900`).
    pub proc: &'static str,
    /// GFX generation (9 or 10).
    pub gen: u32,
    /// Wave64 (else wave32).
    pub wave64: bool,
    /// Code object version (3, 4 or 5).
    pub co_version: u8,
    /// VGPR tuples of two or more registers must start at an even register
    /// (gfx90a).
    pub align_vgpr_tuples: bool,
    /// Work-item ids packed into v0 (gfx90a).
    pub packed_tid: bool,
    /// Addressable SGPRs for allocation (VCC, FLAT_SCRATCH and XNACK_MASK
    /// excluded).
    pub max_sgprs: u16,
    /// Addressable VGPRs.
    pub max_vgprs: u16,
    /// The `xnack`/`sramecc` target-ID features to print (`:xnack-`...).
    pub features: &'static str,
}

struct ProcInfo {
    name: &'static str,
    gen: u32,
    wave32: bool,
    aligned: bool,
    max_sgprs: u16,
}

const PROCS: &[ProcInfo] = &[
    ProcInfo {
        name: "gfx900",
        gen: 9,
        wave32: false,
        aligned: false,
        max_sgprs: 102,
    },
    ProcInfo {
        name: "gfx906",
        gen: 9,
        wave32: false,
        aligned: false,
        max_sgprs: 102,
    },
    ProcInfo {
        name: "gfx908",
        gen: 9,
        wave32: false,
        aligned: false,
        max_sgprs: 102,
    },
    ProcInfo {
        name: "gfx90a",
        gen: 9,
        wave32: false,
        aligned: true,
        max_sgprs: 102,
    },
    ProcInfo {
        name: "gfx1030",
        gen: 10,
        wave32: true,
        aligned: false,
        max_sgprs: 106,
    },
];

impl Target {
    /// The target for a processor (`gfx900`, `gfx1030`, ...; target-ID
    /// features such as `:xnack-` are accepted), with wave64 on request
    /// where the processor defaults to wave32, and a code object version.
    pub fn new(target_id: &str, wave64: bool, co_version: u8) -> Result<Target, Error> {
        let proc_name = target_id.split(':').next().unwrap_or("");
        let p = PROCS.iter().find(|p| p.name == proc_name).ok_or_else(|| {
            Error::unsupported(format!(
                "target {target_id}: the finalizer writes code for {}",
                PROCS.iter().map(|p| p.name).collect::<Vec<_>>().join(", ")
            ))
        })?;
        if !(3..=5).contains(&co_version) {
            return Err(Error::unsupported(format!(
                "code object V{co_version}: the finalizer writes V3, V4 and V5"
            )));
        }
        if wave64 && !p.wave32 {
            // Wave64 is the only size of GFX9.
        }
        Ok(Target {
            proc: p.name,
            gen: p.gen,
            wave64: wave64 || !p.wave32,
            co_version,
            align_vgpr_tuples: p.aligned,
            packed_tid: p.name == "gfx90a",
            max_sgprs: p.max_sgprs,
            max_vgprs: 256,
            features: "",
        })
    }

    /// Lanes per wave.
    pub fn wave_size(&self) -> u32 {
        if self.wave64 {
            64
        } else {
            32
        }
    }

    /// Registers of a lane mask.
    pub fn mask_regs(&self) -> u16 {
        if self.wave64 {
            2
        } else {
            1
        }
    }

    /// A scalar mask operation's mnemonic for this wave size:
    /// `mask_op("s_and")` is `s_and_b64` or `s_and_b32`.
    pub fn m(&self, base: &str) -> &'static str {
        let w = if self.wave64 { 64 } else { 32 };
        // Interned: the set of mask mnemonics is small and fixed.
        match (base, w) {
            ("s_and", 64) => "s_and_b64",
            ("s_and", _) => "s_and_b32",
            ("s_or", 64) => "s_or_b64",
            ("s_or", _) => "s_or_b32",
            ("s_xor", 64) => "s_xor_b64",
            ("s_xor", _) => "s_xor_b32",
            ("s_andn2", 64) => "s_andn2_b64",
            ("s_andn2", _) => "s_andn2_b32",
            ("s_orn2", 64) => "s_orn2_b64",
            ("s_orn2", _) => "s_orn2_b32",
            ("s_not", 64) => "s_not_b64",
            ("s_not", _) => "s_not_b32",
            ("s_mov", 64) => "s_mov_b64",
            ("s_mov", _) => "s_mov_b32",
            ("s_cselect", 64) => "s_cselect_b64",
            ("s_cselect", _) => "s_cselect_b32",
            ("s_and_saveexec", 64) => "s_and_saveexec_b64",
            ("s_and_saveexec", _) => "s_and_saveexec_b32",
            ("s_or_saveexec", 64) => "s_or_saveexec_b64",
            ("s_or_saveexec", _) => "s_or_saveexec_b32",
            ("s_andn2_saveexec", 64) => "s_andn2_saveexec_b64",
            ("s_andn2_saveexec", _) => "s_andn2_saveexec_b32",
            ("s_cmp_lg", 64) => "s_cmp_lg_u64",
            ("s_cmp_lg", _) => "s_cmp_lg_u32",
            ("s_cmp_eq", 64) => "s_cmp_eq_u64",
            ("s_cmp_eq", _) => "s_cmp_eq_u32",
            ("s_lshl", 64) => "s_lshl_b64",
            ("s_lshl", _) => "s_lshl_b32",
            ("s_lshr", 64) => "s_lshr_b64",
            ("s_lshr", _) => "s_lshr_b32",
            ("s_bcnt1", 64) => "s_bcnt1_i32_b64",
            ("s_bcnt1", _) => "s_bcnt1_i32_b32",
            ("s_ff1", 64) => "s_ff1_i32_b64",
            ("s_ff1", _) => "s_ff1_i32_b32",
            ("s_bitcmp1", 64) => "s_bitcmp1_b64",
            ("s_bitcmp1", _) => "s_bitcmp1_b32",
            ("s_bfe", 64) => "s_bfe_u64",
            ("s_bfe", _) => "s_bfe_u32",
            _ => panic!("no mask form of {base}"),
        }
    }
}
