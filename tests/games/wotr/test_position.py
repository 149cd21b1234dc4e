"""A whole game of War of the Ring written as a readable position and read back: the same
state (the same fingerprint), a position that fixes the next dice, and a damaged position
refused with the field named."""

from __future__ import annotations

import json
import random

import pytest

from lotr_table.engine.action import Action
from lotr_table.games.wotr import hunt_tiles
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.card_zones import DRAWN, lay
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.options import WotrOptions
from lotr_table.games.wotr.setup import PositionError
from tests.games.wotr.battle_kit import rig
from tests.games.wotr.play import at_actions, die, pick, play
from tests.games.wotr.test_fellowship import tile_of

FP = FREE_PEOPLES


def _states(seed: int, players: int, most: int):
    """The states of a seeded random game, every one of them, up to `most` actions."""
    rng = random.Random(seed)
    s = GAME.setup(WotrOptions(players=players), seed)
    for _ in range(most):
        yield s
        if GAME.outcome(s) is not None:
            return
        seat = rng.choice(GAME.to_act(s))
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))


def _read_back(s):
    return GAME.position(json.loads(json.dumps(GAME.position_of(s))), 0)


def test_every_state_along_random_games_reads_back_as_the_same_state():
    seen = {"states": 0, "battle": 0, "hunt": 0, "over": 0}
    for seed, players in ((6, 2), (7, 3), (3, 4), (4, 2), (5, 4)):
        for s in _states(seed, players, 700):
            back = _read_back(s)
            assert GAME.fingerprint(back) == GAME.fingerprint(s), (seed, seen["states"])
            seen["states"] += 1
            seen["battle"] += s.battle is not None
            seen["hunt"] += any(step[0].startswith("hunt_") for step in s.stack) or (
                s.pending is not None and s.pending.kind.startswith("hunt_"))
    assert seen["states"] > 2000 and seen["battle"] > 10 and seen["hunt"] >= 3, seen


def test_a_state_in_the_middle_of_the_hunt_reads_back_as_the_same_state():
    # a tile of 2 drawn: the Free Peoples are asked how to take it («Якщо після цих кроків шкода
    # гонитви дорівнює 1 чи більше, гравець за Вільні Народи може вирішити зменшити шкоду
    # гонитви, зазнавши втрат»)
    s = at_actions({}, ("character",), ("army",))
    s.hunt_box = 1
    lay(s.zones, DRAWN, tuple(t for t in hunt_tiles.standard() if t != tile_of("two")))
    rig(s, 6)
    s = play(s, FP, die("character"), pick("use", "fellowship_move"))
    assert s.pending.kind == "hunt_damage"
    back = _read_back(s)
    assert GAME.fingerprint(back) == GAME.fingerprint(s)
    assert GAME.legal_actions(back, FP) == GAME.legal_actions(s, FP)


def test_a_state_read_back_plays_on_as_the_original():
    s = next(x for i, x in enumerate(_states(7, 4, 400)) if i == 399)
    a, b = s, _read_back(s)
    ra, rb = random.Random(1), random.Random(1)
    for _ in range(200):
        if GAME.outcome(a) is not None:
            break
        seat = ra.choice(GAME.to_act(a))
        assert seat == rb.choice(GAME.to_act(b))
        action = ra.choice(GAME.legal_actions(a, seat))
        assert action == rb.choice(GAME.legal_actions(b, seat))
        a, b = GAME.apply(a, seat, action), GAME.apply(b, seat, action)
    assert GAME.fingerprint(a) == GAME.fingerprint(b)


def _at_hunt_allocation():
    """The first turn's Hunt allocation (phase 3), written down."""
    s = next(x for x in _states(0, 2, 200) if x.pending is not None and x.pending.kind == "hunt")
    return GAME.position_of(s)


def test_fixed_draws_decide_the_eyes_of_the_shadows_roll():
    # «Гравці кидають свої кубики дій (за винятком кубиків, розміщених у комірці гонитви).
    # Відразу після цього гравець за Тінь кладе в комірку гонитви всі кубики з результатом
    # кидка «Око».» The Shadow's die shows the Eye on its sixth face (dice.FACES).
    spec = _at_hunt_allocation()
    fp_dice, eyes, others = [0] * 4, [5, 5, 5], [1, 2, 3, 4]
    s = GAME.position(dict(spec, fixed_draws=fp_dice + eyes + others), 0)
    s = GAME.apply(s, SHADOW, Action("hunt", n=0))
    assert s.hunt_box == 3 and s.fixed_draws == ()
    assert s.rolled[SHADOW] == ("army", "muster", "army_muster", "event")
    assert s.rolled[FREE_PEOPLES] == ("character",) * 4
    none = GAME.apply(GAME.position(dict(spec, fixed_draws=fp_dice + [0] * 7), 0), SHADOW, Action("hunt", n=0))
    assert none.hunt_box == 0 and len(none.rolled[SHADOW]) == 7


def test_a_fixed_draw_out_of_the_dies_range_is_refused_when_drawn():
    spec = _at_hunt_allocation()
    s = GAME.position(dict(spec, fixed_draws=[6]), 0)
    with pytest.raises(ValueError, match=r"a fixed draw of 6 where a value in \[0, 6\) is drawn"):
        GAME.apply(s, SHADOW, Action("hunt", n=0))


def _refusal(spec: dict) -> str:
    with pytest.raises(PositionError) as refused:
        GAME.position(spec, 0)
    return str(refused.value)


def test_a_card_missing_from_the_decks_is_refused_by_name():
    spec = _at_hunt_allocation()
    deck = spec["decks"]["shadow_strategy"]
    lost = deck.pop()
    assert _refusal(spec) == f"decks, hands, discards and tables: each event card once; missing: ['{lost}']"


def test_a_card_in_two_hands_is_refused_by_name():
    spec = _at_hunt_allocation()
    card = spec["hands"]["0"][0]
    spec["hands"]["1"].append(card)
    assert f"twice: ['{card}']" in _refusal(spec)


def test_reinforcements_that_do_not_add_up_are_refused():
    spec = _at_hunt_allocation()
    spec["reserve"]["gondor"]["regular"] += 1
    assert _refusal(spec).startswith("reserve: ")


def test_a_damaged_question_names_its_field():
    spec = _at_hunt_allocation()
    spec["question"]["Question"]["colour"] = "red"
    assert _refusal(spec).startswith("question: ")


def test_a_field_of_the_wrong_kind_is_named():
    spec = _at_hunt_allocation()
    assert "turn" in _refusal(dict(spec, turn=-1))
    assert "hunt_pool" in _refusal(dict(spec, hunt_pool=spec["hunt_pool"][1:]))
    assert "rolled: shadow's dice show no 'sword'" in _refusal(dict(spec, rolled={"shadow": ["sword"]}))
