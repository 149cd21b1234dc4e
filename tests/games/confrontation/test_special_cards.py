"""The special cards other than Gwaihir (seed 001: СПЕЦИАЛЬНЫЕ КАРТЫ, ПОЯСНЕНИЯ; digest 5.2,
11.8, 12.52-12.59 and readings A-10, A-11, A-12, A-27 to A-31)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.game import GAME
from lotr_table.games.confrontation.state import HIDDEN, KEPT
from tests.games.confrontation.scenario import (
    FP, SAU, act, destinations, kinds, legal, movers, piece, refused, start, where, winner,
)


def specials_of(s, seat: int, kind: str) -> list[Action]:
    return [a for a in legal(s, seat) if a.kind == kind]


# ------------------------------------------------------------------------------ Shadowfax


def shadowfax_position(**extra):
    pos = {"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]},
           "sauron": {"rohan": ["cavetroll"], "misty_mountains": ["warg"]},
           "specials": {"fellowship": ["shadowfax"]}, "active": "fellowship"}
    pos.update(extra)
    return start(pos)


def test_shadowfax_moves_a_hero_forward_and_then_the_same_hero_moves_again():
    # seed 001: Shadowfax: "Играется в свой ход до передвижения героя. Переместить героя
    # Братства вперед на соседнюю область ... Затем сходить как обычно, но обязательно этим же
    # героем."
    s = shadowfax_position()
    s = act(s, FP, Action("shadowfax", hero="gimli", to="caradhras"))
    assert where(s, "gimli") == "caradhras"
    assert GAME.to_act(s) == [FP]
    assert movers(s, FP) == {"gimli"}
    refused(s, FP, Action("move", hero="frodo_c", to="arthedain"), "This turn you must move Gimli.")
    s = act(s, FP, Action("move", hero="gimli", to="fangorn"))
    assert where(s, "gimli") == "fangorn" and s.active == SAU


def test_shadowfax_may_not_carry_a_hero_into_sauron_heroes():
    # seed 001: Shadowfax: "на соседнюю область, в которой нет героев Саурана"
    s = shadowfax_position()
    assert "misty_mountains" not in destinations(s, FP, "gimli", "shadowfax")
    refused(s, FP, Action("shadowfax", hero="gimli", to="misty_mountains"),
            "\"Shadowfax\" cannot carry a hero into a region held by the enemy.")


def test_shadowfax_may_not_carry_a_hero_into_a_full_region():
    # seed 001: Shadowfax: "или максимального количества Братства"
    s = shadowfax_position(fellowship={"eregion": ["gimli"], "caradhras": ["legolas"], "shire": ["frodo_c"]})
    refused(s, FP, Action("shadowfax", hero="gimli", to="caradhras"),
            "Caradhras already holds as many heroes of your side as it may.")


def test_shadowfax_may_go_through_the_moria_tunnel_and_along_the_anduin():
    # seed 001: Shadowfax: "(можно вдоль Anduin'a и через туннель в Moria ...)"
    s = shadowfax_position()
    assert "fangorn/tunnel" in destinations(s, FP, "gimli", "shadowfax")
    s = act(s, FP, Action("shadowfax", hero="gimli", to="fangorn", via="tunnel"))
    assert where(s, "gimli") == "fangorn"
    s = shadowfax_position(fellowship={"mirkwood": ["gimli"], "shire": ["frodo_c"]})
    assert "fangorn" in destinations(s, FP, "gimli", "shadowfax")


def test_shadowfax_through_the_tunnel_meets_the_balrog():
    # seed 001: Shadowfax: "при этом как обычно погибает, если игрок Саурана раскрывает
    # Balrog'a в Caradhras" [Reading A-10a: the turn then ends]
    s = shadowfax_position(sauron={"caradhras": ["balrog"], "mordor": ["cavetroll"]})
    s = act(s, FP, Action("shadowfax", hero="gimli", to="fangorn", via="tunnel"))
    s = act(s, SAU, Action("ambush"))
    assert where(s, "gimli") is None
    assert s.active == SAU and "move" in kinds(s, SAU)


def test_shadowfax_is_refused_when_the_same_hero_could_not_move_afterwards():
    # seed 001: Shadowfax: "Затем сходить как обычно, но обязательно этим же героем."
    # [Reading A-10b]
    # from Mordor Gimli would have no step forward
    s = shadowfax_position(fellowship={"gondor": ["gimli"], "shire": ["frodo_c"]}, sauron={"rohan": ["cavetroll"]})
    refused(s, FP, Action("shadowfax", hero="gimli", to="mordor"),
            "After Shadowfax the same hero must move on, and Gimli could not.")


def test_frodo_carried_into_mordor_by_shadowfax_wins():
    # seed 001: "Игрок Братства немедленно выигрывает, если Frodo заходит в Mordor"; Shadowfax:
    # "Переместить героя Братства вперед на соседнюю область" (digest 5.2 step 4: the arrival
    # wins also for the special card's own move)
    s = shadowfax_position(fellowship={"gondor": ["frodo_c"], "shire": ["gimli"]}, sauron={"rohan": ["cavetroll"]})
    s = act(s, FP, Action("shadowfax", hero="frodo_c", to="mordor"))
    assert winner(s) == "fellowship"


def test_shadowfax_can_be_used_only_once_per_game():
    # seed 001: "Каждая карта может быть использована только 1 раз за партию."
    s = shadowfax_position(sauron={"mordor": ["cavetroll", "warg"]})
    s = act(s, FP, Action("shadowfax", hero="gimli", to="caradhras"))
    s = act(s, FP, Action("move", hero="gimli", to="fangorn"))
    s = act(s, SAU, Action("move", hero="cavetroll", to="dagorlad"))
    assert s.active == FP
    assert specials_of(s, FP, "shadowfax") == []
    refused(s, FP, Action("shadowfax", hero="frodo_c", to="arthedain"),
            "\"Shadowfax\" has already been played: each special card is used once a game.")


# ---------------------------------------------------------------------- Gandalf the White


def gandalf_white_position(**extra):
    pos = {"fellowship": {"shire": ["frodo_c", "gimli"]}, "sauron": {"mordor": ["cavetroll", "warg"]},
           "dead": ["gandalf_c"], "specials": {"fellowship": ["gandalf_white"]}, "active": "fellowship"}
    pos.update(extra)
    return start(pos)


def test_gandalf_the_white_returns_a_dead_gandalf_to_fangorn_and_costs_the_turn():
    # seed 001: Gandalf the White: "Играется по окончании хода игрока Саурана, при этом свой ход
    # пропускается. Можно вернуть в игру погибшего Gandalf (обе версии), поставив его в Fangorn."
    s = gandalf_white_position()
    s = act(s, FP, Action("gandalf_white"))
    assert where(s, "gandalf_c") == "fangorn"
    assert s.rev[piece(s, "gandalf_c")] == HIDDEN
    assert where(s, "frodo_c") == where(s, "gimli") == "shire"  # no move this turn
    assert s.active == SAU


def test_gandalf_the_white_returns_the_alternative_gandalf_too():
    # seed 001: Gandalf the White: "погибшего Gandalf (обе версии)"
    s = gandalf_white_position(options={"heroes": "alternative"},
                               fellowship={"shire": ["frodo_a", "elrond"]}, sauron={"mordor": ["orcs_a"]},
                               dead=["gandalf_a"])
    s = act(s, FP, Action("gandalf_white"))
    assert where(s, "gandalf_a") == "fangorn"


def test_gandalf_the_white_needs_a_dead_gandalf():
    # seed 001: Gandalf the White: "Нельзя сыграть, если Gandalf еще не погиб."
    s = gandalf_white_position(fellowship={"shire": ["frodo_c", "gandalf_c"]}, dead=[])
    refused(s, FP, Action("gandalf_white"), "Gandalf the White needs a dead Gandalf.")


def test_gandalf_the_white_is_refused_when_a_sauron_hero_is_in_fangorn():
    # seed 001: Gandalf the White: "Нельзя сыграть, если в Fangorn'е уже есть герой Саурана"
    s = gandalf_white_position(sauron={"fangorn": ["cavetroll"]})
    refused(s, FP, Action("gandalf_white"),
            "Gandalf the White cannot be played while a Sauron hero is in Fangorn.")


def test_gandalf_the_white_is_refused_when_fangorn_holds_two_fellowship_heroes():
    # seed 001: Gandalf the White: "или 2 других героя Братства"
    s = gandalf_white_position(fellowship={"shire": ["frodo_c"], "fangorn": ["gimli", "legolas"]})
    refused(s, FP, Action("gandalf_white"),
            "Gandalf the White cannot be played while Fangorn holds two Fellowship heroes.")
    s = gandalf_white_position(fellowship={"shire": ["frodo_c"], "fangorn": ["gimli"]})
    s = act(s, FP, Action("gandalf_white"))
    assert where(s, "gandalf_c") == "fangorn"


def test_gandalf_returned_is_no_longer_under_crebain_of_dunland():
    # seed 001: Crebain of Dunland: "Если был выбран Gandalf, который позже погибает и
    # возвращается в игру с помощью Специальной карты «Gandalf the White», то на нового
    # Gandalf'a эффект «Crebain of Dunland» не действует." [Reading A-29]
    s = gandalf_white_position(revealed=["gandalf_c"])
    s = act(s, FP, Action("gandalf_white"))
    assert s.rev[piece(s, "gandalf_c")] == HIDDEN


# ------------------------------------------------------------------------ A King Revealed


def king_position(**extra):
    pos = {"options": {"heroes": "alternative"},
           "fellowship": {"eregion": ["aragorn_a"], "shire": ["frodo_a"]},
           "sauron": {"rohan": ["orcs_a"], "mordor": ["mouth"]},
           "specials": {"fellowship": ["king_revealed"], "sauron": ["recall", "crebain"]},
           "active": "fellowship"}
    pos.update(extra)
    return start(pos)


def test_a_king_revealed_binds_sauron_to_move_the_chosen_hero():
    # seed 001: A King Revealed: "Обязательно раскрыть Aragorn'a, чтобы выбрать вражеского героя,
    # которым игрок Саурана должен сходить в свой следующий ход"
    s = king_position()
    s = act(s, FP, Action("king_revealed", region="rohan", target="hidden"))
    assert s.active == SAU
    assert where(s, "aragorn_a") == "eregion" and where(s, "frodo_a") == "shire"  # own turn skipped
    assert movers(s, SAU) == {"orcs_a"}
    refused(s, SAU, Action("move", hero="mouth", to="gondor"), "This turn you must move Orcs.")


def test_a_king_revealed_binds_only_the_next_sauron_turn():
    # seed 001: A King Revealed: "которым игрок Саурана должен сходить в свой следующий ход"
    s = king_position()
    s = act(s, FP, Action("king_revealed", region="rohan", target="hidden"))
    s = act(s, SAU, Action("move", hero="orcs_a", to="caradhras"))
    s = act(s, FP, Action("move", hero="frodo_a", to="arthedain"))
    assert movers(s, SAU) == {"orcs_a", "mouth"}


def test_a_king_revealed_forbids_sauron_to_skip_his_turn_for_a_special_card():
    # seed 001: A King Revealed: "(следовательно, игрок Саурана не может пропустить свой
    # следующий ход и сыграть Специальную карту)"
    s = king_position()
    s = act(s, FP, Action("king_revealed", region="rohan", target="hidden"))
    assert kinds(s, SAU) == {"move"}
    refused(s, SAU, Action("recall", hero="orcs_a"),
            "Under A King Revealed, Sauron may not skip his turn for a special card.")


def test_a_king_revealed_shows_aragorn_only_for_the_moment():
    # seed 001: A King Revealed: "Обязательно раскрыть Aragorn'a" [Reading A-12b: shown, then
    # hidden again]
    s = king_position()
    s = act(s, FP, Action("king_revealed", region="rohan", target="hidden"))
    assert s.rev[piece(s, "aragorn_a")] == HIDDEN
    assert any(e["args"] and dict(e["args"]).get("hero") == "aragorn_a"
               for e in GAME.view(s, SAU)["log"])


def test_a_king_revealed_needs_a_living_aragorn():
    # seed 001: A King Revealed: "Нельзя сыграть, если Aragorn уже погиб."
    s = king_position(fellowship={"shire": ["frodo_a", "elrond"]}, dead=["aragorn_a"])
    assert specials_of(s, FP, "king_revealed") == []
    refused(s, FP, Action("king_revealed", region="rohan", target="hidden"),
            "A King Revealed needs Aragorn on the board.")


def test_a_king_revealed_may_not_choose_a_revealed_watcher():
    # seed 001: A King Revealed: "Нельзя выбрать The Watcher, если он уже раскрыт."
    s = king_position(sauron={"rohan": ["watcher"], "mordor": ["mouth"]}, revealed=["watcher"])
    assert all(a.get("target") != "watcher" for a in specials_of(s, FP, "king_revealed"))
    refused(s, FP, Action("king_revealed", region="rohan", target="watcher"),
            "A King Revealed cannot choose the Watcher once he is revealed.")


def test_a_king_revealed_may_choose_a_hidden_hero_in_any_region():
    # seed 001: ПОЯСНЕНИЯ: "вы должны выбрать героя на поле (закрытого или раскрытого)"
    s = king_position(sauron={"rohan": ["orcs_a"], "mordor": ["mouth"], "gondor": ["gollum"]})
    regions = {a["region"] for a in specials_of(s, FP, "king_revealed")}
    assert regions == {"rohan", "mordor", "gondor"}


# -------------------------------------------------------------------------------- Palantir


def palantir_position(**extra):
    pos = {"fellowship": {"eregion": ["gimli", "legolas"], "shire": ["frodo_c", "sam_c"]},
           "sauron": {"rohan": ["orcs_c"], "mordor": ["cavetroll"]}, "specials": {"sauron": ["palantir"]}}
    pos.update(extra)
    return start(pos)


def test_palantir_reveals_all_fellowship_heroes_of_one_region_for_the_turn():
    # seed 001: Palantir: "Играется в любой момент своего хода. Раскрыть всех героев Братства в
    # одной области, за исключением Shire"
    s = palantir_position()
    s = act(s, SAU, Action("palantir", region="eregion"))
    assert s.rev[piece(s, "gimli")] != HIDDEN and s.rev[piece(s, "legolas")] != HIDDEN
    assert s.rev[piece(s, "frodo_c")] == HIDDEN
    assert sorted(e["hero"] for e in GAME.view(s, SAU)["regions"]["eregion"]) == ["gimli", "legolas"]
    assert s.active == SAU and "move" in kinds(s, SAU)  # the card does not replace the move
    s = act(s, SAU, Action("move", hero="orcs_c", to="caradhras"))
    assert s.rev[piece(s, "gimli")] == HIDDEN and s.rev[piece(s, "legolas")] == HIDDEN


def test_palantir_may_not_look_into_the_shire():
    # seed 001: Palantir: "за исключением Shire"
    s = palantir_position()
    assert {a["region"] for a in specials_of(s, SAU, "palantir")} == {"eregion"}
    refused(s, SAU, Action("palantir", region="shire"), "Palantir cannot look into the Shire.")


def test_palantir_may_be_played_after_the_move():
    # seed 001: Palantir: "Играется в любой момент своего хода."
    s = palantir_position()
    s = act(s, SAU, Action("move", hero="orcs_c", to="caradhras"))
    assert GAME.to_act(s) == [SAU]
    assert Action("palantir", region="eregion") in legal(s, SAU)
    s2 = act(s, SAU, Action("pass"))
    assert s2.active == FP and s2.sp_used[1] == 0


def test_palantir_is_a_sauron_card_played_on_the_sauron_turn_only():
    # seed 001: Palantir: "Играется в любой момент своего хода."
    s = palantir_position(active="fellowship")
    refused(s, FP, Action("palantir", region="eregion"), "\"Palantir\" is not one of your special cards.")
    refused(s, SAU, Action("palantir", region="eregion"), "It is not your turn.")


# ----------------------------------------------------------------------- Recall to Mordor


def recall_position(**extra):
    pos = {"fellowship": {"shire": ["frodo_c"], "eregion": ["gimli"]},
           "sauron": {"rohan": ["orcs_c"], "caradhras": ["warg"], "mordor": ["cavetroll"]},
           "specials": {"sauron": ["recall"]}}
    pos.update(extra)
    return start(pos)


def test_recall_to_mordor_brings_one_sauron_hero_home_and_costs_the_turn():
    # seed 001: Recall to Mordor: "Играется по окончании хода игрока Братства, при этом свой ход
    # пропускается. Можно перенести в Mordor любого 1 из своих героев."
    s = recall_position()
    assert {a["hero"] for a in specials_of(s, SAU, "recall")} == {"orcs_c", "warg"}
    s = act(s, SAU, Action("recall", hero="warg"))
    assert where(s, "warg") == "mordor"
    assert where(s, "orcs_c") == "rohan"
    assert s.active == FP


def test_recall_to_mordor_is_refused_with_a_fellowship_hero_in_mordor():
    # seed 001: Recall to Mordor: "Нельзя, если в Mordor'е уже есть герой Братства"
    s = recall_position(fellowship={"shire": ["frodo_c"], "mordor": ["gimli"]},
                        sauron={"rohan": ["orcs_c"], "caradhras": ["warg"]})
    refused(s, SAU, Action("recall", hero="warg"),
            "Recall to Mordor cannot be played while a Fellowship hero is in Mordor.")


def test_recall_to_mordor_is_refused_with_four_other_sauron_heroes_in_mordor():
    # seed 001: Recall to Mordor: "или 4 других героя Саурана"
    s = recall_position(sauron={"rohan": ["orcs_c"], "mordor": ["cavetroll", "warg", "shelob", "balrog"]})
    refused(s, SAU, Action("recall", hero="orcs_c"),
            "Recall to Mordor cannot be played while Mordor holds four Sauron heroes.")


def test_recall_to_mordor_brings_back_a_revealed_watcher_still_revealed():
    # seed 001: The Watcher: "или вернуться в Mordor с помощью Специальной карты «Recall to
    # Mordor» (остается раскрытым в любом случае)"
    s = recall_position(options={"heroes": "alternative"}, fellowship={"shire": ["frodo_a"]},
                        sauron={"rohan": ["watcher"], "mordor": ["orcs_a"]}, revealed=["watcher"])
    s = act(s, SAU, Action("recall", hero="watcher"))
    assert where(s, "watcher") == "mordor"
    assert s.rev[piece(s, "watcher")] == KEPT


# --------------------------------------------------------------------- The Dark of Mordor


def dark_position(**extra):
    pos = {"fellowship": {"shire": ["frodo_c"], "eregion": ["gimli"]},
           "sauron": {"rohan": ["orcs_c"], "mordor": ["cavetroll"]},
           "specials": {"sauron": ["dark_of_mordor"]}}
    pos.update(extra)
    return start(pos)


def test_the_dark_of_mordor_moves_one_hero_then_another_hero_must_move():
    # seed 001: The Dark of Mordor: "Играется в свой ход до передвижения героя. Переместить героя
    # Саурана вперед на соседнюю область ... Затем сходить как обычно, но обязательно другим
    # героем."
    s = dark_position()
    s = act(s, SAU, Action("dark_of_mordor", hero="orcs_c", to="caradhras"))
    assert where(s, "orcs_c") == "caradhras"
    assert movers(s, SAU) == {"cavetroll"}
    refused(s, SAU, Action("move", hero="orcs_c", to="enedwaith"),
            "After The Dark of Mordor you must move a different hero.")
    s = act(s, SAU, Action("move", hero="cavetroll", to="gondor"))
    assert s.active == FP


def test_the_dark_of_mordor_may_not_carry_a_hero_into_fellowship_heroes():
    # seed 001: The Dark of Mordor: "на соседнюю область, в которой нет героев Братства"
    s = dark_position(fellowship={"shire": ["frodo_c"], "caradhras": ["gimli"]})
    refused(s, SAU, Action("dark_of_mordor", hero="orcs_c", to="caradhras"),
            "\"The Dark of Mordor\" cannot carry a hero into a region held by the enemy.")


def test_the_dark_of_mordor_may_not_carry_a_hero_into_a_full_region():
    # seed 001: The Dark of Mordor: "или максимального количества Саурана"
    s = dark_position(sauron={"rohan": ["orcs_c"], "gap_of_rohan": ["warg"], "mordor": ["cavetroll"]})
    refused(s, SAU, Action("dark_of_mordor", hero="orcs_c", to="gap_of_rohan"),
            "Gap of Rohan already holds as many heroes of your side as it may.")


def test_the_dark_of_mordor_may_not_move_a_revealed_watcher():
    # seed 001: The Dark of Mordor: "Нельзя использовать для перемещения вперед раскрытого The
    # Watcher."
    s = dark_position(options={"heroes": "alternative"}, fellowship={"shire": ["frodo_a"]},
                      sauron={"rohan": ["watcher"], "mordor": ["orcs_a"]}, revealed=["watcher"])
    assert all(a["hero"] != "watcher" for a in specials_of(s, SAU, "dark_of_mordor"))
    refused(s, SAU, Action("dark_of_mordor", hero="watcher", to="caradhras"),
            "The Watcher, once revealed, can no longer move forward.")


def test_the_dark_of_mordor_is_refused_when_no_other_hero_could_move():
    # seed 001: The Dark of Mordor: "Затем сходить как обычно, но обязательно другим героем."
    # [Reading A-11]
    s = dark_position(sauron={"rohan": ["orcs_c"]})
    refused(s, SAU, Action("dark_of_mordor", hero="orcs_c", to="caradhras"),
            "After The Dark of Mordor another hero must move, and none could.")


def test_the_dark_of_mordor_carrying_the_alternative_witch_king_into_the_shire_wins():
    # seed 001: Witch King (альтернативная): "Если заходит в Shire, игрок Саурана немедленно
    # выигрывает партию" [Reading A-38: also when carried by The Dark of Mordor]
    s = dark_position(options={"heroes": "alternative"}, fellowship={"eregion": ["frodo_a"]},
                      sauron={"arthedain": ["witchking_a"], "mordor": ["orcs_a"]})
    s = act(s, SAU, Action("dark_of_mordor", hero="witchking_a", to="shire"))
    assert winner(s) == "sauron"


# ---------------------------------------------------------------------- Crebain of Dunland


def crebain_position(**extra):
    pos = {"fellowship": {"shire": ["frodo_c"], "eregion": ["gimli"]},
           "sauron": {"rohan": ["orcs_c"]}, "specials": {"sauron": ["crebain"]}}
    pos.update(extra)
    return start(pos)


def test_crebain_of_dunland_reveals_an_enemy_hero_for_the_rest_of_the_game():
    # seed 001: Crebain of Dunland: "Играется по окончании хода игрока Братства, при этом свой
    # ход пропускается. Можно выбрать и раскрыть вражеского героя — должен оставаться раскрытым
    # до окончания партии."
    s = crebain_position()
    s = act(s, SAU, Action("crebain", region="eregion", target="hidden"))
    assert s.rev[piece(s, "gimli")] == KEPT
    assert where(s, "orcs_c") == "rohan" and s.active == FP  # Sauron's own turn skipped
    s = act(s, FP, Action("move", hero="frodo_c", to="arthedain"))
    s = act(s, SAU, Action("move", hero="orcs_c", to="gap_of_rohan"))
    assert s.rev[piece(s, "gimli")] == KEPT
    assert [e["hero"] for e in GAME.view(s, SAU)["regions"]["eregion"]] == ["gimli"]


def test_crebain_of_dunland_may_choose_any_region_with_fellowship_heroes():
    # seed 001: ПОЯСНЕНИЯ: "вы должны выбрать героя на поле (закрытого или раскрытого)"
    s = crebain_position()
    assert {a["region"] for a in specials_of(s, SAU, "crebain")} == {"shire", "eregion"}


def test_crebain_of_dunland_is_a_sauron_card():
    # seed 001: "Саурон: ... Crebain of Dunland"
    s = crebain_position(active="fellowship")
    refused(s, FP, Action("crebain", region="eregion", target="hidden"),
            "\"Crebain of Dunland\" is not one of your special cards.")


# ------------------------------------------------------------------------------- general


def test_only_one_skip_turn_card_per_skipped_turn():
    # seed 001: Recall to Mordor / Crebain of Dunland: "при этом свой ход пропускается"
    # [Reading A-31: at most one per skipped turn]
    s = recall_position(specials={"sauron": ["recall", "crebain"]})
    s = act(s, SAU, Action("recall", hero="warg"))
    assert s.active == FP
    # the card cost Sauron his turn: the turn is over, which is what keeps the second card out
    refused(s, SAU, Action("crebain", region="eregion", target="hidden"), "It is not your turn.")
    s = act(s, FP, legal(s, FP)[0])
    assert any(a.kind == "crebain" for a in legal(s, SAU))    # his next turn may be skipped again


def test_a_used_skip_turn_card_is_gone_for_the_rest_of_the_game():
    # seed 001: "Каждая карта может быть использована только 1 раз за партию."
    s = crebain_position(specials={"sauron": ["crebain"]}, sauron={"rohan": ["orcs_c", "warg"]})
    s = act(s, SAU, Action("crebain", region="eregion", target="hidden"))
    s = act(s, FP, Action("move", hero="frodo_c", to="arthedain"))
    assert specials_of(s, SAU, "crebain") == []



def test_the_dark_of_mordor_under_a_king_revealed_moves_another_hero_first():
    # seed 001: A King Revealed: "выбрать вражеского героя, которым игрок Саурана должен сходить в
    # свой следующий ход"; The Dark of Mordor: "Затем сходить как обычно, но обязательно другим
    # героем." [Reading A-11: the card moves another hero; the designated one makes the move]
    s = king_position(specials={"fellowship": ["king_revealed"], "sauron": ["dark_of_mordor"]})
    s = act(s, FP, Action("king_revealed", region="rohan", target="hidden"))
    assert {a["hero"] for a in specials_of(s, SAU, "dark_of_mordor")} == {"mouth"}
    refused(s, SAU, Action("dark_of_mordor", hero="orcs_a", to="caradhras"),
            "Under A King Revealed, Orcs makes this turn's move: The Dark of Mordor must carry another hero.")
    s = act(s, SAU, Action("dark_of_mordor", hero="mouth", to="gondor"))
    assert movers(s, SAU) == {"orcs_a"}
