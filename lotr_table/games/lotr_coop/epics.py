"""The eight epic cards (seed: «ЛЕГЕНДАРНЫЕ КАРТЫ ЭПОСА»), one function per card id,
registered on the kernel vocabulary (`LEGENDARY.unique`); when each may be played is data
(its moment in legendary.json, abilities.py).

seed: «Игрок может сыграть легендарную карту эпоса с руки в любой момент, если не оговорены
иные условия применения. Легендарные карты эпоса не идут в счёт двух карт… Тот, кто использует
легендарную карту эпоса, решает, как именно она повлияет на игру.» A played epic card goes to
the journey discard pile, face up (the reshuffle removes it, §8.5).

- Miruvor, Elessar, Lembas ("any_time"): offered in every open question (`free_actions`).
  "Any player" = the user picks (A14); whom a card may name is its `targets` function.
- Phial ("before_reveal"): in the open question before the active player reveals a story tile.
- Staff ("on_tile"): in the open question on a revealed Meagre Choice or Retreat tile.
- Belt, Mithril coat, Athelas ("answers_window"): only in the reactive windows of windows.py
  (`play_reactive`).

Where the two open moments are: turn.py keeps the kind of the open question being built
in `s.scratch["open"]` ("reveal", "tile", "cards", "sanctuary_window"; a floor window keeps
the kind it was opened from). The effects are flags the story step (turn.py) reads:
`s.scratch["phial"] = True` (no more reveals this turn; go on to card play) and
`s.scratch["tile_cancelled"] = True` (the shown tile is discarded with no effect; the event
marker does not move; revealing goes on).
"""

from __future__ import annotations

from typing import Callable

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.games.lotr_coop.abilities import (
    IN_OPEN_QUESTIONS, LEGENDARY, OPEN_EPICS, moment, playable, usable_epics,
)
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import cards
from lotr_table.games.lotr_coop.flow import answer, ask, free, say, step, then
from lotr_table.games.lotr_coop.state import State, name

# whom a card played in an open question may name: card id -> fn(s, seat) -> its actions
TARGETS: dict[str, Callable[[State, int], list[Action]]] = {}


def targets(card: str):
    def register(fn):
        TARGETS[card] = fn
        return fn
    return register


def _stage(s: State) -> str | None:
    return s.scratch.get("open")


def free_actions(s: State, seat: int) -> list[Action]:
    """The epic cards `seat` could play now from his hand."""
    h = s.hobbits[seat]
    if not h.alive or s.over:
        return []
    if OPEN_EPICS.isdisjoint(h.hand):         # the usual case: none of them in hand
        return []
    hand = set(h.hand)
    usable = usable_epics(s, _stage(s))
    out: list[Action] = []
    for card in IN_OPEN_QUESTIONS:
        if card in hand and card in usable:
            out += TARGETS[card](s, seat) if card in TARGETS else [act("epic", card=card)]
    return out


@targets("miruvor")
def _miruvor_targets(s: State, seat: int) -> list[Action]:
    out = []
    living = s.living()
    for giver in living:
        held = len(s.hobbits[giver].hand) - (1 if giver == seat else 0)
        if held <= 0:
            continue
        for to in living:
            if to != giver:
                out.append(act("epic", card="miruvor", target=giver, to=to))
    return out


@targets("elessar")
def _elessar_targets(s: State, seat: int) -> list[Action]:
    return [act("epic", card="elessar", target=x) for x in s.living() if s.hobbits[x].pos > 0]


@targets("lembas")
def _lembas_targets(s: State, seat: int) -> list[Action]:
    return [act("epic", card="lembas", target=x) for x in s.living()]


@targets("phial")
def _phial_targets(s: State, seat: int) -> list[Action]:
    return [] if s.scratch.get("phial") else [act("epic", card="phial")]


@targets("staff")
def _staff_targets(s: State, seat: int) -> list[Action]:
    return [] if s.scratch.get("tile_cancelled") else [act("epic", card="staff")]


def _play(s: State, seat: int, card: str) -> None:
    cards.discard(s, seat, card, log=False)
    say(s, "{hobbit} plays {card}.", hobbit=name(s, seat), card=card)


@free("epic")
def on_epic(s: State, seat: int, a: Action) -> None:
    card = a["card"]
    now = ("open", _stage(s), a)
    if not playable(s, card, seat, now):
        raise ValueError(f"{card} is not played now")     # Belt & co.: only in their window
    _play(s, seat, card)
    LEGENDARY.use(s, card, card, seat, 0, now)


def play_reactive(s: State, seat: int, card: str, target: int, window: str) -> None:
    """Belt / Mithril coat / Athelas played in its reactive window: discard and log; the window (windows.py)
    then skips the roll / ignores the result / cancels the penalty for `target`."""
    now = ("window", window, target)
    if not playable(s, card, seat, now):
        raise ValueError(f"{card} does not answer {window}")
    _play(s, seat, card)
    LEGENDARY.use(s, card, card, seat, 0, now)


# ------------------------------------------------------------------ the cards

@LEGENDARY.unique("miruvor")
def miruvor(s: State, ctx: Context) -> None:
    # seed: «позволяет любому игроку передать одну карту любому другому игроку». The user
    # names giver and receiver; the giver picks the card behind the curtain.
    a = ctx.event[2]
    then(s, ("miruvor_pick", a["target"], a["to"]))


@step("miruvor_pick")
def miruvor_pick(s: State, giver: int, to: int) -> None:
    h = s.hobbits[giver]
    if not h.alive or not h.hand or not s.hobbits[to].alive:
        return
    ask(s, giver, "miruvor", [act("give", card=c) for c in sorted(set(h.hand))],
        "{hobbit}: which card do you pass to {other}?", data=to, hobbit=h.hobbit,
        other=name(s, to))


@answer("miruvor")
def on_miruvor(s: State, d, a: Action) -> None:
    card = a["card"]
    to = d.data
    s.hobbits[d.seat].hand.remove(card)
    s.hobbits[to].hand.append(card)
    say(s, "{hobbit} passes a card to {other}.", hobbit=name(s, d.seat), other=name(s, to))
    say(s, "{hobbit} passes {card} to {other}.", vis=d.seat, hobbit=name(s, d.seat), card=card,
        other=name(s, to))
    say(s, "{hobbit} receives {card} from {other}.", vis=to, hobbit=name(s, to), card=card,
        other=name(s, d.seat))


@LEGENDARY.unique("elessar")
def elessar(s: State, ctx: Context) -> None:
    # seed: «любой игрок может сдвинуть своего хоббита на деление влево …, если это возможно»
    then(s, ("do_move", ctx.event[2]["target"], -1, "elessar"))


@LEGENDARY.unique("lembas")
def lembas(s: State, ctx: Context) -> None:
    # seed: «любой игрок может сбросить столько карт, сколько пожелает, и потом вытянуть новые
    # карты из колоды путешествия, пока на руке не будет шесть карт»
    then(s, ("lembas_discard", ctx.event[2]["target"]))


@step("lembas_discard")
def lembas_discard(s: State, seat: int) -> None:
    h = s.hobbits[seat]
    if not h.alive:
        return
    acts = [act("discard", card=c) for c in sorted(set(h.hand))] + [act("done")]
    ask(s, seat, "lembas", acts, "{hobbit}: discard any cards, then draw up to 6", hobbit=h.hobbit)


@answer("lembas")
def on_lembas(s: State, d, a: Action) -> None:
    if a.kind == "discard":
        cards.discard(s, d.seat, a["card"])
        then(s, ("lembas_discard", d.seat))
        return
    n = 6 - len(s.hobbits[d.seat].hand)
    if n > 0:
        cards.draw(s, d.seat, n)


@LEGENDARY.unique("phial")
def phial(s: State, ctx: Context) -> None:
    # seed: «применяется к активному игроку, когда тот должен раскрыть следующий жетон истории.
    # Активный игрок не раскрывает жетон истории и продолжает свой ход розыгрышем карт.»
    s.scratch["phial"] = True


@LEGENDARY.unique("staff")
def staff(s: State, ctx: Context) -> None:
    # seed: «лишает силы жетон истории «Небогатый выбор» или жетон «Отступление». Братство не
    # должно сбрасывать карты и жетоны, а маркер событий не сдвигается дальше»
    s.scratch["tile_cancelled"] = True
    say(s, "{tile} has no effect.", tile=s.tile)


def protects(s: State, ctx: Context) -> None:
    """Belt, Mithril coat, Athelas: the window that offered the card does the rest."""
    say(s, "{card} protects {hobbit}.", card=ctx.card, hobbit=name(s, ctx.event[2]))


for _card in LEGENDARY.cards:
    if moment(_card).name == "answers_window":
        LEGENDARY.unique(_card)(protects)

LEGENDARY.check_unique()


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "{hobbit} plays {card}.",
    "{card} protects {hobbit}.",
    "{hobbit} receives {card} from {other}.",
    "{hobbit} passes {card} to {other}.",
    "{hobbit} passes a card to {other}.",
    "{tile} has no effect.",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{hobbit}: which card do you pass to {other}?",
    "{hobbit}: discard any cards, then draw up to 6",
)
