"""The game's one Flow and its vocabulary of card behaviours; the rules modules register on them."""

from __future__ import annotations

from lotr_table.engine.behaviours import Vocabulary
from lotr_table.engine.flow import Flow

VOCAB = Vocabulary("wotr_cards")
FLOW = Flow("wotr_cards")          # round.py gives it the round as its idle
