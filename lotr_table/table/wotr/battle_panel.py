"""A battle round by round (the seed, «Бій»), while the view has one: where and what kind of
battle, its round; for the attacker and the defender their army (each nation's regulars,
elites and leaders; a unit a casualty may take is lit, and a click on it takes it), the
combat card chosen (its back, until both are revealed; then its face turning over, with its
initiative), the dice of the last combat roll and of the leaders' re-roll, and the hits each
still has to take. A battle that ended with combat cards revealed (Scouts ends it right after
them, or a round fought out in one action) stays shown, over, with the cards revealed and their
initiative read from the log, until the seat acts again: the view has no battle by then, and the
computer's card would be seen only in the log."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.games.wotr.words import PIECE_NOUNS
from lotr_table.table.i18n import tr, tr_name
from lotr_table.table.kit import look as kit_look, turning
from lotr_table.table.kit.target import Target
from lotr_table.table.wotr import card_faces, look, plate
from lotr_table.table.wotr.words import nation_name, region_name, side_name

WIDTH = 400
UNIT = 24
SIDE_H = 34              # the role and the side: two lines where one is too narrow
CARD_ROW = 16            # a line of a revealed combat card's words
REVEALS = "{seat} reveals {card}."      # the log's line of a combat card revealed (games/wotr/combat.py)


def battle_kind(kind: str) -> str:
    if kind == "siege":
        return tr("wotr.table", "Siege battle")
    if kind == "sortie":
        return tr("wotr.table", "Sortie")
    return tr("wotr.table", "Field battle")


class UnitChip(Target):
    """A nation's regulars or elites in the battle, its count on it: lit when a casualty may
    take one of them."""

    def __init__(self, unit: str) -> None:
        super().__init__(unit)
        self.nation, self.kind = unit.split(".")
        self.count = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, UNIT + 4, UNIT + 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(0, 0, UNIT, UNIT)
        p.setPen(QPen(QColor("#111111"), 1.2))
        p.setBrush(QColor(look.NATION[self.nation]))
        p.drawRoundedRect(body, 3, 3)
        if self.kind == "elite":
            p.drawLine(body.left() + 3, body.top() + 5, body.right() - 3, body.top() + 5)
        plate.words(p, body, str(self.count), 12, look.on_nation(self.nation), bold=True,
                    align=Qt.AlignmentFlag.AlignCenter)
        if self.lit:
            p.setPen(QPen(QColor(kit_look.LIT), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(body.adjusted(-1, -1, 1, 1), 4, 4)


class BattlePanel(plate.Plate):
    def __init__(self) -> None:
        super().__init__(WIDTH, 200)
        self.battle: dict | None = None
        self.backs: dict = {}
        self.chips: dict[str, UnitChip] = {}
        self.turned: list[str | None] = [None, None]
        self.players = 2
        self.card_h = 34.0
        self.fought: tuple[dict, int] | None = None     # the battle drawn, and the log's length then
        self.ended: tuple[dict, int] | None = None      # a battle ended with cards, till the seat acts
        self.log_seen: int | None = None                # the log's length at the last view
        self.round_key: tuple | None = None             # (region, round) of the battle drawn
        self.round_cards: list = [None, None]           # its cards revealed, from the log
        self.flipped: set = set()                       # (region, round, card) turned over already
        self.setZValue(30)
        # it lies over the map's south-west, where Rohan's and Gondor's armies stand at 1366x768:
        # the person may drag it aside by any part that is not a unit to click (and it stays
        # there for the battles after)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        self.hide()

    def retranslate(self) -> None:
        self._heading()
        self.update()

    def _heading(self) -> None:
        bt = self.battle
        if bt and bt.get("over"):
            self.heading = tr("wotr.table", "{kind} at {region}: the battle is over").format(
                kind=battle_kind(bt["kind"]), region=region_name(bt["region"]))
        elif bt:
            self.heading = tr("wotr.table", "{kind} at {region} \u00b7 round {n}").format(
                kind=battle_kind(bt["kind"]),
                region=region_name(bt["region"]), n=bt["round"])

    def _column(self, who: int) -> QRectF:
        w = (self.rect.width() - 2 * plate.PAD) / 2
        return QRectF(plate.PAD + who * w, plate.HEAD_H + 2, w - 4, self.rect.height() - plate.HEAD_H - 8)

    def show_battle(self, battle: dict | None, backs: dict, seen: bool) -> bool:
        old, old_backs = self.battle, getattr(self, "backs", None)
        if battle is None:
            changed = self.isVisible()
            self.battle = None
            self.hide()
            return changed
        self.battle, self.backs = battle, backs
        self._heading()
        units = battle.get("units") or [[], []]
        wanted = {u: (who, battle["armies"][who]) for who in (0, 1) for u in units[who]}
        for key in list(self.chips):
            if key not in wanted:
                chip = self.chips.pop(key)
                plate.take_off(chip)
        slots = [0, 0]
        for unit, (who, army) in wanted.items():
            chip = self.chips.get(unit)
            if chip is None:
                chip = self.chips[unit] = UnitChip(unit)
                chip.setParentItem(self)
            nation, kind = unit.split(".")
            count = army.get(nation, {}).get(kind, 0)
            if count != chip.count:
                chip.count = count
                chip.update()
            chip.setToolTip(f"{nation_name(nation)} \u00b7 {tr_name('wotr.piece', PIECE_NOUNS[kind])}")
            col = self._column(who)
            chip.setPos(col.left() + slots[who] * (UNIT + 4), col.top() + SIDE_H + 2)
            slots[who] += 1
        # a card revealed since the seat last looked turns over
        cards = battle.get("cards") or [None, None]
        for who in (0, 1):
            once = (battle["region"], battle["round"], cards[who])
            if cards[who] and cards[who] != self.turned[who] and seen and once not in self.flipped:
                self.flipped.add(once)      # turned over once (drawn again from the log after)
                turning.turn_over(self, lambda: None)
            self.turned[who] = cards[who]
        self.card_h = max(self._card_height(cards[who]) for who in (0, 1))
        self.resize(WIDTH, plate.HEAD_H + 2 + SIDE_H + 2 + UNIT + 6 + 4 * 17 + 6 + self.card_h + plate.PAD)
        self.show()
        changed = battle != old or backs != old_backs     # a card chosen face down changes only the backs
        if changed:
            self.update()
        return changed

    def follow_log(self, log: list, since: int | None) -> None:
        """After each view (`log` its entries, `since` the log's length when the seat last
        acted, None before): a battle that went from the view with combat cards revealed is
        shown over, its cards turned over from the log's «{seat} reveals {card}», until the seat
        acts again or another battle begins."""
        bt = self.battle
        new = log[self.log_seen:] if self.log_seen is not None and self.log_seen <= len(log) else []
        self.log_seen = len(log)
        if bt is not None and not bt.get("over"):
            # the cards revealed this round, read from the log: the view's battle drops them
            # once a card's effect is done (Scouts' retreat), while the battle is still fought
            key = (bt["region"], bt["round"])
            if key != self.round_key:
                self.round_key, self.round_cards = key, [None, None]
            self._reveal(self.round_cards, new, bt["attacker"])
            if not any(bt.get("cards") or ()) and any(self.round_cards):
                self.show_battle(dict(bt, cards=list(self.round_cards)), self.backs, True)
                bt = self.battle
            self.fought, self.ended = (bt, len(log)), None
            return
        if self.fought is not None:
            last, n = self.fought
            self.fought = None
            cards = list(last.get("cards") or [None, None])
            revealed = self._reveal(cards, log[n:], last["attacker"])
            if any(cards):
                # cards revealed after the last roll drawn: that roll was another round's
                self.ended = (dict(last, cards=cards, over=True, hits=[0, 0],
                                   dice=[] if revealed else last.get("dice") or []), len(log))
        if self.ended is not None and since is not None and since > self.ended[1]:
            self.ended = None
        if self.ended is not None:
            self.show_battle(self.ended[0], {}, True)
        elif bt is not None:
            self.show_battle(None, {}, False)

    def _reveal(self, cards: list, entries: list, attacker: str) -> list:
        """Each «{seat} reveals {card}» of `entries` put in `cards` on its side (attacker first);
        the entries' arguments."""
        from lotr_table.games.wotr import cards as rule_cards
        revealed = [e["args"] for e in entries if e.get("template") == REVEALS]
        for args in revealed:
            side = ("free_peoples", "shadow")[rule_cards.side_of_seat(self.players, int(args["seat"]))]
            cards[0 if side == attacker else 1] = args["card"]
        return revealed

    def forget(self) -> None:
        """The curtain is up: no battle of one seat's looks is kept for the next person."""
        self.fought = self.ended = None
        self.log_seen, self.round_key = None, None
        self.show_battle(None, {}, False)

    def ids(self) -> dict:
        return dict(self.chips)

    def paint_body(self, p: QPainter) -> None:
        bt = self.battle
        if not bt:
            return
        attacker = bt["attacker"]
        sides = (attacker, "shadow" if attacker == "free_peoples" else "free_peoples")
        cards = bt.get("cards") or [None, None]
        dice = bt.get("dice") or []
        hits = bt.get("hits") or [0, 0]
        for who in (0, 1):
            col = self._column(who)
            role = tr("wotr.table", "Attacker") if who == 0 else tr("wotr.table", "Defender")
            # the role, and the side on a line of its own where both do not fit on one («Свободные народы»)
            whole = f"{role}: {side_name(sides[who])}"
            plate.words(p, QRectF(col.left(), col.top(), col.width(), SIDE_H), whole, bold=True,
                        wrap=plate.rows(whole, col.width(), bold=True) > 1)
            leaders = sum(k.get("leaders", 0) for k in bt["armies"][who].values())
            y = col.top() + SIDE_H + 2 + UNIT + 4
            plate.words(p, QRectF(col.left(), y, col.width(), 17),
                        tr("wotr.table", "leaders: {n}").format(n=leaders), colour=plate.MUTED)
            y += 17
            card = cards[who]
            card_rect = QRectF(col.left(), y, col.width(), self.card_h)
            if card:
                p.setPen(QPen(QColor(card_faces.DECK_COLOUR[card_faces.deck_of(card)]), 2))
                p.setBrush(QColor(kit_look.PAPER))
                p.drawRoundedRect(card_rect, 4, 4)
                name = card_faces.combat_name(card)
                below = self._card_rows(name, col.width(), bold=True) * CARD_ROW
                plate.words(p, QRectF(card_rect.left() + 4, y + 1, card_rect.width() - 8, below), name,
                            bold=True, wrap=below > CARD_ROW)
                line = self._initiative_line(card)
                plate.words(p, QRectF(card_rect.left() + 4, y + 1 + below, card_rect.width() - 8,
                                      self._card_rows(line, col.width()) * CARD_ROW),
                            line, colour=plate.MUTED, wrap=self._card_rows(line, col.width()) > 1)
            else:
                seat_back = self._back(who, sides[who])
                text = tr("wotr.table", "a combat card, face down") if seat_back else tr("wotr.table", "no combat card")
                if seat_back:
                    p.setPen(QPen(QColor(kit_look.FRAME), 2))
                    p.setBrush(QColor(kit_look.BACK))
                    p.drawRoundedRect(card_rect, 4, 4)
                    plate.words(p, card_rect.adjusted(4, 0, -4, 0), text, colour="#f4ead2", wrap=True)
                else:
                    plate.words(p, card_rect, text, colour=plate.MUTED, wrap=True)
            y += self.card_h + 4
            if dice:
                roll, again = dice[who]
                plate.words(p, QRectF(col.left(), y, col.width(), 17),
                            tr("wotr.table", "roll: {dice}").format(dice=" ".join(map(str, roll)) or "\u2013"))
                y += 17
                plate.words(p, QRectF(col.left(), y, col.width(), 17),
                            tr("wotr.table", "re-roll: {dice}").format(dice=" ".join(map(str, again)) or "\u2013"))
                y += 17
            hit_row = QRectF(col.left(), y, col.width(), 17)
            plate.words(p, hit_row, tr("wotr.table", "hits to take: {n}").format(n=hits[who]), bold=bool(hits[who]))
            if hits[who]:
                plate.ring(p, hit_row.adjusted(-2, 0, 2, 0))

    @staticmethod
    def _initiative_line(card: str) -> str:
        return tr("wotr.table", "initiative {n}").format(n=card_faces.combat_initiative(card)) \
            + " \u00b7 " + card_faces.event_name(card)

    @staticmethod
    def _card_rows(text: str, width: float, bold: bool = False) -> int:
        """The lines a revealed card's words take in its column (wrapped, never cut: the
        Russian «инициатива 3 · Тропы диких зверей» is wider than the column)."""
        return plate.rows(text, width - 8, bold=bold)

    def _card_height(self, card: str | None) -> float:
        """A card's box: its combat name and the line of its initiative and event name, each on
        as many lines as it needs; a face-down card's or no card's two lines at the least."""
        if not card:
            return 34.0
        width = self._column(0).width()
        return 2 + CARD_ROW * (self._card_rows(card_faces.combat_name(card), width, bold=True)
                               + self._card_rows(self._initiative_line(card), width))

    def _back(self, who: int, side: str) -> bool:
        """Whether the side has a combat card chosen, face down (the view's backs, by seat)."""
        return bool(self.backs) and any(True for _ in self.backs) and (self.battle.get("cards") or [None, None])[who] is None \
            and self._side_has_back(side)

    def _side_has_back(self, side: str) -> bool:
        from lotr_table.games.wotr import cards as rule_cards
        for seat, _ in self.backs.items():
            if ("free_peoples", "shadow")[rule_cards.side_of_seat(self.players, int(seat))] == side:
                return True
        return False
