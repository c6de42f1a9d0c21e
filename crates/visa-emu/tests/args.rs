//! The kernel's arguments as the zebin describes them (`kernels_misc_info`:
//! names, qualifiers, types and sizes), binding messages that name them, and
//! buffers that are not allocated eagerly.

use std::path::PathBuf;

use visa_emu::{ArgKind, ArgValue, Device, Zebin};

fn zebin(platform: &str, dir: &str, file: &str) -> Zebin {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/corpus/ocl")
        .join(platform)
        .join(dir)
        .join(file);
    Zebin::parse(&std::fs::read(&p).unwrap()).unwrap()
}

#[test]
fn arguments_come_with_names_kinds_and_sizes() {
    let z = zebin("skl", "collatz", "collatz.bin");
    let k = z.kernel("collatz").unwrap();
    assert_eq!(k.arg_count(), 2);
    let a0 = k.arg_info(0).unwrap();
    assert_eq!(
        (
            a0.name.as_str(),
            a0.type_name.as_str(),
            a0.address_qualifier.as_str(),
            a0.size
        ),
        ("steps", "uint*", "__global", Some(8))
    );
    let a1 = k.arg_info(1).unwrap();
    assert_eq!(
        (a1.name.as_str(), a1.type_name.as_str(), a1.size),
        ("start", "ulong", Some(8))
    );
    assert_eq!(k.arg_kind(0), Some(ArgKind::Buffer));
    assert_eq!(k.arg_kind(1), Some(ArgKind::Value));
    assert_eq!(k.arg_kind(2), None);
}

#[test]
fn every_corpus_kernel_lists_its_arguments() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/ocl");
    let mut kernels = 0;
    for plat in ["skl", "tgllp", "dg2-g10", "pvc"] {
        for dir in std::fs::read_dir(root.join(plat)).unwrap().flatten() {
            for f in std::fs::read_dir(dir.path()).unwrap().flatten() {
                let p = f.path();
                if p.extension().is_some_and(|e| e == "bin") {
                    let z = Zebin::parse(&std::fs::read(&p).unwrap()).unwrap();
                    for k in &z.kernels {
                        kernels += 1;
                        // Every argument the payload uses is listed, with a
                        // kind that agrees with how the payload uses it.
                        for i in 0..k.arg_count() {
                            let info = k.arg_info(i).unwrap_or_else(|| {
                                panic!("{}: {} argument {i} not listed", p.display(), k.name)
                            });
                            assert!(!info.name.is_empty(), "{}", p.display());
                            assert!(k.arg_kind(i).is_some(), "{} {} {i}", p.display(), k.name);
                        }
                    }
                }
            }
        }
    }
    assert!(kernels > 300, "{kernels}");
}

#[test]
fn binding_errors_name_the_argument_and_what_was_given() {
    let z = zebin("skl", "collatz", "collatz.bin");
    let k = z.kernel("collatz").unwrap();
    let mut dev = Device::new();
    let b = dev.zeros(64);
    let msg = |args: &[ArgValue], dev: &mut Device| {
        visa_emu::bind(dev, &z, k, args, [64, 1, 1], [64, 1, 1], 1)
            .err()
            .expect("refused")
            .to_string()
    };
    let m = msg(
        &[
            ArgValue::Bytes(vec![5, 0, 0, 0]),
            ArgValue::Bytes(vec![0; 8]),
        ],
        &mut dev,
    );
    assert_eq!(
        m,
        "argument 0 (`steps`) is a buffer (buffer_address), but a value of 4 bytes was given"
    );
    let m = msg(&[ArgValue::Buffer(b), ArgValue::Local(8)], &mut dev);
    assert_eq!(
        m,
        "argument 1 (`start`) is passed by value, but a __local size (8 bytes) was given"
    );
    let m = msg(&[ArgValue::Buffer(b)], &mut dev);
    assert_eq!(
        m,
        "the kernel needs argument 1 (`start`: a by-value argument), but 1 argument was given"
    );
}

#[test]
fn zero_buffers_are_fallible_and_lazy() {
    let mut dev = Device::new();
    // More than any address space: refused, not an abort.
    assert!(dev.try_zeros(usize::MAX).is_none());
    assert!(dev.try_zeros(isize::MAX as usize + 1).is_none());
    // 4 GiB of zeros: the pages are not touched, so this costs no memory
    // until written (the process would otherwise need 4 GiB here).
    let b = dev.try_zeros(4 << 30).expect("4 GiB of address space");
    assert_eq!(dev.len(b), 4 << 30);
    let bytes = dev.bytes(b);
    assert_eq!((bytes[0], bytes[(4 << 30) - 1]), (0, 0));
    // Taking a vector over does not copy it.
    let v = vec![1u8, 2, 3];
    let p = v.as_ptr();
    let b = dev.buffer_from(v);
    assert_eq!(dev.bytes(b).as_ptr(), p);
}
