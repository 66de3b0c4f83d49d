class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes a sound"
    def describe(self):
        return f"{type(self).__name__}({self.name}): {self.speak()}"
class Dog(Animal):
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return f"{self.name} barks"
class Puppy(Dog):
    def speak(self):
        return super().speak() + " softly"
for a in [Animal("generic"), Dog("rex", "lab"), Puppy("bit", "pug")]:
    print(a.describe())
p = Puppy("x", "y")
print(isinstance(p, Animal), issubclass(Puppy, Animal), issubclass(Animal, Dog))
print([c.__name__ for c in Puppy.__mro__])
print(Puppy.__bases__[0].__name__, p.breed)
