# json.loads on odd but valid documents: duplicates, escapes, numbers, whitespace.
import json

docs = [
    '{"a": 1, "a": 2, "b": 3, "a": 4}',
    '  \n\t[1 , 2 ,\r\n 3 ]  ',
    '"\\u00e9\\u4e2d\\ud83d\\ude00\\n\\t\\"\\\\\\/"',
    '[-0, -0.0, 0.5, 1E3, 1e-3, 2.5E+2, 123456789012345678901234567890]',
    '[1e400, -1e400, NaN, Infinity, -Infinity]',
    '{"": "", " ": " "}',
    '[true, false, null]',
    '{"nested": {"deep": [[[]], {}]}}',
    '"a\\u0000b"',
    '3',
    '"just a string"',
    '[1.0, 1.5e0, 100000000000000000000.0]',
]
for doc in docs:
    v = json.loads(doc)
    print(type(v).__name__, repr(v))
print(json.loads(b'{"bytes": [1]}'))
print(list(json.loads('{"z": 1, "y": 2, "x": 3}')))
big = json.loads("1" * 100)
print(len(str(big)), big % 1000)
try:
    json.loads("1" * 5000)
except ValueError as e:
    print("ValueError:", str(e)[:60])
print(json.loads('"\\ud83d\\ude00"') == "\U0001F600")
print(json.dumps(json.loads('{"k": [1, 2.5, "s", null, true]}')))
