"""How a game ends and how a match is scored (seed 001: ОКОНЧАНИЕ ИГРЫ, Альтернативные
герои; digest 9, 10.1, readings A-08, A-09, A-34, A-37, A-38)."""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.game import GAME
from lotr_table.games.confrontation.state import HIDDEN
from tests.games.confrontation.scenario import (
    FP, SAU, act, kinds, legal, piece, refused, start, where, winner,
)

# ------------------------------------------------------------------ the Ring reaches Mordor


def test_frodo_entering_mordor_wins_without_a_battle():
    # seed 001: "Игрок Братства немедленно выигрывает, если Frodo заходит в Mordor, независимо от
    # присутствия в этой области героев Саурана (битва не происходит)."
    s = start({"fellowship": {"gondor": ["frodo_c"], "shire": ["gimli"]},
               "sauron": {"mordor": ["cavetroll", "warg"], "rohan": ["orcs_c"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="frodo_c", to="mordor"))
    assert winner(s) == "fellowship"
    assert GAME.outcome(s).winners == (FP,)
    assert s.battle is None
    assert where(s, "cavetroll") == "mordor" and where(s, "warg") == "mordor"
    assert GAME.to_act(s) == []


def test_another_fellowship_hero_entering_mordor_does_not_win():
    # seed 001: the win is "если Frodo заходит в Mordor"; any other hero entering enemy heroes
    # fights: "Если герой входит в занятую врагами область ... происходит битва."
    s = start({"fellowship": {"gondor": ["gimli"], "shire": ["frodo_c"]},
               "sauron": {"mordor": ["cavetroll"], "rohan": ["orcs_c"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="gimli", to="mordor"))
    assert winner(s) is None
    assert s.battle is not None


def test_classic_sam_entering_mordor_is_not_a_win():
    # seed 001: only "Sam, будучи кольценосцем" wins by entering Mordor (alternative rules)
    # [Reading A-37d]
    s = start({"fellowship": {"gondor": ["sam_c"], "shire": ["frodo_c"]}, "sauron": {"rohan": ["orcs_c"]},
               "active": "fellowship"})
    s = act(s, FP, Action("move", hero="sam_c", to="mordor"))
    assert winner(s) is None and where(s, "sam_c") == "mordor"


# ---------------------------------------------------------------------------- Sauron wins


def test_three_sauron_heroes_in_the_shire_win():
    # seed 001: "Игрок Саурана немедленно выигрывает, если А) в Shire находятся 3 его героя"
    s = start({"fellowship": {"eregion": ["frodo_c"]},
               "sauron": {"shire": ["cavetroll", "warg"], "arthedain": ["orcs_c"], "mordor": ["shelob"]}})
    assert winner(s) is None
    s = act(s, SAU, Action("move", hero="orcs_c", to="shire"))
    assert winner(s) == "sauron"
    assert GAME.outcome(s).winners == (SAU,)


def test_two_sauron_heroes_in_the_shire_are_not_yet_a_win():
    # seed 001: "если А) в Shire находятся 3 его героя"
    s = start({"fellowship": {"eregion": ["frodo_c"]},
               "sauron": {"shire": ["cavetroll"], "arthedain": ["orcs_c"], "mordor": ["shelob"]}})
    s = act(s, SAU, Action("move", hero="orcs_c", to="shire"))
    assert winner(s) is None and s.active == FP


def test_the_dark_of_mordor_bringing_the_third_hero_into_the_shire_wins():
    # seed 001: "если А) в Shire находятся 3 его героя" — whatever brought him there
    s = start({"fellowship": {"eregion": ["frodo_c"]},
               "sauron": {"shire": ["cavetroll", "warg"], "cardolan": ["orcs_c"], "mordor": ["shelob"]},
               "specials": {"sauron": ["dark_of_mordor"]}})
    s = act(s, SAU, Action("dark_of_mordor", hero="orcs_c", to="shire"))
    assert winner(s) == "sauron"


def test_classic_frodo_dying_loses_the_game():
    # seed 001: "Игрок Саурана немедленно выигрывает, если ... В) погиб Frodo (классическая
    # версия)." (here by the Balrog: "немедленно победить вражеского героя без боя (в т.ч.
    # Frodo)")
    s = start({"fellowship": {"eregion": ["frodo_c"], "shire": ["sam_c"]},
               "sauron": {"caradhras": ["balrog"], "mordor": ["orcs_c"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="frodo_c", to="fangorn", via="tunnel"))
    s = act(s, SAU, Action("ambush"))
    assert winner(s) == "sauron"


def test_alternative_witch_king_entering_the_shire_wins_without_a_battle():
    # seed 001: "Игрок Саурана немедленно выигрывает, если Witch King заходит в Shire, независимо
    # от присутствия в этой области героев Братства (битва не происходит)."
    s = start({"options": {"heroes": "alternative"},
               "fellowship": {"shire": ["frodo_a", "elrond"], "eregion": ["sam_a"]},
               "sauron": {"arthedain": ["witchking_a"], "mordor": ["orcs_a"]}})
    s = act(s, SAU, Action("move", hero="witchking_a", to="shire"))
    assert winner(s) == "sauron"
    assert s.battle is None and where(s, "frodo_a") == "shire"


def test_classic_witch_king_entering_the_shire_only_attacks():
    # seed 001: the Shire win belongs to the Witch King of the alternative heroes ("Альтернативные
    # герои ... Игрок Саурана немедленно выигрывает, если Witch King заходит в Shire")
    s = start({"fellowship": {"shire": ["frodo_c", "gimli"]},
               "sauron": {"arthedain": ["witchking_c"], "mordor": ["orcs_c"]}})
    s = act(s, SAU, Action("move", hero="witchking_c", to="shire"))
    assert winner(s) is None
    assert s.battle is not None


# ------------------------------------------------------------ the Ring passes to Sam (alt.)


def frodo_ambushed(sam: str | None = "sam_a", heroes: str = "draft_known"):
    fellowship = {"eregion": ["frodo_a"], "shire": ["elrond"]}
    if sam:
        fellowship["shire"].append(sam)
    s = start({"options": {"heroes": heroes}, "fellowship": fellowship,
               "sauron": {"caradhras": ["balrog"], "mordor": ["orcs_a"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="frodo_a", to="fangorn", via="tunnel"))
    return act(s, SAU, Action("ambush"))


def test_when_alternative_frodo_dies_sam_becomes_the_ring_bearer():
    # seed 001: "Если погибает Frodo, новым «кольценосцем» становится Sam — в этот момент игрок
    # Братства должен показать Sam'a." [Reading A-37a: shown, then hidden again outside a battle]
    s = frodo_ambushed()
    assert winner(s) is None
    assert s.hero[s.ring_bearer] == "sam_a"
    assert s.rev[piece(s, "sam_a")] == HIDDEN
    assert any(dict(e["args"]).get("hero") == "sam_a" for e in GAME.view(s, SAU)["log"])


def test_when_alternative_frodo_dies_a_classic_sam_inherits_too():
    # seed 001: "Если погибает Frodo, новым «кольценосцем» становится Sam" [Reading A-37b: in a
    # draft the succession follows Frodo's version, Sam may be of either version]
    s = frodo_ambushed(sam="sam_c")
    assert winner(s) is None
    assert s.hero[s.ring_bearer] == "sam_c"


def test_alternative_frodo_dying_without_sam_on_the_board_loses():
    # seed 001: "Если Frodo погибает, а Sam'a на поле нет, игрок Саурана немедленно выигрывает."
    s = frodo_ambushed(sam=None)
    assert winner(s) == "sauron"


def test_sam_as_ring_bearer_entering_mordor_wins():
    # seed 001: "Игрок Братства немедленно выигрывает, если Sam, будучи кольценосцем, заходит в
    # Mordor, независимо от присутствия в этой области героев Саурана (битва не происходит)."
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"gondor": ["sam_a"], "shire": ["elrond"]},
               "sauron": {"mordor": ["orcs_a"], "rohan": ["gollum"]}, "dead": ["frodo_a"],
               "ring_bearer": "sam_a", "active": "fellowship"})
    s = act(s, FP, Action("move", hero="sam_a", to="mordor"))
    assert winner(s) == "fellowship"
    assert s.battle is None


def test_sam_dying_as_ring_bearer_loses():
    # seed 001: "Игрок Саурана немедленно выигрывает, если, будучи кольценосцем, погибает Sam."
    s = start({"options": {"heroes": "draft_known"}, "fellowship": {"eregion": ["sam_a"], "shire": ["elrond"]},
               "sauron": {"caradhras": ["balrog"], "mordor": ["orcs_a"]}, "dead": ["frodo_a"],
               "ring_bearer": "sam_a", "active": "fellowship"})
    s = act(s, FP, Action("move", hero="sam_a", to="fangorn", via="tunnel"))
    s = act(s, SAU, Action("ambush"))
    assert winner(s) == "sauron"


# ----------------------------------------------------------------------- no move, no game


def test_sauron_loses_when_no_hero_can_move():
    # seed 001: "Если в свой ход игрок не может сходить вперед своим героем, он немедленно
    # проигрывает." (Sauron's heroes in the Shire have nowhere forward to go)
    s = start({"fellowship": {"eregion": ["frodo_c"]}, "sauron": {"shire": ["cavetroll", "warg"]}})
    assert winner(s) == "fellowship"


def test_fellowship_loses_when_no_hero_can_move():
    # seed 001: "Если в свой ход игрок не может сходить вперед своим героем, он немедленно
    # проигрывает." (Mordor is full of the Fellowship's own heroes; Frodo cannot step in)
    s = start({"fellowship": {"gondor": ["frodo_c"], "mordor": ["gimli", "legolas", "merry", "pippin"]},
               "sauron": {"shire": ["cavetroll"]}, "active": "fellowship"})
    assert winner(s) == "sauron"
    assert legal(s, FP) == []


def test_a_revealed_watcher_alone_cannot_move_and_loses():
    # seed 001: The Watcher: "теряет возможность перемещаться вперед"; "Если в свой ход игрок не
    # может сходить вперед своим героем, он немедленно проигрывает."
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"rohan": ["watcher"]}, "revealed": ["watcher"]})
    assert winner(s) == "fellowship"


def test_an_ability_move_is_enough_not_to_lose():
    # seed 001: "не может сходить вперед своим героем" [Reading A-08: an ability move counts]
    # (a Flying Nazgul in the Shire can still fly to a lone Fellowship hero)
    s = start({"fellowship": {"eregion": ["frodo_c"]}, "sauron": {"shire": ["flyingnazgul_c"]}})
    assert winner(s) is None
    assert kinds(s, SAU) == {"move"}


def test_a_player_without_a_move_may_still_skip_his_turn_with_a_special_card():
    # seed 001: Gandalf the White: "Играется по окончании хода игрока Саурана, при этом свой ход
    # пропускается." [Reading A-09: a skipped turn is not tested for a move]
    s = start({"fellowship": {"gondor": ["frodo_c"], "mordor": ["gimli", "legolas", "merry", "pippin"]},
               "sauron": {"shire": ["cavetroll"], "eregion": ["warg"]}, "dead": ["gandalf_c"],
               "specials": {"fellowship": ["gandalf_white"]}, "active": "fellowship"})
    assert winner(s) is None
    assert legal(s, FP) == [Action("gandalf_white")]
    s = act(s, FP, Action("gandalf_white"))
    assert s.active == SAU and winner(s) is None


# ---------------------------------------------------------------------------- the match


def frodo_wins_game_one():
    s = start({"options": {"match": True},
               "fellowship": {"dagorlad": ["frodo_c"], "shire": ["sam_c", "gimli"]},
               "sauron": {"mordor": ["orcs_c", "warg"], "rohan": ["shelob"]}, "active": "fellowship"})
    return act(s, FP, Action("move", hero="frodo_c", to="mordor"))


def test_winner_scores_a_point_for_each_of_his_heroes_on_the_board():
    # seed 001: "После каждой партии победитель получает 1 очко за каждого своего героя,
    # оставшегося на поле; проигравший очков не получает."
    s = frodo_wins_game_one()
    assert s.scores == [3, 0]
    assert s.results[0][:3] == (1, 0, 3)


def test_the_second_game_swaps_sides_and_sauron_moves_first_again():
    # seed 001: "Рекомендуется сыграть 2 партии, чередуя стороны."; "ХОД. По очереди, начинает
    # игрок Саурана."
    s = frodo_wins_game_one()
    assert GAME.outcome(s) is None and s.game_no == 2
    assert s.phase == "place"
    assert GAME.view(s, 0)["side"] == "sauron" and GAME.view(s, 1)["side"] == "fellowship"
    assert all(where(s, h) is None for h in ("frodo_c", "orcs_c")) and s.loc == [-1] * 18
    assert s.hand == [511, 511] and s.disc == [0, 0]
    for seat, home, front in ((1, "shire", ["arthedain", "cardolan", "rhudaur", "eregion", "enedwaith"]),
                              (0, "mordor", ["dagorlad", "gondor", "mirkwood", "fangorn", "rohan"])):
        heroes = list(dict.fromkeys(a["hero"] for a in legal(s, seat)))
        for i, h in enumerate(heroes):
            s = act(s, seat, Action("place", hero=h, region=home if i < 4 else front[i - 4]))
    assert GAME.to_act(s) == [0]  # seat 0 now plays Sauron and begins
    assert kinds(s, 0) == {"move"}


def test_after_two_games_the_higher_total_wins_the_match():
    # seed 001: "После 2-х партий игрок с большим итоговым счетом объявляется абсолютным
    # победителем."
    s = frodo_wins_game_one()
    rnd = random.Random(5)
    for _ in range(5000):
        if GAME.outcome(s) is not None:
            break
        seat = GAME.to_act(s)[0]
        s = act(s, seat, rnd.choice(legal(s, seat)))
    out = GAME.outcome(s)
    assert out is not None and len(s.results) == 2
    (_, _, pts1, _), (_, side2, pts2, _) = s.results
    seat2 = 1 if side2 == 0 else 0  # game 2: Fellowship = seat 1, Sauron = seat 0
    expected = [pts1, 0]
    expected[seat2] += pts2
    assert s.scores == expected
    assert out.scores == {0: expected[0], 1: expected[1]}
    if expected[0] != expected[1]:
        assert out.winners == ((0,) if expected[0] > expected[1] else (1,))


def test_the_outcome_of_a_single_game_names_the_winning_seat():
    # seed 001: "Игрок Братства немедленно выигрывает, если Frodo заходит в Mordor"
    s = start({"fellowship": {"dagorlad": ["frodo_c"], "shire": ["gimli"]}, "sauron": {"rohan": ["orcs_c"]},
               "active": "fellowship"})
    s = act(s, FP, Action("move", hero="frodo_c", to="mordor"))
    out = GAME.outcome(s)
    assert out.winners == (FP,) and out.sides == ("fellowship",)
    assert out.scores[FP] == 2 and out.scores[SAU] == 0
    refused(s, SAU, Action("move", hero="orcs_c", to="caradhras"), "The game is over.")


def test_a_side_with_no_hero_left_on_the_board_loses_on_its_turn():
    # seed 001: "Если в свой ход игрок не может сходить вперед своим героем, он немедленно
    # проигрывает."
    s = start({"fellowship": {"eregion": ["frodo_c"]}, "sauron": {}})
    assert winner(s) == "fellowship"


def test_special_cards_are_dealt_afresh_for_the_second_game():
    # seed 001: "Каждая карта может быть использована только 1 раз за партию."; "Специальные
    # карты могут быть выданы (в подходящем количестве) менее опытному игроку." (the handicap
    # follows the player when the sides swap)
    s = start({"options": {"match": True, "specials": "handicap", "handicap_seat": 0,
                           "handicap_cards": ["shadowfax", "palantir"]},
               "fellowship": {"fangorn": ["frodo_c"], "shire": ["gimli"]}, "sauron": {"rohan": ["orcs_c"]},
               "specials": {"fellowship": ["shadowfax"]}, "active": "fellowship"})
    s = act(s, FP, Action("shadowfax", hero="frodo_c", to="gondor"))
    s = act(s, FP, Action("move", hero="frodo_c", to="mordor"))
    assert s.game_no == 2
    v = GAME.view(s, 0)
    assert v["side"] == "sauron"
    assert v["specials"]["sauron"] == {"available": ["palantir"], "available_count": 1, "used": []}
    assert v["specials"]["fellowship"]["available"] == [] and v["specials"]["fellowship"]["used"] == []
