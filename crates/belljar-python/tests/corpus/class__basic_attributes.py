class Dog:
    species = "canis"
    count = 0
    def __init__(self, name, age=1):
        self.name = name
        self.age = age
        Dog.count += 1
    def bark(self, times=1):
        return " ".join([f"{self.name}: woof"] * times)
    def birthday(self):
        self.age += 1
        return self
d1, d2 = Dog("rex"), Dog("fido", 4)
print(d1.bark(), d2.bark(2))
print(d1.birthday().birthday().age, Dog.count, d1.species)
d1.species = "wolf"
print(d1.species, d2.species, Dog.species)
print(type(d1).__name__, isinstance(d1, Dog), d1.__class__ is Dog)
print(sorted(d2.__dict__.items()))
m = d2.bark
print(m(3))
print(Dog.bark(d1))
