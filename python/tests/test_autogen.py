"""belljar.autogen: BelljarCodeExecutor on its own, under AutoGen's CodeExecutorAgent (scripted
with AutoGen's ReplayChatCompletionClient: a failing block, the retry that repairs it, the
reflection) and PythonCodeExecutionTool, cancellation, and the process sandbox (shell blocks,
Python with numpy)."""

from __future__ import annotations

import asyncio
import json
import sys
import threading
import warnings

from autogen_agentchat.agents import CodeExecutorAgent
from autogen_agentchat.base import Response
from autogen_agentchat.messages import CodeExecutionEvent, CodeGenerationEvent, TextMessage
from autogen_core import CancellationToken
from autogen_core.code_executor import CodeBlock, CodeExecutor, CodeResult
from autogen_core.models import ModelFamily, ModelInfo
from autogen_ext.models.replay import ReplayChatCompletionClient
from autogen_ext.tools.code_execution import CodeExecutionInput, PythonCodeExecutionTool

from belljar.autogen import BelljarCodeExecutor


def run(coro):
    return asyncio.run(coro)


def python(code: str) -> CodeBlock:
    return CodeBlock(code=code, language="python")


def test_it_is_an_autogen_code_executor_and_keeps_state():
    async def main():
        async with BelljarCodeExecutor() as executor:
            assert isinstance(executor, CodeExecutor)
            token = CancellationToken()
            first = await executor.execute_code_blocks([python("x = 20\nprint('set')")], token)
            second = await executor.execute_code_blocks([python("print(x + 1)"), python("print(x * 2)")], token)
            return first, second

    first, second = run(main())
    assert isinstance(first, CodeResult)
    assert (first.exit_code, first.output) == (0, "set\n")
    assert (second.exit_code, second.output) == (0, "21\n40\n")
    assert [r.status for r in second.results] == ["ok", "ok"]


def test_an_error_stops_the_blocks_and_shows_the_traceback():
    async def main():
        async with BelljarCodeExecutor() as executor:
            return await executor.execute_code_blocks(
                [python("print('a')"), python("1 / 0"), python("print('never')")], CancellationToken()
            )

    result = run(main())
    assert result.exit_code == 1
    assert result.output.startswith("a\n")
    assert "ZeroDivisionError: division by zero" in result.output
    assert "never" not in result.output
    assert len(result.results) == 2


def test_restart_forgets_the_state():
    async def main():
        async with BelljarCodeExecutor() as executor:
            token = CancellationToken()
            await executor.execute_code_blocks([python("y = 1")], token)
            await executor.restart()
            return await executor.execute_code_blocks([python("print(y)")], token)

    result = run(main())
    assert result.exit_code == 1
    assert "NameError: name 'y' is not defined" in result.output


def test_tools_variables_and_unknown_languages():
    def lookup(key):
        return {"a": 1, "b": 2}[key]

    async def main():
        async with BelljarCodeExecutor(tools={"lookup": lookup}, variables={"keys": ["a", "b"]}) as executor:
            token = CancellationToken()
            ok = await executor.execute_code_blocks([python("print(sum(lookup(k) for k in keys))")], token)
            unknown = await executor.execute_code_blocks([CodeBlock(code="int main() {}", language="c")], token)
            return ok, unknown

    ok, unknown = run(main())
    assert (ok.exit_code, ok.output) == (0, "3\n")
    assert unknown.exit_code == 1
    assert unknown.output == "unknown language c\n"


def test_the_timeout_gives_exit_code_124():
    async def main():
        async with BelljarCodeExecutor(timeout=0.3) as executor:
            return await executor.execute_code_blocks([python("print('start')\nwhile True:\n    pass")], CancellationToken())

    result = run(main())
    assert result.exit_code == 124
    assert result.output.startswith("start\n")
    assert "Timeout" in result.output


def test_the_cancellation_token_cancels_the_running_block():
    started = threading.Event()

    def ready():
        started.set()
        return True

    async def main():
        async with BelljarCodeExecutor(tools={"ready": ready}, timeout=30) as executor:
            token = CancellationToken()
            task = asyncio.ensure_future(
                executor.execute_code_blocks(
                    [python("ready()\nprint('running', flush=True)\nwhile True:\n    pass"), python("print('next')")],
                    token,
                )
            )
            while not started.is_set():
                await asyncio.sleep(0.01)
            token.cancel()
            result = await asyncio.wait_for(task, 10)
            # The session survives a cancelled block.
            after = await executor.execute_code_blocks([python("print('after')")], CancellationToken())
            return result, after

    result, after = run(main())
    assert result.exit_code == 125
    assert "Cancelled" in result.output
    assert "next" not in result.output
    assert (after.exit_code, after.output) == (0, "after\n")


def test_a_code_executor_agent_runs_repairs_and_reflects():
    replies = [
        "I compute the mean.\n```python\nvalues = [3, 5, 10]\nprint(sum(values) / len(value))\n```",
        json.dumps({"retry": True, "reason": "NameError: the list is called values"}),
        "Fixed the name.\n```python\nprint(sum(values) / len(values))\n```",
        "The mean is 6.0.",
    ]
    client = ReplayChatCompletionClient(
        replies,
        model_info=ModelInfo(
            vision=False, function_calling=False, json_output=True, family=ModelFamily.UNKNOWN, structured_output=True
        ),
    )

    async def main():
        async with BelljarCodeExecutor() as executor:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", UserWarning)  # "no approval function set"
                agent = CodeExecutorAgent(
                    "coder", code_executor=executor, model_client=client, max_retries_on_error=1
                )
            events = []
            async for item in agent.on_messages_stream(
                [TextMessage(content="What is the mean of 3, 5 and 10?", source="user")], CancellationToken()
            ):
                events.append(item)
            return events

    events = run(main())
    response = events[-1]
    assert isinstance(response, Response)
    assert response.chat_message.content == "The mean is 6.0."
    executions = [e for e in events if isinstance(e, CodeExecutionEvent)]
    assert [e.result.exit_code for e in executions] == [1, 0]
    assert "NameError: name 'value' is not defined" in executions[0].result.output
    assert executions[1].result.output == "6.0\n"
    generations = [e for e in events if isinstance(e, CodeGenerationEvent)]
    assert [b.language for g in generations for b in g.code_blocks] == ["python", "python"]
    # The model saw the error before it repaired the code.
    retry_prompt = client.create_calls[1]["messages"][-1].content
    assert "NameError: name 'value' is not defined" in retry_prompt


def test_a_code_executor_agent_without_a_model_runs_the_blocks_it_is_sent():
    async def main():
        async with BelljarCodeExecutor() as executor:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", UserWarning)
                agent = CodeExecutorAgent("runner", code_executor=executor)
            message = TextMessage(content="```python\nprint(6 * 7)\n```", source="assistant")
            return await agent.on_messages([message], CancellationToken())

    response = run(main())
    assert response.chat_message.content == "42\n"


def test_the_python_code_execution_tool():
    async def main():
        async with BelljarCodeExecutor() as executor:
            tool = PythonCodeExecutionTool(executor)
            return await tool.run(CodeExecutionInput(code="import math\nprint(math.factorial(10))"), CancellationToken())

    result = run(main())
    assert result.success
    assert result.output == "3628800\n"


# -- the process sandbox: shell blocks, and Python in real CPython ---------------------------

# The test venv's Python: it has numpy (the [test] extra), and the sandbox binds its prefix
# read-only.
PYTHON = sys.executable


def test_shell_blocks_run_in_the_sandbox_beside_interpreter_python():
    async def main():
        async with BelljarCodeExecutor() as executor:
            token = CancellationToken()
            return await executor.execute_code_blocks(
                [
                    python("print('from the interpreter')"),
                    CodeBlock(code="echo from sh; echo to stderr >&2", language="sh"),
                    CodeBlock(code="x=41; echo $((x + 1))", language="bash"),
                    CodeBlock(code="exit 3", language="sh"),
                ],
                token,
            )

    result = run(main())
    assert result.output == (
        "from the interpreter\nto stderr\nfrom sh\n42\nNonZeroExit: the program exited with code 3\n"
    )
    assert result.exit_code == 1
    assert [r.status for r in result.results] == ["ok", "ok", "ok", "error"]


def test_python_blocks_in_the_process_sandbox_have_numpy_and_keep_state():
    async def main():
        async with BelljarCodeExecutor(python_backend="process", python=PYTHON) as executor:
            token = CancellationToken()
            first = await executor.execute_code_blocks(
                [python("import numpy as np\na = np.arange(10)\nprint(int(a.sum()))")], token
            )
            second = await executor.execute_code_blocks([python("print(a.reshape(2, 5).shape)")], token)
            failed = await executor.execute_code_blocks([python("a.reshape(3, 3)")], token)
            return first, second, failed

    first, second, failed = run(main())
    assert (first.exit_code, first.output) == (0, "45\n")
    assert (second.exit_code, second.output) == (0, "(2, 5)\n")
    assert failed.exit_code == 1
    assert "ValueError: cannot reshape array of size 10 into shape (3,3)" in failed.output
