# An LLM-style JSON reply with single quotes, as agents often receive.
import json

reply = "{'action': 'search', 'query': 'weather'}"
try:
    json.loads(reply)
except ValueError as e:
    print(type(e).__name__, "is ValueError:", isinstance(e, ValueError))
json.loads(reply)
