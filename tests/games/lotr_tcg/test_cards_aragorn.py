"""Every card of the Aragorn starter with game text, one scenario per ability, from a set-up
table. Each test names the card by its collector code and quotes our text of it."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.state import deck, discard

from .kit import act, by_code, find, has, pass_windows, position, strength_of

A_VS_G = ("aragorn", "gandalf")


def seats(fp=None, shadow=None, fp_deck="aragorn", shadow_deck="gandalf"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def test_1C290_frodo_heals_by_exerting_another_frodo_signet_companion():
    # "Fellowship: exert another companion with the Frodo signet to heal Frodo." (Boromir has it)
    s = position({"site": 2, "seats": seats({"play": ["1U97"], "wounds": {"1C290": 2}})}, seed=1)
    s = act(s, by_code(s, "use", "1C290", cost="1U97"))
    assert s.wounds[find(s, 0, "1C290")] == 1 and s.wounds[find(s, 0, "1U97")] == 1


def test_1P365_aragorn_may_heal_another_aragorn_signet_companion_at_the_start_of_the_turn():
    # "At the start of each of your turns you may heal another companion with the Aragorn signet." (Sam)
    s = position({"at": "turn_start", "site": 2, "seats": seats({"play": ["1P365", "1C311"], "wounds": {"1C311": 2}})}, seed=1)
    assert s.pending.kind == "_optional_trigger"
    s = act(s, Action("yes"))
    s = act(s, Action("target", value=find(s, 0, "1C311")))
    assert s.wounds[find(s, 0, "1C311")] == 1


def test_1C92_armor_lets_its_bearer_take_one_wound_a_skirmish():
    # "Its bearer takes at most one wound in each skirmish phase." Two Uruk Savages (damage +1)
    # beat Aragorn 10 to 8: three wounds come, one is taken.
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C151", "1C151"]],
                  "seats": seats({"play": ["1P365", {"card": "1C92", "on": "1P365"}]}, {"play": ["1C151", "1C151"]},
                                 shadow_deck="aragorn")}, seed=1)
    s = pass_windows(s, responses=True)
    assert s.wounds[find(s, 0, "1P365")] == 1


def test_1U94_athelas_is_discarded_to_heal_a_companion():
    # "Fellowship: discard it to heal a companion, or to discard a Shadow condition from a companion."
    s = position({"site": 2, "seats": seats({"play": ["1P365", {"card": "1U94", "on": "1P365"}], "wounds": {"1C290": 1}})}, seed=1)
    s = act(s, by_code(s, "use", "1U94", ability=0, target="1C290"))
    assert not s.wounds.get(find(s, 0, "1C290"))
    assert [s.zones.card_of[i] for i in s.zones.cards[discard(0)]] == ["1U94"]


def test_1U97_boromir_exerts_to_give_a_hobbit_three_strength():
    # "Skirmish: exert Boromir to give a Hobbit +3 strength." Frodo (3, +1 the Ring) against a
    # Goblin Runner (5) wins with it.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1U178"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1U178"]})}, seed=1)
    s = act(s, by_code(s, "use", "1U97", target="1C290"))
    assert strength_of(s, 0, "1C290") == 7
    s = pass_windows(s, responses=True)
    assert s.zones.card_of[s.zones.cards[discard(1)][0]] == "1U178"      # the Runner (vitality 1) killed


def test_1C101_coat_of_mail_saves_its_bearer_from_a_double_strength_overwhelm():
    # "Its bearer is overwhelmed only by triple strength." 20 against Aragorn's 8.
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C177", "1C176"]],
                  "seats": seats({"play": ["1P365", {"card": "1C101", "on": "1P365"}]}, {"play": ["1C177", "1C176"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert find(s, 0, "1P365") and s.wounds[find(s, 0, "1P365")] == 1


def test_1C104_eregions_trails_weakens_every_roaming_minion_until_regroup():
    # "Maneuver: exert a ranger to give every roaming minion -3 strength until the regroup phase."
    s = position({"site": 3, "at": "maneuver", "seats": seats({"play": ["1P365"], "hand": ["1C104"]},
                  {"play": ["1C151"]}, shadow_deck="aragorn")}, seed=1)
    s = act(s, by_code(s, "event", "1C104", cost="1P365"))
    assert strength_of(s, 1, "1C151") == 2          # an Uruk Savage (site 5) roams at site 3
    assert s.twilight == 1                            # the event's own cost


def test_1C106_gondors_vengeance_discards_a_minion_in_regroup():
    # "Regroup: exert a ranger companion to discard a minion."
    s = position({"site": 3, "at": "regroup", "seats": seats({"play": ["1P365"], "hand": ["1C106"]},
                  {"play": ["1C176"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C106", cost="1P365", target="1C176"))
    assert not C.minions(s, 1) and s.wounds[find(s, 0, "1P365")] == 1


def test_1C107_great_shield_lowers_the_minion_archery_total():
    # "The minion archery total is 1 lower."
    s = position({"site": 4, "seats": seats({"play": ["1P365", {"card": "1C107", "on": "1P365"}]},
                  {"play": ["1C176", "1C176"]})}, seed=1)
    assert C.minion_archery(s) == 1


def test_1C296_hobbit_intuition_cancels_a_hobbits_skirmish_at_sites_1_to_4():
    # "at sites 1 to 4, cancel a skirmish involving a Hobbit"
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C177"]],
                  "seats": seats({"hand": ["1C296"]}, {"play": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C296"))
    s = pass_windows(s, responses=True)
    assert not s.over and find(s, 0, "1C290") and not s.wounds.get(find(s, 0, "1C290"))


def test_1C296_hobbit_intuition_gives_a_hobbit_three_strength_beyond_site_4():
    # "at any other site, give a Hobbit +3 strength"
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", ["1U178"]],
                  "seats": seats({"hand": ["1C296"]}, {"play": ["1U178"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C296"))
    assert strength_of(s, 0, "1C290") == 7


def test_1C299_hobbit_sword_gives_its_hobbit_two_strength():
    # "A Hobbit may bear it (+2 strength)." Frodo 3, the Ring +1, the sword +2.
    s = position({"site": 2, "seats": seats({"hand": ["1C299"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C299", bearer="1C290"))
    assert strength_of(s, 0, "1C290") == 6 and s.twilight == 1


def test_1U51_legolas_is_an_archer():
    # "Archer." (the Nazgûl clause needs a Nazgûl, which neither starter deck has)
    s = position({"site": 4, "seats": seats({"play": ["1U51"]}, {"play": ["1C176"]})}, seed=1)
    assert C.fellowship_archery(s) == 1


def test_1U108_no_stranger_to_the_shadows_lowers_each_shadow_number():
    # "A ranger may bear it, one to a ranger. Each site's Shadow number is 1 lower."
    s = position({"site": 1, "seats": seats({"play": ["1P365"], "hand": ["1U108", "1U108"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U108", bearer="1P365"))
    assert not has(s, "play", "1U108")                 # a second one finds no ranger free
    s = act(s, PASS)
    assert s.twilight == 0 + (2 - 1) + 2               # its cost 0; Ettenmoors 2 - 1; Frodo and Aragorn


def test_1C110_pathfinder_plays_the_next_site_from_your_own_adventure_deck():
    # "spot a ranger to play the fellowship's next site from your adventure deck, replacing an
    # opponent's site if there is one"
    s = position({"site": 2, "seats": seats({"play": ["1P365"], "hand": ["1C110"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C110"))
    assert s.zones.card_of[s.path[3]] == "1U340"       # Rivendell Terrace, the Aragorn deck's site 3
    s = act(s, PASS)
    assert s.marker[0] == 3


def test_1U309_rosie_cotton_strengthens_and_heals_sam():
    # "Sam has +1 strength. Fellowship: exert Rosie Cotton to heal Sam."
    s = position({"site": 2, "seats": seats({"play": ["1C311", "1U309"], "wounds": {"1C311": 1}})}, seed=1)
    assert strength_of(s, 0, "1C311") == 4
    s = act(s, by_code(s, "use", "1U309", ability=1, target="1C311"))
    assert not s.wounds.get(find(s, 0, "1C311")) and s.wounds[find(s, 0, "1U309")] == 1


def test_1C311_sam_exerts_to_remove_a_burden():
    # "Fellowship: exert Sam to remove a burden." (his Response, taking the Ring: test_rules)
    s = position({"site": 2, "seats": seats({"play": ["1C311"], "burdens": 3})}, seed=1)
    s = act(s, by_code(s, "use", "1C311"))
    assert s.burdens[0] == 2


def test_1C116_swordarm_of_the_white_tower_gives_a_gondor_companion_two_strength():
    # "Skirmish: give a Gondor companion +2 strength, or +4 if he is defender +1." (no companion
    # of either starter deck is defender +1)
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C177"]],
                  "seats": seats({"play": ["1P365"], "hand": ["1C116"]}, {"play": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C116", target="1P365"))
    assert strength_of(s, 0, "1P365") == 10


def test_1C117_swordsman_of_the_northern_kingdom_is_worth_four_against_a_roaming_minion():
    # "Skirmish: give a ranger +2 strength, or +4 while skirmishing a roaming minion."
    s = position({"site": 3, "at": "skirmish", "skirmish": ["1P365", ["1C151"]],
                  "seats": seats({"play": ["1P365"], "hand": ["1C117"]}, {"play": ["1C151"]}, shadow_deck="aragorn")}, seed=1)
    s = act(s, by_code(s, "event", "1C117", target="1P365"))
    assert strength_of(s, 0, "1P365") == 12


def test_1C150_uruk_rager_makes_the_loser_discard_two_cards_from_his_deck():
    # "Each time this minion wins a skirmish, the Free Peoples player discards the top 2 cards of his draw deck."
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1U97", ["1C150"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C150"]}, shadow_deck="aragorn")}, seed=1)
    top2 = s.zones.cards[deck(0)][-2:]
    s = pass_windows(s, responses=True)
    assert set(top2) <= set(s.zones.cards[discard(0)])


def test_1C158_uruk_hai_raiding_party_deals_damage_plus_one():
    # "Damage +1." Boromir (7, vitality 3) loses to 9: two wounds.
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1U97", ["1C158"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C158"]}, shadow_deck="aragorn")}, seed=1)
    s = pass_windows(s, responses=True)
    assert s.wounds[find(s, 0, "1U97")] == 2


def test_1C152_uruk_shaman_removes_two_twilight_to_heal_an_uruk_hai():
    # "Maneuver: remove 2 twilight to heal an Uruk-hai."
    s = position({"site": 5, "at": "maneuver", "twilight": 3, "seats": seats({}, {"play": ["1C152", "1C151"],
                  "wounds": {"1C151": 1}}, shadow_deck="aragorn")}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1C152", target="1C151"))
    assert not s.wounds.get(find(s, 1, "1C151")) and s.twilight == 1


def test_1U153_uruk_slayer_pumps_itself_up_to_three_times():
    # "Skirmish: remove 1 twilight to give this minion +1 strength (at most +3 in a phase)."
    s = position({"site": 5, "at": "skirmish", "twilight": 5, "skirmish": ["1P365", ["1U153"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1U153"]}, shadow_deck="aragorn")}, seed=1)
    for _ in range(3):
        s = act(s, PASS) if s.pending.seat == 0 else s
        s = act(s, by_code(s, "use", "1U153"))
    s = act(s, PASS)
    assert strength_of(s, 1, "1U153") == 12 and not has(s, "use", "1U153") and s.twilight == 2


def test_1C154_uruk_soldier_may_make_the_free_peoples_player_discard_his_top_card():
    # "When you play this minion, you may make the Free Peoples player discard the top card of his draw deck."
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1C154"]}, shadow_deck="aragorn")}, seed=1)
    top = s.zones.cards[deck(0)][-1]
    s = act(s, by_code(s, "play", "1C154"))
    s = act(s, Action("yes"))
    assert s.zones.cards[discard(0)] == [top]


def test_1C145_uruk_brood_grows_with_each_other_uruk_hai():
    # "Skirmish: remove 2 twilight to give this minion +1 strength for each other Uruk-hai you spot."
    s = position({"site": 5, "at": "skirmish", "twilight": 2, "skirmish": ["1P365", ["1C145"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1C145", "1C151", "1C151"]}, shadow_deck="aragorn")}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1C145"))
    assert strength_of(s, 1, "1C145") == 11


def test_1C121_bred_for_battle_exerts_an_uruk_hai_for_three_strength():
    # "Skirmish: exert an Uruk-hai to give it +3 strength."
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C158"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1C158"], "hand": ["1C121"]}, shadow_deck="aragorn")}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1C121", cost="1C158"))
    assert strength_of(s, 1, "1C158") == 12 and s.wounds[find(s, 1, "1C158")] == 1


def test_1C133_sarumans_ambition_is_discarded_for_two_strength():
    # "Skirmish: discard this condition to give an Uruk-hai +2 strength."
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C151"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1C151", "1C133"]}, shadow_deck="aragorn")}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1C133", ability=1, target="1C151"))
    assert strength_of(s, 1, "1C151") == 7 and "1C133" in [s.zones.card_of[i] for i in s.zones.cards[discard(1)]]


def test_1C133_sarumans_ambition_lowers_the_cost_of_your_isengard_events():
    # "Your Isengard events cost 1 less twilight." (the deck's only one, Bred for Battle, costs 0
    # already, so the rule is checked on the modifier itself)
    s = position({"site": 5, "seats": seats({}, {"play": ["1C133"], "hand": ["1C121"]}, shadow_deck="aragorn")}, seed=1)
    s.fp = 0
    bred = find(s, 1, "1C121", "hand")
    assert C.modified(s, "cost", bred, 3) == 2


def test_1C141_their_arrows_enrage_needs_an_uruk_hai_and_weakens_archer_companions():
    # "To play, spot Saruman or an Uruk-hai. ... Every archer companion and archer ally has -1 strength."
    s = position({"site": 5, "at": "shadow", "twilight": 2,
                  "seats": seats({"play": ["1U51"]}, {"hand": ["1C141"]}, shadow_deck="aragorn")}, seed=1)
    assert not has(s, "play", "1C141")
    s = position({"site": 5, "at": "shadow", "twilight": 2,
                  "seats": seats({"play": ["1U51"]}, {"hand": ["1C141"], "play": ["1C151"]}, shadow_deck="aragorn")}, seed=1)
    s = act(s, by_code(s, "play", "1C141"))
    assert strength_of(s, 0, "1U51") == 5


def test_1C157_uruk_hai_armory_lowers_the_fellowship_archery_total():
    # "While you can spot an Uruk-hai, the fellowship archery total is 1 lower."
    s = position({"site": 5, "seats": seats({"play": ["1U51"]}, {"play": ["1C157"]}, shadow_deck="aragorn")}, seed=1)
    assert C.fellowship_archery(s) == 1
    s = position({"site": 5, "seats": seats({"play": ["1U51"]}, {"play": ["1C157", "1C151"]}, shadow_deck="aragorn")}, seed=1)
    assert C.fellowship_archery(s) == 0
