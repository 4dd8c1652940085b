"""Real geography (and the city list) for the reconstructed Railways of North America board (tools/rotw_maps/na.py).

Everything here is the author's knowledge of a real map of Canada and its borders (latitude, longitude in degrees;
west negative), drawn coarsely: the board's hexes are about 100 km across, so every bend smaller than that is left
out. No map file is kept in the project. Each table says what it is; na.py turns them into hexes. All reconstructed.
"""

from __future__ import annotations

Point = tuple[float, float]  # (latitude, longitude)

# The board's outline: hexes whose centre lies outside it are not on the board (the United States south of a strip
# along the border, Alaska west of 141W, Greenland, the open Atlantic and Pacific). Sea inside it is kept only near a
# coast (na.py); Hudson Bay is kept whole (KEEP_WATER).
FRAME: list[Point] = [
    (46.9, -131.0), (46.9, -92.2), (46.35, -90.5), (46.35, -86.5), (46.0, -85.2), (45.3, -84.6), (44.0, -84.2),
    (43.0, -83.4), (42.3, -83.5), (41.5, -83.6), (41.35, -81.8), (41.9, -80.3), (42.75, -79.0), (43.15, -77.6),
    (43.4, -76.3), (43.9, -75.6), (43.9, -73.6), (44.0, -71.4), (44.4, -70.4), (44.7, -69.6), (44.15, -68.9),
    (43.8, -67.0), (42.6, -66.0), (42.6, -62.5), (44.2, -57.5), (45.4, -51.0), (50.0, -49.5), (54.5, -53.5),
    (58.5, -59.0), (61.5, -61.0), (64.5, -60.5), (70.0, -60.5), (70.0, -141.0), (60.3, -141.0), (59.3, -142.0),
    (55.5, -137.0), (50.5, -132.5),
]

# Land: North America east of 141W (Canada, the Alaska panhandle's mainland, the border strip of the United States;
# drawn far beyond FRAME in the south and north, which cuts it), with Cape Breton Island (the Strait of Canso is
# narrower than a hex). Hudson Bay, the Great Lakes and the other big lakes are water inside it (LAKES, KEEP_WATER).
MAINLAND: list[Point] = [
    # the Pacific coast from Oregon north: Washington, the Strait of Juan de Fuca, the mainland of British Columbia
    # (Vancouver Island and Haida Gwaii are left out: sea), the Alaska panhandle's mainland
    (40.0, -124.3), (44.6, -124.07), (46.25, -124.05), (46.9, -124.13), (47.3, -124.28), (47.9, -124.64),
    (48.38, -124.72), (48.25, -124.25), (48.12, -123.43), (48.15, -122.8), (48.4, -122.65), (48.75, -122.52),
    (49.0, -122.76), (49.05, -123.05), (49.3, -123.25), (49.45, -123.8), (49.84, -124.52), (50.1, -124.9),
    (50.45, -125.4), (50.6, -126.3), (50.9, -127.0), (51.15, -127.7), (51.6, -127.95), (52.1, -128.15),
    (52.6, -128.6), (53.1, -129.2), (53.6, -129.9), (54.0, -130.25), (54.32, -130.4), (54.7, -130.65),
    (55.4, -130.9), (56.2, -131.9), (56.7, -132.5), (57.1, -133.1), (57.6, -133.6), (58.0, -134.0),
    (58.3, -134.4), (58.4, -135.0), (58.3, -135.7), (58.2, -136.5), (58.6, -137.0), (59.0, -137.8),
    (59.5, -139.5), (59.8, -140.5), (60.0, -141.0),
    # closed far to the north, outside the board (the Arctic coast lies beyond its top edge), except the coast of
    # the Queen Maud Gulf, which the top row reaches
    (72.0, -141.0), (72.0, -104.0), (68.1, -104.0), (67.9, -101.0), (67.6, -98.5), (68.3, -96.0), (72.0, -95.0),
    (72.0, -86.0),
    # the Melville Peninsula and the west coast of Hudson Bay, southward
    (68.5, -82.0), (67.3, -81.5), (66.5, -83.5), (66.5, -86.2), (65.6, -87.2), (64.6, -87.8), (64.0, -88.8),
    (63.3, -90.7), (62.8, -92.1), (61.9, -93.2), (61.1, -94.05), (60.0, -94.75), (59.0, -94.8), (58.77, -94.17),
    (58.8, -93.2), (57.8, -92.7), (57.0, -92.3), (57.2, -91.0), (56.6, -89.0), (56.0, -87.6), (55.6, -85.5),
    (55.15, -82.3),
    # James Bay
    (54.2, -82.3), (52.9, -82.4), (52.2, -81.6), (51.3, -80.6), (51.2, -79.8), (51.5, -78.75), (52.2, -78.6),
    (53.0, -78.9), (53.8, -79.0), (54.6, -79.6),
    # the east coast of Hudson Bay to Ivujivik, the south shore of Hudson Strait, Ungava Bay
    (55.3, -77.75), (56.5, -76.6), (57.5, -77.1), (58.45, -78.1), (59.3, -77.6), (60.05, -77.3), (60.8, -78.2),
    (62.42, -77.95), (62.57, -77.4), (62.2, -75.65), (61.9, -74.0), (61.6, -71.95), (61.05, -69.6), (60.0, -69.7),
    (59.3, -69.6), (58.5, -69.2), (58.25, -68.3), (58.7, -66.9), (58.7, -65.95), (59.5, -65.1), (60.38, -64.45),
    # the Labrador coast, the Strait of Belle Isle, the north shore of the Gulf and the estuary of the St. Lawrence
    (59.5, -63.8), (58.4, -62.8), (57.5, -61.8), (56.55, -61.7), (55.45, -60.2), (55.1, -59.2), (54.3, -58.0),
    (53.7, -57.0), (53.0, -56.0), (52.3, -55.7), (51.8, -56.3), (51.45, -57.1), (51.0, -58.2), (50.5, -59.5),
    (50.25, -61.0), (50.2, -62.2), (50.25, -63.6), (50.2, -64.8), (50.15, -66.4), (49.75, -67.2), (49.2, -68.15),
    (48.75, -69.05), (48.15, -69.7),
    # across to the south shore at Rivière-du-Loup (upstream the river is narrower than a hex), the Gaspé peninsula,
    # Chaleur Bay, New Brunswick, the Northumberland Strait (Prince Edward Island is left out), Cape Breton
    (47.84, -69.55), (48.45, -68.52), (48.85, -67.53), (49.1, -66.5), (49.2, -65.3), (48.9, -64.3), (48.5, -64.2),
    (48.15, -64.9), (48.05, -66.0), (47.95, -66.6), (47.8, -65.7), (47.6, -65.6), (47.9, -64.55), (47.2, -64.85),
    (46.75, -64.8), (46.25, -64.5), (46.1, -63.8), (45.85, -63.3), (45.7, -62.7), (45.65, -61.9), (45.65, -61.45),
    (46.2, -61.35), (46.65, -61.0), (47.03, -60.45), (46.6, -60.25), (46.2, -60.0), (45.9, -59.95), (45.55, -60.7),
    # the Atlantic coast of Nova Scotia, the Bay of Fundy, the coast of Maine and New England, closed in the south
    (45.3, -61.0), (44.9, -62.5), (44.6, -63.5), (44.35, -64.3), (44.0, -64.7), (43.7, -65.3), (43.45, -65.6),
    (43.85, -66.15), (44.6, -65.75), (45.1, -64.9), (45.3, -64.3), (45.7, -64.45), (45.35, -65.0), (45.25, -66.05),
    (45.1, -66.9), (44.8, -67.0), (44.5, -67.6), (44.35, -68.3), (44.1, -69.0), (43.85, -69.7), (43.6, -70.25),
    (43.0, -70.7), (42.6, -70.6), (41.5, -70.5), (40.0, -74.0), (35.0, -75.0), (35.0, -124.0),
]

NEWFOUNDLAND: list[Point] = [
    (47.57, -59.15), (47.62, -59.3), (48.1, -59.35), (48.6, -58.9), (49.1, -58.25), (49.5, -57.95), (50.2, -57.6),
    (50.7, -57.3), (51.2, -56.8), (51.63, -55.9), (51.55, -55.45), (51.0, -55.8), (50.5, -56.2), (50.0, -56.5),
    (49.75, -55.9), (49.6, -55.4), (49.65, -54.6), (49.3, -54.1), (49.1, -53.6), (48.6, -53.9), (48.7, -53.1),
    (48.1, -53.7), (48.08, -52.95), (47.6, -53.2), (47.7, -52.75), (47.52, -52.62), (46.9, -52.9), (46.65, -53.07),
    (46.8, -53.6), (47.0, -53.9), (46.82, -54.2), (47.3, -54.0), (47.8, -54.2), (47.1, -55.2), (46.85, -55.85),
    (47.2, -55.5), (47.6, -55.4), (47.6, -56.2), (47.65, -57.0), (47.6, -58.0),
]

# Baffin Island south of the board's top edge (drawn to 70N, which FRAME cuts), with Resolution Island (Gabriel
# Strait is narrower than a hex). Frobisher Bay is water (LAKES would not do: it is sea, so it is cut out here).
BAFFIN: list[Point] = [
    (62.3, -70.3), (62.9, -72.0), (63.6, -74.5), (64.05, -76.5), (64.4, -77.9), (65.2, -77.5), (65.6, -76.0),
    (66.5, -74.0), (67.5, -73.0), (70.0, -72.0), (70.0, -64.0), (67.0, -61.8), (66.6, -61.3), (66.0, -62.0),
    (65.5, -64.4), (66.3, -67.3), (65.4, -65.7), (64.7, -63.5), (63.7, -64.6), (63.0, -64.8),
    # Frobisher Bay: up its north-east shore to Iqaluit at its head (drawn a hex wide there, so that Iqaluit is a
    # port), down the south-west shore to Resolution Island, the south coast of the Meta Incognita Peninsula
    (63.2, -65.7), (63.8, -67.2), (63.85, -68.4), (63.55, -68.7), (62.9, -66.6), (62.5, -65.6), (61.9, -64.7),
    (61.4, -64.75), (61.6, -65.6), (61.8, -66.6), (62.2, -67.6), (62.45, -68.3), (62.6, -69.6),
]

LAND: dict[str, list[Point]] = {"mainland": MAINLAND, "Newfoundland": NEWFOUNDLAND, "Baffin Island": BAFFIN}

# Lakes and inland seas inside the land, kept whole (water takes no track).
LAKES: dict[str, list[Point]] = {
    "Hudson Bay and James Bay": [
        (55.15, -82.3), (55.6, -85.5), (56.0, -87.6), (56.6, -89.0), (57.2, -91.0), (57.0, -92.3), (57.8, -92.7),
        (58.8, -93.2), (58.77, -94.17), (59.0, -94.8), (60.0, -94.75), (61.1, -94.05), (61.9, -93.2),
        (62.8, -92.1), (63.3, -90.7), (64.0, -88.8), (64.6, -87.8), (65.6, -87.2), (66.5, -86.2), (66.5, -83.5),
        (67.3, -81.5), (68.5, -82.0), (70.0, -82.0), (70.0, -73.5), (67.5, -73.0), (66.5, -74.0), (65.6, -76.0),
        (65.2, -77.5), (64.4, -77.9), (63.0, -77.4), (62.57, -77.4), (62.42, -77.95), (60.8, -78.2),
        (60.05, -77.3), (59.3, -77.6), (58.45, -78.1), (57.5, -77.1), (56.5, -76.6), (55.3, -77.75), (54.6, -79.6),
        (53.8, -79.0), (53.0, -78.9), (52.2, -78.6), (51.5, -78.75), (51.2, -79.8), (51.3, -80.6), (52.2, -81.6),
        (52.9, -82.4), (54.2, -82.3)],
    "Lake Superior": [
        (46.7, -92.1), (47.75, -90.3), (48.38, -89.2), (48.9, -88.1), (48.75, -86.4), (47.95, -84.9),
        (47.0, -84.7), (46.5, -84.5), (46.7, -85.5), (46.55, -87.4), (47.4, -87.8), (46.85, -88.6), (46.65, -90.9)],
    "Lake Michigan": [(46.0, -85.0), (45.8, -87.0), (44.5, -88.0), (42.0, -87.7), (42.0, -86.5), (45.0, -85.5)],
    "Lake Huron and Georgian Bay": [
        (46.1, -84.0), (46.2, -83.0), (46.1, -81.7), (45.95, -80.9), (45.3, -80.1), (44.75, -79.9), (44.5, -80.1),
        (44.6, -80.95), (45.25, -81.6), (44.6, -81.5), (44.18, -81.64), (43.74, -81.72), (43.05, -82.4),
        (43.6, -82.6), (44.0, -82.9), (43.6, -83.9), (44.7, -83.3), (45.06, -83.43), (45.8, -84.7)],
    "Lake Erie": [
        (42.3, -83.1), (41.7, -83.45), (41.5, -82.7), (41.5, -81.7), (42.1, -80.1), (42.9, -78.9), (42.88, -79.3),
        (42.6, -80.1), (42.65, -81.2), (42.25, -81.9), (41.95, -82.5), (42.05, -83.0)],
    "Lake Ontario": [
        (43.25, -79.05), (43.3, -79.8), (43.62, -79.45), (43.85, -78.8), (43.95, -77.6), (44.05, -76.9),
        (44.2, -76.45), (43.9, -76.2), (43.45, -76.5), (43.3, -77.6), (43.35, -78.5)],
    "Lake Winnipeg": [
        (50.4, -96.95), (51.2, -97.1), (52.0, -97.9), (52.8, -98.9), (53.3, -99.3), (53.8, -98.6), (53.9, -97.8),
        (53.6, -97.4), (52.9, -97.0), (52.2, -96.3), (51.6, -96.5), (51.0, -96.5), (50.5, -96.55)],
    "Great Slave Lake": [
        (60.85, -116.0), (61.1, -117.4), (61.6, -116.6), (62.3, -115.7), (62.7, -114.6), (62.3, -114.6),
        (62.15, -113.5), (62.5, -111.8), (62.9, -109.5), (62.55, -108.7), (62.0, -110.5), (61.45, -112.3),
        (61.0, -113.6), (60.8, -115.0)],
    "Great Bear Lake": [
        (65.0, -123.2), (65.3, -124.6), (65.9, -125.0), (66.4, -122.5), (66.95, -120.8), (66.7, -119.5),
        (66.3, -118.5), (65.7, -118.5), (65.5, -119.7), (65.1, -120.2), (64.75, -121.6)],
}

# The sea is named by where it lies (na.py: sea_name) and kept up to two hexes from a coast.

# Mountain bands: (name, axis, half-width in km). A land hex whose centre lies within the half-width of the axis is
# mountain (where two overlap, the nearer relative to its half-width names it).
RANGES: list[tuple[str, list[Point], float]] = [
    ("the Coast Mountains and the St. Elias Mountains",
     [(49.4, -122.2), (50.3, -123.0), (51.0, -124.4), (52.0, -126.0), (53.0, -127.6), (54.0, -128.7),
      (55.0, -129.6), (56.0, -130.6), (57.0, -132.0), (58.0, -133.2), (59.0, -134.8), (59.7, -137.0),
      (60.3, -140.0)], 75),
    ("the Cascade Range", [(46.9, -121.5), (48.0, -121.3), (49.1, -121.1)], 50),
    ("the Olympic Mountains", [(47.8, -123.6)], 35),
    ("the Columbia Mountains (the Monashees, Selkirks and Purcells)",
     [(48.9, -117.4), (50.0, -117.8), (51.0, -118.0), (52.0, -118.8), (52.9, -119.6)], 90),
    ("the Rocky Mountains",
     [(48.5, -113.8), (49.0, -114.4), (50.0, -115.2), (51.0, -115.9), (51.5, -116.6), (52.3, -117.5),
      (53.0, -118.5), (54.0, -120.2), (55.0, -121.8), (56.0, -123.5), (57.0, -124.8), (58.0, -125.8),
      (59.2, -126.6)], 80),
    ("the Skeena, Omineca and Cassiar Mountains",
     [(55.2, -127.3), (56.4, -127.4), (57.6, -128.6), (58.8, -129.5), (60.0, -130.8)], 70),
    ("the Mackenzie and Selwyn Mountains",
     [(60.9, -128.3), (62.0, -129.5), (63.2, -130.3), (64.3, -131.0), (65.3, -132.3), (66.5, -134.0)], 105),
    ("the Laurentians", [(46.0, -75.6), (46.5, -74.4), (47.1, -72.9), (47.5, -71.6), (47.9, -70.6)], 45),
    ("the Appalachians of New England (the Green and White Mountains, the Maine highlands)",
     [(44.2, -72.8), (44.5, -71.5), (45.1, -70.5), (45.8, -69.3)], 45),
    ("the Notre Dame Mountains and the Chic-Chocs (the Appalachians of Quebec)",
     [(45.9, -70.9), (46.8, -70.0), (47.6, -68.8), (48.4, -67.3), (48.9, -65.6)], 40),
    ("the New Brunswick highlands", [(47.4, -66.9), (46.7, -67.1)], 35),
    ("the Cape Breton Highlands", [(46.7, -60.7)], 30),
    ("the Long Range Mountains", [(48.1, -58.6), (49.0, -57.7), (50.2, -57.3), (51.0, -56.7)], 35),
    ("the Torngat Mountains", [(58.0, -62.8), (59.2, -63.8), (60.2, -64.4)], 45),
    ("the Baffin Mountains", [(65.8, -64.5), (67.0, -66.0)], 55),
]

# Rivers: (name, course). A plains hex whose centre lies within RIVER_KM (na.py) of the course is river.
RIVERS: list[tuple[str, list[Point]]] = [
    ("the St. Lawrence", [(44.2, -76.4), (44.7, -75.5), (45.0, -74.7), (45.45, -73.65), (46.0, -73.1),
                          (46.35, -72.5), (46.65, -71.9), (46.82, -71.2), (47.2, -70.5), (47.84, -69.55)]),
    ("the Ottawa", [(47.4, -79.5), (46.3, -78.7), (45.8, -77.1), (45.42, -75.7), (45.5, -74.3), (45.45, -73.9)]),
    ("the Fraser", [(52.9, -118.6), (53.5, -120.5), (53.92, -122.75), (53.0, -122.5), (52.0, -122.3),
                    (51.2, -122.0), (50.25, -121.6), (49.4, -121.45), (49.15, -122.3), (49.1, -123.1)]),
    ("the North Saskatchewan", [(52.4, -114.9), (53.55, -113.5), (53.3, -110.0), (52.75, -108.3),
                                (53.2, -105.75), (53.25, -105.0)]),
    ("the South Saskatchewan", [(50.04, -110.7), (50.6, -109.6), (50.9, -107.9), (51.5, -107.0),
                                (52.13, -106.67), (53.25, -105.0)]),
    ("the Saskatchewan", [(53.25, -105.0), (53.6, -103.0), (53.8, -101.25), (53.3, -99.3)]),
    ("the Red River", [(46.9, -96.8), (47.9, -97.05), (49.0, -97.2), (49.9, -97.13), (50.4, -96.9)]),
    ("the Nelson", [(53.9, -97.8), (55.7, -97.8), (56.4, -95.5), (57.0, -92.5)]),
    ("the Mackenzie", [(61.25, -117.5), (61.85, -121.35), (63.2, -123.6), (64.9, -125.6), (65.3, -126.8),
                       (67.5, -130.5)]),
    ("the Athabasca", [(54.7, -113.3), (56.73, -111.38), (58.4, -111.5)]),
    ("the Yukon", [(60.72, -135.05), (61.6, -135.6), (62.8, -136.6), (64.06, -139.43)]),
    ("the Columbia", [(52.0, -118.3), (51.0, -118.2), (49.5, -117.9), (49.0, -117.6), (48.1, -118.2),
                      (47.95, -119.0), (47.4, -120.3), (46.9, -120.0)]),
]

# Crest lines: a ridge on every hex side between two mountain hexes that the line crosses.
CRESTS: list[tuple[str, list[Point]]] = [
    ("the Continental Divide (Crowsnest, Kicking Horse and Yellowhead Passes)",
     [(48.9, -114.0), (49.6, -114.7), (50.5, -115.5), (51.45, -116.3), (52.2, -117.3), (52.88, -118.46),
      (53.6, -119.6), (54.4, -120.8), (55.3, -122.2), (56.1, -123.6)]),
    ("the Coast Mountains crest (from the Fraser canyon to Bella Coola)", [(49.7, -122.5), (50.7, -123.7),
                                                                            (51.5, -125.2), (52.4, -126.6)]),
]

# The six ferry spots (compendium: "little blue circles with a white ship in them - outside of Iqaluit and St. John.
# There are 6 ferry line spots"): (name, island, a point in the crossing, why). na.py marks the water hex nearest the
# point that touches both the island and the mainland. Where they are is reconstructed.
FERRIES: list[tuple[str, str, Point, str]] = [
    ("the Cabot Strait (Cape North - Cape Ray)", "Newfoundland", (47.3, -60.2),
     "the narrowest crossing of the Cabot Strait, where the telegraph cable crossed in 1856"),
    ("the Cabot Strait (North Sydney - Port aux Basques)", "Newfoundland", (46.9, -59.1),
     "the Newfoundland Railway's ferry from North Sydney, 1898"),
    ("the Strait of Belle Isle", "Newfoundland", (51.4, -56.7),
     "the ferry from Blanc-Sablon to St. Barbe on the Northern Peninsula"),
    ("Hudson Strait (Kangiqsujuaq - the Meta Incognita Peninsula)", "Baffin Island", (61.9, -71.7),
     "across the strait from Kangiqsujuaq (Wakeham Bay) to Baffin Island, on the way to Iqaluit"),
    ("Hudson Strait (Quaqtaq - Kimmirut)", "Baffin Island", (61.6, -69.8),
     "across the strait to Kimmirut (Lake Harbour), the Hudson's Bay post on the way to Iqaluit"),
    ("Hudson Strait (Killiniq - Resolution Island)", "Baffin Island", (60.6, -64.6),
     "the Gray Strait at the strait's eastern mouth, from Cape Chidley"),
]
ISLANDS = ("Newfoundland", "Baffin Island")

# Water the compendium prints beside a city where the real land lies under the hex's centre: (city, the city's edge
# facing it, name, why). na.py makes the hex on that side of the city water, fully outlined (buildable), and gives the
# city no spoke facing it ("no ... city entrance").
CITY_SIDE_WATER: list[tuple[str, int, str, str]] = [
    ("Iqaluit", 0, "Hudson Strait, south-west of Iqaluit",
     "the compendium: 'The water hex southwest of Iqaluit is a buildable hex although essentially useless as there "
     "is no ferry line or city entrance to connect to the city'; real geography has land under its centre (the "
     "south of Baffin Island, inland of the Hudson Strait shore), so it is drawn as an inlet of Hudson Strait "
     "reaching Iqaluit's lower-left side"),
]

# Water hexes fully outlined on the board (buildable, "They are water hexes, of course"): (name, point, why).
OUTLINED: list[tuple[str, Point, str]] = [
    ("the head of the Bay of Fundy (Chignecto Bay)", (45.55, -64.75),
     "mostly water between the Intercolonial's isthmus and the Fundy shore, reconstructed as outlined"),
    ("the Narrows of Lake Winnipeg", (51.6, -96.9),
     "where the lake narrows between its basins, reconstructed as outlined"),
]

# Cities: (name, lat, lon, colour, cubes, why), in the order they are placed (the larger first): a city whose hex
# is taken, beside a city already placed, not land of its own island, or with too few land sides goes to the
# nearest free hex of its island. All reconstructed; the names the cards use (St. John, Iqaluit, Echo Bay, Ivujivik,
# Juneau, Seattle, Ottawa, Winnipeg, Quebec, Vancouver) as the cards spell them.
CITIES: list[tuple[str, float, float, str, int, str]] = [
    ("Montreal", 45.50, -73.57, "red", 5, "Canada's largest city, port and banking centre, the CPR's headquarters"),
    ("Toronto", 43.65, -79.38, "red", 4, "the capital of Ontario, the Grand Trunk's and the manufacturers' city"),
    ("Vancouver", 49.28, -123.12, "red", 4, "the CPR's Pacific terminus (1887); named on the Francis Hincks card"),
    ("Quebec", 46.81, -71.21, "yellow", 3, "the old capital and timber port; named on the Casimir Gzowski card"),
    ("Ottawa", 45.42, -75.70, "yellow", 3, "the capital of the Dominion; named on the MacDonald and Molson cards"),
    ("Winnipeg", 49.90, -97.14, "yellow", 3, "the gateway to the prairies; named on the Sandford Fleming card"),
    ("Halifax", 44.65, -63.57, "yellow", 3, "the Atlantic port, the Intercolonial's terminus"),
    ("Seattle", 47.61, -122.33, "yellow", 3, "the Puget Sound port; named on the John Molson card"),
    ("Calgary", 51.05, -114.07, "yellow", 3, "the CPR's ranching town below the Rockies"),
    ("Edmonton", 53.55, -113.49, "blue", 3, "the capital of Alberta on the North Saskatchewan"),
    ("Regina", 50.45, -104.61, "blue", 2, "the capital of the North-West Territories (1883) on the CPR"),
    ("Kingston", 44.23, -76.49, "blue", 2, "the old capital at the head of the St. Lawrence"),
    ("Thunder Bay", 48.38, -89.25, "blue", 3, "Fort William and Port Arthur, the CPR's grain port on Lake Superior"),
    ("St. John", 47.56, -52.71, "blue", 2, "St. John's, Newfoundland (the cards write 'St. John'), the cod port; "
     "named on the Sandford Fleming and John Young cards"),
    ("Saskatoon", 52.13, -106.67, "purple", 2, "a prairie town on the South Saskatchewan"),
    ("Windsor", 42.31, -83.04, "blue", 2, "the crossing to Detroit, the Great Western's western end (Hamilton, "
     "58 km from Toronto, and London, 100 km from Windsor, are left out: too close)"),
    ("Sherbrooke", 45.40, -71.89, "purple", 2, "the Eastern Townships' mill town on the Grand Trunk to Portland"),
    ("Moncton", 46.09, -64.78, "purple", 2, "the Intercolonial Railway's headquarters and shops"),
    ("Sudbury", 46.49, -80.99, "black", 3, "the nickel and copper mines found by the CPR's builders (1883)"),
    ("Sydney", 46.14, -60.19, "black", 3, "the Cape Breton coalfield and steelworks"),
    ("Lethbridge", 49.69, -112.84, "black", 2, "the coal mines of southern Alberta"),
    ("Nelson", 49.49, -117.29, "black", 2, "the Kootenay silver and lead mines"),
    ("Flin Flon", 54.77, -101.88, "black", 2, "the copper and zinc mines of northern Manitoba"),
    ("Kamloops", 50.67, -120.33, "purple", 2, "the CPR's ranching and junction town on the Thompson"),
    ("Revelstoke", 50.99, -118.20, "gray", 1, "the CPR's divisional point below Rogers Pass"),
    ("Prince George", 53.92, -122.75, "gray", 1, "the Grand Trunk Pacific's town on the Fraser"),
    ("Prince Rupert", 54.31, -130.32, "gray", 1, "the Grand Trunk Pacific's Pacific terminus (1914)"),
    ("Juneau", 58.30, -134.42, "gray", 1, "the Alaska gold-mining capital; named on the John Young card"),
    ("Whitehorse", 60.72, -135.06, "gray", 1, "the White Pass & Yukon Route's end of steel (1900)"),
    ("Yellowknife", 62.45, -114.37, "gray", 1, "the gold mines on Great Slave Lake"),
    ("Echo Bay", 66.07, -118.03, "gray", 1, "Port Radium's silver and radium mine on Great Bear Lake; named on the "
     "John Young card"),
    ("Fort McMurray", 56.73, -111.38, "gray", 1, "the end of steel on the Athabasca (1925), the oil sands"),
    ("Medicine Hat", 50.04, -110.68, "gray", 2, "a CPR town on the South Saskatchewan"),
    ("Prince Albert", 53.20, -105.75, "gray", 2, "a lumber town on the North Saskatchewan"),
    ("Brandon", 49.85, -99.95, "gray", 2, "the CPR's Manitoba wheat town"),
    ("The Pas", 53.83, -101.25, "gray", 1, "the start of the Hudson Bay Railway on the Saskatchewan"),
    ("Churchill", 58.77, -94.17, "gray", 1, "the Hudson Bay Railway's grain port (1929)"),
    ("Kenora", 49.77, -94.49, "gray", 1, "Rat Portage, the CPR's Lake of the Woods town"),
    ("Sault Ste. Marie", 46.52, -84.35, "gray", 2, "the steel town at the canal between Superior and Huron"),
    ("Timmins", 48.48, -81.33, "gray", 1, "the Porcupine gold mines"),
    ("Moose Factory", 51.26, -80.61, "gray", 1, "the Hudson's Bay Company post on James Bay"),
    ("Chicoutimi", 48.43, -71.07, "gray", 2, "the Saguenay's lumber port"),
    ("Rimouski", 48.45, -68.52, "gray", 1, "on the Intercolonial along the estuary"),
    ("Gaspé", 48.83, -64.48, "gray", 1, "the fishing port at the tip of the peninsula"),
    ("Sept-Îles", 50.21, -66.38, "gray", 1, "the iron-ore port of the Quebec North Shore & Labrador"),
    ("Schefferville", 54.81, -66.83, "gray", 1, "the iron mines at the end of the Quebec North Shore & Labrador"),
    ("Goose Bay", 53.30, -60.42, "gray", 1, "Labrador's settlement at the head of Lake Melville"),
    ("Kuujjuaq", 58.10, -68.40, "gray", 1, "Fort Chimo, the Hudson's Bay post on the Koksoak by Ungava Bay"),
    ("Ivujivik", 62.42, -77.91, "gray", 1, "the northernmost village of Quebec on Hudson Strait; named on the John "
     "Young card"),
    ("Iqaluit", 63.75, -68.52, "gray", 1, "Frobisher Bay on Baffin Island; named on the John MacDonald card"),
    ("Corner Brook", 48.95, -57.95, "gray", 2, "the Newfoundland Railway's town on the west coast"),
]
ISLAND_OF = {"St. John": "Newfoundland", "Corner Brook": "Newfoundland", "Iqaluit": "Baffin Island"}

# Major Lines: (id, end, end, the historical line). Points are worked out from the distance (na.py).
MAJOR_LINES: list[tuple[str, str, str, str]] = [
    ("MTL-VAN", "Montreal", "Vancouver", "the Canadian Pacific Railway, the first transcontinental, completed 1885"),
    ("HAL-MTL", "Halifax", "Montreal", "the Intercolonial Railway (1876) with the Grand Trunk"),
    ("TOR-MTL", "Toronto", "Montreal", "the Grand Trunk Railway's main line, 1856"),
    ("TOR-WPG", "Toronto", "Winnipeg", "the CPR's line north of Lake Superior (1885) with the Ontario lines"),
    ("WPG-EDM", "Winnipeg", "Edmonton", "the Canadian Northern Railway, 1905"),
    ("EDM-PRU", "Edmonton", "Prince Rupert", "the Grand Trunk Pacific over the Yellowhead Pass, 1914"),
    ("WPG-CHU", "Winnipeg", "Churchill", "the Hudson Bay Railway to the grain port, 1929"),
]
