"""Railways of the World's pictures: the board (board.py), a position on it (maps.py), a delivery (delivery.py),
the part of the map around a move (area.py), and the status card (pictures.py, the family's entry)."""
