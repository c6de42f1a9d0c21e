//! The vISA IR.
#![deny(missing_docs)]
