rows = [("id", "name", "score"), (1, "ann", 9.5), (22, "bartholomew", 10.0), (333, "cy", 7.25)]
cols = list(zip(*rows))
widths = [max(len(str(v)) for v in col) for col in cols]
for i, row in enumerate(rows):
    print("  ".join(str(v).ljust(w) if isinstance(v, str) else str(v).rjust(w) for v, w in zip(row, widths)))
    if i == 0:
        print("  ".join("-" * w for w in widths))
