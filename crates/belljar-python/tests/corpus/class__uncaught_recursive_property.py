class Temperature:
    def __init__(self, c):
        self.celsius = c
    @property
    def celsius(self):
        return self.celsius
    @celsius.setter
    def celsius(self, v):
        self._c = v
t = Temperature(20)
print("created", t._c)
print(t.celsius)
