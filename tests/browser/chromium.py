"""A headless Chromium driven over the DevTools protocol through a pipe (no network port,
no extra package): load a page, press keys, click, and read the page back.

Chromium reads protocol messages on its descriptor 3 and writes them on 4, each message a
JSON object followed by a NUL byte (``--remote-debugging-pipe``).
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from typing import Any

#: The flags every run uses: no sandbox (root in CI), no GPU, nothing fetched from outside.
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--remote-debugging-pipe",
]


def find() -> str | None:
    """The Chromium command on this machine, if any."""
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    def __init__(self, command: str) -> None:
        self.profile = tempfile.mkdtemp(prefix="bohnanza-chromium-")
        to_chrome, self.write_fd = os.pipe()
        self.read_fd, from_chrome = os.pipe()

        def descriptors() -> None:  # in the child: its 3 and 4 are the pipes' ends
            os.dup2(to_chrome, 3)
            os.dup2(from_chrome, 4)

        self.process = subprocess.Popen(
            [command, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=descriptors,  # noqa: PLW1509 - a test helper, no threads
            close_fds=False,
        )
        os.close(to_chrome)
        os.close(from_chrome)
        self.buffer = b""
        self.next_id = 0
        self.session = ""

    def _send(self, method: str, params: dict[str, Any] | None = None, session: str = "") -> int:
        self.next_id += 1
        message: dict[str, Any] = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.write_fd, json.dumps(message).encode() + b"\0")
        return self.next_id

    def call(self, method: str, params: dict[str, Any] | None = None, timeout: float = 60) -> Any:
        """Send a command (to the page once one is open) and wait for its answer."""
        browser_wide = method.startswith(("Target.", "Browser."))
        wanted = self._send(method, params, "" if browser_wide else self.session)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                message = json.loads(raw)
                if message.get("id") == wanted:
                    if "error" in message:
                        raise RuntimeError(f"{method}: {message['error']}")
                    return message.get("result", {})
            ready, _, _ = select.select([self.read_fd], [], [], 0.5)
            if ready:
                chunk = os.read(self.read_fd, 1 << 20)
                if not chunk:
                    raise RuntimeError("Chromium closed its pipe")
                self.buffer += chunk
        raise TimeoutError(f"no answer to {method} within {timeout}s")

    def open(self, url: str) -> None:
        target = self.call("Target.createTarget", {"url": url})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        self.call("Runtime.enable")

    def eval(self, expression: str) -> Any:
        answer = self.call(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
        )
        if "exceptionDetails" in answer:
            raise RuntimeError(f"{expression}: {answer['exceptionDetails']}")
        return answer["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 60) -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                value = self.eval(expression)
            except RuntimeError:  # the page is still loading: no document yet
                value = None
            if value:
                return value
            time.sleep(0.05)
        raise TimeoutError(f"{expression} still false after {timeout}s")

    def key(self, key: str, code: int) -> None:
        """Press and release a key, as a person's keyboard would."""
        for kind in ("keyDown", "keyUp"):
            self.call(
                "Input.dispatchKeyEvent",
                {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code},
            )

    def screenshot(self, width: int, height: int, scale: float = 1.0) -> bytes:
        """The page's top ``width`` x ``height`` CSS pixels as a PNG, shrunk by ``scale``
        (the window is set to that size first, so the page lays out as it would there)."""
        import base64

        self.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )
        clip = {"x": 0, "y": 0, "width": width, "height": height, "scale": scale}
        shot = self.call("Page.captureScreenshot", {"format": "png", "clip": clip})
        return base64.b64decode(shot["data"])

    def close(self) -> None:
        try:
            self._send("Browser.close")
            self.process.wait(timeout=20)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait(timeout=20)
        finally:
            os.close(self.write_fd)
            os.close(self.read_fd)
            shutil.rmtree(self.profile, ignore_errors=True)
