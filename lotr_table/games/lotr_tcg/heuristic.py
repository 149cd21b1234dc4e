"""A rule-of-thumb player for the Trading Card Game ("heuristic" in the arena), the yardstick
of the search player, whose simulated games it also finishes (ai_knowledge.py).

Its rules, a player's habits rather than the rulebook's:
  * the Free Peoples player builds his fellowship (companions first, then their possessions),
    the Shadow player spends his twilight on minions, the strongest first;
  * events are played in the skirmish phase, where most of them count; an ability is used
    there too, and elsewhere only a card's own "use" that costs nothing of the fellowship;
  * each minion is met by the strongest companion still free, never the Ring-bearer while
    another can stand; the Shadow player sends his leftovers where they win most;
  * archery and other wounds go to whoever has the most vitality to spare, never the
    Ring-bearer while another can take them; the sanctuary heals the most wounded;
  * the fellowship moves on while it is healthy and no minion waits, and whenever staying
    would lose the race to the last site; it stays when its Ring-bearer is worn;
  * it bids nothing, takes the first place and its costliest starting companions.

It reads only what its seat sees (`Seen`), built from the seat's view for the player, or from
a sampled state for the search's simulations, where it looks only at the cards its own
options name and at the cards in play."""

from __future__ import annotations

import random
from typing import Any, Callable

from lotr_table.engine.action import Action
from lotr_table.games.lotr_tcg.data import content

CARDS = content().cards
GOOD_FELLOWSHIP = 4          # companions the Free Peoples player wants before he stops adding


class Seen:
    """What one seat sees of a game, read the same way from a view or a sampled state."""

    __slots__ = ("seat", "fp", "phase", "twilight", "card_of", "strength", "wounds", "play", "bearers",
                 "burdens", "assigned", "skirmish", "markers", "last_site")

    def __init__(self, seat: int, fp: int, phase: str, twilight: int, card_of: Callable[[str], str | None],
                 strength: Callable[[str], int], wounds: dict, play: Callable[[int], list[str]],
                 bearers: dict, burdens: dict, assigned: dict, skirmish: Any, markers: dict,
                 last_site: int) -> None:
        self.seat, self.fp, self.phase, self.twilight = seat, fp, phase, twilight
        self.card_of, self.strength, self.wounds, self.play = card_of, strength, wounds, play
        self.bearers, self.burdens, self.assigned, self.skirmish = bearers, burdens, assigned, skirmish
        self.markers, self.last_site = markers, last_site

    @classmethod
    def of_view(cls, view: dict, seat: int) -> "Seen":
        known = {c["id"]: c["card"] for z in view["zones"].values() for c in z["cards"] if c}
        zones = view["zones"]
        strength = view["strength"]

        def play(p: int) -> list[str]:
            return [c["id"] for c in zones.get(f"play{p}", {}).get("cards", []) if c]
        return cls(seat, view["fp"], view["phase"], view["twilight"], known.get,
                   lambda i: strength.get(i, _printed(known.get(i), "strength")), view["wounds"], play,
                   {int(p): b for p, b in view["ring_bearers"].items()},
                   {int(p): b for p, b in view["burdens"].items()}, view["assigned"], view["skirmish"],
                   {int(p): m for p, m in view["markers"].items()}, view["last_site"])

    @classmethod
    def of_state(cls, s: Any, seat: int) -> "Seen":
        from lotr_table.games.lotr_tcg import cards as C
        cards = s.zones.cards
        return cls(seat, s.fp, s.phase, s.twilight, s.zones.card_of.get, lambda i: C.strength(s, i), s.wounds,
                   lambda p: cards[f"play{p}"], s.bearer, s.burdens, s.assigned, s.fought or None,
                   s.marker, s.opts.last_site)

    def card(self, inst: str | None):
        return CARDS.get(self.card_of(inst) or "") if inst else None

    def spare(self, inst: str) -> int:
        """Vitality left before the character dies (printed vitality; bonuses not counted)."""
        return _printed(self.card_of(inst), "vitality") - self.wounds.get(inst, 0)

    def is_bearer(self, inst: str) -> bool:
        return inst in self.bearers.values()

    def minions(self) -> list[str]:
        """The minions in play, every Shadow player's."""
        return [i for p in self.markers for i in self.play(p) if (c := self.card(i)) is not None
                and c.type == "minion"]

    def companions(self, p: int) -> list[str]:
        return [i for i in self.play(p) if (c := self.card(i)) is not None and c.type == "companion"]


def _printed(code: str | None, field: str) -> int:
    card = CARDS.get(code or "")
    return (getattr(card, field, None) or 0) if card is not None else 0


class Heuristic:
    name = "heuristic"

    def choose(self, eye, rng: random.Random) -> Action:
        legal = eye.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return pick(legal, Seen.of_view(eye.view(), eye.seat), rng)


def pick(legal: list[Action], seen: Seen, rng: random.Random) -> Action:
    """The best-scored option; a pass (or "done", "keep", "no") when nothing scores above it."""
    best, best_score = None, -1e9
    for a in legal:
        score = value(a, seen)
        if score > best_score:
            best, best_score = a, score
    if best_score == 0.0:                      # nothing to tell the options apart
        ties = [a for a in legal if value(a, seen) == 0.0]
        return rng.choice(ties)
    return best


def value(a: Action, seen: Seen) -> float:
    kind = a.kind
    scorer = SCORERS.get(kind)
    return scorer(a, seen) if scorer is not None else 0.0


def _pass(a: Action, seen: Seen) -> float:
    return 0.05                                # above a doubtful option, below a useful one


def _play(a: Action, seen: Seen) -> float:
    card = seen.card(a.get("card"))
    if card is None:
        return 0.0
    mine_fp = seen.seat == seen.fp
    if card.type == "companion":
        return 3.0 + card.cost / 4 if len(seen.companions(seen.seat)) < GOOD_FELLOWSHIP + 1 else 0.0
    if card.type == "minion":
        return 2.0 + (card.strength or 0) / 4
    # the Free Peoples player's twilight feeds the Shadow's minions: a card of his is worth
    # its cost only when it fights (a companion, an item on one), the rest only when cheap
    thrift = card.cost * 0.6 if mine_fp else 0.0
    if card.type == "ally":
        return 1.2 - thrift
    if card.type in ("possession", "artifact"):
        bearer = a.get("bearer")
        gain = 1.5 if bearer is None or not seen.is_bearer(bearer) or card.item_class is None else 1.0
        return gain - thrift / 2
    if card.type == "condition":
        return (0.8 if mine_fp == (card.side == "free_peoples") else 0.3) - thrift
    if card.type == "event":
        return _event(seen)
    return 0.3


def _event(seen: Seen) -> float:
    """Most events pump a skirmish: they count there."""
    return 1.0 if seen.phase == "skirmish" else 0.02


def _use(a: Action, seen: Seen) -> float:
    # an ability costs something nearly always (an exertion, twilight, a discard): used in a
    # skirmish where it can turn it, elsewhere only when its card is not a companion's own
    card = seen.card(a.get("card"))
    if card is not None and card.type == "the_one_ring":
        return _ring(card, seen)
    if seen.phase == "skirmish":
        return 0.6
    if card is not None and card.type == "minion":
        return 0.5
    return 0.0


def _ring(ring, seen: Seen) -> float:
    """The Ring put on as its bearer is about to take a wound: each wound then becomes burdens
    (two for Isildur's Bane, one for the Ruling Ring). Worn when the wound would leave him
    nearly dead, and whenever a burden costs less than a wound (the Ruling Ring), never when
    the burdens would corrupt him."""
    bearer = seen.bearers.get(seen.seat)
    if bearer is None:
        return 0.0
    per_wound = 2 if ring.vitality else 1
    resistance = _printed(seen.card_of(bearer), "resistance") or 10
    if seen.burdens.get(seen.seat, 0) + 2 * per_wound >= resistance:
        return 0.0
    if seen.spare(bearer) <= 2:
        return 2.0
    return 0.6 if per_wound == 1 else 0.0


def _assign(a: Action, seen: Seen) -> float:
    """Whoever assigns: the margin the assigning side gets."""
    comp, minion = a["companion"], a["minion"]
    margin = seen.strength(comp) - seen.strength(minion)
    if seen.seat == seen.fp:                  # meet it with the strongest free companion
        taken = 2.0 if seen.assigned.get(comp) else 0.0
        bearer = 3.0 if seen.is_bearer(comp) else 0.0
        return 5.0 + margin - taken - bearer
    # the Shadow player: where the minion wins, the most so on a worn companion
    return 5.0 - margin + (2.0 if seen.spare(comp) <= 1 else 0.0) + (1.0 if seen.is_bearer(comp) else 0.0)


def _done(a: Action, seen: Seen) -> float:
    return 0.1


def _wound(a: Action, seen: Seen) -> float:
    inst = a.get("card")
    if inst is None:
        return 0.0
    mine = inst.startswith(f"p{seen.seat}.")
    spare = seen.spare(inst)
    if mine:        # wound our own: whoever has most to spare, never the Ring-bearer while another can
        return 1.0 + spare - (10.0 if seen.is_bearer(inst) else 0.0)
    return 1.0 + 5.0 - spare                  # an enemy: the one nearest death


def _exert(a: Action, seen: Seen) -> float:
    cards = a.get("cards", ())
    return 1.0 + sum(seen.spare(i) - (10.0 if seen.is_bearer(i) else 0.0) for i in cards) / max(len(cards), 1)


def _heal(a: Action, seen: Seen) -> float:
    inst = a.get("card")
    return 1.0 + seen.wounds.get(inst, 0) + (1.0 if inst and seen.is_bearer(inst) else 0.0)


def _regroup(a: Action, seen: Seen) -> float:
    return 1.0 if (a.kind == "move") == _moving_on(seen) else 0.5


def _moving_on(seen: Seen) -> bool:
    """On while the Ring-bearer can take a wound and no minion is left in play: the first to the
    last site wins, and the search weighs the danger a site holds where it matters. A player
    who would lose the race by staying moves on whatever waits, while his Ring-bearer can take
    a wound: every other player moves before his next turn, so staying level is falling behind."""
    bearer = seen.bearers.get(seen.seat)
    spare = seen.spare(bearer) if bearer is not None else 0
    if spare < 2:
        return False
    if _behind(seen):
        return True
    return not seen.minions()                      # they stay until the turn ends, and fight again


def _behind(seen: Seen) -> bool:
    """Staying loses the race: another player, moving a site a turn, reaches the last site
    before this one does (each of the others has his turn before this player's next)."""
    mine = seen.markers.get(seen.seat, 1)
    return any(site >= mine for p, site in seen.markers.items() if p != seen.seat)


def _discard(a: Action, seen: Seen) -> float:
    card = seen.card(a.get("card"))
    if card is None:
        return 0.0
    # reconcile: give up the card of the side we play least soon, the cheapest
    return 0.2 - card.cost / 20


def _skirmish(a: Action, seen: Seen) -> float:
    comp = a["companion"]
    against = sum(seen.strength(m) for m in seen.assigned.get(comp, ()))
    return 1.0 + (seen.strength(comp) - against) / 10


def _start(a: Action, seen: Seen) -> float:
    card = seen.card(a.get("card"))
    return 1.0 + (card.cost if card else 0)


def _bid(a: Action, seen: Seen) -> float:
    return 1.0 - a["n"]


def _place(a: Action, seen: Seen) -> float:
    return 1.0 - a["n"] / 10


SCORERS: dict[str, Callable[[Action, Seen], float]] = {
    "pass": _pass, "play": _play, "event": lambda a, seen: _event(seen), "use": _use,
    "assign": _assign, "done": _done, "archery_wound": _wound, "exert": _exert, "heal": _heal,
    "move": _regroup, "stay": _regroup, "discard": _discard, "keep": lambda a, seen: 0.5,
    "skirmish": _skirmish, "start": _start, "bid": _bid, "place": _place,
    "yes": lambda a, seen: 0.5, "no": lambda a, seen: 0.1,
}
