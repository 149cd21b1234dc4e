"""How the person moves a hero or plays a card: drag a tile to a region, click the tile then
the region, or pick with the keys (arrows, Enter, a destination's number). Every gesture ends
in one of the view's options, matched by what it acts on (kit/gestures.py), or — for a drop
where the view offers none — in the attempted move, so the engine's refusal comes back with
its reason."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, Qt, QVariantAnimation

from lotr_table.table.confrontation import choices
from lotr_table.table.confrontation.board_items import Z_TILE
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.kit.gestures import Offered, attempted
from lotr_table.table.confrontation.pieces import TileItem
from lotr_table.table.i18n import tr

SLIDE_MS = 160


class Hands(QObject):
    def __init__(self, scene, choose: Callable[[dict], None], ask: Callable[..., None],
                 say: Callable[[str], None], parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.choose = choose           # emit one action (a JSON dict)
        self.ask = ask                 # several actions fit one gesture, or one wants confirming
        self.say = say                 # a translated message for the status line
        self.actions: list[dict] = []
        self.offered = Offered()
        self.decision: str | None = None
        self.view: dict | None = None
        self.picked: TileItem | None = None
        self.focus: int = -1
        self.last_moved: TileItem | None = None
        self._lit: list[str] = []
        self.retreats: dict[str, dict] = {}
        self.card_to_confirm: CardItem | None = None   # a combat card clicked once, not yet committed
        self._slides: list[QVariantAnimation] = []

    # -- a new view ----------------------------------------------------------------------

    def reset(self, actions: list[dict], view: dict | None) -> None:
        self.actions = list(actions)
        self.view = view
        self.offered = Offered.of(view) if actions else Offered()
        # what the seat decides; nothing when it has nothing to do (the public view, waiting)
        self.decision = view.get("decision") if view is not None and actions else None
        # an option that goes to a region carrying no hero (a retreat) may also be chosen by
        # clicking its region (the buttons offer it too)
        self.retreats = {a["to"]: o for o, a in self.offered.options if "to" in a and "piece" not in a}
        self.picked = None
        self.card_to_confirm = None
        self.focus = -1
        self.last_moved = None
        self._lit = []
        for anim in self._slides:
            anim.stop()
        self._slides = []

    def may_move(self, tile: TileItem) -> bool:
        """Which tiles answer a drag: in setup the heroes still to place; in the turn's move
        every hero of the seat on the board (the engine explains a move it refuses)."""
        if tile.hero is None:
            return False
        if self.decision == "place":
            return tile.region is None and tile.hero in choices.movers(self.offered)
        if self.decision == "main":
            return tile.region is not None
        return False

    def focusables(self) -> list:
        tiles = [t for t in self.scene.tiles if t.movable]
        tiles.sort(key=lambda t: (-t.home.y(), t.home.x()))
        cards = [c for c in self.scene.hand_cards if c.playable]
        return tiles + cards

    # -- lighting --------------------------------------------------------------------------

    def _light(self, tile: TileItem | None) -> None:
        regions = self.scene.region_items
        for rid in self._lit:
            if rid in regions:
                regions[rid].set_lit(False)
        self._lit = []
        if tile is None or tile.hero is None:
            return
        for n, rid in enumerate(choices.destinations(self.offered, tile.hero), start=1):
            if rid in regions:
                regions[rid].set_lit(True, n if n <= 9 else None)
                self._lit.append(rid)

    def light_choices(self) -> None:
        """With a retreat to choose, its regions glow, numbered as the keys choose them."""
        regions = self.scene.region_items
        for n, rid in enumerate(self.retreats, start=1):
            if rid in regions:
                regions[rid].set_lit(True, n if n <= 9 else None)
                self._lit.append(rid)

    def _pick(self, tile: TileItem | None) -> None:
        if self.picked is not None and self.picked is not tile:
            self.picked.set_marks(picked=False)
        self.picked = tile
        if tile is not None:
            tile.set_marks(picked=True)
        self._light(tile)

    # -- gestures from the items -------------------------------------------------------------

    def drag_started(self, tile: TileItem) -> None:
        self._pick(tile)

    def dropped(self, tile: TileItem, at: QPointF) -> None:
        region = self.scene.layout.region_at((at.x(), at.y()))
        if region is None:
            self.slide_back(tile)
            self._pick(None)
            self.say(tr("Hands", "Drop the tile on a region of the board."))
            return
        self._send(tile, region)

    def tile_clicked(self, tile: TileItem) -> None:
        self._pick(None if self.picked is tile else tile)

    def region_clicked(self, region: str | None) -> bool:
        """A click on the board: with a picked tile it is the move; otherwise nothing."""
        if self.picked is None:
            if region in self.retreats:
                self.choose(self.retreats[region])
                return True
            return False
        if region is None:
            self._pick(None)
            return True
        self._send(self.picked, region)
        return True

    def card_clicked(self, card: CardItem) -> None:
        """A combat card, once committed, cannot be taken back: the first click marks it and
        asks to confirm; a second click on it, or the confirming button, commits it."""
        action = choices.playable(self.offered, [card.card]).get(card.card)
        if action is None:
            return
        if self.card_to_confirm is card:
            self.choose(action)
            return
        self._mark_card(card)
        self.ask([action], tr("Hands", "Play this card? Once played it cannot be taken back: "
                                       "click it again or press the button."))

    def _mark_card(self, card: CardItem | None) -> None:
        if self.card_to_confirm is not None and self.card_to_confirm is not card:
            try:
                self.card_to_confirm.set_selected(False)
            except RuntimeError:      # the item left the table with the last view
                pass
        self.card_to_confirm = card
        if card is not None:
            card.set_selected(True)

    def confirm_cancelled(self) -> None:
        """The person chose another way than the card asked about: it is no longer marked."""
        self._mark_card(None)

    def _send(self, tile: TileItem, region: str) -> None:
        options = choices.destinations(self.offered, tile.hero).get(region, [])
        self.last_moved = tile
        self._pick(None)
        if len(options) == 1:
            self.choose(options[0])
        elif options:
            self.slide_back(tile)
            self.ask(options)
        else:
            attempt = attempted(self.view, tile.hero, region)
            if attempt is None:
                self.slide_back(tile)
            else:
                self.choose(attempt)

    def refused(self) -> None:
        """The engine said no: the tile goes back where it stood."""
        if self.last_moved is not None:
            self.slide_back(self.last_moved)
        self._pick(None)

    def slide_back(self, tile: TileItem) -> None:
        try:
            start = tile.pos()
        except RuntimeError:
            return
        if start == tile.home:
            tile.setZValue(Z_TILE)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(tile.home)
        anim.setDuration(SLIDE_MS)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(value, tile=tile):
            try:
                tile.setPos(value)
            except RuntimeError:
                anim.stop()

        def done(tile=tile, anim=anim):
            try:
                tile.slide_home()
            except RuntimeError:
                pass
            if anim in self._slides:
                self._slides.remove(anim)

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._slides.append(anim)
        anim.start()

    # -- keys ------------------------------------------------------------------------------

    def focused_item(self):
        items = self.focusables()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    def _set_focus(self, index: int) -> None:
        items = self.focusables()
        old = self.focused_item()
        if old is not None:
            old.set_marks(focused=False)
        if not items:
            self.focus = -1
            return
        self.focus = index % len(items)
        items[self.focus].set_marks(focused=True)

    def key(self, key: int) -> bool:
        """Handle a key on the table; True when it meant something here."""
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._set_focus(self.focus + 1)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._set_focus(self.focus - 1 if self.focus >= 0 else -1)
            return True
        if key == Qt.Key.Key_Escape:
            if self.picked is not None:
                self._pick(None)
                return True
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.focused_item()
            if isinstance(item, TileItem):
                self.tile_clicked(item)
                if self.picked is item:
                    self.say(tr("Hands", "Choose a lit region by its number, or press Escape."))
                return True
            if isinstance(item, CardItem):
                self.card_clicked(item)
                return True
            return False
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.picked is not None:
            n = key - Qt.Key.Key_1
            regions = list(choices.destinations(self.offered, self.picked.hero))
            if n < len(regions):
                self._send(self.picked, regions[n])
            return True
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.retreats:
            n = key - Qt.Key.Key_1
            if n < len(self.retreats):
                self.choose(list(self.retreats.values())[n])
            return True
        return False
