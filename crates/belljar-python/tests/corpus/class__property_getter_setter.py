class Temperature:
    def __init__(self, celsius):
        self._c = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"below absolute zero: {v}")
        self._c = v
    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError:", e)
del t.celsius
print(hasattr(t, "_c"))
print(type(Temperature.celsius).__name__)
