"""The Game protocol for the Lord of the Rings TCG (engine/game.py): setup, what the view
shows beside the zones, which hidden cards a resample keeps apart, invariants and texts (the
view's frame, the leak check and the resample are the kernel's: engine/zone_game.py)."""

from __future__ import annotations

from functools import partial

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.game import Outcome
from lotr_table.engine.log_chain import PUBLIC, formatted, log_events, say
from lotr_table.engine.flow_game import FlowGame
from lotr_table.engine.seats import SeatInfo
from lotr_table.engine.zone_game import ZoneGame
from lotr_table.engine.zones import ZoneSpec
from lotr_table.engine.acts_on import attempt
from lotr_table.games.lotr_tcg.acts_on import ROLES, acts_on
from lotr_table.games.lotr_tcg import abilities, actions, answers, bidding, turn  # noqa: F401  (they register the flow's steps)
from lotr_table.games.lotr_tcg import responses  # noqa: F401,E402  (the Shadow players' response windows)
from lotr_table.games.lotr_tcg import position
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg import refusal as reasons
from lotr_table.games.lotr_tcg.abilities import draw
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.ring_bearer import instance_maker, seat_ring_bearer
from lotr_table.games.lotr_tcg.state import (
    HAND_SIZE, MAX_SEATS, PATH, TcgOptions, TcgState, adventure, deck, new_zones, owner, play)
from lotr_table.games.lotr_tcg.texts import texts as all_texts

SEATS = tuple(SeatInfo(p, "player", f"player{p}", f"Player {p + 1}") for p in range(MAX_SEATS))

PLAY_ATTEMPT = attempt(ROLES, "play")


def new_state(options: TcgOptions, seed: int) -> TcgState:
    """R5 / R2.18-R2.21 (the first game): Frodo with The One Ring and the deck's starting
    companion in play, sites 1-7 (1-9 in the full game) in each adventure deck, the first
    player at random plays his site 1, every deck shuffled and 8 cards drawn."""
    n = options.players
    zones = new_zones(n)
    s = TcgState(options, zones, rng=chance.seed_state(seed))
    data = content()
    s.decks = options.seat_decks(seed)
    for p in range(n):
        d = s.decks[p]
        make = instance_maker(s, p)
        seat_ring_bearer(s, p, d, data.cards, make, burdens=0)
        for code in d.sites:
            if data.cards[code].site <= options.last_site:
                make(code, adventure(p))
        starting = list(d.starting) if options.variant == "starter" else []
        for code in d.draw_deck():
            if code in starting:
                starting.remove(code)
                make(code, play(p))
            else:
                make(code, deck(p))
        if options.variant == "full":
            for inst in zones.cards[deck(p)]:
                zones.reveal(inst, (p,))      # he looks through it for his starting companions
        else:
            zones.shuffle(deck(p), lambda m: chance.draw(s, m))
    s.move_limit = 2 if n == 2 else n - 1    # R8.13
    if options.variant == "full":
        s.stack.append(("bidding",))
        FLOW.advance(s)
        return s
    s.barrier += 1
    s.first = chance.draw(s, n)               # R2.21: the first player at random
    s.fp = s.first
    s.order = tuple((s.first + k) % n for k in range(n))
    site1 = next(i for i in zones.cards[adventure(s.first)] if C.card(s, i).site == 1)
    zones.move(site1, PATH)
    s.path[1] = site1
    for p in range(n):
        s.marker[p] = 1
    say(s, "{seat} goes first and plays {card} as site 1.", seat=s.first, card=zones.card_of[site1])
    for k in range(n):
        p = (s.first + k) % n
        draw(s, p, HAND_SIZE)                 # R5.11
    s.stack.append(("turn_start",))
    FLOW.advance(s)
    return s


class LotrTcg(ZoneGame, FlowGame):
    flow = FLOW
    reasons = reasons
    id = "lotr_tcg"
    name = "The Lord of the Rings Trading Card Game"
    Options = TcgOptions
    rules_version = 3      # 2: the Free Peoples player orders triggers set off at once (R6.8);
    #                        3: a bid as high as the Ring-bearer's resistance (R5.4) is accepted,
    #                        and one assignment action never names a character another named (R12)
    seat_info = SEATS

    def seats(self, options: TcgOptions | None = None) -> list[int]:
        return list(range((options or TcgOptions()).players))

    def selfplay_options(self) -> list[TcgOptions]:
        return [TcgOptions(players=2), TcgOptions(players=3), TcgOptions(players=2, decks=("gandalf", "aragorn")),
                TcgOptions(players=2, variant="full"), TcgOptions(players=3, variant="full"), TcgOptions(players=4),
                TcgOptions(players=2, decks="random"), TcgOptions(players=4, variant="full", decks="random")]

    def setup(self, options: TcgOptions | None = None, seed: int = 0) -> TcgState:
        return new_state(options or TcgOptions(), seed)

    def own_view(self, s: TcgState, viewer: frozenset) -> dict:
        in_play = {i for p in range(s.opts.players) for i in s.zones.cards[play(p)]}
        return {
            "turn": s.turn, "fp": s.fp, "phase": s.phase, "twilight": s.twilight, "out": list(s.out),
            "wounds": {i: w for i, w in sorted(s.wounds.items()) if i in in_play},
            "burdens": {str(p): b for p, b in sorted(s.burdens.items())},
            "ring_bearers": {str(p): b for p, b in sorted(s.bearer.items())},
            "ring_on": s.ring_on,
            "attached": dict(sorted(s.attached.items())),
            "markers": {str(p): m for p, m in sorted(s.marker.items())},
            "last_site": s.opts.last_site,
            "path": {str(n): i for n, i in sorted(s.path.items())},
            "skirmish": list(s.fought[:1]) + [list(s.fought[1])] if s.fought else None,
            "assigned": {c: list(ms) for c, ms in sorted(s.assigned.items())},
            "strength": {i: C.strength(s, i) for i in sorted(in_play) if C.card(s, i).type in C.CHARACTER_TYPES},
            # a card dropped where no option goes asks to be played there, so the refusal says why
            "attempt": PLAY_ATTEMPT,
        }

    def option_acts_on(self, s: TcgState):
        return partial(acts_on, s)

    def option_warning(self, s: TcgState):
        """A bid that corrupts the bidder's Ring-bearer is warned of (bidding.bid_warning)."""
        return partial(bidding.bid_warning, s) if s.pending is not None and s.pending.kind == "bid" else None

    @staticmethod
    def resample_pool(spec: ZoneSpec) -> tuple:
        """A hidden card is redrawn among the cards of the same owner and kind: the deck lists
        are public, the order and the hands are not, and a player's sites stay sites."""
        return spec.owner, spec.owner is not None and spec.id == adventure(spec.owner)

    def outcome(self, s: TcgState) -> Outcome | None:
        if not s.over:
            return None
        winners = () if s.winner is None else (s.winner,)
        return Outcome(winners, {p: (1 if p == s.winner else 0) for p in range(s.opts.players)}, s.reason,
                       tuple(f"player{w}" for w in winners))

    def describe(self, action: Action) -> str:
        return action.kind

    def texts(self) -> list:
        return all_texts()

    def barrier(self, s: TcgState) -> int:
        return s.barrier

    def invariants(self, s: TcgState) -> list[str]:
        """Cards conserved, twilight never negative, wounds below vitality, burdens below
        resistance, the game waiting for somebody."""
        bad = []
        data = content()
        held: dict[int, list[str]] = {p: [] for p in range(s.opts.players)}
        for z in s.zones.cards.values():             # one pass over the table, not one per seat
            for i in z:
                held.setdefault(owner(i), []).append(s.zones.card_of[i])
        for p in range(s.opts.players):
            d = s.decks[p]
            expected = sorted([d.ring_bearer, d.ring] + [c for c in d.sites if data.cards[c].site <= s.opts.last_site]
                              + d.draw_deck())
            if sorted(held[p]) != expected:
                bad.append(f"seat {p}'s cards are not conserved")
        if s.twilight < 0:
            bad.append(f"the twilight pool is negative ({s.twilight})")
        for inst, w in s.wounds.items():
            if s.zones.zone_of(inst) != play(owner(inst)):
                bad.append(f"{inst} out of play keeps {w} wounds")
            elif w >= C.vitality(s, inst):
                bad.append(f"{inst} has {w} wounds and vitality {C.vitality(s, inst)} but lives")
        for p, b in s.burdens.items():
            if p not in s.out and b >= s.resistance.get(p, 10):
                bad.append(f"seat {p}'s Ring-bearer has {b} burdens and is not corrupted")
        for item, bearer in s.attached.items():
            if s.zones.zone_of(bearer) not in (play(owner(bearer)), PATH) or s.zones.zone_of(item) != play(owner(item)):
                bad.append(f"{item} is attached to {bearer} out of play")
        if not s.over and s.pending is None:
            bad.append("the game waits for nobody")
        return bad

    def fingerprint(self, s: TcgState) -> str:
        # fixed draws only when a position left some: every recorded fingerprint stays as it was
        return repr((s.opts.model_dump_json(), s.rng, s.zones.fingerprint(), s.barrier, log_events(s), s.stack,
                     s.pending, s.over, s.turn, s.fp, s.out, s.winner, s.twilight, s.phase, sorted(s.wounds.items()),
                     sorted(s.burdens.items()), sorted(s.bearer.items()), sorted(s.attached.items()),
                     sorted(s.marker.items()), sorted(s.path.items()), s.ring_on, s.moves, s.no_more_moves,
                     sorted(s.assigned.items()), s.fought, s.effects, sorted(map(repr, s.used.items())), s.order)
                    + ((s.fixed_draws,) if s.fixed_draws else ()))

    def position(self, spec: dict, seed: int = 0) -> TcgState:
        """A state from a readable position (see position.py): a sketch of a table, or a
        whole position `position_of` wrote."""
        return position.position(spec, seed)

    def position_of(self, s: TcgState) -> dict:
        """The whole state as a readable position that `position` reads back exactly."""
        return position.write(s)

    def position_text(self, s: TcgState) -> str:
        lines = [f"Turn {s.turn}, {s.phase} phase; Free Peoples player {s.fp}; twilight {s.twilight}"]
        for z, items in s.zones.cards.items():
            shown = [f"{s.zones.card_of[i]}" + (f"[{s.wounds[i]}w]" if s.wounds.get(i) else "") for i in items]
            lines.append(f"  {z}: {', '.join(shown) or '-'}")
        lines.append(f"  burdens: {s.burdens}, markers: {s.marker}")
        return "\n".join(lines)

    def log_lines(self, s: TcgState) -> list[str]:
        out = []
        for vis, t, a in log_events(s):
            try:
                line = formatted(t, a)
            except (KeyError, ValueError):
                line = t
            out.append(("" if vis == PUBLIC else f"[seat {vis}] ") + line)
        return out


GAME = LotrTcg()
