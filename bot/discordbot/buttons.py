"""Buttons for the common moves of the current step (Pass, Run, Buy the next train, ...).

Each button's custom id holds the game id, the position it was made for (the
game's log length) and the move's text, so a button works after a restart:
discord.py matches the id against `MoveButton`'s template (a DynamicItem) and
rebuilds it, with no view to keep in memory. A press after the game moved on
(a second press of the same Pass) is refused: one move per intention.
Buttons made before positions existed (no `@N`) are still taken.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.commands.quick import label_of, shown_of

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike

PREFIX = "railbot:move"
CUSTOM_ID_MAX = 100  # Discord's limit


def custom_id(game_id: int, position: int | None, action: str) -> str:
    return f"{PREFIX}:{game_id}{'' if position is None else f'@{position}'}:{action}"


class MoveButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=PREFIX + r":(?P<game>[0-9]+)(?:@(?P<at>[0-9]+))?:(?P<action>.+)"):
    def __init__(self, game_id: int, action: str, position: int | None = None, label: str | None = None) -> None:
        style = discord.ButtonStyle.secondary if action == "pass" else discord.ButtonStyle.primary
        label = label or label_of(action)
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id(game_id, position, action)))
        self.game_id = game_id
        self.action = action
        self.position = position

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> MoveButton:
        return cls(int(match["game"]), match["action"], int(match["at"]) if match["at"] else None)

    async def callback(self, interaction: discord.Interaction[RailBotLike]) -> None:  # type: ignore[type-var]
        await interaction.client.front.press(interaction, self.game_id, self.action, self.position)


def move_items(game_id: int, actions: tuple[str, ...], position: int | None = None,
               labels: tuple[str, ...] = ()) -> list[MoveButton]:
    """One button per move (at most 25), made for the game's `position`, each labelled or showing its move; a move
    whose custom id would be too long for Discord has none."""
    named = labels if len(labels) == len(actions) else (None,) * len(actions)
    fitting = [(a, n) for a, n in zip(actions, named, strict=True) if len(custom_id(game_id, position, a)) <= CUSTOM_ID_MAX]
    return [MoveButton(game_id, action, position, label) for action, label in fitting[:25]]


def move_buttons(game_id: int, actions: tuple[str, ...], position: int | None = None,
                 labels: tuple[str, ...] = ()) -> discord.ui.View | None:
    """A view with `move_items`' buttons; None when there is nothing to offer."""
    items = move_items(game_id, actions, position, labels)
    if not items:
        return None
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


CONFIRM_PREFIX = "railbot:confirm"


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=CONFIRM_PREFIX + r":(?P<game>[0-9]+)@(?P<at>[0-9]+):(?P<action>.+)"):
    """"Are you sure?" answered yes: the move is made as `/move action:… confirm:yes`, only while the game is
    where the question was asked (a later press, or one after the game moved on, is refused)."""

    def __init__(self, game_id: int, action: str, position: int) -> None:
        custom = f"{CONFIRM_PREFIX}:{game_id}@{position}:{action}"
        super().__init__(discord.ui.Button(label=f"Confirm: {shown_of(action)}"[:80], style=discord.ButtonStyle.danger,
                                           custom_id=custom))
        self.game_id = game_id
        self.action = action
        self.position = position

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> ConfirmButton:
        return cls(int(match["game"]), match["action"], int(match["at"]))

    async def callback(self, interaction: discord.Interaction[RailBotLike]) -> None:  # type: ignore[type-var]
        await interaction.client.front.press(interaction, self.game_id, self.action, self.position, confirmed=True)


def confirm_view(game_id: int, action: str, position: int | None) -> discord.ui.View | None:
    """The Confirm button of an "Are you sure?"; None when its id would not fit (the player types confirm:yes)."""
    if position is None or len(f"{CONFIRM_PREFIX}:{game_id}@{position}:{action}") > CUSTOM_ID_MAX:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(game_id, action, position))
    return view
