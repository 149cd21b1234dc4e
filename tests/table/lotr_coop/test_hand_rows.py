"""Issue 27, point 6: "A cooperative hand that wraps onto a second row covers the first row's
cards." A hand of twelve at 1366x768: the cards stand in rows, each whole, none over another,
every name whole (the cards of a hand in rows are drawn shorter, their name band as tall)."""

from __future__ import annotations

from lotr_table.engine import registry
from lotr_table.table.lotr_coop import words
from lotr_table.table.screenshot import _position_session
from tests.table.helpers import speak
from tests.table.test_readable import TWELVE_CARDS, coop_positions, measured, shown


def test_a_hand_in_two_rows_covers_no_card(qtbot, data_dir, english):
    speak("uk")
    game = registry.get_game("lotr_coop")
    window = shown(qtbot, _position_session(game, coop_positions()["a hand of twelve"]), (1366, 768))
    hand = window.page.panel.scene.hand_cards
    faces = [c.mapRectToScene(c.size) for c in hand]
    assert len({round(f.top()) for f in faces}) >= 2              # it wraps
    for i, a in enumerate(faces):
        for b in faces[i + 1:]:
            overlap = a.intersected(b)
            assert overlap.width() < 1 or overlap.height() < 1, (a, b)
    drawn = measured(window)
    for card in TWELVE_CARDS:
        assert any(d.text == words.card(card) and d.whole for d in drawn), card
    window.close()
