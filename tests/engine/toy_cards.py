"""Skirmish: a toy card game for four seats in two teams, written only on the kernel.

It is the proof that a new game stands on engine/ without copying machinery: zones with
declared visibility give it its view, leak check and resample; the flow gives it a
compound decision, an "about to" response window, a joint decision and ordered triggers;
the card behaviours are data validated against its vocabulary.

The rules. Seats 0 and 2 are the Light, 1 and 3 the Dark. Each seat has its own deck of six
cards (hidden from everyone) and a hand (seen by its owner); each team has a battle line
of two lanes, left and right, seen by all. Each seat draws three. A round: each seat in
turn plays one card from its hand to a lane of its team's line, choosing the card and
then the lane (a compound decision); a seat with an empty hand passes. Before a card
lands, the other team's seats may answer it in seat order (a response window): a seat
holding Ambush may discard it to send the card to its owner's discard instead. A Scout that
lands lets its owner draw a card (an optional trigger); a Horn that lands makes every seat
of its team draw one (triggers ordered by each seat). After every seat has played, each
team's first seat may propose to regroup (both lanes' cards of the team go to their
owners' discards and each seat of the team draws one), which the partner accepts or
refuses. After the last round each lane goes to the team with more strength there (a
Captain adds 1 to every other card in its lane); the team with more lanes wins.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Vocabulary
from lotr_table.engine.flow import Flow
from lotr_table.engine.game import IllegalAction, Outcome
from lotr_table.engine.kernel_state import OWN_COPY, KernelState, copied
from lotr_table.engine.log_chain import PUBLIC, log_events, say
from lotr_table.engine.position_json import declare_vocabulary, read_kernel, read_zones, write_kernel, write_zones
from lotr_table.engine.flow_game import FlowGame
from lotr_table.engine.refusal import TEMPLATES as REFUSAL_TEMPLATES
from lotr_table.engine.seats import SeatInfo, partners, teams_of
from lotr_table.engine.texts import in_context
from lotr_table.engine.zone_game import ZoneGame, seat_zone
from lotr_table.engine.zones import NOBODY, OWNER, PUBLIC as SEEN_BY_ALL, Zones, ZoneSpec

SEATS = (SeatInfo(0, "light", "light", "Light, first"), SeatInfo(1, "dark", "dark", "Dark, first"),
         SeatInfo(2, "light", "light", "Light, second"), SeatInfo(3, "dark", "dark", "Dark, second"))
TEAMS = ("light", "dark")
LANES = ("left", "right")
DECK = ("soldier", "soldier", "captain", "scout", "horn", "ambush")

CARDS = [
    {"id": "soldier", "name": "Soldier", "strength": 2, "abilities": []},
    {"id": "captain", "name": "Captain", "strength": 1,
     "abilities": [{"type": "modifier", "what": "strength", "amount": 1, "condition": {"name": "same_lane_other"}}]},
    {"id": "scout", "name": "Scout", "strength": 1,
     "abilities": [{"type": "trigger", "on": "landed", "optional": True, "condition": {"name": "is_self"},
                    "effect": {"name": "draw", "n": 1}}]},
    {"id": "horn", "name": "Horn", "strength": 0,
     "abilities": [{"type": "trigger", "on": "landed", "condition": {"name": "is_self"},
                    "effect": {"name": "team_draws"}}]},
    {"id": "ambush", "name": "Ambush", "strength": 0, "abilities": []},
]
STRENGTH = {c["id"]: c["strength"] for c in CARDS}
NAMES = {c["id"]: c["name"] for c in CARDS}


class SkirmishOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    rounds: int = Field(2, ge=1, le=3)


hand, deck, discard = seat_zone("hand"), seat_zone("deck"), seat_zone("discard")


def lane(team: str, name: str) -> str:
    return f"{team}_{name}"


ZONE_SPECS = tuple(
    [ZoneSpec(deck(s.seat), NOBODY, s.seat, ordered=True) for s in SEATS]
    + [ZoneSpec(hand(s.seat), OWNER, s.seat) for s in SEATS]
    + [ZoneSpec(discard(s.seat), SEEN_BY_ALL, s.seat) for s in SEATS]
    + [ZoneSpec(lane(t, n), SEEN_BY_ALL) for t in TEAMS for n in LANES])


def team_of(seat: int) -> str:
    return SEATS[seat].team


def owner_of(instance: str) -> int:
    return int(instance.split("-")[0][1:])          # "s2-4": seat 2's fifth card


@dataclass(slots=True)
class SkirmishState(KernelState):
    opts: SkirmishOptions
    zones: Zones = copied(OWN_COPY)
    round: int = 1
    turn: int = 0                       # 0..3: whose play in this round


# -- the vocabulary and the flow ---------------------------------------------------------

VOCAB = Vocabulary("skirmish")


@VOCAB.condition("is_self")
def _is_self(s, ctx, params) -> bool:
    return ctx.event[1] == ctx.instance                 # event ("landed", instance, lane)


@VOCAB.condition("same_lane_other")
def _same_lane_other(s, ctx, params) -> bool:
    _, _, target = ctx.event                            # ("modify", "strength", instance)
    if target == ctx.instance:
        return False
    return s.zones.zone_of(target) == s.zones.zone_of(ctx.instance)


class DrawN(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    n: int = Field(ge=1, le=3)


@VOCAB.effect("draw", DrawN)
def _draw_effect(s, ctx, params) -> None:
    for _ in range(params.n):
        draw_card(s, ctx.controller)


@VOCAB.effect("team_draws")
def _team_draws(s, ctx, params) -> None:
    for seat in (ctx.controller,) + partners(SEATS, ctx.controller):
        draw_card(s, seat)


VOCAB.load(CARDS)


def in_play(s: SkirmishState):
    for t in TEAMS:
        for n in LANES:
            for inst in s.zones.cards[lane(t, n)]:
                yield inst, s.zones.card_of[inst], owner_of(inst)


def _idle(s: SkirmishState) -> None:
    """The turn structure: each seat plays in turn, then the regroup proposals, then the
    next round or the end."""
    if s.turn < len(SEATS):
        seat = s.turn
        s.turn += 1
        if _play_options(s, seat, (), None):
            FLOW.compound(s, "play", seat)
        else:
            say(s, "{seat} has no card and passes.", seat=seat)
        return
    if s.turn == len(SEATS):
        s.turn += 1
        for t in reversed(TEAMS):
            first = next(x.seat for x in SEATS if x.team == t)
            if any(s.zones.cards[lane(t, n)] for n in LANES):
                FLOW.joint(s, "regroup", first, partners(SEATS, first), (Action("regroup"),),
                           "Propose to regroup your team?")
        return
    if s.round < s.opts.rounds:
        s.round += 1
        s.turn = 0
        say(s, "Round {n} begins.", n=s.round)
        return
    s.over = True
    say(s, "The skirmish is over.")


FLOW = Flow("skirmish", idle=_idle)
VOCAB.attach(FLOW, in_play)


def draw_card(s: SkirmishState, seat: int) -> None:
    top = s.zones.top(deck(seat))
    if top is None:
        say(s, "{seat} cannot draw: the deck is empty.", seat=seat)
        return
    s.zones.move(top, hand(seat))
    s.barrier += 1                       # a draw shows the drawer a hidden card
    say(s, "{seat} draws a card.", seat=seat)
    say(s, "You draw {card}.", vis=seat, card=s.zones.card_of[top])


def _play_options(s, seat, partial, context):
    if not partial:
        return sorted(i for i in s.zones.cards[hand(seat)] if s.zones.card_of[i] != "ambush")
    return list(LANES)


def _play_finish(s, seat, choice, context):
    instance, to = choice
    say(s, "{seat} plays {card} to the {lane} lane.", seat=seat, card=s.zones.card_of[instance], lane=to)
    s.zones.reveal(instance, (x.seat for x in SEATS))    # it stays in the hand until it lands, shown
    FLOW.happen(s, ("landed", instance, lane(team_of(seat), to)))


FLOW.compound_kind("play", ("card", "lane"), ("Choose a card to play.", "Choose its lane."),
                   _play_options, _play_finish)


@FLOW.effect("landed")
def _landed(s, instance, to) -> None:
    s.zones.move(instance, to)


def _ambush_order(s, event):
    owner = owner_of(event[1])
    return tuple(x.seat for x in SEATS if x.team != team_of(owner))


def _ambush_offer(s, seat, event):
    return [Action("ambush", card=i) for i in sorted(s.zones.cards[hand(seat)]) if s.zones.card_of[i] == "ambush"]


def _ambush_respond(s, seat, action, event):
    s.zones.move(action["card"], discard(seat))
    target = event[1]
    s.zones.move(target, discard(owner_of(target)))
    say(s, "{seat} springs an Ambush: {card} never lands.", seat=seat, card=s.zones.card_of[target])
    FLOW.cancel(s, event)              # and its window closes: the card it answered is gone


FLOW.respond_to("landed", _ambush_offer, _ambush_respond, _ambush_order, "Answer with an Ambush?")


def _regroup(s, proposer, action, context) -> None:
    team = team_of(proposer)
    for n in LANES:
        for inst in list(s.zones.cards[lane(team, n)]):
            s.zones.move(inst, discard(owner_of(inst)))
    say(s, "The {team} regroup.", team=team)
    for seat in (proposer,) + partners(SEATS, proposer):
        draw_card(s, seat)


def _regroup_refused(s, proposer, action, context) -> None:
    say(s, "The {team} hold their lines.", team=team_of(proposer))


FLOW.joint_kind("regroup", _regroup, _regroup_refused)


def strength(s: SkirmishState, instance: str) -> int:
    return VOCAB.modified(s, list(in_play(s)), "strength", instance, STRENGTH[s.zones.card_of[instance]])


def lane_strength(s: SkirmishState, team: str, name: str) -> int:
    return sum(strength(s, i) for i in s.zones.cards[lane(team, name)])


class Reasons:
    """Why Skirmish refuses an action (the kernel's order: engine/refusal.py)."""

    @staticmethod
    def never(s: SkirmishState, seat: int, action: Action) -> IllegalAction | None:
        if seat not in range(len(SEATS)):
            return IllegalAction("There is no such seat.")
        mine = s.zones.cards[hand(seat)]
        if action.kind == "ambush" and not any(s.zones.card_of[i] == "ambush" for i in mine):
            return IllegalAction("You hold no Ambush.")
        if action.kind == "pick" and action.get("part") == "card" and action.get("value") not in mine:
            return IllegalAction("You can only play a card from your own hand.")
        if action.kind == "pick" and action.get("part") == "lane" and action.get("value") not in LANES:
            return IllegalAction("There is no such lane.")
        return None

    @staticmethod
    def not_now(s: SkirmishState, seat: int, action: Action) -> IllegalAction | None:
        q = s.pending
        if action.kind == "ambush" and q is not None and not q.kind == "_window":
            return IllegalAction("An Ambush answers only a card about to land.")
        return None


# -- the Game protocol -----------------------------------------------------------------


class Skirmish(ZoneGame, FlowGame):
    flow = FLOW
    reasons = Reasons
    id = "skirmish"
    name = "Skirmish (a toy card game for kernel tests)"
    Options = SkirmishOptions
    rules_version = 1
    seat_info = SEATS

    def seats(self, options=None) -> list[int]:
        return [x.seat for x in SEATS]

    def setup(self, options: SkirmishOptions | None = None, seed: int = 0) -> SkirmishState:
        options = options or SkirmishOptions()
        s = SkirmishState(options, Zones(ZONE_SPECS, teams_of(SEATS)), rng=chance.seed_state(seed))
        for x in SEATS:
            for k, card in enumerate(DECK):
                s.zones.create(f"s{x.seat}-{k}", card, deck(x.seat))
            s.zones.shuffle(deck(x.seat), lambda n: chance.draw(s, n))
        s.barrier += 1
        for x in SEATS:
            for _ in range(3):
                draw_card(s, x.seat)
        FLOW.advance(s)
        return s

    def own_view(self, s: SkirmishState, viewer: frozenset) -> dict:
        return {"round": s.round, "rounds": s.opts.rounds,
                "strength": {t: {n: lane_strength(s, t, n) for n in LANES} for t in TEAMS}}

    def position_of(self, s: SkirmishState) -> dict:
        """The whole state: its zones and two numbers, and the kernel's part, as the kernel writes them."""
        declare_vocabulary(VOCAB)
        return {"game": "skirmish", "options": s.opts.model_dump(mode="json"), **write_zones(s.zones),
                "round": s.round, "turn": s.turn, **write_kernel(s)}

    def position(self, spec: dict, seed: int = 0) -> SkirmishState:
        declare_vocabulary(VOCAB)
        s = SkirmishState(SkirmishOptions.model_validate_json(json.dumps(spec.get("options", {}))),
                          Zones(ZONE_SPECS, teams_of(SEATS)), spec.get("round", 1), spec.get("turn", 0), rng=0)
        read_zones(s.zones, spec)
        read_kernel(s, spec)
        return s

    def outcome(self, s: SkirmishState) -> Outcome | None:
        if not s.over:
            return None
        won = {t: 0 for t in TEAMS}
        for n in LANES:
            light, dark = lane_strength(s, "light", n), lane_strength(s, "dark", n)
            if light != dark:
                won["light" if light > dark else "dark"] += 1
        scores = {x.seat: won[x.team] for x in SEATS}
        if won["light"] == won["dark"]:
            return Outcome((), scores, "the lanes are shared")
        team = max(won, key=won.get)
        return Outcome(tuple(x.seat for x in SEATS if x.team == team), scores, f"the {team} hold more lanes", (team,))

    def describe(self, action: Action) -> str:
        return action.kind

    def texts(self) -> list:
        log = ["{seat} has no card and passes.", "Round {n} begins.", "The skirmish is over.",
               "{seat} cannot draw: the deck is empty.", "{seat} draws a card.", "You draw {card}.",
               "{seat} plays {card} to the {lane} lane.", "{seat} springs an Ambush: {card} never lands.",
               "The {team} regroup.", "The {team} hold their lines."]
        return (in_context("skirmish.log", log) + in_context("skirmish.prompt", FLOW.prompts() + ["Propose to regroup your team?"])
                + in_context("skirmish.card", NAMES.values())
                + in_context("skirmish.refusal", list(REFUSAL_TEMPLATES) + [
                    "There is no such seat.", "You hold no Ambush.", "You can only play a card from your own hand.",
                    "There is no such lane.", "An Ambush answers only a card about to land."])
                + in_context("skirmish.outcome", ["the lanes are shared", "the light hold more lanes",
                                                  "the dark hold more lanes"]))

    def barrier(self, s: SkirmishState) -> int:
        return s.barrier

    def invariants(self, s: SkirmishState) -> list[str]:
        bad = []
        for x in SEATS:
            mine = sorted(s.zones.card_of[i] for z in s.zones.cards.values() for i in z if owner_of(i) == x.seat)
            if mine != sorted(DECK):
                bad.append(f"seat {x.seat}'s cards are not conserved: {mine}")
        if not s.over and s.pending is None:
            bad.append("the game waits for nobody")
        return bad

    def leaks(self, s: SkirmishState, seat: int, view: dict) -> list[str]:
        found = super().leaks(s, seat, view)
        # a twin the seat cannot tell apart must look the same to it
        twin = self.resample(s, seat, random.Random(0))
        # (self-play passes a zone game's view without its log: selfplay.py)
        if (self.view if "log" in view else self.view_without_log)(twin, seat) != view:
            found.append("the view changes when hidden cards are redrawn")
        return found

    def fingerprint(self, s: SkirmishState) -> str:
        return repr((s.opts.model_dump_json(), s.rng, s.zones.fingerprint(), s.round, s.turn, s.barrier,
                     log_events(s), s.stack, s.pending, s.over))

    def position_text(self, s: SkirmishState) -> str:
        lines = [f"Round {s.round} of {s.opts.rounds}"]
        for z, items in s.zones.cards.items():
            lines.append(f"  {z}: {', '.join(s.zones.card_of[i] for i in items) or '-'}")
        return "\n".join(lines)

    def log_lines(self, s: SkirmishState) -> list[str]:
        return [("" if vis == PUBLIC else f"[seat {vis}] ") + t.format(**dict(a)) for vis, t, a in log_events(s)]


GAME = Skirmish()
