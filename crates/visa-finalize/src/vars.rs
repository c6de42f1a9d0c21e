//! General variables resolved to their storage: every variable id (the
//! predefined ones and the routine's own) names a *root* (a variable that
//! owns storage) and a byte offset in it; aliases share their root's bytes.

use visa::{DataType, Routine, NUM_PREDEFINED_VARS, PREDEFINED_VARS};

use crate::Error;

/// Predefined variable ids (as this release numbers them).
pub mod pre {
    /// `%null`.
    pub const NULL: u32 = 0;
    /// `%thread_x`.
    pub const THREAD_X: u32 = 1;
    /// `%thread_y`.
    pub const THREAD_Y: u32 = 2;
    /// `%group_id_x`.
    pub const GROUP_ID_X: u32 = 3;
    /// `%group_id_z`.
    pub const GROUP_ID_Z: u32 = 5;
    /// `%tsc`.
    pub const TSC: u32 = 6;
    /// `%r0`.
    pub const R0: u32 = 7;
    /// `%arg`.
    pub const ARG: u32 = 8;
    /// `%retval`.
    pub const RETVAL: u32 = 9;
    /// `%sp`.
    pub const SP: u32 = 10;
    /// `%fp`.
    pub const FP: u32 = 11;
    /// `%hw_id`.
    pub const HW_ID: u32 = 12;
    /// `%sr0`.
    pub const SR0: u32 = 13;
    /// `%cr0`.
    pub const CR0: u32 = 14;
    /// `%ce0`.
    pub const CE0: u32 = 15;
}

/// A variable that owns storage.
#[derive(Clone, Debug)]
pub struct Root {
    /// The vISA variable id.
    pub id: u32,
    /// Name (for messages).
    pub name: String,
    /// Size in bytes.
    pub size: u32,
    /// Declared element type.
    pub ty: DataType,
}

/// Where a variable id lives.
#[derive(Clone, Copy, Debug)]
pub struct VarLoc {
    /// Index into [`Vars::roots`].
    pub root: u32,
    /// Byte offset in the root.
    pub off: u32,
    /// The variable's own element type.
    pub ty: DataType,
    /// The variable's own size in bytes.
    pub size: u32,
}

/// The variables of one routine.
#[derive(Clone, Debug)]
pub struct Vars {
    /// GRF size of the source platform.
    pub grf: u32,
    /// Storage owners.
    pub roots: Vec<Root>,
    /// Per variable id.
    pub locs: Vec<Option<VarLoc>>,
    /// Root index of the first address variable (address variables are
    /// roots of 16-bit elements after the general ones).
    pub addr_base: u32,
    /// Variable ids from this one on are the finalizer's own (inlined
    /// functions' variables): never a hand-written kernel's arguments.
    pub internal_from: u32,
}

impl Vars {
    /// Resolves the variables of `r` for a platform with `grf`-byte GRFs.
    pub fn new(r: &Routine, grf: u32) -> Result<Vars, Error> {
        let n = NUM_PREDEFINED_VARS as usize + r.vars.len();
        let mut locs: Vec<Option<VarLoc>> = vec![None; n];
        let mut roots = Vec::new();
        for p in PREDEFINED_VARS.iter() {
            let declared = p.num_elements * p.ty.size();
            // Storage as the emulator lays it out: %arg and %retval are
            // 32 and 12 GRFs, r0 a whole GRF, the rest their declared size.
            let size = match p.id {
                pre::ARG => 32 * grf,
                pre::RETVAL => 12 * grf,
                pre::R0 => grf,
                _ => declared,
            };
            locs[p.id as usize] = Some(VarLoc {
                root: roots.len() as u32,
                off: 0,
                ty: p.ty,
                size: declared,
            });
            roots.push(Root {
                id: p.id,
                name: p.name.to_string(),
                size,
                ty: p.ty,
            });
        }
        for (i, v) in r.vars.iter().enumerate() {
            if v.alias.is_none() {
                let id = NUM_PREDEFINED_VARS as usize + i;
                locs[id] = Some(VarLoc {
                    root: roots.len() as u32,
                    off: 0,
                    ty: v.ty,
                    size: v.size(),
                });
                roots.push(Root {
                    id: id as u32,
                    name: v.name.clone(),
                    size: v.size(),
                    ty: v.ty,
                });
            }
        }
        for i in 0..r.vars.len() {
            let id = NUM_PREDEFINED_VARS as usize + i;
            if locs[id].is_some() {
                continue;
            }
            let mut cur = id as u32;
            let mut off = 0u64;
            let mut depth = 0;
            let base = loop {
                let idx = (cur - NUM_PREDEFINED_VARS) as usize;
                let Some(al) = r.vars.get(idx).and_then(|v| v.alias) else {
                    return Err(Error::input(format!(
                        "variable {} aliases an undeclared variable",
                        r.vars[i].name
                    )));
                };
                if al.scope == visa::AliasScope::Global {
                    return Err(Error::unsupported(format!(
                        "variable {} aliases a file-scope variable",
                        r.vars[i].name
                    )));
                }
                off += al.offset as u64;
                if (al.base as usize) < n && locs[al.base as usize].is_some() {
                    break al.base;
                }
                cur = al.base;
                depth += 1;
                if depth > r.vars.len() || (cur as usize) >= n || cur < NUM_PREDEFINED_VARS {
                    return Err(Error::input(format!(
                        "the alias chain of {} is cyclic or broken",
                        r.vars[i].name
                    )));
                }
            };
            let b = locs[base as usize].expect("resolved base");
            let v = &r.vars[i];
            let off = off + b.off as u64;
            let root = &roots[b.root as usize];
            if off + v.size() as u64 > root.size.max(grf) as u64 {
                return Err(Error::input(format!(
                    "alias {} (offset {off}, {} bytes) exceeds its base variable ({} bytes)",
                    v.name,
                    v.size(),
                    root.size
                )));
            }
            locs[id] = Some(VarLoc {
                root: b.root,
                off: off as u32,
                ty: v.ty,
                size: v.size(),
            });
        }
        // A predefined root reached past its declared size by an alias grows.
        for i in 0..r.vars.len() {
            let l = locs[NUM_PREDEFINED_VARS as usize + i].expect("resolved");
            let root = &mut roots[l.root as usize];
            root.size = root.size.max(l.off + l.size);
        }
        let addr_base = roots.len() as u32;
        for a in &r.addrs {
            roots.push(Root {
                id: u32::MAX,
                name: a.name.clone(),
                size: 2 * (a.num_elements as u32).max(1),
                ty: DataType::UW,
            });
        }
        Ok(Vars {
            grf,
            roots,
            locs,
            addr_base,
            internal_from: u32::MAX,
        })
    }

    /// Where variable `id` lives.
    pub fn loc(&self, id: u32) -> Option<VarLoc> {
        self.locs.get(id as usize).copied().flatten()
    }

    /// The root of address variable `i`.
    pub fn addr_root(&self, i: u16) -> Option<u32> {
        let r = self.addr_base + i as u32;
        (r < self.roots.len() as u32).then_some(r)
    }

    /// Whether root `r` is an address variable.
    pub fn is_addr(&self, r: u32) -> bool {
        r >= self.addr_base
    }

    /// The root of variable `id`.
    pub fn root_of(&self, id: u32) -> Option<u32> {
        self.loc(id).map(|l| l.root)
    }
}
