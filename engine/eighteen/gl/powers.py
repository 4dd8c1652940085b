"""The private companies' special powers (rulebook 4.3, notes 1-12).

A power is used for the operating corporation, in its turn, with its president's leave: the
president writes `power COMPANY [TARGET]`; when another player owns the company, that player
answers accept / decline. Track powers (C&E's and EJ&E's hexes, RailWorks, Ferry) are used in the
track step, before the corporation's own lay; the Terminal, Mine and Port tokens in the token step (one
asked for in the track step ends it; before rules revision 1 they went at any time before the run); the
others at any time before it runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.core.hexgrid import Hex
from engine.eighteen.gl.data import GLPrivate
from engine.eighteen.gl.moves import UsePower
from engine.eighteen.gl.state import RUN, TOKEN, TRACK, Corporation

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18

TRACK_POWERS = ("block", "ejoe", "railworks", "ferry")
PLACED_IN_TOKEN_STEP = ("terminal", "mine", "port")  # notes 6, 8, 10 (from rules revision 1)
TOKENS = ("bridge", "tunnel", "terminal", "mine", "port")  # assigned once to a corporation, never moved
SYMBOL = {"terminal": "terminal", "port": "port"}


def private(g: GL18, text: str) -> GLPrivate:
    """The private company in this game named by its id or name (case-insensitive); IllegalAction if there is none."""
    wanted = text.strip().upper()
    for spec in g.rules.privates:
        if wanted in (spec.id.upper(), spec.name.upper()) and spec.id in g.state.privates:
            return spec
    names = ", ".join(g.state.privates)
    raise IllegalAction(f"there is no private company {text} in this game; they are {names}")


def request(g: GL18, player: int, action: UsePower, messages: list[str]) -> UsePower:
    """The president asks; the power is used at once if they own the company, else its owner answers."""
    corporation = g.operating_corp()
    spec = private(g, action.company)
    target = check(g, corporation, spec, action.target)
    owner = g.state.privates[spec.id].player
    assert owner is not None
    if spec.id in declined_now(g):
        raise IllegalAction(f"{g.player_name(owner)} declined the {spec.called}'s power for this step; ask again in a "
                            f"later step")
    recorded = UsePower(company=spec.id, target=target)
    if owner == player:
        use(g, corporation, spec, target, messages)
    else:
        g.state.power_request = (player, spec.id, target)
        messages.append(f"{g.player_name(player)} asks {g.player_name(owner)} to use the {spec.called}'s power for "
                        f"{corporation.id}{_on(target)}: {g.player_name(owner)}, accept or decline.")
    return recorded


def answer(g: GL18, player: int, accept: bool, messages: list[str]) -> None:
    """The private company's owner answers the president's request to use its power: used now, or declined."""
    request_ = g.state.power_request
    assert request_ is not None
    _, company, target = request_
    g.state.power_request = None
    spec = private(g, company)
    if not accept:
        messages.append(f"{g.player_name(player)} declines: the {spec.called}'s power is not used.")
        if g.since("gl-declined-power-asked-later"):  # a declined ask stands for the rest of the step (else it could be asked without end)
            g.state.declined = [*declined_now(g), spec.id]
            g.state.declined_in = _this_step(g)
        return
    corporation = g.operating_corp()
    check(g, corporation, spec, target)
    messages.append(f"{g.player_name(player)} agrees.")
    use(g, corporation, spec, target, messages)


def declined_now(g: GL18) -> list[str]:
    """The private companies whose owners declined their power in the current step (rules revision 5)."""
    return list(g.state.declined) if g.state.declined_in == _this_step(g) else []


def _this_step(g: GL18) -> tuple[int, str, str]:
    return (g.state.or_number, g.state.operating or "", g.state.step)


def power_moves(g: GL18, corporation: Corporation) -> list[UsePower]:
    """Each power usable now for the corporation, with every target it may take (4.3); a power its owner declined in
    this step is asked for again only in a later one."""
    moves: list[UsePower] = []
    declined = declined_now(g)
    for company, holding in g.state.privates.items():
        if holding.player is None or holding.closed or company in declined:
            continue
        spec = private(g, company)
        for target in _targets(g, corporation, spec):
            try:
                check(g, corporation, spec, target)
            except IllegalAction:
                continue
            moves.append(UsePower(company=company, target=target))
    return moves


def _targets(g: GL18, corporation: Corporation, spec: GLPrivate) -> list[str | None]:
    if spec.ability == "ferry":
        return [f.id for f in g.board.spec.ferries]
    if spec.ability in SYMBOL:
        return sorted((h for h, s in g.board.hexes.items() if SYMBOL[spec.ability] in s.symbols), key=Hex.parse)
    if spec.ability == "alco":
        return list(dict.fromkeys(corporation.trains))
    return [None]


def _on(target: str | None) -> str:
    return f" ({target})" if target else ""


def check(g: GL18, corporation: Corporation, spec: GLPrivate, target: str | None) -> str | None:
    """The power may be used now for `corporation`; return the target as recorded, or raise."""
    state = g.state
    holding = state.privates[spec.id]
    if holding.player is None:
        raise IllegalAction(f"no one owns the {spec.called} yet")
    if holding.closed:
        raise IllegalAction(f"the {spec.called} has closed")
    ability = spec.ability
    if ability == "camden_amboy":
        raise IllegalAction(f"the {spec.called} has no power to use: it came with PRR's President's Certificate")
    if ability in TOKENS and ability in state.powers:
        raise IllegalAction(f"the {spec.called}'s token is already with {state.powers[ability]} and may not be moved")
    step = state.step
    if ability in TRACK_POWERS:
        if step != TRACK:
            raise IllegalAction(f"the {spec.called}'s power is used in the track step, before {corporation.id} lays its tile")
    elif ability in PLACED_IN_TOKEN_STEP and g.since("gl-tokens-in-token-step"):
        if step not in (TRACK, TOKEN):  # notes 6, 8, 10: "during the token placement phase"
            raise IllegalAction(f"the {spec.called}'s token is placed in the token step, which {corporation.id} is past")
    elif step not in (TRACK, TOKEN, RUN):
        raise IllegalAction(f"the {spec.called}'s power is used before {corporation.id} runs its trains")
    if ability == "alco" and state.alco_train is not None and g.since("gl-alco-token-stays"):  # note 9: "may not be moved"
        holder, train = state.alco_train
        raise IllegalAction(f"ALCO's +2H token is on {holder}'s {train} train already, and may not be moved")
    if ability == "ferry":
        return _check_ferry(g, corporation, target)
    if ability in SYMBOL:
        return _check_city(g, spec, target)
    if ability == "alco":
        return _check_alco(g, corporation, target)
    if target:
        raise IllegalAction(f"the {spec.called}'s power takes no target: write 'power {spec.id}'")
    if ability == "block" and all(h in state.permitted for h in spec.blocks):
        raise IllegalAction(f"{corporation.id} may already lay in {', '.join(spec.blocks)} this turn")
    return None


def _check_city(g: GL18, spec: GLPrivate, target: str | None) -> str:
    symbol = SYMBOL[spec.ability]
    places = sorted((h for h, s in g.board.hexes.items() if symbol in s.symbols), key=Hex.parse)
    if not target:
        raise IllegalAction(f"say which city gets the {spec.called}'s token: one with the {symbol} symbol ({', '.join(places)})")
    try:
        hex_name = Hex.parse(target).name
    except ValueError as error:
        raise IllegalAction(str(error)) from None
    if hex_name not in places:
        raise IllegalAction(f"{g.board.label(hex_name)} has no {symbol} symbol; the cities with one are {', '.join(places)}")
    return hex_name


def _check_alco(g: GL18, corporation: Corporation, target: str | None) -> str:
    hex_trains = sorted({t for t in corporation.trains if g.rules.train(t).kind == "hexes"}, key=corporation.trains.index)
    if not hex_trains:
        raise IllegalAction(f"{corporation.id} has no H train for ALCO's +2H token")
    if not target:
        raise IllegalAction(f"say which train gets the +2H token: {', '.join(hex_trains)}")
    if target not in hex_trains:
        raise IllegalAction(f"{corporation.id} has no {target} train; its H trains are {', '.join(hex_trains)}")
    return target


def _check_ferry(g: GL18, corporation: Corporation, target: str | None) -> str:
    state, board = g.state, g.board
    ferries = {f.id: f for f in board.spec.ferries}
    if state.ferry is not None:
        raise IllegalAction(f"the {ferries[state.ferry].name} ferry is already active; only one may be")
    if not target:
        raise IllegalAction("say which ferry to activate: " + ", ".join(f"{f.id} ({f.name})" for f in ferries.values()))
    ferry = ferries.get(target) or next((f for f in ferries.values() if f.name.upper() == target), None)
    if ferry is None:
        raise IllegalAction(f"there is no ferry {target}; they are " + ", ".join(f"{f.id} ({f.name})" for f in ferries.values()))
    if state.lays or state.upgraded:
        raise IllegalAction(f"activating a ferry takes the place of {corporation.id}'s tile, and it has laid one this turn")
    reach = g.graph().reach(corporation.id).hexes()
    if not any(h in reach for h in landings(g, ferry.id)):
        raise IllegalAction(f"{corporation.id} cannot trace a route to the {ferry.name} ferry's landings")
    return ferry.id


def landings(g: GL18, ferry_id: str) -> list[str]:
    """The hexes where the ferry meets the land, each once, in the ferry's order."""
    ferry = next(f for f in g.board.spec.ferries if f.id == ferry_id)
    found: list[str] = []
    for segment in ferry.segments:
        for hex_name, _edge in segment.ends:
            if hex_name not in found:
                found.append(hex_name)
    return found


def use(g: GL18, corporation: Corporation, spec: GLPrivate, target: str | None, messages: list[str]) -> None:
    """The corporation uses the private company's power now: its lays, token or ferry, and the company closes if it does so."""
    state, ability = g.state, spec.ability
    holding = state.privates[spec.id]
    if ability in PLACED_IN_TOKEN_STEP and g.since("gl-tokens-in-token-step") and state.step == TRACK:
        token_step = next(s for s in g.sequence.steps if s.name == TOKEN)
        messages.append(f"{corporation.id} ends its track step: the {spec.called}'s token is placed in the token step.")
        g.sequence.enter(g, token_step, messages)
    if ability == "block":
        state.permitted = sorted(set(state.permitted) | set(spec.blocks))
        messages.append(f"{corporation.id} may lay in {' and '.join(spec.blocks)} this turn, with the {spec.called}'s leave.")
    elif ability == "ejoe":
        state.bonus_lays["ejoe"], state.bonus_hexes["ejoe"] = len(spec.blocks), list(spec.blocks)
        messages.append(f"{corporation.id} may lay tiles in {' and '.join(spec.blocks)} besides its own lay "
                        f"(no route needed; both must join if both are laid).")
    elif ability == "railworks":
        state.bonus_lays["railworks"] = 2
        messages.append(f"{corporation.id} may lay two more yellow tiles, or upgrade one yellow tile to green, this turn.")
    elif ability == "ferry":
        assert target is not None
        state.ferry = target
        state.powers["ferry"] = corporation.id
        state.lays = g.rules.first_or_yellow_lays  # in lieu of its tile placement
        name = next(f.name for f in g.board.spec.ferries if f.id == target)
        messages.append(f"{corporation.id} activates the {name} ferry in place of its tile; others pay it "
                        f"${g.rules.ferry_fee} each time they use it.")
        bare = [h for h in landings(g, target) if h not in state.track.tiles and h in g.board.hexes]
        if bare:
            state.bonus_lays["ferry"], state.bonus_hexes["ferry"] = len(bare), bare
            messages.append(f"{corporation.id} may lay the ferry's landing tile in {', '.join(bare)}.")
    elif ability == "alco":
        assert target is not None
        state.alco_train = (corporation.id, target)
        messages.append(f"ALCO's +2H token goes on {corporation.id}'s {target} train.")
    elif ability in SYMBOL:
        assert target is not None
        state.powers[ability], state.power_hex[ability] = corporation.id, target
        bonus = {"terminal": 10, "port": 20}[ability]
        messages.append(f"The {spec.called}'s +${bonus} token goes on {g.board.label(target)} for {corporation.id}'s runs.")
    else:  # bridge, tunnel, mine
        state.powers[ability] = corporation.id
        what = {"bridge": "rivers at half cost", "tunnel": "hills at half cost", "mine": "the Mine at E1 doubled"}[ability]
        messages.append(f"The {spec.called}'s token goes to {corporation.id}: {what}.")
    if spec.closes_on_use:
        holding.closed = True
        messages.append(f"The {spec.called} closes.")


def terrain_cost(g: GL18, corporation: Corporation, cost: int, terrain: str | None) -> int:
    """Bridge halves rivers, Tunnel halves hills, for the corporation holding the token (4.3 notes 4, 5)."""
    power = {"river": "bridge", "hill": "tunnel"}.get(terrain or "")
    return cost // 2 if power and g.state.powers.get(power) == corporation.id else cost


def phase_started(g: GL18, messages: list[str]) -> None:
    """Phase E removes the special power tokens (4.3); the active ferry stays until the end."""
    state = g.state
    if not g.phase().tokens_removed:
        return
    removed = [p for p in TOKENS if p in state.powers]
    for power in removed:
        state.powers.pop(power)
        state.power_hex.pop(power, None)
    if state.alco_train is not None:
        removed.append("ALCO's +2H")
        state.alco_train = None
    if removed:
        messages.append(f"Phase E removes the special power tokens ({', '.join(removed)}).")


def train_rusted(g: GL18, train_type: str, messages: list[str]) -> None:
    """ALCO closes, and its token goes, when the extended train rusts (4.3 note 9)."""
    state = g.state
    if state.alco_train is not None and state.alco_train[1] == train_type:
        messages.append(f"{state.alco_train[0]}'s extended {train_type} is gone, and ALCO's +2H token with it.")
        state.alco_train = None
        alco = state.privates.get("ALCO")
        if alco is not None:
            alco.closed = True
