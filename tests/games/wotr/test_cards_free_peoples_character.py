"""The Free Peoples' character cards (event_cards_free_peoples_character.json), each in one
scenario from a readable board: its event, and the refusal when its condition is not met. The
card texts are ours; the seed gives the rules they use (Розділ V, VIII, IX)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import card_zones as places, hunt_tiles
from lotr_table.games.wotr.board import ELITE, REGULAR, board
from lotr_table.games.wotr.characters import ARAGORN, GANDALF, STRIDER
from lotr_table.games.wotr.state import slot

from tests.games.wotr.play import at_actions, die, pick, play, refused, values

FP, SH = 0, 1
B = board()
THREE, EYE, ONE, ZERO = 4, 0, 10, 14          # hunt tiles (hunt_tiles.json's order)


def hand(s, seat: int, *cards: str):
    places.lay(s.zones, places.hand(seat), cards)
    return s


def play_card(s, card: str, result: str = "character"):
    return play(s, FP, die(result), pick("use", "play_event"), pick("card", card))


def with_card(spec: dict, card: str, fp=("character",), sh=("event",)):
    return hand(at_actions(spec, list(fp), list(sh)), FP, card)


def not_playable(spec: dict, card: str, result: str = "character") -> bool:
    """«якщо вимога виконується лише частково, карту не можна зіграти»: the die offers no play of
    it, and asking for one is refused with the die's reason."""
    s = play(with_card(spec, card, fp=(result,)), FP, die(result))
    return "play_event" not in values(s, FP) and \
        refused(s, FP, pick("use", "play_event")) == "A die showing {result} does not allow that."


def companion_at(s, name: str) -> str | None:
    from lotr_table.games.wotr.characters import characters
    ids = [c.id for c in characters().companions]
    return next((B.ids[r] for c, r in s.separated if ids[c] == name), None)


def ring(region: int, n: int) -> set[str]:
    """The regions exactly n steps away."""
    return {B.ids[r] for r in set(B.within(region, n)) - set(B.within(region, n - 1))}


def pool(s, *tiles: int):
    """The Hunt Pool holds only these tiles (the others drawn before)."""
    places.lay(s.zones, places.DRAWN, [t for t in s.hunt_pool if t not in tiles])
    return s


def hunted(s, *draws: int):
    """The Fellowship moves with a Character die, one Shadow die in the Hunt Box: the draws
    fixed (the hunt die first, a 6 is one success, then the tile's place in the bag)."""
    s.hunt_box = 1
    s.fixed_draws = tuple(draws)
    return play(s, FP, die("character"), pick("use", "fellowship_move"))


# ---- cards on the table and the Hunt ------------------------------------------------------------

def test_wizards_staff_lies_on_the_table_and_is_discarded_to_stop_a_hunt_tile():
    # The seed prints this card: «Викладіть на стіл, якщо Ґандальф Сірий у Братстві. Якщо гравець
    # за Тінь повинен узяти жетон гонитви, можете скинути цю карту. У такому разі суперник не
    # бере жетона гонитви.»
    s = play_card(with_card({}, "fp_char_08", fp=("character", "character")), "fp_char_08")
    assert s.tables[FP] == ("fp_char_08",) and "fp_char_08" not in s.discards[FP]
    s = pool(play(s, SH, die("event"), pick("use", "skip")), THREE)
    s = hunted(s, 5, 0)
    assert s.pending.kind == "table_card"
    s = play(s, FP, Action("discard_table", card="fp_char_08"))
    assert s.corruption == 0 and s.hunt_pool == (THREE,) and "fp_char_08" in s.discards[FP]


def test_wizards_staff_leaves_the_table_when_gandalf_leaves_the_fellowship():
    # «Негайно скиньте цю карту зі столу, якщо Ґандальф Сірий покидає Братство.»
    s = play_card(with_card({}, "fp_char_08", fp=("character", "character")), "fp_char_08")
    s = play(s, SH, die("event"), pick("use", "skip"))
    s = play(s, FP, die("character"), pick("use", "separate"), pick("companions", ("gandalf_the_grey",)),
             pick("to", "rivendell"))
    assert s.tables[FP] == () and "fp_char_08" in s.discards[FP]


def test_wizards_staff_is_not_played_without_gandalf_the_grey_in_the_fellowship():
    assert not_playable({"companions": ["strider", "boromir"]}, "fp_char_08")


def test_axe_and_bow_lessens_the_hunt_damage_by_one():
    s = play_card(with_card({}, "fp_char_06", fp=("character", "character")), "fp_char_06")
    s = pool(play(s, SH, die("event"), pick("use", "skip")), THREE)
    s = hunted(s, 5, 0)
    assert s.pending.kind == "table_card"
    s = play(s, FP, Action("discard_table", card="fp_char_06"))
    assert s.pending.kind == "hunt_damage" and s.pending.data[0] == 2


def test_axe_and_bow_needs_gimli_or_legolas_in_the_fellowship():
    assert not_playable({"companions": ["gandalf_the_grey", "boromir"]}, "fp_char_06")


def test_horn_of_gondor_lessens_the_hunt_damage_and_leaves_the_table_with_boromir():
    s = play_card(with_card({}, "fp_char_07", fp=("character", "character", "character")), "fp_char_07")
    s = pool(play(s, SH, die("event"), pick("use", "skip")), ONE)
    s = hunted(s, 5, 0)
    s = play(s, FP, Action("discard_table", card="fp_char_07"))
    assert s.corruption == 0 and s.pending.kind != "hunt_damage"
    s2 = play_card(with_card({}, "fp_char_07", fp=("character", "character")), "fp_char_07")
    s2 = play(s2, SH, die("event"), pick("use", "skip"))
    s2 = play(s2, FP, die("character"), pick("use", "separate"), pick("companions", ("boromir",)),
              pick("to", "rivendell"))
    assert s2.tables[FP] == ()
    assert not_playable({"companions": ["gimli"]}, "fp_char_07")


def test_mithril_coat_and_sting_draws_a_second_tile_and_returns_the_first():
    s = play_card(with_card({}, "fp_char_05", fp=("character", "character")), "fp_char_05")
    s = pool(play(s, SH, die("event"), pick("use", "skip")), THREE, ZERO)
    s = hunted(s, 5, 0, 0)                   # the tile "three" (first in the bag), then "zero"
    assert s.pending.kind == "table_card"
    s = play(s, FP, Action("discard_table", card="fp_char_05"))
    assert s.hunt_pool == (THREE,) and s.hunt_drawn[-1] == ZERO and s.corruption == 0


def test_a_card_on_the_table_may_be_kept():
    s = play_card(with_card({}, "fp_char_05", fp=("character", "character")), "fp_char_05")
    s = pool(play(s, SH, die("event"), pick("use", "skip")), ONE)
    s = hunted(s, 5, 0)
    s = play(s, FP, Action("no"))
    assert s.tables[FP] == ("fp_char_05",) and s.pending.kind == "hunt_damage"


# ---- the companions ------------------------------------------------------------------------------

def test_i_will_go_alone_separates_one_region_further_and_heals():
    # separating: «переміститися щонайбільше на ту кількість регіонів, яка дорівнює значенню
    # поділки треку Братства ..., плюс рівень самого супутника»; the card adds one
    s = with_card({"companions": ["meriadoc", "peregrin"], "corruption": 2}, "fp_char_11")
    s = play_card(s, "fp_char_11")
    assert s.pending.kind == "_compound"
    s = play(s, FP, pick("companions", ("meriadoc",)))
    reach = set(values(s, FP))
    far = ring(B.region("rivendell"), 2)     # level 1, progress 0, one extra region
    assert far & reach and reach <= set(B.ids[r] for r in B.within(B.region("rivendell"), 2))
    to = sorted(far & reach)[0]
    s = play(s, FP, pick("to", to))
    assert companion_at(s, "meriadoc") == to and s.corruption == 1


def test_i_will_go_alone_needs_a_companion_in_the_fellowship():
    assert not_playable({"companions": []}, "fp_char_11")


def test_gwaihir_moves_a_companion_on_the_map_as_if_of_level_four():
    s = with_card({"companions": ["gandalf_the_grey"], "separated": {"peregrin": "the_shire"}}, "fp_char_15")
    s = play_card(s, "fp_char_15")
    s = play(s, FP, pick("companions", ("peregrin",)))
    far = sorted(ring(B.region("the_shire"), 4) & set(values(s, FP)))
    assert far                               # Peregrin's own level is 1
    s = play(s, FP, pick("to", far[0]))
    assert companion_at(s, "peregrin") == far[0]


def test_we_prove_the_swifter_may_end_in_a_besieged_stronghold():
    spec = {"companions": ["gandalf_the_grey"], "separated": {"legolas": "lorien"},
            "besieged": {"helms_deep": {"rohan": {"regular": 1}}},
            "armies": {"helms_deep": {"isengard": {"regular": 2}}}}
    s = play_card(with_card(spec, "fp_char_16"), "fp_char_16")
    s = play(s, FP, pick("companions", ("legolas",)))
    assert "helms_deep" in values(s, FP)


def test_there_and_back_again_brings_the_north_to_war_when_legolas_reaches_the_woodland_realm():
    s = with_card({"fellowship": "woodland_realm", "companions": ["legolas"]}, "fp_char_17")
    dwarves, elves, north = (B.nation(n) for n in ("dwarves", "elves", "north"))
    before = (s.step[dwarves], s.step[elves], s.step[north])
    s = play_card(s, "fp_char_17")
    s = play(s, FP, pick("companions", ("legolas",)), pick("to", "woodland_realm"))
    assert s.active[dwarves] and s.active[north]
    assert (s.step[dwarves], s.step[elves], s.step[north]) == tuple(x - 1 for x in before)


# ---- dice, Hunt tiles and armies ------------------------------------------------------------------

def test_mirror_of_galadriel_turns_a_character_die_into_will_of_the_west_and_heals_in_lorien():
    s = with_card({"fellowship": "lorien", "corruption": 3}, "fp_char_13", fp=("event", "character"))
    s = play_card(s, "fp_char_13", "event")
    assert s.rolled[FP] == ("will_of_the_west",) and s.corruption == 2
    s = with_card({"fellowship": "lorien", "corruption": 3, "control": {"lorien": "shadow"}}, "fp_char_13",
                  fp=("event", "character"))
    s = play_card(s, "fp_char_13", "event")
    assert s.corruption == 3


def test_challenge_of_the_king_removes_the_eyes_drawn_for_good():
    spec = {"separated": {"strider": "edoras"}, "armies": {"edoras": {"rohan": {"regular": 1}}},
            "companions": ["gandalf_the_grey"]}
    s = pool(with_card(spec, "fp_char_14"), EYE, THREE, ONE)
    s.fixed_draws = (0, 0, 0)                # the first in the bag each time: the Eye, three, one
    s = play_card(s, "fp_char_14")
    assert EYE in places.held(s.zones, places.ASIDE) and s.hunt_pool == (THREE, ONE)
    assert companion_at(s, "strider") == "edoras"


def test_challenge_of_the_king_with_three_eyes_eliminates_strider():
    spec = {"separated": {"strider": "edoras"}, "armies": {"edoras": {"rohan": {"regular": 1}}},
            "companions": ["gandalf_the_grey"]}
    s = pool(with_card(spec, "fp_char_14"), 0, 1, 2)
    s.fixed_draws = (0, 0, 0)
    s = play_card(s, "fp_char_14")
    assert s.hunt_pool == (0, 1, 2) and STRIDER in s.fallen


def test_challenge_of_the_king_needs_strider_with_an_army_in_gondor_or_rohan():
    assert not_playable({"separated": {"strider": "bree"}, "armies": {"bree": {"north": {"regular": 1}}}},
                        "fp_char_14")


def test_house_of_the_stewards_recruits_with_boromir_and_draws_two_strategy_cards():
    s = with_card({"separated": {"boromir": "lamedon"}}, "fp_char_23")
    deck = len(s.decks[1])
    s = play_card(s, "fp_char_23")
    s = play(s, FP, Action("recruit", piece="elite", nation="gondor"))
    assert s.armies[B.region("lamedon")][slot(B.nation("gondor"), ELITE)] == 1
    assert len(s.decks[1]) == deck - 2
    assert not_playable({"separated": {"boromir": "edoras"}}, "fp_char_23")


def test_the_grey_company_turns_a_regular_with_strider_into_an_elite():
    s = with_card({"separated": {"strider": "bree"}, "armies": {"bree": {"north": {"regular": 2}}}}, "fp_char_24")
    s = play_card(s, "fp_char_24")
    north = B.nation("north")
    here = s.armies[B.region("bree")]
    assert (here[slot(north, REGULAR)], here[slot(north, ELITE)]) == (1, 1)
    assert s.casualties[slot(north, REGULAR)] == 1
    assert not_playable({"separated": {"strider": "bree"}}, "fp_char_24")


def choose(item: str) -> Action:
    return Action("choose", item=item)


def test_the_eagles_are_coming_eliminate_nazgul_on_fives_and_the_rest_fly_to_a_stronghold():
    spec = {"armies": {"osgiliath": {"sauron": {"regular": 2, "nazgul": 2}}, "minas_tirith": {"gondor": {"regular": 1}}},
            "separated": {"boromir": "minas_tirith"}}
    s = with_card(spec, "fp_char_18")
    s.fixed_draws = (4, 0)                   # a 5 and a 1
    s = play_card(s, "fp_char_18")
    s = play(s, FP, choose("osgiliath"), choose("barad_dur"))
    nazgul = slot(B.nation("sauron"), 2)
    assert s.armies[B.region("osgiliath")][nazgul] == 0 and s.armies[B.region("barad_dur")][nazgul] == 1
    assert not_playable({"armies": {"osgiliath": {"sauron": {"regular": 2, "nazgul": 2}},
                                    "minas_tirith": {"gondor": {"regular": 1}}}}, "fp_char_18")


def test_the_ents_awake_strike_orthanc_and_saruman_falls_with_his_army():
    # «Три карти подій «Пробудження ентів» ... також можуть викликати політичну реакцію. Ефекти
    # цих карт уважають битвами, у яких вороже військо не може атакувати у відповідь.»
    from lotr_table.games.wotr.characters import SARUMAN
    for card in ("fp_char_19", "fp_char_20", "fp_char_21"):
        spec = {"separated": {"gandalf_the_white": "fangorn"}, "companions": ["strider"],
                "armies": {"orthanc": {"isengard": {"regular": 2}}}, "minions": {"saruman": "orthanc"},
                "corruption": 2}
        s = hand(with_card(spec, card), FP, "fp_char_12")
        s.fixed_draws = (3, 3, 0)             # 4, 4, 1: two hits
        s = play_card(s, card)
        assert s.armies[B.region("orthanc")][slot(B.nation("isengard"), REGULAR)] == 0
        assert SARUMAN in s.minions_fallen
        assert s.pending.kind == "play_another"   # Gandalf the White is in Fangorn
        s = play(s, FP, Action("play", card="fp_char_12"))
        assert s.corruption == 1
        assert not_playable({"armies": {"orthanc": {"isengard": {"regular": 2}}}, "separated": {"strider": "fangorn"}},
                            card)


def test_dead_men_of_dunharrow_strike_pelargir_the_army_retreats_and_gondor_recruits():
    # «Три карти подій «Пробудження ентів» і карта події «Мерці Смурного Капища» також можуть
    # викликати політичну реакцію.»
    spec = {"separated": {"strider": "westemnet"}, "armies": {"pelargir": {"sauron": {"regular": 3}}},
            "control": {"pelargir": "shadow"}}
    s = with_card(spec, "fp_char_22")
    s.fixed_draws = (1,)                     # a die of 2: two hits
    s = play_card(s, "fp_char_22")
    s = play(s, FP, choose("pelargir"))
    assert companion_at(s, "strider") == "pelargir"
    assert s.pending.kind == "card_retreat"
    s = play(s, SH, Action("retreat", region="west_harondor"))
    sauron, gondor = B.nation("sauron"), B.nation("gondor")
    assert s.armies[B.region("west_harondor")][slot(sauron, REGULAR)] == 1
    three = next(a for a in s.pending.actions if a["text"] == "Three")
    s = play(s, FP, three)
    assert s.armies[B.region("pelargir")][slot(gondor, REGULAR)] == 3 and s.controller[B.region("pelargir")] == FP
    assert not_playable({"separated": {"strider": "lamedon"}}, "fp_char_22")


# ---- the combat halves («Бойові карти»: played in a battle round, each at its moment) ----------

def battle_board(spec: dict, fp=(), shadow=()):
    from tests.games.wotr.battle_kit import war
    from lotr_table.games.wotr import turn
    s = war(spec)
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(FP), fp)
    places.lay(s.zones, places.hand(SH), shadow)
    return s


def attack(s, source: str, target: str, **army):
    from tests.games.wotr.battle_kit import fight, pieces
    fight(s, 1, source, target, pieces(**army))
    return s


def faces(s, *rolled: int):
    s.fixed_draws = tuple(f - 1 for f in rolled)


def combat_card(s, seat: int, card: str | None):
    from lotr_table.games.wotr.flow import FLOW
    assert s.pending.kind == "combat_card" and s.pending.seat == seat, s.pending
    act = Action("no_card") if card is None else next(a for a in s.pending.actions if a.get("card") == card)
    FLOW.decide(s, seat, act)


def units_of(s, region: str, nation: str) -> int:
    return s.armies[B.region(region)][slot(B.nation(nation), REGULAR)]


ITHILIEN = {"armies": {"north_ithilien": {"gondor": {"regular": 3}}, "minas_morgul": {"sauron": {"regular": 3}}}}


def test_servant_of_the_secret_fire_adds_one_to_the_combat_roll_with_gandalf():
    # «Додайте 1 до значення всіх ваших кубиків під час бойового кидка.» (the seed prints this card)
    s = battle_board(ITHILIEN | {"separated": {"gandalf_the_grey": "north_ithilien"}}, fp=["fp_char_08"])
    faces(s, 1, 1, 1, 4, 4, 3, 1, 1)         # the Shadow's roll, the Free Peoples' four (Gandalf a
    #                                          Captain of the West) and their re-roll
    attack(s, "minas_morgul", "north_ithilien", sauron={"regular": 3})
    combat_card(s, FP, "fp_char_08")
    assert units_of(s, "minas_morgul", "sauron") == 1          # 4, 4, 3, 1 are 5, 5, 4, 2


def test_brave_stand_takes_a_die_from_the_shadow_for_each_companion():
    s = battle_board(ITHILIEN | {"separated": {"gimli": "north_ithilien", "legolas": "north_ithilien"}},
                     fp=["fp_char_17"])
    faces(s, 6, 6, 6, 1, 1, 1, 1, 1)         # the Shadow rolls one die (three less two companions)
    attack(s, "minas_morgul", "north_ithilien", sauron={"regular": 3})
    combat_card(s, FP, "fp_char_17")
    assert units_of(s, "north_ithilien", "gondor") == 2 and units_of(s, "minas_morgul", "sauron") == 1


def test_daring_defiance_cancels_the_shadows_combat_card():
    s = battle_board(ITHILIEN | {"separated": {"boromir": "north_ithilien"}}, fp=["fp_char_11"], shadow=["sh_str_22"])
    faces(s, 4, 4, 4, 1, 1, 1, 1)            # Desperate Battle would make the 4s hit
    attack(s, "minas_morgul", "north_ithilien", sauron={"regular": 3})
    combat_card(s, SH, "sh_str_22")
    combat_card(s, FP, "fp_char_11")
    assert units_of(s, "north_ithilien", "gondor") == 3


def test_mighty_attack_gives_up_a_companions_leadership_for_a_sure_hit():
    s = battle_board(ITHILIEN | {"separated": {"legolas": "north_ithilien"}}, fp=["fp_char_06"])
    faces(s, 1, 1, 1, 1, 1, 1, 1)
    attack(s, "minas_morgul", "north_ithilien", sauron={"regular": 3})
    combat_card(s, FP, "fp_char_06")
    s = play(s, FP, Action("choose", item="companion/legolas"))
    assert units_of(s, "minas_morgul", "sauron") == 2


def test_sudden_strike_attacks_before_the_combat_roll_with_the_leadership():
    spec = {"armies": {"north_ithilien": {"gondor": {"regular": 3, "leaders": 1}},
                       "minas_morgul": {"sauron": {"regular": 3}}}}
    s = battle_board(spec, fp=["fp_char_14"])
    faces(s, 6, 1, 1, 1, 1, 1, 1)            # the strike's one die, then the round
    attack(s, "minas_morgul", "north_ithilien", sauron={"regular": 3})
    combat_card(s, FP, "fp_char_14")
    assert units_of(s, "minas_morgul", "sauron") == 2 and units_of(s, "north_ithilien", "gondor") == 3


def test_heroic_death_a_companion_falls_to_cancel_hits_up_to_his_level():
    s = battle_board(ITHILIEN | {"separated": {"boromir": "north_ithilien"}}, fp=["fp_char_13"])
    faces(s, 6, 6, 1, 1, 1, 1, 1, 1)
    attack(s, "minas_morgul", "north_ithilien", sauron={"regular": 3})
    combat_card(s, FP, "fp_char_13")
    s = play(s, FP, Action("choose", item="companion/boromir"))
    from lotr_table.games.wotr.characters import characters
    boromir = [c.id for c in characters().companions].index("boromir")
    assert units_of(s, "north_ithilien", "gondor") == 3 and boromir in s.fallen


def test_blade_of_westernesse_spends_a_hit_of_the_re_roll_on_a_minion():
    from lotr_table.games.wotr.characters import MOUTH_OF_SAURON
    s = battle_board(ITHILIEN | {"separated": {"peregrin": "north_ithilien"}, "minions": {"mouth_of_sauron": "minas_morgul"}},
                     fp=["fp_char_05"])
    faces(s, 1, 1, 1, 1, 1, 1, 1, 1, 6)      # the rolls, the Shadow's re-roll of two, the hobbit's of one
    attack(s, "minas_morgul", "north_ithilien", sauron={"regular": 3})
    combat_card(s, FP, "fp_char_05")
    s = play(s, FP, Action("choose", item="minion/mouth_of_sauron"))
    assert MOUTH_OF_SAURON in s.minions_fallen and units_of(s, "minas_morgul", "sauron") == 3


ROHAN = {"armies": {"westemnet": {"rohan": {"regular": 3}}, "fords_of_isen": {"isengard": {"regular": 3}}}}


def test_the_ents_combat_halves_in_a_rohan_region():
    # Ents' Rage: +2 to the combat roll; Huorn-dark: the Shadow rolls two dice at most; Nameless
    # Wood: a hit scored brings two more
    for card, rolled, rohan, isengard in (("fp_char_19", (1, 1, 1, 3, 3, 2), 3, 1),
                                         ("fp_char_20", (6, 6, 6, 1, 1), 1, 2),
                                         ("fp_char_21", (1, 1, 1, 6, 1, 1), 3, 0)):
        s = battle_board(ROHAN, fp=[card])
        faces(s, *rolled)
        attack(s, "fords_of_isen", "westemnet", isengard={"regular": 3})
        combat_card(s, FP, card)
        assert (units_of(s, "westemnet", "rohan"), units_of(s, "fords_of_isen", "isengard")) == (rohan, isengard), card


def test_cards_of_one_combat_name_share_one_combat_half():
    from lotr_table.games.wotr import events
    known = events.event_cards()
    by_name = {}
    for n in range(1, 25):
        c = known[f"fp_char_{n:02d}"]
        by_name.setdefault(c.combat.name, []).append(c)
    for name, same in by_name.items():
        assert all(x.combat == same[0].combat for x in same), name
