"""belljar.Interpreter: every method, Result, limits, variables, save/load."""

import pytest

import belljar


@pytest.fixture
def interp():
    with belljar.Interpreter() as it:
        yield it


def test_run_returns_output_and_last_value(interp):
    r = interp.run("x = 6 * 7\nprint('x is', x)\nx")
    assert r.status == "ok"
    assert r.ok
    assert r.stdout == "x is 42\n"
    assert r.stderr == ""
    assert r.value == 42
    assert r.value_repr == "42"
    assert r.error is None
    assert r.is_final_answer is False
    assert r.final_answer is None
    assert r.duration > 0
    assert r.exit_code == 0
    assert r.language == "python"
    assert "status=\"ok\"" in repr(r)


def test_value_is_plain_data_or_repr(interp):
    assert interp.run("{'a': [1, 2.5, None, True]}").value == {"a": [1, 2.5, None, True]}
    # A tuple comes back as a tuple (test_values.py has every type); the repr is exact.
    r = interp.run("(1, 'two')")
    assert r.value == (1, "two")
    assert r.value_repr == "(1, 'two')"
    r = interp.run("class C:\n    def __repr__(self):\n        return '<C>'\nC()")
    assert r.value == "<C>"
    assert interp.run("x = 1").value is None


def test_globals_persist_between_runs(interp):
    interp.run("def f(n):\n    return n + 1\ncount = 1")
    assert interp.run("count = f(count)\ncount").value == 2
    assert interp.run("count").value == 2


def test_error_result(interp):
    r = interp.run("a = 1\nb = [1, 2]\nb[5]")
    assert r.status == "error"
    assert not r.ok
    assert r.error.type == "IndexError"
    assert r.error.message == "list index out of range"
    assert r.error.line == 3
    assert "Traceback (most recent call last)" in r.error.traceback
    assert r.error.traceback in r.stderr
    assert str(r.error) == "IndexError: list index out of range"
    assert "IndexError" in repr(r.error)


def test_syntax_error(interp):
    r = interp.run("x = (1,\n")
    assert r.status == "error"
    assert r.error.type == "SyntaxError"
    assert r.error.line is not None


def test_raise_for_error(interp):
    ok = interp.run("1")
    assert ok.raise_for_error() is ok
    r = interp.run("raise ValueError('nope')")
    with pytest.raises(belljar.ExecutionError) as info:
        r.raise_for_error()
    assert str(info.value) == "ValueError: nope"
    assert info.value.result is r
    assert info.value.error.type == "ValueError"
    assert isinstance(info.value, belljar.BelljarError)


def test_final_answer(interp):
    r = interp.run("try:\n    final_answer({'n': 3})\nexcept Exception:\n    final_answer(0)\nprint('never')")
    assert r.is_final_answer
    assert r.final_answer == {"n": 3}
    assert r.stdout == ""
    r = interp.run("final_answer({1, 2})")
    assert r.is_final_answer and r.final_answer == {1, 2}
    r = interp.run("final_answer(lambda: 0)")
    assert r.is_final_answer and r.final_answer.startswith("<function <lambda> at ")


def test_variables_in_constructor_survive_restart():
    with belljar.Interpreter(variables={"docs": ["a", "b"], "k": 2}) as it:
        assert it.run("len(docs) * k").value == 4
        it.run("docs = None")
        it.restart()
        assert it.run("docs").value == ["a", "b"]


def test_set_variables_and_get(interp):
    interp.set_variables(n=10, items=(1, 2), blob=b"\x00\xff", big=2**100)
    interp.set_variables({"m": {"k": [1.5]}})
    r = interp.run("print(type(items).__name__, type(blob).__name__)\nn + m['k'][0] + big")
    assert r.stdout == "tuple bytes\n"
    assert interp.get("n") == 10
    assert interp.get("items") == (1, 2)
    assert interp.get("blob") == b"\x00\xff"
    assert interp.get("big") == 2**100
    assert interp.get("m") == {"k": [1.5]}
    interp.run("s = {'a': (1, None)}")
    assert interp.get("s") == {"a": (1, None)}


def test_get_errors(interp):
    with pytest.raises(KeyError):
        interp.get("missing")
    interp.run("def f(): pass")
    with pytest.raises(TypeError, match="not plain data"):
        interp.get("f")


def test_set_variables_refuses_bad_input(interp):
    with pytest.raises(TypeError, match="not plain data"):
        interp.set_variables(x=object())
    with pytest.raises(ValueError):
        interp.set_variables(**{"not a name": 1})
    cyclic = []
    cyclic.append(cyclic)
    with pytest.raises(ValueError, match="nests deeper"):
        interp.set_variables(c=cyclic)


def test_restart_clears_state(interp):
    interp.run("x = 1")
    interp.restart()
    r = interp.run("x")
    assert r.error.type == "NameError"


def test_save_and_load_round_trip():
    with belljar.Interpreter() as it:
        it.run(
            "import math\n"
            "class Counter:\n"
            "    def __init__(self):\n"
            "        self.n = 0\n"
            "    def bump(self):\n"
            "        self.n += 1\n"
            "        return self.n\n"
            "c = Counter()\nc.bump()\nitems = [1, 2]\nalias = items"
        )
        data = it.save()
    assert isinstance(data, bytes)
    with belljar.Interpreter.load(data) as again:
        assert again.run("c.bump()").value == 2
        assert again.run("alias.append(3)\nitems").value == [1, 2, 3]
        assert again.run("math.sqrt(16)").value == 4.0


def test_load_refuses_other_bytes():
    with pytest.raises(ValueError):
        belljar.Interpreter.load(b"not a session")


def test_load_with_tools():
    with belljar.Interpreter(tools={"twice": lambda x: 2 * x}) as it:
        it.run("y = twice(4)")
        data = it.save()
    with belljar.Interpreter.load(data, tools={"twice": lambda x: 3 * x}) as again:
        assert again.run("twice(y)").value == 24


def test_close_and_context_manager():
    it = belljar.Interpreter()
    assert it.run("1").ok
    assert not it.closed
    it.close()
    assert it.closed
    it.close()  # twice is fine
    with pytest.raises(belljar.SessionError, match="closed"):
        it.run("1")
    with belljar.Interpreter() as it2:
        assert it2.run("2").value == 2
    assert it2.closed
    assert "closed" in repr(it2)


def test_allowed_imports():
    with belljar.Interpreter(allowed_imports=["math"]) as it:
        assert it.run("import math\nmath.floor(2.5)").value == 2
        r = it.run("import json")
        assert r.error.type == "ImportError"
        assert "not allowed" in r.error.message
    with belljar.Interpreter() as it:
        r = it.run("import numpy")
        assert r.error.type == "ModuleNotFoundError"


def test_host_is_out_of_reach(interp):
    r = interp.run("open('/etc/passwd')")
    assert r.status == "error"
    r = interp.run("import os")
    assert r.status == "error"
