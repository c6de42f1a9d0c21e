//! Code object metadata as typed structures: V2 (YAML, `NT_AMD_HSA_METADATA`)
//! and V3 and later (MessagePack, `NT_AMDGPU_METADATA`; V4 adds
//! `amdhsa.target`, V5 metadata version 1.2 adds hidden-argument kinds and
//! kernel keys). Keys this module does not know are kept, in order, in the
//! `extra` fields so that reading then writing loses nothing.

use crate::msgpack::Value;
use crate::yaml::Yaml;

/// A schema error: the path to the offending value and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct MetadataError {
    /// Path such as `amdhsa.kernels[0].args[2].size`.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

fn merr<T>(path: &str, message: impl Into<String>) -> Result<T, MetadataError> {
    Err(MetadataError {
        path: path.to_string(),
        message: message.into(),
    })
}

/// Reads a map's keys one by one; what is left over is kept as extra.
/// The entries are borrowed (a short `xvisa co dis` spent a third of its
/// instructions cloning the document map by map) and a key's path is
/// written only for a key that is there.
struct MapReader<'a> {
    path: String,
    entries: Vec<(&'a Value, &'a Value)>,
}

impl<'a> MapReader<'a> {
    fn new(v: &'a Value, path: &str) -> Result<Self, MetadataError> {
        match v {
            Value::Map(m) => {
                for (i, (k, _)) in m.iter().enumerate() {
                    if !matches!(k, Value::Str(_)) {
                        return merr(path, format!("key {i} is a {}, not a string", k.kind()));
                    }
                    if m[..i].iter().any(|(k2, _)| k2 == k) {
                        return merr(path, format!("duplicate key {k}"));
                    }
                }
                Ok(MapReader {
                    path: path.to_string(),
                    entries: m.iter().map(|(k, v)| (k, v)).collect(),
                })
            }
            other => merr(path, format!("expected a map, found a {}", other.kind())),
        }
    }
    fn sub(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            let mut p = String::with_capacity(self.path.len() + 1 + key.len());
            p.push_str(&self.path);
            if !key.starts_with('.') {
                p.push('.');
            }
            p.push_str(key);
            p
        }
    }
    fn take(&mut self, key: &str) -> Option<&'a Value> {
        let i = self
            .entries
            .iter()
            .position(|(k, _)| k.as_str() == Some(key))?;
        Some(self.entries.remove(i).1)
    }
    fn req<T>(
        &mut self,
        key: &str,
        f: impl Fn(&Value, &str) -> Result<T, MetadataError>,
    ) -> Result<T, MetadataError> {
        match self.take(key) {
            Some(v) => f(v, &self.sub(key)),
            None => merr(
                &self.path_or_root(),
                format!("required key `{key}` is missing"),
            ),
        }
    }
    fn opt<T>(
        &mut self,
        key: &str,
        f: impl Fn(&Value, &str) -> Result<T, MetadataError>,
    ) -> Result<Option<T>, MetadataError> {
        match self.take(key) {
            Some(v) => f(v, &self.sub(key)).map(Some),
            None => Ok(None),
        }
    }
    fn path_or_root(&self) -> String {
        if self.path.is_empty() {
            "<root>".into()
        } else {
            self.path.clone()
        }
    }
    fn extra(self) -> Vec<(String, Value)> {
        self.entries
            .into_iter()
            .map(|(k, v)| (k.as_str().unwrap_or_default().to_string(), v.clone()))
            .collect()
    }
}

// LLVM's verifier also accepts strings where a scalar is expected and
// re-reads them as that scalar; the same coercion is done here.
fn coerce(v: &Value) -> Value {
    match v {
        Value::Str(s) => Yaml::plain(s.clone()).to_msgpack(),
        other => other.clone(),
    }
}

fn uint(v: &Value, path: &str) -> Result<u64, MetadataError> {
    match coerce(v) {
        Value::UInt(u) => Ok(u),
        Value::Int(i) if i >= 0 => Ok(i as u64),
        Value::Int(i) => merr(path, format!("{i} is negative")),
        other => merr(
            path,
            format!("expected an integer, found a {}", other.kind()),
        ),
    }
}

fn string(v: &Value, path: &str) -> Result<String, MetadataError> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        other => merr(path, format!("expected a string, found a {}", other.kind())),
    }
}

fn boolean(v: &Value, path: &str) -> Result<bool, MetadataError> {
    match coerce(v) {
        Value::Bool(b) => Ok(b),
        other => merr(
            path,
            format!("expected a boolean, found a {}", other.kind()),
        ),
    }
}

fn uints<const N: usize>(v: &Value, path: &str) -> Result<[u64; N], MetadataError> {
    match v {
        Value::Array(a) if a.len() == N => {
            let mut out = [0; N];
            for (i, x) in a.iter().enumerate() {
                out[i] = uint(x, &format!("{path}[{i}]"))?;
            }
            Ok(out)
        }
        Value::Array(a) => merr(path, format!("expected {N} integers, found {}", a.len())),
        other => merr(
            path,
            format!("expected a sequence, found a {}", other.kind()),
        ),
    }
}

fn strings(v: &Value, path: &str) -> Result<Vec<String>, MetadataError> {
    match v {
        Value::Array(a) => a
            .iter()
            .enumerate()
            .map(|(i, x)| string(x, &format!("{path}[{i}]")))
            .collect(),
        other => merr(
            path,
            format!("expected a sequence, found a {}", other.kind()),
        ),
    }
}

fn one_of(v: &Value, path: &str, allowed: &[&str]) -> Result<String, MetadataError> {
    let s = string(v, path)?;
    if allowed.contains(&s.as_str()) {
        Ok(s)
    } else {
        merr(path, format!("`{s}` is not one of {}", allowed.join(", ")))
    }
}

fn pow2(v: &Value, path: &str) -> Result<u64, MetadataError> {
    let u = uint(v, path)?;
    if u.is_power_of_two() {
        Ok(u)
    } else {
        merr(path, format!("{u} is not a power of two"))
    }
}

/// Argument value kinds of V3 and V4 metadata.
pub const VALUE_KINDS_V3: &[&str] = &[
    "by_value",
    "global_buffer",
    "dynamic_shared_pointer",
    "sampler",
    "image",
    "pipe",
    "queue",
    "hidden_global_offset_x",
    "hidden_global_offset_y",
    "hidden_global_offset_z",
    "hidden_none",
    "hidden_printf_buffer",
    "hidden_hostcall_buffer",
    "hidden_default_queue",
    "hidden_completion_action",
    "hidden_multigrid_sync_arg",
];

/// Argument value kinds metadata version 1.2 (code object V5) adds.
pub const VALUE_KINDS_V5: &[&str] = &[
    "hidden_heap_v1",
    "hidden_block_count_x",
    "hidden_block_count_y",
    "hidden_block_count_z",
    "hidden_group_size_x",
    "hidden_group_size_y",
    "hidden_group_size_z",
    "hidden_remainder_x",
    "hidden_remainder_y",
    "hidden_remainder_z",
    "hidden_grid_dims",
    "hidden_private_base",
    "hidden_shared_base",
    "hidden_queue_ptr",
    "hidden_dynamic_lds_size",
];

const ADDRESS_SPACES: &[&str] = &[
    "private", "global", "constant", "local", "generic", "region",
];
const ACCESS: &[&str] = &["read_only", "write_only", "read_write"];
const VALUE_TYPES: &[&str] = &[
    "struct", "i8", "u8", "i16", "u16", "f16", "i32", "u32", "f32", "i64", "u64", "f64",
];

/// A kernel argument (V3 and later).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArgV3 {
    /// `.name`.
    pub name: Option<String>,
    /// `.type_name`.
    pub type_name: Option<String>,
    /// `.size` (required).
    pub size: u64,
    /// `.offset` (required).
    pub offset: u64,
    /// `.value_kind` (required).
    pub value_kind: String,
    /// `.value_type` (V3 only, deprecated).
    pub value_type: Option<String>,
    /// `.pointee_align`.
    pub pointee_align: Option<u64>,
    /// `.address_space`.
    pub address_space: Option<String>,
    /// `.access`.
    pub access: Option<String>,
    /// `.actual_access`.
    pub actual_access: Option<String>,
    /// `.is_const`.
    pub is_const: Option<bool>,
    /// `.is_restrict`.
    pub is_restrict: Option<bool>,
    /// `.is_volatile`.
    pub is_volatile: Option<bool>,
    /// `.is_pipe`.
    pub is_pipe: Option<bool>,
    /// Keys not listed above.
    pub extra: Vec<(String, Value)>,
}

/// A kernel (V3 and later).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KernelV3 {
    /// `.name` (required).
    pub name: String,
    /// `.symbol` (required): the kernel descriptor symbol.
    pub symbol: String,
    /// `.language`.
    pub language: Option<String>,
    /// `.language_version`.
    pub language_version: Option<[u64; 2]>,
    /// `.args`.
    pub args: Option<Vec<ArgV3>>,
    /// `.reqd_workgroup_size`.
    pub reqd_workgroup_size: Option<[u64; 3]>,
    /// `.workgroup_size_hint`.
    pub workgroup_size_hint: Option<[u64; 3]>,
    /// `.vec_type_hint`.
    pub vec_type_hint: Option<String>,
    /// `.device_enqueue_symbol`.
    pub device_enqueue_symbol: Option<String>,
    /// `.kernarg_segment_size` (required).
    pub kernarg_segment_size: u64,
    /// `.group_segment_fixed_size` (required).
    pub group_segment_fixed_size: u64,
    /// `.private_segment_fixed_size` (required).
    pub private_segment_fixed_size: u64,
    /// `.kernarg_segment_align` (required, power of two).
    pub kernarg_segment_align: u64,
    /// `.wavefront_size` (required, power of two).
    pub wavefront_size: u64,
    /// `.sgpr_count` (required).
    pub sgpr_count: u64,
    /// `.vgpr_count` (required).
    pub vgpr_count: u64,
    /// `.agpr_count` (GFX90A).
    pub agpr_count: Option<u64>,
    /// `.max_flat_workgroup_size` (required).
    pub max_flat_workgroup_size: u64,
    /// `.sgpr_spill_count`.
    pub sgpr_spill_count: Option<u64>,
    /// `.vgpr_spill_count`.
    pub vgpr_spill_count: Option<u64>,
    /// `.kind` (V5: `normal`, `init`, `fini`).
    pub kind: Option<String>,
    /// `.uses_dynamic_stack` (V5).
    pub uses_dynamic_stack: Option<bool>,
    /// Keys not listed above.
    pub extra: Vec<(String, Value)>,
}

/// V3+ metadata (the `NT_AMDGPU_METADATA` map).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MetadataV3 {
    /// `amdhsa.version` (required): 1.0 for V3, 1.1 for V4, 1.2 for V5.
    pub version: [u64; 2],
    /// `amdhsa.target` (V4 and later).
    pub target: Option<String>,
    /// `amdhsa.printf`.
    pub printf: Option<Vec<String>>,
    /// `amdhsa.kernels` (required).
    pub kernels: Vec<KernelV3>,
    /// Keys not listed above.
    pub extra: Vec<(String, Value)>,
}

impl MetadataV3 {
    /// Read and validate from a MessagePack value.
    pub fn from_msgpack(v: &Value) -> Result<Self, MetadataError> {
        let mut m = MapReader::new(v, "")?;
        let version = m.req("amdhsa.version", uints::<2>)?;
        if version[0] != 1 {
            return merr(
                "amdhsa.version[0]",
                format!("major version {} is not 1", version[0]),
            );
        }
        let v5 = version[1] >= 2;
        let target = m.opt("amdhsa.target", string)?;
        if version[1] >= 1 {
            if let Some(t) = &target {
                crate::target::TargetId::parse(t)
                    .or_else(|e| merr("amdhsa.target", e.to_string()))?;
            }
        }
        let printf = m.opt("amdhsa.printf", strings)?;
        if let Some(p) = &printf {
            for (i, s) in p.iter().enumerate() {
                check_printf(s, &format!("amdhsa.printf[{i}]"))?;
            }
        }
        let kernels = m.req("amdhsa.kernels", |v, p| match v {
            Value::Array(a) => a
                .iter()
                .enumerate()
                .map(|(i, k)| KernelV3::from_msgpack(k, &format!("{p}[{i}]"), v5))
                .collect(),
            other => merr(p, format!("expected a sequence, found a {}", other.kind())),
        })?;
        Ok(MetadataV3 {
            version,
            target,
            printf,
            kernels,
            extra: m.extra(),
        })
    }

    /// Write as a MessagePack map with keys sorted as LLVM writes them.
    pub fn to_msgpack(&self) -> Value {
        let mut m = vec![(
            s("amdhsa.version"),
            Value::Array(self.version.iter().map(|x| Value::UInt(*x)).collect()),
        )];
        if let Some(t) = &self.target {
            m.push((s("amdhsa.target"), s(t)));
        }
        if let Some(p) = &self.printf {
            m.push((
                s("amdhsa.printf"),
                Value::Array(p.iter().map(|x| s(x)).collect()),
            ));
        }
        m.push((
            s("amdhsa.kernels"),
            Value::Array(self.kernels.iter().map(KernelV3::to_msgpack).collect()),
        ));
        push_extra(&mut m, &self.extra);
        let mut v = Value::Map(m);
        v.sort_maps();
        v
    }
}

fn s(x: &str) -> Value {
    Value::Str(x.to_string())
}

fn push_extra(m: &mut Vec<(Value, Value)>, extra: &[(String, Value)]) {
    for (k, v) in extra {
        m.push((s(k), v.clone()));
    }
}

fn check_printf(s: &str, path: &str) -> Result<(), MetadataError> {
    // ID:N:S[0]:...:S[N-1]:FormatString
    let mut parts = s.splitn(3, ':');
    let id = parts.next().unwrap_or_default();
    let n = parts.next();
    let (Ok(_), Some(Ok(n))) = (id.parse::<u32>(), n.map(str::parse::<u32>)) else {
        return merr(path, "printf string is not `ID:N:S[0]:...:FormatString`");
    };
    let mut rest = parts.next().unwrap_or_default();
    for i in 0..n {
        let Some((size, r)) = rest.split_once(':') else {
            return merr(
                path,
                format!("printf string has fewer than {n} argument sizes"),
            );
        };
        if size.parse::<u32>().is_err() {
            return merr(
                path,
                format!("printf argument size {i} `{size}` is not an integer"),
            );
        }
        rest = r;
    }
    Ok(())
}

impl KernelV3 {
    fn from_msgpack(v: &Value, path: &str, v5: bool) -> Result<Self, MetadataError> {
        let mut m = MapReader::new(v, path)?;
        let k = KernelV3 {
            name: m.req(".name", string)?,
            symbol: m.req(".symbol", string)?,
            language: m.opt(".language", string)?,
            language_version: m.opt(".language_version", uints::<2>)?,
            args: m.opt(".args", |v, p| match v {
                Value::Array(a) => a
                    .iter()
                    .enumerate()
                    .map(|(i, x)| ArgV3::from_msgpack(x, &format!("{p}[{i}]"), v5))
                    .collect(),
                other => merr(p, format!("expected a sequence, found a {}", other.kind())),
            })?,
            reqd_workgroup_size: m.opt(".reqd_workgroup_size", uints::<3>)?,
            workgroup_size_hint: m.opt(".workgroup_size_hint", uints::<3>)?,
            vec_type_hint: m.opt(".vec_type_hint", string)?,
            device_enqueue_symbol: m.opt(".device_enqueue_symbol", string)?,
            kernarg_segment_size: m.req(".kernarg_segment_size", uint)?,
            group_segment_fixed_size: m.req(".group_segment_fixed_size", uint)?,
            private_segment_fixed_size: m.req(".private_segment_fixed_size", uint)?,
            kernarg_segment_align: m.req(".kernarg_segment_align", pow2)?,
            wavefront_size: m.req(".wavefront_size", pow2)?,
            sgpr_count: m.req(".sgpr_count", uint)?,
            vgpr_count: m.req(".vgpr_count", uint)?,
            agpr_count: m.opt(".agpr_count", uint)?,
            max_flat_workgroup_size: m.req(".max_flat_workgroup_size", uint)?,
            sgpr_spill_count: m.opt(".sgpr_spill_count", uint)?,
            vgpr_spill_count: m.opt(".vgpr_spill_count", uint)?,
            kind: m.opt(".kind", |v, p| one_of(v, p, &["normal", "init", "fini"]))?,
            uses_dynamic_stack: m.opt(".uses_dynamic_stack", boolean)?,
            extra: Vec::new(),
        };
        if let Some(r) = k.reqd_workgroup_size {
            if r != [0, 0, 0] && r.contains(&0) {
                return merr(
                    &format!("{path}.reqd_workgroup_size"),
                    "all values must be at least 1 unless all are 0",
                );
            }
            if r != [0, 0, 0] && r.iter().product::<u64>() > k.max_flat_workgroup_size {
                return merr(
                    &format!("{path}.max_flat_workgroup_size"),
                    "smaller than the required work-group size",
                );
            }
        }
        if k.max_flat_workgroup_size == 0 {
            return merr(
                &format!("{path}.max_flat_workgroup_size"),
                "must be at least 1",
            );
        }
        Ok(KernelV3 {
            extra: m.extra(),
            ..k
        })
    }

    fn to_msgpack(&self) -> Value {
        let mut m = vec![(s(".name"), s(&self.name)), (s(".symbol"), s(&self.symbol))];
        let u = Value::UInt;
        let opt_s = |m: &mut Vec<(Value, Value)>, k: &str, v: &Option<String>| {
            if let Some(x) = v {
                m.push((s(k), s(x)));
            }
        };
        let opt_u = |m: &mut Vec<(Value, Value)>, k: &str, v: Option<u64>| {
            if let Some(x) = v {
                m.push((s(k), Value::UInt(x)));
            }
        };
        let arr = |a: &[u64]| Value::Array(a.iter().map(|x| Value::UInt(*x)).collect());
        opt_s(&mut m, ".language", &self.language);
        if let Some(l) = &self.language_version {
            m.push((s(".language_version"), arr(l)));
        }
        if let Some(a) = &self.args {
            m.push((
                s(".args"),
                Value::Array(a.iter().map(ArgV3::to_msgpack).collect()),
            ));
        }
        if let Some(r) = &self.reqd_workgroup_size {
            m.push((s(".reqd_workgroup_size"), arr(r)));
        }
        if let Some(r) = &self.workgroup_size_hint {
            m.push((s(".workgroup_size_hint"), arr(r)));
        }
        opt_s(&mut m, ".vec_type_hint", &self.vec_type_hint);
        opt_s(
            &mut m,
            ".device_enqueue_symbol",
            &self.device_enqueue_symbol,
        );
        m.push((s(".kernarg_segment_size"), u(self.kernarg_segment_size)));
        m.push((
            s(".group_segment_fixed_size"),
            u(self.group_segment_fixed_size),
        ));
        m.push((
            s(".private_segment_fixed_size"),
            u(self.private_segment_fixed_size),
        ));
        m.push((s(".kernarg_segment_align"), u(self.kernarg_segment_align)));
        m.push((s(".wavefront_size"), u(self.wavefront_size)));
        m.push((s(".sgpr_count"), u(self.sgpr_count)));
        m.push((s(".vgpr_count"), u(self.vgpr_count)));
        opt_u(&mut m, ".agpr_count", self.agpr_count);
        m.push((
            s(".max_flat_workgroup_size"),
            u(self.max_flat_workgroup_size),
        ));
        opt_u(&mut m, ".sgpr_spill_count", self.sgpr_spill_count);
        opt_u(&mut m, ".vgpr_spill_count", self.vgpr_spill_count);
        opt_s(&mut m, ".kind", &self.kind);
        if let Some(b) = self.uses_dynamic_stack {
            m.push((s(".uses_dynamic_stack"), Value::Bool(b)));
        }
        push_extra(&mut m, &self.extra);
        Value::Map(m)
    }
}

impl ArgV3 {
    fn from_msgpack(v: &Value, path: &str, v5: bool) -> Result<Self, MetadataError> {
        let mut m = MapReader::new(v, path)?;
        let kinds: Vec<&str> = if v5 {
            VALUE_KINDS_V3
                .iter()
                .chain(VALUE_KINDS_V5)
                .copied()
                .collect()
        } else {
            VALUE_KINDS_V3.to_vec()
        };
        let a = ArgV3 {
            name: m.opt(".name", string)?,
            type_name: m.opt(".type_name", string)?,
            size: m.req(".size", uint)?,
            offset: m.req(".offset", uint)?,
            value_kind: m.req(".value_kind", |v, p| one_of(v, p, &kinds))?,
            value_type: m.opt(".value_type", |v, p| one_of(v, p, VALUE_TYPES))?,
            pointee_align: m.opt(".pointee_align", pow2)?,
            address_space: m.opt(".address_space", |v, p| one_of(v, p, ADDRESS_SPACES))?,
            access: m.opt(".access", |v, p| one_of(v, p, ACCESS))?,
            actual_access: m.opt(".actual_access", |v, p| one_of(v, p, ACCESS))?,
            is_const: m.opt(".is_const", boolean)?,
            is_restrict: m.opt(".is_restrict", boolean)?,
            is_volatile: m.opt(".is_volatile", boolean)?,
            is_pipe: m.opt(".is_pipe", boolean)?,
            extra: Vec::new(),
        };
        Ok(ArgV3 {
            extra: m.extra(),
            ..a
        })
    }

    fn to_msgpack(&self) -> Value {
        let mut m = Vec::new();
        let opt_s = |m: &mut Vec<(Value, Value)>, k: &str, v: &Option<String>| {
            if let Some(x) = v {
                m.push((s(k), s(x)));
            }
        };
        let opt_b = |m: &mut Vec<(Value, Value)>, k: &str, v: Option<bool>| {
            if let Some(x) = v {
                m.push((s(k), Value::Bool(x)));
            }
        };
        opt_s(&mut m, ".name", &self.name);
        opt_s(&mut m, ".type_name", &self.type_name);
        m.push((s(".size"), Value::UInt(self.size)));
        m.push((s(".offset"), Value::UInt(self.offset)));
        m.push((s(".value_kind"), s(&self.value_kind)));
        opt_s(&mut m, ".value_type", &self.value_type);
        if let Some(p) = self.pointee_align {
            m.push((s(".pointee_align"), Value::UInt(p)));
        }
        opt_s(&mut m, ".address_space", &self.address_space);
        opt_s(&mut m, ".access", &self.access);
        opt_s(&mut m, ".actual_access", &self.actual_access);
        opt_b(&mut m, ".is_const", self.is_const);
        opt_b(&mut m, ".is_restrict", self.is_restrict);
        opt_b(&mut m, ".is_volatile", self.is_volatile);
        opt_b(&mut m, ".is_pipe", self.is_pipe);
        push_extra(&mut m, &self.extra);
        Value::Map(m)
    }
}

/// V2 metadata: the YAML document of `NT_AMD_HSA_METADATA`. Kept as a
/// generic tree in LLVM's key order, with typed access and validation of
/// the schema's required keys and value ranges.
#[derive(Clone, Debug, PartialEq)]
pub struct MetadataV2 {
    /// `Version`.
    pub version: [u64; 2],
    /// `Printf`.
    pub printf: Option<Vec<String>>,
    /// `Kernels`.
    pub kernels: Vec<KernelV2>,
    /// Keys not listed above.
    pub extra: Vec<(String, Value)>,
}

/// A V2 kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelV2 {
    /// `Name`.
    pub name: String,
    /// `SymbolName`.
    pub symbol_name: String,
    /// `Language`.
    pub language: Option<String>,
    /// `LanguageVersion`.
    pub language_version: Option<[u64; 2]>,
    /// `Attrs` (`ReqdWorkGroupSize`, `WorkGroupSizeHint`, `VecTypeHint`,
    /// `RuntimeHandle`), in file order.
    pub attrs: Option<Vec<(String, Value)>>,
    /// `Args`: each a map in file order.
    pub args: Option<Vec<Vec<(String, Value)>>>,
    /// `CodeProps`, in file order.
    pub code_props: Option<Vec<(String, Value)>>,
    /// Other keys (`DebugProps`, vendor keys).
    pub extra: Vec<(String, Value)>,
}

const V2_VALUE_KINDS: &[&str] = &[
    "ByValue",
    "GlobalBuffer",
    "DynamicSharedPointer",
    "Sampler",
    "Image",
    "Pipe",
    "Queue",
    "HiddenGlobalOffsetX",
    "HiddenGlobalOffsetY",
    "HiddenGlobalOffsetZ",
    "HiddenNone",
    "HiddenPrintfBuffer",
    "HiddenDefaultQueue",
    "HiddenCompletionAction",
    "HiddenMultiGridSyncArg",
    "HiddenHostcallBuffer",
];

fn map_entries(v: &Value, path: &str) -> Result<Vec<(String, Value)>, MetadataError> {
    Ok(MapReader::new(v, path)?.extra())
}

impl MetadataV2 {
    /// Parse and validate V2 YAML text (a trailing NUL is ignored).
    pub fn parse(text: &str) -> Result<Self, MetadataError> {
        let y = Yaml::parse(text.trim_end_matches('\0')).map_err(|e| MetadataError {
            path: format!("line {}:{}", e.pos.line, e.pos.col),
            message: e.message,
        })?;
        Self::from_msgpack(&y.to_msgpack())
    }

    /// Validate from the generic value form.
    pub fn from_msgpack(v: &Value) -> Result<Self, MetadataError> {
        let mut m = MapReader::new(v, "")?;
        let version = m.req("Version", uints::<2>)?;
        let printf = m.opt("Printf", strings)?;
        let kernels = m
            .opt("Kernels", |v, p| match v {
                Value::Array(a) => a
                    .iter()
                    .enumerate()
                    .map(|(i, k)| KernelV2::from_msgpack(k, &format!("{p}[{i}]")))
                    .collect(),
                other => merr(p, format!("expected a sequence, found a {}", other.kind())),
            })?
            .unwrap_or_default();
        Ok(MetadataV2 {
            version,
            printf,
            kernels,
            extra: m.extra(),
        })
    }

    /// The YAML document in LLVM's layout (flow sequences for integer pairs
    /// and triples, keys in LLVM's order).
    pub fn to_yaml(&self) -> String {
        let mut top = vec![("Version".to_string(), flow(&self.version))];
        if let Some(p) = &self.printf {
            top.push((
                "Printf".into(),
                seq(p.iter().map(|x| Yaml::from_msgpack(&s(x))).collect()),
            ));
        }
        if !self.kernels.is_empty() {
            top.push((
                "Kernels".into(),
                seq(self.kernels.iter().map(KernelV2::to_yaml).collect()),
            ));
        }
        for (k, v) in &self.extra {
            top.push((k.clone(), Yaml::from_msgpack(v)));
        }
        map(top).to_document()
    }
}

fn flow(a: &[u64]) -> Yaml {
    Yaml::Seq {
        items: a.iter().map(|x| Yaml::plain(x.to_string())).collect(),
        flow: true,
        pos: Default::default(),
    }
}

fn seq(items: Vec<Yaml>) -> Yaml {
    Yaml::Seq {
        items,
        flow: false,
        pos: Default::default(),
    }
}

fn map(entries: Vec<(String, Yaml)>) -> Yaml {
    Yaml::Map {
        entries: entries
            .into_iter()
            .map(|(k, v)| (k, Default::default(), v))
            .collect(),
        pos: Default::default(),
    }
}

/// V2 maps print integer sequences in flow style.
fn v2_value(v: &Value) -> Yaml {
    match v {
        Value::Array(a) if !a.is_empty() && a.iter().all(|x| x.as_u64().is_some()) => {
            flow(&a.iter().map(|x| x.as_u64().unwrap()).collect::<Vec<_>>())
        }
        Value::Str(x) => Yaml::Scalar {
            value: x.clone(),
            style: crate::yaml::needs_quotes(x),
            pos: Default::default(),
        },
        other => Yaml::from_msgpack(other),
    }
}

fn v2_map(entries: &[(String, Value)]) -> Yaml {
    map(entries
        .iter()
        .map(|(k, v)| (k.clone(), v2_value(v)))
        .collect())
}

impl KernelV2 {
    fn from_msgpack(v: &Value, path: &str) -> Result<Self, MetadataError> {
        let mut m = MapReader::new(v, path)?;
        let name = m.req("Name", string)?;
        let symbol_name = m.req("SymbolName", string)?;
        let language = m.opt("Language", string)?;
        let language_version = m.opt("LanguageVersion", uints::<2>)?;
        let attrs = m.opt("Attrs", map_entries)?;
        if let Some(a) = &attrs {
            for (k, v) in a {
                let p = format!("{path}.Attrs.{k}");
                match k.as_str() {
                    "ReqdWorkGroupSize" => {
                        let r = uints::<3>(v, &p)?;
                        if r != [0, 0, 0] && r.contains(&0) {
                            return merr(&p, "all values must be at least 1 unless all are 0");
                        }
                    }
                    "WorkGroupSizeHint" => {
                        uints::<3>(v, &p)?;
                    }
                    "VecTypeHint" | "RuntimeHandle" => {
                        string(v, &p)?;
                    }
                    _ => {}
                }
            }
        }
        let args = m.opt("Args", |v, p| match v {
            Value::Array(a) => a
                .iter()
                .enumerate()
                .map(|(i, x)| {
                    let ap = format!("{p}[{i}]");
                    let mut r = MapReader::new(x, &ap)?;
                    r.req("Size", uint)?;
                    r.req("Align", pow2)?;
                    r.req("ValueKind", |v, p| one_of(v, p, V2_VALUE_KINDS))?;
                    map_entries(x, &ap)
                })
                .collect(),
            other => merr(p, format!("expected a sequence, found a {}", other.kind())),
        })?;
        let code_props = m.opt("CodeProps", |v, p| {
            let mut r = MapReader::new(v, p)?;
            for key in [
                "KernargSegmentSize",
                "GroupSegmentFixedSize",
                "PrivateSegmentFixedSize",
            ] {
                r.req(key, uint)?;
            }
            // The table calls these required, but LLVM writes them only when
            // non-zero (its reader defaults them to 0), so they are optional here.
            for key in ["NumSGPRs", "NumVGPRs", "MaxFlatWorkGroupSize"] {
                r.opt(key, uint)?;
            }
            r.req("KernargSegmentAlign", pow2)?;
            r.req("WavefrontSize", pow2)?;
            map_entries(v, p)
        })?;
        Ok(KernelV2 {
            name,
            symbol_name,
            language,
            language_version,
            attrs,
            args,
            code_props,
            extra: m.extra(),
        })
    }

    fn to_yaml(&self) -> Yaml {
        let mut e = vec![
            ("Name".to_string(), v2_value(&s(&self.name))),
            ("SymbolName".to_string(), v2_value(&s(&self.symbol_name))),
        ];
        if let Some(l) = &self.language {
            e.push(("Language".into(), v2_value(&s(l))));
        }
        if let Some(l) = &self.language_version {
            e.push(("LanguageVersion".into(), flow(l)));
        }
        if let Some(a) = &self.attrs {
            e.push(("Attrs".into(), v2_map(a)));
        }
        if let Some(a) = &self.args {
            e.push(("Args".into(), seq(a.iter().map(|x| v2_map(x)).collect())));
        }
        if let Some(c) = &self.code_props {
            e.push(("CodeProps".into(), v2_map(c)));
        }
        for (k, v) in &self.extra {
            e.push((k.clone(), v2_value(v)));
        }
        map(e)
    }
}

/// Either version's metadata.
#[derive(Clone, Debug, PartialEq)]
pub enum Metadata {
    /// V2 YAML.
    V2(MetadataV2),
    /// V3 and later MessagePack.
    V3(MetadataV3),
}

#[cfg(test)]
mod tests {
    use super::*;

    const V2: &str = "---\nVersion:         [ 1, 0 ]\nKernels:\n  - Name:            vadd\n    SymbolName:      'vadd@kd'\n    Language:        OpenCL C\n    LanguageVersion: [ 1, 2 ]\n    Attrs:\n      ReqdWorkGroupSize: [ 64, 1, 1 ]\n    Args:\n      - TypeName:        'float*'\n        Size:            8\n        Align:           8\n        ValueKind:       GlobalBuffer\n        AddrSpaceQual:   Global\n        AccQual:         Default\n        IsConst:         true\n    CodeProps:\n      KernargSegmentSize: 28\n      GroupSegmentFixedSize: 0\n      PrivateSegmentFixedSize: 0\n      KernargSegmentAlign: 8\n      WavefrontSize:   64\n      NumSGPRs:        10\n      NumVGPRs:        8\n      MaxFlatWorkGroupSize: 256\n      IsXNACKEnabled:  true\n...\n";

    #[test]
    fn v2_round_trips_text() {
        let m = MetadataV2::parse(V2).unwrap();
        assert_eq!(m.kernels[0].symbol_name, "vadd@kd");
        assert_eq!(m.to_yaml(), V2);
    }

    #[test]
    fn v2_validation() {
        let bad = V2.replace("Align:           8", "Align:           6");
        let e = MetadataV2::parse(&bad).unwrap_err();
        assert_eq!(e.path, "Kernels[0].Args[0].Align");
        let bad = V2.replace("        Size:            8\n", "");
        let e = MetadataV2::parse(&bad).unwrap_err();
        assert!(e.message.contains("`Size`"), "{e}");
    }

    fn v3_doc() -> Value {
        Yaml::parse(
            "amdhsa.version: [1, 1]\namdhsa.target: amdgcn-amd-amdhsa--gfx1030\nvendor.key: 3\namdhsa.kernels:\n  - .name: k\n    .symbol: k.kd\n    .kernarg_segment_size: 8\n    .group_segment_fixed_size: 0\n    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .wavefront_size: 32\n    .sgpr_count: 2\n    .vgpr_count: 1\n    .max_flat_workgroup_size: 256\n    .args:\n      - .size: 8\n        .offset: 0\n        .value_kind: global_buffer\n        .address_space: global\n        .vendor.x: y\n",
        )
        .unwrap()
        .to_msgpack()
    }

    #[test]
    fn v3_typed_round_trip_keeps_unknown_keys() {
        let mut v = v3_doc();
        let m = MetadataV3::from_msgpack(&v).unwrap();
        assert_eq!(m.extra, vec![("vendor.key".to_string(), Value::UInt(3))]);
        assert_eq!(
            m.kernels[0].args.as_ref().unwrap()[0].extra,
            vec![(".vendor.x".to_string(), s("y"))]
        );
        v.sort_maps();
        assert_eq!(m.to_msgpack(), v);
    }

    #[test]
    fn v3_validation_paths() {
        let v = v3_doc();
        let text = Yaml::from_msgpack(&v).to_document();
        for (from, to, path) in [
            (
                ".wavefront_size: 32",
                ".wavefront_size: 33",
                "amdhsa.kernels[0].wavefront_size",
            ),
            (
                "global_buffer",
                "global_buf",
                "amdhsa.kernels[0].args[0].value_kind",
            ),
            (
                ".address_space:  global",
                ".address_space:  heap",
                "amdhsa.kernels[0].args[0].address_space",
            ),
        ] {
            assert!(text.contains(from), "{from}");
            let y = Yaml::parse(&text.replace(from, to)).unwrap().to_msgpack();
            let e = MetadataV3::from_msgpack(&y).unwrap_err();
            assert_eq!(e.path, path);
        }
        let y = Yaml::parse(&text.replace("    .symbol:         k.kd\n", ""))
            .unwrap()
            .to_msgpack();
        let e = MetadataV3::from_msgpack(&y).unwrap_err();
        assert_eq!(e.message, "required key `.symbol` is missing");
    }

    #[test]
    fn v5_hidden_argument_kinds_need_metadata_1_2() {
        let doc = |minor: u64| {
            let text = Yaml::from_msgpack(&v3_doc())
                .to_document()
                .replace(
                    "value_kind:     global_buffer",
                    "value_kind:     hidden_block_count_x",
                )
                .replace(
                    "amdhsa.version:\n  - 1\n  - 1",
                    &format!("amdhsa.version:\n  - 1\n  - {minor}"),
                );
            Yaml::parse(&text).unwrap().to_msgpack()
        };
        let e = MetadataV3::from_msgpack(&doc(1)).unwrap_err();
        assert_eq!(e.path, "amdhsa.kernels[0].args[0].value_kind");
        let m = MetadataV3::from_msgpack(&doc(2)).unwrap();
        assert_eq!(
            m.kernels[0].args.as_ref().unwrap()[0].value_kind,
            "hidden_block_count_x"
        );
    }

    #[test]
    fn printf_strings_are_checked() {
        assert!(check_printf("1:2:4:4:%d %d\n", "p").is_ok());
        assert!(check_printf("1:2:4:%d", "p").is_err());
        assert!(check_printf("x:0:fmt", "p").is_err());
    }
}
