from dataclasses import dataclass


@dataclass(frozen=True)
class Point:
    x: int


Point(1).x = 2
