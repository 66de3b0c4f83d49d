class Event:
    def __init__(self, kind, payload=None, user=None):
        self.kind, self.payload, self.user = kind, payload, user
def handle(e):
    match e:
        case Event(kind="login", user=None):
            return "anonymous login"
        case Event(kind="login", user=str(u)):
            return f"login by {u}"
        case Event(kind="upload", payload={"size": int(sz)}) if sz > 1000:
            return f"large upload {sz}"
        case Event(kind="upload", payload={"size": sz}):
            return f"upload {sz}"
        case Event(kind=k):
            return f"unhandled {k}"
events = [Event("login"), Event("login", user="ann"), Event("upload", {"size": 5000}),
          Event("upload", {"size": 10}), Event("logout"), Event("upload", {})]
for e in events:
    print(handle(e))
