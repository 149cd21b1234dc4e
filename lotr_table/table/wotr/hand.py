"""The event cards beside the map: the person's own hand drawn as faces (card_faces.py; the
whole card in the hover's tip), spread as the card tables spread a hand (kit/hand.py); the
other seats' hands as backs with their counts; the four decks and each seat's discards with
counts; the cards lying on the table face up. Only what the seat's view shows: a hand the
seat may not see comes as backs (cards without a face), and is drawn so.

A card the open question lets the seat play (or discard, or choose for a battle) is lit; a
click on it, or a drag of it out of the hand onto the map, chooses it (`play`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.i18n import tr
from lotr_table.table.kit import look as kit_look
from lotr_table.table.kit.card import NAME_PX, TITLE_H, paint_face
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.kit.hand import spread
from lotr_table.table.kit.paint import draw_text
from lotr_table.table.wotr import card_faces, plate

DECKS = ("free_peoples_character", "free_peoples_strategy", "shadow_character", "shadow_strategy")
CARD = (100.0, 140.0)          # a card of the hand on screen at its tallest (the kit's card)
LEAST_H = 52.0                 # a card's least height: its title and kind
STEP = 28.0                    # a card lower in the hand shows its title band (kit TITLE_H) above it,
LEAST_STEP = 22.0              # or at the least the title's letters when the room is short
CHIP_H = 22.0                  # shorter still: each card a chip with its title on one line
PAIR_H = 28.0                  # shortest: two chips to a row, each title on up to two lines
PILES_H = 24.0                 # the row of the four decks
COUNT_W = 30.0                 # a count's cell (a small card and its number) where the lines are a table


class Faces:
    """How a card of the hand is drawn (kit card_item.CardFaces): the kit's face from its record."""

    def key(self, item) -> None:
        return None

    def paint(self, p: QPainter, rect: QRectF, item) -> None:
        face = card_faces.face(item.card) if item.card else None
        if face is not None and rect.height() <= PAIR_H:
            chip(p, rect, face, wrap=rect.height() > CHIP_H)
        else:
            paint_face(p, rect, face)
            if face is not None:
                whole_title(p, rect, face)
        if item.playable:
            p.setPen(kit_look.pen(kit_look.LIT, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        elif item.fresh:
            plate.ring(p, rect.adjusted(1, 1, -1, -1), 6)

    def preview(self, item):
        return None                 # the whole card is the tip (a screen-sized card reads as it is)


FACES = Faces()


def whole_title(p: QPainter, rect: QRectF, face) -> None:
    """A title too long for the face's band at its size (the longer Russian and Ukrainian
    names) drawn again in it smaller, down to 11 px and a little narrower, rather than cut."""
    band = QRectF(rect.left() + 5, rect.top() + 2, rect.width() - 10, TITLE_H)
    if QFontMetricsF(kit_look.font(NAME_PX, True, kit_look.SERIF)).horizontalAdvance(face.name) <= band.width() - 1:
        return
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(kit_look.brush(kit_look.PAPER))
    p.drawRect(band)
    draw_text(p, band, face.name, NAME_PX, QColor(kit_look.INK), min_px=11, bold=True, family=kit_look.SERIF)


def chip(p: QPainter, rect: QRectF, face, wrap: bool = False) -> None:
    """A card too short for its face: its frame and its whole title (the rest in the tip), on
    two lines where the chip is half the plate wide."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(kit_look.pen(face.colour, 3))
    p.setBrush(kit_look.brush(kit_look.PAPER))
    p.drawRoundedRect(rect, 5, 5)
    inner = rect.adjusted(4, 1, -4, -1)
    if wrap:        # shrunk to 11 px, then a little narrower, before anything is cut
        draw_text(p, inner, face.name, 13, QColor(kit_look.INK), min_px=11, bold=True, family=kit_look.SERIF,
                  wrap=True)
        return
    # one line: shrunk to 11 px, then a little narrower, before anything is cut
    draw_text(p, inner, face.name, 13, QColor(kit_look.INK), min_px=11, bold=True, family=kit_look.SERIF)


class HandCard(CardItem):
    fresh = False                   # came into the hand since the seat last looked

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)     # a face is drawn once
        self._tried = False

    # a click on a card no option plays is still the person's try: the plate asks why not
    # (HandPlate.card_clicked), rather than the press panning the map under it
    def mousePressEvent(self, event) -> None:
        if (event.button() == Qt.MouseButton.LeftButton and not (self.playable or self.draggable)
                and self.hands is not None and self.card):
            self._tried = True
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._tried:
            self._tried = False
            self.hands.card_clicked(self)
            return
        super().mouseReleaseEvent(event)


class HandPlate(plate.Plate):
    """The person's hand, and a line each for the decks, the discards, the other hands and the
    cards on the table."""

    def __init__(self, width: float, play) -> None:
        super().__init__(width, 200)
        self.play = play            # play(card id): the click or drop that chooses it
        self.tried = None           # tried(card id): a click on a card no option plays (the margins)
        self.cards: dict[str, HandCard] = {}
        self.lines: list[tuple[str, bool]] = []     # (words, changed)
        self.table_rows: list[tuple[str, object, int]] = []   # (seat's name, in hand or None, discarded)
        self.compact = False        # the lines drawn as a table: a line of words would take two
        self.counts: dict[str, object] = {}
        self.decks: list[tuple[str, str, int]] = []
        self.deck_counts: dict[str, int] = {}
        self.deck_changed: set[str] = set()
        self.seen = False
        self.room: float | None = None   # screen pixels the plate may take (the window's bottom,
                                         # less the hint button's corner): set by the margins
        self.retranslate()

    def retranslate(self) -> None:
        self.heading = tr("wotr.table", "Your event cards")
        for key, item in self.cards.items():
            item.set_tip(card_faces.tip(key))
        self.update()

    # -- the grip's questions (kit card_item): a click plays, a drag out of the hand plays ---------

    def card_clicked(self, item) -> None:
        if item.playable:
            self.play(item.card)
        elif item.card and self.tried is not None:
            self.tried(item.card)       # the engine says why not, where the person clicked

    def drag_started(self, item) -> bool:
        return item.playable

    def drag_moved(self, item, point) -> None:
        pass

    def dropped(self, item, point: QPointF) -> None:
        inside = self.sceneBoundingRect().contains(point) if self.scene() is not None else True
        item.slide_home()
        if not inside and item.playable:
            self.play(item.card)

    # -- drawing the view ------------------------------------------------------------------------

    def show_hand(self, zones: dict, seat: int | None, seat_name, deck_name, playable: set, fresh: bool) -> bool:
        own = [entry["card"] for zone, z in sorted(zones.items()) if zone.startswith("hand")
               for entry in z.get("cards", []) if entry and entry.get("card")]
        changed = False
        new: dict[str, bool] = {}
        for key in list(self.cards):
            if key not in own:
                item = self.cards.pop(key)
                plate.take_off(item)
                changed = True
        for key in own:
            if key not in self.cards:
                item = HandCard(key, CARD, FACES, hands=self, draggable=True, z=1)
                item.setParentItem(self)
                item.set_tip(card_faces.tip(key))
                item.fresh = self.seen and fresh
                new[key] = item.fresh
                self.cards[key] = item
                changed = True
        for key, item in self.cards.items():
            if item.fresh and not new.get(key):
                item.fresh = False          # marked for one look only
                item.update()
            item.show_card(playable=key in playable)
            item.draggable = key in playable
            cursor = Qt.CursorShape.OpenHandCursor if key in playable else Qt.CursorShape.ArrowCursor
            if item.cursor().shape() != cursor:     # set on a change only: most cards keep theirs
                item.setCursor(cursor)
        # the decks and the other seats' counts first, then the cards one under another across
        # the plate, each showing its whole title (a lower card covers all of the one above
        # but its title band), the last one as tall as the room left lets it be
        old_decks = {deck: n for deck, _, n in self.decks}
        lines = self._lines(zones, seat, seat_name, deck_name)
        names = self._names
        width = self.rect.width() - 2 * plate.PAD
        # where a seat's line of words would wrap (three or four people: «Саруман и союзники
        # Саурона: в руке 4, в сбросе 4»), the counts stand as a table, each seat's name and its
        # two counts on small cards (in hand, discarded; the words in the plate's tip), so the
        # hand keeps its room above the window's bottom
        self.compact = any(plate.rows(text, width) > 1 for _, text, _ in lines)
        self.table_rows = [(names[key], n, d) for key, _, (n, d) in lines]
        top = plate.HEAD_H + 4 + PILES_H + self._lines_h(text for _, text, _ in lines)
        size, step = self.card_size(len(own), top)
        places = spread(len(own), self.rect.width() - 2 * plate.PAD, size, gap=4, title_h=step - 4)
        for key, (x, y) in zip(own, places):
            item = self.cards[key]
            item.show_card(size=size)
            item.home = QPointF(plate.PAD + x, top + y)
            if not item.grip.dragging:
                item.setPos(item.home)
        cards_h = (max(y for _, y in places) + size[1] + 6) if places else 22
        marks = {deck for deck, _, n in self.decks if self.seen and old_decks.get(deck) not in (None, n)}
        changed |= marks != self.deck_changed or old_decks != {deck: n for deck, _, n in self.decks}
        self.deck_changed = marks
        counts = {key: n for key, _, n in lines}  # (in hand, discarded) by seat
        marked = [(text, self.seen and self.counts.get(key) not in (None, n)) for key, text, n in lines]
        changed |= marked != self.lines
        self.lines, self.counts, self.seen = marked, counts, True
        if changed:
            self._deck_tips()
        self.resize(self.rect.width(), top + cards_h + plate.PAD)
        if changed:
            self.update()
        return changed

    def card_size(self, n: int, top: float) -> tuple[tuple[float, float], float]:
        """A card as wide as the plate (its title whole) and as tall as the room lets the last
        of n cards be, between LEAST_H and the kit's card; and how far each card lies below
        the one before (less than a title band only when the least card would not fit)."""
        width = self.rect.width() - 2 * plate.PAD
        if self.room is None:
            return (width, CARD[1]), STEP
        room = self.room - top - plate.PAD
        step = STEP
        if n >= 1 and room - (n - 1) * step < LEAST_H:
            if n > 1:
                step = (room - LEAST_H) / (n - 1)
            # chips, one under another; a single card too (the plates above grown by the cards
            # on the table leave less than a card's least height above the hint button)
            if n == 1 or step < LEAST_STEP:
                if n == 1 or n * (CHIP_H + 2) <= room:
                    return (width, CHIP_H), CHIP_H + 2
                # still short (a hand of five or more at 1366x768): two chips to a row
                return ((width - 4) / 2, PAIR_H), PAIR_H + 1
        return (width, max(LEAST_H, min(CARD[1], room - max(0, n - 1) * step))), step

    def _lines(self, zones: dict, seat, seat_name, deck_name) -> list[tuple[str, str, int]]:
        """(zone, words, count) for the decks, the other hands and the discards, in a fixed
        order."""
        out = []
        self._names = {}
        self.decks = [(deck, deck_name(deck), zones[deck].get("count", 0)) for deck in DECKS if deck in zones]
        seats = sorted(int(z[4:]) for z in zones if z.startswith("hand") and z[4:].isdigit())
        for other in seats:
            hand = zones.get(f"hand{other}", {})
            gone = zones.get(f"discard{other}", {}).get("count", 0)
            self._names[f"seat{other}"] = str(seat_name(other))
            if any(entry and entry.get("card") for entry in hand.get("cards", [])) or seat == other:
                # the person's own hand is drawn as faces above
                out.append((f"seat{other}", tr("wotr.table", "{seat}: {d} discarded").format(
                    seat=seat_name(other), d=gone), (None, gone)))
                continue
            n = hand.get("count", 0)
            out.append((f"seat{other}", tr("wotr.table", "{seat}: {n} in hand, {d} discarded").format(
                seat=seat_name(other), n=n, d=gone), (n, gone)))
        return out

    def ids(self) -> dict:
        return dict(self.cards)

    def clear(self) -> None:
        """No card left on the table (the curtain is up)."""
        for item in self.cards.values():
            plate.take_off(item)
        self.cards = {}
        self.lines, self.counts, self.decks, self.seen = [], {}, [], False
        self.update()

    def _deck_tips(self) -> None:
        """The piles are painted; their names are said in the plate's tip where they lie."""
        self.setToolTip("\n".join([tr("wotr.table", "{deck}: {n} cards in the deck").format(deck=name, n=n)
                                    for _, name, n in self.decks] + [text for text, _ in self.lines]))

    def paint_body(self, p: QPainter) -> None:
        y = plate.HEAD_H + 2
        w = (self.rect.width() - 2 * plate.PAD) / max(1, len(self.decks))
        for i, (deck, name, n) in enumerate(self.decks):
            pile = QRectF(plate.PAD + i * w, y + 3, 16, 19)
            p.setPen(kit_look.pen("#1a1a1a", 1))
            p.setBrush(QColor(card_faces.DECK_COLOUR[deck]))
            p.drawRoundedRect(pile.translated(2, -2), 3, 3)
            p.drawRoundedRect(pile, 3, 3)
            plate.words(p, QRectF(pile.right() + 3, pile.top(), w - 26, pile.height()), str(n), bold=True)
            if deck in self.deck_changed:
                plate.ring(p, pile.adjusted(-2, -4, 4, 2))
        y += PILES_H
        width = self.rect.width() - 2 * plate.PAD
        if not self.cards:
            below = plate.HEAD_H + 4 + PILES_H + self._lines_h(text for text, _ in self.lines)
            plate.words(p, QRectF(plate.PAD, below, width, 20),
                        tr("wotr.table", "no cards in your hand"), colour=plate.MUTED)
        if self.compact:
            self._paint_table(p, y, width)
            return
        for text, changed in self.lines:
            row = QRectF(plate.PAD, y, width, plate.rows(text, width) * plate.ROW_H)
            plate.words(p, row, text, colour=plate.INK, wrap=True)
            if changed:
                plate.ring(p, row.adjusted(-2, 0, 2, 0))
            y += row.height()

    def _lines_h(self, texts) -> float:
        """How tall the count lines are: each one line, or two where its words are wider; as a
        table, each seat's name in what its two counts leave."""
        width = self.rect.width() - 2 * plate.PAD
        if self.compact:
            return sum(plate.rows(name, width - 2 * COUNT_W) * plate.ROW_H for name, _, _ in self.table_rows)
        return sum(plate.rows(text, width) * plate.ROW_H for text in texts)

    def _paint_table(self, p: QPainter, y: float, width: float) -> None:
        """The seats' counts as a table: the name, then in hand (a card's back) and discarded (a
        pale card), each count on its small card's right; a count changed since the seat last
        looked is ringed."""
        for (name, n, d), (_, changed) in zip(self.table_rows, self.lines):
            h = plate.rows(name, width - 2 * COUNT_W) * plate.ROW_H
            plate.words(p, QRectF(plate.PAD, y, width - 2 * COUNT_W, h), name, colour=plate.INK, wrap=h > plate.ROW_H)
            for k, (count, back) in enumerate(((n, True), (d, False))):
                cell = QRectF(plate.PAD + width - (2 - k) * COUNT_W, y, COUNT_W, plate.ROW_H)
                if count is None:           # the person's own hand: its faces are drawn below
                    continue
                glyph = QRectF(cell.left() + 3, cell.top() + 3, 8, 11)
                p.setPen(kit_look.pen("#1a1a1a" if back else plate.EDGE, 1))
                p.setBrush(QColor(kit_look.BACK if back else "#e6dcc2"))
                p.drawRoundedRect(glyph, 2, 2)
                plate.words(p, QRectF(glyph.right() + 3, cell.top(), cell.right() - glyph.right() - 3, plate.ROW_H),
                            str(count), bold=True)
            if changed:
                plate.ring(p, QRectF(plate.PAD, y, width, h).adjusted(-2, 0, 2, 0))
            y += h
