# Three required positional arguments missing.
class Box:
    def resize(self, w, h, d):
        return w * h * d


print(Box().resize(1, 2, 3))
Box().resize()
