//! Runs vISA kernels on the CPU with the semantics of the vISA execution
//! model, operands and data-types chapters, and binds OpenCL arguments the
//! way Intel's runtime does for `ocloc` output.
//!
//! ```
//! use visa_emu::{Device, Launch, Program};
//! let src = ".version 4.1\n.kernel \"k\"\n\
//!     .decl A v_type=G type=ud num_elts=8 align=GRF\n\
//!     .decl OUT v_type=G type=uq num_elts=1\n\
//!     .input OUT offset=64 size=8\n\
//!     .function \"k_0\"\nk_0:\n\
//!     mov (M1, 8) A(0,0)<1> 0x76543210:uv\n\
//!     svm_block_st (2) OUT(0,0)<0;1,0> A.0\n\
//!     ret (M1, 1)\n";
//! let m = visa_text::parse(src).unwrap();
//! let prog = Program::new(&m, visa::Platform::Skl).unwrap();
//! let mut dev = Device::new();
//! let out = dev.zeros(32);
//! let mut l = Launch::new([8, 1, 1], [8, 1, 1]);
//! l.simd = Some(8);
//! l.inputs.push(("OUT".into(), dev.address(out).to_le_bytes().to_vec()));
//! dev.launch(&prog, &l).unwrap();
//! let words: Vec<u32> = dev.read(out).chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
//! assert_eq!(words, [0, 1, 2, 3, 4, 5, 6, 7]);
//! ```
//!
//! # Choices where the specification and the hardware differ
//!
//! - Narrowing float conversions (`DF→F`, `F→HF`, ...) round in the `%cr0`
//!   rounding mode (round to nearest even by default), as the hardware and
//!   IGC's generated code expect (`convert_half_rtz` toggles `%cr0` around a
//!   plain `mov`); the data-types chapter says round toward zero.
//! - Half-precision denormals are kept or flushed by `%cr0` bit 10 (IGC sets
//!   it), single and double by bits 7 and 6; with the bits clear (the state
//!   at thread start) denormals are flushed, as the chapter describes.
//! - Out-of-bounds and misaligned accesses stop the run even where the
//!   instruction page defines zeros/dropped writes (surfaces), unless
//!   [`Launch::oob_spec`] asks for the specification's behaviour.
//! - Transcendentals: see [`math`] for the accuracy bound.
//! - Where the specification is silent the hardware's behaviour is
//!   followed: shift counts use their low 5 bits (6 for 64-bit types) and
//!   word shifts work at 32-bit precision; `bfe` on D sign-extends the
//!   field; `sad2` leaves the odd lanes unchanged; `plane` rounds once;
//!   `srnd` overflows to infinity at 2^16; colliding lanes of an atomic
//!   apply in lane order.
//! - The payload follows IGC's layout: `r0` with the group ids in dwords 1,
//!   6 and 7 and (XeHP and later) the thread's index in its group in
//!   `r0.2[7:0]`; per-thread local ids as 16-bit blocks per dimension;
//!   `%sr0` gives each concurrently running thread its own slot (IGC
//!   derives the stateless private-memory offset from it).
#![deny(missing_docs)]

pub mod abi;
mod alu;
mod conv;
pub mod dpas;
mod error;
mod exec;
mod fast;
pub mod float;
mod launch;
mod layout;
pub mod math;
mod memory;
mod msg;
mod operand;
mod program;
mod value;
pub mod yaml;
pub mod zebin;

pub use abi::{bind, ArgValue};
pub use error::{Error, InstLoc, LoadError, RunError, ThreadLoc};
pub use launch::{Buffer, Device, Launch, Stats, TypedSurface, MAX_SCRATCH, MAX_SLM};
pub use program::Program;
pub use zebin::{ArgInfo, ArgKind, ZeKernel, Zebin};
