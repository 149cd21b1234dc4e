"""Issue 27, point 4: "one computer move right after the person's attack was not marked at all
while others were". A hidden Sauron tile that attacks shows its face the moment the battle
begins («Герои, участвующие в битве, открываются»), so the tile in the region attacked is a
named hero that was hidden a moment before: it still slides from the region it left, as
every other move of the computer does, and turns over there."""

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


def test_a_hidden_tile_that_attacks_slides_from_where_it_stood_and_turns_over(qtbot, english):
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    state = GAME.position(POSITION, 1)
    before = GAME.view(state, FP)
    panel.show_view(before, FP)
    panel.note_acted(FP, before)                        # the person acted last (their own move)
    option, acted = next((o, a) for o, a in gestures.offered(GAME.view(state, SAU))
                         if o.get("hero") == "blackrider" and o["kind"] == "move" and o["to"] == "eregion")
    state = GAME.apply(state, SAU, Action.from_json(option))
    view = GAME.view(state, FP)
    applied = TableSession._applied((SAU, acted), before, view)
    panel.show_change(before, view, FP, [applied])
    [tile] = [t for t in panel.scene.tiles if t.side == "sauron" and t.region == "eregion"]
    assert tile.hero == "blackrider"                    # the battle has shown who attacks
    start = QPointF(*panel.scene.layout.regions["caradhras"].centre)
    assert panel.scene.moves.running and tile.pos() == start
    qtbot.waitUntil(lambda: not panel.scene.moves.running, timeout=2000)
    assert tile.pos() == tile.home
    assert any(key[-1] == "eregion" for key in panel.scene.trails.items)    # and its trail stays
