"""The rules of the LOTR TCG digest (R-numbers), each from a set-up table, quoting the seed."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.state import TcgOptions, adventure, hand, play

from .kit import act, find, one, pass_windows, position, window_kind

ARAGORN_VS_ARAGORN = ("aragorn", "aragorn")


def test_the_first_game_starts_with_frodo_the_ring_the_starting_companion_and_eight_cards():
    # R2.18-R2.19, R5.11: «Если вы собираетесь играть только стартовыми колодами, выберите
    # карты местностей с номерами с 1 по 7 ... Карты местностей с номерами 8 и 9 в этой игре не
    # участвуют.»
    s = GAME.setup(TcgOptions(players=2), seed=3)
    for p, starter in ((0, "1P365"), (1, "1P364")):
        codes = [s.zones.card_of[i] for i in s.zones.cards[play(p)]]
        assert codes[:3] == ["1C290", "1C2", starter]
        assert s.attached[find(s, p, "1C2")] == find(s, p, "1C290")
        assert len(s.zones.cards[hand(p)]) == 8
        sites = sorted(C.card(s, i).site for i in s.zones.cards[adventure(p)])
        assert max(sites) == 7 and 8 not in sites
    assert s.marker == {0: 1, 1: 1} and C.card(s, s.path[1]).site == 1


def test_the_pool_is_emptied_at_the_start_of_a_turn():
    # R7.2: «В начале вашего хода вы убираете все жетоны из Котла Тьмы.»
    s = position({"at": "turn_start", "twilight": 7, "site": 2}, seed=1)
    assert s.twilight == 0 and s.phase == "fellowship"


def test_moving_adds_the_shadow_number_and_one_twilight_per_companion():
    # R8.5: «добавьте в Котел Тьмы число жетонов тьмы, равное сумеречному числу ... новой
    # местности. Кроме этого, добавьте по одному жетону в Котел Тьмы за каждого спутника»
    s = position({"site": 1, "seats": [{"deck": "aragorn", "play": ["1P365", "1U51"]}, {"deck": "gandalf"}]}, seed=1)
    s = act(s, PASS)                          # the fellowship phase ends: the move
    assert s.marker[0] == 2
    site = s.path[2]
    assert s.zones.card_of[site] == "1C331"   # site 2 from the opponent's adventure deck (R8.6, two players)
    assert s.twilight == 2 + 3                # Ettenmoors' Shadow number 2, Frodo, Aragorn, Legolas


def test_a_shadow_card_is_played_only_if_the_pool_can_pay_for_it():
    # R8.2: «Карта Тьмы может быть сыграна лишь в том случае, если в Котле Тьмы имеется
    # достаточное количество жетонов, чтобы оплатить ее сумеречную стоимость.»
    s = position({"site": 4, "at": "shadow", "twilight": 2,
                  "seats": [{"deck": "aragorn"}, {"deck": "gandalf", "hand": ["1C177", "1C191"]}]}, seed=1)
    assert s.pending.seat == 1
    plays = [s.zones.card_of[a["card"]] for a in GAME.legal_actions(s, 1) if a.kind == "play"]
    assert plays == ["1C191"]                 # Moria Scout (2) yes, Goblin Patrol Troop (6) no


def test_a_roaming_minion_costs_two_more():
    # R9.7: «Игрок Тьмы обязан убрать из Котла Тьмы два дополнительных жетона тьмы, это
    # называется штрафом за скитание»
    s = position({"site": 3, "at": "shadow", "twilight": 4,
                  "seats": [{"deck": "aragorn"}, {"deck": "gandalf", "hand": ["1C191"]}]}, seed=1)
    s = act(s, one(s, "play"))
    assert s.twilight == 0                    # Moria Scout: 2, site 4 minion at site 3: +2


def test_with_no_minion_after_the_shadow_phases_play_goes_to_regroup():
    # R9.12: «Если по окончании фаз Тьмы в игре не находится ни одного врага, фаза маневра и
    # следующие за ней опускаются, и игроки переходят к фазе сбора»
    s = position({"site": 3, "at": "shadow", "seats": [{"deck": "aragorn"}, {"deck": "gandalf"}]}, seed=1)
    s = act(s, PASS)
    assert s.phase == "regroup"


def test_a_tie_in_a_skirmish_goes_to_the_shadow():
    # R13.4: «В случае равенства побеждает Тьма. Проигравший игрок добавляет по одному ранению
    # каждому своему персонажу»
    s = position({"site": 4, "at": "skirmish", "seats": [{"deck": "gandalf", "play": ["1U51"]},
                  {"deck": "gandalf", "play": ["1C191"]}], "skirmish": ["1U51", ["1C191"]]}, seed=1)
    s = pass_windows(s)
    assert s.wounds.get(find(s, 0, "1U51")) == 1      # Legolas 6 against Moria Scout 6
    assert not s.wounds.get(find(s, 1, "1C191"))


def test_the_winner_wounds_each_loser_once():
    # R13.6: «Арагорн выигрывает сражение, и каждый орк получает по одному ранению.»
    s = position({"site": 5, "at": "skirmish", "seats": [{"deck": "aragorn", "play": ["1P365"]},
                  {"deck": "gandalf", "play": ["1C191", "1C191"]}], "skirmish": ["1P365", ["1C191", "1C191"]]}, seed=1)
    s = pass_windows(s)
    scouts = [i for i in s.zones.cards[play(1)] if s.zones.card_of[i] == "1C191"]
    # Aragorn 8 against 6 + 6 = 12: the Shadow wins; no overwhelm (12 < 16)
    assert s.wounds.get(find(s, 0, "1P365")) == 1 and all(not s.wounds.get(m) for m in scouts)


def test_1C151_each_damage_plus_one_of_the_winners_adds_a_wound():
    # R13.5: «Если бы у каждого орка было бы повреждение +1 и сила 4 ... то Арагорн получил бы
    # при этом три ранения.»
    s = position({"site": 5, "at": "skirmish", "seats": [{"deck": "aragorn", "play": ["1P365"]},
                  {"deck": "aragorn", "play": ["1C151", "1C151"]}], "skirmish": ["1P365", ["1C151", "1C151"]]}, seed=1)
    s = pass_windows(s)
    assert s.wounds.get(find(s, 0, "1P365")) == 3     # two Uruk Savages (5, damage +1) win 10 to 8


def test_double_strength_overwhelms_and_kills_whatever_the_vitality():
    # R13.7: «Если общая сила одной стороны по меньшей мере вдвое превышает общую силу другой
    # стороны, все персонажи проигравшей стороны оказываются убиты»
    s = position({"site": 5, "at": "skirmish", "seats": [{"deck": "aragorn", "play": ["1U97"]},
                  {"deck": "gandalf", "play": ["1C177", "1C176"]}], "skirmish": ["1U97", ["1C177", "1C176"]]}, seed=1)
    s = pass_windows(s)
    assert s.zones.card_of[s.zones.cards["dead0"][0]] == "1U97"    # Boromir 7 against 13 + 7


def test_an_overwhelmed_frodo_dies_without_the_ring_and_his_player_loses():
    # R13.8, R21.4: «Если жертвой разгрома становится Хранитель Кольца ..., у него нет времени на
    # то, чтобы надеть Кольцо Всевластия на палец»; «Игрок терпит поражение и выбывает из игры,
    # если Фродо убит и Сэм не входит в состав Братства»
    s = position({"site": 5, "at": "skirmish", "seats": [{"deck": "aragorn"},
                  {"deck": "gandalf", "play": ["1C177"]}], "skirmish": ["1C290", ["1C177"]]}, seed=1)
    s = pass_windows(s)
    assert s.over and GAME.outcome(s).winners == (1,)


def test_1C2_while_frodo_wears_the_ring_a_wound_becomes_a_burden():
    # R16.7: «Если в это время он получает ранение, вместо этого добавьте на его карту один
    # жетон брeмени за каждое ранение.»
    s = position({"site": 5, "at": "skirmish", "seats": [{"deck": "aragorn"},
                  {"deck": "aragorn", "play": ["1C151"]}], "skirmish": ["1C290", ["1C151"]]}, seed=1)
    s = pass_windows(s)
    assert window_kind(s) == "about_to:wound"
    # Frodo 3 + The One Ring 1 = 4 against the Savage's 5: two wounds are coming; the Ring answers the first
    ring = find(s, 0, "1C2")
    s = act(s, Action("use", card=ring, ability=0))
    assert s.ring_on and s.burdens[0] == 1
    assert Action("use", card=ring, ability=0) not in GAME.legal_actions(s, 0)     # worn already
    s = pass_windows(s, responses=True)
    # the first wound became a burden as he put the Ring on, the second one because he wears it
    assert s.burdens[0] == 2 and not s.wounds.get(find(s, 0, "1C290"))
    assert s.phase == "regroup" and not s.ring_on     # R16.8: the Ring comes off at regroup


def test_sam_takes_the_ring_when_frodo_is_killed():
    # R16.10: «Если Фродо убит (но не переманен), только один спутник может заменить его и
    # стать Хранителем: это Сэм»
    s = position({"site": 5, "at": "skirmish", "seats": [{"deck": "aragorn", "play": ["1C311"], "burdens": 2},
                  {"deck": "gandalf", "play": ["1C177"]}], "skirmish": ["1C290", ["1C177"]]}, seed=1)
    s = pass_windows(s)
    sam = find(s, 0, "1C311")
    assert not s.over and s.bearer[0] == sam and s.resistance[0] == 5
    assert s.attached[find(s, 0, "1C2")] == sam and s.burdens[0] == 2


def test_burdens_reaching_resistance_corrupt_the_ring_bearer():
    # R16.4, R21.5: corruption when the burdens reach the resistance (Frodo 10)
    s = position({"site": 4, "at": "fellowship", "seats": [{"deck": "aragorn", "burdens": 9}, {"deck": "gandalf"}]}, seed=1)
    from lotr_table.games.lotr_tcg import body
    body.add_burden(s, 0)
    assert s.over and s.winner == 1


def test_minion_archery_wounds_are_placed_by_the_free_peoples_player():
    # R11.2-R11.3: «все их лучники подсчитываются в общей сумме вражеской стрельбы»; «вы должны
    # приписать своим спутникам ... количество ранений, равное сумме вражеской стрельбы»
    s = position({"site": 4, "at": "archery_fire", "seats": [{"deck": "aragorn", "play": ["1P365"]},
                  {"deck": "gandalf", "play": ["1C176", "1C176"]}]}, seed=1)
    assert s.pending.kind == "archery_wound" and s.pending.seat == 0
    s = act(s, Action("archery_wound", card=find(s, 0, "1P365")))
    s = act(s, Action("archery_wound", card=find(s, 0, "1P365")))
    assert s.wounds[find(s, 0, "1P365")] == 2


def test_the_fellowship_archery_total_is_placed_by_the_shadow_player_on_his_minions():
    # R11.5: «вы выбираете одного игрока Тьмы, который распределяет по своему желанию по картам
    # своих врагов количество жетонов ранений, равное сумме стрельбы Братства»
    s = position({"site": 4, "at": "archery_fire", "seats": [{"deck": "gandalf", "play": ["1U51"]},
                  {"deck": "gandalf", "play": ["1C191"]}]}, seed=1)
    assert s.pending.kind == "archery_wound" and s.pending.seat == 1
    s = act(s, Action("archery_wound", card=find(s, 1, "1C191")))
    assert s.wounds[find(s, 1, "1C191")] == 1


def test_no_minion_left_after_archery_goes_to_regroup():
    # R11.10: «Если после фазы стрельбы в игре не осталось ни одного врага, игроки переходят к
    # фазе сбора.»
    s = position({"site": 4, "at": "archery_fire", "seats": [{"deck": "gandalf", "play": ["1U51"]},
                  {"deck": "gandalf", "play": ["1U178"]}]}, seed=1)
    s = act(s, Action("archery_wound", card=find(s, 1, "1U178")))
    assert s.phase == "regroup"


def test_an_exhausted_character_cannot_exert():
    # R15.4: «Персонаж, находящийся в состоянии истощения ..., не может применять усилия.»
    s = position({"site": 4, "seats": [{"deck": "aragorn", "play": ["1C311"], "burdens": 1, "wounds": {"1C311": 3}},
                  {"deck": "gandalf"}]}, seed=1)
    sam = find(s, 0, "1C311")
    assert not [a for a in GAME.legal_actions(s, 0) if a.kind == "use" and a["card"] == sam]


def test_the_sanctuary_heals_up_to_five_wounds_at_the_start_of_the_turn():
    # R7.3: «В начале вашего хода, если ваше Братство находится в святилище, вы можете
    # исцелить до 5 ранений членов Братства.»
    s = position({"at": "turn_start", "site": 3, "seats": [{"deck": "aragorn", "play": ["1P365", "1U97"],
                  "wounds": {"1P365": 3, "1U97": 2, "1C290": 2}}, {"deck": "gandalf"}]}, seed=1)
    if s.pending.kind == "_optional_trigger":        # Aragorn's own start-of-turn heal: declined here
        s = act(s, Action("no"))
    healed = 0
    while s.pending.kind == "sanctuary":
        s = act(s, [a for a in GAME.legal_actions(s, 0) if a.kind == "heal"][0])
        healed += 1
    assert healed == 5 and sum(s.wounds.values()) == 2


def test_the_move_limit_of_two_players_is_two_moves():
    # R8.13: «При игре вдвоем этот предел устанавливается в два перемещения.»
    seats = [{"deck": "aragorn", "hand": ["1C116"]}, {"deck": "gandalf"}]
    s = position({"site": 3, "at": "regroup_choice", "moves": 1, "seats": seats}, seed=1)
    assert s.pending.kind == "regroup_choice"
    s = position({"site": 3, "at": "regroup_choice", "moves": 2, "seats": seats}, seed=1)
    assert s.pending.kind == "reconcile" and s.pending.seat == 0


def test_shadow_players_reconcile_to_eight_cards():
    # R14.3: «Каждый игрок Тьмы пополняет свою руку до 8 карт»
    s = position({"site": 3, "at": "regroup", "seats": [{"deck": "aragorn"}, {"deck": "gandalf", "hand": ["1C176"]}]}, seed=1)
    s = pass_windows(s)
    assert s.pending.kind == "reconcile" and s.pending.seat == 1
    s = act(s, Action("keep"))
    assert len(s.zones.cards[hand(1)]) == 8


def test_stopping_ends_the_turn_and_the_shadow_players_discard_their_minions():
    # R14.4: «После этого игроки тьмы убирают из игры в сброс всех своих врагов и ваш ход
    # заканчивается.»
    s = position({"site": 3, "at": "regroup_choice", "moves": 2,
                  "seats": [{"deck": "aragorn", "hand": ["1C116"]}, {"deck": "gandalf", "play": ["1C176"]}]}, seed=1)
    s = act(s, Action("keep"))
    assert not C.minions(s, 1) and s.fp == 1 and s.turn == 2


def test_reaching_site_seven_wins_the_first_game():
    # R21.2: «Если вы играете только стартовой колодой, то побеждает игрок, чье Братство
    # достигло местности с номером 7.»
    s = position({"site": 7, "at": "regroup"}, seed=1)
    assert s.over and GAME.outcome(s).winners == (0,)


def test_a_unique_companion_is_not_played_twice():
    # R19.2: only one card of a unique title among your own cards in play
    s = position({"site": 2, "seats": [{"deck": "aragorn", "play": ["1P365"], "hand": ["1P365"]}, {"deck": "gandalf"}]}, seed=1)
    aragorn_in_hand = find(s, 0, "1P365", "hand")
    assert Action("play", card=aragorn_in_hand) not in GAME.legal_actions(s, 0)


def test_a_unique_copy_in_hand_heals_its_namesake():
    # R7.5b: discard a unique companion from hand to heal the one in play of the same title
    s = position({"site": 2, "seats": [{"deck": "aragorn", "play": ["1P365"], "hand": ["1P365"], "wounds": {"1P365": 2}},
                  {"deck": "gandalf"}]}, seed=1)
    s = act(s, one(s, "heal_by_discard"))
    assert s.wounds[find(s, 0, "1P365")] == 1


def test_rotating_windows_start_with_the_free_peoples_player_then_go_to_his_right():
    # R6.5: the FP player first, then counter-clockwise
    s = position({"players": 3, "fp": 1, "site": 4, "at": "maneuver",
                  "seats": [{"deck": "aragorn", "play": ["1C151"]}, {"deck": "gandalf"}, {"deck": "gandalf"}]}, seed=1)
    order = []
    while s.pending.kind == "_window" and len(order) < 3:
        order.append(s.pending.seat)
        s = GAME.apply(s, s.pending.seat, PASS)
    assert order == [1, 0, 2]


def test_the_free_peoples_player_never_plays_shadow_cards_on_his_turn():
    # R1.3 / R19.9, the refusal names the rule
    s = position({"site": 2, "seats": [{"deck": "aragorn", "hand": ["1C151"]}, {"deck": "gandalf"}]}, seed=1)
    savage = find(s, 0, "1C151", "hand")
    try:
        GAME.apply(s, 0, Action("play", card=savage))
    except Exception as refused:
        assert "R1.3" in refused.reason
    else:
        raise AssertionError("a Shadow card was played on its owner's turn")


def test_a_possession_passes_between_characters_at_one_site_for_its_cost_again():
    # R7.16: «Во время фазы Братства можно передавать артефакты или снаряжения от одного
    # персонажа Свободных народов другому, уплатив их стоимость снова. Оба героя должны
    # находиться в это время в одной и той же местности.»
    s = position({"site": 2, "seats": [{"deck": "aragorn", "play": ["1C311", "1U309", {"card": "1C299", "on": "1C290"}]},
                  {"deck": "gandalf"}]}, seed=1)
    sword, sam, rosie = find(s, 0, "1C299"), find(s, 0, "1C311"), find(s, 0, "1U309")
    assert Action("transfer", card=sword, bearer=rosie) not in GAME.legal_actions(s, 0)   # Rosie is at home, site 1
    s = act(s, Action("transfer", card=sword, bearer=sam))
    assert s.attached[sword] == sam and s.twilight == 1


def test_an_ally_at_home_may_defend():
    # R8.15: «если ваше Братство находится в местности, являющемся домом союзника, этот союзник
    # может принять участие в стрельбе или сражениях.»
    spec = {"site": 2, "at": "assignment", "seats": [{"deck": "gandalf", "play": ["1C286"]},
            {"deck": "gandalf", "play": ["1C176"]}]}
    s = position(spec, seed=1)
    s = pass_windows(s)
    bounder = find(s, 0, "1C286")
    assert Action("assign", minion=find(s, 1, "1C176"), companion=bounder) in GAME.legal_actions(s, 0)
    s = position(dict(spec, site=3), seed=1)
    s = pass_windows(s)
    assert all(a.get("companion") != find(s, 0, "1C286") for a in GAME.legal_actions(s, 0))


def test_a_player_who_leaves_has_his_sites_replaced_by_the_others():
    # R21.6: «Уберите все его карты местности и замените каждую на местность с тем же номером.
    # Эти новые карты в порядке номеров местности выкладывают соперники выбывшего по очереди,
    # начиная с игрока, сидящего справа от него»
    s = position({"players": 3, "site": 4, "fp": 0,
                  "seats": [{"deck": "aragorn"}, {"deck": "gandalf"}, {"deck": "aragorn"}]}, seed=1)
    assert [s.path[n].split(".")[0] for n in (1, 2, 3, 4)] == ["p0", "p1", "p2", "p0"]
    from lotr_table.games.lotr_tcg import body
    body.eliminate(s, 1, "a test")
    # seat 1's site 2 is replaced, played by the player on seat 1's right: seat 0
    assert s.path[2].startswith("p0.") and C.card(s, s.path[2]).site == 2
    assert not s.zones.cards[play(1)] and not s.over


def test_a_fierce_minion_that_survives_is_assigned_and_fought_again():
    # R13.14: «После подведения итогов всех обычных сражений игроку Свободных народов снова
    # придется защищаться против оставшихся в живых врагов, имеющих в описании слово свирепый»
    # (here made fierce by Emyn Muil, the Gandalf deck's site 9)
    s = position({"site": 9, "variant": "full", "at": "maneuver", "path": {"9": "1U360"},
                  "seats": [{"deck": "aragorn", "play": ["1P365"]}, {"deck": "gandalf", "play": ["1C177"]}]}, seed=1)
    s = act(s, PASS)
    s = act(s, one(s, "use"))                              # Emyn Muil: the Patrol Troop exerts, fierce
    s = pass_windows(s)                                    # maneuver and archery; no archers
    party, aragorn = find(s, 1, "1C177"), find(s, 0, "1P365")
    s = act(s, Action("assign", minion=party, companion=aragorn))
    s = pass_windows(s, responses=True)                    # 13 against 8: Aragorn takes a wound
    # the fierce round's assignment: the Troop, wounded and alive, is to be defended against again
    assert s.wounds[aragorn] == 1 and s.pending.kind == "defenders" and s.used["fierce_round"]
    assert Action("assign", minion=party, companion=aragorn) in GAME.legal_actions(s, 0)


def test_the_site_after_a_left_arrow_is_played_by_the_player_on_the_left():
    # R8.6: the arrow of the site being left names the Shadow player who plays the next site
    s = position({"players": 3, "site": 1, "fp": 0, "path": {"1": "1U320"},
                  "seats": [{"deck": "aragorn"}, {"deck": "gandalf"}, {"deck": "aragorn"}]}, seed=1)
    assert C.card(s, s.path[1]).arrow == "left"
    s = act(s, PASS)
    assert s.path[2].startswith("p1.")                     # seat 1 sits on seat 0's left
    s = position({"players": 3, "site": 3, "fp": 0, "path": {"3": "1U340"},
                  "seats": [{"deck": "aragorn"}, {"deck": "gandalf"}, {"deck": "aragorn"}]}, seed=1)
    assert C.card(s, s.path[3]).arrow == "right"
    s = act(s, PASS)
    assert s.path[4].startswith("p2.")                     # seat 2 sits on his right


def test_an_event_out_of_its_phase_is_refused_naming_the_phase():
    s = position({"site": 2, "seats": [{"deck": "aragorn", "hand": ["1C116"]}, {"deck": "gandalf"}]}, seed=1)
    swordarm = find(s, 0, "1C116", "hand")
    try:
        GAME.apply(s, 0, Action("event", card=swordarm, ability=0, target=find(s, 0, "1C290")))
    except Exception as refused:
        assert refused.template == "That card is not played in the {phase} phase." and refused.params == {"phase": "fellowship"}
    else:
        raise AssertionError("a skirmish event was played in the fellowship phase")


def test_a_card_from_another_players_hand_is_refused():
    s = position({"site": 2, "seats": [{"deck": "aragorn"}, {"deck": "gandalf", "hand": ["1C176"]}]}, seed=1)
    try:
        GAME.apply(s, 0, Action("play", card=find(s, 1, "1C176", "hand")))
    except Exception as refused:
        assert refused.reason == "You can only play a card from your own hand."
    else:
        raise AssertionError("another player's card was played")


def test_of_two_copies_of_a_unique_shadow_card_only_the_one_nearest_the_fp_players_right_is_active(monkeypatch):
    # R19.6: "Активной картой становится экземпляр, принадлежащий игроку справа от игрока
    # Свободных народов." Neither starter deck holds a unique Shadow card: Goblin Marksman
    # is made unique for this table.
    from lotr_table.games.lotr_tcg import cards as C
    from lotr_table.games.lotr_tcg import state as S
    from lotr_table.games.lotr_tcg.data import content
    s = position({"players": 3, "fp": 1, "site": 4, "at": "maneuver",
                  "seats": [{"deck": "gandalf", "play": ["1C176"]}, {"deck": "aragorn"},
                            {"deck": "gandalf", "play": ["1C176", {"card": "1C180", "on": "1C176"}]}]}, seed=1)
    unique = content().cards["1C176"].model_copy(update={"unique": True})
    monkeypatch.setitem(content().cards, "1C176", unique)
    monkeypatch.setitem(S._CARDS, "1C176", unique)
    active = {inst for inst, _, _ in C.active(s)}
    right_of_fp, further = find(s, 0, "1C176"), find(s, 2, "1C176")
    assert s.shadow_players()[0] == 0
    assert right_of_fp in active
    assert further not in active and find(s, 2, "1C180") not in active      # with what it bears
    # when seat 0 is the Free Peoples player, his own copy is inactive and seat 2's is the active one
    s.fp = 0
    active = {inst for inst, _, _ in C.active(s)}
    assert further in active and right_of_fp not in active


def test_the_free_peoples_player_orders_triggers_that_happen_at_the_same_time():
    # R6.8: «Если два или более действий происходят в одно и то же время, например, насколько
    # действий с текстом "в начале каждого вашего хода", игрок Свободных народов определяет их
    # последовательность.» The fellowship moves to site 4 under the Shadow player's Under the
    # Watching Eye ("the Free Peoples player exerts a companion") and The Long Dark ("add 2
    # twilight for each Dwarf companion"): both are his, yet the Free Peoples player orders them.
    s = position({"site": 3, "at": "fellowship",
                  "seats": [{"deck": "gandalf", "play": ["1U12"]}, {"deck": "gandalf", "play": ["1C281", "1U188"]}]},
                 seed=1)
    s = act(s, PASS)                                   # the fellowship phase ends: the move
    assert C.site_number(s) == 4
    assert s.pending.kind == "_order_triggers" and s.pending.seats() == [0]
    assert sorted(dict(s.pending.params)["abilities"]) == ["1C281", "1U188"]
    assert GAME.legal_actions(s, 1) == []              # the Shadow player is not asked
    view = GAME.view(s, 1)["question"]
    assert view["waiting"] == [0] and "shape" not in view
    # Under the Watching Eye first: Gimli exerts before The Long Dark counts the Dwarves
    labels = dict(s.pending.params)["abilities"]
    eye, dark = labels.index("1C281"), labels.index("1U188")
    before = s.twilight
    s = act(s, Action("order", items=(eye, dark)), seat=0)
    assert s.pending.kind == "exert_choice" and s.pending.seat == 0
    s = act(s, Action("exert", cards=(find(s, 0, "1U12"),)))
    assert s.wounds[find(s, 0, "1U12")] == 1 and s.twilight == before + 2
