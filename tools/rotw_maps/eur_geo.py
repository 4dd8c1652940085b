"""Real geography (and the city list) for the reconstructed Railways of Europe board (tools/rotw_maps/eur.py).

Everything here is the author's knowledge of a real map of Europe (latitude, longitude in degrees; west and south
negative), drawn coarsely: the board's hexes are 78 km across, so every bend smaller than that is left out.
No map file is kept in the project. Each table says what it is; eur.py turns them into hexes.
"""

from __future__ import annotations

Point = tuple[float, float]  # (latitude, longitude)

# The board's outline: hexes whose centre lies outside it are not on the board (North Africa, Anatolia, the far
# east of Russia, the open Atlantic and the Arctic). Sea inside it is kept only near a coast (eur.py).
FRAME: list[Point] = [
    (61.3, -11.0), (61.3, 33.0), (57.0, 39.5), (52.0, 39.5), (48.5, 36.5), (46.3, 33.0), (45.0, 30.6),
    (41.5, 29.6), (40.6, 29.6), (40.05, 26.25), (39.4, 25.9), (39.4, 19.3), (36.6, 17.0), (37.3, 15.6),
    (38.6, 14.0), (39.6, 10.0), (43.5, 10.0), (43.0, 8.0), (42.2, 5.5), (41.2, 3.3), (40.2, 1.6), (38.9, 0.8),
    (37.2, -0.6), (36.3, -2.0), (36.05, -4.5), (35.95, -5.4), (36.0, -6.3), (36.4, -8.5), (36.4, -11.0),
]

# Land: the continent (closed through Greece and beyond the eastern edge, outside FRAME), Great Britain,
# Scandinavia (Norway and Sweden south of 61.5N), and the Danish islands Zealand and Funen.
MAINLAND: list[Point] = [
    # Greece (outside the board) and the east coast of the Adriatic, northward
    (38.3, 22.0), (38.95, 20.75), (39.5, 20.27), (39.88, 20.0), (40.47, 19.49), (41.32, 19.45), (41.85, 19.35),
    (42.1, 19.1), (42.42, 18.7), (42.65, 18.1), (43.05, 17.43), (43.5, 16.44), (43.73, 15.9), (44.12, 15.23),
    (44.6, 14.95), (44.99, 14.9), (45.33, 14.44), (45.08, 14.1), (44.87, 13.85), (45.08, 13.64), (45.43, 13.52),
    (45.65, 13.77), (45.8, 13.53), (45.68, 13.4),
    # Italy: the Adriatic coast southward, round the heel and the toe, the Tyrrhenian coast northward
    (45.43, 12.4), (45.22, 12.3), (44.95, 12.53), (44.42, 12.28), (44.06, 12.57), (43.91, 12.91), (43.62, 13.52),
    (43.0, 13.87), (42.46, 14.21), (42.12, 14.71), (42.0, 15.0), (41.92, 15.6), (41.88, 16.18), (41.63, 15.92),
    (41.32, 16.28), (41.12, 16.87), (40.64, 17.95), (40.15, 18.5), (39.8, 18.35), (40.05, 17.98), (40.47, 17.24),
    (40.37, 16.8), (39.75, 16.5), (39.4, 17.1), (39.08, 17.13), (38.9, 17.1), (38.68, 16.55), (38.24, 16.26),
    (37.92, 16.06), (37.95, 15.68), (38.1, 15.64), (38.25, 15.72), (38.36, 15.85), (38.68, 15.9), (38.9, 16.2),
    (39.36, 16.03), (39.9, 15.78), (40.07, 15.63), (40.03, 15.27), (40.35, 14.99), (40.68, 14.77), (40.58, 14.33),
    (40.84, 14.25), (40.82, 14.08), (41.21, 13.57), (41.28, 13.25), (41.22, 13.06), (41.45, 12.62), (41.73, 12.28),
    (42.1, 11.8), (42.44, 11.2), (42.72, 10.98), (42.93, 10.5), (43.55, 10.3), (43.87, 10.25), (44.07, 9.83),
    (44.27, 9.4), (44.41, 8.93), (44.31, 8.48), (44.05, 8.22), (43.82, 7.78),
    # the Riviera, the Gulf of Lion, Spain's Mediterranean coast to Gibraltar
    (43.7, 7.27), (43.55, 7.0), (43.43, 6.74), (43.27, 6.64), (43.1, 6.2), (43.1, 5.93), (43.2, 5.55), (43.3, 5.37),
    (43.43, 4.95), (43.35, 4.6), (43.55, 4.2), (43.4, 3.7), (43.15, 3.15), (42.7, 3.03), (42.32, 3.32), (41.9, 3.2),
    (41.6, 2.75), (41.38, 2.18), (41.12, 1.25), (40.72, 0.87), (40.47, 0.47), (39.98, -0.03), (39.47, -0.33),
    (39.16, -0.23), (38.84, 0.1), (38.73, 0.23), (38.35, -0.48), (37.98, -0.68), (37.63, -0.69), (37.6, -0.98),
    (37.4, -1.58), (36.72, -2.19), (36.83, -2.45), (36.75, -3.02), (36.72, -4.42), (36.42, -5.15), (36.14, -5.35),
    # the Atlantic coast of Spain and Portugal, the Bay of Biscay
    (36.01, -5.6), (36.19, -5.92), (36.53, -6.3), (36.9, -6.4), (37.2, -6.95), (37.21, -7.41), (37.0, -7.93),
    (37.12, -8.54), (37.02, -8.95), (37.5, -8.8), (37.95, -8.87), (38.45, -8.85), (38.42, -9.21), (38.65, -9.25),
    (38.69, -9.4), (38.78, -9.5), (39.37, -9.4), (39.6, -9.07), (40.15, -8.87), (40.64, -8.75), (41.15, -8.68),
    (41.7, -8.85), (42.24, -8.8), (42.6, -9.05), (42.88, -9.27), (43.2, -9.2), (43.37, -8.4), (43.5, -8.25),
    (43.77, -7.87), (43.54, -7.04), (43.65, -5.85), (43.55, -5.66), (43.42, -4.75), (43.47, -3.8), (43.35, -3.0),
    (43.32, -1.98), (43.48, -1.56), (43.65, -1.45), (44.65, -1.25), (45.55, -1.12), (45.62, -1.03), (46.15, -1.15),
    (46.5, -1.78), (47.0, -2.25), (47.27, -2.2), (47.5, -3.12), (47.72, -3.37), (47.87, -3.92), (47.8, -4.37),
    # Brittany, Normandy, the Channel and the North Sea coast
    (48.1, -4.33), (48.25, -4.5), (48.33, -4.77), (48.6, -4.6), (48.72, -3.98), (48.82, -3.45), (48.78, -3.05),
    (48.52, -2.77), (48.68, -2.32), (48.65, -2.0), (48.63, -1.51), (48.84, -1.6), (49.25, -1.6), (49.53, -1.88),
    (49.72, -1.94), (49.65, -1.62), (49.67, -1.26), (49.38, -1.1), (49.33, -0.3), (49.42, 0.23), (49.49, 0.1),
    (49.76, 0.37), (49.93, 1.08), (50.2, 1.6), (50.73, 1.6), (50.87, 1.58), (50.95, 1.85), (51.05, 2.37),
    (51.23, 2.92), (51.44, 3.57), (51.6, 3.7), (51.85, 3.95), (51.98, 4.12), (52.1, 4.27), (52.37, 4.53),
    (52.62, 4.62), (52.96, 4.75), (53.17, 5.4), (53.4, 6.2), (53.33, 6.93), (53.6, 7.2), (53.52, 8.12),
    (53.87, 8.7), (54.13, 8.86), (54.37, 8.6), (54.48, 9.0), (54.8, 8.65),
    # Jutland round the Skaw, the Baltic coast eastward
    (55.33, 8.68), (55.47, 8.45), (55.56, 8.08), (56.09, 8.15), (56.7, 8.21), (57.12, 8.6), (57.59, 9.96),
    (57.73, 10.6), (57.44, 10.54), (56.95, 10.3), (56.6, 10.35), (56.41, 10.92), (56.2, 10.68), (56.15, 10.2),
    (55.86, 9.85), (55.71, 10.01), (55.57, 9.75), (55.2, 9.7), (54.91, 9.8), (54.78, 9.44), (54.67, 10.0),
    (54.47, 9.84), (54.32, 10.13), (54.43, 10.3), (54.37, 10.98), (54.1, 10.8), (53.96, 10.87), (53.9, 11.46),
    (54.1, 11.6), (54.18, 12.08), (54.47, 12.5), (54.31, 13.09), (54.68, 13.4), (54.3, 13.7), (54.0, 14.1),
    (53.92, 14.25), (54.18, 15.58), (54.42, 16.4), (54.58, 16.86), (54.76, 17.55), (54.83, 18.34), (54.52, 18.55),
    (54.4, 18.67), (54.35, 19.1), (54.64, 19.9), (54.95, 19.95), (54.96, 20.47), (55.3, 20.95), (55.71, 21.12),
    (55.92, 21.06), (56.51, 21.01), (56.89, 21.18), (57.39, 21.56), (57.76, 22.6), (57.5, 22.8), (57.33, 23.12),
    (56.97, 23.7), (57.03, 24.05), (57.26, 24.41), (57.86, 24.36), (58.38, 24.5), (58.57, 23.52), (58.94, 23.54),
    (59.2, 23.5), (59.35, 24.05), (59.44, 24.75), (59.5, 25.5), (59.52, 26.53), (59.46, 28.04), (59.67, 28.3),
    # the Gulf of Finland round St. Petersburg, Finland's south coast, closed beyond the board's north-east
    (59.9, 29.1), (59.88, 29.9), (59.95, 30.25), (60.1, 29.95), (60.36, 28.61), (60.7, 28.75), (60.57, 27.2),
    (60.47, 26.95), (60.3, 25.6), (60.15, 24.95), (60.15, 24.6), (59.97, 23.43), (59.82, 22.95), (60.1, 22.3),
    (60.44, 22.0), (60.8, 21.4), (61.13, 21.5), (61.6, 21.5), (61.6, 45.0), (47.0, 45.0),
    # the Black Sea coast south-westward to the Bosphorus, the Sea of Marmara and the Aegean coast
    (46.2, 33.7), (46.5, 32.3), (46.62, 31.55), (46.47, 30.75), (46.0, 30.45), (45.3, 29.75), (45.15, 29.65),
    (44.8, 29.0), (44.17, 28.65), (43.8, 28.58), (43.36, 28.47), (43.2, 27.92), (42.9, 27.9), (42.5, 27.47),
    (42.42, 27.7), (42.17, 27.85), (41.63, 28.1), (41.35, 28.68), (41.22, 29.1), (41.0, 29.0), (40.98, 28.8),
    (41.07, 28.25), (40.98, 27.5), (40.6, 26.9), (40.1, 26.2), (40.55, 26.3), (40.72, 26.05), (40.85, 25.87),
    (40.93, 24.4), (40.6, 23.75), (40.15, 23.35), (40.5, 22.93), (40.63, 22.93), (40.27, 22.6), (39.8, 22.7),
    (39.36, 22.94), (39.0, 23.0),
]

GREAT_BRITAIN: list[Point] = [
    (58.65, -3.05), (58.4, -3.05), (57.9, -3.9), (57.6, -4.2), (57.72, -3.28), (57.69, -2.0), (57.5, -1.78),
    (57.15, -2.08), (56.7, -2.45), (56.45, -2.75), (56.28, -2.58), (56.05, -3.4), (55.98, -3.1), (56.0, -2.5),
    (55.77, -2.0), (55.0, -1.43), (54.7, -1.2), (54.48, -0.6), (54.12, -0.08), (53.6, 0.12), (53.3, 0.35),
    (52.9, 0.05), (52.95, 0.5), (52.93, 1.3), (52.6, 1.73), (52.08, 1.57), (51.95, 1.28), (51.7, 0.95),
    (51.53, 0.75), (51.38, 1.45), (51.13, 1.32), (50.92, 0.98), (50.73, 0.25), (50.82, -0.14), (50.72, -0.79),
    (50.8, -1.1), (50.72, -1.88), (50.52, -2.45), (50.7, -3.0), (50.62, -3.41), (50.22, -3.64), (50.37, -4.14),
    (49.96, -5.2), (50.07, -5.71), (50.21, -5.48), (50.42, -5.08), (51.02, -4.53), (51.2, -3.47), (51.5, -2.75),
    (51.55, -3.0), (51.47, -3.17), (51.6, -3.95), (51.6, -4.9), (51.88, -5.3), (52.41, -4.08), (52.8, -4.75),
    (53.3, -4.6), (53.33, -3.85), (53.4, -3.05), (53.82, -3.05), (54.07, -2.87), (54.1, -3.23), (54.5, -3.63),
    (54.95, -3.3), (54.85, -4.0), (54.63, -4.86), (54.9, -5.05), (55.2, -4.85), (55.46, -4.63), (55.95, -4.75),
    (55.8, -5.3), (56.0, -5.5), (56.41, -5.47), (56.73, -6.2), (57.3, -5.8), (57.9, -5.6), (58.62, -5.0),
    (58.55, -4.0),
]

SCANDINAVIA: list[Point] = [
    (61.6, 4.8), (61.2, 4.95), (60.39, 5.2), (59.8, 5.3), (59.41, 5.27), (58.97, 5.6), (58.75, 5.55), (58.45, 5.95),
    (58.28, 6.65), (57.98, 7.05), (58.02, 7.46), (58.13, 8.0), (58.34, 8.6), (58.46, 8.77), (58.87, 9.41),
    (59.05, 10.03), (59.27, 10.41), (59.42, 10.48), (59.74, 10.21), (59.9, 10.75), (59.44, 10.66), (59.2, 10.95),
    (58.94, 11.17), (58.27, 11.43), (57.7, 11.9), (57.48, 12.07), (57.1, 12.25), (56.9, 12.5), (56.67, 12.86),
    (56.43, 12.85), (56.3, 12.45), (56.05, 12.69), (55.87, 12.83), (55.6, 12.98), (55.4, 12.82), (55.37, 13.15),
    (55.43, 13.82), (55.55, 14.35), (55.93, 14.3), (56.05, 14.58), (56.17, 14.87), (56.16, 15.59), (56.66, 16.36),
    (57.26, 16.45), (57.76, 16.64), (58.6, 16.9), (58.75, 17.0), (58.9, 17.95), (59.35, 18.5), (59.75, 19.0),
    (60.34, 18.44), (60.6, 17.5), (60.67, 17.2), (61.0, 17.2), (61.3, 17.1), (61.6, 17.15),
]

ZEALAND: list[Point] = [
    (56.03, 12.61), (55.68, 12.62), (55.45, 12.2), (55.3, 12.45), (55.12, 12.05), (55.0, 11.9), (55.33, 11.14),
    (55.68, 11.09), (55.97, 11.3), (55.97, 11.85), (56.12, 12.31),
]
FUNEN: list[Point] = [(55.5, 9.73), (55.57, 10.09), (55.45, 10.66), (55.31, 10.8), (55.06, 10.6), (55.1, 10.24),
                      (55.27, 9.9)]

LAND: dict[str, list[Point]] = {
    "the continent": MAINLAND, "Great Britain": GREAT_BRITAIN, "Scandinavia": SCANDINAVIA,
    "Zealand": ZEALAND, "Funen": FUNEN,
}

# Lakes large enough for a hex: water inside the land.
LAKES: dict[str, list[Point]] = {
    "Lake Ladoga": [(59.95, 31.05), (60.25, 30.5), (60.7, 30.25), (61.2, 29.95), (61.7, 30.6), (61.7, 32.0),
                    (61.2, 32.9), (60.6, 32.9), (60.3, 32.5), (60.1, 32.0)],
    "Lake Peipus": [(59.0, 27.0), (58.95, 28.0), (58.3, 27.9), (57.85, 28.1), (58.0, 27.5), (58.4, 27.3)],
    "Lake Vänern": [(58.38, 12.32), (58.65, 12.2), (59.05, 12.7), (59.38, 13.3), (59.3, 14.1), (58.7, 13.82),
                    (58.5, 13.1)],
    "the Zuiderzee": [(52.95, 5.05), (53.0, 5.4), (52.6, 5.85), (52.3, 5.6), (52.37, 5.05)],
}

# Islands left off the board (not drawn: hexes on them are not on the board, as Baja California on Mexico's).
LEFT_OUT: dict[str, list[Point]] = {
    "Ireland": [(55.4, -7.3), (55.2, -6.0), (54.6, -5.4), (54.0, -6.1), (53.3, -6.05), (52.2, -6.3), (51.6, -8.2),
                (51.4, -9.8), (52.1, -10.5), (53.5, -10.2), (54.3, -10.1), (55.2, -8.3)],
    "Corsica": [(43.05, 9.4), (42.6, 9.55), (41.4, 9.25), (41.6, 8.75), (42.4, 8.55), (42.95, 9.3)],
    "Sardinia": [(41.25, 9.2), (40.9, 9.75), (39.1, 9.6), (38.9, 8.6), (39.9, 8.4), (40.9, 8.2)],
    "Sicily": [(38.27, 15.65), (38.22, 15.24), (38.04, 14.02), (38.12, 13.36), (38.18, 12.73), (37.8, 12.43),
               (37.5, 13.08), (37.07, 14.25), (36.7, 15.08), (37.07, 15.29), (37.5, 15.09), (37.85, 15.29)],
    "the Balearic Islands": [(40.1, 4.35), (39.8, 4.3), (39.25, 3.05), (38.65, 1.4), (38.85, 1.2), (39.1, 1.5),
                             (39.6, 2.35), (39.95, 3.1)],
    "Gotland": [(57.95, 19.35), (57.4, 18.95), (56.9, 18.15), (57.45, 18.1), (57.95, 18.8)],
    "Saaremaa and Hiiumaa": [(59.05, 23.0), (58.6, 23.3), (58.2, 23.3), (57.9, 22.1), (58.2, 22.0), (59.0, 22.5)],
    "Lolland and Falster": [(54.95, 11.0), (54.9, 12.15), (54.55, 11.95), (54.65, 11.0)],
    "Anatolia (Asia Minor), across the Bosphorus": [(41.3, 29.13), (41.18, 29.08), (41.02, 29.03), (40.95, 29.1),
                                                    (40.7, 29.3), (40.4, 27.8), (40.0, 26.4), (39.2, 26.0),
                                                    (36.0, 26.0), (36.0, 45.0), (41.5, 45.0), (41.3, 31.0)],
    "Bornholm": [(55.3, 14.75), (55.15, 15.2), (54.98, 15.1), (55.05, 14.68)],
}

# Mountain ranges: an axis and a half-width in km; a land hex whose centre lies within it is mountain.
RANGES: list[tuple[str, list[Point], float]] = [
    ("the Alps", [(44.1, 7.0), (44.9, 6.7), (45.5, 7.0), (45.83, 6.86), (46.0, 7.6), (46.5, 8.3), (46.5, 9.3),
                  (46.7, 10.5), (47.05, 12.0), (47.1, 13.0), (47.3, 14.5), (47.6, 15.5)], 85.0),
    ("the Pyrenees", [(43.1, -1.7), (42.8, -0.5), (42.65, 0.7), (42.5, 1.8), (42.45, 2.7)], 45.0),
    ("the Cantabrian Mountains", [(43.0, -7.2), (43.05, -5.5), (43.0, -4.3), (43.05, -3.4)], 40.0),
    ("the Iberian System", [(42.1, -3.3), (41.5, -2.3), (40.8, -1.5), (40.2, -0.9)], 45.0),
    ("the Central System", [(40.2, -7.3), (40.3, -5.7), (40.85, -4.0), (41.2, -3.4)], 35.0),
    ("the Baetic Cordillera (Sierra Nevada)", [(36.8, -5.0), (37.05, -3.3), (37.4, -2.3), (37.9, -1.6)], 45.0),
    ("the Massif Central", [(44.3, 3.7), (45.1, 2.8), (45.8, 2.9)], 65.0),
    ("the Jura and the Vosges", [(46.6, 6.3), (47.3, 7.2), (48.4, 7.1)], 30.0),
    ("the Apennines", [(44.3, 8.6), (44.2, 10.0), (43.8, 11.3), (43.2, 12.6), (42.5, 13.5), (41.8, 14.0),
                       (41.0, 15.1), (40.5, 15.8), (39.9, 16.1), (39.2, 16.3), (38.4, 16.1)], 45.0),
    ("the Carpathians", [(48.7, 17.8), (49.2, 20.0), (49.1, 22.0), (48.5, 23.8), (47.8, 24.8), (47.0, 25.5),
                         (46.0, 26.0), (45.5, 25.5), (45.4, 24.0), (45.3, 23.0), (45.0, 22.2), (44.6, 22.2)], 55.0),
    ("the Apuseni Mountains", [(46.9, 22.4), (46.3, 22.9)], 40.0),
    ("the Balkan Mountains", [(43.6, 22.5), (43.0, 24.0), (42.75, 25.5), (42.7, 26.8)], 35.0),
    ("the Dinaric Alps and the Pindus", [(45.7, 14.3), (44.7, 15.8), (43.8, 17.3), (42.9, 18.8), (42.3, 20.0),
                                         (41.5, 20.5), (40.5, 21.0), (39.5, 21.3)], 60.0),
    ("the Rhodopes and Rila", [(42.1, 23.3), (41.6, 24.5), (41.4, 25.5)], 45.0),
    ("the Scandinavian Mountains", [(59.3, 6.8), (60.3, 7.5), (61.2, 8.5), (61.6, 10.5)], 105.0),
    ("the Harz", [(51.75, 10.6)], 35.0),
    ("the Bohemian highlands (Ore Mountains, Sudetes, Bohemian Forest)",
     [(49.0, 13.5), (49.8, 12.4), (50.5, 12.9), (50.8, 14.5), (50.7, 15.7), (50.2, 16.9)], 35.0),
    ("the Black Forest", [(48.6, 8.3), (47.8, 8.1)], 30.0),
    ("the Scottish Highlands", [(56.3, -4.9), (57.0, -4.5), (57.6, -4.9), (58.2, -4.6)], 60.0),
    ("the Pennines and the Lake District", [(54.9, -2.4), (54.3, -2.6), (53.5, -1.9)], 30.0),
    ("the Welsh mountains", [(52.9, -3.8), (52.2, -3.7)], 40.0),
]

# Rivers: a course; a land hex (not mountain, not a city) whose centre lies within eur.RIVER_KM of it is river.
RIVERS: list[tuple[str, list[Point]]] = [
    ("the Rhine", [(46.85, 9.53), (47.6, 9.5), (47.7, 8.6), (47.56, 7.6), (48.58, 7.8), (49.0, 8.3), (49.5, 8.45),
                   (50.0, 8.27), (49.97, 7.9), (50.36, 7.6), (50.73, 7.1), (50.94, 6.96), (51.23, 6.77),
                   (51.43, 6.76), (51.83, 6.25), (51.85, 5.86), (51.92, 4.48), (51.98, 4.12)]),
    ("the Rhône", [(46.2, 6.15), (45.9, 5.8), (45.76, 4.84), (44.93, 4.89), (43.95, 4.81),
                                 (43.68, 4.63), (43.4, 4.75)]),
    ("the Saône", [(47.8, 5.9), (47.3, 5.2), (46.78, 4.85), (46.3, 4.83), (45.76, 4.84)]),
    ("the Danube", [(47.95, 8.5), (48.4, 10.0), (48.77, 11.42), (49.02, 12.1), (48.57, 13.47), (48.3, 14.29),
                    (48.21, 16.37), (48.14, 17.1), (47.8, 18.74), (47.5, 19.05), (46.0, 18.68), (45.35, 19.0),
                    (45.25, 19.85), (44.82, 20.46), (44.75, 21.5), (44.72, 22.4), (44.0, 22.88), (43.7, 24.0),
                    (43.85, 25.97), (44.12, 27.26), (44.68, 27.95), (45.27, 27.97), (45.43, 28.05), (45.18, 28.8),
                    (45.15, 29.65)]),
    ("the Elbe and the Vltava", [(49.5, 14.4), (50.08, 14.42), (50.35, 14.47), (50.66, 14.04), (51.05, 13.74),
                                 (51.16, 13.47), (51.56, 13.0), (51.87, 12.65), (52.13, 11.64), (53.0, 11.75),
                                 (53.37, 10.56), (53.55, 9.99), (53.87, 8.7)]),
    ("the Weser", [(51.4, 9.65), (52.0, 9.3), (52.3, 9.0), (52.75, 9.1), (53.08, 8.8), (53.55, 8.58)]),
    ("the Main", [(50.0, 11.4), (49.8, 10.2), (49.8, 9.9), (50.0, 9.2), (50.11, 8.68), (50.0, 8.27)]),
    ("the Oder", [(49.83, 18.28), (50.67, 17.93), (51.11, 17.03), (51.66, 16.08), (52.0, 15.5), (52.34, 14.55),
                  (53.06, 14.28), (53.43, 14.55), (53.75, 14.3)]),
    ("the Vistula", [(50.05, 19.94), (50.68, 21.75), (51.56, 21.85), (52.23, 21.01), (52.55, 19.7), (53.01, 18.6),
                     (53.48, 18.75), (54.09, 18.78), (54.35, 18.9)]),
    ("the Niemen", [(53.9, 25.3), (54.3, 24.0), (54.9, 23.9), (55.08, 22.1), (55.3, 21.3)]),
    ("the Daugava (Düna)", [(55.9, 28.0), (55.9, 26.5), (56.5, 25.5), (56.95, 24.1)]),
    ("the Seine", [(48.3, 4.08), (48.38, 2.95), (48.54, 2.66), (48.86, 2.35), (48.99, 1.72), (49.44, 1.1),
                   (49.45, 0.2)]),
    ("the Loire", [(46.04, 4.07), (46.99, 3.16), (47.9, 1.9), (47.59, 1.33), (47.39, 0.69), (47.26, -0.08),
                   (47.47, -0.55), (47.22, -1.55), (47.27, -2.2)]),
    ("the Garonne", [(43.6, 1.44), (44.1, 0.9), (44.5, 0.2), (44.84, -0.58), (45.3, -0.75), (45.6, -1.0)]),
    ("the Thames", [(51.75, -1.26), (51.46, -0.97), (51.5, -0.12), (51.5, 0.5)]),
    ("the Po", [(44.7, 7.3), (45.07, 7.69), (45.13, 8.45), (45.15, 9.15), (45.05, 9.7), (45.13, 10.02),
                (45.0, 10.7), (44.9, 11.6), (44.95, 12.4)]),
    ("the Tiber", [(43.3, 12.2), (42.8, 12.4), (42.3, 12.6), (41.9, 12.48), (41.73, 12.28)]),
    ("the Ebro", [(43.0, -4.1), (42.68, -2.95), (42.47, -2.45), (42.06, -1.6), (41.65, -0.88), (41.23, -0.04),
                  (40.81, 0.52), (40.72, 0.87)]),
    ("the Tagus", [(40.03, -3.6), (39.86, -4.02), (39.96, -4.83), (39.72, -6.88), (39.46, -8.2), (39.24, -8.68),
                   (38.8, -9.0)]),
    ("the Douro", [(41.6, -4.7), (41.5, -5.75), (41.05, -6.8), (41.15, -7.8), (41.15, -8.65)]),
    ("the Guadalquivir", [(38.0, -3.4), (37.88, -4.78), (37.6, -5.4), (37.39, -5.98), (36.8, -6.35)]),
    ("the Dniester", [(49.5, 24.5), (48.7, 26.5), (48.1, 28.3), (46.8, 29.6), (46.3, 30.3)]),
    ("the Dnieper", [(54.78, 32.05), (54.5, 30.4), (53.9, 30.33), (52.9, 30.1), (52.36, 30.39), (50.45, 30.52),
                     (49.07, 33.42), (48.45, 35.05), (47.84, 35.14), (47.57, 34.4), (46.63, 32.62), (46.55, 32.0)]),
    ("the Volga", [(56.86, 35.9), (56.74, 37.17), (57.3, 38.0), (57.53, 38.33), (57.63, 39.87)]),
    ("the Neva", [(59.95, 30.25), (59.95, 31.05)]),
    ("the Volkhov", [(58.52, 31.27), (59.45, 32.02), (59.92, 32.3), (60.12, 32.3)]),
]

# Crest lines of the highest ranges: a ridge on every hex side between two mountain hexes that one crosses.
CRESTS: list[tuple[str, list[Point]]] = [
    ("the Alps (main crest, Maritime Alps to the Hohe Tauern)",
     [(44.15, 7.2), (44.9, 6.9), (45.5, 7.05), (45.83, 6.86), (45.98, 7.66), (46.55, 8.56), (46.5, 9.35),
      (46.85, 10.8), (47.05, 12.2), (47.1, 13.3)]),
    ("the Pyrenees (main crest)", [(43.05, -1.4), (42.75, -0.2), (42.63, 0.65), (42.55, 1.6), (42.45, 2.7)]),
    ("the Carpathians (the Tatra)", [(49.25, 19.3), (49.2, 20.6)]),
    ("the Carpathians (the Transylvanian Alps)", [(45.6, 25.3), (45.55, 24.2), (45.4, 22.8)]),
]

# Sea crossings (eur.py): the strait stays water, and the water hexes on its course are fully outlined, so that track
# may be built on them at the water price (rules.json), as on Nippon's ferry crossings. The strait is narrower than a
# hex, so a land hex of each shore would touch across it: of two such hexes, the one with less of its own land mass
# under it is made outlined water too, and no land hex side joins the two land masses (issue 33 §9: Britain is an
# island). (name, the two land masses, the course, why.)
SEA_CROSSINGS: list[tuple[str, tuple[str, str], list[Point], str]] = [
    ("the Strait of Dover", ("Great Britain", "the continent"), [(51.13, 1.31), (50.95, 1.86)],
     "Dover-Calais, the strait 33 km of sea at its narrowest: packet steamers from the 1820s, a train ferry only "
     "from 1936"),
]

# Ferry crossings drawn as land (eur.py): the water hexes on each course become plains so the network can cross.
FERRIES: list[tuple[str, list[Point], str]] = [
    ("the Little Belt, the Great Belt and the Øresund", [(55.57, 9.75), (55.31, 10.8), (55.33, 11.14),
                                                       (55.68, 12.57), (55.6, 12.98)],
     "Fredericia-Middelfart (about 1 km), Nyborg-Korsør (about 20 km) and Copenhagen-Malmö (about 25 km): "
     "steamers from the 1840s, train ferries from 1872 (Little Belt), 1883 (Great Belt) and 1892 (Øresund)"),
]

# Straits narrower than a hex: a hex side between land hexes of these two land masses crosses one (eur.py lists them;
# Great Britain and the continent never touch: SEA_CROSSINGS).
STRAITS: dict[frozenset[str], tuple[str, str]] = {
    frozenset({"the continent", "Funen"}): ("the Little Belt", "Fredericia-Middelfart, about 1 km"),
    frozenset({"Funen", "Zealand"}): ("the Great Belt", "Nyborg-Korsør, about 20 km"),
    frozenset({"the continent", "Zealand"}): ("the Great Belt", "Jutland to Zealand by way of Funen"),
    frozenset({"Zealand", "Scandinavia"}): ("the Øresund", "Copenhagen-Malmö about 25 km, Helsingør-Helsingborg 4 km"),
    frozenset({"the continent", "Scandinavia"}): ("the Kattegat", "no crossing meant: a side the coarse grid joins"),
}

# The cities: name, lat, lon, colour, cubes, why (eur.py places them by cubes, then in this order: the largest keep
# their own hex).
CITIES: list[tuple[str, float, float, str, int, str]] = [
    ("London", 51.51, -0.13, "red", 5, "the capital of Britain, the largest city and port in the world"),
    ("Paris", 48.86, 2.35, "red", 4, "the capital of France; a Capital Charter city (the compendium's example)"),
    ("Berlin", 52.52, 13.40, "red", 3, "the capital of Prussia"),
    ("Vienna", 48.21, 16.37, "red", 3, "the capital of the Austrian Empire; named on the Franz Anton Gerstner card"),
    ("Hamburg", 53.55, 9.99, "yellow", 3, "Germany's great port on the Elbe"),
    ("Milan", 45.46, 9.19, "yellow", 3, "the trade and silk city of Lombardy"),
    ("St. Petersburg", 59.94, 30.31, "yellow", 3, "the capital of Russia; named on the Franz Anton Gerstner card"),
    ("Manchester", 53.48, -2.24, "black", 3, "the cotton mills (Liverpool, 50 km west, is left out: too close)"),
    ("Moscow", 55.76, 37.62, "blue", 3, "Russia's old capital; named on the Czar Nicholas I card"),
    ("Amsterdam", 52.37, 4.90, "yellow", 2, "the capital and port of the Netherlands"),
    ("Madrid", 40.42, -3.70, "yellow", 2, "the capital of Spain"),
    ("Naples", 40.85, 14.27, "yellow", 2, "the largest city of Italy, capital of the Two Sicilies"),
    ("Warsaw", 52.23, 21.01, "yellow", 2, "the capital of Congress Poland"),
    ("Lyon", 45.76, 4.84, "yellow", 2, "France's second city, silk"),
    ("Brussels", 50.85, 4.35, "blue", 2, "the capital of Belgium (Antwerp, 45 km north, is left out: too close)"),
    ("Marseille", 43.30, 5.37, "blue", 2, "France's chief Mediterranean port"),
    ("Barcelona", 41.39, 2.17, "blue", 2, "Catalonia's textile mills and port"),
    ("Prague", 50.08, 14.42, "blue", 2, "the capital of Bohemia"),
    ("Budapest", 47.50, 19.04, "blue", 2, "Pest and Buda, the Hungarian grain trade"),
    ("Rome", 41.90, 12.50, "blue", 2, "the capital of the Papal States"),
    ("Stockholm", 59.33, 18.07, "blue", 2, "the capital of Sweden"),
    ("Lisbon", 38.72, -9.14, "purple", 2, "the capital and port of Portugal"),
    ("Venice", 45.44, 12.33, "purple", 2, "the port of the Veneto"),
    ("Copenhagen", 55.68, 12.57, "purple", 2, "the capital of Denmark"),
    ("Munich", 48.14, 11.58, "purple", 2, "the capital of Bavaria, brewing"),
    ("Bordeaux", 44.84, -0.58, "purple", 2, "the wine port on the Garonne"),
    ("Constantinople", 41.01, 28.98, "purple", 2, "the Ottoman capital, the end of the Orient Express"),
    ("Cologne", 50.94, 6.96, "black", 2, "the Rhineland, beside the Ruhr coalfield"),
    ("Lille", 50.63, 3.06, "black", 2, "the coal and textile north of France"),
    ("Breslau", 51.11, 17.03, "black", 2, "the capital of Silesia, by the Silesian coalfield"),
    ("Bilbao", 43.26, -2.93, "black", 1, "Basque iron ore"),
    ("Birmingham", 52.48, -1.90, "gray", 2, "the Midlands' metal trades"),
    ("Glasgow", 55.86, -4.25, "gray", 2, "Scotland's largest city, shipyards (Edinburgh, 67 km east, left out)"),
    ("Odessa", 46.48, 30.73, "gray", 2, "the grain port of southern Russia"),
    ("Trieste", 45.65, 13.78, "gray", 2, "Austria's port on the Adriatic"),
    ("Newcastle", 54.97, -1.61, "gray", 1, "coal shipping on the Tyne"),
    ("Le Havre", 49.49, 0.11, "gray", 1, "the port of Paris at the mouth of the Seine"),
    ("Nantes", 47.22, -1.55, "gray", 1, "a port at the mouth of the Loire"),
    ("Strasbourg", 48.58, 7.75, "gray", 1, "the Rhine crossing between France and Germany"),
    ("Valencia", 39.47, -0.38, "gray", 1, "the port of the Levante"),
    ("Seville", 37.39, -5.98, "gray", 1, "Andalusia's river port on the Guadalquivir"),
    ("Frankfurt", 50.11, 8.68, "gray", 1, "the banking city on the Main"),
    ("Nuremberg", 49.45, 11.08, "gray", 1, "the first German railway, Nuremberg-Fürth (1835)"),
    ("Dresden", 51.05, 13.74, "gray", 1, "the capital of Saxony on the Elbe, the road to Prague"),
    ("Danzig", 54.35, 18.65, "gray", 1, "the grain port at the mouth of the Vistula"),
    ("Königsberg", 54.71, 20.51, "gray", 1, "the capital of East Prussia on the road to Russia"),
    ("Oslo", 59.91, 10.75, "gray", 1, "the capital of Norway (then Christiania)"),
    ("Gothenburg", 57.71, 11.97, "gray", 1, "Sweden's western port"),
    ("Zurich", 47.37, 8.54, "gray", 1, "the largest Swiss town"),
    ("Innsbruck", 47.27, 11.39, "gray", 1, "the Brenner Pass road between Germany and Italy"),
    ("Kraków", 50.06, 19.94, "gray", 1, "the old Polish capital, by the Galician salt and coal"),
    ("Turin", 45.07, 7.69, "gray", 1, "the capital of Piedmont-Sardinia"),
    ("Genoa", 44.41, 8.93, "gray", 1, "the port of Piedmont-Sardinia"),
    ("Florence", 43.77, 11.26, "gray", 1, "the capital of Tuscany"),
    ("Riga", 56.95, 24.11, "gray", 1, "the Baltic port of Livonia"),
    ("Vilna", 54.69, 25.28, "gray", 1, "on the Warsaw-St. Petersburg railway (now Vilnius)"),
    ("Kiev", 50.45, 30.52, "gray", 1, "the old capital of the Rus', on the Dnieper"),
    ("Bucharest", 44.43, 26.10, "gray", 1, "the capital of Wallachia"),
    ("Belgrade", 44.82, 20.46, "gray", 1, "the capital of Serbia, at the Sava and the Danube"),
]

# Major Lines: id, ends, the historical line it stands for (eur.py gives the points)
MAJOR_LINES: list[tuple[str, str, str, str]] = [
    ("LON-PAR", "London", "Paris", "London to Paris by rail and the Channel steamers (the Club Train, 1889)"),
    ("PAR-VIE", "Paris", "Vienna", "the first leg of the Orient Express (1883)"),
    ("VIE-CON", "Vienna", "Constantinople", "the Orient Express's Balkan line, through to Constantinople in 1888"),
    ("PAR-MAD", "Paris", "Madrid", "the Sud Express line (1887)"),
    ("BER-STP", "Berlin", "St. Petersburg", "the line through Königsberg and Eydtkuhnen, opened 1862"),
    ("STP-MOS", "St. Petersburg", "Moscow", "the Nikolayevskaya railway, opened 1851"),
    ("BER-ROM", "Berlin", "Rome", "the Brenner line over the Alps (1867)"),
    ("AMS-MAR", "Amsterdam", "Marseille", "the Rhine-Rhône route from the North Sea to the Mediterranean"),
]
