# An invalid escape inside a JSON string, uncaught.
import json

try:
    json.loads('"tab\\x"')
except json.JSONDecodeError as e:
    print(e.msg, e.pos, e.lineno, e.colno)
json.loads('{"path": "C:\\new\\qfile"}')
