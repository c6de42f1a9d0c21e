//! Kernel descriptors (code object V3 and later, 64 bytes) and the V2
//! `amd_kernel_code_t` (256 bytes), with their `compute_pgm_rsrc1/2/3` and
//! property bit fields.

use crate::target::Processor;

/// Which 32-bit word (or 16-bit property field) a bit field lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    /// `compute_pgm_rsrc1`.
    Rsrc1,
    /// `compute_pgm_rsrc2`.
    Rsrc2,
    /// `compute_pgm_rsrc3`.
    Rsrc3,
    /// `kernel_code_properties`.
    Props,
    /// The kernarg preload half-word (bytes 58..60; GFX90A, GFX940).
    KernargPreload,
}

/// A bit field of a descriptor word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Field {
    /// Word.
    pub reg: Reg,
    /// Upper-case name from the kernel descriptor tables.
    pub name: &'static str,
    /// Lowest bit.
    pub shift: u32,
    /// Width in bits.
    pub width: u32,
}

impl Field {
    const fn new(reg: Reg, name: &'static str, shift: u32, width: u32) -> Field {
        Field {
            reg,
            name,
            shift,
            width,
        }
    }
    /// Mask of the field within its word.
    pub fn mask(&self) -> u32 {
        (((1u64 << self.width) - 1) as u32) << self.shift
    }
    /// Largest value the field holds.
    pub fn max(&self) -> u64 {
        (1u64 << self.width) - 1
    }
}

/// The bit fields, named as in the kernel descriptor tables.
pub mod fields {
    use super::{Field, Reg::*};
    #[allow(missing_docs)]
    pub const VGPR_COUNT: Field = Field::new(Rsrc1, "GRANULATED_WORKITEM_VGPR_COUNT", 0, 6);
    #[allow(missing_docs)]
    pub const SGPR_COUNT: Field = Field::new(Rsrc1, "GRANULATED_WAVEFRONT_SGPR_COUNT", 6, 4);
    #[allow(missing_docs)]
    pub const PRIORITY: Field = Field::new(Rsrc1, "PRIORITY", 10, 2);
    #[allow(missing_docs)]
    pub const FLOAT_ROUND_MODE_32: Field = Field::new(Rsrc1, "FLOAT_ROUND_MODE_32", 12, 2);
    #[allow(missing_docs)]
    pub const FLOAT_ROUND_MODE_16_64: Field = Field::new(Rsrc1, "FLOAT_ROUND_MODE_16_64", 14, 2);
    #[allow(missing_docs)]
    pub const FLOAT_DENORM_MODE_32: Field = Field::new(Rsrc1, "FLOAT_DENORM_MODE_32", 16, 2);
    #[allow(missing_docs)]
    pub const FLOAT_DENORM_MODE_16_64: Field = Field::new(Rsrc1, "FLOAT_DENORM_MODE_16_64", 18, 2);
    #[allow(missing_docs)]
    pub const PRIV: Field = Field::new(Rsrc1, "PRIV", 20, 1);
    #[allow(missing_docs)]
    pub const DX10_CLAMP: Field = Field::new(Rsrc1, "ENABLE_DX10_CLAMP", 21, 1);
    /// GFX12's bit 21 (round-robin wavefront scheduling).
    pub const WG_RR_EN: Field = Field::new(Rsrc1, "WG_RR_EN", 21, 1);
    /// GFX12's bit 23 (reserved, must be 0).
    pub const DISABLE_PERF: Field = Field::new(Rsrc1, "DISABLE_PERF", 23, 1);
    #[allow(missing_docs)]
    pub const DEBUG_MODE: Field = Field::new(Rsrc1, "DEBUG_MODE", 22, 1);
    #[allow(missing_docs)]
    pub const IEEE_MODE: Field = Field::new(Rsrc1, "ENABLE_IEEE_MODE", 23, 1);
    #[allow(missing_docs)]
    pub const BULKY: Field = Field::new(Rsrc1, "BULKY", 24, 1);
    #[allow(missing_docs)]
    pub const CDBG_USER: Field = Field::new(Rsrc1, "CDBG_USER", 25, 1);
    #[allow(missing_docs)]
    pub const FP16_OVFL: Field = Field::new(Rsrc1, "FP16_OVFL", 26, 1);
    #[allow(missing_docs)]
    pub const RSRC1_RESERVED: Field = Field::new(Rsrc1, "RESERVED", 27, 2);
    #[allow(missing_docs)]
    pub const WGP_MODE: Field = Field::new(Rsrc1, "WGP_MODE", 29, 1);
    #[allow(missing_docs)]
    pub const MEM_ORDERED: Field = Field::new(Rsrc1, "MEM_ORDERED", 30, 1);
    #[allow(missing_docs)]
    pub const FWD_PROGRESS: Field = Field::new(Rsrc1, "FWD_PROGRESS", 31, 1);

    #[allow(missing_docs)]
    pub const PRIVATE_SEGMENT_WAVEFRONT_OFFSET: Field =
        Field::new(Rsrc2, "ENABLE_SGPR_PRIVATE_SEGMENT_WAVEFRONT_OFFSET", 0, 1);
    /// Bit 0 where scratch is architected (GFX940, GFX11+).
    pub const ENABLE_PRIVATE_SEGMENT: Field = Field::new(Rsrc2, "ENABLE_PRIVATE_SEGMENT", 0, 1);
    #[allow(missing_docs)]
    pub const USER_SGPR_COUNT: Field = Field::new(Rsrc2, "USER_SGPR_COUNT", 1, 5);
    #[allow(missing_docs)]
    pub const TRAP_HANDLER: Field = Field::new(Rsrc2, "ENABLE_TRAP_HANDLER", 6, 1);
    #[allow(missing_docs)]
    pub const WORKGROUP_ID_X: Field = Field::new(Rsrc2, "ENABLE_SGPR_WORKGROUP_ID_X", 7, 1);
    #[allow(missing_docs)]
    pub const WORKGROUP_ID_Y: Field = Field::new(Rsrc2, "ENABLE_SGPR_WORKGROUP_ID_Y", 8, 1);
    #[allow(missing_docs)]
    pub const WORKGROUP_ID_Z: Field = Field::new(Rsrc2, "ENABLE_SGPR_WORKGROUP_ID_Z", 9, 1);
    #[allow(missing_docs)]
    pub const WORKGROUP_INFO: Field = Field::new(Rsrc2, "ENABLE_SGPR_WORKGROUP_INFO", 10, 1);
    #[allow(missing_docs)]
    pub const VGPR_WORKITEM_ID: Field = Field::new(Rsrc2, "ENABLE_VGPR_WORKITEM_ID", 11, 2);
    #[allow(missing_docs)]
    pub const EXC_ADDRESS_WATCH: Field = Field::new(Rsrc2, "ENABLE_EXCEPTION_ADDRESS_WATCH", 13, 1);
    #[allow(missing_docs)]
    pub const EXC_MEMORY: Field = Field::new(Rsrc2, "ENABLE_EXCEPTION_MEMORY", 14, 1);
    #[allow(missing_docs)]
    pub const GRANULATED_LDS_SIZE: Field = Field::new(Rsrc2, "GRANULATED_LDS_SIZE", 15, 9);
    #[allow(missing_docs)]
    pub const EXC_INVALID: Field = Field::new(
        Rsrc2,
        "ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION",
        24,
        1,
    );
    #[allow(missing_docs)]
    pub const EXC_DENORM_SRC: Field =
        Field::new(Rsrc2, "ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", 25, 1);
    #[allow(missing_docs)]
    pub const EXC_DIV_ZERO: Field = Field::new(
        Rsrc2,
        "ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO",
        26,
        1,
    );
    #[allow(missing_docs)]
    pub const EXC_OVERFLOW: Field =
        Field::new(Rsrc2, "ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", 27, 1);
    #[allow(missing_docs)]
    pub const EXC_UNDERFLOW: Field =
        Field::new(Rsrc2, "ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", 28, 1);
    #[allow(missing_docs)]
    pub const EXC_INEXACT: Field = Field::new(Rsrc2, "ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", 29, 1);
    #[allow(missing_docs)]
    pub const EXC_INT_DIV_ZERO: Field =
        Field::new(Rsrc2, "ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", 30, 1);
    #[allow(missing_docs)]
    pub const RSRC2_RESERVED: Field = Field::new(Rsrc2, "RESERVED", 31, 1);

    #[allow(missing_docs)]
    pub const SHARED_VGPR_COUNT: Field = Field::new(Rsrc3, "SHARED_VGPR_COUNT", 0, 4);
    #[allow(missing_docs)]
    pub const ACCUM_OFFSET: Field = Field::new(Rsrc3, "ACCUM_OFFSET", 0, 6);
    #[allow(missing_docs)]
    pub const TG_SPLIT: Field = Field::new(Rsrc3, "TG_SPLIT", 16, 1);
    /// GFX11: instruction prefetch size, 128-byte units.
    pub const INST_PREF_SIZE_GFX11: Field = Field::new(Rsrc3, "INST_PREF_SIZE", 4, 6);
    /// GFX12: instruction prefetch size, 128-byte units.
    pub const INST_PREF_SIZE_GFX12: Field = Field::new(Rsrc3, "INST_PREF_SIZE", 4, 8);
    #[allow(missing_docs)]
    pub const TRAP_ON_START: Field = Field::new(Rsrc3, "TRAP_ON_START", 10, 1);
    #[allow(missing_docs)]
    pub const TRAP_ON_END: Field = Field::new(Rsrc3, "TRAP_ON_END", 11, 1);
    /// GFX12: group launch guarantee.
    pub const GLG_EN: Field = Field::new(Rsrc3, "GLG_EN", 13, 1);
    #[allow(missing_docs)]
    pub const IMAGE_OP: Field = Field::new(Rsrc3, "IMAGE_OP", 31, 1);

    #[allow(missing_docs)]
    pub const PRIVATE_SEGMENT_BUFFER: Field =
        Field::new(Props, "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 0, 1);
    #[allow(missing_docs)]
    pub const DISPATCH_PTR: Field = Field::new(Props, "ENABLE_SGPR_DISPATCH_PTR", 1, 1);
    #[allow(missing_docs)]
    pub const QUEUE_PTR: Field = Field::new(Props, "ENABLE_SGPR_QUEUE_PTR", 2, 1);
    #[allow(missing_docs)]
    pub const KERNARG_SEGMENT_PTR: Field =
        Field::new(Props, "ENABLE_SGPR_KERNARG_SEGMENT_PTR", 3, 1);
    #[allow(missing_docs)]
    pub const DISPATCH_ID: Field = Field::new(Props, "ENABLE_SGPR_DISPATCH_ID", 4, 1);
    #[allow(missing_docs)]
    pub const FLAT_SCRATCH_INIT: Field = Field::new(Props, "ENABLE_SGPR_FLAT_SCRATCH_INIT", 5, 1);
    #[allow(missing_docs)]
    pub const PRIVATE_SEGMENT_SIZE: Field =
        Field::new(Props, "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", 6, 1);
    #[allow(missing_docs)]
    pub const WAVEFRONT_SIZE32: Field = Field::new(Props, "ENABLE_WAVEFRONT_SIZE32", 10, 1);
    #[allow(missing_docs)]
    pub const USES_DYNAMIC_STACK: Field = Field::new(Props, "USES_DYNAMIC_STACK", 11, 1);

    #[allow(missing_docs)]
    pub const KERNARG_PRELOAD_SPEC_LENGTH: Field =
        Field::new(KernargPreload, "KERNARG_PRELOAD_SPEC_LENGTH", 0, 7);
    #[allow(missing_docs)]
    pub const KERNARG_PRELOAD_SPEC_OFFSET: Field =
        Field::new(KernargPreload, "KERNARG_PRELOAD_SPEC_OFFSET", 7, 9);
}

/// A kernel descriptor (64 bytes). Reserved bytes are kept so that
/// decoding then encoding gives back the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KernelDescriptor {
    /// `GROUP_SEGMENT_FIXED_SIZE`.
    pub group_segment_fixed_size: u32,
    /// `PRIVATE_SEGMENT_FIXED_SIZE`.
    pub private_segment_fixed_size: u32,
    /// `KERNARG_SIZE` (reserved before LLVM 13).
    pub kernarg_size: u32,
    /// Bytes 12..16, reserved.
    pub reserved0: [u8; 4],
    /// `KERNEL_CODE_ENTRY_BYTE_OFFSET` (zero in a relocatable object, where a
    /// relocation supplies it).
    pub kernel_code_entry_byte_offset: i64,
    /// Bytes 24..44, reserved.
    pub reserved1: [u8; 20],
    /// `COMPUTE_PGM_RSRC3`.
    pub compute_pgm_rsrc3: u32,
    /// `COMPUTE_PGM_RSRC1`.
    pub compute_pgm_rsrc1: u32,
    /// `COMPUTE_PGM_RSRC2`.
    pub compute_pgm_rsrc2: u32,
    /// `KERNEL_CODE_PROPERTIES`.
    pub kernel_code_properties: u16,
    /// Bytes 58..60: kernarg preload (GFX940, code object V5), else reserved.
    pub kernarg_preload: u16,
    /// Bytes 60..64, reserved.
    pub reserved2: [u8; 4],
}

/// Size of a kernel descriptor.
pub const KD_SIZE: usize = 64;

fn u32_at(b: &[u8], o: usize) -> u32 {
    u32::from_le_bytes(b[o..o + 4].try_into().unwrap())
}

impl KernelDescriptor {
    /// Decode 64 bytes.
    pub fn from_bytes(b: &[u8; KD_SIZE]) -> Self {
        KernelDescriptor {
            group_segment_fixed_size: u32_at(b, 0),
            private_segment_fixed_size: u32_at(b, 4),
            kernarg_size: u32_at(b, 8),
            reserved0: b[12..16].try_into().unwrap(),
            kernel_code_entry_byte_offset: i64::from_le_bytes(b[16..24].try_into().unwrap()),
            reserved1: b[24..44].try_into().unwrap(),
            compute_pgm_rsrc3: u32_at(b, 44),
            compute_pgm_rsrc1: u32_at(b, 48),
            compute_pgm_rsrc2: u32_at(b, 52),
            kernel_code_properties: u16::from_le_bytes(b[56..58].try_into().unwrap()),
            kernarg_preload: u16::from_le_bytes(b[58..60].try_into().unwrap()),
            reserved2: b[60..64].try_into().unwrap(),
        }
    }

    /// Encode to 64 bytes.
    pub fn to_bytes(&self) -> [u8; KD_SIZE] {
        let mut b = [0u8; KD_SIZE];
        b[0..4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        b[4..8].copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        b[8..12].copy_from_slice(&self.kernarg_size.to_le_bytes());
        b[12..16].copy_from_slice(&self.reserved0);
        b[16..24].copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        b[24..44].copy_from_slice(&self.reserved1);
        b[44..48].copy_from_slice(&self.compute_pgm_rsrc3.to_le_bytes());
        b[48..52].copy_from_slice(&self.compute_pgm_rsrc1.to_le_bytes());
        b[52..56].copy_from_slice(&self.compute_pgm_rsrc2.to_le_bytes());
        b[56..58].copy_from_slice(&self.kernel_code_properties.to_le_bytes());
        b[58..60].copy_from_slice(&self.kernarg_preload.to_le_bytes());
        b[60..64].copy_from_slice(&self.reserved2);
        b
    }

    fn word(&self, reg: Reg) -> u32 {
        match reg {
            Reg::Rsrc1 => self.compute_pgm_rsrc1,
            Reg::Rsrc2 => self.compute_pgm_rsrc2,
            Reg::Rsrc3 => self.compute_pgm_rsrc3,
            Reg::Props => self.kernel_code_properties as u32,
            Reg::KernargPreload => self.kernarg_preload as u32,
        }
    }

    /// Read a bit field.
    pub fn get(&self, f: Field) -> u32 {
        (self.word(f.reg) & f.mask()) >> f.shift
    }

    /// Write a bit field (the value is truncated to the field's width).
    pub fn set(&mut self, f: Field, v: u32) {
        let w = match f.reg {
            Reg::Rsrc1 => &mut self.compute_pgm_rsrc1,
            Reg::Rsrc2 => &mut self.compute_pgm_rsrc2,
            Reg::Rsrc3 => &mut self.compute_pgm_rsrc3,
            Reg::Props => {
                let p =
                    (self.kernel_code_properties as u32 & !f.mask()) | ((v << f.shift) & f.mask());
                self.kernel_code_properties = p as u16;
                return;
            }
            Reg::KernargPreload => {
                let p = (self.kernarg_preload as u32 & !f.mask()) | ((v << f.shift) & f.mask());
                self.kernarg_preload = p as u16;
                return;
            }
        };
        *w = (*w & !f.mask()) | ((v << f.shift) & f.mask());
    }

    /// The bit fields that exist on `p`, for display (reserved ones
    /// omitted), per the kernel descriptor tables of AMDGPUUsage.
    pub fn fields_for(p: &Processor) -> Vec<Field> {
        use fields::*;
        let arch_scratch = p.has_architected_flat_scratch();
        let mut v = vec![
            VGPR_COUNT,
            SGPR_COUNT,
            PRIORITY,
            FLOAT_ROUND_MODE_32,
            FLOAT_ROUND_MODE_16_64,
            FLOAT_DENORM_MODE_32,
            FLOAT_DENORM_MODE_16_64,
            PRIV,
            if p.major >= 12 { WG_RR_EN } else { DX10_CLAMP },
            DEBUG_MODE,
        ];
        if p.major < 12 {
            v.push(IEEE_MODE);
        }
        v.extend([BULKY, CDBG_USER]);
        if p.major >= 9 {
            v.push(FP16_OVFL);
        }
        if p.major >= 10 {
            v.extend([WGP_MODE, MEM_ORDERED, FWD_PROGRESS]);
        }
        v.push(if arch_scratch {
            ENABLE_PRIVATE_SEGMENT
        } else {
            PRIVATE_SEGMENT_WAVEFRONT_OFFSET
        });
        v.push(USER_SGPR_COUNT);
        if p.major < 12 {
            v.push(TRAP_HANDLER);
        }
        v.extend([
            WORKGROUP_ID_X,
            WORKGROUP_ID_Y,
            WORKGROUP_ID_Z,
            WORKGROUP_INFO,
            VGPR_WORKITEM_ID,
            EXC_ADDRESS_WATCH,
            EXC_MEMORY,
            GRANULATED_LDS_SIZE,
            EXC_INVALID,
            EXC_DENORM_SRC,
            EXC_DIV_ZERO,
            EXC_OVERFLOW,
            EXC_UNDERFLOW,
            EXC_INEXACT,
            EXC_INT_DIV_ZERO,
        ]);
        if p.has_accum_offset() {
            v.extend([ACCUM_OFFSET, TG_SPLIT]);
        } else {
            match p.major {
                10 => v.push(SHARED_VGPR_COUNT),
                11 => v.extend([
                    SHARED_VGPR_COUNT,
                    INST_PREF_SIZE_GFX11,
                    TRAP_ON_START,
                    TRAP_ON_END,
                    IMAGE_OP,
                ]),
                12.. => v.extend([INST_PREF_SIZE_GFX12, GLG_EN, IMAGE_OP]),
                _ => {}
            }
        }
        if !arch_scratch {
            v.push(PRIVATE_SEGMENT_BUFFER);
        }
        v.extend([DISPATCH_PTR, QUEUE_PTR, KERNARG_SEGMENT_PTR, DISPATCH_ID]);
        if !arch_scratch {
            v.push(FLAT_SCRATCH_INIT);
        }
        v.push(PRIVATE_SEGMENT_SIZE);
        if p.major >= 10 {
            v.push(WAVEFRONT_SIZE32);
        }
        v.push(USES_DYNAMIC_STACK);
        if p.has_kernarg_preload() {
            v.extend([KERNARG_PRELOAD_SPEC_LENGTH, KERNARG_PRELOAD_SPEC_OFFSET]);
        }
        v
    }

    /// Bits set outside every field that `p` defines (must be zero).
    pub fn reserved_bits(&self, p: &Processor) -> Vec<(Reg, u32)> {
        let fs = Self::fields_for(p);
        let mut out = Vec::new();
        for reg in [
            Reg::Rsrc1,
            Reg::Rsrc2,
            Reg::Rsrc3,
            Reg::Props,
            Reg::KernargPreload,
        ] {
            let mut mask = 0u32;
            for f in fs.iter().filter(|f| f.reg == reg) {
                mask |= f.mask();
            }
            let extra = self.word(reg) & !mask;
            if extra != 0 {
                out.push((reg, extra));
            }
        }
        out
    }
}

/// `amd_kernel_code_t`, the V2 kernel header (256 bytes at the kernel symbol).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AmdKernelCode(pub [u8; 256]);

/// Where a field of `amd_kernel_code_t` lives: a byte range, or bits of
/// the 32-bit word at a byte offset.
#[derive(Clone, Copy, Debug)]
pub enum AkcLoc {
    /// Little-endian integer of `size` bytes at `offset`; `signed` sign-extends.
    Int {
        /// Byte offset.
        offset: usize,
        /// Size in bytes.
        size: usize,
        /// Signed.
        signed: bool,
    },
    /// Bits of the 32-bit word at `offset`.
    Bits {
        /// Byte offset of the word.
        offset: usize,
        /// Lowest bit.
        shift: u32,
        /// Width.
        width: u32,
    },
}

/// The fields of `amd_kernel_code_t` in the order `.amd_kernel_code_t`
/// blocks list them (LLVM 14's printer order), with their locations.
pub static AKC_FIELDS: &[(&str, AkcLoc)] = &{
    const fn int(offset: usize, size: usize) -> AkcLoc {
        AkcLoc::Int {
            offset,
            size,
            signed: false,
        }
    }
    const fn bits(offset: usize, shift: u32, width: u32) -> AkcLoc {
        AkcLoc::Bits {
            offset,
            shift,
            width,
        }
    }
    [
        ("amd_code_version_major", int(0, 4)),
        ("amd_code_version_minor", int(4, 4)),
        ("amd_machine_kind", int(8, 2)),
        ("amd_machine_version_major", int(10, 2)),
        ("amd_machine_version_minor", int(12, 2)),
        ("amd_machine_version_stepping", int(14, 2)),
        (
            "kernel_code_entry_byte_offset",
            AkcLoc::Int {
                offset: 16,
                size: 8,
                signed: true,
            },
        ),
        ("kernel_code_prefetch_byte_size", int(32, 8)),
        ("granulated_workitem_vgpr_count", bits(48, 0, 6)),
        ("granulated_wavefront_sgpr_count", bits(48, 6, 4)),
        ("priority", bits(48, 10, 2)),
        ("float_mode", bits(48, 12, 8)),
        ("priv", bits(48, 20, 1)),
        ("enable_dx10_clamp", bits(48, 21, 1)),
        ("debug_mode", bits(48, 22, 1)),
        ("enable_ieee_mode", bits(48, 23, 1)),
        ("enable_wgp_mode", bits(48, 29, 1)),
        ("enable_mem_ordered", bits(48, 30, 1)),
        ("enable_fwd_progress", bits(48, 31, 1)),
        (
            "enable_sgpr_private_segment_wave_byte_offset",
            bits(52, 0, 1),
        ),
        ("user_sgpr_count", bits(52, 1, 5)),
        ("enable_trap_handler", bits(52, 6, 1)),
        ("enable_sgpr_workgroup_id_x", bits(52, 7, 1)),
        ("enable_sgpr_workgroup_id_y", bits(52, 8, 1)),
        ("enable_sgpr_workgroup_id_z", bits(52, 9, 1)),
        ("enable_sgpr_workgroup_info", bits(52, 10, 1)),
        ("enable_vgpr_workitem_id", bits(52, 11, 2)),
        ("enable_exception_msb", bits(52, 13, 2)),
        ("granulated_lds_size", bits(52, 15, 9)),
        ("enable_exception", bits(52, 24, 7)),
        ("enable_sgpr_private_segment_buffer", bits(56, 0, 1)),
        ("enable_sgpr_dispatch_ptr", bits(56, 1, 1)),
        ("enable_sgpr_queue_ptr", bits(56, 2, 1)),
        ("enable_sgpr_kernarg_segment_ptr", bits(56, 3, 1)),
        ("enable_sgpr_dispatch_id", bits(56, 4, 1)),
        ("enable_sgpr_flat_scratch_init", bits(56, 5, 1)),
        ("enable_sgpr_private_segment_size", bits(56, 6, 1)),
        ("enable_sgpr_grid_workgroup_count_x", bits(56, 7, 1)),
        ("enable_sgpr_grid_workgroup_count_y", bits(56, 8, 1)),
        ("enable_sgpr_grid_workgroup_count_z", bits(56, 9, 1)),
        ("enable_wavefront_size32", bits(56, 10, 1)),
        ("enable_ordered_append_gds", bits(56, 16, 1)),
        ("private_element_size", bits(56, 17, 2)),
        ("is_ptr64", bits(56, 19, 1)),
        ("is_dynamic_callstack", bits(56, 20, 1)),
        ("is_debug_enabled", bits(56, 21, 1)),
        ("is_xnack_enabled", bits(56, 22, 1)),
        ("workitem_private_segment_byte_size", int(60, 4)),
        ("workgroup_group_segment_byte_size", int(64, 4)),
        ("gds_segment_byte_size", int(68, 4)),
        ("kernarg_segment_byte_size", int(72, 8)),
        ("workgroup_fbarrier_count", int(80, 4)),
        ("wavefront_sgpr_count", int(84, 2)),
        ("workitem_vgpr_count", int(86, 2)),
        ("reserved_vgpr_first", int(88, 2)),
        ("reserved_vgpr_count", int(90, 2)),
        ("reserved_sgpr_first", int(92, 2)),
        ("reserved_sgpr_count", int(94, 2)),
        ("debug_wavefront_private_segment_offset_sgpr", int(96, 2)),
        ("debug_private_segment_buffer_sgpr", int(98, 2)),
        ("kernarg_segment_alignment", int(100, 1)),
        ("group_segment_alignment", int(101, 1)),
        ("private_segment_alignment", int(102, 1)),
        ("wavefront_size", int(103, 1)),
        (
            "call_convention",
            AkcLoc::Int {
                offset: 104,
                size: 4,
                signed: true,
            },
        ),
        ("runtime_loader_kernel_symbol", int(120, 8)),
    ]
};

impl AmdKernelCode {
    /// Read a field.
    pub fn get(&self, loc: AkcLoc) -> i64 {
        match loc {
            AkcLoc::Int {
                offset,
                size,
                signed,
            } => {
                let mut v = 0u64;
                for i in (0..size).rev() {
                    v = (v << 8) | self.0[offset + i] as u64;
                }
                if signed && size < 8 && v >> (size * 8 - 1) & 1 == 1 {
                    (v | !((1u64 << (size * 8)) - 1)) as i64
                } else {
                    v as i64
                }
            }
            AkcLoc::Bits {
                offset,
                shift,
                width,
            } => ((u32_at(&self.0, offset) >> shift) as u64 & ((1u64 << width) - 1)) as i64,
        }
    }

    /// Bytes and bits that no listed field covers but are non-zero: they
    /// cannot be written in an `.amd_kernel_code_t` block.
    pub fn unprintable(&self) -> Vec<String> {
        let mut covered = [0u8; 256];
        for (_, loc) in AKC_FIELDS {
            match *loc {
                AkcLoc::Int { offset, size, .. } => covered[offset..offset + size]
                    .iter_mut()
                    .for_each(|b| *b = 0xff),
                AkcLoc::Bits {
                    offset,
                    shift,
                    width,
                } => {
                    let m = ((((1u64 << width) - 1) as u32) << shift).to_le_bytes();
                    for i in 0..4 {
                        covered[offset + i] |= m[i];
                    }
                }
            }
        }
        (0..256)
            .filter(|&i| self.0[i] & !covered[i] != 0)
            .map(|i| format!("byte {i} = 0x{:02x}", self.0[i]))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn bytes_round_trip(b in proptest::array::uniform32(any::<u8>()), c in proptest::array::uniform32(any::<u8>())) {
            let mut all = [0u8; 64];
            all[..32].copy_from_slice(&b);
            all[32..].copy_from_slice(&c);
            prop_assert_eq!(KernelDescriptor::from_bytes(&all).to_bytes(), all);
        }
    }

    #[test]
    fn fields_decode_clang_descriptor() {
        // vadd from clang-14 -mcpu=gfx900 (see tests/amdgpu/corpus).
        let mut b = [0u8; 64];
        b[8] = 0x1c;
        b[48..52].copy_from_slice(&0x00af0041u32.to_le_bytes());
        b[52..56].copy_from_slice(&0x0000008cu32.to_le_bytes());
        b[56] = 0x09;
        let kd = KernelDescriptor::from_bytes(&b);
        assert_eq!(kd.kernarg_size, 28);
        assert_eq!(kd.get(fields::VGPR_COUNT), 1);
        assert_eq!(kd.get(fields::SGPR_COUNT), 1);
        assert_eq!(kd.get(fields::USER_SGPR_COUNT), 6);
        assert_eq!(kd.get(fields::KERNARG_SEGMENT_PTR), 1);
        let mut k2 = kd;
        k2.set(fields::USER_SGPR_COUNT, 2);
        assert_eq!(k2.compute_pgm_rsrc2, 0x84);
    }
}
