"""The adventure boards' events are data (boards.json) named in the cooperative game's event
vocabulary (events.py): "discard or suffer", "reveal and match", or one function per id."""

from __future__ import annotations

import pytest

from lotr_table.games.lotr_coop.data import boards
from lotr_table.games.lotr_coop.events import EVENTS, check_event
from tests.games.lotr_coop.rules_helpers import do, pos, settle, view


def event(location, index, **kw):
    """Relentless Time is revealed with the event marker on `index - 1`: event `index` comes."""
    kw.setdefault("story", ["relentless_time", "fighting"])
    return settle(pos(0, location=location, event_index=index - 1, **kw))


def record(event_id):
    return next(ev for loc in boards().locations for ev in getattr(loc, "events", ()) if ev.id == event_id)


def test_most_events_are_data_and_the_rest_one_function_each():
    shapes = {}
    for event_id, behaviour in EVENTS.cards.items():
        ab = behaviour.abilities[0]
        shapes.setdefault(ab.effect.name if ab.type == "trigger" else ab.type, set()).add(event_id)
    assert shapes["unique"] == {"trapped", "fly_you_fools", "riders_of_rohan", "orcs_gate", "orcs_conquer",
                                "shelob_appears", "ring_is_mine"}
    assert shapes["reveal_and_match"] == {"stone_in_well", "fire_of_orthanc", "nazgul_searches"}
    assert len(shapes["discard_or"]) == 14 and len(EVENTS.cards) == 24
    EVENTS.check_unique()


def test_a_payment_asking_for_something_no_payment_knows_is_refused_naming_the_event():
    with pytest.raises(ValueError, match=r"card 'orcs_attack', ability 1: effect 'discard_or': .*"
                                         r"a payment cannot ask for 'swords'"):
        EVENTS.load([{"id": "orcs_attack", "abilities": [{"type": "trigger", "on": "reached", "effect": {
            "name": "discard_or", "who": "group", "discard": {"swords": 5}}}]}])


def test_an_unknown_consequence_is_refused_naming_the_event():
    with pytest.raises(ValueError, match=r"card 'orcs_attack', ability 1: effect 'discard_or': .*otherwise\.0"):
        EVENTS.load([{"id": "orcs_attack", "abilities": [{"type": "trigger", "on": "reached", "effect": {
            "name": "discard_or", "who": "group", "discard": {"fighting": 5},
            "otherwise": [{"name": "balrog_wakes"}]}}]}])


@pytest.fixture
def orcs_attack_record():
    """Give the Orcs attack another record for one test, then its own back."""
    own = {"id": "orcs_attack", "abilities": record("orcs_attack").abilities}
    yield lambda effect: EVENTS.load([{"id": "orcs_attack", "abilities": [
        {"type": "trigger", "on": "reached", "effect": effect}]}])
    EVENTS.load([own])


def test_the_event_does_what_its_record_says(orcs_attack_record):
    # seed, Moria: the Orcs attack — the group discards 5 fighting symbols, otherwise Sauron moves 2
    s = settle(do(event("moria", 5), "decline"))
    assert view(s)["sauron"] == 10
    # the same event with another record: Sauron moves 1 instead
    orcs_attack_record({"name": "discard_or", "who": "group", "discard": {"fighting": 5},
                        "otherwise": [{"name": "sauron", "n": 1}]})
    s = settle(do(event("moria", 5), "decline"))
    assert view(s)["sauron"] == 11


def test_an_event_giving_its_card_must_name_the_card(orcs_attack_record):
    orcs_attack_record({"name": "discard_or", "who": "group", "discard": {"fighting": 5},
                        "then": [{"name": "gets_card"}]})
    with pytest.raises(ValueError, match="event 'orcs_attack': it gives its legendary card, but its record names none"):
        check_event(record("orcs_attack"))
    check_event(record("gollum"))               # Gollum's record names the card Gollum
