#!/usr/bin/env python3
"""Run touchview in script mode and check what it produced.

    check_screenshot.py [--expect TEXT ...] [--expect-re REGEX ...] [--reject TEXT ...]
                        [--min-colours N] [--min-ink F] OUT.png -- CMD...

Runs CMD (touchview --script ... --screenshot OUT.png, possibly behind xvfb-run), checks that
its output contains every --expect TEXT, matches every --expect-re REGEX (Python re,
multiline) and contains no --reject TEXT (what the replay must not have decided), then reads
OUT.png with nothing but zlib (signature,
chunk CRCs, IHDR, the zlib stream with its Adler-32, filter types 0-4) and checks the image is
not blank: at least N distinct colours and at least F of the pixels differ from the most
common colour (the background). Exit status 0 on success.
"""
from __future__ import annotations

import argparse
import collections
import re
import struct
import subprocess
import sys
import zlib
from typing import List, Optional, Sequence, Tuple


def read_png(path: str) -> Tuple[int, int, List[bytes]]:
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG (bad signature)")
    # IHDR: width, height, bit depth, colour type, compression, filter, interlace
    ihdr: Optional[Tuple[int, ...]]
    pos, idat, ihdr = 8, b"", None
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        ctype = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + n]
        (crc,) = struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])
        if zlib.crc32(ctype + body) & 0xFFFFFFFF != crc:
            raise ValueError("bad CRC in chunk %r" % ctype)
        if ctype == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif ctype == b"IDAT":
            idat += body
        elif ctype == b"IEND":
            break
        pos += 12 + n
    if ihdr is None:
        raise ValueError("no IHDR")
    w, h, depth, colour, _, _, interlace = ihdr
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError("unsupported PNG: depth %d colour type %d interlace %d"
                         % (depth, colour, interlace))
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)  # checks the zlib header and the Adler-32
    stride = w * bpp
    if len(raw) != h * (stride + 1):
        raise ValueError("image data is %d bytes, expected %d" % (len(raw), h * (stride + 1)))
    rows: List[bytes]
    rows, prev = [], bytearray(stride)
    for y in range(h):
        ftype = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
            elif ftype != 0:
                raise ValueError("bad filter type %d" % ftype)
        rows.append(bytes(line))
        prev = line
    pixels = [bytes(r[i:i + 3]) for r in rows for i in range(0, stride, bpp)]
    return w, h, pixels


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--expect", action="append", default=[])
    ap.add_argument("--expect-re", action="append", default=[])
    ap.add_argument("--reject", action="append", default=[])
    ap.add_argument("--min-colours", type=int, default=16)
    ap.add_argument("--min-ink", type=float, default=0.10)
    ap.add_argument("png")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args(argv)
    cmd = args.cmd[1:] if args.cmd[:1] == ["--"] else args.cmd
    if cmd:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              universal_newlines=True, timeout=120)
        sys.stdout.write(proc.stdout)
        if proc.returncode != 0:
            print("FAIL: %s exited with %d" % (cmd[0], proc.returncode))
            return 1
        missing = [e for e in args.expect if e not in proc.stdout]
        missing += ["/%s/" % e for e in args.expect_re if not re.search(e, proc.stdout, re.M)]
        if missing:
            print("FAIL: the output lacks %s" % ", ".join(repr(m) for m in missing))
            return 1
        present = [r for r in args.reject if r in proc.stdout]
        if present:
            print("FAIL: the output has %s" % ", ".join(repr(p) for p in present))
            return 1
    w, h, pixels = read_png(args.png)
    counts = collections.Counter(pixels)
    background, bg_count = counts.most_common(1)[0]
    ink = 1.0 - bg_count / float(len(pixels))
    print("%s: %dx%d, %d distinct colours, background #%s, %.1f%% non-background pixels"
          % (args.png, w, h, len(counts), background.hex(), 100 * ink))
    if len(counts) < args.min_colours:
        print("FAIL: fewer than %d colours: blank?" % args.min_colours)
        return 1
    if ink < args.min_ink:
        print("FAIL: less than %.0f%% of the pixels differ from the background"
              % (100 * args.min_ink))
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
