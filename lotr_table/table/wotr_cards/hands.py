"""What the person's gestures mean at the card table. A card or location that is an answer to
the question asked now is lit: a click on it chooses its first option. A card that may be
played or moved to a place is taken in hand: carried, the places it may go are lit, and
dropped on one (a location, the seat's reserve, a bearer) it goes there; dropped anywhere
else it slides back."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QPointF, Qt

from lotr_table.table.kit.card import DRAWN
from lotr_table.table.kit.zone import ZoneItem


class Hands(QObject):
    def __init__(self, scene, choose: Callable[[dict], None], ask, say, parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.choose = choose
        self.view: dict | None = None
        self.targets: dict[str, list[dict]] = {}      # item key -> the options choosing it

    def reset(self, actions: list[dict], view: dict | None = None) -> None:
        """A new view: the options of its question (when it asks the seat at the screen)."""
        self.view = view
        self.targets = {}
        question = (view or {}).get("question") or {}
        shape = question.get("shape")
        if shape is not None and shape["shape"] == "choose_one":
            for option in shape["options"]:
                for key in target_keys(option):
                    self.targets.setdefault(key, []).append(option)

    def refused(self) -> None:
        self.light_choices()

    # -- lighting -------------------------------------------------------------------------------

    def light_choices(self) -> None:
        """Light the cards and places that are answers now; a lit card that may go somewhere
        may be carried there."""
        cards = self.scene.cards
        cards.light({k for k in self.targets if not k.startswith("slot:")})
        for key, item in cards.cards().items():
            movable = bool(self.places_of(key))
            item.draggable = movable
            # where it lifts from under the pointer and slides back to: where the view put it
            item.home = QPointF(self.scene.kept.targets.get(key, item.pos()))
            item.base_z = item.zValue()
            item.hands = self if movable else DRAWN
            item.setCursor(Qt.CursorShape.OpenHandCursor if movable else Qt.CursorShape.ArrowCursor)
        for key, item in self.scene.kept.items.items():
            if isinstance(key, str) and key.startswith(("slot:", "reserve:")):   # a reserve is lit only while a card is carried
                item.set_lit(key in self.targets)

    # -- what a card may do ---------------------------------------------------------------------

    def places_of(self, key: str) -> list[dict]:
        """The options that play or move this card to a place."""
        return [o for o in self.targets.get(key, ()) if o.get("card") == key and o.get("to") not in (None, "event")]

    def place_item(self, option: dict):
        """Where a card played or moved by `option` goes on the table: the seat's reserve, a
        location's slot, or the bearer an item goes on."""
        to = option["to"]
        seat = ((self.view or {}).get("question") or {}).get("seat")
        kept = self.scene.kept.items
        return kept.get(f"reserve:{seat}" if to == "reserve" else "slot:" + to if "slot:" + to in kept else to)

    def dropped_on(self, key: str, point: QPointF) -> dict | None:
        """The option a card dropped at `point` chooses: the place under it."""
        for option in self.places_of(key):
            place = self.place_item(option)
            if place is not None and place.sceneBoundingRect().contains(point):
                return option
        return None

    def clicked(self, key: str) -> None:
        options = self.targets.get(key)
        if options:
            self.choose(options[0])

    # -- the grip's questions (kit card_item) ------------------------------------------------

    def drag_started(self, item) -> bool:
        places = self.places_of(item.key)
        for option in places:          # where it may go is lit while it is carried
            place = self.place_item(option)
            if isinstance(place, ZoneItem):
                place.set_lit(True)
        return bool(places)

    def drag_moved(self, item, point) -> None:
        pass

    def dropped(self, item, point) -> None:
        option = self.dropped_on(item.key, point)
        if option is None:
            item.slide_home()
            self.light_choices()
        else:
            self.choose(option)

    def card_clicked(self, item) -> None:
        self.clicked(item.key)


def target_keys(option: dict) -> list[str]:
    """The items on the table a click on which chooses `option`: the card it names (a card
    played to a place is played to its first place; a drag chooses another), the location it
    names, the card or location a token goes on."""
    keys = []
    if "card" in option:
        keys.append(option["card"])
    if "location" in option:
        keys.append("slot:" + option["location"])
    if "target" in option:
        keys += [option["target"], "slot:" + option["target"]]
    return keys
