"""Whose eyes the screen belongs to next, and when the curtain falls."""

from lotr_table.table.seating import PERSON, everyone_here, needs_curtain, next_eyes


def test_the_person_at_the_screen_acts_first_in_a_simultaneous_choice():
    assert next_eyes([0, 1], at_screen=1) == 1
    assert next_eyes([0, 1], at_screen=None) == 0
    assert next_eyes([1], at_screen=0) == 1
    assert next_eyes([], at_screen=0) is None


def test_the_curtain_falls_only_between_two_people():
    two = everyone_here([0, 1])
    assert two == {0: PERSON, 1: PERSON}
    assert needs_curtain(two, open_table=False, at_screen=0, next_seat=1)
    assert needs_curtain(two, open_table=False, at_screen=None, next_seat=0)
    assert not needs_curtain(two, open_table=False, at_screen=1, next_seat=1)
    assert not needs_curtain(two, open_table=True, at_screen=0, next_seat=1)
    assert not needs_curtain({0: PERSON}, open_table=False, at_screen=None, next_seat=0)
