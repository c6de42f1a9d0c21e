//! Modules, kernels, functions and their declarations.

use crate::operand::Operand;
use crate::types::{Align, DataType, ExecCtrl, Pred};

/// Number of general-variable ids reserved for predefined variables.
pub const NUM_PREDEFINED_VARS: u32 = 32;
/// Number of predefined surfaces (`T0`..`T5`).
pub const NUM_PREDEFINED_SURFACES: u32 = 6;
/// The bindless sampler index (`S31`).
pub const BINDLESS_SAMPLER: u32 = 31;

/// A predefined general variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PredefVar {
    /// Id (`V0`..).
    pub id: u32,
    /// Text name (`%r0`).
    pub name: &'static str,
    /// Element type.
    pub ty: DataType,
    /// Element count.
    pub num_elements: u32,
    /// Whether programs may write it.
    pub writable: bool,
}

/// Predefined variables of object format 4.1, as this release numbers them.
pub const PREDEFINED_VARS: [PredefVar; 21] = [
    pv(0, "%null", DataType::UD, 1, false),
    pv(1, "%thread_x", DataType::UW, 1, false),
    pv(2, "%thread_y", DataType::UW, 1, false),
    pv(3, "%group_id_x", DataType::UD, 1, false),
    pv(4, "%group_id_y", DataType::UD, 1, false),
    pv(5, "%group_id_z", DataType::UD, 1, false),
    pv(6, "%tsc", DataType::UD, 5, false),
    pv(7, "%r0", DataType::UD, 8, false),
    pv(8, "%arg", DataType::UD, 256, true),
    pv(9, "%retval", DataType::UD, 96, true),
    pv(10, "%sp", DataType::UQ, 1, true),
    pv(11, "%fp", DataType::UQ, 1, true),
    pv(12, "%hw_id", DataType::UD, 1, false),
    pv(13, "%sr0", DataType::UD, 4, true),
    pv(14, "%cr0", DataType::UD, 1, true),
    pv(15, "%ce0", DataType::UD, 1, false),
    pv(16, "%dbg0", DataType::UD, 2, true),
    pv(17, "%color", DataType::UW, 1, false),
    pv(18, "%impl_arg_buf_ptr", DataType::UQ, 1, true),
    pv(19, "%local_id_buf_ptr", DataType::UQ, 1, true),
    pv(20, "%msg0", DataType::UD, 1, true),
];

const fn pv(id: u32, name: &'static str, ty: DataType, n: u32, w: bool) -> PredefVar {
    PredefVar {
        id,
        name,
        ty,
        num_elements: n,
        writable: w,
    }
}

/// Names of the predefined surfaces `T0`..`T5` as the reference prints them.
pub const PREDEFINED_SURFACES: [&str; 6] = ["%slm", "T1", "T2", "TSS", "%bss", "%scratch"];

/// Looks up a predefined variable by its `%name`.
pub fn predefined_var(name: &str) -> Option<&'static PredefVar> {
    PREDEFINED_VARS.iter().find(|p| p.name == name)
}

/// An attribute: integer of 0-4 bytes, or string.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attribute {
    /// Attribute name.
    pub name: String,
    /// Value.
    pub value: AttrValue,
}

/// An attribute value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrValue {
    /// An integer stored in `size` bytes (0, 1, 2 or 4).
    Int {
        /// Stored size in bytes.
        size: u8,
        /// Value (only the low `size` bytes are stored).
        value: u32,
    },
    /// A string stored without its terminator.
    Str(Vec<u8>),
}

impl Attribute {
    /// An integer attribute.
    pub fn int(name: &str, size: u8, value: u32) -> Attribute {
        Attribute {
            name: name.to_string(),
            value: AttrValue::Int { size, value },
        }
    }

    /// The attribute `name` whose stored value is `bytes`: an integer when
    /// the name is one the reference stores integers under
    /// ([`is_int_attribute`]) and the value fits in 4 bytes, else a string.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Attribute {
        let value = if is_int_attribute(name) && bytes.len() <= 4 {
            let mut b = [0u8; 4];
            b[..bytes.len()].copy_from_slice(bytes);
            AttrValue::Int {
                size: bytes.len() as u8,
                value: u32::from_le_bytes(b),
            }
        } else {
            AttrValue::Str(bytes.to_vec())
        };
        Attribute {
            name: name.to_string(),
            value,
        }
    }
}

impl AttrValue {
    /// The stored bytes (an integer's low `size` bytes, little-endian).
    pub fn bytes(&self) -> Vec<u8> {
        match self {
            AttrValue::Int { size, value } => {
                let mut v = value.to_le_bytes().to_vec();
                v.resize(*size as usize, 0);
                v
            }
            AttrValue::Str(b) => b.clone(),
        }
    }
}

/// Attribute names the reference stores integers under: objects hold no
/// type, so the name decides how a value of at most 4 bytes reads.
pub fn is_int_attribute(name: &str) -> bool {
    matches!(
        name,
        "Target"
            | "SLMSize"
            | "ArgSize"
            | "RetValSize"
            | "SimdSize"
            | "SpillMemOffset"
            | "NumGRF"
            | "FESPSize"
            | "Scope"
            | "Output"
            | "Input"
            | "Input_Output"
            | "NoWidening"
            | "PerThreadInputSize"
            | "SurfaceUsage"
            | "FloatingPointControl"
            | "Extern"
            | "Callable"
            | "Caller"
            | "Composable"
            | "Entry"
            | "NoBarrier"
            | "NBarrierCnt"
            | "CrossThreadInputSize"
            | "Inline"
    )
}

/// How GenX_IR 1.0.12504.6 stores a `.kernel_attr` of a given name
/// (measured for every name it knows, with integer, string and no values).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelAttrKind {
    /// `Target`: `"cm"`/`"3d"` in 1 byte, an integer in 4.
    Target,
    /// An integer kept in 4 bytes (`SimdSize`, `SLMSize`, ...); a string of
    /// at most 4 bytes is kept as its bytes.
    Int,
    /// A flag (`Extern`, `Entry`, ...): any value is stored as 1, in 4 bytes
    /// for an integer, in the string's length for a string.
    Bool,
    /// A name its builder does not support ("Unsupported kernel
    /// attribute!"), unknown names included: zeros, in 4 bytes for an
    /// integer, in the string's length for a string.
    Unsupported,
    /// `OutputAsmPath` (alias `AsmName`): a string, the path the reference
    /// writes its outputs to.
    Path,
    /// Names GenX_IR crashes on, whatever the value (`Scope`, `Output`,
    /// `Input`, `Input_Output`, `NoWidening`, `SurfaceUsage`, `Callable`).
    Crash,
}

impl KernelAttrKind {
    /// The kind of a `.kernel_attr` name.
    pub fn of(name: &str) -> KernelAttrKind {
        match name {
            "Target" => KernelAttrKind::Target,
            "SLMSize"
            | "ArgSize"
            | "RetValSize"
            | "SimdSize"
            | "SpillMemOffset"
            | "PerThreadInputSize"
            | "NBarrierCnt"
            | "CrossThreadInputSize" => KernelAttrKind::Int,
            "Extern" | "Caller" | "Composable" | "Entry" | "NoBarrier" => KernelAttrKind::Bool,
            "OutputAsmPath" | "AsmName" => KernelAttrKind::Path,
            "Scope" | "Output" | "Input" | "Input_Output" | "NoWidening" | "SurfaceUsage"
            | "Callable" => KernelAttrKind::Crash,
            _ => KernelAttrKind::Unsupported,
        }
    }
}

/// Whether an alias refers to the routine's variables or file-scope ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AliasScope {
    /// The routine's own variables.
    Local = 0,
    /// File-scope variables.
    Global = 1,
}

/// Alias information of a general variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Alias {
    /// Base variable id.
    pub base: u32,
    /// Byte offset in the base variable.
    pub offset: u16,
    /// Scope of `base`.
    pub scope: AliasScope,
}

/// A general variable (`.decl V v_type=G`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GeneralVar {
    /// Name.
    pub name: String,
    /// Element type.
    pub ty: DataType,
    /// Element count.
    pub num_elements: u16,
    /// Minimum alignment.
    pub align: Align,
    /// Alias, if this variable shares storage with another.
    pub alias: Option<Alias>,
    /// Attributes.
    pub attrs: Vec<Attribute>,
}

impl GeneralVar {
    /// Size in bytes.
    pub fn size(&self) -> u32 {
        self.num_elements as u32 * self.ty.size()
    }
}

/// An address, predicate, sampler, surface or VME variable: a name, an element
/// count and attributes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SimpleVar {
    /// Name.
    pub name: String,
    /// Element count.
    pub num_elements: u16,
    /// Attributes.
    pub attrs: Vec<Attribute>,
}

/// Label kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LabelKind {
    /// A basic-block label (jump target).
    Block,
    /// A subroutine label (call target).
    Subroutine,
    /// Any other value found in an object.
    Other(u8),
}

impl LabelKind {
    /// The stored byte.
    pub fn code(self) -> u8 {
        match self {
            LabelKind::Block => 0,
            LabelKind::Subroutine => 1,
            LabelKind::Other(v) => v,
        }
    }

    /// From the stored byte.
    pub fn from_code(c: u8) -> LabelKind {
        match c {
            0 => LabelKind::Block,
            1 => LabelKind::Subroutine,
            v => LabelKind::Other(v),
        }
    }
}

/// A label declaration.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    /// Name.
    pub name: String,
    /// Kind.
    pub kind: LabelKind,
    /// Attributes.
    pub attrs: Vec<Attribute>,
}

/// Storage class of a kernel input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InputClass {
    /// General variable.
    General = 0,
    /// Sampler.
    Sampler = 1,
    /// Surface.
    Surface = 2,
}

/// A kernel input (`.input` or `.implicit_*`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Input {
    /// The raw kind byte: class in bits 0-1, provenance in bits 3-7.
    pub kind: u8,
    /// Index of the variable in its table (general: variable id).
    pub id: u32,
    /// Byte offset in the thread payload.
    pub offset: i16,
    /// Size in bytes.
    pub size: u16,
}

impl Input {
    /// The storage class, if the class bits are valid.
    pub fn class(&self) -> Option<InputClass> {
        match self.kind & 3 {
            0 => Some(InputClass::General),
            1 => Some(InputClass::Sampler),
            2 => Some(InputClass::Surface),
            _ => None,
        }
    }

    /// The provenance field (0 = user argument).
    pub fn provenance(&self) -> u8 {
        self.kind >> 3
    }
}

/// Text names of input provenances, as `.implicit_<NAME>`.
pub fn implicit_input_name(provenance: u8) -> String {
    match provenance {
        1 => "LOCAL_SIZE".to_string(),
        2 => "GROUP_COUNT".to_string(),
        3 => "LOCAL_ID".to_string(),
        4 => "SB_DELTAS".to_string(),
        5 => "SB_BTI".to_string(),
        6 => "SB_DEPCNT".to_string(),
        p => format!("UNDEFINED_{p}"),
    }
}

/// Provenance for an `.implicit_<NAME>` directive suffix.
pub fn implicit_input_provenance(name: &str) -> Option<u8> {
    Some(match name {
        "LOCAL_SIZE" => 1,
        "GROUP_COUNT" => 2,
        "LOCAL_ID" => 3,
        "SB_DELTAS" => 4,
        "SB_BTI" => 5,
        "SB_DEPCNT" => 6,
        _ => {
            let n: u8 = name.strip_prefix("UNDEFINED_")?.parse().ok()?;
            if n > 31 {
                return None;
            }
            n
        }
    })
}

/// An instruction: opcode, execution control, predicate and operands in the
/// order of the opcode table's fields.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instruction {
    /// Opcode number.
    pub opcode: u8,
    /// Exec-size byte (meaningful when the layout has an exec-size field).
    pub exec: ExecCtrl,
    /// Predicate field (meaningful when the layout has a predicate field).
    pub pred: Pred,
    /// Operands, excluding exec size and predicate.
    pub operands: Vec<Operand>,
}

/// Function linkage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Linkage {
    /// Defined elsewhere.
    Extern = 0,
    /// Local to the object.
    Static = 1,
    /// Visible to other objects.
    Global = 2,
}

impl Linkage {
    /// From the stored byte.
    pub fn from_code(c: u8) -> Option<Linkage> {
        Some(match c {
            0 => Linkage::Extern,
            1 => Linkage::Static,
            2 => Linkage::Global,
            _ => return None,
        })
    }
}

/// Whether a routine is a kernel or a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoutineKind {
    /// A kernel (entry point with inputs).
    Kernel,
    /// A function with its linkage.
    Function(Linkage),
}

/// A kernel or function object.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Routine {
    /// Kernel or function.
    pub kind: RoutineKind,
    /// Name.
    pub name: String,
    /// General variables (id = 32 + index).
    pub vars: Vec<GeneralVar>,
    /// Address variables.
    pub addrs: Vec<SimpleVar>,
    /// Predicate variables (id = 1 + index).
    pub preds: Vec<SimpleVar>,
    /// Labels.
    pub labels: Vec<Label>,
    /// Samplers.
    pub samplers: Vec<SimpleVar>,
    /// Surfaces (id = 6 + index).
    pub surfaces: Vec<SimpleVar>,
    /// VME variables.
    pub vmes: Vec<SimpleVar>,
    /// Inputs (kernels) or parameters.
    pub inputs: Vec<Input>,
    /// Functions: size of `%arg` used, in GRFs.
    pub input_size: u8,
    /// Functions: size of `%retval` used, in GRFs.
    pub return_size: u8,
    /// Routine attributes (`.kernel_attr`).
    pub attributes: Vec<Attribute>,
    /// Instructions.
    pub insts: Vec<Instruction>,
    /// The order of the string pool, when known (from an object or from the
    /// order in which the text declares names). Writers emit these strings
    /// first, then any others the routine needs.
    pub string_order: Vec<String>,
    /// Positions in `string_order` of the string operands of instructions
    /// (function and file names), in instruction order. GenX_IR adds a new
    /// pool entry for each such operand, even when the name is already there.
    pub string_refs: Vec<u32>,
    /// The size of the instruction area read from an object whose
    /// instructions lack operands, so that writing it again is exact.
    pub code_size: Option<u32>,
    /// Relocations of file-scope variable references (kernel/function table).
    pub var_relocs: Vec<Reloc>,
    /// Relocations of function references (kernel/function table).
    pub func_relocs: Vec<Reloc>,
}

/// One relocation entry: an index used inside a routine and the index of the
/// file-scope variable or function it resolves to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reloc {
    /// Index as the routine refers to it.
    pub symbolic: u16,
    /// Index in the file-scope variable or function table.
    pub resolved: u16,
}

impl Routine {
    /// An empty routine.
    pub fn new(kind: RoutineKind, name: &str) -> Routine {
        Routine {
            kind,
            name: name.to_string(),
            vars: Vec::new(),
            addrs: Vec::new(),
            preds: Vec::new(),
            labels: Vec::new(),
            samplers: Vec::new(),
            surfaces: Vec::new(),
            vmes: Vec::new(),
            inputs: Vec::new(),
            input_size: 0,
            return_size: 0,
            attributes: Vec::new(),
            insts: Vec::new(),
            string_order: Vec::new(),
            string_refs: Vec::new(),
            code_size: None,
            var_relocs: Vec::new(),
            func_relocs: Vec::new(),
        }
    }

    /// Whether this is a kernel.
    pub fn is_kernel(&self) -> bool {
        self.kind == RoutineKind::Kernel
    }

    /// Whether this is an extern function declaration: defined elsewhere,
    /// so its table entry has no object (offset and size 0).
    pub fn is_declaration(&self) -> bool {
        self.kind == RoutineKind::Function(Linkage::Extern)
            && self.insts.is_empty()
            && self.vars.is_empty()
            && self.addrs.is_empty()
            && self.preds.is_empty()
            && self.labels.is_empty()
            && self.samplers.is_empty()
            && self.surfaces.is_empty()
            && self.vmes.is_empty()
            && self.attributes.is_empty()
    }

    /// Type and element count of general variable `id` (predefined or declared).
    pub fn var_type(&self, id: u32) -> Option<(DataType, u32)> {
        if id < NUM_PREDEFINED_VARS {
            PREDEFINED_VARS
                .get(id as usize)
                .map(|p| (p.ty, p.num_elements))
        } else {
            self.vars
                .get((id - NUM_PREDEFINED_VARS) as usize)
                .map(|v| (v.ty, v.num_elements as u32))
        }
    }

    /// Name of general variable `id`.
    pub fn var_name(&self, id: u32) -> Option<&str> {
        if id < NUM_PREDEFINED_VARS {
            PREDEFINED_VARS.get(id as usize).map(|p| p.name)
        } else {
            self.vars
                .get((id - NUM_PREDEFINED_VARS) as usize)
                .map(|v| v.name.as_str())
        }
    }
}

/// A file-scope variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileVar {
    /// Linkage.
    pub linkage: u8,
    /// Name.
    pub name: String,
    /// Type and alignment byte.
    pub bit_properties: u8,
    /// Element count.
    pub num_elements: u16,
    /// Attributes (the header has no string pool: names stay indices).
    pub attrs: Vec<FileAttr>,
}

/// An attribute of a file-scope variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileAttr {
    /// The stored name index (there is no pool at file scope to resolve it).
    pub name: u32,
    /// Value bytes.
    pub value: Vec<u8>,
}

/// A vISA module: one object file.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Module {
    /// Major version of the object format.
    pub major: u8,
    /// Minor version.
    pub minor: u8,
    /// Kernels and functions in text order.
    pub routines: Vec<Routine>,
    /// File-scope variables.
    pub file_vars: Vec<FileVar>,
}

impl Module {
    /// An empty module of format 4.1.
    pub fn new() -> Module {
        Module {
            major: 4,
            minor: 1,
            routines: Vec::new(),
            file_vars: Vec::new(),
        }
    }
}

impl Default for Module {
    fn default() -> Self {
        Module::new()
    }
}
