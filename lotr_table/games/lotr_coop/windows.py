"""Reactive windows: a public question before/after a threat roll or a life-token penalty,
open only while the card that could answer it (Belt, Mithril coat, Athelas) is in some
living hand. Which legendary cards are in living hands is public, so posing the question
leaks nothing; who holds the card stays hidden (every seat may be asked, holder or not).

Step ("reactive", kind, card, target, asked, yes, no):
  kind   "before_roll" | "after_roll" | "before_penalty" (the decision kind)
  card   "belt" | "mithril" | "athelas"
  target the seat protected (the roller / the player about to be penalised); asked first
  asked  seats already asked who declined
  yes    steps to run if the card is played; no: steps to run otherwise.
The target answers `accept` (go on), `epic(card, target)` if he holds it, or `ask(seat)`;
an asked seat answers `epic(card, target)` (if he holds it) or `decline`.
Playing the card calls `epics.play_reactive(s, seat, card, target, kind)` (it discards the
card and logs), then the `yes` steps run.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import epics
from lotr_table.games.lotr_coop.cards import legendary_in_hands
from lotr_table.games.lotr_coop.flow import answer, ask, step, then
from lotr_table.games.lotr_coop.state import State

KINDS = ("before_roll", "after_roll", "before_penalty")
PROMPTS = {
    "before_roll": "{hobbit} must roll the threat die: play Galadriel's Belt?",
    "after_roll": "{hobbit} rolled {face}: play the Mithril coat to ignore it?",
    "before_penalty": "{hobbit} is about to take a missing life-token penalty: play Athelas?",
}


@step("reactive")
def _reactive(s: State, kind: str, card: str, target: int, asked: tuple, yes: tuple, no: tuple) -> None:
    if s.over:
        return
    if card not in legendary_in_hands(s) or not s.hobbits[target].alive:
        then(s, *no)
        return
    acts = [act("accept")]
    if card in s.hobbits[target].hand:
        acts.append(act("epic", card=card, target=target))
    for x in s.clockwise_from(target):
        if x != target and x not in asked:
            acts.append(act("ask", seat=x))
    params = {"hobbit": s.hobbits[target].hobbit}
    if kind == "after_roll" and s.last_roll is not None:
        params["face"] = s.last_roll[1]
    ask(s, target, kind, acts, PROMPTS[kind], data=("target", kind, card, target, asked, yes, no), **params)


def _answer(s: State, d, a: Action) -> None:
    _, kind, card, target, asked, yes, no = d.data
    if a.kind == "epic":
        epics.play_reactive(s, d.seat, card, target, kind)
        then(s, *yes)
    elif a.kind == "accept":
        then(s, *no)
    elif a.kind == "ask":
        x = a["seat"]
        acts = []
        if card in s.hobbits[x].hand:
            acts.append(act("epic", card=card, target=target))
        acts.append(act("decline"))
        params = {"hobbit": s.hobbits[target].hobbit}
        if kind == "after_roll" and s.last_roll is not None:
            params["face"] = s.last_roll[1]
        ask(s, x, kind, acts, PROMPTS[kind], data=("asked", kind, card, target, asked + (x,), yes, no), **params)
    else:   # decline by an asked seat: back to the target's question
        then(s, ("reactive", kind, card, target, asked, yes, no))


for _k in KINDS:
    answer(_k)(_answer)


# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = tuple(PROMPTS.values())
