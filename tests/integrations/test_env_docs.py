"""The code blocks of docs/environments.md run as written.

Each ```python block runs in a fresh namespace.  A nox session names the libraries it
installed in ``BOHNANZA_DOC_LIBS`` (``nox -s rl``: Gymnasium and PettingZoo; ``nox -s
openspiel``: OpenSpiel), and runs every block that needs no other: a promised library that is
missing fails the block, it is never skipped.  The training example needs sb3-contrib and
torch, which no session installs: it is run by hand (docs/examples/train_maskable_ppo.py).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "environments.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.DOTALL)
#: The libraries a block may need, by the name it imports.
NEEDS = {"gymnasium": "gymnasium", "pettingzoo": "bohnanza_v1", "pyspiel": "pyspiel",
         "sb3_contrib": "sb3_contrib"}  # fmt: skip


#: The libraries this session promises to have installed.
PROMISED = set(filter(None, os.environ.get("BOHNANZA_DOC_LIBS", "").split(",")))
#: What each nox session promises; sb3-contrib is in none (see the docstring).
SESSIONS = ({"gymnasium", "pettingzoo"}, {"pyspiel"})


def _needs(code: str) -> set[str]:
    return {module for module, marker in NEEDS.items() if marker in code}


#: The blocks this session runs.
RUN = [i for i, code in enumerate(BLOCKS) if _needs(code) <= PROMISED]


def test_the_page_has_its_examples() -> None:
    assert len(BLOCKS) >= 4
    assert RUN, f"no block of {PAGE.name} runs with the libraries {sorted(PROMISED)}"


def test_every_block_but_the_training_runs_in_some_session() -> None:
    unrun = [i for i, code in enumerate(BLOCKS) if not any(_needs(code) <= s for s in SESSIONS)]
    assert all("sb3_contrib" in _needs(BLOCKS[i]) for i in unrun), unrun


@pytest.mark.parametrize("block", RUN)
def test_a_code_block_runs(block: int) -> None:
    code = BLOCKS[block]
    exec(compile(code, f"{PAGE.name} block {block}", "exec"), {"__name__": "__docs__"})
