//! Machine code from the finalizer's assembly, through the `gcn` crate's
//! encoder (LLVM's tools are only the oracles of the tests).

use crate::target::Target;
use crate::Error;

/// Encodes the assembly of a kernel body (labels and instructions).
pub fn encode(body: &str, t: &Target) -> Result<Vec<u8>, Error> {
    let isa = gcn::Isa::from_processor_wave(t.proc, t.wave64).ok_or_else(|| {
        Error::unsupported(format!(
            "the GCN encoder has no instruction table for {} (wave{}) yet",
            t.proc,
            if t.wave64 { 64 } else { 32 }
        ))
    })?;
    match gcn::assemble(isa, body) {
        Ok(a) if a.warnings.is_empty() => Ok(a.code),
        Ok(a) => Err(Error::input(format!(
            "the encoder warns about the finalized code: {}",
            a.warnings[0].render("finalized.s", body)
        ))),
        // The finalizer's own output: an encoder refusal is a finalizer bug,
        // reported rather than hidden.
        Err(e) => Err(Error::input(format!(
            "the encoder refuses the finalized code: {}",
            e.first()
                .map(|x| x.render("finalized.s", body))
                .unwrap_or_default()
        ))),
    }
}
