"""Self-play's player for War of the Ring: a random choice among the legal actions, leaning
toward each side's aims, so that random games end by the game's own victories instead of a
turn limit.

Uniform choices almost never carry the Ring to Mount Doom (the Fellowship's move is one use
among a dozen, a declaration or a reveal goes any way) nor take ten points of cities (an
attack is one use among many, a random attacker ceases half the time), and "back" undoes half
of every compound decision. This player only weighs the choices the rules offer: it never
goes back when it may go on, the Free Peoples lean to moving and hiding the Fellowship,
declaring it and placing a reveal nearest the Black Gate or Minas Morgul, and entering Mordor;
the Shadow leans to attacking and to pressing its attacks. Both lean to playing an event card
when a die offers one, and a combat card rather than none when a battle offers one (which card,
still at random among those offered), because self-play must see every card played: weighed as
one of a die's lesser uses, a card whose precondition held was played once in ten offers (the
first 80 games of `lotr-table selfplay wotr --seed 1`: 1,679 plays of 16,124 offers; Help
Unlooked For offered in 8 games, played in none); weighed like an attack (20), events were
played 53 a game but the hands ran dry for the battles (a game of four with no combat card, 12
combat halves never played in 117 games); at 6, with a combat card four times as likely as none,
both halves get played. Four halves still needed positions random play never reached in the
500 games of seed 1 (The Last Battle, The King is Revealed and Grond's events, Threats and
Promises' combat half): `_toward_rare_cards` leads Strider to the cities where Aragorn enters
and takes Aragorn with the Will of the West, marches an army with Aragorn out of the Free
Peoples' lands, flies the Witch-king to a siege and leans the Shadow to assault a besieged
stronghold (with Isengard's units when it can) and the Free Peoples to withdraw into one.
The Last Battle's event was still never played (150 games of seed 1, unchecked: Aragorn in
play in 8, with an army out of the Free Peoples' lands in 1): Aragorn now goes with the army he
stands with, walks (a Character die) to a Free Peoples army out of their lands, and there the
Free Peoples take the event die and the card when they hold it (the same 150 games: out there
with an army in 4, the card played in 1). Every action is still legal.
"""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.engine.flow import Flow
from lotr_table.games.wotr import card_zones as places, dice
from lotr_table.games.wotr.board import FREE_PEOPLES, NATIONS, board
from lotr_table.games.wotr.characters import ARAGORN
from lotr_table.games.wotr.state import units
from lotr_table.games.wotr.fellowship import MORDOR_GATES

# where Aragorn enters play (successors.py: Strider in one of them, a Will of the West)
ARAGORN_CITIES = ("minas_tirith", "dol_amroth", "pelargir")
WITCH_KING = "witch_king"
LAST_BATTLE = "fp_str_01"
ISENGARD = NATIONS.index("isengard")
# the weight of one use of a die against the others' 1 (absent: 1)
USE_WEIGHTS = {dice.FELLOWSHIP_MOVE: 12, dice.HIDE: 12, dice.STRIDER_HIDE: 12, dice.ATTACK: 20,
               dice.LEADER_ATTACK: 20, dice.MOVE: 4, dice.LEADER_MOVE: 4, dice.SEPARATE: 0.3, dice.SKIP: 0.2, dice.PLAY_MINION: 4,
               dice.PLAY_CHARACTER: 40, dice.PLAY_EVENT: 6,
               dice.MOVE_MINIONS: 2}
# other answers by kind (absent: 1)
ANSWER_WEIGHTS = {"enter_mordor": 50, "stay_out": 1, "keep_hidden": 1, "stay_behind": 1, "pass": 0.2,
                  "withdraw": 2, "field": 1, "no_card": 0.25}


def _to_gates(region: str) -> int:
    b = board()
    return min(b.distance(b.region(region), b.region(g)) for g in MORDOR_GATES)


def decide(game, s, rng: random.Random) -> tuple[int, Action]:
    seats = game.to_act(s)
    seat = rng.choice(seats)
    actions = game.legal_actions(s, seat)
    return seat, choose(s, actions, rng)


def choose(s, actions: list[Action], rng: random.Random) -> Action:
    q = s.pending
    forward = [a for a in actions if a.kind != "back"] or actions
    kinds = {a.kind for a in forward}
    if q is not None and q.kind in ("declare", "reveal_to") or "declare" in kinds:
        placed = [a for a in forward if a.get("region") is not None]
        if placed:
            best = min(_to_gates(a["region"]) for a in placed)
            if q.kind == "reveal_to" or best < _to_gates(board().ids[s.fellowship_region]):
                return rng.choice([a for a in placed if _to_gates(a["region"]) == best])
            return next((a for a in forward if a.kind == "keep_hidden"), rng.choice(forward))
    if q is not None and q.kind == "battle_continue":
        want = "yes" if rng.random() < 0.85 else "no"
        return next(a for a in forward if a.kind == want)
    if q is not None and q.kind == "battle_retreat":
        return next((a for a in forward if a.kind == "stay"), rng.choice(forward))
    if q is not None and q.kind == "characters_follow" and rng.random() < 0.8:
        # Aragorn goes with the army he stands with (toward The Last Battle's position)
        with_aragorn = [a for a in forward if a.kind == "follow" and "aragorn" in a["characters"]]
        if with_aragorn:
            return rng.choice(with_aragorn)
    asked = Flow.compound_of(q)
    steered = _toward_rare_cards(s, asked, forward, rng)
    if steered is not None:
        return steered
    if asked is not None and asked.kind in ("move", "attack") and rng.random() < 0.9:
        part = forward[0].get("part")
        if part == "army":                # the strongest army
            return max(forward, key=lambda a: _strength(s, a["value"]) if a.kind == "pick" else -1)
        if part == "units":               # the whole army, or the largest part of it
            return max(forward, key=lambda a: sum(c for _, _, c in a["value"]) if a.kind == "pick" else -1)
        if part == "to":
            side = s.mover
            goals = _goals(s, side)
            if goals:
                return min(forward, key=lambda a: _distance_to(a["value"], goals) if a.kind == "pick" else 99)
    weights = [_weight(a) for a in forward]
    return rng.choices(forward, weights)[0]


def _toward_rare_cards(s, asked, forward: list[Action], rng: random.Random) -> Action | None:
    """Steps toward the positions a few cards ask for, which random play never reached in the
    500 games of `lotr-table selfplay wotr --seed 1` (no half of them played): Aragorn in play
    (The King is Revealed) standing with an army outside the Free Peoples' nations (The Last
    Battle), and the Witch-king with an army besieging a stronghold (Grond). Strider, once
    apart, walks to the cities where Aragorn enters; the Witch-king flies to a siege; an army
    with Aragorn marches on the Shadow's strongholds. None: no such step here."""
    if asked is None or not forward or forward[0].kind != "pick" or rng.random() < 0.2:
        return None
    part = forward[0].get("part")
    b = board()
    if asked.kind in ("separate", "move_companion") and part == "to" and "strider" in asked.partial[0]:
        return min(forward, key=lambda a: min(b.distance(b.region(a["value"]), b.region(c)) for c in ARAGORN_CITIES))
    if asked.kind == "move_companion" and part == "to" and "aragorn" in asked.partial[0]:
        camps = _armies_outside(s)       # Aragorn joins an army out of the Free Peoples' lands
        if camps:
            return min(forward, key=lambda a: min(b.distance(b.region(a["value"]), c) for c in camps))
    if asked.kind in ("separate", "move_companion") and part == "companions":
        with_strider = [a for a in forward if "strider" in a["value"] or "aragorn" in a["value"]]
        if with_strider:
            return rng.choice(with_strider)
    if asked.kind == "use" and part == "use" and s.mover == FREE_PEOPLES and _aragorn_at(s):
        # Aragorn on his way to an army out of the Free Peoples' lands, then The Last Battle
        camps = _armies_outside(s)
        if _aragorn_at(s) & set(camps):
            if _holds_last_battle(s):
                return next((a for a in forward if a["value"] == dice.PLAY_EVENT), None)
        elif camps and rng.random() < 0.5:
            return next((a for a in forward if a["value"] == dice.MOVE_COMPANIONS), None)
    if part == "card" and s.mover == FREE_PEOPLES:
        last_battle = next((a for a in forward if a["value"] == LAST_BATTLE), None)
        if last_battle is not None:
            return last_battle
    if asked.kind == "play_character" and part == "companion":
        return next((a for a in forward if a["value"] == "aragorn"), None)
    if asked.kind == "attack" and part == "army" and s.mover != FREE_PEOPLES:
        # a siege with Isengard's units (Threats and Promises' combat half)
        sieges = [a for a in forward if units(s.besieged[b.region(a["value"])], FREE_PEOPLES)]
        with_isengard = [a for a in sieges if _isengard_units(s.armies[b.region(a["value"])])]
        if with_isengard or sieges:
            return rng.choice(with_isengard or sieges)
    if asked.kind == "move_minion" and part == "to" and asked.partial[0] == WITCH_KING:
        sieges = [a for a in forward if units(s.besieged[b.region(a["value"])], FREE_PEOPLES)]
        if sieges:
            return rng.choice(sieges)
    if asked.kind in ("move", "attack") and part == "army" and s.mover == FREE_PEOPLES:
        with_aragorn = [a for a in forward if b.region(a["value"]) in _aragorn_at(s)]
        if with_aragorn:
            return with_aragorn[0]
    if asked.kind == "move" and part == "to" and _aragorn_at(s) & {b.region(asked.partial[0])}:
        outside = [a for a in forward if b.side_of_region(b.region(a["value"])) != FREE_PEOPLES]
        if outside:
            return rng.choice(outside)
    return None


def _holds_last_battle(s) -> bool:
    return any(LAST_BATTLE in places.cards_in(s.zones, places.hand(seat))
               for seat in range(places.seats(s.opts.players)))


def _armies_outside(s) -> tuple[int, ...]:
    """The regions out of the Free Peoples' nations where a Free Peoples army stands."""
    b = board()
    return tuple(r for r, pieces in enumerate(s.armies)
                 if b.side_of_region(r) != FREE_PEOPLES and units(pieces, FREE_PEOPLES))


def _isengard_units(pieces: tuple[int, ...]) -> int:
    return pieces[ISENGARD * 3] + pieces[ISENGARD * 3 + 1]


def _aragorn_at(s) -> set[int]:
    return {r for c, r in s.separated if c == ARAGORN}


def _strength(s, region: str) -> int:
    return sum(s.armies[board().region(region)])


def _goals(s, side: int) -> tuple[int, ...]:
    """The enemy's cities and strongholds an army of `side` might take (victory points)."""
    b = board()
    return tuple(r for r in range(len(b.ids)) if b.vp_of[r] and s.controller[r] == 1 - side)


def _distance_to(region: str, goals: tuple[int, ...]) -> int:
    b = board()
    here = b.region(region)
    return min(b.distance(here, g) for g in goals)


def _weight(a: Action) -> float:
    if a.kind == "pick" and a["part"] == "use":
        return USE_WEIGHTS.get(a["value"], 1)
    return ANSWER_WEIGHTS.get(a.kind, 1)
