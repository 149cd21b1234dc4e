"""A hint at the table: where the lobby allowed hints, "What would you do?" (its button or the
key H) asks the search for the seat at the screen, from that seat's view, in the background;
its answer is drawn on the table (the recommended option lit as a move, its rivals numbered)
with each option's chance in words, and it is counted for the result panel and the save."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from lotr_table.engine import registry
from lotr_table.table.kit.gestures import offered
from lotr_table.table.seating import PERSON
from tests.table.helpers import click

GAMES = ["confrontation", "lotr_coop", "wotr_cards", "lotr_tcg"]


def _start(window, game_id, hints=True):
    game = registry.get_game(game_id)
    seating = {seat: PERSON for seat in game.seats(game.Options())}
    table = window.start_game(game_id, game.Options(), seating, open_table=True, seed=5, hints=hints)
    # on to a decision where a card or piece is moved (the cooperative game opens with yes/no)
    while not any("piece" in acts for _, acts in offered(table.view_of(table.at_screen))):
        seat = table._hint_seat()
        table.act(seat, table.game.legal_actions(table.session.state, seat)[0])
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_drawn_on_the_table(qtbot, open_window, game_id):
    window = open_window(1366, 768, still=True)
    table = _start(window, game_id)
    panel = window.page.panel
    assert panel.hint_row.isVisible() and panel.hint_row.ask_button.isEnabled()
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_H)
    assert panel.hint_row.progress.isVisible()           # searching, in the background
    qtbot.waitUntil(lambda: panel.hint_card.isVisible(), timeout=10_000)
    assert not panel.hint_row.progress.isVisible()
    assert panel.hint_marks.items, "the recommended option is lit on the board"
    text = panel.hint_card.lines.text()
    assert "1." in text and "%" in text
    assert "adventure at hand" in text if game_id == "lotr_coop" else "to win" in text
    seat = table._hint_seat()
    assert table.session.hints.used == {seat: 1}
    assert ("Hints used" in [label for label, _ in table._result_rows()])


def test_a_hint_cancelled_draws_nothing_and_counts_nothing(qtbot, open_window):
    window = open_window(1366, 768, still=True)
    table = _start(window, "confrontation")
    panel = window.page.panel
    click(qtbot, panel.hint_row.ask_button)
    click(qtbot, panel.hint_row.cancel_button)
    qtbot.wait(1500)
    assert not panel.hint_card.isVisible() and not panel.hint_marks.items
    assert table.session.hints.used == {}
    assert panel.hint_row.ask_button.isVisible()


def test_no_hint_button_where_the_lobby_did_not_allow_hints(qtbot, open_window):
    window = open_window(1366, 768, still=True)
    _start(window, "confrontation", hints=False)
    panel = window.page.panel
    assert not panel.hint_row.isVisible()
    qtbot.keyClick(panel.table, Qt.Key.Key_H)
    qtbot.wait(200)
    assert not panel.hint_row.progress.isVisible()


def test_the_lobby_allows_hints_against_the_computer_not_between_people_unless_asked(qtbot, open_window):
    from lotr_table.table.seating import computer
    window = open_window(1366, 768)
    window.show_lobby()
    lobby = window.lobby
    lobby.game_list.setCurrentRow(next(i for i in range(lobby.game_list.count())
                                       if lobby.game_list.item(i).data(Qt.ItemDataRole.UserRole) == "confrontation"))
    lobby.seat_choice(0).choose(PERSON)
    lobby.seat_choice(1).choose(PERSON)
    assert not lobby.hints_allowed(), "off by default between people"
    lobby.seat_choice(1).choose(computer("normal"))
    assert lobby.hints_allowed()
    click(qtbot, lobby.hints)            # the person's own choice stands
    lobby.seat_choice(1).choose(PERSON)
    lobby.seat_choice(1).choose(computer("easy"))
    assert not lobby.hints_allowed()


def test_the_lobby_unticked_keeps_the_hint_button_off_the_war_of_the_ring_table(qtbot, open_window):
    """Issue 33: the lobby ticks "Hints allowed" when the computer plays a seat (by design); a
    person who unticks it starts a War of the Ring table with no hint button."""
    from lotr_table.table.seating import computer
    window = open_window(1366, 768)
    window.show_lobby()
    lobby = window.lobby
    lobby.game_list.setCurrentRow(next(i for i in range(lobby.game_list.count())
                                       if lobby.game_list.item(i).data(Qt.ItemDataRole.UserRole) == "wotr"))
    lobby.seat_choice(0).choose(PERSON)
    lobby.seat_choice(1).choose(computer("easy"))
    assert lobby.hints_allowed()
    click(qtbot, lobby.hints)
    click(qtbot, lobby.start_button)
    qtbot.wait(300)
    assert not window.page.panel.hint_row.isVisible()
