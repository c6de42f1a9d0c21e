//! Register-file layout of a routine: every general variable (predefined or
//! declared) gets a byte range of one flat per-thread register file; aliases
//! share their base's bytes. Address registers of indirect operands hold
//! byte offsets into this file.

use visa::{DataType, Platform, Routine, NUM_PREDEFINED_VARS, PREDEFINED_VARS};

use crate::error::LoadError;

/// Largest register file a routine may declare (the largest real one is
/// 256 GRFs of 64 bytes; stack-call frames and big arrays stay far below).
const MAX_REGISTER_FILE: u64 = 64 << 20;

/// Index of `%null`.
pub const V_NULL: u32 = 0;
/// Index of `%thread_x`.
pub const V_THREAD_X: u32 = 1;
/// Index of `%thread_y`.
pub const V_THREAD_Y: u32 = 2;
/// Index of `%group_id_x`.
pub const V_GROUP_X: u32 = 3;
/// Index of `%tsc`.
pub const V_TSC: u32 = 6;
/// Index of `%r0`.
pub const V_R0: u32 = 7;
/// Index of `%arg`.
pub const V_ARG: u32 = 8;
/// Index of `%retval`.
pub const V_RETVAL: u32 = 9;
/// Index of `%sp`.
pub const V_SP: u32 = 10;
/// Index of `%fp`.
pub const V_FP: u32 = 11;
/// Index of `%sr0`.
pub const V_SR0: u32 = 13;
/// Index of `%cr0`.
pub const V_CR0: u32 = 14;
/// Index of `%ce0`.
pub const V_CE0: u32 = 15;

/// Where one general variable lives.
#[derive(Clone, Copy, Debug)]
pub struct VarSlot {
    /// Byte offset in the register file.
    pub off: u32,
    /// Size in bytes (declared element count times element size).
    pub size: u32,
    /// Element type.
    pub ty: DataType,
}

/// The register file of one routine.
#[derive(Clone, Debug)]
pub struct Layout {
    /// GRF size in bytes.
    pub grf: u32,
    /// Total size in bytes.
    pub size: u32,
    /// Slot of each variable id (predefined ids 0..32 first).
    pub vars: Vec<Option<VarSlot>>,
    /// Extents `[start, end)` of variables that own storage, sorted: the
    /// targets an indirect access may touch.
    pub roots: Vec<(u32, u32)>,
    /// Size of the predefined block at the start of the file (identical in
    /// every routine, so calls can copy it).
    pub predef_bytes: u32,
}

fn round_up(x: u32, a: u32) -> u32 {
    x.div_ceil(a) * a
}

impl Layout {
    /// Lays out `r`'s variables for `platform`.
    pub fn new(r: &Routine, platform: Platform) -> Result<Layout, LoadError> {
        let grf = platform.grf_size();
        let mut vars: Vec<Option<VarSlot>> =
            vec![None; NUM_PREDEFINED_VARS as usize + r.vars.len()];
        let mut roots = Vec::new();
        let mut cur = 0u32;
        for p in PREDEFINED_VARS.iter() {
            let declared = p.num_elements * p.ty.size();
            let size = match p.id {
                V_ARG => 32 * grf,
                V_RETVAL => 12 * grf,
                _ => declared.max(grf),
            };
            let size = round_up(size, grf);
            vars[p.id as usize] = Some(VarSlot {
                off: cur,
                size: if p.id == V_ARG || p.id == V_RETVAL || p.id == V_R0 {
                    size
                } else {
                    declared
                },
                ty: p.ty,
            });
            roots.push((cur, cur + size));
            cur += size;
        }
        let predef_bytes = cur;
        // Storage owners first, in declaration order.
        for (i, v) in r.vars.iter().enumerate() {
            if v.alias.is_some() {
                continue;
            }
            let size = v.size();
            let mut align = v.align.bytes(grf).max(v.ty.size()).max(1);
            if size >= grf {
                align = align.max(grf);
            }
            if cur as u64 + size as u64 + 2 * align as u64 > MAX_REGISTER_FILE {
                return Err(LoadError::new(format!(
                    "the variables of {} need more than {} MiB of registers",
                    r.name,
                    MAX_REGISTER_FILE >> 20
                )));
            }
            cur = round_up(cur, align);
            if size < grf && cur % grf + size > grf {
                cur = round_up(cur, grf);
            }
            vars[NUM_PREDEFINED_VARS as usize + i] = Some(VarSlot {
                off: cur,
                size,
                ty: v.ty,
            });
            roots.push((cur, cur + size));
            cur += size.max(1);
        }
        // Aliases, following chains.
        for i in 0..r.vars.len() {
            if vars[NUM_PREDEFINED_VARS as usize + i].is_some() {
                continue;
            }
            let mut id = NUM_PREDEFINED_VARS + i as u32;
            let mut off = 0u64;
            let mut depth = 0;
            let base = loop {
                let idx = (id - NUM_PREDEFINED_VARS) as usize;
                let Some(al) = r.vars.get(idx).and_then(|v| v.alias) else {
                    return Err(LoadError::new(format!(
                        "variable {} aliases an undeclared variable",
                        r.vars[i].name
                    )));
                };
                if al.scope == visa::AliasScope::Global {
                    return Err(LoadError::new(format!(
                        "variable {} aliases a file-scope variable (not supported)",
                        r.vars[i].name
                    )));
                }
                off += al.offset as u64;
                if al.base < NUM_PREDEFINED_VARS
                    || vars.get(al.base as usize).is_some_and(|s| s.is_some())
                {
                    break al.base;
                }
                id = al.base;
                depth += 1;
                if depth > r.vars.len() {
                    return Err(LoadError::new(format!(
                        "alias chain of {} is cyclic",
                        r.vars[i].name
                    )));
                }
            };
            let Some(b) = vars.get(base as usize).copied().flatten() else {
                return Err(LoadError::new(format!(
                    "variable {} aliases an undeclared variable",
                    r.vars[i].name
                )));
            };
            let v = &r.vars[i];
            // Aliases of predefined variables may reach past their declared
            // size into the GRFs that follow (checked against the register
            // file below).
            if off + v.size() as u64 > b.size.max(grf) as u64
                && (base >= NUM_PREDEFINED_VARS || off + v.size() as u64 > MAX_REGISTER_FILE)
            {
                return Err(LoadError::new(format!(
                    "alias {} (offset {off}, {} bytes) exceeds its base variable ({} bytes)",
                    v.name,
                    v.size(),
                    b.size
                )));
            }
            vars[NUM_PREDEFINED_VARS as usize + i] = Some(VarSlot {
                off: b.off + off as u32,
                size: v.size(),
                ty: v.ty,
            });
        }
        roots.sort_unstable();
        let size = round_up(cur.max(predef_bytes), grf);
        for (i, v) in vars.iter().enumerate() {
            if let Some(v) = v {
                if v.off as u64 + v.size as u64 > size as u64 {
                    let name = i
                        .checked_sub(NUM_PREDEFINED_VARS as usize)
                        .and_then(|j| r.vars.get(j))
                        .map_or("a predefined variable", |v| v.name.as_str());
                    return Err(LoadError::new(format!(
                        "{name} reaches past the end of the register file"
                    )));
                }
            }
        }
        Ok(Layout {
            grf,
            size,
            vars,
            roots,
            predef_bytes,
        })
    }

    /// The slot of variable `id`.
    pub fn var(&self, id: u32) -> Option<VarSlot> {
        self.vars.get(id as usize).copied().flatten()
    }

    /// Whether `[start, start+len)` lies inside one variable's storage.
    pub fn in_one_var(&self, start: u32, len: u32) -> bool {
        let i = self.roots.partition_point(|r| r.0 <= start);
        i > 0 && {
            let (s, e) = self.roots[i - 1];
            start >= s && start as u64 + len as u64 <= e as u64
        }
    }
}
