"""War of the Ring: The Card Game at the table (issue 13, "The table"): a game started from
the lobby at 1366x768 and read at 11 px or more; a card played by a click and by a drag; no
hidden card drawn for a seat that may not see it; the result panel at the end."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.session import Session
from lotr_table.table.kit import look
from lotr_table.table.kit.card import FaceCard
from tests.table.helpers import click, speak

# The Duel, the action phase: Gandalf holds High Elves, Legolas and Gimli; Rivendell (where the
# Elves may stand) and Weathertop are active.
AT_RIVENDELL = {"scenario": "duel", "players": 2, "active": ["weathertop", "rivendell"],
                "hands": {"0": ["legolas", "gimli", "high_elves"], "1": ["mordor_orcs", "the_witch_king"]}}


@pytest.fixture
def game():
    return registry.get_game("wotr_cards")


@pytest.fixture
def window(open_window):
    return open_window(1366, 768, still=True)


def show_my_table(qtbot, window):
    assert window.page.curtain.is_up
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))


def at_position(window, game, qtbot):
    session = Session.at_position(game, game.Options(scenario="duel", players=2), AT_RIVENDELL, 1)
    table = window.play(session)
    show_my_table(qtbot, window)
    return table


def instance(view: dict, seat: int, card: str) -> str:
    return next(c["id"] for c in view["zones"][f"hand{seat}"]["cards"] if c and c["card"] == card)


def screen_point(panel, item) -> QPoint:
    return panel.table.mapFromScene(item.sceneBoundingRect().center())


def test_a_duel_started_from_the_lobby_reads_at_11_px_at_1366_by_768(qtbot, window):
    window.show_lobby()
    lobby = window.lobby
    row = next(i for i in range(lobby.game_list.count())
               if lobby.game_list.item(i).data(Qt.ItemDataRole.UserRole) == "wotr_cards")
    lobby.game_list.setCurrentRow(row)
    form = lobby.options_form("wotr_cards")
    assert sorted(lobby._seat_choices) == [0, 1, 2, 3]          # the Trilogy for four
    form.scenario.setCurrentIndex(1)                              # the Duel
    assert sorted(lobby._seat_choices) == [0, 1] and not form.players.isEnabled()
    click(qtbot, lobby.start_button)
    assert window.table.game.id == "wotr_cards" and window.table.session.options.scenario == "duel"
    show_my_table(qtbot, window)
    panel = window.page.panel
    panel.fit()
    with look.recording() as drawn:
        panel.table.viewport().grab()
    assert window.size().width() == 1366 and window.size().height() == 768
    words = {w for w, _ in drawn}
    assert {"Gandalf", "Witch-king", "Deck", "Cycle pile", "Reserve"} <= words
    small = sorted({(w, round(px, 1)) for w, px in drawn if px < look.MIN_PX})
    assert not small, small[:8]
    for button in panel.decision.widget.buttons:
        assert button.fontInfo().pixelSize() >= look.MIN_PX


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_trilogy_for_four_reads_at_11_px_in_every_language(qtbot, open_window, game, lang, size):
    speak(lang)
    window = open_window(*size, still=True)
    rng = random.Random(3)
    session = Session(game, game.Options(scenario="trilogy", players=4), 3)
    while len(session.actions) < 40:                 # into the first action phase, cards in play
        seat = game.to_act(session.state)[0]
        session.apply(seat, rng.choice(game.legal_actions(session.state, seat)))
    window.play(session)
    show_my_table(qtbot, window)
    panel = window.page.panel
    panel.fit()
    with look.recording() as drawn:
        panel.table.viewport().grab()
    assert len(drawn) > 40
    small = sorted({(w, round(px, 1)) for w, px in drawn if px < look.MIN_PX})
    assert not small, small[:8]


def test_a_click_selects_a_card_and_its_button_plays_it(qtbot, window, game):
    # Issue 30: "A click selects; an action that cannot be undone (cycle, eliminate, forsake,
    # pass) asks once or needs a second click." A hand card may be played, or cycled ("сбросить
    # карту", which spends the turn): the click rings it and lists its ways; nothing is done yet.
    table = at_position(window, game, qtbot)
    panel = window.page.panel
    elves = instance(panel.view, 0, "high_elves")
    card = panel.scene.kept.items[elves]
    assert isinstance(card, FaceCard) and card.lit
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     screen_point(panel, card))
    qtbot.wait(100)
    assert not table.session.actions and card.selected
    asked = {str(b.answer): b for b in panel.decision.findChildren(QPushButton) if getattr(b, "answer", None)}
    play = Action("play", card=elves, to="rivendell")
    assert str(play.to_json()) in asked and str(Action("cycle", card=elves).to_json()) in asked
    click(qtbot, asked[str(play.to_json())])
    qtbot.waitUntil(lambda: len(table.session.actions) == 1)
    assert table.session.actions[0] == (0, play)


def test_cancel_lets_a_selected_card_go(qtbot, window, game):
    # The selection asks; Cancel takes it back and nothing is done.
    table = at_position(window, game, qtbot)
    panel = window.page.panel
    card = panel.scene.kept.items[instance(panel.view, 0, "high_elves")]
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     screen_point(panel, card))
    qtbot.wait(50)
    assert card.selected
    click(qtbot, panel.decision.findChild(QPushButton, "cancel"))
    qtbot.wait(50)
    assert not card.selected and not table.session.actions


def test_a_card_dragged_onto_the_reserve_is_played_there(qtbot, window, game):
    table = at_position(window, game, qtbot)
    panel = window.page.panel
    legolas = instance(panel.view, 0, "legolas")
    card = panel.scene.kept.items[legolas]
    start, end = screen_point(panel, card), screen_point(panel, panel.scene.kept.items["reserve:0"])
    vp = panel.table.viewport()
    reserve, rivendell = panel.scene.kept.items["reserve:0"], panel.scene.kept.items["slot:rivendell"]
    assert not reserve.lit and not rivendell.lit
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (k / 8))
    assert reserve.lit and rivendell.lit                # where Legolas may go, while he is carried
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: len(table.session.actions) == 1)
    assert table.session.actions[0] == (0, Action("play", card=legolas, to="reserve"))


def test_a_card_dropped_where_it_cannot_go_slides_back_and_nothing_is_played(qtbot, window, game):
    table = at_position(window, game, qtbot)
    panel = window.page.panel
    legolas = instance(panel.view, 0, "legolas")
    card = panel.scene.kept.items[legolas]
    home = card.pos()
    start = screen_point(panel, card)
    end = panel.table.mapFromScene(panel.scene.kept.items["pile:deck1"].sceneBoundingRect().center())
    vp = panel.table.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (k / 8))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: card.pos() == home, timeout=2000)
    assert len(table.session.actions) == 0
    assert not panel.scene.kept.items["reserve:0"].lit        # and nothing stays lit for it


def test_another_seats_hand_is_never_drawn_face_up(qtbot, game, english):
    from lotr_table.table.wotr_cards import make_panel
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1366, 740)
    panel.show()
    rng = random.Random(4)
    state = game.setup(game.Options(scenario="trilogy", players=4), 4)
    for step in range(240):
        if not game.to_act(state):
            break
        if step % 30 == 0:
            for seat in [None, *game.seats(state.opts)]:
                panel.show_view(game.view(state, seat), seat)
                secret = {inst for other in game.seats(state.opts) if other != seat
                          for zone in (f"hand{other}", f"cycle{other}", f"eliminated{other}", f"deck{other}")
                          for inst in state.zones.cards[zone]}
                secret |= set(state.zones.cards[f"deck{seat}"]) if seat is not None else set()
                drawn = {key for key, item in panel.scene.kept.items.items() if isinstance(item, FaceCard) and item.face}
                assert not (drawn & secret), (seat, drawn & secret)
                if seat is not None:          # and the seat's own hand is there, face up
                    assert set(state.zones.cards[f"hand{seat}"]) <= drawn
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))


def test_the_result_panel_gives_each_sides_victory_points(qtbot, window, game):
    rng = random.Random(2)
    session = Session(game, game.Options(scenario="duel", players=2), 2)
    while True:
        to_act = game.to_act(session.state)
        if not to_act:
            break
        seat = to_act[0]
        legal = game.legal_actions(session.state, seat)
        session.apply(seat, rng.choice(legal))
        if len(game.to_act(session.state)) and len(session.actions) > 5000:
            raise AssertionError("the game does not end")
    window.play(session)
    panel = window.page.outcome
    qtbot.waitUntil(lambda: panel.isVisible())
    final = game.view(session.state, None)
    fp, shadow = final["vp"]["free_peoples"], final["vp"]["shadow"]
    winner = "Gandalf" if fp > shadow else "Witch-king"
    assert winner in panel.text()
    rows = dict(window.table._result_rows())
    assert rows["Free Peoples: victory points"] == str(fp) and rows["Shadow: victory points"] == str(shadow)
