#!/usr/bin/env python3
"""Writes rating_database/seed-four-players.bin: a kept rating list
(fide-ratings.bin, layout SWISSDESK-FRL-02 of src/ratings/database.rs) of
four invented players, the seed of the rating_database fuzz target.
Deterministic; run it in this folder to remake the file."""
import json
import struct

# (id, name, folded key, federation, sex 0/1/2, title index + 1, standard, rapid, blitz, birth year, inactive)
PLAYERS = [
    (150, "Short, Id", "short id", b"ENG", 1, 0, 1700, 0, 0, 1990, 0),
    (2001, "Mc Carlsen, Al", "mc carlsen al", b"NOR", 1, 3, 1500, 1450, 0, 2001, 1),
    (2003, "Müller, Jörg", "muller jorg", b"GER", 1, 1, 2100, 2050, 2000, 1975, 0),
    (1503014, "Carlsen, Magnus", "carlsen magnus", b"NOR", 1, 1, 2830, 2800, 2850, 1990, 0),
]


def section(data: bytes) -> bytes:
    return struct.pack("<Q", len(data)) + data


def u32s(values) -> bytes:
    return section(b"".join(struct.pack("<I", v) for v in values))


def u16s(values) -> bytes:
    return section(b"".join(struct.pack("<H", v) for v in values))


def ends(parts) -> list:
    out, at = [], 0
    for part in parts:
        at += len(part)
        out.append(at)
    return out


month = {"year": 2026, "month": 3}
lists = [
    {"month": month, "source": "standard_mar26frl.txt", "imported": "2026-03-02T10:00:00+01:00", "rated": 4},
    {"month": month, "source": "rapid_mar26frl.txt", "imported": "2026-03-02T10:00:00+01:00", "rated": 3},
    None,
]
meta = json.dumps({"lists": lists, "players": len(PLAYERS)}, separators=(",", ":")).encode()
names = [p[1].encode() for p in PLAYERS]
keys = [p[2].encode() + b"\n" for p in PLAYERS]
by_key = sorted(range(len(PLAYERS)), key=lambda i: (keys[i][:-1], i))
out = b"SWISSDESK-FRL-02" + section(meta)
out += u32s(p[0] for p in PLAYERS)
out += section(b"".join(names)) + u32s(ends(names))
out += section(b"".join(keys)) + u32s(ends(keys)) + u32s(by_key)
out += section(b"".join(p[3] for p in PLAYERS))
out += section(bytes(p[4] for p in PLAYERS)) + section(bytes(p[5] for p in PLAYERS))
for k in range(3):
    out += u16s(p[6 + k] for p in PLAYERS)  # ratings
    out += u16s(12 if p[6 + k] else 0xFFFF for p in PLAYERS)  # games (0xFFFF: none)
    out += section(bytes(20 if p[6 + k] else 0 for p in PLAYERS))  # K
out += u16s(p[9] for p in PLAYERS) + section(bytes(p[10] for p in PLAYERS))
with open("rating_database/seed-four-players.bin", "wb") as f:
    f.write(out)
