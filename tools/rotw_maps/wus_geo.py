"""Real geography of the western United States, for the Railways of the Western U.S. board (tools/rotw_maps/wus.py).

Points are (latitude N, longitude E; west is negative), from the author's knowledge of where the coasts, ranges,
rivers and cities lie (no map file is kept). Everything here is reconstructed; engine/data/rotw_wus/README.md
lists what the generator makes of it.
"""

from __future__ import annotations

Point = tuple[float, float]

# The land of the board: the United States west of 96.0W, and a strip of Canada north of it, as one polygon (the
# Mexican border, the Pacific coast, the Strait of Juan de Fuca, the mainland shore of the Strait of Georgia). Puget
# Sound, San Francisco Bay and the Great Salt Lake lie inside it (INLAND_WATER); Vancouver Island is left outside,
# so it counts as sea.
LAND: list[Point] = [
    (50.4, -86.0), (28.4, -86.0), (28.4, -100.3),
    # the Rio Grande and the land border with Mexico, east to west
    (28.7, -100.5), (29.36, -100.9), (29.78, -101.4), (29.85, -102.3), (29.0, -103.3), (29.56, -104.4),
    (30.65, -104.95), (31.1, -105.6), (31.78, -106.53), (31.78, -108.21), (31.33, -108.21), (31.33, -111.07),
    (32.49, -114.81), (32.72, -114.72), (32.53, -117.12),
    # the Pacific coast, south to north
    (32.67, -117.24), (32.85, -117.28), (33.2, -117.39), (33.46, -117.71), (33.6, -117.9), (33.72, -118.28),
    (33.77, -118.42), (33.86, -118.4), (34.01, -118.5), (34.04, -118.8), (34.09, -119.07), (34.27, -119.29),
    (34.41, -119.7), (34.46, -120.1), (34.45, -120.47), (34.58, -120.65), (34.9, -120.65), (35.17, -120.75),
    (35.37, -120.87), (35.67, -121.28), (36.0, -121.5), (36.3, -121.9), (36.6, -121.95), (36.8, -121.8),
    (36.96, -122.02), (37.1, -122.33), (37.46, -122.45), (37.78, -122.51), (37.9, -122.65), (38.0, -123.02),
    (38.3, -123.06), (38.7, -123.45), (38.95, -123.74), (39.44, -123.81), (39.8, -123.86), (40.02, -124.07),
    (40.44, -124.41), (40.8, -124.2), (41.06, -124.14), (41.75, -124.2), (42.05, -124.29), (42.45, -124.42),
    (42.84, -124.56), (43.37, -124.33), (43.97, -124.12), (44.63, -124.07), (44.96, -124.02), (45.46, -123.97),
    (45.9, -123.97), (46.25, -124.05), (46.35, -124.06), (46.9, -124.13), (47.3, -124.28), (47.9, -124.64),
    (48.38, -124.72),
    # the Strait of Juan de Fuca's south shore, Whidbey Island, the mainland shore to the Sunshine Coast
    (48.37, -124.62), (48.25, -124.25), (48.12, -123.43), (48.15, -122.9), (48.12, -122.76), (48.15, -122.65),
    (48.4, -122.65), (48.5, -122.65), (48.75, -122.52), (49.0, -122.76), (49.05, -123.05), (49.3, -123.25),
    (49.45, -123.8), (49.84, -124.52), (50.1, -124.9), (50.4, -125.1),
]

# East of 96.0W only the board bent for the Transcontinental game reaches (EASTERN_EDGE below): north of Duluth it
# goes on to about 88W, all land (Lake Superior lies east of it); south of 33N it stops at about 95.7W.

# South of the border (left out of the board, land and sea alike).
MEXICO: list[Point] = [
    (28.4, -100.3), (28.7, -100.5), (29.36, -100.9), (29.78, -101.4), (29.85, -102.3), (29.0, -103.3),
    (29.56, -104.4), (30.65, -104.95), (31.1, -105.6), (31.78, -106.53), (31.78, -108.21), (31.33, -108.21),
    (31.33, -111.07), (32.49, -114.81), (32.72, -114.72), (32.53, -117.12), (32.45, -126.0), (27.0, -126.0),
    (27.0, -100.3),
]

# Inland water: (name, polygon, anchors). A hex is water if its centre lies in the polygon, or if it holds an anchor
# point: a body of water narrower than a hex gets the hex holding one of its arms (Hood Canal beside Seattle's hex;
# the Carquinez Strait and Suisun Bay beside San Francisco's).
INLAND_WATER: list[tuple[str, list[Point], list[Point]]] = [
    ("Puget Sound", [(48.15, -122.75), (47.95, -122.3), (47.6, -122.38), (47.3, -122.4), (47.05, -122.9),
                     (47.4, -122.85), (47.75, -122.65), (48.1, -122.85)], [(47.7, -122.95)]),
    ("San Francisco Bay", [(37.82, -122.42), (38.1, -122.45), (38.1, -122.25), (38.06, -121.95), (37.95, -122.3),
                           (37.7, -122.2), (37.45, -122.05), (37.45, -122.15), (37.6, -122.35)], [(38.07, -122.0)]),
    ("Great Salt Lake", [(41.65, -112.85), (41.6, -112.25), (41.1, -112.05), (40.7, -112.2), (40.85, -112.75),
                         (41.2, -113.1), (41.45, -113.05)], []),
]

# Mountain bands: (name, axis, half-width in km). A hex whose centre lies within the half-width of the axis is
# mountain.
MOUNTAINS: list[tuple[str, list[Point], float]] = [
    ("Cascade Range", [(49.4, -121.3), (48.6, -121.2), (47.8, -121.3), (47.3, -121.4), (46.8, -121.7),
                       (46.2, -121.6), (45.4, -121.7), (44.4, -121.85), (43.4, -122.1), (42.4, -122.2),
                       (41.4, -122.2), (40.5, -121.5)], 50),
    ("Olympic Mountains", [(47.95, -123.75), (47.65, -123.45)], 35),
    ("Klamath Mountains and the Northern Coast Ranges", [(42.6, -123.5), (41.6, -123.3), (40.8, -123.2),
                                                         (40.0, -123.0), (39.3, -122.8)], 45),
    ("Southern Coast Ranges", [(37.3, -121.75), (36.6, -121.3), (35.8, -120.8), (35.0, -120.2)], 30),
    ("Sierra Nevada", [(40.2, -121.0), (39.6, -120.5), (39.0, -120.15), (38.4, -119.8), (37.8, -119.35),
                       (37.1, -118.85), (36.5, -118.35), (35.8, -118.2), (35.2, -118.5)], 60),
    ("Transverse Ranges", [(34.65, -119.4), (34.45, -118.4), (34.25, -117.6), (34.15, -116.9)], 30),
    ("Peninsular Ranges", [(33.75, -116.75), (33.2, -116.6), (32.7, -116.3)], 30),
    ("Blue Mountains", [(46.1, -117.9), (45.5, -118.1), (45.0, -118.6), (44.5, -119.2)], 45),
    ("Wallowa Mountains", [(45.25, -117.3), (45.0, -117.1)], 30),
    ("Northern Rockies of Idaho (Selkirk, Bitterroot, Clearwater, Salmon River, Sawtooth)",
     [(49.2, -116.6), (48.3, -116.1), (47.5, -115.6), (46.7, -115.0), (45.8, -115.1), (45.0, -115.2),
      (44.2, -115.0), (43.8, -114.5)], 95),
    ("Rocky Mountains of Montana (the Continental Divide)", [(49.1, -114.1), (48.3, -113.4), (47.4, -112.8),
                                                             (46.7, -112.4), (46.1, -112.8), (45.5, -113.1),
                                                             (44.7, -112.8), (44.5, -111.7)], 70),
    ("Madison, Gallatin and Bridger Ranges", [(45.9, -111.0), (45.3, -111.2), (44.8, -111.1)], 40),
    ("Absaroka Range, Beartooths and the Yellowstone plateau", [(45.2, -109.9), (44.6, -110.0), (44.2, -110.6),
                                                                (43.6, -110.7)], 60),
    ("Wind River Range", [(43.4, -109.8), (42.6, -108.9)], 45),
    ("Bighorn Mountains", [(45.0, -107.6), (44.3, -107.2), (43.6, -106.9)], 40),
    ("Wasatch Range and Wasatch Plateau", [(42.2, -111.6), (41.3, -111.75), (40.6, -111.6), (39.8, -111.5),
                                           (38.8, -111.6)], 35),
    ("Uinta Mountains", [(40.7, -111.0), (40.75, -110.2), (40.8, -109.5)], 35),
    ("Laramie Mountains and Medicine Bow Mountains", [(42.6, -105.6), (41.9, -105.4), (41.3, -105.5),
                                                      (41.2, -106.2), (40.9, -106.4)], 30),
    ("Front Range and Sangre de Cristo Mountains", [(40.6, -105.65), (39.8, -105.7), (39.0, -105.2),
                                                    (38.3, -105.4), (37.5, -105.4), (36.6, -105.4),
                                                    (35.8, -105.75)], 50),
    ("Park, Sawatch, Elk and San Juan Mountains", [(40.8, -106.7), (40.0, -106.2), (39.2, -106.4), (38.5, -106.6),
                                                   (37.9, -107.3), (37.5, -107.9)], 80),
    ("Black Hills", [(44.5, -103.8), (43.8, -103.6)], 35),
    ("Mogollon Rim and the Arizona-New Mexico highlands", [(35.3, -112.9), (34.6, -111.8), (34.1, -110.6),
                                                           (33.8, -109.6), (33.4, -108.7), (32.9, -108.0)], 55),
    ("Sacramento Mountains", [(33.5, -105.7), (32.7, -105.75)], 30),
    ("Sandia and Manzano Mountains", [(35.25, -106.45), (34.6, -106.35)], 20),
    ("Guadalupe and Davis Mountains", [(32.1, -104.85), (31.4, -104.4), (30.6, -104.05)], 30),
    ("Oregon Coast Range", [(46.1, -123.55), (45.2, -123.65), (44.3, -123.75), (43.5, -123.85)], 20),
    ("Crazy, Big Belt and Little Belt Mountains", [(47.0, -110.8), (46.6, -111.1), (46.1, -110.4)], 30),
    ("Jemez Mountains", [(36.05, -106.65), (35.8, -106.55)], 25),
    ("Grand Canyon and the Kaibab Plateau", [(36.6, -112.0), (36.2, -112.3), (36.15, -113.1), (36.05, -113.8)], 30),
    ("Ruby and East Humboldt Mountains", [(41.1, -115.1), (40.5, -115.45)], 20),
    ("Toiyabe and Toquima Ranges (central Nevada)", [(39.8, -117.1), (39.0, -117.15), (38.6, -117.1)], 25),
    ("White and Inyo Mountains", [(37.7, -118.25), (36.7, -117.95)], 20),
    ("Bear River Range and Caribou Range", [(43.3, -111.3), (42.5, -111.5), (41.9, -111.65)], 25),
]

# Rivers: (name, course). A hex whose centre lies within RIVER_KM of the course is river (unless it is mountain,
# water or a city). EDGE_RIVERS end at the board's eastern edge in a given row (the Transcontinental seam).
RIVER_KM = 25.0
RIVERS: list[tuple[str, list[Point]]] = [
    ("Columbia", [(49.0, -117.63), (48.6, -118.1), (48.1, -118.2), (47.95, -118.98), (48.0, -119.67),
                  (47.42, -120.31), (46.95, -119.99), (46.64, -119.91), (46.23, -119.1), (46.06, -118.9),
                  (45.92, -119.34), (45.7, -120.5), (45.6, -121.18), (45.64, -121.94), (45.62, -122.67),
                  (46.13, -122.94), (46.19, -123.83), (46.25, -124.05)]),
    ("Snake", [(43.35, -111.2), (43.49, -112.03), (42.78, -112.85), (42.54, -113.79), (42.6, -114.47),
               (42.95, -115.3), (43.6, -116.7), (44.25, -116.97), (45.0, -116.8), (46.42, -117.03),
               (46.6, -117.6), (46.5, -118.3), (46.23, -119.05)]),
    ("Willamette", [(44.05, -123.1), (44.94, -123.04), (45.5, -122.67)]),
    ("Sacramento", [(40.59, -122.39), (40.18, -122.24), (39.21, -122.01), (38.58, -121.5), (38.16, -121.69),
                    (38.05, -121.9)]),
    ("San Joaquin", [(37.0, -119.7), (36.75, -120.38), (37.3, -120.85), (37.65, -121.2), (37.95, -121.3),
                     (38.05, -121.7)]),
    ("Humboldt", [(41.1, -114.96), (40.83, -115.76), (40.72, -116.1), (40.64, -116.93), (40.97, -117.73),
                  (40.5, -118.2), (40.18, -118.47), (40.0, -118.6)]),
    ("Colorado", [(40.25, -105.82), (40.06, -106.39), (39.55, -107.32), (39.06, -108.55), (38.57, -109.55),
                  (38.19, -109.89), (37.0, -111.5), (36.87, -111.6), (36.1, -112.1), (36.0, -113.8),
                  (36.02, -114.74), (34.85, -114.6), (34.15, -114.29), (33.6, -114.6), (32.72, -114.62),
                  (32.49, -114.81)]),
    ("Green", [(43.1, -110.1), (42.2, -110.1), (41.53, -109.47), (41.0, -109.55), (40.9, -109.2), (40.4, -109.3),
               (40.1, -109.67), (39.0, -110.16), (38.19, -109.89)]),
    ("Gila", [(33.0, -108.5), (32.9, -109.4), (33.1, -110.6), (33.05, -111.6), (33.25, -112.5), (32.95, -112.75),
              (32.85, -113.5), (32.72, -114.62)]),
    ("Missouri", [(45.93, -111.5), (46.6, -111.7), (47.5, -111.3), (47.82, -110.67), (47.65, -108.6),
                  (48.0, -106.45), (48.1, -105.0), (47.98, -104.0), (47.8, -103.0), (47.5, -101.4),
                  (46.8, -100.78), (45.54, -100.43), (44.37, -100.35), (43.8, -99.33), (43.05, -98.55),
                  (42.87, -97.4)]),
    ("Yellowstone", [(45.03, -110.7), (45.66, -110.56), (45.83, -109.95), (45.78, -108.5), (46.13, -107.55),
                     (46.41, -105.84), (47.1, -104.71), (47.98, -104.0)]),
    ("North Platte and Platte", [(40.7, -106.3), (41.45, -106.8), (42.15, -106.9), (42.85, -106.3),
                                 (42.76, -105.38), (42.3, -104.8), (42.06, -104.18), (41.87, -103.66),
                                 (41.4, -102.2), (41.12, -100.77), (40.7, -99.08), (40.92, -98.34),
                                 (41.43, -97.37), (41.4, -97.0)]),
    ("South Platte", [(39.74, -105.0), (40.42, -104.7), (40.25, -103.8), (40.62, -103.2), (40.99, -102.26),
                      (41.12, -100.77)]),
    ("Kansas and Smoky Hill", [(38.85, -102.2), (38.9, -100.8), (38.85, -99.3), (38.75, -98.2), (38.84, -97.61),
                               (39.03, -96.83), (39.2, -96.45)]),
    ("Arkansas", [(39.25, -106.3), (38.8, -106.1), (38.44, -105.24), (38.25, -104.6), (37.98, -103.54),
                  (38.05, -102.0), (37.97, -100.87), (37.75, -100.02), (38.36, -98.76), (38.06, -97.93),
                  (37.69, -97.34), (37.06, -97.04)]),
    ("Canadian", [(36.6, -104.6), (35.9, -104.3), (35.4, -104.2), (35.35, -103.4), (35.6, -102.3), (35.7, -101.5),
                  (35.9, -100.38), (35.9, -99.5), (35.6, -98.5), (35.35, -97.5), (35.1, -96.9)]),
    ("Red River", [(34.95, -101.4), (34.6, -100.2), (34.4, -99.5), (34.15, -99.0), (33.95, -98.3), (33.85, -97.5),
                   (33.8, -96.9)]),
    ("Rio Grande", [(37.7, -107.0), (37.68, -106.35), (37.47, -105.87), (36.99, -105.7), (36.4, -105.7),
                    (35.99, -106.08), (35.08, -106.66), (34.06, -106.89), (33.15, -107.2), (32.3, -106.78),
                    (31.76, -106.49), (31.1, -105.6), (30.65, -104.95), (29.56, -104.4), (29.0, -103.3),
                    (29.85, -102.3), (29.78, -101.4), (29.36, -100.9), (28.7, -100.5)]),
    ("Pecos", [(35.5, -105.4), (34.94, -104.68), (34.47, -104.24), (33.4, -104.5), (32.42, -104.23),
               (31.42, -103.49), (30.7, -101.8), (29.7, -101.36)]),
]
# The three rivers that meet the Eastern board's rivers at the seam: river name -> row index (V, AA, AG). Their
# course is carried on to the easternmost hex of that row.
EDGE_RIVERS: dict[str, int] = {"Kansas and Smoky Hill": 21, "Arkansas": 26, "Red River": 32}

# Crest lines: a ridge on every hex side between two mountain hexes that the line crosses.
CRESTS: list[tuple[str, list[Point]]] = [
    ("Continental Divide in Montana (Marias Pass to Monida Pass)",
     [(48.9, -113.9), (48.3, -113.35), (47.5, -112.75), (46.9, -112.45), (46.55, -112.3), (46.0, -112.6),
      (45.6, -113.0), (44.9, -112.9), (44.55, -112.4)]),
    ("Continental Divide in Colorado (Rocky Mountain Park to Wolf Creek Pass)",
     [(40.6, -105.85), (40.0, -105.7), (39.8, -105.8), (39.35, -106.1), (38.9, -106.4), (38.4, -106.3),
      (37.9, -106.7), (37.5, -106.8), (37.2, -106.9)]),
    ("Sierra Nevada crest (Donner Pass to Mount Whitney)",
     [(39.9, -120.6), (39.32, -120.33), (38.7, -120.0), (38.3, -119.6), (37.9, -119.25), (37.4, -118.85),
      (36.9, -118.55), (36.58, -118.29), (36.1, -118.2)]),
    ("Cascade crest (Stevens, Snoqualmie and Stampede Passes)",
     [(48.4, -121.1), (47.9, -121.15), (47.4, -121.4), (46.9, -121.55), (46.4, -121.5)]),
]

# Cities: (name, colour, cubes, lat, lon, why). Listed in the order they are placed: a city whose hex is taken, or
# beside a city placed before, or not land, goes to the nearest free land hex. All reconstructed.
CITIES: list[tuple[str, str, int, float, float, str]] = [
    ("San Francisco", "red", 5, 37.77, -122.42, "the West's great port and money market; the compendium's City "
     "Rotor example puts a red rotor on San Francisco, so it is red"),
    ("Denver", "red", 4, 39.74, -104.99, "the Rockies' railway and mining capital"),
    ("Omaha", "red", 3, 41.26, -95.93, "the Union Pacific's eastern terminus on the Missouri"),
    ("Portland", "blue", 4, 45.52, -122.68, "the Pacific North-west's chief port in the 1880s"),
    ("Salt Lake City", "yellow", 4, 40.76, -111.89, "the Mormon capital; a recommended City Rotor city"),
    ("Los Angeles", "yellow", 3, 34.05, -118.24, "southern California's trade centre, booming in the 1880s"),
    ("Seattle", "yellow", 3, 47.61, -122.33, "a Puget Sound port and lumber town"),
    ("Tacoma", "black", 3, 47.25, -122.44, "the Northern Pacific's Puget Sound terminus; a recommended City Rotor "
     "city"),
    ("Sacramento", "blue", 3, 38.58, -121.49, "California's capital, the Central Pacific's western base; Sutter's "
     "Mill adds cubes here"),
    ("Butte", "purple", 3, 46.0, -112.53, "the copper-mining city; a recommended City Rotor city"),
    ("Oklahoma City", "blue", 3, 35.47, -97.52, "the Oklahoma land-run city; a recommended City Rotor city"),
    ("Fort Worth", "yellow", 3, 32.75, -97.33, "the cattle town where the Texas trails met the railways"),
    ("San Antonio", "purple", 3, 29.42, -98.49, "the largest Texas town of the West"),
    ("El Paso", "yellow", 2, 31.76, -106.49, "the border crossing where four railways met in 1881"),
    ("Albuquerque", "blue", 2, 35.08, -106.65, "the Santa Fe and Atlantic & Pacific railways' New Mexico junction"),
    ("Helena", "blue", 2, 46.59, -112.04, "Montana's gold-rush capital"),
    ("Spokane", "purple", 2, 47.66, -117.43, "the Inland Empire's milling and mining town"),
    ("Tucson", "purple", 2, 32.22, -110.97, "Arizona's largest town of the 1880s, on the Southern Pacific"),
    ("Reno", "black", 2, 39.53, -119.81, "the Central Pacific's station for the Comstock silver mines of Virginia "
     "City and Carson City"),
    ("Leadville", "black", 2, 39.25, -106.29, "the silver-boom town of the Colorado Rockies"),
    ("Pueblo", "black", 2, 38.25, -104.6, "the steel and smelter town on the Arkansas"),
    ("Fargo", "yellow", 2, 46.88, -96.79, "the wheat town where the Northern Pacific crossed the Red River"),
    ("Promontory", "gray", 1, 41.62, -112.55, "Promontory Summit, where the Golden Spike joined the Central and "
     "Union Pacific in 1869; named on the Golden Spike card"),
    ("Deming", "gray", 1, 32.27, -107.76, "where the Southern Pacific met the Santa Fe in 1881; named on the "
     "Collis P. Huntington card"),
    ("Dodge City", "gray", 1, 37.75, -100.02, "the Santa Fe's cattle town; named on the Cyrus K. Holliday card "
     "(urbanized) and a Golden Spike bounty"),
    ("Santa Fe", "gray", 1, 35.69, -105.94, "the old capital at the end of the Santa Fe Trail; named on the Cyrus "
     "K. Holliday card (urbanized)"),
    ("Richland", "gray", 1, 46.29, -119.28, "on the Columbia at the Snake's mouth; named on the James J. Hill "
     "card (urbanized)"),
    ("Idaho Falls", "gray", 1, 43.49, -112.03, "on the Snake and the Utah & Northern; named on the James J. Hill "
     "card (urbanized)"),
    ("Elko", "gray", 1, 40.83, -115.76, "a Central Pacific town on the Humboldt; named on a Golden Spike bounty"),
    ("Topeka", "gray", 2, 39.05, -95.68, "the Santa Fe railway's home town; named on the Golden Spike Hopkins and "
     "Billings cards"),
    ("Grand Junction", "gray", 1, 39.06, -108.55, "on the Denver & Rio Grande's line to Utah; named on the Golden "
     "Spike David Moffat card"),
    ("Gallup", "gray", 1, 35.53, -108.74, "an Atlantic & Pacific coal town; named on the Golden Spike David "
     "Moffat card"),
    ("Billings", "gray", 2, 45.78, -108.5, "the Northern Pacific's Yellowstone town; named on the Frederick H. "
     "Billings card"),
    ("Cheyenne", "gray", 2, 41.14, -104.82, "the Union Pacific's Wyoming town and the line to Denver"),
    ("San Diego", "gray", 2, 32.72, -117.16, "a southern Pacific port"),
    ("Phoenix", "gray", 2, 33.45, -112.07, "the Salt River valley's farming town"),
    ("Wichita", "gray", 2, 37.69, -97.34, "a Kansas cattle and wheat town on the Arkansas"),
    ("Bismarck", "gray", 2, 46.81, -100.78, "the Northern Pacific's Missouri crossing"),
    ("Boise", "gray", 1, 43.62, -116.2, "Idaho's capital near the Oregon Short Line"),
    ("Missoula", "gray", 1, 46.87, -113.99, "a Northern Pacific town west of the Divide"),
    ("Miles City", "gray", 1, 46.41, -105.84, "a Yellowstone cattle town"),
    ("Deadwood", "gray", 1, 44.38, -103.73, "the Black Hills gold camp"),
    ("Sioux Falls", "gray", 1, 43.55, -96.73, "a Dakota town on the Big Sioux"),
    ("North Platte", "gray", 1, 41.12, -100.77, "a Union Pacific division point where the Platte forks"),
    ("Amarillo", "gray", 1, 35.22, -101.83, "a Texas Panhandle cattle town"),
    ("Abilene", "gray", 1, 32.45, -99.73, "a Texas & Pacific cattle town"),
    ("Rock Springs", "gray", 1, 41.59, -109.2, "the Union Pacific's coal town"),
    ("Winnemucca", "gray", 1, 40.97, -117.73, "a Central Pacific town on the Humboldt"),
    ("Las Vegas", "gray", 1, 36.17, -115.14, "a Mojave spring on the road to Los Angeles"),
    ("Flagstaff", "gray", 1, 35.2, -111.65, "an Atlantic & Pacific lumber town"),
    ("Fresno", "gray", 1, 36.74, -119.79, "a Central Pacific town of the San Joaquin valley"),
    ("Bakersfield", "gray", 1, 35.37, -119.02, "the south end of the San Joaquin valley below Tehachapi Pass"),
    ("Eugene", "gray", 1, 44.05, -123.09, "on the Oregon & California line up the Willamette"),
]

# Major Lines: (id, end, end, the historical line and when it opened). Points are worked out from the distance.
MAJOR_LINES: list[tuple[str, str, str, str]] = [
    ("SF-SLC", "San Francisco", "Salt Lake City", "the Central Pacific, opened 1869"),
    ("OMA-DEN", "Omaha", "Denver", "the Union Pacific and Denver Pacific through Cheyenne, opened 1870"),
    ("DEN-SLC", "Denver", "Salt Lake City", "the Denver & Rio Grande Western, opened 1883"),
    ("SEA-BIL", "Seattle", "Billings", "the Northern Pacific, opened 1883"),
    ("SF-POR", "San Francisco", "Portland", "the Southern Pacific's Shasta Route, opened 1887"),
    ("LA-ELP", "Los Angeles", "El Paso", "the Southern Pacific's Sunset Route, opened 1881"),
    ("FTW-ELP", "Fort Worth", "El Paso", "the Texas & Pacific, opened 1881"),
]

# The Transcontinental seam (rules revision 4 on; engine/data/rotw_trans/README.md). The Eastern U.S. board's western
# edge is a straight column of hexes, but on it Duluth lies at 92.1W and Dallas at 96.8W: that board is turned about
# 17 degrees against this one. The cities on that edge, with their real places, fix where its columns lie: the
# Eastern board's number 0 of row r lies where this board's (unbent) number d(r) does, d a straight line fitted to
# them. (name, latitude, longitude); their hexes are read from engine/data/rotw_eus/board.json.
EASTERN_EDGE: list[tuple[str, float, float]] = [
    ("Duluth", 46.79, -92.10), ("Minneapolis", 44.98, -93.27), ("Des Moines", 41.59, -93.62),
    ("Kansas City", 39.10, -94.58), ("Tulsa", 36.15, -95.99), ("Dallas", 32.78, -96.80),
]
# The board bent for the Transcontinental game: the Eastern board moves EAST_SHIFT doubled columns east (even, so
# rows keep their numbers' parity; 84 puts the fitted edge about halfway between the most this board must be
# squeezed, in Duluth's row, and stretched, in Dallas's). Each row's hexes east of BEND_KM[1] km (from 96.0W, at
# their own latitude) move as one with the Eastern board; west of BEND_KM[0] km nothing moves; in between the row
# is squeezed or stretched evenly. North of Duluth's row and south of Dallas's the rows move as those rows do.
EAST_SHIFT = 84
BEND_KM: tuple[float, float] = (-800.0, -100.0)  # from the foot of the Rockies (about 105W) to just west of Fargo
