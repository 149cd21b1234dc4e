"""Issue 27, point 3: "the payment label reads «Ще потрі…»". A payment's words read whole at
1366x768 in every language."""

from __future__ import annotations

import pytest

from lotr_table.table.i18n import tr
from lotr_table.table.kit import paint
from lotr_table.table.lotr_coop import make_panel
from tests.table.helpers import speak
from tests.table.lotr_coop import sample_views


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_payment_reads_whole(qtbot, english, lang):
    speak(lang)
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1366, 740)
    panel.show()
    panel.show_view(sample_views.payment(1), 1)
    panel.fit()
    with paint.measuring() as drawn:
        panel.table.viewport().grab()
    for words in (tr("LotrCoopPanel", "Still needed:"), tr("LotrCoopPanel", "Asked:")):
        found = [d for d in drawn if d.text == words]
        assert found and all(d.whole and d.fits for d in found), (words, found)
