"""The sites of both starter decks: each site's text, from a fellowship standing on it (or
moving to it). Site k of a set-up path comes from seat (k - 1) % 2's adventure deck."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.state import discard, hand, play

from .kit import GAME, act, by_code, find, has, position, strength_of


def at_site(code, site, fp=None, shadow=None, fp_deck="aragorn", shadow_deck="gandalf", **spec):
    """A table whose path holds site `code` as number `site`, the fellowship there."""
    seats = [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]
    s = position(dict(site=spec.pop("site_of_fellowship", site), seats=seats, path={str(site): code}, **spec), seed=1)
    assert s.zones.card_of[s.path[site]] == code
    return s


def test_1U320_east_road_makes_companions_cost_two_more():
    # "Companions cost 2 more twilight to play here."
    s = at_site("1U320", 1, fp={"hand": ["1U51"]})
    s = act(s, by_code(s, "play", "1U51"))
    assert s.twilight == 4


def test_1U327_bree_gate_raises_the_move_limit_when_a_ranger_arrives():
    # "While you can spot a ranger, your move limit this turn is 1 higher."
    s = at_site("1U327", 2, fp={"play": ["1P365"]}, site_of_fellowship=1, moves=0, shadow_deck="aragorn")
    s = act(s, PASS)
    assert s.marker[0] == 2 and C.move_limit(s) == 3
    s = at_site("1U327", 2, fp={"play": ["1U51"]}, site_of_fellowship=1, moves=0, shadow_deck="aragorn")
    s = act(s, PASS)
    assert s.marker[0] == 2 and C.move_limit(s) == 2


def test_1U340_rivendell_terrace_draws_a_card_for_a_man_played():
    # "Sanctuary. Fellowship: play a Man from your hand to draw a card."
    s = at_site("1U340", 3, fp={"hand": ["1U97"]})
    s = act(s, by_code(s, "use", "1U340"))
    assert "1U97" in [s.zones.card_of[i] for i in s.zones.cards[play(0)]]
    assert len(s.zones.cards[hand(0)]) == 1 and s.twilight == 3


def test_1C346_moria_lake_exerts_frodo_or_two_others_on_arrival():
    # "Marsh. When a fellowship arrives here, its Frodo must exert, or two of its other companions must."
    s = at_site("1C346", 4, fp={"play": ["1P365", "1U51"]}, site_of_fellowship=3)
    s = act(s, PASS)
    assert s.pending.kind == "exert_choice"
    s = act(s, Action("exert", cards=tuple(sorted((find(s, 0, "1P365"), find(s, 0, "1U51"))))))
    assert s.wounds[find(s, 0, "1P365")] == 1 and s.wounds[find(s, 0, "1U51")] == 1


def test_1C351_galadriels_glade_shows_an_opponents_hand_to_whoever_exerts_an_elf():
    # "Sanctuary. Fellowship: exert an Elf to look at an opponent's hand."
    s = at_site("1C351", 6, fp={"play": ["1U51"]}, shadow={"hand": ["1C176"]})
    s = act(s, by_code(s, "use", "1C351", target=1))
    assert GAME.view(s, 0)["zones"]["hand1"]["cards"][0]["card"] == "1C176"
    assert GAME.view(s, None)["zones"]["hand1"]["cards"] == [None]


def test_1U355_silverlode_banks_exerts_every_companion_of_a_fellowship_without_a_ranger():
    # "River. When a fellowship without a ranger arrives here, each of its companions must exert."
    s = at_site("1U355", 7, fp={"play": ["1U51"]}, site_of_fellowship=6)
    s = act(s, PASS)
    assert s.wounds[find(s, 0, "1U51")] == 1 and s.wounds[find(s, 0, "1C290")] == 1
    s = at_site("1U355", 7, fp={"play": ["1P365"]}, site_of_fellowship=6)
    s = act(s, PASS)
    assert not s.wounds


def test_1U358_pillars_of_the_kings_heals_a_gondor_companion_for_a_gondor_card():
    # "River. Fellowship: discard a Gondor card from your hand to heal a Gondor companion."
    s = at_site("1U358", 8, variant="full", fp={"play": ["1P365"], "hand": ["1C116"], "wounds": {"1P365": 2}})
    s = act(s, by_code(s, "use", "1U358", target="1P365"))
    assert s.wounds[find(s, 0, "1P365")] == 1 and not s.zones.cards[hand(0)]


def test_1U361_slopes_of_amon_hen_makes_isengard_minions_cheaper():
    # "Isengard minions cost 1 less twilight to play."
    s = at_site("1U361", 9, variant="full", at="shadow", twilight=4, shadow={"hand": ["1C150"]}, shadow_deck="aragorn")
    s = act(s, by_code(s, "play", "1C150"))
    assert s.twilight == 1


def test_1C326_westfarthing_exerts_a_hobbit_to_play_a_companion_for_one_less():
    # "Fellowship: exert a Hobbit to play a companion or ally from your hand at 1 less twilight."
    s = at_site("1C326", 1, fp={"hand": ["1U51"]})
    s = act(s, by_code(s, "use", "1C326", cost="1C290"))
    assert "1U51" in [s.zones.card_of[i] for i in s.zones.cards[play(0)]] and s.twilight == 1


def test_1C331_ettenmoors_lets_either_side_exert_its_character_for_two_strength():
    # "Plains. Skirmish: exert your companion or minion to give it +2 strength."
    s = at_site("1C331", 2, at="skirmish", skirmish=["1P365", ["1C191"]], fp={"play": ["1P365"]}, shadow={"play": ["1C191"]})
    s = act(s, by_code(s, "use", "1C331", cost="1P365"))
    assert strength_of(s, 0, "1P365") == 10
    s = act(s, by_code(s, "use", "1C331", cost="1C191"))
    assert strength_of(s, 1, "1C191") == 8


def test_1C337_council_courtyard_removes_two_twilight_as_the_fellowship_leaves():
    # "Sanctuary. When a fellowship leaves here, remove 2 twilight from the pool."
    s = at_site("1C337", 3, fp={"play": ["1P365", "1C311"]}, at="regroup_choice", moves=1, twilight=3)
    s = act(s, Action("move"))
    # 3 in the pool, 2 removed on leaving, then Moria Lake's Shadow number 3 and three companions
    assert s.twilight == 3 - 2 + 3 + 3


def test_1U345_mithril_mine_plays_a_shadow_weapon_from_the_discard_pile():
    # "Underground. Shadow: remove 1 twilight to play a Shadow weapon from your discard pile."
    s = at_site("1U345", 4, at="shadow", twilight=1, shadow={"play": ["1U178"], "discard": ["1C180"]})
    s = act(s, by_code(s, "use", "1U345"))
    assert s.attached[find(s, 1, "1C180")] == find(s, 1, "1U178") and s.twilight == 0


def test_1U350_dimrill_dale_makes_the_first_moria_orc_of_a_shadow_phase_cheaper():
    # "Sanctuary. The first Moria Orc played in each Shadow phase costs 2 less twilight."
    s = at_site("1U350", 6, at="shadow", twilight=6, shadow={"hand": ["1C176", "1C191"]})
    s = act(s, by_code(s, "play", "1C176"))
    assert s.twilight == 5
    s = act(s, by_code(s, "play", "1C191"))
    assert s.twilight == 3


def test_1U353_anduin_confluence_discards_every_ally_on_arrival():
    # "River. When a fellowship arrives here, every ally is discarded."
    s = at_site("1U353", 7, fp={"play": ["1C286", "1U70"]}, site_of_fellowship=6, fp_deck="gandalf")
    s = act(s, PASS)
    assert sorted(s.zones.card_of[i] for i in s.zones.cards[discard(0)]) == ["1C286", "1U70"]


def test_1U359_shores_of_nen_hithoel_stops_a_second_move_for_five_orcs():
    # "River. Shadow: spot 5 Orc minions to stop the fellowship from moving again this turn."
    five = ["1U178", "1U178", "1U178", "1U178", "1C191"]
    s = at_site("1U359", 8, variant="full", at="shadow", shadow={"play": five[:4]})
    assert not has(s, "use", "1U359")
    s = at_site("1U359", 8, variant="full", at="shadow", shadow={"play": five}, moves=1)
    s = act(s, by_code(s, "use", "1U359"))
    assert s.no_more_moves


def test_1U360_emyn_muil_makes_a_minion_fierce_until_regroup():
    # "Maneuver: exert your minion to make it fierce until the regroup phase."
    s = at_site("1U360", 9, variant="full", at="maneuver", shadow={"play": ["1C191"]})
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1U360", cost="1C191"))
    assert C.fierce(s, find(s, 1, "1C191"))


def test_1C349_the_bridge_offers_nothing_without_the_balrog():
    # "Shadow: play The Balrog from your draw deck or hand ..." — neither starter deck holds The Balrog.
    s = at_site("1C349", 5, at="shadow", twilight=9, shadow={"hand": ["1C176"]})
    assert not has(s, "use", "1C349")
