"""The registry of Railroad Operations card kinds: one `Kind` record per kind name (the `kind` of a card in
engine/data/rotw_<map>/cards.json), with the hooks the rules ask for instead of comparing kinds. Each module of
engine/rotw/cards/kinds/ registers its kinds when the registry is first asked (the modules are found by name, so a
new kind is its module, its data and its test: engine/rotw/cards/README.md)."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.rotw.actions import TakeCard
from engine.rotw.data import CardsSpec, OperationsCard
from engine.rotw.state import Link

if TYPE_CHECKING:
    import random

    from engine.rotw.contract import RotwGame as Rotw

KINDS_PACKAGE = "engine.rotw.cards.kinds"


@dataclass(frozen=True)
class Delivery:
    """A delivery as the cards see it: the cube's colour, the cities in order, the links used, and every colour the
    player has delivered so far (this one included)."""

    color: str
    cities: tuple[str, ...]
    links: tuple[int, ...]
    colors: tuple[str, ...]


@dataclass(frozen=True)
class Worth:
    """What a card of the kind is worth to the computer player, as plain data (engine/rotw never imports the bot):
    `way` names one of the bot's ways of valuing a card (engine/players/rotw/cards.py WAYS: "flat" points, "money"
    in thousands, "growth", "urbanize", ...), `amount` is that way's number if it takes one, and `never` says why
    the bot never takes such a card (a goal card, one never on display)."""

    way: str = ""
    amount: float | None = None
    never: str = ""


def never(why: str) -> Worth:
    """The worth of a kind the bot never takes, and why."""
    return Worth(never=why)


GOAL = never("a goal card (green circle): it goes to the first player to do what it says")


@dataclass(frozen=True)
class Build:
    """How a card used for a build prices it: `tiles` (the most tiles, e.g. Perfect Engineering's five; it may refuse
    with IllegalAction), `tile` (a tile's cost on a terrain, from the usual cost), `ridge` (a ridge's extra cost, from
    the usual one) and `ferry` (one ferry hex free, its ferry crossed)."""

    tiles: Callable[[Rotw, OperationsCard], int] | None = None
    tile: Callable[[OperationsCard, str, int], int] | None = None
    ridge: Callable[[int], int] | None = None
    ferry: bool = False


@dataclass(frozen=True)
class Kind:
    """A kind of Railroad Operations card and its hooks (None: the kind has no say there).

    take            taking the card (it is in the display; the options it names in `options` are checked): the move
                    as recorded. None: the card is kept by its taker.
    ways            the legal ways to take it now; None: `take-card ID` alone.
    refusal         why it may not be taken now (asked before its options are checked), or None.
    won_by_delivery a goal in the display won by a delivery (checked in display order, before `after_delivery`).
    won_by_link     a goal in the display won by a completed link (after the `after_link` hooks).
    won_by_upgrade  a goal in the display won by an engine upgrade.
    after_delivery, after_link   once after every delivery or completed link, in `order`.
    upgrade_price   the cost of an engine upgrade with a card of the kind held (None: not used), in `order`.
    build, after_build   a card used for a build: its prices, and what it does after the build (given the hexes laid).
    turned_up       when the card is turned up (setup: the deck's generator at setup, else None): True if it has dealt
                    with itself (discarded, put back) and is not put in the display.
    dealt_at_setup  start cards of the kind: this many of them, drawn at random, start in the display.
    refuses_link    why `player` may not build a link into `city` now, or None.
    stops_delivery  whether a delivery is stopped before it is made (the cube stays).
    option_cards    cards (their data) a game option shuffles into the deck: {option name: cards}.
    worth           what it is worth to the computer player (required: `never(why)` if it never takes one).
    """

    name: str
    worth: Worth
    take: Callable[[Rotw, int, OperationsCard, TakeCard, list[str]], TakeCard] | None = None
    options: tuple[str, ...] = ()
    ways: Callable[[Rotw, OperationsCard, int], list[TakeCard]] | None = None
    refusal: Callable[[Rotw, int, OperationsCard], str | None] | None = None
    won_by_delivery: Callable[[Rotw, OperationsCard, int, Delivery], bool] | None = None
    won_by_link: Callable[[Rotw, OperationsCard, int, Link], bool] | None = None
    won_by_upgrade: Callable[[Rotw, OperationsCard, int], bool] | None = None
    after_delivery: Callable[[Rotw, int, Delivery, list[str]], None] | None = None
    after_link: Callable[[Rotw, int, Link, list[str]], None] | None = None
    upgrade_price: Callable[[Rotw, int, int, list[str]], int | None] | None = None
    order: int = 50
    build: Build | None = None
    after_build: Callable[[Rotw, int, OperationsCard, tuple[str, ...], list[str]], None] | None = None
    turned_up: Callable[[Rotw, OperationsCard, list[str] | None, random.Random | None], bool] | None = None
    dealt_at_setup: int | None = None
    refuses_link: Callable[[Rotw, int, str], str | None] | None = None
    stops_delivery: Callable[[Rotw, int, str, list[str]], bool] | None = None
    option_cards: dict[str, tuple[dict[str, Any], ...]] = field(default_factory=dict)


_KINDS: dict[str, Kind] = {}
_LOADED: list[bool] = []
_HOOKED: dict[str, list[Kind]] = {}  # each hook's kinds in order, worked out once (cleared by a registration)


def register(*kinds: Kind) -> None:
    """Register kinds (a kind module calls this when imported); a name registered twice is a mistake."""
    for found in kinds:
        if found.name in _KINDS and _KINDS[found.name] is not found:
            raise ValueError(f"the card kind {found.name} is registered twice")
        _KINDS[found.name] = found
        _HOOKED.clear()


def _load() -> None:
    """Import every module of engine/rotw/cards/kinds/ (in the order of their names), once."""
    if _LOADED:
        return
    _LOADED.append(True)
    package = importlib.import_module(KINDS_PACKAGE)
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        importlib.import_module(f"{KINDS_PACKAGE}.{info.name}")


def kinds() -> dict[str, Kind]:
    """Every registered kind, by name."""
    _load()
    return _KINDS


def kind(name: str) -> Kind:
    """The registered kind of that name (KeyError, naming it, if none is)."""
    found = kinds().get(name)
    if found is None:
        raise KeyError(f"no Railroad Operations card kind '{name}' is registered (engine/rotw/cards/kinds/)")
    return found


def hooked(hook: str) -> list[Kind]:
    """The kinds with that hook, in their `order` (then by name)."""
    found = _HOOKED.get(hook)
    if found is None:
        found = sorted((k for k in kinds().values() if getattr(k, hook) is not None), key=lambda k: (k.order, k.name))
        _HOOKED[hook] = found
    return found


def option_names() -> dict[str, str]:
    """Every game option that adds cards, and the kind whose module declares it."""
    return {option: k.name for k in kinds().values() for option in k.option_cards}


_OPTION_CARDS: dict[str, tuple[OperationsCard, ...]] = {}
_WITH_OPTIONS: dict[tuple[int, tuple[str, ...]], tuple[CardsSpec, CardsSpec]] = {}  # by (the deck, the game's options)


def option_cards() -> dict[str, tuple[OperationsCard, ...]]:
    """The cards each game option adds, by option (read once from the kinds' declarations)."""
    if not _OPTION_CARDS:
        for found in sorted(kinds().values(), key=lambda k: k.name):
            for option, cards_data in found.option_cards.items():
                more = tuple(OperationsCard.model_validate(data) for data in cards_data)
                _OPTION_CARDS[option] = (*_OPTION_CARDS.get(option, ()), *more)
        _OPTION_CARDS.setdefault("", ())  # read: nothing more to read
    return _OPTION_CARDS


def with_option_cards(cards: CardsSpec, options: tuple[str, ...]) -> CardsSpec:
    """The deck with the cards the chosen options add (the same deck, unchanged, if none adds any). Asked at every
    look at a game's cards, so a game's options are worked out once."""
    if not options:
        return cards
    key = (id(cards), options)
    kept = _WITH_OPTIONS.get(key)
    if kept is None or kept[0] is not cards:
        added = [card for option in sorted(set(options)) for card in option_cards().get(option, ())]
        kept = _WITH_OPTIONS[key] = (cards, cards.model_copy(update={"operations": [*cards.operations, *added]})
                                     if added else cards)
    return kept[1]
