# Sizes and indexes are checked, never wrapped: CPython's exact errors.
def attempt(label, f):
    try:
        print(label, f())
    except (OverflowError, ValueError, IndexError) as e:
        print(label, type(e).__name__, e)


attempt("round min", lambda: round(-2**63, -1))
attempt("round max", lambda: round(2**63 - 1, -1))
attempt("round far", lambda: round(-2**63, -18))
attempt("round float far", lambda: round(1.5, -1000))
attempt("round neg float far", lambda: round(-1.5, -2**63))
r = range(-2**63, 2**63 - 1)
attempt("len range", lambda: len(r))
attempt("range first", lambda: r[0])
attempt("range last", lambda: r[-1])
attempt("range middle", lambda: r[2**62])
attempt("range past", lambda: r[-2**63])
attempt("range in", lambda: (5 in r, -2**63 in r, 2**63 - 1 in r))
attempt("range index", lambda: r.index(2**62))
attempt("range eq", lambda: r == range(-2**63, 2**63 - 1))
attempt("range bool", lambda: bool(r))
attempt("reversed low", lambda: list(reversed(range(-2**63, -2**63 + 3))))
attempt("reversed high", lambda: list(reversed(range(2**63 - 1, 2**63 - 8, -3))))
attempt("big step slice", lambda: range(-2**63, 2**63 - 1, 2**62)[1:3])
attempt("neg step slice", lambda: [1, 2, 3][::-2**63])
attempt("c max", lambda: "%c" % 0x110000)
attempt("c neg", lambda: "%c" % -1)
attempt("c format", lambda: format(0x110000, "c"))
attempt("c ok", lambda: ("%c" % 65, format(66, "c")))
attempt("to_bytes neg", lambda: (5).to_bytes(-1, "big"))
