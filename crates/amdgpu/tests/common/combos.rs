//! Deterministic generator of `.amdhsa_kernel` directive combinations across
//! processors, code object versions and xnack settings; mostly valid, some
//! deliberately invalid. Shared by the `directive_combos` test and the
//! `directive_combos` example that `scripts/amdgpu/gen-directive-fixtures.sh`
//! runs to record `llvm-mc-14`'s answers.

/// One generated case.
pub struct Combo {
    /// Stable id.
    pub id: usize,
    /// Target ID in the version's syntax.
    pub target: String,
    /// Code object version.
    pub version: u8,
    /// The `.amdhsa_kernel k` … `.end_amdhsa_kernel` block.
    pub block: String,
    /// `llvm-mc-14` options selecting the same target.
    pub mc_args: String,
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

const PROCESSORS: &[(&str, u32, bool, bool)] = &[
    // name, GFX major, has xnack, is gfx90a
    ("gfx600", 6, false, false),
    ("gfx602", 6, false, false),
    ("gfx700", 7, false, false),
    ("gfx704", 7, false, false),
    ("gfx801", 8, true, false),
    ("gfx802", 8, false, false),
    ("gfx803", 8, false, false),
    ("gfx805", 8, false, false),
    ("gfx810", 8, true, false),
    ("gfx900", 9, true, false),
    ("gfx906", 9, true, false),
    ("gfx908", 9, true, false),
    ("gfx90a", 9, true, true),
    ("gfx90c", 9, true, false),
    ("gfx1010", 10, true, false),
    ("gfx1013", 10, true, false),
    ("gfx1030", 10, false, false),
    ("gfx1035", 10, false, false),
];

/// Bit directives and their widths, with the generation they need.
const BITS: &[(&str, u32, u32)] = &[
    ("user_sgpr_private_segment_buffer", 1, 6),
    ("user_sgpr_dispatch_ptr", 1, 6),
    ("user_sgpr_queue_ptr", 1, 6),
    ("user_sgpr_kernarg_segment_ptr", 1, 6),
    ("user_sgpr_dispatch_id", 1, 6),
    ("user_sgpr_flat_scratch_init", 1, 6),
    ("user_sgpr_private_segment_size", 1, 6),
    ("system_sgpr_private_segment_wavefront_offset", 1, 6),
    ("system_sgpr_workgroup_id_x", 1, 6),
    ("system_sgpr_workgroup_id_y", 1, 6),
    ("system_sgpr_workgroup_id_z", 1, 6),
    ("system_sgpr_workgroup_info", 1, 6),
    ("system_vgpr_workitem_id", 2, 6),
    ("float_round_mode_32", 2, 6),
    ("float_round_mode_16_64", 2, 6),
    ("float_denorm_mode_32", 2, 6),
    ("float_denorm_mode_16_64", 2, 6),
    ("dx10_clamp", 1, 6),
    ("ieee_mode", 1, 6),
    ("reserve_vcc", 1, 6),
    ("reserve_flat_scratch", 1, 7),
    ("fp16_overflow", 1, 9),
    ("workgroup_processor_mode", 1, 10),
    ("memory_ordered", 1, 10),
    ("forward_progress", 1, 10),
    ("wavefront_size32", 1, 10),
    ("exception_fp_ieee_invalid_op", 1, 6),
    ("exception_fp_denorm_src", 1, 6),
    ("exception_fp_ieee_div_zero", 1, 6),
    ("exception_fp_ieee_overflow", 1, 6),
    ("exception_fp_ieee_underflow", 1, 6),
    ("exception_fp_ieee_inexact", 1, 6),
    ("exception_int_div_zero", 1, 6),
];

/// Generate `n` cases.
pub fn generate(n: usize) -> Vec<Combo> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = Vec::new();
    for id in 0..n {
        let (name, major, has_xnack, is_90a) = PROCESSORS[id % PROCESSORS.len()];
        let version = if rng.chance(35) { 3 } else { 4 };
        let xnack = if !has_xnack {
            ""
        } else {
            match (version, rng.below(3)) {
                (3, 0) | (3, 1) => "+xnack",
                (3, _) => "",
                (_, 0) => ":xnack+",
                (_, 1) => ":xnack-",
                _ => "",
            }
        };
        let xnack_on = match xnack {
            "+xnack" | ":xnack+" => true,
            ":xnack-" => false,
            // V3 without +xnack is off; V4 without a setting is any, which reserves.
            _ => version == 4 && has_xnack,
        };
        let target = format!("amdgcn-amd-amdhsa--{name}{xnack}");
        let mattr = match xnack {
            "+xnack" | ":xnack+" => " -mattr=+xnack",
            ":xnack-" => " -mattr=-xnack",
            _ if version == 3 && has_xnack => " -mattr=-xnack",
            _ => "",
        };
        let mc_args = format!(
            "-triple=amdgcn-amd-amdhsa -mcpu={name}{mattr} --amdhsa-code-object-version={version}"
        );
        let mut lines: Vec<String> = Vec::new();
        let max_sgpr: u64 = if major >= 10 {
            106
        } else if major >= 8 {
            96
        } else {
            90
        };
        let nfv = 1 + rng.below(if is_90a { 400 } else { 240 });
        lines.push(format!(".amdhsa_next_free_vgpr {nfv}"));
        lines.push(format!(
            ".amdhsa_next_free_sgpr {}",
            rng.below(max_sgpr + 1)
        ));
        if is_90a {
            let hi = nfv.div_ceil(4).min(64);
            lines.push(format!(".amdhsa_accum_offset {}", 4 * (1 + rng.below(hi))));
            if rng.chance(50) {
                lines.push(format!(".amdhsa_tg_split {}", rng.below(2)));
            }
        }
        for (d, width, gen) in BITS {
            if major >= *gen && rng.chance(30) {
                lines.push(format!(".amdhsa_{d} {}", rng.below(1 << width)));
            }
        }
        if major >= 8 && rng.chance(30) {
            lines.push(format!(".amdhsa_reserve_xnack_mask {}", xnack_on as u8));
        }
        for d in [
            "group_segment_fixed_size",
            "private_segment_fixed_size",
            "kernarg_size",
        ] {
            if rng.chance(40) {
                lines.push(format!(".amdhsa_{d} {}", rng.below(1 << 20)));
            }
        }
        if rng.chance(25) {
            let user: u64 = 16 + rng.below(16);
            lines.push(format!(".amdhsa_user_sgpr_count {user}"));
        }
        // Shuffle (directives may appear in any order).
        for i in (1..lines.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            lines.swap(i, j);
        }
        // About one case in six is broken on purpose.
        if rng.chance(17) {
            match rng.below(8) {
                0 => lines.push(".amdhsa_dx10_clamp 2".into()),
                1 => lines.push(".amdhsa_next_free_vgpr 3".into()),
                2 => lines.retain(|l| !l.starts_with(".amdhsa_next_free_sgpr")),
                3 => lines.push(".amdhsa_no_such_directive 1".into()),
                4 => lines.push(".amdhsa_fp16_overflow 1".into()),
                5 => lines.push(format!(".amdhsa_next_free_sgpr {}", 110 + rng.below(20))),
                6 => lines.push(".amdhsa_wavefront_size32 1".into()),
                _ => lines.push(".amdhsa_group_segment_fixed_size 4294967296".into()),
            }
        }
        let mut block = String::from(".amdhsa_kernel k\n");
        for l in lines {
            block.push_str("  ");
            block.push_str(&l);
            block.push('\n');
        }
        block.push_str(".end_amdhsa_kernel\n");
        out.push(Combo {
            id,
            target,
            version,
            block,
            mc_args,
        });
    }
    out
}

/// The manifest: one line per case,
/// `id<TAB>target<TAB>version<TAB>llvm-mc options<TAB>block with \n escaped`.
pub fn manifest(combos: &[Combo]) -> String {
    combos
        .iter()
        .map(|c| {
            format!(
                "{}\t{}\t{}\t{}\t{}\n",
                c.id,
                c.target,
                c.version,
                c.mc_args,
                c.block.replace('\n', "\\n")
            )
        })
        .collect()
}

/// How many cases the fixtures hold.
pub const COUNT: usize = 240;

/// Processors of the second set: those LLVM 16 and 19 added, and older ones
/// in code object V5 (llvm-mc-14) and V6 (llvm-mc-19).
/// name, GFX major, has xnack, has accum_offset (GFX90A/GFX940), architected
/// flat scratch, the llvm-mc that knows it, code object versions.
#[allow(clippy::type_complexity)]
const NEW_PROCESSORS: &[(&str, u32, bool, bool, bool, &str, &[u8])] = &[
    ("gfx940", 9, true, true, true, "llvm-mc-16", &[3, 4, 5]),
    ("gfx941", 9, true, true, true, "llvm-mc-19", &[4, 5, 6]),
    ("gfx942", 9, true, true, true, "llvm-mc-19", &[4, 5, 6]),
    ("gfx1036", 10, false, false, false, "llvm-mc-16", &[3, 4, 5]),
    ("gfx1100", 11, false, false, true, "llvm-mc-16", &[3, 4, 5]),
    ("gfx1101", 11, false, false, true, "llvm-mc-16", &[4, 5]),
    ("gfx1103", 11, false, false, true, "llvm-mc-16", &[4, 5]),
    ("gfx1150", 11, false, false, true, "llvm-mc-19", &[4, 5, 6]),
    ("gfx1151", 11, false, false, true, "llvm-mc-19", &[5, 6]),
    ("gfx1152", 11, false, false, true, "llvm-mc-19", &[5, 6]),
    ("gfx1200", 12, false, false, true, "llvm-mc-19", &[4, 5, 6]),
    ("gfx1201", 12, false, false, true, "llvm-mc-19", &[5, 6]),
    ("gfx9-generic", 9, true, false, false, "llvm-mc-19", &[6]),
    (
        "gfx10-1-generic",
        10,
        true,
        false,
        false,
        "llvm-mc-19",
        &[6],
    ),
    (
        "gfx10-3-generic",
        10,
        false,
        false,
        false,
        "llvm-mc-19",
        &[6],
    ),
    ("gfx11-generic", 11, false, false, true, "llvm-mc-19", &[6]),
    ("gfx12-generic", 12, false, false, true, "llvm-mc-19", &[6]),
    ("gfx900", 9, true, false, false, "llvm-mc-14", &[5]),
    ("gfx90a", 9, true, true, false, "llvm-mc-14", &[5]),
    ("gfx1030", 10, false, false, false, "llvm-mc-14", &[5]),
    ("gfx906", 9, true, false, false, "llvm-mc-19", &[6]),
    ("gfx90a", 9, true, true, false, "llvm-mc-19", &[6]),
    ("gfx1031", 10, false, false, false, "llvm-mc-19", &[6]),
];

/// Generate `n` cases of the second set; `mc_args` holds the whole
/// command (tool first).
pub fn generate_new(n: usize) -> Vec<Combo> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut out = Vec::new();
    for id in 0..n {
        let (name, major, has_xnack, accum, arch, tool, versions) =
            NEW_PROCESSORS[id % NEW_PROCESSORS.len()];
        let version = versions[rng.below(versions.len() as u64) as usize];
        let v3 = version == 3;
        let xnack = if !has_xnack {
            ""
        } else {
            match (v3, rng.below(3)) {
                (true, 0) | (true, 1) => "+xnack",
                (true, _) => "",
                (_, 0) => ":xnack+",
                (_, 1) => ":xnack-",
                _ => "",
            }
        };
        let xnack_on = match xnack {
            "+xnack" | ":xnack+" => true,
            ":xnack-" => false,
            _ => !v3 && has_xnack,
        };
        let target = format!("amdgcn-amd-amdhsa--{name}{xnack}");
        let mattr = match xnack {
            "+xnack" | ":xnack+" => " -mattr=+xnack",
            ":xnack-" => " -mattr=-xnack",
            _ if v3 && has_xnack => " -mattr=-xnack",
            _ => "",
        };
        let mc_args = format!(
            "{tool} -triple=amdgcn-amd-amdhsa -mcpu={name}{mattr} --amdhsa-code-object-version={version}"
        );
        let l16 = tool != "llvm-mc-14";
        let l19 = tool == "llvm-mc-19";
        let mut lines: Vec<String> = Vec::new();
        let nfv = 1 + rng.below(if accum { 400 } else { 240 });
        lines.push(format!(".amdhsa_next_free_vgpr {nfv}"));
        let max_sgpr: u64 = if major >= 10 { 106 } else { 96 };
        lines.push(format!(
            ".amdhsa_next_free_sgpr {}",
            rng.below(max_sgpr + 1)
        ));
        if accum {
            let hi = nfv.div_ceil(4).min(64);
            lines.push(format!(".amdhsa_accum_offset {}", 4 * (1 + rng.below(hi))));
            if rng.chance(50) {
                lines.push(format!(".amdhsa_tg_split {}", rng.below(2)));
            }
        }
        let mut bits: Vec<(&str, u32)> = vec![
            ("user_sgpr_dispatch_ptr", 1),
            ("user_sgpr_queue_ptr", 1),
            ("user_sgpr_kernarg_segment_ptr", 1),
            ("user_sgpr_dispatch_id", 1),
            ("user_sgpr_private_segment_size", 1),
            ("system_sgpr_workgroup_id_x", 1),
            ("system_sgpr_workgroup_id_y", 1),
            ("system_sgpr_workgroup_id_z", 1),
            ("system_sgpr_workgroup_info", 1),
            ("system_vgpr_workitem_id", 2),
            ("float_round_mode_32", 2),
            ("float_round_mode_16_64", 2),
            ("float_denorm_mode_32", 2),
            ("float_denorm_mode_16_64", 2),
            ("reserve_vcc", 1),
            ("fp16_overflow", 1),
            ("exception_fp_ieee_invalid_op", 1),
            ("exception_fp_denorm_src", 1),
            ("exception_fp_ieee_div_zero", 1),
            ("exception_fp_ieee_overflow", 1),
            ("exception_fp_ieee_underflow", 1),
            ("exception_fp_ieee_inexact", 1),
            ("exception_int_div_zero", 1),
        ];
        if arch {
            bits.push(("enable_private_segment", 1));
        } else {
            bits.extend([
                ("user_sgpr_private_segment_buffer", 1),
                ("user_sgpr_flat_scratch_init", 1),
                ("system_sgpr_private_segment_wavefront_offset", 1),
                ("reserve_flat_scratch", 1),
            ]);
        }
        if major < 12 {
            bits.extend([("dx10_clamp", 1), ("ieee_mode", 1)]);
        } else if l19 {
            bits.push(("round_robin_scheduling", 1));
        }
        if major >= 10 {
            bits.extend([
                ("workgroup_processor_mode", 1),
                ("memory_ordered", 1),
                ("forward_progress", 1),
                ("wavefront_size32", 1),
            ]);
        }
        if l16 {
            bits.push(("uses_dynamic_stack", 1));
        }
        for (d, width) in bits {
            if rng.chance(30) {
                lines.push(format!(".amdhsa_{d} {}", rng.below(1 << width)));
            }
        }
        if l16 && (10..12).contains(&major) && rng.chance(30) {
            lines.push(format!(".amdhsa_shared_vgpr_count {}", rng.below(16)));
        }
        if l19 && accum && rng.chance(40) {
            lines.push(format!(
                ".amdhsa_user_sgpr_kernarg_preload_length {}",
                rng.below(17)
            ));
            if rng.chance(60) {
                lines.push(format!(
                    ".amdhsa_user_sgpr_kernarg_preload_offset {}",
                    rng.below(64)
                ));
            }
        }
        if (8..10).contains(&major) && !arch && rng.chance(30) {
            lines.push(format!(".amdhsa_reserve_xnack_mask {}", xnack_on as u8));
        }
        for d in [
            "group_segment_fixed_size",
            "private_segment_fixed_size",
            "kernarg_size",
        ] {
            if rng.chance(40) {
                lines.push(format!(".amdhsa_{d} {}", rng.below(1 << 8)));
            }
        }
        if rng.chance(25) {
            let user: u64 = 16 + rng.below(16);
            lines.push(format!(".amdhsa_user_sgpr_count {user}"));
        }
        for i in (1..lines.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            lines.swap(i, j);
        }
        // About one case in five uses a directive the target refuses.
        if rng.chance(20) {
            match rng.below(9) {
                0 => lines.push(".amdhsa_user_sgpr_private_segment_buffer 1".into()),
                1 => lines.push(".amdhsa_enable_private_segment 1".into()),
                2 => lines.push(".amdhsa_dx10_clamp 1".into()),
                3 => lines.push(".amdhsa_shared_vgpr_count 1".into()),
                4 => lines.push(".amdhsa_round_robin_scheduling 0".into()),
                5 => lines.push(".amdhsa_user_sgpr_kernarg_preload_length 2".into()),
                6 => lines.push(".amdhsa_uses_dynamic_stack 1".into()),
                7 => lines.push(".amdhsa_reserve_flat_scratch 0".into()),
                _ => lines.push(".amdhsa_tg_split 1".into()),
            }
        }
        let mut block = String::from(".amdhsa_kernel k\n");
        for l in lines {
            block.push_str("  ");
            block.push_str(&l);
            block.push('\n');
        }
        block.push_str(".end_amdhsa_kernel\n");
        out.push(Combo {
            id,
            target,
            version,
            block,
            mc_args,
        });
    }
    out
}

/// How many cases of the second set the fixtures hold.
pub const COUNT_NEW: usize = 300;
