"""Issue 27, point 9: "a cooperative question with no answer that says why". A payment asked of
a hobbit who holds nothing that pays leaves him only «Decline» (seed: «Если ни один игрок не
может или не хочет…»): the question says why."""

from __future__ import annotations

import random

from lotr_table.engine import registry
from lotr_table.table.lotr_coop import make_panel

GAME = registry.get_game("lotr_coop")


def a_payment_nobody_can_give():
    for seed in range(40):
        s = GAME.setup(GAME.Options(players=3), seed)
        rng = random.Random(seed)
        for _ in range(1500):
            to = GAME.to_act(s)
            if not to:
                break
            view = GAME.view(s, to[0])
            if (view.get("pending") or {}).get("kind") == "pay_give" and \
                    [a["kind"] for a in view["actions"]] == ["decline"]:
                return view, to[0]
            s = GAME.apply(s, to[0], rng.choice(GAME.legal_actions(s, to[0])))
    raise AssertionError("no payment with only Decline")


def test_a_question_with_only_decline_says_why(qtbot, data_dir, english):
    view, seat = a_payment_nobody_can_give()
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.show_view(view, seat)
    area = panel.decision
    assert [b.answer["kind"] for b in area.action_buttons] == ["decline"]
    assert "You hold no card or token that pays for this, so you can only decline." in area.prompt.text()
    # the other hobbits, not asked, see the question without the asked hobbit's reason
    panel.show_view({**view, "actions": []}, None)
    assert "so you can only decline" not in area.prompt.text()
