"""The battle: the two heroes face to face, the cards on the table, whether each side has
chosen its secret card (never which card the opponent chose), and how it went.

Drawn from view["battle"] while a battle is on; afterwards, until the next move, from the
log's account of the last battle (the log in the view is what this seat may read).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.games.confrontation.data import heroes
from lotr_table.games.confrontation.layout import SMALL_CARD_H, SMALL_CARD_W, TILE_H, TILE_W
from lotr_table.table.kit import pictures
from lotr_table.table.confrontation import look, words
from lotr_table.table.confrontation.board_items import Z_BATTLE
from lotr_table.table.confrontation.log_reading import side_of
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.confrontation.pieces import LabelItem, TileItem, card_item
from lotr_table.table.i18n import tr

BATTLE_START = "Battle in {region}: {attacker} attacks {defender}."
CARDS_SHOWN = "Cards revealed: the Fellowship plays {card}, Sauron plays {card2}."
HERO_SCALE = 1.45


def story(log: list[dict], side: str | None = None) -> list[dict] | None:
    """The log's entries from the first battle of the last attack (an attack can bring
    several battles in one region), or None when a move has been made since that attack
    (the battle is old news). For a seat (`side`), only its own move makes it old news: the
    other side's next move (the computer's, a moment after the battle) leaves the battle in
    sight, beside that move marked on the board, until the person has seen it and moved."""
    start, end = None, len(log)
    for i in range(len(log) - 1, -1, -1):
        template = log[i]["template"]
        if template == BATTLE_START:
            start = i
        elif "moves from" in template:
            if start is None and side is not None and side_of(log[i]) not in (None, side):
                end = i             # the battle's story ends where the other side's move begins
                continue
            break
    return None if start is None else log[start:end]


def last_start(told: list[dict]) -> dict:
    return next(e for e in reversed(told) if e["template"] == BATTLE_START)


class BattlePanel(QGraphicsItem):
    def __init__(self, rect: tuple[float, float, float, float], view: dict, near: str) -> None:
        super().__init__()
        self.rect = QRectF(*rect)
        self.setZValue(Z_BATTLE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.tiles: list[TileItem] = []
        self.cards: list[CardItem] = []
        self.backs: set[str] = set()        # the sides whose chosen card lies face down here
        self._build(view, near)

    @staticmethod
    def wanted(view: dict) -> bool:
        return view.get("battle") is not None or story(view.get("log", []), view.get("side")) is not None

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, p: QPainter, option, widget=None) -> None:
        pictures.draw(p, self.rect.adjusted(-6, -6, 12, 14), ("battle plate",), self._plate)

    def _plate(self, p: QPainter, outer: QRectF) -> None:
        r = outer.adjusted(6, 6, -12, -14)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(r.translated(5, 7), 16, 16)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, QColor("#3a2a1c"))
        grad.setColorAt(0.5, QColor("#2a1e15"))
        grad.setColorAt(1, QColor("#3a2a1c"))
        p.setPen(look.pen(look.GOLD.name(), 2.5))
        p.setBrush(grad)
        p.drawRoundedRect(r, 16, 16)
        p.setPen(look.pen("#6b5238", 1.2))
        mid = r.top() + r.height() / 2
        p.drawLine(r.left() + 20, mid, r.right() - 20, mid)

    # -- contents --------------------------------------------------------------------------

    def _label(self, rect, text, px=15, **kw) -> LabelItem:
        item = LabelItem(rect, text, px, **kw)
        item.setParentItem(self)
        return item

    def _hero(self, side: str, hero: str | None, x: float, y: float) -> None:
        tile = TileItem(side, hero)
        tile.setParentItem(self)
        tile.place((x + TILE_W * HERO_SCALE / 2, y + TILE_H * HERO_SCALE / 2), HERO_SCALE)
        self.tiles.append(tile)

    def _cards(self, side: str, cards: list[str | None], x: float, y: float, w: float) -> None:
        if not cards:
            return
        step = min(SMALL_CARD_W + 6, (w - SMALL_CARD_W) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for i, cid in enumerate(cards):
            card = card_item(side, cid, size=(SMALL_CARD_W, SMALL_CARD_H))
            card.setParentItem(self)
            card.setPos(x + i * step, y)
            self.cards.append(card)

    def _build(self, view: dict, near: str) -> None:
        r = self.rect
        x, y, w, h = r.x(), r.y(), r.width(), r.height()
        far = "sauron" if near == "fellowship" else "fellowship"
        battle = view.get("battle")
        told = story(view.get("log", []), view.get("side")) or []
        live = battle is not None and "fellowship" in battle
        if battle is not None:
            region = words.region_name(battle["region"])
            title = tr("BattlePanel", "Battle in {region}").format(region=region)
            attacker = battle["attacker_side"]
        else:
            first = last_start(told)["args"]
            title = tr("BattlePanel", "Last battle: {region}").format(region=words.region_name(first["region"]))
            attacker = heroes()[first["attacker"]].side if first["attacker"] in heroes() else "sauron"
        self._label((x + 10, y + 2, w - 20, 46), title, 22, bold=True, colour=look.GOLD_LIGHT,
                    align=Qt.AlignmentFlag.AlignCenter, min_px=12, wrap=True, family=look.NARROW)
        attacks = tr("BattlePanel", "{side} attacks").format(side=words.side_in_text(attacker))
        self._label((x + 14, y + 48, w - 28, 24), attacks[:1].upper() + attacks[1:], 15, italic=True,
                    colour=look.LABEL_DIM, align=Qt.AlignmentFlag.AlignCenter)

        shown = {}
        table = {"fellowship": [], "sauron": []}
        if live:
            shown = {"fellowship": battle.get("fellowship"), "sauron": battle.get("sauron")}
            table = {k: list(v) for k, v in battle.get("table", {}).items()}
        elif told and battle is None:
            start = last_start(told)
            a = start["args"]
            for hero in (a.get("attacker"), a.get("defender")):
                if hero in heroes():
                    shown[heroes()[hero].side] = hero
            for e in told[told.index(start):]:
                if e["template"] == CARDS_SHOWN:
                    table = {"fellowship": [e["args"]["card"]], "sauron": [e["args"]["card2"]]}

        rows = ((far, y + 76), (near, y + h / 2 + 22))
        for side, top in rows:
            if side not in shown:
                continue
            self._hero(side, shown.get(side), x + 14, top)
            cx = x + 28 + TILE_W * HERO_SCALE
            cw = x + w - 12 - cx
            self._label((cx, top - 4, cw, 26), words.side_title(side), 15, bold=True,
                        colour=look.colours(side)["back_mark"] if side == "fellowship" else QColor("#f0a060"))
            cards = table.get(side, [])
            if cards:
                self._cards(side, cards, cx, top + 24, cw)
            elif live and battle.get("committed", {}).get(side):
                mine = battle.get("my_choice") if side == view.get("side") else None
                self._cards(side, [mine], cx, top + 24, cw)
                if mine is None:
                    self.backs.add(side)
                self.cards[-1].chosen = mine is not None
                note = (tr("BattlePanel", "Your card, hidden until both have chosen") if mine
                        else tr("BattlePanel", "Has chosen a card"))
                self._label((cx, top + 28 + SMALL_CARD_H, cw, 34), note, 13, italic=True, wrap=True,
                            colour=look.LABEL_DIM)
            elif live and side != view.get("side") and side in view.get("to_act", []):
                # the opponent's decision is not in this seat's view: only that he is deciding
                self._label((cx, top + 40, cw, 54), tr("BattlePanel", "Deciding\u2026"), 14, italic=True,
                            colour=look.LABEL_DIM, wrap=True)

        notes = []
        if live:
            if battle.get("gwaihir"):
                notes.append(tr("BattlePanel", "Gwaihir the Wind carries the Fellowship hero away."))
            if battle.get("no_cards"):
                notes.append(tr("BattlePanel", "This battle is fought without cards."))
            if battle.get("support"):
                notes.append(tr("BattlePanel", "Gandalf lends 1 strength."))
        elif battle is not None:
            notes.append(tr("BattlePanel", "The attacker chooses the next defender."))
        current = last_start(told) if told and live else None
        lines = [words.log_line(e) for e in told if e is not current][-5:]
        text = "\n".join(notes + lines)
        mid_top = y + 72 + TILE_H * HERO_SCALE + 8
        mid_bottom = y + h / 2 + 14
        if text:
            self._label((x + 16, mid_top, w - 32, mid_bottom - mid_top), text, 14, wrap=True,
                        colour=look.LABEL_INK, min_px=9, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if live and view.get("decision") == "play":
            self._label((x + 14, y + h - 58, w - 28, 50), tr("BattlePanel", "Click a card in your hand to play it."),
                        15, bold=True, colour=look.HIGHLIGHT_LINE, align=Qt.AlignmentFlag.AlignCenter, wrap=True)
