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


def test_an_optional_search_is_asked_and_logged_alike_whether_or_not_the_card_is_in_the_deck():
    s = GAME.setup(Options(), 3).clone()
    top, held = s.zones.cards[deck(FRODO)][0], sorted(s.zones.cards[hand(FRODO)])[0]
    named = s.zones.card_of[top]
    there, not_there = s.clone(), s.clone()
    not_there.zones = s.zones.copy()
    not_there.zones.card_of[top], not_there.zones.card_of[held] = s.zones.card_of[held], named
    assert named != s.zones.card_of[held], "twins that differ"
    for twin in (there, not_there):
        twin.pending = None
        FLOW.then(twin, ("take", FRODO, "deck", ((named,), None, None, None), 1, True))
        FLOW.advance(twin)
        assert (twin.pending.seat, twin.pending.kind) == (FRODO, "take"), "asked whether or not it is there"
    assert GAME.view(there, WITCH_KING)["question"] == GAME.view(not_there, WITCH_KING)["question"]
    done = [GAME.apply(t, FRODO, Action("done")) for t in (there, not_there)]
    assert GAME.view(done[0], WITCH_KING)["log"] == GAME.view(done[1], WITCH_KING)["log"]


def test_cards_drawn_apart_are_offered_for_play_even_when_none_can_be_played():
    # Théoden's kind of effect: draw, then play up to one of them (rules §9.1); the others see
    # a question whether or not a card drawn fits
    s = GAME.setup(Options(), 3).clone()
    s.pending = None
    s.zones.deal(deck(FRODO), drawn(FRODO), 2)
    FLOW.then(s, ("play_drawn", FRODO, 1, (None, "no_such_faction", None, None), "any", ""), ("cycle_drawn", FRODO))
    FLOW.advance(s)
    assert (s.pending.seat, s.pending.kind) == (FRODO, "play_drawn")
    assert GAME.legal_actions(s, FRODO) == [Action("done")]
