"""The 18xx family's pictures: the map (board art, tiles, stations, marks), routes, tile choices, the stock
market and the status cards: common/ for what both titles draw, ez/ for the 18EZ levels, gl/ for 18GL."""
