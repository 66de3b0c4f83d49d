# json.loads with trailing data: the uncaught JSONDecodeError line.
import json

print(json.loads(' {"ok": true} '))
json.loads('{"a": 1} {"b": 2}')
