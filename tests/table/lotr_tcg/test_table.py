"""The Lord of the Rings Trading Card Game at the table (issue 31, "The table"): a whole game
with the starter decks against the computer; the curtain between two people never shows the
other's hand; a minion dragged onto a companion is assigned to skirmish him; the One Ring
offered in the window of a wound about to be taken; a skirmish told face to face; the table
read at 11 px or more at 1366x768 in every language; the lobby offers each seat a starter, a saved
list or a random deck."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.session import Session
from lotr_table.table import table_session
from lotr_table.table.kit import look, paint
from lotr_table.table.kit.card import FaceCard
from lotr_table.table.lotr_tcg.demo import position
from lotr_table.table.lotr_tcg.look import STRENGTH
from lotr_table.table.lotr_tcg.naming import SHARED as naming
from lotr_table.table.seating import PERSON, holder
from tests.table.helpers import click, speak


@pytest.fixture
def game():
    return registry.get_game("lotr_tcg")


@pytest.fixture(autouse=True)
def no_pause(monkeypatch):
    """The pause that lets a person see the computer's move is skipped in tests."""
    monkeypatch.setattr(table_session, "PAUSE_MS", dict.fromkeys(table_session.PAUSE_MS, 0))


@pytest.fixture
def window(open_window):
    return open_window(1366, 768, still=True)


def show_my_table(qtbot, window):
    assert window.page.curtain.is_up
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))


def face_up(panel) -> set[str]:
    return {key for key, item in panel.scene.kept.items.items() if isinstance(item, FaceCard) and item.face}


def screen_point(panel, item) -> QPoint:
    return panel.table.mapFromScene(item.sceneBoundingRect().center())


def answer_by_button(qtbot, panel, rng) -> None:
    """The person answers as at the screen: a button of the question's widget."""
    widget = panel.decision.widget
    buttons = [b for b in getattr(widget, "buttons", ()) if b.isEnabled()] or \
        [b for b in (getattr(widget, "yes", None), getattr(widget, "no", None)) if b is not None]
    click(qtbot, rng.choice(buttons))


def test_a_whole_game_with_the_starter_decks_against_the_computer(qtbot, window, game):
    """R1: «Цель игры — провести своё Братство через все местности пути». The person holds
    seat 0 and answers every question with the table's buttons; the computer (its quickest
    player) holds seat 1; the game ends with the result shown, and the computer's hand was
    never drawn face up."""
    table = window.start_game("lotr_tcg", game.Options(players=2), {0: PERSON, 1: "random"}, open_table=False,
                              seed=7)
    panel = window.page.panel
    rng = random.Random(7)
    clicks = 0
    while not table.is_over:
        qtbot.waitUntil(lambda: table.is_over or 0 in game.to_act(table.session.state), timeout=20000)
        if table.is_over:
            break
        assert not window.page.curtain.is_up
        assert not face_up(panel) & set(table.session.state.zones.cards["hand1"])
        before = len(table.session.actions)
        answer_by_button(qtbot, panel, rng)
        qtbot.waitUntil(lambda: len(table.session.actions) > before, timeout=5000)
        clicks += 1
        assert clicks < 400, "the game does not end"
    movers = [seat for seat, _ in table.session.actions]
    assert movers.count(1) > 5 and movers.count(0) == clicks
    qtbot.waitUntil(lambda: window.page.outcome.isVisible())
    assert table.outcome is not None


def test_the_curtain_between_two_people_never_shows_the_others_hand(qtbot, window, game):
    """R4.1: a player's hand is his own. Two people at one screen: under the curtain nothing
    of the last view is drawn, and behind it each sees his own hand only."""
    table = window.start_game("lotr_tcg", game.Options(players=2), {0: holder(0), 1: holder(1)}, open_table=False,
                              seed=3)
    panel = window.page.panel
    rng = random.Random(3)
    curtains = 0
    while len(table.session.actions) < 30 and not table.is_over:
        if window.page.result_hold.is_up:       # a card drawn: its drawer sees it first
            click(qtbot, window.page.result_hold.findChild(QPushButton, "continue"))
            continue
        if window.page.curtain.is_up:
            curtains += 1
            assert not face_up(panel)
            show_my_table(qtbot, window)
        seat = table.at_screen
        other = 1 - seat
        shown = face_up(panel)
        assert not shown & set(table.session.state.zones.cards[f"hand{other}"])
        assert set(table.session.state.zones.cards[f"hand{seat}"]) <= shown
        before = len(table.session.actions)
        answer_by_button(qtbot, panel, rng)
        qtbot.waitUntil(lambda: len(table.session.actions) > before, timeout=5000)
    assert curtains >= 2


def test_a_minion_dragged_onto_a_companion_is_assigned_to_skirmish_him(qtbot, window, game):
    """R12: «игрок Тени назначает своих неназначенных врагов» — the minion is carried onto the
    companion, who is lit while it is carried, and the assignment is made."""
    spec = position("assignment")
    session = Session.at_position(game, game.Options.model_validate(spec["options"]), spec, 1)
    table = window.play(session)
    show_my_table(qtbot, window)
    panel = window.page.panel
    options = panel.view["question"]["shape"]["options"]
    assign = next(o for o in options if o["kind"] == "assign")
    minion = panel.scene.kept.items[assign["minion"]]
    companion = panel.scene.kept.items[assign["companion"]]
    start, end = screen_point(panel, minion), screen_point(panel, companion)
    vp = panel.table.viewport()
    assert not companion.lit
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (k / 8))
    assert companion.lit                        # where the minion may go, while it is carried
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: len(table.session.actions) == 1)
    assert table.session.actions[0][1] == Action.from_json(assign)


def test_the_one_ring_is_offered_when_its_bearer_is_about_to_take_a_wound(qtbot, window, game):
    """The One Ring: «Ответ: когда владелец должен получить ранение в сражении, он надевает
    Кольцо». In the window of the wound about to be taken the Ring is lit and a click puts it
    on; the strip says who may act, the question offers Pass beside it."""
    session = Session(game, game.Options(players=2), 5)
    rng = random.Random(5)
    for _ in range(31):
        seat = game.to_act(session.state)[0]
        session.apply(seat, rng.choice(game.legal_actions(session.state, seat)))
    table = window.play(session)
    show_my_table(qtbot, window)
    panel = window.page.panel
    question = panel.view["question"]
    assert question["window"]["kind"] == "about_to:wound"
    ring = next(o for o in question["shape"]["options"] if o["kind"] == "use")
    card = panel.scene.kept.items[ring["card"]]
    assert card.lit
    assert [b.text() for b in panel.decision.widget.buttons][-1].endswith("Pass")
    assert "to act: Player 2" in panel.scene.kept.items["strip"].words()[0]
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     screen_point(panel, card))
    qtbot.waitUntil(lambda: len(table.session.actions) == 32)
    assert table.session.actions[-1][1] == Action.from_json(ring)
    assert panel.view["ring_on"] and "The Ring-bearer wears the Ring." in panel.indicator.text()


def test_a_skirmish_is_told_face_to_face_with_each_sides_strength(qtbot, window, game):
    """R13: «сравните силу спутника с общей силой всех врагов в сражении». The strip names the
    companion and the minions with their strengths and the totals; each fighter carries its
    strength now on its card, as a counter."""
    spec = position("skirmish")
    session = Session.at_position(game, game.Options.model_validate(spec["options"]), spec, 1)
    window.play(session)
    show_my_table(qtbot, window)
    panel = window.page.panel
    companion, minions = panel.view["skirmish"]
    strength = panel.view["strength"]
    line = panel.scene.kept.items["strip"].words()[1]
    total = sum(strength[m] for m in minions)
    assert line.startswith("Skirmish: ") and f"strength {strength[companion]} against {total}" in line
    for fighter in (companion, *minions):
        assert str(panel.scene.cards.face(panel.scene.card_of[fighter]).name).lstrip("\u2022") in line
    for fighter in (companion, *minions):
        counter = panel.scene.kept.items[f"strength:{fighter}"]
        assert (counter.colour, counter.count) == (STRENGTH, strength[fighter])


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_table_reads_at_11_px_at_1366_by_768_in_every_language(qtbot, open_window, game, lang):
    speak(lang)
    window = open_window(1366, 768, still=True)
    spec = position("skirmish")
    window.play(Session.at_position(game, game.Options.model_validate(spec["options"]), spec, 1))
    show_my_table(qtbot, window)
    panel = window.page.panel
    panel.fit()
    with look.recording() as drawn:
        panel.table.viewport().grab()
    assert len(drawn) > 40
    small = sorted({(w, round(px, 1)) for w, px in drawn if px < look.MIN_PX})
    assert not small, small[:8]

    with paint.measuring() as lettering:
        panel.table.viewport().grab()
    # each pile's name beside its count, whole: «Кладбище» was cut to «Кладби…» at this size
    names = {naming.zone(z) for z in ("hand0", "deck0", "discard0", "dead0")}
    piles = [d for d in lettering if d.text in names]
    assert {d.text for d in piles} == names
    assert all(d.whole and d.fits for d in piles), [d.text for d in piles if not d.whole]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_warning_of_a_bid_of_ten_fits_the_side_column_at_1366_by_768(qtbot, open_window, game, lang):
    """R5.4's warning («Если его бремя составит 10 жетонов, вы проигрываете игру») is read
    whole where the bid is set, without scrolling, armed too, in every language."""
    speak(lang)
    window = open_window(1366, 768, still=True)
    table = window.start_game("lotr_tcg", game.Options(players=2, variant="full"), {0: PERSON, 1: "random"},
                              open_table=False, seed=5)
    qtbot.waitUntil(lambda: 0 in game.to_act(table.session.state), timeout=5000)
    qtbot.wait(100)                               # the bid's counter placed in the column
    area = window.page.panel.decision
    widget = area.widget
    widget.spin.setValue(10)
    click(qtbot, widget.confirm)                  # armed: the button says to press again
    qtbot.wait(100)                               # the column laid out again
    assert area.scroll.verticalScrollBar().maximum() == 0
    assert widget.warned.height() >= widget.warned.heightForWidth(widget.warned.width())
    viewport = area.scroll.viewport()
    for part in (widget.warned, widget.more, widget.confirm):
        corner = part.mapTo(viewport, part.rect().bottomRight())
        assert viewport.rect().contains(corner), (part.objectName(), corner, viewport.rect())


def test_the_lobby_offers_each_seat_a_starter_a_saved_deck_or_a_random_one(qtbot, window, game):
    """R2.6: each player plays a deck of his own. A list the deck builder saved is offered as
    soon as it is there; a random legal deck is dealt when the game starts, so the options
    (and a save) hold its cards; the game starts with both."""
    from pathlib import Path

    from lotr_table.engine import folders
    from lotr_table.games.lotr_tcg import data
    from lotr_table.games.lotr_tcg.deck import Deck
    starter = Path(data.__file__).parent / "data" / "decks" / "gandalf.txt"
    (folders.decks_dir("lotr_tcg") / "Mine.txt").write_text(starter.read_text(encoding="utf-8"), encoding="utf-8")
    window.show_lobby()
    lobby = window.lobby
    row = next(i for i in range(lobby.game_list.count())
               if lobby.game_list.item(i).data(Qt.ItemDataRole.UserRole) == "lotr_tcg")
    lobby.game_list.setCurrentRow(row)
    form = lobby.options_form("lotr_tcg")
    assert sorted(lobby._seat_choices) == [0, 1]
    form.players.setValue(3)
    assert sorted(lobby._seat_choices) == [0, 1, 2] and len(form.decks) == 3
    form.players.setValue(2)
    form._fill(form.decks[0])
    names = [form.decks[0].itemText(i) for i in range(form.decks[0].count())]
    assert names == ["Aragorn starter deck", "Gandalf starter deck", "Saved: Mine", "A random legal deck"]
    form.decks[0].setCurrentIndex(2)
    form.decks[1].setCurrentIndex(3)
    options = form.options()
    assert options.decks[0] == data.content().decks["gandalf"].model_copy(update={"id": options.decks[0].id,
                                                                                "name": options.decks[0].name})
    assert isinstance(options.decks[1], Deck) and options.decks[1].id == "random1"
    click(qtbot, lobby.start_button)
    started = window.table.session.options
    assert window.table.game.id == "lotr_tcg" and started.decks[0] == options.decks[0]
    assert isinstance(started.decks[1], Deck) and started.decks[1].id == "random1"


def test_a_bid_that_loses_the_game_is_warned_of_once_before_it_is_made(qtbot, window, game):
    """R5.4: the seed sets no upper limit on a bid and warns «Если его бремя составит 10
    жетонов, вы проигрываете игру»: the bid is a counter of burdens the person sets; set to
    10 it says so at once, the first Confirm sends nothing, the second makes the bid."""
    table = window.start_game("lotr_tcg", game.Options(players=2, variant="full"), {0: PERSON, 1: "random"},
                              open_table=False, seed=5)
    panel = window.page.panel
    qtbot.waitUntil(lambda: 0 in game.to_act(table.session.state), timeout=5000)
    widget = panel.decision.widget
    assert widget.spin.value() == 0 and not widget.warned.isVisibleTo(widget)
    mine = lambda: [a for seat, a in table.session.actions if seat == 0]   # noqa: E731
    for _ in range(10):
        click(qtbot, widget.more)
    assert widget.spin.value() == 10 and not widget.more.isEnabled()
    assert "you lose the game" in widget.warned.text() and widget.warned.isVisibleTo(widget)
    click(qtbot, widget.confirm)
    assert mine() == []
    click(qtbot, widget.confirm)
    qtbot.waitUntil(lambda: mine() != [], timeout=5000)
    assert mine() == [Action("bid", n=10)]


def test_the_introduction_speaks_of_cards_at_the_trading_card_table(qtbot, window):
    """Issue 31: the first-run introduction speaks of cards, not pieces: playing one from the
    hand, assigning a minion by dragging it, reading a card whole."""
    window.intro.cover("lotr_tcg")
    words = " ".join(label.text() for label in window.intro.lines.values()).lower()
    assert "piece" not in words
    assert "hand" in words and "minion" in words and "companion" in words and "pass" in words


def test_a_card_dropped_where_it_cannot_go_is_refused_in_a_bubble_there(qtbot, window, game):
    """A card of the hand carried onto the other player's row, where no play goes, is not
    silently put back: the play is asked for there, and the engine's refusal is said in a
    bubble where it was dropped and under the question."""
    from PySide6.QtCore import QPoint
    table = window.start_game("lotr_tcg", game.Options(players=2), {0: PERSON, 1: "random"}, open_table=False,
                              seed=7)
    panel = window.page.panel

    def plays() -> bool:
        return any(o["kind"] == "play" for o in
                   ((panel.view.get("question") or {}).get("shape") or {}).get("options", []))
    qtbot.waitUntil(lambda: 0 in game.to_act(table.session.state), timeout=5000)
    while not plays():                       # Aragorn's "use him?" at the turn's start: no
        click(qtbot, panel.decision.widget.no)
        qtbot.waitUntil(lambda: plays() or 0 not in game.to_act(table.session.state), timeout=5000)
    qtbot.waitExposed(window)
    qtbot.wait(100)
    hands, vp = panel.hands, panel.table.viewport()
    card = next(key for key in panel.scene.kept.items if hands.offered.moving(key))
    before = len(table.session.actions)
    start = screen_point(panel, panel.scene.kept.items[card])
    end = screen_point(panel, panel.scene.kept.items["seat:1"])
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * k / 8)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: panel.bubble.isVisible(), timeout=3000)
    assert len(table.session.actions) == before
    said = panel.bubble.text()
    assert said and said == panel.decision.reason.text()
