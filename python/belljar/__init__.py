"""Belljar: run code written by LLM agents, safely and fast.

- :class:`Interpreter` — an embedded Python interpreter (written in Rust) running in this
  process: limits, tools (Python callables, sync or async), variables, an import policy,
  sessions saved to bytes. No subprocess, no host access from the code.
- :class:`Sandbox` — Belljar's other backends (real CPython and shells in a Linux sandbox,
  containers) behind the same ``run``/``Result`` API, plus files.
- :class:`Result`, :class:`Error`, :class:`File` — what a run gives back.
- Exceptions: :class:`BelljarError` (base), :class:`ExecutionError` (``raise_for_error``),
  :class:`BackendUnavailable`, :class:`SessionError`.

Importing ``belljar`` imports no agent framework; the drop-ins live in ``belljar.smolagents``
and ``belljar.autogen`` and need the ``[smolagents]`` / ``[autogen]`` extras.
"""

from ._belljar import (
    BackendUnavailable,
    BelljarError,
    Error,
    ExecutionError,
    File,
    Result,
    SessionError,
)
from ._interpreter import Interpreter
from ._sandbox import Sandbox

__all__ = [
    "BackendUnavailable",
    "BelljarError",
    "Error",
    "ExecutionError",
    "File",
    "Interpreter",
    "Result",
    "Sandbox",
    "SessionError",
]
