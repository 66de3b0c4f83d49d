class Emp:
    def __init__(self, name, dept, salary):
        self.name, self.dept, self.salary = name, dept, salary
    def __repr__(self):
        return f"{self.name}:{self.dept}:{self.salary}"
staff = [Emp("ann", "eng", 120), Emp("bob", "ops", 90), Emp("cy", "eng", 150), Emp("dee", "ops", 90), Emp("eve", "hr", 70)]
print(sorted(staff, key=lambda e: e.salary))
print(sorted(staff, key=lambda e: (e.dept, -e.salary)))
print(max(staff, key=lambda e: e.salary), min(staff, key=lambda e: (e.salary, e.name)))
by_dept = {}
for e in sorted(staff, key=lambda e: e.dept):
    by_dept.setdefault(e.dept, []).append(e.name)
print(by_dept)
try:
    sorted(staff)
except TypeError as e:
    print("TypeError:", e)
