"""What each seat may see (seed 001: ПОДГОТОВКА 1, 2, 5; "Другие правила"; digest 8 and
readings A-32, A-40, A-48). `GAME.view` is the only door to hidden information and
`GAME.leaks` must find nothing in it."""

from __future__ import annotations

import random

import pytest

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.game import GAME
from lotr_table.games.confrontation.options import ConfrontationOptions
from tests.games.confrontation.scenario import FP, SAU, act, legal, start


def faces(view, region: str, side: str) -> list:
    return sorted((e["hero"] for e in view["regions"][region] if e["side"] == side), key=str)


def test_a_seat_sees_its_own_tiles_and_only_the_backs_of_the_enemy_tiles():
    # seed 001: "изображение (с символом Кольца) и текст были видны только ему"; "Все герои
    # размещаются закрытыми от соперника — игроку видны только лицевые стороны своих плиток."
    s = start({"fellowship": {"shire": ["frodo_c", "sam_c"], "eregion": ["gimli"]},
               "sauron": {"mordor": ["balrog", "warg"], "gondor": ["orcs_c"]}})
    fv, sv = GAME.view(s, FP), GAME.view(s, SAU)
    assert faces(fv, "shire", "fellowship") == ["frodo_c", "sam_c"]
    assert faces(fv, "mordor", "sauron") == [None, None]
    assert faces(sv, "mordor", "sauron") == ["balrog", "warg"]
    assert faces(sv, "shire", "fellowship") == [None, None]
    assert faces(sv, "eregion", "fellowship") == [None]  # where the pieces stand is public
    assert GAME.leaks(s, FP, fv) == [] and GAME.leaks(s, SAU, sv) == []


def test_hidden_enemy_pieces_in_a_region_cannot_be_told_apart():
    # seed 001: "В любой момент можно перемещать своих героев в одной области с целью запутать
    # соперника." [Reading A-40: the opponent's view names no hidden piece; A-48: nor the mover]
    a = start({"fellowship": {"shire": ["frodo_c", "sam_c"], "eregion": ["gimli", "legolas"]},
               "sauron": {"mordor": ["orcs_c"]}, "active": "fellowship"})
    b = start({"fellowship": {"shire": ["gimli", "legolas"], "eregion": ["frodo_c", "sam_c"]},
               "sauron": {"mordor": ["orcs_c"]}, "active": "fellowship"})
    assert GAME.view(a, SAU) == GAME.view(b, SAU)
    a = act(a, FP, Action("move", hero="gimli", to="caradhras"))
    b = act(b, FP, Action("move", hero="sam_c", to="caradhras"))
    assert GAME.view(a, SAU) == GAME.view(b, SAU)


def test_the_opponent_hand_is_shown_only_as_a_number():
    # seed 001: "Карты на руках всегда закрыты."
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"mordor": ["orcs_c"]},
               "hands": {"fellowship": ["f_1", "f_magic", "f_cloak"], "sauron": ["s_6", "s_eye"]}})
    fv, sv = GAME.view(s, FP), GAME.view(s, SAU)
    assert fv["hand"] == ["f_1", "f_magic", "f_cloak"]
    assert sv["hand"] == ["s_6", "s_eye"]
    assert fv["hand_counts"] == sv["hand_counts"] == {"fellowship": 3, "sauron": 2}
    assert "s_6" not in repr(fv["hand"]) and "f_magic" not in repr(sv["hand"])


def test_both_discards_are_public():
    # seed 001: "Все сыгранные Боевые карты в любое время могут быть просмотрены любым игроком."
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"mordor": ["orcs_c"]},
               "hands": {"fellowship": ["f_1", "f_magic", "f_cloak"], "sauron": ["s_6", "s_eye"]}})
    for seat in (FP, SAU):
        v = GAME.view(s, seat)
        assert v["discards"]["fellowship"] == ["f_2", "f_3", "f_4", "f_5", "f_noble", "f_retreat"]
        assert v["discards"]["sauron"] == ["s_1", "s_2", "s_3", "s_4", "s_5", "s_magic", "s_retreat"]


def test_dead_heroes_lie_face_up_for_both():
    # seed 001: "Погибший герой убирается с поля и кладется лицом вверх на стол со стороны
    # соперника."
    s = start({"fellowship": {"shire": ["frodo_c", "sam_c", "gandalf_c", "aragorn_c"],
                              "eregion": ["legolas", "gimli", "merry", "pippin"]},
               "sauron": {"mordor": ["orcs_c", "warg", "balrog", "shelob"],
                          "gondor": ["witchking_c", "flyingnazgul_c", "saruman_c", "blackrider"]},
               "dead": ["boromir", "cavetroll"]})
    for seat in (FP, SAU):
        v = GAME.view(s, seat)
        assert v["dead"] == {"fellowship": ["boromir"], "sauron": ["cavetroll"]}


def battle_position():
    return start({"fellowship": {"rhudaur": ["gimli"], "shire": ["frodo_c"]},
                  "sauron": {"high_pass": ["warg"], "mordor": ["orcs_c"]}, "active": "fellowship"})


def test_battling_heroes_are_shown_while_the_battle_lasts():
    # seed 001: "1. Раскрыть героев. Каждый игрок раскрывает своего героя."
    s = act(battle_position(), FP, Action("move", hero="gimli", to="high_pass"))
    assert faces(GAME.view(s, SAU), "high_pass", "fellowship") == ["gimli"]
    assert faces(GAME.view(s, FP), "high_pass", "sauron") == ["warg"]


def test_the_enemy_choice_of_combat_card_stays_secret_until_both_have_chosen():
    # seed 001: "каждый игрок должен тайно выбрать 1 из остающихся у себя на руках Боевых карт.
    # Затем оба игрока одновременно открывают выбранные карты"
    s = act(battle_position(), FP, Action("move", hero="gimli", to="high_pass"))
    six = act(s, SAU, Action("play", card="s_6"))
    one = act(s, SAU, Action("play", card="s_1"))
    fv = GAME.view(six, FP)
    assert fv["battle"]["committed"]["sauron"] is True
    assert fv == GAME.view(one, FP)
    assert GAME.leaks(six, FP, fv) == []


def test_surviving_heroes_are_hidden_again_after_the_battle():
    # seed 001: "В конце битвы (в т.ч. после отступления) все раскрытые выжившие герои снова
    # закрываются от соперника"
    s = act(battle_position(), FP, Action("move", hero="gimli", to="high_pass"))
    s = act(s, SAU, Action("play", card="s_1"))
    s = act(s, FP, Action("play", card="f_5"))
    assert s.battle is None
    sv = GAME.view(s, SAU)
    assert faces(sv, "high_pass", "fellowship") == [None]
    assert sv["dead"]["sauron"][-1:] == ["warg"] or "warg" in sv["dead"]["sauron"]
    assert sv["discards"] == {"fellowship": ["f_5"], "sauron": ["s_1"]}


def test_heroes_revealed_by_palantir_are_seen_until_the_turn_ends():
    # seed 001: Palantir: "Раскрыть всех героев Братства в одной области ... до окончания
    # текущего хода"
    s = start({"fellowship": {"eregion": ["gimli", "legolas"], "shire": ["frodo_c"]},
               "sauron": {"rohan": ["orcs_c"]}, "specials": {"sauron": ["palantir"]}})
    s = act(s, SAU, Action("palantir", region="eregion"))
    assert faces(GAME.view(s, SAU), "eregion", "fellowship") == ["gimli", "legolas"]
    assert GAME.leaks(s, SAU, GAME.view(s, SAU)) == []
    s = act(s, SAU, Action("move", hero="orcs_c", to="caradhras"))
    assert faces(GAME.view(s, SAU), "eregion", "fellowship") == [None, None]


def test_a_hero_revealed_by_crebain_stays_visible_to_the_enemy():
    # seed 001: Crebain of Dunland: "должен оставаться раскрытым до окончания партии"
    s = start({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]},
               "sauron": {"rohan": ["orcs_c"]}, "specials": {"sauron": ["crebain"]}})
    s = act(s, SAU, Action("crebain", region="eregion", target="hidden"))
    s = act(s, FP, Action("move", hero="gimli", to="caradhras"))
    sv = GAME.view(s, SAU)
    assert faces(sv, "caradhras", "fellowship") == ["gimli"]
    assert GAME.leaks(s, SAU, sv) == []


def test_a_revealed_watcher_is_seen_by_the_fellowship():
    # seed 001: The Watcher: "Однажды раскрывшись, до окончания партии остается раскрытым"
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"rohan": ["watcher"], "mordor": ["orcs_a"]}, "revealed": ["watcher"]})
    assert faces(GAME.view(s, FP), "rohan", "sauron") == ["watcher"]
    assert faces(GAME.view(s, FP), "mordor", "sauron") == [None]


def test_the_log_does_not_name_a_hidden_mover_to_the_enemy():
    # seed 001: "Все герои размещаются закрытыми от соперника" [Reading A-48: the opponent sees
    # which piece left which region, not who it is]
    s = start({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]}, "sauron": {"mordor": ["orcs_c"]},
               "active": "fellowship"})
    s = act(s, FP, Action("move", hero="gimli", to="caradhras"))
    sv = GAME.view(s, SAU)
    assert not any("gimli" in repr(e["args"]) or "gimli" in e["text"] for e in sv["log"])
    assert any("gimli" in repr(e["args"]) for e in GAME.view(s, FP)["log"])


def test_only_the_seat_to_act_is_shown_its_choices():
    # seed 001: "Все герои размещаются закрытыми от соперника" — the list of legal moves would
    # name the mover's heroes, so the waiting seat gets none
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"mordor": ["orcs_c", "balrog"]}})
    fv, sv = GAME.view(s, FP), GAME.view(s, SAU)
    assert fv["actions"] == [] and fv["decision"] is None
    assert {a["hero"] for a in sv["actions"]} == {"orcs_c", "balrog"}


def test_the_balrog_window_opens_for_any_sauron_hero_in_caradhras():
    # seed 001: Balrog: "Если в области Caradhras, когда герой Братства использует туннель в
    # Moria, при желании можно раскрыть" [Reading A-40: the window itself must not betray the
    # Balrog]
    views = []
    for guard in ("balrog", "orcs_c"):
        s = start({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]},
                   "sauron": {"caradhras": [guard], "mordor": ["warg"]}, "active": "fellowship"})
        s = act(s, FP, Action("move", hero="gimli", to="fangorn", via="tunnel"))
        assert GAME.to_act(s) == [SAU] and Action("pass") in legal(s, SAU)
        v = GAME.view(s, FP)
        views.append({k: v[k] for k in ("regions", "to_act", "decision", "actions", "battle")})
    assert views[0] == views[1]


def test_the_designated_hero_of_a_king_revealed_is_named_only_to_its_owner():
    # seed 001: A King Revealed: "выбрать вражеского героя, которым игрок Саурана должен сходить"
    # — the Fellowship chooses a piece, not a name (ПОЯСНЕНИЯ: "закрытого или раскрытого")
    s = start({"fellowship": {"eregion": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"rohan": ["orcs_c"], "mordor": ["warg"]},
               "specials": {"fellowship": ["king_revealed"]}, "active": "fellowship"})
    s = act(s, FP, Action("king_revealed", region="rohan", target="hidden"))
    assert GAME.view(s, FP)["king_target"] == {"region": "rohan", "hero": None}
    assert GAME.view(s, SAU)["king_target"] == {"region": "rohan", "hero": "orcs_c"}
    assert GAME.leaks(s, FP, GAME.view(s, FP)) == []


def test_the_hidden_ring_bearer_is_not_named_to_sauron():
    # seed 001: "Если погибает Frodo, новым «кольценосцем» становится Sam — в этот момент игрок
    # Братства должен показать Sam'a." (shown at that moment, hidden afterwards [Reading A-37a])
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"gondor": ["sam_a"], "shire": ["elrond"]},
               "sauron": {"mordor": ["orcs_a"]}, "dead": ["frodo_a"], "ring_bearer": "sam_a"})
    sv = GAME.view(s, SAU)
    assert sv["ring_bearer"] is None
    assert GAME.view(s, FP)["ring_bearer"] == "sam_a"
    assert GAME.leaks(s, SAU, sv) == []


MODES = [
    dict(),
    dict(heroes="alternative", specials="choose_two"),
    dict(heroes="draft_known", specials="opponent_picks"),
    dict(heroes="draft_secret", specials="handicap", handicap_seat=1,
         handicap_cards=("palantir", "crebain", "dark_of_mordor", "recall")),
    dict(specials="handicap", handicap_seat=0, handicap_cards=("shadowfax", "gandalf_white", "king_revealed")),
    dict(match=True, heroes="draft_secret", specials="choose_two"),
]


@pytest.mark.parametrize("mode", range(len(MODES)))
def test_no_view_ever_leaks_a_secret_in_random_play(mode):
    # seed 001: "Соперник не должен видеть, куда какая плитка была вставлена."; "Карты на руках
    # всегда закрыты."; "выбранные герои не показываются сопернику" (secret draft)
    rnd = random.Random(100 + mode)
    for game in range(3):
        s = GAME.setup(ConfrontationOptions(**MODES[mode]), seed=game * 7 + mode)
        for _ in range(400):
            for seat in (0, 1):
                v = GAME.view(s, seat)
                assert GAME.leaks(s, seat, v) == [], (mode, game, s.phase)
            if GAME.outcome(s) is not None:
                break
            seat = rnd.choice(GAME.to_act(s))
            s = act(s, seat, rnd.choice(legal(s, seat)))


def test_an_uruk_hai_march_shows_the_uruk_hai():
    # seed 001: Uruk-Hai: "Можно раскрыть, чтобы пройти вперед любое количество областей"
    # [Reading A-26: shown to the opponent for the move, hidden again afterwards]
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"gondor": ["urukhai"], "mordor": ["orcs_a"]}})
    s = act(s, SAU, Action("move", hero="urukhai", to="enedwaith"))
    fv = GAME.view(s, FP)
    assert any(dict(e["args"]).get("hero") == "urukhai" for e in fv["log"])
    assert faces(fv, "enedwaith", "sauron") == [None]


def test_an_ordinary_step_does_not_show_the_uruk_hai():
    # seed 001: Uruk-Hai: "Можно раскрыть, чтобы пройти вперед любое количество областей ...
    # Иначе двигаются как обычно." (an ordinary step shows nothing)
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"gondor": ["urukhai"], "mordor": ["orcs_a"]}})
    s = act(s, SAU, Action("move", hero="urukhai", to="rohan"))
    fv = GAME.view(s, FP)
    assert not any("urukhai" in repr(e["args"]) for e in fv["log"])


def secret_specials_game(sauron_cards: list[str], seed: int = 3):
    """A classic game with special cards chosen secretly (mode a), heroes placed in roster order."""
    s = GAME.setup(ConfrontationOptions(specials="choose_two"), seed)
    s = act(s, FP, Action("choose_specials", cards=["shadowfax", "gwaihir"]))
    s = act(s, SAU, Action("choose_specials", cards=sauron_cards))
    for seat, home, front in ((FP, "shire", ["arthedain", "cardolan", "rhudaur", "eregion", "enedwaith"]),
                              (SAU, "mordor", ["dagorlad", "gondor", "mirkwood", "fangorn", "rohan"])):
        heroes = list(dict.fromkeys(a["hero"] for a in legal(s, seat)))
        for i, h in enumerate(heroes):
            s = act(s, seat, Action("place", hero=h, region=home if i < 4 else front[i - 4]))
    return s


def test_the_palantir_window_does_not_betray_a_secret_palantir():
    # seed 001: "каждый игрок выбирает 2 из своих 4-х Специальных карт" [Reading A-32: secret
    # until played; digest 8.6: no leaking through the presence of a prompt]
    views = []
    for cards in (["palantir", "recall"], ["recall", "crebain"]):
        s = secret_specials_game(cards)
        s = act(s, SAU, Action("move", hero="cavetroll", to="gap_of_rohan"))
        views.append(GAME.view(s, FP))
    # right after the Sauron move the Fellowship sees the same, whichever cards Sauron holds
    assert views[0] == views[1]


def test_a_position_with_secretly_chosen_special_cards_keeps_them_secret():
    # seed 001: "каждый игрок выбирает 2 из своих 4-х Специальных карт" [Reading A-32]
    s = start({"options": {"specials": "choose_two"}, "fellowship": {"shire": ["frodo_c"]},
               "sauron": {"mordor": ["orcs_c"]}, "specials": {"sauron": ["palantir", "recall"]}})
    fv = GAME.view(s, FP)
    assert fv["specials"]["sauron"]["available"] is None
    assert fv["specials"]["sauron"]["available_count"] == 2
    assert GAME.leaks(s, FP, fv) == []


def test_choosing_a_defender_does_not_betray_a_secret_palantir():
    # seed 001: "Если обороняющихся > 1, нападающий выбирает оппонента ... (случайным образом из
    # закрытых или конкретного из уже раскрытых героев соперника)"; Palantir: "Играется в любой
    # момент своего хода." [Reading A-32; digest 8.6: no leaking through a prompt]
    views = []
    for cards in (["palantir", "recall"], ["recall", "crebain"]):
        s = start({"options": {"specials": "choose_two"},
                   "fellowship": {"eregion": ["gimli", "legolas"], "shire": ["frodo_c"]},
                   "sauron": {"caradhras": ["cavetroll"], "mordor": ["orcs_c"]}, "specials": {"sauron": cards}})
        s = act(s, SAU, Action("move", hero="cavetroll", to="eregion"))
        views.append(GAME.view(s, FP))
    assert views[0] == views[1]
