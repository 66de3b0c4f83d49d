class Greeter:
    def greet():
        return "hi"
print(Greeter.greet())
print(Greeter().greet())
