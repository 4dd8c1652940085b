"""What a railroad's trains earn, as the 18xx bot measures it (engine/players/eighteen/common/evaluation.py): the engine's legal
routes listed once (`RouteFinder.all_routes`), then given to the trains by a branch and bound that takes at most
`RUN_STEPS` steps (a step: one route given to one train), so one measure costs a bounded time however dense the
track. The engine's own runs stay its exhaustive search (`RouteFinder.best`); this is the bot's judgement only.

The routes are numbered best first and sets of them are bit masks: each route knows the routes sharing track with
it (`clash`), so a branch carries the routes still free and a train only ever looks at those. A branch is abandoned
as soon as what it has plus what the trains left could earn, each the best route still free (trains reaching as
many stops: as many different routes), cannot beat the best found. The bot wants what the trains earn, not which
train runs where, so trains reaching as many stops are alike: a second one takes a route later in the list than
the first. The first routes found are the greedy ones (each train the best route left); when the steps run out, the
best found so far counts, so a rare dense position is measured a little low rather than slowly. Deterministic: the
work is counted, never timed.

(Why: a Level 3 railroad with four long trains on a dense board took the exhaustive search 0.15 s a measure, and a
tile lay is two measures for each of up to 48 lays: 6 s for one move. Of the 1,175 hardest measures of seven Level 3
games, this search proves the most in 1,400 steps at the median and 34,000 at worst, and had found it within
`RUN_STEPS` in every one.)"""

from __future__ import annotations

from collections.abc import Sequence

RUN_STEPS = 12_000  # routes given to trains in one measure, at most
LISTED_WORK = 10  # listing a route costs about as much as ten steps of the search (`Routes.work`)

Listed = tuple[int, int, tuple]  # a route as `RouteFinder.all_routes` lists it: (revenue, segment mask, stops)


class Routes:
    """A railroad's legal routes on one track position, best first, to measure sets of trains on."""

    def __init__(self, listed: Sequence[Listed]) -> None:
        ranked = sorted(listed, key=lambda r: -r[0])
        self.values = [r[0] for r in ranked]
        self.masks = [r[1] for r in ranked]
        self.lengths = [len(r[2]) for r in ranked]
        self._users: dict[int, int] | None = None  # segment bit -> the routes using it
        self._clash: dict[int, int] = {}  # route -> the routes sharing track with it (itself too)
        self._allowed: dict[int, int] = {}  # stops -> the routes of at most that many stops
        self.work = LISTED_WORK * len(ranked)  # the listing and the steps taken on it so far

    def allowed(self, stops: int) -> int:
        """The routes of at most `stops` stops, as a bit mask (worked out once per count)."""
        found = self._allowed.get(stops)
        if found is None:
            found = 0
            for index, length in enumerate(self.lengths):
                if length <= stops:
                    found |= 1 << index
            self._allowed[stops] = found
        return found

    def clash(self, index: int) -> int:
        """The routes sharing track with route `index` (itself too), as a bit mask (worked out once per route)."""
        found = self._clash.get(index)
        if found is not None:
            return found
        users = self._users
        if users is None:
            users = self._users = {}
            for k, mask in enumerate(self.masks):
                bit = 1 << k
                while mask:
                    low = mask & -mask
                    users[low] = users.get(low, 0) | bit
                    mask ^= low
        found, mask = 0, self.masks[index]
        while mask:
            low = mask & -mask
            found |= users[low]
            mask ^= low
        self._clash[index] = found
        return found

    def best(self, reaches: Sequence[int], steps: int = RUN_STEPS) -> int:
        """The most trains earn, no two sharing track; `reaches`: the stops each may visit, one entry per train.
        Proven the most unless the `steps` ran out (then the best found)."""
        counts = sorted((c for c in reaches if c > 1), reverse=True)
        if not counts or not self.values:
            return 0
        values, size = self.values, len(self.values)
        sets = [self.allowed(c) for c in counts]
        if len(counts) == 1:
            first = sets[0]
            return values[(first & -first).bit_length() - 1] if first else 0
        n = len(counts)
        twin = [i > 0 and counts[i] == counts[i - 1] for i in range(n)]
        # What trains i.. may take: each run of alike trains, (its routes, how many trains).
        groups: list[list[tuple[int, int]]] = [[] for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            later = groups[i + 1]
            groups[i] = [(sets[i], later[0][1] + 1), *later[1:]] if i + 1 < n and twin[i + 1] else [(sets[i], 1), *later]
        best, left = 0, steps
        clashes, clash = self._clash, self.clash

        def most(i: int, free: int) -> int:
            """The most trains i.. could earn on the free routes, each the best left (alike ones: different)."""
            total = 0
            for routes, trains in groups[i]:
                routes &= free
                while trains and routes:
                    low = routes & -routes
                    total += values[low.bit_length() - 1]
                    routes ^= low
                    trains -= 1
            return total

        def search(i: int, free: int, total: int, after: int) -> None:
            nonlocal best, left
            if i == n:
                best = max(best, total)
                return
            candidates = free & sets[i]
            if twin[i]:
                candidates = candidates >> (after + 1) << (after + 1)
            tail = most(i + 1, free)
            while candidates:
                left -= 1
                if left < 0:
                    return
                low = candidates & -candidates
                index = low.bit_length() - 1
                if total + values[index] + tail <= best:
                    break
                taken = clashes.get(index)
                search(i + 1, free & ~(clash(index) if taken is None else taken), total + values[index], index)
                candidates ^= low
            if left >= 0 and total + tail > best:  # this train runs no route (nor those alike after it)
                search(i + 1, free, total, size)

        search(0, (1 << size) - 1, 0, -1)
        self.work += steps - max(left, 0)
        return best
