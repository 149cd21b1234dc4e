"""What the table animates is what was done: the actions applied and the log entries they
added, never a difference of two views (docs/architecture.md, "What a game supplies"). After
the person's own action the scene is handed the log entries added since the last view drawn,
as one action that shows nothing of what it acted on."""

from lotr_table.table.kit.panel import added

ROLL = {"template": "{hobbit} rolls the threat die: {face}.", "args": {"hobbit": "frodo", "face": "cards"}}
TURN = {"template": "{hobbit}'s turn.", "args": {"hobbit": "sam"}}
MOVE = {"template": "Legolas moves from {frm} to {to}.", "args": {"frm": "eregion", "to": "rhudaur"}}


def test_the_log_entries_added_since_the_last_view_are_what_was_done():
    assert added({"log": [TURN]}, {"log": [TURN, ROLL]}) == [{"seat": None, "acts_on": {}, "log": [ROLL]}]
    assert added({"log": [TURN, ROLL]}, {"log": [TURN, ROLL]}) == []      # the same view again


def test_a_log_that_does_not_go_on_from_the_last_one_tells_nothing():
    # another seat's eyes (another log), or a game begun afresh: nothing is followed
    assert added({"log": [TURN, MOVE]}, {"log": [TURN, ROLL, MOVE]}) == []
    assert added({"log": [TURN, ROLL]}, {"log": [TURN]}) == []
