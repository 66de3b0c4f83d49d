metrics = {"requests": 1234567, "errors": 321, "p50_ms": 12.3456, "p99_ms": 987.6, "bytes": 5 * 1024 ** 3 + 123, "uptime_s": 93784}
def human_bytes(n):
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PiB"
def human_time(s):
    d, s = divmod(s, 86400)
    h, s = divmod(s, 3600)
    m, s = divmod(s, 60)
    return " ".join(f"{v}{u}" for v, u in ((d, "d"), (h, "h"), (m, "m"), (s, "s")) if v)
print(f"requests: {metrics['requests']:,}")
print(f"error rate: {metrics['errors'] / metrics['requests']:.4%}")
print(f"latency: p50={metrics['p50_ms']:.1f}ms p99={metrics['p99_ms']:.0f}ms ratio={metrics['p99_ms'] / metrics['p50_ms']:.1f}x")
print(f"transferred: {human_bytes(metrics['bytes'])}, {human_bytes(512)}, {human_bytes(2048)}")
print(f"uptime: {human_time(metrics['uptime_s'])}, {human_time(59)}, {human_time(3600)}")
