//! A grammar-aware generator of valid Python 3.11 programs, for fuzzing Belljar's interpreter.
//!
//! [`generate`] decodes any byte string (a fuzzer's input, or random bytes) into the source of
//! a Python program through `arbitrary`'s [`Unstructured`]: every decision (which statement,
//! which expression, which name, which literal) reads a few bytes, and when the bytes run out
//! every decision takes its simplest choice, so any input gives a program and similar inputs
//! give similar programs (which is what lets libFuzzer's mutations explore).
//!
//! The programs are meant to get past the parser and past `NameError` and into the deep parts
//! of the interpreter:
//! - The generator tracks scopes the way Python does (module, function, class body, lambda and
//!   comprehension), with a coarse type for every name, so expressions read names that are
//!   bound and mostly of the right type. Every new binding gets a fresh name; names bound inside
//!   a block are forgotten when the block ends (they may not be bound on every path), and
//!   `nonlocal` / `global` are declared first in a function body, for names that exist.
//! - It builds classes with dunders (`__eq__`, `__hash__`, `__lt__`, `__repr__`, `__iter__`,
//!   `__next__`, `__len__`, `__bool__`, `__index__`, `__getattr__`, `__setattr__`, `__call__`,
//!   `__enter__`/`__exit__`, `__getitem__`, `__contains__`, `__add__`, ...), inheritance and
//!   `super()`, properties, static and class methods, exception classes; functions with every
//!   parameter kind, closures, decorators, recursion, generators (`yield`, `yield from`,
//!   `send`/`throw`/`close`); `try`/`except`/`else`/`finally` with `break`/`continue`/`return`
//!   inside; `with`; `match`; comprehensions and lambdas; f-strings with nested format specs,
//!   `%`-formatting and `str.format`; big ints, slices, `del`, `global`, `raise`; and the
//!   adversarial cases: self-referential and deeply nested containers, mutation during
//!   iteration and sorting, dunders replaced at runtime (`C.__init__ = C`).
//! - Module-level statements are wrapped in `try`/`except Exception`, so one exception does
//!   not end the program, and a module-level binding that fails gets a fallback value.
//! - Size is bounded by [`Bounds`]: a statement budget, block nesting and expression depth;
//!   loops run a handful of times.
//!
//! Programs are not required to finish without an exception: a `TypeError` from an unlucky
//! combination is a normal result. What must hold (checked by the fuzz target) is that the
//! interpreter never crashes or outruns its limits on them. The companion binary (`pygen`)
//! prints programs from random seeds, to look at them or to check them with `python3`.

use arbitrary::Unstructured;

/// Size limits for one generated program.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// Statements in the whole program (definitions and their bodies included).
    pub max_statements: usize,
    /// Nesting of blocks (`if`, `for`, `def`, `class`, ...).
    pub max_block_depth: usize,
    /// Nesting of expressions.
    pub max_expr_depth: u32,
}

impl Default for Bounds {
    fn default() -> Self {
        Bounds {
            max_statements: 90,
            max_block_depth: 5,
            max_expr_depth: 3,
        }
    }
}

/// The Python program these bytes decode to, within the default [`Bounds`].
pub fn generate(data: &[u8]) -> String {
    generate_with(data, Bounds::default())
}

/// The Python program these bytes decode to, within `bounds`.
pub fn generate_with(data: &[u8], bounds: Bounds) -> String {
    let mut u = Unstructured::new(data);
    let mut g = Gen::new(&mut u, bounds);
    g.program();
    g.out
}

/// `len` pseudo-random bytes for `seed` (splitmix64): an input like a fuzzer's, for looking
/// at programs or seeding a corpus without a fuzzer.
pub fn seed_input(seed: u64, len: usize) -> Vec<u8> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03;
    let mut out = Vec::with_capacity(len + 8);
    while out.len() < len {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        out.extend_from_slice(&z.to_le_bytes());
    }
    out.truncate(len);
    out
}

/// A coarse static type, enough to pick operands that mostly work.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    Int,
    Float,
    Str,
    Bytes,
    Bool,
    List,
    Tuple,
    Dict,
    Set,
    /// An instance of `classes[i]`.
    Obj(usize),
    /// The class `classes[i]` itself.
    Class(usize),
    /// A callable with the signature `funcs[i]`.
    Func(usize),
    /// A generator object.
    Gen,
    Any,
}

/// Types an expression of "any" type is drawn from.
const PLAIN_TYPES: [Ty; 9] = [
    Ty::Int,
    Ty::Float,
    Ty::Str,
    Ty::Bytes,
    Ty::Bool,
    Ty::List,
    Ty::Tuple,
    Ty::Dict,
    Ty::Set,
];

/// A name bound in a scope.
#[derive(Clone, Debug)]
struct Var {
    name: String,
    ty: Ty,
    /// Declared `global` in this (function) scope: not a candidate for an inner `nonlocal`.
    global_decl: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FrameKind {
    Module,
    Function,
    Class,
    /// A lambda or a comprehension: names visible, no statements.
    Expr,
}

/// One scope being generated.
#[derive(Debug)]
struct Frame {
    kind: FrameKind,
    vars: Vec<Var>,
    /// `vars.len()` at the start of each open block.
    marks: Vec<usize>,
    /// Loops open in this scope (`break`/`continue` allowed when > 0).
    loops: usize,
    /// A generator function: `yield` allowed.
    generator: bool,
    /// Whether the body has yielded yet (a generator's body must).
    yielded: bool,
    /// The type the function's `return` statements give.
    ret: Ty,
}

/// What a call to a user function needs.
#[derive(Clone, Debug)]
struct FuncSig {
    name: String,
    /// Types of the required positional parameters.
    req: Vec<Ty>,
    /// Types of the optional positional parameters.
    opt: Vec<Ty>,
    /// Takes `*args`.
    star: bool,
    /// Keyword-only parameters (all with defaults) and their types.
    kwonly: Vec<(String, Ty)>,
    /// What a call returns.
    ret: Ty,
}

/// What the generator knows about a user class.
#[derive(Clone, Debug, Default)]
struct ClassInfo {
    name: String,
    /// Types of `__init__`'s required arguments (after `self`).
    init: Vec<Ty>,
    /// Plain methods: name and signature index.
    methods: Vec<(String, usize)>,
    /// Instance attributes set by `__init__`.
    attrs: Vec<String>,
    /// Class attributes (all ints).
    class_attrs: Vec<String>,
    /// Properties (readable, and writable when the bool is true).
    props: Vec<(String, bool)>,
    dunders: Vec<&'static str>,
    /// Derives from `BaseException`.
    exception: bool,
    /// Indexes of all user base classes, transitively.
    ancestors: Vec<usize>,
    /// Has a builtin type (other than `object`/exceptions) among its bases.
    builtin_base: bool,
}

impl ClassInfo {
    fn has(&self, dunder: &str) -> bool {
        self.dunders.contains(&dunder)
    }
}

/// Characters string literals are made of (escapes are written out by [`Gen::str_lit`]).
const CHARS: &[&str] = &[
    "a", "b", "c", "x", "y", "z", "A", "Q", "0", "1", "7", " ", " ", ",", ".", "-", "_", ":", ";",
    "!", "?", "(", ")", "[", "]", "%", "é", "ß", "ǅ", "ﬁ", "٣", "🙂", "\u{378}", "İ", "Σ", "ς",
    "€", "\u{a0}", "ʼn",
];
/// Escapes allowed in string literals outside f-string replacement fields.
const ESCAPES: &[&str] = &[
    "\\n",
    "\\t",
    "\\x00",
    "\\\\",
    "\\'",
    "\"",
    "{",
    "}",
    "#",
    "\\u0301",
    "\\ud800",
    "\\r",
    "\\x7f",
    "\\U0001f600",
];

/// Format specs for f-strings and `format()` (an `@` stands for a nested `{width}` field).
const SPECS: &[&str] = &[
    "", ">10", "<6", "^9", "*^@", ">@", ".3f", ".@f", ",", "_", "#x", "08.2f", "+.2e", "%", "g",
    ".@", "=^12", "x", "b", "o", "s", "<@.@", "010", "+", " ", ".2%", "#o", "_x", ",.2f", "e", "c",
    "n", "X", ".0f", "-^@",
];

/// Builtin names that can be called with one argument of any type.
const ONE_ARG_BUILTINS: &[&str] = &[
    "repr",
    "str",
    "ascii",
    "type",
    "bool",
    "id",
    "callable",
    "hash",
    "len",
    "list",
    "tuple",
    "sorted",
    "iter",
    "abs",
    "int",
    "float",
    "set",
    "frozenset",
    "reversed",
    "min",
    "max",
    "sum",
    "any",
    "all",
    "enumerate",
    "dir",
    "vars",
    "format",
    "bin",
    "hex",
    "oct",
    "chr",
    "ord",
];

/// Exception classes from the builtins.
const BUILTIN_EXC: &[&str] = &[
    "ValueError",
    "TypeError",
    "KeyError",
    "IndexError",
    "ZeroDivisionError",
    "AttributeError",
    "RuntimeError",
    "StopIteration",
    "LookupError",
    "ArithmeticError",
    "OverflowError",
    "RecursionError",
    "NameError",
    "AssertionError",
    "NotImplementedError",
    "UnicodeError",
    "Exception",
];

struct Gen<'a, 'b> {
    u: &'b mut Unstructured<'a>,
    out: String,
    indent: usize,
    frames: Vec<Frame>,
    funcs: Vec<FuncSig>,
    classes: Vec<ClassInfo>,
    /// Indexes of `funcs` that are decorators (take a function, return a callable).
    decorators: Vec<usize>,
    next_id: usize,
    budget: usize,
    block_depth: usize,
    bounds: Bounds,
    /// Inside an f-string replacement field: no quotes, backslashes, braces or `#` in
    /// literals, no nested f-strings.
    fstr: u32,
    /// Inside a `class` body (directly): only definitions and simple attributes.
    in_class_body: bool,
    /// `__init__` of class `i` was replaced at runtime: its arity is unknown.
    init_replaced: Vec<usize>,
    /// Classes whose bodies are open, innermost last.
    open_classes: Vec<usize>,
    /// Expressions being generated inside one another.
    expr_nesting: u32,
}

impl<'a, 'b> Gen<'a, 'b> {
    fn new(u: &'b mut Unstructured<'a>, bounds: Bounds) -> Self {
        Gen {
            u,
            out: String::new(),
            indent: 0,
            frames: vec![Frame {
                kind: FrameKind::Module,
                vars: Vec::new(),
                marks: Vec::new(),
                loops: 0,
                generator: false,
                yielded: false,
                ret: Ty::Any,
            }],
            funcs: Vec::new(),
            classes: Vec::new(),
            decorators: Vec::new(),
            next_id: 0,
            budget: bounds.max_statements,
            block_depth: 0,
            bounds,
            fstr: 0,
            in_class_body: false,
            init_replaced: Vec::new(),
            open_classes: Vec::new(),
            expr_nesting: 0,
        }
    }

    // ----- decisions -----

    /// A choice in `0..k` (0 when the input is used up).
    fn n(&mut self, k: usize) -> usize {
        if k <= 1 {
            return 0;
        }
        self.u.choose_index(k).unwrap_or(0)
    }

    /// True with probability about `num/den`; false once the input is used up.
    fn chance(&mut self, num: usize, den: usize) -> bool {
        self.n(den) >= den - num
    }

    fn exhausted(&self) -> bool {
        self.u.is_empty()
    }

    fn pick<'s>(&mut self, items: &[&'s str]) -> &'s str {
        items[self.n(items.len())]
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.next_id += 1;
        format!("{prefix}{}", self.next_id)
    }

    // ----- output -----

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Emits an indented block: `f` writes its statements; an empty block gets `pass`; names
    /// bound inside are forgotten afterwards.
    fn block<F: FnOnce(&mut Self)>(&mut self, f: F) {
        self.indent += 1;
        self.block_depth += 1;
        let frame = self.frames.len() - 1;
        let mark = self.frames[frame].vars.len();
        self.frames[frame].marks.push(mark);
        let start = self.out.len();
        f(self);
        if self.out.len() == start {
            self.line("pass");
        }
        let frame_ref = &mut self.frames[frame];
        let mark = frame_ref.marks.pop().unwrap_or(0);
        frame_ref.vars.truncate(mark);
        self.block_depth -= 1;
        self.indent -= 1;
    }

    /// Up to `max` statements of the current block.
    fn stmts(&mut self, max: usize) {
        let count = 1 + self.n(max);
        for _ in 0..count {
            if self.budget == 0 || self.exhausted() {
                break;
            }
            self.stmt();
        }
    }

    // ----- scopes -----

    fn frame(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("module frame")
    }

    fn bind(&mut self, name: &str, ty: Ty) {
        self.frame().vars.push(Var {
            name: name.to_string(),
            ty,
            global_decl: false,
        });
    }

    /// Names readable here: the current scope and enclosing ones, skipping class bodies that
    /// are not the current scope (Python does not look names up in them from inside).
    /// In a class body itself, classes whose bodies are open are not bound yet.
    fn visible(&self, want: impl Fn(Ty) -> bool) -> Vec<(String, Ty)> {
        let last = self.frames.len() - 1;
        let in_class_scope = self.frames[last].kind == FrameKind::Class;
        let mut found = Vec::new();
        for (i, frame) in self.frames.iter().enumerate().rev() {
            if i != last && frame.kind == FrameKind::Class {
                continue;
            }
            for var in &frame.vars {
                let unbound = in_class_scope
                    && matches!(var.ty, Ty::Class(c) if self.open_classes.contains(&c));
                if want(var.ty) && !unbound {
                    found.push((var.name.clone(), var.ty));
                }
            }
        }
        found
    }

    fn var_of(&mut self, ty: Ty) -> Option<String> {
        let found = self.visible(|t| t == ty || ty == Ty::Any);
        if found.is_empty() {
            return None;
        }
        let i = self.n(found.len());
        Some(found[i].0.clone())
    }

    fn var_where(&mut self, want: impl Fn(Ty) -> bool) -> Option<(String, Ty)> {
        let found = self.visible(want);
        if found.is_empty() {
            return None;
        }
        let i = self.n(found.len());
        Some(found[i].clone())
    }

    /// A name bound in the current scope (so it can be rebound without `UnboundLocalError`).
    fn local_var(&mut self, want: impl Fn(Ty) -> bool) -> Option<(String, Ty)> {
        let frame = self.frames.last().expect("module frame");
        let found: Vec<(String, Ty)> = frame
            .vars
            .iter()
            // `w` names count `while` loops: rebinding one could make the loop endless.
            .filter(|v| want(v.ty) && !v.name.starts_with('w'))
            .map(|v| (v.name.clone(), v.ty))
            .collect();
        if found.is_empty() {
            return None;
        }
        let i = self.n(found.len());
        Some(found[i].clone())
    }

    fn in_function(&self) -> bool {
        self.frames
            .last()
            .is_some_and(|f| f.kind == FrameKind::Function)
    }

    fn in_loop(&self) -> bool {
        self.frames.last().is_some_and(|f| f.loops > 0)
    }

    /// Classes whose name is bound here and that satisfy `want`.
    fn visible_classes(&self, want: impl Fn(&ClassInfo) -> bool) -> Vec<usize> {
        (0..self.classes.len())
            .filter(|&i| want(&self.classes[i]))
            .filter(|&i| !self.visible(|t| t == Ty::Class(i)).is_empty())
            .collect()
    }

    /// Visible classes that are not exceptions.
    fn class_instances(&self) -> Vec<usize> {
        self.visible_classes(|c| !c.exception)
    }

    /// Visible exception classes.
    fn exception_classes(&self) -> Vec<usize> {
        self.visible_classes(|c| c.exception)
    }

    /// Whether `funcs[i]` is bound here under its name.
    fn func_visible(&self, i: usize) -> bool {
        !self.visible(|t| t == Ty::Func(i)).is_empty()
    }

    // ----- the program -----

    fn program(&mut self) {
        self.line("# generated by belljar-pygen");
        if self.chance(1, 6) {
            self.line("import math");
            self.bind("math", Ty::Any);
        }
        while self.budget > 0 && !self.exhausted() {
            self.top_stmt();
        }
        self.line("print('end')");
    }

    fn top_stmt(&mut self) {
        match self.n(14) {
            0..=2 => {
                self.budget = self.budget.saturating_sub(1);
                self.func_def(None, false);
            }
            3 => {
                self.budget = self.budget.saturating_sub(1);
                self.func_def(None, true);
            }
            4 | 5 => {
                self.budget = self.budget.saturating_sub(1);
                self.class_def(false);
            }
            6 => {
                self.budget = self.budget.saturating_sub(1);
                self.class_def(true);
            }
            7 | 8 => self.top_assign(),
            9 if self.decorators.len() < 2 => {
                self.budget = self.budget.saturating_sub(1);
                self.decorator_def();
            }
            _ => {
                self.line("try:");
                self.block(|g| g.stmts(3));
                let e = self.fresh("e");
                self.line(&format!("except Exception as {e}:"));
                self.block(|g| {
                    let what = match g.n(3) {
                        0 => format!("type({e}).__name__"),
                        1 => format!("repr({e})[:200]"),
                        _ => format!("type({e}).__name__, str({e})[:200]"),
                    };
                    g.line(&format!("print('caught', {what})"));
                });
            }
        }
    }

    /// `name = value` at module level, with a fallback value when computing it raises.
    fn top_assign(&mut self) {
        self.budget = self.budget.saturating_sub(1);
        let ty = self.any_type();
        let name = self.fresh("v");
        self.line("try:");
        let value = self.expr(ty, self.bounds.max_expr_depth);
        self.block(|g| g.line(&format!("{name} = {value}")));
        self.line("except Exception as exc:");
        let fallback = self.literal(ty);
        self.block(|g| {
            g.line("print('init failed', type(exc).__name__)");
            g.line(&format!("{name} = {fallback}"));
        });
        self.bind(&name, ty);
    }

    fn any_type(&mut self) -> Ty {
        let objs = self.class_instances();
        if !objs.is_empty() && self.chance(1, 4) {
            let i = self.n(objs.len());
            return Ty::Obj(objs[i]);
        }
        let i = self.n(PLAIN_TYPES.len());
        PLAIN_TYPES[i]
    }

    // ----- statements -----

    fn stmt(&mut self) {
        self.budget = self.budget.saturating_sub(1);
        if self.in_class_body {
            self.class_body_stmt();
            return;
        }
        let deep = self.block_depth >= self.bounds.max_block_depth;
        let choice = self.n(40);
        match choice {
            0..=4 => self.assign_stmt(),
            5 | 6 => self.reassign_stmt(),
            7..=9 => {
                let args = self.print_args();
                self.line(&format!("print({args})"));
            }
            10..=12 => self.effect_stmt(),
            13 | 14 if !deep => self.if_stmt(),
            15 | 16 if !deep => self.for_stmt(),
            17 if !deep => self.while_stmt(),
            18 | 19 if !deep => self.try_stmt(),
            20 if !deep => self.with_stmt(),
            21 if !deep => self.match_stmt(),
            22 if !deep && self.block_depth < 3 => {
                let generator = self.chance(1, 3);
                self.func_def(None, generator);
            }
            23 if !deep && self.block_depth < 2 => self.class_def(false),
            24 => self.del_stmt(),
            25 => self.raise_stmt(),
            26 => {
                let cond = self.expr(Ty::Bool, 2);
                let msg = self.expr(Ty::Str, 1);
                self.line(&format!("assert {cond}, {msg}"));
            }
            27 if self.in_function() => self.return_stmt(),
            28 if self.in_loop() => {
                let word = if self.chance(1, 2) {
                    "break"
                } else {
                    "continue"
                };
                let cond = self.expr(Ty::Bool, 1);
                self.line(&format!("if {cond}:"));
                self.block(|g| g.line(word));
            }
            29 | 30 if self.frames.last().is_some_and(|f| f.generator) => self.yield_stmt(),
            31..=34 => self.scenario(),
            35 => self.object_stmt(),
            36 => self.generator_protocol(),
            37 if !deep => self.walrus_if(),
            _ => self.assign_stmt(),
        }
    }

    fn assign_stmt(&mut self) {
        match self.n(6) {
            0 => {
                // Unpacking.
                let a = self.fresh("v");
                let b = self.fresh("v");
                if self.chance(1, 2) {
                    let value = self.expr(Ty::List, 2);
                    self.line(&format!("{a}, *{b} = {value}"));
                    self.bind(&a, Ty::Any);
                    self.bind(&b, Ty::List);
                } else {
                    let x = self.expr(Ty::Any, 2);
                    let y = self.expr(Ty::Any, 2);
                    self.line(&format!("{a}, {b} = {x}, {y}"));
                    self.bind(&a, Ty::Any);
                    self.bind(&b, Ty::Any);
                }
            }
            1 => {
                // Subscript or attribute target.
                if let Some(target) = self.store_target() {
                    let value = self.expr(Ty::Any, 2);
                    self.line(&format!("{target} = {value}"));
                } else {
                    self.simple_assign();
                }
            }
            _ => self.simple_assign(),
        }
    }

    fn simple_assign(&mut self) {
        let ty = self.any_type();
        let name = self.fresh("v");
        let value = self.expr(ty, self.bounds.max_expr_depth);
        self.line(&format!("{name} = {value}"));
        self.bind(&name, ty);
    }

    /// A subscript or attribute that can be assigned to.
    fn store_target(&mut self) -> Option<String> {
        match self.n(4) {
            0 => {
                let list = self.var_of(Ty::List)?;
                let index = self.index();
                Some(format!("{list}[{index}]"))
            }
            1 => {
                let dict = self.var_of(Ty::Dict)?;
                let key = self.key_expr(1);
                Some(format!("{dict}[{key}]"))
            }
            2 => {
                let list = self.var_of(Ty::List)?;
                let a = self.small_int();
                let b = self.small_int();
                Some(format!("{list}[{a}:{b}]"))
            }
            _ => {
                let (obj, ty) = self.var_where(|t| matches!(t, Ty::Obj(_)))?;
                let Ty::Obj(c) = ty else { return None };
                let info = &self.classes[c];
                let mut names: Vec<String> = info.attrs.clone();
                names.extend(info.props.iter().filter(|p| p.1).map(|p| p.0.clone()));
                names.push("extra".to_string());
                let i = self.n(names.len());
                Some(format!("{obj}.{}", names[i]))
            }
        }
    }

    fn reassign_stmt(&mut self) {
        let Some((name, ty)) = self.local_var(|t| {
            matches!(
                t,
                Ty::Int | Ty::Str | Ty::List | Ty::Float | Ty::Set | Ty::Dict | Ty::Bytes
            )
        }) else {
            self.simple_assign();
            return;
        };
        let (op, rhs_ty) = match ty {
            Ty::Int => (
                self.pick(&["+=", "-=", "*=", "//=", "%=", "|=", "^=", "<<="]),
                Ty::Int,
            ),
            Ty::Float => (self.pick(&["+=", "-=", "*=", "/="]), Ty::Float),
            Ty::Str => (self.pick(&["+=", "="]), Ty::Str),
            Ty::Bytes => ("+=", Ty::Bytes),
            Ty::List => (self.pick(&["+=", "=", "*="]), Ty::List),
            Ty::Set => (self.pick(&["|=", "&=", "-=", "^="]), Ty::Set),
            _ => (self.pick(&["|=", "="]), Ty::Dict),
        };
        let rhs = if op == "*=" || op == "<<=" {
            self.small_int()
        } else {
            self.expr(rhs_ty, 2)
        };
        self.line(&format!("{name} {op} {rhs}"));
    }

    fn print_args(&mut self) -> String {
        let count = 1 + self.n(3);
        let mut args: Vec<String> = (0..count).map(|_| self.expr(Ty::Any, 2)).collect();
        match self.n(5) {
            0 => args.push("sep='|'".into()),
            1 => args.push("end=';\\n'".into()),
            _ => {}
        }
        args.join(", ")
    }

    /// A statement for its effect: a mutating method call, a call of a user function.
    fn effect_stmt(&mut self) {
        let text = match self.n(10) {
            0..=2 => {
                let Some(list) = self.var_of(Ty::List) else {
                    return self.simple_assign();
                };
                let call = match self.n(11) {
                    0 => format!("append({})", self.expr(Ty::Any, 2)),
                    1 => format!("extend({})", self.iterable(2)),
                    2 => format!("insert({}, {})", self.small_int(), self.expr(Ty::Any, 1)),
                    3 => format!("pop({})", if self.chance(1, 2) { "" } else { "0" }),
                    4 => format!("remove({})", self.expr(Ty::Any, 1)),
                    5 => format!("sort(key={})", self.key_func(2)),
                    6 => "sort(reverse=True)".to_string(),
                    7 => "reverse()".to_string(),
                    8 => "clear()".to_string(),
                    9 => format!("append({list})"),
                    _ => format!("index({})", self.expr(Ty::Any, 1)),
                };
                format!("{list}.{call}")
            }
            3 | 4 => {
                let Some(dict) = self.var_of(Ty::Dict) else {
                    return self.simple_assign();
                };
                let key = self.key_expr(1);
                let call = match self.n(7) {
                    0 => format!("update({})", self.expr(Ty::Dict, 2)),
                    1 => format!("setdefault({key}, {})", self.expr(Ty::Any, 1)),
                    2 => format!("pop({key}, None)"),
                    3 => "popitem()".to_string(),
                    4 => format!("__setitem__({key}, {dict})"),
                    5 => format!("get({key})"),
                    _ => "clear()".to_string(),
                };
                format!("{dict}.{call}")
            }
            5 => {
                let Some(set) = self.var_of(Ty::Set) else {
                    return self.simple_assign();
                };
                let call = match self.n(5) {
                    0 => format!("add({})", self.key_expr(1)),
                    1 => format!("discard({})", self.key_expr(1)),
                    2 => format!("update({})", self.iterable(1)),
                    3 => "pop()".to_string(),
                    _ => format!("remove({})", self.key_expr(1)),
                };
                format!("{set}.{call}")
            }
            6 | 7 => self.call_user(2).unwrap_or_else(|| "None".to_string()),
            _ => self.expr(Ty::Any, 2),
        };
        self.line(&text);
    }

    fn if_stmt(&mut self) {
        let cond = self.expr(Ty::Bool, 2);
        self.line(&format!("if {cond}:"));
        self.block(|g| g.stmts(3));
        let elifs = self.n(3);
        for _ in 0..elifs {
            let cond = self.expr(Ty::Bool, 2);
            self.line(&format!("elif {cond}:"));
            self.block(|g| g.stmts(2));
        }
        if self.chance(1, 2) {
            self.line("else:");
            self.block(|g| g.stmts(2));
        }
    }

    fn for_stmt(&mut self) {
        let (head, binds) = self.for_head();
        self.line(&format!("for {head}:"));
        self.frame().loops += 1;
        self.block(|g| {
            for (name, ty) in &binds {
                g.bind(name, *ty);
            }
            g.stmts(3);
        });
        self.frame().loops -= 1;
        if self.chance(1, 4) {
            self.line("else:");
            self.block(|g| g.stmts(1));
        }
    }

    /// `target in iterable` for a `for` statement or comprehension, and the names it binds.
    fn for_head(&mut self) -> (String, Vec<(String, Ty)>) {
        let a = self.fresh("i");
        match self.n(8) {
            0 => {
                let n = self.small_int();
                (format!("{a} in range({n})"), vec![(a, Ty::Int)])
            }
            1 => {
                let b = self.fresh("i");
                let it = self.iterable(1);
                (
                    format!("{a}, {b} in enumerate({it})"),
                    vec![(a, Ty::Int), (b, Ty::Any)],
                )
            }
            2 => {
                let b = self.fresh("i");
                let d = self.expr(Ty::Dict, 1);
                (
                    format!("{a}, {b} in {d}.items()"),
                    vec![(a, Ty::Any), (b, Ty::Any)],
                )
            }
            3 => {
                let s = self.expr(Ty::Str, 1);
                (format!("{a} in {s}"), vec![(a, Ty::Str)])
            }
            4 => {
                let b = self.fresh("i");
                let x = self.iterable(1);
                let y = self.iterable(1);
                (
                    format!("{a}, {b} in zip({x}, {y})"),
                    vec![(a, Ty::Any), (b, Ty::Any)],
                )
            }
            _ => {
                let it = self.iterable(2);
                (format!("{a} in {it}"), vec![(a, Ty::Any)])
            }
        }
    }

    fn while_stmt(&mut self) {
        let w = self.fresh("w");
        let limit = 1 + self.n(8);
        self.line(&format!("{w} = 0"));
        self.bind(&w, Ty::Int);
        let extra = if self.chance(1, 3) {
            format!(" and {}", self.expr(Ty::Bool, 1))
        } else {
            String::new()
        };
        self.line(&format!("while {w} < {limit}{extra}:"));
        self.frame().loops += 1;
        self.block(|g| {
            g.line(&format!("{w} += 1"));
            g.stmts(3);
        });
        self.frame().loops -= 1;
        if self.chance(1, 4) {
            self.line("else:");
            self.block(|g| g.stmts(1));
        }
    }

    fn try_stmt(&mut self) {
        self.line("try:");
        self.block(|g| {
            g.stmts(3);
            if g.chance(1, 3) {
                g.raise_stmt();
            }
        });
        let handlers = self.n(3);
        let finally_only = handlers == 0 && self.chance(1, 2);
        let mut any_handler = false;
        if !finally_only {
            for _ in 0..handlers.max(1) {
                let kind = self.exc_type_expr();
                let e = self.fresh("e");
                self.line(&format!("except {kind} as {e}:"));
                self.block(|g| {
                    g.bind(&e, Ty::Any);
                    if g.chance(1, 2) {
                        g.line(&format!(
                            "print('except', type({e}).__name__, {e}.args[:1])"
                        ));
                    }
                    g.stmts(2);
                });
                any_handler = true;
            }
            if self.chance(1, 8) {
                self.line("except:");
                self.block(|g| {
                    g.line("print('bare except')");
                    if g.chance(1, 2) {
                        g.line("raise");
                    }
                });
            }
        }
        if any_handler && self.chance(1, 3) {
            self.line("else:");
            self.block(|g| g.stmts(2));
        }
        if finally_only || self.chance(1, 2) {
            self.line("finally:");
            self.block(|g| {
                g.stmts(2);
                let in_loop = g.in_loop();
                let in_function = g.in_function();
                match g.n(6) {
                    0 if in_loop => g.line("continue"),
                    1 if in_loop => g.line("break"),
                    2 if in_function => g.return_stmt(),
                    _ => {}
                }
            });
        }
    }

    /// The type part of an `except` clause.
    fn exc_type_expr(&mut self) -> String {
        let user = self.exception_classes();
        if !user.is_empty() && self.chance(1, 3) {
            let i = self.n(user.len());
            return self.classes[user[i]].name.clone();
        }
        if self.chance(1, 3) {
            let a = self.pick(BUILTIN_EXC);
            let b = self.pick(BUILTIN_EXC);
            return format!("({a}, {b})");
        }
        self.pick(BUILTIN_EXC).to_string()
    }

    fn with_stmt(&mut self) {
        let ctx = self.visible_classes(|c| c.has("__enter__") && !c.exception);
        let mut items = Vec::new();
        let mut binds = Vec::new();
        let count = 1 + self.n(2);
        for _ in 0..count {
            let value = if !ctx.is_empty() && !self.chance(1, 10) {
                let i = self.n(ctx.len());
                self.obj_expr(ctx[i], 1)
            } else {
                self.expr(Ty::Any, 1)
            };
            if self.chance(2, 3) {
                let name = self.fresh("c");
                items.push(format!("{value} as {name}"));
                binds.push(name);
            } else {
                items.push(value);
            }
        }
        self.line(&format!("with {}:", items.join(", ")));
        self.block(|g| {
            for name in &binds {
                g.bind(name, Ty::Any);
            }
            g.stmts(3);
            if g.chance(1, 3) {
                g.raise_stmt();
            }
        });
    }

    fn del_stmt(&mut self) {
        match self.n(4) {
            0 => {
                // Only names bound in this block: later code never reads them.
                let frame = self.frames.last().expect("module frame");
                let mark = frame.marks.last().copied().unwrap_or(0);
                let candidates: Vec<usize> = (mark..frame.vars.len())
                    .filter(|&i| !frame.vars[i].global_decl)
                    .collect();
                if candidates.is_empty() {
                    return self.simple_assign();
                }
                let i = candidates[self.n(candidates.len())];
                let name = self.frame().vars.remove(i).name;
                self.line(&format!("del {name}"));
            }
            1 => {
                let Some(list) = self.var_of(Ty::List) else {
                    return self.simple_assign();
                };
                let a = self.index();
                if self.chance(1, 2) {
                    self.line(&format!("del {list}[{a}]"));
                } else {
                    let b = self.small_int();
                    let step = 1 + self.n(3);
                    self.line(&format!("del {list}[{a}:{b}:{step}]"));
                }
            }
            2 => {
                let Some(dict) = self.var_of(Ty::Dict) else {
                    return self.simple_assign();
                };
                let key = self.key_expr(1);
                self.line(&format!("del {dict}[{key}]"));
            }
            _ => {
                let Some((obj, _)) = self.var_where(|t| matches!(t, Ty::Obj(_))) else {
                    return self.simple_assign();
                };
                let attr = self.pick(&["a", "b", "extra", "i"]);
                self.line(&format!("del {obj}.{attr}"));
            }
        }
    }

    fn raise_stmt(&mut self) {
        let exc = self.exc_value();
        match self.n(5) {
            0 => {
                let cause = self.exc_value();
                self.line(&format!("raise {exc} from {cause}"));
            }
            1 => self.line(&format!("raise {exc} from None")),
            _ => self.line(&format!("raise {exc}")),
        }
    }

    /// An exception instance (or class) to raise.
    fn exc_value(&mut self) -> String {
        let user = self.exception_classes();
        if !user.is_empty() && self.chance(1, 2) {
            let i = self.n(user.len());
            return self.obj_expr(user[i], 1);
        }
        let kind = self.pick(BUILTIN_EXC);
        if self.chance(1, 6) {
            return kind.to_string();
        }
        let msg = self.expr(Ty::Any, 1);
        format!("{kind}({msg})")
    }

    fn return_stmt(&mut self) {
        let ret = self.frames.last().map_or(Ty::Any, |f| f.ret);
        if self.chance(1, 8) {
            self.line("return");
        } else {
            let value = self.expr(ret, 2);
            self.line(&format!("return {value}"));
        }
    }

    fn yield_stmt(&mut self) {
        self.frame().yielded = true;
        match self.n(5) {
            0 => {
                let it = self.iterable(1);
                self.line(&format!("yield from {it}"));
            }
            1 => {
                let name = self.fresh("s");
                let value = self.expr(Ty::Any, 1);
                self.line(&format!("{name} = yield {value}"));
                self.bind(&name, Ty::Any);
            }
            2 => {
                let gens: Vec<usize> = (0..self.funcs.len())
                    .filter(|&i| self.funcs[i].ret == Ty::Gen)
                    .collect();
                if gens.is_empty() {
                    self.line("yield");
                } else {
                    let i = gens[self.n(gens.len())];
                    let call = self.call_sig(i, 1);
                    let name = self.fresh("r");
                    self.line(&format!("{name} = yield from {call}"));
                    self.bind(&name, Ty::Any);
                }
            }
            _ => {
                let value = self.expr(Ty::Any, 2);
                self.line(&format!("yield {value}"));
            }
        }
    }

    fn walrus_if(&mut self) {
        let ty = self.any_type();
        let name = self.fresh("v");
        let value = self.expr(ty, 2);
        self.line(&format!("if ({name} := {value}):"));
        self.bind(&name, ty);
        self.block(|g| g.stmts(2));
    }

    fn match_stmt(&mut self) {
        let subject = self.expr(Ty::Any, 2);
        self.line(&format!("match {subject}:"));
        let cases = 1 + self.n(4);
        self.indent += 1;
        for i in 0..cases {
            let last = i + 1 == cases;
            let mut binds = Vec::new();
            let pattern = if last && self.chance(1, 3) {
                if self.chance(1, 2) {
                    "_".to_string()
                } else {
                    let name = self.fresh("m");
                    binds.push(name.clone());
                    name
                }
            } else {
                self.pattern(2, &mut binds, false)
            };
            let guard = if self.chance(1, 4) {
                format!(" if {}", self.expr(Ty::Bool, 1))
            } else {
                String::new()
            };
            self.line(&format!("case {pattern}{guard}:"));
            self.block(|g| {
                for name in &binds {
                    g.bind(name, Ty::Any);
                }
                g.stmts(2);
            });
        }
        self.indent -= 1;
    }

    /// A refutable pattern (never a bare capture or wildcard at the top); captured names are
    /// pushed on `binds`. `no_capture` is set inside or-patterns.
    fn pattern(&mut self, depth: u32, binds: &mut Vec<String>, no_capture: bool) -> String {
        let choice = if depth == 0 { self.n(2) } else { self.n(11) };
        match choice {
            0 => self.pattern_literal(),
            1 => {
                let a = self.pattern_literal();
                let b = self.pattern_literal();
                format!("{a} | {b}")
            }
            2 | 3 => {
                let count = self.n(4);
                let mut items: Vec<String> = (0..count)
                    .map(|_| self.sub_pattern(depth - 1, binds, no_capture))
                    .collect();
                if !no_capture && self.chance(1, 3) {
                    let rest = self.fresh("m");
                    binds.push(rest.clone());
                    let at = self.n(items.len() + 1);
                    items.insert(at, format!("*{rest}"));
                }
                if self.chance(1, 2) {
                    format!("[{}]", items.join(", "))
                } else if items.len() == 1 {
                    format!("({},)", items[0])
                } else {
                    format!("({})", items.join(", "))
                }
            }
            4 | 5 => {
                let keys = ["'a'", "'b'", "0", "1", "'k'", "None", "'x'"];
                let count = self.n(3);
                let mut used = Vec::new();
                let mut items = Vec::new();
                for _ in 0..count {
                    let key = keys[self.n(keys.len())];
                    if used.contains(&key) {
                        continue;
                    }
                    used.push(key);
                    let value = self.sub_pattern(depth - 1, binds, no_capture);
                    items.push(format!("{key}: {value}"));
                }
                if !no_capture && self.chance(1, 3) {
                    let rest = self.fresh("m");
                    binds.push(rest.clone());
                    items.push(format!("**{rest}"));
                }
                format!("{{{}}}", items.join(", "))
            }
            6 | 7 => {
                let user = self.class_instances();
                if !user.is_empty() && self.chance(1, 2) {
                    let c = user[self.n(user.len())];
                    let attrs = self.classes[c].attrs.clone();
                    let name = self.classes[c].name.clone();
                    if attrs.is_empty() || self.chance(1, 4) {
                        return format!("{name}()");
                    }
                    let attr = &attrs[self.n(attrs.len())];
                    let value = self.sub_pattern(depth - 1, binds, no_capture);
                    format!("{name}({attr}={value})")
                } else {
                    let kind = self.pick(&[
                        "int", "str", "list", "tuple", "dict", "float", "bool", "bytes", "set",
                    ]);
                    if self.chance(1, 2) {
                        format!("{kind}()")
                    } else {
                        let value = self.sub_pattern(depth - 1, binds, no_capture);
                        format!("{kind}({value})")
                    }
                }
            }
            8 if !no_capture => {
                let inner = self.pattern(depth - 1, binds, no_capture);
                let name = self.fresh("m");
                binds.push(name.clone());
                format!("({inner}) as {name}")
            }
            9 => {
                let with_attrs = self.visible_classes(|c| !c.class_attrs.is_empty());
                if with_attrs.is_empty() {
                    return self.pattern_literal();
                }
                let c = with_attrs[self.n(with_attrs.len())];
                let attrs = self.classes[c].class_attrs.clone();
                let attr = attrs[self.n(attrs.len())].clone();
                format!("{}.{attr}", self.classes[c].name)
            }
            _ => self.pattern_literal(),
        }
    }

    /// A pattern nested in another: may also be a capture or a wildcard.
    fn sub_pattern(&mut self, depth: u32, binds: &mut Vec<String>, no_capture: bool) -> String {
        match self.n(4) {
            0 if !no_capture => {
                let name = self.fresh("m");
                binds.push(name.clone());
                name
            }
            1 => "_".to_string(),
            _ => self.pattern(depth, binds, no_capture),
        }
    }

    fn pattern_literal(&mut self) -> String {
        self.pick(&[
            "0", "1", "-1", "2", "'a'", "'x'", "''", "None", "True", "False", "1.5", "b'a'",
            "10**0",
        ])
        .replace("10**0", "100")
    }

    // ----- definitions -----

    fn decorator_def(&mut self) {
        let name = self.fresh("deco");
        let f = self.fresh("fn");
        let w = self.fresh("wrap");
        let sig = FuncSig {
            name: name.clone(),
            req: vec![Ty::Any],
            opt: Vec::new(),
            star: false,
            kwonly: Vec::new(),
            ret: Ty::Any,
        };
        match self.n(3) {
            0 => {
                self.line(&format!("def {name}({f}):"));
                self.line(&format!("    def {w}(*args, **kwargs):"));
                self.line(&format!("        print('call', {f}.__name__, len(args))"));
                self.line(&format!("        return {f}(*args, **kwargs)"));
                self.line(&format!("    {w}.__name__ = {f}.__name__"));
                self.line(&format!("    return {w}"));
            }
            1 => {
                // A decorator that counts calls in a closure, through `nonlocal`.
                self.line(&format!("def {name}({f}):"));
                self.line("    count = 0");
                self.line(&format!("    def {w}(*args, **kwargs):"));
                self.line("        nonlocal count");
                self.line("        count += 1");
                self.line(&format!("        result = {f}(*args, **kwargs)"));
                self.line("        return result");
                self.line(&format!("    {w}.calls = lambda: count"));
                self.line(&format!("    return {w}"));
            }
            _ => {
                // A decorator that registers the function and returns it unchanged.
                self.line(&format!("{name}_seen = []"));
                self.line(&format!("def {name}({f}):"));
                self.line(&format!("    {name}_seen.append({f}.__name__)"));
                self.line(&format!("    return {f}"));
            }
        }
        self.funcs.push(sig);
        let idx = self.funcs.len() - 1;
        self.decorators.push(idx);
        self.bind(&name, Ty::Func(idx));
    }

    /// A `def` in the current scope; `class` is the class whose body this is, if any.
    fn func_def(&mut self, class: Option<usize>, generator: bool) -> usize {
        let name = self.fresh(if generator { "g" } else { "f" });
        let nreq = self.n(3);
        let nopt = self.n(3);
        let param_ty = |g: &mut Self| -> Ty {
            match g.n(8) {
                0 | 1 => Ty::Int,
                2 => Ty::Str,
                3 => Ty::List,
                4 => Ty::Dict,
                _ => Ty::Any,
            }
        };
        let req: Vec<Ty> = (0..nreq).map(|_| param_ty(self)).collect();
        let opt: Vec<Ty> = (0..nopt).map(|_| param_ty(self)).collect();
        let star = self.chance(1, 4);
        let kwonly: Vec<(String, Ty)> = if self.chance(1, 4) {
            vec![(self.fresh("k"), Ty::Int)]
        } else {
            Vec::new()
        };
        let ret = if generator {
            Ty::Gen
        } else if self.chance(1, 2) {
            self.any_type()
        } else {
            Ty::Any
        };
        let sig = FuncSig {
            name: name.clone(),
            req: req.clone(),
            opt: opt.clone(),
            star,
            kwonly: kwonly.clone(),
            ret,
        };
        // Parameters and defaults (defaults are evaluated here, in the enclosing scope).
        let mut params = Vec::new();
        let mut binds: Vec<(String, Ty)> = Vec::new();
        if let Some(c) = class {
            params.push("self".to_string());
            binds.push(("self".to_string(), Ty::Obj(c)));
        }
        for ty in &req {
            let p = self.fresh("a");
            params.push(p.clone());
            binds.push((p, *ty));
        }
        if !req.is_empty() && class.is_none() && self.chance(1, 6) {
            params.push("/".to_string());
        }
        for ty in &opt {
            let p = self.fresh("a");
            // Defaults are evaluated at definition time, mostly at module level: keep them
            // simple so that the definition itself does not raise.
            let default = self.leaf(*ty);
            params.push(format!("{p}={default}"));
            binds.push((p, *ty));
        }
        if star {
            let p = self.fresh("rest");
            params.push(format!("*{p}"));
            binds.push((p, Ty::Tuple));
        }
        for (k, ty) in &kwonly {
            if !star {
                params.push("*".to_string());
            }
            let default = self.small_int();
            params.push(format!("{k}={default}"));
            binds.push((k.clone(), *ty));
        }
        if class.is_none() && !self.decorators.is_empty() && self.chance(1, 4) {
            let i = self.n(self.decorators.len());
            let d = self.decorators[i];
            let deco = self.funcs[d].name.clone();
            self.line(&format!("@{deco}"));
        }
        // The name is bound before the body so that the body can recurse.
        self.funcs.push(sig);
        let idx = self.funcs.len() - 1;
        if class.is_none() {
            self.bind(&name, Ty::Func(idx));
        }
        self.line(&format!("def {name}({}):", params.join(", ")));
        self.function_body(binds, generator, ret, class.is_some());
        idx
    }

    /// Pushes a function scope, declares `global`/`nonlocal` names, writes the body (ending
    /// in a `return` of `ret`, or a `yield` for a generator), pops the scope.
    fn function_body(&mut self, params: Vec<(String, Ty)>, generator: bool, ret: Ty, method: bool) {
        let was_class_body = self.in_class_body;
        self.in_class_body = false;
        // Candidates for `nonlocal`: locals of enclosing functions (not class bodies).
        let mut nonlocal_candidates = Vec::new();
        let mut global_candidates = Vec::new();
        for frame in self.frames.iter() {
            match frame.kind {
                FrameKind::Function => nonlocal_candidates.extend(
                    frame
                        .vars
                        .iter()
                        .filter(|v| !v.global_decl && v.name != "self")
                        .cloned(),
                ),
                FrameKind::Module => global_candidates.extend(frame.vars.iter().cloned()),
                _ => {}
            }
        }
        // A name declared `global` in an enclosing function hides outer bindings from
        // `nonlocal` ("no binding for nonlocal found").
        let hidden: Vec<String> = self
            .frames
            .iter()
            .flat_map(|f| {
                f.vars
                    .iter()
                    .filter(|v| v.global_decl)
                    .map(|v| v.name.clone())
            })
            .collect();
        nonlocal_candidates.retain(|v| !hidden.contains(&v.name));
        self.frames.push(Frame {
            kind: FrameKind::Function,
            vars: Vec::new(),
            marks: Vec::new(),
            loops: 0,
            generator,
            yielded: false,
            ret,
        });
        let outer_depth = self.block_depth;
        self.block(|g| {
            for (name, ty) in &params {
                g.bind(name, *ty);
            }
            if !nonlocal_candidates.is_empty() && g.chance(1, 3) {
                let var = nonlocal_candidates[g.n(nonlocal_candidates.len())].clone();
                if !params.iter().any(|p| p.0 == var.name) {
                    g.line(&format!("nonlocal {}", var.name));
                    g.frame().vars.push(var);
                }
            } else if !global_candidates.is_empty() && g.chance(1, 4) {
                let mut var = global_candidates[g.n(global_candidates.len())].clone();
                if !params.iter().any(|p| p.0 == var.name) {
                    g.line(&format!("global {}", var.name));
                    var.global_decl = true;
                    g.frame().vars.push(var);
                }
            }
            if !method && g.chance(1, 4) {
                // A bounded recursion on the first int parameter, if any.
                if let Some((p, _)) = params.iter().find(|p| p.1 == Ty::Int) {
                    let base = g.expr(ret, 1);
                    g.line(&format!("if not isinstance({p}, int) or {p} <= 0:"));
                    g.block(|g| g.line(&format!("return {base}")));
                }
            }
            let max = if outer_depth >= 2 { 2 } else { 4 };
            g.stmts(max);
            if generator && !g.frames.last().is_some_and(|f| f.yielded) {
                let value = g.expr(Ty::Any, 1);
                g.line(&format!("yield {value}"));
            }
            if !generator || g.chance(1, 3) {
                let value = g.expr(ret, 2);
                g.line(&format!("return {value}"));
            }
        });
        self.frames.pop();
        self.in_class_body = was_class_body;
    }

    fn class_def(&mut self, exception: bool) {
        let name = self.fresh(if exception { "E" } else { "C" });
        let idx = self.classes.len();
        let mut info = ClassInfo {
            name: name.clone(),
            exception,
            ..ClassInfo::default()
        };
        // Bases.
        let mut bases: Vec<String> = Vec::new();
        let mut user_bases: Vec<usize> = Vec::new();
        if exception {
            let same = self.exception_classes();
            if !same.is_empty() && self.chance(1, 2) {
                let b = same[self.n(same.len())];
                bases.push(self.classes[b].name.clone());
                user_bases.push(b);
            } else {
                let b = self.pick(&["Exception", "ValueError", "KeyError", "RuntimeError"]);
                bases.push(b.to_string());
            }
        } else {
            let candidates = self.class_instances();
            let count = if candidates.is_empty() { 0 } else { self.n(3) };
            for _ in 0..count {
                let b = candidates[self.n(candidates.len())];
                // No duplicates and no base that is an ancestor or descendant of another
                // (both make the MRO inconsistent), at most one builtin-derived base.
                let clash = user_bases.iter().any(|&o| {
                    o == b
                        || self.classes[o].ancestors.contains(&b)
                        || self.classes[b].ancestors.contains(&o)
                        || (self.classes[o].builtin_base && self.classes[b].builtin_base)
                });
                if !clash {
                    user_bases.push(b);
                    bases.push(self.classes[b].name.clone());
                }
            }
            if user_bases.is_empty() && self.chance(1, 8) {
                let b = self.pick(&["list", "dict", "int", "str", "object", "tuple"]);
                bases.push(b.to_string());
                info.builtin_base = b != "object";
            }
        }
        for &b in &user_bases {
            let base = self.classes[b].clone();
            info.ancestors.push(b);
            info.ancestors.extend(base.ancestors.iter().copied());
            for a in base.attrs {
                if !info.attrs.contains(&a) {
                    info.attrs.push(a);
                }
            }
            info.class_attrs.extend(base.class_attrs);
            info.methods.extend(base.methods);
            info.props.extend(base.props);
            info.dunders.extend(base.dunders);
            info.builtin_base |= base.builtin_base;
        }
        if let Some(&b) = user_bases.first() {
            info.init = self.classes[b].init.clone();
        }
        self.classes.push(info);
        self.bind(&name, Ty::Class(idx));
        let head = if bases.is_empty() {
            format!("class {name}:")
        } else {
            format!("class {name}({}):", bases.join(", "))
        };
        self.line(&head);
        self.frames.push(Frame {
            kind: FrameKind::Class,
            vars: Vec::new(),
            marks: Vec::new(),
            loops: 0,
            generator: false,
            yielded: false,
            ret: Ty::Any,
        });
        let was_class_body = self.in_class_body;
        self.in_class_body = true;
        self.open_classes.push(idx);
        let builtin_base = self.classes[idx].builtin_base;
        self.block(|g| {
            if g.chance(1, 2) {
                let attr = g.fresh("cnt");
                let value = g.small_int();
                g.line(&format!("{attr} = {value}"));
                g.classes[idx].class_attrs.push(attr);
            }
            if !builtin_base && (g.chance(3, 4) || exception) {
                g.init_def(idx, &user_bases, exception);
            }
            let count = if exception { g.n(2) } else { 1 + g.n(5) };
            for _ in 0..count {
                if g.budget == 0 {
                    break;
                }
                g.budget = g.budget.saturating_sub(1);
                g.class_body_stmt();
            }
        });
        self.open_classes.pop();
        self.in_class_body = was_class_body;
        self.frames.pop();
    }

    /// `__init__` for class `idx`: stores its arguments as `a`, `b`, sets `i = 0`, and calls
    /// `super().__init__` when there is a user base.
    fn init_def(&mut self, idx: usize, user_bases: &[usize], exception: bool) {
        let nreq = if exception { 1 } else { self.n(3) };
        let a = self.fresh("p");
        let b = self.fresh("p");
        let types: Vec<Ty> = (0..nreq)
            .map(|_| match self.n(4) {
                0 => Ty::Int,
                1 => Ty::Str,
                2 => Ty::List,
                _ => Ty::Any,
            })
            .collect();
        let mut params = vec!["self".to_string()];
        if nreq >= 1 {
            params.push(a.clone());
        }
        if nreq >= 2 {
            params.push(b.clone());
        }
        self.line(&format!("def __init__({}):", params.join(", ")));
        let base_init = user_bases.first().map(|&bi| self.classes[bi].init.clone());
        let first = if nreq >= 1 {
            a.clone()
        } else {
            "0".to_string()
        };
        let second = if nreq >= 2 {
            b.clone()
        } else {
            "[]".to_string()
        };
        let mut attrs = Vec::new();
        self.block(|g| {
            if exception {
                g.line(&format!("super().__init__({first})"));
            } else if let Some(init) = &base_init {
                let args: Vec<String> = init.iter().map(|t| g.expr(*t, 1)).collect();
                g.line(&format!("super().__init__({})", args.join(", ")));
            }
            g.line(&format!("self.a = {first}"));
            g.line(&format!("self.b = {second}"));
            g.line("self.i = 0");
            attrs.extend(["a".to_string(), "b".to_string(), "i".to_string()]);
        });
        let info = &mut self.classes[idx];
        info.init = types;
        for attr in attrs {
            if !info.attrs.contains(&attr) {
                info.attrs.push(attr);
            }
        }
    }

    /// One member of a class body: a dunder, a property, a method or an attribute.
    fn class_body_stmt(&mut self) {
        let Some(idx) = self.current_class() else {
            self.line("pass");
            return;
        };
        let name = self.classes[idx].name.clone();
        let choice = self.n(26);
        let dunder: &'static str = match choice {
            0 => "__eq__",
            1 => "__hash__",
            2 => "__lt__",
            3 | 4 => "__repr__",
            5 => "__str__",
            6 | 7 => "__iter__",
            8 => "__len__",
            9 => "__bool__",
            10 => "__index__",
            11 => "__getattr__",
            12 => "__setattr__",
            13 => "__call__",
            14 | 15 => "__enter__",
            16 => "__getitem__",
            17 => "__contains__",
            18 => "__add__",
            19 => "__format__",
            20 => "__neg__",
            21 => {
                self.property_def(idx);
                return;
            }
            22 => {
                let kind = self.pick(&["@staticmethod", "@classmethod"]);
                self.line(kind);
                let m = self.fresh("sm");
                let first = if kind == "@classmethod" { "cls, " } else { "" };
                let p = self.fresh("a");
                self.line(&format!("def {m}({first}{p}):"));
                let body = self.expr(Ty::Any, 2);
                self.block(|g| g.line(&format!("return ({p}, {body})")));
                let sig = FuncSig {
                    name: m.clone(),
                    req: vec![Ty::Any],
                    opt: Vec::new(),
                    star: false,
                    kwonly: Vec::new(),
                    ret: Ty::Tuple,
                };
                self.funcs.push(sig);
                let s = self.funcs.len() - 1;
                self.classes[idx].methods.push((m, s));
                return;
            }
            _ => {
                let generator = self.chance(1, 4);
                let f = self.func_def(Some(idx), generator);
                let m = self.funcs[f].name.clone();
                self.classes[idx].methods.push((m, f));
                return;
            }
        };
        let _ = name;
        if self.classes[idx].dunders.contains(&dunder) && self.chance(1, 2) {
            return;
        }
        self.dunder_def(idx, dunder);
        self.classes[idx].dunders.push(dunder);
        if dunder == "__iter__" && self.chance(1, 2) {
            self.dunder_def(idx, "__next__");
            self.classes[idx].dunders.push("__next__");
        }
        if dunder == "__enter__" {
            self.dunder_def(idx, "__exit__");
            self.classes[idx].dunders.push("__exit__");
        }
        if dunder == "__eq__" && self.chance(1, 2) {
            self.dunder_def(idx, "__hash__");
            self.classes[idx].dunders.push("__hash__");
        }
    }

    /// The class whose body is being generated, if the current scope is a class body.
    fn current_class(&self) -> Option<usize> {
        if self
            .frames
            .last()
            .is_some_and(|f| f.kind == FrameKind::Class)
        {
            self.open_classes.last().copied()
        } else {
            None
        }
    }

    fn property_def(&mut self, idx: usize) {
        let prop = self.fresh("prop");
        let attr = self.fresh("_val");
        self.line("@property");
        self.line(&format!("def {prop}(self):"));
        let value = if self.chance(1, 2) {
            format!("getattr(self, '{attr}', self.__class__.__name__)")
        } else {
            let e = self.expr(Ty::Any, 1);
            format!("({e})")
        };
        self.block(|g| g.line(&format!("return {value}")));
        let writable = self.chance(1, 2);
        if writable {
            self.line(&format!("@{prop}.setter"));
            self.line(&format!("def {prop}(self, value):"));
            self.block(|g| {
                if g.chance(1, 3) {
                    g.line("if value is None:");
                    g.line("    raise ValueError('no None')");
                }
                g.line(&format!("self.{attr} = value"));
            });
        }
        self.classes[idx].props.push((prop, writable));
    }

    /// Writes one dunder method of class `idx`.
    fn dunder_def(&mut self, idx: usize, dunder: &'static str) {
        let class_name = self.classes[idx].name.clone();
        let me = Ty::Obj(idx);
        let (params, ret): (&[(&str, Ty)], Ty) = match dunder {
            "__eq__" | "__lt__" | "__add__" => (&[("other", Ty::Any)], Ty::Any),
            "__hash__" | "__len__" | "__index__" => (&[], Ty::Int),
            "__repr__" | "__str__" => (&[], Ty::Str),
            "__bool__" => (&[], Ty::Bool),
            "__getattr__" => (&[("name", Ty::Str)], Ty::Any),
            "__setattr__" => (&[("name", Ty::Str), ("value", Ty::Any)], Ty::Any),
            "__call__" => (&[("args", Ty::Tuple)], Ty::Any),
            "__exit__" => (
                &[("et", Ty::Any), ("ev", Ty::Any), ("tb", Ty::Any)],
                Ty::Bool,
            ),
            "__getitem__" | "__contains__" => (&[("key", Ty::Any)], Ty::Any),
            "__format__" => (&[("spec", Ty::Str)], Ty::Str),
            _ => (&[], Ty::Any),
        };
        let plist: Vec<String> = params
            .iter()
            .map(|(p, _)| {
                if dunder == "__call__" {
                    format!("*{p}")
                } else {
                    p.to_string()
                }
            })
            .collect();
        let head = if plist.is_empty() {
            format!("def {dunder}(self):")
        } else {
            format!("def {dunder}(self, {}):", plist.join(", "))
        };
        self.line(&head);
        self.frames.push(Frame {
            kind: FrameKind::Function,
            vars: Vec::new(),
            marks: Vec::new(),
            loops: 0,
            generator: dunder == "__iter__",
            yielded: false,
            ret,
        });
        let was_class_body = self.in_class_body;
        self.in_class_body = false;
        let params: Vec<(&str, Ty)> = params.to_vec();
        self.block(|g| {
            g.bind("self", me);
            for (p, t) in &params {
                g.bind(p, *t);
            }
            // Mostly a typical body; sometimes generic statements first.
            if g.chance(1, 4) && g.budget > 0 {
                g.stmts(2);
            }
            g.dunder_tail(idx, dunder, &class_name);
        });
        self.in_class_body = was_class_body;
        self.frames.pop();
    }

    /// The characteristic end of a dunder's body (its return).
    fn dunder_tail(&mut self, idx: usize, dunder: &str, class_name: &str) {
        let has_a = self.classes[idx].attrs.iter().any(|a| a == "a");
        let a = if has_a { "self.a" } else { "0" };
        let variant = self.n(4);
        let text: Vec<String> = match (dunder, variant) {
            ("__eq__", 0) => vec![format!(
                "return isinstance(other, {class_name}) and {a} == getattr(other, 'a', None)"
            )],
            ("__eq__", 1) => vec!["return NotImplemented".into()],
            ("__eq__", 2) => vec![format!("return {a} == other")],
            ("__eq__", _) => vec![format!("return {}", self.expr(Ty::Bool, 2))],
            ("__hash__", 0) => vec![format!("return hash({a})")],
            ("__hash__", 1) => vec!["return hash(repr(self))".into()],
            ("__hash__", _) => vec![format!("return {}", self.expr(Ty::Int, 2))],
            ("__lt__", 0) => vec![format!("return {a} < getattr(other, 'a', other)")],
            ("__lt__", 1) => vec!["return repr(self) < repr(other)".into()],
            ("__lt__", 2) => vec!["return NotImplemented".into()],
            ("__lt__", _) => vec![format!("return {}", self.expr(Ty::Bool, 2))],
            ("__repr__" | "__str__", 0) => vec![format!("return f\"{class_name}({{{a}!r}})\"")],
            ("__repr__" | "__str__", 1) => vec![format!(
                "return '{class_name}(%r, %s)' % ({a}, getattr(self, 'b', None))"
            )],
            ("__repr__" | "__str__", 2) => {
                vec![format!("return {}", self.expr(Ty::Str, 2))]
            }
            ("__repr__" | "__str__", _) => {
                if self.chance(1, 4) {
                    vec![format!("return {}", self.expr(Ty::Any, 1))]
                } else {
                    vec![format!("return '<' + type(self).__name__ + '>'")]
                }
            }
            ("__iter__", 0) => vec!["self.i = 0".into(), "return self".into()],
            ("__iter__", 1) => vec![format!("return iter({})", self.expr(Ty::List, 2))],
            ("__iter__", 2) => vec![
                format!("yield {a}"),
                format!("yield from {}", self.iterable(1)),
            ],
            ("__iter__", _) => vec![
                format!("for item in {}:", self.iterable(1)),
                "    yield item".into(),
            ],
            ("__next__", 0 | 1) => vec![
                "self.i = getattr(self, 'i', 0) + 1".into(),
                format!("if self.i > {}:", 1 + self.n(5)),
                "    raise StopIteration".into(),
                format!("return self.i * {}", self.expr(Ty::Int, 1)),
            ],
            ("__next__", _) => vec![
                format!("if {}:", self.expr(Ty::Bool, 1)),
                "    raise StopIteration".into(),
                format!("return {}", self.expr(Ty::Any, 1)),
            ],
            ("__len__", 0) => vec![format!("return len(repr({a}))")],
            ("__len__", 1) => vec!["return len(getattr(self, 'b', ()))".into()],
            ("__len__", _) => vec![format!("return {}", self.expr(Ty::Int, 2))],
            ("__bool__", 0) => vec![format!("return bool({a})")],
            ("__bool__", _) => vec![format!("return {}", self.expr(Ty::Bool, 2))],
            ("__index__", 0) => vec![format!("return {}", self.small_int())],
            ("__index__", _) => vec![format!("return {}", self.expr(Ty::Int, 2))],
            ("__getattr__", 0) => vec![
                "if name.startswith('_'):".into(),
                "    raise AttributeError(name)".into(),
                "return len(name)".into(),
            ],
            ("__getattr__", 1) => vec![format!("return getattr({a}, name)")],
            ("__getattr__", 2) => vec![
                "if name == 'extra':".into(),
                format!("    return {}", self.expr(Ty::Any, 1)),
                format!("raise AttributeError(f\"{{type(self).__name__}} has no {{name!r}}\")"),
            ],
            ("__getattr__", _) => vec!["return self.missing_attribute".into()],
            ("__setattr__", 0) => vec!["object.__setattr__(self, name, value)".into()],
            ("__setattr__", 1) => vec!["super().__setattr__(name, value)".into()],
            ("__setattr__", 2) => vec![
                "if name == 'frozen':".into(),
                "    raise AttributeError('frozen')".into(),
                "self.__dict__[name] = value".into(),
            ],
            ("__setattr__", _) => vec![
                "print('set', name)".into(),
                "object.__setattr__(self, name, value)".into(),
            ],
            ("__call__", 0) => vec!["return len(args)".into()],
            ("__call__", 1) => vec![format!("return ({a}, args)")],
            ("__call__", _) => vec![format!("return {}", self.expr(Ty::Any, 2))],
            ("__enter__", 0) => vec!["print('enter')".into(), "return self".into()],
            ("__enter__", _) => vec![format!("return {}", self.expr(Ty::Any, 1))],
            ("__exit__", 0) => vec![
                "print('exit', et is None)".into(),
                "return et is ValueError".into(),
            ],
            ("__exit__", 1) => vec!["return True".into()],
            ("__exit__", 2) => vec!["return False".into()],
            ("__exit__", _) => vec![format!("raise {}", self.exc_value())],
            ("__getitem__", 0) => vec![format!("return [{a}, 1, 2][key]")],
            ("__getitem__", 1) => vec![
                "if isinstance(key, int) and key > 3:".into(),
                "    raise IndexError(key)".into(),
                "return key".into(),
            ],
            ("__getitem__", _) => vec![format!("return {}", self.expr(Ty::Any, 1))],
            ("__contains__", 0) => vec![format!("return key == {a}")],
            ("__contains__", _) => vec![format!("return {}", self.expr(Ty::Bool, 1))],
            ("__add__", 0) => vec![format!("return {class_name}.__name__ + repr(other)")],
            ("__add__", 1) => vec!["return NotImplemented".into()],
            ("__add__", _) => vec![format!("return {a} + other")],
            ("__format__", 0) => vec![format!("return format({a}, spec)")],
            ("__format__", _) => vec!["return 'F' + spec".into()],
            ("__neg__", _) => vec![format!("return -{a}")],
            _ => vec!["return None".into()],
        };
        if dunder == "__iter__" && (variant == 2 || variant == 3) {
            self.frame().yielded = true;
        }
        for line in text {
            self.line(&line);
        }
    }

    // ----- scenarios: adversarial and deep-semantics statement groups -----

    fn scenario(&mut self) {
        match self.n(16) {
            0 => {
                // Self-referential containers, compared, printed, hashed.
                let a = self.fresh("v");
                let b = self.fresh("v");
                if self.chance(1, 2) {
                    self.line(&format!("{a} = [1, 'x']"));
                    self.line(&format!("{a}.append({a})"));
                    self.line(&format!("{b} = [1, 'x']"));
                    self.line(&format!("{b}.append({b})"));
                    self.bind(&a, Ty::List);
                    self.bind(&b, Ty::List);
                } else {
                    self.line(&format!("{a} = {{'k': 1}}"));
                    self.line(&format!("{a}['self'] = {a}"));
                    self.line(&format!("{b} = {{'k': 1}}"));
                    self.line(&format!("{b}['self'] = {b}"));
                    self.bind(&a, Ty::Dict);
                    self.bind(&b, Ty::Dict);
                }
                let op = self.pick(&["==", "<", "!=", "in", "is"]);
                let what = match self.n(4) {
                    0 => format!("{a} {op} {b}"),
                    1 => format!("repr({a})"),
                    2 => format!("str({b})[:50]"),
                    _ => format!("len({a})"),
                };
                self.guarded(&format!("print({what})"));
            }
            1 => {
                // Deeply nested containers.
                let a = self.fresh("v");
                let depth = [10, 50, 150, 400, 1000, 5000][self.n(6)];
                let (open, close) = match self.n(4) {
                    0 => ("[", "]"),
                    1 => ("(", ",)"),
                    2 => ("{'k': ", "}"),
                    _ => ("frozenset([", "])"),
                };
                self.line(&format!("{a} = 0"));
                self.line(&format!("for _ in range({depth}):"));
                self.line(&format!("    {a} = {open}{a}{close}"));
                self.bind(&a, Ty::Any);
                let what = match self.n(5) {
                    0 => format!("len(repr({a}))"),
                    1 => format!("hash({a})"),
                    2 => format!("len(str({a}))"),
                    3 => format!("bool({a})"),
                    _ => format!("len(list({a}))"),
                };
                self.guarded(&format!("print({what})"));
                if self.chance(1, 2) {
                    self.guarded(&format!(
                        "print({a} == {a}, {a} < {a} if isinstance({a}, (list, tuple)) else 0)"
                    ));
                }
            }
            2 => {
                // Mutation during iteration.
                let l = self.fresh("v");
                let init = self.expr(Ty::List, 1);
                self.line(&format!("{l} = list({init}) + [1, 2, 3]"));
                self.bind(&l, Ty::List);
                let x = self.fresh("i");
                let n = self.fresh("i");
                match self.n(4) {
                    0 => {
                        self.line(&format!("for {n}, {x} in enumerate({l}):"));
                        self.line(&format!("    if {n} > 6: break"));
                        self.line(&format!("    {l}.append({x})"));
                    }
                    1 => {
                        self.line(&format!("for {x} in {l}:"));
                        self.line(&format!("    {l}.remove({x})"));
                    }
                    2 => {
                        let d = self.fresh("v");
                        self.line(&format!("{d} = dict.fromkeys({l})"));
                        self.bind(&d, Ty::Dict);
                        self.guarded(&format!("for {x} in {d}:\n    {d}[repr({x}) + '!'] = {x}"));
                    }
                    _ => {
                        let s = self.fresh("v");
                        self.line(&format!("{s} = set(range(5))"));
                        self.bind(&s, Ty::Set);
                        self.guarded(&format!("for {x} in {s}:\n    {s}.add({x} + 10)"));
                    }
                }
                self.line(&format!("print(len({l}))"));
            }
            3 => {
                // Sorting with a key that mutates the list, or a comparison that raises.
                let l = self.fresh("v");
                self.line(&format!("{l} = [5, 3, 9, 1, 7]"));
                self.bind(&l, Ty::List);
                let key = match self.n(3) {
                    0 => format!("lambda x: {l}.append(x) or x"),
                    1 => format!("lambda x: {l}.clear() or x"),
                    _ => "lambda x: 1 / (x - 3)".to_string(),
                };
                self.guarded(&format!("{l}.sort(key={key})"));
                self.line(&format!("print({l})"));
            }
            4 => {
                // Dunders replaced at runtime.
                let user = self.class_instances();
                if user.is_empty() {
                    return self.simple_assign();
                }
                let c = user[self.n(user.len())];
                let name = self.classes[c].name.clone();
                let (dunder, value) = match self.n(8) {
                    0 => ("__init__", name.clone()),
                    1 => ("__init__", "lambda self, *a, **k: None".to_string()),
                    2 => ("__eq__", "lambda self, other: self is other".to_string()),
                    3 => ("__hash__", "None".to_string()),
                    4 => ("__repr__", "lambda self: repr(self)".to_string()),
                    5 => ("__iter__", "lambda self: iter([1, 2])".to_string()),
                    6 => ("__len__", "lambda self: -1".to_string()),
                    _ => ("__lt__", format!("{name}.__eq__")),
                };
                self.guarded(&format!("{name}.{dunder} = {value}"));
                if dunder == "__init__" {
                    self.init_replaced.push(c);
                }
                let obj = self.obj_expr(c, 1);
                self.guarded(&format!("print(repr({obj})[:80])"));
            }
            5 => {
                // A closure with a counter through `nonlocal`, called several times.
                let mk = self.fresh("f");
                let inc = self.fresh("f");
                let step = self.small_int();
                self.line(&format!("def {mk}(start):"));
                self.line("    total = start");
                self.line(&format!("    def {inc}(by={step}):"));
                self.line("        nonlocal total");
                self.line("        total += by");
                self.line("        return total");
                self.line(&format!("    return {inc}"));
                let c = self.fresh("v");
                let start = self.expr(Ty::Int, 1);
                self.line(&format!("{c} = {mk}({start})"));
                self.guarded(&format!("print({c}(), {c}(2), {c}())"));
                let sig = FuncSig {
                    name: c.clone(),
                    req: Vec::new(),
                    opt: vec![Ty::Int],
                    star: false,
                    kwonly: Vec::new(),
                    ret: Ty::Int,
                };
                self.funcs.push(sig);
                let f = self.funcs.len() - 1;
                self.bind(&c, Ty::Func(f));
            }
            6 => {
                // Builtins with keys and callables.
                let it = self.iterable(1);
                let key = self.key_func(2);
                let text = match self.n(9) {
                    0 => format!("sorted({it}, key={key}, reverse=True)"),
                    1 => format!("min({it}, key={key}, default=None)"),
                    2 => format!("max({it}, key={key}, default=0)"),
                    3 => format!("list(map({key}, {it}))"),
                    4 => format!("list(filter({key}, {it}))"),
                    5 => format!("sum(map(len, map(str, {it})))"),
                    6 => format!(
                        "list(zip({it}, {}, strict={}))",
                        self.iterable(1),
                        self.pick(&["True", "False"])
                    ),
                    7 => format!("list(enumerate({it}, {}))", self.small_int()),
                    _ => format!("next(iter({it}), 'empty')"),
                };
                self.guarded(&format!("print({text})"));
            }
            7 => {
                // Recursion, bounded or not.
                let f = self.fresh("f");
                let n = self.fresh("a");
                let base = self.expr(Ty::Int, 1);
                let rec = match self.n(3) {
                    0 => format!("{f}({n} - 1) + {f}({n} - 2)"),
                    1 => format!("{n} * {f}({n} - 1)"),
                    _ => format!("[{f}({n} - 1)]"),
                };
                self.line(&format!("def {f}({n}):"));
                self.line(&format!("    if {n} <= 1:"));
                self.line(&format!("        return {base}"));
                self.line(&format!("    return {rec}"));
                let arg = if rec.contains(" + ") {
                    [3, 10, 18, 25][self.n(4)]
                } else {
                    [3, 10, 15, 190, 250, 1000][self.n(6)]
                };
                self.guarded(&format!("print(repr({f}({arg}))[:100])"));
            }
            8 => {
                // Big ints: arithmetic, conversions, formatting.
                let x = self.big_int();
                let text = match self.n(8) {
                    0 => format!("str({x})[:40]"),
                    1 => format!("({x}) % 1000007"),
                    2 => format!("pow(3, {x}, 1000003)"),
                    3 => format!("({x}).bit_length()"),
                    4 => format!("f'{{{x}:,}}'[:30]"),
                    5 => format!("'%x' % ({x})"),
                    6 => format!("divmod({x}, 7 ** 20)"),
                    _ => format!("int(str({x})) == {x}"),
                };
                self.guarded(&format!("print({text})"));
            }
            9 => {
                // String formatting of all kinds.
                let text = match self.n(4) {
                    0 => self.fstring(2),
                    1 => self.percent_format(2),
                    2 => self.str_format(2),
                    _ => {
                        let v = self.expr(Ty::Any, 1);
                        let spec = self.spec_text();
                        format!("format({v}, '{}')", spec.replace('@', "3"))
                    }
                };
                self.guarded(&format!("print({text})"));
            }
            10 => {
                // getattr/setattr/hasattr/delattr with dunder names.
                let (obj, _) = match self.var_where(|t| matches!(t, Ty::Obj(_))) {
                    Some(found) => found,
                    None => return self.simple_assign(),
                };
                let attr = self.pick(&[
                    "a",
                    "b",
                    "i",
                    "extra",
                    "__class__",
                    "__dict__",
                    "__len__",
                    "__eq__",
                    "__init__",
                    "zz",
                ]);
                let text = match self.n(4) {
                    0 => format!("print(getattr({obj}, '{attr}', 'none'))"),
                    1 => format!("setattr({obj}, '{attr}', {})", self.expr(Ty::Any, 1)),
                    2 => format!("print(hasattr({obj}, '{attr}'))"),
                    _ => format!("delattr({obj}, '{attr}')"),
                };
                self.guarded(&text);
            }
            11 => {
                // Slicing.
                let seq = match self.n(3) {
                    0 => self.expr(Ty::List, 1),
                    1 => self.expr(Ty::Str, 1),
                    _ => self.expr(Ty::Bytes, 1),
                };
                let a = self.slice_bound();
                let b = self.slice_bound();
                let c = self.slice_bound();
                self.guarded(&format!("print(({seq})[{a}:{b}:{c}])"));
            }
            12 => {
                // Comprehensions, nested.
                let comp = self.comprehension(Ty::List, 2);
                let name = self.fresh("v");
                self.guarded(&format!("{name} = {comp}\nprint({name})"));
            }
            13 => {
                // `iter(callable, sentinel)`, bounded by the sentinel.
                let c = self.fresh("v");
                self.line(&format!("{c} = iter([3, 2, 1, 0, -1]).__next__"));
                let sentinel = self.pick(&["0", "1", "-1", "99"]);
                self.guarded(&format!("print(list(iter({c}, {sentinel}))[:10])"));
            }
            14 => {
                // str/bytes/int/float methods.
                let text = self.method_call();
                self.guarded(&format!("print({text})"));
            }
            _ => {
                // Limits reached inside `finally`, and exceptions replaced in handlers.
                let body = match self.n(3) {
                    0 => "x = 1\n    while True:\n        x += 1",
                    1 => "raise ValueError('inner')",
                    _ => "[0] * 10",
                };
                self.guarded(&format!("try:\n    {body}\nfinally:\n    print('finally')"));
            }
        }
    }

    /// Writes `text` (lines separated by `\n`, indented relative to each other) inside
    /// `try`/`except Exception`.
    fn guarded(&mut self, text: &str) {
        self.line("try:");
        self.indent += 1;
        for line in text.lines() {
            self.line(line);
        }
        self.indent -= 1;
        self.line("except Exception as exc:");
        self.line("    print(type(exc).__name__)");
    }

    /// Statements on a user object: dunders exercised through builtins and syntax.
    fn object_stmt(&mut self) {
        let user = self.class_instances();
        if user.is_empty() {
            return self.simple_assign();
        }
        let c = user[self.n(user.len())];
        let name = self.fresh("o");
        let value = self.obj_expr(c, 2);
        self.line(&format!("{name} = {value}"));
        self.bind(&name, Ty::Obj(c));
        let info = self.classes[c].clone();
        let count = 1 + self.n(3);
        for _ in 0..count {
            let use_ = self.use_object(&name, &info);
            self.line(&use_);
        }
    }

    /// A statement that uses object `name` of class `info` through its protocols.
    fn use_object(&mut self, name: &str, info: &ClassInfo) -> String {
        let dunders = &info.dunders;
        let mut options: Vec<String> = vec![
            format!("print({name})"),
            format!("print(repr({name}), str({name}) == repr({name}))"),
            format!(
                "print({name} == {name}, {name} != {})",
                self.expr(Ty::Any, 1)
            ),
            format!("print(isinstance({name}, {}))", info.name),
            format!("print(type({name}).__name__, {name}.__class__.__name__)"),
        ];
        if dunders.contains(&"__hash__") || !dunders.contains(&"__eq__") {
            options.push(format!(
                "print({{{name}: 1}}.get({name}), len({{{name}, {name}}}))"
            ));
        }
        if dunders.contains(&"__lt__") {
            options.push(format!(
                "print(sorted([{name}, {}]))",
                self.obj_expr_of(info, 1)
            ));
            options.push(format!("print(min({name}, {name}), max([{name}]))"));
        }
        if dunders.contains(&"__iter__") {
            options.push(format!("print(list({name})[:10])"));
            options.push(format!("for item in {name}:\n    print(item)\n    break"));
            options.push(format!("print(*{name}, sep=',')"));
        }
        if dunders.contains(&"__len__") {
            options.push(format!("print(len({name}))"));
        }
        if dunders.contains(&"__bool__") || dunders.contains(&"__len__") {
            options.push(format!(
                "print(bool({name}), not {name}, 1 if {name} else 0)"
            ));
        }
        if dunders.contains(&"__index__") {
            options.push(format!(
                "print([10, 20, 30, 40][{name}], hex({name}), range(10)[{name}])"
            ));
        }
        if dunders.contains(&"__getattr__") {
            options.push(format!("print({name}.extra, getattr({name}, 'zz', None))"));
        }
        if dunders.contains(&"__call__") {
            options.push(format!("print({name}(), {name}(1, 'x'))"));
        }
        if dunders.contains(&"__enter__") {
            options.push(format!("with {name} as ctx:\n    print('in with', type(ctx).__name__)\n    raise ValueError('in with')"));
        }
        if dunders.contains(&"__getitem__") {
            options.push(format!("print({name}[0], {name}[1:2] if False else 0)"));
        }
        if dunders.contains(&"__contains__") {
            options.push(format!("print(1 in {name}, 'x' not in {name})"));
        }
        if dunders.contains(&"__add__") {
            options.push(format!("print({name} + 1)"));
        }
        if dunders.contains(&"__format__") {
            options.push(format!("print(f\"{{{name}:>8}}\", format({name}, 'x'))"));
        }
        for (prop, writable) in &info.props {
            options.push(format!("print({name}.{prop})"));
            if *writable {
                let v = self.expr(Ty::Any, 1);
                options.push(format!("{name}.{prop} = {v}\nprint({name}.{prop})"));
            }
        }
        for (m, s) in &info.methods {
            let args = self.call_args(*s, 1);
            options.push(format!("print(repr({name}.{m}({args}))[:100])"));
        }
        let i = self.n(options.len());
        let text = options.swap_remove(i);
        let mut out = String::new();
        let pad = "    ".repeat(self.indent);
        out.push_str("try:\n");
        for line in text.lines() {
            out.push_str(&format!("{pad}    {line}\n"));
        }
        out.push_str(&format!(
            "{pad}except Exception as exc:\n{pad}    print(type(exc).__name__)"
        ));
        out
    }

    /// Drives a generator by hand: `next`, `send`, `throw`, `close`.
    fn generator_protocol(&mut self) {
        let gens: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| self.funcs[i].ret == Ty::Gen)
            .filter(|&i| self.func_visible(i))
            .collect();
        if gens.is_empty() {
            return self.simple_assign();
        }
        let f = gens[self.n(gens.len())];
        let call = self.call_sig(f, 1);
        let g = self.fresh("v");
        self.line(&format!("{g} = {call}"));
        self.bind(&g, Ty::Gen);
        let steps = 1 + self.n(4);
        let mut text = Vec::new();
        for _ in 0..steps {
            let step = match self.n(7) {
                0 | 1 => format!("print(next({g}, 'done'))"),
                2 => format!("print({g}.send(None))"),
                3 => format!("print({g}.send({}))", self.expr(Ty::Any, 1)),
                4 => format!("print({g}.throw({}))", self.exc_value()),
                5 => format!("print({g}.close())"),
                _ => format!("print(list({g})[:10])"),
            };
            text.push(step);
        }
        for step in text {
            self.guarded(&step);
        }
    }

    // ----- expressions -----

    /// An expression of (roughly) type `ty`, nested at most `depth` deep.
    fn expr(&mut self, ty: Ty, depth: u32) -> String {
        let depth = depth.min(self.bounds.max_expr_depth);
        // Every path passes a smaller depth down; the nesting count is the backstop that keeps
        // a program's size bounded even if one does not.
        if depth == 0
            || self.exhausted()
            || self.expr_nesting > self.bounds.max_expr_depth + 4
            || self.chance(1, 5)
        {
            return self.leaf(ty);
        }
        self.expr_nesting += 1;
        let text = self.expr_node(ty, depth);
        self.expr_nesting -= 1;
        text
    }

    fn expr_node(&mut self, ty: Ty, depth: u32) -> String {
        match ty {
            Ty::Int => self.int_expr(depth),
            Ty::Float => self.float_expr(depth),
            Ty::Str => self.str_expr(depth),
            Ty::Bytes => self.bytes_expr(depth),
            Ty::Bool => self.bool_expr(depth),
            Ty::List => self.list_expr(depth),
            Ty::Tuple => self.tuple_expr(depth),
            Ty::Dict => self.dict_expr(depth),
            Ty::Set => self.set_expr(depth),
            Ty::Obj(c) => self.obj_expr(c, depth),
            Ty::Class(c) => self.classes[c].name.clone(),
            Ty::Func(f) => self.funcs[f].name.clone(),
            Ty::Gen => self.gen_expr(depth),
            Ty::Any => self.any_expr(depth),
        }
    }

    /// A variable of type `ty` or a literal.
    fn leaf(&mut self, ty: Ty) -> String {
        if self.chance(3, 5)
            && let Some(name) = self.var_of(ty)
        {
            return name;
        }
        self.literal(ty)
    }

    fn literal(&mut self, ty: Ty) -> String {
        match ty {
            Ty::Int => self.int_lit(),
            Ty::Float => self.float_lit(),
            Ty::Str => self.str_lit(),
            Ty::Bytes => self.bytes_lit(),
            Ty::Bool => self.pick(&["True", "False"]).to_string(),
            Ty::List => match self.n(4) {
                0 => "[]".to_string(),
                1 => format!("[{}, {}]", self.int_lit(), self.str_lit()),
                _ => format!(
                    "[{}, {}, {}]",
                    self.int_lit(),
                    self.int_lit(),
                    self.int_lit()
                ),
            },
            Ty::Tuple => match self.n(3) {
                0 => "()".to_string(),
                1 => format!("({},)", self.int_lit()),
                _ => format!("({}, {})", self.str_lit(), self.int_lit()),
            },
            Ty::Dict => match self.n(3) {
                0 => "{}".to_string(),
                _ => format!("{{{}: {}}}", self.str_lit(), self.int_lit()),
            },
            Ty::Set => match self.n(3) {
                0 => "set()".to_string(),
                _ => format!("{{{}, {}}}", self.int_lit(), self.int_lit()),
            },
            Ty::Obj(c) => self.obj_expr(c, 0),
            Ty::Class(c) => self.classes[c].name.clone(),
            Ty::Func(f) => self.funcs[f].name.clone(),
            Ty::Gen => format!("(x for x in range({}))", self.small_int()),
            Ty::Any => {
                let ty = PLAIN_TYPES[self.n(PLAIN_TYPES.len())];
                if self.chance(1, 6) {
                    return "None".to_string();
                }
                self.literal(ty)
            }
        }
    }

    /// An index that is mostly in range for short sequences.
    fn index(&mut self) -> String {
        match self.n(6) {
            0 | 1 => "0".to_string(),
            2 => "-1".to_string(),
            3 => "1".to_string(),
            _ => self.small_int(),
        }
    }

    fn small_int(&mut self) -> String {
        let v = self.n(12) as i64 - 2;
        if v < 0 {
            format!("({v})")
        } else {
            v.to_string()
        }
    }

    fn slice_bound(&mut self) -> String {
        match self.n(6) {
            0 => String::new(),
            1 => "None".to_string(),
            2 => format!("-{}", 1 + self.n(4)),
            3 => "10**20".to_string(),
            _ => self.n(6).to_string(),
        }
    }

    fn int_lit(&mut self) -> String {
        match self.n(10) {
            0..=3 => self.n(10).to_string(),
            4 => format!("(-{})", self.n(300)),
            5 => self
                .pick(&[
                    "255",
                    "256",
                    "65535",
                    "2147483647",
                    "(-2147483648)",
                    "9223372036854775807",
                    "(-9223372036854775808)",
                    "18446744073709551616",
                    "0x7f",
                    "0o17",
                    "0b1011",
                    "1_000_000",
                    "(-1)",
                    "(2**63)",
                    "(-2**63)",
                    "(10**20)",
                ])
                .to_string(),
            6 => self.big_int(),
            _ => self.n(100).to_string(),
        }
    }

    fn big_int(&mut self) -> String {
        match self.n(5) {
            0 => format!("(10 ** {})", 19 + self.n(80)),
            1 => format!("(2 ** {} - 1)", 60 + self.n(300)),
            2 => format!("(-(7 ** {}))", 20 + self.n(100)),
            3 => {
                let digits: String = (0..20 + self.n(30))
                    .map(|i| char::from(b'0' + (self.n(10) as u8).max(u8::from(i == 0))))
                    .collect();
                digits
            }
            _ => format!("(3 ** {} * 5 ** {})", 30 + self.n(60), 10 + self.n(40)),
        }
    }

    fn float_lit(&mut self) -> String {
        self.pick(&[
            "0.0",
            "(-0.0)",
            "1.5",
            "3.14159",
            "1e300",
            "1e-300",
            "2.5e10",
            "float('inf')",
            "float('-inf')",
            "float('nan')",
            "0.1",
            "1e16",
            "123456789.125",
            "(-2.5)",
            "1e22",
            "5e-324",
            "0.5",
        ])
        .to_string()
    }

    fn str_lit(&mut self) -> String {
        let len = self.n(8);
        let mut s = String::from("'");
        for _ in 0..len {
            if self.fstr == 0 && self.chance(1, 8) {
                s.push_str(self.pick(ESCAPES));
            } else {
                let c = self.pick(CHARS);
                s.push_str(c);
            }
        }
        s.push('\'');
        s
    }

    fn bytes_lit(&mut self) -> String {
        let len = self.n(6);
        let mut s = String::from("b'");
        for _ in 0..len {
            if self.fstr == 0 && self.chance(1, 6) {
                s.push_str(self.pick(&["\\x00", "\\xff", "\\n", "\\\\", "\\x80"]));
            } else {
                s.push_str(self.pick(&["a", "b", "Z", "0", " ", ",", "-", "."]));
            }
        }
        s.push('\'');
        s
    }

    fn int_expr(&mut self, d: u32) -> String {
        match self.n(24) {
            0..=3 => {
                let op = self.pick(&["+", "-", "*", "//", "%", "&", "|", "^", "+", "-"]);
                let a = self.expr(Ty::Int, d - 1);
                let b = self.expr(Ty::Int, d - 1);
                format!("({a} {op} {b})")
            }
            4 => {
                let a = self.expr(Ty::Int, d - 1);
                let e = self.n(6);
                format!("({a} ** {e})")
            }
            5 => {
                let a = self.expr(Ty::Int, d - 1);
                let op = self.pick(&["<<", ">>"]);
                format!("({a} {op} {})", self.n(70))
            }
            6 => {
                let a = self.expr(Ty::Int, d - 1);
                let op = self.pick(&["-", "~", "+", "abs"]);
                if op == "abs" {
                    format!("abs({a})")
                } else {
                    format!("({op}{a})")
                }
            }
            7 | 8 => {
                let seq = self.sized(d - 1);
                format!("len({seq})")
            }
            9 => format!("sum({})", self.int_iterable(d - 1)),
            10 => {
                let f = self.pick(&["min", "max"]);
                if self.chance(1, 2) {
                    let a = self.expr(Ty::Int, d - 1);
                    let b = self.expr(Ty::Int, d - 1);
                    format!("{f}({a}, {b})")
                } else {
                    format!("{f}({}, default=0)", self.int_iterable(d - 1))
                }
            }
            11 => {
                let s = self.expr(Ty::Str, d - 1);
                let m = self.pick(&["count", "find", "rfind", "__len__"]);
                if m == "__len__" {
                    format!("{s}.__len__()")
                } else {
                    let sub = self.expr(Ty::Str, d - 1);
                    format!("{s}.{m}({sub})")
                }
            }
            12 => match self.n(5) {
                0 => format!("int({})", self.expr(Ty::Float, d - 1)),
                1 => format!(
                    "int({})",
                    self.pick(&[
                        "'42'",
                        "' -7 '",
                        "'1_000'",
                        "'٣'",
                        "'0x1f', 16",
                        "'zz', 36",
                        "'10' * 20"
                    ])
                ),
                2 => format!("int.from_bytes({}, 'big')", self.expr(Ty::Bytes, d - 1)),
                3 => format!("round({})", self.expr(Ty::Float, d - 1)),
                _ => format!("int({})", self.expr(Ty::Str, d - 1)),
            },
            13 => {
                let v = self.expr(Ty::Any, d - 1);
                format!("hash({v})")
            }
            14 => {
                let s = self.expr(Ty::Str, d - 1);
                format!("ord(({s} or 'a')[0])")
            }
            15 => {
                let a = self.expr(Ty::Int, d - 1);
                format!("({a}).bit_length()")
            }
            16 => {
                let a = self.expr(Ty::Int, d - 1);
                let b = self.expr(Ty::Int, d - 1);
                format!("divmod({a}, {b})[{}]", self.n(2))
            }
            17 => {
                let a = self.expr(Ty::Int, d - 1);
                let b = self.n(40);
                let m = self.expr(Ty::Int, d - 1);
                format!("pow({a}, {b}, {m})")
            }
            18 => {
                let c = self.expr(Ty::Bool, d - 1);
                let a = self.expr(Ty::Int, d - 1);
                let b = self.expr(Ty::Int, d - 1);
                format!("({a} if {c} else {b})")
            }
            19 => {
                let l = self.expr(Ty::List, d - 1);
                format!("{l}[{}]", self.index())
            }
            20 => {
                let dd = self.expr(Ty::Dict, d - 1);
                let k = self.key_expr(d - 1);
                format!("{dd}.get({k}, 0)")
            }
            21 => self.call_user_typed(Ty::Int, d - 1),
            22 => {
                let b = self.expr(Ty::Bool, d - 1);
                format!("({b} + 0)")
            }
            _ => {
                let l = self.expr(Ty::List, d - 1);
                let v = self.expr(Ty::Any, d - 1);
                format!("{l}.count({v})")
            }
        }
    }

    /// An iterable of ints (for `sum`, `min`, ...).
    fn int_iterable(&mut self, d: u32) -> String {
        match self.n(5) {
            0 => format!("range({})", self.small_int()),
            1 => {
                let x = self.fresh("x");
                let n = self.small_int();
                self.frames.push(expr_frame(vec![(x.clone(), Ty::Int)]));
                let e = self.expr(Ty::Int, d);
                self.frames.pop();
                format!("({e} for {x} in range({n}))")
            }
            2 => format!("map(len, {})", self.expr(Ty::List, d)),
            3 => {
                let a = self.expr(Ty::Int, d);
                let b = self.expr(Ty::Int, d);
                format!("[{a}, {b}]")
            }
            _ => self.expr(Ty::List, d),
        }
    }

    /// Something with a length.
    fn sized(&mut self, d: u32) -> String {
        match self.n(6) {
            0 => self.expr(Ty::Str, d),
            1 => self.expr(Ty::List, d),
            2 => self.expr(Ty::Dict, d),
            3 => self.expr(Ty::Set, d),
            4 => self.expr(Ty::Bytes, d),
            _ => self.expr(Ty::Tuple, d),
        }
    }

    fn float_expr(&mut self, d: u32) -> String {
        match self.n(8) {
            0 | 1 => {
                let op = self.pick(&["+", "-", "*", "/", "//", "%", "**"]);
                let a = self.expr(Ty::Float, d - 1);
                let b = if op == "**" {
                    self.small_int()
                } else {
                    self.expr(Ty::Float, d - 1)
                };
                format!("({a} {op} {b})")
            }
            2 => {
                let a = self.expr(Ty::Int, d - 1);
                let b = self.expr(Ty::Int, d - 1);
                format!("({a} / {b})")
            }
            3 => format!("float({})", self.expr(Ty::Int, d - 1)),
            4 => format!(
                "float({})",
                self.pick(&[
                    "'1.5'", "' -2e3 '", "'inf'", "'nan'", "'1_0.5'", "'٣.5'", "'x'"
                ])
            ),
            5 => {
                let a = self.expr(Ty::Float, d - 1);
                format!("round({a}, {})", self.small_int())
            }
            6 if self.visible(|t| t == Ty::Any).iter().any(|v| v.0 == "math") => {
                let f = self.pick(&["sqrt", "floor", "ceil", "fabs", "log", "exp", "sin"]);
                let a = self.expr(Ty::Float, d - 1);
                format!("math.{f}({a})")
            }
            _ => {
                let a = self.expr(Ty::Float, d - 1);
                format!("abs({a})")
            }
        }
    }

    fn str_expr(&mut self, d: u32) -> String {
        let choice = self.n(14);
        match choice {
            0 if self.fstr == 0 => self.fstring(d),
            1 => self.percent_format(d),
            2 if self.fstr == 0 => self.str_format(d),
            3 | 4 => self.method_call_str(d),
            5 => {
                let a = self.expr(Ty::Str, d - 1);
                let b = self.expr(Ty::Str, d - 1);
                format!("({a} + {b})")
            }
            6 => {
                let a = self.expr(Ty::Str, d - 1);
                format!("({a} * {})", self.small_int())
            }
            7 => {
                let f = self.pick(&["repr", "str", "ascii"]);
                let v = self.expr(Ty::Any, d - 1);
                format!("{f}({v})")
            }
            8 => {
                let sep = self.str_lit();
                let x = self.fresh("x");
                let it = self.iterable(d - 1);
                format!("{sep}.join(str({x}) for {x} in {it})")
            }
            9 => {
                let s = self.expr(Ty::Str, d - 1);
                let a = self.slice_bound();
                let b = self.slice_bound();
                format!("{s}[{a}:{b}]")
            }
            10 => format!(
                "chr({})",
                self.pick(&["65", "0x1F600", "955", "0x110000", "-1", "0"])
            ),
            11 => {
                let f = self.pick(&["hex", "oct", "bin"]);
                let v = self.expr(Ty::Int, d - 1);
                format!("{f}({v})")
            }
            12 => {
                let b = self.expr(Ty::Bytes, d - 1);
                let enc = self.pick(&[
                    "",
                    "'utf-8'",
                    "'latin-1'",
                    "'ascii', 'replace'",
                    "'utf-8', 'ignore'",
                ]);
                format!("{b}.decode({enc})")
            }
            _ => {
                let v = self.expr(Ty::Any, d - 1);
                let spec = self.spec_text().replace('@', "4");
                format!("format({v}, '{spec}')")
            }
        }
    }

    fn method_call_str(&mut self, d: u32) -> String {
        let s = self.expr(Ty::Str, d - 1);
        let m = match self.n(22) {
            0 => "upper()".to_string(),
            1 => "lower()".to_string(),
            2 => "strip()".to_string(),
            3 => format!("replace({}, {})", self.str_lit(), self.str_lit()),
            4 => "title()".to_string(),
            5 => "capitalize()".to_string(),
            6 => "swapcase()".to_string(),
            7 => "casefold()".to_string(),
            8 => format!(
                "center({}, {})",
                self.small_int(),
                self.pick(&["'*'", "' '", "'é'"])
            ),
            9 => format!("zfill({})", self.small_int()),
            10 => format!("ljust({})", self.small_int()),
            11 => format!("rjust({}, '-')", self.small_int()),
            12 => "expandtabs(4)".to_string(),
            13 => format!("strip({})", self.str_lit()),
            14 => format!("removeprefix({})", self.str_lit()),
            15 => format!("removesuffix({})", self.str_lit()),
            16 => "lstrip()".to_string(),
            17 => format!("rstrip({})", self.str_lit()),
            18 => format!("partition({})[0]", self.pick(&["' '", "','", "'x'"])),
            19 => "encode().hex()".to_string(),
            20 => format!("format({})", self.expr(Ty::Any, d - 1)),
            _ => "translate({ord('a'): 'b', ord('x'): None})".to_string(),
        };
        format!("{s}.{m}")
    }

    /// A method call on a str, bytes, int or float value (any result type).
    fn method_call(&mut self) -> String {
        match self.n(4) {
            0 => {
                let s = self.expr(Ty::Str, 1);
                let m = self.pick(&[
                    "split()",
                    "split(',')",
                    "rsplit(' ', 1)",
                    "splitlines(True)",
                    "isdigit()",
                    "isalpha()",
                    "isidentifier()",
                    "istitle()",
                    "isupper()",
                    "isnumeric()",
                    "isdecimal()",
                    "isspace()",
                    "startswith(('a', 'x'))",
                    "endswith('z')",
                    "index('a')",
                    "encode('utf-8')",
                    "partition(':')",
                    "count('')",
                    "isprintable()",
                    "isascii()",
                    "rpartition('a')",
                ]);
                format!("{s}.{m}")
            }
            1 => {
                let b = self.expr(Ty::Bytes, 1);
                let m = self.pick(&[
                    "hex()",
                    "upper()",
                    "split()",
                    "decode('utf-8', 'replace')",
                    "strip()",
                    "replace(b'a', b'bb')",
                    "find(b'0')",
                    "count(b'a')",
                    "isdigit()",
                    "title()",
                    "hex(':')",
                    "zfill(8)",
                    "startswith(b'a')",
                ]);
                format!("{b}.{m}")
            }
            2 => {
                let i = self.expr(Ty::Int, 1);
                let m = self.pick(&[
                    "bit_length()",
                    "to_bytes(8, 'little')",
                    "__abs__()",
                    "conjugate()",
                    "as_integer_ratio()",
                    "real",
                    "numerator",
                    "__index__()",
                    "to_bytes(2, 'big', signed=True)",
                    "__round__(-1)",
                    "__floordiv__(3)",
                ]);
                format!("({i}).{m}")
            }
            _ => {
                let f = self.expr(Ty::Float, 1);
                let m = self.pick(&[
                    "is_integer()",
                    "hex()",
                    "as_integer_ratio()",
                    "__round__(2)",
                    "__trunc__()",
                    "conjugate()",
                    "__floor__()",
                    "__ceil__()",
                    "__mod__(0.7)",
                ]);
                format!("({f}).{m}")
            }
        }
    }

    fn spec_text(&mut self) -> String {
        self.pick(SPECS).to_string()
    }

    /// An f-string with conversions and (nested) format specs; its fields are nested at most
    /// `d - 1` deep.
    fn fstring(&mut self, d: u32) -> String {
        let inner = d.saturating_sub(1);
        let parts = 1 + self.n(3);
        let mut s = String::from("f\"");
        self.fstr += 1;
        for _ in 0..parts {
            if self.chance(1, 2) {
                s.push_str(self.pick(&["x", " ", "a=", "{{", "}}", "é", ": ", "-"]));
            }
            let value = self.expr(Ty::Any, inner);
            s.push_str(&format!("{{({value})"));
            match self.n(6) {
                0 => s.push_str("!r"),
                1 => s.push_str("!s"),
                2 => s.push_str("!a"),
                3 => s.push('='),
                _ => {}
            }
            let spec = self.spec_text();
            if !spec.is_empty() {
                s.push(':');
                let mut rest = spec.as_str();
                while let Some(at) = rest.find('@') {
                    s.push_str(&rest[..at]);
                    let width = if self.chance(1, 12) {
                        self.pick(&["10**6", "70000", "-1", "2**31"]).to_string()
                    } else {
                        self.expr(Ty::Int, inner)
                    };
                    s.push_str(&format!("{{({width})}}"));
                    rest = &rest[at + 1..];
                }
                s.push_str(rest);
            }
            s.push('}');
        }
        self.fstr -= 1;
        s.push('"');
        s
    }

    /// `'...' % args` with conversions that mostly match the argument types; arguments are
    /// nested at most `d - 1` deep.
    fn percent_format(&mut self, d: u32) -> String {
        let count = 1 + self.n(3);
        let mut template = String::new();
        let mut args = Vec::new();
        for _ in 0..count {
            let (conv, ty) = match self.n(10) {
                0 => ("%d", Ty::Int),
                1 => ("%5.2f", Ty::Float),
                2 => ("%r", Ty::Any),
                3 => ("%x", Ty::Int),
                4 => ("%-8s|", Ty::Str),
                5 => ("%+05d", Ty::Int),
                6 => ("%c", Ty::Int),
                7 => ("%e", Ty::Float),
                8 => ("%%", Ty::Bool),
                _ => ("%s", Ty::Any),
            };
            template.push_str(conv);
            template.push(' ');
            if conv != "%%" {
                let arg = self.expr(ty, d.saturating_sub(1));
                args.push(arg);
            }
        }
        if args.len() == 1 && self.chance(1, 2) {
            format!("('{template}' % ({},))", args[0])
        } else {
            format!("('{template}' % ({}))", args.join(", "))
        }
    }

    /// `'...'.format(...)` with indexes, attributes and nested specs; arguments are nested at
    /// most `d - 1` deep.
    fn str_format(&mut self, d: u32) -> String {
        let a = self.expr(Ty::Any, d.saturating_sub(1));
        let b = self.expr(Ty::Any, d.saturating_sub(1));
        let template = match self.n(6) {
            0 => "{0} {1!r}",
            1 => "{0:>{2}} {1}",
            2 => "{0!r:^12}|{1:}",
            3 => "{{}} {0} {0}",
            4 => "{0.__class__.__name__} {1}",
            _ => "{x} {0}",
        };
        let width = self.small_int();
        format!("'{template}'.format({a}, {b}, {width}, x={a})")
    }

    fn bytes_expr(&mut self, d: u32) -> String {
        match self.n(6) {
            0 => {
                let s = self.expr(Ty::Str, d - 1);
                let enc = self.pick(&["", "'utf-8'", "'ascii', 'ignore'", "'latin-1', 'replace'"]);
                format!("{s}.encode({enc})")
            }
            1 => {
                let a = self.expr(Ty::Bytes, d - 1);
                let b = self.expr(Ty::Bytes, d - 1);
                format!("({a} + {b})")
            }
            2 => format!(
                "bytes({})",
                self.pick(&["[1, 2, 255]", "3", "[256]", "range(5)", "'ab', 'utf-8'"])
            ),
            3 => {
                let a = self.expr(Ty::Bytes, d - 1);
                let x = self.slice_bound();
                format!("{a}[{x}:]")
            }
            4 => {
                let a = self.expr(Ty::Bytes, d - 1);
                format!("({a} * {})", self.small_int())
            }
            _ => format!(
                "bytes.fromhex({})",
                self.pick(&["'ff00'", "'zz'", "'a b'", "''"])
            ),
        }
    }

    fn bool_expr(&mut self, d: u32) -> String {
        match self.n(12) {
            0..=2 => {
                let ty = if self.chance(1, 2) {
                    Ty::Int
                } else {
                    self.any_type()
                };
                let op = self.pick(&["==", "!=", "<", "<=", ">", ">=", "is", "is not"]);
                let a = self.expr(ty, d - 1);
                let b = self.expr(ty, d - 1);
                format!("({a} {op} {b})")
            }
            3 => {
                let a = self.expr(Ty::Int, d - 1);
                let b = self.expr(Ty::Int, d - 1);
                let c = self.expr(Ty::Int, d - 1);
                format!("({a} < {b} <= {c})")
            }
            4 => {
                let v = self.expr(Ty::Any, d - 1);
                let c = self.container(d - 1);
                let op = self.pick(&["in", "not in"]);
                format!("({v} {op} {c})")
            }
            5 => {
                let a = self.expr(Ty::Bool, d - 1);
                let b = self.expr(Ty::Any, d - 1);
                let op = self.pick(&["and", "or"]);
                format!("({a} {op} {b})")
            }
            6 => {
                let a = self.expr(Ty::Any, d - 1);
                format!("(not {a})")
            }
            7 => {
                let v = self.expr(Ty::Any, d - 1);
                let kind = self.type_name();
                format!("isinstance({v}, {kind})")
            }
            8 => {
                let f = self.pick(&["all", "any"]);
                let it = self.iterable(d - 1);
                format!("{f}({it})")
            }
            9 => {
                let v = self.expr(Ty::Any, d - 1);
                format!("bool({v})")
            }
            10 => {
                let v = self.expr(Ty::Any, d - 1);
                let attr = self.pick(&["'a'", "'__len__'", "'x'", "'__iter__'"]);
                format!("hasattr({v}, {attr})")
            }
            _ => {
                let v = self.expr(Ty::Any, d - 1);
                format!("callable({v})")
            }
        }
    }

    fn type_name(&mut self) -> String {
        let user = self.visible_classes(|_| true);
        if !user.is_empty() && self.chance(1, 3) {
            let i = user[self.n(user.len())];
            return self.classes[i].name.clone();
        }
        self.pick(&[
            "int",
            "str",
            "list",
            "dict",
            "tuple",
            "(int, str)",
            "object",
            "bool",
            "float",
            "Exception",
            "type",
        ])
        .to_string()
    }

    /// Something `in` works on.
    fn container(&mut self, d: u32) -> String {
        match self.n(5) {
            0 => self.expr(Ty::List, d),
            1 => self.expr(Ty::Dict, d),
            2 => self.expr(Ty::Set, d),
            3 => self.expr(Ty::Str, d),
            _ => self.expr(Ty::Tuple, d),
        }
    }

    fn list_expr(&mut self, d: u32) -> String {
        match self.n(14) {
            0 | 1 => {
                let count = self.n(4);
                let items: Vec<String> = (0..count).map(|_| self.expr(Ty::Any, d - 1)).collect();
                format!("[{}]", items.join(", "))
            }
            2 | 3 => self.comprehension(Ty::List, d),
            4 => format!("list({})", self.iterable(d - 1)),
            5 => {
                let it = self.iterable(d - 1);
                let key = self.key_func(d - 1);
                let rev = if self.chance(1, 3) {
                    ", reverse=True"
                } else {
                    ""
                };
                format!("sorted({it}, key={key}{rev})")
            }
            6 => {
                let f = self.key_func(d - 1);
                let it = self.iterable(d - 1);
                format!("list(map({f}, {it}))")
            }
            7 => {
                let f = if self.chance(1, 2) {
                    "None".to_string()
                } else {
                    self.key_func(d - 1)
                };
                let it = self.iterable(d - 1);
                format!("list(filter({f}, {it}))")
            }
            8 => {
                let a = self.expr(Ty::List, d - 1);
                let b = self.expr(Ty::List, d - 1);
                format!("({a} + {b})")
            }
            9 => {
                let a = self.expr(Ty::List, d - 1);
                format!("({a} * {})", self.small_int())
            }
            10 => {
                let a = self.expr(Ty::List, d - 1);
                let x = self.slice_bound();
                let y = self.slice_bound();
                format!("{a}[{x}:{y}]")
            }
            11 => {
                let s = self.expr(Ty::Str, d - 1);
                format!("{s}.split({})", self.pick(&["", "','", "' '", "None, 1"]))
            }
            12 => {
                let a = self.iterable(d - 1);
                let b = self.iterable(d - 1);
                format!("[*{a}, *{b}]")
            }
            _ => format!(
                "list(range({}, {}, {}))",
                self.small_int(),
                self.small_int(),
                self.pick(&["1", "2", "-1", "3"])
            ),
        }
    }

    fn tuple_expr(&mut self, d: u32) -> String {
        match self.n(5) {
            0 => {
                let a = self.expr(Ty::Any, d - 1);
                let b = self.expr(Ty::Any, d - 1);
                format!("({a}, {b})")
            }
            1 => format!("tuple({})", self.iterable(d - 1)),
            2 => {
                let a = self.expr(Ty::Int, d - 1);
                let b = self.expr(Ty::Int, d - 1);
                format!("divmod({a}, {b})")
            }
            3 => {
                let s = self.expr(Ty::Str, d - 1);
                format!("{s}.partition({})", self.pick(&["' '", "'a'", "','"]))
            }
            _ => {
                let a = self.expr(Ty::Any, d - 1);
                format!("({a},)")
            }
        }
    }

    fn dict_expr(&mut self, d: u32) -> String {
        match self.n(8) {
            0 | 1 => {
                let count = self.n(4);
                let items: Vec<String> = (0..count)
                    .map(|_| {
                        let k = self.key_expr(d - 1);
                        let v = self.expr(Ty::Any, d - 1);
                        format!("{k}: {v}")
                    })
                    .collect();
                format!("{{{}}}", items.join(", "))
            }
            2 => self.comprehension(Ty::Dict, d),
            3 => {
                let a = self.iterable(d - 1);
                let b = self.iterable(d - 1);
                format!("dict(zip({a}, {b}))")
            }
            4 => {
                let a = self.expr(Ty::Dict, d - 1);
                let b = self.expr(Ty::Dict, d - 1);
                if self.chance(1, 2) {
                    format!("({a} | {b})")
                } else {
                    format!("{{**{a}, **{b}}}")
                }
            }
            5 => {
                let v = self.expr(Ty::Any, d - 1);
                format!("dict(a={v}, b=2)")
            }
            6 => {
                let it = self.iterable(d - 1);
                format!("dict.fromkeys({it}, 0)")
            }
            _ => {
                let a = self.expr(Ty::Dict, d - 1);
                format!("dict({a})")
            }
        }
    }

    fn set_expr(&mut self, d: u32) -> String {
        match self.n(5) {
            0 => {
                let a = self.key_expr(d - 1);
                let b = self.key_expr(d - 1);
                format!("{{{a}, {b}}}")
            }
            1 => self.comprehension(Ty::Set, d),
            2 => format!("set({})", self.iterable(d - 1)),
            3 => {
                let a = self.expr(Ty::Set, d - 1);
                let b = self.expr(Ty::Set, d - 1);
                let op = self.pick(&["|", "&", "-", "^"]);
                format!("({a} {op} {b})")
            }
            _ => format!("set(range({}))", self.small_int()),
        }
    }

    /// A hashable key, nested at most `d` deep.
    fn key_expr(&mut self, d: u32) -> String {
        match self.n(5) {
            0 => self.small_int(),
            1 => self.str_lit(),
            2 => format!("({}, {})", self.small_int(), self.str_lit()),
            3 => self.expr(Ty::Int, d),
            _ => self.expr(Ty::Str, d),
        }
    }

    /// A one-argument callable for `key=`, `map` and `filter`, nested at most `d` deep.
    fn key_func(&mut self, d: u32) -> String {
        match self.n(8) {
            0 => self
                .pick(&["str", "repr", "len", "abs", "bool", "hash", "type", "id"])
                .to_string(),
            1 => "lambda v: (type(v).__name__, repr(v))".to_string(),
            2 => {
                let funcs: Vec<usize> = (0..self.funcs.len())
                    .filter(|&i| {
                        let f = &self.funcs[i];
                        !f.req.is_empty() && f.req.len() == 1
                            || f.req.is_empty() && !f.opt.is_empty()
                    })
                    .filter(|&i| self.func_visible(i))
                    .collect();
                if funcs.is_empty() {
                    "str".to_string()
                } else {
                    let i = funcs[self.n(funcs.len())];
                    self.funcs[i].name.clone()
                }
            }
            _ => {
                let x = self.fresh("x");
                self.frames.push(expr_frame(vec![(x.clone(), Ty::Any)]));
                let body = self.expr(Ty::Any, d);
                self.frames.pop();
                format!("(lambda {x}: {body})")
            }
        }
    }

    /// Something to iterate over.
    fn iterable(&mut self, d: u32) -> String {
        // At depth 0 only the choices that do not nest another iterable.
        let choice = if d == 0 { self.n(7) } else { self.n(16) };
        match choice {
            0 | 1 => format!("range({})", self.small_int()),
            2 => self.expr(Ty::List, d),
            3 => self.expr(Ty::Str, d),
            4 => self.expr(Ty::Dict, d),
            5 => self.expr(Ty::Set, d),
            6 => self.expr(Ty::Tuple, d),
            7 => self.gen_expr(d),
            8 => {
                let it = self.iterable(d.saturating_sub(1));
                format!("enumerate({it})")
            }
            9 => {
                let a = self.iterable(d.saturating_sub(1));
                let b = self.iterable(d.saturating_sub(1));
                format!("zip({a}, {b})")
            }
            10 => {
                let f = self.key_func(d.saturating_sub(1));
                let it = self.iterable(d.saturating_sub(1));
                format!("map({f}, {it})")
            }
            11 => format!("reversed({})", self.expr(Ty::List, d)),
            12 => format!("iter({})", self.expr(Ty::List, d)),
            13 => {
                let iterable = self.visible_classes(|c| c.has("__iter__") && !c.exception);
                if iterable.is_empty() {
                    format!("range({})", self.small_int())
                } else {
                    let c = iterable[self.n(iterable.len())];
                    self.obj_expr(c, d)
                }
            }
            14 => format!("{}.items()", self.expr(Ty::Dict, d)),
            _ => self.expr(Ty::Bytes, d),
        }
    }

    /// A generator: a generator expression or a call of a generator function.
    fn gen_expr(&mut self, d: u32) -> String {
        let gens: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| self.funcs[i].ret == Ty::Gen)
            .filter(|&i| self.func_visible(i))
            .collect();
        if !gens.is_empty() && self.chance(2, 3) {
            let f = gens[self.n(gens.len())];
            return self.call_sig(f, d.saturating_sub(1));
        }
        if let Some(name) = self.var_of(Ty::Gen)
            && self.chance(1, 3)
        {
            return name;
        }
        self.comprehension(Ty::Gen, d)
    }

    /// A list, set, dict or generator comprehension, sometimes with two `for`s and an `if`.
    fn comprehension(&mut self, kind: Ty, d: u32) -> String {
        let d = d.max(1);
        // The first iterable is evaluated in the enclosing scope.
        let it = self.iterable(d - 1);
        let x = self.fresh("x");
        self.frames.push(expr_frame(vec![(x.clone(), Ty::Any)]));
        let mut head = format!("for {x} in {it}");
        if self.chance(1, 4) {
            let y = self.fresh("x");
            let it2 = self.iterable(d - 1);
            head.push_str(&format!(" for {y} in {it2}"));
            self.bind(&y, Ty::Any);
        }
        if self.chance(1, 3) {
            let cond = self.expr(Ty::Bool, d - 1);
            head.push_str(&format!(" if {cond}"));
        }
        let elt = self.expr(Ty::Any, d - 1);
        let text = match kind {
            Ty::List => format!("[{elt} for{}]", &head[3..]),
            Ty::Set => format!("{{repr({elt}) for{}}}", &head[3..]),
            Ty::Dict => format!("{{repr({x}): {elt} for{}}}", &head[3..]),
            _ => format!("({elt} for{})", &head[3..]),
        };
        self.frames.pop();
        text
    }

    fn any_expr(&mut self, d: u32) -> String {
        match self.n(20) {
            0..=9 => {
                let ty = self.any_type();
                self.expr(ty, d)
            }
            10 | 11 => self
                .call_user(d - 1)
                .unwrap_or_else(|| self.literal(Ty::Any)),
            12 => {
                // Attribute of an object.
                let Some((obj, ty)) = self.var_where(|t| matches!(t, Ty::Obj(_))) else {
                    return self.literal(Ty::Any);
                };
                let Ty::Obj(c) = ty else { return obj };
                let info = &self.classes[c];
                let mut names: Vec<String> = info.attrs.clone();
                names.extend(info.props.iter().map(|p| p.0.clone()));
                names.extend(info.class_attrs.iter().cloned());
                names.push("extra".to_string());
                let i = self.n(names.len());
                format!("{obj}.{}", names[i])
            }
            13 => {
                let x = self.fresh("x");
                let y = self.fresh("x");
                self.frames
                    .push(expr_frame(vec![(x.clone(), Ty::Any), (y.clone(), Ty::Int)]));
                let body = self.expr(Ty::Any, d - 1);
                self.frames.pop();
                let arg = self.expr(Ty::Any, d - 1);
                format!("(lambda {x}, {y}=2: {body})({arg})")
            }
            14 => {
                let f = self.pick(ONE_ARG_BUILTINS);
                let v = self.expr(Ty::Any, d - 1);
                format!("{f}({v})")
            }
            15 => {
                let c = self.expr(Ty::Bool, d - 1);
                let a = self.expr(Ty::Any, d - 1);
                let b = self.expr(Ty::Any, d - 1);
                format!("({a} if {c} else {b})")
            }
            16 => {
                let dct = self.expr(Ty::Dict, d - 1);
                let k = self.key_expr(d - 1);
                format!("{dct}[{k}]")
            }
            17 => {
                let l = self.expr(Ty::List, d - 1);
                format!("{l}[{}]", self.index())
            }
            18 => "None".to_string(),
            _ => {
                let op = self.pick(&["+", "*", "-", "%", "@", "<<", "/", "&"]);
                let ta = self.any_type();
                let tb = self.any_type();
                let a = self.expr(ta, d - 1);
                let b = self.expr(tb, d - 1);
                format!("({a} {op} {b})")
            }
        }
    }

    /// An instance of class `c`: a variable or a constructor call.
    fn obj_expr(&mut self, c: usize, d: u32) -> String {
        if self.chance(1, 2)
            && let Some(name) = self.var_of(Ty::Obj(c))
        {
            return name;
        }
        let info = self.classes[c].clone();
        self.obj_expr_of(&info, d)
    }

    fn obj_expr_of(&mut self, info: &ClassInfo, d: u32) -> String {
        let replaced = self
            .classes
            .iter()
            .position(|c| c.name == info.name)
            .is_some_and(|i| self.init_replaced.contains(&i));
        let types = if replaced {
            vec![Ty::Any; self.n(3)]
        } else {
            info.init.clone()
        };
        let args: Vec<String> = types
            .iter()
            .map(|t| self.expr(*t, d.saturating_sub(1)))
            .collect();
        let args = if info.builtin_base && info.init.is_empty() && self.chance(1, 2) {
            vec![self.expr(Ty::Any, 1)]
        } else {
            args
        };
        format!("{}({})", info.name, args.join(", "))
    }

    /// A call of a visible user function, if there is one.
    fn call_user(&mut self, d: u32) -> Option<String> {
        let callable: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| self.func_visible(i))
            .filter(|&i| !self.decorators.contains(&i))
            .collect();
        if callable.is_empty() {
            return None;
        }
        let f = callable[self.n(callable.len())];
        Some(self.call_sig(f, d))
    }

    /// A call of a visible user function returning `ty`, or an expression of that type.
    fn call_user_typed(&mut self, ty: Ty, d: u32) -> String {
        let callable: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| self.funcs[i].ret == ty)
            .filter(|&i| self.func_visible(i))
            .collect();
        if callable.is_empty() {
            return self.leaf(ty);
        }
        let f = callable[self.n(callable.len())];
        self.call_sig(f, d)
    }

    fn call_sig(&mut self, f: usize, d: u32) -> String {
        let args = self.call_args(f, d);
        format!("{}({args})", self.funcs[f].name)
    }

    /// Arguments for a call of `funcs[f]` that match its signature.
    fn call_args(&mut self, f: usize, d: u32) -> String {
        let sig = self.funcs[f].clone();
        let mut args: Vec<String> = sig.req.iter().map(|t| self.expr(*t, d)).collect();
        let opt = self.n(sig.opt.len() + 1);
        for t in &sig.opt[..opt] {
            args.push(self.expr(*t, d));
        }
        if sig.star && self.chance(1, 2) {
            let extra = self.expr(Ty::List, d);
            args.push(format!("*{extra}"));
        }
        for (k, t) in &sig.kwonly {
            if self.chance(1, 2) {
                let v = self.expr(*t, d);
                args.push(format!("{k}={v}"));
            }
        }
        args.join(", ")
    }
}

/// The scope of a lambda or comprehension binding `names`.
fn expr_frame(names: Vec<(String, Ty)>) -> Frame {
    Frame {
        kind: FrameKind::Expr,
        vars: names
            .into_iter()
            .map(|(name, ty)| Var {
                name,
                ty,
                global_decl: false,
            })
            .collect(),
        marks: Vec::new(),
        loops: 0,
        generator: false,
        yielded: false,
        ret: Ty::Any,
    }
}
