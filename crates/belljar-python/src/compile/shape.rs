//! The stack shape a code object has at each instruction: the value stack's depth and the
//! block stack (`try`/`with` handlers and the exceptions being handled), found by an abstract
//! interpretation of the bytecode that follows every path the VM can take, the exception
//! paths to the handlers included. A restored frame (a generator's, a suspended execution's,
//! `host/save/`) is checked against it ([`check_frame`]), so saved bytes cannot hand the VM a
//! frame whose stack its code does not expect.

use std::rc::Rc;

use super::code::{Code, Op, SET_FROM_CONSTANTS};

/// One entry of the block stack, as the analysis knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockShape {
    /// A handler at `handler`, the stack cut to `depth` when it runs.
    Except {
        /// Handler address.
        handler: u32,
        /// Stack depth the handler runs at (before the exception is pushed).
        depth: u32,
    },
    /// An exception being handled.
    Handling,
}

/// The shape on entry to one instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The value stack's depth.
    pub depth: u32,
    /// The block stack, innermost last.
    pub blocks: Rc<[BlockShape]>,
}

/// How a restored frame is waiting, which decides the stack it must hold at its `pc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// For a value to be pushed (a call's result, the value sent into a generator suspended
    /// at a `yield`): one less than the instruction at `pc` starts with.
    Value,
    /// For a binary operator's method running as a frame: the two operands stay on the
    /// stack until it returns (one more than the instruction at `pc` starts with).
    BinaryOperands,
    /// A generator's frame: suspended at a `yield` or in a `yield from`/`await` waiting for
    /// a value, or not started (`pc` 0, nothing on the stack).
    Generator,
    /// A frame whose `yield from` (the instruction before `pc`) runs the generator it
    /// delegates to in the same loop: the delegate stays on the stack until it returns, its
    /// value replacing it (as many values as the instruction at `pc` starts with).
    Delegating,
}

/// The instructions after `op` at `i` and the stack depth change on the way to each, with
/// the block stack change (`None`: unchanged).
enum Next {
    /// Go on to these addresses with these depth changes.
    To(Vec<(usize, i64)>),
    /// Push a handler for `target` at the depth after `before` (relative), then go on to
    /// `i + 1` with `delta`.
    Setup {
        target: u32,
        before: i64,
        delta: i64,
    },
    /// Pop the innermost block, go on.
    PopBlock,
    /// Remove the innermost exception being handled, go on with `delta`.
    EndHandling(i64),
    /// Leaves the frame (or only raises).
    Stop,
}

fn op_next(ops: &[Op], i: usize) -> Next {
    let on = |d: i64| Next::To(vec![(i + 1, d)]);
    match ops[i] {
        Op::Nop
        | Op::DeleteFast(_)
        | Op::DeleteDeref(_)
        | Op::DeleteGlobal(_)
        | Op::DeleteModuleGlobal(_)
        | Op::DeleteName(_)
        | Op::LoadAttr(_)
        | Op::Unary(_)
        | Op::ListToTuple
        | Op::GetIter
        | Op::Yield
        | Op::GetAwaitable
        | Op::AsyncGenWrap
        | Op::GetAIter
        | Op::AsyncWithExit
        | Op::Rot2
        | Op::Rot3
        | Op::ImportStar
        | Op::GetLen
        | Op::MatchSequence
        | Op::MatchMapping
        | Op::MatchKeys
        | Op::AsyncWithExcept => on(0),
        Op::LoadConst(_)
        | Op::LoadFast(_)
        | Op::LoadDeref(_)
        | Op::LoadClosure(_)
        | Op::LoadGlobal(_)
        | Op::LoadModuleGlobal(_)
        | Op::LoadName(_)
        | Op::GetANext
        | Op::BeforeAsyncWith
        | Op::Dup
        | Op::ImportName(_)
        | Op::ImportFrom(_)
        | Op::LoadAssertionError
        | Op::LoadOwnerClass => on(1),
        Op::Dup2 => on(2),
        Op::StoreFast(_)
        | Op::StoreDeref(_)
        | Op::StoreGlobal(_)
        | Op::StoreModuleGlobal(_)
        | Op::StoreName(_)
        | Op::DeleteAttr(_)
        | Op::Binary(_)
        | Op::Inplace(_)
        | Op::Compare(_)
        | Op::Is(_)
        | Op::In(_)
        | Op::Subscr
        | Op::ListAppend(_)
        | Op::SetAdd(_)
        | Op::ListExtend(_)
        | Op::SetUpdate(_)
        | Op::DictUpdate(_)
        | Op::DictMerge(_)
        | Op::YieldFrom
        | Op::Pop
        | Op::ExcMatch
        | Op::WithExitNormal
        | Op::SetLastValue
        | Op::DictWithout => on(-1),
        Op::StoreAttr(_)
        | Op::DeleteSubscr
        | Op::MapAdd(_)
        | Op::BuildSlice
        | Op::MatchClass(_) => on(-2),
        Op::StoreSubscr => on(-3),
        Op::CallMethod(_, argc) => on(-(argc as i64)),
        Op::BuildTuple(n) | Op::BuildList(n) | Op::BuildString(n) => on(1 - n as i64),
        Op::BuildSet(n) => on(1 - (n & !SET_FROM_CONSTANTS) as i64),
        Op::BuildMap(n) => on(1 - 2 * n as i64),
        Op::FormatValue(_, spec) => on(-(spec as i64)),
        Op::UnpackSequence(n) => on(n as i64 - 1),
        Op::UnpackEx(before, after) => on(before as i64 + after as i64),
        Op::Jump(t) => Next::To(vec![(t as usize, 0)]),
        Op::PopJumpIfFalse(t) | Op::PopJumpIfTrue(t) => {
            Next::To(vec![(i + 1, -1), (t as usize, -1)])
        }
        Op::JumpIfFalseOrPop(t) | Op::JumpIfTrueOrPop(t) => {
            Next::To(vec![(i + 1, -1), (t as usize, 0)])
        }
        Op::ForIter(t) => Next::To(vec![(i + 1, 1), (t as usize, -1)]),
        Op::ListAppendJump(_, t) | Op::PopJump(t) | Op::SetAddJump(_, t) => {
            Next::To(vec![(t as usize, -1)])
        }
        Op::MapAddJump(_, t) => Next::To(vec![(t as usize, -2)]),
        // Stored past the `StoreFast`, or (a generator's value) pushed for it.
        Op::ForIterStore(_, t) => Next::To(vec![(i + 2, 0), (i + 1, 1), (t as usize, -1)]),
        Op::Call(argc) => on(-(argc as i64)),
        Op::CallKw(argc) => on(-(argc as i64) - 1),
        Op::CallEx(kw) => on(-1 - kw as i64),
        Op::MakeFunction(_, flags) => on(1 - (flags & 7).count_ones() as i64),
        Op::BuildClass(nkw) => on(-3 - nkw as i64),
        Op::Return | Op::ReturnLocal(_) | Op::Reraise | Op::Raise(_) => Next::Stop,
        Op::SetupExcept(t) => Next::Setup {
            target: t,
            before: 0,
            delta: 0,
        },
        // Pops the manager, pushes `__exit__` (the handler's depth), then `__enter__()`.
        Op::SetupWith(t) => Next::Setup {
            target: t,
            before: 0,
            delta: 1,
        },
        // The handler's depth leaves out the `__aenter__` result on top.
        Op::SetupAsyncWith(t) => Next::Setup {
            target: t,
            before: -1,
            delta: 0,
        },
        Op::PopBlock => Next::PopBlock,
        Op::PopExcept => Next::EndHandling(0),
        // Suppressed: the handled exception ends (not suppressed: it raises).
        Op::WithExcept | Op::AsyncWithExceptEnd => Next::EndHandling(-2),
        // `StopAsyncIteration` ends the loop: the exception and the iterator go.
        Op::EndAsyncFor => Next::EndHandling(-2),
        // The superinstructions go on past the instructions they fused.
        Op::CompareJump(_, _, t) => Next::To(vec![(i + 2, -2), (t as usize, -2)]),
        Op::LoadFast2(..) | Op::LoadFastConst(..) => Next::To(vec![(i + 2, 2)]),
        Op::LoadFastAttr(..) => Next::To(vec![(i + 2, 1)]),
        Op::StoreFastLoadFast(..) | Op::BinaryConst(..) | Op::BinaryLocal(..) => {
            Next::To(vec![(i + 2, 0)])
        }
        Op::BinaryLocalConst(..) | Op::BinaryLocals(..) => Next::To(vec![(i + 3, 1)]),
        // Done here, or run as `LoadFast2` with the subscript instruction left to run.
        Op::SubscrLocals(..) => Next::To(vec![(i + 3, 1), (i + 2, 2)]),
        Op::StoreSubscrLocals(..) => Next::To(vec![(i + 3, -1), (i + 2, 2)]),
        Op::SubscrDerefLocal(..) => Next::To(vec![(i + 3, 1), (i + 1, 1)]),
        Op::StoreSubscrDerefLocal(..) => Next::To(vec![(i + 3, -1), (i + 1, 1)]),
        // Done here, or the result left for the `StoreFast` at `i + 3`.
        Op::InplaceLocalConst(..) | Op::InplaceLocals(..) => Next::To(vec![(i + 4, 0), (i + 3, 1)]),
        Op::CompareLocalConstJump(..) | Op::CompareLocalsJump(..) => match ops.get(i + 2) {
            Some(Op::CompareJump(_, _, t)) => Next::To(vec![(i + 4, 0), (*t as usize, 0)]),
            _ => Next::Stop,
        },
    }
}

/// The shape at each instruction of `code` (`None` where no path reaches), or why the code
/// has none (paths meeting with different shapes, a stack going below empty): the compiler
/// never makes such code, so a frame of it is refused.
pub fn shapes(code: &Code) -> Result<Vec<Option<Shape>>, String> {
    let n = code.ops.len();
    let mut at: Vec<Option<Shape>> = vec![None; n];
    let mut work = vec![0usize];
    at[0] = (n > 0).then(|| Shape {
        depth: 0,
        blocks: Rc::from(Vec::new()),
    });
    let put = |at: &mut Vec<Option<Shape>>,
               work: &mut Vec<usize>,
               from: usize,
               pc: usize,
               depth: i64,
               blocks: Rc<[BlockShape]>|
     -> Result<(), String> {
        if pc >= n {
            return Err(format!("instruction {from} goes outside the code"));
        }
        let depth = u32::try_from(depth)
            .map_err(|_| format!("the stack goes below empty at instruction {from}"))?;
        let s = Shape { depth, blocks };
        match &at[pc] {
            Some(old) if *old == s => Ok(()),
            Some(old) => Err(format!(
                "paths meet at instruction {pc} with different stacks ({old:?} and {s:?})"
            )),
            None => {
                at[pc] = Some(s);
                work.push(pc);
                Ok(())
            }
        }
    };
    while let Some(i) = work.pop() {
        let Some(s) = at[i].clone() else { continue };
        let d = s.depth as i64;
        // Any instruction can raise: to the innermost handler, the stack cut to its depth
        // with the exception pushed, the blocks above it gone and the exception handled.
        if let Some(k) = s
            .blocks
            .iter()
            .rposition(|b| matches!(b, BlockShape::Except { .. }))
        {
            let BlockShape::Except { handler, depth } = s.blocks[k] else {
                unreachable!()
            };
            if depth > s.depth {
                return Err(format!(
                    "a handler deeper than the stack at instruction {i}"
                ));
            }
            let mut b = s.blocks[..k].to_vec();
            b.push(BlockShape::Handling);
            put(
                &mut at,
                &mut work,
                i,
                handler as usize,
                depth as i64 + 1,
                b.into(),
            )?;
        }
        match op_next(&code.ops, i) {
            Next::To(nexts) => {
                for (pc, delta) in nexts {
                    put(&mut at, &mut work, i, pc, d + delta, s.blocks.clone())?;
                }
            }
            Next::Setup {
                target,
                before,
                delta,
            } => {
                let depth = u32::try_from(d + before)
                    .map_err(|_| format!("the stack goes below empty at instruction {i}"))?;
                let mut b = s.blocks.to_vec();
                b.push(BlockShape::Except {
                    handler: target,
                    depth,
                });
                put(&mut at, &mut work, i, i + 1, d + delta, b.into())?;
            }
            Next::PopBlock => {
                let mut b = s.blocks.to_vec();
                b.pop();
                put(&mut at, &mut work, i, i + 1, d, b.into())?;
            }
            Next::EndHandling(delta) => {
                let mut b = s.blocks.to_vec();
                if let Some(k) = b.iter().rposition(|x| *x == BlockShape::Handling) {
                    b.remove(k);
                }
                put(&mut at, &mut work, i, i + 1, d + delta, b.into())?;
            }
            Next::Stop => {}
        }
    }
    Ok(at)
}

/// Whether a restored frame of `code` at `pc`, holding `stack` values and these blocks
/// (`Some((handler, depth))` for a handler, `None` for an exception being handled), is one
/// its code can be in while `waiting` so; the text says what does not fit.
pub fn check_frame(
    code: &Code,
    pc: usize,
    stack: usize,
    blocks: &[Option<(u32, u32)>],
    waiting: Waiting,
) -> Result<(), String> {
    if waiting == Waiting::Generator && pc == 0 && stack == 0 && blocks.is_empty() {
        return Ok(());
    }
    if waiting == Waiting::Generator {
        let at_yield = pc > 0 && matches!(code.ops.get(pc - 1), Some(Op::Yield));
        let in_yield_from = matches!(code.ops.get(pc), Some(Op::YieldFrom));
        if !at_yield && !in_yield_from {
            return Err(format!(
                "a generator's frame at instruction {pc}, which is not after a yield"
            ));
        }
    }
    if waiting == Waiting::Delegating
        && !(pc > 0 && matches!(code.ops.get(pc - 1), Some(Op::YieldFrom)))
    {
        return Err(format!(
            "a delegating frame at instruction {pc}, which is not after a `yield from`"
        ));
    }
    let all = shapes(code)?;
    let Some(Some(shape)) = all.get(pc) else {
        return Err(format!(
            "instruction {pc} is not one the code reaches (inside a fused instruction, or \
             past the end)"
        ));
    };
    let expected = match waiting {
        Waiting::Value | Waiting::Generator => shape.depth as i64 - 1,
        Waiting::BinaryOperands => shape.depth as i64 + 1,
        Waiting::Delegating => shape.depth as i64,
    };
    if stack as i64 != expected {
        return Err(format!(
            "a frame at instruction {pc} holds {stack} values on its stack where its code \
             has {expected}"
        ));
    }
    let fits = shape.blocks.len() == blocks.len()
        && shape.blocks.iter().zip(blocks).all(|(s, b)| match (s, b) {
            (BlockShape::Except { handler, depth }, Some((h, d))) => handler == h && depth == d,
            (BlockShape::Handling, None) => true,
            _ => false,
        });
    if !fits {
        return Err(format!(
            "a frame at instruction {pc} has blocks its code does not have there"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::Value;
    use std::collections::HashMap;

    /// Every code object of a source (the module's, its functions', classes', lambdas' and
    /// comprehensions').
    fn codes(src: &str, file: &str) -> Vec<Rc<Code>> {
        let Ok(body) = crate::parse::parse(src) else {
            return Vec::new();
        };
        let mut g = crate::values::globals::Globals::new(HashMap::new(), "__main__");
        let Ok(root) = crate::compile::compile_module(&body, src, file, &mut g, true) else {
            return Vec::new();
        };
        let (mut out, mut todo) = (Vec::new(), vec![root]);
        while let Some(c) = todo.pop() {
            for k in &c.consts {
                if let Value::Builtin(b) = k {
                    if let Some(Value::Function(f)) = &b.bound {
                        todo.push(f.code.clone());
                    }
                }
            }
            out.push(c);
        }
        out
    }

    /// The compiler's code always has one shape per instruction: every corpus program's and
    /// every standard-library module's code objects.
    #[test]
    fn every_compiled_code_object_has_a_shape() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        for dir in ["tests/corpus", "src/modules/py"] {
            for e in std::fs::read_dir(root.join(dir)).unwrap() {
                let p = e.unwrap().path();
                if p.extension().is_some_and(|x| x == "py") {
                    files.push(p);
                }
            }
        }
        let mut n = 0;
        for p in files {
            let src = std::fs::read_to_string(&p).unwrap();
            for c in codes(&src, &p.display().to_string()) {
                let s =
                    shapes(&c).unwrap_or_else(|e| panic!("{}: {}: {e}", p.display(), c.qualname));
                assert!(s[0].is_some());
                n += 1;
            }
        }
        assert!(n > 5000, "{n}");
    }

    fn code_named(src: &str, name: &str) -> Rc<Code> {
        codes(src, "<test>")
            .into_iter()
            .find(|c| &*c.name == name)
            .unwrap()
    }

    fn blocks_of(s: &Shape) -> Vec<Option<(u32, u32)>> {
        s.blocks
            .iter()
            .map(|b| match b {
                BlockShape::Except { handler, depth } => Some((*handler, *depth)),
                BlockShape::Handling => None,
            })
            .collect()
    }

    /// A generator's frame suspended at a `yield` inside a `try` and a `for`: the shape the
    /// VM leaves fits; too deep, too shallow, not after a yield, past the end, or without its
    /// handler does not.
    #[test]
    fn generator_frames_are_checked_against_their_code() {
        let src = "def g(xs):\n    try:\n        for x in xs:\n            yield x + 1\n    except ValueError:\n        yield -1\n";
        let code = code_named(src, "g");
        let all = shapes(&code).unwrap();
        let y = code
            .ops
            .iter()
            .position(|o| matches!(o, Op::Yield))
            .unwrap();
        let pc = y + 1;
        let s = all[pc].clone().unwrap();
        let (depth, blocks) = (s.depth as usize, blocks_of(&s));
        assert_eq!(blocks.len(), 1, "{s:?}");
        let check = |pc, depth, blocks: &[Option<(u32, u32)>]| {
            check_frame(&code, pc, depth, blocks, Waiting::Generator)
        };
        check(pc, depth - 1, &blocks).unwrap();
        check(0, 0, &[]).unwrap();
        for (what, r) in [
            ("too deep", check(pc, depth, &blocks)),
            ("too shallow", check(pc, depth - 2, &blocks)),
            ("not after a yield", check(y, depth - 1, &blocks)),
            (
                "past the end",
                check(code.ops.len() + 3, depth - 1, &blocks),
            ),
            ("no handler", check(pc, depth - 1, &[])),
            ("a handling block", check(pc, depth - 1, &[blocks[0], None])),
            ("another handler", check(pc, depth - 1, &[Some((1, 0))])),
            ("not started, with a stack", check(0, 1, &[])),
        ] {
            assert!(r.is_err(), "{what}");
        }
    }

    /// A frame waiting for a call's result: one value less than the instruction after the
    /// call starts with (two more for a binary operator's method); a `pc` inside a fused
    /// instruction, or at an instruction with another depth, is refused.
    #[test]
    fn call_frames_and_fused_instructions() {
        let code = code_named("def f(a, b):\n    return a + b\n", "f");
        assert!(
            matches!(code.ops[0], Op::BinaryLocals(..)),
            "{:?}",
            code.ops
        );
        let all = shapes(&code).unwrap();
        assert!(all[1].is_none() && all[2].is_none());
        let e = check_frame(&code, 1, 1, &[], Waiting::Value).unwrap_err();
        assert!(e.contains("not one the code reaches"), "{e}");
        // Suspended in `a + b` running `a.__add__(b)` as a frame: both operands stay.
        check_frame(&code, 3, 2, &[], Waiting::BinaryOperands).unwrap();
        assert!(check_frame(&code, 3, 0, &[], Waiting::Value).is_ok());
        assert!(check_frame(&code, 3, 1, &[], Waiting::Value).is_err());
        let code = code_named(
            "def h(xs):\n    out = [x for x in xs]\n    return len(out) + ask(out)\n",
            "h",
        );
        let all = shapes(&code).unwrap();
        let call = code
            .ops
            .iter()
            .rposition(|o| matches!(o, Op::Call(1)))
            .unwrap();
        let d = all[call + 1].as_ref().unwrap().depth as usize;
        check_frame(&code, call + 1, d - 1, &[], Waiting::Value).unwrap();
        assert!(check_frame(&code, call + 1, d, &[], Waiting::Value).is_err());
        assert!(check_frame(&code, 0, d - 1, &[], Waiting::Value).is_err());
    }

    /// `for x in g` fuses `ForIter` and `StoreFast`: a caller waiting for the value of a
    /// generator running in its loop sits at the `StoreFast` (which then runs on its own)
    /// with the iterator on its stack, and that frame is accepted; the fused path goes on
    /// past the `StoreFast` with the same depth.
    #[test]
    fn for_loop_fused_with_its_store() {
        let code = code_named("def h(g):\n    for x in g:\n        print(x)\n", "h");
        let i = code
            .ops
            .iter()
            .position(|o| matches!(o, Op::ForIterStore(..)))
            .unwrap_or_else(|| panic!("{:?}", code.ops));
        assert!(
            matches!(code.ops[i + 1], Op::StoreFast(_)),
            "{:?}",
            code.ops
        );
        let all = shapes(&code).unwrap();
        let d = all[i].as_ref().unwrap().depth;
        assert_eq!(all[i + 1].as_ref().unwrap().depth, d + 1);
        assert_eq!(all[i + 2].as_ref().unwrap().depth, d);
        check_frame(&code, i + 1, d as usize, &[], Waiting::Value).unwrap();
        assert!(check_frame(&code, i + 1, d as usize + 1, &[], Waiting::Value).is_err());
    }
}
