"""Issue 27, point 3: "Corruption spaces 10–15 are drawn as «…» (where Sauron stands); Sauron's
marker «С» looks like Sam's «С»". At 1366x768, with Sam and Pippin on Sauron's space, every
space's number reads whole and no figure under Sauron's name is lettered like a hobbit's."""

from __future__ import annotations

import pytest

from lotr_table.engine import registry
from lotr_table.table.lotr_coop import demo
from lotr_table.table.screenshot import _position_session
from tests.table.helpers import speak
from tests.table.test_readable import measured, shown

GAME = registry.get_game("lotr_coop")


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_numbers_and_markers_on_sauron_s_space(qtbot, data_dir, english, lang):
    speak(lang)
    position = {**demo.POSITIONS["moria"], "sauron": 12}
    hobbits = {**position["hobbits"]}
    for h in ("sam", "pippin"):
        hobbits[h] = {**hobbits[h], "pos": 12}
    position["hobbits"] = hobbits
    window = shown(qtbot, _position_session(GAME, position), (1366, 768))
    drawn = measured(window)
    for n in range(16):
        numbers = [d for d in drawn if d.text == str(n)]
        assert numbers and all(d.whole and d.fits and d.px >= 10.95 for d in numbers), n
    # Sauron's marker is never lettered «С»: his name whole, or no letter (his figure is his own)
    initials = [d.text for d in drawn if len(d.text) == 1 and d.text.isalpha()]
    assert initials.count("С") <= 1, initials
    window.close()
