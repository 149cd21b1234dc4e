"""Where an army's counters stand on the War of the Ring map at 1366x768: in their region, or
beside their region's settlement symbol, or under their region's name where the map is
crowded (the name goes with them), never pinned far off by a line; Minas Tirith's, Minas
Morgul's and Edoras's stacks by their own symbols. The position is the `midgame` demo (a game
the rule-of-thumb player played)."""

from __future__ import annotations

from lotr_table.engine import registry
from lotr_table.table.kit.panel import TablePanel
from lotr_table.table.wotr.demo import positions
from lotr_table.table.wotr.parts import PARTS

GAME = registry.get_game("wotr")


def _table(qtbot, name):
    panel = TablePanel(PARTS)
    qtbot.addWidget(panel)
    panel.resize(1366, 740)
    panel.show()
    s = GAME.position(positions()[name], 1)
    panel.show_view(GAME.view(s, 0), 0)
    panel.fit()
    return panel


def _on_screen(view, item):
    at = view.mapFromScene(item.pos())
    return item.rect.translated(at.x(), at.y())


def test_every_stack_reads_as_its_regions_with_no_line(qtbot, english):
    panel = _table(qtbot, "midgame")
    scene, view = panel.scene, panel.table
    stacks = {r: _on_screen(view, army) for r, army in scene.armies.items()}
    for region_id, counters in stacks.items():
        inside = scene.regions[region_id].path.contains(view.mapToScene(counters.center().toPoint()))
        symbol = scene.settlements.get(region_id)
        beside = symbol is not None and counters.adjusted(-6, -6, 6, 6).intersects(
            symbol.boundingRect().translated(view.mapFromScene(symbol.pos()).toPointF()))
        label = scene.labels[region_id]
        name = _on_screen(view, label)
        named = label.isVisible() and abs(name.bottom() - counters.top()) <= 8 \
            and name.left() < counters.right() and counters.left() < name.right()
        assert inside or beside or named, region_id
    # two armies never touch, so none reads as part of another
    for a, one in stacks.items():
        assert not [b for b, other in stacks.items() if b != a and one.adjusted(-2, 0, 2, 0).intersects(other)], a


def test_the_stacks_of_minas_tirith_minas_morgul_and_edoras_stand_by_their_symbols(qtbot, english):
    for name in ("midgame", "late"):
        panel = _table(qtbot, name)
        scene, view = panel.scene, panel.table
        for region_id in ("minas_tirith", "minas_morgul", "edoras"):
            counters = _on_screen(view, scene.armies[region_id])
            symbol = view.mapFromScene(scene.centre[region_id]).toPointF()
            far = max(0.0, counters.left() - symbol.x(), symbol.x() - counters.right()) + \
                max(0.0, counters.top() - symbol.y(), symbol.y() - counters.bottom())
            assert far <= 60, (name, region_id, far)      # the name between, at most a step aside
            assert scene.labels[region_id].isVisible()
