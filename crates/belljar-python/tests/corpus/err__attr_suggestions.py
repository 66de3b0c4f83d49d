# AttributeError messages with CPython's "Did you mean" suggestions.
class Config:
    def __init__(self):
        self.timeout = 30
        self.retries = 3
        self.verbose = False

    def reload(self):
        return True


def show(fn):
    try:
        fn()
    except AttributeError as e:
        print(type(e).__name__ + ":", e)


c = Config()
show(lambda: c.timout)
show(lambda: c.retry)
show(lambda: c.verbos)
show(lambda: c.relaod())
show(lambda: c.zzzzzzzzzzzzz)
show(lambda: [].apend(1))
show(lambda: {}.iteritems())
show(lambda: "abc".uper())
show(lambda: (1, 2).count_())
show(lambda: Config.timeout)
c.retries.bit_lenght()
