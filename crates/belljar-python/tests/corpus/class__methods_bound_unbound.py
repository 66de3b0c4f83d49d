class Greeter:
    def __init__(self, greeting):
        self.greeting = greeting
    def greet(self, name):
        return f"{self.greeting}, {name}"
g = Greeter("Hi")
bound = g.greet
print(bound("ann"), Greeter.greet(g, "bob"))
print(bound.__name__, type(bound).__name__, type(Greeter.greet).__name__)
fns = [Greeter(x).greet for x in ["Yo", "Hey"]]
print([f("cy") for f in fns])
g.greet = lambda name: "instance override " + name
print(g.greet("dee"), Greeter.greet(g, "eve"))
print(bound("still bound to original"))
m = "abc".upper
print(m(), list(map(str.strip, [" a ", "b "])))
