"""The game turn, phase by phase, as the seed states it (Розділ IV, «Структура ходу»)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import cards, dice, turn
from lotr_table.games.wotr.card_zones import lay
from lotr_table.games.wotr import refusal as reasons
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.options import WotrOptions
from lotr_table.games.wotr.setup import position
from lotr_table.games.wotr.state import victory_points

from tests.games.wotr.play import at_actions, die, past_fellowship_phase, pick, play, refused

FP, SH = 0, 1


def test_each_player_draws_one_card_from_each_deck_on_the_first_turn():
    # «Потім кожен гравець бере 2 карти, по одній з кожної зі своїх колод подій.»
    s = GAME.setup(WotrOptions(), 1)
    assert s.turn == 1
    for seat, side in ((FP, FREE_PEOPLES), (SH, SHADOW)):
        decks = sorted(cards.DECKS[cards.deck_of_card()[c]] for c in s.hands[seat])
        assert decks == [cards.DECKS[side * 2], cards.DECKS[side * 2 + 1]]
        assert len(s.decks[side * 2]) == len(s.decks[side * 2 + 1]) == 23


def test_the_shadow_allocates_up_to_the_companions_in_the_fellowship():
    # «Гравець за Тінь може призначити на гонитву щонайбільше стільки кубиків, скільки
    # супутників залишилося в Братстві.»
    s = past_fellowship_phase(GAME.setup(WotrOptions(), 1))
    assert GAME.to_act(s) == [SH] and s.pending.kind == "hunt"
    assert [a["n"] for a in GAME.legal_actions(s, SH)] == list(range(0, 8))
    s.companions = 2
    assert turn.hunt_range(s) == (0, 2)
    s.companions = 0                     # always at least one die may hunt
    assert turn.hunt_range(s) == (0, 1)


def test_a_free_peoples_die_back_from_the_hunt_box_obliges_one_hunting_die():
    # «Якщо гравець за Вільні Народи у фазі 1 повернув собі принаймні один кубик з комірки
    # гонитви, то гравець за Тінь повинен покласти туди принаймні один кубик дій.»
    s = position({})
    s.hunt_box_fp = 1
    turn.begin(s)
    s = past_fellowship_phase(s)
    assert s.fp_die_hunted and s.hunt_box_fp == 0
    assert GAME.legal_actions(s, SH)[0] == Action("hunt", n=1)


def test_the_roll_sends_every_eye_to_the_hunt_box():
    # «Відразу після цього гравець за Тінь кладе в комірку гонитви всі кубики з результатом
    # кидка «Око».»
    for seed in range(20):
        s = play(past_fellowship_phase(GAME.setup(WotrOptions(), seed)), SH, Action("hunt", n=2))
        assert dice.EYE not in s.rolled[SHADOW]
        assert len(s.rolled[SHADOW]) + s.hunt_box == 7
        assert len(s.rolled[FREE_PEOPLES]) == 4
        assert set(s.rolled[FREE_PEOPLES]) <= set(dice.FACES[FREE_PEOPLES])


def test_the_free_peoples_act_first_then_the_sides_alternate():
    # «Починаючи з гравця за Вільні Народи, обидва гравці по черзі виконують по одній дії»
    s = at_actions({}, ["event", "event"], ["event", "event"])
    assert GAME.to_act(s) == [FP]
    s = play(s, FP, die("event"), pick("use", "skip"))
    assert GAME.to_act(s) == [SH]
    s = play(s, SH, die("event"), pick("use", "skip"))
    assert GAME.to_act(s) == [FP]


def test_a_side_with_fewer_dice_may_pass():
    # «Якщо гравець має менше невикористаних кубиків дій, ніж його суперник ..., він може
    # натомість спасувати, а не виконувати дію, дозволяючи суперникові виконати ще одну дію.»
    s = at_actions({}, ["event"], ["event", "event"])
    assert Action("pass") in GAME.legal_actions(s, FP)
    s = play(s, FP, Action("pass"))
    assert GAME.to_act(s) == [SH] and s.rolled[FREE_PEOPLES] == ("event",)
    assert Action("pass") not in GAME.legal_actions(s, SH)
    assert refused(s, SH, Action("pass")) == reasons.NO_PASS


def test_a_side_out_of_dice_lets_the_other_act_one_after_another():
    # «Якщо доступні дії у гравця вичерпуються раніше, ніж у його суперника, то суперник
    # виконує решту своїх дій одна за одною.»
    s = at_actions({}, ["event"], ["event", "event", "event"])
    s = play(s, FP, die("event"), pick("use", "skip"))
    for _ in range(3):
        assert GAME.to_act(s) == [SH]
        s = play(s, SH, die("event"), pick("use", "skip"))
    assert s.turn == 2                   # no dice left: the victory check, then a new turn


def test_military_victory_of_the_shadow_at_ten_points():
    # «Гравець за Тінь перемагає, якщо контролює поселення Вільних Народів, що загалом дають
    # 10 або більше переможних очок.»
    control = {"minas_tirith": "shadow", "helms_deep": "shadow", "rivendell": "shadow",
               "erebor": "shadow", "edoras": "shadow", "pelargir": "shadow"}
    s = at_actions({"control": control}, ["event"], ["event"])
    s = play(s, FP, die("event"), pick("use", "skip"))
    assert not s.over
    s = play(s, SH, die("event"), pick("use", "skip"))
    assert s.over and GAME.outcome(s).sides == ("shadow",)
    assert GAME.outcome(s).reason == "The Shadow conquers Middle-earth."


def test_military_victory_of_the_free_peoples_at_four_points():
    # «Гравець за Вільні Народи перемагає, якщо контролює поселення Тіні, що дають 4 або
    # більше переможних очок.»
    s = at_actions({"control": {"orthanc": "free_peoples", "far_harad": "free_peoples"}}, [], ["event"])
    s = play(s, SH, die("event"), pick("use", "skip"))
    assert not s.over                     # 3 points
    s = at_actions({"control": {"orthanc": "free_peoples", "barad_dur": "free_peoples"}}, [], ["event"])
    s = play(s, SH, die("event"), pick("use", "skip"))
    assert s.over and GAME.outcome(s).sides == ("free_peoples",) and GAME.outcome(s).winners == (FP,)


def test_the_hand_holds_at_most_six_cards():
    # «У будь-який момент гри кожен гравець може мати на руці щонайбільше шість карт. Він
    # повинен відразу скинути зайві карти, щойно обмеження буде перевищене. Карти скидають
    # долілиць.»
    s = at_actions({}, ["event"], ["event", "event"])
    for _ in range(6):
        cards.draw(s, FP, "character")
    s = play(s, FP, die("event"), pick("use", "draw"), pick("deck", "strategy"))
    assert s.pending.kind == "hand_limit" and GAME.to_act(s) == [FP]
    card = GAME.legal_actions(s, FP)[0]["card"]
    s = play(s, FP, Action("discard", card=card))
    assert len(s.hands[FP]) == 6 and s.discards[FP] == (card,)
    assert GAME.view(s, SH)["zones"]["discard0"]["cards"] == [None]      # face down
    assert GAME.view(s, FP)["zones"]["discard0"]["cards"] == [{"id": card, "card": card}]


def test_the_turn_limit_ends_a_self_play_game_without_a_winner():
    s = GAME.setup(WotrOptions(turn_limit=1), 0)
    while not s.over:
        seat = GAME.to_act(s)[0]
        legal = GAME.legal_actions(s, seat)
        skip = [a for a in legal if a.kind == "pick" and a["value"] == "skip"]
        s = GAME.apply(s, seat, (skip or [a for a in legal if a.kind not in ("back", "ring")])[0])
    assert s.turn == 1 and GAME.outcome(s).winners == () and GAME.outcome(s).reason == "The turn limit is reached."


# ---- three and four players (Розділ XI) ---------------------------------------------------

def test_allies_exchange_a_card_only_when_both_agree():
    # «Узявши карти та скинувши зайві, гравці однієї команди можуть обмінятися однією картою зі
    # своїм союзником. ... Обмін відбувається тільки тоді, коли обидва гравці згодні.»
    s = GAME.setup(WotrOptions(players=4), 2)
    assert s.pending.kind == "exchange_offer" and sorted(GAME.to_act(s)) == [0, 2]
    refusing = play(play(s, 0, Action("yes")), 2, Action("no"))
    assert refusing.hands == s.hands and refusing.pending.kind == "exchange_offer"   # now the Shadow
    a, b = s.hands[0][0], s.hands[2][1]
    s = play(play(s, 0, Action("yes")), 2, Action("yes"))
    assert GAME.view(s, 0)["question"]["kind"] == "exchange_cards"
    s = play(play(s, 2, Action("give", card=b)), 0, Action("give", card=a))
    assert b in s.hands[0] and a not in s.hands[0] and a in s.hands[2] and b not in s.hands[2]


def test_in_later_turns_a_player_with_an_ally_draws_from_one_deck_of_his_choice():
    # «У подальші ходи кожен гравець бере по одній карті з будь-якої однієї своєї колоди подій.»
    # «У партії вчотирьох обмеження руки кожного гравця дорівнює чотирьом картам»
    s = at_actions({"options": {"players": 4}}, ["event"], [])
    s = play(s, 2, die("event"), pick("use", "skip"))       # the non-leading player acts first
    assert s.turn == 2 and s.pending.kind == "draw_deck" and GAME.to_act(s) == [0]
    s = play(s, 0, Action("deck", deck="strategy"))
    assert len(s.hands[0]) == 1 and s.hands[0][0].startswith("fp_str")
    assert cards.hand_limit(4, 0) == 4 and cards.hand_limit(2, 0) == 6


def test_the_leading_player_token_passes_to_the_ally_each_turn_but_the_first():
    # «На початку кожного ходу (за винятком першого) чинний головний гравець команди передає
    # жетон головного гравця своєму союзникові.»
    s = at_actions({"options": {"players": 4}}, ["event"], [])
    assert s.leading == (0, 1)          # the Gondor player and the Witch-king player
    assert GAME.to_act(s) == [2]        # «Неголовний гравець команди Вільних Народів вибирає кубик дій»
    s = play(s, 2, die("event"), pick("use", "skip"))
    assert s.leading == (2, 3)


def test_an_exhausted_deck_is_not_reshuffled_and_the_other_deck_gives_the_one_card():
    # «Якщо під час гри колода вичерпується, скинуті карти не перетасовують і не повертають у
    # гру. Тепер гравець більше не може брати карти з цієї колоди (а отже, може брати тільки
    # одну карту з іншої колоди ...).»
    s = at_actions({}, ["event"], [])
    character = cards.DECKS.index("free_peoples_character")
    gone = s.decks[character]
    lay(s.zones, "discard0", gone)
    assert cards.decks_to_draw(s, FP) == ("strategy",)
    s = play(s, FP, die("event"), pick("use", "skip"))          # phase 6, then turn 2 draws
    assert s.turn == 2 and len(s.hands[FP]) == 1
    assert cards.deck_of_card()[s.hands[FP][0]] == cards.DECKS.index("free_peoples_strategy")
    assert s.decks[character] == () and s.discards[FP] == tuple(sorted(gone))
    assert "Free Peoples cannot draw: the Character deck is empty." in GAME.log_lines(s)


def test_a_player_may_set_a_die_aside_instead_of_acting():
    # «Гравець також може не використовувати кубик для виконання дії, а пропустити дію і скинути
    # один зі своїх кубиків дій, не застосовуючи його ефекту.»
    s = at_actions({"politics": {"gondor": {"step": 0, "active": True}},
                    "armies": {"minas_tirith": {"gondor": {"regular": 2}}}}, ["army", "event"], ["event"])
    armies = list(s.armies)
    s = play(s, FP, die("army"), pick("use", "skip"))
    assert s.rolled[FREE_PEOPLES] == ("event",) and s.armies == armies and GAME.to_act(s) == [SH]


def test_the_military_victory_waits_for_the_victory_check_at_the_end_of_the_turn():
    # «Отже, якщо наприкінці ігрового ходу справджується одна з цих двох умов, гра закінчується
    # воєнною перемогою.» — phase 6, «Перевірка умов перемоги»: the tenth point taken in phase 5
    # lets the Free Peoples use their last die first.
    shadow = {r: "shadow" for r in ("helms_deep", "dol_amroth", "minas_tirith", "lorien", "edoras")}   # 9 points
    s = at_actions({"control": shadow, "politics": {"sauron": {"step": 0}},
                    "armies": {"old_forest_road": {"sauron": {"regular": 1}}}}, ["event", "event"], ["army"])
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("army"), pick("use", "move"), pick("army", "old_forest_road"),
             pick("units", (("sauron", "regular", 1),)), pick("to", "dale"))
    assert victory_points(s, SHADOW) == 10 and not s.over and GAME.to_act(s) == [FP]
    s = play(s, FP, die("event"), pick("use", "skip"))
    assert s.over and GAME.outcome(s).sides == ("shadow",)


def test_a_player_of_a_team_who_passes_still_takes_the_next_action_of_his_team():
    # «Якщо гравець вирішує пропустити дію, він усе одно може виконати наступну дію після того, як
    # команда суперника виконає свою дію.» (Four players: the non-leading Free Peoples' player,
    # seat 2, acts first.)
    s = at_actions({"options": {"players": 4}}, ["event"], ["event", "event"])
    assert GAME.to_act(s) == [2]
    s = play(s, 2, Action("pass"))
    assert GAME.to_act(s) == [3]
    s = play(s, 3, die("event"), pick("use", "skip"))
    assert GAME.to_act(s) == [2]
