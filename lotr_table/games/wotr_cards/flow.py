"""The game's one Flow and its vocabulary of card behaviours; the rules modules register on them."""

from __future__ import annotations

from lotr_table.engine.behaviours import Vocabulary
from lotr_table.engine.flow import Flow

VOCAB = Vocabulary("wotr_cards")


def _idle(s) -> None:
    from lotr_table.games.wotr_cards import round as rounds      # the round registers its steps there
    rounds.idle(s)


FLOW = Flow("wotr_cards", idle=_idle)
