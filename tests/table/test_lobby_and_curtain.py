"""The lobby starts a game; the curtain hides the table whenever the screen passes between
two people, and the panel is shown nothing of the next seat's view until that person asks."""

from lotr_table.engine import session as sessions
from lotr_table.table.lobby import Lobby
from lotr_table.table.seating import PERSON
from tests.engine.toy_game import SEED, ToyOptions
from tests.table.helpers import click, press, see_result, show_my_table, start


def test_the_lobby_lists_the_games_at_the_table_and_starts_one(qtbot, window):
    lobby: Lobby = window.lobby
    assert window.centralWidget().currentWidget() is lobby
    assert [lobby.game_list.item(i).text() for i in range(lobby.game_list.count())] == [
        "Stakes (a toy game for engine tests)"]
    assert lobby.chosen_game() == "toy"
    for seat in (0, 1):
        choice = lobby.seat_choice(seat)
        assert choice.who() == PERSON and choice.currentText() == "Person at this screen"
    assert not lobby.continue_button.isVisible()

    table = start(qtbot, window, rounds=2)
    assert window.centralWidget().currentWidget() is window.page
    assert table.game.id == "toy" and table.session.options.rounds == 2
    assert table.seating == {0: PERSON, 1: PERSON} and not table.open_table
    assert window.windowTitle() == "Stakes (a toy game for engine tests) — LOTR Table"
    # A fresh game is autosaved at once, replacing any older one of its kind.
    assert sessions.find_autosaves() == ["toy"]


def test_the_curtain_names_the_first_seat_and_hides_everything(qtbot, window):
    start(qtbot, window)
    curtain, panel = window.page.curtain, window.page.panel
    assert curtain.is_up and curtain.seat_name == "North"
    assert curtain.geometry() == window.page.rect()          # the whole game area
    assert panel.last_view() is None and panel.buttons == []
    assert window.table.at_screen is None and not panel.isEnabled()

    show_my_table(qtbot, window)
    assert not curtain.is_up
    seat, view = panel.last_view()
    assert seat == 0 and view["you"] == 0
    assert [b.objectName() for b in panel.buttons] == ["raise", "stand"] and panel.isEnabled()


def test_the_curtain_falls_when_the_screen_passes_and_nothing_secret_is_drawn(qtbot, window):
    start(qtbot, window)
    panel = window.page.panel
    show_my_table(qtbot, window)
    press(qtbot, window, "raise")
    press(qtbot, window, "stand")
    # Same person still to act (the simultaneous pick, the one at the screen first): no curtain.
    assert not window.page.curtain.is_up and panel.last_view()[0] == 0
    press(qtbot, window, "pick", 2)

    assert window.page.curtain.is_up and window.page.curtain.seat_name == "South"
    mark = len(panel.calls)
    assert panel.calls[-1] == ("clear",)
    assert panel.buttons == [] and panel.summary.text() == ""
    assert "South" in window.statusBar().currentMessage()

    show_my_table(qtbot, window)
    since = panel.calls[mark:]
    assert [call[:2] for call in since] == [("view", 1)]
    view = since[0][2]
    assert view["you"] == 1 and view["my_pick"] is None    # seat 0's pick stays hidden
    press(qtbot, window, "pick", 1)

    # The reveal ends round 1: both picked, so both see it together, in the public view
    # (nothing secret), before the screen passes on.
    assert not window.page.curtain.is_up and window.page.result_hold.is_up
    seat, view = panel.last_view()
    assert seat is None and view["round"] == 2 and view["history"]
    see_result(qtbot, window)
    # South leads round 2: the curtain falls, since North looked too
    assert window.page.curtain.is_up and window.page.curtain.seat_name == "South"
    show_my_table(qtbot, window)
    seat, view = panel.last_view()
    assert seat == 1 and view["round"] == 2


def test_an_open_table_never_lowers_the_curtain(qtbot, window):
    table = start(qtbot, window, open_table=True)
    panel = window.page.panel
    while not table.is_over:
        assert not window.page.curtain.is_up
        to_act = table.game.to_act(table.session.state)
        assert table.at_screen in to_act and panel.last_view()[0] == table.at_screen
        click(qtbot, panel.buttons[-1])
    assert ("clear",) not in panel.calls
    assert {seat for seat, _ in table.session.actions} == {0, 1}


def test_when_the_game_is_over_the_public_view_and_the_outcome_are_shown(qtbot, window):
    table = window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    while not table.is_over:
        click(qtbot, window.page.panel.buttons[0])
    assert table.at_screen is None
    seat, view = window.page.panel.last_view()
    assert seat is None and view["actions"] == []
    assert window.page.outcome.isVisible()
    outcome = table.outcome
    expected = ("Game over: a draw (level scores)." if not outcome.winners else
                f"Game over: {('North', 'South')[outcome.winners[0]]} won ({outcome.reason}).")
    assert window.page.outcome.text() == expected
    # The finished game needs no rescue after a crash.
    assert sessions.find_autosaves() == []


def test_a_refused_action_goes_back_to_the_panel(qtbot, window):
    from lotr_table.engine.action import Action
    start(qtbot, window, open_table=True)
    panel = window.page.panel
    panel.action_chosen.emit(0, Action("pick", n=2))     # the leader has not stood yet
    assert panel.refusals == ["the leader has not stood yet"]
    assert window.statusBar().currentMessage() == "the leader has not stood yet"
    assert window.table.session.actions == ()


def test_a_panel_may_act_only_for_the_seat_at_the_screen(qtbot, window):
    from lotr_table.engine.action import Action
    start(qtbot, window)
    panel = window.page.panel
    panel.action_chosen.emit(0, Action("stand"))         # under the curtain: nobody is at the screen
    assert panel.refusals == ["It is not this seat's turn."]
    assert window.table.session.actions == ()


def test_new_game_returns_to_the_lobby_and_back_to_the_game(qtbot, window):
    table = start(qtbot, window)
    window.new_action.trigger()
    assert window.centralWidget().currentWidget() is window.lobby
    assert window.lobby.back_button.isVisible()
    click(qtbot, window.lobby.back_button)
    assert window.centralWidget().currentWidget() is window.page and window.table is table
