//! Control flow: labels, branches, subroutines, calls.

use super::*;

impl Cx<'_> {
    pub(super) fn fcall<'f>(
        &mut self,
        idx: usize,
        inst: &Instruction,
        layout: impl Iterator<Item = &'f Field>,
    ) {
        let mut arg = None;
        let mut ret = None;
        let mut callee = None;
        for (f, op) in layout.filter(|f| f.kind.is_operand()).zip(&inst.operands) {
            match (f.name, op) {
                ("arg_size", Operand::Imm(v)) => arg = Some(*v),
                ("return_size", Operand::Imm(v)) => ret = Some(*v),
                ("function", Operand::Str(name)) => callee = Some(name.as_str()),
                _ => {}
            }
        }
        let whole = Site::Inst {
            index: idx,
            operand: None,
        };
        for (val, max, attr, what) in [
            (arg, 32, self.arg_grfs, "an argument"),
            (ret, 12, self.retval_grfs, "a return value"),
        ] {
            let Some(val) = val else { continue };
            let limit = attr.map_or(max, |a| a.min(max));
            if val > limit {
                self.report(
                    Rule::FcallSizes,
                    whole,
                    format!("call passes {what} of {val} GRFs; at most {limit} are allowed here"),
                );
                return;
            }
        }
        // "It is an error if <arg_size> and <return_size> do not match the
        // callee's declared values" (FCALL), when the callee is in this module.
        let Some(f) = callee.and_then(|n| {
            self.m
                .routines
                .iter()
                .find(|r| !r.is_kernel() && r.name == n)
        }) else {
            return;
        };
        for (val, declared, what) in [
            (arg, size_attr(f, "ArgSize", f.input_size), "an argument"),
            (
                ret,
                size_attr(f, "RetValSize", f.return_size),
                "a return value",
            ),
        ] {
            if let (Some(v), Some(d)) = (val, declared) {
                if v != d {
                    self.report(
                        Rule::FcallSizes,
                        whole,
                        format!(
                            "fcall passes {what} of {v} GRFs but `{}` declares {d}",
                            f.name
                        ),
                    );
                    return;
                }
            }
        }
    }

    // ------------------------------------------------------------ control flow

    pub(super) fn flow(&mut self) {
        let r = self.r;
        let nl = r.labels.len();
        // Definitions.
        let mut def: Vec<Option<usize>> = vec![None; nl];
        for (i, inst) in r.insts.iter().enumerate() {
            if matches!(inst.opcode, OP_LABEL | OP_SUBROUTINE) {
                let Some(l) = inst.operands.first().and_then(Operand::as_label) else {
                    continue;
                };
                match def.get_mut(l as usize) {
                    Some(Some(_)) => {
                        let name = &r.labels[l as usize].name;
                        self.report(
                            Rule::LabelOnce,
                            Site::Inst {
                                index: i,
                                operand: None,
                            },
                            format!("label `{name}` is defined again"),
                        );
                    }
                    Some(d) => *d = Some(i),
                    None => {}
                }
            }
        }
        // Sections: the entry, then one per subroutine.
        let entry_is_sub = r
            .insts
            .iter()
            .find(|i| !matches!(i.opcode, OP_FILE | OP_LOC))
            .is_some_and(|i| i.opcode == OP_SUBROUTINE);
        let mut section = vec![0usize; r.insts.len()];
        let mut starts: Vec<usize> = Vec::new();
        let mut cur = 0;
        let mut seen_first = false;
        for (i, inst) in r.insts.iter().enumerate() {
            if inst.opcode == OP_SUBROUTINE {
                if entry_is_sub && !seen_first {
                    seen_first = true;
                } else {
                    starts.push(i);
                    cur = starts.len();
                }
            }
            section[i] = cur;
        }
        // Each subroutine ends with ret.
        for (s, &start) in starts.iter().enumerate() {
            let end = starts.get(s + 1).copied().unwrap_or(r.insts.len());
            let last = (start..end)
                .rev()
                .find(|&i| !matches!(r.insts[i].opcode, OP_FILE | OP_LOC));
            if last.is_none_or(|i| r.insts[i].opcode != OP_RET) {
                let name = self.sub_name(start);
                self.report(
                    Rule::SubroutineRet,
                    Site::Inst {
                        index: start,
                        operand: None,
                    },
                    format!("subroutine `{name}` does not end with ret"),
                );
            }
        }
        // Targets and the call graph.
        let mut calls: Vec<Vec<(usize, usize)>> = vec![Vec::new(); starts.len() + 1];
        for (i, inst) in r.insts.iter().enumerate() {
            let branch = matches!(inst.opcode, OP_JMP | OP_GOTO | OP_SWITCHJMP);
            let call = inst.opcode == OP_CALL;
            if !branch && !call {
                continue;
            }
            for (k, op) in inst.operands.iter().enumerate() {
                let Some(l) = op.as_label() else { continue };
                let Some(label) = r.labels.get(l as usize) else {
                    continue;
                };
                let site = Self::at(i, k);
                let Some(target) = def[l as usize] else {
                    self.report(
                        Rule::LabelUndefined,
                        site,
                        format!("label `{}` is never defined", label.name),
                    );
                    continue;
                };
                if branch {
                    if label.kind != LabelKind::Block {
                        self.report(
                            Rule::BranchTarget,
                            site,
                            format!("`{}` is a subroutine label; jmp, goto and switchjmp target block labels", label.name),
                        );
                    } else if section[target] != section[i] {
                        self.report(
                            Rule::BranchCrossing,
                            site,
                            format!(
                                "branch to `{}` {} a subroutine",
                                label.name,
                                if section[i] == 0 { "enters" } else { "leaves" }
                            ),
                        );
                    }
                } else if label.kind != LabelKind::Subroutine {
                    self.report(
                        Rule::CallTarget,
                        site,
                        format!(
                            "`{}` is a block label; call targets subroutine labels",
                            label.name
                        ),
                    );
                } else if let Some(s) = starts.iter().position(|&st| st == target) {
                    calls[section[i]].push((s + 1, i));
                }
            }
        }
        // Recursion: a call edge that closes a cycle among subroutines.
        let n = calls.len();
        let mut state = vec![0u8; n];
        let mut reported = vec![false; r.insts.len()];
        for s in 1..n {
            if state[s] == 0 {
                self.dfs(s, &calls, &mut state, &mut reported, &starts);
            }
        }
    }

    pub(super) fn dfs(
        &mut self,
        root: usize,
        calls: &[Vec<(usize, usize)>],
        state: &mut [u8],
        reported: &mut [bool],
        starts: &[usize],
    ) {
        // Iterative to bound stack use on deep call chains.
        let mut stack = vec![(root, 0usize)];
        state[root] = 1;
        while let Some(&mut (s, ref mut next)) = stack.last_mut() {
            if let Some(&(t, at)) = calls[s].get(*next) {
                *next += 1;
                match state[t] {
                    0 => {
                        state[t] = 1;
                        stack.push((t, 0));
                    }
                    1 if !reported[at] => {
                        reported[at] = true;
                        let name = self.sub_name(starts[t - 1]);
                        self.report(
                            Rule::Recursion,
                            Self::at(at, 0),
                            format!("call to `{name}` is recursive: `{name}` is already on this call chain"),
                        );
                    }
                    _ => {}
                }
            } else {
                state[s] = 2;
                stack.pop();
            }
        }
    }

    pub(super) fn sub_name(&self, start: usize) -> String {
        self.r
            .insts
            .get(start)
            .and_then(|i| i.operands.first())
            .and_then(Operand::as_label)
            .and_then(|l| self.r.labels.get(l as usize))
            .map_or_else(|| "?".to_string(), |l| l.name.clone())
    }
}
