"""The Shire cards of set 1 beyond the starter decks (those are in test_cards_aragorn.py and
test_cards_gandalf.py), one scenario per ability, from a set-up table. Each test names the
card by its collector code and quotes our text of it."""

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.games.lotr_tcg import body, cards as C
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.state import deck, discard, hand, play
from lotr_table.games.lotr_tcg.vocabulary import EFFECT_CHOICES, Filter

from .kit import GAME, act, by_code, codes, find, has, pass_windows, position, strength_of, window_kind


def seats(fp=None, shadow=None, fp_deck="aragorn", shadow_deck="gandalf"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def site_of(deck_id, number):
    d = content().decks[deck_id]
    return next(c for c in d.sites if content().cards[c].site == number)


# -- allies ----------------------------------------------------------------------------


def test_1R284_bilbo_shuffles_a_shire_card_from_the_discard_pile_into_the_draw_deck():
    # "Fellowship: exert Bilbo to shuffle a Shire card from your discard pile into your draw deck."
    s = position({"site": 2, "seats": seats({"play": ["1R284"], "discard": ["1C312", "1C37"]}, fp_deck="gandalf")}, seed=1)
    assert not has(s, "use", "1R284", target=(find(s, 0, "1C37", "discard"),))     # an Elven card
    sorry = find(s, 0, "1C312", "discard")
    s = act(s, by_code(s, "use", "1R284", target=(sorry,)))
    assert s.zones.zone_of(sorry) == deck(0) and codes(s, discard(0)) == ["1C37"]
    assert s.wounds[find(s, 0, "1R284")] == 1


def test_1R288_farmer_maggot_heals_merry_or_pippin():
    # "Fellowship: exert Farmer Maggot to heal Merry or Pippin."
    s = position({"site": 2, "seats": seats({"play": ["1R288", "1C303", "1C311"],
                                             "wounds": {"1C303": 1, "1C311": 1}})}, seed=1)
    assert not has(s, "use", "1R288", target=find(s, 0, "1C311"))                   # Sam is neither
    s = act(s, by_code(s, "use", "1R288", target="1C303"))
    assert not s.wounds.get(find(s, 0, "1C303")) and s.wounds[find(s, 0, "1R288")] == 1


def test_1R291_the_gaffer_heals_frodo_or_sam():
    # "Fellowship: exert The Gaffer to heal Frodo or Sam."
    s = position({"site": 2, "seats": seats({"play": ["1R291", "1C311", "1P365"],
                                             "wounds": {"1P365": 1, "1C311": 1}})}, seed=1)
    assert not has(s, "use", "1R291", target=find(s, 0, "1P365"))                  # Aragorn is neither
    s = act(s, by_code(s, "use", "1R291", target="1C311"))
    assert not s.wounds.get(find(s, 0, "1C311")) and s.wounds[find(s, 0, "1R291")] == 1


def test_1C297_hobbit_party_guest_heals_itself_at_the_start_of_each_of_your_turns():
    # "At the start of each of your turns, heal this ally."
    s = position({"at": "turn_start", "site": 2, "seats": seats({"play": ["1C297"], "wounds": {"1C297": 1}})}, seed=1)
    assert not s.wounds.get(find(s, 0, "1C297"))


def test_1C297_hobbit_party_guest_heals_another_hobbit_ally_whose_home_is_site_1():
    # "Fellowship: exert this ally to heal another Hobbit ally whose home is site 1."
    s = position({"site": 2, "seats": seats({"play": ["1C297", "1U309", "1R284"],
                                             "wounds": {"1U309": 1, "1R284": 1}})}, seed=1)
    assert not has(s, "use", "1C297", target=find(s, 0, "1R284"))                  # Bilbo's home is site 3
    s = act(s, by_code(s, "use", "1C297", target="1U309"))
    assert not s.wounds.get(find(s, 0, "1U309")) and s.wounds[find(s, 0, "1C297")] == 1


def test_1U301_master_proudfoot_takes_the_shire_cards_of_the_top_three():
    # "Fellowship: while the twilight pool holds fewer than 3 tokens, add 2 twilight to reveal
    # the top 3 cards of your draw deck; take the Shire cards among them into your hand and
    # discard the rest."
    s = position({"site": 2, "twilight": 2, "seats": seats({"play": ["1U301"], "deck_top": ["1C312", "1C37", "1C296"]},
                                                           fp_deck="gandalf")}, seed=1)
    s = act(s, by_code(s, "use", "1U301"))
    assert sorted(codes(s, hand(0))) == ["1C296", "1C312"] and codes(s, discard(0)) == ["1C37"]
    assert s.twilight == 4
    assert not has(s, "use", "1U301")                    # the pool holds 3 or more now


# -- companions ------------------------------------------------------------------------


def test_1R289_frodo_may_heal_a_hobbit_ally_at_the_start_of_each_of_your_turns():
    # "Ring-bearer (resistance 10). At the start of each of your turns you may heal a Hobbit ally."
    s = position({"at": "turn_start", "site": 2, "seats": seats({"ring_bearer": "1R289", "play": ["1C286"],
                                                                  "wounds": {"1C286": 1}}, fp_deck="gandalf")}, seed=1)
    assert s.zones.card_of[s.bearer[0]] == "1R289" and s.resistance[0] == 10
    s = act(s, Action("yes"))
    s = act(s, Action("target", value=find(s, 0, "1C286")))
    assert not s.wounds.get(find(s, 0, "1C286"))


def test_1R302_merry_lends_his_strength_when_he_is_not_assigned():
    # "Skirmish: if Merry is not assigned to a skirmish, exert him twice to add his strength
    # to another companion." Frodo 4, Merry's 3 added.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C177"]],
                  "seats": seats({"play": ["1R302"]}, {"play": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R302", target="1C290"))
    assert strength_of(s, 0, "1C290") == 7 and s.wounds[find(s, 0, "1R302")] == 2


def test_1R302_merry_cannot_lend_his_strength_while_he_is_assigned_or_too_worn():
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1R302", ["1C177"]],
                  "seats": seats({"play": ["1R302"]}, {"play": ["1C177"]})}, seed=1)
    assert not has(s, "use", "1R302")                    # he is fighting this skirmish
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C177"]],
                  "seats": seats({"play": ["1R302"], "wounds": {"1R302": 2}}, {"play": ["1C177"]})}, seed=1)
    assert not has(s, "use", "1R302")                    # two exertions would kill him


def test_1C303_merry_has_two_more_strength_while_he_bears_a_weapon():
    # "While Merry bears a weapon, he has +2 strength." 3, the Hobbit Sword +2, his own +2.
    s = position({"site": 2, "seats": seats({"play": ["1C303"], "hand": ["1C299"]})}, seed=1)
    assert strength_of(s, 0, "1C303") == 3
    s = act(s, by_code(s, "play", "1C299", bearer="1C303"))
    assert strength_of(s, 0, "1C303") == 7


def test_1C306_pippin_keeps_your_shire_tales_from_an_opponents_discarding():
    # "Your opponents may not discard your Shire tales from play."
    spec = {"site": 2, "seats": seats({"play": ["1C306", {"card": "1C317", "on": "1C290"}]}, {"play": ["1C176"]})}
    s = position(spec, seed=1)
    tale = find(s, 0, "1C317")
    shadow = Context(find(s, 1, "1C176"), "1C176", 1, ())
    assert tale not in EFFECT_CHOICES["discard_target"](s, shadow, Filter(filter="condition"), None)
    mine = Context(find(s, 0, "1C290"), "1C290", 0, ())
    assert tale in EFFECT_CHOICES["discard_target"](s, mine, Filter(filter="condition"), None)   # his own may
    spec["seats"][0]["play"] = [{"card": "1C317", "on": "1C290"}]
    s = position(spec, seed=1)
    shadow = Context(find(s, 1, "1C176"), "1C176", 1, ())
    assert find(s, 0, "1C317") in EFFECT_CHOICES["discard_target"](s, shadow, Filter(filter="condition"), None)


def test_1R307_pippin_removes_a_burden_or_heals_a_companion_when_played():
    # "When you play Pippin, remove a burden, or heal a companion."
    s = position({"site": 2, "seats": seats({"play": ["1P365"], "hand": ["1R307"], "burdens": 2, "wounds": {"1P365": 1}})}, seed=1)
    s = act(s, by_code(s, "play", "1R307"))
    values = [a["value"] for a in GAME.legal_actions(s, 0)]
    assert sorted(values) == sorted([find(s, 0, "1P365"), "burden"])
    s = act(s, Action("target", value="burden"))
    assert s.burdens[0] == 1 and s.wounds[find(s, 0, "1P365")] == 1


def test_1R310_sam_has_no_bill_the_pony_to_play_in_set_1():
    # "Fellowship: play Bill the Pony from your draw deck." (Bill the Pony is no card of set 1)
    s = position({"site": 2, "seats": seats({"play": ["1R310"]})}, seed=1)
    assert not has(s, "use", "1R310")


def test_1R310_sam_becomes_the_ring_bearer_when_frodo_dies():
    # "Response: if Frodo dies, make Sam the Ring-bearer (resistance 5)." Frodo 4 against 10.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1U178", "1U178"]],
                  "seats": seats({"play": ["1R310"]}, {"play": ["1U178", "1U178"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert not s.over and s.zones.card_of[s.bearer[0]] == "1R310" and s.resistance[0] == 5


# -- events ----------------------------------------------------------------------------


def test_1U293_halfling_deftness_exerts_a_hobbit_for_three_strength():
    # "Skirmish: exert a Hobbit to give him +3 strength."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1U178"]],
                  "seats": seats({"play": ["1P365"], "hand": ["1U293"]}, {"play": ["1U178"]})}, seed=1)
    assert not has(s, "event", "1U293", cost=find(s, 0, "1P365"))                 # not a Hobbit
    s = act(s, by_code(s, "event", "1U293", cost="1C290"))
    assert strength_of(s, 0, "1C290") == 7 and s.wounds[find(s, 0, "1C290")] == 1


def test_1C294_hobbit_appetite_heals_a_hobbit_companion_x_times_for_x_twilight():
    # "Fellowship: add X twilight to heal a Hobbit companion X times."
    s = position({"site": 2, "seats": seats({"play": ["1P365"], "hand": ["1C294"], "wounds": {"1C290": 2, "1P365": 1}})}, seed=1)
    frodo = find(s, 0, "1C290")
    assert not has(s, "event", "1C294", target=(find(s, 0, "1P365"), 1))            # not a Hobbit
    assert not has(s, "event", "1C294", target=(frodo, 3))                         # he has 2 wounds
    s = act(s, by_code(s, "event", "1C294", target=(frodo, 2)))
    assert not s.wounds.get(frodo) and s.twilight == 2


def test_1C298_hobbit_stealth_cancels_a_hobbits_skirmish_at_sites_1_to_5():
    # "Stealth. Skirmish: at sites 1 to 5, cancel a skirmish involving a Hobbit"
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", ["1C177"]],
                  "seats": seats({"hand": ["1C298"]}, {"play": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C298"))
    s = pass_windows(s, responses=True)
    assert not s.over and not s.wounds.get(find(s, 0, "1C290"))


def test_1C298_hobbit_stealth_gives_a_hobbit_two_strength_beyond_site_5():
    # "at any other site, give a Hobbit +2 strength"
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1C290", ["1U178"]],
                  "seats": seats({"hand": ["1C298"]}, {"play": ["1U178"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C298"))
    assert strength_of(s, 0, "1C290") == 6


def test_1R308_power_according_to_his_stature_wounds_each_minion_skirmishing_the_ring_bearer():
    # "Skirmish: add a burden to wound each minion skirmishing the Ring-bearer."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C177", "1C176"]],
                  "seats": seats({"hand": ["1R308"]}, {"play": ["1C177", "1C176", "1C191"]})}, seed=1)
    s = act(s, by_code(s, "event", "1R308"))
    assert s.burdens[0] == 1
    assert s.wounds[find(s, 1, "1C177")] == 1 and codes(s, discard(1)) == ["1C176"]     # vitality 1: killed
    assert not s.wounds.get(find(s, 1, "1C191"))          # not in this skirmish


def test_1R308_power_according_to_his_stature_needs_the_ring_bearer_skirmishing():
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1P365", ["1C177"]],
                  "seats": seats({"play": ["1P365"], "hand": ["1R308"]}, {"play": ["1C177"]})}, seed=1)
    assert not has(s, "event", "1R308")


def test_1C315_stout_and_sturdy_heals_a_hobbit_in_the_maneuver_phase():
    # "Maneuver or Skirmish: heal a Hobbit."
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1P365"], "hand": ["1C315"], "wounds": {"1C290": 1, "1P365": 1}},
                                                              {"play": ["1C177"]})}, seed=1)
    assert not has(s, "event", "1C315", target=find(s, 0, "1P365"))
    s = act(s, by_code(s, "event", "1C315", target="1C290"))
    assert not s.wounds.get(find(s, 0, "1C290")) and s.twilight == 1


# -- possessions and conditions ----------------------------------------------------------


def test_1U285_bilbos_pipe_shuffles_as_many_tales_as_pipes_spotted():
    # "Fellowship: discard a pipeweed possession and spot X pipes to shuffle X tales from your
    # discard pile into your draw deck." Two pipes: two tales at most.
    s = position({"site": 2, "seats": seats({
        "play": ["1C311", {"card": "1U285", "on": "1C290"}, {"card": "1U292", "on": "1C311"}, "1C305"],
        "discard": ["1R314", "1C317", "1C312"]})}, seed=1)
    tales = (find(s, 0, "1R314", "discard"), find(s, 0, "1C317", "discard"))
    leaf = find(s, 0, "1C305")
    assert not has(s, "use", "1U285", target=(find(s, 0, "1C312", "discard"),))      # not a tale
    s = act(s, by_code(s, "use", "1U285", cost=leaf, target=tuple(sorted(tales))))
    assert all(s.zones.zone_of(t) == deck(0) for t in tales) and s.zones.zone_of(leaf) == discard(0)


def test_1U285_bilbos_pipe_needs_a_pipeweed_possession():
    s = position({"site": 2, "seats": seats({"play": [{"card": "1U285", "on": "1C290"}], "discard": ["1C317"]})}, seed=1)
    assert not has(s, "use", "1U285")


def test_1U292_the_gaffers_pipe_removes_twilight_for_each_pipe_spotted():
    # "Fellowship: discard a pipeweed possession and spot X pipes to remove X twilight."
    s = position({"site": 2, "twilight": 3, "seats": seats({
        "play": ["1C311", {"card": "1U292", "on": "1C290"}, {"card": "1U285", "on": "1C311"}, "1C300"]})}, seed=1)
    assert not has(s, "use", "1U292", target=3)          # two pipes
    s = act(s, by_code(s, "use", "1U292", target=2))
    assert s.twilight == 1 and "1C300" in codes(s, discard(0))


def test_1C300_longbottom_leaf_may_discard_up_to_two_cards_when_played():
    # "Pipeweed. Plays to your support area. When you play it, you may discard up to 2 cards from your hand."
    s = position({"site": 2, "seats": seats({"hand": ["1C300", "1C296", "1C299", "1C104"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C300"))
    s = act(s, Action("yes"))
    assert max(len(a["value"]) for a in GAME.legal_actions(s, 0)) == 2
    pair = tuple(sorted((find(s, 0, "1C296", "hand"), find(s, 0, "1C299", "hand"))))
    s = act(s, Action("target", value=pair))
    assert codes(s, hand(0)) == ["1C104"] and sorted(codes(s, discard(0))) == ["1C296", "1C299"]
    assert "1C300" in codes(s, play(0)) and s.twilight == 1


def test_1C305_old_toby_may_draw_a_card_when_played():
    # "Pipeweed. Plays to your support area. When you play it, you may draw a card."
    s = position({"site": 2, "seats": seats({"hand": ["1C305"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C305"))
    s = act(s, Action("yes"))
    assert len(s.zones.cards[hand(0)]) == 1 and "1C305" in codes(s, play(0))


def test_1R313_sting_reveals_a_hand_and_removes_twilight_for_its_orcs_four_at_most():
    # "Frodo may bear it (+2 strength). Fellowship or Regroup: exert Frodo to reveal an
    # opponent's hand and remove 1 twilight for each Orc in it (at most 4)."
    s = position({"site": 2, "twilight": 6, "seats": seats({"play": ["1P365"], "hand": ["1R313"]},
                  {"hand": ["1C176", "1C176", "1C176", "1U178", "1U178", "1C168"]})}, seed=1)
    assert not has(s, "play", "1R313", bearer=find(s, 0, "1P365"))                # Frodo's only
    s = act(s, by_code(s, "play", "1R313", bearer="1C290"))
    assert strength_of(s, 0, "1C290") == 6 and s.twilight == 7
    s = act(s, by_code(s, "use", "1R313", target=1))
    assert s.twilight == 3 and s.wounds[find(s, 0, "1C290")] == 1
    shown = [c["card"] for c in GAME.view(s, 0)["zones"]["hand1"]["cards"]]
    assert None not in shown


def test_1R314_stone_trolls_needs_bilbo_and_one_per_character():
    # "Tale. To play, spot Bilbo. Plays on a character (one per character)."
    s = position({"site": 2, "seats": seats({"hand": ["1R314", "1R314"]})}, seed=1)
    assert not has(s, "play", "1R314")
    s = position({"site": 2, "seats": seats({"play": ["1R284", "1P365"], "hand": ["1R314", "1R314"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R314", bearer="1P365"))
    assert not has(s, "play", "1R314", bearer=find(s, 0, "1P365")) and has(s, "play", "1R314", bearer=find(s, 0, "1C290"))


def test_1R314_stone_trolls_gives_three_strength_against_an_uruk_hai():
    # "Its bearer has +3 strength while skirmishing a Troll or an Uruk-hai."
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C151"]],
                  "seats": seats({"play": ["1P365", "1R284", {"card": "1R314", "on": "1P365"}]}, {"play": ["1C151"]},
                                 shadow_deck="aragorn")}, seed=1)
    assert strength_of(s, 0, "1P365") == 11
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C177"]],
                  "seats": seats({"play": ["1P365", "1R284", {"card": "1R314", "on": "1P365"}]}, {"play": ["1C177"]})}, seed=1)
    assert strength_of(s, 0, "1P365") == 8               # an Orc is neither


def test_1U316_a_talent_for_not_being_seen_exerts_a_hobbit_to_play():
    # "Stealth. To play, exert a Hobbit. Plays to your support area."
    s = position({"site": 2, "seats": seats({"play": ["1C311"], "hand": ["1U316"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U316"))
    s = act(s, Action("target", value=find(s, 0, "1C311")))
    assert s.wounds[find(s, 0, "1C311")] == 1 and "1U316" in codes(s, play(0))
    s = position({"site": 2, "seats": seats({"hand": ["1U316"], "wounds": {"1C290": 3}})}, seed=1)
    assert not has(s, "play", "1U316")                   # Frodo, the one Hobbit, cannot exert


def test_1U316_a_talent_for_not_being_seen_lowers_the_shadow_number():
    # "While you can spot 2 Hobbit companions, the Shadow number of each site the fellowship
    # moves to is 1 lower (2 lower while you can spot 4)." Moria Lake's 3.
    lake = {"4": "1C346"}
    for hobbits, expected in (([], 3), (["1C311"], 2), (["1C311", "1C303", "1C306"], 1)):
        s = position({"site": 4, "path": lake, "seats": seats({"play": ["1U316"] + hobbits})}, seed=1)
        assert C.shadow_number(s, s.path[4]) == expected, hobbits


def test_1C317_there_and_back_again_gives_each_hobbit_companion_two_strength_until_regroup():
    # "Tale. A Hobbit companion may bear it. Maneuver: discard this condition to give each
    # Hobbit companion +2 strength until the regroup phase."
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1P365", "1C311", {"card": "1C317", "on": "1C290"}]},
                                                              {"play": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "use", "1C317"))
    assert strength_of(s, 0, "1C290") == 6 and strength_of(s, 0, "1C311") == 5 and strength_of(s, 0, "1P365") == 8
    assert "1C317" in codes(s, discard(0))


def test_1R318_thrors_map_plays_the_next_site_in_place_of_an_opponents():
    # "Fellowship or Regroup: exert 2 Hobbits and discard Thrór's Map to play the fellowship's
    # next site (replacing an opponent's site there)."
    theirs = site_of("gandalf", 3)
    s = position({"site": 2, "path": {"3": theirs}, "seats": seats({"play": ["1C311", "1R318"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R318", cost=tuple(sorted((find(s, 0, "1C290"), find(s, 0, "1C311"))))))
    assert s.zones.card_of[s.path[3]] == site_of("aragorn", 3)
    assert s.wounds[find(s, 0, "1C290")] == 1 and s.wounds[find(s, 0, "1C311")] == 1
    assert "1R318" in codes(s, discard(0))


def test_1R318_thrors_map_needs_two_hobbits_to_exert():
    s = position({"site": 2, "seats": seats({"play": ["1R318"]})}, seed=1)
    assert not has(s, "use", "1R318")


def test_1C295_hobbit_farmer_has_the_text_of_your_own_site_1():
    # "While your own site 1 is on the adventure path, this ally has its game text." Your East
    # Road: companions cost 2 more, at site 2 too; an opponent's East Road lends nothing.
    s = position({"site": 2, "seats": seats({"play": ["1C295"], "hand": ["1U97"]})}, seed=1)
    assert s.zones.card_of[s.path[1]] == "1U320" and C.cost(s, find(s, 0, "1U97", "hand")) == 5
    s = position({"site": 2, "path": {"1": "1U320"}, "seats": seats({"play": ["1C295"], "hand": ["1U97"]},
                  fp_deck="gandalf", shadow_deck="aragorn")}, seed=1)
    assert C.cost(s, find(s, 0, "1U97", "hand")) == 3


def test_1C295_hobbit_farmer_uses_the_action_of_your_own_westfarthing():
    # Westfarthing: "Fellowship: exert a Hobbit to play a companion or ally from your hand at 1 less twilight."
    s = position({"site": 2, "seats": seats({"play": ["1C295"], "hand": ["1U12"]}, fp_deck="gandalf")}, seed=1)
    s = act(s, by_code(s, "use", "1C295", cost="1C290", target=find(s, 0, "1U12", "hand")))
    assert "1U12" in codes(s, play(0)) and s.twilight == 1 and s.wounds[find(s, 0, "1C290")] == 1


def test_1C295_hobbit_farmer_replaces_an_opponents_site_1_with_yours():
    # "Fellowship: exert this ally and spot an opponent's site 1 to replace it with your own site 1."
    s = position({"site": 2, "path": {"1": "1C326"}, "seats": seats({"play": ["1C295"]})}, seed=1)
    assert not has(s, "use", "1C295", cost="1C290")       # Westfarthing here is not his own
    s = act(s, by_code(s, "use", "1C295", ability=1))
    assert s.zones.card_of[s.path[1]] == "1U320" and "1C326" in codes(s, "adventure1")
    assert s.wounds[find(s, 0, "1C295")] == 1 and not has(s, "use", "1C295", ability=1)


def test_1C287_extraordinary_resilience_removes_a_burden_instead_of_healing_the_ring_bearer():
    # "Response: when the Ring-bearer is about to be healed, remove a burden instead." The
    # Gaffer heals Frodo: the healing is answered, Frodo keeps his wound, a burden goes.
    s = position({"site": 2, "seats": seats({"play": ["1R291"], "hand": ["1C287"], "burdens": 2,
                                             "wounds": {"1C290": 1}})}, seed=1)
    frodo = find(s, 0, "1C290")
    s = act(s, by_code(s, "use", "1R291", target=frodo))
    assert window_kind(s) == "about_to:heal"
    s = act(s, by_code(s, "event", "1C287"))
    assert s.burdens[0] == 1 and s.wounds[frodo] == 1 and "1C287" in codes(s, discard(0))


def test_1C287_extraordinary_resilience_answers_only_the_ring_bearers_healing():
    s = position({"site": 2, "seats": seats({"play": ["1R291", "1C311"], "hand": ["1C287"], "burdens": 2,
                                             "wounds": {"1C311": 1}})}, seed=1)
    s = act(s, by_code(s, "use", "1R291", target="1C311"))
    assert not s.wounds.get(find(s, 0, "1C311")) and s.burdens[0] == 2        # Sam healed at once
