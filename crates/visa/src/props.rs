//! Verifier columns of the opcode table: supported types, saturation, source
//! modifiers, legal execution sizes and scalar fields, per opcode, as the
//! instruction pages of the specification give them (the "Properties" block
//! and the `Exec_size` encodings), calibrated where IGC's own output shows a
//! page to be incomplete (each such place says so).
//!
//! Kept beside [`crate::opcode`] rather than inside its rows so that adding an
//! instruction stays one row; an opcode without an entry here is simply not
//! constrained by these columns.

use crate::types::DataType::{self, *};

/// Where `.sat` is allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sat {
    /// Never.
    No,
    /// Always (for the supported types).
    Yes,
    /// Only when the destination type is floating point ("Only when type is float").
    Float,
}

/// Which source modifiers an instruction accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mods {
    /// None.
    None,
    /// `(-)`, `(abs)`, `(-abs)`.
    Arith,
    /// `(~)` only.
    Logic,
}

/// Execution sizes as a bit set: bit n allows 2^n channels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes(pub u8);

impl Sizes {
    /// 1 to 32.
    pub const ALL: Sizes = Sizes(0b11_1111);
    /// Whether `count` channels are allowed.
    pub fn allows(self, count: u32) -> bool {
        count.is_power_of_two() && count <= 32 && self.0 & (count as u8) != 0
    }
    /// The allowed counts, for messages.
    pub fn list(self) -> Vec<u32> {
        (0..6)
            .map(|n| 1u32 << n)
            .filter(|&c| self.allows(c))
            .collect()
    }
}

/// The verifier's properties of one opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Props {
    /// Types every vector data operand must have (`None`: not constrained).
    pub types: Option<&'static [DataType]>,
    /// Saturation.
    pub sat: Sat,
    /// Source modifiers.
    pub mods: Mods,
    /// Legal execution sizes.
    pub sizes: Sizes,
    /// Names of the fields that must be scalar operands.
    pub scalars: &'static [&'static str],
}

const LOGIC_T: &[DataType] = &[B, UB, W, UW, D, UD, Q, UQ, Bool];
const ADD_T: &[DataType] = &[B, UB, W, UW, D, UD, Q, UQ, HF, F, DF];
const MUL_T: &[DataType] = &[B, UB, W, UW, D, UD, HF, F, DF];
// The MUL page omits Q and UQ; IGC emits 64-bit integer mul (skl corpus).
const MUL64_T: &[DataType] = &[B, UB, W, UW, D, UD, Q, UQ, HF, F, DF];
const I32_T: &[DataType] = &[B, UB, W, UW, D, UD];
const SHL_T: &[DataType] = &[B, UB, W, UW, D, UD, Q, UQ];
const DIV_T: &[DataType] = &[B, UB, W, UW, D, UD, HF, F];
const F_HF: &[DataType] = &[F, HF];
const F_DF: &[DataType] = &[F, DF];
const ONLY_F: &[DataType] = &[F];
const D_UD: &[DataType] = &[D, UD];
const ONLY_UD: &[DataType] = &[UD];
const W_D: &[DataType] = &[W, UW, D, UD];
const ROT_T: &[DataType] = &[W, UW, D, UD, Q, UQ];

const fn p(types: Option<&'static [DataType]>, sat: Sat, mods: Mods) -> Props {
    Props {
        types,
        sat,
        mods,
        sizes: Sizes::ALL,
        scalars: &[],
    }
}

const fn sized(mut pr: Props, sizes: u8) -> Props {
    pr.sizes = Sizes(sizes);
    pr
}

const fn scal(mut pr: Props, scalars: &'static [&'static str]) -> Props {
    pr.scalars = scalars;
    pr
}

const NONE: Props = p(None, Sat::No, Mods::None);
const S1: u8 = 1;
const S8_16: u8 = 8 | 16;
const S8: u8 = 8;
const NOT2: u8 = 0b11_1101;

/// The properties of an opcode, from a table built once (for callers that
/// look them up per instruction).
pub fn props_ref(opcode: u8) -> &'static Props {
    static TABLE: std::sync::OnceLock<Vec<Props>> = std::sync::OnceLock::new();
    &TABLE.get_or_init(|| (0..=255).map(props).collect())[opcode as usize]
}

/// The properties of an opcode (unconstrained for unknown opcodes).
pub fn props(opcode: u8) -> Props {
    use Mods::{Arith, Logic};
    use Sat::{Float as SF, No as SN, Yes as SY};
    match opcode {
        0x01 => p(Some(ADD_T), SY, Arith),                // add
        0x02 => p(Some(I32_T), SY, Arith),                // avg
        0x03 => p(Some(DIV_T), SF, Arith),                // div
        0x04..=0x07 | 0x0A => p(Some(ONLY_F), SY, Arith), // dp2 dp3 dp4 dph line
        0x08 | 0x0B => p(Some(F_HF), SY, Arith),          // exp log
        0x09 => p(Some(ONLY_F), SY, Arith),               // frc
        0x0C => p(Some(MUL_T), SF, Arith),                // mad
        0x0D => p(Some(D_UD), SN, Arith),                 // mulh
        0x0E => p(Some(ONLY_F), SY, Arith),               // lrp
        0x0F => p(Some(I32_T), SY, Arith),                // mod
        0x10 => p(Some(MUL64_T), SY, Arith),              // mul
        0x11 => p(Some(F_HF), SY, Arith),                 // pow
        0x12..=0x15 => p(Some(ONLY_F), SY, Arith),        // rndd rndu rnde rndz
        0x16 | 0x6A => p(None, SY, Mods::None),           // sad2 sad2add
        0x17..=0x1B => p(Some(F_HF), SY, Arith),          // sin cos sqrt rsqrt inv
        0x1F => p(Some(ONLY_UD), SN, Arith),              // lzd
        0x20..=0x23 => p(Some(LOGIC_T), SN, Logic),       // and or xor not
        0x24 => p(Some(SHL_T), SY, Arith),                // shl
        // The SHR page lists only unsigned types; a logical shift ignores the
        // sign and IGC emits shr on b, w, d and q (skl, tgllp corpus).
        0x25 => p(Some(SHL_T), SY, Arith), // shr
        // The ASR page lists signed types; IGC emits asr on ud (dg2 corpus).
        0x26 => p(Some(SHL_T), SY, Arith),             // asr
        0x27 | 0x2F => p(None, SN, Mods::None),        // cbit fbh
        0x2E => p(Some(ONLY_UD), SN, Mods::None),      // fbl
        0x28 => p(None, SN, Arith),                    // addr_add
        0x29 => p(None, SY, Arith),                    // mov
        0x2A => p(Some(ADD_T), SY, Arith),             // sel
        0x2B => NONE,                                  // setp
        0x2C => p(None, SN, Arith),                    // cmp
        0x2D => sized(NONE, S1),                       // movs
        0x32 => sized(NONE, S1),                       // jmp
        0x35 | 0x36 | 0x3C => scal(NONE, &["offset"]), // oword_ld/st
        0x37 | 0x38 => scal(NONE, &["x_offset", "y_offset"]), // media_ld/st
        0x39 | 0x3A => scal(NONE, &["global_offset"]), // gather scatter
        0x41 => scal(NONE, &["u_offset", "v_offset", "delta_u", "delta_v"]),
        0x43 => scal(
            NONE,
            &[
                "u_offset",
                "v_offset",
                "delta_u",
                "delta_v",
                "u2d",
                "group_id",
                "vertical_block_number",
                "v2d",
                "ief_bypass",
            ],
        ), // avs
        0x4E => scal(NONE, &["address", "global_offset"]), // svm block, gather4/scatter4 scaled
        0x56 => scal(
            NONE,
            &["fbr_mb_mode", "fbr_sub_mb_shape", "fbr_sub_pred_mode"],
        ), // vme_fbr
        0x60 => scal(NONE, &["id", "num_producers"]),      // nbarrier
        0x6D..=0x6F => scal(sized(NONE, S8_16), &["aoffimmi"]), // sample_3d, load_3d, gather4_3d
        0x70 | 0x71 => sized(NONE, S8_16),                 // info_3d, rt_write_3d
        0x72 => sized(NONE, S8),                           // urb_write_3d
        0x86 | 0x87 => sized(NONE, 0b1_1111),              // qw_gather, qw_scatter: 1 to 16
        0x90 => sized(NONE, 16 | 32),                      // rt_read
        0x45 => p(Some(ADD_T), SY, Arith),                 // min max
        0x46 | 0x47 => sized(p(Some(D_UD), SN, Mods::None), NOT2), // bfe bfi
        0x48 => p(Some(ONLY_UD), SN, Mods::None),          // bfrev
        0x49 | 0x4A => p(Some(ONLY_UD), SN, Mods::None),   // addc subb
        0x4B | 0x4C | 0x73 => sized(NONE, S8),             // gather4/scatter4_typed, typed_atomic
        0x4F => scal(NONE, &["function_addr"]),            // ifcall
        0x5B => scal(NONE, &["mask"]),                     // wait
        0x5D => scal(NONE, &["desc"]),                     // raw_send
        0x69 => scal(sized(NONE, S1), &["index"]),         // switchjmp
        0x6B => sized(p(Some(ONLY_F), SY, Mods::None), S8_16), // plane
        0x74 | 0x75 => scal(sized(NONE, S8_16), &["global_offset"]), // gather4/scatter4_scaled
        0x78 | 0x79 => scal(NONE, &["global_offset"]),     // gather/scatter_scaled
        0x7A => scal(NONE, &["ex_msg_desc", "desc"]),      // raw_sends
        // The SQRTM/DIVM pages state no source modifier; IGC emits (abs) on them.
        0x7E | 0x7F => p(Some(F_DF), SY, Arith), // sqrtm divm
        // The ROL/ROR pages list w and d types; IGC emits 64-bit rotates (pvc corpus).
        0x80 | 0x81 => p(Some(ROT_T), SN, Mods::None), // rol ror
        0x82 => p(Some(D_UD), SY, Mods::None),         // dp4a
        0x84 => p(Some(W_D), SY, Arith),               // add3
        0x85 => p(Some(W_D), SN, Mods::None),          // bfn
        // MADW: the page gives 1 to 8, and 16 from PVC on; IGC emits SIMD16
        // madw on TGLLP and DG2 too (corpus), so 16 is allowed everywhere.
        0x91 => sized(p(Some(D_UD), SN, Arith), 0b1_1111), // madw
        0x92 => p(Some(W_D), SN, Arith),                   // add3.o
        0x9B | 0x9C => p(Some(F_DF), SN, Arith),           // invm rsqtm
        _ => NONE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert!(Sizes::ALL.allows(32));
        assert!(!Sizes(NOT2).allows(2));
        assert_eq!(Sizes(S8_16).list(), vec![8, 16]);
        assert!(!Sizes::ALL.allows(3));
    }

    /// Where the verifier allows `.sat`, the text syntax (the opcode
    /// table's `sat`, which the parser and printer follow) has it. The
    /// syntax has it on three more, as GenX_IR's parser does, and the
    /// verifier refuses them as GenX_IR's does (checked with GenX_IR:
    /// `mulh.sat` and `lzd.sat` parse, then "does not support saturation";
    /// `bfn.xd8.sat` parses, then is refused for its modifier).
    #[test]
    fn saturation_column_agrees_with_the_syntax() {
        let mut differ = Vec::new();
        for info in crate::opcode::OPCODES {
            let verifier = props(info.opcode).sat != Sat::No;
            if verifier != info.sat {
                differ.push((info.mnemonic, info.sat, verifier));
            }
        }
        let parsed_then_refused = [
            ("mulh", true, false),
            ("lzd", true, false),
            ("bfn", true, false),
        ];
        assert_eq!(differ, parsed_then_refused, "(mnemonic, syntax, verifier)");
    }
}
