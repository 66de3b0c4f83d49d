//! The bytecode: [`Op`] (8 bytes each, operands resolved at compile time) and [`Code`].

use std::rc::Rc;

use crate::values::Value;

/// Binary operators (also used in place for augmented assignment).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// +
    Add,
    /// -
    Sub,
    /// *
    Mul,
    /// /
    TrueDiv,
    /// //
    FloorDiv,
    /// %
    Mod,
    /// **
    Pow,
    /// <<
    LShift,
    /// >>
    RShift,
    /// &
    And,
    /// |
    Or,
    /// ^
    Xor,
    /// @
    MatMul,
}

impl BinOp {
    /// Every operator.
    pub const ALL: [BinOp; 13] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::TrueDiv,
        BinOp::FloorDiv,
        BinOp::Mod,
        BinOp::Pow,
        BinOp::LShift,
        BinOp::RShift,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::MatMul,
    ];
    /// The operator's symbol.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::TrueDiv => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "** or pow()",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
            BinOp::MatMul => "@",
        }
    }
    /// The dunder names (normal, reflected, in-place).
    pub fn dunders(self) -> (&'static str, &'static str, &'static str) {
        match self {
            BinOp::Add => ("__add__", "__radd__", "__iadd__"),
            BinOp::Sub => ("__sub__", "__rsub__", "__isub__"),
            BinOp::Mul => ("__mul__", "__rmul__", "__imul__"),
            BinOp::TrueDiv => ("__truediv__", "__rtruediv__", "__itruediv__"),
            BinOp::FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
            BinOp::Mod => ("__mod__", "__rmod__", "__imod__"),
            BinOp::Pow => ("__pow__", "__rpow__", "__ipow__"),
            BinOp::LShift => ("__lshift__", "__rlshift__", "__ilshift__"),
            BinOp::RShift => ("__rshift__", "__rrshift__", "__irshift__"),
            BinOp::And => ("__and__", "__rand__", "__iand__"),
            BinOp::Or => ("__or__", "__ror__", "__ior__"),
            BinOp::Xor => ("__xor__", "__rxor__", "__ixor__"),
            BinOp::MatMul => ("__matmul__", "__rmatmul__", "__imatmul__"),
        }
    }
}

/// Rich comparison operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    /// <
    Lt,
    /// <=
    Le,
    /// ==
    Eq,
    /// !=
    Ne,
    /// >
    Gt,
    /// >=
    Ge,
}

impl CmpOp {
    /// The operator's symbol.
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
    /// The dunder and its reflection.
    pub fn dunders(self) -> (&'static str, &'static str) {
        match self {
            CmpOp::Lt => ("__lt__", "__gt__"),
            CmpOp::Le => ("__le__", "__ge__"),
            CmpOp::Eq => ("__eq__", "__eq__"),
            CmpOp::Ne => ("__ne__", "__ne__"),
            CmpOp::Gt => ("__gt__", "__lt__"),
            CmpOp::Ge => ("__ge__", "__le__"),
        }
    }
}

/// Unary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    /// -x
    Neg,
    /// +x
    Pos,
    /// not x
    Not,
    /// ~x
    Invert,
}

/// One instruction.
#[derive(Debug, Clone, Copy)]
pub enum Op {
    /// Do nothing.
    Nop,
    /// Push consts[i].
    LoadConst(u32),
    /// Push local slot i (UnboundLocalError when empty).
    LoadFast(u32),
    /// Pop into local slot i.
    StoreFast(u32),
    /// Empty local slot i.
    DeleteFast(u32),
    /// Push the content of cell i.
    LoadDeref(u32),
    /// Pop into cell i.
    StoreDeref(u32),
    /// Empty cell i.
    DeleteDeref(u32),
    /// Push the cell object i itself (for closures).
    LoadClosure(u32),
    /// Push global slot i, falling back to builtins.
    LoadGlobal(u32),
    /// Pop into global slot i.
    StoreGlobal(u32),
    /// Empty global slot i.
    DeleteGlobal(u32),
    /// `LoadGlobal` in a module's namespace (found through the running function).
    LoadModuleGlobal(u32),
    /// `StoreGlobal` in a module's namespace.
    StoreModuleGlobal(u32),
    /// `DeleteGlobal` in a module's namespace.
    DeleteModuleGlobal(u32),
    /// Class body: push names[i] from the namespace, else global/builtin.
    LoadName(u32),
    /// Class body: pop into the namespace.
    StoreName(u32),
    /// Class body: delete from the namespace.
    DeleteName(u32),
    /// Replace TOS by TOS.names[i].
    LoadAttr(u32),
    /// TOS.names[i] = TOS1.
    StoreAttr(u32),
    /// del TOS.names[i].
    DeleteAttr(u32),
    /// Call method names[i] on the object under argc arguments.
    CallMethod(u32, u16),
    /// Binary operator.
    Binary(BinOp),
    /// In-place binary operator.
    Inplace(BinOp),
    /// Unary operator.
    Unary(UnOp),
    /// Rich comparison.
    Compare(CmpOp),
    /// `is` (false) / `is not` (true).
    Is(bool),
    /// `in` (false) / `not in` (true).
    In(bool),
    /// TOS1[TOS].
    Subscr,
    /// TOS1[TOS] = TOS2.
    StoreSubscr,
    /// del TOS1[TOS].
    DeleteSubscr,
    /// Build a slice from 3 values.
    BuildSlice,
    /// Build a tuple from n values.
    BuildTuple(u32),
    /// Build a list from n values.
    BuildList(u32),
    /// Build a set from n values.
    BuildSet(u32),
    /// Build a dict from n key/value pairs.
    BuildMap(u32),
    /// Concatenate n strings.
    BuildString(u32),
    /// Format TOS (with a spec under it when the flag is set); conversion 0/s/r/a.
    FormatValue(u8, bool),
    /// Append TOS to the list at depth i.
    ListAppend(u32),
    /// Add TOS to the set at depth i.
    SetAdd(u32),
    /// Set key TOS1 to value TOS in the dict at depth i.
    MapAdd(u32),
    /// Extend the list at depth i with the iterable TOS.
    ListExtend(u32),
    /// Update the set at depth i with the iterable TOS.
    SetUpdate(u32),
    /// Update the dict at depth i with the mapping TOS.
    DictUpdate(u32),
    /// Merge the mapping on top into the keyword dict of a call being built (`d` deep, with
    /// the callee and its argument tuple under it): keys must be strings and new, or the
    /// call fails as CPython's does (`f() got multiple values for keyword argument 'k'`).
    DictMerge(u32),
    /// Turn the list TOS into a tuple.
    ListToTuple,
    /// Unpack TOS into exactly n values.
    UnpackSequence(u32),
    /// Unpack TOS into `before` values, a list, and `after` values.
    UnpackEx(u16, u16),
    /// Jump.
    Jump(u32),
    /// Pop; jump when false.
    PopJumpIfFalse(u32),
    /// Pop; jump when true.
    PopJumpIfTrue(u32),
    /// Jump (keeping TOS) when false, else pop.
    JumpIfFalseOrPop(u32),
    /// Jump (keeping TOS) when true, else pop.
    JumpIfTrueOrPop(u32),
    /// Replace TOS by iter(TOS).
    GetIter,
    /// Push next(TOS), or pop TOS and jump when exhausted.
    ForIter(u32),
    /// Call with argc positional arguments.
    Call(u32),
    /// Call with argc arguments, the last len(kwnames) keyword; kwnames tuple on top.
    CallKw(u32),
    /// Call with an args tuple and (flag) a kwargs dict.
    CallEx(bool),
    /// Make a function from consts[i] (code), flags: 1 defaults, 2 kwdefaults, 4 closure.
    MakeFunction(u32, u8),
    /// Return TOS.
    Return,
    /// Yield TOS.
    Yield,
    /// Delegate to the sub-iterator TOS1, sending TOS.
    YieldFrom,
    /// Replace TOS by the iterator `await` delegates to (`vm/coro.rs`): a coroutine itself,
    /// or what `__await__` returns; CPython's `TypeError` for anything else.
    GetAwaitable,
    /// Wrap TOS as a value an asynchronous generator yields to its consumer (not to the event
    /// loop it awaits through).
    AsyncGenWrap,
    /// `async for`: replace TOS by `TOS.__aiter__()`.
    GetAIter,
    /// `async for`: push the awaitable of `TOS.__anext__()` (TOS kept).
    GetANext,
    /// The handler that ends an `async for`: TOS is the exception; `StopAsyncIteration` pops
    /// it, its handled state and the iterator under it, anything else is re-raised.
    EndAsyncFor,
    /// `async with`: pop the manager, push its bound `__aexit__` and the awaitable of its
    /// `__aenter__()`.
    BeforeAsyncWith,
    /// `async with`: protect the body (the `__aenter__` result is TOS, `__aexit__` under it);
    /// handler at target.
    SetupAsyncWith(u32),
    /// Normal exit of an `async with`: pop `__aexit__`, push the awaitable of
    /// `__aexit__(None, None, None)`.
    AsyncWithExit,
    /// Exceptional exit: TOS the exception, `__aexit__` under it; leave the exception and push
    /// the awaitable of `__aexit__(type, exc, None)`.
    AsyncWithExcept,
    /// After awaiting `__aexit__` on the exceptional path: pop its result and the exception;
    /// suppress the exception when the result is true, else re-raise it.
    AsyncWithExceptEnd,
    /// Drop TOS.
    Pop,
    /// Duplicate TOS.
    Dup,
    /// Duplicate the top two.
    Dup2,
    /// Swap the top two.
    Rot2,
    /// Move TOS under the next two.
    Rot3,
    /// Push an exception handler at target.
    SetupExcept(u32),
    /// Pop the innermost handler.
    PopBlock,
    /// Leave an except clause.
    PopExcept,
    /// Re-raise the exception TOS.
    Reraise,
    /// raise (0 args: re-raise; 1: raise TOS; 2: raise TOS1 from TOS).
    Raise(u8),
    /// Push whether the exception TOS1 matches the class (tuple) TOS; pops TOS.
    ExcMatch,
    /// Enter the context manager TOS; handler at target.
    SetupWith(u32),
    /// Normal exit of a with block: call `__exit__(None, None, None)`.
    WithExitNormal,
    /// Exceptional exit: call `__exit__` with the exception TOS; suppress or re-raise.
    WithExcept,
    /// Build a class (operand: how many class keywords): below TOS, the body function, the
    /// name, the bases tuple and the keyword values; TOS the keyword names (a tuple).
    BuildClass(u32),
    /// Push module names[i].
    ImportName(u32),
    /// Push attribute names[i] of the module TOS.
    ImportFrom(u32),
    /// `from m import *`: bind the public names of the module TOS (kept) as globals.
    ImportStar,
    /// Push AssertionError.
    LoadAssertionError,
    /// Record TOS as the value of the last expression statement (sessions).
    SetLastValue,
    /// Replace TOS by len(TOS) (match).
    GetLen,
    /// Push whether TOS is a sequence for match.
    MatchSequence,
    /// Push whether TOS is a mapping for match.
    MatchMapping,
    /// Pop the keys tuple TOS; push the values for the subject now TOS, or None.
    MatchKeys,
    /// Class pattern: TOS2 subject, TOS1 class, TOS kw names; n positional; push tuple or None.
    MatchClass(u32),
    /// Push the class that defined the running function (zero-argument super()).
    LoadOwnerClass,
    /// dict without keys: TOS1 dict subject, TOS keys tuple → rest dict.
    DictWithout,
    // Superinstructions, made by [`fuse`] from the pair of instructions they replace. The
    // second instruction of the pair stays in place (a jump may land on it); the fused one
    // skips it.
    /// `Compare(op)` then `PopJumpIfTrue(target)` (flag true) or `PopJumpIfFalse(target)`.
    CompareJump(CmpOp, bool, u32),
    /// `LoadFast(a)` then `LoadFast(b)`.
    LoadFast2(u16, u16),
    /// `LoadFast(a)` then `LoadConst(c)`.
    LoadFastConst(u16, u16),
    /// `LoadFast(a)` then `LoadAttr(name)`.
    LoadFastAttr(u16, u16),
    /// `StoreFast(a)` then `LoadFast(b)`.
    StoreFastLoadFast(u16, u16),
    /// `LoadFast(a)`, `LoadConst(c)`, `Binary(op)`: `n - 1`.
    BinaryLocalConst(u16, u16, BinOp),
    /// `LoadFast(a)`, `LoadFast(b)`, `Binary(op)`: `x * y`.
    BinaryLocals(u16, u16, BinOp),
    /// `LoadFast(a)`, `LoadConst(c)`, `Inplace(op)`, `StoreFast(a)`: `n += 1`.
    InplaceLocalConst(u16, u16, BinOp),
    /// `LoadFast(a)`, `LoadFast(b)`, `Inplace(op)`, `StoreFast(a)`: `total += x`.
    InplaceLocals(u16, u16, BinOp),
    /// `LoadFast(a)`, `LoadConst(c)`, then the `CompareJump` two instructions on (read from
    /// there at run time): `if n < 2:`.
    CompareLocalConstJump(u16, u16),
    /// `LoadFast(a)`, `LoadFast(b)`, then the `CompareJump` two instructions on: `while i < n:`.
    CompareLocalsJump(u16, u16),
    /// `LoadFast(a)`, `LoadFast(b)`, `Subscr`: `data[i]`. A list or tuple and an int index in
    /// range are read in place; any other case runs as `LoadFast2(a, b)` and the `Subscr`
    /// after it runs on its own.
    SubscrLocals(u16, u16),
    /// `LoadFast(a)`, `LoadFast(b)`, `StoreSubscr`: `flags[j] = v`. A list and an int index in
    /// range are stored to in place; any other case runs as `LoadFast2(a, b)` and the
    /// `StoreSubscr` after it runs on its own.
    StoreSubscrLocals(u16, u16),
    /// `LoadDeref(c)`, `LoadFast(b)`, `Subscr`: `SubscrLocals` on a cell's list (a list a
    /// comprehension reads); any other case runs as the `LoadDeref(c)` alone.
    SubscrDerefLocal(u16, u16),
    /// `LoadDeref(c)`, `LoadFast(b)`, `StoreSubscr`: `StoreSubscrLocals` on a cell's list; any
    /// other case runs as the `LoadDeref(c)` alone.
    StoreSubscrDerefLocal(u16, u16),
    /// `LoadConst(c)` then `Binary(op)`: `(i * j) % 17`, `2 * k + 1`.
    BinaryConst(u16, BinOp),
    /// `LoadFast(a)` then `Binary(op)`: `3 * n`, `f(x) + y`.
    BinaryLocal(u16, BinOp),
    /// `LoadFast(a)` then `Return`.
    ReturnLocal(u32),
    /// `ForIter(target)` then `StoreFast(a)`: the loop's next value goes into its local. A
    /// value from a generator (whose frame runs in the loop) still arrives on the stack for
    /// the `StoreFast`, which then runs on its own.
    ForIterStore(u16, u32),
    /// `ListAppend(d)` then `Jump(target)`: a list comprehension's item, back to its loop.
    ListAppendJump(u16, u32),
    /// `Pop` then `Jump(target)`: an expression statement ending a loop's body.
    PopJump(u32),
    /// `SetAdd(d)` then `Jump(target)`: a set comprehension's item, back to its loop.
    SetAddJump(u16, u32),
    /// `MapAdd(d)` then `Jump(target)`: a dict comprehension's item, back to its loop.
    MapAddJump(u16, u32),
}

/// Replace common instruction pairs by one superinstruction at the first one's place. The
/// second instruction is kept, so jump targets and line numbers stay valid; the fused
/// instruction does the work of both and continues after the pair.
pub fn fuse(ops: &mut [Op]) {
    // Both operands as u16, or no fusion.
    let small = |a: u32, b: u32| Some((u16::try_from(a).ok()?, u16::try_from(b).ok()?));
    let mut i = 0;
    while i + 1 < ops.len() {
        // Three or four instructions into one: the instructions after the first stay in place
        // (and the pair at i + 2 is fused in turn, which `CompareLocal*Jump` relies on).
        let (third, fourth) = (ops.get(i + 2).copied(), ops.get(i + 3).copied());
        let jump = matches!(fourth, Some(Op::PopJumpIfFalse(_) | Op::PopJumpIfTrue(_)));
        let long = match (ops[i], ops[i + 1], third, fourth) {
            (Op::LoadFast(a), Op::LoadConst(c), Some(Op::Inplace(op)), Some(Op::StoreFast(t)))
                if t == a =>
            {
                small(a, c).map(|(a, c)| Op::InplaceLocalConst(a, c, op))
            }
            (Op::LoadFast(a), Op::LoadFast(b), Some(Op::Inplace(op)), Some(Op::StoreFast(t)))
                if t == a =>
            {
                small(a, b).map(|(a, b)| Op::InplaceLocals(a, b, op))
            }
            (Op::LoadFast(a), Op::LoadConst(c), Some(Op::Binary(op)), _) => {
                small(a, c).map(|(a, c)| Op::BinaryLocalConst(a, c, op))
            }
            (Op::LoadFast(a), Op::LoadFast(b), Some(Op::Binary(op)), _) => {
                small(a, b).map(|(a, b)| Op::BinaryLocals(a, b, op))
            }
            (Op::LoadFast(a), Op::LoadFast(b), Some(Op::Subscr), _) => {
                small(a, b).map(|(a, b)| Op::SubscrLocals(a, b))
            }
            (Op::LoadFast(a), Op::LoadFast(b), Some(Op::StoreSubscr), _) => {
                small(a, b).map(|(a, b)| Op::StoreSubscrLocals(a, b))
            }
            (Op::LoadDeref(c), Op::LoadFast(b), Some(Op::Subscr), _) => {
                small(c, b).map(|(c, b)| Op::SubscrDerefLocal(c, b))
            }
            (Op::LoadDeref(c), Op::LoadFast(b), Some(Op::StoreSubscr), _) => {
                small(c, b).map(|(c, b)| Op::StoreSubscrDerefLocal(c, b))
            }
            (Op::LoadFast(a), Op::LoadConst(c), Some(Op::Compare(_)), _) if jump => {
                small(a, c).map(|(a, c)| Op::CompareLocalConstJump(a, c))
            }
            (Op::LoadFast(a), Op::LoadFast(b), Some(Op::Compare(_)), _) if jump => {
                small(a, b).map(|(a, b)| Op::CompareLocalsJump(a, b))
            }
            _ => None,
        };
        if let Some(op) = long {
            ops[i] = op;
            i += 2;
            continue;
        }
        let fused = match (ops[i], ops[i + 1]) {
            (Op::Compare(c), Op::PopJumpIfFalse(t)) => Some(Op::CompareJump(c, false, t)),
            (Op::Compare(c), Op::PopJumpIfTrue(t)) => Some(Op::CompareJump(c, true, t)),
            (Op::LoadFast(a), Op::LoadFast(b)) => small(a, b).map(|(a, b)| Op::LoadFast2(a, b)),
            (Op::LoadFast(a), Op::LoadConst(b)) => {
                small(a, b).map(|(a, b)| Op::LoadFastConst(a, b))
            }
            (Op::LoadFast(a), Op::LoadAttr(b)) => small(a, b).map(|(a, b)| Op::LoadFastAttr(a, b)),
            (Op::StoreFast(a), Op::LoadFast(b)) => {
                small(a, b).map(|(a, b)| Op::StoreFastLoadFast(a, b))
            }
            (Op::LoadConst(c), Op::Binary(op)) => {
                u16::try_from(c).ok().map(|c| Op::BinaryConst(c, op))
            }
            (Op::LoadFast(a), Op::Binary(op)) => {
                u16::try_from(a).ok().map(|a| Op::BinaryLocal(a, op))
            }
            (Op::LoadFast(a), Op::Return) => Some(Op::ReturnLocal(a)),
            (Op::ListAppend(d), Op::Jump(t)) => {
                u16::try_from(d).ok().map(|d| Op::ListAppendJump(d, t))
            }
            (Op::Pop, Op::Jump(t)) => Some(Op::PopJump(t)),
            (Op::SetAdd(d), Op::Jump(t)) => u16::try_from(d).ok().map(|d| Op::SetAddJump(d, t)),
            (Op::MapAdd(d), Op::Jump(t)) => u16::try_from(d).ok().map(|d| Op::MapAddJump(d, t)),
            (Op::ForIter(t), Op::StoreFast(a)) => {
                u16::try_from(a).ok().map(|a| Op::ForIterStore(a, t))
            }
            _ => None,
        };
        match fused {
            Some(op) => {
                ops[i] = op;
                i += 2;
            }
            None => i += 1,
        }
    }
}

/// A compiled code object (module, function, class body, lambda or comprehension).
pub struct Code {
    /// Instructions.
    pub ops: Vec<Op>,
    /// Line of each instruction.
    pub lines: Vec<u32>,
    /// Constants.
    pub consts: Vec<Value>,
    /// Attribute and namespace names.
    pub names: Vec<Rc<str>>,
    /// Two attribute caches per name (the loads and stores of `names[i]` on instances of up
    /// to two classes: a method of a base class sees the base's and a subclass's instances).
    pub attr_sites: Box<[crate::values::object::AttrSites]>,
    /// Two method caches per name (the `CallMethod`s of `names[i]` on instances).
    pub method_sites: Box<[[crate::values::object::MethodSite; 2]]>,
    /// One builtin-method cache per name (the `CallMethod`s of `names[i]` on builtin values,
    /// `d.get(k)`, `s.split(",")`): the method table last seen and its entry for the name.
    pub builtin_sites: Box<[crate::builtins::args::BuiltinSite]>,
    /// For class bodies: the global slot of each name (fallback of LoadName).
    pub name_slots: Vec<u32>,
    /// Function name.
    pub name: Rc<str>,
    /// Qualified name.
    pub qualname: Rc<str>,
    /// File name for tracebacks.
    pub filename: Rc<str>,
    /// Positional parameters (positional-only included).
    pub argcount: u32,
    /// Positional-only parameters.
    pub posonly: u32,
    /// Keyword-only parameters.
    pub kwonly: u32,
    /// Has *args.
    pub varargs: bool,
    /// Has **kwargs.
    pub varkw: bool,
    /// Number of local slots (parameters first).
    pub nlocals: u32,
    /// Names of local slots.
    pub local_names: Vec<Rc<str>>,
    /// Names of cell and free variables (cells first).
    pub cell_names: Vec<Rc<str>>,
    /// Number of cells owned by the frame (the rest are free vars from the closure).
    pub ncells: u32,
    /// Parameters that live in cells: (local slot, cell index).
    pub cell_params: Vec<(u32, u32)>,
    /// Runs as a suspendable frame (generator, coroutine or asynchronous generator).
    pub is_generator: bool,
    /// Only plain positional parameters (no `*args`, `**kwargs` or keyword-only ones): a
    /// positional call binds by moving its arguments into the first slots (`Vm::call_op`).
    pub positional_only_params: bool,
    /// Which suspendable kind calling it makes (meaningful when `is_generator`).
    pub gen_kind: crate::values::GenKind,
    /// Class body (runs with a namespace).
    pub is_class_body: bool,
    /// First line.
    pub first_line: u32,
    /// Docstring.
    pub doc: Option<Rc<str>>,
    /// The source it was compiled from (shared by every code object of one compilation), so
    /// a saved session can name a code object by its source and [`Code::seq`] and compile it
    /// again on restore (`host/save/`).
    pub origin: Rc<CodeOrigin>,
    /// Its number within its compilation: code objects are numbered in the order the
    /// compiler finishes them, which the same source always repeats.
    pub seq: u32,
}

/// What one compilation compiled: the source text, its file name and how it was compiled.
pub struct CodeOrigin {
    /// The source text.
    pub source: Rc<str>,
    /// The file name tracebacks show.
    pub filename: Rc<str>,
    /// Whether a trailing expression statement records its value (session cells).
    pub record_last: bool,
    /// Whether it was compiled against a module's namespace rather than the session's.
    pub module: bool,
}

/// Flag on `Op::ListExtend`'s depth: the list being extended holds a call's positional
/// arguments (the callee is just under it), for CPython's "f() argument after * must be an
/// iterable" message.
/// Flag on `BuildSet`'s count: the items are constants, which CPython builds as a frozenset
/// and merges into the new set.
pub const SET_FROM_CONSTANTS: u32 = 1 << 31;
pub const EXTEND_CALL_ARGS: u32 = 1 << 31;
