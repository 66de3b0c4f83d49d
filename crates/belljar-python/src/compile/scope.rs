//! Scope analysis: which names of each function are locals, cells, free variables or globals,
//! decided before code generation (the symbol table).

use std::collections::{HashMap, HashSet};

use indexmap::IndexSet;
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

/// The kind of a scope.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScopeKind {
    /// The module (names are globals).
    Module,
    /// A def or lambda.
    Function,
    /// A class body.
    Class,
    /// A comprehension or generator expression.
    Comprehension,
}

/// What one scope binds and uses.
#[derive(Debug)]
pub struct Scope {
    /// Its kind.
    pub kind: ScopeKind,
    /// Parent scope index.
    pub parent: Option<usize>,
    /// Parameters, in order.
    pub params: Vec<String>,
    /// Names bound here (parameters included).
    pub bound: IndexSet<String>,
    /// Names declared global.
    pub globals: HashSet<String>,
    /// Names declared nonlocal.
    pub nonlocals: HashSet<String>,
    /// Names read here.
    pub used: IndexSet<String>,
    /// Bound names captured by inner scopes.
    pub cells: IndexSet<String>,
    /// Names taken from enclosing scopes.
    pub frees: IndexSet<String>,
    /// Runs as a suspendable frame: contains `yield`, or is `async` (a coroutine or an
    /// asynchronous generator).
    pub is_generator: bool,
    /// `async def`, or a comprehension that is asynchronous (`async for` or `await` inside).
    pub is_async: bool,
    /// Contains `yield` or `yield from` (with `is_async`: an asynchronous generator).
    pub has_yield: bool,
    /// Names given an annotation here (`x: int = 1`), for "annotated name can't be global".
    pub annotated: HashSet<String>,
    /// Where each nonlocal declaration is (for "no binding for nonlocal" errors).
    pub nonlocal_at: HashMap<String, TextRange>,
}

impl Scope {
    fn new(kind: ScopeKind, parent: Option<usize>) -> Scope {
        Scope {
            kind,
            parent,
            params: Vec::new(),
            bound: IndexSet::new(),
            globals: HashSet::new(),
            nonlocals: HashSet::new(),
            used: IndexSet::new(),
            cells: IndexSet::new(),
            frees: IndexSet::new(),
            is_generator: false,
            is_async: false,
            has_yield: false,
            annotated: HashSet::new(),
            nonlocal_at: HashMap::new(),
        }
    }
    /// Whether `name` is a local of this (function-like) scope.
    pub fn is_local(&self, name: &str) -> bool {
        self.bound.contains(name) && !self.globals.contains(name) && !self.nonlocals.contains(name)
    }
}

/// All scopes of a module, found by the range of the node that opens each.
pub struct ScopeTable {
    /// Scopes; index 0 is the module.
    pub scopes: Vec<Scope>,
    /// Node range → scope index.
    pub by_range: HashMap<(u32, u32), usize>,
    /// `from __future__ import annotations` is in effect (annotations stay strings).
    pub future_annotations: bool,
}

/// The `__future__` features CPython 3.11 knows (all but `annotations` are no-ops in 3.11).
const FUTURE_FEATURES: [&str; 10] = [
    "nested_scopes",
    "generators",
    "division",
    "absolute_import",
    "with_statement",
    "print_function",
    "unicode_literals",
    "barry_as_FLUFL",
    "generator_stop",
    "annotations",
];

/// An error found during analysis: message and range.
pub type ScopeError = (String, TextRange);

/// Maximum expression nesting accepted before reporting an error instead of risking the stack.
pub const MAX_NESTING: usize = 2000;

struct Analyzer {
    table: ScopeTable,
    cur: usize,
    depth: usize,
    error: Option<ScopeError>,
    /// Ranges of the `from __future__` imports at the start of the module (the only place
    /// they are allowed).
    future_ok: HashSet<(u32, u32)>,
    /// The first `global`/`nonlocal` statement naming each (scope, name): CPython reports a
    /// name both nonlocal and global there.
    first_directive: HashMap<(usize, String), TextRange>,
}

fn key(r: TextRange) -> (u32, u32) {
    (r.start().to_u32(), r.end().to_u32())
}

impl Analyzer {
    fn scope(&mut self) -> &mut Scope {
        &mut self.table.scopes[self.cur]
    }
    fn push(&mut self, kind: ScopeKind, range: TextRange) -> usize {
        let idx = self.table.scopes.len();
        self.table.scopes.push(Scope::new(kind, Some(self.cur)));
        self.table.by_range.insert(key(range), idx);
        let prev = self.cur;
        self.cur = idx;
        prev
    }
    fn bind(&mut self, name: &str) {
        self.scope().bound.insert(name.to_string());
    }
    fn bind_target(&mut self, e: &Expr) {
        match e {
            Expr::Name(n) => self.bind(n.id.as_str()),
            Expr::Tuple(t) => t.elts.iter().for_each(|e| self.bind_target(e)),
            Expr::List(t) => t.elts.iter().for_each(|e| self.bind_target(e)),
            Expr::Starred(s) => self.bind_target(&s.value),
            _ => {}
        }
    }
    fn params(&mut self, p: &ast::Parameters) {
        let mut names: Vec<String> = Vec::new();
        let mut add = |name: &ast::Identifier, range: TextRange, error: &mut Option<ScopeError>| {
            let n = name.as_str().to_string();
            if names.contains(&n) && error.is_none() {
                *error = Some((
                    format!("duplicate argument '{n}' in function definition"),
                    range,
                ));
            }
            names.push(n);
        };
        for a in p.posonlyargs.iter().chain(p.args.iter()) {
            add(&a.parameter.name, a.parameter.range, &mut self.error);
        }
        if let Some(v) = &p.vararg {
            add(&v.name, v.range, &mut self.error);
        }
        for a in p.kwonlyargs.iter() {
            add(&a.parameter.name, a.parameter.range, &mut self.error);
        }
        if let Some(v) = &p.kwarg {
            add(&v.name, v.range, &mut self.error);
        }
        for n in &names {
            self.bind(n);
        }
        self.scope().params = names;
    }

    /// CPython's check of a `global` / `nonlocal` declaration against what the scope did with
    /// the name before it (`kind` is "global" or "nonlocal").
    fn declaration_conflict(&self, name: &str, kind: &str) -> Option<String> {
        let s = &self.table.scopes[self.cur];
        if s.params.iter().any(|p| p == name) {
            Some(format!("name '{name}' is parameter and {kind}"))
        } else if s.used.contains(name) {
            Some(format!("name '{name}' is used prior to {kind} declaration"))
        } else if s.annotated.contains(name) {
            Some(format!("annotated name '{name}' can't be {kind}"))
        } else if s.bound.contains(name) {
            Some(format!(
                "name '{name}' is assigned to before {kind} declaration"
            ))
        } else {
            None
        }
    }
    fn pattern_binds(&mut self, p: &ast::Pattern) {
        use ast::Pattern::*;
        match p {
            MatchAs(a) => {
                if let Some(n) = &a.name {
                    self.bind(n.as_str());
                }
            }
            MatchStar(s) => {
                if let Some(n) = &s.name {
                    self.bind(n.as_str());
                }
            }
            MatchMapping(m) => {
                if let Some(n) = &m.rest {
                    self.bind(n.as_str());
                }
            }
            _ => {}
        }
    }
    fn comprehension(
        &mut self,
        range: TextRange,
        gens: &[ast::Comprehension],
        elts: &[&Expr],
        is_genexp: bool,
    ) {
        // The first iterable is evaluated in the enclosing scope.
        if let Some(first) = gens.first() {
            self.visit_expr(&first.iter);
        }
        let prev = self.push(ScopeKind::Comprehension, range);
        self.scope().params = vec![".0".to_string()];
        self.bind(".0");
        for (i, g) in gens.iter().enumerate() {
            if i > 0 {
                self.visit_expr(&g.iter);
            }
            self.bind_target(&g.target);
            self.visit_expr(&g.target);
            for c in &g.ifs {
                self.visit_expr(c);
            }
        }
        for e in elts {
            self.visit_expr(e);
        }
        if gens.iter().any(|g| g.is_async) {
            self.scope().is_async = true;
            self.scope().is_generator = true;
        }
        let inner_async = self.scope().is_async;
        self.cur = prev;
        // An asynchronous list, set or dict comprehension is awaited where it is built, which
        // makes an enclosing comprehension asynchronous too (as CPython 3.11).
        if inner_async && !is_genexp && self.scope().kind == ScopeKind::Comprehension {
            self.scope().is_async = true;
            self.scope().is_generator = true;
        }
    }
}

impl<'a> Visitor<'a> for Analyzer {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        if self.error.is_some() {
            return;
        }
        match stmt {
            Stmt::FunctionDef(f) => {
                self.bind(f.name.as_str());
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                let p = &f.parameters;
                for a in p
                    .posonlyargs
                    .iter()
                    .chain(p.args.iter())
                    .chain(p.kwonlyargs.iter())
                {
                    if let Some(d) = &a.default {
                        self.visit_expr(d);
                    }
                }
                // Annotations are evaluated in the enclosing scope when the def runs.
                if !self.table.future_annotations {
                    for a in p
                        .posonlyargs
                        .iter()
                        .chain(p.args.iter())
                        .chain(p.kwonlyargs.iter())
                    {
                        if let Some(ann) = &a.parameter.annotation {
                            self.visit_expr(ann);
                        }
                    }
                    for v in p.vararg.iter().chain(p.kwarg.iter()) {
                        if let Some(ann) = &v.annotation {
                            self.visit_expr(ann);
                        }
                    }
                    if let Some(r) = &f.returns {
                        self.visit_expr(r);
                    }
                }
                let prev = self.push(ScopeKind::Function, f.range);
                if f.is_async {
                    self.scope().is_async = true;
                    self.scope().is_generator = true;
                }
                self.params(p);
                for s in &f.body {
                    self.visit_stmt(s);
                }
                self.cur = prev;
            }
            Stmt::ClassDef(c) => {
                self.bind(c.name.as_str());
                for d in &c.decorator_list {
                    self.visit_expr(&d.expression);
                }
                if let Some(a) = &c.arguments {
                    self.visit_arguments(a);
                }
                let prev = self.push(ScopeKind::Class, c.range);
                for s in &c.body {
                    self.visit_stmt(s);
                }
                self.cur = prev;
            }
            Stmt::Global(g) => {
                for n in &g.names {
                    let name = n.as_str();
                    let at = *self
                        .first_directive
                        .entry((self.cur, name.to_string()))
                        .or_insert(g.range);
                    let conflict = if self.scope().nonlocals.contains(name) {
                        Some((format!("name '{name}' is nonlocal and global"), at))
                    } else {
                        self.declaration_conflict(name, "global")
                            .map(|m| (m, g.range))
                    };
                    if conflict.is_some() {
                        self.error = conflict;
                        return;
                    }
                    self.scope().globals.insert(name.to_string());
                }
            }
            Stmt::Nonlocal(g) => {
                for n in &g.names {
                    let name = n.as_str();
                    let at = *self
                        .first_directive
                        .entry((self.cur, name.to_string()))
                        .or_insert(g.range);
                    let conflict = if self.scope().globals.contains(name) {
                        Some((format!("name '{name}' is nonlocal and global"), at))
                    } else {
                        self.declaration_conflict(name, "nonlocal")
                            .map(|m| (m, g.range))
                    };
                    if conflict.is_some() {
                        self.error = conflict;
                        return;
                    }
                    if self.scope().kind == ScopeKind::Module {
                        self.error = Some((
                            "nonlocal declaration not allowed at module level".into(),
                            g.range,
                        ));
                        return;
                    }
                    self.scope().nonlocals.insert(name.to_string());
                    self.scope().nonlocal_at.insert(name.to_string(), g.range);
                }
            }
            Stmt::AnnAssign(a) => {
                if let (Expr::Name(n), true) = (&*a.target, a.simple) {
                    self.scope().annotated.insert(n.id.as_str().to_string());
                }
                visitor::walk_stmt(self, stmt);
                // Module and class bodies evaluate their annotations (functions do not).
                if self.scope().kind != ScopeKind::Function && !self.table.future_annotations {
                    self.visit_expr(&a.annotation);
                }
            }
            Stmt::Import(i) => {
                for a in &i.names {
                    let n = match &a.asname {
                        Some(n) => n.as_str().to_string(),
                        None => a.name.as_str().split('.').next().unwrap_or("").to_string(),
                    };
                    self.bind(&n);
                }
            }
            Stmt::ImportFrom(i)
                if i.module
                    .as_ref()
                    .is_some_and(|m| m.as_str() == "__future__") =>
            {
                if !self.future_ok.contains(&key(i.range)) {
                    self.error = Some((
                        "from __future__ imports must occur at the beginning of the file".into(),
                        i.range,
                    ));
                    return;
                }
                for a in &i.names {
                    let n = a.name.as_str();
                    if n == "braces" {
                        self.error = Some(("not a chance".into(), i.range));
                        return;
                    }
                    if !FUTURE_FEATURES.contains(&n) {
                        self.error = Some((format!("future feature {n} is not defined"), i.range));
                        return;
                    }
                    if n == "annotations" {
                        self.table.future_annotations = true;
                    }
                    let n = a.asname.as_ref().unwrap_or(&a.name);
                    self.bind(n.as_str());
                }
            }
            Stmt::ImportFrom(i) => {
                for a in &i.names {
                    let n = a.asname.as_ref().unwrap_or(&a.name);
                    self.bind(n.as_str());
                }
            }
            Stmt::Try(t) => {
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if let Some(n) = &h.name {
                        self.bind(n.as_str());
                    }
                }
                visitor::walk_stmt(self, stmt);
            }
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_pattern(&mut self, p: &'a ast::Pattern) {
        self.pattern_binds(p);
        visitor::walk_pattern(self, p);
    }

    fn visit_annotation(&mut self, _expr: &'a Expr) {}

    fn visit_expr(&mut self, expr: &'a Expr) {
        if self.error.is_some() {
            return;
        }
        self.depth += 1;
        if self.depth > MAX_NESTING {
            self.error = Some(("too many nested expressions".into(), expr.range()));
            self.depth -= 1;
            return;
        }
        match expr {
            Expr::Name(n) => match n.ctx {
                ast::ExprContext::Load => {
                    self.scope().used.insert(n.id.as_str().to_string());
                }
                _ => self.bind(n.id.as_str()),
            },
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    for a in p
                        .posonlyargs
                        .iter()
                        .chain(p.args.iter())
                        .chain(p.kwonlyargs.iter())
                    {
                        if let Some(d) = &a.default {
                            self.visit_expr(d);
                        }
                    }
                }
                let prev = self.push(ScopeKind::Function, l.range);
                if let Some(p) = &l.parameters {
                    self.params(p);
                }
                self.visit_expr(&l.body);
                self.cur = prev;
            }
            Expr::ListComp(c) => self.comprehension(c.range, &c.generators, &[&c.elt], false),
            Expr::SetComp(c) => self.comprehension(c.range, &c.generators, &[&c.elt], false),
            Expr::Generator(c) => {
                self.comprehension(c.range, &c.generators, &[&c.elt], true);
                let idx = self.table.by_range[&key(c.range)];
                self.table.scopes[idx].is_generator = true;
            }
            Expr::DictComp(c) => {
                let mut elts: Vec<&Expr> = vec![&c.value];
                if let Some(k) = &c.key {
                    elts.insert(0, k);
                }
                self.comprehension(c.range, &c.generators, &elts, false)
            }
            Expr::Named(n) => {
                // The target binds in the nearest enclosing non-comprehension scope.
                let mut s = self.cur;
                while self.table.scopes[s].kind == ScopeKind::Comprehension {
                    let name = target_name(&n.target);
                    self.table.scopes[s].nonlocals.insert(name);
                    s = self.table.scopes[s].parent.unwrap_or(0);
                }
                let name = target_name(&n.target);
                if s != self.cur && self.table.scopes[s].kind == ScopeKind::Module {
                    let mut c = self.cur;
                    while c != s {
                        self.table.scopes[c].nonlocals.remove(&name);
                        self.table.scopes[c].globals.insert(name.clone());
                        c = self.table.scopes[c].parent.unwrap_or(0);
                    }
                }
                self.table.scopes[s].bound.insert(name);
                self.visit_expr(&n.value);
            }
            Expr::Yield(_) | Expr::YieldFrom(_) => {
                self.scope().is_generator = true;
                self.scope().has_yield = true;
                visitor::walk_expr(self, expr);
            }
            Expr::Await(_) => {
                // `await` makes a comprehension asynchronous; in a function it is only valid
                // when the function is `async` (the compiler reports the error otherwise).
                if self.scope().kind == ScopeKind::Comprehension {
                    self.scope().is_async = true;
                }
                self.scope().is_generator = true;
                visitor::walk_expr(self, expr);
            }
            _ => visitor::walk_expr(self, expr),
        }
        self.depth -= 1;
    }
}

fn target_name(e: &Expr) -> String {
    match e {
        Expr::Name(n) => n.id.as_str().to_string(),
        _ => String::new(),
    }
}

/// Analyse a module body.
pub fn analyze(body: &[Stmt]) -> Result<ScopeTable, ScopeError> {
    // `from __future__` imports are allowed only at the start (after a docstring).
    let mut future_ok = HashSet::new();
    for (i, s) in body.iter().enumerate() {
        match s {
            Stmt::ImportFrom(f)
                if f.module
                    .as_ref()
                    .is_some_and(|m| m.as_str() == "__future__") =>
            {
                future_ok.insert(key(f.range));
            }
            Stmt::Expr(e) if i == 0 && matches!(&*e.value, Expr::StringLiteral(_)) => {}
            _ => break,
        }
    }
    let mut a = Analyzer {
        table: ScopeTable {
            scopes: vec![Scope::new(ScopeKind::Module, None)],
            by_range: HashMap::new(),
            future_annotations: false,
        },
        cur: 0,
        depth: 0,
        error: None,
        future_ok,
        first_directive: HashMap::new(),
    };
    for s in body {
        a.visit_stmt(s);
    }
    if let Some(e) = a.error {
        return Err(e);
    }
    let mut t = a.table;
    resolve(&mut t)?;
    Ok(t)
}

/// Decide cells and frees: for each name a scope reads (or declares nonlocal) without binding
/// it, find the nearest enclosing function scope that binds it.
fn resolve(t: &mut ScopeTable) -> Result<(), ScopeError> {
    for i in 1..t.scopes.len() {
        let s = &t.scopes[i];
        let mut wanted: Vec<String> = Vec::new();
        for n in s.used.iter() {
            if !s.bound.contains(n) && !s.globals.contains(n) {
                wanted.push(n.clone());
            }
        }
        for n in s.nonlocals.iter() {
            if !wanted.contains(n) {
                wanted.push(n.clone());
            }
        }
        if s.kind == ScopeKind::Class {
            // Class bodies see enclosing function locals as free variables too.
        }
        for n in wanted {
            let mut path = vec![i];
            let mut p = t.scopes[i].parent;
            let mut found = None;
            while let Some(pi) = p {
                let ps = &t.scopes[pi];
                if ps.kind == ScopeKind::Module {
                    break;
                }
                if ps.kind != ScopeKind::Class {
                    if ps.globals.contains(&n) {
                        break;
                    }
                    if ps.bound.contains(&n) && !ps.nonlocals.contains(&n) {
                        found = Some(pi);
                        break;
                    }
                }
                path.push(pi);
                p = ps.parent;
            }
            if let Some(owner) = found {
                t.scopes[owner].cells.insert(n.clone());
                for &s in &path {
                    t.scopes[s].frees.insert(n.clone());
                }
            } else if let Some(&range) = t.scopes[i].nonlocal_at.get(&n) {
                return Err((format!("no binding for nonlocal '{n}' found"), range));
            }
        }
    }
    Ok(())
}

/// The scope of a node that opens one.
pub fn scope_of(t: &ScopeTable, range: TextRange) -> usize {
    t.by_range.get(&key(range)).copied().unwrap_or(0)
}
