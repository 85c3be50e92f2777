"""A bot of the protocol that fails on purpose, for tests/test_protocol.py.

``faulty.py MODE [LOG]``: it shakes hands and answers well (the last listed move when one
is due, else null), but at its third decision it fails as MODE says: ``illegal`` (a move
that is not listed, then good answers again), ``sleep`` (never answers), ``crash``
(exits), ``garbage`` (a line that is not JSON), ``child`` (starts a child process that
sleeps, writes its pid to LOG, and never answers), ``pass`` (null when a move is due).
``version`` answers the handshake with version 99; ``deaf`` never reads its input (and
answers nothing); ``slow`` takes 0.2 s over each answer; ``ok`` never fails; ``log``
writes every line it receives to LOG.
"""

import json
import subprocess
import sys
import time

mode = sys.argv[1]
log = sys.argv[2] if len(sys.argv) > 2 else "faulty.log"
if mode == "deaf":
    time.sleep(600)
asked = 0
for line in sys.stdin:
    if mode == "log":
        with open(log, "a", encoding="utf-8") as file:
            file.write(line)
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        version = 99 if mode == "version" else 1
        hello = {"type": "hello", "protocol": "bohnanza-bot", "version": version, "name": mode}
        print(json.dumps(hello), flush=True)
    elif kind == "decide":
        asked += 1
        if mode == "slow":
            time.sleep(0.2)
        must = message["why"] == "turn"
        last = len(message["moves"]) - 1
        answer = {"type": "move", "move": last if must else None}
        if asked == 3 and mode != "log":
            if mode == "illegal":
                answer = {"type": "move", "move": "0 plant 999 7"}
            elif mode == "pass" and must:
                answer = {"type": "move", "move": None}
            elif mode == "sleep":
                time.sleep(600)
            elif mode == "crash":
                sys.exit(3)
            elif mode == "garbage":
                print("this is not json", flush=True)
                continue
            elif mode == "child":
                child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
                with open(log, "w", encoding="utf-8") as file:
                    file.write(str(child.pid))
                time.sleep(600)
        print(json.dumps(answer), flush=True)
    elif kind == "quit":
        break
