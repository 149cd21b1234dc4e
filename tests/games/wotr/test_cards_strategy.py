"""The strategy cards that move armies, attack, cause casualties, lie on the table or move the
Political Track (seed: Розділ V, «Розіграш карт подій»), each in one scenario from a readable
board (event_words_armies.py, table_cards.py, data/event_cards_*_strategy.json)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import battle, card_zones as places, events, fellowship, movement, politics, table_cards
from lotr_table.games.wotr.board import ELITE, LEADER, REGULAR, board
from lotr_table.games.wotr.characters import characters
from lotr_table.games.wotr.invariants import invariants
from lotr_table.games.wotr.state import slot

from tests.games.wotr.play import at_actions, die, pick, play, values

FP, SH = 0, 1
B = board()
AT_WAR = {"step": 0, "active": True}
SHADOW_AT_WAR = {"isengard": AT_WAR, "sauron": AT_WAR, "southrons": AT_WAR}


def hand(s, seat: int, *cards: str):
    places.lay(s.zones, places.hand(seat), cards)
    return s


def n(s, region: str, nation: str, kind: int, box: bool = False) -> int:
    return (s.besieged if box else s.armies)[B.region(region)][slot(B.nation(nation), kind)]


def fp_plays(spec: dict, card: str, result: str = "army", more=()):
    s = hand(at_actions(spec, [result, *more], ["event", "event"]), FP, card)
    return play(s, FP, die(result), pick("use", "play_event"), pick("card", card))


def shadow_plays(spec: dict, card: str, result: str = "army", fp=("event",)):
    s = hand(at_actions(spec, list(fp), [result, "event"]), SH, card)
    s = play(s, FP, die(fp[0]), pick("use", "skip"))
    return play(s, SH, die(result), pick("use", "play_event"), pick("card", card))


def choose(s, seat: int, item):
    return play(s, seat, Action("choose", item=item))


def on_table(s) -> set:
    return {card for _, card in table_cards.on_table(s)}


def where(s, companion: str) -> str:
    ids = [c.id for c in characters().companions]
    return next(B.ids[r] for c, r in s.separated if ids[c] == companion)


# ---- Free Peoples ------------------------------------------------------------------------------

def test_the_last_battle_keeps_the_fellowship_dice_out_of_the_hunt_box_until_it_is_declared():
    # «Якщо на карті написано: «Викладіть на стіл», це означає, що після розіграшу карту не
    # скидають, а її ефекти тривають, доки не буде виконана певна умова»
    spec = {"armies": {"fangorn": {"gondor": {"regular": 2}}}, "separated": {"aragorn": "fangorn"}}
    s = fp_plays(spec, "fp_str_01", more=("character",))
    assert on_table(s) == {"fp_str_01"}
    s = play(s, SH, die("event"), pick("use", "skip"))
    s = play(s, FP, die("character"), pick("use", "fellowship_move"))
    assert s.hunt_box_fp == 0 and s.fellowship_progress == 1
    fellowship.declare(s, B.region("rivendell"))
    assert on_table(s) == set() and "fp_str_01" in s.discards[FP]


def test_the_last_battle_is_not_played_with_aragorn_inside_a_free_peoples_nation():
    spec = {"armies": {"edoras": {"rohan": {"regular": 2}}}, "separated": {"aragorn": "edoras"}}
    s = hand(at_actions(spec, ["army"], ["event"]), FP, "fp_str_01")
    s = play(s, FP, die("army"))
    assert "play_event" not in values(s, FP)


def test_a_power_too_great_closes_the_elven_strongholds_until_the_shadow_pays_two_cards():
    spec = {"armies": {"dimrill_dale": {"sauron": {"regular": 3}}}, "politics": {"sauron": AT_WAR}}
    s = hand(fp_plays(spec, "fp_str_02"), SH, "sh_str_13", "sh_char_01")
    assert s.step[B.nation("elves")] == 2 and on_table(s) == {"fp_str_02"}
    dimrill, lorien = B.region("dimrill_dale"), B.region("lorien")
    group = (("sauron", "regular", 3),)
    assert lorien not in movement.destinations(s, SH, dimrill, group)
    s.armies[lorien] = s.armies[B.region("dimrill_dale")][:0] + tuple(
        int(k == slot(B.nation("elves"), REGULAR)) for k in range(len(s.armies[lorien])))
    assert battle.why_not(s, SH, dimrill, lorien, movement.pieces_of(group)) == \
        "a card on the table closes that region to the attack"
    # «Якщо скидання карти вимагає використання кубика дій, то скидання карти вважають дією»
    s = play(s, SH, die("event"), pick("use", "discard_table_card"), pick("card", "fp_str_02"),
             pick("given", "sh_str_13"), pick("paid", "sh_char_01"))
    assert on_table(s) == set() and {"sh_str_13", "sh_char_01"} <= set(s.discards[SH])
    assert lorien in movement.destinations(s, SH, dimrill, group) or battle.why_not(
        s, SH, dimrill, lorien, movement.pieces_of(group)) is None


def test_the_power_of_tom_bombadil_keeps_shadow_armies_out_of_the_shire():
    spec = {"armies": {"bree": {"sauron": {"regular": 2}}},
            "politics": {"north": {"step": 2, "active": True}, "sauron": AT_WAR}}
    s = fp_plays(spec, "fp_str_03")
    assert s.step[B.nation("north")] == 1
    reach = movement.destinations(s, SH, B.region("bree"), (("sauron", "regular", 2),))
    assert B.region("buckland") not in reach and B.region("north_downs") in reach


def test_book_of_mazarbul_moves_gimli_to_erebor_and_the_dwarves_go_to_war():
    s = fp_plays({"separated": {"gimli": "dale"}}, "fp_str_04", result="muster")
    s = play(s, FP, Action("another_companion"), pick("companions", ("gimli",)), pick("to", "erebor"))
    dwarves = B.nation("dwarves")
    assert where(s, "gimli") == "erebor" and s.step[dwarves] == 0 and s.active[dwarves]


def test_fear_fire_foes_with_a_companion_already_in_bree_moves_nobody_and_the_north_goes_to_war():
    s = fp_plays({"separated": {"strider": "bree"}}, "fp_str_07", result="muster")
    s = play(s, FP, Action("done"))
    north = B.nation("north")
    assert s.step[north] == 0 and s.active[north]


def test_the_spirit_of_mordor_strikes_only_an_army_of_two_shadow_nations():
    spec = {"armies": {"fangorn": {"sauron": {"regular": 2}, "isengard": {"regular": 1}},
                       "moria": {"sauron": {"regular": 4}}}}
    s = fp_plays(spec, "fp_str_05")
    assert [a["item"] for a in s.pending.actions] == ["fangorn"]
    s.fixed_draws = (4, 4, 0, 0, 0)                  # rolls of 5, 5, 1, 1, 1: two hits
    s = choose(s, FP, "fangorn")
    assert s.pending.kind == "card_hit" and s.pending.seat == SH
    s = play(s, SH, Action("remove", nation="isengard", piece="regular"))     # the second: the one left
    assert (n(s, "fangorn", "sauron", REGULAR), n(s, "fangorn", "isengard", REGULAR)) == (1, 0)


def test_faramirs_rangers_strike_in_ithilien_then_recruit_in_osgiliath():
    spec = {"armies": {"north_ithilien": {"sauron": {"regular": 2}}, "osgiliath": {"gondor": {"regular": 1}}}}
    s = fp_plays(spec, "fp_str_06")
    s.fixed_draws = (5, 0, 0)                        # one hit
    s = choose(s, FP, "north_ithilien")
    s = play(s, FP, Action("recruit", piece="elite", nation="gondor"))
    assert n(s, "north_ithilien", "sauron", REGULAR) == 1
    assert (n(s, "osgiliath", "gondor", ELITE), n(s, "osgiliath", "gondor", LEADER)) == (1, 1)


def test_help_unlooked_for_takes_a_die_from_the_besiegers_for_each_unit_inside():
    spec = {"armies": {"helms_deep": {"isengard": {"regular": 3}}, "westemnet": {"rohan": {"regular": 2}}},
            "besieged": {"helms_deep": {"rohan": {"regular": 2}}}, "politics": {"rohan": AT_WAR},
            "control": {"helms_deep": "free_peoples"}}
    s = fp_plays(spec, "fp_str_10")
    s = choose(s, FP, "helms_deep")
    s.fixed_draws = (0,) * 10
    s = play(s, FP, pick("army", "westemnet"), pick("units", (("rohan", "regular", 2),)))
    # three Isengard units, two Free Peoples units inside: one die
    assert len(s.battle.dice[1][0]) == 1 and len(s.battle.dice[0][0]) == 2


def test_paths_of_the_woses_go_straight_to_minas_tirith_or_beside_it_when_it_is_besieged():
    spec = {"armies": {"edoras": {"rohan": {"regular": 2}}}, "politics": {"rohan": AT_WAR}}
    s = fp_plays(spec, "fp_str_11")
    s = choose(s, FP, "edoras")
    assert [a["item"] for a in s.pending.actions] == ["minas_tirith"]
    s = choose(s, FP, "minas_tirith")
    s = play(s, FP, pick("units", (("rohan", "regular", 2),)))
    assert n(s, "minas_tirith", "rohan", REGULAR) == 2 and n(s, "edoras", "rohan", REGULAR) == 0
    spec["armies"]["minas_tirith"] = {"sauron": {"regular": 3}}
    spec["besieged"] = {"minas_tirith": {"gondor": {"regular": 1}}}
    s = choose(fp_plays(spec, "fp_str_11"), FP, "edoras")
    assert {a["item"] for a in s.pending.actions} == {"lossarnach", "druadan_forest", "osgiliath"}


def test_through_a_day_and_a_night_moves_the_army_and_its_companion_two_regions():
    spec = {"armies": {"edoras": {"rohan": {"regular": 2}}}, "separated": {"strider": "edoras"},
            "politics": {"rohan": AT_WAR}}
    s = fp_plays(spec, "fp_str_12")
    s = play(s, FP, pick("army", "edoras"), pick("units", (("rohan", "regular", 2),)))
    assert "fords_of_isen" in values(s, FP)          # Edoras - Westemnet - Fords of Isen
    s = play(s, FP, pick("to", "fords_of_isen"))
    assert n(s, "fords_of_isen", "rohan", REGULAR) == 2 and where(s, "strider") == "fords_of_isen"


# ---- Shadow --------------------------------------------------------------------------------------

def test_return_to_valinor_rolls_for_the_elves_of_each_stronghold_not_besieged():
    spec = {"armies": {"lorien": {"elves": {"regular": 2}}}, "control": {"rivendell": "shadow"}}
    s = hand(at_actions(spec, ["event"], ["army", "event"]), SH, "sh_str_01")
    s = play(s, FP, die("event"), pick("use", "skip"))
    s.fixed_draws = (5, 3)                           # a 6 and a 4: one hit
    s = play(s, SH, die("army"), pick("use", "play_event"), pick("card", "sh_str_01"))
    assert n(s, "lorien", "elves", REGULAR) == 1


def test_the_fighting_uruk_hai_assault_lasts_three_rounds():
    spec = {"armies": {"helms_deep": {"isengard": {"regular": 3, "elite": 1}}},
            "besieged": {"helms_deep": {"rohan": {"regular": 1}}}, "minions": {"saruman": "orthanc"},
            "politics": {"isengard": AT_WAR}, "control": {"helms_deep": "free_peoples"}}
    s = shadow_plays(spec, "sh_str_02")
    s = choose(s, SH, "helms_deep")
    s.fixed_draws = (0,) * 18                        # three rounds of misses (six dice a round)
    s = play(s, SH, pick("army", "helms_deep"), pick("units", (("isengard", "regular", 3), ("isengard", "elite", 1))))
    assert s.battle.round == 3 and s.pending.kind == "battle_press"


def test_denethors_folly_eliminates_a_leader_and_lies_until_a_will_of_the_west():
    spec = {"armies": {"minas_tirith": {"sauron": {"regular": 4}}},
            "besieged": {"minas_tirith": {"gondor": {"regular": 2, "leaders": 1}}},
            "control": {"minas_tirith": "free_peoples"}}
    s = shadow_plays(spec, "sh_str_03", fp=("event", "will_of_the_west"))
    assert n(s, "minas_tirith", "gondor", LEADER, box=True) == 0 and on_table(s) == {"sh_str_03"}
    assert table_cards.combat_cards_barred(s, FP, B.region("minas_tirith"))
    s = play(s, FP, die("will_of_the_west"), pick("use", "discard_table_card"), pick("card", "sh_str_03"))
    while s.pending.kind == "_compound":
        s = play(s, FP, pick(s.pending.actions[0]["part"], "nothing"))
    assert on_table(s) == set()


def test_the_day_without_dawn_discards_the_will_of_the_west_dice():
    s = shadow_plays({"politics": SHADOW_AT_WAR}, "sh_str_04", fp=("event", "will_of_the_west", "muster"))
    assert s.rolled[FP] == ("muster",)


def test_threats_and_promises_bars_passive_nations_from_diplomacy_until_an_attack_advances_one():
    s = shadow_plays({}, "sh_str_05", result="muster", fp=("event", "muster"))
    s = play(s, FP, die("muster"), pick("use", "diplomacy"))
    assert values(s, FP) == ["elves"]                 # the only active Free Peoples nation
    politics.army_attacked(s, tuple(int(k == slot(B.nation("gondor"), REGULAR)) for k in range(24)), FP)
    assert on_table(s) == set()


def test_stormcrow_turns_a_nation_back_and_the_free_peoples_lose_one_of_its_pieces():
    spec = {"politics": {"elves": {"step": 2, "active": True}}, "armies": {"rivendell": {"elves": {"regular": 1}}}}
    s = shadow_plays(spec, "sh_str_06", result="muster")
    s = choose(s, SH, "elves")
    assert s.step[B.nation("elves")] == 3 and n(s, "rivendell", "elves", REGULAR) == 0


def test_shadows_gather_ends_only_where_another_shadow_army_stands():
    spec = {"armies": {"fangorn": {"sauron": {"regular": 2}}, "orthanc": {"isengard": {"regular": 2}}},
            "politics": {"sauron": AT_WAR}}
    s = shadow_plays(spec, "sh_str_07")
    s = play(s, SH, pick("army", "fangorn"), pick("units", (("sauron", "regular", 2),)))
    assert values(s, SH) == ["orthanc"]
    s = play(s, SH, pick("to", "orthanc"))
    assert n(s, "orthanc", "sauron", REGULAR) == 2


def test_the_shadow_lengthens_moves_two_armies_each_to_another():
    spec = {"armies": {"fangorn": {"sauron": {"regular": 1}}, "westemnet": {"sauron": {"regular": 1}},
                       "orthanc": {"isengard": {"regular": 1}}}, "politics": {"sauron": AT_WAR}}
    s = shadow_plays(spec, "sh_str_08")
    s = play(s, SH, pick("army", "fangorn"), pick("units", (("sauron", "regular", 1),)), pick("to", "orthanc"))
    s = play(s, SH, pick("army", "westemnet"), pick("units", (("sauron", "regular", 1),)), pick("to", "orthanc"))
    assert n(s, "orthanc", "sauron", REGULAR) == 2


def test_the_shadow_is_moving_moves_up_to_four_armies():
    spec = {"armies": {"fangorn": {"sauron": {"regular": 1}}, "moria": {"sauron": {"regular": 1}}},
            "politics": SHADOW_AT_WAR}
    s = shadow_plays(spec, "sh_str_09")
    s = play(s, SH, pick("army", "fangorn"), pick("units", (("sauron", "regular", 1),)), pick("to", "parth_celebrant"))
    s = play(s, SH, Action("done"))
    assert n(s, "parth_celebrant", "sauron", REGULAR) == 1 and n(s, "moria", "sauron", REGULAR) == 1


def test_the_corsairs_land_on_a_defended_coast_and_may_not_cease_the_attack():
    spec = {"armies": {"umbar": {"southrons": {"regular": 3}}, "pelargir": {"gondor": {"regular": 1}}},
            "politics": {"southrons": AT_WAR}}
    s = shadow_plays(spec, "sh_str_10")
    s = choose(s, SH, "pelargir")
    s.fixed_draws = (0,) * 4                         # no hits either way
    s = play(s, SH, pick("units", (("southrons", "regular", 3),)))
    assert s.battle is not None and s.pending.kind != "battle_continue"


def test_rage_of_the_dunlendings_recruits_and_gathers_the_dunlanders():
    spec = {"armies": {"north_dunland": {"isengard": {"regular": 2}}}, "politics": {"isengard": AT_WAR}}
    s = shadow_plays(spec, "sh_str_11", result="muster")
    s = choose(s, SH, "tharbad")
    s = play(s, SH, Action("bring", region="north_dunland", piece="regular", nation="isengard"), Action("done"))
    assert (n(s, "tharbad", "isengard", REGULAR), n(s, "north_dunland", "isengard", REGULAR)) == (3, 1)


def test_return_of_the_witch_king_brings_him_to_angmar_with_his_host():
    s = shadow_plays({"minions": {"witch_king": "minas_morgul"}}, "sh_str_12", result="muster")
    ids = [m.id for m in characters().minions]
    assert dict((ids[m], B.ids[r]) for m, r in s.minions)["witch_king"] == "angmar"
    assert (n(s, "angmar", "sauron", REGULAR), n(s, "angmar", "sauron", ELITE)) == (2, 1)


def test_hill_trolls_replace_two_regulars_with_elites():
    spec = {"armies": {"moria": {"sauron": {"regular": 2}}}, "politics": {"sauron": AT_WAR}}
    s = shadow_plays(spec, "sh_str_15")
    s = play(s, SH, Action("upgrade", region="moria", inside=False), Action("upgrade", region="moria", inside=False))
    assert (n(s, "moria", "sauron", REGULAR), n(s, "moria", "sauron", ELITE)) == (0, 2)


def test_pits_of_mordor_into_a_besieged_stronghold_leave_five_units_there_the_shadow_choosing():
    """«Обложена фортеця може вмістити щонайбільше 5 військових загонів (і будь-яку кількість
    лідерів). Будь-який загін, що перевищує це обмеження, треба негайно вилучити ... Вилучені
    таким способом загони можуть повернутися в гру пізніше як підкріплення»; a card recruits
    into a besieged stronghold («у цьому регіоні є обложена фортеця»)."""
    spec = {"armies": {"minas_morgul": {"gondor": {"regular": 3}}},
            "besieged": {"minas_morgul": {"sauron": {"regular": 4, "elite": 1}}},
            "politics": {"sauron": AT_WAR, "gondor": AT_WAR}}
    s = shadow_plays(spec, "sh_str_24", result="muster")
    s = choose(choose(s, SH, "minas_morgul"), SH, "barad_dur")
    s = choose(s, SH, "dol_guldur")
    assert (s.pending.kind, s.pending.seat) == ("siege_overflow", SH)    # seven inside: the owner chooses
    assert not [x for x in invariants(s) if "besieged" in x]             # the excess waits on its owner
    reserve = s.reserve[slot(B.nation("sauron"), ELITE)]
    s = play(s, SH, Action("remove", nation="sauron", piece="regular"), Action("remove", nation="sauron", piece="elite"))
    assert (n(s, "minas_morgul", "sauron", REGULAR, box=True), n(s, "minas_morgul", "sauron", ELITE, box=True)) == (5, 0)
    assert s.reserve[slot(B.nation("sauron"), ELITE)] == reserve + 1
    assert (n(s, "barad_dur", "sauron", REGULAR), n(s, "dol_guldur", "sauron", REGULAR)) == (2, 2)
    assert not invariants(s)


def test_hordes_from_the_east_come_on_the_eastern_edge():
    s = shadow_plays({"politics": {"southrons": AT_WAR}}, "sh_str_21", result="muster")
    assert {a["item"] for a in s.pending.actions} == {"far_harad", "khand", "south_rhun"}
    s = choose(s, SH, "khand")
    assert n(s, "khand", "southrons", REGULAR) == 5


# the cards this file gives a scenario each
CARDS = {f"fp_str_{x:02d}" for x in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)} | \
    {f"sh_str_{x:02d}" for x in (*range(1, 13), 15, 21)}


def test_every_strategy_card_has_its_effect():
    strategy = [c for c in events.event_cards() if "_str_" in c]
    assert len(strategy) == 48 and set(strategy) <= set(events.with_effect())
    names = open(__file__, encoding="utf-8").read()
    assert all(f'"{card}"' in names for card in CARDS)


# ---- the combat halves (combat.py, combat_words.py) -----------------------------------------------
# The battles as in test_battle_combat_cards.py: the Shadow attacks the Free Peoples in North Ithilien from
# Minas Morgul; the dice in the battle's order (a card's attack first, the attacker's roll, the
# defender's, the re-rolls). The halves these cards share with cards written before (Daylight,
# Scouts, Shield-wall, Confusion, Advantageous Position, Onslaught, Relentless Assault, Great Host,
# We Come to Kill) are tested there.

from tests.games.wotr import test_battle_combat_cards as combat_kit  # noqa: E402
from tests.games.wotr.battle_kit import count, fight, pieces, war  # noqa: E402

GONDOR3, SAURON3 = {"gondor": {"regular": 3}}, {"sauron": {"regular": 3}}


def fought(fp_army, shadow_army, *faces, fp=(), shadow=(), cards=()):
    """The battle with these hands, the dice fixed, the cards chosen in turn."""
    s = combat_kit.board(fp_army, shadow_army, fp=fp, shadow=shadow)
    combat_kit.attack(s, shadow_army)
    combat_kit.dice(s, *faces)
    for seat, card in cards:
        combat_kit.choose(s, seat, card)
    return s


def test_no_quarter_adds_a_hit_to_a_roll_that_hits():
    s = fought(GONDOR3, SAURON3, 1, 1, 1, 5, 1, 1, fp=["fp_str_02"], cards=[(FP, "fp_str_02")])
    assert count(s, "minas_morgul", "sauron", "regular") == 1


def test_sudden_strike_attacks_with_the_leadership_before_the_roll():
    fp_army = {"gondor": {"regular": 3, "leaders": 1}}
    s = fought(fp_army, SAURON3, 5, 1, 1, 1, 1, 1, 1, 1, fp=["fp_str_11"], cards=[(FP, "fp_str_11")])
    assert count(s, "minas_morgul", "sauron", "regular") == 2


def test_deadly_strife_adds_two_to_both_armies():
    s = fought(GONDOR3, SAURON3, 3, 1, 1, 3, 1, 1, shadow=["sh_str_01"], cards=[(SH, "sh_str_01")])
    assert count(s, "minas_morgul", "sauron", "regular") == 2 and count(s, "north_ithilien", "gondor", "regular") == 2


def test_mumakil_add_one_and_a_hit_more_when_they_outscore():
    shadow = {"southrons": {"regular": 2, "elite": 1}}
    s = fought(GONDOR3, shadow, 4, 1, 1, 1, 1, 1, shadow=["sh_str_07"], cards=[(SH, "sh_str_07")])
    assert count(s, "north_ithilien", "gondor", "regular") == 1


def test_swarm_of_bats_cancels_the_free_peoples_card():
    fp_army = {"gondor": {"regular": 2, "elite": 1}}
    s = fought(fp_army, SAURON3, 1, 1, 1, 4, 4, 1, fp=["fp_str_22"], shadow=["sh_str_09"],
               cards=[(SH, "sh_str_09"), (FP, "fp_str_22")])
    assert count(s, "minas_morgul", "sauron", "regular") == 3          # Valour's +1 cancelled


def test_swarm_of_bats_without_a_free_peoples_card_adds_one_to_the_re_roll():
    shadow = {"sauron": {"regular": 3, "nazgul": 1}}
    s = fought(GONDOR3, shadow, 1, 1, 1, 1, 1, 1, 4, shadow=["sh_str_12"], cards=[(SH, "sh_str_12")])
    assert count(s, "north_ithilien", "gondor", "regular") == 2


def test_devilry_of_orthanc_adds_one_against_a_stronghold():
    spec = {"armies": {"helms_deep": {"isengard": {"regular": 3}}}, "besieged": {"helms_deep": {"rohan": {"regular": 2}}},
            "control": {"helms_deep": "free_peoples"}}
    s = war(spec)
    from lotr_table.games.wotr import turn
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(SH), ["sh_str_05"])
    fight(s, 1, "helms_deep", "helms_deep", pieces(isengard={"regular": 3}))
    combat_kit.dice(s, 5, 1, 1, 1, 1)                 # a 5 hits the stronghold with +1
    combat_kit.choose(s, SH, "sh_str_05")
    assert count(s, "helms_deep", "rohan", "regular", box=True) == 1


def test_denethors_folly_on_the_table_leaves_the_free_peoples_no_combat_card_in_minas_tirith():
    spec = {"armies": {"minas_tirith": {"sauron": {"regular": 3}}}, "besieged": {"minas_tirith": {"gondor": {"regular": 2}}},
            "control": {"minas_tirith": "free_peoples"}}
    s = war(spec)
    from lotr_table.games.wotr import turn
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(FP), ["fp_str_22"])
    places.lay(s.zones, places.table(SH), ["sh_str_03"])
    fight(s, 1, "minas_tirith", "minas_tirith", pieces(sauron={"regular": 3}))
    assert s.pending is None or s.pending.kind != "combat_card"


def test_the_fighting_uruk_hai_leave_the_free_peoples_no_card_in_the_first_round_without_a_companion():
    spec = {"armies": {"helms_deep": {"isengard": {"regular": 3}}},
            "besieged": {"helms_deep": {"rohan": {"regular": 1}}}, "minions": {"saruman": "orthanc"},
            "politics": {"isengard": AT_WAR}, "control": {"helms_deep": "free_peoples"}}
    s = hand(shadow_plays(spec, "sh_str_02"), FP, "fp_str_24")
    s = choose(s, SH, "helms_deep")
    s.fixed_draws = (0,) * 5
    s = play(s, SH, pick("army", "helms_deep"), pick("units", (("isengard", "regular", 3),)))
    assert s.battle.round == 2 and s.pending.kind == "combat_card" and s.pending.seat == FP


def test_every_card_here_has_its_combat_half():
    known = events.event_cards()
    assert all(known[c].combat.text and known[c].combat.abilities for c in CARDS)
