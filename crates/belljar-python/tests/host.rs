//! The host surface (docs/host.md): variables in and out as plain data, tools the code calls
//! (errors raised as exceptions the code can catch, names it cannot rebind, `final_answer`
//! replaced), the import policy's messages, and many sessions on threads with cancellation
//! from another thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, Data, ExecOptions, Executor, Status, Tool, ToolError};
use belljar_python::{HostError, ImportPolicy, InterpreterExecutor, Limits, Session};
use serde_json::json;

/// Run `f` with a fresh session on a thread with the interpreter's stack.
fn with_session<T: Send + 'static>(f: impl FnOnce(&mut Session) -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(belljar_python::session::STACK_SIZE)
        .spawn(move || {
            belljar_python::vm::nest::thread_stack(belljar_python::session::STACK_SIZE);
            let mut s = Session::new(Limits::default());
            f(&mut s)
        })
        .unwrap()
        .join()
        .unwrap()
}

/// `(stdout, error summary)` of one execution.
fn run(s: &mut Session, code: &str) -> (String, Option<String>) {
    let r = s.execute(code);
    (r.stdout, r.error.map(|e| e.summary()))
}

fn add_tool() -> Tool {
    Tool::new(
        "add",
        "Add two numbers.",
        json!({"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}}),
        |call| {
            let mut nums: Vec<Data> = call.args.clone();
            nums.extend(call.kwargs.iter().map(|(_, v)| v.clone()));
            match nums.as_slice() {
                [Data::Int(a), Data::Int(b)] => Ok(Data::Int(a + b)),
                _ => Err(ToolError::new("TypeError", "add() takes two ints")),
            }
        },
    )
}

#[test]
fn variables_round_trip_as_plain_data() {
    with_session(|s| {
        let value = Data::Dict(vec![
            (Data::str("n"), Data::Int(3)),
            (
                Data::str("big"),
                Data::BigInt("-123456789012345678901234567890".into()),
            ),
            (Data::str("nan"), Data::Float(f64::NAN)),
            (Data::str("inf"), Data::Float(f64::NEG_INFINITY)),
            (Data::str("b"), Data::Bytes(b"\x00hi".to_vec())),
            (
                Data::Tuple(vec![Data::Int(1), Data::None]),
                Data::List(vec![Data::Bool(true), Data::Float(0.5)]),
            ),
        ]);
        s.set_variable("cfg", &value).unwrap();
        let (out, err) = run(
            s,
            "print(cfg['big'] * 2, cfg['nan'] != cfg['nan'], cfg['inf'], cfg['b'], cfg[(1, None)])\n\
             result = {'total': cfg['n'] + 1, 'big': 2 ** 70, 'f': float('nan'), 't': (1, 'x')}",
        );
        assert_eq!(err, None);
        assert_eq!(
            out,
            "-246913578024691357802469135780 True -inf b'\\x00hi' [True, 0.5]\n"
        );
        let back = s.get_variable("cfg").unwrap().unwrap();
        match (&back, &value) {
            (Data::Dict(a), Data::Dict(b)) => {
                assert_eq!(a.len(), b.len());
                for ((ka, va), (kb, vb)) in a.iter().zip(b) {
                    assert_eq!(ka, kb);
                    match (va, vb) {
                        (Data::Float(x), Data::Float(y)) if y.is_nan() => assert!(x.is_nan()),
                        _ => assert_eq!(va, vb),
                    }
                }
            }
            _ => panic!("{back:?}"),
        }
        let result = s.get_variable("result").unwrap().unwrap();
        let Data::Dict(items) = &result else {
            panic!("{result:?}")
        };
        assert_eq!(items[0], (Data::str("total"), Data::Int(4)));
        assert_eq!(
            items[1],
            (
                Data::str("big"),
                Data::BigInt("1180591620717411303424".into())
            )
        );
        assert!(matches!(items[2].1, Data::Float(f) if f.is_nan()));
        assert_eq!(items[3].1, Data::Tuple(vec![Data::Int(1), Data::str("x")]));
        // JSON has no form for the big int and the NaN: said, not changed.
        assert!(result.to_json().is_err());
        assert_eq!(s.get_variable("missing").unwrap(), None);
        run(s, "def f(): pass\nclass C: pass\nobj = C()");
        assert_eq!(
            s.get_variable("obj").unwrap_err().to_string(),
            "variable 'obj' is not plain data: it holds a C object"
        );
        assert!(matches!(
            s.get_variable("f"),
            Err(HostError::NotData { .. })
        ));
        assert!(matches!(
            s.set_variable("not a name", &Data::None),
            Err(HostError::InvalidName(_))
        ));
        assert!(matches!(
            s.set_variable("x", &Data::Dict(vec![(Data::List(vec![]), Data::None)])),
            Err(HostError::Conversion(m)) if m == "TypeError: unhashable type: 'list'"
        ));
        let names = s.variable_names();
        assert!(
            names.starts_with(&["cfg".to_string(), "result".to_string()]),
            "{names:?}"
        );
    });
}

#[test]
fn tools_are_called_with_args_and_kwargs_and_their_errors_are_exceptions() {
    with_session(|s| {
        s.add_tool(add_tool()).unwrap();
        s.add_tool(Tool::new("lookup", "Look a key up.", json!(null), |call| {
            Err(ToolError::new(
                "KeyError",
                format!("no entry for {:?}", call.args.first()),
            ))
        }))
        .unwrap();
        s.add_tool(Tool::new("fetch", "Fetch a page.", json!(null), |_| {
            Err(ToolError::new("RateLimited", "slow down"))
        }))
        .unwrap();
        let (out, err) = run(
            s,
            "print(add(2, 3), add(a=1, b=2), add(1, b=5))\n\
             try:\n    add('x', 1)\nexcept TypeError as e:\n    print('caught', type(e).__name__, e)\n\
             try:\n    lookup('k')\nexcept KeyError as e:\n    print('caught', repr(e))\n\
             try:\n    fetch()\nexcept Exception as e:\n    print('caught', type(e).__name__, e, isinstance(e, Exception))\n\
             print(add, add.__name__, callable(add), type(add).__name__)\n\
             print(add.__doc__.splitlines()[0], add.parameters['properties']['a'])\n\
             try:\n    add(object(), 1)\nexcept TypeError as e:\n    print(e)\n",
        );
        assert_eq!(err, None, "{out}");
        assert_eq!(
            out,
            "5 3 6\n\
             caught TypeError add() takes two ints\n\
             caught KeyError('no entry for Some(Str(\"k\"))')\n\
             caught RateLimited slow down True\n\
             <tool 'add'> add True tool\n\
             Add two numbers. {'type': 'number'}\n\
             tool 'add' takes plain data (None, bool, int, float, str, bytes, and lists, tuples and dicts of those); argument 1 is 'object' object\n"
        );
        // Uncaught, a tool's error reads like any other exception.
        let r = s.execute("x = 1\nfetch()");
        let e = r.error.unwrap();
        assert_eq!(
            (e.kind.as_str(), e.message.as_str(), e.line),
            ("RateLimited", "slow down", Some(2))
        );
    });
}

#[test]
fn code_cannot_rebind_or_delete_a_tool() {
    with_session(|s| {
        s.add_tool(add_tool()).unwrap();
        let msg =
            "TypeError: cannot assign to name 'add': doing this would erase the existing tool";
        for code in [
            "add = 5",
            "def add(a, b):\n    return 0",
            "for add in range(3):\n    pass",
            "del add",
            "import math as add",
            "class add: pass",
            "def f():\n    global add\n    add = 1\nf()",
        ] {
            let (_, err) = run(s, code);
            assert_eq!(err.as_deref(), Some(msg), "{code}");
            assert_eq!(run(s, "print(add(1, 1))").0, "2\n", "{code}");
        }
        // Other names may hold the tool and be rebound; locals may shadow it.
        let (out, err) = run(
            s,
            "plus = add\nplus = 3\ndef g():\n    add = 'local'\n    return add\nprint(plus, g(), add(2, 2))",
        );
        assert_eq!((out.as_str(), err), ("3 local 4\n", None));
        assert!(matches!(
            s.set_variable("add", &Data::Int(1)),
            Err(HostError::ToolName(_))
        ));
    });
}

#[test]
fn final_answer_ends_the_execution_and_can_be_replaced() {
    with_session(|s| {
        let r = s.execute(
            "try:\n    final_answer({'a': [1, 2.5]})\nexcept BaseException:\n    print('swallowed')\nfinally:\n    print('finally')",
        );
        assert!(r.is_final_answer);
        assert_eq!(r.final_answer, Some(json!({"a": [1, 2.5]})));
        assert_eq!(r.final_answer_repr.as_deref(), Some("{'a': [1, 2.5]}"));
        // Neither the handler nor the `finally` block runs: nothing can swallow the answer.
        assert_eq!(r.stdout, "");
        let r = s.execute("final_answer(float('nan'))");
        assert_eq!(r.final_answer, Some(json!("nan")));
        assert_eq!(r.final_answer_repr.as_deref(), Some("nan"));

        let calls = Arc::new(AtomicUsize::new(0));
        let seen = calls.clone();
        s.add_tool(Tool::new(
            "final_answer",
            "Give the answer.",
            json!(null),
            move |call| {
                seen.fetch_add(1, Ordering::SeqCst);
                match call.args.first() {
                    Some(Data::Int(n)) if *n >= 0 => Ok(Data::str(format!("answer: {n}"))),
                    _ => Err(ToolError::new(
                        "ValueError",
                        "the answer must be a non-negative int",
                    )),
                }
            },
        ))
        .unwrap();
        let r = s.execute(
            "try:\n    final_answer(-1)\nexcept ValueError as e:\n    print('retry:', e)\n    final_answer(42)\nprint('not reached')",
        );
        assert_eq!(r.stdout, "retry: the answer must be a non-negative int\n");
        assert!(r.is_final_answer);
        assert_eq!(r.final_answer, Some(json!("answer: 42")));
        assert_eq!(calls.load(Ordering::SeqCst), 2);
    });
}

#[test]
fn the_import_policy_refuses_and_missing_modules_point_elsewhere() {
    with_session(|s| {
        s.set_import_policy(ImportPolicy::only(["math", "json"]).deny("json"));
        let (out, err) = run(s, "import math\nprint(math.sqrt(16))");
        assert_eq!((out.as_str(), err), ("4.0\n", None));
        let (_, err) = run(s, "import json");
        assert_eq!(
            err.as_deref(),
            Some("ImportError: import of 'json' is not allowed; allowed modules: math")
        );
        let (_, err) = run(s, "from random import choice");
        assert_eq!(
            err.as_deref(),
            Some("ImportError: import of 'random' is not allowed; allowed modules: math")
        );
        let (_, err) = run(s, "import numpy as np");
        assert_eq!(
            err.as_deref(),
            Some(
                "ModuleNotFoundError: No module named 'numpy' (the interpreter backend has no \
                 such module: it has only math; code that needs other modules, such as numpy \
                 or pandas, runs on the process backend)"
            )
        );
        // A module the code may not import is still used by the modules it may.
        s.set_import_policy(ImportPolicy::allow_all().deny("math").deny("collections"));
        let (out, err) = run(
            s,
            "import random\nrandom.seed(1)\nprint(round(random.gauss(0, 1), 3))",
        );
        assert_eq!(err, None);
        assert!(out.trim().parse::<f64>().is_ok(), "{out}");
        for code in [
            "import math",
            "from collections import abc",
            "import collections.abc",
            "from math import *",
        ] {
            let (_, err) = run(s, code);
            assert!(
                err.as_deref()
                    .is_some_and(|e| e.starts_with("ImportError: import of '")),
                "{code}: {err:?}"
            );
        }
        // Every import form still works for what is allowed.
        s.set_import_policy(ImportPolicy::allow_all());
        let (out, err) = run(
            s,
            "import json as j\nfrom math import (sqrt, pi)\nfrom string import *\nprint(j.dumps([1]), sqrt(4), ascii_lowercase[:3])",
        );
        assert_eq!((out.as_str(), err), ("[1] 2.0 abc\n", None));
    });
}

#[test]
fn scripts_keep_cpythons_message_for_a_missing_module() {
    let out = belljar_python::run_script("import numpy\n", "t.py", &Limits::default());
    assert!(
        out.stderr
            .ends_with("ModuleNotFoundError: No module named 'numpy'\n"),
        "{}",
        out.stderr
    );
}

fn block(code: &str) -> CodeBlock {
    CodeBlock::new("python", code)
}

#[tokio::test]
async fn the_executor_carries_tools_variables_and_policy_across_restart() {
    let mut ex = InterpreterExecutor::new(Limits::default())
        .with_tool(add_tool())
        .with_import_policy(ImportPolicy::only(["math"]))
        .with_variable("start", Data::Int(40))
        .unwrap();
    let opts = ExecOptions::default();
    let tok = CancellationToken::new();
    let r = ex
        .execute(&block("x = add(start, 2)\nx"), &opts, &tok)
        .await;
    assert_eq!(r.value.unwrap().repr, "42");
    assert_eq!(ex.get_variable("x").await.unwrap(), Some(Data::Int(42)));
    ex.set_variable("y", Data::str("hi")).await.unwrap();
    let r = ex.execute(&block("y * 2"), &opts, &tok).await;
    assert_eq!(r.value.unwrap().repr, "'hihi'");
    let r = ex.execute(&block("import json"), &opts, &tok).await;
    assert_eq!(r.error.unwrap().kind, "ImportError");
    ex.restart().await.unwrap();
    assert_eq!(ex.get_variable("x").await.unwrap(), None);
    let r = ex.execute(&block("add(start, 1)"), &opts, &tok).await;
    assert_eq!(r.value.unwrap().repr, "41");
    ex.close().await.unwrap();

    // The same on the caller's thread.
    let mut ex = InterpreterExecutor::on_caller_thread(Limits::default()).with_tool(add_tool());
    ex.set_variable("z", Data::Int(1)).await.unwrap();
    let r = ex.execute(&block("add(z, z)"), &opts, &tok).await;
    assert_eq!(r.value.unwrap().repr, "2");
}

#[test]
fn many_sessions_run_at_once_on_threads_and_one_is_cancelled_from_another_thread() {
    // One runtime thread is enough: each session runs on an interpreter thread of its own.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let tok = CancellationToken::new();
        let stuck = {
            let tok = tok.clone();
            tokio::spawn(async move {
                let mut ex = InterpreterExecutor::new(Limits {
                    timeout: None,
                    ..Limits::default()
                });
                let opts = ExecOptions::default();
                ex.execute(&block("while True:\n    pass"), &opts, &tok)
                    .await
            })
        };
        let mut workers = Vec::new();
        for i in 0..8i64 {
            workers.push(tokio::spawn(async move {
                let mut ex = InterpreterExecutor::new(Limits::default()).with_tool(add_tool());
                let opts = ExecOptions::default();
                let never = CancellationToken::new();
                ex.set_variable("n", Data::Int(i)).await.unwrap();
                let r = ex
                    .execute(
                        &block(
                            "total = 0\nfor k in range(20000):\n    total = add(total, n)\ntotal",
                        ),
                        &opts,
                        &never,
                    )
                    .await;
                assert_eq!(r.status, Status::Ok, "{:?}", r.error);
                r.value.unwrap().repr
            }));
        }
        for (i, w) in workers.into_iter().enumerate() {
            assert_eq!(w.await.unwrap(), (20000 * i as i64).to_string());
        }
        // Cancelled from a plain OS thread, not the runtime.
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            tok.cancel();
        });
        let r = tokio::time::timeout(Duration::from_secs(10), stuck)
            .await
            .expect("the cancelled execution ended")
            .unwrap();
        assert_eq!(r.status, Status::Cancelled);
    });
}

#[test]
fn the_executor_is_send() {
    fn is_send<T: Send>() {}
    is_send::<InterpreterExecutor>();
    is_send::<Tool>();
    is_send::<Data>();
}

/// The pending call of `p`, or a panic saying what came instead.
fn pending(p: belljar_python::Progress) -> belljar_python::PendingCall {
    match p {
        belljar_python::Progress::Pending(call) => call,
        belljar_python::Progress::Done(r) => panic!("no suspension: {r:?}"),
    }
}

/// The result of `p`, or a panic.
fn done(p: belljar_python::Progress) -> belljar::ExecResult {
    match p {
        belljar_python::Progress::Done(r) => r,
        belljar_python::Progress::Pending(call) => panic!("suspended at {call:?}"),
    }
}

#[test]
fn a_suspending_tool_stops_the_execution_at_any_depth_of_python_calls() {
    with_session(|s| {
        s.add_tool(Tool::suspending("ask", "Ask the user.", json!(null)))
            .unwrap();
        let code = "\
class Agent:
    def __init__(self):
        self.log = []
    def step(self, q):
        try:
            a = ask(q, urgent=True)
        except KeyError as e:
            a = 'fallback ' + str(e)
        self.log.append(a)
        return a
def gen():
    for q in ['one', 'two']:
        yield Agent().step(q)
agent = Agent()
first = agent.step('hello')
rest = [x for x in gen()]
print('got', first, rest)
first
";
        let p = pending(s.start(code));
        assert_eq!(p.call.name, "ask");
        assert_eq!(p.call.args, vec![Data::str("hello")]);
        assert_eq!(
            p.call.kwargs,
            vec![("urgent".to_string(), Data::Bool(true))]
        );
        assert!(s.is_suspended());
        // The host may look at the session meanwhile.
        assert_eq!(s.get_variable("first").unwrap(), None);
        let p = pending(s.resume(p.handle, Ok(Data::str("hi"))));
        assert_eq!(p.call.args, vec![Data::str("one")]);
        let p = pending(s.resume(p.handle, Err(ToolError::new("KeyError", "nobody"))));
        assert_eq!(p.call.args, vec![Data::str("two")]);
        // A stale handle is refused and leaves the suspension in place.
        let stale = pending(s.start("ask('x')")).handle;
        let r = done(s.resume(p.handle, Ok(Data::None)));
        assert_eq!(r.error.unwrap().kind, "InvalidResumeHandle");
        let r = done(s.resume(stale, Ok(Data::Int(1))));
        assert_eq!(r.status, Status::Ok);
        assert_eq!(r.value.unwrap().repr, "1");

        // The whole program again, to its end.
        let mut p = pending(s.start(code));
        let mut answers = vec![
            Ok(Data::str("hi")),
            Err(ToolError::new("KeyError", "nobody")),
            Ok(Data::str("2")),
        ]
        .into_iter();
        let r = loop {
            match s.resume(p.handle, answers.next().unwrap()) {
                belljar_python::Progress::Pending(next) => p = next,
                belljar_python::Progress::Done(r) => break r,
            }
        };
        assert_eq!(r.status, Status::Ok, "{:?}", r.error);
        assert_eq!(r.stdout, "got hi [\"fallback 'nobody'\", '2']\n");
        assert_eq!(r.value.unwrap().repr, "'hi'");
        assert!(!s.is_suspended());
        // An uncaught error from the host reads like any exception, at the call's line.
        let p = pending(s.start("x = 1\ny = ask()\n"));
        let r = done(s.resume(p.handle, Err(ToolError::new("TimeoutError", "no answer"))));
        let e = r.error.unwrap();
        assert_eq!(
            (e.kind.as_str(), e.message.as_str(), e.line),
            ("TimeoutError", "no answer", Some(2))
        );
    });
}

#[test]
fn a_suspending_tool_inside_native_code_or_under_execute_raises_a_clear_error() {
    with_session(|s| {
        s.add_tool(Tool::suspending("ask", "Ask.", json!(null)))
            .unwrap();
        let (_, err) = run(s, "ask(1)");
        assert_eq!(
            err.as_deref(),
            Some(
                "RuntimeError: tool 'ask' suspends the execution, which only an execution \
                 started to suspend can do (the host ran this code with execute, not start)"
            )
        );
        for code in [
            "sorted([2, 1], key=ask)",
            "list(map(ask, [1]))",
            "class C:\n    def __eq__(self, o):\n        return ask(o)\nC() == 1",
            "def g():\n    yield ask(1)\nnext(g())",
            "import asyncio\nasync def main():\n    return ask(1)\nasyncio.run(main())",
        ] {
            let r = done(s.start(code));
            let e = r.error.unwrap_or_else(|| panic!("{code}: no error"));
            assert_eq!(e.kind, "RuntimeError", "{code}");
            assert!(
                e.message
                    .starts_with("tool 'ask' cannot suspend the execution from here"),
                "{code}: {}",
                e.message
            );
        }
        // A suspension dropped by the next execution leaves neither output nor frames.
        pending(s.start("print('before')\nx = [ask(1)]"));
        let r = s.execute("print('after')");
        assert_eq!((r.stdout.as_str(), r.status), ("after\n", Status::Ok));
        assert!(!s.is_suspended());
        // final_answer as a suspending tool: the host's answer is the final answer.
        s.add_tool(Tool::suspending("final_answer", "Answer.", json!(null)))
            .unwrap();
        let p = pending(
            s.start("try:\n    final_answer(6 * 7)\nexcept BaseException:\n    print('no')"),
        );
        assert_eq!(p.call.args, vec![Data::Int(42)]);
        let r = done(s.resume(p.handle, Ok(Data::str("forty-two"))));
        assert!(r.is_final_answer);
        assert_eq!(r.final_answer, Some(json!("forty-two")));
        assert_eq!(r.stdout, "");
    });
}

#[tokio::test]
async fn the_executor_suspends_and_resumes_on_either_placement() {
    for mut ex in [
        InterpreterExecutor::new(Limits::default()),
        InterpreterExecutor::on_caller_thread(Limits::default()),
    ] {
        ex.add_tool(Tool::suspending("search", "Search.", json!(null)));
        ex.add_tool(add_tool());
        let opts = ExecOptions::default();
        let tok = CancellationToken::new();
        let p = pending(
            ex.start(
                &block("hits = search('rust')\nadd(len(hits), 1)"),
                &opts,
                &tok,
            )
            .await,
        );
        assert_eq!(p.call.args, vec![Data::str("rust")]);
        let r = done(
            ex.resume(
                p.handle,
                Ok(Data::List(vec![Data::str("a"), Data::str("b")])),
                &opts,
                &tok,
            )
            .await,
        );
        assert_eq!(r.value.unwrap().repr, "3");
        // The time limit counts running time, not the host's wait.
        ex.set_limits(Limits {
            timeout: Some(Duration::from_millis(300)),
            ..Limits::default()
        });
        let short = ExecOptions::default();
        let p = pending(ex.start(&block("search(1)\n'ok'"), &short, &tok).await);
        tokio::time::sleep(Duration::from_millis(400)).await;
        let r = done(ex.resume(p.handle, Ok(Data::None), &short, &tok).await);
        assert_eq!(r.status, Status::Ok);
        // ...and running time after a resume still counts.
        let p = pending(
            ex.start(&block("search(1)\nwhile True:\n    pass"), &short, &tok)
                .await,
        );
        let r = done(ex.resume(p.handle, Ok(Data::None), &short, &tok).await);
        assert_eq!(r.status, Status::Timeout);
        // A plain execute with a suspending tool raises instead.
        let r = ex.execute(&block("search(1)"), &opts, &tok).await;
        assert_eq!(r.error.unwrap().kind, "RuntimeError");
    }
}

#[test]
fn deep_values_are_refused_not_overflowing_the_stack() {
    with_session(|s| {
        // Built by the code: read back, it is refused past the recursion limit.
        run(s, "deep = []\nfor _ in range(100000):\n    deep = [deep]");
        assert!(matches!(
            s.get_variable("deep"),
            Err(HostError::NotData { reason, .. }) if reason == "a value nested too deeply"
        ));
        // Given by the host: refused with Python's RecursionError, the session fine.
        let mut d = Data::None;
        for _ in 0..5000 {
            d = Data::List(vec![d]);
        }
        assert!(matches!(
            s.set_variable("x", &d),
            Err(HostError::Conversion(m)) if m.starts_with("RecursionError")
        ));
        // (Dropped a level at a time: the host's own value would recurse in its drop.)
        while let Data::List(mut items) = d {
            d = items.pop().unwrap_or(Data::None);
        }
        assert_eq!(run(s, "print(len(str(1)))").0, "1\n");
    });
}
