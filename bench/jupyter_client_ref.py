"""The reference for the Jupyter backend's benchmark: jupyter_client's own blocking client.

Prints JSON: the kernel start times of `jupyter_client.manager.start_new_kernel` and the round trip
times of `execute_interactive("x += 1")` (execute_request, then the reply and the kernel's
idle status, as Belljar waits for), in seconds.
Usage: python bench/jupyter_client_ref.py ROUND_TRIPS STARTS
"""
import json
import sys
import time

import jupyter_client
from jupyter_client.manager import start_new_kernel

round_trips, starts = int(sys.argv[1]), int(sys.argv[2])
start_times = []
for _ in range(starts):
    t = time.perf_counter()
    km, kc = start_new_kernel(kernel_name="python3")
    start_times.append(time.perf_counter() - t)
    kc.stop_channels()
    km.shutdown_kernel(now=True)

km, kc = start_new_kernel(kernel_name="python3")
kc.execute_interactive("x = 0", output_hook=lambda msg: None)
trips = []
for _ in range(round_trips):
    t = time.perf_counter()
    reply = kc.execute_interactive("x += 1", output_hook=lambda msg: None)
    trips.append(time.perf_counter() - t)
    assert reply["content"]["status"] == "ok", reply
kc.stop_channels()
km.shutdown_kernel(now=True)
print(json.dumps({"start": start_times, "round_trip": trips, "version": jupyter_client.__version__}))
