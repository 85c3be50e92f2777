"""The pytest-bdd binding: the scenario context, the step library, and tags as markers.

Tags of the feature files become markers (the suite runs with ``--strict-markers``):

* ``@002/harvest.protection`` (any catalogue id: ``002/``, ``000.1/``, ``000.2/``, ``001/``,
  ``003/``, ``004/``) -> ``pytest.mark.rule("002/harvest.protection")``, so
  ``-m rule`` selects them all and the id is in the marker's args;
* ``@example`` (a worked example of a rulebook), ``@contrast`` (one position, each edition's
  verdict), ``@bug`` (shows a reported engine bug: it fails until the engine is fixed),
  ``@not-modelled`` (the scenario documents a clause the referee does not model, such as
  where the unbought third-field cards lie; it shows what the referee does instead);
* ``@pending`` -> a strict xfail: the behaviour is not implemented yet, the scenario must
  fail today, and passing turns the suite red so the tag gets removed.  (No scenario is
  pending now: the bean duel, the first user of the tag, is implemented.)
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from tests.features import given_steps, ladybohn_steps, then_steps, when_steps
from tests.features.support import ScenarioContext

RULE_TAG = re.compile(r"(?:002|000\.1|000\.2|001|003|004)/[a-z0-9-]+(?:\.[a-z0-9-]+)*")
PENDING_REASON = "the behaviour the scenario describes is not implemented yet"

MARKERS = {
    "rule": "rule(id): the scenario demonstrates the catalogue clause id (a feature tag @<id>)",
    "example": "example: a worked example of a rulebook (feature tag @example)",
    "contrast": "contrast: one position, each edition's verdict (feature tag @contrast)",
    "bug": "bug: the scenario shows a reported engine bug and fails until it is fixed (@bug)",
    "not-modelled": "not-modelled: documents a clause the referee does not model (@not-modelled)",
}

# The step definitions are fixtures that the step modules define; pytest finds fixtures in
# conftest modules, so they are re-exported here.
for _module in (given_steps, when_steps, then_steps, ladybohn_steps):
    globals().update({k: v for k, v in vars(_module).items() if k.startswith("pytestbdd_")})


def pytest_configure(config: pytest.Config) -> None:
    for name, text in MARKERS.items():
        config.addinivalue_line("markers", text if text.startswith(name) else f"{name}: {text}")


def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> bool | None:
    """Map the feature tags onto the registered markers (see the module docstring)."""
    if RULE_TAG.fullmatch(tag):
        pytest.mark.rule(tag)(function)
        return True
    if tag == "pending":
        pytest.mark.xfail(strict=True, reason=PENDING_REASON)(function)
        return True
    if tag in MARKERS:
        getattr(pytest.mark, tag)(function)
        return True
    return None  # any other tag: pytest-bdd's default (an unregistered marker is an error)


@pytest.fixture
def ctx() -> ScenarioContext:
    """The scenario's table: edition, position, current state, last move and refusal."""
    return ScenarioContext()
