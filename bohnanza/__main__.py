"""``python -m bohnanza``: the command line."""

import sys

from bohnanza.cli import main

sys.exit(main())
