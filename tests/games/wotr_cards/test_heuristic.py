"""The rule-of-thumb player: icons where they count, the cheapest card given up."""

import random

from lotr_table.ai.eye import SeatEye
from lotr_table.games.wotr_cards.game import GAME
from lotr_table.games.wotr_cards.heuristic import Heuristic
from tests.games.wotr_cards.play import ARAGORN, FRODO, position


def test_it_defends_the_path_with_the_card_of_most_path_defence():
    s = position(hands={FRODO: ["frodo_baggins", "gandalf_the_grey", "treebeard"]}, active=["weathertop"])
    a = Heuristic().choose(SeatEye(GAME, s, FRODO), random.Random(0))
    assert a.kind == "play" and s.zones.card_of[a["card"]] == "gandalf_the_grey" and a["to"] == "weathertop"


def test_it_pays_with_the_card_worth_least():
    s = position(hands={FRODO: ["gandalf_the_grey", "glamdring", "herbs_and_stewed_rabbit"]}, active=["weathertop"])
    s = GAME.apply(s, FRODO, next(a for a in GAME.legal_actions(s, FRODO)
                                  if a.kind == "play" and s.zones.card_of[a["card"]] == "gandalf_the_grey" and a["to"] == "weathertop"))
    a = Heuristic().choose(SeatEye(GAME, s, FRODO), random.Random(0))
    assert s.zones.card_of[a["card"]] == "herbs_and_stewed_rabbit"


def test_it_plays_whole_games_of_every_two_player_scenario():
    from lotr_table.games.wotr_cards.scenarios import Options
    for scenario in ("duel", "fellowship"):
        s = GAME.setup(Options(scenario=scenario, players=2), 1)
        rng = random.Random(1)
        while not s.over:
            seat = GAME.to_act(s)[0]
            s = GAME.apply(s, seat, Heuristic().choose(SeatEye(GAME, s, seat), rng))
        assert GAME.outcome(s) is not None


def test_it_does_not_use_denethor_when_neither_boromir_nor_faramir_can_be_in_its_deck():
    """Denethor: "you may use an action and forsake 1 card to take Boromir or Faramir from
    your deck". With both in the cycle pile the action only pays its forsake, and it could be
    paid again and again: the player passes instead (rules §8.7: a hand within the carryover
    limit may pass)."""
    s = position(reserves={ARAGORN: ["denethor"]}, cycle={ARAGORN: ["boromir", "faramir"]}, active=["bag_end"], first=2)
    a = Heuristic().choose(SeatEye(GAME, s, ARAGORN), random.Random(0))
    assert a.kind == "pass"


def test_it_uses_denethor_while_faramir_may_still_be_in_its_deck():
    s = position(reserves={ARAGORN: ["denethor"]}, cycle={ARAGORN: ["boromir"]}, active=["bag_end"], first=2)
    a = Heuristic().choose(SeatEye(GAME, s, ARAGORN), random.Random(0))
    assert a.kind == "use" and s.zones.card_of[a["card"]] == "denethor"


def test_it_fights_first_the_combat_it_wins_narrowest():
    """«Сражения происходят по очереди в каждой активной локации в порядке, выбираемом первым
    игроком.» Frodo holds Bag End by 3 and Helm's Deep by nothing to spare, Théoden's +1 lasting
    only while Gandalf is in play: Helm's Deep is fought before Bag End cycles Gandalf."""
    from tests.games.wotr_cards.play import pass_until
    s = pass_until(position(active=["bag_end", "helms_deep"], first=0,
                            at={"bag_end": [[FRODO, "gandalf_the_grey"]],
                                "helms_deep": [[FRODO, "theoden"], [3, "devilry_of_saruman"]]}), "combat_order")
    a = Heuristic().choose(SeatEye(GAME, s, FRODO), random.Random(0))
    assert a.kind == "battleground" and a["location"] == "helms_deep"
