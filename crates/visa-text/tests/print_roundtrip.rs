//! Inputs the `parse` fuzz target found where printing what was parsed did
//! not give text that parses back to a fixed point (the target's property,
//! checked here on each).

fn check(src: &str) {
    let m = visa_text::parse(src).expect("the input parses");
    let once = visa_text::print_module(&m);
    let m2 = visa_text::parse(&once)
        .unwrap_or_else(|e| panic!("printed text must parse: {e:?}\n{once}"));
    // The canonical layout may reorder declarations (and so the string
    // pool); what the program says stays.
    for (a, b) in m.routines.iter().zip(&m2.routines) {
        assert_eq!(
            (&a.name, &a.labels, &a.insts),
            (&b.name, &b.labels, &b.insts)
        );
    }
    assert_eq!(m.routines.len(), m2.routines.len());
    assert_eq!(
        visa_text::print_module(&m2),
        once,
        "print is not a fixed point"
    );
}

#[test]
fn control_bytes_in_names_print_as_two_hex_digits() {
    // Found by fuzzing: NUL then `a` printed as `\x0a`, which reads back as
    // a newline.
    check(".version 4.1\n.kernel \"co1ll\0\0\0atz\"\n");
    check(".version 4.1\n.kernel \"k\\x01\\x7f\\xff2\\x0\"\n");
    let m = visa_text::parse(".version 4.1\n.kernel \"a\0b\"\n").unwrap();
    assert!(visa_text::print_module(&m).contains(".kernel \"a\\x00b\""));
}

#[test]
fn names_that_are_not_words_print_as_string_literals() {
    // Found by fuzzing: `.function "f\0g"` printed its `f\0g:` label line
    // raw, which does not lex.
    check(".version 4.1\n.kernel \"k\"\n.function \"f\0g\"\n    ret (M1, 1)\n");
    let src = ".version 4.1\n.kernel \"k\"\n.decl VD v_type=G type=ud num_elts=16 align=GRF\n    call (M1, 1) \"sub one\"\n    faddr \"ext fn\" VD(0,0)<1>\n    ret (M1, 1)\n.function \"sub one\"\n    ret (M1, 1)\n";
    check(src);
    let printed = visa_text::print_module(&visa_text::parse(src).unwrap());
    assert!(printed.contains("call (M1, 1) \"sub one\""), "{printed}");
    assert!(printed.contains("faddr \"ext fn\" VD"), "{printed}");
    assert!(!printed.contains("sub one:"), "{printed}");
}

#[test]
fn a_file_with_only_a_version_prints_its_version() {
    // Found by fuzzing: nothing was printed, and an empty file does not parse.
    check(".version 4.1\n\n");
    check(".version 3.6\n");
    let m = visa_text::parse(".version 3.6\n").unwrap();
    assert_eq!(visa_text::print_module(&m), ".version 3.6\n");
}
