"""What the 18xx bot reads of an 18EZ Level 2 or 3 railroad (engine/players/eighteen/ez/player.py and its share dealing): what it
earns with given trains on given track, which of its trains the next phases scrap, and the train it must buy soon."""

from __future__ import annotations

from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.shares import Company
from engine.eighteen.shared.track import TrackGraph
from engine.players.eighteen.common.evaluation import ez_revenue

MOST_CITIES = 6  # the longest train a judgement searches for (longer searches cost too much)


# -- what a railroad earns ------------------------------------------------------------------------------------------


def is_minor(g: EZLevel2, railroad: str) -> bool:
    """Whether the railroad is a minor (Level 3; Level 2 has none)."""
    return bool(getattr(g, "is_minor", None)) and g.is_minor(railroad)  # type: ignore[attr-defined]


def cities(g: EZLevel2, trains: list[str]) -> list[tuple[str, int]]:
    """(type, cities it may visit) of each train, no train counted longer than the bot searches (MOST_CITIES)."""
    return [(t, min(g.rules.train(t).cities, MOST_CITIES)) for t in trains]


def graph_of(g: EZLevel2, company: Company, track: TrackState | None = None) -> TrackGraph:
    """The track graph the railroad runs on (the track as it lies, or `track`), with its stop bonuses."""
    graph = (track or g.state.track).graph(g.board, g.phase().name)
    bonus = g.stop_bonus(company)
    return graph.with_bonus(bonus) if bonus else graph


def revenue(g: EZLevel2, company: Company, trains: list[str] | None = None, track: TrackState | None = None) -> int:
    """What the railroad's trains (or `trains`) earn on the track (or `track`), as the bot measures it."""
    return ez_revenue(graph_of(g, company, track), company.id, cities(g, company.trains if trains is None else trains))


def scrapped_by(g: EZLevel2, train: str) -> list[str]:
    """Types the first train of `train` scraps (none if it starts no phase or one has started already)."""
    rules, index = g.rules, g.state.depot.phase_index
    for i, phase in enumerate(rules.phases):
        if phase.on_train == train and i > index:
            return list(phase.scrap)
    return []


def doomed(g: EZLevel2) -> set[str]:
    """Train types the next phases are likely to scrap soon: those the bank's next type, or the one after it
    when few of the next are left, scraps when first sold."""
    left = [(t, n) for t, n in g.state.depot.left.items() if n > 0]
    found: set[str] = set()
    for index, (train, count) in enumerate(left[:2]):
        if index == 0 or left[0][1] <= 2:
            found.update(scrapped_by(g, train))
        if index == 0 and count > 2:
            break
    return found


def train_need(g: EZLevel2, company: Company) -> int:
    """The price of the train the railroad must buy soon: it has none, or every one it owns is doomed (0: none)."""
    if is_minor(g, company.id):
        return 0
    lasting = [t for t in company.trains if t not in doomed(g)]
    if lasting:
        return 0
    cheapest = g.cheapest_available()
    return cheapest[0] if cheapest is not None else 0


def future_trains(g: EZLevel2, company: Company) -> list[str]:
    """The railroad's trains and the bank's next type (the one it may buy); once the bank is sold out, its trains (or a 2)."""
    nxt = g.state.depot.next_type()
    return [*company.trains, nxt] if nxt is not None else list(company.trains) or ["2"]


def rounds_left(g: EZLevel2) -> int:
    """Operating Rounds likely left: the bank's money at what the railroads earn, about."""
    earning = sum(max(60, 40 * len(c.trains)) for c in g.state.companies.values() if c.floated)
    return max(2, min(10, g.state.bank // max(earning, 1)))
