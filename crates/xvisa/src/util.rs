//! Shared CLI helpers: errors with their exit status, input reading, output
//! that survives closed pipes and full disks, atomic files, platform parsing.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// Exit status of invalid input (a syntax error, a damaged object, a
/// kernel that faults).
pub const EXIT_INVALID: u8 = 1;
/// Exit status of a usage or I/O error.
pub const EXIT_USAGE: u8 = 2;

/// An error that ends a command: its message (printed after `xvisa CMD: `)
/// and exit status.
#[derive(Debug)]
pub struct CliError {
    /// What went wrong, naming things as the user wrote them.
    pub msg: String,
    /// [`EXIT_INVALID`] or [`EXIT_USAGE`].
    pub code: u8,
}

impl CliError {
    /// A usage error: a bad option, argument or value (exit status 2).
    pub fn usage(msg: impl Into<String>) -> CliError {
        CliError {
            msg: msg.into(),
            code: EXIT_USAGE,
        }
    }

    /// An I/O error: a file that cannot be read or written (exit status 2).
    pub fn io(msg: impl Into<String>) -> CliError {
        CliError::usage(msg)
    }

    /// Invalid input: the file's contents are wrong (exit status 1).
    pub fn invalid(msg: impl Into<String>) -> CliError {
        CliError {
            msg: msg.into(),
            code: EXIT_INVALID,
        }
    }
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg)
    }
}

impl std::error::Error for CliError {}

/// Result type of commands.
pub type CliResult<T> = Result<T, CliError>;

// ------------------------------------------------------------------ output

/// Set once stdout's reader has gone away: later output is dropped.
static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);
/// Set when writing to stderr failed for another reason than a closed pipe
/// (a full disk): the command then ends with status 2.
static STDERR_FAILED: AtomicBool = AtomicBool::new(false);

/// Writes a command's output to stdout. A reader that stopped reading
/// (`xvisa ... | head -1`) is not an error: the output ends quietly and the
/// command keeps the status it would have had. Any other failure (a full
/// disk) is an I/O error.
pub fn write_stdout(data: &[u8]) -> CliResult<()> {
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        return Ok(());
    }
    let mut o = std::io::stdout().lock();
    match o.write_all(data).and_then(|_| o.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            STDOUT_CLOSED.store(true, Ordering::Relaxed);
            Ok(())
        }
        Err(e) => Err(CliError::io(format!("writing stdout: {e}"))),
    }
}

/// Writes diagnostics to stderr. They cannot be reported when stderr itself
/// fails; a closed pipe is ignored, anything else is remembered and turns a
/// successful exit into status 2 ([`stderr_failed`]).
pub fn write_stderr(data: &[u8]) {
    let mut e = std::io::stderr().lock();
    if let Err(err) = e.write_all(data).and_then(|_| e.flush()) {
        note_stderr_error(&err);
    }
}

/// Records a failed write to stderr (see [`write_stderr`]).
pub fn note_stderr_error(e: &std::io::Error) {
    if e.kind() != std::io::ErrorKind::BrokenPipe {
        STDERR_FAILED.store(true, Ordering::Relaxed);
    }
}

/// Whether a write to stderr failed other than by a closed pipe.
pub fn stderr_failed() -> bool {
    STDERR_FAILED.load(Ordering::Relaxed)
}

/// `eprintln!` that neither panics nor aborts when stderr is a closed pipe or
/// a full disk.
macro_rules! diag {
    ($($t:tt)*) => {{
        let mut s = format!($($t)*);
        s.push('\n');
        $crate::util::write_stderr(s.as_bytes());
    }};
}
pub(crate) use diag;

/// A writer over stderr for long streams (`run --trace`): write errors are
/// recorded as by [`write_stderr`] and the stream then goes silent instead of
/// failing every later write.
pub struct StderrSink {
    inner: std::io::BufWriter<std::io::Stderr>,
    failed: bool,
}

impl StderrSink {
    /// A buffered sink over stderr.
    pub fn new() -> StderrSink {
        StderrSink {
            inner: std::io::BufWriter::with_capacity(1 << 16, std::io::stderr()),
            failed: false,
        }
    }

    fn check(&mut self, r: std::io::Result<()>) {
        if let Err(e) = r {
            note_stderr_error(&e);
            self.failed = true;
        }
    }
}

impl Write for StderrSink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if !self.failed {
            let r = self.inner.write_all(buf);
            self.check(r);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.failed {
            let r = self.inner.flush();
            self.check(r);
        }
        Ok(())
    }
}

impl Drop for StderrSink {
    fn drop(&mut self) {
        let _ = self.flush();
        // BufWriter's own drop would try again and ignore the result.
        self.failed = true;
    }
}

// ------------------------------------------------------------------- input

/// Reads a file (or stdin for `-`).
pub fn read_input(path: &Path) -> CliResult<Vec<u8>> {
    if is_stdin(path) {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut v)
            .map_err(|e| CliError::io(format!("reading stdin: {e}")))?;
        return Ok(v);
    }
    std::fs::read(path).map_err(|e| CliError::io(format!("{}: {e}", path.display())))
}

/// Whether `path` names stdin (`-`).
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Refuses a command line that names stdin (`-`) more than once: the second
/// read would see nothing.
pub fn one_stdin<'a>(paths: impl IntoIterator<Item = &'a Path>) -> CliResult<()> {
    if paths.into_iter().filter(|p| is_stdin(p)).count() > 1 {
        return Err(CliError::usage("`-` (stdin) can be given only once"));
    }
    Ok(())
}

/// Parses vISA text read from `path`; a syntax error is printed (with the
/// source line and a caret) and gives `None`.
pub fn parse_text(path: &Path, src: &str, platform: visa::Platform) -> Option<visa::Module> {
    match visa_text::parse_with(src, visa_text::ParseOptions { platform }) {
        Ok(m) => Some(m),
        Err(e) => {
            diag!("{}", e.render(&path.display().to_string(), src));
            None
        }
    }
}

/// Reads a text file.
pub fn read_text(path: &Path) -> CliResult<String> {
    let b = read_input(path)?;
    text(path, b)
}

/// The bytes read from `path` as UTF-8 text.
pub fn text(path: &Path, b: Vec<u8>) -> CliResult<String> {
    String::from_utf8(b).map_err(|e| {
        CliError::invalid(format!(
            "{}: not UTF-8 text (byte {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

// ------------------------------------------------------------------- files

/// Writes output atomically to `path` (temporary file, then rename), or to
/// stdout when `path` is `None` or `-`.
pub fn write_output(path: Option<&PathBuf>, data: &[u8]) -> CliResult<()> {
    match path {
        None => write_stdout(data),
        Some(p) if is_stdin(p) => write_stdout(data),
        Some(p) => write_atomic(p, data).map_err(|e| CliError::io(format!("{}: {e}", p.display()))),
    }
}

/// The temporary file beside `path` that [`write_atomic`] renames.
fn temp_path(path: &Path) -> PathBuf {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    dir.join(format!(".{name}.xvisa-tmp-{}", std::process::id()))
}

/// Whether `path` exists and is not a regular file (`/dev/null`, a FIFO, a
/// terminal): such a path is written in place, because renaming over it
/// would replace the device with a plain file.
fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file())
}

/// Writes `data` to a new temporary file beside `path`; the file is removed
/// again when the write fails (a full disk), so nothing is left behind.
fn write_temp(path: &Path, data: &[u8]) -> std::io::Result<PathBuf> {
    let tmp = temp_path(path);
    let r = std::fs::File::create(&tmp).and_then(|mut f| f.write_all(data));
    match r {
        Ok(()) => Ok(tmp),
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Writes a file through a temporary file and a rename, so that a failed
/// command leaves no partial output and no temporary file. A path that
/// exists and is not a regular file is written in place.
pub fn write_atomic(path: &Path, data: &[u8]) -> std::io::Result<()> {
    if is_special(path) {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|mut f| f.write_all(data));
    }
    let tmp = write_temp(path, data)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// Writes several files into `dir` all or nothing: every file goes to a
/// temporary file first and is renamed only when all were written; on
/// failure the temporary files are removed, and so is `dir` when this call
/// created it.
pub fn write_files(dir: &Path, files: &[(String, &[u8])]) -> CliResult<()> {
    let created = !dir.exists();
    let fail = |p: &Path, e: std::io::Error| CliError::io(format!("{}: {e}", p.display()));
    std::fs::create_dir_all(dir).map_err(|e| fail(dir, e))?;
    let cleanup = |temps: &[(PathBuf, PathBuf)]| {
        for (t, _) in temps {
            let _ = std::fs::remove_file(t);
        }
        if created {
            let _ = std::fs::remove_dir_all(dir);
        }
    };
    let mut temps = Vec::new();
    let mut special = Vec::new();
    for (name, data) in files {
        let p = dir.join(name);
        if is_special(&p) {
            special.push((p, *data));
            continue;
        }
        match write_temp(&p, data) {
            Ok(t) => temps.push((t, p)),
            Err(e) => {
                cleanup(&temps);
                return Err(fail(&p, e));
            }
        }
    }
    for (i, (t, p)) in temps.iter().enumerate() {
        if let Err(e) = std::fs::rename(t, p) {
            cleanup(&temps[i..]);
            return Err(fail(p, e));
        }
    }
    for (p, data) in special {
        write_atomic(&p, data).map_err(|e| fail(&p, e))?;
    }
    Ok(())
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
