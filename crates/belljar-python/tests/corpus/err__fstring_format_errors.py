# Format-spec errors raised by f-strings, format() and str.format.
def show(fn):
    try:
        print(fn())
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        print(type(e).__name__ + ":", e)


x = 3.5
n = 42
s = "text"
show(lambda: f"{n:d}")
show(lambda: f"{x:d}")
show(lambda: f"{s:d}")
show(lambda: f"{s:>10.2f}")
show(lambda: f"{n:s}")
show(lambda: f"{None:>5}")
show(lambda: f"{[1]:>5}")
show(lambda: f"{n:,s}")
show(lambda: f"{n:=^+#10x}")
show(lambda: f"{n:zz}")
show(lambda: f"{x:.2%}")
show(lambda: f"{n:c}")
show(lambda: f"{s!r:>8}")
show(lambda: format(n, "q"))
show(lambda: format(s, "+"))
show(lambda: format(x, "#,x"))
show(lambda: "{} {}".format(1))
show(lambda: "{0} {2}".format(1, 2))
show(lambda: "{a}".format(b=1))
show(lambda: "{} {0}".format(1, 2))
show(lambda: "{0.real.nope}".format(1))
show(lambda: "{0[5]}".format([1]))
show(lambda: "{:>{w}}".format("a"))
show(lambda: "{".format())
show(lambda: "}".format())
show(lambda: "{!x}".format(1))
print(f"{n:_^12,}|{x:08.3f}|{s!r:*<9}")
f"{n:.2s}"
