"""AutoGen drop-in: a code executor for ``CodeExecutorAgent`` and ``PythonCodeExecutionTool``.

:class:`BelljarCodeExecutor` implements ``autogen_core.code_executor.CodeExecutor``::

    from autogen_agentchat.agents import CodeExecutorAgent
    from belljar.autogen import BelljarCodeExecutor

    async with BelljarCodeExecutor() as executor:
        agent = CodeExecutorAgent("runner", code_executor=executor)
        ...

Python blocks run in Belljar's embedded interpreter (in this process, no filesystem, no
network), which keeps its state across blocks and calls until ``restart``. The cancellation
token stops the running block. (Shell blocks, and Python in a sandboxed CPython session, wait
for ``belljar.Sandbox``: until then a block in another language than Python is not run.)

This module imports autogen-core; ``import belljar`` alone never does.
"""

from __future__ import annotations

from typing import Any, Callable, List, Mapping

from autogen_core import CancellationToken
from autogen_core.code_executor import CodeBlock, CodeExecutor, CodeResult

import belljar

__all__ = ["BelljarCodeExecutor", "BelljarCodeResult"]

PYTHON_LANGUAGES = frozenset({"python", "py", "python3"})

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
    """An AutoGen ``CodeExecutor`` running Python blocks in Belljar's embedded interpreter.

    - ``timeout``: seconds per block (AutoGen's default, 60); ``memory``: bytes the code may
      allocate.
    - ``tools``, ``variables``, ``allowed_imports``: the interpreter's host functions
      (Python callables the code calls), start-up variables and import policy.
    - ``approve``: Belljar's approval callback, called with each block before it runs
      (AutoGen's own ``approval_func`` on the agent works too).
    - ``interpreter_options``: more keyword arguments for :class:`belljar.Interpreter`.

    ``execute_code_blocks`` runs the blocks in order and stops at the first that fails. The
    output is each block's stderr and stdout (the traceback as CPython prints it); the exit
    code is 0, 1 for an error, 124 for a timeout, 125 when the cancellation token was
    cancelled, 137 for another limit, as AutoGen's command-line executors do. A block in
    another language than Python is not run: exit code 1 and ``unknown language X``.
    """

    SUPPORTED_LANGUAGES = sorted(PYTHON_LANGUAGES)

    def __init__(
        self,
        *,
        timeout: float = 60,
        memory: int | None = None,
        tools: Mapping[str, Callable[..., Any]] | None = None,
        variables: Mapping[str, Any] | None = None,
        allowed_imports: list[str] | None = None,
        approve: Callable[..., Any] | None = None,
        interpreter_options: Mapping[str, Any] | None = None,
    ):
        if timeout is not None and timeout <= 0:
            raise ValueError("Timeout must be greater than 0.")
        self.timeout = timeout
        # The session runs on a thread of its own, so the event loop stays free while a block
        # runs and the cancellation token can stop it.
        options = {
            "memory": memory,
            "tools": dict(tools) if tools else None,
            "variables": dict(variables) if variables else None,
            "allowed_imports": allowed_imports,
            "approve": approve,
        }
        self._options = {k: v for k, v in options.items() if v is not None}
        self._options.update(timeout=timeout, own_thread=True, **(interpreter_options or {}))
        self._interpreter: Any = None

    # -- lifecycle ----------------------------------------------------------------------------

    async def start(self) -> None:
        """Open the interpreter session."""
        if self._interpreter is None:
            self._interpreter = belljar.Interpreter(**self._options)

    async def stop(self) -> None:
        """Close the session and forget its state."""
        if self._interpreter is not None:
            self._interpreter.close()
        self._interpreter = None

    async def restart(self) -> None:
        """Start from a fresh session (``CodeExecutorAgent`` calls this on reset)."""
        await self.stop()
        await self.start()

    # -- execution ----------------------------------------------------------------------------

    async def _run(self, code: str, cancellation_token: CancellationToken) -> Any:
        """Run one block; a cancellation meanwhile stops it (its result says ``cancelled``)."""
        session = self._interpreter
        running = True

        def cancel() -> None:
            if running:
                session.cancel()

        cancellation_token.add_callback(cancel)
        try:
            return await session.arun(code)
        finally:
            running = False

    async def execute_code_blocks(
        self, code_blocks: List[CodeBlock], cancellation_token: CancellationToken
    ) -> BelljarCodeResult:
        """Run the blocks in order; stop at the first that does not succeed."""
        if self._interpreter is None:
            await self.start()
        output = ""
        exit_code = 0
        results: list[Any] = []
        for block in code_blocks:
            language = (block.language or "").strip().lower()
            if language not in PYTHON_LANGUAGES:
                output += f"unknown language {language}\n"
                exit_code = 1
                break
            if cancellation_token.is_cancelled():
                output += "Cancelled\n"
                exit_code = 125
                break
            result = await self._run(block.code, cancellation_token)
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
