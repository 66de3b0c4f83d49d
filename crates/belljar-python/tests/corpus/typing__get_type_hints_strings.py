# get_type_hints evaluates string annotations in the globals the object was defined in,
# with localns first, as CPython's eval of a ForwardRef.
from typing import get_type_hints, List, Optional, Dict, ForwardRef, Annotated, ClassVar
import typing
import collections


class Node:
    value: "int"
    children: "List[Node]"
    parent: "Optional[Node]" = None
    meta: "Dict[str, collections.OrderedDict]"
    count: "ClassVar[int]" = 0


def show(hints):
    for k, v in hints.items():
        print(" ", k, "->", v)


show(get_type_hints(Node))


def link(a: "Node", b: "int | None" = None, *rest: "list[int]", **kw: "Dict[str, 'Node']") -> "Node":
    return a


show(get_type_hints(link))


class Tree(Node):
    left: "Tree"
    right: "Optional[Tree]"
    size: "Alias"


Alias = List[int]
show(get_type_hints(Tree))


def uses_local(x: "Local") -> "Local":
    return x


try:
    get_type_hints(uses_local)
except NameError as e:
    print("NameError", e)

show(get_type_hints(uses_local, localns={"Local": float}))
show(get_type_hints(uses_local, globalns={"Local": bytes}))
show(get_type_hints(uses_local, {"Local": bytes}, {"Local": complex}))


def annotated(x: "Annotated[int, 'meta']", y: Annotated["Node", 1]):
    pass


show(get_type_hints(annotated))
show(get_type_hints(annotated, include_extras=True))

# Syntax errors are found when the ForwardRef is made.
for bad in ["List[int", "x = 1", "1 +", "a; b"]:
    try:
        ForwardRef(bad)
    except SyntaxError as e:
        print("SyntaxError", e)

try:
    List["not valid ("]
except SyntaxError as e:
    print("SyntaxError", e)


def not_a_type(x: "1 + 2"):
    pass


try:
    get_type_hints(not_a_type)
except TypeError as e:
    print("TypeError", e)


def tuple_ann(x: "(int, str)"):
    pass


try:
    get_type_hints(tuple_ann)
except TypeError as e:
    print("TypeError", e)


def expr_ann(x: "List[int] if True else str", y: "[int][0]", z: "typing.Tuple[int, ...]"):
    pass


show(get_type_hints(expr_ann))

r = ForwardRef("Node")
print(r, r.__forward_evaluated__)
print(typing._eval_type(r, {"Node": Node}, None), r.__forward_evaluated__)
print(ForwardRef("int") == ForwardRef("int"), ForwardRef("int") == ForwardRef("str"))
print(get_type_hints(typing.NamedTuple("P", [("x", "int")])))


def wrapped(x: "Node") -> None:
    pass


def wrapper(*a):
    return wrapped(*a)


wrapper.__wrapped__ = wrapped
wrapper.__annotations__ = {"y": "Tree"}
show(get_type_hints(wrapper))

try:
    get_type_hints(3)
except TypeError as e:
    print("TypeError", e)
