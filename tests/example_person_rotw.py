"""The players of the Railways of the World examples (issue 36), and the script they write.

Every seat plays the bot's move (`engine.players.bot_move`: the same position, the same move), the people's seats as
well as the bot's. A person's seat only now and then makes a "feature nudge" instead: a move the bot does not make by
itself in that map's example but its header promises, chosen among the legal moves with a small probability drawn from
`random.Random(seed)` (the example's `nudges`, tests/make_example_rotw_maps.py), on a person's action, in this order:
- `engineers`: with probability 0.3, take a Tunnel Engineer or Civil Engineers card turned up (the bot then uses it on
  a build where it saves money or an action);
- `charters`: with probability 0.3, take a City Charter turned up (Europe);
- `nippon`: with probability 0.3, take Hot Springs or Diplomatic Relations turned up (the bot plays them itself);
- `ferries`: with probability 0.3, take a Ferry Line turned up (North America);
- `ferry build`: holding a Ferry Line, with probability 0.3, start a link over a ferry spot to Iqaluit or St. John
  (the beginner's `ferry_move`, tests/make_example_rotw.py; the bot's move then finishes it);
- `switch`: with probability 0.08, with $15,000 at hand and a Switch Track left, a branch off one of the player's
  links to another city within four hexes (the Switch Tracks option);
- `stop`: with probability 0.15, a cube moved to a city with a Fuel Depot and kept there, when the next action could go
  on with it (the Fuel Depots option); the player's next action then goes on with it (the longest way on), before any other nudge;
- `western`: while no Western Link is built (the Eastern U.S. map's, at Kansas City or Des Moines), with probability
  0.5, build it when the player's own complete link reaches its city and its $30,000 is at hand (no bond issued for
  it); else, with probability 0.3, a link of at most four tiles (one Build Track, paid with the money at hand) from a
  city the player's links reach to Kansas City or Des Moines, the nearest first, so that one is reached at all (the
  bot's links seldom go so far west): a Western Link built once in the game.
A nudge the engine would refuse is not made (the bot's move is).

The bot's own seat (a lobby bot, "Brunel", seated with `/game join bot:yes`; or, in the Eastern U.S. example, Dee's seat
handed to the bot with `/game replace seat:@Dee bot:yes` for a few turns and taken back with `with:@Dee`) plays the
bot's move always, and the script has no line for it: the console makes it, marked "(bot)". Nor has it a line for a
move with no choice in it, which the console makes by itself (`Game.forced_move`): the script is played here as the
console plays it, a due bot seat's move first, else a move with no choice, else the next person's typed move (so
`tests.example_script.without_automatic`, which plays a script with the automatic moves off, is not needed).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.actions import Action
from engine.core.errors import IllegalAction
from engine.players import bot_move
from engine.rotw.actions import BuildTrack, DeliverCube, TakeCard, WesternLink
from engine.rotw.game import Rotw
from engine.rotw.state import ACTIONS
from tests.make_example_rotw_maps import Example

TAKEN = {"engineers": {"tunnel_engineer", "civil_engineers"}, "charters": {"city_charter"},
         "nippon": {"hot_springs", "diplomatic_relations"}, "ferries": {"ferry_line"}}
TAKE_ODDS = 0.3
FERRY_ODDS = 0.3
SWITCH_ODDS = 0.08
STOP_ODDS = 0.15
WEST_ODDS = 0.5
WEST_BUILD_ODDS = 0.3


def command(action: Action) -> str:
    name, options = action.typed()
    if name == "move":
        return f"/move action:{action.text}"
    return "/" + " ".join([name, *(f"{k}:{v}" for k, v in options.items())])


def accepted(game: Rotw, player: int, action: Action) -> bool:
    """Would the engine accept the move now? (Tried on a copy.)"""
    trial = game.snapshot()
    try:
        trial.apply(player, action)
    except IllegalAction:
        return False
    return True


def _take(kinds: set[str]) -> Callable[[Rotw, int, random.Random], Action | None]:
    def nudge(game: Rotw, player: int, rng: random.Random) -> Action | None:
        from engine.rotw.cards import spec

        if rng.random() >= TAKE_ODDS:
            return None
        found = [a for a in game.legal_actions(player) if isinstance(a, TakeCard) and spec(game, a.card).kind in kinds]
        return found[0] if found else None
    return nudge


def _ferry_build(game: Rotw, player: int, rng: random.Random) -> Action | None:
    from engine.rotw.cards import spec
    from tests.make_example_rotw import ferry_move

    held = any(spec(game, c).kind == "ferry_line" for c in game.state.players[player].cards)
    return ferry_move(game, player) if held and rng.random() < FERRY_ODDS else None


def _switch(game: Rotw, player: int, rng: random.Random) -> Action | None:
    from tests.make_example_rotw import switch_build

    state = game.state
    if rng.random() >= SWITCH_ODDS or state.switches_used.get(player, 0) >= 2 or state.players[player].money < 15:
        return None
    return switch_build(game, player, rng)


def _stop(game: Rotw, player: int, rng: random.Random) -> Action | None:
    from tests.make_example_rotw import goes_on

    if rng.random() >= STOP_ODDS:
        return None
    stops = [a for a in game.legal_actions(player) if isinstance(a, DeliverCube) and a.stop]
    useful = [a for a in stops[:4] if goes_on(game, player, a)]
    return max(useful, key=lambda d: (len(d.cities), d.text)) if useful else None


def _western(game: Rotw, player: int, rng: random.Random) -> Action | None:
    from engine.rotw.track import plan_build
    from tests.make_example_rotw import shortest_track

    state, board = game.state, game.board
    money = state.players[player].money
    if state.western_links:
        return None
    links = [a for a in game.legal_actions(player) if isinstance(a, WesternLink)]
    if links:
        return links[0] if money >= game.rules.western_link_cost and rng.random() < WEST_ODDS else None
    west = {h for h, c in board.cities.items() if c.western_link}
    if not west:
        return None
    owned = {c for lk in state.links if lk.owner == player and lk.complete for c in (lk.start, lk.end) if c}
    builds = []
    for start in sorted(owned - west):
        route = shortest_track(game, start, None, limit=game.rules.tiles_per_build + 1, wanted=west)
        if route and len(route) <= game.rules.tiles_per_build + 1:
            move = BuildTrack(path=(start, *route))
            try:
                cost = plan_build(game, player, move.path, None, game.rules.tiles_per_build).cost
            except IllegalAction:
                continue
            if cost <= money:
                builds.append((len(route), cost, start, move))
    return min(builds)[3] if builds and rng.random() < WEST_BUILD_ODDS else None


NUDGES: dict[str, Callable[[Rotw, int, random.Random], Action | None]] = {
    **{name: _take(kinds) for name, kinds in TAKEN.items()}, "ferry build": _ferry_build, "switch": _switch, "stop": _stop,
    "western": _western}


def going_on(game: Rotw, player: int) -> Action | None:
    """The longest way on for the player's cube kept at a Fuel Depot (the `stop` nudge's second half)."""
    from engine.rotw.deliver import options

    legs = [d for d in options(game, player) if d.going_on and not d.stop] if player in game.state.held else []
    best = max(legs, key=lambda d: (len(d.links), d.leg), default=None)
    return DeliverCube(color=best.color, cities=best.leg) if best is not None else None


def person_move(game: Rotw, player: int, rng: random.Random, nudges: tuple[str, ...]) -> Action:
    """A person's seat: the bot's move, or now and then a feature nudge (see the module)."""
    if game.state.stage == ACTIONS:
        on = going_on(game, player) if "stop" in nudges else None
        if on is not None and accepted(game, player, on):
            return on
        for name in nudges:
            nudge = NUDGES[name](game, player, rng)
            if nudge is not None and accepted(game, player, nudge):
                return nudge
    return bot_move(game, player)


def automatic(game: Rotw, bots: set[str]) -> tuple[int, Action] | None:
    """The move the console makes by itself now, as tests/example_replay.py has it: a bot seat's, else one with no
    choice in it."""
    acting = game.acting_players()
    forced = next(((p, m) for p in acting if (m := game.forced_move(p))), None)
    seated = [p for p in acting if game.players[p] in bots]
    if seated and (forced is None or forced[0] in seated):
        return seated[0], bot_move(game, seated[0])
    return forced


HAND_OVER = ["# Dee is called away: she hands her seat to the bot, which plays it until she is back (its moves print",
             "# marked \"(bot)\").",
             "Dee: /game replace seat:@Dee bot:yes"]
TAKE_BACK = ["# Dee is back and takes her seat from the bot.", "Dee: /game replace seat:@Dee with:@Dee"]


def play(example: Example, seed: int | None = None) -> tuple[Rotw, list[str]]:
    """Play the example's game to its end: (the game, the script's move lines)."""
    seed = example.seed if seed is None else seed
    players = list(example.players)
    game = example.cls(players, seed, example.options)
    chosen = f" options:{','.join(example.options)}" if example.options else ""
    joins = [f"{players[0]}: /game join bot:yes" if name in example.bots else f"{name}: /game join" for name in players[1:]]
    lines = [f"{players[0]}: /game new title:{example.cls.title} seed:{seed}{chosen}", *joins,
             f"{players[0]}: /game start", ""]
    rng = random.Random(seed)
    bots = set(example.bots)
    asked = False
    handover = example.handover
    while not game.over:
        made = automatic(game, bots)
        if made is not None:
            game.apply(*made)  # the console makes it (a bot's move refused would raise here: a bug)
            continue
        player = game.acting_players()[0]
        name = game.players[player]
        dee = game.players.index("Dee") if "Dee" in game.players else None
        if (handover and "Dee" not in bots and dee not in game.acting_players()
                and handover[0] <= game.state.turn < handover[1]):
            # handed over while another player is due: /game replace on a seat due at once makes the bot's move under
            # the game's lock it holds, and the console waits for ever (a bug reported with issue 36's examples)
            lines += HAND_OVER
            bots.add("Dee")
            continue
        if handover and "Dee" in bots and game.state.turn >= handover[1]:
            lines += TAKE_BACK
            bots.discard("Dee")
            handover = None
            continue
        action = person_move(game, player, rng, example.nudges)
        warning = game.consequences(player, action)
        game.apply(player, action)
        typed = f"{name}: {command(action)}"
        if warning and not asked:  # the first time: the question, then the move confirmed
            lines += [f"# Asked first, nothing changes: this move {warning}; confirm:yes makes it.", typed]
            asked = True
        lines.append(f"{typed} confirm:yes" if warning else typed)
        assert len(game.history) < 5000, "the example game should end"
    return game, lines


def write(example: Example, seed: int | None = None) -> Rotw:
    """Play the example's game and write it as a console script."""
    seed = example.seed if seed is None else seed
    game, lines = play(example, seed)
    header = [line.replace("{seed}", str(seed)) for line in example.header]
    header += (["# Every seat's moves are the bot's choices, the people's too, but for a few feature nudges",
                "# (tests/example_person_rotw.py)."] if example.nudges else
               ["# Every seat's moves are the bot's choices, the people's too (tests/example_person_rotw.py)."])
    first = example.players[0]
    example.path.write_text("\n".join([*header, "", *lines, "", f"{first}: /game status", f"{first}: /game log count:5", ""]))
    print(f"{example.path.name}: {len(game.history)} moves, {game.state.turn} turns; scores {game.scores()}; "
          f"winner {[game.players[p] for p in game.winners()]}")
    return game
