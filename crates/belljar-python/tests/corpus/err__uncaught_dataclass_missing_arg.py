# A dataclass constructor called without a required field.
from dataclasses import dataclass


@dataclass
class Task:
    title: str
    priority: int
    done: bool = False


print(Task("write", 1))
try:
    Task("a", 1, True, 5)
except TypeError as e:
    print(e)
Task(title="only title")
