"""The Ringwraith cards of set 1 (the Nazgûl), one scenario per ability, from a set-up table.
Each test names the card by its collector code and quotes our text of it. Seat 0 is the Free
Peoples player (the Aragorn starter: Frodo, Aragorn, Boromir, Legolas, Sam, Rosie Cotton ...);
seat 1 plays the Ringwraiths."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C, state
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import deck, discard, hand, play

from .kit import GAME, act, by_code, find, has, pass_windows, position, strength_of, window_kind

RING_BEARER = "1C290"


def seats(fp=None, shadow=None):
    return [dict(deck="aragorn", **(fp or {})), dict(deck="gandalf", **(shadow or {}))]


def codes(s, zone):
    return sorted(s.zones.card_of[i] for i in s.zones.cards[zone])


def to_shadow(s):
    """Pass the Free Peoples player's turn in a rotating window."""
    return act(s, PASS) if s.pending.seat == 0 else s


def skirmish(fp_play, shadow_play, against, nazgul, **more):
    spec = {"site": 6, "at": "skirmish", "skirmish": [against, [nazgul]],
            "seats": seats({"play": fp_play, **more.pop("fp", {})}, {"play": shadow_play, **more.pop("shadow", {})})}
    spec.update(more)
    return to_shadow(position(spec, seed=1))


# -- the Nazgûl --------------------------------------------------------------------------------


def test_1R229_ulaire_attea_is_fierce_and_pumps_himself_up_to_five():
    # "Fierce. Skirmish: remove 1 twilight to make Úlairë Attëa strength +1 (no more than +5 in all)."
    s = skirmish(["1P365"], ["1R229"], "1P365", "1R229", twilight=6)
    assert C.fierce(s, find(s, 1, "1R229"))
    for _ in range(5):
        s = to_shadow(s)
        s = act(s, by_code(s, "use", "1R229"))
    s = to_shadow(s)
    assert strength_of(s, 1, "1R229") == 17 and not has(s, "use", "1R229") and s.twilight == 1


def test_1R230_ulaire_cantea_exerts_to_discard_a_weapon_of_the_character_he_skirmishes():
    # "Fierce. Skirmish: exert Úlairë Cantëa to discard a weapon borne by a character he is skirmishing."
    s = skirmish(["1P365", {"card": "1C299", "on": "1P365"}, "1C311", {"card": "1C299", "on": "1C311"}],
                 ["1R230"], "1P365", "1R230")
    sam_sword = [i for i, b in s.attached.items() if b == find(s, 0, "1C311")][0]
    assert not has(s, "use", "1R230", target=sam_sword)                 # Sam is not in this skirmish
    aragorn_sword = [i for i, b in s.attached.items() if b == find(s, 0, "1P365")][0]
    s = act(s, by_code(s, "use", "1R230", target=aragorn_sword))
    assert codes(s, discard(0)) == ["1C299"] and s.wounds[find(s, 1, "1R230")] == 1
    assert "fierce" in C.card(s, find(s, 1, "1R230")).keywords


def test_1U231_ulaire_enquea_wounds_a_companion_at_six_companions_or_five_burdens():
    # "Fierce. Maneuver: spot 6 companions (or 5 burdens) and exert Úlairë Enquëa to wound a
    # companion (except the Ring-bearer)."
    spec = {"site": 6, "at": "maneuver", "seats": seats({"play": ["1P365"], "burdens": 5}, {"play": ["1U231"]})}
    s = to_shadow(position(spec, seed=1))
    assert not has(s, "use", "1U231", target=find(s, 0, RING_BEARER))
    s = act(s, by_code(s, "use", "1U231", target=find(s, 0, "1P365")))
    assert s.wounds[find(s, 0, "1P365")] == 1 and s.wounds[find(s, 1, "1U231")] == 1
    spec["seats"][0]["burdens"] = 4
    s = to_shadow(position(spec, seed=1))
    assert not has(s, "use", "1U231")                                    # two companions, 4 burdens
    spec["seats"][0]["play"] = ["1P365", "1U97", "1U51", "1C311", "1U12"]
    s = to_shadow(position(spec, seed=1))
    assert has(s, "use", "1U231")                                        # six companions
    assert C.fierce(s, find(s, 1, "1U231"))


def test_1U232_ulaire_lemenya_weakens_characters_bearing_a_ringwraith_condition(monkeypatch):
    # "Each companion or ally bearing a Ringwraith condition is strength -2." Set 1's Ringwraith
    # conditions that go on characters (Blade Tip, Black Breath) move from the support area;
    # here The Weight of a Legacy (Sauron, strength -1 to Aragorn) stands for one.
    spec = {"site": 6, "at": "shadow", "seats": seats({"play": ["1P365", "1U97"]}, {"play": ["1U232", "1C271"], "hand": ["1R282"]})}
    s = position(spec, seed=1)
    s = act(s, by_code(s, "play", "1R282", bearer=find(s, 0, "1P365")))
    assert strength_of(s, 0, "1P365") == 7                               # a Sauron condition: -1 only
    wraith = C.card(s, find(s, 1, "1R282")).model_copy(update={"culture": "ringwraith"})
    monkeypatch.setitem(C._cards(), "1R282", wraith)
    monkeypatch.setitem(state._CARDS, "1R282", wraith)
    s = position(spec, seed=1)
    s = act(s, by_code(s, "play", "1R282", bearer=find(s, 0, "1P365")))
    assert strength_of(s, 0, "1P365") == 8 - 1 - 2 and strength_of(s, 0, "1U97") == 7


def test_1U235_ulaire_otsea_exerts_to_make_a_ringwraith_minion_fierce():
    # "Shadow: exert Úlairë Otsëa to make a Ringwraith minion fierce until the regroup phase."
    s = position({"site": 6, "at": "shadow", "seats": seats({}, {"play": ["1U235", "1U232", "1C271"]})}, seed=1)
    assert not has(s, "use", "1U235", target=find(s, 1, "1C271"))       # a Sauron Orc
    s = act(s, by_code(s, "use", "1U235", target=find(s, 1, "1U232")))
    assert C.fierce(s, find(s, 1, "1U232")) and s.wounds[find(s, 1, "1U235")] == 1
    assert ("fierce", find(s, 1, "1U232"), 1, "start:regroup") in s.effects


def test_1R236_ulaire_toldea_assigns_a_companion_to_himself_at_four_burdens():
    # "Fierce. Assignment: spot 4 burdens to assign a companion (except the Ring-bearer) to skirmish Úlairë Toldëa."
    spec = {"site": 6, "at": "assignment", "seats": seats({"play": ["1P365", "1U97"], "burdens": 4}, {"play": ["1R236"]})}
    s = to_shadow(position(spec, seed=1))
    assert not has(s, "use", "1R236", target=find(s, 0, RING_BEARER))
    s = act(s, by_code(s, "use", "1R236", target=find(s, 0, "1U97")))
    assert s.assigned[find(s, 0, "1U97")] == (find(s, 1, "1R236"),)
    assert not has(s, "use", "1R236")                                    # he is assigned now
    spec["seats"][0]["burdens"] = 3
    s = to_shadow(position(spec, seed=1))
    assert not has(s, "use", "1R236")


def test_1R237_the_witch_king_is_strength_plus_two_for_each_other_nazgul():
    # "Fierce. The Witch-king is strength +2 for each other Nazgûl you can spot."
    s = position({"site": 6, "seats": seats({}, {"play": ["1R237", "1U232", "1U235", "1C271"]})}, seed=1)
    assert strength_of(s, 1, "1R237") == 14 + 4 and C.fierce(s, find(s, 1, "1R237"))


# -- events --------------------------------------------------------------------------------------


def test_1R204_all_veils_removed_is_worth_five_while_the_ring_is_worn():
    # "Skirmish: make a Nazgûl strength +2 (or +5 if the Ring-bearer wears The One Ring)."
    for ring_on, expected in ((False, 11), (True, 14)):
        s = skirmish(["1P365"], ["1U232"], "1P365", "1U232", shadow={"hand": ["1R204"]}, twilight=1)
        s.ring_on = ring_on
        s = act(s, by_code(s, "event", "1R204", target=find(s, 1, "1U232")))
        assert strength_of(s, 1, "1U232") == expected


def test_1U213_frozen_by_fear_is_worth_three_while_the_ring_bearer_awaits_a_skirmish():
    # "Skirmish: make a Nazgûl strength +2 (or +3 if the Ring-bearer is assigned to a skirmish not yet resolved)."
    s = skirmish(["1P365"], ["1U232"], "1P365", "1U232", shadow={"hand": ["1U213"]}, twilight=1)
    s = act(s, by_code(s, "event", "1U213", target=find(s, 1, "1U232")))
    assert strength_of(s, 1, "1U232") == 11
    s = skirmish([], ["1U232"], RING_BEARER, "1U232", shadow={"hand": ["1U213"]}, twilight=1)
    s = act(s, by_code(s, "event", "1U213", target=find(s, 1, "1U232")))
    assert strength_of(s, 1, "1U232") == 12


def test_1U227_threshold_of_shadow_is_worth_four_at_five_burdens():
    # "Skirmish: make a Nazgûl strength +2 (or +4 if you can spot 5 burdens)."
    for burdens, expected in ((4, 11), (5, 13)):
        s = skirmish(["1P365"], ["1U232"], "1P365", "1U232", fp={"burdens": burdens}, shadow={"hand": ["1U227"]}, twilight=1)
        s = act(s, by_code(s, "event", "1U227", target=find(s, 1, "1U232")))
        assert strength_of(s, 1, "1U232") == expected


def test_1R210_dark_whispers_gives_strength_and_damage_by_the_burdens():
    # "Skirmish: spot 3 burdens to make a Nazgûl strength +1 and damage +1, or spot 6 burdens to
    # make a Nazgûl strength +3 and damage +2."
    s = skirmish(["1P365"], ["1U232"], "1P365", "1U232", fp={"burdens": 3}, shadow={"hand": ["1R210"]})
    assert not has(s, "event", "1R210", ability=1)
    s = act(s, by_code(s, "event", "1R210", ability=0, target=find(s, 1, "1U232")))
    assert strength_of(s, 1, "1U232") == 10 and C.damage_bonus(s, find(s, 1, "1U232")) == 1
    s = skirmish(["1P365"], ["1U232"], "1P365", "1U232", fp={"burdens": 6}, shadow={"hand": ["1R210"]})
    s = act(s, by_code(s, "event", "1R210", ability=1, target=find(s, 1, "1U232")))
    assert strength_of(s, 1, "1U232") == 12 and C.damage_bonus(s, find(s, 1, "1U232")) == 2
    # Aragorn (8) loses to 12: one wound and two more for damage +2
    s = pass_windows(s, responses=True)
    assert s.wounds[find(s, 0, "1P365")] == 3
    s = skirmish(["1P365"], ["1U232"], "1P365", "1U232", fp={"burdens": 2}, shadow={"hand": ["1R210"]})
    assert not has(s, "event", "1R210")


def test_1R205_beauty_is_fading_discards_a_free_peoples_possession_or_condition():
    # "Maneuver: exert a Nazgûl to discard a Free Peoples possession or condition. If you can
    # spot none, discard an ally or a companion (except the Ring-bearer) instead."
    s = position({"site": 6, "at": "maneuver", "twilight": 5,
                  "seats": seats({"play": ["1P365", {"card": "1C299", "on": "1P365"}]}, {"play": ["1U232"], "hand": ["1R205"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "event", "1R205", target=find(s, 0, "1P365"))     # while a possession is spotted
    s = act(s, by_code(s, "event", "1R205", target=find(s, 0, "1C299")))
    assert codes(s, discard(0)) == ["1C299"] and s.wounds[find(s, 1, "1U232")] == 1


def test_1R205_beauty_is_fading_discards_a_companion_when_no_such_card_is_spotted():
    s = position({"site": 6, "at": "maneuver", "twilight": 5,
                  "seats": seats({"play": ["1P365"]}, {"play": ["1U232"], "hand": ["1R205"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "event", "1R205", target=find(s, 0, RING_BEARER))
    s = act(s, by_code(s, "event", "1R205", target=find(s, 0, "1P365")))
    assert "1P365" in codes(s, discard(0))


def test_1R212_fear_exerts_a_nazgul_to_discard_an_ally():
    # "Search. Maneuver: exert your Nazgûl to discard an ally."
    s = position({"site": 6, "at": "maneuver", "twilight": 1,
                  "seats": seats({"play": ["1U309", "1P365"]}, {"play": ["1U232"], "hand": ["1R212"]})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "event", "1R212", target=find(s, 0, "1P365"))
    s = act(s, by_code(s, "event", "1R212", target=find(s, 0, "1U309")))
    assert codes(s, discard(0)) == ["1U309"]


def test_1U223_relentless_charge_wounds_every_archer_companion():
    # "Maneuver: exert a Nazgûl to wound every archer companion." Legolas is an archer; Aragorn is not.
    s = position({"site": 6, "at": "maneuver",
                  "seats": seats({"play": ["1P365", "1U51"]}, {"play": ["1U232"], "hand": ["1U223"]})}, seed=1)
    s = to_shadow(s)
    s = act(s, by_code(s, "event", "1U223"))
    assert s.wounds.get(find(s, 0, "1U51")) == 1 and not s.wounds.get(find(s, 0, "1P365"))


def test_1U226_their_power_is_in_terror_wounds_every_ally():
    # "Maneuver: exert a Nazgûl to wound every ally." Rosie Cotton (vitality 2) is wounded; Aragorn is no ally.
    s = position({"site": 6, "at": "maneuver",
                  "seats": seats({"play": ["1P365", "1U309"]}, {"play": ["1U232"], "hand": ["1U226"]})}, seed=1)
    s = to_shadow(s)
    s = act(s, by_code(s, "event", "1U226"))
    assert s.wounds.get(find(s, 0, "1U309")) == 1 and not s.wounds.get(find(s, 0, "1P365"))
    s = position({"site": 6, "at": "maneuver", "seats": seats({"play": ["1U309"]}, {"play": ["1C271"], "hand": ["1U226"]})}, seed=1)
    assert not has(to_shadow(s), "event", "1U226")                      # no Nazgûl to exert


def test_1R217_morgul_gates_plays_a_nazgul_for_two_less():
    # "Shadow: play a Nazgûl; his twilight cost is -2." Úlairë Lemenya (4) for 2.
    s = position({"site": 6, "at": "shadow", "twilight": 2,
                  "seats": seats({}, {"hand": ["1R217", "1U232", "1C271"]})}, seed=1)
    assert not has(s, "event", "1R217", target=find(s, 1, "1C271", "hand"))
    s = act(s, by_code(s, "event", "1R217", target=find(s, 1, "1U232", "hand")))
    assert "1U232" in codes(s, play(1)) and s.twilight == 0


def test_1U215_the_masters_will_takes_the_ringwraith_cards_of_the_top_x():
    # "Search. Shadow: spot X Nazgûl to reveal the top X cards of your draw deck; take the
    # Ringwraith cards among them into your hand and discard the rest." Two Nazgûl: two cards.
    s = position({"site": 6, "at": "shadow", "twilight": 1,
                  "seats": seats({}, {"play": ["1U232", "1U235"], "hand": ["1U215"], "deck_top": ["1U226", "1C271"]})}, seed=1)
    top = [s.zones.card_of[i] for i in s.zones.cards[deck(1)][-2:]]
    assert sorted(top) == ["1C271", "1U226"]
    s = act(s, by_code(s, "event", "1U215"))
    assert codes(s, hand(1)) == ["1U226"] and codes(s, discard(1)) == ["1C271", "1U215"]


# -- conditions and possessions --------------------------------------------------------------


def test_1U219_the_nine_servants_may_exert_a_hobbit_when_a_nazgul_is_played():
    # "Search. Plays to your support area. Each time you play a Nazgûl, you may exert a Hobbit (except the Ring-bearer)."
    s = position({"site": 6, "at": "shadow", "twilight": 4,
                  "seats": seats({"play": ["1C311"]}, {"play": ["1U219"], "hand": ["1U232", "1C271"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U232"))
    s = act(s, Action("yes"))
    assert [a["value"] for a in GAME.legal_actions(s, 1)] == [find(s, 0, "1C311")]   # not Frodo
    s = act(s, Action("target", value=find(s, 0, "1C311")))
    assert s.wounds[find(s, 0, "1C311")] == 1
    s = position({"site": 6, "at": "shadow", "twilight": 4,
                  "seats": seats({"play": ["1C311"]}, {"play": ["1U219"], "hand": ["1C271"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C271"))
    assert s.pending.kind == "_window"                                    # an Orc sets off nothing


def test_1U220_not_easily_destroyed_removes_three_to_heal_a_nazgul():
    # "Plays to your support area. Maneuver or Skirmish: remove 3 twilight to heal a Nazgûl."
    s = position({"site": 6, "at": "maneuver", "twilight": 3,
                  "seats": seats({}, {"play": ["1U220", "1U232", "1C271"], "wounds": {"1U232": 1, "1C271": 1}})}, seed=1)
    s = to_shadow(s)
    assert not has(s, "use", "1U220", target=find(s, 1, "1C271"))
    s = act(s, by_code(s, "use", "1U220", target=find(s, 1, "1U232")))
    assert not s.wounds.get(find(s, 1, "1U232")) and s.twilight == 0


def test_1U238_wreathed_in_shadow_lowers_the_fellowship_archery():
    # "To play, spot a Nazgûl. Plays to your support area. Archery: remove 1 twilight to make the fellowship archery total -1."
    s = position({"site": 6, "at": "shadow", "seats": seats({}, {"hand": ["1U238"], "play": ["1C271"]})}, seed=1)
    assert not has(s, "play", "1U238")                                   # no Nazgûl
    s = position({"site": 6, "at": "archery", "twilight": 1,
                  "seats": seats({"play": ["1U51"]}, {"play": ["1U238", "1U232"]})}, seed=1)
    assert C.fellowship_archery(s) == 1
    s = to_shadow(s)
    s = act(s, by_code(s, "use", "1U238"))
    assert C.fellowship_archery(s) == 0 and s.twilight == 0


def test_1R208_black_steed_is_worth_two_on_the_plains_and_lost_underground():
    # "Bearer must be a Nazgûl. While at a plains site, bearer is strength +2. Discard this
    # possession when at an underground site." Ettenmoors (2) is plains; Mithril Mine (4) underground.
    s = position({"site": 2, "path": {"2": "1C331"}, "at": "shadow", "twilight": 3,
                  "seats": seats({}, {"play": ["1U232", "1C271"], "hand": ["1R208"]})}, seed=1)
    assert not has(s, "play", "1R208", bearer=find(s, 1, "1C271"))
    s = act(s, by_code(s, "play", "1R208", bearer=find(s, 1, "1U232")))
    assert strength_of(s, 1, "1U232") == 11
    s = position({"site": 3, "path": {"4": "1U345"}, "seats": seats({}, {"play": ["1U232", {"card": "1R208", "on": "1U232"}]})}, seed=1)
    assert strength_of(s, 1, "1U232") == 9                               # Council Courtyard is no plains
    s = act(s, PASS)                                                     # the fellowship moves to Mithril Mine
    assert "1R208" in codes(s, discard(1))


def test_1U218_nazgul_sword_gives_damage_at_three_burdens():
    # "Bearer must be a Nazgûl. While you can spot 3 burdens, bearer is damage +1." (+2 strength)
    for burdens, damage in ((2, 0), (3, 1)):
        s = position({"site": 6, "seats": seats({"burdens": burdens}, {"play": ["1U232", {"card": "1U218", "on": "1U232"}]})}, seed=1)
        assert strength_of(s, 1, "1U232") == 11 and C.damage_bonus(s, find(s, 1, "1U232")) == damage


def test_1U225_sword_of_minas_morgul_lets_lemenya_discard_a_possession_he_skirmishes():
    # "Bearer must be Úlairë Lemenya. He is damage +1. Skirmish: exert Úlairë Lemenya to discard a
    # possession borne by a character he is skirmishing."
    s = position({"site": 6, "at": "shadow", "twilight": 2,
                  "seats": seats({}, {"play": ["1U232", "1U235"], "hand": ["1U225"]})}, seed=1)
    assert not has(s, "play", "1U225", bearer=find(s, 1, "1U235"))
    s = skirmish(["1P365", {"card": "1C299", "on": "1P365"}], ["1U232", {"card": "1U225", "on": "1U232"}], "1P365", "1U232")
    lemenya = find(s, 1, "1U232")
    assert strength_of(s, 1, "1U232") == 11 and C.damage_bonus(s, lemenya) == 1
    s = act(s, by_code(s, "use", "1U225", target=find(s, 0, "1C299")))
    assert codes(s, discard(0)) == ["1C299"] and s.wounds[lemenya] == 1


# -- responses, and the Ringwraith conditions on characters ---------------------------------


def pass_to_response(s):
    """Pass the skirmish window until the Shadow players' response window opens."""
    for _ in range(6):
        if window_kind(s) == "shadow_response":
            return s
        s = act(s, PASS)
    raise AssertionError(s.pending)


def test_1R214_in_the_ringwraiths_wake_makes_the_free_peoples_player_exert_or_take_a_burden():
    # "Response: when a Nazgûl wins a skirmish, the Free Peoples player chooses to exert the
    # Ring-bearer or to add a burden." Úlairë Lemenya (9) beats Boromir (7).
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1U97", ["1U232"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1U232"], "hand": ["1R214"]})}, seed=1)
    s = pass_to_response(s)
    s = act(s, by_code(s, "event", "1R214"))
    assert s.pending.seat == 0 and {a.kind for a in s.pending.actions} == {"exert", "burden"}
    s = act(s, Action("burden"))
    assert s.burdens[0] == 1


def test_1U211_drawn_to_its_power_adds_a_burden_when_a_nazgul_skirmish_kills_a_companion():
    # "Plays to your support area. Each time a companion is killed in a skirmish involving a
    # Nazgûl, add a burden." Lemenya (9) overwhelms Sam (3); an Orc's kill adds nothing.
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1C311", ["1U232"]],
                  "seats": seats({"play": ["1C311"]}, {"play": ["1U211", "1U232"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert "1C311" in codes(s, "dead0") and s.burdens[0] == 1
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1C311", ["1R272"]],
                  "seats": seats({"play": ["1C311"]}, {"play": ["1U211", "1R272"]})}, seed=1)
    s = pass_windows(s, responses=True)
    assert "1C311" in codes(s, "dead0") and s.burdens[0] == 0


def test_1R228_the_twilight_world_adds_two_burdens_when_the_ring_is_put_on():
    # "Response: when the Ring-bearer puts on The One Ring, exert a Nazgûl to add 2 burdens."
    # Frodo (3, a Hobbit Sword +2) loses to Lemenya (9) and puts the Ring on against the wound.
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1C290", ["1U232"]],
                  "seats": seats({"play": [{"card": "1C299", "on": "1C290"}]}, {"play": ["1U232"], "hand": ["1R228"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, PASS)
    assert window_kind(s) == "about_to:wound"
    s = act(s, by_code(s, "use", "1C2"))
    assert s.burdens[0] == 1
    s = act(s, by_code(s, "event", "1R228", cost=find(s, 1, "1U232")))
    assert s.burdens[0] == 3 and s.wounds[find(s, 1, "1U232")] == 1


def test_1U203_all_blades_perish_prevents_a_wound_to_a_nazgul():
    # "Response: when a Nazgûl is about to take a wound, prevent that wound." Legolas's arrow.
    s = position({"site": 6, "at": "archery_fire",
                  "seats": seats({"play": ["1U51"]}, {"play": ["1U232"], "hand": ["1U203"]})}, seed=1)
    s = act(s, Action("archery_wound", card=find(s, 1, "1U232")))
    assert window_kind(s) == "about_to:wound" and s.pending.seat == 1
    s = act(s, by_code(s, "event", "1U203"))
    assert not s.wounds.get(find(s, 1, "1U232")) and "1U203" in codes(s, discard(1))


def test_1R221_the_pale_blade_gives_damage_and_discards_a_condition_when_the_witch_king_wins():
    # "Bearer must be The Witch-king. He is damage +1. Response: when The Witch-king wins a
    # skirmish, you may exert him to discard a Free Peoples condition." (+3 strength) Aragorn,
    # given +2, loses 10 to 17: two wounds; No Stranger to the Shadows is discarded.
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", ["1R237"]],
                  "seats": seats({"play": ["1P365", {"card": "1U108", "on": "1P365"}], "hand": ["1C117"]},
                                 {"play": ["1R237", {"card": "1R221", "on": "1R237"}]})}, seed=1)
    king = find(s, 1, "1R237")
    assert strength_of(s, 1, "1R237") == 17 and C.damage_bonus(s, king) == 1
    s = act(s, by_code(s, "event", "1C117", target=find(s, 0, "1P365")))
    s = pass_windows(s)
    assert s.pending.kind == "_optional_trigger"
    s = act(s, Action("yes"))
    assert s.wounds[king] == 1
    if s.pending.kind == "effect_target":
        s = act(s, Action("target", value=find(s, 0, "1U108")))
    assert "1U108" in codes(s, discard(0)) and s.wounds[find(s, 0, "1P365")] == 2
    s = position({"site": 6, "at": "shadow", "twilight": 2, "seats": seats({}, {"play": ["1U232"], "hand": ["1R221"]})}, seed=1)
    assert not has(s, "play", "1R221")              # only The Witch-king bears it


def test_1U209_blade_tip_goes_to_the_loser_of_a_nazgul_skirmish():
    # "Response: when your Nazgûl wins a skirmish, you may transfer this condition from your
    # support area to the character who lost (one Blade Tip to a character)." Lemenya (9) beats
    # Boromir (7); bearing a Ringwraith condition Boromir is then -2 (Úlairë Lemenya).
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1U97", ["1U232"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1U209", "1U232"]})}, seed=1)
    s = pass_windows(s)
    assert s.pending.kind == "_optional_trigger" and s.pending.seat == 1
    s = act(s, Action("yes"))
    if s.pending.kind == "effect_target":
        s = act(s, Action("target", value=find(s, 0, "1U97")))
    assert s.attached[find(s, 1, "1U209")] == find(s, 0, "1U97")
    assert strength_of(s, 0, "1U97") == 5


def test_1U209_blade_tip_wounds_its_bearer_or_burdens_the_ring_bearer_each_fellowship_phase():
    # "At the start of each fellowship phase, wound its bearer (if he is the Ring-bearer, add a burden instead)."
    for bearer, wounded in (("1U97", True), (RING_BEARER, False)):
        s = position({"site": 6, "at": "fellowship", "seats": seats({"play": ["1U97"]}, {"play": ["1U209"]})}, seed=1)
        s.attached[find(s, 1, "1U209")] = find(s, 0, bearer)
        s.pending, s.stack[:] = None, [("turn_start",)]               # the next turn begins
        FLOW.advance(s)
        assert bool(s.wounds.get(find(s, 0, bearer))) == wounded and s.burdens[0] == (0 if wounded else 1)


def test_1R216_morgul_blade_is_a_second_hand_weapon_that_brings_blade_tip_back():
    # "Bearer must be a Nazgûl. He may bear it beside one other hand weapon. Skirmish: discard
    # this possession to transfer Blade Tip from your support area or discard pile to a companion
    # bearer is skirmishing." (+1 strength)
    s = position({"site": 6, "at": "shadow", "twilight": 3,
                  "seats": seats({}, {"play": ["1U232", {"card": "1U218", "on": "1U232"}], "hand": ["1R216", "1U218"]})}, seed=1)
    assert not has(s, "play", "1U218")              # a second Nazgûl Sword: no
    s = act(s, by_code(s, "play", "1R216", bearer=find(s, 1, "1U232")))
    assert strength_of(s, 1, "1U232") == 9 + 2 + 1
    s = position({"site": 6, "at": "skirmish", "skirmish": ["1P365", ["1U232"]],
                  "seats": seats({"play": ["1P365", "1U97"]},
                                 {"play": ["1U232", {"card": "1R216", "on": "1U232"}], "discard": ["1U209"]})}, seed=1)
    s = act(s, PASS)
    tip = find(s, 1, "1U209", "discard")
    assert not has(s, "use", "1R216", target=(tip, find(s, 0, "1U97")))     # Boromir is not in this skirmish
    s = act(s, by_code(s, "use", "1R216", target=(tip, find(s, 0, "1P365"))))
    assert s.attached[tip] == find(s, 0, "1P365") and "1R216" in codes(s, discard(1))


def test_1U207_black_breath_moves_to_a_character_who_then_cannot_heal_or_shed_burdens():
    # "Skirmish: transfer this condition from your support area to a character skirmishing a
    # Nazgûl. Burdens and wounds may not be removed from its bearer."
    s = skirmish(["1P365", "1U97"], ["1U232", "1U207"], "1P365", "1U232", fp={"wounds": {"1P365": 1}})
    assert not has(s, "use", "1U207", target=find(s, 0, "1U97"))
    s = act(s, by_code(s, "use", "1U207", target=find(s, 0, "1P365")))
    aragorn = find(s, 0, "1P365")
    assert s.attached[find(s, 1, "1U207")] == aragorn and strength_of(s, 0, "1P365") == 6   # Lemenya's -2
    from lotr_table.games.lotr_tcg import body
    body.heal(s, aragorn)
    assert s.wounds[aragorn] == 1
    s = skirmish([], ["1U232", "1U207"], RING_BEARER, "1U232", fp={"burdens": 2})
    s = act(s, by_code(s, "use", "1U207", target=find(s, 0, RING_BEARER)))
    body.remove_burden(s, 0)
    assert s.burdens[0] == 2


def test_1U222_paths_seldom_trodden_replaces_the_fellowships_site_with_yours():
    # "Search. To play, spot a Nazgûl. Shadow: remove 3 twilight to replace the fellowship's site
    # with your own site of the same number." Site 3 is the Aragorn deck's Rivendell Terrace;
    # the Gandalf deck's site 3 is Council Courtyard.
    s = position({"site": 3, "at": "shadow", "twilight": 3, "path": {"3": "1U340"},
                  "seats": seats({}, {"play": ["1U222", "1U232"]})}, seed=1)
    s = act(s, by_code(s, "use", "1U222", target=3))
    assert s.zones.card_of[s.path[3]] == "1C337" and "1U340" in codes(s, "adventure0")
    assert not has(s, "use", "1U222")             # the site is his own now
    s = position({"site": 3, "at": "shadow", "seats": seats({}, {"hand": ["1U222"], "play": ["1C271"]})}, seed=1)
    assert not has(s, "play", "1U222")            # no Nazgûl to spot


def test_1U233_ulaire_nelya_exerts_to_replace_an_opponents_site():
    # "Fierce. Shadow: exert Úlairë Nelya and spot an opponent's site to replace it with your
    # own site of the same number." Sites 1 and 3 are the Free Peoples player's; 2 is his own.
    s = position({"site": 3, "at": "shadow", "seats": seats({}, {"play": ["1U233"]})}, seed=1)
    targets = {a["target"] for a in GAME.legal_actions(s, 1) if a.kind == "use"}
    assert targets == {1, 3}
    s = act(s, by_code(s, "use", "1U233", target=1))
    assert C.owner(s.path[1]) == 1 and s.wounds[find(s, 1, "1U233")] == 1 and C.fierce(s, find(s, 1, "1U233"))


def test_1U233_a_site_replaced_takes_nothing_along_what_was_played_on_it_is_discarded():
    # Saruman's Chill (1C134) "plays on a site"; when Úlairë Nelya replaces that site, the site
    # goes back to its owner's adventure deck and the condition on it is discarded, as what a
    # card bears is when it leaves play (R15.10). Found by self-play with random decks.
    s = position({"site": 3, "at": "shadow",
                  "seats": seats({}, {"play": ["1U233", "1C151", {"card": "1C134", "on": "site:1"}]})}, seed=1)
    chill = find(s, 1, "1C134")
    s = act(s, by_code(s, "use", "1U233", target=1))
    assert C.owner(s.path[1]) == 1 and chill not in s.attached and s.zones.zone_of(chill) == discard(1)


def test_1U234_ulaire_nertea_plays_a_minion_from_the_discard_pile_for_each_companion_over_four():
    # "When you play Úlairë Nertëa, you may play a minion from your discard pile for each
    # companion over 4." Six companions: two minions (paying for them).
    s = position({"site": 6, "at": "shadow", "twilight": 10,
                  "seats": [dict(deck="gandalf", play=["1P364", "1U97", "1U51", "1U12", "1P365"]),
                            dict(deck="gandalf", hand=["1U234"], discard=["1C271", "1U232"])]}, seed=1)
    s = act(s, by_code(s, "play", "1U234"))
    s = act(s, by_code(s, "play", "1C271"))
    s = act(s, by_code(s, "play", "1U232"))
    assert {"1U234", "1C271", "1U232"} <= set(codes(s, play(1))) and s.twilight == 10 - 4 - 2 - 4


def test_1U234_ulaire_nertea_brings_none_back_at_four_companions():
    s = position({"site": 6, "at": "shadow", "twilight": 10,
                  "seats": [dict(deck="gandalf", play=["1P364", "1U97", "1U51"]),
                            dict(deck="gandalf", hand=["1U234"], discard=["1C271"])]}, seed=1)
    s = act(s, by_code(s, "play", "1U234"))
    assert s.pending.kind == "_window" and codes(s, discard(1)) == ["1C271"]


def test_1R206_bent_on_discovery_draws_at_the_start_and_exerts_a_nazgul_at_the_end():
    # "Search. At the beginning of each of your Shadow phases, draw a card. At the end of each of
    # your Shadow phases, exert a Nazgûl or discard this condition."
    s = position({"site": 5, "at": "shadow", "seats": seats({}, {"play": ["1R206", "1U232"]})}, seed=1)
    assert len(s.zones.cards[hand(1)]) == 1
    s = act(s, PASS)                               # the Shadow phase ends
    assert s.pending.kind == "exert_or_discard"
    s = act(s, Action("exert", cards=(find(s, 1, "1U232"),)))
    assert s.wounds[find(s, 1, "1U232")] == 1 and "1R206" in codes(s, play(1))
    s = position({"site": 5, "at": "shadow", "seats": seats({}, {"play": ["1R206"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, Action("discard", card=find(s, 1, "1R206")))
    assert "1R206" in codes(s, discard(1))


def test_1R224_return_to_its_master_sends_a_nazgul_against_the_ring_bearer():
    # "Response: when the Ring-bearer wears The One Ring at the end of a skirmish phase, cancel
    # every remaining assignment and assign a Nazgûl to skirmish the Ring-bearer; The One Ring's
    # text does not apply during that skirmish." Boromir's skirmish is cancelled; Frodo (5 with
    # his sword) loses to Lemenya (9) and takes a real wound, no burden.
    s = position({"site": 6, "at": "skirmish", "twilight": 0, "skirmish": ["1P365", ["1C271"]],
                  "seats": seats({"play": ["1P365", "1U97", {"card": "1C299", "on": "1C290"}]},
                                 {"play": ["1C271", "1U232"], "hand": ["1R224"]})}, seed=1)
    s.ring_on = True
    s.assigned[find(s, 0, "1U97")] = (find(s, 1, "1U232"),)
    s = pass_to_response(s)
    s = act(s, by_code(s, "event", "1R224", target=find(s, 1, "1U232")))
    assert s.assigned == {find(s, 0, RING_BEARER): (find(s, 1, "1U232"),)}
    burdens = s.burdens[0]
    while not s.wounds.get(find(s, 0, RING_BEARER)):
        s = act(s, PASS)
    assert s.burdens[0] == burdens and not s.wounds.get(find(s, 0, "1U97"))


def refusal(s, seat, action):
    try:
        GAME.apply(s, seat, action)
    except Exception as refused:
        return refused
    raise AssertionError(f"{action} was not refused")


def test_1R205_beauty_is_fading_is_refused_without_five_twilight():
    # its twilight cost is 5: with 4 in the pool the refusal names R8.2
    s = to_shadow(position({"site": 6, "at": "maneuver", "twilight": 4,
                            "seats": seats({"play": ["1P365"]}, {"play": ["1U232"], "hand": ["1R205"]})}, seed=1))
    beauty = Action("event", card=find(s, 1, "1R205", "hand"), ability=0, cost=find(s, 1, "1U232"), target=find(s, 0, "1P365"))
    assert refusal(s, 1, beauty).reason == "The twilight pool does not hold enough for that card (R8.2)."
