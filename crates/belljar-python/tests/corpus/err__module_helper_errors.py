# Errors raised by functools, itertools, operator, string and dataclasses helpers.
import functools
import itertools
import operator
import string
from dataclasses import dataclass, field, replace


def show(fn):
    try:
        print(fn())
    except (TypeError, ValueError, KeyError, AttributeError, IndexError) as e:
        print(type(e).__name__ + ":", e)


@functools.lru_cache(maxsize=2)
def twice(x):
    return x * 2


show(lambda: twice([1]))
show(lambda: twice(3))
show(lambda: twice.cache_info())
show(lambda: twice.cache_parameters())
show(lambda: functools.lru_cache("big"))
show(lambda: functools.reduce(operator.add, []))
show(lambda: list(itertools.islice("abc", -1)))
show(lambda: list(itertools.islice("abc", 1, -1)))
show(lambda: list(itertools.islice("abc", 0, 3, 0)))
show(lambda: list(itertools.islice("abcdef", 1, None, 2)))
show(lambda: operator.itemgetter(5)([1, 2]))
show(lambda: operator.itemgetter("k", "j")({"k": 1}))
show(lambda: operator.attrgetter("real.nope")(3))
show(lambda: operator.methodcaller("upper")(5))
show(lambda: operator.indexOf([1, 2], 3))
show(lambda: (operator.itemgetter(1, 0), operator.attrgetter("a.b", "c"), operator.methodcaller("f", 1, k=2)))
show(lambda: string.Template("$who likes $what").substitute(who="tim"))
show(lambda: string.Template("cost: $ 5").substitute())
show(lambda: string.Template("line1\n  ${bad name}").substitute({}))
show(lambda: string.Template("$a $$ ${b} $").safe_substitute(a=1))
show(lambda: string.Template("$x$y${z}").get_identifiers())
show(lambda: string.Template("$").is_valid())
show(lambda: string.capwords("  a-b  c_d ", "-"))


@dataclass
class P:
    x: int
    y: int = 0
    tag: str = field(default="t", init=False)


show(lambda: replace(P(1), y=5))
show(lambda: replace(P(1), tag="q"))
show(lambda: replace(P, x=1))
show(lambda: replace(P(1), z=3))
show(lambda: P())
show(lambda: P(1, 2, 3))
functools.reduce(None, [1, 2])
