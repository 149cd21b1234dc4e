"""When each epic card may be played is data: its moment in legendary.json, named in the
cooperative game's vocabulary (abilities.py); what it does is one function per card id."""

from __future__ import annotations

import pytest

from lotr_table.games.lotr_coop import abilities, epics
from lotr_table.games.lotr_coop.abilities import LEGENDARY, moment
from tests.games.lotr_coop.rules_helpers import A, legal, pos


def test_every_epic_card_names_its_moment_and_has_its_function():
    assert {card: moment(card).name for card in LEGENDARY.cards} == {
        "miruvor": "any_time", "elessar": "any_time", "lembas": "any_time",
        "phial": "before_reveal", "staff": "on_tile",
        "belt": "answers_window", "mithril": "answers_window", "athelas": "answers_window"}
    LEGENDARY.check_unique()


def test_the_open_question_offers_any_time_cards_first_then_the_moment_bound_ones():
    assert abilities.IN_OPEN_QUESTIONS == ("miruvor", "elessar", "lembas", "phial", "staff")


def test_the_staffs_tiles_come_from_its_record():
    assert moment("staff").params.tiles == ["meagre_choice", "retreat"]


def test_a_story_tile_named_in_a_moment_must_exist():
    with pytest.raises(ValueError, match=r"card 'staff', ability 1: condition 'on_tile': .*no story tile 'despair'"):
        LEGENDARY.load([{"id": "staff", "abilities": [
            {"type": "unique", "condition": {"name": "on_tile", "tiles": ["despair"]}}]}], unique_later=True)


def test_a_window_named_in_a_moment_is_one_of_the_three():
    with pytest.raises(ValueError, match=r"card 'belt', ability 1: condition 'answers_window': .* at window"):
        LEGENDARY.load([{"id": "belt", "abilities": [
            {"type": "unique", "condition": {"name": "answers_window", "window": "before_move"}}]}],
            unique_later=True)


def test_the_belt_is_never_offered_in_an_open_question():
    # seed: the Belt is played "на любого игрока, который должен бросить кубик угрозы"
    s = pos(location="moria", step="cards", hobbits={"frodo": {"hand": ["belt", "grey_hiding"]}})
    assert not [a for a in legal(s) if a.kind == "epic"]


def test_a_card_played_outside_its_moment_is_refused():
    s = pos(location="moria", step="cards", hobbits={"frodo": {"hand": ["belt", "phial"]}})
    with pytest.raises(ValueError, match="belt is not played now"):
        epics.on_epic(s, 0, A("epic", card="belt", target=0))
    with pytest.raises(ValueError, match="phial is not played now"):
        epics.on_epic(s, 0, A("epic", card="phial"))          # no story tile is about to be revealed
    with pytest.raises(ValueError, match="belt does not answer after_roll"):
        epics.play_reactive(s, 0, "belt", 0, "after_roll")    # the Mithril coat's window


def test_usable_cards_follow_the_moment_of_the_open_question():
    s = pos(location="moria", story=["meagre_choice", "fighting"], hobbits={"frodo": {"hand": ["staff"]}})
    assert abilities.usable_epics(s, "tile") == {"miruvor", "elessar", "lembas", "staff"}
    assert abilities.usable_epics(s, "reveal") == {"miruvor", "elessar", "lembas", "phial"}
    assert abilities.usable_epics(s, "cards") == {"miruvor", "elessar", "lembas"}
