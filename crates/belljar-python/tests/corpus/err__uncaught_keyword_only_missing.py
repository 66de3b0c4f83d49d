# A keyword-only argument left out.
def connect(host, *, port, timeout=5):
    return f"{host}:{port}/{timeout}"


print(connect("db", port=5432))
connect("db", 5432)
