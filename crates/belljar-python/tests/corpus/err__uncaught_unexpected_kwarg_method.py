# An unexpected keyword argument to a method.
class Client:
    def get(self, url, timeout=10):
        return url, timeout


print(Client().get("x", timeout=1))
Client().get("x", timout=1)
