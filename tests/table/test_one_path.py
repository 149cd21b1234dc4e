"""A person's action takes one path: the panel sends the Action once, the table checks the seat
once and asks the engine which seats are to act once for the new position, and the person is
answered with the new view built once (the view the panel draws is the one the table keeps
for marking what happens next)."""

from __future__ import annotations

from collections import Counter

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.session import Session
from lotr_table.table import games
from lotr_table.table.lotr_coop import demo
from lotr_table.table.seating import PERSON, computer
from lotr_table.table.table_page import TablePage
from lotr_table.table.table_session import TableSession


class Counting:
    """The game, with the calls the table makes of it counted."""

    def __init__(self, game) -> None:
        self._game = game
        self.calls: Counter = Counter()

    def __getattr__(self, name):
        found = getattr(self._game, name)
        if name not in ("to_act", "view", "apply", "legal_actions"):
            return found

        def counted(*args, **kwargs):
            self.calls[name] += 1
            return found(*args, **kwargs)
        return counted


def test_a_persons_action_asks_the_engine_once_for_each_thing(qtbot, english):
    game = Counting(registry.get_game("lotr_coop"))
    session = Session.at_position(game, game.Options(players=3), demo.POSITIONS["moria"], 1)
    page = TablePage()
    qtbot.addWidget(page)
    page.set_panel(games.table("lotr_coop").make_panel(page))
    seating = {0: PERSON, 1: computer("easy"), 2: computer("easy")}
    table = TableSession(session, games.table("lotr_coop"), page, seating, autosave=False)
    table.start(fresh=False)
    view = page.panel.view
    play = next(a for a in view["actions"] if a["kind"] == "play")
    game.calls.clear()
    page.panel.action_chosen.emit(0, Action.from_json(play))
    assert len(session.actions) == 1
    assert game._game.to_act(session.state) == [0]               # the hobbit plays on: the screen stays with them
    assert game.calls == Counter(apply=1, to_act=1, view=1)
    assert page.panel.view is table.view_of(0)   # drawn is what the table keeps
    table.stop()
