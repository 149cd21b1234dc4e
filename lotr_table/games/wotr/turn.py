"""The turn (seed: Розділ IV, «Структура ходу»), on the game's one FLOW.

`FLOW.idle` runs the phase in `s.phase` when no step waits:

1. recover the dice (the Hunt Box emptied, remembering whether it held a Free Peoples'
   die) and draw: «кожен гравець бере 2 карти, по одній з кожної зі своїх колод подій»; a
   player of a team of two draws from both decks on the first turn, from one deck of his
   choice later (Розділ XI); the hand limit at once. With a team the leading
   player tokens pass to the ally from the second turn on, and allies may exchange a card.
2. the Fellowship phase: its choices (declare, enter Mordor, change the Guide) all need the
   Fellowship's track and companions, which come with the issue of the Fellowship: no step yet.
3. hunt allocation: the Shadow («гравець за Тінь може покласти кілька кубиків дій у комірку
   гонитви»), at least one if a Free Peoples' die came back from the Hunt Box, at most the
   companions in the Fellowship («щонайбільше стільки кубиків, скільки супутників
   залишилося в Братстві») but always one.
4. the action roll: the Eyes go to the Hunt Box.
5. actions, alternating from the Free Peoples; a side with fewer unused dice may pass; a
   side out of dice lets the other use the rest one after another. Each opportunity is a
   question (a die, an Elven Ring, passing), then the die's use and its targets asked in
   steps (compound decisions).
6. the military victory check: the Shadow at 10 victory points, the Free Peoples at 4
   («10 або більше переможних очок», «4 або більше переможних очок»), the Shadow's
   condition first; then the turn limit, when self-play set one.

With a team (3-4 players) the opportunities of a side go in turn to its non-leading and
its leading player («Неголовний гравець команди Вільних Народів вибирає кубик дій ... Потім
неголовний гравець команди Тіні ..., потім дію виконує головний гравець Вільних Народів, а
потім – головний гравець команди Тіні»), each using the dice only for the nations it plays.
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.decisions import Number
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import cards, dice, muster, movement
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, SIDES, board
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.players import first_leading, nations_of_seat, seats_of_side
from lotr_table.games.wotr.state import victory_points

RECOVER, FELLOWSHIP, HUNT, ROLL, ACTIONS, VICTORY = 1, 2, 3, 4, 5, 6
SHADOW_WINS, FREE_PEOPLES_WIN = 10, 4

PROMPTS = {
    "hunt": "Place dice in the Hunt Box.",
    "opportunity": "Choose a die to use, an Elven Ring, or pass.",
    "hand_limit": "Discard a card: your hand is over its limit.",
    "draw_deck": "Draw a card: choose the deck.",
    "second_army": "Move a second army?",
    "exchange_offer": "Exchange a card with your ally? (Both must agree.)",
    "exchange_cards": "Choose the card you give your ally.",
}


# ---- who acts --------------------------------------------------------------------------

_seats_of_side = lru_cache(maxsize=16)(seats_of_side)


def seat_for(s, side: int) -> int:
    """The seat whose opportunity it is: a side of one seat always, a team alternately its
    non-leading and its leading player."""
    seats = _seats_of_side(s.opts.players, side)
    if len(seats) == 1:
        return seats[0]
    leading = s.leading[side]
    other = next(x for x in seats if x != leading)
    return other if s.acted[side] % 2 == 0 else leading


def nations_for(s, seat: int) -> tuple[int, ...]:
    return nations_of_seat(s.opts.players)[seat]


def barred(s, seat: int) -> int:
    """With three players the Free Peoples' player «не може використовувати дві послідовні дії за
    один і той самий народ»: the nation of its last action when that action was for one nation, else -1.
    Reading: an action for two nations (a mixed army, two pieces of two nations) is not for
    "the same nation"; which mixed army acted last is not yet tracked."""
    if s.opts.players != 3 or side_of(s, seat) != FREE_PEOPLES:
        return -1
    last = s.last_nations[FREE_PEOPLES]
    return last[0] if len(last) == 1 else -1


def acting_nations(s, seat: int) -> tuple[int, ...]:
    """The nations the seat may take an action for one nation with now."""
    no = barred(s, seat)
    return tuple(n for n in nations_for(s, seat) if n != no)


def _acted_for(s, seat: int, nations, more: bool = False) -> None:
    side = side_of(s, seat)
    last = list(s.last_nations)
    last[side] = tuple(sorted(set(nations) | (set(last[side]) if more else set())))
    s.last_nations = tuple(last)


def _group_allowed(s, seat: int, group) -> bool:
    no = barred(s, seat)
    return no < 0 or set(_group_nations(group)) != {no}


def _group_nations(group) -> tuple[int, ...]:
    b = board()
    return tuple(dict.fromkeys(b.nation(nation) for nation, _, _ in group))


def side_of(s, seat: int) -> int:
    return cards.side_of_seat(s.opts.players, seat)


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
    decks = []
    for name in cards.DECKS:
        deck = list(cards.event_cards().decks[name])
        chance.shuffle(s, deck)
        decks.append(tuple(deck))
    s.decks = tuple(decks)
    seats = len(nations_of_seat(s.opts.players))
    s.hands = ((),) * seats
    s.discards = ((),) * seats
    s.leading = (first_leading(s.opts.players, FREE_PEOPLES), first_leading(s.opts.players, SHADOW))


# ---- the phases ------------------------------------------------------------------------

def _idle(s) -> None:
    phase = s.phase
    if phase == ACTIONS:
        _actions(s)
    elif phase == RECOVER:
        _recover(s)
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
        s.leading = tuple(next((x for x in _seats_of_side(players, side) if x != s.leading[side]), s.leading[side])
                          for side in (FREE_PEOPLES, SHADOW))
    s.phase = HUNT                         # phase 2 has no step until the Fellowship's issue
    steps = []
    for seat in range(len(s.hands)):
        if cards.in_team(players, seat) and s.turn > 1:
            steps.append(("choose_deck", seat))
        else:
            for kind in cards.KINDS:
                steps.append(("draw", seat, kind))
        steps.append(("hand_limit", seat))
    for side in (FREE_PEOPLES, SHADOW):
        if len(_seats_of_side(players, side)) == 2:
            steps.append(("exchange_offer", side))
    FLOW.then(s, *steps)


# The allies' exchange (Розділ XI): «гравці однієї команди можуть обмінятися однією картою зі
# своїм союзником», without showing or discussing them; «Обмін відбувається тільки тоді, коли
# обидва гравці згодні». Both answers are given behind
# the curtain (a secret choice), then each gives one card, also unseen by the other.
YES, NO = Action("yes"), Action("no")


@FLOW.step("exchange_offer")
def _exchange_offer(s, side: int) -> None:
    seats = _seats_of_side(s.opts.players, side)
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
    hands = list(s.hands)
    for x, y in ((a, b), (b, a)):
        mine = list(hands[x])
        mine.remove(given[x])
        hands[x] = tuple(sorted(mine + [given[y]]))
    s.hands = tuple(hands)
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
        FLOW.ask(s, seat, "hand_limit", tuple(Action("discard", card=c) for c in dict.fromkeys(s.hands[seat])),
                 PROMPTS["hand_limit"], limit=cards.hand_limit(s.opts.players, seat))


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
    say(s, "The Free Peoples roll {results}.", results=", ".join(fp))
    say(s, "The Shadow rolls {results}.", results=", ".join(shadow))
    s.phase = ACTIONS
    s.mover = FREE_PEOPLES


def _actions(s) -> None:
    side = s.mover
    if not s.rolled[side]:
        side = 1 - side
        if not s.rolled[side]:
            s.phase = VICTORY
            return
        s.mover = side
    seat = seat_for(s, side)
    acts = [Action("die", result=r) for r in dict.fromkeys(s.rolled[side])]
    if dice.may_use_ring(s, side):
        acts.append(Action("ring"))
    if dice.may_pass(s, side):
        acts.append(Action("pass"))
    FLOW.ask(s, seat, "opportunity", tuple(acts), PROMPTS["opportunity"])


@FLOW.answer("opportunity")
def _on_opportunity(s, q, action: Action) -> None:
    kind = action.kind
    if kind == "die":
        FLOW.compound(s, "use", q.seat, action["result"])
    elif kind == "ring":
        FLOW.compound(s, "ring", q.seat, side_of(s, q.seat))
    else:
        side = side_of(s, q.seat)
        say(s, "{side} passes.", side=SIDES[side])
        _took_opportunity(s, side)


def _took_opportunity(s, side: int) -> None:
    acted = list(s.acted)
    acted[side] += 1
    s.acted = tuple(acted)
    s.mover = 1 - side


def _victory(s) -> None:
    s.phase = RECOVER
    if victory_points(s, SHADOW) >= SHADOW_WINS:
        _end(s, SHADOW, "The Shadow conquers Middle-earth.")
    elif victory_points(s, FREE_PEOPLES) >= FREE_PEOPLES_WIN:
        _end(s, FREE_PEOPLES, "Sauron is driven out of Middle-earth.")
    elif s.opts.turn_limit is not None and s.turn >= s.opts.turn_limit:
        _end(s, -1, "The turn limit is reached.")


def _end(s, side: int, reason: str) -> None:
    s.winner = side
    s.over = True
    say(s, reason)


# ---- the uses of a die -------------------------------------------------------------------

def _use_options(s, seat: int, partial: tuple, result: str) -> list:
    side = side_of(s, seat)
    return [u for u in dice.USES[result] if usable(s, seat, side, u)]


def usable(s, seat: int, side: int, use: str) -> bool:
    nations = nations_for(s, seat)
    if use == dice.SKIP:
        return True
    if use == dice.DRAW:
        return bool(cards.decks_to_draw(s, seat))
    if use == dice.DIPLOMACY:
        return bool(muster.diplomacy_targets(s, side, acting_nations(s, seat)))
    if use in muster.PIECES:
        if barred(s, seat) >= 0:
            return bool(_recruit_first(s, seat, use))
        return muster.may_recruit(s, side, nations, muster.PIECES[use])
    if barred(s, seat) >= 0:
        return _may_move_unbarred(s, seat, use == dice.LEADER_MOVE, ())
    return movement.may_move(s, side, nations, use == dice.LEADER_MOVE, ())


def _may_move_unbarred(s, seat: int, leader: bool, excluded: tuple) -> bool:
    side, nations = side_of(s, seat), nations_for(s, seat)
    return any(movement.destinations(s, side, r, g) for r in movement.sources(s, side, nations, leader, excluded)
               for g in movement.groups(s, side, nations, r, leader) if _group_allowed(s, seat, g))


def _use_finish(s, seat: int, choice: tuple, result: str) -> None:
    use = choice[0]
    if use == dice.SKIP:
        side = side_of(s, seat)
        _spend(s, seat, result)
        _acted_for(s, seat, ())
        say(s, "{side} sets aside a die showing {result} without acting.", side=SIDES[side], result=result)
    elif use == dice.DRAW:
        FLOW.compound(s, "draw_card", seat, result)
    elif use == dice.DIPLOMACY:
        FLOW.compound(s, "diplomacy", seat, result)
    elif use == dice.RECRUIT_ELITE:
        FLOW.compound(s, "recruit_one", seat, (result, use))
    elif use in muster.PIECES:
        FLOW.compound(s, "recruit_two", seat, (result, use))
    else:
        FLOW.compound(s, "move", seat, (result, use == dice.LEADER_MOVE, (), False))


def _back_to_opportunity(s, seat: int, context) -> None:
    """«Back» from a die's use: the opportunity is asked again (by the idle phase)."""


FLOW.compound_kind("use", ("use",), ("Choose how to use the die.",), _use_options, _use_finish,
                   _back_to_opportunity)


def _back_to_use(s, seat: int, context) -> None:
    result = context if isinstance(context, str) else context[0]
    FLOW.compound(s, "use", seat, result)


def _spend(s, seat: int, result: str) -> None:
    side = side_of(s, seat)
    dice.spend(s, side, result)
    _took_opportunity(s, side)


# draw a card
def _deck_options(s, seat, partial, result):
    return list(cards.decks_to_draw(s, seat))


def _draw_finish(s, seat, choice, result):
    _spend(s, seat, result)
    _acted_for(s, seat, ())
    cards.draw(s, seat, choice[0])
    s.stack.append(("hand_limit", seat))


FLOW.compound_kind("draw_card", ("deck",), ("Choose the deck to draw from.",), _deck_options, _draw_finish,
                   _back_to_use)


# the diplomatic action
def _nation_options(s, seat, partial, result):
    b = board()
    return [b.nation_ids[n] for n in muster.diplomacy_targets(s, side_of(s, seat), acting_nations(s, seat))]


def _diplomacy_finish(s, seat, choice, result):
    _spend(s, seat, result)
    _acted_for(s, seat, (board().nation(choice[0]),))
    muster.diplomacy(s, board().nation(choice[0]))


FLOW.compound_kind("diplomacy", ("nation",), ("Choose the nation to move toward war.",), _nation_options,
                   _diplomacy_finish, _back_to_use)


# recruiting
def _recruit_first(s, seat: int, use: str) -> tuple[int, ...]:
    kinds = muster.PIECES[use]
    side, nations = side_of(s, seat), nations_for(s, seat)
    if len(kinds) == 1:
        return muster.places(s, side, acting_nations(s, seat), kinds[0])
    first = muster.places(s, side, nations, kinds[0])
    return tuple(r for r in first if _recruit_seconds(s, seat, use, r))


def _recruit_seconds(s, seat: int, use: str, first: int) -> tuple[int, ...]:
    """Where the second piece may go once the first is placed: with three players, not in
    the barred nation when the first piece is of it."""
    kinds = muster.PIECES[use]
    no = barred(s, seat)
    nations = nations_for(s, seat)
    if no >= 0 and board().nation_of[first] == no:
        nations = tuple(n for n in nations if n != no)
    return muster.places(s, side_of(s, seat), nations, kinds[1], ((first, kinds[0]),))


def _recruit_one_options(s, seat, partial, context):
    b = board()
    return [b.ids[r] for r in _recruit_first(s, seat, context[1])]


def _recruit_one_finish(s, seat, choice, context):
    result, use = context
    _spend(s, seat, result)
    _acted_for(s, seat, (board().nation_of[board().region(choice[0])],))
    muster.recruit(s, side_of(s, seat), board().region(choice[0]), muster.PIECES[use][0])


FLOW.compound_kind("recruit_one", ("settlement",), ("Choose the settlement to muster in.",),
                   _recruit_one_options, _recruit_one_finish, _back_to_use)


def _recruit_two_options(s, seat, partial, context):
    b = board()
    kinds = muster.PIECES[context[1]]
    if not partial:
        return [b.ids[r] for r in _recruit_first(s, seat, context[1])]
    return [b.ids[r] for r in _recruit_seconds(s, seat, context[1], b.region(partial[0]))]


def _recruit_two_finish(s, seat, choice, context):
    result, use = context
    b = board()
    kinds = muster.PIECES[use]
    _spend(s, seat, result)
    _acted_for(s, seat, (b.nation_of[b.region(where)] for where in choice))
    for where, kind in zip(choice, kinds):
        muster.recruit(s, side_of(s, seat), b.region(where), kind)


FLOW.compound_kind("recruit_two", ("first", "second"),
                   ("Choose the settlement of the first piece.", "Choose the settlement of the second piece."),
                   _recruit_two_options, _recruit_two_finish, _back_to_use)


# moving armies
def _move_options(s, seat, partial, context):
    result, leader, excluded, second = context
    b = board()
    side, nations = side_of(s, seat), nations_for(s, seat)
    if not partial:
        return [b.ids[r] for r in movement.sources(s, side, nations, leader, excluded)
                if barred(s, seat) < 0 or second
                or any(_group_allowed(s, seat, g) for g in movement.groups(s, side, nations, r, leader))]
    region = b.region(partial[0])
    if len(partial) == 1:
        if barred(s, seat) >= 0 and not second:
            return [g for g in movement.groups(s, side, nations, region, leader) if _group_allowed(s, seat, g)]
        return movement.groups(s, side, nations, region, leader)
    return [b.ids[r] for r in movement.destinations(s, side, region, partial[1])]


def _move_finish(s, seat, choice, context):
    result, leader, excluded, second = context
    b = board()
    side = side_of(s, seat)
    source, to = b.region(choice[0]), b.region(choice[2])
    if not second:
        _spend(s, seat, result)
    _acted_for(s, seat, _group_nations(choice[1]), more=second)
    movement.move(s, side, source, choice[1], to)
    if not second and not leader:          # an Army result moves «до двох різних військ»
        s.stack.append(("second_army", seat, result, (source, to)))


def _move_back(s, seat, context):
    result, leader, excluded, second = context
    if second:
        s.stack.append(("second_army", seat, result, excluded))
    else:
        FLOW.compound(s, "use", seat, result)


FLOW.compound_kind("move", ("army", "units", "to"),
                   ("Choose the region of the army to move.", "Choose the pieces that move.",
                    "Choose where they go."), _move_options, _move_finish, _move_back)


@FLOW.step("second_army")
def _second_army(s, seat: int, result: str, excluded: tuple) -> None:
    if not movement.may_move(s, side_of(s, seat), nations_for(s, seat), False, excluded):
        return
    FLOW.ask(s, seat, "second_army", (Action("move_another"), Action("done")), PROMPTS["second_army"],
             data=(result, excluded))


@FLOW.answer("second_army")
def _on_second_army(s, q, action: Action) -> None:
    if action.kind == "move_another":
        result, excluded = q.data
        FLOW.compound(s, "move", q.seat, (result, False, excluded, True))


# the Elven Rings
def _ring_options(s, seat, partial, side):
    if not partial:
        return list(dice.ring_dice(s, side))
    return list(dice.ring_results(side, partial[0]))


def _ring_finish(s, seat, choice, side):
    dice.use_ring(s, side, choice[0], choice[1])


FLOW.compound_kind("ring", ("die", "result"), ("Choose the die the ring changes.", "Choose its new result."),
                   _ring_options, _ring_finish, _back_to_opportunity)
