"""Knizia's cooperative The Lord of the Rings, behind the Game protocol."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from lotr_table.engine.action import Action
from lotr_table.engine.refusal import refusal
from lotr_table.engine.game import Outcome
from lotr_table.engine.kernel_state import state_fields
from lotr_table.engine.texts import Text
from lotr_table.games.lotr_coop import adventure, cards, flow, rules, tables  # noqa: F401  (rules: every step)
from lotr_table.games.lotr_coop import refusal as reasons
from lotr_table.games.lotr_coop.flow import log_events
from lotr_table.games.lotr_coop.options import CoopOptions
from lotr_table.games.lotr_coop.position import build as build_position
from lotr_table.games.lotr_coop.position import write as write_position
from lotr_table.games.lotr_coop.state import PUBLIC, State
from lotr_table.games.lotr_coop.text import describe, render
from lotr_table.games.lotr_coop.texts import texts
from lotr_table.games.lotr_coop.view import build_view, leaks as view_leaks

class LotrCoop:
    id = "lotr_coop"
    name = "The Lord of the Rings (cooperative)"
    # Raised when a change makes a recorded game play differently (engine/rules.py).
    rules_version = 2      # 2: in competition the active player is always asked about Magic
    Options = CoopOptions

    def seats(self, options: CoopOptions | None = None) -> list[int]:
        return list(range((options or CoopOptions()).players))

    def selfplay_options(self) -> list[CoopOptions]:
        """Self-play spreads its games over every player count and the variants."""
        out = [CoopOptions(players=p) for p in (2, 3, 4, 5)]
        out += [CoopOptions(players=2, level="expert", relay=True),
                CoopOptions(players=3, level="introductory", equality=True, competition=True),
                CoopOptions(players=4, relay=True, competition=True, sanctuary_cards="ring_bearer_chooses"),
                CoopOptions(players=5, level="introductory", relay=True, equality=True)]
        return out

    def setup(self, options: CoopOptions | None = None, seed: int = 0) -> State:
        s = adventure.new_state(options or CoopOptions(), seed)
        flow.advance(s)
        return s

    def position(self, position: dict, seed: int = 0) -> State:
        return build_position(position, seed)

    def position_of(self, s: State) -> dict:
        """The whole state as a readable position that `position` reads back exactly."""
        return write_position(s)

    def to_act(self, s: State) -> list[int]:
        if s.over or s.pending is None:
            return []
        return [s.pending.seat]

    def legal_actions(self, s: State, seat: int) -> list[Action]:
        cached = s.cache.get(seat)
        if cached is not None:
            return cached
        p = s.pending
        out = list(p.actions) if p is not None and not s.over and p.seat == seat else []
        s.cache[seat] = out
        return out

    def legal_twin(self, s: State, seat: int, action: Action) -> Action | None:
        p = s.pending
        return None if s.over or p is None or p.seat != seat else p.twin(seat, action, s)

    def apply(self, s: State, seat: int, action: Action) -> State:
        p = s.pending                        # to_act and legal_actions, read directly
        if s.over or p is None or p.seat != seat or action not in p.actions:
            raise refusal(reasons, s, seat, action, over=s.over, to_act=p is not None and p.seat == seat)
        nxt = s.clone()
        flow.decide(nxt, seat, action)
        return nxt

    def apply_trusted(self, s: State, seat: int, action: Action, in_place: bool = False,
                      passed_on: bool = False) -> State:
        """`apply` for an action known to be legal (a history's, a sealed save's), without the
        check; `in_place` changes `s` itself, which nothing else holds, and `passed_on` poses
        the turn's and a payment's questions unread (as FlowGame's: engine/flow_game.py)."""
        if in_place:
            s.cache = {}                     # what was worked out from s no longer holds
            nxt = s
        else:
            nxt = s.clone()
        replay = flow.FLOW.replay
        replay.unread = passed_on            # the turn's and a payment's options are then not listed
        try:
            flow.decide(nxt, seat, action)
        finally:
            replay.unread = False
        return nxt

    def view(self, s: State, seat: int | None) -> dict:
        legal = self.legal_actions(s, seat) if seat is not None else []
        return build_view(s, seat, legal)

    def outcome(self, s: State) -> Outcome | None:
        if not s.over or s.result is None:
            return None
        r = s.result
        return Outcome(winners=tuple(r["winners"]), scores=dict(r["scores"]), reason=r["reason"],
                       sides=tuple(r["sides"]))

    # -- engine services ------------------------------------------------------------------

    def texts(self) -> list[Text]:
        """Every text a player can see, for the translators (texts.py)."""
        return texts()

    def describe(self, action: Action) -> str:
        return describe(action)

    def barrier(self, s: State) -> int:
        return s.barrier

    def leaks(self, s: State, seat: int, view: dict) -> list[str]:
        return view_leaks(s, seat, view)

    def invariants(self, s: State) -> list[str]:
        return invariants(s)

    def fingerprint(self, s: State) -> str:
        parts = []
        for name in state_fields(State):
            if name == "cache":
                continue
            v = getattr(s, name)
            if name == "opts":
                v = v.model_dump_json()
            elif name == "hobbits":
                v = [(h.hobbit, h.pos, h.alive, h.hand, h.runes, h.gold, sorted(h.life.items()), h.gained) for h in v]
            elif name == "scratch" or name == "aside":
                v = sorted(v.items(), key=lambda kv: str(kv[0]))
            parts.append((name, v))
        return repr(parts)

    def position_text(self, s: State) -> str:
        lc = tables.loc(s)
        lines = [f"{lc.id} ({lc.kind}); Sauron on {s.sauron}; Ring-bearer: "
                 f"{s.hobbits[s.ring_bearer].hobbit if s.ring_bearer is not None else 'nobody (the Ring is laid down)'}"
                 f"{' (Ring used)' if s.ring_used else ''}; active: {s.hobbits[s.active].hobbit}"]
        if lc.kind == "adventure" and s.tracks:
            tr = ", ".join(f"{a} {s.tracks[a]}/{len(sp) - 1}{' (main)' if a == lc.main else ''}"
                           for a, sp in lc.tracks.items())
            lines.append(f"  tracks: {tr}; event marker {s.event_index}/{len(lc.events)}; row: {', '.join(s.row) or '-'}")
        elif lc.kind == "sanctuary":
            lines.append(f"  next action: {lc.actions[s.action_index] if s.action_index < len(lc.actions) else '-'}")
        for i, h in enumerate(s.hobbits):
            life = ", ".join(f"{k} {v}" for k, v in h.life.items() if v)
            lines.append(f"  seat {i} {h.hobbit}: {'alive' if h.alive else 'DEAD'} on {h.pos}; runes {h.runes}; "
                         f"life {life or '-'}; hand {', '.join(sorted(h.hand)) or '-'}")
        lines.append(f"  tile shown: {s.tile or '-'}; story top first: {', '.join(reversed(s.story))}")
        lines.append(f"  journey deck {len(s.journey)} (top {s.journey[-1] if s.journey else '-'}); "
                     f"discard {len(s.journey_discard)}; removed {', '.join(s.removed) or '-'}")
        lines.append(f"  Gandalf cards: {', '.join(s.gandalf) or '-'}; gold runes left {len(s.gold_stack)}")
        if s.pending is not None and not s.over:
            lines.append(f"  waiting for seat {s.pending.seat}: {s.pending.kind}")
        if s.over and s.result:
            lines.append(f"  over: {s.result['reason']} score {s.result['score']}")
        return "\n".join(lines)

    def log_lines(self, s: State) -> list[str]:
        name = lambda i: s.hobbits[i].hobbit  # noqa: E731
        out = []
        said: dict = {}          # a game says the same line many times (a save's check renders them all)
        for event in log_events(s):
            try:
                text = said.get(event)
            except TypeError:                # an argument that is a list
                text = None
            if text is None:
                vis, template, args = event
                text = render(template, args, name)
                if vis != PUBLIC:
                    text = f"[{s.hobbits[vis].hobbit}] {text}"
                try:
                    said[event] = text
                except TypeError:            # an argument that is a list: rendered each time
                    pass
            out.append(text)
        return out

    def resample(self, s: State, seat: int, rng: random.Random) -> State:
        from lotr_table.games.lotr_coop.resample import resample
        return resample(s, seat, rng)


@cache
def _legendary_location_index() -> tuple[tuple[str, int], ...]:
    """(legendary card, index of the location that deals it), in legendary_ids() order."""
    loc_of = tables.legendary_location()
    return tuple((c, tables.LOCATIONS.index(loc_of[c])) for c in tables.legendary_ids())


def invariants(s: State) -> list[str]:
    bad = []
    # Counter counts in C; only card ids (strings) are looked up below, so anything else
    # counted is never read
    counts: Counter = Counter()
    for h in s.hobbits:
        counts.update(h.hand)
    for zone in (s.journey, s.journey_discard, s.removed, s.row, s.revealed, s.gandalf, cards.held_aside(s)):
        counts.update(zone)
    for c, n in tables.journey_counts().items():
        if counts.get(c, 0) != n:
            bad.append(f"{counts.get(c, 0)} copies of {c}, want {n}")
    lc = tables.loc(s)
    for c, li in _legendary_location_index():
        n = counts.get(c, 0)
        due = li < s.location or (li == s.location and lc.kind == "adventure" and bool(s.tracks))
        if n > 1 or (due and n != 1):
            bad.append(f"legendary card {c} is in {n} places")
    for g in tables.GANDALF:
        if counts.get(g, 0) != 1:
            bad.append(f"Gandalf card {g} is in {counts.get(g, 0)} places")
    if not 0 <= s.sauron <= 15:
        bad.append(f"Sauron on {s.sauron}")
    for i, h in enumerate(s.hobbits):
        if not 0 <= h.pos <= 15:
            bad.append(f"{h.hobbit} on {h.pos}")
        if h.alive and h.pos >= s.sauron and not s.over:
            bad.append(f"{h.hobbit} is alive on {h.pos}, at or beyond Sauron ({s.sauron})")
        if not h.alive and (h.hand or any(h.life.values()) or s.aside.get(i)):
            bad.append(f"dead {h.hobbit} still holds something")
        if h.runes < 0:
            bad.append(f"{h.hobbit} has negative runes")
    if lc.kind == "adventure" and s.tracks:
        tiles = len(s.story) + len(s.story_discard) + (1 if s.tile else 0)
        if tiles != 23:
            bad.append(f"{tiles} story tiles, want 23")
        for a, v in s.tracks.items():
            if not 0 <= v < len(lc.tracks[a]):
                bad.append(f"{a} marker on {v}")
    if not s.over:
        if s.pending is None:
            bad.append("the game waits for nobody")
        elif not s.hobbits[s.pending.seat].alive:
            bad.append(f"a dead seat ({s.pending.seat}) is asked to decide")
        elif not s.pending.actions:
            bad.append("a decision without legal actions")
    if s.ring_bearer is not None and not s.hobbits[s.ring_bearer].alive and not s.over:
        bad.append("the Ring-bearer is dead but the game goes on")
    return bad


GAME = LotrCoop()
