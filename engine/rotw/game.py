"""Railways of the World as a `Game`: setup (cubes drawn into the cities, the Railroad Operations
display, two Rail Baron cards each of which one is kept secretly), then turns (turns.py) of an
auction and three action rounds (moves.py), and the final scoring.

The seed draws the cubes and shuffles the decks, so it is chosen by the server and kept secret
(`secret_seed`); a player's Rail Baron card is shown only to them (`private_lines`).
"""

from __future__ import annotations

import hashlib
import hmac
import random
from typing import ClassVar

from engine.core import situation as where
from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game, Outcome
from engine.rotw import board as boards
from engine.rotw import cards, cities, fuel, mines, moves, rotors, suggest, turns, variants
from engine.rotw import deliver as deliveries
from engine.rotw.actions import (
    BuildTrack,
    DeliverCube,
    FirstBid,
    Inspect,
    KeepBaron,
    PlaceMine,
    TakeCard,
    UpgradeEngine,
    Urbanize,
    WesternLink,
)
from engine.rotw.board import Board
from engine.rotw.cards import registry
from engine.rotw.cards.kinds import inspector
from engine.rotw.data import BaronCard, CardsSpec, OperationsCard, RulesSpec, load_cards, load_rules
from engine.rotw.state import ACTIONS, AUCTION, BARONS, OVER, PlayerState, RotwState, draw_cube, money, rng
from engine.rotw.view import RotwView, minis_lines, public_view


class Rotw(Game[RotwState]):
    title = "RotW-EUS"
    name = "Railways of the Eastern U.S."
    family = "rotw"
    min_players, max_players = 2, 6
    secret_seed = True
    map_id: ClassVar[str] = "eus"
    summary = ("Build track links between cities, deliver goods cubes to cities of their colour over links (yours and "
               "others'), upgrade your engine, urbanize, issue bonds; a secret Rail Baron goal; the end after the Empty "
               "City Markers run out.")
    options_offered: ClassVar[dict[str, str]] = variants.OPTIONS
    move_types: ClassVar[tuple[type, ...]] = (KeepBaron, FirstBid, BuildTrack, Urbanize, UpgradeEngine, DeliverCube,
                                              TakeCard, WesternLink, PlaceMine, Pass)

    # -- data -------------------------------------------------------------------------------------

    @classmethod
    def players_allowed(cls, revision: int) -> tuple[int, int]:
        """The map's rules file says (Europe and Mexico changed at revision 4); `max_players` is the current count."""
        counts = load_rules(cls.map_id, revision).players
        return counts["min"], counts["max"]

    @property
    def board(self) -> Board:
        """The map as the game's rules revision reads it."""
        return boards.load(self.map_id, self.revision)

    @property
    def rules(self) -> RulesSpec:
        """The map's rules as the game's rules revision reads them."""
        return load_rules(self.map_id, self.revision)

    @property
    def cards(self) -> CardsSpec:
        """The map's Rail Baron and Railroad Operations decks, with the cards the game's options add (a kind's
        `option_cards`: engine/rotw/cards/registry.py)."""
        return registry.with_option_cards(self.map_cards(), self.options)

    def map_cards(self) -> CardsSpec:
        """The map's own decks, as its data has them."""
        return load_cards(self.map_id)

    def setup_operations(self) -> list[OperationsCard]:
        """The Railroad Operations cards the game starts with (the Transcontinental game: the Eastern deck)."""
        return list(self.cards.operations)

    def baron_pool(self) -> list[BaronCard]:
        """The Rail Baron cards dealt at the start (the Transcontinental game: the Eastern ones)."""
        return list(self.cards.barons)

    def income(self, score: int) -> int:
        """The income a player earns each turn at this score (the income / score track, its last space at most)."""
        track = self.rules.income
        return track[min(score, len(track) - 1)]

    def markers_needed(self) -> int:
        """Empty City Markers that end the game (two fewer with the "shorter" option)."""
        needed = self.rules.end_markers[str(len(self.players))]
        return needed - 2 if "shorter" in self.options else needed

    def engine_max(self, player: int) -> int:
        """The highest engine level `player` may upgrade to."""
        return self.rules.engine_max

    def public_view(self) -> RotwView:
        """The position as anyone may see it (no secret cards, no deck order): what front ends read."""
        return public_view(self)

    def card_numbered(self, number: int) -> str | None:
        display = self.state.display
        return display[number - 1] if 1 <= number <= len(display) else None

    def card_name(self, card: str) -> str:
        """The name of the Railroad Operations card with the given id (the id itself if the deck has none such)."""
        spec = next((c for c in self.cards.operations if c.id == card), None)
        return spec.name if spec else card

    # -- setup ------------------------------------------------------------------------------------

    def _initial_state(self) -> RotwState:
        rules, board = self.rules, self.board
        n = len(self.players)
        state = RotwState(
            players=[PlayerState(engine=rules.engine_start) for _ in self.players],
            cubes={},
            bag={color: rules.cubes_per_color for color in ("black", "blue", "purple", "red", "yellow")},
            deck=[],
            display=[],
            new_cities=dict(board.spec.new_city_tiles),
        )
        fewer = 1 if n in rules.fewer_cubes_with else 0
        for hex_name, city in board.cities.items():
            wanted = max(city.cubes - fewer, 1) if city.cubes else 0
            state.cubes[hex_name] = [c for c in (draw_cube(state, self.rng_for) for _ in range(wanted)) if c is not None]
        shuffle = self.rng_for("setup", 0)  # the decks' own generator, apart from the cube draws
        operations = self.setup_operations()
        state.display, state.deck = cards.setup_display(operations, shuffle)
        self.state = state
        for _ in range(2 * n):
            cards.turn_up(self, None, setup=shuffle)
        barons = [b.id for b in self.baron_pool()]
        shuffle.shuffle(barons)
        for index, standing in enumerate(state.players):
            standing.baron_offer = barons[2 * index: 2 * index + 2]
        state.first = self.rng_for("first", 0).randrange(n)  # who bids first in turn 1
        state.rotors = rotors.setup(self)
        variants.check_options(self)
        state.stage = variants.start_stage(self)
        if state.stage == AUCTION:  # baron-later: straight to the first turn
            self.state = state
            turns.start_auction(self, [])
        return state

    # -- who acts -----------------------------------------------------------------------------------

    def acting_players(self) -> list[int]:
        state = self.state
        if state.stage == BARONS or state.barons_due:
            return [p for p, s in enumerate(state.players) if s.baron is None]  # all at once, in secret
        if state.stage == AUCTION:
            return [turns.bidder(self)]
        if state.stage == ACTIONS:
            return [state.order[state.acting]]
        return []

    def situation(self, player: int) -> where.Situation:
        state = self.state
        if state.stage == AUCTION and state.auction is not None:
            return where.Situation(where.FIRST_BID, f"Turn {state.turn}", high_bid=state.auction.high)
        if state.stage == ACTIONS and not state.barons_due:
            return where.Situation(where.ACTIONS, f"Turn {state.turn}")
        return where.Situation(where.OTHER, state.stage)

    def standings(self) -> list[tuple[int, int]]:
        """(points on the income/score track, bonds) of each player: public, read without copying the position."""
        return [(p.score, p.bonds) for p in self.state.players]

    def major_lines_won(self) -> list[tuple[str, int]]:
        """(Major Line, the player who completed it) in the order they were won."""
        return list(self.state.major_lines.items())

    def forced_move(self, player: int) -> Action | None:
        """Only in the auction for first player: a turn's list of moves leaves out the track one may build."""
        return super().forced_move(player) if self.state.stage == AUCTION else None

    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Action]:
        if player not in self.acting_players():
            return []
        state = self.state
        if state.stage == BARONS or state.barons_due:
            return [KeepBaron(choice=1), KeepBaron(choice=2)]
        if state.stage == AUCTION:
            auction = state.auction
            assert auction is not None
            least = max(self.rules.auction_minimum, auction.high + 1)
            return [FirstBid(amount=least), Pass()]
        found: list[Action] = [Pass(), UpgradeEngine()] if state.players[player].engine < self.engine_max(player) else [Pass()]
        found += [DeliverCube(color=d.color, cities=d.leg, stop=d.stop) for d in deliveries.options(self, player)]
        gray = [h for h in self.board.cities if deliveries.city_color(self, h) == "gray" and cities.urbanizable(self, h)]
        colors = [c for c, n in sorted(state.new_cities.items()) if n]
        found += [Urbanize(city=h, color=c) for h in gray for c in colors]
        found += mines.moves(self, player)
        found += inspector.inspections(self, player)
        for card in cards.takeable(self):
            found += cards.ways(self, card, player)
        for city, spec in self.board.cities.items():
            if spec.western_link and city not in state.western_links and any(
                    lk.owner == player and lk.complete and city in (lk.start, lk.end) for lk in state.links):
                found.append(WesternLink(city=city))
        return found

    # -- moves -----------------------------------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> Outcome:
        acting = self.acting_players()
        if player not in acting:
            raise IllegalAction(f"it is not your turn; {self.player_name(acting[0])} acts now" if acting else "no one acts now")
        state = self.state
        messages: list[str] = []
        private: tuple[str, ...] = ()
        if state.stage == BARONS or state.barons_due:
            if not isinstance(action, KeepBaron):
                raise IllegalAction("first keep one of your two Rail Baron cards: keep-baron 1 or keep-baron 2 (see /game hand)")
            standing = state.players[player]
            standing.baron = standing.baron_offer[action.choice - 1]
            standing.baron_offer = []
            messages.append(f"{self.player_name(player)} keeps a Rail Baron card.")
            private = (f"You keep {self.baron_text(standing.baron)}.",)
            if all(s.baron is not None for s in state.players):
                if state.barons_due:
                    state.barons_due = False  # baron-later: the round goes on
                else:
                    turns.start_auction(self, messages)
        elif state.stage == AUCTION:
            if not isinstance(action, FirstBid | Pass):
                auction = state.auction
                least = max(self.rules.auction_minimum, auction.high + 1) if auction is not None else self.rules.auction_minimum
                raise IllegalAction(f"the auction for first player is on: bid at least {money(least)} "
                                    f"(/bid amount:…) or pass (/pass)")
            turns.bid(self, player, action.amount if isinstance(action, FirstBid) else None, messages)
        elif isinstance(action, PlaceMine):  # an add-on to the action round, not an action
            action = mines.place(self, player, action, messages)
        elif isinstance(action, Inspect):  # Railroad Inspector: not an action either
            action = inspector.inspect(self, player, action, messages)
        else:
            action = self._act(player, action, messages)
            turns.action_done(self, messages)
        return Outcome(player, action, tuple(messages), private=private)

    def _act(self, player: int, action: Action, messages: list[str]) -> Action:
        fuel.before_action(self, player, action, messages)
        if isinstance(action, Pass):
            messages.append(f"{self.player_name(player)} passes.")
            return action
        if isinstance(action, BuildTrack):
            return moves.build(self, player, action, messages)
        if isinstance(action, Urbanize):
            return cities.urbanize(self, player, action, messages)
        if isinstance(action, UpgradeEngine):
            moves.upgrade(self, player, messages)
            return action
        if isinstance(action, DeliverCube):
            return moves.deliver(self, player, action, messages)
        if isinstance(action, WesternLink):
            return moves.western_link(self, player, action, messages)
        if isinstance(action, TakeCard):
            return cards.take(self, player, action, messages)
        raise IllegalAction("an action is build, urbanize, upgrade, deliver, card, western-link, mine or pass")

    def seating_sentence(self) -> str:
        """Players sit as they joined; what is drawn is who is first in turn 1 (who bids first, or goes first)."""
        first = self.players[self.state.first]
        return f"Seating order, as you joined: {', '.join(self.players)}; {first} is first in turn 1, drawn at random."

    def rng_for(self, purpose: str, index: int) -> random.Random:
        """The generator of one draw: `purpose` ("cube", "deck", "setup", "first") and its number. A game with a secret
        draws from an HMAC-SHA256 of the secret, the draw and the epoch (the undos before the move), so no public draw
        tells another and a move made again after an undo draws anew; one without (saved before secrets, or a console
        operator's fixed seed) draws from its seed as it always did. Every draw is counted: a move that drew is
        taken back only by every player's consent."""
        self.counted_draw()
        if self.secret is None:
            if purpose == "cube":
                return rng(self.seed, index)
            if purpose == "setup":
                return rng(self.seed, 10**6)
            return random.Random(f"rotw-{purpose}:{self.seed}")
        digest = hmac.new(self.secret, f"rotw:{purpose}:{self.epoch}:{index}".encode(), hashlib.sha256).digest()
        return random.Random(int.from_bytes(digest, "big"))

    # -- the end ----------------------------------------------------------------------------------------

    def finish(self, messages: list[str]) -> None:
        """The final scoring: each player's points on the track, less the penalty of their bonds, plus their Rail Baron cards."""
        state = self.state
        final = {}
        for player, standing in enumerate(state.players):
            earned, shown = 0, ""
            for card_id in cards.barons_of(self, player):
                baron, why = cards.baron_points(self, player, card_id)
                earned += baron
                card = cards.baron_spec(self, card_id)
                if card is None:
                    continue
                if card.id in state.claimed:  # Pullman's: revealed and scored when met, counted on the track already
                    shown += f"; Rail Baron {card.name}: met during the game, its {card.points} points on the track"
                else:
                    shown += f"; Rail Baron {card.name}: {f'+{baron} ({why})' if baron else 'not met'}"
            points = standing.score - standing.bonds * self.rules.bond_penalty + earned
            final[player] = points
            bonds = f", less {standing.bonds} for bonds" if standing.bonds else ""
            messages.append(f"{self.player_name(player)}: {points} points ({standing.score} on the track{bonds}{shown}).")
        state.final_scores = final
        best = max(final.values())
        winners = self.winners()
        messages.append(f"{' and '.join(self.player_name(p) for p in winners)} win{'s' if len(winners) == 1 else ''} "
                        f"with {best} points!")

    def last_turn_over(self, messages: list[str]) -> None:
        """The game's last turn is over: the final scoring (the Transcontinental game opens the West instead
        at the end of its Eastern phase)."""
        self.finish(messages)
        self.state.stage = OVER

    def what_ends(self) -> str:
        """What the last Empty City Marker ends: "the game" (the Transcontinental game's Eastern phase first)."""
        return "the game ends"

    def turns_after_last_marker(self) -> int:
        """Full turns played after the one in which the last Empty City Marker is placed."""
        return 1

    def marker_counts(self, city: str) -> bool:
        """Whether an emptied city takes an Empty City Marker (the Transcontinental game's West: not all do)."""
        return True

    def closed_cities(self) -> frozenset[str]:
        """City hexes that may no longer be urbanized nor grow (the Transcontinental game's Eastern cities)."""
        return frozenset()

    def winners(self) -> list[int]:
        """Most points; then most links; then most money (rulebook: Winning the Game)."""
        scores = self.state.final_scores or {}
        if not scores:
            return []

        def key(p: int) -> tuple[int, int, int]:
            links = sum(1 for lk in self.state.links if lk.owner == p and lk.complete)
            return (scores[p], links, self.state.players[p].money)

        best = max(key(p) for p in scores)
        return [p for p in scores if key(p) == best]

    def scores(self) -> dict[int, int] | None:
        return self.state.final_scores

    # -- text ------------------------------------------------------------------------------------------

    def baron_text(self, card: str | None) -> str:
        """A Rail Baron card in words: its name and what it asks for ("no Rail Baron card" for none)."""
        spec = next((b for b in self.cards.barons if b.id == card), None)
        return f"{spec.name} ({spec.text})" if spec else "no Rail Baron card"

    def card_texts(self) -> list[tuple[str, str, str]]:
        """Every Operations card of this map's deck (copies once) and every Rail Baron card."""
        found: dict[str, tuple[str, str, str]] = {}
        for card in self.cards.operations:
            found.setdefault(card.name, (card.id, card.name, card.text))
        for baron in self.cards.barons:
            found.setdefault(f"Rail Baron: {baron.name}", (baron.id, f"Rail Baron: {baron.name}", baron.text))
        return list(found.values())

    def consequences(self, player: int, action: Action) -> str | None:
        return suggest.consequences(self, player, action)

    def private_lines(self, player: int) -> list[str]:
        standing = self.state.players[player]
        if standing.baron_offer:
            return [*(f"Your Rail Baron card of the Eastern phase: {self.baron_text(c)}" for c in standing.earlier_barons),
                    *(f"Rail Baron card {i}: {self.baron_text(c)}" for i, c in enumerate(standing.baron_offer, start=1))]
        earlier = [f"Your Rail Baron card of the Eastern phase: {self.baron_text(c)}" for c in standing.earlier_barons]
        return [*earlier, f"Your Rail Baron card: {self.baron_text(standing.baron)}"]

    def markers_text(self) -> str:
        """How far the Empty City Markers have gone, never "16 of 14": cities emptied after the last one needed are
        counted apart."""
        state, needed = self.state, self.markers_needed()
        if state.last_turn is None:
            return f"{state.markers_placed} of {needed}"
        beyond = state.markers_placed - needed
        more = f" (and {beyond} more emptied since)" if beyond > 0 else ""
        return f"all {needed} placed{more}; {self.what_ends()} after turn {state.last_turn}"

    def turn_prompt(self, player: int) -> str:
        name, state = self.player_name(player), self.state
        if state.stage == BARONS:
            return f"{name}: keep one of your Rail Baron cards (/game hand shows them): /keep-baron choice:1 or 2"
        if state.stage == AUCTION:
            auction = state.auction
            assert auction is not None
            least = max(self.rules.auction_minimum, auction.high + 1)
            return f"{name}: bid for first player (at least {money(least)}): /bid amount:…, or /pass"
        verbs = ["/build path:…", "/deliver color:… route:…", "/urbanize city:… color:…", "/upgrade-engine", "/card card:…"]
        verbs += ["/western-link city:…"] if any(c.western_link for c in self.board.cities.values()) else []
        verbs += ["/mine city:…"] if "mines" in self.options else []
        return f"{name}, action {state.round} of {self.rules.action_rounds}: {', '.join(verbs)}, or /pass (/game moves lists them)"

    def status_lines(self) -> list[str]:
        state = self.state
        stage = {BARONS: "choosing Rail Baron cards", AUCTION: "the first-player auction", OVER: "game over"}.get(
            state.stage, f"round {state.round}")
        lines = [self.name, f"Turn {state.turn}, {stage}; Empty City Markers {self.markers_text()}"]
        for player, standing in enumerate(state.players):
            links = sum(1 for lk in state.links if lk.owner == player and lk.complete)
            bonds = f"{standing.bonds} bond{'' if standing.bonds == 1 else 's'}"
            lines.append(f"  {self.player_name(player)}: {money(standing.money)}, {bonds}, engine "
                         f"{standing.engine}, {standing.score} point{'' if standing.score == 1 else 's'} "
                         f"(income {money(self.income(standing.score))}), {links} link{'' if links == 1 else 's'}")
        final = state.final_scores if state.stage == OVER and self.since("rotw-final-status") else None
        if final:  # rules revision 5 (issue 45 §6): once over, the final scoring, as the end of the game said it
            ranked = sorted(final, key=lambda p: -final[p])
            lines.append("  Final scoring (bonds and Rail Baron cards counted): " + ", ".join(
                f"{self.player_name(p)} {final[p]} point{'' if final[p] == 1 else 's'}" for p in ranked))
        return lines + minis_lines(self)
