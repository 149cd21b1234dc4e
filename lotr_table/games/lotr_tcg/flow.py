"""The game's one Flow (engine/flow.py): the steps of the turn, the windows, the events."""

from lotr_table.engine.flow import Flow

FLOW = Flow("lotr_tcg")
