"""Standing orders in the engine (issue 35, engine/orders/): what each order does in real positions of the examples,
how it ends itself, the moves with no choice in them, and (over random positions of every title) that an order never
makes a move its owner could not make by hand."""

from __future__ import annotations

import random

import pytest

from engine import TITLES, IllegalAction, game_class
from engine.core import situation as where
from engine.core.action_base import Pass
from engine.core.game import Game
from engine.core.wording import with_article
from engine.eighteen.shared.company_moves import HalfDividend
from engine.eighteen.shared.moves import BuyShare, BuyTrain, Dividend, RunTrains, SellShares, ShareSale
from engine.orders import Act, Done, decide, describe, disturbed, judge, new_order, review
from engine.rotw.actions import FirstBid
from tests.randomplay import random_moves
from tests.saved_games import saved_moves

LEVEL2 = "18ez-level2-example-revision-4"


def position(name: str, until: object) -> tuple[Game, int, object]:
    """The fixture's game just before the first move for which `until(game, player, action)` holds."""
    game, moves = saved_moves(name)
    for player, action, epoch in moves:
        game.epoch = epoch
        if until(game, player, action):
            return game, player, action
        game.replay_move(player, action)
    raise AssertionError("no such position")


def test_a_pass_order_passes_for_the_rest_of_its_round_only() -> None:
    game, player, _action = position(LEVEL2, lambda g, p, a: g.situation(p).kind == where.SHARES and isinstance(a, Pass))
    order = new_order(game, player, "pass")
    assert order.round == game.situation(player).round and "this round" in describe(order)
    assert decide(game, player, order) == Act(Pass())
    while game.situation(player).round == order.round:  # play on to the next round
        mover = game.acting_players()[0]
        game.apply(mover, game.forced_move(mover) or game.legal_actions(mover)[-1])
    assert decide(game, player, order) == Done(f"{order.round} is over")


def test_a_pass_order_set_outside_its_round_is_bound_to_the_next_one() -> None:
    game, player, _action = position(LEVEL2, lambda g, p, a: g.situation(p).kind == where.OPERATING)
    order = new_order(game, player, "pass")
    assert order.round is None and order.acts_in == where.SHARES
    assert review(game, [(1, player, order)]).bound == []  # not yet: an operating round is under way
    while game.situation(player).kind != where.SHARES:
        mover = game.acting_players()[0]
        game.apply(mover, game.legal_actions(mover)[-1])
    bound = review(game, [(1, player, order)]).bound
    assert bound == [(1, order.bound(game.situation(player).round))]


def test_a_buy_order_buys_one_share_a_turn_up_to_its_holding_and_within_its_price() -> None:
    game, player, action = position(LEVEL2, lambda g, p, a: isinstance(a, BuyShare))
    railroad = action.railroad  # type: ignore[attr-defined]
    held = game.held(player, railroad)  # type: ignore[attr-defined]
    chosen = decide(game, player, new_order(game, player, "buy", company=railroad, holding=held + 2))
    assert isinstance(chosen, Act) and isinstance(chosen.action, BuyShare) and chosen.action.railroad == railroad
    assert chosen.done is None
    last = decide(game, player, new_order(game, player, "buy", company=railroad, holding=held + 1))
    assert isinstance(last, Act) and last.done == f"you hold {held + 1} {railroad} shares, as the order asked"
    if held:
        reached = decide(game, player, new_order(game, player, "buy", company=railroad, holding=held))
        assert reached == Done(f"you hold {held} {railroad} shares, as the order asked")
    cash_before = game.cash(player)  # type: ignore[attr-defined]
    trial = game.snapshot()
    trial.apply(player, chosen.action)
    paid = cash_before - trial.cash(player)  # type: ignore[attr-defined]
    cheap = decide(game, player, new_order(game, player, "buy", company=railroad, price=paid - 1))
    assert cheap == Done(f"{with_article(railroad)} share costs ${paid:,} now, over the order's ${paid - 1:,}")


def test_a_run_order_runs_the_proven_best_routes_and_pays_as_told() -> None:
    game, player, _action = position(LEVEL2, lambda g, p, a: g.situation(p).step == where.RUN and isinstance(a, RunTrains))
    run = decide(game, player, new_order(game, player, "run"))
    best = game.snapshot().apply(player, RunTrains()).action
    assert isinstance(run, Act) and run.action == best and isinstance(best, RunTrains) and best.routes
    game.apply(player, run.action)
    assert game.situation(player).step == where.DIVIDEND
    assert decide(game, player, new_order(game, player, "run")) == Act(Dividend(pay=True))
    assert decide(game, player, new_order(game, player, "run", dividend="withhold")) == Act(Dividend(pay=False))


def test_a_run_order_passes_the_buy_trains_step_only_when_no_train_must_be_bought() -> None:
    game, player, _a = position(LEVEL2, lambda g, p, a: g.situation(p).step == where.TRAINS and Pass() in g.legal_actions(p))
    assert decide(game, player, new_order(game, player, "run", trains="none")) == Act(Pass())
    assert decide(game, player, new_order(game, player, "run")) is None  # trains: ask
    forced, player, _a = position(LEVEL2, lambda g, p, a: g.situation(p).step == where.TRAINS and Pass() not in g.legal_actions(p))
    assert decide(forced, player, new_order(forced, player, "run", trains="none")) is None  # a train must be bought: asked


def test_a_run_order_trading_nothing_passes_18gls_shares_step_and_leaves_a_loan_to_repay_to_its_owner() -> None:
    game, player, _a = position("18gl-example-revision-4", lambda g, p, a: g.situation(p).step == where.TREASURY)
    company = game.state.corporations[game.situation(player).company]  # type: ignore[attr-defined]
    before = (company.treasury_shares, company.cash)
    assert decide(game, player, new_order(game, player, "run", trains="none")) == Act(Pass())
    assert decide(game, player, new_order(game, player, "run")) is None  # trains: ask (treasury trades too)
    assert "trade no treasury shares" in describe(new_order(game, player, "run", trains="none"))
    game.apply(player, Pass())
    assert game.history[-1].messages[0].endswith("passes its shares step.")
    company = game.state.corporations[company.id]  # type: ignore[attr-defined]
    assert (company.treasury_shares, company.cash) == before
    repay, player, _a = position("18gl-example-bots", lambda g, p, a: g.situation(p).step == "repay")
    assert decide(repay, player, new_order(repay, player, "run", trains="none")) is None


def test_an_unproven_run_ends_the_order_and_leaves_the_run_to_its_owner(monkeypatch: pytest.MonkeyPatch) -> None:
    game, player, _a = position("18gl-example-revision-4", lambda g, p, a: g.situation(p).step == where.RUN
                                and isinstance(a, RunTrains))
    from engine.core.game import Outcome

    real = type(game).apply

    def unproven(self: Game, who: int, action: object) -> Outcome:
        outcome = real(self, who, action)  # type: ignore[arg-type]
        if isinstance(outcome.action, RunTrains):
            return Outcome(outcome.player, outcome.action.model_copy(update={"searched": 5000}), outcome.messages)
        return outcome

    monkeypatch.setattr(type(game), "apply", unproven)
    ended = decide(game, player, new_order(game, player, "run"))
    assert isinstance(ended, Done) and "stopped before proving its best run" in ended.why


def test_an_18gl_run_order_pays_half_when_told() -> None:
    game, player, _a = position("18gl-example-revision-4", lambda g, p, a: isinstance(a, HalfDividend))
    assert decide(game, player, new_order(game, player, "run", dividend="half")) == Act(HalfDividend())


def test_an_18ez_level3_run_order_may_pay_half_as_its_rules_do() -> None:
    game, player, _a = position("18ez-level3-example-revision-4", lambda g, p, a: isinstance(a, HalfDividend))
    order = new_order(game, player, "run", dividend="half")  # was refused: "18EZ-L3 has no half dividends"
    assert "pay half" in describe(order)
    assert decide(game, player, order) == Act(HalfDividend())


def test_another_players_share_deal_in_a_company_one_presides_ends_ones_share_round_orders() -> None:
    game, player, _a = position(LEVEL2, lambda g, p, a: bool(g.situation(p).presides) and g.situation(p).kind == where.SHARES)
    presided = game.situation(player).presides
    order = new_order(game, player, "pass")
    other = (player + 1) % len(game.players)
    sold = SellShares(sales=(ShareSale(railroad=presided[0], count=1),))
    assert disturbed(order, player, presided, other, "Zed", sold) == f"Zed sold {presided[0]} shares, a company you preside"
    assert disturbed(order, player, presided, other, "Zed", BuyShare(railroad=presided[0])) is not None
    assert disturbed(order, player, presided, player, "Me", BuyShare(railroad=presided[0])) is None  # one's own deal
    assert disturbed(new_order(game, player, "run"), player, presided, other, "Zed", sold) is None  # not a share order


def test_the_rotw_auction_orders_raise_by_a_thousand_and_pass_past_the_limit() -> None:
    game, player, _a = position("rotw-eus-example", lambda g, p, a: g.situation(p).kind == where.FIRST_BID
                                and 0 < g.situation(p).high_bid < g.state.players[p].money and isinstance(a, FirstBid))
    high = game.situation(player).high_bid
    order = new_order(game, player, "bid", amount=(high + 1) * 1000)
    assert decide(game, player, order) == Act(FirstBid(amount=high + 1))
    low = new_order(game, player, "bid", amount=high * 1000)
    assert decide(game, player, low) == Act(Pass(), f"the bidding passed your limit of ${high * 1000:,}")
    every = new_order(game, player, "pass", where_="auction", every=True)
    assert decide(game, player, every) == Act(Pass()) and "every turn" in describe(every)


def test_a_rotw_bid_order_may_pay_with_the_bonds_its_owner_allows() -> None:
    game, player, _a = position("rotw-eus-example", lambda g, p, a: g.situation(p).kind == where.FIRST_BID
                                and isinstance(a, FirstBid) and a.amount <= g.state.players[p].money + 5)
    cash, bond = game.state.players[player].money * 1000, game.rules.bond_amount * 1000
    with pytest.raises(IllegalAction, match=rf"is paid with 1 bond \(\${bond:,} each\): add bonds:1"):
        new_order(game, player, "bid", amount=cash + bond)
    order = new_order(game, player, "bid", amount=cash + bond, bonds=1)
    assert "issuing at most 1 bond to pay" in describe(order)
    bid = next(a for a in game.legal_actions(player) if isinstance(a, FirstBid))
    assert decide(game, player, order) == Act(bid)  # within its cash and one bond
    richer, poorer = game.snapshot(), game.snapshot()
    richer.state.players[player].money = 10
    wide = new_order(richer, player, "bid", amount=10_000 + bond, bonds=1)
    poorer.state.players[player].money = 0
    now = poorer.situation(player)
    assert judge._bid(poorer, player, wide, now, [FirstBid(amount=6), Pass()]) == Done(  # within its limit, a bond short
        "the next bid, $6,000, needs more than the 1 bond the order may issue; it is yours to decide")
    assert judge._bid(poorer, player, wide, now, [FirstBid(amount=5), Pass()]) == Act(FirstBid(amount=5))
    unbonded = new_order(richer, player, "bid", amount=6000)  # an order with no bonds never issues one: its owner decides
    assert isinstance(decide(poorer, player, unbonded), Done | None)
    level2, position2, _b = position(LEVEL2, lambda g, p, a: g.situation(p).kind == where.SHARES)
    with pytest.raises(IllegalAction, match="Only a bid for first player in Railways of the World takes bonds:"):
        new_order(level2, position2, "bid", company="PS&W", amount=10, bonds=1)


def test_an_order_its_owner_could_not_carry_out_is_refused_in_one_sentence() -> None:
    game, player, _a = position(LEVEL2, lambda g, p, a: g.situation(p).kind == where.SHARES)
    cash = game.cash(player)  # type: ignore[attr-defined]
    with pytest.raises(IllegalAction, match=rf"^You have \${cash:,}, less than the \${cash + 1:,} a share you would pay\.$"):
        new_order(game, player, "buy", company="PS&W", price=cash + 1)
    with pytest.raises(IllegalAction, match="says when to stop"):
        new_order(game, player, "buy", company="PS&W")
    with pytest.raises(IllegalAction, match="has no half dividends"):
        new_order(game, player, "run", dividend="half")
    rotw, _moves = saved_moves("rotw-eus-example")
    with pytest.raises(IllegalAction, match="Run orders are for the 18xx games"):
        new_order(rotw, 0, "run")


def test_a_move_with_no_choice_in_it_is_the_only_legal_move_and_never_a_rotw_turn() -> None:
    game, player, _a = position("18gl-example-revision-4", lambda g, p, a: len(g.legal_actions(p)) == 1
                                and isinstance(a, BuyTrain))
    assert game.forced_move(player) == game.legal_actions(player)[0]
    choice, player, _a = position(LEVEL2, lambda g, p, a: g.situation(p).step == where.RUN)
    assert choice.forced_move(player) is None  # routes to choose
    rotw, player, _a = position("rotw-eus-example", lambda g, p, a: g.situation(p).kind == where.ACTIONS)
    assert rotw.forced_move(player) is None  # a turn's list leaves out the track one may build


@pytest.mark.parametrize("title", sorted(TITLES))
def test_every_order_move_is_one_its_owner_could_make_by_hand(title: str) -> None:
    """Over random positions: whatever an order or the bot chooses is accepted by the judge as a typed move is."""
    cls = game_class(title)
    checked = 0
    for seed in (3,):
        low, _high = cls.players_allowed(cls(["a", "b", "c"], seed).revision) if hasattr(cls, "players_allowed") else (3, 3)
        game = cls(["Ann", "Bob", "Cid", "Dee"][:max(3, low)], seed)
        rng = random.Random(seed)
        for _outcome in random_moves(game, rng, 140):
            if game.over:
                break
            player = game.acting_players()[0]
            orders = _orders_for(game, player, rng)
            for order in orders:
                chosen = decide(game, player, order)
                if isinstance(chosen, Act):
                    game.snapshot().apply(player, chosen.action)  # raises if the judge would refuse it
                    checked += 1
            forced = game.forced_move(player)
            if forced is not None:
                assert game.legal_actions(player) == [forced]
                game.snapshot().apply(player, forced)
    assert checked > 0


def _orders_for(game: Game, player: int, rng: random.Random) -> list:
    found = []
    for kind, options in (("pass", {}), ("run", {}), ("run", {"dividend": "withhold", "trains": "none"}),
                          ("bid", {"amount": 1000}), ("buy", {"holding": 3})):
        if kind == "buy":
            companies = [a.railroad for a in game.legal_actions(player) if isinstance(a, BuyShare)]
            if not companies:
                continue
            options = {"company": rng.choice(companies), "holding": 3}
        if kind == "bid" and game.family != "rotw":
            continue
        try:
            found.append(new_order(game, player, kind, **options))  # type: ignore[arg-type]
        except IllegalAction:
            continue
    return found
