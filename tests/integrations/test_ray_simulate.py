"""simulate --ray: a local Ray started for the run gives the serial summary and records.

Runs in ``nox -s ray`` (which installs ``bohnanza[ray]``), not in the default tests session.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
import ray

from bohnanza.cli import main
from bohnanza.simulation import Plan, play_seeded, results

ARGV = ["simulate", "--games", "10", "--players", "3", "--bots", "greedy,random,planner"]


def test_ray_gives_the_serial_summary_and_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [*ARGV, "--seed", "900", "--trades", "0.3"]
    assert main([*argv, "--records", str(tmp_path / "serial")]) == 0
    serial = capsys.readouterr().out
    assert not ray.is_initialized()
    assert main([*argv, "--records", str(tmp_path / "ray"), "--ray"]) == 0
    assert capsys.readouterr().out.replace("/ray", "/serial") == serial
    assert not ray.is_initialized()  # the local Ray started for the run is shut down
    names = sorted(p.name for p in (tmp_path / "serial").iterdir())
    assert len(names) == 10
    for name in names:
        assert (tmp_path / "ray" / name).read_bytes() == (tmp_path / "serial" / name).read_bytes()


def test_ray_results_on_a_running_local_cluster_come_in_seed_order() -> None:
    ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.ERROR, log_to_driver=False)
    try:
        plan = Plan("amigo-fr", ("greedy", "random"), records=True)
        done: list[int] = []
        games = list(results(plan, range(3, 9), ray_address="", advance=done.append))
        assert ray.is_initialized()  # a Ray the caller started is left running
    finally:
        ray.shutdown()
    assert [g.seed for g in games] == list(range(3, 9))
    assert sum(done) == 6
    assert games == [play_seeded(plan, seed) for seed in range(3, 9)]
