//! vISA text format.
#![deny(missing_docs)]
