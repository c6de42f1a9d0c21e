//! CISA object files (`.isa`), the binary form of vISA.
//!
//! [`write`] produces objects byte-identical to Intel's `GenX_IR` of release
//! 1.0.12504.6 (including its truncated instruction encoding, see
//! [`Layout`]); [`read`] reads those, the `.isa` files `ocloc` dumps, and
//! objects in the full layout of the specification.
//!
//! [`ObjectView::parse`] reads only the header and borrows from the input:
//! routine names, routine objects and GEN binaries are slices of the file, so
//! listing kernels or extracting GEN code copies nothing and decodes no
//! instruction. [`read`] builds on it and decodes everything into an owned
//! [`visa::Module`] (strings and operands are copied into the IR).
#![deny(missing_docs)]

mod fit;
mod layout;
mod reader;
mod reconstruct;
mod view;
mod writer;

pub use layout::{expanded_fields, kept_fields, kept_for, static_layout, Layout, StaticLayout};
pub use reader::{is_int_attribute, read, read_checked, read_with, Object, ReadError};
pub use reconstruct::{fill_missing, vec_size, Inexact};
pub use view::{FileVarView, GenView, ObjectView, RoutineEntry};
pub use writer::{
    instruction_chunks, routine_object, string_pool, vec_operand, write, StringIndex, WriteError,
    WriteOptions, OBJECT_VERSION,
};

/// `CISA` in little-endian.
pub const MAGIC: u32 = 0x4153_4943;

/// A GEN machine-code blob embedded in an object (`gen_binary_info`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GenBinary {
    /// Platform code.
    pub platform: u8,
    /// Machine code.
    pub data: Vec<u8>,
}
