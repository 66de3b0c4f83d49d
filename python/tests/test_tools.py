"""Tools: Python callables (sync and async) called from the interpreted code."""

import asyncio
import threading

import pytest

import belljar


def test_sync_tool_positional_and_keyword_arguments():
    calls = []

    def search(query, limit=3, *, lang="en"):
        calls.append((query, limit, lang))
        return [f"{query}-{i}" for i in range(limit)]

    with belljar.Interpreter(tools={"search": search}) as it:
        r = it.run("r = search('cats', limit=2, lang='fr')\nprint(r)\nsearch('dogs')")
        assert r.stdout == "['cats-0', 'cats-1']\n"
        assert r.value == ["dogs-0", "dogs-1", "dogs-2"]
    assert calls == [("cats", 2, "fr"), ("dogs", 3, "en")]


def test_tool_receives_and_returns_plain_data():
    def echo(*args, **kwargs):
        return {"args": args, "kwargs": kwargs}

    with belljar.Interpreter(tools={"echo": echo}) as it:
        r = it.run("out = echo(1, 2.5, None, b'x', (1, 2), {'k': [True]}, big=2**70)\n"
                   "print(type(out['args']).__name__)\nout")
        assert r.stdout == "tuple\n"
        # The tool's answer and the run's value keep tuples, bytes and big ints.
        assert r.value == {
            "args": (1, 2.5, None, b"x", (1, 2), {"k": [True]}),
            "kwargs": {"big": 2**70},
        }
        assert r.value_repr.startswith("{'args': (1, 2.5, None, b'x', (1, 2), {'k': [True]})")
        assert it.get("out") == {
            "args": (1, 2.5, None, b"x", (1, 2), {"k": [True]}),
            "kwargs": {"big": 2**70},
        }


def test_tool_runs_with_the_gil_on_the_callers_thread():
    seen = []
    with belljar.Interpreter(tools={"where": lambda: seen.append(threading.get_ident())}) as it:
        it.run("where()")
    assert seen == [threading.get_ident()]


def test_tool_errors_keep_type_and_message():
    def lookup(key):
        raise KeyError(key)

    class QuotaExceeded(Exception):
        pass

    def paid():
        raise QuotaExceeded("no credits left")

    with belljar.Interpreter(tools={"lookup": lookup, "paid": paid}) as it:
        r = it.run("try:\n    lookup('a')\nexcept KeyError as e:\n    print('caught', repr(e))")
        assert r.stdout == "caught KeyError(\"'a'\")\n"
        r = it.run("x = 1\npaid()")
        assert r.status == "error"
        assert r.error.type == "QuotaExceeded"
        assert r.error.message == "no credits left"
        assert r.error.line == 2
        r = it.run("try:\n    paid()\nexcept Exception as e:\n    print(type(e).__name__, e)")
        assert r.stdout == "QuotaExceeded no credits left\n"


def test_tool_arguments_and_answers_must_be_plain_data():
    with belljar.Interpreter(tools={"take": lambda x: x, "give": lambda: object()}) as it:
        r = it.run("take(lambda: 1)")
        assert r.error.type == "TypeError"
        assert "plain data" in r.error.message
        r = it.run("give()")
        assert r.error.type == "TypeError"
        assert "'object' object is not plain data" in r.error.message


def test_tool_names_cannot_be_rebound():
    with belljar.Interpreter(tools={"search": lambda q: q}) as it:
        r = it.run("search = 1")
        assert r.error.type == "TypeError"
        assert "would erase the existing tool" in r.error.message
        assert it.run("search('ok')").value == "ok"
        with pytest.raises(ValueError):
            it.set_variables(search=1)


def test_tool_objects_with_name_and_forward():
    class Tool:
        name = "weather"
        description = "The weather in a city."
        inputs = {"city": {"type": "string", "description": "a city"}}
        output_type = "string"

        def forward(self, city):
            return f"sunny in {city}"

        def __call__(self, *args, **kwargs):
            return self.forward(*args, **kwargs)

    class ForwardOnly:
        name = "shout"

        def forward(self, text):
            return text.upper()

    with belljar.Interpreter(tools=[Tool(), ForwardOnly()]) as it:
        r = it.run("print(weather.__doc__.splitlines()[0])\nweather(city='Paris') + ' ' + shout('hi')")
        assert r.stdout == "The weather in a city.\n"
        assert r.value == "sunny in Paris HI"
        assert it.run("weather.parameters['properties']['city']['type']").value == "string"


def test_final_answer_tool_replaces_builtin():
    def final_answer(answer):
        if answer < 0:
            raise ValueError("must be positive")
        return answer * 10

    with belljar.Interpreter(tools={"final_answer": final_answer}) as it:
        r = it.run("try:\n    final_answer(-1)\nexcept ValueError:\n    final_answer(4)")
        assert r.is_final_answer
        assert r.final_answer == 40


def test_tool_calling_its_own_interpreter_is_refused():
    holder = {}

    def reenter():
        try:
            holder["it"].run("1")
        except belljar.SessionError as e:
            return str(e)
        return "ran"

    with belljar.Interpreter(tools={"reenter": reenter}) as it:
        holder["it"] = it
        r = it.run("reenter()")
        assert "busy" in r.value


def test_keyboard_interrupt_from_a_tool_stops_the_run():
    def stop():
        raise KeyboardInterrupt

    with belljar.Interpreter(tools={"stop": stop}) as it:
        with pytest.raises(KeyboardInterrupt):
            it.run("try:\n    stop()\nexcept Exception:\n    pass\nwhile True:\n    pass")
        assert it.run("'still works'").value == "still works"


def test_add_tool_later():
    with belljar.Interpreter() as it:
        assert it.run("late(1)").error.type == "NameError"
        it.add_tool("late", lambda x: x + 1)
        assert it.run("late(1)").value == 2


async def fetch(url, *, retries=1):
    await asyncio.sleep(0)
    if url == "bad":
        raise ConnectionError("unreachable")
    return {"url": url, "retries": retries}


def test_async_tool_under_sync_run():
    with belljar.Interpreter(tools={"fetch": fetch}) as it:
        r = it.run("def get(u):\n    return fetch(u, retries=2)\npages = [get('a'), get('b')]\npages")
        assert r.value == [{"url": "a", "retries": 2}, {"url": "b", "retries": 2}]
        r = it.run("try:\n    fetch('bad')\nexcept ConnectionError as e:\n    print('failed:', e)")
        assert r.stdout == "failed: unreachable\n"


async def test_async_tools_awaited_on_the_callers_loop():
    loop = asyncio.get_running_loop()
    seen = []

    async def ask(question):
        seen.append(asyncio.get_running_loop())
        await asyncio.sleep(0.01)
        return question.upper()

    def sync_tool(x):
        return x * 2

    with belljar.Interpreter(tools={"ask": ask, "double": sync_tool, "fetch": fetch}) as it:
        # Another task keeps running on the loop while the tool awaits.
        ticks = []

        async def ticker():
            for _ in range(3):
                ticks.append(1)
                await asyncio.sleep(0.001)

        t = asyncio.create_task(ticker())
        r = await it.arun("a = ask('hi')\nb = double(21)\nprint(a, b)\nfinal_answer(a + '!')")
        await t
        assert r.stdout == "HI 42\n"
        assert r.is_final_answer and r.final_answer == "HI!"
        assert seen == [loop]
        assert ticks == [1, 1, 1]
        r = await it.arun("x = 1\nfetch('bad')")
        assert r.error.type == "ConnectionError"
        assert r.error.line == 2


async def test_async_tool_from_inside_a_builtin_is_refused():
    with belljar.Interpreter(tools={"fetch": fetch}) as it:
        r = await it.arun("sorted(['a'], key=lambda u: fetch(u)['url'])")
        assert r.error.type == "RuntimeError"
        assert "cannot suspend" in r.error.message


async def test_sync_run_with_async_tools_inside_a_loop_is_refused():
    with belljar.Interpreter(tools={"fetch": fetch}) as it:
        with pytest.raises(belljar.SessionError, match="arun"):
            it.run("fetch('a')")
        assert (await it.arun("fetch('a')['url']")).value == "a"


async def test_arun_with_own_thread():
    with belljar.Interpreter(tools={"fetch": fetch}, own_thread=True) as it:
        r = await it.arun("fetch('x')['url'] * 2")
        assert r.value == "xx"
