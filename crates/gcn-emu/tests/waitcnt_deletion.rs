//! Deleting each `s_waitcnt` from clang's code: the emulator reports the
//! first read of a register that an outstanding load still writes, naming
//! the load, unless the wait only orders memory (before a barrier, the end
//! of the program, a call or return, a cache invalidation, or a store).

mod corpus;

use corpus::{cases, check_outputs, run_mode, Mode, Outcome, Sink, CHECKED};

/// `.text` file offset and virtual address.
fn text_section(bytes: &[u8]) -> (u64, u64) {
    let co = amdgpu::elf::CodeObject::parse(bytes).unwrap();
    let t = co.sections.iter().find(|s| s.name == ".text").unwrap();
    (t.offset, t.addr)
}

fn is_wait(t: &str) -> bool {
    t.starts_with("s_waitcnt") && !t.starts_with("s_waitcnt_depctr")
}

#[test]
fn every_needed_wait_is_reported_when_deleted() {
    let targets = std::env::var("GCN_TARGETS").unwrap_or_else(|_| corpus::RUNNABLE.join(","));
    let filter = std::env::var("GCN_CORPUS").ok();
    let (mut reported, mut unneeded, mut unreached, mut changed) = (0, 0, 0, 0);
    let mut failures = Vec::new();
    for c in cases(filter.as_deref(), Some(&targets)) {
        let bytes = std::fs::read(&c.code_object).unwrap();
        let prog = gcn_emu::Program::new(&bytes).unwrap();
        let (text_off, text_addr) = text_section(&bytes);
        // the waits this kernel executes (from a trace of the run)
        let sink = Sink::default();
        run_mode(&c, &bytes, CHECKED, Some(sink.clone())).unwrap();
        let trace = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
        let executed: std::collections::BTreeSet<u64> = trace
            .lines()
            .filter_map(|l| l.split_whitespace().nth(2))
            .filter_map(|a| u64::from_str_radix(a.trim_start_matches("0x"), 16).ok())
            .collect();
        for (addr, text) in prog.listing() {
            if !is_wait(&text) {
                continue;
            }
            if !executed.contains(&addr) {
                unreached += 1;
                continue;
            }
            let mut patched = bytes.clone();
            let off = (addr - text_addr + text_off) as usize;
            patched[off..off + 4].copy_from_slice(&0xbf80_0000u32.to_le_bytes());
            match run_mode(&c, &patched, CHECKED, None) {
                Err(e) if e.contains("before `") || e.contains("while `") => {
                    reported += 1;
                    // the independent model agrees that something was
                    // read too early: with late loads, results change
                    // (or the kernel faults) in at least some cases
                    let late = Mode {
                        checks: true,
                        stop: false,
                        deferred: true,
                    };
                    match run_mode(&c, &patched, late, None) {
                        Ok(out) => {
                            if let Outcome::Fail(_) = check_outputs(&c, &out) {
                                changed += 1;
                            }
                        }
                        Err(_) => changed += 1,
                    }
                }
                Err(e) => failures.push(format!(
                    "{} {} {addr:#x} `{text}`: unexpected error: {e}",
                    c.target, c.kernel
                )),
                Ok(_) => {
                    // Not reported: then the wait is not needed on this run.
                    // Check it independently: loads deliver their data only
                    // when a wait completes them, and the results must
                    // still be pocl's.
                    let late = Mode {
                        checks: true,
                        stop: false,
                        deferred: true,
                    };
                    match run_mode(&c, &patched, late, None) {
                        Ok(out) => match check_outputs(&c, &out) {
                            Outcome::Pass => unneeded += 1,
                            Outcome::Fail(w) => failures.push(format!(
                                "{} {} {addr:#x} `{text}`: deleted, nothing reported, but the results change when loads arrive late: {w}",
                                c.target, c.kernel
                            )),
                        },
                        Err(e) => failures.push(format!(
                            "{} {} {addr:#x} `{text}`: late-arrival run failed: {e}",
                            c.target, c.kernel
                        )),
                    }
                }
            }
        }
    }
    eprintln!(
        "waitcnt deletion: {reported} reported ({changed} of them change the results when loads arrive late), {unneeded} not needed on the run (results unchanged with late loads), {unreached} not executed, {} failures",
        failures.len()
    );
    for f in &failures {
        eprintln!("  {f}");
    }
    assert!(reported > 0);
    // the late-arrival model is not vacuous
    assert!(
        changed * 2 > reported,
        "late loads changed only {changed} of {reported} results"
    );
    assert!(
        failures.is_empty(),
        "{} deletions went wrong",
        failures.len()
    );
}
