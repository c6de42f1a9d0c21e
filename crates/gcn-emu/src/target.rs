//! Facts about the modelled processors that the emulator depends on.

use amdgpu::target::Processor;

/// A processor the emulator runs code for.
#[derive(Clone, Debug)]
pub struct Target {
    /// Canonical processor name (`gfx900`).
    pub name: &'static str,
    /// GFX major version: 9 or 10.
    pub gen: u32,
    /// The instruction-set variant of the decoder.
    pub isa: gcn::Isa,
    /// Work-item ids packed into v0 (x in bits 0-9, y 10-19, z 20-29):
    /// GFX90A (AMDGPUUsage, "Initial Kernel Execution State"; clang's
    /// code reads them with `v_bfe_u32 v, v0, 10, 10`).
    pub packed_tid: bool,
    /// Accumulation registers (gfx908, gfx90a).
    pub agprs: bool,
    /// The addressable SGPRs (s0 to s101 on GFX9, s0 to s105 on GFX10).
    pub sgprs: u32,
    /// LDS bytes a work-group can allocate.
    pub lds_bytes: u32,
}

/// The processors whose semantics and rules are modelled.
pub const MODELLED: &[&str] = &["gfx900", "gfx906", "gfx908", "gfx90a", "gfx1030"];

impl Target {
    /// The target of a processor name, or why it is not modelled.
    pub fn new(name: &str) -> Result<Target, String> {
        let p = Processor::by_name(name).ok_or_else(|| format!("unknown processor `{name}`"))?;
        if !MODELLED.contains(&p.name) {
            return Err(format!(
                "processor {} is not modelled by the emulator (modelled: {})",
                p.name,
                MODELLED.join(", ")
            ));
        }
        let isa = gcn::Isa::from_processor(p.name).ok_or_else(|| {
            format!(
                "the instruction-set layer has no decoder for {} yet",
                p.name
            )
        })?;
        Ok(Target {
            name: p.name,
            gen: p.major,
            isa,
            packed_tid: p.name == "gfx90a",
            agprs: matches!(p.name, "gfx908" | "gfx90a"),
            sgprs: if p.major >= 10 { 106 } else { 102 },
            lds_bytes: 65536,
        })
    }
}
