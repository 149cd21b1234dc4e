"""Skirmish in the real window, each team's two seats held by one person: the curtain falls
when the person to act changes, never between two seats of one person, and the person's
screen shows both their hands. At 1366x768 nothing on the table is under 11 px."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.table import games
from lotr_table.table.kit import look
from lotr_table.table.seating import holder
from tests.engine import toy_cards as rules
from tests.table.helpers import click

TEAMS = {0: holder(1), 2: holder(1), 1: holder(2), 3: holder(2)}


@pytest.fixture
def window(open_window, monkeypatch):
    monkeypatch.setitem(registry._KNOWN, "skirmish", "tests.engine.toy_cards")
    monkeypatch.setitem(registry._loaded, "skirmish", rules.GAME)
    monkeypatch.setattr(games, "TABLES", {"skirmish": "tests.table.skirmish_table"})
    return open_window(1366, 768, still=True)


def show_my_table(qtbot, window):
    assert window.page.curtain.is_up
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))


def answer(qtbot, window, words: str) -> None:
    panel = window.page.panel
    button = next(b for b in panel.decision.widget.buttons if b.text().replace("\n", " ").endswith(words))
    acted = len(window.table.session.actions)
    click(qtbot, button)
    qtbot.waitUntil(lambda: len(window.table.session.actions) > acted)


def test_the_curtain_falls_between_people_not_between_the_seats_of_one(qtbot, window):
    table = window.play(Session(rules.GAME, rules.GAME.Options(), 6), TEAMS)
    curtain, panel = window.page.curtain, window.page.panel
    assert curtain.is_up and curtain.seat_name == "Light, first, Light, second"
    show_my_table(qtbot, window)
    # the person's screen: both Light hands face up, the Dark hands face down
    view = panel.view
    assert view["seats"] == [0, 2]
    for seat, known in ((0, True), (2, True), (1, False), (3, False)):
        assert all((c is not None) == known for c in view["zones"][rules.hand(seat)]["cards"])
    answer(qtbot, window, "Play Captain")
    assert not curtain.is_up                           # the lane is the same seat's
    answer(qtbot, window, "To the left lane")
    # the Dark may answer: the screen passes to the Dark person
    assert curtain.is_up and curtain.seat_name == "Dark, first, Dark, second"
    assert panel.layer.items == {} and panel.decision.widget is None
    show_my_table(qtbot, window)
    assert panel.view["seats"] == [1, 3] and panel.view["question"]["seat"] == 1
    answer(qtbot, window, "Pass")                     # seat 1
    assert not curtain.is_up and panel.view["question"]["seat"] == 3
    # the person takes back their last action, made for their other seat
    window.undo()
    assert [seat for seat, _ in table.session.actions] == [0, 0]
    assert not curtain.is_up and panel.view["question"]["seat"] == 1
    answer(qtbot, window, "Pass")
    answer(qtbot, window, "Pass")                     # seat 3, the same person
    # the Captain has landed; seat 1 plays next, still the Dark person: no curtain
    assert not curtain.is_up and panel.view["question"]["seat"] == 1
    assert panel.view["zones"]["light_left"]["count"] == 1
    assert table.person == frozenset({1, 3})


def test_nothing_on_the_table_is_under_11_px_in_a_1366_by_768_window(qtbot, window):
    window.play(Session(rules.GAME, rules.GAME.Options(), 3), TEAMS)
    show_my_table(qtbot, window)
    panel = window.page.panel
    panel.fit()
    with look.recording() as drawn:
        panel.table.viewport().grab()
    assert window.size().width() == 1366 and window.size().height() == 768
    assert {"Scout", "Captain", "Deck", "Light, first"} <= {w for w, _ in drawn}
    assert min(px for _, px in drawn) >= look.MIN_PX
    # and the decision area's words
    for button in panel.decision.widget.buttons:
        assert button.fontInfo().pixelSize() >= look.MIN_PX


def test_the_lobby_gives_one_person_several_seats_in_a_game_that_allows_it(qtbot, window):
    lobby = window.lobby
    lobby.set_games(["skirmish"])
    for seat in (0, 2):
        choice = lobby.seat_choice(seat)
        choice.choose(holder(1))
        assert choice.currentText() == "Person 1, holding all their seats"
    for seat in (1, 3):
        lobby.seat_choice(seat).choose(holder(2))
    click(qtbot, lobby.start_button)
    assert window.table.seating == TEAMS
    assert window.page.curtain.is_up and window.page.curtain.seat_name == "Light, first, Light, second"
