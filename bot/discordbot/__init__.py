"""The Discord front end: app commands, buttons, pings, reminders and spectator
channels around the shared command layer (`bot.commands`)."""

from bot.discordbot.client import RailBot, create_bot, run_bot

__all__ = ["RailBot", "create_bot", "run_bot"]
