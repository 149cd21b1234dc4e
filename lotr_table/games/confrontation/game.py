"""Knizia's The Lord of the Rings: The Confrontation, behind the Game protocol."""

from __future__ import annotations

from lotr_table.engine import rng
from lotr_table.engine.action import Action
from lotr_table.engine.game import Outcome
from lotr_table.engine.kernel_state import state_fields
from lotr_table.engine.texts import Text
from lotr_table.games.confrontation import flow, setup_phase
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import SIDES, card_ids, special_ids
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.games.confrontation.pieces import counts, log_events, pieces_of
from lotr_table.games.confrontation.position import build as build_position
from lotr_table.games.confrontation.position import write as write_position
from lotr_table.engine.refusal import refusal
from lotr_table.games.confrontation import refusal as reasons
from lotr_table.games.confrontation.resample import resample
from lotr_table.games.confrontation.state import ALL_CARDS, DEAD, HIDDEN, KEPT, State
from lotr_table.games.confrontation.text import describe, name_of, render
from lotr_table.games.confrontation.texts import texts
from lotr_table.games.confrontation.view import build_view, leaks as view_leaks

# why a two-game match ends (a single game's reasons: turn.REASONS)
MATCH_DRAWN = "the match is drawn"
MATCH_WON = "higher match score"


class Confrontation:
    id = "confrontation"
    name = "The Lord of the Rings: The Confrontation"
    # Raised when a change makes a recorded game play differently (engine/rules.py).
    rules_version = 1
    Options = ConfrontationOptions

    def seats(self, options=None) -> list[int]:
        return [0, 1]

    def setup(self, options: ConfrontationOptions | None = None, seed: int = 0) -> State:
        options = options or ConfrontationOptions()
        s = State(opts=options, rng=rng.seed_state(seed))
        s.fp_seat = options.fellowship_seat
        setup_phase.begin_game(s)
        flow.advance(s)
        return s

    def position(self, position: dict, seed: int = 0) -> State:
        """A state from a readable position (see position.py)."""
        return build_position(position, seed)

    def position_of(self, s: State) -> dict:
        """The whole state as a readable position that `position` reads back exactly."""
        return write_position(s)

    def to_act(self, s: State) -> list[int]:
        p = s.pending
        if p is None:
            return []
        if p.seat == -1:
            return sorted(s.seat_of(o) for o in (F, S) if p.actions[o])
        return [s.seat_of(p.seat)]

    def legal_actions(self, s: State, seat: int) -> list[Action]:
        cached = s.cache.get(seat)
        if cached is not None:
            return cached
        p = s.pending
        out: list[Action] = []
        if p is not None:
            side = s.side_of(seat)
            if p.seat == -1:
                out = list(p.actions[side])
            elif p.seat == side:
                out = list(p.actions)
        s.cache[seat] = out
        return out

    def legal_twin(self, s: State, seat: int, action: Action) -> Action | None:
        return next((a for a in self.legal_actions(s, seat) if a == action), None)

    def apply(self, s: State, seat: int, action: Action) -> State:
        if s.over or seat not in self.to_act(s) or action not in self.legal_actions(s, seat):
            raise refusal(reasons, s, seat, action, over=s.over, to_act=seat in self.to_act(s))
        nxt = s.clone()
        flow.decide(nxt, s.side_of(seat), action)
        return nxt

    def view(self, s: State, seat: int | None) -> dict:
        legal = self.legal_actions(s, seat) if seat is not None else []
        return build_view(s, seat, legal)

    def resample(self, s: State, seat: int, rng) -> State:
        """A full state consistent with what `seat` knows, hidden parts redrawn (resample.py)."""
        return resample(s, seat, rng)

    def outcome(self, s: State) -> Outcome | None:
        if not s.over:
            return None
        if s.opts.match:
            a, b = s.scores
            winners = () if a == b else ((0,) if a > b else (1,))
            reason = MATCH_DRAWN if a == b else MATCH_WON
            sides = tuple(f"seat {w}" for w in winners)
            return Outcome(winners=winners, scores={0: a, 1: b}, reason=reason, sides=sides)
        _, side, _, why = s.results[-1]
        return Outcome(winners=(s.seat_of(side),), scores={0: s.scores[0], 1: s.scores[1]},
                       reason=why, sides=(SIDES[side],))

    # -- engine services ------------------------------------------------------------------

    def texts(self) -> list[Text]:
        """Every text a player can see, for the translators (texts.py)."""
        return texts(outcome_reasons=(MATCH_DRAWN, MATCH_WON))

    def describe(self, action: Action) -> str:
        return describe(action)

    def barrier(self, s: State) -> int:
        return s.barrier

    def leaks(self, s: State, seat: int, view: dict) -> list[str]:
        return view_leaks(s, seat, view)

    def invariants(self, s: State) -> list[str]:
        bad = []
        bt = s.battle
        for side in (F, S):
            on_table = 0
            if bt is not None:
                for i in bt.table[side]:
                    on_table |= 1 << i
            parts = (s.hand[side], s.disc[side], on_table)
            if parts[0] | parts[1] | parts[2] != ALL_CARDS or parts[0] & parts[1] or parts[0] & parts[2] or parts[1] & parts[2]:
                bad.append(f"{SIDES[side]} combat cards not conserved: hand {parts[0]:09b} discard {parts[1]:09b} table {parts[2]:09b}")
        if s.phase == "turn" or s.phase == "over":
            c = counts(s)
            b = board()
            for r in range(len(b.ids)):
                for side in (F, S):
                    if c[side][r] > b.capacity[r]:
                        bad.append(f"{b.ids[r]} holds {c[side][r]} {SIDES[side]} heroes, more than {b.capacity[r]}")
            if s.phase == "turn" and s.pending is not None and s.pending.kind == "main" and not s.pre_move:
                for r in range(len(b.ids)):
                    if c[F][r] and c[S][r]:
                        bad.append(f"{b.ids[r]} holds heroes of both sides between turns")
            if any(x < 0 and x != DEAD for x in s.loc):
                bad.append("a hero is off the board without being dead")
            if s.hero[s.ring_bearer] not in ("frodo_c", "frodo_a", "sam_c", "sam_a"):
                bad.append("the Ring-bearer is neither Frodo nor Sam")
        for p in range(18):
            if s.rev[p] == KEPT and s.loc[p] >= 0 and s.hero[p] is None:
                bad.append("a permanently revealed piece has no hero")
        if bt is None and s.phase == "turn" and s.pending is not None and s.pending.kind == "play":
            bad.append("a card is asked for outside a battle")
        return bad

    def fingerprint(self, s: State) -> str:
        parts = []
        for name in state_fields(State):
            if name == "cache":
                continue
            v = getattr(s, name)
            if name == "battle" and v is not None:
                v = tuple((k, getattr(v, k)) for k in type(v).__slots__)
            if name == "opts":
                v = v.model_dump_json()
            parts.append((name, v))
        return repr(parts)

    def position_text(self, s: State) -> str:
        b = board()
        lines = [f"Game {s.game_no}{' of 2' if s.opts.match else ''}; "
                 f"Fellowship: seat {s.seat_of(F)}, Sauron: seat {s.seat_of(S)}; turn {s.turns}, "
                 f"{SIDES[s.active].capitalize()} to move."]
        for r in range(len(b.ids) - 1, -1, -1):
            here = []
            for p in range(18):
                if s.loc[p] == r:
                    mark = {HIDDEN: "", 1: " (revealed)", KEPT: " (revealed for good)"}[s.rev[p]]
                    here.append(f"{'F' if p < 9 else 'S'}:{name_of(s.hero[p])}{mark}")
            lines.append(f"  {b.names[r]:<16} {', '.join(here) if here else '-'}")
        for side in (F, S):
            hand = [name_of(card_ids()[side][i]) for i in range(9) if s.hand[side] >> i & 1]
            disc = [name_of(card_ids()[side][i]) for i in range(9) if s.disc[side] >> i & 1]
            dead = [name_of(s.hero[p]) for p in pieces_of(side) if s.loc[p] == DEAD]
            sp = [name_of(special_ids()[side][i]) for i in range(4)
                  if s.sp_avail[side] >> i & 1 and not s.sp_used[side] >> i & 1]
            lines.append(f"{SIDES[side].capitalize()}: hand {', '.join(hand) or '-'}; discard {', '.join(disc) or '-'}; "
                         f"dead {', '.join(dead) or '-'}; special cards {', '.join(sp) or '-'}")
        if s.results:
            for g, w, pts, why in s.results:
                lines.append(f"Game {g}: the {SIDES[w].capitalize()} won ({why}), {pts} points.")
            lines.append(f"Score: seat 0 {s.scores[0]}, seat 1 {s.scores[1]}.")
        return "\n".join(lines)

    def log_lines(self, s: State) -> list[str]:
        out = []
        for vis, template, args in log_events(s):
            if vis == -1:
                out.append(render(template, args))
            elif vis == F:
                out.append("[Fellowship] " + render(template, args))
            else:
                out.append("[Sauron] " + render(template, args))
        return out


GAME = Confrontation()
