"""Issue 27, point 3: "Moria track titles, start spaces and legendary cards are elided" at
1366x768, and Gandalf's cards read «Наста…», «Перед…». In each language, on the boards with
the longest tracks and the most legendary cards, every Gandalf card, every legendary card
beside the board, every card printed on a track and every start space read whole (or as the
glossary's short name): never a stump with an ellipsis."""

from __future__ import annotations

import pytest

from lotr_table.engine import registry
from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import demo, words
from lotr_table.table.screenshot import _position_session
from tests.table.helpers import speak
from tests.table.test_readable import measured, shown

GAME = registry.get_game("lotr_coop")
GANDALF = ("healing", "persistence", "guidance", "foresight", "magic")


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
@pytest.mark.parametrize("board", ["mordor", "helms_deep"])
def test_names_beside_the_board_and_on_its_tracks_read_whole(qtbot, data_dir, english, lang, board):
    speak(lang)
    position = demo.POSITIONS[board]
    window = shown(qtbot, _position_session(GAME, position), (1366, 768))
    drawn = measured(window)
    legendary = list(position.get("row", []))
    for card in list(GANDALF) + legendary:
        names = {words.card(card), words.card_short(card)} - {""}
        as_drawn = [d for d in drawn if d.text in names]
        assert as_drawn, (card, names)
        assert all(d.whole and d.fits for d in as_drawn), (card, [(d.text, d.whole, d.fits) for d in as_drawn])
    on_tracks = {words.card(c) for c in ("ghan", "army_of_the_dead", "eowyn", "theoden", "eomer", "shadowfax")}
    cut = [d.text for d in drawn if not d.whole and (d.text in on_tracks or d.text == tr("LotrCoopPanel", "Start"))]
    assert not cut, cut
    window.close()


@pytest.mark.parametrize("lang", ["ru"])
def test_a_track_title_shortened_to_fit_is_whole_on_hover(qtbot, data_dir, english, lang):
    # Mordor's four tracks leave each title two lines: «Восхождение на Роковую гору, …»
    speak(lang)
    position = demo.POSITIONS["mordor"]
    window = shown(qtbot, _position_session(GAME, position), (1366, 768))
    drawn = measured(window)
    cut = [d.text for d in drawn if not d.whole]
    titles = [words.track_title("mordor", track) for track in position["tracks"]]
    assert any(t in cut for t in titles), cut              # the case this is about
    tips = {item.toolTip() for item in window.page.panel.scene.items()}
    for title in titles:
        assert title in tips, title
    window.close()
