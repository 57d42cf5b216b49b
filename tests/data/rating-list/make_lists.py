#!/usr/bin/env python3
"""Writes the small FIDE rating lists the tests read, in FIDE's layouts.

Made for the tests (never the real list): 320 invented players with accents,
titles, women's titles, other titles, inactivity flags and unrated kinds.
The layouts are those of the files FIDE publishes at
ratings.fide.com/download_lists.phtml (see src/ratings/txt.rs and xml.rs):

  players_list_foa.txt       combined list, TXT, columns padded by characters
  players_list_xml_foa.xml   combined list, XML
  standard_mar26frl.txt      standard list of March 2026, TXT, UTF-8 padded by bytes
  standard_mar26frl_xml.xml  standard list of March 2026, XML

Run from this folder: python3 make_lists.py (deterministic).
"""
import random

random.seed(20)

SURNAMES = [
    "Müller", "Núñez", "Ødegaard", "Łukaszewicz", "Çelik", "Şahin", "Dvořák", "Nguyễn", "Jovanović",
    "O'Brien", "García Márquez", "van der Berg", "Kuznetsov", "Björk", "Sørensen", "Ünal", "Żak",
    "Petrović", "Schmidt", "Rossi", "Dubois", "Kovács", "Novák", "Horváth", "Nielsen", "Johansson",
    "Fernández", "López", "Martínez", "Papadopoulos", "Ivanov", "Smirnov", "Popescu", "Yilmaz",
    "Kaya", "Demir", "Öztürk", "Wójcik", "Kamiński", "Lewandowski", "Hernández", "González",
    "Pérez", "Sánchez", "Romero", "Álvarez", "Lefèvre", "Girard", "Bonnet", "Dupont", "Weiß",
    "Schäfer", "Köhler", "Groß", "Hoffmann", "Zimmermann", "Krüger", "Becker", "Fischer", "Wagner",
]
FIRST = [
    "Jörg", "José", "Åse", "Łucja", "Ayşe", "Ömer", "Zoë", "Chloé", "Inès", "Ana-María", "Seán",
    "Søren", "Đorđe", "Mihály", "Jiří", "Ondřej", "Tomáš", "Zofia", "Agnieszka", "Hélène", "François",
    "Ángel", "Íñigo", "Björn", "Håkan", "Anna", "Peter", "Ivan", "Maria", "Elena", "David", "Sofia",
]
FEDS = ["GER", "ESP", "NOR", "POL", "TUR", "CZE", "VIE", "SRB", "IRL", "NED", "RUS", "SWE", "DEN",
        "ITA", "FRA", "HUN", "GRE", "ROU", "ARG", "MEX", "SUI", "AUT", "BEL", "FID"]
TITLES = ["GM", "IM", "FM", "CM"]
WTITLES = ["WGM", "WIM", "WFM", "WCM"]
OTHER = ["", "", "", "", "FA", "IA", "NA", "FT", "IA,FT", "FI,NI"]

# Players the tests name: (id, name, fed, sex, title, wtitle, std, rapid, blitz, k, born, flag)
FIXED = [
    (4100018, "Kowalczyk, Zofia", "POL", "F", "", "WFM", 2104, 2050, None, 20, 1995, ""),
    (4100026, "Ødegaard, Åse", "NOR", "F", "IM", "WGM", 2351, 2300, 2288, 20, 1988, "w"),
    (4100034, "Núñez, Íñigo", "ESP", "M", "", "", 1876, None, 1790, 40, 2010, ""),
    (4100042, "O'Brien, Seán", "IRL", "M", "FM", "", 2230, 2205, 2190, 20, 1979, "i"),
    (4100050, "Unrated, Standard", "GER", "M", "", "", None, 1650, None, 20, 1990, ""),
]


def player(index):
    sex = "F" if random.random() < 0.3 else "M"
    name = f"{random.choice(SURNAMES)}, {random.choice(FIRST)}"
    title = random.choice(TITLES) if random.random() < 0.12 else ""
    wtitle = random.choice(WTITLES) if sex == "F" and random.random() < 0.3 else ""
    if sex == "F" and not title and wtitle and random.random() < 0.5:
        title = wtitle
    std = random.randint(1400, 2780) if random.random() < 0.85 else None
    rapid = random.randint(1400, 2750) if random.random() < 0.6 else None
    blitz = random.randint(1400, 2750) if random.random() < 0.5 else None
    born = random.randint(1940, 2018) if random.random() < 0.95 else None
    k = 10 if (std or 0) >= 2400 else random.choice([20, 20, 40])
    flag = random.choice(["", "", "", "i"]) + ("w" if sex == "F" else "")
    flag = {"iw": "wi"}.get(flag, flag)
    return (5000000 + index * 13, name, random.choice(FEDS), sex, title, wtitle, std, rapid, blitz, k, born, flag)


PLAYERS = FIXED + [player(i) for i in range(315)]
OTHERS = {p[0]: random.choice(OTHER) for p in PLAYERS}
GAMES = {p[0]: [random.randint(0, 12) for _ in range(3)] for p in PLAYERS}
FOA = {p[0]: ("AFM" if random.random() < 0.05 else "") for p in PLAYERS}


def cell(value):
    return "" if value is None else str(value)


def kinds(p):
    pid, *_ = p
    std, rapid, blitz, k = p[6], p[7], p[8], p[9]
    g = GAMES[pid]
    return [(std, g[0] if std else None, k if std else None),
            (rapid, g[1] if rapid else None, 20 if rapid else None),
            (blitz, g[2] if blitz else None, 20 if blitz else None)]


def pad(text, width, by_bytes=False):
    length = len(text.encode("utf-8")) if by_bytes else len(text)
    return text + " " * max(width - length, 0)


COMBINED_HEADER = ("ID Number      Name                                                         Fed Sex Tit  WTit "
                   "OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")
MONTHLY_HEADER = ("ID Number      Name                                                         Fed Sex Tit  WTit "
                  "OTit           FOA MAR26 Gms K  B-day Flag")


def front(p, by_bytes=False):
    pid, name, fed, sex, title, wtitle = p[:6]
    return (pad(str(pid), 15) + pad(name, 61, by_bytes) + pad(fed, 4) + pad(sex, 4) + pad(title, 5)
            + pad(wtitle, 5) + pad(OTHERS[pid], 15) + pad(FOA[pid], 4))


def write_combined_txt():
    with open("players_list_foa.txt", "w", encoding="utf-8", newline="\r\n") as out:
        out.write(COMBINED_HEADER + "\n")
        for p in PLAYERS:
            line = front(p)
            for rating, games, k in kinds(p):
                line += pad(cell(rating), 6) + pad(cell(games), 4) + pad(cell(k), 3)
            line += pad(cell(p[10]), 6) + p[11]
            out.write(line.rstrip() + "\n")


def write_monthly_txt():
    with open("standard_mar26frl.txt", "w", encoding="utf-8", newline="\n") as out:
        out.write(MONTHLY_HEADER + "\n")
        for p in PLAYERS:
            rating, games, k = kinds(p)[0]
            if rating is None:
                continue
            line = front(p, by_bytes=True) + pad(cell(rating), 6) + pad(cell(games), 4) + pad(cell(k), 3)
            line += pad(cell(p[10]), 6) + p[11]
            out.write(line.rstrip() + "\n")


def xml_text(value):
    return value.replace("&", "&amp;").replace("<", "&lt;").replace("'", "&apos;")


def write_xml(path, combined):
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n')
        for p in PLAYERS:
            pid, name, fed, sex, title, wtitle = p[:6]
            ratings = kinds(p)
            if not combined and ratings[0][0] is None:
                continue
            fields = [("fideid", str(pid)), ("name", xml_text(name)), ("country", fed), ("sex", sex),
                      ("title", title), ("w_title", wtitle), ("o_title", OTHERS[pid]), ("foa_title", FOA[pid])]
            prefixes = ["", "rapid_", "blitz_"] if combined else [""]
            for prefix, (rating, games, k) in zip(prefixes, ratings):
                fields += [(prefix + "rating", cell(rating)), (prefix + "games", cell(games)), (prefix + "k", cell(k))]
            fields += [("birthday", cell(p[10])), ("flag", p[11])]
            out.write("<player>\n")
            for tag, value in fields:
                out.write(f"<{tag}>{value}</{tag}>\n")
            out.write("</player>\n")
        out.write("</playerslist>\n")


write_combined_txt()
write_monthly_txt()
write_xml("players_list_xml_foa.xml", True)
write_xml("standard_mar26frl_xml.xml", False)
