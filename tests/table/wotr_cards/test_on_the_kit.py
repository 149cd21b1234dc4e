"""The card table on the kit (issue 13): the kit's TablePanel with its log heading and log
marks, the turn-order track with the seat at turn and the run of passes, an item lying on its
bearer, and a crowded location whose cards stay inside its slot, read at 11 px or more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.session import Session
from lotr_table.table.kit import look
from lotr_table.table.kit.card import HEIGHT, TITLE_H, WIDTH, FaceCard
from lotr_table.table.kit.panel import TablePanel
from lotr_table.table.wotr_cards.demo import POSITIONS
from tests.table.helpers import click, speak


@pytest.fixture
def game():
    return registry.get_game("wotr_cards")


def at_demo(open_window, qtbot, game, name: str, size=(1366, 768)):
    window = open_window(*size, still=True)
    spec = POSITIONS[name]
    session = Session.at_position(game, game.Options.model_validate(spec["options"]), spec, 1)
    table = window.play(session)
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))
    panel = window.page.panel
    panel.fit()
    return window, table, panel


def card_at(panel, card_id: str) -> FaceCard:
    view = panel.view
    inst = next(c["id"] for z in view["zones"].values() for c in z["cards"] if c and c["card"] == card_id)
    return panel.scene.kept.items[inst]


def test_the_card_table_is_the_kits_panel_with_its_log_heading(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    assert isinstance(panel, TablePanel)
    assert panel.log_heading.text() == "Game log"
    assert panel.decision.widget is not None and panel.decision.widget.buttons


def test_a_log_entry_under_the_pointer_outlines_the_card_it_names(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    hunter = next(c for c in panel.view["zones"]["hand1"]["cards"] if c["card"] == "the_hunter")
    table.act(1, Action("play", card=hunter["id"], to="reserve"))
    table.act(1, game.legal_actions(table.session.state, 1)[0])        # its cost
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))     # Aragorn's turn
    assert panel.view["seats"] == [2]
    log = panel.view["log"]
    played = max(i for i, e in enumerate(log) if e["args"].get("card") == "the_hunter")
    panel._log_hovered(played)
    marks = panel.scene.named.items
    assert marks and any(m.boundingRect().contains(panel.scene.kept.items[hunter["id"]].sceneBoundingRect())
                         for m in marks)
    panel._log_hovered(-1)
    assert not panel.scene.named.items


def test_the_track_rings_the_seat_at_turn_and_ticks_each_pass(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    track = panel.scene.kept.items["track"]
    assert [s.name for s in track.slots] == ["Witch-king", "Aragorn", "Saruman", "Frodo"]   # round 2: the Witch-king first
    assert [s.at_turn for s in track.slots] == [True, False, False, False]
    assert track.note == "Passed in a row: 0 of 4"
    table.act(1, Action("pass"))
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))     # Aragorn's turn
    track = panel.scene.kept.items["track"]
    assert [s.passed for s in track.slots] == [True, False, False, False]
    assert [s.at_turn for s in track.slots] == [False, True, False, False]
    assert track.note == "Passed in a row: 1 of 4"


def test_an_item_lies_on_its_bearer_its_name_kind_and_icons_in_sight(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    # in a reserve: tucked on the bearer's lower part
    item, bearer = card_at(panel, "glamdring"), card_at(panel, "gandalf_the_grey")
    on, under = item.sceneBoundingRect(), bearer.sceneBoundingRect()
    assert under.contains(on), (on, under)                  # on it, not beside it
    assert item.zValue() > bearer.zValue()
    assert on.top() >= under.top() + TITLE_H + 15 + 17      # the bearer's name, kind, icons
    assert on.bottom() == under.bottom()
    # in a location (issue 30: "overlap by card bands, never hiding a name"): the band after its
    # bearer, the bearer's name in sight
    for item_id, bearer_id in (("sting", "frodo_baggins"), ("morgul_blade", "the_witch_king")):
        item, bearer = card_at(panel, item_id), card_at(panel, bearer_id)
        on, under = item.sceneBoundingRect(), bearer.sceneBoundingRect()
        band = QRectF(under.left(), under.top(), under.width(), TITLE_H)
        assert item.zValue() > bearer.zValue() and not on.intersects(band), (item_id, on, under)
        assert on.top() - under.top() <= TITLE_H + 4 + 0.5 or on.top() == under.top()


def test_the_preview_of_an_item_on_its_bearer_is_the_whole_card(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    panel.table.preview_card(card_at(panel, "sting"))
    shown = panel.table.preview.boundingRect()
    assert (shown.width(), shown.height()) == (2 * WIDTH, 2 * HEIGHT)


def test_six_active_locations_keep_every_card_inside_its_slot(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "crowded")
    kept = panel.scene.kept.items
    active = [loc["id"] for loc in panel.view["zones"]["active"]["cards"]]
    assert len(active) == 6
    for loc in active:
        slot = kept[f"slot:{loc}"].sceneBoundingRect()
        cards = [c["id"] for c in panel.view["zones"][f"at_{loc}"]["cards"]] + [loc]
        for inst in cards:
            assert slot.contains(kept[inst].sceneBoundingRect()), (loc, inst)
    helms_deep = len(panel.view["zones"]["at_helms_deep"]["cards"])
    assert helms_deep == 9


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("name", ["crowded", "trilogy", "three_player_duel", "fellowship"])
def test_a_crowded_table_reads_at_11_px_at_1366_by_768(qtbot, open_window, game, lang, name):
    speak(lang)
    window, table, panel = at_demo(open_window, qtbot, game, name)
    with look.recording() as drawn:
        panel.table.viewport().grab()
    assert len(drawn) > 40
    small = sorted({(w, round(px, 1)) for w, px in drawn if px < look.MIN_PX})
    assert not small, small[:8]


def test_what_others_did_since_the_seats_last_action_is_marked_from_where_it_came(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    state = lambda: table.session.state

    def act(seat, action):
        if window.page.result_hold.is_up:                              # a revealed card, seen first
            click(qtbot, window.page.result_hold.findChild(QPushButton, "continue"))
        if window.page.curtain.is_up:
            click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))
        assert panel.view["seats"] == [seat]
        table.act(seat, action)

    act(1, Action("pass"))                                             # the Witch-king acts last
    boromir = next(i for i in state().zones.cards["hand2"] if state().zones.card_of[i] == "boromir")
    act(2, Action("play", card=boromir, to="reserve"))
    for _ in range(5):                                                 # Aragorn pays for Boromir
        if game.to_act(state()) != [2]:
            break
        act(2, game.legal_actions(state(), 2)[0])
    act(3, Action("pass"))
    act(0, next(a for a in game.legal_actions(state(), 0) if a.kind in ("pass", "cycle")))
    if window.page.result_hold.is_up:
        click(qtbot, window.page.result_hold.findChild(QPushButton, "continue"))
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))
    assert panel.view["seats"] == [1]
    trails = panel.scene.trails.items
    moved = [key for key in trails if key[0] == boromir]
    assert moved, list(trails)
    trail = trails[moved[0]]
    hand_pile = panel.scene.kept.items["pile:hand2"].sceneBoundingRect()
    assert trail.came_from.boundingRect() == hand_pile                 # from Aragorn's hand
    assert trail.to.boundingRect() == panel.scene.kept.items[boromir].sceneBoundingRect()


def test_each_fighter_shows_the_icons_it_counts_and_the_location_the_totals(qtbot, open_window, game):
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    counted = panel.view["counts"]["weathertop"]
    location = panel.scene.kept.items["weathertop"]
    assert [n for _, n in location.face.counters] == [counted["defence"], counted["attack"]]
    witch_king = card_at(panel, "the_witch_king")
    # the Witch-king carries the Morgul Blade: his count is shown on the item, over his corner
    blade = card_at(panel, "morgul_blade")
    assert [n for _, n in blade.face.counters] == [counted["cards"][witch_king.key]]
    frodo = card_at(panel, "frodo_baggins")
    sting = card_at(panel, "sting")
    assert [n for _, n in sting.face.counters] == [counted["cards"][frodo.key]] == [2]
    colours = {blade.face.counters[0][0], sting.face.counters[0][0]}
    assert len(colours) == 2                              # attack and defence told apart


def _after_combats(qtbot, game):
    from lotr_table.table.wotr_cards import make_panel
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1366, 720)
    panel.show()
    state = game.position(POSITIONS["duel"], 1)
    view = game.view(state, 1)
    panel.show_view(view, 1)
    panel.note_acted(1, view)
    # everyone passes (or cycles); then the first player fights the combats in the order offered first
    while not game.view(state, None)["combats"] or state.phase == "victory":
        seat = game.to_act(state)[0]
        acts = game.legal_actions(state, seat)
        state = game.apply(state, seat, next((a for a in acts if a.kind == "pass"), acts[0]))
    return panel, state


def test_combats_are_told_one_location_at_a_time_at_the_pace_then_nothing_hides_the_table(qtbot, game, english):
    # Issue 30: "Combat step by step: each location's fight shown in turn with its icons
    # counted, the cards removed, the winner, at the computer's pace ...; then the account,
    # which never hides the table."
    from lotr_table.table.kit import motion
    panel, state = _after_combats(qtbot, game)
    motion.set_step_ms(150)
    try:
        panel.clear()
        panel.show_view(game.view(state, 1), 1)
        report = panel.scene.report
        fought = game.view(state, None)["combats"]["combats"]
        assert report.isVisible() and len(fought) == 3 and len(report.columns) == 1
        seen = []
        qtbot.waitUntil(lambda: (seen.append(report.columns[0].title) or not report.isVisible()), timeout=3000)
        names = [t for k, t in enumerate(seen) if k == 0 or seen[k - 1] != t]
        assert len(names) == len(set(names)) == 3 and names[0] == "The Old Forest"     # each in turn
        forest = panel.scene.steps[0]
        assert forest.lines[0].startswith("Attack ") and "Witch-king" in forest.lines[0]     # icons counted
        assert forest.lines[1].startswith("Defence ") and "Frodo Baggins" in forest.lines[1]
        assert any(line.endswith("win The Old Forest.") for line in forest.lines)              # the winner
        assert not report.isVisible()                 # told: nothing stays over the next locations
    finally:
        motion.set_step_ms(1000)


def test_a_click_skips_the_combats_told(qtbot, game, english):
    from lotr_table.table.kit import motion
    panel, state = _after_combats(qtbot, game)
    motion.set_step_ms(5000)
    try:
        panel.clear()
        panel.show_view(game.view(state, 1), 1)
        report = panel.scene.report
        assert report.isVisible()
        at = panel.table.mapFromScene(report.sceneBoundingRect().center())
        QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        assert not report.isVisible() and not motion.running()
    finally:
        motion.set_step_ms(1000)


def test_the_keys_play_a_card_the_arrows_ring_enter_plays_it_or_asks_which(qtbot, open_window, game):
    # DESIGN.md, "The table": every drag has a click alternative and a keyboard shortcut.
    window, table, panel = at_demo(open_window, qtbot, game, "trilogy")
    hands, view = panel.hands, panel.table
    answers = hands.focusables()
    assert answers and {c.key for c in answers} <= hands.offered.named()
    ways = {}
    for _ in answers:
        QTest.keyClick(view, Qt.Key.Key_Right)
        card = hands.focused_item()
        assert card.focused and sum(c.focused for c in answers) == 1     # one ring, on the card
        ways.setdefault(len([o for o, _ in hands.offered.using(card.key)]) > 1, card)
    several = ways.get(True)
    if several is not None:                # more than one way to play it: the buttons ask which
        while hands.focused_item() is not several:
            QTest.keyClick(view, Qt.Key.Key_Left)
        QTest.keyClick(view, Qt.Key.Key_Return)
        asked = [b.answer for b in panel.decision.findChildren(QPushButton) if getattr(b, "answer", None)]
        assert sorted(map(str, asked)) == sorted(str(o) for o, _ in hands.offered.using(several.key))
        QTest.keyClick(view, Qt.Key.Key_Escape)
    one = ways[False]
    while hands.focused_item() is not one:
        QTest.keyClick(view, Qt.Key.Key_Right)
    [option] = [o for o, _ in hands.offered.using(one.key)]
    # no answer here can be taken back: Enter selects (the card ringed, its answer asked), a
    # second Enter does it
    sent = []
    panel.action_chosen.connect(lambda *args: sent.append(args))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert not sent and one.selected
    with qtbot.waitSignal(panel.action_chosen, timeout=2000) as chosen:
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen.args == [1, Action.from_json(option)]
