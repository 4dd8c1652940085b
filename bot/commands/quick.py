"""The buttons under a "your turn" ping: the step's common moves, each with a label a player reads at a glance.

18xx titles: the moves without tile lays, pars, sales or prices agreed between players (typed commands do those),
Pass always among them. Railways of the World: the turn's main actions with what they cost — the delivery that
scores the player most, the cheapest build from the player's own track to a city (from any city while the player
has none), the engine upgrade, the cards
taken without a choice — never the dozens of urbanize variants (/urbanize does those, with autocomplete). A move
that would issue bonds still asks "Are you sure?" when pressed."""

from __future__ import annotations

from engine.actions import Action, parse_action
from engine.core import situation
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.eighteen.ez.level3.moves import SellCompany
from engine.eighteen.shared.moves import BuyTrain, LayTile, ParShare, SellShares
from engine.rotw import suggest
from engine.rotw.actions import BuildTrack, DeliverCube, KeepBaron, TakeCard, UpgradeEngine
from engine.rotw.game import Rotw

SHOW_HAND = "game hand"  # a button that shows the presser their secret cards (privately), not a move
PASS_ROUND = "auto pass"  # a button that sets a pass order for the rest of this share round (and so passes now)
PASS_ROUND_LABEL = "Pass for the rest of this round"
QUEUE_PLAN = "plan queue"  # a suggested plan's button (/plan suggest:yes): queues the suggestion whole
QUEUE_PLAN_LABEL = "Queue all"
# the buttons that run a command of their own (not a move), only while the game is where they were made for
BUTTON_COMMANDS: dict[str, tuple[str, dict[str, str]]] = {PASS_ROUND: ("auto", {"order": "pass"}),
                                                          QUEUE_PLAN: ("plan", {"suggest": "yes", "queue": "yes"})}
STAND_IN = "stand-in:"  # a missed deadline's button: the bot plays the seat that follows until its player is back
QUICK_ACTIONS_MAX = 10  # buttons offered for the current step (Discord allows 25 per message)
CARDS_OFFERED = 3


def button_label(action: Action) -> str:
    """A move's button label: the move as players read it, amounts in dollars ('Bid C&A $145', 'Bid $1,000')."""
    return (action.shown[:1].upper() + action.shown[1:])[:80]


def shown_of(text: str) -> str:
    """A move given by its text (a button rebuilt from its id, a Confirm button) as players read it: 'bid $1,000'."""
    try:
        return parse_action(text).shown
    except IllegalAction:
        return text


def label_of(text: str) -> str:
    shown = shown_of(text)
    return (shown[:1].upper() + shown[1:])[:80]


def quick_actions(legal: list[Action]) -> tuple[str, ...]:
    """18xx: the moves worth a button, as their texts."""
    common = [a.text for a in legal if not isinstance(a, LayTile | ParShare | SellShares | Pass | SellCompany)
              and not (isinstance(a, BuyTrain) and a.price is not None)]  # a price between players is typed
    passing = ["pass"] if any(isinstance(a, Pass) for a in legal) else []
    return tuple(common[: QUICK_ACTIONS_MAX - len(passing)] + passing)


def _names(game: Rotw, hexes: tuple[str, ...] | list[str]) -> str:
    return " → ".join(game.board.cities[h].name if h in game.board.cities else h for h in hexes)


def _priced(game: Rotw, player: int, cost: int) -> str:
    bonds = suggest.bonds_needed(game, player, cost)
    return f"${cost * 1000:,}" + (f", {bonds} bond{'s' if bonds > 1 else ''}" if bonds else "")


def rotw_quick(game: Rotw, player: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(moves, labels): Railways of the World's main actions now."""
    legal = game.moves_without_lays(player)
    if not legal:
        return (), ()
    chosen: list[tuple[Action, str]] = []
    deliveries = [a for a in legal if isinstance(a, DeliverCube)]
    if deliveries:
        def scored(action: DeliverCube) -> int:
            return suggest.delivery_points(game, player, action.color, action.cities).get(player, 0)
        best = max(deliveries, key=scored)
        chosen.append((best, f"Deliver {best.color} {_names(game, best.cities)} (+{scored(best)})"))
    # from the player's own track; with none yet (the first action of a game) from any city
    builds = suggest.city_builds(game, player, own_only=True) or suggest.city_builds(game, player)
    if builds:
        route, plan = builds[0]
        chosen.append((BuildTrack(path=route), f"Build {_names(game, (plan.start, plan.end or ''))} ({_priced(game, player, plan.cost)})"))
    for action in legal:
        if isinstance(action, UpgradeEngine):
            cost = suggest.cost_of(game, player, action) or 0
            chosen.append((action, f"Upgrade engine ({_priced(game, player, cost)})"))
    cards: dict[str, Action] = {}  # one button a card name (the copies of a card are alike)
    for action in legal:
        if isinstance(action, TakeCard) and not (action.city or action.color or action.link):
            cards.setdefault(game.card_name(action.card), action)
    chosen += [(a, f"Take {name}") for name, a in list(cards.items())[:CARDS_OFFERED]]
    for action in legal:
        if isinstance(action, KeepBaron):  # the button is seen by all: it names no card
            chosen.append((action, f"Keep Rail Baron card {action.choice}"))
        elif not isinstance(action, DeliverCube | UpgradeEngine | TakeCard | Pass) and action.kind != "urbanize":
            chosen.append((action, button_label(action)))
    chosen = chosen[: QUICK_ACTIONS_MAX - 1]
    if any(isinstance(a, Pass) for a in legal):
        chosen.append((Pass(), "Pass"))
    moves, labels = tuple(a.text for a, _ in chosen), tuple(label[:80] for _, label in chosen)
    if any(isinstance(a, KeepBaron) for a in legal):  # the two cards, with their texts, shown to the presser alone
        return (SHOW_HAND, *moves), ("Show my two Rail Baron cards", *labels)
    return moves, labels


def quick_moves(game: Game, player: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(moves, labels) of the buttons for `player` now, each label the move as players read it."""
    if isinstance(game, Rotw):
        return rotw_quick(game, player)
    moves = quick_actions(game.moves_without_lays(player))
    labels = tuple(label_of(m) for m in moves)
    if "pass" in moves and game.situation(player).kind == situation.SHARES:  # a standing order at no message's cost
        return (*moves, PASS_ROUND), (*labels, PASS_ROUND_LABEL)
    return moves, labels
