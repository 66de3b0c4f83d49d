# Module exceptions are reachable only through their module, and derive from the right bases.
try:
    print(FrozenInstanceError)
except NameError as e:
    print("NameError:", e)
try:
    print(JSONDecodeError)
except NameError as e:
    print("NameError:", e)

import json
from dataclasses import dataclass, FrozenInstanceError

print(json.JSONDecodeError)
print(FrozenInstanceError)
print(issubclass(json.JSONDecodeError, ValueError), issubclass(FrozenInstanceError, AttributeError))
print(json.JSONDecodeError.__name__, json.JSONDecodeError.__module__)

try:
    json.loads("")
except ValueError as e:
    print(type(e).__name__, isinstance(e, json.JSONDecodeError), e)

try:
    json.loads("[1, ]")
except json.JSONDecodeError as e:
    print(type(e).__name__, e)


@dataclass(frozen=True)
class P:
    x: int
    y: int = 0


p = P(1)
for attempt in ["AttributeError", "FrozenInstanceError"]:
    try:
        p.x = 5
    except AttributeError as e:
        print(attempt, type(e).__name__, e, isinstance(e, FrozenInstanceError))
print(p, hash(p) == hash(P(1, 0)))
