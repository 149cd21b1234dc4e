"""Balrog of Moria (event_words_balrog.py) and the last gaps of the Shadow's table cards: The
Palantír of Orthanc's Elven Ring, Wormtongue against a card's "to war", Worn with Sorrow and
Toil's choice among the cards on the Free Peoples' table. The seed prints none of these cards'
texts: each test quotes the rule the card uses."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import oldest_first
from lotr_table.games.wotr import card_zones as places, refusal as reasons, turn
from lotr_table.games.wotr.board import board

from tests.games.wotr.battle_kit import count, fight, pieces, war
from tests.games.wotr.play import at_actions, die, pick, play, refused, values
from tests.games.wotr.test_battle_combat_cards import choose, dice

FP, SH = 0, 1
B = board()
BALROG = "sh_char_17"
# the standard tiles by their ints (hunt_tiles.json); a draw picks by the place in the sorted pool
THREE, TWO, TWO_REVEAL, ONE_REVEAL, ZERO_REVEAL = 4, 7, 9, 12, 14


def pool(s, *tiles: int) -> None:
    """Only these tiles are left in the Hunt pool; the others lie drawn."""
    places.lay(s.zones, places.DRAWN, [t for t in s.hunt_pool if t not in tiles])


def balrog_on_table(spec: dict, fp=("event", "character")):
    """The Shadow plays Balrog of Moria with a Character die: «Викладіть на стіл»."""
    s = at_actions(spec, list(fp), ["character", "event"])
    places.lay(s.zones, places.hand(SH), (BALROG,))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("character"), pick("use", "play_event"), pick("card", BALROG))
    assert s.tables[SH] == (BALROG,) and BALROG not in s.hands[SH]
    return s


def drawn_tiles(s) -> list[str]:
    return [dict(e[2])["tile"] for e in oldest_first(s.log) if e[1] == "The Shadow draws a hunt tile: {tile}."]


def fellowship_phase(spec: dict):
    """The Fellowship phase begins, Balrog of Moria on the Shadow's table."""
    from lotr_table.games.wotr.flow import FLOW
    from lotr_table.games.wotr.setup import position
    s = position(spec)
    turn.begin_decks_only(s)
    places.lay(s.zones, places.table(SH), (BALROG,))
    s.phase = turn.FELLOWSHIP
    FLOW.advance(s)
    return s


# ---- Balrog of Moria --------------------------------------------------------------------------

def test_the_balrog_draws_its_tile_between_the_revealing_tile_and_the_strongholds():
    # the seed's example: «Жетон гонитви розкриває Братство в Морії, а у грі є карта «Бальроґ з
    # Морії». Гравець повинен узяти 3 жетони гонитви (один за гонитву, один за Бальроґа й один за
    # фортецю Тіні). Спершу гравець застосовує всі ефекти першого жетона гонитви ..., потім ефект
    # жетона, узятого через карту Бальроґа, і нарешті ефект жетона, узятого через фортецю.»
    s = balrog_on_table({"fellowship": "hollin"})
    s.hunt_box = 1
    pool(s, TWO, ONE_REVEAL, ZERO_REVEAL)
    s.fixed_draws = (5, 1, 0, 0)       # a 6; one_reveal; then two (the Balrog's); zero_reveal (Moria's)
    s = play(s, FP, die("character"), pick("use", "fellowship_move"))
    s = play(s, FP, Action("use_ring"))                              # the first tile's damage, 1
    assert s.pending.kind == "reveal_to"
    s = play(s, FP, Action("reveal_to", region="moria"))
    assert s.pending.kind == "table_card" and s.pending.seat == SH
    assert Action("discard_table", card=BALROG) in s.pending.actions
    s = play(s, SH, Action("discard_table", card=BALROG))
    assert s.tables[SH] == () and BALROG in s.discards[SH]
    assert s.pending.kind == "hunt_damage" and s.pending.data == (2, False)      # the Balrog's tile
    s = play(s, FP, Action("use_ring"))
    assert drawn_tiles(s) == ["one_reveal", "two", "zero_reveal"] and s.corruption == 3


def test_the_balrog_is_kept_when_the_shadow_lets_the_moment_pass():
    s = balrog_on_table({"fellowship": "hollin"})
    s.hunt_box = 1
    pool(s, ZERO_REVEAL)
    s.fixed_draws = (5, 0)
    s = play(s, FP, die("character"), pick("use", "fellowship_move"), Action("reveal_to", region="moria"))
    s = play(s, SH, Action("no"))
    assert s.tables[SH] == (BALROG,)


def test_declared_through_moria_in_lorien_the_balrogs_tile_does_not_reveal():
    # «Коли гравець за Вільні Народи оголошує Братство, певні вміння і події можуть змусити його
    # взяти жетон гонитви. У такому разі ігноруйте будь-який символ розкриття на взятому жетоні,
    # якщо Братство було оголошене у фортеці чи місті Вільних Народів.» The seed's way: «Гравець
    # переміщує Персненосців у Лорієн через Брід на Бруїнені, Край Гостролиста, Морію і Долину
    # Затінених Струмків.»
    s = fellowship_phase({"progress": 5})
    pool(s, TWO_REVEAL)
    s.fixed_draws = (0,)
    s = play(s, FP, Action("declare", region="lorien"))
    assert s.pending.kind == "table_card" and s.pending.seat == SH
    s = play(s, SH, Action("discard_table", card=BALROG))
    assert s.pending.kind == "hunt_damage" and s.pending.data == (2, False)
    s = play(s, FP, Action("use_ring"))
    assert s.fellowship_hidden and s.fellowship_region == B.region("lorien")


def test_the_balrogs_eye_is_set_aside_without_effect():
    # «If the tile shows an Eye, discard it without effect» (the card); an Eye drawn for anything
    # but the Hunt roll is worth 0: «вважають, що значення Ока дорівнює 0»
    s = fellowship_phase({"progress": 5})
    s.fixed_draws = (0,)                                             # an Eye
    s = play(s, FP, Action("declare", region="dimrill_dale"))
    s = play(s, SH, Action("discard_table", card=BALROG))
    assert drawn_tiles(s) == ["eye_reveal"] and s.fellowship_hidden and s.corruption == 0


def test_the_balrog_is_not_offered_when_the_fellowship_goes_another_way():
    # «You may discard it ... when the Fellowship, declared or revealed, moves into, out of or
    # through Moria»: from Rivendell to the Fords of Bruinen it passes nowhere near
    s = fellowship_phase({"progress": 3})
    s = play(s, FP, Action("declare", region="fords_of_bruinen"))
    assert s.pending.kind != "table_card" and s.tables[SH] == (BALROG,)


def test_the_balrogs_combat_half_is_played_from_the_table():
    # «Or you may discard it to use its combat half as if played from your hand» (the card);
    # Durin's Bane: «Будь-які бойові втрати негайно прибирають з поля»
    shadow = {"sauron": {"regular": 3}}
    s = war({"armies": {"dimrill_dale": {"elves": {"regular": 3}}, "moria": shadow}})
    turn.begin_decks_only(s)
    places.lay(s.zones, places.table(SH), [BALROG])
    fight(s, 1, "moria", "dimrill_dale", pieces(**shadow))
    dice(s, 4, 4, 1, 1, 1, 1, 1)
    choose(s, SH, BALROG)
    assert s.tables[SH] == () and count(s, "dimrill_dale", "elves", "regular") == 1


def test_the_balrogs_combat_half_is_not_offered_far_from_moria():
    shadow = {"sauron": {"regular": 3}}
    s = war({"armies": {"north_ithilien": {"gondor": {"regular": 3}}, "minas_morgul": shadow}})
    turn.begin_decks_only(s)
    places.lay(s.zones, places.table(SH), [BALROG])
    places.lay(s.zones, places.hand(SH), ["sh_char_19"])          # a hand to be asked about
    fight(s, 1, "minas_morgul", "north_ithilien", pieces(**shadow))
    assert [a["card"] for a in s.pending.actions if a.kind == "combat_card"] == []


# ---- The Palantír of Orthanc: «or with any die result and one Elven Ring» -------------------------

SARUMAN = {"minions": {"saruman": "orthanc"}}


def palantir_on_table(fp=("event", "character")):
    s = at_actions(SARUMAN, list(fp), ["character", "event"])
    places.lay(s.zones, places.hand(SH), ("sh_char_21",))
    s = play(s, FP, die("event"), pick("use", "skip"))
    return play(s, SH, die("character"), pick("use", "play_event"), pick("card", "sh_char_21"))


def test_the_palantir_is_discarded_with_any_die_and_an_elven_ring():
    # the ring given is used as a ring is: «він перевертає жетон стороною «Полум’яне око» і
    # віддає його гравцеві за Тінь»
    s = palantir_on_table()
    s = play(s, FP, die("character"), pick("use", "discard_table_card"), pick("card", "sh_char_21"))
    while s.pending.kind == "_compound":
        s = play(s, FP, pick(s.pending.actions[0]["part"], "nothing"))
    assert s.tables[SH] == () and "sh_char_21" in s.discards[SH]
    assert s.rings == (2, 1) and s.ring_used[FP]


def test_the_palantir_needs_a_ring_the_free_peoples_may_still_use_this_turn():
    # «Той самий гравець протягом одного ходу може використати лише один Ельфійський Перстень.»
    s = palantir_on_table()
    s.ring_used = (True, False)
    s = play(s, FP, die("character"))
    assert "discard_table_card" not in values(s, FP)
    assert refused(s, FP, pick("use", "discard_table_card")) == reasons.RING_USED
    s.rings = (0, 3)
    assert refused(s, FP, pick("use", "discard_table_card")) == reasons.NO_RING


# ---- Wormtongue against a card's "to war" ---------------------------------------------------------

def test_wormtongue_keeps_a_card_from_sending_rohan_to_war():
    # «Поки народ перебуває у пасивному стані, його жетон ніколи не можна пересунути на останню
    # поділку треку («у війні»)», and Wormtongue keeps Rohan passive but for its three ways
    from lotr_table.games.wotr.event_words_armies import NationP, _to_war
    s = at_actions(SARUMAN | {"politics": {"rohan": {"step": 3, "active": False}}}, ["event"], ["character"])
    places.lay(s.zones, places.table(SH), ("sh_char_22",))
    rohan = B.nation("rohan")
    _to_war(s, Context("fp_str_04", "fp_str_04", FP), NationP(nation="rohan"))
    assert (s.step[rohan], s.active[rohan]) == (1, False) and s.tables[SH] == ("sh_char_22",)
    places.move_card(s.zones, "sh_char_22", places.table(SH), places.discard_pile(SH))     # gone
    _to_war(s, Context("fp_str_04", "fp_str_04", FP), NationP(nation="rohan"))
    assert (s.step[rohan], s.active[rohan]) == (0, True)


def test_wisdom_of_elrond_does_not_activate_rohan_under_wormtongue():
    s = at_actions(SARUMAN | {"politics": {"rohan": {"step": 2, "active": False}}}, ["muster"], ["character"])
    places.lay(s.zones, places.table(SH), ("sh_char_22",))
    places.lay(s.zones, places.hand(FP), ("fp_str_08",))
    s = play(s, FP, die("muster"), pick("use", "play_event"), pick("card", "fp_str_08"),
             Action("choose", item="rohan"))
    rohan = B.nation("rohan")
    assert (s.step[rohan], s.active[rohan]) == (1, False)
    assert not any(e[1] == "{nation} is activated." for e in oldest_first(s.log))


# ---- Worn with Sorrow and Toil: the Shadow chooses the card of the table --------------------------

def test_worn_with_sorrow_and_toil_lets_the_shadow_choose_the_card_on_the_free_peoples_table():
    # «you may also discard one of the Free Peoples' character event cards, from their hand at
    # random or from the table» (the card): from the table, the one the Shadow picks
    s = at_actions({}, ["event", "character"], ["character", "event"])
    places.lay(s.zones, places.table(FP), ("fp_char_05", "fp_char_06"))
    places.lay(s.zones, places.hand(SH), ("sh_char_15",))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("character"), pick("use", "play_event"), pick("card", "sh_char_15"))
    pool(s, THREE)
    s.hunt_box = 1
    s.fixed_draws = (5, 0)                            # a 6, then the tile (3 damage)
    s = play(s, FP, die("character"), pick("use", "fellowship_move"))
    while s.pending.kind == "table_card" and s.pending.seat == FP:   # Mithril Coat, Axe and Bow kept
        s = play(s, FP, Action("no"))
    s = play(s, FP, Action("lose_guide"))
    while s.pending.kind == "guide":
        s = play(s, FP, s.pending.actions[0])
    s = play(s, SH, Action("use_table", card="sh_char_15"))
    if s.pending.kind == "card_choice":              # (only the table's option holds)
        s = play(s, SH, s.pending.actions[0])
    assert s.pending.kind == "card_table_discard" and s.pending.seat == SH
    s = play(s, SH, Action("discard_table", card="fp_char_06"))
    assert s.tables[FP] == ("fp_char_05",) and "fp_char_06" in s.discards[FP]
