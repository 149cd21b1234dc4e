"""Setup, the two drafts and the choice of special cards (seed 001: ПОДГОТОВКА, Драфт с
известным выбором, Драфт с тайным выбором, СПЕЦИАЛЬНЫЕ КАРТЫ; digest 4, 10)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.board import board
from lotr_table.games.confrontation.content import special_ids, tile_faces
from lotr_table.games.confrontation.game import GAME
from lotr_table.games.confrontation.options import ConfrontationOptions
from tests.games.confrontation.scenario import FP, SAU, act, kinds, legal, refused, where

FRONT = {FP: ["arthedain", "cardolan", "rhudaur", "eregion", "enedwaith"],
         SAU: ["dagorlad", "gondor", "mirkwood", "fangorn", "rohan"]}
HOME = {FP: "shire", SAU: "mordor"}


def new(seed: int = 1, **options):
    return GAME.setup(ConfrontationOptions(**options), seed)


def place_all(s, seat: int):
    """Four heroes in the home corner, then one in each front region, in roster order."""
    side = FP if GAME.view(s, seat)["side"] == "fellowship" else SAU
    heroes = [a["hero"] for a in legal(s, seat) if a.kind == "place"]
    order = list(dict.fromkeys(heroes))
    for i, hero in enumerate(order):
        region = HOME[side] if i < 4 else FRONT[side][i - 4]
        s = act(s, seat, Action("place", hero=hero, region=region))
    return s


def place_regions(s, seat: int) -> set[str]:
    return {a["region"] for a in legal(s, seat) if a.kind == "place"}


def draft_all(s, seat: int, faces):
    for i, face in enumerate(faces):
        s = act(s, seat, Action("draft", tile=i + 1, face=face))
    return s


# ---------------------------------------------------------------------------- placement


def test_heroes_may_be_placed_only_at_home_and_in_the_five_front_regions():
    # seed 001: "Игрок Братства выбирает 4 из своих героев и размещает их в Shire, остальные 5 —
    # в 5 областях перед Shire ... Игрок Саурана делает то же самое со своей стороны";
    # "В начале партии никаких героев в горных областях находиться не может."
    s = new()
    assert s.phase == "place"
    assert place_regions(s, FP) == {"shire", *FRONT[FP]}
    assert place_regions(s, SAU) == {"mordor", *FRONT[SAU]}
    refused(s, FP, Action("place", hero="frodo_c", region="high_pass"),
            "Frodo cannot be placed in The High Pass: four heroes go to your home corner and one to each region in front of it.")
    refused(s, SAU, Action("place", hero="balrog", region="caradhras"),
            "Balrog cannot be placed in Caradhras: four heroes go to your home corner and one to each region in front of it.")


def test_only_one_hero_goes_to_each_front_region():
    # seed 001: "остальные 5 — в 5 областях перед Shire, по 1 герою в каждую"
    s = new()
    s = act(s, FP, Action("place", hero="frodo_c", region="eregion"))
    assert "eregion" not in place_regions(s, FP)
    refused(s, FP, Action("place", hero="sam_c", region="eregion"),
            "Sam cannot be placed in Eregion: four heroes go to your home corner and one to each region in front of it.")


def test_only_four_heroes_go_to_the_home_corner():
    # seed 001: "выбирает 4 из своих героев и размещает их в Shire"
    s = new()
    for hero in ("frodo_c", "sam_c", "gandalf_c", "aragorn_c"):
        s = act(s, FP, Action("place", hero=hero, region="shire"))
    assert "shire" not in place_regions(s, FP)
    refused(s, FP, Action("place", hero="gimli", region="shire"),
            "Gimli cannot be placed in The Shire: four heroes go to your home corner and one to each region in front of it.")


def test_both_players_place_at_once_and_sauron_moves_first():
    # seed 001: "ХОД. По очереди, начинает игрок Саурана." [Reading A-43: placement may be
    # simultaneous, everything being hidden]
    s = new()
    assert GAME.to_act(s) == [FP, SAU]
    s = place_all(s, FP)
    assert GAME.to_act(s) == [SAU]
    s = place_all(s, SAU)
    assert s.phase == "turn"
    assert GAME.to_act(s) == [SAU]
    assert kinds(s, SAU) == {"move"}
    assert legal(s, FP) == []


def test_a_completed_setup_has_four_at_home_and_one_in_each_front_region():
    # seed 001: "размещает их в Shire, остальные 5 — в 5 областях перед Shire, по 1 герою в
    # каждую"; "никаких героев в горных областях"
    s = place_all(place_all(new(), FP), SAU)
    for seat, side_heroes in ((FP, tile_faces()[:9]), (SAU, tile_faces()[9:])):
        spots = [where(s, faces[0]) for faces in side_heroes]
        assert spots.count(HOME[seat]) == 4
        assert sorted(r for r in spots if r != HOME[seat]) == sorted(FRONT[seat])
    b = board()
    assert not any(b.mountain[r] for r in s.loc)


def test_placement_is_hidden_from_the_opponent():
    # seed 001: "Все герои размещаются закрытыми от соперника — игроку видны только лицевые
    # стороны своих плиток."
    s = place_all(place_all(new(), FP), SAU)
    for seat in (FP, SAU):
        v = GAME.view(s, seat)
        mine = "fellowship" if seat == FP else "sauron"
        for entries in v["regions"].values():
            for e in entries:
                assert (e["hero"] is not None) == (e["side"] == mine)
        assert GAME.leaks(s, seat, v) == []


# --------------------------------------------------------------------------------- drafts


def test_a_draft_lets_each_player_choose_a_face_for_every_tile():
    # seed 001: "Перед началом партии каждый игрок тайно вставляет 9 своих плиток в подставки
    # любой стороной (классическая или альтернативная версия) на свой выбор."
    s = new(heroes="draft_known")
    assert s.phase == "draft" and GAME.to_act(s) == [FP, SAU]
    assert set(legal(s, FP)) == {Action("draft", tile=1, face="classic"),
                                 Action("draft", tile=1, face="alternative")}
    faces = ["alternative", "classic"] * 4 + ["alternative"]
    s = draft_all(s, FP, faces)
    s = draft_all(s, SAU, ["classic"] * 9)
    fellowship = [tile_faces()[p][0 if f == "classic" else 1] for p, f in enumerate(faces)]
    assert s.hero[:9] == fellowship
    assert s.hero[9:] == [faces_[0] for faces_ in tile_faces()[9:]]
    assert s.phase == "place"


def test_known_draft_shows_the_chosen_heroes_to_the_opponent():
    # seed 001: "Затем выбранные герои показываются сопернику"
    s = new(heroes="draft_known")
    s = draft_all(s, FP, ["alternative"] * 9)
    assert GAME.view(s, SAU)["roster"]["fellowship"] is None  # not before the draft is over
    s = draft_all(s, SAU, ["classic"] * 9)
    v = GAME.view(s, SAU)
    assert v["roster"]["fellowship"] == [faces[1] for faces in tile_faces()[:9]]
    assert GAME.view(s, FP)["roster"]["sauron"] == [faces[0] for faces in tile_faces()[9:]]
    # the list, not which piece is which: placed pieces stay faceless
    s = place_all(place_all(s, FP), SAU)
    assert all(e["hero"] is None for es in GAME.view(s, SAU)["regions"].values()
               for e in es if e["side"] == "fellowship")


def test_secret_draft_keeps_the_chosen_heroes_from_the_opponent():
    # seed 001: "Драфт с тайным выбором. Предыдущий вариант драфта, но выбранные герои не
    # показываются сопернику"
    s = new(heroes="draft_secret")
    s = draft_all(s, FP, ["alternative"] * 9)
    s = draft_all(s, SAU, ["classic"] * 9)
    for seat, enemy in ((FP, "sauron"), (SAU, "fellowship")):
        v = GAME.view(s, seat)
        assert v["roster"][enemy] is None
        assert v["roster"]["fellowship" if seat == FP else "sauron"] is not None
        assert GAME.leaks(s, seat, v) == []


def test_secret_draft_version_becomes_known_when_the_hero_is_revealed():
    # seed 001: "версия каждого вражеского героя становится известной только при его раскрытии
    # по ходу партии"
    s = GAME.position({"options": {"heroes": "draft_secret"},
                       "fellowship": {"eregion": ["legolas"], "shire": ["frodo_a"]},
                       "sauron": {"caradhras": ["orcs_a"]}, "active": "fellowship"})
    assert [e["hero"] for e in GAME.view(s, FP)["regions"]["caradhras"]] == [None]
    s = act(s, FP, Action("move", hero="legolas", to="caradhras"))  # the battle reveals both heroes
    assert [e["hero"] for e in GAME.view(s, FP)["regions"]["caradhras"] if e["side"] == "sauron"] == ["orcs_a"]


def test_a_draft_comes_before_the_placement():
    # seed 001: "Перед началом партии каждый игрок тайно вставляет 9 своих плиток в подставки
    # любой стороной" — the faces are fixed first, then the heroes are placed
    s = new(heroes="draft_secret")
    refused(s, FP, Action("place", hero="frodo_c", region="shire"),
            "That is not possible now: you must choose a face for each of your tiles.")


# ------------------------------------------------------------------------- special cards


def test_choose_two_offers_each_player_two_of_his_own_four_cards():
    # seed 001: "каждый игрок выбирает 2 из своих 4-х Специальных карт, чтобы использовать их в
    # течение игры"
    s = new(specials="choose_two")
    assert s.phase == "specials" and GAME.to_act(s) == [FP, SAU]
    for seat in (FP, SAU):
        choices = [set(a["cards"]) for a in legal(s, seat)]
        assert len(choices) == 6
        assert all(len(c) == 2 and c <= set(special_ids()[seat]) for c in choices)
    s = act(s, FP, Action("choose_specials", cards=["shadowfax", "gwaihir"]))
    s = act(s, SAU, Action("choose_specials", cards=["palantir", "crebain"]))
    assert s.phase == "place"
    assert GAME.view(s, FP)["specials"]["fellowship"]["available"] == ["shadowfax", "gwaihir"]
    assert GAME.view(s, SAU)["specials"]["sauron"]["available"] == ["palantir", "crebain"]


def test_choose_two_refuses_three_cards_or_the_opponents_cards():
    # seed 001: "каждый игрок выбирает 2 из своих 4-х Специальных карт"
    s = new(specials="choose_two")
    refused(s, FP, Action("choose_specials", cards=["shadowfax", "gwaihir", "king_revealed"]),
            "Choose 2 different special cards.")
    refused(s, FP, Action("choose_specials", cards=["palantir", "crebain"]),
            "\"Palantir\" is not one of the cards you may choose.")


def test_choose_two_keeps_the_choice_secret_from_the_opponent():
    # seed 001: "каждый игрок выбирает 2 из своих 4-х Специальных карт" [Reading A-32: mode (a)
    # choices are secret until played]
    s = new(specials="choose_two")
    s = act(s, FP, Action("choose_specials", cards=["shadowfax", "gwaihir"]))
    s = act(s, SAU, Action("choose_specials", cards=["palantir", "crebain"]))
    v = GAME.view(s, SAU)
    assert v["specials"]["fellowship"]["available"] is None
    assert v["specials"]["fellowship"]["available_count"] == 2
    assert GAME.leaks(s, SAU, v) == []


def test_opponent_picks_begins_with_the_fellowship_announcing_zero_to_four():
    # seed 001: "игрок Братства объявляет число от 0 до 4"
    s = new(specials="opponent_picks")
    assert GAME.to_act(s) == [FP]
    assert set(legal(s, FP)) == {Action("announce", count=n) for n in range(5)}
    assert legal(s, SAU) == []
    refused(s, FP, Action("announce", count=5), "Announce a number from 0 to 4.")


def test_opponent_picks_gives_each_player_the_cards_the_opponent_chose():
    # seed 001: "затем каждый выбирает столько из Специальных карт соперника, которые последний
    # сможет использовать в течение игры" [Reading A-35: N applies to both]
    s = new(specials="opponent_picks")
    s = act(s, FP, Action("announce", count=3))
    for seat in (FP, SAU):
        enemy_cards = set(special_ids()[1 - seat])
        assert all(len(a["cards"]) == 3 and set(a["cards"]) <= enemy_cards for a in legal(s, seat))
    s = act(s, FP, Action("choose_specials", cards=["palantir", "recall", "crebain"]))
    s = act(s, SAU, Action("choose_specials", cards=["shadowfax", "gandalf_white", "gwaihir"]))
    assert s.phase == "place"
    v = GAME.view(s, FP)
    assert v["specials"]["sauron"]["available"] == ["palantir", "recall", "crebain"]
    assert v["specials"]["fellowship"]["available"] == ["shadowfax", "gandalf_white", "gwaihir"]


def test_opponent_picks_reveals_the_picks_only_when_both_have_chosen():
    # seed 001: "затем каждый выбирает столько из Специальных карт соперника" — a simultaneous
    # secret choice: the picks are public [Reading A-32] once both are made, not before
    s = new(specials="opponent_picks")
    s = act(s, FP, Action("announce", count=2))
    s = act(s, FP, Action("choose_specials", cards=["palantir", "recall"]))
    v = GAME.view(s, SAU)
    assert v["specials"]["sauron"]["available"] is None
    assert GAME.leaks(s, SAU, v) == []


def test_announcing_zero_special_cards_skips_the_choice():
    # seed 001: "игрок Братства объявляет число от 0 до 4"
    s = new(specials="opponent_picks")
    s = act(s, FP, Action("announce", count=0))
    assert s.phase == "place"
    assert s.sp_avail == [0, 0]


def test_handicap_gives_the_listed_cards_to_one_player():
    # seed 001: "Специальные карты могут быть выданы (в подходящем количестве) менее опытному
    # игроку."
    s = new(specials="handicap", handicap_seat=1, handicap_cards=("palantir", "dark_of_mordor"))
    assert s.phase == "place"
    v = GAME.view(s, FP)
    assert v["specials"]["sauron"]["available"] == ["palantir", "dark_of_mordor"]
    assert v["specials"]["fellowship"]["available"] == []


def test_without_special_cards_none_can_be_played():
    # seed 001: special cards are an optional rule: "В партии используются Специальные карты"
    s = GAME.position({"fellowship": {"shire": ["frodo_c", "gimli"]}, "sauron": {"mordor": ["cavetroll"]},
                       "active": "fellowship"})
    assert kinds(s, FP) == {"move"}
    refused(s, FP, Action("shadowfax", hero="gimli", to="arthedain"), "You do not have \"Shadowfax\".")


def test_special_cards_are_chosen_before_the_heroes_are_placed():
    # seed 001: "Специальные карты ... Перед началом партии:" (the ways of choosing)
    s = new(specials="choose_two")
    assert s.phase == "specials"
    refused(s, FP, Action("place", hero="frodo_c", region="shire"),
            "That is not possible now: you must choose special cards.")


def test_the_fellowship_may_be_seat_one_and_sauron_still_begins():
    # seed 001: "ХОД. По очереди, начинает игрок Саурана."
    s = new(fellowship_seat=1)
    assert GAME.view(s, 1)["side"] == "fellowship"
    assert {a["hero"] for a in legal(s, 0)} == {faces[0] for faces in tile_faces()[9:]}
    s = place_all(s, 1)
    s = place_all(s, 0)
    assert GAME.to_act(s) == [0]
