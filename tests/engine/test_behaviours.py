"""Card behaviours as data (engine/behaviours.py): records are validated against the game's
vocabulary when they are loaded, and the kernel evaluates modifiers, actions and triggers."""

import pytest
from pydantic import BaseModel, ConfigDict

from lotr_table.engine.behaviours import Vocabulary


class Amount(BaseModel):
    model_config = ConfigDict(extra="forbid")
    n: int


def vocabulary():
    v = Vocabulary("t")
    v.effect("draw", Amount)(lambda s, ctx, p: s.append(("draw", ctx.card, p.n)))
    v.condition("in_battle")(lambda s, ctx, p: "battle" in s)
    v.cost("exert", None)(lambda s, ctx, p, pay: (s.append(("exert", ctx.card)) if pay else None) or True)
    return v


def test_a_record_naming_an_unknown_effect_is_refused_naming_card_and_ability():
    v = vocabulary()
    with pytest.raises(ValueError) as e:
        v.load([{"id": "1R34", "abilities": [{"type": "action", "effect": {"name": "heal", "n": 1}}]}])
    assert str(e.value) == "card '1R34', ability 1: unknown effect 'heal' (known: draw)"


def test_a_bad_parameter_is_refused_naming_the_parameter():
    v = vocabulary()
    with pytest.raises(ValueError) as e:
        v.load([{"id": "1C2", "abilities": [{"type": "action", "effect": {"name": "draw", "n": "two"}}]}])
    assert "card '1C2', ability 1: effect 'draw'" in str(e.value) and "at n" in str(e.value)


def test_a_unique_ability_needs_its_function():
    v = vocabulary()
    with pytest.raises(ValueError, match="no function is registered"):
        v.load([{"id": "1R2", "abilities": [{"type": "unique"}]}])
    v.unique("1R2")(lambda s, ctx: s.append("one ring"))
    v.load([{"id": "1R2", "abilities": [{"type": "unique"}]}])
    s = []
    v.use(s, "i1", "1R2", 0, 0)
    assert s == ["one ring"]


def test_modifiers_apply_while_their_condition_holds():
    v = vocabulary()
    v.load([{"id": "captain", "abilities": [{"type": "modifier", "what": "strength", "amount": 2,
                                             "condition": {"name": "in_battle"}}]}])
    in_play = [("i1", "captain", 0)]
    assert v.modified([], in_play, "strength", "x", 3) == 3
    assert v.modified(["battle"], in_play, "strength", "x", 3) == 5


def test_an_action_pays_its_cost_then_has_its_effect():
    v = vocabulary()
    v.load([{"id": "scout", "abilities": [{"type": "action", "cost": {"name": "exert"},
                                           "effect": {"name": "draw", "n": 1}}]}])
    s = []
    assert v.actions(s, [("i1", "scout", 1)], 1) == [("i1", 0)]
    assert v.actions(s, [("i1", "scout", 1)], 0) == []
    v.use(s, "i1", "scout", 1, 0)
    assert s == [("exert", "scout"), ("draw", "scout", 1)]


def test_a_card_loaded_again_sets_off_its_new_triggers_only():
    from lotr_table.engine.flow import Flow
    v, flow = vocabulary(), Flow("t")
    v.load([{"id": "scout", "abilities": [{"type": "trigger", "on": "landed", "effect": {"name": "draw", "n": 1}}]},
            {"id": "horn", "abilities": [{"type": "trigger", "on": "blown", "effect": {"name": "draw", "n": 2}}]}])
    for _ in range(2):          # loaded twice more: its triggers are replaced, never added to
        v.load([{"id": "scout", "abilities": [{"type": "trigger", "on": "blown", "effect": {"name": "draw", "n": 3}}]}])
    v.attach(flow, lambda s: [("i1", "scout", 0), ("i2", "horn", 1)])
    assert "landed" not in flow.watchers, "no card in the vocabulary answers it any more"
    fired = [t.step for w in flow.watchers["blown"] for t in w([], ("blown",))]
    assert fired == [("ability", "i1", "scout", 0, 0, ("blown",)), ("ability", "i2", "horn", 1, 0, ("blown",))]
