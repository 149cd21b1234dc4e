"""A rule-of-thumb player ("heuristic" in the arena), the yardstick for the search player:
it puts a card where its icons count most for its side (defence where its side defends,
attack where it attacks), pays with the card worth least, passes when the rules let it and
nothing is worth doing, and gives up the cheapest card when it must lose one.

It sees the game as a player does: through its seat's view and legal actions. The same rule
(`pick`) also finishes the search player's simulated rounds, reading a sampled state only
for the cards its own actions name, which that seat holds or sees in play."""

from __future__ import annotations

import random
from typing import Callable

from lotr_table.engine.action import Action
from lotr_table.games.wotr_cards.cards import FREE_PEOPLES, faction_cards, locations
from lotr_table.games.wotr_cards.game import deck_list
from lotr_table.games.wotr_cards.scenarios import Options, setup_of

CARDS, LOCATIONS = faction_cards(), locations()
GIVE_UP = ("forsake", "cycle", "eliminate", "casualty")


class Heuristic:
    name = "heuristic"

    def choose(self, eye, rng: random.Random) -> Action:
        legal = eye.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = eye.view()
        known = {c["id"]: c["card"] for z in view["zones"].values() for c in z["cards"] if c}
        options = Options(scenario=view["scenario"], players=_players(view))
        side = setup_of(options).decks[eye.seat].side
        counts = view.get("counts", {})
        ordering = (view.get("question") or {}).get("kind") == "combat_order"
        return pick(legal, known.get, side, lambda source: _own_pile(view, options, eye.seat, source),
                    (lambda loc: lead(counts[loc], side)) if ordering else None)


def lead(counted: dict, side: str) -> int:
    """By how many icons `side` wins a combat counted as it would start now (below 0: loses):
    the defenders hold while the attack does not exceed their defence."""
    margin = counted["defence"] - counted["attack"]
    return margin if counted["defender"] == side else -margin - 1


def pick(legal: list[Action], card_of: Callable[[str], str | None], side: str,
         pile: Callable[[str], list[str]], margin: Callable[[str], int] | None = None) -> Action:
    """The best-scored action; a pass when nothing scores above nothing and passing is allowed.
    `pile(source)`: the card ids in the seat's own "deck" or "cycle" pile, which it knows;
    `margin(location)`, given when the question is the order of the combats: the side's lead
    in that location's combat as it stands (`lead`)."""
    best_score, best = -1e9, legal[0]
    passing = None
    for a in legal:
        if a.kind == "pass":
            passing = a
        score = value(a, card_of, side) if margin is None else fight_first(margin(a["location"]))
        if score > 0 and a.kind == "use" and _takes_nothing(card_of(a["card"]), a.get("ability", 0), pile):
            score = 0.0
        if score >= best_score:          # on a tie the later action, as before
            best_score, best = score, a
    if best_score <= 0 and passing is not None:
        return passing
    return best


def value(a: Action, card_of: Callable[[str], str | None], side: str) -> float:
    named = a.get("card", "")
    card = CARDS.get(card_of(named) or "") if named else None
    worth = sum(card.icons.values()) if card else 0
    if a.kind == "play" and card is not None:
        to = a.get("to")
        if to in LOCATIONS:
            loc = LOCATIONS[to]
            defends = (side == FREE_PEOPLES) if loc.kind == "path" else (side == loc.side)
            icon = ("path_" if loc.kind == "path" else "bg_") + ("def" if defends else "atk")
            return card.icons.get(icon, 0) + 0.5
        if to == "event":
            return 0.8
        if to is not None and card_of(to) is not None:      # an item on a character in play
            return 0.6 + worth / 4
        return 0.3 if card.type == "character" else 0.1
    if a.kind == "move":
        return 0.9
    if a.kind == "support":                  # the character with most leadership icons
        led = CARDS.get(card_of(a["character"]) or "")
        return 0.5 + (sum(n for k, n in led.icons.items() if k.startswith("lead_")) / 10 if led else 0)
    if a.kind in ("yes", "take", "path", "battleground", "token", "option"):
        return 0.5
    if a.kind in GIVE_UP:                    # lose the card worth least
        return (1.0 if a.get("top") else 0.5) - worth / 10
    if a.kind == "use":
        return 0.4
    return 0.0


def fight_first(lead: int) -> float:
    """The combat to fight next: the narrowest win first, before another combat can take away
    a card its count relies on; then the combats lost, the worst first."""
    return 2.0 - lead / 100 if lead >= 0 else 1.0 + lead / 100


def _takes_nothing(card_id: str | None, ability: int, pile: Callable[[str], list[str]]) -> bool:
    """An action whose aim is to take a named card from the seat's deck or cycle pile, when no
    such card is there: using it only pays its cost (and Denethor's can be paid again and
    again, so a player who never passed would never end the phase)."""
    card = CARDS.get(card_id or "")
    if card is None or ability >= len(card.abilities):
        return False
    effect = card.abilities[ability].get("effect", {})
    for step in effect.get("steps", [effect]):
        if step.get("name") == "take" and step.get("cards"):
            return not set(step["cards"]) & set(pile(step.get("source", "deck")))
    return False


def _own_pile(view: dict, options: Options, seat: int, source: str) -> list[str]:
    """What the seat knows its deck or cycle pile holds: the cycle pile it sees; the deck is
    its deck list less every card of its own it sees elsewhere."""
    if source != "deck":
        return [c["card"] for c in view["zones"].get(f"{source}{seat}", {}).get("cards", []) if c]
    left = list(deck_list(options, seat))
    for zone in view["zones"].values():
        for c in zone["cards"]:
            if c and c["id"].startswith(f"f{seat}_") and c["card"] in left:
                left.remove(c["card"])
    return left


def _players(view: dict) -> int:
    return {"trilogy": 4, "duel": 2, "three_player_duel": 3, "fellowship": 2}[view["scenario"]]
