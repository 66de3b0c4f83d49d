def connect(host, port=80):
    return f"{host}:{port}"
print(connect("h"))
print(connect("h", prot=8080))
