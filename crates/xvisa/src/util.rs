//! Shared CLI helpers: input reading, atomic output, platform parsing.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Errors that end a command with exit status 2 (usage or I/O).
#[derive(Debug)]
pub struct CliError(pub String);

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

/// Result type of commands.
pub type CliResult<T> = Result<T, CliError>;

/// Reads a file (or stdin for `-`).
pub fn read_input(path: &Path) -> CliResult<Vec<u8>> {
    if path.as_os_str() == "-" {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut v)
            .map_err(|e| CliError(format!("reading stdin: {e}")))?;
        return Ok(v);
    }
    std::fs::read(path).map_err(|e| CliError(format!("{}: {e}", path.display())))
}

/// Parses vISA text read from `path`; a syntax error is printed (with the
/// source line and a caret) and gives `None`.
pub fn parse_text(path: &Path, src: &str, platform: visa::Platform) -> Option<visa::Module> {
    match visa_text::parse_with(src, visa_text::ParseOptions { platform }) {
        Ok(m) => Some(m),
        Err(e) => {
            eprintln!("{}", e.render(&path.display().to_string(), src));
            None
        }
    }
}

/// Reads a text file.
pub fn read_text(path: &Path) -> CliResult<String> {
    let b = read_input(path)?;
    String::from_utf8(b).map_err(|e| {
        CliError(format!(
            "{}: not UTF-8 text (byte {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Writes output atomically to `path` (temporary file, then rename), or to
/// stdout when `path` is `None` or `-`.
pub fn write_output(path: Option<&PathBuf>, data: &[u8]) -> CliResult<()> {
    match path {
        None => write_stdout(data),
        Some(p) if p.as_os_str() == "-" => write_stdout(data),
        Some(p) => write_atomic(p, data).map_err(|e| CliError(format!("{}: {e}", p.display()))),
    }
}

/// Writes a file through a temporary file and a rename, so that a failed
/// command leaves no partial output. A path that exists and is not a regular
/// file (`/dev/null`, a FIFO, a terminal) is written in place: renaming over
/// it would replace the device with a plain file.
pub fn write_atomic(path: &Path, data: &[u8]) -> std::io::Result<()> {
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|mut f| f.write_all(data));
    }
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.xvisa-tmp-{}", std::process::id()));
    std::fs::write(&tmp, data)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

fn write_stdout(data: &[u8]) -> CliResult<()> {
    let mut o = std::io::stdout().lock();
    o.write_all(data)
        .and_then(|_| o.flush())
        .map_err(|e| CliError(format!("writing stdout: {e}")))
}

/// Parses a platform name.
pub fn platform(s: &str) -> Result<visa::Platform, String> {
    visa::Platform::from_name(s).ok_or_else(|| {
        let names: Vec<&str> = visa::Platform::ALL.iter().map(|p| p.name()).collect();
        format!(
            "unknown platform `{s}` (expected one of {})",
            names.join(", ")
        )
    })
}
