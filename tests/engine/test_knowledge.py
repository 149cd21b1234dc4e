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
