"""``belljar.Sandbox``: Belljar's other backends (real interpreters in a sandbox) from Python."""

from __future__ import annotations

import json
from typing import Any, List, Optional

from . import _approval
from ._belljar import Result, _SandboxCore

_MiB = 1 << 20


class Sandbox:
    """A session of one of Belljar's backends, opened from a backend spec.

    ``backend``:

    - ``"process"``: real programs (``python3``, ``bash``, ``sh``, ``node``, ...) as
      subprocesses in a Linux sandbox (namespaces, landlock, seccomp, cgroup limits); Python
      blocks share one long-lived CPython session, so numpy, pandas and everything installed
      for ``python3`` work.
    - ``"docker"``: the same in a locked-down container (needs a Docker engine and Belljar's
      image: ``scripts/docker-image``).
    - ``"jupyter"``: a local Jupyter kernel.

    A backend that cannot start (no engine, no kernel, not built) raises
    :class:`belljar.BackendUnavailable` when the session opens.

    ``options`` are the backend's (for ``process``: ``workdir``, ``python_sessions``,
    ``network`` (``"none"``/``"host"``), ``allow_net`` (``["HOST:PORT", ...]``: only these,
    through an HTTP proxy), ``mounts``, ``programs``, ``unsandboxed``, ...; for
    ``docker``: ``image``, ``cpus``, ``pids``, ``workdir`` (a host directory), ``network``,
    ``disk_bytes`` (the working directory's size: a tmpfs volume, 256 MiB by default); for
    ``jupyter``: ``kernel``, ``python``, ``sandbox``, ``url``, ``token`` and ``ca_file`` (a
    kernel on a Jupyter Server, ``https://`` with a private CA); see "Backend specs" in
    docs/json.md); unknown options are a ``ValueError``. Limits: ``timeout`` seconds per run,
    ``memory`` bytes for the whole sandbox, ``max_output`` bytes of stdout and of stderr.
    ``approve(language, code)`` is asked before each run, as on :class:`belljar.Interpreter`.

    ``run(code, language="python")`` returns a :class:`belljar.Result`; files the code
    produced (figures, HTML) are in ``result.files``, and :meth:`read_file` reads them.
    A session that died (the interpreter was killed) is reported in the result (error type
    ``SessionDied``) and the next run starts a fresh one; Belljar's own failures raise
    :class:`belljar.BelljarError` subclasses. Ctrl-C during a run stops it and raises
    ``KeyboardInterrupt``.
    """

    def __init__(
        self,
        backend: str = "process",
        *,
        timeout: Optional[float] = 60.0,
        memory: Optional[int] = 512 * _MiB,
        max_output: int = _MiB,
        approve: Optional[_approval.ApproveCallback] = None,
        **options: Any,
    ) -> None:
        spec: dict = {
            "backend": backend,
            "limits": {
                "timeout": timeout,
                "max_output_bytes": max_output,
                "memory_bytes": memory,
                "max_instructions": None,
                "max_recursion": None,
            },
        }
        if options:
            spec["options"] = options
        self._core = _SandboxCore(json.dumps(spec))
        self.approve = approve

    @property
    def backend(self) -> str:
        """The backend's name."""
        return self._core.backend

    @property
    def languages(self) -> List[str]:
        """The languages the backend runs."""
        return self._core.languages

    def open(self) -> None:
        """Start the session now (the first run otherwise does)."""
        self._core.open()

    def run(self, code: str, language: str = "python") -> Result:
        """Run ``code`` as ``language`` in the session and return its :class:`Result`. A
        language the backend does not run comes back as a result saying so."""
        refused = _approval.check(self.approve, language, code, _run_awaitable)
        if refused is not None:
            return refused
        return self._core.run(code, language)

    async def arun(self, code: str, language: str = "python") -> Result:
        """:meth:`run` for async callers: an async ``approve`` is awaited, and the run
        happens in a worker thread so the event loop stays free."""
        import asyncio

        refused = await _approval.acheck(self.approve, language, code)
        if refused is not None:
            return refused
        return await asyncio.to_thread(self._core.run, code, language)

    def write_file(self, path: str, data: "bytes | str") -> None:
        """Write a file in the session's working directory (``str`` is written as UTF-8)."""
        if isinstance(data, str):
            data = data.encode()
        self._core.write_file(path, bytes(data))

    def read_file(self, path: str) -> bytes:
        """Read a file of the session's working directory."""
        return self._core.read_file(path)

    def restart(self) -> None:
        """A fresh session: the code's state is dropped (and the files of a temporary
        working directory)."""
        self._core.restart()

    def cancel(self) -> None:
        """Stop the run in progress, from any thread (or while :meth:`arun` is awaited): the
        backend interrupts the code, then kills it if it does not stop, and that run returns a
        result with status ``cancelled``. Does nothing when no run is in progress."""
        self._core.cancel()

    def close(self) -> None:
        """End the session and remove what it made."""
        self._core.close()

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""
        return self._core.closed

    def __enter__(self) -> "Sandbox":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    async def __aenter__(self) -> "Sandbox":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self.closed else "open"
        return f"<belljar.Sandbox {self.backend} {state}>"


def _run_awaitable(awaitable: Any) -> Any:
    import asyncio

    async def wait() -> Any:
        return await awaitable

    return asyncio.run(wait())
