"""Skirmish drawn through the table kit: the zones of its view become cards, piles and lanes;
its compound play, its "about to" Ambush window and its joint regroup are asked by the kit's
decision widgets; a click applies the action through the engine and the keyed scene moves
the same card item; nothing hidden is drawn; nothing is too small to read."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.engine.playout import random_decision
from lotr_table.table.kit import look, motion
from lotr_table.table.kit.card import FaceCard
from lotr_table.table.kit.decisions.choose_one import ChooseOneWidget
from lotr_table.table.kit.decisions.yes_no import YesNoWidget
from lotr_table.table.kit.pile import PileItem
from tests.engine import toy_cards as rules
from tests.table.kit.skirmish_play import DARK, LIGHT, SkirmishAtTable
from tests.table.skirmish_table import SkirmishNaming, spots


@pytest.fixture(autouse=True)
def still(qapp):
    motion.set_enabled(False)
    yield
    motion.set_enabled(True)


def visible_ids(view: dict, zone: str) -> list[str]:
    return [c["id"] for c in view["zones"][zone]["cards"] if c is not None]


def test_the_zones_of_the_view_become_hands_decks_discards_and_lanes(qtbot):
    table = SkirmishAtTable(qtbot, seed=6)
    view, items = table.panel.view, table.panel.layer.items
    # the Light person's two hands face up, in the hands' places
    for seat in LIGHT:
        ids = visible_ids(view, rules.hand(seat))
        assert len(ids) == 3
        for key in ids:
            assert items[key].face_up and table.panel.cards.zone_of[key] == rules.hand(seat)
    # the Dark hands and every deck: backs, as many as the zone holds
    for seat in range(4):
        zones = [rules.deck(seat)] + ([rules.hand(seat)] if seat in DARK else [])
        for zone in zones:
            backs = [k for k, z in table.panel.cards.zone_of.items() if z == zone]
            assert len(backs) == view["zones"][zone]["count"] and all(not items[k].face_up for k in backs)
        assert items[f"pile:{rules.deck(seat)}"].count == 3
    # four empty lanes, each titled by its team and side
    lanes = [items[f"lane:{rules.lane(t, n)}"] for t in rules.TEAMS for n in rules.LANES]
    assert [lane.title for lane in lanes] == ["the Light: left lane", "the Light: right lane",
                                              "the Dark: left lane", "the Dark: right lane"]


def test_a_card_is_played_in_two_steps_and_the_same_item_slides_into_its_lane(qtbot):
    table = SkirmishAtTable(qtbot, seed=6)
    q = table.question()
    assert q["seat"] == 0 and isinstance(table.panel.decision.widget, ChooseOneWidget)
    assert table.panel.decision.prompt.text() == "Light, first: choose a card to play."
    captain = next(k for k in visible_ids(table.panel.view, "hand0") if table.state.zones.card_of[k] == "captain")
    item = table.card(captain)
    in_hand = QPointF(item.pos())
    assert item.lit                                    # a card to play is a target on the table too
    table.click_option("Play Captain")
    # the second part: the lane, with Back to change the card
    assert table.question()["prompt"] == "Choose its lane."
    assert [b.text().replace("\n", " ") for b in table.panel.decision.widget.buttons] == [
        "1. To the left lane", "2. To the right lane", "3. Back"]
    assert table.panel.layer.items["lane:light_left"].lit
    table.click_option("To the left lane")
    # the Dark may answer before it lands: both pass, out of the Light's sight
    for seat in (1, 3):
        assert rules.GAME.to_act(table.state) == [seat]
        table.apply(seat, PASS)
    table.show(LIGHT)
    assert table.card(captain) is item                 # kept, not rebuilt
    assert item.pos() != in_hand
    assert item.pos() == spots()["light_left"].places(1)[0]
    assert table.panel.layer.items["lane:light_left"].note == "strength 1"


def test_the_dark_may_answer_a_landing_card_with_an_ambush(qtbot):
    table = SkirmishAtTable(qtbot, seed=3)
    scout = next(k for k in visible_ids(table.panel.view, "hand0") if table.state.zones.card_of[k] == "scout")
    table.click_option("Play Scout")
    table.click_option("To the right lane")
    table.show(DARK)                                  # the screen passes to the Dark
    q = table.question()
    assert q["seat"] == 1 and q["prompt"] == "Answer with an Ambush?"
    assert table.panel.decision.prompt.text() == "Dark, first: a card is about to land. Answer with an Ambush?"
    widget = table.panel.decision.widget
    assert isinstance(widget, ChooseOneWidget)
    assert [b.text().replace("\n", " ") for b in widget.buttons] == ["1. Spring the Ambush", "2. Pass"]
    ambush = widget.options[0]["card"]
    assert table.card(ambush).lit and table.card(ambush).face_up
    # the Scout, shown as it was played, is face up for the Dark too
    assert table.card(scout).face_up and not table.card(scout).lit
    scout_item = table.card(scout)
    table.click_option("Spring the Ambush")
    assert table.card(scout) is scout_item
    assert table.panel.cards.zone_of[scout] == "discard0" and table.panel.cards.zone_of[ambush] == "discard1"
    assert table.panel.view["zones"]["light_right"]["count"] == 0


def play_first_round(table: SkirmishAtTable) -> None:
    """Every seat plays its first playable card to the left lane; nobody answers."""
    while rules.GAME.to_act(table.state) and table.state.turn <= 4 and table.state.pending.kind != "_propose":
        seat = rules.GAME.to_act(table.state)[0]
        acts = rules.GAME.legal_actions(table.state, seat)
        pick = next((a for a in acts if a.kind == "pick" and a["value"] != "right"), None)
        table.apply(seat, pick if pick is not None else next(a for a in acts if a.kind in ("pass", "no")))


def test_a_regroup_is_proposed_then_consented_to(qtbot):
    table = SkirmishAtTable(qtbot, seed=6)
    play_first_round(table)
    table.show(LIGHT)
    q = table.question()
    assert q["kind"] == "_propose" and q["seat"] == 0
    assert [b.text().replace("\n", " ") for b in table.panel.decision.widget.buttons] == [
        "1. Regroup: both lanes to the discards, each of us draws", "2. Pass"]
    lane_cards = visible_ids(table.panel.view, "light_left")
    items = {k: table.card(k) for k in lane_cards}
    table.click_option("Regroup: both lanes to the discards, each of us draws")
    # the partner, held by the same person: no curtain, a yes/no consent
    q = table.question()
    assert q["kind"] == "_consent" and q["seat"] == 2
    widget = table.panel.decision.widget
    assert isinstance(widget, YesNoWidget)
    assert table.panel.decision.prompt.text() == (
        "Light, second: Your partner proposes: Regroup: both lanes to the discards, each of us draws. Do you agree?")
    before = len(table.applied)
    qtbot.mouseClick(widget.yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(table.applied) > before)
    for key, item in items.items():
        assert table.card(key) is item
        assert table.panel.cards.zone_of[key].startswith("discard")


def test_a_drawn_card_leaves_the_deck_as_the_same_back_it_was(qtbot):
    """A draw seen by the other team: a back leaves the deck and arrives in the hand."""
    table = SkirmishAtTable(qtbot, seed=6)
    play_first_round(table)
    table.show(DARK)
    deck_backs = [k for k, z in table.panel.cards.zone_of.items() if z == "deck0"]
    top = table.card(deck_backs[-1])
    table.apply(0, Action("regroup"))
    table.apply(2, Action("yes"))
    table.show(DARK)
    key = next(k for k, item in table.panel.layer.items.items() if item is top)
    assert table.panel.cards.zone_of[key] == "hand0" and not top.face_up


def test_a_card_i_draw_turns_face_up_on_its_way_from_my_deck(qtbot):
    table = SkirmishAtTable(qtbot, seed=6)
    play_first_round(table)
    table.show(LIGHT)
    top = table.card([k for k, z in table.panel.cards.zone_of.items() if z == "deck0"][-1])
    table.click_option("Regroup: both lanes to the discards, each of us draws")
    before = len(table.applied)
    table.panel.raise_()
    table.panel.activateWindow()
    # a loaded machine may take seconds to hand the window the keyboard: wait for it, not a guess
    qtbot.waitUntil(table.panel.isActiveWindow, timeout=30_000)
    qtbot.keyClick(table.panel.table, Qt.Key.Key_Y)      # Y answers yes, wherever the focus is
    qtbot.waitUntil(lambda: len(table.applied) > before, timeout=30_000)
    key = next(k for k, item in table.panel.layer.items.items() if item is top)
    assert table.panel.cards.zone_of[key] == "hand0" and top.face_up
    assert key == table.state.zones.cards["hand0"][-1]           # now known by its id


def drawn_words(panel) -> list[tuple[str, float]]:
    motion.finish_all()
    with look.recording() as drawn:
        panel.table.viewport().grab()
    return drawn


def allowed_words(view: dict, naming: SkirmishNaming) -> set[str]:
    """What a person may read on the table: the faces of the cards their view shows, and
    the table's own labels and counts."""
    words = {"Deck", "Discard", "to act"}
    words |= {naming.seat(s) for s in range(4)} | {naming.zone(rules.lane(t, n)) for t in rules.TEAMS for n in rules.LANES}
    words |= {str(n) for n in range(20)} | {f"strength {n}" for n in range(20)}
    for zone in view["zones"].values():
        for c in zone["cards"]:
            if c is not None:
                face = naming.card(c["card"])
                words |= {face.name, face.text} | {f"{a} {b}" for a, b in face.numbers} | {b for _, b in face.numbers}
    return words


def test_no_hidden_card_is_ever_drawn_for_a_person_who_may_not_know_it(qtbot):
    rng = random.Random(5)
    table = SkirmishAtTable(qtbot, seed=9)
    naming = table.panel.naming
    while rules.GAME.outcome(table.state) is None:
        seat, action = random_decision(rules.GAME, table.state, rng)
        table.apply(seat, action)
        for person in (LIGHT, DARK, frozenset({1})):
            table.show(person)
            view = table.panel.view
            known = {c["id"] for z in view["zones"].values() for c in z["cards"] if c}
            for key, item in table.panel.layer.items.items():
                if isinstance(item, FaceCard) and item.face_up:
                    assert key in known
                    assert item.face == naming.card(table.state.zones.card_of[key])
                elif isinstance(item, FaceCard):
                    assert item.words() == [] and key.startswith("back:")
            drawn = {words for words, _ in drawn_words(table.panel)}
            assert drawn <= allowed_words(view, naming)


def test_nothing_on_the_table_is_smaller_than_11_px_at_1366_by_768(qtbot):
    table = SkirmishAtTable(qtbot, seed=3, size=(1366, 768 - 56))      # less the menu and status bars
    table.panel.fit()
    table.click_option("Play Scout")
    drawn = drawn_words(table.panel)
    assert drawn and min(px for _, px in drawn) >= look.MIN_PX
    assert {w for w, _ in drawn} >= {"Scout", "Captain", "Light, first", "Deck"}


def test_the_piles_count_their_cards(qtbot):
    table = SkirmishAtTable(qtbot, seed=6)
    piles = {k: i for k, i in table.panel.layer.items.items() if isinstance(i, PileItem)}
    assert {k: i.count for k, i in piles.items()} == {f"pile:{z}{s}": (3 if z == "deck" else 0)
                                                        for s in range(4) for z in ("deck", "discard")}
    play_first_round(table)
    table.show(LIGHT)
    assert piles["pile:deck0"].count == 3 and piles["pile:discard0"].count == 0
    table.apply(0, Action("regroup"))
    table.apply(2, Action("yes"))
    table.show(LIGHT)
    assert table.panel.layer.items["pile:deck0"] is piles["pile:deck0"]
    assert piles["pile:deck0"].count == 2 and piles["pile:discard0"].count == 1


def test_the_hover_preview_of_a_card_in_hand_hides_none_of_the_cards_to_play(qtbot):
    table = SkirmishAtTable(qtbot, seed=7)                  # three cards to play
    table.panel.fit()
    lit = [item for item in table.panel.layer.items.values() if getattr(item, "lit", False)]
    assert len(lit) == 3
    for item in lit:
        table.panel.table.preview_card(item)
        shown = table.panel.table.preview.sceneBoundingRect()
        assert table.panel.table.preview.isVisible() and shown.width() == 2 * item.boundingRect().width()
        assert not any(shown.intersects(other.sceneBoundingRect()) for other in lit)
    # a back is never previewed
    back = next(i for k, i in table.panel.layer.items.items() if k.startswith("back:"))
    table.panel.table.preview_card(back)
    assert not table.panel.table.preview.isVisible()


def test_a_click_on_a_lit_card_and_then_on_a_lit_lane_plays_it(qtbot):
    table = SkirmishAtTable(qtbot, seed=6)
    table.panel.fit()
    view = table.panel.table
    captain = next(k for k in visible_ids(table.panel.view, "hand0") if table.state.zones.card_of[k] == "captain")

    def click_item(item) -> None:
        before = len(table.applied)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(item.sceneBoundingRect().center()))
        qtbot.waitUntil(lambda: len(table.applied) > before, timeout=2000)

    click_item(table.card(captain))
    assert table.applied[-1] == (0, Action("pick", part="card", value=captain))
    # an unlit lane is no answer: a click on it does nothing
    dark_lane = table.panel.layer.items["lane:dark_left"]
    assert not dark_lane.lit
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(dark_lane.sceneBoundingRect().center()))
    qtbot.wait(20)
    assert len(table.applied) == 1
    click_item(table.panel.layer.items["lane:light_right"])
    assert table.applied[-1] == (0, Action("pick", part="lane", value="right"))


def test_a_full_hand_wraps_inside_its_seat_area_with_every_title_in_sight():
    from lotr_table.table.kit.card import HEIGHT, TITLE_H, WIDTH
    from tests.table.skirmish_table import _seat_rect
    spot = spots()["hand0"]
    places = spot.places(len(rules.DECK))                  # every card of a deck in hand at once
    assert len({p.y() for p in places}) == 2               # two rows
    area = _seat_rect(0)
    for i, p in enumerate(places):
        assert area.contains(QRectF(p.x(), p.y(), WIDTH, HEIGHT))
        band = QRectF(p.x(), p.y(), WIDTH, TITLE_H)
        assert not any(band.intersects(QRectF(q.x(), q.y(), WIDTH, HEIGHT).adjusted(0.5, 0.5, -0.5, -0.5))
                       for q in places[i + 1:])


def test_the_kits_own_words_follow_the_language(qtbot, english):
    from lotr_table.table import i18n
    table = SkirmishAtTable(qtbot, seed=3)
    table.click_option("Play Scout")
    assert table.panel.decision.widget.buttons[-1].text() == "3. Back"
    i18n.set_language("uk")
    table.panel.retranslate()
    assert table.panel.decision.widget.buttons[-1].text() == "3. Назад"
    table.click_option("To the right lane")
    table.show(DARK)
    assert [b.text().replace("\n", " ") for b in table.panel.decision.widget.buttons][-1] == "2. Пас"
