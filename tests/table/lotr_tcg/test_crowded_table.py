"""Issue 31, the table with three or four players: a crowded fellowship overlaps its cards but
never hides a title, and the other players' hands are drawn as card backs, as many as the
view counts, beside their count."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.table.kit import look
from lotr_table.table.kit.card import TITLE_H, FaceCard
from lotr_table.table.lotr_tcg.demo import position
from tests.table.helpers import click, speak


@pytest.fixture
def crowded(qtbot, open_window):
    def show(lang="en"):
        speak(lang)
        window = open_window(1366, 768, still=True)
        game = registry.get_game("lotr_tcg")
        spec = position("crowded")
        window.play(Session.at_position(game, game.Options.model_validate(spec["options"]), spec, 1))
        if window.page.curtain.is_up:
            click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))
        window.page.panel.fit()
        return window.page.panel
    return show


def title_band(item) -> QRectF:
    r = item.sceneBoundingRect()
    return QRectF(r.left() + 4, r.top() + 4, r.width() - 8, TITLE_H - 8)


def test_a_crowded_fellowship_overlaps_its_cards_but_never_hides_a_title(crowded):
    # The first player's fellowship: Frodo and eight companions and an ally, more than fit
    # side by side in a quarter of the table.
    panel = crowded()
    scene = panel.scene
    cards = {k: i for k, i in scene.cards.cards().items() if i.isVisible()}
    row = [k for k in cards if scene.cards.zone_of[k] == "characters0"]
    assert len(row) == 10
    boxes = [cards[k].sceneBoundingRect() for k in row]
    assert any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])      # they overlap
    for key in row:
        band, z = title_band(cards[key]), cards[key].zValue()
        over = [k for k, other in cards.items() if k != key and other.zValue() > z
                and other.sceneBoundingRect().intersects(band)]
        assert not over, (scene.card_of.get(key), [scene.card_of.get(k) for k in over])


def test_the_other_players_hands_are_drawn_as_backs_beside_their_count(crowded):
    # R4.1: a hand is its player's own; the others see how many cards it holds.
    panel = crowded()
    scene = panel.scene
    view = scene.view
    for seat in (1, 2, 3):
        backs = [i for k, i in scene.cards.cards().items() if scene.cards.zone_of[k] == f"hand{seat}"]
        assert len(backs) == view["zones"][f"hand{seat}"]["count"] > 0
        assert all(isinstance(i, FaceCard) and i.face is None for i in backs)
        assert scene.kept.get(f"pile:hand{seat}").count == len(backs)
    mine = [i for k, i in scene.cards.cards().items() if scene.cards.zone_of[k] == "hand0"]
    assert mine and all(i.face is not None for i in mine)


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_the_crowded_table_reads_at_11_px_at_1366_by_768(crowded, lang):
    panel = crowded(lang)
    with look.recording() as drawn:
        panel.table.viewport().grab()
    small = sorted({(w, round(px, 1)) for w, px in drawn if px < look.MIN_PX})
    assert not small, small[:8]


def test_a_starting_companion_is_chosen_by_clicking_it_among_the_deck_cards_offered(qtbot, open_window):
    # R5.8: each player in turn order may put companions of his draw deck whose costs total 4
    # or less into play: the companions he may choose are drawn at the screen, lit, and a click
    # on one puts it into his starting fellowship.
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from lotr_table.engine.action import Action
    window = open_window(1366, 768, still=True)
    game = registry.get_game("lotr_tcg")
    spec = position("starting")
    table = window.play(Session.at_position(game, game.Options.model_validate(spec["options"]), spec, 1))
    if window.page.curtain.is_up:
        click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))
    panel = window.page.panel
    seat = panel.view["question"]["seat"]
    offered = [a for a in panel.view["question"]["shape"]["acts_on"] if a]
    assert len(offered) >= 2
    items = [panel.scene.kept.items[a["piece"]] for a in offered]
    assert all(i.face is not None and i.lit and panel.scene.cards.zone_of[i.key] == f"offer{seat}" for i in items)
    # the frame they lie in says what they are, not "Hand": «Начальное Братство Кольца»
    assert panel.scene.kept.items[f"hand:{seat}"].note == "Starting fellowship: companions from your draw deck"
    chosen = items[1]
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     panel.table.mapFromScene(chosen.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: len(table.session.actions) == 1, timeout=5000)
    assert table.session.actions[0] == (seat, Action("start", card=chosen.key))
