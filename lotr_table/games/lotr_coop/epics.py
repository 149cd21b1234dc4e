"""The eight epic cards (seed: «ЛЕГЕНДАРНЫЕ КАРТЫ ЭПОСА»), one function per card id.

seed: «Игрок может сыграть легендарную карту эпоса с руки в любой момент, если не оговорены
иные условия применения. Легендарные карты эпоса не идут в счёт двух карт… Тот, кто использует
легендарную карту эпоса, решает, как именно она повлияет на игру.» A played epic card goes to
the journey discard pile, face up (the reshuffle removes it, §8.5).

- Miruvor, Elessar, Lembas: any time, offered in every open question (`free_actions`).
  "Any player" = the user picks (A14).
- Phial: in the open question before the active player reveals a story tile.
- Staff: in the open question on a revealed Meagre Choice or Retreat tile.
- Belt, Mithril coat, Athelas: only in the reactive windows of windows.py (`play_reactive`).

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
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import cards
from lotr_table.games.lotr_coop.flow import answer, ask, free, say, step, then
from lotr_table.games.lotr_coop.state import State, name

EPICS: dict[str, Callable[[State, int, Action], None]] = {}
STAFF_TILES = ("meagre_choice", "retreat")
FREE_EPICS = frozenset({"miruvor", "elessar", "lembas", "phial", "staff"})   # free_actions' cards


def epic(card: str):
    def register(fn):
        EPICS[card] = fn
        return fn
    return register


def _stage(s: State) -> str | None:
    return s.scratch.get("open")


def free_actions(s: State, seat: int) -> list[Action]:
    """The epic cards `seat` could play now from his hand."""
    h = s.hobbits[seat]
    if not h.alive or s.over:
        return []
    if FREE_EPICS.isdisjoint(h.hand):         # the usual case: none of them in hand
        return []
    hand = set(h.hand)
    out: list[Action] = []
    living = s.living()
    if "miruvor" in hand:
        for giver in living:
            cards = len(s.hobbits[giver].hand) - (1 if giver == seat else 0)
            if cards <= 0:
                continue
            for to in living:
                if to != giver:
                    out.append(act("epic", card="miruvor", target=giver, to=to))
    if "elessar" in hand:
        out += [act("epic", card="elessar", target=x) for x in living if s.hobbits[x].pos > 0]
    if "lembas" in hand:
        out += [act("epic", card="lembas", target=x) for x in living]
    if "phial" in hand and _stage(s) == "reveal" and not s.scratch.get("phial"):
        out.append(act("epic", card="phial"))
    if ("staff" in hand and _stage(s) == "tile" and s.tile in STAFF_TILES
            and not s.scratch.get("tile_cancelled")):
        out.append(act("epic", card="staff"))
    return out


def _play(s: State, seat: int, card: str) -> None:
    cards.discard(s, seat, card, log=False)
    say(s, "{hobbit} plays {card}.", hobbit=name(s, seat), card=card)


@free("epic")
def on_epic(s: State, seat: int, a: Action) -> None:
    card = a["card"]
    _play(s, seat, card)
    EPICS[card](s, seat, a)


def play_reactive(s: State, seat: int, card: str, target: int) -> None:
    """Belt / Mithril coat / Athelas played in a reactive window: discard and log; the window (windows.py)
    then skips the roll / ignores the result / cancels the penalty for `target`."""
    _play(s, seat, card)
    say(s, "{card} protects {hobbit}.", card=card, hobbit=name(s, target))


# ------------------------------------------------------------------ the cards

@epic("miruvor")
def miruvor(s: State, seat: int, a: Action) -> None:
    # seed: «позволяет любому игроку передать одну карту любому другому игроку». The user
    # names giver and receiver; the giver picks the card behind the curtain.
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


@epic("elessar")
def elessar(s: State, seat: int, a: Action) -> None:
    # seed: «любой игрок может сдвинуть своего хоббита на деление влево …, если это возможно»
    then(s, ("do_move", a["target"], -1, "elessar"))


@epic("lembas")
def lembas(s: State, seat: int, a: Action) -> None:
    # seed: «любой игрок может сбросить столько карт, сколько пожелает, и потом вытянуть новые
    # карты из колоды путешествия, пока на руке не будет шесть карт»
    then(s, ("lembas_discard", a["target"]))


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


@epic("phial")
def phial(s: State, seat: int, a: Action) -> None:
    # seed: «применяется к активному игроку, когда тот должен раскрыть следующий жетон истории.
    # Активный игрок не раскрывает жетон истории и продолжает свой ход розыгрышем карт.»
    s.scratch["phial"] = True


@epic("staff")
def staff(s: State, seat: int, a: Action) -> None:
    # seed: «лишает силы жетон истории «Небогатый выбор» или жетон «Отступление». Братство не
    # должно сбрасывать карты и жетоны, а маркер событий не сдвигается дальше»
    s.scratch["tile_cancelled"] = True
    say(s, "{tile} has no effect.", tile=s.tile)


def reactive(card: str):
    def fn(s: State, seat: int, a: Action) -> None:
        raise ValueError(f"{card} is played only in its reactive window")
    return fn


for _c in ("belt", "mithril", "athelas"):
    EPICS[_c] = reactive(_c)


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
