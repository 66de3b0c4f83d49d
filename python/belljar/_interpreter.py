"""``belljar.Interpreter``: an embedded Python interpreter session, in this process."""

from __future__ import annotations

import asyncio
import inspect
import json
from typing import Any, Awaitable, Callable, Dict, Iterable, Mapping, Optional, Tuple, Union

from . import _approval
from ._belljar import Result, SessionError, _Core

ToolLike = Union[Callable[..., Any], Any]
Tools = Union[Mapping[str, ToolLike], Iterable[ToolLike]]

_MiB = 1 << 20


class Interpreter:
    """A Python interpreter session (Belljar's own interpreter, written in Rust, in-process).

    The code it runs has no access to the host: no files, no network, no environment, only
    the modules the interpreter has (most of the standard library agents use) and what you
    give it — variables (plain data) and tools (your Python callables). Globals persist from
    one ``run`` to the next.

    Limits (per ``run``): ``timeout`` seconds (``None``: none), ``memory`` bytes the code may
    allocate, ``max_output`` bytes of stdout and of stderr (longer output keeps its head and
    tail), ``max_instructions`` (``None``: none). Past a limit the run ends with status
    ``timeout`` or ``limit_exceeded``.

    ``tools``: a dict ``{name: callable}``, or an iterable of tool objects with a ``name``
    (smolagents ``Tool``s). The code calls them like functions; arguments and return values
    are plain data (``None``, ``bool``, ``int``, ``float``, ``str``, ``bytes``, lists, tuples
    and dicts of those); an exception a tool raises is raised in the code with the same type
    name and message. ``async def`` tools (or objects whose ``forward`` is one) are awaited:
    on the caller's event loop under :meth:`arun`, on a private loop under :meth:`run`.

    ``variables``: globals every new session starts with (also after :meth:`restart`).
    ``allowed_imports``: the modules the code may import (names cover submodules; ``"*"`` all);
    ``None`` allows every module the interpreter has.
    ``approve``: a callback ``approve(language, code)`` (sync or async) asked before each run;
    see :mod:`belljar._approval`. A refusal comes back as a result with status ``error`` and
    an error of type ``Refused``.

    Threads: everything but tool calls runs with the GIL released, so other Python threads
    (and other interpreters) run meanwhile. The session lives on the thread that first uses
    it (no hand-off, so a run costs what the interpreter costs); using it from another thread
    raises :class:`belljar.SessionError`. With ``own_thread=True`` the session runs on an
    interpreter thread of its own and any thread may call it (each call hands off to that
    thread: tens of microseconds).

    Ctrl-C during :meth:`run` on the main thread stops the code and raises
    ``KeyboardInterrupt``; the session stays usable.

    Use it as a context manager (``with Interpreter() as it: ...``) or call :meth:`close`.
    """

    def __init__(
        self,
        *,
        timeout: Optional[float] = 30.0,
        memory: Optional[int] = 512 * _MiB,
        max_output: int = _MiB,
        max_instructions: Optional[int] = None,
        tools: Optional[Tools] = None,
        variables: Optional[Mapping[str, Any]] = None,
        allowed_imports: Optional[Iterable[str]] = None,
        approve: Optional[_approval.ApproveCallback] = None,
        own_thread: bool = False,
    ) -> None:
        self._core = _Core(
            timeout=timeout,
            memory=memory,
            max_output=max_output,
            max_instructions=max_instructions,
            allowed_imports=None if allowed_imports is None else list(allowed_imports),
            own_thread=own_thread,
        )
        self._async_tools: Dict[str, Callable[..., Awaitable[Any]]] = {}
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self.approve = approve
        if tools:
            self.add_tools(tools)
        for name, value in (variables or {}).items():
            self._core.add_start_variable(name, value)

    # -- tools ---------------------------------------------------------------------------

    def add_tools(self, tools: Tools) -> None:
        """Add tools (a dict ``{name: callable}`` or an iterable of named tool objects); a
        tool of the same name is replaced. They apply from the next run and stay across
        :meth:`restart`."""
        if isinstance(tools, Mapping):
            items = list(tools.items())
        else:
            items = []
            for tool in tools:
                name = getattr(tool, "name", None) or getattr(tool, "__name__", None)
                if not isinstance(name, str):
                    raise TypeError(f"tool {tool!r} has no name; pass tools as a dict {{name: tool}}")
                items.append((name, tool))
        for name, tool in items:
            self.add_tool(name, tool)

    def add_tool(self, name: str, tool: ToolLike) -> None:
        """Make ``tool`` callable by the code as ``name`` (see the class docstring)."""
        func, is_async = _tool_callable(tool)
        description = _tool_description(tool, func)
        parameters = _tool_parameters(tool)
        if is_async:
            self._async_tools[name] = func
            self._core.add_suspending_tool(name, description, parameters)
        else:
            self._async_tools.pop(name, None)
            self._core.add_tool(name, func, description, parameters)

    # -- running -------------------------------------------------------------------------

    def run(self, code: str) -> Result:
        """Run ``code`` in the session and return its :class:`Result` (never raises for the
        code's own errors: see :meth:`Result.raise_for_error`). The value of a last
        expression is ``result.value``; ``final_answer(x)`` ends the run with
        ``result.is_final_answer`` and ``result.final_answer``."""
        refused = _approval.check(self.approve, "python", code, self._run_awaitable)
        if refused is not None:
            return refused
        if not self._async_tools:
            return self._core.run(code)
        _no_running_loop("run")
        step = self._core.start(code)
        while isinstance(step, tuple):
            name, args, kwargs = step
            try:
                value = self._run_awaitable(self._async_tools[name](*args, **kwargs))
            except Exception as e:  # the code sees it at the call
                step = self._core.resume_error(e)
            else:
                step = self._core.resume_value(value)
        return step

    async def arun(self, code: str) -> Result:
        """Run ``code`` like :meth:`run`, awaiting ``async def`` tools (and an async
        ``approve``) on the running event loop: the execution stops at such a call and goes on
        with its answer, without holding a thread. Sync code runs on the loop's thread (the
        code of a short snippet takes microseconds); with ``own_thread=True`` it runs on the
        interpreter's thread and the loop stays free meanwhile. An async tool called from
        inside a builtin (a ``sorted`` key, ``map``) raises ``RuntimeError`` in the code."""
        refused = await _approval.acheck(self.approve, "python", code)
        if refused is not None:
            return refused
        step = await self._step(self._core.start, code)
        while isinstance(step, tuple):
            name, args, kwargs = step
            try:
                value = await self._async_tools[name](*args, **kwargs)
            except Exception as e:
                step = await self._step(self._core.resume_error, e)
            else:
                step = await self._step(self._core.resume_value, value)
        return step

    async def _step(self, fn: Callable[[Any], Any], arg: Any) -> Any:
        if self._core.own_thread:
            return await asyncio.to_thread(fn, arg)
        return fn(arg)

    def _run_awaitable(self, awaitable: Awaitable[Any]) -> Any:
        _no_running_loop("run")
        if self._loop is None or self._loop.is_closed():
            self._loop = asyncio.new_event_loop()
        return self._loop.run_until_complete(_awaited(awaitable))

    # -- state ---------------------------------------------------------------------------

    def set_variables(self, variables: Optional[Mapping[str, Any]] = None, /, **kw: Any) -> None:
        """Bind globals of the session to plain data (``set_variables(x=1, docs=[...])`` or
        ``set_variables({"x": 1})``), as smolagents' ``send_variables``. A tool's name is
        refused (``ValueError``), as is a value that is not plain data (``TypeError``)."""
        merged: Dict[str, Any] = dict(variables or {})
        merged.update(kw)
        for name, value in merged.items():
            self._core.set_variable(name, value)

    def get(self, name: str) -> Any:
        """The global ``name`` as plain data. ``KeyError`` when it is not bound,
        ``TypeError`` when it holds something else (a function, an instance...)."""
        return self._core.get(name)

    def restart(self) -> None:
        """Forget the session's state; the next run starts a fresh session with the tools,
        the import policy and the start-up ``variables``."""
        self._core.restart()

    def save(self) -> bytes:
        """The session saved to bytes: its globals and everything they reach (functions,
        classes, instances, generators included). Tools are not saved: give them again to
        :meth:`load`."""
        return self._core.save()

    @classmethod
    def load(cls, data: bytes, *, tools: Optional[Tools] = None, **options: Any) -> "Interpreter":
        """A new interpreter whose session is the one :meth:`save` gave (``options`` are the
        constructor's: limits, ``approve``, ...). Raises ``ValueError`` for bytes that are not
        a saved session."""
        interp = cls(tools=tools, **options)
        try:
            interp._core.restore(bytes(data))
        except BaseException:
            interp.close()
            raise
        return interp

    def cancel(self) -> None:
        """Stop the run in progress, from any thread (another thread, a callback): the code
        stops at its next limit check and that run returns a result with status
        ``cancelled``; the session stays usable. Does nothing when no run is in progress
        (nor while :meth:`arun` awaits an async tool). Useful with ``own_thread=True``, where
        :meth:`arun` leaves the event loop free while the code runs."""
        self._core.cancel()

    # -- lifetime ------------------------------------------------------------------------

    def close(self) -> None:
        """End the session; later calls raise :class:`belljar.SessionError`."""
        self._core.close()
        if self._loop is not None and not self._loop.is_closed():
            self._loop.close()

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""
        return self._core.closed

    def __enter__(self) -> "Interpreter":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    async def __aenter__(self) -> "Interpreter":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self.closed else "open"
        return f"<belljar.Interpreter {state}>"


async def _awaited(awaitable: Awaitable[Any]) -> Any:
    return await awaitable


def _no_running_loop(method: str) -> None:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return
    raise SessionError(
        f"Interpreter.{method}() cannot wait for an async tool or approval inside a running "
        "event loop; use `await interpreter.arun(code)`"
    )


def _tool_callable(tool: ToolLike) -> Tuple[Callable[..., Any], bool]:
    """The callable to call for ``tool`` and whether it is async."""
    forward = getattr(tool, "forward", None)
    if inspect.iscoroutinefunction(tool):
        return tool, True
    if forward is not None and inspect.iscoroutinefunction(forward):
        return forward, True
    call = getattr(type(tool), "__call__", None)
    if not inspect.isfunction(tool) and call is not None and inspect.iscoroutinefunction(call):
        return tool, True
    if callable(tool):
        return tool, False
    if callable(forward):
        return forward, False
    raise TypeError(f"tool {tool!r} is not callable and has no forward()")


def _tool_description(tool: ToolLike, func: Callable[..., Any]) -> str:
    description = getattr(tool, "description", None)
    if isinstance(description, str):
        return description
    return inspect.getdoc(func) or ""


def _tool_parameters(tool: ToolLike) -> Optional[str]:
    """The JSON Schema of the tool's parameters (from a smolagents ``inputs`` dict)."""
    inputs = getattr(tool, "inputs", None)
    if not isinstance(inputs, dict):
        return None
    required = [k for k, v in inputs.items() if not (isinstance(v, dict) and v.get("nullable"))]
    try:
        return json.dumps({"type": "object", "properties": inputs, "required": required})
    except (TypeError, ValueError):
        return None
