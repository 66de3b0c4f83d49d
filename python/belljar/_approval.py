"""The ``approve=`` callback shared by every executor of the package.

An approval callback is called as ``approve(language, code)`` before each run (sync or
``async def``). It answers:

- ``True`` (or ``None``): run it;
- ``False``: refuse, with the reason "refused by the approval callback";
- a string: refuse, the string being the reason;
- ``(approved, reason)``, or any object with ``approved`` and ``reason`` attributes (as
  AutoGen's ``ApprovalResponse``).

A refusal is not an exception: the run returns a :class:`belljar.Result` with status
``"error"`` and an error of type ``Refused`` carrying the reason, so an agent reads it as the
block's result.
"""

from __future__ import annotations

import inspect
from typing import Any, Awaitable, Callable, Optional, Tuple, Union

from . import _belljar

Approval = Union[bool, None, str, Tuple[bool, str], Any]
ApproveCallback = Callable[[str, str], Union[Approval, Awaitable[Approval]]]

DEFAULT_REASON = "refused by the approval callback"


def verdict(answer: Approval) -> Optional[str]:
    """The refusal reason an approval answer gives, or ``None`` when it approves."""
    if answer is None or answer is True:
        return None
    if answer is False:
        return DEFAULT_REASON
    if isinstance(answer, str):
        return answer or DEFAULT_REASON
    if isinstance(answer, tuple) and len(answer) == 2:
        approved, reason = answer
        return None if approved else (str(reason) if reason else DEFAULT_REASON)
    if hasattr(answer, "approved"):
        if answer.approved:
            return None
        reason = getattr(answer, "reason", None)
        return str(reason) if reason else DEFAULT_REASON
    raise TypeError(
        "an approve callback must return True/False, None, a reason string, "
        f"(approved, reason) or an object with .approved and .reason; got {answer!r}"
    )


def refused(language: str, reason: str) -> "_belljar.Result":
    """The result of a run the callback refused."""
    return _belljar._refused(language, reason)


def check(approve: Optional[ApproveCallback], language: str, code: str, run_awaitable) -> Optional["_belljar.Result"]:
    """Ask ``approve`` synchronously; an awaitable answer is run with ``run_awaitable``.
    The refused result, or ``None`` to go on."""
    if approve is None:
        return None
    answer = approve(language, code)
    if inspect.isawaitable(answer):
        answer = run_awaitable(answer)
    reason = verdict(answer)
    return None if reason is None else refused(language, reason)


async def acheck(approve: Optional[ApproveCallback], language: str, code: str) -> Optional["_belljar.Result"]:
    """Ask ``approve``, awaiting it if it is async. The refused result, or ``None``."""
    if approve is None:
        return None
    answer = approve(language, code)
    if inspect.isawaitable(answer):
        answer = await answer
    reason = verdict(answer)
    return None if reason is None else refused(language, reason)
