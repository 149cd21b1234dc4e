"""The cooperative table drawn from hand-written views (sample_views.py): every view in every
language, the buttons and gestures that leave as actions, hidden hands, the options form."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtTest import QTest

from lotr_table.engine.action import Action
from lotr_table.table import i18n
from lotr_table.table.lotr_coop import look, make_options_form, make_panel, words
from lotr_table.table.kit.card_item import CardItem
from tests.table.lotr_coop import sample_views as sv

SEATS = {"adventure": 0, "sanctuary": 1, "payment": 1, "finished": 0, "helms_deep": 0}


@pytest.fixture
def language(qapp):
    yield i18n.set_language
    i18n.set_language("en")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


@pytest.fixture
def panel(qtbot, language):
    made = make_panel()
    qtbot.addWidget(made)
    made.resize(1600, 1000)
    made.show()
    return made


def button(panel, action: dict):
    found = [b for b in panel.decision.action_buttons if b.property("action") == action]
    assert found, f"no button for {action}"
    return found[0]


def at(panel, item, dx: float = 0, dy: float = 0) -> QPoint:
    """The viewport point over a scene item's centre."""
    centre = item.sceneBoundingRect().center()
    centre.setX(centre.x() + dx)
    centre.setY(centre.y() + dy)
    return panel.table.mapFromScene(centre)


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("name", sorted(sv.ALL))
def test_every_sample_view_is_drawn_in_every_language(panel, language, lang, name):
    language(lang)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    seat = SEATS[name]
    view = sv.ALL[name](seat)
    with look.recording() as drawn:
        panel.show_view(view, seat)
        panel.fit()
        picture = panel.grab()
    assert not picture.isNull()
    assert drawn, "nothing was painted"
    assert panel.decision.prompt.text() or view["pending"] is None
    if view["board"]:
        assert set(panel.scene.tracks) == set(view["board"]["tracks"])
    assert sorted(c.card for c in panel.scene.hand_cards) == sorted(view["hand"])


def test_a_decision_button_sends_its_action(panel, qtbot):
    panel.show_view(sv.adventure(0), 0)
    with qtbot.waitSignal(panel.action_chosen, timeout=1000) as sent:
        qtbot.mouseClick(button(panel, {"kind": "end_turn"}), Qt.MouseButton.LeftButton)
    assert sent.args == [0, Action("end_turn")]
    with qtbot.waitSignal(panel.action_chosen, timeout=1000) as sent:
        qtbot.mouseClick(button(panel, {"kind": "play", "card": "aragorn", "track": "hiding"}),
                         Qt.MouseButton.LeftButton)
    assert sent.args == [0, Action("play", card="aragorn", track="hiding")]


def test_a_payment_button_gives_a_card(panel, qtbot):
    panel.show_view(sv.payment(1), 1)
    assert "Sam" in panel.decision.heading.text()
    with qtbot.waitSignal(panel.action_chosen, timeout=1000) as sent:
        qtbot.mouseClick(button(panel, {"kind": "give", "card": "gimli"}), Qt.MouseButton.LeftButton)
    assert sent.args == [1, Action("give", card="gimli")]


def test_click_a_card_then_a_lit_track(panel, qtbot):
    panel.show_view(sv.adventure(0), 0)
    grey = next(c for c in panel.scene.hand_cards if c.card == "grey_hiding")
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=at(panel, grey))
    assert grey.selected
    assert [a for a, t in panel.scene.tracks.items() if t.lit] == ["hiding"]
    with qtbot.waitSignal(panel.action_chosen, timeout=1000) as sent:
        QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton,
                         pos=at(panel, panel.scene.tracks["hiding"], dx=150))
    assert sent.args == [0, Action("play", card="grey_hiding", track="hiding")]


def test_drag_a_card_onto_a_track(panel, qtbot):
    panel.show_view(sv.adventure(0), 0)
    card = next(c for c in panel.scene.hand_cards if c.card == "brown_star")
    viewport = panel.table.viewport()
    start = at(panel, card)
    end = at(panel, panel.scene.tracks["travelling"], dx=100)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * k / 8)
    assert panel.scene.tracks["travelling"].lit
    with qtbot.waitSignal(panel.action_chosen, timeout=1000) as sent:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert sent.args == [0, Action("play", card="brown_star", track="travelling")]


def test_a_hidden_hand_draws_no_card_faces(panel):
    secret = set(sv.FRODO_HAND)
    with look.recording() as drawn:
        panel.show_view(sv.hidden(), None)
        panel.grab()
    assert panel.scene.hand_cards == []
    shown = {item.card for item in panel.scene.items() if isinstance(item, CardItem)}
    assert not (shown & secret)
    assert panel.decision.action_buttons == []
    assert words.card("mithril") not in " ".join(drawn)


def test_the_curtain_clears_everything(panel):
    panel.show_view(sv.adventure(0), 0)
    panel.clear()
    assert not [i for i in panel.scene.items() if isinstance(i, CardItem)]
    assert panel.decision.action_buttons == []


def test_seats_are_named_by_their_hobbit(panel):
    view = sv.adventure(0)
    assert panel.seat_name(view, 0) == "Frodo"
    assert panel.seat_name(view, 2) == "Pippin"


def test_the_options_form(qtbot, language):
    form = make_options_form()
    qtbot.addWidget(form)
    with qtbot.waitSignal(form.changed, timeout=1000):
        form.players.setValue(4)
    with qtbot.waitSignal(form.changed, timeout=1000):
        form.level.setCurrentIndex(2)
    form.relay.setChecked(True)
    form.competition.setChecked(True)
    form.sanctuary.setCurrentIndex(1)
    options = form.options()
    assert type(options).__name__ == "CoopOptions"
    assert options.model_dump() == {"players": 4, "level": "expert", "relay": True, "equality": False,
                                    "competition": True, "sanctuary_cards": "ring_bearer_chooses"}
    assert "Merry" in form.hobbits.text() and "Fatty" not in form.hobbits.text()
    assert "10" in form.level.itemText(2) and "15" in form.level.itemText(0)
    form.set_options(type(options)())
    assert form.options() == type(options)()
