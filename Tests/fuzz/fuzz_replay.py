#!/usr/bin/env python3
"""Atheris target: the JSON scene loader and replayer (bindings/python/touchchain/replay.py).

    python3 Tests/fuzz/fuzz_replay.py [libFuzzer flags] CORPUS_DIR...

Bytes -> replay.loads (the tool's own parser: no nesting limit) -> replay.replay(doc) (validate, build the scene in the library,
run the trace). Seeds: examples/scenes/*.json. Allowed outcomes: the bytes are not JSON,
or the loader refuses the document with SceneError (its documented error), or the replay
runs. Anything else -- another exception escaping the loader (TypeError, KeyError,
RecursionError, OverflowError, ...), or the library killing the process (a Swift trap is
SIGILL) -- is a finding. Python coverage (atheris.instrument_imports) guides it; the library
is the plain build (TOUCHCHAIN_LIBRARY, else the package's usual search): the ASan/coverage
build needs a libFuzzer of the same LLVM as atheris's, which the C targets cover instead.
"""
import os
import sys

import atheris

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "bindings", "python"))

with atheris.instrument_imports():
    from touchchain import replay
    from touchchain._errors import TouchChainError  # noqa: F401  (imported for coverage)


def test_one_input(data):
    try:
        text = data.decode("utf-8")
        doc = replay.loads(text)
    except (UnicodeDecodeError, ValueError):   # not UTF-8, not JSON (RecursionError is a finding)
        return
    try:
        records = replay.replay(doc)
    except replay.SceneError:
        return
    # every record must be JSON-serialisable (the CLI prints them as JSON Lines)
    replay.format_log(records)


def main():
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
