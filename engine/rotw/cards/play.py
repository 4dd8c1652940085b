"""What the rules ask of the Railroad Operations cards, each question put to the registered kinds
(engine/rotw/cards/registry.py) in the order the rules have always asked them: taking a card and the ways to take
it, and what follows a delivery, a completed link and an engine upgrade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw.actions import TakeCard
from engine.rotw.cards import barons, deck, registry
from engine.rotw.cards.registry import Delivery
from engine.rotw.data import OperationsCard, kinds_of
from engine.rotw.state import Link

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

OPTION_WORDS = {"city": "city", "color": "colour", "link": "link"}  # a take's options, as a refusal names them


def take(g: Rotw, player: int, action: TakeCard, messages: list[str]) -> TakeCard:
    """The player takes a Railroad Operations card from the display, doing at once what it does, or keeping it."""
    state = g.state
    card = deck.in_display(g, action.card) if not g.trusted else deck.spec(g, action.card)
    if card.id not in state.display:
        raise IllegalAction(f"{card.name} is not in the display")
    if deck.timing(card) == "goal":
        raise IllegalAction(f"{card.name} cannot be taken: it goes to the first player to do what it says")
    kind = registry.kind(card.kind)
    why = kind.refusal(g, player, card) if kind.refusal is not None else None
    if why:
        raise IllegalAction(why)
    given = [word for field, word in OPTION_WORDS.items()
             if getattr(action, field) not in (None, "") and field not in kind.options]
    if given:  # an option the card has no use for is refused, not silently dropped
        raise IllegalAction(f"{card.name} takes no {' or '.join(given)}")
    if kind.take is not None:
        return kind.take(g, player, card, action, messages)
    return deck.keep(g, player, card, messages)  # no options: `given` refused any


def ways(g: Rotw, card: OperationsCard, player: int) -> list[TakeCard]:
    """The legal ways for `player` to take the display's card now."""
    hook = registry.kind(card.kind).ways
    return hook(g, card, player) if hook is not None else [TakeCard(card=card.id)]


def after_delivery(g: Rotw, player: int, color: str, cities: tuple[str, ...], messages: list[str],
                   links: tuple[int, ...] = ()) -> None:
    """Goal cards a delivery wins (in display order), then each kind's look at the delivery (Trading Depots, Hotels,
    Shinbashi Station, Diplomatic Relations, Local Campaigns: in their order)."""
    state = g.state
    colors = state.delivered.setdefault(player, [])
    if color not in colors:
        colors.append(color)
    done = Delivery(color, cities, links, tuple(colors))
    for card_id in list(state.display):
        card = deck.spec(g, card_id)
        if deck.timing(card) != "goal":
            continue
        won = registry.kind(card.kind).won_by_delivery
        if won is not None and won(g, card, player, done):
            deck.claim(g, player, card, messages)
    for kind in registry.hooked("after_delivery"):
        assert kind.after_delivery is not None
        kind.after_delivery(g, player, done, messages)


def after_link(g: Rotw, player: int, link: Link, messages: list[str]) -> None:
    """A completed link: each kind's look at it (Capital Charters score), the Rail Barons of the first to connect,
    then the goal cards it wins (the Golden Spike, Long Distance), in display order."""
    for kind in registry.hooked("after_link"):
        assert kind.after_link is not None
        kind.after_link(g, player, link, messages)
    barons.first_connections(g, player)
    for card_id in list(g.state.display):
        card = deck.spec(g, card_id)
        won = registry.kind(card.kind).won_by_link
        if won is not None and won(g, card, player, link):
            deck.claim(g, player, card, messages)


def upgrade_price(g: Rotw, player: int, cost: int, messages: list[str]) -> int:
    """An engine upgrade's cost, the first held card that changes it used (a free Engine Upgrade, Coal Fueled Engines)."""
    for kind in registry.hooked("upgrade_price"):
        assert kind.upgrade_price is not None
        price = kind.upgrade_price(g, player, cost, messages)
        if price is not None:
            return price
    return cost


def after_upgrade(g: Rotw, player: int, messages: list[str]) -> None:
    """After an engine upgrade: the first to each level (Pullman), then the goal cards it wins (New Train)."""
    barons.after_upgrade(g, player, messages)
    for card_id in list(g.state.display):
        card = deck.spec(g, card_id)
        won = registry.kind(card.kind).won_by_upgrade
        if won is not None and won(g, card, player):
            deck.claim(g, player, card, messages)


def stops_delivery(g: Rotw, player: int, origin: str, messages: list[str]) -> bool:
    """Whether a card stops the player's delivery before it is made (Great Britain's Railroad Inspector)."""
    for kind in registry.hooked("stops_delivery"):
        assert kind.stops_delivery is not None
        if kind.stops_delivery(g, player, origin, messages):
            return True
    return False


def link_refused(g: Rotw, player: int, city: str) -> str | None:
    """Why the player may not build a link into `city` (another player's City Charter), or None."""
    present = kinds_of(g.cards)
    for kind in registry.hooked("refuses_link"):
        if kind.name not in present:  # most decks have none: no need to look at every player's cards
            continue
        assert kind.refuses_link is not None
        why = kind.refuses_link(g, player, city)
        if why:
            return why
    return None
