"""A refused action names the rule that refuses it: a rule that holds whatever the moment
first, then what must happen first, and "It is not your turn." only for an action the seat
could take on its own turn (issue 18)."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import A, kind, legal, pos, refused, seat_of, who

SPLIT = "A card played from the hand moves one track only: its stars cannot be split."


def pippin_reveals(**hobbits):
    """Three hobbits in Moria; Pippin, the active player, must reveal a story tile. Frodo's
    runes let him call Gandalf, so the reveal is a question (Pippin may give him the floor)."""
    hobbits.setdefault("frodo", {"runes": 6})
    s = pos(options={"players": 3}, step="turn", active="pippin", hobbits=hobbits)
    assert kind(s) == "reveal" and who(s) == seat_of(s, "pippin")
    return s


def test_calling_gandalf_with_fewer_than_five_runes_names_the_rune_cost():
    # seed: "любой игрок может позвать Гэндальфа на помощь, сбросив рун на 5 единиц"
    s = pippin_reveals(pippin={"runes": 3})
    assert A("call_gandalf") not in legal(s)
    reason = refused(s, "call_gandalf", why="Calling Gandalf needs runes worth {cost}; {hobbit} has {runes}.")
    assert reason == "Calling Gandalf needs runes worth 5; Pippin has 3."


def test_the_rune_cost_is_named_to_a_seat_not_asked_too():
    # the cost holds whatever the moment, so it comes before whose turn it is
    s = pippin_reveals(pippin={"runes": 3}, sam={"runes": 2})
    refused(s, "call_gandalf", seat=seat_of(s, "sam"), why="Calling Gandalf needs runes worth 5; Sam has 2.")


def test_a_seat_with_the_runes_must_first_be_given_the_floor():
    # seed: «В любой момент игры … любой игрок может позвать Гэндальфа»: here the active
    # player holds the question and may give Frodo the floor
    s = pippin_reveals(pippin={"runes": 3})
    assert A("floor", seat=seat_of(s, "frodo")) in legal(s)
    refused(s, "call_gandalf", seat=seat_of(s, "frodo"),
            why="That is not possible now: Pippin must give you the floor first.")


def test_a_split_play_of_stars_is_refused_for_the_split_whatever_the_board_and_the_turn():
    # seed: «при розыгрыше такого джокера с руки обе звезды могут воздействовать только на один
    # трек» — the friendship track is not on the Moria board either, but that is not the rule
    s = pos(options={"players": 3}, step="cards", active="pippin", hobbits={"pippin": {"hand": ["brown_star"]}})
    assert kind(s) == "cards"
    refused(s, "play", card="brown_star", track=("fighting", "friendship"), why=SPLIT)
    refused(s, "play", seat=seat_of(s, "sam"), card="brown_star", track=("fighting", "friendship"), why=SPLIT)


def test_a_card_for_a_track_not_on_this_board_names_the_track():
    # A5: "Карты с символами, отсутствующими на поле приключения, не могут влиять на приключение."
    s = pos(options={"players": 3}, step="cards", active="pippin", hobbits={"pippin": {"hand": ["brown_star"]}})
    refused(s, "play", card="brown_star", track="friendship", why="There is no Friendship track on this board.")


def test_another_question_open_says_who_decides_first():
    s = pippin_reveals()
    refused(s, "end_turn", seat=seat_of(s, "sam"), why="That is not possible now: Pippin must decide first.")


def test_not_your_turn_only_for_what_the_seat_could_do_on_its_own_turn():
    # seed: «Активный игрок раскрывает верхний жетон истории» — Sam would on his own turn
    s = pippin_reveals()
    refused(s, "reveal", seat=seat_of(s, "sam"), why="It is not your turn.")


def test_the_seat_asked_hears_what_it_must_do_first():
    s = pippin_reveals()
    refused(s, "end_turn", why="That is not possible now: the active player must reveal a story tile.")
