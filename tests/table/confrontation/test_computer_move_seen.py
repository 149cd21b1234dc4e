"""What the computer did reaches the table as its action applied, seen as far as the
person's view shows it (engine/acts_on.seen_in), and the table animates that: Sauron's hidden
tile slides from the region it left to the one it entered, and the person never learns which
hero it was («Все герои размещаются закрытыми»)."""

from PySide6.QtCore import QPointF

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.game import GAME
from lotr_table.table.confrontation import make_panel
from lotr_table.table.kit import gestures
from lotr_table.table.table_session import TableSession
from tests.games.confrontation.scenario import FP, SAU

POSITION = {
    "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c", "sam_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
    "active": "sauron",
}


def test_a_hidden_tile_the_computer_moved_slides_from_where_it_stood(qtbot, english):
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1600, 1000)
    panel.show()
    state = GAME.position(POSITION, 1)
    before = GAME.view(state, FP)
    panel.show_view(before, FP)
    option, acted = next((o, a) for o, a in gestures.offered(GAME.view(state, SAU))
                         if o.get("hero") == "blackrider" and o["kind"] == "move" and o["to"] != "eregion")
    state = GAME.apply(state, SAU, Action.from_json(option))
    view = GAME.view(state, FP)
    applied = TableSession._applied((SAU, acted), before, view)
    assert applied["acts_on"] == {"source": "caradhras", "to": option["to"]}      # no hero named
    panel.show_change(before, view, FP, [applied])
    [tile] = [t for t in panel.scene.tiles if t.side == "sauron" and t.region == option["to"]]
    assert tile.hero is None
    start = QPointF(*panel.scene.layout.regions["caradhras"].centre)
    assert panel.scene.moves.running and tile.pos() == start
    qtbot.waitUntil(lambda: not panel.scene.moves.running, timeout=2000)
    assert tile.pos() == tile.home
