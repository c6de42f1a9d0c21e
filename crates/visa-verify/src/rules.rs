//! The rules: one name each, what it checks and where the specification says so.

macro_rules! rules {
    ($($v:ident = $name:literal, $spec:literal, $what:literal;)*) => {
        /// A rule of the specification the verifier checks.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Rule {
            $(
                #[doc = $what]
                $v,
            )*
        }

        /// Every rule, in documentation order.
        pub static RULES: &[RuleInfo] = &[
            $(RuleInfo { rule: Rule::$v, name: $name, spec: $spec, checks: $what },)*
        ];
    };
}

/// Documentation of one rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleInfo {
    /// The rule.
    pub rule: Rule,
    /// Its name in diagnostics.
    pub name: &'static str,
    /// The specification section that makes a violation invalid.
    pub spec: &'static str,
    /// What it checks.
    pub checks: &'static str,
}

impl Rule {
    /// The rule's documentation.
    pub fn info(self) -> &'static RuleInfo {
        // RULES lists the variants in declaration order.
        &RULES[self as usize]
    }

    /// The rule's name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Looks a rule up by name.
    pub fn from_name(s: &str) -> Option<Rule> {
        RULES.iter().find(|r| r.name == s).map(|r| r.rule)
    }
}

rules! {
    RegionParameters = "region-parameters", "5 Operands: Region Restrictions 1-3",
        "Width is one of 1, 2, 4, 8, 16; VertStride one of 0, 1, 2, 4, 8, 16, 32; HorzStride one of 0, 1, 2, 4; a source region of a general operand has all three";
    RegionWidth = "region-width", "5 Operands: Region Restrictions 4",
        "the execution size is at least the region width";
    DstStride = "dst-horizontal-stride", "5 Operands: Region Restrictions 5",
        "a destination's horizontal stride is not 0";
    GrfSpan = "region-grf-span", "5 Operands: Region Restrictions 6 and its implementation note",
        "the elements of one operand lie in at most two adjacent GRFs, placing variables of a GRF or more on a GRF boundary and smaller ones inside one GRF (aliases at their offset in the base)";
    MultiAddressDst = "multi-address-dst", "5 Operands: Additional Region Restrictions for indirect operands 1",
        "a multi-address indirect operand (no vertical stride) is not a destination";
    RegionBounds = "region-out-of-bounds", "5 Operands: Region-based Addressing",
        "every element a general operand's region reaches lies inside its variable";
    ColumnOffset = "column-offset", "5 Operands: General Operands (col_offset)",
        "a general operand's column offset stays inside one GRF";
    IndirectOffset = "indirect-offset", "5 Operands: Indirect Operands (indirect_offset)",
        "an indirect operand's immediate byte offset is in [-512, 511]";
    IndirectType = "indirect-type", "5 Operands: Indirect Operands (bit_properties)",
        "an indirect operand's type is not V, UV, VF or BOOL";
    AddressBounds = "address-operand-bounds", "5 Operands: Address Operands",
        "an address operand's offset plus width (an indirect operand's address element) stays inside the address variable, and its width is at most 16";
    RawBounds = "raw-operand-bounds", "5 Operands: Raw Operands",
        "a raw operand's byte offset lies inside its variable";
    RawAlign = "raw-operand-alignment", "5 Operands: Raw Operands",
        "a raw operand starts on a GRF boundary: its offset (plus any alias offset) is a multiple of the GRF size, in a variable that is a GRF or larger or declared align=GRF";
    StateBounds = "state-operand-bounds", "5 Operands: State Operands",
        "a surface or sampler operand's element offset lies inside the variable";
    OperandClass = "operand-class", "5 Operands: Vector Operands (operand_class) and each instruction page's operand classes",
        "each operand has a class its instruction field allows and names a declared variable of that class";
    ImmDst = "immediate-destination", "5 Operands: Vector Operands (Immediate) and the restrictions on destinations",
        "an immediate is never a destination";
    ModifierClass = "modifier-class", "5 Operands: Vector Operands (modifiers)",
        "source modifiers appear only on general and indirect operands";
    NotModifier = "not-modifier", "5 Operands: Vector Operands (modifiers)",
        "the `(~)` modifier appears only on and, or, xor and not";
    SourceModifier = "source-modifier", "5 Operands: Vector Operands (modifiers); each page's Source Modifier property",
        "arithmetic modifiers (`(-)`, `(abs)`, `(-abs)`) appear only on instructions whose page allows them";
    ScalarOperand = "scalar-operand", "5 Operands: Scalar Operands; the `(scalar)` fields of instruction pages",
        "a field the page calls scalar is an immediate or a general/indirect operand with region <0;1,0>";
    PredicateOperands = "predicate-operands", "AND, OR, XOR, NOT pages (Notes)",
        "a logic instruction on predicates has only predicate operands and no predication";
    ExecutionType = "execution-type", "2 Data Types: Type Conversion",
        "the sources of an arithmetic or logic instruction agree on one execution type (all integer, or all the same float type; V, UV and VF count as W, UW and F)";
    FloatDst = "float-destination-type", "2 Data Types: Type Conversion",
        "an instruction with floating-point execution type writes a destination of that same type";
    SupportedType = "supported-type", "each instruction page's Supported Types",
        "every data operand of an instruction has a type its page lists";
    PackedImmediate = "packed-immediate", "2 Data Types: Type Conversion; 4 Object Format: Immediate Constants",
        "V, UV and VF appear only as source immediates compatible with the execution type (V with signed, UV with unsigned integers, VF with F)";
    Saturation = "saturation", "2 Data Types: Saturation; each page's Saturation property",
        "`.sat` appears only on instructions whose page allows it (DIV and MAD: float destinations only)";
    VariableType = "variable-type", "4 Object Format: General Variables (bit_properties)",
        "a general variable has type UD, D, UW, W, UB, B, UQ, Q, DF, HF or F (or bf, see platform-type)";
    MovPredicate = "mov-predicate", "MOV page (Notes)",
        "a mov from a predicate writes UB, UW or UD at least as wide as the predicate, unpredicated and unsaturated";
    ExecSize = "exec-size", "3 Execution Model; each page's Exec_size encodings; DPAS page (Exec_size 16 for PVC, 8 otherwise); LSC_UNTYPED and LSC_TYPED pages (ExecSize)",
        "the execution size is a valid code and one the instruction accepts; `dpas`/`dpasw` take 8 before PVC and 16 on PVC; LSC messages on DG2 at most 16 (untyped) and 8 (typed), typed at most 16 on PVC";
    MaskAlign = "mask-offset-alignment", "3 Execution Model: Execution Mask",
        "the channel offset of the mask control (M1 = 0 ... M8 = 28) is a multiple of the execution size";
    MaskSimd = "mask-offset-simd", "3 Execution Model: Execution Mask",
        "the mask offset plus the execution size stays within the kernel's dispatch width (SimdSize), for instructions that honour the execution mask";
    PredicateSize = "predicate-size", "5 Operands: Predication",
        "a predicate (control or operand) names a declared predicate variable with at least mask offset + execution size elements, and its reserved bits are clear";
    Predication = "predication", "each instruction's Format (no Pred field)",
        "an instruction whose format has no predicate field is not predicated";
    LabelOnce = "label-defined-once", "4 Object Format: Labels",
        "a label is defined by exactly one LABEL or SUBROUTINE instruction";
    LabelUndefined = "label-undefined", "4 Object Format: Labels",
        "every label an instruction refers to is defined";
    BranchTarget = "branch-target-kind", "4 Object Format: Labels (kind)",
        "jmp, goto and switchjmp target block labels";
    CallTarget = "call-target-kind", "4 Object Format: Labels (kind)",
        "call targets subroutine labels";
    SubroutineRet = "subroutine-ret", "3 Execution Model: Subroutine and Function Calls",
        "a subroutine's last instruction is ret";
    Recursion = "subroutine-recursion", "3 Execution Model: Subroutine and Function Calls",
        "no subroutine reaches itself through calls";
    BranchCrossing = "branch-crosses-subroutine", "3 Execution Model: Mixing Uniform and Divergent Control Flow",
        "jmp, goto and switchjmp do not enter or leave a subroutine";
    FcallSizes = "fcall-sizes", "FCALL page; 4 Object Format: Function (input_size, return_value_size); Kernel attributes ArgSize, RetValSize",
        "fcall and ifcall pass at most 32 GRFs of %arg and 12 of %retval, no more than the routine's ArgSize/RetValSize, and exactly the sizes a callee in the module declares";
    ArgRetvalBounds = "arg-retval-bounds", "4 Object Format: Function; Kernel attributes ArgSize, RetValSize",
        "accesses to %arg and %retval stay inside the routine's ArgSize/RetValSize (or a function's input/return size)";
    ElementCount = "element-count", "4 Object Format: General, Address, Predicate, Sampler and Surface Variables",
        "element counts: general 1-4096, address 1-16, predicate 1, 2, 4, 8, 16 or 32, state at least 1";
    VariableSize = "variable-size", "4 Object Format: General Variables (num_elements)",
        "a general variable is smaller than 4 KiB with 32-byte GRFs (128 GRFs: 8 KiB on PVC)";
    DeclCount = "declaration-count", "4 Object Format: Variables (Max Count)",
        "at most 65536 general, 4096 address, 4096 predicate, 32 sampler and 256 surface variables";
    AliasAlign = "alias-alignment", "4 Object Format: General Variables (alias_offset)",
        "an alias offset is aligned to the alias's type";
    AliasBounds = "alias-bounds", "4 Object Format: General Variables (alias_index)",
        "an alias lies inside its base variable";
    AliasBase = "alias-base", "4 Object Format: General Variables (alias_index, alias_scope_specifier; predefined variables' Can be aliased)",
        "an alias's base exists in its scope, is not itself, %null or a predefined variable that cannot be aliased (only %r0, %arg, %retval), and alias chains do not loop";
    PredefinedWrite = "predefined-write", "4 Object Format: General Variables (pre-defined variables, R/W)",
        "read-only predefined variables are never written, and the reserved ids V21-V31 are never used";
    InputCount = "input-count", "4 Object Format: Input Variables",
        "a kernel has at most 256 inputs";
    InputOverlap = "input-overlap", "4 Object Format: Input Variables",
        "no two inputs overlap";
    InputAlign = "input-alignment", "4 Object Format: Input Variables (offset)",
        "an input's offset is aligned to its element size (state inputs: dword), and to a GRF if it is a GRF or larger";
    InputGrf = "input-grf-crossing", "4 Object Format: Input Variables",
        "a general input smaller than a GRF does not cross a GRF boundary";
    InputSize = "input-size", "4 Object Format: Input Variables (size)",
        "an input's size equals element size times element count";
    InputAlias = "input-alias", "4 Object Format: Input Variables",
        "an input general variable is not an alias";
    InputKind = "input-kind", "4 Object Format: Input Variables (kind)",
        "an input has a valid class and clear reserved bit, and user inputs precede implicit ones";
    AttributeValue = "attribute-value", "4 Object Format: Kernel (pre-defined attributes); General Variables (Scope); 3 Execution Model: Execution Mask (dispatch SIMD size)",
        "SimdSize is 8, 16 or 32; SLMSize 0-64; Target 0-2 (cm, 3d, cs); ArgSize 0-32; RetValSize 0-12; a variable's Scope 0 or 1";
    PlatformInstruction = "platform-instruction", "Appendix: vISA instructions per platform",
        "the instruction exists on the chosen platform (the appendix's table; `divm`/`sqrtm` also absent on DG2 and MTL, where GenX_IR refuses them; `dpasw` absent on PVC, as its page says)";
    PlatformType = "platform-type", "DPAS page (bf); 2 Data Types",
        "the platform has the data type (bf, which the specification introduces with DPAS, from XeHP on)";
    PlatformSurface = "platform-surface", "OWORD_LD, OWORD_LD_UNALIGNED and OWORD_ST pages (Surface: T0 is ICLLP+)",
        "oword block reads and writes reach the SLM surface (T0) only from ICLLP on";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_matches_enum() {
        for (i, r) in RULES.iter().enumerate() {
            assert_eq!(r.rule as usize, i);
            assert_eq!(Rule::from_name(r.name), Some(r.rule));
        }
    }
}
