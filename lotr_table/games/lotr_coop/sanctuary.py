"""The sanctuary actions (digest §4.2; seed: «СПОКОЙНЫЕ ПРИЮТЫ»), one function per action id.

seed: «Выполняя действия в «спокойном приюте», Кольценосец берёт на себя функции активного
игрока.» Every action here takes the Ring-bearer as the active player; "each player" actions
go from the Ring-bearer clockwise (A34).

The step ("sanctuary_action", action_id) runs the action. The open `sanctuary_window` before
each action (epic cards, Gandalf, floor — A13, A31) is posed by adventure.py
("sanctuary_q"), so this module does not pose one of its own.
"""

from __future__ import annotations

from typing import Callable

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import cards
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.flow import answer, ask, say, shuffle, step, then
from lotr_table.games.lotr_coop.payments import SEAT
from lotr_table.games.lotr_coop.state import State, name

ACTIONS: dict[str, Callable[[State], None]] = {}


def action(action_id: str):
    def register(fn):
        ACTIONS[action_id] = fn
        return fn
    return register


@step("sanctuary_action")
def run_action(s: State, action_id: str) -> None:
    say(s, "Sanctuary action: {action}.", action=action_id)
    ACTIONS[action_id](s)


def _rb(s: State) -> int:
    return s.ring_bearer if s.ring_bearer is not None else s.active


# ------------------------------------------------------------------ Bag End (seed)

@action("gandalf")
def gandalf(s: State) -> None:
    # seed: «каждый берёт на руку шесть карт путешествия»
    then(s, ("do_each_draw", _rb(s), 6))


@action("preparation")
def preparation(s: State) -> None:
    # seed: «Кольценосец … может решить, нужна ли хоббитам «Подготовка». … он раскрывает ещё
    # четыре карты путешествия и на свой вкус раздаёт их по одной каждому игроку, но затем
    # бросает кубик угрозы.» (A1: the 4 cards go one at a time to any players he chooses)
    rb = _rb(s)
    ask(s, rb, "prepare", [act("prepare"), act("decline")],
        "{hobbit}: reveal 4 journey cards to hand out, then roll the threat die?", hobbit=name(s, rb))


@answer("prepare")
def on_prepare(s: State, d, a: Action) -> None:
    if a.kind == "decline":
        say(s, "{hobbit} declines the Preparation.", hobbit=name(s, d.seat))
        return
    for _ in range(4):
        if cards.reveal_top(s) is None:
            break
    then(s, ("hand_out_revealed",), ("do_roll", d.seat, "sanctuary"))


@step("hand_out_revealed")
def hand_out_revealed(s: State) -> None:
    """The Ring-bearer hands each face-up card in `s.revealed` to a living player."""
    if not s.revealed or s.over:
        return
    rb = _rb(s)
    acts = [act("give_to", seat=x) for x in s.clockwise_from(rb)]
    ask(s, rb, "give_to", acts, "{hobbit}: who gets {card}?", data=s.revealed[0],
        hobbit=name(s, rb), card=s.revealed[0])


@answer("give_to")
def on_give_to(s: State, d, a: Action) -> None:
    card = s.revealed.pop(0)
    seat = a["seat"]
    s.hobbits[seat].hand.append(card)
    say(s, "{hobbit} gets {card}.", hobbit=name(s, seat), card=card)
    then(s, ("hand_out_revealed",))


@action("nazgul_attack")
def nazgul_attack(s: State) -> None:
    # seed: «один игрок сбросит две карты уклонения с одним щитом или одну с двумя щитами …
    # Вместо карт уклонения можно сбросить карты-джокеры со звёздами. Если ни один игрок не
    # может или не хочет сбросить требуемое, Саурон сдвигается … на одно деление»
    then(s, ("payment", "one", _rb(s), (("hiding", 2),), "nazgul_attack", (), (("do_sauron", 1),)))


# ------------------------------------------------------------------ Rivendell [P]

def _hand_out_legendary(s: State, location: str) -> None:
    """A22: by `opts.sanctuary_cards`: "deal" = shuffled, dealt face down one at a time
    clockwise from the Ring-bearer; "ring_bearer_chooses" = shown face up, the Ring-bearer
    names who gets each."""
    cards = [c for c in tables.locs()[tables.LOCATIONS.index(location)].cards]
    rb = _rb(s)
    if s.opts.sanctuary_cards == "ring_bearer_chooses":
        s.revealed.extend(cards)
        then(s, ("hand_out_revealed",))
        return
    shuffle(s, cards)
    order = s.clockwise_from(rb)
    got: dict[int, list] = {x: [] for x in order}
    for i, card in enumerate(cards):
        got[order[i % len(order)]].append(card)
    for x in order:
        s.hobbits[x].hand.extend(got[x])
        say(s, "{hobbit} is dealt {n} {location} cards.", hobbit=name(s, x), n=len(got[x]),
            location=location)
        say(s, "{hobbit} is dealt {cards}.", vis=x, hobbit=name(s, x), cards=tuple(got[x]))


@action("elrond")
def elrond(s: State) -> None:
    _hand_out_legendary(s, "rivendell")


@action("council")
def council(s: State) -> None:
    # Each player passes 1 hand card face down to the next player clockwise (A21: every pick
    # is made before any card is received).
    s.scratch["council"] = {}
    then(s, *[("council_pick", x) for x in s.clockwise_from(_rb(s))], ("council_deliver",))


@step("council_pick")
def council_pick(s: State, seat: int) -> None:
    h = s.hobbits[seat]
    if not h.alive or not h.hand:
        return
    acts = [act("pass_card", card=c) for c in sorted(set(h.hand))]
    ask(s, seat, "council", acts, "{hobbit}: pass one card to the next player", hobbit=h.hobbit)


@answer("council")
def on_council(s: State, d, a: Action) -> None:
    card = a["card"]
    s.hobbits[d.seat].hand.remove(card)
    picks = dict(s.scratch.get("council", {}))
    picks[d.seat] = card
    s.scratch["council"] = picks
    say(s, "{hobbit} chooses a card to pass.", hobbit=name(s, d.seat))
    say(s, "{hobbit} will pass {card}.", vis=d.seat, hobbit=name(s, d.seat), card=card)


@step("council_deliver")
def council_deliver(s: State) -> None:
    picks = s.scratch.pop("council", {})
    for seat, card in sorted(picks.items()):
        nxt = [x for x in s.clockwise_from(seat) if x != seat]
        to = nxt[0] if nxt else seat
        s.hobbits[to].hand.append(card)
        if to != seat:
            say(s, "{hobbit} passes a card to {other}.", hobbit=name(s, seat), other=name(s, to))
            say(s, "{hobbit} receives {card} from {other}.", vis=to, hobbit=name(s, to), card=card,
                other=name(s, seat))


@action("fellowship")
def fellowship(s: State) -> None:
    # Each player from the Ring-bearer discards 1 friendship symbol or rolls.
    then(s, ("payment", "each", _rb(s), (("friendship", 1),), "fellowship", (),
             (("do_roll", SEAT, "sanctuary"),)))


# ------------------------------------------------------------------ Lothlórien

@action("galadriel")
def galadriel(s: State) -> None:
    # seed: «Кольценосец раздаёт легендарные карты Лориена игрокам.»
    _hand_out_legendary(s, "lothlorien")


@action("recovery")
def recovery(s: State) -> None:
    # [P] Each player may discard runes worth 2: draw 2 journey cards or ○.
    then(s, ("payment", "each", _rb(s), (("runes", 2),), "recovery",
             (("do_recover", SEAT, "recovery"),), ()))


@action("test_of_galadriel")
def test_of_galadriel(s: State) -> None:
    # [P] Each player discards 1 star card or rolls.
    then(s, ("payment", "each", _rb(s), (("star", 1),), "test_of_galadriel", (),
             (("do_roll", SEAT, "sanctuary"),)))


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "Sanctuary action: {action}.",
    "{hobbit} declines the Preparation.",
    "{hobbit} gets {card}.",
    "{hobbit} is dealt {cards}.",
    "{hobbit} is dealt {n} {location} cards.",
    "{hobbit} will pass {card}.",
    "{hobbit} chooses a card to pass.",
    "{hobbit} receives {card} from {other}.",
    "{hobbit} passes a card to {other}.",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{hobbit}: reveal 4 journey cards to hand out, then roll the threat die?",
    "{hobbit}: who gets {card}?",
    "{hobbit}: pass one card to the next player",
)
