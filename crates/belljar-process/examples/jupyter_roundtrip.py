"""Reference for the session benchmark: the round trip of `x += 1` on an ipykernel driven by
jupyter_client, and the kernel's start time, in the same run as Belljar's numbers.

Prints one JSON object: {"start_ms": median, "roundtrip_ms": median, "n": N}.
Run with the venv made by scripts/setup-venv: .venv/bin/python jupyter_roundtrip.py N
"""
import json
import statistics
import sys
import time

from jupyter_client.manager import start_new_kernel


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    starts = []
    for _ in range(3):
        t0 = time.perf_counter()
        km, kc = start_new_kernel(kernel_name="python3")
        kc.execute_interactive("0", timeout=30, output_hook=lambda msg: None)
        starts.append(time.perf_counter() - t0)
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    km, kc = start_new_kernel(kernel_name="python3")
    kc.execute_interactive("x = 0", timeout=30, output_hook=lambda msg: None)
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        reply = kc.execute_interactive("x += 1", timeout=30, output_hook=lambda msg: None)
        times.append(time.perf_counter() - t0)
        assert reply["content"]["status"] == "ok", reply
    kc.stop_channels()
    km.shutdown_kernel(now=True)
    print(json.dumps({"start_ms": statistics.median(starts) * 1e3,
                      "roundtrip_ms": statistics.median(times) * 1e3, "n": n}))


main()
