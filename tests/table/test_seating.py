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
