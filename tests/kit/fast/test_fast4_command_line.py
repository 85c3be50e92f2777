"""The kit's command lines as ``bohnanza.conformance.commands`` adds them to the parser:
``--option KEY=VALUE`` and ``--variant NAME`` repeatable with empty defaults on both
commands, ``vectors check --engine CMD FILE... [--timeout S] [--json]``; and a command
run outside the main thread (where no signal handler can be set) runs as it is, its
signals untouched."""

from __future__ import annotations

import argparse
import signal
import threading

import pytest

from bohnanza.cli.parser import _parser
from bohnanza.conformance import commands
from bohnanza.conformance.commands import (
    add_check_command,
    add_rule_arguments,
    conformance_command,
    vectors_command,
)
from tests.kit.fast.inprocess import conformance_args


def test_rule_options_and_variants_are_repeatable_and_empty_by_default() -> None:
    parser = argparse.ArgumentParser()
    add_rule_arguments(parser)
    assert vars(parser.parse_args([])) == {"option": [], "variant": []}
    given = parser.parse_args(["--option", "a=1", "--variant", "v", "--option", "b=[6]"])
    assert vars(given) == {"option": ["a=1", "b=[6]"], "variant": ["v"]}
    # The defaults are not shared between two parses.
    assert parser.parse_args([]).option == []
    for command in (["conformance", "--engine", "x"], ["vectors", "--out", "d"]):
        args = _parser().parse_args([*command, "--option", "a=1", "--variant", "beginners"])
        assert (args.option, args.variant) == (["a=1"], ["beginners"])


def test_the_check_command_takes_an_engine_files_a_timeout_and_json() -> None:
    parser = argparse.ArgumentParser()
    add_check_command(parser, argparse.ArgumentParser)
    args = parser.parse_args(["check", "--engine", "e x", "a.jsonl", "b.jsonl"])
    assert vars(args) == {
        "vectors_command": "check",
        "engine": "e x",
        "files": ["a.jsonl", "b.jsonl"],
        "timeout": 10.0,
        "json": False,
    }
    args = parser.parse_args(["check", "--engine", "e", "f", "--timeout", "2.5", "--json"])
    assert (args.timeout, args.json) == (2.5, True)
    with pytest.raises(SystemExit):
        parser.parse_args(["check", "f"])  # no engine
    with pytest.raises(SystemExit):
        parser.parse_args(["check", "--engine", "e"])  # no file


def test_outside_the_main_thread_a_command_runs_and_leaves_the_signals_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(commands, "_conformance_command", lambda args: 5)
    monkeypatch.setattr(commands, "_vectors_command", lambda args: 6)
    before = signal.getsignal(signal.SIGTERM)
    found: list[object] = []

    def work() -> None:
        try:
            found.append(conformance_command(conformance_args()))
            found.append(vectors_command(argparse.Namespace()))
        except Exception as exc:
            found.append(exc)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join(timeout=30)
    assert found == [5, 6]
    assert signal.getsignal(signal.SIGTERM) == before
