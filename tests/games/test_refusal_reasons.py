"""Every refusal names a reason (issue 18): for random positions of each game and random
illegal actions drawn from other positions (other seeds, other moments), the engine raises
IllegalAction and nothing else, with a reason that is never empty, never the generic
"That is not possible now." with no rule named, and never "It is not your turn." for a seat
that is to act; the refused action leaves the state untouched."""

from __future__ import annotations

import random

import pytest

from lotr_table.engine import refusal as kernel
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.confrontation import refusal as confrontation_reasons
from lotr_table.games.confrontation.game import GAME as CONFRONTATION
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.games.lotr_coop import refusal as coop_reasons
from lotr_table.games.lotr_coop.game import GAME as COOP

CONFRONTATION_OPTIONS = [
    ConfrontationOptions(),
    ConfrontationOptions(match=True, fellowship_seat=1),
    ConfrontationOptions(heroes="draft_secret", specials="choose_two"),
    ConfrontationOptions(heroes="alternative", specials="opponent_picks"),
    ConfrontationOptions(heroes="draft_known", specials="handicap", handicap_cards=("palantir", "gwaihir")),
]
GAMES = {"confrontation": (CONFRONTATION, CONFRONTATION_OPTIONS, 20),
         "lotr_coop": (COOP, COOP.selfplay_options(), 8)}


def playout(game, options, seed: int) -> list:
    """Every position of one random game."""
    r = random.Random(seed)
    s = game.setup(options, seed)
    states = [s]
    while game.to_act(s):
        seat = r.choice(game.to_act(s))
        s = game.apply(s, seat, r.choice(game.legal_actions(s, seat)))
        states.append(s)
    return states


def games(game_id: str) -> tuple:
    game, options, n = GAMES[game_id]
    return game, [playout(game, options[seed % len(options)], seed) for seed in range(n)]


@pytest.fixture(scope="module", params=sorted(GAMES))
def played(request):
    return request.param, *games(request.param)


def test_illegal_actions_from_other_positions_are_refused_with_a_named_reason(played):
    game_id, game, positions = played
    pool = sorted({a for states in positions for s in states[::3] for seat in game.to_act(s)
                   for a in game.legal_actions(s, seat)}, key=repr)
    r = random.Random(18)
    problems, refusals = [], 0
    for n, states in enumerate(positions):
        for s in r.sample(states, min(12, len(states))):
            before = game.fingerprint(s)
            to_act = game.to_act(s)
            for seat in game.seats(s.opts):
                for action in r.sample(pool, 25):
                    if action in game.legal_actions(s, seat):
                        continue
                    try:
                        game.apply(s, seat, action)
                    except IllegalAction as e:
                        refusals += 1
                        if not e.reason or not e.template or "bug in LOTR Table" in e.reason:
                            problems.append(("empty or internal", n, seat, action, e.reason))
                        elif e.template == kernel.NOT_NOW:
                            problems.append(("no rule named", n, seat, action, getattr(s.pending, "kind", None)))
                        elif seat in to_act and e.template == kernel.NOT_YOUR_TURN:
                            problems.append(("not your turn to a seat to act", n, seat, action))
                    except Exception as e:  # noqa: BLE001 - any other exception is the failure reported
                        problems.append(("raised " + type(e).__name__, n, seat, action, str(e)))
                    else:
                        problems.append(("accepted", n, seat, action))
            assert game.fingerprint(s) == before, f"{game_id}: a refused action changed the state"
    assert refusals > 1000, refusals
    assert not problems, f"{game_id}: {len(problems)} problems, first {problems[:5]}"


def test_each_question_takes_the_kinds_of_action_its_reasons_say(played):
    """refusal.py tells "not now" from "not your turn" by the kinds each question takes: the
    tables must hold every action the engine offers."""
    game_id, game, positions = played
    wrong = set()
    for states in positions:
        for s in states:
            p = s.pending
            for seat in game.to_act(s):
                for a in game.legal_actions(s, seat):
                    if game_id == "confrontation":
                        ok = a.kind in confrontation_reasons.ACCEPTS.get(p.kind, ())
                    else:
                        ok = a.kind in coop_reasons.ANSWERS.get(p.kind, ()) or (
                            a.kind in coop_reasons.FREE and p.again is not None)
                    if not ok:
                        wrong.add((p.kind, a.kind))
    assert not wrong, sorted(wrong)


JUNK = (None, 0, 7, -1, True, "x", "frodo_c", "eregion", "fighting", "hand", ("a", "b"), (), 2.5, "")


def test_malformed_actions_and_unknown_seats_are_refused_not_crashed(played):
    """Actions come from saves and hand-edited files too: any field of any kind, any seat."""
    game_id, game, positions = played
    shapes = sorted({(a.kind, tuple(k for k, _ in a.fields)) for states in positions for s in states
                     for seat in game.to_act(s) for a in game.legal_actions(s, seat)})
    r = random.Random(81)
    crashed = []
    for states in positions:
        for s in states[::5]:
            seats = game.to_act(s) + [r.choice((0, 1, 2)), 5, -1]
            for kind, fields in shapes:
                extra = r.choice(((), ("card",), ("hero",), ("seat",), ("to",)))
                for action in (Action(kind, **{f: None for f in fields}),
                               Action(kind, **{f: r.choice(JUNK) for f in fields + extra})):
                    seat = r.choice(seats)
                    try:
                        game.apply(s, seat, action)
                    except IllegalAction as e:
                        if not e.reason:
                            crashed.append(("empty reason", seat, action))
                    except Exception as e:  # noqa: BLE001 - any other exception is the failure reported
                        crashed.append((type(e).__name__, str(e), seat, action))
    assert not crashed, f"{game_id}: {crashed[:5]}"
