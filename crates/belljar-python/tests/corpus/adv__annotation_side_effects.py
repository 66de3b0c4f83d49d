# Annotations run in order with their statements; errors in them stop the definition.
log = []


def t(name):
    log.append(name)
    return name


def f(a: t("a"), b: t("b") = t("b-default"), *args: t("args"), k: t("k"), **kw: t("kw")) -> t("ret"):
    pass


print(log)
print(f.__annotations__)
log.clear()


class C:
    x: t("x-ann") = t("x-value")
    y: t("y-ann")
    t("body")


print(log, C.__annotations__)
try:
    def g(a: 1 / 0):
        pass
except ZeroDivisionError:
    print("ZeroDivisionError")
try:
    g
except NameError:
    print("g is not bound")
obj = type("O", (), {}) if False else None


class Holder:
    pass


h = Holder()
h.attr: t("attr-ann") = 5
print(h.attr, log[-1])
