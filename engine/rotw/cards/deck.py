"""The Railroad Operations deck and display: a card by its id or as typed, its timing, the cards held, a goal
claimed, a card kept, and turning up the deck's next card (what a kind does when turned up is its hook:
engine/rotw/cards/registry.py)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw.actions import TakeCard, card_word
from engine.rotw.cards import registry
from engine.rotw.data import OperationsCard, operations_by_id
from engine.rotw.scoring import score

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw


def spec(g: Rotw, card: str) -> OperationsCard:
    """The Railroad Operations card with the given id; IllegalAction if the deck has none such."""
    found = operations_by_id(g.cards).get(card)
    if found is None:
        raise IllegalAction(f"there is no Railroad Operations card {card}")
    return found


def timing(card: OperationsCard) -> str:
    """When the card acts: its `timing` ("held", "goal", …), "immediate" if it says none."""
    return str(card.params.get("timing", "immediate"))


def takeable(g: Rotw) -> list[OperationsCard]:
    """The display's cards a player may take (not those that go to the first to meet their goal)."""
    return [card for card in (spec(g, c) for c in g.state.display) if timing(card) != "goal"]


def claim(g: Rotw, player: int, card: OperationsCard, messages: list[str]) -> None:
    """A goal card in the display goes to `player`, who scores its points."""
    g.state.display.remove(card.id)
    g.state.claimed.append(card.id)
    score(g, player, int(card.params["points"]), messages, f"for {card.name}")


def held(g: Rotw, kind: str) -> list[tuple[int, OperationsCard]]:
    """(holder, card) of every kept card of that kind."""
    by_id = operations_by_id(g.cards)
    return [(p, by_id[c]) for p, standing in enumerate(g.state.players) for c in standing.cards if by_id[c].kind == kind]


def held_of_kind(g: Rotw, player: int, kind: str) -> OperationsCard | None:
    """A card of that kind the player holds, if any."""
    for card_id in g.state.players[player].cards:
        card = spec(g, card_id)
        if card.kind == kind:
            return card
    return None


def keep(g: Rotw, player: int, card: OperationsCard, messages: list[str]) -> TakeCard:
    """The player takes the card from the display and keeps it (a held or lasting card's take)."""
    g.state.display.remove(card.id)
    g.state.players[player].cards.append(card.id)
    messages.append(f"{g.player_name(player)} takes {card.name} ({card.text}).")
    return TakeCard(card=card.id)


def in_display(g: Rotw, typed: str) -> OperationsCard:
    """The display's card a player means: its id, its number on the status card (1, 2, …) or its name as shown."""
    text = typed.strip()
    display = g.state.display
    if any(c.id == text for c in g.cards.operations):
        return spec(g, text)
    if text.isdigit():
        if not 1 <= int(text) <= len(display):
            raise IllegalAction(f"the display has cards 1 to {len(display)}; card {text} is not there")
        return spec(g, display[int(text) - 1])
    named = [spec(g, c) for c in display if card_word(spec(g, c).name) == card_word(text)]
    if not named:
        shown = ", ".join(f"{i} {g.card_name(c)}" for i, c in enumerate(display, start=1))
        raise IllegalAction(f"no card called '{text}' is in the display ({shown})")
    return named[0]


def setup_display(operations: list[OperationsCard], shuffle: random.Random) -> tuple[list[str], list[str]]:
    """(the display, the deck) at the start: the start cards, those of a kind dealt at setup (Service Bounties) drawn
    at random (as many as the kind says, sorted), and the rest shuffled."""
    starts = [c.id for c in operations if c.start and registry.kind(c.kind).dealt_at_setup is None]
    drawn = [c for c in operations if c.start and registry.kind(c.kind).dealt_at_setup is not None]
    count = max((registry.kind(c.kind).dealt_at_setup or 0 for c in drawn), default=0)
    picked = [c.id for c in drawn]
    shuffle.shuffle(picked)
    deck = [c.id for c in operations if not c.start]
    shuffle.shuffle(deck)
    return [*starts, *sorted(picked[:count])], deck


def turn_up(g: Rotw, messages: list[str] | None, setup: random.Random | None = None) -> None:
    """Turn up the deck's next card into the display, unless its kind deals with it when turned up (Operations Growth
    is discarded and two come instead; a Railroad Executive dealt at setup, `setup` then the deck's generator, goes
    back into the deck)."""
    state = g.state
    if not state.deck:
        return
    if setup is None and g.secret is not None:  # in play: a fresh draw among the cards left (an undo never shows the next)
        index = g.rng_for("deck", state.deck_draws).randrange(len(state.deck))
        state.deck_draws += 1
        card = spec(g, state.deck.pop(index))
    else:
        card = spec(g, state.deck.pop())
        if setup is None:
            g.counted_draw()  # the deck's top is shown: a draw all the same (one a move's undo must not show again)
    hook = registry.kind(card.kind).turned_up
    if hook is not None and hook(g, card, messages, setup):
        return
    state.display.append(card.id)
    if messages is not None:
        messages.append(f"A new Railroad Operations card is turned up: {card.name}.")
