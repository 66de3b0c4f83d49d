# Classes and method calls: attribute access, inheritance, dunders, properties.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def scale(self, k):
        return Vec(self.x * k, self.y * k)
    def dot(self, other):
        return self.x * other.x + self.y * other.y

class Body:
    def __init__(self, pos, vel):
        self.pos = pos
        self.vel = vel
    @property
    def energy(self):
        return 0.5 * self.vel.dot(self.vel)
    def step(self, dt):
        self.pos = self.pos + self.vel.scale(dt)

class Damped(Body):
    def step(self, dt):
        super().step(dt)
        self.vel = self.vel.scale(0.999)

bodies = [Body(Vec(i, -i), Vec(1.0, 0.5)) if i % 2 else Damped(Vec(0, i), Vec(-0.5, 1.0)) for i in range(100)]
total = 0.0
for _ in range(2000):
    for b in bodies:
        b.step(0.01)
for b in bodies:
    total += b.energy + b.pos.x + b.pos.y
print("energy", f"{total:.6f}")
