"""What a gesture on the table chooses, for every game: the options of the open question
matched by the ids they act on (engine/acts_on.py), never by their own fields.

`Offered` holds the options of a view with what each acts on: a click on an id chooses an
option that names it (the piece it moves or uses first, then where it goes or what it aims
at); a drag of a piece is an option whose `piece` is that piece, and the drop chooses the one
whose `to` lies under the pointer. `CardHands` is the card tables' hands on top of it: the
items a click chooses are lit, a card that may go somewhere is taken in hand, the places it
may go are lit while it is carried, and a drop on one chooses it; the keys do the same
(arrows move the focus ring over the cards that are answers now, Enter chooses the focused
card's only option or asks which, Escape takes the ring away). A table says only where an id
is drawn (its scene's `item_of(id)`).
"""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import QObject, QPointF, Qt

from lotr_table.table.i18n import tr
from lotr_table.table.kit.card import DRAWN, FaceCard
from lotr_table.table.kit.zone import ZoneItem

def offered(view: dict | None) -> list[tuple[dict, dict]]:
    """The options a view offers its seat, each with what it acts on: view["actions"] (the two
    older games) or the typed question's choice of one."""
    if not view:
        return []
    if "actions" in view:
        acts = view.get("acts_on") or [{}] * len(view["actions"])
        return list(zip(view["actions"], acts))
    shape = (view.get("question") or {}).get("shape") or {}
    if shape.get("shape") != "choose_one":
        return []
    acts = shape.get("acts_on") or [{}] * len(shape["options"])
    return list(zip(shape["options"], acts))


def attempted(view: dict | None, piece, to) -> dict | None:
    """The action a drop of `piece` on `to` asks for where the view offers none there, built
    from the game's declaration in the view (`view["attempt"]`, engine/acts_on.attempt), so the
    engine's refusal says why; None when the view declares none (nothing to ask for)."""
    shape = (view or {}).get("attempt")
    if not shape:
        return None
    return {"kind": shape["kind"], shape["piece"]: piece, shape["to"]: to}


def _ids(value) -> list:
    return list(value) if isinstance(value, list) else [value]


class Offered:
    """The options of one view, looked up by the ids they act on."""

    def __init__(self, options: list[tuple[dict, dict]] = ()) -> None:
        self.options = list(options)
        self._by_id: dict[object, list[dict]] = {}
        # a click chooses what it moves or uses, then what it aims at; where it goes only when
        # it carries nothing (a place clicked where several cards may go would not say which)
        for role in ("piece", "targets", "to"):
            for option, acts_on in self.options:
                if role == "to" and "piece" in acts_on:
                    continue
                for one in _ids(acts_on.get(role, [])):
                    self._by_id.setdefault(one, []).append(option)

    @classmethod
    def of(cls, view: dict | None) -> Offered:
        return cls(offered(view))

    def named(self) -> set:
        """Every id a click on which chooses an option."""
        return set(self._by_id)

    def clicked(self, one) -> list[dict]:
        """The options a click on `one` may mean, the ones that move or use it first."""
        return self._by_id.get(one, [])

    def carried(self, piece) -> list[tuple[dict, object]]:
        """The options that take `piece` somewhere, with where: (option, to)."""
        return [(o, a["to"]) for o, a in self.options if a.get("piece") == piece and "to" in a]

    def dropped(self, piece, on: Iterable) -> dict | None:
        """The option `piece` dropped on one of the ids `on` chooses (the first that fits)."""
        under = set(on)
        for option, to in self.carried(piece):
            if to in under:
                return option
        return None

    def choosing(self, one) -> list[dict]:
        """The options that carry nothing and name `one` as where they go or what they aim at
        (a track chosen, a hobbit asked): a click on `one` is one of these."""
        return [o for o, a in self.options if "piece" not in a
                and (a.get("to") == one or one in a.get("targets", ()))]

    def using(self, piece) -> list[tuple[dict, dict]]:
        """The options that move or use `piece`, with what each acts on."""
        return [(o, a) for o, a in self.options if a.get("piece") == piece]

    def moving(self, piece) -> bool:
        return any(a.get("piece") == piece and "to" in a for _, a in self.options)


class CardHands(QObject):
    """A card table's hands (the kit's card_item grip asks them): lights what a click chooses,
    lets a card that may go somewhere be carried there. The scene gives `cards` (a
    ZonesLayer), `kept` (its KeyedLayer) and `item_of(id)`: the item an id of the view is drawn
    as (a card, a zone, a location's slot)."""

    def __init__(self, scene, choose: Callable[[dict], None], ask=None, say=None, parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.choose = choose
        self.ask = ask
        self.view: dict | None = None
        self.offered = Offered()
        self.focus: str | None = None       # the card the keys point at, by id

    def reset(self, actions: list[dict], view: dict | None = None) -> None:
        """A new view: the options of its question (when it asks the seat at the screen)."""
        self.view = view
        self.offered = Offered.of(view)
        self.focus = None

    def refused(self) -> None:
        self.light_choices()

    # -- lighting -------------------------------------------------------------------------------

    def light_choices(self) -> None:
        """Light the cards and places that are answers now; a card that may go somewhere may be
        carried there."""
        cards = self.scene.cards
        named = self.offered.named()
        on_table = cards.cards()
        cards.light({k for k in named if k in on_table})
        moving = {a.get("piece") for _, a in self.offered.options if "to" in a}
        for key, item in on_table.items():
            movable = key in moving
            item.draggable = movable
            # where it lifts from under the pointer and slides back to: where the view put it
            item.home = QPointF(self.scene.kept.targets.get(key, item.pos()))
            item.base_z = item.zValue()
            item.hands = self if movable else DRAWN
            cursor = Qt.CursorShape.OpenHandCursor if movable else Qt.CursorShape.ArrowCursor
            if item.cursor().shape() != cursor:      # set on a change only: most cards keep theirs
                item.setCursor(cursor)
        lit = {id(self.scene.item_of(one)) for one in named if one not in on_table}
        for item in self.scene.kept.items.values():
            if isinstance(item, ZoneItem):
                item.set_lit(id(item) in lit)

    # -- the grip's questions (kit card_item) ------------------------------------------------

    def drag_started(self, item) -> bool:
        carried = self.offered.carried(item.key)
        for _, to in carried:          # where it may go is lit while it is carried (a zone, or a
            place = self.scene.item_of(to)      # card it goes on: a bearer, a companion to skirmish)
            if isinstance(place, (ZoneItem, FaceCard)) and place is not item:
                place.set_lit(True)
        return bool(carried)

    def drag_moved(self, item, point) -> None:
        pass

    def dropped(self, item, point: QPointF) -> None:
        under = [to for _, to in self.offered.carried(item.key)
                 if (place := self.scene.item_of(to)) is not None and place is not item
                 and place.sceneBoundingRect().contains(point)]
        option = self.offered.dropped(item.key, under)
        if option is None:
            item.slide_home()
            self.light_choices()
            # dropped on a place where no option goes: the action the view declares for a drop
            # is sent, and the engine's refusal is said where the card was dropped
            place = self._place_under(item, point) if self.offered.options else None
            attempt = attempted(self.view, item.key, place) if place is not None else None
            if attempt is not None:
                self.choose(attempt)
        else:
            self.choose(option)

    def _place_under(self, item, point: QPointF):
        """The id of the view drawn as the zone under `point` (a location, a reserve), if any."""
        id_of = getattr(self.scene, "id_of", None)
        if id_of is None:
            return None
        for key, other in self.scene.kept.items.items():
            if other is not item and isinstance(other, ZoneItem) and id_of(key) != key \
                    and other.sceneBoundingRect().contains(point):
                return id_of(key)
        return None

    def clicked(self, key) -> None:
        options = self.offered.clicked(key)
        if options:
            self.choose(options[0])

    def card_clicked(self, item) -> None:
        self.clicked(item.key)

    # -- the keys (the kit's KitView hands them on) ----------------------------------------------

    def focusables(self) -> list:
        """The cards that are answers now, in reading order (row by row, left to right)."""
        named = self.offered.named()
        cards = [item for key, item in self.scene.cards.cards().items() if key in named]
        return sorted(cards, key=lambda c: (round(c.scenePos().y()), c.scenePos().x()))

    def focused_item(self):
        return next((c for c in self.focusables() if c.key == self.focus), None)

    def _set_focus(self, item) -> None:
        old = self.focused_item()
        if old is not None:
            old.set_marks(focused=False)
        self.focus = item.key if item is not None else None
        if item is not None:
            item.set_marks(focused=True)

    def key(self, key: int) -> bool:
        """Handle a key on the table; True when it meant something here. Arrows move the focus
        ring over the cards that are answers, Enter chooses the focused card's option (one:
        chosen; several: asked which), Escape takes the ring away."""
        cards = self.focusables()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            if not cards:
                return False
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            now = next((i for i, c in enumerate(cards) if c.key == self.focus), None)
            self._set_focus(cards[(now + step) % len(cards)] if now is not None
                            else cards[0 if step > 0 else -1])
            return True
        if key == Qt.Key.Key_Escape and self.focus is not None:
            self._set_focus(None)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.focused_item()
            if item is None:
                return False
            options = [o for o, _ in self.offered.using(item.key)] or self.offered.clicked(item.key)
            if len(options) == 1 or (options and self.ask is None):
                self.choose(options[0])
            elif options:
                self.ask(options)
            return bool(options)
        return False


class SelectingHands(CardHands):
    """Card hands for a table where no answer can be taken back (the card game: a click on a
    hand card would cycle it and end the turn): a click selects — the card is ringed and the
    decision area lists what it may do, with Cancel — and a second click on the same card, or
    the button, does it. Enter on the focused card is the same click. A drag onto a place is a
    deliberate gesture and chooses at once, as on every kit table."""

    def __init__(self, scene, choose, ask=None, say=None, parent=None) -> None:
        super().__init__(scene, choose, ask, say, parent)
        self.selected: str | None = None

    def reset(self, actions: list[dict], view: dict | None = None) -> None:
        self._select(None)
        super().reset(actions, view)

    def _select(self, key) -> None:
        old = self.scene.cards.cards().get(self.selected) if self.selected is not None else None
        if old is not None:
            old.set_selected(False)
        self.selected = key
        item = self.scene.cards.cards().get(key) if key is not None else None
        if item is not None:
            item.set_selected(True)

    def clicked(self, key) -> None:
        options = self.offered.clicked(key)
        if not options:
            return
        if self.selected == key and len(options) == 1 or self.ask is None:
            self._select(None)
            self.choose(options[0])
            return
        self._select(key)
        self.ask(options, tr("Decision", "Chosen: click it again, or press its button, to do it; "
                                         "Cancel lets it go."))

    def confirm_cancelled(self) -> None:
        self._select(None)

    def refused(self) -> None:
        self._select(None)
        super().refused()

    def key(self, key: int) -> bool:
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.focused_item()
            if item is None:
                return False
            self.clicked(item.key)
            return True
        return super().key(key)
