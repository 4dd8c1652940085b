"""Real geography (and the city list) for the reconstructed Railways of Nippon board (tools/rotw_maps/nip.py).

Everything here is the author's knowledge of a real map of Japan (latitude, longitude in degrees north and east),
drawn coarsely: the board's hexes are 26 km across, so every bend smaller than that is left out. No map file is
kept in the project. Each table says what it is; nip.py turns them into hexes.
"""

from __future__ import annotations

Point = tuple[float, float]  # (latitude, longitude)

# The board's outline: hexes whose centre lies outside it are not on the board (Hokkaido north of 43.45N and east of
# 142.3E, Korea, the open Pacific). Sea inside it is kept only near a coast (nip.py).
FRAME: list[Point] = [
    (43.45, 139.0), (43.45, 142.3), (41.0, 142.3), (39.0, 142.8), (35.0, 141.5), (33.0, 136.5), (32.0, 133.5),
    (30.6, 131.8), (30.6, 128.8), (34.8, 128.8), (37.5, 134.5), (39.5, 137.5),
]

# Honshu, clockwise from the Kanmon Strait: the Inland Sea coast eastward, the Kii peninsula, the Pacific coast to
# the Boso peninsula and north to the Shimokita peninsula, Mutsu Bay, then the Sea of Japan coast back south-west.
HONSHU: list[Point] = [
    (33.95, 130.92), (34.0, 131.05), (33.95, 131.25), (34.05, 131.4), (34.03, 131.57), (34.03, 131.8),
    (33.94, 131.97), (33.93, 132.12), (34.17, 132.22), (34.35, 132.45), (34.22, 132.57), (34.34, 132.9),
    (34.4, 133.08), (34.41, 133.2), (34.45, 133.4), (34.5, 133.52), (34.5, 133.7), (34.46, 133.82),
    (34.49, 133.95), (34.6, 134.05), (34.62, 134.17), (34.74, 134.4), (34.77, 134.65), (34.64, 134.98),
    (34.68, 135.2), (34.65, 135.42), (34.57, 135.45), (34.46, 135.37), (34.32, 135.14), (34.22, 135.15),
    (34.08, 135.12), (33.88, 135.15), (33.7, 135.35), (33.47, 135.78), (33.72, 136.0), (33.9, 136.1),
    (34.07, 136.22), (34.27, 136.9), (34.48, 136.85), (34.55, 136.65), (34.72, 136.53), (34.96, 136.63),
    (35.07, 136.86), (34.95, 136.84), (34.72, 136.96), (34.85, 137.05), (34.75, 137.22), (34.6, 137.02),
    (34.63, 137.3), (34.66, 137.75), (34.6, 138.22), (34.87, 138.33), (35.02, 138.5), (35.13, 138.68),
    (35.08, 138.85), (34.9, 138.77), (34.6, 138.84), (34.75, 139.0), (34.97, 139.1), (35.1, 139.08),
    (35.25, 139.15), (35.31, 139.36), (35.3, 139.55), (35.14, 139.63), (35.28, 139.68), (35.45, 139.66),
    (35.62, 139.79), (35.68, 139.98), (35.58, 140.1), (35.37, 139.9), (35.3, 139.8), (34.9, 139.85),
    (34.93, 139.95), (35.1, 140.1), (35.15, 140.32), (35.4, 140.42), (35.72, 140.87), (36.0, 140.65),
    (36.3, 140.58), (36.6, 140.68), (36.95, 140.95), (37.4, 141.03), (37.8, 140.98), (38.03, 140.93),
    (38.25, 141.05), (38.38, 141.3), (38.28, 141.52), (38.6, 141.5), (38.9, 141.65), (39.0, 141.75),
    (39.27, 141.9), (39.64, 141.98), (39.55, 142.07), (39.9, 141.95), (40.2, 141.8), (40.53, 141.55),
    (40.7, 141.42), (41.2, 141.4), (41.43, 141.46), (41.5, 141.1), (41.53, 140.91), (41.43, 140.86),
    (41.15, 140.8), (41.27, 141.15), (41.05, 141.25), (40.87, 141.13), (40.9, 140.85), (40.83, 140.74),
    (41.05, 140.64), (41.25, 140.35), (41.13, 140.3), (41.0, 140.33), (40.78, 140.2), (40.65, 139.93),
    (40.4, 139.95), (40.2, 140.02), (40.0, 139.72), (39.85, 139.72), (39.72, 140.05), (39.38, 140.05),
    (38.92, 139.83), (38.7, 139.62), (38.55, 139.53), (38.22, 139.45), (37.92, 139.05), (37.65, 138.78),
    (37.37, 138.55), (37.17, 138.25), (37.03, 137.86), (36.82, 137.4), (36.76, 137.22), (36.86, 136.99),
    (37.05, 136.97), (37.3, 137.2), (37.5, 137.35), (37.4, 136.9), (37.15, 136.7), (36.9, 136.77),
    (36.6, 136.6), (36.4, 136.43), (36.22, 136.15), (35.95, 135.98), (35.67, 136.06), (35.5, 135.75),
    (35.48, 135.38), (35.55, 135.2), (35.75, 135.2), (35.65, 134.9), (35.65, 134.8), (35.53, 134.2),
    (35.45, 133.35), (35.55, 133.24), (35.58, 133.05), (35.43, 132.63), (35.35, 132.7), (35.2, 132.45),
    (34.9, 132.07), (34.7, 131.8), (34.42, 131.4), (34.37, 131.18), (34.35, 130.88), (34.1, 130.9),
]

# Kyushu, clockwise from Moji across the Kanmon Strait: the east coast south, round Cape Sata and Kagoshima Bay,
# the west coast north by the Ariake Sea, Shimabara and Nagasaki, and back along the north coast by Fukuoka.
KYUSHU: list[Point] = [
    (33.95, 130.96), (33.78, 131.0), (33.6, 131.2), (33.6, 131.7), (33.45, 131.72), (33.28, 131.5),
    (33.25, 131.68), (33.25, 131.9), (32.95, 131.95), (32.58, 131.7), (32.42, 131.65), (31.9, 131.46),
    (31.58, 131.4), (31.37, 131.35), (31.47, 131.1), (31.0, 130.66), (31.3, 130.75), (31.7, 130.75),
    (31.6, 130.56), (31.25, 130.63), (31.17, 130.53), (31.27, 130.3), (31.7, 130.27), (32.02, 130.19),
    (32.2, 130.4), (32.5, 130.6), (32.75, 130.6), (32.98, 130.43), (33.15, 130.38), (33.2, 130.25),
    (33.1, 130.1), (32.85, 130.1), (32.8, 130.35), (32.6, 130.3), (32.62, 130.15), (32.78, 130.02),
    (32.58, 129.75), (32.75, 129.85), (32.95, 129.65), (33.18, 129.7), (33.35, 129.55), (33.28, 129.88),
    (33.45, 129.97), (33.6, 130.15), (33.6, 130.38), (33.85, 130.5), (33.9, 130.65), (33.93, 130.8),
]

# Shikoku, clockwise from Naruto: the east and Pacific coasts to Cape Ashizuri, the Sadamisaki peninsula, the Inland
# Sea coast back east by Matsuyama, Niihama and Takamatsu.
SHIKOKU: list[Point] = [
    (34.2, 134.6), (34.07, 134.6), (33.92, 134.7), (33.83, 134.75), (33.25, 134.17), (33.5, 133.55),
    (33.38, 133.3), (32.72, 133.02), (32.93, 132.7), (33.22, 132.55), (33.4, 132.4), (33.34, 132.02),
    (33.45, 132.2), (33.6, 132.5), (33.75, 132.7), (33.85, 132.7), (33.97, 132.78), (34.07, 133.0),
    (33.92, 133.18), (33.97, 133.28), (34.02, 133.57), (34.13, 133.65), (34.3, 133.8), (34.32, 133.87),
    (34.35, 134.05), (34.23, 134.4),
]

# Awaji Island, between Kobe (the Akashi Strait, 4 km) and Shikoku (the Naruto Strait, 1.3 km).
AWAJI: list[Point] = [(34.6, 134.98), (34.45, 135.0), (34.34, 134.9), (34.2, 134.85), (34.17, 134.72),
                      (34.25, 134.68), (34.45, 134.8)]

# Southern Hokkaido: the Oshima peninsula (Hakodate) and the Ishikari plain (Sapporo), closed beyond the board's
# northern and eastern edges (FRAME cuts it there).
HOKKAIDO: list[Point] = [
    (41.43, 140.1), (41.8, 140.1), (41.87, 140.12), (42.1, 139.95), (42.45, 139.85), (42.8, 140.22),
    (42.98, 140.5), (43.37, 140.47), (43.25, 140.9), (43.2, 141.0), (43.25, 141.35), (43.8, 141.4),
    (44.5, 141.7), (44.5, 144.0), (42.9, 144.0), (41.93, 143.25), (42.15, 142.77), (42.63, 141.6),
    (42.5, 141.3), (42.32, 140.97), (42.47, 140.87), (42.58, 140.72), (42.52, 140.38), (42.25, 140.27),
    (42.1, 140.57), (42.03, 140.8), (41.82, 141.18), (41.73, 141.0), (41.77, 140.73), (41.82, 140.65),
    (41.6, 140.42), (41.48, 140.25), (41.4, 140.2),
]

LAND: dict[str, list[Point]] = {
    "Honshu": HONSHU, "Kyushu": KYUSHU, "Shikoku": SHIKOKU, "Awaji": AWAJI, "Hokkaido": HOKKAIDO,
}

# Lakes large enough for a hex: water inside the land.
LAKES: dict[str, list[Point]] = {
    "Lake Biwa": [(35.52, 136.08), (35.45, 136.27), (35.2, 136.1), (35.02, 135.9), (35.15, 135.9),
                  (35.35, 136.0)],
}

# Islands left off the board (not drawn: hexes on them are not on the board, as Ireland on the Europe board). The
# small islands of the Inland Sea and the Izu islands are narrower than a hex and are drawn as the sea around them.
LEFT_OUT: dict[str, list[Point]] = {
    "Sado": [(38.33, 138.5), (38.05, 138.58), (37.8, 138.3), (37.85, 138.2), (38.2, 138.25)],
    "Oki": [(36.35, 133.4), (36.2, 133.35), (36.05, 133.0), (36.15, 132.95), (36.3, 133.2)],
    "Tsushima and Iki": [(34.7, 129.5), (34.1, 129.25), (33.7, 129.75), (33.85, 129.8), (34.3, 129.4)],
    "the Goto Islands": [(33.3, 129.15), (32.6, 128.6), (32.9, 128.5), (33.2, 128.9)],
    "Amakusa": [(32.6, 130.1), (32.55, 130.25), (32.2, 130.2), (32.15, 130.0), (32.45, 129.95)],
    "Okushiri": [(42.25, 139.45), (42.05, 139.5), (42.05, 139.4), (42.2, 139.35)],
}

# Mountain ranges: an axis and a half-width in km; a land hex whose centre lies within it is mountain.
RANGES: list[tuple[str, list[Point], float]] = [
    ("the Japanese Alps (Hida, Kiso and Akaishi Mountains)",
     [(36.95, 137.65), (36.3, 137.62), (35.95, 137.7), (35.6, 137.85), (35.25, 138.05)], 36.0),
    ("the Ryohaku Mountains (Hakusan)", [(36.3, 136.75), (35.85, 136.65)], 25.0),
    ("the Mikuni and Echigo Mountains", [(37.35, 139.45), (36.95, 139.05), (36.75, 138.7)], 32.0),
    ("the Kanto Mountains (Chichibu) and Mount Fuji", [(36.05, 138.65), (35.9, 138.85), (35.35, 138.73)], 22.0),
    ("the Nikko and Yamizo Mountains", [(36.85, 139.5), (36.8, 139.95)], 22.0),
    ("the Ou Mountains",
     [(41.0, 140.95), (40.3, 140.9), (39.7, 140.85), (39.0, 140.75), (38.3, 140.45), (37.7, 140.2),
      (37.2, 139.95)], 24.0),
    ("the Dewa Mountains (Chokai and Gassan)", [(39.1, 140.05), (38.5, 139.95)], 18.0),
    ("the Asahi and Iide Mountains", [(38.3, 139.85), (37.85, 139.75)], 20.0),
    ("the Kitakami Highlands", [(40.25, 141.6), (39.6, 141.55), (39.0, 141.45)], 28.0),
    ("the Abukuma Highlands", [(37.65, 140.65), (36.95, 140.6)], 18.0),
    ("the Chugoku Mountains",
     [(35.3, 134.35), (35.2, 133.6), (35.0, 132.8), (34.55, 131.95)], 26.0),
    ("the Tamba Highlands", [(35.3, 135.55), (35.2, 135.1)], 20.0),
    ("the Kii Mountains", [(34.35, 135.85), (34.05, 135.9), (33.8, 135.65)], 32.0),
    ("the Suzuka Mountains", [(35.1, 136.4), (34.85, 136.3)], 12.0),
    ("the Izu and Hakone Mountains", [(35.2, 139.0), (34.85, 138.95)], 15.0),
    ("the Shikoku Mountains (Ishizuchi and Tsurugi)", [(33.45, 132.75), (33.77, 133.12), (33.85, 134.1)], 28.0),
    ("the Kyushu Mountains", [(33.15, 131.2), (32.6, 131.15), (32.1, 130.95)], 32.0),
    ("the Oshima Mountains (Hokkaido)", [(41.55, 140.2), (42.2, 140.35), (42.75, 140.7)], 22.0),
]

# Rivers: a course; a land hex (not mountain, not a city) whose centre lies within nip.RIVER_KM of it is river.
RIVERS: list[tuple[str, list[Point]]] = [
    ("the Tone", [(36.8, 139.0), (36.5, 139.0), (36.3, 139.15), (36.18, 139.72), (35.9, 140.07), (35.9, 140.5),
                  (35.74, 140.85)]),
    ("the Shinano (Chikuma)", [(36.2, 138.45), (36.4, 138.25), (36.65, 138.2), (36.85, 138.37), (37.13, 138.75),
                               (37.45, 138.85), (37.63, 138.95), (37.93, 139.05)]),
    ("the Agano", [(37.5, 139.9), (37.7, 139.4), (37.95, 139.15)]),
    ("the Kiso", [(35.78, 137.69), (35.5, 137.5), (35.43, 137.0), (35.38, 136.95), (35.2, 136.75),
                  (35.05, 136.7)]),
    ("the Tenryu", [(36.05, 138.08), (35.83, 137.95), (35.5, 137.82), (35.1, 137.8), (34.7, 137.8)]),
    ("the Fuji", [(35.7, 138.55), (35.35, 138.45), (35.12, 138.63)]),
    ("the Yodo", [(34.97, 135.9), (34.9, 135.8), (34.82, 135.65), (34.7, 135.45)]),
    ("the Kitakami", [(40.2, 141.2), (39.7, 141.15), (39.4, 141.1), (38.93, 141.13), (38.42, 141.3)]),
    ("the Mogami", [(37.92, 140.1), (38.25, 140.3), (38.5, 140.35), (38.75, 140.3), (38.77, 140.0),
                    (38.92, 139.83)]),
    ("the Abukuma", [(37.1, 140.2), (37.4, 140.37), (37.75, 140.47), (38.0, 140.7), (38.05, 140.9)]),
    ("the Ishikari", [(43.45, 141.85), (43.1, 141.6), (43.2, 141.45), (43.25, 141.35)]),
    ("the Chikugo", [(33.32, 130.93), (33.32, 130.5), (33.15, 130.35)]),
    ("the Yoshino", [(33.85, 133.7), (34.03, 133.8), (34.08, 134.57)]),
]

# Crest lines of the highest ranges: a ridge on every hex side between two mountain hexes that one crosses.
CRESTS: list[tuple[str, list[Point]]] = [
    ("the Hida Mountains (the Northern Alps)", [(36.95, 137.62), (36.55, 137.65), (36.1, 137.55)]),
    ("the Kiso Mountains (the Central Alps)", [(35.95, 137.83), (35.45, 137.7)]),
    ("the Akaishi Mountains (the Southern Alps)", [(35.9, 138.25), (35.6, 138.2), (35.25, 138.05)]),
    ("the Mikuni Mountains", [(37.0, 139.3), (36.8, 138.85), (36.65, 138.6)]),
]

# Crossings: water hexes on each course become fully outlined water hexes (buildable, at the water price) where the
# railways crossed by ferry; nip.py lists them.
CROSSINGS: list[tuple[str, list[Point], str]] = [
    ("the Tsugaru Strait", [(41.25, 140.35), (41.4, 140.2)],
     "the Seikan ferry (Aomori-Hakodate, railway ferry from 1908; the strait is 19.5 km at its narrowest, "
     "Tappi to Cape Shirakami, where the Seikan Tunnel runs)"),
    ("the Bisan Strait (Uno-Takamatsu)", [(34.49, 133.95), (34.35, 134.05)],
     "the Uko ferry (Uno-Takamatsu, railway ferry from 1910, about 20 km)"),
    ("the Akashi and Naruto Straits (by Awaji)", [(34.64, 134.99), (34.45, 134.85), (34.2, 134.63)],
     "the Akashi-Iwaya and Fukura-Naruto ferries across Awaji Island, which is narrower than a hex here"),
]

# Straits narrower than a hex: a hex side between land hexes of these two land masses crosses one (nip.py lists them).
STRAITS: dict[frozenset[str], tuple[str, str]] = {
    frozenset({"Honshu", "Kyushu"}): ("the Kanmon Strait", "Shimonoseki-Moji, about 700 m; railway ferry 1901"),
    frozenset({"Honshu", "Awaji"}): ("the Akashi Strait", "Akashi-Iwaya, about 4 km"),
    frozenset({"Awaji", "Shikoku"}): ("the Naruto Strait", "Awaji-Naruto, about 1.3 km"),
    frozenset({"Honshu", "Shikoku"}): ("the Bisan Strait", "Kojima-Sakaide, about 10 km across the islands"),
    frozenset({"Honshu", "Hokkaido"}): ("the Tsugaru Strait", "Tappi-Shirakami, 19.5 km"),
    frozenset({"Kyushu", "Shikoku"}): ("the Hoyo Strait", "Sadamisaki-Saganoseki, 14 km"),
}

# The cities: name, lat, lon, colour, cubes, why (nip.py places them by cubes, then in this order: the largest keep
# their own hex).
CITIES: list[tuple[str, float, float, str, int, str]] = [
    ("Tokyo", 35.68, 139.77, "red", 5, "the capital (Edo until 1868), Shinbashi Station; named on the Noritsugu "
                                        "Hayakawa and Shinbashi Station cards"),
    ("Osaka", 34.69, 135.50, "red", 4, "the merchant city, the cotton mills; named on the Shuzo Toyama card"),
    ("Kyoto", 35.01, 135.77, "red", 3, "the imperial capital until 1868"),
    ("Nagoya", 35.17, 136.91, "yellow", 3, "the castle town of Owari on the Tokaido"),
    ("Sendai", 38.27, 140.87, "yellow", 2, "the largest city of the north (Tohoku)"),
    ("Hiroshima", 34.39, 132.46, "yellow", 2, "the castle town and garrison of the Chugoku"),
    ("Kanazawa", 36.56, 136.66, "yellow", 2, "the capital of Kaga, one of the largest castle towns"),
    ("Kumamoto", 32.80, 130.71, "yellow", 2, "the castle town of Higo"),
    ("Fukuoka", 33.59, 130.40, "yellow", 2, "Fukuoka and Hakata, the merchant port of northern Kyushu"),
    ("Yokohama", 35.44, 139.64, "blue", 2, "treaty port (Kanagawa, 1859), the Yokohama end of the first railway "
                                          "(1872); named on the Foreign Trade Ports and Shinbashi Station cards"),
    ("Kobe", 34.69, 135.19, "blue", 2, "treaty port (Hyogo, 1868); named on the Foreign Trade Ports card"),
    ("Nagasaki", 32.75, 129.88, "blue", 2, "treaty port (1859), Dejima; named on the Foreign Trade Ports card"),
    ("Hakodate", 41.77, 140.73, "blue", 2, "treaty port (1859); named on the Foreign Trade Ports card (printed "
                                          "'Hanagawa', read as Hakodate)"),
    ("Niigata", 37.92, 139.04, "blue", 2, "treaty port (1868) at the mouth of the Shinano"),
    ("Maebashi", 36.39, 139.06, "purple", 2, "raw silk (the Tomioka Silk Mill, 1872, is nearby)"),
    ("Kofu", 35.66, 138.57, "purple", 2, "the silk and wine of Kai, home of Keijiro Amemiya"),
    ("Shizuoka", 34.98, 138.38, "purple", 2, "green tea for export"),
    ("Fukui", 36.06, 136.22, "purple", 2, "silk weaving (habutae)"),
    ("Omuta", 33.03, 130.45, "black", 2, "the Miike coal mine"),
    ("Iwaki", 37.05, 140.89, "black", 2, "the Joban coalfield (Taira), the coal nearest Tokyo"),
    ("Kamaishi", 39.28, 141.89, "black", 1, "the Kamaishi iron mine and ironworks (1880s)"),
    ("Niihama", 33.96, 133.28, "black", 1, "the Besshi copper mine"),
    ("Sapporo", 43.06, 141.35, "gray", 2, "the seat of the Hokkaido Development Commission (1869), the Horonai "
                                          "railway (1880)"),
    ("Kagoshima", 31.60, 130.56, "yellow", 2, "the castle town of Satsuma"),
    ("Okayama", 34.66, 133.92, "gray", 2, "the castle town of Bizen, the road to the Uno ferry"),
    ("Shimonoseki", 33.96, 130.94, "blue", 2, "Bakan, a port opened to foreign trade (1889), the end of the Sanyo "
                                             "Railway (1901), the ferry to Moji"),
    ("Matsuyama", 33.84, 132.77, "gray", 2, "the largest town of Shikoku, the Iyo Railway (1888)"),
    ("Toyama", 36.70, 137.21, "gray", 2, "the medicine merchants of Etchu"),
    ("Utsunomiya", 36.56, 139.88, "gray", 1, "on the Tohoku line, the road to Nikko"),
    ("Mito", 36.37, 140.47, "gray", 1, "the castle town of Mito, the Mito Railway (1889)"),
    ("Aomori", 40.82, 140.74, "gray", 1, "the end of the Tohoku line (1891), the ferry to Hakodate"),
    ("Morioka", 39.70, 141.15, "gray", 1, "the castle town of Nambu"),
    ("Akita", 39.72, 140.10, "gray", 1, "the castle town of Kubota on the Sea of Japan"),
    ("Sakata", 38.91, 139.84, "gray", 1, "the rice port at the mouth of the Mogami"),
    ("Yamagata", 38.24, 140.36, "gray", 1, "the Mogami basin"),
    ("Fukushima", 37.76, 140.47, "purple", 2, "raw silk of the Shinobu basin, on the Tohoku line"),
    ("Nagano", 36.65, 138.19, "gray", 1, "the Zenkoji temple town on the Shin'etsu line"),
    ("Matsumoto", 36.24, 137.97, "purple", 2, "the castle town of Shinshu, the silk of Suwa"),
    ("Naoetsu", 37.17, 138.24, "gray", 1, "the Sea of Japan end of the Shin'etsu line (1886)"),
    ("Gifu", 35.42, 136.76, "gray", 1, "the Nagara river town on the road to the Hokuriku"),
    ("Tsu", 34.72, 136.51, "gray", 1, "the castle town of Ise"),
    ("Hamamatsu", 34.71, 137.73, "gray", 1, "the Tokaido by the Tenryu"),
    ("Wakayama", 34.23, 135.17, "gray", 1, "the castle town of Kishu"),
    ("Himeji", 34.82, 134.69, "gray", 1, "the castle town of Harima on the Sanyo road"),
    ("Tottori", 35.50, 134.24, "gray", 1, "the castle town of Inaba on the Sea of Japan"),
    ("Matsue", 35.47, 133.05, "gray", 1, "the castle town of Izumo"),
    ("Takamatsu", 34.34, 134.05, "gray", 1, "the port of Sanuki, the Uno ferry"),
    ("Tokushima", 34.07, 134.55, "gray", 1, "the indigo town of Awa at the mouth of the Yoshino"),
    ("Kochi", 33.56, 133.53, "gray", 1, "the castle town of Tosa"),
    ("Oita", 33.24, 131.61, "gray", 1, "the port of Bungo on the Inland Sea"),
    ("Miyazaki", 31.91, 131.42, "gray", 1, "the Hyuga coast of Kyushu"),
]

# Major Lines: id, ends, the historical line it stands for (nip.py gives the points)
MAJOR_LINES: list[tuple[str, str, str, str]] = [
    ("TOK-OSA", "Tokyo", "Osaka", "the Tokaido Main Line, Shinbashi-Kobe, completed in 1889"),
    ("TOK-AOM", "Tokyo", "Aomori", "the Nippon Railway's Tohoku line, Ueno-Aomori, completed in 1891"),
    ("KOB-SHI", "Kobe", "Shimonoseki", "the Sanyo Railway, Kobe-Bakan (Shimonoseki), completed in 1901"),
    ("TOK-NII", "Tokyo", "Niigata", "the Shin'etsu line over the Usui Pass (1893) to the Sea of Japan"),
    ("KYO-TOY", "Kyoto", "Toyama", "the Hokuriku line by Tsuruga, Fukui and Kanazawa to Toyama (1899)"),
    ("FUK-KAG", "Fukuoka", "Kagoshima", "the Kyushu Railway and the Kagoshima line, completed in 1909"),
    ("HAK-SAP", "Hakodate", "Sapporo", "the Hokkaido Railway, Hakodate-Otaru (1904), to Sapporo"),
]
