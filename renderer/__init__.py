"""PNG pictures of the game (map, routes, status card) with Pillow — issue #5, not built yet."""
