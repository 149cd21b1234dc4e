"""Issue 12, "Readable": in a 1366x768 and a 1920x1080 window, at the zoom that fits the
table, in English, Russian and Ukrainian, on both games' tables:

- nothing a player must read is drawn smaller than 11 px (each string's font size times the
  painter's scale, as it reached the screen; the side column's words too);
- no text exceeds its box (what does not fit whole is shortened with an ellipsis, its whole
  in the preview or tip), and a hand shows every card's name whole;
- the cooperative tracks stay on their boards (the Crack of Doom beyond Mordor's last space
  too), and Confrontation's pieces show what fits, their words in the preview.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QLabel, QPushButton, QTextEdit

from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.table import settings as stored
from lotr_table.table.kit import paint
from tests.table.helpers import speak

SIZES = [(1366, 768), (1920, 1080)]
LANGUAGES = ["en", "ru", "uk"]

TWELVE_CARDS = ["brown_fighting", "grey_hiding", "brown_star", "grey_travelling", "aragorn", "mithril",
                "brown_hiding", "elven_cloak", "belt", "legolas", "arwen", "brown_friendship"]


def coop_positions():
    from lotr_table.table.lotr_coop import demo
    out = dict(demo.POSITIONS)
    crowded = {**demo.POSITIONS["moria"]}
    crowded["hobbits"] = {**crowded["hobbits"], "frodo": {**crowded["hobbits"]["frodo"], "hand": TWELVE_CARDS}}
    crowded["hobbits"]["sam"] = {**crowded["hobbits"]["sam"], "hand": ["grey_fighting", "gimli"]}
    crowded["hobbits"]["pippin"] = {**crowded["hobbits"]["pippin"], "hand": ["sting"]}
    out["a hand of twelve"] = crowded
    return out


def sessions(game_id: str):
    """(name, session) for positions that show what the table draws: for Confrontation the
    setup, a battle and a finished game; for the cooperative game a turn on every board and a
    hand of twelve cards."""
    game = registry.get_game(game_id)
    if game_id == "lotr_coop":
        from lotr_table.table.screenshot import _position_session
        for name, position in coop_positions().items():
            yield name, _position_session(game, position)
        return
    yield "setup", Session(game, game.Options(), 1)
    rng = random.Random(5)
    session = Session(game, game.Options(), 5)
    battle_shown = False
    while game.to_act(session.state) and len(session.actions) < 800:
        seat = game.to_act(session.state)[0]
        session.apply(seat, rng.choice(game.legal_actions(session.state, seat)))
        if not battle_shown and game.view(session.state, seat).get("battle"):
            battle_shown = True
            yield "a battle", Session.from_json(session.to_json()) if hasattr(session, "to_json") else session
    yield "the end", session


def shown(qtbot, session, size):
    from lotr_table.table.main_window import MainWindow
    window = MainWindow(stored.load(), persist=False)
    qtbot.addWidget(window)
    window.play(session)
    window.reveal(None)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.fit()
    return window


def measured(window) -> list[paint.Lettering]:
    with paint.measuring() as drawn:
        window.page.panel.table.viewport().grab()
    return drawn


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", ["confrontation", "lotr_coop"])
def test_every_word_on_the_table_reads_at_11_px_and_stays_in_its_box(qtbot, data_dir, english, game_id, lang,
                                                                      size):
    speak(lang)
    for name, session in sessions(game_id):
        window = shown(qtbot, session, size)
        drawn = measured(window)
        assert len(drawn) > 40, name
        small = sorted({(d.text, round(d.px, 1)) for d in drawn if d.px < paint.READABLE_PX - 0.05})
        assert not small, f"{name}: drawn under 11 px: {small[:8]}"
        over = [(d.text, d.box) for d in drawn if not d.fits]
        assert not over, f"{name}: beyond its box: {over[:5]}"
        side = window.page.panel.side_column
        for widget in side.findChildren(QLabel) + side.findChildren(QPushButton) + side.findChildren(QTextEdit):
            if widget.isVisibleTo(side):
                assert widget.fontInfo().pixelSize() >= paint.READABLE_PX, (name, type(widget).__name__)
        window.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hand_of_twelve_cooperative_cards_shows_every_name_whole(qtbot, data_dir, english, lang, size):
    from lotr_table.table.lotr_coop import words
    from lotr_table.table.screenshot import _position_session
    speak(lang)
    game = registry.get_game("lotr_coop")
    window = shown(qtbot, _position_session(game, coop_positions()["a hand of twelve"]), size)
    hand = window.page.panel.scene.hand_cards
    assert sorted(c.card for c in hand) == sorted(TWELVE_CARDS)
    drawn = measured(window)
    for card in TWELVE_CARDS:
        title = words.card(card)
        as_drawn = [d for d in drawn if d.text == title]
        assert as_drawn and all(d.whole and d.fits for d in as_drawn), (title, as_drawn)
    # and no card lies over another's name band
    def face(card) -> QRectF:
        return card.mapRectToScene(card.size)

    for a in hand:
        band = face(a)
        band.setHeight(band.height() * 0.24)
        above = [b for b in hand if b.zValue() > a.zValue() and face(b).intersects(band)]
        assert not above, (a.card, [b.card for b in above])
    window.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_confrontation_hand_shows_every_card_name_whole(qtbot, data_dir, english, lang, size):
    from lotr_table.table.confrontation import words
    speak(lang)
    game = registry.get_game("confrontation")
    for seat in (0, 1):
        session = Session(game, game.Options(), 1)
        window = shown(qtbot, session, size)
        window.reveal(seat)
        window.fit()
        hand = window.page.panel.scene.hand_cards
        assert len(hand) == 9
        drawn = measured(window)
        for card in hand:
            name = words.card_name(card.card)
            as_drawn = [d for d in drawn if d.text == name]
            assert as_drawn and any(d.whole for d in as_drawn), (name, as_drawn)
        window.close()


@pytest.mark.parametrize("board", ["moria", "helms_deep", "shelobs_lair", "mordor", "rivendell"])
def test_every_cooperative_track_stays_on_its_board(qtbot, data_dir, english, board):
    from lotr_table.table.lotr_coop import scene as coop
    from lotr_table.table.screenshot import _position_session
    window = shown(qtbot, _position_session(registry.get_game("lotr_coop"), coop_positions()[board]), SIZES[0])
    items = window.page.panel.scene.shown()
    for panel in (coop.JOURNEY, coop.CORRUPTION, coop.BOARD, coop.SIDE, coop.HOBBITS):
        room = panel.adjusted(-4, -4, 4, 4)
        inner = panel.adjusted(2, 2, -2, -2)
        astray = [item.sceneBoundingRect() for item in items
                  if item.sceneBoundingRect().intersects(inner) and not room.contains(item.sceneBoundingRect())]
        assert not astray, (board, panel, astray[:3])
    window.close()
