"""Issue 27, point 2: "Dropping a card on Sam during the Council says it «cannot be given now»
while the same pass is offered as a button; dragging a revealed card pans the table."

The seed's Council of Elrond: «каждый игрок передаёт одну карту игроку слева» — the card goes
to the next hobbit, so a card dropped on that hobbit is the pass the button offers."""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPointF

from lotr_table.engine.action import Action
from tests.table.lotr_coop.test_decisions_at_the_table import GAME, Table, _drag


@lru_cache(maxsize=None)
def a_council():
    for seed in range(60):
        s = GAME.setup(GAME.Options(players=3), seed)
        rng = random.Random(seed)
        for _ in range(400):
            to = GAME.to_act(s)
            if not to:
                break
            view = GAME.view(s, to[0])
            if (view.get("pending") or {}).get("kind") == "council":
                return s, to[0]
            s = GAME.apply(s, to[0], rng.choice(GAME.legal_actions(s, to[0])))
    raise AssertionError("no Council in random games")


def test_a_card_dropped_on_the_next_hobbit_at_the_council_is_passed(qtbot, data_dir, english):
    state, seat = a_council()
    t = Table(qtbot, state, seat)
    passes = [a for a in t.panel.view["actions"] if a["kind"] == "pass_card"]
    assert passes
    living = [x for x in range(3) if state.hobbits[x].alive]
    nxt = living[(living.index(seat) + 1) % len(living)]
    card = next(c for c in t.panel.scene.hand_cards if c.card == passes[0]["card"])
    reasons = []
    t.panel.status.connect(reasons.append)
    _drag(t, card, t.panel.scene.hobbit_places[nxt].center())
    t.wait(1)
    assert t.applied[0] == (seat, Action.from_json(passes[0]))
    assert not any("cannot be given" in r for r in reasons)


def test_dragging_a_card_that_cannot_move_does_not_pan_the_table(qtbot, data_dir, english):
    state, seat = a_council()
    t = Table(qtbot, state, seat)
    view = t.panel.table
    view.scale(2, 2)                                            # room to pan
    qtbot.wait(20)
    pinned = next(c for c in t.panel.scene.items() if hasattr(c, "grip") and not getattr(c, "draggable", False))
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    centre = pinned.sceneBoundingRect().center()
    _drag(t, pinned, centre + QPointF(-120, -80))
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == before
