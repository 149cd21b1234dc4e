"""The threat die (seed: КУБИК УГРОЗЫ) with the Belt and Mithril windows, Sam, and the
two-cards face as a mandatory discard.

Steps:
  ("roll", seat, source)    source: space | event | ring | crack | gollum | sanctuary
  ("discard_n", seat, n, cause)   mandatory discard of n cards, one decision per card
                            (kind "die_discard", actions discard(card)); fewer than n in hand:
                            he discards all and dies (A17). events.py uses it for Pelennor /
                            Mouth of Sauron's "discard 2 cards".
After a roll `s.last_roll` = (seat, face id); for source "ring", `s.scratch["ring_face"]`.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.cards import discard
from lotr_table.games.lotr_coop.flow import answer, ask, randbelow, say, step, then
from lotr_table.games.lotr_coop.moves import kill, move_hobbit, move_sauron
from lotr_table.games.lotr_coop.state import State
from lotr_table.games.lotr_coop.turn import any_time_actions


@step("roll")
def _roll(s: State, seat: int, source: str) -> None:
    if s.over or not s.hobbits[seat].alive:
        return
    if source == "ring":
        # seed (Belt): «нельзя использовать хоббиту, надевшему Кольцо»
        then(s, ("roll_now", seat, source))
        return
    # seed (Belt): «сыграйте эту карту на любого игрока, который должен бросить кубик угрозы»
    then(s, ("reactive", "before_roll", "belt", seat, (), (("roll_skipped", seat, source),),
             (("roll_now", seat, source),)))


@step("roll_skipped")
def _skipped(s: State, seat: int, source: str) -> None:
    say(s, "{hobbit} does not roll the threat die.", hobbit=s.hobbits[seat].hobbit)
    if source == "ring":
        s.scratch["ring_face"] = "blank"


@step("roll_now")
def _roll_now(s: State, seat: int, source: str) -> None:
    if s.over or not s.hobbits[seat].alive:
        return
    face = tables.FACES[randbelow(s, 6)]
    s.barrier += 1
    s.last_roll = (seat, face)
    if source == "ring":
        s.scratch["ring_face"] = face
    say(s, "{hobbit} rolls the threat die: {face}.", hobbit=s.hobbits[seat].hobbit, face=face)
    # seed (Mithril): «любой игрок может проигнорировать результат одного броска угрозы»
    then(s, ("reactive", "after_roll", "mithril", seat, (), (("roll_ignored", seat, face),),
             (("roll_effect", seat, face),)))


@step("roll_ignored")
def _ignored(s: State, seat: int, face: str) -> None:
    say(s, "The result {face} is ignored.", face=face)


@step("roll_effect")
def _effect(s: State, seat: int, face: str) -> None:
    if s.over:
        return
    _, _, effect, n = tables.face_index()[face]
    sam = s.hobbits[seat].hobbit == "sam"
    if effect == "sauron":
        move_sauron(s, n)
    elif effect == "corrupt":
        # seed: «она всегда проходит только одно деление» (Sam)
        move_hobbit(s, seat, 1 if sam else n, "die")
    elif effect == "discard":
        # seed: «сбрасывается только одна» (Sam)
        then(s, ("discard_n", seat, 1 if sam else n, "die"))


@step("discard_n")
def _discard_n(s: State, seat: int, n: int, cause: str) -> None:
    h = s.hobbits[seat]
    if s.over or not h.alive or n <= 0:
        return
    if len(h.hand) < n:
        # seed: «если в любой момент у игрока не хватает карт … он должен сбросить всё, что имеет,
        # и его герой тут же погибает» (A17)
        for c in list(h.hand):
            discard(s, seat, c)
        kill(s, seat, "penalty")
        return
    if len(h.hand) == n:
        for c in list(h.hand):
            discard(s, seat, c)
        return
    acts = [act("discard", card=c) for c in sorted(set(h.hand))]
    # seed: «Игрок может сыграть легендарную карту эпоса с руки в любой момент»; «В любой момент
    # игры … любой игрок может позвать Гэндальфа» — also before choosing what to discard; the
    # question is posed afresh afterwards (his hand may have changed)
    free = any_time_actions(s, seat, "discard")
    ask(s, seat, "die_discard", acts + free, "{hobbit}: discard {n} cards", data=(n, cause),
        again=("discard_n", seat, n, cause) if free else None, hobbit=h.hobbit, n=n)


@answer("die_discard")
def _on_discard(s: State, d, a: Action) -> None:
    n, cause = d.data
    discard(s, d.seat, a["card"])          # A33: Gollum discarded this way does not roll
    if n > 1:
        then(s, ("discard_n", d.seat, n - 1, cause))


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "{hobbit} does not roll the threat die.",
    "{hobbit} rolls the threat die: {face}.",
    "The result {face} is ignored.",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{hobbit}: discard {n} cards",
)
