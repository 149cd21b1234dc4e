"""The card table as a newcomer meets it (issue 30): the whole card one hover or key away, faces
that say when their text is cut, answers that ask once, each side's victory area, a location's
cards by bands, a drop's refusal said where the card was dropped, the table fitted on opening,
rings that leave no trail, and the lobby, introduction and result in the game's words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.games.wotr_cards.cards import faction_cards
from lotr_table.table.kit import paint
from lotr_table.table.kit.card import FaceCard
from lotr_table.table.wotr_cards.demo import POSITIONS
from tests.table.helpers import click, speak

CARDS = faction_cards()


@pytest.fixture
def game():
    return registry.get_game("wotr_cards")


def at_demo(open_window, qtbot, game, name: str, size=(1366, 768)):
    window = open_window(*size, still=True)
    spec = POSITIONS[name]
    session = Session.at_position(game, game.Options.model_validate(spec["options"]), spec, 1)
    table = window.play(session)
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))
    return window, table, window.page.panel


def card_at(panel, card_id: str) -> FaceCard:
    inst = next(c["id"] for z in panel.view["zones"].values() for c in z["cards"] if c and c["card"] == card_id)
    return panel.scene.kept.items[inst]


def screen_point(panel, item) -> QPoint:
    return panel.table.mapFromScene(item.sceneBoundingRect().center())


# -- 1. the whole card -------------------------------------------------------------------------


def test_resting_on_a_card_shows_it_whole_readable_with_its_icons_paths_and_text(qtbot, open_window, game):
    # The digest promises the whole card on hover: name, faction, type, icons, allowed paths, text.
    window, table, panel = at_demo(open_window, qtbot, game, "crowded")
    frodo = card_at(panel, "frodo_baggins")
    record = CARDS["frodo_baggins"]
    assert record.paths and record.text
    band = frodo.sceneBoundingRect()
    QTest.mouseMove(panel.table.viewport(), panel.table.mapFromScene(QPointF(band.center().x(), band.top() + 10)))
    qtbot.waitUntil(lambda: panel.table.preview.isVisible(), timeout=3000)
    preview = panel.table.preview
    name, kind, words = preview.words()
    assert name == "Frodo Baggins" and kind == "Hobbits \u00b7 Character"
    assert "Path defence: 1" in words and record.text in words
    assert "Allowed paths: " + ", ".join(map(str, record.paths)) in words
    with paint.measuring() as drawn:
        panel.table.viewport().grab()
    where = QRectF(panel.table.mapFromScene(preview.sceneBoundingRect()).boundingRect())
    mine = [d for d in drawn if d.text in (name, kind, words) and where.contains(d.box.center())]
    assert {d.text for d in mine} == {name, kind, words}
    assert all(d.whole and d.fits and d.px >= 11 for d in mine), mine      # nothing of it cut, readable
    # placed by the kit's one rule: over no lit target, inside the view
    shown = preview.sceneBoundingRect()
    assert panel.table.mapToScene(panel.table.viewport().rect()).boundingRect().contains(shown)
    assert not shown.intersects(frodo.sceneBoundingRect())


def test_space_shows_the_card_under_the_keyboard_focus_whole(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    view = panel.table
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    focused = panel.hands.focused_item()
    assert focused is not None
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.preview.isVisible() and view.preview.face == focused.face
    assert view.preview.words()[2].endswith(focused.face.whole.split("\n")[-1])


def test_a_face_whose_text_does_not_fit_ends_it_with_an_ellipsis(qtbot, open_window, game):
    # "Faces at the table never draw a cut text as if it were all."
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    with paint.measuring() as drawn:
        panel.table.viewport().grab()
    cut_as_whole = [d.text for d in drawn if d.whole and not d.fits]
    assert not cut_as_whole
    assert any(not d.whole for d in drawn)          # some long card texts are shortened, and say so


# -- 2. answers that ask once -------------------------------------------------------------------


def test_an_answer_button_asks_once_before_it_is_sent(qtbot, open_window, game):
    # "An action that cannot be undone (cycle, eliminate, forsake, pass) asks once."
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    widget = panel.decision.widget
    button = widget.buttons[0]
    sent = []
    panel.action_chosen.connect(lambda *a: sent.append(a))
    click(qtbot, button)
    qtbot.wait(50)
    assert not sent and "press again to confirm" in button.text().replace("\n", " ")
    click(qtbot, widget.buttons[1])                  # another answer: that one is marked instead
    qtbot.wait(50)
    assert not sent and "press again" not in button.text().replace("\n", " ")
    assert "press again" in widget.buttons[1].text().replace("\n", " ")
    click(qtbot, widget.buttons[1])
    qtbot.waitUntil(lambda: len(table.session.actions) == 1)


# -- 3. victory areas and locations by bands ---------------------------------------------------


def test_each_side_has_a_victory_area_with_its_locations_points_and_what_wins(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "crowded")
    view = panel.view
    fp, shadow = panel.scene.kept.items["victory:free_peoples"], panel.scene.kept.items["victory:shadow"]
    assert (fp.title, shadow.title) == ("Free Peoples", "Shadow")
    assert fp.won.split("\n") == [f"Victory points: {view['vp']['free_peoples']}", "Bag End 1", "The Old Forest 2"]
    assert shadow.won.split("\n")[0] == f"Victory points: {view['vp']['shadow']}"
    assert "Fords of Bruinen 1" in shadow.won.split("\n")
    assert fp.note == "To win: more than 3" and shadow.note == "To win: 3 or more"    # a tie goes to the Shadow
    with paint.measuring() as drawn:
        panel.table.viewport().grab()
    assert all(d.whole for d in drawn if d.text in (fp.title, fp.won, fp.note, shadow.title, shadow.won, shadow.note))
    visible = panel.table.mapToScene(panel.table.viewport().rect()).boundingRect()
    assert visible.contains(fp.sceneBoundingRect()) and visible.contains(shadow.sceneBoundingRect())


def test_six_locations_at_1366_by_768_every_name_in_sight(qtbot, open_window, game):
    # "The active locations and their cards readable with six locations at 1366x768 (overlap
    # by card bands, never hiding a name)." Helm's Deep's nine cards are more than a slot's four
    # bands hold, and close up; every other location shows every name.
    window, table, panel = at_demo(open_window, qtbot, game, "crowded")
    from lotr_table.table.kit.card import TITLE_H
    cards = panel.scene.cards
    for loc in panel.view["zones"]["active"]["cards"]:
        if loc["card"] == "helms_deep":
            continue
        here = [item for key, item in cards.cards().items()
                if cards.zone_of[key] in (f"at_{loc['id']}", f"active:{loc['id']}")]
        slot = panel.scene.kept.items[f"slot:{loc['id']}"].sceneBoundingRect()
        for item in here:
            band = item.sceneBoundingRect()
            band.setHeight(TITLE_H)
            assert slot.contains(item.sceneBoundingRect())
            over = [o for o in here if o is not item and o.zValue() > item.zValue()
                    and o.sceneBoundingRect().intersects(band.adjusted(1, 1, -1, -1))]
            assert not over, (item.face.name, [o.face.name for o in over])
    with paint.measuring() as drawn:
        panel.table.viewport().grab()
    assert min(d.px for d in drawn if d.text and not d.text.isdigit()) >= 11


# -- 6. the window, the trails, the refusals ---------------------------------------------------


def test_the_table_opens_fitted(qtbot, open_window, game):
    window = open_window(1366, 768, still=True)
    table = window.start_game("wotr_cards", game.Options(scenario="trilogy", players=4), {s: "person" for s in range(4)},
                              open_table=True, seed=2)
    panel = window.page.panel
    qtbot.wait(50)
    visible = panel.table.mapToScene(panel.table.viewport().rect()).boundingRect()
    assert visible.adjusted(-1, -1, 1, 1).contains(panel.scene.table_rect().adjusted(8, 8, -8, -8))
    assert table is window.table


def test_a_lit_selected_and_focused_card_paints_nothing_outside_its_bounds(qtbot, open_window, game):
    # No yellow trails when a card is dragged: every ring lies inside what the card repaints.
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    card = next(c for c in panel.scene.cards.cards().values() if c.lit)
    card.set_selected(True)
    card.set_marks(focused=True)
    bounds = card.boundingRect()
    image = QImage(int(bounds.width()) + 40, int(bounds.height()) + 40, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    p = QPainter(image)
    p.translate(20 - bounds.left(), 20 - bounds.top())
    card.paint(p, None)
    p.end()
    inside = QRectF(19, 19, bounds.width() + 2, bounds.height() + 2)
    stray = [(x, y) for x in range(image.width()) for y in range(image.height())
             if image.pixelColor(x, y).alpha() and not inside.contains(QPointF(x, y))]
    assert not stray, stray[:5]


def test_a_card_dropped_where_it_cannot_go_is_refused_in_a_bubble_there(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    hands, vp = panel.hands, panel.table.viewport()
    qtbot.waitExposed(window)
    qtbot.wait(100)
    slots = [k[5:] for k in panel.scene.kept.items if k.startswith("slot:")]
    card, place = next((c, loc) for key, c in panel.scene.cards.cards().items() if hands.offered.moving(key)
                       for loc in slots if loc not in {to for _, to in hands.offered.carried(key)})
    start = screen_point(panel, card)
    end = screen_point(panel, panel.scene.kept.items[f"slot:{place}"])
    end = QPoint(end.x(), panel.table.mapFromScene(panel.scene.kept.items[f"slot:{place}"].sceneBoundingRect()
                                                    .topLeft()).y() + 20)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * k / 8)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: panel.bubble.isVisible(), timeout=3000)
    assert not table.session.actions
    said = panel.bubble.text()
    assert said and said == panel.decision.reason.text()
    # (where it stands beside the drop is the kit's, tests/table/test_refusal_where_acted.py)


# -- 5. words ----------------------------------------------------------------------------------


def test_the_lobby_says_which_seat_plays_which_deck_side_and_team(qtbot, open_window, game):
    from lotr_table.games.wotr_cards.scenarios import seat_info
    from lotr_table.table.wotr_cards.options_form import DECKS, SCENARIOS
    window = open_window(1366, 768, still=True)
    window.show_lobby()
    lobby = window.lobby
    row = next(i for i in range(lobby.game_list.count()) if lobby.game_list.item(i).text().startswith("War of the Ring"))
    lobby.game_list.setCurrentRow(row)
    form = lobby.options_form("wotr_cards")
    for k, scenario in enumerate(SCENARIOS):
        form.scenario.setCurrentIndex(k)
        info = seat_info(game.Options(scenario=scenario, players=form.players.value()))
        assert [(x.label, x.side) for x in info] == list(DECKS[scenario])        # the form agrees with the rules
    form.scenario.setCurrentIndex(0)
    labels = [lobby._seat_labels[s].text() for s in sorted(lobby._seat_labels)]
    assert labels == ["Player 1: Frodo, Free Peoples", "Player 2: Witch-king, Shadow", "Player 3: Aragorn, Free Peoples",
                      "Player 4: Saruman, Shadow"]
    assert form.team_note.text().startswith("Teams \u2014 Free Peoples: Frodo, Aragorn; Shadow: Witch-king, Saruman.")


def test_the_introduction_speaks_of_cards_at_the_card_table(qtbot, open_window):
    window = open_window(1366, 768, still=True)
    window.intro.cover("wotr_cards")
    words = " ".join(label.text() for label in window.intro.lines.values()).lower()
    assert "card" in words and "piece" not in words
    window.intro.cover("confrontation")
    assert "piece" in " ".join(label.text() for label in window.intro.lines.values()).lower()


@pytest.mark.parametrize("lang, words", [("en", "The Shadow wins"), ("ru", "Тьма побеждает"),
                                         ("uk", "Тінь перемагає")])
def test_the_shadows_win_is_said_in_the_singular(qapp, lang, words):
    # The seed (000) names the side «Тьма»; one side, so «побеждает», not «побеждают».
    from lotr_table.table.wotr_cards import result_headline
    speak(lang)
    try:
        view = {"outcome": {"winners": [1, 3], "sides": ["shadow"], "reason": "", "scores": {}},
                "vp": {"free_peoples": 4, "shadow": 5}}
        said = result_headline(view, lambda seat: f"#{seat}")
        assert said.startswith(words) and "#1, #3" in said and "5" in said
    finally:
        speak("en")


def test_the_support_question_is_worded_with_both_cards():
    # The army's player chooses which character it supports (games/wotr_cards: question "support");
    # its answers read as the army and the character, by name, never by id.
    from lotr_table.games.wotr_cards.game import GAME
    from lotr_table.table.wotr_cards.naming import WotrCardsNaming
    from tests.games.wotr_cards.play import options, pass_until
    from tests.games.wotr_cards.test_support_choice import _two_riders_one_army
    s = pass_until(_two_riders_one_army(), "support")
    view = GAME.view(s, GAME.to_act(s)[0])
    naming = WotrCardsNaming().read(view)
    words = sorted(naming.option(a.to_json()) for a in options(s))
    assert words == ["Riders of Rohan supports Éomer", "Riders of Rohan supports Éowyn"]
