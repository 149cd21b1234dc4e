"""The turn (section 6): the fellowship phase and its move, a Shadow phase for every
opponent, maneuver, archery, assignment, the skirmishes, regroup and the move limit; every
rotating window goes round from the Free Peoples player to his right until all pass in a
row (R6.5)."""

from __future__ import annotations

from typing import Any

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import body, cards as C
from lotr_table.games.lotr_tcg.abilities import discard_at_random, draw
from lotr_table.games.lotr_tcg.assignment import assign, defenders
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.playing import discard_from_hand
from lotr_table.games.lotr_tcg.state import HAND_SIZE, PATH, VOCAB, adventure, hand, play

SANCTUARY_HEALS = 5                            # R7.3


def begin_phase(s: Any, phase: str) -> None:
    s.phase = phase
    # effects "until the <phase> phase" end as it begins (R18.4)
    s.effects = tuple(e for e in s.effects if e[3] != "start:" + phase)
    # per-phase limits (Uruk Slayer's +3, Dimrill Dale's first Orc) start again
    s.used = {k: v for k, v in s.used.items() if not (isinstance(k, tuple) and k[0] in ("pump", "first_orc"))}


def end_phase(s: Any, phase: str) -> None:
    s.effects = tuple(e for e in s.effects if e[3] != "end:" + phase)


@FLOW.step("turn_start")
def _turn_start(s: Any) -> None:
    """R7.2-R7.4: the pool is emptied, then start-of-turn abilities and sanctuary healing."""
    s.turn += 1
    s.twilight = 0
    s.moves = 0
    s.no_more_moves = False
    s.ring_on = False
    s.effects = ()
    s.used = {}
    s.assigned = {}
    s.fought = ()
    begin_phase(s, "fellowship")
    say(s, "Turn {n}: {seat} is the Free Peoples player.", n=s.turn, seat=s.fp)
    FLOW.then(s, ("sanctuary", SANCTUARY_HEALS), ("phase_window", "fellowship"), ("move",), ("shadow_phases",))
    FLOW.happen(s, ("turn_start", s.fp))


@FLOW.step("sanctuary")
def _sanctuary(s: Any, left: int) -> None:
    """R7.3: at a sanctuary, heal up to 5 wounds among your companions (not allies)."""
    if left <= 0 or "sanctuary" not in C.site_keywords(s):
        return
    wounded = sorted(c for c in C.companions(s) if s.wounds.get(c, 0) and body.can_heal(s, c))
    if not wounded:
        return
    actions = tuple(Action("heal", card=c) for c in wounded) + (Action("done"),)
    FLOW.ask(s, s.fp, "sanctuary", actions, "Heal a companion at the sanctuary ({n} left).", data=left, n=left)


@FLOW.answer("sanctuary")
def _on_sanctuary(s: Any, q, action: Action) -> None:
    if action.kind == "heal":
        s.stack.append(("sanctuary", q.data - 1))
        body.heal(s, action["card"])         # after the step: a healing answered resolves first


@FLOW.step("phase_window")
def _phase_window(s: Any, phase: str) -> None:
    """A phase's actions: the fellowship phase is the FP player's alone (R6.4), the others
    go round (R6.5)."""
    begin_phase(s, phase)
    if phase != "skirmish":                  # a skirmish's effects last through its resolution
        s.stack.append(("end_phase", phase))
    seats = (s.fp,) if phase == "fellowship" else s.rotation()
    FLOW.window(s, "act", seats, context=phase)


@FLOW.step("end_phase")
def _end_phase(s: Any, phase: str) -> None:
    end_phase(s, phase)


@FLOW.step("move")
def _move(s: Any) -> None:
    """R8.5: to the next site, played by a Shadow player if it is not on the path yet; add
    its Shadow number and one twilight per companion."""
    here = C.site_number(s)
    number = here + 1
    if number not in s.path:
        player = site_player(s, here)
        site = next(i for i in s.zones.cards[adventure(player)] if C.card(s, i).site == number)
        s.zones.move(site, PATH)
        s.path[number] = site
        say(s, "{seat} plays {card} as site {n}.", seat=player, card=s.zones.card_of[site], n=number)
    left = s.path.get(here)
    s.moves += 1
    s.stack.append(("arrive", left, number))
    if left is not None:                     # leaving comes first (Council Courtyard)
        FLOW.happen(s, ("leave", left))


@FLOW.effect("leave")
def _leave(s: Any, site: str) -> None:
    return None


@FLOW.step("arrive")
def _arrive(s: Any, left: str | None, number: int) -> None:
    s.marker[s.fp] = number
    site = s.path[number]
    added = C.shadow_number(s, site) + len(C.companions(s))
    s.twilight += added
    say(s, "The fellowship of {seat} moves to {card} (site {n}); {added} twilight is added.", seat=s.fp,
        card=s.zones.card_of[site], n=number, added=added)
    FLOW.happen(s, ("moved", left, site))


@FLOW.effect("moved")
def _moved(s: Any, left: str | None, site: str) -> None:
    return None


def site_player(s: Any, here: int) -> int:
    """R8.6: the arrow of the site being left names the Shadow player on the left or the
    right; with two players, the opponent. A player without the site passes it on."""
    shadows = s.shadow_players()
    site = s.path.get(here)
    first = shadows[0]
    if len(shadows) > 1 and site is not None and C.card(s, site).arrow == "left":
        first = s.left_of(s.fp)
    ordered = [first] + [p for p in shadows if p != first]
    for p in ordered:
        if any(C.card(s, i).site == here + 1 for i in s.zones.cards[adventure(p)]):
            return p
    return s.fp


@FLOW.step("shadow_phases")
def _shadow_phases(s: Any) -> None:
    """R9.1: a Shadow phase for each other player, from the FP player's right; then R9.12."""
    steps = []
    for p in s.shadow_players():
        steps += [("shadow_phase", p), ("shadow_phase_over", p), ("end_phase", "shadow")]
    FLOW.then(s, *steps, ("after_shadow",))


@FLOW.step("shadow_phase")
def _shadow_phase(s: Any, seat: int) -> None:
    begin_phase(s, "shadow")
    if seat not in s.out:
        FLOW.window(s, "act", (seat,), context="shadow")
        if C.listens(s, "shadow_phase_begins"):
            FLOW.happen(s, ("shadow_phase_begins", seat))     # before the window: "at the beginning of"


@FLOW.step("shadow_phase_over")
def _shadow_phase_over(s: Any, seat: int) -> None:
    if seat not in s.out and not s.over and C.listens(s, "shadow_phase_ends"):
        FLOW.happen(s, ("shadow_phase_ends", seat))

@FLOW.step("after_shadow")
def _after_shadow(s: Any) -> None:
    if not C.minions(s):
        say(s, "No minion is in play: on to the regroup phase.")
        s.stack.append(("regroup",))
        return
    if C.skipped(s, "archery") or C.modified(s, "archery_skipped", C.current_site(s), 0) > 0:
        say(s, "The archery phase is skipped.")              # a site's text, or Spies of Saruman
        FLOW.then(s, ("phase_window", "maneuver"), ("after_archery",))
        return
    FLOW.then(s, ("phase_window", "maneuver"), ("phase_window", "archery"), ("archery_fire",))


@FLOW.step("archery_fire")
def _archery_fire(s: Any) -> None:
    """R11.2-R11.5: both totals first; the FP player places the minions' wounds on his
    companions (and allies at home), then names a Shadow player to place the fellowship's."""
    minion_total = C.minion_archery(s)
    fellowship_total = C.fellowship_archery(s)
    say(s, "Archery: the minions shoot {m}, the fellowship {f}.", m=minion_total, f=fellowship_total)
    FLOW.then(s, ("archery_wound", s.fp, minion_total), ("archery_target", fellowship_total), ("after_archery",))


@FLOW.step("archery_wound")
def _archery_wound(s: Any, seat: int, left: int) -> None:
    if left <= 0:
        return
    if seat == s.fp:
        targets = C.companions(s) + C.allies_at_home(s)
    else:
        targets = C.minions(s, seat)
    if not targets:
        return                               # R11.7: no target left, the rest is ignored
    actions = tuple(Action("archery_wound", card=c) for c in sorted(targets))
    FLOW.ask(s, seat, "archery_wound", actions, "Place an archery wound ({n} left).", data=(seat, left), n=left)


@FLOW.answer("archery_wound")
def _on_archery_wound(s: Any, q, action: Action) -> None:
    seat, left = q.data
    s.stack.append(("archery_wound", seat, left - 1))
    body.wound(s, action["card"], "archery")


@FLOW.step("archery_target")
def _archery_target(s: Any, total: int) -> None:
    if total <= 0:
        return
    # ambiguity 16: a Shadow player who has a minion
    with_minions = [p for p in s.shadow_players() if C.minions(s, p)]
    if not with_minions:
        return
    if len(with_minions) == 1:
        s.stack.append(("archery_wound", with_minions[0], total))
        return
    FLOW.ask(s, s.fp, "archery_target", tuple(Action("shoot_at", seat=p) for p in with_minions),
             "Choose the Shadow player whose minions take the fellowship's arrows.", data=total)


@FLOW.answer("archery_target")
def _on_archery_target(s: Any, q, action: Action) -> None:
    s.stack.append(("archery_wound", action["seat"], q.data))


@FLOW.step("after_archery")
def _after_archery(s: Any) -> None:
    if not C.minions(s) or C.skipped(s, "assignment"):     # R11.10; Buckleberry Ferry
        s.stack.append(("regroup",))
        return
    s.used["fierce_round"] = False
    FLOW.then(s, ("phase_window", "assignment"), ("defenders",), ("leftovers", 0), ("skirmishes",))


# -- assignment (section 12) -----------------------------------------------------------


def eligible_minions(s: Any) -> list[str]:
    mins = C.minions(s)
    if s.used.get("fierce_round"):
        mins = [m for m in mins if C.fierce(s, m)]       # R13.14: only fierce minions again
    return mins


def unassigned_minions(s: Any) -> list[str]:
    taken = {m for ms in s.assigned.values() for m in ms}
    return sorted(m for m in eligible_minions(s) if m not in taken)


@FLOW.step("defenders")
def _defenders(s: Any) -> None:
    """R12.4-R12.6: the FP player assigns his companions, one minion each (defender +N:
    N more), to unassigned minions."""
    minions = unassigned_minions(s)
    if not minions:
        return
    actions = []
    for c in sorted(defenders(s)):
        if len(s.assigned.get(c, ())) < 1 + C.defender_bonus(s, c):
            actions += [Action("assign", minion=m, companion=c) for m in minions
                        if not C.has_lasting(s, "no_assign", c + ">" + m)]      # Uruk Guard
    if not actions:
        return
    bearer = s.bearer.get(s.fp)
    if bearer in s.assigned:
        s.used.pop("ring_bearer_must_defend", None)                     # done once
    if s.used.get("ring_bearer_must_defend"):
        forced = tuple(a for a in actions if a["companion"] == bearer)     # The End Comes
        if forced:
            FLOW.ask(s, s.fp, "defenders", forced, "Assign a companion to defend against a minion.")
            return
    FLOW.ask(s, s.fp, "defenders", tuple(actions) + (Action("done"),), "Assign a companion to defend against a minion.")


@FLOW.answer("defenders")
def _on_defenders(s: Any, q, action: Action) -> None:
    if action.kind == "assign":
        c = action["companion"]
        say(s, "{companion} defends against {minion}.", companion=s.zones.card_of[c],
            minion=s.zones.card_of[action["minion"]])
        s.stack.append(("defenders",))
        assign(s, c, action["minion"])


@FLOW.step("leftovers")
def _leftovers(s: Any, index: int) -> None:
    """R12.6 (ambiguity 6): each Shadow player, from the FP player's right, may assign his
    own unassigned minions to any companion."""
    shadows = s.shadow_players()
    if index >= len(shadows):
        return
    seat = shadows[index]
    mine = [m for m in unassigned_minions(s) if m in C.minions(s, seat)]
    comps = sorted(defenders(s))
    if not mine or not comps:
        s.stack.append(("leftovers", index + 1))
        return
    actions = tuple(Action("assign", minion=m, companion=c) for m in mine for c in comps) + (Action("done"),)
    FLOW.ask(s, seat, "leftovers", actions, "Assign your unassigned minions.", data=index)


@FLOW.answer("leftovers")
def _on_leftovers(s: Any, q, action: Action) -> None:
    if action.kind == "assign":
        c = action["companion"]
        say(s, "{minion} attacks {companion}.", companion=s.zones.card_of[c], minion=s.zones.card_of[action["minion"]])
        s.stack.append(("leftovers", q.data))
        assign(s, c, action["minion"])
    else:
        s.stack.append(("leftovers", q.data + 1))


# -- skirmishes (section 13) -----------------------------------------------------------


@FLOW.step("skirmishes")
def _skirmishes(s: Any) -> None:
    """R13.1: the FP player picks the next skirmish; after the last, fierce minions are
    assigned and fight again (R13.14); then regroup."""
    pending = sorted(c for c, ms in s.assigned.items() if ms)
    if pending:
        if len(pending) == 1:
            s.stack.append(("skirmish", pending[0]))
            return
        FLOW.ask(s, s.fp, "skirmish_order", tuple(Action("skirmish", companion=c) for c in pending),
                 "Choose the next skirmish.")
        return
    s.assigned = {}
    if not s.used.get("fierce_round") and any(C.fierce(s, m) for m in C.minions(s)):
        s.used["fierce_round"] = True
        say(s, "The fierce minions attack again.")
        FLOW.then(s, ("phase_window", "assignment"), ("defenders",), ("leftovers", 0), ("skirmishes",))
        return
    s.stack.append(("regroup",))


@FLOW.answer("skirmish_order")
def _on_skirmish_order(s: Any, q, action: Action) -> None:
    s.stack.append(("skirmish", action["companion"]))


@FLOW.step("skirmish")
def _skirmish(s: Any, companion: str) -> None:
    minions = s.assigned.pop(companion, ())
    s.fought = (companion, tuple(minions))
    s.used = {k: v for k, v in s.used.items() if not (isinstance(k, tuple) and k[0] == "wounded")}
    s.used.pop("skirmish_cancelled", None)
    say(s, "{companion} skirmishes.", companion=s.zones.card_of[companion])
    FLOW.then(s, ("phase_window", "skirmish"), ("resolve",))


@FLOW.step("resolve")
def _resolve(s: Any) -> None:
    """R13.4-R13.7: the greater total wins, a tie goes to the Shadow; at double strength the
    losers are overwhelmed and killed; otherwise each loser takes a wound and one more for
    each damage +1 among the winners."""
    comp, mins = s.fought
    mins = tuple(m for m in mins if body.in_play(s, m))
    s.stack.append(("after_skirmish",))
    if s.used.get("skirmish_cancelled") or comp is None or not body.in_play(s, comp) or not mins:
        say(s, "The skirmish ends with no winner.")      # ambiguity 12
        return
    fp_total = C.strength(s, comp)
    shadow_total = sum(C.strength(s, m) for m in mins)
    if fp_total > shadow_total:
        winners, losers, win_total, lose_total = (comp,), mins, fp_total, shadow_total
    else:
        winners, losers, win_total, lose_total = mins, (comp,), shadow_total, fp_total
    say(s, "Skirmish: {fp} against {shadow}.", fp=fp_total, shadow=shadow_total)
    s.used["losers"] = losers                # "loses a skirmish" triggers read them, killed or not
    s.used["winners"] = winners
    FLOW.happen(s, ("skirmish_won", winners, losers))
    if win_total > 0 and all(win_total >= C.overwhelm_multiplier(s, x) * lose_total for x in losers):
        for x in losers:
            if body.in_play(s, x):
                say(s, "{card} is overwhelmed.", card=s.zones.card_of[x])
                body.kill(s, x)
        return
    n = 1 + sum(C.damage_bonus(s, w) for w in winners)
    for x in reversed(losers):
        for _ in range(n):
            body.wound(s, x, "skirmish")


@FLOW.effect("skirmish_won")
def _skirmish_won(s: Any, winners: tuple, losers: tuple = ()) -> None:
    """A lasting mark on a winner (Ancient Enmity) makes each minion that lost to him cost
    its owner cards from hand, at random."""
    for kind, target, n, _until in s.effects:
        if kind == "loser_discards" and target in winners:
            for x in losers:
                if C.card(s, x).type == "minion":
                    discard_at_random(s, C.owner(x), n)


@FLOW.step("after_skirmish")
def _after_skirmish(s: Any) -> None:
    end_phase(s, "skirmish")
    s.fought = ()
    s.used.pop("ring_text_off", None)
    s.stack.append(("skirmishes",))
    if s.ring_on and not s.over:             # Return to Its Master answers it
        FLOW.happen(s, ("skirmish_ends_ring_on", s.fp))


# -- regroup (section 14) ----------------------------------------------------------------


@FLOW.step("regroup")
def _regroup(s: Any) -> None:
    """R14.1: the Ring comes off; the win at the last site (R21.1-R21.2, read as the start of
    the regroup phase with the Ring-bearer alive); regroup actions; Shadow players
    reconcile; the FP player moves again or stops."""
    s.ring_on = False
    s.assigned = {}
    if C.site_number(s) >= s.opts.last_site and s.bearer.get(s.fp) is not None:
        s.winner = s.fp
        s.reason = "the fellowship reached the last site"
        s.over = True
        s.stack.clear()
        say(s, "The fellowship of {seat} reaches site {n}: {seat} wins.", seat=s.fp, n=C.site_number(s))
        return
    steps = [("phase_window", "regroup")]
    steps += [("reconcile", p, False) for p in s.shadow_players()]
    FLOW.then(s, *steps, ("regroup_choice",))


@FLOW.step("reconcile")
def _reconcile(s: Any, seat: int, discarded: bool) -> None:
    """R14.3: discard one card if you like, draw up to 8, discard down to 8."""
    if seat in s.out:
        return
    cards = sorted(s.zones.cards[hand(seat)])
    if not discarded and cards:
        actions = tuple(Action("discard", card=c) for c in _distinct(s, cards)) + (Action("keep"),)
        FLOW.ask(s, seat, "reconcile", actions, "You may discard a card before drawing up to 8.", data=seat)
        return
    if len(cards) < HAND_SIZE:
        draw(s, seat, HAND_SIZE - len(cards))
    elif len(cards) > HAND_SIZE:
        actions = tuple(Action("discard", card=c) for c in _distinct(s, cards))
        FLOW.ask(s, seat, "reconcile_down", actions, "Discard down to 8 cards.", data=seat)


def _distinct(s: Any, cards: list) -> list:
    seen, out = set(), []
    for c in cards:
        if s.zones.card_of[c] not in seen:
            seen.add(s.zones.card_of[c])
            out.append(c)
    return out


@FLOW.answer("reconcile")
def _on_reconcile(s: Any, q, action: Action) -> None:
    if action.kind == "discard":
        discard_from_hand(s, action["card"])
        say(s, "{seat} discards {card}.", seat=q.data, card=s.zones.card_of[action["card"]])
    s.stack.append(("reconcile", q.data, True))


@FLOW.answer("reconcile_down")
def _on_reconcile_down(s: Any, q, action: Action) -> None:
    discard_from_hand(s, action["card"])
    say(s, "{seat} discards {card}.", seat=q.data, card=s.zones.card_of[action["card"]])
    s.stack.append(("reconcile", q.data, True))


@FLOW.step("regroup_choice")
def _regroup_choice(s: Any) -> None:
    """R14.4-R14.5, R8.12-R8.14: move again while under the move limit and short of the
    last site, or stop."""
    if s.moves < C.move_limit(s) and C.site_number(s) < s.opts.last_site and not s.no_more_moves:
        FLOW.ask(s, s.fp, "regroup_choice", (Action("move"), Action("stay")),
                 "Move on to the next site, or stay and end your turn?")
        return
    FLOW.then(s, ("reconcile", s.fp, False), ("turn_ends",), ("end_turn", False))


@FLOW.answer("regroup_choice")
def _on_regroup_choice(s: Any, q, action: Action) -> None:
    end_phase(s, "regroup")
    if action.kind == "move":
        FLOW.then(s, ("move",), ("shadow_phases",))
    else:
        FLOW.then(s, ("reconcile", s.fp, False), ("turn_ends",), ("end_turn", False))


@FLOW.step("turn_ends")
def _turn_ends(s: Any) -> None:
    """The end of the turn, announced while its Free Peoples player is still the one."""
    if C.listens(s, "turn_ends"):
        FLOW.happen(s, ("turn_ends", s.fp))


@FLOW.step("end_turn")
def _end_turn(s: Any, fp_left: bool) -> None:
    """R14.4b: the Shadow players discard their minions; the player on the left is next."""
    for m in C.minions(s):
        body.discard_from_play(s, m)
    for p in s.seats_in_game():             # "Discard this condition at the end of the turn."
        for inst in list(s.zones.cards[play(p)]):
            if VOCAB.has(s.zones.card_of[inst], "discarded_at_turn_end"):
                body.discard_from_play(s, inst)
    s.effects = ()
    s.ring_on = False
    s.fp = s.left_of(s.fp)
    s.stack.append(("turn_start",))


# Events announced for their triggers only: what they name has already happened.
for _name in ("turn_start", "played", "ring_put_on", "shadow_phase_begins", "shadow_phase_ends",
              "assigned", "turn_ends", "skirmish_ends_ring_on", "fp_event_played"):
    FLOW.effect(_name)(lambda s, *args: None)
