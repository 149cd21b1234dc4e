"""What a seat knows of a card it has seen (engine/zones.py), for any zone game: a card shown
and then held in a hidden zone stays known, but once its owner moves a card it did not show
from that zone to another hidden zone, the others cannot tell which card went; they know only
that the card they saw lies in one of the two. The card game's rule (seed, "Сбросить карту"):
«Для того чтобы сбросить карту, поместите её в свою стопку сброса лицом вниз.»"""

import random

from lotr_table.engine.zones import NOBODY, OWNER, PUBLIC, Zones, ZoneSpec

TEAMS = {0: "free", 1: "shadow"}
OTHER = frozenset({1})


def table(hand=("horn", "sting", "lembas")):
    """Seat 0 holds `hand`, its first card shown to everyone as it was taken (a search)."""
    z = Zones([ZoneSpec("deck0", NOBODY, 0, ordered=True), ZoneSpec("hand0", OWNER, 0),
               ZoneSpec("cycle0", OWNER, 0), ZoneSpec("eliminated0", OWNER, 0), ZoneSpec("field", PUBLIC)], TEAMS)
    for i, card in enumerate(["gandalf", "mithril", "phial", *hand]):
        z.create(f"c{i}", card, "deck0")
    for i in range(3, 3 + len(hand)):
        z.move(f"c{i}", "hand0", source="deck0")
    z.reveal("c3", (0, 1))
    return z


def test_the_card_shown_stays_known_in_the_hand():
    z = table()
    v = z.view(OTHER)["hand0"]
    assert [c and c["card"] for c in v["cards"]] == ["horn", None, None] and v["maybe"] == []


def test_twin_worlds_that_differ_only_in_which_hidden_card_was_cycled_look_the_same_to_the_others():
    shown_cycled, other_cycled = table(), table()
    shown_cycled.move("c3", "cycle0", source="hand0")      # the horn everyone saw
    other_cycled.move("c5", "cycle0", source="hand0")      # a card nobody else saw
    assert shown_cycled.view(OTHER) == other_cycled.view(OTHER)
    v = other_cycled.view(OTHER)
    assert v["hand0"]["cards"] == [None, None] and v["cycle0"]["cards"] == [None]
    assert v["hand0"]["maybe"] == v["cycle0"]["maybe"] == [{"card": "horn", "zones": ["cycle0", "hand0"]}]
    assert other_cycled.view(frozenset({0}))["hand0"]["maybe"] == [], "the owner sees both piles"


def test_the_twins_resample_alike_and_the_horn_only_in_one_of_its_two_piles():
    a, b = table(), table()
    a.move("c3", "eliminated0", source="hand0")
    b.move("c4", "eliminated0", source="hand0")
    where = set()
    for seed in range(30):
        ra, rb = a.resample(OTHER, random.Random(seed)), b.resample(OTHER, random.Random(seed))
        layout = {z: sorted(ra.card_of[i] for i in ra.cards[z]) for z in ra.cards}
        assert layout == {z: sorted(rb.card_of[i] for i in rb.cards[z]) for z in rb.cards}
        assert ra.view(OTHER) == a.view(OTHER), "the resampled world looks the same to the seat"
        where |= {z for z in ("hand0", "eliminated0") if "horn" in layout[z]}
        assert "horn" not in layout["deck0"]
    assert where == {"hand0", "eliminated0"}, "either pile may hold it"


def test_a_card_shown_as_it_moves_is_followed_and_the_rest_stay_known():
    z = table()
    z.reveal("c4", (1,))
    z.move("c4", "cycle0", source="hand0", shown=True)      # shown as it went: seat 1 can tell which card left
    v = z.view(OTHER)
    assert [c and c["card"] for c in v["hand0"]["cards"]] == ["horn", None]
    assert [c and c["card"] for c in v["cycle0"]["cards"]] == ["sting"] and v["hand0"]["maybe"] == []


def test_a_card_played_where_everyone_sees_it_leaves_the_others_knowledge_as_it_was():
    z = table()
    z.move("c5", "field", source="hand0")
    assert [c and c["card"] for c in z.view(OTHER)["hand0"]["cards"]] == ["horn", None]


def test_a_card_known_vaguely_is_known_again_when_shown_and_spreads_when_its_piles_lose_a_card():
    z = table()
    z.move("c4", "cycle0", source="hand0")
    z.move("c4", "eliminated0", source="cycle0")       # the cycle pile's card, unseen
    assert z.view(OTHER)["hand0"]["maybe"] == [{"card": "horn", "zones": ["cycle0", "eliminated0", "hand0"]}]
    z.reveal("c3", (1,))
    v = z.view(OTHER)
    assert v["hand0"]["maybe"] == [] and [c and c["card"] for c in v["hand0"]["cards"]] == ["horn", None]


def test_a_vague_card_shown_is_placed_and_the_leak_check_holds_the_place_hidden():
    z = table()
    z.move("c4", "cycle0", source="hand0")
    honest = z.view(OTHER)
    assert z.leaks(OTHER, honest) == []
    forged = z.view(frozenset({0, 1}))
    assert z.leaks(OTHER, forged), "the horn's place is not the seat's to know"


def test_a_card_seat_1_knew_but_did_not_see_go_is_as_vague_as_the_rest():
    z = table()
    z.reveal("c4", (1,))                        # seen earlier, not as it goes
    z.move("c4", "cycle0", source="hand0")
    assert z.view(OTHER)["hand0"]["maybe"] == [{"card": "horn", "zones": ["cycle0", "hand0"]},
                                               {"card": "sting", "zones": ["cycle0", "hand0"]}]



def test_a_card_held_apart_in_sight_is_not_the_one_that_went():
    z = table()
    z.move("c4", "cycle0", source="hand0", apart=("c3",))     # the horn being played, its cost paid
    v = z.view(OTHER)
    assert [c and c["card"] for c in v["hand0"]["cards"]] == ["horn", None] and v["hand0"]["maybe"] == []


# -- being asked must not depend on what the others cannot see ------------------------------

from dataclasses import dataclass, field  # noqa: E402
from typing import Any  # noqa: E402

from lotr_table.engine.action import Action  # noqa: E402
from lotr_table.engine.flow import Flow, question_view  # noqa: E402
from lotr_table.engine.hidden_choice import ask_among_hidden  # noqa: E402

SEARCH = Flow("knowledge_test")


@dataclass
class Searching:
    zones: Any
    stack: list = field(default_factory=list)
    pending: Any = None
    over: bool = False
    cache: dict = field(default_factory=dict)
    barrier: int = 0
    said: list = field(default_factory=list)


@SEARCH.step("search")
def _search(s, seat, wanted):
    """An optional search of the seat's deck for a card named `wanted`."""
    found = [i for i in s.zones.cards[f"deck{seat}"] if s.zones.card_of[i] == wanted]
    ask_among_hidden(SEARCH, s, seat, "take", [Action("take", card=i) for i in found], Action("done"),
                     "Take the card, or not.")


@SEARCH.answer("take")
def _on_take(s, q, action):
    if action.kind == "done":
        s.said.append("seat {seat} takes nothing")
        return
    s.zones.reveal(action["card"], (0, 1))
    s.zones.move(action["card"], f"hand{q.seat}", shown=True)
    s.said.append("seat {seat} takes " + s.zones.card_of[action["card"]])


def search_twins():
    """Two tables seat 1 cannot tell apart: seat 0's mithril in its deck, or in its hand."""
    in_deck, in_hand = table(), table()
    for z, (deck_card, hand_card) in ((in_deck, ("mithril", "sting")), (in_hand, ("sting", "mithril"))):
        z.card_of["c1"], z.card_of["c4"] = deck_card, hand_card
    assert in_deck.view(OTHER) == in_hand.view(OTHER)
    return Searching(in_deck), Searching(in_hand)


def test_an_optional_search_is_asked_whether_or_not_the_card_is_there():
    there, not_there = search_twins()
    for s in (there, not_there):
        SEARCH.then(s, ("search", 0, "mithril"))
        SEARCH.advance(s)
    assert question_view(there.pending, OTHER) == question_view(not_there.pending, OTHER)
    assert (there.pending.seat, there.pending.kind) == (not_there.pending.seat, not_there.pending.kind) == (0, "take")
    assert not_there.pending.actions_of(0) == [Action("done")], "nothing fits: 'none' is the answer"


def test_letting_the_card_be_logs_what_finding_nothing_logs():
    there, not_there = search_twins()
    for s in (there, not_there):
        SEARCH.then(s, ("search", 0, "mithril"))
        SEARCH.advance(s)
        SEARCH.decide(s, 0, Action("done"))
    assert there.said == not_there.said == ["seat {seat} takes nothing"]
    assert there.zones.view(OTHER) == not_there.zones.view(OTHER)
