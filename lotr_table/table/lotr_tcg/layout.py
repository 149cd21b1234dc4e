"""Where everything lies on the Trading Card Game's table for one view, in scene units: the
adventure path along the top (the sites in their numbered slots, each player's marker under
his site) with the twilight pool at its right end; a strip that tells the action window, the
assignments and the skirmish being fought; a row for each player (two to a row beyond two
players): his draw deck, discard and dead piles and hand as counts, his characters with what
they bear tucked under them, his support area; and at the bottom the hand of the person at
the screen.

The table is 1200 units wide and about 700 tall, so a card's 13-unit text reaches a 1366x768
screen at 11 px or more (kit look.MIN_PX). Characters that do not fit side by side fan out,
each lying over the one before but never over its title (the whole card in the preview); a
possession or condition lies on its bearer's lower part, each a title band higher than the
one before, so the bearer's title and every attachment's title stay in sight.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from lotr_table.table.kit.card import TITLE_H
from lotr_table.table.kit.hand import Spot

TABLE_W = 1200.0
WIDTH, HEIGHT = 116.0, 150.0        # a card: a little larger than the kit's, for the long titles
GAP, HEAD = 8.0, 24.0
SITE_W, SITE_H = 104.0, 78.0          # a site shows its title, its number and its Shadow number
SITE_STEP = SITE_W + 6
MARKER_H = 26.0
PATH_H = HEAD + SITE_H + MARKER_H + 4
STRIP_H = 46.0
ROW_H = HEAD + HEIGHT + 22           # the support area's cards lie under its title
PILE_W, PILE_H = 104.0, 8.0
PILE_STEP = PILE_H + 27.0             # the frame, its name and count under it
PILES = ("hand", "deck", "discard", "dead")
PILES_W = PILE_W + 16
CARD_GAP = 6.0
ITEM_H = 46.0                         # what shows of an attachment on its bearer: its title and kind
ITEM_STEP = TITLE_H + 4              # as the kit's spread steps a row: one title band


@dataclass(frozen=True)
class FanSpot(Spot):
    card: tuple[float, float] = (WIDTH, HEIGHT)

    """Cards side by side from the left while they fit; beyond, fanned: each lies over the one
    before by less, the last card's right edge inside the area; a card's title stays in sight
    (the step never falls below a narrow card's title width)."""

    def places(self, n: int) -> list[QPointF]:
        w = self.card[0]
        step = w + CARD_GAP if n <= 1 else min(w + CARD_GAP, max(18.0, (self.rect.width() - w) / (n - 1)))
        return [QPointF(self.rect.left() + i * step, self.rect.top()) for i in range(n)]


@dataclass(frozen=True)
class SiteSpot(Spot):
    """The adventure path: the sites in numbered slots (the view's zone lists them by number)."""
    numbers: tuple[int, ...] = ()
    card: tuple[float, float] = (SITE_W, SITE_H)

    def places(self, n: int) -> list[QPointF]:
        return [QPointF(self.rect.left() + (k - 1) * SITE_STEP, self.rect.top()) for k in self.numbers[:n]]


def item_spot(bearer_at: QPointF, items: int, bearer_z: float) -> Spot:
    """Where the attachments of one bearer lie: over the bearer's lower part, the first lowest,
    above the bearer and under the next card of a fan."""
    top = bearer_at.y() + HEIGHT - ITEM_H - (items - 1) * ITEM_STEP
    return Spot(QRectF(bearer_at.x(), top, WIDTH, ITEM_H + (items - 1) * ITEM_STEP), z=bearer_z + 0.5,
                card=(WIDTH, ITEM_H))


class Layout:
    """The rectangles of one view."""

    def __init__(self, view: dict) -> None:
        # every seat keeps its row, a player out of the game too (his markers are gone)
        self.players = sum(1 for z in view["zones"] if z.startswith("play")) or 2
        self.own = [s for s in view.get("seats", ())]
        self.path_rect = QRectF(0, 0, TABLE_W, PATH_H)
        sites_w = 9 * SITE_STEP + 10
        self.sites_rect = QRectF(8, HEAD, sites_w - 16, SITE_H)
        self.pool_rect = QRectF(sites_w + GAP, 0, TABLE_W - sites_w - GAP, PATH_H)
        y = PATH_H + GAP
        self.strip_rect = QRectF(0, y, TABLE_W, STRIP_H)
        y += STRIP_H + GAP
        per_row = 1 if self.players <= 2 else 2
        w = (TABLE_W - GAP * (per_row - 1)) / per_row
        self.seat_rects: dict[int, QRectF] = {}
        for seat in range(self.players):
            row, col = divmod(seat, per_row)
            self.seat_rects[seat] = QRectF(col * (w + GAP), y + row * (ROW_H + GAP), w, ROW_H)
        rows = (self.players + per_row - 1) // per_row
        y += rows * (ROW_H + GAP)
        self.hand_rects: dict[int, QRectF] = {}
        if self.own:
            hw = (TABLE_W - GAP * (len(self.own) - 1)) / len(self.own)
            for k, seat in enumerate(self.own):
                self.hand_rects[seat] = QRectF(k * (hw + GAP), y, hw, ROW_H)
            y += ROW_H
        else:
            y -= GAP
        self._height = y

    def height(self) -> float:
        return self._height

    def site_at(self, n: int) -> QRectF:
        return QRectF(self.sites_rect.left() + (n - 1) * SITE_STEP, self.sites_rect.top(), SITE_W, SITE_H)

    def marker_at(self, n: int, seat: int) -> QPointF:
        """The centre of a seat's marker under site n (markers of one site side by side)."""
        r = self.site_at(n)
        return QPointF(r.left() + 14 + seat * 24, r.bottom() + 4 + MARKER_H / 2)

    def pile_at(self, seat: int, k: int) -> QPointF:
        r = self.seat_rects[seat]
        return QPointF(r.left() + 8, r.top() + HEAD + 14 + k * PILE_STEP)

    def support_rect(self, seat: int) -> QRectF:
        r = self.seat_rects[seat]
        inner = r.width() - PILES_W - 8
        w = max(WIDTH + 16, min(2 * WIDTH + 26, inner * 0.3))
        return QRectF(r.right() - w - 4, r.top() + HEAD - 2, w, HEIGHT + 22)

    def characters_rect(self, seat: int) -> QRectF:
        r = self.seat_rects[seat]
        support = self.support_rect(seat)
        return QRectF(r.left() + PILES_W, r.top() + HEAD + 2, support.left() - r.left() - PILES_W - 8, HEIGHT)

    def spots(self, path_numbers: tuple[int, ...]) -> dict[str, Spot]:
        out: dict[str, Spot] = {"path": SiteSpot(self.sites_rect, z=5, card=(SITE_W, SITE_H), numbers=path_numbers)}
        for seat in self.seat_rects:
            out[f"characters{seat}"] = FanSpot(self.characters_rect(seat), z=10)
            s = self.support_rect(seat)
            out[f"support{seat}"] = FanSpot(QRectF(s.left() + 6, s.top() + 20, s.width() - 12, HEIGHT), z=10)
        for seat, r in self.hand_rects.items():
            out[f"hand{seat}"] = FanSpot(QRectF(r.left() + 8, r.top() + HEAD + 4, r.width() - 16, HEIGHT), z=40)
        return out
