//! Source locations of a parsed module: a side table the verifier uses to
//! point at the declaration, instruction or operand a diagnostic is about.

use crate::error::Span;

/// Spans of everything the parser built, routine by routine, in the same
/// order as the module's routines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceMap {
    /// One entry per routine of the module.
    pub routines: Vec<RoutineSpans>,
}

/// Spans of one routine's declarations and instructions, indexed like the
/// routine's own tables.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoutineSpans {
    /// The `.kernel`/`.global_function` directive.
    pub header: Span,
    /// General variable declarations (index = variable id - 32).
    pub vars: Vec<Span>,
    /// Address variable declarations.
    pub addrs: Vec<Span>,
    /// Predicate variable declarations (index = predicate id - 1).
    pub preds: Vec<Span>,
    /// Sampler declarations.
    pub samplers: Vec<Span>,
    /// Surface declarations (index = surface id - 6).
    pub surfaces: Vec<Span>,
    /// Labels: the definition, or the first use for a label never defined.
    pub labels: Vec<Span>,
    /// `.input`/`.implicit_*` directives.
    pub inputs: Vec<Span>,
    /// `.kernel_attr` directives (index = attribute index).
    pub attributes: Vec<Span>,
    /// Instructions (index = instruction index).
    pub insts: Vec<InstSpans>,
}

/// Spans of one instruction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InstSpans {
    /// The whole instruction (predicate to last operand), or the label.
    pub span: Span,
    /// Per operand (in the instruction's operand order), the text of the
    /// vector or raw operand it was parsed from; `None` for other fields.
    pub operands: Vec<Option<Span>>,
}
