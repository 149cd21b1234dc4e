"""Issue 12, "Readable": the cooperative game's decisions are not a wall of buttons that move.

- While one hobbit's step lasts, a card played takes its buttons out of use where they stand:
  no other button moves under the pointer.
- A card used in several ways (Miruvor from any hobbit to any other) is one group per giver
  with a short button per receiver, not a button per pair.
- A card is given by dropping it on a hobbit's card (or by clicking it); whom a card goes to
  is answered by clicking that hobbit's card on the table.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.table.lotr_coop import demo, make_panel, words

GAME = registry.get_game("lotr_coop")


@lru_cache(maxsize=None)
def first_state(wanted: str):
    """The first state of seeded random 4-hobbit games where the seat to act is offered
    `wanted`: "give" (a card to hand over), "give_to" (whom a revealed card goes to) or
    "miruvor" (Miruvor from hobbit to hobbit)."""
    for seed in range(40):
        s = GAME.setup(GAME.Options(players=4), seed)
        rng = random.Random(seed)
        for _ in range(600):
            to = GAME.to_act(s)
            if not to:
                break
            seat = to[0]
            acts = GAME.view(s, seat).get("actions", [])
            if wanted in ("give", "give_to") and any(a["kind"] == wanted for a in acts):
                return s, seat
            if wanted == "miruvor" and sum(a["kind"] == "epic" and a.get("card") == "miruvor" for a in acts) >= 6:
                return s, seat
            s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    raise AssertionError(f"no random game offered {wanted}")


class Table:
    """The real panel; every action it sends is applied, and the seat to act is shown next."""

    def __init__(self, qtbot, state, seat) -> None:
        self.state, self.applied = state, []
        self.panel = make_panel()
        qtbot.addWidget(self.panel)
        self.panel.resize(1600, 1000)
        self.panel.show()
        self.panel.action_chosen.connect(self._apply)
        self.panel.show_view(GAME.view(state, seat), seat)
        self.panel.fit()
        self.qtbot = qtbot

    def _apply(self, seat, action) -> None:
        try:
            self.state = GAME.apply(self.state, seat, action)
        except IllegalAction as refused:
            self.panel.show_refusal(str(refused))
            return
        self.applied.append((seat, action))
        to = GAME.to_act(self.state)
        if to:
            self.panel.show_view(GAME.view(self.state, to[0]), to[0])

    def wait(self, n: int) -> None:
        self.qtbot.waitUntil(lambda: len(self.applied) >= n, timeout=2000)

    def at(self, scene_point: QPointF) -> QPoint:
        return self.panel.table.mapFromScene(scene_point)


def test_a_card_played_leaves_every_other_button_where_it_stood(qtbot, data_dir, english):
    from lotr_table.table.screenshot import _position_session
    session = _position_session(GAME, demo.POSITIONS["moria"])
    seat = GAME.to_act(session.state)[0]
    t = Table(qtbot, session.state, seat)
    area = t.panel.decision
    qtbot.wait(50)                                              # laid out
    before = {json_key(b.answer): (b, b.geometry()) for b in area.action_buttons}
    played = Action("play", card="grey_travelling", track="travelling").to_json()
    button = next(b for b in area.action_buttons if b.answer == played)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    t.wait(1)
    qtbot.wait(50)
    assert GAME.to_act(t.state) == [seat]                       # still Frodo's cards
    offered = t.panel.view["actions"]
    still = [a for a in offered if a["kind"] == "play"]
    assert still and played not in offered
    for action in still:
        b, where = before[json_key(action)]
        assert b.isEnabled() and b.geometry() == where and b in area.action_buttons
    # the played card's buttons stay where they were, out of use
    gone = [b for b, _ in before.values() if b.answer.get("card") == "grey_travelling"]
    assert gone and all(not b.isEnabled() and b.isVisibleTo(area) for b in gone)


def json_key(action: dict) -> str:
    return str(sorted(action.items()))


def test_miruvor_from_hobbit_to_hobbit_is_one_group_per_giver(qtbot, data_dir, english):
    state, seat = first_state("miruvor")
    t = Table(qtbot, state, seat)
    offered = [a for a in t.panel.view["actions"] if a["kind"] == "epic" and a.get("card") == "miruvor"]
    area = t.panel.decision
    buttons = [b for b in area.action_buttons if b.answer in offered]
    assert len(buttons) == len(offered)
    view = t.panel.view
    givers = {a["target"] for a in offered}
    groups = {label.text() for label in area.findChildren(QLabel) if label.objectName() == "cardname"}
    for giver in givers:
        assert f"Miruvor: {words.seat_name(giver, view)} gives" in groups
    for b in buttons:
        assert b.text() == f"to {words.seat_name(b.answer['to'], view)}"
        assert b.accessibleName() == words.action_label(b.answer, view)   # the whole, for a screen reader


def _drag(t, card, to: QPointF) -> None:
    vp = t.panel.table.viewport()
    start, end = t.at(card.sceneBoundingRect().center()), t.at(to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (k / 8))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_a_card_dropped_on_a_hobbit_is_given(qtbot, data_dir, english):
    # a card given goes to the hobbit its option names (a card set aside towards a payment
    # goes before its giver; Miruvor's to its receiver): dropped on that hobbit it is given,
    # dropped on another it is not
    state, seat = first_state("give")
    t = Table(qtbot, state, seat)
    give, acts_on = next((o, a) for o, a in zip(t.panel.view["actions"], t.panel.view["acts_on"])
                         if o["kind"] == "give")
    receiver = acts_on["to"]
    assert acts_on == {"piece": give["card"], "to": receiver}
    if t.panel.view["pending"]["kind"] != "miruvor":
        assert receiver == seat
    card = next(c for c in t.panel.scene.hand_cards if c.card == give["card"])
    other = next(s for s in t.panel.scene.hobbit_places if s != receiver)
    _drag(t, card, t.panel.scene.hobbit_places[other].center())
    qtbot.wait(100)
    assert t.applied == []
    card = next(c for c in t.panel.scene.hand_cards if c.card == give["card"])
    _drag(t, card, t.panel.scene.hobbit_places[receiver].center())
    t.wait(1)
    assert t.applied[0] == (seat, Action.from_json(give))


def test_whom_a_card_goes_to_is_answered_by_clicking_that_hobbits_card(qtbot, data_dir, english):
    state, seat = first_state("give_to")
    offered = {a["seat"] for a in GAME.view(state, seat)["actions"] if a["kind"] == "give_to"}
    t = Table(qtbot, state, seat)
    receiver = sorted(offered)[-1]
    QTest.mouseClick(t.panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     t.at(t.panel.scene.hobbit_places[receiver].center()))
    t.wait(1)
    assert t.applied[0] == (seat, Action("give_to", seat=receiver))
