FACTORS = {
    "length": {"m": 1.0, "km": 1000.0, "cm": 0.01, "mm": 0.001, "mi": 1609.344, "ft": 0.3048, "in": 0.0254},
    "mass": {"kg": 1.0, "g": 0.001, "lb": 0.45359237, "oz": 0.028349523125},
}
def convert(value, src, dst):
    for kind, table in FACTORS.items():
        if src in table and dst in table:
            return value * table[src] / table[dst]
    if src in ("C", "F", "K") and dst in ("C", "F", "K"):
        c = value if src == "C" else (value - 32) * 5 / 9 if src == "F" else value - 273.15
        return c if dst == "C" else c * 9 / 5 + 32 if dst == "F" else c + 273.15
    raise ValueError(f"cannot convert {src} to {dst}")
queries = [(5, "km", "mi"), (12, "in", "cm"), (1, "lb", "g"), (100, "C", "F"), (-40, "F", "C"), (0, "K", "C"), (3, "kg", "m")]
for v, s, d in queries:
    try:
        print(f"{v} {s} = {convert(v, s, d):.4g} {d}")
    except ValueError as e:
        print("error:", e)
