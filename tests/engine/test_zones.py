"""Zones and their declared visibility (engine/zones.py): what each viewer sees follows from
the declarations, hidden cards leave no trace, and resampling depends only on what the
viewer knows."""

import random

import pytest

from lotr_table.engine.zones import NOBODY, OWNER, PUBLIC, TEAM, TOP, Zones, ZoneSpec

TEAMS = {0: "free", 1: "shadow", 2: "free", 3: "shadow"}


def table():
    z = Zones([ZoneSpec("deck0", NOBODY, 0, ordered=True), ZoneSpec("hand0", OWNER, 0),
               ZoneSpec("reserve0", TEAM, 0), ZoneSpec("discard", TOP), ZoneSpec("field", PUBLIC)], TEAMS)
    for i, card in enumerate(["gandalf", "sting", "mithril", "lembas", "horn"]):
        z.create(f"c{i}", card, "deck0")
    return z


def cards(view, zone):
    return [c and c["card"] for c in view[zone]["cards"]]


def test_a_deck_is_counted_but_nobody_sees_its_cards():
    z = table()
    for viewer in (frozenset({0}), frozenset({1}), frozenset()):
        v = z.view(viewer)
        assert v["deck0"]["count"] == 5 and cards(v, "deck0") == [None] * 5


def test_a_hand_is_seen_by_its_owner_only_and_a_reserve_by_the_team():
    z = table()
    z.move("c4", "hand0")
    z.move("c3", "reserve0")
    assert cards(z.view(frozenset({0})), "hand0") == ["horn"]
    assert cards(z.view(frozenset({2})), "hand0") == [None]
    assert cards(z.view(frozenset({2})), "reserve0") == ["lembas"]
    assert cards(z.view(frozenset({1})), "reserve0") == [None]


def test_a_move_from_a_named_zone_lands_and_is_seen_as_any_move():
    z, searched = table(), table()
    z.move("c4", "hand0", source="deck0")
    searched.move("c4", "hand0")
    assert z.fingerprint() == searched.fingerprint()


def test_a_move_from_a_zone_the_card_is_not_in_is_refused():
    z = table()
    with pytest.raises(ValueError, match="not in list"):
        z.move("c4", "reserve0", source="hand0")
    assert z.cards["deck0"][-1] == "c4" and z.cards["reserve0"] == [], "nothing moved"


def test_a_hidden_card_carries_no_instance_id():
    z = table()
    z.move("c4", "hand0")
    assert z.view(frozenset({1}))["hand0"]["cards"] == [None]


def test_only_the_top_of_a_top_zone_is_seen():
    z = table()
    z.move("c0", "discard")
    z.move("c1", "discard")
    assert cards(z.view(frozenset({1})), "discard") == ["gandalf", "sting"], \
        "the first card was on top when it was seen: it stays known"
    z2 = table()
    z2.move("c0", "hand0")
    z2.move("c0", "discard", bottom=True)
    assert cards(z2.view(frozenset({1})), "discard") == ["gandalf"]


def test_a_card_revealed_then_taken_back_stays_known_until_it_is_shuffled_away():
    z = table()
    z.move("c4", "hand0")
    z.reveal("c4", [1])
    assert cards(z.view(frozenset({1})), "hand0") == ["horn"]
    assert cards(z.view(frozenset({3})), "hand0") == [None]
    z.move("c4", "deck0")
    z.shuffle("deck0", lambda n: n - 1)
    assert cards(z.view(frozenset({1})), "deck0") == [None] * 5


def test_a_person_with_several_seats_sees_the_union():
    z = table()
    z.move("c4", "hand0")
    assert cards(z.view(frozenset({0, 1})), "hand0") == ["horn"]


def test_the_leak_check_finds_a_hidden_card_in_a_hand_made_view():
    z = table()
    z.move("c4", "hand0")
    honest = z.view(frozenset({1}))
    assert z.leaks(frozenset({1}), honest) == []
    forged = z.view(frozenset({0}))
    assert z.leaks(frozenset({1}), forged) == ["hand0[0] is hidden from seats [1] but the view shows "
                                                "{'id': 'c4', 'card': 'horn'}"]


def test_resample_redraws_only_what_the_viewer_does_not_know():
    z = table()
    z.move("c4", "hand0")
    z.move("c3", "field")
    for seed in range(20):
        r = z.resample(frozenset({0}), random.Random(seed))
        assert cards(r.view(frozenset({0, 1, 2, 3})), "hand0") == ["horn"]
        assert cards(r.view(frozenset({0, 1, 2, 3})), "field") == ["lembas"]
        deck = cards(r.view(frozenset({0})), "deck0")
        assert deck == [None] * 3
    decks = {tuple(r.card_of[i] for i in r.cards["deck0"])
             for r in (z.resample(frozenset({1}), random.Random(s)) for s in range(40))}
    assert len(decks) > 1, "the hidden order is redrawn"


def test_resample_depends_on_what_the_viewer_knows_not_on_the_hidden_truth():
    # two tables seat 1 cannot tell apart: the same hidden cards in another order
    a, b = table(), table()
    b.cards["deck0"] = ["c4", "c3", "c2", "c1", "c0"]
    assert a.view(frozenset({1})) == b.view(frozenset({1}))
    ra, rb = a.resample(frozenset({1}), random.Random(7)), b.resample(frozenset({1}), random.Random(7))
    assert [ra.card_of[i] for i in ra.cards["deck0"]] == [rb.card_of[i] for i in rb.cards["deck0"]]


def test_a_shared_copy_and_its_original_change_apart():
    z = table()
    z.move("c4", "hand0")
    before = z.fingerprint()
    c = z.copy_shared()
    c.move("c4", "field", source="hand0")
    c.move("c3", "hand0")
    c.shuffle("deck0", lambda n: 0)
    assert z.fingerprint() == before, "the original is as it was"
    z.move("c2", "discard")
    assert c.cards["discard"] == [] and c.cards["field"] == ["c4"] and c.cards["hand0"] == ["c3"]
    assert z.cards["discard"] == ["c2"] and z.cards["hand0"] == ["c4"]


def test_a_shared_copy_of_a_shared_copy_leaves_both_before_it_alone():
    z = table()
    c = z.copy_shared()
    c.move("c4", "hand0")
    cc = c.copy_shared()
    cc.move("c4", "reserve0", source="hand0")
    assert z.cards["hand0"] == [] and c.cards["hand0"] == ["c4"] and cc.cards["reserve0"] == ["c4"]
    full = cc.copy()
    full.move("c4", "field", source="reserve0")
    assert cc.cards["reserve0"] == ["c4"], "a full copy of a shared copy changes alone too"


def test_a_card_created_in_a_shared_copy_is_not_in_the_original():
    z = table()
    c = z.copy_shared()
    c.create("c5", "palantir", "field")
    z.create("c6", "phial", "field")
    assert "c5" not in z.card_of and "c6" not in c.card_of
    assert c.cards["field"] == ["c5"] and z.cards["field"] == ["c6"]


def test_the_zone_of_a_card_follows_its_moves_and_each_copy_keeps_its_own():
    z = table()
    assert z.zone_of("c4") == "deck0"
    c = z.copy_shared()
    c.move("c4", "hand0")
    full = c.copy()
    full.move("c4", "field", source="hand0")
    assert (z.zone_of("c4"), c.zone_of("c4"), full.zone_of("c4")) == ("deck0", "hand0", "field")
    c.create("c5", "palantir", "reserve0")
    assert c.zone_of("c5") == "reserve0"
    with pytest.raises(KeyError, match="no instance 'c5'"):
        z.zone_of("c5")


def test_the_memo_lasts_while_the_layout_does_and_is_shared_by_a_shared_copy_until_then():
    z = table()
    z.memo["in play"] = ("c0",)
    c = z.copy_shared()
    assert c.memo == {"in play": ("c0",)}, "a shared copy of an unchanged layout knows it too"
    c.reveal("c1", (0,))
    assert c.memo == {"in play": ("c0",)}, "knowing a card changes no layout"
    c.move("c4", "field")
    assert c.memo == {} and z.memo == {"in play": ("c0",)}, "the copy's move drops its memo alone"
    assert z.copy().memo == {}, "a full copy may change identities (a resample): it starts without"
    z.shuffle("deck0", lambda n: 0)
    assert z.memo == {}


def test_what_a_shared_copy_learns_the_original_does_not():
    z = table()
    z.reveal("c0", (0,))
    c = z.copy_shared()
    c.reveal("c0", (1,))
    c.move("c4", "field")
    assert c.known["c0"] == frozenset({0, 1}) and c.known["c4"] == frozenset(TEAMS)
    assert z.known["c0"] == frozenset({0}) and z.known["c4"] == frozenset(), "the original learnt nothing"
    c.shuffle("deck0", lambda n: 0)
    assert c.known["c0"] == frozenset() and z.known["c0"] == frozenset({0}), "only the copy's deck was shuffled"


def test_a_memo_worked_out_from_named_zones_lasts_while_only_other_zones_change():
    z = Zones(table().specs.values(), TEAMS, memo_from=("reserve0", "field"))
    for i, card in enumerate(["gandalf", "sting", "mithril"]):
        z.create(f"c{i}", card, "deck0")
    z.memo["in play"] = ()
    c = z.copy_shared()
    c.move("c2", "hand0")
    c.shuffle("deck0", lambda n: 0)
    assert c.memo == {"in play": ()}, "a draw and a shuffle leave the cards in play as they were"
    c.move("c2", "reserve0", source="hand0")
    assert c.memo == {} and z.memo == {"in play": ()}, "a card into a named zone drops the copy's memo"
    c.memo["in play"] = ("c2",)
    leaving = c.copy_shared()
    leaving.move("c2", "discard")
    assert leaving.memo == {} and c.memo == {"in play": ("c2",)}, "a card leaving a named zone drops it too"
    assert c.copy().memo == {} and c.copy().memo_from == frozenset({"reserve0", "field"})


def test_dealing_the_top_cards_is_moving_them_one_by_one_top_first():
    dealt, moved = table().copy_shared(), table().copy_shared()
    dealt.deal("deck0", "hand0", 3)
    for inst in ("c4", "c3", "c2"):
        moved.move(inst, "hand0", source="deck0")
    assert dealt.cards["hand0"] == ["c4", "c3", "c2"] and dealt.cards["deck0"] == ["c0", "c1"]
    assert dealt.fingerprint() == moved.fingerprint() and dealt.zone_of("c2") == "hand0"


def test_dealing_onto_a_top_zone_lets_everyone_see_each_card_as_it_lands():
    z = table()
    z.deal("deck0", "discard", 2)
    assert cards(z.view(frozenset({1})), "discard") == ["horn", "lembas"], "each was the top for a moment"


def test_dealing_more_cards_than_the_pile_holds_is_refused_and_moves_nothing():
    z = table()
    with pytest.raises(ValueError, match="deck0 holds 5 cards, not 6"):
        z.deal("deck0", "hand0", 6)
    assert len(z.cards["deck0"]) == 5 and z.cards["hand0"] == []


def test_gathering_a_pile_is_moving_its_cards_one_by_one_bottom_first_and_leaves_the_original_alone():
    z = table()
    for inst in ("c0", "c1", "c2"):
        z.move(inst, "hand0")
    before = z.fingerprint()
    gathered, moved = z.copy_shared(), z.copy_shared()
    gathered.gather("hand0", "field")
    for inst in ("c0", "c1", "c2"):
        moved.move(inst, "field", source="hand0")
    assert gathered.cards["field"] == ["c0", "c1", "c2"] and gathered.cards["hand0"] == []
    assert gathered.fingerprint() == moved.fingerprint() and gathered.zone_of("c0") == "field"
    assert z.fingerprint() == before, "a shared copy's gathering leaves the original as it was"
