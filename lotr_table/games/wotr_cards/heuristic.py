"""A rule-of-thumb player ("heuristic" in the arena), the yardstick for the search player:
it puts a card where its icons count most for its side (defence where its side defends,
attack where it attacks), pays with the card worth least, passes when the rules let it and
nothing is worth doing, and gives up the cheapest card when it must lose one.

It sees the game as a player does: through its seat's view and legal actions."""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.games.wotr_cards.cards import FREE_PEOPLES, faction_cards, locations
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
        side = setup_of(Options(scenario=view["scenario"], players=_players(view))).decks[eye.seat].side
        scored = [(self._value(a, known, side, view), i) for i, a in enumerate(legal)]
        best, index = max(scored)
        if best <= 0 and any(a.kind == "pass" for a in legal):
            return next(a for a in legal if a.kind == "pass")
        return legal[index]

    @staticmethod
    def _value(a: Action, known: dict, side: str, view: dict) -> float:
        card = CARDS.get(known.get(a.get("card", ""), ""))
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
            if to in known:                      # an item on a character in play
                return 0.6 + worth / 4
            return 0.3 if card.type == "character" else 0.1
        if a.kind == "move":
            return 0.9
        if a.kind in ("yes", "take", "path", "battleground", "token", "option"):
            return 0.5
        if a.kind in GIVE_UP:                    # lose the card worth least
            return (1.0 if a.get("top") else 0.5) - worth / 10
        if a.kind == "use":
            return 0.4
        return 0.0


def _players(view: dict) -> int:
    return {"trilogy": 4, "duel": 2, "three_player_duel": 3, "fellowship": 2}[view["scenario"]]
