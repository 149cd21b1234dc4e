"""Calling Gandalf and the five Gandalf cards (seed: «КАРТЫ ГЭНДАЛЬФА»).

seed: «В любой момент игры, если не указано обратное, любой игрок может позвать Гэндальфа на
помощь, сбросив рун на 5 единиц. Затем активный игрок решает, какую из карт Гэндальфа и каким
способом применить. Карты Гэндальфа не берутся на руку: они сразу же используются и
сбрасываются. … Каждую карту Гэндальфа можно использовать только раз за партию.»

- One player pays the whole 5 (A12); the ACTIVE player (the Ring-bearer in a sanctuary) then
  picks the card and its target: `gandalf_card(card, target?)`.
- A used card leaves `s.gandalf` and goes onto the journey discard pile; the reshuffle takes
  it out of the game (§8.5).
- `call_gandalf` is offered only when a card could apply now: Healing and Persistence always,
  Guidance (played) and Foresight during an adventure, Magic only in the event window.
- Guidance "as if discarded" is offered inside payments (payments.py, `give_gandalf`).

The event window, step ("event_window", index): when the event marker enters an event, Magic is
still available and some living player could pay 5 (in Competition, where runes are hidden,
any living player), the active player is asked `accept` / `call_gandalf` / `ask(seat)`. Magic
chosen there ignores the event; it is never offered for Mordor's «Кольцо моё!» (seed: «Эта
карта не может предотвратить проигрыш отменой последнего события в Мордоре»).
"""

from __future__ import annotations

from itertools import permutations

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import moves
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.flow import answer, ask, free, say, step, then
from lotr_table.games.lotr_coop.state import State, name

COST = 5
LAST_MORDOR = "ring_is_mine"


def active_seat(s: State) -> int:
    if tables.loc(s).kind == "sanctuary" and s.ring_bearer is not None:
        return s.ring_bearer
    return s.active


def _in_adventure(s: State) -> bool:
    return tables.loc(s).kind == "adventure" and not s.scratch.get("adventure_over")


def _incomplete_tracks(s: State) -> list[str]:
    lc = tables.loc(s)
    return [a for a, spaces in lc.tracks.items() if s.tracks.get(a, 0) < len(spaces) - 1]


def usable(s: State, event: int | None = None) -> list[str]:
    """The still-available Gandalf cards that could apply now."""
    out = []
    for card in s.gandalf:
        if card in ("healing", "persistence"):
            out.append(card)
        elif card == "guidance" and _in_adventure(s) and _incomplete_tracks(s):
            out.append(card)
        elif card == "foresight" and _in_adventure(s) and s.story:
            out.append(card)
        elif card == "magic" and event is not None:
            out.append(card)
    return out


def call_actions(s: State, seat: int) -> list[Action]:
    h = s.hobbits[seat]
    if s.over or not h.alive or h.runes < COST or not usable(s):
        return []
    return [act("call_gandalf")]


def could_call(s: State, event: int | None = None) -> bool:
    """Could anybody call Gandalf now? (Competition: runes are hidden, so any living player.)"""
    if not usable(s, event):
        return False
    if s.opts.competition:
        return bool(s.living())
    return any(s.hobbits[x].runes >= COST for x in s.living())


def use_card(s: State, card: str) -> None:
    s.gandalf.remove(card)
    s.journey_discard.append(card)
    say(s, "Gandalf: {card}.", card=card)


def _pay(s: State, seat: int) -> None:
    moves.spend_runes(s, seat, COST)
    say(s, "{hobbit} calls Gandalf.", hobbit=name(s, seat))


@free("call_gandalf")
def on_call(s: State, seat: int, a: Action) -> None:
    _pay(s, seat)
    then(s, ("gandalf_choose", None))


@step("gandalf_choose")
def gandalf_choose(s: State, event: int | None) -> None:
    a = active_seat(s)
    acts: list[Action] = []
    for card in usable(s, event):
        if card in ("healing", "persistence"):
            acts += [act("gandalf_card", card=card, target=x) for x in s.living()]
        else:
            acts.append(act("gandalf_card", card=card))
    if not acts:
        return
    ask(s, a, "gandalf_card", acts, "{hobbit}: which Gandalf card, and how?", data=event,
        hobbit=name(s, a))


@answer("gandalf_card")
def on_gandalf_card(s: State, d, a: Action) -> None:
    card = a["card"]
    use_card(s, card)
    CARDS[card](s, d.seat, a, d.data)


def healing(s: State, seat: int, a: Action, event) -> None:
    # seed: «Выбранный хоббит сдвигается на два деления влево по треку искушения.»
    then(s, ("do_move", a["target"], -2, "healing"))


def persistence(s: State, seat: int, a: Action, event) -> None:
    # seed: «Выбранный игрок берёт на руку четыре карты путешествия из колоды путешествия.»
    then(s, ("do_draw", a["target"], 4))


def guidance(s: State, seat: int, a: Action, event) -> None:
    # seed: «…словно только что разыграл … карту с двумя звёздами» — played: one track 2.
    then(s, ("choose_track", seat, 2, True))


def foresight(s: State, seat: int, a: Action, event) -> None:
    # seed: «…посмотреть три верхних жетона истории и вернуть обратно в стопку в любом удобном
    # ему порядке.»
    top = tuple(reversed(s.story[-3:]))               # top first
    say(s, "{hobbit} looks at the top {n} story tiles.", hobbit=name(s, seat), n=len(top))
    say(s, "The top story tiles are {tiles}.", vis=seat, tiles=top)
    orders = sorted(set(permutations(top)))
    ask(s, seat, "foresight", [act("order", tiles=o) for o in orders],
        "{hobbit}: put the story tiles back in any order (top first)", data=len(top),
        hobbit=name(s, seat))


@answer("foresight")
def on_foresight(s: State, d, a: Action) -> None:
    tiles = tuple(a["tiles"])
    n = d.data
    s.story[len(s.story) - n:] = list(reversed(tiles))
    s.foresight = (d.seat, tiles)
    say(s, "{hobbit} puts the story tiles back.", hobbit=name(s, d.seat))
    say(s, "Story tiles, top first: {tiles}.", vis=d.seat, tiles=tiles)


def magic(s: State, seat: int, a: Action, event) -> None:
    # seed: «Передвинув маркер событий на очередное деление, игнорируйте событие.»
    s.scratch["magic"] = event


CARDS = {"healing": healing, "persistence": persistence, "guidance": guidance,
         "foresight": foresight, "magic": magic}


# ------------------------------------------------------------------ the Magic window

def event_id(s: State, index: int) -> str:
    return tables.loc(s).events[index - 1]


@step("event_window")
def event_window(s: State, index: int, asked: tuple = ()) -> None:
    if s.over:
        return
    eid = event_id(s, index)
    if s.scratch.get("adventure_over"):
        # the main track was completed in this window (Guidance): the adventure is over before
        # the event takes effect (seed: «завершить приключение до того, как жетон истории
        # окажет своё влияние»)
        s.scratch.pop("magic", None)
        say(s, "The adventure is over; the event {event} does not happen.", event=eid)
        return
    if s.scratch.get("magic") == index:
        s.scratch.pop("magic")
        say(s, "Magic: the event {event} is ignored.", event=eid)
        return
    if eid == LAST_MORDOR or "magic" not in s.gandalf or not could_call(s, index):
        then(s, ("event", eid))
        return
    a = s.active
    acts = [act("accept")]
    if s.hobbits[a].runes >= COST:
        acts.append(act("call_gandalf"))
    acts += [act("ask", seat=x) for x in s.clockwise_from(a) if x != a and x not in asked]
    # competition: «все полученные руны игроки хранят в закрытую» — whether the active
    # player is asked must not tell the others if he holds runes worth 5
    if len(acts) == 1 and not s.opts.competition:
        then(s, ("event", eid))
        return
    ask(s, a, "before_event", acts, "{hobbit}: the event {event} is coming: call Gandalf (Magic)?",
        data=(index, asked), hobbit=name(s, a), event=eid)


@answer("before_event")
def on_before_event(s: State, d, a: Action) -> None:
    index, asked = d.data
    if a.kind == "accept":
        then(s, ("event", event_id(s, index)))
    elif a.kind == "call_gandalf":
        _pay(s, d.seat)
        then(s, ("gandalf_choose", index), ("event_window", index, asked))
    elif a.kind == "ask":
        x = a["seat"]
        acts = []
        if s.hobbits[x].runes >= COST:
            acts.append(act("call_gandalf"))
        acts.append(act("decline"))
        ask(s, x, "before_event_asked", acts, "{hobbit}: call Gandalf before {event}?",
            data=(index, asked + (x,)), hobbit=name(s, x), event=event_id(s, index))
    else:                      # decline by the active player is `accept`
        then(s, ("event", event_id(s, index)))


@answer("before_event_asked")
def on_before_event_asked(s: State, d, a: Action) -> None:
    index, asked = d.data
    if a.kind == "call_gandalf":
        _pay(s, d.seat)
        then(s, ("gandalf_choose", index), ("event_window", index, asked))
    else:
        then(s, ("event_window", index, asked))


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "Gandalf: {card}.",
    "{hobbit} calls Gandalf.",
    "The top story tiles are {tiles}.",
    "{hobbit} looks at the top {n} story tiles.",
    "Story tiles, top first: {tiles}.",
    "{hobbit} puts the story tiles back.",
    "Magic: the event {event} is ignored.",
    "The adventure is over; the event {event} does not happen.",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{hobbit}: which Gandalf card, and how?",
    "{hobbit}: put the story tiles back in any order (top first)",
    "{hobbit}: the event {event} is coming: call Gandalf (Magic)?",
    "{hobbit}: call Gandalf before {event}?",
)
