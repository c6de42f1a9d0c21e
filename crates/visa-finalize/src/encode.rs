//! Machine code from the finalizer's assembly, through the `gcn` crate's
//! encoder (LLVM's tools are only the oracles of the tests).

use crate::target::Target;
use crate::Error;

/// Encodes the assembly of a kernel body (labels and instructions).
pub fn encode(body: &str, t: &Target) -> Result<Vec<u8>, Error> {
    let _ = (body, t);
    Err(Error::unsupported(
        "writing machine code needs the GCN encoder (`gcn::assemble`), which is not in this build yet: use --emit asm",
    ))
}
