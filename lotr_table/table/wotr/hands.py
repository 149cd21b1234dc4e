"""How the person answers War of the Ring on the map, from what each option acts on
(kit/gestures.Offered; games/wotr/acts_on.py), never from the options' own fields.

- A click on a lit region chooses the option that names it: the army to move or attack with
  (its `source`), where it goes (`to`: a move, a muster's settlement, a character's region, the
  Fellowship declared), what it aims at (`targets`: the army attacked). A click on anything a
  scene draws elsewhere (a nation's marker, a companion, a card: `scene.item_of(id)`, which
  other modules fill through `scene.extra_items`) chooses the same way.
- A drag of an army from a region that is an answer onto another region is the whole move in
  one gesture: the army's region is chosen at once, the pieces that go are asked in the
  decision area when there is more than one way (with "back"), and when the question of where
  comes, the region it was dropped on is chosen — or, where none is offered there, the engine
  is asked for it (view["attempt"]) so that its refusal says why where the person dropped.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject

from lotr_table.table.kit.gestures import Offered, attempted


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
        self._connected: set[int] = set()
        for item in scene.regions.values():
            item.clicked.connect(self.clicked)
        scene.connect_figures(self.clicked)

    # -- a new view -------------------------------------------------------------------------------

    def reset(self, actions: list[dict], view: dict | None = None) -> None:
        question = (view or {}).get("question") or {}
        mine = view is not None and question.get("seat") in (view.get("seats") or ())
        self.view = view
        self.offered = Offered.of(view) if mine else Offered()
        if not mine or not self.offered.options:
            self.dropped_on = None

    def sources(self) -> dict[str, dict]:
        """The regions whose army an option takes (the first part of a move or an attack)."""
        out: dict[str, dict] = {}
        for o, a in self.offered.options:
            if "source" in a and "to" not in a:
                out.setdefault(a["source"], o)
        return out

    def named(self) -> set:
        return self.offered.named() | set(self.sources())

    def light_choices(self) -> None:
        named = self.named()
        for region_id, item in self.scene.regions.items():
            item.set_lit(region_id in named)
        lit = {r for r, item in self.scene.regions.items() if item.lit}
        if any(getattr(v, "lit_named", lit) != lit for v in self.scene.views()):
            self.scene.changed_view()       # a lit region's name is shown, and hidden after (view.py)
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
            army.set_carried(region_id in carried)
        self._finish_drop()

    def refused(self) -> None:
        self.dropped_on = None
        self.light_choices()

    # -- the gestures ---------------------------------------------------------------------------

    def options_of(self, one) -> list[dict]:
        """What a click on `one` may mean: the army taken there, else what names it."""
        source = self.sources().get(one)
        if source is not None:
            return [source]
        return self.offered.clicked(one) or self.offered.choosing(one)

    def clicked(self, one) -> None:
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

    def carried_to(self) -> set:
        """Where a carried army may be dropped now (lit while it is carried): the regions the
        open question offers, when it asks where."""
        out = set()
        for _, a in self.offered.options:
            if "to" in a:
                out.add(a["to"])
            out.update(a.get("targets", ()))
        return out

    def dropped(self, source: str, region_id: str | None) -> None:
        """An army carried from `source` let go over `region_id` (None: off the map)."""
        if region_id is None or region_id == source:
            self.light_choices()
            return
        take = self.sources().get(source)
        if take is not None:
            self.dropped_on = region_id
            self.choose(take)
            return
        self.dropped_on = region_id
        self._finish_drop()

    def _finish_drop(self) -> None:
        """The question of where has come for an army dropped earlier: the region it was dropped
        on, or the engine asked for it (so its refusal says why)."""
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
