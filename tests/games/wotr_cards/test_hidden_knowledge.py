"""What the others know of a hand, and what being asked tells them (seed, rules §9).

«ЗАБРАТЬ КАРТУ. Для того чтобы забрать определённую карту, найдите её, где указано (в колоде
или сбросе), покажите другим игрокам и добавьте себе в руку.»
«СБРОСИТЬ КАРТУ. Для того чтобы сбросить карту, поместите её в свою стопку сброса лицом вниз.»
«Запрещено показывать другим игрокам свою руку (и любые другие карты, лежащие лицом вниз).»"""

import random

from lotr_table.engine.action import Action
from lotr_table.engine.secrets import twin_leaks
from lotr_table.games.wotr_cards.flow import FLOW
from lotr_table.games.wotr_cards.game import GAME
from lotr_table.games.wotr_cards.scenarios import Options
from lotr_table.games.wotr_cards.state import cycle_pile, deck, drawn, hand
from tests.games.wotr_cards.play import FRODO, WITCH_KING

OTHERS = (1, 2, 3)


def taken_and_shown(seed=3):
    """Frodo takes a card named from his deck, shown to all, and must then cycle one from hand."""
    s = GAME.setup(Options(), seed).clone()
    named = s.zones.card_of[s.zones.cards[deck(FRODO)][0]]
    s.pending = None
    FLOW.then(s, ("take", FRODO, "deck", ((named,), None, None, None), 1, False), ("cycle_hand", FRODO, 1))
    FLOW.advance(s)
    take = next(a for a in GAME.legal_actions(s, FRODO) if a.kind == "take")
    s = GAME.apply(s, FRODO, take)
    assert s.pending.kind == "cycle_hand"
    return s, take["card"]


def test_the_card_taken_is_shown_and_stays_known_in_hand():
    s, shown = taken_and_shown()
    for seat in OTHERS:
        assert {"id": shown, "card": s.zones.card_of[shown]} in GAME.view(s, seat)["zones"][hand(FRODO)]["cards"]


def test_cycling_the_card_shown_or_another_looks_the_same_to_the_others():
    s, shown = taken_and_shown()
    other = next(i for i in sorted(s.zones.cards[hand(FRODO)]) if i != shown)
    cycled_shown = GAME.apply(s, FRODO, Action("cycle", card=shown))
    cycled_other = GAME.apply(s, FRODO, Action("cycle", card=other))
    for seat in OTHERS:
        assert GAME.view(cycled_shown, seat) == GAME.view(cycled_other, seat)
        maybe = GAME.view(cycled_other, seat)["zones"][cycle_pile(FRODO)]["maybe"]
        assert maybe == [{"card": s.zones.card_of[shown], "zones": sorted([cycle_pile(FRODO), hand(FRODO)])}]
        for twin in (cycled_shown, cycled_other):
            assert GAME.leaks(twin, seat, GAME.view(twin, seat)) == []
            assert twin_leaks(GAME, twin, seat, GAME.view(twin, seat), random.Random(seat)) == []


def test_a_resample_puts_the_card_shown_in_hand_or_in_the_cycle_pile_never_elsewhere():
    s, shown = taken_and_shown()
    s = GAME.apply(s, FRODO, Action("cycle", card=next(i for i in sorted(s.zones.cards[hand(FRODO)]) if i != shown)))
    card, places = s.zones.card_of[shown], set()
    for seed in range(40):
        r = GAME.resample(s, WITCH_KING, random.Random(seed))
        held = [z for z in (hand(FRODO), cycle_pile(FRODO)) for i in r.zones.cards[z] if r.zones.card_of[i] == card]
        assert held, "the card shown is in one of the two"
        places.add(held[0])
    assert places == {hand(FRODO), cycle_pile(FRODO)}
