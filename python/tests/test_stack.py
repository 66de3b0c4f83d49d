"""Tools run on their thread's own stack, not on the interpreter's switched stack. CPython
3.14 checks the C stack pointer against the thread's stack bounds (3.12 and 3.13 count C
calls instead): a callback run outside those bounds would see a stack overflow that is not
there. This test does what 3.14 does, on any version: it reads the stack pointer inside the
tool (libc's getcontext) and the thread's stack bounds (pthread_getattr_np)."""

import ctypes
import ctypes.util
import platform
import sys
import threading

import pytest

import belljar

pytestmark = pytest.mark.skipif(
    not (sys.platform.startswith("linux") and platform.machine() == "x86_64"),
    reason="reads x86-64 Linux's ucontext_t layout",
)

libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
libc.pthread_self.restype = ctypes.c_ulong
libc.pthread_getattr_np.argtypes = [ctypes.c_ulong, ctypes.c_void_p]


def stack_pointer():
    """The stack pointer as getcontext saw it (gregs[REG_RSP] of x86-64's ucontext_t)."""
    ctx = ctypes.create_string_buffer(1024)
    assert libc.getcontext(ctx) == 0
    return int.from_bytes(ctx.raw[40 + 15 * 8 : 40 + 16 * 8], "little")


def thread_stack():
    """This thread's stack as pthread reports it: (lowest address, highest address)."""
    attr = ctypes.create_string_buffer(128)
    assert libc.pthread_getattr_np(libc.pthread_self(), attr) == 0
    addr, size = ctypes.c_void_p(), ctypes.c_size_t()
    assert libc.pthread_attr_getstack(attr, ctypes.byref(addr), ctypes.byref(size)) == 0
    libc.pthread_attr_destroy(attr)
    return addr.value, addr.value + size.value


def where():
    """Whether the caller runs inside its thread's stack."""
    low, high = thread_stack()
    sp = stack_pointer()
    return low < sp < high


def run_tool_and_check():
    assert where(), "the test's own frame is inside the thread's stack"
    seen = []

    def probe():
        seen.append(where())
        return 1

    with belljar.Interpreter(tools={"probe": probe}) as it:
        r = it.run("def f(n):\n    return probe() if n == 0 else f(n - 1)\n[probe(), f(50)]")
        assert r.ok, r.error
        # Called from a builtin too (a sort key), and after the session's first run.
        r = it.run("sorted([3, 1, 2], key=lambda x: probe() * x)")
        assert r.ok, r.error
    assert seen and all(seen), seen


def test_a_tool_runs_on_its_threads_own_stack():
    run_tool_and_check()


def test_on_another_thread_too():
    errors = []

    def body():
        try:
            run_tool_and_check()
        except BaseException as e:  # reported on the main thread
            errors.append(e)

    t = threading.Thread(target=body)
    t.start()
    t.join()
    assert not errors, errors
