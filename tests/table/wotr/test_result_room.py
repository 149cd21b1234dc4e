"""The result panel at the war's end (issue 33: "the result panel with the victory and its
cause") stands above the map and takes its height: at 1366x768 (the page some 700 pixels high)
the map keeps most of it, so its names and armies stay by their regions. Seven rows under the
headline squeezed the map to ~510 px and the crowded placement put armies 80-90 px off."""

from __future__ import annotations

from lotr_table.engine import registry
from lotr_table.games.wotr import fellowship
from lotr_table.table.kit.panel import TablePanel
from lotr_table.table.table_page import TablePage
from lotr_table.table.wotr import demo_position, result_headline, result_rows
from lotr_table.table.wotr.parts import PARTS


def test_the_result_leaves_the_map_its_height(qtbot, english):
    game = registry.get_game("wotr")
    s = game.position(demo_position("late"), 1)
    page = TablePage()
    qtbot.addWidget(page)
    panel = TablePanel(PARTS)
    page.set_panel(panel)
    page.resize(1366, 703)
    page.show()
    panel.show_view(game.view(s, 0), 0)
    before = panel.table.viewport().height()
    # «Коли значення споганення досягає 12, Персненосці провалюють свою місію ... і гра
    # закінчується перемогою Тіні»
    fellowship.corrupt(s, 12)
    view = game.view(s, 0)
    headline = result_headline(view, str)
    page.show_outcome(headline, result_rows(view, str))
    panel.show_view(view, 0)
    qtbot.waitUntil(lambda: panel.table.viewport().height() < before)
    assert "The Ring-bearers are corrupted" in headline         # the victory and its cause
    assert headline.startswith("The Shadow wins. ")     # two people: the seat is its side, said once
    assert dict(result_rows(view, str))["The Fellowship"] == "progress 0 \u00b7 corruption 12"
    assert panel.table.viewport().height() >= 0.85 * before
