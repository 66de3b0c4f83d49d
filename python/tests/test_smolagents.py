"""belljar.smolagents: BelljarExecutor on its own, a whole smolagents CodeAgent run with a
scripted model (a tool call, a failing step the next step repairs, then final_answer), and the
same with BelljarProcessExecutor: real CPython in Belljar's process sandbox, with numpy
(installed in the test venv, whose Python the sandbox runs)."""

from __future__ import annotations

import subprocess
import sys

import numpy
import pytest
from smolagents import CodeAgent, tool
from smolagents.agents import ActionStep
from smolagents.default_tools import FinalAnswerTool
from smolagents.local_python_executor import CodeOutput, InterpreterError, PythonExecutor
from smolagents.models import ChatMessage, MessageRole, Model
from smolagents.monitoring import LogLevel

from belljar.smolagents import BelljarExecutor, BelljarInterpreterError, BelljarProcessExecutor, import_policy


class ScriptedModel(Model):
    """A smolagents model that answers with pre-written replies, in order, and records what
    it was asked."""

    def __init__(self, replies: list[str]):
        super().__init__(model_id="scripted")
        self.replies = list(replies)
        self.prompts: list[list[ChatMessage]] = []

    def generate(self, messages, stop_sequences=None, response_format=None, tools_to_call_from=None, **kwargs):
        self.prompts.append(list(messages))
        return ChatMessage(role=MessageRole.ASSISTANT, content=self.replies.pop(0))


def prompt_text(messages: list[ChatMessage]) -> str:
    parts = []
    for message in messages:
        content = message.content
        if isinstance(content, list):
            parts.extend(item.get("text", "") for item in content if isinstance(item, dict))
        elif content:
            parts.append(content)
    return "\n".join(parts)


@tool
def lookup_population(city: str) -> int:
    """Return the population of a city, in thousands.

    Args:
        city: the city's name
    """
    return {"paris": 2102, "lyon": 522}[city.lower()]


def test_importing_belljar_imports_no_agent_framework(tmp_path):
    code = (
        "import sys, belljar\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('smolagents', 'autogen_core', "
        "'autogen_agentchat', 'autogen_ext'))\n"
        "print(loaded)"
    )
    # A fresh interpreter, away from the source tree (the installed package is imported).
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path)
    assert out.stdout == "[]\n"


def test_the_executor_is_a_smolagents_python_executor():
    executor = BelljarExecutor()
    assert isinstance(executor, PythonExecutor)
    executor.send_tools({"final_answer": FinalAnswerTool()})
    out = executor("x = 6\nprint('x is', x)\nx * 7")
    assert isinstance(out, CodeOutput)
    assert out == CodeOutput(output=42, logs="x is 6\n", is_final_answer=False)


def test_state_persists_across_steps_and_variables_are_sent():
    executor = BelljarExecutor()
    executor.send_tools({})
    executor.send_variables({"docs": ["a", "bb", "ccc"], "limit": 2})
    executor("lengths = [len(d) for d in docs]")
    assert executor("sum(lengths[:limit])").output == 3


def test_tools_are_called_back_and_keep_the_session_when_they_change():
    executor = BelljarExecutor()
    executor.send_tools({"lookup_population": lookup_population})
    assert executor("p = lookup_population('Paris')\np").output == 2102

    def double(x):
        return 2 * x

    executor.send_tools({"lookup_population": lookup_population, "double": double})
    assert executor("double(p)").output == 4204


def test_final_answer_ends_the_step_even_inside_try():
    executor = BelljarExecutor()
    executor.send_tools({"final_answer": FinalAnswerTool()})
    out = executor("try:\n    final_answer({'n': 1})\nexcept BaseException:\n    final_answer(2)\nprint('unreachable')")
    assert out.is_final_answer
    assert out.output == {"n": 1}
    assert out.logs == ""


def test_a_custom_final_answer_tool_is_called():
    class Shout(FinalAnswerTool):
        def forward(self, answer):
            return str(answer).upper()

    executor = BelljarExecutor()
    executor.send_tools({"final_answer": Shout()})
    out = executor("final_answer('done')")
    assert out.is_final_answer and out.output == "DONE"


def test_errors_are_interpreter_errors_with_cpython_messages_and_keep_the_logs():
    executor = BelljarExecutor()
    executor.send_tools({})
    with pytest.raises(InterpreterError) as info:
        executor("print('before')\nd = {'a': 1}\nd['b']")
    assert str(info.value) == "Code execution failed at line 'd['b']' due to: KeyError: 'b'"
    assert isinstance(info.value, BelljarInterpreterError)
    assert info.value.result.error.type == "KeyError"
    # CodeAgent shows the prints made before the error from executor.state.
    assert executor.state["_print_outputs"] == "before\n"

    with pytest.raises(InterpreterError) as info:
        executor("x = (1,\n")
    assert str(info.value).startswith("Code parsing failed on line 1 due to: SyntaxError: ")


def test_the_import_policy_follows_additional_authorized_imports():
    assert import_policy([]) == sorted(
        ["collections", "datetime", "itertools", "math", "queue", "random", "re", "stat", "statistics", "time", "unicodedata"]
    )
    assert import_policy(["json", "os.*"]) == sorted(import_policy([]) + ["json", "os"])
    assert import_policy(["*"]) == ["*"]

    executor = BelljarExecutor()
    executor.send_tools({})
    with pytest.raises(InterpreterError) as info:
        executor("import json")
    assert "ImportError" in str(info.value) and "json" in str(info.value)
    assert executor("import math\nmath.floor(2.5)").output == 2

    allowed = BelljarExecutor(additional_authorized_imports=["json"])
    allowed.send_tools({})
    assert allowed("import json\njson.dumps([1])").output == "[1]"

    everything = BelljarExecutor(additional_authorized_imports=["*"])
    everything.send_tools({})
    assert everything("import json, fractions\nstr(fractions.Fraction(1, 3))").output == "1/3"


def test_print_outputs_are_capped_like_smolagents():
    executor = BelljarExecutor(max_print_outputs_length=100)
    executor.send_tools({})
    out = executor("for i in range(200):\n    print(i)")
    assert len(out.logs) < 200
    assert "_This content has been truncated to stay below 100 characters_" in out.logs
    assert out.logs.startswith("0\n1\n")
    assert out.logs.endswith("198\n199\n")


def test_the_time_limit_ends_a_step():
    executor = BelljarExecutor(timeout_seconds=0.2)
    executor.send_tools({})
    with pytest.raises(InterpreterError) as info:
        executor("while True:\n    pass")
    assert "TimeoutError" in str(info.value)
    # The session is still there for the next step.
    assert executor("1 + 1").output == 2


def test_a_whole_code_agent_run():
    replies = [
        # Step 1: a tool call.
        "Thought: I look both cities up.\n<code>\nparis = lookup_population('Paris')\n"
        "lyon = lookup_population('Lyon')\nprint(f'paris={paris} lyon={lyon}')\n</code>",
        # Step 2: fails (no such key); the agent sees the error.
        "Thought: I compute the ratio from a table.\n<code>\ntable = {'paris': paris}\n"
        "ratio = table['paris'] / table['lyon']\n</code>",
        # Step 3: repairs it and answers.
        "Thought: lyon is not in the table; I use the variable.\n<code>\n"
        "ratio = round(paris / lyon, 2)\nprint('ratio', ratio)\nfinal_answer(ratio)\n</code>",
    ]
    model = ScriptedModel(replies)
    agent = CodeAgent(
        tools=[lookup_population],
        model=model,
        executor=BelljarExecutor(),
        max_steps=5,
        verbosity_level=LogLevel.OFF,
    )
    answer = agent.run("How many times larger is Paris than Lyon?")
    assert answer == 4.03
    assert model.replies == []

    steps = [s for s in agent.memory.steps if isinstance(s, ActionStep)]
    assert len(steps) == 3
    first, failed, last = steps
    assert first.error is None
    assert "paris=2102 lyon=522" in first.observations
    assert failed.error is not None
    assert "KeyError: 'lyon'" in str(failed.error)
    assert "Code execution failed at line 'ratio = table['paris'] / table['lyon']'" in str(failed.error)
    assert last.is_final_answer and last.action_output == 4.03
    assert "ratio 4.03" in last.observations
    # The model's third prompt shows it the error, as with smolagents' own executor.
    assert "KeyError: 'lyon'" in prompt_text(model.prompts[2])


# -- BelljarProcessExecutor ------------------------------------------------------------------

# The test venv's Python: it has numpy (the [test] extra), and the sandbox binds its prefix
# read-only.
PYTHON = sys.executable


@tool
def scale(values: list, factor: float) -> list:
    """Multiply every value by a factor.

    Args:
        values: the numbers
        factor: the factor
    """
    return [v * factor for v in values]


def test_numpy_runs_and_state_persists():
    executor = BelljarProcessExecutor(python=PYTHON)
    try:
        executor.send_tools({"final_answer": FinalAnswerTool()})
        executor.send_variables({"data": [1.0, 2.0, 3.0, 4.0]})
        out = executor("import numpy as np\narr = np.array(data)\nprint(np.__version__)\nfloat(arr.mean())")
        assert out.logs == numpy.__version__ + "\n"
        assert out.output == 2.5
        assert not out.is_final_answer
        final = executor("final_answer(float(arr.std()))")
        assert final.is_final_answer
        assert final.output == pytest.approx(float(numpy.std([1.0, 2.0, 3.0, 4.0])))
    finally:
        executor.cleanup()


def test_errors_are_interpreter_errors_from_the_real_traceback():
    executor = BelljarProcessExecutor(python=PYTHON)
    try:
        executor.send_tools({})
        with pytest.raises(InterpreterError) as info:
            executor("import numpy as np\nprint('shape ok')\nnp.zeros(3).reshape(2, 2)")
        assert "ValueError: cannot reshape array of size 3 into shape (2,2)" in str(info.value)
        assert str(info.value).startswith("Code execution failed at line 'np.zeros(3).reshape(2, 2)'")
        assert executor.state["_print_outputs"] == "shape ok\n"
    finally:
        executor.cleanup()


def test_a_whole_code_agent_run_with_numpy():
    replies = [
        # A tool call (the tool is sent to the sandbox as source code).
        "Thought: scale the readings.\n<code>\nreadings = scale([1, 2, 3, 4], 2.5)\nprint(readings)\n</code>",
        # Fails: numpy is not imported yet.
        "Thought: take the mean.\n<code>\nm = np.mean(readings)\n</code>",
        # Repaired.
        "Thought: import numpy first.\n<code>\nimport numpy as np\nm = float(np.mean(readings))\n"
        "print('mean', m)\nfinal_answer(m)\n</code>",
    ]
    model = ScriptedModel(replies)
    executor = BelljarProcessExecutor(additional_authorized_imports=["numpy"], python=PYTHON)
    with CodeAgent(
        tools=[scale], model=model, executor=executor, max_steps=5, verbosity_level=LogLevel.OFF
    ) as agent:
        answer = agent.run("What is the mean of the readings scaled by 2.5?")
    assert answer == 6.25
    steps = [s for s in agent.memory.steps if isinstance(s, ActionStep)]
    assert len(steps) == 3
    assert "[2.5, 5.0, 7.5, 10.0]" in steps[0].observations
    assert "NameError: name 'np' is not defined" in str(steps[1].error)
    assert steps[2].is_final_answer and "mean 6.25" in steps[2].observations
    assert "NameError: name 'np' is not defined" in prompt_text(model.prompts[2])
