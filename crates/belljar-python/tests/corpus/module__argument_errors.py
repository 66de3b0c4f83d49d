# Module functions check their arguments with CPython's messages.
import math, time, sys, json, typing
import dataclasses

calls = [
    lambda: math.sqrt(),
    lambda: math.sqrt(1, 2),
    lambda: math.sqrt(x=4),
    lambda: math.pow(2),
    lambda: math.pow(2, y=3),
    lambda: math.log(),
    lambda: math.log(1, 2, 3),
    lambda: math.perm(),
    lambda: math.perm(1, 2, 3),
    lambda: math.isclose(1.0),
    lambda: math.isclose(1.0, 2.0, 3.0),
    lambda: math.floor(),
    lambda: math.gcd(a=1),
    lambda: time.sleep(),
    lambda: time.sleep("1"),
    lambda: time.time(1),
    lambda: sys.exit(1, 2),
    lambda: json.dumps(),
    lambda: json.dumps(1, 2),
    lambda: json.dumps({}, bogus=1),
    lambda: json.dumps({}, allow_nan=True, check_circular=True, skipkeys=False, cls=None),
    lambda: json.loads(),
    lambda: json.loads(5),
    lambda: dataclasses.fields(),
    lambda: dataclasses.field(1),
    lambda: dataclasses.field(bogus=1),
    lambda: dataclasses.asdict(3),
    lambda: typing.cast(int),
    lambda: sys.stdout.write(),
    lambda: sys.stdout.write("a", "b"),
    lambda: sys.stdout.flush(1),
    lambda: type(sys.stdout).write(5, "x"),
]
for c in calls:
    try:
        c()
        print("no error")
    except TypeError as e:
        print("TypeError:", e)
print(math.isclose(a=1.0, b=1.0 + 1e-12), math.isclose(1.0, 1.1, rel_tol=0.2))
print(math.prod([2, 3], start=4), math.hypot(), math.gcd(), math.log(8, 2), math.perm(4))
print(json.dumps({"b": [1, 2], "a": None}, sort_keys=True, indent=2, separators=(",", ": ")))
print(typing.cast(int, "x"), time.sleep(0), dataclasses.field(default=3).default)
print(json.dumps.__module__, dataclasses.dataclass.__module__)
