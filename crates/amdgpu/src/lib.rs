//! AMDGPU code objects.
#![deny(missing_docs)]
