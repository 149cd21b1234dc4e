"""The War of the Ring card table, arranged from the kit: the Shadow's seats at the top, the
Free Peoples' at the bottom (each a hand, a reserve, and the deck, cycle and eliminated piles
as counts), the active path and battlegrounds between them with the cards on them; beside the
table what is asked, and the log. A card that is an answer now is lit: a click plays it (its
first option), a drag onto a lit location plays it there."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QFrame, QGraphicsScene, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from lotr_table.engine.action import Action
from lotr_table.games.wotr_cards.scenarios import Options, seat_info
from lotr_table.table.game_panel import GamePanel
from lotr_table.table.i18n import tr
from lotr_table.table.kit import look
from lotr_table.table.kit.card import DRAWN, HEIGHT, WIDTH
from lotr_table.table.kit.decision_area import DecisionArea
from lotr_table.table.kit.hand import Spot
from lotr_table.table.kit.keyed import KeyedLayer
from lotr_table.table.kit.log_list import LogList
from lotr_table.table.kit.pile import PileItem
from lotr_table.table.kit.view import KitView
from lotr_table.table.kit.zone import ZoneItem
from lotr_table.table.kit.zones_layer import ZonesLayer
from lotr_table.table.wotr_cards.naming import WotrCardsNaming, icon_short, side_name

# Sized so that the table fits a 1366x768 screen at a scale where the cards' 13-unit text
# reaches the screen at 11 px or more (look.MIN_PX): 1200 by at most four rows.
GAP, HEAD = 12.0, 24.0
TABLE_W = 1200.0
ROW_H = HEAD + HEIGHT + 14
PILE_W, PILE_H = 110.0, 14.0
PILE_STEP = PILE_H + 30.0        # the frame, its name and count under it, a gap
PILES = ("hand", "deck", "cycle", "eliminated")
SLOTS_A_ROW = 3


def options_of(view: dict) -> Options:
    """Options enough to name the seats: a scenario's decks do not depend on how many people play."""
    scenario = view["scenario"]
    return Options(scenario=scenario, players={"trilogy": 4, "duel": 2, "three_player_duel": 3, "fellowship": 2}[scenario])


class Layout:
    """Where everything lies for one view: a row of the Shadow's seats above the active
    locations, a row of the Free Peoples' below, and the hands of the seats at the screen at
    the bottom. Another seat's hand is a count, as its deck and piles are."""

    def __init__(self, view: dict) -> None:
        info = seat_info(options_of(view))
        self.top = [x.seat for x in info if x.side == "shadow"]
        self.bottom = [x.seat for x in info if x.side == "free_peoples"]
        self.own = [x.seat for x in info if x.seat in view.get("seats", ())]
        self.active = list(view["zones"]["active"]["cards"])
        self.slot_rows = max(1, -(-len(self.active) // SLOTS_A_ROW))
        self.seat_rects: dict[int, QRectF] = {}
        self._row(self.top, 0.0, self.seat_rects)
        middle = ROW_H + GAP
        w = (TABLE_W - GAP * (SLOTS_A_ROW - 1)) / SLOTS_A_ROW
        self.slot_rects = [QRectF((k % SLOTS_A_ROW) * (w + GAP), middle + (k // SLOTS_A_ROW) * (ROW_H + GAP), w, ROW_H)
                           for k in range(len(self.active))]
        below = middle + self.slot_rows * (ROW_H + GAP)
        self._row(self.bottom, below, self.seat_rects)
        self.hand_rects: dict[int, QRectF] = {}
        self._row(self.own, below + ROW_H + GAP, self.hand_rects)

    @staticmethod
    def _row(seats: list[int], y: float, out: dict[int, QRectF]) -> None:
        if not seats:
            return
        w = (TABLE_W - GAP * (len(seats) - 1)) / len(seats)
        for k, seat in enumerate(seats):
            out[seat] = QRectF(k * (w + GAP), y, w, ROW_H)

    def height(self) -> float:
        rows = 2 + self.slot_rows + (1 if self.own else 0)
        return rows * (ROW_H + GAP) - GAP

    def pile_at(self, seat: int, k: int) -> QPointF:
        r = self.seat_rects[seat]
        return QPointF(r.left() + 8 + (k % 2) * (PILE_W + 10), r.top() + HEAD + 14 + (k // 2) * PILE_STEP)

    def spots(self) -> dict[str, Spot]:
        out: dict[str, Spot] = {}
        for seat, r in self.seat_rects.items():
            left = r.left() + 2 * PILE_W + 34
            out[f"reserve{seat}"] = Spot(QRectF(left, r.top() + HEAD + 4, r.right() - 8 - left, HEIGHT), z=10)
        for seat, r in self.hand_rects.items():
            out[f"hand{seat}"] = Spot(QRectF(r.left() + 8, r.top() + HEAD + 4, r.width() - 16, HEIGHT), z=10)
            # cards drawn to choose from lie over the hand's right end
            out[f"drawn{seat}"] = Spot(QRectF(r.left() + r.width() * 0.5, r.top() + HEAD + 4, r.width() * 0.5 - 8,
                                              HEIGHT), z=30)
        for loc, r in zip(self.active, self.slot_rects):
            out["active:" + loc["id"]] = Spot(QRectF(r.left() + 8, r.top() + HEAD + 4, WIDTH, HEIGHT), z=10)
            out[f"at_{loc['id']}"] = Spot(QRectF(r.left() + 16 + WIDTH, r.top() + HEAD + 4,
                                                 r.width() - 24 - WIDTH, HEIGHT), z=10)
        return out


class DragHands:
    """What a drag of a card means: a card that may be played or moved to a place is taken in
    hand, and dropped on a lit location (or its seat's reserve) it is played there; dropped
    anywhere else it slides back. A click chooses it as on any lit card."""

    def __init__(self, panel: "WotrCardsPanel") -> None:
        self.panel = panel

    def drag_started(self, item) -> bool:
        places = self.panel.places_of(item.key)
        for option in places:          # where it may go is lit while it is carried
            place = self.panel.place_item(option)
            if isinstance(place, ZoneItem):
                place.set_lit(True)
        return bool(places)

    def drag_moved(self, item, point) -> None:
        pass

    def dropped(self, item, point) -> None:
        option = self.panel.dropped_on(item.key, point)
        if option is None:
            item.slide_home()
            self.panel.light_answers()
        else:
            self.panel.send(option)

    def card_clicked(self, item) -> None:
        item.clicked.emit(item.key)


class WotrCardsScene(QGraphicsScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rect = QRectF(0, 0, TABLE_W, 600)

    def table_rect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)


class WotrCardsPanel(GamePanel):
    game_id = "wotr_cards"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.naming = WotrCardsNaming()
        self.scene = WotrCardsScene(self)
        self.scene.setBackgroundBrush(look.brush(look.TABLE))
        self.table = KitView(self.scene)
        # no fading: an item comes and goes at once, as on the other games' tables
        self.layer = KeyedLayer(self.scene, fade=False)
        self.cards = ZonesLayer(self.layer, {}, self.naming.card)
        self.cards.card_clicked = self._card_clicked
        self.indicator = QLabel()
        self.indicator.setWordWrap(True)
        self.decision = DecisionArea(naming=self.naming)
        self.decision.chosen.connect(self._choose)
        self.log = LogList()
        side = QFrame()
        side.setFixedWidth(310)
        column = QVBoxLayout(side)
        column.addWidget(self.indicator)
        column.addWidget(self.decision)
        column.addWidget(self.log, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.table, 1)
        row.addWidget(side)
        self.view: dict | None = None
        self.seat: int | None = None
        self.targets: dict[str, list[dict]] = {}      # item key -> the actions choosing it
        self.drag_hands = DragHands(self)

    # -- the GamePanel contract

    def show_view(self, view: dict, seat: int | None) -> None:
        self.view, self.seat = view, seat
        self.naming.options = options_of(view)
        zones = dict(view["zones"])
        self.naming.known = {c["id"]: c["card"] for z in zones.values() for c in z["cards"] if c}
        layout = Layout(view)
        for loc in layout.active:      # each active location is a card of its own slot
            zones["active:" + loc["id"]] = {"cards": [loc], "count": 1, "owner": None}
        self.cards.spots = layout.spots()
        self.scene.rect = QRectF(0, 0, TABLE_W, layout.height())
        self.layer.begin()
        self._place_frames(view, layout)
        self.cards.show(zones)
        self.layer.end()
        self._light(view.get("question"))
        self.decision.ask(view.get("question"))
        self.indicator.setText(indicator(view, self.naming))
        self.log.show_log(view["log"], self.naming.log_line)

    def clear(self) -> None:
        self.view, self.seat = None, None
        self.layer.clear()
        self.cards.backs, self.cards.zone_of = {}, {}
        self.decision.ask(None)
        self.indicator.setText("")
        self.log.clear_log()
        self.table.hide_preview()

    def retranslate(self) -> None:
        if self.view is not None:
            view, seat = self.view, self.seat
            self.layer.clear()
            self.cards.backs, self.cards.zone_of = {}, {}
            self.show_view(view, seat)
            self.log.show_log(view["log"], self.naming.log_line, again=True)
        self.decision.retranslate()

    def fit(self) -> None:
        self.table.fit()

    def show_refusal(self, reason: str) -> None:
        self.decision.show_reason(reason)
        super().show_refusal(reason)

    def seat_name(self, view: dict, seat: int) -> str:
        return seat_name(view, seat)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.table.fit()

    # -- inside

    def _place_frames(self, view: dict, layout: Layout) -> None:
        to_act = set((view.get("question") or {}).get("waiting", ()))
        for seat, r in layout.seat_rects.items():
            title = self.naming.seat(seat)
            notes = [tr("wotr_cards.table", "to act")] if seat in to_act else []
            notes.append(ring_word(view["ring"][seat]))
            zone = self.layer.place(f"seat:{seat}", lambda t=title, r=r, s=seat: ZoneItem(f"seat:{s}", t, (r.width(), r.height())),
                                    r.topLeft(), 0)
            zone.set_text(title, " \u00b7 ".join(notes))
            for k, kind in enumerate(PILES):
                z = f"{kind}{seat}"
                pile = self.layer.place(f"pile:{z}", lambda z=z: PileItem(self.naming.zone(z), 0, (PILE_W, PILE_H)),
                                        layout.pile_at(seat, k), 5)
                pile.set_text(self.naming.zone(z), view["zones"][z]["count"])
            rs = self.cards.spots[f"reserve{seat}"].rect
            label = self.layer.place(f"reserve:{seat}", lambda rs=rs, s=seat: ZoneItem(
                f"reserve:{s}", self.naming.zone("reserve"), (rs.width() + 8, r.height() - 4)),
                QPointF(rs.left() - 4, r.top() + 2), 2)
            label.set_text(self.naming.zone("reserve"), "")
        for seat, r in layout.hand_rects.items():
            title = self.naming.seat(seat)
            zone = self.layer.place(f"hand:{seat}", lambda t=title, r=r, s=seat: ZoneItem(f"hand:{s}", t, (r.width(), r.height())),
                                    r.topLeft(), 0)
            zone.set_text(title, self.naming.zone("hand"))
        for loc, r in zip(layout.active, layout.slot_rects):
            lid = loc["id"]
            title = self.naming.card_name(lid)
            item = self.layer.place(f"slot:{lid}", lambda lid=lid, t=title, r=r: self._slot(lid, t, r), r.topLeft(), 0)
            # icons added to the location by cards (a token each)
            added = (view.get("tokens") or {}).get(lid, {})
            item.set_text(title, " \u00b7 ".join(f"+{n} {icon_short(icon)}" for icon, n in sorted(added.items()) if n))

    def _slot(self, lid: str, title: str, r: QRectF) -> ZoneItem:
        item = ZoneItem(f"slot:{lid}", title, (r.width(), r.height()))
        item.clicked.connect(self._card_clicked)
        return item

    def _light(self, question: dict | None) -> None:
        """Light the cards and locations that are answers now; a click on one chooses it."""
        self.targets = {}
        shape = (question or {}).get("shape")
        if shape is not None and shape["shape"] == "choose_one" and question.get("seat") == self.seat:
            for option in shape["options"]:
                for key in target_keys(option):
                    self.targets.setdefault(key, []).append(option)
        self.cards.light({k for k in self.targets if not k.startswith("slot:")})
        for key, item in self.cards.cards().items():
            movable = bool(self.places_of(key))
            item.draggable = movable
            # where it lifts from under the pointer and slides back to: where the view put it
            item.home = QPointF(self.layer.targets.get(key, item.pos()))
            item.base_z = item.zValue()
            item.hands = self.drag_hands if movable else DRAWN
            item.setCursor(Qt.CursorShape.OpenHandCursor if movable else Qt.CursorShape.ArrowCursor)
        for key, item in self.layer.items.items():
            if key.startswith(("slot:", "reserve:")):       # a reserve is lit only while a card is carried
                item.set_lit(key in self.targets)

    def _card_clicked(self, key: str) -> None:
        options = self.targets.get(key)
        if options:
            self.send(options[0])

    def send(self, option: dict) -> None:
        """Answer the question with one of its options, as its button would."""
        if self.decision.widget is not None:
            self.decision.widget.send(option)

    def places_of(self, key: str) -> list[dict]:
        """The options that play or move this card to a place."""
        return [o for o in self.targets.get(key, ()) if o.get("card") == key and o.get("to") not in (None, "event")]

    def place_item(self, option: dict):
        """Where a card played or moved by `option` goes on the table: the seat's reserve, a
        location's slot, or the bearer an item goes on."""
        to = option["to"]
        return self.layer.items.get(f"reserve:{self.seat}" if to == "reserve" else
                                    "slot:" + to if "slot:" + to in self.layer.items else to)

    def light_answers(self) -> None:
        self._light((self.view or {}).get("question"))

    def dropped_on(self, key: str, point) -> dict | None:
        """The option a card dropped at `point` chooses: the location (or reserve) under it."""
        for option in self.places_of(key):
            place = self.place_item(option)
            if place is not None and place.sceneBoundingRect().contains(point):
                return option
        return None

    def _choose(self, action: dict) -> None:
        question = (self.view or {}).get("question") or {}
        if "seat" not in question:
            return
        seat = question["seat"]
        QTimer.singleShot(0, lambda: self.action_chosen.emit(seat, Action.from_json(action)))


def target_keys(option: dict) -> list[str]:
    """The items on the table a click on which chooses `option`: the card it names (a card
    played to a place is played to its first place; a drag chooses another), the location it
    names, the card or location a token goes on."""
    keys = []
    if "card" in option:
        keys.append(option["card"])
    if "location" in option:
        keys.append("slot:" + option["location"])
    if "target" in option:
        keys += [option["target"], "slot:" + option["target"]]
    return keys


def ring_word(ring: str) -> str:
    return {"unused": tr("wotr_cards.table", "Ring token unused"), "flipped": tr("wotr_cards.table", "Ring token flipped"),
            "used": tr("wotr_cards.table", "Ring token used")}.get(ring, tr("wotr_cards.table", "Ring token used"))


def indicator(view: dict, naming: WotrCardsNaming) -> str:
    phase = {"location": tr("wotr_cards.table", "location phase"), "action": tr("wotr_cards.table", "action phase"),
             "combat": tr("wotr_cards.table", "combat phase"), "victory": tr("wotr_cards.table", "victory phase"),
             "draw": tr("wotr_cards.table", "draw phase"), "end": tr("wotr_cards.table", "the game is over")}.get(
        view["phase"], tr("wotr_cards.table", "the game begins"))
    lines = [tr("wotr_cards.table", "Round {n}, {phase}").format(n=view["round"], phase=phase),
             tr("wotr_cards.table", "{fp}: {a} VP \u00b7 {shadow}: {b} VP").format(
                 fp=side_name("free_peoples"), a=view["vp"]["free_peoples"], shadow=side_name("shadow"),
                 b=view["vp"]["shadow"]),
             tr("wotr_cards.table", "Corruption: {n}").format(n=view["corruption"])]
    question = view.get("question") or {}
    if question.get("waiting"):
        lines.append(tr("wotr_cards.table", "To act: {seats}").format(
            seats=", ".join(naming.seat(s) for s in question["waiting"])))
    return "<br>".join(lines)


def seat_name(view: dict, seat: int) -> str:
    naming = WotrCardsNaming()
    naming.options = options_of(view)
    return naming.seat(seat)
