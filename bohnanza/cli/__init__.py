"""The command line: ``bohnanza demo``, ``bench``, ``editions``, ``verify``, ``simulate``,
``play`` and ``rules``.

Errors in the input are reported in one line on stderr, ``bohnanza: error: ...``, with
exit status 2, never as a traceback.  ``verify`` exits 0 when every move of a record is
legal, 1 at the first illegal move (or a claimed result that the moves do not give), 2
for a file that is not a valid record.  An error of the program itself is one line
``bohnanza: internal error: ...`` and status 70 (``EXIT_INTERNAL``; ``verify --json``
still prints one JSON object, verdict ``"error"``); an output that cannot be written (a
missing or read-only folder, a full disk) or may not be (a FIFO, a device, a directory, a
read-only file, the command's own input: ``bohnanza.files.write_output``) is one line
naming it and status 74 (``EXIT_OUTPUT``).
"""

from __future__ import annotations

import io
import json
import os
import sys
import warnings
from collections.abc import Sequence

from bohnanza.cli.common import PROVISIONAL_NOTE as PROVISIONAL_NOTE
from bohnanza.cli.common import SHIPPED_SHEET_NOTE as SHIPPED_SHEET_NOTE
from bohnanza.cli.common import _fail
from bohnanza.cli.parser import _parser
from bohnanza.errors import BohnanzaError
from bohnanza.files import UnwritableError
from bohnanza.sheets import ProvisionalDataWarning

__all__ = ["main"]

# The commands' handlers are in bohnanza.cli.games, cli_simulate and cli_records, what they
# share in bohnanza.cli.common, the parser in bohnanza.cli.parser (``_parser``, which
# docs/generate.py reads); the notes of a provisional sheet are importable here.


#: The exit status of an error of the program itself (sysexits' EX_SOFTWARE).
EXIT_INTERNAL = 70
#: The exit status when the output cannot be written (sysexits' EX_IOERR).
EXIT_OUTPUT = 74


def _tolerant_streams() -> None:
    # Text that the terminal's encoding cannot show is escaped, not a crash (R6).
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); returns the exit status.

    Errors in the input are one line on stderr and status 2 (``verify`` has its own
    statuses: 0 legal, 1 illegal, 2 invalid); an internal error is one line and status
    ``EXIT_INTERNAL``, an output error status ``EXIT_OUTPUT``.  Usage errors are status 2,
    ``--help`` and ``--version`` status 0.
    """
    _tolerant_streams()
    # A provisional sheet is announced by one plain line (_game_edition), not a warning.
    warnings.simplefilter("ignore", ProvisionalDataWarning)
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # a usage error (2), --help or --version (0): already printed
        return exc.code if isinstance(exc.code, int) else 0
    try:
        status: int = args.run(args)
        sys.stdout.flush()
    except UnwritableError as exc:  # an output that cannot or may not be written
        _fail(str(exc))
        return EXIT_OUTPUT
    except BohnanzaError as exc:
        return _fail(str(exc))
    except BrokenPipeError:
        # The reader went away (``bohnanza rules | head``): stop quietly, as cat does.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):  # pragma: no cover - stdout is not a real file
            pass
        return 141
    except OSError as exc:
        if exc.filename is None:  # no file named: writing standard output failed
            _quiet_stdout()
            print(
                f"bohnanza: error: cannot write the output: {exc.strerror or exc}", file=sys.stderr
            )
            return EXIT_OUTPUT
        return _fail(f"{exc.filename} {exc.strerror or exc}".strip())
    except Exception as exc:  # every other error is a bug of bohnanza itself (R19)
        message = f"{type(exc).__name__}: {exc}"[:300]
        if getattr(args, "json", False):
            print(json.dumps({"verdict": "error", "error": message}))
        print(
            f"bohnanza: internal error: {' '.join(message.split())} (please report it)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
    return status


def _quiet_stdout() -> None:
    """Drop what is left in standard output's buffer, so that leaving does not retry it."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # pragma: no cover - stdout is not a real file
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
