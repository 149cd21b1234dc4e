"""Running out of cards (seed, ЗАКОНЧИВШАЯСЯ КОЛОДА): «Если в вашей колоде по любой причине
закончились карты, немедленно перемешайте свою стопку сброса и поместите её на стол лицом
вниз — это ваша новая колода.» The seed's «стопка сброса» is the cycle pile."""

from lotr_table.games.wotr_cards.game import deck_list
from lotr_table.games.wotr_cards.scenarios import Options
from lotr_table.games.wotr_cards.state import cycle_pile, deck, hand
from tests.games.wotr_cards.play import FRODO, do, ids, position


def _two_cards_left():
    """Frodo's deck holds two cards (Gimli, Bilbo); every other card of his is in his cycle pile."""
    rest = list(deck_list(Options(), FRODO))
    for kept in ("gimli", "bilbo_baggins", "sam_gamgee"):
        rest.remove(kept)
    return position(hands={FRODO: ["sam_gamgee"]}, cycle={FRODO: rest}, active=["bag_end"])


def test_a_deck_emptied_by_a_draw_is_rebuilt_at_once_from_the_cycle_pile():
    s = _two_cards_left()
    assert len(s.zones.cards[deck(FRODO)]) == 2 and len(s.zones.cards[cycle_pile(FRODO)]) == 27
    s = do(s, "ring")                                   # the Ring token: draw 2, the deck's last two
    assert ids(s, hand(FRODO)) == ["bilbo_baggins", "gimli", "sam_gamgee"]
    assert len(s.zones.cards[deck(FRODO)]) == 27         # «немедленно перемешайте свою стопку сброса»
    assert s.zones.cards[cycle_pile(FRODO)] == []


def test_a_card_cycled_after_the_deck_ran_out_starts_a_new_cycle_pile():
    s = do(_two_cards_left(), "ring")
    for _ in range(3):                                   # the others pass; Frodo is asked again
        s = do(s, "pass")
    s = do(s, "cycle", card="sam_gamgee")
    assert ids(s, cycle_pile(FRODO)) == ["sam_gamgee"]   # not shuffled into the deck drawn from next
    assert len(s.zones.cards[deck(FRODO)]) == 27
