class Box:
    def __init__(self, v):
        self.v = v
def unwrap(b):
    match b:
        case Box(v):
            return v
print("matching")
print(unwrap(Box(1)))
