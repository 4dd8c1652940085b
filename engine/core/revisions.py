"""The rules revisions, and what each changed (issue 47 §2).

A fix to the rules that would change what a saved game's recorded moves do (a cost, a refusal, a station kept, a
sentence the game says) applies to games begun under a later revision only: a game keeps the revision it began
with, so every saved game replays exactly as it was played. Each fix is a `Change` here, named; the code it
changes asks `game.since(name)` (true for games of its revision or later), never compares revision numbers
itself. `REVISIONS` says in a line what each revision was for. A Railways of the World data file a revision
changed keeps its earlier form beside it (`<name>.until-r<N>.json`, engine/rotw/data.py): those changes are data,
listed here with no code that asks for them.

To add a revision: add its line to `REVISIONS` (new games are played under the newest: `RULES_REVISION` in
engine/core/game.py) and its changes to `CHANGES`, ask `game.since(...)` where the rule changes, and test both sides
(the saved games in tests/fixtures/saved/ keep replaying as played). `listing()` gives the whole list as text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Change:
    """One fix a rules revision made."""

    name: str
    revision: int
    titles: str  # "18GL", "18EZ", "18EZ-L3", "RotW", "RotW-EUR", ...
    what: str
    data: bool = False  # made by a data file's new form (no code asks for it)


REVISIONS: dict[int, str] = {
    0: "games saved before revision 1 existed (their setup stores no \"rules\")",
    1: "issue 20: rules fixes in 18EZ Level 3, 18GL and Railways of the World",
    2: "issue 25: Railways of Nippon's City Rotors",
    3: "issue 33: 18EZ's selling rules and the final scoring after a bankruptcy",
    4: "issue 33, second part, and issue 34: player counts and map fixes, 18EZ's share value tokens and traced track, "
       "18GL's stations over the ferry, and rounds that say why nothing happened",
    5: "issues 44 and 45: 18GL's declined powers and whose starting value, Railways of the World's final status",
}

CHANGES: dict[str, Change] = {c.name: c for c in (
    # -- revision 1 (issue 20)
    Change("ez3-offer-refused-when-made", 1, "18EZ-L3",
           "an offer of a private company the buyer could not accept (no cash, the certificate limit) is refused when "
           "made (before, it waited to be declined)"),
    Change("gl-par-only-in-stock-rounds", 1, "18GL", "/par is refused outside Stock Rounds (during the private "
                                                     "companies' auction, a turn)"),
    Change("gl-no-pass-over-the-run", 1, "18GL", "a pass in the run step is refused (4.6.3); before, it skipped the run"),
    Change("gl-tokens-in-token-step", 1, "18GL", "the Terminal, Mine and Port tokens go in the token step (asking in the "
                                                 "track step ends it)"),
    Change("gl-alco-token-stays", 1, "18GL", "ALCO's token may not be moved once placed (note 9)"),
    Change("gl-wabash-home-kept", 1, "18GL", "CONRAIL keeps Wabash's home station in its St. Louis circle"),
    Change("gl-stations-by-legal-route", 1, "18GL", "a station costs the cheapest legal route to it (never turning "
                                                    "back); before, any walk"),
    Change("rotw-ridge-both-ways", 1, "RotW", "a ridge costs the same whichever way it is crossed (the one between the "
                                              "last tile and the city it reaches is paid too)"),
    Change("rotw-partial-shores", 1, "RotW", "partially outlined shore hexes follow the compendium", data=True),
    # -- revision 2 (issue 25)
    Change("rotw-nippon-rotors", 2, "RotW-NIP", "the `rotors` option sets City Rotors on the seven rotor cities "
                                                "(before: none; engine/data/rotw_minis, cities_by_map_since_revision)",
           data=True),
    # -- revision 3 (issue 33)
    Change("ez3-own-selling-rule", 3, "18EZ-L3", "no share of a railroad bought in the current Share Dealing Round may "
                                                 "be sold (1.13; Level 2 keeps 1.10: only the shares bought)"),
    Change("ez-sell-only-in-forced-purchase", 3, "18EZ", "shares are sold in an Operating Round only in the buy-trains "
                                                         "step of a forced train purchase (2.10)"),
    Change("ez-bankrupt-winner-said", 3, "18EZ", "the final scoring says so when the player whose bankruptcy ended the "
                                                 "game still wins"),
    # -- revision 4 (issues 33 and 34)
    Change("rotw-player-counts", 4, "RotW-EUR, RotW-MEX", "Europe is for 2-5 players (9/11/13/15 Empty City Markers), "
                                                          "Mexico for 2-4 (8/9/10)", data=True),
    Change("rotw-map-fixes", 4, "RotW-EUR, RotW-NA, RotW-TRANS",
           "Europe's Strait of Dover is water; North America's outlined water hex south-west of Iqaluit; the "
           "Transcontinental's Western board bent to meet the Eastern one", data=True),
    Change("ez-token-on-chart-at-round-end", 4, "18EZ", "a railroad's share value token goes on the chart when it "
                                                        "floats, at the end of the round, in the order railroads "
                                                        "floated (its shares sell at par until then)"),
    Change("ez-over-limit-sells-next-turn", 4, "18EZ", "a player over the certificate limit sells at their next turn"),
    Change("ez-trace-from-home", 4, "18EZ", "a new tile and a new station are traced from the home station (an upgrade "
                                            "from any station)"),
    Change("gl-stations-over-the-ferry", 4, "18GL", "a station's route may cross the activated ferry, a corporation "
                                                    "without the Ferry token paying its holder the fee on top"),
    Change("ez-why-nothing-operates", 4, "18EZ", "a Share Dealing Round that floated nothing says why"),
    Change("ez-sdr-passes-by-itself", 4, "18EZ-L2", "a Share Dealing Round in which no one can act passes by itself"),
    Change("gl-why-nothing-floated", 4, "18GL", "a Stock Round that floated nothing says why"),
    Change("gl-par-command-named", 4, "18GL", "the /par move is named after the C&A's sale"),
    Change("ez-share-article", 4, "18EZ", "a share bought reads \"an SL share\" (the article read aloud)"),
    Change("gl-share-article", 4, "18GL", "a share bought reads \"an IC share\" (the article read aloud)"),
    Change("ez-why-no-route", 4, "18EZ", "a railroad whose trains found no route says which and why"),
    Change("gl-why-no-earnings", 4, "18GL", "a corporation that earns nothing says why (no trains, no route, or "
                                            "interest took its run)"),
    # -- revision 5 (issues 44 and 45)
    Change("gl-declined-power-asked-later", 5, "18GL", "a power its owner declined is asked for again only in a later "
                                                       "step"),
    Change("gl-whose-starting-value", 5, "18GL", "says whose starting value the C&A's buyer sets"),
    Change("rotw-final-status", 5, "RotW", "the status of a game that is over says the final scoring"),
)}


def since(revision: int, name: str) -> bool:
    """Does a game of rules revision `revision` play with the change `name`? (KeyError for a name not listed.)"""
    return revision >= CHANGES[name].revision


def listing() -> str:
    """Every revision and its changes, as the operators' and players' notes print them."""
    lines = []
    for number, summary in REVISIONS.items():
        lines.append(f"{number}  {summary}")
        lines += [f"   - {c.titles}: {c.what}" + (" (data)" if c.data else "")
                  for c in CHANGES.values() if c.revision == number]
    return "\n".join(lines)
