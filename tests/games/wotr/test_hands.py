"""The hands with the cards playable (seed: Розділ V «Отримання карт подій», Розділ XI «Карти
подій»): the hand limit after a card's draw, a card drawing from an empty deck, the team's limit
of four, and what the allies see of each other's hands and combat cards."""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.engine.secrets import twin_leaks
from lotr_table.games.wotr import card_zones as places, cards, turn
from lotr_table.games.wotr.board import SHADOW
from lotr_table.games.wotr.game import GAME

from tests.games.wotr.battle_kit import count, fight, pieces, war
from tests.games.wotr.play import at_actions, die, pick, play

FP = 0
NORTH_AT_WAR = {"politics": {"north": {"step": 0, "active": True}}}
KING_BRANDS_MEN = "fp_str_19"       # recruit two regulars of the North in Dale, then draw a Strategy card


def with_hand(s, seat: int, *extra: str):
    """The seat's hand: these cards, then its side's character cards up to six."""
    places.lay(s.zones, places.hand(seat), extra)
    return s


def fill(s, seat: int, n: int):
    deck = cards.DECKS[cards.deck_index(cards.side_of_seat(s.opts.players, seat), "character")]
    for _ in range(n):
        s.zones.move(s.zones.top(deck), places.hand(seat), source=deck)
    return s


def play_event(s, seat: int, card: str):
    return play(s, seat, die("event"), pick("use", "play_event"), pick("card", card))


def test_a_cards_draw_and_gandalfs_go_over_six_and_the_player_discards_at_once():
    # «У будь-який момент гри кожен гравець може мати на руці щонайбільше шість карт. Він повинен
    # відразу скинути зайві карти, щойно обмеження буде перевищене. Карти скидають долілиць.»
    s = fill(with_hand(at_actions(NORTH_AT_WAR, ["event"], ["event"]), FP, KING_BRANDS_MEN), FP, 5)
    s = play_event(s, FP, KING_BRANDS_MEN)
    assert count(s, "dale", "north", "regular") >= 2 and len(s.hands[FP]) == 6     # the card left, one drawn
    assert s.pending.kind == "gandalf_guide_draw"          # Gandalf the Grey, the Guide, after an Event result
    s = play(s, FP, Action("deck", deck="strategy"))
    assert s.pending.kind == "hand_limit" and len(s.hands[FP]) == 7
    card = s.hands[FP][0]
    s = play(s, FP, Action("discard", card=card))
    assert len(s.hands[FP]) == 6 and card in s.discards[FP]


def test_a_card_drawing_from_an_empty_deck_does_the_rest():
    # «Тепер гравець більше не може брати карти з цієї колоди»; «Дії, указані на карті події –
    # обов’язкові. ... гравець усе одно може зіграти таку карту, але застосувавши лише можливі ефекти.»
    s = with_hand(at_actions(NORTH_AT_WAR, ["event"], ["event"]), FP, KING_BRANDS_MEN)
    strategy = cards.DECKS.index("free_peoples_strategy")
    places.lay(s.zones, places.discard_pile(FP), s.decks[strategy])
    before = count(s, "dale", "north", "regular")
    s = play_event(s, FP, KING_BRANDS_MEN)
    assert count(s, "dale", "north", "regular") == before + 2
    assert s.hands[FP] == () and s.decks[strategy] == ()


def test_with_four_players_a_cards_draw_keeps_to_four():
    # «У партії вчотирьох обмеження руки кожного гравця дорівнює чотирьом картам замість шести.»
    s = at_actions(NORTH_AT_WAR | {"options": {"players": 4}}, ["event"], ["event"])
    seat = 2                               # the non-leading Free Peoples player acts first
    s = fill(with_hand(s, seat, KING_BRANDS_MEN), seat, 3)
    s = play_event(s, seat, KING_BRANDS_MEN)
    assert len(s.hands[seat]) == 4
    s = play(s, seat, Action("deck", deck="strategy"))   # Gandalf's draw: the fifth card
    assert s.pending.kind == "hand_limit" and s.pending.seat == seat
    assert dict(s.pending.params)["limit"] == 4


def test_an_allys_hand_and_combat_card_stay_hidden_with_four_players():
    # «Гравці не можуть показувати один одному карти чи обговорювати їх.» The ally sees the size
    # of the hand and the back of the combat card, as the opponents do («суперник завжди повинен
    # бачити зворот вибраної карти»).
    s = war({"options": {"players": 4}, "armies": {"north_ithilien": {"gondor": {"regular": 3}},
                                                    "minas_morgul": {"sauron": {"regular": 3}}}})
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(1), ["sh_str_22", "sh_str_23"])      # the Witch-king player's
    fill(fill(fill(s, 3, 2), 2, 2), 0, 1)
    fight(s, SHADOW, "minas_morgul", "north_ithilien", pieces(sauron={"regular": 3}))
    assert s.pending.kind == "combat_card" and s.pending.seat == 1      # his army attacks
    s = play(s, 1, Action("combat_card", card="sh_str_22"))
    assert s.pending.kind == "combat_card" and s.pending.seat == 0      # the Gondor player's army defends
    for seat in (0, 2, 3):                                              # the ally (3) as the opponents
        view = GAME.view(s, seat)
        assert view["zones"]["hand1"]["cards"] == [None] and view["zones"]["combat1"]["cards"] == [None]
        assert view["combat_backs"] == {"1": "strategy"}
        assert GAME.leaks(s, seat, view) == [] and twin_leaks(GAME, s, seat, view, random.Random(seat)) == []
    assert GAME.view(s, 1)["zones"]["hand3"]["cards"] == [None, None]
    assert GAME.view(s, 0)["zones"]["hand2"]["cards"] == [None, None]
