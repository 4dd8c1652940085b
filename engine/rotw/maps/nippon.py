"""Railways of Nippon (2-4 players): the same rules on the Japan map (engine/data/rotw_nip/), with its own decks
(Shinbashi Station, Foreign Trade Ports, Local Campaign, Diplomatic Relations, Hot Springs, …:
engine/rotw/cards/kinds/) and Empty City Markers, and its components where they limit play: 164 track tiles (rules.json
`track_tiles`) and 16 New City tiles (board.json). Shinbashi Station replaces the Railroad Era Begins as a start
card, and the game is set up with one blue cube, not drawn at random, in Tokyo."""

from __future__ import annotations

from typing import ClassVar

from engine.rotw import variants
from engine.rotw.data import OperationsCard
from engine.rotw.game import Rotw
from engine.rotw.state import RotwState

OPTIONS: dict[str, str] = {name: text for name, text in variants.OPTIONS.items() if name != "drover"}


class RotwNippon(Rotw):
    title = "RotW-NIP"
    name = "Railways of Nippon"
    min_players, max_players = 2, 4
    map_id: ClassVar[str] = "nip"
    options_offered: ClassVar[dict[str, str]] = OPTIONS
    summary = ("Railways of the World on the map of Japan: build track through its mountains and across its "
               "straits, deliver goods cubes to cities of their colour, recreate the Shinbashi line, upgrade your "
               "engine, urbanize, issue bonds; a secret Rail Baron goal; the end after the Empty City Markers run out.")

    def setup_operations(self) -> list[OperationsCard]:
        """The deck without the cards another replaces (The Railroad Era Begins: Shinbashi Station's place)."""
        ids = {c.id for c in self.cards.operations}
        return [c for c in self.cards.operations if c.params.get("replaced_by") not in ids]

    def _initial_state(self) -> RotwState:
        state = super()._initial_state()
        shinbashi = next((c for c in self.cards.operations if c.kind == "shinbashi"), None)
        tokyo = self.board.city(str(shinbashi.params["from"])) if shinbashi else None
        color = str(shinbashi.params["color"]) if shinbashi else ""
        if tokyo is not None and state.bag.get(color, 0) > 0:  # "one (non random) blue cube in Tokyo"
            state.bag[color] -= 1
            state.cubes.setdefault(tokyo, []).append(color)
        return state
