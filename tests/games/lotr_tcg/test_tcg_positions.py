"""Positions written and read back, and the draws a position fixes (issue 26, part 5)."""

from __future__ import annotations

import json

import pytest

from lotr_table.engine.position_json import PositionError
from lotr_table.games.lotr_tcg.state import deck, discard, hand

from .kit import GAME, act, by_code, codes, pass_windows, position


def seats(fp=None, shadow=None):
    return [dict(deck="gandalf", **(fp or {})), dict(deck="gandalf", **(shadow or {}))]


def test_a_fixed_draw_decides_which_cards_are_discarded_at_random():
    # 1C68 The White Arrows of Lórien: "exert him to make an opponent discard 2 cards at random
    # from his hand": each is drawn among the hand's cards in the order of their instance ids,
    # and a position may fix those draws whatever the seed
    for seed in (1, 2, 3):
        s = position({"site": 4, "at": "archery", "fixed_draws": [2, 0],
                      "seats": seats({"play": ["1U51", {"card": "1C68", "on": "1U51"}]},
                                     {"play": ["1C177"], "hand": ["1U178", "1C168", "1C191"]})}, seed=seed)
        held = sorted(s.zones.cards[hand(1)])
        s = act(s, by_code(s, "use", "1C68", target=1))
        assert s.zones.cards[hand(1)] == [held[1]]                     # the third went, then the first
        assert sorted(s.zones.cards[discard(1)]) == sorted([held[0], held[2]])
        assert s.fixed_draws == ()


def test_what_is_drawn_comes_from_the_deck_order_a_whole_position_holds():
    # 1R28 Fror's ...: "reveal the top 3 cards of your draw deck. Take every Free Peoples card
    # revealed into your hand and discard the rest." The deck's order is the position's own:
    # the top is the last of the deck's instances.
    s = position({"site": 2, "seats": seats({"play": ["1U12"], "hand": ["1R28"]})}, seed=1)
    written = json.loads(json.dumps(GAME.position_of(s)))
    pile = written["zones"][deck(0)]
    top = [next(i for i in pile if written["cards"][i] == code) for code in ("1C37", "1C177", "1C26")]
    written["zones"][deck(0)] = [i for i in pile if i not in top] + top
    s = act(GAME.position(written, 0), by_code(s, "event", "1R28"))
    assert sorted(codes(s, hand(0))) == ["1C26", "1C37"] and "1C177" in codes(s, discard(0))


@pytest.mark.parametrize("worn", [True, False])
def test_the_ring_worn_is_read_from_a_sketch_and_written_in_a_whole_position(worn):
    # R13.9: "If the Ring-bearer wears the Ring, each wound becomes a burden instead (R16.7)."
    # Frodo (strength 3) loses his skirmish to a Goblin Marksman (strength 7).
    s = position({"site": 4, "at": "skirmish", "ring_on": worn, "skirmish": ["1C290", ["1C176"]],
                  "seats": seats({}, {"play": ["1C176"]})}, seed=1)
    written = json.loads(json.dumps(GAME.position_of(s)))
    assert written["ring_on"] is worn
    s = pass_windows(GAME.position(written, 0), responses=True)
    frodo = s.bearer[0]
    assert (s.burdens[0], s.wounds.get(frodo, 0)) == ((1, 0) if worn else (0, 1))


def test_a_damaged_position_is_refused_naming_what_is_wrong():
    written = GAME.position_of(position({"site": 2, "seats": seats({"hand": ["1R28"]})}, seed=1))
    with pytest.raises(PositionError, match="no zone 'graveyard0' in this game"):
        GAME.position({**written, "zones": {**written["zones"], "graveyard0": []}}, 0)
    lost = next(iter(written["cards"]))
    zones = {z: [i for i in items if i != lost] for z, items in written["zones"].items()}
    with pytest.raises(PositionError, match=f"instances in no zone: {lost}"):
        GAME.position({**written, "zones": zones}, 0)
    with pytest.raises(PositionError, match="a whole position needs 'twilight'"):
        GAME.position({k: v for k, v in written.items() if k != "twilight"}, 0)
