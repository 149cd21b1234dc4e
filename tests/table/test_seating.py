"""Whose eyes the screen belongs to next, and when the curtain falls."""

from lotr_table.table.seating import PERSON, computer, computers, everyone_here, needs_curtain, next_eyes, people

TWO = everyone_here([0, 1])


def test_the_person_at_the_screen_acts_first_in_a_simultaneous_choice():
    assert next_eyes(TWO, [0, 1], at_screen=1) == 1
    assert next_eyes(TWO, [0, 1], at_screen=None) == 0
    assert next_eyes(TWO, [1], at_screen=0) == 1
    assert next_eyes(TWO, [], at_screen=0) is None


def test_the_screen_never_goes_to_a_computer():
    against = {0: PERSON, 1: computer("normal")}
    assert people(against) == [0] and computers(against) == {1: "mcts:normal"}
    # a lone person always has the screen: while the computer acts, and at the end
    assert next_eyes(against, [1], at_screen=0) == 0
    assert next_eyes(against, [1], at_screen=None) == 0
    assert next_eyes(against, [0, 1], at_screen=0) == 0
    assert next_eyes(against, [], at_screen=0) == 0
    # watch mode: the public view
    watch = {0: "random", 1: computer("hard")}
    assert next_eyes(watch, [0], at_screen=None) is None
    assert next_eyes(watch, [0, 1], at_screen=None) is None
    # several people and the computer: the person who must act, else the one at the screen
    three = {0: PERSON, 1: computer("easy"), 2: PERSON}
    assert next_eyes(three, [1, 2], at_screen=0) == 2
    assert next_eyes(three, [1], at_screen=0) == 0
    assert next_eyes(three, [1], at_screen=None) is None


def test_the_curtain_falls_only_between_two_people():
    two = everyone_here([0, 1])
    assert two == {0: PERSON, 1: PERSON}
    assert needs_curtain(two, open_table=False, at_screen=0, next_seat=1)
    assert needs_curtain(two, open_table=False, at_screen=None, next_seat=0)
    assert not needs_curtain(two, open_table=False, at_screen=1, next_seat=1)
    assert not needs_curtain(two, open_table=True, at_screen=0, next_seat=1)
    assert not needs_curtain({0: PERSON}, open_table=False, at_screen=None, next_seat=0)


def test_the_curtain_falls_only_between_people_never_for_the_computer():
    against = {0: PERSON, 1: computer("easy")}
    assert not needs_curtain(against, open_table=False, at_screen=None, next_seat=0)
    assert not needs_curtain(against, open_table=False, at_screen=0, next_seat=1)
    watch = {0: computer("easy"), 1: computer("hard")}
    assert not needs_curtain(watch, open_table=False, at_screen=None, next_seat=None)
    three = {0: PERSON, 1: computer("easy"), 2: PERSON}
    assert needs_curtain(three, open_table=False, at_screen=0, next_seat=2)
    assert not needs_curtain(three, open_table=False, at_screen=0, next_seat=1)
    assert not needs_curtain(three, open_table=False, at_screen=0, next_seat=0)


# -- people holding several seats ----------------------------------------------------------

from lotr_table.table.seating import (  # noqa: E402
    acting_seat, curtain_between, eyes, holder, holds_several, next_person, person_of, persons)

# War of the Ring: The Card Game with two people: each holds both decks of a side
TEAMS = {0: holder(1), 2: holder(1), 1: holder(2), 3: holder(2)}
LIGHT, DARK = frozenset({0, 2}), frozenset({1, 3})


def test_a_person_holding_several_seats_is_one_person():
    assert persons(TEAMS) == [LIGHT, DARK]
    assert person_of(TEAMS, 2) == LIGHT and person_of(TEAMS, 3) == DARK
    # a lone seat's person is that seat, a computer's too
    assert person_of({0: PERSON, 1: computer("easy")}, 1) == frozenset({1})
    assert persons(everyone_here([0, 1, 2])) == [frozenset({0}), frozenset({1}), frozenset({2})]


def test_the_curtain_falls_when_the_person_changes_not_the_seat():
    # seat 0 acted, now its partner seat 2: the same person keeps the screen
    assert next_eyes(TEAMS, [2], at_screen=0) == 2
    assert not needs_curtain(TEAMS, open_table=False, at_screen=0, next_seat=2)
    assert next_person(TEAMS, [2], at_screen=LIGHT) == LIGHT
    assert not curtain_between(TEAMS, False, LIGHT, LIGHT)
    # now a Dark seat: the screen passes to the other person
    assert next_eyes(TEAMS, [1], at_screen=2) == 1
    assert needs_curtain(TEAMS, open_table=False, at_screen=2, next_seat=1)
    assert curtain_between(TEAMS, False, LIGHT, DARK)
    assert not curtain_between(TEAMS, True, LIGHT, DARK)       # an open table never hides


def test_in_a_secret_choice_the_person_at_the_screen_answers_for_all_their_seats_first():
    assert next_person(TEAMS, [1, 2, 3], at_screen=DARK) == DARK
    assert next_eyes(TEAMS, [1, 2, 3], at_screen=1) == 1
    assert next_eyes(TEAMS, [2, 3], at_screen=1) == 3          # the Dark's other seat, no curtain
    assert acting_seat(LIGHT, [1, 2], at_screen=None) == 2


def test_three_people_for_four_seats_and_a_computer_partner():
    seating = {0: holder(1), 2: holder(1), 1: PERSON, 3: computer("normal")}
    assert persons(seating) == [LIGHT, frozenset({1})]
    # while the computer thinks, the screen stays with whoever has it
    assert next_eyes(seating, [3], at_screen=2) == 2
    assert not needs_curtain(seating, open_table=False, at_screen=2, next_seat=3)
    assert needs_curtain(seating, open_table=False, at_screen=2, next_seat=1)


def test_a_person_sees_the_union_of_their_seats_and_a_lone_seat_as_before():
    assert eyes(LIGHT) == frozenset({0, 2})
    assert eyes(frozenset({1})) == 1                     # the two older games take one seat
    assert eyes(None) is None
    from tests.engine.toy_cards import GAME as skirmish
    from tests.engine.toy_game import GAME as stakes
    assert holds_several(skirmish) and not holds_several(stakes)
