employees = [
    ("Alice", "Engineering", 125000, 2015),
    ("Bob", "Marketing", 68000, 2019),
    ("Carol", "Engineering", 142000, 2012),
    ("Dan", "Sales", 55000, 2021),
    ("Eve", "Sales", 61000, 2018),
    ("Frank", "Engineering", 99000, 2020),
]
depts = {}
for name, dept, salary, year in employees:
    depts.setdefault(dept, []).append((name, salary, year))
parts = []
parts.append("=== Payroll Report ===")
for dept in sorted(depts):
    staff = depts[dept]
    total = sum(s for _, s, _ in staff)
    parts.append(f"\n[{dept}] {len(staff)} staff, total ${total:,}, avg ${total / len(staff):,.0f}")
    for name, salary, year in sorted(staff, key=lambda t: -t[1]):
        tenure = 2024 - year
        parts.append(f"  - {name:<6} ${salary:>9,} ({tenure} yr{'s' if tenure != 1 else ''})")
senior = [n for n, _, _, y in employees if y <= 2015]
parts.append(f"\nSenior staff: {', '.join(senior) or 'none'}")
print("\n".join(parts))
