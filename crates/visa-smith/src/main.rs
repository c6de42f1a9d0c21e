//! `visa-smith`: the finalizer's differential fuzzer over seeds.
//!
//! ```text
//! visa-smith run [--seconds S] [--seeds N] [--start SEED] [--out DIR] [--mixed-sources]
//! visa-smith show SEED [--mixed-sources]            # the case of a seed, as a file
//! visa-smith check FILE            # one case file through the check
//! visa-smith reduce FILE [-o OUT]  # delete lines while it still fails
//! ```
//!
//! `run` checks seeds `START, START+1, ...` until the time or the count is
//! reached and prints the tally; failing cases are written to `DIR`
//! (default `out/smith`) as `seed-N.visaasm`. Exit status 1 when a case
//! failed (a difference, a GCN run error, a panic) or was invalid (a
//! generator bug), 2 on usage errors.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use visa_smith::{case_of_seed_with, check, reduce, Case, Config, Outcome};

fn usage() -> ! {
    eprintln!("usage: visa-smith run [--seconds S] [--seeds N] [--start SEED] [--out DIR] [--mixed-sources] | show SEED [--mixed-sources] | check FILE | reduce FILE [-o OUT]");
    std::process::exit(2)
}

fn tmpdir() -> PathBuf {
    std::env::temp_dir().join(format!("visa-smith-{}", std::process::id()))
}

fn num<T: std::str::FromStr>(s: Option<String>) -> T {
    s.and_then(|s| s.parse().ok()).unwrap_or_else(|| usage())
}

fn read_case(path: &str) -> Case {
    let src = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("visa-smith: {path}: {e}");
        std::process::exit(2)
    });
    Case::from_file(&src).unwrap_or_else(|e| {
        eprintln!("visa-smith: {path}: {e}");
        std::process::exit(1)
    })
}

/// The check, with a panic turned into a failure.
fn guarded(c: &Case, tmp: &Path) -> Outcome {
    match catch_unwind(AssertUnwindSafe(|| check(c, tmp))) {
        Ok(o) => o,
        Err(p) => {
            let m = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Outcome::Mismatch(format!("panic: {m}"))
        }
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let cmd = args.next().unwrap_or_else(|| usage());
    let tmp = tmpdir();
    let code = match cmd.as_str() {
        "run" => {
            let (mut secs, mut seeds, mut start) = (60u64, u64::MAX, 0u64);
            let mut out = PathBuf::from("out/smith");
            let mut cfg = Config::default();
            while let Some(a) = args.next() {
                match a.as_str() {
                    "--seconds" => secs = num(args.next()),
                    "--seeds" => seeds = num(args.next()),
                    "--start" => start = num(args.next()),
                    "--out" => out = PathBuf::from(args.next().unwrap_or_else(|| usage())),
                    "--mixed-sources" => cfg.mixed_sources = true,
                    _ => usage(),
                }
            }
            run(secs, seeds, start, &out, &tmp, cfg)
        }
        "show" => {
            let s: u64 = num(args.next());
            let cfg = Config {
                mixed_sources: args.next().as_deref() == Some("--mixed-sources"),
            };
            print!("{}", case_of_seed_with(s, cfg).to_file());
            0
        }
        "check" => {
            let c = read_case(&args.next().unwrap_or_else(|| usage()));
            let o = guarded(&c, &tmp);
            println!("{o:?}");
            match o {
                Outcome::Match | Outcome::Refused(_) => 0,
                _ => 1,
            }
        }
        "reduce" => {
            let path = args.next().unwrap_or_else(|| usage());
            let c = read_case(&path);
            let first = guarded(&c, &tmp);
            let Outcome::Mismatch(m) = &first else {
                eprintln!("visa-smith: {path}: does not fail ({first:?})");
                std::process::exit(1)
            };
            // Same kind of failure: the message up to its first colon.
            let kind = m.split(':').next().unwrap_or("").to_string();
            let r = reduce(
                &c,
                &mut |x| matches!(guarded(x, &tmp), Outcome::Mismatch(m) if m.split(':').next().unwrap_or("") == kind),
            );
            let text = r.to_file();
            match (args.next().as_deref(), args.next()) {
                (Some("-o"), Some(o)) => std::fs::write(&o, text).unwrap(),
                _ => print!("{text}"),
            }
            println!("// {:?}", guarded(&r, &tmp));
            0
        }
        _ => usage(),
    };
    let _ = std::fs::remove_dir_all(&tmp);
    std::process::exit(code);
}

fn run(secs: u64, seeds: u64, start: u64, out: &Path, tmp: &Path, cfg: Config) -> i32 {
    let t0 = Instant::now();
    let (mut n, mut ok, mut refused, mut invalid, mut failed) = (0u64, 0u64, 0u64, 0u64, 0u64);
    let mut reasons: std::collections::BTreeMap<String, u64> = Default::default();
    let mut seed = start;
    while n < seeds && t0.elapsed() < Duration::from_secs(secs) {
        let c = match catch_unwind(|| case_of_seed_with(seed, cfg)) {
            Ok(c) => c,
            Err(_) => {
                eprintln!("seed {seed}: the generator panicked");
                invalid += 1;
                seed += 1;
                n += 1;
                continue;
            }
        };
        match guarded(&c, tmp) {
            Outcome::Match => ok += 1,
            Outcome::Refused(m) => {
                refused += 1;
                // Group by the reason (after the located instruction).
                let why = m.rsplit("`: ").next().unwrap_or(&m).to_string();
                *reasons.entry(why).or_default() += 1;
            }
            Outcome::Invalid(m) => {
                invalid += 1;
                eprintln!("seed {seed}: generator bug: {m}");
                save(out, seed, &c);
            }
            Outcome::Mismatch(m) => {
                failed += 1;
                eprintln!("seed {seed}: FAIL: {m}");
                save(out, seed, &c);
            }
        }
        n += 1;
        seed += 1;
    }
    println!(
        "{n} cases (seeds {start}..{seed}) in {:.0} s: {ok} match, {refused} refused, {failed} failed, {invalid} invalid (generator bugs)",
        t0.elapsed().as_secs_f64()
    );
    let mut r: Vec<_> = reasons.into_iter().collect();
    r.sort_by_key(|x| std::cmp::Reverse(x.1));
    for (why, k) in r {
        println!("  refused {k:6}: {why}");
    }
    if failed > 0 || invalid > 0 {
        1
    } else {
        0
    }
}

fn save(out: &Path, seed: u64, c: &Case) {
    let _ = std::fs::create_dir_all(out);
    let _ = std::fs::write(out.join(format!("seed-{seed}.visaasm")), c.to_file());
}
