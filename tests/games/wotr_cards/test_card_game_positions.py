"""Positions written and read back, and the draws a position fixes (issue 26, part 5)."""

from __future__ import annotations

import json

import pytest

from lotr_table.engine.position_json import PositionError
from lotr_table.games.wotr_cards.combat import location_icons
from lotr_table.games.wotr_cards.game import GAME
from lotr_table.games.wotr_cards.state import ACTIVE, deck, hand
from tests.games.wotr_cards.play import FRODO, SARUMAN, do, has, pass_until, position


@pytest.mark.parametrize("draws, activated", [([0, 0], {"dol_amroth", "bag_end"}),
                                              ([2, 1], {"helms_deep", "buckleberry_ferry"})])
def test_fixed_draws_decide_which_locations_are_activated(draws, activated):
    # «первый игрок берёт случайную карту из колоды полей битв своей стороны», and the next
    # path at random too: each is drawn among its deck's locations in the order of their ids
    # (Dol Amroth, Edoras, Helm's Deep ...; Bag End, Buckleberry Ferry), whatever the seed
    for seed in range(3):
        s = position(seed, phase="start", fixed_draws=draws)
        assert s.fixed_draws == ()                    # both drawn as the location phase began
        while s.pending.kind != "_window":            # the activation texts' questions: declined
            seat = GAME.to_act(s)[0]
            s = GAME.apply(s, seat, GAME.legal_actions(s, seat)[-1])
        assert set(s.zones.cards[ACTIVE]) == activated


def test_what_is_drawn_comes_from_the_deck_order_a_whole_position_holds():
    # «Каждый игрок берёт 7 карт»: drawn from the top of the deck, the last of its instances
    s = position(3, phase="start")
    written = json.loads(json.dumps(GAME.position_of(s)))
    pile = written["zones"][deck(FRODO)]
    written["zones"][deck(FRODO)] = pile[-2:] + pile[:-2]             # two others on top
    back = GAME.position(written, 0)
    from lotr_table.games.wotr_cards.procedures import draw
    before = set(back.zones.cards[hand(FRODO)])
    draw(back, FRODO, 2)
    assert set(back.zones.cards[hand(FRODO)]) - before == set(pile[-4:-2])


@pytest.mark.parametrize("played", [True, False])
def test_a_card_played_this_round_is_read_from_a_sketch(played):
    # a card played to a reserve this round may not move in it (the game's rule, as
    # tests/games/wotr_cards/test_round.py shows by playing it); one already there may
    s = position(hands={FRODO: ["gimli"]}, reserves={FRODO: ["merry_brandybuck"]}, active=["bag_end"],
                 played={FRODO: ["merry_brandybuck"]} if played else {})
    s = pass_until(s, "_window")
    while GAME.to_act(s) != [FRODO]:
        s = do(s, "pass")
    assert has(s, "move", card="merry_brandybuck") is not played
    written = json.loads(json.dumps(GAME.position_of(s)))
    assert ([FRODO, "merry_brandybuck"] in written["played_ids"]) is played


def test_a_battleground_reactivated_from_a_victory_area_is_read_from_a_sketch():
    # the Black Serpent: «удалите эту карту, чтобы повторно активировать (из зоны ПО) поле
    # битвы Харадрима»: reactivated against its winners, its printed defence does not count
    s = position(active=["bag_end", "umbar"], reactivated=["umbar"], first=3)
    assert location_icons(s, "umbar", "bg_def") == 0
    written = json.loads(json.dumps(GAME.position_of(s)))
    assert written["reactivated_against"] == ["umbar"]
    assert location_icons(GAME.position(written, 0), "umbar", "bg_def") == 0
    with pytest.raises(PositionError, match="reactivated: umbar is not among the active locations"):
        position(active=["bag_end"], reactivated=["umbar"])


def test_a_damaged_position_is_refused_naming_what_is_wrong():
    written = GAME.position_of(position())
    with pytest.raises(PositionError, match="no zone 'deck9' in this game"):
        GAME.position({**written, "zones": {**written["zones"], "deck9": []}}, 0)
    inst = written["zones"][deck(SARUMAN)][0]
    zones = {**written["zones"], hand(SARUMAN): written["zones"].get(hand(SARUMAN), []) + [inst]}
    with pytest.raises(PositionError, match=f"instance '{inst}' lies in both"):
        GAME.position({**written, "zones": zones}, 0)
    with pytest.raises(PositionError, match="options"):
        GAME.position({**written, "options": {"scenario": "duel", "players": 4}}, 0)
