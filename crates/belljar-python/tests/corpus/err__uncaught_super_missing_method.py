class Base:
    def run(self):
        return "base run"
class Child(Base):
    def run(self):
        return "child+" + super().run()
    def stop(self):
        return super().stop()
print(Child().run())
print(Child().stop())
