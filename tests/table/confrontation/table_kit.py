"""A small pass-and-play harness around the real Confrontation panel: every action the panel
emits is applied with GAME.apply, and the panel is shown the next view of the seat to act
(no curtain). A refusal comes back through show_refusal, translated as the shell does."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from lotr_table.engine.game import IllegalAction
from lotr_table.games.confrontation.game import GAME
from lotr_table.table.confrontation import look, make_panel, words
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.confrontation.pieces import TileItem


class Table:
    def __init__(self, qtbot, state, seat: int | None = None, size=(1600, 1000)) -> None:
        self.qtbot = qtbot
        self.state = state
        self.panel = make_panel()
        qtbot.addWidget(self.panel)
        self.panel.resize(*size)
        self.panel.show()
        self.panel.action_chosen.connect(self._apply)
        self.statuses: list[str] = []
        self.panel.status.connect(self.statuses.append)
        self.refusals: list[str] = []
        self.applied: list = []
        self.show(seat)
        self.panel.fit()

    # -- the game ---------------------------------------------------------------------------

    def show(self, seat: int | None = None) -> None:
        if seat is None:
            to_act = GAME.to_act(self.state)
            seat = to_act[0] if to_act else 0
        self.seat = seat
        self.panel.show_view(GAME.view(self.state, seat), seat)

    def _apply(self, seat: int, action) -> None:
        try:
            self.state = GAME.apply(self.state, seat, action)
        except IllegalAction as e:
            reason = words.refusal(e.template, e.params)
            self.refusals.append(reason)
            self.panel.show_refusal(reason)
            return
        self.applied.append((seat, action))
        to_act = GAME.to_act(self.state)
        self.show(to_act[0] if to_act else seat)

    def wait_applied(self, n: int) -> None:
        self.qtbot.waitUntil(lambda: len(self.applied) >= n, timeout=2000)

    def wait_refused(self, n: int = 1) -> None:
        self.qtbot.waitUntil(lambda: len(self.refusals) >= n, timeout=2000)

    # -- what is on the table -----------------------------------------------------------------

    @property
    def scene(self):
        return self.panel.scene

    @property
    def viewport(self):
        return self.panel.table.viewport()

    def tile(self, hero: str) -> TileItem:
        found = [t for t in self.scene.tiles if t.hero == hero and t.scene() is self.scene]
        assert found, f"no tile of {hero} on the table"
        return found[0]

    def card(self, card_id: str) -> CardItem:
        found = [c for c in self.scene.hand_cards if c.card == card_id]
        assert found, f"no card {card_id} in the hand on the table"
        return found[0]

    def at(self, scene_point) -> QPoint:
        if not isinstance(scene_point, QPointF):
            scene_point = QPointF(*scene_point)
        return self.panel.table.mapFromScene(scene_point)

    def region_point(self, region: str) -> QPoint:
        shape = self.scene.layout.regions[region]
        x, y = shape.centre
        return self.at((x, y + 60 if shape.name_centre[1] < y else y - 60))

    def buttons(self) -> dict[str, QPushButton]:
        out = {}
        for b in self.panel.decision.findChildren(QPushButton):
            if b.isVisibleTo(self.panel) and b.property("label"):
                out[b.property("label")] = b
        return out

    def drawn(self) -> list[str]:
        """Every string the scene draws, rendered now into a picture."""
        image = QImage(1200, 800, QImage.Format.Format_ARGB32)
        with look.recording() as texts:
            painter = QPainter(image)
            self.scene.render(painter)
            painter.end()
        return list(texts)

    def widget_texts(self) -> list[str]:
        out = self.panel.log.entries()
        out += list(self.buttons())
        out += [self.panel.decision.prompt.text(), self.panel.indicator.text()]
        return out

    # -- gestures -------------------------------------------------------------------------------

    def drag(self, tile: TileItem, to: QPoint) -> None:
        start = self.at(tile.scenePos())
        vp = self.viewport
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        steps = 6
        for i in range(1, steps + 1):
            p = start + (to - start) * (i / steps)
            QTest.mouseMove(vp, p)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to)

    def click(self, point: QPoint) -> None:
        QTest.mouseClick(self.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def click_item(self, item) -> None:
        self.click(self.at(item.sceneBoundingRect().center()))

    def click_card(self, card: CardItem) -> None:
        """A card in a fanned hand shows at least its left edge."""
        self.click(self.at(card.scenePos() + QPointF(14, card.size.height() / 2)))

    def commit_card(self, card: CardItem) -> None:
        """Play a combat card as a person does: click it, then click it again to confirm."""
        self.click_card(card)
        self.click_card(card)
