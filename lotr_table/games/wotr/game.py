"""War of the Ring as a Game (engine/game.py): the war on the map, the turn and the action
dice, the Fellowship, the Hunt and the characters, for two to four people (offered in the
lobby with its table, table/wotr/)."""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.engine.game import Outcome
from lotr_table.engine.log_chain import PUBLIC, log_events
from lotr_table.engine.flow_game import FlowGame
from lotr_table.engine.zone_game import ZoneGame
from lotr_table.games.wotr import aims, card_zones, combat, position as written_position, refusal as reasons, texts as wotr_texts, turn, view as seen, words
from lotr_table.games.wotr.board import SIDES, board
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.invariants import invariants
from lotr_table.games.wotr.options import WotrOptions
from lotr_table.games.wotr.players import nations_of_seat, seat_info, seats_of_side
from lotr_table.games.wotr.setup import setup
from lotr_table.games.wotr.state import State

class WarOfTheRing(ZoneGame, FlowGame):
    flow = FLOW
    reasons = reasons
    id = "wotr"
    name = "War of the Ring"
    Options = WotrOptions
    rules_version = 14      # 14: Gandalf the Grey as Guide draws after an Event die for the Free Peoples only (the Shadow playing an event while he guides draws nothing); a retreating army says in the log where it went; 13: a card recruiting into a besieged stronghold past five units has its owner remove the excess (Pits of Mordor into a besieged Minas Morgul); 12: a besieged army attacks no region elsewhere by a card (Corsairs of Umbar from a besieged Umbar moves nothing); 11: the Nazgûl Strike! may discard a Free Peoples character card from the table; 10: a card that destroys an army's last unit in the field removes its Free Peoples leaders there; 9: the Witch-king's Sorcerer draws after a first-round combat card; Words of Power switches off the companion's battle abilities (Captain of the West, the White Rider) for the round; 8: Balrog of Moria's event half, the Palantír's Elven Ring, Wormtongue against "to war"; 7: six more Shadow character cards play their event half; 6: all 96 event cards played (event and combat halves), cards on the table

    def seat_info(self, options: WotrOptions | None = None):
        return seat_info((options or WotrOptions()).players)

    def seats(self, options: WotrOptions | None = None) -> list[int]:
        return [x.seat for x in self.seat_info(options)]

    def selfplay_options(self) -> list[WotrOptions]:
        """Two, three and four players in turn (the seed's 2–4), with no turn limit: self-play's
        games end by the victories."""
        return [WotrOptions(players=p) for p in (2, 3, 4)]

    def selfplay_decision(self, s: State, rng: random.Random):
        """Self-play's random legal player, leaning toward each side's aims (aims.py)."""
        return aims.decide(self, s, rng)

    def setup(self, options: WotrOptions | None = None, seed: int = 0) -> State:
        s = setup(options or WotrOptions(), seed)
        turn.begin(s)
        return s

    def position(self, spec: dict, seed: int = 0) -> State:
        """A state from a readable position (position.py): written by `position_of`, or by
        hand with only what a scenario needs."""
        return written_position.position(spec, seed)

    def position_of(self, s: State) -> dict:
        return written_position.position_of(s)

    own_view_public = True      # the board, the dice and the counters (view.own_view)

    def own_view(self, s: State, viewer: frozenset) -> dict:
        return seen.own_view(s, viewer)

    def option_acts_on(self, s: State):
        return seen.option_acts_on(s)

    def leaks(self, s: State, seat: int, view: dict) -> list[str]:
        return ZoneGame.leaks(self, s, seat, view) + seen.log_leaks(s, seat, view)

    def resample(self, s: State, seat: int, rng: random.Random) -> State:
        return seen.resample(s, seat, rng)

    def outcome(self, s: State) -> Outcome | None:
        if not s.over:
            return None
        reason = next(t for vis, t, a in reversed(log_events(s)) if vis == PUBLIC)
        if s.winner < 0:
            return Outcome((), {}, reason)
        return Outcome(seats_of_side(s.opts.players, s.winner), {}, reason, (SIDES[s.winner],))

    def describe(self, action: Action) -> str:
        return words.describe(action)

    def texts(self):
        return wotr_texts.texts()

    def load_card_records(self) -> dict[str, str]:
        """Read now what the rules read when first asked: the event cards (events.py) and the
        characters' keywords (character_words.py), for benchmarks/card_builders.py. Returns
        the card each record id that is part of a card stands for (a combat half)."""
        from lotr_table.games.wotr import card_records, character_words, events
        character_words.companions_with("captain_of_the_west")      # checks every character's record
        return {card_records.combat_id(c): c for c, card in events.event_cards().items() if card.combat.abilities}

    def selfplay_tally(self, s: State) -> dict[str, int]:
        """What one self-played game played of the event cards (the log's «plays» and
        «reveals»): the totals, and each written card as "event:<card>", "combat:<card>"."""
        from lotr_table.games.wotr import events
        written = events.event_cards()
        out = {"event cards played": 0, "combat cards played": 0}
        out |= {f"event:{c}": 0 for c in written if written[c].abilities}
        out |= {f"combat:{c}": 0 for c in written if written[c].combat.abilities}
        for _, template, args in log_events(s):
            kind = {"{seat} plays {card}.": "event", "{seat} reveals {card}.": "combat"}.get(template)
            if kind is not None:
                out[f"{kind} cards played"] += 1
                key = f"{kind}:{dict(args)['card']}"
                out[key] = out.get(key, 0) + 1
        return out

    def barrier(self, s: State) -> int:
        return s.barrier

    def invariants(self, s: State) -> list[str]:
        bad = invariants(s)
        chosen = [len(s.zones.cards[card_zones.COMBAT[x]]) for x in range(len(s.hands))]
        cards_held = (sum(len(d) for d in s.decks) + sum(len(h) for h in s.hands) + sum(len(d) for d in s.discards)
                      + sum(chosen) + sum(len(t) for t in s.tables))
        if cards_held != 96:
            bad.append(f"{cards_held} event cards in the decks, hands, combat cards, discards and tables, not 96")
        if max(chosen, default=0) > 1 or (any(chosen) and s.battle is None):
            bad.append("a combat card chosen outside a battle, or two by one player")
        if len(s.rolled[0]) > s.pool[0] or len(s.rolled[1]) + s.hunt_box > s.pool[1]:
            bad.append("more dice rolled than the pools hold")
        if "eye" in s.rolled[1]:
            bad.append("an Eye outside the Hunt Box")
        if not s.over and s.pending is None:
            bad.append("the game waits for nobody")
        return bad

    def fingerprint(self, s: State) -> str:
        return repr((s.opts.model_dump_json(), s.rng, s.armies, s.besieged, s.reserve, s.casualties, s.step,
                     s.active, s.controller, s.fellowship_region, s.fellowship_progress, s.fellowship_hidden,
                     s.corruption, card_zones.fingerprint(s.zones), s.stack, s.pending, s.turn, s.phase, s.pool,
                     s.rolled, s.hunt_box, s.hunt_box_fp, s.fp_die_hunted, s.companions, s.rings, s.ring_used,
                     s.mover, s.acted, s.leading, s.last_nations, s.last_army, sorted(s.mixed), sorted(s.apart), s.winner, s.over, s.barrier,
                     s.battle, s.fellowship, s.guide, s.fallen, s.mordor, s.mordor_tried, s.separated,
                     s.replaced, s.minions, s.minions_fallen, s.messenger_turn, s.fixed_draws,
                     log_events(s)))

    def position_text(self, s: State) -> str:
        b = board()
        lines = [f"Turn {s.turn}, phase {s.phase}; dice: Free Peoples {list(s.rolled[0])}, "
                 f"Shadow {list(s.rolled[1])}; Hunt Box {s.hunt_box}; Elven Rings {list(s.rings)}"]
        for r, a in enumerate(s.armies):
            if any(a):
                lines.append(f"  {b.ids[r]}: " + ", ".join(
                    f"{b.nation_ids[k // 3]} {('regular', 'elite', 'leaders')[k % 3]} {c}"
                    for k, c in enumerate(a) if c))
        lines.append("  politics: " + ", ".join(f"{b.nation_ids[n]} {s.step[n]}{'' if s.active[n] else ' passive'}"
                                                for n in range(len(s.step))))
        for seat in range(len(s.hands)):
            lines.append(f"  seat {seat} ({', '.join(b.nation_ids[n] for n in nations_of_seat(s.opts.players)[seat])}):"
                         f" hand {list(s.hands[seat])}, discarded {list(s.discards[seat])}")
        return "\n".join(lines)

    def log_lines(self, s: State) -> list[str]:
        players = s.opts.players
        return [("" if vis == PUBLIC else f"[{words.seat_name(players, vis)}] ") + words.render(t, a, players)
                for vis, t, a in log_events(s)]


GAME = WarOfTheRing()
