"""Issue 34: in the cooperative game "every estimated chance is 0 %" because no simulated
Fellowship destroys the Ring. A teacher's chance there is of coming through the adventure at
hand (at a sanctuary, the next one; in Mordor, the journey's end): a hint then tells choices
apart."""

import random

from lotr_table.ai import teacher
from lotr_table.ai.mcts import Budget
from lotr_table.engine.game import Outcome
from lotr_table.engine.registry import get_game
from lotr_table.games.lotr_coop.ai_knowledge import KNOWLEDGE
from lotr_table.games.lotr_coop.tables import LOCATIONS
from lotr_table.table.lotr_coop import demo

GAME = get_game("lotr_coop")
LOST = Outcome(winners=(), scores={0: 30, 1: 30})


def _at(location: str):
    state = GAME.setup(GAME.Options(), 1)
    state.location = LOCATIONS.index(location)
    return state


def test_the_adventure_at_hand_is_come_through_when_the_fellowship_goes_on_past_it():
    # a simulated game from Moria lost in Helm's Deep came through Moria; one lost in Moria did not
    assert KNOWLEDGE.goal(_at("moria"), _at("helms_deep"), LOST, 0) == 1.0
    assert KNOWLEDGE.goal(_at("moria"), _at("moria"), LOST, 0) == 0.0
    # at a sanctuary the adventure at hand is the next board's: from Rivendell, Moria
    assert KNOWLEDGE.goal(_at("rivendell"), _at("moria"), LOST, 0) == 0.0
    assert KNOWLEDGE.goal(_at("rivendell"), _at("lothlorien"), LOST, 0) == 1.0
    # in Mordor only the Ring destroyed counts
    assert KNOWLEDGE.goal(_at("mordor"), _at("mordor"), LOST, 0) == 0.0
    assert KNOWLEDGE.goal(_at("mordor"), _at("mordor"), Outcome(winners=(0, 1), scores={0: 66, 1: 66}), 0) == 1.0


def test_a_hint_in_moria_gives_chances_that_are_not_all_nought():
    state = GAME.position(demo.POSITIONS["moria"], 1)
    seat = GAME.to_act(state)[0]
    hint = teacher.hint(GAME, state, seat, random.Random(3), level_budget=Budget(iterations=80, seconds=5))
    chances = [w.wins for w in hint.weights if w.visits]
    assert max(chances) > 0.2, chances
