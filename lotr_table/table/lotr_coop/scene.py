"""The cooperative table as one QGraphicsScene, built from a seat's view and nothing else.

From top to bottom: the main board (the journey from Bag End to Mordor, with the progress
marker), the corruption track (every living hobbit and Sauron), the adventure board (event
track and activity tracks; at a sanctuary its three actions) with the story tile, the die,
the piles, Gandalf's cards and the board's legendary cards beside it, the hobbit cards of all
players, and the own hand.

Items are kept by key from one view to the next (lotr_table.table.kit.keyed): a piece that
moves (a hobbit or Sauron on the corruption track, a progress marker, the journey's marker, a
card of the hand) is the same item and slides to its new place; everything else is known by
where it is drawn and what draws it, and is painted again only when what it shows changed.
What the new view does not show leaves the table; `clear_view` removes everything, so nothing
secret outlives the view it came from.
"""

from __future__ import annotations

import json

from shiboken6 import isValid
from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import faces, icons, look, names, words
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.kit import motion, turning
from lotr_table.table.kit.hand import spread
from lotr_table.table.kit.keyed import KeyedLayer
from lotr_table.table.kit.marks import NamedMarks, Trails, outline
from lotr_table.table.lotr_coop.log_reading import named, piece_item, pieces_at
from lotr_table.table.lotr_coop.items import PaintItem, TrackTarget, card_item

WIDTH, HEIGHT = 1600, 1290
JOURNEY = QRectF(20, 8, 1560, 92)
CORRUPTION = QRectF(20, 108, 1560, 128)
BOARD = QRectF(20, 246, 1065, 530)
SIDE = QRectF(1100, 246, 480, 530)
HOBBITS = QRectF(20, 788, 1560, 150)
HAND = QRectF(20, 950, 1090, 330)
EXTRA = QRectF(1125, 950, 455, 330)
CARD_W, CARD_H = 158, 228
MIN_CARD_W = 148        # the longest name of a hand card reads whole in two lines at 11 px at 1366x768
SMALL_W, SMALL_H = 84, 118
TITLE_H = 26

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter
TOP = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


def _panel(p: QPainter, r: QRectF, fill: QColor = look.BOARD, line: QColor = look.BOARD_LINE, radius=12) -> None:
    p.setPen(look.pen(line.name(), 2))
    p.setBrush(fill)
    p.drawRoundedRect(r, radius, radius)


def _step(p: QPainter, r: QRectF, fill: QColor, passed: bool, current: bool, *, darker: int, radius: float) -> None:
    """One step of the journey or of the events: darker once passed, ringed in gold while current."""
    if passed:
        fill = fill.darker(darker)
    p.setPen(look.pen(look.GOLD_LIGHT.name() if current else "#2b2115", 4 if current else 1.5))
    p.setBrush(fill)
    p.drawRoundedRect(r, radius, radius)


def space_tip(code: str) -> str:
    if code.startswith("card:"):
        return tr("LotrCoopPanel", "The active player takes {card}").format(card=words.card(code[5:]))
    tips = {
        "start": lambda: tr("LotrCoopPanel", "Start"),
        "rune": lambda: tr("LotrCoopPanel", "A silver rune for the active player"),
        "gold": lambda: tr("LotrCoopPanel", "A gold rune, drawn blind"),
        "heart": lambda: tr("LotrCoopPanel", "A heart life token"),
        "sun": lambda: tr("LotrCoopPanel", "A sun life token"),
        "ring": lambda: tr("LotrCoopPanel", "A Ring life token"),
        "die": lambda: tr("LotrCoopPanel", "The active player rolls the threat die"),
        "heal": lambda: tr("LotrCoopPanel", "The active player's hobbit may move 1 space left"),
    }
    return tips[code]() if code in tips else code


class CoopScene(QGraphicsScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        self.kept = KeyedLayer(self, fade=False)
        self.hand_cards: list[CardItem] = []
        self.tracks: dict[str, TrackTarget] = {}
        self.hobbit_places: dict[int, QRectF] = {}     # a hobbit's card, by seat: a card given is dropped there
        self.buttons_on_table: list = []
        self.view: dict | None = None
        self._rolling: QVariantAnimation | None = None     # the die tumbling after a new roll
        self.die_item: PaintItem | None = None
        self.places: dict[tuple, QRectF] = {}     # where each place of this view is drawn (log_reading.py)
        self.trails = Trails(self)                # the last moves, marked until the seat acts
        self.named = NamedMarks(self)             # what the log entry under the pointer names

    def table_rect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, HEIGHT)

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(rect, look.TABLE_EDGE)
        grad = QLinearGradient(0, 0, 0, HEIGHT)
        grad.setColorAt(0, QColor("#26342a"))
        grad.setColorAt(1, QColor("#1a241d"))
        p.fillRect(QRectF(0, 0, WIDTH, HEIGHT).intersected(rect), grad)

    # -- building ---------------------------------------------------------------------------------

    def clear_view(self) -> None:
        self._stop_rolling()
        self.die_item = None
        self.trails.clear()
        self.named.clear()
        self.places = {}
        self.kept.clear()
        self.hand_cards = []
        self.tracks = {}
        self.view = None

    def retranslate(self) -> None:
        """Every word is painted by an item, and the panel draws the view afresh."""

    def follow(self, applied: list[dict], view: dict) -> None:
        """What the log entries just added tell, played out: a threat roll tumbles the die to
        the face the entry names, a story tile revealed turns up, a journey card shown face up
        turns over (each only as far as the entry, which this seat may read, says)."""
        entries = [entry for one in applied for entry in one["log"]]
        rolls = [e["args"]["face"] for e in entries if e.get("template") == ROLL_LINE]
        if rolls:
            self.roll_die(rolls[-1])
        shown_now = {e["args"]["card"] for e in entries if e.get("template") == REVEAL_LINE}
        if shown_now:
            shown = tr("LotrCoopPanel", "Shown face up")
            for key, item in list(self.kept.items.items()):
                if isinstance(key, tuple) and key[:2] == ("row", shown) and key[2] in shown_now:
                    item.turn_up()
        if any(e.get("template") == TILE_LINE for e in entries):
            tile = self.kept.get(("story tile",))
            if tile is not None:            # a story tile was revealed: it turns up
                face = tile._paint
                tile._paint = lambda p, rr: faces.tile(p, rr, None)
                turning.turn_over(tile, lambda: setattr(tile, "_paint", face), self)

    def mark_since(self, since: dict | None, view: dict, replay: bool = False) -> None:
        """Mark every piece that moved since `since` (this seat's view after its own last
        action): where it stood and where it stands. `replay`: the table was drawn afresh
        (after the curtain): the pieces also slide from where they stood."""
        if since is None:
            self.trails.clear()
            return
        was = pieces_at(since)
        moves = []
        for piece, place in pieces_at(view).items():
            old = was.get(piece)
            if old is not None and old != place and old in self.places and place in self.places:
                moves.append(((piece, old, place), outline(self.places[old]), outline(self.places[place])))
                if replay:
                    self._slide_from(piece_item(piece), self.places[old], self.places[place])
        self.trails.show(moves)

    def _slide_from(self, key, old: QRectF, place: QRectF) -> None:
        """The piece under `key` slides from the place it stood to where it stands now."""
        item = self.kept.get(key) if key is not None else None
        if item is None or not motion.enabled():
            return
        home = self.kept.targets.get(key, item.pos())
        item.setPos(home + (old.topLeft() - place.topLeft()))
        self.kept.move(item, home)

    def mark_named(self, entry: dict | None) -> None:
        """Outline what a log entry names (None: take the marks away)."""
        if entry is None:
            self.named.clear()
            return
        shapes = []
        for key in named(entry):
            if key in self.places:
                shapes.append(outline(self.places[key]))
            elif key[0] == "card":
                items = [self.kept.get((where, key[1])) for where in ("hand", "legendary", "gandalf")]
                shapes += [outline(i.sceneBoundingRect()) for i in items if i is not None]
            elif self.kept.get(key) is not None:
                shapes.append(outline(self.kept.get(key).sceneBoundingRect()))
        self.named.show(shapes)

    def item_of(self, one):
        """Where an id of the view is drawn (a hint lights it, kit/hint_marks.py): a card in
        hand, an activity track, a hobbit's card (by seat)."""
        if isinstance(one, int) and one in self.hobbit_places:
            return self.hobbit_places[one]
        if one in self.tracks:
            return self.tracks[one]
        return next((item for item in self.hand_cards if item.card == one), None)

    def shown(self) -> list[QGraphicsItem]:
        """Every item the current view put on the table."""
        return self.kept.shown()

    def _paint(self, rect: QRectF, fn, tip: str = "", z: float = 0, *, key=None, state=None) -> PaintItem:
        """A rectangle painted by `fn`. Without a `key` it is known by where it stands and by
        the code that paints it; it is painted again only when `state` (what `fn` shows)
        changed, or always when `state` is None. With a `key` it is a piece that may move: it
        slides to `rect`."""
        if key is None:
            key = ("at", getattr(fn, "__code__", fn), rect.x(), rect.y(), rect.width(), rect.height(), z)
        item, fresh = self.kept.keep(key, lambda: PaintItem(rect, fn, tip, z, state))
        if not fresh:
            item.show(rect, fn, tip, z, state)
        self.kept.move(item, rect.topLeft(), fresh)
        return item

    def _label(self, rect: QRectF, text: str, px: float = 16, *, colour: QColor = look.LABEL, bold: bool = False,
               align=LEFT, wrap: bool = False, italic: bool = False, min_px: float = 8, family=look.SERIF,
               z: float = 1, short: str = "", tip: str = "") -> None:
        # a label is known by everything it shows: the same words in the same place are kept;
        # `tip`: its whole words on hover, where a long one may be shortened to fit
        key = ("label", rect.x(), rect.y(), rect.width(), rect.height(), text, px, colour.rgba(), bold, int(align),
               wrap, italic, min_px, family, z, short, tip)
        self._paint(rect, lambda p, r: look.draw_text(p, r, text, px, colour, min_px=min_px, bold=bold, align=align,
                                                      wrap=wrap, italic=italic, family=family, short=short),
                    z=z, key=key, state=(), tip=tip)

    def _card(self, key: tuple, card: str | None, rect: QRectF, *, hands=None, used: bool = False,
              compact: bool = False, tip: str = "", z: float = 10) -> CardItem:
        item, fresh = self.kept.keep(key, lambda: card_item(card, rect, hands=hands, used=used, compact=compact, tip=tip))
        item.show_card(card=card, used=used, compact=compact, hands=hands, size=(rect.width(), rect.height()), z=z,
                       chosen=False, focused=False)
        item.set_tip(tip)
        item.home = rect.topLeft()
        self.kept.move(item, item.home, fresh)
        return item

    def _stop_rolling(self) -> None:
        if self._rolling is not None:
            self._rolling.stop()        # its finish puts the die's own face back
            self._rolling = None

    def roll_die(self, face_id: str) -> None:
        """A new roll: tumble the die through its faces for a moment, then settle on `face_id`."""
        item = self.die_item
        if item is None or not motion.enabled():
            return
        faces_in_turn = [f for f in names.records("die_faces")]
        final = item._paint
        self._stop_rolling()

        # the animation may outlive the die (the table closed mid-roll, the program ending): it
        # then touches nothing
        def show_face(step) -> None:
            if not isValid(item):
                return
            shown = faces_in_turn[int(step) % len(faces_in_turn)]
            item._paint = lambda p, rr, f=shown: icons.face(p, f, rr)
            item.update()

        def settle() -> None:
            if isValid(self) and self._rolling is anim:
                self._rolling = None
            if not isValid(item):
                return
            item._paint = final
            item.update()

        anim = QVariantAnimation()
        anim.setStartValue(0)
        anim.setEndValue(3 * len(faces_in_turn))
        anim.setDuration(650)
        anim.valueChanged.connect(show_face)
        anim.stateChanged.connect(lambda new, old: settle() if new == QVariantAnimation.State.Stopped else None)
        self._rolling = anim
        motion.track(anim)          # a click, or Skip, ends it
        anim.start()

    def show(self, view: dict, seat: int | None, controller) -> None:
        self._stop_rolling()
        self.named.clear()
        self.places = {}
        self.kept.begin()
        self.hand_cards = []
        self.tracks = {}
        self.view = view
        self._journey(view)
        self._corruption(view)
        if view.get("board"):
            self._adventure(view, controller)
        else:
            self._sanctuary(view)
        self._side(view)
        self._hobbit_cards(view, seat)
        self._hand(view, seat, controller)
        self._extra(view, seat)
        # The end of the game is told by the window's result panel, above the board, which
        # leaves the final position in sight.
        self.kept.end()

    # -- the main board: the journey ------------------------------------------------------------------

    def _journey(self, view: dict) -> None:
        r = JOURNEY
        self._paint(r, lambda p, rr: _panel(p, rr, QColor("#3a3122"), look.BOARD_LINE), state=())
        locs = names.location_ids()
        here = view.get("location_index", 0)
        n = len(locs)
        label_w = 150
        self._label(QRectF(r.x() + 14, r.y(), label_w - 14, r.height()), tr("LotrCoopPanel", "The journey"), 18,
                    bold=True, colour=look.GOLD_LIGHT, wrap=True, family=look.NARROW)
        step = (r.width() - label_w - 20) / n
        plaque_w, plaque_h = step - 26, 56
        y = r.center().y() - plaque_h / 2

        def road(p: QPainter, rr: QRectF) -> None:
            p.setPen(look.pen("#8a744a", 5))
            p.drawLine(QPointF(rr.x(), rr.center().y()), QPointF(rr.right(), rr.center().y()))
        self._paint(QRectF(r.x() + label_w + step / 2, r.y(), step * (n - 1), r.height()), road, state=())
        for i, loc in enumerate(locs):
            x = r.x() + label_w + i * step + 13
            rect = QRectF(x, y, plaque_w, plaque_h)
            sanctuary = names.location_kind(loc) == "sanctuary"
            passed, current = i < here, i == here

            def plaque(p: QPainter, rr: QRectF, loc=loc, sanctuary=sanctuary, passed=passed, current=current) -> None:
                fill = QColor("#cfe0b0") if sanctuary else QColor("#d9b99a")
                if loc == "mordor":
                    fill = QColor("#c98f80")
                _step(p, rr, fill, passed, current, darker=135, radius=10)
                text_r = rr.adjusted(8, 2, -8, -2)
                look.draw_text(p, text_r, words.location(loc), 17, look.INK, min_px=9, bold=current, wrap=True)
            self._paint(rect, plaque, z=1, state=(loc, passed, current))
            self.places[("location", loc)] = rect
            if current:
                marker = QRectF(rect.right() - 22, rect.y() - 14, 26, 34)
                self._paint(marker, lambda p, rr: faces.figure(p, rr, QColor("#e0e0e8")), z=3,
                            tip=tr("LotrCoopPanel", "The progress marker"), key=("progress marker",), state=())

    # -- the corruption track -----------------------------------------------------------------------

    def _corruption(self, view: dict) -> None:
        r = CORRUPTION
        self._paint(r, lambda p, rr: _panel(p, rr, QColor("#3a3122"), look.BOARD_LINE), state=())
        label_w = 150
        self._label(QRectF(r.x() + 14, r.y(), label_w - 14, r.height()), tr("LotrCoopPanel", "Corruption"), 18,
                    bold=True, colour=look.GOLD_LIGHT, wrap=True, family=look.NARROW)
        sauron = view.get("sauron", 15)
        n = 16
        w = (r.width() - label_w - 14) / n
        box_y, box_h = r.y() + 10, r.height() - 20
        living = [h for h in view.get("hobbits", []) if h.get("alive")]
        for i in range(n):
            rect = QRectF(r.x() + label_w + i * w + 2, box_y, w - 4, box_h)
            doom = i >= sauron

            def space(p: QPainter, rr: QRectF, i=i, doom=doom) -> None:
                p.setPen(look.pen("#2b2115", 1.5))
                p.setBrush(QColor("#7a2a20") if doom else QColor("#e7d9b4"))
                p.drawRoundedRect(rr, 6, 6)
                look.draw_text(p, QRectF(rr.x() + 4, rr.y() + 2, 28, 20), str(i), 15,
                               QColor("#f3d9c8") if doom else look.INK_SOFT, bold=True,
                               align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            self._paint(rect, space, state=(i, doom))
            self.places[("corruption", i)] = rect
            here = [h for h in living if h.get("pos") == i]
            figures = len(here) + (1 if i == sauron else 0)
            if not figures:
                continue
            fw = min(34.0, (rect.width() - 6) / figures)
            fx = rect.center().x() - fw * figures / 2
            fig_h = box_h - 44
            for h in here:
                frect = QRectF(fx + 2, box_y + 20, fw - 4, fig_h)
                colour = look.hobbit_colour(h.get("hobbit", ""))
                self._paint(frect, lambda p, rr, c=colour, h=h: faces.figure(
                    p, rr, c, ring=bool(h.get("ring_bearer")), halo=bool(h.get("active"))), z=2,
                    tip=words.hobbit(h.get("hobbit", "")), key=("hobbit", h.get("hobbit")),
                    state=(colour.rgba(), bool(h.get("ring_bearer")), bool(h.get("active"))))
                name = words.hobbit(h.get("hobbit", ""))
                # the name if it reads whole, else the initial (several on one space, a small
                # window); the full name is the tooltip
                # alone on its space, the name may use the space's width
                under = (QRectF(rect.x() + 1, box_y + box_h - 22, rect.width() - 2, 20) if figures == 1
                         else QRectF(fx - 6, box_y + box_h - 22, fw + 12, 20))
                self._paint(under, lambda p, rr, name=name: _name_or_initial(p, rr, name, look.INK), z=3,
                            key=("pawn name", h.get("hobbit"), i, fx), state=(name, figures))
                fx += fw
            if i == sauron:
                frect = QRectF(fx + 2, box_y + 16, fw - 4, fig_h + 4)
                self._paint(frect, faces.sauron, z=2, tip=tr("LotrCoopPanel", "Sauron"), key=("sauron",), state=())
                sauron_name = tr("LotrCoopPanel", "Sauron")
                under = (QRectF(rect.x() + 1, box_y + box_h - 22, rect.width() - 2, 20) if figures == 1
                         else QRectF(fx - 8, box_y + box_h - 22, fw + 16, 20))
                self._paint(under, lambda p, rr, name=sauron_name: _name_or_initial(p, rr, name, QColor("#ffe0c8"),
                                                                                    initial=False), z=3,
                            key=("pawn name", "sauron", i, fx), state=(sauron_name,))
        if sauron >= n:
            self._label(QRectF(r.right() - 200, r.y() + 2, 190, 20),
                        tr("LotrCoopPanel", "Sauron: {n}").format(n=sauron), 14, colour=look.LABEL)

    # -- the adventure board --------------------------------------------------------------------------

    def _adventure(self, view: dict, controller) -> None:
        board = view["board"]
        loc = board.get("id") or view.get("location", "")
        r = BOARD
        self._paint(r, lambda p, rr: _panel(p, rr), state=())
        self._label(QRectF(r.x() + 16, r.y() + 6, 400, 30), words.location(loc), 22, bold=True,
                    colour=look.GOLD_LIGHT)
        # the event track: a blank start space, then the events
        events = list(board.get("events", []))
        ev_y, ev_h = r.y() + 40, 92
        slots = len(events) + 1
        ev_w = (r.width() - 24) / slots
        at = board.get("event_index", 0)
        for i in range(slots):
            rect = QRectF(r.x() + 12 + i * ev_w + 3, ev_y, ev_w - 6, ev_h)
            event_id = events[i - 1] if i else None
            last = i == slots - 1

            def ev(p: QPainter, rr: QRectF, i=i, event_id=event_id, last=last) -> None:
                passed, current = i < at, i == at
                fill = QColor("#efe2c0")
                if event_id == "ring_is_mine":
                    fill = QColor("#e7b0a0")
                _step(p, rr, fill, passed, current, darker=140, radius=8)
                if event_id is None:
                    look.draw_text(p, rr.adjusted(6, 4, -6, -4), tr("LotrCoopPanel", "Events"), 15, look.INK_SOFT,
                                   italic=True, min_px=8)
                else:
                    look.draw_text(p, QRectF(rr.x() + 5, rr.y() + 2, 26, 22), str(i), 13, look.INK_SOFT, bold=True,
                                   align=TOP_LEFT)
                    look.draw_text(p, rr.adjusted(6, 22, -6, -2), words.event(event_id), 15, look.INK, min_px=8,
                                   bold=current, wrap=True)
                if current:
                    faces.hourglass(p, QRectF(rr.right() - 30, rr.y() + 2, 28, 28))
            tip = (words.event(event_id) + "\n" + words.event_text(event_id)) if event_id else ""
            self._paint(rect, ev, tip=tip, z=1, state=(i, event_id, last, i < at, i == at))
            self.places[("event slot", i)] = rect
            if event_id is not None:
                self.places[("event", event_id)] = rect
        # the activity tracks
        tracks = board.get("tracks", {})
        main = board.get("main")
        order = [main] + [a for a in names.ACTIVITIES if a in tracks and a != main]
        top = ev_y + ev_h + 14
        avail = r.bottom() - 10 - top
        row_h = min(128.0, avail / max(1, len(order)))
        numbers = list(board.get("numbers", []))
        parts = board.get("parts") or {}
        label_w = 210
        max_len = max((t.get("length", len(t.get("spaces", []))) for t in tracks.values()), default=1)
        if loc == "mordor" and main in tracks:
            max_len = max(max_len, len(tracks[main].get("spaces", [])) + 1)   # the Crack of Doom beyond the last
        space_w = min(86.0, (r.width() - label_w - 30) / max(1, max_len))
        for row, activity in enumerate(order):
            track = tracks.get(activity) or {}
            spaces = list(track.get("spaces", []))
            pos = track.get("pos", 0)
            y = top + row * row_h
            row_rect = QRectF(r.x() + 8, y + 2, r.width() - 16, row_h - 6)
            is_main = activity == main
            complete = bool(spaces) and pos >= len(spaces) - 1

            def row_bg(p: QPainter, rr: QRectF, is_main=is_main, activity=activity) -> None:
                base = QColor(look.ACTIVITY[activity])
                base.setAlpha(70 if is_main else 40)
                p.setPen(look.pen(look.GOLD.name() if is_main else "#6b5a3a", 2.5 if is_main else 1))
                p.setBrush(base)
                p.drawRoundedRect(rr, 10, 10)
            self._paint(row_rect, row_bg, state=(is_main, activity))
            self.places[("track", activity)] = row_rect
            # the label: icon, name, the board's title
            icon_s = min(44.0, row_h - 30)
            self._paint(QRectF(row_rect.x() + 8, y + 10, icon_s, icon_s),
                        lambda p, rr, a=activity: icons.draw(p, a, rr), z=1, state=(activity,))
            name = short = words.track(activity)
            if is_main:
                name = tr("LotrCoopPanel", "{track} (main)").format(track=name)
            else:
                short = ""
            # where "(main)" does not fit, the track's name alone: the gold frame marks the main
            self._label(QRectF(row_rect.x() + 14 + icon_s, y + 6, label_w - icon_s - 16, 26), name, 17,
                        bold=True, min_px=10, family=look.NARROW, short=short)
            title = words.track_title(loc, activity)
            if complete:
                title = tr("LotrCoopPanel", "Complete") + (" — " + title if title else "")
            self._label(QRectF(row_rect.x() + 14 + icon_s, y + 32, label_w - icon_s - 18, row_h - 42), title, 13,
                        colour=look.GOLD_LIGHT if complete else look.LABEL_DIM, wrap=True, min_px=8,
                        italic=not complete, family=look.SANS, align=TOP_LEFT, tip=title)
            x0 = row_rect.x() + label_w
            sh = min(row_h - 18, 96.0)
            sy = y + (row_h - 6 - sh) / 2 + 2
            for i, code in enumerate(spaces):
                rect = QRectF(x0 + i * space_w + 3, sy, space_w - 6, sh)
                number = numbers[i] if is_main and i < len(numbers) else None

                def sp(p: QPainter, rr: QRectF, code=code, i=i, number=number, pos=pos) -> None:
                    passed, here = i < pos, i == pos
                    fill = QColor("#efe2c0") if not passed else QColor("#a89a7a")
                    p.setPen(look.pen("#2b2115", 1.5))
                    p.setBrush(fill)
                    p.drawRoundedRect(rr, 7, 7)
                    top_h = 0.0
                    if number is not None:
                        top_h = max(20.0, min(24.0, rr.height() * 0.3))   # a number 11 px high at 1366x768
                        band = QRectF(rr.x(), rr.y(), rr.width(), top_h)
                        p.setPen(Qt.PenStyle.NoPen)
                        p.setBrush(QColor("#5a4528"))
                        p.drawRoundedRect(band, 7, 7)
                        look.draw_text(p, band, str(number), top_h * 0.8, QColor("#f7e7b8"), bold=True, min_px=7)
                    body = QRectF(rr.x(), rr.y() + top_h, rr.width(), rr.height() - top_h)
                    s = min(body.width(), body.height()) * 0.62
                    if code.startswith("card:"):
                        crect = QRectF(body.center().x() - s * 0.3, body.y() + 4, s * 0.6, s * 0.66)
                        below = QRectF(body.x() + 2, crect.bottom() + 1, body.width() - 4,
                                       body.bottom() - crect.bottom() - 3)
                        name = words.card(code[5:])
                        if look.reads_whole(p, name, below, 12, bold=True, family=look.SANS, wrap=True):
                            p.setPen(look.pen("#3a2a1a", 1.2))
                            p.setBrush(QColor("#f7ecd2"))
                            p.drawRoundedRect(crect, 4, 4)
                            look.draw_text(p, below, name, 12, look.INK, min_px=5, wrap=True, bold=True,
                                           family=look.SANS)
                            icons.draw(p, "card", crect.adjusted(4, 4, -4, -4))
                        else:       # a narrow space (a long track): the name alone runs up it, never a stump
                            _upward(p, body.adjusted(1, 1, -1, -1), name, 12, look.INK, bold=True,
                                    short=words.card_short(code[5:]))
                    elif code != "start":
                        icons.draw(p, code, QRectF(body.center().x() - s / 2, body.center().y() - s / 2, s, s))
                    else:
                        _start_word(p, body.adjusted(1, 2, -1, -2))
                    if passed:
                        p.setPen(Qt.PenStyle.NoPen)
                        p.setBrush(QColor(60, 50, 30, 90))
                        p.drawRoundedRect(rr, 7, 7)
                    if here:
                        p.setPen(look.pen(look.GOLD_LIGHT.name(), 4))
                        p.setBrush(Qt.BrushStyle.NoBrush)
                        p.drawRoundedRect(rr.adjusted(-2, -2, 2, 2), 8, 8)
                self._paint(rect, sp, tip=space_tip(code), z=1, state=(code, i, number, i < pos, i == pos))
                self.places[("track", activity, i)] = rect
                if i == pos:
                    m = min(30.0, space_w * 0.42)
                    mrect = QRectF(rect.right() - m * 0.7, rect.bottom() - m * 0.8, m, m)
                    colour = look.ACTIVITY[activity]
                    self._paint(mrect, lambda p, rr, c=colour: self._marker(p, rr, c), z=3,
                                tip=tr("LotrCoopPanel", "Progress marker"), key=("marker", activity),
                                state=(colour.rgba(),))
                if parts.get(activity) == i and i < len(spaces) - 1:
                    div = QRectF(rect.right() + 1, sy - 6, 4, sh + 12)
                    self._paint(div, lambda p, rr: p.fillRect(rr, look.GOLD_LIGHT), z=2,
                                tip=tr("LotrCoopPanel", "End of the first part"), state=())
            if is_main and loc == "mordor" and spaces:
                self._crack(view, QRectF(x0 + len(spaces) * space_w + 4, sy, min(space_w, 70.0), sh))
            target, _ = self.kept.keep(("track", activity), lambda: TrackTarget(activity, row_rect, controller))
            target.place(row_rect, controller)
            self.tracks[activity] = target

    def _crack(self, view: dict, r: QRectF) -> None:
        """Beyond the Crack of Doom: the picture of the Ring (■ and a rune), where the Ring
        marker is laid for the last attempt."""
        placed = bool((view.get("ring") or {}).get("placed"))

        def picture(p: QPainter, rr: QRectF) -> None:
            p.setPen(look.pen(look.GOLD_LIGHT.name() if placed else "#2b2115", 3 if placed else 1.5))
            p.setBrush(QColor("#3a1410"))
            p.drawRoundedRect(rr, 10, 10)
            s = min(rr.width(), rr.height())
            icons.draw(p, "ring", QRectF(rr.center().x() - s * 0.35, rr.y() + 4, s * 0.7, s * 0.7))
            half = s * 0.34
            icons.draw(p, "die", QRectF(rr.center().x() - half - 2, rr.bottom() - half - 4, half, half))
            icons.draw(p, "rune", QRectF(rr.center().x() + 2, rr.bottom() - half - 4, half, half))
        tip = tr("LotrCoopPanel", "The Ring is laid here for the last attempt: roll the die; survive it and "
                                  "the Ring is destroyed")
        self._paint(r, picture, tip=tip, z=1, state=(placed,))

    @staticmethod
    def _marker(p: QPainter, r: QRectF, colour: QColor) -> None:
        p.setPen(look.pen("#ffffff", 2.5))
        p.setBrush(colour)
        p.drawEllipse(r)
        p.setPen(look.pen("#1b1b1b", 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(r.adjusted(-1.5, -1.5, 1.5, 1.5))

    # -- a sanctuary ------------------------------------------------------------------------------------

    def _sanctuary(self, view: dict) -> None:
        loc = view.get("location", "")
        r = BOARD
        self._paint(r, lambda p, rr: _panel(p, rr, QColor("#33402c"), QColor("#8aa070")), state=())
        self._label(QRectF(r.x() + 16, r.y() + 8, r.width() - 32, 34), words.location(loc), 24, bold=True,
                    colour=look.GOLD_LIGHT)
        self._label(QRectF(r.x() + 16, r.y() + 44, r.width() - 32, 26),
                    tr("LotrCoopPanel", "A sanctuary: its actions are done from left to right, the Ring-bearer "
                                        "acting for the Fellowship."), 14, colour=look.LABEL_DIM, italic=True,
                    wrap=True, family=look.SANS)
        actions = names.sanctuary_actions(loc)
        current = view.get("sanctuary_action")
        index = actions.index(current) if current in actions else (len(actions) if current is None else 0)
        n = max(1, len(actions))
        w = (r.width() - 40) / n
        for i, action in enumerate(actions):
            rect = QRectF(r.x() + 16 + i * w + 6, r.y() + 86, w - 12, r.height() - 110)

            def plaque(p: QPainter, rr: QRectF, i=i, action=action) -> None:
                done, now = i < index, i == index
                fill = QColor("#efe2c0") if not done else QColor("#b5a887")
                p.setPen(look.pen(look.GOLD_LIGHT.name() if now else "#2b2115", 5 if now else 1.5))
                p.setBrush(fill)
                p.drawRoundedRect(rr, 12, 12)
                look.draw_text(p, QRectF(rr.x() + 10, rr.y() + 8, 40, 30), str(i + 1), 22, look.INK_SOFT, bold=True,
                               align=TOP_LEFT)
                look.draw_text(p, QRectF(rr.x() + 12, rr.y() + 12, rr.width() - 24, 44), words.action_name(action, loc),
                               24, look.INK, bold=True, min_px=12, wrap=True)
                look.draw_text(p, QRectF(rr.x() + 16, rr.y() + 64, rr.width() - 32, rr.height() - 110),
                               words.action_text(action, loc), 16, look.INK, min_px=9, wrap=True, family=look.SANS,
                               align=TOP_LEFT)
                state = (tr("LotrCoopPanel", "Done") if done else
                         tr("LotrCoopPanel", "Now") if now else tr("LotrCoopPanel", "Still to come"))
                look.draw_text(p, QRectF(rr.x() + 10, rr.bottom() - 40, rr.width() - 20, 30), state, 17,
                               QColor("#7a5a14") if now else look.INK_SOFT, bold=now, italic=not now)
            self._paint(rect, plaque, z=1, state=(i, action, loc, index))

    # -- beside the board: the tile, the piles, the die, Gandalf, the legendary cards -------------------------

    def _side(self, view: dict) -> None:
        r = SIDE
        self._paint(r, lambda p, rr: _panel(p, rr, QColor("#2c261c"), QColor("#6b5a3a")), state=())
        x, y = r.x() + 14, r.y() + 8
        tile_id = view.get("tile")
        self._label(QRectF(x, y, 170, 24), tr("LotrCoopPanel", "Story tile"), 16, bold=True, colour=look.GOLD_LIGHT,
                    family=look.NARROW)
        tile_r = QRectF(x, y + 28, 158, 158)
        if tile_id:
            tip = words.tile(tile_id) + "\n" + words.tile_text(tile_id)
            self._paint(tile_r, lambda p, rr: faces.tile(p, rr, tile_id), tip=tip, z=1, state=(tile_id,),
                        key=("story tile",))
        else:
            self._paint(tile_r, lambda p, rr: (p.setPen(look.pen("#6b5a3a", 2)), p.setBrush(Qt.BrushStyle.NoBrush),
                                               p.drawRoundedRect(rr, 12, 12)), state=())
            self._label(tile_r.adjusted(10, 10, -10, -10), tr("LotrCoopPanel", "No tile is shown"), 14,
                        colour=look.LABEL_DIM, italic=True, align=CENTRE, wrap=True)
        # counts
        cx = x + 176
        lines = [
            tr("LotrCoopPanel", "Story tiles left: {n}").format(n=view.get("story_left", 0)),
            tr("LotrCoopPanel", "Journey deck: {n} cards").format(n=view.get("journey_left", 0)),
            tr("LotrCoopPanel", "Gold runes left: {n}").format(n=view.get("gold_left", 0)),
        ]
        top = view.get("journey_discard_top")
        if top:
            lines.append(tr("LotrCoopPanel", "Journey discard: {card}").format(card=words.card(top)))
        top_tile = view.get("story_discard_top")
        if top_tile:
            lines.append(tr("LotrCoopPanel", "Tile discard: {tile}").format(tile=words.tile(top_tile)))
        for i, line in enumerate(lines):
            self._label(QRectF(cx, y + 4 + i * 22, r.right() - cx - 10, 22), line, 14, family=look.NARROW,
                        min_px=9, tip=line)
        # the threat die
        roll = view.get("last_roll")
        die_y = y + 4 + len(lines) * 22 + 8
        die_r = QRectF(cx, die_y, 64, 64)
        face_id = (roll or {}).get("face")
        if face_id:
            self.die_item = self._paint(die_r, lambda p, rr: icons.face(p, face_id, rr), tip=words.face_text(face_id),
                                        z=1, key=("die",), state=(face_id,))
            caption = tr("LotrCoopPanel", "{hobbit} rolled: {face}").format(
                hobbit=words.seat_name(roll.get("seat"), view), face=words.face(face_id))
        else:
            self._paint(die_r, lambda p, rr: icons.draw(p, "die", rr), z=1, key=("die",), state=(None,))
            caption = tr("LotrCoopPanel", "The threat die has not been rolled yet")
        self._label(QRectF(cx + 72, die_y, r.right() - cx - 82, 64), caption, 14, wrap=True, family=look.SANS,
                    min_px=8)
        # Gandalf's cards
        gy = r.y() + 206
        self._label(QRectF(x, gy, r.width() - 28, 24), tr("LotrCoopPanel", "Gandalf (5 runes)"), 16, bold=True,
                    colour=look.GOLD_LIGHT)
        available = set(view.get("gandalf", []))
        # five cards lying on their side in two rows, wide enough for each name whole at 11 px
        for card_id, rect in zip(("healing", "persistence", "guidance", "foresight", "magic"),
                                 _grid(QRectF(x, gy + 28, r.width() - 28, SMALL_H), 5, 3)):
            used = card_id not in available
            tip = words.gandalf(card_id) + "\n" + words.gandalf_text(card_id)
            if used:
                tip += "\n" + tr("LotrCoopPanel", "(used)")
            self._card(("gandalf", card_id), card_id, rect, used=used, compact=True, tip=tip)
        # the legendary cards of this board
        ly = gy + 28 + SMALL_H + 12
        row = list(view.get("row", []))
        loc = view.get("location", "")
        self._label(QRectF(x, ly, r.width() - 28, 24),
                    tr("LotrCoopPanel", "Legendary cards of {location}").format(location=words.location(loc)), 16,
                    bold=True, colour=look.GOLD_LIGHT, min_px=10)
        if row:
            area = QRectF(x, ly + 28, r.width() - 28, r.bottom() - ly - 36)
            for card_id, rect in zip(row, _grid(area, len(row), 2 if len(row) == 4 else 3)):
                self._card(("legendary", card_id), card_id, rect, compact=True,
                           tip=words.card(card_id) + ("\n" + words.card_text(card_id) if words.card_text(card_id) else ""))
        else:
            self._label(QRectF(x, ly + 28, r.width() - 28, 24), tr("LotrCoopPanel", "none on the table"), 14,
                        colour=look.LABEL_DIM, italic=True)

    # -- the hobbit cards --------------------------------------------------------------------------------

    def _hobbit_cards(self, view: dict, seat: int | None) -> None:
        r = HOBBITS
        rows = list(view.get("hobbits", []))
        n = max(1, len(rows))
        gap = 12
        w = min(420.0, (r.width() - gap * (n - 1)) / n)
        competition = bool((view.get("variants") or {}).get("competition"))
        self.hobbit_places = {}
        for i, h in enumerate(rows):
            rect = QRectF(r.x() + i * (w + gap), r.y(), w, r.height())
            if h.get("seat") is not None:
                self.hobbit_places[h["seat"]] = rect
            tip = words.hobbit(h.get("hobbit", "")) + "\n" + words.hobbit_text(h.get("hobbit", ""))
            ring_used = bool((view.get("ring") or {}).get("used"))
            self._paint(rect, lambda p, rr, h=h: self._hobbit_card(p, rr, h, seat, competition, ring_used), tip=tip,
                        z=1, state=(json.dumps(h, sort_keys=True, default=str), seat, competition, ring_used))
            self.places[("hobbit card", h.get("hobbit"))] = rect

    @staticmethod
    def _hobbit_card(p: QPainter, r: QRectF, h: dict, seat: int | None, competition: bool,
                     ring_used: bool = False) -> None:
        hobbit = h.get("hobbit", "")
        colour = look.hobbit_colour(hobbit)
        alive = h.get("alive", True)
        active = h.get("active")
        p.setPen(look.pen(look.GOLD_LIGHT.name() if active else "#2b2115", 5 if active else 1.5))
        p.setBrush(QColor("#efe2c0"))
        p.drawRoundedRect(r, 12, 12)
        band = QRectF(r.x(), r.y(), r.width(), 36)
        path = QPainterPath()
        path.addRoundedRect(r, 12, 12)
        p.save()
        p.setClipPath(path)
        p.fillRect(band, colour)
        p.restore()
        title = words.hobbit(hobbit)
        if seat is not None and h.get("seat") == seat:
            title = tr("LotrCoopPanel", "{hobbit} (you)").format(hobbit=title)
        look.draw_text(p, band.adjusted(12, 0, -130, 0), title, 20, QColor("#ffffff"), bold=True, min_px=10,
                       align=LEFT)
        tags = []
        if h.get("ring_bearer"):
            tags.append(tr("LotrCoopPanel", "Ring-bearer (Ring used)") if ring_used
                        else tr("LotrCoopPanel", "Ring-bearer"))
        if active:
            tags.append(tr("LotrCoopPanel", "active"))
        if tags:
            look.draw_text(p, QRectF(band.right() - 190, band.y(), 182, band.height()), ", ".join(tags), 14,
                           QColor("#fff4c8"), bold=True, min_px=8, family=look.SANS,
                           align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if h.get("ring_bearer"):
            icons.draw(p, "ring", QRectF(band.right() - 220, band.y() + 4, 28, 28))
        look.draw_text(p, QRectF(r.x() + 12, r.y() + 40, r.width() - 24, r.height() - 40 - 54),
                       words.hobbit_text(hobbit), 14, look.INK, min_px=8, family=look.SANS, wrap=True,
                       align=TOP_LEFT)
        # tokens, runes, hand
        y = r.bottom() - 48
        x = r.x() + 12
        life = h.get("life") or {}
        for kind in names.LIFE:
            icons.draw(p, kind, QRectF(x, y + 4, 32, 32))
            look.draw_text(p, QRectF(x + 32, y, 24, 40), str(life.get(kind, 0)), 18, look.INK, bold=True, align=LEFT)
            x += 58
        runes = h.get("runes")
        icons.draw(p, "rune", QRectF(x, y + 4, 32, 32))
        look.draw_text(p, QRectF(x + 34, y, 30, 40), "?" if runes is None else str(runes), 18, look.INK, bold=True,
                       align=LEFT)
        x += 64
        icons.draw(p, "cards", QRectF(x, y + 2, 36, 36))
        look.draw_text(p, QRectF(x + 36, y, 30, 40), str(h.get("hand_size", 0)), 18, look.INK, bold=True,
                       align=LEFT)
        if not alive:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(30, 30, 30, 170))
            p.drawRoundedRect(r, 12, 12)
            look.draw_text(p, r, tr("LotrCoopPanel", "Fallen"), 30, QColor("#f0e0d0"), bold=True)

    # -- the own hand ------------------------------------------------------------------------------------

    def _hand(self, view: dict, seat: int | None, controller) -> None:
        r = HAND
        hand = view.get("hand")
        if seat is None or hand is None:
            self._label(QRectF(r.x(), r.y(), r.width(), TITLE_H),
                        tr("LotrCoopPanel", "The hands are hidden"), 17, bold=True, colour=look.LABEL_DIM)
            return
        me = words.seat_name(seat, view)
        self._label(QRectF(r.x(), r.y(), r.width(), TITLE_H),
                    tr("LotrCoopPanel", "Your hand, {hobbit}: {n} cards").format(hobbit=me, n=len(hand)), 17,
                    bold=True, colour=look.GOLD_LIGHT)
        if not hand:
            self._label(QRectF(r.x(), r.y() + TITLE_H + 8, r.width(), 26), tr("LotrCoopPanel", "no cards"), 15,
                        italic=True, colour=look.LABEL_DIM)
            return
        n = len(hand)
        avail = (WIDTH - 40 if not _has_extra(view) else r.width()) - 10
        gap = 10
        cw = max(MIN_CARD_W, min(CARD_W, (avail - gap * (n - 1)) / n))
        ch = cw * CARD_H / CARD_W
        y = r.y() + TITLE_H + 24
        # side by side while they fit, else in rows, each whole below the last: the cards are
        # drawn shorter (their name band as tall as ever), so no row covers another's cards
        per_row = max(1, int((avail + gap) // (cw + gap)))
        rows = -(-n // per_row)
        if rows > 1:
            ch = min(ch, (r.bottom() - y - (rows - 1) * gap) / rows)
        places = spread(n, avail, (cw, ch), gap, centred=False, title_h=ch + gap - 4)
        order = sorted(range(n), key=lambda i: _hand_key(hand[i]))
        for k, i in enumerate(order):
            card_id = hand[i]
            dx, dy = places[k]
            rect = QRectF(r.x() + dx, y + dy, cw, ch)
            text = words.card_text(card_id)
            item = self._card(("hand", card_id), card_id, rect, hands=controller, z=10 + k * 0.01,
                              tip=words.card(card_id) + ("\n" + text if text else ""))
            item.show_card(playable=controller.card_usable(card_id))
            self.hand_cards.append(item)

    # -- a payment, cards shown face up, Foresight, the cards played this turn ---------------------------

    def _extra(self, view: dict, seat: int | None) -> None:
        r = EXTRA
        giving = view.get("giving")
        y = r.y()
        if giving:
            self._paint(QRectF(r.x(), y, r.width(), 128), lambda p, rr: _panel(p, rr, QColor("#3a2f22")), state=())
            self._label(QRectF(r.x() + 12, y + 4, r.width() - 24, 26), tr("LotrCoopPanel", "Payment"), 17, bold=True,
                        colour=look.GOLD_LIGHT)
            self._requirement(QRectF(r.x() + 12, y + 32, r.width() - 24, 40),
                              tr("LotrCoopPanel", "Asked:"), giving.get("requirement") or {})
            self._requirement(QRectF(r.x() + 12, y + 76, r.width() - 24, 40),
                              tr("LotrCoopPanel", "Still needed:"), giving.get("still_needed") or {})
            y += 136
            mine = list(giving.get("mine") or [])
            if mine:
                # cards are shown as cards; tokens, runes and Gandalf's Guidance named under them
                cards = [i[5:] for i in mine if str(i).startswith("card:")]
                others = [words.aside_item(i) for i in mine if not str(i).startswith("card:")]
                title = tr("LotrCoopPanel", "Set aside by you")
                if cards:
                    self._small_row(QRectF(r.x(), y, r.width(), r.bottom() - y), title, cards)
                    y += TITLE_H + SMALL_H + 8
                else:
                    self._label(QRectF(r.x(), y, r.width(), TITLE_H), title, 16, bold=True, colour=look.GOLD_LIGHT)
                    y += TITLE_H
                if others:
                    self._label(QRectF(r.x(), y, r.width(), max(24.0, r.bottom() - y)),
                                tr("lotr_coop.word", ", ").join(others), 15, wrap=True, family=look.SANS, min_px=9)
                return
        shown = [(tr("LotrCoopPanel", "Shown face up"), list(view.get("revealed") or []))]
        if not giving:
            shown.append((tr("LotrCoopPanel", "Played this turn"), list(view.get("played") or [])))
        for title, cards in shown:
            if cards and y < r.bottom() - 60:
                self._small_row(QRectF(r.x(), y, r.width(), min(r.bottom() - y, TITLE_H + SMALL_H + 40)), title,
                                cards)
                y += TITLE_H + SMALL_H + 20
        foresight = list(view.get("foresight") or [])
        if foresight and y < r.bottom() - 60:
            self._label(QRectF(r.x(), y, r.width(), TITLE_H),
                        tr("LotrCoopPanel", "Next story tiles (only you see them)"), 16, bold=True,
                        colour=look.GOLD_LIGHT)
            for i, t in enumerate(foresight):
                rect = QRectF(r.x() + i * 100, y + TITLE_H + 4, 92, 92)
                self._paint(rect, lambda p, rr, t=t: faces.tile(p, rr, t), z=1, state=(t,))

    def _requirement(self, r: QRectF, title: str, need: dict) -> None:
        # two lines if need be: «Ще потрібно:» whole, never «Ще потрі…»
        self._label(QRectF(r.x(), r.y(), 130, r.height()), title, 15, family=look.SANS, min_px=9, wrap=True)
        x = r.x() + 136
        for what, n in need.items():
            kind = what if icons.known(what) else ("card" if what.startswith("card:") else "token")
            if what == "runes":
                kind = "rune"
            self._label(QRectF(x, r.y(), 34, r.height()), str(n), 20, bold=True, align=CENTRE)
            self._paint(QRectF(x + 32, r.y() + 2, r.height() - 4, r.height() - 4),
                        lambda p, rr, k=kind: icons.draw(p, k, rr), tip=words.requirement({what: n}), z=1, state=(kind,))
            x += 40 + r.height()
        if not need:
            self._label(QRectF(x, r.y(), r.right() - x, r.height()), tr("LotrCoopPanel", "nothing"), 15, italic=True,
                        colour=look.LABEL_DIM)

    def _small_row(self, r: QRectF, title: str, cards: list) -> None:
        self._label(QRectF(r.x(), r.y(), r.width(), TITLE_H), title, 16, bold=True, colour=look.GOLD_LIGHT)
        n = len(cards)
        step = SMALL_W + 8 if n <= 1 else min(SMALL_W + 8.0, (r.width() - SMALL_W) / (n - 1))
        for i, card_id in enumerate(cards):
            rect = QRectF(r.x() + i * step, r.y() + TITLE_H + 4, SMALL_W, SMALL_H)
            self._card(("row", title, card_id), card_id, rect, compact=True, tip=words.card(card_id))

def _grid(area: QRectF, n: int, columns: int, gap: float = 6, widest: float = 150) -> list[QRectF]:
    """n small cards lying on their side in rows of at most `columns`, filling `area` (each no
    wider than `widest`): a name across a card's width reads whole where a standing card cuts it."""
    columns = max(1, min(n, columns))
    rows = -(-n // columns)
    w = min(widest, (area.width() - gap * (columns - 1)) / columns)
    h = min(w * 0.85, (area.height() - gap * (rows - 1)) / rows)     # on its side: a name of two lines where tall enough
    return [QRectF(area.x() + (i % columns) * (w + gap), area.y() + (i // columns) * (h + gap), w, h)
            for i in range(n)]


def _start_word(p: QPainter, r: QRectF) -> None:
    """«Start» across a start space, or up it where the space is too narrow (a long track), or,
    where it does not read whole even so, the start's arrow (its tip says «Start»): never «Ст…»."""
    word = tr("LotrCoopPanel", "Start")
    if look.reads_whole(p, word, r, 13) or r.height() <= r.width():
        look.draw_text(p, r, word, 13, look.INK_SOFT, italic=True, min_px=5)
    elif look.reads_whole(p, word, QRectF(0, 0, r.height(), r.width()), 13, family=look.NARROW):
        _upward(p, r, word, 13, look.INK_SOFT, italic=True)
    else:
        s = min(r.width(), r.height()) * 0.6
        c = r.center()
        arrow = QPainterPath()
        arrow.moveTo(c.x() - s * 0.35, c.y() - s * 0.5)
        arrow.lineTo(c.x() + s * 0.45, c.y())
        arrow.lineTo(c.x() - s * 0.35, c.y() + s * 0.5)
        arrow.closeSubpath()
        p.setPen(look.pen(look.INK_SOFT.name(), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(arrow)


def _upward(p: QPainter, r: QRectF, text: str, px: float, colour: QColor, **how) -> None:
    """Text running up a tall narrow box, read with the head tilted left."""
    p.save()
    p.translate(r.center())
    p.rotate(-90)
    look.draw_text(p, QRectF(-r.height() / 2, -r.width() / 2, r.height(), r.width()), text, px, colour,
                   min_px=5, wrap=True, family=look.NARROW, **how)
    p.restore()


def _name_or_initial(p: QPainter, r: QRectF, name: str, colour: QColor, initial: bool = True) -> None:
    """A figure's name under it, or its initial where the whole name would not read; without
    `initial` (Sauron, whose hooded figure is his own) nothing: «С» would read as Sam's."""
    whole = look.reads_whole(p, name, r, 13, bold=True, family=look.NARROW)
    if not whole and not initial:
        return
    look.draw_text(p, r, name if whole else name[:1], 13, colour, bold=True, align=CENTRE, min_px=7,
                   family=look.NARROW)


def _has_extra(view: dict) -> bool:
    """Whether the zone beside the hand has something to show (else the hand takes the width)."""
    return bool(view.get("giving") or view.get("revealed") or view.get("played") or view.get("foresight"))


def _hand_key(card_id: str) -> tuple:
    colour = names.card_colour(card_id)
    return ({"brown": 0, "grey": 1, "green": 2}.get(colour, 3), not names.is_journey(card_id), card_id)


# the log entries the table plays out (follow)
ROLL_LINE = "{hobbit} rolls the threat die: {face}."
REVEAL_LINE = "The top journey card is revealed: {card}."
TILE_LINE = "{hobbit} reveals the story tile {tile}."
