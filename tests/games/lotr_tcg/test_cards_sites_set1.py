"""The sites of set 1 beyond the starter decks (test_sites.py has those): each site's text,
from a fellowship standing on it or moving to it."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.state import deck, discard, hand, play

from .kit import GAME, act, by_code, find, has, pass_windows, position, strength_of


def at_site(code, site, fp=None, shadow=None, fp_deck="aragorn", shadow_deck="gandalf", **spec):
    """A table whose path holds site `code` as number `site`, the fellowship there."""
    seats = [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]
    s = position(dict(site=spec.pop("site_of_fellowship", site), seats=seats, path={str(site): code}, **spec), seed=1)
    assert s.zones.card_of[s.path[site]] == code
    return s


def codes(s, zone):
    return sorted(s.zones.card_of[i] for i in s.zones.cards[zone])


def test_site_facts_of_set_1():
    # Each site's number, Shadow number, arrow and keywords as printed.
    facts = {"1U322": (1, 0, "left", ()), "1U323": (1, 0, "left", ()), "1U324": (1, 0, "left", ()),
             "1U329": (2, 1, "left", ("forest",)), "1U330": (2, 1, "left", ("river",)),
             "1U332": (2, 1, "left", ("marsh",)), "1U333": (2, 1, "left", ("plains",)),
             "1U334": (2, 1, "left", ("forest",)), "1U339": (3, 0, "right", ("sanctuary",)),
             "1U341": (3, 0, "right", ("sanctuary",)), "1U342": (3, 0, "right", ("forest", "sanctuary")),
             "1U343": (4, 3, "right", ("underground",)), "1U344": (4, 2, "right", ("underground",)),
             "1U347": (4, 2, "right", ("underground",)), "1U354": (7, 6, "right", ("forest", "river")),
             "1C356": (8, 6, "right", ("river",)), "1U357": (8, 6, "right", ("river",)), "1C362": (9, 8, "left", ())}
    from lotr_table.games.lotr_tcg.data import content
    for code, (number, shadow, arrow, keywords) in facts.items():
        c = content().cards[code]
        assert (c.site, c.shadow_number, c.arrow, c.keywords) == (number, shadow, arrow, keywords), code


def test_1U322_green_dragon_inn_plays_sam_from_the_draw_deck():
    # "Fellowship: exert a Hobbit to play Sam from your draw deck."
    s = at_site("1U322", 1)
    s = act(s, by_code(s, "use", "1U322", cost="1C290", target="1C311"))
    assert "1C311" in codes(s, play(0)) and "1C311" not in codes(s, deck(0))
    assert s.wounds[find(s, 0, "1C290")] == 1 and s.twilight == 2
    s = at_site("1U322", 1, fp={"hand": ["1C311"]})
    assert not has(s, "use", "1U322")              # no Sam left in the draw deck


def test_1U323_green_hill_country_makes_hobbits_cheaper():
    # "Hobbits cost 1 less twilight to play here."
    s = at_site("1U323", 1, fp={"hand": ["1C311", "1U97"]})
    s = act(s, by_code(s, "play", "1C311"))
    assert s.twilight == 1
    s = act(s, by_code(s, "play", "1U97"))
    assert s.twilight == 1 + 3


def test_1U324_the_prancing_pony_adds_a_burden_to_play_aragorn_from_the_draw_deck():
    # "Fellowship: add a burden to play Aragorn from your draw deck."
    s = at_site("1U324", 1)
    s = act(s, by_code(s, "use", "1U324", target="1P365"))
    assert "1P365" in codes(s, play(0)) and s.burdens[0] == 1 and s.twilight == 4
    assert not has(s, "use", "1U324")              # Aragorn is unique: the other copy stays


def test_1U329_breeland_forest_forbids_stealth_events():
    # "Forest. Stealth events cannot be played here." Hobbit Intuition is a stealth event.
    spec = dict(at="skirmish", skirmish=["1C290", ["1U178"]], fp={"hand": ["1C296", "1C116"], "play": ["1P365"]},
                shadow={"play": ["1U178"]})
    s = at_site("1U329", 2, **spec)
    assert not has(s, "event", "1C296")
    s = at_site("1U327", 2, **spec)
    assert has(s, "event", "1C296")


def test_1U330_buckleberry_ferry_has_no_skirmishes_for_a_fellowship_of_hobbits():
    # "River. While the fellowship holds only Hobbits, there are no assignment and skirmish phases here."
    s = at_site("1U330", 2, at="maneuver", fp={"play": ["1C311"]}, shadow={"play": ["1C191"]})
    s = pass_windows(s)
    assert s.phase == "regroup" and not s.assigned
    s = at_site("1U330", 2, at="maneuver", fp={"play": ["1P365"]}, shadow={"play": ["1C191"]})
    s = pass_windows(s)
    assert s.pending.kind == "defenders"


def test_1U332_midgewater_marshes_exerts_each_hobbit_arriving():
    # "Marsh. When the fellowship arrives here, each Hobbit companion must exert."
    s = at_site("1U332", 2, fp={"play": ["1C311", "1P365"]}, site_of_fellowship=1, moves=0)
    s = act(s, PASS)
    assert s.marker[0] == 2
    assert s.wounds[find(s, 0, "1C290")] == 1 and s.wounds[find(s, 0, "1C311")] == 1
    assert not s.wounds.get(find(s, 0, "1P365"))


def test_1U333_midgewater_moors_makes_the_free_peoples_player_discard_for_each_minion():
    # "Plains. Each time a minion is played, the Free Peoples player discards a card from his hand."
    s = at_site("1U333", 2, at="shadow", twilight=4, fp={"hand": ["1C116", "1C117"]},
                shadow={"hand": ["1U178", "1C191"]})
    s = act(s, by_code(s, "play", "1C191"))
    assert s.pending.kind == "discard_from_hand" and s.pending.seats() == [0]
    s = act(s, Action("discard", card=find(s, 0, "1C117", "hand")))
    assert codes(s, hand(0)) == ["1C116"] and codes(s, discard(0)) == ["1C117"]


def test_1U334_trollshaw_forest_draws_a_card_for_a_possession_played_on_a_companion():
    # "Forest. Each time the Free Peoples player plays a possession on his companion, he draws a card."
    s = at_site("1U334", 2, fp={"play": ["1P365"], "hand": ["1C92", "1U108"]})
    s = act(s, by_code(s, "play", "1C92", bearer="1P365"))
    assert len(s.zones.cards[hand(0)]) == 2            # No Stranger, and the card drawn
    s = act(s, by_code(s, "play", "1U108", bearer="1P365"))
    assert len(s.zones.cards[hand(0)]) == 1            # a condition draws nothing


def test_1U339_frodos_bedroom_draws_a_card_for_a_hobbit_played():
    # "Sanctuary. Fellowship: play a Hobbit from your hand to draw a card."
    s = at_site("1U339", 3, fp={"hand": ["1C311", "1U97"]})
    assert not has(s, "use", "1U339", cost="1U97")
    s = act(s, by_code(s, "use", "1U339", cost="1C311"))
    assert "1C311" in codes(s, play(0)) and len(s.zones.cards[hand(0)]) == 2 and s.twilight == 2


def test_1U341_rivendell_valley_draws_a_card_for_an_elf_played():
    # "Sanctuary. Fellowship: play an Elf from your hand to draw a card."
    s = at_site("1U341", 3, fp={"hand": ["1U51", "1U97"]})
    assert not has(s, "use", "1U341", cost="1U97")
    s = act(s, by_code(s, "use", "1U341", cost="1U51"))
    assert "1U51" in codes(s, play(0)) and len(s.zones.cards[hand(0)]) == 2 and s.twilight == 2


def test_1U342_rivendell_waterfall_raises_the_move_limit_when_a_ranger_arrives():
    # "Forest. Sanctuary. While you can spot a ranger here, your move limit this turn is 1 higher."
    s = at_site("1U342", 3, fp={"play": ["1P365"]}, site_of_fellowship=2, moves=0)
    s = act(s, PASS)
    assert s.marker[0] == 3 and C.move_limit(s) == 3
    s = at_site("1U342", 3, fp={"play": ["1U97"]}, site_of_fellowship=2, moves=0)
    s = act(s, PASS)
    assert s.marker[0] == 3 and C.move_limit(s) == 2


def test_1U342_rivendell_waterfall_raises_the_move_limit_once_for_a_ranger_there_at_the_start_or_played():
    # A turn begun here with a ranger, or a ranger played here later: the limit is 1 higher, once.
    s = at_site("1U342", 3, at="turn_start", fp={"play": ["1R96"]})
    assert C.move_limit(s) == 3
    s = at_site("1U342", 3, fp={"hand": ["1R89", "1R96"]})
    assert C.move_limit(s) == 2
    s = act(s, by_code(s, "play", "1R89"))
    s = act(s, by_code(s, "play", "1R96"))
    assert C.move_limit(s) == 3


def test_1U343_balins_tomb_heals_a_companion_for_a_tale_discarded_from_play():
    # "Underground. Maneuver: discard your tale from play or from your hand to heal your companion."
    s = at_site("1U343", 4, at="maneuver", shadow={"play": ["1C191"]},
                fp={"play": ["1P365", {"card": "1R114", "on": "1P365"}, "1U97"], "wounds": {"1U97": 2}})
    s = act(s, by_code(s, "use", "1U343", cost="1R114", target="1U97"))
    assert s.wounds[find(s, 0, "1U97")] == 1 and codes(s, discard(0)) == ["1R114"]


def test_1U343_balins_tomb_heals_a_companion_for_a_tale_discarded_from_hand():
    s = at_site("1U343", 4, at="maneuver", shadow={"play": ["1C191"]},
                fp={"play": ["1U97"], "hand": ["1R114", "1C116"], "wounds": {"1U97": 2}})
    assert not has(s, "use", "1U343", cost="1C116")    # not a tale
    s = act(s, by_code(s, "use", "1U343", cost="1R114", target="1U97"))
    assert s.wounds[find(s, 0, "1U97")] == 1 and codes(s, discard(0)) == ["1R114"]


def test_1U344_dwarrowdelf_chamber_exerts_gimli_or_two_others_on_arrival():
    # "Underground. When the fellowship arrives here, Gimli must exert, or two other companions must."
    s = at_site("1U344", 4, fp_deck="gandalf", fp={"play": ["1U12", "1U51"]}, site_of_fellowship=3)
    s = act(s, PASS)
    assert s.pending.kind == "exert_choice"
    gimli, legolas, frodo = find(s, 0, "1U12"), find(s, 0, "1U51"), find(s, 0, "1C290")
    assert Action("exert", cards=tuple(sorted((legolas, frodo)))) in s.pending.actions_of(0)
    s = act(s, Action("exert", cards=(gimli,)))
    assert s.wounds[gimli] == 1 and not s.wounds.get(legolas) and not s.wounds.get(frodo)


def test_1U347_moria_stairway_makes_every_hand_weapon_bearer_damage_plus_one():
    # "Underground. Each companion or minion bearing a hand weapon is damage +1."
    s = at_site("1U347", 4, fp={"play": ["1P365", {"card": "1C299", "on": "1C290"}]},
                shadow={"play": ["1C191", {"card": "1C180", "on": "1C191"}]})
    assert C.damage_bonus(s, find(s, 0, "1C290")) == 1 and C.damage_bonus(s, find(s, 1, "1C191")) == 1
    assert C.damage_bonus(s, find(s, 0, "1P365")) == 0


def test_1U354_anduin_wilderland_has_no_archery_phase():
    # "Forest. River. There is no archery phase here." A Goblin Marksman does not shoot.
    s = at_site("1U354", 7, at="shadow", fp={"play": ["1P365"]}, shadow={"play": ["1C176"]})
    s = pass_windows(s)
    assert s.pending.kind == "defenders" and not s.wounds
    assert not any(line.startswith("Archery") for line in GAME.log_lines(s))
    s = at_site("1U355", 7, at="shadow", fp={"play": ["1P365"]}, shadow={"play": ["1C176"]})
    s = pass_windows(s)
    assert s.pending.kind == "archery_wound"


def test_1C356_anduin_banks_adds_two_arrows_for_each_companion_beyond_four():
    # "River. The minion archery total is 2 higher for each companion beyond the fourth."
    five = ["1P365", "1U97", "1U51", "1C311"]             # and Frodo
    s = at_site("1C356", 8, variant="full", fp={"play": five}, shadow={"play": ["1C176"]})
    assert C.minion_archery(s) == 1 + 2
    s = at_site("1C356", 8, variant="full", fp={"play": five[:3]}, shadow={"play": ["1C176"]})
    assert C.minion_archery(s) == 1


def test_1U357_brown_lands_adds_an_arrow_for_each_minion_archer_up_to_four():
    # "River. The minion archery total is 1 higher for each minion archer (at most 4 higher)."
    s = at_site("1U357", 8, variant="full", shadow={"play": ["1C176", "1C176"]})
    assert C.minion_archery(s) == 2 + 2
    s = at_site("1U357", 8, variant="full", shadow={"play": ["1C176"] * 5})
    assert C.minion_archery(s) == 5 + 4


def test_1C362_summit_of_amon_hen_lets_each_shadow_player_draw_for_each_burden():
    # "When the fellowship arrives here, each Shadow player may draw a card for each burden."
    s = at_site("1C362", 9, variant="full", fp={"burdens": 2}, site_of_fellowship=8, moves=0)
    held = len(s.zones.cards[hand(1)])
    s = act(s, PASS)
    assert s.pending.kind == "draw_per_burden" and s.pending.seats() == [1]
    s = act(s, Action("yes"))
    assert len(s.zones.cards[hand(1)]) == held + 2
    s = at_site("1C362", 9, variant="full", fp={"burdens": 2}, site_of_fellowship=8, moves=0)
    s = act(s, PASS)
    s = act(s, Action("no"))
    assert len(s.zones.cards[hand(1)]) == held


def test_1U319_bag_end_exerts_a_hobbit_to_play_the_gaffer_from_the_draw_deck():
    # "Fellowship: exert a Hobbit to play The Gaffer from your draw deck."
    s = at_site("1U319", 1, fp={"deck_top": ["1R291"]})
    s = act(s, by_code(s, "use", "1U319", cost="1C290", target="1R291"))
    assert "1R291" in codes(s, play(0)) and "1R291" not in codes(s, deck(0))
    assert s.wounds[find(s, 0, "1C290")] == 1
    s = at_site("1U319", 1)
    assert not has(s, "use", "1U319")              # no Gaffer in the draw deck


def test_1U321_farmer_maggots_fields_exerts_a_hobbit_to_play_merry_or_pippin_from_the_draw_deck():
    # "Fellowship: exert a Hobbit to play Merry or Pippin from your draw deck."
    s = at_site("1U321", 1, fp={"deck_top": ["1C303", "1C306", "1R291"]})
    assert not has(s, "use", "1U321", target="1R291")          # The Gaffer is neither
    s = act(s, by_code(s, "use", "1U321", cost="1C290", target="1C306"))
    assert "1C306" in codes(s, play(0)) and s.wounds[find(s, 0, "1C290")] == 1
    s = act(s, by_code(s, "use", "1U321", target="1C303"))
    assert "1C303" in codes(s, play(0))


def test_1U325_shire_lookout_point_spots_gandalf_to_play_gandalfs_cart_from_the_draw_deck():
    # "Fellowship: spot Gandalf to play Gandalf's Cart from your draw deck."
    s = at_site("1U325", 1, fp={"play": ["1P364"], "deck_top": ["1U73"]}, fp_deck="gandalf", shadow_deck="aragorn")
    s = act(s, by_code(s, "use", "1U325"))           # the Cart is the one card that fits: no question
    assert "1U73" in codes(s, play(0)) and "1U73" not in codes(s, deck(0))
    s = at_site("1U325", 1, fp={"deck_top": ["1U73"]})
    assert not has(s, "use", "1U325")              # no Gandalf to spot


def test_1U335_weatherhills_makes_each_nazgul_cost_one_less():
    # "Each Nazgûl's twilight cost is -1." Úlairë Lemenya (4, site 3) roams at site 2: 4 + 2.
    paid = {}
    for site in ("1U335", "1U327"):
        s = at_site(site, 2, at="shadow", twilight=10, shadow={"hand": ["1U232"]})
        s = act(s, by_code(s, "play", "1U232"))
        paid[site] = 10 - s.twilight
    assert paid == {"1U335": 5, "1U327": 6}


def test_1U352_lothlorien_woods_makes_each_ally_whose_home_is_site_6_strength_plus_three():
    # "Forest. Sanctuary. Each ally whose home is site 6 is strength +3." Galadriel's home is 6, Elrond's 3.
    here = at_site("1U352", 6, fp={"play": ["1R45", "1R40"]})
    there = at_site("1U350", 6, fp={"play": ["1R45", "1R40"]})
    assert strength_of(here, 0, "1R45") == strength_of(there, 0, "1R45") + 3
    assert strength_of(here, 0, "1R40") == strength_of(there, 0, "1R40")
    assert C.card(here, here.path[6]).keywords == ("forest", "sanctuary")


def test_1U328_bree_streets_lowers_the_roaming_penalty_of_a_nazgul_by_two():
    # "The roaming penalty for each Nazgûl you play to Bree Streets is -2." Úlairë Lemenya
    # (4, site 3) roams at site 2.
    paid = {}
    for site in ("1U328", "1U327"):
        s = at_site(site, 2, at="shadow", twilight=10, shadow={"hand": ["1U232"]})
        s = act(s, by_code(s, "play", "1U232"))
        paid[site] = 10 - s.twilight
    assert paid == {"1U328": 4, "1U327": 6}


def test_1U336_weathertop_makes_each_nazgul_there_fierce():
    # "Each Nazgûl at Weathertop is fierce." Úlairë Lemenya is not fierce elsewhere.
    s = at_site("1U336", 2, shadow={"play": ["1U232"]})
    assert C.fierce(s, find(s, 1, "1U232"))
    s = at_site("1U327", 2, shadow={"play": ["1U232"]})
    assert not C.fierce(s, find(s, 1, "1U232"))


def test_1U338_ford_of_bruinen_makes_the_first_nazgul_of_the_turn_five_cheaper():
    # "River. Sanctuary. The twilight cost of the first Nazgûl played to Ford of Bruinen each
    # turn is -5." Úlairë Lemenya (4) is free, Úlairë Otsëa (4) after it pays in full.
    s = at_site("1U338", 3, at="shadow", twilight=10, shadow={"hand": ["1U232", "1U235"]})
    s = act(s, by_code(s, "play", "1U232"))
    assert s.twilight == 10
    s = act(s, by_code(s, "play", "1U235"))
    assert s.twilight == 6
    assert C.card(s, s.path[3]).keywords == ("river", "sanctuary")


def test_1U348_pass_of_caradhras_spots_an_isengard_minion_to_play_a_weather_card_from_the_draw_deck():
    # "Mountain. Shadow: spot an Isengard minion to play a weather card from your draw deck
    # (limit once per turn)." Saruman's Snows asks an Isengard minion to exert to play it.
    s = at_site("1U348", 4, at="shadow", twilight=5, shadow={"play": ["1C151"], "deck_top": ["1C138", "1C138"]})
    s = act(s, by_code(s, "use", "1U348"))
    assert s.pending.kind == "effect_target" and s.pending.seat == 1
    s = act(s, s.pending.actions_of(1)[0])
    snows = [i for i in s.zones.cards[play(1)] if s.zones.card_of[i] == "1C138"]
    assert len(snows) == 1 and s.attached[snows[0]] in s.path.values()
    assert s.wounds[find(s, 1, "1C151")] == 1 and s.twilight == 3
    assert not has(s, "use", "1U348")              # once per turn
    assert C.card(s, s.path[4]).keywords == ("mountain",)


def test_1U348_pass_of_caradhras_needs_an_isengard_minion():
    s = at_site("1U348", 4, at="shadow", twilight=5, shadow={"play": ["1C191"], "deck_top": ["1C138"]})
    assert not has(s, "use", "1U348")              # a Moria Orc is no Isengard minion


def test_1U363_tol_brandir_plays_up_to_three_trackers_from_the_discard_pile_and_ends_the_shadow_phase():
    # "River. Shadow: play up to 3 trackers from your discard pile; end your Shadow phase."
    s = at_site("1U363", 9, variant="full", at="shadow", twilight=10,
                shadow={"discard": ["1C261", "1U262", "1U270", "1C191"], "hand": ["1C191"]})
    offered = [a["target"] for a in GAME.legal_actions(s, 1) if a.kind == "use" and s.zones.card_of[a["card"]] == "1U363"]
    assert all("1C191" not in (s.zones.card_of[i] for i in group) for group in offered)   # no tracker
    three = next(g for g in offered if len(g) == 3)
    s = act(s, by_code(s, "use", "1U363", target=three))
    assert {"1C261", "1U262", "1U270"} <= set(codes(s, play(1))) and s.twilight == 10 - (1 + 2 + 3)
    assert s.phase == "maneuver"                   # the Moria Scout in hand is never offered
    assert "1C191" in codes(s, hand(1))


def test_1U363_tol_brandir_may_play_no_tracker_and_still_ends_the_shadow_phase():
    s = at_site("1U363", 9, variant="full", at="shadow", twilight=10,
                shadow={"discard": ["1C261"], "play": ["1C191"]})
    s = act(s, by_code(s, "use", "1U363", target=()))
    assert s.phase == "maneuver" and codes(s, discard(1)) == ["1C261"]
