"""The Isengard cards of set 1 beyond the Aragorn starter's (those are in
test_cards_aragorn.py), one scenario per ability, from a set-up table. Each test names the card
by its collector code and quotes our text of it."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.state import deck, discard

from .kit import GAME, act, by_code, codes, find, free_peoples_orders, has, pass_windows, position, strength_of, window_kind

FIVE = ["1P365", "1U97", "1U51", "1C311"]          # with Frodo, five companions


def seats(fp=None, shadow=None, fp_deck="aragorn", shadow_deck="aragorn"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def test_1R131_orthanc_assassin_is_an_archer_with_damage_plus_one():
    # "Archer. Damage +1."
    s = position({"site": 5, "seats": seats({}, {"play": ["1R131"]})}, seed=1)
    assert C.minion_archery(s) == 1 and C.damage_bonus(s, find(s, 1, "1R131")) == 1


def test_1R148_uruk_lieutenant_grows_with_each_other_uruk_hai():
    # "Damage +1. Strength +1 for each other Uruk-hai you can spot."
    s = position({"site": 5, "seats": seats({}, {"play": ["1R148"]})}, seed=1)
    assert strength_of(s, 1, "1R148") == 8
    s = position({"site": 5, "seats": seats({}, {"play": ["1R148", "1C151", "1C154", "1C176"]})}, seed=1)
    assert strength_of(s, 1, "1R148") == 10                      # a Moria Orc is no Uruk-hai


def test_1U126_hunt_them_down_makes_an_uruk_hai_fierce_until_regroup():
    # "Maneuver: make an Uruk-hai fierce until the regroup phase."
    s = position({"site": 5, "at": "maneuver", "twilight": 3, "seats": seats({}, {"play": ["1C151"], "hand": ["1U126"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1U126", target=find(s, 1, "1C151")))
    assert C.fierce(s, find(s, 1, "1C151")) and s.twilight == 0


def test_1R127_lurtz_spots_another_uruk_hai_to_become_fierce():
    # "Maneuver: spot another Uruk-hai to make Lurtz fierce until the regroup phase."
    s = position({"site": 5, "at": "maneuver", "seats": seats({}, {"play": ["1R127"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "use", "1R127")                            # Lurtz alone
    s = position({"site": 5, "at": "maneuver", "seats": seats({}, {"play": ["1R127", "1C151"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1R127"))
    lurtz = find(s, 1, "1R127")
    assert C.fierce(s, lurtz) and C.minion_archery(s) == 1 and C.damage_bonus(s, lurtz) == 1
    assert not has(s, "use", "1R127")                            # fierce already


def test_1R128_lurtzs_battle_cry_trades_a_strength_point_for_damage():
    # "Skirmish: give an Uruk-hai -1 strength and damage +1."
    s = position({"site": 5, "at": "skirmish", "twilight": 1, "skirmish": ["1U97", ["1C150"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C150"], "hand": ["1R128"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1R128", target="1C150"))
    assert strength_of(s, 1, "1C150") == 8 and C.damage_bonus(s, find(s, 1, "1C150")) == 2
    s = pass_windows(s, responses=True)
    assert "1U97" in codes(s, "dead0")                           # Boromir (vitality 3) takes three wounds


def test_1U136_sarumans_power_exerts_an_isengard_minion_to_discard_every_condition():
    # "Spell. Shadow: exert an Isengard minion to discard every condition."
    s = position({"site": 5, "at": "shadow", "twilight": 2,
                  "seats": seats({"play": ["1P365", {"card": "1U108", "on": "1P365"}]},
                                 {"play": ["1C151", "1C157"], "hand": ["1U136"]})}, seed=1)
    s = act(s, by_code(s, "event", "1U136", cost=find(s, 1, "1C151")))
    assert "1U108" in codes(s, discard(0)) and "1C157" in codes(s, discard(1)) and s.twilight == 0


def test_1R139_savagery_gives_two_or_with_five_companions_four_and_fierce():
    # "Skirmish: give an Uruk-hai +2 strength; or spot 5 companions to give an Uruk-hai +4
    # strength and make it fierce until the regroup phase."
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1U97", ["1C151"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C151"], "hand": ["1R139"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "event", "1R139", ability=1)               # two companions only
    s = act(s, by_code(s, "event", "1R139", ability=0, target="1C151"))
    assert strength_of(s, 1, "1C151") == 7 and not C.fierce(s, find(s, 1, "1C151"))
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1U97", ["1C151"]],
                  "seats": seats({"play": FIVE}, {"play": ["1C151"], "hand": ["1R139"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1R139", ability=1, target="1C151"))
    assert strength_of(s, 1, "1C151") == 9 and C.fierce(s, find(s, 1, "1C151"))


def test_1C144_uruk_bloodlust_heals_a_winning_uruk_hai_for_one_twilight():
    # "Response: when your Uruk-hai wins a skirmish, you may remove 1 twilight to heal him."
    s = position({"site": 5, "at": "skirmish", "twilight": 1, "skirmish": ["1U97", ["1C152"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C152", "1C144"], "wounds": {"1C152": 1}})}, seed=1)
    s = pass_windows(s)
    assert s.pending.kind == "_optional_trigger"
    s = act(s, Action("yes"))
    assert not s.wounds.get(find(s, 1, "1C152")) and s.twilight == 0


def test_1C144_uruk_bloodlust_is_not_offered_without_the_twilight():
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1U97", ["1C152"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C152", "1C144"], "wounds": {"1C152": 1}})}, seed=1)
    s = pass_windows(s)
    assert s.pending.kind != "_optional_trigger" and s.wounds[find(s, 1, "1C152")] == 1


def _fierce_by_count(code, companions, expected):
    s = position({"site": 5, "at": "maneuver", "seats": seats({"play": companions}, {"play": [code]})}, seed=1)
    s = act(s, PASS)
    if not expected:
        assert not has(s, "use", code)
        return
    s = act(s, by_code(s, "use", code))
    assert C.fierce(s, find(s, 1, code))


def test_1C146_uruk_fighter_is_fierce_while_5_companions_are_spotted():
    # "Damage +1. Maneuver: spot 5 companions to make this minion fierce until the regroup phase."
    _fierce_by_count("1C146", FIVE[:3], False)
    _fierce_by_count("1C146", FIVE, True)


def test_1C156_uruk_warrior_is_fierce_while_6_companions_are_spotted():
    # "Damage +1. Maneuver: spot 6 companions to make this minion fierce until the regroup phase."
    _fierce_by_count("1C156", FIVE, False)
    _fierce_by_count("1C156", FIVE + ["1P364"], True)


def test_1U159_uruk_hai_rampage_needs_an_uruk_hai_to_play():
    # "To play, spot an Uruk-hai."
    s = position({"site": 5, "at": "shadow", "seats": seats({}, {"hand": ["1U159"], "play": ["1C176"]})}, seed=1)
    assert not has(s, "play", "1U159")
    s = position({"site": 5, "at": "shadow", "seats": seats({}, {"hand": ["1U159"], "play": ["1C151"]})}, seed=1)
    assert has(s, "play", "1U159")


def test_1U159_uruk_hai_rampage_makes_a_winner_fierce_for_three_twilight():
    # "Response: when your Uruk-hai wins a skirmish, you may remove 3 twilight to make him fierce
    # until the regroup phase."
    s = position({"site": 5, "at": "skirmish", "twilight": 3, "skirmish": ["1U97", ["1C150"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C150", "1U159"]})}, seed=1)
    s = pass_windows(s)
    s = act(s, Action("yes"))
    s = free_peoples_orders(s)             # with the Uruk-hai's own trigger on the same win (R6.8)
    assert C.fierce(s, find(s, 1, "1C150")) and s.twilight == 0


def test_1U159_two_rampages_answering_one_win_with_3_twilight_only_one_is_paid():
    # "you may remove 3 twilight": both copies answer the same win while the pool holds 3; the
    # one that resolves first takes the 3, and the second cannot be paid and does nothing (the
    # pool never goes below 0). Found by self-play with random decks.
    s = position({"site": 5, "at": "skirmish", "twilight": 3, "skirmish": ["1U97", ["1C150"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C150", "1U159", "1U159"]})}, seed=1)
    s = pass_windows(s)
    while s.pending is not None and any(a.kind == "yes" for a in GAME.legal_actions(s, 1)):
        s = act(s, Action("yes"))
    s = free_peoples_orders(s)             # all three answer the one win: R6.8
    assert s.twilight == 0 and C.fierce(s, find(s, 1, "1C150"))


def test_1C160_uruk_hai_sword_mills_a_card_each_time_its_bearer_wins():
    # "An Uruk-hai may bear it (+2 strength). Each time its bearer wins a skirmish, the Free
    # Peoples player discards the top card of his draw deck."
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1U97", ["1C154"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C154", {"card": "1C160", "on": "1C154"}]})}, seed=1)
    assert strength_of(s, 1, "1C154") == 9
    top = s.zones.cards[deck(0)][-1]
    s = pass_windows(s, responses=True)
    assert codes(s, discard(0)) == [s.zones.card_of[top]]


def test_1R125_greed_wounds_a_companion_other_than_the_ring_bearer_with_six_companions():
    # "To play, spot an Uruk-hai. Maneuver: spot 6 companions and remove 2 twilight to wound a
    # companion other than the Ring-bearer."
    six = FIVE + ["1P364"]
    s = position({"site": 5, "at": "maneuver", "twilight": 2, "seats": seats({"play": FIVE}, {"play": ["1R125", "1C151"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "use", "1R125")                            # five companions only
    s = position({"site": 5, "at": "maneuver", "twilight": 2, "seats": seats({"play": six}, {"play": ["1R125", "1C151"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "use", "1R125", target=find(s, 0, "1C290"))
    s = act(s, by_code(s, "use", "1R125", target=find(s, 0, "1U97")))
    assert s.wounds[find(s, 0, "1U97")] == 1 and s.twilight == 0


def test_1R123_caradhras_has_not_forgiven_us_discards_an_exhausted_companion():
    # "Spell. Weather. Maneuver: exert an Isengard minion and spot 5 companions to discard an
    # exhausted companion other than the Ring-bearer."
    s = position({"site": 5, "at": "maneuver", "twilight": 3,
                  "seats": seats({"play": FIVE, "wounds": {"1U97": 2, "1C290": 3}},
                                 {"play": ["1C151"], "hand": ["1R123"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "event", "1R123", target=find(s, 0, "1C290"))      # the Ring-bearer is spared
    assert not has(s, "event", "1R123", target=find(s, 0, "1P365"))      # Aragorn is not exhausted
    s = act(s, by_code(s, "event", "1R123", target=find(s, 0, "1U97")))
    assert "1U97" in codes(s, discard(0)) and s.wounds[find(s, 1, "1C151")] == 1


def test_1R124_cruel_caradhras_makes_the_free_peoples_player_choose_exertion_or_burden():
    # "Spell. Weather. Maneuver: exert an Isengard minion to make the Free Peoples player choose:
    # exert the Ring-bearer, or add a burden."
    s = position({"site": 5, "at": "maneuver", "twilight": 2, "seats": seats({}, {"play": ["1C151"], "hand": ["1R124"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1R124"))
    assert s.pending.kind == "fp_choice" and s.pending.seat == 0
    s = act(s, Action("add_burden"))
    assert s.burdens[0] == 1 and not s.wounds.get(find(s, 0, "1C290"))
    # a Ring-bearer who cannot exert leaves only the burden
    s = position({"site": 5, "at": "maneuver", "twilight": 2,
                  "seats": seats({"wounds": {"1C290": 3}}, {"play": ["1C151"], "hand": ["1R124"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1R124"))
    assert s.burdens[0] == 1


def test_1R137_sarumans_reach_makes_the_free_peoples_player_exert_two_or_wear_the_ring():
    # "Search. Maneuver: exert an Uruk-hai to make the Free Peoples player choose: exert 2
    # companions, or the Ring-bearer puts on The One Ring until the regroup phase."
    s = position({"site": 5, "at": "maneuver", "seats": seats({"play": ["1U97"]}, {"play": ["1C151"], "hand": ["1R137"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1R137"))
    s = act(s, Action("exert", cards=tuple(sorted((find(s, 0, "1C290"), find(s, 0, "1U97"))))))
    assert s.wounds[find(s, 0, "1U97")] == 1 and s.wounds[find(s, 0, "1C290")] == 1
    s = position({"site": 5, "at": "maneuver", "seats": seats({"play": ["1U97"]}, {"play": ["1C151"], "hand": ["1R137"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1R137"))
    s = act(s, Action("put_on_ring"))
    assert s.ring_on


def test_1R132_parry_cancels_a_possessions_strength_bonus_until_regroup():
    # "Maneuver: spot an Uruk-hai to cancel the strength bonus of a possession until the regroup phase."
    s = position({"site": 5, "at": "maneuver", "twilight": 2,
                  "seats": seats({"play": [{"card": "1C299", "on": "1C290"}]}, {"play": ["1C151"], "hand": ["1R132"]})}, seed=1)
    before = strength_of(s, 0, "1C290")
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1R132", target=find(s, 0, "1C299")))
    assert strength_of(s, 0, "1C290") == before - 2


def test_1R132_parry_needs_an_uruk_hai():
    s = position({"site": 5, "at": "maneuver", "twilight": 2,
                  "seats": seats({"play": [{"card": "1C299", "on": "1C290"}]}, {"play": ["1C176"], "hand": ["1R132"]},
                                 shadow_deck="gandalf")}, seed=1)
    s = act(s, PASS)
    assert not has(s, "event", "1R132")


def test_1R143_troop_of_uruk_hai_denies_weapon_bonuses_to_its_opponent():
    # "Damage +1. A character skirmishing this minion gains no strength from weapons."
    strengths = {}
    for minion in ("1R143", "1C151"):
        s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", [minion]],
                      "seats": seats({"play": [{"card": "1C299", "on": "1C290"}]}, {"play": [minion]})}, seed=1)
        strengths[minion] = strength_of(s, 0, "1C290")
    assert strengths["1R143"] == strengths["1C151"] - 2


def test_1R129_misadventure_of_mr_underhill_exerts_an_uruk_hai_to_play():
    # "To play, exert an Uruk-hai."
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1R129"], "play": ["1C154"]})}, seed=1)
    assert not has(s, "play", "1R129")                           # the Soldier (vitality 1) cannot exert
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1R129"], "play": ["1C151"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R129", cost=find(s, 1, "1C151")))
    assert s.wounds[find(s, 1, "1C151")] == 1 and s.twilight == 0


def test_1R129_misadventure_of_mr_underhill_makes_companions_dearer_away_from_sanctuaries():
    # "Each companion played at a site that is not a sanctuary costs 2 more twilight." Site 3
    # (Rivendell Terrace) is a sanctuary, site 2 (Bree Gate) is not; Boromir costs 3.
    for site, paid in ((2, 5), (3, 3)):
        s = position({"site": site, "seats": seats({"hand": ["1U97"]}, {"play": ["1R129"]})}, seed=1)
        s = act(s, by_code(s, "play", "1U97"))
        assert s.twilight == paid


def test_1U162_worry_makes_a_loser_against_an_uruk_hai_choose_exertion_or_burden():
    # "To play, exert an Uruk-hai. Each time a companion or ally loses a skirmish involving an
    # Uruk-hai, the Free Peoples player chooses: exert the Ring-bearer, or add a burden."
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1U162"], "play": ["1C151"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U162", cost=find(s, 1, "1C151")))
    assert s.wounds[find(s, 1, "1C151")] == 1
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1U97", ["1C150"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C150", "1U162"]})}, seed=1)
    s = pass_windows(s)
    while s.pending.kind != "fp_choice":
        s = act(s, s.pending.actions[0]) if s.pending.kind != "_window" else act(s, PASS)
    assert s.pending.seat == 0
    s = act(s, Action("exert", cards=(find(s, 0, "1C290"),)))
    assert s.wounds[find(s, 0, "1C290")] == 1


def test_1U162_worry_does_nothing_when_the_companion_wins():
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C151"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1C151", "1U162"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert not s.burdens[0] and not s.wounds.get(find(s, 0, "1C290")) and s.wounds[find(s, 1, "1C151")] == 1


def test_1R120_alive_and_unspoiled_reveals_a_card_per_burden_and_may_discard_one():
    # "To play, exert an Uruk-hai. Shadow: remove 3 twilight and spot the burdens on the
    # Ring-bearer to make the Free Peoples player reveal that many cards at random from his
    # hand; you may discard one of them."
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1R120"], "play": ["1C151"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R120", cost=find(s, 1, "1C151")))
    assert "1R120" in codes(s, "play1")
    s = position({"site": 5, "at": "shadow", "twilight": 3,
                  "seats": seats({"hand": ["1C116", "1C117", "1C110", "1C104"], "burdens": 2}, {"play": ["1R120"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R120"))
    shown = [a["card"] for a in s.pending.actions if a.kind == "discard"]
    assert len(shown) == 2 and s.twilight == 0
    from lotr_table.games.lotr_tcg.game import GAME
    seen = [c["card"] for c in GAME.view(s, 1)["zones"]["hand0"]["cards"] if c]
    assert sorted(seen) == sorted(s.zones.card_of[i] for i in shown)
    s = act(s, Action("discard", card=shown[0]))
    assert codes(s, discard(0)) == [s.zones.card_of[shown[0]]] and len(s.zones.cards["hand0"]) == 3


def test_1U142_traitors_voice_lowers_the_move_limit_for_a_weary_ring_bearer():
    # "While the Ring-bearer is exhausted or has 5 or more burdens, the move limit this turn is 1
    # lower (but never below 1)." Frodo has vitality 4.
    for fp, limit in (({}, 2), ({"wounds": {"1C290": 3}}, 1), ({"burdens": 5}, 1)):
        s = position({"site": 2, "seats": seats(fp, {"play": ["1U142"]})}, seed=1)
        assert C.move_limit(s) == limit
    s = position({"site": 2, "players": 3, "seats": [dict(deck="aragorn", burdens=5), dict(deck="aragorn", play=["1U142"]),
                                                    dict(deck="gandalf")]}, seed=1)
    s.move_limit = 1
    assert C.move_limit(s) == 1


def test_1U142_traitors_voice_needs_an_uruk_hai_to_play():
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1U142"]})}, seed=1)
    assert not has(s, "play", "1U142")


def test_1R147_uruk_guard_keeps_a_companion_from_being_assigned_to_it():
    # "Assignment: exert this minion and spot a companion: the Free Peoples player may not assign
    # that companion to this minion."
    s = position({"site": 5, "at": "assignment", "seats": seats({"play": ["1P365"]}, {"play": ["1R147", "1C151"]})}, seed=1)
    s = act(s, PASS)
    guard, aragorn = find(s, 1, "1R147"), find(s, 0, "1P365")
    s = act(s, by_code(s, "use", "1R147", target=aragorn))
    assert s.wounds[guard] == 1
    s = pass_windows(s)
    assert s.pending.kind == "defenders"
    pairs = {(a["companion"], a["minion"]) for a in s.pending.actions if a.kind == "assign"}
    assert (aragorn, guard) not in pairs and (aragorn, find(s, 1, "1C151")) in pairs
    assert (find(s, 0, "1C290"), guard) in pairs


def test_1C134_sarumans_chill_exerts_an_isengard_minion_to_play_on_a_site_once_per_site():
    # "To play, exert an Isengard minion. Plays on a site (at most one per site)."
    s = position({"site": 5, "at": "shadow", "twilight": 1,
                  "seats": seats({}, {"hand": ["1C134"], "play": ["1C151", {"card": "1C134", "on": "site:5"}]})}, seed=1)
    here, before = s.path[5], s.path[4]
    savage = find(s, 1, "1C151")
    assert not has(s, "play", "1C134", bearer=here)
    s = act(s, by_code(s, "play", "1C134", bearer=before, cost=savage))
    assert s.wounds[savage] == 1 and s.twilight == 0


def test_1C134_sarumans_chill_exerts_each_hobbit_moving_from_its_site():
    # "Each Hobbit who moves from this site must exert."
    s = position({"site": 4, "at": "regroup_choice",
                  "seats": seats({"play": ["1C311", "1U97"]}, {"play": [{"card": "1C134", "on": "site:4"}]})}, seed=1)
    s = act(s, Action("move"))
    assert s.wounds[find(s, 0, "1C290")] == 1 and s.wounds[find(s, 0, "1C311")] == 1
    assert not s.wounds.get(find(s, 0, "1U97"))


def test_1C134_sarumans_chill_is_discarded_at_the_end_of_the_turn():
    # "Discard this condition at the end of the turn."
    s = position({"site": 4, "at": "regroup_choice", "seats": seats({}, {"play": [{"card": "1C134", "on": "site:4"}, "1C157"]})}, seed=1)
    s = act(s, Action("stay"))
    while s.pending.kind in ("reconcile", "reconcile_down"):
        s = act(s, s.pending.actions[-1])
    assert "1C134" in codes(s, discard(1)) and "1C157" in codes(s, "play1")


def test_1U135_sarumans_frost_weakens_the_hobbits_at_its_site():
    # "Each Hobbit at this site has -2 strength."
    strengths = {}
    for where in ("site:5", "site:4"):
        s = position({"site": 5, "seats": seats({"play": ["1C311"]}, {"play": [{"card": "1U135", "on": where}]})}, seed=1)
        strengths[where] = strength_of(s, 0, "1C311")
    assert strengths["site:5"] == strengths["site:4"] - 2        # at site 4 the fellowship is not there


def test_1U135_sarumans_frost_needs_an_isengard_minion_to_exert():
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1U135"], "play": ["1C154"]})}, seed=1)
    assert not has(s, "play", "1U135")                           # the Soldier (vitality 1) cannot exert


def test_1C138_sarumans_snows_bars_skirmish_events_and_abilities_at_its_site():
    # "During skirmishes at this site, no player may play skirmish events or use skirmish special abilities."
    for where, offered in (("site:4", True), ("site:5", False)):
        s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", ["1C151"]],
                      "seats": seats({"play": ["1U97"], "hand": ["1C116"]},
                                     {"play": ["1C151", {"card": "1C138", "on": where}], "hand": ["1C121"]})}, seed=1)
        assert has(s, "use", "1U97") == offered
    assert not has(s, "use", "1U97") and not has(s, "event", "1C116")
    s = act(s, PASS)
    assert not has(s, "event", "1C121")


def test_1R140_spies_of_saruman_skip_the_archery_phase_at_their_site():
    # "While the fellowship is at this site, the archery phase is skipped."
    for spies, phase in ((True, "assignment"), (False, "archery")):
        s = position({"site": 5, "at": "shadow", "seats": seats({"play": ["1U51"]},
                      {"play": ["1R131", {"card": "1R140", "on": "site:5" if spies else "site:4"}]})}, seed=1)
        s = act(s, PASS)                                         # the Shadow phase
        s = act(s, PASS)
        s = act(s, PASS)                                         # the maneuver phase
        assert s.phase == phase


def test_1C149_uruk_messenger_is_stronger_while_a_weather_condition_is_spotted():
    # "Damage +1. Strength +3 while you can spot a weather condition."
    s = position({"site": 5, "seats": seats({}, {"play": ["1C149", {"card": "1U135", "on": "site:2"}]})}, seed=1)
    assert strength_of(s, 1, "1C149") == 9
    s = position({"site": 5, "seats": seats({}, {"play": ["1C149", {"card": "1R140", "on": "site:2"}]})}, seed=1)
    assert strength_of(s, 1, "1C149") == 6                       # Spies of Saruman is no weather


def test_1U130_no_ordinary_storm_exerts_a_gandalf_companion_for_each_weather_condition():
    # "Each time you play a weather condition, exert a Gandalf companion or Gandalf ally."
    s = position({"site": 5, "at": "shadow", "twilight": 1,
                  "seats": seats({"play": ["1P364", "1U97"]}, {"hand": ["1C134"], "play": ["1C151", "1U130"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C134", bearer=s.path[5]))
    gandalf = find(s, 0, "1P364")
    assert [a["value"] for a in s.pending.actions] == [gandalf]  # Boromir is of Gondor
    s = act(s, Action("target", value=gandalf))
    assert s.wounds[gandalf] == 1


def test_1R155_uruk_spy_turns_the_ring_put_on_into_burdens_from_shadow_cards():
    # "Response: when the Ring-bearer puts on The One Ring, you may exert this minion to discard
    # a card from the top of your draw deck for each Isengard minion you spot; add a burden for
    # each Shadow card discarded so." Two Isengard minions: Boromir (Free Peoples) then Bred for
    # Battle (Shadow) come off the deck: one burden, besides the Ring's own.
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", ["1C151"]],
                  "seats": seats({}, {"play": ["1C151", "1R155"], "deck_top": ["1C121", "1U97"]})}, seed=1)
    s = pass_windows(s)
    s = act(s, Action("use", card=find(s, 0, "1C2"), ability=0))
    assert s.burdens[0] == 1 and s.pending.kind == "_optional_trigger" and s.pending.seat == 1
    s = act(s, Action("yes"))
    assert s.wounds[find(s, 1, "1R155")] == 1 and sorted(codes(s, discard(1))) == ["1C121", "1U97"]
    assert s.burdens[0] == 2


def test_1R155_uruk_spy_cannot_respond_while_exhausted():
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", ["1C151"]],
                  "seats": seats({}, {"play": ["1C151", "1R155"], "wounds": {"1R155": 1}})}, seed=1)
    s = pass_windows(s)
    s = act(s, Action("use", card=find(s, 0, "1C2"), ability=0))
    assert s.pending.kind != "_optional_trigger"


def test_1C122_breeding_pit_puts_the_copies_of_a_played_uruk_hai_beneath_the_deck():
    # "Response: when you play an Uruk-hai, put every copy of that card in your discard pile
    # beneath your draw deck."
    s = position({"site": 5, "at": "shadow", "twilight": 3,
                  "seats": seats({}, {"hand": ["1C151", "1C122"], "discard": ["1C151", "1C151", "1C154"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C151"))
    assert window_kind(s) == "answer"
    s = act(s, by_code(s, "event", "1C122"))
    assert codes(s, deck(1))[:2] == ["1C151", "1C151"] and sorted(codes(s, discard(1))) == ["1C122", "1C154"]


def test_1U161_wariness_exerts_or_discards_an_uruk_hai_to_cancel_a_stealth_event():
    # "Search. Response: when a stealth event is played, exert or discard your Uruk-hai to cancel that event."
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", ["1C151"]],
                  "seats": seats({"hand": ["1C296"]}, {"play": ["1C151", "1C154"], "hand": ["1U161"]})}, seed=1)
    before = strength_of(s, 0, "1C290")
    s = act(s, by_code(s, "event", "1C296", target=find(s, 0, "1C290")))
    savage, soldier = find(s, 1, "1C151"), find(s, 1, "1C154")
    assert not has(s, "event", "1U161", cost=("exert", soldier))          # vitality 1: no exerting
    assert has(s, "event", "1U161", cost=("discard", soldier))
    s = act(s, by_code(s, "event", "1U161", cost=("exert", savage)))
    assert s.wounds[savage] == 1 and strength_of(s, 0, "1C290") == before
