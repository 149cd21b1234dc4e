"""The rule-of-thumb player and the search's knowledge of the Trading Card Game, each on one
situation it must judge as a player would, through the seat's eye only."""

import random

from lotr_table.ai.eye import SeatEye
from lotr_table.ai.knowledge import knowledge_for
from lotr_table.ai.specs import player_from_spec
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.state import TcgOptions

from .kit import find, pass_windows, position


def test_the_rule_of_thumb_meets_a_minion_with_the_strongest_companion_not_the_ring_bearer():
    # Aragorn (8) and Frodo (3) against a Moria minion: Aragorn defends, the Ring-bearer stays back.
    s = position({"site": 4, "at": "assignment",
                  "seats": [dict(deck="aragorn", play=["1R89"]), dict(deck="gandalf", play=["1C191"])]}, seed=1)
    s = pass_windows(s)
    assert s.pending.kind == "defenders"
    chosen = player_from_spec("heuristic", GAME).choose(SeatEye(GAME, s, 0), random.Random(0))
    assert chosen.kind == "assign" and chosen["companion"] == find(s, 0, "1R89")


def test_the_computer_never_makes_the_bid_that_corrupts_its_own_ring_bearer():
    # R5.4: «Если его бремя составит 10 жетонов, вы проигрываете игру»: the search's knowledge
    # settles the bid without searching, and bids nothing.
    s = GAME.setup(TcgOptions(players=2, variant="full"), seed=3)
    settled = knowledge_for(GAME).settle(SeatEye(GAME, s, 0), random.Random(0))
    assert settled is not None and settled.kind == "bid" and settled["n"] == 0


def test_the_players_decide_from_what_their_seat_may_know():
    # Two states the seat cannot tell apart (the opponent's hand and both draw decks redrawn)
    # get the same decision from the same seed.
    s = GAME.setup(TcgOptions(players=2), seed=4)
    rng = random.Random(4)
    while not (GAME.to_act(s) == [0] and s.pending.kind == "_window" and len(GAME.legal_actions(s, 0)) > 2):
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    other = GAME.resample(s, 0, random.Random(99))
    assert GAME.fingerprint(other) != GAME.fingerprint(s) and GAME.view(other, 0) == GAME.view(s, 0)
    for spec in ("heuristic", "mcts:easy,iterations=16,seconds=1000"):
        player = player_from_spec(spec, GAME)
        assert (player.choose(SeatEye(GAME, s, 0), random.Random(5))
                == player.choose(SeatEye(GAME, other, 0), random.Random(5)))


def _regroup_choice(minions=(), rival=4, twilight=0, **seat0):
    # Frodo at site 3 of 7, the rival at site 4: R14.4 «переместиться ещё раз» or stay
    s = position({"site": 3, "markers": {"0": 3, "1": rival}, "twilight": twilight, "at": "regroup_choice",
                  "seats": [dict(deck="aragorn", **seat0), dict(deck="gandalf", play=list(minions))]},
                 seed=1)
    assert s.pending.kind == "regroup_choice"
    return s


ARAGORN = "1R89"


def test_the_rule_of_thumb_moves_on_while_its_ring_bearer_can_take_a_wound():
    # R21.2: «побеждает игрок, чье Братство достигло местности с номером 7»: the first there
    # wins, so the fellowship (Frodo and Aragorn) moves again while Frodo has vitality to spare.
    s = _regroup_choice(play=[ARAGORN])
    assert player_from_spec("heuristic", GAME).choose(SeatEye(GAME, s, 0), random.Random(0)).kind == "move"


def test_the_rule_of_thumb_moves_on_past_a_waiting_minion_only_when_staying_loses_the_race():
    # R21.2: «побеждает игрок, чье Братство достигло местности с номером 7»; the rival, a site
    # ahead, moves before this fellowship's next turn: staying level is losing the race, so it
    # moves on though a minion stays in play to fight again. A site ahead, it stays.
    heuristic = player_from_spec("heuristic", GAME)
    behind = _regroup_choice(minions=["1C191"], play=[ARAGORN])
    assert behind.zones.cards["play1"] and heuristic.choose(SeatEye(GAME, behind, 0), random.Random(0)).kind == "move"
    ahead = _regroup_choice(minions=["1C191"], rival=2, play=[ARAGORN])
    assert heuristic.choose(SeatEye(GAME, ahead, 0), random.Random(0)).kind == "stay"


def test_a_lone_frodo_waits_rather_than_move_into_a_pool_that_buys_his_overwhelming():
    # R13.7: «Если общая сила одной стороны по меньшей мере вдвое превышает общую силу другой
    # стороны, все персонажи проигравшей стороны оказываются убиты»; moving to site 4 adds its shadow number and one for
    # Frodo to the pool, and 4 twilight buys a minion of strength 8 there (Troll's Keyward):
    # Frodo (4) alone stays. With the pool empty, or the rival two moves from site 7 (whose
    # next turn may end the race), he moves on.
    heuristic = player_from_spec("heuristic", GAME)
    rich = _regroup_choice(twilight=2)
    assert heuristic.choose(SeatEye(GAME, rich, 0), random.Random(0)).kind == "stay"
    rival_near = _regroup_choice(twilight=2, rival=5)
    assert heuristic.choose(SeatEye(GAME, rival_near, 0), random.Random(0)).kind == "move"


def test_the_rule_of_thumb_stays_when_frodo_is_one_wound_from_death():
    s = _regroup_choice(wounds={"1C290": 3})
    assert player_from_spec("heuristic", GAME).choose(SeatEye(GAME, s, 0), random.Random(0)).kind == "stay"


def test_the_search_keeps_the_rule_of_thumb_unless_its_simulations_clearly_prefer_another():
    # Frodo one wound from death: the search tries moving on most, but its simulated games do
    # not grade it clearly better (knowledge.trust); it stays, as the rule of thumb does (which
    # now settles the regroup choice without search).
    s = _regroup_choice(wounds={"1C290": 3})
    search = player_from_spec("mcts:normal,iterations=40,seconds=1000", GAME)
    weights = search.weigh(SeatEye(GAME, s, 0), random.Random(1))
    assert weights[0].action.kind == "move" and weights[0].value - weights[1].value < knowledge_for(GAME).trust
    assert search.choose(SeatEye(GAME, s, 0), random.Random(1)).kind == "stay"


def test_the_search_stays_at_regroup_unless_the_rival_may_finish_on_his_next_turn():
    # The Free Peoples player's choice: «Переместить Братство на следующую местность ...
    # добавить жетоны в Котел Тьмы ... и перейти вновь к фазам Тьмы» or «Пополнить руку»;
    # «побеждает игрок, чье Братство достигло местности с номером 7». Frodo and Aragorn
    # healthy, no minion left: the rule of thumb moves on; the search's own rule stays (a second
    # move feeds a second Shadow phase; staying refills the hand), unless the rival, two moves
    # from site 7, may finish before its next turn.
    search = player_from_spec("mcts:normal", GAME)
    level = _regroup_choice(play=[ARAGORN])
    assert player_from_spec("heuristic", GAME).choose(SeatEye(GAME, level, 0), random.Random(0)).kind == "move"
    assert search.choose(SeatEye(GAME, level, 0), random.Random(0)).kind == "stay"
    rival_near = _regroup_choice(play=[ARAGORN], rival=5)
    assert search.choose(SeatEye(GAME, rival_near, 0), random.Random(0)).kind == "move"


def test_the_rule_of_thumb_puts_the_ring_on_rather_than_let_frodo_die_of_an_archery_wound():
    # Isildur's Bane (1R1): "Response: when the bearer is about to take a wound, he puts the Ring
    # on ... each wound he would take becomes 2 burdens." Frodo (4 vitality and the Ring's 1)
    # with 3 wounds: the wound about to come leaves him nearly dead, two burdens do not.
    from lotr_table.engine.action import Action
    from .kit import window_kind
    seats = [dict(deck="aragorn", ring="1R1", wounds={"1C290": 3}), dict(deck="gandalf", play=["1C176"])]
    s = position({"site": 4, "at": "archery_fire", "seats": seats}, seed=1)
    s = GAME.apply(s, 0, Action("archery_wound", card=find(s, 0, "1C290")))
    assert window_kind(s) == "about_to:wound"
    assert player_from_spec("heuristic", GAME).choose(SeatEye(GAME, s, 0), random.Random(0)).kind == "use"
    fresh = position({"site": 4, "at": "archery_fire", "seats": [dict(seats[0], wounds={}), seats[1]]}, seed=1)
    fresh = GAME.apply(fresh, 0, Action("archery_wound", card=find(fresh, 0, "1C290")))
    assert player_from_spec("heuristic", GAME).choose(SeatEye(GAME, fresh, 0), random.Random(0)).kind != "use"


def test_the_search_grades_the_race_lost_when_the_next_player_reaches_the_last_site_first():
    # R21.2: «побеждает игрок, чье Братство достигло местности с номером 7»: at the start of a
    # turn both fellowships stand at site 6 of 7; the Free Peoples player of this turn reaches
    # site 7 with his first move, before the other moves at all. A one-site lead is then not
    # a point but the race (the search stayed a site short of a player about to finish).
    knowledge = knowledge_for(GAME)
    s = position({"fp": 1, "site": 6, "markers": {"0": 6, "1": 6}, "at": "fellowship",
                  "seats": [dict(deck="aragorn"), dict(deck="gandalf")]}, seed=1)
    assert knowledge.estimate(s, 0) < 0.2 and knowledge.estimate(s, 1) > 0.8
    early = position({"fp": 1, "site": 4, "markers": {"0": 4, "1": 4}, "at": "fellowship",
                      "seats": [dict(deck="aragorn"), dict(deck="gandalf")]}, seed=1)
    assert 0.2 < knowledge.estimate(early, 0) < 0.8          # far from the end: graded by standing


def test_the_rule_of_thumb_meets_a_stronger_minion_with_sam_rather_than_leave_it_to_the_shadow():
    # R12.6: «Затем игроки Тьмы сближают оставшихся прислужников с любыми персонажами по своему
    # выбору»: a minion the Free Peoples player leaves unassigned goes where the Shadow likes,
    # to Frodo; so Sam (3) meets the Goblin Patrol Troop (13) though he loses.
    s = position({"site": 4, "at": "assignment",
                  "seats": [dict(deck="aragorn", play=["1C311"]), dict(deck="gandalf", play=["1C177"])]}, seed=1)
    s = pass_windows(s)
    assert s.pending.kind == "defenders"
    chosen = player_from_spec("heuristic", GAME).choose(SeatEye(GAME, s, 0), random.Random(0))
    assert chosen.kind == "assign" and chosen["companion"] == find(s, 0, "1C311")


def test_the_rule_of_thumb_gives_up_an_event_at_reconcile_to_draw_a_fresh_card():
    # R14.3: «вы можете сбросить 1 карту из руки, после чего добираете карты до 8»: a hand of
    # events and conditions it holds back would never draw the minions it lacks; a minion is kept.
    from lotr_table.engine.action import Action
    from lotr_table.games.lotr_tcg.heuristic import Seen, value
    s = position({"site": 4, "at": "regroup",
                  "seats": [dict(deck="aragorn"), dict(deck="gandalf", hand=["1C177", "1C304"])]}, seed=1)
    seen = Seen.of_state(s, 1)
    event, troop = find(s, 1, "1C304", zone="hand"), find(s, 1, "1C177", zone="hand")
    assert value(Action("discard", card=event), seen) > value(Action("keep"), seen) > value(Action("discard", card=troop), seen)
