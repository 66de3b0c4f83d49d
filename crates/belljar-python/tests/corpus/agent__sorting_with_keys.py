# Sorting records by multiple keys, stability, and custom orders.
from functools import cmp_to_key
from operator import itemgetter, attrgetter

people = [
    {"name": "Zoe", "age": 31, "dept": "eng", "salary": 120},
    {"name": "adam", "age": 25, "dept": "ops", "salary": 90},
    {"name": "Bea", "age": 31, "dept": "eng", "salary": 135},
    {"name": "carl", "age": 42, "dept": "ops", "salary": 90},
    {"name": "Dana", "age": 25, "dept": "hr", "salary": 70},
]
print([p["name"] for p in sorted(people, key=itemgetter("age"))])
print([p["name"] for p in sorted(people, key=lambda p: p["name"].lower())])
print([p["name"] for p in sorted(people, key=lambda p: (-p["salary"], p["name"]))])
print([p["name"] for p in sorted(people, key=itemgetter("dept", "age"), reverse=True)])
order = {"eng": 0, "hr": 1, "ops": 2}
print([(p["dept"], p["name"]) for p in sorted(people, key=lambda p: order[p["dept"]])])


def cmp(a, b):
    if a["age"] != b["age"]:
        return a["age"] - b["age"]
    return (a["name"] > b["name"]) - (a["name"] < b["name"])


print([p["name"] for p in sorted(people, key=cmp_to_key(cmp))])


class Emp:
    def __init__(self, name, level):
        self.name, self.level = name, level

    def __repr__(self):
        return f"Emp({self.name!r}, {self.level})"


emps = [Emp("x", 2), Emp("y", 1), Emp("z", 2)]
print(sorted(emps, key=attrgetter("level")))
print(sorted(emps, key=attrgetter("level", "name"), reverse=True))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.casefold), sorted(words, key=len))
print(sorted(set(w.lower() for w in words)))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(sorted(nums, key=abs), sorted(nums, key=lambda x: (x % 3, x)))
print(min(people, key=itemgetter("salary"))["name"], max(nums, key=abs))
data = [("b", 2), ("a", 2), ("c", 1)]
data.sort(key=itemgetter(1))
print(data)
print(sorted({"b": 1, "a": 3, "c": 2}.items(), key=itemgetter(1), reverse=True))
