"""The hidden-information checks self-play runs after every action cover the hands (issue 32:
«another side's event cards, the cards an ally holds»): a view that showed them is found.

Seed: «Гравці не можуть показувати один одному карти чи обговорювати їх.» So with three
people the Witch-king's ally (Saruman) sees the size of his hand, not its cards."""

from __future__ import annotations

import copy

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places, turn
from lotr_table.games.wotr.game import GAME

from tests.games.wotr.battle_kit import war

WITCH_KING, SARUMAN, FP = 1, 2, 0


def three_players():
    s = war({"options": {"players": 3}})
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(WITCH_KING), ["sh_str_22", "sh_str_23"])
    places.lay(s.zones, places.hand(FP), ["fp_str_19"])
    return s


def test_an_allys_hand_shown_in_the_view_is_a_leak_with_three_players():
    s = three_players()
    view = GAME.view(s, SARUMAN)
    assert view["zones"]["hand1"]["cards"] == [None, None] and GAME.leaks(s, SARUMAN, view) == []
    # the ally's view as it would be if the hand were drawn face up to him
    shown = copy.deepcopy(view)
    shown["zones"]["hand1"]["cards"] = GAME.view(s, WITCH_KING)["zones"]["hand1"]["cards"]
    found = GAME.leaks(s, SARUMAN, shown)
    assert len(found) == 2 and all("hand1" in leak for leak in found)


def test_the_other_sides_hand_shown_is_a_leak():
    s = three_players()
    shown = GAME.view(s, WITCH_KING)
    shown["zones"]["hand0"]["cards"] = GAME.view(s, FP)["zones"]["hand0"]["cards"]
    assert [leak for leak in GAME.leaks(s, WITCH_KING, shown) if "hand0" in leak]


def test_a_log_line_naming_to_all_a_card_an_ally_holds_is_a_leak_every_time_it_is_checked():
    # self-play reads each named card once a log (view.named_publicly): the line is still found
    # after more lines are said, and by the seats that never held the card only
    s = three_players()
    say(s, "{seat} plays {card}.", seat=WITCH_KING, card="sh_str_22")      # a card still in hand: false
    assert GAME.leaks(s, SARUMAN, GAME.view(s, SARUMAN))
    say(s, "{seat} plays no combat card.", seat=FP)
    for seat in (SARUMAN, FP):
        assert any("sh_str_22" in leak for leak in GAME.leaks(s, seat, GAME.view(s, seat)))
    assert not any("sh_str_22" in leak for leak in GAME.leaks(s, WITCH_KING, GAME.view(s, WITCH_KING)))
