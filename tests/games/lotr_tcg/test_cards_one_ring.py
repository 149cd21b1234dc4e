"""The One Ring, Isildur's Bane (1R1): the other Ring of set 1 (The Ruling Ring, 1C2, is in
test_cards_aragorn.py)."""

from lotr_table.engine.action import Action
from lotr_table.games.lotr_tcg import cards as C

from .kit import act, by_code, find, has, position, window_kind


def seats(fp=None, shadow=None):
    return [dict(deck="aragorn", ring="1R1", **(fp or {})), dict(deck="gandalf", **(shadow or {}))]


def test_1R1_isildurs_bane_gives_one_strength_and_one_vitality():
    # "Its bearer has +1 strength and +1 vitality."
    s = position({"site": 2, "seats": seats()}, seed=1)
    frodo = find(s, 0, "1C290")
    assert C.strength(s, frodo) == 4 and C.vitality(s, frodo) == 5


def test_1R1_isildurs_bane_is_put_on_against_an_archery_wound_and_makes_it_two_burdens():
    # "Response: when the bearer is about to take a wound, he puts the Ring on until the
    # regroup phase. While he wears it, each wound he would take becomes 2 burdens." Outside a
    # skirmish too: two archery wounds, four burdens, no wound.
    s = position({"site": 4, "at": "archery_fire", "seats": seats({}, {"play": ["1C176", "1C176"]})}, seed=1)
    frodo = find(s, 0, "1C290")
    s = act(s, Action("archery_wound", card=frodo))
    assert window_kind(s) == "about_to:wound"
    s = act(s, by_code(s, "use", "1R1"))
    assert s.ring_on and s.burdens[0] == 2 and not s.wounds.get(frodo)
    s = act(s, Action("archery_wound", card=frodo))
    assert s.burdens[0] == 4 and not s.wounds.get(frodo)


def test_1R1_isildurs_bane_answers_only_a_wound_to_its_bearer():
    s = position({"site": 4, "at": "archery_fire", "seats": seats({"play": ["1P365"]}, {"play": ["1C176"]})}, seed=1)
    s = act(s, Action("archery_wound", card=find(s, 0, "1P365")))
    assert not (s.pending.kind == "_window" and has(s, "use", "1R1"))
