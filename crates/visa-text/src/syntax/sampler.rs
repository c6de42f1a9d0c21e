//! Sampler, 3D, render-target, URB and VME instructions.

use visa::opcode::OpInfo;
use visa::*;

use super::R;
use crate::parse::{Head, Parser};
use crate::print::Ctx;

/// Parses sampler-family mnemonics that are not canonical table names.
pub(crate) fn parse_named(_p: &mut Parser, _h: &Head) -> Option<R<Instruction>> {
    None
}

/// Parses sampler-family instructions found by their table mnemonic.
pub(crate) fn parse_group(p: &mut Parser, h: Head, info: &OpInfo) -> R<Instruction> {
    p.err(h.span, format!("`{}` is not supported yet", info.mnemonic))
}

/// Prints sampler-family instructions.
pub(crate) fn print(_c: &Ctx, _inst: &Instruction, info: &OpInfo) -> String {
    format!("/* {} not supported yet */", info.mnemonic)
}
