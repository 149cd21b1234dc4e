"""How the person answers War of the Ring on the map, from what each option acts on
(kit/gestures.Offered; games/wotr/acts_on.py), never from the options' own fields.

- A click on a lit region chooses the option that names it: the army to move or attack with
  (its `source`), where it goes (`to`: a move, a muster's settlement, a character's region, the
  Fellowship declared), what it aims at (`targets`: the army attacked). A click on anything a
  scene draws elsewhere (a nation's marker, a companion, a card: `scene.item_of(id)`, which
  other modules fill through `scene.extra_items`) chooses the same way.
- A drag of an army from a region that is an answer onto another region is the whole move in
  one gesture: while it is carried, the regions some of its units may go to or attack are lit
  (view["reach"] while the army or its units are asked, then the question's own), the army's
  region is chosen at the drop, the pieces that go are taken at once when the question offers
  one way, else chosen on the stack (part_chooser.py: a row per option that takes from that
  army; also in the decision area, with "back"), and when the question of where comes, the
  region it was dropped on is chosen — or, where none is offered there, the engine is asked for
  it (view["attempt"]) so that its refusal says why where the person dropped.
- A click on an army that is an answer takes it: the part that goes is then chosen on its
  stack, and the army dragged (or the region clicked) where that part goes.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QRectF

from lotr_table.table.kit.gestures import Offered, attempted
from lotr_table.table.wotr.naming import SHARED
from lotr_table.table.wotr.part_chooser import PartChooser


class MapHands(QObject):
    def __init__(self, scene, choose: Callable[[dict], None], ask=None, say=None, parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.choose = choose
        self.ask = ask
        self.say = say
        self.view: dict | None = None
        self.offered = Offered()
        self.dropped_on: str | None = None     # where the army carried last goes, once asked
        self.taken: str | None = None          # the army a gesture took, whose units come next
        self._taken_in: dict | None = None     # the view it was taken in (its units asked in a later one)
        self._connected: set[int] = set()
        self.chooser = PartChooser(self._chose_part)
        scene.addItem(self.chooser)
        for item in scene.regions.values():
            item.clicked.connect(self.clicked)
        scene.connect_figures(self.clicked)

    # -- a new view -------------------------------------------------------------------------------

    def reset(self, actions: list[dict], view: dict | None = None) -> None:
        question = (view or {}).get("question") or {}
        mine = view is not None and question.get("seat") in (view.get("seats") or ())
        asked_army = set(self.sources()) if self.view is not None and not self.view.get("units_of") else set()
        before = self.view
        self.view = view
        self.offered = Offered.of(view) if mine else Offered()
        units_of = (view or {}).get("units_of") if mine else None
        if units_of is not None and self.taken is None and units_of in asked_army:
            # the army taken by a button of the decision area, as a click on it takes it: its
            # units too where the rules leave one way (never after an undo: the step before
            # asked which army)
            self.taken, self._taken_in = units_of, before
        if not mine or not self.offered.options:
            self.dropped_on = None
            self.taken = None
            self.chooser.offer(None, [])      # nothing of this seat's question left drawn

    def sources(self) -> dict[str, dict]:
        """The regions whose army an option takes (the first part of a move or an attack), or
        takes units from (the next part), each with its first such option."""
        out: dict[str, dict] = {}
        for o, a in self.offered.options:
            if "source" in a and "to" not in a and "targets" not in a:
                out.setdefault(a["source"], o)
        return out

    def parts(self, region_id: str | None) -> list[dict]:
        """The options that take the army of `region_id` or some of its units: several are the
        choice of the part that goes, made on its stack."""
        return [o for o, a in self.offered.options
                if a.get("source") == region_id and "to" not in a and "targets" not in a]

    def named(self) -> set:
        return self.offered.named() | set(self.sources())

    def light_choices(self) -> None:
        named = self.named()
        for region_id, item in self.scene.regions.items():
            item.set_lit(region_id in named)
        lit = {r for r, item in self.scene.regions.items() if item.lit}
        if self.scene.marks_due or any(getattr(v, "lit_named", lit) != lit for v in self.scene.views()):
            # a lit region's name is shown, and hidden after (view.py); the names and counters
            # placed once for the new view's armies and its answers
            self.scene.changed_view()
        for one, item in self.scene.figures.items():
            item.set_lit(one in named)
        for one, item in self.scene.extra_items.items():
            if hasattr(item, "set_lit"):
                item.set_lit(one in named)
            clicked = getattr(item, "clicked", None)
            if clicked is not None and id(item) not in self._connected:
                self._connected.add(id(item))
                clicked.connect(self.clicked)
        carried = set(self.sources())
        for region_id, army in self.scene.armies.items():
            army.set_carried(region_id in carried or bool(self._going(region_id)))
        if self.taken is not None and not self.parts(self.taken):
            self.taken = None               # its units chosen: the question has gone on
        self.place_chooser()
        self._finish_drop()

    def place_chooser(self) -> None:
        """The list of the parts that may go, beside the stack they are taken from, when the
        question offers several (inside the view: part_chooser.py)."""
        chosen = [(r, self.parts(r)) for r in self.sources()]
        chosen = [(r, p) for r, p in chosen if len(p) > 1]
        army = self.scene.armies.get(chosen[0][0]) if len(chosen) == 1 else None
        if army is None:
            self.chooser.offer(None, [])
            return
        region, options = chosen[0]
        rows = [(SHARED.option(o), o) for o in options]
        views = self.scene.views()
        bounds = None
        if views:       # the visible part of the map (not the column beside it), in screen pixels about the army's place
            view = views[0]
            at, size = view.mapFromScene(army.pos()), view.viewport().size()
            right = min(size.width(), view.mapFromScene(self.scene.map_rect.topRight()).x())
            bounds = QRectF(-at.x(), -at.y(), right, size.height())
        self.chooser.offer(region, rows, army.pos(), army.rect, bounds)

    def _chose_part(self, option: dict) -> None:
        self.taken = None
        self.chooser.offer(None, [])
        self.choose(option)

    def refused(self) -> None:
        self.dropped_on = None
        self.taken = None
        self.light_choices()

    # -- the gestures ---------------------------------------------------------------------------

    def options_of(self, one) -> list[dict]:
        """What a click on `one` may mean: the army taken there, else what names it."""
        source = self.sources().get(one)
        if source is not None:
            return [source]
        return self.offered.clicked(one) or self.offered.choosing(one)

    def clicked(self, one) -> None:
        if len(self.parts(one)) > 1:
            return                  # which of its units go: chosen on the stack's list
        if one in self.sources():
            self.taken, self._taken_in = one, self.view     # its units next: at once if one way
        options = self.options_of(one)
        if len(options) == 1 or (options and self.ask is None):
            self.dropped_on = None
            self.choose(options[0])
        elif options:
            self.ask(options)

    def may_carry(self, region_id: str) -> bool:
        """Whether the army in this region may be taken up and carried."""
        return region_id in self.sources() or bool(self._going(region_id))

    def _going(self, region_id: str) -> list[dict]:
        """At the question of where: the army asked about may be carried from its region."""
        return [o for o, a in self.offered.options if a.get("source") == region_id and "to" in a]

    def carried_to(self, source: str | None = None) -> set:
        """Where a carried army may be dropped now (lit while it is carried): the regions the
        open question offers, when it asks where; while it asks which army or which units,
        where some of the units of the army carried from `source` may go or attack
        (view["reach"])."""
        out = set()
        for _, a in self.offered.options:
            if "to" in a:
                out.add(a["to"])
            out.update(a.get("targets", ()))
        if not out and source is not None:
            out.update(((self.view or {}).get("reach") or {}).get(source, ()))
        return out

    def dropped(self, source: str, region_id: str | None) -> None:
        """An army carried from `source` let go over `region_id` (None: off the map)."""
        if region_id is None or region_id == source:
            self.light_choices()
            return
        take = self.sources().get(source)
        if take is not None:
            self.dropped_on = region_id
            if len(self.parts(source)) > 1:
                return      # which of its units go: chosen on the stack, then where it was dropped
            self.taken, self._taken_in = source, self.view
            self.choose(take)
            return
        self.dropped_on = region_id
        self._finish_drop()

    def _finish_drop(self) -> None:
        """The question of where has come for an army dropped earlier: the region it was dropped
        on, or the engine asked for it (so its refusal says why)."""
        if self.taken is not None and self.offered.options and self.view is not self._taken_in:
            parts = self.parts(self.taken)
            if len(parts) == 1:             # the units asked with one way only: taken at once
                self.taken = None
                self.choose(parts[0])
                return
        region_id = self.dropped_on
        if region_id is None or not self.offered.options:
            return
        options = self.offered.choosing(region_id)
        if options:
            self.dropped_on = None
            self.choose(options[0])
            return
        if not any("to" in a or "targets" in a for _, a in self.offered.options):
            return          # not the question of where yet (the pieces that go are asked first)
        self.dropped_on = None
        self.tried(region_id)

    def tried(self, region_id: str) -> bool:
        """A region chosen where the open question offers none there (a drop, or a click while
        a region is asked): the engine is asked for it, so its refusal says why."""
        shape = (self.view or {}).get("attempt") or {}
        attempt = attempted(self.view, shape.get("step"), region_id) if shape and self.offered.options else None
        if attempt is not None:
            self.choose(attempt)
        return attempt is not None
