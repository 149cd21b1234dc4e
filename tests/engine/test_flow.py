"""The kernel's flow (engine/flow.py): every shape of question a game may pose, on a bare
state with nothing but what the flow needs."""

from dataclasses import dataclass, field
from typing import Any

import pytest

from lotr_table.engine.action import Action
from lotr_table.engine.flow import BACK, PASS, SEVERAL, Flow, Trigger, question_view


@dataclass
class Bare:
    stack: list = field(default_factory=list)
    pending: Any = None
    over: bool = False
    cache: dict = field(default_factory=dict)
    barrier: int = 0
    done: list = field(default_factory=list)


def answer(flow, s, seat, kind=None, **fields):
    """Answer the open question for `seat` with the action of that kind."""
    q = s.pending
    assert seat in q.seats(), f"seat {seat} is not asked; {q.seats()} are"
    action = Action(kind, **fields) if kind else None
    assert action in q.actions_of(seat), f"{action} not among {q.actions_of(seat)}"
    flow.decide(s, seat, action)


def test_steps_run_in_order_until_a_question_is_posed():
    flow = Flow("t")
    s = Bare()

    @flow.step("note")
    def note(s, what):
        s.done.append(what)

    @flow.step("ask")
    def ask(s):
        flow.ask(s, 0, "go", (Action("go"),))

    @flow.answer("go")
    def go(s, q, action):
        s.done.append("went")

    flow.then(s, ("note", "a"), ("note", "b"), ("ask",), ("note", "c"))
    flow.advance(s)
    assert s.done == ["a", "b"] and s.pending.kind == "go"
    answer(flow, s, 0, "go")
    assert s.done == ["a", "b", "went", "c"] and s.pending is None


def test_idle_supplies_the_turn_structure_when_no_step_waits():
    turns = []
    flow = Flow("t", idle=lambda s: (turns.append(len(turns)), setattr(s, "over", len(turns) == 3)))
    s = Bare()
    flow.advance(s)
    assert turns == [0, 1, 2] and s.over


def test_settle_ends_the_game_even_while_a_question_is_posed():
    s = Bare()

    def settle(s):
        if s.done and not s.over:
            s.pending, s.over = None, True
            return True
        return False
    flow = Flow("t", settle=settle)

    @flow.step("win_and_ask")
    def win_and_ask(s):
        s.done.append("won")
        flow.ask(s, 0, "never", (Action("x"),))

    flow.then(s, ("win_and_ask",))
    flow.advance(s)
    assert s.over and s.pending is None


def test_free_action_inside_an_open_question_poses_the_question_again():
    flow = Flow("t")
    s = Bare()

    @flow.step("open")
    def open_question(s):
        flow.ask(s, 0, "main", (Action("end"), Action("cheer")), again=("open",))

    @flow.free("cheer")
    def cheer(s, seat, action):
        s.done.append("cheered")

    @flow.answer("main")
    def main(s, q, action):
        s.done.append(action.kind)

    flow.then(s, ("open",))
    flow.advance(s)
    answer(flow, s, 0, "cheer")
    assert s.done == ["cheered"] and s.pending.kind == "main"
    answer(flow, s, 0, "end")
    assert s.done == ["cheered", "end"]


def test_a_secret_choice_reveals_nothing_until_every_seat_has_committed():
    flow = Flow("t")
    s = Bare()
    seen = {}

    @flow.answer("bid")
    def bid(s, q, action):
        seen.update(q.data)

    flow.secret(s, "bid", {0: [Action("bid", n=1), Action("bid", n=2)], 1: [Action("bid", n=1), Action("bid", n=2)]})
    assert s.pending.seat == SEVERAL and s.pending.seats() == [0, 1]
    answer(flow, s, 1, "bid", n=2)
    assert s.pending.seats() == [0] and not seen
    public = question_view(s.pending, frozenset({0}))
    assert public["committed"] == [1] and "bid" not in str(public["committed"])
    outsider = question_view(s.pending, frozenset())
    assert "shape" not in outsider and "'n'" not in repr(outsider), "seat 1's bid stays secret"
    barrier = s.barrier
    answer(flow, s, 0, "bid", n=1)
    assert seen == {0: Action("bid", n=1), 1: Action("bid", n=2)}
    assert s.barrier == barrier + 1, "the reveal is a barrier for undo"


def _window_flow():
    flow = Flow("t")
    offers = {0: [Action("play", card="a")], 1: [Action("play", card="b")], 2: []}

    def offer(s, seat, context):
        return [a for a in offers[seat] if a not in s.done]

    def respond(s, seat, action, context):
        s.done.append(action)

    flow.window_kind("actions", offer, respond, "Play an action or pass.")
    return flow


def test_a_response_window_closes_when_every_seat_has_passed_in_a_row():
    # TCG: "each player in turn may play an action or pass; the phase ends when all pass in a row"
    flow = _window_flow()
    s = Bare()
    flow.window(s, "actions", (0, 1, 2))
    flow.advance(s)
    assert s.pending.seat == 0
    answer(flow, s, 0, "pass")
    answer(flow, s, 1, "play", card="b")       # an action reopens the round
    answer(flow, s, 2, "pass")
    answer(flow, s, 0, "pass")
    assert s.pending is not None and s.pending.seat == 1, "one pass short of a full round"
    answer(flow, s, 1, "pass")
    assert s.pending is None and s.done == [Action("play", card="b")]


def test_a_window_may_close_after_fewer_passes_than_seats():
    # War of the Ring: The Card Game closes its action phase on a count of passes
    flow = _window_flow()
    s = Bare()
    flow.window(s, "actions", (0, 1, 2), closes_after=2)
    flow.advance(s)
    answer(flow, s, 0, "pass")
    answer(flow, s, 1, "pass")
    assert s.pending is None


def test_a_joint_decision_needs_every_partner_to_agree():
    flow = Flow("t")
    outcomes = []
    flow.joint_kind("exchange", lambda s, p, a, c: outcomes.append(("agreed", p, a["card"])),
                    lambda s, p, a, c: outcomes.append(("refused", p)))
    s = Bare()
    flow.joint(s, "exchange", 0, (2,), (Action("offer", card="x"),), "Exchange a card?")
    flow.advance(s)
    answer(flow, s, 0, "offer", card="x")
    assert s.pending.seat == 2 and s.pending.shape.to_json() == {"shape": "yes_no", "kind": "consent"}
    answer(flow, s, 2, "yes")
    assert outcomes == [("agreed", 0, "x")]
    flow.joint(s, "exchange", 0, (2,), (Action("offer", card="x"),))
    flow.advance(s)
    answer(flow, s, 0, "offer", card="x")
    answer(flow, s, 2, "no")
    # seed (War of the Ring, 12.3): "The exchange happens only if both agree."
    assert outcomes[-1] == ("refused", 0)


def test_a_joint_proposal_may_be_withheld():
    flow = Flow("t")
    flow.joint_kind("merge", lambda *a: pytest.fail("nothing was proposed"))
    s = Bare()
    flow.joint(s, "merge", 1, (3,), (Action("merge"),))
    flow.advance(s)
    answer(flow, s, 1, "pass")
    assert s.pending is None


def _army_flow():
    flow = Flow("t")
    done = []
    armies = {"die:army": ["rohan", "gondor"], "rohan": ["1 regular"], "gondor": []}

    def options(s, seat, partial, context):
        if not partial:
            return ["die:army"]
        if len(partial) == 1:
            return armies[partial[0]]
        if len(partial) == 2:
            return armies.get(partial[1], [])
        return ["westfold", "edoras"]

    flow.compound_kind("move", ("die", "army", "units", "to"),
                       ("Choose a die.", "Choose an army.", "Choose the units.", "Choose where they go."), options,
                       lambda s, seat, choice, c: done.append(choice))
    return flow, done


def test_a_compound_decision_is_asked_in_steps_with_back():
    # War of the Ring: die, then army, then units, then destination
    flow, done = _army_flow()
    s = Bare()
    flow.compound(s, "move", 0)
    flow.advance(s)
    assert s.pending.actions == (Action("pick", part="die", value="die:army"),)
    answer(flow, s, 0, "pick", part="die", value="die:army")
    # Gondor has no units to move: it leads nowhere and is not offered
    assert Action("pick", part="army", value="gondor") not in s.pending.actions
    answer(flow, s, 0, "pick", part="army", value="rohan")
    flow.decide(s, 0, BACK)
    assert s.pending.data[1] == ("die:army",), "back returns to the army"
    answer(flow, s, 0, "pick", part="army", value="rohan")
    answer(flow, s, 0, "pick", part="units", value="1 regular")
    answer(flow, s, 0, "pick", part="to", value="edoras")
    assert done == [("die:army", "rohan", "1 regular", "edoras")]


def _event_flow():
    flow = Flow("t")
    log = []

    @flow.effect("wound")
    def wound(s, who):
        log.append(("wounded", who))

    def offer(s, seat, event):
        return [Action("prevent")] if seat == 1 else []

    def respond(s, seat, action, event):
        log.append(("prevented", seat))
        flow.cancel(s, event)

    flow.respond_to("wound", offer, respond, lambda s, e: (1, 2), "Respond?")

    @flow.watch("wound")
    def watcher(s, event):
        return [Trigger(2, ("note", "heal"), "Healer", optional=True),
                Trigger(1, ("note", "rage"), "Berserker"),
                Trigger(1, ("note", "roar"), "Troll")]

    @flow.step("note")
    def note(s, what):
        log.append(what)
    return flow, log


def test_an_about_to_response_cancels_the_effect_and_its_triggers():
    flow, log = _event_flow()
    s = Bare()
    flow.happen(s, ("wound", "frodo"))
    flow.advance(s)
    assert s.pending.seat == 1 and Action("prevent") in s.pending.actions
    answer(flow, s, 1, "prevent")
    # the wound will not happen, and its window closed with it: seat 2 is not asked
    assert s.pending is None and log == [("prevented", 1)]


def test_triggers_follow_the_effect_each_seat_orders_its_own_and_optional_ones_are_asked():
    flow, log = _event_flow()
    s = Bare()
    flow.happen(s, ("wound", "frodo"))
    flow.advance(s)
    answer(flow, s, 1, "pass")
    answer(flow, s, 2, "pass")
    assert log == [("wounded", "frodo")]
    # seat 2's trigger came first, and it is optional: asked
    assert s.pending.seat == 2 and s.pending.kind == "_optional_trigger"
    answer(flow, s, 2, "yes")
    assert log[-1] == "heal"
    # seat 1 has two at once: it chooses their order
    assert s.pending.seat == 1 and s.pending.shape.to_json()["shape"] == "order"
    answer(flow, s, 1, "order", items=(1, 0))
    assert log[-2:] == ["roar", "rage"]


def test_the_question_view_shows_options_only_to_the_seat_asked():
    flow = Flow("t")
    s = Bare()
    flow.ask(s, 2, "discard", (Action("discard", card="sting"),), "Discard a card.")
    mine = question_view(s.pending, frozenset({2}))
    theirs = question_view(s.pending, frozenset({0, 1}))
    assert mine["shape"]["options"] == [{"kind": "discard", "card": "sting"}]
    assert "shape" not in theirs and "sting" not in repr(theirs)
    assert theirs["waiting"] == [2]


def test_a_seat_standing_twice_in_the_order_closes_the_window_once_all_seats_passed():
    # War of the Ring: The Card Game, Three-Player Duel (digest A2): "the phase ends as soon
    # as the current unbroken run of passes includes every player (seat) at least once"
    flow = _window_flow()
    s = Bare()
    flow.window(s, "actions", (0, 1, 0, 2))
    flow.advance(s)
    answer(flow, s, 0, "pass")
    answer(flow, s, 1, "pass")
    answer(flow, s, 0, "pass")
    assert s.pending is not None and s.pending.seat == 2
    answer(flow, s, 2, "pass")
    assert s.pending is None


def test_a_seat_the_rules_make_act_is_not_offered_the_pass():
    # War of the Ring: The Card Game §8.7: passing only at or below the carryover limit
    flow = Flow("t")
    flow.window_kind("actions", lambda s, seat, c: [Action("cycle")], lambda s, seat, a, c: s.done.append(seat),
                     "Act or pass.", may_pass=lambda s, seat, c: seat != 1)
    s = Bare()
    flow.window(s, "actions", (0, 1))
    flow.advance(s)
    assert PASS in s.pending.actions
    answer(flow, s, 0, "pass")
    assert s.pending.seat == 1 and PASS not in s.pending.actions
    answer(flow, s, 1, "cycle")
    assert s.done == [1]


def test_the_floor_lets_another_seat_use_its_free_actions_then_the_question_returns():
    # cooperative game: the active player lets Sam act (his epic card) in the middle of a turn
    flow = Flow("t")
    s = Bare()

    @flow.step("open")
    def open_question(s):
        flow.ask(s, 0, "main", (Action("end"), Action("floor", seat=1)), again=("open",))

    @flow.free("cheer")
    def cheer(s, seat, action):
        s.done.append(("cheer", seat))

    flow.answers["main"] = lambda s, q, a: s.done.append("end")
    flow.floor_kind("window", lambda s, x: [Action("cheer")], "{hobbit} may act now",
                    params=lambda s, x: {"hobbit": f"seat {x}"})
    flow.then(s, ("open",))
    flow.advance(s)
    flow.decide(s, 0, Action("floor", seat=1))
    assert s.pending.seat == 1 and s.pending.params == (("hobbit", "seat 1"),)
    answer(flow, s, 1, "cheer")
    assert s.pending.seat == 1, "the floor stays with seat 1 until it is done"
    answer(flow, s, 1, "done")
    assert s.pending.seat == 0 and s.pending.kind == "main"
    assert s.done == [("cheer", 1)]


def test_a_secret_choice_does_not_wait_for_a_seat_with_nothing_to_choose():
    flow = Flow("t")
    s = Bare()
    seen = {}
    flow.answers["bid"] = lambda s, q, a: seen.update(q.data)
    flow.secret(s, "bid", {0: [Action("bid", n=1)], 1: [], 2: [Action("bid", n=2)]})
    assert s.pending.seats() == [0, 2]
    answer(flow, s, 0, "bid", n=1)
    answer(flow, s, 2, "bid", n=2)
    assert seen == {0: Action("bid", n=1), 2: Action("bid", n=2)}
