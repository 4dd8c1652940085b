"""Tiles as they lie on the board: rotated track, exits, kinds and upgrades."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from engine.core.hexgrid import EDGE_WORDS
from engine.eighteen.shared.gamedata import COLOR_ORDER, TileSpec


def tile_kind(spec: TileSpec) -> str:
    """Which hexes a tile fits: 'metropolis', 'large' (city), 'double' (two towns), 'small' (town) or 'open'."""
    if spec.label == "Metropolis":
        return "metropolis"
    if spec.cities:
        return "large"
    if len(spec.towns) == 2:
        return "double"
    if spec.towns:
        return "small"
    return "open"


@dataclass(frozen=True)
class PlacedTile:
    """A tile spec at a rotation; all edges here are board edges (already rotated)."""

    spec: TileSpec
    rotation: int

    @property
    def id(self) -> str:
        """The tile's id."""
        return self.spec.id

    @property
    def color(self) -> str:
        """The tile's colour."""
        return self.spec.color

    @cached_property
    def paths(self) -> tuple[tuple[int | str, int | str], ...]:
        """The tile's track as pairs of ends: board edges (rotated) or the tile's stops and junctions."""
        def turn(end: int | str) -> int | str:
            return (end + self.rotation) % 6 if isinstance(end, int) else end

        return tuple((turn(a), turn(b)) for a, b in self.spec.paths)

    @cached_property
    def exits(self) -> frozenset[int]:
        """The board edges the tile's track leaves by."""
        return frozenset(end for path in self.paths for end in path if isinstance(end, int))

    @cached_property
    def connections(self) -> frozenset[tuple[int | str, int | str]]:
        """Everything the track joins: edge pairs (directly or through a stop or
        junction) and stop-edge pairs. An upgrade must keep all of these."""
        joined: set[tuple[int | str, int | str]] = set()
        via_node: dict[str, set[int]] = {}
        for a, b in self.paths:
            if isinstance(a, int) and isinstance(b, int):
                joined.add((min(a, b), max(a, b)))
                continue
            node, edge = (a, b) if isinstance(b, int) else (b, a)
            if isinstance(edge, int):
                via_node.setdefault(str(node), set()).add(edge)
                if not str(node).startswith("junction"):
                    joined.add((str(node)[:4], edge))
        for edges in via_node.values():
            for a in edges:
                for b in edges:
                    if a < b:
                        joined.add((a, b))
        return frozenset(joined)

    def describe_edges(self, edges: set[int] | frozenset[int], layout: str) -> str:
        """The edges in words for the board's layout ('lower-left, right'), in edge order."""
        return ", ".join(EDGE_WORDS[layout][e] for e in sorted(edges))


def colour_problem(old: str, new: str) -> str | None:
    """Why a `new`-coloured tile cannot replace an `old`-coloured one (each upgrade is the next colour), or None."""
    old_rank, new_rank = COLOR_ORDER.index(old), COLOR_ORDER.index(new)  # type: ignore[arg-type]
    if new_rank != old_rank + 1:
        wanted = COLOR_ORDER[old_rank + 1] if old_rank + 1 < len(COLOR_ORDER) else None
        if wanted is None:
            return f"a {old} tile can never be upgraded"
        return f"a {old} tile can only be replaced by a {wanted} one (no colour may be skipped)"
    return None


def upgrade_problem(old: PlacedTile, new: PlacedTile, layout: str) -> str | None:
    """Why `new` cannot replace `old` (colour and kept track), or None if it can."""
    problem = colour_problem(old.color, new.color)
    if problem:
        return problem
    lost_exits = old.exits - new.exits
    if lost_exits:
        return f"it would remove the existing track to the {old.describe_edges(lost_exits, layout)}"
    if not old.connections <= new.connections:
        return "it does not keep the existing connections between the track's exits"
    return None


def distinct_rotations(spec: TileSpec) -> list[int]:
    """Rotations that give different track (tile 9 has three, tile 63 one)."""
    seen: set[frozenset[tuple[int | str, int | str]]] = set()
    result = []
    for rotation in range(6):
        key = frozenset(tuple(sorted(map(str, p))) for p in PlacedTile(spec, rotation).paths)
        if key not in seen:
            seen.add(key)
            result.append(rotation)
    return result
