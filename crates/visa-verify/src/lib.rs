//! The vISA verifier: checks a module against the rules of the specification
//! and reports each violation with the rule's name, its location and a
//! one-line explanation quoting the offending operand or declaration.
//!
//! The checks read only the IR ([`verify`]); front ends attach locations:
//! [`verify_text`] parses `.visaasm` and gives line and column, a binary
//! reader gives kernel, instruction index and byte offset through
//! [`locate_binary`].
//!
//! ```
//! let src = ".version 4.1\n.kernel \"k\"\n.decl V v_type=G type=d num_elts=8\n\
//!            add (M1, 8) V(0,0)<0> V(0,0)<1;1,0> 0x1:d\n";
//! let opts = visa_verify::Options { platform: visa::Platform::Skl };
//! let diags = visa_verify::verify_text(src, &opts).unwrap();
//! assert_eq!(diags[0].rule.name(), "dst-horizontal-stride");
//! assert!(matches!(diags[0].location, Some(visa_verify::Location::Text { line: 4, .. })));
//! ```
#![deny(missing_docs)]

mod check;
mod report;
pub mod rules;

pub use report::{render_human, to_json};
pub use rules::{Rule, RuleInfo, RULES};

use visa::{Module, Platform};
use visa_text::{ParseError, SourceMap};

/// Verifier options.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The platform the program is for (GRF size, instruction and type availability).
    pub platform: Platform,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            platform: Platform::Skl,
        }
    }
}

/// What in a routine a diagnostic is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// The routine as a whole.
    Routine,
    /// General variable (index in the routine's table, id - 32).
    Var(usize),
    /// Address variable.
    Addr(usize),
    /// Predicate variable (index, id - 1).
    Pred(usize),
    /// Sampler variable.
    Sampler(usize),
    /// Surface variable (index, id - 6).
    Surface(usize),
    /// Label.
    Label(usize),
    /// Input.
    Input(usize),
    /// Routine attribute.
    Attribute(usize),
    /// Instruction, and optionally one of its operands (operand order).
    Inst {
        /// Instruction index in the routine.
        index: usize,
        /// Operand index in the instruction.
        operand: Option<usize>,
    },
}

/// Where a diagnostic points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// In `.visaasm` text: 1-based line and column, and the byte span.
    Text {
        /// Line.
        line: usize,
        /// Column (characters).
        col: usize,
        /// Byte offset of the start.
        start: usize,
        /// Byte offset of the end.
        end: usize,
    },
    /// In a CISA object.
    Binary {
        /// Kernel or function name.
        kernel: String,
        /// Instruction index, when the diagnostic is about an instruction.
        inst: Option<usize>,
        /// Byte offset in the file.
        offset: u64,
    },
}

/// One violation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The rule broken.
    pub rule: Rule,
    /// Index of the routine in the module.
    pub routine: usize,
    /// Name of the routine.
    pub routine_name: String,
    /// What in the routine.
    pub site: Site,
    /// One-line explanation quoting the offending operand or declaration.
    pub message: String,
    /// Where, once a front end has located it.
    pub location: Option<Location>,
}

/// Checks a module. Diagnostics come routine by routine: declarations,
/// inputs and attributes first, then instructions in order, then control
/// flow; the located forms ([`verify_text`], [`verify_binary`]) order them
/// by position.
pub fn verify(m: &Module, opts: &Options) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (i, r) in m.routines.iter().enumerate() {
        check::routine(m, i, r, opts, &mut out);
    }
    out
}

/// Parses `.visaasm` text leniently (see [`visa_text::parse_for_verifier`]),
/// verifies it, and locates every diagnostic by line and column.
pub fn verify_text(src: &str, opts: &Options) -> Result<Vec<Diagnostic>, ParseError> {
    let (m, map) = visa_text::parse_for_verifier(
        src,
        visa_text::ParseOptions {
            platform: opts.platform,
        },
    )?;
    let mut d = verify(&m, opts);
    locate_text(&mut d, &map, src);
    sort_by_location(&mut d);
    Ok(d)
}

/// Reads a CISA object (either instruction layout), verifies it, and locates
/// every diagnostic by kernel, instruction index and byte offset.
pub fn verify_binary(
    data: &[u8],
    opts: &Options,
) -> Result<Vec<Diagnostic>, visa_binary::ReadError> {
    Ok(verify_object(&visa_binary::read(data)?, opts))
}

/// Verifies a decoded object and locates every diagnostic by kernel,
/// instruction index and byte offset (declarations and other routine-level
/// sites: the routine's first instruction).
pub fn verify_object(obj: &visa_binary::Object, opts: &Options) -> Vec<Diagnostic> {
    let mut d = verify(&obj.module, opts);
    let offs = &obj.inst_offsets;
    locate_binary(&mut d, &|r, i| {
        let o = offs.get(r);
        i.and_then(|i| o.and_then(|o| o.get(i)))
            .or_else(|| o.and_then(|o| o.first()))
            .map_or(0, |&x| x as u64)
    });
    sort_by_location(&mut d);
    d
}

/// Orders located diagnostics as they appear in the input (stable: one
/// place's diagnostics keep the order of the checks).
fn sort_by_location(d: &mut [Diagnostic]) {
    d.sort_by_key(|x| {
        let at = match &x.location {
            Some(Location::Text { start, .. }) => *start as u64,
            Some(Location::Binary { offset, .. }) => *offset,
            None => 0,
        };
        (x.routine, at)
    });
}

/// Fills in text locations from the parser's source map.
pub fn locate_text(diags: &mut [Diagnostic], map: &SourceMap, src: &str) {
    for d in diags {
        let Some(rs) = map.routines.get(d.routine) else {
            continue;
        };
        let span = match d.site {
            Site::Routine => Some(rs.header),
            Site::Var(i) => rs.vars.get(i).copied(),
            Site::Addr(i) => rs.addrs.get(i).copied(),
            Site::Pred(i) => rs.preds.get(i).copied(),
            Site::Sampler(i) => rs.samplers.get(i).copied(),
            Site::Surface(i) => rs.surfaces.get(i).copied(),
            Site::Label(i) => rs.labels.get(i).copied(),
            Site::Input(i) => rs.inputs.get(i).copied(),
            Site::Attribute(i) => rs.attributes.get(i).copied(),
            Site::Inst { index, operand } => rs.insts.get(index).map(|is| {
                operand
                    .and_then(|o| is.operands.get(o).copied().flatten())
                    .unwrap_or(is.span)
            }),
        }
        .unwrap_or(rs.header);
        let (line, col) = visa_text::line_col(src, span.start);
        d.location = Some(Location::Text {
            line,
            col,
            start: span.start,
            end: span.end,
        });
    }
}

/// Fills in binary locations: `offset(routine, instruction)` gives the byte
/// offset of an instruction (`None`: of the routine's header) in the object.
pub fn locate_binary(diags: &mut [Diagnostic], offset: &dyn Fn(usize, Option<usize>) -> u64) {
    for d in diags {
        let inst = match d.site {
            Site::Inst { index, .. } => Some(index),
            _ => None,
        };
        d.location = Some(Location::Binary {
            kernel: d.routine_name.clone(),
            inst,
            offset: offset(d.routine, inst),
        });
    }
}
