"""The set-up and the round, one rule a test, quoting the seed where it has the sentence."""

import pytest

from lotr_table.engine.game import IllegalAction
from lotr_table.engine.log_chain import log_events
from lotr_table.games.wotr_cards.cards import locations
from lotr_table.games.wotr_cards.game import GAME
from lotr_table.games.wotr_cards.scenarios import Options
from lotr_table.games.wotr_cards.state import ACTIVE, cycle_pile, deck, eliminated, hand, reserve, vp_area
from tests.games.wotr_cards.play import (ARAGORN, FRODO, SARUMAN, WITCH_KING, do, find, has, ids, instance, options,
                                         pass_until, position)


def _opening(scenario, players):
    s = GAME.setup(Options(scenario=scenario, players=players), 3)
    while s.pending.kind != "_window":        # the opening cycles and the locations' questions
        s = GAME.apply(s, GAME.to_act(s)[0], options(s)[0])
    return s


def test_trilogy_each_player_draws_seven_and_cycles_two():
    # «Каждый игрок берёт 7 карт ... сбрасывает 2»: 5 in hand, 2 cycled, 23 in the deck
    s = GAME.setup(Options(), 3)
    for seat in range(3):
        while s.pending.seat == seat:
            s = do(s, "cycle")
        sizes = [len(s.zones.cards[z(seat)]) for z in (hand, cycle_pile, deck)]
        assert sizes == [5, 2, 23]


@pytest.mark.parametrize("scenario,players,draws", [
    ("duel", 2, [4, 6]), ("three_player_duel", 3, [6, 7, 7]), ("fellowship", 2, [7, 7])])
def test_every_scenario_deals_its_hands(scenario, players, draws):
    s = GAME.setup(Options(scenario=scenario, players=players), 3)
    first = {}
    for vis, template, args in log_events(s):
        if template == "{seat} draws {n} card(s)." and dict(args)["seat"] not in first:
            first[dict(args)["seat"]] = dict(args)["n"]
    assert [first[x] for x in range(players)] == draws
    sizes = [sum(1 for i in s.zones.card_of if i.startswith(f"f{x}_")) for x in range(players)]
    assert sizes == {"duel": [60, 60], "three_player_duel": [60, 30, 30], "fellowship": [30, 30]}[scenario]


def test_the_first_round_activates_a_battleground_of_the_first_players_side_and_a_path_1():
    # «первый игрок берёт случайную карту из колоды полей битв своей стороны»
    s = _opening("trilogy", 4)
    active = s.zones.cards[ACTIVE]
    kinds = {locations()[l].kind: locations()[l] for l in active}
    assert kinds["battleground"].side == "free_peoples" and kinds["path"].path == 1


def test_fellowship_activates_its_fixed_battleground_and_only_its_paths():
    s = _opening("fellowship", 2)
    assert "minas_morgul" in s.zones.cards[ACTIVE]
    assert set(s.zones.cards[ACTIVE]) & {"buckleberry_ferry", "gildors_encampment"}
    assert "bag_end" not in s.zones.card_of


def test_passing_is_refused_above_the_carryover_limit_without_fewer_cards_than_every_opponent():
    # «Количество карт у вас в руке меньше вашего предела остатка карт либо равно ему; ИЛИ ... меньше, чем у любого из ваших противников»
    s = position(hands={FRODO: ["gimli", "dwarven_axe", "bilbo_baggins"], WITCH_KING: ["mordor_orcs"] * 3,
                        SARUMAN: ["saruman", "ugluk", "wolf_riders", "white_hand_orcs"]}, active=["bag_end"])
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(s, FRODO, find(s, "cycle", card="gimli").__class__("pass"))
    assert "carryover limit" in refused.value.reason
    s = position(hands={FRODO: ["gimli", "dwarven_axe", "bilbo_baggins"], WITCH_KING: ["mordor_orcs"] * 4,
                        SARUMAN: ["saruman", "ugluk", "wolf_riders", "white_hand_orcs"]}, active=["bag_end"])
    assert has(s, "pass")


def test_the_action_phase_ends_when_every_player_has_passed_in_a_row():
    # «Фаза действий немедленно завершается, когда все игроки пропустили ход подряд.»
    s = position(active=["bag_end"])
    for seat in (FRODO, WITCH_KING, ARAGORN):
        s = do(s, "pass")
        assert s.phase == "combat"
    s = do(s, "pass")
    assert s.round == 2                                              # fought, drawn, and the next round begun
    assert "bag_end" in s.zones.cards[vp_area("free_peoples")]      # no attackers: the Free Peoples hold it


def test_an_action_breaks_the_run_of_passes():
    s = position(hands={ARAGORN: ["legolas", "elrond"]}, active=["bag_end"])
    s = do(s, "pass")
    s = do(s, "pass")
    s = do(s, "cycle", card="elrond")
    s = do(s, "pass")
    assert s.pending.kind == "_window"          # Frodo, Witch-king and Saruman passed; Aragorn has not since


def test_playing_a_card_costs_cycling_another_from_hand():
    # «Разыгрывая карту, вы должны немедленно сбросить из руки 1 любую другую карту»
    s = position(hands={FRODO: ["gimli", "dwarven_axe"]}, active=["bag_end"])
    s = do(s, "play", card="gimli", to="reserve")
    assert s.pending.kind == "pay"
    assert [a["card"] for a in options(s)] == [instance(s, "dwarven_axe")]
    s = do(s, "cycle")
    assert ids(s, cycle_pile(FRODO)) == ["dwarven_axe"]
    assert ids(s, reserve(FRODO)) == ["gimli"]


def test_the_last_card_is_paid_for_by_forsaking():
    s = position(hands={FRODO: ["gimli"]}, reserves={FRODO: ["bilbo_baggins"]}, active=["bag_end"])
    s = do(s, "play", card="gimli", to="reserve")
    assert s.pending.kind == "forsake"
    assert all(a.get("card") != instance(s, "gimli") for a in options(s))


def test_a_card_played_to_reserve_may_not_move_the_same_round():
    s = position(hands={FRODO: ["merry_brandybuck", "gimli"]}, active=["bag_end"])
    s = do(s, "play", card="merry_brandybuck", to="reserve")
    s = do(s, "cycle")
    s = pass_until(s, "_window")
    for _ in range(3):
        s = do(s, "pass")
    assert not has(s, "move", card="merry_brandybuck")


def test_path_combat_from_the_seed_example():
    # Gimli and Legolas with the Bow defend against 3 attack; the path's 1 defence cancels 1;
    # «свободные народы ... удаляют Леголаса. Вместе с ним удаляется Лук»
    s = position(active=["buckleberry_ferry"], phase="combat",
                 at={"buckleberry_ferry": [[WITCH_KING, "the_commander"], [WITCH_KING, "the_destroyer"],
                                           [WITCH_KING, "black_riders_mount", 1],
                                           [FRODO, "gimli"], [ARAGORN, "legolas"], [ARAGORN, "bow_of_the_galadhrim", 4]]})
    assert s.pending.kind == "_propose"          # Gimli is Frodo's, Legolas Aragorn's: the team agrees
    s = do(s, "casualty", card="legolas")
    s = do(s, "yes")
    assert "buckleberry_ferry" in s.zones.cards[vp_area("free_peoples")]
    assert ids(s, cycle_pile(FRODO)) == ["gimli"]
    assert sorted(ids(s, eliminated(ARAGORN))) == ["bow_of_the_galadhrim", "legolas"]
    assert sorted(ids(s, eliminated(WITCH_KING))) == ["black_riders_mount", "the_commander", "the_destroyer"]


def test_an_undefended_path_gives_the_shadow_a_corruption_per_attack_icon_left():
    # «добавьте в зону победных очков Тьмы столько жетонов влияния Кольца, сколько осталось неотменёнными»
    s = position(active=["buckleberry_ferry"], phase="combat",
                 at={"buckleberry_ferry": [[WITCH_KING, "the_commander"], [WITCH_KING, "the_destroyer"],
                                           [WITCH_KING, "black_riders_mount", 1]]})
    assert "buckleberry_ferry" in s.zones.cards[vp_area("shadow")]
    assert s.corruption == 2


def test_battleground_combat_from_the_seed_example():
    # Dol Guldur: High Elves supporting Galadriel with Nenya (5 attack) against Mordor Orcs and
    # Olog-hai supporting Gorbag & Shagrat; «Горбаг и Шаграт сбрасываются»
    s = position(active=["dol_guldur"], phase="combat",
                 at={"dol_guldur": [[ARAGORN, "high_elves"], [ARAGORN, "galadriel"], [ARAGORN, "nenya_ring_of_adamant", 1],
                                    [WITCH_KING, "mordor_orcs"], [WITCH_KING, "olog_hai"], [WITCH_KING, "gorbag_shagrat"]]})
    while s.pending.kind == "casualty":
        s = do(s, "casualty", card=next(c for c in ("mordor_orcs", "olog_hai")
                                         if has(s, "casualty", card=c)))
    assert "dol_guldur" in s.zones.cards[vp_area("shadow")]
    assert ids(s, cycle_pile(WITCH_KING)) == ["gorbag_shagrat"]
    assert sorted(ids(s, eliminated(ARAGORN))) == ["galadriel", "high_elves", "nenya_ring_of_adamant"]


def test_a_battleground_reactivated_from_the_other_sides_area_loses_its_printed_defence():
    # the Black Serpent: «удалите эту карту, чтобы повторно активировать (из зоны ПО) поле битвы Харадрима»
    from lotr_table.games.wotr_cards.combat import location_icons
    s = position(vp={"free_peoples": ["umbar"]}, reserves={SARUMAN: ["the_black_serpent"]}, active=["bag_end"], first=3)
    s = do(s, "use", card="the_black_serpent")
    s = do(s, "battleground", location="umbar")
    assert "umbar" in s.zones.cards[ACTIVE]
    assert location_icons(s, "umbar", "bg_def") == 0
    assert ids(s, eliminated(SARUMAN)) == ["the_black_serpent"]


def test_the_game_ends_at_a_lead_of_ten():
    # «Количество ПО одной стороны превышает количество ПО другой на 10 или более»
    s = position(active=["bag_end"], corruption=9, vp={"shadow": ["minas_tirith"]}, phase="victory")
    assert s.over and GAME.outcome(s).sides == ("shadow",)


def test_a_tie_goes_to_the_shadow_after_the_final_round():
    # «При равном количество ПО побеждает Тьма.»
    s = position(active=["crack_of_doom"], last_path=9, phase="combat", corruption=3, ring=["used"] * 4,
                 at={"crack_of_doom": []})
    assert s.over
    assert GAME.outcome(s).sides == ("shadow",)       # Free Peoples 3 (the path), Shadow 3


def test_unused_ring_tokens_score_only_in_the_final_check():
    s = position(active=["crack_of_doom"], last_path=9, phase="combat", ring=["unused", "used", "used", "used"])
    assert s.over and GAME.outcome(s).scores[FRODO] == 3 + 1


def test_the_trilogy_ring_token_draws_two_once_a_game():
    # «Сбросьте свой жетон Кольца и возьмите 2 карты.»
    s = position(hands={FRODO: ["gimli"] + ["bilbo_baggins"]}, active=["bag_end"])
    s = do(s, "ring")
    assert len(s.zones.cards[hand(FRODO)]) == 4 and s.ring[FRODO] == "used"


def test_the_duel_ring_token_draws_three_eliminates_one_cycles_one_each_round():
    s = position(scenario="duel", players=2, hands={0: ["gimli", "legolas"]}, active=["bag_end"])
    s = do(s, "ring")
    s = do(s, "eliminate")
    s = do(s, "cycle")
    assert len(s.zones.cards[hand(0)]) == 3 and s.ring[0] == "flipped"


def test_an_empty_deck_is_rebuilt_from_the_cycle_pile():
    s = position(hands={FRODO: ["gimli", "sam_gamgee"]}, active=["bag_end"])
    s = s.clone()
    for inst in list(s.zones.cards[deck(FRODO)]):
        s.zones.move(inst, cycle_pile(FRODO))
    from lotr_table.games.wotr_cards.procedures import draw
    assert draw(s, FRODO, 2) == 2
    assert len(s.zones.cards[cycle_pile(FRODO)]) == 0


def test_a_seats_view_holds_its_own_hand_only_and_a_person_with_two_seats_sees_both():
    s = _opening("trilogy", 2)
    mine = GAME.view(s, FRODO)["zones"]
    assert all(c is not None for c in mine[hand(FRODO)]["cards"])
    assert all(c is None for c in mine[hand(ARAGORN)]["cards"])
    both = GAME.view(s, frozenset({FRODO, ARAGORN}))["zones"]
    assert all(c is not None for c in both[hand(ARAGORN)]["cards"])
    assert GAME.people(Options(scenario="trilogy", players=2)) == [frozenset({0, 2}), frozenset({1, 3})]


def test_in_the_duel_each_free_peoples_player_means_gandalf_twice():
    # «каждый игрок за свободные народы берёт 2 карты, затем сбрасывает 1 карту из руки ... Гэндальф берёт 2 карты, сбрасывает 1, затем снова берёт 2 и сбрасывает 1»
    s = position(scenario="duel", players=2, hands={0: ["gimli"]}).clone()
    from lotr_table.games.wotr_cards.flow import FLOW
    FLOW.postpone(s)                     # the open window waits while the step runs
    FLOW.then(s, ("activate", "egladil", 0, False))
    FLOW.advance(s)
    assert len(s.zones.cards[hand(0)]) == 3 and s.pending.kind == "cycle_hand"
    s = do(s, "cycle")
    assert len(s.zones.cards[hand(0)]) == 4 and s.pending.kind == "cycle_hand"


def test_in_the_three_player_duel_only_gandalf_is_doubled():
    from lotr_table.games.wotr_cards.table_talk import each_player
    s = position(scenario="three_player_duel", players=3)
    assert each_player(s, "free_peoples") == [0, 0] and each_player(s, "shadow") == [1, 2]


def test_the_three_player_duel_turn_order_gives_gandalf_two_slots_and_the_first_player_walks_them():
    # «Гэндальф — Король-чародей — Гэндальф — Саруман»
    from lotr_table.games.wotr_cards.round import first_seat
    s = position(scenario="three_player_duel", players=3, active=["bag_end"])
    seen = []
    for _ in range(4):
        seen.append(s.pending.seat)
        s = do(s, "pass")
    assert seen == [0, 1, 0, 2]
    assert [first_seat(position(scenario="three_player_duel", players=3, first=k)) for k in range(4)] == [0, 1, 0, 2]


def test_in_the_three_player_duel_three_passes_in_a_row_may_end_the_phase():
    # rules A2: the run holds every seat once: Witch-king, Gandalf, Saruman
    s = position(scenario="three_player_duel", players=3, hands={0: ["gimli", "legolas"]}, active=["bag_end"])
    s = do(s, "cycle", card="gimli")
    for _ in range(3):
        assert s.round == 1 and s.pending.kind == "_window"
        s = do(s, "pass")
    assert s.round == 2


def test_the_duel_path_rule_sets_a_tied_path_aside():
    # «если ... равно, путь сбрасывается и не достаётся никому»
    s = position(scenario="duel", players=2, active=["bag_end"], phase="combat", at={"bag_end": [[1, "the_hunter"], [0, "frodo_baggins"]]})
    assert "bag_end" in s.zones.cards["aside"] and s.corruption == 0


def _draws(s):
    return [(dict(a)["seat"], dict(a)["n"]) for _, t, a in log_events(s) if t == "{seat} draws {n} card(s)."]


@pytest.mark.parametrize("scenario,players,draws", [("trilogy", 4, [(0, 3), (1, 4), (2, 3), (3, 4)]), ("duel", 2, [(0, 4), (1, 6)]),
                                                    ("three_player_duel", 3, [(0, 6), (1, 4), (2, 4)]),
                                                    ("fellowship", 2, [(0, 4), (1, 3)])])
def test_the_draw_phase_of_each_scenario(scenario, players, draws):
    s = position(scenario=scenario, players=players, phase="draw")
    assert _draws(s)[:players] == draws


def test_a_character_may_not_be_played_twice_in_a_round():
    s = position(hands={FRODO: ["bilbo_baggins", "gimli", "frodo_baggins"]}, active=["bag_end"])
    s = do(s, "play", card="bilbo_baggins", to="reserve")
    s = do(s, "cycle", card="gimli")
    for _ in range(3):
        s = do(s, "pass")
    s = s.clone()
    bilbo = instance(s, "bilbo_baggins")
    s.zones.move(bilbo, hand(FRODO))          # as if a text had brought him back
    s.fresh -= {bilbo}
    s.pending = None
    from lotr_table.games.wotr_cards.flow import FLOW
    FLOW.window(s, "turn", (0, 1, 2, 3))
    FLOW.advance(s)
    assert not has(s, "play", card="bilbo_baggins")


def test_a_bearer_takes_its_items_when_it_moves():
    s = position(reserves={FRODO: ["sam_gamgee"]}, items={FRODO: [["mithril_coat", "sam_gamgee"]]}, active=["bag_end"])
    s = do(s, "move", card="sam_gamgee", to="bag_end")
    assert ids(s, "at_bag_end") == ["mithril_coat", "sam_gamgee"]


def test_winnowing_eliminates_two_to_draw_one_and_needs_two_cards():
    s = position(hands={FRODO: ["gimli", "sam_gamgee"]}, active=["bag_end"])
    s = do(s, "winnow")
    s = do(s, "eliminate")
    s = do(s, "eliminate")
    assert len(s.zones.cards[hand(FRODO)]) == 1 and len(s.zones.cards[eliminated(FRODO)]) == 2
    s = position(hands={FRODO: ["gimli"]}, active=["bag_end"])
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(s, FRODO, find(s, "cycle").__class__("winnow"))
    assert refused.value.reason == "Winnowing needs 2 cards in your hand."


def test_the_fellowship_fourth_round_activates_lorien_and_dol_guldur():
    s = position(scenario="fellowship", players=2, round=4, phase="location", last_path=3)
    while s.pending.kind != "_window":
        s = GAME.apply(s, GAME.to_act(s)[0], options(s)[-1])
    assert {"lorien", "dol_guldur"} <= set(s.zones.cards[ACTIVE])


def test_the_fellowship_ends_after_the_combat_on_path_6():
    s = position(scenario="fellowship", players=2, active=["amon_hen"], phase="combat", last_path=6, ring=["unused", "unused"])
    assert s.over and GAME.outcome(s).scores == {0: 0, 1: 2}   # Fellowship has no Ring tokens to score


def _two_owners_on_a_path():
    return position(active=["weathertop"], phase="combat",
                    at={"weathertop": [[WITCH_KING, "the_witch_king"], [FRODO, "sam_gamgee"], [FRODO, "frodo_baggins"],
                                       [ARAGORN, "strider"]]})


def test_when_the_losses_fall_on_two_players_one_proposes_and_the_partner_confirms():
    # rules A3: «any defending player may propose, and the team confirms»
    s = _two_owners_on_a_path()
    assert s.pending.kind == "_propose" and s.pending.seat == FRODO
    s = do(s, "casualty", card="strider")
    assert s.pending.kind == "_consent" and s.pending.seat == ARAGORN
    s = do(s, "yes")
    assert "strider" in ids(s, eliminated(ARAGORN))


def test_when_the_defenders_do_not_agree_the_attackers_choose():
    s = _two_owners_on_a_path()
    s = do(s, "casualty", card="strider")
    s = do(s, "no")
    assert s.pending.kind == "casualty" and s.pending.seat == WITCH_KING


def test_an_item_played_as_the_last_card_is_not_paid_for_with_its_bearer():
    s = position(hands={FRODO: ["sting"]}, reserves={FRODO: ["frodo_baggins", "bilbo_baggins"]}, active=["bag_end"])
    s = do(s, "play", card="sting", to="frodo_baggins")
    assert s.pending.kind == "forsake"
    assert instance(s, "frodo_baggins") not in [a.get("card") for a in options(s)]
    s = do(s, "forsake", card="bilbo_baggins")
    assert s.bearer == {instance(s, "sting"): instance(s, "frodo_baggins")}


def test_the_turn_prompt_names_passing_only_where_a_pass_is_offered():
    # «Вместо совершения действия вы можете пропустить ход, но только если выполняется хотя бы
    # одно из двух условий»: where neither holds, the prompt says why there is no Pass
    from lotr_table.games.wotr_cards.actions import NO_PASS_PROMPT, TURN_PROMPT
    s = position(hands={FRODO: ["gimli", "dwarven_axe", "bilbo_baggins"], WITCH_KING: ["mordor_orcs"] * 3,
                        SARUMAN: ["saruman", "ugluk", "wolf_riders", "white_hand_orcs"]}, active=["bag_end"])
    assert not has(s, "pass") and s.pending.prompt == NO_PASS_PROMPT
    assert "carryover limit" in NO_PASS_PROMPT
    s = position(hands={FRODO: ["gimli", "dwarven_axe"]}, active=["bag_end"])
    assert has(s, "pass") and s.pending.prompt == TURN_PROMPT
