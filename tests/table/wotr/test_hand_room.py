"""A hand of six event cards, or eight before its player discards, at 1366x768 (the window's board some 700 pixels high) with hints
allowed: every card's whole title reads at 11 px or more and lies above the hint button, so
each is reached by a click (issue 33: "each seat's hand of event cards")."""

from __future__ import annotations

import html

import pytest

from lotr_table.table.kit import paint
from lotr_table.table.wotr import card_faces

from tests.table.wotr.test_board_margins import hand_titles_read_whole, show, table, walk  # noqa: F401  (the fixture)


@pytest.mark.parametrize("n", [6, 8])
def test_a_hand_reads_whole_above_the_hint_button(table, n):
    # «кожен гравець може мати на руці щонайбільше шість карт. Він повинен відразу скинути
    # зайві карти»: the hand is drawn with the cards over six while its player chooses which go
    s, seat = walk(5 if n == 6 else 7, lambda s, seat, v: len(s.hands[seat]) >= n, limit=8000)
    table.resize(1366, 703)
    table.allow_hints(True)
    show(table, s, seat)
    hand = table.scene.margins.hand
    assert len(hand.cards) >= n
    hand_titles_read_whole(table, hand)
    view, button = table.table, table.hint_row
    top = button.mapTo(view.viewport(), button.rect().topLeft()).y()
    for item in hand.cards.values():
        box = item.deviceTransform(view.viewportTransform()).mapRect(item.size)
        assert box.bottom() <= top and box.right() <= view.viewport().width()


def test_space_over_a_card_shows_its_whole_text(qtbot, table):
    # a card's whole text one hover or one key away: Space with the pointer on the card
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtWidgets import QPushButton, QToolTip
    s, seat = walk(5, lambda s, seat, v: len(s.hands[seat]) >= 2)
    show(table, s, seat)
    view = table.table
    key, item = next(iter(table.scene.margins.hand.cards.items()))
    at = item.deviceTransform(view.viewportTransform()).map(QPointF(30, 8)).toPoint()
    qtbot.mouseMove(view.viewport(), at)
    # the keys are the decision area's (a button has the focus), the pointer rests on the card
    button = table.findChildren(QPushButton)[0]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert view.whole_shown == key
    assert QToolTip.isVisible() and html.escape(str(card_faces.face(key).name)) in QToolTip.text()
    assert QToolTip.text() == item.toolTip()        # the whole card, as the hover says it
    qtbot.wait(50)
    assert not table.chosen                         # and the button with the keys was not pressed


def test_a_card_played_on_the_table_lies_by_its_sides_dice_with_its_text_one_hover_away(table):
    # «Викладіть на стіл ... після розіграшу карту не скидають, а її ефекти тривають»: a card
    # on the table is drawn under its side's dice, by name, its whole text in its tip
    from lotr_table.games.wotr import cards as rule_cards

    def on_table(s, seat, v):
        return any(k.startswith("table") and (z.get("cards") or []) for k, z in (v.get("zones") or {}).items())
    s, seat = walk(2, on_table)
    show(table, s, seat)
    zones = table.view["zones"]
    zone, z = next((k, z) for k, z in zones.items() if k.startswith("table") and z.get("cards"))
    card = z["cards"][0]["card"]
    side = ("free_peoples", "shadow")[rule_cards.side_of_seat(2, int(zone[5:]))]
    tray = table.scene.margins.dice[side]
    assert list(tray.on_table) == [card] and table.scene.item_of(card) is tray.on_table[card]
    assert tray.on_table[card].toolTip() == card_faces.tip(card)
    for item in table.scene.items():
        item.update()
    with paint.measuring() as drawn:
        table.table.viewport().repaint()
    name = str(card_faces.face(card).name)
    assert any(one.text == name and one.whole and one.px >= 11 for one in drawn)


def test_a_single_card_with_little_room_left_is_a_chip_above_the_hint_button(table):
    # the plates above the hand grow (cards on the table, a wrapped line): a hand of one card,
    # with less room than a card's least height above the hint button, is drawn as a chip with
    # its whole title rather than under the button
    from lotr_table.table.wotr import hand as hand_plate
    s, seat = walk(5, lambda s, seat, v: len(s.hands[seat]) >= 1)
    show(table, s, seat)
    hand = table.scene.margins.hand
    top = 100.0
    hand.room = top + hand_plate.PAIR_H + hand_plate.plate.PAD + 4
    size, _ = hand.card_size(1, top)
    assert size[1] <= hand.room - top - hand_plate.plate.PAD
    assert size[1] >= hand_plate.CHIP_H          # its title on a line, 11 px or more


def test_with_four_people_each_seats_counts_take_a_line_of_the_hands_room(table):
    # «кожен гравець може мати на руці щонайбільше чотири карти, якщо має союзника»: with four
    # people each seat's counts (in hand, discarded) stand as a table, its name and two small
    # cards with the numbers, a line each where the name fits: the lines of words took two each
    # (seven lines in Russian) and left the hand under the hint button, cut at the window's bottom
    from lotr_table.table import i18n
    from lotr_table.table.wotr import plate
    assert i18n.set_language("ru")
    s, seat = walk(3, lambda s, seat, v: len(s.hands[seat]) >= 4, players=4, limit=3000)
    table.resize(1366, 703)
    table.allow_hints(True)
    show(table, s, seat)
    hand = table.scene.margins.hand
    assert hand.compact and len(hand.table_rows) == 4
    words = sum(plate.rows(text, hand.rect.width() - 2 * plate.PAD) for text, _ in hand.lines)
    assert words == 7 and hand._lines_h([]) == 5 * plate.ROW_H     # «Саруман и союзники Саурона» on two
    zones = table.view["zones"]
    for other in range(4):
        hand_zone = zones[f"hand{other}"]
        shown = other == seat or any(e and e.get("card") for e in hand_zone.get("cards") or [])
        n = None if shown else hand_zone["count"]       # a hand seen is drawn as its faces
        assert hand.table_rows[other][1:] == (n, zones[f"discard{other}"]["count"])
    # the words are the plate's tip
    assert [line for line in hand.toolTip().splitlines()[4:]] == [text for text, _ in hand.lines]
    hand_titles_read_whole(table, hand)
