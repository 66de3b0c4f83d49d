"""Result.value and Result.final_answer carry plain data as itself (tuples, bytes, sets,
big ints, non-finite floats, complex numbers, non-str dict keys, nested); anything else is
its repr. The same conversion serves variables and tool arguments."""

import math

import pytest

import belljar


@pytest.fixture
def interp():
    with belljar.Interpreter() as it:
        yield it


def value(interp, code):
    r = interp.run(code)
    assert r.status == "ok", r.error
    return r.value


def test_tuple_is_a_tuple(interp):
    v = value(interp, "(1, 'two', (3.5, None))")
    assert v == (1, "two", (3.5, None))
    assert type(v) is tuple and type(v[2]) is tuple
    assert value(interp, "()") == ()
    assert type(value(interp, "(1,)")) is tuple


def test_bytes_are_bytes(interp):
    v = value(interp, "b'\\x00\\xffabc'")
    assert v == b"\x00\xffabc"
    assert type(v) is bytes
    # A bytearray is not carried (the interpreter does not count it as plain data).
    assert value(interp, "bytearray(b'ab')") == "bytearray(b'ab')"


def test_sets_and_frozensets(interp):
    s = value(interp, "{3, 1, 2}")
    assert s == {1, 2, 3} and type(s) is set
    f = value(interp, "frozenset({'a', (1, 2)})")
    assert f == frozenset({"a", (1, 2)}) and type(f) is frozenset
    assert value(interp, "set()") == set()
    nested = value(interp, "{frozenset({1}), frozenset()}")
    assert nested == {frozenset({1}), frozenset()}


def test_big_ints_and_non_finite_floats(interp):
    big = value(interp, "2 ** 100")
    assert big == 2**100 and type(big) is int
    assert value(interp, "-(10 ** 40) - 7") == -(10**40) - 7
    assert value(interp, "2 ** 64 - 1") == 2**64 - 1
    assert math.isnan(value(interp, "float('nan')"))
    assert value(interp, "float('-inf')") == -math.inf
    assert value(interp, "[float('inf'), 1e308 * 10]") == [math.inf, math.inf]


def test_complex(interp):
    c = value(interp, "complex(1.5, -2)")
    assert c == complex(1.5, -2) and type(c) is complex
    assert value(interp, "1j * 1j") == complex(-1, 0)


def test_dicts_with_non_str_keys(interp):
    v = value(interp, "{1: 'one', (2, 'b'): [2], None: b'n', 2.5: True, frozenset({1}): 0}")
    assert v == {1: "one", (2, "b"): [2], None: b"n", 2.5: True, frozenset({1}): 0}
    assert list(v) == [1, (2, "b"), None, 2.5, frozenset({1})]  # insertion order kept


def test_nesting_preserved(interp):
    code = "{'a': (1, {2, 3}), 'b': [b'x', frozenset({(1, 2)})], 'c': {(1, 2): [(), 2 ** 70]}}"
    v = value(interp, code)
    assert v == {
        "a": (1, {2, 3}),
        "b": [b"x", frozenset({(1, 2)})],
        "c": {(1, 2): [(), 2**70]},
    }
    assert type(v["a"]) is tuple and type(v["a"][1]) is set
    assert type(v["c"][(1, 2)][0]) is tuple


def test_final_answer_with_a_tuple(interp):
    r = interp.run("final_answer((1, b'ok', {2}))")
    assert r.is_final_answer
    assert r.final_answer == (1, b"ok", {2})
    assert type(r.final_answer) is tuple
    assert r.final_answer_repr == "(1, b'ok', {2})"
    r = interp.run("final_answer({(1, 2): 'pair'})")
    assert r.final_answer == {(1, 2): "pair"}


def test_anything_else_is_its_repr(interp):
    interp.run("class C:\n    def __repr__(self):\n        return '<C>'\ndef f(): pass")
    assert value(interp, "C()") == "<C>"
    assert value(interp, "f").startswith("<function f at ")
    # A container holding something that is not plain data is its repr as a whole.
    assert value(interp, "(1, C())") == "(1, <C>)"
    assert value(interp, "range(3)") == "range(0, 3)"
    r = interp.run("final_answer(C())")
    assert r.final_answer == "<C>"


def test_subclasses_count_as_their_base_type(interp):
    v = value(interp, "from collections import namedtuple, Counter\n"
                      "P = namedtuple('P', 'x y')\nP(1, 2)")
    assert v == (1, 2) and type(v) is tuple
    assert value(interp, "Counter('aab')") == {"a": 2, "b": 1}


def test_a_cyclic_list_is_its_repr(interp):
    r = interp.run("l = [1]\nl.append(l)\nl")
    assert r.ok
    assert r.value == "[1, [...]]"
    assert r.value_repr == "[1, [...]]"
    r = interp.run("d = {}\nd['self'] = (d,)\nfinal_answer(d)")
    assert r.final_answer == "{'self': ({...},)}"


def test_deep_nesting_does_not_crash(interp):
    # Deeper than the depth guard: not plain data, so the repr (or the repr's own
    # RecursionError, as CPython's), never a crash.
    r = interp.run("x = ()\nfor _ in range(100_000):\n    x = (x,)\nx")
    assert r.status in ("ok", "error")
    if r.ok:
        assert isinstance(r.value, str)
    else:
        assert r.error.type == "RecursionError"
    # Within it, the nesting comes back whole.
    v = value(interp, "y = ()\nfor _ in range(200):\n    y = (y,)\ny")
    depth = 0
    while v != ():
        (v,) = v
        depth += 1
    assert depth == 200


def test_a_container_past_the_output_cap_is_its_capped_repr():
    with belljar.Interpreter(max_output=1000) as it:
        assert it.run("list(range(100))").value == list(range(100))
        r = it.run("list(range(10_000))")
        assert r.ok
        assert isinstance(r.value, str) and len(r.value) < 2000
        r = it.run("final_answer(tuple(range(10_000)))")
        assert isinstance(r.final_answer, str) and len(r.final_answer) < 2000
        # A value sharing one list many times over is bounded by its repr too.
        r = it.run("x = [1]\nfor _ in range(40):\n    x = [x, x]\nlen(x)")
        assert r.value == 2


def test_variables_and_tools_take_the_same_shapes():
    seen = []

    def echo(x):
        seen.append(x)
        return x

    with belljar.Interpreter(tools={"echo": echo}) as it:
        it.set_variables(s={1, 2}, fs=frozenset({"a"}), c=1 + 2j)
        r = it.run("(type(s).__name__, type(fs).__name__, c.imag, echo({(1, 2)}), echo(fs))")
        assert r.value == ("set", "frozenset", 2.0, {(1, 2)}, frozenset({"a"}))
        assert seen == [{(1, 2)}, frozenset({"a"})]
        it.run("g = {1: {2, 3}}")
        assert it.get("g") == {1: {2, 3}}
        with pytest.raises(TypeError):
            it.set_variables(bad={object()})
