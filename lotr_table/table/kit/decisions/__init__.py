"""One widget per typed decision shape (engine/decisions.py), each built from the `shape`
JSON of a question view and emitting the chosen Action as a JSON dict: `widget_for(shape,
naming)`. The kit's one decision area (kit/decision_area.py) heads the widget with the
question and keeps it in place for as long as the decision lasts."""

from __future__ import annotations

from lotr_table.table.kit.decisions.assign import AssignWidget
from lotr_table.table.kit.decisions.base import DecisionWidget
from lotr_table.table.kit.decisions.choose_n import ChooseNWidget
from lotr_table.table.kit.decisions.choose_one import ChooseOneWidget
from lotr_table.table.kit.decisions.number import NumberWidget
from lotr_table.table.kit.decisions.order import OrderWidget
from lotr_table.table.kit.decisions.yes_no import YesNoWidget

WIDGETS: dict[str, type[DecisionWidget]] = {
    "choose_one": ChooseOneWidget, "choose_n": ChooseNWidget, "assign": AssignWidget,
    "order": OrderWidget, "number": NumberWidget, "yes_no": YesNoWidget,
}


def widget_for(shape: dict, naming) -> DecisionWidget:
    """The widget that asks this shape. Raises KeyError for a shape the kit does not know."""
    return WIDGETS[shape["shape"]](shape, naming)
