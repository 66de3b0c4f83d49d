# An order workflow as a state machine with enum-like constants and match.
TRANSITIONS = {
    "new": {"pay": "paid", "cancel": "cancelled"},
    "paid": {"ship": "shipped", "refund": "refunded"},
    "shipped": {"deliver": "delivered", "lose": "lost"},
    "lost": {"refund": "refunded"},
}


class InvalidTransition(Exception):
    def __init__(self, state, event):
        allowed = sorted(TRANSITIONS.get(state, {}))
        super().__init__(f"cannot {event!r} when {state!r}; allowed: {allowed or 'nothing'}")
        self.state, self.event = state, event


class Order:
    def __init__(self, oid):
        self.oid = oid
        self.state = "new"
        self.log = []

    def fire(self, event):
        nxt = TRANSITIONS.get(self.state, {}).get(event)
        if nxt is None:
            raise InvalidTransition(self.state, event)
        self.log.append((self.state, event, nxt))
        self.state = nxt
        return self

    def describe(self):
        match self.state:
            case "new" | "paid":
                return "in progress"
            case "shipped":
                return "on its way"
            case "delivered":
                return "done"
            case other:
                return f"closed ({other})"


scripts = {
    "A": ["pay", "ship", "deliver"],
    "B": ["pay", "refund"],
    "C": ["ship"],
    "D": ["pay", "ship", "lose", "refund", "pay"],
    "E": [],
}
for oid, events in scripts.items():
    o = Order(oid)
    try:
        for ev in events:
            o.fire(ev)
    except InvalidTransition as e:
        print(f"{oid}: error: {e}")
    print(f"{oid}: {o.state:<10} {o.describe():<18} steps={len(o.log)}")
reachable = set()
frontier = ["new"]
while frontier:
    s = frontier.pop()
    if s in reachable:
        continue
    reachable.add(s)
    frontier.extend(TRANSITIONS.get(s, {}).values())
print(sorted(reachable))
print(sorted(s for s in reachable if s not in TRANSITIONS))
