"""Which build of the package is running: the mypyc-compiled one or the pure-Python source.

``setup.py`` compiles the modules it lists in ``MYPYC_MODULES`` (this one among them) with
mypyc when a C compiler is present, and installs the plain ``.py`` files otherwise.  mypyc
builds every listed module into one shared library, so they are compiled together or not at
all, and this module's own state answers for all of them.
"""

from __future__ import annotations

import types
from typing import Final

__all__ = ["COMPILED"]


def _probe() -> None:
    """Never called: only its type is looked at."""


#: True when the mypyc-compiled extension is running: mypyc turns a module's functions into
#: built-in functions, while the interpreted source keeps them as Python function objects.
COMPILED: Final[bool] = not isinstance(_probe, types.FunctionType)
