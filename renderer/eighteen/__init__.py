"""The 18xx family's pictures: the map (board art, tiles, stations, marks), routes, tile choices, the stock
market and the status cards; ez.py for the 18EZ levels, gl.py for 18GL."""
