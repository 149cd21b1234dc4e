"""The Sauron cards of set 1, one scenario per ability, from a set-up table. Each test names
the card by its collector code and quotes our text of it. Seat 0 is the Free Peoples player
(the Aragorn starter: Frodo, Aragorn, Boromir, Legolas, Sam ...); seat 1 plays Sauron."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import body, cards as C, state
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import dead, deck, discard, hand, play

from .kit import GAME, act, by_code, find, has, pass_windows, position, strength_of, window_kind

RING_BEARER = "1C290"


def seats(fp=None, shadow=None):
    return [dict(deck="aragorn", **(fp or {})), dict(deck="gandalf", **(shadow or {}))]


def codes(s, zone):
    return sorted(s.zones.card_of[i] for i in s.zones.cards[zone])


def to_shadow(s):
    """Pass the Free Peoples player's turn in a rotating window."""
    return act(s, PASS) if s.pending.seat == 0 else s


# -- minions -------------------------------------------------------------------------------


def _skirmish_wound(code):
    # "Skirmish: exert this minion to wound a character it is skirmishing."
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", [code]],
                  "seats": seats({"play": ["1P365", "1U97"]}, {"play": [code]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "use", code, target=find(s, 0, "1U97"))   # Boromir is not in this skirmish
    s = act(s, by_code(s, "use", code, target=find(s, 0, "1P365")))
    assert s.wounds[find(s, 1, code)] == 1 and s.wounds[find(s, 0, "1P365")] == 1
    return s


def test_1U267_orc_hunters_exert_to_wound_the_character_they_skirmish():
    _skirmish_wound("1U267")


def test_1C271_orc_soldier_exerts_to_wound_the_character_it_skirmishes():
    _skirmish_wound("1C271")


def test_1R272_orc_war_band_exerts_to_wound_the_character_it_skirmishes():
    _skirmish_wound("1R272")


def test_1U270_orc_scouting_band_exerts_to_wound_the_character_it_skirmishes():
    _skirmish_wound("1U270")


def test_1U270_orc_scouting_band_lowers_the_roaming_penalty_of_sauron_minions_by_one():
    # "Tracker. The roaming penalty of each Sauron minion you play is -1." At site 4 an Orc
    # Soldier (2, site 6) is roaming: 2 + 2 alone, 2 + 1 beside a tracker; a Moria Orc keeps its 2.
    s = position({"site": 4, "at": "shadow", "seats": seats({}, {"hand": ["1C271", "1U178"]})}, seed=1)
    assert C.cost(s, find(s, 1, "1C271", "hand")) == 4
    s = position({"site": 2, "at": "shadow", "seats": seats({}, {"play": ["1U270"], "hand": ["1C271", "1C176"]})}, seed=1)
    assert C.cost(s, find(s, 1, "1C271", "hand")) == 3
    assert C.cost(s, find(s, 1, "1C176", "hand")) == 3 + 2          # Goblin Marksman: not Sauron
    assert "tracker" in C.card(s, find(s, 1, "1U270")).keywords


def test_1C268_orc_inquisitor_may_make_the_free_peoples_player_discard_at_random():
    # "When you play this minion, you may make the Free Peoples player discard a card at random from his hand."
    s = position({"site": 6, "at": "shadow", "twilight": 3,
                  "seats": seats({"hand": ["1C116", "1C117"]}, {"hand": ["1C268"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C268"))
    s = act(s, Action("yes"))
    assert len(s.zones.cards[hand(0)]) == 1 and len(s.zones.cards[discard(0)]) == 1
    shown = GAME.view(s, 1)["zones"]["discard0"]["cards"]
    assert shown[0] is not None                                    # the discarded card is shown


def test_1U280_tower_lieutenant_makes_the_loser_discard_two_cards_at_random():
    # "Each time this minion wins a skirmish, the Free Peoples player discards 2 cards at random from his hand."
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1U97", ["1U280"]],
                  "seats": seats({"play": ["1U97"], "hand": ["1C116", "1C117", "1C110"]}, {"play": ["1U280"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert len(s.zones.cards[hand(0)]) == 1 and len(s.zones.cards[discard(0)]) == 2


def test_1R240_band_of_the_eye_removes_two_twilight_to_make_the_loser_discard_at_random():
    # "Response: when this minion wins a skirmish, you may remove 2 twilight to make the Free
    # Peoples player discard a card at random from his hand."
    s = position({"site": 6, "at": "skirmish", "twilight": 2, "skirmish": ["1U97", ["1R240"]],
                  "seats": seats({"play": ["1U97"], "hand": ["1C116", "1C117"]}, {"play": ["1R240"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert s.pending.kind == "_optional_trigger" and s.pending.seat == 1
    s = act(s, Action("yes"))
    assert s.twilight == 0 and len(s.zones.cards[hand(0)]) == 1


def test_1R240_band_of_the_eye_is_not_asked_without_two_twilight():
    s = position({"site": 6, "at": "skirmish", "twilight": 1, "skirmish": ["1U97", ["1R240"]],
                  "seats": seats({"play": ["1U97"], "hand": ["1C116", "1C117"]}, {"play": ["1R240"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert s.pending is None or s.pending.kind != "_optional_trigger"
    assert len(s.zones.cards[hand(0)]) == 2


def test_1R256_morgul_hunter_is_strength_plus_one_for_each_companion():
    # "This minion is strength +1 for each companion you can spot." Frodo, Aragorn, Boromir: 9 + 3.
    s = position({"site": 6, "seats": seats({"play": ["1P365", "1U97"]}, {"play": ["1R256"]})}, seed=1)
    assert strength_of(s, 1, "1R256") == 12


def test_1R259_morgul_warden_is_strength_plus_one_for_each_other_sauron_orc():
    # "Morgul Warden is strength +1 for each other Sauron Orc you can spot." (a Moria Orc does not count)
    s = position({"site": 6, "seats": seats({}, {"play": ["1R259", "1C271", "1U267", "1C176"]})}, seed=1)
    assert strength_of(s, 1, "1R259") == 9 + 2


def test_1U257_morgul_skirmisher_removes_three_to_exert_a_hobbit_but_not_the_ring_bearer():
    # "Maneuver: remove 3 twilight to exert a Hobbit (except the Ring-bearer)."
    s = position({"site": 6, "at": "maneuver", "twilight": 3,
                  "seats": seats({"play": ["1C311"]}, {"play": ["1U257"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "use", "1U257", target=find(s, 0, RING_BEARER))
    s = act(s, by_code(s, "use", "1U257", target=find(s, 0, "1C311")))
    assert s.wounds[find(s, 0, "1C311")] == 1 and s.twilight == 0


def test_1U257_morgul_skirmisher_needs_three_twilight():
    s = position({"site": 6, "at": "maneuver", "twilight": 2,
                  "seats": seats({"play": ["1C311"]}, {"play": ["1U257"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "use", "1U257")


def test_1U258_morgul_skulker_shuffles_up_to_two_ringwraith_cards_into_the_draw_deck():
    # "When you play this minion, you may shuffle up to 2 Ringwraith cards from your discard pile into your draw deck."
    s = position({"site": 6, "at": "shadow", "twilight": 2,
                  "seats": seats({}, {"hand": ["1U258"], "discard": ["1R217", "1U226", "1C271"]})}, seed=1)
    before = len(s.zones.cards[deck(1)])
    s = act(s, by_code(s, "play", "1U258"))
    s = act(s, Action("yes"))
    values = [a["value"] for a in GAME.legal_actions(s, 1)]
    assert all(all(C.card(s, i).culture == "ringwraith" for i in v) for v in values)   # never the Orc Soldier
    pair = next(v for v in values if len(v) == 2)
    s = act(s, Action("target", value=pair))
    assert codes(s, discard(1)) == ["1C271"] and len(s.zones.cards[deck(1)]) == before + 2


def test_1C266_orc_chieftain_adds_two_when_a_weapon_is_played_on_him_once_a_turn():
    # "Each time you play a weapon on this minion, add 2 twilight (once each turn)."
    s = position({"site": 6, "at": "shadow", "twilight": 2,
                  "seats": seats({}, {"play": ["1C266"], "hand": ["1C269", "1C269"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C269", bearer=find(s, 1, "1C266")))
    assert s.twilight == 2 - 1 + 2
    # a second weapon of the same class cannot be borne; the limit is kept by the turn's record
    assert s.used.get(("once_per_turn", find(s, 1, "1C266")))


def test_1C269_orc_scimitar_is_borne_by_a_sauron_orc_and_pumps_up_to_three():
    # "Bearer must be a Sauron Orc. Skirmish: remove 1 twilight to make bearer strength +1 (no more than +3 in all)."
    s = position({"site": 6, "at": "shadow", "twilight": 1,
                  "seats": seats({}, {"play": ["1C271", "1U178"], "hand": ["1C269"]})}, seed=1)
    assert not has(s, "play", "1C269", bearer=find(s, 1, "1U178"))          # a Moria Orc may not bear it
    s = position({"site": 6, "at": "skirmish", "twilight": 5, "skirmish": ["1P365", ["1C271"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1C271", {"card": "1C269", "on": "1C271"}]})}, seed=1)
    assert strength_of(s, 1, "1C271") == 9
    for _ in range(3):
        s = to_shadow(s)
        s = act(s, by_code(s, "use", "1C269"))
    s = to_shadow(s)
    assert strength_of(s, 1, "1C271") == 12 and not has(s, "use", "1C269") and s.twilight == 2


# -- events ----------------------------------------------------------------------------------


def test_1U241_curse_from_mordor_discards_an_elven_condition_while_a_sauron_orc_is_spotted(monkeypatch):
    # "Shadow: spot a Sauron Orc to discard an Elven condition." The Elven conditions of the set
    # are written by another culture's file: here No Stranger to the Shadows stands for one.
    spec = {"site": 6, "at": "shadow", "seats": seats({"play": ["1P365", {"card": "1U108", "on": "1P365"}]},
                                                        {"play": ["1C271"], "hand": ["1U241"]})}
    s = position(spec, seed=1)
    assert not has(s, "event", "1U241")            # a Gondor condition is not an Elven one
    elven = C.card(s, find(s, 0, "1U108")).model_copy(update={"culture": "elven"})
    monkeypatch.setitem(C._cards(), "1U108", elven)
    monkeypatch.setitem(state._CARDS, "1U108", elven)
    s = position(spec, seed=1)
    s = act(s, by_code(s, "event", "1U241", target=find(s, 0, "1U108")))
    assert "1U108" in codes(s, discard(0))
    spec["seats"][1]["play"] = ["1U178"]
    s = position(spec, seed=1)
    assert not has(s, "event", "1U241")            # no Sauron Orc to spot


def test_1C277_shadows_reach_exerts_a_sauron_orc_to_discard_a_free_peoples_condition():
    # "Shadow: exert a Sauron Orc to discard a Free Peoples condition."
    spec = {"site": 6, "at": "shadow", "twilight": 1,
            "seats": seats({"play": ["1P365", {"card": "1U108", "on": "1P365"}]}, {"play": ["1C271"], "hand": ["1C277"]})}
    s = position(spec, seed=1)
    s = act(s, by_code(s, "event", "1C277", cost=find(s, 1, "1C271"), target=find(s, 0, "1U108")))
    assert "1U108" in codes(s, discard(0)) and s.wounds[find(s, 1, "1C271")] == 1
    spec["seats"][1]["play"] = ["1U178"]
    s = position(spec, seed=1)
    assert not has(s, "event", "1C277")            # no Sauron Orc to exert


def test_1R250_hate_exerts_a_sauron_orc_to_wound_a_companion_but_not_the_ring_bearer():
    # "Maneuver: exert a Sauron Orc to wound a companion (except the Ring-bearer)."
    s = position({"site": 6, "at": "maneuver", "seats": seats({"play": ["1P365"]}, {"play": ["1C271"], "hand": ["1R250"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "event", "1R250", target=find(s, 0, RING_BEARER))
    s = act(s, by_code(s, "event", "1R250", target=find(s, 0, "1P365")))
    assert s.wounds[find(s, 0, "1P365")] == 1 and s.wounds[find(s, 1, "1C271")] == 1


def test_1C255_mordors_strength_wounds_the_character_the_exerted_orc_skirmishes():
    # "Skirmish: exert a Sauron Orc to wound a character he is skirmishing."
    s = position({"site": 6, "at": "skirmish", "twilight": 1, "skirmish": ["1P365", ["1C271"]],
                  "seats": seats({"play": ["1P365", "1U97"]}, {"play": ["1C271", "1U267"], "hand": ["1C255"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "event", "1C255", cost=find(s, 1, "1U267"))   # Orc Hunters skirmish nobody
    assert not has(s, "event", "1C255", target=find(s, 0, "1U97"))
    s = act(s, by_code(s, "event", "1C255", cost=find(s, 1, "1C271"), target=find(s, 0, "1P365")))
    assert s.wounds[find(s, 0, "1P365")] == 1 and s.twilight == 0


def test_1C248_forces_of_mordor_adds_a_twilight_for_each_sauron_minion():
    # "Shadow: spot X Sauron minions to add X twilight."
    s = position({"site": 6, "at": "shadow", "seats": seats({}, {"play": ["1C271", "1U267", "1U178"], "hand": ["1C248"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C248"))
    assert s.twilight == 2


def test_1R246_enduring_evil_takes_x_strength_for_x_burdens():
    # "Skirmish: spot X burdens to give a character skirmishing a Sauron Orc -X strength."
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", ["1C271"]],
                  "seats": seats({"play": ["1P365"], "burdens": 3}, {"play": ["1C271"], "hand": ["1R246"]})}, seed=1)
    s = to_shadow(s)
    s = act(s, by_code(s, "event", "1R246", target=find(s, 0, "1P365")))
    assert strength_of(s, 0, "1P365") == 8 - 3


def test_1R246_enduring_evil_needs_a_burden_and_a_sauron_orc_in_the_skirmish():
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", ["1C177"]],
                  "seats": seats({"play": ["1P365"], "burdens": 3}, {"play": ["1C177"], "hand": ["1R246"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "event", "1R246")            # a Moria Orc's skirmish


def test_1R245_desperate_measures_removes_a_burden_to_mill_five():
    # "Maneuver: spot a Sauron Orc and remove a burden to make the Free Peoples player discard the top 5 cards of his draw deck."
    s = position({"site": 6, "at": "maneuver", "twilight": 2,
                  "seats": seats({"burdens": 2}, {"play": ["1C271"], "hand": ["1R245"]})}, seed=1)
    s = to_shadow(s)
    s = act(s, by_code(s, "event", "1R245"))
    assert s.burdens[0] == 1 and len(s.zones.cards[discard(0)]) == 5
    s = position({"site": 6, "at": "maneuver", "twilight": 2,
                  "seats": seats({"burdens": 0}, {"play": ["1C271"], "hand": ["1R245"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "event", "1R245")            # no burden to remove


def test_1R243_despair_corrupts_the_ring_bearer_at_twelve_burdens_and_dead_companions():
    # "Maneuver: if the burdens and the companions in the dead pile number 12 or more, spot a
    # Sauron Orc to corrupt the Ring-bearer." Sam's resistance is not reached by 9 burdens; 3 dead.
    spec = {"site": 6, "at": "maneuver", "twilight": 2, "players": 2,
            "seats": [dict(deck="aragorn", burdens=9, dead=["1U97", "1U51", "1P365"]),
                      dict(deck="gandalf", play=["1C271"], hand=["1R243"])]}
    s = position(spec, seed=1)
    s = to_shadow(s)
    s = act(s, by_code(s, "event", "1R243"))
    assert s.over and s.winner == 1
    spec["seats"][0]["dead"] = ["1U97", "1U51"]
    s = to_shadow(position(spec, seed=1))
    assert not has(s, "event", "1R243")            # 11 only


def test_1U239_all_thought_bent_on_it_exerts_a_companion_for_each_over_four():
    # "Search. Maneuver: spot a Sauron Orc and 5 companions to make the Free Peoples player
    # exert a companion for each companion over 4." Six companions: two exertions, his choice.
    spec = {"site": 6, "at": "maneuver", "twilight": 2,
            "seats": seats({"play": ["1P365", "1U97", "1U51", "1C311", "1U12"]}, {"play": ["1C271"], "hand": ["1U239"]})}
    s = to_shadow(position(spec, seed=1))
    s = act(s, by_code(s, "event", "1U239"))
    for code in ("1U97", "1U51"):
        assert s.pending.seat == 0 and s.pending.kind == "exert_choice"
        s = act(s, Action("exert", cards=(find(s, 0, code),)))
    assert s.wounds[find(s, 0, "1U97")] == 1 and s.wounds[find(s, 0, "1U51")] == 1
    spec["seats"][0]["play"] = ["1P365", "1U97", "1U51"]
    s = to_shadow(position(spec, seed=1))
    assert not has(s, "event", "1U239")            # 4 companions only


def test_1U251_a_host_avails_little_wounds_once_for_each_companion_over_five():
    # "Search. Maneuver: spot a Sauron Orc and 6 companions to wound a companion (except the
    # Ring-bearer) once for each companion over 5." Seven companions: two wounds.
    spec = {"site": 6, "at": "maneuver", "twilight": 3,
            "seats": [dict(deck="gandalf", play=["1P364", "1U97", "1U51", "1C311", "1U12", "1P365"]),
                      dict(deck="gandalf", play=["1C271"], hand=["1U251"])]}
    s = to_shadow(position(spec, seed=1))
    s = act(s, by_code(s, "event", "1U251"))
    assert s.pending.seat == 1 and find(s, 0, RING_BEARER) not in [a["card"] for a in GAME.legal_actions(s, 1)]
    s = act(s, Action("wound", card=find(s, 0, "1P364")))
    s = pass_windows(s, responses=True)             # Gandalf's player may answer a wound (Intimidate)
    s = act(s, Action("wound", card=find(s, 0, "1U97")))
    s = pass_windows(s, responses=True)
    assert s.wounds[find(s, 0, "1P364")] == 1 and s.wounds[find(s, 0, "1U97")] == 1
    spec["seats"][0]["play"] = ["1P364", "1U97", "1U51", "1C311"]
    s = to_shadow(position(spec, seed=1))
    assert not has(s, "event", "1U251")


# -- conditions --------------------------------------------------------------------------------


def test_1R264_orc_bowmen_adds_one_to_the_minion_archery_while_a_sauron_orc_is_spotted():
    # "Plays to your support area. While you can spot a Sauron Orc, the minion archery total is +1."
    s = position({"site": 6, "seats": seats({}, {"play": ["1R264", "1C271"]})}, seed=1)
    assert C.minion_archery(s) == 1
    s = position({"site": 6, "seats": seats({}, {"play": ["1R264", "1U178"]})}, seed=1)
    assert C.minion_archery(s) == 0


def test_1C278_strength_born_of_fear_removes_three_for_one_strength():
    # "Plays to your support area. Skirmish: remove 3 twilight to make a Sauron Orc strength +1."
    s = position({"site": 6, "at": "skirmish", "twilight": 3, "skirmish": ["1P365", ["1C271"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1C278", "1C271"]})}, seed=1)
    s = to_shadow(s)
    s = act(s, by_code(s, "use", "1C278", target=find(s, 1, "1C271")))
    assert strength_of(s, 1, "1C271") == 8 and s.twilight == 0
    s = to_shadow(s)
    assert not has(s, "use", "1C278")


def test_1R276_seeking_its_master_exerts_an_orc_and_removes_two_to_draw():
    # "Plays to your support area. Shadow: exert a Sauron Orc and remove 2 twilight to draw a card."
    s = position({"site": 6, "at": "shadow", "twilight": 2, "seats": seats({}, {"play": ["1R276", "1C271"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R276", cost=find(s, 1, "1C271")))
    assert len(s.zones.cards[hand(1)]) == 1 and s.twilight == 0 and s.wounds[find(s, 1, "1C271")] == 1
    assert not has(s, "use", "1R276")              # the pool is empty


def test_1R254_mordor_enraged_exerts_its_bearer_for_twilight_per_archer_companion():
    # "Plays on a Sauron minion. Shadow: exert bearer to add 1 twilight for each archer companion."
    s = position({"site": 6, "at": "shadow", "twilight": 0,
                  "seats": seats({"play": ["1U51"]}, {"play": ["1C271", "1U178"], "hand": ["1R254"]})}, seed=1)
    assert not has(s, "play", "1R254", bearer=find(s, 1, "1U178"))
    s = act(s, by_code(s, "play", "1R254", bearer=find(s, 1, "1C271")))
    s = act(s, by_code(s, "use", "1R254"))
    assert s.twilight == 1 and s.wounds[find(s, 1, "1C271")] == 1


def test_1U249_gleaming_spires_strengthens_sauron_orcs_against_gondor():
    # "Each Sauron Orc skirmishing a Gondor character is strength +2." Aragorn is Gondor; Sam is not.
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", ["1C271"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1U249", "1C271"]})}, seed=1)
    assert strength_of(s, 1, "1C271") == 9
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1C311", ["1C271"]],
                  "seats": seats({"play": ["1C311"]}, {"play": ["1U249", "1C271"]})}, seed=1)
    assert strength_of(s, 1, "1C271") == 7


def test_1U249_gleaming_spires_is_discarded_when_a_sauron_orc_loses():
    # "Discard this condition when your Sauron Orc loses a skirmish." Aragorn 8 against 7 + 2.
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", ["1U178"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1U249", "1U178"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert "1U249" in codes(s, play(1))              # a Moria Orc lost: it stays
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", ["1C271"]], "twilight": 0,
                  "seats": seats({"play": ["1P365"], "hand": ["1C117"]}, {"play": ["1U249", "1C271"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C117", target=find(s, 0, "1P365")))
    s = pass_windows(s, responses=True)
    assert "1U249" in codes(s, discard(1))


def test_1R263_orc_banner_strengthens_every_sauron_orc_when_one_wins():
    # "Each time a companion or ally loses a skirmish to a Sauron Orc, each Sauron Orc is
    # strength +1 until the regroup phase."
    # Sam (3) loses to the Orc Soldier (7); the Orc Hunters then fight Aragorn at 9 + 1.
    s = position({"site": 6, "at": "assignment",
                  "seats": seats({"play": ["1P365", "1C311"]}, {"play": ["1R263", "1C271", "1U267"]})}, seed=1)
    s = pass_windows(s)
    s = act(s, Action("assign", minion=find(s, 1, "1C271"), companion=find(s, 0, "1C311")))
    s = act(s, Action("assign", minion=find(s, 1, "1U267"), companion=find(s, 0, "1P365")))
    s = act(s, Action("skirmish", companion=find(s, 0, "1C311")))
    aragorn = find(s, 0, "1P365")
    while not (s.fought and s.fought[0] == aragorn):
        s = act(s, PASS)
    assert strength_of(s, 1, "1U267") == 10 and strength_of(s, 1, "1C271") == 8


def test_1R253_journey_into_danger_exerts_an_orc_and_raises_companion_costs():
    # "Search. To play, exert a Sauron Orc. Plays to your support area. While you can spot 5
    # companions, the twilight cost of each companion is +2."
    s = position({"site": 6, "at": "shadow", "seats": seats({"play": ["1P365", "1U97", "1U51", "1C311"], "hand": ["1U97"]},
                                                              {"play": ["1C271"], "hand": ["1R253"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R253", exert=find(s, 1, "1C271")))
    assert s.wounds[find(s, 1, "1C271")] == 1
    boromir = find(s, 0, "1U97", "hand")
    assert C.cost(s, boromir) == 3 + 2
    s = position({"site": 6, "at": "shadow", "seats": seats({"play": ["1P365", "1U97", "1C311"], "hand": ["1U97"]},
                                                              {"play": ["1R253"]})}, seed=1)
    assert C.cost(s, find(s, 0, "1U97", "hand")) == 3  # four companions


def test_1R253_journey_into_danger_cannot_be_played_without_a_sauron_orc_to_exert():
    s = position({"site": 6, "at": "shadow", "seats": seats({}, {"play": ["1U178"], "hand": ["1R253"]})}, seed=1)
    assert not has(s, "play", "1R253")


def test_1U260_the_number_must_be_few_lowers_the_move_limit_at_seven_companions():
    # "Search. While you can spot 7 companions, the move limit this turn is -1 (never below 1)."
    spec = {"site": 3, "seats": [dict(deck="gandalf", play=["1P364", "1U97", "1U51", "1C311", "1U12", "1P365"]),
                                 dict(deck="gandalf", play=["1U260"])]}
    s = position(spec, seed=1)
    assert C.move_limit(s) == 1
    spec["seats"][0]["play"] = ["1P364", "1U97", "1U51", "1C311", "1U12"]
    assert C.move_limit(position(spec, seed=1)) == 2


def test_1U274_saurons_defenses_lowers_the_move_limit_at_three_dead_companions():
    # "To play, exert a Sauron Orc. While 3 or more companions are in the dead pile, the move limit this turn is -1."
    spec = {"site": 6, "at": "shadow", "twilight": 1, "seats": [dict(deck="aragorn", dead=["1U97", "1U51", "1C311"]),
                                                 dict(deck="gandalf", play=["1C271"], hand=["1U274"])]}
    s = position(spec, seed=1)
    s = act(s, by_code(s, "play", "1U274", exert=find(s, 1, "1C271")))
    assert C.move_limit(s) == 1
    spec["seats"][0]["dead"] = ["1U97", "1U51"]
    s = position(spec, seed=1)
    s = act(s, by_code(s, "play", "1U274", exert=find(s, 1, "1C271")))
    assert C.move_limit(s) == 2


def test_1C281_under_the_watching_eye_makes_the_free_peoples_player_exert_on_each_move():
    # "Search. To play, exert a Sauron tracker. Each time the fellowship moves, the Free Peoples player exerts a companion."
    s = position({"site": 2, "at": "shadow", "seats": seats({"play": ["1P365"]}, {"play": ["1C271", "1U270"], "hand": ["1C281"]})}, seed=1)
    assert not has(s, "play", "1C281", exert=find(s, 1, "1C271"))     # Orc Soldier is no tracker
    s = act(s, by_code(s, "play", "1C281", exert=find(s, 1, "1U270")))
    s = position({"site": 2, "seats": seats({"play": ["1P365"]}, {"play": ["1C281"]})}, seed=1)
    s = act(s, PASS)                                                    # the fellowship moves to site 3
    assert s.pending.kind == "exert_choice" and s.pending.seat == 0
    s = act(s, Action("exert", cards=(find(s, 0, "1P365"),)))
    assert s.wounds[find(s, 0, "1P365")] == 1


def test_1R282_the_weight_of_a_legacy_weakens_aragorn():
    # "To play, exert a Sauron Orc. Plays on Aragorn. Bearer is strength -1."
    s = position({"site": 6, "at": "shadow", "seats": seats({"play": ["1P365", "1U97"]}, {"play": ["1C271"], "hand": ["1R282"]})}, seed=1)
    assert not has(s, "play", "1R282", bearer=find(s, 0, "1U97"))
    s = act(s, by_code(s, "play", "1R282", bearer=find(s, 0, "1P365"), exert=find(s, 1, "1C271")))
    assert strength_of(s, 0, "1P365") == 7 and s.wounds[find(s, 1, "1C271")] == 1


def test_1C283_you_bring_great_evil_keeps_its_bearer_from_healing_at_a_sanctuary():
    # "To play, spot a Sauron Orc. Plays on a companion (except an Elf). While at a sanctuary, bearer cannot heal."
    s = position({"site": 6, "at": "shadow", "twilight": 1,
                  "seats": seats({"play": ["1P365", "1U51"]}, {"play": ["1C271"], "hand": ["1C283"]})}, seed=1)
    assert not has(s, "play", "1C283", bearer=find(s, 0, "1U51"))
    s = act(s, by_code(s, "play", "1C283", bearer=find(s, 0, "1P365")))
    assert s.zones.card_of[s.attached[find(s, 1, "1C283")]] == "1P365"
    # at Council Courtyard (site 3, a sanctuary) Aragorn's wounds stay; Boromir may heal
    s = position({"site": 3, "at": "shadow", "twilight": 1, "path": {"3": "1C337"},
                  "seats": seats({"play": ["1P365", "1U97"], "wounds": {"1P365": 2, "1U97": 1}},
                                 {"play": ["1C271"], "hand": ["1C283"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C283", bearer=find(s, 0, "1P365")))
    s.pending, s.stack[:] = None, [("sanctuary", 5)]                # the next turn's sanctuary healing
    FLOW.advance(s)
    assert [a["card"] for a in s.pending.actions if a.kind == "heal"] == [find(s, 0, "1U97")]
    body.heal(s, find(s, 0, "1P365"))
    assert s.wounds[find(s, 0, "1P365")] == 2


# -- responses -------------------------------------------------------------------------------


def pass_to_response(s):
    """Pass the skirmish window until the Shadow players' response window opens."""
    for _ in range(6):
        if window_kind(s) == "shadow_response":
            return s
        s = act(s, PASS)
    raise AssertionError(s.pending)


def test_1R247_enheartened_foe_makes_the_winning_orc_fierce():
    # "Response: when a Sauron Orc wins a skirmish, make that Orc fierce until the regroup phase."
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1U97", ["1R272"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1R272"], "hand": ["1R247"]})}, seed=1)
    s = pass_to_response(s)
    s = act(s, by_code(s, "event", "1R247", target=find(s, 1, "1R272")))
    assert C.fierce(s, find(s, 1, "1R272"))


def test_1R247_enheartened_foe_is_not_offered_when_the_orc_loses():
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", ["1C271"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1C271"], "hand": ["1R247"]})}, seed=1)
    s = pass_to_response(s)                        # the window is opened for its owner all the same
    assert not has(s, "event", "1R247")


def test_1C273_the_rings_oppression_adds_a_burden_when_a_sauron_orc_kills_a_companion():
    # "Response: when a Sauron Orc kills a companion in a skirmish, add a burden (or 3 burdens if
    # the Ring-bearer wears The One Ring)." Orc War Band (10) overwhelms Sam (3).
    for ring_on, burdens in ((False, 1), (True, 3)):
        s = position({"site": 6, "at": "skirmish", "twilight": 3, "skirmish": ["1C311", ["1R272"]],
                      "seats": seats({"play": ["1C311"]}, {"play": ["1R272"], "hand": ["1C273"]})}, seed=1)
        s.ring_on = ring_on
        s = pass_to_response(s)
        s = act(s, by_code(s, "event", "1C273"))
        assert s.burdens[0] == burdens and "1C311" in codes(s, dead(0))


def test_1R265_orc_butchery_mills_three_for_each_card_in_the_dead_pile():
    # "Response: when a Sauron Orc kills a companion in a skirmish, the Free Peoples player
    # discards 3 cards from the top of his draw deck for each card in his dead pile." Boromir
    # already dead, Sam killed now: 6 cards.
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1C311", ["1R272"]],
                  "seats": seats({"play": ["1C311"], "dead": ["1U97"]}, {"play": ["1R272"], "hand": ["1R265"]})}, seed=1)
    s = pass_to_response(s)
    s = act(s, by_code(s, "event", "1R265"))
    assert len(s.zones.cards[discard(0)]) == 6



def test_1U242_the_dark_lords_summons_takes_a_sauron_card_from_the_top():
    # "Search. To play, spot a Sauron Orc. Shadow: remove 3 twilight to reveal the top card of
    # your draw deck; if it is a Sauron card, take it into your hand; otherwise discard it and
    # one other card from your hand."
    s = position({"site": 6, "at": "shadow", "twilight": 3,
                  "seats": seats({}, {"play": ["1U242"], "deck_top": ["1C271"], "hand": ["1U178"]})}, seed=1)
    assert s.zones.card_of[s.zones.cards[deck(1)][-1]] == "1C271"
    s = act(s, by_code(s, "use", "1U242"))
    assert codes(s, hand(1)) == ["1C271", "1U178"] and s.twilight == 0


def test_1U242_the_dark_lords_summons_costs_two_cards_when_the_top_is_not_sauron():
    s = position({"site": 6, "at": "shadow", "twilight": 3,
                  "seats": seats({}, {"play": ["1U242"], "deck_top": ["1U178"], "hand": ["1C176", "1C191"]})}, seed=1)
    s = act(s, by_code(s, "use", "1U242"))
    assert s.pending.kind == "discard_one"
    s = act(s, Action("discard", card=find(s, 1, "1C191", "hand")))
    assert codes(s, hand(1)) == ["1C176"] and codes(s, discard(1)) == ["1C191", "1U178"]
    s = position({"site": 6, "at": "shadow", "seats": seats({}, {"play": ["1U178"], "hand": ["1U242"], "discard": []})}, seed=1)
    assert not has(s, "play", "1U242")             # no Sauron Orc to spot


def test_1U262_orc_assassin_makes_the_free_peoples_player_assign_a_hobbit_to_it():
    # "Tracker. The roaming penalty of each Sauron minion you play is -1. Assignment: spot 2
    # Hobbit companions to make the Free Peoples player assign a Hobbit to skirmish this minion."
    spec = {"site": 6, "at": "assignment", "seats": seats({"play": ["1P365", "1C311"]}, {"play": ["1U262"]})}
    s = to_shadow(position(spec, seed=1))
    s = act(s, by_code(s, "use", "1U262"))
    assert s.pending.seat == 0 and {s.zones.card_of[a["companion"]] for a in s.pending.actions} == {"1C290", "1C311"}
    s = act(s, Action("assign", minion=find(s, 1, "1U262"), companion=find(s, 0, "1C311")))
    assert s.assigned[find(s, 0, "1C311")] == (find(s, 1, "1U262"),)
    spec["seats"][0]["play"] = ["1P365"]
    s = to_shadow(position(spec, seed=1))
    assert not has(s, "use", "1U262")             # Frodo is the only Hobbit
    s = position({"site": 4, "at": "shadow", "twilight": 3, "seats": seats({}, {"play": ["1U262"], "hand": ["1C271"]})}, seed=1)
    assert C.cost(s, find(s, 1, "1C271", "hand")) == 2 + 1 and "tracker" in C.card(s, find(s, 1, "1U262")).keywords


def test_1R244_desperate_defense_of_the_ring_makes_its_bearer_cost_cards_or_a_burden():
    # "To play, exert a Sauron Orc. Plays on a companion. Each time bearer is assigned to a
    # skirmish, the Free Peoples player chooses to discard 3 cards from his hand or to add a burden."
    s = position({"site": 6, "at": "shadow", "twilight": 1,
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C271"], "hand": ["1R244"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R244", bearer=find(s, 0, "1U97"), exert=find(s, 1, "1C271")))
    assert s.attached[find(s, 1, "1R244")] == find(s, 0, "1U97")
    for choice in ("burden", "discard_cards"):
        s = position({"site": 6, "at": "assignment", "seats": seats({"play": ["1U97"], "hand": ["1C116", "1C117", "1C110", "1C104"]},
                                                                    {"play": ["1C271", "1R244"]})}, seed=1)
        s.attached[find(s, 1, "1R244")] = find(s, 0, "1U97")
        s = pass_windows(s)
        s = act(s, Action("assign", minion=find(s, 1, "1C271"), companion=find(s, 0, "1U97")))
        assert s.pending.kind == "discard_or_burden" and s.pending.seat == 0
        s = act(s, next(a for a in s.pending.actions if a.kind == choice))
        if choice == "burden":
            assert s.burdens[0] == 1
        else:
            for _ in range(3):
                s = act(s, s.pending.actions[0])
            assert len(s.zones.cards[hand(0)]) == 1 and s.burdens[0] == 0


def test_1R279_thin_and_stretched_burdens_a_ring_bearer_left_out_of_the_skirmishes():
    # "To play, exert a Sauron Orc. Plays on the Ring-bearer. At the end of each turn in which
    # bearer was not assigned to a skirmish but another companion was, add a burden."
    s = position({"site": 6, "at": "shadow", "seats": seats({"play": ["1P365"]}, {"play": ["1C271"], "hand": ["1R279"]})}, seed=1)
    assert [a["bearer"] for a in GAME.legal_actions(s, 1) if a.kind == "play"] == [find(s, 0, RING_BEARER)]
    for assigned, burdens in (("1P365", 1), (RING_BEARER, 0)):
        s = position({"site": 6, "at": "fellowship",
                      "seats": seats({"play": ["1P365"]}, {"play": ["1R279"]})}, seed=1)
        s.attached[find(s, 1, "1R279")] = find(s, 0, RING_BEARER)
        s.used[("assigned_this_turn", find(s, 0, assigned))] = True
        s.pending, s.stack[:] = None, [("turn_ends",)]             # the turn ends
        FLOW.advance(s)
        assert s.burdens[0] == burdens


def test_1R252_the_irresistible_shadow_corrupts_at_five_burdens_and_an_empty_deck():
    # "To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 burdens and
    # the Free Peoples player has no cards in his draw deck, the Ring-bearer is corrupted."
    s = position({"site": 6, "at": "shadow", "seats": seats({"burdens": 5}, {"play": ["1C271"], "hand": ["1R252"]})}, seed=1)
    for i in list(s.zones.cards[deck(0)]):
        s.zones.move(i, discard(0))
    s = act(s, by_code(s, "play", "1R252", exert=find(s, 1, "1C271")))
    assert s.over and s.winner == 1
    # in play beforehand: the draw that empties the deck corrupts
    from lotr_table.games.lotr_tcg.abilities import draw
    s = position({"site": 6, "at": "shadow", "seats": seats({"burdens": 5}, {"play": ["1R252"]})}, seed=1)
    for i in list(s.zones.cards[deck(0)])[1:]:
        s.zones.move(i, discard(0))
    assert not s.over
    draw(s, 0, 1)
    assert 0 in s.out
    s = position({"site": 6, "at": "shadow", "seats": seats({"burdens": 4}, {"play": ["1R252"]})}, seed=1)
    for i in list(s.zones.cards[deck(0)]):
        s.zones.move(i, discard(0))
    body.check_corruption(s, 0)
    assert 0 not in s.out                           # 4 burdens


def test_1C261_orc_ambusher_exerts_to_cancel_a_regroup_event():
    # "Tracker. The roaming penalty of each Sauron minion you play is -1. Response: when the Free
    # Peoples player plays a regroup event, you may exert this minion to cancel that event."
    spec = {"site": 4, "at": "regroup", "seats": seats({"play": ["1P365"], "hand": ["1C110"]}, {"play": ["1C261"]})}
    s = position(spec, seed=1)
    s = act(s, by_code(s, "event", "1C110"))            # Pathfinder: play the next site from your own deck
    assert s.pending.kind == "_optional_trigger" and s.pending.seat == 1
    s = act(s, Action("yes"))
    assert 5 not in s.path and s.wounds[find(s, 1, "1C261")] == 1 and "1C110" in codes(s, discard(0))
    s = position(spec, seed=1)
    s = act(s, by_code(s, "event", "1C110"))
    s = act(s, Action("no"))
    assert C.owner(s.path[5]) == 0                       # not cancelled: the site is played
    assert C.cost(position({"site": 4, "at": "shadow", "seats": seats({}, {"play": ["1C261"], "hand": ["1C271"]})}, seed=1),
                  find(position({"site": 4, "at": "shadow", "seats": seats({}, {"play": ["1C261"], "hand": ["1C271"]})}, seed=1), 1, "1C271", "hand")) == 3


def test_1U275_seeking_it_always_exerts_a_tracker_to_cancel_a_stealth_event():
    # "Search. Response: when the Free Peoples player plays a stealth event, you may exert a
    # Sauron tracker to cancel that event." Hobbit Intuition would cancel Frodo's skirmish at site 4.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1U270"]],
                  "seats": seats({"play": [{"card": "1C299", "on": "1C290"}], "hand": ["1C296"]}, {"play": ["1U275", "1U270"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C296", target=find(s, 0, RING_BEARER)))
    assert s.pending.kind == "_optional_trigger" and s.pending.seat == 1
    s = act(s, Action("yes"))
    assert s.wounds[find(s, 1, "1U270")] == 1 and not s.used.get("skirmish_cancelled")
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C271"]],
                  "seats": seats({"play": [{"card": "1C299", "on": "1C290"}], "hand": ["1C296"]}, {"play": ["1U275", "1C271"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C296", target=find(s, 0, RING_BEARER)))
    assert s.used.get("skirmish_cancelled")               # no tracker to exert: not asked


def test_1U249_gleaming_spires_reads_no_opponent_once_the_companion_has_died():
    # A minion whose companion died during the skirmish skirmishes nobody: Sam (one wound from
    # death) is killed by the Orc Hunters' ability; the Orc is then skirmishing no Gondor character.
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1C311", ["1U267"]],
                  "seats": seats({"play": ["1C311"], "wounds": {"1C311": 3}}, {"play": ["1U249", "1U267"]})}, seed=1)
    s = to_shadow(s)
    s = act(s, by_code(s, "use", "1U267", target=find(s, 0, "1C311")))
    assert "1C311" in codes(s, dead(0)) and strength_of(s, 1, "1U267") == 9


def test_1R250_hate_is_refused_outside_the_maneuver_phase():
    # "Maneuver: ..." in the Shadow phase the refusal names the phase
    s = position({"site": 6, "at": "shadow", "seats": seats({"play": ["1P365"]}, {"play": ["1C271"], "hand": ["1R250"]})}, seed=1)
    hate = Action("event", card=find(s, 1, "1R250", "hand"), ability=0, cost=find(s, 1, "1C271"), target=find(s, 0, "1P365"))
    try:
        GAME.apply(s, 1, hate)
    except Exception as refused:
        assert refused.template == "That card is not played in the {phase} phase." and refused.params == {"phase": "shadow"}
    else:
        raise AssertionError("a maneuver event was played in the Shadow phase")


def test_1C269_orc_scimitar_comes_back_by_mithril_mine_only_if_the_pool_pays_for_both():
    # Mithril Mine: "remove 1 twilight to play a Shadow weapon from your discard pile"; the Orc
    # Scimitar costs 1 more: with 1 in the pool it is not offered, with 2 it is, and 0 is left.
    spec = {"site": 4, "path": {"4": "1U345"}, "at": "shadow", "twilight": 1,
            "seats": seats({}, {"play": ["1C271"], "discard": ["1C269"]})}
    s = position(spec, seed=1)
    assert not has(s, "use", "1U345")
    spec["twilight"] = 2
    s = position(spec, seed=1)
    s = act(s, by_code(s, "use", "1U345", target=(find(s, 1, "1C269", "discard"), find(s, 1, "1C271"))))
    assert s.twilight == 0 and s.zones.card_of[[i for i, b in s.attached.items() if b == find(s, 1, "1C271")][0]] == "1C269"
