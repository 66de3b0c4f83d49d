class Conn:
    def __enter__(self):
        print("connect")
        return self
    def __exit__(self, et, ev, tb):
        print("disconnect", et.__name__ if et else "clean")
        return False
with Conn():
    print("querying")
    raise ConnectionError("connection reset by peer")
