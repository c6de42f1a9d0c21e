//! `xvisa co`: AMDGPU code objects (inspect, check, build).

use amdgpu::build::{self, BuildInput, KernelEntry};
use amdgpu::descriptor::KernelDescriptor;
use amdgpu::directives;
use amdgpu::elf::{os_name, relocation_name, CodeObject, Descriptor};
use amdgpu::metadata::Metadata;
use amdgpu::msgpack::Value;
use amdgpu::target::{check_code_object, CodeObjectVersion, FeatureSetting, TargetId};
use clap::{Parser, Subcommand, ValueEnum};
use serde_json::{json, Value as Json};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::util::{self, CliError, CliResult};

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Text for people.
    Human,
    /// One JSON document.
    Json,
}

/// AMDGPU code objects.
#[derive(Subcommand, Debug)]
pub enum CoCommand {
    /// Show a code object's header, target ID, sections, symbols and kernels.
    Inspect(InspectArgs),
    /// Say whether a code object would load on a device, and why not.
    Check(CheckArgs),
    /// Write a relocatable code object from machine code, directives and metadata.
    Build(BuildArgs),
    /// Disassemble a whole code object into one assembly file that llvm-mc
    /// re-assembles (target, code, descriptors, metadata).
    Dis(crate::codis::DisArgs),
    /// List the processor table: names, GFX versions, EF_AMDGPU_MACH,
    /// features, wavefront sizes and register granules.
    Targets(TargetsArgs),
    /// Run a kernel on the GCN emulator as the HSA runtime dispatches it.
    Run(crate::co_run::RunArgs),
}

/// `co targets`.
#[derive(Parser, Debug)]
pub struct TargetsArgs {
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    pub format: Format,
}

/// `co inspect`.
#[derive(Parser, Debug)]
pub struct InspectArgs {
    /// Code object (relocatable `.o` or shared `.co`; `-` for stdin).
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    pub format: Format,
    /// Print only the metadata, as YAML.
    #[arg(long, conflicts_with = "descriptors")]
    pub metadata: bool,
    /// Print only the kernel descriptors, as `.amdhsa_kernel` blocks
    /// (`.amd_kernel_code_t` for code object V2) that llvm-mc re-assembles.
    #[arg(long, conflicts_with = "format")]
    pub descriptors: bool,
    /// Write the output to FILE instead of stdout.
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// `co check`.
#[derive(Parser, Debug)]
pub struct CheckArgs {
    /// Code object (`-` for stdin).
    pub file: PathBuf,
    /// The device's target ID, e.g. `gfx90a:sramecc+:xnack-` or
    /// `amdgcn-amd-amdhsa--gfx90a:xnack+`.
    #[arg(long)]
    pub device: String,
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    pub format: Format,
}

/// `co build`.
#[derive(Parser, Debug)]
pub struct BuildArgs {
    /// Target ID (V4 `gfx90a:xnack-` or V3 `gfx902+xnack` syntax, with or
    /// without the `amdgcn-amd-amdhsa--` triple).
    #[arg(long)]
    pub target: String,
    /// Code object version (3 to 6).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=6))]
    pub code_object_version: u8,
    /// Raw machine code for `.text`.
    #[arg(long, value_name = "FILE.bin")]
    pub code: PathBuf,
    /// A kernel and the offset of its first instruction in the code
    /// (default 0); repeat for several kernels.
    #[arg(long = "kernel", value_name = "NAME[@OFFSET]", required = true)]
    pub kernels: Vec<String>,
    /// `.amdhsa_kernel` blocks, one per kernel.
    #[arg(long, value_name = "FILE.s")]
    pub directives: PathBuf,
    /// Metadata YAML (the V3+ schema, as inside `.amdgpu_metadata`).
    #[arg(long, value_name = "FILE.yaml")]
    pub metadata: Option<PathBuf>,
    /// Output code object.
    #[arg(short = 'o', value_name = "OUT")]
    pub output: PathBuf,
}

/// Runs a `co` subcommand; returns its name (for messages) and its result.
pub fn run(cmd: CoCommand) -> (&'static str, CliResult<u8>) {
    match cmd {
        CoCommand::Inspect(a) => ("co inspect", inspect(&a)),
        CoCommand::Check(a) => ("co check", check(&a)),
        CoCommand::Build(a) => ("co build", build_cmd(&a)),
        CoCommand::Dis(a) => ("co dis", crate::codis::run(&a)),
        CoCommand::Targets(a) => ("co targets", targets(&a)),
        CoCommand::Run(a) => ("co run", crate::co_run::run(&a)),
    }
}

fn emit(output: &Option<PathBuf>, text: &str) -> CliResult<u8> {
    util::write_output(output.as_ref(), text.as_bytes())?;
    Ok(0)
}

fn load(path: &Path) -> CliResult<CodeObject> {
    let data = util::read_input(path)?;
    CodeObject::parse(&data).map_err(|e| CliError::invalid(format!("{}: {e}", path.display())))
}

fn e_type_name(t: u16) -> &'static str {
    match t {
        1 => "REL (Relocatable file)",
        2 => "EXEC (Executable file)",
        3 => "DYN (Shared object file)",
        _ => "unknown",
    }
}

fn os_abi_name(o: u8) -> &'static str {
    match o {
        0 => "NONE",
        64 => "AMDGPU_HSA",
        65 => "AMDGPU_PAL",
        66 => "AMDGPU_MESA3D",
        _ => "unknown",
    }
}

fn section_type_name(t: u32) -> String {
    match t {
        0 => "NULL".into(),
        1 => "PROGBITS".into(),
        2 => "SYMTAB".into(),
        3 => "STRTAB".into(),
        4 => "RELA".into(),
        5 => "HASH".into(),
        6 => "DYNAMIC".into(),
        7 => "NOTE".into(),
        8 => "NOBITS".into(),
        11 => "DYNSYM".into(),
        0x6fff_fff6 => "GNU_HASH".into(),
        0x6fff_4c03 => "LLVM_ADDRSIG".into(),
        t => format!("0x{t:x}"),
    }
}

fn flags_string(f: u64) -> String {
    let mut s = String::new();
    for (bit, c) in [
        (1, 'W'),
        (2, 'A'),
        (4, 'X'),
        (0x10, 'M'),
        (0x20, 'S'),
        (0x40, 'I'),
        (0x8000_0000, 'E'),
    ] {
        if f & bit != 0 {
            s.push(c);
        }
    }
    s
}

fn descriptor_json(kd: &KernelDescriptor, co: &CodeObject) -> Json {
    let mut fields = serde_json::Map::new();
    for f in KernelDescriptor::fields_for(co.target.processor) {
        let key = format!("{:?}.{}", f.reg, f.name).to_lowercase();
        fields.insert(key, json!(kd.get(f)));
    }
    json!({
        "group_segment_fixed_size": kd.group_segment_fixed_size,
        "private_segment_fixed_size": kd.private_segment_fixed_size,
        "kernarg_size": kd.kernarg_size,
        "kernel_code_entry_byte_offset": kd.kernel_code_entry_byte_offset,
        "compute_pgm_rsrc1": format!("0x{:08x}", kd.compute_pgm_rsrc1),
        "compute_pgm_rsrc2": format!("0x{:08x}", kd.compute_pgm_rsrc2),
        "compute_pgm_rsrc3": format!("0x{:08x}", kd.compute_pgm_rsrc3),
        "kernel_code_properties": format!("0x{:04x}", kd.kernel_code_properties),
        "fields": fields,
    })
}

fn msgpack_json(v: &Value) -> Json {
    match v {
        Value::Nil => Json::Null,
        Value::Bool(b) => json!(b),
        Value::UInt(u) => json!(u),
        Value::Int(i) => json!(i),
        Value::Float(f) => json!(f),
        Value::Str(s) => json!(s),
        Value::Bin(b) => json!(b),
        Value::Array(a) => Json::Array(a.iter().map(msgpack_json).collect()),
        Value::Map(m) => Json::Object(
            m.iter()
                .map(|(k, v)| {
                    (
                        k.as_str()
                            .map(str::to_string)
                            .unwrap_or_else(|| k.to_string()),
                        msgpack_json(v),
                    )
                })
                .collect(),
        ),
    }
}

fn setting(s: FeatureSetting) -> &'static str {
    s.name()
}

fn inspect(a: &InspectArgs) -> CliResult<u8> {
    let co = load(&a.file)?;
    if a.metadata {
        let notes = co
            .require_metadata()
            .map_err(|e| CliError::invalid(format!("{}: {e}", a.file.display())))?;
        if a.format == Format::Json {
            // One note: its map; several (objects linked from several
            // relocatable objects): an array of them, in file order.
            let mut docs = Vec::new();
            for n in notes {
                docs.push(match (&n.msgpack, &n.v2_text) {
                    (Some(v), _) => msgpack_json(v),
                    (None, Some(t)) => msgpack_json(
                        &amdgpu::yaml::Yaml::parse(t)
                            .map_err(|e| CliError::invalid(format!("{}: {e}", a.file.display())))?
                            .to_msgpack(),
                    ),
                    _ => Json::Null,
                });
            }
            let j = if docs.len() == 1 {
                docs.pop().unwrap()
            } else {
                Json::Array(docs)
            };
            return emit(
                &a.output,
                &format!("{}\n", serde_json::to_string_pretty(&j).unwrap()),
            );
        }
        let y: String = notes.iter().map(|n| n.yaml()).collect();
        return emit(&a.output, &y);
    }
    if a.descriptors {
        return emit(&a.output, &co.descriptor_source());
    }
    let text = match a.format {
        Format::Human => inspect_human(&co, &a.file),
        Format::Json => format!(
            "{}\n",
            serde_json::to_string_pretty(&inspect_json(&co)).unwrap()
        ),
    };
    emit(&a.output, &text)
}

fn inspect_json(co: &CodeObject) -> Json {
    let p = co.target.processor;
    let kernels: Vec<Json> = co
        .kernels
        .iter()
        .map(|k| {
            let warnings = co.descriptor_warnings(k);
            let desc = match &k.descriptor {
                Descriptor::Kd(kd) => descriptor_json(kd, co),
                Descriptor::AmdKernelCode(akc) => {
                    let mut m = serde_json::Map::new();
                    for (name, loc) in amdgpu::descriptor::AKC_FIELDS {
                        m.insert(name.to_string(), json!(akc.get(*loc)));
                    }
                    Json::Object(m)
                }
            };
            json!({
                "name": k.name,
                "descriptor_symbol": k.descriptor_symbol,
                "descriptor_offset": k.descriptor_offset,
                "descriptor": desc,
                "entry_relocation": k.entry_relocation.as_ref().map(|r| json!({
                    "type": relocation_name(r.r_type), "symbol": r.symbol_name, "addend": r.addend })),
                "unrepresentable": warnings,
            })
        })
        .collect();
    json!({
        "header": {
            "os_abi": co.os_abi,
            "os_abi_name": os_abi_name(co.os_abi),
            "abi_version": co.abi_version,
            "code_object_version": co.version.map(|v| v.0),
            "type": e_type_name(co.e_type),
            "flags": format!("0x{:x}", co.e_flags),
        },
        "target": {
            "id": co.target_id_string(),
            "processor": p.name,
            "aliases": p.aliases,
            "mach": p.mach,
            "gfx_version": [p.major, p.minor, p.stepping],
            "apu": p.apu,
            "xnack": setting(co.target.xnack),
            "sramecc": setting(co.target.sramecc),
            "generic": p.is_generic(),
            "generic_version": co.target.generic_version,
            "generic_members": p.generic_members(),
            "llvm_mc": co.llvm_mc().0.llvm_mc(),
            "llvm_mc_args": co.llvm_mc_args(),
        },
        "sections": co.sections.iter().map(|s| json!({
            "index": s.index, "name": s.name, "type": section_type_name(s.sh_type),
            "address": s.addr, "offset": s.offset, "size": s.size, "align": s.align,
            "flags": flags_string(s.flags) })).collect::<Vec<_>>(),
        "symbols": co.symbols.iter().map(|s| json!({
            "table": s.table, "index": s.index, "name": s.name, "value": s.value, "size": s.size,
            "type": s.kind_name(), "bind": s.bind_name(), "visibility": s.visibility_name(),
            "section": s.section_name() })).collect::<Vec<_>>(),
        "relocations": co.relocations.iter().map(|r| json!({
            "section": r.section, "offset": r.offset, "type": relocation_name(r.r_type),
            "symbol": r.symbol_name, "addend": r.addend })).collect::<Vec<_>>(),
        "notes": co.notes.iter().map(|n| json!({
            "owner": n.owner(), "type": n.type_name(), "size": n.desc.len(), "offset": n.offset,
            "contents": n.describe() }))
            .collect::<Vec<_>>(),
        "kernels": kernels,
    })
}

fn inspect_human(co: &CodeObject, path: &Path) -> String {
    let p = co.target.processor;
    let mut s = String::new();
    let _ = writeln!(s, "File: {}", path.display());
    let _ = writeln!(s, "Type: {}", e_type_name(co.e_type));
    let _ = writeln!(
        s,
        "OS/ABI: {} ({}), ABI version {}{}",
        os_abi_name(co.os_abi),
        co.os_abi,
        co.abi_version,
        co.version
            .map(|v| format!(" (code object {v})"))
            .unwrap_or_default()
    );
    let _ = writeln!(s, "Flags: 0x{:x}", co.e_flags);
    let _ = writeln!(s, "Target ID: {}", co.target_id_string());
    if p.is_generic() {
        let _ = writeln!(
            s,
            "Generic target: runs on {}; generic code object version {}",
            p.generic_members().join(", "),
            co.target.generic_version
        );
    }
    let _ = writeln!(
        s,
        "Processor: {} (GFX{}.{}.{}, {}, EF_AMDGPU_MACH 0x{:03x}{}); xnack {}, sramecc {}",
        p.name,
        p.major,
        p.minor,
        p.stepping,
        if p.is_generic() {
            "generic"
        } else if p.apu {
            "APU"
        } else {
            "dGPU"
        },
        p.mach,
        if p.aliases.is_empty() {
            String::new()
        } else {
            format!(", also {}", p.aliases.join(", "))
        },
        setting(co.target.xnack),
        setting(co.target.sramecc)
    );
    let _ = writeln!(s, "\nSections:");
    let _ = writeln!(
        s,
        "  [Nr] {:<18} {:<13} {:>16} {:>8} {:>8} {:>5} Flg",
        "Name", "Type", "Address", "Offset", "Size", "Al"
    );
    for sec in &co.sections {
        let _ = writeln!(
            s,
            "  [{:>2}] {:<18} {:<13} {:016x} {:08x} {:08x} {:>5} {}",
            sec.index,
            sec.name,
            section_type_name(sec.sh_type),
            sec.addr,
            sec.offset,
            sec.size,
            sec.align,
            flags_string(sec.flags)
        );
    }
    let _ = writeln!(s, "\nSymbols:");
    for sym in &co.symbols {
        if sym.index == 0 {
            continue;
        }
        let _ = writeln!(
            s,
            "  {:<8} {:016x} {:>6} {:<17} {:<6} {:<9} {:>4} {}",
            sym.table,
            sym.value,
            sym.size,
            sym.kind_name(),
            sym.bind_name(),
            sym.visibility_name(),
            sym.section_name(),
            sym.name
        );
    }
    if !co.relocations.is_empty() {
        let _ = writeln!(s, "\nRelocations:");
        for r in &co.relocations {
            let _ = writeln!(
                s,
                "  {:<14} {:016x} {:<22} {} + {}",
                r.section,
                r.offset,
                relocation_name(r.r_type),
                r.symbol_name,
                r.addend
            );
        }
    }
    let _ = writeln!(s, "\nNotes:");
    for n in &co.notes {
        let _ = writeln!(
            s,
            "  {:<8} 0x{:08x} {}",
            n.owner(),
            n.desc.len(),
            n.type_name()
        );
        if let Some(d) = n.describe() {
            let _ = writeln!(s, "           {d}");
        }
    }
    let _ = writeln!(s, "\nKernels:");
    let meta_kernel = |name: &str| -> Option<String> {
        co.metadata_notes.iter().find_map(|n| match &n.metadata {
            Metadata::V3(m) => m.kernels.iter().find(|k| k.name == name).map(|k| {
                format!(
                    "{} args, kernarg {} bytes, wavefront {}, {} SGPRs, {} VGPRs",
                    k.args.as_ref().map_or(0, |a| a.len()),
                    k.kernarg_segment_size,
                    k.wavefront_size,
                    k.sgpr_count,
                    k.vgpr_count
                )
            }),
            Metadata::V2(m) => m
                .kernels
                .iter()
                .find(|k| k.name == name)
                .map(|k| format!("{} args", k.args.as_ref().map_or(0, |a| a.len()))),
        })
    };
    for k in &co.kernels {
        let _ = writeln!(
            s,
            "  {} (descriptor {} at file offset 0x{:x})",
            k.name, k.descriptor_symbol, k.descriptor_offset
        );
        if let Some(m) = meta_kernel(&k.name) {
            let _ = writeln!(s, "    metadata: {m}");
        }
        match &k.descriptor {
            Descriptor::Kd(kd) => {
                let _ = writeln!(
                    s,
                    "    group segment {}, private segment {}, kernarg {}, entry offset {}",
                    kd.group_segment_fixed_size,
                    kd.private_segment_fixed_size,
                    kd.kernarg_size,
                    match &k.entry_relocation {
                        Some(r) => format!(
                            "by relocation {} {}+{}",
                            relocation_name(r.r_type),
                            r.symbol_name,
                            r.addend
                        ),
                        None => kd.kernel_code_entry_byte_offset.to_string(),
                    }
                );
                for f in KernelDescriptor::fields_for(p) {
                    let v = kd.get(f);
                    if v != 0 {
                        let _ = writeln!(s, "    {:?}.{} = {v}", f.reg, f.name);
                    }
                }
            }
            Descriptor::AmdKernelCode(akc) => {
                for (name, loc) in amdgpu::descriptor::AKC_FIELDS {
                    let v = akc.get(*loc);
                    if v != 0 {
                        let _ = writeln!(s, "    {name} = {v}");
                    }
                }
            }
        }
    }
    s
}

fn check(a: &CheckArgs) -> CliResult<u8> {
    let device = TargetId::parse(&a.device)
        .map_err(|e| CliError::usage(format!("--device {}: {e}", a.device)))?;
    if device.processor.is_generic() {
        // A usage error: a device is one processor.
        return Err(CliError::usage(format!(
            "--device {}: a generic target, not a device (it stands for {})",
            a.device,
            device.processor.generic_members().join(", ")
        )));
    }
    let co = load(&a.file)?;
    let result = check_code_object(&co.target, co.version, &device);
    let mut notes = result.notes.clone();
    if co.version == Some(CodeObjectVersion(2)) {
        notes.push("code object V2 is read only by older ROCm runtimes".into());
    }
    if co.e_type != object_et_dyn() {
        notes.push("the runtime loads shared objects (ET_DYN); link this relocatable object with ld.lld first".into());
    }
    if co.os_abi != amdgpu::elf::ELFOSABI_AMDGPU_HSA {
        notes.push(format!(
            "OS ABI is {} ({}), not AMDGPU_HSA",
            os_abi_name(co.os_abi),
            os_name(co.os_abi)
        ));
    }
    let loads = result.errors.is_empty();
    let mut out = String::new();
    match a.format {
        Format::Json => {
            let j = json!({
                "code_object": co.target_id_string(),
                "device": device.to_v4_string(),
                "loads": loads,
                "reasons": result.errors.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
                "notes": notes,
            });
            out = format!("{}\n", serde_json::to_string_pretty(&j).unwrap());
        }
        Format::Human => {
            let _ = writeln!(
                out,
                "{}: {} on {}",
                a.file.display(),
                if loads { "loads" } else { "does not load" },
                device.to_v4_string()
            );
            let _ = writeln!(out, "  code object target: {}", co.target_id_string());
            for e in &result.errors {
                let _ = writeln!(out, "  reason: {e}");
            }
            for n in &notes {
                let _ = writeln!(out, "  note: {n}");
            }
        }
    }
    util::write_stdout(out.as_bytes())?;
    Ok(if loads { 0 } else { util::EXIT_INVALID })
}

fn object_et_dyn() -> u16 {
    3
}

fn build_cmd(a: &BuildArgs) -> CliResult<u8> {
    // Before V4 a feature not written in the target ID is off, not `any`.
    let target = TargetId::parse_for_version(&a.target, CodeObjectVersion(a.code_object_version))
        .map_err(|e| CliError::usage(format!("--target {}: {e}", a.target)))?;
    if target.processor.arch != amdgpu::target::Arch::Amdgcn {
        return Err(CliError::usage(format!(
            "--target {}: {} is an r600-family processor (32-bit ELF, no HSA code objects); co build writes amdgcn code objects only",
            a.target, target.processor.name
        )));
    }
    if target.processor.is_generic() && a.code_object_version < 6 {
        return Err(CliError::usage(format!(
            "--target {} --code-object-version {}: generic target {} needs code object V6",
            a.target, a.code_object_version, target.processor.name
        )));
    }
    let mut kernels: Vec<KernelEntry> = Vec::new();
    for k in &a.kernels {
        let (name, offset) = match k.split_once('@') {
            Some((n, o)) => {
                let off = if let Some(h) = o.strip_prefix("0x") {
                    u64::from_str_radix(h, 16)
                } else {
                    o.parse()
                }
                .map_err(|_| CliError::usage(format!("--kernel {k}: `{o}` is not an offset")))?;
                (n.to_string(), off)
            }
            None => (k.clone(), 0),
        };
        if name.is_empty() {
            return Err(CliError::usage(format!("--kernel {k}: empty name")));
        }
        if offset % 256 != 0 {
            return Err(CliError::usage(format!(
                "--kernel {k}: an entry offset is a multiple of 256"
            )));
        }
        if kernels.iter().any(|e| e.name == name) {
            return Err(CliError::usage(format!(
                "--kernel {k}: kernel `{name}` is already given"
            )));
        }
        kernels.push(KernelEntry { name, offset });
    }
    let mut inputs = vec![a.code.as_path(), a.directives.as_path()];
    inputs.extend(a.metadata.as_deref());
    util::one_stdin(inputs)?;
    let code = util::read_input(&a.code)?;
    let dtext = util::text(&a.directives, util::read_input(&a.directives)?)?;
    let dirs = directives::parse_file(&dtext)
        .map_err(|e| CliError::invalid(format!("{}:{e}", a.directives.display())))?;
    // The kernels named on the command line and the file's blocks match
    // one to one; an offset lies inside the code.
    for (k, e) in a.kernels.iter().zip(&kernels) {
        if !dirs.kernels.iter().any(|b| b.name == e.name) {
            return Err(CliError::usage(format!(
                "--kernel {k}: {} has no `.amdhsa_kernel {}` block",
                a.directives.display(),
                e.name
            )));
        }
        if e.offset >= code.len() as u64 {
            return Err(CliError::usage(format!(
                "--kernel {k}: offset {} is past the end of the {}-byte {}",
                e.offset,
                code.len(),
                a.code.display()
            )));
        }
    }
    if let Some(b) = dirs
        .kernels
        .iter()
        .find(|b| !kernels.iter().any(|e| e.name == b.name))
    {
        return Err(CliError::usage(format!(
            "{}:{}: `.amdhsa_kernel {}` names no kernel given with --kernel",
            a.directives.display(),
            b.line,
            b.name
        )));
    }
    let metadata_yaml = match &a.metadata {
        Some(p) => Some(util::text(p, util::read_input(p)?)?),
        None => None,
    };
    let input = BuildInput {
        target,
        version: CodeObjectVersion(a.code_object_version),
        code,
        kernels,
        directives: dirs,
        metadata_yaml,
        objects: Vec::new(),
    };
    let bytes = build::build_relocatable(&input).map_err(|e| {
        let where_ = match &e {
            build::BuildError::Directive(_) => format!("{}:", a.directives.display()),
            build::BuildError::Yaml(_) | build::BuildError::Metadata { .. } => {
                format!(
                    "{}:",
                    a.metadata
                        .as_ref()
                        .map(|p| p.display().to_string())
                        .unwrap_or_default()
                )
            }
            build::BuildError::Input(_) => String::new(),
        };
        let msg = e.to_string();
        let msg = msg
            .split_once(':')
            .filter(|_| !where_.is_empty())
            .map(|(_, m)| m.to_string())
            .unwrap_or(msg);
        CliError::invalid(format!("{where_}{msg}"))
    })?;
    util::write_output(Some(&a.output), &bytes)?;
    Ok(0)
}

/// The `llvm-mc` that `--descriptors` names for code object version `v`
/// of `p` (`-` where no release checked here writes that version for it,
/// `later` where only a release after 19 knows the processor).
fn mc_for(p: &amdgpu::target::Processor, v: u8) -> &'static str {
    use amdgpu::target::Llvm;
    match Llvm::for_target(p, CodeObjectVersion(v)) {
        (Llvm::Later, _) => "later",
        (r, mv) if mv == v => r.llvm_mc(),
        _ => "-",
    }
}

fn targets(a: &TargetsArgs) -> CliResult<u8> {
    use amdgpu::target::{Arch, PROCESSORS};
    let rows: Vec<Json> = PROCESSORS
        .iter()
        .map(|p| {
            let gcn = p.arch == Arch::Amdgcn;
            json!({
                "name": p.name,
                "aliases": p.aliases,
                "arch": p.arch.name(),
                "apu": p.apu,
                "generic": p.is_generic(),
                "generic_members": p.generic_members(),
                "generic_target": p.generic_target().map(|g| g.name),
                "mach": p.mach,
                "gfx_version": [p.major, p.minor, p.stepping],
                "features": p.features().iter().map(|(f, d)| json!({"name": f.name(), "default": d.name()})).collect::<Vec<_>>(),
                "wavefront_sizes": if gcn { p.wavefront_sizes().to_vec() } else { vec![] },
                "vgpr_alloc_granule": gcn.then(|| p.vgpr_alloc_granule(p.major >= 10)),
                "vgpr_encoding_granule": gcn.then(|| p.vgpr_encoding_granule(p.major >= 10)),
                "sgpr_alloc_granule": gcn.then(|| p.sgpr_alloc_granule()),
                "sgpr_encoding_granule": gcn.then(|| p.sgpr_encoding_granule()),
                "addressable_sgprs": gcn.then(|| p.addressable_sgprs()),
                "addressable_vgprs": gcn.then(|| p.addressable_vgprs()),
                "architected_flat_scratch": gcn && p.has_architected_flat_scratch(),
                "kernarg_preload": gcn && p.has_kernarg_preload(),
                "e_flags_v4": gcn.then(|| format!("0x{:x}", TargetId::new(p).e_flags(CodeObjectVersion(4)))),
                "e_flags_v6": gcn.then(|| format!("0x{:x}", TargetId::new(p).e_flags(CodeObjectVersion(6)))),
                "llvm_mc": gcn.then(|| json!({
                    "3": mc_for(p, 3), "4": mc_for(p, 4), "5": mc_for(p, 5), "6": mc_for(p, 6),
                })),
            })
        })
        .collect();
    let mut out = String::new();
    match a.format {
        Format::Json => {
            out = format!("{}\n", serde_json::to_string_pretty(&rows).unwrap());
        }
        Format::Human => {
            let _ = writeln!(
                out,
                "{:<15} {:<8} {:<7} {:<4} {:>5} {:<43} {:<10} {:<10} {:<10} {:<10} {:<10} ALIASES",
                "NAME",
                "GFX",
                "KIND",
                "MACH",
                "WAVE",
                "FEATURES [default]",
                "E_FLAGS_V4",
                "MC_V3",
                "MC_V4",
                "MC_V5",
                "MC_V6"
            );
            for p in PROCESSORS {
                let gcn = p.arch == Arch::Amdgcn;
                let feats: Vec<String> = p
                    .features()
                    .iter()
                    .map(|(f, d)| format!("{}[{}]", f.name(), d.name()))
                    .collect();
                let dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
                let mc = |v| if gcn { mc_for(p, v) } else { "-" };
                let _ = writeln!(
                    out,
                    "{:<15} {:<8} {:<7} 0x{:02x} {:>5} {:<43} {:<10} {:<10} {:<10} {:<10} {:<10} {}",
                    p.name,
                    if gcn {
                        format!("{}.{}.{}", p.major, p.minor, p.stepping)
                    } else {
                        "r600".into()
                    },
                    if p.is_generic() {
                        "generic"
                    } else if p.apu {
                        "APU"
                    } else {
                        "dGPU"
                    },
                    p.mach,
                    dash(p
                        .wavefront_sizes()
                        .iter()
                        .filter(|_| gcn)
                        .map(|w| w.to_string())
                        .collect::<Vec<_>>()
                        .join("/")),
                    dash(feats.join(",")),
                    if gcn {
                        format!("0x{:x}", TargetId::new(p).e_flags(CodeObjectVersion(4)))
                    } else {
                        "-".into()
                    },
                    mc(3),
                    mc(4),
                    mc(5),
                    mc(6),
                    p.aliases.join(",")
                );
            }
        }
    }
    util::write_stdout(out.as_bytes())?;
    Ok(0)
}
