//! The vISA finalizer for AMD GPUs: a vISA kernel (hand-written, or
//! compiled from OpenCL by Intel's `ocloc`) becomes GCN machine code in an
//! AMDGPU code object that computes what the vISA emulator computes.
//!
//! Pipeline (see `finalizer.md` in the project notes):
//! analysis (variables, layouts, uniformity, control flow) → instruction
//! selection into a machine IR over GCN opcodes with virtual registers →
//! register allocation → waits and hazards → assembly and code object.
#![deny(missing_docs)]

pub mod abi;
pub mod access;
pub mod decode;
pub mod driver;
pub mod emit;
pub mod encode;
pub mod inline;
pub mod isel;
pub mod lanes;
pub mod layout;
pub mod mir;
pub mod opt;
pub mod regalloc;
pub mod target;
pub mod uses;
pub mod vars;

use std::fmt;

/// Whether `h` contains `n`: a plain byte scan. The finalizer asks this of
/// mnemonics and modifier text (a few dozen bytes) for every instruction in
/// several passes, where `str::contains` spent more setting up its searcher
/// than searching.
pub(crate) fn has(h: &str, n: &str) -> bool {
    let (h, n) = (h.as_bytes(), n.as_bytes());
    let Some((&first, rest)) = n.split_first() else {
        return true;
    };
    h.len() >= n.len()
        && (0..=h.len() - n.len()).any(|i| h[i] == first && &h[i + 1..i + n.len()] == rest)
}

/// Why a kernel could not be finalized.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The message.
    pub message: String,
    /// Where: routine, instruction index and text, when known.
    pub at: Option<Loc>,
}

/// What kind of failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The input is not a valid vISA kernel (or zebin).
    Input,
    /// Valid vISA the finalizer does not compile (refused, never
    /// miscompiled).
    Unsupported,
    /// The kernel exceeds what the target provides.
    Limit,
}

/// An instruction's location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loc {
    /// Routine name.
    pub routine: String,
    /// Instruction index.
    pub index: usize,
    /// The instruction as text.
    pub text: String,
}

impl Error {
    /// An invalid-input error.
    pub fn input(m: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Input,
            message: m.into(),
            at: None,
        }
    }

    /// A refusal.
    pub fn unsupported(m: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Unsupported,
            message: m.into(),
            at: None,
        }
    }

    /// A target limit.
    pub fn limit(m: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Limit,
            message: m.into(),
            at: None,
        }
    }

    /// The same error located at an instruction.
    pub fn at(mut self, l: Loc) -> Error {
        self.at = Some(l);
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(l) = &self.at {
            write!(f, "{} ${}: `{}`: ", l.routine, l.index, l.text.trim())?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    /// `has` answers as `str::contains` does: at the start, in the middle,
    /// at the end, overlapping prefixes, empty needle, needle longer than
    /// the text.
    #[test]
    fn has_is_str_contains() {
        let texts = [
            "",
            "v",
            "v_add_u16_e32",
            "v_add_f32_dpp",
            "row_shl:1 row_mask:0xf",
            "aab",
        ];
        let needles = [
            "", "v", "16", "_e32", "dpp", "row_", "sel:", "ab", "aab", "aaab", "x",
        ];
        for t in texts {
            for n in needles {
                assert_eq!(super::has(t, n), t.contains(n), "{t:?} {n:?}");
            }
        }
    }
}
