//! Runs AMDGPU code objects on the CPU as the HSA runtime dispatches them,
//! and checks the rules the hardware leaves to the compiler.
#![deny(missing_docs)]
// Lane loops index several per-lane arrays by the lane number.
#![allow(clippy::needless_range_loop)]

mod check;
mod error;
mod exec;
mod float;
mod hazard;
mod ins;
mod launch;
mod lower;
mod math;
mod mem;
mod memory;
mod program;
pub mod target;
#[rustfmt::skip]
mod two_over_pi;
mod valu;
mod wave;

pub use error::{Error, InstLoc, LoadError, RunError, WaveLoc};
pub use launch::{ArgValue, Buffer, Device, Launch, Stats, PRIVATE_APERTURE, SHARED_APERTURE};
pub use program::{Kernel, KernelArg, Program};

/// Whether the emulator implements a decoded instruction of `target`
/// (`false`: a run stops there naming it).
pub fn implements(target: &target::Target, inst: gcn::Inst) -> bool {
    !matches!(
        lower::lower(target.isa, target.gen, inst, 0).op,
        ins::Op::Unsupported
    )
}
