"""Windows and events are public (issue 26, part 2): the kernel's steps and questions are
tuples the kernel alone reads by position. A game (or the table, or the toy game) asks the
flow by name: which window is open, of what kind, for which event (`open_window`,
`window_of`), ends one (`close_window`, `cancel`), reads a compound decision
(`compound_of`), declares its "after" windows (`after_window`) and who orders triggers set
off at once (`trigger_orderer`). The view of an open window says, for every viewer, who may
still act in it and who has passed."""

from __future__ import annotations

import re
from pathlib import Path

from lotr_table.engine.action import Action
from lotr_table.engine.flow import Flow, Trigger, question_view
from tests.engine.test_flow import Bare, answer

ROOT = Path(__file__).resolve().parents[2]

# the kernel's own step and question names
KERNEL = ("_window", "_compound", "_propose", "_consent", "_resolve", "_after", "_trigger_choice",
          "_order_triggers", "_optional_trigger")
_LITERAL = re.compile(r"""["'](%s)["']""" % "|".join(KERNEL))
_INDEXED = re.compile(r"\b(st|entry|step|data)\s*\[\s*-?\d*\s*:?")    # st[6], q.data[0], entry[-1], data[:4]
_NAME_BY_POSITION = re.compile(r"""\[\s*-?\d+\s*\]\s*(==|!=|in)\s*\(?\s*["']_[a-z]""")   # entry[0] == "_window"
_HAND_MADE = re.compile(r"""\(\s*["'](%s)["']\s*,\s*\)|(append|then|extend)\(.*\(\s*["'](%s)["']"""
                        % ("|".join(KERNEL), "|".join(KERNEL)))       # ("_window",) + ..., stack.append(("_window", ...))
_DATA = re.compile(r"\.data\s*(\[|\)|$)|\+\s*\w+\.data\b")     # q.data[0], a, b = q.data, (...) + q.data
_KERNEL_CONTEXT = re.compile(r"""["'](_window|_compound|_propose|_consent|_order_triggers|_optional_trigger)["']"""
                             r"""|about_to:""")


def kernel_reads(lines: list[str]) -> list[tuple[int, str]]:
    """The lines (1-based) that read or build a kernel tuple by position: a kernel step or
    question name beside an index, a step's name read by position, a kernel step built by
    hand, or a question's data indexed within three lines of a kernel question's kind."""
    found = []
    for n, line in enumerate(lines):
        code = line.split("#", 1)[0]
        near = "\n".join(x.split("#", 1)[0] for x in lines[max(0, n - 3):n + 1])
        if (_LITERAL.search(code) and _INDEXED.search(code)) or _NAME_BY_POSITION.search(code) \
                or _HAND_MADE.search(code) or (_DATA.search(code) and _KERNEL_CONTEXT.search(near)):
            found.append((n + 1, line.strip()))
    return found


def _modules() -> list[Path]:
    """Every module outside the kernel: the games, the table, the computer players, the
    program, and the tests (but the kernel's own flow tests, which look inside on purpose)."""
    out = [p for p in (ROOT / "lotr_table").rglob("*.py") if "engine" not in p.relative_to(ROOT / "lotr_table").parts[:1]]
    out += [p for p in (ROOT / "tests").rglob("*.py")
            if not p.name.startswith("test_flow")]
    return sorted(out)


def test_no_module_outside_the_kernel_reads_a_kernel_tuple_by_position():
    offenders = [f"{p.relative_to(ROOT)}:{n}: {text}" for p in _modules()
                 for n, text in kernel_reads(p.read_text(encoding="utf-8").splitlines())]
    assert not offenders, "read the flow through its accessors (open_window, window_of, close_window, " \
                          "cancel, compound_of, postpone):\n" + "\n".join(offenders)


def test_the_check_finds_each_way_the_tuples_were_read():
    # the lines the games held before the accessors: each must be caught, and their
    # replacements must not
    old = [
        's.stack[:] = [st for st in s.stack if not (st[0] == "_window" and st[6] == event)]',
        'if entry[0] == "_window" and entry[1] == "act" and entry[-1] == "shadow":',
        'if q is not None and q.kind == "_window" and q.data[0] == "turn":',
        'if q is not None and q.kind == "_compound" and q.data[0] in ("move", "attack"):',
        's.stack.append(("_window",) + q.data)',
        'assert s.pending.data[0] == "about_to:wound"',
    ]
    assert [n for n, _ in kernel_reads(old)] == [1, 2, 3, 4, 5, 6]
    multi = ['if q.kind != "_compound":', "    return None", "compound, partial, context = q.data"]
    assert [n for n, _ in kernel_reads(multi)] == [3]
    new = [
        'seat, left = q.data',                        # a game's own question
        'if FLOW.close_window(s, "act", "shadow"):',
        'window = FLOW.open_window(s, "turn")',
        'asked = Flow.compound_of(q)',
        'assert window_kind(s) == "about_to:wound"',
        'while s.pending.kind != "_window":',
    ]
    assert kernel_reads(new) == []


# -- cancelling an event closes its window ---------------------------------------------------


def _wound_flow(responders=(1, 2)):
    flow = Flow("t")
    log = []
    flow.effect("wound")(lambda s, who: log.append(("wounded", who)))

    def offer(s, seat, event):
        return [Action("prevent")] if seat == 1 else [Action("shout")]

    def respond(s, seat, action, event):
        log.append((action.kind, seat))
        if action.kind == "prevent":
            flow.cancel(s, event)

    flow.respond_to("wound", offer, respond, lambda s, e: responders, "Respond?")
    return flow, log


def test_cancelling_an_event_closes_its_about_to_window():
    # TCG R18.6: a response answers its event; once the wound is prevented there is nothing
    # left to respond to, so nobody is asked again
    flow, log = _wound_flow()
    s = Bare()
    flow.happen(s, ("wound", "frodo"))
    flow.advance(s)
    assert flow.open_window(s).kind == "about_to:wound" and flow.open_window(s).context == ("wound", "frodo")
    answer(flow, s, 1, "prevent")
    assert s.pending is None and s.stack == [] and log == [("prevent", 1)]


def test_a_response_that_does_not_cancel_keeps_the_window_open():
    flow, log = _wound_flow()
    s = Bare()
    flow.happen(s, ("wound", "frodo"))
    flow.advance(s)
    answer(flow, s, 1, "pass")
    answer(flow, s, 2, "shout")                       # an action reopens the round
    w = flow.open_window(s)
    assert w.to_act == 1 and w.passed == () and w.asked
    answer(flow, s, 1, "pass")
    answer(flow, s, 2, "pass")
    assert log == [("shout", 2), ("wounded", "frodo")]


def test_the_window_waiting_while_a_response_is_carried_out_names_the_seat_acting():
    flow = Flow("t")
    seen = []
    flow.window_kind("act", lambda s, seat, c: [Action("go")],
                     lambda s, seat, a, c: seen.append(flow.open_window(s, "act")), "Act or pass.")
    s = Bare()
    flow.window(s, "act", (0, 1, 2), context="shadow")
    flow.advance(s)
    answer(flow, s, 0, "pass")
    answer(flow, s, 1, "go")
    w = seen[0]
    assert not w.asked and w.acting == 1 and w.to_act == 2 and w.context == "shadow"


def test_close_window_ends_a_phase_window_while_its_action_is_carried_out():
    # TCG, Tol Brandir: "... then your Shadow phase ends": the window of that phase is closed
    flow = Flow("t")
    closed = []
    flow.window_kind("act", lambda s, seat, c: [Action("end")],
                     lambda s, seat, a, c: closed.append(flow.close_window(s, "act", "shadow")), "Act or pass.")
    s = Bare()
    flow.window(s, "act", (1,), context="shadow")
    flow.advance(s)
    answer(flow, s, 1, "end")
    assert closed == [True] and s.pending is None and flow.open_window(s) is None
    assert not flow.close_window(s, "act", "shadow")


def test_a_postponed_window_is_posed_again_as_it_stood():
    flow = Flow("t")
    flow.window_kind("act", lambda s, seat, c: [], lambda s, seat, a, c: None, "Pass.")
    flow.step("note")(lambda s: s.done.append("noted"))
    s = Bare()
    flow.window(s, "act", (0, 1))
    flow.advance(s)
    answer(flow, s, 0, "pass")
    flow.postpone(s)
    flow.then(s, ("note",))
    flow.advance(s)
    assert s.done == ["noted"] and flow.open_window(s).to_act == 1 and flow.open_window(s).passed == (0,)


# -- "after" windows are declared -------------------------------------------------------------


def test_an_after_window_opens_once_the_effect_and_its_triggers_are_done():
    # TCG R18: "Response: if a character is killed ..." — asked after the killing and after
    # what the killing itself set off
    flow = Flow("t")
    log = []
    flow.effect("killed")(lambda s, who: log.append(("killed", who)))
    flow.step("note")(lambda s, what: log.append(what))
    flow.watch("killed")(lambda s, e: [Trigger(0, ("note", "mourn"), "Mourner")])
    flow.window_kind("respond", lambda s, seat, e: [Action("gloat")],
                     lambda s, seat, a, e: log.append(("gloat", seat, e)), "Respond, or pass.")
    flow.after_window("killed", "respond", lambda s, e: (2, 1))
    s = Bare()
    flow.happen(s, ("killed", "boromir"))
    flow.advance(s)
    assert log == [("killed", "boromir"), "mourn"]
    w = flow.open_window(s)
    assert (w.kind, w.order, w.context, w.to_act) == ("respond", (2, 1), ("killed", "boromir"), 2)
    answer(flow, s, 2, "gloat")
    answer(flow, s, 1, "pass")
    answer(flow, s, 2, "pass")
    assert log[-1] == ("gloat", 2, ("killed", "boromir")) and s.pending is None


def test_no_after_window_when_nobody_may_respond_nor_when_the_event_was_cancelled():
    flow, log = _wound_flow(responders=(1,))
    flow.window_kind("after", lambda s, seat, e: [], lambda s, seat, a, e: None, "Pass.")
    flow.after_window("wound", "after", lambda s, e: ())
    s = Bare()
    flow.happen(s, ("wound", "sam"))
    flow.advance(s)
    answer(flow, s, 1, "pass")
    assert s.pending is None and log == [("wounded", "sam")]
    flow.after_window("wound", "after", lambda s, e: (0,))
    flow.happen(s, ("wound", "merry"))
    flow.advance(s)
    answer(flow, s, 1, "prevent")
    assert s.pending is None, "a cancelled event has no after"


# -- the view of a window ------------------------------------------------------------------------


def test_the_view_of_a_window_says_who_passed_and_who_may_still_act_for_every_viewer():
    flow = Flow("t")
    flow.window_kind("act", lambda s, seat, c: [Action("go")] if seat == 2 else [],
                     lambda s, seat, a, c: None, "Act or pass.")
    s = Bare()
    flow.window(s, "act", (0, 1, 2))
    flow.advance(s)
    answer(flow, s, 0, "pass")
    answer(flow, s, 1, "pass")
    views = [question_view(s.pending, frozenset(v)) for v in ({0}, {1}, {2}, set())]
    want = {"kind": "act", "order": [0, 1, 2], "passed": [0, 1], "to_act": 2, "still_to_act": [2]}
    assert all(v["window"] == want for v in views)
    assert "shape" in views[2] and all("shape" not in v for v in views[:2] + views[3:])
    answer(flow, s, 2, "go")                          # an action reopens the round
    again = question_view(s.pending, frozenset())["window"]
    assert again["passed"] == [] and again["to_act"] == 0 and again["still_to_act"] == [0, 1, 2]


def test_a_question_that_is_no_window_has_no_window_view():
    flow = Flow("t")
    s = Bare()
    flow.ask(s, 0, "discard", (Action("discard", card="sting"),))
    assert "window" not in question_view(s.pending, frozenset({0}))
    assert flow.open_window(s) is None and flow.window_of(s.pending) is None


# -- who orders triggers set off at once --------------------------------------------------------


def _trigger_flow(orderer=None):
    flow = Flow("t")
    log = []
    flow.effect("moved")(lambda s: log.append("moved"))
    flow.step("note")(lambda s, what: log.append(what))
    flow.watch("moved")(lambda s, e: [Trigger(1, ("note", "eye"), "Eye"), Trigger(1, ("note", "dark"), "Dark"),
                                      Trigger(0, ("note", "song"), "Song", optional=True)])
    if orderer is not None:
        flow.trigger_orderer(orderer)
    return flow, log


def test_by_default_each_seat_orders_its_own_triggers():
    flow, log = _trigger_flow()
    s = Bare()
    flow.happen(s, ("moved",))
    flow.advance(s)
    assert s.pending.kind == "_order_triggers" and s.pending.seat == 1
    answer(flow, s, 1, "order", items=(1, 0))
    assert s.pending.kind == "_optional_trigger" and s.pending.seat == 0
    answer(flow, s, 0, "yes")
    assert log == ["moved", "dark", "eye", "song"]


def test_a_game_may_name_one_seat_to_order_every_trigger_set_off_at_once():
    # TCG seed, «Одновременная игра»: «Если два или более действий происходят в одно и то же
    # время ... игрок Свободных народов определяет их последовательность.»
    flow, log = _trigger_flow(orderer=lambda s, triggers: 0)
    s = Bare()
    flow.happen(s, ("moved",))
    flow.advance(s)
    # an optional one is still its owner's to use or not
    assert s.pending.kind == "_optional_trigger" and s.pending.seat == 0
    answer(flow, s, 0, "yes")
    assert s.pending.kind == "_order_triggers" and s.pending.seat == 0
    assert dict(s.pending.params)["abilities"] == ("Eye", "Dark", "Song")
    answer(flow, s, 0, "order", items=(2, 1, 0))
    assert log == ["moved", "song", "dark", "eye"]


def test_an_optional_trigger_declined_is_not_ordered():
    flow, log = _trigger_flow(orderer=lambda s, triggers: 0)
    s = Bare()
    flow.happen(s, ("moved",))
    flow.advance(s)
    answer(flow, s, 0, "no")
    assert dict(s.pending.params)["abilities"] == ("Eye", "Dark")
    answer(flow, s, 0, "order", items=(0, 1))
    assert log == ["moved", "eye", "dark"]
