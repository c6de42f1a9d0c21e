//! Errors: a code object that cannot be loaded, and a run that stopped.

use std::fmt;

/// Where an instruction is: the function symbol and offset, and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstLoc {
    /// Address of the instruction in the code object (its `.text` virtual
    /// address, as `llvm-objdump` prints it).
    pub addr: u64,
    /// The function (kernel or callee symbol) containing it and the offset
    /// from its start, when a symbol covers the address.
    pub func: Option<(String, u64)>,
    /// The instruction as `llvm-objdump` prints it.
    pub text: String,
}

impl fmt::Display for InstLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.func {
            Some((name, off)) => write!(f, "{name}+{off:#x} ({:#x}): `{}`", self.addr, self.text),
            None => write!(f, "{:#x}: `{}`", self.addr, self.text),
        }
    }
}

/// A code object or kernel that cannot be prepared for running: the byte
/// offset in the file and the structure concerned, where there is one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct LoadError {
    /// What is wrong.
    pub message: String,
}

impl LoadError {
    /// An error with a message.
    pub fn new(message: impl Into<String>) -> LoadError {
        LoadError {
            message: message.into(),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Which wave was running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaveLoc {
    /// Work-group id.
    pub group: [u32; 3],
    /// Wave within the group.
    pub wave: u32,
}

/// Why a run stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct RunError {
    /// What happened.
    pub message: String,
    /// The instruction that stopped, if any.
    pub at: Option<Box<InstLoc>>,
    /// The lane, if the error concerns one.
    pub lane: Option<u32>,
    /// The work-item running in that lane (its id in the work-group, and
    /// global id).
    pub work_item: Option<[u32; 3]>,
    /// The wave.
    pub wave: Option<WaveLoc>,
}

impl RunError {
    /// An error without location.
    pub fn new(message: impl Into<String>) -> RunError {
        RunError {
            message: message.into(),
            at: None,
            lane: None,
            work_item: None,
            wave: None,
        }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(at) = &self.at {
            write!(f, "{at}")?;
            if let Some(l) = self.lane {
                write!(f, ", lane {l}")?;
            }
            if let Some([x, y, z]) = self.work_item {
                write!(f, ", work-item ({x},{y},{z})")?;
            }
            if let Some(w) = &self.wave {
                write!(
                    f,
                    " (group ({},{},{}) wave {})",
                    w.group[0], w.group[1], w.group[2], w.wave
                )?;
            }
            write!(f, ": ")?;
        } else if let Some(w) = &self.wave {
            write!(
                f,
                "group ({},{},{}) wave {}: ",
                w.group[0], w.group[1], w.group[2], w.wave
            )?;
        }
        f.write_str(&self.message)
    }
}

/// Any error of the emulator's public API.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The code object or launch could not be prepared.
    #[error("{0}")]
    Load(#[from] LoadError),
    /// The run stopped.
    #[error("{0}")]
    Run(#[from] RunError),
}

/// An error raised inside an instruction, before the interpreter attaches
/// the instruction and wave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fault {
    pub message: String,
    pub lane: Option<u32>,
}

impl Fault {
    pub fn new(message: impl Into<String>) -> Fault {
        Fault {
            message: message.into(),
            lane: None,
        }
    }

    pub fn lane(lane: u32, message: impl Into<String>) -> Fault {
        Fault {
            message: message.into(),
            lane: Some(lane),
        }
    }
}

pub(crate) type FResult<T> = Result<T, Fault>;
