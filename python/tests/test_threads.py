"""Threads: the GIL is free while code runs; sessions belong to a thread unless own_thread."""

import threading

import pytest

import belljar


def test_two_interpreters_execute_at_once_with_the_gil_free():
    # Each interpreter's code waits in a loop until the other one has started: only possible
    # if both run at the same time (a stalled run would end at its timeout instead). The tools
    # are C functions (list methods), which run no Python bytecode, so a run that kept the GIL
    # would never let the other thread in.
    arrived = []
    results = {}

    def worker(me, other):
        tools = {"arrive": arrived.append, "present": arrived.__contains__}
        with belljar.Interpreter(timeout=20, tools=tools) as it:
            results[me] = it.run(
                f"arrive({me!r})\nwhile not present({other!r}):\n"
                "    for i in range(1000):\n        pass\n'both'"
            )

    threads = [
        threading.Thread(target=worker, args=("a", "b")),
        threading.Thread(target=worker, args=("b", "a")),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert results["a"].value == "both", results["a"]
    assert results["b"].value == "both", results["b"]


def test_python_threads_run_while_the_interpreter_runs():
    # A Python thread appends to `box` once the code releases `lock`; the code spins until it
    # sees the append, which needs the GIL free while the code runs (the tools are C
    # functions: no bytecode, no GIL switch inside them).
    lock = threading.Lock()
    lock.acquire()
    box = []

    def python_thread():
        with lock:
            box.append("done")

    t = threading.Thread(target=python_thread)
    t.start()
    with belljar.Interpreter(timeout=20, tools={"go": lock.release, "seen": box.__len__}) as it:
        r = it.run("go()\nwhile not seen():\n    for i in range(1000):\n        pass\n'seen'")
    t.join(10)
    assert r.value == "seen", r


def test_session_belongs_to_its_first_thread():
    it = belljar.Interpreter()
    it.run("x = 1")
    errors = []

    def other():
        try:
            it.run("x")
        except belljar.SessionError as e:
            errors.append(str(e))

    t = threading.Thread(target=other)
    t.start()
    t.join()
    assert len(errors) == 1 and "own_thread=True" in errors[0]
    assert it.run("x").value == 1
    it.close()


def test_own_thread_serves_any_thread():
    with belljar.Interpreter(own_thread=True, tools={"inc": lambda n: n + 1}) as it:
        assert it.run("x = inc(1)").ok
        out = []
        t = threading.Thread(target=lambda: out.append(it.run("x = inc(x)\nx").value))
        t.start()
        t.join()
        assert out == [3]
        assert it.get("x") == 3
        it.set_variables(y=5)
        assert it.run("x + y").value == 8


def test_first_use_in_a_thread_binds_there():
    it = belljar.Interpreter()
    out = []
    t = threading.Thread(target=lambda: out.append(it.run("'in thread'").value))
    t.start()
    t.join()
    assert out == ["in thread"]
    with pytest.raises(belljar.SessionError):
        it.run("1")
    # restart is refused from here too; close is always allowed.
    it.close()
