"""Type stubs of the native module ``belljar._belljar`` (crates/belljar-py)."""

from typing import Any, Callable, List, Optional, Tuple, Union

class BelljarError(Exception): ...

class ExecutionError(BelljarError):
    result: "Result"
    error: Optional["Error"]

class BackendUnavailable(BelljarError): ...
class SessionError(BelljarError): ...

class Error:
    type: str
    message: str
    line: Optional[int]
    traceback: Optional[str]

class File:
    path: str
    mime: str
    size: int

class Result:
    status: str
    stdout: str
    stderr: str
    stdout_truncated: bool
    stderr_truncated: bool
    value: Any
    value_repr: Optional[str]
    is_final_answer: bool
    final_answer: Any
    final_answer_repr: Optional[str]
    error: Optional[Error]
    duration: float
    exit_code: Optional[int]
    language: str
    files: List[File]
    @property
    def ok(self) -> bool: ...
    def raise_for_error(self) -> "Result": ...

_Step = Union[Result, Tuple[str, tuple, dict]]

class _Core:
    def __init__(
        self,
        *,
        timeout: Optional[float],
        memory: Optional[int],
        max_output: int,
        max_instructions: Optional[int],
        allowed_imports: Optional[List[str]],
        own_thread: bool,
    ) -> None: ...
    @property
    def own_thread(self) -> bool: ...
    @property
    def closed(self) -> bool: ...
    def add_tool(self, name: str, func: Callable[..., Any], description: str, parameters: Optional[str]) -> None: ...
    def add_suspending_tool(self, name: str, description: str, parameters: Optional[str]) -> None: ...
    def add_start_variable(self, name: str, value: Any) -> None: ...
    def run(self, code: str) -> Result: ...
    def start(self, code: str) -> _Step: ...
    def resume_value(self, value: Any) -> _Step: ...
    def resume_error(self, error: BaseException) -> _Step: ...
    def set_variable(self, name: str, value: Any) -> None: ...
    def get(self, name: str) -> Any: ...
    def restart(self) -> None: ...
    def save(self) -> bytes: ...
    def restore(self, data: bytes) -> None: ...
    def close(self) -> None: ...
    def cancel(self) -> None: ...

def _refused(language: str, reason: str) -> Result: ...
