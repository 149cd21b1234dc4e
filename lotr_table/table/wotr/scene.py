"""The War of the Ring table's scene: the map of Middle-earth drawn once from data (our own
geometry, layout.py; the nations and settlements of the rules' board), and on it what the
seat's view shows: each army as counters in its nations' colours, a besieged army in its
stronghold's box, the settlements a side has captured. Items are kept by region and changed,
never rebuilt, when a new view comes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from lotr_table.games.wotr.board import SETTLEMENTS, board
from lotr_table.table.wotr import look
from lotr_table.table.wotr.board_margins import RIGHT as margins_width, add_margins, table_rect as margins_rect
from lotr_table.table.wotr.layout import layout
from lotr_table.table.wotr.map_items import (
    FIGURE, LABEL_PX, SYMBOL, AreaItem, ArmyItem, FigureItem, LabelItem, RegionItem, SettlementItem, WallsItem)
from lotr_table.table.i18n import tr
from lotr_table.table.wotr.story import Story, slide
from lotr_table.table.wotr.words import region_name

# a name's priority when names are crowded (lower first): strongholds, cities, towns,
# fortifications, then the rest
_PRIORITY = {"stronghold": 0, "city": 1, "town": 2, "fortification": 3, None: 4}


class WotrScene(QGraphicsScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        lay = layout()
        b = board()
        self.map_rect = QRectF(0, 0, *lay.size)
        # the land never changes: painted as the scene's background, which the view keeps
        # (view.py, CacheBackground), so a redraw copies it rather than painting it again
        self.sea = QColor(look.SEA)
        self.land = [AreaItem([a.polygon for a in lay.wilds], look.WILD, None)]
        self.regions: dict[str, RegionItem] = {}
        self.labels: dict[str, LabelItem] = {}
        self.settlements: dict[str, SettlementItem] = {}
        self.armies: dict[str, ArmyItem] = {}
        self.figures: dict[str, FigureItem] = {}     # the Fellowship and the characters on the map
        self.centre: dict[str, QPointF] = {}
        for r in lay.regions:
            i = b.region(r.id)
            nation = b.nation_ids[b.nation_of[i]] if b.nation_of[i] >= 0 else None
            item = RegionItem(r.id, r.polygon, nation)
            item.setToolTip(region_name(r.id))       # its name, also where the map has no room for it
            self.addItem(item)
            self.regions[r.id] = item
            self.centre[r.id] = QPointF(*r.centre)
            kind = SETTLEMENTS[b.settlement_of[i]]
            if kind is not None:
                side = ("free_peoples", "shadow")[b.side_of_region(i)] if nation else None
                mark = SettlementItem(kind, side)
                mark.setPos(QPointF(*r.centre))
                self.addItem(mark)
                self.settlements[r.id] = mark
            label = LabelItem(region_name(r.id), _PRIORITY[kind], self.label_offset(r.id))
            label.setPos(QPointF(*r.centre))
            self.addItem(label)
            self.labels[r.id] = label
        self.walls = WallsItem(lay.walls)
        # items other modules draw beside the map (the tracks, the dice, the cards:
        # board_margins.py), by the id of the view each shows: item_of finds them after the
        # map's own (hands.py lights them)
        self.extra_items: dict[object, object] = {}
        add_margins(self)
        self.setSceneRect(self.map_rect.adjusted(-200, -200, 200 + margins_width, 200))
        self.story = Story(self)
        self._figure_clicks: list = []
        self.figures_at: dict[str, str] = {}     # where each figure stood in the last view drawn
        self.figures_seen = False
        self._figure_slides: list = []
        self.marks_due = False      # an army or a figure changed since the names were placed

    def drawBackground(self, p, rect) -> None:
        p.fillRect(rect, self.sea)
        p.setRenderHint(p.RenderHint.Antialiasing)
        for area in self.land:
            area.paint(p, None)
        for item in self.regions.values():
            if item.path.boundingRect().intersects(rect):
                item.paint_land(p)
        if self.walls.boundingRect().intersects(rect):
            self.walls.paint(p, None)

    # -- where things go, on screen about a region's centre ------------------------------------

    def label_offset(self, region_id: str) -> float:
        """How far (screen pixels) below the centre a region's name sits: under its symbol."""
        return SYMBOL / 2 + 4 + LABEL_PX / 2 + 4 if region_id in self.settlements else 0.0

    def army_offset(self, region_id: str) -> float:
        return self.label_offset(region_id) + LABEL_PX / 2 + 6

    def item_of(self, one):
        """The item an id of the view is drawn as: a region (the map's items) first, then
        `self.extra_items`, a dict {id: QGraphicsItem} that other modules of the table fill
        with what they draw beside the map; None when nothing shows it."""
        item = self.regions.get(one) or self.figures.get(one)
        return item if item is not None else self.extra_items.get(one)

    # -- the contract (kit/panel.TableScene) ----------------------------------------------------

    def table_rect(self) -> QRectF:
        # room below the southernmost counters, which keep their size on screen
        return margins_rect(self.map_rect).adjusted(0, 0, 0, 140)

    def show(self, view: dict, seat: int | None, hands) -> None:
        self.margins.show(view, seat, hands)
        armies = view.get("armies") or {}
        besieged = view.get("besieged") or {}
        moved = False
        # in the regions' order: armies made in one view overlap in the same order in every run
        for region_id in sorted(set(self.armies) | set(armies) | set(besieged)):
            army = dict(armies.get(region_id) or {})
            inside = besieged.get(region_id) or {}
            for nation, kinds in inside.items():
                army.setdefault(nation, {})
                army[nation] = {k: army[nation].get(k, 0) + kinds.get(k, 0) for k in ("regular", "elite", "leaders")}
            item = self.armies.get(region_id)
            if not army:
                if item is not None:
                    self.removeItem(item)
                    del self.armies[region_id]
                    moved = True
                continue
            if item is None:
                item = ArmyItem(self.army_offset(region_id))
                item.setPos(self.centre[region_id])
                self.addItem(item)
                self.armies[region_id] = item
            moved |= item.set_army(army, besieged=bool(inside))
        moved |= self._show_figures(view)
        control = view.get("control") or {}
        for region_id, mark in self.settlements.items():
            taken = control.get(region_id)
            taken = taken if taken is not None and taken != mark.side else None
            if taken != mark.captured_by:
                mark.captured_by = taken
                mark.update()
        if moved:
            # the names make room for the counters again, once the hands have lit the answers
            # (hands.light_choices, next in the panel's redraw: their names are placed too)
            self.marks_due = True

    def _show_figures(self, view: dict) -> bool:
        """The Fellowship's figure where it was last seen, the companions and minions on the map,
        side by side left of their region's centre. True when one came, went or moved."""
        from lotr_table.table.wotr.naming import figure
        ring = view.get("ring") or {}
        wanted: dict[str, tuple[str, str]] = {}
        if view.get("fellowship") in self.centre:
            wanted["fellowship"] = (view["fellowship"], "free_peoples")
        for one, region in (ring.get("on_map") or {}).items():
            wanted[one] = (region, "free_peoples")
        for one, region in (view.get("minions") or {}).items():
            wanted[one] = (region, "shadow")
        before = {k: (v.pos(), v.transform().dx()) for k, v in self.figures.items()}
        seen = bool(self.figures_seen)
        for one in [k for k in self.figures if k not in wanted]:
            self.removeItem(self.figures.pop(one))
        per_region: dict[str, int] = {}
        for one, (region, side) in wanted.items():
            item = self.figures.get(one)
            if item is None:
                item = FigureItem(one, side)
                self.addItem(item)
                self.figures[one] = item
                for hands_click in self._figure_clicks:
                    item.clicked.connect(hands_click)
            item.set_name(self._figure_name(one, figure))
            item.hidden_mark = one == "fellowship" and bool(ring.get("hidden"))
            k = per_region.get(region, 0)
            per_region[region] = k + 1
            # left of the symbol (its name is under it), in a row
            item.setTransform(item.transform().fromTranslate(-(SYMBOL / 2 + FIGURE / 2 + 4) - (FIGURE + 3) * k, 0))
            came = self.figures_at.get(one)
            # a figure that changed region since the seat last looked slides there and is ringed
            # for that look; one come into play is ringed
            item.set_fresh(seen and came != region)
            if came is not None and came != region and came in self.centre:
                self._figure_slides = [a for a in self._figure_slides if a.state() == a.State.Running]
                anim = slide(item, self.centre[came], self.centre[region], self)
                if anim is not None:
                    self._figure_slides.append(anim)
            elif item.pos() != self.centre[region]:
                item.setPos(self.centre[region])
        self.figures_at = {one: region for one, (region, _) in wanted.items()}
        self.figures_seen = True
        return before != {k: (v.pos(), v.transform().dx()) for k, v in self.figures.items()}

    def _figure_name(self, one: str, figure) -> str:
        if one == "fellowship":
            return tr("wotr.table", "The Fellowship")
        return str(figure(one))

    def connect_figures(self, click) -> None:
        """Clicks on the figures go to `click` (the hands), for those made later too."""
        self._figure_clicks.append(click)
        for item in self.figures.values():
            item.clicked.connect(click)

    def changed_view(self) -> None:
        """The views place names and counters for their own zoom (view.py)."""
        self.marks_due = False
        for v in self.views():
            place = getattr(v, "place_marks", None)
            if place is not None:
                place()

    def follow(self, applied: list[dict], view: dict) -> None:
        """The armies that moved slide from where they came (story.py), from the log entries
        the actions added."""
        self.story.slide([entry for one in applied for entry in one.get("log") or ()])

    def mark_since(self, since: dict | None, view: dict, replay: bool = False) -> None:
        """The moves, attacks and musters told since `since` (this seat's view after its own
        last action) stay marked until it acts; `replay`: drawn afresh after the curtain, and
        they also slide."""
        log = view.get("log") or []
        # a battle ended with its combat cards revealed stays shown until the seat acts
        self.margins.battle.follow_log(log, len(since.get("log") or []) if since is not None else None)
        if since is None:
            self.story.clear()
            return
        old = since.get("log") or []
        new = log[len(old):] if len(old) <= len(log) else []
        self.story.mark(new)
        if replay:
            self.story.slide(new)

    def clear_view(self) -> None:
        self.story.clear()
        self.figures_at, self.figures_seen = {}, False
        self.margins.clear()
        for item in self.armies.values():
            self.removeItem(item)
        self.armies = {}
        for mark in self.settlements.values():
            mark.captured_by = None

    def retranslate(self) -> None:
        self.margins.retranslate()
        for region_id, label in self.labels.items():
            label.set_name(region_name(region_id))
            self.regions[region_id].setToolTip(region_name(region_id))
        from lotr_table.table.wotr.naming import figure
        for one, item in self.figures.items():
            item.set_name(self._figure_name(one, figure))
        self.changed_view()
