"""The references for the Jupyter backend's benchmark.

- jupyter_client's own blocking client: the kernel start times of
  `jupyter_client.manager.start_new_kernel` and the round trip times of
  `execute_interactive("x += 1")` (execute_request, then the reply and the kernel's idle status,
  as Belljar waits for);
- a minimal client (pyzmq sockets and jupyter_client's `Session` for signing, one `zmq.Poller`
  over shell and iopub, nothing else) on a kernel started as Belljar starts its kernels (the
  ipc transport, no IPython history database, and Belljar's set-up code, given in the
  environment variable BELLJAR_KERNEL_SETUP, run in it): the floor the kernel itself sets. For it, also
  the time from sending each request to each message of the execution (`status: busy`,
  `execute_input`, `execute_reply`, `status: idle`).

Prints JSON, times in seconds.
Usage: python bench/jupyter_client_ref.py ROUND_TRIPS STARTS
"""
import json
import os
import sys
import time

import jupyter_client
import zmq
from jupyter_client import KernelManager
from jupyter_client.manager import start_new_kernel
from jupyter_client.session import Session

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


def minimal_client(n):
    """Round trips of the minimal client, and the arrival times of each kind of message."""
    km = KernelManager(kernel_name="python3", transport="ipc")
    km.start_kernel(extra_arguments=["--HistoryManager.enabled=False"])
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    setup = os.environ.get("BELLJAR_KERNEL_SETUP")
    if setup:
        reply = kc.execute_interactive(setup, silent=True, store_history=False,
                                       output_hook=lambda msg: None)
        assert reply["content"]["status"] == "ok", reply
    kc.execute_interactive("x = 0", output_hook=lambda msg: None)
    kc.stop_channels()
    info = km.get_connection_info(session=False)
    key = info["key"] if isinstance(info["key"], bytes) else info["key"].encode()
    session = Session(key=key, signature_scheme="hmac-sha256")
    context = zmq.Context()
    shell = context.socket(zmq.DEALER)
    shell.connect(f"ipc://{info['ip']}-{info['shell_port']}")
    iopub = context.socket(zmq.SUB)
    iopub.setsockopt(zmq.SUBSCRIBE, b"")
    iopub.connect(f"ipc://{info['ip']}-{info['iopub_port']}")
    poller = zmq.Poller()
    poller.register(shell, zmq.POLLIN)
    poller.register(iopub, zmq.POLLIN)
    # Wait until the iopub subscription is live (a status message arrives), then drop what
    # came before: a request answered before it would lose its `idle` status.
    for _ in range(300):
        session.send(shell, session.msg("kernel_info_request", {}))
        if iopub.poll(100):
            break
    else:
        raise RuntimeError("the kernel's iopub channel never answered")
    while poller.poll(100):
        for socket, _ in poller.poll(0):
            socket.recv_multipart()
    trips, arrivals = [], {}
    warm = 5
    for i in range(n + warm):
        request = session.msg("execute_request", {
            "code": "x += 1", "silent": False, "store_history": True,
            "user_expressions": {}, "allow_stdin": False, "stop_on_error": True})
        msg_id = request["header"]["msg_id"]
        t = time.perf_counter()
        session.send(shell, request)
        replied = idle = False
        seen = {}
        while not (replied and idle):
            events = poller.poll(10_000)
            if not events:
                raise RuntimeError("the kernel did not answer an execute_request in 10 s")
            for socket, _ in events:
                _, frames = session.feed_identities(socket.recv_multipart())
                message = session.deserialize(frames)
                if message["parent_header"].get("msg_id") != msg_id:
                    continue
                kind = message["msg_type"]
                if kind == "status":
                    kind += ": " + message["content"]["execution_state"]
                seen.setdefault(kind, time.perf_counter() - t)
                replied = replied or kind == "execute_reply"
                idle = idle or kind == "status: idle"
        elapsed = time.perf_counter() - t
        if i >= warm:
            trips.append(elapsed)
            for kind, at in seen.items():
                arrivals.setdefault(kind, []).append(at)
    shell.close(0)
    iopub.close(0)
    km.shutdown_kernel(now=True)
    return trips, arrivals


minimal, arrivals = minimal_client(round_trips)
print(json.dumps({"start": start_times, "round_trip": trips, "minimal": minimal,
                  "minimal_arrivals": arrivals, "version": jupyter_client.__version__}))
