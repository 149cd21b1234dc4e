"""A rule-of-thumb player for the Trading Card Game ("heuristic" in the arena), the yardstick
of the search player, whose simulated games it also finishes (ai_knowledge.py).

Its rules, a player's habits rather than the rulebook's:
  * the Free Peoples player builds his fellowship (companions first, then their possessions),
    the Shadow player spends his twilight on minions, the strongest first;
  * events are played in the skirmish phase, where most of them count; an ability is used
    there too, and elsewhere only a card's own "use" that costs nothing of the fellowship;
  * each minion is met by a companion, the strongest still free first, even one that loses
    (a minion left unassigned goes where the Shadow likes); the Ring-bearer is left to the
    Shadow; the Shadow player sends his leftovers where they kill the Ring-bearer, else where
    they win most;
  * at reconcile it gives up a card worth little, to draw a fresh one;
  * archery and other wounds go to whoever has the most vitality to spare, never the
    Ring-bearer while another can take them; the sanctuary heals the most wounded;
  * the fellowship moves on while it is healthy and no minion waits, and whenever staying
    would lose the race to the last site; it stays when its Ring-bearer is worn, and when he
    stands alone before a pool that buys his overwhelming (unless the race ends next turn);
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
                 "burdens", "assigned", "skirmish", "markers", "last_site", "path")

    def __init__(self, seat: int, fp: int, phase: str, twilight: int, card_of: Callable[[str], str | None],
                 strength: Callable[[str], int], wounds: dict, play: Callable[[int], list[str]],
                 bearers: dict, burdens: dict, assigned: dict, skirmish: Any, markers: dict,
                 last_site: int, path: dict | None = None) -> None:
        self.seat, self.fp, self.phase, self.twilight = seat, fp, phase, twilight
        self.card_of, self.strength, self.wounds, self.play = card_of, strength, wounds, play
        self.bearers, self.burdens, self.assigned, self.skirmish = bearers, burdens, assigned, skirmish
        self.markers, self.last_site = markers, last_site
        self.path = path or {}              # site number -> the site's card instance, as laid

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
                   {int(p): m for p, m in view["markers"].items()}, view["last_site"],
                   {int(n): i for n, i in view.get("path", {}).items()})

    @classmethod
    def of_state(cls, s: Any, seat: int) -> "Seen":
        from lotr_table.games.lotr_tcg import cards as C
        cards = s.zones.cards
        return cls(seat, s.fp, s.phase, s.twilight, s.zones.card_of.get, lambda i: C.strength(s, i), s.wounds,
                   lambda p: cards[f"play{p}"], s.bearer, s.burdens, s.assigned, s.fought or None,
                   s.marker, s.opts.last_site, s.path)

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
    if seen.seat == seen.fp:
        # every minion met by a companion, the strongest free one first, even one that loses:
        # a minion left unassigned goes where its Shadow player likes, to the Ring-bearer.
        # The Ring-bearer himself is never offered: the Shadow player may leave him be.
        if seen.is_bearer(comp):
            return 0.0
        taken = 2.0 if seen.assigned.get(comp) else 0.0
        return 20.0 + margin - taken
    # the Shadow player: where the minions win, the most so on a worn companion, and first
    # where they kill the Ring-bearer (the game) - overwhelmed at twice his strength, or his
    # last vitality taken - counting the minions already on him
    against = seen.strength(minion) + sum(seen.strength(m) for m in seen.assigned.get(comp, ()))
    margin = seen.strength(comp) - against
    kills = against >= 2 * seen.strength(comp) or (margin < 0 and seen.spare(comp) <= 1)
    bearer = seen.is_bearer(comp)
    return (5.0 - margin + (2.0 if seen.spare(comp) <= 1 else 0.0) + (1.0 if bearer else 0.0)
            + (4.0 if kills else 0.0) + (20.0 if kills and bearer else 0.0))


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
    if bearer is not None and _overwhelmed(seen, bearer):
        # a lone Ring-bearer moving into a pool that buys a minion twice his strength dies
        # there (most games a random deck lost); he waits, unless another player may reach
        # the last site on his next turn
        return _finishing(seen)
    if _behind(seen):
        return True
    return not seen.minions()                      # they stay until the turn ends, and fight again


def _finishing(seen: Seen) -> bool:
    """Another player stands within two moves of the last site: his next turn may end the race."""
    return any(site + 2 >= seen.last_site for p, site in seen.markers.items() if p != seen.seat)


def _overwhelmed(seen: Seen, bearer: str) -> bool:
    """A Ring-bearer without another companion to stand for him, whom the strongest minion
    the Shadow could pay for at the next site would overwhelm (twice his strength: killed)."""
    if any(c != bearer for c in seen.companions(seen.seat)):
        return False
    return _threat(seen) >= 2 * seen.strength(bearer)


def _threat(seen: Seen) -> int:
    """The strength of the strongest minion of the set the Shadow could pay for at the next
    site: the pool, one twilight for each companion and the site's shadow number (the
    likeliest for its number while no player has laid it yet), roaming minions 2 dearer."""
    number = seen.markers.get(seen.seat, 1) + 1
    laid = seen.card(seen.path.get(number))
    shadow = (laid.shadow_number or 0) if laid is not None else SHADOW_NUMBER.get(number, 0)
    pool = seen.twilight + len(seen.companions(seen.seat)) + shadow
    return max((strength for cost, site, strength in MINIONS
                if cost + (2 if site > number else 0) <= pool), default=0)


def _minions() -> list[tuple[int, int, int]]:
    return [(c.cost, c.site or 0, c.strength or 0) for c in CARDS.values() if c.type == "minion"]


def _shadow_numbers() -> dict[int, int]:
    """The commonest shadow number of the sites of each number."""
    seen: dict[int, list[int]] = {}
    for c in CARDS.values():
        if c.type == "site" and c.site is not None:
            seen.setdefault(c.site, []).append(c.shadow_number or 0)
    return {n: max(set(v), key=v.count) for n, v in seen.items()}


MINIONS = _minions()
SHADOW_NUMBER = _shadow_numbers()


def _behind(seen: Seen) -> bool:
    """Staying loses the race: another player, moving a site a turn, reaches the last site
    before this one does (each of the others has his turn before this player's next)."""
    mine = seen.markers.get(seen.seat, 1)
    return any(site >= mine for p, site in seen.markers.items() if p != seen.seat)


def _discard(a: Action, seen: Seen) -> float:
    """A card given up (at reconcile, the only way to a fresh card besides the draw up to
    eight): the one least worth keeping, and one whenever the hand holds a card worth little
    (a hand of events and conditions never played would never draw the minions it lacks)."""
    card = seen.card(a.get("card"))
    if card is None:
        return 0.0
    return 2.0 - _worth(card, seen)


def _worth(card, seen: Seen) -> float:
    """What a card in hand is worth keeping: minions and companions most (a unique companion
    already in play, nothing), items on them next, the rest little."""
    if card.type == "minion":
        return 3.0 + (card.strength or 0) / 4
    if card.type == "companion":
        if card.unique and any(seen.card(i) is not None and seen.card(i).title == card.title
                               for p in seen.markers for i in seen.play(p)):
            return 0.0
        return 3.0 + card.cost / 4
    if card.type in ("possession", "artifact"):
        return 1.6
    return 1.0


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
