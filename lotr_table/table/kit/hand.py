"""Where the cards of a spread zone go: a hand, a lane, a row of allies.

The cards spread side by side, never overlapping while they fit. When they do not, they
wrap into rows that cascade: each later row lies lower by one title band, so every card's
name stays visible (the rest of a covered card is seen in its hover preview). Nothing ever
covers a title.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from lotr_table.table.kit.card import HEIGHT, TITLE_H, WIDTH

GAP = 6.0


def spread(n: int, width: float, card: tuple[float, float] = (WIDTH, HEIGHT), gap: float = GAP,
           centred: bool = True, title_h: float = TITLE_H) -> list[tuple[float, float]]:
    """Top-left corners, relative to the zone's top-left, for n cards in `width` (a card's
    title band `title_h` high: a later row lies that much lower)."""
    w, _ = card
    per_row = max(1, int((width + gap) // (w + gap)))
    out = []
    for i in range(n):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        used = in_row * w + (in_row - 1) * gap
        left = (width - used) / 2 if centred else 0.0
        out.append((left + col * (w + gap), row * (title_h + 4)))
    return out


def height(n: int, width: float, card: tuple[float, float] = (WIDTH, HEIGHT), gap: float = GAP) -> float:
    """How tall n spread cards are."""
    w, h = card
    per_row = max(1, int((width + gap) // (w + gap)))
    rows = max(1, math.ceil(n / per_row))
    return h + (rows - 1) * (TITLE_H + 4)


@dataclass(frozen=True)
class Spot:
    """Where a zone's cards lie on the table: a `pile` (stacked, a count on it) or spread in
    `rect`."""
    rect: QRectF
    pile: bool = False
    z: float = 0.0
    card: tuple[float, float] = (WIDTH, HEIGHT)

    def depth(self, i: int, n: int) -> float:
        """The z of the i-th of n cards: each over the one before (a spot may stack otherwise)."""
        return self.z + 1 + i

    def places(self, n: int) -> list[QPointF]:
        if self.pile:
            # a stack: each card a little higher, so the pile shows its thickness
            lift = min(0.6, 8.0 / max(1, n))
            return [QPointF(self.rect.left() - i * lift, self.rect.top() - i * lift) for i in range(n)]
        return [QPointF(self.rect.left() + x, self.rect.top() + y)
                for x, y in spread(n, self.rect.width(), self.card)]
