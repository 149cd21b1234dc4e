"""What just happened, at the Confrontation table in pass-and-play: the other side's last move
stays marked from where to where until this side acts; a battle card committed face down
turns over when the cards are revealed, and the player who revealed them sees the battle's
result before the curtain falls ("Continue"); resting the pointer on a log entry marks the
regions and heroes it names; the entries of the turn being played are marked.

Seed 001: "Каждый игрок втайне выбирает 1 из оставшихся у него на руке Боевых карт. Затем
оба игрока одновременно раскрывают свои карты".
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QPushButton

from lotr_table.engine.action import Action
from lotr_table.engine.session import Session
from lotr_table.games.confrontation.game import GAME
from lotr_table.table.kit import motion
from tests.games.confrontation.scenario import FP, SAU

POSITION = {
    "fellowship": {"eregion": ["legolas", "gimli"], "shire": ["frodo_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog", "orcs_c"]},
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
}


@pytest.fixture
def window(open_window):
    return open_window(1600, 1000)


@pytest.fixture
def still():
    motion.set_enabled(False)
    yield
    motion.set_enabled(True)


def move_to(widget, at: QPoint) -> None:
    """The pointer comes to rest at `at` (sent to the widget itself: no real cursor off screen)."""
    point = QPointF(at)
    event = QMouseEvent(QEvent.Type.MouseMove, point, widget.mapToGlobal(point), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def play(window, position=POSITION):
    session = Session.at_position(GAME, GAME.Options(), position, 1)
    window.play(session)
    return window.table


def act(qtbot, window, seat: int, action: Action) -> None:
    """The person at the screen lifts the curtain if it is down and acts."""
    table = window.table
    lift(qtbot, window)
    assert table.at_screen == seat
    n = len(table.session.actions)
    window.page.panel.action_chosen.emit(seat, action)
    qtbot.waitUntil(lambda: len(table.session.actions) == n + 1, timeout=2000)


def lift(qtbot, window) -> None:
    if window.page.curtain.is_up:
        window.page.curtain.findChild(QPushButton, "show_my_table").click()


def trails(window) -> set[tuple]:
    """The marked moves: (side, hero or None, from, to)."""
    return set(window.page.panel.scene.trails.items)


def test_the_other_sides_last_move_stays_marked_until_this_side_acts(qtbot, window, still):
    table = play(window)
    lift(qtbot, window)
    act(qtbot, window, SAU, Action("move", hero="orcs_c", to="gondor"))
    lift(qtbot, window)
    # the Fellowship sees a hidden tile marked from Mordor to Gondor: by counting, never by name
    assert table.at_screen == FP
    assert trails(window) == {("sauron", None, "mordor", "gondor")}
    scene = window.page.panel.scene
    trail = next(iter(scene.trails.items.values()))
    assert trail.scene() is scene and trail.arrow() is not None
    assert trail.came_from.boundingRect() == scene.picture.regions["mordor"].boundingRect()
    assert trail.to.boundingRect() == scene.picture.regions["gondor"].boundingRect()
    # the mark stays while the Fellowship looks (a new language draws the table again)
    window.choose_language("ru")
    assert trails(window) == {("sauron", None, "mordor", "gondor")}
    window.choose_language("en")
    act(qtbot, window, FP, Action("move", hero="frodo_c", to="arthedain"))
    lift(qtbot, window)
    # Sauron sees only the Fellowship's move, not his own earlier one
    assert table.at_screen == SAU
    assert trails(window) == {("fellowship", None, "shire", "arthedain")}
    act(qtbot, window, SAU, Action("move", hero="balrog", to="dagorlad"))
    lift(qtbot, window)
    assert trails(window) == {("sauron", None, "mordor", "dagorlad")}


def battle_to_the_reveal(qtbot, window):
    table = play(window)
    lift(qtbot, window)
    # the Black Rider attacks two hidden heroes: the defender is drawn at random
    act(qtbot, window, SAU, Action("move", hero="blackrider", to="eregion"))
    lift(qtbot, window)
    # both choose in secret; the screen goes to whoever it shows first
    first = table.at_screen
    mine = {FP: "f_2", SAU: "s_1"}
    act(qtbot, window, first, Action("play", card=mine[first]))
    lift(qtbot, window)
    second = table.at_screen
    assert second != first
    battle = window.page.panel.scene.battle
    assert battle is not None and ({"fellowship", "sauron"} - {GAME.view(table.session.state, second)["side"]}) \
        <= battle.backs                                          # the other card lies face down
    return table, first, second, mine


def test_both_players_see_the_battle_before_the_curtain_falls(qtbot, window, still):
    table, first, second, mine = battle_to_the_reveal(qtbot, window)
    act(qtbot, window, second, Action("play", card=mine[second]))
    page = window.page
    # no curtain yet: both who chose a card see the result, in the view that hides nothing
    assert page.result_hold.is_up and page.result_hold.together and not page.curtain.is_up
    assert table.at_screen is None and table.holding_result
    panel = page.panel
    assert panel.view["hand"] is None or panel.view.get("side") is None
    battle = panel.scene.battle
    assert battle is not None
    assert {c.card for c in battle.cards} == {"f_2", "s_1"}         # both cards face up
    assert any(line.startswith("Strength: the Fellowship") for line in panel.log.entries())
    assert not panel.scene.hand_cards                                # no hand is on the table
    # Continue: the curtain falls for the next person
    page.result_hold.findChild(QPushButton, "continue").click()
    assert not page.result_hold.is_up and page.curtain.is_up


def test_a_card_committed_face_down_turns_over_when_revealed(qtbot, window):
    motion.set_enabled(False)
    try:
        table, first, second, mine = battle_to_the_reveal(qtbot, window)
    finally:
        motion.set_enabled(True)
    act(qtbot, window, second, Action("play", card=mine[second]))
    battle = window.page.panel.scene.battle
    side_first = GAME.view(table.session.state, first)["side"]
    turned = [c for c in battle.cards if c.side == side_first]
    assert turned and all(c.face_hidden for c in turned)            # still its back, turning
    qtbot.waitUntil(lambda: all(not c.face_hidden and c.transform().isIdentity() for c in turned), timeout=3000)
    assert turned[0].card == mine[first]


def hover(qtbot, log, index: int) -> None:
    block = log.document().findBlockByNumber(index)
    rect = log.document().documentLayout().blockBoundingRect(block)
    move_to(log.viewport(), QPoint(30, int(rect.center().y()) - log.verticalScrollBar().value()))


def test_resting_on_a_log_entry_marks_the_regions_and_heroes_it_names(qtbot, window, still):
    play(window)
    lift(qtbot, window)
    act(qtbot, window, SAU, Action("move", hero="blackrider", to="eregion"))
    panel = window.page.panel
    log = panel.log
    index = next(i for i, text in enumerate(log.entries()) if text.startswith("Battle in Eregion"))
    hover(qtbot, log, index)
    qtbot.waitUntil(lambda: len(panel.scene.named.items) > 0, timeout=2000)
    marked = [item.shape_path.boundingRect() for item in panel.scene.named.items]
    assert panel.scene.picture.regions["eregion"].boundingRect() in marked
    riders = [t for t in panel.scene.tiles + panel.scene.battle.tiles if t.hero == "blackrider"]
    assert riders and all(any(m.contains(t.sceneBoundingRect()) for m in marked) for t in riders)
    # an entry of a move: where from, where to
    index = next(i for i, text in enumerate(log.entries()) if "moves from Caradhras to Eregion" in text)
    hover(qtbot, log, index)
    qtbot.waitUntil(lambda: panel.scene.picture.regions["caradhras"].boundingRect()
                    in [item.shape_path.boundingRect() for item in panel.scene.named.items], timeout=2000)
    log.leaveEvent(None)
    assert panel.scene.named.items == []


def test_the_turn_being_played_is_marked_in_the_log(qtbot, window, still):
    play(window)
    lift(qtbot, window)
    act(qtbot, window, SAU, Action("move", hero="orcs_c", to="gondor"))
    lift(qtbot, window)
    log = window.page.panel.log
    marked = [log.entries()[i] for i in log.marked()]
    assert marked and all("Sauron" in text for text in marked)
    act(qtbot, window, FP, Action("move", hero="frodo_c", to="arthedain"))
    lift(qtbot, window)
    marked = [window.page.panel.log.entries()[i] for i in window.page.panel.log.marked()]
    assert marked == ["A hero of the Fellowship moves from the Shire to Arthedain."]


def test_after_the_curtain_the_other_sides_move_is_played_out(qtbot, window):
    motion.set_enabled(False)
    try:
        table = play(window)
        lift(qtbot, window)
        act(qtbot, window, SAU, Action("move", hero="orcs_c", to="gondor"))
    finally:
        motion.set_enabled(True)
    lift(qtbot, window)                     # the Fellowship's table is drawn afresh
    assert table.at_screen == FP
    scene = window.page.panel.scene
    orcs = next(t for t in scene.tiles if t.region == "gondor" and t.side == "sauron")
    assert orcs.pos() != orcs.home                       # it sets out from Mordor...
    qtbot.waitUntil(lambda: orcs.pos() == orcs.home, timeout=3000)     # ...and stands in Gondor


def test_a_hidden_hero_that_is_revealed_turns_over(qtbot, window):
    motion.set_enabled(False)
    try:
        play(window)
        lift(qtbot, window)
    finally:
        motion.set_enabled(True)
    scene = window.page.panel.scene
    assert {t.hero for t in scene.tiles if t.region == "eregion"} == {None}     # Sauron sees two backs
    act(qtbot, window, SAU, Action("move", hero="blackrider", to="eregion"))
    # the defender drawn at random is revealed on the board: its tile turns up from its back
    shown = [t for t in scene.tiles if t.region == "eregion" and t.side == "fellowship" and t.hero]
    assert len(shown) == 1 and shown[0].face_down
    qtbot.waitUntil(lambda: not shown[0].face_down and shown[0].transform().isIdentity(), timeout=3000)


def test_the_first_move_after_the_heroes_are_placed_is_marked(qtbot, window, still):
    table = window.play(Session(GAME, GAME.Options(), 3))
    for _ in range(60):
        if window.page.result_hold.is_up:
            window.page.result_hold.findChild(QPushButton, "continue").click()
        lift(qtbot, window)
        state = table.session.state
        moved = [e for e in GAME.view(state, FP)["log"] if "moves from" in e["template"]]
        if moved and table.at_screen == FP:
            break
        act(qtbot, window, table.at_screen, GAME.legal_actions(state, table.at_screen)[0])
    else:
        raise AssertionError("Sauron never moved")
    # Sauron's first move, told to the Fellowship without the hero's name, is marked
    (first,) = moved
    assert first["args"].get("side") == "sauron"
    assert trails(window) == {("sauron", None, first["args"]["frm"], first["args"]["to"])}
