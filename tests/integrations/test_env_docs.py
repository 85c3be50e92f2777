"""The code blocks of docs/environments.md run as written.

Each ```python block runs in a fresh namespace; a block that imports a library this
session has not installed (Gymnasium or PettingZoo for ``nox -s openspiel``, OpenSpiel for
``nox -s rl``, sb3-contrib for both: the training example needs torch) is skipped.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "environments.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.DOTALL)
#: The libraries a block may need, by the name it imports.
NEEDS = {"gymnasium": "gymnasium", "pettingzoo": "bohnanza_v0", "pyspiel": "pyspiel",
         "sb3_contrib": "sb3_contrib"}  # fmt: skip


def test_the_page_has_its_examples() -> None:
    assert len(BLOCKS) >= 4


@pytest.mark.parametrize("block", range(len(BLOCKS)))
def test_a_code_block_runs(block: int) -> None:
    code = BLOCKS[block]
    for module, marker in NEEDS.items():
        if marker in code and importlib.util.find_spec(module) is None:
            pytest.skip(f"needs {module}")
    exec(compile(code, f"{PAGE.name} block {block}", "exec"), {"__name__": "__docs__"})
