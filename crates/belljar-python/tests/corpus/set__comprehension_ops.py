students = {"math": {"ann", "bob", "cy"}, "art": {"bob", "dee"}, "music": {"ann", "dee", "eve"}}
all_students = set().union(*students.values())
print(sorted(all_students))
both = students["math"] & students["music"]
print(sorted(both))
only_math = students["math"] - students["art"] - students["music"]
print(sorted(only_math))
counts = {s: sum(s in group for group in students.values()) for s in sorted(all_students)}
print(counts)
print(sorted({len(v) for v in students.values()}))
print(any(students["art"] <= g for k, g in students.items() if k != "art"))
