# Everyday string utilities: slugify, truncate, wrap, case conversion, templating.
import string


def slugify(s):
    out = []
    for ch in s.lower():
        if ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def truncate(s, n, ellipsis="…"):
    return s if len(s) <= n else s[: n - len(ellipsis)].rstrip() + ellipsis


def wrap(text, width):
    lines, cur = [], ""
    for word in text.split():
        if cur and len(cur) + 1 + len(word) > width:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    if cur:
        lines.append(cur)
    return lines


def snake(name):
    out = ""
    for i, ch in enumerate(name):
        if ch.isupper() and i and (not name[i - 1].isupper() or (i + 1 < len(name) and name[i + 1].islower())):
            out += "_"
        out += ch.lower()
    return out


def camel(name):
    head, *rest = name.split("_")
    return head + "".join(p.title() for p in rest)


print(slugify("  Hello, World! Ça va?  "), slugify("---"), slugify("A  B"))
print(truncate("The quick brown fox", 10), truncate("short", 10), truncate("abcdef", 4, "..."))
for line in wrap("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod", 20):
    print(f"|{line:<20}|")
for n in ["parseHTTPResponse", "userID", "simple", "XMLHttpRequest"]:
    print(n, snake(n), camel(snake(n)))
t = string.Template("Hello $name, you owe $$${amount}.")
print(t.substitute(name="Ann", amount="3.50"))
print(t.safe_substitute(name="Bo"))
try:
    t.substitute(name="Cy")
except KeyError as e:
    print("KeyError:", e)
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:8])
print(string.capwords("hello   wide  world"), "x".join("abc"), "abc".translate(str.maketrans("ab", "xy", "c")))
print("{:>{w}.{p}}".format("truncated text", w=8, p=5), "%.3s|" % "abcdef")
print(" ".join(w[::-1] for w in "reverse each word".split()), "Mississippi".replace("ss", "SS", 1))
