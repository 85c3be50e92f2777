"""Every preset at every player count it seats, and each variant of its rulebook at each
count the variant allows: the cases the environments' checks run over."""

from __future__ import annotations

import numpy as np

from bohnanza.editions import edition, editions
from bohnanza.errors import show

Case = tuple[str, int, tuple[str, ...]]


def all_cases() -> list[Case]:
    """(preset, players, variants) for every preset, count and variant."""
    out: list[Case] = []
    for name in editions():
        ed = edition(name)
        out += [(name, n, ()) for n in ed.player_counts]
        for variant in ed.variants:
            counts = ed.variant_options(variant).get("players", ed.player_counts)
            assert isinstance(counts, tuple)
            out += [(name, n, (variant,)) for n in counts]
    return out


#: The cases, and their names for pytest's ids.
CASES = all_cases()
IDS = ["-".join([name, str(n), *variants]) for name, n, variants in CASES]


def bad_ids(size: int) -> list[object]:
    """Values that are not action ids of a space of ``size``: every environment refuses
    each with the project's own error, naming it."""
    return [
        "5", 3.7, 2.0, True, False, np.True_, None, [1], (1,), np.array([1]), np.array(1),
        np.float64(1.0), float("nan"), float("inf"), -1, size, 10**30, np.int64(-1),
        np.uint64(size), object(), b"1",
    ]  # fmt: skip


def named(value: object) -> str:
    """How a refusal names ``value``: ``bohnanza.errors.show`` of it (of the int a NumPy
    integer stands for)."""
    return show(int(value) if isinstance(value, np.integer) else value)
