//! The compiler: lowers ruff's AST to [`code::Code`] with every name resolved to a local slot,
//! a cell, a global slot or (in class bodies) a namespace name.

use crate::values::PyBool;
pub mod code;
pub mod scope;
pub mod shape;

use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigInt;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use crate::values::Globals;
use crate::values::Value;
use code::{BinOp, CmpOp, Code, Op, UnOp};
use scope::{ScopeKind, ScopeTable};

/// A compile error: message and source range (reported as SyntaxError).
#[derive(Debug)]
pub struct CompileError {
    /// Message.
    pub msg: String,
    /// Where.
    pub range: TextRange,
}

fn err<T>(msg: impl Into<String>, range: TextRange) -> Result<T, CompileError> {
    Err(CompileError {
        msg: msg.into(),
        range,
    })
}

type CResult<T = ()> = Result<T, CompileError>;

enum CBlock<'a> {
    Loop {
        start: u32,
        breaks: Vec<usize>,
        is_for: bool,
    },
    TryExcept,
    Finally(&'a [Stmt]),
    With,
    /// An `async with` body.
    AsyncWith,
    /// An `except` body; with the name of `except E as name`, unbound on the way out.
    Handler(Option<String>),
    /// The body of a `finally` run because an exception is in flight: the exception sits on
    /// the stack under the body (for the re-raise at its end), so a jump out of the body
    /// (`break`, `continue`) drops it as well as the handled state.
    FinallyHandler,
}

/// A constant that `const_` shares between uses.
#[derive(PartialEq, Eq, Hash)]
enum ConstKey {
    None,
    Bool(bool),
    Int(i64),
    Str(String),
}

struct Unit<'a> {
    ops: Vec<Op>,
    lines: Vec<u32>,
    consts: Vec<Value>,
    /// Index of each simple constant already in `consts` (a linear search made compiling
    /// many distinct literals quadratic).
    const_map: HashMap<ConstKey, u32>,
    names: Vec<Rc<str>>,
    name_map: HashMap<String, u32>,
    name_slots: Vec<u32>,
    scope: usize,
    locals: HashMap<String, u32>,
    local_names: Vec<Rc<str>>,
    cells: HashMap<String, u32>,
    cell_names: Vec<Rc<str>>,
    blocks: Vec<CBlock<'a>>,
    kind: ScopeKind,
    qualname: String,
    ret_tmp: Option<u32>,
}

/// Compiles one module.
pub struct Compiler<'a> {
    source: &'a str,
    line_starts: Vec<u32>,
    table: ScopeTable,
    globals: &'a mut Globals,
    units: Vec<Unit<'a>>,
    line: u32,
    filename: Rc<str>,
    /// Whether the last statement's value is recorded (sessions).
    pub record_last: bool,
    /// The source and how it is compiled, shared by every code object made.
    origin: Rc<code::CodeOrigin>,
    /// The number the next finished code object gets ([`Code::seq`]).
    seq: u32,
}

/// Compile a parsed module. `record_last`: a trailing expression statement stores its value.
pub fn compile_module(
    body: &[Stmt],
    source: &str,
    filename: &str,
    globals: &mut Globals,
    record_last: bool,
) -> CResult<Rc<Code>> {
    let table = scope::analyze(body).map_err(|(msg, range)| CompileError { msg, range })?;
    let globals_is_module = globals.is_module;
    let mut line_starts = vec![0u32];
    for (i, b) in source.bytes().enumerate() {
        if b == b'\n' {
            line_starts.push(i as u32 + 1);
        }
    }
    let mut c = Compiler {
        source,
        line_starts,
        table,
        globals,
        units: Vec::new(),
        line: 1,
        filename: Rc::from(filename),
        record_last,
        origin: Rc::new(code::CodeOrigin {
            source: Rc::from(source),
            filename: Rc::from(filename),
            record_last,
            module: globals_is_module,
        }),
        seq: 0,
    };
    c.push_unit(0, ScopeKind::Module, String::new());
    if has_annotations(body) {
        c.emit(Op::BuildMap(0));
        c.store_name("__annotations__");
    }
    let n = body.len();
    for (i, s) in body.iter().enumerate() {
        if record_last && i + 1 == n {
            if let Stmt::Expr(e) = s {
                c.set_line(e.range);
                c.expr(&e.value)?;
                c.emit(Op::SetLastValue);
                continue;
            }
        }
        c.stmt(s)?;
    }
    let none = c.const_(Value::None);
    c.emit(Op::LoadConst(none));
    c.emit(Op::Return);
    let code = c.finish_unit("<module>", 0, None);
    Ok(Rc::new(code))
}

fn str_const(s: &str) -> Value {
    Value::str(s)
}

/// Whether a module or class body annotates a name anywhere outside nested functions and
/// classes (CPython then creates its `__annotations__` dict first).
fn has_annotations(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::AnnAssign(_) => true,
        Stmt::If(i) => {
            has_annotations(&i.body) || i.elif_else_clauses.iter().any(|c| has_annotations(&c.body))
        }
        Stmt::For(f) => has_annotations(&f.body) || has_annotations(&f.orelse),
        Stmt::While(w) => has_annotations(&w.body) || has_annotations(&w.orelse),
        Stmt::With(w) => has_annotations(&w.body),
        Stmt::Try(t) => {
            has_annotations(&t.body)
                || has_annotations(&t.orelse)
                || has_annotations(&t.finalbody)
                || t.handlers.iter().any(|h| {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    has_annotations(&h.body)
                })
        }
        Stmt::Match(m) => m.cases.iter().any(|c| has_annotations(&c.body)),
        _ => false,
    })
}

impl<'a> Compiler<'a> {
    fn u(&mut self) -> &mut Unit<'a> {
        self.units.last_mut().unwrap()
    }
    fn line_of(&self, offset: u32) -> u32 {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }
    fn set_line(&mut self, r: TextRange) {
        self.line = self.line_of(r.start().to_u32());
    }
    fn emit(&mut self, op: Op) -> usize {
        let op = if self.globals.is_module {
            match op {
                Op::LoadGlobal(s) => Op::LoadModuleGlobal(s),
                Op::StoreGlobal(s) => Op::StoreModuleGlobal(s),
                Op::DeleteGlobal(s) => Op::DeleteModuleGlobal(s),
                o => o,
            }
        } else {
            op
        };
        let line = self.line;
        let u = self.u();
        u.ops.push(op);
        u.lines.push(line);
        u.ops.len() - 1
    }
    fn here(&mut self) -> u32 {
        self.u().ops.len() as u32
    }
    fn patch(&mut self, at: usize) {
        let target = self.here();
        let op = &mut self.u().ops[at];
        *op = match *op {
            Op::Jump(_) => Op::Jump(target),
            Op::PopJumpIfFalse(_) => Op::PopJumpIfFalse(target),
            Op::PopJumpIfTrue(_) => Op::PopJumpIfTrue(target),
            Op::JumpIfFalseOrPop(_) => Op::JumpIfFalseOrPop(target),
            Op::JumpIfTrueOrPop(_) => Op::JumpIfTrueOrPop(target),
            Op::ForIter(_) => Op::ForIter(target),
            Op::SetupExcept(_) => Op::SetupExcept(target),
            Op::SetupWith(_) => Op::SetupWith(target),
            Op::SetupAsyncWith(_) => Op::SetupAsyncWith(target),
            o => o,
        };
    }
    fn const_(&mut self, v: Value) -> u32 {
        let u = self.u();
        // Reuse simple constants.
        let key = match &v {
            Value::None => Some(ConstKey::None),
            Value::Bool(b) => Some(ConstKey::Bool(b.get())),
            Value::Int(i) => Some(ConstKey::Int(*i)),
            Value::Str(s) => Some(ConstKey::Str(s.s.clone())),
            _ => None,
        };
        if let Some(k) = &key {
            if let Some(&i) = u.const_map.get(k) {
                return i;
            }
        }
        u.consts.push(v);
        let i = (u.consts.len() - 1) as u32;
        if let Some(k) = key {
            u.const_map.insert(k, i);
        }
        i
    }
    fn name(&mut self, n: &str) -> u32 {
        if let Some(&i) = self.u().name_map.get(n) {
            return i;
        }
        let slot = self.globals.slot(n);
        let u = self.u();
        let i = u.names.len() as u32;
        u.names.push(crate::values::attrmap::intern(n));
        u.name_slots.push(slot);
        u.name_map.insert(n.to_string(), i);
        i
    }

    fn push_unit(&mut self, scope: usize, kind: ScopeKind, qualname: String) {
        let mut u = Unit {
            ops: Vec::new(),
            lines: Vec::new(),
            consts: Vec::new(),
            const_map: HashMap::new(),
            names: Vec::new(),
            name_map: HashMap::new(),
            name_slots: Vec::new(),
            scope,
            locals: HashMap::new(),
            local_names: Vec::new(),
            cells: HashMap::new(),
            cell_names: Vec::new(),
            blocks: Vec::new(),
            kind,
            qualname,
            ret_tmp: None,
        };
        let s = &self.table.scopes[scope];
        if kind == ScopeKind::Function || kind == ScopeKind::Comprehension {
            for p in &s.params {
                let i = u.local_names.len() as u32;
                u.locals.insert(p.clone(), i);
                u.local_names.push(Rc::from(p.as_str()));
            }
            for n in s.bound.iter() {
                if s.is_local(n) && !u.locals.contains_key(n) {
                    let i = u.local_names.len() as u32;
                    u.locals.insert(n.clone(), i);
                    u.local_names.push(Rc::from(n.as_str()));
                }
            }
        }
        for n in s.cells.iter() {
            let i = u.cell_names.len() as u32;
            u.cells.insert(n.clone(), i);
            u.cell_names.push(Rc::from(n.as_str()));
        }
        for n in s.frees.iter() {
            if !u.cells.contains_key(n) {
                let i = u.cell_names.len() as u32;
                u.cells.insert(n.clone(), i);
                u.cell_names.push(Rc::from(n.as_str()));
            }
        }
        self.units.push(u);
    }

    fn finish_unit(
        &mut self,
        name: &str,
        first_line: u32,
        params: Option<&ast::Parameters>,
    ) -> Code {
        let u = self.units.pop().unwrap();
        let s = &self.table.scopes[u.scope];
        let ncells = s.cells.len() as u32;
        let mut cell_params = Vec::new();
        for (i, p) in s.params.iter().enumerate() {
            if let Some(&c) = u.cells.get(p) {
                if (c as usize) < s.cells.len() {
                    cell_params.push((i as u32, c));
                }
            }
        }
        let (mut argcount, mut posonly, mut kwonly, mut varargs, mut varkw) =
            (0, 0, 0, false, false);
        if let Some(p) = params {
            posonly = p.posonlyargs.len() as u32;
            argcount = posonly + p.args.len() as u32;
            kwonly = p.kwonlyargs.len() as u32;
            varargs = p.vararg.is_some();
            varkw = p.kwarg.is_some();
        }
        if u.kind == ScopeKind::Comprehension {
            argcount = 1;
        }
        let mut ops = u.ops;
        code::fuse(&mut ops);
        let seq = self.seq;
        self.seq += 1;
        Code {
            ops,
            lines: u.lines,
            consts: u.consts,
            attr_sites: (0..u.names.len()).map(|_| Default::default()).collect(),
            method_sites: (0..u.names.len()).map(|_| Default::default()).collect(),
            builtin_sites: (0..u.names.len()).map(|_| Default::default()).collect(),
            names: u.names,
            name_slots: u.name_slots,
            name: Rc::from(name),
            qualname: Rc::from(if u.qualname.is_empty() {
                name
            } else {
                u.qualname.as_str()
            }),
            filename: self.filename.clone(),
            argcount,
            posonly,
            kwonly,
            varargs,
            varkw,
            nlocals: u.local_names.len() as u32,
            local_names: u.local_names,
            cell_names: u.cell_names,
            ncells,
            cell_params,
            is_generator: s.is_generator,
            positional_only_params: !varargs && !varkw && kwonly == 0,
            gen_kind: match (s.is_async, s.has_yield) {
                (false, _) => crate::values::GenKind::Generator,
                (true, false) => crate::values::GenKind::Coroutine,
                (true, true) => crate::values::GenKind::AsyncGenerator,
            },
            is_class_body: u.kind == ScopeKind::Class,
            first_line,
            doc: None,
            origin: self.origin.clone(),
            seq,
        }
    }

    // ---------------------------------------------------------------- names

    fn load_name(&mut self, n: &str) {
        let u = self.units.last().unwrap();
        let s = &self.table.scopes[u.scope];
        let op = match u.kind {
            ScopeKind::Module => Op::LoadGlobal(self.globals.slot(n)),
            ScopeKind::Class => {
                if s.globals.contains(n) {
                    Op::LoadGlobal(self.globals.slot(n))
                } else if !s.bound.contains(n) && u.cells.contains_key(n) {
                    Op::LoadDeref(u.cells[n])
                } else {
                    Op::LoadName(self.name(n))
                }
            }
            _ => {
                if let Some(&c) = u.cells.get(n) {
                    Op::LoadDeref(c)
                } else if let Some(&l) = u.locals.get(n) {
                    Op::LoadFast(l)
                } else {
                    Op::LoadGlobal(self.globals.slot(n))
                }
            }
        };
        self.emit(op);
    }

    fn store_name(&mut self, n: &str) {
        let u = self.units.last().unwrap();
        let s = &self.table.scopes[u.scope];
        let op = match u.kind {
            ScopeKind::Module => Op::StoreGlobal(self.globals.slot(n)),
            ScopeKind::Class => {
                if s.globals.contains(n) {
                    Op::StoreGlobal(self.globals.slot(n))
                } else if s.nonlocals.contains(n) && u.cells.contains_key(n) {
                    Op::StoreDeref(u.cells[n])
                } else {
                    Op::StoreName(self.name(n))
                }
            }
            _ => {
                if let Some(&c) = u.cells.get(n) {
                    Op::StoreDeref(c)
                } else if let Some(&l) = u.locals.get(n) {
                    Op::StoreFast(l)
                } else {
                    Op::StoreGlobal(self.globals.slot(n))
                }
            }
        };
        self.emit(op);
    }

    fn delete_name(&mut self, n: &str) {
        let u = self.units.last().unwrap();
        let op = match u.kind {
            ScopeKind::Module => Op::DeleteGlobal(self.globals.slot(n)),
            ScopeKind::Class => Op::DeleteName(self.name(n)),
            _ => {
                if let Some(&c) = u.cells.get(n) {
                    Op::DeleteDeref(c)
                } else if let Some(&l) = u.locals.get(n) {
                    Op::DeleteFast(l)
                } else {
                    Op::DeleteGlobal(self.globals.slot(n))
                }
            }
        };
        self.emit(op);
    }

    fn tmp_local(&mut self) -> Option<u32> {
        let u = self.u();
        if u.kind == ScopeKind::Module || u.kind == ScopeKind::Class {
            return None;
        }
        let i = u.local_names.len() as u32;
        u.local_names.push(Rc::from(".tmp"));
        Some(i)
    }

    // ---------------------------------------------------------------- statements

    fn body(&mut self, stmts: &'a [Stmt]) -> CResult {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &'a Stmt) -> CResult {
        self.set_line(s.range());
        match s {
            Stmt::Expr(e) => {
                self.expr(&e.value)?;
                self.emit(Op::Pop);
            }
            Stmt::Pass(_) => {}
            Stmt::Assign(a) => {
                self.expr(&a.value)?;
                for (i, t) in a.targets.iter().enumerate() {
                    if i + 1 < a.targets.len() {
                        self.emit(Op::Dup);
                    }
                    self.store(t)?;
                }
            }
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.expr(v)?;
                    self.store(&a.target)?;
                }
                // As CPython 3.11: in a module or class body the annotation is evaluated
                // after the assignment and, for a plain name, stored in `__annotations__`
                // (as its source text under `from __future__ import annotations`); in a
                // function body it is not evaluated.
                let kind = self.u().kind;
                if matches!(kind, ScopeKind::Module | ScopeKind::Class) {
                    match (&*a.target, a.simple) {
                        (Expr::Name(n), true) => {
                            self.annotation(&a.annotation)?;
                            self.load_name("__annotations__");
                            let nc = self.const_(str_const(n.id.as_str()));
                            self.emit(Op::LoadConst(nc));
                            self.emit(Op::StoreSubscr);
                        }
                        _ if !self.table.future_annotations => {
                            self.expr(&a.annotation)?;
                            self.emit(Op::Pop);
                        }
                        _ => {}
                    }
                }
            }
            Stmt::AugAssign(a) => self.aug_assign(a)?,
            Stmt::If(i) => {
                let mut ends = Vec::new();
                self.expr(&i.test)?;
                let mut jf = self.emit(Op::PopJumpIfFalse(0));
                self.body(&i.body)?;
                for clause in &i.elif_else_clauses {
                    ends.push(self.emit(Op::Jump(0)));
                    self.patch(jf);
                    if let Some(t) = &clause.test {
                        self.set_line(t.range());
                        self.expr(t)?;
                        jf = self.emit(Op::PopJumpIfFalse(0));
                        self.body(&clause.body)?;
                    } else {
                        self.body(&clause.body)?;
                        jf = usize::MAX;
                    }
                }
                if jf != usize::MAX {
                    self.patch(jf);
                }
                for e in ends {
                    self.patch(e);
                }
            }
            Stmt::While(w) => {
                let start = self.here();
                self.expr(&w.test)?;
                let jf = self.emit(Op::PopJumpIfFalse(0));
                self.u().blocks.push(CBlock::Loop {
                    start,
                    breaks: Vec::new(),
                    is_for: false,
                });
                self.body(&w.body)?;
                self.emit(Op::Jump(start));
                let Some(CBlock::Loop { breaks, .. }) = self.u().blocks.pop() else {
                    unreachable!()
                };
                self.patch(jf);
                self.body(&w.orelse)?;
                for b in breaks {
                    self.patch(b);
                }
            }
            Stmt::For(f) => {
                if f.is_async {
                    self.check_async_context("async for", f.range)?;
                }
                self.expr(&f.iter)?;
                let (start, fi) = if f.is_async {
                    self.emit(Op::GetAIter);
                    self.async_for_head()
                } else {
                    self.emit(Op::GetIter);
                    let start = self.here();
                    (start, self.emit(Op::ForIter(0)))
                };
                self.store(&f.target)?;
                self.u().blocks.push(CBlock::Loop {
                    start,
                    breaks: Vec::new(),
                    is_for: true,
                });
                self.body(&f.body)?;
                self.emit(Op::Jump(start));
                let Some(CBlock::Loop { breaks, .. }) = self.u().blocks.pop() else {
                    unreachable!()
                };
                self.patch(fi);
                if f.is_async {
                    self.emit(Op::EndAsyncFor);
                }
                self.body(&f.orelse)?;
                for b in breaks {
                    self.patch(b);
                }
            }
            Stmt::Break(b) => self.break_continue(true, b.range)?,
            Stmt::Continue(b) => self.break_continue(false, b.range)?,
            Stmt::Return(r) => {
                if self.u().kind == ScopeKind::Module || self.u().kind == ScopeKind::Class {
                    return err("'return' outside function", r.range);
                }
                let scope = self.u().scope;
                let sc = &self.table.scopes[scope];
                if sc.is_async && sc.has_yield && r.value.is_some() {
                    return err("'return' with value in async generator", r.range);
                }
                match &r.value {
                    Some(v) => self.expr(v)?,
                    None => {
                        let c = self.const_(Value::None);
                        self.emit(Op::LoadConst(c));
                    }
                }
                self.emit_return()?;
            }
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.expr(&d.expression)?;
                }
                self.set_line(s.range());
                self.make_function(
                    f.name.as_str(),
                    f.range,
                    Some(&f.parameters),
                    FnBody::Stmts(&f.body),
                )?;
                self.function_annotations(&f.parameters, f.returns.as_deref())?;
                for _ in &f.decorator_list {
                    self.emit(Op::Call(1));
                }
                self.store_name(f.name.as_str());
            }
            Stmt::ClassDef(c) => self.class_def(c)?,
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.delete(t)?;
                }
            }
            Stmt::Assert(a) => {
                self.expr(&a.test)?;
                let j = self.emit(Op::PopJumpIfTrue(0));
                self.emit(Op::LoadAssertionError);
                if let Some(m) = &a.msg {
                    self.expr(m)?;
                    self.emit(Op::Call(1));
                }
                self.emit(Op::Raise(1));
                self.patch(j);
            }
            Stmt::Raise(r) => {
                let mut n = 0;
                if let Some(e) = &r.exc {
                    self.expr(e)?;
                    n = 1;
                    if let Some(c) = &r.cause {
                        self.expr(c)?;
                        n = 2;
                    }
                }
                self.emit(Op::Raise(n));
            }
            Stmt::Try(t) => self.try_stmt(t)?,
            Stmt::With(w) => {
                if w.is_async {
                    self.check_async_context("async with", w.range)?;
                    self.async_with_items(&w.items, &w.body)?;
                } else {
                    self.with_items(&w.items, &w.body)?;
                }
            }
            Stmt::Global(_) | Stmt::Nonlocal(_) => {}
            Stmt::Import(i) => {
                for a in &i.names {
                    let full = a.name.as_str();
                    let ni = self.name(full);
                    self.emit(Op::ImportName(ni));
                    match &a.asname {
                        Some(n) => self.store_name(n.as_str()),
                        None => {
                            let first = full.split('.').next().unwrap_or(full).to_string();
                            if first != full {
                                let fi = self.name(&first);
                                self.emit(Op::Pop);
                                self.emit(Op::ImportName(fi));
                            }
                            self.store_name(&first);
                        }
                    }
                }
            }
            Stmt::ImportFrom(i) => {
                let m = i.module.as_ref().map(|m| m.as_str()).unwrap_or("");
                if i.level > 0 {
                    return err(
                        "attempted relative import with no known parent package",
                        i.range,
                    )
                    .map_err(|e| CompileError {
                        msg: format!("ImportError:{}", e.msg),
                        ..e
                    });
                }
                let mi = self.name(m);
                self.emit(Op::ImportName(mi));
                for a in &i.names {
                    if a.name.as_str() == "*" {
                        if self.u().kind != ScopeKind::Module {
                            return err("import * only allowed at module level", i.range);
                        }
                        self.emit(Op::ImportStar);
                        continue;
                    }
                    let ni = self.name(a.name.as_str());
                    self.emit(Op::ImportFrom(ni));
                    self.store_name(a.asname.as_ref().unwrap_or(&a.name).as_str());
                }
                self.emit(Op::Pop);
            }
            Stmt::Match(m) => self.match_stmt(m)?,
            Stmt::TypeAlias(t) => return err("type aliases are not supported", t.range),
            Stmt::IpyEscapeCommand(c) => return err("invalid syntax", c.range),
        }
        Ok(())
    }

    fn emit_return(&mut self) -> CResult {
        let needs_unwind = !self
            .u()
            .blocks
            .iter()
            .all(|b| matches!(b, CBlock::Loop { .. }));
        if needs_unwind {
            let tmp = match self.u().ret_tmp {
                Some(t) => t,
                None => {
                    let t = self.tmp_local().unwrap_or(0);
                    self.u().ret_tmp = Some(t);
                    t
                }
            };
            self.emit(Op::StoreFast(tmp));
            let n = self.u().blocks.len();
            self.unwind_blocks(0, n)?;
            self.emit(Op::LoadFast(tmp));
        }
        self.emit(Op::Return);
        Ok(())
    }

    /// Emit the exit code of blocks [from, to) from innermost outwards, as for a jump out.
    fn unwind_blocks(&mut self, from: usize, to: usize) -> CResult {
        let mut i = to;
        while i > from {
            i -= 1;
            let action = match &self.u().blocks[i] {
                CBlock::Loop { is_for, .. } => {
                    if *is_for {
                        1
                    } else {
                        0
                    }
                }
                CBlock::TryExcept => 2,
                CBlock::Finally(_) => 3,
                CBlock::With => 4,
                CBlock::AsyncWith => 7,
                CBlock::Handler(_) => 5,
                CBlock::FinallyHandler => 6,
            };
            match action {
                1 => {
                    // Returning through a for loop: drop its iterator (keeps stacks tidy).
                    self.emit(Op::Pop);
                }
                2 => {
                    self.emit(Op::PopBlock);
                }
                3 => {
                    self.emit(Op::PopBlock);
                    let CBlock::Finally(body) = self.u().blocks[i] else {
                        unreachable!()
                    };
                    // Compile the finally body with only the outer blocks active.
                    let saved: Vec<CBlock> = self.u().blocks.drain(i..).collect();
                    self.body(body)?;
                    let u = self.u();
                    u.blocks.extend(saved);
                }
                4 => {
                    self.emit(Op::PopBlock);
                    self.emit(Op::WithExitNormal);
                }
                5 => {
                    self.emit(Op::PopExcept);
                    if let CBlock::Handler(Some(n)) = &self.u().blocks[i] {
                        // `except E as n:` left by a jump: unbind n as at its normal end.
                        let n = n.clone();
                        let c = self.const_(Value::None);
                        self.emit(Op::LoadConst(c));
                        self.store_name(&n);
                        self.delete_name(&n);
                    }
                }
                6 => {
                    self.emit(Op::PopExcept);
                    self.emit(Op::Pop);
                }
                7 => {
                    self.emit(Op::PopBlock);
                    self.emit(Op::AsyncWithExit);
                    self.emit_await();
                    self.emit(Op::Pop);
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn break_continue(&mut self, is_break: bool, range: TextRange) -> CResult {
        let Some(li) = self
            .u()
            .blocks
            .iter()
            .rposition(|b| matches!(b, CBlock::Loop { .. }))
        else {
            return err(
                if is_break {
                    "'break' outside loop"
                } else {
                    "'continue' not properly in loop"
                },
                range,
            );
        };
        let n = self.u().blocks.len();
        self.unwind_blocks(li + 1, n)?;
        let (start, is_for) = match &self.u().blocks[li] {
            CBlock::Loop { start, is_for, .. } => (*start, *is_for),
            _ => unreachable!(),
        };
        if is_break {
            if is_for {
                self.emit(Op::Pop);
            }
            let j = self.emit(Op::Jump(0));
            if let CBlock::Loop { breaks, .. } = &mut self.u().blocks[li] {
                breaks.push(j);
            }
        } else {
            self.emit(Op::Jump(start));
        }
        Ok(())
    }

    fn aug_assign(&mut self, a: &'a ast::StmtAugAssign) -> CResult {
        let op = binop(a.op);
        match &*a.target {
            Expr::Name(n) => {
                self.load_name(n.id.as_str());
                self.expr(&a.value)?;
                self.emit(Op::Inplace(op));
                self.store_name(n.id.as_str());
            }
            Expr::Attribute(at) => {
                self.expr(&at.value)?;
                self.emit(Op::Dup);
                let ni = self.name(at.attr.as_str());
                self.emit(Op::LoadAttr(ni));
                self.expr(&a.value)?;
                self.emit(Op::Inplace(op));
                self.emit(Op::Rot2);
                self.emit(Op::StoreAttr(ni));
            }
            Expr::Subscript(sub) => {
                self.expr(&sub.value)?;
                self.expr(&sub.slice)?;
                self.emit(Op::Dup2);
                self.emit(Op::Subscr);
                self.expr(&a.value)?;
                self.emit(Op::Inplace(op));
                self.emit(Op::Rot3);
                self.emit(Op::StoreSubscr);
            }
            other => {
                return err(
                    "'expression' is an illegal expression for augmented assignment",
                    other.range(),
                );
            }
        }
        Ok(())
    }

    fn store(&mut self, t: &'a Expr) -> CResult {
        match t {
            Expr::Name(n) => self.store_name(n.id.as_str()),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let ni = self.name(a.attr.as_str());
                self.emit(Op::StoreAttr(ni));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Op::StoreSubscr);
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                let star = elts.iter().position(|e| matches!(e, Expr::Starred(_)));
                match star {
                    Some(si) => {
                        if elts
                            .iter()
                            .filter(|e| matches!(e, Expr::Starred(_)))
                            .count()
                            > 1
                        {
                            return err("multiple starred expressions in assignment", t.range());
                        }
                        self.emit(Op::UnpackEx(si as u16, (elts.len() - si - 1) as u16));
                    }
                    None => {
                        self.emit(Op::UnpackSequence(elts.len() as u32));
                    }
                }
                for e in elts {
                    match e {
                        Expr::Starred(s) => self.store(&s.value)?,
                        e => self.store(e)?,
                    }
                }
            }
            Expr::Starred(s) => {
                return err(
                    "starred assignment target must be in a list or tuple",
                    s.range,
                );
            }
            other => {
                return err(
                    format!("cannot assign to {}", expr_kind_name(other)),
                    other.range(),
                );
            }
        }
        Ok(())
    }

    fn delete(&mut self, t: &'a Expr) -> CResult {
        match t {
            Expr::Name(n) => self.delete_name(n.id.as_str()),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let ni = self.name(a.attr.as_str());
                self.emit(Op::DeleteAttr(ni));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Op::DeleteSubscr);
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.delete(e)?;
                }
            }
            other => {
                return err(
                    format!("cannot delete {}", expr_kind_name(other)),
                    other.range(),
                );
            }
        }
        Ok(())
    }

    fn try_stmt(&mut self, t: &'a ast::StmtTry) -> CResult {
        if t.is_star {
            return err("except* is not supported", t.range);
        }
        let has_finally = !t.finalbody.is_empty();
        let mut fin_setup = 0;
        if has_finally {
            fin_setup = self.emit(Op::SetupExcept(0));
            self.u().blocks.push(CBlock::Finally(&t.finalbody));
        }
        if t.handlers.is_empty() {
            self.body(&t.body)?;
        } else {
            let setup = self.emit(Op::SetupExcept(0));
            self.u().blocks.push(CBlock::TryExcept);
            self.body(&t.body)?;
            self.u().blocks.pop();
            self.emit(Op::PopBlock);
            self.body(&t.orelse)?;
            let to_end = self.emit(Op::Jump(0));
            self.patch(setup);
            // Handler: exception on the stack.
            let mut ends = vec![to_end];
            for h in &t.handlers {
                let ast::ExceptHandler::ExceptHandler(h) = h;
                self.set_line(h.range);
                let mut next = None;
                if let Some(ty) = &h.type_ {
                    self.emit(Op::Dup);
                    self.expr(ty)?;
                    self.emit(Op::ExcMatch);
                    next = Some(self.emit(Op::PopJumpIfFalse(0)));
                }
                match &h.name {
                    Some(n) => self.store_name(n.as_str()),
                    None => {
                        self.emit(Op::Pop);
                    }
                }
                self.u()
                    .blocks
                    .push(CBlock::Handler(h.name.as_ref().map(|n| n.to_string())));
                if let Some(n) = &h.name {
                    // `except E as e:` unbinds e at the end, even on error.
                    let setup2 = self.emit(Op::SetupExcept(0));
                    let name_body: &'a [Stmt] = &h.body;
                    self.u().blocks.push(CBlock::TryExcept);
                    self.body(name_body)?;
                    self.u().blocks.pop();
                    self.emit(Op::PopBlock);
                    let j = self.emit(Op::Jump(0));
                    self.patch(setup2);
                    let c = self.const_(Value::None);
                    self.emit(Op::LoadConst(c));
                    self.store_name(n.as_str());
                    self.delete_name(n.as_str());
                    self.emit(Op::Reraise);
                    self.patch(j);
                    let c = self.const_(Value::None);
                    self.emit(Op::LoadConst(c));
                    self.store_name(n.as_str());
                    self.delete_name(n.as_str());
                } else {
                    self.body(&h.body)?;
                }
                self.u().blocks.pop();
                self.emit(Op::PopExcept);
                ends.push(self.emit(Op::Jump(0)));
                if let Some(nx) = next {
                    self.patch(nx);
                }
            }
            self.emit(Op::Reraise);
            for e in ends {
                self.patch(e);
            }
        }
        if has_finally {
            self.u().blocks.pop();
            self.emit(Op::PopBlock);
            self.body(&t.finalbody)?;
            let j = self.emit(Op::Jump(0));
            self.patch(fin_setup);
            self.u().blocks.push(CBlock::FinallyHandler);
            self.body(&t.finalbody)?;
            self.u().blocks.pop();
            self.emit(Op::Reraise);
            self.patch(j);
        }
        Ok(())
    }

    /// Whether the unit being compiled is an `async def` or an asynchronous comprehension.
    fn unit_is_async(&mut self) -> bool {
        let scope = self.u().scope;
        self.table.scopes[scope].is_async
    }

    /// `await x`, `async for` and `async with` are valid only where the unit is asynchronous;
    /// CPython's `SyntaxError` otherwise (`what` is `await`, `async for` or `async with`).
    fn check_async_context(&mut self, what: &str, range: TextRange) -> CResult {
        if self.unit_is_async() {
            return Ok(());
        }
        let kind = self.u().kind;
        if what == "await" && kind != ScopeKind::Function && kind != ScopeKind::Comprehension {
            return err("'await' outside function", range);
        }
        err(format!("'{what}' outside async function"), range)
    }

    /// Await TOS: `GetAwaitable`, then delegate to it until it returns (its result on TOS).
    fn emit_await(&mut self) {
        self.emit(Op::GetAwaitable);
        let c = self.const_(Value::None);
        self.emit(Op::LoadConst(c));
        self.emit(Op::YieldFrom);
    }

    /// `async for`: the asynchronous iterator is TOS. Pushes the next item, or jumps to the
    /// handler (patched by the caller, which emits `EndAsyncFor` there) at
    /// `StopAsyncIteration`. Returns the loop start and the handler's `SetupExcept`.
    fn async_for_head(&mut self) -> (u32, usize) {
        let start = self.here();
        let setup = self.emit(Op::SetupExcept(0));
        self.emit(Op::GetANext);
        let c = self.const_(Value::None);
        self.emit(Op::LoadConst(c));
        self.emit(Op::YieldFrom);
        self.emit(Op::PopBlock);
        (start, setup)
    }

    fn async_with_items(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt]) -> CResult {
        let Some((first, rest)) = items.split_first() else {
            return self.body(body);
        };
        self.expr(&first.context_expr)?;
        self.emit(Op::BeforeAsyncWith);
        let c = self.const_(Value::None);
        self.emit(Op::LoadConst(c));
        self.emit(Op::YieldFrom);
        let setup = self.emit(Op::SetupAsyncWith(0));
        match &first.optional_vars {
            Some(t) => self.store(t)?,
            None => {
                self.emit(Op::Pop);
            }
        }
        self.u().blocks.push(CBlock::AsyncWith);
        self.async_with_items(rest, body)?;
        self.u().blocks.pop();
        self.emit(Op::PopBlock);
        self.emit(Op::AsyncWithExit);
        self.emit_await();
        self.emit(Op::Pop);
        let j = self.emit(Op::Jump(0));
        self.patch(setup);
        self.emit(Op::AsyncWithExcept);
        let c = self.const_(Value::None);
        self.emit(Op::LoadConst(c));
        self.emit(Op::YieldFrom);
        self.emit(Op::AsyncWithExceptEnd);
        self.patch(j);
        Ok(())
    }

    fn with_items(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt]) -> CResult {
        let Some((first, rest)) = items.split_first() else {
            return self.body(body);
        };
        self.expr(&first.context_expr)?;
        let setup = self.emit(Op::SetupWith(0));
        match &first.optional_vars {
            Some(t) => self.store(t)?,
            None => {
                self.emit(Op::Pop);
            }
        }
        self.u().blocks.push(CBlock::With);
        self.with_items(rest, body)?;
        self.u().blocks.pop();
        self.emit(Op::PopBlock);
        self.emit(Op::WithExitNormal);
        let j = self.emit(Op::Jump(0));
        self.patch(setup);
        self.emit(Op::WithExcept);
        self.patch(j);
        Ok(())
    }

    fn class_def(&mut self, c: &'a ast::StmtClassDef) -> CResult {
        for d in &c.decorator_list {
            self.expr(&d.expression)?;
        }
        self.set_line(c.range);
        let scope = scope::scope_of(&self.table, c.range);
        let qual = self.child_qualname(c.name.as_str());
        self.push_unit(scope, ScopeKind::Class, qual.clone());
        // __module__ (the defining namespace's `__name__`, read through the class namespace
        // as CPython does, which a `__prepare__` mapping sees) / __qualname__
        let ni = self.name("__name__");
        self.emit(Op::LoadName(ni));
        let ni = self.name("__module__");
        self.emit(Op::StoreName(ni));
        let qc = self.const_(str_const(&qual));
        self.emit(Op::LoadConst(qc));
        let ni = self.name("__qualname__");
        self.emit(Op::StoreName(ni));
        let body: &'a [Stmt] = &c.body;
        if has_annotations(body) {
            self.emit(Op::BuildMap(0));
            let ni = self.name("__annotations__");
            self.emit(Op::StoreName(ni));
        }
        if let Some(Stmt::Expr(e)) = body.first() {
            if let Expr::StringLiteral(s) = &*e.value {
                let dc = self.const_(str_const(s.value.to_str()));
                self.emit(Op::LoadConst(dc));
                let ni = self.name("__doc__");
                self.emit(Op::StoreName(ni));
            }
        }
        self.body(body)?;
        let none = self.const_(Value::None);
        self.emit(Op::LoadConst(none));
        self.emit(Op::Return);
        let line = self.line_of(c.range.start().to_u32());
        let code = self.finish_unit(c.name.as_str(), line, None);
        self.set_line(c.range);
        self.emit_make_function(code, 0)?;
        let nc = self.const_(str_const(c.name.as_str()));
        self.emit(Op::LoadConst(nc));
        let mut nbases = 0;
        let mut kwnames: Vec<Value> = Vec::new();
        if let Some(args) = &c.arguments {
            for a in args.args.iter() {
                if matches!(a, Expr::Starred(_)) {
                    return err("starred class bases are not supported", a.range());
                }
                self.expr(a)?;
                nbases += 1;
            }
        }
        // The bases tuple, then the keyword values above it (in source order).
        self.emit(Op::BuildTuple(nbases));
        if let Some(args) = &c.arguments {
            for k in args.keywords.iter() {
                match &k.arg {
                    Some(n) => {
                        self.expr(&k.value)?;
                        kwnames.push(str_const(n.as_str()));
                    }
                    None => return err("**kwargs in class bases are not supported", k.range),
                }
            }
        }
        let nk = kwnames.len() as u32;
        let kc = self.const_(Value::tuple(kwnames));
        self.emit(Op::LoadConst(kc));
        self.emit(Op::BuildClass(nk));
        for _ in &c.decorator_list {
            self.emit(Op::Call(1));
        }
        self.store_name(c.name.as_str());
        Ok(())
    }

    fn child_qualname(&self, name: &str) -> String {
        let u = self.units.last().unwrap();
        match u.kind {
            ScopeKind::Module => name.to_string(),
            ScopeKind::Class => format!("{}.{}", u.qualname, name),
            _ => format!("{}.<locals>.{}", u.qualname, name),
        }
    }

    /// CPython's error for a `yield` (`what`: "yield" or "yield from") outside a function
    /// body: in a comprehension it names the comprehension.
    fn yield_misplaced(&mut self, what: &str) -> String {
        if self.u().kind == ScopeKind::Comprehension {
            let q = &self.u().qualname;
            let comp = if q.ends_with("<listcomp>") {
                "list comprehension"
            } else if q.ends_with("<setcomp>") {
                "set comprehension"
            } else if q.ends_with("<dictcomp>") {
                "dict comprehension"
            } else {
                "generator expression"
            };
            return format!("'{what}' inside {comp}");
        }
        format!("'{what}' outside function")
    }

    fn emit_make_function(&mut self, code: Code, mut flags: u8) -> CResult {
        // Closure: the cells of the new code's free variables, from this unit.
        let nfree = code.cell_names.len() - code.ncells as usize;
        if nfree > 0 {
            let frees: Vec<Rc<str>> = code.cell_names[code.ncells as usize..].to_vec();
            for n in &frees {
                let idx = match self.units.last().unwrap().cells.get(&**n) {
                    Some(&i) => i,
                    None => {
                        return err(
                            format!("no binding for nonlocal '{n}' found"),
                            TextRange::default(),
                        );
                    }
                };
                self.emit(Op::LoadClosure(idx));
            }
            self.emit(Op::BuildTuple(frees.len() as u32));
            flags |= 4;
        }
        let ci = {
            let u = self.u();
            u.consts.push(Value::None);
            (u.consts.len() - 1) as u32
        };
        self.u().consts[ci as usize] = crate::values::function::code_value(code);
        self.emit(Op::MakeFunction(ci, flags));
        Ok(())
    }

    /// Push the value of an annotation: evaluated, or its source text under
    /// `from __future__ import annotations`.
    fn annotation(&mut self, e: &'a Expr) -> CResult {
        if !self.table.future_annotations {
            return self.expr(e);
        }
        let r = e.range();
        let text = self
            .source
            .get(r.start().to_usize()..r.end().to_usize())
            .unwrap_or("")
            .to_string();
        let c = self.const_(str_const(&text));
        self.emit(Op::LoadConst(c));
        Ok(())
    }

    /// With the function just made on the stack, set its `__annotations__` from the
    /// parameters' and the return annotations (nothing when there are none).
    fn function_annotations(
        &mut self,
        params: &'a ast::Parameters,
        returns: Option<&'a Expr>,
    ) -> CResult {
        let mut anns: Vec<(&str, &'a Expr)> = Vec::new();
        for p in params.posonlyargs.iter().chain(params.args.iter()) {
            if let Some(a) = &p.parameter.annotation {
                anns.push((p.parameter.name.as_str(), a));
            }
        }
        if let Some(v) = &params.vararg {
            if let Some(a) = &v.annotation {
                anns.push((v.name.as_str(), a));
            }
        }
        for p in params.kwonlyargs.iter() {
            if let Some(a) = &p.parameter.annotation {
                anns.push((p.parameter.name.as_str(), a));
            }
        }
        if let Some(v) = &params.kwarg {
            if let Some(a) = &v.annotation {
                anns.push((v.name.as_str(), a));
            }
        }
        if let Some(r) = returns {
            anns.push(("return", r));
        }
        if anns.is_empty() {
            return Ok(());
        }
        self.emit(Op::Dup);
        let n = anns.len() as u32;
        for (name, a) in anns {
            let c = self.const_(str_const(name));
            self.emit(Op::LoadConst(c));
            self.annotation(a)?;
        }
        self.emit(Op::BuildMap(n));
        self.emit(Op::Rot2);
        let ni = self.name("__annotations__");
        self.emit(Op::StoreAttr(ni));
        Ok(())
    }

    fn make_function(
        &mut self,
        name: &str,
        range: TextRange,
        params: Option<&'a ast::Parameters>,
        body: FnBody<'a>,
    ) -> CResult {
        let mut flags = 0u8;
        // Defaults.
        let defaults: Vec<&Expr> = params
            .into_iter()
            .flat_map(|p| p.posonlyargs.iter().chain(p.args.iter()))
            .filter_map(|p| p.default.as_deref())
            .collect();
        if !defaults.is_empty() {
            for d in &defaults {
                self.expr(d)?;
            }
            self.emit(Op::BuildTuple(defaults.len() as u32));
            flags |= 1;
        }
        let kwd: Vec<(&str, &Expr)> = params
            .into_iter()
            .flat_map(|p| p.kwonlyargs.iter())
            .filter_map(|p| p.default.as_deref().map(|d| (p.parameter.name.as_str(), d)))
            .collect();
        if !kwd.is_empty() {
            for (n, d) in &kwd {
                let c = self.const_(str_const(n));
                self.emit(Op::LoadConst(c));
                self.expr(d)?;
            }
            self.emit(Op::BuildMap(kwd.len() as u32));
            flags |= 2;
        }
        let scope = scope::scope_of(&self.table, range);
        let qual = self.child_qualname(name);
        self.push_unit(scope, ScopeKind::Function, qual);
        let line = self.line_of(range.start().to_u32());
        let mut doc = None;
        match body {
            FnBody::Stmts(stmts) => {
                if let Some(Stmt::Expr(e)) = stmts.first() {
                    if let Expr::StringLiteral(s) = &*e.value {
                        doc = Some(Rc::from(s.value.to_str()));
                    }
                }
                self.body(stmts)?;
                let none = self.const_(Value::None);
                self.emit(Op::LoadConst(none));
                self.emit(Op::Return);
            }
            FnBody::Expr(e) => {
                self.set_line(e.range());
                self.expr(e)?;
                self.emit(Op::Return);
            }
        }
        let mut code = self.finish_unit(name, line, params);
        code.doc = doc;
        self.set_line(range);
        self.emit_make_function(code, flags)
    }

    // ---------------------------------------------------------------- expressions

    fn expr(&mut self, e: &'a Expr) -> CResult {
        match e {
            Expr::NumberLiteral(n) => {
                let v = match &n.value {
                    ast::Number::Int(i) => match i.as_i64() {
                        Some(v) => Value::Int(v),
                        None => parse_big_literal(&i.to_string()),
                    },
                    ast::Number::Float(f) => Value::float(*f),
                    ast::Number::Complex { real, imag } => {
                        crate::values::complex::complex_value(*real, *imag)
                    }
                };
                let c = self.const_(v);
                self.emit(Op::LoadConst(c));
            }
            Expr::StringLiteral(s) => {
                let c = self.const_(str_const(s.value.to_str()));
                self.emit(Op::LoadConst(c));
            }
            Expr::BytesLiteral(b) => {
                let bytes: Vec<u8> = b.value.bytes().collect();
                let c = self.const_(Value::Bytes(Rc::from(bytes)));
                self.emit(Op::LoadConst(c));
            }
            Expr::BooleanLiteral(b) => {
                let c = self.const_(Value::bool(b.value));
                self.emit(Op::LoadConst(c));
            }
            Expr::NoneLiteral(_) => {
                let c = self.const_(Value::None);
                self.emit(Op::LoadConst(c));
            }
            Expr::EllipsisLiteral(_) => {
                let c = self.const_(Value::Ellipsis);
                self.emit(Op::LoadConst(c));
            }
            Expr::Name(n) => self.load_name(n.id.as_str()),
            Expr::BinOp(b) => {
                self.expr(&b.left)?;
                self.expr(&b.right)?;
                self.set_line(b.range);
                self.emit(Op::Binary(binop(b.op)));
            }
            Expr::UnaryOp(u) => {
                self.expr(&u.operand)?;
                self.emit(Op::Unary(match u.op {
                    ast::UnaryOp::Invert => UnOp::Invert,
                    ast::UnaryOp::Not => UnOp::Not,
                    ast::UnaryOp::UAdd => UnOp::Pos,
                    ast::UnaryOp::USub => UnOp::Neg,
                }));
            }
            Expr::BoolOp(b) => {
                let mut jumps = Vec::new();
                let n = b.values.len();
                for (i, v) in b.values.iter().enumerate() {
                    self.expr(v)?;
                    if i + 1 < n {
                        jumps.push(self.emit(match b.op {
                            ast::BoolOp::And => Op::JumpIfFalseOrPop(0),
                            ast::BoolOp::Or => Op::JumpIfTrueOrPop(0),
                        }));
                    }
                }
                for j in jumps {
                    self.patch(j);
                }
            }
            Expr::Compare(c) => {
                self.expr(&c.left)?;
                let n = c.ops.len();
                let mut cleanup = Vec::new();
                for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
                    self.expr(right)?;
                    if i + 1 < n {
                        self.emit(Op::Dup);
                        self.emit(Op::Rot3);
                    }
                    self.emit(cmpop(*op));
                    if i + 1 < n {
                        cleanup.push(self.emit(Op::JumpIfFalseOrPop(0)));
                    }
                }
                if !cleanup.is_empty() {
                    let j = self.emit(Op::Jump(0));
                    for c in cleanup {
                        self.patch(c);
                    }
                    self.emit(Op::Rot2);
                    self.emit(Op::Pop);
                    self.patch(j);
                }
            }
            Expr::If(i) => {
                self.expr(&i.test)?;
                let jf = self.emit(Op::PopJumpIfFalse(0));
                self.expr(&i.body)?;
                let j = self.emit(Op::Jump(0));
                self.patch(jf);
                self.expr(&i.orelse)?;
                self.patch(j);
            }
            Expr::Named(n) => {
                self.expr(&n.value)?;
                self.emit(Op::Dup);
                self.store(&n.target)?;
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let ni = self.name(a.attr.as_str());
                self.emit(Op::LoadAttr(ni));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.set_line(s.range);
                self.emit(Op::Subscr);
            }
            Expr::Slice(s) => {
                for part in [&s.lower, &s.upper, &s.step] {
                    match part {
                        Some(p) => self.expr(p)?,
                        None => {
                            let c = self.const_(Value::None);
                            self.emit(Op::LoadConst(c));
                        }
                    }
                }
                self.emit(Op::BuildSlice);
            }
            Expr::Tuple(t) => self.sequence(&t.elts, 0)?,
            Expr::List(t) => self.sequence(&t.elts, 1)?,
            Expr::Set(t) => self.sequence(&t.elts, 2)?,
            Expr::Dict(d) => {
                let simple = d.items.iter().all(|i| i.key.is_some());
                if simple {
                    for it in &d.items {
                        self.expr(it.key.as_ref().unwrap())?;
                        self.expr(&it.value)?;
                    }
                    self.emit(Op::BuildMap(d.items.len() as u32));
                } else {
                    self.emit(Op::BuildMap(0));
                    for it in &d.items {
                        match &it.key {
                            Some(k) => {
                                self.expr(k)?;
                                self.expr(&it.value)?;
                                self.emit(Op::MapAdd(1));
                            }
                            None => {
                                self.expr(&it.value)?;
                                self.emit(Op::DictUpdate(1));
                            }
                        }
                    }
                }
            }
            Expr::Call(c) => self.call(c)?,
            Expr::Lambda(l) => {
                let params = l.parameters.as_deref();
                self.make_function("<lambda>", l.range, params, FnBody::Expr(&l.body))?;
            }
            Expr::ListComp(c) => {
                self.comprehension(c.range, &c.generators, CompKind::List(&c.elt))?
            }
            Expr::SetComp(c) => {
                self.comprehension(c.range, &c.generators, CompKind::Set(&c.elt))?
            }
            Expr::DictComp(c) => {
                let Some(k) = &c.key else {
                    return err("dict unpacking in comprehension is not supported", c.range);
                };
                self.comprehension(c.range, &c.generators, CompKind::Dict(k, &c.value))?
            }
            Expr::Generator(c) => {
                self.comprehension(c.range, &c.generators, CompKind::Gen(&c.elt))?
            }
            Expr::Yield(y) => {
                if self.u().kind != ScopeKind::Function {
                    return err(self.yield_misplaced("yield"), y.range);
                }
                match &y.value {
                    Some(v) => self.expr(v)?,
                    None => {
                        let c = self.const_(Value::None);
                        self.emit(Op::LoadConst(c));
                    }
                }
                if self.unit_is_async() {
                    self.emit(Op::AsyncGenWrap);
                }
                self.emit(Op::Yield);
            }
            Expr::YieldFrom(y) => {
                if self.u().kind != ScopeKind::Function {
                    return err(self.yield_misplaced("yield"), y.range);
                }
                if self.unit_is_async() {
                    return err("'yield from' inside async function", y.range);
                }
                self.expr(&y.value)?;
                self.emit(Op::GetIter);
                let c = self.const_(Value::None);
                self.emit(Op::LoadConst(c));
                self.emit(Op::YieldFrom);
            }
            Expr::Await(a) => {
                self.check_async_context("await", a.range)?;
                self.expr(&a.value)?;
                self.emit_await();
            }
            Expr::FString(f) => {
                let mut n = 0u32;
                for part in f.value.iter() {
                    match part {
                        ast::FStringPart::Literal(l) => {
                            let c = self.const_(str_const(&l.value));
                            self.emit(Op::LoadConst(c));
                            n += 1;
                        }
                        ast::FStringPart::FString(fs) => {
                            n += self.fstring_elements(&fs.elements)?;
                        }
                    }
                }
                if n != 1 {
                    self.emit(Op::BuildString(n));
                }
            }
            Expr::TString(t) => return err("template strings are not supported", t.range),
            Expr::Starred(s) => return err("can't use starred expression here", s.range),
            Expr::IpyEscapeCommand(c) => return err("invalid syntax", c.range),
        }
        Ok(())
    }

    fn fstring_elements(&mut self, elems: &'a ast::InterpolatedStringElements) -> CResult<u32> {
        let mut n = 0;
        for el in elems.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(l) => {
                    let c = self.const_(str_const(&l.value));
                    self.emit(Op::LoadConst(c));
                    n += 1;
                }
                ast::InterpolatedStringElement::Interpolation(i) => {
                    let mut conv = match i.conversion {
                        ast::ConversionFlag::None => 0u8,
                        ast::ConversionFlag::Str => b's',
                        ast::ConversionFlag::Ascii => b'a',
                        ast::ConversionFlag::Repr => b'r',
                    };
                    if let Some(d) = &i.debug_text {
                        let text = format!("{}{}{}", d.leading(), d.expression(), d.trailing());
                        let c = self.const_(str_const(&text));
                        self.emit(Op::LoadConst(c));
                        n += 1;
                        if conv == 0 && i.format_spec.is_none() {
                            conv = b'r';
                        }
                    }
                    self.expr(&i.expression)?;
                    let has_spec = i.format_spec.is_some();
                    if let Some(spec) = &i.format_spec {
                        let k = self.fstring_elements(&spec.elements)?;
                        if k != 1 {
                            self.emit(Op::BuildString(k));
                        }
                    }
                    self.emit(Op::FormatValue(conv, has_spec));
                    n += 1;
                }
            }
        }
        Ok(n)
    }

    /// kind: 0 tuple, 1 list, 2 set.
    fn sequence(&mut self, elts: &'a [Expr], kind: u8) -> CResult {
        let starred = elts.iter().any(|e| matches!(e, Expr::Starred(_)));
        if !starred {
            for e in elts {
                self.expr(e)?;
            }
            let n = elts.len() as u32;
            // CPython folds a display of three or more constants into a frozenset constant
            // merged into a new set, which can lay the table out differently.
            let folded = kind == 2 && elts.len() > 2 && elts.iter().all(is_constant);
            self.emit(match kind {
                0 => Op::BuildTuple(n),
                1 => Op::BuildList(n),
                _ if folded => Op::BuildSet(n | crate::compile::code::SET_FROM_CONSTANTS),
                _ => Op::BuildSet(n),
            });
            return Ok(());
        }
        self.emit(if kind == 2 {
            Op::BuildSet(0)
        } else {
            Op::BuildList(0)
        });
        for e in elts {
            match e {
                Expr::Starred(s) => {
                    self.expr(&s.value)?;
                    self.emit(if kind == 2 {
                        Op::SetUpdate(1)
                    } else {
                        Op::ListExtend(1)
                    });
                }
                e => {
                    self.expr(e)?;
                    self.emit(if kind == 2 {
                        Op::SetAdd(1)
                    } else {
                        Op::ListAppend(1)
                    });
                }
            }
        }
        if kind == 0 {
            self.emit(Op::ListToTuple);
        }
        Ok(())
    }

    fn call(&mut self, c: &'a ast::ExprCall) -> CResult {
        let args = &c.arguments;
        let starred = args.args.iter().any(|a| matches!(a, Expr::Starred(_)));
        let dstar = args.keywords.iter().any(|k| k.arg.is_none());
        // Zero-argument super() inside a method.
        if let Expr::Name(n) = &*c.func {
            if n.id.as_str() == "super" && args.args.is_empty() && args.keywords.is_empty() {
                let u = self.units.last().unwrap();
                // A method that binds `super` itself (a local, or a variable of an enclosing
                // function) calls its own `super` with no arguments, as CPython does.
                let own = u.locals.contains_key("super") || u.cells.contains_key("super");
                if u.kind == ScopeKind::Function
                    && !own
                    && !self.table.scopes[u.scope].params.is_empty()
                {
                    let first = self.table.scopes[u.scope].params[0].clone();
                    self.load_name("super");
                    self.emit(Op::LoadOwnerClass);
                    self.load_name(&first);
                    self.set_line(c.range());
                    self.emit(Op::Call(2));
                    return Ok(());
                }
            }
        }
        if starred || dstar {
            self.expr(&c.func)?;
            self.emit(Op::BuildList(0));
            for a in args.args.iter() {
                match a {
                    Expr::Starred(s) => {
                        self.expr(&s.value)?;
                        self.emit(Op::ListExtend(1 | crate::compile::code::EXTEND_CALL_ARGS));
                    }
                    a => {
                        self.expr(a)?;
                        self.emit(Op::ListAppend(1));
                    }
                }
            }
            self.emit(Op::ListToTuple);
            let has_kw = !args.keywords.is_empty();
            if has_kw {
                self.emit(Op::BuildMap(0));
                for k in args.keywords.iter() {
                    match &k.arg {
                        Some(n) => {
                            let ci = self.const_(str_const(n.as_str()));
                            self.emit(Op::LoadConst(ci));
                            self.expr(&k.value)?;
                            self.emit(Op::BuildMap(1));
                            self.emit(Op::DictMerge(1));
                        }
                        None => {
                            self.expr(&k.value)?;
                            self.emit(Op::DictMerge(1));
                        }
                    }
                }
            }
            self.set_line(c.range());
            self.emit(Op::CallEx(has_kw));
            return Ok(());
        }
        if args.keywords.is_empty() {
            if let Expr::Attribute(a) = &*c.func {
                self.expr(&a.value)?;
                for x in args.args.iter() {
                    self.expr(x)?;
                }
                let ni = self.name(a.attr.as_str());
                self.set_line(c.range());
                self.emit(Op::CallMethod(ni, args.args.len() as u16));
                return Ok(());
            }
        }
        self.expr(&c.func)?;
        for x in args.args.iter() {
            self.expr(x)?;
        }
        if args.keywords.is_empty() {
            self.set_line(c.range());
            self.emit(Op::Call(args.args.len() as u32));
        } else {
            let mut names = Vec::new();
            for k in args.keywords.iter() {
                self.expr(&k.value)?;
                names.push(str_const(k.arg.as_ref().unwrap().as_str()));
            }
            let ci = self.const_(Value::tuple(names));
            self.emit(Op::LoadConst(ci));
            self.set_line(c.range());
            self.emit(Op::CallKw((args.args.len() + args.keywords.len()) as u32));
        }
        Ok(())
    }

    fn comprehension(
        &mut self,
        range: TextRange,
        gens: &'a [ast::Comprehension],
        kind: CompKind<'a>,
    ) -> CResult {
        let scope = scope::scope_of(&self.table, range);
        let name = match kind {
            CompKind::List(_) => "<listcomp>",
            CompKind::Set(_) => "<setcomp>",
            CompKind::Dict(..) => "<dictcomp>",
            CompKind::Gen(_) => "<genexpr>",
        };
        let qual = self.child_qualname(name);
        let is_async = self.table.scopes[scope].is_async;
        if is_async && !matches!(kind, CompKind::Gen(_)) && !self.unit_is_async() {
            return err(
                "asynchronous comprehension outside of an asynchronous function",
                range,
            );
        }
        self.push_unit(scope, ScopeKind::Comprehension, qual);
        match kind {
            CompKind::List(_) => {
                self.emit(Op::BuildList(0));
            }
            CompKind::Set(_) => {
                self.emit(Op::BuildSet(0));
            }
            CompKind::Dict(..) => {
                self.emit(Op::BuildMap(0));
            }
            CompKind::Gen(_) => {}
        }
        let mut loops = Vec::new();
        for (i, g) in gens.iter().enumerate() {
            if i == 0 {
                self.emit(Op::LoadFast(0));
            } else {
                self.expr(&g.iter)?;
                self.emit(if g.is_async {
                    Op::GetAIter
                } else {
                    Op::GetIter
                });
            }
            let (start, fi) = if g.is_async {
                self.async_for_head()
            } else {
                let start = self.here();
                (start, self.emit(Op::ForIter(0)))
            };
            self.store(&g.target)?;
            for cond in &g.ifs {
                self.expr(cond)?;
                self.emit(Op::PopJumpIfFalse(start));
            }
            loops.push((start, fi, g.is_async));
        }
        let depth = gens.len() as u32 + 1;
        match kind {
            CompKind::List(e) => {
                self.expr(e)?;
                self.emit(Op::ListAppend(depth));
            }
            CompKind::Set(e) => {
                self.expr(e)?;
                self.emit(Op::SetAdd(depth));
            }
            CompKind::Dict(k, v) => {
                self.expr(k)?;
                self.expr(v)?;
                self.emit(Op::MapAdd(depth));
            }
            CompKind::Gen(e) => {
                self.expr(e)?;
                if is_async {
                    self.emit(Op::AsyncGenWrap);
                }
                self.emit(Op::Yield);
                self.emit(Op::Pop);
            }
        }
        for (start, fi, is_async_loop) in loops.into_iter().rev() {
            self.emit(Op::Jump(start));
            self.patch(fi);
            if is_async_loop {
                self.emit(Op::EndAsyncFor);
            }
        }
        if matches!(kind, CompKind::Gen(_)) {
            let c = self.const_(Value::None);
            self.emit(Op::LoadConst(c));
        }
        self.emit(Op::Return);
        let line = self.line_of(range.start().to_u32());
        let mut code = self.finish_unit(name, line, None);
        code.is_generator = is_async || matches!(kind, CompKind::Gen(_));
        code.gen_kind = match (is_async, &kind) {
            (false, _) => crate::values::GenKind::Generator,
            (true, CompKind::Gen(_)) => crate::values::GenKind::AsyncGenerator,
            (true, _) => crate::values::GenKind::Coroutine,
        };
        self.set_line(range);
        self.emit_make_function(code, 0)?;
        self.expr(&gens[0].iter)?;
        self.emit(if gens[0].is_async {
            Op::GetAIter
        } else {
            Op::GetIter
        });
        self.emit(Op::Call(1));
        if is_async && !matches!(kind, CompKind::Gen(_)) {
            self.emit_await();
        }
        Ok(())
    }

    // ---------------------------------------------------------------- match

    fn match_stmt(&mut self, m: &'a ast::StmtMatch) -> CResult {
        self.expr(&m.subject)?;
        let mut ends = Vec::new();
        for case in &m.cases {
            self.set_line(case.pattern.range());
            // Stack: subject. Pattern leaves a bool on top (subject kept).
            let mut fails = Vec::new();
            self.emit(Op::Dup);
            self.pattern(&case.pattern, &mut fails)?;
            if let Some(g) = &case.guard {
                self.expr(g)?;
                fails.push(self.emit(Op::PopJumpIfFalse(0)));
            }
            self.emit(Op::Pop);
            self.body(&case.body)?;
            ends.push(self.emit(Op::Jump(0)));
            // Failure paths: each jumps here with the subject copy already consumed.
            for f in fails {
                self.patch(f);
            }
        }
        self.emit(Op::Pop);
        for e in ends {
            self.patch(e);
        }
        Ok(())
    }

    /// Match TOS (consumed) against `p`; on failure jump (via `fails`) with TOS consumed.
    fn pattern(&mut self, p: &'a ast::Pattern, fails: &mut Vec<usize>) -> CResult {
        use ast::Pattern::*;
        match p {
            MatchValue(v) => {
                self.expr(&v.value)?;
                self.emit(Op::Compare(CmpOp::Eq));
                fails.push(self.emit(Op::PopJumpIfFalse(0)));
            }
            MatchSingleton(s) => {
                let v = match s.value {
                    ast::Singleton::None => Value::None,
                    ast::Singleton::True => Value::Bool(PyBool::True),
                    ast::Singleton::False => Value::Bool(PyBool::False),
                };
                let c = self.const_(v);
                self.emit(Op::LoadConst(c));
                self.emit(Op::Is(false));
                fails.push(self.emit(Op::PopJumpIfFalse(0)));
            }
            MatchAs(a) => match &a.pattern {
                Some(inner) => match &a.name {
                    Some(n) => {
                        self.emit(Op::Dup);
                        let mut inner_fails = Vec::new();
                        self.pattern(inner, &mut inner_fails)?;
                        self.store_name(n.as_str());
                        if !inner_fails.is_empty() {
                            let ok = self.emit(Op::Jump(0));
                            for f in inner_fails {
                                self.patch(f);
                            }
                            self.emit(Op::Pop);
                            fails.push(self.emit(Op::Jump(0)));
                            self.patch(ok);
                        }
                    }
                    None => self.pattern(inner, fails)?,
                },
                None => match &a.name {
                    Some(n) => self.store_name(n.as_str()),
                    None => {
                        self.emit(Op::Pop);
                    }
                },
            },
            MatchOr(o) => {
                let mut oks = Vec::new();
                let n = o.patterns.len();
                for (i, alt) in o.patterns.iter().enumerate() {
                    if i + 1 < n {
                        self.emit(Op::Dup);
                        let mut alt_fails = Vec::new();
                        self.pattern(alt, &mut alt_fails)?;
                        self.emit(Op::Pop);
                        oks.push(self.emit(Op::Jump(0)));
                        for f in alt_fails {
                            self.patch(f);
                        }
                    } else {
                        self.pattern(alt, fails)?;
                        let j = self.emit(Op::Jump(0));
                        for ok in oks.drain(..) {
                            self.patch(ok);
                        }
                        self.patch(j);
                    }
                }
            }
            MatchSequence(s) => {
                self.emit(Op::Dup);
                self.emit(Op::MatchSequence);
                let fail_pop = self.emit(Op::PopJumpIfFalse(0));
                let star = s.patterns.iter().position(|p| matches!(p, MatchStar(_)));
                self.emit(Op::Dup);
                self.emit(Op::GetLen);
                let n = s.patterns.len() as i64;
                match star {
                    None => {
                        let c = self.const_(Value::Int(n));
                        self.emit(Op::LoadConst(c));
                        self.emit(Op::Compare(CmpOp::Eq));
                    }
                    Some(_) => {
                        let c = self.const_(Value::Int(n - 1));
                        self.emit(Op::LoadConst(c));
                        self.emit(Op::Compare(CmpOp::Ge));
                    }
                }
                let fail_pop2 = self.emit(Op::PopJumpIfFalse(0));
                match star {
                    None => {
                        self.emit(Op::UnpackSequence(n as u32));
                    }
                    Some(si) => {
                        self.emit(Op::UnpackEx(si as u16, (n as usize - si - 1) as u16));
                    }
                }
                // Each sub-pattern consumes one value; on failure the rest must be dropped.
                let count = s.patterns.len();
                for (i, sp) in s.patterns.iter().enumerate() {
                    let mut sub_fails = Vec::new();
                    match sp {
                        MatchStar(st) => match &st.name {
                            Some(nm) => self.store_name(nm.as_str()),
                            None => {
                                self.emit(Op::Pop);
                            }
                        },
                        sp => self.pattern(sp, &mut sub_fails)?,
                    }
                    if !sub_fails.is_empty() {
                        let ok = self.emit(Op::Jump(0));
                        for f in sub_fails {
                            self.patch(f);
                        }
                        for _ in i + 1..count {
                            self.emit(Op::Pop);
                        }
                        fails.push(self.emit(Op::Jump(0)));
                        self.patch(ok);
                    }
                }
                let ok = self.emit(Op::Jump(0));
                self.patch(fail_pop);
                self.patch(fail_pop2);
                self.emit(Op::Pop);
                fails.push(self.emit(Op::Jump(0)));
                self.patch(ok);
            }
            MatchMapping(m) => {
                self.emit(Op::Dup);
                self.emit(Op::MatchMapping);
                let fail_pop = self.emit(Op::PopJumpIfFalse(0));
                let mut keys = Vec::new();
                for k in m.keys.iter() {
                    self.expr(k)?;
                    keys.push(());
                }
                self.emit(Op::BuildTuple(keys.len() as u32));
                // stack: subject keys
                if m.rest.is_some() {
                    self.emit(Op::Dup2);
                    self.emit(Op::DictWithout);
                    // stack: subject keys rest
                    self.emit(Op::Rot3);
                    // stack: rest subject keys
                }
                self.emit(Op::MatchKeys);
                // stack: [rest] subject values-or-None
                self.emit(Op::Dup);
                let c = self.const_(Value::None);
                self.emit(Op::LoadConst(c));
                self.emit(Op::Is(true));
                let fail_vals = self.emit(Op::PopJumpIfFalse(0));
                self.emit(Op::Rot2);
                self.emit(Op::Pop);
                // stack: [rest] values
                let count = m.patterns.len();
                self.emit(Op::UnpackSequence(count as u32));
                for (i, sp) in m.patterns.iter().enumerate() {
                    let mut sub_fails = Vec::new();
                    self.pattern(sp, &mut sub_fails)?;
                    if !sub_fails.is_empty() {
                        let ok = self.emit(Op::Jump(0));
                        for f in sub_fails {
                            self.patch(f);
                        }
                        for _ in i + 1..count {
                            self.emit(Op::Pop);
                        }
                        if m.rest.is_some() {
                            self.emit(Op::Pop);
                        }
                        fails.push(self.emit(Op::Jump(0)));
                        self.patch(ok);
                    }
                }
                if let Some(r) = &m.rest {
                    self.store_name(r.as_str());
                }
                let ok = self.emit(Op::Jump(0));
                self.patch(fail_vals);
                // stack: [rest] subject None
                self.emit(Op::Pop);
                self.emit(Op::Pop);
                if m.rest.is_some() {
                    self.emit(Op::Pop);
                }
                fails.push(self.emit(Op::Jump(0)));
                self.patch(fail_pop);
                self.emit(Op::Pop);
                fails.push(self.emit(Op::Jump(0)));
                self.patch(ok);
            }
            MatchClass(c) => {
                self.expr(&c.cls)?;
                let names: Vec<Value> = c
                    .arguments
                    .keywords
                    .iter()
                    .map(|k| str_const(k.attr.as_str()))
                    .collect();
                let ci = self.const_(Value::tuple(names));
                self.emit(Op::LoadConst(ci));
                let npos = c.arguments.patterns.len();
                self.emit(Op::MatchClass(npos as u32));
                // stack: tuple-or-None
                self.emit(Op::Dup);
                let nc = self.const_(Value::None);
                self.emit(Op::LoadConst(nc));
                self.emit(Op::Is(true));
                let fail_pop = self.emit(Op::PopJumpIfFalse(0));
                let subs: Vec<&'a ast::Pattern> = c
                    .arguments
                    .patterns
                    .iter()
                    .chain(c.arguments.keywords.iter().map(|k| &k.pattern))
                    .collect();
                let count = subs.len();
                self.emit(Op::UnpackSequence(count as u32));
                for (i, sp) in subs.into_iter().enumerate() {
                    let mut sub_fails = Vec::new();
                    self.pattern(sp, &mut sub_fails)?;
                    if !sub_fails.is_empty() {
                        let ok = self.emit(Op::Jump(0));
                        for f in sub_fails {
                            self.patch(f);
                        }
                        for _ in i + 1..count {
                            self.emit(Op::Pop);
                        }
                        fails.push(self.emit(Op::Jump(0)));
                        self.patch(ok);
                    }
                }
                let ok = self.emit(Op::Jump(0));
                self.patch(fail_pop);
                self.emit(Op::Pop);
                fails.push(self.emit(Op::Jump(0)));
                self.patch(ok);
            }
            MatchStar(s) => return err("can't use starred name here", s.range),
        }
        Ok(())
    }
}

enum FnBody<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
}

#[derive(Clone, Copy)]
enum CompKind<'a> {
    List(&'a Expr),
    Set(&'a Expr),
    Dict(&'a Expr, &'a Expr),
    Gen(&'a Expr),
}

fn binop(op: ast::Operator) -> BinOp {
    use ast::Operator::*;
    match op {
        Add => BinOp::Add,
        Sub => BinOp::Sub,
        Mult => BinOp::Mul,
        MatMult => BinOp::MatMul,
        Div => BinOp::TrueDiv,
        Mod => BinOp::Mod,
        Pow => BinOp::Pow,
        LShift => BinOp::LShift,
        RShift => BinOp::RShift,
        BitOr => BinOp::Or,
        BitXor => BinOp::Xor,
        BitAnd => BinOp::And,
        FloorDiv => BinOp::FloorDiv,
    }
}

fn cmpop(op: ast::CmpOp) -> Op {
    use ast::CmpOp::*;
    match op {
        Eq => Op::Compare(CmpOp::Eq),
        NotEq => Op::Compare(CmpOp::Ne),
        Lt => Op::Compare(CmpOp::Lt),
        LtE => Op::Compare(CmpOp::Le),
        Gt => Op::Compare(CmpOp::Gt),
        GtE => Op::Compare(CmpOp::Ge),
        Is => Op::Is(false),
        IsNot => Op::Is(true),
        In => Op::In(false),
        NotIn => Op::In(true),
    }
}

fn expr_kind_name(e: &Expr) -> &'static str {
    match e {
        Expr::Call(_) => "function call",
        Expr::NumberLiteral(_) | Expr::StringLiteral(_) | Expr::BytesLiteral(_) => "literal",
        Expr::BooleanLiteral(_) | Expr::NoneLiteral(_) | Expr::EllipsisLiteral(_) => "literal",
        Expr::BinOp(_) | Expr::BoolOp(_) | Expr::UnaryOp(_) => "expression",
        Expr::Compare(_) => "comparison",
        Expr::Lambda(_) => "lambda",
        Expr::FString(_) => "f-string expression",
        Expr::Dict(_) => "dict literal",
        Expr::Set(_) => "set display",
        Expr::ListComp(_) => "list comprehension",
        Expr::Generator(_) => "generator expression",
        Expr::If(_) => "conditional expression",
        Expr::Named(_) => "named expression",
        _ => "expression",
    }
}

fn parse_big_literal(text: &str) -> Value {
    let t: String = text.chars().filter(|c| *c != '_').collect();
    let lower = t.to_ascii_lowercase();
    let (digits, radix) = if let Some(r) = lower.strip_prefix("0x") {
        (r.to_string(), 16)
    } else if let Some(r) = lower.strip_prefix("0o") {
        (r.to_string(), 8)
    } else if let Some(r) = lower.strip_prefix("0b") {
        (r.to_string(), 2)
    } else {
        (lower, 10)
    };
    match BigInt::parse_bytes(digits.as_bytes(), radix) {
        Some(b) => Value::from_big(b),
        None => Value::Int(0),
    }
}

/// Whether CPython's AST optimiser makes `e` a constant: literals, unary operators on
/// numbers, and tuples of constants (a conservative subset of its folding).
fn is_constant(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_)
        | Expr::StringLiteral(_)
        | Expr::BytesLiteral(_)
        | Expr::BooleanLiteral(_)
        | Expr::NoneLiteral(_)
        | Expr::EllipsisLiteral(_) => true,
        Expr::UnaryOp(u) => {
            matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd)
                && matches!(&*u.operand, Expr::NumberLiteral(_))
        }
        Expr::Tuple(t) => t.elts.iter().all(is_constant),
        _ => false,
    }
}
