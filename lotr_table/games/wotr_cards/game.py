"""War of the Ring: The Card Game as a kernel Game: set-up, the protocol and what its view
shows beside the zones (the view's frame, the leak check and the resample are the kernel's:
engine/zone_game.py)."""

from __future__ import annotations

import random
from functools import lru_cache, partial

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.game import Outcome
from lotr_table.engine.log_chain import PUBLIC, formatted, log_events
from lotr_table.engine.flow_game import FlowGame
from lotr_table.engine.position_json import PositionError, read_fixed_draws
from lotr_table.engine.zone_game import ZoneGame
from lotr_table.engine.zones import Zones
from lotr_table.engine.acts_on import attempt
from lotr_table.games.wotr_cards.acts_on import ROLES, acts_on
from lotr_table.games.wotr_cards import actions, effects  # noqa: F401  (they register steps and words)
from lotr_table.games.wotr_cards import refusal as reasons
from lotr_table.games.wotr_cards.cards import FREE_PEOPLES, SHADOW, SIDES, faction_cards, locations
from lotr_table.games.wotr_cards.combat import count
from lotr_table.games.wotr_cards.flow import FLOW, VOCAB
from lotr_table.games.wotr_cards.position import read as read_whole
from lotr_table.games.wotr_cards.position import write as write_whole
from lotr_table.games.wotr_cards.procedures import draw, holders_in_play, in_play, shuffle
from lotr_table.games.wotr_cards.round import carryover, phase_played, turn_track, victory_points
from lotr_table.games.wotr_cards.scenarios import (FELLOWSHIP_BATTLEGROUNDS, FELLOWSHIP_DECKS, FELLOWSHIP_PATHS, Options,
                                                   people, seat_info, setup_of)
from lotr_table.games.wotr_cards.state import (ACTIVE, State, at, bg_deck, cycle_pile, deck, drawn, hand, in_play_zones,
                                               path_pile, reserve, vp_area, zone_specs)
from lotr_table.games.wotr_cards.table_talk import is_faction_card, owner, side_of
from lotr_table.games.wotr_cards.texts import texts

CARDS, LOCATIONS = faction_cards(), locations()
VOCAB.load([c.model_dump() for c in CARDS.values()] + [l.model_dump() for l in LOCATIONS.values()])
VOCAB.attach(FLOW, in_play)
PLAY_ATTEMPT = attempt(ROLES, "play")
MIRRORS = VOCAB.holders("sees_top_of_deck")    # asked after every action: a set, not the vocabulary
SECRET_ZONES = ("deck", "hand", "cycle", "eliminated", "drawn")


def deck_list(options: Options, seat: int) -> list[str]:
    d = setup_of(options).decks[seat]
    if options.scenario == "fellowship":
        return [cid for cid, n in FELLOWSHIP_DECKS[d.name] for _ in range(n)]
    return [c.id for c in CARDS.values() if c.faction in d.factions for _ in range(c.copies)]


def lay_out(options: Options, seed: int) -> State:
    """Decks made and shuffled, locations sorted into their decks; no card drawn yet."""
    s = State(options, unshuffled(options).copy(), rng=chance.seed_state(seed))
    for seat in range(len(setup_of(options).decks)):
        shuffle(s, deck(seat))
    s.ring = tuple("unused" for _ in setup_of(options).decks)
    s.mirrors = mirror_instances(s.zones)
    return s


@lru_cache(maxsize=None)
def unshuffled(options: Options) -> Zones:
    """Every seat's deck in its list's order and the locations in their decks: the same for
    every game of these options, so made once and copied (a game is set up for every seed)."""
    info = seat_info(options)
    zones = Zones(zone_specs(len(info)), {x.seat: x.team for x in info}, memo_from=in_play_zones(len(info)))
    for x in info:
        for k, cid in enumerate(deck_list(options, x.seat)):
            zones.create(f"f{x.seat}_{k}", cid, deck(x.seat))
    if options.scenario == "fellowship":
        used = {l for ls in FELLOWSHIP_PATHS.values() for l in ls} | {l for ls in FELLOWSHIP_BATTLEGROUNDS.values() for l in ls}
    else:
        used = set(LOCATIONS)
    for l in LOCATIONS.values():
        if l.id in used:
            zones.create(l.id, l.id, path_pile(l.path) if l.kind == "path" else bg_deck(l.side))
    return zones


def mirror_instances(zones: Zones) -> tuple:
    return tuple(i for i, cid in zones.card_of.items() if cid in MIRRORS)


def ring_tokens(s: State) -> list:
    decks = setup_of(s.opts).decks
    return [None if decks[x].ring == "none" else r for x, r in enumerate(s.ring)]


def combats_view(combats: tuple) -> dict | None:
    """The last combat phase's combats as they began: the icons each card counted."""
    if not combats:
        return None
    round_, fought = combats
    return {"round": round_, "combats": [
        {"location": loc, "attack": attack, "location_defence": own, "defence": total,
         "cards": [{"card": c, "icons": n, "attacking": a} for c, n, a in cards]}
        for loc, attack, own, total, cards in fought]}


class WotrCards(ZoneGame, FlowGame):
    flow = FLOW
    reasons = reasons
    id = "wotr_cards"
    name = "War of the Ring: The Card Game"
    Options = Options
    # 2: a search and the play of drawn cards are always asked (hidden cards decide nothing others see)
    # 3: an emptied deck is rebuilt at once; the Fellowship's round 4 activates Dol Guldur once;
    #    the first player chooses the order of the combats; a player chooses whom an army
    #    supports where it changes the count; "or pass" is said only where a pass is offered
    rules_version = 3

    def seat_info(self, options: Options | None = None):
        return seat_info(options or Options())

    def seats(self, options: Options | None = None) -> list[int]:
        return [x.seat for x in self.seat_info(options)]

    def people(self, options: Options | None = None) -> list[frozenset[int]]:
        return people(options or Options())

    def selfplay_options(self) -> list[Options]:
        return [Options(scenario="trilogy", players=4), Options(scenario="trilogy", players=3),
                Options(scenario="trilogy", players=2), Options(scenario="duel", players=2),
                Options(scenario="three_player_duel", players=3), Options(scenario="fellowship", players=2)]

    def setup(self, options: Options | None = None, seed: int = 0) -> State:
        options = options or Options()
        s = lay_out(options, seed)
        steps = []
        for seat, d in enumerate(setup_of(options).decks):
            draw(s, seat, d.opening_draw)
            if d.opening_cycle:
                steps.append(("cycle_hand", seat, d.opening_cycle))
        FLOW.then(s, *steps)
        FLOW.advance(s)
        _mirror(s)
        return s

    def position(self, spec: dict, seed: int = 0) -> State:
        """A readable position for tests and pictures: {"scenario", "players", "round", "first",
        "phase" ("action" by default), "hands": {seat: [card ids]}, "reserves": {seat: [...]},
        "active": [locations], "at": {location: [[seat, card id, bearer index or null], ...]},
        "vp": {side: [locations]}, "corruption", "cycle": {seat: [...]}, "deck_top": {seat: [...]},
        "played": {seat: [card ids]} (characters and items played this round: one named in
        the seat's reserve was played there and may not move), "reactivated": [battlegrounds
        reactivated from the other side's victory area: their printed defence does not count],
        "round_rules", "fixed_draws": [the next random draws]}. The cards named are taken from
        their seat's deck; the rest stay shuffled there. A whole position (`position_of`,
        "whole": true) is read exactly by position.py."""
        if spec.get("whole"):
            return read_whole(spec)
        options = Options(scenario=spec.get("scenario", "trilogy"), players=spec.get("players", 4))
        s = lay_out(options, seed)

        def take(seat: int, cid: str, zone: str) -> str:
            inst = next(i for i in s.zones.cards[deck(seat)] if s.zones.card_of[i] == cid)
            s.zones.move(inst, zone)
            return inst

        for seat, cids in spec.get("hands", {}).items():
            for cid in cids:
                take(int(seat), cid, hand(int(seat)))
        for seat, cids in spec.get("cycle", {}).items():
            for cid in cids:
                take(int(seat), cid, cycle_pile(int(seat)))
        for seat, cids in spec.get("deck_top", {}).items():
            for cid in cids:                       # the last named ends on top
                inst = next(i for i in s.zones.cards[deck(int(seat))] if s.zones.card_of[i] == cid)
                s.zones.move(inst, deck(int(seat)), source=deck(int(seat)))
        placed = []
        for seat, cids in spec.get("reserves", {}).items():
            placed += [(take(int(seat), cid, reserve(int(seat))), None) for cid in cids]
        for loc in spec.get("active", []):
            s.zones.move(loc, ACTIVE)
            if LOCATIONS[loc].kind == "path":
                s.last_path = LOCATIONS[loc].path
        for side, locs in spec.get("vp", {}).items():
            for loc in locs:
                s.zones.move(loc, vp_area(side))
        for loc, entries in spec.get("at", {}).items():
            made = []
            for seat, cid, *rest in entries:
                inst = take(int(seat), cid, at(loc))
                made.append(inst)
                if rest and rest[0] is not None:
                    s.bearer[inst] = made[rest[0]]
        for seat, entries in spec.get("items", {}).items():
            for cid, bearer_cid in entries:
                bearer = next(i for i, c, _ in in_play(s) if c == bearer_cid)
                inst = take(int(seat), cid, s.zones.zone_of(bearer))
                s.bearer[inst] = bearer
        s.round = spec.get("round", 1)
        s.first = spec.get("first", 0)
        s.corruption = spec.get("corruption", 0)
        s.last_path = spec.get("last_path", s.last_path)
        s.phase = spec.get("phase", "action")
        if "ring" in spec:
            s.ring = tuple(spec["ring"])
        for seat, cids in spec.get("played", {}).items():
            s.played_ids |= {(int(seat), cid) for cid in cids}
            s.fresh |= {i for i in s.zones.cards[reserve(int(seat))] if s.zones.card_of[i] in cids}
        for loc in spec.get("reactivated", []):
            if loc not in s.zones.cards[ACTIVE]:
                raise PositionError(f"reactivated: {loc} is not among the active locations")
            s.reactivated_against |= {loc}
        s.round_rules = frozenset(spec.get("round_rules", ()))
        read_fixed_draws(s, spec)
        FLOW.advance(s)
        _mirror(s)
        return s

    def position_of(self, s: State) -> dict:
        """The whole state as a readable position that `position` reads back exactly."""
        return write_whole(s)

    def after_decision(self, s) -> None:
        _mirror(s)

    def own_view(self, s: State, viewer: frozenset) -> dict:
        return {
            "scenario": s.opts.scenario, "round": s.round, "phase": s.phase,
            # the viewer's side (public: the scenario deals them), so a team's seats know each other
            "side": side_of(s, next(iter(viewer))) if len(viewer) == 1 else None,
            "playing": phase_played(s), "turn": turn_track(s),
            # each active location's combat counted as it would start now (public: cards in play)
            "counts": {loc: {k: v for k, v in count(s, loc).items() if k != "supports"} for loc in s.zones.cards[ACTIVE]},
            "combats": combats_view(s.combats),
            "first": setup_of(s.opts).slots[s.first], "last_path": s.last_path,
            "bearers": dict(sorted(s.bearer.items())), "tokens": {k: dict(v) for k, v in sorted(s.tokens.items())},
            "played_to_reserve": sorted(i for i in s.fresh if s.zones.specs[s.zones.zone_of(i)].visibility == "public"), "round_rules": sorted(s.round_rules),
            # each seat's Ring token, None where the scenario has none (the Fellowship: «Жетоны
            # Кольца не используются, уберите их в коробку»)
            "ring": ring_tokens(s), "corruption": s.corruption,
            "vp": {side: victory_points(s, side) for side in SIDES},
            "carryover": [carryover(s, x) for x in self.seats(s.opts)],
            # a card dropped where no option goes asks to be played there, so the refusal says why
            "attempt": PLAY_ATTEMPT,
        }

    def option_acts_on(self, s: State):
        return partial(acts_on, s)

    def resample(self, s: State, seat: int, rng: random.Random) -> State:
        """The kernel's resample (a card never changes deck); which instances are a Mirror
        of Galadriel is worked out again, as redrawn cards change it."""
        out = super().resample(s, seat, rng)
        out.mirrors = mirror_instances(out.zones)
        return out

    def outcome(self, s: State) -> Outcome | None:
        if not s.over:
            return None
        fp, sh = victory_points(s, FREE_PEOPLES), victory_points(s, SHADOW)
        side = FREE_PEOPLES if fp > sh else SHADOW          # a tie goes to the Shadow (rules §12.2)
        scores = {x.seat: (fp if x.side == FREE_PEOPLES else sh) for x in self.seat_info(s.opts)}
        reason = "the Free Peoples have more victory points" if side == FREE_PEOPLES else (
            "the Shadow have more victory points" if sh > fp else "a tie goes to the Shadow")
        return Outcome(tuple(x.seat for x in self.seat_info(s.opts) if x.side == side), scores, reason, (side,))

    def describe(self, action: Action) -> str:
        return action.kind

    def barrier(self, s: State) -> int:
        return s.barrier

    def invariants(self, s: State) -> list[str]:
        bad = []
        counts: dict[int, int] = {}
        for inst in s.zones.card_of:
            if is_faction_card(inst):
                counts[owner(inst)] = counts.get(owner(inst), 0) + 1
        where_owned: dict[int, int] = {}
        for zone, items in s.zones.cards.items():
            for inst in items:
                if not is_faction_card(inst):
                    continue
                where_owned[owner(inst)] = where_owned.get(owner(inst), 0) + 1
                spec = s.zones.specs[zone]
                if spec.owner is not None and spec.owner != owner(inst) and inst not in s.bearer:
                    bad.append(f"{inst} lies in {zone}, another seat's")
        for seat in self.seats(s.opts):
            if where_owned.get(seat, 0) != len(deck_list(s.opts, seat)) or counts.get(seat, 0) != len(deck_list(s.opts, seat)):
                bad.append(f"seat {seat}'s cards are not conserved: {where_owned.get(seat, 0)} of {len(deck_list(s.opts, seat))}")
        for item, bearer in s.bearer.items():
            if s.zones.zone_of(item) != s.zones.zone_of(bearer):
                bad.append(f"item {item} is not where its bearer {bearer} is")
        for loc in LOCATIONS:
            if s.zones.cards[at(loc)] and loc not in s.zones.cards[ACTIVE]:
                bad.append(f"cards lie on {loc}, which is not active")
        if sum(1 for l in s.zones.cards[ACTIVE] if LOCATIONS[l].kind == "path") > 1:
            bad.append("more than one path is active")
        if not s.over and s.pending is None:
            bad.append("the game waits for nobody")
        if any(s.zones.cards[drawn(x)] for x in self.seats(s.opts)) and (s.pending is None or s.pending.kind not in (
                "eliminate_hand", "play_drawn", "cycle_drawn", "_optional_trigger", "forsake", "take", "cycle_hand",
                "_order_triggers", "casualty", "choose_path", "choose_battleground", "token", "move_there", "eliminate_card",
                "move_bearer", "pay", "forsake_to", "either", "eliminate_any", "_window")):
            bad.append("drawn cards wait outside a draw-and-play question")
        return bad

    def fingerprint(self, s: State) -> str:
        # fixed draws only when a position left some: every recorded fingerprint stays as it was
        return repr((s.opts.model_dump_json(), s.rng, s.zones.fingerprint(), s.round, s.phase, s.first, s.last_path,
                     s.corruption, sorted(s.tokens.items()), sorted(s.bearer.items()), sorted(s.fresh), sorted(s.played_ids),
                     s.ring, sorted(s.round_rules), sorted(s.reactivated_against), sorted(s.used_once), s.final, s.barrier,
                     log_events(s), s.stack, s.pending, s.over) + ((s.fixed_draws,) if s.fixed_draws else ()))

    def position_text(self, s: State) -> str:
        lines = [f"{s.opts.scenario}, round {s.round}, phase {s.phase}; corruption {s.corruption}"]
        for z, items in s.zones.cards.items():
            if items:
                lines.append(f"  {z}: {', '.join(s.zones.card_of[i] for i in items)}")
        return "\n".join(lines)

    def log_lines(self, s: State) -> list[str]:
        return [("" if vis == PUBLIC else f"[seat {vis}] ") + formatted(t, a) for vis, t, a in log_events(s)]

    def texts(self) -> list:
        return texts()

def _mirror(s: State) -> None:
    """The Mirror of Galadriel's owner always knows the top card of their deck."""
    if not s.mirrors:
        return
    z = s.zones
    holders = z.memo.get("mirror_holders")      # asked after every action; only play changes it
    if holders is None:
        holders = z.memo["mirror_holders"] = holders_in_play(s, s.mirrors)
    for seat in holders:
        top = s.zones.top(deck(seat))
        if top is not None:
            s.zones.reveal(top, (seat,))


GAME = WotrCards()
