"""The War of the Ring table draws the map (issue 33): every region of the rules' board, its
name in the player's language and never its id, readable at 1366x768, the armies of the
seat's view as counters, and the view zooms to a region. The seed's starting armies
(«Приготування військ») are what the counters show."""

from __future__ import annotations

import pytest

from lotr_table.engine import registry
from lotr_table.games.wotr.board import board
from lotr_table.table import games, i18n
from lotr_table.table.kit.panel import TablePanel
from lotr_table.table.wotr.map_items import LABEL_PX
from lotr_table.table.wotr.parts import PARTS


@pytest.fixture
def panel(qtbot, english):
    game = registry.get_game("wotr")
    state = game.setup(game.Options(), 1)
    made = TablePanel(PARTS)
    qtbot.addWidget(made)
    made.resize(1366, 740)
    made.show()
    made.show_view(game.view(state, 0), 0)
    made.fit()
    return made


def test_every_region_is_drawn_with_its_armies_from_the_view(panel):
    scene = panel.scene
    assert sorted(scene.regions) == sorted(board().ids)
    view = panel.view
    assert sorted(scene.armies) == sorted(set(view["armies"]) | set(view["besieged"]))
    # Minas Tirith at the start: the seed's garrison, counted on the counters
    chips = {(n, k): c for n, k, c in scene.armies["minas_tirith"].chips}
    expected = {(n, k): c for n, kinds in view["armies"]["minas_tirith"].items() for k, c in kinds.items() if c}
    assert chips == expected and expected


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_names_in_the_language_never_an_id(panel, lang):
    assert i18n.set_language(lang)
    panel.retranslate()
    b = board()
    for region_id, label in panel.scene.labels.items():
        english = b.names[b.region(region_id)]["en"]
        assert label.name == i18n.tr("wotr.region", english)
        assert panel.scene.regions[region_id].toolTip() == label.name     # a hidden name one hover away
        assert label.name != region_id and "_" not in label.name
        if lang != "en":
            assert label.name != english or not any(c.isascii() and c.isalpha() for c in english), label.name
    assert LABEL_PX >= 11
    shown = [label for label in panel.scene.labels.values() if label.isVisible()]
    assert len(shown) >= 20, "names shown by priority, not none"
    # every stronghold's name or symbol is on the map at the fit
    assert all(panel.scene.settlements[r].isVisible() for r in panel.scene.settlements)


def test_names_shown_do_not_overlap(panel):
    view = panel.table
    rects = []
    for label in panel.scene.labels.values():
        if label.isVisible():
            at = view.mapFromScene(label.pos())
            rects.append(label.boundingRect().translated(at.x(), at.y()))
    bad = [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.intersects(b)]
    assert not bad, bad


def test_zoom_to_a_region_shows_it_large_and_named(panel):
    view = panel.table
    item = panel.scene.regions["minas_tirith"]
    before = view.mapFromScene(item.path.boundingRect()).boundingRect()
    view.zoom_to("minas_tirith")
    after = view.mapFromScene(item.path.boundingRect()).boundingRect()
    assert after.width() > 2 * before.width()
    assert view.viewport().rect().contains(after.center())
    assert panel.scene.labels["minas_tirith"].isVisible()
    view.fit()
    assert view.mapFromScene(item.path.boundingRect()).boundingRect().width() == pytest.approx(before.width(), abs=1)


def test_offered_in_the_lobby_for_two_to_four_people(qtbot, english):
    # «Гра розрахована на 2–4 гравців» (Розділ XI: three and four players)
    assert "wotr" in games.available() and "wotr" not in games.PREVIEWS
    form = games.table("wotr").make_options_form()
    qtbot.addWidget(form)
    rules = registry.get_game("wotr")
    for players in (2, 3, 4):
        form.players.setValue(players)
        assert games.seats("wotr", form) == rules.seats(form.options())
        # each seat named by the nations it leads, as the rules name it
        assert [form.seat_label(s) for s in games.seats("wotr", form)] == \
            [x.label for x in rules.seat_info(form.options())]


def test_the_screenshot_command_draws_the_map(english, tmp_path):
    from PySide6.QtGui import QImage

    from lotr_table.table import screenshot
    out = tmp_path / "wotr.png"
    assert screenshot.command("wotr", "uk", out, size=(1366, 768)) == 0
    picture = QImage(str(out))
    assert (picture.width(), picture.height()) == (1366, 768)
