"""The Shadow character deck, one scenario a card (events.py, event_words_hunt.py,
data/event_cards_shadow_character.json). The seed prints none of these cards' texts: each test
quotes the rule the card's effect uses (Розділ V, VIII, IX)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import oldest_first
from lotr_table.games.wotr import card_zones as places, hunt_tiles, turn
from lotr_table.games.wotr.board import LEADER, REGULAR, board
from lotr_table.games.wotr.characters import GOLLUM, WITCH_KING, companion_id
from lotr_table.games.wotr.state import slot

from tests.games.wotr.play import at_actions, die, pick, play, values

FP, SH = 0, 1
B = board()
AT_WAR = {"step": 0, "active": True}
# the standard tiles by their ints (hunt_tiles.json): a draw from the whole pool picks its index
EYE, THREE, TWO, ONE = 0, 4, 7, 10
GANDALF, GIMLI = 0, 4
TESTED = {"sh_char_05", "sh_char_06", "sh_char_07", "sh_char_08b", "sh_char_09", "sh_char_10", "sh_char_13",
          "sh_char_14", "sh_char_15", "sh_char_16", "sh_char_18", "sh_char_19", "sh_char_20", "sh_char_21", "sh_char_22", "sh_char_23", "sh_char_24",
          "sh_char_17"}                     # (Balrog of Moria's event half: test_cards_balrog.py)


def shadow_turn(spec: dict, card: str, shadow=("character",)):
    """The Shadow holds `card` and has the opportunity, its dice `shadow` rolled."""
    s = at_actions(spec, ["event"], list(shadow))
    places.lay(s.zones, places.hand(SH), (card,))
    return play(s, FP, die("event"), pick("use", "skip"))


def played(spec: dict, card: str, draws=(), shadow=("character",)):
    s = shadow_turn(spec, card, shadow)
    s.fixed_draws = tuple(draws)
    return play(s, SH, die("character"), pick("use", "play_event"), pick("card", card))


def playable(spec: dict, card: str) -> bool:
    s = shadow_turn(spec, card)
    s = play(s, SH, die("character"))
    return "play_event" in values(s, SH)


def option(s, seat: int, text: str):
    return play(s, seat, next(a for a in s.pending.actions if a.get("text") == text))


AWAY = {"fellowship": "fangorn"}


def keep_guide(s):
    """The Free Peoples keep their Guide when the Fellowship changes («Гравець за Вільні Народи
    може вибирати нового провідника ... щоразу, коли ... змінюється склад Братства»)."""
    while s.pending.kind == "guide":
        s = play(s, FP, s.pending.actions[0])
    return s


# ---- a Hunt tile drawn by a card ---------------------------------------------------------------

def test_orc_patrol_draws_a_tile_that_hunts_and_an_eye_is_set_aside():
    # «Якщо гонитва вдала, гравець за Тінь ... бере жетон гонитви»: the tile's damage is taken
    # as a Hunt's (a casualty or the Ring)
    s = played(AWAY, "sh_char_05", [THREE])
    assert s.pending.kind == "hunt_damage" and s.pending.data == (3, False)
    s = played(AWAY, "sh_char_05", [EYE])
    assert s.corruption == 0 and s.pending.kind != "hunt_damage" and len(s.fellowship) == 7
    assert EYE in s.hunt_drawn


def test_orc_patrol_is_not_played_where_the_fellowship_stands_in_a_free_peoples_settlement():
    assert playable(AWAY, "sh_char_05")
    assert not playable({"fellowship": "rivendell"}, "sh_char_05")


def test_isildurs_bane_takes_the_whole_damage_as_corruption():
    # «збільште показник споганення Персненосців на величину цієї різниці»: nothing lessens it
    s = played(AWAY, "sh_char_06", [THREE])
    assert s.corruption == 3 and s.fellowship == tuple(range(7))


def test_foul_thing_from_the_deep_takes_a_random_companion_first():
    # «Гравець за Тінь ... навмання бере жетон супутника»: Gimli (level 2) lessens 3 to 1
    s = played(AWAY, "sh_char_07", [THREE, GIMLI])
    assert GIMLI not in s.fellowship and GIMLI in s.fallen
    s = keep_guide(s)
    assert s.pending.kind == "hunt_damage" and s.pending.data == (1, False)


def test_the_breaking_of_the_fellowship_separates_as_many_companions_as_the_tile_says():
    # «Відокремлення супутників від Братства»: they stand where the Ring-bearers' figure stands
    s = played({**AWAY, "hidden": False}, "sh_char_14", [TWO])
    assert s.pending.kind == "card_separate"
    for name in ("gimli", "legolas"):
        s = keep_guide(play(s, FP, Action("separate", companion=name)))
    assert {companion_id(c): B.ids[r] for c, r in s.separated} == {"gimli": "fangorn", "legolas": "fangorn"}
    assert len(s.fellowship) == 5


def test_the_breaking_of_the_fellowship_with_gollum_as_guide_adds_one_corruption_and_needs_a_revealed_fellowship():
    s = shadow_turn({**AWAY, "hidden": False}, "sh_char_14")
    s.fellowship, s.guide, s.companions = (), GOLLUM, 0
    s = play(s, SH, die("character"), pick("use", "play_event"), pick("card", "sh_char_14"))
    assert s.corruption == 1
    assert not playable(AWAY, "sh_char_14")


def test_lure_of_the_ring_the_free_peoples_choose_corruption_or_the_companion():
    s = played({**AWAY, "hidden": False}, "sh_char_13", [GANDALF])
    assert s.pending.kind == "card_lure" and s.pending.seat == FP
    corrupted = play(s, FP, Action("corrupt", companion="gandalf_the_grey", points=3))
    assert corrupted.corruption == 3
    lost = play(s, FP, Action("eliminate_companion", companion="gandalf_the_grey"))
    assert lost.corruption == 0 and GANDALF in lost.fallen
    assert not playable(AWAY, "sh_char_13")


# ---- the Nazgûl ------------------------------------------------------------------------------

def fly(s, source: str, to: str, figure: str = "nazgul"):
    return play(s, SH, Action("another_minion"), pick("minion", figure), pick("from", source), pick("to", to))


def test_nazgul_search_reveals_the_fellowship_a_nazgul_flew_to():
    # «він може перемістити кожного назґŷла ... у будь-який регіон ігрового поля за один рух»
    spec = {**AWAY, "progress": 1, "armies": {"dol_guldur": {"sauron": {"nazgul": 1}}}}
    s = played(spec, "sh_char_09")
    s = fly(s, "dol_guldur", "fangorn")
    assert not s.fellowship_hidden and s.pending.kind == "reveal_to"
    assert not playable({**spec, "progress": 0}, "sh_char_09")


def test_the_witch_king_flies_as_a_nazgul_for_a_card():
    # «Короля-Відьмака вважають назґŷлом (на нього діють усі ефекти карт подій, що стосуються
    # назґŷлів ...)»
    spec = {**AWAY, "progress": 1, "minions": {"witch_king": "minas_morgul"}}
    s = played(spec, "sh_char_09")
    s = fly(s, "minas_morgul", "fangorn", "witch_king")
    assert (WITCH_KING, B.region("fangorn")) in s.minions and not s.fellowship_hidden


def test_the_nazgul_strike_rolls_for_the_hunt_where_a_nazgul_found_the_fellowship():
    # «кидає стільки кубиків, скільки їх лежить у комірці гонитви»
    spec = {**AWAY, "progress": 1, "armies": {"fangorn": {"sauron": {"nazgul": 1}}}}
    s = played(spec, "sh_char_08b")
    s.hunt_box = 2
    s = play(s, SH, Action("done"))
    s.fixed_draws = (5, 5, THREE)                          # two sixes, then the tile
    s = option(s, SH, "Roll for the Hunt")
    assert s.pending.kind == "hunt_damage" and s.pending.data == (3, False)


def test_the_nazgul_strike_may_discard_a_free_peoples_character_card_from_the_table():
    # «Then, if at least one Nazgûl is in the region with the Fellowship, you may either discard
    # one Free Peoples Character Event card from the table or roll for the Hunt» (the card)
    spec = {**AWAY, "progress": 1, "armies": {"fangorn": {"sauron": {"nazgul": 1}}}}
    s = shadow_turn(spec, "sh_char_08b")
    places.lay(s.zones, places.table(FP), ("fp_char_05",))
    s = play(s, SH, die("character"), pick("use", "play_event"), pick("card", "sh_char_08b"))
    s = play(s, SH, Action("done"))
    assert [a["text"] for a in s.pending.actions] == [
        "Discard a Free Peoples character card from the table", "Roll for the Hunt", "Neither"]
    s = option(s, SH, "Discard a Free Peoples character card from the table")
    assert s.tables[FP] == () and "fp_char_05" in s.discards[FP]


def test_the_nazgul_strike_offers_no_discard_when_the_free_peoples_table_has_no_character_card():
    spec = {**AWAY, "progress": 1, "armies": {"fangorn": {"sauron": {"nazgul": 1}}}}
    s = play(played(spec, "sh_char_08b"), SH, Action("done"))
    assert [a["text"] for a in s.pending.actions] == ["Roll for the Hunt", "Neither"]


def test_cruel_weather_drives_the_fellowship_into_an_adjacent_region():
    s = played({**AWAY, "progress": 1}, "sh_char_10")
    assert sorted(a["item"] for a in s.pending.actions) == sorted(B.ids[n] for n in B.neighbours[B.region("fangorn")])
    s = play(s, SH, Action("choose", item="westemnet"))
    assert s.fellowship_region == B.region("westemnet") and s.fellowship_progress == 1


def test_the_ringwraiths_are_abroad_move_two_armies_each_with_a_nazgul():
    spec = {"politics": {"sauron": AT_WAR},
            "armies": {"morannon": {"sauron": {"regular": 2, "nazgul": 1}},
                       "minas_morgul": {"sauron": {"regular": 1, "nazgul": 1}}}}
    s = played(spec, "sh_char_23")
    s = play(s, SH, Action("done"))
    assert [a["text"] for a in s.pending.actions] == ["Move two armies with Nazgûl", "Neither"]
    s = option(s, SH, "Move two armies with Nazgûl")
    s = play(s, SH, pick("army", "morannon"))
    group = next(v for v in values(s, SH) if ("sauron", "leaders", 1) in v and ("sauron", "regular", 2) in v)
    s = play(s, SH, pick("units", group), pick("to", "dagorlad"), Action("move_another"), pick("army", "minas_morgul"))
    s = play(s, SH, pick("units", values(s, SH)[0]), pick("to", "north_ithilien"))
    assert s.armies[B.region("dagorlad")][slot(B.nation("sauron"), LEADER)] == 1
    assert s.armies[B.region("north_ithilien")][slot(B.nation("sauron"), LEADER)] == 1


def test_the_black_captain_commands_recruits_two_nazgul_where_the_witch_king_stands():
    spec = {"minions": {"witch_king": "minas_morgul"}, "armies": {"minas_morgul": {"sauron": {"regular": 1}}}}
    s = played(spec, "sh_char_24")
    s = option(s, SH, "Recruit two Nazgûl with the Witch-king")
    s = play(s, SH, Action("choose", item="minas_morgul"))
    assert s.armies[B.region("minas_morgul")][slot(B.nation("sauron"), LEADER)] == 2
    assert not playable({}, "sh_char_24")


# ---- the Shadow's dice ------------------------------------------------------------------------

def test_the_lidless_eye_turns_unused_dice_into_eyes_in_the_hunt_box():
    s = played({}, "sh_char_18", shadow=("character", "army", "muster", "muster"))
    s = play(s, SH, Action("to_eye", result="muster"), Action("to_eye", result="army"), Action("done"))
    assert s.hunt_box == 2 and s.rolled[SH] == ("muster",)


# ---- cards on the Shadow's table ---------------------------------------------------------------

def on_shadow_table(card: str, spec: dict | None = None, fp=("event", "character")):
    """The Shadow lays `card` on the table (a Character die); the Free Peoples keep a Character
    die to move the Fellowship."""
    s = at_actions(spec or {}, list(fp), ["character", "event"])
    places.lay(s.zones, places.hand(SH), (card,))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("character"), pick("use", "play_event"), pick("card", card))
    assert s.tables[SH] == (card,)
    return s


def test_worn_with_sorrow_and_toil_discards_a_free_peoples_character_card_when_a_companion_falls():
    # the card stays on the table: it leaves only «when the Fellowship is declared in an
    # unconquered Free Peoples city or stronghold»
    s = on_shadow_table("sh_char_15")
    places.lay(s.zones, places.hand(FP), ("fp_char_01",))
    places.lay(s.zones, places.DRAWN, [x for x in s.hunt_pool if x != THREE])
    s.hunt_box = 1
    s.fixed_draws = (5, 0)                            # a 6, then the tile (3 damage)
    s = play(s, FP, die("character"), pick("use", "fellowship_move"))
    s = play(s, FP, Action("lose_guide"))
    s = keep_guide(s)
    assert s.pending.kind == "table_card" and s.pending.seat == SH
    s.fixed_draws = (0,)                              # the hand's one character card (no table card: no choice)
    s = play(s, SH, Action("use_table", card="sh_char_15"))
    assert "fp_char_01" in s.discards[FP] and s.tables[SH] == ("sh_char_15",)


def test_flocks_of_crebain_add_one_to_each_hunt_die():
    # «Результат кидка «1» завжди означає невдачу, незалежно від будь-якого модифікатора» — a 5
    # made a 6 by the card
    s = on_shadow_table("sh_char_16")
    s.hunt_box = 1
    s.fixed_draws = (4,)                              # a 5: a success only with the card
    s = play(s, FP, die("character"), pick("use", "fellowship_move"))
    assert s.pending.kind == "table_card" and s.pending.seat == SH
    s = play(s, SH, Action("discard_table", card="sh_char_16"))
    assert s.tables[SH] == () and "sh_char_16" in s.discards[SH]
    rolls = [e for e in oldest_first(s.log) if e[1].startswith("The Shadow hunts")]
    assert dict(rolls[-1][2])["successes"] == 1


def test_flocks_of_crebain_leave_the_table_when_the_fellowship_is_declared_in_a_free_city():
    from lotr_table.games.wotr import fellowship
    s = on_shadow_table("sh_char_16")
    fellowship.declare(s, B.region("rivendell"))
    assert s.tables[SH] == () and "sh_char_16" in s.discards[SH]


def test_wormtongue_keeps_rohan_passive_when_a_shadow_army_enters_it_and_leaves_at_its_activation():
    # «Поки ця карта у грі, Роган можна активувати лише відповідним супутником, оголошенням
    # Братства в Едорасі чи Гельмовому Яру або атакою на Едорас чи Гельмів Яр»: not by «У регіон
    # цього народу входить вороже військо»
    from lotr_table.games.wotr import politics
    s = on_shadow_table("sh_char_22", {"minions": {"saruman": "orthanc"},
                                       "armies": {"helms_deep": {"rohan": {"regular": 1}}}})
    rohan = B.nation("rohan")
    politics.enemy_army_entered(s, B.region("westemnet"), SH)
    assert not s.active[rohan] and s.tables[SH] == ("sh_char_22",)
    politics.army_attacked(s, s.armies[B.region("helms_deep")], FP, B.region("helms_deep"))
    assert s.active[rohan] and "sh_char_22" in s.discards[SH]


def test_wormtongue_is_not_played_without_saruman():
    s = at_actions({}, ["event"], ["character"])
    places.lay(s.zones, places.hand(SH), ("sh_char_22",))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("character"))
    assert "play_event" not in values(s, SH)


def test_the_palantir_draws_a_card_after_each_event_card_played_with_an_event_die():
    # «Поки ця карта у грі, щоразу, коли ви використовуєте результат «подія» на кубику дій,
    # щоб розіграти карту події, негайно візьміть ще одну карту» (the card's text)
    s = on_shadow_table("sh_char_21", {"minions": {"saruman": "orthanc"}})
    places.lay(s.zones, places.hand(SH), ("sh_char_18",))
    s = play(s, FP, die("character"), pick("use", "skip"))
    s = play(s, SH, die("event"), pick("use", "play_event"), pick("card", "sh_char_18"))
    assert s.pending.kind == "table_draw" and s.pending.seat == SH
    before = len(oldest_first(s.log))
    s = play(s, SH, Action("deck", deck="strategy"))
    # one card drawn at once, from the deck chosen (the turn may end after it: its draws come later)
    after = [e for e in oldest_first(s.log)[before:] if e[0] == -1]
    turn_over = next((k for k, e in enumerate(after) if e[1] == "Turn {turn} begins."), len(after))
    drawn = [e for e in after[:turn_over] if e[1] == "{seat} draws a card from the {deck} deck."]
    assert [dict(e[2]) for e in drawn] == [{"deck": "strategy", "seat": SH}]


def test_the_palantir_is_discarded_by_the_free_peoples_with_a_will_of_the_west():
    s = on_shadow_table("sh_char_21", {"minions": {"saruman": "orthanc"}}, fp=("event", "will_of_the_west"))
    s = play(s, FP, die("will_of_the_west"), pick("use", "discard_table_card"), pick("card", "sh_char_21"))
    while s.pending.kind == "_compound":             # no card of the hand goes with it
        s = play(s, FP, pick(s.pending.actions[0]["part"], "nothing"))
    assert s.tables[SH] == () and "sh_char_21" in s.discards[SH]


# ---- armies ------------------------------------------------------------------------------------

SIEGE = {"armies": {"minas_tirith": {"sauron": {"regular": 4}}}, "minions": {"witch_king": "minas_tirith"},
         "besieged": {"minas_tirith": {"gondor": {"regular": 1}}}, "control": {"minas_tirith": "free_peoples"},
         "politics": {"sauron": AT_WAR}}


def test_grond_the_witch_kings_assault_lasts_three_rounds():
    # «Якщо карта ... визначає умову, то для розіграшу карти вона має бути виконана» — the
    # Witch-king besieging a stronghold; the siege battle of three rounds (the card's own term)
    s = played(SIEGE, "sh_char_20")
    s = play(s, SH, Action("choose", item="minas_tirith"))
    s.fixed_draws = (0,) * 21    # three rounds of misses: four dice, two re-rolls (the Witch-king), one die
    s = play(s, SH, pick("army", "minas_tirith"))
    s = play(s, SH, pick("units", max(values(s, SH), key=len)))
    rolls = [e for e in oldest_first(s.log) if e[1].startswith("{side} rolls")]
    assert len(rolls) == 6 and s.battle is None      # three rounds of both sides' rolls, then it ends


def test_grond_is_not_played_without_the_witch_king_at_the_siege():
    away = dict(SIEGE, minions={"witch_king": "minas_morgul"})
    assert playable(SIEGE, "sh_char_20") and not playable(away, "sh_char_20")


SPELLS = {"armies": {"osgiliath": {"sauron": {"regular": 1, "nazgul": 2}}, "minas_tirith": {"gondor": {"regular": 2}}},
          "minions": {"witch_king": "osgiliath"}}


def test_dreadful_spells_roll_a_die_for_each_nazgul_of_the_army_next_door():
    # the Witch-king one of the three: «Короля-Відьмака вважають назґŷлом (на нього діють усі
    # ефекти карт подій, що стосуються назґŷлів ...)»
    s = played(SPELLS, "sh_char_19", draws=(4, 0, 5))     # a 5, a 1 and a 6: two hits, the third die
    s = play(s, SH, Action("choose", item="minas_tirith"))
    while s.pending.kind != "actions" and s.pending.seat == FP:
        s = play(s, FP, s.pending.actions[0])
    assert s.armies[B.region("minas_tirith")][slot(B.nation("gondor"), REGULAR)] == 0


def test_dreadful_spells_need_a_nazgul_with_a_shadow_army_near_a_free_peoples_army():
    alone = {"armies": {"osgiliath": {"sauron": {"nazgul": 2}}, "minas_tirith": {"gondor": {"regular": 2}}}}
    assert playable(SPELLS, "sh_char_19") and not playable(alone, "sh_char_19")


def test_the_special_tiles_are_the_only_untested_cards_of_the_deck():
    from lotr_table.games.wotr import events
    deck = {c for c in events.with_effect() if c.startswith("sh_char")}
    tiles = {t.card for t in hunt_tiles.tiles() if t.card}
    assert deck - TESTED - {"sh_char_08", "sh_char_12"} <= tiles


# ---- the combat halves (combat.py, combat_words.py) ---------------------------------------------
# «На початку кожного бойового раунду кожен гравець може зіграти з руки одну карту події,
# використовуючи її як бойову карту»; a half shared by several cards is tried with each.

import pytest  # noqa: E402

from tests.games.wotr.battle_kit import answer, asked, count, fight, pieces, war  # noqa: E402
from tests.games.wotr.test_battle_combat_cards import attack, board, choose, dice, offered  # noqa: E402

SAURON_NAZGUL = {"sauron": {"regular": 3, "nazgul": 2}}
COMBAT = {"Cruel as Death": ("sh_char_05", "sh_char_06", "sh_char_10", "sh_char_21"),
          "They Are Terrible": ("sh_char_07", "sh_char_13", "sh_char_16"),
          "Foul Stench": ("sh_char_09", "sh_char_22", "sh_char_24"),
          "Words of Power": ("sh_char_15", "sh_char_18", "sh_char_23"),
          "Dread and Despair": ("sh_char_14", "sh_char_20"), "Black Breath": ("sh_char_08b",),
          "Durin's Bane": ("sh_char_17",), "Devilry of Orthanc": ("sh_char_19",)}


@pytest.mark.parametrize("card", COMBAT["Cruel as Death"])
def test_cruel_as_death_two_points_of_nazgul_leadership_for_one_more_on_each_die(card):
    # «додайте 1» — «Модифікатор додають до результату кожного кинутого кубика»; the leadership
    # given up leaves nothing to re-roll
    s = board({"gondor": {"regular": 3}}, SAURON_NAZGUL, shadow=[card])
    attack(s, SAURON_NAZGUL)
    dice(s, 4, 4, 1, 1, 1, 1)
    choose(s, SH, card)
    assert count(s, "north_ithilien", "gondor", "regular") == 1 and s.battle.dice[0][1] == ()
    one = {"sauron": {"regular": 3, "nazgul": 1}}
    s = board({"gondor": {"regular": 3}}, one, shadow=[card])
    attack(s, one)
    assert offered(s) == []


@pytest.mark.parametrize("card", COMBAT["They Are Terrible"])
def test_they_are_terrible_one_point_of_nazgul_leadership_for_one_more_on_the_re_roll(card):
    s = board({"gondor": {"regular": 3}}, SAURON_NAZGUL, shadow=[card])
    attack(s, SAURON_NAZGUL)
    dice(s, 1, 1, 1, 1, 1, 1, 4)            # one die re-rolled (2 - 1 given up): 4 + 1 hits
    choose(s, SH, card)
    assert len(s.battle.dice[0][1]) == 1 and count(s, "north_ithilien", "gondor", "regular") == 2


@pytest.mark.parametrize("card", COMBAT["Foul Stench"])
def test_foul_stench_cancels_the_free_peoples_re_roll_when_the_nazgul_lead_as_much(card):
    # «Якщо лідерство назґулів дорівнює або перевищує сумарне лідерство Вільних Народів, то
    # перекид за лідерство Вільних Народів скасовують» (the seed's Wormtongue card, §5.6)
    one = {"sauron": {"regular": 3, "nazgul": 1}}
    s = board({"gondor": {"regular": 3, "leaders": 1}}, one, shadow=[card])
    attack(s, one)
    dice(s, 1, 1, 1, 1, 1, 1, 1)
    choose(s, SH, card)
    assert s.battle.dice[1][1] == ()


@pytest.mark.parametrize("card", COMBAT["Words of Power"])
def test_words_of_power_a_companions_leadership_counts_for_nothing(card):
    one = {"sauron": {"regular": 3, "nazgul": 1}}
    s = board({"gondor": {"regular": 3}}, one, shadow=[card], separated={"boromir": "north_ithilien"},
              companions=["gandalf_the_grey", "strider", "legolas", "gimli", "meriadoc", "peregrin"])
    attack(s, one)
    dice(s, 1, 1, 1, 1, 1, 1, 1)
    choose(s, SH, card)
    answer(s, "card_choice", "choose", item="companion/boromir")
    assert s.battle.dice[1][1] == ()        # Boromir's leadership of 1 gave no re-roll


@pytest.mark.parametrize("card", COMBAT["Dread and Despair"])
def test_dread_and_despair_nazgul_leadership_for_fewer_free_peoples_dice(card):
    s = board({"gondor": {"regular": 4}}, SAURON_NAZGUL, shadow=[card])
    attack(s, SAURON_NAZGUL)
    choose(s, SH, card)
    dice(s, 1, 1, 1, 1, 1)
    answer(s, "card_choice", "option", option=1)
    assert len(s.battle.dice[1][0]) == 2 and s.battle.dice[0][1] == ()


def test_black_breath_of_the_nazgul_strike_eliminates_a_leader_on_a_re_roll_hit():
    one = {"sauron": {"regular": 3, "nazgul": 1}}
    s = board({"gondor": {"regular": 3, "leaders": 1}}, one, shadow=["sh_char_08b"])
    attack(s, one)
    dice(s, 1, 1, 1, 1, 1, 1, 5, 1)
    choose(s, SH, "sh_char_08b")
    answer(s, "card_choice", "choose", item="leader/gondor")
    assert count(s, "north_ithilien", "gondor", "leaders") == 0


def test_durins_bane_attacks_with_three_dice_on_fours_near_moria():
    # «Прокляття Даріна»: «спеціальна атака перед звичайною битвою»; «Будь-які бойові втрати
    # негайно прибирають з поля»
    shadow = {"sauron": {"regular": 3}}
    s = war({"armies": {"dimrill_dale": {"elves": {"regular": 3}}, "moria": shadow}})
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(SH), ["sh_char_17"])
    fight(s, 1, "moria", "dimrill_dale", pieces(**shadow))
    dice(s, 4, 4, 1, 1, 1, 1, 1)
    choose(s, SH, "sh_char_17")
    assert count(s, "dimrill_dale", "elves", "regular") == 1
    s = board({"gondor": {"regular": 3}}, shadow, shadow=["sh_char_17"])
    attack(s, shadow)
    assert offered(s) == []


def test_devilry_of_orthanc_needs_isengard_against_a_stronghold():
    isengard = {"isengard": {"regular": 3}}
    s = war({"armies": {"helms_deep": {"rohan": {"regular": 3}}, "fords_of_isen": isengard}})
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(SH), ["sh_char_19"])
    fight(s, 1, "fords_of_isen", "helms_deep", pieces(**isengard))
    if s.pending.kind == "battle_stronghold":
        answer(s, "battle_stronghold", "field")
    assert offered(s) == ["sh_char_19"]
    s = board({"gondor": {"regular": 3}}, {"sauron": {"regular": 3}}, shadow=["sh_char_19"])
    attack(s, {"sauron": {"regular": 3}})
    assert offered(s) == []
