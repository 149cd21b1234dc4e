"""What just happened, at the cooperative table in pass-and-play: a hobbit whose action revealed
something (a story tile, a roll) sees it on their own table before the curtain falls
("Continue"); every piece that moved since a hobbit last acted is marked from where to where
on that hobbit's table; a story tile that is revealed turns over; the entries of the turn
being played are marked; resting the pointer on an entry marks the hobbits and places it
names.

A game of two hobbits (seed 7) is played by random legal answers through the window."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QPushButton

from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.table.kit import motion
from lotr_table.table.lotr_coop import scene as coop_scene
from lotr_table.table.lotr_coop.log_reading import pieces_at


@pytest.fixture
def coop():
    return registry.get_game("lotr_coop")


@pytest.fixture
def window(open_window, coop):
    return open_window(1600, 1000, still=True)


def lift(window) -> None:
    if window.page.curtain.is_up:
        window.page.curtain.findChild(QPushButton, "show_my_table").click()


def answer(qtbot, window, coop, rng) -> None:
    """The hobbit at the screen answers at random (going on rather than declining)."""
    table = window.table
    seat = table.at_screen
    legal = coop.legal_actions(table.session.state, seat)
    onward = [a for a in legal if a.kind != "decline"] or legal
    n = len(table.session.actions)
    window.page.panel.action_chosen.emit(seat, rng.choice(onward))
    qtbot.waitUntil(lambda: len(table.session.actions) == n + 1, timeout=2000)


def test_a_hobbit_sees_what_their_action_revealed_before_the_curtain(qtbot, window, coop):
    window.play(Session(coop, coop.Options(players=2), 7))
    table, page, rng = window.table, window.page, random.Random(1)
    held = 0
    kinds: set[str] = set()
    for _ in range(200):
        if table.is_over or held >= 3:
            break
        lift(window)
        actor = table.at_screen
        barrier = coop.barrier(table.session.state)
        answer(qtbot, window, coop, rng)
        if page.result_hold.is_up:
            held += 1
            # revealed by this hobbit's action, and the screen is to pass to the other
            assert coop.barrier(table.session.state) > barrier
            assert not page.curtain.is_up
            if page.result_hold.together:
                # a choice both hobbits made at once: both look, at no hand
                assert table.at_screen is None and page.panel.seat is None
                assert not page.panel.scene.hand_cards
                kinds.add("together")
            else:
                assert table.at_screen == actor and page.panel.seat == actor
                assert page.panel.view["hand"] == coop.view(table.session.state, actor)["hand"]
                kinds.add("alone")
            page.result_hold.findChild(QPushButton, "continue").click()
            assert page.curtain.is_up and not page.result_hold.is_up
        else:
            # without a reveal the curtain falls at once, as before
            assert not (page.curtain.is_up and coop.barrier(table.session.state) > barrier
                        and actor in coop.to_act(table.session.state))
    assert "alone" in kinds


def test_what_moved_since_a_hobbit_acted_is_marked_and_a_revealed_tile_turns_over(qtbot, window, coop,
                                                                                  monkeypatch):
    turned: list = []
    turn_over = coop_scene.turning.turn_over
    monkeypatch.setattr(coop_scene.turning, "turn_over",
                        lambda item, halfway, owner=None: (turned.append(item), turn_over(item, halfway, owner))[1])
    window.play(Session(coop, coop.Options(players=2), 7))
    table, page, rng = window.table, window.page, random.Random(2)
    marked = 0
    tiles_seen = 0
    for _ in range(150):
        if table.is_over:
            break
        if page.result_hold.is_up:
            page.result_hold.findChild(QPushButton, "continue").click()
        lift(window)
        panel = page.panel
        seat = table.at_screen
        since, view = panel._since.get(seat), panel.view
        scene = panel.scene
        was, now = pieces_at(since), pieces_at(view)
        expected = {(piece, was[piece], place) for piece, place in now.items()
                    if piece in was and was[piece] != place and was[piece] in scene.places and place in scene.places}
        assert {key for key in scene.trails.items} == expected
        for (piece, old, place), trail in scene.trails.items.items():
            assert trail.came_from.boundingRect() == scene.places[old]
            assert trail.to.boundingRect() == scene.places[place]
        marked += bool(expected)
        before_tile = view.get("tile")
        n = len(turned)
        answer(qtbot, window, coop, rng)
        after = page.panel.view
        if (page.panel.seat == seat and after is not None and after.get("tile")
                and after.get("tile") != before_tile):
            tiles_seen += 1
            assert page.panel.scene.kept.get(("story tile",)) in turned[n:]
    assert marked >= 3 and tiles_seen >= 1


def move_to(widget, at: QPoint) -> None:
    point = QPointF(at)
    QApplication.sendEvent(widget, QMouseEvent(QEvent.Type.MouseMove, point, widget.mapToGlobal(point),
                                               Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                               Qt.KeyboardModifier.NoModifier))


def test_the_turn_is_marked_and_an_entry_marks_what_it_names(qtbot, window, coop):
    window.play(Session(coop, coop.Options(players=2), 7))
    table, page, rng = window.table, window.page, random.Random(3)
    for _ in range(200):
        if page.result_hold.is_up:
            page.result_hold.findChild(QPushButton, "continue").click()
        lift(window)
        log = page.panel.log
        turns = [i for i, text in enumerate(log.entries()) if text.endswith("'s turn.")]
        if turns and len(log.entries()) > turns[-1] + 2:
            break
        answer(qtbot, window, coop, rng)
    else:
        raise AssertionError("no turn with two entries after its start in this game")
    assert log.marked()[0] == turns[-1] and log.marked()[-1] == len(log.entries()) - 1
    entry = page.panel.view["log"][turns[-1]]
    hobbit = entry["args"]["hobbit"]
    block = log.document().findBlockByNumber(turns[-1])
    rect = log.document().documentLayout().blockBoundingRect(block)
    move_to(log.viewport(), QPoint(30, int(rect.center().y()) - log.verticalScrollBar().value()))
    scene = page.panel.scene
    marked = [item.shape_path.boundingRect() for item in scene.named.items]
    assert scene.places[("hobbit card", hobbit)] in marked
    figure = scene.kept.get(("hobbit", hobbit))
    assert figure is not None and figure.sceneBoundingRect() in marked


def test_after_the_curtain_the_pieces_that_moved_slide_from_where_they_stood(qtbot, window, coop):
    from lotr_table.table.lotr_coop.log_reading import piece_item
    window.play(Session(coop, coop.Options(players=2), 7))
    table, page, rng = window.table, window.page, random.Random(2)
    for _ in range(150):
        if table.is_over:
            break
        if page.result_hold.is_up:
            page.result_hold.findChild(QPushButton, "continue").click()
        if page.curtain.is_up:
            motion.set_enabled(True)
            try:
                lift(window)
                scene = page.panel.scene
                moving = [scene.kept.get(piece_item(piece)) for piece, _, _ in scene.trails.items
                          if piece_item(piece) is not None]
                moving = [item for item in moving if item is not None]
                if moving:
                    item = moving[0]
                    home = scene.kept.targets[next(k for k, v in scene.kept.items.items() if v is item)]
                    assert item.pos() != home                  # it sets out from where it stood...
                    qtbot.waitUntil(lambda: item.pos() == home, timeout=3000)     # ...and arrives
                    return
            finally:
                motion.finish_all()
                motion.set_enabled(False)
        answer(qtbot, window, coop, rng)
    raise AssertionError("no piece moved under the curtain in this game")


def test_a_card_shown_face_up_just_now_turns_over(qtbot, english):
    from lotr_table.table.lotr_coop import make_panel
    from tests.table.lotr_coop import sample_views as sv
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1600, 1000)
    panel.show()
    before = sv.adventure(0)
    panel.show_view(before, 0)
    after = dict(before, revealed=["grey_friendship"], log=before["log"] + [
        {"template": "The top journey card is revealed: {card}.", "args": {"card": "grey_friendship"}}])
    assert motion.enabled()
    panel.show_view(after, 0)
    card = next(item for key, item in panel.scene.kept.items.items()
                if key[:1] == ("row",) and key[2] == "grey_friendship")
    assert card.face_hidden                                    # still its back, turning
    qtbot.waitUntil(lambda: not card.face_hidden and card.transform().isIdentity(), timeout=3000)
    panel.show_view(after, 0)                                  # shown again: it stays up
    assert not card.face_hidden
