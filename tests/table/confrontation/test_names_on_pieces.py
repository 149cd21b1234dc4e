"""Issue 27, point 5: "Names cut to three letters. Confrontation's pieces at home at 1366x768
read «Кор…», «Кри…», «Сар…»; «Гэнда…», «Бором…» in the Shire. … use short names from the
glossary where the whole name does not fit, never a stump."

At the setup, where every piece waits at home, each side's pieces show their whole name, or
the glossary's short name for it, never cut with an ellipsis."""

from __future__ import annotations

import pytest

from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.games.confrontation.data import heroes
from lotr_table.table.confrontation import words
from tests.table.helpers import speak
from tests.table.test_readable import measured, shown


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_piece_at_home_reads_its_name_or_its_short_name(qtbot, data_dir, english, lang):
    speak(lang)
    game = registry.get_game("confrontation")
    window = shown(qtbot, Session(game, game.Options(), 1), (1366, 768))
    for seat in (0, 1):
        window.reveal(seat)
        window.fit()
        drawn = measured(window)
        tiles = [t for t in window.page.panel.scene.tiles if t.isVisible()]
        assert len(tiles) >= 9
        for tile in tiles:
            names = {words.hero_name(tile.hero), words.hero_short(tile.hero)} - {""}
            as_drawn = [d for d in drawn if d.text in names]
            assert as_drawn, (seat, tile.hero)
            assert all(d.whole and d.fits for d in as_drawn), (seat, [(d.text, d.whole) for d in as_drawn])
    window.close()


def test_a_short_name_stands_in_only_where_the_whole_name_does_not_fit(english):
    speak("ru")
    witch_king = next(h.id for h in heroes().values() if h.name == "Witch King")
    assert words.hero_name(witch_king) == "Король-чародей" and words.hero_short(witch_king) == "Чародей"
    frodo = next(h.id for h in heroes().values() if h.name == "Frodo")
    assert words.hero_short(frodo) == ""                # a name short enough has none
