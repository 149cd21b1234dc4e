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
        self.meant: tuple[str, str] | None = None   # an army dropped while the die's use was asked
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
            self.meant = None
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
        self.meant = None
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

    def whole(self, region_id: str | None) -> dict | None:
        """The option that takes the whole army of `region_id` (view["whole_army"]), when it is
        one of those asked: the meaning of the stack dragged."""
        whole = (self.view or {}).get("whole_army")
        return whole if whole is not None and whole in self.parts(region_id) else None

    def carries(self) -> str | None:
        """What a press on an army takes up now: "nazgul" while the seat is asked from where a
        Nazgûl flies (view["carry"]: one Nazgûl, not the stack), else None (the army)."""
        return (self.view or {}).get("carry")

    def may_carry(self, region_id: str) -> bool:
        """Whether the army in this region may be taken up and carried: one the question takes,
        or, while the die's use is asked and it may move or attack with armies, one of the
        seat's side (the drop then says which use: view["army_uses"])."""
        if region_id in self.sources() or self._going(region_id):
            return True
        return bool((self.view or {}).get("army_uses")) and self._side_of(region_id) == self._asked_side()

    def _side_of(self, region_id: str) -> str | None:
        """The side whose units stand in a region (one side's units per region, outside a
        stronghold's box), from the view's armies and the rules' nations."""
        from lotr_table.games.wotr.board import board
        b = board()
        shadow = {b.nation_ids[n] for n in b.nations_by_side[1]}
        army = ((self.view or {}).get("armies") or {}).get(region_id) or {}
        units = [n for n, kinds in army.items() if kinds.get("regular") or kinds.get("elite")]
        if not units:
            return None
        return "shadow" if units[0] in shadow else "free_peoples"

    def _asked_side(self) -> str | None:
        from lotr_table.games.wotr import cards as rule_cards
        from lotr_table.table.wotr.naming import players_of
        seat = ((self.view or {}).get("question") or {}).get("seat")
        if seat is None:
            return None
        return ("free_peoples", "shadow")[rule_cards.side_of_seat(players_of(self.view), seat)]

    def _use_meant(self, source: str, region_id: str) -> dict | None:
        """The die's use an army dropped at the question of the use means: an attack where the
        enemy's units stand, else a move (a leader's move or attack where only that is offered)."""
        uses = (self.view or {}).get("army_uses") or {}
        enemy = self._side_of(region_id) not in (None, self._side_of(source))
        ways = ("attack", "leader_attack") if enemy else ("move", "leader_move")
        return next((uses[w] for w in ways if w in uses), None)

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
        if take is None and (self.view or {}).get("army_uses"):
            use = self._use_meant(source, region_id)
            if use is not None:     # the use first; the army, its units and where, as it comes
                self.meant = (source, region_id)
                self.choose(use)
                return
        if take is not None:
            self.dropped_on = region_id
            if len(self.parts(source)) > 1:
                whole = self.whole(source)
                if whole is not None:       # the stack dragged: the whole army goes
                    self.taken = None
                    self.chooser.offer(None, [])
                    self.choose(whole)
                return      # which of its units go: chosen on the stack, then where it was dropped
            self.taken, self._taken_in = source, self.view
            self.choose(take)
            return
        self.dropped_on = region_id
        self._finish_drop()

    def _finish_drop(self) -> None:
        """The question of where has come for an army dropped earlier: the region it was dropped
        on, or the engine asked for it (so its refusal says why)."""
        if self.meant is not None and self.offered.options and not (self.view or {}).get("army_uses"):
            source, region_id = self.meant
            self.meant = None
            if source in self.sources():    # the use taken: the army dropped goes on as dragged now
                self.dropped(source, region_id)
                return
        if self.taken is not None and self.offered.options and self.view is not self._taken_in:
            parts = self.parts(self.taken)
            whole = self.whole(self.taken) if self.dropped_on is not None else None
            if len(parts) == 1 or whole is not None:
                # the units asked with one way only, or the army's stack dragged (it goes
                # whole; a part is chosen on the stack after a click): taken at once
                self.taken = None
                self.chooser.offer(None, [])
                self.choose(parts[0] if len(parts) == 1 else whole)
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
