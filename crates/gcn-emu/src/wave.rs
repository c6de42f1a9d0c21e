//! One wavefront's state: scalar and vector registers, EXEC, SCC, the
//! MODE register, the program counter, and the check state (outstanding
//! memory operations, recent instructions for hazards).

use crate::check::Checker;
use crate::error::{FResult, Fault};
use crate::float::FpMode;
use crate::ins::*;

/// Lanes in a register row: storage is always 64 lanes; wave32 uses the
/// low half.
pub(crate) const L: usize = 64;

pub(crate) struct Wave {
    /// Scalar register file by operand code (see `ins.rs`).
    pub s: [u32; SREGS],
    pub scc: bool,
    /// VGPRs, 64 lanes each.
    pub v: Vec<u32>,
    /// VGPRs allocated (from the descriptor).
    pub nvgpr: u32,
    /// AGPRs (gfx908, gfx90a), 64 lanes each.
    pub a: Vec<u32>,
    pub nagpr: u32,
    /// SGPRs allocated (from the descriptor).
    pub nsgpr: u32,
    /// Index of the next instruction.
    pub pc: usize,
    /// The MODE hardware register.
    pub mode: u32,
    pub fp: FpMode,
    pub wave64: bool,
    /// Lane mask of a full wave.
    pub full: u64,
    /// `s_set_gpr_idx_on`: operands it applies to (bit 0 src0, 1 src1,
    /// 2 src2, 3 dst), with the index in M0[7:0].
    pub gpr_idx: u8,
    /// GFX10 `FLAT_SCRATCH` (a hardware register there; on GFX9 the
    /// `flat_scratch` SGPR pair).
    pub flat_scratch_hw: u64,
    /// Hardware register values read by `s_getreg` and not modelled
    /// otherwise (`TRAPSTS`, ...).
    pub trapsts: u32,
    pub done: bool,
    pub at_barrier: bool,
    /// Instructions executed.
    pub count: u64,
    /// Local ids of each lane (for messages and the packed/unpacked ids).
    pub lid: [[u32; 3]; L],
    /// Which wave of its group.
    pub index: u32,
    pub check: Checker,
    /// Recent wait states, for the hazard rules.
    pub hz: crate::hazard::History,
    /// Stop at violations of the rules (else only track the counters).
    pub report: bool,
}

impl Wave {
    #[inline]
    pub fn exec(&self) -> u64 {
        if self.wave64 {
            self.s[EXEC as usize] as u64 | (self.s[EXEC as usize + 1] as u64) << 32
        } else {
            self.s[EXEC as usize] as u64
        }
    }

    #[inline]
    pub fn set_exec(&mut self, e: u64) {
        self.s[EXEC as usize] = e as u32;
        self.s[EXEC as usize + 1] = if self.wave64 { (e >> 32) as u32 } else { 0 };
    }

    #[inline]
    pub fn vcc(&self) -> u64 {
        self.sread_mask(VCC)
    }

    /// A lane mask from a scalar slot (two slots in wave64).
    #[inline]
    pub fn sread_mask(&self, i: u8) -> u64 {
        // SGPR_NULL is null in its 64-bit uses too (it does not extend
        // into exec_lo)
        if i == NULL {
            0
        } else if self.wave64 {
            self.s[i as usize] as u64 | (self.s[(i as usize + 1) & 127] as u64) << 32
        } else {
            self.s[i as usize] as u64
        }
    }

    /// Writes a lane mask to a scalar slot.
    #[inline]
    pub fn swrite_mask(&mut self, i: u8, m: u64) -> FResult<()> {
        if i == NULL {
            return Ok(());
        }
        self.swrite(i, m as u32)?;
        if self.wave64 {
            self.swrite(i + 1, (m >> 32) as u32)?;
        }
        Ok(())
    }

    /// Reads a 32-bit scalar slot.
    #[inline]
    pub fn sread(&self, i: u8) -> FResult<u32> {
        if (i as u32) < self.nsgpr || i >= 102 {
            if i == NULL {
                return Ok(0);
            }
            return Ok(self.s[i as usize & 127]);
        }
        Err(Fault::new(format!(
            "reads s{i}, beyond the kernel's {} SGPRs (the descriptor's allocation)",
            self.nsgpr
        )))
    }

    /// Writes a 32-bit scalar slot.
    #[inline]
    pub fn swrite(&mut self, i: u8, v: u32) -> FResult<()> {
        if (i as u32) < self.nsgpr || i >= 102 {
            if i != NULL {
                self.s[i as usize & 127] = v;
            }
            return Ok(());
        }
        Err(Fault::new(format!(
            "writes s{i}, beyond the kernel's {} SGPRs (the descriptor's allocation)",
            self.nsgpr
        )))
    }

    pub fn sread64(&self, i: u8) -> FResult<u64> {
        if i == NULL {
            return Ok(0);
        }
        Ok(self.sread(i)? as u64 | (self.sread(i + 1)? as u64) << 32)
    }

    pub fn swrite64(&mut self, i: u8, v: u64) -> FResult<()> {
        if i == NULL {
            return Ok(());
        }
        self.swrite(i, v as u32)?;
        self.swrite(i + 1, (v >> 32) as u32)
    }

    /// The start of VGPR `r` (an error past the allocation).
    #[inline]
    pub fn vbase(&self, r: u16) -> FResult<usize> {
        if (r as u32) < self.nvgpr {
            Ok(r as usize * L)
        } else {
            Err(Fault::new(format!(
                "uses v{r}, beyond the kernel's {} VGPRs (the descriptor's allocation)",
                self.nvgpr
            )))
        }
    }

    #[inline]
    pub fn abase(&self, r: u16) -> FResult<usize> {
        if (r as u32) < self.nagpr {
            Ok(r as usize * L)
        } else {
            Err(Fault::new(format!(
                "uses a{r}, beyond the kernel's {} AGPRs",
                self.nagpr
            )))
        }
    }

    /// A scalar source operand's 32 bits (registers, constants, specials).
    pub fn sval(&self, o: Opnd, lds_size: u32) -> FResult<u32> {
        Ok(match o {
            Opnd::S(i) => self.sread(i)?,
            Opnd::K(k) => k as u32,
            Opnd::Special(sp) => self.special(sp, lds_size) as u32,
            Opnd::None | Opnd::Off => 0,
            Opnd::V(_) | Opnd::A(_) => {
                return Err(Fault::new("a vector register where a scalar is needed"))
            }
        })
    }

    /// A scalar source operand's 64 bits.
    pub fn sval64(&self, o: Opnd, lds_size: u32) -> FResult<u64> {
        Ok(match o {
            Opnd::S(i) => self.sread64(i)?,
            Opnd::K(k) => k,
            Opnd::Special(sp) => self.special64(sp, lds_size),
            Opnd::None | Opnd::Off => 0,
            Opnd::V(_) | Opnd::A(_) => {
                return Err(Fault::new("a vector register where a scalar is needed"))
            }
        })
    }

    /// A special source read as a 64-bit operand: the aperture registers
    /// give the whole base (or limit) address, whose high half is what
    /// they give as 32-bit operands (`s_mov_b64 s[0:1], src_private_base`
    /// then `s1` is how LLVM 16 and later builds a flat address).
    pub fn special64(&self, sp: Special, lds: u32) -> u64 {
        match sp {
            Special::SharedBase => crate::launch::SHARED_APERTURE,
            Special::SharedLimit => crate::launch::SHARED_APERTURE | 0xffff_ffff,
            Special::PrivateBase => crate::launch::PRIVATE_APERTURE,
            Special::PrivateLimit => crate::launch::PRIVATE_APERTURE | 0xffff_ffff,
            _ => self.special(sp, lds),
        }
    }

    /// A special source read as a 32-bit operand (the aperture registers
    /// give the high half of their address).
    pub fn special(&self, sp: Special, _lds: u32) -> u64 {
        match sp {
            Special::Vccz => (self.vcc() == 0) as u64,
            Special::Execz => (self.exec() == 0) as u64,
            Special::Scc => self.scc as u64,
            Special::SharedBase => crate::launch::SHARED_APERTURE >> 32,
            Special::SharedLimit => crate::launch::SHARED_APERTURE >> 32,
            Special::PrivateBase => crate::launch::PRIVATE_APERTURE >> 32,
            Special::PrivateLimit => crate::launch::PRIVATE_APERTURE >> 32,
            Special::LdsDirect | Special::PopsExitingWaveId => 0,
        }
    }

    /// Set the MODE register and the decoded float mode.
    pub fn set_mode(&mut self, m: u32) {
        self.mode = m;
        self.fp = FpMode::from_mode_reg(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wave64() -> Wave {
        Wave {
            s: [0; SREGS],
            scc: false,
            v: vec![0; 4 * L],
            nvgpr: 4,
            a: Vec::new(),
            nagpr: 0,
            nsgpr: 106,
            pc: 0,
            mode: 0,
            fp: FpMode::ATOMIC,
            wave64: true,
            full: u64::MAX,
            gpr_idx: 0,
            flat_scratch_hw: 0,
            trapsts: 0,
            done: false,
            at_barrier: false,
            count: 0,
            lid: [[0; 3]; L],
            index: 0,
            check: crate::check::Checker::new(4, 0, true),
            hz: Default::default(),
            report: true,
        }
    }

    /// GFX10's SGPR_NULL (code 125, just below exec_lo) as a 64-bit
    /// destination or source, as `v_mad_u64_u32 v[0:1], null, ...` of a
    /// wave64 kernel writes it: nothing reaches EXEC, and it reads 0.
    #[test]
    fn null_is_null_in_64_bits() {
        let mut w = wave64();
        w.s[EXEC as usize] = 0x1234_5678;
        w.s[EXEC as usize + 1] = 0x9abc_def0;
        w.swrite_mask(NULL, u64::MAX).unwrap();
        w.swrite64(NULL, u64::MAX).unwrap();
        w.swrite(NULL, u32::MAX).unwrap();
        assert_eq!(w.sread64(EXEC).unwrap(), 0x9abc_def0_1234_5678);
        assert_eq!(w.sread_mask(NULL), 0);
        assert_eq!(w.sread64(NULL).unwrap(), 0);
        // the neighbouring pair is a real 64-bit register
        w.swrite_mask(VCC, 0xffff_0000_0000_ffff).unwrap();
        assert_eq!(w.sread_mask(VCC), 0xffff_0000_0000_ffff);
    }
}
