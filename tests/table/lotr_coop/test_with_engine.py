"""The cooperative table on real engine states: views of played games are drawn for every
seat and for nobody; a turn is played through the main window with the curtain, by buttons
and by dragging a card onto a track; the screenshot command draws each demo board."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.session import Session
from lotr_table.table.lotr_coop import demo, look, make_panel
from lotr_table.table.kit.card_item import CardItem



@pytest.fixture
def coop():
    return registry.get_game("lotr_coop")


def _playout(game, options, seed: int, steps: int):
    rng = random.Random(seed)
    state = game.setup(options, seed)
    for _ in range(steps):
        to_act = game.to_act(state)
        if not to_act:
            break
        yield state
        seat = to_act[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    yield state


def test_views_of_played_games_are_drawn_for_every_seat(qtbot, coop, english):
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1600, 1000)
    panel.show()
    for players, seed in ((2, 3), (3, 4), (5, 5)):
        states = list(_playout(coop, coop.Options(players=players), seed, 160))
        for state in states[::8] + states[-1:]:
            for seat in [None] + coop.seats(state.opts):
                view = coop.view(state, seat)
                panel.show_view(view, seat)
                assert len(panel.scene.hand_cards) == (0 if seat is None else len(view["hand"]))
                if seat is not None:
                    hidden = {c for other, h in enumerate(state.hobbits) if other != seat for c in h.hand}
                    shown = {c.card for c in panel.scene.hand_cards}
                    assert shown <= set(state.hobbits[seat].hand)
                    assert len(panel.decision.action_buttons) >= (len(view["actions"]) > 0)
                    del hidden
        panel.grab()


@pytest.fixture
def window(open_window, coop):
    return open_window(1600, 1000)


def _lift(qtbot, window) -> None:
    # a hobbit who revealed something (a tile, a roll) sees it first, then passes the screen
    if window.page.result_hold.is_up:
        qtbot.mouseClick(window.page.result_hold.findChild(QPushButton, "continue"), Qt.MouseButton.LeftButton)
    if window.page.curtain.is_up:
        qtbot.mouseClick(window.page.curtain.findChild(QPushButton, "show_my_table"), Qt.MouseButton.LeftButton)


def test_a_game_is_played_through_the_window_by_buttons(qtbot, window, coop):
    session = Session(coop, coop.Options(players=2), 7)
    window.play(session)
    names_seen = set()
    for _ in range(25):
        if not coop.to_act(session.state):
            break
        _lift(qtbot, window)
        panel = window.page.panel
        seat = window.table.at_screen
        assert seat in coop.to_act(session.state)
        names_seen.add(panel.seat_name(panel.view, seat))
        buttons = panel.decision.action_buttons
        assert buttons
        # prefer going on over declining, so the game moves
        chosen = next((b for b in buttons if b.property("action")["kind"] not in ("decline",)), buttons[0])
        before = len(session.actions)
        wanted = Action.from_json(chosen.property("action"))
        qtbot.mouseClick(chosen, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(session.actions) == before + 1, timeout=2000)
        assert session.actions[-1] == (seat, wanted)
    assert len(session.actions) >= 10
    assert names_seen <= {"Frodo", "Sam"}


def test_a_card_is_dragged_onto_a_track_of_a_real_board(qtbot, window, coop):
    from lotr_table.table.screenshot import _position_session
    session = _position_session(coop, demo.POSITIONS["moria"])
    window.play(session)
    _lift(qtbot, window)
    panel = window.page.panel
    window.fit()
    before = session.state.tracks["travelling"]
    card = next(c for c in panel.scene.hand_cards if c.card == "grey_travelling")
    viewport = panel.table.viewport()
    start = panel.table.mapFromScene(card.sceneBoundingRect().center())
    target = panel.scene.tracks["travelling"].sceneBoundingRect().center()
    target.setX(target.x() + 120)
    end = panel.table.mapFromScene(target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * k / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: len(session.actions) == 1, timeout=2000)
    assert session.state.tracks["travelling"] == before + 1
    assert "grey_travelling" in session.state.played


def test_an_illegal_drop_is_refused_with_a_reason(qtbot, window, coop):
    from lotr_table.table.screenshot import _position_session
    session = _position_session(coop, demo.POSITIONS["moria"])
    window.play(session)
    _lift(qtbot, window)
    panel = window.page.panel
    window.fit()
    card = next(c for c in panel.scene.hand_cards if c.card == "grey_hiding")
    viewport = panel.table.viewport()
    start = panel.table.mapFromScene(card.sceneBoundingRect().center())
    target = panel.scene.tracks["fighting"].sceneBoundingRect().center()
    target.setX(target.x() + 120)
    end = panel.table.mapFromScene(target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * k / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: panel.decision.reason.isVisibleTo(panel), timeout=2000)
    assert session.actions == ()
    assert panel.decision.reason.text()
    qtbot.waitUntil(lambda: card.pos() == card.home, timeout=2000)


@pytest.mark.parametrize("board", sorted(demo.POSITIONS))
def test_the_screenshot_of_each_demo_board(coop, english, tmp_path, capsys, board):
    from PySide6.QtGui import QImage

    from lotr_table.cli import main
    out = tmp_path / f"{board}.png"
    with look.recording() as drawn:
        assert main(["screenshot", "lotr_coop", "--position", board, "--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 1000)
    assert drawn
    assert main(["screenshot", "lotr_coop", "--position", "nowhere", "--out", str(out)]) == 2


def test_cards_on_the_table_are_public_ones_only(qtbot, coop, english):
    panel = make_panel()
    qtbot.addWidget(panel)
    state = coop.position(demo.POSITIONS["helms_deep"], 1)
    panel.show_view(coop.view(state, None), None)
    cards = {i.card for i in panel.scene.items() if isinstance(i, CardItem)}
    in_hands = {c for h in state.hobbits for c in h.hand}
    assert not (cards & in_hands)


def test_the_lobby_seats_as_many_hobbits_as_the_form_says(qtbot, window):
    window.show_lobby()
    lobby = window.lobby
    row = next(i for i in range(lobby.game_list.count()) if lobby.game_list.item(i).data(Qt.ItemDataRole.UserRole)
               == "lotr_coop")
    lobby.game_list.setCurrentRow(row)
    form = lobby.options_form("lotr_coop")
    assert len(lobby._seat_choices) == 2
    form.players.setValue(5)
    assert len(lobby._seat_choices) == 5
    form.players.setValue(3)
    assert sorted(lobby._seat_choices) == [0, 1, 2]


def test_a_new_threat_roll_tumbles_the_die_on_screen(qtbot, coop, english):
    # issue 6: "the threat die rolled on screen" — the die runs through its faces, then shows the
    # roll; the table rolls it from the log entry that tells of the roll, and rolls it to that face
    from lotr_table.table.lotr_coop.scene import ROLL_LINE

    def _rolls(view):
        return [e["args"]["face"] for e in view["log"] if e["template"] == ROLL_LINE]
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1600, 1000)
    panel.show()
    states = list(_playout(coop, coop.Options(players=2), 7, 400))
    seat = 0
    pairs = [(a, b) for a, b in zip(states, states[1:])
             if len(_rolls(coop.view(b, seat))) > len(_rolls(coop.view(a, seat)))]
    assert pairs, "a random game of 400 actions rolls the die at least once"
    before, after = pairs[0]
    panel.show_view(coop.view(before, seat), seat)
    assert panel.scene._rolling is None
    panel.show_view(coop.view(after, seat), seat)
    assert panel.scene._rolling is not None                 # tumbling
    qtbot.waitUntil(lambda: panel.scene._rolling is None, timeout=3000)
    face = coop.view(after, seat)["last_roll"]["face"]
    assert panel.scene.die_item is not None and face == _rolls(coop.view(after, seat))[-1]
    panel.show_view(coop.view(after, seat), seat)           # the same view again: no new roll
    assert panel.scene._rolling is None
