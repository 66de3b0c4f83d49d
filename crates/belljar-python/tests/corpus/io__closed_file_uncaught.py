import io
buf = io.StringIO()
with buf:
    buf.write("data")
    print(buf.getvalue(), buf.closed)
print(buf.closed)
buf.write("more")
