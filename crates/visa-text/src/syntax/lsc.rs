//! Load/store controller (LSC) messages.

use visa::opcode::OpInfo;
use visa::*;

use super::R;
use crate::parse::{Head, Parser};
use crate::print::Ctx;

/// Parses an `lsc_*` instruction.
pub(crate) fn parse(p: &mut Parser, h: Head) -> R<Instruction> {
    p.err(h.span, format!("`{}` is not supported yet", h.name))
}

/// Prints an LSC instruction.
pub(crate) fn print(_c: &Ctx, _inst: &Instruction, info: &OpInfo) -> String {
    format!("/* {} not supported yet */", info.mnemonic)
}
