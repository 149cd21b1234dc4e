"""The log tells a seat no card it may not know: a hand of event cards is its player's own
(the table's hidden information, DESIGN.md), so a line every seat reads may name only a card
shown to all, and a line said to one seat alone is that seat's own knowledge."""

from __future__ import annotations

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.options import WotrOptions


def _hidden_card_of(s, owner: int) -> str:
    return s.zones.cards[f"hand{owner}"][0]


def test_a_public_line_naming_a_card_in_another_hand_is_a_leak():
    s = GAME.setup(WotrOptions(players=2), 1)
    card = _hidden_card_of(s, 1)
    s = s.clone()
    say(s, "{seat} looks at {card}.", seat=1, card=card)          # every seat reads it
    assert any(card in found for found in GAME.leaks(s, 0, GAME.view(s, 0)))


def test_a_line_said_to_its_owner_alone_is_no_leak_to_the_others():
    s = GAME.setup(WotrOptions(players=2), 1)
    card = _hidden_card_of(s, 1)
    s = s.clone()
    say(s, "You draw {card}.", vis=1, card=card)
    assert GAME.leaks(s, 0, GAME.view(s, 0)) == []
