"""Everything at the War of the Ring table beside the map, in the board's margin east of the
map (where the physical board has its tracks): the political track and victory points, each
side's action dice, the Fellowship and the Hunt, and the person's event cards; a battle's
panel over the sea in the south-west while one is fought.

They keep their size on screen (a column of plates that ignores the zoom), so nothing is
drawn under the readable size; the scene makes room for them (`RIGHT` scene units east of the
map, what the column needs at the table's fit at 1366x768).

The scene calls `add_margins` once, `show_margins` with each view, `retranslate_margins` when
the language changes. Every id drawn here (a die's result, a card, a nation, a battle's unit)
is entered in `scene.extra_items`, where the scene's `item_of` finds it for the hands; the
items an option of the open question acts on are lit, and a click on one asks the hands for
it (their `clicked`, the kit's gestures)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit.hint_marks import HintRow
from lotr_table.table.kit.gestures import Offered, attempted
from lotr_table.table.wotr import plate
from lotr_table.table.wotr.battle_panel import BattlePanel
from lotr_table.table.wotr.card_faces import deck_name
from lotr_table.table.wotr.dice_items import DiceTray
from lotr_table.table.wotr.hand import HandPlate
from lotr_table.table.wotr.tracks import PoliticsPlate, RingPlate
from lotr_table.games.wotr import words as rules_words
from lotr_table.table.i18n import tr
from lotr_table.table.wotr.naming import players_of


def seat_name(players: int, seat: int) -> str:
    return tr("wotr.seat", rules_words.seat_name(players, seat))

RIGHT = 600.0            # scene units east of the map for the column
WIDTH = 236.0            # the column on screen at the least (the fit at 1366x768)
WIDEST = 380.0           # and at the most
GAP = 3.0                # between two plates (a hand of eight needs the room at 1366x768)
HINT_ROOM = 48.0         # screen pixels kept free at the window's bottom for the hint button
                         # (kit hint_marks.HintRow sits in the board's bottom right corner)
ROLLED = 5               # the Action resolution phase, after the action roll (phase 4): before it no die is used
BATTLE_AT = (30.0, 1250.0)   # the battle panel's corner: the sea south-west of Andrast


class Column(QGraphicsItem):
    """The plates, stacked in screen pixels."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.plates: list[plate.Plate] = []

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, p, option, widget=None) -> None:
        pass

    def stack(self) -> None:
        y = 0.0
        for one in self.plates:
            one.setPos(0, y)
            y += one.rect.height() + GAP


class Margins:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.hands = None
        self.seat: int | None = None
        self.view: dict | None = None
        self.column = Column()
        self.politics = PoliticsPlate(WIDTH)
        self.dice = {side: DiceTray(side, WIDTH) for side in ("free_peoples", "shadow")}
        self.ring = RingPlate(WIDTH)
        self.hand = HandPlate(WIDTH, self.clicked)
        self.hand.tried = self.tried_card
        self.width = WIDTH
        self.room: float | None = None     # screen pixels from the column's top to the hint's corner
        self.column.plates = [self.politics, self.dice["free_peoples"], self.dice["shadow"], self.ring, self.hand]
        for one in self.column.plates:
            one.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, False)
            one.setParentItem(self.column)
        self.column.setPos(QPointF(scene.map_rect.right() + 12, scene.map_rect.top()))
        self.column.setZValue(20)
        scene.addItem(self.column)
        self.battle = BattlePanel()
        self.battle.setPos(QPointF(*BATTLE_AT))
        scene.addItem(self.battle)
        self.last_log = 0

    # -- a click on something drawn here -----------------------------------------------------------

    def clicked(self, key) -> None:
        """Ask the hands for what a click on `key` chooses (the kit's gestures match it to an
        option by what the options act on)."""
        hands = self.hands
        if hands is None:
            return
        if hasattr(hands, "clicked"):
            hands.clicked(key)
            return
        choose = getattr(hands, "choose", None)
        options = Offered.of(self.view).clicked(key)
        if choose is not None and options:
            choose(options[0])

    def tried_card(self, card: str) -> None:
        """A click on a card of the hand that no option plays now: the engine is asked for it as
        the view declares (view["card_attempt"]), so its refusal says why there."""
        shape = (self.view or {}).get("card_attempt")
        choose = getattr(self.hands, "choose", None)
        asked = ((self.view or {}).get("question") or {}).get("seat")
        if not shape or choose is None or asked is None or asked != self.seat:
            return
        choose(attempted({"attempt": shape}, shape["step"], card))

    def _connect(self, items: dict) -> None:
        for item in items.values():
            signal = getattr(item, "clicked", None)
            if signal is not None and not getattr(item, "_margins_connected", False):
                signal.connect(self.clicked)
                item._margins_connected = True

    # -- a view ------------------------------------------------------------------------------------

    def show(self, view: dict, seat: int | None, hands) -> None:
        self.view, self.seat, self.hands = view, seat, hands
        self.column.show()
        players = players_of(view)
        self.battle.players = players
        log = view.get("log") or []
        seen = self.last_log > 0
        fresh = seen and len(log) != self.last_log
        self.last_log = len(log)
        self.politics.show_politics(view.get("politics") or {}, view.get("victory_points") or {}, seen)
        pool = view.get("pool") or [0, 0]
        hunt = view.get("hunt_dice") or {}
        rings = view.get("elven_rings") or [0, 0]
        used = view.get("ring_used") or [False, False]
        named = Offered.of(view).named() if seat is not None else set()
        on_table = self._on_table(view.get("zones") or {}, players)
        for i, side in enumerate(("free_peoples", "shadow")):
            self.dice[side].play = self.clicked
            self.dice[side].show_table(on_table[side], {k for k in named if isinstance(k, str)}, seen, fresh)
            self.dice[side].show_dice(list((view.get("dice") or {}).get(side, [])), pool[i],
                                      hunt.get("shadow", 0) if side == "shadow" else 0, rings[i], used[i],
                                      fresh, rolled_yet=view.get("phase", 5) >= ROLLED)
        self.ring.show_ring(view, players)
        if self.room is not None:       # the hand takes what the plates above it leave
            above = sum(one.rect.height() + GAP for one in self.column.plates[:self.column.plates.index(self.hand)])
            self.hand.room = self.room - above
        self.hand.show_hand(view.get("zones") or {}, seat, lambda s: seat_name(players, s), deck_name,
                            {k for k in named if isinstance(k, str)}, fresh)
        self.battle.show_battle(view.get("battle"), view.get("combat_backs") or {}, seen)
        self.column.stack()
        items = self.ids()
        extra = getattr(self.scene, "extra_items", None)
        if extra is None:
            extra = self.scene.extra_items = {}
        for key in list(extra):
            if getattr(extra[key], "_margins", False):
                del extra[key]
        for key, item in items.items():
            item._margins = True
            extra[key] = item
        self._connect(items)
        for tray in self.dice.values():         # a click on any die showing a result is that result
            self._connect({id(die): die for die in tray.dice})
        for key, item in items.items():
            if hasattr(item, "set_lit"):
                item.set_lit(key in named)
        for tray in self.dice.values():         # every die of the asked side showing a result it may use
            standing = tray.ids()
            for die in tray.dice:
                die.set_lit(items.get(die.result) is standing.get(die.result) and die.result in named)

    @staticmethod
    def _on_table(zones: dict, players: int) -> dict[str, list[str]]:
        """Each side's event cards lying on the table (the zones `table<seat>`, face up)."""
        from lotr_table.games.wotr import cards as rule_cards
        out: dict[str, list[str]] = {"free_peoples": [], "shadow": []}
        for zone, z in sorted(zones.items()):
            if not (zone.startswith("table") and zone[5:].isdigit()):
                continue
            side = ("free_peoples", "shadow")[rule_cards.side_of_seat(players, int(zone[5:]))]
            out[side] += [e["card"] for e in z.get("cards") or [] if e and e.get("card")]
        return out

    def ids(self) -> dict:
        out = {}
        for tray in self.dice.values():
            out.update(tray.table_ids())
        for part in (self.politics, self.dice["free_peoples"], self.dice["shadow"], self.battle):
            out.update(part.ids())
        # a die of the seat's own side stands for its result: both sides may show the same face
        # (an Army die), and only one side is asked at a time
        asking = ((self.view or {}).get("question") or {}).get("seat")
        if asking is not None:
            from lotr_table.games.wotr import cards as rule_cards
            players = self.battle.players
            side = ("free_peoples", "shadow")[rule_cards.side_of_seat(players, asking)]
            out.update(self.dice[side].ids())
        out.update(self.hand.ids())
        return out

    def fit_to(self, view) -> None:
        """The column as wide as the margin is on screen at the view's zoom (within bounds): a
        larger window shows more cards side by side and whole names."""
        scale = view.transform().m11()
        width = max(WIDTH, min(WIDEST, RIGHT * scale - 24))
        # the hint button's corner is kept free only where hints are allowed (the row shown)
        hint = any(not row.isHidden() for row in view.viewport().findChildren(HintRow))
        room = view.viewport().height() - view.mapFromScene(self.column.pos()).y() - (HINT_ROOM if hint else 12)
        if abs(width - self.width) < 2 and self.room is not None and abs(room - self.room) < 2:
            return
        self.width, self.room = width, room
        for one in self.column.plates:
            one.resize(width, one.rect.height())
        if self.view is not None:
            self.show(self.view, self.seat, self.hands)

    def clear(self) -> None:
        """The curtain is up: nothing of a seat's own is left drawn (its hand above all), and
        nothing is marked as changed for the next person."""
        self.last_log = 0
        self.view = None
        self.hand.clear()
        self.battle.forget()
        self.column.hide()
        extra = getattr(self.scene, "extra_items", {})
        for key in [k for k, item in extra.items() if getattr(item, "_margins", False)]:
            del extra[key]

    def retranslate(self) -> None:
        for one in self.column.plates:
            one.retranslate()
        self.battle.retranslate()
        if self.view is not None:
            self.show(self.view, self.seat, self.hands)


def add_margins(scene) -> Margins:
    """Put the margins' plates on the scene (once)."""
    scene.margins = Margins(scene)
    return scene.margins


def table_rect(map_rect: QRectF) -> QRectF:
    """The map with the margin east of it for the column."""
    return map_rect.adjusted(0, 0, RIGHT, 0)
