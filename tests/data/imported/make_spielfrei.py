#!/usr/bin/env python3
"""Builds tests/data/imported/open-2005-spielfrei.trf: a 284-player TRF in the
shape a German pairing program of 2005 writes (Latin-1, CR LF; see
tests/data/README.md).

Input: `swissdesk generate --dutch --players 283 --rounds 7 --seed 2005 -o gen.trf`.
The generated event keeps its pairings and results; what changes is the shape:
- the header: German event data, dates written `28. 07. 2005`, round dates
  `05/07/28`, no extension records (XXR, XXC) and no comment lines;
- names, federations, FIDE ids, birth dates: made-up German-looking ones,
  the lowest-rated 20 players unrated and without an id;
- every pairing-allocated bye becomes a forfeit game against player 284,
  "spielfrei" (no rating, no id), which loses all of them by forfeit;
- absences are written `0000 - -` (the older form of a zero-point bye).
Usage: make_spielfrei.py gen.trf > open-2005-spielfrei.trf
"""
import sys

SURNAMES = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker",
            "Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf",
            "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann",
            "Hartmann", "Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier", "Lehmann",
            "Schmid", "Schulze", "Maier", "Köhler", "Herrmann", "König", "Walter", "Mayer",
            "Huber", "Kaiser", "Fuchs", "Peters", "Lang", "Scholz", "Möller", "Weiß", "Jung",
            "Hahn", "Schubert", "Vogel", "Friedrich", "Keller", "Günther", "Frank", "Berger"]
FIRST = ["Andreas", "Michael", "Thomas", "Stefan", "Frank", "Jürgen", "Uwe", "Klaus",
         "Peter", "Wolfgang", "Matthias", "Jörg", "Dieter", "Sabine", "Petra", "Christian",
         "Martin", "Bernd", "Ralf", "Holger", "Katrin", "Sven", "Dirk", "Jens", "Tobias",
         "Markus", "Florian", "Anja", "Lukas", "Jan", "Björn", "Günter", "Horst"]
FEDS = ["GER"] * 9 + ["AUT", "SUI", "NED", "POL", "DEN"]
NAME_COL, RATING_COL = 15, 49
PLACEHOLDER = 284


def field(line, start, end):
    return line[start - 1:end]


def put(line, start, text):
    line = line.ljust(start - 1 + len(text))
    return line[:start - 1] + text + line[start - 1 + len(text):]


def main():
    lines = [l.rstrip("\n") for l in open(sys.argv[1], encoding="utf-8")]
    players = [l for l in lines if l.startswith("001")]
    rounds = max((len(l) - 89) // 10 for l in players)
    out = [
        "012 Offene Stadtmeisterschaft Bad Kissingen 2005",
        "022 Bad Kissingen",
        "032 GER",
        "042 28. 07. 2005",
        "052 05. 08. 2005",
        "062 284",
        "072 264",
        "082 0",
        "092 Einzelturnier Schweizer System",
        "102 Schiedsrichter, Hans (IA)",
        "112 Beisitzer, Karl",
        "122 40 Züge in 2 Std., dann 30 Min.",
    ]
    day = ["05/07/28", "05/07/29", "05/07/30", "05/07/31", "05/08/01", "05/08/02", "05/08/03"]
    dates = "132" + " " * 88
    for r in range(rounds):
        dates = put(dates, 92 + 10 * r, day[r])
    out.append(dates)
    forfeits = {}  # (round, tpn) of each pairing-allocated bye
    rows = []
    for line in players:
        tpn = int(field(line, 5, 8))
        name = f"{SURNAMES[(tpn * 7) % len(SURNAMES)]}, {FIRST[(tpn * 5) % len(FIRST)]}"
        line = put(line, NAME_COL, name.ljust(33))
        unrated = tpn > 263
        if unrated:
            line = put(line, RATING_COL, "    ")
        fed = FEDS[tpn % len(FEDS)]
        line = put(line, 54, fed)
        fide_id = "" if unrated else str(4600000 + tpn * 37)
        line = put(line, 58, fide_id.rjust(11))
        line = put(line, 70, f"{1940 + (tpn * 13) % 55}/{1 + tpn % 12:02}/{1 + tpn % 28:02}")
        for r in range(rounds):
            col = 92 + 10 * r
            block = field(line, col, col + 7)
            if block == "0000 - U":
                forfeits[r] = tpn
                line = put(line, col, f"{PLACEHOLDER:>4} - +")
            elif block == "0000 - Z":
                line = put(line, col, "0000 - -")
        rows.append(line.rstrip())
    bye = "001  284      spielfrei" + " " * 24
    bye = put(bye, 81, " 0.0")
    bye = put(bye, 86, f"{PLACEHOLDER:>4}")
    for r in range(rounds):
        col = 92 + 10 * r
        bye = put(bye, col, f"{forfeits[r]:>4} - -" if r in forfeits else "0000 - -")
    rows.append(bye.rstrip())
    out.extend(rows)
    sys.stdout.buffer.write(("\r\n".join(out) + "\r\n").encode("latin-1"))


main()
