# Arity and keyword errors of every str method, called on a str, through the class, and bound.
def show(label, fn):
    try:
        r = fn()
    except TypeError as e:
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "=", repr(r))


s = "a,b"
# METH_NOARGS: no arguments, no keywords.
for name in ["upper", "lower", "title", "capitalize", "swapcase", "casefold",
             "isdigit", "isalpha", "isalnum", "isspace", "isupper", "islower",
             "istitle", "isnumeric", "isdecimal", "isidentifier", "isascii",
             "isprintable"]:
    m = getattr(s, name)
    show(name + "()", lambda: m())
    show(name + "(1)", lambda: m(1))
    show(name + "(x=1)", lambda: m(x=1))

# METH_O: exactly one positional argument.
for name, good in [("join", ["x", "y"]), ("format_map", {}), ("zfill", 6),
                   ("partition", ","), ("rpartition", ","), ("removeprefix", "a"),
                   ("removesuffix", "b"), ("translate", {97: "A"}), ("__format__", ">5")]:
    m = getattr(s, name)
    show(name + "(good)", lambda: m(good))
    show(name + "()", lambda: m())
    show(name + "(good, 2)", lambda: m(good, 2))
    show(name + "(x=good)", lambda: m(x=good))

# Positional-only with optional arguments.
show("strip()", lambda: " a ".strip())
show("strip(1, 2)", lambda: s.strip(1, 2))
show("lstrip(chars=)", lambda: s.lstrip(chars="a"))
show("rstrip(None)", lambda: "a  ".rstrip(None))
show("replace(a)", lambda: s.replace("a"))
show("replace(a, b, 1, 2)", lambda: s.replace("a", "b", 1, 2))
show("replace(old=)", lambda: s.replace(old="a", new="b"))
show("center()", lambda: s.center())
show("center(9, '*')", lambda: s.center(9, "*"))
show("ljust(1, 2, 3)", lambda: s.ljust(1, 2, 3))
show("rjust(width=)", lambda: s.rjust(width=5))

# PyArg_ParseTuple: startswith, endswith, find, rfind, index, rindex, count.
for name in ["startswith", "endswith", "find", "rfind", "index", "rindex", "count"]:
    m = getattr(s, name)
    show(name + "()", lambda: m())
    show(name + "(a, 0, 3, 4)", lambda: m("a", 0, 3, 4))
    show(name + "(a, None, None)", lambda: m("a", None, None))
show("startswith(prefix=)", lambda: s.startswith(prefix="a"))
show("find(sub=)", lambda: s.find(sub="a"))
show("count(x, start=)", lambda: s.count("a", start=1))

# Argument Clinic with keywords: split, rsplit, splitlines, encode, expandtabs.
show("split(',', 1, 2)", lambda: s.split(",", 1, 2))
show("split(sepp=)", lambda: s.split(sepp=","))
show("split(',', sep=)", lambda: s.split(",", sep=","))
show("rsplit(maxsplit=, x=)", lambda: s.rsplit(maxsplit=1, x=2))
show("splitlines(True, False)", lambda: s.splitlines(True, False))
show("splitlines(keepend=)", lambda: s.splitlines(keepend=True))
show("encode(encodingg=)", lambda: s.encode(encodingg="utf-8"))
show("encode('utf-8', 'strict', 1)", lambda: s.encode("utf-8", "strict", 1))
show("encode('ascii', errors=, encoding=)", lambda: s.encode("ascii", errors="strict", encoding="x"))
show("expandtabs(4, 5)", lambda: s.expandtabs(4, 5))
show("expandtabs(tabsize=, x=)", lambda: s.expandtabs(tabsize=4, x=1))
show("expandtabs(size=)", lambda: s.expandtabs(size=4))

# Through the class: the receiver comes first.
show("str.upper()", lambda: str.upper())
show("str.upper('ab')", lambda: str.upper("ab"))
show("str.upper(1)", lambda: str.upper(1))
show("str.split('a b', maxsplit=0)", lambda: str.split("a b", maxsplit=0))
show("str.join(',')", lambda: str.join(","))
show("str.join(',', 'ab')", lambda: str.join(",", "ab"))
show("str.startswith('ab')", lambda: str.startswith("ab"))
show("str.replace('ab', 'a')", lambda: str.replace("ab", "a"))
show("str.encode('ab', errors=)", lambda: str.encode("ab", errors="ignore"))
show("str.__len__('abc', 1)", lambda: str.__len__("abc", 1))
show("'abc'.__len__(1)", lambda: "abc".__len__(1))
show("'abc'.__contains__()", lambda: "abc".__contains__())
show("'abc'.__getitem__(0, 1)", lambda: "abc".__getitem__(0, 1))
show("'abc'.__getitem__(i=0)", lambda: "abc".__getitem__(i=0))

# The argument types are checked after the arity.
show("split(1)", lambda: s.split(1))
show("join([1])", lambda: s.join([1]))
show("startswith(1)", lambda: s.startswith(1))
show("zfill('3')", lambda: s.zfill("3"))
show("encode(encoding=1)", lambda: s.encode(encoding=1))
show("splitlines(keepends='x')", lambda: s.splitlines(keepends="x"))
