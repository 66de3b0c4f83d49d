class Machine:
    def __init__(self):
        self.state = "idle"
    def stop(self):
        if self.state != "running":
            raise RuntimeError(f"cannot stop machine in state {self.state!r}")
m = Machine()
print(m.state)
m.stop()
