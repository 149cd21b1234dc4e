"""The computer plays one move at a time, each left on screen for the pace the person chose in
the View menu (slow, normal, fast, instant; remembered), and "Skip" plays the rest of its
sequence at once, up to the next move of a person. A move the computer made on the board
slides from where the piece stood to where it stands."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from lotr_table.engine.action import Action
from lotr_table.engine.session import Session
from lotr_table.games.confrontation.game import GAME as CONFRONTATION
from lotr_table.table import computer_seat, table_session
from lotr_table.table import settings as stored
from lotr_table.table.kit import motion
from lotr_table.table.seating import PERSON
from tests.engine.toy_game import SEED, ToyOptions
from tests.table.test_computer_seats import Scripted

NORTH, SOUTH = 0, 1


@pytest.fixture
def scripted(monkeypatch):
    """Seat spec "scripted": a computer that answers at once, so only the pace sets the time."""
    real = computer_seat.player_from_spec
    monkeypatch.setattr(computer_seat, "player_from_spec",
                        lambda spec, game: Scripted() if spec == "scripted" else real(spec, game))


def watch(window, rounds: int = 3):
    """Two computers play; the screen shows the public view."""
    return window.start_game("toy", ToyOptions(rounds=rounds), {NORTH: "scripted", SOUTH: "scripted"},
                             open_table=False, seed=SEED)


def test_the_computer_moves_one_step_at_a_time_at_the_chosen_pace(qtbot, window, scripted):
    window.choose_pace("normal")
    table = watch(window)
    assert table.pace == "normal"
    qtbot.waitUntil(lambda: len(table.session.actions) == 1, timeout=3000)
    QTest.qWait(table_session.PAUSE_MS["normal"] // 3)
    assert len(table.session.actions) == 1               # the move stays on screen a while
    qtbot.waitUntil(lambda: len(table.session.actions) >= 2, timeout=3000)
    assert window.skip_button.isVisible()


def test_skip_plays_the_rest_of_the_computers_sequence_at_once(qtbot, window, scripted):
    window.choose_pace("slow")
    table = watch(window)
    qtbot.waitUntil(lambda: len(table.session.actions) == 1, timeout=3000)
    assert window.skip_button.isVisible()
    window.skip_button.click()
    # a whole game of a dozen moves, each of which would stay two seconds at this pace
    qtbot.waitUntil(lambda: table.is_over, timeout=4000)
    assert len(table.session.actions) > 4
    assert not window.skip_button.isVisible()


def test_skipping_ends_when_a_person_is_to_act(qtbot, window, scripted):
    window.choose_pace("slow")
    table = window.start_game("toy", ToyOptions(rounds=3), {NORTH: "scripted", SOUTH: PERSON},
                              open_table=False, seed=SEED)
    if not table.computer_to_move:
        # the person leads: stand, so the computer plays
        window.page.panel.action_chosen.emit(SOUTH, next(a for a in table.game.legal_actions(
            table.session.state, SOUTH) if a.kind == "stand"))
    qtbot.waitUntil(lambda: SOUTH in table.game.to_act(table.session.state) or table.computer_to_move,
                    timeout=3000)
    table.skip()
    qtbot.waitUntil(lambda: SOUTH in table.game.to_act(table.session.state), timeout=3000)
    assert not table._skipping and not window.skip_button.isVisible()


def test_the_pace_is_chosen_in_the_view_menu_and_remembered(qtbot, window):
    window.pace_actions["fast"].trigger()
    assert window.settings.computer_pace == "fast" and window.pace_actions["fast"].isChecked()
    assert stored.load().computer_pace == "fast"
    window.choose_pace("normal")


def test_an_instant_pace_leaves_no_pause(qtbot, window, scripted):
    window.choose_pace("instant")
    table = watch(window)
    qtbot.waitUntil(lambda: table.is_over, timeout=4000)
    window.choose_pace("normal")


@pytest.fixture
def confrontation_window(open_window):
    return open_window(1600, 1000)


class Orcs:
    """Sauron's computer: the Orcs go from Mordor to Gondor."""
    name = "orcs"

    def choose(self, eye, rng):
        return Action("move", hero="orcs_c", to="gondor")


def test_the_computers_hidden_tile_slides_from_where_it_stood(qtbot, confrontation_window, monkeypatch):
    monkeypatch.setattr(computer_seat, "player_from_spec", lambda spec, game: Orcs())
    position = {"fellowship": {"eregion": ["legolas", "gimli"], "shire": ["frodo_c"]},
                "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog", "orcs_c"]}}
    window = confrontation_window
    window.play(Session.at_position(CONFRONTATION, CONFRONTATION.Options(), position, 1), {0: PERSON, 1: "orcs"})
    table = window.table
    assert motion.enabled()
    qtbot.waitUntil(lambda: len(table.session.actions) == 1, timeout=3000)
    scene = window.page.panel.scene
    tile = next(t for t in scene.tiles if t.region == "gondor" and t.side == "sauron")
    gondor = scene.layout.regions["gondor"].centre
    assert tile.pos() != tile.home                           # it sets out from Mordor...
    qtbot.waitUntil(lambda: tile.pos() == tile.home, timeout=3000)     # ...and stands in Gondor
    assert abs(tile.home.x() - gondor[0]) < 80 and abs(tile.home.y() - gondor[1]) < 80
    # and the move stays marked for the Fellowship, from Mordor to Gondor
    assert set(scene.trails.items) == {("sauron", None, "mordor", "gondor")}
