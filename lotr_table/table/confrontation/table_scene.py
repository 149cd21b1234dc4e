"""The Confrontation table as one QGraphicsScene, built from layout.py and a seat's view.

The board (frame, regions, waterways) is made once per orientation and kept. What a view
decides — tiles, cards, the battle, the lettering — is kept by key from one view to
the next (lotr_table.table.kit.keyed): a hero shown by name is the same tile wherever it
stands, and slides there; a hidden tile is known only by where it stands; a card by its id.
What the new view does not show leaves the table, and `clear` removes everything, so nothing
secret outlives the view it came from.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from lotr_table.games.confrontation.data import combat_cards, special_cards
from lotr_table.games.confrontation.layout import (
    CARD_H, CARD_W, LARGEST_SLOT, SMALL_CARD_H, SMALL_CARD_W, TILE_GAP, TILE_H, TILE_W, Layout,
)
from lotr_table.table.confrontation import choices, look, words
from lotr_table.table.confrontation.battle_panel import BattlePanel
from lotr_table.table.confrontation.board_items import Z_CARD, Z_TILE, BoardPicture, RegionItem
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.kit.gestures import Offered
from lotr_table.table.confrontation.pieces import LabelItem, TileItem, card_item
from lotr_table.table.confrontation.log_reading import moves_told, named
from lotr_table.table.confrontation.seen_moves import MoveShow, Seen
from lotr_table.table.i18n import tr
from lotr_table.table.agreement import fill
from lotr_table.table.kit.keyed import KeyedLayer
from lotr_table.table.kit.marks import NamedMarks, Trails, outline

TITLE_H = 24


def special_ids_of(side: str | None) -> set[str]:
    return {c.id for c in special_cards().values() if c.side == side}


NUMBER_STEP = 30     # a strength card under the next one still shows its number in the corner


def _steps(cards: list, cw: float, w: float, special: bool) -> list[float]:
    """How far each card of a row lies from the one before it: a card with a title band is
    not covered while the row has room (the numbered strength cards tuck under their
    neighbours), else the row is squeezed evenly."""
    n = len(cards)
    if n <= 1:
        return [0.0] * n
    table = combat_cards()
    wanted = [NUMBER_STEP if not special and cid in table and table[cid].kind == "strength" else cw + 8
              for cid in cards[:-1]]
    if sum(wanted) + cw <= w:
        return wanted
    return [min(cw + 8, (w - cw) / (n - 1))] * (n - 1)


def other(side: str) -> str:
    return "sauron" if side == "fellowship" else "fellowship"


class TableScene(QGraphicsScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.layout: Layout | None = None
        self.region_items: dict[str, RegionItem] = {}
        self._static: list[QGraphicsItem] = []
        self.kept = KeyedLayer(self, fade=False)
        self.moves = MoveShow(self)
        self.trails = Trails(self)              # the last move, marked until the seat acts
        self.named = NamedMarks(self)           # what the log entry under the pointer names
        self._last_view: dict | None = None     # the view drawn last, to see what turned up
        self.tiles: list[TileItem] = []
        self.hand_cards: list[CardItem] = []
        self.battle: BattlePanel | None = None
        self.picture: BoardPicture | None = None
        self._boards: dict[bool, tuple] = {}
        self.orient("fellowship")

    # -- the board ---------------------------------------------------------------------------

    def orient(self, home_at_bottom: str, force: bool = False) -> None:
        """Turn the board so the viewer's home corner is at the bottom. Both orientations are
        made once and kept, so passing the screen to the other seat costs little."""
        flip = home_at_bottom == "sauron"
        if self.layout is not None and not force and self.layout.flip == flip:
            return
        for item in self._static:
            self.removeItem(item)
        if flip not in self._boards or force:
            layout = Layout(home_at_bottom)
            regions = {rid: RegionItem(shape) for rid, shape in layout.regions.items()}
            self._boards[flip] = (layout, BoardPicture(layout), regions)
        self.layout, self.picture, self.region_items = self._boards[flip]
        self.setSceneRect(QRectF(*self.layout.scene_rect))
        self._static = list(self.region_items.values())
        for item in self._static:
            item.set_lit(False)
            self.addItem(item)
        self.retranslate()

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        if self.picture is not None:
            self.picture.draw(p, rect)
        else:
            p.fillRect(rect, look.TABLE_DARK)

    def table_rect(self) -> QRectF:
        return QRectF(*self.layout.scene_rect)

    def board_rect(self) -> QRectF:
        return QRectF(*self.layout.board_rect)

    def retranslate(self) -> None:
        """The names on the board are painted into the background: paint it again."""
        self.invalidate(QRectF(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for view in self.views():
            view.resetCachedContent()

    # -- what a view shows -------------------------------------------------------------------

    def clear_view(self) -> None:
        self.moves.stop()
        self.trails.clear()
        self.named.clear()
        self._last_view = None
        self.kept.clear()
        self.tiles = []
        self.hand_cards = []
        self.battle = None
        for region in self.region_items.values():
            region.set_lit(False)

    def shown(self) -> list[QGraphicsItem]:
        """Every item the current view put on the table."""
        return self.kept.shown()

    def item_of(self, one) -> QGraphicsItem | None:
        """Where an id of the view is drawn (a hint lights it, kit/hint_marks.py): a region, a
        hero's tile, a card in hand."""
        if one in self.region_items:
            return self.region_items[one]
        return next((item for item in [*self.tiles, *self.hand_cards]
                     if one in (getattr(item, "hero", None), getattr(item, "card", None))), None)

    def _add(self, key: tuple, make) -> QGraphicsItem:
        """The item under `key`: kept from the last view if it showed the same, else made."""
        return self.kept.keep(key, make)[0]

    def _label(self, rect, text: str, px: int, **style) -> LabelItem:
        # a label is known by everything it shows: the same words in the same place are kept
        key = ("label", tuple(rect), text, px, tuple(sorted((k, str(v)) for k, v in style.items())))
        return self._add(key, lambda: LabelItem(rect, text, px, **style))

    def _title(self, rect, text: str, *, right: bool = False) -> None:
        align = (Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter
        self._label(rect, text, 20, bold=True, colour=look.LABEL_INK, align=align, min_px=12, family=look.NARROW)

    def show(self, view: dict, seat: int | None, hands) -> None:
        self.moves.stop()
        self.named.clear()
        # the public view (no side) keeps the board as it lies: a result shown to both players
        # right after one of them looked turns nothing round
        kept_near = "sauron" if self.layout is not None and self.layout.flip else "fellowship"
        near = view.get("side") or kept_near
        far = other(near)
        if self.layout is None or self.layout.flip != (near == "sauron"):
            self.clear_view()          # the board turns: nothing stands where it stood
        before, old_battle = self._last_view, self.battle
        self.kept.begin()
        self.tiles = []
        self.hand_cards = []
        self.battle = None
        for region in self.region_items.values():
            region.set_lit(False)
        self.orient(near)
        self._regions(view, near, hands)
        if view.get("phase") == "place":
            self._reserve(view, near, hands)
        else:
            self._dead(view, near, far)
        self._hands(view, near, far, hands)
        self._discards(view, near, far)
        self._specials(view, near, far)
        if BattlePanel.wanted(view):
            told = [view.get(k) for k in ("battle", "side", "to_act", "decision")] + [view.get("log", [])[-12:]]
            key = ("battle", near, json.dumps(told, sort_keys=True, default=str))
            self.battle = self._add(key, lambda: BattlePanel(self.layout.zone("battle"), view, near))
        # The end of the game is told by the window's result panel, above the board, which
        # leaves the final position in sight.
        self.kept.end()
        self._last_view = view
        if before is not None:
            self._turn_up(before, old_battle)

    def _turn_up(self, before: dict, old_battle: BattlePanel | None) -> None:
        """What was hidden in the last view and is shown now turns over: an enemy hero whose face
        was not on the board, a battle card that lay face down."""
        named_before = {(e.get("side"), e.get("hero")) for entries in (before.get("regions") or {}).values()
                        for e in entries if e.get("hero")}
        for tile in self.tiles:
            if tile.hero is not None and tile.region is not None and (tile.side, tile.hero) not in named_before:
                if tile.side != before.get("side"):
                    tile.turn_up()
        if old_battle is not None and self.battle is not None and self.battle is not old_battle:
            for card in self.battle.cards:
                if card.side in old_battle.backs:
                    card.turn_up()

    def mark_since(self, since: dict | None, view: dict, replay: bool = False) -> None:
        """Mark the moves made since `since` (this seat's view after its own last action): where
        each tile came from and where it stands, as the log entries added since tell them (a
        hidden tile's entry names its side and places, never its hero), so the marks tell no
        more than the log. `replay`: the table was drawn afresh (after the curtain): the tiles
        also slide from where they stood."""
        if since is None or since.get("game_no") != view.get("game_no") or self.picture is None:
            self.trails.clear()
            return
        regions = self.picture.regions
        told = moves_told(view.get("log", [])[len(since.get("log", [])):])
        moves = [Seen(side, hero, frm, to) for side, hero, frm, to in told if frm in regions and to in regions]
        if replay:
            self.moves.play(self, moves)
        self.trails.show([((m.side, m.hero, m.came_from, m.to), regions[m.came_from], regions[m.to])
                          for m in moves])

    def mark_named(self, entry: dict | None) -> None:
        """Outline the heroes, regions and cards a log entry names (None: take the marks away)."""
        if entry is None or self.picture is None:
            self.named.clear()
            return
        hero_ids, region_ids, card_ids = named(entry)
        shapes = [self.picture.regions[r] for r in region_ids if r in self.picture.regions]
        tiles = list(self.tiles) + (list(self.battle.tiles) if self.battle is not None else [])
        shapes += [outline(t.sceneBoundingRect(), 10) for t in tiles if t.hero in hero_ids]
        cards = [item for key, item in self.kept.items.items()
                 if isinstance(key, tuple) and key[:1] in (("card",), ("special",)) and key[2:3] and key[2] in card_ids]
        cards += [c for c in (self.battle.cards if self.battle is not None else []) if c.card in card_ids]
        shapes += [outline(c.sceneBoundingRect(), 8) for c in cards]
        self.named.show(shapes)

    def follow(self, applied: list[dict], view: dict) -> None:
        """The actions applied, as far as this seat sees them: a tile moved slides from where
        it stood to where it went (a hero shown by name is kept and slides by itself; a hidden
        tile is only its places), a tile newly placed fades in. Where the action does not say
        where its piece stood (a retreat names only where it goes), the log entry it added does
        ("… retreats from {frm} to {to}."); a tile an action moved besides its own (a special
        card's) is followed by the entry that tells of it."""
        sides = view.get("seat_sides") or {}
        regions = self.layout.regions
        seen = []
        for one in applied:
            if one["seat"] is None:
                continue            # the person's own move: the tile stands where they put it
            acted, told = one["acts_on"], moves_told(one["log"])
            to = acted.get("to")
            if to in regions:
                source = acted.get("source") or next((frm for _, _, frm, there in told if there == to), None)
                seen.append(Seen(sides.get(str(one["seat"])), acted.get("piece"), source, to))
            seen += [Seen(side, hero, frm, there) for side, hero, frm, there in told
                     if there != to and there in regions and frm in regions]
        self.moves.play(self, seen)

    def _tile(self, key: tuple, side: str, hero: str | None, centre, scale: float, hands, **state) -> TileItem:
        """A tile kept under `key`, showing `state`, sliding to `centre` if it stood elsewhere."""
        tile, fresh = self.kept.keep(key, lambda: TileItem(side, hero, hands=hands))
        tile.show_tile(**{"side": side, "hero": hero, "hands": hands, "revealed": False, "kept": False, "ring": False,
                          "region": None, **state})
        tile.set_marks(picked=False, focused=False)
        tile.grip.dragging = False
        tile.setZValue(Z_TILE)
        tile.home = QPointF(*centre)
        tile.setScale(scale)
        self.kept.move(tile, tile.home, fresh)
        self.tiles.append(tile)
        return tile

    # tiles on the board

    def _regions(self, view: dict, near: str, hands) -> None:
        ring = view.get("ring_bearer")
        must = view.get("must_move")
        for rid, entries in view.get("regions", {}).items():
            if rid not in self.layout.regions:
                continue
            ordered = sorted(entries, key=lambda e: e["side"] != near)
            slots = self.layout.slots(rid, len(ordered))
            hidden = 0
            for entry, slot in zip(ordered, slots):
                hero = entry.get("hero")
                if hero is None:        # a hidden tile is known only by where it stands
                    key = ("tile", entry["side"], None, rid, hidden)
                    hidden += 1
                else:
                    key = ("tile", entry["side"], hero)
                tile = self._tile(key, entry["side"], hero, slot.centre, slot.scale, hands,
                                  revealed=bool(entry.get("revealed")), kept=bool(entry.get("kept")),
                                  ring=hero is not None and hero == ring and entry["side"] == "fellowship", region=rid)
                tile.movable = entry["side"] == view.get("side") and hands.may_move(tile)
                if must and hero == must and entry["side"] == view.get("side"):
                    tile.set_marks(focused=True)
        if view.get("palantir") in self.layout.regions:
            self._marker(view["palantir"], words.special_name("palantir"))
        target = view.get("king_target")
        if target and target.get("region") in self.layout.regions:
            hero = target.get("hero")
            text = (fill(tr("TableScene", "{hero} must move"), hero=words.hero_name(hero)) if hero
                    else tr("TableScene", "A hero here must move"))
            self._marker(target["region"], text)

    def _marker(self, region: str, text: str) -> None:
        shape = self.layout.regions[region]
        cx, cy = shape.centre
        y = cy + 60 if shape.name_centre[1] < cy else cy - 84
        self._label((cx - 80, y, 160, 24), text, 14, bold=True, colour=QColor("#1b2c44"),
                    align=Qt.AlignmentFlag.AlignCenter, plate=QColor(196, 222, 250, 230), min_px=8)

    def _row_of_tiles(self, side: str, heroes: list[str], rect, scale: float, hands=None, movable=False) -> None:
        """Tiles in rows filling rect: as large as fit, from `scale` down (the names read better large)."""
        x, y, w, h = rect
        while scale > 0.5:
            tw, th = TILE_W * scale, TILE_H * scale
            per_row = max(1, int((w + TILE_GAP) // (tw + TILE_GAP)))
            rows = -(-len(heroes) // per_row)
            if rows * th + (rows - 1) * TILE_GAP <= h:
                break
            scale -= 0.05
        tw, th = TILE_W * scale, TILE_H * scale
        per_row = max(1, int((w + TILE_GAP) // (tw + TILE_GAP)))
        for i, hero in enumerate(heroes):
            r, c = divmod(i, per_row)
            centre = (x + c * (tw + TILE_GAP) + tw / 2, y + r * (th + TILE_GAP) + th / 2)
            tile = self._tile(("tile", side, hero), side, hero, centre, scale, hands)
            tile.movable = movable and hands is not None and hands.may_move(tile)

    def _reserve(self, view: dict, near: str, hands) -> None:
        if view.get("side") is None:
            return
        roster = (view.get("roster") or {}).get(near) or []
        standing = {e["hero"] for entries in view.get("regions", {}).values() for e in entries if e.get("hero")}
        waiting = [h for h in roster if h not in standing and h not in view.get("dead", {}).get(near, [])]
        x, y, w, h = self.layout.zone("reserve")
        self._title((x, y, w, TITLE_H), tr("TableScene", "Heroes to place"))
        self._row_of_tiles(near, waiting, (x, y + TITLE_H + 6, w, h - TITLE_H), LARGEST_SLOT, hands, movable=True)

    def _dead(self, view: dict, near: str, far: str) -> None:
        # the fallen lie face up by the opponent's side: the viewer's own dead on the far side
        for side, zone in ((near, "dead_far"), (far, "dead_near")):
            fallen = view.get("dead", {}).get(side, [])
            x, y, w, h = self.layout.zone(zone)
            self._title((x, y, w, TITLE_H), tr("TableScene", "Fallen: {side}").format(side=words.side_title(side)))
            if fallen:
                self._row_of_tiles(side, fallen, (x, y + TITLE_H + 6, w, h - TITLE_H - 6), LARGEST_SLOT)
            else:
                self._label((x, y + TITLE_H + 4, w, 22), tr("TableScene", "none yet"), 18,
                            italic=True, colour=look.LABEL_DIM)

    # cards

    def _fan(self, side: str, cards: list, rect, size, *, special=False, used=(), hands=None,
             playable=None, chosen=None, zone: str = "") -> list[CardItem]:
        """Cards side by side, overlapping when the row is short. A card shown face up is
        known by its id wherever it lies (it slides from the hand to the discard); a back only
        by its zone and place in the row."""
        x, y, w, h = rect
        cw, ch = size
        steps = _steps(cards, cw, w, special)
        out = []
        for i, cid in enumerate(cards):
            key = ("special" if special else "card", side, cid) if cid is not None else ("back", zone, side, i)
            card, fresh = self.kept.keep(key, lambda cid=cid: card_item(side, cid, special=special, hands=hands,
                                                                        size=size))
            card.show_card(card=cid, side=side, special=special, used=cid in used, hands=hands, size=size,
                           playable=playable is not None and cid in playable,
                           chosen=chosen is not None and cid == chosen, focused=False, z=Z_CARD + i * 0.01)
            card.home = QPointF(x + sum(steps[:i]), y)
            self.kept.move(card, card.home, fresh)
            out.append(card)
        return out

    def _hands(self, view: dict, near: str, far: str, hands) -> None:
        counts = view.get("hand_counts", {})
        x, y, w, h = self.layout.zone("hand_near")
        playable = choices.playable(Offered.of(view), view.get("hand"))
        battle = view.get("battle") or {}
        if view.get("hand") is not None and view.get("side") == near:
            self._title((x, y - TITLE_H - 2, w, TITLE_H),
                        tr("TableScene", "Your combat cards ({n})").format(n=len(view["hand"])))
            self.hand_cards = self._fan(near, list(view["hand"]), (x, y, w, h), (CARD_W, CARD_H), hands=hands,
                                        playable=playable, chosen=battle.get("my_choice"))
        else:
            n = counts.get(near, 0)
            self._title((x, y - TITLE_H - 2, w, TITLE_H),
                        tr("TableScene", "{side}: {n} cards in hand").format(side=words.side_title(near), n=n))
            self._fan(near, [None] * n, (x, y + CARD_H - SMALL_CARD_H, min(w, 60 + n * 30), SMALL_CARD_H),
                      (SMALL_CARD_W, SMALL_CARD_H), zone="hand_near")
        x, y, w, h = self.layout.zone("hand_far")
        n = counts.get(far, 0)
        self._title((x, y + h + 4, w, TITLE_H),
                    tr("TableScene", "{side}: {n} cards in hand").format(side=words.side_title(far), n=n))
        self._fan(far, [None] * n, (x, y, min(w, SMALL_CARD_W + 8 + max(0, n - 1) * 36), h),
                  (SMALL_CARD_W, SMALL_CARD_H), zone="hand_far")

    def _discards(self, view: dict, near: str, far: str) -> None:
        for side, zone, below in ((near, "discard_near", False), (far, "discard_far", True)):
            cards = view.get("discards", {}).get(side, [])
            x, y, w, h = self.layout.zone(zone)
            title = tr("TableScene", "{side}: discard").format(side=words.side_title(side))
            ty = y + h + 4 if below else y - TITLE_H - 2
            self._title((x, ty, w, TITLE_H), title)
            if cards:
                self._fan(side, cards, (x, y, w, h), (SMALL_CARD_W, SMALL_CARD_H))
            else:
                self._label((x, y + h / 2 - 12, w, 24), tr("TableScene", "empty"), 18, italic=True,
                            colour=look.LABEL_DIM)

    def _specials(self, view: dict, near: str, far: str) -> None:
        offered = list(view.get("specials_to_choose") or [])
        if offered:
            # while choosing, the cards to choose from lie face up on the viewer's side
            x, y, w, h = self.layout.zone("specials_near")
            self._title((x, y - TITLE_H - 2, w, TITLE_H), tr("TableScene", "Special cards to choose from"))
            side = next((sd for sd in ("fellowship", "sauron") if offered[0] in special_ids_of(sd)), near)
            self._fan(side, offered, (x, y, w, h), (SMALL_CARD_W, SMALL_CARD_H), special=True)
            near_done = True
        else:
            near_done = False
        for side, zone, below in ((near, "specials_near", False), (far, "specials_far", True)):
            if near_done and zone == "specials_near":
                continue
            info = view.get("specials", {}).get(side) or {}
            available = info.get("available")
            used = list(info.get("used", []))
            count = info.get("available_count", 0)
            if available is None and not used and not count:
                continue
            if available is not None:
                cards = list(available) + used
            else:
                cards = [None] * count + used
            if not cards:
                continue
            x, y, w, h = self.layout.zone(zone)
            ty = y + h + 4 if below else y - TITLE_H - 2
            self._title((x, ty, w, TITLE_H), tr("TableScene", "{side}: special cards").format(side=words.side_title(side)))
            self._fan(side, cards, (x, y, w, h), (SMALL_CARD_W, SMALL_CARD_H), special=True, used=set(used), zone=zone)
