vals = [1e-5, 1e-4, 0.0001234, 123456789012345.6, 1234567890123456.7, 1e15, 1e16, 2.0 ** 60, -1e-310, 7.0e-7]
print(vals)
print(tuple(vals[:3]), {"k": vals[3]}, set([vals[5]]))
for v in vals:
    print(f"{v} {v!r} {v:.3} {v:.3g} {v:e} {str(v) == repr(v)}")
print(str(0.1 + 0.2), repr(0.1 + 0.2), f"{0.1 + 0.2}", "%s" % (0.1 + 0.2), "%r" % (0.1 + 0.2), "{}".format(0.1 + 0.2))
