"""The Railways of the World examples, map by map (tests/make_example_rotw.py writes them; tests/bot/test_example_rotw*.py
play them): each one's seed, players, options, the feature nudges its players may make (tests/example_person_rotw.py)
and its header comment.

Every example but the Eastern U.S. one seats a lobby bot last (Brunel, `/game join bot:yes`); in the Eastern U.S. one
Dee hands her seat to the bot for a few turns. A seed is chosen among many (`python -m tests.make_example_rotw <map>
<seed>` plays another) so that its game shows what its header says, and the header tells that game's truth: another
seed, or another bot, gives another game, and then the header and the example's test follow it. A real game's seed is
drawn by the server and kept secret; an example fixes it so the file replays."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.rotw.game import Rotw
from engine.rotw.maps.britain import RotwBritain
from engine.rotw.maps.europe import RotwEurope
from engine.rotw.maps.mexico import RotwMexico
from engine.rotw.maps.nippon import RotwNippon
from engine.rotw.maps.northamerica import RotwNorthAmerica
from engine.rotw.maps.transcontinental import RotwTranscontinental
from engine.rotw.maps.western import RotwWestern

PLAYERS = ["Ann", "Bob", "Cid", "Dee"]  # the Eastern U.S. example's (Dee hands her seat to the bot for a while)
BOT = "Brunel"  # the first lobby bot's name: the last seat of every other example
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@dataclass(frozen=True)
class Example:
    cls: type[Rotw]
    players: tuple[str, ...]  # in join order
    seed: int
    path: Path
    header: tuple[str, ...]  # "{seed}" stands for the seed
    options: tuple[str, ...] = ()
    nudges: tuple[str, ...] = ()  # see tests/example_person_rotw.py
    handover: tuple[int, int] | None = None  # (first, last + 1): the turns Dee's seat is handed to the bot

    @property
    def bots(self) -> set[str]:
        """The seats a lobby bot plays."""
        return {name for name in self.players if name == BOT}


def _lobby(count: int) -> tuple[str, ...]:
    return (*PLAYERS[:count - 1], BOT)


def _run(path: str, db: str) -> str:
    return f"#   python3 dev.py run local --script examples/{path} --db /tmp/{db}.sqlite3"


SEED = 53
EXAMPLE = EXAMPLES / "rotw-eastern-us.txt"
EASTERN = Example(Rotw, tuple(PLAYERS), SEED, EXAMPLE, (
    "# A complete 4-player game of Railways of the World on the Eastern U.S. map, for the local console:",
    _run("rotw-eastern-us.txt", "rotw"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows the secret Rail Baron choice, first-player auctions, links built four tiles at a time, deliveries",
    "# scoring every link's owner, goal cards won, Hotels, engines, bonds, Empty City Markers, the Western Link at Des",
    "# Moines and the end with the Rail Baron cards revealed and scored (Cid's George Pullman revealed when met, at his",
    "# level 6 engine). Dee is away in turns 5 to 7: she hands her seat to the bot, whose moves print marked \"(bot)\",",
    "# and then takes it back.",
), nudges=("western",), handover=(5, 8))

MEXICO_SEED = 123
MEXICO = EXAMPLES / "rotw-mexico.txt"
MEXICO_EXAMPLE = Example(RotwMexico, _lobby(3), MEXICO_SEED, MEXICO, (
    "# A complete 3-player game of Railways of Mexico (Railways of the World on the Mexico map), for the local console,",
    "# Ann and Bob against a bot (Brunel, seated in the lobby with /game join bot:yes):",
    _run("rotw-mexico.txt", "rotw-mex"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows the Mexico deck: Tunnel and Civil Engineers on builds, an Express card taken (not used before the end),",
    "# a free engine upgrade, Trading Depots on a rival's links, Operations Growth, the Mexico Major Lines, Rail Baron",
    "# cards met, and the end at 9 Empty City Markers (3 players).",
), nudges=("engineers",))

MINIS_SEED = 49
MINIS = EXAMPLES / "rotw-eastern-us-minis.txt"
MINIS_OPTIONS = ("mines", "depots", "switches", "rotors")
MINIS_EXAMPLE = Example(Rotw, _lobby(4), MINIS_SEED, MINIS, (
    "# A complete 4-player Eastern U.S. game of Railways of the World with the mini-expansions switched on (Mines,",
    "# Fuel Depots, Switch Tracks, City Rotors; Hotels are always marked on the map), for the local console, Ann, Bob",
    "# and Cid against a bot (Brunel, seated in the lobby with /game join bot:yes):",
    _run("rotw-eastern-us-minis.txt", "rotw-minis"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows City Rotors turning round the wheel, Mines opened (the bot's too), Fuel Depots bought with builds, cubes",
    "# kept at a Fuel Depot and going on with the next action, and Switch Tracks' branches. The Event Deck is not here:",
    "# the compendium does not list its cards (see engine/data/rotw_minis/README.md).",
), options=MINIS_OPTIONS, nudges=("switch", "stop"))

EUROPE_SEED = 3
EUROPE = EXAMPLES / "rotw-europe.txt"
EUROPE_EXAMPLE = Example(RotwEurope, _lobby(3), EUROPE_SEED, EUROPE, (
    "# A complete 3-player game of Railways of Europe (Railways of the World on the Europe map), for the local console,",
    "# Ann and Bob against a bot (Brunel, seated in the lobby with /game join bot:yes):",
    _run("rotw-europe.txt", "rotw-eur"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows the Europe deck: Capital and City Charters, Tunnel Engineers in the Alps (Lyon - Milan, Milan - Munich),",
    "# the Major Lines charted on the board (London - Paris over the Strait of Dover, its outlined water at $4,000 a",
    "# tile), and the end at 11 Empty City Markers (no cube reduction for three players in Europe).",
), nudges=("charters", "engineers"))

WESTERN_SEED = 7
WESTERN = EXAMPLES / "rotw-western-us.txt"
WESTERN_EXAMPLE = Example(RotwWestern, _lobby(4), WESTERN_SEED, WESTERN, (
    "# A complete 4-player game of Railways of the Western U.S. (Railways of the World on the Western map), console,",
    "# Ann, Bob and Cid against a bot (Brunel, seated in the lobby with /game join bot:yes):",
    _run("rotw-western-us.txt", "rotw-wus"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows the Western deck (Boomtown, Sutter's Mill, Coal Fueled Engines, New Train; the Golden Spike, San Francisco",
    "# to Omaha via Promontory, stays unclaimed), the City Rotors and Fuel Depots the expansion brings, and the end at 14",
    "# Empty City Markers.",
))

NIPPON_SEED = 35
NIPPON = EXAMPLES / "rotw-nippon.txt"
NIPPON_EXAMPLE = Example(RotwNippon, _lobby(3), NIPPON_SEED, NIPPON, (
    "# A complete 3-player game of Railways of Nippon (Railways of the World on the map of Japan), for the console,",
    "# Ann and Bob against a bot (Brunel, seated in the lobby with /game join bot:yes):",
    _run("rotw-nippon.txt", "rotw-nip"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows the Nippon deck (Shinbashi Station with its blue cube set in Tokyo, Local Campaigns, Hot Springs,",
    "# Diplomatic Relations, Long Distance) and the end at 12 Empty City Markers.",
), nudges=("nippon",))

BRITAIN_SEED = 1
BRITAIN = EXAMPLES / "rotw-great-britain.txt"
BRITAIN_EXAMPLE = Example(RotwBritain, _lobby(4), BRITAIN_SEED, BRITAIN, (
    "# A complete 4-player game of Railways of Great Britain (Railways of the World on the Great Britain map), console,",
    "# Ann, Bob and Cid against a bot (Brunel, seated in the lobby with /game join bot:yes):",
    _run("rotw-great-britain.txt", "rotw-gb"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows the Great Britain deck (Railroad Inspectors stopping a rival's delivery, one played by the bot; Tunnel",
    "# Engineers across the Pennines), track kept off the Humber between Hull, Grimsby and Goole (Hull reached on its",
    "# own side), and the end at 14 Empty City Markers.",
), nudges=("engineers",))

NORTH_AMERICA_SEED = 5
NORTH_AMERICA = EXAMPLES / "rotw-north-america.txt"
NORTH_AMERICA_EXAMPLE = Example(RotwNorthAmerica, _lobby(4), NORTH_AMERICA_SEED, NORTH_AMERICA, (
    "# A complete 4-player game of Railways of North America (Railways of the World on the Canadian map), console,",
    "# Ann, Bob and Cid against a bot (Brunel, seated in the lobby with /game join bot:yes):",
    _run("rotw-north-america.txt", "rotw-na"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows the North America deck (Ferry Lines over the Hudson Strait to Iqaluit, over the Cabot Strait to St. John",
    "# and from Labrador to Newfoundland; Mines on gray cities), the Snow Line's $1,000 a tile in the north, and the end",
    "# at 13 Empty City Markers.",
), nudges=("ferries", "ferry build"))

TRANS_SEED = 5
TRANS = EXAMPLES / "rotw-transcontinental.txt"
TRANS_EXAMPLE = Example(RotwTranscontinental, _lobby(3), TRANS_SEED, TRANS, (
    "# A complete 3-player Transcontinental game (Railways of the World: the Eastern board, then the West opens), console,",
    "# Ann and Bob against a bot (Brunel, seated in the lobby with /game join bot:yes):",
    _run("rotw-transcontinental.txt", "rotw-trans"),
    "# A real game's seed is drawn by the server and kept secret; this example fixes it ({seed}) so it replays.",
    "# It shows the Eastern phase ending with the turn of its last Empty City Marker, bonds returned (2, 3, ... points",
    "# each) or kept, the West opening (its cubes, the Western deck, a second Rail Baron card), a Transcontinental",
    "# Major Line across the join (Denver - St. Louis, with the game's last link), and the end in the West.",
))

MAPS = {"eastern": EASTERN, "mexico": MEXICO_EXAMPLE, "minis": MINIS_EXAMPLE, "europe": EUROPE_EXAMPLE,
        "western": WESTERN_EXAMPLE, "transcontinental": TRANS_EXAMPLE, "nippon": NIPPON_EXAMPLE,
        "britain": BRITAIN_EXAMPLE, "north-america": NORTH_AMERICA_EXAMPLE}
