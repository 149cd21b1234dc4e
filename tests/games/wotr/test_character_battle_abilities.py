"""The characters' battle abilities read as keywords (character_words.py): Words of Power
switches a companion's off for a round, the Witch-king's Sorcerer draws after the first round.
Every battle here: the Shadow attacks the Free Peoples' army of North Ithilien from Minas
Morgul; seat 0 is the Free Peoples, seat 1 the Shadow (test_battle_combat_cards.py's board)."""

from __future__ import annotations

from lotr_table.games.wotr import card_zones as places, cards

from tests.games.wotr.battle_kit import answer, asked
from tests.games.wotr.test_battle_combat_cards import attack, board, choose, dice

FP, SH = 0, 1
WORDS_OF_POWER = "sh_char_15"
OTHERS = ["gandalf_the_grey", "strider", "legolas", "gimli", "meriadoc", "peregrin"]
NAZGUL_ARMY = {"sauron": {"regular": 3, "nazgul": 2}}


def test_words_of_power_switches_off_a_captain_of_the_west_for_the_round():
    # Words of Power: «Choose a companion of the battle: his leadership and special abilities count
    # for nothing this combat round» — Boromir's «Капітан Заходу ... збільште на 1 бойову силу»
    # gives no fourth die
    for card, fp_dice in ((WORDS_OF_POWER, 3), (None, 4)):
        s = board({"gondor": {"regular": 3}}, NAZGUL_ARMY, shadow=[WORDS_OF_POWER],
                  separated={"boromir": "north_ithilien"}, companions=OTHERS)
        attack(s, NAZGUL_ARMY)
        dice(s, *[1] * 12)
        choose(s, SH, card)
        if card:
            answer(s, "card_choice", "choose", item="companion/boromir")
        assert len(s.battle.dice[1][0]) == fp_dice


def test_words_of_power_on_the_white_rider_lets_the_nazgul_lead_again_that_round():
    # «Білий Вершник ... скасувати все лідерство назґŷлів ... до кінця цієї битви» is his special
    # ability: silenced for the round, the two Nazgûl re-roll two missed dice
    for card, shadow_re_roll in ((WORDS_OF_POWER, 2), (None, 0)):
        s = board({"gondor": {"regular": 3}}, NAZGUL_ARMY, shadow=[WORDS_OF_POWER],
                  separated={"gandalf_the_white": "north_ithilien"})
        attack(s, NAZGUL_ARMY)
        answer(s, "battle_white_rider", "yes")
        dice(s, *[1] * 12)
        choose(s, SH, card)
        if card:
            answer(s, "card_choice", "choose", item="companion/gandalf_the_white")
        (_, again), (_, fp_again) = s.battle.dice
        assert len(again) == shadow_re_roll and fp_again == ()


def test_the_sorcerer_draws_a_card_of_the_same_type_after_the_first_round():
    # «Чаклун. Якщо Король-Відьмак бере участь у битві й ви використовуєте бойову карту у першому
    # раунді битви, то після цього можете відразу взяти з колоди карту події того самого типу.»
    army = {"sauron": {"regular": 3}}
    s = board({"gondor": {"regular": 3}}, army, shadow=["sh_char_05", "sh_char_06"],
              minions={"witch_king": "minas_morgul"})
    attack(s, army)
    dice(s, *[1] * 12)
    choose(s, SH, "sh_char_05")
    assert asked(s, "sorcerer_draw")[0]["deck"] == "character" and s.pending.seat == SH
    answer(s, "sorcerer_draw", "deck", deck="character")
    hand = places.held(s.zones, places.hand(SH))
    assert len(hand) == 2 and all(cards.KINDS[cards.deck_of_card()[c] % 2] == "character" for c in hand)
    # the second round: no draw after its card
    answer(s, "battle_continue", "yes")
    answer(s, "battle_retreat", "stay")
    dice(s, *[1] * 12)
    choose(s, SH, "sh_char_06")
    assert s.pending is None or s.pending.kind != "sorcerer_draw"


def test_without_the_witch_king_no_sorcerer_draw():
    army = {"sauron": {"regular": 3, "nazgul": 2}}
    s = board({"gondor": {"regular": 3}}, army, shadow=["sh_char_05"])
    attack(s, army)
    dice(s, *[1] * 12)
    choose(s, SH, "sh_char_05")
    assert s.pending is None or s.pending.kind != "sorcerer_draw"
