"""R19.1: "During your turn, the only active cards on the table are your Free Peoples cards
and your opponents' Shadow cards." The active cards are worked out once per layout of the
play areas and the path (cards.active, kept in the zones' memo): these check that what
is kept follows the table, a card played or a new Free Peoples player changing it, a
draw keeping it."""

from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.abilities import draw

from .kit import act, by_code, find, position


def _seats(fp, shadow):
    return [dict(deck="gandalf", **fp), dict(deck="gandalf", **shadow)]


def test_a_companion_played_from_hand_is_active_at_once():
    s = position({"site": 2, "seats": _seats({"play": ["1U51"], "hand": ["1R30"]}, {})}, seed=1)
    assert "1R30" not in {code for _, code, _ in C.active(s)}
    s = act(s, by_code(s, "play", "1R30"))
    assert find(s, 0, "1R30") in {inst for inst, _, _ in C.active(s)}
    assert "1R30" in C.on_table(s)


def test_the_other_players_free_peoples_cards_are_not_active_and_his_shadow_cards_are():
    s = position({"site": 2, "seats": _seats({"play": ["1U51"]}, {"play": ["1C191"]})}, seed=1)
    active = {inst for inst, _, _ in C.active(s)}
    assert find(s, 0, "1U51") in active and find(s, 1, "1C191") in active
    s.fp = 1                        # the next turn: the other player leads the Fellowship
    active = {inst for inst, _, _ in C.active(s)}
    assert find(s, 0, "1U51") not in active
    assert find(s, 1, "1C191") not in active        # his own Shadow card, on his own turn


def test_a_draw_leaves_the_active_cards_as_they_were_worked_out():
    s = position({"site": 2, "seats": _seats({"play": ["1U51"]}, {})}, seed=1)
    before = C.active(s)
    draw(s, 0, 1)
    assert C.active(s) is before    # kept: a draw changes no play area
