//! Inputs the `parse` fuzz target found where printing what was parsed did
//! not give text that parses back to a fixed point (the target's property,
//! checked here on each).

fn check(src: &str) {
    let m = visa_text::parse(src).expect("the input parses");
    let once = visa_text::print_module(&m);
    let m2 = visa_text::parse(&once)
        .unwrap_or_else(|e| panic!("printed text must parse: {e:?}\n{once}"));
    assert_eq!(m2, m, "printed text parses to a different module");
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
fn a_file_with_only_a_version_prints_its_version() {
    // Found by fuzzing: nothing was printed, and an empty file does not parse.
    check(".version 4.1\n\n");
    check(".version 3.6\n");
    let m = visa_text::parse(".version 3.6\n").unwrap();
    assert_eq!(visa_text::print_module(&m), ".version 3.6\n");
}
