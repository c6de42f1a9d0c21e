//! `xvisa dis` on every committed object and on `xvisa asm`'s output in both
//! layouts for every corpus file: the command succeeds, its text parses, and
//! where the object holds complete operands (or GenX_IR's truncated layout,
//! whose lost operands `dis` fills so that the sizes add up), the text
//! re-assembles into the same object. The objects are disassembled by the
//! CLI itself (two at a time), as a user runs it.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use visa::Platform;
use visa_binary::Layout;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The platform of a corpus file: its directory, or its
/// `// platform: NAME` first line.
fn platform_of(path: &Path) -> Platform {
    let s = path.to_string_lossy();
    for (dir, p) in [
        ("/ocl/skl/", Platform::Skl),
        ("/ocl/tgllp/", Platform::Tgllp),
        ("/ocl/dg2-g10/", Platform::Dg2),
        ("/ocl/pvc/", Platform::Pvc),
    ] {
        if s.contains(dir) {
            return p;
        }
    }
    // The source beside it: the name up to the first dot, `.visaasm`.
    let stem = path.file_name().unwrap().to_string_lossy();
    let stem = stem.split('.').next().unwrap_or("");
    let text =
        std::fs::read_to_string(path.with_file_name(format!("{stem}.visaasm"))).unwrap_or_default();
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix("// platform: "))
        .and_then(|p| Platform::from_name(p.trim()))
        .unwrap_or(Platform::Skl)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("corpus directory").flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// Every file under `tests/corpus` whose name ends with `suffix`.
fn corpus_files(suffix: &str) -> Vec<PathBuf> {
    let mut v = Vec::new();
    walk(&root().join("tests/corpus"), &mut v);
    v.retain(|p| p.to_string_lossy().ends_with(suffix));
    v.sort();
    v
}

/// `xvisa dis FILE --platform P` (the platform decides the GRF size of
/// `&V[off]` offsets; objects without a GEN binary do not say it): exit
/// status, stdout, stderr.
fn dis(file: &Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .arg("dis")
        .arg(file)
        .arg("--platform")
        .arg(platform_of(file).name())
        .output()
        .expect("run xvisa");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs `f` on every item, two threads, and collects the failures.
fn each<T: Sync>(items: &[T], f: impl Fn(&T) -> Result<(), String> + Sync) -> Vec<String> {
    let next = Mutex::new(0usize);
    let fails = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(item) = items.get(i) else { break };
                if let Err(e) = f(item) {
                    fails.lock().unwrap().push(e);
                }
            });
        }
    });
    let mut v = fails.into_inner().unwrap();
    v.sort();
    v
}

fn assert_none(what: &str, n: usize, fails: Vec<String>) {
    assert!(
        fails.is_empty(),
        "{what}: {} of {n} failed:\n{}",
        fails.len(),
        fails.join("\n")
    );
}

/// Parses `text` as `xvisa asm` does.
fn parse(what: &str, text: &str, platform: Platform) -> Result<visa::Module, String> {
    visa_text::parse_with(text, visa_text::ParseOptions { platform })
        .map_err(|e| format!("{what}: dis output does not parse: {e}"))
}

/// ocloc's `.isa` dumps: `dis` succeeds and prints text that parses, with
/// the instructions IGC's own text of the kernel has, and that re-assembles
/// into the same program (not always the same bytes: the memory ocloc left
/// in the padding, IGC's order of names, attribute sizes no text gives).
#[test]
fn ocloc_objects_disassemble_to_text_that_parses() {
    let objs: Vec<PathBuf> = corpus_files(".isa")
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".genx.isa"))
        .collect();
    assert!(objs.len() > 300, "only {} ocloc objects", objs.len());
    let fails = each(&objs, |obj| {
        let name = obj.display().to_string();
        let (code, text, err) = dis(obj);
        if code != 0 {
            return Err(format!("{name}: exit {code}: {err}"));
        }
        let plat = platform_of(obj);
        let m = parse(&name, &text, plat)?;
        let igc = std::fs::read_to_string(obj.with_extension("visaasm")).unwrap();
        let igc = visa_text::parse_with(&igc, visa_text::ParseOptions { platform: plat })
            .map_err(|e| format!("{name}: IGC's text: {e}"))?;
        let count = |m: &visa::Module| m.routines.iter().map(|r| r.insts.len()).sum::<usize>();
        if count(&m) != count(&igc) {
            return Err(format!(
                "{name}: {} instructions, IGC's text has {}",
                count(&m),
                count(&igc)
            ));
        }
        // Re-assembled, it is the same program: the same declarations (in
        // whatever order), inputs and instructions, read back the same way.
        let data = std::fs::read(obj).unwrap();
        let again = visa_binary::write(&m, &visa_binary::WriteOptions::default())
            .map_err(|e| format!("{name}: re-assembly: {e}"))?;
        let a = program_lines(&data, plat).map_err(|e| format!("{name}: {e}"))?;
        let b = program_lines(&again, plat).map_err(|e| format!("{name}: re-assembled: {e}"))?;
        if a != b {
            return Err(format!("{name}: re-assembled into another program"));
        }
        Ok(())
    });
    assert_none("ocloc objects", objs.len(), fails);
}

/// An object's program, in a form independent of the order of names: its
/// canonical print with placeholders, the declarations and inputs sorted,
/// the instructions in order.
fn program_lines(data: &[u8], platform: Platform) -> Result<(Vec<String>, Vec<String>), String> {
    let mut obj = visa_binary::read(data).map_err(|e| e.to_string())?;
    let mut text = String::new();
    for r in obj.module.routines.iter_mut() {
        visa_binary::fill_missing(r);
    }
    for r in &obj.module.routines {
        visa_text::print_routine(
            &mut text,
            &obj.module,
            r,
            visa_text::PrintOptions {
                platform,
                ..Default::default()
            },
        );
    }
    let (mut decls, insts): (Vec<String>, Vec<String>) = text
        .lines()
        .map(str::to_string)
        .partition(|l| l.starts_with(".decl") || l.starts_with(".input"));
    decls.sort();
    Ok((decls, insts))
}

/// GenX_IR's objects of the corpus: the text parses and re-assembles into
/// the same object (GEN binaries included).
#[test]
fn genx_objects_disassemble_and_reassemble_exactly() {
    let objs = corpus_files(".genx.isa");
    assert!(objs.len() > 300, "only {} GenX_IR objects", objs.len());
    let fails = each(&objs, |obj| {
        let name = obj.display().to_string();
        let data = std::fs::read(obj).unwrap();
        reassembles(&name, &data, obj, Layout::Genx12504)
    });
    assert_none("GenX_IR objects", objs.len(), fails);
}

/// `dis` of `data` (the file `path`) exits 0 and its text, assembled in
/// `layout` with the object's GEN binaries, gives `data` again.
fn reassembles(name: &str, data: &[u8], path: &Path, layout: Layout) -> Result<(), String> {
    reassembles_or_warns(name, data, path, layout, false)
}

/// [`reassembles`], except that with `may_warn` a truncated object whose
/// placeholders `dis` says cannot add up to the stored size, or name a
/// variable declared later in the object, may give another object (it must
/// say so: never a silent difference).
fn reassembles_or_warns(
    name: &str,
    data: &[u8],
    path: &Path,
    layout: Layout,
    may_warn: bool,
) -> Result<(), String> {
    let (code, text, err) = dis(path);
    if code != 0 {
        return Err(format!("{name}: exit {code}: {err}"));
    }
    let m = parse(name, &text, platform_of(path))?;
    let gens = visa_binary::ObjectView::parse(data)
        .map_err(|e| format!("{name}: header: {e}"))?
        .kernels
        .iter()
        .enumerate()
        .flat_map(|(k, e)| {
            e.gen_binaries.iter().map(move |g| {
                (
                    k,
                    visa_binary::GenBinary {
                        platform: g.platform,
                        data: g.data.to_vec(),
                    },
                )
            })
        })
        .collect();
    let again = visa_binary::write(
        &m,
        &visa_binary::WriteOptions {
            layout,
            gen_binaries: gens,
        },
    )
    .map_err(|e| format!("{name}: re-assembly: {e}"))?;
    let warned = err.contains("placeholder operands cannot add up")
        || err.contains("re-assembles with another order of names");
    if again != data && may_warn && warned {
        return Ok(());
    }
    if again != data {
        let at = again
            .iter()
            .zip(data)
            .position(|(a, b)| a != b)
            .unwrap_or(again.len().min(data.len()));
        return Err(format!(
            "{name}: re-assembled object differs at byte {at} ({} vs {} bytes)",
            again.len(),
            data.len()
        ));
    }
    Ok(())
}

/// The `.visaasm` sources of the corpus (not GenX_IR's re-prints), the
/// examples, the emulator's programs and the verifier's suite cases (small
/// kernels, several of which read completely in both layouts); with whether
/// they are corpus files (outside it, a suite case may break a rule of the
/// grammar, and placeholders need not fit: see below).
fn sources() -> Vec<(PathBuf, bool)> {
    let mut v: Vec<(PathBuf, bool)> = corpus_files(".visaasm")
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".genx.visaasm"))
        .map(|p| (p, true))
        .collect();
    v.push((root().join("examples/vadd.visaasm"), true));
    for (dir, in_corpus) in [("tests/emu", false), ("tests/verify/cases", false)] {
        let mut files = Vec::new();
        walk(&root().join(dir), &mut files);
        files.retain(|p| p.extension().is_some_and(|e| e == "visaasm"));
        files.sort();
        v.extend(files.into_iter().map(|p| (p, in_corpus)));
    }
    v
}

/// `xvisa asm`'s output in both layouts for every source above:
/// `dis` reads it in the layout it was written in (checked by re-assembling
/// in that layout: a wrong reading cannot give the same bytes).
#[test]
fn asm_output_in_both_layouts_disassembles_and_reassembles_exactly() {
    let dir = std::env::temp_dir().join(format!("xvisa-dis-objects-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let srcs = sources();
    let mut jobs = Vec::new();
    for (i, (src, in_corpus)) in srcs.iter().enumerate() {
        let plat = platform_of(src);
        let text = std::fs::read_to_string(src).unwrap();
        let m = match visa_text::parse_with(&text, visa_text::ParseOptions { platform: plat }) {
            Ok(m) => m,
            Err(_) if !in_corpus => continue,
            Err(e) => panic!("{}: {e}", src.display()),
        };
        for (layout, tag) in [(Layout::Genx12504, "genx"), (Layout::Full, "full")] {
            let bytes = visa_binary::write(
                &m,
                &visa_binary::WriteOptions {
                    layout,
                    gen_binaries: Vec::new(),
                },
            )
            .unwrap_or_else(|e| panic!("{}: {e}", src.display()));
            // Named after the source so that `platform_of` finds it.
            let stem = src.file_stem().unwrap().to_string_lossy();
            let sub = dir.join(format!(
                "{i}{}",
                src.parent()
                    .unwrap()
                    .to_string_lossy()
                    .split("/tests/corpus")
                    .nth(1)
                    .unwrap_or("")
            ));
            std::fs::create_dir_all(&sub).unwrap();
            let obj = sub.join(format!("{stem}.{tag}.isa"));
            std::fs::write(&obj, &bytes).unwrap();
            let first = text.lines().next().unwrap_or("");
            if first.starts_with("// platform: ") {
                std::fs::write(sub.join(format!("{stem}.visaasm")), format!("{first}\n")).unwrap();
            }
            // Outside the corpus, truncated objects of programs that break
            // the verifier's rules may need placeholders GenX_IR would not
            // accept; `dis` then warns.
            let may_warn = layout == Layout::Genx12504 && !in_corpus;
            jobs.push((src.clone(), obj, bytes, layout, may_warn));
        }
    }
    let fails = each(&jobs, |(src, obj, bytes, layout, may_warn)| {
        let name = format!("{} ({layout:?} layout)", src.display());
        reassembles_or_warns(&name, bytes, obj, *layout, *may_warn)
    });
    let _ = std::fs::remove_dir_all(&dir);
    assert_none("asm output", jobs.len(), fails);
}

/// An object that neither layout explains is refused (exit 1) with the
/// error of each reading, located by byte offset: here a full-layout object
/// whose last instruction (`ret (M1, 1)`) has an invalid execution size.
#[test]
fn an_object_neither_layout_explains_is_refused_with_both_errors() {
    let src = std::fs::read_to_string(root().join("examples/vadd.visaasm")).unwrap();
    let m = visa_text::parse(&src).unwrap();
    let mut bytes = visa_binary::write(
        &m,
        &visa_binary::WriteOptions {
            layout: Layout::Full,
            gen_binaries: Vec::new(),
        },
    )
    .unwrap();
    let n = bytes.len();
    assert_eq!(
        bytes[n - 4..],
        [0x34, 0, 0, 0],
        "the object ends with `ret (M1, 1)`"
    );
    bytes[n - 3] = 0x0F;
    let dir = std::env::temp_dir().join(format!("xvisa-neither-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("bad.isa");
    std::fs::write(&f, &bytes).unwrap();
    let (code, out, err) = dis(&f);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 1, "{err}");
    assert!(out.is_empty(), "no partial output: {out}");
    assert!(
        err.contains(&format!("offset {}", n - 3))
            && err.contains("invalid execution size")
            && err.contains("in the full layout")
            && err.contains("in GenX_IR's truncated layout"),
        "{err}"
    );
}

/// `--layout` forces a reading: the other layout's object is then refused
/// with a located error, and the right one reads as without it.
#[test]
fn layout_option_forces_a_reading() {
    let src = std::fs::read_to_string(root().join("examples/vadd.visaasm")).unwrap();
    let m = visa_text::parse(&src).unwrap();
    let dir = std::env::temp_dir().join(format!("xvisa-force-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (layout, right, wrong) in [
        (Layout::Genx12504, "genx", "full"),
        (Layout::Full, "full", "genx"),
    ] {
        let bytes = visa_binary::write(
            &m,
            &visa_binary::WriteOptions {
                layout,
                gen_binaries: Vec::new(),
            },
        )
        .unwrap();
        let f = dir.join(format!("{right}.isa"));
        std::fs::write(&f, &bytes).unwrap();
        let run = |cmd: &str, l: &str| {
            Command::new(env!("CARGO_BIN_EXE_xvisa"))
                .args([cmd, "--layout", l])
                .arg(&f)
                .output()
                .unwrap()
        };
        let auto = dis(&f);
        let forced = run("dis", right);
        assert_eq!(forced.status.code(), Some(0));
        assert_eq!(String::from_utf8_lossy(&forced.stdout), auto.1, "{right}");
        let bad = run("dis", wrong);
        assert_eq!(bad.status.code(), Some(1), "{right} object read as {wrong}");
        assert!(String::from_utf8_lossy(&bad.stderr).contains("offset "));
        assert!(bad.stdout.is_empty());
        assert_eq!(run("verify", right).status.code(), Some(0));
        assert_eq!(run("verify", wrong).status.code(), Some(1));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
