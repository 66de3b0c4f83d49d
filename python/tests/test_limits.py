"""Limits: time, memory, instructions, output."""

import belljar


def test_timeout():
    with belljar.Interpreter(timeout=0.2) as it:
        r = it.run("while True:\n    pass")
        assert r.status == "timeout"
        assert r.error.type == "TimeoutError"
        assert 0.15 < r.duration < 5
        # The session stays usable.
        assert it.run("1 + 1").value == 2


def test_memory_limit():
    with belljar.Interpreter(memory=20 << 20) as it:
        r = it.run("x = []\nwhile True:\n    x.append('y' * 1000)")
        assert r.status == "limit_exceeded"
        assert r.error.type == "MemoryLimitExceeded"
        assert it.run("x = None\n2").value == 2


def test_instruction_limit():
    with belljar.Interpreter(max_instructions=10_000) as it:
        r = it.run("n = 0\nwhile True:\n    n += 1")
        assert r.status == "limit_exceeded"
        assert r.error.type == "InstructionLimitExceeded"
        assert it.run("3").value == 3


def test_output_cap():
    with belljar.Interpreter(max_output=1000) as it:
        r = it.run("for i in range(300):\n    print('line', i)")
        assert len(r.stdout.encode()) < 1300
        assert r.stdout.startswith("line 0\n")
        assert r.stdout_truncated


def test_no_timeout():
    with belljar.Interpreter(timeout=None) as it:
        assert it.run("sum(range(1000))").value == 499500


def test_bad_timeout():
    import pytest

    with pytest.raises(ValueError, match="timeout"):
        belljar.Interpreter(timeout=-1)


def test_timeouts_too_long_for_the_clock():
    import pytest

    # Longer than the clock can count: no deadline at all, not a crash.
    with belljar.Interpreter(timeout=1e19) as it:
        assert it.run("6 * 7").value == 42
    with belljar.Sandbox("process", timeout=1e19) as sb:
        r = sb.run("print(6 * 7)")
        assert r.status == "ok", r
        assert r.stdout == "42\n"
    # Longer than a duration can hold: refused with a clear message.
    with pytest.raises(ValueError, match="timeout"):
        belljar.Interpreter(timeout=1e300)
    with pytest.raises(ValueError, match="timeout"):
        belljar.Sandbox("process", timeout=1e300)
