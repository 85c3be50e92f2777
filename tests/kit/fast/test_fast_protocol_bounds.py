"""The bound on an engine's answer (``bohnanza.conformance.protocol.MAX_LINE``): a line of
at most that many bytes, its newline included, is read; one byte more is "garbage", and
the engine is ended (docs/conformance.md, "The protocol")."""

from __future__ import annotations

import pytest

from bohnanza.conformance import protocol
from bohnanza.conformance.protocol import EngineFailure, EngineProcess
from tests.kit.fast.test_fast_protocol import _engine


def test_an_answer_of_max_line_bytes_is_read_and_one_byte_more_is_garbage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    answer = '{"ok":true,"a":123}'  # 19 bytes and the newline: 20
    monkeypatch.setattr(protocol, "MAX_LINE", len(answer) + 1)
    fits = EngineProcess(_engine(f"    sys.stdout.write({answer + chr(10)!r})"), timeout=20)
    try:
        assert fits.request({"cmd": "hello"}) == {"ok": True, "a": 123}
    finally:
        fits.close()
    longer = '{"ok":true,"a":1234}'
    over = EngineProcess(_engine(f"    sys.stdout.write({longer + chr(10)!r})"), timeout=20)
    try:
        with pytest.raises(EngineFailure) as caught:
            over.request({"cmd": "hello"})
        assert caught.value.kind == "garbage"
        assert caught.value.detail == "an answer longer than 20 bytes"
        assert over.process.poll() is not None, "the engine is ended"
    finally:
        over.close()
