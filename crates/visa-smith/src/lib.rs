//! Random valid vISA kernels, in the spirit of `wasm-smith`, and the
//! differential check of the finalizer they feed: each generated kernel
//! must be clean for the verifier, and when `xvisa finalize` compiles it,
//! the finalized code object must compute on the GCN emulator exactly the
//! buffers the vISA emulator computes (bit for bit; the generator uses
//! only exact operations). A refusal with the finalizer's message is
//! allowed and counted; a panic or a difference is a failure.
//!
//! A [`Case`] is the kernel text, its input buffer and the slots of its
//! output buffer; [`Case::to_file`] and [`Case::from_file`] keep it as one
//! `.visaasm` file with the data in comments, so failures are kept as
//! regression tests (`tests/regress`) and reduced by line deletion
//! ([`reduce`]).
#![deny(missing_docs)]

pub mod diff;
pub mod gen;

pub use diff::{check, reduce, Outcome};
pub use gen::{generate, generate_with, Config};

use visa::{DataType, Platform};

/// A region of the output buffer: where one variable was stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The variable stored.
    pub name: String,
    /// Its type (floats compare NaN to NaN as equal: see [`diff`]).
    pub ty: DataType,
    /// Byte offset in the output buffer.
    pub off: u32,
    /// Bytes.
    pub bytes: u32,
}

/// One generated kernel with its launch and data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// Platform the kernel is written for (GRF size).
    pub platform: Platform,
    /// SIMD width: the launch is one work-group of one vISA thread.
    pub simd: u32,
    /// The kernel as `.visaasm` text (arguments `IN`, `OUT`: global
    /// pointers).
    pub text: String,
    /// Contents of the `IN` buffer.
    pub input: Vec<u8>,
    /// Size of the `OUT` buffer (zeros before the run).
    pub out_bytes: u32,
    /// What the `OUT` buffer holds.
    pub outputs: Vec<Slot>,
}

impl Case {
    /// The case as one `.visaasm` file: the kernel, preceded by comment
    /// lines holding the platform, SIMD width, data and output slots.
    pub fn to_file(&self) -> String {
        let mut s = String::new();
        s.push_str(&format!(
            "// smith: platform={} simd={} out={}\n",
            self.platform.name(),
            self.simd,
            self.out_bytes
        ));
        for ch in self.input.chunks(64) {
            s.push_str("// smith-in: ");
            for b in ch {
                s.push_str(&format!("{b:02x}"));
            }
            s.push('\n');
        }
        for o in &self.outputs {
            s.push_str(&format!(
                "// smith-out: {} {} {} {}\n",
                o.name,
                o.ty.name(),
                o.off,
                o.bytes
            ));
        }
        s.push_str(&self.text);
        s
    }

    /// Reads a file [`Case::to_file`] wrote (the kernel text may have been
    /// edited).
    pub fn from_file(src: &str) -> Result<Case, String> {
        let mut c = Case {
            platform: Platform::Skl,
            simd: 16,
            text: String::new(),
            input: Vec::new(),
            out_bytes: 0,
            outputs: Vec::new(),
        };
        let mut header = false;
        for (no, line) in src.lines().enumerate() {
            let bad = |m: &str| format!("line {}: {m}", no + 1);
            if let Some(r) = line.strip_prefix("// smith: ") {
                header = true;
                for kv in r.split_whitespace() {
                    match kv.split_once('=') {
                        Some(("platform", v)) => {
                            c.platform =
                                Platform::from_name(v).ok_or_else(|| bad("unknown platform"))?
                        }
                        Some(("simd", v)) => c.simd = v.parse().map_err(|_| bad("bad simd"))?,
                        Some(("out", v)) => {
                            c.out_bytes = v.parse().map_err(|_| bad("bad out size"))?
                        }
                        _ => return Err(bad("unknown field")),
                    }
                }
            } else if let Some(r) = line.strip_prefix("// smith-in: ") {
                let r = r.trim();
                if r.len() % 2 != 0 {
                    return Err(bad("odd number of hex digits"));
                }
                for i in (0..r.len()).step_by(2) {
                    c.input.push(
                        u8::from_str_radix(r.get(i..i + 2).ok_or_else(|| bad("bad hex"))?, 16)
                            .map_err(|_| bad("bad hex"))?,
                    );
                }
            } else if let Some(r) = line.strip_prefix("// smith-out: ") {
                let f: Vec<&str> = r.split_whitespace().collect();
                let [name, ty, off, bytes] = f.as_slice() else {
                    return Err(bad("want NAME TYPE OFFSET BYTES"));
                };
                c.outputs.push(Slot {
                    name: name.to_string(),
                    ty: DataType::from_name(ty).ok_or_else(|| bad("unknown type"))?,
                    off: off.parse().map_err(|_| bad("bad offset"))?,
                    bytes: bytes.parse().map_err(|_| bad("bad size"))?,
                });
            } else {
                c.text.push_str(line);
                c.text.push('\n');
            }
        }
        if !header {
            return Err("no `// smith:` line".into());
        }
        Ok(c)
    }
}

/// The bytes of a 64-bit seed's case: a SplitMix64 stream long enough for
/// the largest kernel, so seeds name cases reproducibly.
pub fn seed_bytes(seed: u64) -> Vec<u8> {
    let mut x = seed;
    let mut out = Vec::with_capacity(16384);
    while out.len() < 16384 {
        x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        out.extend_from_slice(&z.to_le_bytes());
    }
    out
}

/// The case of a seed.
pub fn case_of_seed(seed: u64) -> Case {
    case_of_seed_with(seed, Config::default())
}

/// The case of a seed under a configuration.
pub fn case_of_seed_with(seed: u64, cfg: Config) -> Case {
    let b = seed_bytes(seed);
    let mut u = arbitrary::Unstructured::new(&b);
    // The stream is long enough that generation never runs dry.
    generate_with(&mut u, cfg).expect("16 KiB of seed bytes suffice")
}
