"""smolagents drop-in: run a ``CodeAgent``'s code on Belljar.

:class:`BelljarExecutor` implements smolagents' ``PythonExecutor`` interface (``send_tools``,
``send_variables``, ``__call__(code) -> CodeOutput``) and plugs into ``CodeAgent`` through its
``executor=`` argument::

    from smolagents import CodeAgent, InferenceClientModel
    from belljar.smolagents import BelljarExecutor

    agent = CodeAgent(tools=[], model=InferenceClientModel(),
                      executor=BelljarExecutor(additional_authorized_imports=["json"]))
    agent.run("What is the 20th Fibonacci number?")

It runs the code in Belljar's embedded interpreter, in this process: the agent's tools are
called back as Python callables, ``additional_authorized_imports`` becomes the interpreter's
import policy, print output is capped like smolagents caps it, and a failing step raises
smolagents' ``InterpreterError`` with CPython's exception type and message, so the agent's
repair loop reads it as it reads ``LocalPythonExecutor``'s errors.

:class:`BelljarProcessExecutor` runs the same agent code in real CPython in Belljar's
``process`` sandbox (for numpy or pandas code), the way smolagents' remote executors do: tools
are sent as source code, variables with smolagents' ``SafeSerializer``.

This module imports smolagents; ``import belljar`` alone never does.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from smolagents.default_tools import FinalAnswerTool
from smolagents.local_python_executor import (
    BASE_BUILTIN_MODULES,
    DEFAULT_MAX_LEN_OUTPUT,
    MAX_EXECUTION_TIME_SECONDS,
    CodeOutput,
    InterpreterError,
    PythonExecutor,
)
from smolagents.serialization import SafeSerializer
from smolagents.tools import get_tools_definition_code
from smolagents.utils import truncate_content

import belljar

__all__ = [
    "BelljarExecutor",
    "BelljarProcessExecutor",
    "BelljarInterpreterError",
    "import_policy",
]


class BelljarInterpreterError(InterpreterError):
    """smolagents' ``InterpreterError``, raised for a failed step, carrying Belljar's result.

    ``str(error)`` is what the agent's model sees (smolagents' wording around CPython's
    ``Type: message``); ``result`` is the full :class:`belljar.Result` (``error.traceback``
    holds the traceback as CPython prints it).
    """

    def __init__(self, message: str, result: Any):
        super().__init__(message)
        self.result = result


def import_policy(additional_authorized_imports: Iterable[str]) -> list[str]:
    """The modules a smolagents agent may import, as Belljar's ``allowed_imports``.

    smolagents allows its ``BASE_BUILTIN_MODULES`` plus ``additional_authorized_imports``;
    ``"*"`` allows everything and ``"pkg.*"`` a package with its submodules, which is what the
    interpreter's import policy means by ``"*"`` and ``"pkg"`` too.
    """
    names = set(BASE_BUILTIN_MODULES) | set(additional_authorized_imports)
    if "*" in names:
        return ["*"]
    return sorted(name[:-2] if name.endswith(".*") else name for name in names)


def _failure_message(code: str, result: Any) -> str:
    """smolagents' error text for a failed step, with CPython's exception type and message."""
    error = result.error
    kind = getattr(error, "type", None) or result.status
    message = getattr(error, "message", None) or ""
    line = getattr(error, "line", None)
    lines = code.splitlines()
    if kind == "SyntaxError":
        where = f" on line {line}" if line else ""
        text = f"Code parsing failed{where} due to: SyntaxError: {message}"
        if line and 0 < line <= len(lines):
            text += "\n" + lines[line - 1]
        return text
    if line and 0 < line <= len(lines):
        return f"Code execution failed at line '{lines[line - 1].strip()}' due to: {kind}: {message}"
    return f"Code execution failed due to: {kind}: {message}"


def _logs(result: Any, max_length: int) -> str:
    """The step's print output as smolagents shows it: stdout (and any stderr that is not the
    error's traceback), cut to ``max_length`` with smolagents' head-and-tail marker."""
    text = result.stdout or ""
    stderr = result.stderr or ""
    traceback = getattr(result.error, "traceback", None) if result.error is not None else None
    if traceback and stderr.endswith(traceback):
        stderr = stderr[: -len(traceback)]
    return truncate_content(text + stderr, max_length=max_length)


def _code_output(
    executor: Any, code: str, result: Any, final_answer_tool: Callable[..., Any] | None = None
) -> CodeOutput:
    """A step's ``CodeOutput``, or the ``InterpreterError`` it raises; the logs go to
    ``executor.state["_print_outputs"]``, where ``CodeAgent`` reads them when a step fails."""
    logs = _logs(result, executor.max_print_outputs_length)
    executor.state["_print_outputs"] = logs
    if result.status != "ok":
        raise BelljarInterpreterError(_failure_message(code, result), result)
    if result.is_final_answer:
        answer = result.final_answer
        if final_answer_tool is not None:
            answer = final_answer_tool(answer)
        return CodeOutput(output=answer, logs=logs, is_final_answer=True)
    return CodeOutput(output=result.value, logs=logs, is_final_answer=False)


def _uses_stock_final_answer(tools: Mapping[str, Any]) -> bool:
    tool = tools.get("final_answer")
    return tool is None or type(tool) is FinalAnswerTool


class BelljarExecutor(PythonExecutor):
    """A smolagents ``PythonExecutor`` running code in Belljar's embedded interpreter.

    Pass it to ``CodeAgent(tools=..., model=..., executor=BelljarExecutor(...))``. The arguments
    are ``LocalPythonExecutor``'s, plus Belljar's limits:

    - ``additional_authorized_imports``: modules allowed beyond smolagents'
      ``BASE_BUILTIN_MODULES`` (``"*"`` for all, ``"pkg.*"`` for a package and its
      submodules). The interpreter has no third-party packages: use
      :class:`BelljarProcessExecutor` for numpy or pandas code.
    - ``max_print_outputs_length``: the cap on a step's print output (smolagents' default
      50,000 characters), cut to its head and tail with smolagents' marker.
    - ``additional_functions``: more callables the code may call, as tools.
    - ``timeout_seconds``: the time limit of one step (``None``: none).
    - ``memory``, ``max_instructions``, ``max_output``, ``approve``, ``own_thread``: passed
      to :class:`belljar.Interpreter` (its session lives on the thread that first runs a step,
      unless ``own_thread=True``).

    The agent's tools are called back with the GIL held; the code itself runs with it
    released. A failing step raises :class:`BelljarInterpreterError` (an ``InterpreterError``)
    whose message reads ``Code execution failed at line '...' due to: KeyError: 'x'``.
    ``final_answer`` ends the step whatever ``try`` blocks surround it; a custom
    ``final_answer`` tool (not smolagents' stock ``FinalAnswerTool``) is called by the code
    and its answer is the final answer.
    """

    def __init__(
        self,
        additional_authorized_imports: Iterable[str] = (),
        max_print_outputs_length: int | None = None,
        additional_functions: Mapping[str, Callable[..., Any]] | None = None,
        timeout_seconds: float | None = MAX_EXECUTION_TIME_SECONDS,
        *,
        memory: int | None = None,
        max_instructions: int | None = None,
        max_output: int | None = None,
        approve: Callable[..., Any] | None = None,
        own_thread: bool = False,
    ):
        self.max_print_outputs_length = (
            DEFAULT_MAX_LEN_OUTPUT if max_print_outputs_length is None else max_print_outputs_length
        )
        # CodeAgent reads state["_print_outputs"] when a step fails: the prints before the error.
        self.state: dict[str, Any] = {"_print_outputs": ""}
        self.additional_authorized_imports = list(additional_authorized_imports)
        self.authorized_imports = import_policy(self.additional_authorized_imports)
        self.additional_functions = dict(additional_functions or {})
        self.timeout_seconds = timeout_seconds
        # timeout=None means no time limit; the other options keep the Interpreter's defaults.
        self._options: dict[str, Any] = {"timeout": timeout_seconds, "max_instructions": max_instructions}
        self._options.update(
            {k: v for k, v in {"memory": memory, "max_output": max_output}.items() if v is not None}
        )
        self._options.update(approve=approve, own_thread=own_thread, allowed_imports=self.authorized_imports)
        self._tools: dict[str, Any] = dict(self.additional_functions)
        self.interpreter = belljar.Interpreter(tools=self._tools, **self._options)

    def send_tools(self, tools: dict[str, Any]) -> None:
        """Give the code these tools (and ``additional_functions``), replacing earlier ones.

        The session's variables are kept. New and changed tools are added to the session; when
        a tool is taken away, the session is saved and restored without it
        (``Interpreter.save``/``load``).
        """
        tools = {**tools, **self.additional_functions}
        if _uses_stock_final_answer(tools):
            # The interpreter's own final_answer accepts any value and cannot be caught.
            tools.pop("final_answer", None)
        if self._tools.keys() - tools.keys():
            saved = self.interpreter.save()
            self.interpreter.close()
            self.interpreter = belljar.Interpreter.load(saved, tools=tools, **self._options)
        else:
            changed = {k: v for k, v in tools.items() if self._tools.get(k) is not v}
            if changed:
                self.interpreter.add_tools(changed)
        self._tools = tools

    def send_variables(self, variables: dict[str, Any]) -> None:
        """Bind these variables as globals of the session (plain data: None, bools, numbers,
        strings, bytes, and lists, tuples, dicts, sets and frozensets of them)."""
        if variables:
            self.interpreter.set_variables(**variables)

    def __call__(self, code_action: str) -> CodeOutput:
        """Run one step; return its ``CodeOutput`` or raise ``InterpreterError``."""
        return _code_output(self, code_action, self.interpreter.run(code_action))

    def cleanup(self) -> None:
        """Forget the session's state (``CodeAgent.cleanup`` calls this); the tools stay."""
        self.interpreter.restart()


class BelljarProcessExecutor(PythonExecutor):
    """A smolagents ``PythonExecutor`` running code in real CPython in Belljar's ``process``
    sandbox (:class:`belljar.Sandbox`), for agents whose code needs third-party packages
    (numpy, pandas).

    It works like smolagents' remote executors: the agent's tools are sent to the session as
    source code (they run inside the sandbox, so they must be self-contained), variables go
    through smolagents' ``SafeSerializer``, and the session's own ``final_answer`` ends a step
    (a custom ``final_answer`` tool is then applied to the answer here, on the host). There is
    no import policy: the sandbox is the boundary, and ``additional_authorized_imports`` only
    tells the agent's prompt what it may import.

    - ``python``: the CPython to run (e.g. a venv's ``bin/python`` with numpy installed);
      default: ``python3`` on ``PATH``.
    - ``max_print_outputs_length``, ``timeout_seconds``: as for :class:`BelljarExecutor`;
      ``memory``: bytes for the whole sandbox.
    - ``sandbox_options``: more keyword arguments for :class:`belljar.Sandbox`.
    """

    def __init__(
        self,
        additional_authorized_imports: Iterable[str] = (),
        max_print_outputs_length: int | None = None,
        timeout_seconds: float | None = MAX_EXECUTION_TIME_SECONDS,
        *,
        python: str | None = None,
        memory: int | None = None,
        sandbox_options: Mapping[str, Any] | None = None,
    ):
        self.max_print_outputs_length = (
            DEFAULT_MAX_LEN_OUTPUT if max_print_outputs_length is None else max_print_outputs_length
        )
        self.state: dict[str, Any] = {"_print_outputs": ""}
        self.additional_authorized_imports = list(additional_authorized_imports)
        self.timeout_seconds = timeout_seconds
        self._final_answer_tool: Callable[..., Any] | None = None
        options: dict[str, Any] = {"timeout": timeout_seconds, "python_sessions": True}
        if memory is not None:
            options["memory"] = memory
        if python is not None:
            options["programs"] = {"python": python}
        options.update(sandbox_options or {})
        self.sandbox = belljar.Sandbox("process", **options)

    def _run_setup(self, code: str, what: str) -> None:
        result = self.sandbox.run(code, language="python")
        if result.status != "ok":
            raise BelljarInterpreterError(f"Sending {what} failed: {_failure_message(code, result)}", result)

    def send_tools(self, tools: dict[str, Any]) -> None:
        """Define the tools in the session from their source code (smolagents'
        ``get_tools_definition_code``); ``final_answer`` stays the session's own."""
        self._final_answer_tool = None if _uses_stock_final_answer(tools) else tools["final_answer"]
        sent = {name: tool for name, tool in tools.items() if name != "final_answer"}
        if sent:
            self._run_setup(get_tools_definition_code(sent), "the tools")

    def send_variables(self, variables: dict[str, Any]) -> None:
        """Bind these variables in the session (serialized with smolagents' ``SafeSerializer``:
        plain data, sets, datetimes, numpy arrays, ...)."""
        if not variables:
            return
        payload = SafeSerializer.dumps(variables, allow_pickle=False)
        code = SafeSerializer.get_deserializer_code(False) + f"\nglobals().update(_deserialize({payload!r}))\n"
        self._run_setup(code, "the variables")

    def __call__(self, code_action: str) -> CodeOutput:
        """Run one step; return its ``CodeOutput`` or raise ``InterpreterError``."""
        result = self.sandbox.run(code_action, language="python")
        return _code_output(self, code_action, result, self._final_answer_tool)

    def cleanup(self) -> None:
        """End the sandboxed session (``CodeAgent.cleanup`` calls this)."""
        self.sandbox.close()
