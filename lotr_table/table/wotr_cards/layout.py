"""Where everything lies on the card table for one view, in scene units: the turn-order track
along the top, a row of the Shadow's seats, the active locations in one row, a row of the Free
Peoples' seats, and at the bottom the hands of the seats at the screen beside the two sides'
victory areas.

The table is 1200 units wide and at most five bands tall, so that a card's 13-unit text
reaches a 1366x768 screen at 11 px or more (kit look.MIN_PX) however many locations are
active: more locations make narrower slots, never another row. In a location the cards lie
by card bands: its own card first, the cards fighting there beside it while they fit, then in
rows each one title band lower (kit hand.Spot), so no card covers another's name; the row is
tall enough for four such bands. In a reserve or a hand cards that do not fit side by side fan
out, each overlapping the one before (the whole card in the hover preview), so no card ever
lies outside its area. An item lies on its bearer, over the lower part of the bearer's card,
as players tuck it: the bearer's name, kind and icons stay in sight; in a location it lies in
the band after its bearer.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from lotr_table.games.wotr_cards.scenarios import Options, seat_info
from lotr_table.table.kit.card import HEIGHT, TITLE_H, WIDTH
from lotr_table.table.kit.hand import Spot, spread

GAP, HEAD = 6.0, 24.0
TABLE_W = 1200.0
ROW_H = HEAD + HEIGHT + 8
BAND = TITLE_H + 4               # a card lying lower in a location by one title band (kit hand.spread)
BANDS = 4                        # the rows of cards a location holds with every name in sight
LOCATION_H = HEAD + 4 + HEIGHT + (BANDS - 1) * BAND + 4
SLOT_PAD = 4.0                   # a location's cards from its frame's sides
NARROWEST = 88.0                 # a location's cards narrow to this before they lie in bands
VICTORY_W = 196.0                # each side's victory area, right of the hands
TRACK_H = 34.0
PILE_W, PILE_H = 110.0, 14.0
PILE_STEP = PILE_H + 30.0        # the frame, its name and count under it, a gap
PILES = ("hand", "deck", "cycle", "eliminated")
SLOTS_A_ROW = 3                  # the widest a location's slot gets: a third of the table
CARD_GAP = 6.0
SIDES = ("free_peoples", "shadow")
ITEM_H = 62.0                    # what shows of an item on its bearer: name, kind and its icons
ITEM_STEP = TITLE_H + 4          # a second item on the same bearer lies higher by a title band
LEAST_LEAD = 46.0                # what a crowded slot keeps in sight of its location card


def options_of(view: dict) -> Options:
    """Options enough to name the seats: a scenario's decks do not depend on how many people play."""
    scenario = view["scenario"]
    return Options(scenario=scenario, players={"trilogy": 4, "duel": 2, "three_player_duel": 3, "fellowship": 2}[scenario])


@dataclass(frozen=True)
class FanSpot(Spot):
    """Cards side by side from the left while they fit; beyond, fanned: each lies over the one
    before, the steps shrinking so that the last card's right edge stays inside the area."""

    def places(self, n: int) -> list[QPointF]:
        w = self.card[0]
        step = w + CARD_GAP if n <= 1 else min(w + CARD_GAP, max(0.0, self.rect.width() - w) / (n - 1))
        return [QPointF(self.rect.left() + i * step, self.rect.top()) for i in range(n)]


@dataclass(frozen=True)
class BandSpot(Spot):
    """A location's fighting cards: side by side from the left while they fit, then in rows
    each one title band lower (kit hand.spread), so every card's name shows."""

    def places(self, n: int) -> list[QPointF]:
        at = spread(n, self.rect.width(), self.card, CARD_GAP, centred=False)
        lowest = max((y for _, y in at), default=0.0)
        room = self.rect.height() - self.card[1]
        # more rows than the location holds: the bands close up so the last row still lies inside
        squeeze = room / lowest if lowest > room > 0 else 1.0
        return [QPointF(self.rect.left() + x, self.rect.top() + y * squeeze) for x, y in at]


def item_spot(bearer_at: QPointF, items: int, bearer_z: float) -> Spot:
    """Where the items of one bearer lie: over the bearer's lower part (the first lowest), above
    the bearer and under the next card of a fan."""
    top = bearer_at.y() + HEIGHT - ITEM_H - (items - 1) * ITEM_STEP
    return Spot(QRectF(bearer_at.x(), top, WIDTH, ITEM_H + (items - 1) * ITEM_STEP), z=bearer_z - 1 + 0.5,
                card=(WIDTH, ITEM_H))


class Layout:
    """The rectangles of one view. Another seat's hand is a count, as its deck and piles are."""

    def __init__(self, view: dict) -> None:
        info = seat_info(options_of(view))
        self.top = [x.seat for x in info if x.side == "shadow"]
        self.bottom = [x.seat for x in info if x.side == "free_peoples"]
        self.own = [x.seat for x in info if x.seat in view.get("seats", ())]
        self.active = list(view["zones"]["active"]["cards"])
        self.track_rect = QRectF(0, 0, TABLE_W, TRACK_H)
        y = TRACK_H + GAP
        self.seat_rects: dict[int, QRectF] = {}
        self._row(self.top, y, self.seat_rects)
        y += ROW_H + GAP
        per_row = max(SLOTS_A_ROW, len(self.active))
        w = (TABLE_W - GAP * (per_row - 1)) / per_row
        self.slot_rects = [QRectF(k * (w + GAP), y, w, LOCATION_H) for k in range(len(self.active))]
        self.locations_row = QRectF(0, y, TABLE_W, LOCATION_H)
        y += LOCATION_H + GAP
        self._row(self.bottom, y, self.seat_rects)
        y += ROW_H + GAP
        self.hand_rects: dict[int, QRectF] = {}
        # the two sides' victory areas at the right of the last row, the hands at the screen left of them
        self.victory_rects = {side: QRectF(TABLE_W - (2 - k) * VICTORY_W - (1 - k) * GAP, y, VICTORY_W, ROW_H)
                              for k, side in enumerate(SIDES)}
        self._row(self.own, y, self.hand_rects, TABLE_W - 2 * (VICTORY_W + GAP))
        self._height = y + ROW_H
    @staticmethod
    def _row(seats: list[int], y: float, out: dict[int, QRectF], width: float = TABLE_W) -> None:
        if not seats:
            return
        w = (width - GAP * (len(seats) - 1)) / len(seats)
        for k, seat in enumerate(seats):
            out[seat] = QRectF(k * (w + GAP), y, w, ROW_H)

    def height(self) -> float:
        return self._height

    def pile_at(self, seat: int, k: int) -> QPointF:
        r = self.seat_rects[seat]
        return QPointF(r.left() + 8 + (k % 2) * (PILE_W + 10), r.top() + HEAD + 12 + (k // 2) * PILE_STEP)

    def reserve_rect(self, seat: int) -> QRectF:
        """The reserve's frame, right of the seat's piles."""
        r = self.seat_rects[seat]
        left = r.left() + 2 * PILE_W + 30
        return QRectF(left, r.top() + 2, r.right() - 2 - left, r.height() - 4)

    def spots(self) -> dict[str, Spot]:
        out: dict[str, Spot] = {}
        for seat in self.seat_rects:
            frame = self.reserve_rect(seat)
            out[f"reserve{seat}"] = FanSpot(QRectF(frame.left() + 4, frame.top() + HEAD + 2, frame.width() - 8, HEIGHT),
                                            z=10)
        for seat, r in self.hand_rects.items():
            out[f"hand{seat}"] = FanSpot(QRectF(r.left() + 8, r.top() + HEAD + 4, r.width() - 16, HEIGHT), z=10)
            # cards drawn to choose from lie over the hand's right end
            out[f"drawn{seat}"] = FanSpot(QRectF(r.left() + r.width() * 0.5, r.top() + HEAD + 4, r.width() * 0.5 - 8,
                                                 HEIGHT), z=30)
        for loc, r in zip(self.active, self.slot_rects):
            inner = r.width() - 2 * SLOT_PAD
            card = (self.location_card_width(inner), HEIGHT)
            top = r.top() + HEAD + 4
            out["active:" + loc["id"]] = Spot(QRectF(r.left() + SLOT_PAD, top, card[0], HEIGHT), z=10, card=card)
            # the cards fighting there: beside the location's card, in rows a title band apart
            left = r.left() + SLOT_PAD + card[0] + CARD_GAP
            out[f"at_{loc['id']}"] = BandSpot(QRectF(left, top, r.right() - SLOT_PAD - left,
                                                     LOCATION_H - HEAD - 8), z=12, card=card)
        return out

    @staticmethod
    def location_card_width(inner: float) -> float:
        """As wide as a card while three or more fit side by side in a slot; narrower (down to
        NARROWEST) so that at least two do, a location's own card and a column of its fighters."""
        if inner + CARD_GAP >= 3 * (WIDTH + CARD_GAP):
            return WIDTH
        columns = max(1, int((inner + CARD_GAP) // (NARROWEST + CARD_GAP)))
        # whole units: a card's kept picture is then blitted, not scaled, at every size
        return float(min(WIDTH, (inner - (columns - 1) * CARD_GAP) // columns))
