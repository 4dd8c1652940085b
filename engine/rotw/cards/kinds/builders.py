"""Cards used for a build (engine/data/rotw_<map>/CARDS.md): each gives the build its prices (`build` hook) and is
spent when used (held) or counts as used this turn (Perfect Engineering):

  land_grant           tiles on `free_terrain` (plains) free in one build; a ridge still costs (our reading);
  tunnel_engineer      mountain tiles and ridges at half price, rounded up, in one build;
  civil_engineers      river and water hexes for `cost` each in one build;
  ferry_line           one ferry hex free (its snow surcharge too), the ferry crossed, in one build;
  perfect_engineering  five tiles in one build, once a turn;
  hot_springs          a point (`points_per_mountain`) for each tile laid on a mountain hex in one build.

A house rule, not in the rulebooks, shows how a game option adds a kind's cards: `house-land-grants` shuffles
two more Government Land Grants into the deck (`option_cards`; the option is in engine/rotw/variants.py OPTIONS).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw.cards.registry import Build, Kind, Worth, register
from engine.rotw.scoring import score

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard

HOUSE_LAND_GRANTS = "house-land-grants"


def _land_grant(card: OperationsCard, terrain: str, tile: int) -> int:
    return 0 if terrain in card.params["free_terrain"] else tile


def _civil(card: OperationsCard, terrain: str, tile: int) -> int:
    return int(card.params["cost"]) if terrain in ("river", "water") else tile  # "water hexes": rivers, outlined water


def _tunnel(card: OperationsCard, terrain: str, tile: int) -> int:
    return -(-tile // 2) if terrain == "mountain" else tile


def _half_ridge(extra: int) -> int:
    return -(-extra // 2)


def _perfect(g: Rotw, card: OperationsCard) -> int:
    if card.id in g.state.used_this_turn:
        raise IllegalAction(f"{card.name} has been used this turn already")
    return int(card.params["max_tiles"])


def _hot_springs(g: Rotw, player: int, card: OperationsCard, hexes: tuple[str, ...], messages: list[str]) -> None:
    mountains = sum(1 for hex_name in hexes if g.board.terrain[hex_name] == "mountain")
    if mountains:
        score(g, player, mountains * int(card.params.get("points_per_mountain", 1)), messages,
              f"for {card.name} ({mountains} mountain hex{'es' if mountains != 1 else ''})")


def _house_land_grant(number: int) -> dict[str, object]:
    return {"id": f"house-land-grant-{number}", "name": "Government Land Grant (house rule)", "kind": "land_grant",
            "keep": True, "params": {"free_terrain": ["plains"], "builds": 1, "timing": "held"},
            "text": "Build plains hexes for free in one Build Track action (a house rule's extra card)",
            "source": f"house rule: the {HOUSE_LAND_GRANTS} option (engine/rotw/cards/kinds/builders.py)"}


register(
    Kind("land_grant", Worth("money", amount=6), build=Build(tile=_land_grant),
         option_cards={HOUSE_LAND_GRANTS: (_house_land_grant(1), _house_land_grant(2))}),
    Kind("tunnel_engineer", Worth("flat", amount=0.6), build=Build(tile=_tunnel, ridge=_half_ridge)),
    Kind("civil_engineers", Worth("flat", amount=0.6), build=Build(tile=_civil)),
    Kind("ferry_line", Worth("ferry"), build=Build(ferry=True)),
    Kind("perfect_engineering", Worth("flat", amount=0.6), build=Build(tiles=_perfect)),
    Kind("hot_springs", Worth("hot_springs"), build=Build(), after_build=_hot_springs),
)
