//! Printer: IR to `.visaasm` in the reference's canonical layout.
//!
//! The layout is the one `GenX_IR -dumpcommonisa` prints: the version and
//! kernel lines, the commented table of predefined variables, declarations by
//! class, inputs, kernel attributes, then instructions with the instruction
//! id in a `/// $N` comment at column 81. Where the reference's own output
//! would lose information or not parse again, the printer keeps the
//! information instead; each such place says so.

use visa::*;

use crate::syntax;

/// Printing options.
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    /// Print the commented header of predefined variables.
    pub predefined_header: bool,
    /// Print `/// $N` instruction ids.
    pub inst_ids: bool,
    /// Target platform (its GRF size appears in `&V[off]` offsets).
    pub platform: Platform,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            predefined_header: true,
            inst_ids: true,
            platform: Platform::Skl,
        }
    }
}

/// Name lookups for one routine.
pub struct Ctx<'a> {
    /// The routine being printed.
    pub r: &'a Routine,
    /// GRF size in bytes of the target platform (byte offsets of `&V[off]`).
    pub grf: u32,
}

impl Ctx<'_> {
    /// Name of general variable `id` (`V<id>` for ids with no declaration).
    pub fn var_name(&self, id: u32) -> String {
        self.r
            .var_name(id)
            .map_or_else(|| format!("V{id}"), str::to_string)
    }

    /// Name of address variable `i`.
    pub fn addr_name(&self, i: u16) -> String {
        self.r
            .addrs
            .get(i as usize)
            .map_or_else(|| format!("A{i}"), |v| v.name.clone())
    }

    /// Name of predicate `id` (1-based).
    pub fn pred_name(&self, id: u16) -> String {
        (id as usize)
            .checked_sub(1)
            .and_then(|i| self.r.preds.get(i))
            .map_or_else(|| format!("P{id}"), |v| v.name.clone())
    }

    /// Name of surface `id` (predefined surfaces first).
    pub fn surface_name(&self, id: u32) -> String {
        if id < NUM_PREDEFINED_SURFACES {
            return PREDEFINED_SURFACES[id as usize].to_string();
        }
        self.r
            .surfaces
            .get((id - NUM_PREDEFINED_SURFACES) as usize)
            .map_or_else(|| format!("T{id}"), |v| v.name.clone())
    }

    /// Name of sampler `id`.
    pub fn sampler_name(&self, id: u32) -> String {
        if id == BINDLESS_SAMPLER {
            return "S31".to_string();
        }
        self.r
            .samplers
            .get(id as usize)
            .map_or_else(|| format!("S{id}"), |v| v.name.clone())
    }

    /// Name of label `id` (`L<id>` if out of range).
    pub fn label_name(&self, id: u16) -> String {
        self.r
            .labels
            .get(id as usize)
            .map_or_else(|| format!("L{id}"), |l| l.name.clone())
    }
}

/// Encodes a string literal as the reference does.
pub fn string_literal(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &c in bytes {
        match c {
            7 => s += "\\a",
            8 => s += "\\b",
            0x1B => s += "\\e",
            0x0C => s += "\\f",
            b'\n' => s += "\\n",
            b'\r' => s += "\\r",
            b'\t' => s += "\\t",
            0x0B => s += "\\v",
            b'\'' => s += "\\'",
            b'"' => s += "\\\"",
            b'\\' => s += "\\\\",
            c if (0x20..0x7F).contains(&c) => s.push(c as char),
            c => s += &format!("\\x{c:x}"),
        }
    }
    s.push('"');
    s
}

fn attr_text(a: &Attribute, kernel: bool) -> String {
    let mut s = format!(".{}attr {}=", if kernel { "kernel_" } else { "" }, a.name);
    match &a.value {
        AttrValue::Int { value, .. } => {
            if kernel && a.name == "Target" {
                match value {
                    0 => s += "\"cm\"",
                    1 => s += "\"3d\"",
                    2 => s += "\"cs\"",
                    v => s += &v.to_string(),
                }
            } else {
                s += &(*value as i32).to_string();
            }
        }
        AttrValue::Str(b) => s += &string_literal(b),
    }
    s
}

fn decl_attrs(attrs: &[Attribute]) -> String {
    if attrs.is_empty() {
        return String::new();
    }
    // Declarations take their attributes in `attrs={...}`.
    let parts: Vec<String> = attrs
        .iter()
        .map(|a| match &a.value {
            AttrValue::Int { size: 0, .. } => a.name.clone(),
            AttrValue::Int { value, .. } => format!("{}={}", a.name, *value as i32),
            AttrValue::Str(b) => format!("{}={}", a.name, string_literal(b)),
        })
        .collect();
    format!(" attrs={{{}}}", parts.join(","))
}

/// Prints a whole module.
pub fn print_module(m: &Module) -> String {
    print_module_with(m, PrintOptions::default())
}

/// Prints a whole module with options.
pub fn print_module_with(m: &Module, opts: PrintOptions) -> String {
    let mut out = String::new();
    for (i, r) in m.routines.iter().enumerate() {
        // The reference writes one file per routine, each with a `.version`
        // line; its grammar reads only one, at the top of a file.
        if i > 0 {
            out.push('\n');
        }
        routine(&mut out, m, r, opts, i == 0);
    }
    out
}

/// Prints one routine, with the `.version` line.
pub fn print_routine(out: &mut String, m: &Module, r: &Routine, opts: PrintOptions) {
    routine(out, m, r, opts, true);
}

fn routine(out: &mut String, m: &Module, r: &Routine, opts: PrintOptions, version: bool) {
    let ctx = Ctx {
        r,
        grf: opts.platform.grf_size(),
    };
    if version {
        out.push_str(&format!(".version {}.{}\n", m.major, m.minor));
    }
    // (The reference replaces `.` in names by spaces here, which loses the name.)
    out.push_str(if r.is_kernel() {
        ".kernel "
    } else {
        ".global_function "
    });
    out.push_str(&string_literal(r.name.as_bytes()));
    out.push('\n');
    if r.is_kernel() {
        // Every function of the module, one a line under the kernel line.
        for f in m.routines.iter().filter(|f| !f.is_kernel()) {
            out.push_str(".funcdecl ");
            out.push_str(&string_literal(f.name.as_bytes()));
            out.push('\n');
        }
    }
    if opts.predefined_header {
        out.push_str("\n/// VISA Predefined Variables");
        for v in PREDEFINED_VARS.iter() {
            out.push_str(&format!("\n// .decl V{} v_type=G v_name={}", v.id, v.name));
        }
        for (i, s) in PREDEFINED_SURFACES.iter().enumerate() {
            out.push_str(&format!("\n// .decl T{i} v_type=T v_name={s}"));
        }
        out.push('\n');
    }
    for v in &r.vars {
        out.push_str(&format!(
            "\n.decl {} v_type=G type={} num_elts={}",
            v.name,
            v.ty.name(),
            v.num_elements
        ));
        if v.align != Align::Byte {
            out.push_str(&format!(" align={}", v.align.name()));
        }
        if let Some(a) = v.alias {
            out.push_str(&format!(" alias=<{}, {}>", ctx.var_name(a.base), a.offset));
        }
        out.push_str(&decl_attrs(&v.attrs));
    }
    for a in &r.addrs {
        out.push_str(&format!(
            "\n.decl {} v_type=A num_elts={}",
            a.name, a.num_elements
        ));
        out.push_str(&decl_attrs(&a.attrs));
    }
    for p in &r.preds {
        out.push_str(&format!(
            "\n.decl {} v_type=P num_elts={}",
            p.name, p.num_elements
        ));
        out.push_str(&decl_attrs(&p.attrs));
    }
    for s in &r.samplers {
        out.push_str(&format!(
            "\n.decl {} v_type=S num_elts={} v_name={}",
            s.name, s.num_elements, s.name
        ));
        out.push_str(&decl_attrs(&s.attrs));
    }
    for s in &r.surfaces {
        out.push_str(&format!(
            "\n.decl {} v_type=T num_elts={} v_name={}",
            s.name, s.num_elements, s.name
        ));
        out.push_str(&decl_attrs(&s.attrs));
    }
    for inp in &r.inputs {
        let name = match inp.class() {
            Some(InputClass::Sampler) => ctx.sampler_name(inp.id),
            Some(InputClass::Surface) => ctx.surface_name(inp.id),
            _ => ctx.var_name(inp.id),
        };
        if !r.is_kernel() {
            out.push_str(&format!("\n.parameter {} size={}", name, inp.size));
        } else if inp.provenance() == 0 {
            out.push_str(&format!(
                "\n.input {} offset={} size={}",
                name, inp.offset, inp.size
            ));
        } else {
            out.push_str(&format!(
                "\n.implicit_{} {} offset={} size={}",
                implicit_input_name(inp.provenance()),
                name,
                inp.offset,
                inp.size
            ));
        }
    }
    for a in &r.attributes {
        // The reference skips 1-byte integer attributes equal to 0 but still
        // prints the line break; printing them keeps the attribute.
        out.push('\n');
        out.push_str(&attr_text(a, true));
    }
    if let Some(first) = r.insts.first() {
        // The reference prints the first non-label instruction on the last
        // header line; a line break keeps the text parseable.
        if first.opcode != 0x31 && first.opcode != 0x30 {
            out.push('\n');
        }
    } else {
        out.push('\n');
    }
    for (id, inst) in r.insts.iter().enumerate() {
        let text = syntax::print_instruction(&ctx, inst);
        match inst.opcode {
            0x31 => {
                out.push('\n');
                out.push_str(&text);
                out.push('\n');
            }
            0x30 => {
                out.push_str("    \n");
                out.push_str(&text);
                out.push('\n');
            }
            _ => {
                let mut line = String::from("    ");
                line.push_str(&text);
                if opts.inst_ids && !matches!(inst.opcode, 0x51 | 0x52) {
                    let pad = 80usize.saturating_sub(line.chars().count());
                    line.push_str(&" ".repeat(pad));
                    line.push_str(&format!(" /// ${id}"));
                }
                out.push_str(&line);
                out.push('\n');
            }
        }
    }
}
