"""Playing against the computer at the real window: the computer thinks in a worker thread
while the table stays alive, its moves go through the same path as a person's, the person's
screen never shows the computer's secrets and never needs a curtain, undo walks back the
computer's replies, and a late answer for a game that has gone is ignored.

The toy game (tests/engine/toy_game.py) is used where the point is the shell; players made
for a test (a gate, a script, a busy loop) stand in for the search where its speed or its
choice would get in the way."""

from __future__ import annotations

import random
import threading
import time

import pytest
from PySide6.QtCore import QTimer

from lotr_table.ai import player_from_spec
from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.table import computer_seat, table_session
from lotr_table.table import settings as stored
from lotr_table.table.kit.panel import TablePanel
from lotr_table.table.curtain import Curtain
from lotr_table.table.seating import PERSON, computer
from tests.engine.toy_game import SEED, ToyOptions
from tests.table import toy_table
from tests.table.helpers import click, press

NORTH, SOUTH = 0, 1


# ---- players made for these tests -----------------------------------------------------------


class Gated:
    """Decides at once (its last legal action), then answers only when the test lets it."""
    name = "gated"

    def __init__(self) -> None:
        self.permits = threading.Semaphore(0)
        self.asked = 0
        self.views: list[dict] = []

    def choose(self, eye, rng):
        legal = eye.legal_actions()
        self.views.append(eye.view())
        self.asked += 1
        self.permits.acquire(timeout=10)
        return legal[-1]

    def let_answer(self, times: int = 1) -> None:
        for _ in range(times):
            self.permits.release()


def wait_asked(qtbot, gated: Gated, times: int) -> None:
    qtbot.waitUntil(lambda: gated.asked >= times, timeout=5000)


class Scripted:
    """Stands when it leads, picks 1: a computer whose moves a test can foresee."""
    name = "scripted"

    def choose(self, eye, rng):
        legal = eye.legal_actions()
        return next((a for a in legal if a.kind == "stand"), None) or next(a for a in legal if a.get("n") == 1)


class Busy:
    """Thinks in pure Python for a while (holding the interpreter as a search does)."""
    name = "busy"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.thinking = threading.Event()

    def choose(self, eye, rng):
        self.thinking.set()
        end = time.perf_counter() + self.seconds
        n = 0
        while time.perf_counter() < end:
            n += sum(i * i for i in range(200))
        return rng.choice(eye.legal_actions())


class Broken:
    name = "broken"

    def choose(self, eye, rng):
        raise RuntimeError("a bug in the player")


@pytest.fixture
def players(monkeypatch):
    """Seat specs "gated", "scripted", "busy", "broken" become the players above; the test
    reads them back from the dict."""
    made: dict[str, object] = {}

    def make(spec, game):
        if spec == "gated":
            made[spec] = Gated()
        elif spec == "scripted":
            made[spec] = Scripted()
        elif spec == "busy":
            made[spec] = Busy(0.6)
        elif spec == "broken":
            made[spec] = Broken()
        else:
            return player_from_spec(spec, game)
        return made[spec]

    monkeypatch.setattr(computer_seat, "player_from_spec", make)
    yield made
    for player in made.values():
        if isinstance(player, Gated):
            player.let_answer(100)      # no worker left waiting after the test


@pytest.fixture(autouse=True)
def no_pause(monkeypatch):
    """The pause that lets a person see the computer's move is skipped in tests."""
    monkeypatch.setattr(table_session, "PAUSE_MS", dict.fromkeys(table_session.PAUSE_MS, 0))


@pytest.fixture
def curtains(monkeypatch):
    """Every time the curtain is lowered, and for whom."""
    lowered: list[str] = []
    cover = Curtain.cover

    def recording(self, seat_name):
        lowered.append(seat_name)
        cover(self, seat_name)

    monkeypatch.setattr(Curtain, "cover", recording)
    return lowered


def record_shown(monkeypatch, panel_class, window):
    """Every view the panel is shown, with the seat and the true state at that moment."""
    shown: list[tuple] = []
    show_view = panel_class.show_view

    def recording(self, view, seat):
        shown.append((seat, view, window.table.session.state))
        show_view(self, view, seat)

    monkeypatch.setattr(panel_class, "show_view", recording)
    return shown


def no_leaks(game, shown, seat):
    for shown_seat, view, state in shown:
        assert shown_seat == seat
        assert game.leaks(state, seat, view) == []


@pytest.fixture
def confrontation_window(qtbot, data_dir, english):
    from lotr_table.table.main_window import MainWindow
    made = MainWindow(stored.load())
    qtbot.addWidget(made)
    made.resize(1400, 900)
    made.show()
    yield made
    made.close()


def wait_for_person(qtbot, table, seat, timeout=20000):
    qtbot.waitUntil(lambda: table.is_over or seat in table.game.to_act(table.session.state), timeout=timeout)


# ---- Confrontation against the computer ------------------------------------------------------


def test_a_person_plays_confrontation_against_the_computer_to_the_end_without_a_curtain(
        qtbot, confrontation_window, curtains, monkeypatch):
    window = confrontation_window
    shown = record_shown(monkeypatch, TablePanel, window)
    game = registry.get_game("confrontation")
    person, machine = 0, 1
    table = window.start_game("confrontation", game.Options(), {person: PERSON, machine: "mcts:easy,iterations=20"},
                              open_table=False, seed=11)
    panel = window.page.panel
    rng = random.Random(5)
    moves = 0
    while True:
        wait_for_person(qtbot, table, person)
        assert not window.page.curtain.is_up and table.at_screen == person
        if table.is_over:
            break
        seat, view = shown[-1][0], shown[-1][1]
        assert seat == person and view["actions"]
        # The person's choice, as the panel sends it.
        panel.action_chosen.emit(person, Action.from_json(rng.choice(view["actions"])))
        moves += 1
    assert curtains == []
    assert table.outcome is not None and window.page.outcome.isVisible()
    movers = [seat for seat, _ in table.session.actions]
    assert movers.count(machine) > 10 and movers.count(person) == moves
    no_leaks(game, shown, person)
    # The computer's moves are logged like anyone's: the log the person sees has them all.
    assert len(shown[-1][1]["log"]) >= len(table.session.actions) // 2
    assert table.thinking_text == "" and window.thinking.text() == ""


def test_two_computers_play_a_whole_game_while_the_screen_shows_the_public_view(
        qtbot, confrontation_window, curtains, monkeypatch):
    window = confrontation_window
    shown = record_shown(monkeypatch, TablePanel, window)
    game = registry.get_game("confrontation")
    table = window.start_game("confrontation", game.Options(), {0: "random", 1: "random"}, open_table=False, seed=4)
    qtbot.waitUntil(lambda: table.is_over, timeout=30000)
    assert curtains == []
    assert shown and {seat for seat, _, _ in shown} == {None}
    assert all(view["actions"] == [] for _, view, _ in shown)
    assert len(shown) >= len(table.session.actions)       # every move was drawn
    assert window.page.outcome.isVisible()


def test_the_table_stays_responsive_while_the_computer_thinks(qtbot, window, players):
    """A QTimer keeps firing during a long think: the event loop never stops."""
    table = window.start_game("toy", ToyOptions(), {NORTH: "busy", SOUTH: PERSON}, open_table=False, seed=SEED)
    busy = players["busy"]
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()) if table.computers.thinking() else None)
    timer.start()
    assert busy.thinking.wait(5)
    assert "North" in window.thinking.text()
    qtbot.waitUntil(lambda: len(table.session.actions) > 0, timeout=5000)
    timer.stop()
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(ticks) >= 10, ticks            # 0.6 s of thinking: dozens of ticks
    assert max(gaps) < 0.25, max(gaps)


# ---- the screen and the curtain -----------------------------------------------------------------


def test_against_the_computer_the_screen_is_always_the_persons(qtbot, window, curtains, players, monkeypatch):
    shown = record_shown(monkeypatch, toy_table.ToyPanel, window)
    table = window.start_game("toy", ToyOptions(rounds=2), {NORTH: "random", SOUTH: PERSON},
                              open_table=False, seed=SEED)
    panel = window.page.panel
    while not table.is_over:
        wait_for_person(qtbot, table, SOUTH)
        if table.is_over:
            break
        assert table.at_screen == SOUTH
        click(qtbot, panel.buttons[-1])
    assert curtains == [] and ("clear",) not in panel.calls
    no_leaks(table.game, shown, SOUTH)
    # Even at the end the person keeps their own view.
    assert panel.last_view()[0] == SOUTH


def test_the_person_chooses_on_screen_while_the_computer_chooses_in_secret(qtbot, window, players, monkeypatch):
    shown = record_shown(monkeypatch, toy_table.ToyPanel, window)
    table = window.start_game("toy", ToyOptions(), {NORTH: "gated", SOUTH: PERSON}, open_table=False, seed=SEED)
    gated = players["gated"]
    # North leads: it stands (its last legal action), then both pick at once.
    wait_asked(qtbot, gated, 1)
    gated.let_answer()
    qtbot.waitUntil(lambda: len(table.session.actions) == 1, timeout=5000)
    assert table.session.actions[0] == (NORTH, Action("stand"))
    assert sorted(table.game.to_act(table.session.state)) == [NORTH, SOUTH]

    wait_asked(qtbot, gated, 2)                # the computer is picking, in its thread...
    assert table.computers.thinking() == [NORTH]
    press(qtbot, window, "pick", 2)            # ...while the person picks on screen
    assert table.session.actions[-1] == (SOUTH, Action("pick", n=2))
    assert table.computers.thinking() == [NORTH]
    gated.let_answer()
    qtbot.waitUntil(lambda: table.session.state.round == 2, timeout=5000)
    # The computer picked from what North could see: South's pick was nowhere in it.
    picking = gated.views[-1]
    assert picking["you"] == NORTH and picking["my_pick"] is None
    no_leaks(table.game, shown, SOUTH)


# ---- undo ---------------------------------------------------------------------------------------


def test_undo_takes_back_the_persons_action_and_the_computers_reply(qtbot, window, players):
    table = window.start_game("toy", ToyOptions(), {NORTH: "scripted", SOUTH: PERSON}, open_table=False, seed=SEED)
    # Round 1, North leads: it stands; both pick (North picks 1); the reveal ends the round.
    wait_for_person(qtbot, table, SOUTH)
    press(qtbot, window, "pick", 3)
    qtbot.waitUntil(lambda: table.session.state.round == 2, timeout=5000)
    # Round 2, South leads: it stands, and the computer picks at once.
    press(qtbot, window, "stand")
    qtbot.waitUntil(lambda: table.session.actions[-1] == (NORTH, Action("pick", n=1)), timeout=5000)
    before = len(table.session.actions)

    window.undo_action.trigger()
    assert len(table.session.actions) == before - 2          # North's pick and South's stand
    assert table.game.to_act(table.session.state) == [SOUTH] and not table.session.state.standing
    assert window.statusBar().currentMessage() == "Your last action and the computer's moves since were taken back."
    assert window.page.panel.last_view()[0] == SOUTH


def test_undo_past_a_reveal_is_refused_and_nothing_is_taken_back(qtbot, window, players):
    table = window.start_game("toy", ToyOptions(), {NORTH: "scripted", SOUTH: PERSON}, open_table=False, seed=SEED)
    wait_for_person(qtbot, table, SOUTH)
    press(qtbot, window, "pick", 3)
    qtbot.waitUntil(lambda: table.session.state.round == 2, timeout=5000)
    actions = table.session.actions
    fingerprint = table.game.fingerprint(table.session.state)

    window.undo_action.trigger()
    assert window.statusBar().currentMessage() == "Cannot undo: Cannot undo past a reveal or a random draw."
    assert table.session.actions == actions and table.game.fingerprint(table.session.state) == fingerprint


def test_undo_while_the_computer_thinks_forgets_its_thought(qtbot, window, players):
    table = window.start_game("toy", ToyOptions(), {NORTH: PERSON, SOUTH: "gated"}, open_table=False, seed=SEED)
    gated = players["gated"]
    press(qtbot, window, "stand")                    # North leads and stands: both pick
    wait_asked(qtbot, gated, 1)
    press(qtbot, window, "pick", 2)
    assert table.computers.thinking() == [SOUTH]
    window.undo_action.trigger()                    # North takes the pick back; South is still thinking
    assert table.session.actions == ((NORTH, Action("stand")),)
    wait_asked(qtbot, gated, 2)                     # thinking anew about the position now
    assert table.computers.thinking() == [SOUTH]
    gated.let_answer(2)
    qtbot.waitUntil(lambda: len(table.session.actions) == 2, timeout=5000)
    qtbot.wait(100)
    # One answer only: the forgotten thought's answer was dropped.
    assert table.session.actions[1] == (SOUTH, Action("pick", n=3))
    assert [seat for seat, _ in table.session.actions] == [NORTH, SOUTH]


# ---- a game that goes while the computer thinks ------------------------------------------------


def test_a_late_answer_after_a_new_game_is_ignored(qtbot, window, players):
    old = window.start_game("toy", ToyOptions(), {NORTH: "gated", SOUTH: PERSON}, open_table=False, seed=SEED)
    gated = players["gated"]
    wait_asked(qtbot, gated, 1)
    old_session = old.session

    # The answer is posted before the new game starts, and delivered after it.
    gated.let_answer()
    time.sleep(0.3)
    new = window.start_game("toy", ToyOptions(), {NORTH: PERSON, SOUTH: PERSON}, open_table=False, seed=SEED)
    qtbot.wait(200)
    assert old_session.actions == () and new.session.actions == ()
    assert window.page.curtain.is_up and window.thinking.text() == ""


def test_a_late_answer_after_opening_a_save_or_quitting_is_ignored(qtbot, window, players, tmp_path):
    saved = window.start_game("toy", ToyOptions(), {NORTH: PERSON, SOUTH: PERSON}, open_table=True, seed=SEED)
    path = saved.save_to(tmp_path / "two people.lotrsave")

    old = window.start_game("toy", ToyOptions(), {NORTH: "gated", SOUTH: PERSON}, open_table=False, seed=SEED)
    gated = players["gated"]
    wait_asked(qtbot, gated, 1)
    assert window.open_path(path)                    # still thinking: the answer will come too late
    gated.let_answer()
    qtbot.wait(300)
    assert old.session.actions == () and window.table.session.actions == ()

    last = window.start_game("toy", ToyOptions(), {NORTH: "gated", SOUTH: PERSON}, open_table=False, seed=SEED)
    gated = players["gated"]
    wait_asked(qtbot, gated, 1)
    window.close()                                   # quitting while the computer thinks
    gated.let_answer()
    qtbot.wait(300)
    assert last.session.actions == ()


def test_a_failing_computer_player_plays_on_at_random_and_says_so(qtbot, window, players):
    table = window.start_game("toy", ToyOptions(), {NORTH: "broken", SOUTH: PERSON}, open_table=False, seed=SEED)
    qtbot.waitUntil(lambda: len(table.session.actions) > 0, timeout=5000)
    assert table.session.actions[0][0] == NORTH
    assert window.statusBar().currentMessage().startswith("The computer player of North failed and chose at random")


# ---- the lobby and resuming ------------------------------------------------------------------------


def test_the_lobby_seats_the_computer_at_three_levels(qtbot, window, players):
    lobby = window.lobby
    choice = lobby.seat_choice(SOUTH)
    entries = [(choice.itemText(i), choice.itemData(i)) for i in range(choice.count())]
    assert entries == [("Person at this screen", PERSON), ("Computer — easy", "mcts:easy"),
                       ("Computer — normal", "mcts:normal"), ("Computer — hard", "mcts:hard")]
    # each level is a player the computer knows (lotr_table.ai.mcts.LEVELS)
    assert all(computer_seat.can_play(data, registry.get_game("confrontation")) for _, data in entries[1:])
    choice.choose(computer("hard"))
    lobby.seat_choice(NORTH).choose(PERSON)
    started = []
    lobby.start_requested.connect(lambda *args: started.append(args))
    click(qtbot, lobby.start_button)
    assert started[0][2] == {NORTH: PERSON, SOUTH: "mcts:hard"}
    table = window.table
    assert table.seating == {NORTH: PERSON, SOUTH: "mcts:hard"}
    assert not window.page.curtain.is_up and table.at_screen == NORTH


def test_a_game_against_the_computer_is_resumed_against_the_computer(qtbot, window, players):
    table = window.start_game("toy", ToyOptions(), {NORTH: PERSON, SOUTH: "scripted"}, open_table=False, seed=SEED)
    press(qtbot, window, "stand")
    qtbot.waitUntil(lambda: len(table.session.actions) == 2, timeout=5000)     # South picked
    window.close()

    from lotr_table.table.main_window import MainWindow
    again = MainWindow(stored.load())
    qtbot.addWidget(again)
    again.continue_autosave()
    assert again.table.seating == {NORTH: PERSON, SOUTH: "scripted"}
    assert len(again.table.session.actions) == 2
    assert not again.page.curtain.is_up and again.table.at_screen == NORTH
    again.close()


# ---- War of the Ring: The Card Game against the computer -------------------------------------


def test_a_person_plays_the_card_game_duel_against_the_computer_at_normal_level(
        qtbot, confrontation_window, curtains, monkeypatch):
    """The normal level as the lobby seats it ("Computer — normal"), over the card game's own
    look-ahead: it answers in turn, the person's screen shows only the person's hand, and no
    curtain falls between one person and the computer."""
    window = confrontation_window
    shown = record_shown(monkeypatch, TablePanel, window)
    game = registry.get_game("wotr_cards")
    person, machine = 0, 1
    table = window.start_game("wotr_cards", game.Options(scenario="duel", players=2),
                              {person: PERSON, machine: "mcts:normal"}, open_table=False, seed=3)
    panel = window.page.panel
    rng = random.Random(5)
    moves = 0
    while moves < 25:
        wait_for_person(qtbot, table, person)
        assert not window.page.curtain.is_up and table.at_screen == person
        if table.is_over:
            break
        assert shown[-1][0] == person and shown[-1][1]["question"]["seat"] == person
        panel.action_chosen.emit(person, rng.choice(game.legal_actions(table.session.state, person)))
        moves += 1
    assert curtains == []
    movers = [seat for seat, _ in table.session.actions]
    assert movers.count(machine) >= 10 and movers.count(person) == moves
    no_leaks(game, shown, person)
