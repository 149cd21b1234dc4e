"""Every option says what it acts on by ids the seat's view shows (engine/acts_on.py), so a
table matches a drag, a click or a key to an option without reading the option's fields.
The places a table draws from its fixed board (War of the Ring's regions) count as shown."""

import random

import pytest

from lotr_table.engine.action import Action

from lotr_table.engine import registry
from lotr_table.engine.acts_on import ids_named, seen_in, shown_ids
from tests.games.behaviour_record import option_mix

GAMES = ("confrontation", "lotr_coop", "wotr_cards", "lotr_tcg", "wotr")
ROLES = {"piece", "source", "to", "targets", "cost"}


def _board(game_id: str) -> set:
    if game_id == "wotr":
        from lotr_table.games.wotr.board import board
        return set(board().ids)
    return set()


def options_of(view: dict) -> list[tuple[dict, dict]]:
    """The options the view offers with what each acts on, whichever way the game asks."""
    if "actions" in view:
        assert len(view["acts_on"]) == len(view["actions"])
        return list(zip(view["actions"], view["acts_on"]))
    shape = (view.get("question") or {}).get("shape") or {}
    if shape.get("shape") != "choose_one":
        return []
    assert len(shape["acts_on"]) == len(shape["options"])
    return list(zip(shape["options"], shape["acts_on"]))


def positions(game_id: str, games: int, every: int):
    """Positions along seeded random games, over the games' option mixes (special cards,
    variants, player counts)."""
    game = registry.get_game(game_id)
    mix = option_mix(game_id)
    for seed in range(games):
        rng = random.Random(seed)
        state = game.setup(mix[seed % len(mix)], seed)
        for n in range(400):
            to_act = game.to_act(state)
            if not to_act:
                break
            if n % every == 0:
                yield game, state, to_act
            seat = rng.choice(to_act)
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_names_only_ids_its_seats_view_shows(game_id):
    board = _board(game_id)
    checked = named = 0
    for game, state, to_act in positions(game_id, 6, 3):
        for seat in to_act:
            view = game.view(state, seat)
            shown = shown_ids(view) | board
            for option, acts_on in options_of(view):
                assert set(acts_on) <= ROLES, (option, acts_on)
                for one in ids_named(acts_on):
                    assert one in shown, f"{option} acts on {one!r}, which seat {seat}'s view does not show"
                    named += 1
                checked += 1
    assert checked > 50 and named > 20


def test_a_card_game_play_names_the_card_its_hand_and_where_it_goes():
    """A card played to a location names the card, the zone the view shows it in (the hand, or
    the cards just drawn) and the location; one played to the reserve names the seat's own
    reserve zone; an event goes nowhere on the table."""
    seen = set()
    for game, state, to_act in positions("wotr_cards", 2, 1):
        for seat in to_act:
            view = game.view(state, seat)
            where = {c["id"]: zone for zone, z in view["zones"].items() for c in z["cards"] if c}
            for option, acts_on in options_of(view):
                if option["kind"] != "play":
                    continue
                to = {"event": None, "reserve": f"reserve{seat}"}.get(option["to"], option["to"])
                want = {"piece": option["card"], "source": where[option["card"]]} | ({"to": to} if to else {})
                assert acts_on == want
                seen.add(option["to"] if option["to"] in ("event", "reserve") else "location")
    assert seen == {"event", "reserve", "location"}


def test_what_another_seat_is_offered_is_not_shown():
    """A seat that does not decide sees no options, and so nothing they act on."""
    for game, state, to_act in positions("confrontation", 1, 1):
        if len(to_act) == 1:
            view = game.view(state, 1 - to_act[0])
            assert view["actions"] == [] and view["acts_on"] == []
            return
    pytest.fail("no position where one seat acts")


def test_a_hidden_piece_another_seat_moved_is_seen_as_its_places_only():
    """«Все герои размещаются закрытыми»: the Fellowship sees that a hidden Sauron tile went
    from one region to another, never which hero it was."""
    game = registry.get_game("confrontation")
    position = {"fellowship": {"shire": ["frodo_c"], "eregion": ["legolas"]},
                "sauron": {"mordor": ["witchking_c", "balrog"], "gondor": ["orcs_c"]}, "active": "sauron"}
    state = game.position(position, 1)
    sauron, fellowship = game.to_act(state)[0], 1 - game.to_act(state)[0]
    view = game.view(state, sauron)
    option, acts_on = next((o, a) for o, a in options_of(view) if o.get("hero") == "orcs_c" and o["kind"] == "move")
    after = game.apply(state, sauron, Action.from_json(option))
    watched = seen_in(acts_on, game.view(after, fellowship))
    assert watched == {"source": "gondor", "to": option["to"]}


def test_a_revealed_hero_another_seat_moved_is_seen_by_name():
    """A hero whose face is shown is followed by name as it moves."""
    game = registry.get_game("confrontation")
    position = {"fellowship": {"shire": ["frodo_c"], "eregion": ["legolas"]},
                "sauron": {"mordor": ["witchking_c", "balrog"], "gondor": ["orcs_c"]}, "active": "sauron",
                "revealed": ["orcs_c"]}
    state = game.position(position, 1)
    sauron, fellowship = game.to_act(state)[0], 1 - game.to_act(state)[0]
    option, acts_on = next((o, a) for o, a in options_of(game.view(state, sauron))
                           if o.get("hero") == "orcs_c" and o["kind"] == "move")
    after = game.apply(state, sauron, Action.from_json(option))
    assert seen_in(acts_on, game.view(after, fellowship)) == {"piece": "orcs_c", "source": "gondor", "to": option["to"]}
