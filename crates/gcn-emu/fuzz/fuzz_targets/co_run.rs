//! What `xvisa co run` does with a code object: load it, bind arguments of
//! every kind its metadata names, and run every kernel for one work-group,
//! checked and unchecked. Must return errors, never panic, hang or
//! allocate without bound, on any input.
#![no_main]
use gcn_emu::{ArgValue, Device, Launch, Program};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(prog) = Program::new(data) else {
        return;
    };
    for k in prog.kernels.iter().take(2) {
        let mut dev = Device::new();
        let mut args = Vec::new();
        for a in k.visible_args() {
            args.push(match a.kind.as_str() {
                "global_buffer" => ArgValue::Buffer(dev.zeros(1024)),
                "dynamic_shared_pointer" => ArgValue::Local(256),
                _ => ArgValue::Bytes(vec![1; (a.size as usize).min(256)]),
            });
        }
        let items = k.wave_size.min(k.max_flat_workgroup_size.max(1));
        for checks in [true, false] {
            let mut l = Launch::new(&k.name, [items * 2, 1, 1], [items, 1, 1], 1);
            l.args = args.clone();
            l.max_instructions = 5000;
            l.dynamic_stack = 1024;
            l.checks = checks;
            l.deferred_writeback = !checks;
            let _ = dev.launch(&prog, &l);
        }
    }
});
