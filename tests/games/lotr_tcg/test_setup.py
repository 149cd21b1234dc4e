"""The full game's setup (section 5): bids, places, burdens, starting fellowships, the deal."""

from lotr_table.engine.action import Action
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.state import TcgOptions, hand, play

FULL_THREE = TcgOptions(players=3, variant="full", decks=("aragorn", "gandalf", "aragorn"))


def bid(s, bids):
    for seat, n in bids.items():
        s = GAME.apply(s, seat, Action("bid", n=n))
    return s


def test_bids_are_secret_until_all_are_made_and_become_burdens():
    # R5.2, R5.4: «Каждый игрок зажимает в кулаке определенное число жетонов ... и одновременно
    # раскрывают ладони ... Сделанную ставку каждый игрок переносит на карту Фродо, и эти жетоны
    # становятся его бременем.»
    s = GAME.setup(FULL_THREE, seed=2)
    assert sorted(s.pending.seats()) == [0, 1, 2]
    s = GAME.apply(s, 0, Action("bid", n=3))
    assert "bid" not in str(GAME.view(s, 1)["log"][-1:]) and s.pending.seats() == [1, 2]
    s = bid(s, {1: 4, 2: 1})
    assert s.burdens == {0: 3, 1: 4, 2: 1}


def test_the_highest_bidder_chooses_his_place_first_not_necessarily_first():
    # R5.3: «Тот, кто сделал самую крупную ставку, определяет, каким по счету он желает войти в
    # игру (не обязательно быть первым).»
    s = bid(GAME.setup(FULL_THREE, seed=2), {0: 3, 1: 4, 2: 1})
    assert s.pending.kind == "place" and s.pending.seat == 1
    s = GAME.apply(s, 1, Action("place", n=1))
    assert s.pending.seat == 0
    s = GAME.apply(s, 0, Action("place", n=2))
    assert s.order == (2, 1, 0) and s.first == 2
    assert C.card(s, s.path[1]).site == 1 and s.path[1].startswith("p2.")


def test_the_starting_fellowship_costs_four_or_less_and_adds_no_twilight():
    # R5.8-R5.9: «... любое число спутников (не союзников) из игровой колоды ..., суммарная
    # сумеречная стоимость которых не превышает 4. За игру карт начального Братства жетоны в
    # Котел Тьмы не добавляются.»
    s = bid(GAME.setup(TcgOptions(players=2, variant="full"), seed=5), {0: 2, 1: 0})
    s = GAME.apply(s, 0, Action("place", n=0))
    assert s.pending.kind == "starting" and s.pending.seat == 0
    legolas = next(a for a in GAME.legal_actions(s, 0) if a.kind == "start" and s.zones.card_of[a["card"]] == "1U51")
    s = GAME.apply(s, 0, legolas)
    left = {s.zones.card_of[a["card"]] for a in GAME.legal_actions(s, 0) if a.kind == "start"}
    assert left == {"1C311"}       # Sam (2) fits; Boromir (3), Aragorn (4) and the ally Rosie do not
    s = GAME.apply(s, 0, Action("done"))
    assert s.pending.seat == 1
    s = GAME.apply(s, 1, Action("done"))
    assert s.twilight == 0 and len(s.zones.cards[hand(0)]) == 8 and len(s.zones.cards[hand(1)]) == 8
    assert [s.zones.card_of[i] for i in s.zones.cards[play(0)]] == ["1C290", "1C2", "1U51"]


def test_the_full_game_is_won_at_site_nine():
    # R21.1: «Игрок побеждает в игре, когда его Братство достигает местности с номером 9, и его
    # Хранитель Кольца пережил все сражения.»
    from .kit import position
    s = position({"site": 7, "variant": "full", "at": "regroup"}, seed=1)
    assert not s.over
    s = position({"site": 9, "variant": "full", "at": "regroup"}, seed=1)
    assert s.over and GAME.outcome(s).winners == (0,)


def test_a_bid_of_ten_is_accepted_after_a_warning_and_loses_the_game():
    # R5.4: the seed sets no upper limit on a bid, and warns: «Старайтесь не делать чересчур
    # высокой ставки ... (Если его бремя составит 10 жетонов, вы проигрываете игру).»
    s = GAME.setup(TcgOptions(players=2, variant="full"), seed=5)
    shape = GAME.view(s, 0)["question"]["shape"]
    assert (shape["shape"], shape["min"], shape["max"]) == ("number", 0, 10)    # a count of burdens to set
    bids = list(range(shape["min"], shape["max"] + 1))
    assert [a["n"] for a in GAME.legal_actions(s, 0)] == bids
    warnings = dict(zip(bids, shape["warnings"]))
    assert all(warnings[n] is None for n in range(10))
    assert warnings[10] == {"template": "A bid of {n} burdens corrupts your Ring-bearer at once: you lose the game.",
                            "args": {"n": 10}}
    s = bid(s, {0: 10, 1: 0})
    assert s.burdens[0] == 10                                     # the bid is taken, not refused
    assert 0 in s.out and s.over and s.winner == 1
    assert {"template": "{seat}'s Ring-bearer is corrupted.", "args": {"seat": 0}} in GAME.view(s, 1)["log"]


def test_a_player_corrupted_by_his_bid_leaves_and_the_others_play_on():
    # R5.4 and R21.4: with three players, the one whose bid corrupts his Ring-bearer leaves the
    # game at once; the other two choose their places and play.
    s = bid(GAME.setup(FULL_THREE, seed=2), {0: 10, 1: 2, 2: 1})
    assert s.out == (0,) and not s.over
    assert s.pending.kind == "place" and s.pending.seats() == [1]
