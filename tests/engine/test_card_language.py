"""The card language (engine/card_language.py): compositional words over a game's vocabulary —
a condition, a choice of a player, a sequence, a remembered choice used later, counted amounts
and a filter over a game's places — read and checked at load, run on the flow."""

import pytest
from pydantic import BaseModel, ConfigDict

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context, Vocabulary
from lotr_table.engine.card_language import Language
from lotr_table.engine.flow import Flow

REGIONS = {"minas_tirith": ("gondor", "city"), "osgiliath": ("gondor", "none"),
           "pelargir": ("gondor", "city"), "edoras": ("rohan", "city"), "fangorn": ("none", "none")}
NEAR = {("minas_tirith", "osgiliath"), ("osgiliath", "pelargir"), ("edoras", "fangorn")}


class Region(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    region: str


class Amount(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    n: int = 1


class Toy:
    def __init__(self):
        self.stack, self.pending, self.over, self.cache, self.barrier = [], None, False, {}, 0
        self.done = []
        self.war = False


def language():
    v = Vocabulary("toy")
    flow = Flow("toy")
    v.effect("recruit", Region)(lambda s, ctx, p: s.done.append(("recruit", p.region)))
    v.effect("gain", Amount)(lambda s, ctx, p: s.done.append(("gain", p.n)))
    v.condition("at_war")(lambda s, ctx, p: s.war)
    lang = Language(v, lambda s, ctx, who: ctx.controller if who == "player" else 1 - ctx.controller)
    lang.domain("region")(lambda s, ctx: tuple(REGIONS))
    lang.test("region", "nation", str)(lambda s, ctx, r, nation: REGIONS[r][0] == nation)
    lang.test("region", "settlement", str)(lambda s, ctx, r, kind: REGIONS[r][1] == kind)
    lang.test("region", "next_to", str)(lambda s, ctx, r, other: (r, other) in NEAR or (other, r) in NEAR)
    lang.attach(flow)
    return lang, flow


def run(lang, flow, effect, answers=(), war=False):
    lang.load([{"id": "card", "abilities": [{"type": "action", "effect": effect}]}])
    s = Toy()
    s.war = war
    lang.start(s, Context("card", "card", 0), 0)
    flow.advance(s)
    for a in answers:
        assert s.pending is not None, "a question was expected"
        flow.decide(s, s.pending.seat, a)
    return s


def test_a_sequence_runs_its_steps_in_order():
    lang, flow = language()
    s = run(lang, flow, {"name": "sequence", "steps": [{"name": "gain", "n": 2},
                                                       {"name": "recruit", "region": "edoras"}]})
    assert s.done == [("gain", 2), ("recruit", "edoras")]


def test_a_condition_chooses_between_then_and_else():
    lang, flow = language()
    eff = {"name": "if", "condition": {"name": "at_war"}, "then": {"name": "gain", "n": 2},
           "else": {"name": "gain", "n": 1}}
    assert run(lang, flow, eff, war=True).done == [("gain", 2)]
    assert run(lang, flow, eff, war=False).done == [("gain", 1)]


def test_a_player_chooses_a_region_the_filter_finds_and_the_choice_is_used_later():
    lang, flow = language()
    eff = {"name": "sequence", "steps": [
        {"name": "choose", "who": "player", "among": {"kind": "region", "nation": "gondor", "settlement": "city"},
         "as": "city", "prompt": "Choose a city"},
        {"name": "recruit", "region": {"recall": "city"}},
        {"name": "for_each", "in": {"kind": "region", "next_to": {"recall": "city"}}, "as": "r",
         "do": {"name": "recruit", "region": {"recall": "r"}}}]}
    lang.load([{"id": "card", "abilities": [{"type": "action", "effect": eff}]}])
    s = Toy()
    lang.start(s, Context("card", "card", 0), 0)
    flow.advance(s)
    assert s.pending.seat == 0 and s.pending.prompt == "Choose a city"
    assert [a["item"] for a in s.pending.actions] == ["minas_tirith", "pelargir"]
    flow.decide(s, 0, Action("choose", item="pelargir"))
    assert s.done == [("recruit", "pelargir"), ("recruit", "osgiliath")]


def test_the_opponent_chooses_up_to_n_and_may_stop():
    lang, flow = language()
    eff = {"name": "sequence", "steps": [
        {"name": "choose", "who": "opponent", "among": {"kind": "region", "nation": "gondor"}, "as": "lost",
         "up_to": 2, "prompt": "Choose up to two regions"},
        {"name": "for_each", "in": {"kind": "region", "nation": "rohan"}, "as": "r",
         "do": {"name": "gain", "n": 1}},
        {"name": "repeat", "times": {"recall": "lost"}, "do": {"name": "gain", "n": 5}}]}
    lang.load([{"id": "card", "abilities": [{"type": "action", "effect": eff}]}])
    s = Toy()
    lang.start(s, Context("card", "card", 0), 0)
    flow.advance(s)
    assert s.pending.seat == 1 and Action("done") not in s.pending.actions   # at least one first
    flow.decide(s, 1, Action("choose", item="osgiliath"))
    assert Action("choose", item="osgiliath") not in s.pending.actions and Action("done") in s.pending.actions
    flow.decide(s, 1, Action("done"))
    assert s.done == [("gain", 1), ("gain", 5)]


def test_one_of_offers_only_the_options_whose_condition_holds():
    lang, flow = language()
    eff = {"name": "one_of", "who": "player", "prompt": "Choose one", "options": [
        {"text": "Gain two", "effect": {"name": "gain", "n": 2}},
        {"text": "Recruit in Edoras", "effect": {"name": "recruit", "region": "edoras"},
         "condition": {"name": "at_war"}}]}
    # only one option holds: it is taken without a question
    assert run(lang, flow, eff, war=False).done == [("gain", 2)]
    s = run(lang, flow, eff, answers=[Action("option", option=1, text="Recruit in Edoras")], war=True)
    assert s.done == [("recruit", "edoras")] and s.pending is None


def test_counted_amounts_count_a_filter():
    lang, flow = language()
    eff = {"name": "sequence", "steps": [
        {"name": "remember", "as": "cities", "amount": {"count": {"kind": "region", "settlement": "city"}}},
        {"name": "if", "condition": {"name": "exists", "in": {"kind": "region", "nation": "gondor",
                                                               "not": {"settlement": "city"}}},
         "then": {"name": "gain", "n": {"recall": "cities"}}}]}
    assert run(lang, flow, eff).done == [("gain", 3)]


def test_a_mistake_names_the_card_and_the_ability():
    lang, _ = language()
    cases = [
        ({"name": "gain", "n": "two"}, "at n"),
        ({"name": "fly"}, "unknown effect 'fly'"),
        ({"name": "recruit", "region": {"recall": "x"}}, "'x' is recalled before anything remembers it"),
        ({"name": "for_each", "in": {"kind": "region", "colour": "red"}, "as": "r", "do": {"name": "gain"}},
         "a region filter has no test 'colour'"),
        ({"name": "choose", "who": "ally", "among": {"kind": "region"}, "as": "r", "prompt": "?"}, "'who'"),
        ({"name": "if", "condition": {"name": "any", "of": []}, "then": {"name": "gain"}}, "'any' needs"),
    ]
    for effect, message in cases:
        with pytest.raises(ValueError) as e:
            lang.load([{"id": "sword", "abilities": [{"type": "action", "effect": {"name": "gain"}},
                                                     {"type": "action", "effect": effect}]}])
        assert str(e.value).startswith("card 'sword', ability 2: ") and message in str(e.value), str(e.value)


def test_a_game_word_asking_its_own_question_finishes_before_the_effect_goes_on():
    """What waits on the stack meanwhile is one plain step (a position writes it as any other)."""
    lang, flow = language()
    lang.vocab.effect("ask_ally")(lambda s, ctx, p: flow.ask(s, 1, "ally", (Action("yes"),)))
    flow.answer("ally")(lambda s, q, a: s.done.append("ally said yes"))
    eff = {"name": "sequence", "steps": [
        {"name": "choose", "who": "player", "among": {"kind": "region", "nation": "rohan"}, "as": "r",
         "prompt": "Choose"}, {"name": "ask_ally"}, {"name": "recruit", "region": {"recall": "r"}}]}
    lang.load([{"id": "card", "abilities": [{"type": "action", "effect": eff}]}])
    s = Toy()
    lang.start(s, Context("card", "card", 0), 0)
    flow.advance(s)
    flow.decide(s, 0, Action("choose", item="edoras"))
    assert s.pending.kind == "ally" and s.done == []
    assert s.stack == [("_words", "card", 0, 2, (("r", "edoras"),), "card", 0)]
    flow.decide(s, 1, Action("yes"))
    assert s.done == ["ally said yes", ("recruit", "edoras")]


def test_a_games_amount_word_is_remembered_and_used():
    lang, flow = language()
    lang.amount_word("rolled", Amount)(lambda s, ctx, p: p.n * 2)
    eff = {"name": "sequence", "steps": [{"name": "remember", "as": "hits", "amount": {"name": "rolled", "n": 2}},
                                         {"name": "gain", "n": {"recall": "hits"}}]}
    assert run(lang, flow, eff).done == [("gain", 4)]


def test_a_filter_may_keep_items_passing_any_of_several_filters():
    lang, flow = language()
    eff = {"name": "for_each", "as": "r", "do": {"name": "recruit", "region": {"recall": "r"}},
           "in": {"kind": "region", "any_of": [{"nation": "rohan"}, {"next_to": "minas_tirith"}]}}
    assert run(lang, flow, eff).done == [("recruit", "osgiliath"), ("recruit", "edoras")]


def test_a_choice_that_finds_nothing_leaves_its_word_out_and_the_effect_goes_on():
    # «застосувавши лише можливі ефекти»: nothing to choose, nothing recruited there
    lang, flow = language()
    eff = {"name": "sequence", "steps": [
        {"name": "choose", "who": "player", "among": {"kind": "region", "nation": "mordor"}, "as": "r",
         "prompt": "Choose"}, {"name": "recruit", "region": {"recall": "r"}}, {"name": "gain", "n": 1}]}
    assert run(lang, flow, eff).done == [("gain", 1)]
