//! The vISA intermediate representation.
//!
//! One model of Intel's virtual ISA shared by every other crate: data types,
//! operands and regions, declarations, kernels and functions, and the opcode
//! table ([`opcode::OPCODES`]) from which text and binary encodings derive.
#![deny(missing_docs)]

pub mod module;
pub mod opcode;
pub mod operand;
pub mod props;
pub mod synth;
pub mod types;

pub use module::*;
pub use opcode::{info as op_info, Classes, Field, Group, Kind, OpInfo, SubOp, OPCODES};
pub use operand::*;
pub use types::*;
