"""The log of both games in the real window at 1366x768: at least eight lines in sight even
while a long decision fills the column, every entry whole (a game opened again included), and
the newest entry in sight."""

from __future__ import annotations

import random

import pytest

from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.table.kit.log_list import MIN_LINES


@pytest.fixture
def small_window(open_window):
    return open_window(1366, 768, still=True)


def played(game_id: str, seed: int, actions: int) -> Session:
    """A game some way in."""
    game = registry.get_game(game_id)
    options = game.Options(players=3) if game_id == "lotr_coop" else game.Options()
    session = Session(game, options, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        to_act = game.to_act(session.state)
        if not to_act:
            break
        session.apply(to_act[0], rng.choice(game.legal_actions(session.state, to_act[0])))
    return session


@pytest.mark.parametrize("game_id, seed, actions", [("confrontation", 5, 40), ("lotr_coop", 7, 60)])
def test_the_log_shows_eight_whole_lines_at_1366x768(qtbot, small_window, tmp_path, game_id, seed, actions):
    saved = played(game_id, seed, actions).to_save(tmp_path / f"{game_id}.lotrsave")
    assert small_window.open_path(saved)              # the game opened again from its save
    small_window.reveal()
    qtbot.wait(20)
    panel = small_window.page.panel
    log = panel.log
    assert log.count() >= MIN_LINES
    room = log.viewport().height()
    assert room >= MIN_LINES * log.fontMetrics().lineSpacing(), room
    # every entry whole: as the game's words read it, never cut
    view = panel.view
    assert log.entries() == [panel.parts.log_line(entry, view) for entry in view["log"]]
    assert not any(text.endswith("…") for text in log.entries())
    # the newest entry is in sight
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=2000)
    last = log.document().lastBlock()
    rect = log.document().documentLayout().blockBoundingRect(last)
    assert rect.bottom() - bar.value() <= room + 1
