"""Every card of both starter decks that has game text has a scenario test named by its
collector code (test_<code>_...)."""

import re
from pathlib import Path

from lotr_table.games.lotr_tcg.data import content


def test_every_card_with_text_has_its_scenario():
    named = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        named |= set(re.findall(r"def test_(1[CURP]\d+)_", path.read_text(encoding="utf-8")))
    missing = [c.id for c in content().cards.values() if c.text and c.id not in named]
    assert missing == []


def test_the_data_holds_every_card_of_set_1_once():
    # Set 1, The Fellowship of the Ring: collector numbers 1 to 365, each card exactly once.
    numbers = sorted(c.number for c in content().cards.values())
    assert numbers == list(range(1, 366))
    assert [c.id for c in content().cards.values() if c.id[2:] != str(c.number)] == []   # the code names its number
