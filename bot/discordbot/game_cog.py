"""Slash commands: the `/game` group and one command per move, each a thin
wrapper that hands its options to the shared command layer.

A move is judged first (milliseconds), so that a refusal can be answered
privately; a reply with pictures then `defer()`s before drawing them, since
rendering can take longer than Discord's three-second answer deadline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.commandtable import COMMANDS_BY_NAME
from bot.discordbot import threads
from bot.discordbot.cooldowns import heavy
from bot.discordbot.front import invocation_of
from bot.discordbot.limits import fit_choices
from bot.discordbot.movecog import MoveCog, choices, filled
from engine import TITLES

if TYPE_CHECKING:
    pass

Choice = app_commands.Choice
IMPORT_MAX_BYTES = 5_000_000
TITLE_CHOICES = [Choice(name=cls.name, value=key) for key, cls in TITLES.items()]
REMIND_CHOICES = ["1", "6", "12", "24", "48", "off"]
CHART_CHOICES = [Choice(name="the players' standing", value="players"),
                 Choice(name="the companies' share values (18xx)", value="companies"),
                 Choice(name="income and bonds (Railways of the World)", value="income")]


def describe(name: str) -> Any:
    """The command's description from the shared table, so Discord and the console agree."""
    return COMMANDS_BY_NAME[name].description


def option_help(name: str) -> dict[str, str]:
    return {o.name: o.description for o in COMMANDS_BY_NAME[name].options}


class GameCog(MoveCog):
    game = app_commands.Group(name="game", description="Start, follow and manage this channel's game", guild_only=True)

    # -- /game ------------------------------------------------------------------

    @game.command(name="new", description=describe("game new"))
    @app_commands.describe(**option_help("game new"))
    @app_commands.choices(title=TITLE_CHOICES)
    async def game_new(
        self, interaction: discord.Interaction[Any], title: str, seed: app_commands.Range[int, 0, 2**53] | None = None,
        options: str | None = None, thread: bool | None = None,
    ) -> None:
        operator = seed is not None and await self.bot.is_operator(interaction.user)  # only they may fix a seed
        if thread:
            texts = {k: str(v) for k, v in (("title", title), ("seed", seed), ("options", options)) if v is not None}
            await threads.open_in_thread(self.bot, interaction, texts, operator=operator)
            return
        await self.invoke(interaction, "game new", operator=operator, title=title, seed=seed, options=options)

    @game.command(name="join", description=describe("game join"))
    @app_commands.describe(**option_help("game join"))
    @app_commands.choices(bot=[Choice(name="yes", value="yes")])
    async def game_join(self, interaction: discord.Interaction[Any], bot: str | None = None) -> None:
        await self.invoke(interaction, "game join", bot=bot)

    @game.command(name="leave", description=describe("game leave"))
    @app_commands.describe(**option_help("game leave"))
    @app_commands.choices(bot=[Choice(name="yes", value="yes")])
    async def game_leave(self, interaction: discord.Interaction[Any], bot: str | None = None) -> None:
        await self.invoke(interaction, "game leave", bot=bot)

    @game.command(name="start", description=describe("game start"))
    async def game_start(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game start")
        await threads.name_after_players(self.bot, interaction)

    @game.command(name="status", description=describe("game status"))
    async def game_status(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game status")

    @game.command(name="map", description=describe("game map"))
    async def game_map(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game map")

    @game.command(name="tiles", description=describe("game tiles"))
    @app_commands.describe(**option_help("game tiles"))
    async def game_tiles(self, interaction: discord.Interaction[Any], hex: str) -> None:
        await self.invoke(interaction, "game tiles", hex=hex)

    @game_tiles.autocomplete("hex")
    async def game_tiles_hex(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "lay", "hex", current)

    @game.command(name="log", description=describe("game log"))
    @app_commands.describe(**option_help("game log"))
    async def game_log(self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 1, 100] | None = None,
                       page: app_commands.Range[int, 1, 10_000] | None = None) -> None:
        await self.invoke(interaction, "game log", count=count, page=page)

    @game.command(name="hand", description=describe("game hand"))
    async def game_hand(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game hand")

    @game.command(name="card", description=describe("game card"))
    @app_commands.describe(**option_help("game card"))
    async def game_card(self, interaction: discord.Interaction[Any], name: str) -> None:
        await self.invoke(interaction, "game card", name=name)

    @game_card.autocomplete("name")
    async def game_card_name(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        """Every card, private company and power, each shown with what it does."""
        return fit_choices(await self.bot.layer.card_choices(invocation_of(interaction), current))

    @game.command(name="moves", description=describe("game moves"))
    @app_commands.describe(**option_help("game moves"))
    async def game_moves(self, interaction: discord.Interaction[Any], hex: str | None = None) -> None:
        await self.invoke(interaction, "game moves", hex=hex)

    @game.command(name="help", description=describe("game help"))
    async def game_help(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game help")

    @game.command(name="abandon", description=describe("game abandon"))
    async def game_abandon(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game abandon")

    @game.command(name="undo", description=describe("game undo"))
    async def game_undo(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game undo")

    @game.command(name="export", description=describe("game export"))
    @heavy("game export")
    async def game_export(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game export")

    @game.command(name="import", description=describe("game import"))
    @heavy("game import")
    @app_commands.describe(**option_help("game import"))
    async def game_import(self, interaction: discord.Interaction[Any], file: discord.Attachment) -> None:
        if file.size > IMPORT_MAX_BYTES:
            await interaction.response.send_message("That file is too large to be an exported game.", ephemeral=True)
            return
        text = (await file.read()).decode("utf-8", errors="replace")
        await self.invoke(interaction, "game import", file=text)

    @game.command(name="notify", description=describe("game notify"))
    @app_commands.describe(**option_help("game notify"))
    @app_commands.choices(where=[Choice(name="in this channel", value="channel"), Choice(name="by direct message", value="dm")])
    async def game_notify(self, interaction: discord.Interaction[Any], where: str) -> None:
        await self.invoke(interaction, "game notify", where=where)

    @game.command(name="remind", description=describe("game remind"))
    @app_commands.describe(**option_help("game remind"))
    async def game_remind(self, interaction: discord.Interaction[Any], after: str) -> None:
        await self.invoke(interaction, "game remind", after=after)

    @game_remind.autocomplete("after")
    async def game_remind_after(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return choices([v for v in REMIND_CHOICES if v.startswith(current.strip().lower())])

    @game.command(name="spectate", description=describe("game spectate"))
    @app_commands.describe(**option_help("game spectate"))
    @app_commands.choices(stop=[Choice(name="yes", value="yes")])
    async def game_spectate(self, interaction: discord.Interaction[Any], channel: discord.TextChannel,
                            stop: str | None = None) -> None:
        if stop:
            await self.invoke(interaction, "game spectate", channel=channel.id, stop=stop)
            return
        member = interaction.user
        if not isinstance(member, discord.Member) or not channel.permissions_for(member).send_messages:
            # the bot posts a game only where the person asking could post it themselves
            await interaction.response.send_message(
                f"You may not post in {channel.mention}, so the game will not be mirrored there.", ephemeral=True)
            return
        await self.invoke(interaction, "game spectate", channel=channel.id)

    @game.command(name="pause", description=describe("game pause"))
    async def game_pause(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game pause")

    @game.command(name="resume", description=describe("game resume"))
    async def game_resume(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game resume")

    @game.command(name="replace", description=describe("game replace"))
    @app_commands.rename(with_="with")
    @app_commands.describe(seat=option_help("game replace")["seat"], with_=option_help("game replace")["with"],
                           bot=option_help("game replace")["bot"])
    @app_commands.choices(bot=[Choice(name="yes", value="yes")])
    async def game_replace(self, interaction: discord.Interaction[Any], seat: discord.User,
                           with_: discord.User | None = None, bot: str | None = None) -> None:
        await self.invoke(interaction, "game replace", seat=seat.id, bot=bot, **({"with": with_.id} if with_ else {}))

    @game.command(name="history", description=describe("game history"))
    @heavy("game history")
    @app_commands.describe(**option_help("game history"))
    async def game_history(self, interaction: discord.Interaction[Any], move: app_commands.Range[int, 0, 100_000]) -> None:
        await self.invoke(interaction, "game history", move=move)

    @game.command(name="rematch", description=describe("game rematch"))
    async def game_rematch(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "game rematch")

    @game.command(name="chart", description=describe("game chart"))
    @heavy("game chart")
    @app_commands.describe(**option_help("game chart"))
    @app_commands.choices(what=CHART_CHOICES)
    async def game_chart(self, interaction: discord.Interaction[Any], what: str | None = None) -> None:
        await self.invoke(interaction, "game chart", what=what)

    # -- moves ------------------------------------------------------------------

    @app_commands.command(name="choose", description=describe("choose"))
    @app_commands.describe(**option_help("choose"))
    async def choose(self, interaction: discord.Interaction[Any], railroad: str) -> None:
        await self.invoke(interaction, "choose", railroad=railroad)

    @choose.autocomplete("railroad")
    async def choose_railroad(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "choose", "railroad", current)

    @app_commands.command(name="lay", description=describe("lay"))
    @app_commands.describe(**option_help("lay"))
    async def lay(self, interaction: discord.Interaction[Any], hex: str, tile: str, rotation: app_commands.Range[int, 0, 5]) -> None:
        await self.invoke(interaction, "lay", hex=hex, tile=tile, rotation=rotation)

    @lay.autocomplete("hex")
    async def lay_hex(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "lay", "hex", current)

    @lay.autocomplete("tile")
    async def lay_tile(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "lay", "tile", current)

    @lay.autocomplete("rotation")
    async def lay_rotation(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[int]]:
        values = await self.bot.layer.suggest(invocation_of(interaction), "lay", "rotation", current, filled(interaction, "rotation"))
        return [Choice(name=v, value=int(v)) for v in values]

    @app_commands.command(name="run", description=describe("run"))
    @app_commands.describe(**option_help("run"))
    async def run(self, interaction: discord.Interaction[Any], routes: str | None = None) -> None:
        await self.invoke(interaction, "run", routes=routes)

    @app_commands.command(name="buy-train", description=describe("buy-train"))
    @app_commands.rename(source="from")
    @app_commands.describe(type=option_help("buy-train")["type"], source=option_help("buy-train")["from"],
                           price=option_help("buy-train")["price"])
    async def buy_train(
        self, interaction: discord.Interaction[Any], type: str | None = None, source: str | None = None,
        price: str | None = None,
    ) -> None:
        await self.invoke(interaction, "buy-train", type=type, **{"from": source}, price=price)

    @buy_train.autocomplete("type")
    async def buy_train_type(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "buy-train", "type", current)

    @buy_train.autocomplete("source")
    async def buy_train_source(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "buy-train", "from", current)

    # -- Level 2: shares, stations, dividends, offers ------------------------------

    @app_commands.command(name="par", description=describe("par"))
    @app_commands.describe(**option_help("par"))
    async def par(self, interaction: discord.Interaction[Any], railroad: str, price: str) -> None:
        await self.invoke(interaction, "par", railroad=railroad, price=price)

    @par.autocomplete("price")
    async def par_price(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "par", "price", current)

    @par.autocomplete("railroad")
    async def par_railroad(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "par", "railroad", current)

    @app_commands.command(name="buy-share", description=describe("buy-share"))
    @app_commands.rename(source="from")
    @app_commands.describe(railroad=option_help("buy-share")["railroad"], source=option_help("buy-share")["from"])
    @app_commands.choices(source=[Choice(name="the IPO (at par)", value="ipo"), Choice(name="the bank pool (at its value)", value="pool")])
    async def buy_share(self, interaction: discord.Interaction[Any], railroad: str, source: str | None = None) -> None:
        await self.invoke(interaction, "buy-share", railroad=railroad, **{"from": source})

    @buy_share.autocomplete("railroad")
    async def buy_share_railroad(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "buy-share", "railroad", current)

    @app_commands.command(name="sell", description=describe("sell"))
    @app_commands.describe(**option_help("sell"))
    async def sell(self, interaction: discord.Interaction[Any], shares: str) -> None:
        await self.invoke(interaction, "sell", shares=shares)

    @sell.autocomplete("shares")
    async def sell_shares(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "sell", "shares", current)

    @app_commands.command(name="station", description=describe("station"))
    @app_commands.describe(**option_help("station"))
    async def station(self, interaction: discord.Interaction[Any], hex: str) -> None:
        await self.invoke(interaction, "station", hex=hex)

    @station.autocomplete("hex")
    async def station_hex(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "station", "hex", current)

    @app_commands.command(name="pay", description=describe("pay"))
    async def pay(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "pay")

    @app_commands.command(name="withhold", description=describe("withhold"))
    async def withhold(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "withhold")

    @app_commands.command(name="accept", description=describe("accept"))
    async def accept(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "accept")

    @app_commands.command(name="decline", description=describe("decline"))
    async def decline(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "decline")

    # -- Level 3: the Startpacket, private companies, partial retention ---------------

    @app_commands.command(name="bid", description=describe("bid"))
    @app_commands.describe(**option_help("bid"))
    async def bid(self, interaction: discord.Interaction[Any], amount: str, company: str | None = None,
                  confirm: bool | None = None) -> None:
        await self.invoke(interaction, "bid", company=company, amount=amount, confirm="yes" if confirm else None)

    @bid.autocomplete("amount")
    async def bid_amount(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "bid", "amount", current)

    @app_commands.command(name="buy-company", description=describe("buy-company"))
    @app_commands.describe(**option_help("buy-company"))
    async def buy_company(self, interaction: discord.Interaction[Any], company: str, price: str | None = None) -> None:
        await self.invoke(interaction, "buy-company", company=company, price=price)

    @app_commands.command(name="sell-company", description=describe("sell-company"))
    @app_commands.describe(company=option_help("sell-company")["company"], price=option_help("sell-company")["price"],
                           to=option_help("sell-company")["to"])
    async def sell_company(self, interaction: discord.Interaction[Any], company: str, price: str, to: discord.Member) -> None:
        await self.invoke(interaction, "sell-company", company=company, price=price, to=to.display_name)

    @app_commands.command(name="half", description=describe("half"))
    async def half(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "half")

    @app_commands.command(name="hotel", description=describe("hotel"))
    @app_commands.describe(**option_help("hotel"))
    async def hotel(self, interaction: discord.Interaction[Any], hex: str) -> None:
        await self.invoke(interaction, "hotel", hex=hex)

    @app_commands.command(name="metro-lay", description=describe("metro-lay"))
    @app_commands.describe(**option_help("metro-lay"))
    async def metro_lay(self, interaction: discord.Interaction[Any], tile: str, rotation: app_commands.Range[int, 0, 5]) -> None:
        await self.invoke(interaction, "metro-lay", tile=tile, rotation=rotation)

    @app_commands.command(name="metro-station", description=describe("metro-station"))
    async def metro_station(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "metro-station")

    @app_commands.command(name="pass", description=describe("pass"))
    async def pass_(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "pass")

    @app_commands.command(name="move", description=describe("move"))
    @app_commands.describe(**option_help("move"))
    async def move(self, interaction: discord.Interaction[Any], action: str, confirm: bool | None = None) -> None:
        await self.invoke(interaction, "move", action=action, confirm="yes" if confirm else None)

    @move.autocomplete("action")
    async def move_action(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "move", "action", current)

