"""A player's quiet hours (`/notify quiet:22-07 tz:Europe/Paris`): reminders and direct-message pings
for them wait until their quiet hours end. Times are local to the player's time zone (the standard
library's zoneinfo); a span may run past midnight."""

from __future__ import annotations

import datetime as dt
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from engine import IllegalAction

DAY_MINUTES = 24 * 60


def parse_span(text: str) -> tuple[int, int]:
    """'22-07' or '22:30-7:00' -> (start, end) in minutes after midnight."""
    start, sep, end = text.strip().partition("-")
    if not sep:
        raise IllegalAction("quiet hours are written like 22-07 (from 22:00 to 07:00), or off")
    return _minutes(start), _minutes(end)


def _minutes(text: str) -> int:
    hours, _, minutes = text.strip().partition(":")
    if not hours.isdigit() or (minutes and not minutes.isdigit()) or int(hours) > 23 or int(minutes or 0) > 59:
        raise IllegalAction(f"'{text.strip()}' is not a time of day; write hours 0-23, e.g. 22 or 22:30")
    return int(hours) * 60 + int(minutes or 0)


def check_zone(name: str) -> str:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        close = sorted(z for z in available_timezones() if name.lower() in z.lower())[:3]
        hint = f" (perhaps {', '.join(close)})" if close else " (e.g. Europe/Paris, America/New_York, UTC)"
        raise IllegalAction(f"'{name}' is not a time zone{hint}") from None
    return name


def quiet_until(prefs: dict[str, Any], now: float) -> float | None:
    """When the user's quiet hours end, if they are in them at `now` (unix seconds); else None."""
    quiet = prefs.get("quiet")
    if not quiet:
        return None
    start, end = int(quiet[0]), int(quiet[1])
    if start == end:
        return None
    zone = ZoneInfo(str(prefs.get("tz", "UTC")))
    local = dt.datetime.fromtimestamp(now, zone)
    minute = local.hour * 60 + local.minute
    inside = start <= minute < end if start < end else (minute >= start or minute < end)
    if not inside:
        return None
    wait = (end - minute) % DAY_MINUTES
    ends = local.replace(second=0, microsecond=0) + dt.timedelta(minutes=wait)
    return ends.timestamp()


def describe(prefs: dict[str, Any]) -> str:
    quiet = prefs.get("quiet")
    span = (f"quiet hours {quiet[0] // 60:02d}:{quiet[0] % 60:02d}-{quiet[1] // 60:02d}:{quiet[1] % 60:02d} "
            f"({prefs.get('tz', 'UTC')})") if quiet else "no quiet hours"
    digest = "a daily digest by direct message" if prefs.get("digest") else "no daily digest"
    heads_up = "; a direct message when the seat before yours starts its turn" if prefs.get("next") else ""
    return f"{span}; {digest}{heads_up}"
