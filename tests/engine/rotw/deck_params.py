"""The params each kind of Railroad Operations card and each Rail Baron goal carries in a map's cards.json (besides
an Operations card's "timing"), the same on every map; each map's data test (test_<map>_data.py, test_eus_cards.py)
checks its deck's cards against the kinds it names."""

from __future__ import annotations

OPERATION_PARAMS: dict[str, set[str]] = {
    "first_delivery": {"points"},
    "first_exact_links_delivery": {"links", "points"},
    "first_colors_delivered": {"colors", "points"},
    "service_bounty": {"city", "points"},
    "hotel": {"city", "points_per_cube"},
    "city_growth": {"cubes"},
    "new_industry": {"cubes"},
    "tunnel_engineer": {"builds", "factor", "terrain"},
    "capital_charter": {"city", "limit_per_player", "max_links", "points_per_link"},
    "city_charter": {"city"},
    "land_grant": {"builds", "free_terrain"},
    "perfect_engineering": {"max_tiles", "uses_per_turn"},
    "executive": {"actions"},
    "railroad_inspector": set(),
    "civil_engineers": {"builds", "cost", "terrain"},
    "free_engine_upgrade": {"levels"},
    "express": {"cities"},
    "operations_growth": {"deal"},
    "trading_depot": {"points_per_delivery"},
    "new_train": {"level", "points"},
    "coal_fueled_engines": {"factor", "upgrades"},
    "boomtown": {"cubes"},
    "ferry_line": set(),
    "mine_card": {"cost", "draws"},
    "shinbashi": {"color", "from", "points", "to"},
    "foreign_trade_ports": {"cities", "cubes"},
    "local_campaign": {"city", "points"},
    "diplomatic_relations": {"min_players", "points"},
    "hot_springs": {"points_per_mountain"},
    "long_distance": {"points", "segments"},
    "connect_via": {"cities", "points"},
    "sutter_mill": {"city", "cubes"},
}
BARON_PARAMS: dict[str, set[str]] = {
    "links_from_city": {"city", "max_points", "points_per_link"},
    "fewest_bonds": set(),
    "highest_engine": set(),
    "most_cities": set(),
    "longest_railroad": set(),
    "largest_railroad": set(),
    "most_money": set(),
    "connect": {"cities"},
    "country_cities": {"cities", "country", "points_per_city"},
    "western_link": set(),
    "first_to_engine": {"level"},
    "most_track_tiles": set(),
    "hotels_held": {"points_by_count"},
    "most_bonds": set(),
    "connect_urbanized": {"cities", "points_per_city"},
}


def operation_params(*kinds: str) -> dict[str, set[str]]:
    """The params of these Operations card kinds (a deck's own kinds, in its order)."""
    return {kind: OPERATION_PARAMS[kind] for kind in kinds}


def baron_params(*goals: str) -> dict[str, set[str]]:
    """The params of these Rail Baron goals."""
    return {goal: BARON_PARAMS[goal] for goal in goals}
