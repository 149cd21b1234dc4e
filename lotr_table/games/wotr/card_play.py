"""Playing an event card from the hand (seed: Розділ V, «Розіграш карт подій»).

«Карти подій можна розіграти під час фази дій двома способами: 1. за допомогою результату
«подія» з кубика дій (символ Палантира); 2. за допомогою результату кидка кубика дій, символ
на якому збігається з символом у правому верхньому куті карти.» A card's symbol is its `type`
(character, army, muster; published); the Army/Muster face plays an army or a muster card, the
Will of the West («змінити ... на будь-який інший символ») any card. One card per die.

«Часто для застосування ефекту карти треба повністю виконати певну вимогу; якщо вимога
виконується лише частково, карту не можна зіграти»: the card's condition (its first ability's)
must hold. «Більшість карт подій скидають відразу після застосування їхніх ефектів»: a played
card is shown to everyone and goes to its player's discards. «Дії, указані на карті події –
обов’язкові ... застосувавши лише можливі ефекти»: the effect does what it can.

Below the cards' words, so a word that plays another card (The Ents Awake's `play_another`)
imports it straight.
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_effects, card_zones as places, cards, dice, table_cards
from lotr_table.games.wotr.card_records import event_cards
from lotr_table.games.wotr.event_language import LANGUAGE
from lotr_table.games.wotr.flow import FLOW

PROMPT = "Choose the event card to play."
LOG = ("{seat} plays {card}.",)
EVENT_ABILITY = 0
# which card symbols each die result plays
PLAYS = {dice.EVENT: ("character", "army", "muster"), dice.WILL: ("character", "army", "muster"),
         dice.CHARACTER: ("character",), dice.ARMY: ("army",), dice.MUSTER: ("muster",),
         dice.ARMY_MUSTER: ("army", "muster")}


def playable(s, seat: int, result: str) -> tuple[str, ...]:
    """The cards of the seat's hand this die result plays now."""
    return tuple(_playable(s, seat, result))


def may_play(s, seat: int, result: str) -> bool:
    """Whether the die result plays some card of the hand now: the uses of every die ask.
    A card of the die's symbol without a condition (half of them) answers at once; else the
    first card whose condition holds (each condition read costs)."""
    free, asked = _hand_split(places.cards_in(s.zones, places.hand(seat)), PLAYS.get(result, ()))
    if free:
        return True
    may_use = LANGUAGE.may_use
    return any(may_use(s, Context(card, card, seat), EVENT_ABILITY) for card in asked)


@lru_cache(maxsize=4096)
def _hand_split(hand: tuple, types: tuple) -> tuple[bool, tuple[str, ...]]:
    """Of a hand's written cards of these symbols: whether one has no condition, and those
    that have one (in the rules' order). A hand is the same few cards from one question to
    the next: worked out once for it."""
    known = event_cards()
    conditions = LANGUAGE.conditions
    asked = []
    for card in sorted(hand):
        c = known.get(card)
        if c is None or not c.abilities or c.type not in types:
            continue
        if conditions.get((card, EVENT_ABILITY)) is None:
            return True, ()
        asked.append(card)
    return False, tuple(asked)


def _playable(s, seat: int, result: str):
    known = event_cards()
    types = PLAYS.get(result, ())
    for card in places.held(s.zones, places.hand(seat)):
        c = known.get(card)
        if c is None or not c.abilities or c.type not in types:
            continue
        if LANGUAGE.may_use(s, Context(card, card, seat), EVENT_ABILITY):
            yield card


def play(s, seat: int, card: str, result: str) -> None:
    """The card leaves the hand face up for the discards, then its effect runs; with an Event
    result, Gandalf the Grey as Guide offers his draw after it (card_effects.gandalf_guides)."""
    z = s.zones
    z.move(places.instance_of(z, places.hand(seat), card), places.discard_pile(seat),
           source=places.hand(seat), shown=True)
    say(s, "{seat} plays {card}.", seat=seat, card=card)
    if result == dice.EVENT:
        s.stack.append(("event_guide", seat, card))
        # a card on the player's table draws another after it (The Palantír of Orthanc)
        if table_cards.lasting(s, "draws_after_event_die", cards.side_of_seat(s.opts.players, seat)):
            s.stack.append(("table_draw", seat))
    LANGUAGE.start(s, Context(card, card, seat), EVENT_ABILITY)


@FLOW.step("event_guide")
def _event_guide(s, seat: int, card: str) -> None:
    card_effects.gandalf_guides(s, seat, card)
