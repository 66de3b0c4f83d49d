def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check("[m for m in dir([]) if not m.startswith('_')]", lambda: [m for m in dir([]) if not m.startswith('_')])
check("[m for m in dir({}) if not m.startswith('_')]", lambda: [m for m in dir({}) if not m.startswith('_')])
check("[m for m in dir(set()) if not m.startswith('_')]", lambda: [m for m in dir(set()) if not m.startswith('_')])
check("[m for m in dir(frozenset()) if not m.startswith('_')]", lambda: [m for m in dir(frozenset()) if not m.startswith('_')])
check("[m for m in dir(()) if not m.startswith('_')]", lambda: [m for m in dir(()) if not m.startswith('_')])
check("[m for m in dir(list) if not m.startswith('_')]", lambda: [m for m in dir(list) if not m.startswith('_')])
check("[m for m in dir(dict) if not m.startswith('_')]", lambda: [m for m in dir(dict) if not m.startswith('_')])
