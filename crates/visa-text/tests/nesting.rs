//! Integer expressions nest (parentheses, unary operators, `?:`), and the
//! parser recurses on them: nesting beyond `MAX_EXPR_DEPTH` is a located
//! error, not a stack overflow (10 000 parentheses once aborted fmt, asm,
//! verify and run with SIGABRT).

use visa_text::{parse, parse_for_verifier, MAX_EXPR_DEPTH};

fn program(imm: &str) -> String {
    format!(
        ".version 4.1\n.kernel \"k\"\n.decl VA v_type=G type=d num_elts=8\n    mov (M1, 8) VA(0,0)<1> {imm}:d\n    ret (M1, 1)\n"
    )
}

/// The three ways to nest, `n` levels deep, around the literal 7 (an
/// immediate is a unary expression: a conditional needs parentheses, which
/// count as one level).
fn nests(n: usize) -> [(&'static str, String); 3] {
    [
        (
            "parentheses",
            format!("{}7{}", "(".repeat(n), ")".repeat(n)),
        ),
        (
            "unary operators",
            format!("{}7", "-~".repeat(n / 2) + &"-".repeat(n % 2)),
        ),
        ("conditionals", format!("({}7)", "0?1:".repeat(n - 1))),
    ]
}

#[test]
fn nesting_at_the_limit_parses() {
    // Test threads have the default 2 MiB stack: the limit must fit in it
    // in debug builds too.
    for (what, e) in nests(MAX_EXPR_DEPTH as usize) {
        let m = parse(&program(&e)).unwrap_or_else(|err| panic!("{what}: {err}"));
        assert_eq!(m.routines[0].insts.len(), 2, "{what}");
    }
}

#[test]
fn nesting_past_the_limit_is_a_located_error() {
    for depth in [MAX_EXPR_DEPTH as usize + 1, 10_000, 200_000] {
        for (what, e) in nests(depth) {
            let src = program(&e);
            for r in [
                parse(&src).map(|_| ()),
                parse_for_verifier(&src, Default::default()).map(|_| ()),
            ] {
                let err = r.expect_err(what);
                assert_eq!(err.line, 4, "{what} {depth}");
                assert!(
                    err.message
                        .contains(&format!("nested more than {MAX_EXPR_DEPTH} levels deep")),
                    "{what} {depth}: {}",
                    err.message
                );
                // The caret points into the expression, at the level that
                // went too deep.
                let col = err.col;
                assert!(
                    col > 24 && col < 24 + 4 * (MAX_EXPR_DEPTH as usize + 2),
                    "{what}: {col}"
                );
            }
        }
    }
}

#[test]
fn nested_values_are_right() {
    let v = |e: &str| {
        let m = parse(&program(e)).unwrap();
        match &m.routines[0].insts[0].operands[1] {
            visa::Operand::Vec(visa::VecOperand::Immediate { bits, .. }) => *bits as u32 as i32,
            o => panic!("{o:?}"),
        }
    };
    assert_eq!(v("((((1+2))*3))"), 9);
    assert_eq!(v("--7"), 7);
    assert_eq!(v("~~7"), 7);
    assert_eq!(v("(0?1:0?2:3)"), 3);
}
