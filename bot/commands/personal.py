"""A player's own settings, across every game and server: /notify (quiet hours, time zone, the daily
digest), and the digest itself: the games waiting for the player, once a day by direct message."""

from __future__ import annotations

from bot import quiet
from bot.commands.living import LivingCommands
from bot.commands.replies import Invocation, Reply
from engine import IllegalAction

DIGEST_EVERY_S = 24 * 3600.0


class PersonalCommands(LivingCommands):  # the digest lists the games LivingCommands finds
    async def _notify_me(self, who: Invocation, options: dict[str, str]) -> Reply:
        prefs = await self.store.user_prefs(who.user_id)
        if not any(options.get(k, "").strip() for k in ("quiet", "tz", "digest", "next")):
            return Reply(f"Your settings: {quiet.describe(prefs)}.", ephemeral=True)
        if options.get("tz", "").strip():
            prefs["tz"] = quiet.check_zone(options["tz"].strip())
        span = options.get("quiet", "").strip().lower()
        if span in ("off", "none"):
            prefs.pop("quiet", None)
        elif span:
            prefs["quiet"] = list(quiet.parse_span(span))
        digest = options.get("digest", "").strip().lower()
        if digest:
            if digest not in ("on", "off"):
                raise IllegalAction(f"digest is on or off, not '{digest}'")
            prefs["digest"] = digest == "on"
        heads_up = options.get("next", "").strip().lower()
        if heads_up:
            if heads_up not in ("on", "off"):
                raise IllegalAction(f"next is on or off, not '{heads_up}'")
            prefs["next"] = heads_up == "on"
        await self.store.set_user_prefs(who.user_id, prefs)
        return Reply(f"Saved: {quiet.describe(prefs)}.", ephemeral=True)

    async def next_digest_in(self) -> float | None:
        """Seconds until the earliest daily digest may fall due; None if nobody asked for one."""
        now = self.reminders.clock()
        times = [float(p.get("digest_sent", 0.0)) + DIGEST_EVERY_S - now for _u, p in await self.store.all_user_prefs()
                 if p.get("digest")]
        return max(0.0, min(times)) if times else None

    async def digests_due(self) -> list[tuple[str, str]]:
        """(user, text) of each daily digest due now: users who asked for one, outside their quiet
        hours, a day after the last, with at least one game waiting for them. Marks them sent."""
        now = self.reminders.clock()
        due = []
        for user_id, prefs in await self.store.all_user_prefs():
            if not prefs.get("digest") or now - float(prefs.get("digest_sent", 0.0)) < DIGEST_EVERY_S:
                continue
            if quiet.quiet_until(prefs, now) is not None:
                continue
            waiting = [line for line, mine in await self.games_of(user_id) if mine]
            if not waiting:
                continue
            await self.store.set_user_prefs(user_id, {**prefs, "digest_sent": now})
            due.append((user_id, "Your daily digest: these games wait for you.\n" + "\n".join(waiting)))
        return due
