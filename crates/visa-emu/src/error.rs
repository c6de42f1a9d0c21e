//! Errors: a program that cannot be loaded, and a run that stopped.

use std::fmt;

/// Where an instruction is: routine, index (`$N` in IGC's dumps) and text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstLoc {
    /// Routine (kernel or function) name.
    pub routine: String,
    /// Index of the instruction in the routine (IGC prints it as `/// $N`).
    pub index: usize,
    /// The instruction in vISA assembly.
    pub text: String,
}

impl fmt::Display for InstLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ${}: `{}`",
            self.routine,
            self.index,
            self.text.trim()
        )
    }
}

/// A module or kernel that cannot be prepared for running.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct LoadError {
    /// What is wrong.
    pub message: String,
    /// The instruction concerned, if any.
    pub at: Option<InstLoc>,
}

impl LoadError {
    /// An error without location.
    pub fn new(message: impl Into<String>) -> LoadError {
        LoadError {
            message: message.into(),
            at: None,
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.at {
            Some(at) => write!(f, "{at}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// Which hardware thread was running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadLoc {
    /// Work-group id (GPGPU) or thread id (media mode, `z` = 0).
    pub group: [u32; 3],
    /// Hardware thread within the group.
    pub thread: u32,
}

/// Why a run stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct RunError {
    /// What happened.
    pub message: String,
    /// The instruction that stopped, if any.
    pub at: Option<Box<InstLoc>>,
    /// The SIMD lane (channel of the hardware thread), if the error
    /// concerns one.
    pub lane: Option<u32>,
    /// The global id of the work-item running in that lane (GPGPU mode).
    pub work_item: Option<[u32; 3]>,
    /// The hardware thread.
    pub thread: Option<ThreadLoc>,
}

impl RunError {
    /// An error without location.
    pub fn new(message: impl Into<String>) -> RunError {
        RunError {
            message: message.into(),
            at: None,
            lane: None,
            work_item: None,
            thread: None,
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
            if let Some(t) = &self.thread {
                write!(
                    f,
                    " (group ({},{},{}) thread {})",
                    t.group[0], t.group[1], t.group[2], t.thread
                )?;
            }
            write!(f, ": ")?;
        } else if let Some(t) = &self.thread {
            write!(
                f,
                "group ({},{},{}) thread {}: ",
                t.group[0], t.group[1], t.group[2], t.thread
            )?;
        }
        f.write_str(&self.message)
    }
}

/// Any error of the emulator's public API.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The program could not be prepared.
    #[error("{0}")]
    Load(#[from] LoadError),
    /// The run stopped.
    #[error("{0}")]
    Run(#[from] RunError),
}

/// An error raised inside an instruction, before the interpreter attaches
/// the instruction and thread.
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
