"""What the event cards will call in the Fellowship and the Hunt (card_effects.py): the special
hunt tiles entering the pool, a Hunt's damage lessened, Gandalf the Grey's Guide draw. The cards
themselves are ids until their issue; each scenario calls the effect a card will call."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import card_effects, card_zones as places, cards, fellowship, hunt_tiles
from lotr_table.games.wotr.card_zones import DRAWN, lay
from lotr_table.games.wotr.invariants import invariants

from tests.games.wotr.battle_kit import rig
from tests.games.wotr.play import at_actions, die, pick, play

FP, SH = 0, 1


def tile_of(kind: str) -> int:
    return next(i for i, t in enumerate(hunt_tiles.tiles()) if t.id == kind)


def test_a_special_tile_played_before_mordor_waits_and_enters_the_pool_with_the_fellowship():
    # «Коли будь-який гравець грає таку карту події, то вказаний на ній особливий жетон гонитви
    # треба відкласти вбік, допоки Братство не ввійде в Мордор ... Коли Братство ввійде в Мордор,
    # усі ці особливі жетони додають до запасу гонитви.»
    s = at_actions({"fellowship": "morannon"}, ("event",), ("army",))
    card_effects.special_tile_enters(s, "sh_char_02")          # the card of «The Ring is Mine!»
    ring = tile_of("the_ring_is_mine")
    assert s.hunt_waiting == (ring,) and ring not in s.hunt_pool and invariants(s) == []
    fellowship.enter_mordor(s)
    assert ring in s.hunt_pool and s.hunt_waiting == () and invariants(s) == []


def test_a_special_tile_played_on_the_mordor_track_enters_the_pool_at_once():
    # «Коли особливий жетон гонитви входить у гру, а Братство вже перебуває на треку Мордору,
    # просто негайно додайте цей жетон до запасу гонитви.»
    s = at_actions({"mordor": 2}, ("event",), ("army",))
    card_effects.special_tile_enters(s, "fp_char_03")          # the Phial of Galadriel
    assert tile_of("phial_of_galadriel") in s.hunt_pool and s.hunt_waiting == ()


def test_a_negative_special_tile_heals_the_ring_bearers():
    # «Від’ємне число (–2 або –1) означає, що гравець за Вільні Народи не зазнає шкоди гонитви, а
    # віднімає вказане число від поточного значення споганення ... (воно не може бути менше за 0)»
    s = at_actions({"mordor": 2, "corruption": 1}, ("character",), ("army",))
    lay(s.zones, DRAWN, hunt_tiles.standard())
    card_effects.special_tile_enters(s, "fp_char_03")
    s = play(s, FP, die("character"), pick("use", "fellowship_move"))
    assert s.corruption == 0 and s.mordor == 3


def test_a_card_lessens_the_hunt_damage_being_taken():
    # the cards that cancel Hunt damage act while the Free Peoples take it: a tile of 2, one less
    s = at_actions({}, ("character",), ("army",))
    s.hunt_box = 1
    lay(s.zones, DRAWN, tuple(t for t in hunt_tiles.standard() if t != tile_of("two")))
    assert s.hunt_pool == (tile_of("two"),)
    rig(s, 6)
    s = play(s, FP, die("character"), pick("use", "fellowship_move"))
    assert s.pending.kind == "hunt_damage" and dict(s.pending.params)["damage"] == 2
    card_effects.lessen_hunt_damage(s, 1)
    assert s.pending.kind == "hunt_damage" and dict(s.pending.params)["damage"] == 1
    s = play(s, FP, Action("use_ring"))
    assert s.corruption == 1


def test_gandalf_the_grey_as_guide_draws_a_card_of_the_type_just_played():
    # «Провідник. Використавши результат «подія» кубика дій для розіграшу карти події, можете
    # відразу взяти з колоди карту події того самого типу.»
    s = at_actions({}, ("event",), ("army",))
    assert s.guide == 0
    card_effects.gandalf_guides(s, FP, "fp_str_05")
    assert s.pending.kind == "gandalf_guide_draw"
    top = s.decks[cards.deck_index(FP, "strategy")][-1]
    s = play(s, FP, Action("deck", deck="strategy"))
    assert s.hands[FP] == (top,)


def test_no_guide_draw_when_another_companion_guides():
    s = at_actions({"companions": ["strider", "boromir"]}, ("event",), ("army",))
    pending = s.pending
    card_effects.gandalf_guides(s, FP, "fp_str_05")
    assert s.pending is pending


def test_the_shadow_playing_with_an_event_die_draws_nothing_for_gandalf_the_guide():
    # «Провідник. Використав­ши результат «подія» кубика дій для розіграшу карти події, можете
    # відразу взяти ... карту події того самого типу»: Gandalf guides the Free Peoples' Fellowship;
    # a Shadow card played with an Event die while he is the Guide offers the Shadow no draw
    s = at_actions({"politics": {"sauron": {"step": 0, "active": True}}}, ("event",), ("event",))
    assert s.guide == 0
    lay(s.zones, places.hand(SH), ("sh_str_20",))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("event"), pick("use", "play_event"), pick("card", "sh_str_20"))
    seen = []
    while s.pending is not None and s.pending.seat == SH and len(seen) < 10:
        seen.append(s.pending.kind)
        assert s.pending.kind != "gandalf_guide_draw"
        s = play(s, SH, s.pending.actions[0])
    assert "sh_str_20" not in s.hands[SH]
