"""Real geography (and the city list) for the reconstructed Railways of Great Britain board (tools/rotw_maps/gb.py).

Everything here is the author's knowledge of a real map of Great Britain (latitude, longitude in degrees; west
negative), drawn coarsely: the board's hexes are about 20 km across, so every bend smaller than that is left out.
No map file is kept in the project. Each table says what it is; gb.py turns them into hexes.
"""

from __future__ import annotations

Point = tuple[float, float]  # (latitude, longitude)

# The board's outline: hexes whose centre lies outside it are not on the board (Ireland's side of the Irish Sea, the
# open Atlantic and North Sea, the Continent). Sea inside it is kept only near a coast (gb.py).
FRAME: list[Point] = [
    (58.1, -6.4), (58.1, -1.2), (54.5, 0.6), (52.9, 2.2), (51.0, 2.0), (50.4, 0.5), (49.7, -4.8), (49.7, -6.3),
    (51.6, -6.0), (53.0, -5.2), (54.0, -4.9), (54.5, -5.5), (55.3, -6.3), (56.6, -6.9),
]

# Great Britain (England, Wales and Scotland with Anglesey), clockwise from Duncansby Head: the east coast south,
# the Firths of Tay and Forth, the Humber mouth, the Wash, the Thames estuary, the south coast west to Land's End,
# the Bristol Channel and the Severn estuary, Wales and Anglesey, the Dee and the Mersey, Morecambe Bay, the Solway,
# Galloway, the Firth of Clyde and Kintyre, and the west Highlands north to Cape Wrath.
GREAT_BRITAIN: list[Point] = [
    # Caithness, Sutherland and the Moray Firth
    (58.64, -3.03), (58.44, -3.09), (58.28, -3.38), (58.12, -3.65), (57.98, -3.95), (57.86, -3.95),
    (57.86, -3.78), (57.69, -4.02), (57.58, -4.12), (57.49, -4.24), (57.58, -4.05), (57.59, -3.87),
    (57.70, -3.49), (57.72, -3.28),
    # Buchan and the east coast to the Tay
    (57.68, -2.96), (57.67, -2.52), (57.69, -2.00), (57.50, -1.78), (57.15, -2.07), (56.96, -2.20), (56.71, -2.45),
    (56.56, -2.58), (56.47, -2.75), (56.46, -2.97), (56.40, -3.20), (56.43, -2.94), (56.43, -2.82), (56.34, -2.79),
    # Fife, the Firth of Forth, the Lothians and the Borders
    (56.28, -2.59), (56.19, -2.82), (56.11, -3.16), (56.06, -3.24), (56.02, -3.42), (55.99, -3.38), (55.98, -3.17),
    (55.95, -3.05), (56.03, -2.83), (56.06, -2.72), (56.00, -2.52), (55.91, -2.14), (55.77, -2.00),
    # Northumberland, Durham and Yorkshire
    (55.68, -1.80), (55.33, -1.58), (55.12, -1.50), (55.01, -1.42), (54.91, -1.36), (54.84, -1.33), (54.69, -1.18),
    (54.64, -1.13), (54.62, -1.06), (54.59, -0.97), (54.49, -0.61), (54.28, -0.40), (54.12, -0.08), (54.08, -0.19),
    (53.91, -0.16), (53.73, 0.03), (53.58, 0.11),
    # the Humber mouth (the estuary above it is narrower than a hex: the barrier in gb.py), Lincolnshire, the Wash
    (53.63, -0.02), (53.58, -0.07), (53.47, 0.15), (53.34, 0.27), (53.14, 0.34), (53.10, 0.33), (52.97, 0.00),
    (52.80, 0.25), (52.75, 0.40), (52.94, 0.49),
    # Norfolk, Suffolk and Essex
    (52.97, 0.85), (52.93, 1.30), (52.82, 1.53), (52.61, 1.74), (52.48, 1.76), (52.33, 1.68), (52.15, 1.60),
    (52.08, 1.58), (51.96, 1.35), (51.85, 1.27), (51.79, 1.15), (51.75, 0.95), (51.62, 0.95), (51.53, 0.80),
    # the Thames estuary (water where it is wider than a hex, up to Canvey and the Isle of Grain) and Kent
    (51.54, 0.71), (51.51, 0.52), (51.47, 0.52), (51.45, 0.76), (51.36, 1.02), (51.39, 1.38), (51.38, 1.45),
    (51.33, 1.42), (51.22, 1.40), (51.14, 1.37), (51.12, 1.31), (51.08, 1.18), (50.91, 0.98), (50.95, 0.73),
    # the south coast: Sussex, Hampshire, Dorset, Devon and Cornwall
    (50.85, 0.57), (50.73, 0.24), (50.82, -0.14), (50.81, -0.37), (50.72, -0.79), (50.79, -1.10), (50.82, -1.31),
    (50.80, -1.45), (50.75, -1.55), (50.71, -1.75), (50.61, -1.95), (50.58, -2.06), (50.55, -2.45), (50.72, -2.93),
    (50.68, -3.24), (50.62, -3.41), (50.55, -3.49), (50.45, -3.55), (50.22, -3.64), (50.21, -3.79), (50.31, -4.05),
    (50.36, -4.14), (50.31, -4.22), (50.33, -4.64), (50.22, -4.80), (50.15, -5.07), (49.96, -5.20), (50.12, -5.45),
    (50.07, -5.71),
    # north Cornwall and Devon, Somerset, the Severn estuary (water up to Aust)
    (50.21, -5.48), (50.42, -5.08), (50.55, -4.94), (51.02, -4.52), (51.05, -4.25), (51.19, -4.21), (51.21, -4.12),
    (51.21, -3.47), (51.21, -3.05), (51.35, -2.98), (51.44, -2.86), (51.50, -2.70), (51.60, -2.63), (51.58, -2.75),
    # South Wales and Pembrokeshire
    (51.55, -2.97), (51.46, -3.17), (51.39, -3.27), (51.40, -3.56), (51.48, -3.70), (51.58, -3.80), (51.57, -3.98),
    (51.56, -4.30), (51.68, -4.30), (51.67, -4.70), (51.60, -4.93), (51.70, -5.15), (51.90, -5.31), (52.03, -5.07),
    # Cardigan Bay, Llŷn and Anglesey
    (52.11, -4.70), (52.24, -4.26), (52.41, -4.09), (52.54, -4.05), (52.72, -4.05), (52.90, -4.12), (52.89, -4.41),
    (52.79, -4.75), (52.94, -4.53), (53.10, -4.35), (53.18, -4.45), (53.31, -4.63), (53.40, -4.57), (53.42, -4.33),
    (53.31, -4.04),
    # North Wales, the Dee, the Wirral and the Mersey, Lancashire
    (53.34, -3.87), (53.29, -3.72), (53.32, -3.49), (53.36, -3.32), (53.25, -3.13), (53.37, -3.18), (53.44, -3.04),
    (53.48, -3.03), (53.56, -3.10), (53.65, -3.01), (53.73, -2.88), (53.82, -3.06), (53.92, -3.01),
    # Morecambe Bay, Furness and Cumberland, the Solway Firth
    (54.03, -2.92), (54.10, -2.80), (54.20, -2.84), (54.14, -3.06), (54.05, -3.25), (54.21, -3.27), (54.35, -3.42),
    (54.51, -3.64), (54.64, -3.57), (54.71, -3.50), (54.87, -3.39), (54.95, -3.22), (54.98, -3.06), (54.98, -3.26),
    # Galloway and Ayrshire
    (54.87, -3.60), (54.83, -4.05), (54.68, -4.39), (54.84, -4.85), (54.63, -4.86), (54.84, -5.12), (55.01, -5.16),
    (55.24, -4.86), (55.46, -4.63), (55.54, -4.66), (55.64, -4.82), (55.80, -4.87),
    # the Firth of Clyde, Cowal, Kintyre and Knapdale
    (55.96, -4.82), (55.94, -4.60), (56.00, -4.73), (55.95, -4.92), (55.86, -4.98), (55.86, -5.41), (55.42, -5.60),
    (55.29, -5.80), (55.60, -5.72), (55.87, -5.68),
    # the west Highlands to Cape Wrath, the north coast
    (56.09, -5.56), (56.41, -5.47), (56.73, -6.20), (57.00, -5.83), (57.28, -5.71), (57.43, -5.82), (57.73, -5.70),
    (57.90, -5.16), (58.15, -5.25), (58.62, -5.00), (58.57, -4.75), (58.48, -4.42), (58.60, -3.52), (58.67, -3.37),
]

LAND: dict[str, list[Point]] = {"Great Britain": GREAT_BRITAIN}

LAKES: dict[str, list[Point]] = {}  # no loch or lake is wider than a hex (Loch Lomond, Loch Ness, Windermere)

# Islands left off the board (hexes on them are not on the board, as Europe's Sicily).
LEFT_OUT: dict[str, list[Point]] = {
    "Ireland": [(55.45, -7.4), (55.25, -6.1), (54.65, -5.45), (54.0, -6.05), (53.3, -6.0), (52.2, -6.3),
                (51.5, -8.5), (51.5, -10.5), (55.5, -10.5)],
    "the Isle of Man": [(54.42, -4.36), (54.05, -4.62), (54.05, -4.85), (54.35, -4.75)],
    "the Isle of Wight": [(50.77, -1.30), (50.72, -1.08), (50.58, -1.30), (50.66, -1.58)],
    "Arran": [(55.72, -5.20), (55.45, -5.10), (55.45, -5.40), (55.70, -5.40)],
    "Islay, Jura and Mull": [(56.65, -5.70), (55.60, -5.90), (55.55, -6.60), (56.65, -6.60)],
    "Skye and the Hebrides": [(58.60, -6.10), (57.60, -5.90), (57.10, -5.95), (57.05, -6.70), (58.60, -6.70)],
}

# Mountain areas: a land hex whose centre lies inside is mountain (unless a river valley runs through it).
AREAS: dict[str, list[Point]] = {
    "the Scottish Highlands": [
        (56.00, -4.75), (56.18, -4.38), (56.24, -4.20), (56.37, -3.90), (56.56, -3.62), (56.62, -3.33),
        (56.72, -3.00), (56.84, -2.68), (57.02, -2.58), (57.20, -2.85), (57.42, -2.97), (57.50, -3.25),
        (57.50, -3.60), (57.40, -3.95), (57.38, -4.30), (57.52, -4.52), (57.68, -4.55), (57.85, -4.35),
        (58.05, -4.05), (58.35, -3.80), (58.90, -3.80), (58.90, -7.50), (55.20, -7.50), (55.20, -5.40),
        (55.75, -5.05),
    ],
}

# Mountain bands: an axis and a half-width in km; a land hex whose centre lies within it is mountain.
RANGES: list[tuple[str, list[Point], float]] = [
    ("the Pennines", [(54.85, -2.42), (54.60, -2.38), (54.30, -2.25), (54.00, -2.15), (53.70, -2.03),
                      (53.40, -1.85), (53.12, -1.80)], 19.0),
    ("the Lake District", [(54.58, -3.25), (54.40, -2.95)], 17.0),
    ("the Cambrian Mountains", [(53.08, -3.95), (52.78, -3.80), (52.45, -3.75), (52.12, -3.70), (51.88, -3.45),
                                (51.95, -3.10)], 24.0),
    ("the Southern Uplands", [(55.03, -4.65), (55.30, -3.95), (55.42, -3.40), (55.52, -2.85), (55.42, -2.20)], 19.0),
    ("Dartmoor", [(50.62, -3.98), (50.52, -3.88)], 15.0),
]

# Rivers: a course; a land hex (not mountain, not a city) whose centre lies within gb.RIVER_KM of it is river, and a
# mountain hex within gb.VALLEY_KM of it too (the valley floor through the hills).
RIVERS: list[tuple[str, list[Point]]] = [
    ("the Thames", [(51.66, -1.92), (51.69, -1.69), (51.75, -1.26), (51.67, -1.28), (51.60, -1.12), (51.46, -0.97),
                    (51.54, -0.90), (51.52, -0.72), (51.48, -0.61), (51.43, -0.51), (51.41, -0.31), (51.46, -0.30),
                    (51.50, -0.12), (51.49, 0.00), (51.48, 0.18), (51.46, 0.40)]),
    ("the Severn", [(52.66, -3.15), (52.71, -2.75), (52.63, -2.48), (52.53, -2.42), (52.38, -2.31), (52.19, -2.22),
                    (51.99, -2.16), (51.86, -2.25), (51.72, -2.48), (51.61, -2.63)]),
    ("the Trent", [(53.05, -2.15), (52.90, -2.15), (52.76, -1.93), (52.81, -1.63), (52.88, -1.28), (52.94, -1.14),
                   (53.08, -0.81), (53.40, -0.77), (53.70, -0.70)]),
    ("the Ouse", [(54.09, -1.40), (53.96, -1.08), (53.78, -1.07), (53.70, -0.87), (53.70, -0.70)]),
    ("the Tyne", [(54.97, -2.46), (54.97, -2.10), (54.97, -1.61), (55.01, -1.42)]),
    ("the Mersey", [(53.41, -2.16), (53.44, -2.42), (53.39, -2.59), (53.34, -2.73), (53.40, -2.99)]),
    ("the Clyde", [(55.55, -3.65), (55.67, -3.78), (55.78, -4.04), (55.86, -4.25), (55.94, -4.57)]),
    ("the Forth", [(56.18, -4.38), (56.12, -3.94), (56.11, -3.79), (56.07, -3.72), (56.00, -3.40)]),
    ("the Tees", [(54.54, -1.92), (54.50, -1.55), (54.50, -1.35), (54.57, -1.32), (54.58, -1.23), (54.63, -1.13)]),
    ("the Tay and the Garry", [(56.87, -4.20), (56.77, -3.85), (56.70, -3.73), (56.56, -3.58), (56.40, -3.43),
                               (56.38, -3.25), (56.46, -2.97)]),
    ("the Spey", [(57.02, -4.30), (57.08, -4.05), (57.19, -3.83), (57.33, -3.61), (57.47, -3.23), (57.67, -3.08)]),
    ("the Great Glen (Loch Lochy and Loch Ness)", [(56.82, -5.10), (57.00, -4.90), (57.15, -4.68), (57.32, -4.45),
                                                   (57.48, -4.22)]),
    ("the Tamar", [(50.60, -4.30), (50.41, -4.21), (50.37, -4.17)]),
    ("the Dee (Chester)", [(52.97, -3.17), (53.05, -2.90), (53.19, -2.89), (53.25, -3.10)]),
]

# Crest lines of the highest ranges: a ridge on every hex side between two mountain hexes that one crosses.
CRESTS: list[tuple[str, list[Point]]] = [
    ("the Pennine watershed (Cross Fell to Blackstone Edge)",
     [(54.72, -2.49), (54.50, -2.25), (54.37, -2.23), (54.16, -2.25), (53.90, -2.10), (53.63, -2.03)]),
    ("the Grampian watershed (Drumochter and the Cairngorms)", [(56.72, -4.40), (56.87, -4.22), (57.06, -3.70)]),
]

# The Humber: the black line no track crosses ("between Hull, Grimsby and Goole"), from the sea up the estuary to
# Trent Falls, where the Ouse and the Trent meet; gb.py draws it on to Goole's hex (the head of the estuary).
HUMBER: list[Point] = [
    (53.55, 0.30), (53.60, 0.05), (53.64, -0.10), (53.68, -0.22), (53.71, -0.33), (53.70, -0.45), (53.71, -0.58),
    (53.70, -0.70),
]
HUMBER_NAME = "the Humber (a tidal estuary not bridged until 1981)"

# The cities: name, lat, lon, colour, cubes, why (gb.py places them by cubes, then in this order: the largest keep
# their own hex).
CITIES: list[tuple[str, float, float, str, int, str]] = [
    ("London", 51.51, -0.13, "red", 5, "the capital, the largest city and port in the world; named on the Nicholas "
                                       "Wood and Isambard Kingdom Brunel cards"),
    ("Liverpool", 53.41, -2.98, "red", 3, "the Atlantic port of the cotton trade, the Liverpool and Manchester "
                                          "Railway (1830); named on the Nicholas Wood card"),
    ("Glasgow", 55.86, -4.25, "red", 3, "Scotland's largest city, shipbuilding on the Clyde"),
    ("Manchester", 53.48, -2.24, "yellow", 3, "Cottonopolis, the mills of Lancashire"),
    ("Birmingham", 52.48, -1.90, "yellow", 3, "the workshop of the world, the Midlands' metal trades"),
    ("Edinburgh", 55.95, -3.19, "yellow", 2, "the Scottish capital"),
    ("Bristol", 51.45, -2.59, "yellow", 2, "the port of the West, the Great Western Railway (1841); named on the "
                                           "George Hudson card"),
    ("York", 53.96, -1.08, "yellow", 2, "George Hudson's city, the hub of the North Eastern lines; named on the "
                                        "George Hudson card"),
    ("Norwich", 52.63, 1.30, "yellow", 2, "the capital of East Anglia, worsted and grain"),
    ("Exeter", 50.72, -3.53, "yellow", 1, "the county town of Devon, the Bristol and Exeter Railway (1844)"),
    ("Hull", 53.74, -0.33, "blue", 2, "the Humber port on its north bank, the Hull and Selby Railway (1840)"),
    ("Southampton", 50.90, -1.40, "blue", 2, "the packet port of the London and South Western Railway (1840)"),
    ("Plymouth", 50.37, -4.14, "blue", 2, "the naval port, Brunel's Royal Albert Bridge over the Tamar (1859)"),
    ("Aberdeen", 57.15, -2.09, "blue", 2, "the granite city, fishing and shipping"),
    ("Portsmouth", 50.80, -1.09, "blue", 1, "the Royal Navy's dockyard"),
    ("Dover", 51.13, 1.31, "blue", 1, "the packet port to the Continent, the South Eastern Railway (1844)"),
    ("Leeds", 53.80, -1.55, "purple", 2, "the woollen trade of the West Riding; named on the George Hudson card"),
    ("Nottingham", 52.95, -1.15, "purple", 2, "lace and hosiery"),
    ("Stoke", 53.00, -2.18, "purple", 2, "the Potteries (Stoke-on-Trent)"),
    ("Dundee", 56.46, -2.97, "purple", 2, "jute, jam and whaling on the Tay"),
    ("Leicester", 52.64, -1.13, "purple", 1, "hosiery and boots"),
    ("Newcastle", 54.97, -1.61, "black", 2, "coal shipping on the Tyne, the Stephensons' locomotive works"),
    ("Cardiff", 51.48, -3.18, "black", 2, "the coal port of the Welsh valleys"),
    ("Sheffield", 53.38, -1.47, "black", 2, "steel and cutlery"),
    ("Middlesbrough", 54.58, -1.23, "black", 1, "the ironmaking town the Peases founded on the Tees (1830)"),
    ("Swansea", 51.62, -3.94, "black", 1, "copper smelting and coal"),
    ("Grimsby", 53.57, -0.08, "gray", 1, "the fishing port on the Humber's south bank, the Manchester, Sheffield and "
                                         "Lincolnshire Railway's docks (1852)"),
    ("Goole", 53.70, -0.87, "gray", 1, "the port at the head of the Humber, where the Ouse meets the Trent"),
    ("Brighton", 50.82, -0.14, "gray", 2, "the seaside resort of the London and Brighton Railway (1841)"),
    ("Cambridge", 52.21, 0.12, "gray", 1, "the university town"),
    ("Oxford", 51.75, -1.26, "gray", 1, "the university town on the Thames"),
    ("Derby", 52.92, -1.48, "gray", 2, "the Midland Railway's headquarters and works (1844)"),
    ("Carlisle", 54.89, -2.93, "gray", 2, "the Border city where the English and Scottish lines met"),
    ("Inverness", 57.48, -4.22, "gray", 1, "the capital of the Highlands, the Highland Railway"),
    ("Perth", 56.40, -3.43, "gray", 2, "the gateway to the Highlands on the Tay"),
    ("Crewe", 53.10, -2.44, "gray", 1, "the Grand Junction Railway's junction and works (1843)"),
    ("Preston", 53.76, -2.70, "gray", 2, "cotton and the West Coast line north"),
    ("Lancaster", 54.05, -2.80, "gray", 1, "the Lancaster and Carlisle Railway over Shap (1846)"),
    ("Darlington", 54.52, -1.55, "gray", 1, "the Stockton and Darlington Railway (1825), the Peases' town"),
    ("Stockton", 54.57, -1.32, "gray", 1, "the Tees end of the Stockton and Darlington Railway (1825)"),
    ("Sunderland", 54.91, -1.38, "gray", 2, "coal shipping and shipbuilding on the Wear"),
    ("Gloucester", 51.86, -2.24, "gray", 2, "the Severn crossing, where the broad and narrow gauges met (1844)"),
    ("Bath", 51.38, -2.36, "gray", 2, "the spa town on the Great Western's Box Tunnel line"),
    ("Reading", 51.45, -0.97, "gray", 1, "the Great Western's junction on the Thames"),
    ("Swindon", 51.56, -1.78, "gray", 1, "the Great Western's works (1843)"),
    ("Shrewsbury", 52.71, -2.75, "gray", 1, "the county town of Shropshire on the Severn, the road into Wales"),
    ("Chester", 53.19, -2.89, "gray", 1, "the Chester and Holyhead Railway (1848)"),
    ("Lincoln", 53.23, -0.54, "gray", 1, "the cathedral city of Lincolnshire's wolds and fens"),
    ("Ipswich", 52.06, 1.16, "gray", 1, "the port of Suffolk, the Eastern Union Railway (1846)"),
    ("Holyhead", 53.31, -4.63, "gray", 1, "the Irish Mail's port, over Robert Stephenson's Britannia Bridge (1850)"),
    ("Aberystwyth", 52.41, -4.08, "gray", 1, "the harbour of Cardigan Bay, the Cambrian Railways (1864)"),
    ("Penzance", 50.12, -5.54, "gray", 1, "the end of the line in Cornwall, tin and copper"),
    ("Dumfries", 55.07, -3.61, "gray", 1, "the Glasgow and South Western's town by the Solway"),
    ("Berwick", 55.77, -2.00, "gray", 1, "Berwick-upon-Tweed, the Royal Border Bridge (1850)"),
]

# Major Lines: id, ends, the historical line it stands for (gb.py gives the points)
MAJOR_LINES: list[tuple[str, str, str, str]] = [
    ("LON-EDI", "London", "Edinburgh", "the East Coast route by York and Newcastle, the Flying Scotsman (1862)"),
    ("LON-BIR", "London", "Birmingham", "the London and Birmingham Railway, Robert Stephenson's line (1838)"),
    ("LON-BRI", "London", "Bristol", "the Great Western Railway, Brunel's broad gauge line (1841)"),
    ("LIV-HUL", "Liverpool", "Hull", "across the Pennines by Manchester, Leeds and Selby (1830-1840)"),
    ("GLA-EDI", "Glasgow", "Edinburgh", "the Edinburgh and Glasgow Railway (1842)"),
    ("BIR-GLA", "Birmingham", "Glasgow", "Joseph Locke's West Coast route: the Grand Junction, the Lancaster and "
                                         "Carlisle and the Caledonian (1837-1848)"),
    ("BRI-PLY", "Bristol", "Plymouth", "the Bristol and Exeter and the South Devon Railways (1844-1849)"),
    ("PER-INV", "Perth", "Inverness", "the Highland Railway over Drumochter (1863)"),
]
