# json.JSONDecodeError messages with line/column/char positions.
import json

docs = [
    "",
    "   ",
    "{",
    "[1, 2",
    "[1, 2,]",
    '{"a": 1,}',
    '{"a" 1}',
    "{'a': 1}",
    '{"a": tru}',
    "nul",
    '"unterminated',
    '"bad \\q escape"',
    "[1]\n[2]",
    "01",
    "1.",
    "-",
    '{"a":\n  [1,\n   2,,]}',
    "NaNx",
    '"\\u12"',
    '[1 2]',
]
for doc in docs:
    try:
        print(repr(json.loads(doc)))
    except json.JSONDecodeError as e:
        print(repr(doc), "->", e.msg, e.lineno, e.colno, e.pos)
        print("   ", e)
    except ValueError as e:
        print("ValueError", e)

for bad in [object(), {1, 2}, b"x"]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError:", str(e).split(" at 0x")[0])
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
json.loads('{"key": [1, 2, 3}')
