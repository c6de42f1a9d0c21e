//! AMDGPU code objects as LLVM 14 writes and reads them: processors and
//! target IDs, the ELF container, note records, code object metadata
//! (V2 YAML, V3+ MessagePack), kernel descriptors and the `.amdhsa_kernel`
//! directive block.
#![deny(missing_docs)]

pub mod msgpack;
pub mod target;
pub mod yaml;
pub mod descriptor;
pub mod directives;
pub mod note;
pub mod metadata;
pub mod elf;
pub mod build;
