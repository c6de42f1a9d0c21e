//! Output files are written atomically (temporary file, then rename), except
//! that a special file such as a FIFO or `/dev/null` is written in place:
//! renaming over `/dev/null` once turned it into a plain file on a build
//! machine.

use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::Command;

#[test]
fn output_to_a_fifo_writes_into_it_and_keeps_it() {
    let dir = std::env::temp_dir().join(format!("xvisa-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("out.isa");
    let _ = std::fs::remove_file(&fifo);
    let st = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(st.success());
    // A reader drains the FIFO while xvisa writes to it.
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(&fifo).expect("read fifo"))
    };
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let st = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root)
        .args(["asm", "examples/vadd.visaasm", "-o"])
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(st.success());
    // Checked before joining: had xvisa renamed a file over the FIFO, the
    // reader would wait for a writer forever.
    let meta = std::fs::symlink_metadata(&fifo).unwrap();
    assert!(
        meta.file_type().is_fifo(),
        "the FIFO was replaced by a plain file"
    );
    let got = reader.join().unwrap();
    assert_eq!(&got[..4], b"CISA", "the object went through the FIFO");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn output_to_a_plain_file_is_replaced_whole() {
    let dir = std::env::temp_dir().join(format!("xvisa-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("k.isa");
    std::fs::write(&out, vec![b'x'; 100_000]).unwrap();
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let st = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root)
        .args(["asm", "examples/vadd.visaasm", "-o"])
        .arg(&out)
        .status()
        .unwrap();
    assert!(st.success());
    let got = std::fs::read(&out).unwrap();
    assert_eq!(&got[..4], b"CISA");
    assert!(got.len() < 100_000, "no stale bytes after the new object");
    let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(leftovers.len(), 1, "no temporary file left behind");
    let _ = std::fs::remove_dir_all(&dir);
}
