x = 1234.5678
for spec in ["", "f", ".1f", ".0f", "10.2f", "<10.1f", "e", ".2E", "g", ".3g", ".10g", "%", ".1%", ",.2f", "_.3f", "+.2f", " .2f", "012.3f", "n" if False else "G"]:
    print(f"{spec!r:8} -> [{format(x, spec)}]")
for v in [0.0, -0.0, 1e-10, 1e10, 123456789.0, 0.1, float("inf"), float("-inf"), float("nan")]:
    print(f"{v!r:>12} | {v:g} | {v:.3e} | {v:.2f} | {v}")
