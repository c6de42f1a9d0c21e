//! Every example in README.md runs as written, in order, on a fresh copy of
//! the repository (its git-tracked files, no `out/`, no `target/`), with the
//! `xvisa` under test on `PATH`. The conventions (DEVELOPERS.md, "README
//! examples"):
//!
//! - every fenced block has an info string; `sh`/`bash`/`shell` blocks run as
//!   one bash script (`set -euo pipefail`) and must succeed; in `console`
//!   blocks each `$ ` line is a command and the lines after it, up to the
//!   next `$ ` line, are its output (stdout and stderr), compared exactly;
//!   other info strings (`text`, `yaml`, ...) are not commands;
//! - an HTML comment on the line before a block adjusts it:
//!   `<!-- readme-test: skip REASON -->` (not run; the reason is required),
//!   `<!-- readme-test: exit N -->` (each command of the block exits N),
//!   `<!-- readme-test: needs TOOL -->` (run when TOOL is installed; when it
//!   is not, a loud warning, and a failure if `XVISA_REQUIRE_ORACLES` is set,
//!   as in CI);
//! - examples write only under `out/` (ignored by git);
//! - `cargo run --release -p xvisa -- ARGS` runs the `xvisa` under test and
//!   `cargo build --release -p xvisa` has nothing to do; any other `cargo`
//!   command must be in a skipped block.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// A fenced block of the README.
#[derive(Debug)]
struct Block {
    /// 1-based line of the opening fence.
    line: usize,
    info: String,
    body: String,
    skip: Option<String>,
    exit: i32,
    needs: Vec<String>,
}

impl Block {
    fn runs(&self) -> bool {
        matches!(self.info.as_str(), "sh" | "bash" | "shell" | "console")
    }
}

/// The fenced blocks of a Markdown text, with the directives before them;
/// errors for blocks without an info string and malformed directives.
fn blocks(md: &str) -> Result<Vec<Block>, Vec<String>> {
    let lines: Vec<&str> = md.lines().collect();
    let mut out = Vec::new();
    let mut errors = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let t = lines[i].trim_start();
        if !t.starts_with("```") {
            i += 1;
            continue;
        }
        let indent = lines[i].len() - t.len();
        let info = t.trim_start_matches('`').trim().to_string();
        let start = i;
        let mut body = String::new();
        i += 1;
        while i < lines.len() && !lines[i].trim_start().starts_with("```") {
            let l = lines[i];
            let cut = l.len() - l.trim_start().len();
            body.push_str(&l[cut.min(indent)..]);
            body.push('\n');
            i += 1;
        }
        if i == lines.len() {
            errors.push(format!("README.md:{}: unclosed code block", start + 1));
        }
        i += 1;
        if info.is_empty() {
            errors.push(format!(
                "README.md:{}: a code block needs an info string: `sh` or `console` (run by this test), or `text` (not a command)",
                start + 1
            ));
            continue;
        }
        // Directives: comment lines right above the fence.
        let (mut skip, mut exit, mut needs) = (None, 0, Vec::new());
        let mut j = start;
        while j > 0 {
            let l = lines[j - 1].trim();
            let Some(d) = l
                .strip_prefix("<!-- readme-test:")
                .and_then(|d| d.strip_suffix("-->"))
            else {
                break;
            };
            let d = d.trim();
            let (word, rest) = d.split_once(' ').unwrap_or((d, ""));
            let rest = rest.trim();
            match word {
                "skip" if !rest.is_empty() => skip = Some(rest.to_string()),
                "exit" if rest.parse::<i32>().is_ok() => exit = rest.parse().unwrap(),
                "needs" if !rest.is_empty() => needs.extend(rest.split_whitespace().map(String::from)),
                _ => errors.push(format!(
                    "README.md:{j}: unknown or incomplete directive `{d}` (skip REASON, exit N, needs TOOL)"
                )),
            }
            j -= 1;
        }
        out.push(Block {
            line: start + 1,
            info,
            body,
            skip,
            exit,
            needs,
        });
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Copies the git-tracked files of `from` (as they are in the working tree)
/// into `to`: what a fresh clone holds, with local edits.
fn fresh_copy(from: &Path, to: &Path) {
    let o = Command::new("git")
        .arg("-C")
        .arg(from)
        .args(["ls-files", "-z"])
        .output()
        .expect("the README test needs git to list the repository's files");
    assert!(o.status.success(), "git ls-files failed");
    for name in o.stdout.split(|&b| b == 0).filter(|n| !n.is_empty()) {
        let name = std::str::from_utf8(name).unwrap();
        let src = from.join(name);
        if !src.is_file() {
            continue; // deleted in the working tree
        }
        let dst = to.join(name);
        std::fs::create_dir_all(dst.parent().unwrap()).unwrap();
        std::fs::copy(&src, &dst).unwrap();
    }
}

/// Every file under `dir` with its modification time.
fn files(dir: &Path) -> BTreeMap<PathBuf, SystemTime> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            let m = e.metadata().unwrap();
            if m.is_dir() {
                stack.push(p);
            } else {
                out.insert(
                    p.strip_prefix(dir).unwrap().to_path_buf(),
                    m.modified().unwrap(),
                );
            }
        }
    }
    out
}

/// A directory holding `xvisa` (the binary under test) and a `cargo` that
/// runs it for `cargo run --release -p xvisa -- ARGS`.
fn bin_dir(dir: &Path) -> PathBuf {
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_xvisa"), bin.join("xvisa")).unwrap();
    let shim = bin.join("cargo");
    std::fs::write(
        &shim,
        "#!/bin/sh\n\
         # The README test's cargo: the examples' builds are the xvisa under test.\n\
         case \"$*\" in\n\
         \"run --release -p xvisa -- \"*) shift 5; exec xvisa \"$@\";;\n\
         \"build --release -p xvisa\") exit 0;;\n\
         esac\n\
         echo \"README test: cannot run 'cargo $*' here; mark its block <!-- readme-test: skip REASON -->\" >&2\n\
         exit 97\n",
    )
    .unwrap();
    let mut perm = std::fs::metadata(&shim).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perm, 0o755);
    std::fs::set_permissions(&shim, perm).unwrap();
    bin
}

fn on_path(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool} >/dev/null")])
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs bash `script` in `cwd`; returns the exit status and the output
/// (stdout and stderr together, in order).
fn bash(script: &str, cwd: &Path, bin: &Path, strict: bool) -> (i32, String) {
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let prelude = if strict {
        "set -euo pipefail\nexec 2>&1\n"
    } else {
        "set -o pipefail\nexec 2>&1\n"
    };
    let o = Command::new("bash")
        .arg("-c")
        .arg(format!("{prelude}{script}"))
        .current_dir(cwd)
        .env("PATH", path)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("bash");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
    )
}

/// What running a README's examples found.
#[derive(Default, Debug)]
struct Report {
    ran: usize,
    skipped: Vec<String>,
    failures: Vec<String>,
}

/// Runs the examples of `md` in `work` (a fresh copy of the repository).
fn run_examples(md: &str, work: &Path, bin: &Path) -> Report {
    let mut r = Report::default();
    let blocks = match blocks(md) {
        Ok(b) => b,
        Err(e) => {
            r.failures = e;
            return r;
        }
    };
    let require = std::env::var_os("XVISA_REQUIRE_ORACLES").is_some();
    let before = files(work);
    for b in blocks.iter().filter(|b| b.runs()) {
        if let Some(why) = &b.skip {
            r.skipped.push(format!("README.md:{}: {why}", b.line));
            continue;
        }
        if let Some(t) = b.needs.iter().find(|t| !on_path(t)) {
            let msg = format!(
                "README.md:{}: needs {t}, which is not installed (bash scripts/install-oracles.sh): NOT RUN",
                b.line
            );
            eprintln!("!!! {msg}");
            if require {
                r.failures.push(msg);
            } else {
                r.skipped.push(msg);
            }
            continue;
        }
        r.ran += 1;
        if b.info == "console" {
            let mut cmds: Vec<(String, String)> = Vec::new();
            for l in b.body.lines() {
                if let Some(c) = l.strip_prefix("$ ") {
                    cmds.push((c.to_string(), String::new()));
                } else if let Some((_, out)) = cmds.last_mut() {
                    out.push_str(l);
                    out.push('\n');
                } else {
                    r.failures.push(format!(
                        "README.md:{}: a console block starts with a `$ ` command",
                        b.line
                    ));
                    break;
                }
            }
            for (cmd, want) in cmds {
                let (code, got) = bash(&cmd, work, bin, false);
                let norm = |s: &str| {
                    s.lines()
                        .map(str::trim_end)
                        .collect::<Vec<_>>()
                        .join("\n")
                        .trim_end()
                        .to_string()
                };
                if code != b.exit {
                    r.failures.push(format!(
                        "README.md:{}: `{cmd}` exited {code}, not {}:\n{got}",
                        b.line, b.exit
                    ));
                } else if norm(&got) != norm(&want) {
                    r.failures.push(format!(
                        "README.md:{}: `{cmd}` printed\n{got}\nbut the README shows\n{want}",
                        b.line
                    ));
                }
            }
        } else {
            let (code, got) = bash(&b.body, work, bin, true);
            if code != b.exit {
                r.failures.push(format!(
                    "README.md:{}: the block exited {code}, not {}:\n{}\n--- output:\n{got}",
                    b.line, b.exit, b.body
                ));
            }
        }
    }
    // Generated files land in out/; nothing else is written.
    for (p, t) in files(work) {
        let written = before.get(&p).is_none_or(|t0| *t0 != t);
        if written && !p.starts_with("out") {
            r.failures.push(format!(
                "the README's examples wrote {} outside out/",
                p.display()
            ));
        }
    }
    r
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-readme-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn every_readme_example_runs_as_written() {
    let root = root();
    let md = std::fs::read_to_string(root.join("README.md")).unwrap();
    let dir = scratch("run");
    let work = dir.join("xvisa");
    fresh_copy(&root, &work);
    assert!(!work.join("out").exists(), "a fresh clone has no out/");
    let bin = bin_dir(&dir);
    let r = run_examples(&md, &work, &bin);
    for s in &r.skipped {
        eprintln!("skipped: {s}");
    }
    assert!(
        r.failures.is_empty(),
        "{} README example(s) failed:\n\n{}",
        r.failures.len(),
        r.failures.join("\n\n")
    );
    assert!(r.ran >= 15, "only {} blocks ran", r.ran);
    // out/ is where the README says generated files go, and git ignores it.
    assert!(md.contains("`out/`"), "the README names out/");
    let o = Command::new("git")
        .arg("-C")
        .arg(&root)
        .args(["check-ignore", "-q", "out/vadd.isa"])
        .status()
        .unwrap();
    assert!(o.success(), "out/ is ignored by git");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The harness catches what it must: a failing command, a wrong output, a
/// block without an info string, a file written outside out/, an exit status
/// other than the one declared.
#[test]
fn the_harness_fails_on_broken_examples() {
    let dir = scratch("self");
    let work = dir.join("w");
    std::fs::create_dir_all(&work).unwrap();
    let bin = bin_dir(&dir);
    let ok = "```sh\nmkdir -p out\nxvisa --version > out/v\n```\n\n```console\n$ echo hi\nhi\n```\n\n<!-- readme-test: exit 2 -->\n```console\n$ xvisa fmt no/such/file 2>&1 | sed 's/ (os.*//'\nxvisa fmt: no/such/file: No such file or directory\n```\n\n<!-- readme-test: skip an example of a skip -->\n```sh\nfalse\n```\n\n```text\nnot a command\n```\n";
    let r = run_examples(ok, &work, &bin);
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert_eq!((r.ran, r.skipped.len()), (3, 1));
    for (bad, why) in [
        ("```sh\nxvisa fmt no/such/file\n```\n", "exited 2"),
        ("```sh\nfalse | true\n```\n", "exited 1"),
        ("```console\n$ echo hi\nho\n```\n", "but the README shows"),
        ("```\nxvisa --version\n```\n", "needs an info string"),
        ("```sh\ntouch stray\n```\n", "wrote stray outside out/"),
        (
            "<!-- readme-test: exit 1 -->\n```console\n$ true\n```\n",
            "exited 0, not 1",
        ),
        (
            "<!-- readme-test: skip -->\n```sh\ntrue\n```\n",
            "incomplete directive",
        ),
        ("```sh\ncargo test\n```\n", "exited 97"),
    ] {
        let r = run_examples(bad, &work, &bin);
        assert!(
            r.failures.iter().any(|f| f.contains(why)),
            "{bad:?}: expected `{why}` in {:?}",
            r.failures
        );
        let _ = std::fs::remove_file(work.join("stray"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
