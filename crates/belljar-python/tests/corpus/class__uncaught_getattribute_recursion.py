# A __getattribute__ that looks its own attributes up recurses until RecursionError.
class Loop:
    def __getattribute__(self, name):
        return self.other


print("start")
Loop().x
