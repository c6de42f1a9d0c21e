//! The machine IR: GCN instructions (named by their LLVM mnemonic, with
//! the encoding suffix where the form matters) over virtual and physical
//! registers, in basic blocks. Instruction selection writes it, register
//! allocation rewrites virtual registers to physical ones, the wait pass
//! inserts `s_waitcnt` and `s_nop`, and the printer writes LLVM's assembly
//! syntax.

use std::fmt::Write;

/// Register bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bank {
    /// Scalar registers.
    S,
    /// Vector registers.
    V,
}

/// A virtual register (a tuple of `size` 32-bit registers of one bank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(pub u32);

/// What a virtual register holds, for liveness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VKind {
    /// A temporary: every definition writes all of it for every lane that
    /// reads it later.
    Temp,
    /// A vISA variable's storage: definitions may write some lanes or some
    /// registers only, so the old contents stay live across them.
    Var,
}

/// A virtual register's description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VInfo {
    /// Bank.
    pub bank: Bank,
    /// Number of 32-bit registers.
    pub size: u16,
    /// Required alignment of the first register.
    pub align: u16,
    /// Liveness kind.
    pub kind: VKind,
}

/// Physical registers and special registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PReg {
    /// `s<n>`.
    S(u16),
    /// `v<n>`.
    V(u16),
    /// `vcc` (a lane mask: one register in wave32).
    Vcc,
    /// `exec` (a lane mask).
    Exec,
    /// `m0`.
    M0,
    /// `flat_scratch` (GFX9 pair).
    FlatScratch,
}

/// A register operand's register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    /// Virtual.
    V(VReg),
    /// Physical.
    P(PReg),
}

/// An operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MOp {
    /// Registers `off .. off + n` of `reg` (for physical registers, `off`
    /// is added to the register number; masks and specials ignore it).
    R {
        /// The register.
        reg: Reg,
        /// First 32-bit register within it.
        off: u16,
        /// Number of registers.
        n: u16,
        /// `-x`.
        neg: bool,
        /// `|x|`.
        abs: bool,
    },
    /// An integer constant printed in decimal (inline or literal).
    Imm(i64),
    /// A 32-bit constant printed in hexadecimal.
    Hex(u32),
    /// A float constant by its bits, printed as the inline constant it is
    /// (`1.0`) or in hexadecimal.
    F32(u32),
    /// A branch target.
    Label(u32),
    /// `off` (no address register).
    Off,
    /// Free text (`hwreg(HW_REG_MODE, 0, 8)`, `vmcnt(0)`...).
    Text(String),
}

impl MOp {
    /// A whole virtual register.
    pub fn v(r: VReg, n: u16) -> MOp {
        MOp::R {
            reg: Reg::V(r),
            off: 0,
            n,
            neg: false,
            abs: false,
        }
    }

    /// Registers `off .. off + n` of a virtual register.
    pub fn vs(r: VReg, off: u16, n: u16) -> MOp {
        MOp::R {
            reg: Reg::V(r),
            off,
            n,
            neg: false,
            abs: false,
        }
    }

    /// A physical register.
    pub fn p(r: PReg) -> MOp {
        MOp::R {
            reg: Reg::P(r),
            off: 0,
            n: 1,
            neg: false,
            abs: false,
        }
    }

    /// Physical registers `r .. r + n`.
    pub fn pn(r: PReg, n: u16) -> MOp {
        MOp::R {
            reg: Reg::P(r),
            off: 0,
            n,
            neg: false,
            abs: false,
        }
    }

    /// The virtual register, if any.
    pub fn vreg(&self) -> Option<VReg> {
        match self {
            MOp::R { reg: Reg::V(v), .. } => Some(*v),
            _ => None,
        }
    }

    /// With `-` applied.
    pub fn negated(mut self) -> MOp {
        if let MOp::R { neg, .. } = &mut self {
            *neg = !*neg;
        }
        self
    }

    /// With `|x|` applied.
    pub fn absolute(mut self) -> MOp {
        if let MOp::R { abs, .. } = &mut self {
            *abs = true;
        }
        self
    }
}

/// Implicit register effects (bits).
pub mod imp {
    /// EXEC.
    pub const EXEC: u8 = 1;
    /// VCC.
    pub const VCC: u8 = 2;
    /// SCC.
    pub const SCC: u8 = 4;
    /// M0.
    pub const M0: u8 = 8;
}

/// Which waiting counter an instruction increments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    /// None.
    None,
    /// Vector memory loads (and, on GFX9, stores): `vmcnt`.
    Vm,
    /// Vector memory stores on GFX10: `vscnt`.
    Vs,
    /// LDS, GDS, scalar memory, messages: `lgkmcnt`.
    Lgkm,
    /// FLAT: both `vmcnt` (or `vscnt`) and `lgkmcnt`.
    Flat,
}

/// A machine instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct MInst {
    /// Mnemonic as printed (`v_add_u32_e32`).
    pub op: &'static str,
    /// Operands in printed order.
    pub ops: Vec<MOp>,
    /// How many leading operands are written.
    pub ndefs: u8,
    /// Operands after the definitions that are also written (atomics with
    /// return write their data operand...): bit per operand index.
    pub extra_defs: u32,
    /// Modifier text after the operands (` offset:16 glc`).
    pub mods: String,
    /// Implicit reads.
    pub imp_use: u8,
    /// Implicit writes.
    pub imp_def: u8,
    /// The definitions keep the lanes (or registers) they do not write:
    /// the old value stays live.
    pub partial: bool,
    /// Its definitions start the values of the lane variables they write:
    /// no lane of the old value is read later (see `lanes`), so they kill
    /// like a temporary's full definition.
    pub born: bool,
    /// Counter this instruction increments.
    pub counter: Counter,
    /// Has effects beyond its definitions (stores, branches, barriers).
    pub side: bool,
}

impl MInst {
    /// An instruction with `ndefs` leading definitions.
    pub fn new(op: &'static str, ndefs: u8, ops: Vec<MOp>) -> MInst {
        MInst {
            op,
            ops,
            ndefs,
            extra_defs: 0,
            mods: String::new(),
            imp_use: 0,
            imp_def: 0,
            partial: false,
            born: false,
            counter: Counter::None,
            side: false,
        }
    }

    /// Whether operand `i` is written.
    pub fn is_def(&self, i: usize) -> bool {
        i < self.ndefs as usize || (i < 32 && self.extra_defs >> i & 1 == 1)
    }

    /// Whether the operand `i` is read (every operand that is not a pure
    /// definition; partial definitions also read).
    pub fn is_use(&self, i: usize) -> bool {
        !self.is_def(i) || self.partial
    }

    /// Whether it writes EXEC, as an operand or implicitly.
    pub fn writes_exec(&self) -> bool {
        self.imp_def & imp::EXEC != 0
            || self.ops.iter().enumerate().any(|(i, o)| {
                self.is_def(i)
                    && matches!(
                        o,
                        MOp::R {
                            reg: Reg::P(PReg::Exec),
                            ..
                        }
                    )
            })
    }
}

/// A basic block.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MBlock {
    /// Instructions.
    pub insts: Vec<MInst>,
    /// Successors (branch targets and the fall-through).
    pub succs: Vec<u32>,
    /// Printed with a label (a branch target).
    pub labelled: bool,
}

/// A function: blocks in layout order and its virtual registers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MFunc {
    /// Blocks; block 0 is the entry.
    pub blocks: Vec<MBlock>,
    /// Virtual registers.
    pub vregs: Vec<VInfo>,
}

impl MFunc {
    /// A new virtual register.
    pub fn vreg(&mut self, bank: Bank, size: u16, kind: VKind) -> VReg {
        let align = match bank {
            Bank::S if size >= 4 => 4,
            Bank::S if size == 2 => 2,
            _ => 1,
        };
        self.vregs.push(VInfo {
            bank,
            size,
            align,
            kind,
        });
        VReg(self.vregs.len() as u32 - 1)
    }

    /// A new block (not yet placed anywhere but at the end).
    pub fn block(&mut self) -> u32 {
        self.blocks.push(MBlock::default());
        self.blocks.len() as u32 - 1
    }
}

/// How physical registers print for a wave size.
pub fn preg_text(p: PReg, n: u16, wave64: bool, out: &mut String) {
    match p {
        PReg::S(i) => {
            if n == 1 {
                let _ = write!(out, "s{i}");
            } else {
                let _ = write!(out, "s[{}:{}]", i, i + n - 1);
            }
        }
        PReg::V(i) => {
            if n == 1 {
                let _ = write!(out, "v{i}");
            } else {
                let _ = write!(out, "v[{}:{}]", i, i + n - 1);
            }
        }
        PReg::Vcc => out.push_str(if wave64 { "vcc" } else { "vcc_lo" }),
        PReg::Exec => out.push_str(if wave64 { "exec" } else { "exec_lo" }),
        PReg::M0 => out.push_str("m0"),
        PReg::FlatScratch => out.push_str("flat_scratch"),
    }
}

/// The text of a float constant: the inline constant's name, else hex.
pub fn f32_text(bits: u32) -> String {
    match bits {
        0x0000_0000 => "0".into(),
        0x3f00_0000 => "0.5".into(),
        0xbf00_0000 => "-0.5".into(),
        0x3f80_0000 => "1.0".into(),
        0xbf80_0000 => "-1.0".into(),
        0x4000_0000 => "2.0".into(),
        0xc000_0000 => "-2.0".into(),
        0x4080_0000 => "4.0".into(),
        0xc080_0000 => "-4.0".into(),
        b => format!("0x{b:x}"),
    }
}
