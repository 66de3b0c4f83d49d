//! Saving code with a session (docs/host.md, "Saving and restoring sessions"): functions
//! (closures with shared cells, defaults, attributes, decorated ones), classes (bases,
//! metaclasses, properties, slots, dataclasses, named tuples, enums) and instances survive a
//! save and a restore in a new session, and code run after the restore prints what it
//! prints without one; damaged bytes are errors, never a panic.

use belljar_python::{Limits, Session};

mod save_support;
use save_support::{on_thread, out};

/// `setup` run and saved in one session (on one thread), the bytes.
fn saved(setup: &'static str) -> Vec<u8> {
    on_thread(move || {
        let mut s = Session::new(Limits::default());
        let printed = out(&mut s, setup);
        assert!(!printed.contains("Error"), "{printed}");
        s.save().unwrap_or_else(|e| panic!("{e}"))
    })
}

/// What `check` prints in a session restored (on another thread) from `bytes`.
fn restored(bytes: Vec<u8>, check: &'static str) -> String {
    on_thread(move || {
        let mut s = Session::restore(&bytes, Limits::default()).unwrap_or_else(|e| panic!("{e}"));
        out(&mut s, check)
    })
}

/// What `check` prints after `setup` in one session, with no save in between.
fn unsaved(setup: &'static str, check: &'static str) -> String {
    on_thread(move || {
        let mut s = Session::new(Limits::default());
        out(&mut s, setup);
        out(&mut s, check)
    })
}

/// Save after `setup`, restore, run `check`: it prints what it prints without the save.
fn round_trip(setup: &'static str, check: &'static str) -> String {
    let printed = restored(saved(setup), check);
    assert_eq!(printed, unsaved(setup, check));
    printed
}

const FUNCTIONS: &str = r#"
def add(a, b=10, *rest, scale=1, **kw):
    "Add things."
    return (a + b + sum(rest)) * scale
add.tag = "mine"
square = lambda x: x * x
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    def get():
        return n
    return inc, get
inc, get = counter()
inc(); inc()
def deco(f):
    def wrapper(*a):
        return ("wrapped", f(*a))
    wrapper.__wrapped__ = f
    return wrapper
@deco
def hello(name):
    return "hello " + name
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def gen_squares(n):
    return [square(i) for i in range(n)]
x = 5
def make_adders():
    return [lambda y, i=i: y + i for i in range(3)]
adders = make_adders()
def uses_global():
    global x
    x += 1
    return x
"#;

const FUNCTIONS_CHECK: &str = r#"
print(add(1), add(1, 2, 3, 4, scale=2), add.__doc__, add.tag, add.__name__)
print(add.__defaults__, add(1, scale=3))
print(square(7), square.__name__, square.__qualname__)
print(inc(), get(), inc(), get())
print(hello("you"), hello.__wrapped__("me"), hello.__name__, hello.__qualname__)
print(fib(15), gen_squares(5), [f(10) for f in adders])
print(uses_global(), x)
import math
print(add.__module__)
"#;

#[test]
fn functions_closures_and_decorated_functions_round_trip() {
    let printed = round_trip(FUNCTIONS, FUNCTIONS_CHECK);
    assert!(
        printed.starts_with("11 20 Add things. mine add\n"),
        "{printed}"
    );
    assert!(printed.contains("\n3 3 4 4\n"), "{printed}");
}

const CLASSES: &str = r#"
import dataclasses, collections, enum, functools
class Base:
    kind = "base"
    def __init__(self, v):
        self.v = v
    def describe(self):
        return f"{self.kind}:{self.v}"
    def __repr__(self):
        return f"{type(self).__name__}({self.v!r})"
class Child(Base):
    kind = "child"
    count = 0
    def __init__(self, v, w=0):
        super().__init__(v)
        self.w = w
        Child.count += 1
    @property
    def total(self):
        return self.v + self.w
    @total.setter
    def total(self, t):
        self.w = t - self.v
    @staticmethod
    def smeth(a):
        return a * 2
    @classmethod
    def make(cls, v):
        return cls(v, v)
    def __eq__(self, other):
        return isinstance(other, Child) and self.total == other.total
    def __hash__(self):
        return hash(self.total)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
        self.b = [self]
class MyErr(ValueError):
    def __init__(self, msg, code):
        super().__init__(msg, code)
        self.code = code
class MyDict(dict):
    def total(self):
        return sum(self.values())
class Meta(type):
    def __call__(cls, *a):
        obj = super().__call__(*a)
        obj.via_meta = True
        return obj
class WithMeta(metaclass=Meta):
    def __init__(self, x):
        self.x = x
P = collections.namedtuple("P", "a b")
class Color(enum.Enum):
    RED = 1
    GREEN = 2
c1 = Child(1, 2)
c2 = Child.make(5)
by_child = {c1: "one", c2: "two"}
Child.favourite = c1
s = Slotted()
err = MyErr("bad", 7)
md = MyDict(a=1, b=2)
wm = WithMeta(3)
p = P(1, [2])
col = Color.GREEN
ctr = collections.Counter("abracadabra")
od = collections.OrderedDict([("z", 1), ("a", 2)])
dd = collections.defaultdict(list, {"k": [1]})
part = functools.partial(Child, 10)
bm = c1.describe
"#;

const CLASSES_CHECK: &str = r#"
print(c1, c2, c1.describe(), c2.total, Child.count, Child.favourite is c1)
c1.total = 10
print(c1.w, Child.smeth(4), Child.make(2), by_child[c1], Child(9, 1) in by_child)
print(isinstance(c1, Base), Child.__mro__, type(c1) is Child, Child.__name__)
print(s.a, s.b[0] is s, Slotted.__slots__)
try:
    s.c = 1
except AttributeError as e:
    print("slots:", e)
print(repr(err), err.args, err.code, isinstance(err, ValueError))
try:
    raise err
except ValueError as e:
    print("caught", e.code)
print(md, md.total(), type(md).__name__, md["a"])
print(wm.x, wm.via_meta, WithMeta(4).via_meta, type(WithMeta).__name__)
print(p, p.a, p._fields, p._replace(a=5), p[1] is p.b)
print(col, Color.RED, Color(2) is col, list(Color), col.name, col.value)
print(ctr.most_common(2), od, dd["k"], dd["new"])
print(part(1), bm(), Child.count)
"#;

#[test]
fn classes_and_instances_round_trip() {
    let printed = round_trip(CLASSES, CLASSES_CHECK);
    assert!(
        printed.starts_with("Child(1) Child(5) child:1 10 2 True\n"),
        "{printed}"
    );
    assert!(!printed.contains("Error"), "{printed}");
}

#[test]
fn a_version_1_session_still_restores() {
    let mut bytes = b"BELLJAR-SESSION\n\x01\x00\x00\x00".to_vec();
    bytes.extend_from_slice(
        br#"{"objects": [{"list": [{"int": "1"}, {"ref": 0}]}], "globals": [["a", {"ref": 0}]]}"#,
    );
    assert_eq!(restored(bytes, "print(a[1] is a, a[0])"), "True 1\n");
}

/// `bytes` with one to three bytes past the header changed at random places (a tiny
/// deterministic generator, so a failure repeats), 300 times.
fn damaged(bytes: &[u8], mut seed: u64) -> Vec<Vec<u8>> {
    let header = 20;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut cases = Vec::new();
    for _ in 0..300 {
        let mut b = bytes.to_vec();
        for _ in 0..1 + next() % 3 {
            let at = header + (next() as usize) % (b.len() - header);
            let choices = b"0123456789[]{}\",:abcdefghijklmnopqrstuvwxyz \n()=+*";
            b[at] = choices[(next() as usize) % choices.len()];
        }
        cases.push(b);
    }
    cases
}

/// A session saved while suspended at a tool call (`ask`) made in a loop inside a function.
fn saved_suspended_in_loop() -> Vec<u8> {
    on_thread(|| {
        let mut s = Session::new(Limits::default());
        s.add_tool(belljar::Tool::suspending(
            "ask",
            "Ask.",
            serde_json::json!({}),
        ))
        .unwrap();
        let code = "def h(xs):\n    out = []\n    for x in xs:\n        out.append(ask(x) + 1)\n    return out\nprint(h([1, 2]))";
        match s.start(code) {
            belljar_python::Progress::Pending(_) => s.save().unwrap(),
            belljar_python::Progress::Done(r) => panic!("not suspended: {r:?}"),
        }
    })
}

/// Damaged bytes restore as an error or as a session that runs, never a panic: saved
/// functions, classes, a suspended generator and a suspended tool call, edited at random.
#[test]
fn damaged_sessions_never_panic() {
    let bytes = saved(concat!(
        "def outer(k):\n    def inner(x=k):\n        return [x, k]\n    return inner\n",
        "f = outer(3)\nclass C(dict):\n    def m(self):\n        return len(self)\n",
        "c = C(a=1)\nc.self = c\ng = lambda *a, **k: (a, k)\n",
        "def gen(n):\n    for i in range(n):\n        try:\n            yield i\n        except ValueError:\n            yield -1\n",
        "it = gen(5)\nnext(it)\n",
    ));
    let suspended = saved_suspended_in_loop();
    // Frames whose value stacks were emptied or padded: the stack no longer fits the code.
    let mut doc: serde_json::Value = serde_json::from_slice(&suspended[20..]).unwrap();
    let mut edited = Vec::new();
    for pad in [None, Some(serde_json::json!(7))] {
        for f in doc["suspended"]["frames"].as_array_mut().unwrap() {
            let stack = f["stack"].as_array_mut().unwrap();
            match &pad {
                None => stack.clear(),
                Some(v) => stack.push(v.clone()),
            }
        }
        let mut b = suspended[..20].to_vec();
        b.extend_from_slice(doc.to_string().as_bytes());
        edited.push(b);
    }
    let mut cases = damaged(&bytes, 0x2545_f491_4f6c_dd1d);
    cases.extend(edited);
    cases.extend(damaged(&suspended, 0x9e37_79b9_7f4a_7c15));
    on_thread(move || {
        for b in cases {
            if let Ok(mut s) = Session::restore(&b, Limits::default()) {
                if let Some(p) = s.pending_call() {
                    let _ = s.resume(p.handle, Ok(belljar::Data::Int(1)));
                }
                let _ = s.execute("print(f(), f.__name__, c.m(), c.self is c, g(1, k=2))");
                let _ = s.execute("print(list(it), it.throw(ValueError))");
            }
        }
    });
}

/// A crafted save whose suspended frames do not fit their code — a value stack emptied,
/// too deep, too shallow, a handler the code has not set up there, a next instruction where
/// the code's stack has another depth — is refused on restore (`compile/shape.rs` checks each
/// frame against its code); one whose stack has the right shape but values of the wrong kind
/// (the loop's iterator replaced by an int) is an exception when the frame runs, never a
/// crash; the session stays usable after either.
#[test]
fn crafted_frame_stacks_are_clean_errors() {
    let suspended = saved_suspended_in_loop();
    let doc: serde_json::Value = serde_json::from_slice(&suspended[20..]).unwrap();
    type Edit = fn(&mut serde_json::Value);
    let edits: [(Edit, bool); 7] = [
        (|f| f["stack"].as_array_mut().unwrap().clear(), true),
        (
            |f| {
                f["stack"]
                    .as_array_mut()
                    .unwrap()
                    .push(serde_json::json!(7))
            },
            true,
        ),
        (
            |f| {
                f["stack"].as_array_mut().unwrap().pop();
            },
            true,
        ),
        (
            |f| {
                let depth = f["stack"].as_array().unwrap().len();
                f["blocks"]
                    .as_array_mut()
                    .unwrap()
                    .push(serde_json::json!({"except": [0, depth]}))
            },
            true,
        ),
        (|f| f["pc"] = serde_json::json!(0), true),
        (|f| f["pc"] = serde_json::json!(1), true),
        (
            |f| {
                f["stack"]
                    .as_array_mut()
                    .unwrap()
                    .iter_mut()
                    .for_each(|v| *v = serde_json::json!({"int": "5"}))
            },
            false,
        ),
    ];
    for (i, (edit, refused)) in edits.iter().enumerate() {
        let mut d = doc.clone();
        for f in d["suspended"]["frames"].as_array_mut().unwrap() {
            edit(f);
        }
        let mut b = suspended[..20].to_vec();
        b.extend_from_slice(d.to_string().as_bytes());
        let outcome = on_thread(move || {
            let mut s = match Session::restore(&b, Limits::default()) {
                Ok(s) => s,
                Err(e) => return format!("refused: {e}"),
            };
            let p = s.pending_call().expect("still suspended");
            let ran = match s.resume(p.handle, Ok(belljar::Data::Int(1))) {
                belljar_python::Progress::Done(r) => match r.error {
                    Some(e) => e.summary(),
                    None => format!("ran: {}", r.stdout),
                },
                belljar_python::Progress::Pending(c) => format!("pending again: {c:?}"),
            };
            let after = s.execute("print(6 * 7)");
            assert_eq!(after.stdout, "42\n", "edit {i}: {ran}");
            ran
        });
        if *refused {
            assert!(
                outcome.starts_with("refused: the saved session is damaged: "),
                "edit {i}: {outcome}"
            );
        } else {
            assert!(
                outcome.starts_with("TypeError") || outcome.starts_with("AttributeError"),
                "edit {i}: {outcome}"
            );
        }
    }
}

/// Restores the functions and classes saved at `BELLJAR_SAVED_CODE` and prints what
/// `CLASSES_CHECK` prints; run in a child process by `code_restores_in_another_process`.
#[test]
#[ignore = "run in a child process by code_restores_in_another_process"]
fn child_restores_saved_code() {
    let path = std::env::var("BELLJAR_SAVED_CODE").expect("BELLJAR_SAVED_CODE");
    let bytes = std::fs::read(path).unwrap();
    let printed = restored(bytes, CLASSES_CHECK);
    let expected = std::env::var("BELLJAR_EXPECTED").unwrap();
    assert_eq!(printed, expected);
}

#[test]
fn code_restores_in_another_process() {
    let path = std::env::temp_dir().join(format!("belljar-save-code-{}.bin", std::process::id()));
    std::fs::write(&path, saved(CLASSES)).unwrap();
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "child_restores_saved_code",
            "--test-threads=1",
        ])
        .env("BELLJAR_SAVED_CODE", &path)
        .env("BELLJAR_EXPECTED", unsaved(CLASSES, CLASSES_CHECK))
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8_lossy(&status.stdout);
    assert!(status.status.success(), "{text}");
    assert!(text.contains("1 passed"), "{text}");
}

const NATIVE: &str = r#"
import dataclasses, re, random, datetime, collections
@dataclasses.dataclass(order=True)
class Item:
    name: str
    qty: int = 1
    tags: list = dataclasses.field(default_factory=list)
    def total(self, price):
        return self.qty * price
items = [Item("a", 2), Item("b")]
pat = re.compile(r"(\w+)@(\w+)\.com", re.I)
rng = random.Random(42)
rng.random()
z = complex(1.5, -2)
buf = bytearray(b"abc")
views = (buf, buf)
r = range(2, 20, 3)
sl = slice(1, None, 2)
d = {"a": 1}
ks = d.keys()
when = datetime.datetime(2024, 2, 29, 12, 30)
delta = datetime.timedelta(days=3, seconds=5)
dq = collections.deque([1, 2], maxlen=3)
import decimal
price = decimal.Decimal("19.90")
"#;

const NATIVE_CHECK: &str = r#"
print(items, items[0].total(3), sorted(items, reverse=True)[0].name, Item("c").tags)
print(dataclasses.fields(Item)[1].default, dataclasses.asdict(items[0]))
print(pat.findall("Bob@Example.com x@y.com"), pat.flags & re.I)
print(rng.random(), rng.randint(1, 100))
print(z * 2, z.imag, buf + b"d", views[0] is views[1] is buf)
buf.append(100); print(views[1])
print(list(r), r[2], [0, 1, 2, 3, 4][sl])
d["b"] = 2; print(ks, len(ks))
print(when + delta, (when + delta).strftime("%A"), delta.total_seconds())
dq.extend([3, 4]); print(dq)
print(price * 3, repr(price), price.quantize(decimal.Decimal("1")))
"#;

#[test]
fn dataclasses_patterns_and_other_native_objects_round_trip() {
    let printed = round_trip(NATIVE, NATIVE_CHECK);
    assert!(!printed.contains("Error"), "{printed}");
    assert!(
        printed.contains("[('Bob', 'Example'), ('x', 'y')] re.IGNORECASE\n"),
        "{printed}"
    );
}

const MODULE_STATE: &str = r#"
import random, re, io, decimal, json, string
random.seed(3)
random.random()
gen = random.Random(5)
m = re.search(r"(?P<user>\w+)@(\w+)?(x)?", "mail bob@example here")
bm = re.match(rb"(a)(b)?", bytearray(b"ab"))
s = io.StringIO("line1\nline2\n")
s.readline()
b = io.BytesIO(b"abc")
b.read(1)
ctx = decimal.Context(prec=5, rounding=decimal.ROUND_DOWN, traps=[decimal.Overflow])
decimal.getcontext().prec = 6
decimal.getcontext().rounding = decimal.ROUND_FLOOR
decimal.Decimal(1) / 3
cur = decimal.getcontext()
decimal.BasicContext.prec = 4
json.dumps = lambda o: "patched"
del string.capwords
"#;

const MODULE_STATE_CHECK: &str = r#"
print(random.random(), random.randint(1, 10**6), gen.random())
print(m.group(0), m.groups(), m.groupdict(), m.span(2), m.lastgroup, m.lastindex)
print(m.re.pattern, m.pos, m.endpos, m.string, m, m.expand(r"\2:\g<user>"))
print(bm.groups(), bm.regs, bm.string)
print(repr(s.readline()), repr(s.getvalue()), s.tell(), b.read(), b.tell())
print(ctx, ctx.flags[decimal.Inexact])
print(decimal.getcontext(), cur is decimal.getcontext(), decimal.Decimal(2) / 3)
print(decimal.BasicContext.prec, decimal.DefaultContext.prec, json.dumps(1))
print(hasattr(string, "capwords"), string.ascii_lowercase)
"#;

#[test]
fn matches_streams_contexts_and_module_state_round_trip() {
    let printed = round_trip(MODULE_STATE, MODULE_STATE_CHECK);
    assert!(!printed.contains("Error"), "{printed}");
    for want in [
        "0.5442292252959519 387927 0.6229016948897019\n",
        "bob@example ('bob', 'example', None) {'user': 'bob'} (9, 16) None 2\n",
        "<re.Match object; span=(5, 16), match='bob@example'> example:bob\n",
        "(b'a', b'b') ((0, 2), (0, 1), (1, 2)) bytearray(b'ab')\n",
        "'line2\\n' 'line1\\nline2\\n' 12 b'bc' 3\n",
        "Context(prec=5, rounding=ROUND_DOWN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[Overflow]) False\n",
        "Context(prec=6, rounding=ROUND_FLOOR, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[Inexact, Rounded], traps=[InvalidOperation, DivisionByZero, Overflow]) True 0.666666\n",
        "4 28 patched\nFalse abcdefghijklmnopqrstuvwxyz\n",
    ] {
        assert!(printed.contains(want), "{want}\n---\n{printed}");
    }
}

const GENERATORS: &str = r#"
def count_up(n):
    total = 0
    try:
        for i in range(n):
            got = yield i
            if got:
                total += got
    finally:
        print("closing count_up", total)
    return total
fresh = count_up(3)
started = count_up(5)
next(started); next(started)
sent = count_up(4)
next(sent); sent.send(10)
done = count_up(1)
for _ in done:
    pass
squares = (x * x for x in range(6))
next(squares)
def delegating():
    r = yield from count_up(2)
    yield ("returned", r)
deleg = delegating()
next(deleg)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
first = [next(f) for _ in range(5)]
import itertools
cnt = itertools.count(5)
next(cnt)
chained = itertools.chain([1, 2], (c for c in "ab"))
next(chained); next(chained); next(chained)
it = iter([10, 20, 30])
next(it)
en = enumerate("xyz", 1)
next(en)
keys = iter({"a": 1, "b": 2, "c": 3})
next(keys)
members = iter({7, 8, 9})
seen = next(members)
text = iter("héllo")
next(text); next(text)
async def co(x):
    return x * 2
coro = co(21)
"#;

const GENERATORS_CHECK: &str = r#"
print(list(fresh))
print(next(started), started.send(7), list(started))
print(list(sent))
print(list(done), next(squares), list(squares))
print(list(deleg))
print(first, next(f), next(f))
print(next(cnt), list(chained), list(it), list(en), list(keys), len(list(members)) == 2)
print("".join(text))
try:
    coro.send(None)
except StopIteration as e:
    print("coroutine returned", e.value)
"#;

#[test]
fn generators_round_trip_fresh_suspended_and_exhausted() {
    let printed = round_trip(GENERATORS, GENERATORS_CHECK);
    assert!(!printed.contains("Error"), "{printed}");
    assert!(
        printed.contains("[0, 1, 4, 9, 16, 25]") || printed.contains("1 [4, 9, 16, 25]"),
        "{printed}"
    );
}

/// A session suspended at a tool call deep inside functions, a method, a `try` and a
/// generator driven by `for` is saved, restored in a new session and resumed there with a
/// value, then (another save) with an error.
#[test]
fn a_suspended_tool_call_survives_save_and_restore() {
    use belljar::{Data, Tool, ToolError};
    use belljar_python::Progress;
    const CODE: &str = r#"
class Agent:
    def __init__(self, name):
        self.name = name
    def ask_all(self, qs):
        out = []
        for q in self.questions(qs):
            try:
                out.append((q, ask(q, who=self.name)))
            except ValueError as e:
                out.append((q, "refused: " + str(e)))
        return out
    def questions(self, qs):
        for q in qs:
            yield q.upper()
print("before")
a = Agent("bob")
answers = a.ask_all(["x", "y"])
print(answers)
answers
"#;
    let tool = || Tool::suspending("ask", "Ask.", serde_json::json!({}));
    let bytes = on_thread(move || {
        let mut s = Session::new(Limits::default());
        s.add_tool(tool()).unwrap();
        match s.start(CODE) {
            Progress::Pending(p) => {
                assert_eq!(p.call.name, "ask");
                assert_eq!(p.call.args, vec![Data::str("X")]);
            }
            Progress::Done(r) => panic!("not suspended: {r:?}"),
        }
        s.save().unwrap_or_else(|e| panic!("{e}"))
    });
    let bytes = on_thread(move || {
        let mut s = Session::restore(&bytes, Limits::default()).unwrap_or_else(|e| panic!("{e}"));
        s.add_tool(tool()).unwrap();
        let p = s.pending_call().expect("still pending");
        assert_eq!(p.call.args, vec![Data::str("X")]);
        assert_eq!(p.call.kwargs, vec![("who".to_string(), Data::str("bob"))]);
        match s.resume(p.handle, Ok(Data::Int(1))) {
            Progress::Pending(p) => assert_eq!(p.call.args, vec![Data::str("Y")]),
            Progress::Done(r) => panic!("not suspended again: {r:?}"),
        }
        s.save().unwrap_or_else(|e| panic!("{e}"))
    });
    let (stdout, value) = on_thread(move || {
        let mut s = Session::restore(&bytes, Limits::default()).unwrap_or_else(|e| panic!("{e}"));
        s.add_tool(tool()).unwrap();
        let p = s.pending_call().expect("still pending");
        match s.resume(p.handle, Err(ToolError::new("ValueError", "no"))) {
            Progress::Done(r) => {
                assert!(r.error.is_none(), "{r:?}");
                let printed = out(&mut s, "print(a.name, len(answers))");
                (r.stdout + &printed, r.value.map(|v| v.repr))
            }
            Progress::Pending(_) => panic!("suspended again"),
        }
    });
    assert_eq!(stdout, "before\n[('X', 1), ('Y', 'refused: no')]\nbob 2\n");
    assert_eq!(value.as_deref(), Some("[('X', 1), ('Y', 'refused: no')]"));
}

/// A tool call suspended inside a binary operator's method (whose operands wait on the
/// caller's stack) and inside a method called through `super()`: saved, restored and
/// resumed, the operator finishes as it would have, `NotImplemented` included.
#[test]
fn a_tool_call_inside_an_operator_method_survives_save_and_restore() {
    use belljar::{Data, Tool};
    use belljar_python::Progress;
    const CODE: &str = r#"
class Base:
    def scale(self, k):
        return ask("scale") * k
class Money(Base):
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        if ask("add") == "decline":
            return NotImplemented
        return Money(self.v + other.v + super().scale(2))
class Other:
    def __radd__(self, left):
        return ("radd", left.v)
total = Money(1) + Money(2)
print(total.v, Money(5) + Other())
"#;
    let tool = || Tool::suspending("ask", "Ask.", serde_json::json!({}));
    // Each answer is given in a freshly restored session.
    let mut bytes = on_thread(move || {
        let mut s = Session::new(Limits::default());
        s.add_tool(tool()).unwrap();
        match s.start(CODE) {
            Progress::Pending(p) => assert_eq!(p.call.args, vec![Data::str("add")]),
            Progress::Done(r) => panic!("not suspended: {r:?}"),
        }
        s.save().unwrap_or_else(|e| panic!("{e}"))
    });
    let answers = [
        (Data::str("go"), Some("scale")),
        (Data::Int(10), Some("add")),
        (Data::str("decline"), None),
    ];
    let mut stdout = String::new();
    for (answer, next) in answers {
        let (b, printed) = on_thread(move || {
            let mut s =
                Session::restore(&bytes, Limits::default()).unwrap_or_else(|e| panic!("{e}"));
            s.add_tool(tool()).unwrap();
            let p = s.pending_call().expect("still pending");
            match (s.resume(p.handle, Ok(answer)), next) {
                (Progress::Pending(p), Some(name)) => {
                    assert_eq!(p.call.args, vec![Data::str(name)]);
                    (s.save().unwrap_or_else(|e| panic!("{e}")), String::new())
                }
                (Progress::Done(r), None) => {
                    assert!(r.error.is_none(), "{r:?}");
                    (Vec::new(), r.stdout)
                }
                _ => panic!("unexpected progress"),
            }
        });
        bytes = b;
        stdout += &printed;
    }
    assert_eq!(stdout, "23 ('radd', 5)\n");
}

/// Every corpus program's session saves, or refuses with the value it cannot save; what
/// saves restores in a new session with the same globals, whose plain data reads back the
/// same.
#[test]
fn corpus_sessions_save_and_restore() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    files.sort();
    let summary = on_thread(move || {
        let limits = Limits {
            timeout: Some(std::time::Duration::from_secs(5)),
            ..Limits::default()
        };
        let (mut saved, mut refused) = (0, 0);
        for path in files {
            let src = std::fs::read_to_string(&path).unwrap();
            let mut s = Session::new(limits.clone());
            s.execute(&src);
            let bytes = match s.save() {
                Ok(b) => b,
                Err(
                    belljar_python::SaveError::Unsupported { .. }
                    | belljar_python::SaveError::Refused { .. },
                ) => {
                    refused += 1;
                    continue;
                }
                Err(e) => panic!("{}: {e}", path.display()),
            };
            let mut r = Session::restore(&bytes, limits.clone())
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(r.variable_names(), s.variable_names(), "{}", path.display());
            // The plain-data globals read back the same.
            for name in s.variable_names() {
                // (Compared as text: NaN is not equal to itself.)
                if let Ok(Some(v)) = s.get_variable(&name) {
                    let again = r.get_variable(&name).ok().flatten().map(|d| unordered(&d));
                    assert_eq!(
                        format!("{again:?}"),
                        format!("{:?}", Some(unordered(&v))),
                        "{}",
                        path.display()
                    );
                }
            }
            saved += 1;
        }
        (saved, refused)
    });
    // (1099 save and 18 refuse when this was written: re.Match, io streams, hashes,
    // decimal contexts, struct.Struct, zlib streams, bytearray iterators, abc caches; since
    // then re.Match, io streams, decimal contexts, hashes, struct.Struct and zlib streams
    // save.)
    eprintln!("corpus sessions: (saved, refused) = {summary:?}");
    assert!(summary.0 > 1000, "{summary:?}");
}

/// `d` with the items of every set and frozenset in a fixed order: a restored set may iterate
/// in another order (its table is rebuilt), which is not a difference.
fn unordered(d: &belljar::Data) -> belljar::Data {
    use belljar::Data;
    let sorted = |items: &[Data]| {
        let mut v: Vec<Data> = items.iter().map(unordered).collect();
        v.sort_by_key(|x| format!("{x:?}"));
        v
    };
    match d {
        Data::Set(items) => Data::Set(sorted(items)),
        Data::FrozenSet(items) => Data::FrozenSet(sorted(items)),
        Data::List(items) => Data::List(items.iter().map(unordered).collect()),
        Data::Tuple(items) => Data::Tuple(items.iter().map(unordered).collect()),
        Data::Dict(items) => Data::Dict(
            items
                .iter()
                .map(|(k, v)| (unordered(k), unordered(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}
