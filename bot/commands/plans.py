"""/plan (issue 49): a player queues their next moves, each in its text form as the slash commands take it
(`/plan add:build C23 D22`, `add:deliver best`, `add:upgrade`, `add:lay E4 57 1`, `add:run`), listed with `/plan`,
cleared with `/plan clear:yes`, resumed after a stop with `/plan resume:yes`. A plan is a standing order of its own kind
(engine/orders/plans.py): private like every order, stored with the game, its moves made through the same gate as every
automatic move and marked "(planned)"; when its next move is no longer legal or no longer what its owner meant, it
stops and its owner is told why, the rest kept."""

from __future__ import annotations

from pydantic import ValidationError

from bot import workers
from bot.commandline import parse_command_line
from bot.commands.automatic import LEASE_S
from bot.commands.orders import OrderCommands
from bot.commands.quick import QUEUE_PLAN, QUEUE_PLAN_LABEL
from bot.commands.replies import Invocation, Reply, said_yes
from bot.commandtable import MOVE_BUILDERS
from bot.service import LoadedGame
from engine import Action, IllegalAction, parse_action
from engine.core.action_base import Pass
from engine.core.money import dollars
from engine.orders import Order, describe
from engine.orders.model import PLANNED
from engine.orders.planned import BEST, STEPS_MOST, Plan
from engine.orders.plans import queue, queue_all
from engine.players.ahead import turn_plan
from storage import Automate, GameRecord, OrderRecord


class PlanCommands(OrderCommands):
    async def _plan(self, who: Invocation, options: dict[str, str]) -> Reply:
        record, loaded, player = await self._seated(who, "a plan is", "nothing to plan")
        row, plan = _plan_of([r for r in await self.store.orders(record.id) if r.user_id == who.user_id])
        if said_yes(options, "clear"):
            if row is None:
                raise IllegalAction("you have no plan in this game")
            await self.store.remove_order(row.id)
            return Reply("Your plan is cleared.", ephemeral=True)
        if said_yes(options, "suggest"):
            return await self._suggested(who, record, loaded, player, plan if row is not None else None, row,
                                         said_yes(options, "queue"))
        text = options.get("add", "").strip()
        resume = said_yes(options, "resume")
        if not text and not resume:
            return Reply(_listing(plan), ephemeral=True)
        if plan is None:
            plan = Plan(round=loaded.game.situation(player).round[:40] or None)
        if text:
            if len(plan.steps) >= STEPS_MOST:
                raise IllegalAction(f"a plan holds at most {STEPS_MOST} moves; /plan clear:yes starts again")
            most = dollars(options["max"]) if options.get("max", "").strip() else None
            action = None if text.lower() in (BEST, "deliver:best", "best") else _move_of(text)
            if action is not None and not isinstance(action, Pass) and type(action) not in type(loaded.game).move_types:
                raise IllegalAction(f"'{text}' is not a move of {loaded.game.name}")
            step = queue(loaded.game, player, action, most, first=not plan.steps)
            plan = plan.model_copy(update={"steps": (*plan.steps, step)})
        if resume:
            plan = plan.model_copy(update={"stopped": None})
        return await self._saved(who, record, loaded, row, plan)

    async def _saved(self, who: Invocation, record: GameRecord, loaded: LoadedGame, row: OrderRecord | None,
                     plan: Plan) -> Reply:
        """The player's plan saved (a new order, or their plan's order updated), and the moves it makes at once."""
        order = Order(kind="plan", acts_in=PLANNED, plan=plan)
        # saved with what it may owe at once, so that a process stopped right after still makes its move
        owes = Automate(self.reminders.clock() + LEASE_S, LEASE_S)
        if row is None:
            await self.store.add_order(record.id, who.user_id, order.model_dump(mode="json"), owes)
        else:
            await self.store.update_order(row.id, order.model_dump(mode="json"))
        words = f"Your {describe(order)} (only you see it). /plan lists it; /plan clear:yes clears it."
        return await self._followed(who, record, loaded, words)

    async def _suggested(self, who: Invocation, record: GameRecord, loaded: LoadedGame, player: int,
                         plan: Plan | None, row: OrderRecord | None, queue_it: bool) -> Reply:
        """The bot's plan for the player (`engine.players.ahead.turn_plan`: their seat's own view, every other seat
        passing where it may), shown to them alone with a Queue all button; queued whole (replacing their plan) when
        pressed, or with queue:yes."""
        game = loaded.game
        steps = await workers.for_answer(lambda: queue_all(player, ((s.position, s.action)
                                                                     for s in turn_plan(game, player))))
        if not steps:
            raise IllegalAction("the bot has no plan to suggest now: it plans the moves of your next turn in the actions"
                                " (Railways of the World) or of your next share or operating round decisions (18xx)")
        if queue_it:
            kept = plan.round if plan is not None else None
            return await self._saved(who, record, loaded, row,
                                     Plan(steps=steps, round=game.situation(player).round[:40] or kept))
        lines = [f"{n}. {step.text}" for n, step in enumerate(steps, start=1)]
        replaces = " It replaces your plan." if plan is not None and plan.steps else ""
        return Reply("The bot's plan for you, if nobody else changes the board meanwhile (only you see it):\n"
                     + "\n".join(lines) + f"\nQueue all (or /plan suggest:yes queue:yes) queues it; each move is made"
                     f" when its moment comes, only if still legal and what it was worth.{replaces}", ephemeral=True,
                     game_id=record.id, position=await self.store.log_length(record.id),
                     offers=((QUEUE_PLAN, QUEUE_PLAN_LABEL),))


def _move_of(text: str) -> Action:
    """A queued move as typed: in the notation (`build C23 D22`, `buy 3`) or as its slash command (`/buy-train
    type:3`, `/build path:C23 D22`)."""
    if text.startswith("/") or ":" in text:
        name, options = parse_command_line(text if text.startswith("/") else f"/{text}")
        if name not in MOVE_BUILDERS:
            raise IllegalAction(f"/{name} is not a move; a plan queues moves (build, deliver, upgrade-engine, lay, ...)")
        return MOVE_BUILDERS[name](options)
    return parse_action(text)


def _plan_of(mine: list[OrderRecord]) -> tuple[OrderRecord | None, Plan | None]:
    """The player's plan in the game (its order's row), if they have one."""
    for row in mine:
        try:
            order = Order.model_validate(row.data)
        except ValidationError:
            continue
        if order.plan is not None:
            return row, order.plan
    return None, None


def _listing(plan: Plan | None) -> str:
    if plan is None or not plan.steps:
        return ("You have no plan in this game. Queue your next moves, each as its command takes it: /plan add:build "
                "C23 D22, add:deliver best, add:upgrade, add:lay E4 57 1, add:run (max: the most to pay).")
    lines = [f"{n}. {step.text}" + (f" (at most {step.most})" if step.most is not None else "")
             for n, step in enumerate(plan.steps, start=1)]
    stopped = f"\nIt stopped: {plan.stopped}. /plan resume:yes goes on." if plan.stopped else ""
    return "Your plan in this game (only you see it):\n" + "\n".join(lines) + stopped
