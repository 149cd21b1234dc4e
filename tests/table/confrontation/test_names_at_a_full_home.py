"""Issue 27, point 5: «Гэндальф»/«Леголас» on the four tiles of 37 px at home, and two-word
region names cut at their end, at 1366x768. With every home full, each hero reads whole (its
name, or the glossary's short name, broken between syllables over two lines where one line is
too narrow: «Гэн-дальф»), and every region's name reads whole, never cut or hidden."""

from __future__ import annotations

import pytest

from lotr_table.engine import registry
from lotr_table.games.confrontation.layout import TILE_H
from lotr_table.table.confrontation import demo, words
from lotr_table.table.screenshot import _position_session
from lotr_table.table.kit.paint import syllables
from tests.table.helpers import speak
from tests.table.test_readable import measured, shown

GAME = registry.get_game("confrontation")
REGIONS = ("high_pass", "misty_mountains", "gap_of_rohan", "shire", "mordor", "caradhras")


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_hero_at_a_full_home_and_every_region_reads_whole(qtbot, data_dir, english, lang):
    speak(lang)
    window = shown(qtbot, _position_session(GAME, demo.POSITIONS["crowded"]), (1366, 768))
    for seat, home in ((0, "shire"), (1, "mordor")):
        window.reveal(seat)
        window.fit()
        drawn = measured(window)
        for hero in demo.POSITIONS["crowded"]["fellowship" if seat == 0 else "sauron"][home]:
            names = {words.hero_name(hero), words.hero_short(hero)} - {""}
            as_drawn = [d for d in drawn if d.text in names]
            assert as_drawn, (hero, names)
            assert all(d.whole and d.fits for d in as_drawn), (hero, [(d.text, d.whole, d.fits) for d in as_drawn])
        for region in REGIONS:
            as_drawn = [d for d in drawn if d.text == words.region_name(region)]
            assert as_drawn and all(d.whole and d.fits for d in as_drawn), region
        # a name of two lines reaches 28 units below its centre (board_items): no hero stands on it
        layout = window.page.panel.scene.layout
        for rid, shape in layout.regions.items():
            if not shape.kind.startswith("home"):
                for n in (1, 2):
                    for slot in layout.slots(rid, n):
                        assert slot.centre[1] - TILE_H * slot.scale / 2 >= shape.name_centre[1] + 28 - 0.5, (rid, n)
    window.close()


def test_a_word_breaks_between_its_syllables_never_leaving_a_letter_alone():
    hyphened = {w: syllables(w).replace("\u00ad", "-") for w in ("Гэндальф", "Арагорн", "Legolas", "Тролль")}
    assert hyphened == {"Гэндальф": "Гэн-дальф", "Арагорн": "Ара-горн", "Legolas": "Le-go-las", "Тролль": "Тролль"}
