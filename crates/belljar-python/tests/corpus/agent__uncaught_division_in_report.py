stats = {"north": (120, 4), "south": (0, 0), "east": (50, 2)}
for region, (total, count) in stats.items():
    print(f"{region}: avg {total / count:.1f}")
