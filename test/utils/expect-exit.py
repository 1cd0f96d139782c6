#!/usr/bin/env python3
"""Runs a command and succeeds iff it exits with the given status.

Usage: expect-exit.py STATUS COMMAND [ARGS...]

The command's stdout and stderr pass through. A command killed by a signal
(a crash, an abort, a timeout) never matches. `not` from LLVM accepts any
non-zero status; the driver contract is exactly 1, so tests use this.
"""

import subprocess
import sys


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    expected = int(sys.argv[1])
    try:
        status = subprocess.run(sys.argv[2:], timeout=120).returncode
    except subprocess.TimeoutExpired:
        print(f"expect-exit: {sys.argv[2]} timed out after 120 s", file=sys.stderr)
        return 1
    if status != expected:
        how = f"signal {-status}" if status < 0 else f"status {status}"
        print(f"expect-exit: {sys.argv[2]} ended with {how}, expected status {expected}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
