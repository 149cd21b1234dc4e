"""Combat cards in each battle round (seed: Розділ VI «Зіграти бойову карту»; Розділ V «Бойові
карти»).

«На початку кожного бойового раунду кожен гравець може зіграти з руки одну карту події,
використовуючи її як бойову карту. Спершу нападник оголошує, чи буде він використовувати
бойову карту, і якщо так, то вибирає її. Потім захисник ... Захисник може зіграти бойову карту,
навіть якщо нападник вирішує цього не робити. Гравці таємно вибирають карти, а потім одночасно
відкривають їх. Однак суперник завжди повинен бачити зворот вибраної карти.»

So: the attacker's seat, then the defender's, is asked among its hand's combat cards or none
(asked whenever its hand holds a card, whatever fits: being asked tells the others nothing,
engine/hidden_choice.py); a chosen card goes face down to the seat's `combat<seat>` zone, which
only its owner sees, and the view shows everyone its back (`backs`: the deck it came from);
then both are revealed. With three or four people the army's player chooses («Лише гравець, що
контролює змішане військо, може ... розігрувати бойові карти для цього війська»).

«Деякі бойові карти мають певні вимоги ..., які треба виконати, щоб зіграти карту»: a card is
offered only while its combat condition holds. Each effect runs at the moment of the round its
text names (TIMINGS); at one moment «номер ініціативи ... Що менше число на карті, то швидше її
розігрують», and «Якщо дві карти мають однакове значення ініціативи, то ефекти карти захисника
завжди застосовують першими». An effect whose moment comes after the battle ended (the army
retreated, an army destroyed) or whose card was cancelled does nothing. «Бойові карти завжди
скидають після завершення бойового раунду»: face up, to the player's discards. A card played as
a combat card is not played as an event («Коли карту події використовують заради її бойового
ефекту, її називають бойовою картою»): it leaves the hand once.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.engine.decisions import ChooseOne
from lotr_table.engine.hidden_choice import ask_among_hidden
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import battle, card_zones as places, cards, leadership as leadership_of, table_cards
from lotr_table.games.wotr.battle import ATTACKER, DEFENDER
from lotr_table.games.wotr.board import FREE_PEOPLES
from lotr_table.games.wotr.card_records import TIMINGS, combat_id  # noqa: F401  (TIMINGS: the moments, named here too)
from lotr_table.games.wotr.character_words import minion_has
from lotr_table.games.wotr.event_language import LANGUAGE
from lotr_table.games.wotr.events import event_cards     # (read through events.py: every card word registered)
from lotr_table.games.wotr.flow import FLOW
PROMPT = "Choose a combat card, or none."
SORCERER_PROMPT = "The Sorcerer: draw an event card of the same type?"
LOG = ("{seat} chooses a combat card from the {deck} deck.", "{seat} plays no combat card.",
       "You choose {card} as your combat card.", "{seat} reveals {card}.",
       "{seat} takes {card} from the table as a combat card.")
NONE = Action("no_card")


def zone(seat: int) -> str:
    return places.COMBAT[seat]


def _halves():
    return event_cards()


def playable(s, seat: int) -> tuple[str, ...]:
    """The seat's cards whose combat half is written and whose combat condition holds now: of
    its hand, and of its table those that may be played from there (Balrog of Moria)."""
    known = _halves()
    out = []
    for card in places.held(s.zones, places.hand(seat)) + table_cards.combat_halves(s, seat):
        c = known.get(card)
        if c is None or not c.combat.abilities:
            continue
        if LANGUAGE.may_use(s, Context(combat_id(card), combat_id(card), seat), 0):
            out.append(card)
    return tuple(dict.fromkeys(out))


@FLOW.step("combat_cards")
def _combat_cards(s) -> None:
    FLOW.then(s, ("combat_choose", ATTACKER), ("combat_choose", DEFENDER), ("combat_reveal",),
              ("combat_effects", "before_roll"), ("battle_strike",))


@FLOW.step("combat_choose")
def _choose(s, who: int) -> None:
    bt = s.battle
    seat = battle._seat(s, bt, who)
    if not s.zones.cards[places.hand(seat)] and not table_cards.combat_halves(s, seat):
        return                       # an empty hand (and table) is seen by all: nothing to ask
    if no_combat_card(s, cards.side_of_seat(s.opts.players, seat)):
        return                       # an event card forbids it (Denethor's Folly ...): seen by all
    options = tuple(Action("combat_card", card=c) for c in playable(s, seat))
    ask_among_hidden(FLOW, s, seat, "combat_card", list(options), NONE, PROMPT, data=who,
                     shape=ChooseOne(options + (NONE,)))


def options_for(s, seat: int) -> tuple:
    """The question's answers for a seat (the resample asks again from a redrawn hand)."""
    return tuple(Action("combat_card", card=c) for c in playable(s, seat)) + (NONE,)


@FLOW.answer("combat_card")
def _on_choose(s, q, action: Action) -> None:
    seat = q.seat
    if action.kind != "combat_card":
        say(s, "{seat} plays no combat card.", seat=seat)
        return
    card = action["card"]
    if card in table_cards.combat_halves(s, seat):
        # taken from the table in sight of all («as if played from your hand», but seen going)
        places.move_card(s.zones, card, places.table(seat), zone(seat))
        s.barrier += 1
        say(s, "{seat} takes {card} from the table as a combat card.", seat=seat, card=card)
        return
    places.move_card(s.zones, card, places.hand(seat), zone(seat))
    s.barrier += 1                   # the other side has seen its back
    say(s, "{seat} chooses a combat card from the {deck} deck.", seat=seat,
        deck=cards.KINDS[cards.deck_of_card()[card] % 2])
    say(s, "You choose {card} as your combat card.", vis=seat, card=card)


@FLOW.step("combat_reveal")
def _reveal(s) -> None:
    bt = s.battle
    chosen = [(-1, ""), (-1, "")]
    z = s.zones
    everyone = range(len(s.hands))
    for seat in everyone:
        for inst in tuple(z.cards[zone(seat)]):
            card = z.card_of[inst]
            who = ATTACKER if cards.side_of_seat(s.opts.players, seat) == bt.side else DEFENDER
            chosen[who] = (seat, card)
            z.reveal(inst, everyone)
    if chosen == [(-1, ""), (-1, "")]:
        return
    s.barrier += 1
    for who in (ATTACKER, DEFENDER):   # «одночасно відкривають їх»
        seat, card = chosen[who]
        if card:
            say(s, "{seat} reveals {card}.", seat=seat, card=card)
    s.battle = bt._replace(cards=tuple(chosen))


def _steps(card: str) -> list:
    return _halves()[card].combat.abilities


def _initiative(card: str, i: int) -> int:
    c = _halves()[card]
    own = c.combat.abilities[i].get("initiative")
    return own if own is not None else (c.combat.initiative if c.combat.initiative is not None else c.initiative)


@FLOW.step("combat_effects")
def _effects(s, when: str) -> None:
    """The revealed cards' effects of this moment, by initiative, the defender's first on a tie."""
    bt = s.battle
    if bt is None or bt.outcome:
        return
    found = []
    for who in (ATTACKER, DEFENDER):
        seat, card = bt.cards[who]
        if not card:
            continue
        for i, step in enumerate(_steps(card)):
            if step.get("when", "before_roll") == when:
                found.append((_initiative(card, i), who != DEFENDER, who, i))
    if found:
        FLOW.then(s, *(("combat_effect", who, i) for _, _, who, i in sorted(found)))


@FLOW.step("combat_effect")
def _effect(s, who: int, index: int) -> None:
    bt = s.battle
    if bt is None or bt.outcome or bt.cancelled[who]:
        return
    seat, card = bt.cards[who]
    ctx = Context(combat_id(card), combat_id(card), seat)
    if index and not LANGUAGE.may_use(s, ctx, index):
        return
    LANGUAGE.start(s, ctx, index)


@FLOW.step("combat_discard")
def _discard(s) -> None:
    """«Бойові карти завжди скидають після завершення бойового раунду»; the next round starts
    with no card and no modifier. After the first round a `sorcerer` may draw (`_sorcerer`)."""
    bt = s.battle
    z = s.zones
    if bt is not None and bt.round == 1:
        _sorcerer(s, bt)
    for seat in range(len(s.hands)):
        for inst in tuple(z.cards[zone(seat)]):
            z.move(inst, places.discard_pile(seat), source=zone(seat), shown=True)
    if bt is not None:
        s.battle = bt._replace(cards=((-1, ""), (-1, "")), cancelled=(False, False), mods=(),
                               scored=((0, 0), (0, 0)), silenced=())


def _sorcerer(s, bt) -> None:
    """«Чаклун. Якщо Король-Відьмак бере участь у битві й ви використовуєте бойову карту у першому
    раунді битви, то після цього можете відразу взяти з колоди карту події того самого типу.»
    A minion who is a `sorcerer` standing with his side's army when its first round's combat card
    is discarded (a cancelled card was used too): its player may draw a card of that card's
    type, if that deck holds one."""
    for who in (ATTACKER, DEFENDER):
        seat, card = bt.cards[who]
        side = bt.side if who == ATTACKER else 1 - bt.side
        if not card or side == FREE_PEOPLES:
            continue
        if not any(m in minion_has("sorcerer") for m in leadership_of.at(s, battle._region(bt, who), side)):
            continue
        kind = cards.KINDS[cards.deck_of_card()[card] % 2]
        if kind in cards.decks_to_draw(s, seat):
            FLOW.then(s, ("sorcerer_offer", seat, kind))


@FLOW.step("sorcerer_offer")
def _sorcerer_offer(s, seat: int, kind: str) -> None:
    FLOW.ask(s, seat, "sorcerer_draw", (Action("deck", deck=kind), Action("no")), SORCERER_PROMPT)


@FLOW.answer("sorcerer_draw")
def _on_sorcerer_draw(s, q, action: Action) -> None:
    if action.kind == "deck":
        cards.draw(s, q.seat, action["deck"])
        s.stack.append(("hand_limit", q.seat))


def backs(s) -> dict:
    """The back of each chosen card not yet revealed: the deck it came from («суперник завжди
    повинен бачити зворот вибраної карти»)."""
    z = s.zones
    out = {}
    for seat in range(len(s.hands)):
        for inst in z.cards[zone(seat)]:
            out[str(seat)] = cards.KINDS[cards.deck_of_card()[z.card_of[inst]] % 2]
    return out


def no_combat_card(s, side: int) -> bool:
    """Whether `side` may play no combat card in this round of the battle: a card on the table
    forbids it where the battle is fought (Denethor's Folly), or the attack's card does in its
    first round unless a companion fights (The Fighting Uruk-hai)."""
    bt = s.battle
    if bt is None:
        return False
    if table_cards.combat_cards_barred(s, side, bt.target):
        return True
    needs = battle.term(bt, "card_needs_companion")
    if needs and needs[0] == side and bt.round <= needs[1]:
        own = battle.ATTACKER if bt.side == side else battle.DEFENDER
        region = bt.source if own == battle.ATTACKER else bt.target
        return not any(r == region for _, r in s.separated)
    return False


# Balrog of Moria's words (its combat half played from the table among them) join the language
from lotr_table.games.wotr import event_words_balrog  # noqa: F401,E402
