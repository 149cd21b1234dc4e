"""The turn (seed: Розділ IV, «Структура ходу»), on the game's one FLOW.

`FLOW.idle` runs the phase in `s.phase` when no step waits:

1. recover the dice (the Hunt Box emptied, remembering whether it held a Free Peoples'
   die) and draw: «кожен гравець бере 2 карти, по одній з кожної зі своїх колод подій»; a
   player of a team of two draws from both decks on the first turn, from one deck of his
   choice later (Розділ XI); the hand limit at once. With a team the leading
   player tokens pass to the ally from the second turn on, and allies may exchange a card.
2. the Fellowship phase (fellowship.py): declare, then enter Mordor; the Guide is kept the
   first companion of the highest level (no change of Guide is offered yet).
3. hunt allocation: the Shadow («гравець за Тінь може покласти кілька кубиків дій у комірку
   гонитви»), at least one if a Free Peoples' die came back from the Hunt Box, at most the
   companions in the Fellowship («щонайбільше стільки кубиків, скільки супутників
   залишилося в Братстві») but always one.
4. the action roll: the Eyes go to the Hunt Box.
5. actions, alternating from the Free Peoples; a side with fewer unused dice may pass; a
   side out of dice lets the other use the rest one after another: actions.py.
6. the military victory check: the Shadow at 10 victory points, the Free Peoples at 4
   («10 або більше переможних очок», «4 або більше переможних очок»), the Shadow's
   condition first; then the turn limit, when self-play set one.

With a team (3-4 players) the opportunities of a side go in turn to its non-leading and
its leading player («Неголовний гравець команди Вільних Народів вибирає кубик дій ... Потім
неголовний гравець команди Тіні ..., потім дію виконує головний гравець Вільних Народів, а
потім – головний гравець команди Тіні»), each using the dice only for the nations it plays.
"""

from __future__ import annotations

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.decisions import Number
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import actions, card_effects, card_zones as places, cards, dice, fellowship, hunt, victory  # noqa: F401 (steps)
from lotr_table.games.wotr.actions import seats_of_side
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.players import first_leading

RECOVER, FELLOWSHIP, HUNT, ROLL, ACTIONS, VICTORY = 1, 2, 3, 4, 5, 6

PROMPTS = {
    "hunt": "Place dice in the Hunt Box.",
    "hand_limit": "Discard a card: your hand is over its limit.",
    "draw_deck": "Draw a card: choose the deck.",
    "exchange_offer": "Exchange a card with your ally? (Both must agree.)",
    "exchange_cards": "Choose the card you give your ally.",
}


# ---- the start -------------------------------------------------------------------------

def begin(s) -> None:
    """After the seed's setup: the decks shuffled, the hands empty, the dice pools, the
    leading players; then the first turn runs."""
    begin_decks_only(s)
    s.pool = dice.START_POOL
    s.phase = RECOVER
    FLOW.advance(s)


def at_actions(s, free_peoples: tuple[str, ...], shadow: tuple[str, ...], turn: int = 1) -> None:
    """Put a board (setup.position) at the start of the action phase with these results
    rolled, for tests: decks shuffled, no cards in hand."""
    begin_decks_only(s)
    s.turn = turn
    dice.set_rolled(s, FREE_PEOPLES, free_peoples)
    dice.set_rolled(s, SHADOW, shadow)
    s.phase = ACTIONS
    s.mover = FREE_PEOPLES
    s.pending = None
    s.stack.clear()
    FLOW.advance(s)


def begin_decks_only(s) -> None:
    for name in cards.DECKS:
        deck = list(cards.event_cards().decks[name])
        chance.shuffle(s, deck)
        for card in deck:
            s.zones.create(card, card, name)
    s.leading = (first_leading(s.opts.players, FREE_PEOPLES), first_leading(s.opts.players, SHADOW))


# ---- the phases ------------------------------------------------------------------------

def _idle(s) -> None:
    phase = s.phase
    if phase == ACTIONS:
        if not actions.opportunity(s):
            s.phase = VICTORY
            fellowship.idle_in_mordor(s)
    elif phase == RECOVER:
        _recover(s)
    elif phase == FELLOWSHIP:
        s.phase = HUNT
        fellowship.phase(s)
    elif phase == HUNT:
        _hunt(s)
    elif phase == ROLL:
        _roll(s)
    else:
        _victory(s)


FLOW.idle = _idle


def _recover(s) -> None:
    s.turn += 1
    say(s, "Turn {turn} begins.", turn=s.turn)
    s.fp_die_hunted = s.hunt_box_fp > 0
    s.hunt_box = s.hunt_box_fp = 0
    s.rolled = ((), ())
    s.ring_used = (False, False)
    s.acted = (0, 0)
    players = s.opts.players
    if s.turn > 1:                         # «чинний головний гравець команди передає жетон ... союзникові»
        s.leading = tuple(next((x for x in seats_of_side(players, side) if x != s.leading[side]), s.leading[side])
                          for side in (FREE_PEOPLES, SHADOW))
    s.mordor_tried = False
    s.pool = dice.pool_of(s)
    s.phase = FELLOWSHIP
    steps = []
    for seat in range(len(s.hands)):
        if cards.in_team(players, seat) and s.turn > 1:
            steps.append(("choose_deck", seat))
        else:
            for kind in cards.KINDS:
                steps.append(("draw", seat, kind))
        steps.append(("hand_limit", seat))
    for side in (FREE_PEOPLES, SHADOW):
        if len(seats_of_side(players, side)) == 2:
            steps.append(("exchange_offer", side))
    FLOW.then(s, *steps)


# The allies' exchange (Розділ XI): «гравці однієї команди можуть обмінятися однією картою зі
# своїм союзником», without showing or discussing them; «Обмін відбувається тільки тоді, коли
# обидва гравці згодні». Both answers are given behind
# the curtain (a secret choice), then each gives one card, also unseen by the other.
YES, NO = Action("yes"), Action("no")


@FLOW.step("exchange_offer")
def _exchange_offer(s, side: int) -> None:
    seats = seats_of_side(s.opts.players, side)
    if all(s.hands[x] for x in seats):
        FLOW.secret(s, "exchange_offer", {x: (YES, NO) for x in seats}, PROMPTS["exchange_offer"])


@FLOW.answer("exchange_offer")
def _on_exchange_offer(s, q, action) -> None:
    seats = sorted(q.data)
    if all(q.data[x] == YES for x in seats):
        FLOW.secret(s, "exchange_cards", {x: tuple(Action("give", card=c) for c in dict.fromkeys(s.hands[x]))
                                          for x in seats}, PROMPTS["exchange_cards"])
    else:
        say(s, "{seat} and {ally} keep their cards.", seat=seats[0], ally=seats[1])


@FLOW.answer("exchange_cards")
def _on_exchange_cards(s, q, action) -> None:
    a, b = sorted(q.data)
    given = {x: q.data[x]["card"] for x in (a, b)}
    for x, y in ((a, b), (b, a)):
        places.move_card(s.zones, given[x], places.hand(x), places.hand(y))
    say(s, "{seat} and {ally} exchange a card.", seat=a, ally=b)
    for x, y in ((a, b), (b, a)):
        say(s, "You give {given} and receive {card}.", vis=x, given=given[x], card=given[y])


@FLOW.step("draw")
def _draw(s, seat: int, kind: str) -> None:
    if not cards.draw(s, seat, kind):
        say(s, "{seat} cannot draw: the {deck} deck is empty.", seat=seat, deck=kind)


@FLOW.step("choose_deck")
def _choose_deck(s, seat: int) -> None:
    kinds = cards.decks_to_draw(s, seat)
    if len(kinds) > 1:
        FLOW.ask(s, seat, "draw_deck", tuple(Action("deck", deck=k) for k in kinds), PROMPTS["draw_deck"])
    elif kinds:
        cards.draw(s, seat, kinds[0])


@FLOW.answer("draw_deck")
def _on_draw_deck(s, q, action: Action) -> None:
    cards.draw(s, q.seat, action["deck"])


@FLOW.step("hand_limit")
def _hand_limit(s, seat: int) -> None:
    if cards.over_limit(s, seat):
        FLOW.ask(s, seat, "hand_limit", tuple(_discard(c) for c in dict.fromkeys(s.hands[seat])),
                 PROMPTS["hand_limit"], limit=cards.hand_limit(s.opts.players, seat))


_DISCARDS: dict[str, Action] = {}


def _discard(card: str) -> Action:
    found = _DISCARDS.get(card)
    if found is None:
        _DISCARDS[card] = found = Action("discard", card=card)
    return found


@FLOW.answer("hand_limit")
def _on_hand_limit(s, q, action: Action) -> None:
    cards.discard(s, q.seat, action["card"])
    s.stack.append(("hand_limit", q.seat))


def hunt_range(s) -> tuple[int, int]:
    least = 1 if s.fp_die_hunted else 0
    most = min(max(1, s.companions), s.pool[SHADOW])
    return least, most


def _hunt(s) -> None:
    least, most = hunt_range(s)
    s.phase = ROLL
    FLOW.ask(s, s.leading[SHADOW], "hunt", tuple(Action("hunt", n=n) for n in range(least, most + 1)),
             PROMPTS["hunt"], data=(least, most), shape=Number("hunt", least, most), least=least, most=most)


@FLOW.answer("hunt")
def _on_hunt(s, q, action: Action) -> None:
    s.hunt_box = action["n"]
    say(s, "The Shadow places {n} dice in the Hunt Box.", n=s.hunt_box)


def _roll(s) -> None:
    fp = dice.roll(s, FREE_PEOPLES, s.pool[FREE_PEOPLES])
    shadow = dice.roll(s, SHADOW, s.pool[SHADOW] - s.hunt_box)
    eyes = shadow.count(dice.EYE)
    s.hunt_box += eyes                     # «всі кубики з результатом кидка "Око"»
    dice.set_rolled(s, FREE_PEOPLES, fp)
    dice.set_rolled(s, SHADOW, tuple(r for r in shadow if r != dice.EYE))
    say(s, "The Free Peoples roll {results}.", results=tuple(fp))
    say(s, "The Shadow rolls {results}.", results=tuple(shadow))
    s.phase = ACTIONS
    s.mover = FREE_PEOPLES



def _victory(s) -> None:
    s.phase = RECOVER
    won = victory.military_victory(s)
    if won == SHADOW:
        _end(s, SHADOW, "The Shadow conquers Middle-earth.")
    elif won == FREE_PEOPLES:
        _end(s, FREE_PEOPLES, "Sauron is driven out of Middle-earth.")
    elif s.opts.turn_limit is not None and s.turn >= s.opts.turn_limit:
        _end(s, -1, "The turn limit is reached.")


def _end(s, side: int, reason: str) -> None:
    s.winner = side
    s.over = True
    say(s, reason)
