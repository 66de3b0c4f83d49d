class Student:
    def __init__(self, name, grades):
        self.name = name
        self.grades = grades
    @property
    def average(self):
        return sum(self.grades.values()) / len(self.grades) if self.grades else 0.0
    def best(self):
        return max(self.grades.items(), key=lambda kv: kv[1], default=("-", 0))
class Course:
    def __init__(self, title):
        self.title = title
        self.students = []
    def enroll(self, *students):
        self.students.extend(students)
        return self
    def ranking(self):
        return sorted(self.students, key=lambda s: (-s.average, s.name))
    def subject_stats(self):
        subjects = {}
        for s in self.students:
            for subj, g in s.grades.items():
                subjects.setdefault(subj, []).append(g)
        return {k: (min(v), max(v), round(sum(v) / len(v), 2)) for k, v in sorted(subjects.items())}
c = Course("CS101").enroll(
    Student("ann", {"math": 91, "art": 78, "cs": 99}),
    Student("bob", {"math": 65, "cs": 88}),
    Student("cy", {}),
    Student("dee", {"art": 95, "math": 91, "cs": 90}),
)
for rank, s in enumerate(c.ranking(), 1):
    subj, grade = s.best()
    print(f"{rank}. {s.name:<4} avg={s.average:6.2f} best={subj}({grade})")
for subj, (lo, hi, avg) in c.subject_stats().items():
    print(f"{subj:<5} min={lo} max={hi} avg={avg}")
