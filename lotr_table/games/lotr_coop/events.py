"""The 24 events of the adventure boards (digest §5.3–5.6), one small function per event id.

The step ("event", event_id) runs the function registered for that id. Events are resolved
as the seed says (§10.2): "each player" from the active player clockwise, each finishing
before the next; "the group/Fellowship" together; "one player" alone. An "otherwise" is the
price of not paying and may be chosen even by a player who could pay (A16).

Reveal-and-match events (seed: «раскрытия верхней карты из колоды путешествия и последующего
сброса с руки одной или нескольких карт того же типа, что и раскрытая. Если раскрыт джокер
(карта со звездой), игрок обязан сбрасывать только джокеров»): the requirement is N of the
revealed card's printed symbol (stars may stand in, §10.2 [I]); a revealed joker asks for N
stars, which only stars (and Frodo's brown journey cards) meet. The revealed card stays face
up while the payment is made, then goes to the journey discard pile (A19).

This module also holds the small shared steps the content modules push ("do_…").
"""

from __future__ import annotations

from typing import Callable

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import cards, moves, scoring
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.flow import answer, ask, say, step, then
from lotr_table.games.lotr_coop.payments import SEAT
from lotr_table.games.lotr_coop.state import State, name

EVENTS: dict[str, Callable[[State], None]] = {}


def event(event_id: str):
    def register(fn):
        EVENTS[event_id] = fn
        return fn
    return register


@step("event")
def run_event(s: State, event_id: str) -> None:
    say(s, "Event: {event}.", event=event_id)
    EVENTS[event_id](s)


# ------------------------------------------------------------------ shared small steps

@step("do_sauron")
def do_sauron(s: State, n: int) -> None:
    moves.move_sauron(s, n)


@step("do_move")
def do_move(s: State, seat: int, n: int, cause: str) -> None:
    """Move a living hobbit n spaces (n < 0: left; nothing at 0, A35)."""
    if seat is None or not s.hobbits[seat].alive:
        return
    if n < 0 and s.hobbits[seat].pos == 0:
        return
    moves.move_hobbit(s, seat, n, cause)


@step("do_draw")
def do_draw(s: State, seat: int, n: int) -> None:
    if seat is not None and s.hobbits[seat].alive:
        cards.draw(s, seat, n)


@step("do_each_draw")
def do_each_draw(s: State, first: int, n: int, skip: int | None = None) -> None:
    """Each living player from `first` clockwise draws n (all but `skip`)."""
    then(s, *[("do_draw", x, n) for x in s.clockwise_from(first) if x != skip])


@step("do_roll")
def do_roll(s: State, seat: int, source: str) -> None:
    if seat is not None and s.hobbits[seat].alive:
        then(s, ("roll", seat, source))


@step("do_each_roll")
def do_each_roll(s: State, first: int, source: str) -> None:
    then(s, *[("do_roll", x, source) for x in s.clockwise_from(first)])


@step("do_award")
def do_award(s: State, seat: int, card: str) -> None:
    """`seat` takes a legendary card from the row, if it is still there (§11 [I])."""
    if card not in s.row or not s.hobbits[seat].alive:
        return
    s.row.remove(card)
    s.hobbits[seat].hand.append(card)
    say(s, "{hobbit} takes {card}.", hobbit=name(s, seat), card=card)


@step("do_clear")
def do_clear(s: State) -> None:
    cards.clear_revealed(s)


@step("do_recover")
def do_recover(s: State, seat: int, label: str) -> None:
    """After paying runes (Recovery, Sam saves Frodo): draw 2 journey cards, or ○."""
    if not s.hobbits[seat].alive:
        return
    actions = [act("recover_draw")]
    if s.hobbits[seat].pos > 0:
        actions.append(act("recover_heal"))
    if len(actions) == 1:
        then(s, ("do_draw", seat, 2))
        return
    ask(s, seat, "recover", actions, "{hobbit}: draw 2 journey cards or move 1 left ({label})",
        data=label, hobbit=name(s, seat), label=label)


@answer("recover")
def on_recover(s: State, d, action: Action) -> None:
    if action.kind == "recover_draw":
        then(s, ("do_draw", d.seat, 2))
    else:
        then(s, ("do_move", d.seat, -1, d.data))


def active(s: State) -> int:
    return s.active


def complete(s: State, activity: str) -> bool:
    """A track is complete when its marker is on its last space (A24)."""
    spaces = tables.loc(s).tracks.get(activity)
    return spaces is not None and s.tracks.get(activity, 0) >= len(spaces) - 1


def printed_symbol(card: str) -> str:
    return tables.card_symbols()[card][0]


def reveal_and_match(s: State, payer: int | None, n: int, label: str, paid: tuple,
                     otherwise: tuple) -> None:
    if payer is None or not s.hobbits[payer].alive:
        then(s, *otherwise)
        return
    card = cards.reveal_top(s)
    if card is None:
        then(s, *otherwise)
        return
    req = ((printed_symbol(card), n),)
    then(s, ("payment", "self", payer, req, label, (("do_clear",),) + paid,
             (("do_clear",),) + otherwise))


def _card_of(s: State, event_id: str) -> str | None:
    from lotr_table.games.lotr_coop.data import boards
    return boards().adventure(tables.loc(s).id).event(event_id).card


# ------------------------------------------------------------------ Moria (§5.3)

@event("speak_friend")
def speak_friend(s: State) -> None:
    # The group discards 1 friendship and 1 star; otherwise ⊕.
    then(s, ("payment", "group", active(s), (("friendship", 1), ("star", 1)), "speak_friend",
             (), (("do_sauron", 1),)))


@event("watcher")
def watcher(s: State) -> None:
    # Each player discards 1 hiding symbol; otherwise he rolls.
    then(s, ("payment", "each", active(s), (("hiding", 1),), "watcher", (),
             (("do_roll", SEAT, "event"),)))


@event("stone_in_well")
def stone_in_well(s: State) -> None:
    # Reveal; the active player may discard 2 matching symbols and gets the Pipe; otherwise
    # ⊕ and the next event happens at once.
    a = active(s)
    reveal_and_match(s, a, 2, "stone_in_well", (("do_award", a, _card_of(s, "stone_in_well") or "pipe"),),
                     (("do_sauron", 1), ("next_event",)))


@event("trapped")
def trapped(s: State) -> None:
    # If Travelling and Hiding are not both complete: Sauron moves 2 and the Ring-bearer rolls.
    if complete(s, "travelling") and complete(s, "hiding"):
        say(s, "Travelling and Hiding are complete: nothing happens.")
        return
    then(s, ("do_sauron", 2), ("do_roll", s.ring_bearer, "event"))


@event("orcs_attack")
def orcs_attack(s: State) -> None:
    then(s, ("payment", "group", active(s), (("fighting", 5),), "orcs_attack", (),
             (("do_sauron", 2),)))


@event("fly_you_fools")
def fly_you_fools(s: State) -> None:
    # One player moves 3 right; otherwise each player rolls. The active player names the
    # volunteer (the players talk), who then accepts or declines; a refusal is only that
    # player's: the active player is asked again without him, and "decline" (nobody) brings
    # the "otherwise".
    _ask_fly(s, active(s), ())


def _ask_fly(s: State, a: int, refused: tuple) -> None:
    actions = [act("volunteer", seat=x) for x in s.clockwise_from(a) if x not in refused]
    ask(s, a, "fly", actions + [act("decline")], "{hobbit}: who moves 3 right for {event}?",
        data=refused, hobbit=name(s, a), event="fly_you_fools")


@answer("fly")
def on_fly(s: State, d, action: Action) -> None:
    if action.kind == "decline":
        then(s, ("do_each_roll", d.seat, "event"))
        return
    seat = action["seat"]
    if seat == d.seat:
        then(s, ("do_move", seat, 3, "fly_you_fools"))
        return
    ask(s, seat, "fly_confirm", [act("accept"), act("decline")],
        "{hobbit}: move 3 right for {event}?", data=(d.seat, d.data or ()), hobbit=name(s, seat),
        event="fly_you_fools")


@answer("fly_confirm")
def on_fly_confirm(s: State, d, action: Action) -> None:
    if action.kind == "accept":
        then(s, ("do_move", d.seat, 3, "fly_you_fools"))
    else:
        asker, refused = d.data
        say(s, "{hobbit} declines.", hobbit=name(s, d.seat))
        _ask_fly(s, asker, tuple(refused) + (d.seat,))


# ------------------------------------------------------------------ Helm's Deep (§5.4)

@event("wormtongue")
def wormtongue(s: State) -> None:
    # One player discards 1 friendship and 1 fighting; otherwise the Helm's Deep cards not
    # yet taken leave the game.
    then(s, ("payment", "one", active(s), (("friendship", 1), ("fighting", 1)), "wormtongue",
             (), (("do_remove_row",),)))


@step("do_remove_row")
def do_remove_row(s: State) -> None:
    if s.row:
        say(s, "The cards {cards} leave the game.", cards=tuple(s.row))
    s.removed.extend(s.row)
    s.row = []


@event("riders_of_rohan")
def riders_of_rohan(s: State) -> None:
    if complete(s, "friendship"):
        then(s, ("do_award", active(s), _card_of(s, "riders_of_rohan") or "riders_of_rohan"))
    else:
        then(s, ("do_sauron", 1), ("do_roll", s.ring_bearer, "event"))


@event("orcs_gate")
def orcs_gate(s: State) -> None:
    part = tables.loc(s).parts.get("travelling")
    if part is not None and s.tracks.get("travelling", 0) >= part:
        then(s, ("do_each_draw", active(s), 1))
    else:
        then(s, ("do_sauron", 2))


@event("fire_of_orthanc")
def fire_of_orthanc(s: State) -> None:
    a = active(s)
    reveal_and_match(s, a, 2, "fire_of_orthanc", (), (("do_each_roll", a, "event"),))


@event("orcs_storm")
def orcs_storm(s: State) -> None:
    then(s, ("payment", "group", active(s), (("heart", 1), ("sun", 1), ("ring", 1)), "orcs_storm",
             (), (("do_sauron", 2),)))


@event("orcs_conquer")
def orcs_conquer(s: State) -> None:
    if complete(s, "travelling"):
        then(s, ("do_sauron", 2))
    else:
        rb = s.ring_bearer
        then(s, ("do_sauron", 2), ("do_roll", rb, "event"), ("do_roll", rb, "event"))


# ------------------------------------------------------------------ Shelob's Lair (§5.5)

@event("gollum")
def gollum(s: State) -> None:
    # The group may discard runes worth 7: the active player gets Gollum, every other player
    # draws 2. No penalty otherwise.
    a = active(s)
    then(s, ("payment", "group", a, (("runes", 7),), "gollum",
             (("do_award", a, _card_of(s, "gollum") or "gollum"), ("do_each_draw", a, 2, a)), ()))


@event("faces_of_dead")
def faces_of_dead(s: State) -> None:
    # Each player discards 1 star card; otherwise (mandatory) runes worth 3.
    then(s, ("payment", "each", active(s), (("star", 1),), "faces_of_dead", (),
             (("payment", "mandatory", SEAT, (("runes", 3),), "faces_of_dead", (), ()),)))


@event("forbidden_pool")
def forbidden_pool(s: State) -> None:
    a = active(s)
    then(s, ("payment", "one", a, (("runes", 5),), "forbidden_pool",
             (("do_each_draw", a, 1),), (("do_sauron", 2),)))


@event("nazgul_searches")
def nazgul_searches(s: State) -> None:
    # Reveal; the Ring-bearer discards 3 matching symbols to gain ○; otherwise each player rolls.
    rb = s.ring_bearer
    reveal_and_match(s, rb, 3, "nazgul_searches", (("do_move", rb, -1, "nazgul_searches"),),
                     (("do_each_roll", active(s), "event"),))


@event("shelob_appears")
def shelob_appears(s: State) -> None:
    # The active player rolls twice; if he declines, Sauron moves 2.
    a = active(s)
    ask(s, a, "shelob_appears", [act("accept"), act("decline")],
        "{hobbit}: roll twice, or Sauron moves 2 ({event})", hobbit=name(s, a),
        event="shelob_appears")


@answer("shelob_appears")
def on_shelob_appears(s: State, d, action: Action) -> None:
    if action.kind == "accept":
        then(s, ("do_roll", d.seat, "event"), ("do_roll", d.seat, "event"))
    else:
        then(s, ("do_sauron", 2))


@event("shelob_attacks")
def shelob_attacks(s: State) -> None:
    then(s, ("payment", "group", active(s), (("fighting", 7),), "shelob_attacks", (),
             (("do_sauron", 3),)))


# ------------------------------------------------------------------ Mordor (§5.6)

@event("sam_saves_frodo")
def sam_saves_frodo(s: State) -> None:
    # Each player may discard runes worth 3: draw 2 journey cards or ○.
    then(s, ("payment", "each", active(s), (("runes", 3),), "sam_saves_frodo",
             (("do_recover", SEAT, "sam_saves_frodo"),), ()))


@event("nazgul_lord_attacks")
def nazgul_lord_attacks(s: State) -> None:
    a = active(s)
    then(s, ("payment", "one", a, (("card:eowyn", 1),), "nazgul_lord_attacks",
             (("do_each_draw", a, 1),), (("do_each_roll", a, "event"),)))


def _token_or_penalty(s: State, token: str, label: str) -> None:
    # Each player discards 1 token; otherwise he rolls and discards 2 cards (a missing-token
    # penalty: Athelas may cancel it).
    penalty = (("do_roll", SEAT, "event"), ("discard_n", SEAT, 2, label))
    then(s, ("payment", "each", active(s), ((token, 1),), label, (),
             (("athelas_window", SEAT, penalty),)))


@event("pelennor")
def pelennor(s: State) -> None:
    _token_or_penalty(s, "heart", "pelennor")


@event("mouth_of_sauron")
def mouth_of_sauron(s: State) -> None:
    _token_or_penalty(s, "sun", "mouth_of_sauron")


@event("surrounded")
def surrounded(s: State) -> None:
    then(s, ("payment", "group", active(s), (("cards", 7),), "surrounded", (),
             (("do_sauron", 3),)))


@event("ring_is_mine")
def ring_is_mine(s: State) -> None:
    # seed: «Событие «Кольцо моё!» … тут же завершает игру в пользу Саурона.»
    lose(s, "The Ring is mine! Sauron has won.")


def lose(s: State, reason: str) -> None:
    """End the game in Sauron's favour."""
    scoring.lose(s, reason)


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "Event: {event}.",
    "{hobbit} takes {card}.",
    "Travelling and Hiding are complete: nothing happens.",
    "{hobbit} declines.",
    "The cards {cards} leave the game.",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{hobbit}: draw 2 journey cards or move 1 left ({label})",
    "{hobbit}: who moves 3 right for {event}?",
    "{hobbit}: move 3 right for {event}?",
    "{hobbit}: roll twice, or Sauron moves 2 ({event})",
)
# every reason for the game's end given here, declared for translation (texts.py)
OUTCOME_REASONS = (
    "The Ring is mine! Sauron has won.",
)
