"""The Gondor cards of set 1 beyond the starter decks (test_cards_aragorn.py has those): one
scenario per ability, from a set-up table. Each test names the card by its collector code and
quotes our text of it."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.state import dead, deck, discard, hand, play

from .kit import GAME, act, by_code, find, has, pass_windows, position, strength_of, window_kind


def seats(fp=None, shadow=None, fp_deck="aragorn", shadow_deck="gandalf"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def codes(s, zone):
    return sorted(s.zones.card_of[i] for i in s.zones.cards[zone])


def until_question(s, kind):
    """Pass every action window until a question of `kind` is asked."""
    for _ in range(30):
        if s.pending is not None and s.pending.kind == kind:
            return s
        s = pass_windows(s, responses=True)
        if s.pending is not None and s.pending.kind == kind:
            return s
        assert s.pending is not None and s.pending.kind == "_window", s.pending
    raise AssertionError(kind)


def test_1R88_an_able_guide_spots_a_ranger_to_remove_four_twilight():
    # "Regroup: spot a ranger to remove 4 twilight from the pool."
    s = position({"site": 3, "at": "regroup", "twilight": 5, "seats": seats({"play": ["1P365"], "hand": ["1R88"]})}, seed=1)
    s = act(s, by_code(s, "event", "1R88"))
    assert s.twilight == 1
    s = position({"site": 3, "at": "regroup", "twilight": 5, "seats": seats({"play": ["1U97"], "hand": ["1R88"]})}, seed=1)
    assert not has(s, "event", "1R88")            # no ranger to spot


def test_1R89_aragorn_exerts_to_be_defender_plus_one_until_regroup():
    # "Ranger. Maneuver: exert Aragorn to make him defender +1 until the regroup phase."
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1R89"]}, {"play": ["1C191", "1C191"]})}, seed=1)
    aragorn = find(s, 0, "1R89")
    s = act(s, by_code(s, "use", "1R89", cost="1R89"))
    assert s.wounds[aragorn] == 1 and C.defender_bonus(s, aragorn) == 1
    assert "ranger" in C.card(s, aragorn).keywords
    s = until_question(s, "defenders")
    first, second = sorted(C.minions(s))
    s = act(s, Action("assign", minion=first, companion=aragorn))
    assert Action("assign", minion=second, companion=aragorn) in s.pending.actions_of(0)   # a second minion


def test_1R90_aragorns_bow_is_borne_by_aragorn_alone_and_makes_him_an_archer():
    # "Aragorn may bear it. He is an archer."
    s = position({"site": 2, "seats": seats({"play": ["1P365", "1U97"], "hand": ["1R90"]})}, seed=1)
    assert not has(s, "play", "1R90", bearer="1U97")
    assert C.fellowship_archery(s) == 0
    s = act(s, by_code(s, "play", "1R90", bearer="1P365"))
    assert C.fellowship_archery(s) == 1 and s.twilight == 1


def test_1R90_aragorns_bow_wounds_a_minion_and_aragorn_then_adds_no_arrow():
    # "Archery: exert Aragorn to wound a minion; he then does not add to the fellowship archery total."
    s = position({"site": 4, "at": "archery", "seats": seats({"play": ["1P365", {"card": "1R90", "on": "1P365"}]},
                                                            {"play": ["1C177"]})}, seed=1)
    troop, aragorn = find(s, 1, "1C177"), find(s, 0, "1P365")
    s = act(s, by_code(s, "use", "1R90", cost="1P365", target="1C177"))
    assert s.wounds[troop] == 1 and s.wounds[aragorn] == 1
    assert C.fellowship_archery(s) == 0
    s = pass_windows(s)
    assert s.wounds[troop] == 1                   # no arrow of the fellowship came after


def test_1R95_blade_of_gondor_wounds_the_orc_boromir_skirmishes_and_makes_him_damage_plus_one():
    # "Boromir may bear it (+2 strength). He is damage +1. Skirmish: exert Boromir to wound an
    # Orc or Uruk-hai he is skirmishing."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U97", ["1C191"]],
                  "seats": seats({"play": ["1U97", {"card": "1R95", "on": "1U97"}]}, {"play": ["1C191", "1C177"]})}, seed=1)
    boromir, scout = find(s, 0, "1U97"), find(s, 1, "1C191")
    assert strength_of(s, 0, "1U97") == 9 and C.damage_bonus(s, boromir) == 1
    assert not has(s, "use", "1R95", target="1C177")          # the Troop is not in his skirmish
    s = act(s, by_code(s, "use", "1R95", cost="1U97", target="1C191"))
    assert s.wounds[scout] == 1 and s.wounds[boromir] == 1
    s = pass_windows(s, responses=True)
    assert "1C191" in codes(s, discard(1))     # 9 beats 6: two wounds (damage +1) on the last vitality


def test_1R96_boromir_lord_of_gondor_survives_a_double_strength_loss():
    # "Ranger. Boromir is overwhelmed only by triple strength." 19 against his 7.
    spec = lambda b: {"site": 4, "at": "skirmish", "skirmish": [b, ["1C177", "1C191"]],   # noqa: E731
                      "seats": seats({"play": [b]}, {"play": ["1C177", "1C191"]})}
    s = pass_windows(position(spec("1R96"), seed=1), responses=True)
    assert s.wounds[find(s, 0, "1R96")] == 1 and "ranger" in C.card(s, find(s, 0, "1R96")).keywords
    s = pass_windows(position(spec("1U97"), seed=1), responses=True)
    assert "1U97" in codes(s, dead(0))            # Son of Denethor is overwhelmed at double


def test_1R99_change_of_plans_makes_an_opponent_draw_a_new_hand_of_eight():
    # "Regroup: exert a ranger to make an opponent shuffle his hand into his draw deck and draw 8 cards."
    s = position({"site": 3, "at": "regroup", "seats": seats({"play": ["1P365"], "hand": ["1R99"]},
                                                            {"hand": ["1C191", "1C191", "1C177"]})}, seed=1)
    cards = len(s.zones.cards[deck(1)]) + 3
    s = act(s, by_code(s, "event", "1R99", cost="1P365", target=1))
    assert len(s.zones.cards[hand(1)]) == 8 and len(s.zones.cards[deck(1)]) == cards - 8
    assert s.wounds[find(s, 0, "1P365")] == 1


def test_1C102_dagger_strike_gives_a_companion_with_a_hand_weapon_two_strength_and_damage():
    # "Skirmish: give a Gondor or Shire companion who bears a hand weapon +2 strength and damage +1."
    # Frodo (3, the Ring +1, the Hobbit Sword +2) against a Moria Scout (6, vitality 2).
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C191"]],
                  "seats": seats({"play": [{"card": "1C299", "on": "1C290"}], "hand": ["1C102"]}, {"play": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C102", target="1C290"))
    frodo = find(s, 0, "1C290")
    assert strength_of(s, 0, "1C290") == 8 and C.damage_bonus(s, frodo) == 1
    s = pass_windows(s, responses=True)
    assert "1C191" in codes(s, discard(1))        # two wounds: killed
    assert C.damage_bonus(s, frodo) == 0          # only for that skirmish


def test_1C102_dagger_strike_needs_a_hand_weapon():
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U97", ["1C191"]],
                  "seats": seats({"play": ["1U97"], "hand": ["1C102"]}, {"play": ["1C191"]})}, seed=1)
    assert not has(s, "event", "1C102")


def test_1C103_elendils_valor_makes_a_gondor_companion_defender_until_regroup():
    # "Maneuver: make a Gondor companion defender +1 until the regroup phase."
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1U97"], "hand": ["1C103"]}, {"play": ["1C191"]})}, seed=1)
    assert not has(s, "event", "1C103", target="1C290")        # Frodo is no Gondor companion
    s = act(s, by_code(s, "event", "1C103", target="1U97"))
    boromir = find(s, 0, "1U97")
    assert C.defender_bonus(s, boromir) == 1
    assert ("defender", boromir, 1, "start:regroup") in s.effects


def test_1U109_one_whom_men_would_follow_brings_an_ally_into_the_fight():
    # "Maneuver: exert Aragorn to choose an ally; until the regroup phase it has +2 strength and
    # takes part in archery fire and skirmishes." Rosie Cotton (home site 1) at site 4.
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1P365", "1U309"], "hand": ["1U109"]},
                                                             {"play": ["1C191"]})}, seed=1)
    rosie = find(s, 0, "1U309")
    assert C.allies_at_home(s) == []
    s = act(s, by_code(s, "event", "1U109", cost="1P365", target="1U309"))
    assert strength_of(s, 0, "1U309") == 3 and C.allies_at_home(s) == [rosie]
    assert s.wounds[find(s, 0, "1P365")] == 1
    s = until_question(s, "defenders")
    assert Action("assign", minion=find(s, 1, "1C191"), companion=rosie) in s.pending.actions_of(0)


def test_1R111_pursuit_just_behind_wounds_every_minion():
    # "Regroup: exert a ranger companion to wound every minion."
    s = position({"site": 4, "at": "regroup", "seats": seats({"play": ["1P365"], "hand": ["1R111"]},
                                                            {"play": ["1C191", "1C177"]})}, seed=1)
    s = act(s, by_code(s, "event", "1R111", cost="1P365"))
    assert s.wounds[find(s, 1, "1C191")] == 1 and s.wounds[find(s, 1, "1C177")] == 1
    s = position({"site": 4, "at": "regroup", "seats": seats({"play": ["1U97"], "hand": ["1R111"]},
                                                            {"play": ["1C191"]})}, seed=1)
    assert not has(s, "event", "1R111")           # no ranger companion to exert


def test_1U112_rangers_sword_gives_aragorn_two_strength_and_damage_plus_one():
    # "Aragorn may bear it (+2 strength). He is damage +1."
    s = position({"site": 2, "seats": seats({"play": ["1P365", "1U97"], "hand": ["1U112"]})}, seed=1)
    assert not has(s, "play", "1U112", bearer="1U97")
    s = act(s, by_code(s, "play", "1U112", bearer="1P365"))
    assert strength_of(s, 0, "1P365") == 10 and C.damage_bonus(s, find(s, 0, "1P365")) == 1


def test_1U113_a_rangers_versatility_exhausts_a_minion_at_a_river():
    # "Maneuver: at a river or forest, exert a ranger to exhaust a minion." Silverlode Banks is a river.
    s = position({"site": 7, "path": {"7": "1U355"}, "at": "maneuver",
                  "seats": seats({"play": ["1P365"], "hand": ["1U113"]}, {"play": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "event", "1U113", cost="1P365", target="1C177"))
    troop = find(s, 1, "1C177")
    assert s.wounds[troop] == 2 and C.exhausted(s, troop)      # vitality 3: one wound left
    s = position({"site": 4, "path": {"4": "1C346"}, "at": "maneuver",
                  "seats": seats({"play": ["1P365"], "hand": ["1U113"]}, {"play": ["1C177"]})}, seed=1)
    assert not has(s, "event", "1U113")            # Moria Lake is a marsh


def test_1R114_the_saga_of_elendil_gives_a_gondor_companion_one_vitality():
    # "Tale. A Gondor companion may bear it (+1 vitality)."
    s = position({"site": 2, "seats": seats({"play": ["1U97"], "hand": ["1R114"]})}, seed=1)
    assert not has(s, "play", "1R114", bearer="1C290")
    s = act(s, by_code(s, "play", "1R114", bearer="1U97"))
    assert C.vitality(s, find(s, 0, "1U97")) == 4 and s.twilight == 1


def test_1R114_the_saga_of_elendil_is_discarded_for_two_strength():
    # "Skirmish: discard it to give its bearer +2 strength."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U97", ["1C191"]],
                  "seats": seats({"play": ["1U97", {"card": "1R114", "on": "1U97"}]}, {"play": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R114", target="1U97"))
    assert strength_of(s, 0, "1U97") == 9 and codes(s, discard(0)) == ["1R114"]


def test_1R114_the_saga_of_elendil_discarded_takes_its_vitality_with_it():
    # Boromir with 3 wounds lives on the Saga's +1 vitality; without it he is killed (R15.7).
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U97", ["1C191"]],
                  "seats": seats({"play": ["1U97", {"card": "1R114", "on": "1U97"}], "wounds": {"1U97": 3}},
                                 {"play": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R114", target="1U97"))
    assert "1U97" in codes(s, dead(0))


def test_1R118_valiant_man_of_the_west_makes_aragorn_defend_twice_and_take_one_wound():
    # "Maneuver: make Aragorn defender +1 until the regroup phase; until then he takes at most one
    # wound in each skirmish phase." Two Uruk Savages (5, damage +1 each) beat him 10 to 8.
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1P365"], "hand": ["1R118"]},
                                                             {"play": ["1C151", "1C151"]}, shadow_deck="aragorn")}, seed=1)
    aragorn = find(s, 0, "1P365")
    s = act(s, by_code(s, "event", "1R118", target="1P365"))
    assert C.defender_bonus(s, aragorn) == 1
    s = until_question(s, "defenders")
    first, second = sorted(C.minions(s))
    s = act(s, Action("assign", minion=first, companion=aragorn))
    s = act(s, Action("assign", minion=second, companion=aragorn))
    s = pass_windows(s, responses=True)
    while s.pending is not None and s.pending.kind != "_window" and s.phase != "regroup":
        s = act(s, s.pending.actions_of(s.pending.seats()[0])[0])
        s = pass_windows(s, responses=True)
    assert s.wounds[aragorn] == 1                  # three wounds came, one was taken


def test_1C119_what_are_they_discards_a_roaming_minion():
    # "Maneuver: spot a ranger to discard a roaming minion." At site 4 an Uruk Savage (site 5)
    # roams, a Moria Scout (site 4) does not.
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1P365"], "hand": ["1C119"]},
                                                             {"play": ["1C191", "1C151"]})}, seed=1)
    assert not has(s, "event", "1C119", target="1C191")
    s = act(s, by_code(s, "event", "1C119", target="1C151"))
    assert "1C151" not in codes(s, play(1)) and "1C151" in codes(s, discard(1))
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1U97"], "hand": ["1C119"]},
                                                             {"play": ["1C151"]})}, seed=1)
    assert not has(s, "event", "1C119")            # no ranger to spot


def test_1R115_strength_of_kings_cancels_a_skirmish_event_against_a_gondor_man():
    # "Response: if a skirmish event is played during a skirmish involving a Gondor Man, cancel
    # that event." Bred for Battle (exert an Uruk-hai to give it +3 strength) against Boromir.
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1U97", ["1C151"]],
                  "seats": seats({"play": ["1U97"], "hand": ["1R115"]}, {"play": ["1C151"], "hand": ["1C121"]},
                                 shadow_deck="aragorn")}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1C121", cost="1C151"))
    assert window_kind(s) == "about_to:event_played" and s.pending.seats() == [0]
    s = act(s, by_code(s, "event", "1R115"))
    savage = find(s, 1, "1C151")
    assert strength_of(s, 1, "1C151") == 5 and s.wounds[savage] == 1     # cancelled; its cost stays paid
    assert codes(s, discard(0)) == ["1R115"] and codes(s, discard(1)) == ["1C121"]


def test_1R115_strength_of_kings_is_not_offered_when_no_gondor_man_skirmishes():
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", ["1C151"]],
                  "seats": seats({"hand": ["1R115"]}, {"play": ["1C151"], "hand": ["1C121"]}, shadow_deck="aragorn")}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1C121", cost="1C151"))
    assert strength_of(s, 1, "1C151") == 8             # no response was asked: it resolved
    assert window_kind(s) == "act" and not has(s, "event", "1R115")


def test_1R93_arwens_fate_exerts_aragorn_to_make_arwen_strength_plus_three():
    # "Skirmish: exert Aragorn to make Arwen strength +3, or exert Arwen to make Aragorn strength +3."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1R30", ["1C191"]],
                  "seats": seats({"play": ["1P365", "1R30"], "hand": ["1R93"]}, {"play": ["1C191"]})}, seed=1)
    before = strength_of(s, 0, "1R30")
    s = act(s, by_code(s, "event", "1R93", cost="1P365"))
    assert strength_of(s, 0, "1R30") == before + 3 and s.wounds[find(s, 0, "1P365")] == 1


def test_1R93_arwens_fate_exerts_arwen_to_make_aragorn_strength_plus_three():
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1P365", ["1C191"]],
                  "seats": seats({"play": ["1P365", "1R30"], "hand": ["1R93"]}, {"play": ["1C191"]})}, seed=1)
    before = strength_of(s, 0, "1P365")
    s = act(s, by_code(s, "event", "1R93", cost="1R30"))
    assert strength_of(s, 0, "1P365") == before + 3 and s.wounds[find(s, 0, "1R30")] == 1


def test_1R93_arwens_fate_needs_both_aragorn_and_arwen():
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1P365", ["1C191"]],
                  "seats": seats({"play": ["1P365"], "hand": ["1R93"]}, {"play": ["1C191"]})}, seed=1)
    assert not has(s, "event", "1R93")           # no Arwen to exert or to strengthen


def test_1U98_boromirs_cloak_exerts_boromir_to_discard_a_weather_condition():
    # "Bearer must be Boromir. Maneuver: exert Boromir to discard a weather condition."
    s = position({"site": 5, "at": "maneuver", "seats": seats(
        {"play": ["1U97", {"card": "1U98", "on": "1U97"}]}, {"play": ["1C154", {"card": "1U135", "on": "site:5"}]})}, seed=1)
    s = act(s, by_code(s, "use", "1U98", cost="1U97", target="1U135"))
    assert "1U135" in codes(s, discard(1)) and s.wounds[find(s, 0, "1U97")] == 1


def test_1U98_boromirs_cloak_is_borne_by_boromir_alone_and_needs_a_weather_condition():
    s = position({"site": 5, "seats": seats({"play": ["1P365", "1U97"], "hand": ["1U98"]})}, seed=1)
    assert not has(s, "play", "1U98", bearer="1P365") and has(s, "play", "1U98", bearer="1U97")
    s = position({"site": 5, "at": "maneuver", "seats": seats(
        {"play": ["1U97", {"card": "1U98", "on": "1U97"}]}, {"play": ["1C154"]})}, seed=1)
    assert not has(s, "use", "1U98")              # no weather condition to discard


def test_1R100_the_choice_of_luthien_exerts_aragorn_to_heal_arwen_or_arwen_to_heal_aragorn():
    # "Tale. Plays to your support area. Maneuver: exert Aragorn to heal Arwen, or exert Arwen to heal Aragorn."
    spec = {"site": 4, "at": "maneuver", "seats": seats(
        {"play": ["1P365", "1R30", "1R100"], "wounds": {"1R30": 1, "1P365": 1}}, {"play": ["1C191"]})}
    s = position(spec, seed=1)
    s = act(s, by_code(s, "use", "1R100", cost="1P365", target="1R30"))
    assert s.wounds.get(find(s, 0, "1R30"), 0) == 0 and s.wounds[find(s, 0, "1P365")] == 2
    s = position(spec, seed=1)
    s = act(s, by_code(s, "use", "1R100", cost="1R30", target="1P365"))
    assert s.wounds.get(find(s, 0, "1P365"), 0) == 0 and s.wounds[find(s, 0, "1R30")] == 2
    assert "tale" in C.card(s, find(s, 0, "1R100")).keywords


def test_1R100_the_choice_of_luthien_needs_arwen():
    s = position({"site": 4, "at": "maneuver", "seats": seats(
        {"play": ["1P365", "1R100"], "wounds": {"1P365": 1}}, {"play": ["1C191"]})}, seed=1)
    assert not has(s, "use", "1R100")


def test_1U105_foes_of_mordor_exerts_a_gondor_character_to_wound_a_sauron_minion():
    # "Plays to your support area. Maneuver: exert a Gondor character to wound a Sauron minion."
    s = position({"site": 4, "at": "maneuver", "seats": seats(
        {"play": ["1P365", "1U105"]}, {"play": ["1C271", "1C191"]})}, seed=1)
    assert not has(s, "use", "1U105", target="1C191")          # a Moria Orc is no Sauron minion
    s = act(s, by_code(s, "use", "1U105", cost="1P365", target="1C271"))
    assert s.wounds[find(s, 0, "1P365")] == 1
    assert s.wounds[find(s, 1, "1C271")] == 1


def test_1U105_foes_of_mordor_needs_a_gondor_character_who_can_exert():
    s = position({"site": 4, "at": "maneuver", "seats": seats(
        {"play": ["1C311", "1U105"]}, {"play": ["1C271"]})}, seed=1)
    assert not has(s, "use", "1U105")           # Sam is no Gondor character


def test_1U91_aragorns_pipe_discards_pipeweed_and_spots_x_pipes_to_heal_x_companions():
    # "Bearer must be a Gondor companion. Fellowship: discard a pipeweed possession and spot X
    # pipes to heal X companions." Two pipes (his own, The Gaffer's Pipe on Sam): at most two.
    s = position({"site": 2, "seats": seats({"play": [
        "1P365", {"card": "1U91", "on": "1P365"}, "1C311", {"card": "1U292", "on": "1C311"}, "1U97", "1C305"],
        "wounds": {"1P365": 1, "1C311": 1, "1U97": 1}})}, seed=1)
    offered = [a["target"] for a in GAME.legal_actions(s, 0) if a.kind == "use" and s.zones.card_of[a["card"]] == "1U91"]
    assert max(len(t) for t in offered) == 2
    aragorn, sam, boromir = find(s, 0, "1P365"), find(s, 0, "1C311"), find(s, 0, "1U97")
    s = act(s, by_code(s, "use", "1U91", target=tuple(sorted((aragorn, sam)))))
    assert s.wounds.get(aragorn, 0) == 0 and s.wounds.get(sam, 0) == 0 and s.wounds[boromir] == 1
    assert "1C305" in codes(s, discard(0))


def test_1U91_aragorns_pipe_is_borne_by_a_gondor_companion_and_needs_pipeweed():
    s = position({"site": 2, "seats": seats({"play": ["1P365", "1C311"], "hand": ["1U91"]})}, seed=1)
    assert not has(s, "play", "1U91", bearer="1C311") and has(s, "play", "1U91", bearer="1P365")
    s = position({"site": 2, "seats": seats({"play": ["1P365", {"card": "1U91", "on": "1P365"}],
                                             "wounds": {"1P365": 1}})}, seed=1)
    assert not has(s, "use", "1U91")               # no pipeweed to discard
