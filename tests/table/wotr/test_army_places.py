"""Where an army's counters stand on the War of the Ring map at 1366x768: at their region's
place, or moved aside where the map is crowded; moved aside but still in their region they read
as that region's with no line, and only counters pushed out of their region are pinned to it
by a line. The position is the `midgame` demo (a game the rule-of-thumb player played)."""

from __future__ import annotations

from lotr_table.engine import registry
from lotr_table.table.kit.panel import TablePanel
from lotr_table.table.wotr.demo import positions
from lotr_table.table.wotr.parts import PARTS

GAME = registry.get_game("wotr")


def test_a_stack_moved_aside_inside_its_region_needs_no_line(qtbot, english):
    panel = TablePanel(PARTS)
    qtbot.addWidget(panel)
    panel.resize(1366, 740)
    panel.show()
    s = GAME.position(positions()["midgame"], 1)
    panel.show_view(GAME.view(s, 0), 0)
    panel.fit()
    scene, view = panel.scene, panel.table
    aside_inside = 0
    for region_id, army in scene.armies.items():
        at = view.mapFromScene(army.pos())
        centre = army.rect.translated(at.x(), at.y()).center().toPoint()
        inside = scene.regions[region_id].path.contains(view.mapToScene(centre))
        moved = army.shift != (0.0, 0.0)
        assert army.pinned == (moved and not inside), region_id
        aside_inside += moved and inside
    assert aside_inside >= 1
