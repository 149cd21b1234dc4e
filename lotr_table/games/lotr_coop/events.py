"""The 24 events of the adventure boards (digest §5.3–5.6), on the kernel vocabulary.

Each event's record in boards.json names what it does. Most are data: "discard or suffer"
(`discard_or`: who discards what, then what follows if paid and what follows otherwise) and
"reveal and match" (`reveal_and_match`), their consequences named in a small list
(`sauron`, `rolls`, `each_draws`, `gets_card`, ...). An event that fits neither — a question
of its own, a test of the tracks — is one function registered by its id (`EVENTS.unique`).

    {"id": "orcs_attack", ..., "abilities": [{"type": "trigger", "on": "reached", "effect":
        {"name": "discard_or", "who": "group", "discard": {"fighting": 5}, "otherwise": [{"name": "sauron", "n": 2}]}}]}

The step ("event", event_id) runs the event's ability. Events are resolved
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

from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context, Vocabulary
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import cards, moves, scoring
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.flow import answer, ask, say, step, then
from lotr_table.games.lotr_coop.data import SYMBOLS, boards, legendary
from lotr_table.games.lotr_coop.payments import SEAT, TOKENS
from lotr_table.games.lotr_coop.state import State, name

EVENTS = Vocabulary("lotr_coop")


@step("event")
def run_event(s: State, event_id: str) -> None:
    say(s, "Event: {event}.", event=event_id)
    EVENTS.use(s, event_id, event_id, active(s), 0, ("reached",))


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
    return boards().adventure(tables.loc(s).id).event(event_id).card


# ------------------------------------------------------------------ the vocabulary

class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _requirement(value: str) -> str:
    """What a payment may ask for (payments.py): a symbol, a token (any or a named one),
    cards, runes, or a named legendary card."""
    known = SYMBOLS + TOKENS + ("token", "cards", "runes")
    if value not in known and not (value.startswith("card:") and value[5:] in legendary()):
        raise ValueError(f"a payment cannot ask for {value!r}")
    return value


Discard = dict[Annotated[str, AfterValidator(_requirement)], int]


class Sauron(_Params):
    """Sauron moves n spaces."""
    name: Literal["sauron"]
    n: int

    def step(self, s: State, ctx: Context) -> tuple:
        return ("do_sauron", self.n)


class Rolls(_Params):
    """One player rolls the threat die: the one who (did not) pay, or the Ring-bearer."""
    name: Literal["rolls"]
    who: Literal["payer", "ring_bearer"]

    def step(self, s: State, ctx: Context) -> tuple:
        return ("do_roll", SEAT if self.who == "payer" else s.ring_bearer, "event")


class EachRolls(_Params):
    """Each player rolls, from the active player clockwise."""
    name: Literal["each_rolls"]

    def step(self, s: State, ctx: Context) -> tuple:
        return ("do_each_roll", ctx.controller, "event")


class EachDraws(_Params):
    """Each player draws n journey cards (but the active player, if `but_active`)."""
    name: Literal["each_draws"]
    n: int = Field(ge=1)
    but_active: bool = False

    def step(self, s: State, ctx: Context) -> tuple:
        a = ctx.controller
        return ("do_each_draw", a, self.n, a) if self.but_active else ("do_each_draw", a, self.n)


class GetsCard(_Params):
    """The active player takes the event's legendary card from the row."""
    name: Literal["gets_card"]

    def step(self, s: State, ctx: Context) -> tuple:
        return ("do_award", ctx.controller, _card_of(s, ctx.card))


class RowLeaves(_Params):
    """The legendary cards of the board not yet taken leave the game."""
    name: Literal["row_leaves"]

    def step(self, s: State, ctx: Context) -> tuple:
        return ("do_remove_row",)


class Recovers(_Params):
    """The payer draws 2 journey cards or moves 1 left."""
    name: Literal["recovers"]

    def step(self, s: State, ctx: Context) -> tuple:
        return ("do_recover", SEAT, ctx.card)


class MustPay(_Params):
    """The player who did not pay must discard this instead."""
    name: Literal["must_pay"]
    discard: Discard

    def step(self, s: State, ctx: Context) -> tuple:
        return ("payment", "mandatory", SEAT, tuple(self.discard.items()), ctx.card, (), ())


class TokenPenalty(_Params):
    """The missing-token penalty on the player who did not pay: he rolls and discards
    cards (Athelas may cancel it)."""
    name: Literal["token_penalty"]
    discards: int = Field(ge=1)

    def step(self, s: State, ctx: Context) -> tuple:
        return ("athelas_window", SEAT, (("do_roll", SEAT, "event"), ("discard_n", SEAT, self.discards, ctx.card)))


class NextEvent(_Params):
    """The next event happens at once."""
    name: Literal["next_event"]

    def step(self, s: State, ctx: Context) -> tuple:
        return ("next_event",)


class RingBearerMoves(_Params):
    """The Ring-bearer moves n spaces (n < 0: left)."""
    name: Literal["ring_bearer_moves"]
    n: int

    def step(self, s: State, ctx: Context) -> tuple:
        return ("do_move", s.ring_bearer, self.n, ctx.card)


# what follows an event, one step each; SEAT stands for the player who (did not) pay
Consequence = Annotated[Union[Sauron, Rolls, EachRolls, EachDraws, GetsCard, RowLeaves, Recovers, MustPay,
                              TokenPenalty, NextEvent, RingBearerMoves], Field(discriminator="name")]


def _steps(s: State, ctx: Context, consequences: list) -> tuple:
    return tuple(c.step(s, ctx) for c in consequences)


class DiscardOr(_Params):
    who: Literal["group", "each", "one"]
    discard: Discard
    then: list[Consequence] = []
    otherwise: list[Consequence] = []


@EVENTS.effect("discard_or", DiscardOr)
def discard_or(s: State, ctx: Context, p: DiscardOr) -> None:
    """The group together, each player, or one player discards; then the consequences of
    paying, or otherwise those of not paying (an "otherwise" may be chosen by a player who
    could pay, A16)."""
    then(s, ("payment", p.who, ctx.controller, tuple(p.discard.items()), ctx.card,
             _steps(s, ctx, p.then), _steps(s, ctx, p.otherwise)))


class RevealAndMatch(_Params):
    payer: Literal["active", "ring_bearer"]
    n: int = Field(ge=1)
    then: list[Consequence] = []
    otherwise: list[Consequence] = []


@EVENTS.effect("reveal_and_match", RevealAndMatch)
def reveal_and_match_effect(s: State, ctx: Context, p: RevealAndMatch) -> None:
    """Reveal the top journey card; the payer may discard n of its symbol (stars for a joker)."""
    payer = ctx.controller if p.payer == "active" else s.ring_bearer
    reveal_and_match(s, payer, p.n, ctx.card, _steps(s, ctx, p.then), _steps(s, ctx, p.otherwise))


# ------------------------------------------------------------------ Moria (§5.3)

@EVENTS.unique("trapped")
def trapped(s: State, ctx: Context) -> None:
    # If Travelling and Hiding are not both complete: Sauron moves 2 and the Ring-bearer rolls.
    if complete(s, "travelling") and complete(s, "hiding"):
        say(s, "Travelling and Hiding are complete: nothing happens.")
        return
    then(s, ("do_sauron", 2), ("do_roll", s.ring_bearer, "event"))


@EVENTS.unique("fly_you_fools")
def fly_you_fools(s: State, ctx: Context) -> None:
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

@step("do_remove_row")
def do_remove_row(s: State) -> None:
    if s.row:
        say(s, "The cards {cards} leave the game.", cards=tuple(s.row))
    s.removed.extend(s.row)
    s.row = []


@EVENTS.unique("riders_of_rohan")
def riders_of_rohan(s: State, ctx: Context) -> None:
    if complete(s, "friendship"):
        then(s, ("do_award", active(s), _card_of(s, "riders_of_rohan") or "riders_of_rohan"))
    else:
        then(s, ("do_sauron", 1), ("do_roll", s.ring_bearer, "event"))


@EVENTS.unique("orcs_gate")
def orcs_gate(s: State, ctx: Context) -> None:
    part = tables.loc(s).parts.get("travelling")
    if part is not None and s.tracks.get("travelling", 0) >= part:
        then(s, ("do_each_draw", active(s), 1))
    else:
        then(s, ("do_sauron", 2))


@EVENTS.unique("orcs_conquer")
def orcs_conquer(s: State, ctx: Context) -> None:
    if complete(s, "travelling"):
        then(s, ("do_sauron", 2))
    else:
        rb = s.ring_bearer
        then(s, ("do_sauron", 2), ("do_roll", rb, "event"), ("do_roll", rb, "event"))


# ------------------------------------------------------------------ Shelob's Lair (§5.5)

@EVENTS.unique("shelob_appears")
def shelob_appears(s: State, ctx: Context) -> None:
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


# ------------------------------------------------------------------ Mordor (§5.6)

@EVENTS.unique("ring_is_mine")
def ring_is_mine(s: State, ctx: Context) -> None:
    # seed: «Событие «Кольцо моё!» … тут же завершает игру в пользу Саурона.»
    lose(s, "The Ring is mine! Sauron has won.")


def lose(s: State, reason: str) -> None:
    """End the game in Sauron's favour."""
    scoring.lose(s, reason)


def check_event(event) -> None:
    """What the vocabulary cannot see alone: an event names one ability, and one that gives
    its legendary card names that card in its record."""
    abilities = EVENTS.cards[event.id].abilities
    if len(abilities) != 1:
        raise ValueError(f"event {event.id!r}: an event names one ability")
    effect = abilities[0].effect
    follows = (effect.params.then + effect.params.otherwise) if effect is not None else []
    if event.card is None and any(c.name == "gets_card" for c in follows):
        raise ValueError(f"event {event.id!r}: it gives its legendary card, but its record names none")


_EVENT_RECORDS = [ev for loc in boards().locations for ev in getattr(loc, "events", ())]
EVENTS.load([{"id": ev.id, "abilities": ev.abilities} for ev in _EVENT_RECORDS])
for _event in _EVENT_RECORDS:
    check_event(_event)


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
