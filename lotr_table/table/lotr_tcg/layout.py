"""Where everything lies on the Trading Card Game's table for one view, in scene units: the
adventure path along the top (the sites in their numbered slots, each player's marker under
his site) with the twilight pool at its right end; a strip that tells the action window, the
assignments and the skirmish being fought; a row for each player (two to a row beyond two
players): his draw deck, discard and dead piles with counts, his hand as small backs with
its count (the hand of a person at the screen is drawn whole at the bottom), his characters
with what they bear tucked under them, his support area.

The table is 1200 units wide and about 700 tall, so a card's 13-unit text reaches a 1366x768
screen at 11 px or more (kit look.MIN_PX). Characters that do not fit side by side fan out in
tiers (FanSpot.fitted): each card a title band lower than the one before, up to five tiers,
the cards cut shorter by what the tiers take (the whole card is in the preview); a tier lies
over the one above it and two cards of one tier never overlap, so no title is covered. A
possession or condition lies on its bearer's lower part, each lower than the one before and
over it, never over the bearer's title.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

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
CHARACTERS_ROOM = ROW_H - HEAD - 2 - HEIGHT - 2   # under the characters, for a crowded fan's tiers
PILE_W, PILE_H = 110.0, 8.0         # wide enough for «Кладбище» whole beside its count
PILE_STEP = PILE_H + 27.0             # the frame, its name and count under it
PILES = ("hand", "deck", "discard", "dead")
PILES_W = PILE_W + 16
CARD_GAP = 6.0
ITEM_H = 46.0                         # what shows of an attachment on its bearer: its title and kind
ITEM_STEP = TITLE_H + 4              # as the kit's spread steps a row: one title band
TIER = 20.0                           # a tier of a crowded fan lies this much lower: its title's text in sight
MAX_TIERS = 5
LOWEST_FACE = 88.0                    # a card cut shorter than this would lose its numbers
BACK_W, BACK_H = 18.0, 24.0           # another player's hand: its cards' backs, small
BACKS_H = BACK_H + 4                  # what the hand's frame grows by to hold them


@dataclass(frozen=True)
class FanSpot(Spot):
    """Cards side by side from the left while they fit; beyond, fanned in tiers: card i lies
    (i mod tiers) title bands lower than the top, each tier over the one above it, and two
    cards of one tier never overlap, so every title stays whole in sight. A spot `fitted` to
    its count takes as few tiers as it needs, each costing the cards a title band of height
    (the whole card is in the preview) beyond the `room` the spot has under its cards."""
    card: tuple[float, float] = (WIDTH, HEIGHT)
    tiers: int = 1
    room: float = 0.0

    def fitted(self, n: int) -> "FanSpot":
        w, h = self.card
        step = self._step(n)
        tiers = 1 if step >= w else min(math.ceil(w / step - 1e-9), MAX_TIERS)
        while tiers > 1 and h + self.room - (tiers - 1) * TIER < LOWEST_FACE:
            tiers -= 1
        if tiers == 1:
            return self
        return replace(self, tiers=tiers, card=(w, h + self.room - (tiers - 1) * TIER), room=0.0)

    def _step(self, n: int) -> float:
        w = self.card[0]
        return w + CARD_GAP if n <= 1 else min(w + CARD_GAP, max(18.0, (self.rect.width() - w) / (n - 1)))

    def places(self, n: int) -> list[QPointF]:
        step = self._step(n)
        return [QPointF(self.rect.left() + i * step, self.rect.top() + (i % self.tiers) * TIER) for i in range(n)]

    def depth(self, i: int, n: int) -> float:
        # tier by tier, the lower tiers over the upper: a lower card starts under the titles above
        per_tier = math.ceil(n / self.tiers)
        return self.z + 1 + (i % self.tiers) * per_tier + i // self.tiers


@dataclass(frozen=True)
class BackSpot(Spot):
    """Another player's hand: small backs side by side in its pile's frame, overlapping when
    many, so the hand is seen as cards whose faces are hidden (its count under the frame)."""
    card: tuple[float, float] = (BACK_W, BACK_H)

    def places(self, n: int) -> list[QPointF]:
        w = self.card[0]
        step = w + 3 if n <= 1 else min(w + 3, (self.rect.width() - w) / (n - 1))
        return [QPointF(self.rect.left() + i * step, self.rect.top()) for i in range(n)]


@dataclass(frozen=True)
class SiteSpot(Spot):
    """The adventure path: the sites in numbered slots (the view's zone lists them by number)."""
    numbers: tuple[int, ...] = ()
    card: tuple[float, float] = (SITE_W, SITE_H)

    def places(self, n: int) -> list[QPointF]:
        return [QPointF(self.rect.left() + (k - 1) * SITE_STEP, self.rect.top()) for k in self.numbers[:n]]


def item_spot(bearer_at: QPointF, items: int, bearer_z: float, bearer_h: float = HEIGHT) -> Spot:
    """Where the attachments of one bearer lie: over the bearer's lower part, the first lowest,
    above the bearer and under the next card of a fan."""
    # on a card cut short in a crowded fan the attachments lie closer, never over its title
    room = bearer_h - TITLE_H
    step = ITEM_STEP if items <= 1 else min(ITEM_STEP, max(TIER, (room - TITLE_H) / (items - 1)))
    h = max(TITLE_H, min(ITEM_H, room - (items - 1) * step))
    top = bearer_at.y() + bearer_h - h - (items - 1) * step
    return ItemSpot(QRectF(bearer_at.x(), top, WIDTH, h + (items - 1) * step), z=bearer_z, card=(WIDTH, h),
                    step=step)


@dataclass(frozen=True)
class ItemSpot(Spot):
    """A bearer's attachments: each over the one before, all between the bearer and the card
    drawn next over it (depths in tenths of one)."""

    step: float = ITEM_STEP

    def depth(self, i: int, n: int) -> float:
        return self.z + (i + 1) / (n + 1)

    def places(self, n: int) -> list[QPointF]:
        return [QPointF(self.rect.left(), self.rect.top() + i * self.step) for i in range(n)]


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
        """The frame of a seat's k-th pile (PILES); another player's hand frame is taller, for
        its backs."""
        r = self.seat_rects[seat]
        if not self.hand_as_backs(seat):
            return QPointF(r.left() + 8, r.top() + HEAD + 14 + k * PILE_STEP)
        # the backs' frame starts higher, so the four piles still fit the row
        return QPointF(r.left() + 8, r.top() + HEAD + 4 + k * PILE_STEP + (BACKS_H if k > 0 else 0.0))

    def hand_as_backs(self, seat: int) -> bool:
        """A hand not at the screen is drawn as backs in its pile's frame."""
        return seat not in self.hand_rects

    def pile_size(self, seat: int, k: int) -> tuple[float, float]:
        return (PILE_W, PILE_H + (BACKS_H if k == 0 and self.hand_as_backs(seat) else 0.0))

    def support_rect(self, seat: int) -> QRectF:
        r = self.seat_rects[seat]
        inner = r.width() - PILES_W - 8
        w = max(WIDTH + 16, min(2 * WIDTH + 26, inner * 0.3))
        return QRectF(r.right() - w - 4, r.top() + HEAD - 2, w, HEIGHT + 22)

    def characters_rect(self, seat: int) -> QRectF:
        r = self.seat_rects[seat]
        support = self.support_rect(seat)
        return QRectF(r.left() + PILES_W, r.top() + HEAD + 2, support.left() - r.left() - PILES_W - 8,
                      HEIGHT + CHARACTERS_ROOM)

    def offer_spot(self, seat: int, in_hand: int) -> "FanSpot":
        """Cards of a pile offered to choose from (the starting companions): where the seat's
        hand lies, its right half when the hand holds cards."""
        r = self.hand_rects[seat]
        left = r.left() + 8 + (r.width() / 2 if in_hand else 0.0)
        return FanSpot(QRectF(left, r.top() + HEAD + 4, r.right() - 8 - left, HEIGHT), z=40)

    def spots(self, path_numbers: tuple[int, ...]) -> dict[str, Spot]:
        out: dict[str, Spot] = {"path": SiteSpot(self.sites_rect, z=5, card=(SITE_W, SITE_H), numbers=path_numbers)}
        for seat in self.seat_rects:
            out[f"characters{seat}"] = FanSpot(self.characters_rect(seat), z=10, room=CHARACTERS_ROOM)
            s = self.support_rect(seat)
            out[f"support{seat}"] = FanSpot(QRectF(s.left() + 6, s.top() + 20, s.width() - 12, HEIGHT), z=10)
            if self.hand_as_backs(seat):
                at = self.pile_at(seat, 0)
                out[f"hand{seat}"] = BackSpot(QRectF(at.x() + 5, at.y() + 3, PILE_W - 10, BACK_H), z=6)
        for seat, r in self.hand_rects.items():
            out[f"hand{seat}"] = FanSpot(QRectF(r.left() + 8, r.top() + HEAD + 4, r.width() - 16, HEIGHT), z=40)
        return out
