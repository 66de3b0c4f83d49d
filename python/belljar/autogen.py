"""AutoGen drop-in: a code executor for ``CodeExecutorAgent`` and ``PythonCodeExecutionTool``.

:class:`BelljarCodeExecutor` implements ``autogen_core.code_executor.CodeExecutor``::

    from autogen_agentchat.agents import CodeExecutorAgent
    from belljar.autogen import BelljarCodeExecutor

    async with BelljarCodeExecutor() as executor:
        agent = CodeExecutorAgent("runner", code_executor=executor)
        ...

Python blocks run in Belljar's embedded interpreter (``python_backend="interpreter"``, the
default: in this process, no filesystem, no network) or in a CPython session in Belljar's
``process`` sandbox (``python_backend="process"``: real CPython, for numpy or pandas code).
Shell blocks (``sh``, ``bash``) run in the sandbox. Each session keeps its state across blocks
and calls until ``restart``. The cancellation token stops the block running, in the interpreter
or in the sandbox.

This module imports autogen-core; ``import belljar`` alone never does.
"""

from __future__ import annotations

from typing import Any, Callable, List, Literal, Mapping

from autogen_core import CancellationToken
from autogen_core.code_executor import CodeBlock, CodeExecutor, CodeResult

import belljar

__all__ = ["BelljarCodeExecutor", "BelljarCodeResult"]

PYTHON_LANGUAGES = frozenset({"python", "py", "python3"})
SHELL_LANGUAGES = {"sh": "sh", "bash": "bash", "shell": "sh"}

# The POSIX-style exit codes AutoGen's command-line executors use (124 timeout, 125 cancelled),
# and Belljar's own (1 error, 137 another limit).
_EXIT_CODES = {"ok": 0, "error": 1, "refused": 1, "timeout": 124, "cancelled": 125, "limit_exceeded": 137}


class BelljarCodeResult(CodeResult):
    """AutoGen's ``CodeResult`` (``exit_code``, ``output``) plus ``results``: Belljar's
    :class:`belljar.Result` of each block that ran, in order."""

    def __init__(self, exit_code: int, output: str, results: list[Any]):
        super().__init__(exit_code=exit_code, output=output)
        self.results = results


def _block_output(result: Any) -> str:
    """What a block shows the agent: its stderr then its stdout (as AutoGen's local executor
    does), and the error when the output does not already say it."""
    text = (result.stderr or "") + (result.stdout or "")
    error = result.error
    if error is not None:
        traceback = getattr(error, "traceback", None)
        summary = f"{error.type}: {error.message}"
        if traceback and traceback not in text:
            text += traceback if traceback.endswith("\n") else traceback + "\n"
        elif summary not in text:
            text += summary + "\n"
    return text


class BelljarCodeExecutor(CodeExecutor):
    """An AutoGen ``CodeExecutor`` on Belljar.

    - ``python_backend``: ``"interpreter"`` (the embedded interpreter, the default) or
      ``"process"`` (a CPython session in the sandbox, ``python`` the CPython it runs, e.g. a
      venv's ``bin/python``; default ``python3`` on ``PATH``).
    - ``timeout``: seconds per block (AutoGen's default, 60); ``memory``: bytes per session.
    - ``tools``, ``variables``, ``allowed_imports``: the interpreter's host functions
      (Python callables the code calls), start-up variables and import policy
      (``python_backend="interpreter"`` only).
    - ``approve``: Belljar's approval callback, called with each block before it runs
      (AutoGen's own ``approval_func`` on the agent works too).
    - ``interpreter_options``, ``sandbox_options``: more keyword arguments for
      :class:`belljar.Interpreter` and :class:`belljar.Sandbox`.

    ``execute_code_blocks`` runs the blocks in order and stops at the first that fails. The
    output is each block's stderr and stdout (the traceback as CPython prints it); the exit
    code is 0, 1 for an error, 124 for a timeout, 125 when the cancellation token was
    cancelled, 137 for another limit, as AutoGen's command-line executors do. A block in a
    language that is neither Python nor shell is not run: exit code 1 and
    ``unknown language X``.
    """

    SUPPORTED_LANGUAGES = sorted(PYTHON_LANGUAGES | SHELL_LANGUAGES.keys())

    def __init__(
        self,
        python_backend: Literal["interpreter", "process"] = "interpreter",
        *,
        timeout: float = 60,
        memory: int | None = None,
        python: str | None = None,
        tools: Mapping[str, Callable[..., Any]] | None = None,
        variables: Mapping[str, Any] | None = None,
        allowed_imports: list[str] | None = None,
        approve: Callable[..., Any] | None = None,
        interpreter_options: Mapping[str, Any] | None = None,
        sandbox_options: Mapping[str, Any] | None = None,
    ):
        if python_backend not in ("interpreter", "process"):
            raise ValueError(f"python_backend must be 'interpreter' or 'process', not {python_backend!r}")
        if timeout is not None and timeout <= 0:
            raise ValueError("Timeout must be greater than 0.")
        if python_backend == "process" and (tools or variables or allowed_imports is not None):
            raise ValueError("tools, variables and allowed_imports need python_backend='interpreter'")
        self.python_backend = python_backend
        self.timeout = timeout
        common = {k: v for k, v in {"memory": memory, "approve": approve}.items() if v is not None}
        # The interpreter runs on a thread of its own, so the event loop stays free while a
        # block runs and the cancellation token can stop it.
        options = {
            "tools": dict(tools) if tools else None,
            "variables": dict(variables) if variables else None,
            "allowed_imports": allowed_imports,
        }
        self._options = {**common, **{k: v for k, v in options.items() if v is not None}}
        self._options.update(timeout=timeout, own_thread=True, **(interpreter_options or {}))
        self._sandbox_options: dict[str, Any] = {**common, "timeout": timeout, "python_sessions": True}
        if python is not None:
            self._sandbox_options["programs"] = {"python": python}
        self._sandbox_options.update(sandbox_options or {})
        self._interpreter: Any = None
        self._sandbox: Any = None
        self._started = False

    # -- lifecycle ----------------------------------------------------------------------------

    async def start(self) -> None:
        """Open the session(s); the sandbox opens at the first block that needs it."""
        if self._interpreter is None and self.python_backend == "interpreter":
            self._interpreter = belljar.Interpreter(**self._options)
        self._started = True

    async def stop(self) -> None:
        """Close the sessions and forget their state."""
        for session in (self._interpreter, self._sandbox):
            if session is not None:
                session.close()
        self._interpreter = None
        self._sandbox = None
        self._started = False

    async def restart(self) -> None:
        """Start from a fresh session (``CodeExecutorAgent`` calls this on reset)."""
        await self.stop()
        await self.start()

    # -- execution ----------------------------------------------------------------------------

    async def _run(self, language: str, code: str, cancellation_token: CancellationToken) -> Any:
        """Run one block. A cancellation meanwhile stops it (its result says ``cancelled``)."""
        if language != "python" or self.python_backend != "interpreter":
            if self._sandbox is None:
                self._sandbox = belljar.Sandbox("process", **self._sandbox_options)
            session: Any = self._sandbox
            run = session.arun(code, language=language)
        else:
            session = self._interpreter
            run = session.arun(code)
        running = True

        def cancel() -> None:
            if running:
                session.cancel()

        cancellation_token.add_callback(cancel)
        try:
            return await run
        finally:
            running = False

    async def execute_code_blocks(
        self, code_blocks: List[CodeBlock], cancellation_token: CancellationToken
    ) -> BelljarCodeResult:
        """Run the blocks in order; stop at the first that does not succeed."""
        if not self._started:
            await self.start()
        output = ""
        exit_code = 0
        results: list[Any] = []
        for block in code_blocks:
            language = (block.language or "").strip().lower()
            if language in PYTHON_LANGUAGES:
                language = "python"
            elif language in SHELL_LANGUAGES:
                language = SHELL_LANGUAGES[language]
            else:
                output += f"unknown language {language}\n"
                exit_code = 1
                break
            if cancellation_token.is_cancelled():
                output += "Cancelled\n"
                exit_code = 125
                break
            result = await self._run(language, block.code, cancellation_token)
            results.append(result)
            output += _block_output(result)
            exit_code = _EXIT_CODES.get(result.status, 1)
            if result.status == "cancelled":
                output += "Cancelled\n"
            elif result.status == "timeout" and "Timeout" not in output:
                output += "Timeout\n"
            if exit_code != 0:
                break
        return BelljarCodeResult(exit_code=exit_code, output=output, results=results)
