"""Combat cards (seed: Розділ VI «Зіграти бойову карту», Розділ V «Бойові карти»): the choice,
the secrecy, the reveal, the order of effects, and each written card's combat half in one battle
from a readable board with its dice fixed (combat.py, combat_words.py)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import card_zones as places, combat, turn
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.game import GAME

from tests.games.wotr.battle_kit import answer, asked, count, fight, pieces, r, war

FP, SH = 0, 1


def board(spec: dict, fp=(), shadow=()):
    """A board with every nation At War, the decks dealt and these hands (seat 0 the Free
    Peoples, seat 1 the Shadow)."""
    s = war(spec)
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(FP), fp)
    places.lay(s.zones, places.hand(SH), shadow)
    return s


def dice(s, *faces: int) -> None:
    """The next dice show these faces, in the battle's order."""
    s.fixed_draws = tuple(f - 1 for f in faces)


def choose(s, seat: int, card: str | None) -> None:
    assert s.pending.kind == "combat_card" and s.pending.seat == seat, s.pending
    if card is None:
        FLOW.decide(s, seat, Action("no_card"))
    else:
        answer(s, "combat_card", "combat_card", card=card)


# ---- the choice ------------------------------------------------------------------------------

ITHILIEN = {"armies": {"north_ithilien": {"gondor": {"regular": 2, "elite": 1}},
                        "minas_morgul": {"sauron": {"regular": 3}}}}


def shadow_attacks(s):
    fight(s, SHADOW, "minas_morgul", "north_ithilien", pieces(sauron={"regular": 3}))


def test_the_attacker_chooses_first_then_the_defender_who_sees_only_the_back():
    # «Спершу нападник оголошує, чи буде він використовувати бойову карту, і якщо так, то вибирає
    # її. Потім захисник ... Гравці таємно вибирають карти, а потім одночасно відкривають їх. Однак
    # суперник завжди повинен бачити зворот вибраної карти.»
    s = board(ITHILIEN, fp=["fp_str_22"], shadow=["sh_str_22", "sh_char_01"])
    shadow_attacks(s)
    assert s.pending.kind == "combat_card" and s.pending.seat == SH
    choose(s, SH, "sh_str_22")
    assert s.pending.kind == "combat_card" and s.pending.seat == FP
    fp_view = GAME.view(s, FP)
    assert fp_view["combat_backs"] == {"1": "strategy"}
    assert fp_view["zones"]["combat1"]["cards"] == [None]
    assert "sh_str_22" not in str(fp_view["log"])
    assert GAME.leaks(s, FP, fp_view) == []


def test_valour_adds_one_to_each_die_of_the_combat_roll():
    # Valour: «додайте 1» — «Модифікатор додають до результату кожного кинутого кубика»; with +1
    # «влучаннями вважатимуть результати «4», «5» і «6»»
    s = board(ITHILIEN, fp=["fp_str_22"])
    shadow_attacks(s)
    dice(s, 1, 1, 1, 4, 4, 3)          # the Shadow's three dice, then the Free Peoples' three
    choose(s, FP, "fp_str_22")
    assert count(s, "minas_morgul", "sauron", "regular") == 1       # the two 4s hit
    assert count(s, "north_ithilien", "gondor", "regular") == 2
    assert "fp_str_22" in places.held(s.zones, places.discard_pile(FP))
