"""The kit turns a gesture into an option by the ids the option acts on (kit/gestures.py),
whatever the game: a drag of a piece onto a place is the option moving that piece there, a
click on a piece the option using it, a click on a place the option going there with nothing
carried."""

from lotr_table.table.kit.gestures import Offered, offered

MOVE = {"kind": "move", "hero": "frodo_c", "to": "eregion"}
MOVE_TUNNEL = {"kind": "move", "hero": "frodo_c", "to": "moria", "via": "tunnel"}
PLAY = {"kind": "play", "card": "f_3"}
RETREAT = {"kind": "retreat", "to": "rhudaur"}
VIEW = {"actions": [MOVE, MOVE_TUNNEL, PLAY, RETREAT],
        "acts_on": [{"piece": "frodo_c", "source": "shire", "to": "eregion"},
                    {"piece": "frodo_c", "source": "shire", "to": "moria"},
                    {"piece": "f_3"}, {"to": "rhudaur"}]}


def test_a_piece_dropped_on_a_place_chooses_the_option_that_moves_it_there():
    assert Offered.of(VIEW).dropped("frodo_c", ["moria"]) == MOVE_TUNNEL
    assert Offered.of(VIEW).dropped("frodo_c", ["rhudaur"]) is None      # it cannot go there
    assert Offered.of(VIEW).dropped("sam_c", ["eregion"]) is None        # nor may this one move


def test_a_click_on_a_piece_or_on_a_place_with_nothing_carried():
    options = Offered.of(VIEW)
    assert options.clicked("f_3") == [PLAY]
    assert options.clicked("rhudaur") == [RETREAT]
    # a place a carried piece may go to is no click of its own: which piece would it be?
    assert options.clicked("eregion") == []
    assert options.moving("frodo_c") and not options.moving("f_3")


def test_a_typed_questions_choice_of_one_is_read_the_same_way():
    view = {"question": {"shape": {"shape": "choose_one", "options": [PLAY], "acts_on": [{"piece": "f_3"}]}}}
    assert offered(view) == [(PLAY, {"piece": "f_3"})]
    assert offered({"question": {"shape": {"shape": "number", "min": 0, "max": 3}}}) == []


def test_a_drop_where_nothing_goes_asks_for_the_action_the_game_declares_for_a_drop():
    # the engine's refusal then says why (the view declares the kind and the fields a piece and
    # a place fill: engine/acts_on.attempt); a view that declares none asks for nothing
    from lotr_table.engine.acts_on import attempt
    from lotr_table.games.confrontation.acts_on import ROLES
    from lotr_table.table.kit.gestures import attempted
    view = dict(VIEW, attempt=attempt(ROLES, "move"))
    assert attempted(view, "sam_c", "eregion") == {"kind": "move", "hero": "sam_c", "to": "eregion"}
    assert attempted(VIEW, "sam_c", "eregion") is None
    assert attempt(ROLES, "play") is None                  # a card played goes nowhere on the board
