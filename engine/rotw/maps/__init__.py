"""Railways of the World's maps beyond the Eastern U.S. (engine/rotw/game.py): each is its data
(engine/data/rotw_<map>/) plus a small module of its own rules."""
