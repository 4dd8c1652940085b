"""The command layer shared by Discord and the local console.

A front end hands over who typed what (`Invocation`, command name, options);
the layer turns it into lobby operations or engine actions and returns a
`Reply`: the text to show, whether only the sender should see it, and who
must act next (to be pinged). Nothing here knows about Discord.

The layer is split by concern; `CommandLayer` (layer.py) puts the pieces together:

  replies.py    Invocation, NextUp, Reply: what goes in and out
  base.py       what every command shares: finding the channel's game, who acts next, pictures
  lobby.py      /game new (start:full), join, leave, start, abandon, undo, export, import
  gameinfo.py   /game status, map, tiles, log, moves, help
  following.py  /game notify, remind, spectate (and stop), and due reminders
  moves.py      the move commands (/pass, /lay, ...) and their autocomplete
  orders.py     /auto (standing orders) and the automatic moves after a move: bots' seats, moves with no choice
  living.py     /game pause, resume, replace (a seat to the bot and back), history, rematch, /games
  lobbies.py    /games open:yes, a lobby's creator called at the fewest players, idle lobbies closed
  follows.py    /follow and the followers' digests; /games with the games one follows
  story.py      /game chart and /stats
  replay.py     /replay: a game stepped through, the replayed positions kept
  layer.py      CommandLayer: checks a command's options and runs its handler
"""

from bot.commands.layer import CommandLayer
from bot.commands.replies import Invocation, NextUp, Reply
from bot.commandtable import COMMANDS, COMMANDS_BY_NAME, MOVE_BUILDERS

__all__ = ["COMMANDS", "COMMANDS_BY_NAME", "MOVE_BUILDERS", "CommandLayer", "Invocation", "NextUp", "Reply"]
