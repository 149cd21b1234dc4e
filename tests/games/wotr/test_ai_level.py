"""The computer player at the normal level (the lobby's "Computer — normal", mcts:normal):
the search decides what an action die is used for (seed, Розділ II: «кожен кубик дії — одна
дія»), the rule of thumb every other question, so every decision stays under a second."""

import random

from lotr_table.ai.eye import SeatEye
from lotr_table.games.wotr.ai_knowledge import KNOWLEDGE
from lotr_table.games.wotr.board import NATIONS, REGULAR, SHADOW, STRONGHOLD, board
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.heuristic import HOME_FLOOR, HOME_REACH, Heuristic, decide, side_of_seat
from lotr_table.games.wotr.state import slot


def _until(seed: int, stop):
    """A 2-player game of the rule of thumb against itself, stopped at the first decision
    `stop(legal)` accepts."""
    s = GAME.setup(GAME.Options(players=2), seed)
    rng, player = random.Random(seed), Heuristic()
    while GAME.outcome(s) is None:
        seat = GAME.to_act(s)[0]
        legal = GAME.legal_actions(s, seat)
        if len(legal) > 1 and stop(legal):
            return s, seat
        s = GAME.apply(s, seat, player.choose(SeatEye(GAME, s, seat), rng))
    raise AssertionError("no such decision")


def test_the_search_decides_what_a_die_is_used_for():
    s, seat = _until(1, lambda legal: any(a.kind == "pick" and a.get("part") == "use" for a in legal))
    assert side_of_seat(GAME.view(s, seat), seat) != SHADOW     # a Free Peoples' die
    assert KNOWLEDGE.settle(SeatEye(GAME, s, seat), random.Random(0)) is None


def test_the_rule_of_thumb_answers_a_battle_without_search():
    s, seat = _until(1, lambda legal: any(a.kind == "advance" for a in legal) or any(a.kind == "combat_card" for a in legal))
    eye = SeatEye(GAME, s, seat)
    view = eye.view()
    settled = KNOWLEDGE.settle(eye, random.Random(0))
    assert settled is not None
    assert settled == decide(view, side_of_seat(view, seat), eye.legal_actions(), random.Random(0))


def test_the_shadow_hunts_with_every_die_it_may_on_the_mordor_track():
    """"Eye tile: the damage equals the number of dice in the Hunt Box" on the Mordor Track,
    where no Hunt roll is made (rules digest 9.10): there the rule of thumb puts in the box all
    the dice it may; far from Mordor, three (heuristic.HUNT_FAR)."""
    s, seat = _until(1, lambda legal: any(a.kind == "hunt" and a["n"] >= 5 for a in legal))
    most = max(a["n"] for a in GAME.legal_actions(s, seat))
    far = Heuristic().choose(SeatEye(GAME, s, seat), random.Random(0))
    inside = s.clone()
    inside.mordor = 1
    near = Heuristic().choose(SeatEye(GAME, inside, seat), random.Random(0))
    assert far["n"] == 3 and near["n"] == most


def _shadow_moving_out_of_a_stronghold():
    """The first Shadow move of the rule of thumb's games whose pieces are asked for while the
    army (at least four units) stands in a stronghold the Shadow holds."""
    b = board()

    def stop(legal):
        units = [a for a in legal if a.kind == "pick" and a.get("part") == "units"]
        return bool(units) and units[0]["value"][0][0] == "sauron"
    for seed in range(1, 30):
        try:
            s, seat = _until(seed, stop)
        except AssertionError:
            continue
        whole = GAME.legal_actions(s, seat)[0]["value"]
        if GAME.view(s, seat)["question"]["prompt"] != "Choose the pieces that move.":
            continue
        for r in b.of_settlement(STRONGHOLD):
            here = {(n, k): c[k] for n, c in GAME.view(s, seat)["armies"].get(b.ids[r], {}).items()
                    for k in ("regular", "elite", "leaders") if c[k]}
            if s.controller[r] == SHADOW and here == {(n, k): c for n, k, c in whole} \
                    and sum(c for _, k, c in whole if k != "leaders") >= 4:
                return s, seat, r
    raise AssertionError("no such move")


def test_the_shadow_leaves_a_garrison_in_a_stronghold_an_enemy_army_is_near():
    """An empty stronghold is taken by an enemy army that walks in («Захоплення поселень»):
    moving out of one of its own strongholds with a Free Peoples' army three regions off, the
    Shadow leaves as many units as that army has; with no enemy near, all but one march."""
    s, seat, r = _shadow_moving_out_of_a_stronghold()
    b = board()
    assert b.side_of_region(r) == SHADOW
    legal = GAME.legal_actions(s, seat)
    whole = sum(c for _, kind, c in legal[0]["value"] if kind != "leaders")
    quiet = Heuristic().choose(SeatEye(GAME, s, seat), random.Random(0))
    near = s.clone()
    off = next(x for x in range(len(b.ids)) if b.distance(r, x) == HOME_REACH and not any(near.armies[x]))
    pieces = list(near.armies[off])
    pieces[slot(NATIONS.index("gondor"), REGULAR)] = 3
    near.armies[off] = tuple(pieces)
    guarded = Heuristic().choose(SeatEye(GAME, near, seat), random.Random(0))
    moving = lambda a: sum(c for _, kind, c in a["value"] if kind != "leaders")  # noqa: E731
    assert moving(quiet) == whole - HOME_FLOOR
    assert moving(guarded) == whole - 3


def test_the_shadow_flies_a_nazgul_to_the_fellowships_figure():
    """The Shadow may re-roll a Hunt die when the Ring-bearers' region holds «1 або більше
    Назгулів» (rules digest 9.4), and the figure stays where the Fellowship was last seen:
    a Character die used to move the minions sends a Nazgûl there first, and stops there."""
    def stop(legal):
        return any(a.kind == "pick" and a.get("value") == "move_minions" for a in legal)
    s, seat = _until(1, stop)
    assert side_of_seat(GAME.view(s, seat), seat) == SHADOW
    figure = board().ids[s.fellowship_region]
    nazgul = lambda view: sum(c["leaders"] for c in view["armies"].get(figure, {}).values())  # noqa: E731
    assert s.mordor < 0 and nazgul(GAME.view(s, seat)) == 0
    rng, player = random.Random(0), Heuristic()
    s = GAME.apply(s, seat, next(a for a in GAME.legal_actions(s, seat) if a.get("value") == "move_minions"))
    while GAME.to_act(s)[0] == seat and GAME.view(s, seat)["question"]["kind"] in ("_compound", "more_minions"):
        s = GAME.apply(s, seat, player.choose(SeatEye(GAME, s, seat), rng))
    assert nazgul(GAME.view(s, seat)) == 1


def test_the_shadow_uses_its_dice_by_its_rule_of_thumb():
    """The search weighs only the Free Peoples' dice: the Shadow's use of a die, like every
    other question, is its rule of thumb's answer from its own view."""
    s = GAME.setup(GAME.Options(players=2), 1)
    rng, player = random.Random(1), Heuristic()
    while True:
        seat = GAME.to_act(s)[0]
        legal = GAME.legal_actions(s, seat)
        if side_of_seat(GAME.view(s, seat), seat) == SHADOW and len(legal) > 1 \
                and any(a.kind == "pick" and a.get("part") == "use" for a in legal):
            break
        s = GAME.apply(s, seat, player.choose(SeatEye(GAME, s, seat), rng))
    eye = SeatEye(GAME, s, seat)
    settled = KNOWLEDGE.settle(eye, random.Random(0))
    assert settled is not None
    assert settled == decide(eye.view(), SHADOW, eye.legal_actions(), random.Random(0))
