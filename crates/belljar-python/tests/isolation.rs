//! Isolation: the classic sandbox escapes all fail with the exception CPython raises for a
//! missing name, attribute or module; reading harmless dunders still works.

use belljar_python::{Limits, run_script};

fn run(src: &str) -> (String, String, i32) {
    let out = run_script(src, "iso.py", &Limits::default());
    (out.stdout, out.stderr, out.exit_code)
}

fn fails_with(expr: &str, kind: &str) {
    let src = format!(
        "try:\n    r = {expr}\n    print('REACHED', r)\nexcept Exception as e:\n    print(type(e).__name__)\n"
    );
    let (out, err, _) = run(&src);
    assert_eq!(out, format!("{kind}\n"), "{expr}: {out}{err}");
}

#[test]
fn subclasses_walks_fail() {
    fails_with("().__class__.__base__.__subclasses__()", "AttributeError");
    fails_with(
        "[x for x in ()].__class__.__base__.__subclasses__()",
        "AttributeError",
    );
    fails_with("object.__subclasses__()", "AttributeError");
    fails_with("type.__subclasses__(object)", "AttributeError");
    fails_with("getattr(object, '__subclasses__')", "AttributeError");
    fails_with(
        "getattr((), '__cl' + 'ass__').__base__.__subclasses__",
        "AttributeError",
    );
}

#[test]
fn format_attribute_walks_fail() {
    fails_with(
        "'{0.__class__.__base__.__subclasses__}'.format(1)",
        "AttributeError",
    );
    fails_with("'{0.__globals__}'.format(lambda: 0)", "AttributeError");
    fails_with("'{0.__init__.__globals__}'.format(1)", "AttributeError");
}

#[test]
fn functions_frames_and_code_are_unreachable() {
    fails_with("(lambda: 0).__globals__", "AttributeError");
    fails_with("(lambda: 0).__code__", "AttributeError");
    fails_with("(lambda: 0).__closure__", "AttributeError");
    fails_with("(lambda: 0).__builtins__", "AttributeError");
    fails_with("(x for x in []).gi_frame", "AttributeError");
    fails_with("(x for x in []).gi_code", "AttributeError");
    fails_with("print.__self__", "AttributeError");
    fails_with("len.__self__", "AttributeError");
    fails_with("int.__dict__", "AttributeError");
    fails_with("object.__dict__", "AttributeError");
    fails_with("getattr(len, '__self__')", "AttributeError");
    let (out, _, _) = run("try:\n    1/0\nexcept Exception as e:\n    print(e.__traceback__)\n");
    assert_eq!(out, "None\n");
}

#[test]
fn host_reaching_builtins_do_not_exist() {
    for name in [
        "open",
        "eval",
        "exec",
        "compile",
        "__import__",
        "globals",
        "locals",
        "breakpoint",
        "__builtins__",
        "memoryview",
        "help",
    ] {
        fails_with(name, "NameError");
    }
}

#[test]
fn host_modules_do_not_exist() {
    for m in [
        "os",
        "subprocess",
        "socket",
        "sys.modules",
        "importlib",
        "ctypes",
        "builtins",
        "pathlib",
    ] {
        let src = format!(
            "try:\n    import {m}\nexcept ImportError as e:\n    print(type(e).__name__, e)\n"
        );
        let (out, _, _) = run(&src);
        let first = m.split('.').next().unwrap();
        assert!(
            out == format!("ModuleNotFoundError No module named '{first}'\n")
                || out == format!("ModuleNotFoundError No module named '{m}'\n")
                || out
                    == format!(
                        "ModuleNotFoundError No module named '{m}'; '{first}' is not a package\n"
                    ),
            "{m}: {out}"
        );
    }
    let (out, _, _) = run("import sys\nprint(hasattr(sys, 'modules'))\n");
    assert_eq!(out, "False\n");
    // `io` is the in-memory streams only: nothing that opens a file or a descriptor.
    let (out, _, _) = run(
        "import io\nprint([n for n in ('open', 'open_code', 'FileIO', 'TextIOWrapper', \
         'BufferedReader', 'BufferedWriter', 'BufferedRandom', 'RawIOBase') if hasattr(io, n)])\n",
    );
    assert_eq!(out, "[]\n");
}

#[test]
fn harmless_dunders_and_user_dunders_work() {
    let (out, err, _) = run(
        "class A:\n    '''doc'''\n    def __len__(self):\n        return 2\nprint(A.__name__, A().__class__.__name__, A.__doc__, len(A()), (1).__class__, len.__name__)\n",
    );
    assert_eq!(out, "A A doc 2 <class 'int'> len\n", "{err}");
}

/// Module attributes can be assigned (as in CPython), but each session has its own module
/// objects: a session that patches `json.dumps` or rebinds `sys.stdout` does not change what
/// another session on the same thread sees.
#[test]
fn module_attribute_assignment_stays_in_its_session() {
    let mut a = belljar_python::Session::new(Limits::default());
    let mut b = belljar_python::Session::new(Limits::default());
    let out = a.run_script(
        "import json, sys, io\nreal = sys.stdout\nbuf = io.StringIO()\n\
         json.dumps = lambda o: 'patched'\nsys.stdout = buf\nprint('hidden')\n",
        "a.py",
    );
    assert_eq!(
        (out.stdout.as_str(), out.exit_code),
        ("", 0),
        "{}",
        out.stderr
    );
    let out = b.run_script("import json\nprint(json.dumps([1]))\n", "b.py");
    assert_eq!(out.stdout, "[1]\n", "{}", out.stderr);
    let out = a.run_script(
        "import json, sys\nsys.stdout = real\nprint(json.dumps(0), repr(buf.getvalue()))\n",
        "a2.py",
    );
    assert_eq!(out.stdout, "patched 'hidden\\n'\n", "{}", out.stderr);
}

/// A module written in Python is compiled once per thread and its code shared by the sessions
/// after, but each session runs it in a namespace of its own: what one session does to the
/// module's state (`csv`'s dialect registry, `typing`'s names) another never sees, in either
/// order, and tracebacks through the module's functions still show its source lines.
#[test]
fn compiled_python_modules_share_code_not_state() {
    let mut a = belljar_python::Session::new(Limits::default());
    let out = a.run_script(
        "import csv, typing\ncsv.register_dialect('semi', delimiter=';')\n\
         typing.Any = 'patched'\nprint(sorted(csv.list_dialects()), typing.Any)\n",
        "a.py",
    );
    assert_eq!(
        out.stdout, "['excel', 'excel-tab', 'semi', 'unix'] patched\n",
        "{}",
        out.stderr
    );
    let mut b = belljar_python::Session::new(Limits::default());
    let out = b.run_script(
        "import csv, typing\nprint(sorted(csv.list_dialects()), typing.Any)\n\
         csv.get_dialect('semi')\n",
        "b.py",
    );
    assert_eq!(out.stdout, "['excel', 'excel-tab', 'unix'] typing.Any\n");
    assert!(
        out.stderr.contains("_csv.Error: unknown dialect")
            && out.stderr.contains("File \"<frozen csv>\""),
        "{}",
        out.stderr
    );
    let out = a.run_script("print(sorted(csv.list_dialects()), typing.Any)\n", "a2.py");
    assert_eq!(
        out.stdout, "['excel', 'excel-tab', 'semi', 'unix'] patched\n",
        "{}",
        out.stderr
    );
}
