"""Readable positions of the Trading Card Game to look at (`lotr-table screenshot lotr_tcg
--position NAME`) and to draw the rules' pictures from, each a whole position
(`GAME.position_of`) reached by playing the starter decks from a fixed seed, preferring to
play cards and assign minions, until the moment named comes: `skirmish` (a skirmish being
fought, cards in play on both sides), `assignment` (minions to assign), `four` (four players,
the second turn), `starting` (the full game: a starting fellowship being chosen after the bids),
`bidding` (the full game's first question: each player's bid of burdens);
and `crowded`, set up rather than played: four players, the Free Peoples player's fellowship
of eight companions and an ally, some bearing cards, another player's of six.)"""

from __future__ import annotations

import random

MOMENTS = ("skirmish", "assignment", "four", "starting", "bidding", "crowded")

CROWDED = {"players": 4, "fp": 0, "site": 3, "at": "fellowship", "seats": [
    dict(deck="aragorn", play=["1P365", "1U97", "1U51", "1R13", "1C303", "1C306", "1C311", "1R30", "1R288",
                               {"card": "1C299", "on": "1C303"}, {"card": "1C92", "on": "1P365"},
                               {"card": "1C107", "on": "1P365"}, "1C104"],
         hand=["1C296", "1U108"], wounds={"1U97": 1}),
    dict(deck="gandalf", play=["1P364", "1U12", "1R96", "1R307", "1U51", "1C311"],
         hand=["1C176", "1C177", "1C179", "1C180", "1C182", "1C176", "1C177"]),
    dict(deck="aragorn", hand=["1C176", "1C177", "1C179"]), dict(deck="gandalf", hand=["1C176"])]}


def _reached(name: str, view: dict) -> bool:
    in_play = sum(1 for z, v in view["zones"].items() if z.startswith("play") for c in v["cards"])
    if name == "skirmish":
        return bool(view["skirmish"]) and in_play >= 9
    if name == "assignment":
        question = view.get("question") or {}
        return view["phase"] == "assignment" and "shape" in question and question["prompt"].startswith("Assign")
    if name == "starting":
        return (view.get("question") or {}).get("prompt", "").startswith("Choose a companion for your starting")
    if name == "bidding":
        return (view.get("question") or {}).get("kind") == "bid"
    return view["turn"] >= 2 and view["phase"] == "fellowship"


def position(name: str) -> dict:
    if name not in MOMENTS:
        raise KeyError(f"known positions: {', '.join(MOMENTS)}")
    from lotr_table.engine import registry
    game = registry.get_game("lotr_tcg")
    if name == "crowded":
        return game.position_of(game.position(CROWDED, seed=1))
    players = 4 if name == "four" else 2
    for seed in range(1, 50):
        state = game.setup(game.Options(players=players, variant="full" if name in ("starting", "bidding") else "starter"), seed)
        rng = random.Random(seed)
        for _ in range(600):
            seats = game.to_act(state)
            if not seats:
                break
            view = game.view(state, frozenset(seats[:1]))
            if _reached(name, view):
                return game.position_of(state)
            legal = game.legal_actions(state, seats[0])
            busy = [a for a in legal if a.kind in ("play", "assign")]
            state = game.apply(state, seats[0], rng.choice(busy) if busy and rng.random() < 0.9 else rng.choice(legal))
    raise KeyError(name)
