//! AMDGPU code objects as LLVM 14 writes and reads them: processors and
//! target IDs, the ELF container, note records, code object metadata
//! (V2 YAML, V3+ MessagePack), kernel descriptors and the `.amdhsa_kernel`
//! directive block.
#![deny(missing_docs)]

pub mod build;
pub mod descriptor;
pub mod directives;
pub mod elf;
pub mod metadata;
pub mod msgpack;
pub mod note;
pub mod target;
pub mod yaml;
