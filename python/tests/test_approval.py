"""approve=: a callback (sync or async) sees each block before it runs and can refuse it."""

import belljar


def test_sync_approval_sees_language_and_code_and_can_refuse():
    seen = []

    def approve(language, code):
        seen.append((language, code))
        return "no deleting" if "del" in code else True

    with belljar.Interpreter(approve=approve) as it:
        assert it.run("x = 1").ok
        r = it.run("del x")
        assert r.status == "error"
        assert r.error.type == "Refused"
        assert r.error.message == "no deleting"
        assert it.get("x") == 1  # the refused block did not run
    assert seen == [("python", "x = 1"), ("python", "del x")]


def test_approval_answer_shapes():
    class Response:
        def __init__(self, approved, reason):
            self.approved = approved
            self.reason = reason

    answers = iter([False, (False, "tuple says no"), Response(False, "object says no"), None, (True, "")])
    with belljar.Interpreter(approve=lambda lang, code: next(answers)) as it:
        assert it.run("1").error.message == "refused by the approval callback"
        assert it.run("1").error.message == "tuple says no"
        assert it.run("1").error.message == "object says no"
        assert it.run("1").value == 1
        assert it.run("2").value == 2


def test_async_approval_under_run_and_arun():
    async def approve(language, code):
        return "print" not in code

    with belljar.Interpreter(approve=approve) as it:
        assert it.run("3").value == 3
        assert it.run("print(1)").error.type == "Refused"


async def test_async_approval_under_arun():
    calls = []

    async def approve(language, code):
        calls.append(code)
        return (False, "later") if "later" in code else True

    with belljar.Interpreter(approve=approve) as it:
        assert (await it.arun("4")).value == 4
        r = await it.arun("later = 1")
        assert r.error.type == "Refused" and r.error.message == "later"
    assert calls == ["4", "later = 1"]


def test_refused_result_raises_for_error():
    with belljar.Interpreter(approve=lambda lang, code: False) as it:
        r = it.run("1")
        try:
            r.raise_for_error()
        except belljar.ExecutionError as e:
            assert e.error.type == "Refused"
        else:
            raise AssertionError("no ExecutionError")
